/**
 * The article-export job (domain/article-exports.ts) on the durable queue: job id = export id, queued
 * in the transaction that stores the export. Crash safety as for the other jobs (queue.ts): a job whose
 * process died is retried once its lease lapses; the retry rebuilds the whole file. The handler marks
 * the export `failed` when the last attempt fails; `recoverLostExports` (at worker start) gives an
 * unfinished export whose job vanished or ended a new job, and retries one whose job failed while a
 * process died during its last attempt.
 */
import type PgBoss from 'pg-boss';
import type { Db, Queryable } from '../storage/db.js';
import type { Logger } from '../log.js';
import { buildExport, failExport, unfinishedExports } from '../domain/article-exports.js';
import { DEFAULT_WORKER_SETTINGS, recoverStoppedJobs, startJobLoop, type WorkerSettings } from './queue.js';

export const ARTICLE_EXPORT_QUEUE = 'article-export';
/** Two retries, 30 s apart; the first expiry only bounds fetch-to-heartbeat (queue.ts). */
const OPTIONS = { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 } as const;

const ensured = new WeakSet<PgBoss>();

/**
 * Creates the export queue on `boss` when it does not exist yet. Call it before a transaction that
 * enqueues (on PGlite, pg-boss's own queries outside the transaction would wait for it forever).
 */
export async function ensureArticleExportQueue(boss: PgBoss): Promise<void> {
  if (ensured.has(boss)) return;
  if (!(await boss.getQueue(ARTICLE_EXPORT_QUEUE))) await boss.createQueue(ARTICLE_EXPORT_QUEUE, { name: ARTICLE_EXPORT_QUEUE, ...OPTIONS });
  ensured.add(boss);
}

/** Queues the job of export `exportId` inside `tx` (after `ensureArticleExportQueue`). Workers poll for it (pollMs, default 1 s). */
export async function enqueueArticleExport(boss: PgBoss, tx: Queryable, exportId: string): Promise<void> {
  await boss.send(ARTICLE_EXPORT_QUEUE, { export_id: exportId }, { id: exportId, ...OPTIONS, db: { executeSql: (text: string, values?: unknown[]) => tx.query(text, values) } });
}

/** Requeues or fails unfinished exports whose job stopped (module doc). */
export async function recoverLostExports(db: Db, boss: PgBoss): Promise<{ requeued: number; failed: number }> {
  await ensureArticleExportQueue(boss);
  return recoverStoppedJobs(boss, ARTICLE_EXPORT_QUEUE, await unfinishedExports(db), async (id, state) => {
    // A job that ended (completed, cancelled) keeps its id: the export cannot get a new one under it.
    if (state) {
      await failExport(db, id, `The export's job ended (${state}) before the file was stored.`);
      return false;
    }
    await db.transaction((tx) => enqueueArticleExport(boss, tx, id));
    return true;
  });
}

/** Starts the export worker loop on `boss` (stops with `boss.stop()`), after the recovery sweep. */
export async function startArticleExportWorker(boss: PgBoss, deps: { db: Db; logger: Logger }, settings: WorkerSettings = DEFAULT_WORKER_SETTINGS) {
  await ensureArticleExportQueue(boss);
  const recovered = await recoverLostExports(deps.db, boss);
  if (recovered.requeued || recovered.failed) deps.logger.warn(recovered, 'article exports whose job had stopped were recovered');
  return startJobLoop<{ export_id: string }>(boss, deps.db, ARTICLE_EXPORT_QUEUE, settings, deps.logger, async (job) => {
    try {
      await buildExport(deps.db, job.data.export_id);
    } catch (err) {
      deps.logger.error({ err, exportId: job.data.export_id, attempt: job.retryCount }, 'article export failed');
      if (job.retryCount >= job.retryLimit) {
        await failExport(deps.db, job.data.export_id, `Export failed: ${(err as Error).message}`);
        return;
      }
      throw err;
    }
  });
}
