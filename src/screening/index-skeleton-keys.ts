/**
 * Cross-script skeleton keys of the name index (the `X*`, `N*`, `M*` and `WA` keys of index-keys.ts):
 * a name written in an abjad (Arabic, Persian, Hebrew) or a syllabic script (kana, Thai, a foreign name
 * transcribed into Han characters) finds its Latin-script spelling through cross-script.crossKey
 * skeletons, and the other way round; skeleton pairs of neighbouring tokens where single skeletons are
 * too common. Keys are 53-bit hashes (index-keys.hashKey), appended to flat [key, weight] arrays.
 */
import type { NameToken, NormalisedName } from './normalise.js';
import { englishKey } from './abjad-fit.js';
import { abjadKeys, crossFamily, crossKey, fusedArticleRest, kanaReadings } from './cross-script.js';
import { isTranscribedRaw, transcriptionKeys } from './han-transcription.js';
import { hashKey, K_MA, K_MP, K_MS, K_NA, K_NS, K_NT, K_XA, K_XP, K_XS, KEY_WEIGHT, skeletonable } from './index-keys.js';

/** Cross-script side of a name: 'latin', 'abjad', 'syllabic', or undefined (other scripts: no skeleton keys). */
export type Side = 'latin' | 'abjad' | 'syllabic' | undefined;

/** The cross-script side (`Side`) of a normalised name, from its script and its abjad / transcribed flags. */
export function sideOf(n: NormalisedName): Side {
  if (n.abjad) return 'abjad';
  // A foreign name transcribed into Han characters is keyed in the syllabic skeleton space (han-transcription.ts).
  if (n.transcribed) return 'syllabic';
  if (n.script === undefined) return 'latin';
  const f = crossFamily(n.script);
  return f === 'abjad' || f === 'syllabic' ? f : undefined;
}

/**
 * The spelling a token's abjad and syllabic skeletons are made of: a word the Arabic and Persian
 * glossary translated is keyed by its transliteration (NameToken.written: JAMAAT, not the GROUP it
 * reads, whose skeleton no Arabic-script spelling has), every other token by its text.
 */
export const skeletonText = (t: NameToken) => t.written?.text ?? t.text;

/**
 * Abjad and syllabic skeletons of a Latin-script token text, memoised (the same given names and
 * surnames recur across lists and queries; the memo is emptied when it reaches 100,000 texts).
 */
const LATIN_SKELETONS = new Map<string, [string, string, string]>();
export function latinSkeletons(text: string): [string, string, string] {
  let k = LATIN_SKELETONS.get(text);
  if (k === undefined) {
    if (LATIN_SKELETONS.size >= 100_000) LATIN_SKELETONS.clear();
    const rest = fusedArticleRest(text);
    k = [crossKey(text, 'abjad'), crossKey(text, 'syllabic'), rest === undefined ? '' : crossKey(rest, 'abjad')];
    LATIN_SKELETONS.set(text, k);
  }
  return k;
}

/**
 * Skeleton keys of a token posted for an entry on `side` (module doc), appended as [key, weight];
 * `latinless`: the entry's record has no Latin-script name (its `M*` keys are posted too).
 */
export function entrySkeletonKeys(t: NameToken, side: Side, latinless: boolean, out: number[]): void {
  if (!side || !skeletonable(t)) return;
  if (side === 'latin') {
    const [a, y, r] = latinSkeletons(skeletonText(t));
    if (a.length >= 2) out.push(hashKey(K_XA, a), KEY_WEIGHT.X);
    if (y.length >= 2) out.push(hashKey(K_XS, y), KEY_WEIGHT.X);
    // The word of a token written with the article fused (ALRAHOOMI, ESSABAR): an abjad name writes
    // the article apart, so its word's skeleton finds it.
    if (r.length >= 2) out.push(hashKey(K_XA, r), KEY_WEIGHT.X);
    // The key of an English spelling read as pronounced (KNIGHT NT, WALKER KR: cross-script.englishKey).
    const e = englishKey(skeletonText(t));
    if (e.length >= 2) out.push(hashKey(K_XA, e), KEY_WEIGHT.X);
  } else {
    // A word transcribed into Han characters posts its own kind of key, not a kana or Thai entry's.
    const nk = side === 'abjad' ? K_NA : isTranscribedRaw(t.raw) ? K_NT : K_NS;
    for (const k of nonLatinSkeletons(t, side)) {
      if (k.length < 2) continue;
      out.push(hashKey(nk, k), KEY_WEIGHT.X);
      if (latinless) out.push(hashKey(side === 'abjad' ? K_MA : K_MS, k), KEY_WEIGHT.X);
    }
  }
}

/**
 * Skeletons of a token of an abjad or syllabic name: `abjadKeys` of its spelling, the readings of a
 * word transcribed into Han characters (han-transcription.transcriptionKeys, in the syllabic space:
 * 基尔特 KRT meets GEERT), or its syllabic `crossKey`.
 */
function nonLatinSkeletons(t: NameToken, side: 'abjad' | 'syllabic'): string[] {
  if (side === 'abjad') return abjadKeys(skeletonText(t));
  return isTranscribedRaw(t.raw) ? transcriptionKeys(t.raw) : [crossKey(t.text, side)];
}

/** Skeleton keys a query token on `side` looks up (module doc). */
export function querySkeletonKeys(t: NameToken, side: Side, out: number[]): void {
  if (!side || !skeletonable(t)) return;
  if (side === 'latin') {
    // Low weight: a name reached only through skeletons ranks below Latin-script names sharing
    // tokens with the query, and is cut with the weak candidates when such names exist.
    const [a, y, r] = latinSkeletons(skeletonText(t));
    if (a.length >= 2) out.push(hashKey(K_MA, a), KEY_WEIGHT.XL);
    if (y.length >= 2) out.push(hashKey(K_MS, y), KEY_WEIGHT.XL);
    if (r.length >= 2) out.push(hashKey(K_MA, r), KEY_WEIGHT.XL);
    const e = englishKey(skeletonText(t));
    if (e.length >= 2) out.push(hashKey(K_MA, e), KEY_WEIGHT.XL);
  } else {
    const nk = side === 'abjad' ? K_NA : isTranscribedRaw(t.raw) ? K_NT : K_NS;
    for (const k of nonLatinSkeletons(t, side)) {
      if (k.length >= 2) out.push(hashKey(side === 'abjad' ? K_XA : K_XS, k), KEY_WEIGHT.X, hashKey(nk, k), KEY_WEIGHT.X);
    }
  }
}

/** Most abjad keys of one token used for its skeleton pairs (bounds the keys of a pair to 3 x 3). */
const PAIR_VARIANTS = 3;

/**
 * Abjad skeletons of a token for the skeleton pairs (`skeletonPairKeys`): a Latin token's skeleton and,
 * written with the article fused (ALRAHOOMI, ESSABAR), its word's; an abjad token's `abjadKeys`
 * (at most PAIR_VARIANTS). Skeletons of one consonant (ضوا DAWWA "T") count here; none for a token
 * without a consonant. Empty for other sides and tokens that get no skeleton keys.
 */
function pairSkeletons(t: NameToken, side: Side): string[] {
  if (!skeletonable(t) || (side !== 'latin' && side !== 'abjad')) return NO_SKELETONS;
  if (side === 'latin') {
    const [a, , r] = latinSkeletons(skeletonText(t));
    const ha = hasConsonant(a);
    const hr = hasConsonant(r);
    return ha && hr ? [a, r] : ha ? [a] : hr ? [r] : NO_SKELETONS;
  }
  const ks = abjadKeys(skeletonText(t));
  const out: string[] = [];
  for (let i = 0; i < ks.length && i < PAIR_VARIANTS; i++) if (hasConsonant(ks[i])) out.push(ks[i]);
  return out;
}
const NO_SKELETONS: string[] = [];
/** Whether an abjad key holds a consonant (not only its "." / "-" marks). */
const hasConsonant = (k: string) => k.length > (k.startsWith('.') ? 1 : 0) + (k.endsWith('-') ? 1 : 0);

/**
 * Skeleton-pair keys of a name (abjad family), per token: for each two neighbouring tokens with
 * skeletons (particles, initials and numbers between them skipped), one key per pair of their
 * skeletons, the two in sorted order (the pair is found whichever of the two names comes first:
 * "SAID, Said" / سعيد سعيد). A pair of common names is far rarer than either name: the skeletons of
 * سعيد (ST) or محمد (MHMT) are each posted for more entries than `search` lets create candidates
 * (`maxPostings`), and a one-consonant skeleton is posted for no single token, but the pair ST|ST or
 * .L-|T (علي ضوا / Ali DAWWA) is rare. `type` is K_XP or K_MP; `each(key, i, j)` receives every key
 * with the indexes of its two tokens (a query looks it up in both tokens' groups, as joined-word keys).
 */
function skeletonPairKeys(toks: NameToken[], side: Side, type: number, each: (k: number, i: number, j: number) => void): void {
  let prev = -1;
  let prevKs = NO_SKELETONS;
  for (let i = 0; i < toks.length; i++) {
    const ks = pairSkeletons(toks[i], side);
    if (ks.length === 0) continue;
    for (const a of prevKs) for (const b of ks) each(a <= b ? hashKey(type, a, '|' + b) : hashKey(type, b, '|' + a), prev, i);
    prev = i;
    prevKs = ks;
  }
}

/**
 * Skeleton pairs of an abjad-script name with two neighbouring name tokens read as one word: a word
 * split by a stray space (علي ما يشو for مايشو, Ali MAYCHOU) or a compound written apart that the
 * Latin spelling joins (محمد رضا MOHAMMADREZA). For each two neighbouring name tokens, the keys of
 * their joined text (`abjadKeys`, at most PAIR_VARIANTS, with a consonant) are paired, as in
 * `skeletonPairKeys` (sorted), with the skeletons of the nearest token with skeletons before them and
 * after them. The pair is rarer than the joined skeleton alone (MAYCHOU "MS" is a common skeleton; the
 * joined-word keys of `querySkeletonPairKeys` need three consonants). `each(key, a, b, c)` receives
 * every key with the indexes of its three tokens.
 */
function joinedPairKeys(toks: NameToken[], type: number, each: (k: number, a: number, b: number, c: number) => void): void {
  let sk: string[][] | undefined;
  for (let i = 0; i + 1 < toks.length; i++) {
    if (!skeletonable(toks[i]) || !skeletonable(toks[i + 1])) continue;
    sk ??= toks.map((t) => pairSkeletons(t, 'abjad'));
    const js = abjadKeys(skeletonText(toks[i]) + skeletonText(toks[i + 1])).slice(0, PAIR_VARIANTS).filter(hasConsonant);
    let p = i - 1;
    while (p >= 0 && sk[p].length === 0) p--;
    let q = i + 2;
    while (q < toks.length && sk[q].length === 0) q++;
    for (const j of js) {
      if (p >= 0) for (const a of sk[p]) each(a <= j ? hashKey(type, a, '|' + j) : hashKey(type, j, '|' + a), p, i, i + 1);
      if (q < toks.length) for (const b of sk[q]) each(j <= b ? hashKey(type, j, '|' + b) : hashKey(type, b, '|' + j), i, i + 1, q);
    }
  }
}

/**
 * Skeleton-pair keys an entry posts (`skeletonPairKeys`): a Latin-script entry its `XP` keys; an
 * abjad-script entry of a record without a Latin-script name its `MP` keys (the `M*` rule of the
 * module doc), and those with two of its words joined (`joinedPairKeys`: a Latin query writes the
 * word whole). Appended to `out`.
 */
export function entrySkeletonPairKeys(toks: NameToken[], side: Side, latinless: boolean, out: number[]): void {
  if (side !== 'latin' && !(side === 'abjad' && latinless)) return;
  // (A key repeated within the entry is posted once: `build`'s `post`.)
  skeletonPairKeys(toks, side, side === 'latin' ? K_XP : K_MP, (k) => { out.push(k); });
  if (side === 'abjad') joinedPairKeys(toks, K_MP, (k) => { out.push(k); });
}

/**
 * Skeleton-pair keys a query name looks up, per token (`skeletonPairKeys`), as [key, weight] pairs: an
 * abjad-script query the `XP` keys (weight X), with those of two of its words joined (`joinedPairKeys`,
 * in the three tokens' groups), a Latin-script query the `MP` keys (weight XL). Also,
 * in both tokens' groups, the skeleton of two neighbouring name tokens written as one word (`XA` / `MA`:
 * محمد رضا / MOHAMMADREZA, حمیدرضا / HAMID REZA, a word split by a stray space ما يشو / MAYCHOU), of
 * three consonants or more; these are looked up only (no key is posted for them).
 */
export function querySkeletonPairKeys(toks: NameToken[], side: Side): number[][] {
  if (side !== 'latin' && side !== 'abjad') return [];
  const w = side === 'abjad' ? KEY_WEIGHT.X : KEY_WEIGHT.XL;
  const out: number[][] = toks.map(() => []);
  skeletonPairKeys(toks, side, side === 'abjad' ? K_XP : K_MP, (k, i, j) => { out[i].push(k, w); out[j].push(k, w); });
  if (side === 'abjad') joinedPairKeys(toks, K_XP, (k, a, b, c) => { out[a].push(k, w); out[b].push(k, w); out[c].push(k, w); });
  for (let i = 0; i + 1 < toks.length; i++) {
    if (!skeletonable(toks[i]) || !skeletonable(toks[i + 1])) continue;
    const joined = skeletonText(toks[i]) + skeletonText(toks[i + 1]);
    // (A Latin pair is keyed directly, not through the `latinSkeletons` memo of posted tokens.)
    const ks = side === 'abjad' ? abjadKeys(joined).slice(0, PAIR_VARIANTS) : [crossKey(joined, 'abjad')];
    for (const k of ks) {
      if (k.replace(/[.-]/g, '').length < 3) continue;
      const h = hashKey(side === 'abjad' ? K_XA : K_MA, k);
      out[i].push(h, w);
      out[i + 1].push(h, w);
    }
  }
  return out;
}

/**
 * Skeleton-pair keys (`skeletonPairKeys`, the abjad skeletons that Latin-script entries post under `XP`)
 * of a name written in kana, from its words' readings (cross-script.kanaReadings: r read r or l, a final
 * long ii dropped): the syllabic skeleton merges l and r and drops every vowel, so that the skeletons
 * of common names (MNR of マニュエル, SR of セシル) are posted for more entries than a query may
 * look up (`maxPostings`), while the pair of two of its words (LS|MNL: Manuel VALLS) is rare.
 * `each(key, i, j)` receives every key with the indexes of its two tokens. Not for a word transcribed
 * into Han characters (its own keys: han-transcription.ts).
 */
export function kanaPairKeys(n: NormalisedName, type: number, each: (k: number, i: number, j: number) => void): void {
  const toks = n.tokens;
  let prev = -1;
  let prevKs = NO_SKELETONS;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // (Every word of a kana name is a transcription: ベン BEN, read as a particle, too.)
    if ((t.cls !== 'name' && t.cls !== 'generic' && t.cls !== 'particle') || isTranscribedRaw(t.raw)) continue;
    const ks: string[] = [];
    for (const r of kanaReadings(t.text)) {
      const k = crossKey(r, 'abjad');
      if (hasConsonant(k) && !ks.includes(k)) ks.push(k);
    }
    if (ks.length === 0) continue;
    for (const a of prevKs) for (const b of ks) each(a <= b ? hashKey(type, a, '|' + b) : hashKey(type, b, '|' + a), prev, i);
    prev = i;
    prevKs = ks;
  }
}
