/**
 * The background job of a compliance check: screens each entity against the loaded lists, stores its
 * findings, and finishes the check with scores. It is idempotent and resumable: entities already
 * `completed` are skipped, and an entity's findings are replaced in the same transaction that marks it
 * done, so a crash and retry never duplicate or half-write findings.
 *
 * Entities are screened in batches of at most `BATCH_MAX_ENTITIES` or `BATCH_MAX_MS` of screening,
 * each batch written in one transaction, and the job yields to the event loop between batches: the
 * screening is synchronous CPU work on the thread that also serves HTTP (and, on PGlite, runs the
 * database), so without the yield a 1,000-entity check held every request until it ended.
 *
 * A check of at most `BATCH_MAX_ENTITIES` entities, none done yet (most checks), runs as one
 * transaction instead: in_progress, findings, completed, both status events (`runSmallCheck`).
 *
 * A company-based check first gathers its company, director and UBO entities (status
 * `searching_directors` while it does when directors or UBOs are screened) and stores them in one
 * transaction that also moves it to `in_progress` (src/domain/company-check.ts explains why there).
 */
import crypto from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import type { Db, Transaction } from '../storage/db.js';
import type { Logger } from '../log.js';
import { emitCheckStatus, entityQuery as toQuery, type CheckRow, type EntityRow } from '../domain/compliance.js';
import { gatherCompanyEntities, storeGatheredEntities } from '../domain/company-check.js';
import { DEFAULT_OWNERSHIP_THRESHOLD } from '../domain/ownership.js';
import { NO_LIST_DATA_REASON, type ScreeningCorpus } from '../domain/screening-corpus.js';
import { toFinding } from '../domain/findings.js';
import { insertFindings } from '../domain/finding-rows.js';
import { computeScores } from '../domain/scores.js';
import { computeCheckRiskScores } from '../domain/check-risk.js';
import { stateOwnershipFindings } from '../domain/state-ownership.js';
import { mergeSameParty } from '../screening/merge.js';
import { addAdverseMediaFindings, adverseMediaScreened } from '../news/adverse-index.js';
import { COMPLIANCE_QUEUE, DEFAULT_WORKER_SETTINGS, recoverStoppedJobs, startJobLoop, type WorkerSettings } from './queue.js';
import type { JobLoop } from './worker-loop.js';

/** Most entities screened before their findings are written and the event loop gets a turn. */
const BATCH_MAX_ENTITIES = 25;
/** Most screening time (milliseconds) before the batch is written and the event loop gets a turn. */
const BATCH_MAX_MS = 10;
/** Unfinished entities read from the database at a time. */
const ENTITY_PAGE = 100;

type Finding = ReturnType<typeof toFinding>;

export interface ComplianceJobDeps {
  db: Db;
  corpus: ScreeningCorpus;
  logger: Logger;
  /** Confidence (0–1) from which a finding makes a category score `high`. */
  highConfidence: number;
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

/** Moves an open check to `in_progress` inside `tx`, emitting its status event if it changed. */
async function markInProgress(tx: Transaction, checkId: string): Promise<void> {
  const res = await tx.query(
    `UPDATE compliance_checks SET status = 'in_progress' WHERE id = $1 AND status NOT IN ('completed', 'failed', 'in_progress') RETURNING id`,
    [checkId],
  );
  if (res.rows.length) await emitCheckStatus(tx, checkId);
}

/**
 * Writes the findings of screened entities `batch` of `check` in one transaction: replaces each
 * entity's findings, marks the entities completed, and sets the check's `progress` (0–1).
 */
async function storeBatch(db: Db, check: CheckRow, batch: ScreenedBatch, progress: number): Promise<void> {
  await db.transaction((tx) => writeBatch(tx, check, batch, progress));
}

type ScreenedBatch = { entity: EntityRow; findings: Finding[] }[];

/** The writes of `storeBatch`, inside the caller's transaction `tx`. */
async function writeBatch(tx: Transaction, check: CheckRow, batch: ScreenedBatch, progress: number): Promise<void> {
  const now = new Date();
  const ids = batch.map((b) => b.entity.id);
  const rows = batch.flatMap((b) => b.findings.map((f) => ({ ...f, id: crypto.randomUUID(), entity_id: b.entity.id })));
  // The company entity of a company-based check also gets a govt_owned finding per state owner.
  for (const f of await stateOwnershipFindings(tx, check, batch.map((b) => b.entity))) rows.push({ ...f, id: crypto.randomUUID() });
  // Replacing (not adding to) the entity's findings makes a retried batch idempotent.
  await tx.query('DELETE FROM compliance_results WHERE entity_id = ANY($1::uuid[])', [ids]);
  await insertFindings(tx, check.id, check.organisation_id, rows, now);
  await tx.query(`UPDATE screened_entities SET status = 'completed' WHERE id = ANY($1::uuid[])`, [ids]);
  await tx.query(
    `UPDATE compliance_checks SET progress = $2, results_changed_at = CASE WHEN $3 THEN $4::timestamptz ELSE results_changed_at END
      WHERE id = $1`,
    [check.id, progress, rows.length > 0, now],
  );
}

/**
 * Gathers and stores the entities of company-based `check` (once: a run that finds them stored
 * does nothing). Returns false when the check was failed because its company is no longer tracked.
 */
async function gatherEntities(db: Db, check: CheckRow): Promise<boolean> {
  if (check.directors_screening_enabled || check.ubo_screening_enabled) {
    // Only from a state before gathering: a concurrent run that already stored the entities keeps `in_progress`.
    await db.transaction(async (tx) => {
      const res = await tx.query(
        `UPDATE compliance_checks SET status = 'searching_directors' WHERE id = $1 AND status IN ('pending', 'queued') RETURNING id`,
        [check.id],
      );
      if (res.rows.length) await emitCheckStatus(tx, check.id);
    });
  }
  const gathered = await gatherCompanyEntities(db, check.organisation_id, check.company_id!, {
    directors: check.directors_screening_enabled,
    ubos: check.ubo_screening_enabled,
    threshold: check.ownership_screening_threshold ?? DEFAULT_OWNERSHIP_THRESHOLD,
  });
  if (!gathered) {
    await markFailed(db, check.id, 'The company of this check is no longer tracked by your organisation.');
    return false;
  }
  await storeGatheredEntities(db, check, gathered);
  return true;
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
  if (check.company_id && ['pending', 'queued', 'searching_directors'].includes(check.status)) {
    if (!(await gatherEntities(db, check))) return;
  }
  if (await runSmallCheck(deps, check)) return;
  await db.transaction((tx) => markInProgress(tx, checkId));

  const counts = await db.query<{ total: number; done: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'completed')::int AS done FROM screened_entities WHERE check_id = $1`,
    [checkId],
  );
  const total = counts.rows[0].total;
  let done = counts.rows[0].done;
  // Entities are read a page at a time (reading 1,000 at once held the event loop for ~100 ms).
  for (let after = -1; ; ) {
    const page = await db.query<EntityRow>(
      `SELECT * FROM screened_entities WHERE check_id = $1 AND status <> 'completed' AND position > $2 ORDER BY position LIMIT ${ENTITY_PAGE}`,
      [checkId, after],
    );
    const todo = page.rows;
    if (!todo.length) break;
    after = todo[todo.length - 1].position;
    for (let i = 0; i < todo.length; ) {
      const batch: ScreenedBatch = [];
      const started = performance.now();
      while (i < todo.length && batch.length < BATCH_MAX_ENTITIES && performance.now() - started < BATCH_MAX_MS) {
        const entity = todo[i++];
        batch.push({ entity, findings: mergeSameParty(screener.screen(toQuery(entity))).map(toFinding) });
      }
      await addAdverseMediaFindings(db, batch);
      done += batch.length;
      await storeBatch(db, check, batch, total ? done / total : 1);
      await yieldToEventLoop();
    }
  }

  const all = await db.query<Parameters<typeof computeScores>[0][number]>(
    `SELECT result_type, confidence, automated_false_positive_rating, CASE WHEN result_type = 'adverse_media' THEN tags END AS tags, source_id
       FROM compliance_results WHERE check_id = $1`,
    [checkId],
  );
  const scores = await checkScores(deps, checkId, all.rows);
  await db.transaction((tx) => complete(tx, checkId, scores));
  logger.info({ checkId, entities: total, findings: all.rows.length, ...scores }, 'check completed');
}

type CheckScores = ReturnType<typeof computeScores> & Pick<Awaited<ReturnType<typeof computeCheckRiskScores>>, 'country_score' | 'activity_score'>;

/** The scores of check `checkId`: from its `findings` (computeScores), and its countries and activity as stored (check-risk.ts). */
async function checkScores(deps: ComplianceJobDeps, checkId: string, findings: Parameters<typeof computeScores>[0]): Promise<CheckScores> {
  const { country_score, activity_score } = await computeCheckRiskScores(deps.db, checkId);
  return { ...computeScores(findings, deps.highConfidence, await adverseMediaScreened(deps.db)), country_score, activity_score };
}

/** Completes open check `checkId` with `scores` inside `tx`, emitting its events if it was still open. */
async function complete(tx: Transaction, checkId: string, scores: CheckScores): Promise<void> {
  const res = await tx.query(
    `UPDATE compliance_checks SET status = 'completed', progress = 1, finished_at = $2, compliance_score = $3, sanction_score = $4,
            pep_score = $5, adverse_media_score = $6, country_score = $7, activity_score = $8
      WHERE id = $1 AND status NOT IN ('completed', 'failed') RETURNING id`,
    [checkId, new Date(), scores.compliance_score, scores.sanction_score, scores.pep_score, scores.adverse_media_score, scores.country_score, scores.activity_score],
  );
  if (res.rows.length) await emitCheckStatus(tx, checkId);
}

/**
 * A check whose entities all fit in one batch and none of which is done yet (most checks: a few
 * names) runs as ONE transaction: in_progress, its findings, completed with scores, and both status
 * events. Half the round trips of the general path, which matters on the embedded database where
 * each statement costs a fraction of a millisecond on the thread that also screens. Returns false
 * (nothing written) when the check is not such a check.
 */
async function runSmallCheck(deps: ComplianceJobDeps, check: CheckRow): Promise<boolean> {
  const { db, logger } = deps;
  const entities = (await db.query<EntityRow>(`SELECT * FROM screened_entities WHERE check_id = $1 ORDER BY position LIMIT ${BATCH_MAX_ENTITIES + 1}`, [check.id])).rows;
  if (!entities.length || entities.length > BATCH_MAX_ENTITIES || entities.some((e) => e.status === 'completed')) return false;
  const screener = (await deps.corpus.get())!;
  const batch: ScreenedBatch = entities.map((entity) => ({ entity, findings: mergeSameParty(screener.screen(toQuery(entity))).map(toFinding) }));
  await addAdverseMediaFindings(db, batch);
  const findings = batch.flatMap((b) => b.findings);
  const scores = await checkScores(deps, check.id, findings);
  await db.transaction(async (tx) => {
    await markInProgress(tx, check.id);
    await writeBatch(tx, check, batch, 1);
    await complete(tx, check.id, scores);
  });
  logger.info({ checkId: check.id, entities: entities.length, findings: findings.length, ...scores }, 'check completed');
  return true;
}

/**
 * Starts the check worker loop (worker-loop.ts: woken by enqueues, `settings.concurrency` checks at
 * once, leased by heartbeat); it stops with `boss.stop()`. An error is retried by pg-boss; on the
 * last allowed attempt it fails the check with its reason instead.
 */
export async function startComplianceWorker(
  boss: PgBoss,
  deps: ComplianceJobDeps,
  settings: WorkerSettings = DEFAULT_WORKER_SETTINGS,
): Promise<JobLoop<{ check_id: string }>> {
  return startJobLoop<{ check_id: string }>(boss, deps.db, COMPLIANCE_QUEUE, settings, deps.logger, async (job) => {
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
  });
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
