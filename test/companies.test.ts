/**
 * Companies on real registry data: search and match (registry files first, then the Companies House
 * API replayed by its stub), the registration pipeline to `registered` with officers, idempotent and
 * concurrent registrations, unidentifiable companies (404, company_not_found, investigations), a
 * registry reload that changes a tracked company (attribute change + company.updated to the right
 * portfolio's subscription only), portfolio registration, and tenancy.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/storage/migrate.js';
import { loadRegistryAndRefresh } from '../src/app.js';
import { createLogger } from '../src/log.js';
import { openTestDb, startTestVigil, waitForRegistration, SHARED_DATA, type TestVigil, apiClient } from './helpers/vigil.js';
import { startReceiver, until, type Receiver } from './helpers/receiver.js';
import { startCohApiStub, type CohApiStub } from './helpers/stubs/coh-api-stub.js';

let v: TestVigil;
let auth: string;
let otherAuth: string;
let coh: CohApiStub;
let dataDir: string;
const receivers: Receiver[] = [];

/** Links the real files of `snapshot` (e.g. 'no_brreg/2024-01') into `dataDir/companies/<as>`. */
function linkSnapshot(snapshot: string, as = snapshot): void {
  const from = path.join(SHARED_DATA, 'companies', snapshot);
  const to = path.join(dataDir, 'companies', as);
  fs.mkdirSync(to, { recursive: true });
  for (const f of fs.readdirSync(from)) fs.symlinkSync(path.join(from, f), path.join(to, f));
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-companies-'));
  linkSnapshot('gb_coh_basic/2021-01-15');
  linkSnapshot('gb_coh_officers/2016-10-18');
  linkSnapshot('gleif/2023-06-05');
  linkSnapshot('gleif_elf/2021-10-21');
  linkSnapshot('no_brreg/2024-01');
  coh = await startCohApiStub();
  const db = await openTestDb();
  await migrate(db.db);
  v = await startTestVigil({
    db,
    dataDir,
    rateLimitPerMinute: 1_000_000,
    companies: { providers: ['registry_files', 'gb_coh_api'], cohApiKey: coh.apiKey, cohApiUrl: coh.url },
  });
  auth = await v.auth('Company Org');
  otherAuth = await v.auth('Other Company Org');
});
after(async () => {
  await v.close();
  await coh.close();
  for (const r of receivers) await r.close();
});

const api = (...a: Parameters<ReturnType<typeof apiClient>>) => apiClient(v, () => auth)(...a);

const registered = (id: string, authz = auth) => waitForRegistration(v, authz, id);

test('search finds the real company by its name in lower case and without its legal form', async () => {
  const aker = await api('GET', '/companies?query=aker%20bp&country=NO');
  assert.equal(aker.status, 200);
  assert.equal(aker.body.results[0].name, 'AKER BP ASA');
  assert.equal(aker.body.results[0].external_id, null, 'not tracked yet');
  assert.equal(aker.body.results[0].country, 'NO');
  const obac = await api('GET', '/companies?query=!obac&country=GB');
  assert.equal(obac.body.results[0].name, '!OBAC LIMITED');
  assert.deepEqual(obac.body.results[0].registration_numbers[0], { number: 'FC031362', type: 'company_number', description: 'UK Companies House company number' });
  const dentsu = await api('GET', '/companies?query=dentsu%20international');
  assert.equal(dentsu.body.results[0].name, 'DENTSU INTERNATIONAL LIMITED');
  assert.ok(dentsu.body.results[0].registration_numbers.some((r: { number: string }) => r.number === '213800FERQ5LE3H7WJ58'));
  assert.equal((await api('GET', '/companies?query=aker&country=NOR')).status, 400);
});

test('match: name, registration number (registry files, then the Companies House API), 404 and input rules', async () => {
  const aker = await api('GET', '/companies/match/?name=aker%20bp&country=NO');
  assert.equal(aker.status, 200);
  assert.equal(aker.body.name, 'AKER BP ASA');
  assert.equal(aker.body.confidence, 10);
  const obac = await api('GET', '/companies/match/?registration_number=FC031362&country=GB');
  assert.equal(obac.body.name, '!OBAC LIMITED');
  const candour = await api('GET', '/companies/match/?registration_number=08957400&country=GB');
  assert.equal(candour.status, 200);
  assert.equal(candour.body.name, 'CANDOUR GROUP LIMITED');
  assert.equal(candour.body.provider, 'gb_coh_api', 'not in the registry files: the Companies House API answered');
  assert.ok(coh.requests.some((r) => r.path.startsWith('/company/08957400')));
  assert.equal((await api('GET', '/companies/match/?name=Qxzvw%20Plorbentech%20Holdings&country=NO')).status, 404);
  const noCountry = await api('GET', '/companies/match/?name=aker%20bp');
  assert.equal(noCountry.status, 400);
  assert.ok(noCountry.body.errors.country);
  const nothing = await api('GET', '/companies/match/');
  assert.equal(nothing.status, 400);
  assert.equal(nothing.body.non_field_errors.length, 1);
  assert.ok((await api('GET', '/companies/match/?name=aker&country=NO&confidence_lower_level_threshold_value=11')).body.errors.confidence_lower_level_threshold_value);
});

test('a registration walks every pipeline state to registered, with events in order, and re-posting returns it', async () => {
  const r = await startReceiver();
  receivers.push(r);
  const hook = await api('POST', '/webhooks/', {
    url: r.url,
    subscriptions: [{ event_type: 'company_registration.status_changed' }, { event_type: 'company_registration.status_registered' }],
  });
  assert.equal(hook.status, 201);
  const created = await api('POST', '/companies', { primary_name: 'aker bp', country: 'NO', customer_reference: 'crm-42' });
  assert.equal(created.status, 201);
  assert.equal(created.body.status, 'queued_search');
  assert.equal(created.body.customer_reference, 'crm-42');
  const done = await registered(created.body.external_id);
  assert.equal(done.status, 'registered');
  assert.equal(done.progress, 1);
  assert.ok(done.finished_at);
  const company = done.company as { external_id: string; name: string; country: string };
  assert.equal(company.name, 'AKER BP ASA');
  assert.equal(company.country, 'NO');

  const again = await api('POST', '/companies', { primary_name: 'Aker BP ASA', country: 'no' });
  assert.equal(again.status, 200, 'the same company by name and country');
  assert.equal(again.body.external_id, created.body.external_id);

  const full = await api('GET', `/companies/${company.external_id}`);
  assert.equal(full.status, 200);
  assert.deepEqual(full.body.registration_numbers.map((x: { number: string }) => x.number), ['989795848']);
  assert.equal(full.body.is_out_of_business, false);
  assert.equal((await api('GET', `/companies/${company.external_id}`, undefined, otherAuth)).status, 404, 'another organisation');
  assert.equal((await api('GET', `/registrations/${created.body.external_id}`, undefined, otherAuth)).status, 404);

  await until(() => r.acknowledged().length >= 16, 'the 15 status events and status_registered');
  const events = r.received.filter((x) => (x.json.registration as { external_id: string }).external_id === created.body.external_id);
  assert.deepEqual(
    events.map((x) => (x.json.event_type === 'company_registration.status_registered' ? 'REGISTERED' : (x.json.registration as { status: string }).status)),
    [
      'queued_search', 'searching', 'queued_registration', 'registering', 'queued_website_search', 'searching_website',
      'searching_activity_description', 'searching_website_icon', 'searching_directors', 'social_search',
      'generating_company_description', 'determine_trade_names', 'searching_news', 'processing_news', 'registered', 'REGISTERED',
    ],
  );
  const progress = events.map((x) => (x.json.registration as { progress: number }).progress);
  assert.ok(progress.every((p, i) => i === 0 || p >= progress[i - 1]), 'progress never goes down');

  const tracked = await api('GET', '/companies?query=aker%20bp&country=NO');
  assert.equal(tracked.body.results[0].external_id, company.external_id, 'search marks the tracked company');
});

test('officers from the Companies House officers file are stored with the company', async () => {
  const created = await api('POST', '/companies', { registration_number: '01974210', country: 'GB' });
  const done = await registered(created.body.external_id);
  assert.equal(done.status, 'registered');
  const company = await api('GET', `/companies/${(done.company as { external_id: string }).external_id}`);
  assert.equal(company.body.name, 'WEST MIDLANDS ARTS TRUST(THE)');
  assert.ok(company.body.officers.length > 0);
  assert.ok(company.body.officers.every((o: { name: string; role: string }) => o.name && o.role));
  assert.equal(company.body.summary_metrics.officers_count, company.body.officers.length);
});

test('20 concurrent identical registrations create one registration and one company', async () => {
  const posts = await Promise.all(Array.from({ length: 20 }, () => api('POST', '/companies', { registration_number: 'FC027187', country: 'GB' })));
  assert.ok(posts.every((p) => p.status === 200 || p.status === 201));
  assert.equal(new Set(posts.map((p) => p.body.external_id)).size, 1);
  assert.equal(posts.filter((p) => p.status === 201).length, 1);
  await registered(posts[0].body.external_id);
  const rows = await v.vigil.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM companies WHERE provider_id = 'GB-COH:FC027187'`);
  assert.equal(rows.rows[0].n, 1);
});

test('an unidentifiable company ends company_not_found, or becomes a missing-company investigation when asked', async () => {
  const plain = await api('POST', '/companies', { primary_name: 'Qxzvw Plorbentech Holdings', country: 'NO' });
  const failed = await registered(plain.body.external_id);
  assert.equal(failed.status, 'company_not_found');
  assert.match(failed.status_text as string, /No company matches/);
  assert.equal(failed.finished_at, null);

  const asked = await api('POST', '/companies', { primary_name: 'Vrellnix Moorgate Trading', country: 'GB', submit_investigation_when_not_identified: true });
  const ended = await registered(asked.body.external_id);
  assert.equal(ended.status, 'company_not_found');
  assert.match(ended.status_text as string, /investigation/);
  const inv = await api('GET', `/companies/investigations/${ended.investigation}`);
  assert.equal(inv.status, 200);
  assert.equal(inv.body.legal_name, 'Vrellnix Moorgate Trading');
  assert.equal(inv.body.country, 'GB');
  assert.equal(inv.body.registration_external_id, asked.body.external_id);
  assert.equal((await api('GET', `/companies/investigations/${ended.investigation}`, undefined, otherAuth)).status, 404);
});

test('investigations: create, validation naming the field, list', async () => {
  const ok = await api('POST', '/companies/investigations', { country: 'nl', legal_name: 'Voorbeeld Handel B.V.', address_phone: '+31 20 123 4567' });
  assert.equal(ok.status, 201);
  assert.equal(ok.body.country, 'NL');
  assert.equal(ok.body.status, 'submitted');
  assert.equal(ok.body.company_external_id, null);
  const bad = await api('POST', '/companies/investigations', { country: 'NL', legal_name: ' ', address_phone: '020 123' });
  assert.equal(bad.status, 400);
  assert.ok(bad.body.errors.legal_name);
  const missing = await api('POST', '/companies/investigations', { legal_name: 'X' });
  assert.ok(missing.body.errors.country);
  const phone = await api('POST', '/companies/investigations', { country: 'NL', legal_name: 'X', address_phone: '020 123' });
  assert.ok(phone.body.errors.address_phone);
  const list = await api('GET', '/companies/investigations');
  assert.ok(list.body.results.some((i: { external_id: string }) => i.external_id === ok.body.external_id));
  assert.ok((await api('GET', '/companies/investigations', undefined, otherAuth)).body.results.every((i: { external_id: string }) => i.external_id !== ok.body.external_id));
});

test('registration input rules answer 400 naming the field', async () => {
  assert.ok((await api('POST', '/companies', { primary_name: 'Aker BP' })).body.errors.country);
  assert.ok((await api('POST', '/companies', { registration_number: '123', country: 'Norway' })).body.errors.country);
  assert.ok((await api('POST', '/companies', { duns_number: '12' })).body.errors.duns_number);
  assert.equal((await api('POST', '/companies', {})).body.non_field_errors.length, 1);
  assert.ok((await api('POST', '/companies', { primary_name: ' ', country: 'NO' })).body.errors.primary_name);
});

test('portfolio registration adds the company once registered; a reload that changes it notifies that portfolio only', async () => {
  const pA = (await api('POST', '/portfolios', { name: 'Norway book' })).body;
  const pB = (await api('POST', '/portfolios', { name: 'Other book' })).body;
  const add = await api('POST', `/portfolios/${pA.external_id}/companies`, { registration_number: '989795848', country: 'NO', customer_reference: 'aker-1' });
  assert.equal(add.status, 201);
  const reg = await registered(add.body.external_id);
  const companyId = (reg.company as { external_id: string }).external_id;
  const members = await api('GET', `/portfolios/${pA.external_id}/companies`);
  assert.deepEqual(members.body.results.map((m: { company: { external_id: string } }) => m.company.external_id), [companyId]);
  assert.equal(members.body.results[0].customer_reference, 'aker-1');
  const inA = await api('GET', `/companies?portfolio_id=${pA.external_id}`);
  assert.deepEqual(inA.body.results.map((c: { external_id: string }) => c.external_id), [companyId]);
  assert.equal((await api('GET', `/companies?portfolio_id=${pB.external_id}`)).body.total_results, 0);
  const byRef = await api('GET', '/companies/match/?customer_reference=aker-1');
  assert.equal(byRef.body.external_id, companyId, 'stage 1: the caller\'s own reference');

  const rA = await startReceiver();
  const rB = await startReceiver();
  receivers.push(rA, rB);
  assert.equal((await api('POST', '/webhooks/', { url: rA.url, subscriptions: [{ event_type: 'company.updated', portfolio: pA.external_id }] })).status, 201);
  assert.equal((await api('POST', '/webhooks/', { url: rB.url, subscriptions: [{ event_type: 'company.updated', portfolio: pB.external_id }] })).status, 201);
  const unknownPortfolio = await api('POST', '/webhooks/', { url: rB.url, subscriptions: [{ event_type: 'company.updated', portfolio: '6f1d7c3e-8a4b-4c2d-9e0f-1a2b3c4d5e6f' }] });
  assert.equal(unknownPortfolio.status, 400);
  assert.ok(unknownPortfolio.body.errors['subscriptions[0].portfolio']);

  // A newer Brønnøysund snapshot in which AKER BP ASA has moved (its row changed, every other row as published).
  const src = path.join(SHARED_DATA, 'companies/no_brreg/2024-01/enheter-selection.csv');
  const lines = fs.readFileSync(src, 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes('"989795848"'));
  assert.ok(i > 0);
  const moved = lines[i].replace(/"Oksenøyveien 10"/, '"Jåttåflaten 27"');
  assert.notEqual(moved, lines[i], 'the test edits the published address');
  lines[i] = moved;
  fs.mkdirSync(path.join(dataDir, 'companies/no_brreg/2024-02'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'companies/no_brreg/2024-02/enheter-selection.csv'), lines.join('\n'));
  await loadRegistryAndRefresh(v.vigil.db, dataDir, createLogger('silent'), v.vigil.providers);

  const changes = await api('GET', '/companies/attribute_changes');
  const change = changes.body.results.find((c: { company_external_id: string }) => c.company_external_id === companyId);
  assert.equal(change.attribute, 'address');
  assert.match(JSON.stringify(change.old_value), /Oksenøyveien 10/);
  assert.match(JSON.stringify(change.new_value), /Jåttåflaten 27/);
  await until(() => rA.acknowledged().length >= 1, 'company.updated to portfolio A');
  await new Promise((done) => setTimeout(done, 300));
  assert.equal(rB.received.length, 0, 'portfolio B does not hold the company');
  const event = rA.received[0].json;
  assert.equal(event.event_type, 'company.updated');
  assert.equal((event.company as { external_id: string }).external_id, companyId);
  assert.equal((event.attribute_changes as Array<{ attribute: string }>)[0].attribute, 'address');
  assert.equal((await api('GET', `/companies/${companyId}`)).body.address_street, 'Jåttåflaten 27');
});

test('ownership bands against a threshold: a band that can exceed it counts', async () => {
  const { ownerAboveThreshold } = await import('../src/domain/ownership.js');
  const band = { ownership_min: 25, ownership_max: 50 };
  assert.equal(ownerAboveThreshold(band, 30), true, '25–50% may be above 30%');
  assert.equal(ownerAboveThreshold(band, 50), false, 'not more than 50% is never above 50%');
  assert.equal(ownerAboveThreshold({ ownership_min: 75, ownership_max: 100 }, 75), true);
  assert.equal(ownerAboveThreshold({}, 25), true, 'an accounting parent without a percentage controls the company');
  assert.equal(ownerAboveThreshold({}, 25, false), false);
});
