/**
 * Analyst review of findings (issue 15 section 3): a decision sets a finding's review_status and is
 * written, in the same transaction, to the organisation's hash-chained audit trail (audit.ts). A
 * finding counts as reviewed when its status is not `open` (compliance.ts CHECK_COLUMNS).
 *
 * Four-eyes rule: moving a finding out of `confirmed` needs a second person, so the API key making
 * that change must differ from the key that confirmed it. The HTTP layer answers 403 (the caller is
 * authenticated and the request is well-formed, but this principal is not permitted this change).
 */
import crypto from 'node:crypto';
import type { Db, Queryable } from '../storage/db.js';
import { MATCHER_VERSION } from '../screening/config.js';
import type { Cursor } from '../storage/keyset.js';
import { allCheckAuditEntries, appendAuditEntry, serializeAuditEntry, type AuditEntryRow, type ListVersion } from './audit.js';
import { getCheck, getEntities, serializeCheck } from './compliance.js';
import { listResults, serializeResult } from './compliance-queries.js';

export const REVIEW_STATUSES = ['open', 'confirmed', 'false_positive', 'discarded', 'escalated'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface ReviewDecision {
  review_status: ReviewStatus;
  /** Required (non-blank) unless review_status is `open`; validated by the caller. */
  reason: string | null;
  comment: string | null;
}

/** Who decides: the authenticated key and its organisation. */
export interface Reviewer {
  organisationId: string;
  keyId: string;
}

export type ReviewOutcome =
  | { ok: true; entry: AuditEntryRow }
  | { ok: false; error: 'not_found' }
  | { ok: false; error: 'four_eyes'; detail: string };

export const FOUR_EYES_DETAIL =
  'Four-eyes rule: a confirmed finding can only be moved out of "confirmed" by an API key other than the one that confirmed it.';

/**
 * The loaded snapshots (list_snapshots, at decision time) of the lists a finding comes from: its own
 * list and every list named by its sources (a merged finding covers several lists).
 */
async function listVersionsOf(tx: Queryable, list: string, sourceTitles: string[]): Promise<ListVersion[]> {
  const res = await tx.query<{ list: string; source_name: string; fingerprint: string; published_on: string | null; loaded_at: Date }>(
    `SELECT list, source_name, fingerprint, published_on, loaded_at FROM list_snapshots
      WHERE list = $1 OR source_name = ANY($2::text[]) ORDER BY list`,
    [list, sourceTitles],
  );
  // The stored fingerprint names the server's file paths: the trail keeps a hash of it, which is as
  // good for telling snapshots apart and does not show the server's folders.
  return res.rows.map((r) => ({
    ...r,
    fingerprint: crypto.createHash('sha256').update(r.fingerprint).digest('hex').slice(0, 16),
    published_on: r.published_on ?? null,
    loaded_at: new Date(r.loaded_at).toISOString(),
  }));
}

/**
 * Applies `decision` to finding `resultId` of check `checkId` of the reviewer's organisation and
 * appends its audit entry, in one transaction (the finding's row is locked, so two decisions on one
 * finding see each other's outcome). Returns `not_found` for an id of another organisation or an
 * unknown one, `four_eyes` when the rule above refuses the change, else the audit entry written.
 */
export async function reviewResult(db: Db, who: Reviewer, checkId: string, resultId: string, decision: ReviewDecision): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const found = (
      await tx.query<{ review_status: string; confirmed_by_key_id: string | null; list: string; sources: Array<{ title?: string }> }>(
        `SELECT review_status, confirmed_by_key_id, list, sources FROM compliance_results
          WHERE id = $1 AND check_id = $2 AND organisation_id = $3 FOR UPDATE`,
        [resultId, checkId, who.organisationId],
      )
    ).rows[0];
    if (!found) return { ok: false, error: 'not_found' } as const;
    const previous = found.review_status;
    if (previous === 'confirmed' && decision.review_status !== 'confirmed' && found.confirmed_by_key_id === who.keyId) {
      return { ok: false, error: 'four_eyes', detail: FOUR_EYES_DETAIL } as const;
    }
    // The confirmer stays the one who first confirmed while the finding remains confirmed.
    const confirmedBy = decision.review_status !== 'confirmed' ? null : previous === 'confirmed' ? found.confirmed_by_key_id : who.keyId;
    const now = new Date();
    await tx.query(
      `UPDATE compliance_results SET review_status = $2, review_reason = $3, review_comment = $4, reviewed_at = $5,
         reviewed_by_key_id = $6, confirmed_by_key_id = $7 WHERE id = $1`,
      [resultId, decision.review_status, decision.reason, decision.comment, now, who.keyId, confirmedBy],
    );
    const titles = (found.sources ?? []).map((s) => s.title).filter((t): t is string => typeof t === 'string');
    const entry = await appendAuditEntry(tx, {
      organisation_id: who.organisationId,
      check_id: checkId,
      result_id: resultId,
      api_key_id: who.keyId,
      review_status: decision.review_status,
      previous_review_status: previous,
      reason: decision.reason,
      comment: decision.comment,
      list_versions: await listVersionsOf(tx, found.list, titles),
      matcher_version: MATCHER_VERSION,
    });
    return { ok: true, entry } as const;
  });
}

const REPORT_PAGE = 500;

/**
 * The review report of check `checkId` (GET /compliance/{id}/report): the check record with its
 * entities, every finding (oldest first, with its match explanation) and every decision of the audit
 * trail (chain order), as one JSON document. Null when the check is not the organisation's.
 */
export async function checkReport(db: Queryable, organisationId: string, checkId: string) {
  const check = await getCheck(db, organisationId, checkId);
  if (!check) return null;
  const findings: ReturnType<typeof serializeResult>[] = [];
  const filters = { sorting: 'created_at', order: 'asc' } as const;
  let cursor: Cursor | undefined;
  for (;;) {
    const { rows } = await listResults(db, check.id, filters, cursor, REPORT_PAGE);
    findings.push(...rows.slice(0, REPORT_PAGE).map(serializeResult));
    if (rows.length <= REPORT_PAGE) break;
    const last = rows[REPORT_PAGE - 1];
    cursor = { s: 'created_at:asc', v: new Date(last.sort_value as Date).toISOString(), id: last.id };
  }
  const decisions = await allCheckAuditEntries(db, organisationId, check.id);
  return {
    generated_at: new Date().toISOString(),
    matcher_version: MATCHER_VERSION,
    check: serializeCheck(check, await getEntities(db, check.id)),
    findings,
    decisions: decisions.map(serializeAuditEntry),
  };
}
