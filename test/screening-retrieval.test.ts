/**
 * Retrieval of names typed wrong (src/screening/index.ts, query side of the deletion neighbourhood and
 * the Latin spellings behind a romanised Cyrillic name, romanise.cyrillicVariants, also read by the scorer), the typo reading of a query token no listed name
 * holds (score.ts `unlistedTypoSim`), and the pinyin-syllable rule for names written
 * in Han characters (src/screening/score.ts `PairMode` `han`), on hand-made records (fixtures written
 * here, not list data). A name that is not retrieved never reaches the scorer, so these tests screen
 * with minScore 0: a record missing from the result was not retrieved.
 * Run: node --import tsx --test test/screening-retrieval.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { newRecord } from '../src/lists/common.js';
import type { ListRecord } from '../src/lists/types.js';

const rec = (id: string, name: string): ListRecord =>
  newRecord({ list: 'test', source_name: 'test', source_id: id, entity_type: 'individual', result_type: 'sanction', name, url: `https://example.org/${id}` });

// Filler people so that the index weights are not those of a three-name list.
const FILLER = ['Maria LOPEZ', 'John SMITH', 'Olga PETROVA', 'Chen WEI', 'Ivan IVANOV', 'Fatima HASSAN', 'Pierre DUBOIS', 'Anna MUELLER'];
const records = [
  rec('atwa', 'ATWA, Ali'),
  rec('ahmed', 'AHMED, Khalid'),
  rec('hamieh', 'HAMIEH, Jamiel'),
  rec('xhevat', 'ADEMI, Xhevat'),
  ...FILLER.map((n, i) => rec(`f${i}`, n)),
];
const screener = Screener.build(records);
const retrieved = (name: string) => screener.screen({ name, entity_type: 'individual' }, { minScore: 0, limit: 20 }).map((m) => m.record.source_id);

describe('typed-wrong names reach the scorer', () => {
  it('finds a four-letter surname with two letters swapped (ATAW for ATWA)', () => {
    assert.ok(retrieved('Ali ATAW').includes('atwa'), 'a transposition in a four-letter token shares a deletion key with it');
  });

  it('finds a surname with a letter added (AHMRED for AHMED) or left out (AHED)', () => {
    assert.ok(retrieved('Khalid AHMRED').includes('ahmed'), 'the query token minus one letter is the listed token');
    assert.ok(retrieved('Khalid AHED').includes('ahmed'), 'the query token is one of the listed token\'s deletions');
  });

  it('finds Latin H, J and X behind a name typed in Cyrillic (Х as KH, Кс as KS)', () => {
    assert.ok(retrieved('Джамиел Хамиех').includes('hamieh'), 'Хамиех romanised KHAMIEKH must reach HAMIEH');
    assert.ok(retrieved('Ксхеват Адеми').includes('xhevat'), 'Ксхеват romanised KSKHEVAT must reach XHEVAT');
  });

  it('finds and matches Latin W behind Cyrillic В, and the Latin YE behind a word-initial Е', () => {
    const s = Screener.build([rec('wei', 'SUN, Wei'), rec('yehya', 'YEHYA MOALLA, Mohammad'), rec('mei', 'SUN, Mei'), ...FILLER.map((n, i) => rec(`f${i}`, n))]);
    const found = (name: string) => s.screen({ name, entity_type: 'individual' }, { limit: 20 }).map((m) => m.record.source_id);
    assert.ok(found('Веи Сун').includes('wei'), 'Веи romanised VEI must reach WEI and score as it');
    assert.ok(!found('Веи Сун').includes('mei'), 'VEI does not read MEI');
    assert.ok(found('Мохаммад Ехя Моалла').includes('yehya'), 'Ехя romanised EKHYA must reach YEHYA and score as it');
  });

  it('does not find an unrelated name', () => {
    assert.ok(!retrieved('Khalid AHMRED').includes('atwa'), 'no shared key with ATWA, Ali');
  });
});

describe('a query token no listed name holds', () => {
  const listed = Screener.build([rec('mugabe', 'MUGABE, Grace'), rec('grace', 'GRACE, Peter'), ...FILLER.map((n, i) => rec(`f${i}`, n))]);
  const best = (name: string, id: string) => listed.screen({ name, entity_type: 'individual' }, { minScore: 0, limit: 20 }).find((m) => m.record.source_id === id)?.score ?? 0;

  it('is read as a listed name mistyped, the first letter included (FRACE for GRACE)', () => {
    assert.ok(best('Frace MUGABE', 'mugabe') >= 0.8, `FRACE is in no listed name and one letter from GRACE: ${best('Frace MUGABE', 'mugabe')}`);
  });

  it('reads a listed name with its final letter dropped as a slip, not a gendered form (MOSQUER for MOSQUERA)', () => {
    const s = Screener.build([rec('mosquera', 'MOSQUERA, Juan Carlos'), rec('ivanov', 'IVANOV, Petr'), rec('ivanova', 'IVANOVA, Olga'), ...FILLER.map((n, i) => rec(`f${i}`, n))]);
    const score = (name: string, id: string) => s.screen({ name, entity_type: 'individual' }, { minScore: 0, limit: 20 }).find((m) => m.record.source_id === id)?.score ?? 0;
    assert.ok(score('Juan Carlos MOSQUER', 'mosquera') >= 0.8, `MOSQUER is in no listed name: ${score('Juan Carlos MOSQUER', 'mosquera')}`);
    assert.ok(score('Olga IVANOV', 'ivanova') < 0.8, `IVANOV is a listed name, so still the masculine form of IVANOVA: ${score('Olga IVANOV', 'ivanova')}`);
  });

  it('leaves a listed name one letter from another as a different name', () => {
    // PETER is listed (GRACE, Peter), so "Peter MUGABE" is not read as a typo of anything: its given
    // name conflicts with GRACE.
    assert.ok(best('Peter MUGABE', 'mugabe') < 0.8, `PETER is a listed name, not a slip for GRACE: ${best('Peter MUGABE', 'mugabe')}`);
    assert.ok(best('Brace MUGABE', 'mugabe') >= best('Peter MUGABE', 'mugabe'), 'an unlisted one-letter slip scores above a different listed name');
  });
});

describe('names written in Han characters against Latin spellings', () => {
  it('does not pair pinyin syllables one letter apart (LIN / LIAN, JIN / JIAN)', () => {
    assert.ok(compareNames('林 杨', 'Lian Yang', 'individual').score < 0.8, '林 LIN is not LIAN');
    assert.ok(compareNames('建平 李', 'Jin Ping Li', 'individual').score < 0.8, '建 JIAN is not JIN');
  });

  it('still matches the same syllables', () => {
    assert.ok(compareNames('杨林', 'Yang Lin', 'individual').score >= 0.9, 'same pinyin, any order');
    assert.ok(compareNames('李建平', 'Li Jianping', 'individual').score >= 0.9, 'syllables written together in Latin');
  });
});
