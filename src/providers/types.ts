/**
 * The one shape of company data every company-data provider maps to (registry bulk files, the
 * Companies House API, the GLEIF API, Dun & Bradstreet Direct+), and the provider interface the
 * company services call. Providers only map their own formats onto these types; identification
 * (name matching, confidence codes) reuses the screening engine's name scorer (`./confidence.ts`).
 *
 * Conventions: countries are ISO 3166-1 alpha-2 (upper case); dates are `YYYY-MM-DD`, or `YYYY-MM`
 * when the publisher gives only month and year (Companies House dates of birth); percentages are
 * 0–100 numbers; absent values are `undefined` (never empty strings).
 */

/** A registration number and the register that issued it. A LEI is `{ type: 'lei', register: 'GLEIF' }`. */
export interface RegistrationNumber {
  number: string;
  /** `company_number` (UK), `organisasjonsnummer` (NO), `lei`, `local` (a GLEIF record's local register number), `duns`. */
  type: string;
  /** Issuing register: `GB-COH`, `NO-BRREG`, `GLEIF`, or a GLEIF registration-authority code such as `RA000585`. */
  register: string;
  /** Human description, e.g. "UK Companies House company number". */
  description?: string;
}

export interface CompanyAddress {
  street?: string;
  postal?: string;
  place?: string;
  region?: string;
  country?: string;
}

export interface IndustryCode {
  code: string;
  description?: string;
  /** `UK SIC 2007`, `NACE Rev. 2` (SN2007 in Norway), `D&B SIC`, ... */
  scheme?: string;
}

/** A director, secretary or other officer (Companies House appointments, D&B principals). */
export interface Officer {
  name: string;
  /** Publisher's role, normalised to lower-case words with hyphens: `director`, `secretary`, `llp-member`, `nominee-director`, ... */
  role: string;
  appointed_on?: string;
  resigned_on?: string;
  /** `YYYY-MM` (Companies House publishes month and year only) or `YYYY-MM-DD`. */
  date_of_birth?: string;
  nationality?: string;
  country_of_residence?: string;
  occupation?: string;
  /** True when the officer is itself a company (Companies House corporate officer). */
  is_corporate: boolean;
  /** The provider's id of the officer (Companies House person number), when it has one. */
  provider_officer_id?: string;
}

/**
 * An owner: a person with significant control (Companies House), a parent company (GLEIF level 2,
 * D&B hierarchy). Ownership is a range because Companies House publishes bands: the band
 * `ownership-of-shares-25-to-50-percent` becomes `{ min: 25, max: 50 }` (the statutory bands are
 * "more than 25% but not more than 50%", so `min` is exclusive for bands). GLEIF parents carry no
 * percentage (`ownership_min`/`ownership_max` undefined).
 */
export interface Owner {
  name: string;
  kind: 'individual' | 'company';
  ownership_min?: number;
  ownership_max?: number;
  /** Publisher's nature-of-control codes (`ownership-of-shares-75-to-100-percent`, `IS_ULTIMATELY_CONSOLIDATED_BY`, ...). */
  natures_of_control: string[];
  /** True for a Companies House person with significant control. */
  is_person_with_significant_control: boolean;
  /** True when the relationship is to the ultimate parent (GLEIF `IS_ULTIMATELY_CONSOLIDATED_BY`). */
  is_ultimate_parent?: boolean;
  notified_on?: string;
  ceased_on?: string;
  date_of_birth?: string;
  nationality?: string;
  country?: string;
  registration_numbers?: RegistrationNumber[];
  /**
   * A non-individual owner's legal form as published (Companies House PSC `identification.legal_form`,
   * e.g. "Limited Company"); read by the state-ownership rule (src/domain/state-ownership.ts).
   */
  legal_form?: string;
}

export interface PreviousName {
  name: string;
  /** Date the name stopped being used (Companies House `CONDATE` / `ceased_on`). */
  until?: string;
  from?: string;
}

/** Company status, normalised. `is_out_of_business` on the API is `status !== 'active'`. */
export type CompanyStatus = 'active' | 'dissolved' | 'liquidation' | 'inactive' | 'unknown';

/** Everything a provider knows about one company. */
export interface CompanyProfile {
  /** Provider id, e.g. `registry_files`, `gb_coh_api`, `gleif_api`, `dnb`. */
  provider: string;
  /** The company's id at that provider: `GB-COH:08957400`, `LEI:213800FERQ5LE3H7WJ58`, `NO-BRREG:923609016`, a DUNS. */
  provider_id: string;
  name: string;
  previous_names: PreviousName[];
  /** Trade names / other names (GLEIF OtherEntityNames, D&B tradeStyleNames). */
  other_names: string[];
  legal_form?: string;
  status: CompanyStatus;
  /** Country of the register (ISO alpha-2). */
  country: string;
  address: CompanyAddress;
  registration_numbers: RegistrationNumber[];
  /** Only a real Dun & Bradstreet DUNS number; never invented for other sources. */
  duns_number?: string;
  industry_codes: IndustryCode[];
  website?: string;
  /** Free-text activity description (Brreg `aktivitet`, D&B business description). */
  activity_description?: string;
  /**
   * Statistics Norway's institutional sector of the unit (Brønnøysund `institusjonellSektorkode`,
   * "Standard for institusjonell sektorgruppering" 2012), e.g. `{ code: '1120', description: 'Statlig
   * eide aksjeselskaper mv.' }`; read by the state-ownership rule (src/domain/state-ownership.ts).
   */
  institutional_sector?: { code: string; description?: string };
  incorporated_on?: string;
  dissolved_on?: string;
  officers: Officer[];
  owners: Owner[];
}

/** One search / match candidate: a lighter profile with the provider's confidence code. */
export interface CompanyCandidate {
  provider: string;
  provider_id: string;
  name: string;
  country: string;
  address: CompanyAddress;
  registration_numbers: RegistrationNumber[];
  duns_number?: string;
  industry_codes: IndustryCode[];
  status: CompanyStatus;
  /**
   * Confidence code 1–10 (D&B convention: 10 = certain). D&B returns its own; the other providers
   * compute it with `confidenceCode` (./confidence.ts) from the screening engine's name score.
   */
  confidence: number;
}

/** Identifying details for a match (api-facts.md "GET /ext/v3/companies/match/"). */
export interface MatchInput {
  name?: string;
  country?: string;
  registration_number?: string;
  duns_number?: string;
  address_locality?: string;
  address_region?: string;
  postal_code?: string;
  street_address_line1?: string;
  telephone_number?: string;
  url?: string;
  email?: string;
}

/** Thrown by a provider that cannot answer (network error, bad credentials, 5xx); callers try the next provider. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/**
 * A company-data provider. Every method may throw `ProviderError`; "nothing found" is an empty
 * array or null, never an error.
 */
export interface CompanyProvider {
  readonly id: string;
  /** Companies whose names resemble `name` (optionally in `country`), best first, at most `limit` (default 20). */
  search(query: { name: string; country?: string; limit?: number }): Promise<CompanyCandidate[]>;
  /** Candidates for identifying details, best first (confidence desc); registration number and DUNS are exact lookups. */
  match(input: MatchInput): Promise<CompanyCandidate[]>;
  /** The full profile (officers, owners included when the provider has them), or null when unknown. */
  profile(providerId: string): Promise<CompanyProfile | null>;
}
