/**
 * The bound on a person's name score that lets the screener skip names (score/align.ts
 * `personScoreCeiling`): it must never be below the score itself, or a finding would be lost.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { personScoreCeiling, scoreNames } from '../src/screening/score.js';

const person = (s: string) => normaliseName(s, { type: 'individual' });

test('the ceiling of two names in Han characters is their character agreement, never below the score', () => {
  const pairs: Array<[string, string]> = [
    ['王伟', '王偉'],
    ['李文刚', '李文剛'],
    ['习近平', '習近平'],
    ['金正恩', '金正日'],
    ['张余亭', '彭建武'],
    ['田中真綾', '田中桃子'],
  ];
  for (const [a, b] of pairs) {
    const qa = person(a);
    const qb = person(b);
    const ceiling = personScoreCeiling(qa, qb);
    const score = scoreNames(qa, qb, DEFAULT_CONFIG.name, true).score;
    assert.ok(score <= ceiling, `${a} ~ ${b}: score ${score} above ceiling ${ceiling}`);
  }
  // Unrelated characters: a low ceiling, so the screener skips the name.
  assert.ok(personScoreCeiling(person('张余亭'), person('彭建武')) < 0.1);
});

test('no ceiling below 1 without two different names in one logographic script', () => {
  assert.equal(personScoreCeiling(person('Xi Jinping'), person('习近平')), 1);
  assert.equal(personScoreCeiling(person('Wang Wei'), person('Wang Wie')), 1);
  assert.equal(personScoreCeiling(person('王伟'), person('王伟')), 1);
});
