/**
 * Ongoing monitoring on the real OFAC SDN snapshots (issue 15 section 2): Vigil starts on the
 * 2019-01 SDN file, monitored checks screen people designated later, people delisted later and people
 * listed in both, then the 2021-07 file is loaded. People designated in between get a `new` finding,
 * delisted ones a `cleared` one with the date, an unmonitored check is left alone, every change is
 * explained by the delta, each changed check gets one compliance_check.results.new, an analyst's
 * false positive stays silent while its record is unchanged, and the monitored findings equal those of
 * a fresh check on the new data (equivalence).
 *
 * The data dir is a temporary folder of symbolic links to ../shared/data's two SDN snapshots (the
 * files themselves are read where they are).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOfac } from '../src/lists/ofac.js';
import type { ListRecord } from '../src/lists/types.js';
import { loadListsIntoDb } from '../src/domain/list-data.js';
import { createLogger } from '../src/log.js';
import { apiClient, SHARED_DATA, startTestVigil, waitForCheck, type TestVigil } from './helpers/vigil.js';

const SDN = path.join(SHARED_DATA, 'lists/us_ofac_sdn');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-monitoring-'));
const sdnDir = path.join(dataDir, 'lists/us_ofac_sdn');

let v: TestVigil;
let auth: string;
let api: ReturnType<typeof apiClient>;
let older: Map<string, ListRecord>;
let newer: Map<string, ListRecord>;
const pick = <T>(xs: T[], n: number) => xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / n)) === 0).slice(0, n);
const key = (r: ListRecord) => `us_ofac_sdn:${r.source_id}`;

/** Negatives: real US-resident names from the screening evaluation set (on no list). */
function negatives(n: number): string[] {
  const file = path.resolve(SHARED_DATA, '../eval/screening/negatives_us.csv');
  return fs.readFileSync(file, 'utf8').split('\n').slice(1, n + 1).map((l) => l.split(',')[0].trim()).filter(Boolean);
}

async function createCheck(name: string, people: string[], monitored: boolean): Promise<string> {
  const res = await api('POST', '/compliance', {
    name,
    sanction_monitoring_enabled: monitored,
    entities: people.map((p) => ({ name: p, entity_type: 'individual' })),
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const done = await waitForCheck(v, auth, res.body.external_id);
  assert.equal(done.status, "completed", JSON.stringify(done).slice(0, 400));
  return res.body.external_id;
}

interface Finding {
  external_id: string;
  name: string;
  entity: { name: string };
  record_keys: string[];
  monitoring_status: string;
  delisted_on: string | null;
  cleared_at: string | null;
  review_status: string;
}

async function findings(checkId: string): Promise<Finding[]> {
  const rows = await v.vigil.db.query<Finding & { entity_name: string }>(
    `SELECT r.id AS external_id, r.name, e.name AS entity_name, r.record_keys, r.monitoring_status, r.delisted_on,
            r.cleared_at::text, r.review_status
       FROM compliance_results r JOIN screened_entities e ON e.id = r.entity_id WHERE r.check_id = $1`,
    [checkId],
  );
  return rows.rows.map((r) => ({ ...r, entity: { name: r.entity_name } }));
}

const active = (fs: Finding[], entity: string) => fs.filter((f) => f.entity.name === entity && !f.cleared_at);

let added: ListRecord[];
let removed: ListRecord[];
let unchanged: ListRecord[];
let changedRecord: ListRecord;
let checks: { designated: string; delisted: string; steady: string; unmonitored: string };
let silencedId: string;
let reopenedId: string;

before(async () => {
  const [a, b] = await Promise.all([loadOfac(path.join(SDN, '2019-01'), 'us_ofac_sdn'), loadOfac(path.join(SDN, '2021-07'), 'us_ofac_sdn')]);
  older = new Map(a.records.map((r) => [r.source_id, r]));
  newer = new Map(b.records.map((r) => [r.source_id, r]));
  const people = (rs: ListRecord[]) => rs.filter((r) => r.entity_type === 'individual');
  added = pick(people(b.records.filter((r) => !older.has(r.source_id))), 12);
  removed = pick(people(a.records.filter((r) => !newer.has(r.source_id))), 12);
  const same = people(b.records.filter((r) => older.has(r.source_id) && JSON.stringify(older.get(r.source_id)) === JSON.stringify(r)));
  unchanged = pick(same, 8);
  changedRecord = people(b.records.filter((r) => older.has(r.source_id) && JSON.stringify(older.get(r.source_id)) !== JSON.stringify(r)))[0];

  fs.mkdirSync(sdnDir, { recursive: true });
  fs.symlinkSync(path.join(SDN, '2019-01'), path.join(sdnDir, '2019-01'));
  v = await startTestVigil({ dataDir, config: { monitoring: { pollSeconds: 1, leaseSeconds: 30, chunkSize: 7, listFetchCron: '' } } });
  auth = await v.auth('Monitoring Bank');
  api = apiClient(v, () => auth);
  checks = {
    designated: await createCheck('Designated later', added.map((r) => r.name), true),
    delisted: await createCheck('Delisted later', removed.map((r) => r.name), true),
    steady: await createCheck('Listed throughout', [...unchanged.map((r) => r.name), changedRecord.name, ...negatives(20)], true),
    unmonitored: await createCheck('Not monitored', added.map((r) => r.name), false),
  };
  // Two analyst decisions before the update: a false positive on an unchanged record, one on a changed record.
  const steady = await findings(checks.steady);
  const onUnchanged = steady.find((f) => f.record_keys.includes(key(unchanged[0])));
  const onChanged = steady.find((f) => f.record_keys.includes(key(changedRecord)));
  assert.ok(onUnchanged && onChanged, 'both listed people are found on the 2019 list');
  silencedId = onUnchanged.external_id;
  reopenedId = onChanged.external_id;
  for (const id of [silencedId, reopenedId]) {
    const res = await api('PATCH', `/compliance/${checks.steady}/results/${id}`, { review_status: 'false_positive', reason: 'Different person (test decision).' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }

  // The newer snapshot arrives and is loaded; the worker applies its delta.
  fs.symlinkSync(path.join(SDN, '2021-07'), path.join(sdnDir, '2021-07'));
  const [summary] = await loadListsIntoDb(v.vigil.db, dataDir, createLogger('silent'), { lists: ['us_ofac_sdn'] });
  assert.equal(summary.status, 'loaded', JSON.stringify(summary));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const open = await v.vigil.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM list_deltas WHERE status <> 'done'`);
    if (open.rows[0].n === 0) break;
    assert.ok(Date.now() < deadline, 'the list change is applied within 2 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
});
after(async () => {
  await v?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the delta of the two SDN snapshots is recorded by publisher id', async () => {
  const delta = (await v.vigil.db.query<{ added: string[]; changed: string[]; removed: string[]; published_on: string }>(
    `SELECT added, changed, removed, published_on FROM list_deltas WHERE list = 'us_ofac_sdn' ORDER BY id DESC LIMIT 1`,
  )).rows[0];
  const expectAdded = [...newer.keys()].filter((id) => !older.has(id));
  const expectRemoved = [...older.keys()].filter((id) => !newer.has(id));
  assert.deepEqual(new Set(delta.added), new Set(expectAdded));
  assert.deepEqual(new Set(delta.removed), new Set(expectRemoved));
  assert.ok(delta.changed.includes(changedRecord.source_id), 'a record whose content moved is changed');
  assert.ok(!delta.changed.includes(unchanged[0].source_id), 'an identical record is not');
  assert.equal(delta.published_on, '2021-07');
});

test('people designated in between get a new finding; delisted ones are cleared with the date; nothing is deleted', async () => {
  const designated = await findings(checks.designated);
  for (const r of added) {
    const f = active(designated, r.name).find((x) => x.record_keys.includes(key(r)));
    assert.ok(f, `${r.name} (SDN ${r.source_id}) is found after the update`);
    assert.equal(f.monitoring_status, 'new', `${r.name}: new`);
  }
  const delisted = await findings(checks.delisted);
  for (const r of removed) {
    const own = delisted.filter((x) => x.entity.name === r.name && x.record_keys.includes(key(r)));
    assert.equal(own.length, 1, `${r.name} (SDN ${r.source_id}) keeps its finding`);
    assert.equal(own[0].monitoring_status, 'cleared', `${r.name}: cleared`);
    assert.ok(own[0].cleared_at, `${r.name}: cleared_at set`);
    assert.equal(own[0].delisted_on, '2021-07', `${r.name}: delisted with the snapshot date`);
  }
  const unmonitored = await findings(checks.unmonitored);
  assert.ok(unmonitored.every((f) => f.monitoring_status === ''), 'a check without monitoring is not touched');
});

test('nothing else: every change is explained by a record the delta added, changed or removed', async () => {
  const delta = (await v.vigil.db.query<{ added: string[]; changed: string[]; removed: string[] }>(
    `SELECT added, changed, removed FROM list_deltas WHERE list = 'us_ofac_sdn' ORDER BY id DESC LIMIT 1`,
  )).rows[0];
  const keys = (ids: string[]) => new Set(ids.map((id) => `us_ofac_sdn:${id}`));
  const addedOrChanged = keys([...delta.added, ...delta.changed]);
  const touched = keys([...delta.added, ...delta.changed, ...delta.removed]);
  for (const checkId of [checks.designated, checks.delisted, checks.steady]) {
    const all = await findings(checkId);
    for (const f of all) {
      if (f.monitoring_status === 'new') assert.ok(f.record_keys.some((k) => addedOrChanged.has(k)), `new ${f.name} comes from an added or changed record`);
      if (f.monitoring_status === 'updated') assert.ok(f.record_keys.some((k) => touched.has(k)), `updated ${f.name} comes from a record of the delta`);
      if (f.monitoring_status === 'cleared' && !f.record_keys.some((k) => touched.has(k))) {
        // The one other cause: a record of the delta now matches the same person better and displaces
        // the weaker match (the engine keeps candidates within a ratio of the best one: screening/index.ts).
        const displacedBy = all.find((g) => g.entity.name === f.entity.name && g.monitoring_status === 'new');
        assert.ok(displacedBy, `cleared ${f.name} (${f.record_keys.join(' ')}) of ${f.entity.name}: its record left or changed, or a new match displaced it`);
      }
    }
  }
});

test('an analyst false positive stays silent while its record is unchanged, and is raised again when it changes', async () => {
  const steady = await findings(checks.steady);
  const silenced = steady.find((f) => f.external_id === silencedId)!;
  assert.equal(silenced.review_status, 'false_positive');
  assert.equal(silenced.monitoring_status, '', 'not raised again');
  const reopened = steady.find((f) => f.external_id === reopenedId)!;
  assert.equal(reopened.monitoring_status, 'updated', 'its record changed');
  assert.equal(reopened.review_status, 'open', 'the decision is reopened');
});

test('one compliance_check.results.new per changed check, with the counts', async () => {
  for (const [name, checkId] of Object.entries(checks)) {
    const events = (await v.vigil.db.query<{ data: { monitoring: Record<string, number> } }>(
      `SELECT data FROM webhook_events WHERE subject_id = $1 AND event_type = 'compliance_check.results.new'`,
      [checkId],
    )).rows;
    const fs = await findings(checkId);
    const count = (s: string) => fs.filter((f) => f.monitoring_status === s).length;
    if (name === 'unmonitored') {
      assert.equal(events.length, 0, 'no event for a check without monitoring');
      continue;
    }
    assert.equal(events.length, 1, `${name}: one event`);
    const m = events[0].data.monitoring;
    assert.deepEqual(
      [m.new_results_count, m.updated_results_count, m.cleared_results_count],
      [count('new'), count('updated'), count('cleared')],
      `${name}: the event's counts are the findings' states`,
    );
  }
  const designated = (await api('GET', `/compliance/${checks.designated}`)).body;
  assert.equal(designated.sanction_score === 'high' || designated.sanction_score === 'medium', true, 'scores follow the new findings');
});

test('equivalence: the monitored findings equal those of a fresh check on the new data', async () => {
  for (const checkId of [checks.designated, checks.delisted, checks.steady]) {
    const monitored = await findings(checkId);
    const entities = [...new Set(monitored.map((f) => f.entity.name))];
    const people = (await v.vigil.db.query<{ name: string }>('SELECT name FROM screened_entities WHERE check_id = $1 ORDER BY position', [checkId])).rows.map((r) => r.name);
    const fresh = await findings(await createCheck(`Fresh ${checkId}`, people, false));
    for (const person of new Set([...entities, ...people])) {
      const a = active(monitored, person).map((f) => f.record_keys.join(' ')).sort();
      const b = active(fresh, person).map((f) => f.record_keys.join(' ')).sort();
      assert.deepEqual(a, b, `${person}: monitored findings = fresh findings`);
    }
  }
});

test('the scheduled list fetch is a pg-boss cron job with the configured schedule (tests run without it)', async () => {
  const { scheduleListFetch, LIST_FETCH_QUEUE } = await import('../src/monitoring/worker.js');
  const boss = v.vigil.boss;
  assert.ok(!(await boss.getSchedules()).some((s) => s.name === LIST_FETCH_QUEUE), 'an empty VIGIL_LIST_FETCH_CRON schedules nothing');
  await scheduleListFetch(boss, '0 4 1 1 *', async () => undefined, createLogger('silent'));
  const schedule = (await boss.getSchedules()).find((s) => s.name === LIST_FETCH_QUEUE);
  assert.equal(schedule?.cron, '0 4 1 1 *', 'scheduled with the configured cron');
  await scheduleListFetch(boss, '', async () => undefined, createLogger('silent'));
  assert.ok(!(await boss.getSchedules()).some((s) => s.name === LIST_FETCH_QUEUE), 'an empty cron removes it');
});
