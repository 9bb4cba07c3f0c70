/** Cross-list merging of matches (src/screening/merge.ts) on hand-made records. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergeSameParty, sameParty } from '../src/screening/merge.js';
import { newRecord } from '../src/lists/common.js';
import type { ListRecord } from '../src/lists/types.js';
import type { ScreeningMatch } from '../src/screening/types.js';

function rec(list: string, id: string, name: string, extra: Partial<ListRecord> = {}): ListRecord {
  const base = newRecord({
    list,
    source_name: list,
    source_id: id,
    entity_type: 'individual',
    result_type: 'sanction',
    name,
    url: `https://example.org/${list}/${id}`,
  });
  return { ...base, programs: [list.toUpperCase()], ...extra };
}

function match(record: ListRecord, score: number, fp: 'yes' | 'no' = 'no'): ScreeningMatch {
  return {
    record,
    score,
    false_positive: fp,
    explanation: { query_name: 'q', matched_name: record.name, name_score: score, contributions: [], summary: '' },
  };
}

test('the same name on two lists is one party; name order and case do not matter', () => {
  assert.ok(sameParty(rec('us_ofac_sdn', '1', 'PETROV, Ivan'), rec('us_trade_csl', 'x', 'Ivan Petrov')));
});

test('two designations on one list stay separate', () => {
  assert.equal(sameParty(rec('us_ofac_sdn', '1', 'PETROV, Ivan'), rec('us_ofac_sdn', '2', 'PETROV, Ivan')), false);
});

test('conflicting birth years or entity types keep namesakes apart', () => {
  const a = rec('un_sc', 'A', 'Ivan Petrov', { dates_of_birth: [{ raw: '1960', kind: 'year', year: 1960 }] });
  const b = rec('us_ofac_sdn', 'B', 'PETROV, Ivan', { dates_of_birth: [{ raw: '1975', kind: 'year', year: 1975 }] });
  assert.equal(sameParty(a, b), false);
  const c = rec('us_ofac_sdn', 'C', 'PETROV, Ivan', { dates_of_birth: [{ raw: '1959 to 1961', kind: 'range', from_year: 1959, to_year: 1961 }] });
  assert.ok(sameParty(a, c));
  assert.equal(sameParty(rec('un_sc', 'V', 'OCEAN STAR', { entity_type: 'vessel' }), rec('us_ofac_sdn', 'W', 'OCEAN STAR', { entity_type: 'company' })), false);
});

test("a publisher's cross-reference links records whatever their names", () => {
  const csl = rec('us_trade_csl', '777', 'Transliterated Differently', { same_as: ['us_ofac_sdn:777'] });
  assert.ok(sameParty(rec('us_ofac_sdn', '777', 'Original Spelling'), csl));
});

test('merging keeps one finding per party, best record first, every list kept, severest result type', () => {
  const sdn = rec('us_ofac_sdn', '1', 'PETROV, Ivan');
  const csl = rec('us_trade_csl', '1', 'PETROV, Ivan', { result_type: 'enforcement' });
  const un = rec('un_sc', 'QDi.1', 'IVAN PETROV');
  const other = rec('un_sc', 'QDi.2', 'IVANA PETROVA');
  const merged = mergeSameParty([match(csl, 0.95), match(sdn, 0.95), match(other, 0.85), match(un, 0.9)]);
  assert.equal(merged.length, 2);
  assert.equal(merged[0].record.list, 'us_ofac_sdn', 'the designating list wins a tie with the aggregator');
  assert.deepEqual(merged[0].also.map((m) => m.record.list).sort(), ['un_sc', 'us_trade_csl']);
  assert.equal(merged[0].record.result_type, 'sanction');
  assert.equal(merged[1].record.source_id, 'QDi.2');
});

test('a merged party is a false positive only if every listing is rated one', () => {
  const a = rec('us_ofac_sdn', '1', 'PETROV, Ivan');
  const b = rec('us_trade_csl', '1', 'PETROV, Ivan');
  assert.equal(mergeSameParty([match(a, 0.9, 'yes'), match(b, 0.85, 'no')])[0].false_positive, 'no');
  assert.equal(mergeSameParty([match(a, 0.9, 'yes'), match(b, 0.85, 'yes')])[0].false_positive, 'yes');
});

test('one list repeating a party under its own cross-reference is one finding; without a link one list stays separate', () => {
  const sdnRow = rec('us_trade_csl', '17018/SDN', 'SBERBANK OF RUSSIA', { same_as: ['us_trade_csl:17018/SSI'] });
  const ssiRow = rec('us_trade_csl', '17018/SSI', 'SBERBANK OF RUSSIA', { same_as: ['us_trade_csl:17018/SDN'] });
  const other = rec('us_trade_csl', '18713', 'SBERBANK OF RUSSIA');
  const merged = mergeSameParty([match(sdnRow, 1), match(ssiRow, 1), match(other, 1)]);
  assert.deepEqual(merged.map((m) => [m.record.source_id, m.also.map((a) => a.record.source_id)]), [['17018/SDN', ['17018/SSI']], ['18713', []]]);
});
