/**
 * A suspicious list snapshot never replaces good data (src/lists/load-guard.ts): with the real OFAC
 * files (copied to a temporary data dir), a newer snapshot whose sdn.csv is cut at 1.5 MB, or whose
 * cons_prim.csv is empty, is refused; the previous snapshot stays active and screens, /healthz is
 * degraded with the reason, `vigil lists load` exits non-zero naming the override, and the override
 * or a later normal snapshot loads.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SHARED_DATA, openTestDb, startTestVigil, type TestDb, type TestVigil } from './helpers/vigil.js';
import { migrate } from '../src/storage/migrate.js';
import { loadListsIntoDb } from '../src/domain/list-data.js';
import { createLogger } from '../src/log.js';
import { suspiciousLoadReason } from '../src/lists/load-guard.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/vigil.mjs');
const logger = createLogger('silent');
const SDN = 'lists/us_ofac_sdn';
const CONS = 'lists/us_ofac_cons';
const SDN_RECORDS = 8976; // us_ofac_sdn 2021-07 (docs/LISTS.md)
const CONS_RECORDS = 442;
const CUT_BYTES = 1_500_000;

/** Copies a real snapshot folder into `dataDir/<folder>/<as>` (writable copies). */
function copySnapshot(dataDir: string, folder: string, from: string, as: string): string {
  const dest = path.join(dataDir, folder, as);
  fs.mkdirSync(dest, { recursive: true });
  for (const f of fs.readdirSync(path.join(SHARED_DATA, folder, from))) {
    fs.copyFileSync(path.join(SHARED_DATA, folder, from, f), path.join(dest, f));
    fs.chmodSync(path.join(dest, f), 0o644);
  }
  return dest;
}

/** A newer SDN snapshot whose sdn.csv is cut mid-file, like an interrupted download. */
function cutSdnSnapshot(dataDir: string, as: string): string {
  const dest = copySnapshot(dataDir, SDN, '2021-07', as);
  fs.truncateSync(path.join(dest, 'sdn.csv'), CUT_BYTES);
  return dest;
}

async function snapshotCounts(t: TestDb, list: string) {
  const snap = await t.db.query<{ record_count: number; source_path: string }>('SELECT record_count, source_path FROM list_snapshots WHERE list = $1', [list]);
  const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM list_records WHERE list = $1', [list]);
  return { records: snap.rows[0]?.record_count, path: snap.rows[0]?.source_path, stored: rows.rows[0].n };
}

describe('the thresholds', () => {
  it('pass normal updates and refuse empty, shrunken or mostly malformed snapshots', () => {
    assert.equal(suspiciousLoadReason({ records: 8976, malformed: 0 }, 7379), null); // 2019-01 -> 2021-07
    assert.equal(suspiciousLoadReason({ records: 8500, malformed: 3 }, 8976), null); // a 5% delisting wave
    assert.equal(suspiciousLoadReason({ records: 10, malformed: 0 }, null), null); // first load
    assert.match(suspiciousLoadReason({ records: 0, malformed: 0 }, null)!, /0 records/);
    assert.match(suspiciousLoadReason({ records: 7000, malformed: 0 }, 8976)!, /78\.0% of the previous 8976/);
    assert.match(suspiciousLoadReason({ records: 6905, malformed: 5051 }, null)!, /5051 of 11956 rows malformed/);
  });
});

describe('loading a suspicious snapshot (real OFAC files)', () => {
  let dataDir: string;
  let t: TestDb;
  let v: TestVigil | undefined;
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-guard-'));
    copySnapshot(dataDir, SDN, '2021-07', '2021-07');
    copySnapshot(dataDir, CONS, '2025-12', '2025-12');
    t = await openTestDb();
    await migrate(t.db);
  });
  after(async () => {
    if (v) await v.close();
    else await t.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the real snapshots', async () => {
    const summaries = await loadListsIntoDb(t.db, dataDir, logger);
    const byList = Object.fromEntries(summaries.map((s) => [s.list, s]));
    assert.equal(byList.us_ofac_sdn.status, 'loaded');
    assert.equal(byList.us_ofac_sdn.records, SDN_RECORDS);
    assert.equal(byList.us_ofac_cons.records, CONS_RECORDS);
  });

  it('refuses a newer sdn.csv cut at 1.5 MB and an empty cons_prim.csv, keeping the previous data', async () => {
    const cut = cutSdnSnapshot(dataDir, '2099-01');
    const emptyCons = copySnapshot(dataDir, CONS, '2025-12', '2099-01');
    fs.writeFileSync(path.join(emptyCons, 'cons_prim.csv'), '');
    const summaries = await loadListsIntoDb(t.db, dataDir, logger, { force: true });
    const sdn = summaries.find((s) => s.list === 'us_ofac_sdn')!;
    assert.equal(sdn.status, 'refused');
    assert.equal(sdn.path, cut);
    assert.equal(sdn.previous_records, SDN_RECORDS);
    assert.match(sdn.reason!, /of the previous 8976.*rows malformed/);
    const cons = summaries.find((s) => s.list === 'us_ofac_cons')!;
    assert.equal(cons.status, 'refused');
    assert.match(cons.reason!, /0 records/);

    assert.deepEqual(await snapshotCounts(t, 'us_ofac_sdn'), { records: SDN_RECORDS, path: path.join(dataDir, SDN, '2021-07'), stored: SDN_RECORDS });
    assert.equal((await snapshotCounts(t, 'us_ofac_cons')).stored, CONS_RECORDS);
    // The last SDN entry of the file lies past the cut: still stored.
    const djibo = await t.db.query("SELECT 1 FROM list_records WHERE list = 'us_ofac_sdn' AND source_id = '32391'");
    assert.equal(djibo.rows.length, 1);
  });

  it('starts the service on the old data: health degraded with the reason, screening still finds the SDN', async () => {
    v = await startTestVigil({ db: t, dataDir }); // its start-up load refuses again, without crashing
    const body = (await v.vigil.server!.inject({ method: 'GET', url: '/healthz' })).json();
    assert.equal(body.status, 'degraded');
    assert.equal(body.screening.ready, true);
    const refused = Object.fromEntries(body.list_load_refusals.map((r: any) => [r.list, r]));
    assert.deepEqual(Object.keys(refused).sort(), ['us_ofac_cons', 'us_ofac_sdn']);
    assert.equal(refused.us_ofac_sdn.previous_records, SDN_RECORDS);
    assert.equal(refused.us_ofac_sdn.path, path.join(dataDir, SDN, '2099-01'));
    assert.match(refused.us_ofac_sdn.reason, /rows malformed/);
    assert.match(refused.us_ofac_sdn.message, /--accept-suspicious --list us_ofac_sdn/);
    assert.equal(body.lists.find((l: any) => l.list === 'us_ofac_sdn').records, SDN_RECORDS);

    const screener = (await v.vigil.corpus.get())!;
    const matches = screener.screen({ name: 'Ousmane Illiassou DJIBO' });
    assert.equal(matches[0]?.record.source_id, '32391');
  });

  it('a later normal snapshot loads and clears the refusal; health is ok again', async () => {
    fs.rmSync(path.join(dataDir, SDN, '2099-01'), { recursive: true });
    copySnapshot(dataDir, SDN, '2021-07', '2099-02'); // the same files as a newer snapshot
    fs.rmSync(path.join(dataDir, CONS, '2099-01'), { recursive: true }); // back to the active snapshot
    const summaries = await loadListsIntoDb(t.db, dataDir, logger);
    assert.deepEqual(summaries.map((s) => `${s.list}:${s.status}`).filter((s) => s.startsWith('us_ofac')), ['us_ofac_sdn:loaded', 'us_ofac_cons:unchanged']);
    const body = (await v!.vigil.server!.inject({ method: 'GET', url: '/healthz' })).json();
    assert.equal(body.status, 'ok');
    assert.deepEqual(body.list_load_refusals, []);
  });

  it('the override loads a suspicious snapshot', async () => {
    cutSdnSnapshot(dataDir, '2099-03');
    assert.equal((await loadListsIntoDb(t.db, dataDir, logger, { lists: ['us_ofac_sdn'] }))[0].status, 'refused');
    const [sdn] = await loadListsIntoDb(t.db, dataDir, logger, { acceptSuspicious: true, lists: ['us_ofac_sdn'] });
    assert.equal(sdn.status, 'loaded');
    assert.equal((await snapshotCounts(t, 'us_ofac_sdn')).records, sdn.records);
    assert.ok(sdn.records! < SDN_RECORDS);
    assert.equal((await t.db.query('SELECT 1 FROM list_load_refusals')).rows.length, 0);
  });
});

describe('vigil lists load on a suspicious snapshot', () => {
  it('exits non-zero naming the list, the counts and the override; --accept-suspicious loads it', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-guard-cli-'));
    const dataDir = path.join(home, 'data');
    copySnapshot(dataDir, SDN, '2021-07', '2021-07');
    // On PostgreSQL the CLI works in a throw-away schema (search_path through the URL's options).
    const t = process.env.DATABASE_URL ? await openTestDb() : undefined;
    const env: Record<string, string> = { ...(process.env as Record<string, string>), LOG_LEVEL: 'silent', VIGIL_HOME: home, VIGIL_DATA_DIR: dataDir };
    if (t) env.DATABASE_URL = `${process.env.DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${t.schema}`)}`;
    const vigil = (...args: string[]) => spawnSync(process.execPath, [bin, 'lists', ...args], { env, encoding: 'utf8' });
    try {
      const first = vigil('load');
      assert.equal(first.status, 0, first.stderr);
      assert.match(first.stdout, /us_ofac_sdn\s+loaded\s+8976 records/);

      cutSdnSnapshot(dataDir, '2099-01');
      const refused = vigil('load', '--force');
      assert.equal(refused.status, 1);
      assert.match(refused.stdout, /us_ofac_sdn\s+refused\s+6905 records, 5051 malformed/);
      assert.match(refused.stderr, /us_ofac_sdn: refused the snapshot .*2099-01 \(6905 records, 5051 malformed\)/);
      assert.match(refused.stderr, /previous snapshot \(8976 records\) stays active/);
      assert.match(refused.stderr, /vigil lists load --accept-suspicious --list us_ofac_sdn/);
      const status = vigil('status');
      assert.match(status.stdout, /us_ofac_sdn\s+8976 records/);
      assert.match(status.stdout, /REFUSED us_ofac_sdn/);

      const accepted = vigil('load', '--accept-suspicious', '--list', 'us_ofac_sdn');
      assert.equal(accepted.status, 0, accepted.stderr);
      assert.match(accepted.stdout, /us_ofac_sdn\s+loaded\s+6905 records/);
      assert.doesNotMatch(vigil('status').stdout, /REFUSED/);
    } finally {
      await t?.drop();
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
