import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isHanTranscription, transcriptionFits, transcriptionKeys, transcriptionWords } from '../src/screening/han-transcription.js';
import { crossKey } from '../src/screening/cross-script.js';
import { normaliseName } from '../src/screening/normalise.js';
import { scoreNames } from '../src/screening/score.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';

test('a Han name with a middle dot or a hyphen between characters is a transcription; a native name is not', () => {
  assert.equal(isHanTranscription('基尔特·威尔德斯'), true);
  assert.equal(isHanTranscription('让-路易·博洛'), true);
  assert.equal(isHanTranscription('マリー・ブッフェ'), false);
  assert.equal(isHanTranscription('习近平'), false);
  assert.equal(isHanTranscription('Xi 近平'), false);
});

test('words keep their syllables, each character read alone (什 shi)', () => {
  assert.deepEqual(transcriptionWords('格奥尔基·布里兹纳什基').map((w) => w.raw), ["'GE'AO'ER'JI", "'BU'LI'ZI'NA'SHI'JI"]);
  assert.deepEqual(transcriptionWords('让-路易').map((w) => w.text), ['RANG', 'LUYI']);
});

test('Latin spellings fit the words as the transcription tables read them', () => {
  const fits = (han: string, latin: string[]) => transcriptionWords(han).every((w, i) => transcriptionFits(w.raw, latin[i]));
  assert.ok(fits('格奥尔基·布里兹纳什基', ['GEORGI', 'BLIZNASHKI']));
  assert.ok(fits('伊琳娜·博科娃', ['IRINA', 'BOKOVA']));
  assert.ok(fits('基尔特·威尔德斯', ['GEERT', 'WILDERS']));
  assert.ok(fits('萨阿德·哈里里', ['SAAD', 'HARIRI']));
  assert.ok(fits('约翰·普雷斯科特', ['JOHN', 'PRESCOTT']));
  assert.ok(fits('迈克尔·霍华德', ['MICHAEL', 'HOWARD']));
  // Every syllable but a lone consonant's needs a vowel: 杰米 is JAMIE, not KIM.
  assert.ok(!transcriptionFits("'JIE'MI", 'KIM'));
  assert.ok(transcriptionFits("'JIE'MI", 'JAMIE'));
  assert.ok(!transcriptionFits("'BO'KE'WA", 'PETKOV'));
});

test('index keys meet the Latin tokens\' syllabic skeletons', () => {
  for (const [han, latin] of [['基尔特', 'GEERT'], ['威尔德斯', 'WILDERS'], ['博科娃', 'BOKOVA'], ['卡梅伦', 'CAMERON'], ['汤姆', 'TOM']]) {
    const [w] = transcriptionWords(han);
    assert.ok(transcriptionKeys(w.raw).includes(crossKey(latin, 'syllabic')), `${han} ~ ${latin}`);
  }
});

test('a transcribed name scores against its Latin spelling, not against another name', () => {
  const cfg = DEFAULT_CONFIG.name;
  const q = normaliseName('基尔特·威尔德斯', { type: 'individual' });
  assert.equal(q.transcribed, true);
  assert.ok(scoreNames(q, normaliseName('Geert Wilders', { type: 'individual' }), cfg, true).score >= 0.8);
  assert.ok(scoreNames(q, normaliseName('Gerhard Schroeder', { type: 'individual' }), cfg, true).score < 0.5);
  // A native Chinese name is read as before (one token per syllable).
  assert.equal(normaliseName('习近平', { type: 'individual' }).transcribed, false);
});
