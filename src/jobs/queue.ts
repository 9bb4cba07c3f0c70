/**
 * The durable job queue: pg-boss 10 on the same PostgreSQL database as the data (PGlite through
 * pg-boss's `db.executeSql` adapter, or a server through its connection string). Jobs survive a
 * crash: an active job whose process died is retried once its lease lapses (worker-loop.ts: a
 * heartbeat keeps a running job's lease, `leaseSeconds`, default 30 s; pg-boss's maintenance, every
 * `maintenanceSeconds`, default 10 s, expires it), or at once on PGlite start-up, where the lock file
 * proves no other process can be running it. Enqueueing NOTIFYs the workers (worker-loop.ts), who
 * otherwise only poll.
 */
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../storage/db.js';
import type { Logger } from '../log.js';
import { JobLoop, jobChannel, type JobLoopOptions } from './worker-loop.js';

export const COMPLIANCE_QUEUE = 'compliance-check';
export const REGISTRATION_QUEUE = 'company-registration';

/**
 * Expiry a job is sent with: it only bounds the moment between a worker's fetch and its first
 * heartbeat, which sets the configured lease (worker-loop.ts). Jobs queued before this change keep
 * their 600 s until fetched, then get the lease too.
 */
const INITIAL_EXPIRY_SECONDS = 60;
/** Retry policy of a check job: 2 retries, 10 s apart. */
const COMPLIANCE_QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 10, expireInSeconds: INITIAL_EXPIRY_SECONDS } as const;
/** Retry policy of a registration job: provider outages are retried twice, 30 s apart. */
const REGISTRATION_QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 30, expireInSeconds: INITIAL_EXPIRY_SECONDS } as const;

/** Worker settings (config.jobs; README "Configuration"). */
export interface WorkerSettings {
  concurrency: number;
  pollMs: number;
  leaseSeconds: number;
}
export const DEFAULT_WORKER_SETTINGS: WorkerSettings = { concurrency: 4, pollMs: 1000, leaseSeconds: 30 };

/** The pg-boss schema of each started queue, and its running worker loops (stopped by `boss.stop`). */
const schemaOf = new WeakMap<PgBoss, string>();
const loopsOf = new WeakMap<PgBoss, Set<JobLoop<object>>>();

function executor(q: Queryable) {
  return {
    executeSql: (text: string, values?: unknown[]) => q.query(text, values),
  };
}

/** Starts pg-boss in schema `schema` (default 'pgboss') and creates Vigil's queues. */
/**
 * Starts pg-boss in schema `schema` (default 'pgboss') and creates Vigil's queues. pg-boss's
 * maintenance (expiring jobs whose lease lapsed, archiving) runs every `maintenanceSeconds` (default
 * 10). The returned instance's `stop()` first stops the worker loops started on it (`startJobLoop`),
 * waiting for their running jobs up to the stop options' `timeout` (default 5 s).
 */
export async function startQueue(db: Db, opts: { databaseUrl?: string; schema?: string; logger: Logger; maintenanceSeconds?: number }): Promise<PgBoss> {
  const schema = opts.schema ?? 'pgboss';
  const maintenanceIntervalSeconds = opts.maintenanceSeconds ?? 10;
  const boss =
    db.kind === 'postgres' && opts.databaseUrl
      ? new PgBoss({ connectionString: opts.databaseUrl, schema, max: 5, maintenanceIntervalSeconds })
      : // pg-boss sends parameterless multi-statement scripts (its own migrations): those go through execResult.
        new PgBoss({
          db: { executeSql: (text: string, values?: unknown[]) => (values?.length ? db.query(text, values) : db.execResult(text)) },
          schema,
          maintenanceIntervalSeconds,
        });
  schemaOf.set(boss, schema);
  const loops = new Set<JobLoop<object>>();
  loopsOf.set(boss, loops);
  const stopBoss = boss.stop.bind(boss);
  boss.stop = async (options?: PgBoss.StopOptions) => {
    await Promise.all([...loops].map((l) => l.stop(options?.graceful === false ? 0 : (options?.timeout ?? 5000))));
    loops.clear();
    return stopBoss(options);
  };
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

/** Tells the workers of `queue` (every process) that a job is ready, when `tx` commits. */
async function notifyWorkers(boss: PgBoss, tx: Queryable, queue: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [jobChannel(schemaOf.get(boss) ?? 'pgboss'), queue]);
}

/** Queues the job of check `checkId` (job id = check id) inside the caller's transaction `tx`; workers are woken on commit. */
export async function enqueueCheck(boss: PgBoss, tx: Queryable, checkId: string): Promise<void> {
  await boss.send(COMPLIANCE_QUEUE, { check_id: checkId }, { id: checkId, ...COMPLIANCE_QUEUE_OPTIONS, db: executor(tx) });
  await notifyWorkers(boss, tx, COMPLIANCE_QUEUE);
}

/** Queues the job of registration `registrationId` (job id = registration id) inside the caller's transaction `tx`; workers are woken on commit. */
export async function enqueueRegistration(boss: PgBoss, tx: Queryable, registrationId: string): Promise<void> {
  await boss.send(REGISTRATION_QUEUE, { registration_id: registrationId }, { id: registrationId, ...REGISTRATION_QUEUE_OPTIONS, db: executor(tx) });
  await notifyWorkers(boss, tx, REGISTRATION_QUEUE);
}

/**
 * Starts a worker loop (worker-loop.ts) on `queue` of `boss` (a queue from `startQueue`); it stops
 * with `boss.stop()`. Throws when LISTEN fails.
 */
export async function startJobLoop<T extends object>(
  boss: PgBoss,
  db: Db,
  queue: string,
  settings: WorkerSettings,
  logger: Logger,
  run: JobLoopOptions<T>['run'],
): Promise<JobLoop<T>> {
  const loop = new JobLoop<T>({ boss, db, queue, schema: schemaOf.get(boss) ?? 'pgboss', logger, ...settings, run });
  await loop.start();
  loopsOf.get(boss)?.add(loop as unknown as JobLoop<object>);
  return loop;
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
