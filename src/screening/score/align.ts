/**
 * The name alignment (`scoreNames`, rules 2-5 of score.ts): the memo of recent results, names
 * written with a slash (`slashAlternatives`), the greedy one-to-one alignment and the score formula
 * (`scoreNamesOnce`). Uses the other modules of score/ but qualifiers.ts; `scoreNames` and
 * `slashAlternatives` are re-exported by score.ts.
 */
import type { NameScoringConfig } from '../config.js';
import { CLASS_WEIGHTS, normaliseName, PLACE_WORDS, type NameToken, type NormalisedName, type SlashPart } from '../normalise.js';
import { crossFamily } from '../cross-script.js';
import { charDice, jaroWinkler } from './string-distance.js';
import { readsKoreanLatin } from './korean.js';
import { surnameSlot } from './written-name.js';
import { belarusianFinalA, otherSurnameSuffix } from './token-rules.js';
import { arabicLetters } from './abjad-rules.js';
import { tokenSimilarity, type AbjadSide, type PairMode } from './token-similarity.js';
import { cyrillicSide, readingSimilarity, sameScriptSimilarity } from './cyrillic-readings.js';
import { memoSimilarity } from './similarity-memo.js';
import { credit, INFORMATIVE, type Cand, type NameScore, type TokenPair } from './pairs.js';
import { hangulJoinCands, koreanLatinCands, movedLetterCands, multiCands, wadeGilesCands } from './candidates.js';
import { abjadJoinCands, dotSlipCands, fusedArticleCands, sharedLamCands, swappedLetterCands, truncatedStartCands } from './abjad-candidates.js';
import { movableTitle, orderAllowed, reversedOrder } from './token-order.js';
import { glossNote, glossRendering, writtenSimilarity } from './glossed-words.js';
import { bracketRelief, closingPlace, devotionalRelief, firstPairedName, legalConflict, nameTokensPaired, nasabChain, numberConflict, pairedArticles, placeSide, sameBareName, sameSlotExcess, seriesNumberAdded } from './name-rules.js';
import { allNamesPaired, displacedFirstName, displacedFirstSurname, displacedLastName, hanSyllableConflict, patronymicOnly, splitSyllableWord } from './displaced-names.js';

// The names being aligned, for `byCandidateRank` (a module-level comparator: no closure per call), and
// whether exactly one of them is written in an abjad.
let sortQ: NameToken[] = [];
let sortC: NameToken[] = [];
let sortAbjad = false;

/** Whether a candidate pairs particles only (AL ~ AL, BIN ~ BIN). */
function particlesOnly(x: Cand): boolean {
  for (const i of x.q) if (sortQ[i].cls !== 'particle') return false;
  for (const j of x.c) if (sortC[j].cls !== 'particle') return false;
  return true;
}

/**
 * Candidate order: best similarity first; ties: more tokens covered, then heavier (first tokens'
 * weights). An abjad name against a Latin one: particle-only pairs come after every pair holding a
 * name, so that an article written apart pairs with its word fused on the other side (الرحومي /
 * ALRAHOOMI: AL+RHWMY ~ ALRAHOOMI, `fusedArticleCands`) before a bare AL ~ AL takes the article
 * from it; the AL ~ AL pair is still made when the article is left free.
 */
function byCandidateRank(x: Cand, y: Cand): number {
  if (sortAbjad) {
    const px = particlesOnly(x);
    if (px !== particlesOnly(y)) return px ? 1 : -1;
  }
  return y.sim - x.sim || (y.q.length + y.c.length) - (x.q.length + x.c.length)
    || (sortQ[y.q[0]].weight + sortC[y.c[0]].weight) - (sortQ[x.q[0]].weight + sortC[x.c[0]].weight);
}

/** Slots of the `scoreNames` memo (a ring: the newest result replaces the oldest). */
const SCORE_MEMO_SLOTS = 16;

/**
 * The last SCORE_MEMO_SLOTS `scoreNames` results, with what decided them: the two name objects, the
 * settings, the flags and the sums of the token weights (weights are the one mutable input). One
 * query scores the same pair several times, mostly close together: a list name published on several
 * lists is one normalised object shared by those records (the screener normalises each name once),
 * and the match found is scored again for its explanation and by the PEP rule. A hit returns the
 * result object computed for the same inputs (callers read it, never modify it). Preallocated slots
 * overwritten in place: no allocation per call, and nothing older than SCORE_MEMO_SLOTS calls kept.
 */
const memoQ: Array<NormalisedName | undefined> = new Array(SCORE_MEMO_SLOTS).fill(undefined);
const memoC: Array<NormalisedName | undefined> = new Array(SCORE_MEMO_SLOTS).fill(undefined);
const memoCfg: Array<NameScoringConfig | undefined> = new Array(SCORE_MEMO_SLOTS).fill(undefined);
const memoFlags = new Uint8Array(SCORE_MEMO_SLOTS);
const memoWq = new Float64Array(SCORE_MEMO_SLOTS);
const memoWc = new Float64Array(SCORE_MEMO_SLOTS);
const memoResult: Array<NameScore | undefined> = new Array(SCORE_MEMO_SLOTS).fill(undefined);
let memoNext = 0;

function weightSum(tokens: NameToken[]): number {
  let w = 0;
  for (let i = 0; i < tokens.length; i++) w += tokens[i].weight;
  return w;
}

/**
 * Name similarity of two normalised names (module doc, steps 2–4). Token weights are taken from the
 * tokens (`NameToken.weight`), so a caller can pre-multiply them by corpus rarity. `isPerson`: a
 * person's name (acronym pairs are not informative); `isVessel`: a vessel's name (different numbers
 * are different ships, `numberConflictCap`). The same pair of name objects scored again with the same
 * settings and weights gets the same result object back (memoised; it must not be modified).
 */
export function scoreNames(qn: NormalisedName, cn: NormalisedName, cfg: NameScoringConfig, isPerson = false, isVessel = false): NameScore {
  const flags = (isPerson ? 1 : 0) | (isVessel ? 2 : 0);
  let wq = -1;
  let wc = -1;
  for (let k = 0; k < SCORE_MEMO_SLOTS; k++) {
    if (memoC[k] !== cn || memoQ[k] !== qn || memoCfg[k] !== cfg || memoFlags[k] !== flags) continue;
    if (wq < 0) { wq = weightSum(qn.tokens); wc = weightSum(cn.tokens); }
    if (memoWq[k] === wq && memoWc[k] === wc) return memoResult[k] as NameScore;
  }
  const result = isPerson ? scoreNamesOnce(qn, cn, cfg, true, isVessel) : scoreSlashAlternatives(qn, cn, cfg, isVessel);
  const k = memoNext;
  memoNext = (k + 1) % SCORE_MEMO_SLOTS;
  memoQ[k] = qn;
  memoC[k] = cn;
  memoCfg[k] = cfg;
  memoFlags[k] = flags;
  memoWq[k] = wq < 0 ? weightSum(qn.tokens) : wq;
  memoWc[k] = wc < 0 ? weightSum(cn.tokens) : wc;
  memoResult[k] = result;
  return result;
}

/**
 * An organisation's name written as two names with a slash between ("AL-QA'IDA/ISLAMIC ARMY", "CPP/NPA",
 * "SYRIAN MINISTRY OF DEFENCE/MINISTERE SYRIEN DE LA DEFENSE"): lists so give an alias, an acronym or a
 * translation in one string, so each name stands on its own (`slashAlternatives`). The score is the
 * best of the whole names and each name of one side against each of the other (`scoreNamesOnce`), the
 * pairs given as indexes into the whole names' tokens. Names without such a slash (nearly all) cost
 * one cached property read each.
 */
function scoreSlashAlternatives(qn: NormalisedName, cn: NormalisedName, cfg: NameScoringConfig, isVessel: boolean): NameScore {
  const whole = scoreNamesOnce(qn, cn, cfg, false, isVessel);
  const qa = qn.alternatives !== undefined ? qn.alternatives : slashAlternatives(qn, isVessel);
  const ca = cn.alternatives !== undefined ? cn.alternatives : slashAlternatives(cn, isVessel);
  if (qa === null && ca === null) return whole;
  const qs: SlashPart[] = qa === null ? [{ name: qn, offset: 0 }] : [{ name: qn, offset: 0 }, ...qa];
  const cs: SlashPart[] = ca === null ? [{ name: cn, offset: 0 }] : [{ name: cn, offset: 0 }, ...ca];
  let best = whole;
  for (const x of qs) {
    for (const y of cs) {
      if (x.name === qn && y.name === cn) continue;
      const s = scoreNamesOnce(x.name, y.name, cfg, false, isVessel);
      if (s.score <= best.score) continue;
      const pairs = s.pairs.map((p) => ({ q: p.q.map((i) => i + x.offset), c: p.c.map((j) => j + y.offset), sim: p.sim }));
      best = { ...s, pairs, notes: [...s.notes, `compared as ${x.name.original.trim()} ~ ${y.name.original.trim()} (names written with a slash)`] };
    }
  }
  return best;
}

/** A slash between two words of at least two letters (not A/S, S/A, C/O, M/V, J/V: abbreviations). */
const NAME_SLASH_RE = /\p{L}{2}[.)'’"]*\s*\/\s*['’"(]*\p{L}{2}/u;

/**
 * The two names of an organisation's name written with one slash between them (`scoreSlashAlternatives`),
 * or null (cached on the name: `NormalisedName.alternatives`). Conditions: a single slash, between two
 * words of two letters or more (`NAME_SLASH_RE`: abbreviations written with a slash, A/S, S/A, C/O,
 * M/V, d/b/a, and numbers, 1/2, are no two names); each side normalises to the whole name's tokens
 * before / after the slash and holds a name or organisation word (not legal forms only: "CO/LTD");
 * neither side has fewer than half the other's tokens, since a slash between single words gives
 * alternatives of a word, not of the name ("LORD'S RESISTANCE MOVEMENT/ARMY", "IMPORT/EXPORT
 * CORPORATION", "7TH OF TIR INDUSTRIES OF ISFAHAN/ESFAHAN": the part after the slash is no name),
 * and so does a slash between two organisation words (normalise class `generic`: "NORDVIK
 * IMPORT/EXPORT CORPORATION").
 * Only a side holding a name token is an alternative: organisation words alone ("ISLAMIC ARMY",
 * "INFORMATION TECHNOLOGIES") name no organisation. The names share the whole name's token objects
 * (weights included).
 */
export function slashAlternatives(n: NormalisedName, isVessel = false): SlashPart[] | null {
  n.alternatives = null;
  const s = n.original;
  const at = s.indexOf('/');
  if (at < 0 || s.indexOf('/', at + 1) >= 0 || n.cjk !== undefined || !NAME_SLASH_RE.test(s)) return null;
  const type = isVessel ? 'vessel' : 'company';
  const left = normaliseName(s.slice(0, at), { type });
  const right = normaliseName(s.slice(at + 1), { type });
  const k = left.tokens.length;
  const m = right.tokens.length;
  if (k + m !== n.tokens.length || 2 * Math.min(k, m) < Math.max(k, m)) return null;
  if (!sameTexts(left.tokens, n.tokens, 0) || !sameTexts(right.tokens, n.tokens, k) || !holdsWord(left.tokens) || !holdsWord(right.tokens)) return null;
  // Two organisation words either side of the slash alternate as words (IMPORT/EXPORT, MOVEMENT/ARMY).
  if (n.tokens[k - 1].cls === 'generic' && n.tokens[k].cls === 'generic') return null;
  left.tokens = n.tokens.slice(0, k);
  right.tokens = n.tokens.slice(k);
  left.alternatives = right.alternatives = null;
  // A side of organisation words only ("ISLAMIC ARMY") names nothing on its own: no alternative.
  const parts: SlashPart[] = [];
  if (holdsName(left.tokens)) parts.push({ name: left, offset: 0 });
  if (holdsName(right.tokens)) parts.push({ name: right, offset: k });
  return (n.alternatives = parts.length > 0 ? parts : null);
}

/** Whether a token list holds a name token (normalise class `name`). */
function holdsName(t: NameToken[]): boolean {
  return t.some((x) => x.cls === 'name');
}

/** Whether `part` has the texts of `whole`'s tokens from `from` on, in order. */
function sameTexts(part: NameToken[], whole: NameToken[], from: number): boolean {
  for (let i = 0; i < part.length; i++) if (whole[from + i]?.text !== part[i].text) return false;
  return true;
}

/** Whether a name written without a comma has a particle for its last word (a surname there when the other name ends in it too: `scoreNamesOnce`). */
function endsInParticle(n: NormalisedName): boolean {
  return n.tokens.length > 1 && n.tokens[n.tokens.length - 1].cls === 'particle' && !n.original.includes(',');
}

/** Whether a token list holds a name or an organisation word (not legal forms, particles, initials, numbers only). */
function holdsWord(t: NameToken[]): boolean {
  return t.some((x) => x.cls === 'name' || x.cls === 'generic');
}

/**
 * An upper bound (0-1) on `scoreNames(qn, cn, cfg, true, ...)` for two persons' names, known without
 * scoring them: two names written in the same logographic or syllabic script score at most the
 * agreement of their characters (`charDice` of `NormalisedName.cjk`, the last cap of
 * `scoreNamesOnce`), plus a margin for the rounding to 12 decimals; 1 when no such cap applies. The
 * screener skips a listed name whose bound cannot reach its threshold (engine.ts): 28,800 of the
 * 345,000 names scored for the 20,000 bench queries, all names in Han, Hangul or kana against
 * other names in those scripts (docs/benchmarks.md, round 13). Organisations are not bounded
 * so: each name of a slash-written name is scored with its own characters (`scoreSlashAlternatives`).
 */
export function personScoreCeiling(qn: NormalisedName, cn: NormalisedName): number {
  return qn.cjk && cn.cjk && qn.cjk !== cn.cjk ? charDice(qn.cjk, cn.cjk) + 1e-9 : 1;
}

/** `scoreNames` without the memo. */
function scoreNamesOnce(qn: NormalisedName, cn: NormalisedName, cfg: NameScoringConfig, isPerson: boolean, isVessel: boolean): NameScore {
  const q = qn.tokens;
  const c = cn.tokens;
  const nq = q.length;
  const nc = c.length;
  if (nq === 0 || nc === 0) return { score: 0, pairs: [], notes: [], matched: 0, conflict: 0, extra: 0 };
  const abjad = crossMode(qn, cn);
  const abjadSide: AbjadSide = qn.abjad ? (cn.abjad ? 3 : 1) : cn.abjad ? 2 : 0;
  // Two Arabic-script spellings are compared letter by letter (side 3, `abjadLetterSimilarity`); two
  // Hebrew ones by skeleton, as before: Hebrew writes its vowel letters less regularly (`arabicLetters`).
  const tokenSide: AbjadSide = abjadSide === 3 && !arabicLetters(qn, cn) ? 0 : abjadSide;
  const floor = cfg.tokenFloor;
  const cyr = cyrillicSide(qn, cn);
  // Both names in Cyrillic: г may be romanised H in one and G in the other (`sameScriptSimilarity`).
  const cyrBoth = qn.script === 'Cyrillic' && cn.script === 'Cyrillic';
  // A person's name typed in Latin letters on both sides: surname suffixes are compared (`otherSurnameSuffix`).
  const latinPerson = isPerson && !abjad && qn.script === undefined && cn.script === undefined;
  const cands: Cand[] = [];
  // Token pairs (i * nc + j) whose similarity came from a glossed word read as written (`writtenSimilarity`).
  let written: number[] | undefined;
  for (let i = 0; i < nq; i++) {
    const a = q[i];
    for (let j = 0; j < nc; j++) {
      const b = c[j];
      let s = a.text === b.text || glossRendering(a, b) ? 1 : memoSimilarity(a, i, b, cfg, abjad, tokenSide);
      // A word of the abjad name that the glossary translated is an English word: against the Latin
      // name it is compared as Latin letters (INSTITUTION ~ INSTITUTE, INDUSTRIES ~ INDUSTRIAL), not by
      // the abjad pattern, which fits a vowel-less spelling (its transliteration: `writtenSimilarity`).
      if (s < 1 && ((abjadSide === 1 && a.gloss !== undefined) || (abjadSide === 2 && b.gloss !== undefined))) s = Math.max(s, tokenSimilarity(a, b, cfg, false, 0));
      if (s < cfg.abjadSim && (a.written !== undefined || b.written !== undefined)) {
        const w = writtenSimilarity(a, b, cfg, abjad, tokenSide);
        if (w > s) { s = w; (written ??= []).push(i * nc + j); }
      }
      if (cyr !== 0 && s < cfg.cyrillicReadingSim) s = Math.max(s, cyr === 1 ? readingSimilarity(a, b, cfg, abjad) : readingSimilarity(b, a, cfg, abjad));
      if (cyrBoth && s < 1) s = Math.max(s, sameScriptSimilarity(a, b, cfg, abjad));
      // Surnames on one stem with other derivational suffixes are other family names (PEZESHFAR/PEZESHKIAN).
      if (s >= floor && s < 1 && latinPerson && (i === 0 || i === nq - 1) && (j === 0 || j === nc - 1) && otherSurnameSuffix(a, b)) s = floor - 0.01;
      // A Belarusian surname in -KA / -LA against its Ukrainian or Russian -KO / -LO, in the surname
      // slot only: there the -A is no feminine given name (PAOLA/PAOLO, BRANKA/BRANKO).
      if (s < cfg.phoneticSim && latinPerson && belarusianFinalA(a, b) && surnameSlot(qn, i) && surnameSlot(cn, j)) s = cfg.phoneticSim;
      if (s >= floor) cands.push({ q: [i], c: [j], sim: s, acronym: false });
    }
  }
  // A person's Chinese name against a Latin one: syllables joined into one word, or words joined into
  // one syllable, must spell it exactly (one letter more or less is another syllable, as for single
  // syllables: token-similarity.ts), so such joins are compared with a floor of 1.
  const joinFloor = isPerson && abjad === 'han' ? 1 : floor;
  if (nq > 1 && joinsWords(qn, isPerson, abjad)) multiCands(q, c, joinFloor, cands, true, cn.cjk === undefined);
  if (nc > 1 && joinsWords(cn, isPerson, abjad)) multiCands(c, q, joinFloor, cands, false, qn.cjk === undefined);
  // Wade–Giles hyphenates the syllables of a given name ("Tse-tung"): only a hyphenated name is read so.
  if (isPerson && !abjad) {
    if (nq > 1 && qn.original.includes('-')) wadeGilesCands(q, c, cfg.phoneticSim, cands, true);
    if (nc > 1 && cn.original.includes('-')) wadeGilesCands(c, q, cfg.phoneticSim, cands, false);
    // Korean names in McCune–Reischauer and in the Revised Romanization (Kim Jong Un / Gim Jeong-eun).
    if (nq > 1 && nc > 1 && nq <= 4 && nc <= 4 && readsKoreanLatin(qn) && readsKoreanLatin(cn)) {
      koreanLatinCands(q, c, cfg.phoneticSim, cands, true, true);
      koreanLatinCands(c, q, cfg.phoneticSim, cands, false, false);
    }
  }
  // A Hangul name against a Latin one: two syllables written as one Latin word (경환 KYUNGHWAN, 민희 MINHEE).
  if (isPerson && abjad === 'hangul') {
    if (qn.script === 'Korean' && nq > 1) hangulJoinCands(q, c, cfg.phoneticSim, cands, true);
    else if (cn.script === 'Korean' && nc > 1) hangulJoinCands(c, q, cfg.phoneticSim, cands, false);
  }
  if (abjadSide === 1) { fusedArticleCands(q, c, cfg.abjadSim, cands, true); abjadJoinCands(q, c, cfg.abjadSim, cands, true); truncatedStartCands(q, c, cfg.typoSim, cands, true); swappedLetterCands(q, c, cfg.typoSim, cands, true); sharedLamCands(q, c, cfg.abjadSim, cands, true); dotSlipCands(q, c, cfg.typoSim, cands, true); }
  else if (abjadSide === 2) { fusedArticleCands(c, q, cfg.abjadSim, cands, false); abjadJoinCands(c, q, cfg.abjadSim, cands, false); truncatedStartCands(c, q, cfg.typoSim, cands, false); swappedLetterCands(c, q, cfg.typoSim, cands, false); sharedLamCands(c, q, cfg.abjadSim, cands, false); dotSlipCands(c, q, cfg.typoSim, cands, false); }
  // A query word written with its capital moved ("nituP", "nitPu"): a listed name's letters in another order.
  if (!abjad) movedLetterCands(qn, c, cfg.unlistedTypoSim, cands);
  // Same letters split at a different place ("AL DARI" / "ALD ARI", "SO KHWA" / "SOK HWA"); not
  // syllables of a Hangul name, which split only one way (순근 SUN GEUN is not SUNG HUN).
  if (nq > 1 && nc > 1 && abjad !== 'hangul') {
    for (let i = 0; i + 1 < nq; i++) {
      const lq = q[i].raw.length + q[i + 1].raw.length;
      let a = '';
      for (let j = 0; j + 1 < nc; j++) {
        if (Math.abs(lq - c[j].raw.length - c[j + 1].raw.length) > 1) continue;
        if (q[i].raw === c[j].raw) continue;
        if (a === '') a = q[i].raw + q[i + 1].raw;
        const b = c[j].raw + c[j + 1].raw;
        const s = a === b ? 1 : a.length >= 5 ? jaroWinkler(a, b) : 0;
        if (s >= 0.93) cands.push({ q: [i, i + 1], c: [j, j + 1], sim: s, acronym: false });
      }
    }
  }
  // Greedy one-to-one alignment, best similarity first (ties: more tokens covered, then heavier).
  sortQ = q;
  sortC = c;
  sortAbjad = abjadSide === 1 || abjadSide === 2;
  cands.sort(byCandidateRank);
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
    // Both names, written without a comma, end in one particle ("Pramila Das" ~ "Pramila Devi Das",
    // "Satyanarayan Bin" ~ "Satyanarayan Bhagat Bin"): not a name cut short on both sides but a surname
    // spelt as the particle (the Indian Das, the Nepali Bin, the Vietnamese Le).
    if (!informative && p.q[0] === nq - 1 && p.c[0] === nc - 1 && endsInParticle(qn) && endsInParticle(cn)) informative = true;
    const initial = (p.q.length === 1 && q[p.q[0]].cls === 'initial') || (p.c.length === 1 && c[p.c[0]].cls === 'initial');
    // An initial pairs at the initial's (low) weight: "J" ~ "JOHN" proves little.
    const w = initial ? Math.min(wq, wc) : (wq + wc) / 2;
    const eff = credit(p.sim, cfg.effCurve);
    matched += eff * w;
    conflict += (1 - eff) * w;
    if (informative && !initial && !(isPerson && p.acronym)) {
      informativeMatches++;
      if (!(sortAbjad && movableTitle(abjadSide === 1 ? c[p.c[0]] : q[p.q[0]]))) order.push([p.q[0], p.c[0]]);
    }
    pairs.push({ q: p.q, c: p.c, sim: p.sim });
  }
  const notes: string[] = [];
  glossNote(q, c, pairs, notes, written, nc);
  let uq = 0;
  let uc = 0;
  let unmatchedInformative = 0;
  // An organisation's name opened by a country or nationality word in one of the two names only, or
  // closed by one while every other name pairs: a national enterprise's attributive, weighed as a
  // generic word (`placeSide`, `closingPlace`).
  const place = !isPerson && !isVessel && informativeMatches > 0 && (usedQ.includes(0) || usedC.includes(0)) ? placeSide(q, usedQ, c, usedC) : 0;
  // An unpaired dangling particle ("Khamis Al") stands for the name it introduces: a missing name.
  for (let side = 0; side < 2; side++) {
    const toks = side === 0 ? q : c;
    const used = side === 0 ? usedQ : usedC;
    let u = 0;
    for (let i = 0; i < toks.length; i++) {
      if (used[i]) continue;
      const t = toks[i];
      if (place === side + 1 && t.cls === 'name' && PLACE_WORDS.has(t.text) && (i < firstPairedName(toks, used) || (closingPlace(toks, used, i) && nameTokensPaired(side === 0 ? c : q, side === 0 ? usedC : usedQ)))) { u += Math.min(t.weight, CLASS_WEIGHTS.generic); continue; }
      // A Hangul name against a Latin one: a syllable read as a particle (도 DO, BIN) is a name missing.
      if (abjad === 'hangul' && t.cls === 'particle') { unmatchedInformative++; u += CLASS_NAME_WEIGHT; continue; }
      if (!t.dangling) { if (INFORMATIVE(t)) unmatchedInformative++; u += t.weight; continue; }
      unmatchedInformative++;
      notes.push(`ends in the particle ${t.text}: a name is missing`);
      u += CLASS_NAME_WEIGHT;
    }
    if (side === 0) uq = u;
    else uc = u;
  }
  // A listed "Muhammad" the query leaves out is half a missing name (`devotionalRelief`).
  if (isPerson && uc > uq) uc -= Math.min(devotionalRelief(c, usedC), uc - uq);
  // An organisation's qualifier in parentheses ("(Schweiz)") weighs as a generic word (`bracketRelief`).
  if (!isPerson && !isVessel && uq !== uc) {
    if (uc > uq && cn.original.includes('(')) uc -= Math.min(bracketRelief(cn, usedC), uc - uq);
    else if (uq > uc && qn.original.includes('(')) uq -= Math.min(bracketRelief(qn, usedQ), uq - uc);
  }
  // A nasab chain (`nasabChain`): the abjad name's unpaired article belongs to its paired word (السنوار /
  // SINWAR), not a name the Latin one lacks.
  const nasab = (abjadSide === 1 || abjadSide === 2) && informativeMatches >= 2 && nasabChain(abjadSide === 1 ? cn : qn, abjadSide === 1 ? usedC : usedQ, abjadSide === 1 ? q : c, abjadSide === 1 ? usedQ : usedC);
  if (nasab) { if (abjadSide === 1) uq -= pairedArticles(q, usedQ); else uc -= pairedArticles(c, usedC); }
  let mismatch = Math.min(uq, uc);
  const legal = legalConflict(q, usedQ, c, usedC);
  if (legal) { mismatch += cfg.legalConflictWeight * legal.factor; notes.push(`legal forms differ: ${legal.text}`); }
  // Different initials on both sides ("William G. Frost" / "William W. Frost") disagree outright.
  let iq = 0;
  let ic = 0;
  for (let i = 0; i < nq; i++) if (!usedQ[i] && q[i].cls === 'initial') iq++;
  for (let j = 0; j < nc; j++) if (!usedC[j] && c[j].cls === 'initial') ic++;
  mismatch += Math.min(iq, ic) * cfg.initialConflictWeight;
  let extra = Math.abs(uq - uc);
  const single = informativeMatches <= 1 && unmatchedInformative > 0;
  // One shared name is weak evidence whatever the length of the other name: the names the other side
  // adds count as one missing name ("maduro" ~ "Nicolas MADURO MOROS" as ~ "Nicolas MADURO").
  if (single) { extra = Math.min(extra, CLASS_NAME_WEIGHT); if (informativeMatches === 1) notes.push('one name matched: weak evidence'); }
  // An abjad-script name giving the given and family names only, the Latin one adding the father's and
  // grandfather's names between them: the chain counts as one missing name.
  if (nasab && extra > CLASS_NAME_WEIGHT) extra = CLASS_NAME_WEIGHT;
  // A name each side has at the same place between two paired names is another name, not a left-out one.
  if (!single && isPerson && !abjad && extra > 0 && uq > 0 && uc > 0) {
    const shift = Math.min(extra, sameSlotExcess(q, usedQ, c, usedC, pairs));
    if (shift > 0) { extra -= shift; mismatch += shift; notes.push('another name in the same place'); }
  }
  const ew = single ? cfg.singleMatchExtraWeight : cfg.extraWeight;
  let denom = matched + cfg.conflictWeight * conflict + cfg.mismatchWeight * mismatch + ew * extra;
  // A first given name displaced by a later one (rule 3b); names in two scripts fail to pair for other reasons.
  if (!single && isPerson && !abjad) {
    // Whether every name of the query / of the listed name paired: the three rules' common condition.
    const qAll = allNamesPaired(q, usedQ);
    const cAll = allNamesPaired(c, usedC);
    denom += cfg.displacedFirstNameWeight * displacedFirstName(qn, usedQ, qAll, cn, usedC, cAll, notes);
    if (qAll) denom += cfg.displacedFirstNameWeight * displacedFirstSurname(cn, usedC, notes);
    denom += cfg.displacedFirstNameWeight * displacedLastName(qn, usedQ, qAll, cn, usedC, cAll, pairs, notes);
  }
  // A given name and a patronymic shared, a surname on one side only (also across scripts: the
  // patronymic is read from a Cyrillic name as from a Latin one).
  if (!single && isPerson) denom += cfg.displacedFirstNameWeight * patronymicOnly(q, usedQ, c, usedC, pairs, notes);
  // A Chinese or Korean given name is one word of syllables: half of it is another name (rule 3c).
  if (!single && isPerson) {
    const romanised = abjad === 'han' || abjad === 'hangul';
    if (!usedC.includes(0)) denom += cfg.mismatchWeight * splitSyllableWord(qn, usedQ, romanised, notes);
    if (!usedQ.includes(0)) denom += cfg.mismatchWeight * splitSyllableWord(cn, usedC, romanised, notes);
  }
  let score = denom > 0 ? matched / denom : 0;
  if (informativeMatches === 0 && score > cfg.uninformativeCap && qn.text !== cn.text && (isPerson || isVessel || !sameBareName(q, c))) score = cfg.uninformativeCap;
  const numbers = isVessel ? numberConflict(q, usedQ, c, usedC) : undefined;
  if (numbers && score > cfg.numberConflictCap) { score = cfg.numberConflictCap; notes.push(`numbers differ: ${numbers}`); }
  if (!isPerson && !isVessel && score > cfg.numberConflictCap) {
    const series = seriesNumberAdded(q, usedQ, c, usedC);
    if (series) { score = cfg.numberConflictCap; notes.push(`series number ${series} on one side only`); }
  }
  // Tokens swapped between positions (not a mere rotation such as "SURNAME Given"): father/son flips.
  // Not in an organisation's name: its words come in another order in another language's rendering
  // (head-first French, Spanish and Persian ezafe against head-last English: "Mouvement du 23 mars" /
  // "March 23 Movement", "Grupo Inmobiliario Segtac" / "Grupo Segtac Inmobiliaria"), and it has no
  // chain of forebears' names whose order tells two people apart.
  if ((isPerson || isVessel) && order.length >= 3 && !orderAllowed(order, q, c) && !(sortAbjad && reversedOrder(order))) score *= cfg.reorderFactor;
  // Two names in the same logographic/syllabic script: the characters themselves must agree.
  if (qn.cjk && cn.cjk && qn.cjk !== cn.cjk) score = Math.min(score, charDice(qn.cjk, cn.cjk));
  // A Chinese name against a Latin one: a character they disagree on (`hanSyllableConflict`).
  if (isPerson && abjad === 'han' && score > cfg.hanSyllableConflictCap && (qn.script === undefined || cn.script === undefined)) {
    const lost = qn.script === 'Chinese' ? hanSyllableConflict(qn, usedQ, cn, usedC, pairs, true) : hanSyllableConflict(cn, usedC, qn, usedQ, pairs, false);
    if (lost !== '') { score = cfg.hanSyllableConflictCap; notes.push(lost); }
  }
  // Rounded to 12 decimals: the weights carry the corpus rarity factor (index.ts), whose last bits move
  // with the corpus size, and two names that score alike (the same tokens matched with the same
  // similarities, a name and its reordered alias) must tie exactly, not by the order of float sums.
  return { score: Math.round(Math.max(0, Math.min(1, score)) * 1e12) / 1e12, pairs, notes, matched, conflict: conflict + mismatch, extra };
}

/** Static weight of a name token (normalise.CLASS_WEIGHTS.name): the unit of "one missing name". */
const CLASS_NAME_WEIGHT = 1;

/**
 * Whether a name's adjacent words may be joined into one word of the other name by their letters
 * (`multiCands`): not the syllables of a Hangul person's name against a name in another script, which
 * join only as `hangulJoinCands` splits the other word into their Korean keys (화장 HWA JANG is no
 * HWANG, however alike the joined letters). A function of its own, so that `scoreNamesOnce`, which
 * every pair goes through, stays as V8 compiled it before (the conditions inline measured 2-4 % more
 * CPU over the bench queries, none of them Hangul, though within the noise).
 */
function joinsWords(n: NormalisedName, isPerson: boolean, mode: PairMode | false): boolean {
  return !(isPerson && mode === 'hangul' && n.script === 'Korean');
}

/**
 * Cross-script family for a pair of names (cross-script.crossFamily): the abjad rules whenever either
 * name is written in an abjad (also two Arabic-script spellings), otherwise the family of the
 * non-Latin side when the scripts differ; none for two names in one script.
 */
function crossMode(a: NormalisedName, b: NormalisedName): PairMode | false {
  if (a.abjad || b.abjad) return 'abjad';
  if (a.script === b.script) return false;
  if ((a.transcribed && b.script === undefined) || (b.transcribed && a.script === undefined)) return 'transcribed';
  if ((a.script === 'Chinese') !== (b.script === 'Chinese')) return 'han';
  return crossFamily(a.script) ?? crossFamily(b.script) ?? false;
}
