/**
 * Scoring (pure, no I/O): name similarity between two normalised names, and record-level qualifiers
 * (date of birth, country, entity type, gender, identifiers, alias quality).
 *
 * All scores are on the 0–1 scale; every qualifier is reported as a signed `FeatureContribution`
 * (score units) so the explanation can show exactly how the final score was reached.
 *
 * Name similarity (`scoreNames`):
 *  1. Token similarity (`tokenSimilarity`, 0–1): identical -> 1; Jaro-Winkler on the folded text
 *     (edit-distance ratio for tokens of <= `shortTokenLength` letters, where one edit is a different
 *     name: BIN/BING); same phonetic key -> at least `phoneticSim`; same given-name equivalence group
 *     (JOHN/JUAN/IVAN, TED/THEODORE) -> `equivalentSim`; an initial against a token with that first
 *     letter -> `initialSim`; a >= 3-letter prefix ("BEN"/"BENJAMIN") -> `prefixSim`. Capped:
 *     gendered variants (ANTONIA/ANTONIO, IVANOVA/IVANOV) at `genderedSim` (little credit), a
 *     patronymic against a non-patronymic three or more letters shorter (OLEKSANDROVYCH/OLEKSANDR)
 *     below the pairing floor. Numbers only match exactly.
 *     Names written in different scripts are also compared by cross-script keys (cross-script.crossKey:
 *     syllabic, Korean, alphabetic families; two abjad spellings by consonant skeleton); an abjad
 *     (Arabic, Persian, Hebrew) token against a Latin one only by the abjad pattern
 *     (cross-script.abjadFits -> `abjadSim`) or, failing it, equal skeletons (`abjadSkeletonSim`); an
 *     article written apart pairs with a Latin name that fuses it (المنصوري / ALMANSOORI).
 *  2. Alignment: order-insensitive greedy one-to-one pairing by similarity (best pairs first), also
 *     pairing two or three adjacent tokens of one side with one token of the other when their
 *     concatenation matches ("JSC ARGUMENT"/"JSCARGUMENT", "XI JIN PING"/"XI JINPING", "VAN DER
 *     BILT"/"VANDERBILT"), and an acronym with the tokens whose initials spell it ("PLA"/"PEOPLES
 *     LIBERATION ARMY", "JC"/"JEAN CLAUDE"). Pairs below `tokenFloor` are not made.
 *  3. Each token has a weight (informativeness: class weight x corpus rarity). With
 *       eff(pair)  = credit(sim)  (config effCurve, piecewise linear, 0–1)
 *       matched    = sum eff * w(pair)
 *       partial    = sum (1 - eff) * w(pair)
 *       mismatch   = min(U_q, U_c) + initialConflictWeight * (different unpaired initials on both sides)
 *                    (U = weight of unpaired tokens per side: each side has something the other lacks)
 *       extra      = |U_q - U_c|   (tokens present on one side only: a missing middle name)
 *       score      = matched / (matched + conflictWeight*partial + mismatchWeight*mismatch + extraWeight*extra)
 *     so a missing middle name costs little, a disagreeing surname costs a lot, and legal forms /
 *     generic words / particles barely count either way. When only one informative token matched, the
 *     extra-token weight is `singleMatchExtraWeight` (a lone shared given name is weak evidence); when
 *     no informative token matched the score is capped at `uninformativeCap` (acronym pairs are not
 *     informative for people).
 *  4. Adjustments: >= 3 matched tokens in a permuted order that is neither a rotation ("SURNAME Given")
 *     nor a reshuffle of middle names only (a father/son flip "SALMAN BIN MUHAMMAD" / "MUHAMMAD BIN
 *     SALMAN") -> x `reorderFactor`;
 *     two names both written in Han/Hangul/kana -> at most the Dice similarity of their characters.
 *
 * Record-level qualifiers (`dobContribution`, `countryContribution`, `entityTypeContribution`,
 * `genderContribution`, `identifierContribution`; weak aliases via `weakAliasPenalty` in the engine):
 * a name hit is confirmed or discounted by the secondary identifiers the list publishes (date of
 * birth, nationality/country, type of party, gender, document numbers), as regulators' screening
 * guidance describes (e.g. OFAC's FAQ on evaluating potential matches: compare DOB, nationality and
 * other identifiers). Amounts are configuration (config.ts), chosen on the evaluation sets as a whole.
 *
 * Sources: Jaro-Winkler (Winkler 1990) and Levenshtein distance; token-set alignment with rarity
 * weighting as in common name-screening engines; the phonetic key is the custom scheme of
 * normalise.ts.
 */
import type { ListDateOfBirth, ListEntityType, ListRecord } from '../lists/types.js';
import type { FeatureContribution } from './types.js';
import type { NameScoringConfig, ScreeningConfig } from './config.js';
import { PATRONYMIC_RE, type NameToken, type NormalisedName } from './normalise.js';
import { abjadFits, crossFamily, crossKey, type CrossFamily } from './cross-script.js';

// ---------------------------------------------------------------------------------------------------
// String similarity primitives
// ---------------------------------------------------------------------------------------------------

let flagsA = new Uint8Array(64);
let flagsB = new Uint8Array(64);

/** Jaro-Winkler similarity (0–1) with the standard prefix scale 0.1 and prefix length up to 4. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  if (la > flagsA.length || lb > flagsB.length) {
    flagsA = new Uint8Array(Math.max(la, lb) * 2);
    flagsB = new Uint8Array(Math.max(la, lb) * 2);
  }
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  const range = Math.max(0, (Math.max(la, lb) >> 1) - 1);
  let m = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - range);
    const hi = Math.min(lb - 1, i + range);
    const ca = a.charCodeAt(i);
    for (let j = lo; j <= hi; j++) {
      if (flagsB[j] === 0 && b.charCodeAt(j) === ca) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        m++;
        break;
      }
    }
  }
  if (m === 0) return 0;
  let t = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (flagsA[i] === 0) continue;
    while (flagsB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) t++;
    k++;
  }
  const jaro = (m / la + m / lb + (m - t / 2) / m) / 3;
  let p = 0;
  const maxP = Math.min(4, la, lb);
  while (p < maxP && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  return jaro + p * 0.1 * (1 - jaro);
}

/** Levenshtein edit distance (insert/delete/substitute, unit costs). */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (la === 0) return lb;
  if (lb === 0) return la;
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[lb];
}

/**
 * Gendered variants of one name: the same stem with a feminine "-A" against a masculine "-O"/"-E"/
 * bare ending (ANTONIA/ANTONIO, FERNANDA/FERNANDO, JUSTINA/JUSTIN, IVANOVA/IVANOV). They name
 * different people, so their similarity is capped (config `genderedSim`).
 */
function gendered(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4) return false;
  const [x, y] = a.endsWith('A') ? [a, b] : [b, a];
  if (!x.endsWith('A') || y.endsWith('A')) return false;
  const stem = x.slice(0, -1);
  if (y === stem) return true;
  return y.length === x.length && y.slice(0, -1) === stem && (y.endsWith('O') || y.endsWith('E'));
}

/** Cross-script key of a token for a family, computed once per token and family (cross-script.crossKey). */
function tokenCrossKey(t: NameToken, family: CrossFamily): string {
  const cache = t.cross ?? (t.cross = {});
  return cache[family] ?? (cache[family] = crossKey(t.text, family));
}

/**
 * Quick test that an abjad-script token can fit a Latin one (cross-script.abjadFits) from their abjad keys:
 * skeletons at most one consonant apart in length, starting with the same consonant unless the
 * abjad word starts with a letter read two ways (dh, th, ph) or with a theophoric compound.
 */
function mayFit(abKey: string, laKey: string, abText: string): boolean {
  const a = abKey.replace(/^\.|-$/g, '');
  const l = laKey.replace(/^\.|-$/g, '');
  if (abText.endsWith('ULLAH')) return true;
  if (Math.abs(a.length - l.length) > 1) return false;
  return a[0] === l[0] || /^[AEIOUWY]*(?:DH|TH|PH)/.test(abText);
}

/** Which side of a token pair is written in an abjad: 0 neither/unknown, 1 the first, 2 the second, 3 both. */
export type AbjadSide = 0 | 1 | 2 | 3;

/**
 * Similarity of two tokens, 0–1 (rule 1 of the module doc). `cross` is the cross-script family when
 * the two names were written in different scripts (or either in an abjad: `true` means `abjad`).
 */
export function tokenSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig, cross: CrossFamily | boolean = false, abjadSide: AbjadSide = 0): number {
  if (a.text === b.text) return 1;
  const ai = a.cls === 'initial';
  const bi = b.cls === 'initial';
  if (ai || bi) {
    if (ai && bi) return 0;
    return (ai ? b.text : a.text).charCodeAt(0) === (ai ? a.text : b.text).charCodeAt(0) ? cfg.initialSim : 0;
  }
  if (a.cls === 'number' || b.cls === 'number') return 0;
  // An abjad spelling against a Latin one: letters written differently (no short vowels) make edit
  // distances meaningless; the abjad pattern decides (cross-script.abjadFits).
  if (abjadSide === 1 || abjadSide === 2) {
    const [ab, la] = abjadSide === 1 ? [a, b] : [b, a];
    if (ab.cls === 'particle' || la.cls === 'particle') return 0;
    const ka = tokenCrossKey(ab, 'abjad');
    const kl = tokenCrossKey(la, 'abjad');
    if (mayFit(ka, kl, ab.text) && abjadFits(ab.text, la.text)) return cfg.abjadSim;
    return ka === kl && ka.length >= 2 ? cfg.abjadSkeletonSim : 0;
  }
  // Short tokens: one edit in three or four letters is a different name (BIN/BING, YONG/JONG), which
  // Jaro-Winkler overrates; use the edit-distance ratio instead.
  const short = Math.min(a.text.length, b.text.length) <= cfg.shortTokenLength;
  const jw = jaroWinkler(a.text, b.text);
  let s = short ? 1 - levenshtein(a.text, b.text) / Math.max(a.text.length, b.text.length) : jw;
  if (a.group !== undefined && a.group === b.group) return Math.max(s, cfg.equivalentSim);
  if (a.cls === 'particle' || b.cls === 'particle') return s >= 0.9 ? s : 0;
  const family: CrossFamily | undefined = cross === true ? 'abjad' : cross || undefined;
  // Korean against Latin: the Korean key replaces the phonetic key, which ignores the vowels that tell
  // Korean syllables apart (SIK/SUK, JIN/JUN).
  if (s < 1 && a.key === b.key && a.key.length >= 2 && jw >= cfg.phoneticMinJw && family !== 'hangul') s = Math.max(s, cfg.phoneticSim);
  // A patronymic (VIKTOROVICH) is not a fuzzy variant of a given name or surname it extends (VIKTOR,
  // VIKTOROV); a misspelt patronymic (SERGEYVICH, IGOREVA) is within two letters of one and stays one.
  if (s < 1 && PATRONYMIC_RE.test(a.text) !== PATRONYMIC_RE.test(b.text) && Math.abs(a.text.length - b.text.length) >= 3) {
    return Math.min(s, cfg.tokenFloor - 0.01);
  }
  if (s >= cfg.tokenFloor && gendered(a.text, b.text)) return Math.min(s, cfg.genderedSim);
  if (s < cfg.prefixSim) {
    const [short, long] = a.text.length <= b.text.length ? [a.text, b.text] : [b.text, a.text];
    if (short.length >= 3 && long.startsWith(short)) s = cfg.prefixSim;
  }
  if (family) {
    const target = family === 'abjad' ? cfg.abjadSim : family === 'syllabic' ? cfg.syllabicSim : cfg.phoneticSim;
    if (s < target) {
      const ka = tokenCrossKey(a, family);
      const kb = tokenCrossKey(b, family);
      const skeletal = family === 'abjad' || family === 'syllabic';
      // Short keys are common (two-consonant skeletons, two-letter keys): weaker evidence; a Korean key
      // of two letters is a whole syllable (JO/CHO, AN/AHN).
      if (ka.length > 0 && ka === kb) s = Math.max(s, ka.length < 3 && family !== 'hangul' ? cfg.abjadSkeletonSim : target);
      // Skeletons one consonant apart (same first consonant) still count a little.
      else if (skeletal && ka.length >= 3 && kb.length >= 3 && ka[0] === kb[0]) s = Math.max(s, jaroWinkler(ka, kb) * 0.9);
    }
  }
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Name-level alignment
// ---------------------------------------------------------------------------------------------------

/** One aligned pair: indexes of the query tokens and the candidate tokens it covers, and their similarity. */
export interface TokenPair {
  q: number[];
  c: number[];
  sim: number;
}

export interface NameScore {
  /** 0–1 */
  score: number;
  pairs: TokenPair[];
  /** Weighted sums used in the formula (for explanations/debugging). */
  matched: number;
  conflict: number;
  extra: number;
}

/** Match credit of a raw similarity (config `effCurve`, piecewise linear). */
export function credit(sim: number, curve: Array<[number, number]>): number {
  if (sim >= 1) return 1;
  if (sim <= curve[0][0]) return 0;
  for (let i = 1; i < curve.length; i++) {
    const [x1, y1] = curve[i];
    if (sim <= x1) {
      const [x0, y0] = curve[i - 1];
      return y0 + ((sim - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return 1;
}

const INFORMATIVE = (t: NameToken) => t.cls === 'name' || t.cls === 'number';

interface Cand {
  q: number[];
  c: number[];
  sim: number;
  /** Acronym pair ("PLA" ~ "PEOPLES LIBERATION ARMY"): weak evidence for a person's name. */
  acronym?: boolean;
}

/** Similarity of a concatenation of tokens with a single token (joined/split words). */
function joinSim(joined: string, other: string): number {
  if (joined === other) return 1;
  if (Math.abs(joined.length - other.length) > 2) return 0;
  return jaroWinkler(joined, other);
}

/** Tokens that may be skipped inside an acronym's expansion ("PEOPLES LIBERATION ARMY", "DEPARTMENT OF STATE"). */
const ACRONYM_SKIP = new Set(['OF', 'AND', 'THE', 'FOR', 'DE', 'DU', 'LA', 'DES', 'DEL']);

/**
 * Multi-token candidates: two or three adjacent tokens of side `a` whose concatenation matches one
 * token of side `b` (joined/split words), and an acronym token of `b` spelled by the initials of
 * consecutive tokens of `a` ("PLA"/"PEOPLES LIBERATION ARMY", "JC"/"JEAN CLAUDE", "US"/"UNITED STATES").
 */
function multiCands(a: NameToken[], b: NameToken[], floor: number, out: Cand[], aIsQuery: boolean): void {
  const push = (ai: number[], bj: number, sim: number, acronym = false) => out.push(aIsQuery ? { q: ai, c: [bj], sim, acronym } : { q: [bj], c: ai, sim, acronym });
  for (let i = 0; i + 1 < a.length; i++) {
    const j2 = a[i].raw + a[i + 1].raw;
    const j3 = i + 2 < a.length ? j2 + a[i + 2].raw : '';
    for (let j = 0; j < b.length; j++) {
      const o = b[j].raw;
      if (o.length < 4) continue;
      const s2 = joinSim(j2, o);
      if (s2 >= Math.max(floor, 0.9)) push([i, i + 1], j, s2);
      if (j3) {
        const s3 = joinSim(j3, o);
        if (s3 >= Math.max(floor, 0.92)) push([i, i + 1, i + 2], j, s3);
      }
    }
  }
  // Acronyms.
  for (let j = 0; j < b.length; j++) {
    const acr = b[j].text;
    if (acr.length < 2 || acr.length > 6 || b[j].cls === 'number' || b[j].cls === 'legal' || !/^[A-Z]+$/.test(acr)) continue;
    for (let i = 0; i < a.length; i++) {
      if (a[i].text[0] !== acr[0] || ACRONYM_SKIP.has(a[i].text)) continue;
      const idx: number[] = [];
      let k = i;
      let p = 0;
      while (k < a.length && p < acr.length) {
        const t = a[k].text;
        if (ACRONYM_SKIP.has(t) && p > 0) { idx.push(k); k++; continue; }
        if (t[0] !== acr[p] || a[k].cls === 'legal') break;
        idx.push(k);
        k++;
        p++;
      }
      if (p === acr.length && p >= 2) push(idx, j, 0.93, true);
    }
  }
}

/**
 * The Arabic article written apart on the abjad side and fused on the Latin side (المنصوري / ALMANSOORI,
 * ELSHEIKH): the article and the next word of `ab` pair with one Latin token starting with AL/EL whose
 * rest fits the word (cross-script.abjadFits).
 */
function fusedArticleCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let i = 0; i + 1 < ab.length; i++) {
    if (ab[i].text !== 'AL') continue;
    for (let j = 0; j < la.length; j++) {
      const t = la[j].text;
      if (t.length < 5 || !(t.startsWith('AL') || t.startsWith('EL'))) continue;
      if (!abjadFits(ab[i + 1].text, t.slice(2))) continue;
      out.push(abIsQuery ? { q: [i, i + 1], c: [j], sim } : { q: [j], c: [i, i + 1], sim });
    }
  }
}

/** Whether the aligned order is a rotation of the query order (e.g. "SURNAME Given" vs "Given SURNAME"). */
function isRotation(seq: number[]): boolean {
  const n = seq.length;
  if (n < 3) return true;
  let drops = 0;
  for (let i = 1; i < n; i++) if (seq[i] < seq[i - 1]) drops++;
  if (drops === 0) return true;
  return drops === 1 && seq[n - 1] < seq[0];
}

/** Whether only middle tokens are permuted (first and last in place): middle names in another order. */
function middleOnly(seq: number[]): boolean {
  let min = Infinity;
  let max = -Infinity;
  for (const x of seq) { if (x < min) min = x; if (x > max) max = x; }
  return seq[0] === min && seq[seq.length - 1] === max;
}

/**
 * Name similarity of two normalised names (module doc, steps 2–3). Token weights are taken from the
 * tokens (`NameToken.weight`), so a caller can pre-multiply them by corpus rarity.
 */
export function scoreNames(qn: NormalisedName, cn: NormalisedName, cfg: NameScoringConfig, isPerson = false): NameScore {
  const q = qn.tokens;
  const c = cn.tokens;
  const nq = q.length;
  const nc = c.length;
  if (nq === 0 || nc === 0) return { score: 0, pairs: [], matched: 0, conflict: 0, extra: 0 };
  const abjad = crossMode(qn, cn);
  const abjadSide: AbjadSide = qn.abjad ? (cn.abjad ? 3 : 1) : cn.abjad ? 2 : 0;
  const floor = cfg.tokenFloor;
  const cands: Cand[] = [];
  for (let i = 0; i < nq; i++) {
    for (let j = 0; j < nc; j++) {
      const s = tokenSimilarity(q[i], c[j], cfg, abjad, abjadSide);
      if (s >= floor) cands.push({ q: [i], c: [j], sim: s });
    }
  }
  if (nq > 1) multiCands(q, c, floor, cands, true);
  if (nc > 1) multiCands(c, q, floor, cands, false);
  if (abjadSide === 1) fusedArticleCands(q, c, cfg.abjadSim, cands, true);
  else if (abjadSide === 2) fusedArticleCands(c, q, cfg.abjadSim, cands, false);
  // Same letters split at a different place ("AL DARI" / "ALD ARI", "SO KHWA" / "SOK HWA").
  if (nq > 1 && nc > 1) {
    for (let i = 0; i + 1 < nq; i++) {
      const lq = q[i].raw.length + q[i + 1].raw.length;
      for (let j = 0; j + 1 < nc; j++) {
        if (Math.abs(lq - c[j].raw.length - c[j + 1].raw.length) > 1) continue;
        if (q[i].raw === c[j].raw) continue;
        const a = q[i].raw + q[i + 1].raw;
        const b = c[j].raw + c[j + 1].raw;
        const s = a === b ? 1 : a.length >= 5 ? jaroWinkler(a, b) : 0;
        if (s >= 0.93) cands.push({ q: [i, i + 1], c: [j, j + 1], sim: s });
      }
    }
  }
  // Greedy one-to-one alignment, best similarity first (ties: more tokens covered, then heavier).
  const heavy = (x: Cand) => q[x.q[0]].weight + c[x.c[0]].weight;
  cands.sort((x, y) => y.sim - x.sim || (y.q.length + y.c.length) - (x.q.length + x.c.length) || heavy(y) - heavy(x));
  const usedQ = new Uint8Array(nq);
  const usedC = new Uint8Array(nc);
  const pairs: TokenPair[] = [];
  let matched = 0;
  let conflict = 0;
  let informativeMatches = 0;
  const order: Array<[number, number]> = [];
  for (const p of cands) {
    let free = true;
    for (const i of p.q) if (usedQ[i]) { free = false; break; }
    if (free) for (const j of p.c) if (usedC[j]) { free = false; break; }
    if (!free) continue;
    let wq = 0;
    let wc = 0;
    let informative = false;
    for (const i of p.q) { usedQ[i] = 1; wq += q[i].weight; informative ||= INFORMATIVE(q[i]); }
    for (const j of p.c) { usedC[j] = 1; wc += c[j].weight; informative ||= INFORMATIVE(c[j]); }
    const initial = (p.q.length === 1 && q[p.q[0]].cls === 'initial') || (p.c.length === 1 && c[p.c[0]].cls === 'initial');
    // An initial pairs at the initial's (low) weight: "J" ~ "JOHN" proves little.
    const w = initial ? Math.min(wq, wc) : (wq + wc) / 2;
    const eff = credit(p.sim, cfg.effCurve);
    matched += eff * w;
    conflict += (1 - eff) * w;
    if (informative && !initial && !(isPerson && p.acronym)) {
      informativeMatches++;
      order.push([p.q[0], p.c[0]]);
    }
    pairs.push({ q: p.q, c: p.c, sim: p.sim });
  }
  let uq = 0;
  let uc = 0;
  let unmatchedInformative = 0;
  for (let i = 0; i < nq; i++) if (!usedQ[i]) { uq += q[i].weight; if (INFORMATIVE(q[i])) unmatchedInformative++; }
  for (let j = 0; j < nc; j++) if (!usedC[j]) { uc += c[j].weight; if (INFORMATIVE(c[j])) unmatchedInformative++; }
  let mismatch = Math.min(uq, uc);
  // Different initials on both sides ("William G. Frost" / "William W. Frost") disagree outright.
  let iq = 0;
  let ic = 0;
  for (let i = 0; i < nq; i++) if (!usedQ[i] && q[i].cls === 'initial') iq++;
  for (let j = 0; j < nc; j++) if (!usedC[j] && c[j].cls === 'initial') ic++;
  mismatch += Math.min(iq, ic) * cfg.initialConflictWeight;
  const extra = Math.abs(uq - uc);
  const ew = informativeMatches <= 1 && unmatchedInformative > 0 ? cfg.singleMatchExtraWeight : cfg.extraWeight;
  const denom = matched + cfg.conflictWeight * conflict + cfg.mismatchWeight * mismatch + ew * extra;
  let score = denom > 0 ? matched / denom : 0;
  if (informativeMatches === 0 && score > cfg.uninformativeCap && qn.text !== cn.text) score = cfg.uninformativeCap;
  // Tokens swapped between positions (not a mere rotation such as "SURNAME Given"): father/son flips.
  if (order.length >= 3) {
    order.sort((a, b) => a[0] - b[0]);
    const seq = order.map((x) => x[1]);
    if (!isRotation(seq) && !middleOnly(seq)) score *= cfg.reorderFactor;
  }
  // Two names in the same logographic/syllabic script: the characters themselves must agree.
  if (qn.cjk && cn.cjk && qn.cjk !== cn.cjk) score = Math.min(score, charDice(qn.cjk, cn.cjk));
  return { score: Math.max(0, Math.min(1, score)), pairs, matched, conflict: conflict + mismatch, extra };
}

/**
 * Cross-script family for a pair of names (cross-script.crossFamily): the abjad rules whenever either
 * name is written in an abjad (also two Arabic-script spellings), otherwise the family of the
 * non-Latin side when the scripts differ; none for two names in one script.
 */
function crossMode(a: NormalisedName, b: NormalisedName): CrossFamily | false {
  if (a.abjad || b.abjad) return 'abjad';
  if (a.script === b.script) return false;
  return crossFamily(a.script) ?? crossFamily(b.script) ?? false;
}

/** Dice coefficient of two sorted character multisets (0–1). */
function charDice(a: string, b: string): number {
  const ca = [...a];
  const cb = [...b];
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < ca.length && j < cb.length) {
    if (ca[i] === cb[j]) { common++; i++; j++; } else if (ca[i] < cb[j]) i++; else j++;
  }
  return (2 * common) / (ca.length + cb.length);
}

// ---------------------------------------------------------------------------------------------------
// Record-level qualifiers
// ---------------------------------------------------------------------------------------------------

/** A parsed query date of birth. */
export interface QueryDob {
  year: number;
  month?: number;
  day?: number;
}

/** Parse "YYYY", "YYYY-MM", "YYYY-MM-DD" (also "/" or "." separators, or "DD.MM.YYYY"). Undefined if unparseable. */
export function parseQueryDob(s: string | undefined): QueryDob | undefined {
  if (!s) return undefined;
  const t = s.trim();
  let m = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?$/.exec(t);
  if (m) {
    const year = Number(m[1]);
    const month = m[2] ? Number(m[2]) : undefined;
    const day = m[3] ? Number(m[3]) : undefined;
    return { year, month: month && month >= 1 && month <= 12 ? month : undefined, day: day && day >= 1 && day <= 31 ? day : undefined };
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) };
  return undefined;
}

/**
 * Date-of-birth qualifier: compares the query DOB with every published DOB and keeps the most
 * favourable outcome (people are often listed with several possible dates). Rules:
 *   exact y-m-d equal -> +exactBonus; same year where either side lacks month/day -> +yearBonus;
 *   year inside a published range (+-0) -> +rangeBonus; same year, different month/day ->
 *   -sameYearConflictPenalty; one year apart (or one year outside a range) -> -nearYearPenalty;
 *   further apart -> -conflictPenalty. No DOB on either side -> no contribution.
 */
export function dobContribution(q: QueryDob | undefined, dobs: ListDateOfBirth[], cfg: ScreeningConfig['dob']): FeatureContribution | undefined {
  if (!q || dobs.length === 0) return undefined;
  let best: FeatureContribution | undefined;
  const consider = (value: number, detail: string) => {
    if (!best || value > best.value) best = { feature: 'date_of_birth', value, detail };
  };
  const qs = `${q.year}${q.month ? '-' + String(q.month).padStart(2, '0') : ''}${q.day ? '-' + String(q.day).padStart(2, '0') : ''}`;
  for (const d of dobs) {
    if (d.kind === 'range' && d.from_year !== undefined && d.to_year !== undefined) {
      const lo = Math.min(d.from_year, d.to_year);
      const hi = Math.max(d.from_year, d.to_year);
      if (q.year >= lo && q.year <= hi) consider(cfg.rangeBonus, `DOB ${qs} within ${lo}–${hi}`);
      else if (q.year === lo - 1 || q.year === hi + 1) consider(-cfg.nearYearPenalty, `DOB ${qs} just outside ${lo}–${hi}`);
      else consider(-cfg.conflictPenalty, `DOB ${qs} outside ${lo}–${hi}`);
      continue;
    }
    const y = d.year ?? d.from_year;
    if (y === undefined) continue;
    const diff = Math.abs(y - q.year);
    if (diff === 0) {
      const full = d.month !== undefined && d.day !== undefined && q.month !== undefined && q.day !== undefined;
      if (full) {
        if (d.month === q.month && d.day === q.day) consider(cfg.exactBonus, `DOB ${qs} = ${d.raw}`);
        else consider(-cfg.sameYearConflictPenalty, `DOB ${qs} vs ${d.raw}: same year, different day`);
      } else if (d.month !== undefined && q.month !== undefined && d.month !== q.month) {
        consider(-cfg.sameYearConflictPenalty, `DOB ${qs} vs ${d.raw}: same year, different month`);
      } else {
        consider(cfg.yearBonus, `DOB year ${q.year} = ${d.raw}`);
      }
    } else if (diff === 1) {
      consider(-cfg.nearYearPenalty, `DOB ${qs} vs ${d.raw}: one year apart`);
    } else {
      consider(-cfg.conflictPenalty, `DOB ${qs} vs ${d.raw}: ${diff} years apart`);
    }
  }
  return best;
}

/**
 * Country qualifier: query country (ISO2) vs the record's nationalities and linked countries.
 * Match -> +matchBonus; the record has countries and none matches -> -conflictPenalty; else none.
 */
export function countryContribution(country: string | undefined, record: ListRecord, cfg: ScreeningConfig['country']): FeatureContribution | undefined {
  if (!country) return undefined;
  const all = record.nationalities.length || record.countries.length;
  if (!all) return undefined;
  if (record.nationalities.includes(country) || record.countries.includes(country)) {
    return { feature: 'country', value: cfg.matchBonus, detail: `country ${country} matches` };
  }
  const listed = [...new Set([...record.nationalities, ...record.countries])].slice(0, 5).join(', ');
  return { feature: 'country', value: -cfg.conflictPenalty, detail: `country ${country} not in ${listed}` };
}

/** True when a query of `qType` may never match a record of `rType` (vessel/aircraft vs individual). */
export function entityTypeExcluded(qType: string | undefined, rType: ListEntityType): boolean {
  if (!qType) return false;
  if (qType === 'individual') return rType === 'vessel' || rType === 'aircraft';
  if (qType === 'vessel') return rType === 'individual';
  return false;
}

/**
 * Entity-type qualifier: individual vs company (or company vs vessel/aircraft) -> -mismatchPenalty
 * (vessel/aircraft vs individual never reach here: `entityTypeExcluded`). Same type or unknown -> none.
 */
export function entityTypeContribution(qType: string | undefined, rType: ListEntityType, cfg: ScreeningConfig['entityType']): FeatureContribution | undefined {
  if (!qType || qType === rType) return undefined;
  if (qType === 'company' && (rType === 'vessel' || rType === 'aircraft')) {
    return { feature: 'entity_type', value: -cfg.mismatchPenalty / 2, detail: `query ${qType} vs listed ${rType}` };
  }
  if (qType === 'vessel' && rType === 'company') {
    return { feature: 'entity_type', value: -cfg.mismatchPenalty / 2, detail: `query ${qType} vs listed ${rType}` };
  }
  return { feature: 'entity_type', value: -cfg.mismatchPenalty, detail: `query ${qType} vs listed ${rType}` };
}

/** Gender qualifier: both known and different -> -conflictPenalty. */
export function genderContribution(q: string | undefined, r: string | undefined, cfg: ScreeningConfig['gender']): FeatureContribution | undefined {
  if (!q || !r || q === r) return undefined;
  return { feature: 'gender', value: -cfg.conflictPenalty, detail: `gender ${q} vs listed ${r}` };
}

/** An identifier number reduced to upper-case alphanumerics ("AB-123 456" -> "AB123456"); shorter than 4 is not comparable. */
export const normId = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Identifier qualifier: any query identifier number equal (alphanumerics only) to a listed one -> +matchBonus. */
export function identifierContribution(ids: Array<{ type?: string; number: string }> | undefined, record: ListRecord, cfg: ScreeningConfig['identifier']): FeatureContribution | undefined {
  if (!ids || ids.length === 0 || record.identifiers.length === 0) return undefined;
  const listed = new Map<string, string>();
  for (const i of record.identifiers) { const n = normId(i.number); if (n.length >= 4) listed.set(n, i.type); }
  for (const i of ids) {
    const n = normId(i.number);
    const t = listed.get(n);
    if (n.length >= 4 && t !== undefined) return { feature: 'identifier', value: cfg.matchBonus, detail: `${t} ${i.number} matches` };
  }
  return undefined;
}
