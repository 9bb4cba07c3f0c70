/**
 * Hardening of the HTTP layer (issue 14, reliability findings 3, 4 and 8): forged cursors are 400s
 * on every list endpoint; the rate limit is keyed on the authenticated key (not the raw header) and
 * failed authentications are limited per address, with Retry-After; `Bearer K junk` is no
 * credential; an empty JSON body is `{}`; an oversized body is a 413, invalid UTF-8 a 400; API
 * answers carry nosniff and no-store; a client that stops mid-body loses its socket.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { startTestVigil, type TestVigil } from './helpers/vigil.js';
import { presentedKey } from '../src/http/auth.js';
import { validSortValue } from '../src/http/pagination.js';

let v: TestVigil;
let auth: string;
let portfolio: string;

before(async () => {
  v = await startTestVigil({ rateLimitPerMinute: 1_000_000 });
  auth = await v.auth('Hardening Org');
  const res = await v.vigil.server!.inject({ method: 'POST', url: '/ext/v3/portfolios', headers: { authorization: auth }, payload: { name: 'P' } });
  portfolio = res.json().external_id;
});
after(async () => {
  await v.close();
});

const inject = (opts: InjectOptions) => v.vigil.server!.inject(opts);
const cursor = (c: unknown) => Buffer.from(JSON.stringify(c)).toString('base64url');
const ID = '00000000-0000-4000-8000-000000000000';

test('forged cursors with out-of-range values are 400s on every list endpoint, never 500s', async () => {
  const check = await inject({ method: 'POST', url: '/ext/v3/compliance', headers: { authorization: auth }, payload: { name: 'c', entities: [{ name: 'A B', entity_type: 'individual' }] } });
  const checkId = check.json().external_id;
  const webhook = await inject({ method: 'POST', url: '/ext/v3/webhooks', headers: { authorization: auth }, payload: { url: 'http://127.0.0.1:9/h' } });
  const lists: Array<[string, string]> = [
    ['/ext/v3/compliance', 'created_at:desc'],
    ['/ext/v3/compliance?sorting=finished_at&order=asc', 'finished_at:asc'],
    [`/ext/v3/compliance/${checkId}/results`, 'created_at:desc'],
    [`/ext/v3/compliance/${checkId}/results?sorting=confidence`, 'confidence:desc'],
    [`/ext/v3/compliance/${checkId}/results?sorting=source_date&order=asc`, 'source_date:asc'],
    ['/ext/v3/portfolios', 'created_at:asc'],
    [`/ext/v3/portfolios/${portfolio}/companies`, 'created_at:asc'],
    ['/ext/v3/webhooks', 'created_at:asc'],
    [`/ext/v3/webhooks/${webhook.json().external_id}/deliveries`, 'created_at:desc'],
    ['/ext/v3/companies', 'created_at:asc'],
    ['/ext/v3/companies/investigations', 'created_at:desc'],
    ['/ext/v3/companies/attribute_changes', 'created_at:desc'],
  ];
  const forged = [1e308, -1, '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '0000-01-01T00:00:00Z', '2024-02-30', 'yesterday', null, { a: 1 }, [1]];
  for (const [url, sortKey] of lists) {
    for (const value of forged) {
      const sep = url.includes('?') ? '&' : '?';
      const res = await inject({ method: 'GET', url: `${url}${sep}next_key=${cursor({ s: sortKey, v: value, id: ID })}`, headers: { authorization: auth } });
      assert.equal(res.statusCode, 400, `${url} with v=${JSON.stringify(value)}: ${res.body}`);
      assert.deepEqual(res.json().errors.next_key, ['Invalid cursor.']);
    }
  }
  // Values the service itself issues still work.
  assert.ok(validSortValue('created_at', new Date().toISOString()));
  assert.ok(validSortValue('finished_at', new Date(0).toISOString()));
  assert.ok(validSortValue('confidence', 0.93));
  assert.ok(validSortValue('source_date', '0001-01-01'));
  assert.ok(!validSortValue('confidence', '0.93'));
});

test('the Authorization header is exactly "Bearer <key>" or "Token <key>"', () => {
  assert.equal(presentedKey(undefined), undefined);
  assert.equal(presentedKey(''), undefined);
  assert.equal(presentedKey('Bearer k1'), 'k1');
  assert.equal(presentedKey('bearer   k1 '), 'k1');
  assert.equal(presentedKey('Token k1'), 'k1');
  assert.equal(presentedKey('Bearer k1 junk'), '');
  assert.equal(presentedKey('Basic k1'), '');
  assert.equal(presentedKey('Bearer'), '');
});

test('the rate limit is per authenticated key, whatever the header spelling; failed authentications are limited per address', async () => {
  const limited = await startTestVigil({ rateLimitPerMinute: 6, authFailuresPerMinute: 5 });
  try {
    const header = await limited.auth('Limited Org');
    const key = header.slice('Bearer '.length);
    const get = (authorization?: string, remoteAddress = '10.0.0.1') =>
      limited.vigil.server!.inject({ method: 'GET', url: '/ext/v3/portfolios', headers: authorization === undefined ? {} : { authorization }, remoteAddress });
    // `Bearer K junk` is not a credential (and counts as a failure of its address, here another one).
    assert.equal((await get(`Bearer ${key} junk`, '10.0.0.9')).statusCode, 401);
    const spellings = [`Bearer ${key}`, `bearer ${key}`, `Token ${key}`, `BEARER  ${key}`, `token ${key}`, `Bearer ${key}`];
    for (const s of spellings) assert.equal((await get(s)).statusCode, 200, s);
    // The seventh request of the same key, from another address and spelling, is over the allowance.
    const over = await get(`Token ${key}`, '10.0.0.2');
    assert.equal(over.statusCode, 429);
    assert.ok(Number(over.headers['retry-after']) > 0, 'Retry-After on 429');
    assert.match(over.json().detail, /throttled/);

    // Wrong keys and missing headers: 5 failures per minute per address, then 429 before any lookup.
    for (let i = 0; i < 3; i++) assert.equal((await get(`Bearer wrong-${i}`, '10.0.0.3')).statusCode, 401);
    for (let i = 0; i < 2; i++) assert.equal((await get(undefined, '10.0.0.3')).statusCode, 401);
    const blocked = await get(`Bearer wrong-again`, '10.0.0.3');
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    // Even a valid key from that address waits: the address is guessing keys.
    assert.equal((await get(`Bearer ${key}`, '10.0.0.3')).statusCode, 429);
    // Another address is not affected.
    assert.equal((await get(`Bearer wrong`, '10.0.0.4')).statusCode, 401);
  } finally {
    await limited.close();
  }
});

test('an empty body with a JSON content type is {}; an unknown id on such a call is still 404', async () => {
  const created = await inject({ method: 'POST', url: '/ext/v3/portfolios', headers: { authorization: auth }, payload: { name: 'To delete' } });
  const id = created.json().external_id;
  const del = await inject({ method: 'DELETE', url: `/ext/v3/portfolios/${id}`, headers: { authorization: auth, 'content-type': 'application/json' }, payload: '' });
  assert.equal(del.statusCode, 204, del.body);
  assert.equal(del.body, '');
  const again = await inject({ method: 'DELETE', url: `/ext/v3/portfolios/${id}`, headers: { authorization: auth, 'content-type': 'application/json' }, payload: '' });
  assert.equal(again.statusCode, 404);
  // A POST whose body is required still says which field is missing.
  const blank = await inject({ method: 'POST', url: '/ext/v3/portfolios', headers: { authorization: auth, 'content-type': 'application/json' }, payload: '' });
  assert.equal(blank.statusCode, 400);
  assert.deepEqual(blank.json().errors.name, ['This field is required.']);
});

test('an oversized body is a 413, invalid UTF-8 a 400; nothing is stored', async () => {
  const big = await inject({
    method: 'POST',
    url: '/ext/v3/portfolios',
    headers: { authorization: auth, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
  });
  assert.equal(big.statusCode, 413);
  assert.match(big.json().detail, /larger than the limit/);
  const invalid = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
  const bad = await inject({ method: 'POST', url: '/ext/v3/portfolios', headers: { authorization: auth, 'content-type': 'application/json' }, payload: invalid });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.json().non_field_errors[0], /UTF-8/);
  const list = await inject({ method: 'GET', url: '/ext/v3/portfolios', headers: { authorization: auth } });
  assert.ok(!list.json().results.some((p: { name: string }) => p.name.startsWith('caf') || p.name.startsWith('xxx')));
});

test('API answers carry X-Content-Type-Options: nosniff and Cache-Control: no-store', async () => {
  for (const res of [
    await inject({ method: 'GET', url: '/ext/v3/portfolios', headers: { authorization: auth } }),
    await inject({ method: 'GET', url: '/ext/v3/portfolios' }),
    await inject({ method: 'GET', url: `/ext/v3/portfolios/${ID}`, headers: { authorization: auth } }),
  ]) {
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cache-control'], 'no-store');
  }
});

test('a client that sends a partial body loses its socket after the request time-out', async () => {
  const slow = await startTestVigil({ config: { requestTimeoutMs: 1000 } });
  try {
    await slow.vigil.server!.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.vigil.server!.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const started = Date.now();
    const key = await slow.auth('Slow Org');
    socket.write(`POST /ext/v3/portfolios HTTP/1.1\r\nHost: x\r\nAuthorization: ${key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na`);
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    await new Promise((r) => socket.once('close', r));
    const waited = Date.now() - started;
    // Node checks request time-outs every 30 s; an idle socket is closed after the same time-out.
    assert.ok(waited < 10_000, `socket closed after ${waited} ms`);
    assert.ok(answer === '' || /^HTTP\/1\.1 408/.test(answer), answer);
  } finally {
    await slow.close();
  }
});
