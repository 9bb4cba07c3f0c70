/**
 * No input is a server error: every /ext/v3 endpoint is sent hostile values (wrong types, NUL and
 * lone surrogates, huge strings and numbers, malformed ids, repeated and unknown query parameters,
 * bodies that are not objects, deep nesting) and must answer below 500. A 4xx is the client's
 * error reported; a 500 is a bug (typically a value reaching the database unchecked). This is the
 * fixed-corpus version of a 25,840-request fuzzing run that found NUL and surrogate 500s.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestVigil, type TestVigil } from './helpers/vigil.js';

let v: TestVigil;
let auth: string;
let dataDir: string;
const ids: Record<string, string> = {};

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-hostile-')); // no list or registry data: input handling only
  v = await startTestVigil({ dataDir, rateLimitPerMinute: 10_000_000 });
  auth = await v.auth('Hostile Input Org');
  ids.portfolio = (await send('POST', '/portfolios', { name: 'P' })).json().external_id;
  ids.webhook = (await send('POST', '/webhooks', { url: 'https://example.com/hook' })).json().external_id;
  ids.check = (await send('POST', '/compliance', { name: 'c', entities: [{ name: 'John Smith', entity_type: 'individual' }] })).json().external_id;
  assert.ok(ids.portfolio && ids.webhook && ids.check);
});
after(async () => {
  await v.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function send(method: string, url: string, body?: unknown, raw?: string) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return v.vigil.server!.inject({
    method: method as 'POST',
    url: `/ext/v3${url}`,
    headers: { authorization: auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Values for JSON fields. */
const VALUES: unknown[] = ['', 'x', 'a'.repeat(100_000), 'a\u0000b', '\ud800', '💥', -1, 0, 1.5, 1e308, true, null, [], {}, ['x'], { x: 1 }, '00000000-0000-0000-0000-000000000000', 'ZZ'];
/** Values for query parameters (URL-encoded as sent). */
const QUERY_VALUES = ['', 'x', '-1', '99999999999999999999', '%00', '%FF', '%ED%A0%80', 'a'.repeat(5000), 'null', '2026-13-45'];

async function expectNoServerError(what: string, res: Promise<{ statusCode: number; body: string }>, failures: string[]) {
  const r = await res;
  if (r.statusCode >= 500) failures.push(`${what} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
}

test('hostile query parameters on every list and read endpoint answer below 500', async () => {
  const lists = ['/companies', '/companies/match/', '/companies/attribute_changes', '/companies/investigations', '/portfolios', `/portfolios/${ids.portfolio}/companies`, '/compliance', `/compliance/${ids.check}/results`, '/webhooks', `/webhooks/${ids.webhook}/deliveries`];
  const keys = ['query', 'country', 'registration_number', 'duns_number', 'name', 'portfolio_id', 'page_size', 'next_key', 'sorting', 'order', 'status', 'result_type', 'min_confidence', 'entity', 'created_after', 'unknown_parameter'];
  const failures: string[] = [];
  for (const url of lists) {
    for (const key of keys) {
      for (const value of QUERY_VALUES) {
        const q = `${url}?${key}=${value}&${key}=${value}`;
        await expectNoServerError(`GET ${q.slice(0, 100)}`, send('GET', q), failures);
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('hostile ids on every resource and method answer below 500', async () => {
  const routes = ['/companies/:id', '/registrations/:id', '/companies/investigations/:id', '/portfolios/:id', '/portfolios/:id/companies', `/portfolios/${ids.portfolio}/companies/:id`, '/compliance/:id', '/compliance/:id/results', '/webhooks/:id', '/webhooks/:id/subscriptions', '/webhooks/:id/deliveries', '/webhooks/:id/regenerate_secret'];
  const badIds = ['x', '00000000-0000-0000-0000-000000000000', 'A'.repeat(3000), '%00', '%ED%A0%80', '..%2F..'];
  const failures: string[] = [];
  for (const route of routes) {
    for (const id of badIds) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        await expectNoServerError(`${method} ${route} ${id.slice(0, 20)}`, send(method, route.replace(':id', id), method === 'GET' || method === 'DELETE' ? undefined : {}), failures);
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('hostile bodies and field values on every write endpoint answer below 500, and nothing is half-written', async () => {
  const writes: Array<[string, string, Record<string, unknown>]> = [
    ['POST', '/companies', { primary_name: 'Acme Ltd', country: 'GB' }],
    ['POST', '/companies/investigations', { name: 'Nowhere Ltd', country: 'GB' }],
    ['POST', '/companies/feedback', { comment: 'x' }],
    ['POST', '/portfolios', { name: 'P2' }],
    ['PATCH', `/portfolios/${ids.portfolio}`, { name: 'P3' }],
    ['POST', `/portfolios/${ids.portfolio}/companies`, { primary_name: 'Acme Ltd', country: 'GB' }],
    ['POST', '/compliance', { name: 'Batch', entities: [{ name: 'John Smith', entity_type: 'individual', identifiers: [{ type: 'passport', number: '1' }] }] }],
    ['POST', '/webhooks', { url: 'https://example.com/h' }],
    ['PATCH', `/webhooks/${ids.webhook}`, { url: 'https://example.com/h2' }],
    ['POST', `/webhooks/${ids.webhook}/subscriptions`, { event_type: 'company.updated', portfolio: ids.portfolio }],
    ['POST', `/webhooks/${ids.webhook}/deliveries/test`, { event_type: 'company.updated' }],
  ];
  const fields = ['name', 'primary_name', 'country', 'registration_number', 'duns_number', 'customer_reference', 'company', 'submit_investigation_when_not_identified', 'default_permission', 'url', 'enabled', 'event_type', 'portfolio', 'subscriptions', 'comment', 'company_id', 'entities', 'ownership_screening_threshold'];
  const entityFields = ['name', 'entity_type', 'first_name', 'aliases', 'country', 'date_of_birth', 'gender', 'identifiers'];
  const failures: string[] = [];
  for (const [method, url, valid] of writes) {
    for (const raw of ['[]', '"x"', '1', 'null', '{"a":', `${'['.repeat(50_000)}${']'.repeat(50_000)}`]) {
      await expectNoServerError(`${method} ${url} ${raw.slice(0, 20)}`, send(method, url, undefined, raw), failures);
    }
    for (const field of fields) {
      for (const value of VALUES) {
        await expectNoServerError(`${method} ${url} ${field}=${JSON.stringify(value)?.slice(0, 30)}`, send(method, url, { ...valid, [field]: value }), failures);
      }
    }
  }
  const entity = { name: 'John Smith', entity_type: 'individual' };
  for (const field of entityFields) {
    for (const value of VALUES) {
      await expectNoServerError(`POST /compliance entities[0].${field}=${JSON.stringify(value)?.slice(0, 30)}`, send('POST', '/compliance', { name: 'b', entities: [{ ...entity, [field]: value }] }), failures);
    }
  }
  assert.deepEqual(failures, []);
  // Every registration that was accepted is whole: its creation event exists (one transaction).
  const orphans = await v.vigil.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM registrations r WHERE NOT EXISTS (SELECT 1 FROM webhook_events e WHERE e.subject_id = r.id::text)`,
  );
  assert.equal(orphans.rows[0].n, 0);
});
