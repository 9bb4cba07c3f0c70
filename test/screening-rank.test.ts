import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareMatches, sameScore } from '../src/screening/rank.js';
import type { ScreeningMatch } from '../src/screening/types.js';

/** A match carrying only what the ranking reads. */
const m = (list: string, id: string, score: number, nameScore = score): ScreeningMatch =>
  ({ record: { list, source_id: id }, score, explanation: { name_score: nameScore } }) as unknown as ScreeningMatch;

const order = (xs: ScreeningMatch[]) => [...xs].sort(compareMatches).map((x) => `${x.record.list}:${x.record.source_id}`);

test('scores that differ only by floating-point noise tie, and the list priority decides', () => {
  const third = 11 / 12;
  const noisy = 0.55 + 0.25 + 0.1166666666666667; // 11/12 summed another way: differs in the last bits
  assert.notEqual(third, noisy);
  assert.ok(sameScore(third, noisy));
  const a = m('us_trade_csl', '1', noisy);
  const b = m('un_sc', 'QDi.1', third);
  assert.deepEqual(order([a, b]), ['un_sc:QDi.1', 'us_trade_csl:1']);
  assert.deepEqual(order([b, a]), ['un_sc:QDi.1', 'us_trade_csl:1']);
});

test('a higher score ranks first whatever the list', () => {
  assert.deepEqual(order([m('un_sc', 'A', 0.85), m('us_trade_csl', 'B', 0.86)]), ['us_trade_csl:B', 'un_sc:A']);
});

test('at one score a higher name score ranks first', () => {
  assert.deepEqual(order([m('un_sc', 'A', 0.9, 0.85), m('gb_ofsi', 'B', 0.9, 0.95)]), ['gb_ofsi:B', 'un_sc:A']);
});

test('full ties fall back to list name and source id, so any input order gives one order', () => {
  const xs = [m('gb_ofsi', '20', 0.9), m('au_dfat', '7', 0.9), m('gb_ofsi', '3', 0.9)];
  const want = ['au_dfat:7', 'gb_ofsi:20', 'gb_ofsi:3'];
  assert.deepEqual(order(xs), want);
  assert.deepEqual(order([...xs].reverse()), want);
});
