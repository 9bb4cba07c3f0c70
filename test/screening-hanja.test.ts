/**
 * Korean names written in Hanja (hanja-reading.ts): the Korean reading of a Han name of a Korean
 * name's shape, the engine screening a Han person's name also in that reading, and Hangul syllables
 * joined only as a Latin word splits into them (score/align.ts). Hand-made records.
 * Run: LOG_LEVEL=silent node --import tsx --test test/screening-hanja.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { koreanReadingOfHan } from '../src/screening/hanja-reading.js';
import { personRecord } from './helpers/list-records.js';
import type { ListRecord } from '../src/lists/types.js';

const T = DEFAULT_CONFIG.alertThreshold;
const rec = (id: string, name: string): ListRecord => personRecord(id, name, 'sanction');

test('a Han name of a Korean name\'s shape is read in Korean, 金 as the surname 김', () => {
  assert.equal(koreanReadingOfHan('金永南'), '김영남');
  assert.equal(koreanReadingOfHan('金 永南'), '김영남', 'a space after the surname');
  assert.equal(koreanReadingOfHan('崔泰福'), '최태복');
  assert.equal(koreanReadingOfHan('李乙雪'), '이을설', 'the initial-sound rule: 리 -> 이');
  assert.equal(koreanReadingOfHan('金铁万'), '김철만', 'simplified characters have readings too');
  assert.equal(koreanReadingOfHan('南宮永南'), '남궁영남', 'a compound surname');
  assert.equal(koreanReadingOfHan('\uF9E1學永'), '이학영', '李 written as the compatibility ideograph of KS X 1001');
  assert.equal(koreanReadingOfHan('\uF972學鳳'), '심학봉', '沈 read 심 as a surname');
});

test('names of other shapes are not read', () => {
  assert.equal(koreanReadingOfHan('王毅'), undefined, 'two characters: a one-syllable given name');
  assert.equal(koreanReadingOfHan('亮介 清水'), undefined, 'a Japanese name: two words of two');
  assert.equal(koreanReadingOfHan('清水亮介'), undefined, 'four characters without a compound surname');
  assert.equal(koreanReadingOfHan('习近平'), undefined, '습 is no Korean surname');
  assert.equal(koreanReadingOfHan('基尔特·威尔德斯'), undefined, 'a transcribed foreign name');
  assert.equal(koreanReadingOfHan('Kim Yong Nam'), undefined);
  assert.equal(koreanReadingOfHan('김영남'), undefined, 'Hangul is read by the Hangul rules');
});

test('the engine finds a Korean person from the Hanja name and says it read it in Korean', () => {
  const s = Screener.build([rec('kim', 'Kim Yong-nam'), rec('choe', 'Choe Thae-bok'), rec('jin', 'Jin Yongnan'), rec('ri', 'Ri Ul-sol'), rec('ahn', 'AHN Hong Joon')]);
  const kim = s.screen({ name: '金永南', entity_type: 'individual' });
  const korean = kim.find((m) => m.record.source_id === 'kim');
  assert.ok(korean && korean.score >= T, 'Kim Yong-nam is found');
  assert.match(korean.explanation.summary, /金永南 \(read in Korean: 김영남\)/);
  // The Mandarin reading is still compared: the Chinese person of the same characters is found too.
  assert.ok(kim.some((m) => m.record.source_id === 'jin' && m.score >= T));
  assert.equal(s.screen({ name: '崔泰福', entity_type: 'individual' })[0]?.record.source_id, 'choe');
  // The reading's letters equal the pinyin's (AN HONG JUN): still compared, by the Korean rules.
  assert.equal(s.screen({ name: '安鴻俊', entity_type: 'individual' })[0]?.record.source_id, 'ahn');
});

test('Hangul syllables join into a Latin word only as the word splits into them', () => {
  assert.ok(compareNames('하화장', 'HWANG SOK HA', 'individual').score < T, '화장 HWA JANG is no HWANG');
  assert.ok(compareNames('손기신', 'Sin Song RI', 'individual').score < T, 'the surname and a given syllable, 손기 SON GI, are no SONG');
  assert.ok(compareNames('김경환', 'Kim Kyunghwan', 'individual').score >= T, '경환 written as one word');
  assert.ok(compareNames('최민희', 'CHOI Minhee', 'individual').score >= T, '민희 written as one word');
});
