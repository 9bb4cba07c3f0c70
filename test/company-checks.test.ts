/**
 * Company-based compliance checks (`company_id`, src/domain/company-check.ts) end to end on real data:
 * a company registered from the real Companies House files (basic + officers) is screened with its
 * current directors (its resigned officer is not); D&B's documented example company (stub) with a
 * parent and a global ultimate is screened with them as UBOs and their `ubo` objects; 400s for a
 * foreign, unknown or malformed company_id and a threshold of 120.
 *
 * The ownership-chain test uses HAND-MADE companies and owner rows (stored with storeCompany /
 * storePeople, the functions registration uses), because no staged registry data holds a company
 * with PSC share bands and a tracked corporate owner. No staged officer is a listed person, so no
 * test here shows a director FINDING on real data; director entities are shown screened and completed.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestVigil, apiClient, waitForCheck, waitForRegistration, SHARED_DATA, type TestVigil } from './helpers/vigil.js';
import { GORMAN_DUNS, linkageNode, startDnbStub, type DnbStub } from './helpers/stubs/dnb-stub.js';
import { getPeople, storeCompany, storePeople, type CompanyRow } from '../src/domain/companies.js';
import { applyCompanyUpdate } from '../src/domain/company-changes.js';
import { countryCode, gatherCompanyEntities, storeGatheredEntities } from '../src/domain/company-check.js';
import type { CompanyProfile, Owner } from '../src/providers/types.js';

let v: TestVigil;
let dnb: DnbStub;
let auth: string;
let otherAuth: string;
let dataDir: string;
let westMidlandsId: string;


/** Links the real files of `snapshot` (e.g. 'companies/gleif/2023-06-05') into `dataDir`. */
function linkSnapshot(snapshot: string): void {
  const from = path.join(SHARED_DATA, snapshot);
  const to = path.join(dataDir, snapshot);
  fs.mkdirSync(to, { recursive: true });
  for (const f of fs.readdirSync(from)) fs.symlinkSync(path.join(from, f), path.join(to, f));
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-company-checks-'));
  linkSnapshot('companies/gb_coh_basic/2021-01-15');
  linkSnapshot('companies/gb_coh_officers/2016-10-18');
  linkSnapshot('companies/gleif/2023-06-05');
  fs.mkdirSync(path.join(dataDir, 'lists'));
  fs.symlinkSync(path.join(SHARED_DATA, 'lists/us_ofac_sdn'), path.join(dataDir, 'lists/us_ofac_sdn'));
  dnb = await startDnbStub({
    corporateLinkage: { hierarchyLevel: 3, parent: linkageNode('111111111', 'TEST PARENT INC.', 'US'), globalUltimate: linkageNode('222222222', 'TEST ULTIMATE PLC', 'GB') },
  });
  v = await startTestVigil({
    dataDir,
    rateLimitPerMinute: 1_000_000,
    companies: { providers: ['registry_files', 'dnb'], dnbApiKey: dnb.apiKey, dnbApiSecret: dnb.apiSecret, dnbApiUrl: dnb.url },
  });
  auth = await v.auth('Company Checks Org');
  otherAuth = await v.auth('Other Org');
  const posted = await api('POST', '/companies', { registration_number: '01974210', country: 'GB' });
  const done = await waitForRegistration(v, auth, posted.body.external_id);
  assert.equal(done.status, 'registered', String(done.status_text));
  westMidlandsId = (done.company as { external_id: string }).external_id;
});
after(async () => {
  await v.close();
  await dnb.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = (...a: Parameters<ReturnType<typeof apiClient>>) => apiClient(v, () => auth)(...a);
type Entity = { name: string; entity_role: string; entity_type: string; status: string; date_of_birth: string | null; ubo: Record<string, unknown> | null };

/** Creates a check and waits for it to end; returns the check record. */
async function runCheck(body: Record<string, unknown>, authz = auth) {
  const created = await apiClient(v, () => authz)('POST', '/compliance', { name: 'Company check', ...body });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return waitForCheck(v, authz, created.body.external_id);
}

test('a company check with directors screens the company and its current directors; resigned officers are not screened', async () => {
  const check = await runCheck({ company_id: westMidlandsId, directors_screening_enabled: true });
  assert.equal(check.status, 'completed', String(check.failure_reason));
  assert.deepEqual(check.company, { external_id: westMidlandsId, name: 'WEST MIDLANDS ARTS TRUST(THE)', country: 'GB', duns_number: '' });
  assert.equal(check.ownership_screening_threshold, 25, 'the default threshold is stored');
  const entities = check.entities as Entity[];
  assert.deepEqual([entities[0].name, entities[0].entity_role, entities[0].entity_type], ['WEST MIDLANDS ARTS TRUST(THE)', 'company', 'company']);
  const company = await api('GET', `/companies/${westMidlandsId}`);
  const officers = company.body.officers as Array<{ name: string; resigned_on?: string; date_of_birth?: string }>;
  assert.ok(officers.some((o) => o.resigned_on), 'the real file has a resigned officer for this company');
  const directors = entities.filter((e) => e.entity_role === 'director');
  assert.deepEqual(
    directors.map((d) => [d.name, d.date_of_birth]),
    officers.filter((o) => !o.resigned_on).map((o) => [o.name, o.date_of_birth ?? null]),
  );
  assert.ok(directors.length > 0);
  assert.ok(entities.every((e) => e.status === 'completed' && e.ubo === null));
  assert.ok(directors.every((d) => d.entity_type === 'individual'));

  // The status path, from the check's webhook events: searching_directors before in_progress.
  const events = await v.vigil.db.query<{ status: string }>(
    `SELECT data->'compliance_check'->>'status' AS status FROM webhook_events
      WHERE subject_id = $1 AND event_type = 'compliance_check.status_changed' ORDER BY created_at`,
    [check.external_id],
  );
  assert.deepEqual(events.rows.map((r) => r.status), ['queued', 'searching_directors', 'in_progress', 'completed']);

  // A re-run of the job (crash after the gathering committed) stores nothing a second time.
  const org = (await v.vigil.db.query<{ organisation_id: string }>('SELECT organisation_id FROM compliance_checks WHERE id = $1', [check.external_id])).rows[0];
  const again = await gatherCompanyEntities(v.vigil.db, org.organisation_id, westMidlandsId, { directors: true, ubos: false, threshold: 25 });
  assert.equal(again!.length, entities.length);
  assert.equal(await storeGatheredEntities(v.vigil.db, { id: check.external_id, organisation_id: org.organisation_id }, again!), false);
  const count = await v.vigil.db.query<{ n: number }>('SELECT count(*)::int AS n FROM screened_entities WHERE check_id = $1', [check.external_id]);
  assert.equal(count.rows[0].n, entities.length);
});

test('extra entities are screened too, as manually_added, after the company', async () => {
  const check = await runCheck({ company_id: westMidlandsId, entities: [{ name: 'Nicolas MADURO MOROS', entity_type: 'individual', date_of_birth: '1962-11-23' }] });
  assert.equal(check.status, 'completed');
  assert.deepEqual(
    (check.entities as Entity[]).map((e) => e.entity_role),
    ['company', 'manually_added'],
    'no directors without directors_screening_enabled',
  );
  const results = await api('GET', `/compliance/${check.external_id}/results`);
  assert.ok(results.body.results.some((r: { entity: Entity }) => r.entity.entity_role === 'manually_added'), 'MADURO is on the SDN list');
});

test('UBO screening: the D&B parent and global ultimate are screened with their ubo objects', async () => {
  const posted = await api('POST', '/companies', { duns_number: GORMAN_DUNS, country: 'US' });
  const done = await waitForRegistration(v, auth, posted.body.external_id);
  assert.equal(done.status, 'registered', String(done.status_text));
  const gormanId = (done.company as { external_id: string }).external_id;
  const check = await runCheck({ company_id: gormanId, ubo_screening_enabled: true, directors_screening_enabled: true });
  assert.equal(check.status, 'completed', String(check.failure_reason));
  const entities = check.entities as Entity[];
  assert.deepEqual(entities.map((e) => [e.entity_role, e.name]), [
    ['company', 'GORMAN MANUFACTURING COMPANY, INC.'],
    ['director', 'Leslie Smith'],
    ['director', 'Kevin Hunt'],
    ['ubo', 'TEST PARENT INC.'],
    ['ubo', 'TEST ULTIMATE PLC'],
  ]);
  const unknown = {
    beneficial_ownership_percentage: null,
    direct_ownership_percentage: null,
    indirect_ownership_percentage: null,
    implied_beneficial_ownership_percentage: null,
    implied_direct_ownership_percentage: null,
    implied_indirect_ownership_percentage: null,
    is_beneficiary: false,
    is_person_with_significant_control: false,
    birth_date: null,
  };
  assert.deepEqual(entities[3].ubo, { name: 'TEST PARENT INC.', ...unknown, degree_of_separation: 1 });
  assert.deepEqual(entities[4].ubo, { name: 'TEST ULTIMATE PLC', ...unknown, degree_of_separation: null }, 'links to an ultimate parent are not published');
  assert.ok(entities.slice(3).every((e) => e.entity_type === 'company' && e.status === 'completed'));
});

test('UBO chain: percentages multiply up tracked owners, owners at or below the threshold and ceased ones are not screened, cycles stop', async () => {
  const org = (await v.vigil.db.query<{ organisation_id: string }>('SELECT organisation_id FROM companies WHERE id = $1', [westMidlandsId])).rows[0].organisation_id;
  const band = (min: number, max: number, name: string, extra: Partial<Owner> = {}): Owner => ({
    name,
    kind: 'individual',
    ownership_min: min,
    ownership_max: max,
    natures_of_control: [`ownership-of-shares-${min}-to-${max}-percent`],
    is_person_with_significant_control: true,
    ...extra,
  });
  const profile = (number: string, name: string): CompanyProfile => ({
    provider: 'registry_files', provider_id: `GB-COH:${number}`, name, previous_names: [{ name: `${name} OLD` }], other_names: [], status: 'active',
    country: 'GB', address: {}, registration_numbers: [{ number, type: 'company_number', register: 'GB-COH' }], industry_codes: [], officers: [], owners: [],
  });
  const holdcoLink = { kind: 'company' as const, registration_numbers: [{ number: 'ZZ000002', type: 'company_number', register: 'GB-COH' }] };
  const rootLink = { kind: 'company' as const, registration_numbers: [{ number: 'ZZ000001', type: 'company_number', register: 'GB-COH' }] };
  const root = await v.vigil.db.transaction(async (tx) => {
    const a = (await storeCompany(tx, org, profile('ZZ000001', 'HANDMADE ROOT LIMITED'))).company;
    const b = (await storeCompany(tx, org, profile('ZZ000002', 'HANDMADE HOLDCO LIMITED'))).company;
    await storePeople(tx, a.id, [], [
      band(25, 50, 'Ann Small'),
      band(75, 100, 'HANDMADE HOLDCO LIMITED', holdcoLink),
      band(50, 75, 'Old Owner', { ceased_on: '2020-01-01' }),
    ]);
    await storePeople(tx, b.id, [], [band(75, 100, 'Carl Top', { date_of_birth: '1970-05' }), band(50, 75, 'HANDMADE ROOT LIMITED', rootLink)]);
    return a;
  });
  const check = await runCheck({ company_id: root.id, ubo_screening_enabled: true, ownership_screening_threshold: 50 });
  assert.equal(check.status, 'completed', String(check.failure_reason));
  const entities = check.entities as Entity[];
  assert.deepEqual(entities[0].name, 'HANDMADE ROOT LIMITED');
  assert.deepEqual((entities[0] as unknown as { aliases: string[] }).aliases, ['HANDMADE ROOT LIMITED OLD'], 'previous names are aliases');
  const ubos = entities.filter((e) => e.entity_role === 'ubo');
  assert.deepEqual(ubos.map((u) => u.name), ['HANDMADE HOLDCO LIMITED', 'Carl Top'], 'Ann Small (25-50% <= 50%), the ceased owner and the cycle back to the root are not screened');
  assert.deepEqual(
    ubos.map((u) => [u.ubo!.degree_of_separation, u.ubo!.beneficial_ownership_percentage, u.ubo!.direct_ownership_percentage, u.ubo!.indirect_ownership_percentage]),
    [[1, 75, 75, null], [2, 56.25, null, 56.25]],
  );
  assert.equal(ubos[1].ubo!.is_beneficiary, true);
  assert.equal(ubos[1].ubo!.birth_date, '1970-05');
  assert.equal(ubos[1].date_of_birth, '1970-05');

  const lower = await runCheck({ company_id: root.id, ubo_screening_enabled: true, ownership_screening_threshold: 30 });
  assert.ok((lower.entities as Entity[]).some((e) => e.name === 'Ann Small'), 'a 25-to-50 band can exceed 30%: screened');
});

test('company_id must be a tracked company of the caller; the threshold is a percentage 0-100', async () => {
  const foreign = await apiClient(v, () => otherAuth)('POST', '/compliance', { name: 'x', company_id: westMidlandsId });
  assert.equal(foreign.status, 400);
  assert.match(foreign.body.errors.company_id[0], /Unknown company/);
  assert.deepEqual(foreign.body.non_field_errors, []);
  const unknown = await api('POST', '/compliance', { name: 'x', company_id: '0b7c6a3e-1f2d-4c5b-9a8e-7d6c5b4a3f21' });
  assert.equal(unknown.status, 400);
  assert.ok(unknown.body.errors.company_id);
  const malformed = await api('POST', '/compliance', { name: 'x', company_id: 'not-a-uuid' });
  assert.equal(malformed.status, 400);
  assert.ok(malformed.body.errors.company_id);
  const tooHigh = await api('POST', '/compliance', { name: 'x', company_id: westMidlandsId, ownership_screening_threshold: 120 });
  assert.equal(tooHigh.status, 400);
  assert.ok(tooHigh.body.errors.ownership_screening_threshold, JSON.stringify(tooHigh.body));
  const negative = await api('POST', '/compliance', { name: 'x', company_id: westMidlandsId, ownership_screening_threshold: -1 });
  assert.equal(negative.status, 400);
});

test('monitoring: a director appointed after the check (registry reload) is added to the monitored check and screened once', async () => {
  const check = await runCheck({ company_id: westMidlandsId, directors_screening_enabled: true, sanction_monitoring_enabled: true });
  assert.equal(check.status, 'completed');
  const before = (check.entities as Entity[]).length;
  const unmonitored = await runCheck({ company_id: westMidlandsId, directors_screening_enabled: true });
  // The reload brings one more officer. The appointment is hand-made for this test (no staged registry
  // file appoints a listed person); the name and birth month are those of a real SDN designation, Nicolas MADURO MOROS.
  const company = (await v.vigil.db.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [westMidlandsId])).rows[0];
  const people = await getPeople(v.vigil.db, westMidlandsId);
  const appointed = { name: 'MADURO MOROS, Nicolas', role: 'director', appointed_on: '2026-11-01', is_corporate: false, date_of_birth: '1962-11' };
  const fresh = { ...company.profile, name: company.name, country: company.country, officers: [...people.officers, appointed], owners: people.owners } as unknown as CompanyProfile;
  const waitApplied = async () => {
    const deadline = Date.now() + 60_000;
    while ((await v.vigil.db.query<{ n: number }>('SELECT count(*)::int AS n FROM company_people_updates WHERE done_at IS NULL')).rows[0].n) {
      assert.ok(Date.now() < deadline, 'monitoring applies the change within a minute');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  assert.deepEqual(await applyCompanyUpdate(v.vigil.db, company, fresh), [], 'no attribute changed: officers are not attributes');
  await waitApplied();
  const after = (await api('GET', `/compliance/${check.external_id}`)).body;
  const added = (after.entities as Entity[]).filter((e) => e.name === appointed.name);
  assert.equal((after.entities as Entity[]).length, before + 1, 'one entity more');
  assert.deepEqual([added[0]?.entity_role, added[0]?.status], ['director', 'completed']);
  const results = (await api('GET', `/compliance/${check.external_id}/results?page_size=100`)).body.results as Array<{ entity: { name: string }; monitoring_status: string; name: string }>;
  const found = results.filter((r) => r.entity.name === appointed.name);
  assert.ok(found.length >= 1 && found.every((r) => r.monitoring_status === 'new'), `the new director's findings are new: ${JSON.stringify(found.map((r) => r.name))}`);
  const events = await v.vigil.db.query<{ data: { monitoring: { new_entities_count: number; new_results_count: number } } }>(
    `SELECT data FROM webhook_events WHERE subject_id = $1 AND event_type = 'compliance_check.results.new'`,
    [check.external_id],
  );
  assert.equal(events.rows.length, 1, 'one compliance_check.results.new');
  assert.deepEqual([events.rows[0].data.monitoring.new_entities_count, events.rows[0].data.monitoring.new_results_count], [1, found.length]);

  assert.equal(((await api('GET', `/compliance/${unmonitored.external_id}`)).body.entities as Entity[]).length, before, 'an unmonitored check is not extended');

  // A new check of the company screens the listed director from the start: a finding with role director.
  const fresh2 = await runCheck({ company_id: westMidlandsId, directors_screening_enabled: true });
  const freshResults = (await api('GET', `/compliance/${fresh2.external_id}/results?page_size=100`)).body.results as Array<{ entity: { name: string; entity_role: string }; result_type: string }>;
  assert.ok(
    freshResults.some((r) => r.entity.name === appointed.name && r.entity.entity_role === 'director' && r.result_type === 'sanction'),
    'a listed director yields a sanction finding on the director entity',
  );

  // An officer leaving adds nobody.
  const stored = (await v.vigil.db.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [westMidlandsId])).rows[0];
  const again = await getPeople(v.vigil.db, westMidlandsId);
  const leaving = { ...stored.profile, name: stored.name, country: stored.country, officers: again.officers.slice(1), owners: again.owners } as unknown as CompanyProfile;
  await applyCompanyUpdate(v.vigil.db, stored, leaving);
  await waitApplied();
  assert.equal(((await api('GET', `/compliance/${check.external_id}`)).body.entities as Entity[]).length, before + 1, 'an officer leaving adds nobody');
});

test('registry country texts become ISO codes on screened entities (Companies House residences such as NORTHERN IRELAND)', () => {
  assert.deepEqual(
    ['UNITED KINGDOM', 'NORTHERN IRELAND', 'England', 'GB', 'Norway', 'NOT A COUNTRY', '', null].map((t) => countryCode(t)),
    ['GB', 'GB', 'GB', 'GB', 'NO', '', '', ''],
  );
});
