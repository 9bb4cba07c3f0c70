/**
 * Runs monitoring in a worker process (`vigil serve` with its inline worker, or `vigil worker`):
 * applies list deltas (update.ts) when one is recorded (woken by the NOTIFY of domain/list-deltas.ts, sent on the
 * load's commit) and changes of monitored companies' officers and owners (company-people.ts, woken
 * likewise by company-changes.ts) and newly stored material articles (adverse-media.ts, woken by the NOTIFY of
 * news/adverse-index.ts), at start (deltas left by a stopped process resume from their checkpoint) and every
 * `pollSeconds` (a lost notification, or a delta whose lease a crashed worker held).
 *
 * The scheduled list fetch (default daily, VIGIL_LIST_FETCH_CRON) is a pg-boss cron job, so one
 * process of the deployment runs it: it downloads every list from its publisher and loads the
 * changed ones; each load records its delta, which this worker then applies.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type PgBoss from 'pg-boss';
import type { Listening } from '../storage/db.js';
import type { Logger } from '../log.js';
import { LIST_DELTA_CHANNEL } from '../domain/list-deltas.js';
import { applyPendingDeltas, type MonitoringDeps } from './update.js';
import { applyCompanyPeopleUpdates } from './company-people.js';
import { COMPANY_PEOPLE_CHANNEL } from '../domain/company-changes.js';
import { applyAdverseMediaMonitoring } from './adverse-media.js';
import { ADVERSE_MEDIA_CHANNEL } from '../news/adverse-index.js';

export interface MonitoringWorkerOptions {
  /** Seconds between checks for pending deltas without a wake-up. */
  pollSeconds: number;
  /** Seconds a delta stays leased without progress (each chunk renews it). */
  leaseSeconds: number;
  /** Candidate entities per transaction (the checkpoint's step). */
  chunkSize: number;
  /** Crash tests only: SIGKILL this process once a checkpoint reaches this many candidates. */
  killAfterCheckpoint?: number;
}

export class MonitoringWorker {
  private listening: Listening[] = [];
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly deps: MonitoringDeps;

  constructor(deps: Omit<MonitoringDeps, 'owner' | 'leaseSeconds' | 'chunkSize'>, private readonly options: MonitoringWorkerOptions) {
    const kill = options.killAfterCheckpoint;
    this.deps = {
      ...deps,
      leaseSeconds: options.leaseSeconds,
      chunkSize: options.chunkSize,
      owner: `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`,
      afterChunk: kill === undefined ? undefined : (_id, checkpoint) => void (checkpoint >= kill && process.kill(process.pid, 'SIGKILL')),
    };
  }

  /** Starts listening and applies what is pending. Throws when the LISTEN fails. */
  async start(): Promise<void> {
    for (const channel of [LIST_DELTA_CHANNEL, COMPANY_PEOPLE_CHANNEL, ADVERSE_MEDIA_CHANNEL]) this.listening.push(await this.deps.db.listen(channel, () => this.wake()));
    this.timer = setInterval(() => this.wake(), this.options.pollSeconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** Resolves when no run is in progress (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const l of this.listening) await l.stop();
    await this.idle();
  }

  /** Runs `applyPendingDeltas` now, or once more after the run in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await applyPendingDeltas(this.deps);
          await applyCompanyPeopleUpdates(this.deps);
          await applyAdverseMediaMonitoring(this.deps);
        } catch (err) {
          this.deps.logger.error({ err }, 'monitoring update failed; it resumes from its checkpoint on the next run');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }
}

export const LIST_FETCH_QUEUE = 'list-fetch';

/**
 * Schedules the list fetch with pg-boss cron (`cron`, e.g. "0 4 * * *" = 04:00 UTC daily; empty =
 * off) and works it in this process: `fetchAndLoad` downloads and loads the lists.
 */
export async function scheduleListFetch(boss: PgBoss, cron: string, fetchAndLoad: () => Promise<void>, logger: Logger): Promise<void> {
  if (!cron) {
    await boss.unschedule(LIST_FETCH_QUEUE).catch(() => undefined);
    return;
  }
  await boss.createQueue(LIST_FETCH_QUEUE, { name: LIST_FETCH_QUEUE, policy: 'singleton', retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 } as never);
  await boss.schedule(LIST_FETCH_QUEUE, cron, {}, { tz: 'UTC' });
  await boss.work(LIST_FETCH_QUEUE, async () => {
    logger.info('scheduled list fetch started');
    await fetchAndLoad();
  });
}
