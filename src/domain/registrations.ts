/**
 * Company registrations (api-facts.md "Registrations"): a request to identify and track a company,
 * worked through the pipeline states in the background (jobs/registration-job.ts).
 *
 * Idempotency: a request is reduced to its identity (`requestKey`: company id > DUNS > registration
 * number + country > normalised name + country). Identical requests of one organisation share one
 * live registration, enforced by a unique partial index, so 20 concurrent identical posts create one.
 * A request that names a company the organisation already tracks returns that company's registration.
 */
import crypto from 'node:crypto';
import type { Db, Queryable } from '../storage/db.js';
import { companyTokens, nameKeyOf } from '../providers/registry-files/store.js';
import { emitEvents, type EmitEvent } from './events.js';
import { companyRef } from './companies.js';
import { iso } from './compliance.js';

/** The pipeline states in order (api-facts.md); each step passes through its state even when it has nothing to do. */
export const PIPELINE_STATES = [
  'queued_search',
  'searching',
  'queued_registration',
  'registering',
  'queued_website_search',
  'searching_website',
  'searching_activity_description',
  'searching_website_icon',
  'searching_directors',
  'social_search',
  'generating_company_description',
  'determine_trade_names',
  'searching_news',
  'processing_news',
  'registered',
] as const;
export type PipelineState = (typeof PIPELINE_STATES)[number];
export const FAILURE_STATES = ['invalid_input', 'permission_denied', 'company_not_found', 'expired', 'cancelled', 'failed'] as const;
export type RegistrationStatus = PipelineState | (typeof FAILURE_STATES)[number];
export const FINAL_REGISTRATION_STATES: readonly string[] = ['registered', ...FAILURE_STATES];

/** Human text of each state (status_text). */
export const STATUS_TEXT: Record<RegistrationStatus, string> = {
  queued_search: 'Queued for identification',
  searching: 'Identifying the company',
  queued_registration: 'Company identified; queued for registration',
  registering: 'Storing the company profile',
  queued_website_search: 'Queued for website search',
  searching_website: 'Looking up the website',
  searching_activity_description: 'Looking up the activity description',
  searching_website_icon: 'Looking up the website icon',
  searching_directors: 'Storing directors, officers and owners',
  social_search: 'Social media search',
  generating_company_description: 'Company description',
  determine_trade_names: 'Determining trade names',
  searching_news: 'News search',
  processing_news: 'News processing',
  registered: 'Registered',
  invalid_input: 'The request cannot identify a company',
  permission_denied: 'Permission denied',
  company_not_found: 'No company matches the request',
  expired: 'The registration did not finish in time',
  cancelled: 'Cancelled',
  failed: 'The registration failed',
};

/** Progress (0–1) of a pipeline state: its position in the pipeline; 1.0 at registered. */
export function progressOf(status: string): number {
  const i = PIPELINE_STATES.indexOf(status as PipelineState);
  return i < 0 ? 0 : i / (PIPELINE_STATES.length - 1);
}

export interface RegistrationRequest {
  duns_number?: string | null;
  primary_name?: string | null;
  country?: string | null;
  registration_number?: string | null;
  customer_reference?: string | null;
  company?: { external_id: string } | null;
  submit_investigation_when_not_identified?: boolean;
}

export interface RegistrationRow {
  id: string;
  organisation_id: string;
  status: RegistrationStatus;
  status_text: string;
  progress: number;
  request: RegistrationRequest;
  request_key: string;
  company_id: string | null;
  investigation_id: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Normalised company name for identity: folded, legal forms dropped, words sorted ("Aker BP ASA" = "aker bp"). */
export function nameKey(name: string): string {
  return nameKeyOf(companyTokens(name));
}

/** The identity of a request (see module doc). Input must be validated (one identifier at least). */
export function requestKey(r: RegistrationRequest): string {
  const country = (r.country ?? '').trim().toUpperCase();
  if (r.company?.external_id) return `company:${r.company.external_id.toLowerCase()}`;
  if (r.duns_number) return `duns:${norm(r.duns_number)}`;
  if (r.registration_number) return `reg:${country}:${norm(r.registration_number)}`;
  return `name:${country}:${nameKey(r.primary_name ?? '')}`;
}

/**
 * The registration record (api-facts.md "Registrations"): `company` is the company inside a
 * registration, `{external_id, name, country, duns_number}` (duns "" when none), set once registered;
 * `investigation` (external_id or null) and `created_at` are Vigil extensions.
 */
export async function serializeRegistration(db: Queryable, r: RegistrationRow) {
  let company = null;
  if (r.company_id && r.status === 'registered') {
    const c = await db.query<{ id: string; name: string; country: string; duns_number: string | null }>(
      'SELECT id, name, country, duns_number FROM companies WHERE id = $1',
      [r.company_id],
    );
    if (c.rows[0]) company = companyRef(c.rows[0]);
  }
  return {
    external_id: r.id,
    status: r.status,
    status_text: r.status_text,
    progress: Number(r.progress),
    finished_at: r.status === 'registered' ? iso(r.finished_at) : null,
    company,
    duns_number: r.request.duns_number ?? null,
    primary_name: r.request.primary_name ?? null,
    country: r.request.country ?? null,
    registration_number: r.request.registration_number ?? null,
    customer_reference: r.request.customer_reference ?? null,
    investigation: r.investigation_id,
    created_at: new Date(r.created_at).toISOString(),
  };
}

export async function getRegistration(db: Queryable, organisationId: string, id: string): Promise<RegistrationRow | null> {
  const res = await db.query<RegistrationRow>('SELECT * FROM registrations WHERE id = $1 AND organisation_id = $2', [id, organisationId]);
  return res.rows[0] ?? null;
}

/** The events of registration `r` reaching its current state: status_changed, and status_registered at `registered`. */
async function registrationEvents(tx: Queryable, r: RegistrationRow): Promise<EmitEvent[]> {
  const base = { organisationId: r.organisation_id, subjectId: r.id, payload: { registration: await serializeRegistration(tx, r) } };
  const events: EmitEvent[] = [{ ...base, eventType: 'company_registration.status_changed' }];
  if (r.status === 'registered') events.push({ ...base, eventType: 'company_registration.status_registered' });
  return events;
}

/** A state to move a registration to, with what to record alongside. */
export type RegistrationStep = [RegistrationStatus, { statusText?: string; companyId?: string; investigationId?: string }?];

/**
 * Moves registration `id` through `steps` in order (inside `tx`) unless it is already final:
 * ONE update leaves it at the last step (company and investigation links from any step, the last
 * step's status text and progress), and ONE statement emits each step's events, with the
 * registration as it was at that step (`company_registration.status_changed`, and
 * `company_registration.status_registered` at `registered`). Returns the updated row, or null when
 * it was final already or at the last step (nothing changed, no event).
 */
export async function advanceRegistration(tx: Queryable, id: string, steps: RegistrationStep[]): Promise<RegistrationRow | null> {
  if (!steps.length) throw new Error('advanceRegistration needs at least one step');
  const [status, extra = {}] = steps[steps.length - 1];
  const companyId = steps.map(([, e]) => e?.companyId).find(Boolean) ?? null;
  const investigationId = steps.map(([, e]) => e?.investigationId).find(Boolean) ?? null;
  const textOf = ([state, e]: RegistrationStep) => e?.statusText ?? STATUS_TEXT[state];
  const progressAt = (state: RegistrationStatus) => (PIPELINE_STATES.includes(state as PipelineState) ? progressOf(state) : -1);
  const res = await tx.query<RegistrationRow>(
    `UPDATE registrations
        SET status = $2, status_text = $3, progress = CASE WHEN $4::float8 < 0 THEN progress ELSE $4::float8 END,
            company_id = COALESCE($5::uuid, company_id), investigation_id = COALESCE($6::uuid, investigation_id),
            updated_at = now(), finished_at = CASE WHEN $7 THEN now() ELSE finished_at END
      WHERE id = $1 AND status <> ALL($8::text[]) AND status <> $2
      RETURNING *`,
    [id, status, textOf([status, extra]), progressAt(status), companyId, investigationId, FINAL_REGISTRATION_STATES.includes(status), FINAL_REGISTRATION_STATES],
  );
  const row = res.rows[0];
  if (!row) return null;
  // Each step's event shows the registration as it was then: its state, text and progress, the links made so far.
  const events: EmitEvent[] = [];
  let company = companyId ? undefined : row.company_id;
  let investigation = investigationId ? undefined : row.investigation_id;
  for (const step of steps) {
    const [state, e] = step;
    company = e?.companyId ?? company;
    investigation = e?.investigationId ?? investigation;
    const progress = progressAt(state);
    const at: RegistrationRow = { ...row, status: state, status_text: textOf(step), progress: progress < 0 ? row.progress : progress, company_id: company ?? null, investigation_id: investigation ?? null };
    events.push(...(await registrationEvents(tx, at)));
  }
  await emitEvents(tx, events);
  return row;
}

/**
 * Moves registration `id` to `status` (inside `tx`) unless it is already final, with the given
 * company/investigation links and status text, and emits its events. Returns the updated row, or
 * null when it was final already (nothing changed).
 */
export function setRegistrationStatus(
  tx: Queryable,
  id: string,
  status: RegistrationStatus,
  extra: { statusText?: string; companyId?: string; investigationId?: string } = {},
): Promise<RegistrationRow | null> {
  return advanceRegistration(tx, id, [[status, extra]]);
}

/**
 * Creates the registration for `request` (status queued_search) and queues its job, in one
 * transaction, or returns the organisation's existing registration for the same identity
 * (`created` false). `existingForCompany`, when the request names or resolves to a company the
 * organisation tracks, returns that company's newest registration instead.
 */
export async function createRegistration(
  db: Db,
  organisationId: string,
  request: RegistrationRequest,
  enqueue: (tx: Queryable, registrationId: string) => Promise<void>,
): Promise<{ registration: RegistrationRow; created: boolean }> {
  const key = requestKey(request);
  const existing = async (q: Queryable) =>
    (
      await q.query<RegistrationRow>(
        `SELECT * FROM registrations WHERE organisation_id = $1 AND request_key = $2 AND status <> ALL($3::text[])
          ORDER BY created_at LIMIT 1`,
        [organisationId, key, FAILURE_STATES],
      )
    ).rows[0];
  const found = await existing(db);
  if (found) return { registration: found, created: false };

  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const now = new Date();
    const res = await tx.query<RegistrationRow>(
      `INSERT INTO registrations (id, organisation_id, status, status_text, progress, request, request_key, created_at, updated_at)
       VALUES ($1, $2, 'queued_search', $3, 0, $4::jsonb, $5, $6, $6)
       ON CONFLICT (organisation_id, request_key) WHERE status NOT IN ('invalid_input', 'permission_denied', 'company_not_found', 'expired', 'cancelled', 'failed')
       DO NOTHING RETURNING *`,
      [id, organisationId, STATUS_TEXT.queued_search, JSON.stringify(request), key, now],
    );
    const row = res.rows[0];
    // A concurrent identical request won the insert: answer with its registration.
    if (!row) return { registration: (await existing(tx))!, created: false };
    await emitEvents(tx, await registrationEvents(tx, row));
    await enqueue(tx, id);
    return { registration: row, created: true };
  });
}

/** The newest registration that registered company `companyId` for the organisation, or null. */
export async function registrationOfCompany(db: Queryable, organisationId: string, companyId: string): Promise<RegistrationRow | null> {
  const res = await db.query<RegistrationRow>(
    `SELECT * FROM registrations WHERE organisation_id = $1 AND company_id = $2 AND status = 'registered' ORDER BY created_at LIMIT 1`,
    [organisationId, companyId],
  );
  return res.rows[0] ?? null;
}

/** Ends every unfinished registration older than `hours` as `expired` (with its event). Returns how many. */
export async function expireStaleRegistrations(db: Db, hours: number): Promise<number> {
  const stale = await db.query<{ id: string }>(
    `SELECT id FROM registrations WHERE status <> ALL($1::text[]) AND created_at < now() - make_interval(hours => $2)`,
    [FINAL_REGISTRATION_STATES, hours],
  );
  for (const { id } of stale.rows) {
    await db.transaction((tx) => setRegistrationStatus(tx, id, 'expired', { statusText: `Not finished within ${hours} hours; expired.` }));
  }
  return stale.rows.length;
}

/**
 * Records that portfolio `portfolioId` wants the company of registration `registrationId`
 * (added when it is registered; at once when it already is). Inside the caller's transaction.
 */
export async function requestPortfolioMembership(
  tx: Queryable,
  r: RegistrationRow,
  portfolioId: string,
  customerReference: string | null | undefined,
): Promise<void> {
  if (r.status === 'registered' && r.company_id) {
    await tx.query(
      `INSERT INTO portfolio_companies (portfolio_id, company_id, customer_reference, created_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (portfolio_id, company_id) DO UPDATE SET customer_reference = COALESCE(EXCLUDED.customer_reference, portfolio_companies.customer_reference)`,
      [portfolioId, r.company_id, customerReference ?? null],
    );
    return;
  }
  await tx.query(
    `INSERT INTO portfolio_pending_registrations (registration_id, portfolio_id, customer_reference, created_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (registration_id, portfolio_id) DO UPDATE SET customer_reference = COALESCE(EXCLUDED.customer_reference, portfolio_pending_registrations.customer_reference)`,
    [r.id, portfolioId, customerReference ?? null],
  );
}

/** Adds company `companyId` to every portfolio waiting for registration `registrationId` (inside `tx`). */
export async function addPendingPortfolioMemberships(tx: Queryable, registrationId: string, companyId: string): Promise<void> {
  await tx.query(
    `INSERT INTO portfolio_companies (portfolio_id, company_id, customer_reference, created_at)
     SELECT portfolio_id, $2, customer_reference, now() FROM portfolio_pending_registrations WHERE registration_id = $1
     ON CONFLICT (portfolio_id, company_id) DO UPDATE SET customer_reference = COALESCE(EXCLUDED.customer_reference, portfolio_companies.customer_reference)`,
    [registrationId, companyId],
  );
  await tx.query('DELETE FROM portfolio_pending_registrations WHERE registration_id = $1', [registrationId]);
}
