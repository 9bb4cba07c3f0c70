/**
 * Monitoring across the UK OFSI Consolidated List's two published formats (issue 15 section 2): Vigil
 * starts on the 2018-04-13 legacy CSV, monitored checks screen people designated after it and people
 * delisted before 2025, then the 2025-04-14 XLSX (the 2022 format) is loaded. The targets are the
 * same `Group ID`s in both formats, so the delta is by target: people designated in between get a
 * `new` finding, delisted ones are `cleared` with the 2025-04-14 date, and the monitored findings
 * equal a fresh check's. A target present in both files is `changed` when its published content moved
 * (the 2022 format adds non-Latin names, alias quality and designation dates), so `updated` findings
 * are expected on such targets, and only on them.
 *
 * The data dir is a temporary folder of symbolic links to ../shared/data's two OFSI snapshots.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOfsi } from '../src/lists/ofsi.js';
import type { ListRecord } from '../src/lists/types.js';
import { loadListsIntoDb } from '../src/domain/list-data.js';
import { createLogger } from '../src/log.js';
import { apiClient, SHARED_DATA, startTestVigil, waitForCheck, type TestVigil } from './helpers/vigil.js';

const OFSI = path.join(SHARED_DATA, 'lists/gb_ofsi_conlist');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-monitoring-ofsi-'));
const listDir = path.join(dataDir, 'lists/gb_ofsi_conlist');

let v: TestVigil;
let auth: string;
let api: ReturnType<typeof apiClient>;
let designated: ListRecord[];
let delisted: ListRecord[];
const checks: Record<'designated' | 'delisted', string> = { designated: '', delisted: '' };
const key = (r: ListRecord) => `gb_ofsi:${r.source_id}`;
const every = <T>(xs: T[], n: number) => xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / n)) === 0).slice(0, n);

async function createCheck(name: string, people: ListRecord[], monitored: boolean): Promise<string> {
  const res = await api('POST', '/compliance', {
    name,
    sanction_monitoring_enabled: monitored,
    entities: people.map((p) => ({ name: p.name, entity_type: 'individual' })),
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const done = await waitForCheck(v, auth, res.body.external_id);
  assert.equal(done.status, 'completed', JSON.stringify(done).slice(0, 300));
  return res.body.external_id;
}

interface Row {
  entity: string;
  record_keys: string[];
  monitoring_status: string;
  delisted_on: string | null;
  cleared: boolean;
}
const findings = async (checkId: string) =>
  (await v.vigil.db.query<Row>(
    `SELECT e.name AS entity, r.record_keys, r.monitoring_status, r.delisted_on, r.cleared_at IS NOT NULL AS cleared
       FROM compliance_results r JOIN screened_entities e ON e.id = r.entity_id WHERE r.check_id = $1`,
    [checkId],
  )).rows;

before(async () => {
  const [old, cur] = await Promise.all([loadOfsi(path.join(OFSI, '2018-04-13')), loadOfsi(path.join(OFSI, '2025-04-14'))]);
  const oldIds = new Set(old.records.map((r) => r.source_id));
  const curIds = new Set(cur.records.map((r) => r.source_id));
  designated = every(cur.records.filter((r) => r.entity_type === 'individual' && !oldIds.has(r.source_id)), 12);
  delisted = every(old.records.filter((r) => r.entity_type === 'individual' && !curIds.has(r.source_id)), 12);

  fs.mkdirSync(listDir, { recursive: true });
  fs.symlinkSync(path.join(OFSI, '2018-04-13'), path.join(listDir, '2018-04-13'));
  v = await startTestVigil({ dataDir, config: { monitoring: { pollSeconds: 1, leaseSeconds: 30, chunkSize: 50, listFetchCron: '' } } });
  auth = await v.auth('OFSI Monitoring Bank');
  api = apiClient(v, () => auth);
  checks.designated = await createCheck('Designated after 2018', designated, true);
  checks.delisted = await createCheck('Delisted before 2025', delisted, true);

  fs.symlinkSync(path.join(OFSI, '2025-04-14'), path.join(listDir, '2025-04-14'));
  const [summary] = await loadListsIntoDb(v.vigil.db, dataDir, createLogger('silent'), { lists: ['gb_ofsi'] });
  assert.equal(summary.status, 'loaded', JSON.stringify(summary));
  const deadline = Date.now() + 120_000;
  while ((await v.vigil.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM list_deltas WHERE status <> 'done'`)).rows[0].n > 0) {
    assert.ok(Date.now() < deadline, 'the list change is applied within 2 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
});
after(async () => {
  await v?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('people designated between the two OFSI publications get a new finding on their Group ID', async () => {
  const rows = await findings(checks.designated);
  for (const r of designated) {
    const f = rows.find((x) => x.entity === r.name && !x.cleared && x.record_keys.includes(key(r)));
    assert.ok(f, `${r.name} (Group ID ${r.source_id}) is found after the update`);
    assert.equal(f.monitoring_status, 'new', `${r.name}: new`);
  }
});

test('people delisted in between are cleared with the date of the 2025 publication', async () => {
  const rows = await findings(checks.delisted);
  for (const r of delisted) {
    const own = rows.filter((x) => x.entity === r.name && x.record_keys.includes(key(r)));
    assert.equal(own.length, 1, `${r.name} (Group ID ${r.source_id}) keeps its finding`);
    assert.deepEqual([own[0].monitoring_status, own[0].cleared, own[0].delisted_on], ['cleared', true, '2025-04-14'], `${r.name}: cleared, delisted 2025-04-14`);
  }
});

test('nothing else: updated findings only on targets whose content changed; the findings equal a fresh check', async () => {
  const delta = (await v.vigil.db.query<{ added: string[]; changed: string[]; removed: string[] }>(
    `SELECT added, changed, removed FROM list_deltas WHERE list = 'gb_ofsi' ORDER BY id DESC LIMIT 1`,
  )).rows[0];
  const keys = (ids: string[]) => new Set(ids.map((id) => `gb_ofsi:${id}`));
  const changed = keys(delta.changed);
  const addedOrChanged = keys([...delta.added, ...delta.changed]);
  for (const [name, people] of [['designated', designated], ['delisted', delisted]] as const) {
    const monitored = await findings(checks[name]);
    for (const f of monitored) {
      if (f.monitoring_status === 'updated') assert.ok(f.record_keys.some((k) => changed.has(k)), `updated ${f.entity}: its target changed`);
      if (f.monitoring_status === 'new') assert.ok(f.record_keys.some((k) => addedOrChanged.has(k)), `new ${f.entity}: an added or changed target`);
    }
    const fresh = await findings(await createCheck(`fresh ${name}`, people, false));
    const active = (rows: Row[]) => rows.filter((f) => !f.cleared).map((f) => `${f.entity} -> ${f.record_keys.join(' ')}`).sort();
    assert.deepEqual(active(monitored), active(fresh), `${name}: monitored findings = fresh findings`);
  }
});
