/**
 * The durable job queue: pg-boss 10 on the same PostgreSQL database as the data (PGlite through
 * pg-boss's `db.executeSql` adapter, or a server through its connection string). Jobs survive a
 * crash: an active job whose process died is retried after expiry (or at once on PGlite start-up,
 * where the lock file proves no other process can be running it).
 */
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../storage/db.js';
import type { Logger } from '../log.js';

export const COMPLIANCE_QUEUE = 'compliance-check';
export const REGISTRATION_QUEUE = 'company-registration';

/** Retry policy of a check job: 2 retries, 10 s apart; a job silent for 10 minutes counts as crashed. */
const COMPLIANCE_QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 10, expireInSeconds: 600 } as const;
/** Retry policy of a registration job: provider outages are retried twice, 30 s apart; 10 minutes counts as crashed. */
const REGISTRATION_QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 30, expireInSeconds: 600 } as const;

function executor(q: Queryable) {
  return {
    executeSql: (text: string, values?: unknown[]) => q.query(text, values),
  };
}

/** Starts pg-boss in schema `schema` (default 'pgboss') and creates Vigil's queues. */
export async function startQueue(db: Db, opts: { databaseUrl?: string; schema?: string; logger: Logger }): Promise<PgBoss> {
  const schema = opts.schema ?? 'pgboss';
  const boss =
    db.kind === 'postgres' && opts.databaseUrl
      ? new PgBoss({ connectionString: opts.databaseUrl, schema, max: 5 })
      : // pg-boss sends parameterless multi-statement scripts (its own migrations): those go through execResult.
        new PgBoss({
          db: { executeSql: (text: string, values?: unknown[]) => (values?.length ? db.query(text, values) : db.execResult(text)) },
          schema,
        });
  boss.on('error', (err) => opts.logger.error({ err }, 'job queue error'));
  await boss.start();
  if (!(await boss.getQueue(COMPLIANCE_QUEUE))) {
    await boss.createQueue(COMPLIANCE_QUEUE, { name: COMPLIANCE_QUEUE, ...COMPLIANCE_QUEUE_OPTIONS });
  }
  if (!(await boss.getQueue(REGISTRATION_QUEUE))) {
    await boss.createQueue(REGISTRATION_QUEUE, { name: REGISTRATION_QUEUE, ...REGISTRATION_QUEUE_OPTIONS });
  }
  return boss;
}

/** Queues the job of check `checkId` (job id = check id) inside the caller's transaction `tx`. */
export async function enqueueCheck(boss: PgBoss, tx: Queryable, checkId: string): Promise<void> {
  await boss.send(COMPLIANCE_QUEUE, { check_id: checkId }, { id: checkId, ...COMPLIANCE_QUEUE_OPTIONS, db: executor(tx) });
}

/** Queues the job of registration `registrationId` (job id = registration id) inside the caller's transaction `tx`. */
export async function enqueueRegistration(boss: PgBoss, tx: Queryable, registrationId: string): Promise<void> {
  await boss.send(REGISTRATION_QUEUE, { registration_id: registrationId }, { id: registrationId, ...REGISTRATION_QUEUE_OPTIONS, db: executor(tx) });
}

/**
 * PGlite only: jobs left `active` by a process that died are failed now so pg-boss retries them at
 * once instead of after expiry. Safe because the PGlite lock guarantees no other live worker.
 */
export async function retryOrphanedJobs(db: Db, boss: PgBoss, schema = 'pgboss'): Promise<number> {
  if (db.kind !== 'pglite') return 0;
  const res = await db.query<{ id: string; name: string }>(`SELECT id, name FROM ${schema}.job WHERE name = ANY($1::text[]) AND state = 'active'`, [
    [COMPLIANCE_QUEUE, REGISTRATION_QUEUE],
  ]);
  for (const job of res.rows) await boss.fail(job.name, job.id, { reason: 'process stopped while the job ran' });
  return res.rows.length;
}

/**
 * The recovery sweep's common part (`recoverLostChecks`, `recoverLostRegistrations`): for each id of
 * unfinished work (its job has the same id), a job still `created`, `retry` or `active` is left alone;
 * a `failed` one is retried (`boss.retry`: one more attempt, the work resumes from its stored state),
 * because the handlers end the work themselves on a last attempt that fails, so a failed job with
 * the work unfinished means the process died during that attempt. For a job that is gone, or ended
 * `completed`/`cancelled` with the work unfinished, `lost(id, state)` decides: it returns true when it
 * gave the work a job again, false when it failed the work. Returns how many were requeued and failed.
 */
export async function recoverStoppedJobs(
  boss: PgBoss,
  queue: string,
  ids: string[],
  lost: (id: string, state: string | undefined) => Promise<boolean>,
): Promise<{ requeued: number; failed: number }> {
  let requeued = 0;
  let failed = 0;
  for (const id of ids) {
    const job = await boss.getJobById(queue, id);
    if (job && ['created', 'retry', 'active'].includes(job.state)) continue;
    if (job?.state === 'failed') {
      await boss.retry(queue, id);
      requeued += 1;
    } else if (await lost(id, job?.state)) requeued += 1;
    else failed += 1;
  }
  return { requeued, failed };
}
