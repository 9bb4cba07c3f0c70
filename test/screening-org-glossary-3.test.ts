/**
 * Russian organisation glossary, third part: compounds of international stems written as one Cyrillic
 * word (org-glossary.ts `compoundReading`), Latin abbreviations spelt in Cyrillic (letter names,
 * `letterNameReading`; Ц read C), the Cyrillic legal forms of Kazakhstan, Kyrgyzstan, Belarus,
 * Uzbekistan, Tajikistan and Ukraine (normalise.ts `CYRILLIC_LEGAL_FORMS`), the Kazakh partnership's
 * LLP beside LLC (`LEGAL_FORM_ALTERNATIVES`), and joined-word matching on a glossed token's English.
 * Names are made up. Run: node --import tsx --test test/screening-org-glossary-3.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { NameIndex } from '../src/screening/index.js';
import { compoundReading, letterNameReading } from '../src/screening/org-glossary.js';

const T = DEFAULT_CONFIG.alertThreshold;
const co = (a: string, b: string) => compareNames(a, b, 'company').score;
const texts = (name: string) => normaliseName(name, { type: 'company' }).tokens.map((t) => t.text);

test('compound words: combining forms in their English spelling, a known second part in English', () => {
  assert.equal(compoundReading('GIDROMASH'), 'HYDROMASH');
  assert.equal(compoundReading('SIBGIDRO'), 'SIBHYDRO');
  assert.equal(compoundReading('NANOELEKTRONIKA'), 'NANOELECTRONICS');
  assert.equal(compoundReading('MIKROTEKH'), 'MICROTECH');
  assert.equal(compoundReading('AVTOVAZ'), 'AUTOVAZ');
  // Spelt alike, or no combining form: nothing to read.
  assert.equal(compoundReading('AGROPROM'), undefined);
  assert.equal(compoundReading('DVIGATELEY'), undefined);
  assert.equal(compoundReading('ENERGOMASH'), undefined);
});

test('a Cyrillic compound meets its English listing, joined or split, and its transliteration', () => {
  assert.ok(co('СИБГИДРО', 'SIBHYDRO') >= T);
  assert.ok(co('АЛТАЙ НАНОЭЛЕКТРОНИКА', 'ALTAY NANO ELECTRONICS') >= T);
  assert.ok(co('АЛТАЙ НАНОЭЛЕКТРОНИКА', 'ALTAY NANOELECTRONICS') >= T);
  assert.ok(co('Завод точной электромеханики', 'PRECISE ELECTRO-MECHANICS PLANT') >= T);
  assert.equal(co('Гидромаш', 'GIDROMASH'), 1);
  // Only in a Cyrillic name: a Latin-script word stays as written.
  assert.deepEqual(texts('GIDROMASH'), ['GIDROMASH']);
});

test('Latin abbreviations spelt in Cyrillic', () => {
  assert.equal(letterNameReading('СИПИЭС'), 'CPS');
  assert.equal(letterNameReading('БИСИДИ'), 'BCD');
  assert.equal(letterNameReading('СИТИ'), undefined); // two letter names: the word "city"
  assert.equal(letterNameReading('ЭЛЕСАР'), undefined); // ЕС is no letter name
  assert.deepEqual(texts('ООО ЦСТ'), ['LLC', 'CST']);
  assert.deepEqual(texts('ПАО МТС'), ['JSC', 'MTS']); // Т + С, not Ц
  assert.deepEqual(texts('ООО ЦЕХ'), ['LLC', 'TSEKH']); // a word, not an abbreviation
  assert.ok(co('ТОО БИСИДИ ЭНЕРДЖИ', 'BCD ENERGY LLP') >= T);
  assert.ok(co('ООО ЦСТ', 'LLC CST') >= T);
});

test('legal forms of Central Asia, Belarus and Ukraine written in Cyrillic', () => {
  assert.deepEqual(texts('"Алатау Групп" ЖЧК'), ['ALATAU', 'GROUP', 'LLC']);
  assert.deepEqual(texts('ТАА Минскпромсервис'), ['LLC', 'MINSKPROMSERVIS']);
  assert.deepEqual(texts('АҚ Алатау'), ['JSC', 'ALATAU']);
  assert.deepEqual(texts('"АЛАТАУ" ЖАУАПКЕРШІЛІГІ ШЕКТЕУЛІ СЕРІКТЕСТІГІ'), ['ALATAU', 'LLC']);
  assert.deepEqual(texts('Алатау МЧЖ'), ['ALATAU', 'LLC']);
  assert.deepEqual(texts('АТ Укрпромбуд'), ['JSC', 'UKRPROMBUD']);
  // In a Latin-script name TAA and AT are words.
  assert.deepEqual(texts('TAA AT HOME LLC'), ['TAA', 'AT', 'HOME', 'LLC']);
  assert.ok(co('"Алатау Групп" ЖЧК', 'ALATAU GROUP LLC') >= T);
  assert.ok(co('АЛАТАУ ЖШС', 'ALATAU LLP') >= T);
});

test('the Kazakh partnership (TOO) is LLC and LLP; an English LLP and LLC still differ', () => {
  assert.ok(co('ТОО ВОСТОК ТРЕЙД', 'VOSTOK TRADE LLP') >= T);
  assert.ok(co('ТОО ВОСТОК ТРЕЙД', 'VOSTOK TRADE LLC') >= T);
  assert.ok(co('TOO VOSTOK TRADE', 'VOSTOK TRADE LLP') > co('VOSTOK TRADE LLC', 'VOSTOK TRADE LLP'));
  const n = normaliseName('ТОО ВОСТОК ТРЕЙД', { type: 'company' });
  assert.deepEqual(n.tokens[0].alt, ['LLP']);
  assert.equal(n.tokens[0].gloss, undefined);
});

test('the index finds a compound and an abbreviation by their Latin spellings', () => {
  const names = ['КРОКУС НАНОЭЛЕКТРОНИКА', 'СИБГИДРО', 'ООО ЦСТ'].map((s) => normaliseName(s, { type: 'company' }));
  const idx = NameIndex.build(names);
  const find = (q: string, entry: number) => idx.search([normaliseName(q, { type: 'company' })], 10, 1000).some((h) => h.entry === entry);
  assert.ok(find('CROCUS NANO ELECTRONICS', 0));
  assert.ok(find('SIBHYDRO', 1));
  assert.ok(find('SIBGIDRO', 1));
  assert.ok(find('LLC CST', 2));
});
