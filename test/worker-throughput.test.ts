/**
 * The worker loop (src/jobs/worker-loop.ts): a queued check is picked up when its transaction
 * commits (NOTIFY), not at the next poll; jobs run several at once; a running job's lease is kept
 * by its heartbeat, and a job whose worker stopped heartbeating is retried once the lease lapses.
 * Behaviour only: the speed targets live in `npm run bench:api`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type PgBoss from 'pg-boss';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { migrate } from '../src/storage/migrate.js';
import { startVigil, type Vigil } from '../src/app.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { startJobLoop, startQueue } from '../src/jobs/queue.js';
import { FIXTURE_RECORD, openTestDb, storeFixtureRecord, type TestDb } from './helpers/vigil.js';

const logger = createLogger('silent');
const LONG_POLL_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

test('a queued check is picked up on commit, without waiting for the (one-minute) poll', async () => {
  const t = await openTestDb();
  await migrate(t.db);
  await storeFixtureRecord(t.db, FIXTURE_RECORD);
  const base = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
  const config = { ...base, fetchOnEmpty: false, dataDir: '/nonexistent', jobs: { ...base.jobs, pollMs: LONG_POLL_MS } };
  let vigil: Vigil | undefined;
  try {
    vigil = await startVigil(config, logger, { http: true, listen: false, worker: true, loadLists: false, db: t.db, bossSchema: t.bossSchema });
    const { key } = await createApiKey(t.db, 'Wake Org');
    const server = vigil.server!;
    await sleep(300); // the loop's first fetch (empty queue) is done: it now sleeps for the long poll
    const started = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.inject({
        method: 'POST',
        url: '/ext/v3/compliance',
        headers: { authorization: `Bearer ${key}` },
        payload: { name: `Wake ${i}`, entities: [{ name: 'Ivan Petrovsky', entity_type: 'individual' }] },
      });
      assert.equal(res.statusCode, 201, res.body);
      ids.push(res.json().external_id);
    }
    const open = async () =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM compliance_checks WHERE id = ANY($1::uuid[]) AND status <> 'completed'`, [ids])).rows[0].n;
    await until('all six checks completed', async () => (await open()) === 0, 20_000);
    assert.ok(Date.now() - started < LONG_POLL_MS / 2, 'completed long before the poll would have fetched them');
  } finally {
    await vigil?.stop();
    await t.drop();
  }
});

let t: TestDb;
let boss: PgBoss;
const QUEUE = 'lease-test';
const LEASE_SECONDS = 2;
const settings = { concurrency: 2, pollMs: 200, leaseSeconds: LEASE_SECONDS };

before(async () => {
  t = await openTestDb();
  await migrate(t.db);
  boss = await startQueue(t.db, { schema: t.bossSchema, logger, maintenanceSeconds: 1 });
  await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 2, retryDelay: 0 });
});
after(async () => {
  await boss?.stop({ graceful: false, wait: true } as PgBoss.StopOptions);
  await t?.drop();
});

const state = async (id: string) => (await boss.getJobById(QUEUE, id))?.state;

test('a job running longer than its lease keeps it by heartbeat and runs once', async () => {
  const runs: number[] = [];
  const loop = await startJobLoop<{ n: number }>(boss, t.db, QUEUE, settings, logger, async (job) => {
    runs.push(job.retryCount);
    await sleep(LEASE_SECONDS * 1000 * 2.5); // outlives the lease several maintenance runs over
  });
  try {
    const id = (await boss.send(QUEUE, { n: 1 }, { expireInSeconds: LEASE_SECONDS }))!;
    await until('job completed', async () => (await state(id)) === 'completed', 20_000);
    assert.deepEqual(runs, [0], 'one run, never expired and retried');
  } finally {
    await loop.stop();
  }
});

test('a job whose worker stopped heartbeating is retried once its lease lapses', async () => {
  let release!: () => void;
  const hung = new Promise<void>((r) => (release = r));
  const dead = await startJobLoop<{ n: number }>(boss, t.db, QUEUE, settings, logger, () => hung);
  const id = (await boss.send(QUEUE, { n: 2 }))!; // sent with the queue's default expiry (15 minutes)
  await until('job taken by the first worker', async () => dead.active.includes(id), 10_000);
  await dead.stop(0); // the worker "dies": no completion, no more heartbeats
  const stoppedAt = Date.now();

  const retries: number[] = [];
  const alive = await startJobLoop<{ n: number }>(boss, t.db, QUEUE, settings, logger, async (job) => {
    retries.push(job.retryCount);
  });
  try {
    await until('job retried and completed by the second worker', async () => (await state(id)) === 'completed', 20_000);
    assert.deepEqual(retries, [1], 'run again as its first retry');
    // lease (2 s) + maintenance (1 s) + polling, far below the queue's default expiry of 15 minutes
    assert.ok(Date.now() - stoppedAt < 10_000, `retried after ${Date.now() - stoppedAt} ms`);
  } finally {
    release();
    await alive.stop();
  }
});
