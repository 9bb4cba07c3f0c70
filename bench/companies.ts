/**
 * Company benchmark on the embedded database (PGlite), printing its figures:
 *   npm run bench:companies -- [--count 1000000] [--dir DIR] [--sources gb_coh_basic,no_brreg,...] [--skip-big]
 *
 * 1. Load rate (records/s) and peak RSS of each registry loader (`vigil companies load` code path,
 *    src/providers/registry-files/store.ts) on the real sample files in ../shared/data/companies, and on
 *    generated files of `--count` records in the publishers' formats (scripts/make-big-company-files.ts:
 *    the real sample rows repeated with new identifiers; NOT real companies). Each load runs in its own
 *    child process on an already initialised database, so its peak RSS is the loader's.
 * 2. Match latency p50/p99 (ms) of the registry provider over everything loaded from the generated
 *    files, for names as users type them: lower case, without the legal form, or by registration number.
 * 3. Registrations reaching `registered` per second: a whole Vigil (pg-boss worker, webhook outbox)
 *    registers companies of the loaded data by registration number.
 * Targets (issue 7): >= 20,000 records/s with RSS <= 500 MB whatever the file size; match p99 <= 50 ms;
 * >= 50 registrations/s. `VIGIL_REGISTRY_PARSE_WORKERS=N` sets the parse workers of the loads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { defaultParseWorkers, loadRegistrySource, LOADED_SOURCES } from '../src/providers/registry-files/store.js';
import { RegistryFilesProvider } from '../src/providers/registry-files/provider.js';
import { peakRssMb } from './peak-rss.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.VIGIL_DATA_DIR ?? path.resolve(repo, '../shared/data');
const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const count = Number(opt('--count') ?? 1_000_000);
const sources = (opt('--sources') ?? LOADED_SOURCES.join(',')).split(',');
const bigDir = opt('--dir') ?? path.join(os.tmpdir(), `vigil-bench-companies-${count}`);

/** Child mode: load one source from `dataDir` into the database at `dbDir`; print JSON figures. */
async function child(source: string, dataDir: string, dbDir: string): Promise<void> {
  const db = await openPglite(dbDir);
  const workers = process.env.VIGIL_REGISTRY_PARSE_WORKERS;
  const r = await loadRegistrySource(db, dataDir, source, { force: true, parseWorkers: workers ? Number(workers) : undefined });
  await db.close();
  process.stdout.write(`${JSON.stringify({ ...r, peak_rss_mb: peakRssMb() })}\n`);
}

async function initDb(dbDir: string): Promise<void> {
  const db = await openPglite(dbDir);
  await migrate(db);
  await db.close();
}

function loadInChild(source: string, dataDir: string, dbDir: string) {
  // The young generation `vigil companies load` runs with (bin/vigil.mjs).
  const res = spawnSync(process.execPath, ['--max-semi-space-size=4', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', source, dataDir, dbDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd: repo,
  });
  if (res.status !== 0) throw new Error(`loading ${source} failed (exit ${res.status})`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!) as { records: number; seconds: number; peak_rss_mb: number; status: string };
}

function row(label: string, r: { records: number; seconds: number; peak_rss_mb: number }) {
  const rate = Math.round(r.records / Math.max(r.seconds, 0.001));
  console.log(`${label.padEnd(34)} ${String(r.records).padStart(9)} records ${r.seconds.toFixed(1).padStart(7)} s ${String(rate).padStart(8)} rec/s  peak RSS ${r.peak_rss_mb} MB`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  if (args[0] === '--child') return child(args[1], args[2], args[3]);
  console.log(`Vigil company benchmark — ${new Date().toISOString()} — node ${process.version}, ${os.cpus().length} CPUs`);

  const workers = process.env.VIGIL_REGISTRY_PARSE_WORKERS ?? `${defaultParseWorkers()} (the default: CPU cores - 1)`;
  console.log(`\n1. Load rate and peak RSS per loader, embedded PGlite (each in its own process, initialised database); parse workers: ${workers}`);
  const realDb = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-db-')), 'db');
  await initDb(realDb);
  for (const s of sources) row(`real files: ${s}`, loadInChild(s, shared, realDb));

  if (args.includes('--skip-big')) return;
  if (!fs.existsSync(path.join(bigDir, 'companies'))) {
    console.log(`\ngenerating ${count.toLocaleString('en')} records per format into ${bigDir} (real sample rows repeated with new identifiers)`);
    const gen = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-big-company-files.ts', bigDir, String(count), '--only', sources.join(',')], { cwd: repo, stdio: 'inherit' });
    if (gen.status !== 0) throw new Error('generating the big files failed');
  }
  const bigDb = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-db-')), 'db');
  await initDb(bigDb);
  for (const s of sources) row(`generated ${count.toLocaleString('en')}: ${s}`, loadInChild(s, bigDir, bigDb));

  console.log('\n2. Match latency over the loaded generated data (registry provider, PGlite)');
  const db = await openPglite(bigDb);
  const provider = new RegistryFilesProvider(db);
  const sample = await db.query<{ name: string; country: string; reg: string }>(
    `SELECT name, country, reg_number AS reg FROM registry_companies TABLESAMPLE SYSTEM (1) WHERE reg_number IS NOT NULL LIMIT 1000`,
  );
  const queries = sample.rows.flatMap((r) => [
    { name: r.name.toLowerCase(), country: r.country },
    { name: r.name.replace(/\b(LIMITED|LTD|ASA|AS|PLC|LLP)\b/gi, '').trim(), country: r.country },
    { registration_number: r.reg, country: r.country },
  ]);
  for (const q of queries.slice(0, 30)) await provider.match(q); // warm-up
  const times: number[] = [];
  let found = 0;
  for (const q of queries) {
    const t = process.hrtime.bigint();
    const res = await provider.match(q);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (res[0]?.confidence >= 8) found += 1;
  }
  times.sort((a, b) => a - b);
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM registry_companies')).rows[0].n;
  console.log(`${times.length} match queries over ${total.toLocaleString('en')} companies: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${times[times.length - 1].toFixed(1)} ms; identified (confidence >= 8): ${((100 * found) / times.length).toFixed(1)}%`);
  await db.close();

  console.log('\n3. Registrations reaching registered per second (whole Vigil on the same database)');
  const { loadConfig } = await import('../src/config.js');
  const { createLogger } = await import('../src/log.js');
  const { startVigil } = await import('../src/app.js');
  const { createApiKey } = await import('../src/domain/api-keys.js');
  const config = { ...loadConfig({ VIGIL_HOME: path.dirname(bigDb), VIGIL_DATA_DIR: path.join(os.tmpdir(), 'vigil-bench-empty'), VIGIL_FETCH_ON_EMPTY: '0' }) };
  const dbx = await openPglite(bigDb);
  const vigil = await startVigil(config, createLogger('silent'), { http: true, listen: false, worker: true, loadLists: false, db: dbx });
  const { key } = await createApiKey(dbx, 'Bench Org');
  const regs = (await dbx.query<{ reg: string; country: string }>(`SELECT reg_number AS reg, country FROM registry_companies TABLESAMPLE SYSTEM (1) WHERE reg_number IS NOT NULL LIMIT 300`)).rows;
  const t0 = Date.now();
  const ids: string[] = [];
  for (const r of regs) {
    const res = await vigil.server!.inject({ method: 'POST', url: '/ext/v3/companies', headers: { authorization: `Bearer ${key}` }, payload: { registration_number: r.reg, country: r.country } });
    ids.push(res.json().external_id);
  }
  for (;;) {
    const done = (await dbx.query<{ n: number }>(`SELECT count(*)::int AS n FROM registrations WHERE id = ANY($1) AND status IN ('registered', 'company_not_found', 'failed')`, [ids])).rows[0].n;
    if (done >= ids.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const secs = (Date.now() - t0) / 1000;
  const ok = (await dbx.query<{ n: number }>(`SELECT count(*)::int AS n FROM registrations WHERE id = ANY($1) AND status = 'registered'`, [ids])).rows[0].n;
  console.log(`${ids.length} registrations by registration number: ${ok} registered in ${secs.toFixed(1)} s = ${(ok / secs).toFixed(1)} registrations/s (each passes all 15 states, one event per state)`);
  await vigil.stop();
  await dbx.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
