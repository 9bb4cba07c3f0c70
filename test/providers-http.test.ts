/**
 * The HTTP company-data providers (src/providers/http) against local stub servers
 * (test/helpers/stubs): Companies House replays real recorded API responses, GLEIF serves real
 * Golden Copy records in the API's JSON:API shape, D&B serves its documented example company.
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CompaniesHouseApiProvider } from '../src/providers/http/gb-coh-api.js';
import { GleifApiProvider } from '../src/providers/http/gleif-api.js';
import { DnbProvider } from '../src/providers/http/dnb.js';
import { isLei } from '../src/providers/http/gleif-mapping.js';
import { ownershipRange } from '../src/providers/http/gb-coh-psc.js';
import { ProviderError } from '../src/providers/types.js';
import { startCohApiStub, type CohApiStub } from './helpers/stubs/coh-api-stub.js';
import { startGleifApiStub } from './helpers/stubs/gleif-api-stub.js';
import { GORMAN_DUNS, linkageNode, startDnbStub, type DnbStub } from './helpers/stubs/dnb-stub.js';
import type { StubServer } from './helpers/stubs/stub-server.js';

const isProviderError = (status?: number) => (err: unknown) => {
  assert.ok(err instanceof ProviderError, `expected ProviderError, got ${String(err)}`);
  if (status !== undefined) assert.equal(err.status, status);
  return true;
};

describe('Companies House API provider (recorded responses)', () => {
  let stub: CohApiStub;
  let coh: CompaniesHouseApiProvider;
  before(async () => {
    stub = await startCohApiStub();
    coh = new CompaniesHouseApiProvider({ apiKey: stub.apiKey, baseUrl: stub.url, timeoutMs: 5000 });
  });
  after(() => stub.close());

  test('authenticates with HTTP Basic, the key as user name and an empty password', async () => {
    await coh.profile('GB-COH:08957400');
    assert.equal(stub.requests.at(-1)!.authorization, `Basic ${Buffer.from(`${stub.apiKey}:`).toString('base64')}`);
  });

  test('profile of 08957400: CANDOUR GROUP LIMITED, previous name, SIC 68100', async () => {
    const p = await coh.profile('GB-COH:08957400');
    assert.ok(p);
    assert.equal(p.provider, 'gb_coh_api');
    assert.equal(p.provider_id, 'GB-COH:08957400');
    assert.equal(p.name, 'CANDOUR GROUP LIMITED');
    assert.deepEqual(p.previous_names, [{ name: 'LONDON & KENT ESTATES LIMITED', from: '2014-03-25', until: '2020-04-20' }]);
    assert.deepEqual(p.industry_codes, [{ code: '68100', scheme: 'UK SIC 2007' }]);
    assert.equal(p.status, 'active');
    assert.equal(p.country, 'GB');
    assert.equal(p.legal_form, 'Private limited company');
    assert.equal(p.incorporated_on, '2014-03-25');
    assert.deepEqual(p.address, { street: '71 New Dover Road', postal: 'CT1 3DZ', place: 'Canterbury', country: 'GB' });
    assert.deepEqual(p.registration_numbers, [{ number: '08957400', type: 'company_number', register: 'GB-COH', description: 'UK Companies House company number' }]);
    assert.equal(p.duns_number, undefined);
    // no officer or PSC list is recorded for this company: the API's 404 reads as none on file
    assert.deepEqual(p.officers, []);
    assert.deepEqual(p.owners, []);
    const paths = stub.requests.map((r) => r.path);
    assert.ok(paths.includes('/company/08957400/officers'));
    assert.ok(paths.includes('/company/08957400/persons-with-significant-control'));
  });

  test('match by registration number 08957400 (country GB) is certain', async () => {
    const found = await coh.match({ registration_number: '08957400', country: 'GB' });
    assert.equal(found.length, 1);
    assert.equal(found[0].provider_id, 'GB-COH:08957400');
    assert.equal(found[0].name, 'CANDOUR GROUP LIMITED');
    assert.equal(found[0].confidence, 10);
    // the number as often typed, without its leading zero
    const typed = await coh.match({ registration_number: '8957400' });
    assert.equal(typed[0]?.confidence, 10);
    assert.equal(stub.requests.at(-1)!.path, '/company/08957400');
  });

  test('match outside the UK asks nothing and finds nothing', async () => {
    const before = stub.requests.length;
    assert.deepEqual(await coh.match({ registration_number: '08957400', country: 'FR' }), []);
    assert.equal(stub.requests.length, before);
  });

  test('search by name uses the search resource and scores with the name matcher', async () => {
    const found = await coh.search({ name: 'Candour Group', limit: 5 });
    assert.equal(found[0]?.provider_id, 'GB-COH:08957400');
    assert.ok(found[0].confidence >= 8, `confidence ${found[0].confidence}`);
    assert.equal(found[0].address.postal, 'CT1 3DZ');
    const req = stub.requests.at(-1)!;
    assert.equal(req.path, '/search/companies');
    assert.deepEqual(req.query, { q: 'Candour Group', items_per_page: '5' });
    const byName = await coh.match({ name: 'candour group ltd', postal_code: 'CT1 3DZ' });
    assert.equal(byName[0]?.provider_id, 'GB-COH:08957400');
  });

  test('officers of 04475590: active director STEVENSON, Benjamin Thomas and the resigned nominee', async () => {
    const officers = await coh.officers('04475590');
    assert.equal(officers.length, 7);
    const ben = officers.filter((o) => o.name === 'STEVENSON, Benjamin Thomas');
    assert.equal(ben.length, 2, 'two appointments of the same name');
    const active = ben.find((o) => !o.resigned_on)!;
    assert.deepEqual(active, {
      name: 'STEVENSON, Benjamin Thomas',
      role: 'director',
      is_corporate: false,
      appointed_on: '2017-09-02',
      date_of_birth: '1985-07',
      nationality: 'British',
      country_of_residence: 'GB',
      occupation: 'Company Director',
      provider_officer_id: '5SU_9GfEsP_Z_H7rb1fNFmEZvKs',
    });
    const elizabeth = officers.filter((o) => o.name === 'STEVENSON, Elizabeth Mary' && !o.resigned_on).map((o) => o.role).sort();
    assert.deepEqual(elizabeth, ['director', 'secretary']);
    const nominee = officers.find((o) => o.name === 'LONDON LAW SERVICES LIMITED')!;
    assert.equal(nominee.role, 'nominee-director');
    assert.equal(nominee.appointed_on, '2002-07-02');
    assert.equal(nominee.resigned_on, '2002-07-02');
    assert.equal(nominee.is_corporate, true);
    const secretarial = officers.find((o) => o.name === 'LONDON LAW SECRETARIAL LIMITED')!;
    assert.equal(secretarial.role, 'corporate-nominee-secretary');
    assert.equal(secretarial.is_corporate, true);
    const req = stub.requests.at(-1)!;
    assert.equal(req.path, '/company/04475590/officers');
    assert.equal(req.query.items_per_page, '100');
  });

  test('persons with significant control of 04053514: the corporate owner 75–100% and 4 ceased individuals', async () => {
    const owners = await coh.personsWithSignificantControl('04053514');
    assert.equal(owners.length, 5);
    const active = owners.filter((o) => !o.ceased_on);
    assert.equal(active.length, 1);
    assert.deepEqual(active[0], {
      name: 'Yorkshire Air Ambulance Ltd',
      kind: 'company',
      natures_of_control: ['ownership-of-shares-75-to-100-percent', 'voting-rights-75-to-100-percent', 'right-to-appoint-and-remove-directors'],
      is_person_with_significant_control: true,
      ownership_min: 75,
      ownership_max: 100,
      notified_on: '2016-04-06',
      country: 'GB',
      legal_form: 'Limited Company',
    });
    const ceased = owners.filter((o) => o.ceased_on);
    assert.deepEqual(ceased.map((o) => o.name).sort(), ['Mr Bruce Burns', 'Mr John William Young Strachan Samuel', 'Mr Kevin Hynes', 'Mr Peter Sunderland']);
    for (const o of ceased) {
      assert.equal(o.kind, 'individual');
      assert.equal(o.ceased_on, '2016-04-06');
      assert.deepEqual(o.natures_of_control, ['significant-influence-or-control']);
      assert.equal(o.ownership_min, undefined);
    }
    assert.equal(ceased.find((o) => o.name === 'Mr Peter Sunderland')!.date_of_birth, '1942-03');
  });

  test('share and voting bands map to percentage ranges', () => {
    assert.deepEqual(ownershipRange(['ownership-of-shares-25-to-50-percent']), { min: 25, max: 50 });
    assert.deepEqual(ownershipRange(['ownership-of-shares-50-to-75-percent-as-trust']), { min: 50, max: 75 });
    assert.deepEqual(ownershipRange(['ownership-of-shares-25-to-50-percent-as-firm', 'ownership-of-shares-50-to-75-percent']), { min: 50, max: 75 });
    assert.deepEqual(ownershipRange(['voting-rights-75-to-100-percent', 'ownership-of-shares-25-to-50-percent']), { min: 25, max: 50 });
    assert.deepEqual(ownershipRange(['voting-rights-50-to-75-percent']), { min: 50, max: 75 });
    assert.deepEqual(ownershipRange(['ownership-of-shares-more-than-25-percent-registered-overseas-entity']), { min: 25, max: 100 });
    assert.equal(ownershipRange(['significant-influence-or-control']), undefined);
  });

  test('an unknown company is null, not an error', async () => {
    assert.equal(await coh.profile('GB-COH:99999999'), null);
    assert.deepEqual(await coh.match({ registration_number: '99999999' }), []);
    assert.equal(await coh.profile('LEI:213800FERQ5LE3H7WJ58'), null);
  });

  test('a wrong API key is a ProviderError with status 401', async () => {
    const wrong = new CompaniesHouseApiProvider({ apiKey: 'not-the-key', baseUrl: stub.url });
    await assert.rejects(wrong.profile('GB-COH:08957400'), isProviderError(401));
    await assert.rejects(wrong.search({ name: 'candour' }), isProviderError(401));
  });
});

describe('GLEIF API provider (Golden Copy records)', () => {
  let stub: StubServer;
  let gleif: GleifApiProvider;
  before(async () => {
    stub = await startGleifApiStub();
    gleif = new GleifApiProvider({ baseUrl: stub.url, timeoutMs: 5000 });
  });
  after(() => stub.close());

  test('search "dentsu international" finds LEI 213800FERQ5LE3H7WJ58 with local number 01403668', async () => {
    const found = await gleif.search({ name: 'dentsu international', country: 'GB' });
    assert.equal(found.length, 1);
    const c = found[0];
    assert.equal(c.provider, 'gleif_api');
    assert.equal(c.provider_id, 'LEI:213800FERQ5LE3H7WJ58');
    assert.equal(c.name, 'DENTSU INTERNATIONAL LIMITED');
    assert.equal(c.country, 'GB');
    assert.equal(c.status, 'active');
    assert.ok(c.confidence >= 9, `confidence ${c.confidence}`);
    assert.deepEqual(c.address, { street: "10 TRITON STREET, REGENT'S PLACE", postal: 'NW1 3BF', place: 'LONDON', region: 'GB-LND', country: 'GB' });
    assert.deepEqual(
      c.registration_numbers.map(({ number, type, register }) => ({ number, type, register })),
      [
        { number: '213800FERQ5LE3H7WJ58', type: 'lei', register: 'GLEIF' },
        { number: '01403668', type: 'local', register: 'RA000585' },
      ],
    );
    const req = stub.requests.at(-1)!;
    assert.equal(req.path, '/lei-records');
    assert.equal(req.query['filter[entity.legalName]'], 'dentsu international');
    assert.equal(req.query['filter[entity.legalAddress.country]'], 'GB');
    assert.equal(req.query['page[size]'], '20');
  });

  test('match by local register number uses filter[entity.registeredAs]', async () => {
    const found = await gleif.match({ registration_number: '01403668', country: 'GB' });
    assert.equal(found[0]?.provider_id, 'LEI:213800FERQ5LE3H7WJ58');
    assert.equal(found[0].confidence, 10);
    assert.equal(stub.requests.at(-1)!.query['filter[entity.registeredAs]'], '01403668');
  });

  test('match by LEI reads the record', async () => {
    assert.ok(isLei('213800FERQ5LE3H7WJ58') && isLei('010CMKZ3VON21WF2ZD45') && !isLei('213800FERQ5LE3H7WJ59'));
    const found = await gleif.match({ registration_number: '213800ferq5le3h7wj58' });
    assert.equal(found[0]?.provider_id, 'LEI:213800FERQ5LE3H7WJ58');
    assert.equal(found[0].confidence, 10);
    assert.equal(stub.requests.at(-1)!.path, '/lei-records/213800FERQ5LE3H7WJ58');
  });

  test('profile maps the record; no reported parent means no owners', async () => {
    const p = await gleif.profile('LEI:213800FERQ5LE3H7WJ58');
    assert.ok(p);
    assert.equal(p.name, 'DENTSU INTERNATIONAL LIMITED');
    assert.deepEqual(p.previous_names, [{ name: 'DENTSU AEGIS NETWORK LTD.' }, { name: 'AEGIS GROUP PLC' }]);
    assert.deepEqual(p.other_names, []);
    assert.equal(p.legal_form, 'H0PO');
    assert.equal(p.incorporated_on, '1978-12-05');
    assert.deepEqual(p.officers, []);
    assert.deepEqual(p.owners, []);
    assert.equal(await gleif.profile('LEI:529900T8BM49AURSDO55'), null);
  });

  test('parents of 010CMKZ3VON21WF2ZD45 become company owners without a percentage', async () => {
    const owners = await gleif.parents('010CMKZ3VON21WF2ZD45');
    assert.equal(owners.length, 2);
    const [direct, ultimate] = owners;
    assert.equal(direct.registration_numbers![0].number, 'ZZG38T0MDR3QY1ETUA76');
    assert.deepEqual(direct.natures_of_control, ['IS_DIRECTLY_CONSOLIDATED_BY']);
    assert.equal(direct.is_ultimate_parent, false);
    assert.equal(ultimate.registration_numbers![0].number, '3C7474T6CDKPR9K6YT90');
    assert.deepEqual(ultimate.natures_of_control, ['IS_ULTIMATELY_CONSOLIDATED_BY']);
    assert.equal(ultimate.is_ultimate_parent, true);
    for (const o of owners) {
      assert.equal(o.kind, 'company');
      assert.equal(o.is_person_with_significant_control, false);
      assert.equal(o.ownership_min, undefined);
      assert.equal(o.ownership_max, undefined);
      // the extract has no Level 1 record for these parents, so the name falls back to the LEI
      assert.equal(o.name, o.registration_numbers![0].number);
    }
    const paths = stub.requests.slice(-2).map((r) => r.path).sort();
    assert.deepEqual(paths, ['/lei-records/010CMKZ3VON21WF2ZD45/direct-parent', '/lei-records/010CMKZ3VON21WF2ZD45/ultimate-parent']);
  });
});

describe('Dun & Bradstreet Direct+ provider (documented example company)', () => {
  let stub: DnbStub;
  let dnb: DnbProvider;
  before(async () => {
    stub = await startDnbStub();
    dnb = new DnbProvider({ apiKey: stub.apiKey, apiSecret: stub.apiSecret, baseUrl: stub.url, timeoutMs: 5000 });
  });
  after(() => stub.close());

  test('the token is fetched once with HTTP Basic and reused', async () => {
    await dnb.match({ name: 'Gorman Manufacturing', country: 'US' });
    await dnb.profile(GORMAN_DUNS);
    await dnb.search({ name: 'Gorman', country: 'US' });
    const tokenRequests = stub.requests.filter((r) => r.path === '/v2/token');
    assert.equal(tokenRequests.length, 1);
    assert.equal(tokenRequests[0].method, 'POST');
    assert.equal(tokenRequests[0].authorization, `Basic ${Buffer.from(`${stub.apiKey}:${stub.apiSecret}`).toString('base64')}`);
    assert.deepEqual(JSON.parse(tokenRequests[0].body), { grant_type: 'client_credentials' });
    for (const r of stub.requests.filter((x) => x.path !== '/v2/token')) assert.equal(r.authorization, 'Bearer stub-token-1');
  });

  test('cleanseMatch confidence codes are D&B\'s own', async () => {
    const byName = await dnb.match({ name: 'Gorman Manufacturing', country: 'US' });
    assert.equal(byName.length, 1);
    assert.equal(byName[0].confidence, 8);
    assert.equal(byName[0].duns_number, GORMAN_DUNS);
    assert.equal(byName[0].provider_id, GORMAN_DUNS);
    assert.equal(byName[0].name, 'GORMAN MANUFACTURING COMPANY, INC.');
    assert.deepEqual(byName[0].address, { street: '492 KOLLER ST', postal: '94110', place: 'SAN FRANCISCO', region: 'California', country: 'US' });
    const req = stub.requests.at(-1)!;
    assert.equal(req.path, '/v1/match/cleanseMatch');
    assert.equal(req.query.name, 'Gorman Manufacturing');
    assert.equal(req.query.countryISOAlpha2Code, 'US');
    const withPlace = await dnb.match({ name: 'Gorman Manufacturing', country: 'US', postal_code: '94110' });
    assert.equal(withPlace[0].confidence, 9);
    const byDuns = await dnb.match({ duns_number: '80-473-5132' });
    assert.equal(byDuns[0].confidence, 10);
    assert.equal(stub.requests.at(-1)!.query.duns, GORMAN_DUNS);
    assert.deepEqual(await dnb.match({ name: 'Nothing Alike', country: 'US' }), []);
  });

  test('profile maps company information, principals and hierarchy blocks', async () => {
    const p = await dnb.profile(GORMAN_DUNS);
    assert.ok(p);
    const req = stub.requests.at(-1)!;
    assert.equal(req.path, `/v1/data/duns/${GORMAN_DUNS}`);
    assert.equal(req.query.blockIDs, 'companyinfo_L2_v1,principalscontacts_L1_v1,hierarchyconnections_L1_v1');
    assert.equal(p.provider, 'dnb');
    assert.equal(p.name, 'GORMAN MANUFACTURING COMPANY, INC.');
    assert.equal(p.duns_number, GORMAN_DUNS);
    assert.equal(p.status, 'active');
    assert.equal(p.country, 'US');
    assert.equal(p.legal_form, 'Corporation');
    assert.equal(p.website, 'www.gorman.com');
    assert.equal(p.incorporated_on, undefined, 'a year-only startDate is not a date');
    assert.deepEqual(p.registration_numbers[1], { number: '12-3456789', type: 'registration_number', register: 'DNB:6863', description: 'Federal Taxpayer Identification Number (US)' });
    assert.ok(p.industry_codes.some((c) => c.code === '27520000' && c.scheme === 'D&B Standard Industry Code' && c.description === 'Commercial printing, lithographic'));
    assert.deepEqual(p.officers, [
      { name: 'Leslie Smith', role: 'president', is_corporate: false },
      { name: 'Kevin Hunt', role: 'principal', is_corporate: false },
    ]);
    assert.deepEqual(p.owners, [], 'Gorman is its own global ultimate');
    assert.equal(await dnb.profile('123456789'), null);
    const before = stub.requests.length;
    assert.equal(await dnb.profile('GB-COH:08957400'), null);
    assert.deepEqual(await dnb.match({ country: 'US' }), []);
    assert.equal(stub.requests.length, before, 'nothing asked for a foreign id or an empty input');
  });

  test('parent and global ultimate from the hierarchy become owners without a percentage', async () => {
    const variant = await startDnbStub({
      corporateLinkage: { hierarchyLevel: 3, parent: linkageNode('111111111', 'TEST PARENT INC.', 'US'), globalUltimate: linkageNode('222222222', 'TEST ULTIMATE PLC', 'GB') },
    });
    try {
      const provider = new DnbProvider({ apiKey: variant.apiKey, apiSecret: variant.apiSecret, baseUrl: variant.url });
      const p = await provider.profile(GORMAN_DUNS);
      assert.deepEqual(p!.owners, [
        { name: 'TEST PARENT INC.', kind: 'company', natures_of_control: ['parent'], is_person_with_significant_control: false, is_ultimate_parent: false, registration_numbers: [{ number: '111111111', type: 'duns', register: 'DNB', description: 'Dun & Bradstreet D-U-N-S Number' }], country: 'US' },
        { name: 'TEST ULTIMATE PLC', kind: 'company', natures_of_control: ['globalUltimate'], is_person_with_significant_control: false, is_ultimate_parent: true, registration_numbers: [{ number: '222222222', type: 'duns', register: 'DNB', description: 'Dun & Bradstreet D-U-N-S Number' }], country: 'GB' },
      ]);
    } finally {
      await variant.close();
    }
  });

  test('a rejected token is replaced once and the request retried', async () => {
    const issuedBefore = stub.tokensIssued();
    stub.expireTokens();
    const found = await dnb.match({ duns_number: GORMAN_DUNS });
    assert.equal(found[0]?.confidence, 10);
    assert.equal(stub.tokensIssued(), issuedBefore + 1);
    const tail = stub.requests.slice(-3).map((r) => `${r.method} ${r.path} ${r.authorization}`);
    assert.deepEqual(tail, [
      `GET /v1/match/cleanseMatch Bearer stub-token-${issuedBefore}`,
      `POST /v2/token Basic ${Buffer.from(`${stub.apiKey}:${stub.apiSecret}`).toString('base64')}`,
      `GET /v1/match/cleanseMatch Bearer stub-token-${issuedBefore + 1}`,
    ]);
  });

  test('a token is renewed when it expires by the clock, before D&B refuses it', async () => {
    let now = 1_000_000;
    const timed = new DnbProvider({ apiKey: stub.apiKey, apiSecret: stub.apiSecret, baseUrl: stub.url, now: () => now });
    const issuedBefore = stub.tokensIssued();
    await timed.match({ duns_number: GORMAN_DUNS });
    now += 3600 * 1000;
    await timed.match({ duns_number: GORMAN_DUNS });
    assert.equal(stub.tokensIssued(), issuedBefore + 1, 'still valid after an hour');
    now += 86400 * 1000;
    await timed.match({ duns_number: GORMAN_DUNS });
    assert.equal(stub.tokensIssued(), issuedBefore + 2, 'renewed after 24 hours');
  });

  test('wrong credentials are a ProviderError with status 401', async () => {
    const wrong = new DnbProvider({ apiKey: stub.apiKey, apiSecret: 'wrong', baseUrl: stub.url });
    await assert.rejects(wrong.match({ duns_number: GORMAN_DUNS }), isProviderError(401));
  });

  test('a stub that never answers times out as a ProviderError', async () => {
    const quick = new DnbProvider({ apiKey: stub.apiKey, apiSecret: stub.apiSecret, baseUrl: stub.url, timeoutMs: 300 });
    stub.setHang(true);
    try {
      const started = Date.now();
      await assert.rejects(quick.profile(GORMAN_DUNS), (err: unknown) => isProviderError()(err) && /timed out after 300 ms/.test((err as Error).message));
      assert.ok(Date.now() - started < 3000);
    } finally {
      stub.setHang(false);
    }
  });
});
