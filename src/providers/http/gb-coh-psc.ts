/**
 * Pure mapping of Companies House persons with significant control (PSC) onto `Owner` (../types.ts),
 * including the ownership bands of `natures_of_control`.
 *
 * Input shape (members read here), Companies House Public Data API "List the company persons with
 * significant control" (https://developer-specs.company-information.service.gov.uk/ ,
 * `GET /company/{n}/persons-with-significant-control`): items[]{kind, name, natures_of_control[],
 * notified_on, ceased_on, date_of_birth{month, year}, nationality, country_of_residence, address{...},
 * identification{legal_form, legal_authority, country_registered, place_registered,
 * registration_number}}. `natures_of_control` values and their wording ("more than 25% but not more
 * than 50% of the shares") are Companies House's api-enumerations psc_descriptions.yml
 * (https://github.com/companieshouse/api-enumerations).
 *
 * Output: ownership in percent (`ownership_min` exclusive for bands); dates of birth `YYYY-MM`;
 * countries ISO alpha-2; a corporate or legal-person PSC's `identification.legal_form` as `legal_form`.
 * Never throws.
 */
import type { Owner, RegistrationNumber } from '../types.js';
import { chCountryCode, companyNumberId, normaliseCompanyNumber, partialDate, type ChAddress, type ChPartialDate } from './gb-coh-mapping.js';

export interface ChPsc {
  kind: string;
  name?: string;
  natures_of_control?: string[];
  notified_on?: string;
  ceased_on?: string;
  date_of_birth?: ChPartialDate;
  nationality?: string;
  country_of_residence?: string;
  address?: ChAddress;
  identification?: {
    legal_form?: string;
    legal_authority?: string;
    country_registered?: string;
    place_registered?: string;
    registration_number?: string;
  };
}

/** The PSC kinds that are companies or other legal persons (api-enumerations psc kinds). */
const COMPANY_KIND = /^(corporate-entity|legal-person)-/;

/**
 * A person with significant control -> Owner, or null for a `super-secure` PSC (Companies House
 * withholds every detail, name included). Ownership comes from the share bands of
 * `natures_of_control` (`ownership-of-shares-25-to-50-percent` and its `-as-trust` / `-as-firm`
 * variants); without a share band, the voting-rights band, then the LLP surplus-assets band
 * (see `ownershipRange`).
 */
export function mapPsc(psc: ChPsc): Owner | null {
  if (psc.kind.startsWith('super-secure') || !psc.name) return null;
  const natures = psc.natures_of_control ?? [];
  const isCompany = COMPANY_KIND.test(psc.kind);
  const owner: Owner = {
    name: psc.name,
    kind: isCompany ? 'company' : 'individual',
    natures_of_control: natures,
    is_person_with_significant_control: true,
  };
  const range = ownershipRange(natures);
  if (range) {
    owner.ownership_min = range.min;
    owner.ownership_max = range.max;
  }
  if (psc.notified_on) owner.notified_on = psc.notified_on;
  if (psc.ceased_on) owner.ceased_on = psc.ceased_on;
  const dob = partialDate(psc.date_of_birth);
  if (dob) owner.date_of_birth = dob;
  if (psc.nationality) owner.nationality = psc.nationality;
  const country = isCompany
    ? chCountryCode(psc.identification?.country_registered) ?? chCountryCode(psc.address?.country)
    : chCountryCode(psc.country_of_residence) ?? chCountryCode(psc.address?.country);
  if (country) owner.country = country;
  const legalForm = psc.identification?.legal_form?.trim();
  if (isCompany && legalForm) owner.legal_form = legalForm;
  const registration = psc.identification?.registration_number?.trim();
  if (isCompany && registration) owner.registration_numbers = [corporatePscRegistration(registration, psc.identification!)];
  return owner;
}

/** Every PSC that can be shown as an owner (super-secure PSCs are left out, see `mapPsc`). */
export function mapPscs(pscs: ChPsc[]): Owner[] {
  return pscs.map(mapPsc).filter((owner): owner is Owner => owner !== null);
}

/** A corporate PSC's registration: a Companies House number when registered in the UK at Companies House. */
function corporatePscRegistration(number: string, identification: NonNullable<ChPsc['identification']>): RegistrationNumber {
  const place = identification.place_registered?.trim();
  const inUk = chCountryCode(identification.country_registered) === 'GB';
  const atCompaniesHouse = !place || /companies\s*house/i.test(place);
  const companyNumber = normaliseCompanyNumber(number);
  if (inUk && atCompaniesHouse && companyNumber) return companyNumberId(companyNumber);
  const out: RegistrationNumber = { number, type: 'registration_number', register: place || identification.country_registered?.trim() || 'unknown' };
  if (identification.legal_authority) out.description = identification.legal_authority;
  return out;
}

const BAND = /^(ownership-of-shares|voting-rights|right-to-share-surplus-assets)-(\d+)-to-(\d+)-percent/;
const OVERSEAS_BAND = /^(ownership-of-shares|voting-rights)-more-than-(\d+)-percent/;
const BAND_PREFERENCE = ['ownership-of-shares', 'voting-rights', 'right-to-share-surplus-assets'];

/**
 * The ownership range (percent) stated by `natures_of_control`, or undefined when none states one.
 * Bands are "more than X% but not more than Y%" (psc_descriptions.yml), so `min` is exclusive:
 * `...-25-to-50-percent` -> {25, 50}; `...-75-to-100-percent` -> {75, 100}; the overseas-entity
 * `...-more-than-25-percent-...` -> {25, 100}. Share bands win over voting-rights bands, which win
 * over LLP surplus-assets bands; within one kind the highest band wins (a direct holding and one
 * held as trustee are separate statements about the same person).
 */
export function ownershipRange(natures: string[]): { min: number; max: number } | undefined {
  const found = new Map<string, { min: number; max: number }>();
  for (const nature of natures) {
    const band = BAND.exec(nature);
    const overseas = OVERSEAS_BAND.exec(nature);
    const kind = band?.[1] ?? overseas?.[1];
    if (!kind) continue;
    const range = band ? { min: Number(band[2]), max: Number(band[3]) } : { min: Number(overseas![2]), max: 100 };
    const previous = found.get(kind);
    if (!previous || range.min > previous.min) found.set(kind, range);
  }
  for (const kind of BAND_PREFERENCE) if (found.has(kind)) return found.get(kind);
  return undefined;
}
