/**
 * Pure mapping of UK Companies House Public Data API resources onto Vigil's company types
 * (../types.ts). No I/O; `gb-coh-api.ts` fetches, this file translates.
 *
 * Input shapes (only the members read here; the API documents more), from the Companies House
 * developer documentation (https://developer-specs.company-information.service.gov.uk/ ,
 * "Companies House Public Data API" resources):
 * - company profile `GET /company/{n}`: company_name, company_number, company_status, type,
 *   date_of_creation, date_of_cessation, registered_office_address{premises, address_line_1,
 *   address_line_2, locality, region, postal_code, country}, sic_codes[], previous_company_names[]{name,
 *   effective_from, ceased_on};
 * - company search `GET /search/companies`: items[]{title, company_number, company_status,
 *   company_type, address{...}, address_snippet, date_of_creation, date_of_cessation};
 * - officer list `GET /company/{n}/officers`: items[]{name, officer_role, appointed_on, resigned_on,
 *   date_of_birth{month, year}, nationality, country_of_residence, occupation,
 *   links.officer.appointments "/officers/{id}/appointments"};
 * - persons with significant control: see gb-coh-psc.ts.
 * Enumerations (company_status, company_type, officer_role) are Companies
 * House's api-enumerations (https://github.com/companieshouse/api-enumerations, constants.yml).
 *
 * Output units: dates `YYYY-MM-DD` as published; dates of birth `YYYY-MM` (Companies House publishes
 * month and year only). Never throws.
 */
import { looksLikeOrganisation } from '../../lists/common.js';
import { toCountryCode } from '../../lists/countries.js';
import type { CompanyAddress, CompanyCandidate, CompanyProfile, CompanyStatus, IndustryCode, Officer, Owner, PreviousName, RegistrationNumber } from '../types.js';

export const GB_COH_PROVIDER_ID = 'gb_coh_api';
/** Prefix of Companies House provider ids: `GB-COH:08957400`. */
export const GB_COH_ID_PREFIX = 'GB-COH:';

export interface ChAddress {
  premises?: string | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
  locality?: string | null;
  region?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

export interface ChCompanyProfile {
  company_name: string;
  company_number: string;
  company_status?: string;
  type?: string;
  date_of_creation?: string;
  date_of_cessation?: string;
  registered_office_address?: ChAddress;
  sic_codes?: string[];
  previous_company_names?: Array<{ name: string; effective_from?: string; ceased_on?: string }>;
}

export interface ChSearchItem {
  title: string;
  company_number: string;
  company_status?: string;
  company_type?: string;
  address?: ChAddress;
  date_of_creation?: string;
  date_of_cessation?: string;
}

export interface ChPartialDate {
  year?: number;
  month?: number;
  day?: number;
}

export interface ChOfficer {
  name: string;
  officer_role: string;
  appointed_on?: string;
  resigned_on?: string;
  date_of_birth?: ChPartialDate;
  nationality?: string;
  country_of_residence?: string;
  occupation?: string;
  identification?: unknown;
  links?: { officer?: { appointments?: string } };
}

/** A list resource (`officer-list`, PSC list, search results): one page of items. */
export interface ChItemPage<T> {
  items?: T[];
  total_results?: number;
  start_index?: number;
  items_per_page?: number;
}

/**
 * `company_status` enumeration (api-enumerations constants.yml) -> CompanyStatus. Every insolvency
 * procedure (liquidation, receivership, administration, voluntary arrangement, insolvency
 * proceedings) maps to `liquidation`; `converted-closed` to `dissolved`; anything else to `unknown`.
 */
const COMPANY_STATUS: Record<string, CompanyStatus> = {
  active: 'active',
  dissolved: 'dissolved',
  'converted-closed': 'dissolved',
  liquidation: 'liquidation',
  receivership: 'liquidation',
  administration: 'liquidation',
  'voluntary-arrangement': 'liquidation',
  'insolvency-proceedings': 'liquidation',
};

/** `company_type` enumeration -> description (api-enumerations constants.yml, `company_type`). */
const COMPANY_TYPE: Record<string, string> = {
  'private-unlimited': 'Private unlimited company',
  ltd: 'Private limited company',
  plc: 'Public limited company',
  'old-public-company': 'Old public company',
  'private-limited-guarant-nsc-limited-exemption': "Private Limited Company by guarantee without share capital, use of 'Limited' exemption",
  'limited-partnership': 'Limited partnership',
  'private-limited-guarant-nsc': 'Private limited by guarantee without share capital',
  'converted-or-closed': 'Converted / closed',
  'private-unlimited-nsc': 'Private unlimited company without share capital',
  'private-limited-shares-section-30-exemption': "Private Limited Company, use of 'Limited' exemption",
  'assurance-company': 'Assurance company',
  'oversea-company': 'Overseas company',
  eeig: 'European economic interest grouping (EEIG)',
  'icvc-securities': 'Investment company with variable capital',
  'icvc-warrant': 'Investment company with variable capital',
  'icvc-umbrella': 'Investment company with variable capital',
  'industrial-and-provident-society': 'Industrial and provident society',
  'northern-ireland': 'Northern Ireland company',
  'northern-ireland-other': 'Credit union (Northern Ireland)',
  llp: 'Limited liability partnership',
  'royal-charter': 'Royal charter company',
  'investment-company-with-variable-capital': 'Investment company with variable capital',
  'unregistered-company': 'Unregistered company',
  other: 'Other company type',
  'european-public-limited-liability-company-se': 'European public limited liability company (SE)',
};

/** Country names Companies House prints in addresses that are parts of the UK (not ISO names). */
const UK_PARTS = new Set(['england', 'wales', 'scotland', 'northern ireland', 'england and wales', 'england & wales', 'great britain', 'united kingdom', 'uk']);

/** A country as Companies House prints it ("England", "Wales", "United Kingdom", "France") -> ISO alpha-2. */
export function chCountryCode(country: string | null | undefined): string | undefined {
  const text = country?.trim();
  if (!text) return undefined;
  if (UK_PARTS.has(text.toLowerCase().replace(/\s+/g, ' '))) return 'GB';
  return toCountryCode(text);
}

/**
 * A company number as typed ("8957400", "sc 123456") -> the register's 8-character form
 * ("08957400", "SC123456"), or undefined when it cannot be one. Companies House numbers are 8
 * characters: 8 digits, or a 2-letter prefix and 6 digits (SC, NI, OC, FC, ...).
 */
export function normaliseCompanyNumber(raw: string): string | undefined {
  const compact = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const padded = /^\d{1,8}$/.test(compact) ? compact.padStart(8, '0') : compact;
  return /^[A-Z0-9]{8}$/.test(padded) ? padded : undefined;
}

export function mapCompanyStatus(status: string | undefined): CompanyStatus {
  return (status && COMPANY_STATUS[status]) || 'unknown';
}

export function mapAddress(address: ChAddress | undefined): CompanyAddress {
  if (!address) return {};
  const street = [address.premises, address.address_line_1, address.address_line_2]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const out: CompanyAddress = {};
  if (street) out.street = street;
  if (address.postal_code?.trim()) out.postal = address.postal_code.trim();
  if (address.locality?.trim()) out.place = address.locality.trim();
  if (address.region?.trim()) out.region = address.region.trim();
  const country = chCountryCode(address.country);
  if (country) out.country = country;
  return out;
}

export function companyNumberId(companyNumber: string): RegistrationNumber {
  return { number: companyNumber, type: 'company_number', register: 'GB-COH', description: 'UK Companies House company number' };
}

/** `{month: 7, year: 1985}` -> "1985-07"; with a day, "1985-07-04"; undefined without a year and month. */
export function partialDate(date: ChPartialDate | undefined): string | undefined {
  if (!date?.year || !date.month) return undefined;
  const ym = `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}`;
  return date.day ? `${ym}-${String(date.day).padStart(2, '0')}` : ym;
}

/** `sic_codes` -> industry codes in the UK SIC 2007 scheme (the API gives codes only, no descriptions). */
export function mapSicCodes(codes: string[] | undefined): IndustryCode[] {
  return (codes ?? []).filter((code) => code?.trim()).map((code) => ({ code: code.trim(), scheme: 'UK SIC 2007' }));
}

export function mapPreviousNames(names: ChCompanyProfile['previous_company_names']): PreviousName[] {
  return (names ?? []).map((n) => {
    const out: PreviousName = { name: n.name };
    if (n.effective_from) out.from = n.effective_from;
    if (n.ceased_on) out.until = n.ceased_on;
    return out;
  });
}

/** A candidate before its confidence code is computed. */
export type UnscoredCandidate = Omit<CompanyCandidate, 'confidence'>;

/** A search result item -> candidate (search items carry no SIC codes). */
export function searchItemCandidate(item: ChSearchItem): UnscoredCandidate {
  return {
    provider: GB_COH_PROVIDER_ID,
    provider_id: `${GB_COH_ID_PREFIX}${item.company_number}`,
    name: item.title,
    country: 'GB',
    address: mapAddress(item.address),
    registration_numbers: [companyNumberId(item.company_number)],
    industry_codes: [],
    status: mapCompanyStatus(item.company_status),
  };
}

/** A company profile -> candidate (the registration-number lookup). */
export function profileCandidate(company: ChCompanyProfile): UnscoredCandidate {
  return {
    provider: GB_COH_PROVIDER_ID,
    provider_id: `${GB_COH_ID_PREFIX}${company.company_number}`,
    name: company.company_name,
    country: 'GB',
    address: mapAddress(company.registered_office_address),
    registration_numbers: [companyNumberId(company.company_number)],
    industry_codes: mapSicCodes(company.sic_codes),
    status: mapCompanyStatus(company.company_status),
  };
}

/** The company profile with its (already mapped) officers and persons with significant control. */
export function mapCompanyProfile(company: ChCompanyProfile, officers: Officer[], owners: Owner[]): CompanyProfile {
  const profile: CompanyProfile = {
    provider: GB_COH_PROVIDER_ID,
    provider_id: `${GB_COH_ID_PREFIX}${company.company_number}`,
    name: company.company_name,
    previous_names: mapPreviousNames(company.previous_company_names),
    other_names: [],
    status: mapCompanyStatus(company.company_status),
    country: 'GB',
    address: mapAddress(company.registered_office_address),
    registration_numbers: [companyNumberId(company.company_number)],
    industry_codes: mapSicCodes(company.sic_codes),
    officers,
    owners,
  };
  const legalForm = company.type ? COMPANY_TYPE[company.type] ?? company.type : undefined;
  if (legalForm) profile.legal_form = legalForm;
  if (company.date_of_creation) profile.incorporated_on = company.date_of_creation;
  if (company.date_of_cessation) profile.dissolved_on = company.date_of_cessation;
  return profile;
}

/**
 * An officer. `role` is the `officer_role` enumeration as published (already lower-case words with
 * hyphens). `is_corporate`: the role starts with `corporate-` (the enumeration's corporate roles),
 * or the entry carries `identification` (only corporate officers have it), or it has no date of
 * birth and the name reads as a company (`looksLikeOrganisation`, ../../lists/common.ts: legal-form
 * and organisation words): Companies House also files companies under plain roles such as
 * `nominee-director` (LONDON LAW SERVICES LIMITED), and its personal names are "SURNAME, Forenames".
 */
export function mapOfficer(officer: ChOfficer): Officer {
  const out: Officer = {
    name: officer.name,
    role: officer.officer_role,
    is_corporate: isCorporateOfficer(officer),
  };
  if (officer.appointed_on) out.appointed_on = officer.appointed_on;
  if (officer.resigned_on) out.resigned_on = officer.resigned_on;
  const dob = partialDate(officer.date_of_birth);
  if (dob) out.date_of_birth = dob;
  if (officer.nationality) out.nationality = officer.nationality;
  const residence = chCountryCode(officer.country_of_residence);
  if (residence) out.country_of_residence = residence;
  if (officer.occupation) out.occupation = officer.occupation;
  const id = /\/officers\/([^/]+)\/appointments/.exec(officer.links?.officer?.appointments ?? '')?.[1];
  if (id) out.provider_officer_id = id;
  return out;
}

function isCorporateOfficer(officer: ChOfficer): boolean {
  if (officer.officer_role.startsWith('corporate-') || officer.identification) return true;
  return !officer.date_of_birth && looksLikeOrganisation(officer.name);
}
