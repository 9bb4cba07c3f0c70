/**
 * Changes of tracked companies: when a provider's newer data (a registry reload) differs from what
 * an organisation stored, the company is updated, each changed attribute is recorded
 * (`GET /ext/v3/companies/attribute_changes`: {attribute, company_external_id, created_at,
 * old_value, new_value}), and `company.updated` (payload `company` + `attribute_changes`) is emitted
 * to the subscriptions whose portfolio holds the company, all in one transaction per company.
 * Also: client feedback on wrong company data (POST /ext/v3/companies/feedback/).
 */
import crypto from 'node:crypto';
import type { Db, Queryable } from '../storage/db.js';
import type { Cursor } from '../storage/keyset.js';
import type { CompanyProfile } from '../providers/types.js';
import { emitEvent } from './events.js';
import { companyRef, getPeople, storePeople, type CompanyRow } from './companies.js';

/** NOTIFY channel that wakes monitoring when a tracked company's officers or owners changed (src/monitoring/worker.ts). */
export const COMPANY_PEOPLE_CHANNEL = 'vigil_company_people';

/** Attributes compared on reload (the stored profile's fields; officers and owners are not part of it). */
export const TRACKED_ATTRIBUTES = [
  'name',
  'status',
  'legal_form',
  'address',
  'registration_numbers',
  'industry_codes',
  'website',
  'previous_names',
  'other_names',
  'activity_description',
  'dissolved_on',
] as const;

export interface AttributeChange {
  attribute: string;
  old_value: unknown;
  new_value: unknown;
}

const canonical = (v: unknown) => JSON.stringify(v ?? null, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));

/** The attributes that differ between the stored profile and `fresh` (deep comparison, key order ignored). */
export function diffProfile(stored: Partial<CompanyProfile>, fresh: Partial<CompanyProfile>): AttributeChange[] {
  const out: AttributeChange[] = [];
  for (const a of TRACKED_ATTRIBUTES) {
    const before = stored[a] ?? null;
    const after = fresh[a] ?? null;
    if (canonical(before) !== canonical(after)) out.push({ attribute: a, old_value: before, new_value: after });
  }
  return out;
}

/**
 * Applies `fresh` (same provider_id) to tracked company `company`: updates it, records the changes
 * and emits `company.updated`, in one transaction. Returns the changes (empty: no attribute changed).
 * When its officers or owners differ from the stored ones they are replaced and a
 * company_people_updates row is queued for monitoring (its own transaction: they are not attributes).
 */
export async function applyCompanyUpdate(db: Db, company: CompanyRow, fresh: CompanyProfile): Promise<AttributeChange[]> {
  const { officers, owners, ...profile } = fresh;
  const changes = diffProfile(company.profile, profile);
  const stored = await getPeople(db, company.id);
  // Officers and owners are not attributes of the API; a change of them is stored and handed to monitoring.
  const peopleChanged = (officers !== undefined || owners !== undefined) &&
    (canonical(stored.officers) !== canonical(officers ?? stored.officers) || canonical(stored.owners) !== canonical(owners ?? stored.owners));
  if (peopleChanged) {
    await db.transaction(async (tx) => {
      await storePeople(tx, company.id, officers ?? stored.officers, owners ?? stored.owners);
      await tx.query('INSERT INTO company_people_updates (company_id, created_at) VALUES ($1, $2)', [company.id, new Date()]);
      await tx.query(`SELECT pg_notify('${COMPANY_PEOPLE_CHANNEL}', $1)`, [company.id]);
    });
  }
  if (!changes.length) return changes;
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.query(`UPDATE companies SET profile = $2::jsonb, name = $3, country = $4, updated_at = $5 WHERE id = $1`, [
      company.id,
      JSON.stringify({ ...company.profile, ...profile }),
      profile.name,
      profile.country,
      now,
    ]);
    for (const c of changes) {
      await tx.query(
        `INSERT INTO company_attribute_changes (id, organisation_id, company_id, attribute, old_value, new_value, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
        [crypto.randomUUID(), company.organisation_id, company.id, c.attribute, JSON.stringify(c.old_value), JSON.stringify(c.new_value), now],
      );
    }
    await emitEvent(tx, {
      organisationId: company.organisation_id,
      eventType: 'company.updated',
      subjectId: company.id,
      companyId: company.id,
      payload: {
        company: companyRef({ id: company.id, name: profile.name, country: profile.country, duns_number: company.duns_number }),
        attribute_changes: changes.map((c) => ({ ...c, company_external_id: company.id, created_at: now.toISOString() })),
      },
    });
  });
  return changes;
}

/**
 * Re-reads every company tracked (by any organisation) from `provider` through `lookup` (e.g. the
 * registry data just loaded) and applies the differences. Returns the number of companies changed.
 */
export async function refreshTrackedCompanies(
  db: Db,
  provider: string,
  lookup: (providerId: string) => Promise<CompanyProfile | null>,
): Promise<number> {
  const tracked = await db.query<CompanyRow>('SELECT * FROM companies WHERE provider = $1', [provider]);
  let changed = 0;
  for (const company of tracked.rows) {
    const fresh = await lookup(company.provider_id);
    if (fresh && (await applyCompanyUpdate(db, company, fresh)).length) changed += 1;
  }
  return changed;
}

export interface AttributeChangeRow {
  id: string;
  company_id: string;
  attribute: string;
  old_value: unknown;
  new_value: unknown;
  created_at: Date;
}

export function serializeAttributeChange(r: AttributeChangeRow) {
  return {
    attribute: r.attribute,
    company_external_id: r.company_id,
    created_at: new Date(r.created_at).toISOString(),
    old_value: r.old_value,
    new_value: r.new_value,
  };
}

/** A page of the organisation's attribute changes, newest first (pageSize + 1 rows). */
export async function listAttributeChanges(
  db: Queryable,
  organisationId: string,
  f: { min_created_at?: string; max_created_at?: string; company?: string[] },
  cursor: Cursor | undefined,
  pageSize: number,
) {
  const params: unknown[] = [organisationId, f.min_created_at ?? null, f.max_created_at ?? null, f.company ?? null];
  const where = `organisation_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at <= $3)
    AND ($4::uuid[] IS NULL OR company_id = ANY($4::uuid[]))`;
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM company_attribute_changes WHERE ${where}`, params)).rows[0].n;
  const after = cursor ? 'AND (created_at, id) < ($5::timestamptz, $6::uuid)' : '';
  const res = await db.query<AttributeChangeRow>(
    `SELECT * FROM company_attribute_changes WHERE ${where} ${after} ORDER BY created_at DESC, id DESC LIMIT ${pageSize + 1}`,
    cursor ? [...params, cursor.v, cursor.id] : params,
  );
  return { total, rows: res.rows };
}

/** `feedback_type` values of POST /companies/feedback/ (api-facts.md "Company feedback"). */
export const FEEDBACK_TYPES = [
  'NOT_ENOUGH_NEWS',
  'COMPANY_NAME_OUTDATED',
  'INCORRECT_COMPANY_WEBSITE',
  'MISSING_REGISTRATION_NUMBER',
  'MISSING_TRADE_NAME',
  'INCORRECT_TRADE_NAME',
  'NOT_ENOUGH_REVIEWS',
  'OUTDATED_CORPORATE_LINKAGE',
  'INCORRECT_CORPORATE_LINKAGE',
  'OTHER',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface FeedbackInput {
  /** A company of the organisation (checked by the caller). */
  company: string;
  feedback_type: FeedbackType;
  comment?: string | null;
  notification_email?: string | null;
  trade_name?: string | null;
}

/**
 * The stored JSON of a feedback row. Rows written before feedback_type existed hold
 * `{attribute, suggested_value, comment}`; they read as feedback_type OTHER with their comment, and
 * their attribute and suggested value are kept in the row untouched.
 */
export interface StoredFeedback {
  feedback_type?: string;
  comment?: string | null;
  notification_email?: string | null;
  trade_name?: string | null;
  attribute?: string | null;
  suggested_value?: string | null;
}

export interface FeedbackRow {
  id: string;
  company_id: string | null;
  feedback: StoredFeedback;
  created_at: Date;
}

/** The feedback record: the request echoed (text fields "" when not given), with external_id and created_at. */
export function serializeFeedback(r: FeedbackRow) {
  const f = r.feedback;
  const oldComment = [f.attribute ? `Attribute: ${f.attribute}` : '', f.suggested_value ? `Suggested value: ${f.suggested_value}` : ''].filter(Boolean);
  return {
    external_id: r.id,
    company: r.company_id ?? '',
    feedback_type: f.feedback_type ?? 'OTHER',
    comment: f.feedback_type ? (f.comment ?? '') : [f.comment ?? '', ...oldComment].filter(Boolean).join('\n'),
    notification_email: f.notification_email ?? '',
    trade_name: f.trade_name ?? '',
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** Stores client feedback on company data (for an operator to review); returns the stored record. */
export async function storeFeedback(db: Queryable, organisationId: string, fb: FeedbackInput) {
  const text = (v: string | null | undefined) => v?.trim() || null;
  const feedback: StoredFeedback = {
    feedback_type: fb.feedback_type,
    comment: text(fb.comment),
    notification_email: text(fb.notification_email),
    trade_name: text(fb.trade_name),
  };
  const res = await db.query<FeedbackRow>(
    `INSERT INTO company_feedback (id, organisation_id, company_id, feedback, created_at) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id, company_id, feedback, created_at`,
    [crypto.randomUUID(), organisationId, fb.company, JSON.stringify(feedback), new Date()],
  );
  return serializeFeedback(res.rows[0]);
}
