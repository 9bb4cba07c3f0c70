/**
 * Writing findings (compliance_results rows): inserting new ones and replacing the content of existing
 * ones, one statement per call whatever the number of rows (the rows travel as one JSON parameter).
 * Used by the check job (src/jobs/compliance-job.ts) and by monitoring (src/monitoring/update.ts).
 */
import type { Queryable } from '../storage/db.js';
import type { FindingRow } from './findings.js';

/** The finding columns that come from screening (FindingRow), with their SQL types for jsonb_to_recordset. */
const CONTENT_COLUMNS: Array<[keyof FindingRow, string]> = [
  ['result_type', 'text'],
  ['confidence', 'float8'],
  ['name', 'text'],
  ['title', 'text'],
  ['text', 'text'],
  ['source_name', 'text'],
  ['source_date', 'date'],
  ['url', 'text'],
  ['addresses', 'jsonb'],
  ['tags', 'jsonb'],
  ['sources', 'jsonb'],
  ['pep_tier', 'text'],
  ['soe_relationship_type', 'text'],
  ['automated_false_positive_rating', 'text'],
  ['automated_false_positive_rating_comments', 'text'],
  ['explanation', 'jsonb'],
  ['list', 'text'],
  ['source_id', 'text'],
  ['record_keys', 'text[]'],
];
const CONTENT_NAMES = CONTENT_COLUMNS.map(([c]) => c);
const CONTENT_TYPES = CONTENT_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ');

/** A finding to insert: its content plus identity and, for monitoring, its status. */
export interface NewFinding extends FindingRow {
  id: string;
  entity_id: string;
  /** '' (the check's own screening) or 'new' (found by monitoring). */
  monitoring_status?: '' | 'new';
}

/** Inserts `rows` for check `checkId` of `organisationId`, created at `now` (monitoring rows also get monitoring_changed_at = now). */
export async function insertFindings(tx: Queryable, checkId: string, organisationId: string, rows: NewFinding[], now: Date): Promise<void> {
  if (!rows.length) return;
  await tx.query(
    `INSERT INTO compliance_results (id, check_id, entity_id, organisation_id, ${CONTENT_NAMES.join(', ')},
                                     monitoring_status, monitoring_changed_at, created_at)
     SELECT x.id, $1, x.entity_id, $2, ${CONTENT_NAMES.map((c) => `x.${c}`).join(', ')},
            coalesce(x.monitoring_status, ''), CASE WHEN x.monitoring_status = 'new' THEN $4::timestamptz END, $4
       FROM jsonb_to_recordset($3::jsonb) AS x(id uuid, entity_id uuid, monitoring_status text, ${CONTENT_TYPES})`,
    [checkId, organisationId, JSON.stringify(rows), now],
  );
}

/** A stored finding whose content monitoring replaces. */
export interface ReplacedFinding extends FindingRow {
  id: string;
  monitoring_status: 'new' | 'updated';
  /** Set to reopen the analyst's decision (a false positive whose record changed is raised again). */
  reopen: boolean;
}

/**
 * Replaces the content of stored findings with `rows` (monitoring: a listed record changed, or a
 * cleared finding applies again), un-clearing them and stamping monitoring_status/changed_at = `now`.
 */
export async function replaceFindings(tx: Queryable, rows: ReplacedFinding[], now: Date): Promise<void> {
  if (!rows.length) return;
  await tx.query(
    `UPDATE compliance_results r SET ${CONTENT_NAMES.map((c) => `${c} = x.${c}`).join(', ')},
            monitoring_status = x.monitoring_status, monitoring_changed_at = $2, cleared_at = NULL, delisted_on = NULL,
            review_status = CASE WHEN x.reopen THEN 'open' ELSE r.review_status END
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, monitoring_status text, reopen boolean, ${CONTENT_TYPES})
      WHERE r.id = x.id`,
    [JSON.stringify(rows), now],
  );
}
