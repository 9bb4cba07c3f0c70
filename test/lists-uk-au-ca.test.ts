/**
 * UK OFSI (legacy CSV and 2022-format XLSX), Australia DFAT and Canada SEMA loaders on the real
 * publications in ../shared/data (counts from its README), plus small hand-written fixtures (written
 * inline below, never copied from the files) for malformed rows, the Windows-1252 decoding and the
 * newer SEMA layout. Run: LOG_LEVEL=silent node --import tsx --test test/lists-uk-au-ca.test.ts
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { loadDfat, parseDfatRows, dfatListingDate } from '../src/lists/dfat.js';
import { resolveNationalities } from '../src/lists/nationality.js';
import { decodeOfsiCsv, loadOfsi, parseOfsiCsv, parseOfsiTable } from '../src/lists/ofsi.js';
import { findSnapshot, listSource, loadList } from '../src/lists/registry.js';
import { loadSema, parseSema, semaAliases, semaPersonAlias, semaRegimeKey } from '../src/lists/sema.js';
import { documentNumber, dmyDateOfBirth, freeTextDatesOfBirth, splitEnumerated } from '../src/lists/text-fields.js';
import type { ListLoadResult } from '../src/lists/types.js';
import { unReferences, unSameAs } from '../src/lists/un-refs.js';
import { cellDate, cellText, readXlsxRows } from '../src/lists/xlsx.js';
import { countEntityTypes, dataPath, recordById } from './helpers/list-records.js';
import { SHARED_DATA } from './helpers/vigil.js';

/** Loads and keeps the wall time, reported by the count test as a diagnostic (node:test prints it). */
async function timed(load: () => Promise<ListLoadResult>): Promise<ListLoadResult & { ms: number }> {
  const t0 = performance.now();
  const r = await load();
  return { ...r, ms: Math.round(performance.now() - t0) };
}
const report = (t: { diagnostic: (m: string) => void }, label: string, r: ListLoadResult & { ms: number }) =>
  t.diagnostic(`${label}: ${r.records.length} records in ${r.ms} ms`);

describe('free-text conventions (text-fields.ts, nationality.ts, un-refs.ts)', () => {
  it('splits enumerations and reads dd/mm/yyyy dates with 00 parts', () => {
    assert.deepEqual(splitEnumerated('(1) Germany. (2) Morocco'), ['Germany', 'Morocco']);
    assert.deepEqual(splitEnumerated('1) Saudi Arabia 2) Qatar'), ['Saudi Arabia', 'Qatar']);
    assert.deepEqual(splitEnumerated('a) 1959 b) 1960'), ['1959', '1960']);
    assert.deepEqual(splitEnumerated('Abu Bakr (a) the elder'), ['Abu Bakr (a) the elder']);
    assert.deepEqual(dmyDateOfBirth('07/10/1952'), { raw: '07/10/1952', kind: 'exact', year: 1952, month: 10, day: 7 });
    assert.deepEqual(dmyDateOfBirth('00/00/1980'), { raw: '00/00/1980', kind: 'year', year: 1980 });
    assert.deepEqual(dmyDateOfBirth('00/08/1961'), { raw: '00/08/1961', kind: 'year', year: 1961, month: 8 });
    assert.deepEqual(dmyDateOfBirth('09/1962'), { raw: '09/1962', kind: 'year', year: 1962, month: 9 });
    assert.equal(dmyDateOfBirth('31/13/1960'), undefined);
  });

  it('reads DFAT-style free-text dates of birth and reports what it cannot', () => {
    const { dates, unparsed } = freeTextDatesOfBirth('a) Approximately 1955- 1958 b) 12 Jan. 1960; alt DOB: 05.09.1990 c) Between 1963 to 1968 d) 23-Apr-68');
    assert.deepEqual(dates.map((d) => [d.kind, d.year, d.from_year, d.to_year]), [
      ['range', undefined, 1954, 1959], ['exact', 1960, undefined, undefined], ['exact', 1990, undefined, undefined],
      ['range', undefined, 1963, 1968],
    ]);
    assert.deepEqual(unparsed, ['23-Apr-68'], 'two-digit years are not guessed');
    assert.equal(freeTextDatesOfBirth('April 1, 1978').dates[0].day, 1);
  });

  it('finds the document number in a description', () => {
    assert.equal(documentNumber('Passport No: 592667 (Qatari passport issued on 3 May 2007).'), '592667');
    assert.equal(documentNumber('G827238 (Tunisian). Issued on 1 June 1996'), 'G827238');
    assert.equal(documentNumber('Saudi Arabian national identification number:1027508157'), '1027508157');
    assert.equal(documentNumber('Uganda Passport.'), undefined);
  });

  it('resolves demonyms, lists and remarks; leaves ambiguous and hedged ones', () => {
    assert.deepEqual(resolveNationalities('Russian and Ukrainian'), ['RU', 'UA']);
    assert.deepEqual(resolveNationalities('Bosnia and Herzegovina'), ['BA']);
    assert.deepEqual(resolveNationalities('Saudi Arabian'), ['SA']);
    assert.deepEqual(resolveNationalities('Iranian (Iranian citizenship)'), ['IR']);
    assert.deepEqual(resolveNationalities('United States of America. Also believed to hold Syrian nationality'), ['US']);
    assert.deepEqual(resolveNationalities('DRC and Belgian nationalities'), ['CD', 'BE']);
    assert.deepEqual(resolveNationalities('Congolese'), [], 'CD or CG: not guessed');
    assert.deepEqual(resolveNationalities('Possibly Ethiopian'), []);
    assert.deepEqual(resolveNationalities('Bahrain (citizenship revoked in January 2015)'), []);
  });

  it('links labelled UN references only, in the UN XML spelling, and only of the same kind', () => {
    assert.deepEqual(unReferences('(UK Sanctions List Ref):CON0001. (UN Ref):QDE.145. Longtime member of the ADF (CDe.001)'), ['QDe.145']);
    assert.deepEqual(unReferences('(OFSI ID: 13635, UN Reference Number: UN Ref KPe.064)'), ['KPe.064']);
    assert.deepEqual(unReferences('UN Ref. CFi.009. and UN Ref QI.A.289.11.'), ['CFi.009'], 'pre-2016 numbers are not linked');
    assert.deepEqual(unSameAs('UN Ref QDe.004. Emir for the eastern zone', 'individual'), []);
    assert.deepEqual(unSameAs('UN Ref QDi.028', 'individual'), ['un_sc:QDi.028']);
  });
});

describe('UK OFSI 2025-04-14 (ConList.xlsx, 2022 format)', () => {
  let ofsi: ListLoadResult & { ms: number };
  before(async () => {
    ofsi = await timed(() => loadOfsi(dataPath('lists/gb_ofsi_conlist/2025-04-14')));
  });

  it('has the README counts (4,688 targets: 3,663 individuals, 1,010 entities, 15 ships)', (t) => {
    report(t, 'OFSI ConList.xlsx', ofsi);
    assert.equal(ofsi.list, 'gb_ofsi');
    assert.equal(ofsi.records.length, 4688);
    assert.deepEqual(countEntityTypes(ofsi), { individual: 3663, company: 1010, vessel: 15 });
    assert.equal(ofsi.malformed, 0);
    assert.equal(ofsi.published_on, '2025-04-14');
    assert.equal(new Set(ofsi.records.flatMap((r) => r.programs)).size, 31);
    assert.ok(ofsi.records.every((r) => r.result_type === 'sanction' && r.names.filter((n) => n.kind === 'primary').length === 1), 'one primary name each');
  });

  it('reads Group 14196, PUTIN Vladimir Vladimirovich, field by field', () => {
    const putin = recordById(ofsi, '14196');
    assert.equal(putin.name, 'Vladimir Vladimirovich PUTIN');
    assert.equal(putin.entity_type, 'individual');
    assert.deepEqual(putin.names, [
      { name: 'Vladimir Vladimirovich PUTIN', kind: 'primary', quality: 'strong', parts: { first: 'Vladimir', middle: 'Vladimirovich', last: 'PUTIN' } },
      { name: 'Vladimir PUTIN', kind: 'alias', quality: 'strong', alias_type: 'primary name variation', parts: { first: 'Vladimir', last: 'PUTIN' } },
      { name: 'Владимир Владимирович Путин', kind: 'alias', quality: 'strong', alias_type: 'original_script' },
    ]);
    assert.deepEqual(putin.dates_of_birth, [{ raw: '07/10/1952', kind: 'exact', year: 1952, month: 10, day: 7 }]);
    assert.deepEqual(putin.places_of_birth, ['St Petersburg (then Leningrad), Russia']);
    assert.deepEqual(putin.nationalities, ['RU']);
    assert.deepEqual(putin.addresses, [{ street: 'Moscow', country: 'RU', country_name: 'Russia' }]);
    assert.deepEqual(putin.programs, ['Russia']);
    assert.equal(putin.listed_on, '2022-02-25');
    assert.equal(putin.gender, 'male');
    assert.equal(putin.title, 'President of the Russian Federation');
    assert.deepEqual(putin.identifiers, [{ type: 'UK Sanctions List Ref', number: 'RUS0251', country: 'GB', note: 'UK Sanctions List date designated 2022-02-25' }]);
    assert.deepEqual(putin.same_as, ['gb_fcdo:RUS0251']);
    assert.match(putin.remarks ?? '', /^\(UK Sanctions List Ref\):RUS0251\. /);
  });

  it('keeps alias quality: Low quality -> weak, FKA -> fka, non-Latin names exactly as published', () => {
    const kony = recordById(ofsi, '13378');
    assert.ok(kony.names.some((n) => n.name === 'CAESAR' && n.quality === 'weak' && n.alias_type === 'aka'), 'Low quality alias is weak');
    assert.ok(kony.names.some((n) => n.name === 'Ali Mohammed KONY' && n.quality === 'strong'), 'Good quality alias is strong');
    assert.deepEqual(kony.dates_of_birth.map((d) => d.year).sort(), [1992, 1993, 1994, 1995]);
    const adf = recordById(ofsi, '13189');
    assert.deepEqual(adf.names.filter((n) => n.alias_type === 'fka').map((n) => n.name), ['ADF/NALU', "FORCES DEMOCRATIQUES ALLIEES-ARMEE NATIONALE DE LIBERATION DE L'OUGANDA", 'NALU']);
    const lavrov = recordById(ofsi, '14197');
    assert.deepEqual(lavrov.names.map((n) => n.name), ['Sergei Viktorovich LAVROV', 'Sergei LAVROV', 'Sergey LAVROV', 'Sergey Viktorovich LAVROV', 'Сергей Викторович Лавров']);
    // 3,990 rows (2,795 targets) carry a non-Latin name (README); kept byte for byte, double spaces included.
    assert.equal(ofsi.records.filter((r) => r.names.some((n) => n.alias_type === 'original_script')).length, 2795);
    assert.ok(ofsi.records.some((r) => r.names.some((n) => n.name === 'Сергей Борисович  Брилёв')), 'published spacing kept');
  });

  it('reads a ship: vessel type, IMO, flag, and its UN reference as same_as', () => {
    const ship = recordById(ofsi, '13651');
    assert.equal(ship.entity_type, 'vessel');
    assert.equal(ship.name, 'SAM JONG 2');
    assert.ok(ship.identifiers.some((i) => i.type === 'IMO' && i.number === '7408873'), 'IMO number');
    assert.deepEqual(ship.countries, ['KP']);
    assert.deepEqual(ship.same_as, ['gb_fcdo:DPR0100', 'un_sc:KPe.064']);
  });

  it('links 881 targets to the UN list by their UN reference, all of the right kind', () => {
    const linked = ofsi.records.filter((r) => r.same_as?.some((s) => s.startsWith('un_sc:')));
    assert.equal(linked.length, 881);
    for (const r of linked) {
      for (const s of r.same_as!.filter((x) => x.startsWith('un_sc:'))) {
        assert.match(s, /^un_sc:[A-Z]{2}[ie]\.\d{3}$/, `${r.source_id} ${s}`);
        assert.equal(s[8] === 'i', r.entity_type === 'individual', `${r.source_id} ${s} kind`);
      }
    }
  });
});

describe('UK OFSI 2018-04-13 (sanctionsconlist.csv, legacy)', () => {
  let legacy: ListLoadResult & { ms: number };
  before(async () => {
    legacy = await timed(() => loadOfsi(dataPath('lists/gb_ofsi_conlist/2018-04-13')));
  });

  it('has the README counts (2,106 targets: 1,426 individuals, 680 entities, 26 regimes)', (t) => {
    report(t, 'OFSI sanctionsconlist.csv', legacy);
    assert.equal(legacy.records.length, 2106);
    assert.deepEqual(countEntityTypes(legacy), { individual: 1426, company: 680 });
    assert.equal(legacy.malformed, 0);
    assert.equal(legacy.published_on, '2018-04-13');
    assert.equal(new Set(legacy.records.flatMap((r) => r.programs)).size, 26);
  });

  it('decodes Windows-1252 (0x91/0x92 -> ‘ ’)', () => {
    const rec = recordById(legacy, '13458');
    assert.match(rec.remarks ?? '', /the ‘PK5’ \(3rd district\)/);
    assert.ok(!legacy.records.some((r) => /[\u0080-\u009f]/.test(JSON.stringify(r))), 'no C1 control characters left');
    assert.equal(decodeOfsiCsv(Buffer.from([0x41, 0x92, 0x80])), 'A’€');
    assert.equal(decodeOfsiCsv(Buffer.from('A’€', 'utf8')), 'A’€', 'UTF-8 input stays UTF-8');
  });

  it('reads Group 7059 field by field: Prime Alias, DOB, nationalities, passports from descriptions', () => {
    const r = recordById(legacy, '7059');
    assert.equal(r.name, 'Said BAHAJI');
    assert.deepEqual(r.names.map((n) => [n.name, n.kind, n.alias_type]), [
      ['Said BAHAJI', 'primary', undefined], ['Mohamed ABBATTAY', 'alias', 'aka'],
      ['Abderrahmane AL MAGHRIBI', 'alias', 'aka'], ['Zouheir AL MAGHRIBI', 'alias', 'aka'],
    ]);
    assert.deepEqual(r.dates_of_birth, [{ raw: '15/07/1975', kind: 'exact', year: 1975, month: 7, day: 15 }]);
    assert.deepEqual(r.nationalities, ['DE', 'MA']);
    assert.deepEqual(r.identifiers, [
      { type: 'Passport', number: '28642163', note: 'Provisional 28642163 (German) issued by the city of Hamburg' },
      { type: 'Passport', number: '954242', note: '954242 (Moroccan) issued on 28 June 1995 in Meknas, Morocco (expired)' },
      { type: 'National ID No.', number: '1336597587', note: 'BPA 1336597587' },
    ]);
    assert.equal(r.listed_on, '2002-10-01');
    assert.deepEqual(r.programs, ["The ISIL (Da'esh) and Al-Qaida organisations"]);
    assert.equal(r.same_as, undefined, 'the pre-2016 "QI.B.80.02" gives no link');
  });

  it('does not link an individual to the entity reference its remark quotes (Group 13349, "UN Ref QDe.004")', () => {
    const r = recordById(legacy, '13349');
    assert.match(r.remarks ?? '', /UN Ref QDe\.004/);
    assert.equal(r.same_as, undefined);
    assert.deepEqual(r.dates_of_birth.map((d) => d.raw), ['00/00/1980', '00/00/1981']);
    assert.deepEqual(r.nationalities, ['SA', 'QA']);
  });
});

describe('OFSI malformed input (hand-written fixtures)', () => {
  const header = 'Name 6,Name 1,Name 2,Name 3,Name 4,Name 5,Title,DOB,Town of Birth,Country of Birth,Nationality,Passport Details,NI Number,Position,Address 1,Address 2,Address 3,Address 4,Address 5,Address 6,Post/Zip Code,Country,Other Information,Group Type,Alias Type,Regime,Listed On,Last Updated,Group ID';
  const row = (cells: Record<number, string>) => Array.from({ length: 29 }, (_, i) => cells[i] ?? '').join(',');

  it('counts bad rows and groups, keeps the rest (legacy CSV)', () => {
    const lines = [
      `Last Updated,01/02/2020${','.repeat(27)}`,
      header,
      row({ 0: 'DOE', 1: 'John', 7: '00/00/1970', 10: 'British', 22: 'O\x92Brien wrote it', 23: 'Individual', 24: 'Prime Alias', 25: 'Testland', 26: '00/05/2019', 28: '1' }),
      row({ 0: 'DOE', 1: 'Johnny', 23: 'Individual', 24: 'AKA', 25: 'Testland', 28: '1' }),
      row({ 0: 'NO GROUP', 23: 'Entity', 24: 'Prime Alias' }), // no Group ID
      'TOO,FEW,CELLS',
      row({ 0: 'SHIPPY', 23: 'Aircraft', 24: 'Prime Alias', 28: '2' }), // unknown Group Type
      row({ 23: 'Entity', 24: 'AKA', 28: '3' }), // no name at all
      `"unterminated,${'x,'.repeat(27)}4`, // a quote left open swallows the rest of the file: kept last
    ];
    const text = decodeOfsiCsv(Buffer.from(lines.join('\n'), 'latin1'));
    const parsed = parseOfsiCsv(text, 'fixture.csv');
    assert.equal(parsed.records.length, 1);
    assert.equal(parsed.published_on, '2020-02-01');
    const doe = parsed.records[0];
    assert.deepEqual(doe.names.map((n) => n.name), ['John DOE', 'Johnny DOE']);
    assert.deepEqual(doe.nationalities, ['GB']);
    assert.equal(doe.listed_on, undefined, 'a Listed On with an unknown day gives no date');
    assert.equal(doe.remarks, 'O’Brien wrote it');
    // No Group ID, too few cells, unknown Group Type, no name, and the unterminated quote (last line).
    assert.equal(parsed.malformed, 5, parsed.warnings.join(' | '));
    assert.ok(parsed.warnings.some((w) => /no Group ID/.test(w)), 'warns about the row without Group ID');
    assert.ok(parsed.warnings.some((w) => /unknown Group Type "aircraft"/.test(w)), 'warns about the unknown Group Type');
    assert.ok(parsed.warnings.some((w) => /Listed On "00\/05\/2019"/.test(w)), 'notes the partial Listed On');
  });

  it('reads 2022-format number columns and labelled Other Information (hand-written rows)', () => {
    const head = ['Name 6', 'Name 1', 'Passport Number', 'Passport Details', 'National Identification Number', 'Other Information', 'Group Type', 'Alias Type', 'Regime', 'Listed On', 'Group ID'];
    const parsed = parseOfsiTable([
      ['Last Updated', '01/02/2030'], head,
      ['ROE', 'Jim', '(1) 734088604. 735958824 (2) -', '(1) Russia (2) none', 'TIN: 780245503097', '(Gender):Male', 'Individual', 'Primary name', 'Testland', '01/01/2030', '9'],
      ['ACME LLC', '', '', '', '', '(UK Sanctions List Ref):TST0001. (UN Ref):QDe.999. (Business Reg No):INN: 7831000122 OGRN: 1027800000084 (Type of entity):Company', 'Entity', 'Primary name', 'Testland', '01/01/2030', '10'],
    ]);
    assert.deepEqual(parsed.records[0].identifiers, [
      { type: 'Passport', number: '734088604', note: 'Russia' }, { type: 'Passport', number: '735958824', note: 'Russia' },
      { type: 'National ID No.', number: '780245503097', note: 'TIN' },
    ]);
    assert.equal(parsed.records[0].gender, 'male');
    const acme = parsed.records[1];
    assert.deepEqual(acme.identifiers.map((i) => [i.type, i.number]), [
      ['UK Sanctions List Ref', 'TST0001'], ['Registration ID', '7831000122'], ['Registration ID', '1027800000084'],
    ]);
    assert.deepEqual(acme.same_as, ['gb_fcdo:TST0001', 'un_sc:QDe.999']);
  });

  it('rejects a file without the OFSI header', () => {
    assert.throws(() => parseOfsiTable([['Last Updated', '01/01/2020'], ['Name', 'Id']]), /not the OFSI Consolidated List/);
  });
});

describe('OFSI snapshot folders: the XLSX is preferred, the CSV accepted', () => {
  let tmp: string;
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'vigil-ofsi-'));
  });
  after(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('reads a generated ConList.xlsx (sheet Data) before a ConList.csv in the same folder', async () => {
    const snap = path.join(tmp, 'lists/gb_ofsi_conlist/2030-01-02');
    await mkdir(snap, { recursive: true });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Data');
    ws.addRow(['Last Updated', '02/01/2030']);
    ws.addRow(['Name 6', 'Name 1', 'Name Non-Latin Script', 'DOB', 'Group Type', 'Alias Type', 'Alias Quality', 'Regime', 'Listed On', 'Group ID']);
    ws.addRow(['ROE', 'Jane', 'Джейн Роу', '00/00/1980', 'Individual', 'Primary name', '', 'Testland', '03/04/2021', '77']);
    ws.addRow(['ROE', 'J.', '', '', 'Individual', 'AKA', 'Low quality', 'Testland', '03/04/2021', '77']);
    ws.addRow(['BROKEN', '', '', '', 'Entity', 'Primary name', '', 'Testland', '03/04/2021', '']);
    await wb.xlsx.writeFile(path.join(snap, 'ConList.xlsx'));
    await writeFile(path.join(snap, 'ConList.csv'), 'not read\n');
    assert.equal(findSnapshot(tmp, 'gb_ofsi'), snap);
    const r = await loadList(tmp, 'gb_ofsi');
    assert.ok(r, 'loaded');
    assert.equal(r.published_on, '2030-01-02');
    assert.equal(r.malformed, 1);
    assert.deepEqual(r.records[0].names.map((n) => [n.name, n.quality, n.alias_type]), [
      ['Jane ROE', 'strong', undefined], ['Джейн Роу', 'strong', 'original_script'], ['J. ROE', 'weak', 'aka'],
    ]);
  });

  it('accepts a folder with only the legacy CSV; picks the real 2025 XLSX snapshot', () => {
    assert.equal(findSnapshot(SHARED_DATA, 'gb_ofsi'), dataPath('lists/gb_ofsi_conlist/2025-04-14'));
    assert.deepEqual([listSource('gb_ofsi').files[0].name, ...(listSource('gb_ofsi').files[0].alternatives ?? [])], ['ConList.xlsx', 'sanctionsconlist.csv', 'ConList.csv']);
    assert.equal(listSource('gb_ofsi').files[0].url, 'https://ofsistorage.blob.core.windows.net/publishlive/2022format/ConList.xlsx');
  });
});

describe('Australia DFAT 2024-11-11 (regulation8_consolidated.xlsx)', () => {
  let dfat: ListLoadResult & { ms: number };
  before(async () => {
    dfat = await timed(() => loadDfat(dataPath('lists/au_dfat_consolidated/2024-11-11')));
  });

  it('has the README counts (3,062 listings: 2,316 individuals, 746 entities)', (t) => {
    report(t, 'DFAT regulation8_consolidated.xlsx', dfat);
    assert.equal(dfat.list, 'au_dfat');
    assert.equal(dfat.records.length, 3062);
    assert.deepEqual(countEntityTypes(dfat), { individual: 2316, company: 746 });
    assert.equal(dfat.malformed, 0);
    assert.equal(dfat.published_on, '2024-11-11', 'the latest Control Date');
    // 440 Original Script rows; one (6241a) repeats its listing's primary name in Latin script.
    assert.equal(dfat.records.reduce((n, r) => n + r.names.filter((x) => x.alias_type === 'original_script').length, 0), 439);
    assert.equal(findSnapshot(SHARED_DATA, 'au_dfat'), dataPath('lists/au_dfat_consolidated/2024-11-11'));
  });

  it('reads listing 2 (MOHAMMAD HASSAN AKHUND) with its Original Script alias, field by field', () => {
    const r = recordById(dfat, '2');
    assert.equal(r.name, 'MOHAMMAD HASSAN AKHUND');
    assert.equal(r.entity_type, 'individual');
    assert.deepEqual(r.names.slice(1), [{ name: 'محمد حسن أخوند', kind: 'alias', quality: 'strong', alias_type: 'original_script' }]);
    assert.deepEqual(r.dates_of_birth, [
      { raw: 'Approximately 1955- 1958', kind: 'range', from_year: 1954, to_year: 1959 },
      { raw: 'Approximately 1945-1950', kind: 'range', from_year: 1944, to_year: 1951 },
    ]);
    assert.deepEqual(r.places_of_birth, ['Pashmul village, Panjwai District, Kandahar Province, Afghanistan']);
    assert.deepEqual(r.nationalities, ['AF']);
    assert.deepEqual(r.programs, ['1988 (Taliban)']);
    assert.equal(r.listed_on, '2001-01-25');
    assert.deepEqual(r.addresses, [], '"NA" is no address');
    assert.match(r.remarks ?? '', /Listing information: Listed by UN 1267 Committee on 25 January 2001[^\n]*\nControl date: 2014-12-15$/);
    assert.equal(r.same_as, undefined);
  });

  it('reads a date cell, documents and fka names (listings 147 and 2943)', () => {
    const z = recordById(dfat, '147');
    assert.deepEqual(z.dates_of_birth, [{ raw: '1951-06-19', kind: 'exact', year: 1951, month: 6, day: 19 }]);
    assert.deepEqual(z.identifiers.map((i) => [i.type, i.number]), [['Passport', '1084010'], ['Passport', '19820215']]);
    assert.ok(z.names.some((n) => n.name === 'أيمن محمد ربيع الظواهري' && n.alias_type === 'original_script'), 'original script');
    const adf = recordById(dfat, '2943');
    assert.deepEqual(adf.names.filter((n) => n.alias_type === 'fka').map((n) => n.name), [
      'Forces Démocratiques Alliées-Armée Nationale de Libération de l’Ouganda', 'ADF/NALU', 'NALU',
    ]);
    assert.deepEqual(adf.addresses, [{ street: 'North Kivu Province, Democratic Republic of the Congo', country: 'CD' }]);
  });

  it('maps listing dates and committees', () => {
    assert.equal(dfatListingDate('Listed on: 26 Sep. 2022'), '2022-09-26');
    assert.equal(dfatListingDate('Designated under the Autonomous Sanctions Regulations 2011 on 2 March 2012. (Relisted on 12 January 2024)'), '2012-03-02');
    assert.equal(dfatListingDate('Autonomous Sanctions (Designated Persons ...) Instrument 2022'), undefined);
    assert.ok(dfat.records.some((r) => r.programs.includes('1970 (Libya)') && r.programs.includes('1973 (Libya)')), '"1970 (Libya) 1973 (Libya)" is two committees');
  });

  it('counts bad rows and listings in a hand-written sheet; Control Date serials become dates', () => {
    const header = ['Reference', 'Name of Individual or Entity', 'Type', 'Name Type', 'Date of Birth', 'Place of Birth', 'Citizenship', 'Address', 'Additional Information', 'Listing Information', 'Committees', 'Control Date'];
    const parsed = parseDfatRows([
      header,
      [1, 'JOHN DOE', 'Individual ', 'Primary Name ', '00/00/1970', 'NA', 'Russian and Ukrainian', 'NA', 'Gender: Male', 'Listed on: 2 Mar. 2016', 'Autonomous (Russia)', 45607],
      ['1a', 'Джон Доу', 'individual', 'original script', null, null, null, null, null, null, null, 45607],
      ['1b', 'JON DOE', 'Individual', 'Aka ', null, null, null, null, null, null, null, 45000],
      ['x9', 'NOBODY', 'Individual', 'Primary Name', null, null, null, null, null, null, null, 45607], // bad Reference
      [2, 'THING', 'Vessel', 'Primary Name', null, null, null, null, null, null, null, 45607], // unknown Type
    ], 'fixture');
    assert.equal(parsed.records.length, 1);
    assert.equal(parsed.malformed, 2);
    assert.equal(parsed.published_on, '2024-11-11', 'serial 45607');
    const rec = parsed.records[0];
    assert.deepEqual(rec.names.map((n) => [n.name, n.alias_type]), [['JOHN DOE', undefined], ['Джон Доу', 'original_script'], ['JON DOE', 'aka']]);
    assert.deepEqual(rec.nationalities, ['RU', 'UA']);
    assert.equal(rec.gender, 'male');
    assert.equal(rec.listed_on, '2016-03-02');
    assert.match(rec.remarks ?? '', /Control date: 2024-11-11$/);
    assert.equal(cellDate(45607), '2024-11-11');
    assert.equal(cellDate(new Date(Date.UTC(2014, 11, 15))), '2014-12-15');
    assert.throws(() => parseDfatRows([['Something', 'else']], 'fixture'), /not the DFAT Consolidated List/);
  });
});

describe('Canada SEMA 2020-04 (sema-lmes.xml)', () => {
  let sema: ListLoadResult & { ms: number };
  before(async () => {
    sema = await timed(() => loadSema(dataPath('lists/ca_sema/2020-04')));
  });

  it('has the README counts (1,369 records: 985 individuals, 384 entities, 10 regimes)', (t) => {
    report(t, 'SEMA sema-lmes.xml', sema);
    assert.equal(sema.list, 'ca_sema');
    assert.equal(sema.records.length, 1369);
    assert.deepEqual(countEntityTypes(sema), { individual: 985, company: 384 });
    assert.equal(sema.malformed, 0);
    assert.equal(sema.published_on, '2020-04');
    assert.equal(new Set(sema.records.flatMap((r) => r.programs)).size, 10);
    assert.equal(new Set(sema.records.map((r) => r.source_id)).size, 1369, 'derived ids are unique');
    assert.ok(sema.records.every((r) => r.nationalities.length === 0 && r.countries.length === 0), 'Country is the regime, not a nationality');
  });

  it('reads records with aliases, field by field', () => {
    const htoo = recordById(sema, 'Burma/1/7');
    assert.equal(htoo.name, 'Htoo Furniture');
    assert.equal(htoo.entity_type, 'company');
    assert.deepEqual(htoo.names.slice(1).map((n) => [n.name, n.quality, n.alias_type]), [
      ['Htoo Wood', 'strong', 'aka'], ['Htoo Wood Products', 'strong', 'aka'],
      ['Htoo Wood Products Pte. Limited', 'strong', 'aka'], ['Htoo Wood-Based Industry', 'strong', 'aka'],
    ]);
    assert.deepEqual(htoo.programs, ['Burma / Birmanie']);
    const mann = recordById(sema, 'Burma/2/4');
    assert.equal(mann.name, 'Aung Thet Mann');
    assert.deepEqual(mann.names[0].parts, { first: 'Aung', middle: 'Thet', last: 'Mann' });
    assert.deepEqual(mann.names.slice(1).map((n) => n.name), ['Shwe Mann Ko Ko']);
    assert.deepEqual(mann.dates_of_birth, [{ raw: '1977-06-19', kind: 'exact', year: 1977, month: 6, day: 19 }]);
    assert.equal(recordById(sema, 'Venezuela/-/55').name, 'Manuel Gregorio BERNAL MARTÍNEZ');
    // A person's alias that spells only the given names or only the surname is completed into a whole name.
    const zharov = sema.records.find((r) => r.name === 'Aleksandr Aleksandrovich ZHAROV');
    assert.deepEqual(zharov?.names.slice(1).map((n) => n.name), ['Alexander Alexandrovich ZHAROV']);
    const salyaev = sema.records.find((r) => r.name === 'Aleksey Mikhailovich SALYAEV');
    assert.deepEqual(salyaev?.names.slice(1).map((n) => n.name), ['Aleksei SALYAEV', 'Oleksii SALYAYEV', 'Aleksey Mikhailovich SALIAIEV']);
    assert.deepEqual(sema.records.find((r) => r.name === 'Arseny PAVLOV')?.names.slice(1).map((n) => n.name), ['Motorola'], 'a nom de guerre stays as written');
    assert.equal(recordById(sema, 'JVCFOR/1/1').programs[0].startsWith('Justice for Victims of Corrupt Foreign Officials Regulations (JVCFOR)'), true);
  });

  it('reads the newer layout (bilingual tags, EntityOrShip, ships, DateOfListing) and counts bad records', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Hand-written fixture in the newer layout (field names as later files use them); not a publisher file. -->
<data-set>
  <record><Country-Pays>Russia / Russie</Country-Pays><EntityOrShip-EntiteOuNavire>Example Shipping LLC</EntityOrShip-EntiteOuNavire>
    <Aliases-Alias>Example Shipping, Co., Ltd., ESL</Aliases-Alias><Schedule-Annexe>1, Part 2</Schedule-Annexe><Item-NumeroDarticle>3</Item-NumeroDarticle>
    <DateOfListing-DateDinscription>2022-03-15</DateOfListing-DateDinscription></record>
  <record><Country>Russia / Russie</Country><EntityOrShip>EXAMPLE STAR</EntityOrShip><TitleOrShip>Oil tanker</TitleOrShip>
    <ShipIMONumber>9123456</ShipIMONumber><DateOfBirthOrShipBuildDate>2004</DateOfBirthOrShipBuildDate><Schedule>1.1</Schedule><Item>1</Item></record>
  <record><Country>Belarus</Country><LastName>Doe</LastName><GivenName>Jane Q</GivenName><DateOfBirthOrShipBuildDate>1970-05</DateOfBirthOrShipBuildDate>
    <Schedule>1, Part 1</Schedule><Item>1</Item><DateOfListing>not a date</DateOfListing></record>
  <record><Country>Belarus</Country><Schedule>1, Part 1</Schedule><Item>2</Item></record>
  <record><Country>Belarus</Country><LastName>Twin</LastName><Schedule>1, Part 1</Schedule><Item>1</Item></record>
</data-set>`;
    const parsed = parseSema(xml);
    assert.equal(parsed.records.length, 3);
    assert.equal(parsed.malformed, 2, 'a record without a name and a duplicate Schedule/Item');
    const [company, ship, person] = parsed.records;
    assert.equal(company.source_id, 'Russia/1, Part 2/3');
    assert.equal(company.listed_on, '2022-03-15');
    assert.deepEqual(company.names.map((n) => n.name), ['Example Shipping LLC', 'Example Shipping, Co., Ltd.', 'ESL']);
    assert.equal(ship.entity_type, 'vessel');
    assert.deepEqual(ship.identifiers, [{ type: 'IMO', number: '9123456' }]);
    assert.deepEqual(ship.dates_of_birth, [], 'a build year is not a date of birth');
    assert.equal(ship.title, 'Oil tanker');
    assert.deepEqual(person.dates_of_birth, [{ raw: '1970-05', kind: 'year', year: 1970, month: 5 }]);
    assert.equal(person.listed_on, undefined);
    assert.ok(parsed.warnings.some((w) => /DateOfListing "not a date"/.test(w)), 'warns about the bad listing date');
    assert.equal(semaRegimeKey('Justice for Victims of Corrupt Foreign Officials Regulations (JVCFOR) / Règlement (RJVDEC)'), 'JVCFOR');
    assert.deepEqual(semaAliases('A, B Ltd., Inc.'), ['A', 'B Ltd., Inc.']);
    assert.equal(semaPersonAlias('Andrei', 'Andrey Vladimirovich', 'CHEREZOV'), 'Andrei CHEREZOV');
    assert.equal(semaPersonAlias('PASHENKO', 'Natalya Aleksandrovna', 'PASHCHENKO'), 'Natalya Aleksandrovna PASHENKO');
    assert.equal(semaPersonAlias('Igor STRELKOV', 'Igor', 'GIRKIN'), 'Igor STRELKOV');
    assert.equal(semaPersonAlias('Givi', 'Mikhail', 'TOLSTYKH'), 'Givi');
    assert.throws(() => parseSema('<other/>'), /no data-set root/);
  });
});

describe('the catalogue knows the three lists', () => {
  it('has official URLs and folders', () => {
    assert.equal(listSource('au_dfat').files[0].url, 'https://www.dfat.gov.au/sites/default/files/regulation8_consolidated.xlsx');
    assert.equal(listSource('ca_sema').files[0].url, 'https://www.international.gc.ca/world-monde/assets/office_docs/international_relations-relations_internationales/sanctions/sema-lmes.xml');
    assert.equal(findSnapshot(SHARED_DATA, 'ca_sema'), dataPath('lists/ca_sema/2020-04'));
  });

  it('streams the same rows as exceljs reads from the whole workbook (OFSI 2025, DFAT 2024)', async () => {
    for (const [file, sheet, count] of [
      ['lists/gb_ofsi_conlist/2025-04-14/ConList.xlsx', 'Data', 18800],
      ['lists/au_dfat_consolidated/2024-11-11/regulation8_consolidated.xlsx', undefined, 9554],
    ] as const) {
      const streamed = await readXlsxRows(dataPath(file), sheet);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(dataPath(file));
      const ws = sheet ? wb.getWorksheet(sheet) : wb.worksheets[0];
      assert.ok(ws, `${file}: exceljs finds the sheet`);
      const whole: string[][] = [];
      ws.eachRow({ includeEmpty: false }, (row) => {
        const v = row.values as unknown[];
        whole.push(Array.from({ length: Math.max(0, v.length - 1) }, (_, i) => cellText(v[i + 1])));
      });
      assert.equal(streamed.length, count, `${file}: rows`);
      assert.equal(whole.length, count, `${file}: rows read by exceljs`);
      const differing = streamed.findIndex((r, i) => JSON.stringify(r.map(cellText)) !== JSON.stringify(whole[i]));
      assert.equal(differing, -1, `${file}: row ${differing} differs`);
      // Date-formatted cells come as Dates (DFAT's Control Date, column L), as exceljs gives them.
      if (!sheet) assert.ok(streamed[1][11] instanceof Date && cellDate(streamed[1][11]) === '2014-12-15', 'DFAT control date is a Date');
    }
  });

  it('reads every kind of cell of a generated workbook as exceljs wrote it (fixture written here)', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'vigil-xlsx-'));
    try {
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet('Other').addRow(['not this sheet']);
      const ws = wb.addWorksheet('Cells');
      ws.addRow(['text', 42, true, new Date(Date.UTC(2020, 1, 29)), { richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] }]);
      ws.addRow([]);
      ws.getCell('C3').value = 'sparse';
      ws.getCell('A4').value = { formula: '1+1', result: 2 };
      ws.getCell('B4').value = { text: 'a link', hyperlink: 'https://example.org' };
      ws.getCell('C4').value = 'Джейн _x000D_ Роу';
      const file = path.join(tmp, 'cells.xlsx');
      await wb.xlsx.writeFile(file);
      const rows = await readXlsxRows(file, 'Cells');
      assert.equal(rows.length, 3, 'the empty row is skipped');
      assert.deepEqual(rows[0].slice(0, 4), ['text', 42, true, new Date(Date.UTC(2020, 1, 29))]);
      assert.equal(cellText(rows[0][4]), 'rich text', 'rich-text runs joined');
      assert.deepEqual(rows[1], [undefined, undefined, 'sparse'], 'cells keep their column');
      assert.deepEqual(rows[2].map(cellText), ['2', 'a link', 'Джейн \r Роу'], 'formula result, hyperlink text, escapes decoded');
      await assert.rejects(readXlsxRows(file, 'Missing'), /no worksheet "Missing" \(sheets: Other, Cells\)/);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it('reads the sheet rows of a workbook and names the path of an unreadable one', async () => {
    const rows = await readXlsxRows(dataPath('lists/au_dfat_consolidated/2024-11-11/regulation8_consolidated.xlsx'));
    assert.equal(rows.length, 9554, 'header + 9,553 rows');
    await assert.rejects(readXlsxRows(dataPath('lists/ca_sema/2020-04/sema-lmes.xml')), /sema-lmes\.xml: not a readable XLSX workbook/);
  });
});
