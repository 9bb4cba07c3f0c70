/**
 * The common shape every list loader produces: one `ListRecord` per listed party (a designation on a
 * sanctions list, a party on an export-control list, a PEP). Loaders read the publishers' own formats
 * (see ../shared/data/README.md) and map them onto this shape; the screening engine and the storage
 * layer only ever see `ListRecord`s.
 */

/** Kind of listed party. OFAC also lists aircraft; the API's entity_type input only has the first three. */
export type ListEntityType = 'individual' | 'company' | 'vessel' | 'aircraft';

/** API result_type of a finding produced by this record (interface.md, "Compliance result"). */
export type ListResultType = 'sanction' | 'enforcement' | 'pep';

/** PEP tier as in api-facts.md (TIER_1 national, TIER_2 regional, TIER_3 local/SOE). */
export type PepTier = 'TIER_1' | 'TIER_2' | 'TIER_3' | 'INTERNATIONAL_ORG';

/**
 * One name of a record. The primary name is `kind: 'primary'`. Alias quality follows the publisher:
 * UN `QUALITY` Good -> strong, Low -> weak; OFAC `aka/fka/nka` rows in alt.csv -> strong, the "weak
 * a.k.a." names OFAC prints in single quotes inside Remarks -> weak.
 */
export interface ListName {
  name: string;
  kind: 'primary' | 'alias';
  quality: 'strong' | 'weak';
  /** Publisher's alias type where given: 'aka', 'fka', 'nka', 'Good', 'Low', ... */
  alias_type?: string;
  /** Name parts when the publisher gives them separately (UN FIRST_NAME..., Congress first/last). */
  parts?: { first?: string; middle?: string; last?: string };
}

/**
 * A date of birth as published. `exact` has year, month and day; `year` only a year (or year-month);
 * `range` has from/to years (UN "BETWEEN", OFAC "circa"/"1960 to 1962").
 */
export interface ListDateOfBirth {
  raw: string;
  kind: 'exact' | 'year' | 'range';
  year?: number;
  month?: number;
  day?: number;
  from_year?: number;
  to_year?: number;
}

/** An identifying document or number (passport, national id, registration number, IMO, SWIFT/BIC...). */
export interface ListIdentifier {
  /** Publisher's label, e.g. "Passport", "National ID No.", "Registration ID", "IMO", "Vessel Registration Identification". */
  type: string;
  number: string;
  /** ISO 3166-1 alpha-2 of the issuing country when known. */
  country?: string;
  note?: string;
}

export interface ListAddress {
  street?: string;
  city?: string;
  postal_code?: string;
  region?: string;
  /** ISO 3166-1 alpha-2 when the country name could be resolved. */
  country?: string;
  /** The country as published, when it could not be resolved to a code (or always, for display). */
  country_name?: string;
}

/** One listed party, as loaded from one list. */
export interface ListRecord {
  /** List id, e.g. 'us_ofac_sdn', 'us_ofac_cons', 'un_sc', 'us_trade_csl', 'us_bis_dpl', 'us_congress'. */
  list: string;
  /** Human name of the list (or CSL sub-list) the record comes from; used as the finding's source_name. */
  source_name: string;
  /** Publisher's id for the record (OFAC ent_num, UN REFERENCE_NUMBER, CSL _id, bioguide id, ...). Unique within `list`. */
  source_id: string;
  entity_type: ListEntityType;
  result_type: ListResultType;
  /** Primary name as published (OFAC "SURNAME, Given" kept as is; the engine normalises). */
  name: string;
  /** Every name including the primary one (first element is the primary). */
  names: ListName[];
  /** Sanctions programs / sub-lists, e.g. ["SDGT", "IRGC"], ["DRC"], ["Entity List"]. */
  programs: string[];
  /** Listing (designation) date YYYY-MM-DD when published. */
  listed_on?: string;
  dates_of_birth: ListDateOfBirth[];
  places_of_birth: string[];
  /** ISO 3166-1 alpha-2 codes of nationalities/citizenships. */
  nationalities: string[];
  /** ISO 3166-1 alpha-2 codes of every country linked to the record (nationality, addresses, ids, vessel flag). */
  countries: string[];
  addresses: ListAddress[];
  identifiers: ListIdentifier[];
  gender?: 'male' | 'female';
  /** Title / position / designation text (UN DESIGNATION, OFAC Title, Congress role). */
  title?: string;
  /** Free-text remarks / comments as published. */
  remarks?: string;
  /** Publisher's URL for the record or list. */
  url: string;
  pep_tier?: PepTier;
  /**
   * PEPs only: true when the person left the office the record is about longer ago than the loader's
   * documented former-PEP period (EveryPolitician: last term ended more than `formerPepYears`, default 1,
   * before the snapshot date; EU Directive 2015/849 Art. 22 and UK MLR 2017 reg. 35(9) require at least
   * 12 months of continued PEP treatment, after which FATF Recommendation 12 leaves it risk-based).
   * Absent for sitting office holders and for lists that do not say.
   */
  former_pep?: boolean;
  /**
   * PEPs only (EveryPolitician): the date (YYYY, YYYY-MM or YYYY-MM-DD, as published) the latest term
   * the record is about began. Screening uses it as a bound on age when the record has no date of
   * birth: a person born less than 18 years before it cannot have taken that seat
   * (score.officeAgeContribution). The `title` states the same terms' years, so list deltas do not
   * compare this key (list-deltas.ts DERIVED_RECORD_KEYS). Congress records carry dates of birth and
   * leave it out.
   */
  latest_term_start?: string;
  /**
   * The same party on other lists, as `<list>:<source_id>`, where the publisher cross-references it
   * (CSL rows of Treasury lists carry the OFAC entity number). Used to merge findings across lists.
   */
  same_as?: string[];
}

/** What a loader returns for one list snapshot. */
export interface ListLoadResult {
  list: string;
  /** Folder the files were read from. */
  path: string;
  /**
   * Publication date of the snapshot (YYYY-MM-DD), from the file itself when it says, else the folder name
   * (which may be only YYYY-MM, e.g. lists/us_ofac_sdn/2021-07: the day is not invented).
   */
  published_on?: string;
  records: ListRecord[];
  /** Rows/elements that could not be parsed; counted and reported, never fatal. */
  malformed: number;
  /** Up to 20 messages describing malformed rows, for the operator. */
  warnings: string[];
}
