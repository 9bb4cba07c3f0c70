/**
 * Retrieval keys of matcher 2025.8 (src/screening/index.ts), on hand-made records (fixtures written here,
 * not list data):
 * - the whole-name key (`F`, `fullNameKey`): a listed name whose every word is common (each over
 *   `maxPostings`, so none of its words may create a candidate) is still retrieved when the query holds
 *   exactly its words, in another order or spelt another way; a small `maxPostings` makes the fixture's
 *   words "common";
 * - the short-token spelling key (`S`, `shortSpelling`): an unlisted query token of at most four letters
 *   finds the listed token of the same spelling key (CIM / KIM).
 * Run: node --import tsx --test test/screening-retrieval-keys.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Screener } from '../src/screening/engine.js';
import { newRecord } from '../src/lists/common.js';
import type { ListRecord } from '../src/lists/types.js';

const rec = (id: string, name: string): ListRecord =>
  newRecord({ list: 'test', source_name: 'test', source_id: id, entity_type: 'individual', result_type: 'sanction', name, url: `https://example.org/${id}` });

// Sixty names holding "Muhammad Ali" in that order with a third word, and the listed "'ALI, Muhammad"
// (surname first, as OFAC writes it): MUHAMMAD and ALI are each in 61 names, over maxPostings 20.
const SURNAMES = Array.from({ length: 60 }, (_, i) => `BARAKAT${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`);
const records = [...SURNAMES.map((s, i) => rec(`n${i}`, `${s}, Muhammad Ali`)), rec('target', "'ALI, Muhammad")];
const config = { maxPostings: 20 };

describe('a name of common words in another order', () => {
  it('is retrieved and ranked first', () => {
    const found = Screener.build(records, config).screen({ name: "Muhammad 'ALI", entity_type: 'individual' }, { minScore: 0, limit: 5 });
    assert.equal(found[0]?.record.source_id, 'target');
    assert.equal(found[0]?.score, 1);
  });

  it('is retrieved when a word is spelt another way (KH for H: "Mukhammad ALI")', () => {
    const found = Screener.build(records, config).screen({ name: "Mukhammad 'ALI", entity_type: 'individual' }, { minScore: 0, limit: 5 });
    assert.equal(found[0]?.record.source_id, 'target');
  });
});

describe('a short token spelt another way', () => {
  const people = [rec('kim', 'KIM, Lidia'), rec('yue', 'YUE, Richard'), ...['Maria LOPEZ', 'John SMITH', 'Olga PETROVA', 'Chen WEI'].map((n, i) => rec(`f${i}`, n))];
  const screener = Screener.build(people);
  const retrieved = (name: string) => screener.screen({ name, entity_type: 'individual' }, { minScore: 0, limit: 10 }).map((m) => m.record.source_id);

  it('finds the listed token through its spelling key (CIM for KIM, IUE for YUE)', () => {
    assert.ok(retrieved('Lidia CIM').includes('kim'));
    assert.ok(retrieved('Richard IUE').includes('yue'));
  });
});
