/**
 * Portfolios over real HTTP injection: create/read/list/PATCH/DELETE, the permission matrix of
 * default_permission (owner key, another key of the same organisation, a read-only key, a key of
 * another organisation), validation 400s naming the field, membership add/list/remove with companies
 * stored directly in `companies`, and cursor paging over more rows than a page.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/storage/migrate.js';
import type { Db } from '../src/storage/db.js';
import { portfolioAccess } from '../src/domain/portfolios.js';
import { openTestDb, startTestVigil, type TestVigil, apiClient } from './helpers/vigil.js';

const PAGE_SIZE = 5;
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const NOT_FOUND = { detail: 'Not found.' };

let v: TestVigil;
let db: Db;
let owner: string; // creates the portfolios
let colleague: string; // another key of the same organisation
let readOnly: string; // a read-only key of the same organisation
let stranger: string; // a key of another organisation
let orgId: string;
let otherOrgId: string;
const companyIds: string[] = [];
let foreignCompanyId: string;

before(async () => {
  const t = await openTestDb();
  await migrate(t.db);
  db = t.db;
  const emptyDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pf-data-'));
  v = await startTestVigil({ db: t, dataDir: emptyDataDir, pageSize: PAGE_SIZE, rateLimitPerMinute: 1_000_000 });
  owner = await v.auth('Portfolio Org');
  colleague = await v.auth('Portfolio Org');
  readOnly = await v.auth('Portfolio Org', { readOnly: true });
  stranger = await v.auth('Other Org');
  const orgs = await db.query<{ id: string; name: string }>('SELECT id, name FROM organisations');
  orgId = orgs.rows.find((o) => o.name === 'Portfolio Org')!.id;
  otherOrgId = orgs.rows.find((o) => o.name === 'Other Org')!.id;
  for (const c of COMPANIES) companyIds.push(await insertCompany(orgId, c));
  foreignCompanyId = await insertCompany(otherOrgId, COMPANIES[0]);
});
after(async () => {
  await v.close();
});

const api = (...a: Parameters<ReturnType<typeof apiClient>>) => apiClient(v, () => owner)(...a);

/** Real companies, as a registry-files load would store them (profile trimmed to {}). */
const COMPANIES = [
  { name: 'CANDOUR GROUP LIMITED', country: 'GB', provider_id: 'GB-COH:08957400' },
  { name: 'TESCO PLC', country: 'GB', provider_id: 'GB-COH:00445790' },
  { name: 'MARKS AND SPENCER GROUP P.L.C.', country: 'GB', provider_id: 'GB-COH:04256886' },
  { name: 'BP P.L.C.', country: 'GB', provider_id: 'GB-COH:00102498' },
  { name: 'UNILEVER PLC', country: 'GB', provider_id: 'GB-COH:00041424' },
  { name: 'EQUINOR ASA', country: 'NO', provider_id: 'NO-BRREG:923609016' },
  { name: 'AKER BP ASA', country: 'NO', provider_id: 'NO-BRREG:989795848' },
];

/** Inserts a tracked company of `organisationId`; returns its id. */
async function insertCompany(organisationId: string, c: { name: string; country: string; provider_id: string }, duns: string | null = null) {
  const id = crypto.randomUUID();
  await db.query(
    `INSERT INTO companies (id, organisation_id, provider, provider_id, name, country, duns_number, profile, created_at, updated_at)
     VALUES ($1, $2, 'registry_files', $3, $4, $5, $6, '{}'::jsonb, now(), now())`,
    [id, organisationId, c.provider_id, c.name, c.country, duns],
  );
  return id;
}


async function newPortfolio(body: Record<string, unknown>, authz = owner) {
  const res = await api('POST', '/portfolios/', body, authz);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body as {
    external_id: string;
    name: string;
    customer_reference: string | null;
    default_permission: string;
    companies_count: number;
    created_at: string;
    updated_at: string;
  };
}

async function listAll(url: string, authz = owner, pageSize = PAGE_SIZE) {
  const out: Array<Record<string, unknown>> = [];
  let next: string | null = null;
  let pages = 0;
  do {
    const res = await api('GET', `${url}${next ? `${url.includes('?') ? '&' : '?'}next_key=${encodeURIComponent(next)}` : ''}`, undefined, authz);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(res.body.results.length <= pageSize);
    out.push(...res.body.results);
    next = res.body.next_key;
    pages++;
    assert.ok(pages < 100);
  } while (next);
  return out;
}

test('create, read, list, PATCH, DELETE; default_permission defaults to view_only; record shape', async () => {
  const created = await newPortfolio({ name: '  UK suppliers  ', customer_reference: 'crm-42' });
  assert.match(created.external_id, /^[0-9a-f-]{36}$/);
  assert.deepEqual(Object.keys(created).sort(), ['companies_count', 'created_at', 'customer_reference', 'default_permission', 'external_id', 'name', 'updated_at']);
  assert.equal(created.name, 'UK suppliers');
  assert.equal(created.default_permission, 'view_only');
  const got = await api('GET', `/portfolios/${created.external_id}/`);
  assert.equal(got.status, 200);
  assert.deepEqual(got.body, created);
  assert.equal(got.body.customer_reference, 'crm-42');
  assert.equal(got.body.companies_count, 0);

  const bare = await newPortfolio({ name: 'No reference' });
  assert.equal(bare.customer_reference, null);

  const patched = await api('PATCH', `/portfolios/${created.external_id}`, { name: 'UK suppliers 2025', default_permission: 'write' });
  assert.equal(patched.status, 200);
  assert.equal(patched.body.name, 'UK suppliers 2025');
  assert.equal(patched.body.default_permission, 'write');
  assert.equal(patched.body.customer_reference, 'crm-42', 'PATCH keeps fields it does not name');
  assert.ok(patched.body.updated_at >= created.updated_at);
  const cleared = await api('PATCH', `/portfolios/${created.external_id}`, { customer_reference: null, default_permission: '' });
  assert.equal(cleared.body.customer_reference, null);
  assert.equal(cleared.body.default_permission, '');

  const list = await listAll('/portfolios');
  assert.ok(list.some((p) => p.external_id === created.external_id));

  assert.equal((await api('DELETE', `/portfolios/${created.external_id}/`)).status, 204);
  assert.deepEqual((await api('GET', `/portfolios/${created.external_id}/`)).body, NOT_FOUND);
  assert.equal((await api('DELETE', `/portfolios/${created.external_id}/`)).status, 404);
  assert.equal((await api('GET', `/portfolios/${crypto.randomUUID()}`)).status, 404);
  assert.equal((await api('GET', '/portfolios/not-a-uuid')).status, 404);
});

test('validation: every bad input is a 400 naming the field', async () => {
  const cases: Array<[unknown, string, string]> = [
    [{}, 'name', 'This field is required.'],
    [{ name: '' }, 'name', 'This field may not be blank.'],
    [{ name: '   ' }, 'name', 'This field may not be blank.'],
    [{ name: null }, 'name', 'This field may not be null.'],
    [{ name: 'x', default_permission: 'read' }, 'default_permission', '"read" is not a valid choice.'],
    [{ name: 'x', default_permission: null }, 'default_permission', '"null" is not a valid choice.'],
    [{ name: 'x', customer_reference: 42 }, 'customer_reference', 'Not a valid string.'],
  ];
  for (const [body, field, message] of cases) {
    const res = await api('POST', '/portfolios', body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body.errors[field], [message], `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`);
  }
  const p = await newPortfolio({ name: 'Validation' });
  const patch = await api('PATCH', `/portfolios/${p.external_id}`, { name: ' ' });
  assert.equal(patch.status, 400);
  assert.deepEqual(patch.body.errors.name, ['This field may not be blank.']);
  assert.equal((await api('PATCH', `/portfolios/${p.external_id}`, { default_permission: 'everyone' })).body.errors.default_permission[0], '"everyone" is not a valid choice.');

  const add = (body: unknown) => api('POST', `/portfolios/${p.external_id}/companies/`, body);
  assert.deepEqual((await add({ company: { external_id: 'nope' } })).body.errors['company.external_id'], ['Must be a valid UUID.']);
  assert.deepEqual((await add({ company: {} })).body.errors['company.external_id'], ['This field is required.']);
  const unknownId = crypto.randomUUID();
  const unknown = await add({ company: { external_id: unknownId } });
  assert.equal(unknown.status, 400);
  assert.deepEqual(unknown.body.errors['company.external_id'], [`Object with external_id=${unknownId} does not exist.`]);
  const foreign = await add({ company: { external_id: foreignCompanyId } });
  assert.equal(foreign.status, 400, 'another organisation\'s company is not one this organisation can add');
  assert.ok(foreign.body.errors['company.external_id']);
  assert.equal((await add({ company: { external_id: companyIds[0] }, customer_reference: 7 })).body.errors.customer_reference[0], 'Not a valid string.');
  const byDetails = await add({ primary_name: 'CANDOUR GROUP LIMITED', country: 'GB' });
  assert.equal(byDetails.status, 201, 'identifying details start a registration (interface.md: the answer is a registration record)');
  assert.equal(byDetails.body.primary_name, 'CANDOUR GROUP LIMITED');
  assert.ok(['queued_search', 'searching', 'company_not_found'].includes(byDetails.body.status), byDetails.body.status);
  assert.deepEqual((await add({ primary_name: 'CANDOUR GROUP LIMITED' })).body.errors.country, ['This field is required with primary_name or registration_number.']);

  const badCursor = await api('GET', '/portfolios?next_key=forged');
  assert.equal(badCursor.status, 400);
  assert.ok(badCursor.body.errors.next_key);
  assert.ok((await api('GET', `/portfolios/${p.external_id}/companies?next_key=forged`)).body.errors.next_key);
  assert.ok((await api('GET', '/portfolios?page_size=0')).body.errors.page_size);
});

type Level = 'view_only' | 'write' | 'admin' | 'owner' | '';
const RANK: Record<Level, number> = { '': 0, view_only: 1, write: 2, admin: 3, owner: 4 };

for (const level of ['view_only', 'write', 'admin', 'owner', ''] as Level[]) {
  test(`permission matrix for default_permission=${JSON.stringify(level)}`, async () => {
    const p = await newPortfolio({ name: `Matrix ${level || 'none'}`, default_permission: level });
    assert.equal(p.default_permission, level);
    const url = `/portfolios/${p.external_id}`;
    // The owner's key does everything whatever default_permission says.
    assert.equal((await api('POST', `${url}/companies`, { company: { external_id: companyIds[0] } })).status, 201);
    assert.equal((await api('GET', url)).status, 200);

    const canView = RANK[level] >= 1;
    const canWrite = RANK[level] >= 2;
    const canAdmin = RANK[level] >= 3;
    const expect = (allowed: boolean, ok: number) => (allowed ? ok : 403);
    const check = async (method: string, path: string, body: unknown, expected: number, authz: string) => {
      const res = await api(method, path, body, authz);
      assert.equal(res.status, expected, `${level || "''"}: ${method} ${path} -> ${res.status} ${JSON.stringify(res.body)}`);
      if (expected === 403) assert.deepEqual(res.body, FORBIDDEN);
      if (expected === 404) assert.deepEqual(res.body, NOT_FOUND);
      return res;
    };

    // Another key of the same organisation.
    await check('GET', url, undefined, expect(canView, 200), colleague);
    await check('GET', `${url}/companies`, undefined, expect(canView, 200), colleague);
    const listed = (await listAll('/portfolios', colleague)).some((x) => x.external_id === p.external_id);
    assert.equal(listed, canView, 'the list shows exactly the portfolios the key may view');
    await check('POST', `${url}/companies`, { company: { external_id: companyIds[1] } }, expect(canWrite, 201), colleague);
    await check('DELETE', `${url}/companies/${companyIds[canWrite ? 1 : 0]}`, undefined, expect(canWrite, 204), colleague);
    await check('PATCH', url, { name: 'Renamed' }, expect(canAdmin, 200), colleague);

    // A read-only key of the same organisation: reads as the colleague does, never writes.
    await check('GET', url, undefined, expect(canView, 200), readOnly);
    assert.equal((await listAll('/portfolios', readOnly)).some((x) => x.external_id === p.external_id), canView);
    await check('POST', `${url}/companies`, { company: { external_id: companyIds[1] } }, 403, readOnly);
    await check('DELETE', `${url}/companies/${companyIds[0]}`, undefined, 403, readOnly);
    await check('PATCH', url, { name: 'Renamed' }, 403, readOnly);
    await check('DELETE', url, undefined, 403, readOnly);

    // Another organisation: 404 everywhere, and never listed.
    await check('GET', url, undefined, 404, stranger);
    await check('GET', `${url}/companies`, undefined, 404, stranger);
    await check('POST', `${url}/companies`, { company: { external_id: foreignCompanyId } }, 404, stranger);
    await check('DELETE', `${url}/companies/${companyIds[0]}`, undefined, 404, stranger);
    await check('PATCH', url, { name: 'Mine now' }, 404, stranger);
    await check('DELETE', url, undefined, 404, stranger);
    assert.ok(!(await listAll('/portfolios', stranger)).some((x) => x.external_id === p.external_id));

    // Deleting needs admin; the owner can always delete.
    await check('DELETE', url, undefined, expect(canAdmin, 204), colleague);
    if (!canAdmin) await check('DELETE', url, undefined, 204, owner);
    await check('GET', url, undefined, 404, owner);
  });
}

test('portfolioAccess: owner key, default_permission for colleagues, read-only cap, other organisations', () => {
  const p = { organisation_id: 'org-a', owner_key_id: 'key-1', default_permission: 'write' as const };
  assert.equal(portfolioAccess(p, { organisationId: 'org-a', keyId: 'key-1', readOnly: false }), 'owner');
  assert.equal(portfolioAccess(p, { organisationId: 'org-a', keyId: 'key-2', readOnly: false }), 'write');
  assert.equal(portfolioAccess(p, { organisationId: 'org-a', keyId: 'key-2', readOnly: true }), 'view_only');
  assert.equal(portfolioAccess({ ...p, default_permission: '' }, { organisationId: 'org-a', keyId: 'key-2', readOnly: false }), 'none');
  assert.equal(portfolioAccess({ ...p, default_permission: '' }, { organisationId: 'org-a', keyId: 'key-2', readOnly: true }), 'none');
  assert.equal(portfolioAccess(p, { organisationId: 'org-b', keyId: 'key-1', readOnly: false }), 'none');
  assert.equal(portfolioAccess({ ...p, owner_key_id: null }, { organisationId: 'org-a', keyId: 'key-1', readOnly: false }), 'write');
});

test('membership: add (idempotent), list, remove; items carry the company; deleting a company removes it', async () => {
  const p = await newPortfolio({ name: 'Membership' });
  const url = `/portfolios/${p.external_id}/companies`;
  const members = async () => (await api('GET', url)).body.results as Array<{ company: { external_id: string; duns_number: string }; customer_reference: string; created_at: string }>;
  const first = await api('POST', url, { company: { external_id: companyIds[0] }, customer_reference: 'cust-1' });
  assert.equal(first.status, 201, 'a tracked company without a registration gets one');
  assert.ok(first.body.external_id && 'status' in first.body && 'progress' in first.body, 'the answer is a registration record');
  const [m1] = await members();
  // api-facts.md "Shapes the published clients validate": duns_number is a string ("" when none) and the membership's company carries its slug.
  assert.deepEqual(m1.company, { external_id: companyIds[0], name: 'CANDOUR GROUP LIMITED', country: 'GB', duns_number: '', slug: `candour-group-limited-${companyIds[0].replace(/-/g, '')}` });
  assert.equal(m1.customer_reference, 'cust-1');
  assert.deepEqual(Object.keys(m1).sort(), ['company', 'created_at', 'customer_reference']);

  const again = await api('POST', url, { company: { external_id: companyIds[0] } });
  assert.equal(again.body.external_id, first.body.external_id, 'adding again answers the same registration');
  assert.deepEqual((await members())[0], m1, 'and keeps the membership unchanged');
  await api('POST', url, { company: { external_id: companyIds[0] }, customer_reference: 'cust-1b' });
  const [m2] = await members();
  assert.equal(m2.customer_reference, 'cust-1b');
  assert.equal(m2.created_at, m1.created_at);

  const duns = await insertCompany(orgId, { name: 'DUNS TEST HOLDINGS LIMITED', country: 'GB', provider_id: 'GB-COH:99999901' }, '123456789');
  await api('POST', url, { company: { external_id: duns } });
  assert.equal((await members()).find((m) => m.company.external_id === duns)?.company.duns_number, '123456789');
  assert.equal((await api('POST', url, { company: { external_id: companyIds[5] } })).status, 201);

  const list = await api('GET', url);
  assert.equal(list.status, 200);
  assert.equal(list.body.total_results, 3);
  assert.equal(list.body.next_key, null);
  assert.deepEqual(list.body.results.map((m: { company: { external_id: string } }) => m.company.external_id), [companyIds[0], duns, companyIds[5]]);
  assert.equal((await api('GET', `/portfolios/${p.external_id}`)).body.companies_count, 3);

  assert.equal((await api('DELETE', `${url}/${companyIds[5]}/`)).status, 204);
  const gone = await api('DELETE', `${url}/${companyIds[5]}/`);
  assert.equal(gone.status, 404);
  assert.equal((await api('DELETE', `${url}/${companyIds[3]}`)).status, 404, 'a company that is not a member');
  assert.equal((await api('DELETE', `${url}/not-a-uuid`)).status, 404);

  await db.query('DELETE FROM companies WHERE id = $1', [duns]);
  const after = await api('GET', url);
  assert.deepEqual(after.body.results.map((m: { company: { external_id: string } }) => m.company.external_id), [companyIds[0]]);
  assert.equal(after.body.total_results, 1);
});

test('deleting a portfolio removes its memberships and the webhook subscriptions scoped to it', async () => {
  const p = await newPortfolio({ name: 'Watched' });
  await api('POST', `/portfolios/${p.external_id}/companies`, { company: { external_id: companyIds[2] } });
  const hook = await api('POST', '/webhooks/', {
    url: 'https://hooks.example.com/vigil',
    subscriptions: [{ event_type: 'company.updated', portfolio: p.external_id }, { event_type: 'compliance_check.status_completed' }],
  });
  assert.equal(hook.status, 201, JSON.stringify(hook.body));
  assert.equal((await api('DELETE', `/portfolios/${p.external_id}`)).status, 204);
  const subs = await api('GET', `/webhooks/${hook.body.external_id}/subscriptions/`);
  assert.deepEqual(subs.body.results.map((s: { event_type: string }) => s.event_type), ['compliance_check.status_completed']);
  const left = await db.query('SELECT 1 FROM portfolio_companies WHERE portfolio_id = $1', [p.external_id]);
  assert.equal(left.rows.length, 0);
});

test('pagination: portfolios and memberships page by next_key, oldest first, no row skipped or repeated', async () => {
  const pager = await v.auth('Paging Org');
  const pagingOrg = (await db.query<{ id: string }>("SELECT id FROM organisations WHERE name = 'Paging Org'")).rows[0].id;
  const made: string[] = [];
  for (let i = 0; i < 2 * PAGE_SIZE + 2; i++) made.push((await newPortfolio({ name: `Portfolio ${i}` }, pager)).external_id);
  // Portfolios sharing one created_at must still page without loss (tie-break on id).
  await db.query('UPDATE portfolios SET created_at = $2 WHERE organisation_id = $1', [pagingOrg, new Date('2025-01-02T03:04:05.678Z')]);
  const first = await api('GET', '/portfolios', undefined, pager);
  assert.equal(first.body.total_results, made.length);
  assert.equal(first.body.results.length, PAGE_SIZE);
  assert.ok(first.body.next_key);
  const all = await listAll('/portfolios', pager);
  assert.deepEqual(all.map((p) => p.external_id), [...made].sort());
  assert.equal((await listAll('/portfolios?page_size=7', pager, 7)).length, made.length);

  const p = made[0];
  const members: string[] = [];
  for (let i = 0; i < PAGE_SIZE + 3; i++) {
    const id = await insertCompany(pagingOrg, { name: `PAGING COMPANY ${i} LIMITED`, country: 'GB', provider_id: `GB-COH:9000000${i}` });
    members.push(id);
    assert.equal((await api('POST', `/portfolios/${p}/companies`, { company: { external_id: id } }, pager)).status, 201);
  }
  await db.query('UPDATE portfolio_companies SET created_at = $2 WHERE portfolio_id = $1', [p, new Date('2025-01-02T03:04:05.678Z')]);
  const page1 = await api('GET', `/portfolios/${p}/companies`, undefined, pager);
  assert.equal(page1.body.total_results, members.length);
  assert.equal(page1.body.results.length, PAGE_SIZE);
  const listed = await listAll(`/portfolios/${p}/companies`, pager);
  assert.deepEqual(listed.map((m) => (m.company as { external_id: string }).external_id), [...members].sort());
});

test('the OpenAPI document describes the portfolio endpoints', async () => {
  const res = await v.vigil.server!.inject({ method: 'GET', url: '/openapi.json' });
  assert.equal(res.statusCode, 200);
  const paths = Object.keys(res.json().paths);
  for (const p of ['/ext/v3/portfolios', '/ext/v3/portfolios/{id}', '/ext/v3/portfolios/{id}/companies', '/ext/v3/portfolios/{id}/companies/{company_id}']) {
    assert.ok(paths.includes(p), `${p} in ${paths.join(', ')}`);
  }
});
