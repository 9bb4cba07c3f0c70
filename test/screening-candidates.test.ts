/**
 * Candidate selection with a per-list quota (src/screening/candidates.ts) on hand-written hit lists,
 * and through the engine on hand-made records (fixtures written here): a list with many similar names
 * cannot take every candidate slot. Run: node --import tsx --test test/screening-candidates.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { listQuota, selectWithQuota } from '../src/screening/candidates.js';
import { Screener } from '../src/screening/engine.js';
import { newRecord } from '../src/lists/common.js';
import type { ListRecord } from '../src/lists/types.js';

interface Hit { unit: number; list: string }
const pick = (hits: Hit[], max: number, quota: number) =>
  selectWithQuota(hits, max, quota, (h) => h.unit, (h) => h.list).map((h) => `${h.list}${h.unit}`);

describe('selectWithQuota', () => {
  it('keeps one list to its quota while another list has candidates waiting', () => {
    const hits: Hit[] = [1, 2, 3, 4, 5].map((u) => ({ unit: u, list: 'a' })).concat([{ unit: 6, list: 'b' }, { unit: 7, list: 'b' }]);
    assert.deepEqual(pick(hits, 4, 2), ['a1', 'a2', 'b6', 'b7']);
  });

  it('gives the slots other lists leave free back to the big list, best first', () => {
    const hits: Hit[] = [1, 2, 3, 4, 5].map((u) => ({ unit: u, list: 'a' })).concat([{ unit: 6, list: 'b' }]);
    assert.deepEqual(pick(hits, 4, 2), ['a1', 'a2', 'a3', 'b6']);
  });

  it('returns every item of a taken unit, in input order, and all items when nothing is cut', () => {
    const hits: Hit[] = [{ unit: 1, list: 'a' }, { unit: 2, list: 'a' }, { unit: 1, list: 'a' }, { unit: 3, list: 'b' }];
    assert.deepEqual(pick(hits, 2, 1), ['a1', 'a1', 'b3']);
    assert.equal(selectWithQuota(hits, 10, 5, (h) => h.unit, (h) => h.list), hits, 'nothing cut: the same array');
    assert.equal(listQuota(40), 20);
    assert.equal(listQuota(1), 1);
  });
});

describe('the engine with a crowded list', () => {
  const rec = (list: string, id: string, name: string): ListRecord =>
    newRecord({ list, source_name: list, source_id: id, entity_type: 'individual', result_type: list === 'pep' ? 'pep' : 'sanction', name, url: `https://example.org/${id}` });

  it('still scores the other list\'s record when 60 records of one list share the query\'s tokens', () => {
    // 60 legislators "Maria Lopez <given name>" retrieve as well as the sanctioned "Maria Lopez" for
    // the query "Maria Lopez"; the default cap is 40 candidates.
    const givens = ['Ana', 'Bea', 'Carla', 'Dora', 'Elena', 'Flora', 'Gina', 'Hilda', 'Ines', 'Julia'];
    const peps = Array.from({ length: 60 }, (_, i) => rec('pep', `p${i}`, `Maria ${givens[i % 10]} Lopez ${givens[Math.floor(i / 10)]}`));
    const target = rec('sanctions', 's1', 'Lopez Maria Teodora');
    const screener = Screener.build([...peps, target]);
    const matches = screener.screen({ name: 'Maria Lopez' }, { minScore: 0, limit: 100 });
    assert.ok(matches.some((m) => m.record === target), 'the sanctions record is a candidate');
    assert.ok(matches.filter((m) => m.record.list === 'pep').length <= 40, 'at most 40 candidates in all');
  });
});
