/**
 * List loaders on the real publications in ../shared/data (counts from its README) plus small
 * hand-written fixtures for malformed input. Run: node --import tsx --test test/lists.test.ts
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseDob } from '../src/lists/common.js';
import { delimitedRows } from '../src/lists/csv.js';
import { toCountryCode } from '../src/lists/countries.js';
import { loadOfac, parseOfac } from '../src/lists/ofac.js';
import { loadUn, parseUn } from '../src/lists/un.js';
import { loadCsl, parseCsl } from '../src/lists/csl.js';
import { dplKey, dplRecords, loadBisDpl, parseDplRows } from '../src/lists/bis-dpl.js';
import { loadCongress, parseCongress } from '../src/lists/congress.js';
import { findSnapshot, LIST_CATALOGUE, loadList } from '../src/lists/registry.js';
import type { ListLoadResult } from '../src/lists/types.js';
import { countEntityTypes, dataPath, recordById } from './helpers/list-records.js';
import { SHARED_DATA } from './helpers/vigil.js';


describe('countries', () => {
  it('resolves codes and the publishers\' spellings', () => {
    const cases: Array<[string, string | undefined]> = [
      ['IR', 'IR'], ['IRN', 'IR'], ['Iran', 'IR'], ['Iran (Islamic Republic of)', 'IR'], ['Korea, North', 'KP'],
      ["Democratic People's Republic of Korea", 'KP'], ['Syrian Arab Republic', 'SY'], ['Burma', 'MM'],
      ['Russian Federation', 'RU'], ['Venezuela (Bolivarian Republic of)', 'VE'], ['Türkiye', 'TR'],
      ['Palestinian', 'PS'], ['West Bank', 'PS'], ['Gaza', 'PS'], ['Kosovo', 'XK'], ['Region: Crimea', 'UA'],
      ['Congo, Democratic Republic of the', 'CD'], ['Virgin Islands, British', 'VG'], ['undetermined', undefined],
      ['', undefined], ['-0- ', undefined],
    ];
    for (const [input, code] of cases) assert.equal(toCountryCode(input), code, input);
  });
});

describe('date of birth text', () => {
  it('parses the OFAC/CSL forms', () => {
    assert.deepEqual(parseDob('12 Jan 1960'), { raw: '12 Jan 1960', kind: 'exact', year: 1960, month: 1, day: 12 });
    assert.deepEqual(parseDob('1960'), { raw: '1960', kind: 'year', year: 1960 });
    assert.deepEqual(parseDob('circa 1960'), { raw: 'circa 1960', kind: 'range', year: 1960, from_year: 1959, to_year: 1961 });
    assert.deepEqual(parseDob('1960 to 1962'), { raw: '1960 to 1962', kind: 'range', from_year: 1960, to_year: 1962 });
    assert.equal(parseDob('01 Jan 1961 to 31 Dec 1961')?.kind, 'year');
    assert.equal(parseDob('1961-04-04')?.kind, 'exact');
    assert.equal(parseDob('not a date'), undefined);
  });
});

describe('OFAC SDN (2021-07)', () => {
  let sdn: ListLoadResult;
  before(async () => {
    sdn = await loadOfac(dataPath('lists/us_ofac_sdn/2021-07'), 'us_ofac_sdn');
  });

  it('has the README counts', () => {
    assert.equal(sdn.records.length, 8976);
    assert.deepEqual(countEntityTypes(sdn), { individual: 4620, company: 3673, vessel: 406, aircraft: 277 });
    assert.equal(sdn.malformed, 0);
    const altAliases = sdn.records.flatMap((r) => r.names).filter((n) => ['aka', 'fka', 'nka'].includes(n.alias_type ?? ''));
    assert.equal(altAliases.length, 11910);
    assert.equal(sdn.published_on, '2021-07');
  });

  it('reads every add.csv row (13,837; all-empty rows are not kept)', async () => {
    const { readFile } = await import('node:fs/promises');
    const read = (f: string) => readFile(dataPath('lists/us_ofac_sdn/2021-07', f), 'latin1');
    const parsed = parseOfac({ main: await read('sdn.csv'), add: await read('add.csv') }, 'us_ofac_sdn');
    assert.equal(parsed.counts.addresses, 13837);
    const kept = parsed.records.reduce((n, r) => n + r.addresses.length, 0);
    assert.equal(kept + parsed.counts.emptyAddresses, 13837);
  });

  it('reads an alias from alt.csv and a weak a.k.a. from Remarks', () => {
    const bnc = recordById(sdn, '306');
    assert.equal(bnc.name, 'BANCO NACIONAL DE CUBA');
    assert.equal(bnc.entity_type, 'company');
    assert.deepEqual(bnc.programs, ['CUBA']);
    assert.ok(bnc.names.some((n) => n.name === 'NATIONAL BANK OF CUBA' && n.quality === 'strong' && n.alias_type === 'aka'));
    assert.ok(bnc.names.some((n) => n.name === 'BNC' && n.quality === 'weak'));
    assert.deepEqual(bnc.addresses[0], { street: 'Zweierstrasse 35', city: 'Zurich CH-8022', country: 'CH', country_name: 'Switzerland' });
    assert.equal(bnc.url, 'https://sanctionssearch.ofac.treas.gov/Details.aspx?id=306');
  });

  it('parses an individual\'s Remarks: DOB, POB, nationality, passport', () => {
    const musavi = recordById(sdn, '12112');
    assert.equal(musavi.entity_type, 'individual');
    assert.deepEqual(musavi.programs, ['SDGT', 'IRGC', 'IFSR']);
    assert.deepEqual(musavi.dates_of_birth, [{ raw: '23 Oct 1960', kind: 'exact', year: 1960, month: 10, day: 23 }]);
    assert.deepEqual(musavi.places_of_birth, ['Neishabour, Iran']);
    assert.deepEqual(musavi.nationalities, ['IR']);
    assert.deepEqual(musavi.identifiers, [{ type: 'Passport', number: 'A0016662', country: 'IR', note: 'issued 29 Oct 2002' }]);
    assert.equal(musavi.result_type, 'sanction');
    assert.equal(musavi.listed_on, undefined);
    assert.deepEqual(recordById(sdn, '7782').dates_of_birth[0], { raw: 'circa 1951', kind: 'range', year: 1951, from_year: 1950, to_year: 1952 });
  });

  it('reads a vessel: flag, IMO number, former name', () => {
    const v = recordById(sdn, '15036');
    assert.equal(v.entity_type, 'vessel');
    assert.ok(v.countries.includes('IR'));
    assert.ok(v.identifiers.some((i) => i.type === 'Vessel Registration Identification' && i.number === 'IMO 9187629'));
    assert.ok(v.names.some((n) => n.name === 'ALPHA' && n.quality === 'weak' && n.alias_type === 'f.k.a.'));
  });

  it('appends sdn_comments.csv to the truncated Remarks', () => {
    const r = recordById(sdn, '12300');
    assert.match(r.remarks ?? '', /PROMO RAIZ S\.A\.S\.; Linked To: RED MUNDIAL/);
  });
});

describe('OFAC consolidated (2025-12)', () => {
  it('has 442 entries and listing dates from Remarks', async () => {
    const cons = await loadOfac(dataPath('lists/us_ofac_cons/2025-12'), 'us_ofac_cons');
    assert.equal(cons.records.length, 442);
    assert.equal(cons.malformed, 0);
    assert.equal(cons.records[0].source_name, 'OFAC Consolidated (non-SDN) List');
    const bank = recordById(cons, '17014');
    assert.equal(bank.listed_on, '2022-02-24');
    assert.ok(bank.identifiers.some((i) => i.type === 'SWIFT/BIC' && i.number === 'RUAGRUMM'));
  });
});

describe('delimited rows (csv.ts, hand-written text)', () => {
  it('leaves out the row that breaks the quoting, even after an empty line, and keeps quotes inside unquoted fields', () => {
    const bad: string[] = [];
    const rows = delimitedRows('a,b\r\n\r\n"x "y",z\r\nBIG "A" CO,"1,2"\r\n\r\nlast', (m) => bad.push(m));
    assert.deepEqual(rows, [['a', 'b'], ['BIG "A" CO', '1,2'], ['last']]);
    assert.equal(bad.length, 1);
    assert.match(bad[0], /^record 3: /);
  });

  it('reads tab-separated text, and a quote left open swallows the rest as one bad row', () => {
    const bad: string[] = [];
    assert.deepEqual(delimitedRows('Name\tCity\nDOE\t"Paris\nROE\tRome\n', (m) => bad.push(m), '\t'), [['Name', 'City']]);
    assert.equal(bad.length, 1);
  });
});

describe('OFAC malformed rows', () => {
  it('counts a row with too few columns and a broken quote instead of throwing', () => {
    const main = [
      '1,"GOOD CO., LTD.",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'GOOD\'."',
      '2,"SHORT ROW","individual"',
      '3,"BROKEN "QUOTE",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
      '4,"DOE, John","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 1970."',
      '\x1a',
    ].join('\r\n');
    const alt = '1,10,"aka","GOOD COMPANY",-0- \r\n99,11,"aka","ORPHAN",-0- \r\n';
    const result = parseOfac({ main, alt }, 'us_ofac_sdn');
    assert.deepEqual(result.records.map((r) => r.source_id), ['1', '4']);
    assert.equal(result.malformed, 3); // short row, broken quote, orphan alias
    assert.equal(result.warnings.length, 3);
    assert.equal(result.records[1].dates_of_birth[0].year, 1970);
  });

  it('throws a clear error naming the path when the main file is missing', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'vigil-lists-'));
    try {
      await assert.rejects(loadOfac(empty, 'us_ofac_sdn'), (err: Error) => err.message.includes(path.join(empty, 'sdn.csv')));
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('UN consolidated (2026-02-27)', () => {
  let un: ListLoadResult;
  before(async () => {
    un = await loadUn(dataPath('lists/un_sc/2026-02-27'));
  });

  it('has 730 individuals and 273 entities', () => {
    assert.deepEqual(countEntityTypes(un), { individual: 730, company: 273 });
    assert.equal(un.malformed, 0);
    assert.equal(un.published_on, '2026-02-27');
  });

  it('reads ERIC BADEGE (CDi.001)', () => {
    const eric = recordById(un, 'CDi.001');
    assert.equal(eric.name, 'ERIC BADEGE');
    assert.equal(eric.listed_on, '2012-12-31');
    assert.deepEqual(eric.programs, ['DRC']);
    assert.equal(eric.dates_of_birth[0].year, 1971);
    assert.equal(eric.gender, 'male');
    assert.deepEqual(eric.nationalities, ['CD']);
    assert.deepEqual(eric.names[0].parts, { first: 'ERIC', last: 'BADEGE' });
    assert.equal(eric.names.length, 1); // the empty INDIVIDUAL_ALIAS is skipped
  });

  it('marks Low-quality aliases weak and Good ones strong', () => {
    const rec = recordById(un, 'CDi.040');
    assert.ok(rec.names.some((n) => n.name === 'ABU WAQAS' && n.quality === 'weak' && n.alias_type === 'Low'));
    assert.ok(rec.names.some((n) => n.name === 'AHMAD MAHMOUD HASSAN' && n.quality === 'strong'));
    assert.ok(rec.identifiers.some((i) => i.type === 'Passport' && i.number === 'AB850901' && i.country === 'TZ'));
  });

  it('counts an element without a name as malformed', () => {
    const xml = `<CONSOLIDATED_LIST dateGenerated="2026-01-02T00:00:00Z"><INDIVIDUALS>
      <INDIVIDUAL><DATAID>1</DATAID><REFERENCE_NUMBER>XXi.001</REFERENCE_NUMBER></INDIVIDUAL>
      <INDIVIDUAL><DATAID>2</DATAID><FIRST_NAME>A</FIRST_NAME><SECOND_NAME>B</SECOND_NAME><REFERENCE_NUMBER>XXi.002</REFERENCE_NUMBER>
        <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1960</FROM_YEAR><TO_YEAR>1965</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
      </INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;
    const r = parseUn(xml);
    assert.equal(r.records.length, 1);
    assert.equal(r.malformed, 1);
    assert.equal(r.published_on, '2026-01-02');
    assert.deepEqual(r.records[0].dates_of_birth[0], { raw: 'BETWEEN 1960-1965', kind: 'range', from_year: 1960, to_year: 1965 });
  });
});

describe('US Consolidated Screening List (2022-05)', () => {
  let csl: ListLoadResult;
  before(async () => {
    csl = await loadCsl(dataPath('lists/us_trade_csl/2022-05'));
  });

  it('has 14,160 rows with unique source ids', () => {
    assert.equal(csl.records.length, 14160);
    assert.equal(new Set(csl.records.map((r) => r.source_id)).size, 14160);
    assert.equal(csl.malformed, 0);
  });

  it("links one party's rows on several sub-lists (same _id or Treasury entity number): Sberbank on SDN, SSI and CAP", () => {
    const rows = csl.records.filter((r) => r.source_id.split('/')[0] === '17018');
    assert.ok(rows.length >= 2, `Sberbank (17018) is on several sub-lists: ${rows.map((r) => r.source_id).join(', ')}`);
    for (const r of rows) {
      for (const o of rows) if (o !== r) assert.ok(r.same_as?.includes(`us_trade_csl:${o.source_id}`), `${r.source_id} names ${o.source_id}`);
    }
    const lone = csl.records.filter((r) => !r.same_as?.some((k) => k.startsWith('us_trade_csl:')));
    assert.ok(lone.length > 10000, 'most rows are on one sub-list only and link to no other CSL row');
  });

  it('maps an Entity List row to enforcement', () => {
    const huawei = recordById(csl, 'd05d55fa214aff19c1eb3270d54905e4e362d445');
    assert.equal(huawei.name, 'Huawei Technologies Co., Ltd. (Huawei)');
    assert.equal(huawei.result_type, 'enforcement');
    assert.equal(huawei.entity_type, 'company');
    assert.equal(huawei.programs[0], 'Entity List');
    assert.equal(huawei.source_name, 'Entity List (EL) - Bureau of Industry and Security');
    assert.equal(huawei.listed_on, '2019-05-21');
    assert.deepEqual(huawei.countries, ['CN']);
  });

  it('maps Treasury rows to sanction and parses ids', () => {
    const sdn = recordById(csl, '17291');
    assert.equal(sdn.result_type, 'sanction');
    assert.equal(sdn.entity_type, 'individual');
    assert.deepEqual(sdn.programs, ['SDN', 'SDGT']);
    assert.ok(sdn.identifiers.some((i) => i.type === 'Passport' && i.number === 'K475336' && i.country === 'JO'));
    const counts: Record<string, number> = {};
    for (const r of csl.records) counts[r.result_type] = (counts[r.result_type] ?? 0) + 1;
    assert.equal(counts.enforcement, 2001 + 462 + 727 + 201 + 71); // EL, DPL, DTC, UVL, MEU
  });

  it('counts a row without a name as malformed', () => {
    const r = parseCsl('_id,source,type,name,ids\n1,Specially Designated Nationals (SDN) - Treasury Department,Individual,,\n2,Entity List (EL) - Bureau of Industry and Security,,ACME LTD,\n');
    assert.equal(r.records.length, 1);
    assert.equal(r.malformed, 1);
  });
});

describe('BIS Denied Persons List (2023-11)', () => {
  it('merges its 665 rows into one record per name and FR citation', async () => {
    const dpl = await loadBisDpl(dataPath('lists/us_bis_dpl/2023-11'));
    const { readFile } = await import('node:fs/promises');
    const rows = parseDplRows(await readFile(dataPath('lists/us_bis_dpl/2023-11/dpl.txt'), 'latin1'));
    assert.equal(rows.length, 665);
    assert.equal(new Set(rows.map(dplKey)).size, dpl.records.length);
    assert.equal(dpl.records.length, 576);
    assert.equal(dpl.malformed, 0);
    const hijazi = dpl.records.find((r) => r.name === 'ALI M HIJAZI');
    assert.ok(hijazi);
    assert.equal(hijazi.addresses.length, 3);
    assert.equal(hijazi.entity_type, 'individual');
    assert.equal(hijazi.result_type, 'enforcement');
    assert.equal(hijazi.listed_on, '1981-09-01');
    assert.equal(dpl.records.find((r) => r.name === 'AIR FREIGHT LTD')?.entity_type, 'company');
  });

  it('counts a row without a name as malformed', () => {
    const text = '"Name"\t"City"\t"Effective_Date"\t"FR_Citation"\n""\t"X"\t"01/02/2020"\t"1 FR 2"\n"ACME TRADING LLC"\t"Y"\t"01/02/2020"\t"1 FR 2"\n';
    const rows = parseDplRows(text);
    assert.equal(rows.length, 1);
    assert.equal(dplRecords(rows)[0].listed_on, '2020-01-02');
  });
});

describe('US Congress PEPs (2026-06)', () => {
  let congress: ListLoadResult;
  before(async () => {
    congress = await loadCongress(dataPath('pep/us_congress/2026-06'));
  });

  it('has 537 sitting members plus the recent presidents and vice presidents', () => {
    const members = congress.records.filter((r) => r.programs.includes('US Congress'));
    const executive = congress.records.filter((r) => r.programs.includes('US Executive'));
    assert.equal(members.length, 537);
    // Last term ended after 2006-06-01 (20 years before the snapshot) or ongoing.
    assert.deepEqual(executive.map((r) => r.name).sort(), [
      'Barack Hussein Obama', 'Donald J. Trump', 'George Walker Bush', 'J.D. Vance', 'Joseph Robinette Biden, Jr.',
      'Kamala D. Harris', 'Mike Pence', 'Richard Bruce Cheney',
    ]);
    assert.ok(congress.records.every((r) => r.pep_tier === 'TIER_1' && r.result_type === 'pep' && r.entity_type === 'individual'));
    assert.equal(congress.malformed, 0);
  });

  it('reads a member with birthday, gender and title', () => {
    const cantwell = recordById(congress, 'C000127');
    assert.equal(cantwell.name, 'Maria Cantwell');
    assert.deepEqual(cantwell.dates_of_birth, [{ raw: '1958-10-13', kind: 'exact', year: 1958, month: 10, day: 13 }]);
    assert.equal(cantwell.gender, 'female');
    assert.equal(cantwell.title, 'U.S. Senator (WA), Democrat');
    assert.deepEqual(cantwell.nationalities, ['US']);
    assert.equal(cantwell.url, 'https://bioguide.congress.gov/search/bio/C000127');
  });

  it('applies the former-PEP window', () => {
    const yaml = `- id: {bioguide: X1}\n  name: {first: Old, last: Pres}\n  terms: [{type: prez, start: '1993-01-20', end: '2001-01-20'}]\n`;
    const none = '[]';
    assert.equal(parseCongress(none, yaml, { asOf: '2026-06-01' }).records.length, 0);
    assert.equal(parseCongress(none, yaml, { asOf: '2026-06-01', formerPepYears: 30 }).records.length, 1);
  });
});

describe('registry', () => {
  let tmp: string;
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'vigil-registry-'));
  });
  after(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('picks the newest complete dated snapshot', () => {
    assert.equal(findSnapshot(SHARED_DATA, 'us_ofac_sdn'), dataPath('lists/us_ofac_sdn/2021-07'));
    assert.equal(findSnapshot(SHARED_DATA, 'us_congress'), dataPath('pep/us_congress/2026-06'));
    const ids = LIST_CATALOGUE.map((s) => s.id);
    assert.equal(new Set(ids).size, ids.length, 'list ids are unique');
    for (const id of ['us_ofac_sdn', 'us_ofac_cons', 'un_sc', 'us_trade_csl', 'us_bis_dpl', 'us_congress']) assert.ok(ids.includes(id), `${id} catalogued`);
    assert.throws(() => findSnapshot(SHARED_DATA, 'nope'), /Unknown list id/);
  });

  it('skips incomplete dated folders, accepts files in the list folder, returns null when nothing', async () => {
    const root = path.join(tmp, 'lists/us_bis_dpl');
    await mkdir(path.join(root, '2030-01-01'), { recursive: true }); // empty: ignored
    assert.equal(findSnapshot(tmp, 'us_bis_dpl'), null);
    assert.equal(await loadList(tmp, 'us_bis_dpl'), null);
    assert.equal(await loadList(tmp, 'un_sc'), null);
    await writeFile(path.join(root, 'dpl.txt'), '"Name"\t"FR_Citation"\n"ACME LTD"\t"1 FR 2"\n');
    assert.equal(findSnapshot(tmp, 'us_bis_dpl'), root);
    const loaded = await loadList(tmp, 'us_bis_dpl');
    assert.equal(loaded?.records.length, 1);
    assert.equal(loaded?.published_on, undefined);
  });
});
