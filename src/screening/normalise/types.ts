/**
 * The shapes of a normalised name: the token classes (`TokenClass`), a token (`NameToken`), a name
 * (`NormalisedName`), one name of a slash-separated pair (`SlashPart`), a written word and its
 * syllable tokens (`SyllableWord`), and the options of `normaliseName` (`NormaliseOptions`). Used by
 * token-classes.ts, glosses.ts and pipeline.ts; re-exported by normalise.ts.
 */
import type { NameScript } from '../scripts.js';
import type { CrossFamily } from '../cross-script.js';
import type { ForeignForms } from '../foreign-readings.js';

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
  /**
   * The pronounced readings of the text (foreign-readings.foreignForms: its French and English
   * readings and their alphabetic keys), filled in by the scorer and the index when first needed.
   */
  foreign?: ForeignForms;
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
  /**
   * A query's name as typed when this name is a reading of it (`original` holds the reading): the Han
   * name whose Korean reading (hanja-reading.ts) or Cantonese reading (cantonese-reading.ts) this is.
   * Shown by explanations; absent otherwise.
   */
  readingOf?: string;
  /** The language `readingOf` was read in ('Korean' when absent). */
  readingIn?: 'Korean' | 'Cantonese';
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

/** Options for `normaliseName`. */
export interface NormaliseOptions {
  /** Kind of party, when known: organisation words and legal forms are only treated as such for non-individuals. */
  type?: 'individual' | 'company' | 'vessel' | 'aircraft';
  /**
   * The name is a Latin reading of this person's name written in Han characters (cantonese-reading.ts:
   * "Tang Ping-keung" for 鄧炳強): read as the Han name is (script 'Chinese', every word a syllable, no
   * title or particle, the Han name's characters as `cjk`), so that the scorer compares it by the
   * rules of a Chinese name, and with a name in Han characters by its characters.
   */
  hanReadingOf?: string;
}
