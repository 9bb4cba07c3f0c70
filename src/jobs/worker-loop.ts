/**
 * Vigil's worker loop over a pg-boss 10 queue, in place of `boss.work()` (which polls at 0.5 s at
 * best and runs one batch at a time, so a worker took about two checks a second):
 *
 * - Wake-up. `enqueueCheck` / `enqueueRegistration` (queue.ts) NOTIFY `jobChannel(schema)` in the
 *   enqueueing transaction; the database delivers it on commit to every process that LISTENs, so a
 *   queued job is fetched at once, in this process or a `vigil worker` elsewhere. A poll every
 *   `pollMs` remains for what no notification announces: retries whose delay has passed, jobs
 *   requeued by the recovery sweep, a lost listener connection.
 * - Concurrency. Up to `concurrency` jobs run at once; the free slots are fetched in one
 *   `boss.fetch` batch (`FOR UPDATE SKIP LOCKED`, so processes never take the same job).
 * - Completion, as `work()` did: a handler that resolves completes its job (`boss.complete`); one
 *   that throws fails it (`boss.fail`), and pg-boss retries it after the queue's `retryDelay` while
 *   attempts remain (queue.ts).
 * - Lease (heartbeat). A running job's pg-boss expiry is pushed to `leaseSeconds` from now when it is
 *   fetched and every `leaseSeconds / 3` while it runs. A job whose process died stops being
 *   extended, so pg-boss's maintenance (every `maintenanceSeconds`, queue.ts) fails it by time-out
 *   within `leaseSeconds + maintenanceSeconds` and retries it after the queue's `retryDelay`; a long
 *   job that is alive is never expired. With the defaults (30 s, 10 s; retry delays 10 s for checks
 *   and 30 s for registrations) a check held by a killed worker runs again within about 50 s, a
 *   registration within about 70 s (it was 10.5–11 minutes with a 10-minute expiry).
 *   The heartbeat runs on the event loop: a handler must not block it for `leaseSeconds` (the check
 *   job yields between entity batches). If it did, the job would be retried elsewhere; jobs are
 *   idempotent, so that costs work, not correctness.
 */
import type PgBoss from 'pg-boss';
import type { Db, Listening } from '../storage/db.js';
import type { Logger } from '../log.js';

/** Notification channel of the queues in pg-boss schema `schema` (one per schema: test runs share a server). */
export function jobChannel(schema: string): string {
  return `vigil_jobs_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

export interface JobLoopOptions<T extends object> {
  boss: PgBoss;
  db: Db;
  queue: string;
  /** pg-boss schema (for the heartbeat's UPDATE and the channel). */
  schema: string;
  logger: Logger;
  /** Jobs run at once (>= 1). */
  concurrency: number;
  /** Fallback poll interval, milliseconds. */
  pollMs: number;
  /** Seconds a running job stays leased without a heartbeat (>= 2). */
  leaseSeconds: number;
  /** Runs one job; resolve = complete, throw = fail (retried while attempts remain). */
  run(job: PgBoss.JobWithMetadata<T>): Promise<void>;
}

/** One queue's worker loop (see the module comment). `start()` it; `stop()` before stopping pg-boss. */
export class JobLoop<T extends object> {
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;
  /** Set by a notification or a finished job; a fetch in flight then fetches again instead of sleeping. */
  private wakeRequested = false;
  /** Whether the queue may hold more ready jobs (the last fetch filled every slot, or a notification came). */
  private moreMayWait = true;
  /** Notifications received so far: one that lands while a fetch is in flight must survive that fetch's verdict. */
  private notifications = 0;
  private wakeSleeper?: () => void;
  private loopDone?: Promise<void>;
  private heartbeatTimer?: NodeJS.Timeout;
  private listening?: Listening;

  constructor(private readonly opts: JobLoopOptions<T>) {}

  /** Starts listening, heartbeating and fetching. Throws when the LISTEN fails. */
  async start(): Promise<void> {
    const { db, queue, schema, leaseSeconds } = this.opts;
    this.listening = await db.listen(jobChannel(schema), (payload) => {
      if (payload === queue) {
        this.notifications += 1;
        this.moreMayWait = true;
        this.wake();
      }
    });
    this.heartbeatTimer = setInterval(() => void this.heartbeat([...this.running.keys()]), (leaseSeconds * 1000) / 3);
    this.heartbeatTimer.unref();
    this.loopDone = this.loop();
  }

  /** Fetches at once (e.g. after an in-process enqueue was committed). */
  wake(): void {
    this.wakeRequested = true;
    this.wakeSleeper?.();
  }

  /**
   * Stops fetching, waits up to `timeoutMs` for the running jobs, then stops heartbeating: a job
   * still running after that is left to expire and be retried (it was not completed).
   */
  async stop(timeoutMs = 5000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.wake();
    await this.loopDone;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.running.values()), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
    clearTimeout(timer);
    clearInterval(this.heartbeatTimer);
    await this.listening?.stop();
  }

  /** Ids of the jobs running now. */
  get active(): string[] {
    return [...this.running.keys()];
  }

  private async loop(): Promise<void> {
    const { boss, queue, concurrency, pollMs, logger } = this.opts;
    while (!this.stopped) {
      const free = concurrency - this.running.size;
      this.wakeRequested = false;
      if (free > 0 && this.moreMayWait) {
        let jobs: PgBoss.JobWithMetadata<T>[] = [];
        const notifiedBefore = this.notifications;
        try {
          jobs = (await boss.fetch<T>(queue, { batchSize: free, includeMetadata: true })) ?? [];
        } catch (err) {
          logger.error({ err, queue }, 'job fetch failed');
        }
        // Jobs fetched while stopping still run: stop() waits for them like for the others.
        if (jobs.length) await this.heartbeat(jobs.map((j) => j.id));
        for (const job of jobs) this.launch(job);
        // A job committed (and announced) while the fetch ran may not have been visible to it: the
        // fetch's "fewer than asked" says nothing about that job, so look again instead of sleeping
        // until the poll (a lost wake-up cost up to `pollMs`, one minute by default).
        this.moreMayWait = jobs.length === free || this.notifications !== notifiedBefore;
        if (this.stopped || (this.moreMayWait && this.running.size < concurrency)) continue;
      }
      if (this.wakeRequested) continue;
      await this.sleep(pollMs);
      if (!this.wakeRequested) this.moreMayWait = true; // the poll: look again whatever the last fetch said
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }

  private launch(job: PgBoss.JobWithMetadata<T>): void {
    const { boss, queue, logger } = this.opts;
    const done = (async () => {
      try {
        await this.opts.run(job);
        await boss.complete(queue, job.id);
      } catch (err) {
        await boss.fail(queue, job.id, { message: (err as Error).message }).catch((e) => logger.error({ err: e, queue, jobId: job.id }, 'job fail failed'));
      }
    })()
      .catch((err) => logger.error({ err, queue, jobId: job.id }, 'job completion failed'))
      .finally(() => {
        this.running.delete(job.id);
        this.wake(); // a slot is free (the loop fetches only if more jobs may wait)
      });
    this.running.set(job.id, done);
  }

  /** Extends the expiry of jobs `ids` to `leaseSeconds` from now (pg-boss expires at started_on + expire_in). */
  private async heartbeat(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const { db, schema, queue, leaseSeconds, logger } = this.opts;
    try {
      await db.query(
        `UPDATE ${schema}.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
          WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
        [queue, ids, leaseSeconds],
      );
    } catch (err) {
      logger.error({ err, queue }, 'job heartbeat failed');
    }
  }
}
