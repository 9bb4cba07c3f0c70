/**
 * `country_score`, `activity_score` and `govt_owned` findings of compliance checks (issue 15 section 1;
 * src/domain/check-risk.ts, src/domain/state-ownership.ts, docs/SCORES.md, docs/API.md).
 *
 * Real data: EQUINOR ENERGY AS, a row of the Brønnøysund selection (no_brreg/2024-01) whose
 * institutional sector is 1120 "Statlig eide aksjeselskaper mv." (state-owned) and whose NACE code is
 * 06.100 (extraction of crude petroleum); MONOOVA FX PTY LTD of the GLEIF 2023-11-06 files, whose
 * GLEIF parents are private companies; CANDOUR GROUP LIMITED (company_candour.json, SIC 68100) from
 * the Companies House API stub.
 *
 * HAND-MADE: no recorded Companies House PSC response names a government body, so the stub answers
 * CANDOUR GROUP LIMITED's PSC list with a hand-made response (`HANDMADE_CANDOUR_PSCS` below, in the
 * documented shape of `GET /company/{n}/persons-with-significant-control`): "The Secretary of State
 * for Business and Trade" (75–100%), a private individual (25–50%) and a ceased government PSC. The
 * ownership-chain test stores hand-made companies and owners with storeCompany/storePeople, as
 * test/company-checks.test.ts does.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startTestVigil, apiClient, waitForCheck, waitForRegistration, SHARED_DATA, type TestVigil } from './helpers/vigil.js';
import { COH_API_RECORDINGS, startCohApiStub, type CohApiStub } from './helpers/stubs/coh-api-stub.js';
import { storeCompany, storePeople } from '../src/domain/companies.js';
import { mapPscs, type ChPsc } from '../src/providers/http/gb-coh-psc.js';
import { recogniseStateBody, soeRelationshipType, findStateOwnership, STATE_NAME_RULES } from '../src/domain/state-ownership.js';
import { checkRiskScores } from '../src/domain/check-risk.js';
import type { CompanyProfile, Owner } from '../src/providers/types.js';

let v: TestVigil;
let coh: CohApiStub;
let auth: string;
let dataDir: string;
let recordings: string;

/** HAND-MADE PSC list of 08957400 (see the module comment); field names and values as the API documents them. */
const HANDMADE_CANDOUR_PSCS = {
  items: [
    {
      kind: 'legal-person-person-with-significant-control',
      name: 'The Secretary of State for Business and Trade',
      natures_of_control: ['ownership-of-shares-75-to-100-percent', 'voting-rights-75-to-100-percent'],
      notified_on: '2021-03-01',
      address: { premises: '1', address_line_1: 'Victoria Street', locality: 'London', postal_code: 'SW1H 0ET', country: 'United Kingdom' },
      identification: { legal_form: 'Corporation Sole', legal_authority: 'United Kingdom' },
      links: { self: '/company/08957400/persons-with-significant-control/legal-person/handmade1' },
    },
    {
      kind: 'individual-person-with-significant-control',
      name: 'Mrs Jane Handmade',
      natures_of_control: ['ownership-of-shares-25-to-50-percent'],
      notified_on: '2016-04-06',
      date_of_birth: { month: 5, year: 1970 },
      nationality: 'British',
      country_of_residence: 'England',
      links: { self: '/company/08957400/persons-with-significant-control/individual/handmade2' },
    },
    {
      kind: 'legal-person-person-with-significant-control',
      name: 'HM Treasury',
      natures_of_control: ['ownership-of-shares-50-to-75-percent'],
      notified_on: '2016-04-06',
      ceased_on: '2021-03-01',
      identification: { legal_form: 'Government Department', legal_authority: 'United Kingdom' },
      links: { self: '/company/08957400/persons-with-significant-control/legal-person/handmade3' },
    },
  ],
  items_per_page: 25,
  start_index: 0,
  total_results: 3,
  active_count: 2,
  ceased_count: 1,
  links: { self: '/company/08957400/persons-with-significant-control' },
};

/** Links the real files of `snapshot` (relative to shared data) into `dataDir`. */
function linkSnapshot(snapshot: string): void {
  const from = path.join(SHARED_DATA, snapshot);
  const to = path.join(dataDir, snapshot);
  fs.mkdirSync(to, { recursive: true });
  for (const f of fs.readdirSync(from)) fs.symlinkSync(path.join(from, f), path.join(to, f));
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-check-risk-'));
  linkSnapshot('companies/no_brreg/2024-01');
  linkSnapshot('companies/gleif/2023-11-06');
  fs.mkdirSync(path.join(dataDir, 'lists'));
  fs.symlinkSync(path.join(SHARED_DATA, 'lists/us_ofac_sdn'), path.join(dataDir, 'lists/us_ofac_sdn'));
  // The stub replays the real recordings plus the hand-made PSC list of 08957400.
  recordings = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-check-risk-coh-'));
  for (const f of fs.readdirSync(COH_API_RECORDINGS)) fs.symlinkSync(path.join(COH_API_RECORDINGS, f), path.join(recordings, f));
  fs.writeFileSync(path.join(recordings, 'handmade_persons_candour.json'), JSON.stringify(HANDMADE_CANDOUR_PSCS));
  coh = await startCohApiStub({ dataDir: recordings });
  v = await startTestVigil({
    dataDir,
    rateLimitPerMinute: 1_000_000,
    companies: { providers: ['registry_files', 'gb_coh_api'], cohApiKey: coh.apiKey, cohApiUrl: coh.url },
  });
  auth = await v.auth('Risk Scores Org');
});
after(async () => {
  await v.close();
  await coh.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(recordings, { recursive: true, force: true });
});

const api = (...a: Parameters<ReturnType<typeof apiClient>>) => apiClient(v, () => auth)(...a);

type Result = { result_type: string; name: string; soe_relationship_type: string; confidence: number; text: string; entity: { entity_role: string; name: string }; match_explanation: Record<string, unknown> };

/** Asserts that `body` matches the served OpenAPI document's 200 schema of `GET <pathKey>` (as test/openapi-contract.test.ts validates). */
async function assertMatchesSchema(pathKey: string, body: unknown): Promise<void> {
  const res = await v.vigil.server!.inject({ method: 'GET', url: '/ext/v3/schema/' });
  const doc = res.json() as { paths: Record<string, { get: { responses: Record<string, { content: { 'application/json': { schema: object } } }> } }>; components: object };
  const schema = doc.paths[pathKey]?.get.responses['200'].content['application/json'].schema;
  assert.ok(schema, `the document has GET ${pathKey}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const validate = ajv.compile({ ...schema, components: doc.components });
  assert.ok(validate(body), `GET ${pathKey} does not match its schema: ${JSON.stringify(validate.errors?.slice(0, 5))}`);
}

/** Registers a company (POST /companies) and returns its external_id. */
async function register(body: Record<string, unknown>): Promise<string> {
  const posted = await api('POST', '/companies', body);
  assert.ok(posted.status === 201 || posted.status === 200, `POST /companies answered ${posted.status}: ${JSON.stringify(posted.body)}`);
  const done = await waitForRegistration(v, auth, posted.body.external_id);
  assert.equal(done.status, 'registered', String(done.status_text));
  return (done.company as { external_id: string }).external_id;
}

/** Creates a check, waits for it to end, and returns it with its findings. */
async function runCheck(body: Record<string, unknown>) {
  const created = await api('POST', '/compliance', { name: 'Risk scores check', ...body });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const check = await waitForCheck(v, auth, created.body.external_id);
  assert.equal(check.status, 'completed', String(check.failure_reason));
  const results = await api('GET', `/compliance/${check.external_id}/results?page_size=100`);
  assert.equal(results.status, 200, JSON.stringify(results.body));
  return { check, results: results.body.results as Result[], page: results.body as unknown };
}

test('the state-body rule: legal forms and name shapes of government bodies; people, companies and the real PSC file are not', () => {
  const company = (name: string, legal_form?: string): Pick<Owner, 'name' | 'kind' | 'legal_form'> => ({ name, kind: 'company', ...(legal_form ? { legal_form } : {}) });
  const state = [
    'The Secretary of State for Business and Trade',
    'SECRETARY OF STATE FOR TRANSPORT',
    'The Minister for Finance',
    'Ministry of Defence',
    'HM Treasury',
    'H.M. Treasury',
    "The Lords Commissioners of His Majesty's Treasury",
    "Her Majesty's Government",
    'The Scottish Ministers',
    'The Welsh Ministers',
    'Government of Jersey',
    'The Crown',
    'Republic of Poland',
    'Federal Republic of Germany',
    'Kingdom of Norway',
    'State of Qatar',
    'Kent County Council',
    'Birmingham City Council',
    'London Borough of Camden',
    'Department for Infrastructure',
  ];
  for (const name of state) assert.ok(recogniseStateBody(company(name))?.rule === 'name', `${name} is a government body by its name`);
  assert.deepEqual(recogniseStateBody(company('Transport Infrastructure Holdings', 'Government Department')), { rule: 'legal_form', matched: 'Government Department' });
  assert.deepEqual(recogniseStateBody(company('Some Agency', 'Local Authority')), { rule: 'legal_form', matched: 'Local Authority' });
  const notState = [
    'Department of Coffee and Social Affairs Limited',
    'State of the Art Ltd',
    'Kingdom of Leather Limited',
    'State Street Bank and Trust Company',
    'Government Properties Income Trust',
    'World Gold Council',
    'Crown Holdings, Inc.',
    'Republic Services, Inc.',
    'Treasury Wine Estates',
  ];
  for (const name of notState) assert.equal(recogniseStateBody(company(name)), undefined, `${name} is not a government body`);
  assert.equal(recogniseStateBody(company('Acme Holdings', 'Corporation Sole')), undefined, 'a corporation sole alone (a bishop, say) is not the state');
  assert.equal(recogniseStateBody({ name: 'The Secretary of State for Defence', kind: 'individual' }), undefined, 'never a natural person');
  assert.ok(STATE_NAME_RULES.every((r) => recogniseStateBody(company(r.example.split(';')[0])) !== undefined), 'every documented example matches its rule');

  // The real recorded PSC list of 04053514: a private limited company and four individuals, none a state body.
  const recorded = JSON.parse(fs.readFileSync(path.join(COH_API_RECORDINGS, 'persons_yorkshire_air_ambulance.json'), 'utf8')) as { items: ChPsc[] };
  const owners = mapPscs(recorded.items);
  assert.equal(owners.length, 5);
  assert.equal(owners.find((o) => o.kind === 'company')?.legal_form, 'Limited Company', 'the PSC legal form is kept');
  assert.deepEqual(owners.filter((o) => recogniseStateBody(o)), []);
});

test('soe_relationship_type from the holding: majority only when more than 50% for certain, control without a percentage', () => {
  assert.equal(soeRelationshipType({ ownership_min: 100, ownership_max: 100 }), 'WHOLLY_OWNED');
  assert.equal(soeRelationshipType({ ownership_min: 75, ownership_max: 100 }), 'MAJORITY_OWNED', 'a 75-to-100 band is more than 75%, not 100%');
  assert.equal(soeRelationshipType({ ownership_min: 50, ownership_max: 75 }), 'MAJORITY_OWNED', 'a 50-to-75 band is more than 50%');
  assert.equal(soeRelationshipType({ ownership_min: 25, ownership_max: 50 }), 'MINORITY_OWNED');
  assert.equal(soeRelationshipType({ ownership_min: 37.5, ownership_max: 75 }), 'MINORITY_OWNED', 'may or may not be a majority: the lower bound decides');
  assert.equal(soeRelationshipType({}), 'STATE_CONTROLLED');
});

test('the score inputs: the customer countries and the company codes; a custom check has no activity', () => {
  assert.deepEqual(
    checkRiskScores({ company_based: false, countries: ['GB', 'vn'], industry_codes: [{ code: '92000', scheme: 'UK SIC 2007' }] }),
    { country_score: 'medium', activity_score: '', country_reasons: [
      { country: 'VN', list: 'fatf_increased_monitoring', as_of: '2026-06-19' },
      { country: 'VN', list: 'eu_high_risk_third_countries', as_of: '2026-01-29' },
    ], activity_reasons: [] },
  );
  assert.equal(checkRiskScores({ company_based: true, countries: ['Iran'], industry_codes: [] }).country_score, 'high', 'a country name a provider stored is read');
  assert.equal(checkRiskScores({ company_based: true, countries: [], industry_codes: [] }).country_score, '', 'no country known');
});

test('a state-owned Norwegian company (real Brønnøysund sector 1120): country low, activity medium (06.100), one govt_owned finding MAJORITY_OWNED; compliance_score unmoved', async () => {
  const equinor = await register({ registration_number: '990888213', country: 'NO' });
  const company = await api('GET', `/companies/${equinor}`);
  assert.equal(company.body.name, 'EQUINOR ENERGY AS');
  assert.deepEqual(company.body.industry_codes.map((c: { code: string }) => c.code), ['06.100']);

  const { check, results } = await runCheck({ company_id: equinor });
  assert.equal(check.country_score, 'low', 'NO is on no list');
  assert.equal(check.activity_score, 'medium', '06 extraction of crude petroleum and natural gas: extractive industries');
  const owned = results.filter((r) => r.result_type === 'govt_owned');
  assert.equal(owned.length, 1, JSON.stringify(results.map((r) => [r.result_type, r.name])));
  assert.equal(owned[0].name, 'The Norwegian State (staten)');
  assert.equal(owned[0].soe_relationship_type, 'MAJORITY_OWNED');
  assert.equal(owned[0].entity.entity_role, 'company');
  assert.equal(owned[0].confidence, 1);
  assert.match(owned[0].text, /institutional sector 1120/);
  assert.deepEqual(owned[0].match_explanation.recognised_by, { rule: 'institutional_sector', matched: '1120' });
  assert.equal(check.sanction_score, 'low');
  assert.equal(check.compliance_score, 'low', 'state ownership is not a sanctions or PEP hit');
  assert.equal(check.unreviewed_results_count, results.length, 'the govt_owned finding awaits review like any other');

  // A manually added entity's country counts: Iran is on the FATF call-for-action list.
  const withEntity = await runCheck({ company_id: equinor, entities: [{ name: 'Kari Nordmann', entity_type: 'individual', country: 'IR' }] });
  assert.equal(withEntity.check.country_score, 'high');
  assert.equal(withEntity.check.activity_score, 'medium');
});

test('Companies House PSC (hand-made, see the module comment): the Secretary of State 75-100% is MAJORITY_OWNED; the private and the ceased PSC give nothing', async () => {
  const candour = await register({ registration_number: '08957400', country: 'GB' });
  const company = await api('GET', `/companies/${candour}`);
  assert.equal(company.body.provider, 'gb_coh_api');
  assert.equal(company.body.owners.length, 3);

  const { check, results, page } = await runCheck({ company_id: candour, ubo_screening_enabled: true });
  await assertMatchesSchema('/ext/v3/compliance/{id}/results', page);
  await assertMatchesSchema('/ext/v3/compliance/{id}', check);
  assert.equal(check.country_score, 'low');
  assert.equal(check.activity_score, 'medium', 'SIC 68100: buying and selling of own real estate');
  const owned = results.filter((r) => r.result_type === 'govt_owned');
  assert.deepEqual(owned.map((r) => [r.name, r.soe_relationship_type, r.entity.name]), [['The Secretary of State for Business and Trade', 'MAJORITY_OWNED', 'CANDOUR GROUP LIMITED']]);
  assert.equal(owned[0].match_explanation.implied_ownership_percentage, 75);
  assert.equal(owned[0].match_explanation.degree_of_separation, 1);
  assert.deepEqual(owned[0].match_explanation.recognised_by, { rule: 'name', matched: 'secretary_of_state' });
  assert.ok((check.entities as Array<{ name: string }>).some((e) => e.name === 'Mrs Jane Handmade'), 'the private owner is screened as a UBO');
  assert.equal(check.compliance_score, 'low');
});

test('private owners only (real GLEIF parents of MONOOVA FX PTY LTD): no govt_owned finding; no industry codes: activity ""', async () => {
  const monoova = await register({ registration_number: '98450051BS9C610A8T78', country: 'AU' });
  const company = await api('GET', `/companies/${monoova}`);
  assert.equal(company.body.name, 'MONOOVA FX PTY LTD');
  assert.deepEqual(
    company.body.owners.map((o: { name: string }) => o.name).sort(),
    ['MONEYTECH GROUP LIMITED', 'MONOOVA GLOBAL PAYMENTS PTY LTD'],
    'the real GLEIF consolidation parents',
  );
  const { check, results } = await runCheck({ company_id: monoova, ubo_screening_enabled: true });
  assert.deepEqual(results.filter((r) => r.result_type === 'govt_owned'), []);
  assert.equal(check.country_score, 'low', 'AU');
  assert.equal(check.activity_score, '', 'GLEIF publishes no industry codes');
});

test('ownership chain (hand-made companies): a state body up the chain is found with the multiplied holding; control without a percentage is STATE_CONTROLLED', async () => {
  const org = (await v.vigil.db.query<{ id: string }>(`SELECT organisation_id AS id FROM companies LIMIT 1`)).rows[0].id;
  const profile = (number: string, name: string): CompanyProfile => ({
    provider: 'registry_files', provider_id: `GB-COH:${number}`, name, previous_names: [], other_names: [], status: 'active',
    country: 'GB', address: { country: 'GB' }, registration_numbers: [{ number, type: 'company_number', register: 'GB-COH' }],
    industry_codes: [{ code: '92000', scheme: 'UK SIC 2007' }], officers: [], owners: [],
  });
  const band = (min: number, max: number, name: string, extra: Partial<Owner> = {}): Owner => ({
    name, kind: 'company', ownership_min: min, ownership_max: max, natures_of_control: [`ownership-of-shares-${min}-to-${max}-percent`], is_person_with_significant_control: true, ...extra,
  });
  const root = await v.vigil.db.transaction(async (tx) => {
    const a = (await storeCompany(tx, org, profile('ZZ100001', 'HANDMADE GAMING LIMITED'))).company;
    const b = (await storeCompany(tx, org, profile('ZZ100002', 'HANDMADE GAMING HOLDCO LIMITED'))).company;
    await storePeople(tx, a.id, [], [
      band(75, 100, 'HANDMADE GAMING HOLDCO LIMITED', { registration_numbers: [{ number: 'ZZ100002', type: 'company_number', register: 'GB-COH' }] }),
      { name: 'Kent County Council', kind: 'company', natures_of_control: ['significant-influence-or-control'], is_person_with_significant_control: true },
    ]);
    await storePeople(tx, b.id, [], [band(50, 75, 'HM Treasury'), band(25, 50, 'Handmade Private Investors Limited')]);
    return a;
  });
  const found = await findStateOwnership(v.vigil.db, org, root.id);
  assert.deepEqual(
    found.map((s) => [s.owner.name, s.soe_relationship_type, s.degree, s.range.ownership_min ?? null, s.via]),
    [
      ['Kent County Council', 'STATE_CONTROLLED', 1, null, []],
      ['HM Treasury', 'MINORITY_OWNED', 2, 37.5, ['HANDMADE GAMING HOLDCO LIMITED']],
    ],
  );
  const { check, results } = await runCheck({ company_id: root.id });
  assert.equal(check.activity_score, 'high', 'SIC 92000 gambling');
  assert.deepEqual(
    results.filter((r) => r.result_type === 'govt_owned').map((r) => [r.name, r.soe_relationship_type]).sort(),
    [['HM Treasury', 'MINORITY_OWNED'], ['Kent County Council', 'STATE_CONTROLLED']],
  );
});

test('custom checks: country_score from the entities, activity_score ""; the general (batched) path scores too', async () => {
  const mixed = await runCheck({ entities: [{ name: 'Nguyen Van An', entity_type: 'individual', country: 'VN' }, { name: 'John Smith', entity_type: 'individual', country: 'GB' }] });
  assert.equal(mixed.check.country_score, 'medium', 'Vietnam: FATF increased monitoring and EU high-risk');
  assert.equal(mixed.check.activity_score, '');
  const none = await runCheck({ entities: [{ name: 'John Smith', entity_type: 'individual' }] });
  assert.equal(none.check.country_score, '', 'no country known');
  // 30 entities: more than one batch, so the check completes on the general path.
  const many = Array.from({ length: 30 }, (_, i) => ({ name: `Person Number ${i + 1}`, entity_type: 'individual', country: i === 29 ? 'KP' : 'NO' }));
  const big = await runCheck({ entities: many });
  assert.equal(big.check.country_score, 'high', 'DPRK: FATF call for action');
  assert.equal(big.check.activity_score, '');
  assert.deepEqual(big.results.filter((r) => r.result_type === 'govt_owned'), [], 'no company, no ownership');
});
