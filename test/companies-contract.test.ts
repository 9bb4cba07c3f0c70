/**
 * The company, registration and portfolio shapes the published clients validate (api-facts.md "Shapes
 * the published clients validate"), on real registry data (Brønnøysund, Companies House, GLEIF):
 * list items and match results with every required field typed (duns_number and the address parts
 * strings, "" when unknown), the company detail (slug, founding_date, primary_industry_codes,
 * registration_numbers with integer D&B type codes, trade_names, counters), the company inside a
 * registration and a portfolio membership, the registration_number and website_url filters, company
 * feedback, and DELETE with an empty JSON body.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/storage/migrate.js';
import { companySlug, serializeCompany, websiteHost, type CompanyRow } from '../src/domain/companies.js';
import { serializeFeedback } from '../src/domain/company-changes.js';
import { openTestDb, startTestVigil, waitForRegistration, SHARED_DATA, type TestVigil, apiClient } from './helpers/vigil.js';

let v: TestVigil;
let auth: string;
let otherAuth: string;
let dataDir: string;
/** external_id of the companies registered in `before`, by short name. */
const ids: Record<string, string> = {};
let otherAker: string;

function linkSnapshot(snapshot: string): void {
  const from = path.join(SHARED_DATA, 'companies', snapshot);
  const to = path.join(dataDir, 'companies', snapshot);
  fs.mkdirSync(to, { recursive: true });
  for (const f of fs.readdirSync(from)) fs.symlinkSync(path.join(from, f), path.join(to, f));
}

const api = (...a: Parameters<ReturnType<typeof apiClient>>) => apiClient(v, () => auth)(...a);

/** Registers a company and waits for `registered`; returns the registration record. */
async function register(body: Record<string, unknown>, authz = auth) {
  const posted = await api('POST', '/companies', body, authz);
  assert.ok([200, 201].includes(posted.status), JSON.stringify(posted.body));
  const done = await waitForRegistration(v, authz, posted.body.external_id);
  assert.equal(done.status, 'registered', JSON.stringify(done));
  return done;
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-companies-contract-'));
  linkSnapshot('gb_coh_basic/2021-01-15');
  linkSnapshot('gleif/2023-06-05');
  linkSnapshot('gleif_elf/2021-10-21');
  linkSnapshot('no_brreg/2024-01');
  const db = await openTestDb();
  await migrate(db.db);
  v = await startTestVigil({ db, dataDir, rateLimitPerMinute: 1_000_000, companies: { providers: ['registry_files'] } });
  auth = await v.auth('Contract Company Org');
  otherAuth = await v.auth('Other Contract Company Org');
  ids.aker = (await register({ registration_number: '989795848', country: 'NO' })).company.external_id;
  ids.obac = (await register({ registration_number: 'FC031362', country: 'GB' })).company.external_id;
  ids.dentsu = (await register({ primary_name: 'DENTSU INTERNATIONAL LIMITED', country: 'GB' })).company.external_id;
  otherAker = (await register({ registration_number: '989795848', country: 'NO' }, otherAuth)).company.external_id;
});
after(async () => {
  await v?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
type Json = Record<string, any>;

/** Asserts the required fields of a company list item / match result and the types of the optional ones. */
function assertListItem(c: Json, where: string): void {
  for (const f of ['name', 'country', 'duns_number', 'address_street', 'address_postal', 'address_place', 'address_region']) {
    assert.equal(typeof c[f], 'string', `${where}: ${f} is a string (${JSON.stringify(c[f])})`);
  }
  assert.ok(Array.isArray(c.industry_codes), `${where}: industry_codes`);
  for (const i of c.industry_codes) assert.deepEqual(Object.keys(i).sort(), ['code', 'description'], where), assert.equal(typeof i.code, 'string'), assert.equal(typeof i.description, 'string');
  assert.ok(c.external_id === null || UUID.test(c.external_id), `${where}: external_id null or a UUID`);
  for (const f of ['social_logo', 'website_icon_url']) assert.ok(!(f in c) || typeof c[f] === 'string', `${where}: ${f} absent or a string`);
  assert.ok(!('is_out_of_business' in c) || typeof c.is_out_of_business === 'boolean', `${where}: is_out_of_business`);
}

test('list items of the provider search, the tracked list and match results carry every required field with its type', async () => {
  const search = await api('GET', '/companies?query=aker%20bp&country=NO');
  assert.equal(search.status, 200);
  assert.ok(search.body.results.length > 0);
  search.body.results.forEach((c: Json, i: number) => assertListItem(c, `search[${i}]`));
  const aker = search.body.results.find((c: Json) => c.name === 'AKER BP ASA');
  assert.equal(aker.duns_number, '', 'no DUNS: "" (was null)');
  assert.equal(aker.external_id, ids.aker, 'tracked: its external_id');
  assert.equal(aker.address_street, 'Oksenøyveien 10');
  assert.deepEqual(aker.industry_codes, [{ code: '06.100', description: 'Utvinning av råolje' }]);
  const untracked = await api('GET', '/companies?query=equinor&country=NO');
  untracked.body.results.forEach((c: Json, i: number) => assertListItem(c, `untracked[${i}]`));
  assert.ok(untracked.body.results.every((c: Json) => c.external_id === null));

  const tracked = await api('GET', '/companies');
  assert.equal(tracked.status, 200);
  assert.equal(tracked.body.total_results, 3);
  tracked.body.results.forEach((c: Json, i: number) => assertListItem(c, `tracked[${i}]`));
  assert.ok(tracked.body.results.every((c: Json) => UUID.test(c.external_id) && c.duns_number === ''));
  // A company stored with an empty profile (as older rows may be) still lists with every field typed.
  const orgId = (await v.vigil.db.query<{ organisation_id: string }>('SELECT organisation_id FROM companies WHERE id = $1', [ids.aker])).rows[0].organisation_id;
  const bare = crypto.randomUUID();
  await v.vigil.db.query(
    `INSERT INTO companies (id, organisation_id, provider, provider_id, name, country, duns_number, profile, created_at, updated_at)
     VALUES ($1, $2, 'registry_files', 'GB-COH:BARE0001', 'BARE PROFILE LIMITED', 'GB', NULL, '{}'::jsonb, now(), now())`,
    [bare, orgId],
  );
  const withBare = await api('GET', '/companies');
  withBare.body.results.forEach((c: Json, i: number) => assertListItem(c, `with bare[${i}]`));
  assert.equal((await api('GET', `/companies/${bare}`)).status, 200, 'the detail of an empty profile serialises');
  await v.vigil.db.query('DELETE FROM companies WHERE id = $1', [bare]);

  const match = await api('GET', '/companies/match/?name=aker%20bp&country=NO');
  assert.equal(match.status, 200);
  assertListItem(match.body, 'match');
  assert.equal(match.body.external_id, ids.aker);
  const byRef = await api('GET', '/companies/match/?registration_number=FC031362&country=GB');
  assertListItem(byRef.body, 'match by registration number');
  assert.equal(byRef.body.duns_number, '');
});

test('the company detail: slug, founding_date, primary_industry_codes, integer D&B registration-number types, trade_names, counters', async () => {
  const aker = (await api('GET', `/companies/${ids.aker}`)).body;
  assertListItem(aker, 'detail');
  assert.equal(aker.duns_number, '');
  assert.equal(aker.slug, `aker-bp-asa-${ids.aker.replace(/-/g, '')}`);
  assert.match(aker.slug, SLUG);
  assert.equal(aker.founding_date, '2006-05-02', 'Brønnøysund stiftelsesdato');
  assert.deepEqual(aker.primary_industry_codes, [{ code: '06.100', description: 'Utvinning av råolje' }]);
  assert.deepEqual(aker.registration_numbers, [{ number: '989795848', type: 1699, description: 'Brønnøysund Register Centre (NO) organisation number', register: 'NO-BRREG' }]);
  assert.deepEqual(aker.trade_names, []);
  assert.equal(aker.website_url, 'www.akerbp.com');
  assert.equal(aker.website_domain, 'akerbp.com');
  for (const f of ['article_count', 'publication_count', 'report_count', 'review_count', 'review_average_score']) assert.equal(aker[f], 0, f);
  for (const f of ['address_street', 'address_number', 'address_postal', 'address_place', 'address_region', 'address_phone']) assert.equal(typeof aker[f], 'string', f);
  assert.ok(Array.isArray(aker.officers) && Array.isArray(aker.owners), 'officers and owners are kept');

  const obac = (await api('GET', `/companies/${ids.obac}`)).body;
  assert.deepEqual(obac.registration_numbers, [{ number: 'FC031362', type: 2541, description: 'Companies House (GB) company number', register: 'GB-COH' }]);
  assert.equal(obac.founding_date === null || /^\d{4}-\d{2}-\d{2}$/.test(obac.founding_date), true);

  const dentsu = (await api('GET', `/companies/${ids.dentsu}`)).body;
  assert.equal(dentsu.name, 'DENTSU INTERNATIONAL LIMITED');
  assert.deepEqual(
    dentsu.registration_numbers.map((r: Json) => [r.number, r.type]),
    [['213800FERQ5LE3H7WJ58', 33916], ['01403668', 2541]],
    'the LEI, and the Companies House number GLEIF holds (registration authority RA000585)',
  );
  for (const c of [aker, obac, dentsu]) {
    assert.ok(c.registration_numbers.every((r: Json) => Number.isInteger(r.type) && typeof r.description === 'string' && r.description), 'type is an integer, description names the register');
    assert.ok(Array.isArray(c.trade_names) && c.trade_names.every((t: unknown) => typeof t === 'string'));
    assert.ok(Array.isArray(c.primary_industry_codes));
  }
});

test('slugs are URL-safe, deterministic and unique, also for two companies of the same name', async () => {
  const first = (await api('GET', `/companies/${ids.aker}`)).body.slug;
  assert.equal((await api('GET', `/companies/${ids.aker}`)).body.slug, first, 'the same on every read');
  const other = (await api('GET', `/companies/${otherAker}`, undefined, otherAuth)).body;
  assert.equal(other.name, 'AKER BP ASA');
  assert.notEqual(other.slug, first, 'same name, another company: another slug');
  assert.match(other.slug, SLUG);
  const slugs = new Set<string>();
  for (const id of [...Object.values(ids)]) slugs.add((await api('GET', `/companies/${id}`)).body.slug);
  assert.equal(slugs.size, Object.keys(ids).length);
  assert.equal(companySlug('Ærø Øst & Söhne GmbH!', '0D5C6F2E-3B1A-4C8E-9F7D-2A6B4E8C1D93'), 'aero-ost-sohne-gmbh-0d5c6f2e3b1a4c8e9f7d2a6b4e8c1d93');
  assert.equal(companySlug('!!!', '0d5c6f2e-3b1a-4c8e-9f7d-2a6b4e8c1d93'), 'company-0d5c6f2e3b1a4c8e9f7d2a6b4e8c1d93');
});

test('the registration_number filter: letters and digits compared, case ignored, both repeat forms', async () => {
  const list = async (qs: string) => {
    const res = await api('GET', `/companies?${qs}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.results.map((c: Json) => c.external_id).sort();
  };
  assert.deepEqual(await list('registration_number=989795848'), [ids.aker]);
  assert.deepEqual(await list('registration_number=989%20795%20848'), [ids.aker], 'spaces ignored');
  assert.deepEqual(await list('registration_number=fc-031362'), [ids.obac], 'case and punctuation ignored');
  assert.deepEqual(await list('registration_number=989795848&registration_number=FC031362'), [ids.aker, ids.obac].sort());
  assert.deepEqual(await list('registration_number=989795848,FC031362'), [ids.aker, ids.obac].sort());
  assert.deepEqual(await list('registration_number=213800FERQ5LE3H7WJ58'), [ids.dentsu], 'a LEI is a registration number');
  assert.deepEqual(await list('registration_number=01403668'), [ids.dentsu], 'so is the local number GLEIF holds');
  assert.deepEqual(await list('registration_number=123456789'), []);
  assert.deepEqual(await list('registration_number=989795848&country=GB'), [], 'filters combine');
  const bad = await api('GET', '/companies?registration_number=---');
  assert.equal(bad.status, 400);
  assert.ok(bad.body.errors.registration_number);
  assert.deepEqual(await list('registration_number=989795848'), await list('registration_number=989795848&no_such_parameter=1'), 'unknown parameters are ignored');
  assert.deepEqual((await api('GET', '/companies?registration_number=989795848', undefined, otherAuth)).body.results.map((c: Json) => c.external_id), [otherAker], 'tenancy');
});

test('the website_url filter compares hosts: scheme, www., port, path and case ignored', async () => {
  const list = async (url: string) => (await api('GET', `/companies?website_url=${encodeURIComponent(url)}`)).body.results.map((c: Json) => c.external_id);
  for (const url of ['www.akerbp.com', 'akerbp.com', 'https://AkerBP.com/en/investors?x=1', 'http://www.akerbp.com:443/', 'AKERBP.COM.']) {
    assert.deepEqual(await list(url), [ids.aker], url);
  }
  assert.deepEqual(await list('akerbp.no'), []);
  assert.deepEqual(await list('bp.com'), [], 'a host, not a suffix');
  const bad = await api('GET', '/companies?website_url=https%3A%2F%2F');
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.errors.website_url, ['Enter a valid URL.']);
  // With `query`, a tracked-company filter makes it a search among tracked companies by name.
  const withQuery = await api('GET', '/companies?query=aker&website_url=akerbp.com');
  assert.deepEqual(withQuery.body.results.map((c: Json) => c.external_id), [ids.aker]);
  assert.equal((await api('GET', '/companies?query=equinor&website_url=akerbp.com')).body.total_results, 0);
  assert.equal(websiteHost(' https://user@Www.Example.ORG:8080/path '), 'example.org');
  assert.equal(websiteHost(''), '');
});

test('the company inside a registration and a portfolio membership', async () => {
  const again = await api('POST', '/companies', { registration_number: '989795848', country: 'NO' });
  assert.equal(again.status, 200);
  assert.deepEqual(Object.keys(again.body.company).sort(), ['country', 'duns_number', 'external_id', 'name']);
  assert.deepEqual(again.body.company, { external_id: ids.aker, name: 'AKER BP ASA', country: 'NO', duns_number: '' });

  const p = (await api('POST', '/portfolios', { name: 'Contract book' })).body;
  assert.equal((await api('POST', `/portfolios/${p.external_id}/companies`, { company: { external_id: ids.aker }, customer_reference: 'aker-1' })).status, 201);
  assert.equal((await api('POST', `/portfolios/${p.external_id}/companies`, { company: { external_id: ids.dentsu } })).status, 201);
  const members = await api('GET', `/portfolios/${p.external_id}/companies`);
  assert.equal(members.status, 200);
  const [m] = members.body.results;
  assert.deepEqual(Object.keys(m).sort(), ['company', 'created_at', 'customer_reference']);
  assert.deepEqual(m.company, { external_id: ids.aker, name: 'AKER BP ASA', country: 'NO', duns_number: '', slug: (await api('GET', `/companies/${ids.aker}`)).body.slug });
  assert.equal(m.customer_reference, 'aker-1');
  assert.ok(members.body.results.every((x: Json) => typeof x.company.duns_number === 'string' && SLUG.test(x.company.slug)));
  const inPortfolio = await api('GET', `/companies?portfolio_id=${p.external_id}`);
  assert.deepEqual(inPortfolio.body.results.map((c: Json) => c.external_id).sort(), [ids.aker, ids.dentsu].sort());
});

test('DELETE with an empty JSON body: 204 without a body, and an unknown id is still a 404', async () => {
  const p = (await api('POST', '/portfolios', { name: 'Delete book' })).body;
  await api('POST', `/portfolios/${p.external_id}/companies`, { company: { external_id: ids.obac } });
  const del = (url: string) =>
    v.vigil.server!.inject({ method: 'DELETE', url: `/ext/v3${url}`, headers: { authorization: auth, 'content-type': 'application/json' }, payload: '' });
  const unknownMember = await del(`/portfolios/${p.external_id}/companies/${crypto.randomUUID()}`);
  assert.equal(unknownMember.statusCode, 404);
  assert.equal(typeof unknownMember.json().detail, 'string');
  assert.equal((await del(`/portfolios/${crypto.randomUUID()}/companies/${ids.obac}`)).statusCode, 404);
  const removed = await del(`/portfolios/${p.external_id}/companies/${ids.obac}`);
  assert.equal(removed.statusCode, 204);
  assert.equal(removed.body, '');
  assert.equal((await del(`/portfolios/${p.external_id}/companies/${ids.obac}`)).statusCode, 404, 'no longer a member');
  assert.equal((await del(`/portfolios/${crypto.randomUUID()}`)).statusCode, 404);
  const gone = await del(`/portfolios/${p.external_id}`);
  assert.equal(gone.statusCode, 204);
  assert.equal(gone.body, '');
});

test('company feedback: required company (a tracked one) and feedback_type, optional fields echoed, stored', async () => {
  const ok = await api('POST', '/companies/feedback/', {
    company: ids.aker,
    feedback_type: 'INCORRECT_COMPANY_WEBSITE',
    comment: ' The website is akerbp.com. ',
    notification_email: 'kyc@example.com',
  });
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
  assert.match(ok.body.external_id, UUID);
  assert.ok(!Number.isNaN(Date.parse(ok.body.created_at)));
  assert.deepEqual(
    { ...ok.body, external_id: undefined, created_at: undefined },
    { external_id: undefined, created_at: undefined, company: ids.aker, feedback_type: 'INCORRECT_COMPANY_WEBSITE', comment: 'The website is akerbp.com.', notification_email: 'kyc@example.com', trade_name: '' },
  );
  const stored = await v.vigil.db.query<{ company_id: string; feedback: Json }>('SELECT company_id, feedback FROM company_feedback WHERE id = $1', [ok.body.external_id]);
  assert.equal(stored.rows[0].company_id, ids.aker);
  assert.equal(stored.rows[0].feedback.feedback_type, 'INCORRECT_COMPANY_WEBSITE');
  const trade = await api('POST', '/companies/feedback', { company: ids.dentsu, feedback_type: 'MISSING_TRADE_NAME', trade_name: 'dentsu' });
  assert.equal(trade.status, 201);
  assert.equal(trade.body.trade_name, 'dentsu');
  assert.equal(trade.body.comment, '');

  const expect400 = async (body: unknown, field: string, message?: string) => {
    const res = await api('POST', '/companies/feedback/', body);
    assert.equal(res.status, 400, `${JSON.stringify(body)} -> ${res.status}`);
    assert.ok(res.body.errors[field], `${JSON.stringify(body)} names ${field}: ${JSON.stringify(res.body)}`);
    if (message) assert.deepEqual(res.body.errors[field], [message]);
  };
  await expect400({ feedback_type: 'OTHER' }, 'company', 'This field is required.');
  await expect400({ company: 'not-a-uuid', feedback_type: 'OTHER' }, 'company', 'Must be a valid UUID.');
  const unknown = crypto.randomUUID();
  await expect400({ company: unknown, feedback_type: 'OTHER' }, 'company', `Object with external_id=${unknown} does not exist.`);
  await expect400({ company: otherAker, feedback_type: 'OTHER' }, 'company', `Object with external_id=${otherAker} does not exist.`);
  await expect400({ company: ids.aker }, 'feedback_type', 'This field is required.');
  await expect400({ company: ids.aker, feedback_type: 'WRONG_ADDRESS' }, 'feedback_type', '"WRONG_ADDRESS" is not a valid choice.');
  await expect400({ company: ids.aker, feedback_type: 'OTHER', notification_email: 'not an address' }, 'notification_email', 'Enter a valid email address.');

  // A row stored before feedback_type existed still reads.
  const old = serializeFeedback({ id: unknown, company_id: null, feedback: { attribute: 'website', suggested_value: 'akerbp.com', comment: 'Wrong site' }, created_at: new Date('2025-01-02T03:04:05Z') });
  assert.equal(old.feedback_type, 'OTHER');
  assert.match(old.comment, /Wrong site/);
  assert.match(old.comment, /akerbp\.com/);
  assert.equal(old.company, '');
});

test('the OpenAPI document describes every company, registration, investigation and portfolio route with tags, summary, responses and query parameters', async () => {
  const doc = (await v.vigil.server!.inject({ method: 'GET', url: '/ext/v3/schema/' })).json();
  const ours = Object.entries(doc.paths as Record<string, Record<string, Json>>).filter(([p]) => /^\/ext\/v3\/(companies|registrations|portfolios)/.test(p));
  assert.ok(ours.length >= 10);
  for (const [p, item] of ours) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
      const where = `${method.toUpperCase()} ${p}`;
      assert.ok(op.tags?.length, `${where} has tags`);
      assert.ok(op.summary, `${where} has a summary`);
      const codes = Object.keys(op.responses ?? {});
      assert.ok(codes.some((c) => /^2\d\d$/.test(c)), `${where} documents its success`);
      for (const c of ['401', '403', '429', '500']) assert.ok(codes.includes(c), `${where} documents ${c}`);
      if (p.includes('{')) assert.ok(codes.includes('404'), `${where} documents 404`);
      if (method === 'delete') assert.ok(codes.includes('204') && !op.responses['204'].content, `${where}: 204 without a body`);
    }
  }
  const params = (p: string) => ((doc.paths[p].get.parameters ?? []) as Json[]).filter((x) => x.in === 'query').map((x) => x.name);
  for (const name of ['query', 'country', 'portfolio_id', 'duns_number', 'registration_number', 'website_url', 'next_key', 'page_size']) assert.ok(params('/ext/v3/companies').includes(name), `GET /companies documents ${name}`);
  for (const name of ['name', 'duns_number', 'registration_number', 'customer_reference', 'country', 'confidence_lower_level_threshold_value']) assert.ok(params('/ext/v3/companies/match').includes(name), `match documents ${name}`);
  const detail = doc.paths['/ext/v3/companies/{id}'].get.responses['200'].content['application/json'].schema;
  const required = (detail.required ?? []) as string[];
  for (const f of ['name', 'country', 'duns_number', 'slug', 'founding_date', 'industry_codes', 'primary_industry_codes', 'registration_numbers', 'trade_names']) assert.ok(required.includes(f), `the detail requires ${f}`);
  assert.equal(detail.properties.registration_numbers.items.properties.type.type, 'integer');
});

test('serializeCompany: founding_date null without a full date; type 0 for a register without a D&B code; D&B data keeps D&B\'s code', () => {
  const row: CompanyRow = {
    id: '0d5c6f2e-3b1a-4c8e-9f7d-2a6b4e8c1d93',
    organisation_id: crypto.randomUUID(),
    provider: 'registry_files',
    provider_id: 'GB-COH:X',
    name: 'X LIMITED',
    country: 'GB',
    duns_number: null,
    profile: { provider: 'registry_files', provider_id: 'GB-COH:X', name: 'X LIMITED', previous_names: [], other_names: ['X'], status: 'active', country: 'GB', address: {}, registration_numbers: [{ number: 'R1', type: 'local', register: 'RA000999' }], industry_codes: [], incorporated_on: '2020-01' },
    created_at: new Date(),
    updated_at: new Date(),
  };
  const c = serializeCompany(row, [], []);
  assert.equal(c.founding_date, null);
  assert.deepEqual(c.registration_numbers, [{ number: 'R1', type: 0, description: 'Local register number at GLEIF registration authority RA000999', register: 'RA000999' }]);
  assert.deepEqual(c.trade_names, ['X']);
  // D&B data (the registration numbers of its documented example company, DUNS 804735132): D&B's own type code; the DUNS is duns_number only.
  const dnb = serializeCompany(
    {
      ...row,
      duns_number: '804735132',
      profile: {
        ...row.profile,
        registration_numbers: [
          { number: '804735132', type: 'duns', register: 'DNB', description: 'Dun & Bradstreet D-U-N-S Number' },
          { number: '12-3456789', type: 'registration_number', register: 'DNB:6863', description: 'Federal Taxpayer Identification Number (US)' },
        ],
      },
    },
    [],
    [],
  );
  assert.equal(dnb.duns_number, '804735132');
  assert.deepEqual(dnb.registration_numbers, [{ number: '12-3456789', type: 6863, description: 'Federal Taxpayer Identification Number (US)', register: 'DNB:6863' }]);
});
