/**
 * The keys of the name index (index.ts): how each token and name of an entry is posted, and what a
 * query looks up. This file holds the key hashing, the key types and the keys of Latin-script tokens;
 * the cross-script skeleton keys are in index-skeleton-keys.ts, the Korean keys in index-korean-keys.ts.
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
 * - Korean keys (score.koreanTokenKey, `entryKoreanKeys`): a Latin-script name read as Korean posts
 *   the Korean key of each token under `XK`, a Hangul name of a record without a Latin-script name
 *   that of each syllable and of each two neighbouring syllables under `MK`; a Hangul query looks up
 *   `XK` (syllables and neighbouring pairs: 경환 KYUNGHWAN), a Latin query read as Korean `MK`. A
 *   word of a foreign name written in Hangul (foreign-hangul.ts: 데이비드 DEIBIDEU, one token) posts
 *   its syllabic skeleton under `NS` (and `MS`), and a Hangul query's such word looks up `XS` and `NS`.
 *   A Korean name written in Cyrillic (korean-cyrillic.ts: Ким Гён Хи, Kontsevich) is read as a
 *   Hangul one: as a query it looks up `XK` (`cyrillicKoreanKeys`), as an entry of a record without a
 *   Latin-script name it posts `MK`, the keys of its syllables' readings and neighbouring pairs.
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
 *   - `G<form>` for a person's name word of the given-name table, its form (`givenNameFormKey`:
 *     BOB finds ROBERT, MIKE MICHAEL; one form, not the whole group of cognates); a query looks it up
 *     for its words that have one
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
 */
import { phoneticKey, type NameToken } from './normalise.js';
import { foreignForms } from './foreign-readings.js';
import { tokenReadings } from './romanise.js';
import type { NameScript } from './scripts.js';
import { SPELLING_MAX, spelling } from './score.js';

export const KEY_WEIGHT = { T: 1, P: 0.9, B: 0.55, E: 0.55, D: 0.7, J: 1, X: 0.7, XL: 0.3 } as const;

/** Whether a token is posted in the index (informative classes only). */
export function indexable(t: NameToken): boolean {
  return t.cls === 'name' || t.cls === 'number' || t.cls === 'generic';
}

/**
 * Keys are 53-bit numeric hashes of (key type, text) - two 32-bit FNV-1a style hashes combined - so
 * no key strings are allocated (deletion keys hash the token skipping one position). Collisions
 * (negligible at this width) could only add a spurious candidate, never lose one.
 */
export function hashKey(type: number, a: string, b = '', skip = -1): number {
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

export const K_T = 84; // 'T'
export const K_P = 80; // 'P'
const K_B = 66; // 'B'
const K_E = 69; // 'E'
const K_D = 68; // 'D'
export const K_R = 82; // 'R': a token text repeated within a name
const K_L = 76; // 'L': the letter set of a name token (`letterSetKey`)
const K_F = 70; // 'F': the whole name's informative token spellings, sorted (`fullNameKey`)
const K_S = 83; // 'S': the spelling key of a short name token (`shortSpelling`)
const K_G = 71; // 'G': a person's name word's given-name form (`givenNameFormKey`)
export const K_XA = 1065; // cross-script skeletons: Latin entry (X) / non-Latin entry (N), abjad (A) / syllabic (S)
export const K_XS = 1083;
export const K_NA = 1165;
export const K_NS = 1183;

/**
 * Skeletons of words transcribed into Han characters (han-transcription.ts), posted and looked up by
 * such names only: a kana or Thai name (K_NS) is not one of them.
 */
export const K_NT = 1683;
export const K_MA = 1265; // skeletons of non-Latin entries of records without a Latin-script name (Latin queries)
/**
 * Pronounced readings (foreign-readings.ts): `XF` the alphabetic keys of the French and English
 * readings of a person's Latin-script name word (BOCQUET read BOKE: PAK), looked up by Cyrillic and Greek queries with
 * their tokens' folded keys (Боке). (The other direction, a Latin query finding a record published in
 * Cyrillic or Greek only, was dropped: it cost every Latin query a reading of its words; round 13 of
 * docs/benchmarks.md.)
 */
export const K_XF = 1765;
/** Scripts whose names transcribe French and English names as pronounced (`K_XF`). */
const PRONOUNCING_SCRIPTS = new Set<NameScript | undefined>(['Cyrillic', 'Greek']);
export const K_MS = 1283;

/**
 * Whole-name abjad skeleton of an organisation's Latin-script name with one informative token (AL-QAIDA,
 * AL WATAN: `WA`), looked up by an organisation's abjad name with one informative token (القاعدة, الوطن).
 * The token's own skeleton (KT, WTN) is short and shared by thousands of names, too common to create
 * candidates, so a one-word organisation written in Arabic never reached its one-word Latin listing; a
 * one-word organisation under the same skeleton is the whole name the query writes, and there are few.
 * Organisations only: a one-word person's name (محمد) would meet every one-word MUHAMMAD.
 */
export const K_WA = 1565;

/** Abjad skeleton pairs: Latin entry (X), abjad entry of a record without a Latin-script name (M). */
export const K_XP = 1365;
export const K_MP = 1465;

/** Korean keys (score.koreanTokenKey): Latin entry read as Korean (X), Hangul entry of a record without a Latin-script name (M). */
export const K_XK = 1075;
export const K_MK = 1275;

/** Whether a token gets cross-script skeleton keys (name tokens; not numbers, initials, particles). */
export const skeletonable = (t: NameToken) => t.cls === 'name' || t.cls === 'generic';

/** The only informative token of a name (`indexable`), or undefined when it has none or several. */
export function soleInformative(toks: NameToken[]): NameToken | undefined {
  let one: NameToken | undefined;
  for (const t of toks) {
    if (!indexable(t)) continue;
    if (one !== undefined) return undefined;
    one = t;
  }
  return one;
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
export function letterSetKey(text: string): number {
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
export function tokenKeys(t: NameToken, out: number[], shortDeletions = true): void {
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
 * `G<form>`: the form of a person's name word in the given-name equivalence table (NameToken.form:
 * normalise/given-names.ts, and the Korean surname spellings), posted by every entry word that has one
 * and looked up by every query word that has one. A short form of a given name shares no letters' key
 * with it (BOB / ROBERT, MIKE / MICHAEL, JIM / JAMES, PAT / PATRICK), and a name of two words is
 * retrieved only when both meet: "Bob Mugabe" never met "MUGABE, Robert Gabriel". One form, not the
 * whole group: another language's form is a cognate, weak evidence (JOHN / JUAN: score.ts), which
 * alone should not make a candidate.
 */
export function givenNameFormKey(form: number): number {
  return hashKey(K_G, String(form));
}

/**
 * The query side of the deletion neighbourhood (SymSpell: Garbe 2012): a query token one letter short of
 * a listed token (a dropped letter) is itself one of that token's `D` keys, and a query token one letter
 * long (a doubled or inserted letter) becomes the listed token's exact text `T` when that letter is
 * deleted. `tokenKeys` already pairs the two sides' deletions (substitution, transposition); these two
 * look-ups add the deletion and insertion typos. Lengths mirror the posted `D` keys (tokens of 3–14;
 * a three-letter query is a `D` key of four-letter tokens, its own deletions are in `tokenKeys`).
 */
export function queryTypoKeys(t: NameToken, out: number[]): void {
  if (t.cls === 'number') return;
  const n = t.text.length;
  if (n >= 3 && n <= 13) out.push(hashKey(K_D, t.text), KEY_WEIGHT.D);
  if (n >= 5 && n <= 15) deletionKeys(K_T, t.text, out);
}

/** Exact and phonetic keys of the Latin spellings a romanised Cyrillic token may stand for (romanise.cyrillicVariants). */
export function queryCyrillicKeys(t: NameToken, out: number[]): void {
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
export function queryForeignKeys(t: NameToken, script: NameScript | undefined, out: number[]): void {
  if (!PRONOUNCING_SCRIPTS.has(script) || !skeletonable(t)) return;
  const f = foreignForms(t);
  if (f.foldKey.length >= 2) out.push(hashKey(K_XF, f.foldKey), KEY_WEIGHT.P);
  const pk = phoneticKey(f.fold);
  if (pk !== t.key && pk.length >= 2) out.push(hashKey(K_P, pk), KEY_WEIGHT.P);
}

/** Scripts whose romanised V (व, வ, ව) is also written B and W in Latin spellings (`vReadings`). */
export const V_READ_AS_B_AND_W = new Set<NameScript | undefined>(['Devanagari', 'Tamil', 'Sinhala']);

/** A romanised Devanagari, Tamil or Sinhala token with every V read B and read W (none for a token without V, or a number). */
export function vReadings(t: NameToken): string[] {
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
export function queryVReadingKeys(t: NameToken, out: number[]): void {
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
export function repeatsEarlier(toks: NameToken[], i: number): boolean {
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
export function entrySpellingKey(t: NameToken, out: number[]): void {
  const s = shortSpelling(t);
  if (s !== undefined && s !== t.text) out.push(hashKey(K_S, s), KEY_WEIGHT.P);
}

/**
 * A query's spelling look-ups (`shortSpelling`): its spelling key as a token (CIM finds KIM) and as an
 * `S` key (KIM finds a listed CIM; IUE finds YUE, both IUE).
 */
export function querySpellingKeys(t: NameToken, out: number[]): void {
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
export function fullNameKey(toks: NameToken[]): number {
  const texts: string[] = [];
  for (const t of toks) if (indexable(t)) texts.push(t.cls === 'number' ? t.text : spelling(t));
  return texts.length >= 2 ? hashKey(K_F, texts.sort().join(' ')) : -1;
}

/** Key of the concatenation of two adjacent tokens (joined words), or -1 when too short. */
export function joinKey(a: NameToken, b: NameToken): number {
  return a.raw.length + b.raw.length >= 5 ? hashKey(K_T, a.raw, b.raw) : -1;
}
