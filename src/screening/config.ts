/**
 * Screening configuration: every threshold, weight and penalty of the engine lives here (none are
 * buried in code). All scores are on the 0–1 scale. Defaults were chosen on the evaluation sets as a
 * whole (name pairs, UN positives, US negatives; see scripts/eval.ts), never for individual rows.
 *
 * Use `resolveConfig(partial)` to merge a partial override (deep for the nested groups) with the defaults.
 */

export interface NameScoringConfig {
  /** Raw token similarity (0–1, Jaro-Winkler / phonetic / initial) below which two tokens do not pair. */
  tokenFloor: number;
  /**
   * Similarity given to two tokens with the same phonetic key (see normalise.phoneticKey), and to two
   * tokens of at most four letters with the same spelling key (normalise.spellingKey: CIM/KIM, LAY/LAI).
   */
  phoneticSim: number;
  /** Tokens of at most this many letters are compared by edit-distance ratio instead of Jaro-Winkler. */
  shortTokenLength: number;
  /**
   * Minimum Jaro-Winkler for the phonetic-key boost (short keys collide: PACE/BUSH; different names share
   * a consonant key: TOBIAS/TIBISAY 0.74, THIAGO/DIEGO 0.70), taken on the plain spellings when higher
   * (score.phoneticJw: HOOGO/HUGO). 0.75 chosen on the US negatives dev half and robustness seed 1.
   */
  phoneticMinJw: number;
  /** Cap on the similarity of gendered variants of a name (ANTONIA/ANTONIO, IVANOVA/IVANOV). */
  genderedSim: number;
  /**
   * Similarity of two Latin-typed tokens of four or more letters that write one Arabic name in two
   * romanisations (score.arabicVariant: MUHAMMAD/MOHAMMED, SAID/SAEED): one name as surely as a doubled
   * letter is (match credit 0.95 on the default curve), above `phoneticSim`, whose shared key also
   * joins other names (RAHIM/RAHMAN).
   */
  romanisationSim: number;
  /** Similarity of an initial ("J") with a token starting with that letter ("JOHN"). */
  initialSim: number;
  /**
   * Similarity of two Latin-typed tokens (the longer of >= 4 letters) with the same first letter that are
   * one typing error apart (a letter replaced, left out or added, or two neighbours swapped: "OMAR"/"ONAR",
   * "KHAN"/"KHN", "ABBAS"/"ABVAS"; score.typoPair), and of a token (>= 3 letters) that is another with
   * its first letter left out ("UIS"/"LUIS", "HAN"/"KHAN"; score.firstDropped: the first keystroke lost).
   */
  typoSim: number;
  /**
   * Similarity of a query token that no listed name holds (of >= 4 letters) with a listed token one
   * typing error away, at any position (engine marks such tokens `unlisted`): a mistyped listed name
   * is likelier than an unlisted name one letter from it.
   */
  unlistedTypoSim: number;
  /**
   * Similarity of a token romanised from Cyrillic with a Latin-script token equal to one of the Latin
   * spellings its romanisation hides (romanise.cyrillicVariants: Хо romanised KHO is HO, Джо DZHO is JO,
   * Ксхеват KSKHEVAT is XHEVAT): the same letters read another way, nearly an exact match.
   */
  cyrillicReadingSim: number;
  /** Similarity of a token (>= 3 letters) with a longer token it is a prefix of ("BEN"/"BENJAMIN"). */
  prefixSim: number;
  /** Similarity of two forms of one given name in one language (WILLIAM/BILL, THEODORE/TED; normalise.GIVEN_NAME_GROUPS). */
  equivalentSim: number;
  /**
   * Similarity of the forms of one given name in two languages (JOHN/JUAN/IVAN; normalise.GIVEN_NAME_GROUPS):
   * a person is registered under one of them, so a cognate is weaker evidence than a spelling variant
   * and cannot make a two-part name match alone ("John Doe" / "Juan Doe" stays below the threshold).
   */
  cognateSim: number;
  /** Similarity of two tokens whose consonant skeletons agree when one comes from a vowel-less script (Arabic, Hebrew). */
  abjadSim: number;
  /** Similarity of two tokens whose consonant skeletons agree when one comes from a syllabic script (kana, Thai): cross-script.crossKey. */
  syllabicSim: number;
  /**
   * Similarity of an abjad-script token and a Latin one whose consonant skeletons agree although the
   * written long vowels do not fit (cross-script.abjadPattern), and of two-consonant skeletons: weak evidence.
   */
  abjadSkeletonSim: number;
  /** Weight, in the denominator, of the missing credit of paired tokens ((1 - eff) x weight: "SCHULZE"~"SCHOLZ"). */
  conflictWeight: number;
  /** Weight of unpaired tokens present on both sides (each side has a token the other lacks: a different surname). */
  mismatchWeight: number;
  /** Extra mismatch weight per pair of different unpaired initials on both sides (J. vs K.). */
  initialConflictWeight: number;
  /** Factor applied when >= 3 matched tokens appear in a permuted order that is not a rotation (father/son flips). */
  reorderFactor: number;
  /** Weight of extra tokens present on one side only (a missing middle name, a patronymic) in the denominator. */
  extraWeight: number;
  /**
   * Weight, in the denominator (x the token's weight, on top of `extraWeight`), of a first given name
   * left unpaired, the only unpaired name of its side, while every token of the other side paired
   * ("Michael Johnson" ~ "WILLIAM MICHAEL JOHNSON": the query's given name is the listed middle
   * name); score.displacedFirstName. 0.4 brings that shape from 0.91 to 0.77 at equal token weights.
   * Also the weight of a surname one name leaves out when only a given name and a patronymic pair
   * (`score/displaced-names.patronymicOnly`: 0.89 -> 0.73).
   */
  displacedFirstNameWeight: number;
  /**
   * Extra-token weight when only one informative token matched (a lone shared name is weak evidence);
   * the other side's unpaired names then count as one name at most, so a lone name scores at most
   * 1 / (1 + this) whatever the length of the other name.
   */
  singleMatchExtraWeight: number;
  /**
   * Piecewise-linear map from raw token similarity to match credit ("eff", 0–1): points [sim, eff],
   * ascending. Below the first point a pair is not made; between points credit is interpolated.
   */
  effCurve: Array<[number, number]>;
  /** Cap on the name score when no informative token (name/number) matched, only legal forms/generic words/particles. */
  uninformativeCap: number;
  /**
   * Cap on the name score when each side has a number the other lacks ("SNOW STORM 1" / "SNOW STORM 2",
   * "FUND VIII" / "FUND IX"): a number in a vessel's or a fund's name tells sister ships and series apart.
   */
  numberConflictCap: number;
  /**
   * Cap on a person's name score when a name written in Han characters and a Latin-script name each
   * have a name the other lacks (a syllable of the Han name unpaired, a word of the Latin name
   * unpaired: 何金平 ~ "Jin Ping LI"): every character of a Chinese name is written, so the two
   * disagree on a surname or a given-name syllable (`score/displaced-names.hanSyllableConflict`); also
   * when the Latin name alone has a word unpaired that is a pinyin syllable (张平 ~ "ZHANG, Jiang
   * Ping"), and when a name read in Cantonese does not meet the Latin name syllable for syllable
   * (`cantoneseConflict`).
   */
  hanSyllableConflictCap: number;
  /**
   * Mismatch weight (name-token units) of conflicting legal forms: each side has an unpaired legal form
   * and their families differ (AG vs GmbH, JSC vs LLC; normalise.LEGAL_FAMILY).
   */
  legalConflictWeight: number;
}

export interface ScreeningConfig {
  /** Default alert threshold (0–1): matches scoring at or above it are findings. */
  alertThreshold: number;
  /** Default maximum matches returned per query. */
  limit: number;
  /** Candidate records retrieved from the inverted index and fully scored per query. */
  maxCandidates: number;
  /** Postings longer than this (very common keys) only re-score candidates found through rarer keys. */
  maxPostings: number;
  name: NameScoringConfig;
  /** Amount subtracted from the name score when the matched list name is a weak alias (publisher "Low"/weak a.k.a.). */
  weakAliasPenalty: number;
  dob: {
    /** Same year, month and day. */
    exactBonus: number;
    /** Same year where one side has only a year (or year-month). */
    yearBonus: number;
    /** Query year inside a published range ("between 1960 and 1962"). */
    rangeBonus: number;
    /** Same year but month/day disagree (often a day/month swap or a data-entry slip). */
    sameYearConflictPenalty: number;
    /** Years one apart (typo or approximate date). */
    nearYearPenalty: number;
    /** Years two or more apart: a strong sign of a different person. */
    conflictPenalty: number;
    /**
     * Youngest age (years) at which anyone takes a seat in a national legislature or office: a PEP record
     * without a date of birth whose latest term began before the query's person was this old gets
     * -conflictPenalty (score.officeAgeContribution). 18 is the lowest minimum age of eligibility in the
     * IPU's Parline survey of national parliaments; most countries require 18–25.
     */
    minOfficeAge: number;
  };
  country: {
    /** Query country among the record's nationalities/countries. */
    matchBonus: number;
    /** Record lists countries and none is the query's. */
    conflictPenalty: number;
    /** A vessel record whose flag(s) are not the query's country (vessels do change flag: moderate). */
    flagConflictPenalty: number;
  };
  entityType: {
    /** Individual vs organisation (company/vessel/aircraft) mismatch. Vessel/aircraft vs individual is excluded outright. */
    mismatchPenalty: number;
  };
  gender: {
    conflictPenalty: number;
  };
  identifier: {
    /** An identifier number of the query equals one of the record's (normalised alphanumerics). */
    matchBonus: number;
    /**
     * Score an equal identifier lifts a match to at least (it is decisive evidence: same passport or
     * registration number, whatever the spelling of the name). Records are also retrieved by identifier.
     */
    decisiveScore: number;
    /** Both sides give an IMO number and they differ: another ship (an IMO number is never reassigned). */
    conflictPenalty: number;
    /** Both sides give a national id / tax id / registration number / MMSI / call sign of that kind and none is equal. */
    documentConflictPenalty: number;
    /** Both sides give a passport number and none is equal (people hold several passports and renew them: weak). */
    passportConflictPenalty: number;
  };
  falsePositive: {
    /** (An identifier contribution at or below -identifier.conflictPenalty, a different IMO number, is always rated false positive.) */
    /** A match is rated false positive when the country conflicts and the name score is below this. */
    countryConflictNameBelow: number;
    /** ... or when only a weak alias matched and the name score is below this. */
    weakAliasNameBelow: number;
  };
}

/**
 * Version of the matcher (engine code + DEFAULT_CONFIG) that scores findings, recorded in every review
 * audit entry (src/domain/audit.ts). Bump it whenever a change can move a score or a false-positive
 * rating, so an auditor can tell which decisions were taken on findings scored by an older matcher.
 */
export const MATCHER_VERSION = '2025.43';

export const DEFAULT_CONFIG: ScreeningConfig = {
  alertThreshold: 0.8,
  limit: 10,
  maxCandidates: 40,
  maxPostings: 1500,
  name: {
    tokenFloor: 0.78,
    effCurve: [[0.78, 0], [0.88, 0.6], [0.94, 0.9], [1, 1]],
    phoneticSim: 0.92,
    phoneticMinJw: 0.75,
    romanisationSim: 0.97,
    shortTokenLength: 3,
    genderedSim: 0.8,
    initialSim: 0.9,
    prefixSim: 0.8,
    typoSim: 0.9,
    unlistedTypoSim: 0.94,
    cyrillicReadingSim: 0.95,
    abjadSim: 0.95,
    syllabicSim: 0.92,
    abjadSkeletonSim: 0.84,
    equivalentSim: 0.9,
    cognateSim: 0.85,
    conflictWeight: 1,
    mismatchWeight: 1.5,
    reorderFactor: 0.78,
    initialConflictWeight: 0.6,
    extraWeight: 0.2,
    displacedFirstNameWeight: 0.4,
    singleMatchExtraWeight: 0.8,
    uninformativeCap: 0.5,
    numberConflictCap: 0.6,
    hanSyllableConflictCap: 0.7,
    legalConflictWeight: 0.2,
  },
  weakAliasPenalty: 0.08,
  dob: {
    exactBonus: 0.08,
    yearBonus: 0.03,
    rangeBonus: 0.02,
    sameYearConflictPenalty: 0.05,
    nearYearPenalty: 0.1,
    conflictPenalty: 0.3,
    minOfficeAge: 18,
  },
  country: { matchBonus: 0.03, conflictPenalty: 0.06, flagConflictPenalty: 0.1 },
  entityType: { mismatchPenalty: 0.25 },
  gender: { conflictPenalty: 0.1 },
  identifier: { matchBonus: 0.2, decisiveScore: 0.95, conflictPenalty: 0.3, documentConflictPenalty: 0.1, passportConflictPenalty: 0.05 },
  falsePositive: { countryConflictNameBelow: 0.95, weakAliasNameBelow: 0.95 },
};

/** A partial override: top-level fields and nested groups may be given partially. */
export type ScreeningConfigOverride = {
  [K in keyof ScreeningConfig]?: ScreeningConfig[K] extends object ? Partial<ScreeningConfig[K]> : ScreeningConfig[K];
};

/** Merge an override with the defaults (nested groups merged field by field). */
export function resolveConfig(override: ScreeningConfigOverride | Partial<ScreeningConfig> = {}): ScreeningConfig {
  const out = structuredClone(DEFAULT_CONFIG) as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(override)) {
    if (v === undefined) continue;
    const cur = out[k];
    if (cur && typeof cur === 'object' && typeof v === 'object') out[k] = { ...(cur as object), ...(v as object) };
    else out[k] = v;
  }
  return out as unknown as ScreeningConfig;
}
