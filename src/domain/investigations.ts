/**
 * Missing-company investigations (api-facts.md "Missing-company investigations"): a request that a
 * company not found in any provider be researched by hand. Vigil records it with status `submitted`
 * (free text, as in the spec); an operator resolves it out of band, and `company_external_id` is set
 * once the company has been registered. Created by POST /companies/investigations or by a
 * registration with `submit_investigation_when_not_identified` that could not identify its company.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';
import type { Cursor } from '../storage/keyset.js';
import type { RegistrationRow } from './registrations.js';

export const INVESTIGATION_FIELDS = [
  'country',
  'legal_name',
  'trade_name',
  'address_street',
  'address_number',
  'address_postal',
  'address_place',
  'address_region',
  'address_phone',
  'website_url',
  'officer_name',
  'officer_title',
  'description',
] as const;
export type InvestigationRequest = Partial<Record<(typeof INVESTIGATION_FIELDS)[number], string | null>> & { country: string; legal_name: string };

export interface InvestigationRow {
  id: string;
  organisation_id: string;
  status: string;
  request: InvestigationRequest;
  registration_id: string | null;
  company_id: string | null;
  created_at: Date;
  last_status_update: Date;
}

/** The investigation record (api-facts.md): the request's fields (null when not given) and its status. */
export function serializeInvestigation(i: InvestigationRow) {
  const fields = Object.fromEntries(INVESTIGATION_FIELDS.map((f) => [f, i.request[f] ?? null])) as Record<(typeof INVESTIGATION_FIELDS)[number], string | null>;
  return {
    external_id: i.id,
    ...fields,
    country: i.request.country,
    legal_name: i.request.legal_name,
    status: i.status,
    created_at: new Date(i.created_at).toISOString(),
    last_status_update: new Date(i.last_status_update).toISOString(),
    company_external_id: i.company_id,
    /** Vigil extension: the registration that submitted it, if any. */
    registration_external_id: i.registration_id,
  };
}

/** Records a new investigation (status `submitted`) inside `db`/`tx`; returns its row. */
export async function createInvestigation(db: Queryable, organisationId: string, request: InvestigationRequest, registrationId?: string): Promise<InvestigationRow> {
  const now = new Date();
  const res = await db.query<InvestigationRow>(
    `INSERT INTO investigations (id, organisation_id, status, request, registration_id, created_at, last_status_update)
     VALUES ($1, $2, 'submitted', $3::jsonb, $4, $5, $5) RETURNING *`,
    [crypto.randomUUID(), organisationId, JSON.stringify(request), registrationId ?? null, now],
  );
  return res.rows[0];
}

/** The investigation a registration submits when it cannot identify its company; returns its id. */
export async function createInvestigationFromRegistration(tx: Queryable, r: RegistrationRow): Promise<string> {
  const q = r.request;
  const request: InvestigationRequest = {
    country: (q.country ?? '').toUpperCase(),
    legal_name: q.primary_name ?? q.registration_number ?? q.duns_number ?? '',
    description: [
      q.registration_number ? `Registration number ${q.registration_number}` : '',
      q.duns_number ? `DUNS ${q.duns_number}` : '',
      q.customer_reference ? `Customer reference ${q.customer_reference}` : '',
      `Submitted by registration ${r.id}`,
    ]
      .filter(Boolean)
      .join('; '),
  };
  return (await createInvestigation(tx, r.organisation_id, request, r.id)).id;
}

export async function getInvestigation(db: Queryable, organisationId: string, id: string): Promise<InvestigationRow | null> {
  const res = await db.query<InvestigationRow>('SELECT * FROM investigations WHERE id = $1 AND organisation_id = $2', [id, organisationId]);
  return res.rows[0] ?? null;
}

/** A page of the organisation's investigations, newest first (pageSize + 1 rows). */
export async function listInvestigations(db: Queryable, organisationId: string, cursor: Cursor | undefined, pageSize: number) {
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM investigations WHERE organisation_id = $1', [organisationId])).rows[0].n;
  const after = cursor ? 'AND (created_at, id) < ($2::timestamptz, $3::uuid)' : '';
  const res = await db.query<InvestigationRow>(
    `SELECT * FROM investigations WHERE organisation_id = $1 ${after} ORDER BY created_at DESC, id DESC LIMIT ${pageSize + 1}`,
    cursor ? [organisationId, cursor.v, cursor.id] : [organisationId],
  );
  return { total, rows: res.rows };
}
