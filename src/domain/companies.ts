/**
 * Tracked companies of an organisation: storing a provider's profile (with officers and owners),
 * reading and listing them, and serialising them in the API's shapes (api-facts.md "Companies":
 * the "universal company data" of list items and match results, and the full company record).
 * Every query is scoped by organisation_id; another tenant's company reads as not found.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';
import anyAscii from 'any-ascii';
import type { CompanyCandidate, CompanyProfile, CompanyStatus, IndustryCode, Officer, Owner, RegistrationNumber } from '../providers/types.js';
import type { Cursor } from '../storage/keyset.js';
import { iso } from './compliance.js';

export interface CompanyRow {
  id: string;
  organisation_id: string;
  provider: string;
  provider_id: string;
  name: string;
  country: string;
  duns_number: string | null;
  profile: Omit<CompanyProfile, 'officers' | 'owners'>;
  created_at: Date;
  updated_at: Date;
}

/** Registration-number descriptions of the search/match extension `registration_numbers[].description` (Vigil's string types). */
const REG_DESCRIPTIONS: Record<string, string> = {
  company_number: 'UK Companies House company number',
  organisasjonsnummer: 'Norwegian organisation number (Brønnøysund Register Centre)',
  lei: 'Legal Entity Identifier (GLEIF)',
  local: 'Local register number',
  duns: 'D-U-N-S Number',
};

/**
 * D&B registration-number type codes (Direct+ `registrationNumbers[].typeDnBCode`) of the registers
 * Vigil reads, with the register's name for `description`. Sources (D&B's code table itself is behind
 * its customer portal, so each code comes from public code that reads Direct+ answers; docs/COMPANIES.md
 * "Registration-number types" lists them with their certainty):
 * - 2541 "COMPANIES REGISTRY OFFICE Number (GB)": the Companies House number in two independent public
 *   D&B Direct+ integrations (REGISTRATION_NUMBER_TYPE_MAPPING, beside 2550 = GB VAT number).
 * - 1699: the Norwegian organisation number in the public Direct+ → GLEIF utilities of a D&B engineer
 *   (`regNumConversion` 'no': "915442552 -> 915 442 552", the Brønnøysund number format).
 * - 33916: the LEI in the same author's Direct+ data-block wrapper ("Assign prio 3 to LEIs").
 * `0` means Vigil knows no D&B code for that register; the register's name is then in `description`.
 */
export const DNB_REGISTRATION_TYPE = { GB_COMPANIES_HOUSE: 2541, NO_ORGANISATION_NUMBER: 1699, LEI: 33916, UNKNOWN: 0 } as const;

/** GLEIF registration-authority codes (RA list) whose local numbers are numbers of a register above. */
const GLEIF_AUTHORITIES: Record<string, { code: number; description: string }> = {
  RA000585: { code: DNB_REGISTRATION_TYPE.GB_COMPANIES_HOUSE, description: 'Companies House (GB) company number' },
};

/** The API's `{number, type, description}` of one registration number: `type` the D&B code (integer), `description` the register. */
export function apiRegistrationNumber(r: RegistrationNumber): { number: string; type: number; description: string; register: string } {
  const out = (type: number, description: string) => ({ number: r.number, type, description, register: r.register });
  if (r.type === 'company_number' || r.register === 'GB-COH') return out(DNB_REGISTRATION_TYPE.GB_COMPANIES_HOUSE, 'Companies House (GB) company number');
  if (r.type === 'organisasjonsnummer' || r.register === 'NO-BRREG') {
    return out(DNB_REGISTRATION_TYPE.NO_ORGANISATION_NUMBER, 'Brønnøysund Register Centre (NO) organisation number');
  }
  if (r.type === 'lei') return out(DNB_REGISTRATION_TYPE.LEI, 'GLEIF Legal Entity Identifier (LEI)');
  const dnb = /^DNB:(\d+)$/.exec(r.register);
  if (dnb) return out(Number(dnb[1]), r.description ?? `Dun & Bradstreet registration number type ${dnb[1]}`);
  const authority = GLEIF_AUTHORITIES[r.register];
  if (authority) return out(authority.code, authority.description);
  if (r.type === 'local') return out(DNB_REGISTRATION_TYPE.UNKNOWN, `Local register number at GLEIF registration authority ${r.register}`);
  return out(DNB_REGISTRATION_TYPE.UNKNOWN, r.description ?? r.register);
}

/**
 * The company's slug: its name in lower-case ASCII words joined by hyphens (at most 60 characters),
 * a hyphen, and its external_id without hyphens. Deterministic; unique because the id is; URL-safe
 * (`[a-z0-9-]` only). A renamed company gets a new name part; the id part stays.
 */
export function companySlug(name: string, id: string): string {
  const words = anyAscii(name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'company'}-${id.toLowerCase().replace(/-/g, '')}`;
}

/**
 * The host of a website address, as the `website_url` filter and `website_domain` compare it: no
 * scheme, user, port, path, query or fragment; lower case; without a leading `www.` and a trailing dot.
 * `''` when there is none (e.g. `https://`, or a port that is not a number). WEBSITE_HOST_SQL computes the same in the database.
 */
export function websiteHost(url: string | null | undefined): string {
  const m = /^\s*(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/)?(?:[^/?#@\s]*@)?([^/?#:\s]+)(?::\d+)?(?:[/?#]|\s*$)/.exec(url ?? '');
  return m ? m[1].toLowerCase().replace(/^www\./, '').replace(/\.$/, '') : '';
}

/** websiteHost of `expr` (a text SQL expression) in PostgreSQL. */
const websiteHostSql = (expr: string) =>
  String.raw`regexp_replace(regexp_replace(lower(substring(${expr} from '^\s*(?:[a-zA-Z][a-zA-Z0-9+.-]*://)?(?:[^/?#@\s]*@)?([^/?#:\s]+)(?::\d+)?(?:[/?#]|\s*$)')), '^www\.', ''), '\.$', '')`;

/** A registration number as the `registration_number` filter compares it: letters and digits only, upper case. */
export function registrationNumberKey(n: string): string {
  return n.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

type ProfileLike = Partial<Pick<CompanyProfile, 'name' | 'country' | 'address' | 'industry_codes' | 'status' | 'duns_number' | 'registration_numbers'>>;

const industryCodes = (codes: IndustryCode[] | undefined) => (codes ?? []).map((c) => ({ code: c.code, description: c.description ?? '' }));

/**
 * The "universal company data" of a list item or match result (api-facts.md "Company list item"):
 * every required field present with its type (`duns_number` and the address parts `''` when unknown),
 * `external_id` null when not tracked. Vigil has no logo or icon source, so `social_logo` and
 * `website_icon_url` (optional) are left out rather than sent as null.
 */
export function universalCompany(externalId: string | null, p: ProfileLike) {
  const address = p.address ?? {};
  return {
    external_id: externalId,
    duns_number: p.duns_number ?? '',
    name: p.name ?? '',
    country: p.country ?? '',
    address_street: address.street ?? '',
    address_postal: address.postal ?? '',
    address_place: address.place ?? '',
    address_region: address.region ?? '',
    industry_codes: industryCodes(p.industry_codes),
    is_out_of_business: isOutOfBusiness(p.status),
  };
}

const isOutOfBusiness = (status: CompanyStatus | undefined) => status !== undefined && status !== 'active' && status !== 'unknown';

/** Search/match extension: registration numbers with Vigil's own string `type` (company_number, lei, ...). */
const candidateRegistrationNumbers = (list: RegistrationNumber[] | undefined) =>
  (list ?? []).map((r) => ({ number: r.number, type: r.type, description: r.description ?? REG_DESCRIPTIONS[r.type] ?? r.register }));

/** A provider candidate as a list item / match result; Vigil extensions: provider, provider_id, confidence, registration_numbers. */
export function serializeCandidate(c: CompanyCandidate, trackedId: string | null) {
  return {
    ...universalCompany(trackedId, c),
    registration_numbers: candidateRegistrationNumbers(c.registration_numbers),
    provider: c.provider,
    provider_id: c.provider_id,
    confidence: c.confidence,
  };
}

/** A tracked company as a list item or stage-1 match result, with the same extensions as a candidate (`confidence` 10: it is the company). */
export function serializeTrackedListItem(c: CompanyRow) {
  return {
    ...universalCompany(c.id, { ...c.profile, name: c.name, country: c.country, duns_number: c.duns_number ?? undefined }),
    registration_numbers: candidateRegistrationNumbers(c.profile.registration_numbers),
    provider: c.provider,
    provider_id: c.provider_id,
    confidence: 10,
  };
}

/**
 * Primary industry codes: the first code of each classification scheme, in the order the provider
 * gives them (Companies House SicText_1, Brønnøysund naeringskode1, D&B priority 1 of each type).
 */
function primaryIndustryCodes(codes: IndustryCode[] | undefined): IndustryCode[] {
  const seen = new Set<string>();
  return (codes ?? []).filter((c) => {
    const scheme = c.scheme ?? '';
    if (seen.has(scheme)) return false;
    seen.add(scheme);
    return true;
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The full company record of GET /ext/v3/companies/{id} (api-facts.md "Company detail"): the required
 * fields with their types, the optional address, website and counter fields Vigil has (counters it
 * has no source for are 0), and the Vigil extensions of before (legal_form, status, officers, owners, ...).
 */
export function serializeCompany(c: CompanyRow, officers: Officer[], owners: Owner[]) {
  const p = c.profile;
  const website = p.website ?? '';
  return {
    ...universalCompany(c.id, { ...p, name: c.name, country: c.country, duns_number: c.duns_number ?? undefined }),
    external_id: c.id,
    slug: companySlug(c.name, c.id),
    founding_date: p.incorporated_on && ISO_DATE.test(p.incorporated_on) ? p.incorporated_on : null,
    primary_industry_codes: industryCodes(primaryIndustryCodes(p.industry_codes)),
    // The DUNS has its own field (duns_number); D&B does not list it among registration numbers either.
    registration_numbers: (p.registration_numbers ?? []).filter((r) => r.type !== 'duns').map(apiRegistrationNumber),
    trade_names: [...(p.other_names ?? [])],
    address_number: '',
    address_phone: '',
    website_url: website,
    website_domain: websiteHost(website),
    article_count: 0,
    publication_count: 0,
    report_count: 0,
    review_count: 0,
    review_average_score: 0,
    coordinates: null,
    summary_metrics: { officers_count: officers.length, owners_count: owners.length },
    legal_form: p.legal_form ?? '',
    status: p.status ?? 'unknown',
    incorporated_on: p.incorporated_on ?? null,
    dissolved_on: p.dissolved_on ?? null,
    previous_names: p.previous_names ?? [],
    other_names: p.other_names ?? [],
    activity_description: p.activity_description ?? '',
    provider: c.provider,
    provider_id: c.provider_id,
    officers,
    owners,
    created_at: iso(c.created_at)!,
    updated_at: iso(c.updated_at)!,
  };
}

/** The embedded company of registrations, events and checks: {external_id, name, country, duns_number}, duns `''` when none. */
export function companyRef(c: Pick<CompanyRow, 'id' | 'name' | 'country' | 'duns_number'>) {
  return { external_id: c.id, name: c.name, country: c.country, duns_number: c.duns_number ?? '' };
}

/**
 * Stores `profile` as a tracked company of `organisationId` (inside `tx`): inserts it, or, when the
 * organisation already tracks that provider id, returns the existing row untouched. The unique index
 * (organisation_id, provider_id) makes concurrent registrations of one company share one row.
 * Returns the company row and whether it was created.
 */
export async function storeCompany(
  tx: Queryable,
  organisationId: string,
  profile: CompanyProfile,
): Promise<{ company: CompanyRow; created: boolean }> {
  const { officers: _o, owners: _w, ...rest } = profile;
  const now = new Date();
  const inserted = await tx.query<CompanyRow>(
    `INSERT INTO companies (id, organisation_id, provider, provider_id, name, country, duns_number, profile, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $9)
     ON CONFLICT (organisation_id, provider_id) DO NOTHING RETURNING *`,
    [crypto.randomUUID(), organisationId, profile.provider, profile.provider_id, profile.name, profile.country, profile.duns_number ?? null, JSON.stringify(rest), now],
  );
  if (inserted.rows[0]) return { company: inserted.rows[0], created: true };
  const existing = await tx.query<CompanyRow>('SELECT * FROM companies WHERE organisation_id = $1 AND provider_id = $2', [organisationId, profile.provider_id]);
  return { company: existing.rows[0], created: false };
}

/** Replaces the company's officers and owners with the profile's (inside `tx`). */
export async function storePeople(tx: Queryable, companyId: string, officers: Officer[], owners: Owner[]): Promise<void> {
  await tx.query('DELETE FROM company_officers WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM company_owners WHERE company_id = $1', [companyId]);
  const rows = (items: unknown[]) => JSON.stringify(items.map((x, position) => ({ id: crypto.randomUUID(), position, data: x })));
  if (officers.length) {
    await tx.query(
      `INSERT INTO company_officers (id, company_id, position, officer)
       SELECT x.id, $1, x.position, x.data FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, position int, data jsonb)`,
      [companyId, rows(officers)],
    );
  }
  if (owners.length) {
    await tx.query(
      `INSERT INTO company_owners (id, company_id, position, owner)
       SELECT x.id, $1, x.position, x.data FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, position int, data jsonb)`,
      [companyId, rows(owners)],
    );
  }
}

/** Merges profile fields found by later pipeline steps (website, activity description) into the stored profile. */
export async function updateProfileFields(tx: Queryable, companyId: string, fields: Record<string, unknown>): Promise<void> {
  await tx.query(`UPDATE companies SET profile = profile || $2::jsonb, updated_at = now() WHERE id = $1`, [companyId, JSON.stringify(fields)]);
}

export async function getCompany(db: Queryable, organisationId: string, id: string): Promise<CompanyRow | null> {
  const res = await db.query<CompanyRow>('SELECT * FROM companies WHERE id = $1 AND organisation_id = $2', [id, organisationId]);
  return res.rows[0] ?? null;
}

export async function getPeople(db: Queryable, companyId: string): Promise<{ officers: Officer[]; owners: Owner[] }> {
  const o = await db.query<{ officer: Officer }>('SELECT officer FROM company_officers WHERE company_id = $1 ORDER BY position', [companyId]);
  const w = await db.query<{ owner: Owner }>('SELECT owner FROM company_owners WHERE company_id = $1 ORDER BY position', [companyId]);
  return { officers: o.rows.map((r) => r.officer), owners: w.rows.map((r) => r.owner) };
}

/** external_id of the organisation's tracked companies among `providerIds` (to mark search results as tracked). */
export async function trackedIds(db: Queryable, organisationId: string, providerIds: string[]): Promise<Map<string, string>> {
  if (!providerIds.length) return new Map();
  const res = await db.query<{ id: string; provider_id: string }>(
    'SELECT id, provider_id FROM companies WHERE organisation_id = $1 AND provider_id = ANY($2::text[])',
    [organisationId, providerIds],
  );
  return new Map(res.rows.map((r) => [r.provider_id, r.id]));
}

export interface CompanyFilters {
  portfolio_id?: string[];
  country?: string[];
  duns_number?: string[];
  /** Registration numbers as registrationNumberKey gives them (letters and digits, upper case). */
  registration_number?: string[];
  /** A host as websiteHost gives it. */
  website_host?: string;
  /** Part of the name, case-insensitive. */
  name?: string;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A page of the organisation's tracked companies, oldest first (pageSize + 1 rows: the extra one
 * signals a next page). `portfolio_id` counts only the portfolios `principal`'s key may view (its own,
 * and those whose default_permission is not ''), as GET /portfolios lists them.
 */
export async function listTrackedCompanies(
  db: Queryable,
  principal: { organisationId: string; keyId: string },
  f: CompanyFilters,
  cursor: Cursor | undefined,
  pageSize: number,
) {
  const params: unknown[] = [
    principal.organisationId,
    f.country ?? null,
    f.duns_number ?? null,
    f.name ? likePattern(f.name) : null,
    f.portfolio_id ?? null,
    principal.keyId,
    f.registration_number ?? null,
    f.website_host ?? null,
  ];
  const where = `c.organisation_id = $1
    AND ($2::text[] IS NULL OR c.country = ANY($2::text[]))
    AND ($3::text[] IS NULL OR c.duns_number = ANY($3::text[]))
    AND ($4::text IS NULL OR c.name ILIKE $4)
    AND ($5::uuid[] IS NULL OR EXISTS (SELECT 1 FROM portfolio_companies pc JOIN portfolios p ON p.id = pc.portfolio_id
                                        WHERE pc.company_id = c.id AND p.organisation_id = $1 AND pc.portfolio_id = ANY($5::uuid[])
                                          AND (p.owner_key_id = $6::uuid OR p.default_permission <> '')))
    AND ($7::text[] IS NULL OR EXISTS (
          SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.profile->'registration_numbers') = 'array' THEN c.profile->'registration_numbers' ELSE '[]'::jsonb END) AS r(v)
           WHERE upper(regexp_replace(r.v->>'number', '[^A-Za-z0-9]', '', 'g')) = ANY($7::text[])))
    AND ($8::text IS NULL OR ${websiteHostSql(`(c.profile->>'website')`)} = $8)`;
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM companies c WHERE ${where}`, params)).rows[0].n;
  const after = cursor ? `AND (c.created_at, c.id) > ($9::timestamptz, $10::uuid)` : '';
  const res = await db.query<CompanyRow>(
    `SELECT c.* FROM companies c WHERE ${where} ${after} ORDER BY c.created_at, c.id LIMIT ${pageSize + 1}`,
    cursor ? [...params, cursor.v, cursor.id] : params,
  );
  return { total, rows: res.rows };
}
