/**
 * Company-check and monitoring benchmark (`npm run bench:checks`; docs/benchmarks.md "Company checks
 * and monitoring"). For the embedded database, and for PostgreSQL too when DATABASE_URL is set (in a
 * throw-away database created beside the one named there), with Vigil in this process and its
 * inline worker:
 * 1. company checks: the companies of the real Companies House officers file are registered (registry
 *    data from ../shared/data), then checks with directors and UBOs: COMPANY_SEQUENTIAL one after another
 *    (p50/p99 from POST to `completed`) and COMPANY_BURST posted at once (checks completed per second);
 * 2. one-entity checks, sequential: p50/p99 from POST to `completed` (target p50 <= 200 ms);
 * 3. monitoring: on a database holding only the OFAC SDN 2019-01 and OFSI 2018-04-13 snapshots,
 *    MONITORED monitored entities are created through the API (the 50,000 US negative names, then again,
 *    with the 683 UN positives mixed in: real names, about 2 % of them listed), then the SDN 2021-07
 *    and OFSI 2025-04-14 snapshots are loaded; printed per list: the delta's size, candidates, new /
 *    updated / cleared findings and the seconds from the load's commit to the update done (target:
 *    <= 60 s for a 5,000-record delta reaching 100,000 monitored entities on 2 cores).
 * With `--workers` on PostgreSQL the monitoring part runs again with the API process's worker off and
 * one, then two `vigil worker` processes (the ratio). Options: --quick (10,000 monitored entities,
 * fewer checks).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type VigilConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startVigil, type Vigil } from '../src/app.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { loadListsIntoDb } from '../src/domain/list-data.js';
import { FINAL_REGISTRATION_STATES } from '../src/domain/registrations.js';
import { openPglite, type Db } from '../src/storage/db.js';
import { ApiClient, percentile, ROOT, sleep, spawnWorker, stopWorkers, withThrowawayDatabase } from './support.js';

const SHARED = process.env.VIGIL_DATA_DIR ?? path.resolve(ROOT, '../shared/data');
const quick = process.argv.includes('--quick');
const MONITORED = quick ? 10_000 : 100_000;
const COMPANY_SEQUENTIAL = quick ? 20 : 50;
const COMPANY_BURST = quick ? 50 : 200;
const ONE_ENTITY = quick ? 30 : 100;
const logger = createLogger(process.env.LOG_LEVEL ?? 'silent');
const out: string[] = [];
function record(db: string, what: string, value: string, target = '') {
  const line = `| ${db} | ${what} | ${value} | ${target} |`;
  out.push(line);
  console.error(line);
}

function names(file: string): string[] {
  return fs.readFileSync(path.resolve(SHARED, '../eval/screening', file), 'utf8').split('\n').slice(1).map((l) => l.split(',')[0].trim()).filter(Boolean);
}

/** Company numbers of the companies in the real Companies House officers file (its company records). */
function officerFileCompanies(): string[] {
  const dir = path.join(SHARED, 'companies/gb_coh_officers');
  const numbers = new Set<string>();
  for (const snapshot of fs.readdirSync(dir)) {
    for (const file of fs.readdirSync(path.join(dir, snapshot))) {
      const text = fs.readFileSync(path.join(dir, snapshot, file), 'latin1');
      for (const l of text.split('\n')) if (/^[A-Z0-9]{8}1/.test(l) && !l.startsWith('DDDD')) numbers.add(l.slice(0, 8));
    }
  }
  return [...numbers];
}


async function startApi(config: VigilConfig, db: Db, worker: boolean): Promise<{ vigil: Vigil; client: ApiClient }> {
  const vigil = await startVigil(config, logger, { http: true, listen: false, worker, loadLists: true, db });
  await vigil.server!.listen({ port: 0, host: '127.0.0.1' });
  const address = vigil.server!.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { vigil, client: new ApiClient(`http://127.0.0.1:${address.port}`, `Bearer ${(await createApiKey(db, 'Bench Checks Org')).key}`) };
}

async function benchCompanyChecks(label: string, config: VigilConfig, db: Db): Promise<void> {
  const { vigil, client } = await startApi(config, db, true);
  try {
    const companies: string[] = [];
    for (const number of officerFileCompanies()) {
      const reg = await client.req('POST', '/ext/v3/companies', { registration_number: number, country: 'GB' });
      const done = await client.waitFinal(`/ext/v3/registrations/${reg.external_id}`, 'status', [...FINAL_REGISTRATION_STATES], 20);
      if (done.status === 'registered') companies.push((done.company as { external_id: string }).external_id);
    }
    const check = (i: number) => ({ name: `Company ${i}`, company_id: companies[i % companies.length], directors_screening_enabled: true, ubo_screening_enabled: true });
    const times: number[] = [];
    let entities = 0;
    for (let i = 0; i < COMPANY_SEQUENTIAL; i++) {
      const t0 = performance.now();
      const created = await client.req('POST', '/ext/v3/compliance', check(i));
      const done = await client.waitFinal(`/ext/v3/compliance/${created.external_id}`, 'status', ['completed', 'failed']);
      times.push(performance.now() - t0);
      entities += (done.entities as unknown[]).length;
    }
    times.sort((a, b) => a - b);
    record(label, `company checks (company + directors + UBOs; ${companies.length} real Companies House companies, ${(entities / COMPANY_SEQUENTIAL).toFixed(1)} entities a check), ${COMPANY_SEQUENTIAL} sequential`, `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`);
    const t0 = performance.now();
    const ids = await Promise.all(Array.from({ length: COMPANY_BURST }, (_, i) => client.req('POST', '/ext/v3/compliance', check(i)).then((c) => c.external_id as string)));
    for (const id of ids) await client.waitFinal(`/ext/v3/compliance/${id}`, 'status', ['completed', 'failed'], 20);
    const seconds = (performance.now() - t0) / 1000;
    record(label, `company checks posted at once (${COMPANY_BURST})`, `${(COMPANY_BURST / seconds).toFixed(1)} checks/s (${seconds.toFixed(1)} s)`);

    const one: number[] = [];
    const negatives = names('negatives_us.csv');
    for (let i = 0; i < ONE_ENTITY; i++) {
      const t = performance.now();
      const created = await client.req('POST', '/ext/v3/compliance', { name: `One ${i}`, entities: [{ name: negatives[i], entity_type: 'individual' }] });
      await client.waitFinal(`/ext/v3/compliance/${created.external_id}`, 'status', ['completed', 'failed']);
      one.push(performance.now() - t);
    }
    one.sort((a, b) => a - b);
    record(label, `one-entity check, POST -> completed (${ONE_ENTITY} sequential)`, `p50 ${percentile(one, 50).toFixed(0)} ms, p99 ${percentile(one, 99).toFixed(0)} ms`, 'p50 <= 200 ms');
  } finally {
    await vigil.stop();
  }
}

/** A data dir of symbolic links to the older SDN and OFSI snapshots; `advance()` links the newer ones. */
function monitoringDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-monitoring-'));
  const link = (list: string, snapshot: string) => {
    fs.mkdirSync(path.join(dir, 'lists', list), { recursive: true });
    fs.symlinkSync(path.join(SHARED, 'lists', list, snapshot), path.join(dir, 'lists', list, snapshot));
  };
  link('us_ofac_sdn', '2019-01');
  link('gb_ofsi_conlist', '2018-04-13');
  return { dir, advance: () => (link('us_ofac_sdn', '2021-07'), link('gb_ofsi_conlist', '2025-04-14')), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Creates MONITORED monitored entities through the API: checks of 1,000 real names each. */
async function createMonitored(client: ApiClient, db: Db): Promise<number> {
  const negatives = names('negatives_us.csv');
  const positives = names('positives_un.csv');
  const all: string[] = [];
  for (let i = 0; all.length < MONITORED; i++) all.push(i % 146 === 0 ? positives[(i / 146) % positives.length] : negatives[i % negatives.length]);
  const started = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < all.length; i += 1000) {
    const c = await client.req('POST', '/ext/v3/compliance', {
      name: `Monitored ${i / 1000}`,
      sanction_monitoring_enabled: true,
      entities: all.slice(i, i + 1000).map((name) => ({ name, entity_type: 'individual' })),
    });
    ids.push(c.external_id);
  }
  for (;;) {
    const open = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM compliance_checks WHERE status NOT IN ('completed', 'failed')`)).rows[0].n;
    if (!open) break;
    await sleep(200);
  }
  return (performance.now() - started) / 1000;
}

/** Loads the newer snapshots and times each list's update to the end. */
async function applyNewSnapshots(label: string, db: Db, dataDir: string, what: string): Promise<void> {
  const since = (await db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM list_deltas')).rows[0].id;
  const t0 = performance.now();
  await loadListsIntoDb(db, dataDir, logger);
  const loaded = performance.now();
  for (;;) {
    const open = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM list_deltas WHERE id > $1 AND status <> 'done'`, [since])).rows[0].n;
    if (!open) break;
    await sleep(100);
  }
  const done = performance.now();
  const deltas = await db.query<{ list: string; size: number; candidates: number; created_at: Date; finished_at: Date }>(
    `SELECT list, cardinality(added) + cardinality(changed) + cardinality(removed) AS size, cardinality(candidates) AS candidates, created_at, finished_at
       FROM list_deltas WHERE id > $1 ORDER BY id`,
    [since],
  );
  const outcomes = await db.query<{ list: string; n: number; u: number; c: number }>(
    `SELECT d.list, sum(o.new_count)::int AS n, sum(o.updated_count)::int AS u, sum(o.cleared_count)::int AS c
       FROM list_delta_outcomes o JOIN list_deltas d ON d.id = o.delta_id WHERE d.id > $1 GROUP BY d.list`,
    [since],
  );
  for (const d of deltas.rows) {
    const o = outcomes.rows.find((x) => x.list === d.list) ?? { n: 0, u: 0, c: 0 };
    const seconds = (new Date(d.finished_at).getTime() - new Date(d.created_at).getTime()) / 1000;
    record(label, `${what}: ${d.list} delta of ${d.size} records -> ${d.candidates} candidates of ${MONITORED} monitored entities`, `${seconds.toFixed(1)} s from the load's commit to done; ${o.n} new, ${o.u} updated, ${o.c} cleared`, '<= 60 s for 5,000 records');
  }
  record(label, `${what}: both lists loaded, then every update applied`, `load ${((loaded - t0) / 1000).toFixed(1)} s + updates ${((done - loaded) / 1000).toFixed(1)} s`);
}

async function benchMonitoring(label: string, config: VigilConfig, db: Db): Promise<void> {
  const data = monitoringDataDir();
  const { vigil, client } = await startApi({ ...config, dataDir: data.dir }, db, true);
  try {
    const seconds = await createMonitored(client, db);
    record(label, `${MONITORED} monitored entities screened through the API (checks of 1,000)`, `${seconds.toFixed(1)} s`);
    data.advance();
    await applyNewSnapshots(label, db, data.dir, 'inline worker');
  } finally {
    await vigil.stop();
    data.remove();
  }
}


/** PostgreSQL: the monitoring update with the API's worker off and `workers` worker processes, on a fresh database. */
async function benchWorkerProcesses(config: VigilConfig, serverUrl: string, workers: number): Promise<void> {
  await withThrowawayDatabase(serverUrl, `checks_w${workers}`, async (url, db) => {
    const data = monitoringDataDir();
    // The monitored entities are screened with the inline worker, then the API restarts without it.
    let api = await startApi({ ...config, databaseUrl: url, dataDir: data.dir }, db, true);
    const children: ChildProcess[] = [];
    try {
      await createMonitored(api.client, db);
      await api.vigil.stop();
      api = await startApi({ ...config, databaseUrl: url, dataDir: data.dir, inlineWorker: false }, db, false);
      for (let i = 0; i < workers; i++) children.push(await spawnWorker(url, { VIGIL_DATA_DIR: data.dir }));
      data.advance();
      await applyNewSnapshots('PostgreSQL', db, data.dir, `${workers} vigil worker process${workers > 1 ? 'es' : ''}`);
    } finally {
      await stopWorkers(children);
      await api.vigil.stop();
      data.remove();
    }
  });
}


async function main() {
  const base = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const config: VigilConfig = {
    ...base,
    dataDir: SHARED,
    fetchOnEmpty: false,
    rateLimitPerMinute: 100_000_000,
    logLevel: 'silent',
    monitoring: { ...base.monitoring, pollSeconds: 1, listFetchCron: '' },
    news: { ...base.news, fetchCron: '' },
  };
  console.error(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; Node ${process.version}`);
  for (const part of [benchCompanyChecks, benchMonitoring]) {
    const db = await openPglite();
    try {
      await part('PGlite', config, db);
    } finally {
      await db.close();
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    for (const part of [benchCompanyChecks, benchMonitoring]) {
      await withThrowawayDatabase(serverUrl, `checks_${part.name.toLowerCase().slice(5, 12)}`, (url, db) => part('PostgreSQL', { ...config, databaseUrl: url }, db));
    }
    if (process.argv.includes('--workers')) for (const n of [1, 2]) await benchWorkerProcesses(config, serverUrl, n);
  }
  console.log(`\n| database | measure | result | target |\n|---|---|---|---|\n${out.join('\n')}`);
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

await main();
