/**
 * Persons' names written in Han characters (matcher 2025.32): every character is a syllable of the
 * name, none a title or a Romance particle (何 HE, 德 DE, 鄂 E); the Latin HE is the surname He, not
 * "His Excellency" (which the lists never write so; "H.E." still is); and a Han name with a syllable the
 * Latin name lacks, while the Latin name has a word the Han name lacks, disagrees on a character
 * (`hanSyllableConflictCap`). Hand-written pairs in the shape of the lists' names (the OFAC and CSL
 * spellings "HE, Yi", "LI, Cheng He"; EveryPolitician's Chinese legislators).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';

const tokens = (name: string) => normaliseName(name, { type: 'individual' }).tokens.map((t) => `${t.text}:${t.cls}`);
const score = (a: string, b: string) => compareNames(a, b, 'individual').score;

test('every character of a Han name is a name syllable: no title, no particle', () => {
  assert.deepEqual(tokens('何金平'), ['HE:name', 'JIN:name', 'PING:name']);
  assert.deepEqual(tokens('张德江'), ['ZHANG:name', 'DE:name', 'JIANG:name']);
  assert.deepEqual(tokens('万鄂湘'), ['WAN:name', 'E:name', 'XIANG:name']);
});

test('the Latin HE is the surname He; "H.E." is still the title', () => {
  assert.deepEqual(tokens('HE, Yi').map((t) => t.split(':')[0]), ['HE', 'YI']);
  assert.deepEqual(tokens('H.E. Ahmed Ali').map((t) => t.split(':')[0]), ['AHMED', 'ALI']);
  assert.ok(score('Wang Yi', 'HE, Yi') < 0.8, `${score('Wang Yi', 'HE, Yi')}`);
});

test('a Han name and a Latin name each with a name the other lacks disagree on a character', () => {
  const cap = DEFAULT_CONFIG.name.hanSyllableConflictCap;
  assert.ok(score('何金平', 'Jin Ping LI') < 0.8, `${score('何金平', 'Jin Ping LI')}`);
  assert.ok(score('丁荣余', 'DU, Yu Rong') <= cap, `${score('丁荣余', 'DU, Yu Rong')}`);
  assert.ok(score('张德江', 'ZHANG, Jiang Ping') <= cap, `${score('张德江', 'ZHANG, Jiang Ping')}`);
  const { explanation } = compareNames('丁荣余', 'DU, Yu Rong', 'individual');
  assert.match(explanation.contributions[0].detail, /the Chinese syllable DING is not in the other name/);
});

test('the same person in Han and in Latin letters still matches', () => {
  assert.ok(score('何健忠', 'HE Jianzhong') >= 0.95, `${score('何健忠', 'HE Jianzhong')}`);
  assert.equal(score('张德江', 'ZHANG Dejiang'), 1);
  assert.equal(score('李成和', 'Li Cheng He'), 1);
  // Every syllable of the Han name pairs; the Latin name adds a word: no disagreement on a character.
  assert.ok(score('方威', 'LI Fang Wei') >= 0.8, `${score('方威', 'LI Fang Wei')}`);
});
