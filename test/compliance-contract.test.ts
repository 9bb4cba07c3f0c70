/**
 * The shapes the published clients validate (api-facts.md "Shapes the published clients validate"),
 * for compliance results and webhooks, on the real OFAC SDN list (2021-07): a result's `entity` is the
 * full screened-entity record; address countries are ISO codes or null (OFAC's "Region: Kafia Kingi"
 * is a region, not a country); one subscription is deleted by its id; every call the Python client
 * makes with `Content-Type: application/json` and no body works (and an unknown id is still a 404);
 * IPv6 literals that carry a private IPv4 address are refused as webhook targets.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { startTestVigil, waitForCheck, SHARED_DATA, type TestVigil } from './helpers/vigil.js';
import { parseOfac } from '../src/lists/ofac.js';
import { refusedLiteralTarget, isPublicAddress } from '../src/webhooks/address-guard.js';

const SDN = path.join(SHARED_DATA, 'lists/us_ofac_sdn/2021-07');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let v: TestVigil;
let auth: string;
let otherAuth: string;
let dataDir: string;
let check: Record<string, any>;
let results: Array<Record<string, any>>;

/** A call as the Python client makes it: JSON content type on every non-GET call, the body empty when there is none. */
async function call(method: string, url: string, payload?: unknown, authz = auth) {
  const res = await v.vigil.server!.inject({
    method: method as 'GET',
    url: `/ext/v3${url}`,
    headers: method === 'GET' ? { authorization: authz } : { authorization: authz, 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { payload: payload === undefined ? '' : JSON.stringify(payload) }),
  });
  return { status: res.statusCode, text: res.body, body: res.body ? res.json() : undefined };
}

before(async () => {
  // Only the SDN list (the one that prints "Region: Kafia Kingi"), and private webhook targets refused.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-contract-'));
  fs.mkdirSync(path.join(dataDir, 'lists'));
  fs.symlinkSync(path.join(SHARED_DATA, 'lists/us_ofac_sdn'), path.join(dataDir, 'lists/us_ofac_sdn'));
  v = await startTestVigil({ dataDir, webhooks: { allowPrivate: false }, rateLimitPerMinute: 1_000_000 });
  auth = await v.auth('Acme Bank');
  otherAuth = await v.auth('Other Bank');
  const created = await call('POST', '/compliance', {
    name: 'LRA screening',
    sanction_monitoring_enabled: true,
    entities: [
      { name: 'Joseph Kony', entity_type: 'individual', date_of_birth: '1961', gender: 'male', country: 'ug', aliases: ['KONY, Joseph'] },
      { name: "Lord's Resistance Army", entity_type: 'company' },
    ],
  });
  assert.equal(created.status, 201, created.text);
  check = await waitForCheck(v, auth, created.body.external_id);
  assert.equal(check.status, 'completed');
  results = (await call('GET', `/compliance/${check.external_id}/results?page_size=100`)).body.results;
});
after(async () => {
  await v.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the check record and its entities carry every field the clients require', () => {
  for (const f of ['external_id', 'name', 'status', 'progress', 'created_at', 'finished_at', 'results_changed_at', 'company', 'entities',
    'compliance_score', 'sanction_score', 'pep_score', 'adverse_media_score', 'country_score', 'activity_score',
    'reviewed_results_count', 'unreviewed_results_count', 'sanction_monitoring_enabled', 'adverse_media_monitoring_enabled']) {
    assert.ok(f in check, `check.${f}`);
  }
  const [kony, lra] = check.entities;
  assert.deepEqual(
    { ...kony, external_id: undefined },
    {
      external_id: undefined, name: 'Joseph Kony', aliases: ['KONY, Joseph'], entity_role: 'manually_added', entity_type: 'individual',
      first_name: '', middle_name: '', last_name: '', gender: 'male', status: 'completed', country: 'UG', date_of_birth: '1961',
      identifiers: [], sanction_monitoring_enabled: true, adverse_media_monitoring_enabled: false, ubo: null,
    },
  );
  // Not given: null, not "" (an empty string is neither a country code nor a date).
  assert.equal(lra.country, null);
  assert.equal(lra.date_of_birth, null);
  assert.equal(lra.gender, '');
});

test("a result's entity is the full screened-entity record, the same as in the check's entities[]", () => {
  assert.ok(results.length >= 2, 'Kony and the LRA are on the SDN list');
  const byId = new Map(check.entities.map((e: any) => [e.external_id, e]));
  for (const r of results) assert.deepEqual(r.entity, byId.get(r.entity.external_id));
  for (const e of check.entities) assert.ok(results.some((r) => r.entity.external_id === e.external_id), `a result for ${e.name}`);
});

test('"Region: Kafia Kingi" (OFAC add.csv country column) is the region of an address without a country', () => {
  const kony = results.find((r) => r.name === 'KONY, Joseph');
  assert.ok(kony, 'the SDN entry 11018 is found');
  assert.deepEqual(kony.addresses.filter((a: any) => /Kafia/.test(JSON.stringify(a))), [{ street: '', city: '', postal_code: '', region: 'Kafia Kingi', country: null }]);
  for (const r of results) {
    for (const a of r.addresses) assert.ok(a.country === null || /^[A-Z]{2}$/.test(a.country), `${r.name}: country ${a.country}`);
    assert.equal(r.formatted_title_en, r.title);
    assert.equal(r.formatted_text_en, r.text);
    for (const s of r.sources) assert.equal(s.document, null);
  }
});

test('the OFAC loader puts "Region: <name>" in the region and the country only when the region lies in one', async () => {
  const read = (f: string) => readFile(path.join(SDN, f), 'latin1');
  const { records } = parseOfac({ main: await read('sdn.csv'), add: await read('add.csv') }, 'us_ofac_sdn');
  const addresses = records.flatMap((r) => r.addresses);
  const kafia = (id: string) => records.find((r) => r.source_id === id)!.addresses.filter((a) => /Kafia/.test(JSON.stringify(a)));
  assert.deepEqual(kafia('11018'), [{ region: 'Kafia Kingi' }]);
  assert.deepEqual(kafia('22884'), [{ city: 'Songo', region: 'Kafia Kingi' }]);
  assert.ok(addresses.some((a) => a.region === 'Crimea' && a.country === 'UA'));
  assert.ok(!addresses.some((a) => /^region:/i.test(a.country_name ?? '') || /^region:/i.test(a.country ?? '')));
});

test('a stored address whose country is free text is sent with country null (rows written before the loader fix)', async () => {
  const id = results.find((r) => r.name === 'KONY, Joseph')!.external_id;
  await v.vigil.db.query('UPDATE compliance_results SET addresses = $2::jsonb WHERE id = $1', [
    id,
    JSON.stringify([{ street: '', city: '', postal_code: '', country: 'Region: Kafia Kingi' }, { street: 'x', city: 'Kampala', postal_code: '', country: 'Uganda' }]),
  ]);
  const again = (await call('GET', `/compliance/${check.external_id}/results?page_size=100`)).body.results.find((r: any) => r.external_id === id);
  assert.deepEqual(again.addresses, [
    { street: '', city: '', postal_code: '', region: 'Kafia Kingi', country: null },
    { street: 'x', city: 'Kampala', postal_code: '', region: '', country: null },
  ]);
});

/** A webhook of `authz` with two subscriptions; its URL never resolves (.invalid), so test deliveries just fail. */
async function newWebhook(authz = auth) {
  const res = await call('POST', '/webhooks', {
    url: 'https://vigil-contract.invalid/hook',
    subscriptions: [{ event_type: 'compliance_check.status_completed' }, { event_type: 'compliance_check.status_changed' }],
  }, authz);
  assert.equal(res.status, 201, res.text);
  return res.body;
}

test('DELETE /webhooks/{w}/subscriptions/{s}/ removes that one subscription; unknown, foreign or another webhook\'s is a 404', async () => {
  const w = await newWebhook();
  const other = await newWebhook();
  const foreign = await newWebhook(otherAuth);
  const [first, second] = w.subscriptions;
  const url = (wid: string, sid: string) => `/webhooks/${wid}/subscriptions/${sid}/`;

  assert.equal((await call('DELETE', url(w.external_id, other.subscriptions[0].external_id))).status, 404, "another webhook's subscription");
  assert.equal((await call('DELETE', url(foreign.external_id, foreign.subscriptions[0].external_id))).status, 404, 'a foreign webhook');
  assert.equal((await call('DELETE', url(w.external_id, foreign.subscriptions[0].external_id), undefined, otherAuth)).status, 404);
  assert.equal((await call('DELETE', url(w.external_id, UNKNOWN))).status, 404);
  assert.equal((await call('DELETE', url(w.external_id, 'not-a-uuid'))).status, 404);
  assert.equal((await call('DELETE', url(UNKNOWN, first.external_id))).status, 404);

  const del = await call('DELETE', url(w.external_id, first.external_id));
  assert.equal(del.status, 204, del.text);
  assert.equal(del.text, '');
  const left = (await call('GET', `/webhooks/${w.external_id}/subscriptions/`)).body;
  assert.deepEqual(left.results.map((s: any) => s.external_id), [second.external_id]);
  assert.equal((await call('DELETE', url(w.external_id, first.external_id))).status, 404, 'already deleted');
  assert.equal((await call('GET', `/webhooks/${other.external_id}/subscriptions/`)).body.total_results, 2, 'the other webhook keeps both');
});

test('every body-less call works with Content-Type: application/json and an empty body; an unknown id is still a 404', async () => {
  const w = await newWebhook();
  const sub = w.subscriptions.find((s: any) => s.event_type === 'compliance_check.status_completed').external_id;
  const calls: Array<[string, (id: string) => string, number]> = [
    ['POST', (id) => `/webhooks/${id}/regenerate_secret/`, 200],
    ['POST', (id) => `/webhooks/${id}/deliveries/test/`, 201],
    ['DELETE', (id) => `/webhooks/${id}/subscriptions/${sub}/`, 204],
    ['DELETE', (id) => `/webhooks/${id}/subscriptions/?event_type=compliance_check.status_changed`, 204],
    ['DELETE', (id) => `/webhooks/${id}/`, 204],
  ];
  for (const [method, url] of calls) {
    const res = await call(method, url(UNKNOWN));
    assert.equal(res.status, 404, `${method} ${url(UNKNOWN)}: ${res.text}`);
    assert.deepEqual(res.body, { detail: 'Not found.' });
  }
  for (const [method, url, expected] of calls) {
    const res = await call(method, url(w.external_id));
    assert.equal(res.status, expected, `${method} ${url(w.external_id)}: ${res.text}`);
    if (url(w.external_id).endsWith('regenerate_secret/')) assert.deepEqual(Object.keys(res.body), ['secret']);
    if (url(w.external_id).endsWith('deliveries/test/')) assert.equal(res.body.data.event_type, 'compliance_check.status_completed');
  }
  assert.equal((await call('GET', `/webhooks/${w.external_id}/`)).status, 404, 'the webhook is gone');
});

test('only the create response shows the secret', async () => {
  const w = await newWebhook();
  assert.match(w.secret, /\S{16,}/);
  const read = (await call('GET', `/webhooks/${w.external_id}/`)).body;
  assert.equal(read.secret, undefined);
  assert.deepEqual(Object.keys(read).sort(), ['created_at', 'enabled', 'external_id', 'subscriptions', 'updated_at', 'url']);
});

test('IPv6 literals carrying a private IPv4 address are refused like that address', async () => {
  const refused = ['http://[::169.254.169.254]/', 'http://[::ffff:127.0.0.1]/', 'http://[::ffff:10.0.0.1]/', 'http://[64:ff9b::169.254.169.254]/',
    'http://[::ffff:0:192.168.1.1]/', 'http://[::127.0.0.1]:8080/hook'];
  for (const url of refused) {
    const res = await call('POST', '/webhooks', { url });
    assert.equal(res.status, 400, url);
    assert.match(res.body.errors.url[0], /loopback, link-local or private/, url);
    assert.ok(refusedLiteralTarget(new URL(url), false), url);
  }
  assert.match(refusedLiteralTarget(new URL('http://[::169.254.169.254]/'), false)!, /\(169\.254\.169\.254\) is in the linkLocal range/);
  // The embedded address decides: a public one passes, as do ordinary public IPv6 addresses.
  for (const ip of ['::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2606:4700:4700::1111']) assert.ok(isPublicAddress(ip), ip);
  for (const ip of ['::', '::1']) assert.ok(!isPublicAddress(ip), ip);
  assert.equal(refusedLiteralTarget(new URL('http://[::169.254.169.254]/'), true), undefined, 'VIGIL_WEBHOOK_ALLOW_PRIVATE=1 allows it');
});

test('the OpenAPI document describes the single-subscription DELETE and the result entity', async () => {
  const doc = (await v.vigil.server!.inject({ method: 'GET', url: '/ext/v3/schema/' })).json();
  const single = Object.entries(doc.paths as Record<string, any>).find(([p]) => /subscriptions\/\{subscription_id\}/.test(p));
  assert.ok(single?.[1].delete?.responses?.['204'], 'DELETE .../subscriptions/{subscription_id}/ documented with 204');
  const results = Object.entries(doc.paths as Record<string, any>).find(([p]) => /compliance\/\{id\}\/results/.test(p))![1].get;
  const item = results.responses['200'].content['application/json'].schema.properties.results.items;
  assert.deepEqual(
    [...item.properties.entity.required].sort(),
    ['adverse_media_monitoring_enabled', 'aliases', 'entity_role', 'entity_type', 'external_id', 'first_name', 'identifiers', 'last_name',
      'middle_name', 'name', 'sanction_monitoring_enabled'],
  );
});
