/**
 * Inverted index for candidate retrieval (pure, in memory). No query ever scans the full list.
 *
 * Entries are normalised names (one per list name/alias). Each informative token of an entry
 * (classes `name`, `number`, `generic`; not legal forms, particles or initials) is posted under:
 *   - `T<text>`   its folded text                         (exact token)
 *   - `P<key>`    its phonetic key                        (transliteration variants, vowel typos)
 *   - `B<first4>` / `E<last4>` for tokens of >= 5 letters  (typos at the other end of the token)
 *   - `D<token minus one letter>` for tokens of 3–14 letters (SymSpell-style deletion neighbourhood:
 *     a substitution or transposition shares one such key with the query's own deletions; the query
 *     also looks itself up as a `D` key (a letter dropped) and its deletions as `T` keys (a letter
 *     added): `queryTypoKeys`). Three-letter words too (matcher 2025.29): a name of two words is
 *     retrieved only when both meet, and МЕЙ, read MEY, which the scorer pairs with MAY (0.95), met it
 *     by no other key; their two-letter keys are common and mostly over `maxPostings`. A query looks
 *     them up only for a name in another script (`tokenKeys`).
 *   - `L<letter set>` for name tokens of >= 4 letters (`letterSetKey`), looked up only by a query word
 *     written with its capital moved ("nituP", "nitPu": score.movedCapitalWords)
 *   - `T<alternative>` for each other English rendering of a glossed token (NameToken.alt: the PLANT
 *     of ЗАВОД also as WORKS and FACTORY; a query's glossed token looks them up the same way)
 *   - `T<reading>` of a Devanagari, Tamil or Sinhala name's tokens with v read b and w
 *     (`vReadings`: VIJAY also as BIJAY and WIJAY; such a query looks its readings up too:
 *     `queryVReadingKeys`)
 *   - `T<raw_i + raw_i+1>` for every adjacent token pair   (joined/split words: "JSC ARGUMENT" vs
 *     "JSCARGUMENT", "XI JIN PING" vs "XI JINPING")
 *   - cross-script skeletons (cross-script.crossKey) of name tokens, so that a name written in an abjad
 *     (Arabic, Persian, Hebrew) or a syllabic script (kana, Thai) finds its Latin-script spelling and
 *     the other way round: a Latin-script entry posts its `abjad` and `syllabic` skeletons under
 *     `XA`/`XS`, an entry written in such a script its own skeleton under `NA`/`NS`; a query written
 *     in such a script looks up `X*` and `N*` of its family. A Latin-script query looks up `MA`/`MS`
 *     only: the skeletons of entries in such a script whose record has no Latin-script name (with a
 *     `records` map at build; without one every such entry counts as its own record). A record that
 *     has a Latin-script name is found through it, so its other-script names need no look-up from a
 *     Latin query (Latin-to-Latin retrieval is unchanged, and Latin queries skip most skeleton work).
 *     A Latin token writing the Arabic article fused (ALRAHOOMI, ESSABAR) also posts its word's skeleton.
 *     A word the Arabic and Persian glossary translated is keyed by its transliteration, not by its
 *     English word (`skeletonText`: the GROUP of a listed JAMAAT posts JMT, found by جمات).
  - Korean keys (score.koreanTokenKey, `entryKoreanKeys`): a Latin-script name read as Korean posts
    the Korean key of each token under `XK`, a Hangul name of a record without a Latin-script name
    that of each syllable and of each two neighbouring syllables under `MK`; a Hangul query looks up
    `XK` (syllables and neighbouring pairs: 경환 KYUNGHWAN), a Latin query read as Korean `MK`. A
    word of a foreign name written in Hangul (foreign-hangul.ts: 데이비드 DEIBIDEU, one token) posts
    its syllabic skeleton under `NS` (and `MS`), and a Hangul query's such word looks up `XS` and `NS`.
    A Korean name written in Cyrillic (korean-cyrillic.ts: Ким Гён Хи, Kontsevich) is read as a
    Hangul one: as a query it looks up `XK` (`cyrillicKoreanKeys`), as an entry of a record without a
    Latin-script name it posts `MK`, the keys of its syllables' readings and neighbouring pairs.
 *   - pronounced readings (foreign-readings.ts): `XF` the keys of the French and English readings of
 *     a person's Latin-script name words (BOCQUET read BOKE), looked up by Cyrillic and Greek queries
 *     (Боке, `queryForeignKeys`)
 *   - abjad skeleton pairs of neighbouring name tokens (`skeletonPairKeys`) under `XP` (Latin-script
 *     entries) and `MP` (abjad entries of records without a Latin-script name): two common names
 *     (سعيد سعيد / Said SAID), or a name with a one-consonant skeleton (ضوا DAWWA), whose single
 *     skeletons are too common to create candidates or not posted at all. Queries also look up the
 *     skeleton of two neighbouring tokens written as one word (`querySkeletonPairKeys`). A kana name
 *     looks up (as a query) or posts under `MP` (a record without a Latin-script name) the pairs of its
 *     words' readings (`kanaPairKeys`: r read r or l), whose syllabic skeletons are too common alone.
 *   - `WA<skeleton>` the abjad skeleton of an organisation's Latin-script name with one informative token
 *     (AL-QAIDA), looked up by an organisation's abjad name with one informative token (القاعدة): its
 *     single skeleton key is too common to create candidates (`K_WA`)
 *   - `S<spelling key>` for name tokens of at most four letters whose spelling key differs from them
 *     (`shortSpelling`: CIM for KIM's K, YUE as IUE); a query's short token looks up its spelling key as
 *     an `S` key and as a `T` key
 *   - `F<sorted spellings>` the whole name: the spelling keys of its informative tokens, sorted
 *     (`fullNameKey`; names of two or more such tokens). Every token of "'ALI, Muhammad" is common (MUHAMMAD and ALI each
 *     head thousands of names, over `maxPostings`), and its joined pair ALIMUHAMMAD is not what "Muhammad
 *     ALI" joins to, so without this key the name written in the other order was never retrieved while
 *     hundreds of names holding "Muhammad Ali" were; the key finds a name holding exactly the query's
 *     words, in any order, whatever their frequency. A query looks it up from every token group.
 *   - `R<text>` for a token text written twice or more in the entry (سعيد سعيد, "SAID, Said", ABDUL
 *     RAHIM ABDUL LATIF): a query token repeating an earlier token of its name looks up only this key
 *     and the keys tying it to its neighbours (joined words, skeleton pairs), not its own keys again,
 *     which the earlier token already looked up: one listed SADIQ would otherwise meet both SAIDs of
 *     "Said SAID" and outrank the listed سعيد سعيد, found through their skeleton pair only.
 * A query generates the same keys (plus its own adjacent-pair concatenations, `queryTypoKeys`, and for
 * a name typed in Cyrillic the Latin H/J/X/W/YE spellings its romanisation hides: romanise.cyrillicVariants). Each key contributes
 * `keyWeight(type) * idf(key)`, idf = ln(1 + N / df), and each query token counts once per entry
 * (its best key), so rare tokens drive retrieval. Keys with more than `maxPostings` entries only
 * re-score entries already found through rarer keys (unless nothing was found).
 *
 * Output of `search`: entry ids with retrieval scores, best first, at most `limit`, and only those
 * scoring at least `minRatio` of the best one; when the index was built with groups (lists), one
 * group takes at most half of the `limit` slots while other groups' entries wait (candidates.ts). Entries met by fewer than two query tokens are
 * dropped (unless the query or the entry has a single informative token): one shared token can
 * never give a strong name score (score.ts), so such entries are not worth scoring.
 *
 * The search uses preallocated scratch arrays (one search at a time; JavaScript is single-threaded
 * and `search` is synchronous, so this is safe within one process).
 *
 * `rarity(token)` (0.35–1) is the corpus informativeness factor the screener multiplies into token
 * weights: tokens found in fewer than N/2000 names weigh 1, tokens in more than N/20 names 0.35,
 * log-linear in between.
 */
import { phoneticKey, type NameToken, type NormalisedName } from './normalise.js';
import { listQuota, selectWithQuota } from './candidates.js';
import { abjadKeys, crossFamily, crossKey, fusedArticleRest, kanaReadings } from './cross-script.js';
import { isTranscribedRaw, transcriptionKeys } from './han-transcription.js';
import { foreignHangulToken, hangulReadings } from './foreign-hangul.js';
import { KeyTable } from './key-table.js';
import { tokenReadings } from './romanise.js';
import { englishKey } from './cross-script.js';
import { computeForeignForms, foreignForms } from './foreign-readings.js';
import type { NameScript } from './scripts.js';
import { kontsevichJoinKeys, kontsevichKeys, readsKoreanCyrillic } from './korean-cyrillic.js';
import { koreanTokenKey, MOVED_MIN, movedCapitalWords, readsKoreanLatin, SPELLING_MAX, spelling } from './score.js';

const KEY_WEIGHT = { T: 1, P: 0.9, B: 0.55, E: 0.55, D: 0.7, J: 1, X: 0.7, XL: 0.3 } as const;

/** Whether a token is posted in the index (informative classes only). */
export function indexable(t: NameToken): boolean {
  return t.cls === 'name' || t.cls === 'number' || t.cls === 'generic';
}

/**
 * Keys are 53-bit numeric hashes of (key type, text) - two 32-bit FNV-1a style hashes combined - so
 * no key strings are allocated (deletion keys hash the token skipping one position). Collisions
 * (negligible at this width) could only add a spurious candidate, never lose one.
 */
function hashKey(type: number, a: string, b = '', skip = -1): number {
  let h1 = (0x811c9dc5 ^ type) >>> 0;
  let h2 = (0x01000193 ^ (type * 7919)) >>> 0;
  for (let i = 0; i < a.length; i++) {
    if (i === skip) continue;
    const c = a.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return h1 * 0x200000 + (h2 & 0x1fffff);
}

const K_T = 84; // 'T'
const K_P = 80; // 'P'
const K_B = 66; // 'B'
const K_E = 69; // 'E'
const K_D = 68; // 'D'
const K_R = 82; // 'R': a token text repeated within a name
const K_L = 76; // 'L': the letter set of a name token (`letterSetKey`)
const K_F = 70; // 'F': the whole name's informative token spellings, sorted (`fullNameKey`)
const K_S = 83; // 'S': the spelling key of a short name token (`shortSpelling`)
const K_XA = 1065; // cross-script skeletons: Latin entry (X) / non-Latin entry (N), abjad (A) / syllabic (S)
const K_XS = 1083;
const K_NA = 1165;
const K_NS = 1183;
/** Posted key ids per chunk of the build's list (a power of two). */
const PAIR_CHUNK_BITS = 18;
const PAIR_CHUNK = 1 << PAIR_CHUNK_BITS;
const EMPTY_CHUNK = new Int32Array(0);

/**
 * Skeletons of words transcribed into Han characters (han-transcription.ts), posted and looked up by
 * such names only: a kana or Thai name (K_NS) is not one of them.
 */
const K_NT = 1683;
const K_MA = 1265; // skeletons of non-Latin entries of records without a Latin-script name (Latin queries)
/**
 * Pronounced readings (foreign-readings.ts): `XF` the alphabetic keys of the French and English
 * readings of a person's Latin-script name word (BOCQUET read BOKE: PAK), looked up by Cyrillic and Greek queries with
 * their tokens' folded keys (Боке). (The other direction, a Latin query finding a record published in
 * Cyrillic or Greek only, was dropped: it cost every Latin query a reading of its words; round 13 of
 * docs/benchmarks.md.)
 */
const K_XF = 1765;
/** Scripts whose names transcribe French and English names as pronounced (`K_XF`). */
const PRONOUNCING_SCRIPTS = new Set<NameScript | undefined>(['Cyrillic', 'Greek']);
const K_MS = 1283;

/** Cross-script side of a name: 'latin', 'abjad', 'syllabic', or undefined (other scripts: no skeleton keys). */
type Side = 'latin' | 'abjad' | 'syllabic' | undefined;
function sideOf(n: NormalisedName): Side {
  if (n.abjad) return 'abjad';
  // A foreign name transcribed into Han characters is keyed in the syllabic skeleton space (han-transcription.ts).
  if (n.transcribed) return 'syllabic';
  if (n.script === undefined) return 'latin';
  const f = crossFamily(n.script);
  return f === 'abjad' || f === 'syllabic' ? f : undefined;
}

/** Whether a token gets cross-script skeleton keys (name tokens; not numbers, initials, particles). */
const skeletonable = (t: NameToken) => t.cls === 'name' || t.cls === 'generic';

/**
 * The spelling a token's abjad and syllabic skeletons are made of: a word the Arabic and Persian
 * glossary translated is keyed by its transliteration (NameToken.written: JAMAAT, not the GROUP it
 * reads, whose skeleton no Arabic-script spelling has), every other token by its text.
 */
const skeletonText = (t: NameToken) => t.written?.text ?? t.text;

/**
 * Abjad and syllabic skeletons of a Latin-script token text, memoised (the same given names and
 * surnames recur across lists and queries; the memo is emptied when it reaches 100,000 texts).
 */
const LATIN_SKELETONS = new Map<string, [string, string, string]>();
function latinSkeletons(text: string): [string, string, string] {
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
function entrySkeletonKeys(t: NameToken, side: Side, latinless: boolean, out: number[]): void {
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
function querySkeletonKeys(t: NameToken, side: Side, out: number[]): void {
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

/**
 * Whole-name abjad skeleton of an organisation's Latin-script name with one informative token (AL-QAIDA,
 * AL WATAN: `WA`), looked up by an organisation's abjad name with one informative token (القاعدة, الوطن).
 * The token's own skeleton (KT, WTN) is short and shared by thousands of names, too common to create
 * candidates, so a one-word organisation written in Arabic never reached its one-word Latin listing; a
 * one-word organisation under the same skeleton is the whole name the query writes, and there are few.
 * Organisations only: a one-word person's name (محمد) would meet every one-word MUHAMMAD.
 */
const K_WA = 1565;

/** The only informative token of a name (`indexable`), or undefined when it has none or several. */
function soleInformative(toks: NameToken[]): NameToken | undefined {
  let one: NameToken | undefined;
  for (const t of toks) {
    if (!indexable(t)) continue;
    if (one !== undefined) return undefined;
    one = t;
  }
  return one;
}

/** Abjad skeleton pairs: Latin entry (X), abjad entry of a record without a Latin-script name (M). */
const K_XP = 1365;
const K_MP = 1465;
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
function entrySkeletonPairKeys(toks: NameToken[], side: Side, latinless: boolean, out: number[]): void {
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
function querySkeletonPairKeys(toks: NameToken[], side: Side): number[][] {
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
function kanaPairKeys(n: NormalisedName, type: number, each: (k: number, i: number, j: number) => void): void {
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

/**
 * Whether a token of a Hangul name (or of a Latin one read as Korean, all of whose tokens are names) is a
 * syllable: any but a number (romanised syllables may look like particles or legal forms: 도 DO, 두 DU).
 */
const syllable = (t: NameToken) => t.cls !== 'number';

/**
 * Whether a token of a Hangul name is a word of a foreign name written as one word (romanise.ts,
 * foreign-hangul.ts: 데이비드 DEIBIDEU), not a syllable of a native name.
 */
const foreignWord = (t: NameToken) => skeletonable(t) && foreignHangulToken(t.text);

/**
 * Syllabic skeletons (cross-script.crossKey 'syllabic', the key a Latin-script entry posts under `XS`
 * and a Latin query looks up under `MS`) of a word of a foreign name written in Hangul, of two
 * consonants or more, one per reading (foreign-hangul.hangulReadings): 데이비드 DEIBID -> TPT, as
 * DAVID; 빌더르스 BILDEORS -> PRTRS and, ㅂ read w, RTRS, as WILDERS.
 */
function foreignHangulSkeletons(t: NameToken): string[] {
  const out: string[] = [];
  for (const r of hangulReadings(t.text)) {
    const k = crossKey(r, 'syllabic');
    if (k.length >= 2 && !out.includes(k)) out.push(k);
  }
  return out;
}

/** Korean keys (score.koreanTokenKey): Latin entry read as Korean (X), Hangul entry of a record without a Latin-script name (M). */
const K_XK = 1075;
const K_MK = 1275;

/**
 * Korean keys an entry posts, appended to `out`: a Latin-script name read as Korean
 * (score.readsKoreanLatin: CHOI Kyunghwan, PARK Min Soo) the `XK` key of each name token; a Hangul
 * name of a record without a Latin-script name (`latinless`) the `MK` key of each syllable and of each
 * two neighbouring syllables written as one word (경환 KYUNGHWAN). The key is equal for the Revised
 * Romanization, McCune-Reischauer and the customary spellings of a syllable (cross-script.koreanKey),
 * which share no `T` or `P` key (CHOI / CHOE, KYUNGHWAN / GYEONG HWAN, SUH / SEO, WOONG / UNG).
 */
function entryKoreanKeys(n: NormalisedName, side: Side, latinless: boolean, out: number[]): void {
  const toks = n.tokens;
  if (n.script === 'Korean') {
    for (let i = 0; i < toks.length; i++) {
      // A word of a foreign name written in Hangul: its syllabic skeletons (`foreignHangulSkeletons`).
      if (foreignWord(toks[i])) {
        for (const k of foreignHangulSkeletons(toks[i])) { out.push(hashKey(K_NS, k)); if (latinless) out.push(hashKey(K_MS, k)); }
        continue;
      }
      if (!latinless || !syllable(toks[i])) continue;
      out.push(hashKey(K_MK, koreanTokenKey(toks[i])));
      if (i + 1 < toks.length && syllable(toks[i + 1]) && !foreignWord(toks[i + 1])) out.push(hashKey(K_MK, koreanTokenKey(toks[i], toks[i + 1])));
    }
  } else if (side === 'latin' && readsKoreanLatin(n)) {
    for (const t of toks) out.push(hashKey(K_XK, koreanTokenKey(t)));
  } else if (latinless && readsKoreanCyrillic(n)) {
    // A Korean name in Cyrillic (korean-cyrillic.ts: Ким Гён Хи) of a record without a Latin-script
    // name: the `MK` keys of its syllables' Kontsevich readings and of two neighbouring ones as one word.
    for (let i = 0; i < toks.length; i++) {
      for (const k of kontsevichKeys(toks[i].text)) out.push(hashKey(K_MK, k));
      if (i + 1 < toks.length) for (const k of kontsevichJoinKeys(toks[i].text, toks[i + 1].text)) out.push(hashKey(K_MK, k));
    }
  }
}

/**
 * Korean keys a query name looks up (`entryKoreanKeys`), per token as [key, weight] pairs: a Hangul
 * name the `XK` key of each syllable and, in both tokens' groups, of two neighbouring syllables as one
 * word; a Latin-script name read as Korean the `MK` key of each token (weight XL, as the other
 * `M*` keys). `skip(i)`: token i looks up no key of its own (a repeated token: `repeatsEarlier`).
 */
function queryKoreanKeys(q: NormalisedName, side: Side, skip: (i: number) => boolean): number[][] {
  const toks = q.tokens;
  const hangul = q.script === 'Korean';
  if (readsKoreanCyrillic(q)) return cyrillicKoreanKeys(toks, skip);
  if (!hangul && !(side === 'latin' && readsKoreanLatin(q))) return [];
  const out: number[][] = toks.map(() => []);
  for (let i = 0; i < toks.length; i++) {
    if (!syllable(toks[i])) continue;
    // A word of a foreign name written in Hangul looks up the syllabic skeletons of Latin-script
    // entries (`XS`) and of Hangul and kana ones (`NS`), as a kana query does (`querySkeletonKeys`).
    if (hangul && foreignWord(toks[i])) {
      if (!skip(i)) for (const k of foreignHangulSkeletons(toks[i])) out[i].push(hashKey(K_XS, k), KEY_WEIGHT.X, hashKey(K_NS, k), KEY_WEIGHT.X);
      continue;
    }
    if (!skip(i)) out[i].push(hashKey(hangul ? K_XK : K_MK, koreanTokenKey(toks[i])), hangul ? KEY_WEIGHT.X : KEY_WEIGHT.XL);
    if (hangul && i + 1 < toks.length && syllable(toks[i + 1]) && !foreignWord(toks[i + 1])) {
      const k = hashKey(K_XK, koreanTokenKey(toks[i], toks[i + 1]));
      out[i].push(k, KEY_WEIGHT.X);
      out[i + 1].push(k, KEY_WEIGHT.X);
    }
  }
  return out;
}

/**
 * Korean keys a Cyrillic query read as Korean (korean-cyrillic.readsKoreanCyrillic: Ким Гён Хи) looks
 * up, per token as [key, weight] pairs (`queryKoreanKeys`), as a Hangul query does: the `XK` key of
 * each Kontsevich reading of each token (korean-cyrillic.kontsevichKeys: ГЁН -> KYON, KYONG) and, in
 * both tokens' groups, of two neighbouring tokens read as one word (`kontsevichJoinKeys`: KYONGHUI).
 */
function cyrillicKoreanKeys(toks: NameToken[], skip: (i: number) => boolean): number[][] {
  const out: number[][] = toks.map(() => []);
  for (let i = 0; i < toks.length; i++) {
    if (!skip(i)) for (const k of kontsevichKeys(toks[i].text)) out[i].push(hashKey(K_XK, k), KEY_WEIGHT.X);
    if (i + 1 < toks.length) {
      for (const j of kontsevichJoinKeys(toks[i].text, toks[i + 1].text)) {
        const k = hashKey(K_XK, j);
        out[i].push(k, KEY_WEIGHT.X);
        out[i + 1].push(k, KEY_WEIGHT.X);
      }
    }
  }
  return out;
}

/**
 * The keys of type `type` of `text` with one letter deleted, each once (deleting either letter of a
 * doubled pair gives the same string), appended as [key, weight D] pairs to `out`.
 */
function deletionKeys(type: number, text: string, out: number[]): void {
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && text.charCodeAt(i) === text.charCodeAt(i - 1)) continue;
    out.push(hashKey(type, text, '', i), KEY_WEIGHT.D);
  }
}

/**
 * Key of the letters of a token whatever their order (`L`): an order-free hash, the sums of a mix of
 * each letter (no sort, no string). Posted for name tokens of >= `score.MOVED_MIN` letters; a query
 * looks it up only for a word written with its capital moved (score.movedCapitalWords: "nituP" mirrored
 * from a right-to-left document, "nitPu" scrambled), so other queries never meet these postings.
 */
function letterSetKey(text: string): number {
  let h1 = (0x811c9dc5 ^ K_L ^ text.length) >>> 0;
  let h2 = (0x01000193 ^ (K_L * 7919)) >>> 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = (h1 + Math.imul(c ^ 0x5bd1e995, 0x9e3779b1)) >>> 0;
    h2 = (h2 + Math.imul(c ^ 0x27d4eb2f, 0x85ebca6b)) >>> 0;
  }
  h1 = Math.imul(h1 ^ (h1 >>> 15), 0x01000193) >>> 0;
  return h1 * 0x200000 + (h2 & 0x1fffff);
}

/**
 * Keys of one token (see module doc), appended as [key, weight] pairs to the flat array `out`.
 * `shortDeletions`: a three-letter word's deletions too (the index posts them; a query looks them up
 * only for a name in another script: two Latin three-letter words one letter apart are no pair for the
 * scorer, and these keys' postings are long).
 */
function tokenKeys(t: NameToken, out: number[], shortDeletions = true): void {
  out.push(hashKey(K_T, t.text), KEY_WEIGHT.T);
  if (t.cls === 'number') return;
  if (t.key.length >= 2) out.push(hashKey(K_P, t.key), KEY_WEIGHT.P);
  const n = t.text.length;
  if (n >= 5) {
    out.push(hashKey(K_B, t.text.slice(0, 4)), KEY_WEIGHT.B);
    out.push(hashKey(K_E, t.text.slice(-4)), KEY_WEIGHT.E);
  }
  // Deletion neighbourhood (one letter deleted): any single edit - substitution, insertion,
  // deletion, transposition - leaves the two tokens sharing one of these keys.
  if (n >= (shortDeletions ? 3 : 4) && n <= 14) deletionKeys(K_D, t.text, out);
}

/**
 * The query side of the deletion neighbourhood (SymSpell: Garbe 2012): a query token one letter short of
 * a listed token (a dropped letter) is itself one of that token's `D` keys, and a query token one letter
 * long (a doubled or inserted letter) becomes the listed token's exact text `T` when that letter is
 * deleted. `tokenKeys` already pairs the two sides' deletions (substitution, transposition); these two
 * look-ups add the deletion and insertion typos. Lengths mirror the posted `D` keys (tokens of 3–14;
 * a three-letter query is a `D` key of four-letter tokens, its own deletions are in `tokenKeys`).
 */
function queryTypoKeys(t: NameToken, out: number[]): void {
  if (t.cls === 'number') return;
  const n = t.text.length;
  if (n >= 3 && n <= 13) out.push(hashKey(K_D, t.text), KEY_WEIGHT.D);
  if (n >= 5 && n <= 15) deletionKeys(K_T, t.text, out);
}

/** Exact and phonetic keys of the Latin spellings a romanised Cyrillic token may stand for (romanise.cyrillicVariants). */
function queryCyrillicKeys(t: NameToken, out: number[]): void {
  if (t.cls === 'number') return;
  for (const v of tokenReadings(t)) {
    out.push(hashKey(K_T, v), KEY_WEIGHT.P);
    const k = phoneticKey(v);
    if (k.length >= 2) out.push(hashKey(K_P, k), KEY_WEIGHT.P);
  }
}

/**
 * Pronounced-reading look-ups of a Cyrillic or Greek query token (`K_XF`; foreign-readings.ts): the
 * Latin readings keyed like its fold (Боке BOKE finds BOCQUET) and the phonetic key of its fold
 * (Ντέιβιντ DEIVIND, folded DEIVID, finds DAVID).
 */
function queryForeignKeys(t: NameToken, script: NameScript | undefined, out: number[]): void {
  if (!PRONOUNCING_SCRIPTS.has(script) || !skeletonable(t)) return;
  const f = foreignForms(t);
  if (f.foldKey.length >= 2) out.push(hashKey(K_XF, f.foldKey), KEY_WEIGHT.P);
  const pk = phoneticKey(f.fold);
  if (pk !== t.key && pk.length >= 2) out.push(hashKey(K_P, pk), KEY_WEIGHT.P);
}

/** Scripts whose romanised V (व, வ, ව) is also written B and W in Latin spellings (`vReadings`). */
const V_READ_AS_B_AND_W = new Set<NameScript | undefined>(['Devanagari', 'Tamil', 'Sinhala']);

/** A romanised Devanagari, Tamil or Sinhala token with every V read B and read W (none for a token without V, or a number). */
function vReadings(t: NameToken): string[] {
  if (t.cls === 'number' || !t.text.includes('V')) return [];
  return [t.text.replace(/V/g, 'B'), t.text.replace(/V/g, 'W')];
}

/**
 * Keys of the Latin spellings a romanised Devanagari, Tamil or Sinhala token may stand for: व, வ, ව,
 * romanised "v" (romanise-devanagari.ts, romanise-tamil-sinhala.ts), is also written b (Nepali: विजय
 * Bijay) and w (पासवान Paswan; Sinhalese names: Wickremesinghe, Gunawardana), so the token is
 * also looked up with every V read B and with every V read W (the letters `indicKey` folds): exact,
 * phonetic, and as a deletion form (a Latin spelling that keeps an inherent vowel the romanisation
 * dropped: NAVRAJ, NAWRAJ is NAWARAJ without an A).
 */
function queryVReadingKeys(t: NameToken, out: number[]): void {
  for (const v of vReadings(t)) {
    out.push(hashKey(K_T, v), KEY_WEIGHT.P);
    const k = phoneticKey(v);
    if (k.length >= 2) out.push(hashKey(K_P, k), KEY_WEIGHT.P);
    if (v.length >= 3 && v.length <= 13) out.push(hashKey(K_D, v), KEY_WEIGHT.D);
  }
}

/**
 * Whether token i of a name is an indexable token whose text an earlier indexable token of the name
 * already has (the `R` key of the module doc). Names have a handful of tokens: a scan, no set.
 */
function repeatsEarlier(toks: NameToken[], i: number): boolean {
  const t = toks[i];
  if (!indexable(t)) return false;
  for (let j = 0; j < i; j++) if (toks[j].text === t.text && indexable(toks[j])) return true;
  return false;
}

/**
 * The spelling key (normalise.spellingKey: C/K, Q/K, Y/I, EE/I, OO/U, KH/H...) of an indexed token of at
 * most `SPELLING_MAX` letters (the scorer compares such tokens by it; name and generic tokens alike, not
 * numbers: the build's key memo is keyed on the text, not the class), else undefined. Such tokens'
 * phonetic keys are too short to post or to trust (KIM's is KAM, CIM's SAM), so without it CIM never
 * met KIM, nor LAY LAI, KHAQ HAQ or IUE YUE, and the scorer, which pairs them, never saw the listed name.
 */
function shortSpelling(t: NameToken): string | undefined {
  return t.cls === 'number' || t.text.length > SPELLING_MAX ? undefined : spelling(t);
}

/** An entry's `S` key: its short token's spelling key, when it differs from the token (`shortSpelling`). */
function entrySpellingKey(t: NameToken, out: number[]): void {
  const s = shortSpelling(t);
  if (s !== undefined && s !== t.text) out.push(hashKey(K_S, s), KEY_WEIGHT.P);
}

/**
 * A query's spelling look-ups (`shortSpelling`): its spelling key as a token (CIM finds KIM) and as an
 * `S` key (KIM finds a listed CIM; IUE finds YUE, both IUE).
 */
function querySpellingKeys(t: NameToken, out: number[]): void {
  const s = shortSpelling(t);
  if (s === undefined) return;
  out.push(hashKey(K_S, s), KEY_WEIGHT.P);
  if (s !== t.text) out.push(hashKey(K_T, s), KEY_WEIGHT.P);
}

/**
 * Key of a whole name: the spelling keys (normalise.spellingKey: KH/H, EE/I, OO/U, Y/I, C/K...) of its
 * informative tokens (`indexable`; numbers as written), sorted and joined by a space, so that any order
 * of the same words, and any of these spellings of them, gives one key: "Mukhammad 'ALI", "Muhammad
 * 'ALI" and "'ALI, Muhammad" share one, as do "Mohammed SAIDI" and "SAEEDI, Mohammed". -1 for names of
 * fewer than two such tokens (a one-word name is its own `T` key).
 */
function fullNameKey(toks: NameToken[]): number {
  const texts: string[] = [];
  for (const t of toks) if (indexable(t)) texts.push(t.cls === 'number' ? t.text : spelling(t));
  return texts.length >= 2 ? hashKey(K_F, texts.sort().join(' ')) : -1;
}

/** Key of the concatenation of two adjacent tokens (joined words), or -1 when too short. */
function joinKey(a: NameToken, b: NameToken): number {
  return a.raw.length + b.raw.length >= 5 ? hashKey(K_T, a.raw, b.raw) : -1;
}

export interface SearchHit {
  entry: number;
  score: number;
}

/** Hits up to this many are sorted by insertion (`sortHits`), longer runs merged. */
const INSERTION_MAX = 24;
let hitScratch: SearchHit[] = [];

/**
 * Whether hit a comes before hit b: a higher retrieval score, then (equal scores) the lower entry id.
 * A total order of the hits themselves, so the candidates a search keeps do not depend on the order
 * in which its keys met them.
 */
function before(a: SearchHit, b: SearchHit): boolean {
  return a.score > b.score || (a.score === b.score && a.entry < b.entry);
}

/**
 * Sorts hits best first (`before`) without a comparator call per comparison (a search sorts tens to
 * hundreds of hits): insertion sort for short runs, merged bottom-up.
 */
function sortHits(h: SearchHit[]): void {
  const n = h.length;
  for (let lo = 0; lo < n; lo += INSERTION_MAX) {
    const hi = Math.min(n, lo + INSERTION_MAX);
    for (let i = lo + 1; i < hi; i++) {
      const x = h[i];
      let j = i - 1;
      while (j >= lo && before(x, h[j])) { h[j + 1] = h[j]; j--; }
      h[j + 1] = x;
    }
  }
  if (n <= INSERTION_MAX) return;
  if (hitScratch.length < n) hitScratch = new Array<SearchHit>(n);
  let src = h;
  let dst = hitScratch;
  for (let width = INSERTION_MAX; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) dst[k++] = before(src[j], src[i]) ? src[j++] : src[i++];
      while (i < mid) dst[k++] = src[i++];
      while (j < hi) dst[k++] = src[j++];
    }
    const t = src;
    src = dst;
    dst = t;
  }
  if (src !== h) for (let i = 0; i < n; i++) h[i] = src[i];
  // Let the scratch array not keep the hits alive.
  for (let i = 0; i < n; i++) hitScratch[i] = undefined as unknown as SearchHit;
}

export class NameIndex {
  /** key -> key id; postings of key id k are `entries[offsets[k] .. offsets[k + 1])` (ascending, deduplicated). */
  private readonly keyIds: KeyTable;
  private readonly offsets: Int32Array;
  private readonly entries: Int32Array;
  /** Number of entries indexed. */
  readonly size: number;
  /**
   * Search scratch state: `mark[e]` tells the search that last met entry e (a tag, the high bits) and
   * e's slot in that search (the low `slotBits` bits). Only this array (4 bytes per entry) is read at
   * random, once per posting; the rest of an entry's state is held in its slot (`slot*` arrays, slots
   * numbered in the order entries are first met, so a search reads only the first few slots, in
   * cache): the 32 bytes per entry read at random before cost a cache miss for most postings.
   */
  private readonly mark: Int32Array;
  private readonly slotBits: number;
  /** Tag of the current search (1 .. 2^(31 - slotBits) - 1; 0: never met). */
  private tag = 0;
  /** Per slot: the token group that last met it (stamp), where that group's best key weight for it is in the search's key list, its accumulated retrieval score, the number of groups that met it. */
  private readonly slotGroup: Int32Array;
  private readonly slotBest: Int32Array;
  private readonly slotScore: Float64Array;
  private readonly slotCount: Uint8Array;
  /** One bit per entry: the entry has two informative (indexable) tokens or more. */
  private readonly multi: Uint32Array;
  /** Group (list) of each entry, for the per-list quota of `search`; undefined: one group. */
  private readonly groups: ArrayLike<number> | undefined;
  /** Entries met during a search by slot, and the slots met by the current token group (scratch, `size` each). */
  private readonly touched: Int32Array;
  private readonly groupTouched: Int32Array;
  /** One bit per entry: met by an earlier token group of the current search (scratch, cleared after). */
  private readonly metBits: Uint32Array;

  private constructor(keyIds: KeyTable, offsets: Int32Array, entries: Int32Array, size: number, informative: Uint8Array, groups?: ArrayLike<number>) {
    this.groups = groups;
    this.keyIds = keyIds;
    this.offsets = offsets;
    this.entries = entries;
    this.size = size;
    this.multi = new Uint32Array((size >>> 5) + 1);
    for (let e = 0; e < size; e++) if (informative[e] >= 2) this.multi[e >>> 5] |= 1 << (e & 31);
    // The search scratch is carved from one buffer of 32 bytes per entry, allocated as the single state
    // array it replaced was: with several smaller buffers the bench's peak RSS rose (the garbage of the
    // build was more often still uncollected when the queries began).
    const scratch = new ArrayBuffer(size * 32);
    this.slotScore = new Float64Array(scratch, 0, size);
    this.mark = new Int32Array(scratch, size * 8, size);
    this.slotGroup = new Int32Array(scratch, size * 12, size);
    this.slotBest = new Int32Array(scratch, size * 16, size);
    this.slotCount = new Uint8Array(scratch, size * 20, size);
    this.slotBits = 32 - Math.clz32(size);
    this.touched = new Int32Array(size);
    this.groupTouched = new Int32Array(size);
    this.metBits = new Uint32Array((size >>> 5) + 1);
  }

  /**
   * Build the index over normalised names (entry id = position in the array). `groups[e]` is the
   * group (list) of entry e: `search` then keeps each group to its quota (candidates.ts).
   * `records[e]` is the record of entry e (which names belong together, for the `M*` skeleton keys).
   *
   * The keys of a token depend only on its text, its phonetic key, whether it is a number and the
   * script side of its name, so they are computed and interned once per distinct token (the same
   * given names and surnames recur: the full list corpus indexes about 300,000 tokens of 48,000 texts)
   * and reused as key ids; only abjad and syllabic names (whose skeleton keys also depend on the
   * record) and adjacent-pair keys are hashed for each entry. Should `tokenKeys` or
   * `entrySkeletonKeys` ever read another token field, the memo below must be keyed on it too.
   */
  static build(names: NormalisedName[], groups?: ArrayLike<number>, records?: ArrayLike<number>): NameIndex {
    // Records with a Latin-script name (module doc: their other-script names get no `M*` keys).
    const withLatin = new Set<number>();
    if (records) for (let e = 0; e < names.length; e++) if (sideOf(names[e]) === 'latin') withLatin.add(records[e]);
    const keyIds = new KeyTable(names.length * 4);
    let lastEntry = new Int32Array(1 << 16);
    // The key ids posted by each entry, entry after entry, in fixed-size chunks (growing one array
    // by doubling held the old and the new copy at once); `entryStart[e]` is where entry e's begin.
    const chunks: Int32Array[] = [];
    let chunk = new Int32Array(PAIR_CHUNK);
    chunks.push(chunk);
    let inChunk = 0;
    let np = 0;
    const entryStart = new Int32Array(names.length + 1);
    let e = 0;
    /** Posts key id `id` for entry `e` (once per entry). */
    const post = (id: number) => {
      if (id >= lastEntry.length) {
        const grown = new Int32Array(lastEntry.length * 2);
        grown.set(lastEntry);
        lastEntry = grown;
      }
      // Stored as entry + 1 so that the zero-filled array means "no entry yet".
      if (lastEntry[id] === e + 1) return;
      lastEntry[id] = e + 1;
      if (inChunk === PAIR_CHUNK) { chunk = new Int32Array(PAIR_CHUNK); chunks.push(chunk); inChunk = 0; }
      chunk[inChunk++] = id;
      np++;
    };
    // Key ids per token text for the three cases whose keys depend on the text alone (method doc):
    // numbers, name/generic tokens of Latin-script names, name/generic tokens of names in a script
    // without skeletons. A memo entry m holds `memoIds[memoStart[m] .. memoStart[m + 1])` and the
    // phonetic key they were made from (a token whose key differs is hashed).
    const memo = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
    const memoKey: string[] = [];
    const memoStart: number[] = [0];
    const memoIds: number[] = [];
    const keys: number[] = [];
    // Key ids of a word's pronounced readings (`K_XF`), by word text. The readings are computed here
    // and kept nowhere else: the scorer reads them for the few list words that meet a Cyrillic or
    // Greek query (about 20 MB less after the build).
    const readingMemo = new Map<string, number[]>();
    const readingIds = (text: string): number[] => {
      let ids = readingMemo.get(text);
      if (ids === undefined) {
        const f = computeForeignForms(text);
        ids = [];
        for (const k of f.readingKeys) if (k.length >= 2 && k !== f.foldKey) ids.push(keyIds.intern(hashKey(K_XF, k)));
        readingMemo.set(text, ids);
      }
      return ids;
    };
    const informative = new Uint8Array(names.length);
    for (e = 0; e < names.length; e++) {
      entryStart[e] = np;
      const toks = names[e].tokens;
      const side = sideOf(names[e]);
      let any = false;
      const latinless = side !== 'latin' && !(records && withLatin.has(records[e]));
      for (const t of toks) {
        if (!indexable(t)) continue;
        any = true;
        if (informative[e] < 255) informative[e]++;
        // (A glossed token keyed by its transliteration is not memoised: the memo is keyed on the text.)
        const m = t.cls === 'number' ? 0 : t.written !== undefined ? -1 : side === 'latin' ? 1 : side === undefined ? 2 : -1;
        const cached = m >= 0 ? memo[m].get(t.text) : undefined;
        if (cached !== undefined && memoKey[cached] === t.key) {
          for (let i = memoStart[cached], end = memoStart[cached + 1]; i < end; i++) post(memoIds[i]);
          continue;
        }
        keys.length = 0;
        tokenKeys(t, keys);
        entrySpellingKey(t, keys);
        entrySkeletonKeys(t, side, latinless, keys);
        if (t.cls === 'name' && t.text.length >= MOVED_MIN) keys.push(letterSetKey(t.text), KEY_WEIGHT.D);
        const remember = m >= 0 && cached === undefined;
        for (let i = 0; i < keys.length; i += 2) {
          const id = keyIds.intern(keys[i]);
          if (remember) memoIds.push(id);
          post(id);
        }
        if (remember) {
          memo[m].set(t.text, memoKey.length);
          memoKey.push(t.key);
          memoStart.push(memoIds.length);
        }
      }
      // A glossed word's other English renderings (NameToken.alt), as exact tokens: the entry's ЗАВОД,
      // read PLANT, is found by a query's WORKS. (After the memo: it is keyed on the text, not `alt`.)
      for (const t of toks) if (t.alt !== undefined && indexable(t)) for (const w of t.alt) post(keyIds.intern(hashKey(K_T, w)));
      // A person's Latin-script name: its words' pronounced readings (`K_XF`), once per word text.
      if (side === 'latin' && !names[e].org) for (const t of toks) if (t.cls === 'name' && skeletonable(t)) for (const id of readingIds(t.text)) post(id);
      // A Devanagari, Tamil or Sinhala name's tokens with v read b and w, as exact tokens (`vReadings`):
      // a Latin query's BIJAY finds the entry's VIJAY, and its deletion forms (NAWRAJ of NAWARAJ) NAVRAJ.
      if (V_READ_AS_B_AND_W.has(names[e].script)) for (const t of toks) if (indexable(t)) for (const w of vReadings(t)) post(keyIds.intern(hashKey(K_T, w)));
      // Names made only of legal forms/particles/initials are still findable by their tokens.
      if (!any) for (const t of toks) post(keyIds.intern(hashKey(K_T, t.text)));
      for (let i = 1; i < toks.length; i++) if (repeatsEarlier(toks, i)) post(keyIds.intern(hashKey(K_R, toks[i].text)));
      const full = fullNameKey(toks);
      if (full >= 0) post(keyIds.intern(full));
      for (let i = 0; i + 1 < toks.length; i++) {
        const k = joinKey(toks[i], toks[i + 1]);
        if (k >= 0) post(keyIds.intern(k));
      }
      if (side === 'latin' || (side === 'abjad' && latinless)) {
        keys.length = 0;
        entrySkeletonPairKeys(toks, side, latinless, keys);
        for (const k of keys) post(keyIds.intern(k));
      }
      // A kana name of a record without a Latin-script name: its readings' skeleton pairs (`kanaPairKeys`).
      if (latinless && names[e].script === 'Japanese') kanaPairKeys(names[e], K_MP, (k) => post(keyIds.intern(k)));
      keys.length = 0;
      entryKoreanKeys(names[e], side, latinless, keys);
      for (const k of keys) post(keyIds.intern(k));
      if (side === 'latin' && informative[e] === 1 && names[e].org) {
        const one = soleInformative(toks);
        if (one !== undefined && skeletonable(one)) {
          const [a, , r] = latinSkeletons(skeletonText(one));
          if (a.length >= 2) post(keyIds.intern(hashKey(K_WA, a)));
          if (r.length >= 2) post(keyIds.intern(hashKey(K_WA, r)));
        }
      }
    }
    entryStart[names.length] = np;
    // Counting sort of (key, entry) pairs into CSR arrays; entries stay ascending within a key.
    const nk = keyIds.size;
    const offsets = new Int32Array(nk + 1);
    for (let c = 0; c < chunks.length; c++) {
      const ch = chunks[c];
      const n = c === chunks.length - 1 ? inChunk : PAIR_CHUNK;
      for (let i = 0; i < n; i++) offsets[ch[i] + 1]++;
    }
    for (let k = 0; k < nk; k++) offsets[k + 1] += offsets[k];
    const fill = offsets.slice(0, nk);
    const entries = new Int32Array(np);
    for (let en = 0, p = 0; en < names.length; en++) {
      for (const end = entryStart[en + 1]; p < end; p++) {
        const c = p >>> PAIR_CHUNK_BITS;
        const id = chunks[c][p & (PAIR_CHUNK - 1)];
        entries[fill[id]++] = en;
        // Let each chunk go as soon as it is read.
        if ((p & (PAIR_CHUNK - 1)) === PAIR_CHUNK - 1) chunks[c] = EMPTY_CHUNK;
      }
    }
    return new NameIndex(keyIds, offsets, entries, names.length, informative, groups);
  }

  /** Number of entries posted under a key (a `hashKey`). */
  private df(key: number): number {
    const id = this.keyIds.get(key);
    return id === undefined ? 0 : this.offsets[id + 1] - this.offsets[id];
  }

  /** Whether some indexed name holds a token with exactly this folded text. */
  holds(text: string): boolean {
    return this.df(hashKey(K_T, text)) > 0;
  }

  /** Corpus informativeness factor of a token, 0.35–1 (see module doc). */
  rarity(t: NameToken): number {
    if (this.size < 200) return 1;
    const df = Math.max(this.df(hashKey(K_T, t.text)), t.key.length >= 3 ? this.df(hashKey(K_P, t.key)) : 0);
    const lo = this.size / 2000;
    const hi = this.size / 20;
    if (df <= lo) return 1;
    if (df >= hi) return 0.35;
    return 1 - 0.65 * (Math.log(df / lo) / Math.log(hi / lo));
  }

  /**
   * Appends the keys of the [key, key-type weight] pairs in `keys` that the index holds to `found`, as
   * [key id, retrieval weight] pairs (key-type weight x idf, module doc), then -1 (the end of one query
   * token group): each key is looked up once for both passes of `search`.
   */
  private resolve(keys: number[], found: number[]): void {
    for (let i = 0; i < keys.length; i += 2) {
      const id = this.keyIds.get(keys[i]);
      if (id === undefined) continue;
      found.push(id, keys[i + 1] * Math.log(1 + this.size / (this.offsets[id + 1] - this.offsets[id])));
    }
    found.push(-1);
  }

  /**
   * Retrieve candidate entries for the query names (module doc). `limit` caps the hits returned;
   * `minRatio` drops hits scoring below that fraction of the best; `maxPostings` as described above.
   */
  search(queries: NormalisedName[], limit: number, maxPostings: number, minRatio = 0.3): SearchHit[] {
    // Key look-ups of every query token group: (key id, key weight) pairs, -1 ending each group.
    const found: number[] = [];
    let minGroups = 0;
    let nGroups = 0;
    const g: number[] = [];
    for (const q of queries) {
      const toks = q.tokens;
      const side = sideOf(q);
      const before = nGroups;
      let any = false;
      const pairKeys = querySkeletonPairKeys(toks, side);
      // A kana name: its readings' skeleton pairs, posted by Latin-script entries (`kanaPairKeys`).
      if (q.script === 'Japanese') {
        if (pairKeys.length === 0) for (let i = 0; i < toks.length; i++) pairKeys.push([]);
        kanaPairKeys(q, K_XP, (k, i, j) => { pairKeys[i].push(k, KEY_WEIGHT.X); pairKeys[j].push(k, KEY_WEIGHT.X); });
      }
      const sole = side === 'abjad' && q.org ? soleInformative(toks) : undefined;
      const koreanKeys = queryKoreanKeys(q, side, (i) => repeatsEarlier(toks, i));
      const moved = movedCapitalWords(q.original);
      const full = fullNameKey(toks);
      for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        if (!indexable(t)) continue;
        any = true;
        g.length = 0;
        if (repeatsEarlier(toks, i)) g.push(hashKey(K_R, t.text), KEY_WEIGHT.T);
        else {
          tokenKeys(t, g, q.script !== undefined);
          if (t.alt !== undefined) for (const w of t.alt) g.push(hashKey(K_T, w), KEY_WEIGHT.T);
          queryTypoKeys(t, g);
          if (t.text.length <= SPELLING_MAX && !this.holds(t.text)) querySpellingKeys(t, g);
          if (q.script === 'Cyrillic') queryCyrillicKeys(t, g);
          else if (V_READ_AS_B_AND_W.has(q.script)) queryVReadingKeys(t, g);
          queryForeignKeys(t, q.script, g);
          if (moved.length > 0 && t.cls === 'name' && moved.includes(t.text)) g.push(letterSetKey(t.text), KEY_WEIGHT.D);
          querySkeletonKeys(t, side, g);
          if (t === sole && skeletonable(t)) for (const k of abjadKeys(skeletonText(t))) if (k.length >= 2) g.push(hashKey(K_WA, k), KEY_WEIGHT.T);
        }
        // A Latin name's word joined to the particle after it (ALI + AL of "Ali AL-ZAFYR") is no written
        // form of a name, and its key met every "Ali al-X" in the lists, outranking the listed AL-ZAFIR, Ali.
        if (i + 1 < toks.length && (toks[i + 1].cls !== 'particle' || side !== 'latin')) { const k = joinKey(t, toks[i + 1]); if (k >= 0) g.push(k, KEY_WEIGHT.J); }
        if (i > 0) { const k = joinKey(toks[i - 1], t); if (k >= 0) g.push(k, KEY_WEIGHT.J); }
        if (pairKeys.length > 0) g.push(...pairKeys[i]);
        if (koreanKeys.length > 0) g.push(...koreanKeys[i]);
        if (full >= 0) g.push(full, KEY_WEIGHT.T);
        this.resolve(g, found);
        nGroups++;
      }
      if (!any) {
        for (const t of toks) {
          g.length = 0;
          g.push(hashKey(K_T, t.text), 1);
          this.resolve(g, found);
          nGroups++;
        }
      }
      minGroups = Math.max(minGroups, Math.min(2, nGroups - before));
    }
    const mark = this.mark;
    const slotGroup = this.slotGroup;
    const slotBest = this.slotBest;
    const slotScore = this.slotScore;
    const slotCount = this.slotCount;
    const touched = this.touched;
    const groupTouched = this.groupTouched;
    const offsets = this.offsets;
    const postings = this.entries;
    const multi = this.multi;
    const metBits = this.metBits;
    // When the tags run out, every mark is cleared (no stale tag can equal a new one).
    const slotBits = this.slotBits;
    if (++this.tag >= 2 ** (31 - slotBits)) { mark.fill(0); this.tag = 1; }
    const tagBase = this.tag * 2 ** slotBits;
    const slotLimit = 2 ** slotBits;
    // Whether any key is too common for the first pass, and the token group with the most postings.
    let anyBig = false;
    let groupStart = 0;
    let groupLen = 0;
    let largestStart = 0;
    let largestEnd = 0;
    let largestLen = -1;
    for (let f = 0; f < found.length; f++) {
      if (found[f] < 0) {
        if (groupLen > largestLen) { largestLen = groupLen; largestStart = groupStart; largestEnd = f + 1; }
        groupStart = f + 1;
        groupLen = 0;
        continue;
      }
      const len = offsets[found[f] + 1] - offsets[found[f]];
      if (len > maxPostings) anyBig = true;
      groupLen += len;
      f++;
    }
    // Without common keys the last group is the last chance to meet an entry: one it meets first then
    // stays hit by a single group and is dropped below when two are needed (its informative tokens >= 2),
    // so its state is not read (a cache miss per posting); `metBits` tells which entries were met. The
    // group with the most postings goes last, so that most postings are so skipped (an entry's score
    // is its best key per group, summed: the order of the groups leaves it alone).
    const lastSkips = !anyBig && minGroups >= 2;
    let lastGroup = found.length;
    if (lastSkips && largestEnd < found.length) {
      const moved = found.splice(largestStart, largestEnd - largestStart);
      for (const x of moved) found.push(x);
      lastGroup = found.length - moved.length;
    } else if (lastSkips) lastGroup = largestStart;
    let nTouched = 0;
    let st = 0;
    // Two passes: rare keys may create candidates; common keys only re-score existing ones.
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1 && !anyBig) break;
      const allowNew = pass === 0 || nTouched === 0;
      for (let f = 0; f < found.length; f++) {
        st++;
        const skipNew = lastSkips && f === lastGroup;
        const firstNew = nTouched;
        let nGroup = 0;
        for (; found[f] >= 0; f += 2) {
          const id = found[f];
          const start = offsets[id];
          const end = offsets[id + 1];
          const len = end - start;
          if ((pass === 0) === len > maxPostings) continue;
          const w = found[f + 1];
          for (let i = start; i < end; i++) {
            const e = postings[i];
            if (skipNew && (metBits[e >>> 5] & (1 << (e & 31))) === 0 && (multi[e >>> 5] & (1 << (e & 31))) !== 0) continue;
            // Common keys only re-score entries already met: `metBits` (a few KB, in cache) tells them.
            if (!allowNew && (metBits[e >>> 5] & (1 << (e & 31))) === 0) continue;
            let slot = mark[e] - tagBase;
            if (slot < 0 || slot >= slotLimit) {
              // First met in this search: a new slot.
              slot = nTouched++;
              mark[e] = tagBase + slot;
              touched[slot] = e;
              slotGroup[slot] = st;
              slotBest[slot] = f + 1;
              slotScore[slot] = 0;
              slotCount[slot] = 0;
              groupTouched[nGroup++] = slot;
              continue;
            }
            if (slotGroup[slot] !== st) {
              slotGroup[slot] = st;
              slotBest[slot] = f + 1;
              groupTouched[nGroup++] = slot;
            } else if (w > found[slotBest[slot]]) {
              slotBest[slot] = f + 1;
            }
          }
        }
        // Entries first met by this group count as met for the next groups.
        for (let k = firstNew; k < nTouched; k++) { const e = touched[k]; metBits[e >>> 5] |= 1 << (e & 31); }
        for (let k = 0; k < nGroup; k++) {
          const slot = groupTouched[k];
          slotScore[slot] += found[slotBest[slot]];
          if (slotCount[slot] < 255) slotCount[slot]++;
        }
      }
    }
    for (let k = 0; k < nTouched; k++) metBits[touched[k] >>> 5] = 0;
    // A name can only reach a strong score when at least two of its informative tokens meet the
    // query (unless the query or the name has a single informative token): entries hit by fewer
    // query tokens are dropped before scoring.
    let best = 0;
    for (let k = 0; k < nTouched; k++) {
      const e = touched[k];
      const need = (multi[e >>> 5] & (1 << (e & 31))) !== 0 ? minGroups : Math.min(minGroups, 1);
      if (slotCount[k] < need) { slotScore[k] = 0; continue; }
      if (slotScore[k] > best) best = slotScore[k];
    }
    const cut = best * minRatio;
    let hits: SearchHit[] = [];
    let nHits = 0;
    for (let k = 0; k < nTouched; k++) {
      const score = slotScore[k];
      if (score > 0 && score >= cut) { hits.push({ entry: touched[k], score }); nHits++; }
    }
    sortHits(hits);
    // The count, not hits.length: reading the length of an array that may still be empty (another
    // hidden class) sent the optimised search back to the interpreter on every query without hits.
    if (nHits > limit) {
      const groups = this.groups;
      hits = groups ? selectWithQuota(hits, limit, listQuota(limit), (h) => h.entry, (h) => groups[h.entry]) : hits.slice(0, limit);
    }
    return hits;
  }
}
