/**
 * Compliance checks: creating them (with their screened entities, in one transaction that also
 * queues the background job), reading them, and listing checks and findings for one organisation.
 * Every query is scoped by organisation_id: another tenant's id reads as "not found".
 */
import crypto from 'node:crypto';
import type { Db, Queryable } from '../storage/db.js';
import type { CreateComplianceCheck } from './compliance-input.js';
import { emitEvents } from './events.js';
import type { ScreeningQuery } from '../screening/types.js';
import type { UboFacts } from './company-check.js';
import { DEFAULT_OWNERSHIP_THRESHOLD } from './ownership.js';

/** The company a company-based check screens, as stored at creation (`companyRef` of src/domain/companies.ts). */
export interface CheckCompany {
  external_id: string;
  name: string;
  country: string;
  duns_number: string;
}

/** Check states (interface.md "Compliance check status"). */
export type CheckStatus = 'pending' | 'queued' | 'in_progress' | 'searching_directors' | 'completed' | 'failed';
export const CHECK_STATUSES: CheckStatus[] = ['pending', 'queued', 'in_progress', 'searching_directors', 'completed', 'failed'];
export const FINAL_STATUSES: CheckStatus[] = ['completed', 'failed'];

/** Queues the background job for `checkId` inside the caller's transaction (so a check is never left unqueued). */
export type EnqueueCheck = (tx: Queryable, checkId: string) => Promise<void>;

export interface CheckRow {
  id: string;
  organisation_id: string;
  name: string;
  status: CheckStatus;
  status_reason: string | null;
  progress: number;
  company_id: string | null;
  /** The screened company as it was at creation; null for custom (entities-only) checks. */
  company: CheckCompany | null;
  ubo_screening_enabled: boolean;
  directors_screening_enabled: boolean;
  ownership_screening_threshold: number | null;
  sanction_monitoring_enabled: boolean;
  adverse_media_monitoring_enabled: boolean;
  compliance_score: string;
  sanction_score: string;
  pep_score: string;
  adverse_media_score: string;
  country_score: string;
  activity_score: string;
  created_at: Date;
  finished_at: Date | null;
  results_changed_at: Date | null;
  reviewed_results_count: number;
  unreviewed_results_count: number;
}

export interface EntityRow {
  id: string;
  check_id: string;
  position: number;
  name: string;
  aliases: string[];
  entity_role: string;
  entity_type: 'individual' | 'company' | 'vessel';
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  gender: string;
  country: string;
  date_of_birth: string;
  identifiers: Array<{ type?: string; number: string }>;
  status: string;
  /** Ownership facts of a `ubo` entity (src/domain/company-check.ts); null for every other role. */
  ubo: UboFacts | null;
}

/**
 * Column list of a check with its review counts (derived from its results' review state): a result is
 * reviewed once its review_status is anything but 'open' (src/domain/review.ts).
 */
export const CHECK_COLUMNS = `c.*,
  (SELECT count(*)::int FROM compliance_results r WHERE r.check_id = c.id AND r.review_status <> 'open') AS reviewed_results_count,
  (SELECT count(*)::int FROM compliance_results r WHERE r.check_id = c.id AND r.review_status = 'open') AS unreviewed_results_count`;

/**
 * Creates a check with status `queued`, its request entities (`manually_added`) and its job, all in
 * one transaction. Returns the check's external_id. The input must already be validated; `company`
 * is the tracked company of `input.company_id` (the caller checked it belongs to `organisationId`).
 * A company-based check stores `ownership_screening_threshold` with its default (25) applied; its
 * company, director and UBO entities are gathered by the job (src/domain/company-check.ts).
 */
export async function createCheck(
  db: Db,
  organisationId: string,
  input: CreateComplianceCheck,
  enqueue: EnqueueCheck,
  company: CheckCompany | null = null,
): Promise<string> {
  const checkId = crypto.randomUUID();
  const now = new Date();
  const monitoring = {
    sanction: input.sanction_monitoring_enabled ?? false,
    adverse: input.adverse_media_monitoring_enabled ?? false,
  };
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO compliance_checks (id, organisation_id, name, status, progress, company_id, ubo_screening_enabled,
         directors_screening_enabled, ownership_screening_threshold, sanction_monitoring_enabled,
         adverse_media_monitoring_enabled, created_at, company)
       VALUES ($1, $2, $3, 'queued', 0, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [
        checkId,
        organisationId,
        input.name.trim(),
        company?.external_id ?? null,
        input.ubo_screening_enabled ?? false,
        input.directors_screening_enabled ?? false,
        input.ownership_screening_threshold ?? (company ? DEFAULT_OWNERSHIP_THRESHOLD : null),
        monitoring.sanction,
        monitoring.adverse,
        now,
        company ? JSON.stringify(company) : null,
      ],
    );
    const entities = input.entities ?? [];
    if (entities.length) {
      // One statement for all entities: jsonb_to_recordset keeps this a single round trip for 1,000 rows.
      const rows = entities.map((e, position) => ({
        id: crypto.randomUUID(),
        position,
        name: e.name.trim(),
        aliases: (e.aliases ?? []).map((a) => a.trim()),
        entity_type: e.entity_type,
        first_name: e.first_name?.trim() || null,
        middle_name: e.middle_name?.trim() || null,
        last_name: e.last_name?.trim() || null,
        gender: e.gender ?? '',
        country: e.country?.trim().toUpperCase() ?? '',
        date_of_birth: e.date_of_birth ?? '',
        identifiers: (e.identifiers ?? []).map((i) => ({ ...(i.type ? { type: i.type.trim() } : {}), number: i.number.trim() })),
      }));
      await tx.query(
        `INSERT INTO screened_entities (id, check_id, organisation_id, position, name, aliases, entity_role, entity_type,
           first_name, middle_name, last_name, gender, country, date_of_birth, identifiers, status, created_at)
         SELECT x.id, $1, $2, x.position, x.name, x.aliases, 'manually_added', x.entity_type, x.first_name,
                x.middle_name, x.last_name, x.gender, x.country, x.date_of_birth, x.identifiers, 'queued', $4
           FROM jsonb_to_recordset($3::jsonb) AS x(id uuid, position int, name text, aliases jsonb, entity_type text,
                first_name text, middle_name text, last_name text, gender text, country text, date_of_birth text,
                identifiers jsonb)`,
        [checkId, organisationId, JSON.stringify(rows), now],
      );
    }
    await emitCheckStatus(tx, checkId);
    await enqueue(tx, checkId);
  });
  return checkId;
}

/** Reads one check of `organisationId`, or null (also for another tenant's id). */
export async function getCheck(db: Queryable, organisationId: string, checkId: string): Promise<CheckRow | null> {
  const res = await db.query<CheckRow>(
    `SELECT ${CHECK_COLUMNS} FROM compliance_checks c WHERE c.id = $1 AND c.organisation_id = $2`,
    [checkId, organisationId],
  );
  return res.rows[0] ?? null;
}

/** The screened entities of a check, in input order. */
export async function getEntities(db: Queryable, checkId: string): Promise<EntityRow[]> {
  // As one JSON text value: a check has up to 1,000 entities, and on the embedded database handing
  // them over as rows costs about 80 µs each (docs/benchmarks.md). Only created_at changes type (an ISO string).
  const res = await db.query<{ entities: string | null }>(
    'SELECT json_agg(e ORDER BY e.position)::text AS entities FROM screened_entities e WHERE e.check_id = $1',
    [checkId],
  );
  return JSON.parse(res.rows[0].entities ?? '[]') as EntityRow[];
}

/** A timestamp column as the API's ISO 8601 UTC string, or null (shared by every domain serializer). */
export function iso(d: Date | null | undefined): string | null {
  return d ? new Date(d).toISOString() : null;
}

/** The check record of GET /ext/v3/compliance/{id} (api-facts.md "Check record"). */
export function serializeCheck(c: CheckRow, entities: EntityRow[]) {
  return {
    external_id: c.id,
    name: c.name,
    status: c.status,
    progress: Number(c.progress),
    created_at: new Date(c.created_at).toISOString(),
    finished_at: iso(c.finished_at),
    results_changed_at: iso(c.results_changed_at),
    company: c.company ?? null,
    entities: entities.map((e) => serializeEntity(e, c)),
    compliance_score: c.compliance_score,
    sanction_score: c.sanction_score,
    pep_score: c.pep_score,
    adverse_media_score: c.adverse_media_score,
    country_score: c.country_score,
    activity_score: c.activity_score,
    reviewed_results_count: c.reviewed_results_count,
    unreviewed_results_count: c.unreviewed_results_count,
    ubo_screening_enabled: c.ubo_screening_enabled,
    directors_screening_enabled: c.directors_screening_enabled,
    ownership_screening_threshold: c.ownership_screening_threshold,
    sanction_monitoring_enabled: c.sanction_monitoring_enabled,
    adverse_media_monitoring_enabled: c.adverse_media_monitoring_enabled,
    /** Vigil extension: why a check failed (null unless status is failed). */
    failure_reason: c.status === 'failed' ? c.status_reason : null,
  };
}

/** The check record without its entities: list items and the `compliance_check` payload of webhook events. */
export function serializeCheckSummary(c: CheckRow) {
  const { entities: _omit, ...rest } = serializeCheck(c, []);
  return rest;
}

/**
 * Emits the webhook events of check `checkId`'s current status inside `tx`, the transaction that
 * changed it: `compliance_check.status_changed` always, `compliance_check.status_completed` too when
 * the status is completed (interface.md "Events"). Call it only when the status really changed.
 */
export async function emitCheckStatus(tx: Queryable, checkId: string): Promise<void> {
  const res = await tx.query<CheckRow>(`SELECT ${CHECK_COLUMNS} FROM compliance_checks c WHERE c.id = $1`, [checkId]);
  const check = res.rows[0];
  if (!check) return;
  const payload = { compliance_check: serializeCheckSummary(check) };
  const base = { organisationId: check.organisation_id, subjectId: check.id, payload };
  await emitEvents(tx, [
    { ...base, eventType: 'compliance_check.status_changed' },
    ...(check.status === 'completed' ? [{ ...base, eventType: 'compliance_check.status_completed' }] : []),
  ]);
}

/** The screening engine's query for a screened entity (its name, aliases, type, date of birth, country, gender, identifiers). */
export function entityQuery(e: EntityRow): ScreeningQuery {
  return {
    name: e.name,
    first_name: e.first_name ?? undefined,
    middle_name: e.middle_name ?? undefined,
    last_name: e.last_name ?? undefined,
    aliases: e.aliases,
    entity_type: e.entity_type,
    date_of_birth: e.date_of_birth || undefined,
    country: e.country || undefined,
    gender: e.gender === 'male' || e.gender === 'female' ? e.gender : undefined,
    identifiers: e.identifiers,
  };
}

/**
 * Emits one `eventType` event of check `checkId` inside `tx`: `{compliance_check: <summary>, ...extra}`
 * (monitoring's compliance_check.results.new adds `monitoring` with the counts).
 */
export async function emitCheckEvent(tx: Queryable, checkId: string, eventType: 'compliance_check.results.new', extra: Record<string, unknown>): Promise<void> {
  const res = await tx.query<CheckRow>(`SELECT ${CHECK_COLUMNS} FROM compliance_checks c WHERE c.id = $1`, [checkId]);
  const check = res.rows[0];
  if (!check) return;
  await emitEvents(tx, [{ organisationId: check.organisation_id, subjectId: check.id, eventType, payload: { compliance_check: serializeCheckSummary(check), ...extra } }]);
}

/** The monitoring flags a check gives each of its entities (api-facts.md: monitoring applies to all entities). */
export type EntityMonitoring = Pick<CheckRow, 'sanction_monitoring_enabled' | 'adverse_media_monitoring_enabled'>;

/**
 * The screened-entity record (api-facts.md "Screened entity record"), used in a check's `entities[]`
 * and as a result's `entity`. `country` and `date_of_birth` are null when not given (an empty string is
 * not a country code or a date); `ubo` is null unless the entity is a UBO of a company-based check
 * (src/domain/company-check.ts). `first_name`, `middle_name`, `last_name`
 * and `identifiers` are Vigil extensions echoing the input.
 */
export function serializeEntity(e: EntityRow, monitoring: EntityMonitoring) {
  return {
    external_id: e.id,
    name: e.name,
    aliases: e.aliases ?? [],
    entity_role: e.entity_role,
    entity_type: e.entity_type,
    first_name: e.first_name ?? '',
    middle_name: e.middle_name ?? '',
    last_name: e.last_name ?? '',
    gender: e.gender ?? '',
    status: e.status,
    // A code or null: rows written before registry countries were resolved may hold free text.
    country: e.country && /^[A-Z]{2}$/.test(e.country) ? e.country : null,
    date_of_birth: e.date_of_birth || null,
    identifiers: e.identifiers ?? [],
    sanction_monitoring_enabled: monitoring.sanction_monitoring_enabled,
    adverse_media_monitoring_enabled: monitoring.adverse_media_monitoring_enabled,
    ubo: e.ubo ?? null,
  };
}
