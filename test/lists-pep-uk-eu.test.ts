/**
 * Global PEPs from EveryPolitician (the 29 staged legislature files), the FCDO UK Sanctions List and the
 * EU FSF list (hand-written fixtures under test/fixtures/lists: no real copy of either could be staged),
 * their catalogue entries, and `vigil lists fetch` of EveryPolitician's index + per-legislature files
 * from a local HTTP server standing in for the repository.
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadEuFsf, parseEuFsf } from '../src/lists/eu-fsf.js';
import { loadEveryPolitician } from '../src/lists/everypolitician.js';
import { fetchLists, fileUrl, urlOverrideVar } from '../src/lists/fetch.js';
import { findSnapshot, listSource, loadList } from '../src/lists/registry.js';
import type { ListLoadResult, ListRecord } from '../src/lists/types.js';
import { loadUkSanctionsList, parseUkSanctionsList } from '../src/lists/uk-sanctions-list.js';
import { createLogger } from '../src/log.js';
import { SHARED_DATA } from './helpers/vigil.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/lists');
const EP_DIR = path.join(SHARED_DATA, 'pep/everypolitician/2015-11-30');

function byId(result: ListLoadResult, id: string): ListRecord {
  const rec = result.records.find((r) => r.source_id === id);
  assert.ok(rec, `record ${id} loaded`);
  return rec;
}

const aliases = (rec: ListRecord) => rec.names.filter((n) => n.kind === 'alias').map((n) => [n.name, n.quality, n.alias_type]);

describe('EveryPolitician (real files, 2015-11-30)', () => {
  let ep: ListLoadResult;
  let ms = 0;
  before(async () => {
    const t0 = performance.now();
    ep = await loadEveryPolitician(EP_DIR);
    ms = performance.now() - t0;
  });

  test('every person of the 29 legislatures is one TIER_1 PEP record', (t) => {
    t.diagnostic(`loaded ${ep.records.length} records in ${ms.toFixed(0)} ms`);
    assert.equal(ep.records.length, 16141); // README: 16,141 persons
    assert.equal(ep.malformed, 0);
    assert.equal(ep.published_on, '2015-11-30'); // newest lastmod of the index
    assert.equal(new Set(ep.records.map((r) => r.source_id)).size, ep.records.length);
    assert.ok(ep.records.every((r) => r.list === 'everypolitician' && r.result_type === 'pep' && r.entity_type === 'individual' && r.pep_tier === 'TIER_1'),
      'all individual TIER_1 PEPs');
    assert.equal(new Set(ep.records.flatMap((r) => r.programs)).size, 29);
    assert.equal(ep.records.filter((r) => r.programs.includes('Russia Duma')).length, 450);
  });

  test('a Duma deputy: Cyrillic name, legislature, term, party and country, field by field', () => {
    const r = byId(ep, '463846a8-54ed-490f-a132-5facb92470f0');
    assert.equal(r.name, 'Аксаков Анатолий Геннадьевич');
    assert.deepEqual(r.names, [{ name: 'Аксаков Анатолий Геннадьевич', kind: 'primary', quality: 'strong' }]); // the 2015 Duma file has no other_names
    assert.equal(r.source_name, 'EveryPolitician national legislatures');
    assert.deepEqual(r.programs, ['Russia Duma']);
    assert.equal(r.title, 'Member of the Duma (6th Convocation, 2011–), «СПРАВЕДЛИВАЯ РОССИЯ»');
    assert.deepEqual(r.nationalities, ['RU']);
    assert.deepEqual(r.countries, ['RU']);
    assert.deepEqual(r.dates_of_birth, []);
    assert.deepEqual(r.identifiers, []);
    assert.equal(r.gender, undefined);
    assert.equal(r.former_pep, undefined, 'sitting member');
    assert.equal(r.latest_term_start, '2011-12-04', "the 6th Convocation's start: the screener's bound on age");
    assert.equal(r.remarks, undefined);
    assert.equal(r.url, 'https://github.com/everypolitician/everypolitician-data/blob/master/data/Russia/Duma/ep-popolo-v1.0.json');
    assert.ok(ep.records.filter((x) => x.programs.includes('Russia Duma')).every((x) => !x.former_pep), 'no sitting deputy is former');
  });

  test('other_names in every script are aliases exactly as published; a member out for >1 year is a former PEP', () => {
    const r = byId(ep, '8e5debd6-8411-4b5d-a163-73423f76b63d'); // Bulgaria, 39th National Assembly only
    assert.equal(r.name, 'AHMED DEMIR DOGAN');
    assert.deepEqual(r.names[0].parts, { first: 'Ahmed' });
    // 23 other_names; repeats of one spelling (da, de, en, es ... "Ahmed Dogan") are one alias, the first language kept.
    assert.deepEqual(aliases(r), [
      ['أحمد دوغان', 'strong', 'ar'],
      ['АХМЕД ДЕМИР ДОГАН', 'strong', 'bg'],
      ['Ahmed Dogan', 'strong', 'da'],
      ['احمد دوغان', 'strong', 'fa'],
      ['Ahmed Doğan', 'strong', 'hu'],
      ['아흐메드 도간', 'strong', 'ko'],
      ['Доган, Ахмед Демир', 'strong', 'ru'],
      ['Ахмед Доган', 'strong', 'uk'],
    ]);
    assert.deepEqual(r.dates_of_birth, [{ raw: '1954-03-29', kind: 'exact', year: 1954, month: 3, day: 29 }]);
    assert.equal(r.gender, 'male');
    assert.deepEqual(r.identifiers, [{ type: 'Wikidata', number: 'Q401226' }]);
    assert.deepEqual(r.nationalities, ['BG']);
    assert.equal(r.title, 'Member of the National Assembly (39th National Assembly, 2001–2005), Parlamentary Group of the Movement for Rights and Freedoms');
    assert.equal(r.former_pep, true);
    assert.equal(r.remarks, 'Former PEP: last term ended 2005-06-17 (more than 1 year before 2015-11-30)');
  });

  test('a member of five Parliaments is one record with every term', () => {
    const abbott = ep.records.filter((r) => r.name === 'Diane Abbott');
    assert.equal(abbott.length, 1);
    const r = abbott[0];
    assert.equal(r.source_id, '71eef1bd-b792-4798-afca-643690e45bd9');
    assert.deepEqual(r.programs, ['United Kingdom House of Commons']);
    assert.equal(r.title, 'Member of the House of Commons (56th Parliament of the United Kingdom, 2015–; 55th Parliament of the United '
      + 'Kingdom, 2010–2015; 54th Parliament of the United Kingdom, 2005–2010; and 2 earlier terms since 1997), Labour');
    assert.equal(r.former_pep, undefined, 'sitting in the 56th Parliament');
    assert.equal(r.latest_term_start, '2015-05-08', 'the latest of her five terms');
    assert.deepEqual(r.names[0].parts, { first: 'Diana', last: 'Abbott' });
    assert.deepEqual(aliases(r), [['Diane Julie Abbott', 'strong', 'ksh'], ['Diana Abbott', 'strong', 'la']]);
    assert.deepEqual(r.nationalities, ['GB']);
    assert.deepEqual(r.dates_of_birth, [{ raw: '1953-09-27', kind: 'exact', year: 1953, month: 9, day: 27 }]);
  });

  test('former PEPs by legislature; death ends service', () => {
    const former = ep.records.filter((r) => r.former_pep);
    assert.equal(former.length, 3672);
    assert.ok(former.every((r) => /^Former PEP: last term ended \d{4}-\d{2}-\d{2} \(more than 1 year before 2015-11-30\)/.test(r.remarks ?? '')),
      'every former PEP says when the last term ended');
    const died = byId(ep, 'fa10c6a7-3042-40ca-a8cb-dcf0d10b7ccb');
    assert.equal(died.remarks, 'Former PEP: last term ended 2001-07-24 (more than 1 year before 2015-11-30). Died 2015-05-01');
    assert.equal(ep.records.filter((r) => r.remarks?.includes('Died ')).length, 446);
  });

  test('the former-PEP period is an option', async () => {
    const longer = await loadEveryPolitician(EP_DIR, { formerPepYears: 20 });
    assert.equal(byId(longer, '8e5debd6-8411-4b5d-a163-73423f76b63d').former_pep, undefined, 'left in 2005: within 20 years');
    assert.ok(longer.records.filter((r) => r.former_pep).length < 3672, 'fewer former PEPs with a longer period');
  });
});

describe('EveryPolitician snapshot shapes (small written snapshots)', () => {
  let tmp: string;
  before(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-ep-'));
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  function snapshot(name: string, index: unknown, files: Record<string, unknown>): string {
    const dir = path.join(tmp, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'countries.json'), JSON.stringify(index));
    for (const [file, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), typeof body === 'string' ? body : JSON.stringify(body));
    }
    return dir;
  }
  const leg = (name: string, popolo: string) => ({ name, popolo, lastmod: '1448466499' });
  const index = [{ name: 'Testland', code: 'GE-AB', legislatures: [leg('Lower House', 'data/Testland/Lower/ep-popolo-v1.0.json'), leg('Upper House', 'data/Testland/Upper/ep-popolo-v1.0.json'), leg('Absent', 'data/Testland/Absent/ep-popolo-v1.0.json')] }];
  const term = { id: 'term/1', name: 'First', start_date: '2010-01-01', classification: 'legislative period' };

  test('one person in two legislatures of a country is one record; broken persons are counted, not fatal', async () => {
    const dir = snapshot('2026-01-01', index, {
      'Testland/Lower/ep-popolo-v1.0.json': {
        persons: [{ id: 'p1', name: 'Ana Test', other_names: [{ name: 'Ана Тест', lang: 'ru', note: 'multilingual' }] }, { id: 'p2' }, { name: 'No Id' }],
        memberships: [{ person_id: 'p1', legislative_period_id: 'term/1', end_date: '2012-05-01' }],
        events: [term],
      },
      'Testland/Upper/ep-popolo-v1.0.json': {
        persons: [{ id: 'p1', name: 'Ana Test', identifiers: [{ scheme: 'wikidata', identifier: 'Q1' }] }],
        memberships: [{ person_id: 'p1', legislative_period_id: 'term/1' }],
        events: [term],
      },
    });
    const r = await loadEveryPolitician(dir);
    assert.equal(r.records.length, 1);
    assert.equal(r.malformed, 2);
    assert.equal(r.warnings.length, 2);
    const rec = r.records[0];
    assert.deepEqual(rec.programs, ['Testland Lower House', 'Testland Upper House']);
    assert.equal(rec.title, 'Member of the Lower House (First, 2010–2012); Member of the Upper House (First, 2010–)');
    assert.equal(rec.former_pep, undefined, 'still sits in the upper house');
    assert.deepEqual(rec.countries, []); // the index code "GE-AB" is no ISO 3166-1 alpha-2 code
    assert.deepEqual(aliases(rec), [['Ана Тест', 'strong', 'ru']]);
    assert.deepEqual(rec.identifiers, [{ type: 'Wikidata', number: 'Q1' }]);
  });

  test('an unsafe popolo path in the index and an invalid Popolo file are errors naming the file', async () => {
    const evil = snapshot('evil', [{ name: 'X', legislatures: [leg('L', 'data/../../outside.json')] }], {});
    await assert.rejects(loadEveryPolitician(evil), /countries\.json: unsafe popolo path/);
    const broken = snapshot('broken', index, { 'Testland/Lower/ep-popolo-v1.0.json': '{"persons": [' });
    await assert.rejects(loadEveryPolitician(broken), /Testland\/Lower\/ep-popolo-v1\.0\.json: not valid JSON/);
  });
});

describe('UK Sanctions List (FCDO XML, hand-written fixture)', () => {
  let uk: ListLoadResult;
  before(async () => {
    uk = await loadUkSanctionsList(FIXTURES);
  });

  test('an individual, field by field', () => {
    assert.equal(uk.list, 'gb_fcdo');
    assert.equal(uk.published_on, '2026-03-15');
    const r = byId(uk, 'RUS9001');
    assert.equal(r.entity_type, 'individual');
    assert.equal(r.result_type, 'sanction');
    assert.equal(r.source_name, 'UK Sanctions List (FCDO)');
    assert.equal(r.name, 'Ivan Petrovich TESTOVSKY');
    assert.deepEqual(r.names[0].parts, { first: 'Ivan', middle: 'Petrovich', last: 'TESTOVSKY' });
    assert.deepEqual(aliases(r), [
      ['Ivan Petrovich TESTOVSKIY', 'strong', 'Primary name variation'],
      ['Vanya Testo', 'strong', 'Good quality a.k.a'],
      ['The Tester', 'weak', 'Low quality a.k.a'],
      ['Иван Петрович ТЕСТОВСКИЙ', 'strong', 'Non-Latin script (Russian)'],
    ]);
    assert.deepEqual(r.programs, ['The Russia (Sanctions) (EU Exit) Regulations 2019']);
    assert.equal(r.listed_on, '2022-02-24');
    assert.deepEqual(r.dates_of_birth, [
      { raw: '14/07/1961', kind: 'exact', year: 1961, month: 7, day: 14 },
      { raw: 'dd/mm/1962', kind: 'year', year: 1962 },
      { raw: 'dd/08/1963', kind: 'year', year: 1963, month: 8 },
    ]);
    assert.deepEqual(r.places_of_birth, ['Tula, Russia']);
    assert.deepEqual(r.nationalities, ['RU']);
    assert.deepEqual(r.countries, ['RU']);
    assert.deepEqual(r.addresses, [{ street: '12 Example Street, Office 4', city: 'Moscow', postal_code: '125009', country: 'RU', country_name: 'Russia' }]);
    assert.deepEqual(r.identifiers, [
      { type: 'Passport', number: '750000001', note: 'Russian passport (invented)' },
      { type: 'National Identifier', number: '770000000001', note: 'Tax identification number (INN)' },
    ]);
    assert.equal(r.gender, 'male');
    assert.equal(r.title, 'Colonel; Deputy Director of an invented agency');
    assert.equal(r.remarks, 'Invented person for a unit test.\nUK statement of reasons: Invented statement of reasons.\n'
      + 'Sanctions imposed: Asset freeze, Travel Ban, Director Disqualification Sanction\nDesignation source: UK');
    assert.deepEqual(r.same_as, ['un_sc:QDi.901', 'gb_ofsi:99001']);
  });

  test('an entity and a ship', () => {
    const e = byId(uk, 'IRN9002');
    assert.equal(e.entity_type, 'company');
    assert.equal(e.name, 'EXAMPLE DRONE COMPONENTS TRADING LLC');
    assert.equal(e.names[0].parts, undefined);
    // NonLatinNames without a NonLatinName wrapper is read too.
    assert.deepEqual(aliases(e), [['EDCT', 'strong', 'Alias'], ['شركة مثال للتجارة', 'strong', 'Non-Latin script (Persian)']]);
    assert.deepEqual(e.addresses, [
      { street: 'Unit 7, Example Tower', region: 'Dubai', country: 'AE', country_name: 'United Arab Emirates' },
      { city: 'Tehran', country: 'IR', country_name: 'Iran' },
    ]);
    assert.deepEqual(e.countries, ['AE', 'IR']);
    assert.deepEqual(e.identifiers, [{ type: 'Business Registration Number', number: 'CN-1234567' }]);
    assert.equal(e.same_as, undefined);
    const s = byId(uk, 'RUS9003');
    assert.equal(s.entity_type, 'vessel');
    assert.deepEqual(s.identifiers, [{ type: 'IMO', number: '9000001' }]);
    assert.deepEqual(s.countries, ['PA']);
    assert.equal(s.title, 'Crude oil tanker');
    assert.equal(s.listed_on, '2024-05-09');
  });

  test('broken designations are counted, not fatal; a foreign file is an error', async () => {
    assert.equal(uk.records.length, 3);
    assert.equal(uk.malformed, 5); // no UniqueID, type "Aircraft", no name, duplicate UniqueID, empty element
    assert.ok(uk.warnings.some((w) => /unreadable DOB "sometime in the sixties"/.test(w)), 'bad DOB noted');
    assert.ok(uk.warnings.some((w) => /unknown IndividualEntityShip "Aircraft"/.test(w)), 'unknown type noted');
    assert.throws(() => parseUkSanctionsList('<CONSOLIDATED_LIST/>'), /no Designations root/);
    assert.throws(() => parseUkSanctionsList('<Designations><Designation>'), /not valid XML/);
    await assert.rejects(loadUkSanctionsList(FIXTURES, 'missing.xml'), /missing\.xml/);
  });
});

describe('EU FSF consolidated list (XML 1.1, hand-written fixture)', () => {
  let eu: ListLoadResult;
  before(async () => {
    eu = await loadEuFsf(FIXTURES);
  });

  test('a person, field by field', () => {
    assert.equal(eu.list, 'eu_fsf');
    assert.equal(eu.published_on, '2026-03-14');
    const r = byId(eu, '900001');
    assert.equal(r.entity_type, 'individual');
    assert.equal(r.result_type, 'sanction');
    assert.equal(r.name, 'Abdul Karim Examplani');
    assert.deepEqual(r.names[0].parts, { first: 'Abdul Karim', last: 'Examplani' });
    assert.deepEqual(aliases(r), [['Абдул Карим Экзамплани', 'strong', 'RU'], ['Abu Example', 'weak', undefined]]);
    assert.deepEqual(r.programs, ['TAQA']);
    assert.equal(r.listed_on, '2011-10-10'); // designationDate, not the later amendment
    assert.equal(r.url, 'https://eur-lex.europa.eu/example/9001');
    assert.deepEqual(r.dates_of_birth, [
      { raw: '1965-04-10', kind: 'exact', year: 1965, month: 4, day: 10 },
      { raw: '1967 circa', kind: 'range', year: 1967, from_year: 1966, to_year: 1968 },
      { raw: '1960-1963', kind: 'range', from_year: 1960, to_year: 1963 },
      { raw: 'until 1970', kind: 'range', to_year: 1970 },
    ]);
    assert.deepEqual(r.places_of_birth, ['Kandahar, AFGHANISTAN']);
    assert.deepEqual(r.nationalities, ['AF']); // "00"/UNKNOWN dropped
    assert.deepEqual(r.countries, ['AF', 'PK']);
    assert.deepEqual(r.addresses, [{ street: 'Example Road 5', city: 'Quetta', region: 'Balochistan', country: 'PK', country_name: 'PAKISTAN' }]);
    assert.deepEqual(r.identifiers, [
      { type: 'National passport', number: 'OA900001', country: 'AF', note: 'issued 2005-02-01; Invented passport' },
      { type: 'National passport', number: 'D900002', note: 'diplomatic' },
    ]);
    assert.equal(r.gender, 'male');
    assert.equal(r.title, 'Mullah; Finance chief of an invented group');
    assert.equal(r.remarks, 'Invented person for a unit test.\nAddress as at 2010 (invented).\nEU reference number: EU.9001.01');
    assert.deepEqual(r.same_as, ['un_sc:QDi.902']);
  });

  test('an enterprise: the English strong alias is primary', () => {
    const r = byId(eu, '900002');
    assert.equal(r.entity_type, 'company');
    assert.equal(r.name, 'Joint Stock Company Example Shipyard');
    assert.deepEqual(aliases(r), [['АО «Пример Верфь»', 'strong', 'RU'], ['Example Shipyard', 'strong', undefined]]);
    assert.equal(r.listed_on, '2022-03-15'); // no designationDate: the regulation's publication date
    assert.deepEqual(r.addresses, [{ street: 'Primernaya 1, P.O. Box 12', city: 'Sevastopol', postal_code: '299000', region: 'Crimea', country: 'UA', country_name: 'UKRAINE' }]);
    assert.deepEqual(r.identifiers, [{ type: 'Registration Number', number: '1149204000000', country: 'RU' }]);
    assert.deepEqual(r.countries, ['UA', 'RU']);
    assert.equal(r.gender, undefined);
  });

  test('broken entities are counted, not fatal; a foreign file is an error', () => {
    assert.equal(eu.records.length, 2);
    assert.equal(eu.malformed, 4); // no logicalId, subject type "vessel", no name, duplicate logicalId
    assert.ok(eu.warnings.some((w) => /unknown subjectType code "vessel"/.test(w)), 'unknown subject type noted');
    assert.throws(() => parseEuFsf('<Designations/>'), /no export root/);
    assert.equal(parseEuFsf('<export generationDate="2026-01-02T00:00:00"/>').records.length, 0);
  });
});

describe('catalogue entries', () => {
  test('the three lists are catalogued; the two without a staged file load nothing', async () => {
    assert.equal(findSnapshot(SHARED_DATA, 'everypolitician'), EP_DIR);
    for (const id of ['gb_fcdo', 'eu_fsf']) {
      assert.equal(findSnapshot(SHARED_DATA, id), null);
      assert.equal(await loadList(SHARED_DATA, id), null);
    }
    assert.equal(listSource('gb_fcdo').files[0].url, 'https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml');
  });

  test('the EU download token is a setting; the URL override still wins', () => {
    const file = listSource('eu_fsf').files[0];
    const base = 'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=';
    assert.equal(fileUrl('eu_fsf', file, {}), `${base}dG9rZW4tMjAxNw`);
    assert.equal(fileUrl('eu_fsf', file, { VIGIL_EU_FSF_TOKEN: 'my token' }), `${base}my%20token`);
    const key = urlOverrideVar('eu_fsf', file.name);
    assert.equal(key, 'VIGIL_LIST_URL_EU_FSF_XMLFULLSANCTIONSLIST_1_1_XML');
    assert.equal(fileUrl('eu_fsf', file, { [key]: 'http://mirror/eu.xml', VIGIL_EU_FSF_TOKEN: 'x' }), 'http://mirror/eu.xml');
  });
});

describe('vigil lists fetch: EveryPolitician index and the files it lists', () => {
  const logger = createLogger('silent');
  const key = urlOverrideVar('everypolitician', 'countries.json');
  let server: http.Server;
  let base: string;
  let realIndex: Array<{ name: string; legislatures: Array<{ popolo: string }> }>;

  before(async () => {
    realIndex = JSON.parse(fs.readFileSync(path.join(EP_DIR, 'countries.json'), 'utf8'));
    const pick = (names: string[]) => JSON.stringify(realIndex.filter((c) => names.includes(c.name)));
    server = http.createServer((req, res) => {
      const url = req.url ?? '';
      if (url === '/two/countries.json') return void res.writeHead(200).end(pick(['Russia', 'United Arab Emirates']));
      if (url === '/missing/countries.json') return void res.writeHead(200).end(pick(['Russia', 'Germany']));
      if (url === '/evil/countries.json') return void res.writeHead(200).end(JSON.stringify([{ name: 'X', legislatures: [{ name: 'L', popolo: 'data/../../../escape.json' }] }]));
      const m = /^\/[a-z]+\/data\/(.+)$/.exec(url);
      const file = m ? path.join(EP_DIR, decodeURIComponent(m[1])) : '';
      if (file.startsWith(EP_DIR) && fs.existsSync(file)) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void fs.createReadStream(file).pipe(res);
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  async function fetchFrom(prefix: string): Promise<{ dataDir: string; result: Awaited<ReturnType<typeof fetchLists>>[number] }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-ep-fetch-'));
    process.env[key] = `${base}/${prefix}/countries.json`;
    try {
      const [result] = await fetchLists(dataDir, logger, ['everypolitician']);
      return { dataDir, result };
    } finally {
      delete process.env[key];
    }
  }

  test('the index, then each listed Popolo file (relative to the index URL), land in one dated snapshot that loads', async () => {
    const { dataDir, result } = await fetchFrom('two');
    try {
      assert.equal(result.status, 'fetched', result.error);
      assert.equal(findSnapshot(dataDir, 'everypolitician'), result.path);
      for (const file of ['Russia/Duma/ep-popolo-v1.0.json', 'United_Arab_Emirates/Federal_National_Council/ep-popolo-v1.0.json']) {
        assert.ok(fs.readFileSync(path.join(result.path!, file)).equals(fs.readFileSync(path.join(EP_DIR, file))), `${file} byte for byte`);
      }
      const loaded = await loadList(dataDir, 'everypolitician');
      assert.equal(loaded!.records.length, 450 + 40);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a listed file that fails, or an index naming a path outside the snapshot, leaves no snapshot', async () => {
    for (const prefix of ['missing', 'evil']) {
      const { dataDir, result } = await fetchFrom(prefix);
      try {
        assert.equal(result.status, 'error', `${prefix}: error`);
        assert.match(result.error!, prefix === 'missing' ? /HTTP 404/ : /unsafe popolo path/);
        assert.equal(findSnapshot(dataDir, 'everypolitician'), null);
        assert.deepEqual(fs.readdirSync(path.join(dataDir, 'pep/everypolitician')), [], `${prefix}: no partial folder left`);
        assert.ok(!fs.existsSync(path.join(dataDir, 'escape.json')) && !fs.existsSync(path.join(os.tmpdir(), 'escape.json')), 'nothing written outside');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});
