/**
 * Keys that fold the spelling variants of one token (rule 9 of normalise.ts): the phonetic key
 * (`phoneticKey`), the key that reads AW as a vowel (`glideKey`) and the spelling key that keeps the
 * vowels (`spellingKey`, with its memo, whose state lives here only). Used by glosses.ts and
 * pipeline.ts; re-exported by normalise.ts (the scorer, the index and cross-script.ts use them).
 */

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U', 'Y']);

/**
 * Second phonetic key of a token spelt with AW before a consonant, read as one vowel as in English
 * (SHAWN = SEAN, LAWRENCE = LAURENCE, DAWSON = DAUSON); the main key keeps the W, as Arabic and Slavic
 * spellings do (AWDA = AVDA, AWLAKI = AVLAKI). Equal to `phoneticKey` for every other token.
 */
export function glideKey(token: string): string {
  return phoneticKey(/AW[^AEIOUY]/.test(token) ? token.replace(/AW(?=[^AEIOUY])/g, 'A') : token);
}

/**
 * Latin spellings of one sound that romanisations and clients disagree on, each written one way
 * (applied in order): SCH/SH, PH/F, C (not in CH)/K, Q/K, EE/I, OO/U, Y/I, W/V, DJ/J, TZ/TS, KS/X, KH/H.
 * OU and U are not merged: pinyin tells the finals apart (ZHOU/ZHU, HOU/HU are other surnames).
 */
const SPELLING_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/SCH/g, 'SH'], [/PH/g, 'F'], [/C(?!H)/g, 'K'], [/Q/g, 'K'], [/EE/g, 'I'], [/OO/g, 'U'], [/Y/g, 'I'],
  [/W/g, 'V'], [/DJ/g, 'J'], [/TZ/g, 'TS'], [/KS/g, 'X'], [/KH/g, 'H'],
];

/**
 * Spelling key of one folded token: the token with `SPELLING_FOLDS` applied, vowels kept (CIM and KIM,
 * LAY and LAI, VEE and WEE, CHY and CHI share one; LAI and LAO do not). The scorer compares short
 * tokens by it, whose phonetic keys (vowels dropped: L for LAI, LAO, LEE) are too short to trust.
 */
export function spellingKey(token: string): string {
  const known = SPELLING_MEMO.get(token);
  if (known !== undefined) return known;
  let out = token;
  for (const [re, to] of SPELLING_FOLDS) out = out.replace(re, to);
  // Twelve regex passes per call: the index asks it of every word of every name and query, and the same
  // words recur (the lists hold about 50,000 distinct ones), so results are kept, the memo emptied when full.
  if (SPELLING_MEMO.size >= SPELLING_MEMO_MAX) SPELLING_MEMO.clear();
  SPELLING_MEMO.set(token, out);
  return out;
}

const SPELLING_MEMO = new Map<string, string>();
const SPELLING_MEMO_MAX = 200_000;

/**
 * Phonetic/canonical key of one folded token: a consonant skeleton that keeps vowel *positions* (every
 * vowel group becomes "A") but folds the consonant spellings transliterations disagree on.
 * Rules (applied left to right):
 *   digraphs  SCH/SH/CH/TCH/TSH/ZH(->J)/KH/GH/Q/C(hard)/CK -> K or S; PH -> F; TH/DH -> T; DJ/DZH -> J;
 *   classes   B,P -> P; D,T -> T; G,K,Q,C -> K; F,V,W -> F; S,Z -> S; X -> KS (initial X -> S);
 *             vowels A,E,I,O,U,Y (and a non-initial H after a vowel at the end, ) -> one "A" per run;
 *   cleanup   repeated letters collapsed, a trailing vowel mark dropped (Abdalla/Abdallah,
 *             Sergey/Sergei, Scholz/Scholze).
 * Examples: MOHAMMED, MUHAMMAD, MOHAMED -> MAHAMAT; MAHMOUD -> MAHMAT; QADDAFI, GADDAFI, KADHAFI ->
 * KATAF; YUSUF, YOUSEF, YOUSSEF -> ASAF.
 * Source: a simplified custom scheme in the spirit of Soundex/Double Metaphone consonant classes.
 * Digits are returned unchanged.
 */
export function phoneticKey(token: string): string {
  if (/^\d+$/.test(token)) return token;
  const t = token;
  const n = t.length;
  // The key is built as a string; `last` is its last letter ('' when empty), so that a letter equal
  // to the last one is not repeated.
  let out = '';
  let last = '';
  let i = 0;
  while (i < n) {
    const c = t[i];
    const c1 = i + 1 < n ? t[i + 1] : '';
    const c2 = i + 2 < n ? t[i + 2] : '';
    let p: string;
    if (VOWELS.has(c)) {
      p = 'A';
      i++;
    } else {
      switch (c) {
        case 'S':
          if (c1 === 'C' && c2 === 'H') { p = 'S'; i += 3; break; }
          if (c1 === 'H') { p = 'S'; i += 2; break; }
          p = 'S'; i++; break;
        case 'T':
          if (c1 === 'S' && c2 === 'H') { p = 'S'; i += 3; break; }
          if (c1 === 'C' && c2 === 'H') { p = 'S'; i += 3; break; }
          if (c1 === 'H') { p = 'T'; i += 2; break; }
          p = 'T'; i++; break;
        case 'D':
          if (c1 === 'Z' && c2 === 'H') { p = 'J'; i += 3; break; }
          if (c1 === 'J') { p = 'J'; i += 2; break; }
          if (c1 === 'H') { p = 'T'; i += 2; break; }
          p = 'T'; i++; break;
        case 'C':
          if (c1 === 'H') { p = 'S'; i += 2; break; }
          if (c1 === 'K') { p = 'K'; i += 2; break; }
          if (c1 === 'E' || c1 === 'I' || c1 === 'Y') { p = 'S'; i++; break; }
          p = 'K'; i++; break;
        case 'K':
          if (c1 === 'H') { p = 'K'; i += 2; break; }
          p = 'K'; i++; break;
        case 'G':
          if (c1 === 'H') { p = 'K'; i += 2; break; }
          p = 'K'; i++; break;
        case 'Q':
          p = 'K'; i++; if (c1 === 'U' && VOWELS.has(c2)) i++; break;
        case 'Z':
          if (c1 === 'H') { p = 'J'; i += 2; break; }
          p = 'S'; i++; break;
        case 'P':
          if (c1 === 'H') { p = 'F'; i += 2; break; }
          p = 'P'; i++; break;
        case 'B':
          p = 'P'; i++; break;
        case 'V':
        case 'W':
          p = 'F'; i++; break;
        case 'X':
          // K then S (initial X: S alone).
          if (i !== 0 && last !== 'K') { out += 'K'; last = 'K'; }
          p = 'S'; i++; break;
        case 'H':
          // Word-final H after a vowel is silent (Abdallah/Abdalla); elsewhere H is kept.
          if (i === n - 1 && i > 0) { i++; continue; }
          p = 'H'; i++; break;
        default:
          p = c; i++; break;
      }
    }
    if (p !== last) { out += p; last = p; }
  }
  // A trailing vowel mark is dropped (the key is then at least one letter long).
  if (out.length > 1 && last === 'A') out = out.slice(0, -1);
  return out;
}
