/**
 * Webhooks end to end against real HTTP receivers on loopback: CRUD and validation, subscriptions,
 * events of compliance checks delivered in order and signed, retries with back-off (500 twice then
 * 200; always failing; hanging), secret rotation, disabled webhooks, redirects, lease recovery, and
 * the address guard.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/storage/migrate.js';
import type { ListRecord } from '../src/lists/types.js';
import { verifySignature } from '../src/webhooks/signature.js';
import { addressRange, guardedLookup, AddressRefusedError } from '../src/webhooks/address-guard.js';
import { sendDelivery } from '../src/webhooks/sender.js';
import { backoffMs } from '../src/webhooks/dispatcher.js';
import { openTestDb, startTestVigil, storeFixtureRecord, waitForCheck, type TestVigil, apiClient, FIXTURE_RECORD } from './helpers/vigil.js';
import { startReceiver, until, type Receiver } from './helpers/receiver.js';

let v: TestVigil;
let auth: string;
let otherAuth: string;
const receivers: Receiver[] = [];

const record: ListRecord = FIXTURE_RECORD;

before(async () => {
  const db = await openTestDb();
  await migrate(db.db);
  await storeFixtureRecord(db.db, record);
  const emptyDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-wh-data-'));
  // Tests poll the delivery log every 20 ms: lift the per-key rate limit.
  v = await startTestVigil({ db, dataDir: emptyDataDir, rateLimitPerMinute: 1_000_000 });
  auth = await v.auth('Webhook Org');
  otherAuth = await v.auth('Other Org');
});
after(async () => {
  await v.close();
  for (const r of receivers) await r.close();
});

async function receiver(respond?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

const api = (...a: Parameters<ReturnType<typeof apiClient>>) => apiClient(v, () => auth)(...a);

const ALL_CHECK_EVENTS = [{ event_type: 'compliance_check.status_changed' }, { event_type: 'compliance_check.status_completed' }];

async function newWebhook(url: string, subscriptions: unknown[] = ALL_CHECK_EVENTS, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/webhooks/', { url, subscriptions, ...extra });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body as { external_id: string; secret: string };
}

async function deliveries(webhookId: string) {
  const res = await api('GET', `/webhooks/${webhookId}/deliveries/`);
  assert.equal(res.status, 200);
  return res.body.results as Array<{ external_id: string; status: string; attempt_count: number; error_details: string | null; data: Record<string, unknown>; attempts: unknown[] }>;
}

async function settled(webhookId: string, n: number) {
  await until(async () => {
    const d = await deliveries(webhookId);
    return d.length >= n && d.every((x) => x.status === 'completed' || x.status === 'failed');
  }, `${n} settled deliveries`);
  return deliveries(webhookId);
}

test('create returns the secret once; reads never show it; list, PATCH, PUT, DELETE; foreign ids are 404', async () => {
  const created = await newWebhook('https://hooks.example.com/vigil');
  assert.match(created.secret, /^whsec_[A-Za-z0-9_-]{43}$/);
  const got = await api('GET', `/webhooks/${created.external_id}/`);
  assert.equal(got.status, 200);
  assert.equal(got.body.secret, undefined);
  assert.equal(got.body.url, 'https://hooks.example.com/vigil');
  assert.equal(got.body.enabled, true);
  assert.deepEqual(got.body.subscriptions.map((s: { event_type: string }) => s.event_type).sort(), ALL_CHECK_EVENTS.map((e) => e.event_type).sort());
  assert.ok(got.body.subscriptions.every((s: { portfolio: unknown; external_id: string }) => s.portfolio === null && s.external_id));

  const list = await api('GET', '/webhooks/');
  assert.ok(list.body.results.some((w: { external_id: string }) => w.external_id === created.external_id));
  assert.ok(list.body.results.every((w: { secret?: string }) => w.secret === undefined));

  const patched = await api('PATCH', `/webhooks/${created.external_id}/`, { enabled: false });
  assert.equal(patched.body.enabled, false);
  assert.equal(patched.body.subscriptions.length, 2, 'PATCH without subscriptions keeps them');
  const put = await api('PUT', `/webhooks/${created.external_id}/`, { url: 'https://hooks.example.com/v2', subscriptions: [ALL_CHECK_EVENTS[1]] });
  assert.equal(put.status, 200);
  assert.equal(put.body.url, 'https://hooks.example.com/v2');
  assert.equal(put.body.enabled, true, 'PUT without enabled restores the default');
  assert.deepEqual(put.body.subscriptions.map((s: { event_type: string }) => s.event_type), ['compliance_check.status_completed']);
  assert.equal((await api('PUT', `/webhooks/${created.external_id}/`, { enabled: true })).status, 400, 'PUT needs url');

  assert.equal((await api('GET', `/webhooks/${created.external_id}/`, undefined, otherAuth)).status, 404);
  assert.equal((await api('PATCH', `/webhooks/${created.external_id}/`, { enabled: false }, otherAuth)).status, 404);
  assert.equal((await api('DELETE', `/webhooks/${created.external_id}/`, undefined, otherAuth)).status, 404);
  assert.equal((await api('POST', `/webhooks/${created.external_id}/regenerate_secret/`, undefined, otherAuth)).status, 404);
  assert.equal((await api('GET', `/webhooks/${created.external_id}/deliveries/`, undefined, otherAuth)).status, 404);

  const del = await api('DELETE', `/webhooks/${created.external_id}/`);
  assert.equal(del.status, 204);
  assert.equal((await api('GET', `/webhooks/${created.external_id}/`)).status, 404);
});

test('validation: url, event types and portfolio rules answer 400 naming the field', async () => {
  for (const url of ['not a url', '/relative/hook', 'ftp://files.example.com/x', 'javascript:alert(1)']) {
    const res = await api('POST', '/webhooks/', { url, subscriptions: ALL_CHECK_EVENTS });
    assert.equal(res.status, 400, url);
    assert.ok(res.body.errors.url, url);
  }
  const unknown = await api('POST', '/webhooks/', { url: 'https://h.example.com', subscriptions: [{ event_type: 'article.created' }] });
  assert.equal(unknown.status, 400);
  assert.deepEqual(unknown.body.errors['subscriptions[0].event_type'], ['"article.created" is not a valid choice.']);
  const portfolioOnCheck = await api('POST', '/webhooks/', {
    url: 'https://h.example.com',
    subscriptions: [ALL_CHECK_EVENTS[0], { event_type: 'compliance_check.status_completed', portfolio: '6f1d7c3e-8a4b-4c2d-9e0f-1a2b3c4d5e6f' }],
  });
  assert.equal(portfolioOnCheck.status, 400);
  assert.ok(portfolioOnCheck.body.errors['subscriptions[1].portfolio']);
  const missingPortfolio = await api('POST', '/webhooks/', { url: 'https://h.example.com', subscriptions: [{ event_type: 'company.updated' }] });
  assert.equal(missingPortfolio.status, 400);
  assert.ok(missingPortfolio.body.errors['subscriptions[0].portfolio']);
  const missingUrl = await api('POST', '/webhooks/', { subscriptions: [] });
  assert.equal(missingUrl.status, 400);
  assert.ok(missingUrl.body.errors.url);
});

test('event_types lists the six event types with their portfolio rule', async () => {
  const res = await api('GET', '/webhooks/event_types/');
  assert.equal(res.status, 200);
  const byType = Object.fromEntries(res.body.results.map((e: { event_type: string; portfolio_required: boolean }) => [e.event_type, e.portfolio_required]));
  assert.deepEqual(Object.keys(byType).sort(), [
    'company.updated',
    'company_registration.status_changed',
    'company_registration.status_registered',
    'compliance_check.results.new',
    'compliance_check.status_changed',
    'compliance_check.status_completed',
  ]);
  assert.equal(byType['company.updated'], true);
  assert.equal(byType['compliance_check.status_completed'], false);
});

test('subscriptions: POST adds (idempotently), GET lists, DELETE removes by event type or id', async () => {
  const w = await newWebhook('https://h.example.com/subs', []);
  const added = await api('POST', `/webhooks/${w.external_id}/subscriptions/`, { event_type: 'compliance_check.status_changed' });
  assert.equal(added.status, 201);
  const again = await api('POST', `/webhooks/${w.external_id}/subscriptions/`, { event_type: 'compliance_check.status_changed' });
  assert.equal(again.body.external_id, added.body.external_id);
  await api('POST', `/webhooks/${w.external_id}/subscriptions/`, { event_type: 'company_registration.status_registered' });
  const bad = await api('POST', `/webhooks/${w.external_id}/subscriptions/`, { event_type: 'company.updated' });
  assert.equal(bad.status, 400);
  assert.ok(bad.body.errors.portfolio);
  let listed = await api('GET', `/webhooks/${w.external_id}/subscriptions/`);
  assert.equal(listed.body.total_results, 2);
  assert.equal((await api('DELETE', `/webhooks/${w.external_id}/subscriptions/?event_type=compliance_check.status_changed`)).status, 204);
  listed = await api('GET', `/webhooks/${w.external_id}/subscriptions/`);
  assert.deepEqual(listed.body.results.map((s: { event_type: string }) => s.event_type), ['company_registration.status_registered']);
  assert.equal((await api('DELETE', `/webhooks/${w.external_id}/subscriptions/`, { external_id: listed.body.results[0].external_id })).status, 204);
  assert.equal((await api('GET', `/webhooks/${w.external_id}/subscriptions/`)).body.total_results, 0);
  assert.equal((await api('DELETE', `/webhooks/${w.external_id}/subscriptions/`)).status, 400, 'a DELETE selecting nothing is refused');
});

test('check events reach the webhook signed, in order per check, with delivery id and event timestamp', async () => {
  const r = await receiver();
  const w = await newWebhook(r.url);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await api('POST', '/compliance', { name: `Batch ${i}`, entities: [{ name: 'Ivan Petrovsky', entity_type: 'individual' }] });
    ids.push(res.body.external_id);
  }
  for (const id of ids) await waitForCheck(v, auth, id);
  await until(() => r.acknowledged().length >= 12, '12 deliveries (4 per check)');
  for (const got of r.received) {
    assert.equal(got.headers['content-type'], 'application/json');
    assert.ok(verifySignature(w.secret, got.body, got.headers['x-signature-sha256'] as string), 'signature verifies with the create secret');
    assert.ok(!verifySignature('whsec_wrong', got.body, got.headers['x-signature-sha256'] as string));
    assert.match(got.headers['x-vigil-delivery-id'] as string, /^[0-9a-f-]{36}$/);
    assert.match(got.json.event_id as string, /^[0-9a-f-]{36}$/);
    assert.ok(!Number.isNaN(Date.parse(got.json.created_at as string)));
  }
  for (const id of ids) {
    const seq = r.received
      .filter((x) => (x.json.compliance_check as { external_id: string }).external_id === id)
      .map((x) => `${x.json.event_type}:${(x.json.compliance_check as { status: string }).status}`);
    assert.deepEqual(seq, [
      'compliance_check.status_changed:queued',
      'compliance_check.status_changed:in_progress',
      'compliance_check.status_changed:completed',
      'compliance_check.status_completed:completed',
    ]);
  }
  const completed = r.received.find((x) => x.json.event_type === 'compliance_check.status_completed')!;
  const check = completed.json.compliance_check as Record<string, unknown>;
  assert.equal(check.sanction_score, 'high', 'the payload carries the check fields');
  assert.equal(check.entities, undefined, 'entities are not part of the payload');
  // The receiver has all 12 once it answered; the dispatcher marks the last ones completed just after.
  const log = await settled(w.external_id, 12);
  assert.equal(log.length, 12);
  // A message of our own: without one, node:assert re-parses the transpiled test file to quote the
  // expression, which under tsx takes minutes.
  const notFirstTry = log.filter((d) => d.status !== 'completed' || d.attempt_count !== 1);
  assert.deepEqual(notFirstTry.map((d) => `${d.status}/${d.attempt_count}/${d.error_details}`), [], 'every delivery completed on its first attempt');
});

test('500 twice then 200: delivered on the 3rd attempt, attempt_count 3', async () => {
  const r = await receiver((_req, i) => (i < 2 ? 500 : 200));
  const w = await newWebhook(r.url, []);
  const t = await api('POST', `/webhooks/${w.external_id}/deliveries/test/`, { event_type: 'compliance_check.status_changed' });
  assert.equal(t.status, 201);
  assert.equal(t.body.status, 'pending');
  const [d] = await settled(w.external_id, 1);
  assert.equal(d.status, 'completed');
  assert.equal(d.attempt_count, 3);
  assert.equal(d.attempts.length, 3);
  assert.equal(r.received.length, 3);
  assert.equal(new Set(r.received.map((x) => x.headers['x-vigil-delivery-id'])).size, 1, 'a retry keeps the delivery id');
  assert.equal(new Set(r.received.map((x) => x.body)).size, 1, 'a retry sends the same bytes');
  assert.equal(d.data.event_type, 'compliance_check.status_changed');
});

test('always failing: 4 attempts (1 + 3 retries), then failed with error_details', async () => {
  const r = await receiver(() => ({ status: 503, body: 'maintenance' }));
  const w = await newWebhook(r.url, []);
  await api('POST', `/webhooks/${w.external_id}/deliveries/test/`, {});
  const [d] = await settled(w.external_id, 1);
  assert.equal(d.status, 'failed');
  assert.equal(d.attempt_count, 4);
  assert.equal(r.received.length, 4);
  assert.match(d.error_details!, /HTTP 503: maintenance/);
  assert.match(d.error_details!, /attempt 4 of 4/);
});

test('a hanging receiver times out and the attempt is retried', async () => {
  const r = await receiver((_req, i) => (i === 0 ? 'hang' : 200));
  const w = await newWebhook(r.url, []);
  await api('POST', `/webhooks/${w.external_id}/deliveries/test/`, {});
  const [d] = await settled(w.external_id, 1);
  assert.equal(d.status, 'completed');
  assert.equal(d.attempt_count, 2);
  assert.match(JSON.stringify(d.attempts[0]), /timed out after 2000 ms/);
});

test('regenerate_secret: the next delivery verifies only with the new secret', async () => {
  const r = await receiver();
  const w = await newWebhook(r.url, []);
  const rotated = await api('POST', `/webhooks/${w.external_id}/regenerate_secret/`);
  assert.equal(rotated.status, 200);
  assert.notEqual(rotated.body.secret, w.secret);
  await api('POST', `/webhooks/${w.external_id}/deliveries/test/`, {});
  await until(() => r.acknowledged().length === 1, 'the test delivery');
  const got = r.received[0];
  assert.ok(verifySignature(rotated.body.secret, got.body, got.headers['x-signature-sha256'] as string));
  assert.ok(!verifySignature(w.secret, got.body, got.headers['x-signature-sha256'] as string));
});

test('a disabled webhook receives nothing', async () => {
  const r = await receiver();
  const w = await newWebhook(r.url, ALL_CHECK_EVENTS, { enabled: false });
  const res = await api('POST', '/compliance', { name: 'Quiet', entities: [{ name: 'Ivan Petrovsky', entity_type: 'individual' }] });
  await waitForCheck(v, auth, res.body.external_id);
  const test1 = await api('POST', `/webhooks/${w.external_id}/deliveries/test/`, {});
  assert.equal(test1.status, 400);
  await new Promise((done) => setTimeout(done, 300));
  assert.equal(r.received.length, 0);
  assert.equal((await deliveries(w.external_id)).length, 0);
});

test('a change that fails writes no event; another tenant gets no events of ours', async () => {
  const mine = await receiver();
  const theirs = await receiver();
  await newWebhook(mine.url);
  const other = await api('POST', '/webhooks/', { url: theirs.url, subscriptions: ALL_CHECK_EVENTS }, otherAuth);
  assert.equal(other.status, 201);
  const before = (await v.vigil.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_events')).rows[0].n;
  const bad = await api('POST', '/compliance', { name: 'Bad', entities: [{ name: 'X', entity_type: 'individual', date_of_birth: '2023-02-30' }] });
  assert.equal(bad.status, 400);
  assert.equal((await v.vigil.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_events')).rows[0].n, before);
  const res = await api('POST', '/compliance', { name: 'Tenant', entities: [{ name: 'Ivan Petrovsky', entity_type: 'individual' }] });
  await waitForCheck(v, auth, res.body.external_id);
  await until(() => mine.acknowledged().length >= 4, 'our 4 events');
  await new Promise((done) => setTimeout(done, 200));
  assert.equal(theirs.received.length, 0, 'the other organisation receives nothing of our check');
});

test('a redirect is not followed; the attempt fails naming the Location', async () => {
  const r = await receiver(() => ({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } }));
  const w = await newWebhook(r.url, []);
  await api('POST', `/webhooks/${w.external_id}/deliveries/test/`, {});
  await until(async () => (await deliveries(w.external_id))[0].attempt_count >= 1 && r.received.length >= 1, 'first attempt');
  await until(async () => (await deliveries(w.external_id))[0].error_details !== null, 'error recorded');
  const [d] = await deliveries(w.external_id);
  assert.match(d.error_details!, /redirect to http:\/\/169\.254\.169\.254\/latest\/meta-data not followed/);
  assert.equal(r.received.length >= 1, true);
});

test('a delivery whose lease ran out (its process died) is sent again without counting twice', async () => {
  const r = await receiver();
  const w = await newWebhook(r.url, []);
  // Pause the webhook while we fake a crashed attempt, so the dispatcher cannot pick the row up early.
  await api('PATCH', `/webhooks/${w.external_id}/`, { enabled: false });
  await v.vigil.db.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, event_type, ordering_key, data, status, attempt_count, next_attempt_at, locked_until, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'compliance_check.status_changed', 'k', '{"event_type":"compliance_check.status_changed"}', 'in_progress', 1, now(), now() - interval '1 second', now(), now())`,
    [w.external_id],
  );
  await api('PATCH', `/webhooks/${w.external_id}/`, { enabled: true });
  const [d] = await settled(w.external_id, 1);
  assert.equal(d.status, 'completed');
  assert.equal(d.attempt_count, 1);
  assert.equal(r.received.length, 1);
});

test('address guard: only public unicast addresses pass; names are checked on what they resolve to', async () => {
  for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1']) {
    assert.notEqual(addressRange(ip), 'unicast', ip);
  }
  for (const ip of ['8.8.8.8', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8']) assert.equal(addressRange(ip), 'unicast', ip);
  const err = await new Promise<unknown>((done) => guardedLookup(false)('localhost', {}, (e) => done(e)));
  assert.ok(err instanceof AddressRefusedError);
  const ok = await new Promise<unknown>((done) => guardedLookup(true)('localhost', {}, (e, a) => done(e ?? a)));
  assert.equal(typeof ok, 'string');

  // With the guard on, a loopback receiver is refused at create and at delivery.
  const r = await receiver();
  const refused = await sendDelivery(r.url, '{}', { secret: 's', deliveryId: 'd', eventType: 'e' }, { timeoutMs: 1000, allowPrivate: false, maxResponseBytes: 1000 });
  assert.equal(refused.ok, false);
  assert.match(refused.error!, /address refused/);
  const viaName = await sendDelivery(r.url.replace('127.0.0.1', 'localhost'), '{}', { secret: 's', deliveryId: 'd', eventType: 'e' }, { timeoutMs: 1000, allowPrivate: false, maxResponseBytes: 1000 });
  assert.equal(viaName.ok, false);
  assert.equal(r.received.length, 0);
});

test('a large response body is read only up to the cap', async () => {
  const big = 'x'.repeat(5_000_000);
  const r = await receiver(() => ({ status: 500, body: big }));
  const out = await sendDelivery(r.url, '{}', { secret: 's', deliveryId: 'd', eventType: 'e' }, { timeoutMs: 5000, allowPrivate: true, maxResponseBytes: 1024 });
  assert.equal(out.ok, false);
  assert.equal(out.status, 500);
  assert.ok(out.error!.length < 600, 'error keeps a short snippet');
});

test('back-off doubles per attempt with jitter in [0.5, 1.5)', () => {
  assert.equal(backoffMs(1000, 1, () => 0), 500);
  assert.equal(backoffMs(1000, 2, () => 0.5), 2000);
  assert.equal(backoffMs(1000, 3, () => 0.999), Math.round(4000 * 1.499));
});
