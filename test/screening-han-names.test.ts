/**
 * Persons' names written in Han characters (matcher 2025.32): every character is a syllable of the
 * name, none a title or a Romance particle (何 HE, 德 DE, 鄂 E); the Latin HE is the surname He, not
 * "His Excellency" (which the lists never write so; "H.E." still is); and a Han name with a syllable the
 * Latin name lacks, while the Latin name has a word the Han name lacks, disagrees on a character
 * (`hanSyllableConflictCap`), as does a Latin name with a word that is a pinyin syllable the Han name
 * lacks, and a syllable paired with another pinyin syllable is another character (matcher 2025.36).
 * Hand-written pairs in the shape of the lists' names (the OFAC and CSL
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
  // Every syllable of the Han name pairs; the Latin name adds a word that is no pinyin syllable (an
  // English given name): no disagreement on a character.
  assert.ok(score('李方威', 'Karl LI Fang Wei') >= 0.8, `${score('李方威', 'Karl LI Fang Wei')}`);
});

test('a word of the Latin name that is a pinyin syllable is a character the Han name lacks (matcher 2025.36)', () => {
  const cap = DEFAULT_CONFIG.name.hanSyllableConflictCap;
  assert.ok(score('方威', 'LI Fang Wei') <= cap, `${score('方威', 'LI Fang Wei')}`);
  assert.ok(score('张平', 'ZHANG, Jiang Ping') <= cap, `${score('张平', 'ZHANG, Jiang Ping')}`);
  assert.ok(score('陈舒', 'CHEN, Shu Sheng') <= cap, `${score('陈舒', 'CHEN, Shu Sheng')}`);
  const { explanation } = compareNames('张平', 'ZHANG, Jiang Ping', 'individual');
  assert.match(explanation.contributions[0].detail, /the syllable JIANG is not in the Chinese name/);
  // Not a pinyin syllable: a Korean spelling is left alone (no cap from this rule).
  assert.ok(score('李勇', 'LI Yong KIM') > cap, `${score('李勇', 'LI Yong KIM')}`);
});

test('a syllable paired with another pinyin syllable is another character (matcher 2025.36)', () => {
  // ZHENG and ZHANG, ZHUANG and ZHANG are two characters (郑/张, 庄/张), not two spellings of one.
  assert.ok(score('郑伟', 'WEI, Zhang') < 0.8, `${score('郑伟', 'WEI, Zhang')}`);
  assert.ok(score('庄建', 'ZHANG, Jian') < 0.8, `${score('庄建', 'ZHANG, Jian')}`);
  // A spelling no pinyin writes keeps its similarity (JANG: a Korean spelling the scorer may pair).
  const { explanation } = compareNames('姜勇', 'JANG YONG', 'individual');
  assert.match(explanation.contributions[0].detail, /JIANG~JANG/);
  assert.equal(score('丁仲礼', 'DING, Zhongli'), 1);
});
