/**
 * API and worker benchmark (`npm run bench:api`; docs/benchmarks.md "API and workers").
 *
 * For each database (embedded PGlite always; PostgreSQL too when DATABASE_URL is set, in a throw-away
 * database created next to the one named there) it starts Vigil in this process, listening on
 * 127.0.0.1 (ephemeral port, rate limit out of the way), with the real list data, and measures:
 * 1. read endpoints with autocannon (10 connections, DURATION s each): GET /ext/v3/compliance,
 *    GET /ext/v3/compliance/{id}, GET /ext/v3/compliance/{id}/results (req/s, p99), after seeding
 *    SEED_CHECKS checks of three UN-listed people (so findings are stored);
 * 2. POST -> `completed` of one-entity checks: LATENCY_CHECKS sequential checks, polled every 2 ms;
 * 3. drain time of DRAIN_CHECKS five-entity checks posted at once (from the first POST to the last
 *    check completed).
 * On PostgreSQL it then restarts the API without workers (VIGIL_INLINE_WORKER=false) and times the
 * drain with one and with two `node bin/vigil.mjs worker` processes: the two-worker ratio.
 * Options: --quick (fewer checks, shorter runs), --no-workers (skip the worker-process runs),
 * --drain-only (only the drain runs: comparing VIGIL_WORKER_CONCURRENCY settings).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadConfig, type VigilConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startVigil, type Vigil } from '../src/app.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { openPglite, openPostgres, type Db } from '../src/storage/db.js';
import { ApiClient, percentile, ROOT, sleep, spawnWorker, stopWorkers, withThrowawayDatabase } from './support.js';
import { buildServer } from '../src/http/server.js';

// autocannon ships no types: the part used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<{ non2xx: number; errors: number; requests: { average: number }; latency: { p99: number } }>;

const SHARED = process.env.VIGIL_DATA_DIR ?? path.resolve(ROOT, '../shared/data');
const EVAL = path.resolve(ROOT, '../shared/eval/screening');
const quick = process.argv.includes('--quick');
const drainOnly = process.argv.includes('--drain-only');
const DURATION = quick ? 2 : 5;
const SEED_CHECKS = quick ? 100 : 300;
const LATENCY_CHECKS = quick ? 30 : 100;
const DRAIN_CHECKS = quick ? 100 : 500;
const logger = createLogger(process.env.LOG_LEVEL ?? 'silent');

/** Names of real people: UN-listed (positives) and US residents (negatives), first CSV column. */
function names(file: string): string[] {
  return fs.readFileSync(path.join(EVAL, file), 'utf8').split('\n').slice(1).map((l) => l.split(',')[0].trim()).filter(Boolean);
}
const POSITIVES = names('positives_un.csv');
const NEGATIVES = names('negatives_us.csv').slice(0, 5000);
const pick = (list: string[], i: number) => list[i % list.length];

interface Row {
  db: string;
  what: string;
  value: string;
  target: string;
  ok?: boolean;
}
const rows: Row[] = [];
function record(db: string, what: string, value: string, target: string, ok?: boolean) {
  rows.push({ db, what, value, target, ok });
  console.error(`[${db}] ${what}: ${value}${target ? ` (target ${target})` : ''}`);
}

class Client extends ApiClient {
  async post(name: string, people: string[]): Promise<string> {
    const body = await this.req('POST', '/ext/v3/compliance', { name, entities: people.map((n) => ({ name: n, entity_type: 'individual' })) });
    return body.external_id;
  }
}

/** Waits until none of `ids` is open; returns the time it happened (ms, performance.now()). */
async function waitAll(db: Db, ids: string[], timeoutMs = 600_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const n = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM compliance_checks WHERE id = ANY($1::uuid[]) AND status NOT IN ('completed', 'failed')`, [ids])).rows[0].n;
    if (n === 0) return performance.now();
    if (Date.now() > deadline) throw new Error(`${n} checks still open after ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Posts `n` five-entity checks at once (64 requests in flight) and returns seconds until all completed. */
async function drain(c: Client, db: Db, n: number, tag: string): Promise<number> {
  const started = performance.now();
  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next < n) {
        const i = next++;
        const people = [pick(POSITIVES, i * 5), pick(NEGATIVES, i * 5 + 1), pick(NEGATIVES, i * 5 + 2), pick(POSITIVES, i * 5 + 3), pick(NEGATIVES, i * 5 + 4)];
        ids.push(await c.post(`${tag} ${i}`, people));
      }
    }),
  );
  return ((await waitAll(db, ids)) - started) / 1000;
}

async function cannon(url: string, auth: string) {
  const r = await autocannon({ url, connections: 10, duration: DURATION, headers: { authorization: auth } });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}


async function startApi(config: VigilConfig, db: Db, worker: boolean): Promise<{ vigil: Vigil; base: string }> {
  const vigil = await startVigil(config, logger, { http: true, listen: false, worker, loadLists: true, db });
  await vigil.server!.listen({ port: 0, host: '127.0.0.1' });
  const address = vigil.server!.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { vigil, base: `http://127.0.0.1:${address.port}` };
}

async function benchDatabase(label: string, config: VigilConfig, db: Db): Promise<void> {
  const readTarget = label === 'PGlite' ? 2000 : 3000;
  const { vigil, base } = await startApi(config, db, true);
  try {
    const c = new Client(base, `Bearer ${(await createApiKey(db, 'Bench Org')).key}`);
    if (drainOnly) {
      const seconds = await drain(c, db, DRAIN_CHECKS, 'Drain');
      record(label, `${DRAIN_CHECKS} five-entity checks drained, concurrency ${config.jobs.concurrency}`, `${seconds.toFixed(1)} s`, '');
      return;
    }
    // Seed: checks with findings (UN-listed people).
    const seeded: string[] = [];
    for (let i = 0; i < SEED_CHECKS; i++) seeded.push(await c.post(`Seed ${i}`, [pick(POSITIVES, i * 3), pick(POSITIVES, i * 3 + 1), pick(POSITIVES, i * 3 + 2)]));
    await waitAll(db, seeded);
    const findings = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM compliance_results')).rows[0].n;
    record(label, 'seeded', `${SEED_CHECKS} checks, ${findings} findings`, '');
    const withFindings = (await db.query<{ check_id: string }>('SELECT check_id FROM compliance_results GROUP BY check_id ORDER BY count(*) DESC LIMIT 1')).rows[0].check_id;

    const reads = [
      ['GET /compliance', '/ext/v3/compliance'],
      ['GET /compliance/{id}', `/ext/v3/compliance/${withFindings}`],
      ['GET /compliance/{id}/results', `/ext/v3/compliance/${withFindings}/results`],
    ];
    for (const [what, url] of reads) {
      const r = await cannon(base + url, c.auth);
      record(label, what, `${Math.round(r.rps)} req/s, p99 ${r.p99} ms`, `>= ${readTarget} req/s, p99 <= 20 ms`, r.rps >= readTarget && r.p99 <= 20);
    }
    // The same reads from a second server on the same database with the read cache off: what a read
    // costs the first time after a change (every answer computed by the database).
    const uncached = await buildServer({ db, boss: vigil.boss, corpus: vigil.corpus, providers: vigil.providers, config: { ...config, readCache: { ...config.readCache, maxEntries: 0 } }, logger });
    await uncached.listen({ port: 0, host: '127.0.0.1' });
    const uncachedAddress = uncached.server.address();
    try {
      for (const [what, url] of reads) {
        const r = await cannon(`http://127.0.0.1:${typeof uncachedAddress === 'object' && uncachedAddress ? uncachedAddress.port : 0}${url}`, c.auth);
        record(label, `${what}, read cache off`, `${Math.round(r.rps)} req/s, p99 ${r.p99} ms`, '');
      }
    } finally {
      await uncached.close();
    }

    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_CHECKS; i++) {
      const t0 = performance.now();
      const id = await c.post(`Latency ${i}`, [pick(NEGATIVES, 1000 + i)]);
      while ((await c.req('GET', `/ext/v3/compliance/${id}`)).status !== 'completed') await sleep(2);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    record(label, `POST -> completed, one entity (${LATENCY_CHECKS} sequential)`, `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`, 'p50 <= 100 ms, p99 <= 300 ms', p50 <= 100 && p99 <= 300);

    const seconds = await drain(c, db, DRAIN_CHECKS, 'Drain');
    record(label, `${DRAIN_CHECKS} five-entity checks drained, one process`, `${seconds.toFixed(1)} s`, label === 'PGlite' ? '<= 10 s' : '', label === 'PGlite' ? seconds <= 10 : undefined);
  } finally {
    await vigil.stop();
  }
}


async function benchWorkerProcesses(config: VigilConfig, url: string): Promise<void> {
  const db = await openPostgres(url);
  const { vigil, base } = await startApi({ ...config, inlineWorker: false }, db, false);
  const children: ChildProcess[] = [];
  try {
    const c = new Client(base, `Bearer ${(await createApiKey(db, 'Bench Workers Org')).key}`);
    const times: number[] = [];
    for (const n of [1, 2]) {
      while (children.length < n) children.push(await spawnWorker(url));
      times.push(await drain(c, db, DRAIN_CHECKS, `Workers ${n}`));
      record('PostgreSQL', `${DRAIN_CHECKS} five-entity checks drained, ${n} worker process${n > 1 ? 'es' : ''} (API without workers)`, `${times[times.length - 1].toFixed(1)} s`, '');
    }
    record('PostgreSQL', 'two-worker speed-up (1 worker time / 2 workers time)', `x${(times[0] / times[1]).toFixed(2)}`, '');
  } finally {
    await stopWorkers(children);
    await vigil.stop();
    await db.close();
  }
}

async function main() {
  // The environment's VIGIL_* settings apply (e.g. VIGIL_WORKER_CONCURRENCY); the database is chosen here.
  const base = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const config: VigilConfig = { ...base, dataDir: SHARED, fetchOnEmpty: false, rateLimitPerMinute: 100_000_000, logLevel: 'silent' };
  console.error(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; Node ${process.version}`);

  const pglite = await openPglite();
  try {
    await benchDatabase('PGlite', config, pglite);
  } finally {
    await pglite.close();
  }

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await withThrowawayDatabase(serverUrl, 'api', async (url, db) => {
      await benchDatabase('PostgreSQL', { ...config, databaseUrl: url }, db);
      if (!process.argv.includes('--no-workers') && !drainOnly) await benchWorkerProcesses({ ...config, databaseUrl: url }, url);
    });
  }

  console.log(`\n| database | measure | result | target | |\n|---|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.db} | ${r.what} | ${r.value} | ${r.target} | ${r.ok === undefined ? '' : r.ok ? 'met' : 'NOT met'} |`);
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

await main();
