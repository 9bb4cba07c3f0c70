/**
 * Tracked companies of an organisation: storing a provider's profile (with officers and owners),
 * reading and listing them, and serialising them in the API's shapes (api-facts.md "Companies":
 * the "universal company data" of list items and match results, and the full company record).
 * Every query is scoped by organisation_id; another tenant's company reads as not found.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';
import type { CompanyCandidate, CompanyProfile, Officer, Owner } from '../providers/types.js';
import type { Cursor } from '../http/pagination.js';
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

/** Registration-number descriptions for the API's `registration_numbers[].description`. */
const REG_DESCRIPTIONS: Record<string, string> = {
  company_number: 'UK Companies House company number',
  organisasjonsnummer: 'Norwegian organisation number (Brønnøysund Register Centre)',
  lei: 'Legal Entity Identifier (GLEIF)',
  local: 'Local register number',
  duns: 'D-U-N-S Number',
};

type ProfileLike = Pick<CompanyProfile, 'name' | 'country' | 'address' | 'industry_codes' | 'status' | 'duns_number' | 'registration_numbers'>;

/** The "universal company data" of a list item or match result; `external_id` null when not tracked. */
export function universalCompany(externalId: string | null, p: ProfileLike) {
  return {
    external_id: externalId,
    duns_number: p.duns_number ?? null,
    name: p.name,
    country: p.country,
    address_street: p.address.street ?? '',
    address_postal: p.address.postal ?? '',
    address_place: p.address.place ?? '',
    address_region: p.address.region ?? '',
    industry_codes: p.industry_codes.map((c) => ({ code: c.code, description: c.description ?? '' })),
    website_icon_url: null,
    social_logo: null,
    is_out_of_business: p.status !== 'active' && p.status !== 'unknown',
  };
}

/** A provider candidate as a list item / match result; Vigil extensions: provider, provider_id, confidence, registration_numbers. */
export function serializeCandidate(c: CompanyCandidate, trackedId: string | null) {
  return {
    ...universalCompany(trackedId, c),
    registration_numbers: c.registration_numbers.map((r) => ({ number: r.number, type: r.type, description: r.description ?? REG_DESCRIPTIONS[r.type] ?? r.register })),
    provider: c.provider,
    provider_id: c.provider_id,
    confidence: c.confidence,
  };
}

/** The full company record of GET /ext/v3/companies/{id}. Officers and owners are Vigil extensions. */
export function serializeCompany(c: CompanyRow, officers: Officer[], owners: Owner[]) {
  const p = c.profile;
  return {
    ...universalCompany(c.id, { ...p, duns_number: c.duns_number ?? undefined }),
    registration_numbers: p.registration_numbers.map((r) => ({ number: r.number, type: r.type, description: r.description ?? REG_DESCRIPTIONS[r.type] ?? r.register })),
    website_url: p.website ?? '',
    coordinates: null,
    summary_metrics: { officers_count: officers.length, owners_count: owners.length },
    legal_form: p.legal_form ?? '',
    status: p.status,
    incorporated_on: p.incorporated_on ?? null,
    dissolved_on: p.dissolved_on ?? null,
    previous_names: p.previous_names,
    other_names: p.other_names,
    activity_description: p.activity_description ?? '',
    provider: c.provider,
    provider_id: c.provider_id,
    officers,
    owners,
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  };
}

/** The embedded company of registrations and checks: {external_id, name, country, duns_number}. */
export function companyRef(c: Pick<CompanyRow, 'id' | 'name' | 'country' | 'duns_number'>) {
  return { external_id: c.id, name: c.name, country: c.country, duns_number: c.duns_number };
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
  name?: string;
}

/** A page of the organisation's tracked companies, oldest first (pageSize + 1 rows: the extra one signals a next page). */
export async function listTrackedCompanies(db: Queryable, organisationId: string, f: CompanyFilters, cursor: Cursor | undefined, pageSize: number) {
  const params: unknown[] = [organisationId, f.country ?? null, f.duns_number ?? null, f.name ? `%${f.name}%` : null, f.portfolio_id ?? null];
  const where = `c.organisation_id = $1
    AND ($2::text[] IS NULL OR c.country = ANY($2::text[]))
    AND ($3::text[] IS NULL OR c.duns_number = ANY($3::text[]))
    AND ($4::text IS NULL OR c.name ILIKE $4)
    AND ($5::uuid[] IS NULL OR EXISTS (SELECT 1 FROM portfolio_companies pc JOIN portfolios p ON p.id = pc.portfolio_id
                                        WHERE pc.company_id = c.id AND p.organisation_id = $1 AND pc.portfolio_id = ANY($5::uuid[])))`;
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM companies c WHERE ${where}`, params)).rows[0].n;
  const after = cursor ? `AND (c.created_at, c.id) > ($6::timestamptz, $7::uuid)` : '';
  const res = await db.query<CompanyRow>(
    `SELECT c.* FROM companies c WHERE ${where} ${after} ORDER BY c.created_at, c.id LIMIT ${pageSize + 1}`,
    cursor ? [...params, cursor.v, cursor.id] : params,
  );
  return { total, rows: res.rows };
}
