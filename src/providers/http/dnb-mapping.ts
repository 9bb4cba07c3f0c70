/**
 * Pure mapping of Dun & Bradstreet Direct+ responses onto Vigil's company types (../types.ts).
 * No I/O; `dnb.ts` fetches, this file translates.
 *
 * Input shapes (members read here), from the Direct+ documentation
 * (https://directplus.documentation.dnb.com/ : Identity Resolution JSON samples
 * `html/resources/JSONSample_IDR.html`, data block references for companyinfo_L2_v1,
 * principalscontacts_L1_v1 and hierarchyconnections_L1_v1, error page
 * `errorsAndInformationMessages.html`):
 * - `GET /v1/match/cleanseMatch` -> `{ matchCandidates[]: { displaySequence, matchQualityInformation{
 *   confidenceCode (1–10), matchGrade, matchDataProfile }, organization{ duns, primaryName,
 *   tradeStyleNames[]{name}, primaryAddress, registrationNumbers[], dunsControlStatus, ... } } }`;
 * - `GET /v1/data/duns/{duns}?blockIDs=...` -> `{ organization: { duns, primaryName, countryISOAlpha2Code,
 *   tradeStyleNames[]{name, priority}, primaryAddress{ streetAddress{line1, line2}, addressLocality{name},
 *   addressRegion{name, abbreviatedName}, postalCode, addressCountry{isoAlpha2Code, name} },
 *   registrationNumbers[]{registrationNumber, typeDescription, typeDnBCode}, industryCodes[]{code,
 *   description, typeDescription, typeDnBCode, priority}, websiteAddress[]{url, domainName},
 *   activities[]{description}, dunsControlStatus{operatingStatus{description, dnbCode}},
 *   businessEntityType{description}, registeredDetails{legalForm{description}}, incorporatedDate,
 *   startDate, mostSeniorPrincipals[] / currentPrincipals[]{fullName, givenName, familyName,
 *   jobTitles[]{title}}, corporateLinkage{ familytreeRolesPlayed[], hierarchyLevel, parent,
 *   headQuarter, domesticUltimate, globalUltimate: {duns, primaryName, primaryAddress} } } }`.
 * Output: `duns_number` is set (only this provider sets it); D&B's own confidence code is kept;
 * parents carry no percentage. Never throws.
 */
import { toCountryCode } from '../../lists/countries.js';
import type { CompanyAddress, CompanyCandidate, CompanyProfile, CompanyStatus, IndustryCode, Officer, Owner, RegistrationNumber } from '../types.js';

export const DNB_PROVIDER_ID = 'dnb';

export interface DnbAddress {
  streetAddress?: { line1?: string | null; line2?: string | null } | null;
  addressLocality?: { name?: string | null } | null;
  addressRegion?: { name?: string | null; abbreviatedName?: string | null } | null;
  postalCode?: string | null;
  addressCountry?: { isoAlpha2Code?: string | null; name?: string | null } | null;
}

export interface DnbLinkageNode {
  duns?: string;
  primaryName?: string;
  primaryAddress?: DnbAddress | null;
}

export interface DnbPrincipal {
  fullName?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  jobTitles?: Array<{ title?: string | null }> | null;
}

export interface DnbOrganization {
  duns: string;
  primaryName?: string;
  countryISOAlpha2Code?: string | null;
  tradeStyleNames?: Array<{ name?: string | null }> | null;
  primaryAddress?: DnbAddress | null;
  registrationNumbers?: Array<{ registrationNumber?: string | null; typeDescription?: string | null; typeDnBCode?: number | null }> | null;
  industryCodes?: Array<{ code?: string | null; description?: string | null; typeDescription?: string | null }> | null;
  websiteAddress?: Array<{ url?: string | null; domainName?: string | null }> | null;
  activities?: Array<{ description?: string | null }> | null;
  dunsControlStatus?: { operatingStatus?: { description?: string | null; dnbCode?: number | null } | null } | null;
  businessEntityType?: { description?: string | null } | null;
  registeredDetails?: { legalForm?: { description?: string | null } | null } | null;
  incorporatedDate?: string | null;
  startDate?: string | null;
  mostSeniorPrincipals?: DnbPrincipal[] | null;
  currentPrincipals?: DnbPrincipal[] | null;
  corporateLinkage?: { parent?: DnbLinkageNode | null; globalUltimate?: DnbLinkageNode | null } | null;
}

export interface DnbMatchCandidate {
  matchQualityInformation?: { confidenceCode?: number | null } | null;
  organization: DnbOrganization;
}

/** D&B's operating-status code for an active business (dunsControlStatus.operatingStatus.dnbCode). */
const OPERATING_STATUS_ACTIVE = 9074;

export function dunsId(duns: string): RegistrationNumber {
  return { number: duns, type: 'duns', register: 'DNB', description: 'Dun & Bradstreet D-U-N-S Number' };
}

/** Operating status -> CompanyStatus: "Active" (9074) -> active; "Out of Business" -> dissolved; else unknown. */
export function mapStatus(org: DnbOrganization): CompanyStatus {
  const status = org.dunsControlStatus?.operatingStatus;
  if (status?.dnbCode === OPERATING_STATUS_ACTIVE || /^active$/i.test(status?.description?.trim() ?? '')) return 'active';
  if (/out of business/i.test(status?.description ?? '')) return 'dissolved';
  return 'unknown';
}

export function mapAddress(address: DnbAddress | null | undefined): CompanyAddress {
  if (!address) return {};
  const out: CompanyAddress = {};
  const street = [address.streetAddress?.line1, address.streetAddress?.line2].map((l) => l?.trim()).filter(Boolean).join(', ');
  if (street) out.street = street;
  if (address.postalCode?.trim()) out.postal = address.postalCode.trim();
  if (address.addressLocality?.name?.trim()) out.place = address.addressLocality.name.trim();
  const region = address.addressRegion?.name?.trim() || address.addressRegion?.abbreviatedName?.trim();
  if (region) out.region = region;
  const country = address.addressCountry?.isoAlpha2Code ? toCountryCode(address.addressCountry.isoAlpha2Code) : undefined;
  if (country) out.country = country;
  return out;
}

/** The DUNS, then D&B's registration numbers (register `DNB:<typeDnBCode>`, described by `typeDescription`). */
export function registrationNumbers(org: DnbOrganization): RegistrationNumber[] {
  const out = [dunsId(org.duns)];
  for (const reg of org.registrationNumbers ?? []) {
    const number = reg.registrationNumber?.trim();
    if (!number) continue;
    const id: RegistrationNumber = { number, type: 'registration_number', register: reg.typeDnBCode ? `DNB:${reg.typeDnBCode}` : 'DNB' };
    if (reg.typeDescription) id.description = reg.typeDescription;
    out.push(id);
  }
  return out;
}

/** Industry codes with D&B's scheme name (`typeDescription`, e.g. "D&B Standard Industry Code", "North American Industry Classification System 2012"). */
export function industryCodes(org: DnbOrganization): IndustryCode[] {
  const out: IndustryCode[] = [];
  for (const ic of org.industryCodes ?? []) {
    if (!ic.code?.trim()) continue;
    const code: IndustryCode = { code: ic.code.trim() };
    if (ic.description) code.description = ic.description;
    if (ic.typeDescription) code.scheme = ic.typeDescription;
    out.push(code);
  }
  return out;
}

function organizationCountry(org: DnbOrganization): string {
  const raw = org.countryISOAlpha2Code ?? org.primaryAddress?.addressCountry?.isoAlpha2Code;
  return (raw && toCountryCode(raw)) || '';
}

/** A cleanseMatch candidate; `confidence` is D&B's own `matchQualityInformation.confidenceCode` (1 when absent). */
export function matchCandidate(candidate: DnbMatchCandidate): CompanyCandidate {
  const org = candidate.organization;
  const confidence = Math.round(Number(candidate.matchQualityInformation?.confidenceCode));
  return {
    provider: DNB_PROVIDER_ID,
    provider_id: org.duns,
    name: org.primaryName ?? org.duns,
    country: organizationCountry(org),
    address: mapAddress(org.primaryAddress),
    registration_numbers: registrationNumbers(org),
    duns_number: org.duns,
    industry_codes: industryCodes(org),
    status: mapStatus(org),
    confidence: Number.isFinite(confidence) ? Math.min(10, Math.max(1, confidence)) : 1,
  };
}

/** "president", "Chief Executive Officer" -> "president", "chief-executive-officer" (Officer.role convention). */
function roleOf(title: string | null | undefined): string {
  const role = (title ?? '').trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return role || 'principal';
}

/** Most senior and current principals as officers (one per name and role); D&B principals are people. */
export function principals(org: DnbOrganization): Officer[] {
  const officers: Officer[] = [];
  const seen = new Set<string>();
  for (const p of [...(org.mostSeniorPrincipals ?? []), ...(org.currentPrincipals ?? [])]) {
    const name = p.fullName?.trim() || [p.givenName, p.familyName].map((s) => s?.trim()).filter(Boolean).join(' ');
    if (!name) continue;
    const titles = (p.jobTitles ?? []).map((t) => t.title).filter(Boolean);
    for (const title of titles.length ? titles : [undefined]) {
      const role = roleOf(title);
      const key = `${name.toUpperCase()}|${role}`;
      if (seen.has(key)) continue;
      seen.add(key);
      officers.push({ name, role, is_corporate: false });
    }
  }
  return officers;
}

/**
 * Parent and global ultimate from `corporateLinkage` as owners (kind `company`, no percentage;
 * `natures_of_control` names the linkage member, `parent` / `globalUltimate`). A node that is the
 * company itself (a global ultimate is its own ultimate) is left out; a parent that is also the
 * global ultimate is one owner.
 */
export function linkageOwners(org: DnbOrganization): Owner[] {
  const owners: Owner[] = [];
  const nodes: Array<[DnbLinkageNode | null | undefined, 'parent' | 'globalUltimate']> = [
    [org.corporateLinkage?.parent, 'parent'],
    [org.corporateLinkage?.globalUltimate, 'globalUltimate'],
  ];
  for (const [node, member] of nodes) {
    if (!node?.duns || node.duns === org.duns) continue;
    const existing = owners.find((o) => o.registration_numbers?.[0]?.number === node.duns);
    if (existing) {
      existing.natures_of_control.push(member);
      existing.is_ultimate_parent = existing.is_ultimate_parent || member === 'globalUltimate';
      continue;
    }
    const owner: Owner = {
      name: node.primaryName?.trim() || node.duns,
      kind: 'company',
      natures_of_control: [member],
      is_person_with_significant_control: false,
      is_ultimate_parent: member === 'globalUltimate',
      registration_numbers: [dunsId(node.duns)],
    };
    const country = node.primaryAddress?.addressCountry?.isoAlpha2Code ? toCountryCode(node.primaryAddress.addressCountry.isoAlpha2Code) : undefined;
    if (country) owner.country = country;
    owners.push(owner);
  }
  return owners;
}

/** `YYYY-MM-DD` or `YYYY-MM` as published, else undefined (D&B's `startDate` is often a year only). */
function publishedDate(value: string | null | undefined): string | undefined {
  return /^\d{4}-\d{2}(-\d{2})?$/.test(value?.trim() ?? '') ? value!.trim() : undefined;
}

/** The organization of a data-blocks answer (companyinfo_L2, principalscontacts_L1, hierarchyconnections_L1). */
export function mapProfile(org: DnbOrganization): CompanyProfile {
  const profile: CompanyProfile = {
    provider: DNB_PROVIDER_ID,
    provider_id: org.duns,
    name: org.primaryName ?? org.duns,
    previous_names: [],
    other_names: [...new Set((org.tradeStyleNames ?? []).map((t) => t.name?.trim()).filter((n): n is string => !!n))],
    status: mapStatus(org),
    country: organizationCountry(org),
    address: mapAddress(org.primaryAddress),
    registration_numbers: registrationNumbers(org),
    duns_number: org.duns,
    industry_codes: industryCodes(org),
    officers: principals(org),
    owners: linkageOwners(org),
  };
  const legalForm = org.registeredDetails?.legalForm?.description?.trim() || org.businessEntityType?.description?.trim();
  if (legalForm) profile.legal_form = legalForm;
  const website = org.websiteAddress?.find((w) => w.url?.trim())?.url?.trim() ?? org.websiteAddress?.find((w) => w.domainName?.trim())?.domainName?.trim();
  if (website) profile.website = website;
  const activity = org.activities?.map((a) => a.description?.trim()).filter(Boolean).join('; ');
  if (activity) profile.activity_description = activity;
  const incorporated = publishedDate(org.incorporatedDate) ?? publishedDate(org.startDate);
  if (incorporated) profile.incorporated_on = incorporated;
  return profile;
}
