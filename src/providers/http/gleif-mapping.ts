/**
 * Pure mapping of GLEIF API v1 (JSON:API) LEI records onto Vigil's company types (../types.ts).
 * No I/O; `gleif-api.ts` fetches, this file translates.
 *
 * Input shape (members read here), from the GLEIF API documentation
 * (https://documenter.getpostman.com/view/7679680/SVYrrxuU , "GLEIF API" quick-start and endpoint
 * reference) and the LEI-CDF 2.1/3.x field definitions it mirrors
 * (https://www.gleif.org/en/about-lei/common-data-file-format):
 *   `{ data: { type: "lei-records", id: <LEI>, attributes: { lei, entity: { legalName{name, language},
 *   otherNames[]{name, language, type}, transliteratedOtherNames[]{name, type}, legalAddress{addressLines[],
 *   city, region (ISO 3166-2), country (ISO 3166-1 alpha-2), postalCode}, registeredAt{id (RA code),
 *   other}, registeredAs (local register number), jurisdiction (ISO 3166-1/-2), legalForm{id (ISO 20275
 *   ELF code), other}, status (ACTIVE|INACTIVE), expiration{date, reason}, creationDate },
 *   registration{status, ...} } } }`; lists are `{ data: [...], meta.pagination, links }`.
 * Output: dates `YYYY-MM-DD`. GLEIF publishes no officers and no percentages: parents become
 * owners of kind `company` without `ownership_min`/`ownership_max`. Never throws.
 */
import { toCountryCode } from '../../lists/countries.js';
import type { CompanyAddress, CompanyCandidate, CompanyProfile, CompanyStatus, Owner, RegistrationNumber } from '../types.js';

export const GLEIF_PROVIDER_ID = 'gleif_api';
/** Prefix of GLEIF provider ids: `LEI:213800FERQ5LE3H7WJ58`. */
export const LEI_ID_PREFIX = 'LEI:';

export interface GleifName {
  name: string;
  language?: string | null;
  type?: string | null;
}

export interface GleifAddress {
  addressLines?: string[] | null;
  city?: string | null;
  region?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

export interface GleifEntity {
  legalName?: GleifName | null;
  otherNames?: GleifName[] | null;
  transliteratedOtherNames?: GleifName[] | null;
  legalAddress?: GleifAddress | null;
  headquartersAddress?: GleifAddress | null;
  registeredAt?: { id?: string | null; other?: string | null } | null;
  registeredAs?: string | null;
  jurisdiction?: string | null;
  legalForm?: { id?: string | null; other?: string | null } | null;
  status?: string | null;
  expiration?: { date?: string | null; reason?: string | null } | null;
  creationDate?: string | null;
}

export interface GleifRecord {
  type: string;
  id: string;
  attributes: { lei: string; entity?: GleifEntity | null; registration?: { status?: string | null } | null };
}

export interface GleifDocument<T> {
  data: T;
}

/** The ELF code GLEIF uses for "no code yet, see `other`". */
const ELF_OTHER = '8888';

export function leiId(lei: string): RegistrationNumber {
  return { number: lei, type: 'lei', register: 'GLEIF', description: 'Legal Entity Identifier (ISO 17442)' };
}

/** The LEI and, when published, the local register number (`registeredAs` at `registeredAt`). */
export function registrationNumbers(record: GleifRecord): RegistrationNumber[] {
  const out = [leiId(record.attributes.lei)];
  const entity = record.attributes.entity;
  const local = entity?.registeredAs?.trim();
  if (local) {
    const register = entity?.registeredAt?.id?.trim() || entity?.registeredAt?.other?.trim() || 'unknown';
    out.push({ number: local, type: 'local', register, description: `Local register number at ${register}` });
  }
  return out;
}

/**
 * Entity status -> CompanyStatus: ACTIVE -> active; INACTIVE -> dissolved when the expiration
 * reason is DISSOLVED, else inactive (merged, acquired, ...); anything else -> unknown.
 */
export function mapStatus(entity: GleifEntity | null | undefined): CompanyStatus {
  if (entity?.status === 'ACTIVE') return 'active';
  if (entity?.status === 'INACTIVE') return entity.expiration?.reason === 'DISSOLVED' ? 'dissolved' : 'inactive';
  return 'unknown';
}

export function mapAddress(address: GleifAddress | null | undefined): CompanyAddress {
  if (!address) return {};
  const out: CompanyAddress = {};
  const street = (address.addressLines ?? []).map((line) => line?.trim()).filter(Boolean).join(', ');
  if (street) out.street = street;
  if (address.postalCode?.trim()) out.postal = address.postalCode.trim();
  if (address.city?.trim()) out.place = address.city.trim();
  if (address.region?.trim()) out.region = address.region.trim();
  const country = address.country ? toCountryCode(address.country) : undefined;
  if (country) out.country = country;
  return out;
}

/** Country of the register: the jurisdiction's country part ("US-MA" -> US), else the legal address's country. */
export function registerCountry(entity: GleifEntity | null | undefined): string {
  const fromJurisdiction = entity?.jurisdiction ? toCountryCode(entity.jurisdiction.slice(0, 2)) : undefined;
  return fromJurisdiction ?? (entity?.legalAddress?.country ? toCountryCode(entity.legalAddress.country) : undefined) ?? '';
}

/** The legal name, or the LEI when a record carries none. */
export function legalName(record: GleifRecord): string {
  return record.attributes.entity?.legalName?.name?.trim() || record.attributes.lei;
}

/** `2012-11-29T00:00:00.000Z` -> `2012-11-29`. */
function datePart(value: string | null | undefined): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return m?.[1];
}

export function recordCandidate(record: GleifRecord): Omit<CompanyCandidate, 'confidence'> {
  const entity = record.attributes.entity;
  return {
    provider: GLEIF_PROVIDER_ID,
    provider_id: `${LEI_ID_PREFIX}${record.attributes.lei}`,
    name: legalName(record),
    country: registerCountry(entity),
    address: mapAddress(entity?.legalAddress),
    registration_numbers: registrationNumbers(record),
    industry_codes: [],
    status: mapStatus(entity),
  };
}

/**
 * The LEI record with its parents as owners. `OtherEntityNames` of type PREVIOUS_LEGAL_NAME become
 * previous names (GLEIF gives no dates for them); other types and transliterations become other
 * names. `legal_form` is the ISO 20275 ELF code, or the `other` text when the code is 8888 or absent.
 */
export function mapProfile(record: GleifRecord, owners: Owner[]): CompanyProfile {
  const entity = record.attributes.entity;
  const names = [...(entity?.otherNames ?? []), ...(entity?.transliteratedOtherNames ?? [])].filter((n) => n?.name?.trim());
  const profile: CompanyProfile = {
    ...recordCandidate(record),
    previous_names: names.filter((n) => n.type === 'PREVIOUS_LEGAL_NAME').map((n) => ({ name: n.name.trim() })),
    other_names: [...new Set(names.filter((n) => n.type !== 'PREVIOUS_LEGAL_NAME').map((n) => n.name.trim()))],
    officers: [],
    owners,
  };
  const elf = entity?.legalForm?.id?.trim();
  const legalForm = elf && elf !== ELF_OTHER ? elf : entity?.legalForm?.other?.trim();
  if (legalForm) profile.legal_form = legalForm;
  const created = datePart(entity?.creationDate);
  if (created) profile.incorporated_on = created;
  const expired = datePart(entity?.expiration?.date);
  if (expired && profile.status === 'dissolved') profile.dissolved_on = expired;
  return profile;
}

/**
 * A parent LEI record -> Owner. `relation` is the GLEIF Level 2 relationship type the record was
 * reached by: `IS_DIRECTLY_CONSOLIDATED_BY` (direct accounting-consolidation parent) or
 * `IS_ULTIMATELY_CONSOLIDATED_BY` (ultimate parent, `is_ultimate_parent`). No percentage: GLEIF
 * relationships are accounting consolidation, not shareholdings.
 */
export function parentOwner(record: GleifRecord, relation: 'IS_DIRECTLY_CONSOLIDATED_BY' | 'IS_ULTIMATELY_CONSOLIDATED_BY'): Owner {
  const owner: Owner = {
    name: legalName(record),
    kind: 'company',
    natures_of_control: [relation],
    is_person_with_significant_control: false,
    is_ultimate_parent: relation === 'IS_ULTIMATELY_CONSOLIDATED_BY',
    registration_numbers: registrationNumbers(record),
  };
  const country = registerCountry(record.attributes.entity);
  if (country) owner.country = country;
  return owner;
}

/** Direct and ultimate parent as owners; one owner with both relationship types when they are the same LEI. */
export function parentOwners(direct: GleifRecord | null, ultimate: GleifRecord | null): Owner[] {
  const owners: Owner[] = [];
  if (direct) owners.push(parentOwner(direct, 'IS_DIRECTLY_CONSOLIDATED_BY'));
  if (ultimate) {
    if (direct && direct.attributes.lei === ultimate.attributes.lei) {
      owners[0].natures_of_control.push('IS_ULTIMATELY_CONSOLIDATED_BY');
      owners[0].is_ultimate_parent = true;
    } else {
      owners.push(parentOwner(ultimate, 'IS_ULTIMATELY_CONSOLIDATED_BY'));
    }
  }
  return owners;
}

/**
 * True for a well-formed LEI: 18 alphanumerics and 2 check digits, valid under ISO 17442 /
 * ISO 7064 MOD 97-10 (letters A–Z count 10–35; the whole number mod 97 is 1).
 */
export function isLei(value: string): boolean {
  const lei = value.trim().toUpperCase();
  if (!/^[A-Z0-9]{18}\d{2}$/.test(lei)) return false;
  let remainder = 0;
  for (const ch of lei) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}
