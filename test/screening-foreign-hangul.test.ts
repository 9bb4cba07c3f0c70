/**
 * Foreign names written in Hangul (foreign-hangul.ts) and in kana: which Hangul names read as
 * transcriptions, their romanisation (one word per word, epenthetic ㅡ taken out), the scorer's
 * syllabic comparison with Latin names, kana readings (r read r or l), and the index in both
 * directions (hand-made records). Native Korean names keep their one-token-per-syllable reading.
 * Run: LOG_LEVEL=silent node --import tsx --test test/screening-foreign-hangul.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { foreignHangulToken, hangulReadings, latinReadings, readsForeignHangul } from '../src/screening/foreign-hangul.js';
import { romaniseHangul } from '../src/screening/romanise.js';
import { kanaReadings, vowelSkeleton } from '../src/screening/cross-script.js';
import { personRecord } from './helpers/list-records.js';
import type { ListRecord } from '../src/lists/types.js';

const T = DEFAULT_CONFIG.alertThreshold;
const squash = (s: string) => s.trim().replace(/\s+/g, ' ');
const rec = (id: string, name: string): ListRecord => personRecord(id, name);

test('a Hangul name reads as a foreign transcription by the transcription rules, a native name does not', () => {
  // (a) epenthetic ㅡ; (b) two words, no Korean surname; (c) a word of five syllables; (d) three long words.
  for (const n of ['도널드 트럼프', '보리스 존슨', '테리사 메이', '에마뉘엘 마크롱', '블라디미르 푸틴', '앙겔라 메르켈']) assert.equal(readsForeignHangul(n), true, n);
  for (const n of ['김정은', '김 정은', '정은 김', '남궁 민수', '민수 남궁', '김영복', '김정은 (조선민주주의인민공화국)', '리영호']) assert.equal(readsForeignHangul(n), false, n);
});

test('a foreign name is romanised one word per word, without the epenthetic ㅡ; a native one per syllable', () => {
  assert.equal(squash(romaniseHangul('도널드 트럼프', true)), 'doneold treomp');
  assert.equal(squash(romaniseHangul('보리스 존슨', true)), 'boris jonsn');
  assert.equal(squash(romaniseHangul('김영복', true)), 'gim yeong bok');
  // Not a person's name: syllables, as before.
  assert.equal(squash(romaniseHangul('도널드 트럼프')), 'do neol deu teu reom peu');
});

test('a romanised foreign word is told from a native syllable; its readings and the Latin ones', () => {
  assert.equal(foreignHangulToken('DONEOLD'), true);
  assert.equal(foreignHangulToken('JEONG'), false);
  assert.equal(foreignHangulToken('YI'), false);
  assert.deepEqual(hangulReadings('MAKRONG'), ['MAKRONG', 'MAKRON']);
  assert.ok(hangulReadings('BAGNEO').includes('WAGNEO'));
  assert.deepEqual(hangulReadings('VLADIMIR'), []);
  assert.deepEqual(latinReadings('GORDON'), ['GORDON', 'GODON']);
  assert.equal(vowelSkeleton('PEIJRI'), vowelSkeleton('PAISLEY'));
  assert.notEqual(vowelSkeleton('PEIJRI'), vowelSkeleton('BACHELAY'));
});

test('a foreign name in Hangul scores against its Latin spelling; words of other names do not', () => {
  const pairs: Array<[string, string]> = [
    ['도널드 트럼프', 'Donald Trump'], ['보리스 존슨', 'Boris Johnson'], ['블라디미르 푸틴', 'Vladimir Putin'],
    ['앙겔라 메르켈', 'Angela Merkel'], ['에마뉘엘 마크롱', 'Emmanuel Macron'], ['토니 블레어', 'Tony Blair'],
  ];
  for (const [h, l] of pairs) {
    assert.ok(compareNames(h, l, 'individual').score >= T, `${h} ~ ${l}`);
    assert.ok(compareNames(l, h, 'individual').score >= T, `${l} ~ ${h}`);
  }
  // One consonant skeleton, the vowels elsewhere (페이즐리 Paisley is no Bachelay); another surname.
  assert.ok(compareNames('보리스 페이즐리', 'Boris Bachelay', 'individual').score < T);
  assert.ok(compareNames('도널드 트럼프', 'Donald Trimble', 'individual').score < T);
  // Native Korean names are compared by syllable, as before.
  assert.ok(compareNames('김정은', 'Kim Jong Un', 'individual').score >= T);
});

test('the index finds a Latin-script listed name from a Hangul query and a Hangul-only listed name from a Latin query', () => {
  const filler = ['Donald Duck', 'Ronald Reagan', 'Boris Yeltsin', 'Tony Abbott', 'Gordon Brown', 'Emmanuel Petit'];
  const a = Screener.build([rec('target', 'Donald Trump'), ...filler.map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
  const topA = a.screen({ name: '도널드 트럼프', entity_type: 'individual' })[0];
  assert.equal(topA?.record.source_id, 'target');
  assert.ok(topA.score >= T);
  const hangulFiller = ['도널드 덕', '로널드 레이건', '보리스 옐친', '토니 애벗', '고든 브라운', '김정은'];
  const b = Screener.build([rec('target', '에마뉘엘 마크롱'), ...hangulFiller.map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
  const topB = b.screen({ name: 'Emmanuel Macron', entity_type: 'individual' })[0];
  assert.equal(topB?.record.source_id, 'target');
  assert.ok(topB.score >= T);
});

test('a kana word is read with r as r or l and a final long ii dropped (abjad skeleton pairs, scorer)', () => {
  assert.deepEqual(kanaReadings('MANYUERU'), ['MANYUERU', 'MANYUELU']);
  assert.ok(kanaReadings('HIRARII').includes('HILAR'));
  assert.ok(compareNames('ヒラリー・クリントン', 'Hilary Clinton', 'individual').score >= T);
  assert.ok(compareNames('ボリス・クリントン', 'Hilary Clinton', 'individual').score < T);
  // A two-consonant key whose first vowels differ stays weak evidence (ショーン SHOON is no SEIN).
  assert.ok(compareNames('ショーン・ターナー', 'Than Sein', 'individual').score < T);
});

test('the index finds a Latin-script listed name from a kana query and a kana-only listed name from a Latin query', () => {
  const a = Screener.build([rec('target', 'Hilary Clinton'), ...['Hilary Duff', 'Harry Clinton', 'Hillel Cohen', 'Karl Linton'].map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
  const topA = a.screen({ name: 'ヒラリー・クリントン', entity_type: 'individual' })[0];
  assert.equal(topA?.record.source_id, 'target');
  assert.ok(topA.score >= T);
  const b = Screener.build([rec('target', 'ヒラリー・クリントン'), ...['ヒラリー・ダフ', 'ハリー・クリントン', 'カール・リントン'].map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
  const topB = b.screen({ name: 'Hilary Clinton', entity_type: 'individual' })[0];
  assert.equal(topB?.record.source_id, 'target');
  assert.ok(topB.score >= T);
});
