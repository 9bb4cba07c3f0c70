/**
 * Korean names in Latin letters: the Korean syllable pattern (`KOREAN_WORD_RE`, `KOREAN_ONE_RE`),
 * whether a name reads as Korean (`readsKoreanLatin`, kept per name) and the memoised Korean keys of
 * tokens (`koreanKeyOf`, `koreanTokenKey`). Used by token-similarity.ts, abjad-rules.ts, candidates.ts
 * and align.ts; `readsKoreanLatin` and `koreanTokenKey` are re-exported by score.ts (index.ts).
 */
import { FEMININE_GROUP_FIRST, GIVEN_NAME_GROUPS, KOREAN_SURNAME_GROUPS, type NameToken, type NormalisedName } from '../normalise.js';
import { koreanKey } from '../cross-script.js';

/**
 * One Korean syllable in Latin letters, as the Revised Romanization of Korean (Ministry of Culture,
 * 2000), the McCune–Reischauer system (1939, written without its breves and apostrophes: ŏ, ŭ -> O, U;
 * k', t', p', ch' -> K, T, P, CH) and the customary spellings (SHIN, CHOI, SOO; PH, TH, KH for the
 * aspirates) write it: an optional initial consonant (g k kk n d t tt r l m b p pp s ss sh j jj ch h, the
 * aspirates kh th ph), a vowel with its glide (a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu
 * ui i; customary oo ou ee oi eui wee ai), a customary H after the vowel (AHN, OH, SUH, GEH, HAHN),
 * an optional final (n ng l k p m t; customary ck: HACK). A name word is one or two
 * such syllables (given names are mostly two syllables written as one word, with a hyphen, or apart:
 * Jeongeun, Jeong-eun, Jong Un).
 */
const KOREAN_SYLLABLE = '(?:KK|GG|TT|DD|PP|BB|SS|JJ|TCH|CH|SH|KH|TH|PH|[GKNDTRLMBPSJH])?'
  + '(?:YAE|YEO|YOO|YE|YA|YO|YU|WAE|WEO|WEE|WOO|WA|WO|WE|WI|WU|EUI|UI|OE|OI|AE|AI|EO|EU|OO|OU|EE|A|E|I|O|U)H?'
  + '(?:NG|CK|[NLKPMT])?';
export const KOREAN_WORD_RE = new RegExp(`^${KOREAN_SYLLABLE}(?:${KOREAN_SYLLABLE})?$`);
/** One Korean syllable alone (`KOREAN_SYLLABLE`). */
export const KOREAN_ONE_RE = new RegExp(`^${KOREAN_SYLLABLE}$`);

/**
 * `koreanKey`s of the common Korean surnames (the hundred or so borne by most Koreans: Statistics Korea,
 * 2015 census) and of the spellings of `KOREAN_SURNAME_GROUPS` (LEE/RI, PARK/PAK): KIM and GIM, CHOE
 * and CHOI, JEONG, CHUNG and CHONG share a key.
 */
export const KOREAN_SURNAME_KEYS = new Set<string>([
  'GIM', 'I', 'BAK', 'CHOE', 'JEONG', 'GANG', 'JO', 'YUN', 'JANG', 'IM', 'HAN', 'O', 'SEO', 'SIN', 'GWON',
  'HWANG', 'AN', 'SONG', 'JEON', 'HONG', 'YU', 'GO', 'MUN', 'YANG', 'SON', 'BAE', 'BAEK', 'HEO', 'NAM',
  'SIM', 'NO', 'HA', 'GWAK', 'SEONG', 'CHA', 'JU', 'WU', 'GU', 'MIN', 'NA', 'JIN', 'JI', 'EOM', 'CHAE',
  'WON', 'CHEON', 'BANG', 'GONG', 'HYEON', 'HAM', 'BYEON', 'YEOM', 'YEO', 'CHU', 'DO', 'SEOK', 'SEOL',
  'MA', 'GIL', 'YEON', 'WI', 'PYO', 'MYEONG', 'GI', 'BAN', 'RA', 'WANG', 'GEUM', 'OK', 'YUK', 'IN',
  'MAENG', 'JE', 'MO', 'TAK', 'GUK', 'EUN', 'PYEON', 'RYANG', 'RI', 'RIM', 'RYU', 'NAMGUNG', 'HWANGBO',
  'JEGAL', 'SEOMUN', 'DOKGO', 'SAGONG', 'SEONU', 'TAE', 'DAE', 'GYEONG', 'BONG', 'SA', 'BU', 'GA',
  ...KOREAN_SURNAME_GROUPS.flat(),
].map(koreanKey));

/** Whether a name was read as Korean (`readsKoreanLatin`), kept per name: list names are scored again and again. */
const KOREAN_READING = new WeakMap<NormalisedName, boolean>();
/** The name last asked about and its reading (`readsKoreanLatin`). */
let lastKoreanName: NormalisedName | undefined;
let lastKoreanReading = false;

/**
 * Whether a person name in Latin letters reads as a Korean name: two to four tokens, all names (or
 * syllables the normaliser took for particles: 을 UL, 도 DO, 대 DAE's DE), each
 * one or two Korean syllables (`KOREAN_WORD_RE`) or a spelling of a Korean surname (PARK, RHEE:
 * `koreanSurnameSpelling`), three syllables or more in all (a surname and the usual two-syllable given name: a one-syllable given name is rare, and two one-syllable tokens
 * whose lossy keys agree, KEUNG/GONG, are too little evidence), the first or the last a Korean
 * surname (`KOREAN_SURNAME_KEYS`). "Gim Jeong-eun", "Kim Jong Un", "Jeongeun Gim": true; "Anna
 * Kim": true (AN-NA are Korean syllables; harmless, it pairs only Korean spellings); "Kim Smith",
 * "Nguyen Van Kim", "Kim Keung": false. Kept on the name (`KOREAN_READING`); a name in another script is never read so.
 */
export function readsKoreanLatin(n: NormalisedName): boolean {
  // The query name is asked about for every candidate: a pointer test before the map.
  if (n === lastKoreanName) return lastKoreanReading;
  let r = KOREAN_READING.get(n);
  if (r === undefined) {
    const t = n.tokens;
    r = n.script === undefined && t.length >= 2 && t.length <= 4
      && t.every((x) => (x.cls === 'name' || x.cls === 'particle') && x.text.length <= 12 && (KOREAN_WORD_RE.test(x.text) || koreanSurnameSpelling(x)))
      && (t.length >= 3 || !oneKoreanSyllable(t[0]) || !oneKoreanSyllable(t[1]))
      && (KOREAN_SURNAME_KEYS.has(koreanKeyOf(t[0].text)) || KOREAN_SURNAME_KEYS.has(koreanKeyOf(t[t.length - 1].text)));
    KOREAN_READING.set(n, r);
  }
  lastKoreanName = n;
  lastKoreanReading = r;
  return r;
}

/** `koreanKey` by folded text, for `koreanLatinCands` (Korean names repeat their syllables: KIM, JONG); bounded. */
const KOREAN_KEYS = new Map<string, string>();
const KOREAN_KEYS_MAX = 8192;

/** `cross-script.koreanKey` of a folded text, memoised (`KOREAN_KEYS`). */
export function koreanKeyOf(text: string): string {
  let k = KOREAN_KEYS.get(text);
  if (k === undefined) {
    if (KOREAN_KEYS.size >= KOREAN_KEYS_MAX) KOREAN_KEYS.clear();
    k = koreanKey(text);
    KOREAN_KEYS.set(text, k);
  }
  return k;
}

/**
 * Korean key of a name token for the index (index.ts `XK` / `MK` keys): the `koreanKey` of the first
 * spelling of its `KOREAN_SURNAME_GROUPS` line (YI, RHEE, RI -> LEE: spellings no key merges), else of
 * its text; `next`: of the token and the next one written as one word (경환 KYUNGHWAN).
 */
export function koreanTokenKey(t: NameToken, next?: NameToken): string {
  if (next !== undefined) return koreanKeyOf(t.text + next.text);
  return koreanKeyOf(koreanSurnameSpelling(t) ? KOREAN_SURNAME_GROUPS[t.group! - GIVEN_NAME_GROUPS.length][0] : t.text);
}

/** Whether a token is one Korean syllable (`KOREAN_ONE_RE`) or a Korean surname spelling (`koreanSurnameSpelling`). */
const oneKoreanSyllable = (t: NameToken) => KOREAN_ONE_RE.test(t.text) || koreanSurnameSpelling(t);

/** Whether a token is a spelling of a `KOREAN_SURNAME_GROUPS` line (PARK, RHEE: not all fit `KOREAN_SYLLABLE`). */
export function koreanSurnameSpelling(t: NameToken): boolean {
  return t.group !== undefined && t.group >= GIVEN_NAME_GROUPS.length && t.group < FEMININE_GROUP_FIRST;
}
