/**
 * A Slavic surname made from a baptismal name (-OV, -EV, -IN, -ENKO, -CHUK; Unbegaun 1972) is not that
 * given name (score.ts `derivedSurname` / `slavicDerived`): NIKOLAEV is not NIKOLAY, so a Bulgarian
 * legislator "Ivan Nikolaev Ivanov" is no longer a finding on a listed "Nikolay Ivanov". Only known
 * given names count: other surnames closed by the same letters stay spellings of one name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { scoreNames, tokenSimilarity } from '../src/screening/score.js';

const cfg = DEFAULT_CONFIG.name;
const tok = (t: string) => normaliseName(t, { type: 'individual' }).tokens[0];
const person = (a: string, b: string) => scoreNames(normaliseName(a, { type: 'individual' }), normaliseName(b, { type: 'individual' }), cfg, true).score;

test('a given name and the surname made from it do not pair', () => {
  for (const [given, surname] of [['NIKOLAY', 'NIKOLAEV'], ['DMITRIY', 'DMITRIYEV'], ['IVAN', 'IVANOV'], ['SERGEY', 'SERGEEV']]) {
    assert.ok(tokenSimilarity(tok(given), tok(surname), cfg) < cfg.tokenFloor, `${given} / ${surname}`);
  }
});

test('Ivan Nikolaev Ivanov is not Nikolay Ivanov; Дмитрий Хороля is not Kirill Dmitriyev', () => {
  assert.ok(person('Ivan Nikolaev Ivanov', 'Nikolay Ivanov') < 0.8, `${person('Ivan Nikolaev Ivanov', 'Nikolay Ivanov')}`);
  assert.ok(person('Дмитрий Хороля', 'Kirill Dmitriyev') < 0.8);
});

test('surnames and other names closed by the same letters still pair', () => {
  for (const [a, b] of [['BECKETT', 'BECKETTOVA'], ['PARTO', 'PARTOV'], ['SERGEEV', 'SERGEYEV'], ['IVANOV', 'IVANOVA']]) {
    assert.ok(tokenSimilarity(tok(a), tok(b), cfg) >= cfg.tokenFloor, `${a} / ${b}`);
  }
  assert.ok(person('Sergei Ivanov', 'Sergey Ivanov') >= 0.95);
});
