/**
 * The contract walk (issue 14): reads the served OpenAPI 3.1 document (GET /ext/v3/schema/), calls
 * every operation in it on a service seeded with real data (sanctions lists, a company registered
 * from the Brønnøysund register, a completed check with findings, a portfolio, a webhook with
 * subscriptions and a delivery, an investigation), and validates each live response body against
 * the document's schema for that operation and status with Ajv (JSON Schema 2020-12, as OpenAPI 3.1
 * uses). An operation without a documented success schema, a status the operation does not document,
 * or a body that does not match fails the test. It also calls every operation without credentials
 * (401) and every operation with an id in its path with unknown ids (404), validating those bodies.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { migrate } from '../src/storage/migrate.js';
import { ingestNewsFiles } from '../src/news/ingest.js';
import { endpointTable, TABLE_END, TABLE_START } from './helpers/endpoint-table.js';
import { openTestDb, startTestVigil, waitForCheck, waitForRegistration, SHARED_DATA, type TestVigil } from './helpers/vigil.js';

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  key: string;
  op: { responses?: Record<string, { content?: { 'application/json'?: { schema?: Json } } }>; requestBody?: unknown };
}

let v: TestVigil;
let auth: string;
let doc: Json;
const ids: Record<string, string> = {};

async function call(method: string, url: string, payload?: unknown, authz: string | null = auth) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authz) headers.authorization = authz;
  const res = await v.vigil.server!.inject({
    method: method as 'GET',
    url,
    headers: method === 'GET' ? (authz ? { authorization: authz } : {}) : headers,
    // Body-less calls send the JSON content type with an empty body, as the Python client does.
    payload: method === 'GET' ? undefined : payload === undefined ? '' : JSON.stringify(payload),
  });
  return { status: res.statusCode, text: res.body, body: res.body ? (JSON.parse(res.body) as Json) : undefined };
}

const api = (method: string, p: string, payload?: unknown) => call(method, `/ext/v3${p}`, payload);

before(async () => {
  // Real data: every list and PEP file, and one company register (Brønnøysund), linked into a temporary data folder.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-contract-'));
  fs.symlinkSync(path.join(SHARED_DATA, 'lists'), path.join(dataDir, 'lists'));
  fs.symlinkSync(path.join(SHARED_DATA, 'pep'), path.join(dataDir, 'pep'));
  fs.mkdirSync(path.join(dataDir, 'companies'));
  fs.symlinkSync(path.join(SHARED_DATA, 'companies', 'no_brreg'), path.join(dataDir, 'companies', 'no_brreg'));
  const db = await openTestDb();
  await migrate(db.db);
  v = await startTestVigil({ db, dataDir, rateLimitPerMinute: 1_000_000, companies: { providers: ['registry_files'] } });
  auth = await v.auth('Contract Org');

  const check = await api('POST', '/compliance', {
    name: 'Contract walk',
    entities: [
      { name: 'Nicolas MADURO MOROS', entity_type: 'individual', date_of_birth: '1962-11-23', country: 'VE' },
      { name: 'Sberbank of Russia', entity_type: 'company' },
    ],
  });
  assert.equal(check.status, 201, check.text);
  ids.check = String(check.body!.external_id);
  assert.equal((await waitForCheck(v, auth, ids.check)).status, 'completed');
  // A finding of the check, for the review route (PATCH /compliance/{id}/results/{result_id}).
  const results = await api('GET', `/compliance/${ids.check}/results?page_size=1`);
  ids.result = String((results.body!.results as Json[])[0].external_id);

  const reg = await api('POST', '/companies', { primary_name: 'AKER BP ASA', country: 'NO', customer_reference: 'contract-1' });
  assert.ok([200, 201].includes(reg.status), reg.text);
  ids.registration = String(reg.body!.external_id);
  const registered = await waitForRegistration(v, auth, ids.registration);
  assert.equal(registered.status, 'registered', JSON.stringify(registered));
  ids.company = registered.company.external_id;

  const portfolio = await api('POST', '/portfolios', { name: 'Contract portfolio', customer_reference: 'p-1' });
  ids.portfolio = String(portfolio.body!.external_id);
  assert.equal((await api('POST', `/portfolios/${ids.portfolio}/companies`, { company: { external_id: ids.company }, customer_reference: 'c-1' })).status, 201);

  const webhook = await api('POST', '/webhooks', {
    url: 'http://127.0.0.1:9/hook',
    subscriptions: [{ event_type: 'compliance_check.status_completed' }, { event_type: 'company.updated', portfolio: ids.portfolio }],
  });
  assert.equal(webhook.status, 201, webhook.text);
  ids.webhook = String(webhook.body!.external_id);
  ids.subscription = String((webhook.body!.subscriptions as Json[])[0].external_id);
  const investigation = await api('POST', '/companies/investigations', { country: 'NO', legal_name: 'Ukjent Handelsselskap AS', address_place: 'Oslo' });
  assert.equal(investigation.status, 201, investigation.text);
  ids.investigation = String(investigation.body!.external_id);

  // Articles: real NYT Business articles, the first linked to the seeded company (a seeded link: none of
  // them names AKER BP), a saved filter and a finished export.
  await ingestNewsFiles(v.vigil.db, [path.join(SHARED_DATA, 'news/rss/nyt_business/2026-03-09/nytimes.xml')]);
  const article = (await v.vigil.db.query<{ id: string }>('SELECT id FROM articles ORDER BY publication_datetime DESC, id LIMIT 1')).rows[0];
  await v.vigil.db.query(
    `INSERT INTO article_companies (article_id, company_id, organisation_id, confidence, role, matched_name, in_title, created_at)
     SELECT $1, c.id, c.organisation_id, 0.9, 'subject', c.name, false, now() FROM companies c WHERE c.id = $2`,
    [article.id, ids.company],
  );
  ids.article = article.id;
  ids.savedFilter = String((await api('POST', '/saved_article_filters', { name: 'Contract filter', language: ['en'] })).body!.external_id);
  const exp = await api('POST', '/articles/export', { file_type: 'JSONL' });
  assert.equal(exp.status, 201, exp.text);
  ids.export = String(exp.body!.external_id);
  for (let i = 0; i < 200 && (await api('GET', `/articles/export/${ids.export}`)).body!.status !== 'finished'; i++) await new Promise((r) => setTimeout(r, 100));

  doc = (await call('GET', '/ext/v3/schema/', undefined, null)).body!;
});
after(async () => {
  await v?.close();
});

/** Every operation of the document under /ext/v3. */
function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Json>)) {
    if (!p.startsWith('/ext/v3/')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      out.push({ method: method.toUpperCase(), path: p, key: `${method.toUpperCase()} ${p.replace(/\/+$/, '').replace(/\{[^}]+\}/g, '{}')}`, op: op as Operation['op'] });
    }
  }
  return out;
}

/** The seeded id for the path parameter that follows `segment` (the resource the id names), `own` first. */
function idFor(segment: string, key: string, own: Record<string, string> = {}): string {
  const byResource: Record<string, string> = {
    compliance: 'check',
    companies: 'company',
    investigations: 'investigation',
    registrations: 'registration',
    portfolios: 'portfolio',
    webhooks: 'webhook',
    subscriptions: 'subscription',
    results: 'result',
    articles: 'article',
    saved_article_filters: 'savedFilter',
    export: 'export',
  };
  const name = byResource[segment];
  const id = own[name] ?? ids[name];
  if (!name || !id) throw new Error(`no seeded id for the parameter after /${segment}/ in ${key}`);
  return id;
}

/** `path` with every `{param}` replaced by the seeded id of its resource, or by `unknown`. */
function fill(p: string, key: string, unknown?: string, own?: Record<string, string>): string {
  const parts = p.split('/');
  return parts.map((seg, i) => (/^\{.+\}$/.test(seg) ? (unknown ?? idFor(parts[i - 1], key, own)) : seg)).join('/');
}

/**
 * Per operation: the query string and body of the happy call, and a set-up run just before it for
 * the calls that consume what they act on: a DELETE gets a fresh resource of its own, whose ids
 * `prepare` returns (they replace the seeded ones for that call only).
 */
const CALLS: Record<string, { query?: string; body?: () => unknown; prepare?: () => Promise<Record<string, string> | void> }> = {
  'GET /ext/v3/companies': { query: '?country=NO' },
  'GET /ext/v3/companies/match': { query: '?name=AKER%20BP&country=NO' },
  'GET /ext/v3/compliance/{}/results': { query: '?sorting=confidence&order=desc' },
  'PATCH /ext/v3/compliance/{}/results/{}': { body: () => ({ review_status: 'confirmed', reason: 'Contract walk: name and date of birth match.' }) },
  'POST /ext/v3/compliance': { body: () => ({ name: 'Walk', entities: [{ name: 'Margaret Thompson', entity_type: 'individual' }] }) },
  'POST /ext/v3/companies': { body: () => ({ primary_name: 'AKER BP ASA', country: 'NO' }) },
  'POST /ext/v3/companies/investigations': { body: () => ({ country: 'NO', legal_name: 'Walk Selskap AS' }) },
  'POST /ext/v3/companies/feedback': { body: () => ({ company: ids.company, feedback_type: 'OTHER', comment: 'Contract walk' }) },
  'POST /ext/v3/portfolios': { body: () => ({ name: 'Walk portfolio' }) },
  'PATCH /ext/v3/portfolios/{}': { body: () => ({ name: 'Contract portfolio (renamed)' }) },
  'POST /ext/v3/portfolios/{}/companies': { body: () => ({ company: { external_id: ids.company } }) },
  'DELETE /ext/v3/portfolios/{}': {
    prepare: async () => {
      return { portfolio: String((await api('POST', '/portfolios', { name: 'To delete' })).body!.external_id) };
    },
  },
  'DELETE /ext/v3/portfolios/{}/companies/{}': {
    prepare: async () => {
      const portfolio = String((await api('POST', '/portfolios', { name: 'Membership to delete' })).body!.external_id);
      await api('POST', `/portfolios/${portfolio}/companies`, { company: { external_id: ids.company } });
      return { portfolio };
    },
  },
  'POST /ext/v3/webhooks': { body: () => ({ url: 'http://127.0.0.1:9/other', subscriptions: [{ event_type: 'company_registration.status_registered' }] }) },
  'PUT /ext/v3/webhooks/{}': { body: () => ({ url: 'http://127.0.0.1:9/hook', enabled: true, subscriptions: [{ event_type: 'compliance_check.status_completed' }] }) },
  'PATCH /ext/v3/webhooks/{}': { body: () => ({ enabled: true }) },
  'POST /ext/v3/webhooks/{}/subscriptions': { body: () => ({ event_type: 'compliance_check.status_changed' }) },
  'DELETE /ext/v3/webhooks/{}': {
    prepare: async () => {
      return { webhook: String((await api('POST', '/webhooks', { url: 'http://127.0.0.1:9/gone' })).body!.external_id) };
    },
  },
  'DELETE /ext/v3/webhooks/{}/subscriptions': {
    prepare: async () => {
      await api('POST', `/webhooks/${ids.webhook}/subscriptions`, { event_type: 'company_registration.status_changed' });
    },
    body: () => ({ event_type: 'company_registration.status_changed' }),
  },
  'GET /ext/v3/articles': { query: '?sorting=priority&sorting_order=desc&language=en' },
  'GET /ext/v3/articles/analytics/dates': { query: '?interval=month' },
  'POST /ext/v3/articles/feedback': { body: () => ({ article: ids.article, feedback_type: 'no_risk', comment: 'Contract walk' }) },
  'POST /ext/v3/articles/export': { body: () => ({ file_type: 'EXCEL', filters: { languages: ['en'], is_material: false } }) },
  'POST /ext/v3/saved_article_filters': { body: () => ({ name: 'Walk filter', category: [], sentiment: true }) },
  'PATCH /ext/v3/saved_article_filters/{}': { body: () => ({ name: 'Contract filter (renamed)' }) },
  'PUT /ext/v3/saved_article_filters/{}': { body: () => ({ name: 'Contract filter', language: ['en'] }) },
  'DELETE /ext/v3/saved_article_filters/{}': {
    prepare: async () => ({ savedFilter: String((await api('POST', '/saved_article_filters', { name: 'To delete' })).body!.external_id) }),
  },
  'DELETE /ext/v3/webhooks/{}/subscriptions/{}': {
    prepare: async () => {
      const created = await api('POST', `/webhooks/${ids.webhook}/subscriptions`, { event_type: 'company.updated', portfolio: ids.portfolio });
      return { subscription: String(created.body!.external_id) };
    },
  },
};

/** Ajv for OpenAPI 3.1 schemas; a response schema is validated with the document's components beside it. */
function validatorFor(schema: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv.compile({ ...schema, components: doc.components });
}

/** Asserts that `res` is documented for `o` and matches the documented schema; returns the status. */
function assertDocumented(o: Operation, res: Awaited<ReturnType<typeof call>>, what: string): void {
  const documented = o.op.responses?.[String(res.status)];
  assert.ok(documented, `${what}: ${o.key} answered ${res.status}, which the document does not list (${res.text.slice(0, 300)})`);
  if (res.status === 204) {
    assert.equal(res.text, '', `${what}: ${o.key} 204 has a body`);
    return;
  }
  const schema = documented.content?.['application/json']?.schema;
  assert.ok(schema, `${what}: ${o.key} ${res.status} has no response schema`);
  const validate = validatorFor(schema);
  assert.ok(validate(res.body), `${what}: ${o.key} ${res.status} does not match its schema: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${res.text.slice(0, 600)}`);
}

test('the document is OpenAPI 3.1 with the tokenAuth bearer scheme and covers every /ext/v3 route', async () => {
  assert.equal(doc.openapi, '3.1.0');
  const schemes = (doc.components as Json).securitySchemes as Json;
  assert.deepEqual({ type: (schemes.tokenAuth as Json).type, scheme: (schemes.tokenAuth as Json).scheme }, { type: 'http', scheme: 'bearer' });
  const keys = operations().map((o) => o.key);
  for (const expected of [
    'POST /ext/v3/compliance',
    'GET /ext/v3/compliance/{}/results',
    'DELETE /ext/v3/webhooks/{}/subscriptions/{}',
    'POST /ext/v3/companies/feedback',
    'GET /ext/v3/portfolios/{}/companies',
    'GET /ext/v3/registrations/{}',
  ]) {
    assert.ok(keys.includes(expected), `${expected} is in the document`);
  }
  // Every operation says what it does and how it is secured.
  for (const o of operations()) assert.ok((o.op as Json).summary, `${o.key} has a summary`);
});

test('every operation, called on seeded data, answers a documented status with a body that matches its schema', async () => {
  const ops = operations();
  assert.ok(ops.length >= 30, `only ${ops.length} operations documented`);
  // Reads first, then writes, deletes last, so each call finds the seeded data in place.
  const rank = (o: Operation) => ({ GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 })[o.method] ?? 4;
  const failures: string[] = [];
  for (const o of [...ops].sort((a, b) => rank(a) - rank(b))) {
    try {
      const success = Object.keys(o.op.responses ?? {}).filter((s) => /^2\d\d$/.test(s));
      assert.ok(success.length, `${o.key} documents no success response`);
      for (const s of success) if (s !== '204') assert.ok(o.op.responses![s].content?.['application/json']?.schema, `${o.key} ${s} has no response schema`);
      const plan = CALLS[o.key] ?? {};
      if (o.op.requestBody && !plan.body && o.method !== 'DELETE' && !/regenerate_secret|deliveries\/test/.test(o.key)) {
        throw new Error(`${o.key} takes a body: add its sample call to CALLS`);
      }
      const own = (await plan.prepare?.()) ?? {};
      const res = await call(o.method, fill(o.path, o.key, undefined, own) + (plan.query ?? ''), plan.body?.());
      assert.ok(res.status >= 200 && res.status < 300, `${o.key} answered ${res.status}: ${res.text.slice(0, 400)}`);
      assertDocumented(o, res, 'happy call');
    } catch (err) {
      failures.push((err as Error).message);
    }
  }
  assert.deepEqual(failures, []);
});

test('every operation answers 401 without credentials and 404 for unknown ids, in the documented error shapes', async () => {
  const failures: string[] = [];
  const unknown = crypto.randomUUID();
  for (const o of operations()) {
    try {
      const anonymous = await call(o.method, fill(o.path, o.key, unknown), CALLS[o.key]?.body?.(), null);
      assert.equal(anonymous.status, 401, `${o.key} without credentials`);
      assertDocumented(o, anonymous, 'no credentials');
      if (o.path.includes('{')) {
        const missing = await call(o.method, fill(o.path, o.key, unknown), CALLS[o.key]?.body?.());
        assert.equal(missing.status, 404, `${o.key} with unknown ids: ${missing.text.slice(0, 200)}`);
        assertDocumented(o, missing, 'unknown id');
      }
    } catch (err) {
      failures.push((err as Error).message);
    }
  }
  assert.deepEqual(failures, []);
});

test('the docs page is served without auth and loads its assets from the service itself', async () => {
  const page = await v.vigil.server!.inject({ method: 'GET', url: '/ext/v3/docs/' });
  assert.equal(page.statusCode, 200);
  assert.match(page.headers['content-type'] as string, /text\/html/);
  const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(assets.length >= 2, 'the page references its scripts and styles');
  for (const a of assets) {
    assert.ok(!/^(https?:)?\/\//.test(a), `asset ${a} is not fetched from another host`);
    const url = new URL(a, 'http://localhost/ext/v3/docs/').pathname;
    const res = await v.vigil.server!.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200, `asset ${url}`);
  }
  const init = await v.vigil.server!.inject({ method: 'GET', url: '/ext/v3/docs/static/swagger-initializer.js' });
  assert.equal(init.statusCode, 200);
  assert.match(init.body, /\/ext\/v3\/schema\//, 'the page reads the served document');
  assert.equal((await v.vigil.server!.inject({ method: 'GET', url: '/openapi.json' })).statusCode, 200);
});

test('docs/API.md lists every operation with exactly its documented status codes', () => {
  const page = fs.readFileSync(path.resolve(import.meta.dirname, '../docs/API.md'), 'utf8');
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  assert.ok(start >= 0 && end > start, 'docs/API.md has the generated endpoint table');
  assert.equal(page.slice(start + TABLE_START.length, end).trim(), endpointTable(doc), 'run `npm run docs:endpoints` and paste its table into docs/API.md');
});
