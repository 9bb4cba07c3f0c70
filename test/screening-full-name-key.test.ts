/**
 * The whole-name retrieval key (src/screening/index.ts `F` keys, `fullNameKey`): a listed name whose
 * every word is common (each over `maxPostings`, so none of its words may create a candidate) is still
 * retrieved when the query holds exactly its words in another order. Hand-made records (fixtures
 * written here, not list data); a small `maxPostings` makes the fixture's words "common".
 * Run: node --import tsx --test test/screening-full-name-key.test.ts
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
});
