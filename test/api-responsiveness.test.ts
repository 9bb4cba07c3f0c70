/**
 * The API stays responsive while the in-process worker screens a large check: on the embedded
 * database (real list data), GETs sent while a 1,000-entity check runs are answered within 200 ms
 * (95% of them; none takes a second).
 * It froze the service for 30–60 s before the check job yielded to the event loop between entity
 * batches and `compliance_results.entity_id` got its index (migration 009). The one timed test the
 * issue asks for; other speed targets live in `npm run bench:api`.
 */
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestVigil, waitForCheck, type TestVigil } from './helpers/vigil.js';

const EVAL = process.env.VIGIL_EVAL_DIR ?? new URL('../../shared/eval/', import.meta.url).pathname;
const LIMIT_MS = 200;

/** The first `n` full names of an eval CSV (first column; quoted fields are skipped over, the name never is). */
function names(file: string, n: number): string[] {
  return fs
    .readFileSync(`${EVAL}/screening/${file}`, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0].trim())
    .filter(Boolean)
    .slice(0, n);
}

let v: TestVigil;
let auth: string;
before(async () => {
  v = await startTestVigil({ rateLimitPerMinute: 100_000 });
  auth = await v.auth('Responsiveness Org');
});
after(() => v?.close());

test('GETs are answered within 200 ms while a 1,000-entity check runs', async () => {
  // UN-listed people (most give findings) and US people (mostly none): 1,000 real names.
  const people = [...names('positives_un.csv', 600), ...names('negatives_us.csv', 400)];
  assert.equal(people.length, 1000);
  const entities = people.map((name) => ({ name, entity_type: 'individual' }));
  const server = v.vigil.server!;
  // Warm-up, not what this test measures: the first screening of a process and the first request of
  // each route are slow once (compilation, the OpenAPI document is built on first use).
  const small = await server.inject({ method: 'POST', url: '/ext/v3/compliance', headers: { authorization: auth }, payload: { name: 'Warm-up', entities: entities.slice(0, 3) } });
  const smallId = small.json().external_id;
  await waitForCheck(v, auth, smallId);
  for (const url of ['/ext/v3/compliance', '/openapi.json', `/ext/v3/compliance/${smallId}/results?page_size=10`]) {
    await server.inject({ method: 'GET', url, headers: { authorization: auth } });
  }
  const created = await server.inject({ method: 'POST', url: '/ext/v3/compliance', headers: { authorization: auth }, payload: { name: 'Big', entities } });
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().external_id;

  const timings: { url: string; ms: number; i: number }[] = [];
  let finished = false;
  const done = waitForCheck(v, auth, id, 300_000).finally(() => (finished = true));
  // Not GET /compliance/{id}: with 1,000 entities its own serialisation takes ~100 ms on a busy machine.
  const urls = ['/ext/v3/compliance', '/openapi.json', `/ext/v3/compliance/${id}/results?page_size=10`];
  for (let i = 0; !finished; i++) {
    const url = urls[i % urls.length];
    const t0 = performance.now();
    const res = await server.inject({ method: 'GET', url, headers: { authorization: auth } });
    timings.push({ url, ms: performance.now() - t0, i });
    assert.equal(res.statusCode, 200, res.body);
    await new Promise((r) => setTimeout(r, 20));
  }
  const check = await done;
  assert.equal(check.status, 'completed');
  assert.ok(timings.length >= 10, `only ${timings.length} requests were sent while the check ran`);
  const slow = timings.filter((t) => t.ms > LIMIT_MS);
  const worst = Math.max(...timings.map((t) => t.ms));
  if (process.env.DEBUG_TIMINGS) console.log(JSON.stringify(timings.sort((a, b) => b.ms - a.ms).slice(0, 12)));
  // CI runs two test files at once on two cores, so a GET now and then waits for the other file's
  // work: 95% within 200 ms and none over a second (the old code answered nothing for 30–60 s).
  assert.ok(slow.length <= timings.length * 0.05, `${slow.length} of ${timings.length} GETs took over ${LIMIT_MS} ms (worst ${worst.toFixed(0)} ms)`);
  assert.ok(worst < 1000, `the slowest GET took ${worst.toFixed(0)} ms`);
});
