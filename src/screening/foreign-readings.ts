/**
 * Pronounced readings of Latin-script name tokens (pure, no I/O): how a French (or English) spelling
 * is said, written in the plain Latin letters a romanised Russian or Greek transcription of it gives.
 * Russian and Greek texts write a foreign name as it is pronounced (Боке, Дюфло, Γκιμπάλ), so their
 * romanisation (BOKE, DYUFLO, GKIMPAL -> GIMBAL) drops the silent letters and the digraphs the Latin
 * list entry keeps (BOCQUET, DUFLOT, GUIBAL). Comparing the Latin token's reading with the romanised
 * token restores the link, for scoring (score/token-similarity.ts, pair mode `alphabetic`) and for
 * retrieval (index.ts: the `XF` keys).
 *
 *   `frenchReading(text)`   a folded Latin token read by French orthography (BOCQUET -> BOKE,
 *                           BATAILLE -> BATAY, JACQUES -> ZHAK, FRANCOIS -> FRANSUA);
 *   `englishReading(text)`  read by English orthography (JOHN -> DZHON, BROWN -> BRAUN, WATSON ->
 *                           UATSON, GREEN -> GRIN);
 *   `pronouncedFold(text)`  the fold both sides are compared in (doubled letters once, the romanised
 *                           Cyrillic Ю and Greek υ of the French u read u, OU read u);
 *   `foreignForms(token)`   the token's fold, its readings' folds and their alphabetic keys, computed
 *                           once per token and kept on it (`NameToken.foreign`);
 *   `readingMeets`          whether a token's reading meets another token: 2 spelt alike, 1 same key, 0 not.
 *
 * Sources: the Russian practical transcription of French and English names (Р. С. Гиляревский,
 * Б. А. Старостин, "Иностранные имена и названия в русском тексте", 3rd ed., 1985: French final
 * -t, -d, -s, -x, -z and mute -e silent, -ill- after a vowel й, qu к, ch ш, j and g before e/i ж,
 * gn нь, ou у, au/eau о, ai/ei э, oi уа, u ю; English j дж, w у, ee/ea и, ow (final) ау); the
 * Greek press transcription of French and English names (ELOT 743 for the Greek side; French u
 * written υ, ou ου, j and g before e/i ζ, English w γου, j τζ); the French orthography-to-phoneme
 * correspondences of N. Catach, "L'orthographe française" (1980: silent final consonants, the
 * digraphs and the nasal vowels) and, for English, the grapheme-phoneme tables of E. Carney,
 * "A Survey of English Spelling" (1994). Every rule is a letter pattern; none names a person.
 */
import { crossKey } from './cross-script.js';

/** A rewrite: pattern and replacement (lower case letters in the output are sounds already read). */
type Rule = readonly [RegExp, string];

/**
 * French orthography read aloud (Catach 1980; Гиляревский & Старостин 1985), applied in order to an
 * upper-case folded token; lower-case output letters are settled sounds that later rules leave alone.
 * Word ends first (silent letters and mute -e), then consonant digraphs, then vowel digraphs.
 */
const FRENCH_RULES: readonly Rule[] = [
  // Consonant digraphs that decide which final letters are silent (JACQUES: the U is no vowel).
  [/C?QU|CQ|Q/g, 'k'], [/G[UH](?=[EIYeiy])/g, 'g'], [/NC(?=OI|AI)/g, 'ns'],
  // KH and ZH are no French spellings but the romanised Х and Ж: kept as written (Хо KHO is no KO).
  [/KH/g, 'kh'], [/ZH/g, 'zh'],
  // Word ends: silent final consonants and mute e (Catach: "lettres muettes finales").
  [/EAUX?$/, 'o'], [/AU(?:LT|LD|D|T|X|S)?$/, 'o'], [/OU(?:X|T|D|S|P)?$/, 'u'],
  [/(?<=[AEIOU])IL(?:LE)?S?$/, 'y'], [/GES?$/, 'zh'],
  [/IERS?$/, 'ye'], [/(?<=[A-Z]{3})ERS?$/, 'e'], [/ETS?$/, 'e'], [/EZ$/, 'e'], [/OTS?$/, 'o'],
  [/(?:AI|EI)(?:T|S|X|D)$/, 'e'], [/EIX$/, 'e'], [/AYS?$/, 'e'], [/UTS?$/, 'u'],
  [/(?<=[^AEIOU])ENTS?$/, 'an'], [/(?<=[AO])N(?:D|T|DS|TS)$/, 'n'], [/(?<=[AEIOU])R(?:D|T|DS|TS|S)$/, 'r'],
  [/(?<=[AEIOU])(?:PT|PS|TS|DS|T|D|S|X|Z)$/, ''],
  [/IES?$/, 'i'], [/INES?$/, 'in'], [/(?<=[^AEIOUaeiouy])ES?$/, ''],
  // Other consonant digraphs.
  [/S?CH|SH/g, 'sh'], [/CH(?=[RL])/g, 'k'], [/CH/g, 'sh'], [/PH/g, 'f'], [/TH/g, 't'],
  [/GN/g, 'ny'], [/GE(?=[AOU])/g, 'zh'], [/G(?=[EIYeiy])/g, 'zh'], [/JEA/g, 'zha'],
  [/SC(?=[EIYeiy])/g, 's'], [/C(?=[EIYeiy])/g, 's'], [/C/g, 'k'], [/J/g, 'zh'], [/W/g, 'v'], [/X/g, 'ks'],
  [/(?<=[AEIOUY])ILL/g, 'y'], [/ILL(?=[AEIOUaeiou])/g, 'iy'], [/H/g, ''],
  [/SS/g, 's'], [/(?<=[AEIOUYaeiouy])S(?=[AEIOUYaeiouy])/g, 'z'],
  // Vowel digraphs and nasal vowels.
  [/EAU|AU/g, 'o'], [/OU/g, 'u'], [/OI/g, 'ua'], [/OY(?=[AEIOUaeiou])/g, 'uay'],
  [/(?:AI|EI)N(?=[^AEIOUaeiouy]|$)/g, 'en'], [/AI|EI/g, 'e'], [/AY(?=[AEIOUaeiou])/g, 'ey'], [/AY/g, 'e'],
  [/OEU|EU|OE/g, 'e'], [/(?<=[^AEIOU]|^)EN(?=[^AEIOUNaeiouy]|$)/g, 'an'], [/EM(?=[BP])/g, 'am'],
  [/(?<=[^AEIOU])IN(?=[^AEIOUNaeiouy]|$)/g, 'en'],
  [/I(?=[AEOUaeou])/g, 'y'], [/Y(?![AEIOUaeiou])/g, 'i'],
];

/**
 * English orthography read aloud (Carney 1994; the Russian and Greek transcriptions of English names:
 * j дж/τζ, w у/γου, ee и, ow ау): word-initial WR/KN/WH, silent final e, GH, H after a vowel. One
 * spelling is irregular enough to need its own rule: -ICHAEL- is /aɪkəl/ (Carney's ch = /k/ of
 * Greek-derived words, with the long i of the open syllable and the unstressed -ael), written -айкл in
 * Russian (MICHAEL Майкл, CARMICHAEL Кармайкл, MCMICHAEL).
 */
const ENGLISH_RULES: readonly Rule[] = [
  [/ICHAEL/, 'aykl'],
  [/^WR/, 'r'], [/^KN/, 'n'], [/^WH/, 'u'], [/^MA?C(?=[A-Z])/, 'mak'],
  // The first syllable's A closed by a consonant other than l, r (and not after w: WATSON /ɒ/) is /æ/,
  // written э in the modern Russian practice (Д. И. Ермолович, "Имена и названия на русском языке",
  // 2005: ANDREW Эндрю, DAN Дэн, MATTHEW Мэтью, ANNE Энн); the traditional а stays in the token's own fold.
  [/(?<=^[^AEIOUW]*)A(?=[^AEIOUWYRL](?:[^AEIOUaeiouy]|$))/, 'e'],
  [/IGHT?$/, 'ayt'], [/IGH/g, 'ay'], [/(?<=[AEIOU])GH/g, ''], [/GE$/, 'dzh'], [/GEO/g, 'dzho'], [/AY$/, 'ey'],
  // C before e, i, y is s (GRACE, BRUCE), decided before the final e goes.
  [/C(?=[EIY])/g, 's'],
  // The silent final e lengthens the single vowel before its single consonant (Carney's "split
  // digraphs" a-e, i-e, o-e, u-e, e-e: BLAKE Блейк, CLIVE Клайв, GOVE Гоув, LUKE Люк, STEVE Стив).
  [/(?<=^|[^AEIOU])A(?=[^AEIOUWXY]E$)/, 'ey'], [/(?<=^|[^AEIOU])I(?=[^AEIOUWXY]E$)/, 'ay'],
  [/(?<=^|[^AEIOU])O(?=[^AEIOUWXY]E$)/, 'ou'], [/(?<=^|[^AEIOU])U(?=[^AEIOUWXY]E$)/, 'yu'],
  [/(?<=[^AEIOU])E(?=[^AEIOUWXY]E$)/, 'i'],
  [/(?<=[^AEIOU])E$/, ''], [/(?<=[^AEIOU])ES$/, 's'], [/(?:EY|IE|Y)$/, 'i'],
  [/CK/g, 'k'], [/PH/g, 'f'], [/TH/g, 't'], [/CH(?=[RL])/g, 'k'], [/C(?!H)/g, 'k'],
  // QU is /kw/, written кв in Russian (QUENTIN Квентин).
  [/QU/g, 'kv'],
  [/J/g, 'dzh'], [/G(?=E[^R])/g, 'dzh'],
  // EW is /juː/, written ю (LEWIS Льюис, NEWMAN Ньюмен, ANDREW Эндрю).
  [/OW$/, 'ou'], [/OW(?=[^AEIOU])/g, 'au'], [/AW/g, 'o'], [/EW/g, 'yu'], [/W/g, 'u'], [/(?<=[AEIOU])H(?=[^AEIOU]|$)/g, ''],
  [/EE|EA/g, 'i'], [/OO/g, 'u'], [/AY|AI|EI/g, 'ey'], [/(?<=[AEIOU])S(?=[AEIOU])/g, 'z'],
];

/**
 * The letters a rule's match must contain (the literal upper-case letters its pattern opens with, after
 * a look-behind; '' when it opens with a class, a group or an alternative): a rule whose letters the
 * token lacks is skipped without running its expression (most rules apply to few tokens).
 */
function needed(re: RegExp): string {
  let src = re.source.replace(/^\^/, '');
  if (src.startsWith('(?<')) {
    let depth = 0;
    let i = 0;
    for (; i < src.length; i++) {
      if (src[i] === '(') depth++;
      else if (src[i] === ')' && --depth === 0) break;
    }
    src = src.slice(i + 1);
  }
  let depth = 0;
  for (const c of src) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '|' && depth === 0) return '';
  }
  const m = /^[A-Z]+/.exec(src);
  if (m === null) return '';
  return src[m[0].length] === '?' || src[m[0].length] === '*' ? m[0].slice(0, -1) : m[0];
}

/** Rules with the letters each needs (`needed`). */
type Compiled = ReadonlyArray<readonly [RegExp, string, string]>;
const compile = (rules: readonly Rule[]): Compiled => rules.map(([re, to]) => [re, to, needed(re)] as const);

/** A folded token rewritten by `rules`, upper case, doubled letters written once. */
function readBy(text: string, rules: Compiled): string {
  let t = text;
  for (const [re, to, need] of rules) if (need === '' || t.includes(need)) t = t.replace(re, to);
  return t.toUpperCase().replace(/(.)\1+/g, '$1');
}
const FRENCH = compile(FRENCH_RULES);
const ENGLISH = compile(ENGLISH_RULES);

/** French reading of a folded Latin token (`FRENCH_RULES`): BOCQUET -> BOKE, GUILLET -> GIYE, BOYER -> BUAYE. */
export function frenchReading(text: string): string {
  return readBy(text, FRENCH);
}

/** English reading of a folded Latin token (`ENGLISH_RULES`): JOHN -> DZHON, BROWN -> BRAUN, WATSON -> UATSON. */
export function englishReading(text: string): string {
  return readBy(text, ENGLISH);
}

/**
 * The fold a reading and a romanised Cyrillic or Greek token are compared in: doubled letters once,
 * Y before another vowel after a consonant dropped (the Russian Ю, Я after a consonant is a softening
 * mark there: ДЮФЛО DYUFLO, Кювилье KYUVILE), Y between consonants read U (the Greek υ of the French
 * u: Ντυφλώ DYFLO), OU read U (Greek ου), a final H dropped, IE after a vowel read YE (the Ukrainian
 * є, romanised IE inside a word by the national romanisation of 2010: Буає BUAIE, BOYER read BUAYE).
 */
export function pronouncedFold(text: string): string {
  // Each rewrite runs only when its letters are there (most words need two or three of them).
  let t = text.replace(/(.)\1+/g, '$1');
  if (t.includes('IE')) t = t.replace(/(?<=[AEIOU])IE/g, 'YE');
  if (t.includes('N') || t.includes('MB')) t = t.replace(/N(?=D)|M(?=B)|N(?=G)/g, '');
  if (t.includes('TZ')) t = t.replace(/TZ/g, 'DZ');
  if (t.includes('GOU')) t = t.replace(/GOU(?=[AEIO])/g, 'U');
  if (t.includes('GI')) t = t.replace(/GI(?=[AEOU])/g, 'Y');
  if (t.includes('Y')) t = t.replace(/(?<=[^AEIOUY])Y(?=[AOU])/g, '');
  if (t.includes('E')) t = t.replace(/(?<=[^AEIOUY])[IY](?=E)/g, '');
  if (t.includes('Y')) t = t.replace(/(?<=[^AEIOUY])Y(?=[^AEIOUY]|$)/g, 'U');
  if (t.includes('OU')) t = t.replace(/OU/g, 'U');
  if (t.includes('AI')) t = t.replace(/AI/g, 'E');
  if (t.endsWith('H')) t = t.replace(/(?<=.)H$/, '');
  return t.replace(/(.)\1+/g, '$1');
}

/** A token's fold, its readings' folds and their alphabetic keys (`foreignForms`). */
export interface ForeignForms {
  /** `pronouncedFold` of the token's own text. */
  fold: string;
  /** Alphabetic cross key (cross-script.crossKey) of `fold`. */
  foldKey: string;
  /** Folds of the token's French and English readings that differ from `fold` (none, one or two). */
  readings: string[];
  /**
   * Alphabetic cross keys of `readings`, then of their Greek forms: Greek has no letter for the
   * French j, g (ζ: Ζαν Jean, Ζακ Jacques) nor for the English j (τζ: Τζον John), so a reading's ZH
   * is also read Z (DZH then DZ, as the fold writes τζ); such keys are matched as keys only.
   */
  readingKeys: string[];
  /** The Greek forms of `readings` that differ from them (ZH read Z, DZH read DZ: Ζαν for JEAN), matched as keys. */
  greek: string[];
}

/**
 * Key of a fold (`ForeignForms.foldKey`, `readingKeys`): its alphabetic cross key (cross-script.crossKey),
 * SH and ZH kept apart from S and Z, and with a final "A" when the fold ends in a vowel, which the
 * cross key drops: a transcription writes the final vowel it hears (Марлоу for MARLOW), so MARKOU is
 * not MARK.
 */
function pronouncedKey(fold: string): string {
  // SH and ZH (ш, ж) stay apart from S and Z (с, з), which the cross key merges: a Cyrillic
  // transcription writes the one it hears (СЕФЕР is no SHEFER).
  const k = crossKey(fold.replace(/SH/g, 's').replace(/(?<!D)ZH/g, 'z'), 'alphabetic');
  return /[AEIOUY]$/.test(fold) && !k.endsWith('A') ? k + 'A' : k;
}

/** Consonants of a key (its letters other than the vowel mark A). */
const consonants = (key: string): number => key.replace(/A/g, '').length;

/** The forms of a token text (`foreignForms`), memoised by text (emptied when full). */
const FORMS = new Map<string, ForeignForms>();

/** `ForeignForms` of a folded token text, memoised (`FORMS`). */
export function formsOf(text: string): ForeignForms {
  let f = FORMS.get(text);
  if (f !== undefined) return f;
  f = computeForeignForms(text);
  if (FORMS.size >= 100_000) FORMS.clear();
  FORMS.set(text, f);
  return f;
}

/** `ForeignForms` of a folded token text, computed afresh (the index build's use: kept nowhere). */
export function computeForeignForms(text: string): ForeignForms {
  const fold = pronouncedFold(text);
  const readings: string[] = [];
  const readingKeys: string[] = [];
  const greek: string[] = [];
  if (/^[A-Z]{2,}$/.test(text)) {
    for (const r of [frenchReading(text), englishReading(text)]) {
      const rf = pronouncedFold(r);
      if (rf === fold || rf.length < 2 || readings.includes(rf)) continue;
      readings.push(rf);
      readingKeys.push(pronouncedKey(rf));
    }
    for (let k = 0, n = readings.length; k < n; k++) {
      if (!readings[k].includes('ZH')) continue;
      const g = readings[k].replace(/ZH/g, 'Z');
      if (!greek.includes(g)) greek.push(g);
      const gk = pronouncedKey(g);
      if (!readingKeys.includes(gk)) readingKeys.push(gk);
    }
  }
  return { fold, foldKey: pronouncedKey(fold), readings, readingKeys, greek };
}

/** `formsOf` a token's text, kept on the token (`NameToken.foreign`): computed once per token. */
export function foreignForms(t: { text: string; foreign?: ForeignForms }): ForeignForms {
  return t.foreign ?? (t.foreign = formsOf(t.text));
}

/**
 * Whether a reading of `lat` (a Latin token) meets `other` (a token romanised from Cyrillic or
 * Greek): 2 when the two folds or a reading's fold and the other's fold are equal (BOKE ~ Боке for
 * BOCQUET), 1 when a Greek form of a reading is the other's fold (ZAN ~ Ζαν for JEAN) or their
 * keys (`pronouncedKey`) of three consonants or more agree (UATSON ~ Уотсон UOTSON for WATSON), 0
 * otherwise.
 */
export function readingMeets(lat: ForeignForms, other: ForeignForms): 0 | 1 | 2 {
  if (lat.fold === other.fold) return 2;
  for (let k = 0; k < lat.readings.length; k++) if (lat.readings[k] === other.fold) return 2;
  for (let k = 0; k < lat.greek.length; k++) if (lat.greek[k] === other.fold) return 1;
  if (consonants(other.foldKey) < 3) return 0;
  for (let k = 0; k < lat.readingKeys.length; k++) if (lat.readingKeys[k] === other.foldKey) return 1;
  return 0;
}
