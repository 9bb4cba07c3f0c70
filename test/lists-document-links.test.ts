/**
 * Cross-list links by identity document (src/lists/document-links.ts): on the real files in
 * ../shared/data (a UN-listed party on OFAC and UN is one finding with both listings) and on
 * hand-made records (fixtures written here) for the ambiguity and birth-year rules.
 * Run: LOG_LEVEL=silent node --import tsx --test test/lists-document-links.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newRecord } from '../src/lists/common.js';
import { documentKey, linkByDocuments } from '../src/lists/document-links.js';
import { loadAllLists } from '../src/lists/registry.js';
import type { ListRecord } from '../src/lists/types.js';
import { Screener } from '../src/screening/engine.js';
import { mergeSameParty } from '../src/screening/merge.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = process.env.VIGIL_DATA_DIR ?? path.resolve(repo, '../shared/data');

function rec(list: string, id: string, passport: string, year?: number): ListRecord {
  const r = newRecord({ list, source_name: list, source_id: id, entity_type: 'individual', result_type: 'sanction', name: `Person ${id}`, url: 'https://example.org' });
  r.identifiers.push({ type: 'Passport', number: passport });
  if (year) r.dates_of_birth.push({ raw: String(year), kind: 'year', year });
  return r;
}

describe('linkByDocuments on hand-made records', () => {
  it('links an OFAC record to the one UN record sharing its passport, not when birth years conflict or two UN records share it', () => {
    const un = rec('un_sc', 'QDi.001', 'E 590-976', 1965);
    const sdn = rec('us_ofac_sdn', '7', 'e590976', 1965);
    const other = rec('us_ofac_sdn', '8', 'E590976', 1970);
    assert.equal(linkByDocuments([un, sdn, other]), 1);
    assert.deepEqual(sdn.same_as, ['un_sc:QDi.001']);
    assert.equal(other.same_as, undefined, 'birth years conflict');
    const twin = rec('un_sc', 'QDi.002', 'A1234567');
    const csl = rec('us_trade_csl', 'x', 'A1234567');
    assert.equal(linkByDocuments([twin, rec('un_sc', 'QDi.003', 'A1234567'), csl]), 0, 'a number of two UN parties is ambiguous');
    assert.equal(documentKey('12345'), '', 'too short');
    assert.equal(documentKey('ABCDEFG'), '', 'no digit');
  });
});

describe('the real files (OFAC SDN 2021, UN 2026, CSL 2022)', () => {
  let screener: Screener;
  let records: ListRecord[];
  before(async () => {
    records = (await loadAllLists(DATA)).flatMap((l) => l.records);
    screener = Screener.build(records);
  });

  it('links OFAC SDN 7257 (MAAROUFI, passport E590976) to UN QDi.074', () => {
    const sdn = records.find((r) => r.list === 'us_ofac_sdn' && r.source_id === '7257');
    assert.ok(sdn?.same_as?.includes('un_sc:QDi.074'), 'SDN 7257 names UN QDi.074');
    const linked = records.filter((r) => r.same_as?.some((s) => s.startsWith('un_sc:')) && r.list.startsWith('us_'));
    assert.ok(linked.length > 200, `${linked.length} OFAC/CSL records linked to a UN record`);
  });

  it('a UN-listed party on OFAC and UN is one finding with both listings', () => {
    const matches = screener.screen({ name: 'Tarek Ben Habib Ben Al-Toumi Al-Maaroufi', entity_type: 'individual', date_of_birth: '1965-11-23' });
    const merged = mergeSameParty(matches);
    const party = merged.find((m) => [m, ...m.also].some((x) => x.record.list === 'un_sc' && x.record.source_id === 'QDi.074'));
    assert.ok(party, 'the UN record is found');
    const ids = [party, ...party.also].map((x) => `${x.record.list}:${x.record.source_id}`);
    assert.ok(ids.includes('us_ofac_sdn:7257'), `one finding holds the UN and the OFAC listing (${ids.join(', ')})`);
    assert.equal(merged.filter((m) => [m, ...m.also].some((x) => x.record.list === 'us_ofac_sdn')).length, 1, 'no second finding for the SDN record');
  });
});
