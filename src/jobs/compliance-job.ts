/**
 * The background job of a compliance check: screens each entity against the loaded lists, stores its
 * findings, and finishes the check with scores. It is idempotent and resumable: entities already
 * `completed` are skipped, and an entity's findings are replaced in the same transaction that marks it
 * done, so a crash and retry never duplicate or half-write findings.
 */
import crypto from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Db } from '../storage/db.js';
import type { Logger } from '../log.js';
import { emitCheckStatus, getEntities, type CheckRow, type EntityRow } from '../domain/compliance.js';
import { NO_LIST_DATA_REASON, type ScreeningCorpus } from '../domain/screening-corpus.js';
import { toFinding } from '../domain/findings.js';
import { computeScores } from '../domain/scores.js';
import { mergeSameParty } from '../screening/merge.js';
import type { ScreeningQuery } from '../screening/types.js';
import { COMPLIANCE_QUEUE, recoverStoppedJobs } from './queue.js';

export interface ComplianceJobDeps {
  db: Db;
  corpus: ScreeningCorpus;
  logger: Logger;
  /** Confidence (0–1) from which a finding makes a category score `high`. */
  highConfidence: number;
}

function toQuery(e: EntityRow): ScreeningQuery {
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

/** Fails an open check with `reason` (its unfinished entities too) and emits the status event, in one transaction. */
async function markFailed(db: Db, checkId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const res = await tx.query(
      `UPDATE compliance_checks SET status = 'failed', status_reason = $2, finished_at = $3
        WHERE id = $1 AND status NOT IN ('completed', 'failed') RETURNING id`,
      [checkId, reason, new Date()],
    );
    if (!res.rows.length) return;
    await tx.query(`UPDATE screened_entities SET status = 'failed' WHERE check_id = $1 AND status <> 'completed'`, [checkId]);
    await emitCheckStatus(tx, checkId);
  });
}

/** Sets `status` on an open check with the extra assignments `set` ($2.. = params), emitting its events if it changed. */
async function changeStatus(db: Db, checkId: string, status: 'in_progress' | 'completed', set = '', params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    const res = await tx.query(
      `UPDATE compliance_checks SET status = '${status}'${set ? `, ${set}` : ''}
        WHERE id = $1 AND status NOT IN ('completed', 'failed', '${status}') RETURNING id`,
      [checkId, ...params],
    );
    if (res.rows.length) await emitCheckStatus(tx, checkId);
  });
}

/** Runs (or resumes) check `checkId`. Throws on unexpected errors so pg-boss retries. */
export async function runComplianceCheck(deps: ComplianceJobDeps, checkId: string): Promise<void> {
  const { db, corpus, logger } = deps;
  const found = await db.query<CheckRow>('SELECT * FROM compliance_checks WHERE id = $1', [checkId]);
  const check = found.rows[0];
  if (!check || check.status === 'completed' || check.status === 'failed') return;

  const screener = await corpus.get();
  if (!screener) {
    logger.warn({ checkId }, 'check failed: no list data loaded');
    await markFailed(db, checkId, NO_LIST_DATA_REASON);
    return;
  }
  await changeStatus(db, checkId, 'in_progress');

  const entities = await getEntities(db, checkId);
  let done = entities.filter((e) => e.status === 'completed').length;
  for (const entity of entities) {
    if (entity.status === 'completed') continue;
    const findings = mergeSameParty(screener.screen(toQuery(entity))).map(toFinding);
    done += 1;
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM compliance_results WHERE entity_id = $1', [entity.id]);
      if (findings.length) {
        const rows = findings.map((f) => ({ ...f, id: crypto.randomUUID() }));
        await tx.query(
          `INSERT INTO compliance_results (id, check_id, entity_id, organisation_id, result_type, confidence, name, title, text,
             source_name, source_date, url, addresses, tags, sources, pep_tier, automated_false_positive_rating,
             automated_false_positive_rating_comments, explanation, list, source_id, created_at)
           SELECT x.id, $1, $2, $3, x.result_type, x.confidence, x.name, x.title, x.text, x.source_name, x.source_date,
                  x.url, x.addresses, x.tags, x.sources, x.pep_tier, x.automated_false_positive_rating,
                  x.automated_false_positive_rating_comments, x.explanation, x.list, x.source_id, $5
             FROM jsonb_to_recordset($4::jsonb) AS x(id uuid, result_type text, confidence float8, name text, title text,
                  text text, source_name text, source_date date, url text, addresses jsonb, tags jsonb, sources jsonb,
                  pep_tier text, automated_false_positive_rating text, automated_false_positive_rating_comments text,
                  explanation jsonb, list text, source_id text)`,
          [checkId, entity.id, check.organisation_id, JSON.stringify(rows), now],
        );
      }
      await tx.query(`UPDATE screened_entities SET status = 'completed' WHERE id = $1`, [entity.id]);
      await tx.query(
        `UPDATE compliance_checks SET progress = $2, results_changed_at = CASE WHEN $3 THEN $4::timestamptz ELSE results_changed_at END
          WHERE id = $1`,
        [checkId, entities.length ? done / entities.length : 1, findings.length > 0, now],
      );
    });
  }

  const all = await db.query<{ result_type: string; confidence: number; automated_false_positive_rating: string }>(
    'SELECT result_type, confidence, automated_false_positive_rating FROM compliance_results WHERE check_id = $1',
    [checkId],
  );
  const scores = computeScores(all.rows, deps.highConfidence);
  await changeStatus(
    db,
    checkId,
    'completed',
    'progress = 1, finished_at = $2, compliance_score = $3, sanction_score = $4, pep_score = $5, adverse_media_score = $6',
    [new Date(), scores.compliance_score, scores.sanction_score, scores.pep_score, scores.adverse_media_score],
  );
  logger.info({ checkId, entities: entities.length, findings: all.rows.length, ...scores }, 'check completed');
}

/** Registers the pg-boss worker; on the last allowed attempt an error fails the check with its reason. */
export async function startComplianceWorker(boss: PgBoss, deps: ComplianceJobDeps): Promise<void> {
  await boss.work<{ check_id: string }>(
    COMPLIANCE_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) {
        try {
          await runComplianceCheck(deps, job.data.check_id);
        } catch (err) {
          deps.logger.error({ err, checkId: job.data.check_id, attempt: job.retryCount }, 'check job failed');
          if (job.retryCount >= job.retryLimit) {
            await markFailed(deps.db, job.data.check_id, `Screening failed: ${(err as Error).message}`);
            return;
          }
          throw err;
        }
      }
    },
  );
}

/**
 * Sweep (worker start-up and every 10 minutes) of open checks whose pg-boss job can no longer run
 * them (`recoverStoppedJobs`): a job that ran out of attempts while its process died is retried and
 * the check resumes where it stopped (`runComplianceCheck`); a check whose job vanished, or ended
 * `completed`/`cancelled` with the check open, is failed with a reason instead of staying in progress
 * forever. Idempotent: several workers may run it at once.
 */
export async function recoverLostChecks(db: Db, boss: PgBoss): Promise<{ requeued: number; failed: number }> {
  const open = await db.query<{ id: string }>(`SELECT id FROM compliance_checks WHERE status NOT IN ('completed', 'failed')`);
  return recoverStoppedJobs(boss, COMPLIANCE_QUEUE, open.rows.map((r) => r.id), async (id) => {
    await markFailed(db, id, 'The background job of this check was lost (process crash); create the check again.');
    return false;
  });
}
