/**
 * Name normalisation for screening (pure, no I/O).
 *
 * Input: a name as typed or as published (any script, any case, "SURNAME, Given" or "Given Surname").
 * Output: a `NormalisedName`: an ordered list of `NameToken`s, each with
 *   - `text`: the folded token (ASCII, upper case, no punctuation),
 *   - `key`: a phonetic/canonical key (see `phoneticKey`) that folds common transliteration variants,
 *   - `cls`: the token class (`name`, `initial`, `number`, `particle`, `legal`, `generic`),
 *   - `weight`: its static informativeness, 0–1 (legal forms and particles near 0, generic organisation
 *     words low, ordinary name tokens 1). The screener multiplies this by a corpus rarity factor.
 *
 * Rules (all general, none per name):
 *  1. Unicode NFKC, then script-aware romanisation (romanise.ts: pinyin for Chinese, Hepburn for kana,
 *     Revised Romanization for Hangul, letter tables for Arabic/Persian, Hebrew, Greek and Thai), then
 *     any-ascii for every other script and for accents ("François" -> "Francois", "Владимир" ->
 *     "Vladimir"). Han and Hangul give one token per syllable ("习近平" -> "XI JIN PING"); the scorer
 *     re-joins split syllables.
 *  2. Case folding to upper case; "&" -> "AND"; apostrophes, backticks and ayn/hamza marks are deleted
 *     ("Qa'ida" -> "QAIDA"); dotted initialisms are joined ("S.A." -> "SA", "p.l.c." -> "PLC");
 *     every other non-alphanumeric character (hyphen, comma, slash, brackets, dots) separates tokens.
 *  3. "SURNAME, Given" needs no reordering: matching is order-insensitive, the comma only separates.
 *  4. Honorifics and titles (MR, DR, MAULAVI, SHEIKH, ...) are dropped (unless that would leave no
 *     token); those that are also given names (SAYED, QARI, HAJI, MULLAH, AMIR) are kept at half weight.
 *  5. Legal forms are recognised, including multi-word ones ("OPEN JOINT STOCK COMPANY", "LIMITED
 *     LIABILITY COMPANY", "AKTIENGESELLSCHAFT"), and mapped to a canonical code (OAO/ZAO/PAO/PJSC/AO/
 *     OJSC/CJSC -> JSC, OOO/TOV -> LLC, LIMITED -> LTD, ...) with a very low weight; so are the
 *     post-Soviet forms written out in any romanisation ("AKTSIONERNOE OBSHCHESTVO" -> JSC,
 *     "OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU" -> LLC: `POST_SOVIET_LEGAL_WORDS`), and the
 *     Cyrillic abbreviations of Central Asia, Belarus and Ukraine (ЖШС, ЖЧК, ТАА, АҚ, АТ:
 *     `CYRILLIC_LEGAL_FORMS`); the Kazakh partnership ТОО / ЖШС is LLC with LLP in `alt`.
 *  6. Generic organisation words (TRADING, BANK, GROUP, INTERNATIONAL, HOLDING, ...) get a low weight;
 *     name particles (AL, EL, BIN, IBN, DE, VAN, VON, ...) a very low one.
 *  7. Arabic "son of" is one token (IBN, BN -> BIN). Arabic "Abd al-X" forms are canonicalised:
 *     ABD/ABDUL/ABDEL/ABDOUL/ABDI (+ optional article) -> ABDUL, and a fused "ABDURRAHMAN"/"ABDELKADER" is split into ABDUL + RAHMAN / KADER; "ABD ALLAH"
 *     and "ABDALLAH" -> ABDULLAH; other "X ALLAH" / "XALLAH" / "XOLLAH" compounds -> one token XULLAH.
 *  8. Number words and ordinals become digits ("FIRST" -> "1", "TWO" -> "2", "3RD" -> "3").
 *  9. The phonetic key (see `phoneticKey`) is a consonant skeleton that keeps the vowel *positions*
 *     but not the vowels, so Mohammed/Muhammad/Mohamed/Mohammad, Qaddafi/Gaddafi/Kadhafi, Yusuf/Yousef,
 *     Osama/Usama, Laden/Ladin share a key while Mohammed/Mahmoud do not.
 * 10. The script the name was written in (scripts.ts) is kept (`script`), so that a name written in one
 *     script is compared with a name written in another by the cross-script keys (cross-script.ts).
 * 11. A particle that only ever introduces a name (AL, IBN, VON, ...) ending a name typed without a
 *     comma is marked `dangling` ("Khamis Al": the scorer counts a missing name). Given names carry
 *     their equivalence group and language form (`GIVEN_NAME_GROUPS`: WILLIAM/BILL one form, JUAN another).
 * 12. In a person's name a single letter written with a dot is an initial, even when it is also a
 *     conjunction particle (Spanish Y, Portuguese E, Catalan I, written without a dot): "Ping Y. CHANG".
 * 13. Russian organisational words are read in English (org-glossary.ts), in the names of companies only
 *     (never persons, vessels or aircraft, nor names in scripts other than Latin and Cyrillic): each word
 *     outside a legal-form phrase that the glossary knows, romanised from Cyrillic or written in Latin
 *     letters by a list, becomes its English word ("МОСКОВСКИЙ КРЕДИТНЫЙ БАНК", "MOSKOVSKIY KREDITNYY
 *     BANK" -> MOSCOW CREDIT BANK, as "CREDIT BANK OF MOSCOW" reads), classified as the English word is
 *     (BANK, PLANT generic; MOSCOW a name word; COMPANY, PRIVATE legal-form words; AKTSIONERNYY, "joint
 *     stock", JSC); a word it does not know stays romanised. The token keeps the word as written in
 *     `gloss` (and, for a one-word translation, in `raw`): the scorer's explanation notes it
 *     ("glossary: MOSKOVSKIY = MOSCOW") and acronyms are also read by its initial (РВК). A word with
 *     several usual English renderings (ЗАВОД: PLANT, WORKS, FACTORY) carries the others in `alt`. In a name
 *     written in Cyrillic, I and V are the conjunction И / І and the preposition В, not Roman numerals.
 *     There a word the glossary does not know is also read as a compound of international stems in its
 *     English spelling (org-glossary.ts `compoundReading`: ГИДРОМАШ -> HYDROMASH, НАНОЭЛЕКТРОНИКА ->
 *     NANOELECTRONICS) or as the Latin abbreviation it spells (`latinAbbreviations`: СИПИЭС -> CPS,
 *     ЦСТ -> CST), the romanised word kept in `alt`.
 *     Arabic and Persian organisational words are read the same way (org-glossary-arabic.ts): in a
 *     company's name written in Arabic script each word the glossary knows, its article and clitics
 *     removed, becomes its English word ("الجماعة الاسلامية المسلحة" -> GROUP ISLAMIC ARMED); in a
 *     Latin-script name the usual romanised forms of the same words (JAMAA, HARAKAT, SAZMAN, SANAYE),
 *     so a romanised listing still meets the Arabic name. A name the Arabic glossary would leave with no
 *     name word but a country's (BANK MELLI IRAN: BANK NATIONAL IRAN) is read as written instead.
 *     A word either glossary read keeps its transliteration without the clitics (`NameToken.written`:
 *     JMAA for the GROUP of الجماعة, JAMAAT for a listing's JAMAAT), which the scorer pairs by the abjad
 *     rules with a listing that transliterates rather than translates (في ~ FI, جماعة ~ JAMA'A) and the
 *     index keys by its skeleton; and the conjunction و written on a word with the article is its own
 *     word AND (والمسلمين -> AND AL MSLMYN: WA AL-MUSLIMIN, WAL-MUSLIMIN; `CONJUNCTION_ARTICLE_RE`).
 *     Chinese organisational words are read the same way in a company's name written in Han
 *     (org-glossary-chinese.ts; no kana or Hangul in the name): the glossary's words are found by
 *     backward maximum matching over the characters, simplified or traditional ("海能機械(香港)有限公司"
 *     -> HAI NENG MACHINERY HONG KONG LTD, as "HAINENG MACHINERY (HONG KONG) CO., LIMITED" reads); the
 *     other characters stay one pinyin syllable each. The token's `gloss` is the Han word (機械).
 */
import { createRequire } from 'node:module';
import anyAscii from 'any-ascii';
import countries from 'i18n-iso-countries';
import nationalities from 'i18n-nationality';
import { romanise } from './romanise.js';
import { nameScript, type NameScript } from './scripts.js';
import type { CrossFamily } from './cross-script.js';
import { compoundReading, glossAlternatives, glossWord, letterNameReading } from './org-glossary.js';
import { arabicLatinStem, glossArabicParts, glossArabicLatin } from './org-glossary-arabic.js';
import { hanAlternatives, segmentHan } from './org-glossary-chinese.js';
import { isHanTranscription, transcriptionWords } from './han-transcription.js';

export type TokenClass = 'name' | 'initial' | 'number' | 'particle' | 'legal' | 'generic';

export interface NameToken {
  /** Folded token: ASCII upper case letters/digits only. */
  text: string;
  /** Phonetic/canonical key (see `phoneticKey`). */
  key: string;
  cls: TokenClass;
  /** Static informativeness 0–1 (see `CLASS_WEIGHTS`). */
  weight: number;
  /** Given-name equivalence group (see `GIVEN_NAME_GROUPS`), when the token is a known given-name variant. */
  group?: number;
  /** The language form inside the group (a name and its short forms: WILLIAM/BILL); see `GIVEN_NAME_GROUPS`. */
  form?: number;
  /**
   * Folded text before legal-form canonicalisation (used to re-join split tokens, e.g. "JSC"+"ARGUMENT");
   * for a word the organisation glossary translated (`gloss`), the romanised word itself (MOSKOVSKIY
   * for MOSCOW; each token of a translation of several words: MASHINOSTROITELNYY for MACHINE and BUILDING).
   */
  raw: string;
  /**
   * The romanised Russian, Ukrainian or Belarusian word an organisation's token translates
   * (org-glossary.ts: MOSKOVSKIY for the token MOSCOW; a Han word as written, 機械 for MACHINERY:
   * org-glossary-chinese.ts), shown by explanations; undefined for others.
   */
  gloss?: string;
  /**
   * The other English renderings of a glossed token (org-glossary.glossAlternatives: AIRCRAFT for the
   * token AVIATION of AVIATSIONNYY; WORKS, FACTORY for the PLANT of ZAVOD), which the scorer takes as
   * the token itself and the index posts; undefined for other tokens (English words typed in English
   * never have any: AIRCRAFT and AVIATION typed in English stay two words).
   */
  alt?: readonly string[];
  /**
   * A word the Arabic and Persian glossary translated (org-glossary-arabic.ts) read as written: a token
   * of its transliteration, the word without the clitics and article the glossary removed (JMAA for the
   * GROUP of الجماعة; JAMAAT for the GROUP of a list's JAMAAT, ALJAMAA read JAMAA), class `name`. Lists
   * give Arabic organisations' names in translation (ARMED ISLAMIC GROUP) or in transliteration
   * (JAMA'AT, NUSRAT, AL-ITIHAAD: UN and OFAC practice); the scorer pairs the glossed token either as
   * its English word or, across scripts, as this spelling (score.ts `writtenSimilarity`), and the index
   * posts and looks up the skeleton of this spelling, not of the English word. Set on the first token
   * of the word's translation only; undefined for every other token.
   */
  written?: NameToken;
  /**
   * A particle ending a name written without a comma ("Khamis Al", "Jan van"): it introduces a name
   * element the client did not type, so the scorer counts it as a missing name, not as a particle.
   */
  dangling?: boolean;
  /** `glideKey` of the text, filled in by the scorer when first needed. */
  glide?: string;
  /** `spellingKey` of the text (tokens of at most four letters), filled in by the scorer when first needed. */
  spelling?: string;
  /**
   * Set on a query token that no listed name holds (engine.ts, NameIndex.holds): a token one typing
   * error away from a listed one is then more likely that name mistyped than another name.
   */
  unlisted?: boolean;
  /**
   * Latin spellings a token romanised from Cyrillic may stand for (romanise.cyrillicVariants: KH as H,
   * DZH as J, KS as X, V as W, an initial E as YE, YO as E), filled in by the scorer when first needed.
   */
  readings?: string[];
  /** Cross-script keys (cross-script.ts `crossKey`) by family, filled in by the scorer when first needed. */
  cross?: Partial<Record<CrossFamily, string>>;
  /** `romanise.aspirationKey` of the text read as a Wade–Giles syllable, filled in by the scorer when first needed. */
  wadeGiles?: string;
  /** `romanise.aspirationKey` of the text read as pinyin, filled in by the scorer when first needed. */
  aspiration?: string;
  /**
   * An East Slavic patronymic's father's name (`patronymicForm`): the `GIVEN_NAME_GROUPS` form of
   * its stem, negated for a feminine patronymic (-OVNA, -AUNA); undefined for other tokens.
   */
  patronym?: number;
  /** `romanise.arabicSpellingForm` of the text, filled in by the scorer when first needed. */
  arabic?: string;
  /**
   * A number equal for tokens equal in the fields the scorer's token similarity reads (text, class,
   * group, form, phonetic key, patronymic reading, `unlisted`), given by the screener to list tokens
   * when it pools them (engine.shareTokens) and to query tokens (engine.QueryTokenIds), so that the
   * scorer's memo keeps figures across queries and needs no string hashed or compared; -1 for others.
   */
  simId?: number;
}

export interface NormalisedName {
  /** The name as given. */
  original: string;
  /** Tokens in their original order. */
  tokens: NameToken[];
  /** Read as an organisation's name (a company, vessel or aircraft, or a name that looks like one when no type is given). */
  org: boolean;
  /** Space-joined token texts (for display and exact comparison). */
  text: string;
  /**
   * True when the name was written in a script that omits short vowels (Arabic, Hebrew, Syriac,
   * Thaana): its transliteration ("MHMD") is compared by consonant skeleton only.
   */
  abjad: boolean;
  /** Script the name was written in when it is not Latin (scripts.ts); absent for Latin-script names. */
  script?: NameScript;
  /**
   * For names written in a logographic/syllabic script (Han, Hangul, kana): the sorted characters of
   * that script. Two such names are also compared character by character, since transliteration
   * merges distinct characters (石/市 both give SHI).
   */
  cjk?: string;
  /** Leading tokens written as "SURNAME," before the given names (score.givenStart), filled in by the scorer when first needed. */
  givenStart?: number;
  /** Compound surnames as token index runs (score.compoundSurnames), filled in by the scorer when first needed. */
  compounds?: number[][];
  /**
   * A foreign (or minority) name transcribed into Han characters, its words separated by a middle dot
   * or a hyphen (han-transcription.ts: 基尔特·威尔德斯 Geert Wilders): one token per word, the pinyin
   * syllables joined (JIERTE), its `raw` the syllables as "'JI'ER'TE"; compared with Latin names by
   * the transcription tables' readings (score.ts mode `transcribed`).
   */
  transcribed?: boolean;
  /** Words of a Han or Hangul name and their syllable tokens (score.syllableWords; null: not such a name), filled in by the scorer. */
  syllables?: SyllableWord[] | null;
  /** Token texts of the words written in parentheses (score.bracketWords), filled in by the scorer when first needed. */
  bracketed?: string[];
  /**
   * The two names an organisation's name gives either side of a slash ("AL-QA'IDA/ISLAMIC ARMY"), as
   * names over runs of its tokens (score.slashAlternatives; null: no such slash), filled in by the
   * scorer when first needed.
   */
  alternatives?: SlashPart[] | null;
}

/** One name of a slash-separated pair (score.slashAlternatives): the name, and the index of its first token in the whole name. */
export interface SlashPart { name: NormalisedName; offset: number }

/** A written word of a name and the run of its tokens (`start`, `length`), as the scorer reads it. */
export interface SyllableWord { text: string; start: number; length: number }

/**
 * Static weight per token class (0–1). Legal forms carry almost no identity; generic organisation
 * words little; particles ("AL", "BIN", "DE") almost none; initials little (they are checked, but a
 * matching initial alone proves little). Source: common practice in name screening (legal-form and
 * stop-word down-weighting), values tuned on the name-pair evaluation set as a whole.
 */
export const CLASS_WEIGHTS: Record<TokenClass, number> = {
  name: 1,
  number: 0.25,
  initial: 0.3,
  generic: 0.3,
  particle: 0.12,
  legal: 0.08,
};

/**
 * Honorifics, titles and religious/military ranks dropped before matching. Not the abbreviations
 * that are also name words once another script is romanised or folded: ADM (Adm., admiral; آدم Adam
 * written without vowels) and ENG (Eng., engineer; the Chinese surname Eng, Ёнг Yong in Cyrillic):
 * ADMIRAL, ENGR and ENGINEER stay.
 */
export const HONORIFICS = new Set([
  'MR', 'MRS', 'MS', 'MISS', 'MX', 'MONSIEUR', 'MADAME', 'DR', 'PROF', 'PROFESSOR', 'SIR', 'DAME', 'LORD', 'LADY', 'BARON', 'BARONESS', 'REV',
  'REVEREND', 'FATHER', 'HAJI', 'HAJJI', 'HADJI', 'HAJ', 'HAJJ', 'ALHAJI', 'ALHAJ', 'MAULAVI', 'MAULVI',
  'MAWLAWI', 'MOULAVI', 'MOLVI', 'MAWLAVI', 'MAULANA', 'MOULANA', 'MULLAH', 'MULLA', 'MOLLA', 'MOLLAH',
  'SHEIKH', 'SHAIKH', 'SHEIK', 'SHAYKH', 'SHEIKHA', 'IMAM', 'AYATOLLAH', 'HOJATOLESLAM', 'GEN', 'GENERAL',
  'COL', 'COLONEL', 'CAPT', 'CAPTAIN', 'MAJ', 'LT', 'LIEUTENANT', 'SGT', 'ADMIRAL', 'BRIG', 'HON',
  'HONOURABLE', 'HONORABLE', 'HE', 'HRH', 'PRINCE', 'PRINCESS', 'KING', 'QUEEN', 'EMIR', 'AMIR', 'SENATOR',
  'SEN', 'REP', 'PRESIDENT', 'MINISTER', 'JR', 'SR', 'JNR', 'SNR', 'II', 'III', 'IV', 'ESQ', 'PHD', 'MD',
  'ENGR', 'ENGINEER', 'QARI', 'MUFTI', 'SAYYED', 'SAYYID', 'SYED', 'SAYED', 'SEYYED', 'SEYED', 'SEYYID',
]);

/**
 * Honorifics that are also given names or surnames in some cultures (SAYED, QARI, AMIR, HAJI, KING,
 * BARON...): kept as name tokens at half weight, so they neither drive nor break a match on their own.
 * SEYYED, SEYED, SEYYID: the Persian spellings of Sayyid (سید, the title of a descendant of the
 * Prophet), as Iranian names are written in Latin script.
 */
export const SOFT_HONORIFICS = new Set(['SAYYED', 'SAYYID', 'SYED', 'SAYED', 'SEYYED', 'SEYED', 'SEYYID', 'QARI', 'AMIR', 'EMIR', 'PRINCE', 'KING', 'BARON', 'HAJI', 'HAJJI', 'MULLAH']);

/** Name elements that are common prefixes rather than names in their own right ("ABDUL X", "ABU X"): half weight. */
export const WEAK_NAME_WORDS = new Set(['ABDUL', 'ABU', 'UMM', 'ABOU', 'ABO']);

/** East-Slavic patronymic endings (VIKTOROVICH, OLEKSANDROVYCH, PETROVNA; Belarusian MIKHAILAVICH, ALIAKSANDRAUNA). */
export const PATRONYMIC_RE = /(?:OVICH|EVICH|AVICH|OVITCH|EVITCH|OVYCH|EVYCH|IVICH|OVNA|EVNA|IVNA|AUNA|EUNA|ICHNA|INICHNA)$/;

/** Spellings of Arabic "son of" (بن / ابن) -> one form, so "Osama bin Laden" pairs "Usama ibn Laden" on it. */
const NASAB_SPELLINGS: Record<string, string> = { IBN: 'BIN', BN: 'BIN' };

/** Arabic/Hebrew filiation words: the next token is a father's/ancestor's name. */
const NASAB = new Set(['BIN', 'IBN', 'BINT', 'BINTI', 'BEN', 'BN', 'BT', 'OULD', 'WULD']);

/** Name particles: articles, patronymic connectors and nobiliary particles. */
export const PARTICLES = new Set([
  'AL', 'EL', 'UL', 'UR', 'UD', 'AD', 'AR', 'AZ', 'ASH', 'ES', 'EZ', 'BIN', 'BEN', 'IBN', 'BINT', 'BINTI',
  'BT', 'BN', 'OULD', 'WULD', 'WALD', 'DE', 'DA', 'DI', 'DEL', 'DELLA', 'DELLE', 'DEI', 'DOS', 'DAS', 'DO',
  'DU', 'DES', 'LA', 'LE', 'LES', 'LO', 'VAN', 'VON', 'DER', 'DEN', 'TER', 'TEN', 'ZU', 'Y', 'E', 'I',
  'AND', 'OF', 'THE', 'ET', 'UND', 'FOR', 'DEGLI', 'ST',
]);

/**
 * Particles that only ever introduce a following name (articles, "son of", nobiliary prepositions):
 * one of them ending a name means the name was cut short ("Khamis Al"). Particles that are also name
 * syllables in other languages (BIN, BEN, DE, DA, DO, DU, LE, LA, VAN: Korean, Chinese, Vietnamese
 * names) are not among them.
 */
const LEADING_PARTICLES = new Set(['AL', 'EL', 'UL', 'UR', 'UD', 'AD', 'AR', 'AZ', 'ASH', 'IBN', 'BINT', 'DEL', 'DELLA', 'DELLE', 'DEGLI', 'DOS', 'DAS', 'DES', 'VON', 'DER', 'TER', 'ZU', 'OF', 'THE', 'AND']);

/**
 * Non-profit (non-commercial) company-law forms -> canonical code. Sources: Russian Civil Code
 * art. 50 (legal persons are commercial or non-commercial) and art. 123.24: ANO, avtonomnaya
 * nekommercheskaya organizatsiya, the autonomous non-commercial organisation; German BGB § 21: e.V.,
 * eingetragener Verein, the registered (non-economic) association; Belgian law of 27 June 1921:
 * ASBL / VZW (association sans but lucratif / vereniging zonder winstoogmerk, one form named in
 * French and in Dutch) and AISBL (its international form). Left out: NKO, which in Russian banking is
 * the non-bank credit organisation (nebankovskaya kreditnaya organizatsiya, itself an LLC or JSC:
 * "LIMITED LIABILITY COMPANY NON-BANK CREDIT ORGANIZATION ..."), and NPO, in Russian names the
 * scientific-production association (nauchno-proizvodstvennoe obedinenie, mostly a JSC: "JSC NPO
 * MASHINOSTROYENIA"); FOUNDATION, FUND and ASSOCIATION, generic words (`GENERIC_ORG_WORDS`) used for
 * companies as well.
 */
const NONPROFIT_FORMS: Record<string, string> = { ANO: 'ANO', EV: 'EV', ASBL: 'ASBL', VZW: 'ASBL', AISBL: 'ASBL' };

/** Single-token legal forms -> canonical code. */
export const LEGAL_FORMS: Record<string, string> = {
  LLC: 'LLC', LC: 'LLC', OOO: 'LLC', TOV: 'LLC', TOO: 'LLC', MCHJ: 'LLC', SPZOO: 'LLC',
  LTD: 'LTD', LIMITED: 'LTD', LTDA: 'LTD', PTE: 'PTE', PTY: 'PTY', PVT: 'PVT', PRIVATE: 'PVT',
  GMBH: 'GMBH', MBH: 'GMBH', UG: 'GMBH', KG: 'KG', OHG: 'KG', KGAA: 'KG', EK: 'KG',
  OAO: 'JSC', ZAO: 'JSC', PAO: 'JSC', AO: 'JSC', JSC: 'JSC', OJSC: 'JSC', CJSC: 'JSC', PJSC: 'JSC',
  PAT: 'JSC', PRAT: 'JSC', ZAT: 'JSC', VAT: 'JSC', AAT: 'JSC', JSCB: 'JSC', AKB: 'JSC', ASC: 'JSC',
  SA: 'SA', SAS: 'SA', SAU: 'SA', SAL: 'SA', SARL: 'SARL', SRL: 'SARL', SPRL: 'SARL', SL: 'SARL', SLU: 'SARL',
  SPA: 'SPA', SAPA: 'SPA', SCA: 'SA', SNC: 'SNC', SCS: 'SNC', SE: 'SE', EURL: 'SARL',
  BV: 'BV', NV: 'NV', VOF: 'NV', CV: 'CV', AG: 'AG', AKTIENGESELLSCHAFT: 'AG',
  CO: 'CO', COMPANY: 'CO', CIA: 'CO', CIE: 'CO', CORP: 'CORP', CORPORATION: 'CORP', INC: 'INC',
  INCORPORATED: 'INC', PLC: 'PLC', LLP: 'LLP', LP: 'LP', LLLP: 'LP', PC: 'PC', FZE: 'FZE', FZCO: 'FZE',
  FZC: 'FZE', FZLLC: 'FZE', DMCC: 'FZE', WLL: 'WLL', BSC: 'BSC', QSC: 'BSC', SAOG: 'SAOG', SAE: 'SA',
  BHD: 'BHD', SDN: 'BHD', TBK: 'TBK', PT: 'PT', AB: 'AB', AS: 'AS', ASA: 'AS', APS: 'AS', OY: 'OY', OYJ: 'OY',
  KFT: 'KFT', ZRT: 'KFT', NYRT: 'KFT', DOO: 'DOO', DD: 'DD', AD: 'AD', EAD: 'AD', OOD: 'DOO', EOOD: 'DOO',
  SRO: 'SRO', KK: 'KK', KABUSHIKIGAISHA: 'KK', YK: 'KK', GK: 'KK', LTDCO: 'LTD',
  COLTD: 'LTD', SPOLKA: 'SP', SP: 'SP', ZOO: 'LLC', UAB: 'LLC', SIA: 'LLC', OU: 'LLC', EHF: 'LLC', HF: 'LLC',
  SCRL: 'SARL', COOP: 'COOP', GIE: 'GIE', EIRL: 'SARL', SAC: 'SA', SAA: 'SA', SRLTDA: 'LTD',
  // Non-profit forms (`NONPROFIT_FORMS`) and the charitable GmbH, which is a GmbH (GmbHG § 4).
  ...NONPROFIT_FORMS, GGMBH: 'GMBH',
  // Unitary enterprises (`POST_SOVIET_LEGAL_WORDS`): federal state (FGUP / FSUE), state, municipal.
  FGUP: 'UE', FSUE: 'UE', GUP: 'UE', MUP: 'UE',
  // The limited-liability forms of Central Asia in Cyrillic (`CYRILLIC_LEGAL_FORMS` for the sources),
  // whose romanisations are no Latin word: Kazakh ЖШС, Kyrgyz ЖЧК, Uzbek МЧЖ, Tajik ҶДММ.
  ZHSHS: 'LLC', ZHCHK: 'LLC', MCHZH: 'LLC', JDMM: 'LLC',
};

/**
 * Abbreviations of post-Soviet legal forms read only in a name written in Cyrillic (their romanisations
 * are Latin words or names: TAA, AT, AQ), -> canonical code; with the abbreviations of `LEGAL_FORMS`
 * that are romanisations of Cyrillic ones (ЖШС ZHSHS, ЖЧК ZHCHK, МЧЖ MCHZH, ҶДММ JDMM). Sources, the
 * forms of each country's civil code and company registry: Belarus, Civil Code art. 87-97 and the
 * Unified State Register's Belarusian forms (таварыства з абмежаванай адказнасцю, ТАА, LLC;
 * адкрытае / закрытае акцыянернае таварыства, ААТ / ЗАТ, already in `LEGAL_FORMS`); Kazakhstan, Civil
 * Code (general part, 1994) art. 77 and 85, Law 220-I of 1998 on limited-liability partnerships and
 * Law 415-II of 2003 on joint-stock companies (жауапкершілігі шектеулі серіктестік, ЖШС, the
 * Russian ТОО; акционерлік қоғам, АҚ, JSC; the older open and closed ашық / жабық акционерлік
 * қоғам, ААҚ / ЖАҚ); Kyrgyzstan, Civil Code art. 113-160 and the Law on business partnerships and
 * companies of 1996 (жоопкерчилиги чектелген коом, ЖЧК, LLC; ачык / жабык акционердик коом, ААК /
 * ЖАК, JSC); Uzbekistan, Law on limited and additional liability companies of 2001 (масъулияти
 * чекланган жамият, МЧЖ, LLC: MCHJ in Latin); Tajikistan, Civil Code art. 94 (ҷамъияти дорои
 * масъулияти маҳдуд, ҶДММ, LLC); Ukraine, Law 2275-VIII and Law on joint-stock companies 514-VI
 * (акціонерне товариство, АТ; ТОВ, ПАТ, ПрАТ already in `LEGAL_FORMS`). Left out: АК, the Russian
 * акционерная компания, which lists keep as letters (AK ALROSA).
 */
const CYRILLIC_LEGAL_FORMS: Record<string, string> = {
  TAA: 'LLC', AT: 'JSC', AQ: 'JSC', AAQ: 'JSC', ZHAQ: 'JSC', AAK: 'JSC', ZHAK: 'JSC',
};
const CYRILLIC_LEGAL_FORM_CODE = new Map(Object.entries(CYRILLIC_LEGAL_FORMS));

/**
 * A legal form's other canonical code (`NameToken.alt`, which the scorer takes as equal to the other
 * side's token): the partnership with limited liability of Kazakhstan (and of Russia before 1995,
 * Civil Code of the RSFSR), ТОО / ЖШС, товарищество с ограниченной ответственностью / жауапкершілігі
 * шектеулі серіктестік, is LLC (its code, the company form it is) and LLP (its name word for word, as
 * Kazakhstan's own English registry extracts and most lists write it): "ТОО X" meets both "X LLC" and
 * "X LLP", while an English LLP and LLC still differ. Keys: the romanised abbreviation, or the
 * canonical words of the phrase (`LEGAL_PHRASES`) joined by spaces.
 */
const LEGAL_FORM_ALTERNATIVES: ReadonlyMap<string, readonly string[]> = new Map([
  ['TOO', ['LLP']], ['ZHSHS', ['LLP']],
  ['TOVARISHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU', ['LLP']],
  ['ZHAUAPKERSHILIGI SHEKTEULI SERIKTESTIGI', ['LLP']], ['ZHAUAPKERSHILIGI SHEKTEULI SERIKTESTIK', ['LLP']],
]);

/**
 * Family of a canonical legal form: forms of one family can name the same company written in another
 * language or convention (OOO "LLC"/"Ltd", GmbH "Ltd"); forms of different families are different
 * kinds of company (a joint-stock company is not a limited-liability company: Deutsche Bank AG is not
 * a Deutsche Bank GmbH), so two names with conflicting legal forms name different companies unless
 * the rest of the name says otherwise. Codes absent here (CO, CORP, INC, PT, BHD, AS, AB, OY, FZE,
 * ...) are used for several kinds, or loosely, and conflict with nothing. Source: the company-law
 * forms themselves (private limited-liability vs joint-stock/public vs partnership).
 */
export const LEGAL_FAMILY: Record<string, 'limited' | 'stock' | 'partnership' | 'cooperative' | 'nonprofit'> = {
  LLC: 'limited', LTD: 'limited', GMBH: 'limited', SARL: 'limited', BV: 'limited', PTY: 'limited', PVT: 'limited',
  PTE: 'limited', SRO: 'limited', DOO: 'limited', SP: 'limited', WLL: 'limited', KFT: 'limited',
  JSC: 'stock', AG: 'stock', SA: 'stock', PLC: 'stock', NV: 'stock', SPA: 'stock', SE: 'stock', AD: 'stock',
  DD: 'stock', KK: 'stock', TBK: 'stock', BSC: 'stock', SAOG: 'stock',
  LP: 'partnership', LLP: 'partnership', KG: 'partnership', SNC: 'partnership',
  COOP: 'cooperative',
  // Non-commercial organisations (`NONPROFIT_FORMS` and the phrases that name them): no kind of company.
  ANO: 'nonprofit', EV: 'nonprofit', ASBL: 'nonprofit', NONPROFIT: 'nonprofit',
};

/**
 * The English names of the non-commercial organisation (Russian Civil Code art. 50, 123.24; lists
 * translate ANO as "AUTONOMOUS NON-COMMERCIAL ORGANIZATION" or "AUTONOMOUS NONPROFIT ORGANIZATION"),
 * each as folded token sequences: NON-COMMERCIAL / NONCOMMERCIAL, NON-PROFIT / NONPROFIT,
 * ORGANIZATION / ORGANISATION; with AUTONOMOUS -> ANO, without -> NONPROFIT (so too NOT-FOR-PROFIT
 * ORGANIZATION).
 */
function nonprofitPhrases(): Array<[string[], string]> {
  const out: Array<[string[], string]> = [];
  for (const adj of [['NONCOMMERCIAL'], ['NON', 'COMMERCIAL'], ['NONPROFIT'], ['NON', 'PROFIT']]) {
    for (const org of ['ORGANIZATION', 'ORGANISATION']) {
      out.push([['AUTONOMOUS', ...adj, org], 'ANO'], [[...adj, org], 'NONPROFIT']);
    }
  }
  for (const org of ['ORGANIZATION', 'ORGANISATION']) out.push([['NOT', 'FOR', 'PROFIT', org], 'NONPROFIT']);
  return out;
}

/**
 * Expands a spelling pattern with `(A|B|...)` groups (not nested) into every spelling it stands for:
 * "OTKR(Y|I)T(OE|OYE)" -> OTKRYTOE, OTKRYTOYE, OTKRITOE, OTKRITOYE.
 */
function expandSpellings(pattern: string): string[] {
  const m = /\(([^()]*)\)/.exec(pattern);
  if (!m) return [pattern];
  const out: string[] = [];
  for (const alt of m[1].split('|')) out.push(...expandSpellings(pattern.slice(0, m.index) + alt + pattern.slice(m.index + m[0].length)));
  return out;
}

/**
 * The words of the Russian, Ukrainian and Kazakh company-law forms written in Latin letters, as
 * canonical word -> spelling patterns (`expandSpellings`). The forms: Russian Civil Code art. 66.3,
 * 87 and 96-97 (1994 text: open and closed joint-stock companies; since 2014 public and non-public),
 * Federal Laws 208-FZ (aktsionernoe obshchestvo, AO/OAO/ZAO/PAO) and 14-FZ (obshchestvo s
 * ogranichennoi otvetstvennostyu, OOO); the "joint-stock company of the open / closed type" (AOOT /
 * AOZT) of the 1990 RSFSR regulation on joint-stock companies; Belarus's foreign LLC (inostrannoe
 * OOO, IOOO); Kazakhstan's limited-liability partnership (tovarishchestvo s ogranichennoi
 * otvetstvennostyu, TOO); the joint-stock commercial bank (aktsionerny kommercheski bank, AKB);
 * Ukraine's Civil Code art. 80-81 and Law 2275-VIII (tovarystvo z obmezhenoiu vidpovidalnistiu, TOV;
 * aktsionerne tovarystvo, AT, private PrAT and public PAT; before 2008 open VAT and closed ZAT). The
 * spellings are those of the romanisation systems lists use: BGN/PCGN (SHCH, Y for й and ы, YE and
 * YU: OGRANICHENNOY, AKTSIONERNOYE, OTVETSTVENNOST'YU with the soft sign's apostrophe deleted),
 * Library of Congress (I for й, IU: OGRANICHENNOI, OTVETSTVENNOSTIU), GOST 7.79 B (SHH, J, CZ: OBSHHESTVO,
 * OGRANICHENNOJ), ISO 9 and the scientific system with the diacritics folded (šč -> SC, č -> C, c for
 * ц: OBSCESTVO, AKCIONERNOE), the common SCH (OBSCHESTVO), and Ukraine's national system
 * (Cabinet of Ministers resolution 55 of 2010: OBMEZHENOIU, VIDPOVIDALNISTIU). Also the unitary
 * enterprise (Russian Civil Code art. 113-114: state, federal state and municipal unitary enterprises,
 * GUP / FGUP / MUP; Belarus Civil Code art. 113: republican and private unitary enterprises), in
 * Russian or in English, -> UE; Belarus's joint-stock company in Belarusian (Civil Code of Belarus
 * art. 96-97: адкрытае / закрытае акцыянернае таварыства, ADKRYTAE / ZAKRYTAE AKTSYYANERNAE
 * TAVARYSTVA, AAT / ZAT) -> JSC; and the Russian non-commercial organisation (Civil Code art. 50,
 * 123.24: avtonomnaya nekommercheskaya organizatsiya) -> ANO, as its English name (`nonprofitPhrases`).
 */
const POST_SOVIET_LEGAL_WORDS: Record<string, string> = {
  OBSHCHESTVO: 'OB(SHCH|SCH|SHH|SHC|SHTSH|SC|SH)ESTVO',
  AKTSIONERNOE: 'AK(TS|C|TC|CZ|TZ|S)IONERN(OE|OYE|OJE|OIE)',
  OTKRYTOE: 'OTKR(Y|I)T(OE|OYE|OJE|OIE)',
  ZAKRYTOE: 'ZAKR(Y|I)T(OE|OYE|OJE|OIE)',
  PUBLICHNOE: 'PUBLI(CH|C)N(OE|OYE|OJE|OIE)',
  NEPUBLICHNOE: 'NEPUBLI(CH|C)N(OE|OYE|OJE|OIE)',
  INOSTRANNOE: 'INOSTRANN(OE|OYE|OJE|OIE)',
  OGRANICHENNOI: 'OGRANI(CH|C)ENN(OI|OY|OJ|OII|OYI)',
  OTVETSTVENNOSTYU: 'OTVETSTVENNOST(YU|IU|JU|IYU|IJU|U)',
  OTKRYTOGO: 'OTKR(Y|I)TOGO',
  ZAKRYTOGO: 'ZAKR(Y|I)TOGO',
  TOVARISHCHESTVO: 'TOVARI(SHCH|SCH|SHH|SC)ESTVO',
  AKTSIONERNY: 'AK(TS|C|TC|CZ)IONERN(Y|YY|YI|YJ|II|IY|IJ)',
  KOMMERCHESKI: 'KOMMER(CH|C)ESK(I|IY|II|IJ|IYY)',
  TOVARYSTVO: 'TOVAR(Y|I)STVO',
  OBMEZHENOIU: 'OBMEZHEN(OIU|OYU|OJU|OIYU)',
  VIDPOVIDALNISTIU: 'VIDPOVIDALNIST(IU|YU|JU|IYU)',
  AKTSIONERNE: 'AK(TS|C)IONERNE',
  PRYVATNE: 'PR(Y|I)VATNE',
  PUBLICHNE: 'PUBLI(CH|C)NE',
  VIDKRYTE: 'VIDKR(Y|I)TE',
  ZAKRYTE: 'ZAKR(Y|I)TE',
  FEDERALNOE: 'FEDERALN(OE|OYE|OJE|OIE)',
  GOSUDARSTVENNOE: 'GOSUDARSTVENN(OE|OYE|OJE|OIE)',
  MUNITSIPALNOE: 'MUNI(TS|C)IPALN(OE|OYE|OJE|OIE)',
  RESPUBLIKANSKOE: 'RESPUBLIKANSK(OE|OYE|OJE|OIE)',
  UNITARNOE: 'UNITARN(OE|OYE|OJE|OIE)',
  PREDPRIYATIE: 'PREDPRI(YA|JA|IA)TI(E|YE|JE)',
  AKTSYYANERNAE: 'AK(TS|C)(Y|I)(Y|I)ANERNA(E|YE|JE|IE)',
  TAVARYSTVA: 'TAVAR(Y|I)STVA',
  ADKRYTAE: 'ADKR(Y|I)TA(E|YE|JE|IE)',
  ZAKRYTAE: 'ZAKR(Y|I)TA(E|YE|JE|IE)',
  AVTONOMNAYA: 'AVTONOMN(AYA|AIA|AJA)',
  NEKOMMERCHESKAYA: 'NEKOM(M|)ER(CH|C)ESK(AYA|AIA|AJA)',
  ORGANIZATSIYA: 'ORGANIZA(TS|C|TC)I(YA|IA|JA|A)',
  // Central Asia and Belarus in Cyrillic, as romanised (Г may come out H, Қ Q, Ғ GH), and in the
  // Kazakh Latin alphabet of 2021 (J for Ж, S for Ш): `CYRILLIC_LEGAL_FORMS` for the sources.
  ZHAUAPKERSHILIGI: '(ZH|J)AUAPKER(SH|S)(I|Y)L(I|Y)(G|H|GH)(I|Y)',
  SHEKTEULI: '(SH|S)EKTEUL(I|Y)',
  SERIKTESTIGI: 'SER(I|Y)KTEST(I|Y)(G|H|GH)(I|Y)',
  SERIKTESTIK: 'SER(I|Y)KTEST(I|Y)(K|Q)',
  AKTSIONERLIK: 'AK(TS|C|S)IONERL(I|Y)(K|Q)',
  QOGAM: '(Q|K)O(GH|G|H)AM(Y|I|)',
  ABMEZHAVANAY: 'ABMEZHAVAN(AY|AI|AJ)',
  ADKAZNASTSYU: 'ADKAZNAS(TS|C)(YU|IU|JU)',
  ZHOOPKERCHILIGI: '(ZH|J)OOPKER(CH|C)(I|Y)L(I|Y)(G|H)(I|Y)',
  CHEKTELGEN: '(CH|C)EKTEL(G|H)EN',
  KOOM: 'KOOM(U|)',
};

/** Spelling of a word of a post-Soviet legal form (`POST_SOVIET_LEGAL_WORDS`) -> its canonical spelling. */
const POST_SOVIET_SPELLING = new Map<string, string>();
for (const [word, pattern] of Object.entries(POST_SOVIET_LEGAL_WORDS)) {
  for (const s of expandSpellings(pattern)) POST_SOVIET_SPELLING.set(s, word);
}

/**
 * The post-Soviet legal forms (see `POST_SOVIET_LEGAL_WORDS` for the sources) as phrases of canonical
 * words -> canonical code: every joint-stock form -> JSC, every limited-liability form -> LLC, as
 * their abbreviations (OAO, ZAO, PAO, AO, OOO, TOV, TOO) are in `LEGAL_FORMS`; the unitary enterprise
 * -> UE (FGUP, FSUE, GUP, MUP; not SUE, an English given name), a form of no `LEGAL_FAMILY`.
 */
const POST_SOVIET_PHRASES: Array<[string[], string]> = [
  [['OTKRYTOE', 'AKTSIONERNOE', 'OBSHCHESTVO', 'OTKRYTOGO', 'TIPA'], 'JSC'],
  [['AKTSIONERNOE', 'OBSHCHESTVO', 'OTKRYTOGO', 'TIPA'], 'JSC'],
  [['AKTSIONERNOE', 'OBSHCHESTVO', 'ZAKRYTOGO', 'TIPA'], 'JSC'],
  [['OTKRYTOE', 'AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['ZAKRYTOE', 'AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['PUBLICHNOE', 'AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['NEPUBLICHNOE', 'AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['AKTSIONERNY', 'KOMMERCHESKI', 'BANK'], 'JSC'],
  [['OBSHCHESTVO', 'S', 'OGRANICHENNOI', 'OTVETSTVENNOSTYU'], 'LLC'],
  [['INOSTRANNOE', 'OBSHCHESTVO', 'S', 'OGRANICHENNOI', 'OTVETSTVENNOSTYU'], 'LLC'],
  [['TOVARISHCHESTVO', 'S', 'OGRANICHENNOI', 'OTVETSTVENNOSTYU'], 'LLC'],
  [['TOVARYSTVO', 'Z', 'OBMEZHENOIU', 'VIDPOVIDALNISTIU'], 'LLC'],
  [['PRYVATNE', 'AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['PUBLICHNE', 'AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['VIDKRYTE', 'AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['ZAKRYTE', 'AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['FEDERALNOE', 'GOSUDARSTVENNOE', 'UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['GOSUDARSTVENNOE', 'UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['MUNITSIPALNOE', 'UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['RESPUBLIKANSKOE', 'UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['ADKRYTAE', 'AKTSYYANERNAE', 'TAVARYSTVA'], 'JSC'],
  [['ZAKRYTAE', 'AKTSYYANERNAE', 'TAVARYSTVA'], 'JSC'],
  [['AKTSYYANERNAE', 'TAVARYSTVA'], 'JSC'],
  [['TAVARYSTVA', 'Z', 'ABMEZHAVANAY', 'ADKAZNASTSYU'], 'LLC'],
  [['ZHAUAPKERSHILIGI', 'SHEKTEULI', 'SERIKTESTIGI'], 'LLC'],
  [['ZHAUAPKERSHILIGI', 'SHEKTEULI', 'SERIKTESTIK'], 'LLC'],
  [['AKTSIONERLIK', 'QOGAM'], 'JSC'],
  [['ZHOOPKERCHILIGI', 'CHEKTELGEN', 'KOOM'], 'LLC'],
  [['AVTONOMNAYA', 'NEKOMMERCHESKAYA', 'ORGANIZATSIYA'], 'ANO'],
  [['NEKOMMERCHESKAYA', 'ORGANIZATSIYA'], 'NONPROFIT'],
  [['FEDERAL', 'STATE', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['STATE', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['MUNICIPAL', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['REPUBLICAN', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['PRIVATE', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['UNITARY', 'ENTERPRISE'], 'UE'],
];

/** Long words of the post-Soviet legal forms that a typing error may reach (`phraseWord`). */
const LONG_POST_SOVIET_WORDS = Object.keys(POST_SOVIET_LEGAL_WORDS).filter((w) => w.length >= 11);

/** Multi-word legal forms (as folded token sequences) -> canonical code. Longest first. */
export const LEGAL_PHRASES: Array<[string[], string]> = ([
  [['OPEN', 'JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['CLOSED', 'JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['PUBLIC', 'JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['PRIVATE', 'JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['OPEN', 'JOINT', 'STOCK'], 'JSC'],
  [['CLOSED', 'JOINT', 'STOCK'], 'JSC'],
  [['JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['JOINT', 'STOCK', 'COMMERCIAL', 'BANK'], 'JSC'],
  [['JOINT', 'STOCK'], 'JSC'],
  [['JOINTSTOCK', 'COMPANY'], 'JSC'],
  [['LIMITED', 'LIABILITY', 'COMPANY'], 'LLC'],
  [['LIMITED', 'LIABILITY', 'PARTNERSHIP'], 'LLP'],
  [['LIMITED', 'LIABILITY'], 'LLC'],
  [['LIMITED', 'PARTNERSHIP'], 'LP'],
  [['PUBLIC', 'LIMITED', 'COMPANY'], 'PLC'],
  [['PRIVATE', 'LIMITED', 'COMPANY'], 'LTD'],
  [['PRIVATE', 'LIMITED'], 'LTD'],
  [['SOCIETATEA', 'CU', 'RASPUNDERE', 'LIMITATA'], 'SARL'],
  [['SOCIEDAD', 'DE', 'RESPONSABILIDAD', 'LIMITADA'], 'SARL'],
  [['SOCIETE', 'A', 'RESPONSABILITE', 'LIMITEE'], 'SARL'],
  [['SOCIETA', 'A', 'RESPONSABILITA', 'LIMITATA'], 'SARL'],
  [['GESELLSCHAFT', 'MIT', 'BESCHRANKTER', 'HAFTUNG'], 'GMBH'],
  [['SOCIEDAD', 'ANONIMA'], 'SA'],
  [['SOCIETE', 'ANONYME'], 'SA'],
  [['SOCIETA', 'PER', 'AZIONI'], 'SPA'],
  [['NAAMLOZE', 'VENNOOTSCHAP'], 'NV'],
  [['BESLOTEN', 'VENNOOTSCHAP'], 'BV'],
  [['KABUSHIKI', 'KAISHA'], 'KK'],
  [['SP', 'Z', 'O', 'O'], 'LLC'],
  [['SP', 'Z', 'OO'], 'LLC'],
  [['A', 'S'], 'AS'],
  [['S', 'A'], 'SA'],
  [['S', 'R', 'L'], 'SARL'],
  [['S', 'L'], 'SARL'],
  [['B', 'V'], 'BV'],
  [['N', 'V'], 'NV'],
  [['CO', 'LTD'], 'LTD'],
  [['PTY', 'LTD'], 'LTD'],
  [['PVT', 'LTD'], 'LTD'],
  [['PTE', 'LTD'], 'LTD'],
  [['SDN', 'BHD'], 'BHD'],
  ...nonprofitPhrases(),
  [['EINGETRAGENER', 'VEREIN'], 'EV'],
  [['ASSOCIATION', 'SANS', 'BUT', 'LUCRATIF'], 'ASBL'],
  [['VERENIGING', 'ZONDER', 'WINSTOOGMERK'], 'ASBL'],
  [['GEMEINNUTZIGE', 'GMBH'], 'GMBH'],
  [['FREE', 'ZONE', 'ESTABLISHMENT'], 'FZE'],
  [['FREE', 'ZONE', 'COMPANY'], 'FZE'],
  ...POST_SOVIET_PHRASES,
] as Array<[string[], string]>).sort((a, b) => b[0].length - a[0].length);

const PHRASES_BY_FIRST = new Map<string, Array<[string[], string]>>();
for (const p of LEGAL_PHRASES) {
  const l = PHRASES_BY_FIRST.get(p[0][0]) ?? [];
  l.push(p);
  PHRASES_BY_FIRST.set(p[0][0], l);
}
const NO_PHRASES: Array<[string[], string]> = [];

/**
 * The legal-form phrase (`LEGAL_PHRASES`: words, code) that `words` hold from position `i`, the longest
 * first, or undefined. Used on a name's phrase words and on a glossed word's English translation.
 */
function legalPhraseAt(words: readonly string[], i: number): [string[], string] | undefined {
  for (const entry of PHRASES_BY_FIRST.get(words[i]) ?? NO_PHRASES) {
    const phrase = entry[0];
    if (i + phrase.length > words.length) continue;
    let ok = true;
    for (let k = 1; k < phrase.length; k++) if (words[i + k] !== phrase[k]) { ok = false; break; }
    if (ok) return entry;
  }
  return undefined;
}

/** Generic organisation words: describe the kind of business, not the identity. */
export const GENERIC_ORG_WORDS = new Set([
  'TRADING', 'TRADE', 'TRADERS', 'BANK', 'BANKING', 'BANCO', 'BANQUE', 'GROUP', 'GRUPO', 'GROUPE',
  'INTERNATIONAL', 'INTL', 'INT', 'INDUSTRIES', 'INDUSTRY', 'INDUSTRIAL', 'HOLDING', 'HOLDINGS',
  'ENTERPRISE', 'ENTERPRISES', 'SERVICE', 'SERVICES', 'GLOBAL', 'SOLUTIONS', 'TECHNOLOGY', 'TECHNOLOGIES',
  'TECH', 'SYSTEMS', 'SYSTEM', 'MANAGEMENT', 'INVESTMENT', 'INVESTMENTS', 'CAPITAL', 'PARTNERS',
  'ASSOCIATES', 'CONSULTING', 'ENGINEERING', 'CONSTRUCTION', 'DEVELOPMENT', 'EXPORT', 'IMPORT', 'EXPORTS',
  'IMPORTS', 'SHIPPING', 'LOGISTICS', 'TRANSPORT', 'ENERGY', 'OIL', 'GAS', 'PETROLEUM', 'ELECTRONICS',
  'ELECTRONIC', 'FINANCE', 'FINANCIAL', 'INSURANCE', 'MARITIME', 'NAVIGATION', 'GENERAL', 'NATIONAL',
  'UNITED', 'FOUNDATION', 'ASSOCIATION', 'ORGANIZATION', 'ORGANISATION', 'INSTITUTE', 'CENTER', 'CENTRE',
  'AGENCY', 'FACTORY', 'PLANT', 'WORKS', 'MANUFACTURING', 'PRODUCTS', 'COMMERCIAL', 'ECONOMIC', 'RESEARCH',
  'SCIENTIFIC', 'EXCHANGE', 'SECURITIES', 'TRUST', 'FUND', 'CHARITY', 'CHARITABLE', 'SOCIETY', 'UNION',
  'ESTABLISHMENT', 'ORGANIZATIONS', 'IMPEX', 'GENERAL', 'CONTRACTING', 'SUPPLY', 'SUPPLIES', 'EQUIPMENT',
  'MACHINERY', 'CHEMICAL', 'CHEMICALS', 'PHARMACEUTICAL', 'PHARMACEUTICALS', 'MEDICAL', 'AVIATION',
  'AIRLINES', 'AIRLINE', 'AIR', 'LINES', 'MARINE', 'SHIP', 'SHIPS', 'TANKER', 'TANKERS', 'METAL', 'METALS',
  'MINING', 'STEEL', 'REAL', 'ESTATE', 'PROPERTY', 'PROPERTIES', 'VENTURES', 'VENTURE', 'ALLIANCE',
  'COMMUNICATIONS', 'TELECOM', 'MEDIA', 'NETWORK', 'AUTHORITY', 'OFFICE', 'BUREAU', 'COMMITTEE', 'COUNCIL',
  'MINISTRY', 'DEPARTMENT', 'DIRECTORATE', 'STATE', 'PUBLIC', 'JOINT', 'STOCK', 'BROTHERS', 'BROS', 'SONS',
  'FRONT', 'MOVEMENT', 'PARTY', 'BRIGADE', 'BRIGADES', 'BATTALION', 'ARMY', 'FORCES', 'FORCE',
  'ISLAMIC', 'ISLAMI', 'REPUBLIC', 'REGIONAL', 'OVERSEAS', 'FOREIGN', 'ASIA', 'EUROPE', 'MIDDLE', 'EAST',
  'GULF', 'AFRICA', 'AMERICA', 'AMERICAN', 'LOGISTIC', 'SUPPORT', 'COMMODITIES', 'FOOD', 'FOODS',
  'AGRICULTURAL', 'AGRO', 'TEXTILE', 'TEXTILES', 'ELECTRIC', 'POWER', 'RESOURCES', 'MARKETING',
  'DISTRIBUTION', 'BUILDING', 'CONSTRUCTIONS', 'PRODUCTION', 'MANUFACTURE', 'SOLUTION', 'LOANS', 'LOAN',
  'MORTGAGE', 'CREDIT', 'SAVINGS', 'MICROFINANCE', 'ACADEMY', 'UNIVERSITY', 'COLLEGE', 'SCHOOL',
  'HOSPITAL', 'CLINIC', 'LABORATORY', 'LABORATORIES', 'LAB', 'LABS', 'DESIGN', 'BUREAU', 'AUTOMOTIVE',
  'MOTORS', 'MOTOR', 'CONSORTIUM', 'CORPORATE', 'COMMERCE', 'COMMERCIALE', 'INDUSTRIE', 'HANDEL',
]);

/**
 * Equivalent given names across languages (cognates: JOHN/JUAN/IVAN) and their short forms
 * (hypocorisms: WILLIAM/BILL). Each line is one name; inside a line, forms joined by "|" are the same
 * name in one language (the name and its short forms) or in the East Slavic languages, whose
 * speakers are officially named in two of them (a Belarusian passport gives ALIAKSANDR and
 * ALEKSANDR; ALEXANDER is the usual English rendering of Александр); separate strings are the name in
 * other languages. Two forms of one string pair as strongly as a spelling variant (config
 * `equivalentSim`: "Bill Gates" is William Gates); two languages' forms pair more weakly (config
 * `cognateSim`: a person registered as John is seldom listed as Juan, so a cognate given name alone
 * cannot make a match). Source: standard given-name equivalence lists (cognates/hypocorisms); only
 * widely used forms. East Slavic strings hold the Russian form and its usual Latin spellings, the
 * Ukrainian form (national transliteration, Cabinet of Ministers of Ukraine resolution 55 of 27
 * January 2010: Г -> H, И -> Y, І -> I, Ї/Й -> I; SERHII, HRYHORII, OLEKSII, MYKOLA, VADYM) and the
 * Belarusian form (national romanisation of 2007 as passports and ICAO practice write it: Г -> H,
 * Ў -> U, ДЗ -> DZ, Ц -> TS, akanne A for unstressed O; SIARHEI, RYHOR, ALIAKSEI, MIKALAI, IHAR,
 * ALEH, YAUHEN, VADZIM, ARTSIOM; ALENA, HALINA, VALIANTSINA, KATSIARYNA or BGN/PCGN KATSYARYNA),
 * which sanctions lists give Ukrainians and Belarusians alongside the Russian form: one person's
 * name, so one form (`equivalentSim`). A spelling that shares its phonetic
 * key with another language's form of its line is left out (SERGIY/SERGIO: the pair would fall from
 * `phoneticSim` to `cognateSim`); the phonetic rule pairs it with the Russian form anyway. Not so the
 * Ukrainian KATERYNA (Катерина), whose Russian form opens with YE (Екатерина: EKATERINA, YEKATERINA):
 * their keys differ, so the table holds it, and KATERYNA against the Italian CATERINA, whose key it
 * shares, pairs as a cognate (`cognateSim`) rather than as a spelling.
 */
export const GIVEN_NAME_GROUPS: string[][] = [
  ['JOHN|JOHNNY|JACK', 'JUAN', 'JEAN', 'JOHANN|JOHANNES|JOHAN|HANS', 'GIOVANNI', 'JOAO', 'JAN', 'IVAN', 'IOAN', 'IOANNIS', 'SEAN|EOIN', 'YAHYA'],
  ['MICHAEL|MIKE', 'MICHEL', 'MIGUEL', 'MICHELE', 'MIKHAIL|MYKHAILO|MYKHAYLO|MIHAIL|MIKHAYL', 'MIHAI', 'MICHAL', 'MIKAEL', 'MIKKEL'],
  ['PETER|PETE', 'PEDRO', 'PIERRE', 'PIETRO', 'PYOTR|PETR|PETRO|PIOTR', 'PETRU'],
  ['PAUL', 'PABLO', 'PAOLO', 'PAVEL|PAVLO|PAVAL|PAVIEL', 'PAWEL', 'PAULO'],
  ['JOSEPH|JOE', 'JOSE|PEPE', 'GIUSEPPE', 'JOSEF', 'IOSIF', 'YOSEF', 'JOZEF'],
  ['ALEXANDER|ALEX|ALEKSANDR|SASHA|OLEKSANDR|ALIAKSANDR|ALYAKSANDR|ALEXANDR|ALAKSANDR|ALIAKSANDAR', 'ALEJANDRO', 'ALESSANDRO', 'ALEXANDRE', 'ALEKSANDER', 'ISKANDAR|ISKANDER', 'SANDER'],
  ['GEORGE', 'JORGE', 'GEORG', 'GIORGIO', 'GEORGIY|GEORGII|YURI|YURIY|YURII|YURY|YURIJ|IURII|IURIY|IURI|JURIJ', 'JERZY', 'GEORGES', 'GIORGI'],
  ['WILLIAM|BILL|BILLY|WILL|WILLIE', 'GUILLERMO', 'GUILLAUME', 'WILHELM', 'WILLEM', 'GUGLIELMO', 'VILHELM'],
  ['ROBERT|BOB|BOBBY|ROB|ROBBIE', 'ROBERTO', 'RUPERT'],
  ['RICHARD|RICK|RICKY|DICK', 'RICARDO', 'RICCARDO', 'RYSZARD'],
  ['JAMES|JIM|JIMMY', 'JAIME|DIEGO', 'GIACOMO', 'JACQUES', 'JAKOB|JACOB', 'YAKOV', 'YAQUB', 'JAKUB'],
  ['THOMAS|TOM|TOMMY', 'TOMAS', 'TOMMASO', 'FOMA'],
  ['THEODORE|TED|TEDDY|THEO', 'TEODORO', 'FYODOR|FEDOR', 'TEODOR'],
  ['EDWARD|ED|EDDIE|TED', 'EDUARDO', 'EDOUARD', 'EDUARD', 'EDOARDO'],
  ['BENJAMIN|BEN|BENNY', 'BINYAMIN', 'BENIAMINO'],
  ['CHARLES|CHARLIE|CHUCK', 'CARLOS', 'CARLO', 'KARL|CARL', 'KAROL', 'KAREL'],
  ['HENRY|HARRY|HANK', 'ENRIQUE', 'HENRI', 'ENRICO', 'HEINRICH', 'HENRIK', 'HENRYK'],
  ['FRANCIS|FRANK', 'FRANCISCO|PACO', 'FRANCOIS', 'FRANCESCO', 'FRANZ', 'FRANTISEK'],
  ['ANTHONY|TONY|ANTONY', 'ANTONIO', 'ANTOINE', 'ANTON', 'ANTONI'],
  ['STEPHEN|STEVEN|STEVE', 'ESTEBAN', 'STEFAN', 'STEPAN|STSIAPAN|STIAPAN', 'STEFANO', 'ETIENNE', 'STEPHANE', 'ISTVAN'],
  ['NICHOLAS|NICK', 'NICOLAS', 'NIKOLAI|NIKOLAY|MYKOLA|MIKALAI|MIKALAJ|NIKOLAJ', 'NICOLA', 'NICOLAE', 'NIKOLAUS|KLAUS', 'MIKOLAJ'],
  ['ANDREW|ANDY', 'ANDRES', 'ANDRE', 'ANDREA', 'ANDREAS', 'ANDREI|ANDREY|ANDRIY|ANDRII|ANDREJ|ANDRIJ', 'ANDRZEJ'],
  ['DANIEL|DAN|DANNY', 'DANIIL', 'DANILO'],
  ['DAVID|DAVE', 'DAVIDE', 'DAVIT', 'DAWID', 'DAWUD|DAOUD|DAUD'],
  ['MATTHEW|MATT', 'MATEO', 'MATTEO', 'MATTHIAS', 'MATVEY', 'MATEUSZ'],
  ['SAMUEL|SAM|SAMMY'],
  ['ELIZABETH|LIZ|BETH|BETTY', 'ELISABETH', 'ELISABETTA', 'ISABEL|ISABELLA', 'YELIZAVETA|ELIZAVETA'],
  ['CATHERINE|KATHERINE|KATHRYN|KATE|KATY', 'CATALINA', 'CATERINA', 'EKATERINA|YEKATERINA|KATERYNA|KATSIARYNA|KATSYARYNA', 'KATARZYNA', 'KATHARINA'],
  ['MARGARET|MAGGIE|PEGGY', 'MARGARITA', 'MARGHERITA', 'MARGUERITE'],
  ['MARY', 'MARIA', 'MARIE', 'MARIYA', 'MARYAM', 'MIRIAM'],
  ['ANNE|ANN|ANNIE', 'ANNA', 'ANA', 'HANNA|HANNAH'],
  ['SUSAN|SUE', 'SUSANA', 'SUSANNA', 'SUZANNE'],
  ['HELEN', 'YELENA|ELENA|OLENA|ALENA', 'HELENA', 'ELENI', 'HELENE'],
  ['SOPHIA|SOPHIE', 'SOFIA', 'SOFIYA'],
  ['PATRICK|PAT', 'PATRICIO', 'PATRIZIO'],
  ['LAWRENCE|LARRY', 'LORENZO', 'LAURENT'],
  ['LEONARD|LEO', 'LEONARDO', 'LEONID|LEANID'],
  ['VINCENT|VINCE', 'VICENTE', 'VINCENZO'],
  ['EUGENE', 'EVGENY|YEVGENIY|EVGENIY|YEVHEN|YEVGENY|EVGENII|YEVGENII|IEVGEN|YEVHENII|YAUHEN|YAUGEN|JAUHEN|EUGENIY|EVGENIJ|JEVGENIJ', 'EUGENIO'],
  ['GREGORY|GREG', 'GRIGORY|GRIGORIY|GRIGORII|GRIGORIJ|HRYHORIY|HRYHORII|RYHOR|HRYHORY', 'GREGORIO', 'GRZEGORZ'],
  ['DMITRY|DMITRI|DMYTRO|DMITRIY|DMITRII|DMITRIJ|DZMITRY|DZMITRYI|DZMITRIY|DZMITRI', 'DIMITRI|DIMITRIOS'],
  ['SERGEY|SERGEI|SERHIY|SERHII|SERGEJ|SIARHEI|SIARHEJ|SIARHEY|SERHEI', 'SERGIO', 'SERGE', 'SERGIU'],
  ['VLADIMIR|VOLODYMYR|WLADIMIR|ULADZIMIR|VOLODIMIR', 'WLODZIMIERZ'],
  ['VICTOR|VIKTOR|VIKTAR'],
  ['IGOR|IHOR|IHAR|IGAR'],
  ['OLEG|OLEH|ALEH'],
  ['ALEKSEY|ALEKSEI|ALEXEY|ALEXEI|ALEKSEJ|OLEKSIY|OLEKSII|OLEKSIJ|ALIAKSEI|ALIAKSEY|ALIAKSEJ|ALAKSEI'],
  ['VADIM|VADYM|VADZIM'],
  ['ARTEM|ARTYOM|ARTIOM|ARTSIOM|ARTSEM'],
  ['GENNADY|GENNADIY|GENNADII|HENNADIY|HENNADII|HENADZ|GENADZ|HENNADIJ'],
  ['ANATOLY|ANATOLIY|ANATOLII|ANATOL|ANATOLIJ'],
  ['VALERY|VALERIY|VALERII|VALERYI|VALERIJ'],
  ['VASILY|VASILIY|VASILII|VASYL|VASIL|VASILIJ'],
  ['MAXIM|MAKSIM|MAKSYM'],
  ['VLADISLAV|VLADYSLAV|ULADZISLAU|WLADYSLAW'],
  ['VYACHESLAV|VIACHESLAV|VIACHASLAU|VYACHASLAU|VJACHESLAV'],
  ['KONSTANTIN|KOSTIANTYN|KOSTYANTYN|KANSTANTSIN'],
  ['DENIS|DENYS|DZIANIS'],
  ['NATALIA|NATALYA|NATALIYA|NATALIIA|NATALLIA|NATALLYA|NATALJA'],
  ['OLGA|OLHA|VOLHA'],
  ['TATIANA|TATYANA|TETIANA|TETYANA|TATSIANA'],
  ['GALINA|HALYNA|HALINA'],
  ['VALENTINA|VALENTYNA|VALIANTSINA'],
  ['JOSHUA|JOSH'],
  ['CHRISTOPHER|CHRIS', 'CRISTOBAL', 'CHRISTOPHE', 'KRZYSZTOF', 'CRISTOFORO'],
  ['JONATHAN|JON|JONNY'],
  ['ABRAHAM|ABE', 'IBRAHIM', 'AVRAHAM'],
  ['MOSES', 'MUSA', 'MOSHE', 'MOISES', 'MOSE'],
  ['SOLOMON', 'SULAIMAN|SULEIMAN', 'SULEYMAN', 'SHLOMO'],
  ['JESUS', 'ISA', 'YESHUA'],
  ['ELIJAH', 'ELIAS', 'ILYA', 'ILIAS', 'ILYAS', 'ELIAHU'],
  ['ZACHARY|ZACH', 'ZAKARIYA|ZAKARIA|ZAKARIYYA', 'ZACHARIAS'],
];
/**
 * Feminine given names formed from masculine ones of `GIVEN_NAME_GROUPS` whose letters and sounds
 * stay close to them (STEPHANIE/STEPHEN, PATRICIA/PATRICK, DANIELLE/DANIEL): each line one name and
 * its spellings, a group of its own, so the scorer can tell the two apart (score.tokenSimilarity:
 * `otherGivenName`). Names with the -A/-O ending pattern are left to score.gendered (ANTONIA/ANTONIO).
 * Source: the feminine derivatives of the common European given names (Hanks & Hodges, A Dictionary
 * of First Names, 1990).
 */
export const FEMININE_NAME_GROUPS: string[][] = [
  ['STEPHANIE|STEFANIE'],
  ['ALEXANDRA|ALEXANDRIA'],
  ['PATRICIA'],
  ['DANIELLE'],
  ['JOSEPHINE'],
];
/**
 * Korean surnames whose customary Latin spellings are not romanisation variants of one another (이 Lee/
 * Yi/Ri/Rhee, 박 Park/Pak/Bak): each line one surname. Source: the surname spellings in use in both
 * Koreas (National Institute of Korean Language survey of surname romanisations, 2009).
 */
export const KOREAN_SURNAME_GROUPS: string[][] = [
  ['LEE', 'YI', 'RI', 'RHEE', 'RHIE', 'LIE'],
  ['PARK', 'PAK', 'BAK', 'BAHK'],
  ['OH', 'OI'],
  ['WOO', 'WU'],
  ['RYU', 'YOO', 'RYOO', 'YU', 'YOU'],
  ['NOH', 'NO', 'ROH', 'RO'],
  ['LIM', 'IM', 'RIM', 'YIM'],
];
/** First equivalence-group number of `FEMININE_NAME_GROUPS` (after the given-name and Korean surname groups). */
export const FEMININE_GROUP_FIRST = GIVEN_NAME_GROUPS.length + KOREAN_SURNAME_GROUPS.length;
/** Form -> [equivalence group, language form]: the group is the line, the form the "|"-joined string (one per Korean line). */
const GROUP_OF = new Map<string, [number, number]>();
{
  let form = 0;
  GIVEN_NAME_GROUPS.forEach((g, i) => { for (const f of g) { form++; for (const n of f.split('|')) if (!GROUP_OF.has(n)) GROUP_OF.set(n, [i, form]); } });
  KOREAN_SURNAME_GROUPS.forEach((g, i) => { form++; for (const n of g) if (!GROUP_OF.has(n)) GROUP_OF.set(n, [GIVEN_NAME_GROUPS.length + i, form]); });
  FEMININE_NAME_GROUPS.forEach((g, i) => { for (const f of g) { form++; for (const n of f.split('|')) if (!GROUP_OF.has(n)) GROUP_OF.set(n, [FEMININE_GROUP_FIRST + i, form]); } });
}

/**
 * An East Slavic patronymic split into the father's name (its stem) and its ending: masculine -VICH
 * (Russian -OVICH / -EVICH, Belarusian -AVICH / -EVICH, Ukrainian -OVYCH / -EVYCH, French -OVITCH)
 * and feminine -VNA (Russian -OVNA / -EVNA, Ukrainian -IVNA) or Belarusian -UNA (-AUNA / -EUNA: Ў
 * for В, romanised U). Source: East Slavic grammar (the patronymic is the father's given name plus
 * -ович/-евич, -овна/-евна; Ukrainian -ович/-евич, -івна/-ївна; Belarusian -авіч/-евіч, -аўна/-еўна).
 */
const PATRONYMIC_PARTS_RE = /^([A-Z]{3,}?)(?:(OVICH|EVICH|AVICH|OVITCH|EVITCH|OVYCH|EVYCH)|(OVNA|EVNA|IVNA|AUNA|EUNA))$/;

/**
 * The father's given name of an East Slavic patronymic, as the `GIVEN_NAME_GROUPS` language form
 * (the "|"-joined string) of its stem, negated when the patronymic is feminine; undefined when the
 * token is no patronymic or its stem is no listed East Slavic name. The stem is read back into the
 * given name by the endings the patronymic drops or changes: none (VLADIMIR-OVICH, RYHOR-AVICH,
 * OLEKSANDR-IVNA), final Й / ИЙ written I, Y, II, IY or IJ (NIKOLA-EVNA, MIKALA-EUNA NIKOLAI/MIKALAI,
 * SERGE-EVICH, GRIGORI-EVICH, GRIGOR-EVICH, YUR-EVICH), Ukrainian final -O (DMYTR-OVYCH, PAVL-OVYCH),
 * a Ukrainian Й kept before -OVYCH (MYKOLAI-OVYCH, SERHII-OVYCH), Й written Y where the name's form
 * writes I (MIKALAY-EVICH for MIKALAI), Belarusian Ў written V before a vowel (VIACHASLAV-AVICH for
 * VIACHASLAU) and U after one where Russian writes V (PAUL-AVICH for PAVEL / PAVLO). So the Russian,
 * Ukrainian and Belarusian forms of one patronymic (GRIGORIEVICH / HRYHOROVYCH / RYHORAVICH,
 * NIKOLAEVNA / MIKALAEUNA) share one value, as the given names they derive from share one form; a
 * masculine and a feminine one (NIKOLAEVICH / NIKOLAEVNA) do not. Source: East Slavic grammar
 * (patronymic formation, `PATRONYMIC_PARTS_RE`), the Belarusian national romanisation (2007: Ў -> U)
 * and the given-name forms of `GIVEN_NAME_GROUPS`.
 */
export function patronymicForm(t: string): number | undefined {
  const m = PATRONYMIC_PARTS_RE.exec(t);
  if (m === null) return undefined;
  // Belarusian Ў after a vowel is romanised U where Russian and Ukrainian write V: PAUL-AVICH is read
  // as PAVL- (PAVLO, PAVEL; not the English PAUL) before the stem as written (YAUHEN-AVICH: the forms
  // keep the Belarusian spelling YAUHEN). IU is Ю (IURIEVICH).
  const stem = m[1];
  const v = stem.replace(/([AEO])U/g, '$1V');
  const form = (v !== stem ? stemForm(v) : undefined) ?? stemForm(stem);
  return form === undefined ? undefined : m[2] !== undefined ? form : -form;
}

/** The `GIVEN_NAME_GROUPS` form of a patronymic's stem read as a given name (`patronymicForm`). */
function stemForm(stem: string): number | undefined {
  // The East Slavic endings first: SERGE-EVICH is SERGEI's, not the French SERGE's, ANDRE-EVNA ANDREI's.
  for (const n of [stem + 'I', stem + 'Y', stem + 'II', stem + 'IY', stem + 'IJ', stem + 'O', stem, stem.replace(/[IJY]$/, ''), stem.replace(/Y$/, 'I'), stem.replace(/V$/, 'U')]) {
    const g = GROUP_OF.get(n);
    // Given-name groups only (not the Korean surnames or the feminine names after them).
    if (g !== undefined && g[0] < GIVEN_NAME_GROUPS.length) return g[1];
  }
  return undefined;
}

/**
 * Common abbreviations in organisation names -> full word (applied to organisations only).
 */
export const ORG_ABBREVIATIONS: Record<string, string> = {
  INTL: 'INTERNATIONAL', INTERNATL: 'INTERNATIONAL', NATL: 'NATIONAL', DEPT: 'DEPARTMENT', MFG: 'MANUFACTURING',
  ASSN: 'ASSOCIATION', ASSOC: 'ASSOCIATION', BROS: 'BROTHERS', SVCS: 'SERVICES', SVC: 'SERVICE', TECHS: 'TECHNOLOGIES',
  GRP: 'GROUP', HLDGS: 'HOLDINGS', HLDG: 'HOLDING', MGMT: 'MANAGEMENT', INDS: 'INDUSTRIES', IND: 'INDUSTRIES',
  INVT: 'INVESTMENT', DEVT: 'DEVELOPMENT', ENGG: 'ENGINEERING', INST: 'INSTITUTE', UNIV: 'UNIVERSITY', CTR: 'CENTER',
  CENTRE: 'CENTER', ORGANISATION: 'ORGANIZATION', ORGANISATIONS: 'ORGANIZATIONS', LABORATORY: 'LABORATORY',
  MT: 'MOUNT', ST: 'SAINT', STE: 'SAINTE',
};

/** Roman numerals (organisation names only: series/fund numbers) -> digits. */
const ROMAN: Record<string, string> = {
  I: '1', II: '2', III: '3', IV: '4', V: '5', VI: '6', VII: '7', VIII: '8', IX: '9', X: '10', XI: '11', XII: '12',
  XIII: '13', XIV: '14', XV: '15', XVI: '16', XVII: '17', XVIII: '18', XIX: '19', XX: '20',
};

const TENS: Record<string, number> = { TWENTY: 20, THIRTY: 30, FORTY: 40, FOURTY: 40, FIFTY: 50, SIXTY: 60, SEVENTY: 70, EIGHTY: 80, NINETY: 90 };

/** Digits used as look-alike letters inside words ("SECH1N", "IG0R"): 0->O, 1->I, 3->E, 4->A, 5->S, 7->T, 8->B, 9->G. */
const LEET: Record<string, string> = { '0': 'O', '1': 'I', '3': 'E', '4': 'A', '5': 'S', '7': 'T', '8': 'B', '9': 'G' };

const NUMBER_WORDS: Record<string, string> = {
  ZERO: '0', ONE: '1', TWO: '2', THREE: '3', FOUR: '4', FIVE: '5', SIX: '6', SEVEN: '7', EIGHT: '8',
  NINE: '9', TEN: '10', ELEVEN: '11', TWELVE: '12', THIRTEEN: '13', FOURTEEN: '14', FIFTEEN: '15',
  SIXTEEN: '16', SEVENTEEN: '17', EIGHTEEN: '18', NINETEEN: '19', HUNDRED: '100', THOUSAND: '1000',
  FIRST: '1', SECOND: '2', THIRD: '3', FOURTH: '4', FIFTH: '5', SIXTH: '6', SEVENTH: '7', EIGHTH: '8',
  NINTH: '9', TENTH: '10',
};

// The tables above as Maps for the per-token lookups of `normaliseName` (folded tokens are [A-Z0-9]+,
// so a Map answers exactly as the object; looking a non-constant string up in an object literal costs
// far more than in a Map).
const LEGAL_FORM_CODE = new Map(Object.entries(LEGAL_FORMS));
const NASAB_SPELLING = new Map(Object.entries(NASAB_SPELLINGS));
const ORG_ABBREVIATION = new Map(Object.entries(ORG_ABBREVIATIONS));
const ROMAN_NUMBER = new Map(Object.entries(ROMAN));
const TENS_VALUE = new Map(Object.entries(TENS));
const NUMBER_WORD = new Map(Object.entries(NUMBER_WORDS));

const ABJAD_RE = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const CJK_RE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_RE_G = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
// eslint-disable-next-line no-control-regex
const ASCII_RE = /^[\x00-\x7f]*$/;

/** Upper-case letters in words separated by single spaces: a string `foldText` returns as it is. */
const PLAIN_RE = /^[A-Z]+(?: [A-Z]+)*$/;
const addSpaces = (c: string): string => ` ${c} `;
const dropDots = (m: string): string => m.replace(/\./g, '');

/**
 * Fold a string to ASCII upper case with punctuation handled (rules 1–2 above). Returns the folded
 * string with single spaces between tokens. `person`: the string is a person's name (the first Han
 * character is then read as a surname, romanise.ts).
 */
export function foldText(input: string, person = false): string {
  let s = input;
  // NFKC leaves ASCII unchanged.
  if (!ASCII_RE.test(s)) {
    s = s.normalize('NFKC');
    if (!ASCII_RE.test(s)) {
      s = romanise(s, { person });
      if (CJK_RE.test(s)) s = s.replace(CJK_RE_G, addSpaces);
      s = anyAscii(s);
    }
  }
  s = s.toUpperCase();
  // Letters and single spaces only (most names): none of the rules below changes anything.
  if (PLAIN_RE.test(s)) return s;
  s = s.replace(/&/g, ' AND ').replace(/\+/g, ' AND ');
  s = s.replace(/([A-Z])['\u2019]S\b/g, '$1'); // possessive: BANK'S -> BANK
  s = s.replace(/['`"\u00B4]/g, '');
  // Dotted initialisms: S.A. -> SA, P.L.C. -> PLC, L.L.C. -> LLC (letters separated by dots, no spaces).
  s = s.replace(/\b[A-Z](?:\.[A-Z])+\b\.?/g, dropDots);
  // Ordinal suffixes: 1ST, 2ND, 3RD, 4TH -> digits.
  s = s.replace(/\b(\d+)(?:ST|ND|RD|TH)\b/g, '$1');
  s = s.replace(/[^A-Z0-9]+/g, ' ').trim();
  return s;
}

const requireJson = createRequire(import.meta.url);
countries.registerLocale(requireJson('i18n-iso-countries/langs/en.json'));
nationalities.registerLocale(requireJson('i18n-nationality/langs/en.json'));

/** Country names and nationalities the publishers write that ISO's and i18n-nationality's English names lack. */
const PUBLISHED_PLACE_WORDS = ['Syria', 'Burma', 'Laos', 'Brunei', 'Macau', 'Britain', 'Afghani', 'Belarussian', 'Yemeni', 'Emirati',
  'Uzbek', 'Kazakh', 'Turkmen', 'Bosnian', 'Slovak', 'Argentinian', 'Nepali', 'Maldivian', 'Djiboutian', 'Comorian', 'Kosovan',
  'Kosovar', 'Palestinian'];

/** Compass words that open a country's or a nationality's name ("North Korea", "South Korean"). */
const COMPASS = new Set(['NORTH', 'SOUTH', 'EAST', 'WEST']);

/**
 * Words that name a country or its nationality, folded (`foldText`): each English country name and
 * alternative of ISO 3166-1 (i18n-iso-countries) and each English nationality (i18n-nationality) that
 * is one word ("IRAN", "SYRIAN", "DUTCH"), or one word before the comma of ISO's inverted form ("Korea,
 * Republic of" -> KOREA) or after a compass word ("North Korea", "South Korean" -> KOREA, KOREAN).
 * Generic organisation words (AMERICA, AMERICAN, AFRICA) are left out: they are weighed as such.
 * The scorer (score.placeSide) reads a country's word opening one form of an organisation's name only
 * as a qualifier, not as a name.
 */
export const PLACE_WORDS: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  const add = (name: string) => {
    const head = name.includes(',') ? name.slice(0, name.indexOf(',')) : name;
    let words = foldText(head.replace(/\([^()]*\)/g, ' ')).split(' ').filter(Boolean);
    if (words.length === 2 && COMPASS.has(words[0])) words = words.slice(1);
    if (words.length === 1 && words[0].length >= 4 && !GENERIC_ORG_WORDS.has(words[0])) out.add(words[0]);
  };
  for (const v of Object.values(countries.getNames('en', { select: 'all' }))) for (const n of v) add(n);
  for (const n of Object.values(nationalities.getNames('en'))) add(n);
  // The short names and nationalities the list publishers write that those English names lack, as the
  // list loaders add them (src/lists/countries.ts, nationality.ts): Syria, not Syrian Arab Republic.
  for (const n of PUBLISHED_PLACE_WORDS) add(n);
  return out;
})();

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

const ABD_BARE = new Set(['ABD', 'ABDUL', 'ABDEL', 'ABDAL', 'ABDOUL', 'ABDOL', 'ABDU', 'ABDO', 'ABDI', 'ABDE', 'ABDULL']);
const ARTICLES = new Set(['AL', 'EL', 'UL', 'UR', 'AR', 'AS', 'AD', 'AN', 'AT', 'AZ', 'ASH', 'ES', 'EZ', 'ED', 'ER', 'ET']);
const ALLAH = new Set(['ALLAH', 'ULLAH', 'LAH', 'LLAH', 'ALLA', 'ULLA', 'ELLAH', 'OLLAH', 'ILLAH', 'ALLAHI']);

const THEOPHORIC = /^(.{2,}?)(?:ULLAH|ALLAH|OLLAH|ELLAH|ULLA|OLLA)$/;

/**
 * Theophoric compounds (rule 7): "X ALLAH" written as two words and "XALLAH"/"XOLLAH"/"XULLA" become one
 * token "XULLAH" (HAMID ALLAH, HAMIDULLAH, حمید الله -> HAMIDULLAH); ABDULLAH stays as `canonicaliseAbd`
 * left it. Works on folded token texts.
 */
function canonicaliseAllah(tokens: string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    const prev = out[out.length - 1];
    if (ALLAH.has(t) && prev !== undefined && prev.length >= 2 && !ABD_BARE.has(prev) && !prev.startsWith('ABDUL') && !PARTICLES.has(prev) && !/\d/.test(prev)) {
      out[out.length - 1] = prev + 'ULLAH';
      continue;
    }
    const m = t.length >= 6 && !t.startsWith('ABD') ? THEOPHORIC.exec(t) : null;
    out.push(m ? m[1] + 'ULLAH' : t);
  }
  return out;
}


/** Canonicalise Arabic "Abd al-" compounds (rule 7). Works on folded token texts. */
function canonicaliseAbd(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (ABD_BARE.has(t)) {
      let j = i + 1;
      if (j < tokens.length && ARTICLES.has(tokens[j]) && j + 1 < tokens.length) j++;
      if (j < tokens.length && ALLAH.has(tokens[j])) { out.push('ABDULLAH'); i = j; continue; }
      out.push('ABDUL');
      i = j - 1;
      continue;
    }
    const m = t.startsWith('ABD') ? /^ABD(?:[AEIOU]{1,2})(?:L|(?=([RSDNTZ])\1))?(.*)$/.exec(t) : null;
    if (m && t.length > 4) {
      let rest = m[2];
      if (ALLAH.has(rest) || ALLAH.has('A' + rest) || rest === '' || rest === 'A' || rest === 'AH' || rest === 'LAH' || rest === 'LA') {
        out.push(/^ABD[AEIOU]{1,2}L{1,2}AH?$/.test(t) || ALLAH.has(rest) ? 'ABDULLAH' : t);
        continue;
      }
      if (rest.length >= 2 && rest[0] === rest[1]) rest = rest.slice(1); // sun-letter assimilation: ABDURRAHMAN
      if (rest.length >= 3) { out.push('ABDUL', rest); continue; }
    }
    out.push(t);
  }
  return out;
}

/** Classify a folded token and give its class weight. `isOrg` says the name is an organisation's. */
export function classify(text: string, isOrg: boolean): TokenClass {
  if (/^\d+$/.test(text)) return 'number';
  if (LEGAL_FORM_CODE.has(text)) {
    // Short legal codes that are also common person-name particles or syllables count as such for people
    // (DOO: the customary spelling of the Korean given-name syllable 두, CHUNG Doo-un).
    if (!isOrg && (text === 'AS' || text === 'AD' || text === 'SA' || text === 'CO' || text === 'PT' || text === 'AB' || text === 'SE' || text === 'DD' || text === 'SL' || text === 'AO' || text === 'ANO' || text === 'EV' || text === 'DOO')) {
      return PARTICLES.has(text) ? 'particle' : text.length === 1 ? 'initial' : 'name';
    }
    return 'legal';
  }
  if (PARTICLES.has(text)) return 'particle';
  if (text.length === 1) return 'initial';
  if (GENERIC_ORG_WORDS.has(text)) return isOrg ? 'generic' : 'name';
  return 'name';
}

/**
 * Number words and look-alike digits (rule 8): "FORTY FOUR"/"FORTY 4" -> "44", "THIRD" -> "3";
 * digits inside letters ("SECH1N") -> letters.
 */
function numbersAndLeet(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let t = tokens[i];
    if (!TENS_VALUE.has(t) && !NUMBER_WORD.has(t) && !/\d/.test(t)) { out.push(t); continue; }
    if (/[A-Z]/.test(t) && /\d/.test(t) && /^[A-Z]+[0-9]+[A-Z]+[A-Z0-9]*$|^[A-Z]*[0-9][A-Z]+$/.test(t) && /[A-Z]\d|\d[A-Z]/.test(t)) {
      const leet = t.replace(/\d/g, (d) => LEET[d] ?? d);
      if (/^[A-Z]+$/.test(leet)) t = leet;
    }
    const tens = TENS_VALUE.get(t);
    if (tens !== undefined) {
      const next = i + 1 < tokens.length ? (NUMBER_WORD.get(tokens[i + 1]) ?? tokens[i + 1]) : '';
      if (/^[1-9]$/.test(next)) { out.push(String(tens + Number(next))); i++; continue; }
      out.push(String(tens));
      continue;
    }
    out.push(NUMBER_WORD.get(t) ?? t);
  }
  return out;
}

const LONG_LEGAL = Object.keys(LEGAL_FORMS).filter((k) => k.length >= 9);

/** A long legal-form word with a typo ("AKTIENGESELSCHAFT") -> its canonical code; else undefined. */
function fuzzyLegal(t: string): string | undefined {
  if (t.length < 9 || LEGAL_FORM_CODE.has(t)) return undefined;
  for (const k of LONG_LEGAL) {
    if (k[0] === t[0] && Math.abs(k.length - t.length) <= 2 && simpleJw(k, t) >= 0.95) return k;
  }
  return undefined;
}

/**
 * The words of an organisation's name as legal-form phrases are matched against (`LEGAL_PHRASES`): a
 * word of a post-Soviet legal form in any of its romanised spellings -> its canonical spelling
 * (`POST_SOVIET_SPELLING`), and one of its long words (11 letters or more) with a typing error
 * ("ORGRANICHENNOI", "OTVETSVENNOSTYU": Jaro-Winkler >= 0.93, same first letter, at most two letters
 * longer or shorter) too. Every other word is itself; `raw` itself is returned when no word changes.
 * Only phrase matching reads these spellings: a word outside a phrase keeps its own.
 */
function phraseWords(raw: string[]): string[] {
  let out: string[] | undefined;
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    let w = POST_SOVIET_SPELLING.get(t);
    if (w === undefined && t.length >= 11 && !LEGAL_FORM_CODE.has(t)) {
      for (const k of LONG_POST_SOVIET_WORDS) {
        if (k[0] === t[0] && Math.abs(k.length - t.length) <= 2 && simpleJw(k, t) >= 0.93) { w = k; break; }
      }
    }
    if (w === undefined || w === t) continue;
    if (out === undefined) out = raw.slice();
    out[i] = w;
  }
  return out ?? raw;
}

/** Minimal Jaro-Winkler used only for fuzzy legal forms (the scorer has the optimised one). */
function simpleJw(a: string, b: string): number {
  const range = Math.max(0, (Math.max(a.length, b.length) >> 1) - 1);
  const fa = new Array<boolean>(a.length).fill(false);
  const fb = new Array<boolean>(b.length).fill(false);
  let m = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - range); j <= Math.min(b.length - 1, i + range); j++) {
      if (!fb[j] && a[i] === b[j]) { fa[i] = fb[j] = true; m++; break; }
    }
  }
  if (m === 0) return 0;
  let t = 0;
  for (let i = 0, k = 0; i < a.length; i++) {
    if (!fa[i]) continue;
    while (!fb[k]) k++;
    if (a[i] !== b[k]) t++;
    k++;
  }
  const j = (m / a.length + m / b.length + (m - t / 2) / m) / 3;
  let p = 0;
  while (p < 4 && p < a.length && p < b.length && a[p] === b[p]) p++;
  return j + p * 0.1 * (1 - j);
}

/** Options for `normaliseName`. */
export interface NormaliseOptions {
  /** Kind of party, when known: organisation words and legal forms are only treated as such for non-individuals. */
  type?: 'individual' | 'company' | 'vessel' | 'aircraft';
}

/** Detects a probable organisation name from its words when the type is unknown. */
function looksLikeOrg(tokens: string[]): boolean {
  for (const t of tokens) {
    // ANO is also a given name and surname (Japanese Ano, Indonesian Ano): alone no sign of an organisation.
    if (t.length > 2 && LEGAL_FORM_CODE.has(t) && t !== 'ANO') return true;
    if (GENERIC_ORG_WORDS.has(t)) return true;
  }
  return false;
}

/** A single letter followed by a dot, standing alone ("I." in "Rosa I. DIAZ"). */
const DOTTED_LETTER_RE = /(?:^|[\s,])(\p{L})\.(?!\p{L}\.)/gu;

/**
 * The single letters a person's name writes with a dot ("Rosa I. DIAZ" -> "I"), upper case, or
 * undefined when there are none: such a letter is an initial even when it is also a conjunction
 * particle (Spanish Y, Portuguese E, Catalan I), which is written without a dot.
 */
function dottedLetters(name: string): string | undefined {
  if (!name.includes('.')) return undefined;
  let out = '';
  for (const m of name.matchAll(DOTTED_LETTER_RE)) out += m[1].toUpperCase();
  return out || undefined;
}

/** Weight adjustment for short name tokens: two-letter tokens are less distinctive than long ones. */
function lengthFactor(text: string): number {
  if (text.length <= 2) return 0.6;
  if (text.length === 3) return 0.85;
  return 1;
}

/**
 * The pilgrim's title (حاج): with the article it is still the title, written before the given name
 * ("al-Hajj Abdullah Qardash", "IBRAHIM, Al Hajj Alie", "El Hadj Omar"), so `isTitleAt` drops it there too.
 */
const PILGRIM_TITLES = new Set(['HAJ', 'HAJJ', 'HADJ', 'HADJI']);

/**
 * Whether folded token `raw[i]` is a title to drop (`HONORIFICS`, not `SOFT_HONORIFICS`). A title word
 * after the article AL is not, save the pilgrim's (`PILGRIM_TITLES`): in a name written in an abjad
 * script the romanised consonants only look like a Latin title (المر AL MR, Al-Murr), and in any script
 * the article makes a title a family name, the nisba of an ancestor who bore it (Al ash-Shaykh,
 * al-Mufti, al-Mulla: Schimmel, "Islamic Names", 1989): "AL-SHAYKH, Muhammad" keeps SHAYKH. Such a word
 * is kept at half weight (`normaliseName`), like `SOFT_HONORIFICS`: it neither drives nor breaks a
 * match on its own.
 */
function isTitleAt(raw: string[], i: number, abjadName: boolean): boolean {
  const t = raw[i];
  if (!HONORIFICS.has(t) || SOFT_HONORIFICS.has(t)) return false;
  return i === 0 || raw[i - 1] !== 'AL' || (!abjadName && PILGRIM_TITLES.has(t));
}

const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
const ARABIC_SCRIPT_RE = /\p{Script=Arabic}/u;
/** A run of Arabic-script letters and marks (with ZWNJ / ZWJ, which join the parts of a Persian word). */
const ARABIC_RUN_RE = /[\p{Script=Arabic}\u200C\u200D]+/gu;
/** Placeholder token written for a glossed Arabic-script word before folding (`arabicGlossed`). */
const GLOSS_MARK = 'QXGLOSSQX';

/**
 * Rule 13 for a company's name written in Arabic script (org-glossary-arabic.ts): each run of Arabic
 * letters the glossary knows is replaced by a placeholder token GLOSS_MARK + a letter index (A, B, ...,
 * then AA, ...) that survives `foldText` as one token, so the caller knows which tokens are glossed words
 * and which words they stand for. Returns the name with placeholders and the glosses in order (each:
 * its English words and the romanised word, `foldText` of the Arabic word with spaces removed), or
 * undefined when no word is known.
 */
function arabicGlossed(name: string): Glossed | undefined {
  return markGlossed(name, ARABIC_RUN_RE, (run) => {
    // The conjunction و written on a word with the article (والمسلمين "wa-l-muslimin") is the word AND
    // before the word (`CONJUNCTION_ARTICLE_RE`).
    const m = CONJUNCTION_ARTICLE_RE.exec(run);
    return m === null ? [arabicPiece(run)] : [arabicPiece(m[1]), arabicPiece(run.slice(m[1].length))];
  }, false);
}

/**
 * The conjunction و (with its harakat) written on a word that starts with the article ال and has three
 * or more letters after it: Arabic writes و "and" joined to the next word (Wright, "A Grammar of the
 * Arabic Language", § 361; Hans Wehr, entry wa-), so والمسلمين is "wa-l-muslimin", AND MUSLIMS, which a
 * transliteration writes WA AL-MUSLIMIN or WAL-MUSLIMIN. In a company's name written in Arabic script
 * (rule 13) the two are read as two words: the conjunction (AND, as written W: it pairs with a Latin WA,
 * and with its article with a Latin WAL) and the word with its article, glossed or romanised as any
 * other (AL MSLMYN). Three letters at least after the article: والي (wali), والد (walid) stay whole.
 */
const CONJUNCTION_ARTICLE_RE = /^(و[\u064B-\u065F\u0670]*)(?=[اأإآٱ][\u064B-\u065F\u0670]*ل[\u064B-\u065F\u0670]*(?:\p{L}[\u064B-\u065F\u0670\u0640]*){3})/u;

/**
 * One Arabic-script word of `arabicGlossed`: its English words (glossArabicParts) and its
 * transliteration without the clitics the glossary removed (NameToken.written), or no English when
 * the glossary does not know it.
 */
function arabicPiece(text: string): { text: string; en: readonly string[] | undefined; reading: string | undefined } {
  const g = glossArabicParts(text);
  return { text, en: g?.en, reading: g === undefined ? undefined : foldText(g.stem).replace(/ /g, '') || undefined };
}

/**
 * The placeholders of `arabicGlossed` and `hanGlossed`: each run of `runRe` in `text` is cut into pieces
 * (`pieces`: the whole run as one word for Arabic script, `segmentHan`'s words for Han); a piece with
 * English words (`en`) becomes a placeholder token, the others stay as written. `showWritten`: the
 * tokens' `gloss` shows the piece as written (a Han word) rather than its romanisation.
 */
function markGlossed(text: string, runRe: RegExp, pieces: (run: string) => Array<{ text: string; en: readonly string[] | undefined; reading?: string }>, showWritten: boolean): Glossed | undefined {
  const glosses: Glossed['glosses'] = [];
  const out = text.replace(runRe, (run) => {
    let marked = '';
    for (const p of pieces(run)) {
      if (p.en === undefined) { marked += p.text; continue; }
      glosses.push({ en: p.en, word: foldText(p.text).replace(/ /g, '') || 'X', gloss: showWritten ? p.text : undefined, reading: p.reading });
      marked += ` ${GLOSS_MARK}${markIndex(glosses.length - 1)} `;
    }
    return marked;
  });
  return glosses.length > 0 ? { text: out, glosses } : undefined;
}

/**
 * A name with its glossed words as placeholder tokens (`arabicGlossed`, `hanGlossed`): each gloss has
 * its English words, the romanised word (the tokens' `raw`) and, when it is not the romanised word, the
 * word as written that the tokens' `gloss` shows (a Han word).
 */
interface Glossed { text: string; glosses: Array<{ en: readonly string[]; word: string; gloss: string | undefined; reading: string | undefined }> }

const HAN_RE = /\p{Script=Han}/u;
const HAN_RUN_RE = /\p{Script=Han}+/gu;
/** Letters of the other scripts written with Han: a name with kana or Hangul is Japanese or Korean. */
const KANA_HANGUL_RE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Rule 13 for a company's name written in Han (org-glossary-chinese.ts): each run of Han characters is
 * segmented against the glossary (`segmentHan`) and each glossary word replaced by a placeholder token,
 * as `arabicGlossed` does; the characters between stay Han, romanised one syllable each. The gloss
 * shown is the Han word, the tokens' `raw` its pinyin (joined-syllable matching reads it).
 */
function hanGlossed(name: string): Glossed | undefined {
  return markGlossed(name.normalize('NFKC'), HAN_RUN_RE, (run) => segmentHan(run).map((p) => ({ text: p.text, en: p.gloss?.en })), true);
}

/** Inverse of `markIndex` ("A" -> 0, "AA" -> 26). */
function markNumber(s: string): number {
  let n = 0;
  for (let k = 0; k < s.length; k++) n = n * 26 + (s.charCodeAt(k) - 64);
  return n - 1;
}

/** Bijective base-26 letters of `n` (0 -> A, 25 -> Z, 26 -> AA): digits would be read as numbers. */
function markIndex(n: number): string {
  let s = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}
const NON_LATIN_NON_CYRILLIC_RE = /[^\P{L}\p{Script=Latin}\p{Script=Cyrillic}]/u;

/**
 * Whether the words of an organisation's name are read through the Russian organisation glossary
 * (org-glossary.ts, rule 13): 0 no (vessels and aircraft, whose names are proper names, and names in
 * any script but Latin, Cyrillic and Arabic, whose romanised words are not Russian), 1 a Latin-script
 * name (Russian words a list wrote in Latin letters: only forms the glossary proves Russian; and the
 * romanised Arabic and Persian forms of org-glossary-arabic.ts), 2 a name written in Cyrillic (every
 * word Russian, Ukrainian or Belarusian; short words too), 3 a name in Arabic script (its Arabic and
 * Persian words through org-glossary-arabic.ts, `arabicGlossed`), 4 a name in Han without kana or
 * Hangul (its Chinese words through org-glossary-chinese.ts, `hanGlossed`).
 */
function glossMode(name: string, type: NormaliseOptions['type']): 0 | 1 | 2 | 3 | 4 {
  if (type === 'vessel' || type === 'aircraft') return 0;
  if (ASCII_RE.test(name)) return 1;
  if (ARABIC_SCRIPT_RE.test(name)) return 3;
  if (NON_LATIN_NON_CYRILLIC_RE.test(name)) return HAN_RE.test(name) && !KANA_HANGUL_RE.test(name) ? 4 : 0;
  return CYRILLIC_RE.test(name) ? 2 : 1;
}

/**
 * Appends the tokens of one glossed word (rule 13): the English word(s) `en` for the romanised word
 * `word`; a legal-form word among them becomes its code (KOMPANIYA -> COMPANY -> CO, CHASTNYY ->
 * PRIVATE -> PVT), and a translation that is a whole legal-form phrase one code (AKTSIONERNYY ->
 * JOINT STOCK -> JSC). Each token keeps the romanised word as its `raw` (joined-word matching reads
 * the word as written: URAL VAGON ZAVOD ~ URALVAGONZAVOD; and the screener's pooling of equal tokens,
 * which compares `raw`, never merges a glossed token with the same English word typed in English).
 * `shown`: the word the tokens' `gloss` shows (the Han word as written; otherwise the romanised word).
 * `alternatives`: the other English renderings, from the glossary that read the word, of a token text
 * (`NameToken.alt`; none from the Arabic and Persian glossary). `reading`: the word's transliteration
 * (Arabic and Persian glossary only: `NameToken.written`), given to the first token.
 */
function pushGloss(en: readonly string[], word: string, keptT: string[], keptRaw: string[], keptLegal: boolean[], glossed: Array<GlossedToken | undefined>, shown = word, alternatives?: (text: string) => readonly string[] | undefined, reading?: string): void {
  // (Phrases are tried longest first, so the one spanning the whole translation is found if it exists.)
  const phrase = en.length > 1 ? legalPhraseAt(en, 0) : undefined;
  if (phrase !== undefined && phrase[0].length === en.length) {
    keptT.push(phrase[1]); keptRaw.push(word); keptLegal.push(true); glossed.push({ word: shown, alt: alternatives?.(phrase[1]), reading });
    return;
  }
  for (let k = 0; k < en.length; k++) {
    const e = en[k];
    const code = LEGAL_FORM_CODE.get(e);
    keptT.push(code ?? e);
    keptRaw.push(word);
    keptLegal.push(code !== undefined);
    glossed.push({ word: shown, alt: alternatives?.(code ?? e), reading: k === 0 ? reading : undefined });
  }
}

/** A Cyrillic abbreviation: a word of two to five Cyrillic capitals, no vowel among them. */
const CYRILLIC_ABBREVIATION_RE = /^[БВГДЖЗЙКЛМНПРСТФХЦЧШЩ]{2,5}$/u;

/**
 * The Latin abbreviations that the words of a name written in Cyrillic spell (rule 13): the romanised
 * word (`foldText`) -> its Latin letters, or undefined when no word is one. Two kinds: a word made of
 * the Russian names of Latin letters (org-glossary.ts `letterNameReading`: СИПИЭС -> CPS); and an
 * abbreviation with Ц (two to five capital consonants, `CYRILLIC_ABBREVIATION_RE`) read with C for Ц
 * (ЦСТ TSST -> CST, МЦСТ -> MCST), as lists write such abbreviations: C is Ц in ISO 9, GOST 7.79 A,
 * the Latin alphabets of the region's other Slavic languages and the Latin forms of Russian
 * abbreviations (ЦСКА, CSKA). Both are read from the word as written: the TS of Т + С (МТС, MTS) stays.
 */
function latinAbbreviations(name: string): Map<string, string> | undefined {
  let out: Map<string, string> | undefined;
  for (const word of name.split(/[^\p{L}]+/u)) {
    if (word.length < 2) continue;
    const reading = CYRILLIC_ABBREVIATION_RE.test(word) && word.includes('Ц') ? foldText(word.replace(/Ц/g, 'C')) : letterNameReading(word);
    if (reading !== undefined) (out ??= new Map()).set(foldText(word), reading);
  }
  return out;
}

/**
 * What a glossary read into one token (`pushGloss`): the word shown (`NameToken.gloss`) and its `alt`;
 * or, `word` undefined, a legal form's other code (`LEGAL_FORM_ALTERNATIVES`).
 */
interface GlossedToken { word: string | undefined; alt: readonly string[] | undefined; reading?: string }

/**
 * The token of a glossed word read as written (`NameToken.written`): `text` its transliteration (folded,
 * ASCII upper case), class `name`, `weight` the glossed token's (the scorer weighs a pair by the tokens
 * of the names, not by this one). Fields in the order of every token (one hidden class).
 */
function writtenToken(text: string, weight: number): NameToken {
  return {
    text, key: phoneticKey(text), cls: 'name', weight, group: undefined, form: undefined, raw: text,
    gloss: undefined, alt: undefined, written: undefined, dangling: false, glide: undefined, spelling: undefined, unlisted: false, readings: undefined, cross: undefined,
    wadeGiles: undefined, aspiration: undefined, patronym: undefined, arabic: undefined,
    simId: -1,
  };
}

/** Normalise one name (see module doc). Never throws; an empty/blank name gives zero tokens. */
export function normaliseName(name: string, opts: NormaliseOptions = {}): NormalisedName {
  return normaliseReading(name, opts, true);
}

/**
 * `normaliseName`. `arabicGloss`: read Arabic and Persian organisational words through
 * org-glossary-arabic.ts (rule 13); false only for the second reading of a name the glossary would
 * leave without a name word (the caller's options never choose it).
 */
function normaliseReading(name: string, opts: NormaliseOptions, arabicGloss: boolean): NormalisedName {
  const folded = foldText(name, opts.type === undefined || opts.type === 'individual');
  let raw = folded ? folded.split(' ') : [];
  raw = numbersAndLeet(raw);
  const isOrg = opts.type === 'company' || opts.type === 'vessel' || opts.type === 'aircraft'
    || (opts.type === undefined && looksLikeOrg(raw));
  const gloss = isOrg ? glossMode(name, opts.type) : 0;
  // An ASCII name is in no other script (no abjad, Han, Hangul or kana letters).
  const ascii = ASCII_RE.test(name);
  const abjadName = !ascii && ABJAD_RE.test(name);
  const transcribed = !isOrg && !ascii && isHanTranscription(name) ? transcriptionWords(name) : undefined;
  // Arabic script and Han (rule 13): glossed words become placeholder tokens, read back below.
  let marked: Glossed | undefined;
  // Whether a word was read through the Arabic and Persian glossary (either script).
  let arabicUsed = false;
  if ((arabicGloss && gloss === 3 && (marked = arabicGlossed(name)) !== undefined) || (gloss === 4 && (marked = hanGlossed(name)) !== undefined)) {
    const f = foldText(marked.text, opts.type === undefined || opts.type === 'individual');
    raw = numbersAndLeet(f ? f.split(' ') : []);
  }
  // (Loops rather than array callbacks: this runs for every query, and a closure per call costs.)
  if (!isOrg) {
    raw = canonicaliseAllah(canonicaliseAbd(raw));
    for (let i = 0; i < raw.length; i++) raw[i] = NASAB_SPELLING.get(raw[i]) ?? raw[i];
  } else {
    // In a company's name written in Cyrillic, I and V are the conjunction И / І and the preposition В,
    // not Roman numerals (those are written in Latin letters): the glossary reads them (`glossMode`).
    for (let i = 0; i < raw.length; i++) {
      const t = raw[i];
      if (marked !== undefined && t.startsWith(GLOSS_MARK)) continue;
      raw[i] = ORG_ABBREVIATION.get(t) ?? (gloss === 2 && (t === 'I' || t === 'V') ? undefined : ROMAN_NUMBER.get(t)) ?? fuzzyLegal(t) ?? t;
    }
  }

  // Rule 13: the Latin abbreviations a company's name written in Cyrillic spells (`latinAbbreviations`).
  const spelt = gloss === 2 ? latinAbbreviations(name) : undefined;
  // Legal-form phrases -> canonical codes (organisations). `keptRaw[i]`: the folded text before
  // canonicalisation; `keptLegal[i]`: a legal form.
  let keptT: string[];
  let keptRaw: string[] = [];
  let keptLegal: boolean[] | undefined;
  // `glossed[i]`: the word a glossary translated into token i, and its alternatives (`pushGloss`).
  let glossed: Array<GlossedToken | undefined> | undefined;
  if (isOrg) {
    keptT = [];
    keptRaw = [];
    keptLegal = [];
    const pw = phraseWords(raw);
    for (let i = 0; i < raw.length;) {
      const found = legalPhraseAt(pw, i);
      if (found !== undefined) {
        const n = found[0].length;
        keptLegal.push(true);
        keptRaw.push(raw.slice(i, i + n).join(''));
        keptT.push(found[1]);
        const alt = LEGAL_FORM_ALTERNATIVES.get(found[0].join(' '));
        if (alt !== undefined) (glossed ??= new Array<GlossedToken | undefined>(keptT.length - 1)).push({ word: undefined, alt });
        else if (glossed !== undefined) glossed.push(undefined);
        i += n;
      } else {
        if (marked !== undefined && raw[i].startsWith(GLOSS_MARK)) {
          const g = marked.glosses[markNumber(raw[i].slice(GLOSS_MARK.length))];
          if (g !== undefined) {
            arabicUsed ||= gloss === 3;
            const han = gloss === 4 ? g.gloss : undefined;
            pushGloss(g.en, g.word, keptT, keptRaw, keptLegal, glossed ??= new Array<GlossedToken | undefined>(keptT.length), g.gloss, han === undefined ? undefined : (x) => hanAlternatives(han, x, g.word), g.reading);
            i++;
            continue;
          }
        }
        const w = raw[i];
        const russian = gloss === 1 || gloss === 2 ? (!LEGAL_FORM_CODE.has(w) && !(gloss === 2 && CYRILLIC_LEGAL_FORM_CODE.has(w)) ? glossWord(w, gloss === 2) : undefined) : undefined;
        // A word of a Cyrillic name the glossary does not know may be a compound of international stems
        // or an abbreviation (org-glossary.ts): read in its English / Latin spelling, the romanised word
        // kept as its other rendering (a list's transliteration, GIDROMASH, still meets it exactly).
        const written = russian === undefined && gloss === 2 && !LEGAL_FORM_CODE.has(w) && !CYRILLIC_LEGAL_FORM_CODE.has(w)
          ? compoundReading(w) ?? spelt?.get(w) : undefined;
        if (written !== undefined) {
          pushGloss([written], w, keptT, keptRaw, keptLegal, glossed ??= new Array<GlossedToken | undefined>(keptT.length), w, (x) => (x === written ? [w] : undefined));
          i++;
          continue;
        }
        let en = russian;
        // A romanised Arabic or Persian word keeps its transliteration (NameToken.written).
        let reading: string | undefined;
        if (en === undefined && gloss === 1 && arabicGloss && !LEGAL_FORM_CODE.has(w)) {
          en = glossArabicLatin(raw[i]);
          if (en !== undefined) { arabicUsed = true; reading = arabicLatinStem(raw[i]); }
        }
        // (A word the glossary gives back as it is, BANK, PORT, stays an ordinary token.)
        if (en !== undefined && (en.length > 1 || en[0] !== raw[i])) {
          pushGloss(en, w, keptT, keptRaw, keptLegal, glossed ??= new Array<GlossedToken | undefined>(keptT.length), w, russian === undefined ? undefined : (x) => glossAlternatives(w, x), reading);
          i++;
          continue;
        }
        const code = LEGAL_FORM_CODE.get(raw[i]) ?? (gloss === 2 ? CYRILLIC_LEGAL_FORM_CODE.get(raw[i]) : undefined);
        keptLegal.push(code !== undefined);
        keptRaw.push(raw[i]);
        keptT.push(code ?? raw[i]);
        const alt = code === undefined ? undefined : LEGAL_FORM_ALTERNATIVES.get(raw[i]);
        if (alt !== undefined) (glossed ??= new Array<GlossedToken | undefined>(keptT.length - 1)).push({ word: undefined, alt });
        else if (glossed !== undefined) glossed.push(undefined);
        i++;
      }
    }
  } else {
    // Drop honorifics (never all tokens); a title word after the article stays (`isTitleAt`; romanise.ts
    // writes an abjad script's own titles without the article).
    keptT = raw;
    // A name transcribed into Han characters (han-transcription.ts): one token per dotted word.
    if (transcribed) {
      raw = transcribed.map((w) => w.text);
      keptT = raw;
      keptRaw = transcribed.map((w) => w.raw);
    }
    let drop = false;
    let other = false;
    for (let i = 0; i < raw.length; i++) {
      if (isTitleAt(raw, i, abjadName)) drop = true;
      else if (!PARTICLES.has(raw[i])) other = true;
    }
    if (drop && other && !transcribed) {
      keptT = [];
      for (let i = 0; i < raw.length; i++) if (!isTitleAt(raw, i, abjadName)) keptT.push(raw[i]);
    }
    if (!transcribed) keptRaw = keptT;
  }

  const dotted = isOrg ? undefined : dottedLetters(name);
  const built: NameToken[] = [];
  for (let i = 0; i < keptT.length; i++) {
    const t = keptT[i];
    let cls: TokenClass = keptLegal !== undefined && keptLegal[i] ? 'legal' : classify(t, isOrg);
    // "Rosa I. DIAZ", "Ping Y. CHANG": a letter written with a dot is an initial, not the conjunction Y/E/I.
    if (cls === 'particle' && dotted !== undefined && t.length === 1 && dotted.includes(t)) cls = 'initial';
    // A name that is one legal-form word alone is an acronym or a name, not a legal form: "ANO" is the Abu
    // Nidal Organisation's alias (a legal form names no one; the acronym must still meet its long form).
    if (cls === 'legal' && keptT.length === 1) cls = 'name';
    let weight = CLASS_WEIGHTS[cls];
    if (cls === 'name') {
      const soft = SOFT_HONORIFICS.has(t) || (!isOrg && i > 0 && keptT[i - 1] === 'AL' && HONORIFICS.has(t)); // isTitleAt
      weight *= WEAK_NAME_WORDS.has(t) || soft ? 0.5 : lengthFactor(t);
      // Patronymics and the names of a nasab chain ("BIN X", "IBN Y") are often left out: they
      // count as half-weight extras when missing, like a middle name.
      if (!isOrg && (PATRONYMIC_RE.test(t) || (i > 0 && NASAB.has(keptT[i - 1])))) weight *= 0.6;
    }
    // Every field is present from the start, in one order: all tokens then share one hidden class, so
    // the scorer's property reads stay monomorphic (fields added later gave each mix its own shape).
    const g = isOrg ? undefined : GROUP_OF.get(t);
    const glossedWord = glossed?.[i];
    const tok: NameToken = {
      text: t, key: phoneticKey(t), cls, weight, group: g?.[0], form: g?.[1], raw: keptRaw[i],
      gloss: glossedWord?.word, alt: glossedWord?.alt, written: glossedWord?.reading === undefined ? undefined : writtenToken(glossedWord.reading, weight), dangling: false, glide: undefined, spelling: undefined, unlisted: false, readings: undefined, cross: undefined,
      wadeGiles: undefined, aspiration: undefined, patronym: !isOrg && cls === 'name' ? patronymicForm(t) : undefined, arabic: undefined,
      simId: -1,
    };
    built.push(tok);
  }
  // Rule 13, Arabic and Persian: a name whose every word the glossary read is left as written when no
  // name word but a country's remains (BANK MELLI IRAN, "بانک ملی ایران", would be BANK NATIONAL IRAN:
  // generic words only, any national bank's name); the romanised words are then its name.
  if (arabicUsed) {
    let named = false;
    for (const t of built) if (t.cls === 'name' && !PLACE_WORDS.has(t.text)) { named = true; break; }
    if (!named) return normaliseReading(name, opts, false);
  }
  // An exact-size copy: a grown array keeps spare slots, and every list name keeps its tokens.
  const tokens = built.slice();
  // "GAULLE, Charles de" puts the particle last on purpose; without a comma a last particle dangles.
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last.cls === 'particle' && LEADING_PARTICLES.has(last.text) && !name.includes(',')) last.dangling = true;
  const out: NormalisedName = { original: name, tokens, org: isOrg, text: keptT.join(' '), abjad: abjadName, script: undefined, cjk: undefined, transcribed: transcribed !== undefined && tokens.length > 0, givenStart: undefined, compounds: undefined, syllables: undefined, bracketed: undefined, alternatives: undefined };
  if (!ascii) {
    const sc = nameScript(name);
    if (sc !== 'Latin') out.script = sc;
    if (CJK_RE.test(name)) out.cjk = [...name.normalize('NFKC').matchAll(CJK_RE_G)].map((m) => m[0]).sort().join('');
  }
  return out;
}
