/**
 * The compliance read cache (src/http/read-cache.ts): answers are served from memory between changes,
 * and every committed change (API, worker, an operator's SQL) drops them at once through the trigger
 * of migration 014; a read that raced a write is not stored; a lost LISTEN turns the cache off; one
 * organisation's cached answers never reach another.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../src/storage/db.js';
import { ReadCache } from '../src/http/read-cache.js';
import { apiClient, startTestVigil, waitForCheck, type TestVigil } from './helpers/vigil.js';

/** A Db stand-in that only records the LISTEN callbacks. */
function fakeDb() {
  const calls: { notify?: (p: string) => void; lost?: () => void } = {};
  const db = {
    listen: async (_channel: string, notify: (p: string) => void, lost?: () => void) => {
      calls.notify = notify;
      calls.lost = lost;
      return { stop: async () => undefined, sync: async () => undefined };
    },
  } as unknown as Db;
  return { db, calls };
}

const OPTIONS = { maxEntries: 3, maxBodyBytes: 100, ttlSeconds: 60 };

test('unit: stores and serves per organisation, drops on notification, refuses a raced answer', async () => {
  const { db, calls } = fakeDb();
  const cache = new ReadCache(db, OPTIONS);
  await cache.start();
  assert.equal(cache.enabled, true, 'enabled once listening');
  const g = cache.generation('org-a');
  cache.set('org-a', '/x', '{"a":1}', g);
  assert.equal(cache.get('org-a', '/x'), '{"a":1}');
  assert.equal(cache.get('org-b', '/x'), undefined, 'another organisation never gets it');

  calls.notify!('org-b');
  assert.equal(cache.get('org-a', '/x'), '{"a":1}', "another organisation's change keeps it");
  calls.notify!('org-a');
  assert.equal(cache.get('org-a', '/x'), undefined, 'a change of the organisation drops it');

  const raced = cache.generation('org-a');
  calls.notify!('org-a'); // a write commits while the answer is computed
  cache.set('org-a', '/x', '{"stale":1}', raced);
  assert.equal(cache.get('org-a', '/x'), undefined, 'an answer computed across a change is not stored');

  cache.set('org-a', '/big', 'x'.repeat(101), cache.generation('org-a'));
  assert.equal(cache.get('org-a', '/big'), undefined, 'answers above maxBodyBytes are not kept');
  for (const k of ['/1', '/2', '/3', '/4']) cache.set('org-a', k, '1', cache.generation('org-a'));
  assert.equal(cache.get('org-a', '/1'), undefined, 'the oldest entry is evicted beyond maxEntries');
  assert.equal(cache.get('org-a', '/4'), '1');
  await cache.close();
});

test('unit: a lost LISTEN connection empties and disables the cache; answers begun before it are not stored', async () => {
  const { db, calls } = fakeDb();
  const cache = new ReadCache(db, { ...OPTIONS, retrySeconds: 3600 });
  await cache.start();
  cache.set('org-a', '/x', '1', cache.generation('org-a'));
  const begun = cache.generation('org-a');
  calls.lost!();
  assert.equal(cache.enabled, false, 'disabled after the loss');
  assert.equal(cache.get('org-a', '/x'), undefined, 'emptied');
  await cache.start(); // the retry succeeds
  cache.set('org-a', '/y', '1', begun);
  assert.equal(cache.get('org-a', '/y'), undefined, 'an answer begun before the loss is not stored after it');
  await cache.close();
});

let v: TestVigil;
let auth: string;
let api: ReturnType<typeof apiClient>;
before(async () => {
  v = await startTestVigil();
  auth = await v.auth('Cache Bank');
  api = apiClient(v, () => auth);
});
after(() => v.close());

test('a check polled while it runs shows every state; SQL changes are seen at once; other organisations get 404', async () => {
  const created = await api('POST', '/compliance', { name: 'Cache check', entities: [{ name: 'Nicolas MADURO MOROS', entity_type: 'individual' }] });
  assert.equal(created.status, 201);
  const id = created.body.external_id;
  const done = await waitForCheck(v, auth, id); // polls GET /compliance/{id}: a stale cache would never see completed
  assert.equal(done.status, 'completed');
  const results = await api('GET', `/compliance/${id}/results`);
  assert.ok(results.body.total_results >= 1, 'Maduro is found');

  // Prove answers come from the cache: a change made with triggers off (replica mode) is not seen...
  const first = await api('GET', `/compliance/${id}`);
  await v.vigil.db.transaction(async (tx) => {
    await tx.query("SET LOCAL session_replication_role = 'replica'");
    await tx.query("UPDATE compliance_checks SET name = 'renamed silently' WHERE id = $1", [id]);
  });
  assert.equal((await api('GET', `/compliance/${id}`)).body.name, first.body.name, 'served from the cache');
  // ...and a normal change, by SQL outside the API, drops the entry through the trigger before the
  // next read (on a server the read first syncs the LISTEN connection).
  await v.vigil.db.query("UPDATE compliance_checks SET name = 'renamed by an operator' WHERE id = $1", [id]);
  assert.equal((await api('GET', `/compliance/${id}`)).body.name, 'renamed by an operator', 'the change is seen by the next read');

  // A review decision moves the counts in the next read of the check and of its list.
  const listBefore = (await api('GET', '/compliance')).body.results.find((c: { external_id: string }) => c.external_id === id);
  const patched = await api('PATCH', `/compliance/${id}/results/${results.body.results[0].external_id}`, { review_status: 'escalated', reason: 'Check the date of birth.' });
  assert.equal(patched.status, 200, JSON.stringify(patched.body));
  const listAfter = (await api('GET', '/compliance')).body.results.find((c: { external_id: string }) => c.external_id === id);
  assert.equal(listAfter.reviewed_results_count, listBefore.reviewed_results_count + 1, 'the list shows the decision');
  const filtered = await api('GET', `/compliance/${id}/results?review_status=escalated`);
  assert.equal(filtered.body.total_results, 1, 'the results filter sees the decision');

  const other = await v.auth('Other Bank');
  assert.equal((await api('GET', `/compliance/${id}`, undefined, other)).status, 404, 'a cached answer never reaches another organisation');
  assert.equal((await api('GET', `/compliance/${id}/results`, undefined, other)).status, 404);
  assert.equal((await api('GET', '/compliance', undefined, other)).body.total_results, 0);
});
