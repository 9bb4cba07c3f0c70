/**
 * The review queue of an organisation (issue 18, the analyst workspace): its open findings across all
 * checks, ranked by risk, with the triage filters, and the one bulk action that is safe to take on
 * many findings at once (discarding findings the screening engine itself rated as likely false).
 *
 * Risk (Vigil's own triage order, documented in docs/UI.md): confidence (0–1) × the weight of the
 * finding's kind (sanction 1.0, enforcement 0.9, state-owned 0.8, PEP 0.7, adverse media 0.6: a
 * designation bars the business outright, the others call for enhanced due diligence), halved when the
 * engine's automated false-positive rule fired. Ties break on the finding id, so paging is stable.
 * Cleared findings (no longer on any list, docs/MONITORING.md) are not in the queue.
 */
import type { Db, Queryable, Transaction } from '../storage/db.js';
import { keysetCondition, type Cursor } from '../storage/keyset.js';
import { reviewResult, type Reviewer } from './review.js';

/**
 * The risk of a finding row of `compliance_results` (see the module docstring), 0–1, 4 decimals.
 * Migration 025 indexes open findings by exactly this expression: change both together.
 */
export const RISK_SQL = `round((confidence * CASE result_type WHEN 'sanction' THEN 1.0 WHEN 'enforcement' THEN 0.9
  WHEN 'govt_owned' THEN 0.8 WHEN 'pep' THEN 0.7 ELSE 0.6 END
  * CASE WHEN automated_false_positive_rating = 'yes' THEN 0.5 ELSE 1 END)::numeric, 4)::float8`;

/** Age buckets of the queue's age filter: created within a day / a week, or older than a week / 30 days. */
export const QUEUE_AGES = ['day', 'week', 'over_week', 'over_month'] as const;
export type QueueAge = (typeof QUEUE_AGES)[number];
const AGE_SQL: Record<QueueAge, string> = {
  day: `created_at >= now() - interval '1 day'`,
  week: `created_at >= now() - interval '7 days'`,
  over_week: `created_at < now() - interval '7 days'`,
  over_month: `created_at < now() - interval '30 days'`,
};

export interface QueueFilters {
  result_type?: string[];
  /** Lowest confidence, 0–1. */
  min_confidence?: number;
  /** Only findings of this check (a UUID). */
  check_id?: string;
  /** Only findings of checks of companies in this portfolio (a UUID; the caller checked the key may view it). */
  portfolio_id?: string;
  age?: QueueAge;
  /** Only findings monitoring raised or changed (monitoring_status new or updated) since the check was screened. */
  monitoring_new?: boolean;
  /** 'yes': only findings the automated false-positive rule marked (the bulk-discard view); 'no': only the others. */
  automated_false_positive?: 'yes' | 'no';
}

/** The queue counts its findings up to this many (the page then says "1,000+"): an exact count of every open finding is a full scan. */
export const QUEUE_TOTAL_CAP = 1000;

/** A queue row: the finding's triage fields, its risk, and the names of its screened entity and check. */
export interface QueueRow {
  id: string;
  check_id: string;
  check_name: string;
  entity_name: string;
  result_type: string;
  confidence: number;
  risk: number;
  name: string;
  source_name: string;
  automated_false_positive_rating: string;
  automated_false_positive_rating_comments: string;
  monitoring_status: string;
  /** ISO 8601. */
  created_at: string;
}

/** The WHERE clause (over compliance_results) and its params for `organisationId`'s open findings matching `f`. */
function queueWhere(organisationId: string, f: QueueFilters) {
  const clauses = [`organisation_id = $1`, `review_status = 'open'`, `cleared_at IS NULL`];
  const params: unknown[] = [organisationId];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (f.result_type?.length) add((p) => `result_type = ANY(${p}::text[])`, f.result_type);
  if (f.min_confidence !== undefined) add((p) => `confidence >= ${p}`, f.min_confidence);
  if (f.check_id) add((p) => `check_id = ${p}::uuid`, f.check_id);
  if (f.portfolio_id) {
    add(
      (p) => `check_id IN (SELECT c.id FROM compliance_checks c JOIN portfolio_companies pc ON pc.company_id = c.company_id
                             WHERE c.organisation_id = $1 AND pc.portfolio_id = ${p}::uuid)`,
      f.portfolio_id,
    );
  }
  if (f.age) clauses.push(AGE_SQL[f.age]);
  if (f.monitoring_new) clauses.push(`monitoring_status IN ('new', 'updated')`);
  if (f.automated_false_positive) add((p) => `automated_false_positive_rating = ${p}`, f.automated_false_positive);
  return { sql: clauses.join(' AND '), params };
}

/**
 * One page of the queue, riskiest first (+1 look-ahead row), after `cursor` (`v` = the last row's risk,
 * `id` its id), and the number of open findings matching `f`, counted up to QUEUE_TOTAL_CAP + 1 (more
 * than the cap = "over 1,000"). One statement; the page is an index range scan (migration 025) and
 * comes back as one JSON value (cheaper than rows on the embedded database, see compliance-queries.ts).
 */
export async function listQueue(db: Queryable, organisationId: string, f: QueueFilters, cursor: Cursor | undefined, pageSize: number) {
  const w = queueWhere(organisationId, f);
  const after = keysetCondition(RISK_SQL, 'float8', 'desc', cursor, w.params.length + 1);
  const res = await db.query<{ total: number; page: string | null }>(
    `WITH page AS (
       SELECT id, check_id, entity_id, result_type, confidence, name, source_name, automated_false_positive_rating,
              automated_false_positive_rating_comments, monitoring_status, created_at, ${RISK_SQL} AS risk
         FROM compliance_results WHERE ${w.sql} AND ${after.sql}
        ORDER BY ${RISK_SQL} DESC, id DESC LIMIT ${pageSize + 1})
     SELECT (SELECT count(*)::int FROM (SELECT 1 FROM compliance_results WHERE ${w.sql} LIMIT ${QUEUE_TOTAL_CAP + 1}) n) AS total,
            (SELECT json_agg(j ORDER BY j.risk DESC, j.id DESC)::text FROM (
               SELECT page.id, page.check_id, c.name AS check_name, e.name AS entity_name, page.result_type, page.confidence,
                      page.risk, page.name, page.source_name, page.automated_false_positive_rating,
                      page.automated_false_positive_rating_comments, page.monitoring_status, page.created_at
                 FROM page JOIN screened_entities e ON e.id = page.entity_id JOIN compliance_checks c ON c.id = page.check_id) j) AS page`,
    [...w.params, ...after.params],
  );
  return { total: res.rows[0].total, rows: JSON.parse(res.rows[0].page ?? '[]') as QueueRow[] };
}

/** The `limit` newest checks of an organisation, id and name only (the queue's check filter). */
export async function recentCheckChoices(db: Queryable, organisationId: string, limit: number): Promise<Array<{ id: string; name: string; created_at: string }>> {
  const res = await db.query<{ page: string | null }>(
    `SELECT json_agg(x)::text AS page FROM (SELECT id, name, created_at FROM compliance_checks WHERE organisation_id = $1
      ORDER BY created_at DESC, id DESC LIMIT ${limit}) x`,
    [organisationId],
  );
  return JSON.parse(res.rows[0].page ?? '[]');
}

/** A `Db` whose `transaction` runs inside the already open `tx`, so several reviewResult calls commit together. */
function insideTransaction(tx: Transaction): Db {
  return { query: tx.query.bind(tx), transaction: (fn: (t: Transaction) => Promise<unknown>) => fn(tx) } as unknown as Db;
}

/**
 * Bulk action: discards those of `resultIds` that are open findings of `who`'s organisation rated by
 * the automated false-positive rule ('yes'), each with `reason` and its own audit entry, all in one
 * transaction. Other ids (reviewed, not rated false, another organisation's, unknown) are skipped.
 * Returns how many were discarded. `reason` must be non-blank (validated by the caller).
 */
export async function discardAutomatedFalsePositives(db: Db, who: Reviewer, resultIds: string[], reason: string): Promise<number> {
  if (!resultIds.length) return 0;
  return db.transaction(async (tx) => {
    const rows = (
      await tx.query<{ id: string; check_id: string }>(
        `SELECT id, check_id FROM compliance_results
          WHERE id = ANY($1::uuid[]) AND organisation_id = $2 AND review_status = 'open' AND automated_false_positive_rating = 'yes'
          ORDER BY id FOR UPDATE`,
        [resultIds, who.organisationId],
      )
    ).rows;
    const inner = insideTransaction(tx);
    for (const r of rows) {
      await reviewResult(inner, who, r.check_id, r.id, { review_status: 'discarded', reason, comment: 'Bulk discard of automated false positives.' });
    }
    return rows.length;
  });
}
