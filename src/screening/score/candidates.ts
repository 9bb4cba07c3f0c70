/**
 * Pairing candidates beyond one token to one token (rule 2 of score.ts): joined or split words and
 * acronyms (`multiCands`), Wade–Giles given names and surnames, Korean names in two romanisations and
 * Hangul syllables written as one Latin word, and query words written with their capital moved
 * (`movedLetterCands`). Used by align.ts; `movedCapitalWords` and `MOVED_MIN` are re-exported by
 * score.ts (index.ts).
 */
import type { NameToken, NormalisedName } from '../normalise.js';
import { aspirationKey, wadeGilesToPinyin } from '../romanise.js';
import { jaroWinkler, sameFrom } from './string-distance.js';
import { koreanKeyOf } from './korean.js';
import { foldPart } from './written-name.js';
import { pushCand, pushMulti, type Cand } from './pairs.js';

/** Similarity of a concatenation of tokens with a single token (joined/split words). */
function joinSim(joined: string, other: string): number {
  if (joined === other) return 1;
  if (Math.abs(joined.length - other.length) > 2) return 0;
  return jaroWinkler(joined, other);
}

/** Whether every character of `s` is a letter A-Z (`/^[A-Z]+$/` for a non-empty string, without a regex per token). */
function upperLetters(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch < 65 || ch > 90) return false;
  }
  return s.length > 0;
}

/** Tokens that may be skipped inside an acronym's expansion ("PEOPLES LIBERATION ARMY", "DEPARTMENT OF STATE"). */
const ACRONYM_SKIP = new Set(['OF', 'AND', 'THE', 'FOR', 'DE', 'DU', 'LA', 'DES', 'DEL']);

/**
 * Multi-token candidates: two or three adjacent tokens of side `a` whose concatenation matches one
 * token of side `b` (joined/split words), and an acronym token of `b` spelled by the initials of
 * consecutive tokens of `a` ("PLA"/"PEOPLES LIBERATION ARMY", "JC"/"JEAN CLAUDE", "US"/"UNITED STATES").
 * `acronyms` false: `b` is a name written in Han, Hangul or kana, whose tokens are romanised syllables,
 * never acronyms (두 DU is no "DOO UN").
 */
export function multiCands(a: NameToken[], b: NameToken[], floor: number, out: Cand[], aIsQuery: boolean, acronyms = true): void {
  const min2 = Math.max(floor, 0.9);
  const min3 = Math.max(floor, 0.92);
  for (let i = 0; i + 1 < a.length; i++) {
    // The joined texts are built only for a token of a near length (`joinSim` is 0 beyond 2 letters apart).
    const l2 = a[i].raw.length + a[i + 1].raw.length;
    const has3 = i + 2 < a.length;
    const l3 = has3 ? l2 + a[i + 2].raw.length : 0;
    let j2 = '';
    let j3 = '';
    for (let j = 0; j < b.length; j++) {
      // A glossed token is also compared by its English word (normalise.ts rule 13): ЭЛЕКТРОМЕХАНИКИ,
      // read ELECTROMECHANICS, is the ELECTRO-MECHANICS of an English name, as written ELEKTROMEKHANIKI.
      const en = b[j].gloss !== undefined && b[j].text !== b[j].raw ? b[j].text : undefined;
      for (let v = 0; v < (en === undefined ? 1 : 2); v++) {
        const o = v === 0 ? b[j].raw : (en as string);
        const lo = o.length;
        if (lo < 4) continue;
        if (l2 - lo <= 2 && lo - l2 <= 2) {
          if (j2 === '') j2 = a[i].raw + a[i + 1].raw;
          const s2 = joinSim(j2, o);
          if (s2 >= min2) pushMulti(out, aIsQuery, [i, i + 1], j, s2, false);
        }
        if (has3 && l3 - lo <= 2 && lo - l3 <= 2) {
          if (j3 === '') j3 = a[i].raw + a[i + 1].raw + a[i + 2].raw;
          const s3 = joinSim(j3, o);
          if (s3 >= min3) pushMulti(out, aIsQuery, [i, i + 1, i + 2], j, s3, false);
        }
      }
    }
  }
  // Acronyms. A name whose Russian words the organisation glossary translated (NameToken.gloss) is also
  // read by the initials of the Russian words: РВК is Российская венчурная компания, whose tokens are
  // RUSSIAN VENTURE CO (one more pass over the glossed name only).
  if (!acronyms) return;
  let glossed = false;
  for (let i = 0; i < a.length; i++) if (a[i].gloss !== undefined) { glossed = true; break; }
  for (let pass = 0; pass < (glossed ? 2 : 1); pass++) {
    for (let j = 0; j < b.length; j++) {
      const acr = b[j].text;
      if (acr.length < 2 || acr.length > 6 || b[j].cls === 'number' || b[j].cls === 'legal' || !upperLetters(acr)) continue;
      const first = acr.charCodeAt(0);
      for (let i = 0; i < a.length; i++) {
        const ti = pass === 1 ? a[i].gloss ?? a[i].text : a[i].text;
        if (ti.charCodeAt(0) !== first || ACRONYM_SKIP.has(ti)) continue;
        const idx: number[] = [];
        let k = i;
        let p = 0;
        while (k < a.length && p < acr.length) {
          const t = pass === 1 ? a[k].gloss ?? a[k].text : a[k].text;
          if (ACRONYM_SKIP.has(t) && p > 0) { idx.push(k); k++; continue; }
          // The second English word of one glossed Russian word (MASHINOSTROITELNYY -> MACHINE BUILDING).
          if (pass === 1 && p > 0 && a[k].gloss !== undefined && a[k].gloss === a[k - 1].gloss) { idx.push(k); k++; continue; }
          // (In the Russian reading a legal-form word glossed into a code, KOMPANIYA -> CO, is a word.)
          if (t[0] !== acr[p] || (a[k].cls === 'legal' && !(pass === 1 && a[k].gloss !== undefined))) break;
          idx.push(k);
          k++;
          p++;
        }
        if (p === acr.length && p >= 2) pushMulti(out, aIsQuery, idx, j, 0.93, true);
      }
    }
  }
}

/** Longest Wade–Giles syllable (CHUANG, HSIUNG): a longer token is no syllable of a hyphenated given name. */
const WG_SYLLABLE_MAX = 6;

/** `romanise.aspirationKey` of a token read as a Wade–Giles syllable, computed once per token. */
function wadeGilesKey(t: NameToken): string {
  return t.wadeGiles ?? (t.wadeGiles = aspirationKey(wadeGilesToPinyin(t.text)));
}

/** `romanise.aspirationKey` of a token read as pinyin, computed once per token. */
function pinyinKey(t: NameToken): string {
  return t.aspiration ?? (t.aspiration = aspirationKey(t.text));
}

/**
 * Wade–Giles given names (rule 2): two adjacent name tokens of side `a` (syllables of a hyphenated
 * Chinese given name: "Mao Tse-tung", "Teng Hsiao-ping") whose pinyin readings (romanise.wadeGilesToPinyin)
 * joined have the pinyin spelling of one token of side `b` (ZEDONG, XIAOPING) under the aspiration key
 * (romanise.aspirationKey: lists drop the Wade–Giles apostrophe, so T may be T' = pinyin T): a candidate
 * at `sim`. Wade–Giles is how Chinese names were written in English before pinyin (1958, ISO 7098 in
 * 1982) and still is in Taiwan and in older list entries, while newer sources give pinyin. The caller
 * calls it only for a name with a hyphen (Wade–Giles joins the syllables of a given name so); only
 * tokens of syllable length are read, and the second syllable's key is compared only when the other
 * token's key starts with the first's.
 */
export function wadeGilesCands(a: NameToken[], b: NameToken[], sim: number, out: Cand[], aIsQuery: boolean): void {
  for (let i = 0; i + 1 < a.length; i++) {
    const x = a[i];
    const y = a[i + 1];
    if (x.cls !== 'name' || y.cls !== 'name' || x.text.length > WG_SYLLABLE_MAX || y.text.length > WG_SYLLABLE_MAX) continue;
    const kx = wadeGilesKey(x);
    for (let j = 0; j < b.length; j++) {
      const o = b[j];
      if (o.cls !== 'name' || o.text.length < 4) continue;
      const ko = pinyinKey(o);
      if (ko.length <= kx.length || !ko.startsWith(kx)) continue;
      if (!sameFrom(ko, kx.length, wadeGilesKey(y), 0)) continue;
      pushMulti(out, aIsQuery, [i, i + 1], j, sim, false);
      wadeGilesSurname(a, i, b, j, sim, out, aIsQuery);
    }
  }
}

/**
 * After a Wade–Giles given name paired (`wadeGilesCands`, tokens `i`, `i + 1` of `a` with token `j` of
 * `b`), the other syllable-length name tokens of `a` (the surname: CHOU, TENG, CHIANG) are read as
 * Wade–Giles too: a candidate at `sim` with each other name token of `b` having their key (ZHOU,
 * DENG, JIANG). Only then: alone, a one-syllable key (T as D, K as G) fits too many other names.
 */
function wadeGilesSurname(a: NameToken[], i: number, b: NameToken[], j: number, sim: number, out: Cand[], aIsQuery: boolean): void {
  for (let k = 0; k < a.length; k++) {
    const x = a[k];
    if (k === i || k === i + 1 || x.cls !== 'name' || x.text.length > WG_SYLLABLE_MAX) continue;
    for (let m = 0; m < b.length; m++) {
      if (m !== j && b[m].cls === 'name' && b[m].text !== x.text && pinyinKey(b[m]) === wadeGilesKey(x)) pushCand(out, aIsQuery, [k], [m], sim);
    }
  }
}

/**
 * Korean names in two Latin romanisations (both names `readsKoreanLatin`): McCune–Reischauer (1939, North
 * Korean names on sanctions lists: Kim Jong Un, Pak Pong Ju, Kim Yong Chol) against the Revised
 * Romanization (2000, South Korean documents: Gim Jeong-eun, Bak Bong-ju, Gim Yeong-cheol). The two
 * systems write one Hangul syllable with other initials (k/g, t/d, p/b, ch/j, r/l) and other vowels
 * (ŏ, ŭ written O, U without breves: EO, EU), so a token of `a` and a token of `b` (or two adjacent
 * tokens of `a`, the syllables of a given name written apart, and one token of `b` written as one
 * word) with the same `koreanKey` are one name: a candidate at `sim` (the cross-script Korean
 * similarity). Surnames of one `KOREAN_SURNAME_GROUPS` line (PAK/BAK, RI/LEE) pair through the group
 * already (`tokenSimilarity`). `both`: also the token-to-token candidates (the caller asks for them on
 * one side only; the joined-syllable candidates on both).
 */
export function koreanLatinCands(a: NameToken[], b: NameToken[], sim: number, out: Cand[], aIsQuery: boolean, both: boolean): void {
  for (let i = 0; i < a.length; i++) {
    const ka = koreanKeyOf(a[i].text);
    const kj = i + 1 < a.length ? koreanKeyOf(a[i].text + a[i + 1].text) : '';
    for (let j = 0; j < b.length; j++) {
      const kb = koreanKeyOf(b[j].text);
      if (both && ka === kb && a[i].text !== b[j].text) pushCand(out, aIsQuery, [i], [j], sim);
      if (kj === kb) pushMulti(out, aIsQuery, [i, i + 1], j, sim, false);
    }
  }
}

/**
 * A Hangul name (`h`) against a Latin one (`l`): two neighbouring syllables written as one Latin word
 * (경환 KYUNGHWAN, 민희 MINHEE, 영교 YOUNGKYO), a candidate at `sim` when the word splits into two parts
 * with the two syllables' Korean keys, in order (the key of the joined letters would merge across the
 * syllables: 주홍 JUHONG is not JONG). Source: the Revised Romanization of Korean (2000) writes a given
 * name as one word; `koreanKey` for the spellings of each syllable.
 */
export function hangulJoinCands(h: NameToken[], l: NameToken[], sim: number, out: Cand[], hIsQuery: boolean): void {
  for (let j = 0; j < l.length; j++) {
    const w = l[j].text;
    if (l[j].cls !== 'name' || w.length < 3) continue;
    for (let i = 0; i + 1 < h.length; i++) {
      const k1 = koreanKeyOf(h[i].text);
      const k2 = koreanKeyOf(h[i + 1].text);
      for (let k = 1; k < w.length; k++) {
        if (koreanKeyOf(w.slice(0, k)) === k1 && koreanKeyOf(w.slice(k)) === k2) { pushMulti(out, hIsQuery, [i, i + 1], j, sim, false); break; }
      }
    }
  }
}

/** A lower-case letter followed by a capital: the quick test before `movedCapitalWords` splits a name. */
const LOWER_UPPER_RE = /\p{Ll}\p{Lu}/u;
/** A written word opening with a lower-case letter and holding a capital later ("nituP", "nitPu"). */
const MOVED_CAPITAL_RE = /^\p{Ll}\p{L}*\p{Lu}/u;
/** Shortest word `movedLetterCands` pairs: shorter ones leave too few orders (NOEL/LEON, AMIR/RIMA). */
export const MOVED_MIN = 4;
/** Letter counts of one token, less those of the other (scratch for `sameLetters`). */
const letterCounts = new Int32Array(128);

/**
 * Folded texts of the words of a name (>= `MOVED_MIN` letters) written with their capital moved: a
 * lower-case first letter and a capital later, "nituP", "rimaldiV", "nitPu". Words are split at spaces,
 * hyphens and apostrophes, so "al-Assad" and "d'Estaing" are not such words; "McDonald" starts with its
 * capital. [] for most names (one regex test).
 */
export function movedCapitalWords(original: string): string[] {
  if (!LOWER_UPPER_RE.test(original)) return [];
  const out: string[] = [];
  for (const w of original.split(/[\s\-'’‘`.,()]+/)) {
    if (!MOVED_CAPITAL_RE.test(w)) continue;
    const f = foldPart(w);
    if (f.length >= MOVED_MIN) out.push(f);
  }
  return out;
}

/** Whether two strings of one length hold the same letters (as many of each), in any order. */
function sameLetters(x: string, y: string): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) { letterCounts[x.charCodeAt(i) & 127]++; letterCounts[y.charCodeAt(i) & 127]--; }
  let same = true;
  for (let i = 0; i < x.length; i++) {
    if (letterCounts[x.charCodeAt(i) & 127] !== 0) same = false;
    letterCounts[x.charCodeAt(i) & 127] = 0;
    letterCounts[y.charCodeAt(i) & 127] = 0;
  }
  return same;
}

/** The name `movedWords` were found in (`movedLetterCands`' memo). */
let movedOf = '';
let movedWords: string[] = [];

/**
 * Pairs a query word written with its capital moved (`movedCapitalWords`) with a name token of the
 * other side holding the same letters in another order, at `sim`: a word copied from a right-to-left
 * document in visual order comes out mirrored with its capital last ("nituP" for Putin: the Unicode
 * bidirectional algorithm, UAX #9, reorders runs for display, not in storage), and a word typed in a
 * scramble keeps its capital on the letter that moved ("nitPu"). The moved capital is what tells such
 * a word from another name of the same letters (Kamil/Malik, Diana/Nadia: each written with its capital
 * first, they do not pair). Query side only: list names are published, not garbled in copying.
 */
export function movedLetterCands(qn: NormalisedName, c: NameToken[], sim: number, out: Cand[]): void {
  // One query meets many listed names: its words are split once (a one-entry memo).
  if (qn.original !== movedOf) { movedOf = qn.original; movedWords = movedCapitalWords(qn.original); }
  const moved = movedWords;
  if (moved.length === 0) return;
  const q = qn.tokens;
  for (let i = 0; i < q.length; i++) {
    if (q[i].cls !== 'name' || !moved.includes(q[i].text)) continue;
    for (let j = 0; j < c.length; j++) {
      if (c[j].cls === 'name' && c[j].text !== q[i].text && sameLetters(q[i].text, c[j].text)) out.push({ q: [i], c: [j], sim, acronym: false });
    }
  }
}
