/**
 * Foreign names written in Hangul (pure, no I/O): 데이비드 캐머런 (David Cameron), 이반 코스토프 (Ivan
 * Kostov), 헤이르트 빌더르스 (Geert Wilders).
 *
 * Korean writes a foreign name by the Korean foreign-word transcription rules (외래어 표기법, Ministry of
 * Education notice 85-11, 1986; National Institute of Korean Language): one Hangul syllable per
 * syllable of the foreign word, and a consonant that has no vowel after it in the foreign word (a
 * cluster, a final consonant) takes the epenthetic vowel ㅡ eu (art. 3 of the English table: 드 d,
 * 스 s, 르 r, 트 t, 프 f/p, 크 k: DAVID 데이비드, KOSTOV 코스토프, WILDERS 빌더르스); b and v are both
 * ㅂ, p and f both ㅍ, l and r both ㄹ, final n and ng ㄴ and ㅇ. So such a word, romanised one
 * syllable at a time (Revised Romanization) and read in the consonant skeleton of the syllabic family
 * (cross-script.crossKey 'syllabic': vowels dropped, the epenthetic ones with them; f/p/b/v, l/r
 * merged), meets its Latin spelling: 데이비드 DEIBIDEU -> TPT = DAVID; 캐머런 KAEMEOREON -> KMRN =
 * CAMERON. The romanised word is written without the epenthetic vowels (`romaniseForeignHangulWord`:
 * 데이비드 "deibid"), so that the scorer can also tell where the foreign word had a vowel
 * (cross-script.vowelSkeleton).
 *
 * Native Korean names are written otherwise: one word of two to four syllables (김정은), or the
 * surname and the given name apart (김 정은, 남궁 민수), from syllables that never carry the epenthetic
 * ㅡ. A name is read as a foreign transcription (`readsForeignHangul`) when
 *   (a) a word of two syllables or more holds an epenthetic syllable (a consonant with ㅡ and no
 *       final: 드 스 르 트 프 크 브 즈 츠; 은, 금, 근 have a final or no consonant), or
 *   (b) it has two words or more, none a one-syllable Korean surname (`KOREAN_SURNAMES`: 김 정은, 정은
 *       김), the first or the last no two-syllable compound surname (남궁, 황보), the first no a full native name (a
 *       surname syllable and one to three more: 김정은 위원장), or
 *   (c) a word has five syllables or more (a native full name has at most four: 남궁민수), or
 *   (d) it has three words or more of two syllables or more (이리나 게오르기에바 보코바).
 * Words in brackets are left out of the decision (김정은 (조선민주주의인민공화국)). Organisations'
 * names are not read so (romanise.ts asks for persons only).
 *
 *   `readsForeignHangul(name)`     the decision above;
 *   `romaniseForeignHangulWord(w)` a word's syllables romanised and written as one word;
 *   `foreignHangulToken(text)`     whether a folded token of a Hangul name is such a word (more than
 *                                  one syllable: a native name gives one token per syllable).
 */

const HANGUL_SYLLABLE_FIRST = 0xac00;
const HANGUL_SYLLABLE_LAST = 0xd7a3;
/** Index of the vowel ㅡ in the Unicode Hangul syllable composition (21 vowels: ㅏ = 0 ... ㅡ = 18). */
const VOWEL_EU = 18;
/** Index of the initial ㅇ (no consonant sound) in the composition (19 initials: ㄱ = 0 ... ㅇ = 11). */
const INITIAL_NONE = 11;

/**
 * One-syllable Korean surnames in Hangul (the common surnames, Statistics Korea 2015 census, those
 * borne by about 99% of Koreans, with the North Korean spellings 리 림 류 량). 영 is left out: a
 * surname of a few hundred people, and a common transcription of "Young".
 */
export const KOREAN_SURNAMES = new Set([...
  '김이박최정강조윤장임한오서신권황안송전홍유고문양손배백허남심노하곽성차주우구민나진지엄채원천방공현함변염여추도석선설마길연위표명기반라왕금옥육인맹제모탁국은편리림류량용예경봉사부가태']);
/** Two-syllable Korean surnames (compound surnames: 남궁 Namgung, 황보 Hwangbo, 제갈 Jegal ...). */
export const COMPOUND_SURNAMES = new Set(['남궁', '황보', '제갈', '사공', '선우', '서문', '독고', '동방']);

/** Whether a character code is a precomposed Hangul syllable. */
const isSyllable = (c: number) => c >= HANGUL_SYLLABLE_FIRST && c <= HANGUL_SYLLABLE_LAST;

/**
 * Whether a Hangul syllable carries the epenthetic ㅡ of the transcription rules: an initial consonant
 * (not ㅇ), the vowel ㅡ, no final consonant (드 스 르 트 프 크 브 즈 츠 흐 ...).
 */
function epenthetic(c: number): boolean {
  if (!isSyllable(c)) return false;
  const s = c - HANGUL_SYLLABLE_FIRST;
  return s % 28 === 0 && Math.floor((s % 588) / 28) === VOWEL_EU && Math.floor(s / 588) !== INITIAL_NONE;
}

/** Hangul words of a name outside brackets (runs of Hangul syllables). */
function hangulWords(name: string): string[] {
  const bare = name.replace(/[([{（［【][^)\]}）］】]*[)\]}）］】]?/g, ' ');
  return bare.match(/[\uAC00-\uD7A3]+/g) ?? [];
}

/** Memo of `readsForeignHangul` by name (list names are normalised once; queries repeat); bounded. */
const FOREIGN = new Map<string, boolean>();

/** Whether a person's name written in Hangul reads as a transcription of a foreign name (module doc, rules a-d). */
export function readsForeignHangul(name: string): boolean {
  let r = FOREIGN.get(name);
  if (r !== undefined) return r;
  r = decide(hangulWords(name));
  if (FOREIGN.size >= 20_000) FOREIGN.clear();
  FOREIGN.set(name, r);
  return r;
}

/** `readsForeignHangul` of a name's Hangul words. */
function decide(words: string[]): boolean {
  if (words.length === 0) return false;
  // (a) an epenthetic ㅡ in a word of two syllables or more.
  for (const w of words) {
    if (w.length < 2) continue;
    for (let i = 0; i < w.length; i++) if (epenthetic(w.charCodeAt(i))) return true;
  }
  // (c) a word longer than a native full name.
  if (words.some((w) => w.length >= 5)) return true;
  if (words.length < 2) return false;
  // (d) three words or more of two syllables or more.
  if (words.length >= 3 && words.every((w) => w.length >= 2)) return true;
  // (b) two words or more, no Korean surname where a native name writes it.
  if (words.some((w) => w.length === 1 && KOREAN_SURNAMES.has(w))) return false;
  const first = words[0];
  if (COMPOUND_SURNAMES.has(first) || COMPOUND_SURNAMES.has(words[words.length - 1])) return false;
  if (first.length >= 3 && (KOREAN_SURNAMES.has(first[0]) || COMPOUND_SURNAMES.has(first.slice(0, 2)))) return false;
  return true;
}

/**
 * A Hangul word of a foreign name romanised one syllable at a time (`romanise`: the Revised
 * Romanization of one syllable, so that no sound change crosses a syllable: the transcription rules
 * spell the foreign word, not the Korean pronunciation) and written as one word, with what the
 * transcription rules add taken back out: the vowel ㅡ after a consonant (EU), which stands for no
 * vowel of the foreign word (데이비드 "deibid" DAVID, 아흐메드 "ahmed" AHMED, 트림블 "trimbl" TRIMBLE).
 * 으 (no consonant) keeps its vowel. (The ㄹ doubled for an l between vowels, 밀리 "milri" MILIBAND,
 * is left as RR writes it: the skeletons merge l and r, and a word ending in -olla would be read as
 * the Arabic -ullah by the normaliser.)
 */
export function romaniseForeignHangulWord(word: string, romanise: (syllable: string) => string): string {
  let out = '';
  for (const ch of word) {
    let r = romanise(ch);
    const c = ch.charCodeAt(0);
    if (isSyllable(c)) {
      const k = c - HANGUL_SYLLABLE_FIRST;
      if (Math.floor((k % 588) / 28) === VOWEL_EU && Math.floor(k / 588) !== INITIAL_NONE) r = r.replace('eu', '');
    }
    out += r;
  }
  return out;
}

/**
 * One Korean syllable in the Revised Romanization as romanise.ts writes it (one token per syllable of
 * a native name): an optional initial (g kk n d tt r m b pp s ss j jj ch k t p h), a vowel (a ae ya yae
 * eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i), an optional final (k n t l m p ng), or one of the
 * customary forms romanise.ts gives the one-letter syllables (yi oh woo).
 */
const RR_SYLLABLE_RE = /^(?:(?:KK|TT|PP|SS|JJ|CH|[GNDRMBSJKTPH])?(?:YAE|YEO|WAE|AE|YA|EO|YE|WA|OE|YO|WO|WE|WI|YU|EU|UI|A|E|O|U|I)(?:NG|[KNTLMP])?|YI|OH|WOO)$/;

/**
 * Whether a folded token of a name written in Hangul is a word of a foreign name (`readsForeignHangul`,
 * romanised as one word by romanise.ts): more than one syllable, where a native name gives one token
 * per syllable. Only meaningful for a token of a Hangul name (the scorer asks it of both tokens of a
 * Hangul-Latin pair: see token-similarity.ts).
 */
export function foreignHangulToken(text: string): boolean {
  return text.length >= 2 && !RR_SYLLABLE_RE.test(text);
}

/**
 * Letters the Revised Romanization never writes (F Q V X Z, C outside CH, Y or W before no vowel):
 * a token holding one is a Latin spelling, not a romanised Hangul word (`hangulReadings`).
 */
const NOT_RR_RE = /[FQVXZ]|C(?!H)|[YW](?![AEIOU])/;

/** Memo of `hangulReadings` by text; bounded. */
const READINGS = new Map<string, string[]>();

/**
 * Readings of a word of a foreign name written in Hangul (romanised by `romaniseForeignHangulWord`),
 * for the letters the transcription rules of other languages than English give another Latin letter
 * (외래어 표기법, 1986, tables of the other languages): the word itself, and
 *   - a final ㅇ (NG before no vowel) read n: French nasal vowels are written with ㅇ (French table:
 *     -on 옹, -an/-en 앙, -in 앵: MACRON 마크롱, DUPONT 뒤퐁), Latin n or m;
 *   - ㅂ (B) read w: German and Dutch w is ㅂ (German and Dutch tables: WAGNER 바그너, WILDERS 빌더르스);
 *   - ㅎ (H) read g: Dutch g and ch are ㅎ (Dutch table: GEERT 헤이르트);
 *   - ㅈ (J) read g: the English soft g (GEORGE 조지, ANGELA 앤절라: English table, [dʒ] = ㅈ).
 * Each alone or with the others (at most 16 readings; most words have one or two). [] for a token
 * that cannot be a romanised Hangul word (`NOT_RR_RE`: a Latin spelling).
 */
export function hangulReadings(text: string): string[] {
  let r = READINGS.get(text);
  if (r !== undefined) return r;
  r = [];
  if (!NOT_RR_RE.test(text)) {
    r.push(text);
    const rules: Array<[RegExp, string]> = [[/NG(?![AEIOUWY])/g, 'N'], [/B/g, 'W'], [/(?<!C)H/g, 'G'], [/J/g, 'G']];
    for (const [re, to] of rules) {
      re.lastIndex = 0;
      if (!re.test(text)) continue;
      for (const w of [...r]) {
        const v = w.replace(re, to);
        if (!r.includes(v)) r.push(v);
      }
    }
  }
  if (READINGS.size >= 20_000) READINGS.clear();
  READINGS.set(text, r);
  return r;
}

/**
 * Readings of a Latin token against a word of a foreign name written in Hangul: the word itself and,
 * when it has one, the word without an r after a vowel and before no vowel (English spelling read
 * without its non-rhotic r, as the English table transcribes it from British pronunciation: GORDON
 * 고든, BLAIR 블레어, GEORGE 조지).
 */
export function latinReadings(text: string): string[] {
  const v = text.replace(/([AEIOUY])R+(?![AEIOUY])/g, '$1');
  return v === text ? [text] : [text, v];
}
