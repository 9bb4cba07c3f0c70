/**
 * Similarity of two tokens, 0-1 (`tokenSimilarity`, rule 1 of score.ts), with the pair modes
 * (`PairMode`, `AbjadSide`), the phonetic-credit test and the similarity of a word transcribed into
 * Han characters. Used by similarity-memo.ts, cyrillic-readings.ts, glossed-words.ts and align.ts;
 * re-exported by score.ts.
 */
import type { NameScoringConfig } from '../config.js';
import { GIVEN_NAME_GROUPS, PARTICLES, PATRONYMIC_RE, type NameToken } from '../normalise.js';
import { abjadFits } from '../abjad-fit.js';
import { crossKey, kanaReadings, vowelSkeleton, type CrossFamily } from '../cross-script.js';
import { isTranscribedRaw, transcriptionFits } from '../han-transcription.js';
import { isPinyinSyllable } from '../romanise.js';
import { jaroWinkler, levenshtein, oneEdit } from './string-distance.js';
import { KOREAN_WORD_RE, koreanSurnameSpelling, koreanTokenKey } from './korean.js';
import { kontsevichKeys } from '../korean-cyrillic.js';
import { foreignHangulToken, hangulReadings, latinReadings } from '../foreign-hangul.js';
import { belarusianSurnameVariant, derivedSurname, droppedFinal, endingsDiffer, firstDropped, gendered, glide, nasalFinalDiffers, otherGivenName, phoneticJw, spelling, SPELLING_MAX, typoPair } from './token-rules.js';
import { foreignForms, readingMeets } from '../foreign-readings.js';
import { abjadInitialFits, abjadLetterSimilarity, arabicVariant, mayFit } from './abjad-rules.js';

/** Cross-script key of a token for a family, computed once per token and family (cross-script.crossKey). */
function tokenCrossKey(t: NameToken, family: CrossFamily): string {
  const cache = t.cross ?? (t.cross = {});
  return cache[family] ?? (cache[family] = crossKey(t.text, family));
}

/**
 * How two names' tokens are compared: a cross-script family (cross-script.crossFamily), `han` when
 * exactly one of the two is written in Han characters (its tokens are pinyin syllables: rule 1), or
 * `transcribed` when one is a foreign name transcribed into Han characters and the other is in Latin
 * letters (han-transcription.ts: its tokens are words read by the transcription tables).
 */
export type PairMode = CrossFamily | 'han' | 'transcribed';

/** Which side of a token pair is written in an abjad: 0 neither/unknown, 1 the first, 2 the second, 3 both. */
export type AbjadSide = 0 | 1 | 2 | 3;

/**
 * Whether two tokens of five or more letters, or of one length, get the phonetic credit of rule 1
 * (a short token against one of another length is a short form, its key too short to trust: ANNE/ANN,
 * TOM/TOMMY stay at `equivalentSim`; one letter written two ways in one length is a spelling, YURI/
 * YURY, IHOR/IHAR): one phonetic (or glide) key of two or more letters, Jaro-Winkler on their plain
 * spellings at least `phoneticMinJw`, and no final -A on one side only (`endingsDiffer`). `jw`: their
 * Jaro-Winkler similarity, or -1 when not computed yet.
 */
function samePhonetic(a: NameToken, b: NameToken, jw: number, cfg: NameScoringConfig): boolean {
  if (((a.text.length <= SPELLING_MAX || b.text.length <= SPELLING_MAX) && a.text.length !== b.text.length) || a.key.length < 2 || (a.key !== b.key && glide(a) !== glide(b))) return false;
  return phoneticJw(a.text, b.text, jw < 0 ? jaroWinkler(a.text, b.text) : jw) >= cfg.phoneticMinJw && !endingsDiffer(a.text, b.text);
}

/**
 * Similarity of two tokens, 0–1 (rule 1 of the module doc). `cross` is the cross-script family when
 * the two names were written in different scripts (or either in an abjad: `true` means `abjad`).
 */
export function tokenSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig, cross: PairMode | boolean = false, abjadSide: AbjadSide = 0): number {
  if (a.text === b.text) return 1;
  const ai = a.cls === 'initial';
  const bi = b.cls === 'initial';
  if (ai || bi) {
    if (ai && bi) return 0;
    if ((ai ? b.text : a.text).charCodeAt(0) === (ai ? a.text : b.text).charCodeAt(0)) return cfg.initialSim;
    // A Latin initial against an abjad word: the first letters as the abjad matcher reads them.
    const latinInitial = (abjadSide === 1 && bi) || (abjadSide === 2 && ai);
    return latinInitial && abjadInitialFits(ai ? b.text : a.text, ai ? a.text : b.text) ? cfg.initialSim : 0;
  }
  if (a.cls === 'number' || b.cls === 'number') return 0;
  if (cross === 'transcribed') return transcribedSimilarity(a, b, cfg);
  // Two spellings in an abjad (both names in Arabic script): their letters, not a reading of them.
  if (abjadSide === 3) return abjadLetterSimilarity(a, b, cfg);
  // An abjad spelling against a Latin one: letters written differently (no short vowels) make edit
  // distances meaningless; the abjad pattern decides (cross-script.abjadFits).
  if (abjadSide === 1 || abjadSide === 2) {
    const [ab, la] = abjadSide === 1 ? [a, b] : [b, a];
    const ka = tokenCrossKey(ab, 'abjad');
    const kl = tokenCrossKey(la, 'abjad');
    // Particles pair with the Latin spellings of the same particle (بن BIN / BEN, ابو ABU / ABOU), also
    // where one side reads the word as a name: بن والاس transcribes Ben Wallace, whose BEN opens it as a
    // given name (normalise/pipeline.ts).
    if (ab.cls === 'particle' || la.cls === 'particle') {
      const same = ab.cls === la.cls || PARTICLES.has(ab.cls === 'particle' ? la.text : ab.text);
      return same && ka === kl && ka.length > 0 ? cfg.abjadSim : 0;
    }
    if (mayFit(ka, kl, ab.text) && abjadFits(ab.text, la.text)) return cfg.abjadSim;
    return ka === kl && ka.length >= 2 ? cfg.abjadSkeletonSim : 0;
  }
  // Short tokens: one edit in three or four letters is a different name (BIN/BING, YONG/JONG), which
  // Jaro-Winkler overrates; use the edit-distance ratio instead.
  const short = Math.min(a.text.length, b.text.length) <= cfg.shortTokenLength;
  // Jaro-Winkler is the similarity of long tokens; for short ones it is only needed by the phonetic
  // rule below, and computed there when the keys agree (-1: not computed yet).
  let jw = short ? -1 : jaroWinkler(a.text, b.text);
  let s = short ? 1 - levenshtein(a.text, b.text) / Math.max(a.text.length, b.text.length) : jw;
  if (a.group !== undefined && a.group === b.group) {
    // Two spellings of one sound in one form of a group (VIKTOR/VICTOR, ALEKSEI/ALEXEI) keep the
    // phonetic credit they have outside it: a form only adds to a token pair's similarity. Cognates
    // of two languages stay at `cognateSim` (weak evidence, however alike their sounds).
    const g = Math.max(s, a.form === b.form ? cfg.equivalentSim : cfg.cognateSim);
    // One Arabic name in two romanisations (MUHAMMAD/MOHAMMED) in one form of the group; cognates of
    // two languages stay cognates (MARIA/MARIE, JOSEF/JOSEPH are spelt alike but are other forms).
    if (g < cfg.romanisationSim && a.form === b.form && !cross && arabicVariant(a, b)) return cfg.romanisationSim;
    // A Hangul surname and a customary spelling of it (이 LEE, RHEE; 박 PARK; `KOREAN_SURNAME_GROUPS`): one
    // spelling of the syllable, as a Korean key agreeing (`tokenSimilarity`'s cross-script keys).
    if (cross === 'hangul' && a.form === b.form && a.group >= GIVEN_NAME_GROUPS.length) return Math.max(g, cfg.phoneticSim);
    // Against a Cyrillic or Greek transcription, another form of the group may be the one it reads
    // (Стефан STEFAN is how Russian writes the French STEPHANE): its pronounced reading decides
    // (`pronouncedSimilarity`), not the cognate credit.
    if (cross === 'alphabetic' && g < cfg.cyrillicReadingSim) { const r = pronouncedSimilarity(a, b, cfg); if (r > g) return r; }
    return g < cfg.phoneticSim && a.form === b.form && cross !== 'hangul' && cross !== 'han' && samePhonetic(a, b, jw, cfg) ? cfg.phoneticSim : g;
  }
  // A Korean syllable written in Cyrillic (Kontsevich: ЁН, ЧХВЕ, ГЁН, ЫЛЬ; ДЭ romanises as the
  // particle DE) against a Latin spelling of one (YONG, CHOE, KYONG, UL): one Korean key is one
  // syllable, as in the `hangul` mode (`kontsevichMeets`).
  if (cross === 'alphabetic' && s < cfg.phoneticSim && a.cls !== 'generic' && b.cls !== 'generic' && (kontsevichMeets(a, b) || kontsevichMeets(b, a))) {
    if (a.cls === 'particle' || b.cls === 'particle') return cfg.phoneticSim;
    s = cfg.phoneticSim;
  }
  // A romanised Hangul syllable is no particle (도 DO, 을 EUL / UL, 이 I): it is compared as a name.
  // Nor is a word of a name written in kana or Thai (ベン BEN, ド DO: the syllables of a transcription).
  if ((a.cls === 'particle' || b.cls === 'particle') && cross !== 'hangul' && cross !== 'syllabic') return s >= 0.9 ? s : 0;
  // A Belarusian surname against its Russian / Ukrainian form (BASKAU/BASKOV, LUKASHENKA/LUKASHENKO):
  // one name, not a gendered pair (`belarusianSurnameVariant`).
  if (!cross && a.cls === 'name' && b.cls === 'name' && belarusianSurnameVariant(a.text, b.text)) return Math.max(s, cfg.phoneticSim);
  // Two East Slavic patronymics of one father's name in its Russian, Ukrainian or Belarusian form
  // (GRIGORIEVICH/RYHORAVICH/HRYHOROVYCH, NIKOLAEVNA/MIKALAEUNA): one name, as the given names they
  // derive from (normalise.patronymicForm); two spellings of one sound keep their phonetic credit.
  if (a.patronym !== undefined && a.patronym === b.patronym) {
    const g = Math.max(s, cfg.equivalentSim);
    return g < cfg.phoneticSim && samePhonetic(a, b, jw, cfg) ? cfg.phoneticSim : g;
  }
  const family: PairMode | undefined = cross === true ? 'abjad' : cross || undefined;
  // A word of a foreign name written in Hangul (데이비드 DEIBIDEU) against a Latin word: the syllabic
  // skeleton (`foreignHangulSimilarity`). Neither token is one syllable: a native Hangul name gives one
  // token per syllable, so the Hangul one is such a word.
  if (family === 'hangul' && a.cls === 'name' && b.cls === 'name' && foreignHangulToken(a.text) && foreignHangulToken(b.text)) return foreignHangulSimilarity(a, b, s, cfg);
  // Pinyin syllables of a name written in Han characters: one letter more or less is another syllable,
  // so another character (LIN/LIAN, JIN/JIAN): no phonetic, typo or prefix credit.
  // The nasal finals -N and -NG tell syllables apart (LIAN/LIANG, CHEN/CHENG: 连/梁, 陈/程), which
  // Jaro-Winkler's shared start hides: another syllable, below the pairing floor. So does any other
  // spelling that is itself a pinyin syllable (ZHENG/ZHANG 郑/张, ZHUANG/ZHANG 庄/张, LIANG/LANG: matcher
  // 2025.36); a word no pinyin spells (a typo, a Korean or Cantonese spelling: JANG, CHEUNG) keeps its
  // similarity.
  if (family === 'han') return nasalFinalDiffers(a.text, b.text) || (isPinyinSyllable(a.text) && isPinyinSyllable(b.text)) ? 0 : s;
  // One Arabic name in two romanisations (AHMAD/AHMED, SAID/SAEED, ASHRAF/ACHRAF): `arabicVariant`.
  if (s < cfg.romanisationSim && !family && arabicVariant(a, b)) s = cfg.romanisationSim;
  // Korean against Latin: the Korean key replaces the phonetic key, which ignores the vowels that tell
  // Korean syllables apart (SIK/SUK, JIN/JUN).
  if (s < 1 && a.key.length >= 2 && family !== 'hangul' && (a.key === b.key || glide(a) === glide(b))) {
    if (jw < 0) jw = jaroWinkler(a.text, b.text);
    // ... but not across a final -A (MARIA/MAURO, LAURA/LARRY): `endingsDiffer`.
    if (phoneticJw(a.text, b.text, jw) >= cfg.phoneticMinJw && !endingsDiffer(a.text, b.text)) s = Math.max(s, cfg.phoneticSim);
  }
  // Short tokens spelt differently for one sound (CIM/KIM, LAY/LAI, VEE/WEE): the vowels decide, so
  // the spelling key (vowels kept) stands in for the phonetic key, too short there to trust.
  if (s < cfg.phoneticSim && !family && a.text.length <= SPELLING_MAX && b.text.length <= SPELLING_MAX && spelling(a) === spelling(b)) s = cfg.phoneticSim;
  // A patronymic (VIKTOROVICH) is not a fuzzy variant of a given name or surname it extends (VIKTOR,
  // VIKTOROV); a misspelt patronymic (SERGEYVICH, IGOREVA) is within two letters of one and stays one.
  if (s < 1 && Math.abs(a.text.length - b.text.length) >= 3 && PATRONYMIC_RE.test(a.text) !== PATRONYMIC_RE.test(b.text)) {
    return Math.min(s, cfg.tokenFloor - 0.01);
  }
  // Likewise a surname derived from a given name (PETERSON, WILLIAMS) is not a variant of that name
  // (PETER, WILLIAM) nor of another derivation (PETERS/PETERSON): score.derivedSurname.
  if (s >= cfg.tokenFloor && derivedSurname(a, b)) return Math.min(s, cfg.tokenFloor - 0.01);
  // ... unless the shorter form is a query token no listed name holds (MOSQUER for MOSQUERA, AMELI for
  // AMELIA): a final letter dropped from a listed name, not a masculine form of it.
  if (s >= cfg.tokenFloor && (gendered(a.text, b.text) || otherGivenName(a, b)) && !droppedFinal(a, b)) return Math.min(s, cfg.genderedSim);
  // A typing slip in a name typed in Latin letters (a romanised Hangul or kana syllable one letter
  // off is another syllable: SANG/SUNG).
  if (s < cfg.typoSim && !family && (typoPair(a.text, b.text) || firstDropped(a.text, b.text))) s = cfg.typoSim;
  // A query token no listed name holds, one typing error from a listed token (any letter, the first
  // too): most likely that name mistyped.
  if (s < cfg.unlistedTypoSim && !family && (a.unlisted || b.unlisted) && oneEdit(a.text, b.text)) s = cfg.unlistedTypoSim;
  if (s < cfg.prefixSim) {
    const aShorter = a.text.length <= b.text.length;
    const short = aShorter ? a.text : b.text;
    if (short.length >= 3 && (aShorter ? b.text : a.text).startsWith(short)) s = cfg.prefixSim;
  }
  if (family) {
    const target = family === 'abjad' ? cfg.abjadSim : family === 'syllabic' ? cfg.syllabicSim : cfg.phoneticSim;
    if (s < target || family === 'hangul') {
      const ka = tokenCrossKey(a, family);
      const kb = tokenCrossKey(b, family);
      const skeletal = family === 'abjad' || family === 'syllabic';
      // Short keys are common (two-consonant skeletons, two-letter keys): weaker evidence; a Korean key
      // of two letters is a whole syllable (JO/CHO, AN/AHN).
      if (ka.length > 0 && ka === kb) s = Math.max(s, ka.length < 3 && family !== 'hangul' ? cfg.abjadSkeletonSim : target);
      // A Latin spelling of another Korean key is another syllable (명 MYEONG / YONG, 상 SANG / SUNG),
      // however alike the letters: below the pairing floor (not a Hanja syllable read in pinyin: 張 ZHANG).
      else if (family === 'hangul') { if (KOREAN_WORD_RE.test(a.text) && KOREAN_WORD_RE.test(b.text)) s = Math.min(s, cfg.tokenFloor - 0.01); }
      // Skeletons one consonant apart (same first consonant) still count a little.
      else if (skeletal && ka.length >= 3 && kb.length >= 3 && ka[0] === kb[0]) s = Math.max(s, jaroWinkler(ka, kb) * 0.9);
      // A kana word whose reading keeps the Latin word's l and r and its every consonant (`kanaMeets`).
      if (family === 'syllabic' && s < target && kanaMeets(a.text, b.text)) s = target;
    }
    // A Latin token read as French or English orthography is pronounced (foreign-readings.ts) against
    // a Cyrillic or Greek transcription of that pronunciation (BOCQUET ~ Боке BOKE, DUFLOT ~ Ντυφλώ
    // DYFLO): spelt alike in the fold, a reading (`cyrillicReadingSim`); one key, `phoneticSim`. Either
    // token may be the Latin one (the mode does not say which); the forms are kept on the tokens.
    if (family === 'alphabetic' && s < cfg.cyrillicReadingSim) s = Math.max(s, pronouncedSimilarity(a, b, cfg));
  }
  return s;
}

/**
 * Two name tokens, one a Latin spelling and the other a romanised Cyrillic or Greek transcription
 * (either way round), through the Latin one's French and English readings (foreign-readings.ts):
 * `cyrillicReadingSim` when a reading is spelt as the transcription, `phoneticSim` when their keys
 * agree, else 0. Tokens other than names get 0.
 */
function pronouncedSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig): number {
  if (a.cls !== 'name' || b.cls !== 'name') return 0;
  const fa = foreignForms(a);
  const fb = foreignForms(b);
  const m = Math.max(readingMeets(fa, fb), readingMeets(fb, fa));
  return m === 2 ? cfg.cyrillicReadingSim : m === 1 ? cfg.phoneticSim : 0;
}

/**
 * A word of a name transcribed into Han characters against a Latin token (mode `transcribed`):
 * `syllabicSim` when the Latin spelling fits the word's syllables as the Xinhua transcription tables
 * read them (han-transcription.transcriptionFits: 基尔特 GEERT, 威尔德斯 WILDERS), else 0 (letters of a
 * pinyin reading and of a Latin spelling have no edit distance worth counting). The transcribed token
 * is the one whose `raw` holds syllables (`isTranscribedRaw`); 0 when neither does.
 */
function transcribedSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig): number {
  if (isTranscribedRaw(a.raw)) return !isTranscribedRaw(b.raw) && transcriptionFits(a.raw, b.text) ? cfg.syllabicSim : 0;
  return isTranscribedRaw(b.raw) && transcriptionFits(b.raw, a.text) ? cfg.syllabicSim : 0;
}

/**
 * A word of a foreign name written in Hangul (foreign-hangul.ts: 데이비드 "DEIBID", 코스토프 "KOSTOP",
 * its epenthetic vowels taken out) against a Latin token, given their spelling similarity `s`: the
 * Korean transcription rules write one Hangul syllable per foreign syllable, b/v as ㅂ, p/f as ㅍ, l/r
 * as ㄹ, so the two meet in the consonant skeleton of the syllabic family (cross-script.crossKey
 * 'syllabic'), and, as a consonant without a vowel after it is written with the epenthetic ㅡ, in the
 * places of the vowels too (cross-script.vowelSkeleton): one such key of two consonants or more, or of
 * one when the words start with one letter (IEON, IAN), `syllabicSim` (DAVID TAPAT; PAISLEY PASR);
 * one skeleton of three consonants or more but vowels elsewhere, `abjadSkeletonSim` (PEIJLLI PASR,
 * BACHELAY PASAR); skeletons of three or more with one first consonant, their Jaro-Winkler similarity
 * x 0.9 (SAEMEOND SMNT, SALMOND SRMNT), as the syllabic family; else `s`. Symmetric.
 */
function foreignHangulSimilarity(a: NameToken, b: NameToken, s: number, cfg: NameScoringConfig): number {
  const ka = tokenCrossKey(a, 'syllabic');
  const kb = tokenCrossKey(b, 'syllabic');
  if (ka.length === 0 || kb.length === 0) return s;
  // Either token may be the Hangul one (`hangulReadings` is [] for a Latin spelling).
  const r = Math.max(readingsMeet(hangulReadings(a.text), b.text, a.text[0] === b.text[0]), readingsMeet(hangulReadings(b.text), a.text, a.text[0] === b.text[0]));
  if (r === 2) return Math.max(s, cfg.syllabicSim);
  if (ka === kb || r === 1) return ka.length >= 3 || r === 1 ? Math.max(s, cfg.abjadSkeletonSim) : s;
  if (ka.length >= 3 && kb.length >= 3 && ka[0] === kb[0]) return Math.max(s, jaroWinkler(ka, kb) * 0.9);
  return s;
}

/**
 * How the readings of a Hangul word (foreign-hangul.hangulReadings) meet those of a Latin token
 * (foreign-hangul.latinReadings): 2 when one of each has one `vowelSkeleton` of two consonants or
 * more (GOGI, GEOGE: KAK; of one when `sameStart`: the words start with one letter), 1 when one of each has one
 * syllabic skeleton of three consonants or more, else 0.
 */
function readingsMeet(hangul: string[], latin: string, sameStart: boolean): number {
  if (hangul.length === 0) return 0;
  let best = 0;
  for (const l of latinReadings(latin)) {
    const kl = crossKey(l, 'syllabic');
    const vl = vowelSkeleton(l);
    for (const h of hangul) {
      if (crossKey(h, 'syllabic') !== kl) continue;
      if (vowelSkeleton(h) === vl && (consonants(vl) >= 2 || sameStart)) return 2;
      if (kl.length >= 3) best = 1;
    }
  }
  return best;
}

/** Consonants of a `vowelSkeleton` (its letters other than the vowel mark A). */
function consonants(k: string): number {
  let n = 0;
  for (let i = 0; i < k.length; i++) if (k[i] !== 'A') n++;
  return n;
}

/**
 * Whether a kana word (romanised) and a Latin one have one abjad key (cross-script.crossKey 'abjad':
 * consonants in order, not collapsed across vowels, l and r apart, word-initial vowel and final i
 * marked) for one of the kana word's readings (cross-script.kanaReadings: r read r or l, a final long
 * ii dropped), of three consonants or more, or of two when the words' first vowel letters agree
 * (ベン BEN, BENN; not ショーン SHOON, SEIN): ヒラリー HIRARII read HILARII, HLR- = HILARY. Stricter than
 * the syllabic skeleton (HR for both, and for HARRY, HURRAY), whose agreement alone is weak evidence.
 * Either token may be the kana one (the pair mode does not say which).
 */
function kanaMeets(x: string, y: string): boolean {
  const kx = kanaKeys(x);
  const ky = kanaKeys(y);
  return (kx.includes(ky[0]) && enoughKey(ky[0], x, y)) || (ky.includes(kx[0]) && enoughKey(kx[0], x, y));
}

/**
 * Whether an abjad key is evidence enough for `kanaMeets`: three consonants or more, or two when the
 * words' first vowel letters agree (two consonants are a common key: SN of SHOON, SEIN).
 */
function enoughKey(k: string, x: string, y: string): boolean {
  let n = 0;
  for (let i = 0; i < k.length; i++) if (k[i] !== '.' && k[i] !== '-') n++;
  return n >= 3 || (n === 2 && firstVowel(x) === firstVowel(y));
}

/**
 * The abjad keys (cross-script.crossKey 'abjad') of a word's kana readings (cross-script.kanaReadings),
 * its own key first; memoised per text (bounded): the scorer meets the same list words query after query.
 */
function kanaKeys(text: string): readonly string[] {
  let keys = KANA_KEYS.get(text);
  if (keys === undefined) {
    if (KANA_KEYS.size >= 50_000) KANA_KEYS.clear();
    const out: string[] = [];
    for (const r of kanaReadings(text)) out.push(crossKey(r, 'abjad'));
    KANA_KEYS.set(text, (keys = out));
  }
  return keys;
}
const KANA_KEYS = new Map<string, readonly string[]>();

/** The first of the letters A E I O U in a word ('' when none). */
function firstVowel(w: string): string {
  for (let i = 0; i < w.length; i++) if ('AEIOU'.includes(w[i])) return w[i];
  return '';
}

/**
 * Whether `cy`, read as a Korean word in the Russian Kontsevich or Kholodovich transcription
 * (korean-cyrillic.kontsevichKeys: ЁН "YON" -> YEON, YEONG), and `la`, a Latin spelling of one or two
 * Korean syllables (score/korean `KOREAN_WORD_RE`) or of a Korean surname (`KOREAN_SURNAME_GROUPS`:
 * PARK, RHEE), have one Korean key (cross-script.koreanKey, `koreanTokenKey`): YON ~ YONG, CHKHVE ~
 * CHOE, GYON ~ KYONG, YL ~ UL, LI ~ RI. Other Korean syllables keep their keys apart (SIK / SUK).
 * Not symmetric: `cy` is the token read as Cyrillic (the pair mode does not say which; callers try both).
 */
function kontsevichMeets(cy: NameToken, la: NameToken): boolean {
  // The Latin test first: most pairs fail it, and the readings of a list token are never read then.
  // (A KH is the romanised Cyrillic х, ㅎ: the Cyrillic token, never a Latin spelling of ㅋ. Read as
  // Latin it would meet K: Хо KHO ~ KO.)
  if (la.text.length > 12 || cy.text.length > 10 || la.text.includes('KH') || !(KOREAN_WORD_RE.test(la.text) || koreanSurnameSpelling(la))) return false;
  const keys = kontsevichKeys(cy.text);
  return keys.length > 0 && keys.includes(koreanTokenKey(la));
}
