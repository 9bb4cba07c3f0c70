/**
 * HTTP contract without list data: authentication (401/403 bodies), validation errors (DRF shape),
 * tenant isolation of ids, and the "no list data" behaviour (health degraded, check fails with a reason).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestVigil, waitForCheck, type TestVigil } from './helpers/vigil.js';

let v: TestVigil;
let auth: string;
const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-empty-'));

before(async () => {
  v = await startTestVigil({ dataDir: emptyDir });
  auth = await v.auth('Acme Bank');
});
after(async () => {
  await v.close();
  fs.rmSync(emptyDir, { recursive: true, force: true });
});

const inject = (opts: { method?: 'GET' | 'POST'; url: string; auth?: string; body?: unknown }) =>
  v.vigil.server!.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers: opts.auth ? { authorization: opts.auth } : {},
    payload: opts.body as never,
  });

const validEntity = { name: 'Jane Doe', entity_type: 'individual' };

test('missing Authorization header answers 401 with the DRF detail', async () => {
  const res = await inject({ url: '/ext/v3/compliance' });
  assert.equal(res.statusCode, 401);
  assert.deepEqual(res.json(), { detail: 'Authentication credentials were not provided.' });
});

test('a wrong key answers 401 Invalid token', async () => {
  const res = await inject({ url: '/ext/v3/compliance', auth: 'Bearer vgl_not-a-real-key' });
  assert.equal(res.statusCode, 401);
  assert.deepEqual(res.json(), { detail: 'Invalid token.' });
});

test('a read-only key may read but a write answers 403', async () => {
  const ro = await v.auth('Acme Bank', { readOnly: true });
  assert.equal((await inject({ url: '/ext/v3/compliance', auth: ro })).statusCode, 200);
  const res = await inject({ method: 'POST', url: '/ext/v3/compliance', auth: ro, body: { name: 'x', entities: [validEntity] } });
  assert.equal(res.statusCode, 403);
  assert.deepEqual(res.json(), { detail: 'You do not have permission to perform this action.' });
});

test('a blank name is a 400 under errors.name', async () => {
  const res = await inject({ method: 'POST', url: '/ext/v3/compliance', auth, body: { name: '   ', entities: [validEntity] } });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().errors.name, ['This field may not be blank.']);
  assert.deepEqual(res.json().non_field_errors, []);
});

test('neither company_id nor entities is a non-field 400', async () => {
  const res = await inject({ method: 'POST', url: '/ext/v3/compliance', auth, body: { name: 'Check' } });
  assert.equal(res.statusCode, 400);
  assert.match(res.json().non_field_errors[0], /company_id or entities/);
});

test('bad entity_type, bad date_of_birth and missing entity name name their fields', async () => {
  const res = await inject({
    method: 'POST',
    url: '/ext/v3/compliance',
    auth,
    body: {
      name: 'Check',
      entities: [
        { name: 'A', entity_type: 'robot' },
        { name: 'B', entity_type: 'individual', date_of_birth: '1990-13' },
        { entity_type: 'company' },
      ],
    },
  });
  assert.equal(res.statusCode, 400);
  const errors = res.json().errors;
  assert.deepEqual(errors['entities[0].entity_type'], ['"robot" is not a valid choice.']);
  assert.match(errors['entities[1].date_of_birth'][0], /YYYY, YYYY-MM, YYYY-MM-DD/);
  assert.deepEqual(errors['entities[2].name'], ['This field is required.']);
});

test('an impossible calendar date is rejected, a partial date accepted', async () => {
  const bad = await inject({
    method: 'POST',
    url: '/ext/v3/compliance',
    auth,
    body: { name: 'Check', entities: [{ ...validEntity, date_of_birth: '1990-02-30' }] },
  });
  assert.equal(bad.statusCode, 400);
  assert.ok(bad.json().errors['entities[0].date_of_birth']);
  const ok = await inject({
    method: 'POST',
    url: '/ext/v3/compliance',
    auth,
    body: { name: 'Check', entities: [{ ...validEntity, date_of_birth: '1990-02' }] },
  });
  assert.equal(ok.statusCode, 201);
});

test('an unknown company_id is a 400 on company_id', async () => {
  const res = await inject({
    method: 'POST',
    url: '/ext/v3/compliance',
    auth,
    body: { name: 'Check', company_id: '8a4f3c3e-7f5e-4d6e-9a43-6a7e51d2b001' },
  });
  assert.equal(res.statusCode, 400);
  assert.match(res.json().errors.company_id[0], /Unknown company/);
  assert.deepEqual(res.json().non_field_errors, []);
});

test('a string where a boolean is expected is a 400, not coerced', async () => {
  const res = await inject({
    method: 'POST',
    url: '/ext/v3/compliance',
    auth,
    body: { name: 'Check', entities: [validEntity], ubo_screening_enabled: 'maybe' },
  });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().errors.ubo_screening_enabled, ['Must be a valid boolean.']);
});

test('malformed JSON is a 400, nothing stored', async () => {
  const before = (await inject({ url: '/ext/v3/compliance', auth })).json().total_results;
  const res = await v.vigil.server!.inject({
    method: 'POST',
    url: '/ext/v3/compliance',
    headers: { authorization: auth, 'content-type': 'application/json' },
    payload: '{"name": "x", "entities": [',
  });
  assert.equal(res.statusCode, 400);
  assert.equal((await inject({ url: '/ext/v3/compliance', auth })).json().total_results, before);
});

test('health says loudly that screening has no data', async () => {
  const res = await v.vigil.server!.inject({ method: 'GET', url: '/healthz' });
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.status, 'degraded');
  assert.equal(body.database.ok, true);
  assert.equal(body.queue.ok, true);
  assert.equal(body.screening.ready, false);
  assert.match(body.screening.message, /VIGIL_DATA_DIR/);
  assert.deepEqual(body.lists, []);
});

test('without list data a check fails with a clear reason instead of completing empty', async () => {
  const created = await inject({ method: 'POST', url: '/ext/v3/compliance', auth, body: { name: 'No data', entities: [validEntity] } });
  assert.equal(created.statusCode, 201);
  const check = await waitForCheck(v, auth, created.json().external_id);
  assert.equal(check.status, 'failed');
  assert.match(check.failure_reason, /no list data/i);
  assert.equal(check.compliance_score, '');
});

test("another organisation's check id answers 404, and is absent from its list", async () => {
  const created = await inject({ method: 'POST', url: '/ext/v3/compliance', auth, body: { name: 'Mine', entities: [validEntity] } });
  const id = created.json().external_id;
  const other = await v.auth('Other Fintech');
  for (const url of [`/ext/v3/compliance/${id}`, `/ext/v3/compliance/${id}/results`]) {
    const res = await inject({ url, auth: other });
    assert.equal(res.statusCode, 404, url);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
  }
  const list = (await inject({ url: '/ext/v3/compliance', auth: other })).json();
  assert.equal(list.total_results, 0);
  assert.equal((await inject({ url: `/ext/v3/compliance/${id}`, auth })).statusCode, 200);
  assert.equal((await inject({ url: '/ext/v3/compliance/not-a-uuid', auth })).statusCode, 404);
});
