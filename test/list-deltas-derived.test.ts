/**
 * List deltas leave derived record keys out (src/domain/list-deltas.ts DERIVED_RECORD_KEYS): a Vigil
 * upgrade that starts deriving `latest_term_start` for EveryPolitician records must not present every
 * record as changed (monitoring would rewrite every finding on them and reopen the cleared ones), while a
 * published field that moves still counts. Hand-written records; runs on PGlite or DATABASE_URL.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { migrate } from '../src/storage/migrate.js';
import { recordDelta, rememberPreviousRecords } from '../src/domain/list-deltas.js';
import { openTestDb, type TestDb } from './helpers/vigil.js';

let t: TestDb;
const record = (id: string, title: string, extra: Record<string, unknown> = {}) =>
  ({ list: 'everypolitician', source_id: id, name: `Member ${id}`, title, ...extra });

/** Replaces the list's records as a load does, in one transaction, and returns its delta. */
function store(records: Array<{ source_id: string }>) {
  return t.db.transaction(async (tx) => {
    await rememberPreviousRecords(tx, 'everypolitician');
    await tx.query('DELETE FROM list_records WHERE list = $1', ['everypolitician']);
    for (const r of records) {
      await tx.query('INSERT INTO list_records (list, source_id, record) VALUES ($1, $2, $3)', ['everypolitician', r.source_id, JSON.stringify(r)]);
    }
    return recordDelta(tx, 'everypolitician', '2015-11-30');
  });
}

before(async () => {
  t = await openTestDb();
  await migrate(t.db);
  await t.db.query(`INSERT INTO list_snapshots (list, source_name, source_path, fingerprint, record_count, malformed_count) VALUES ('everypolitician', 'EP', '/x', 'f', 2, 0)`);
  await store([record('a', 'Member (8th Sejm, 2015–)'), record('b', 'Member (7th Sejm, 2011–2015)')]);
});
after(async () => t?.drop());

test('a derived key added to every record is no change; a moved published field is', async () => {
  const same = await store([
    record('a', 'Member (8th Sejm, 2015–)', { latest_term_start: '2015-11-12' }),
    record('b', 'Member (7th Sejm, 2011–2015)', { latest_term_start: '2011-11-08' }),
  ]);
  assert.equal(same, null, 'only the derived key differs: no delta');
  const moved = await store([
    record('a', 'Member (8th Sejm, 2015–), PiS', { latest_term_start: '2015-11-12' }),
    record('b', 'Member (7th Sejm, 2011–2015)', { latest_term_start: '2011-11-08' }),
  ]);
  assert.deepEqual(moved && { added: moved.added, changed: moved.changed, removed: moved.removed }, { added: 0, changed: 1, removed: 0 }, 'the title moved: one changed record');
});
