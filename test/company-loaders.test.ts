/**
 * Registry bulk-file parsers (src/providers/registry-files) on the real sample files in
 * ../shared/data/companies (facts from its README), on gzip and zip copies, on small hand-made
 * malformed files, and on files made by scripts/make-big-company-files.ts.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, gzipSync } from 'node:zlib';
import { SHARED_DATA } from './helpers/vigil.js';
import {
  ParseReport,
  findRegistrySnapshot,
  parseBrregEnheter,
  parseGbCohBasicCompanies,
  parseGbCohOfficers,
  parseGleifLeiRecords,
  parseGleifRelationships,
  readElfCodes,
  relationshipToOwner,
} from '../src/providers/registry-files/index.js';
import { chStatus } from '../src/providers/registry-files/gb-coh-basic.js';
import type { ElfLegalForm } from '../src/providers/registry-files/gleif-elf.js';
import { withoutElements } from '../src/providers/registry-files/xml-records.js';

const COMPANIES = path.join(SHARED_DATA, 'companies');
const BASIC = path.join(COMPANIES, 'gb_coh_basic/2021-01-15/basic.csv');
const OFFICERS_UPDATE = path.join(COMPANIES, 'gb_coh_officers/2016-10-18/sample.dat');
const OFFICERS_SNAPSHOT = path.join(COMPANIES, 'gb_coh_officers/2021-04-21/test.dat');
const LEI = path.join(COMPANIES, 'gleif/2023-06-05/lei-data.xml');
const RR = path.join(COMPANIES, 'gleif/2023-06-05/rr-data.xml');
const ELF = path.join(COMPANIES, 'gleif_elf/2021-10-21/elf-codes-1.4.1.csv');
const BRREG = path.join(COMPANIES, 'no_brreg/2024-01/enheter-selection.csv');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function all<T>(records: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const r of records) out.push(r);
  return out;
}

/** A zip with one stored (uncompressed) entry, enough to exercise the zip path of open-file.ts. */
function storedZip(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

let tmp: string;
before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vigil-company-files-'));
});
after(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('Companies House BasicCompanyData CSV', () => {
  test('31 companies, mapped as published', async () => {
    const report = new ParseReport();
    const companies = await all(parseGbCohBasicCompanies(BASIC, { report }));
    assert.equal(companies.length, 31);
    assert.equal(report.records, 31);
    assert.equal(report.malformed, 0);
    assert.equal(new Set(companies.map((c) => c.provider_id)).size, 31);
    const byNumber = new Map(companies.map((c) => [c.registration_numbers[0].number, c]));

    const obac = byNumber.get('FC031362');
    assert.equal(obac?.name, '!OBAC LIMITED');
    assert.equal(obac.provider_id, 'GB-COH:FC031362');
    assert.equal(obac.country, 'GB');
    // The README says "GUERNSEY": that is the address country; CountryOfOrigin says CHANNEL ISLANDS.
    assert.equal(obac.country_of_origin, 'CHANNEL ISLANDS');
    assert.equal(obac.address.country, 'GG');
    assert.equal(obac.legal_form, 'Other company type');
    assert.deepEqual(obac.industry_codes, []); // "None Supplied"

    const altai = byNumber.get('FC027187');
    assert.equal(altai?.name, '"ALTAI CASHMERE" LLC');
    assert.equal(altai.country_of_origin, 'MONGOLIA');
    assert.equal(altai.address.country, 'MN');
    assert.equal(altai.incorporated_on, '2006-06-14');

    assert.equal(byNumber.get('SC606050')?.name, '!NSPIRED INVESTMENTS LTD');
    assert.equal(byNumber.get('SC606050')?.address.country, 'GB'); // SCOTLAND
    assert.equal(byNumber.get('CE000952')?.legal_form, 'Charitable Incorporated Organisation');
    assert.match(byNumber.get('05914136')?.legal_form ?? '', /^PRI\/LTD BY GUAR\/NSC/);

    const first = byNumber.get('12778855');
    assert.equal(first?.name, '! LIMITED');
    assert.deepEqual(first.registration_numbers, [
      { number: '12778855', type: 'company_number', register: 'GB-COH', description: 'UK Companies House company number' },
    ]);
    assert.deepEqual(first.address, { street: 'UNIT 3 NEWTON BUSINESS CENTRE, NEWTON CHAMBERS ROAD', place: 'SHEFFIELD', postal: 'S35 2PH', country: 'GB' });
    assert.deepEqual(first.industry_codes, [{ code: '78300', description: 'Human resources provision and management of human resources functions', scheme: 'UK SIC 2007' }]);
    assert.equal(first.incorporated_on, '2020-07-29');
    assert.equal(first.status, 'active');

    assert.deepEqual(byNumber.get('07687209')?.previous_names, [{ name: '!OBAC FITTINGS LIMITED', until: '2011-07-15' }]);
    assert.deepEqual(byNumber.get('05651002')?.previous_names, [{ name: 'MAYCROSS DEVELOPMENTS LIMITED', until: '2006-03-30' }]);
    assert.deepEqual(byNumber.get('11743365')?.industry_codes.map((c) => c.code), ['18129', '59112', '63120', '74201']);
  });

  test('status mapping', () => {
    assert.equal(chStatus('Active'), 'active');
    assert.equal(chStatus('Active - Proposal to Strike off'), 'active');
    assert.equal(chStatus('Dissolved'), 'dissolved');
    assert.equal(chStatus('Converted/Closed'), 'dissolved');
    assert.equal(chStatus('Liquidation'), 'liquidation');
    assert.equal(chStatus('In Administration'), 'liquidation');
    assert.equal(chStatus('Voluntary Arrangement'), 'liquidation');
    assert.equal(chStatus('RECEIVER MANAGER / ADMINISTRATIVE RECEIVER'), 'liquidation');
    assert.equal(chStatus('Something new'), 'unknown');
  });

  test('a gzip copy and a zip copy parse the same', async () => {
    const raw = await readFile(BASIC);
    const gz = path.join(tmp, 'basic.csv.gz');
    const zip = path.join(tmp, 'BasicCompanyData-2021-01-01.zip');
    await writeFile(gz, gzipSync(raw));
    await writeFile(zip, storedZip('BasicCompanyData-2021-01-01.csv', raw));
    const plain = await all(parseGbCohBasicCompanies(BASIC));
    assert.deepEqual(await all(parseGbCohBasicCompanies(gz)), plain);
    assert.deepEqual(await all(parseGbCohBasicCompanies(zip)), plain);
  });

  test('malformed rows are counted, not fatal; a foreign file throws', async () => {
    const lines = (await readFile(BASIC, 'utf8')).split('\n');
    const file = path.join(tmp, 'basic-bad.csv');
    await writeFile(file, [lines[0], lines[1], '"TOO","FEW","FIELDS"', lines[2].replace('"08209948"', '""'), lines[3]].join('\n'));
    const report = new ParseReport();
    const companies = await all(parseGbCohBasicCompanies(file, { report }));
    assert.deepEqual(companies.map((c) => c.name), ['! LIMITED', '!? LTD']);
    assert.equal(report.malformed, 2);
    assert.equal(report.warnings.length, 2);

    // A broken quote after an empty line: the broken row is the one left out, not its neighbour.
    const gap = path.join(tmp, 'basic-gap.csv');
    await writeFile(gap, [lines[0], lines[1], '', lines[2].replace(/^"([^"]*)"/, '"$1"X'), lines[3]].join('\n'));
    const gapReport = new ParseReport();
    assert.deepEqual((await all(parseGbCohBasicCompanies(gap, { report: gapReport }))).map((c) => c.name), ['! LIMITED', '!? LTD']);
    assert.equal(gapReport.malformed, 1);

    const foreign = path.join(tmp, 'foreign.csv');
    await writeFile(foreign, 'a,b\n1,2\n');
    await assert.rejects(all(parseGbCohBasicCompanies(foreign)), /not a Companies House BasicCompanyData CSV/);
  });
});

describe('Companies House officers bulk data', () => {
  test('update file (Prod198): 73 company + 134 appointment records', async () => {
    const report = new ParseReport();
    const appointments = await all(parseGbCohOfficers(OFFICERS_UPDATE, { report }));
    assert.equal(appointments.length, 134);
    assert.equal(report.info.company_records, 73);
    assert.equal(report.info.appointment_records, 134);
    assert.equal(report.declared_records, 207);
    assert.equal(report.published_on, '2016-10-18');
    assert.equal(report.info.file_type, 'update');
    assert.equal(report.info.run_number, 1724);
    assert.equal(report.malformed, 0);
    assert.deepEqual(report.warnings, []);

    const bailey = appointments.find((a) => a.officer.name === 'BAILEY, JOHN EDWARD');
    assert.equal(bailey?.company_provider_id, 'GB-COH:02647190');
    assert.equal(bailey.company_name, 'B G C (1991) LIMITED');
    assert.equal(bailey.appointment_type, '03');
    assert.equal(bailey.resigned, true);
    assert.deepEqual(bailey.officer, {
      name: 'BAILEY, JOHN EDWARD',
      role: 'director',
      appointed_on: '2010-10-17',
      resigned_on: '2016-10-15',
      date_of_birth: '1951-10',
      nationality: 'BRITISH',
      country_of_residence: 'GB',
      occupation: 'CHARTERED ACCOUNTANT',
      is_corporate: false,
      provider_officer_id: '000844970001',
    });
    const llp = appointments.filter((a) => a.company_number === 'OC412857');
    assert.equal(llp.length, 12); // its company record says 14 officers; 12 changed that day
    assert.ok(llp.every((a) => a.officer.role === 'llp-member' && a.officer.is_corporate));
    const errored = appointments.filter((a) => a.entered_in_error);
    assert.deepEqual(errored.map((a) => [a.company_number, a.appointment_type, a.officer.role]), [['09957713', '99', 'director']]);
    assert.equal(appointments.find((a) => a.company_number === 'SE000103')?.officer.role, 'member-of-an-administrative-organ');
  });

  test('snapshot file (Prod195): 13 company + 35 appointment records', async () => {
    const report = new ParseReport();
    const appointments = await all(parseGbCohOfficers(OFFICERS_SNAPSHOT, { report }));
    assert.equal(appointments.length, 35);
    assert.equal(report.info.company_records, 13);
    assert.equal(report.declared_records, 48);
    assert.equal(report.published_on, '2021-04-21');
    assert.equal(report.info.file_type, 'snapshot');
    assert.equal(report.malformed, 0);
    const roles = appointments.reduce<Record<string, number>>((n, a) => ({ ...n, [a.officer.role]: (n[a.officer.role] ?? 0) + 1 }), {});
    assert.deepEqual(roles, { director: 24, secretary: 11 });
    const ashley = appointments.find((a) => a.officer.name === 'ASHLEY TRUST LIMITED');
    assert.equal(ashley?.company_provider_id, 'GB-COH:FC029410');
    assert.equal(ashley.company_name, 'DSV AIR & SEA LIMITED');
    assert.equal(ashley.officer.is_corporate, true);
    assert.equal(ashley.officer.role, 'secretary');
    assert.equal(ashley.officer.date_of_birth, undefined);
    assert.equal(appointments.find((a) => a.officer.name === 'KELLY, MARK THOMAS')?.officer.date_of_birth, '1975-01');
  });

  test('malformed records are counted, not fatal; a file without header throws', async () => {
    const lines = (await readFile(OFFICERS_SNAPSHOT, 'utf8')).split('\n');
    const file = path.join(tmp, 'officers-bad.dat');
    await writeFile(file, [lines[0], lines[1], lines[2].slice(0, 40), 'XXXXXXXX7 junk', lines[2], '9999999900000004'].join('\n'));
    const report = new ParseReport();
    const appointments = await all(parseGbCohOfficers(file, { report }));
    assert.equal(appointments.length, 1);
    assert.equal(report.malformed, 2);
    assert.deepEqual(report.warnings.filter((w) => /trailer/.test(w)), []);

    const noHeader = path.join(tmp, 'officers-no-header.dat');
    await writeFile(noHeader, lines.slice(1).join('\n'));
    await assert.rejects(all(parseGbCohOfficers(noHeader)), /not a Companies House officers file/);
  });
});

describe('GLEIF', () => {
  let elf: Map<string, ElfLegalForm>;
  before(async () => {
    elf = await readElfCodes(ELF);
  });

  test('ELF code list', async () => {
    const report = new ParseReport();
    const codes = await readElfCodes(ELF, { report });
    assert.equal(report.records, 3659);
    assert.equal(report.malformed, 0);
    assert.equal(new Set([...codes.values()].map((f) => f.country)).size, 110); // 111 in the README counts the placeholders' blank
    assert.deepEqual(codes.get('YI42'), { code: 'YI42', country: 'NO', local_name: 'Aksjeselskap', local_names: ['Aksjeselskap'], abbreviations: ['AS'], status: 'ACTV' });
    assert.equal(codes.get('IQGE')?.local_name, 'Allmennaksjeselskap');
    assert.equal(codes.get('ES2D')?.country, 'LV');
    assert.deepEqual(codes.get('H0PO')?.local_names, ['Private Limited Company', 'cyfyngedig']);
    assert.equal(codes.has('8888'), false);
  });

  test('LEI-CDF records', async () => {
    const report = new ParseReport();
    const companies = await all(parseGleifLeiRecords(LEI, { report, elf }));
    assert.equal(companies.length, 13);
    assert.equal(report.malformed, 0);
    assert.equal(report.published_on, '2023-06-05');
    assert.equal(report.declared_records, 2394586);
    const byId = new Map(companies.map((c) => [c.provider_id, c]));
    const dentsu = byId.get('LEI:213800FERQ5LE3H7WJ58');
    assert.equal(dentsu?.name, 'DENTSU INTERNATIONAL LIMITED');
    assert.deepEqual(dentsu.registration_numbers.map(({ number, type, register }) => ({ number, type, register })), [
      { number: '213800FERQ5LE3H7WJ58', type: 'lei', register: 'GLEIF' },
      { number: '01403668', type: 'local', register: 'RA000585' },
    ]);
    assert.equal(dentsu.legal_form, 'Private Limited Company'); // ELF H0PO
    assert.deepEqual(dentsu.previous_names, [{ name: 'DENTSU AEGIS NETWORK LTD.' }, { name: 'AEGIS GROUP PLC' }]);
    assert.equal(dentsu.country, 'GB');
    assert.deepEqual(dentsu.address, { street: "10 TRITON STREET, REGENT'S PLACE", postal: 'NW1 3BF', place: 'LONDON', region: 'GB-LND', country: 'GB' });
    assert.equal(dentsu.status, 'active');

    const swedeit = byId.get('LEI:213800BJPX8V9HVY1Y11');
    assert.equal(swedeit?.name, 'Swedeit Italian Aktiebolag');
    assert.equal(swedeit.country, 'SE');
    assert.deepEqual(swedeit.registration_numbers[1], { number: '556543-1193', type: 'local', register: 'RA000544', description: 'Local register number (GLEIF RegistrationAuthorityEntityID)' });
    const fund = byId.get('LEI:001GPB6A9XPE8XJICC14');
    assert.equal(fund?.country, 'US'); // LegalJurisdiction US-MA
    assert.equal(fund.legal_form, 'FUND'); // ELF 8888 + OtherLegalForm
    assert.equal(companies.filter((c) => c.status === 'inactive').length, 1);

    const without = await all(parseGleifLeiRecords(LEI));
    assert.equal(without.find((c) => c.provider_id === 'LEI:213800FERQ5LE3H7WJ58')?.legal_form, 'H0PO');
  });

  test('transliterated names become other names; tiny chunks read the same', async () => {
    const file = path.join(COMPANIES, 'gleif/2023-11-06/lei-updates-data2.xml');
    const companies = await all(parseGleifLeiRecords(file, { elf }));
    assert.equal(companies.length, 12);
    const vub = companies.find((c) => c.provider_id === 'LEI:549300JB1P61FUTPEZ75');
    assert.equal(vub?.name, 'Všeobecná úverová banka, a.s.');
    assert.deepEqual(vub.other_names, ['Vseobecna uverova banka, as']);
    // 7-byte chunks split tags, the skipped <lei:Extension> tags and multi-byte characters.
    const bytes = await readFile(file);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    assert.deepEqual(await all(parseGleifLeiRecords(Readable.from(chunks), { elf })), companies);
  });

  test('RR-CDF relationships and owners', async () => {
    const report = new ParseReport();
    const rels = await all(parseGleifRelationships(RR, { report }));
    assert.equal(rels.length, 10);
    assert.equal(report.malformed, 0);
    assert.equal(report.published_on, '2023-06-05');
    const ultimate = rels.find((r) => r.child_lei === '010CMKZ3VON21WF2ZD45' && r.relationship_type === 'IS_ULTIMATELY_CONSOLIDATED_BY');
    assert.equal(ultimate?.parent_lei, '3C7474T6CDKPR9K6YT90');
    assert.equal(ultimate.validation_sources, 'FULLY_CORROBORATED');
    assert.equal(ultimate.relationship_status, 'ACTIVE');
    const direct = rels.find((r) => r.child_lei === '010CMKZ3VON21WF2ZD45' && r.relationship_type === 'IS_DIRECTLY_CONSOLIDATED_BY');
    assert.equal(direct?.parent_lei, 'ZZG38T0MDR3QY1ETUA76');
    assert.equal(direct.validation_sources, 'ENTITY_SUPPLIED_ONLY');
    assert.ok(rels.some((r) => r.child_lei === '001GPB6A9XPE8XJICC14' && r.parent_lei === '5493001Z012YSB2A0K51' && r.relationship_type === 'IS_FUND-MANAGED_BY'));

    const owner = relationshipToOwner(ultimate, { name: 'Parent Inc', country: 'US' });
    assert.deepEqual(owner, {
      name: 'Parent Inc',
      kind: 'company',
      natures_of_control: ['IS_ULTIMATELY_CONSOLIDATED_BY'],
      is_person_with_significant_control: false,
      is_ultimate_parent: true,
      country: 'US',
      registration_numbers: [{ number: '3C7474T6CDKPR9K6YT90', type: 'lei', register: 'GLEIF', description: 'Legal Entity Identifier' }],
    });
    assert.equal(owner.ownership_min, undefined);
    assert.equal(relationshipToOwner(direct).is_ultimate_parent, false);
    assert.equal(relationshipToOwner(direct).name, 'ZZG38T0MDR3QY1ETUA76');
  });

  test('skipped elements are cut whole, whatever the chunk boundaries', async () => {
    const xml = '<r><a:Skipped/><a:Keep>1</a:Keep><a:Skip x="1"><b>2</b></a:Skip><a:SkipMore>3</a:SkipMore><a:Skip/>é<a:Skip>\n</a:Skip></r>';
    const bytes = Buffer.from(xml);
    for (const size of [1, 2, 3, 5, 8, 13, 1000]) {
      // Reads of `size` bytes: the names, tags and the two-byte é are cut at every position.
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, i * size + size));
      const out = Buffer.concat(await all(withoutElements(Readable.from(chunks), ['a:Skip', 'a:Skipped']))).toString('utf8');
      assert.equal(out, '<r><a:Keep>1</a:Keep><a:SkipMore>3</a:SkipMore>é</r>', `chunks of ${size}`);
    }
  });

  test('a record without a name is counted, a foreign document throws, a zip is read', async () => {
    const xml = await readFile(LEI, 'utf8');
    const file = path.join(tmp, 'lei-bad.xml');
    await writeFile(file, xml.replace('<lei:LegalName xml:lang="en">DENTSU INTERNATIONAL LIMITED</lei:LegalName>', ''));
    const report = new ParseReport();
    assert.equal((await all(parseGleifLeiRecords(file, { report }))).length, 12);
    assert.equal(report.malformed, 1);

    await assert.rejects(all(parseGleifLeiRecords(RR)), /not a GLEIF LEI-CDF file/);

    const zip = path.join(tmp, '20230605-0800-gleif-goldencopy-lei2-golden-copy.xml.zip');
    await writeFile(zip, storedZip('20230605-0800-gleif-goldencopy-lei2-golden-copy.xml', Buffer.from(xml)));
    assert.deepEqual(await all(parseGleifLeiRecords(zip, { elf })), await all(parseGleifLeiRecords(LEI, { elf })));
  });
});

describe('Brreg enheter CSV', () => {
  test('4,924 entities; AKER BP ASA', async () => {
    const report = new ParseReport();
    const companies = await all(parseBrregEnheter(BRREG, { report }));
    assert.equal(companies.length, 4924);
    assert.equal(report.malformed, 0);
    assert.equal(new Set(companies.map((c) => c.provider_id)).size, 4924);
    assert.equal(companies.filter((c) => c.status === 'liquidation').length, 43);

    const aker = companies.find((c) => c.name === 'AKER BP ASA');
    assert.equal(aker?.provider_id, 'NO-BRREG:989795848');
    assert.deepEqual(aker.registration_numbers, [
      { number: '989795848', type: 'organisasjonsnummer', register: 'NO-BRREG', description: 'Norwegian organisation number (Enhetsregisteret)' },
    ]);
    assert.equal(aker.legal_form, 'ASA');
    assert.equal(aker.country, 'NO');
    assert.equal(aker.website, 'www.akerbp.com');
    assert.equal(aker.incorporated_on, '2006-05-02');
    assert.deepEqual(aker.address, { street: 'Oksenøyveien 10', postal: '1366', place: 'LYSAKER', region: 'BÆRUM', country: 'NO' });
    assert.deepEqual(aker.industry_codes, [{ code: '06.100', description: 'Utvinning av råolje', scheme: 'NACE Rev. 2 (SN2007)' }]);
    assert.match(aker.activity_description ?? '', /^Petroleumsleting og -utvinning/);

    // The sample writes an address's line break as a literal "/n".
    const dmens = companies.find((c) => c.provider_id === 'NO-BRREG:922618992');
    assert.equal(dmens?.address.street, 'c/o Harry Hagen, Gamle Kvalheimsvegen 2');
  });

  test('the published (quoted) header and real line breaks read the same', async () => {
    const text = await readFile(BRREG, 'utf8');
    const newline = text.indexOf('\n');
    const header = text.slice(0, newline).split(',').map((h) => `"${h}"`).join(',');
    const file = path.join(tmp, 'enheter-quoted.csv.gz');
    await writeFile(file, gzipSync(Buffer.from(header + text.slice(newline).replace('c/o Harry Hagen/nGamle', 'c/o Harry Hagen\nGamle'))));
    const companies = await all(parseBrregEnheter(file));
    assert.equal(companies.length, 4924);
    assert.equal(companies.find((c) => c.provider_id === 'NO-BRREG:922618992')?.address.street, 'c/o Harry Hagen, Gamle Kvalheimsvegen 2');
  });

  test('a bad organisation number is counted, not fatal', async () => {
    const lines = (await readFile(BRREG, 'utf8')).split('\n');
    const file = path.join(tmp, 'enheter-bad.csv');
    await writeFile(file, [lines[0], lines[1].replace('"998465001"', '"99846"'), lines[2], '"1","2"', ''].join('\n'));
    const report = new ParseReport();
    const companies = await all(parseBrregEnheter(file, { report }));
    assert.deepEqual(companies.map((c) => c.name), ['WAYS AS']);
    assert.equal(report.malformed, 2);
  });
});

describe('catalogue', () => {
  test('current snapshots of the shared data', async () => {
    const gleif = await findRegistrySnapshot(SHARED_DATA, 'gleif');
    assert.equal(gleif?.date, '2023-11-06');
    assert.deepEqual(gleif.files.map((f) => [path.basename(f.path), f.kind]), [
      ['lei-updates-data2.xml', 'gleif_lei'],
      ['repex-updates-data2.xml', 'gleif_repex'],
      ['rr-updates-data2.xml', 'gleif_rr'],
    ]);
    assert.equal((await findRegistrySnapshot(SHARED_DATA, 'gb_coh_officers'))?.date, '2021-04-21');
    assert.equal((await findRegistrySnapshot(SHARED_DATA, 'no_brreg'))?.date, '2024-01');
    assert.equal((await findRegistrySnapshot(SHARED_DATA, 'gleif_elf'))?.files[0].kind, 'gleif_elf');
    assert.equal(await findRegistrySnapshot(tmp, 'gb_coh_basic'), null);
    await assert.rejects(findRegistrySnapshot(SHARED_DATA, 'nope'), /Unknown registry source/);
  });
});

describe('big-file generator (scripts/make-big-company-files.ts)', () => {
  test('2,000 records per format parse back with unique ids', async () => {
    const out = path.join(tmp, 'big');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-big-company-files.ts', out, '2000', '--samples', COMPANIES], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const snapshot = async (id: string) => {
      const found = await findRegistrySnapshot(out, id);
      assert.ok(found, `no ${id} snapshot`);
      return found.files;
    };
    const check = async <T>(records: AsyncIterable<T>, id: (r: T) => string, report: ParseReport) => {
      const ids = new Set<string>();
      let n = 0;
      for await (const r of records) {
        ids.add(id(r));
        n++;
      }
      assert.equal(n, 2000);
      assert.equal(ids.size, 2000);
      assert.equal(report.malformed, 0, report.warnings.join('\n'));
    };
    let report = new ParseReport();
    await check(parseGbCohBasicCompanies((await snapshot('gb_coh_basic'))[0].path, { report }), (c) => c.provider_id, report);
    report = new ParseReport();
    await check(parseGbCohOfficers((await snapshot('gb_coh_officers'))[0].path, { report }), (a) => a.officer.provider_officer_id ?? '', report);
    assert.deepEqual(report.warnings, []); // trailer count matches
    const gleif = await snapshot('gleif');
    report = new ParseReport();
    await check(parseGleifLeiRecords(gleif.find((f) => f.kind === 'gleif_lei')!.path, { report }), (c) => c.provider_id, report);
    assert.deepEqual(report.warnings, []); // LEIs look valid
    assert.equal(report.declared_records, 2000);
    report = new ParseReport();
    await check(parseGleifRelationships(gleif.find((f) => f.kind === 'gleif_rr')!.path, { report }), (r) => `${r.child_lei}>${r.parent_lei}>${r.relationship_type}`, report);
    report = new ParseReport();
    await check(parseBrregEnheter((await snapshot('no_brreg'))[0].path, { report }), (c) => c.provider_id, report);
  });
});
