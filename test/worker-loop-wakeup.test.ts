/**
 * The worker loop's wake-up (src/jobs/worker-loop.ts) with a stand-in queue and database, so the
 * interleaving is exact rather than left to timing: a job announced while a fetch is in flight
 * (committed after the fetch's snapshot) must be fetched at once, not at the next poll. CI once
 * waited for the poll here (test/worker-throughput.test.ts, "picked up on commit").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type PgBoss from 'pg-boss';
import type { Db } from '../src/storage/db.js';
import { JobLoop, jobChannel } from '../src/jobs/worker-loop.js';
import { createLogger } from '../src/log.js';

const QUEUE = 'wake-test';
const HOUR_MS = 3_600_000;

/** A queue whose first fetch sees nothing but receives the job's notification before it answers. */
function racingQueue() {
  let notify!: (payload: string) => void;
  const fetches: number[] = [];
  const ready: { id: string }[] = [];
  const db = {
    kind: 'pglite',
    listen: async (channel: string, onNotify: (payload: string) => void) => {
      assert.equal(channel, jobChannel('pgboss'));
      notify = onNotify;
      return { stop: async () => {}, flush: async () => {} };
    },
    query: async () => ({ rows: [], rowCount: 0 }),
  } as unknown as Db;
  const boss = {
    fetch: async (_queue: string, opts: { batchSize: number }) => {
      fetches.push(Date.now());
      if (fetches.length === 1) {
        // The job commits after this fetch's snapshot was taken: its notification arrives mid-fetch.
        ready.push({ id: 'job-1' });
        notify(QUEUE);
        return [];
      }
      return ready.splice(0, opts.batchSize).map((j) => ({ ...j, name: QUEUE, data: {} }));
    },
    complete: async () => {},
    fail: async () => {},
  } as unknown as PgBoss;
  return { db, boss, fetches };
}

test('a job announced while a fetch is in flight is fetched at once, not at the next poll', async () => {
  const { db, boss, fetches } = racingQueue();
  const ran: string[] = [];
  let finished!: () => void;
  const done = new Promise<void>((r) => (finished = r));
  const loop = new JobLoop<object>({
    boss,
    db,
    queue: QUEUE,
    schema: 'pgboss',
    logger: createLogger('silent'),
    concurrency: 4,
    pollMs: HOUR_MS,
    leaseSeconds: 30,
    run: async (job) => {
      ran.push(job.id);
      finished();
    },
  });
  await loop.start();
  const timeout = setTimeout(finished, 5_000); // far below the hour-long poll: a lost wake-up fails below
  try {
    await done;
    assert.deepEqual(ran, ['job-1'], 'the announced job ran without waiting for the poll');
    assert.ok(fetches.length >= 2, 'fetched again after the notification');
  } finally {
    clearTimeout(timeout);
    await loop.stop();
  }
});
