/**
 * Everything an analyst needs to decide on one finding (issue 18, finding detail): the finding as the
 * API shows it, its screened entity, the list records of every listing of the party (from
 * `list_records`, as loaded now), the current review state (who confirmed it, for the four-eyes rule of
 * review.ts) and the finding's own entries of the audit trail.
 */
import type { Queryable } from '../storage/db.js';
import type { ListRecord } from '../lists/types.js';
import { allCheckAuditEntries, type AuditEntryRow } from './audit.js';
import { getCheck, type CheckRow } from './compliance.js';
import { listResults, type ResultRow } from './compliance-queries.js';

export interface ReviewState {
  review_reason: string | null;
  review_comment: string | null;
  reviewed_at: string | null;
  reviewed_by_key_id: string | null;
  /** The key that confirmed it while it stays confirmed (four-eyes, review.ts); null otherwise. */
  confirmed_by_key_id: string | null;
}

export interface FindingDetail {
  check: CheckRow;
  result: ResultRow;
  review: ReviewState;
  /** The party's listings, first = the finding's own list record; a listing no longer loaded is left out. */
  records: ListRecord[];
  /** The finding's audit entries in chain order (oldest first). */
  trail: AuditEntryRow[];
}

/** The (list, source_id) of every listing a finding stands for: explanation.records, or its own list and id. */
async function listingKeys(db: Queryable, resultId: string): Promise<Array<{ list: string; source_id: string }>> {
  const res = await db.query<{ list: string; source_id: string }>(
    `SELECT x->>'list' AS list, x->>'source_id' AS source_id
       FROM compliance_results r, jsonb_array_elements(CASE WHEN jsonb_typeof(r.explanation->'records') = 'array'
            THEN r.explanation->'records' ELSE jsonb_build_array(jsonb_build_object('list', r.list, 'source_id', r.source_id)) END) x
      WHERE r.id = $1`,
    [resultId],
  );
  return res.rows;
}

/**
 * The finding `resultId` of check `checkId` of `organisationId`, or null when either id is unknown
 * or another organisation's (the caller answers 404). Both ids must be UUIDs.
 */
export async function getFindingDetail(db: Queryable, organisationId: string, checkId: string, resultId: string): Promise<FindingDetail | null> {
  const check = await getCheck(db, organisationId, checkId);
  if (!check) return null;
  const { rows } = await listResults(db, check.id, { id: resultId, sorting: 'created_at', order: 'asc' }, undefined, 1);
  const result = rows[0];
  if (!result) return null;
  const review = (
    await db.query<ReviewState>(
      `SELECT review_reason, review_comment, reviewed_at::text AS reviewed_at, reviewed_by_key_id, confirmed_by_key_id
         FROM compliance_results WHERE id = $1 AND organisation_id = $2`,
      [resultId, organisationId],
    )
  ).rows[0];
  const keys = await listingKeys(db, resultId);
  const stored = await db.query<{ list: string; source_id: string; record: ListRecord }>(
    `SELECT lr.list, lr.source_id, lr.record FROM list_records lr
       JOIN unnest($1::text[], $2::text[]) AS k(list, source_id) ON lr.list = k.list AND lr.source_id = k.source_id`,
    [keys.map((k) => k.list), keys.map((k) => k.source_id)],
  );
  const byKey = new Map(stored.rows.map((r) => [`${r.list}:${r.source_id}`, r.record]));
  const records = keys.map((k) => byKey.get(`${k.list}:${k.source_id}`)).filter((r): r is ListRecord => r !== undefined);
  const trail = (await allCheckAuditEntries(db, organisationId, check.id)).filter((e) => e.result_id === resultId);
  return { check, result, review, records, trail };
}
