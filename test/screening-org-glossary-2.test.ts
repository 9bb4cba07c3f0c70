/**
 * Russian organisation glossary, second part (org-glossary.ts): classifier vocabulary, English
 * loanwords written in Cyrillic, and one concept with several English renderings (NameToken.alt).
 * Run: node --import tsx --test test/screening-org-glossary-2.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { NameIndex } from '../src/screening/index.js';
import { glossAlternatives, glossWord } from '../src/screening/org-glossary.js';

const T = DEFAULT_CONFIG.alertThreshold;
const co = (a: string, b: string) => compareNames(a, b, 'company').score;

describe('org glossary: vocabulary of classifiers and names of bodies', () => {
  it('reads OKVED and OKOPF words, in Cyrillic and in Latin transliteration', () => {
    assert.deepEqual(glossWord('ZERNOVOY', true), ['GRAIN']);
    assert.deepEqual(glossWord('BESPILOTNYE', false), ['UNMANNED']);
    assert.deepEqual(glossWord('OFITSEROV', false), ['OFFICER']);
    assert.deepEqual(glossWord('KUZNECHNO', false), ['FORGE']);
    assert.deepEqual(glossWord('EKSPLUATIRUYUSHCHAYA', false), ['OPERATING']);
    assert.deepEqual(glossWord('VOZMOZHNOSTI', false), ['OPPORTUNITY']);
  });
  it('matches a Cyrillic name and its English translation through the new words', () => {
    assert.ok(co('ГОСУДАРСТВЕННЫЙ ЗЕРНОВОЙ ОПЕРАТОР', 'STATE GRAIN OPERATOR') >= T);
    assert.ok(co('союз офицеров международной безопасности', 'OFFICERS UNION FOR INTERNATIONAL SECURITY') >= T);
    assert.ok(co('ЧЕЛЯБИНСКИЙ КУЗНЕЧНО-ПРЕССОВЫЙ ЗАВОД', 'CHELYABINSK FORGE AND PRESS PLANT') >= T);
  });
});

describe('org glossary: English loanwords written in Cyrillic', () => {
  it('reads the loanword as the English word', () => {
    assert.deepEqual(glossWord('TREYD', true), ['TRADE']);
    assert.deepEqual(glossWord('ENERDZHI', true), ['ENERGY']);
    assert.deepEqual(glossWord('MENEDZHMENT', false), ['MANAGEMENT']);
    assert.deepEqual(glossWord('INZHINIRING', false), ['ENGINEERING']);
    assert.deepEqual(glossWord('KHAB', true), ['HUB']);
  });
  it('leaves a loanword whose romanisation is an English word alone in a Latin-script name', () => {
    assert.equal(glossWord('FARM', false), undefined);
    assert.equal(glossWord('KHAB', false), undefined);
  });
  it('matches the English name', () => {
    assert.ok(co('ВОСТОК ИНЖИНИРИНГ ТРЕЙД', 'VOSTOK ENGINEERING TRADE LLC') >= T);
    assert.ok(co('ООО АЛМАЗ ЭНЕРДЖИ МЕНЕДЖМЕНТ', 'ALMAZ ENERGY MANAGEMENT LLC') >= T);
  });
});

describe('org glossary: one concept, several English renderings', () => {
  it('gives the other renderings of a glossed word at its English word', () => {
    assert.deepEqual(glossAlternatives('AVIATSIONNYY', 'AVIATION'), ['AIRCRAFT']);
    assert.deepEqual(glossAlternatives('ZAVOD', 'PLANT'), ['WORKS', 'FACTORY']);
    assert.equal(glossAlternatives('BANK', 'BANK'), undefined);
    assert.equal(glossAlternatives('ZAVOD', 'BANK'), undefined);
  });
  it('puts them on the glossed token only', () => {
    const ru = normaliseName('558 АВИАЦИОННЫЙ РЕМОНТНЫЙ ЗАВОД', { type: 'company' });
    assert.deepEqual(ru.tokens.find((t) => t.text === 'AVIATION')?.alt, ['AIRCRAFT']);
    const en = normaliseName('558 AVIATION REPAIR PLANT', { type: 'company' });
    assert.ok(en.tokens.every((t) => t.alt === undefined));
  });
  it('matches a translation that uses another rendering, both ways', () => {
    assert.ok(co('558 АВИАЦИОННЫЙ РЕМОНТНЫЙ ЗАВОД', 'JSC 558 AIRCRAFT REPAIR PLANT') >= T);
    assert.ok(co('JSC 558 AIRCRAFT REPAIR PLANT', '558 АВИАЦИОННЫЙ РЕМОНТНЫЙ ЗАВОД') >= T);
    assert.ok(co('Уральский металлургический завод', 'URAL METALLURGICAL WORKS') >= T);
    assert.ok(co('URAL METALLURGICAL WORKS', 'URALSKIY METALLURGICHESKIY ZAVOD') >= T);
  });
  it('keeps English words typed in English apart', () => {
    const en = co('ORION AIRCRAFT LTD', 'ORION AVIATION LTD');
    const ru = co('ORION AIRCRAFT LTD', 'ОРИОН АВИАЦИОННЫЙ');
    assert.ok(en < ru, `${en} < ${ru}`);
    // The English pair scores as it would with any two different words (the same pair's memo is not reused).
    assert.equal(co('ORION AIRCRAFT LTD', 'ORION AVIATION LTD'), en);
  });
  it('the index finds the name through the other rendering', () => {
    const names = [
      normaliseName('558 АВИАЦИОННЫЙ РЕМОНТНЫЙ ЗАВОД', { type: 'company' }),
      normaliseName('SOKOL AIRCRAFT REPAIR WORKS', { type: 'company' }),
      normaliseName('KRASNYY OKTYABR PLANT', { type: 'company' }),
    ];
    const idx = NameIndex.build(names);
    const q1 = normaliseName('558 AIRCRAFT REPAIR WORKS', { type: 'company' });
    assert.ok(idx.search([q1], 10, 1000).some((h) => h.entry === 0));
    const q2 = normaliseName('СОКОЛ АВИАЦИОННЫЙ ЗАВОД', { type: 'company' });
    assert.ok(idx.search([q2], 10, 1000).some((h) => h.entry === 1));
  });
});
