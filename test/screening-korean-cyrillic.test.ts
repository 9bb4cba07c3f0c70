/**
 * Korean names written in Cyrillic (korean-cyrillic.ts): Kontsevich syllables read back into Korean
 * keys, which Cyrillic names read as Korean, the scorer's Korean comparison of a Cyrillic syllable with
 * a Latin one, and the index in both directions (hand-made records).
 * Run: LOG_LEVEL=silent node --import tsx --test test/screening-korean-cyrillic.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { koreanKey } from '../src/screening/cross-script.js';
import { kontsevichKeys, kontsevichReadings, readsKoreanCyrillic } from '../src/screening/korean-cyrillic.js';
import { normaliseName } from '../src/screening/normalise.js';
import { personRecord } from './helpers/list-records.js';
import type { ListRecord } from '../src/lists/types.js';

const T = DEFAULT_CONFIG.alertThreshold;
const rec = (id: string, name: string): ListRecord => personRecord(id, name);

test('Kontsevich syllables meet the Korean keys of their Latin spellings', () => {
  const meets = (cy: string, la: string) => kontsevichKeys(cy).includes(koreanKey(la));
  assert.ok(meets('YON', 'YONG') && meets('YON', 'YEONG') && meets('YON', 'YEON'), 'Ён 영/연');
  assert.ok(meets('CHKHVE', 'CHOE') && meets('CHKHVE', 'CHOI'), 'Чхве 최');
  assert.ok(meets('GYON', 'KYONG') && meets('GYON', 'GYEONG'), 'Гён 경');
  assert.ok(meets('YL', 'UL') && meets('YL', 'EUL'), 'Ыль 을');
  assert.ok(meets('KHI', 'HUI') && meets('KHI', 'HEE'), 'Хи 희');
  assert.ok(meets('CHEN', 'JONG'), 'Чен 정 (Kholodovich)');
  assert.ok(meets('IRSEN', 'ILSUNG'), 'Ирсен 일성');
  assert.ok(!meets('SIK', 'SUK') && !meets('YON', 'YANG') && !meets('MYON', 'YONG'), 'other syllables stay apart');
  assert.deepEqual(kontsevichReadings('IVANOV'), []);
  assert.deepEqual(kontsevichReadings('PETROV'), []);
});

test('a Cyrillic name reads as Korean by its syllables and a Korean surname', () => {
  for (const n of ['Ким Ён Нам', 'Чхве Ён Рим', 'Ли Ыль Соль', 'Рю Ми Ён', 'Ким Ирсен', 'Кім Йон Нам', 'Ким Дэ Чжун']) assert.equal(readsKoreanCyrillic(normaliseName(n)), true, n);
  for (const n of ['Иван Петров', 'Ли Пэн', 'Си Цзиньпин', 'Kim Yong-nam', '김영남', 'Ким']) assert.equal(readsKoreanCyrillic(normaliseName(n)), false, n);
});

test('a Korean name in Cyrillic scores its Latin spellings as Korean syllables', () => {
  for (const [c, l] of [['Ким Ён Нам', 'Kim Yong-nam'], ['Чхве Ён Рим', 'Choe Yong-rim'], ['Ким Гён Хи', 'Kim Kyong-hui'], ['Рю Ми Ён', 'Ryu Mi-yong'], ['Ли Ыль Соль', 'Ri Ul-sol']]) {
    assert.ok(compareNames(c, l, 'individual').score >= T, `${c} ~ ${l}`);
    assert.ok(compareNames(l, c, 'individual').score >= T, `${l} ~ ${c}`);
  }
  // Another syllable is another name (no Korean key in common: the Korean branch adds nothing).
  assert.ok(compareNames('Ким Ён Нам', 'Kim Yang-nam', 'individual').score < T);
  // Х is ㅎ: Хо is Ho (호), never Ko (고), though X romanises KH.
  assert.ok(compareNames('Хо Ен Чер', 'Ho Yong-chol', 'individual').score >= T);
  assert.ok(compareNames('Хо Ен Чер', 'Ko Yong-chol', 'individual').score < T);
});

test('the index finds a Korean name across Cyrillic and Latin in both directions', () => {
  const filler = ['Kim Jong Un', 'Gong Kim', 'Park Jin Hyok', 'Kim Yong-il', 'Ri Sun-sil', 'Choe Ryong-hae'];
  const a = Screener.build([rec('target', 'Kim Kyong-hui'), ...filler.map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
  const topA = a.screen({ name: 'Ким Гён Хи', entity_type: 'individual' })[0];
  assert.equal(topA?.record.source_id, 'target');
  assert.ok(topA.score >= T);
  const cyrFiller = ['Ким Чен Ын', 'Пак Чин Хёк', 'Ким Ён Иль', 'Ли Сун Силь', 'Чхве Рён Хэ'];
  const b = Screener.build([rec('target', 'Чхве Ён Рим'), ...cyrFiller.map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
  const topB = b.screen({ name: 'Choe Yong-rim', entity_type: 'individual' })[0];
  assert.equal(topB?.record.source_id, 'target');
  assert.ok(topB.score >= T);
});
