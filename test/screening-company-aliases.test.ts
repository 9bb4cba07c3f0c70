/**
 * Organisation names written two ways: legal forms spelled out in a transliterated language against
 * their abbreviation (normalise.POST_SOVIET_LEGAL_WORDS: AKTSIONERNOE OBSHCHESTVO / AO), a country
 * opening one form only (score.placeSide), words in another language's order (no reorder factor for
 * organisations), a name of generic words with its legal form left out (score.sameBareName).
 * Hand-made pairs (not the evaluation sets' rows), no list files; fast.
 * Run: node --import tsx --test test/screening-company-aliases.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';

const T = DEFAULT_CONFIG.alertThreshold;
const score = (a: string, b: string) => compareNames(a, b, 'company').score;
const text = (s: string) => normaliseName(s, { type: 'company' }).text;

describe('post-Soviet legal forms written out', () => {
  it('a Russian or Ukrainian legal form in any romanisation is its code', () => {
    for (const [a, b] of [
      ['AKTSIONERNOE OBSHCHESTVO PRIMER', 'JSC PRIMER'],
      ['Aktsionernoye Obshchestvo Primer', 'JSC PRIMER'],
      ['AKCIONERNOE OBSCESTVO PRIMER', 'JSC PRIMER'],
      ['OTKRYTOE AKTSIONERNOE OBSHCHESTVO PRIMER', 'JSC PRIMER'],
      ['Zakrytoye Aktsionernoye Obshchestvo Primer', 'JSC PRIMER'],
      ['PUBLICHNOE AKTSIONERNOE OBSHCHESTVO PRIMER', 'JSC PRIMER'],
      ['AKTSIONERNOE OBSHCHESTVO OTKRYTOGO TIPA PRIMER', 'JSC PRIMER'],
      ['OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU PRIMER', 'LLC PRIMER'],
      ["Obshchestvo s Ogranichennoy Otvetstvennost'yu Primer", 'LLC PRIMER'],
      ['OBSHCHESTVO S OGRANICHENNOJ OTVETSTVENNOSTJU PRIMER', 'LLC PRIMER'],
      ['INOSTRANNOE OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU PRIMER', 'LLC PRIMER'],
      ['TOVARYSTVO Z OBMEZHENOIU VIDPOVIDALNISTIU PRIMER', 'LLC PRIMER'],
      ['PUBLICHNE AKTSIONERNE TOVARYSTVO PRIMER', 'JSC PRIMER'],
      ['AKTSIONERNY KOMMERCHESKI BANK PRIMER', 'JSC PRIMER'],
      ['FEDERALNOE GOSUDARSTVENNOE UNITARNOE PREDPRIYATIE PRIMER', 'UE PRIMER'],
      ['Federal State Unitary Enterprise Primer', 'UE PRIMER'],
      ['RESPUBLIKANSKOYE UNITARNOYE PREDPRIYATIYE PRIMER', 'UE PRIMER'],
      ['FGUP PRIMER', 'UE PRIMER'],
    ]) assert.equal(text(a), b, a);
    // SUE is an English given name: not read as the state unitary enterprise.
    assert.equal(text('SUE PRIMER'), 'SUE PRIMER');
  });

  it('a typing error in a long word of the form still reads as the form', () => {
    assert.equal(text('OBSHCHESTVO S ORGRANICHENNOI OTVETSVENNOSTYU PRIMER'), 'LLC PRIMER');
  });

  it('the written-out form pairs its abbreviation', () => {
    for (const [a, b] of [
      ['AKTSIONERNOE OBSHCHESTVO KRONSHTADT', 'AO KRONSHTADT'],
      ['OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU KHOLTSVUD', 'KHOLTSVUD OOO'],
      ['OTKRYTOE AKTSIONERNOE OBSHCHESTVO SBERBANK ROSSII', 'SBERBANK ROSSII OAO'],
      ['AKTSIONERNE TOVARYSTVO SBERBANK', 'JSC SBERBANK'],
      ['FEDERAL STATE UNITARY ENTERPRISE SZ MORYE', "FSUE SZ 'MORYE'"],
    ]) assert.ok(score(a, b) >= T, `${a} ~ ${b}: ${score(a, b)}`);
  });

  it('the words alone, outside a form, keep their spelling; the forms still conflict across families', () => {
    assert.equal(text('OTKRYTOYE PRIMER'), 'OTKRYTOYE PRIMER');
    assert.equal(text('BANK OTKRITIE'), 'BANK OTKRITIE');
    // A joint-stock company is not a limited-liability company (normalise.LEGAL_FAMILY).
    assert.ok(score('AKTSIONERNOE OBSHCHESTVO PRIMER', 'OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU PRIMER') < score('AKTSIONERNOE OBSHCHESTVO PRIMER', 'AO PRIMER'));
  });
});

describe('a country or nationality opening one form of a name', () => {
  it('a national enterprise written with and without its country pairs', () => {
    for (const [a, b] of [
      ['KOREA SAMPLE TRADING CORPORATION', 'SAMPLE TRADING CORPORATION'],
      ['IRAN SAMPLE INDUSTRIES', 'SAMPLE INDUSTRIES'],
      ['SYRIAN SAMPLE DIRECTORATE', 'SAMPLE DIRECTORATE'],
    ]) assert.ok(score(a, b) >= T, `${a} ~ ${b}: ${score(a, b)}`);
  });

  it('a country after the name (a group\'s national subsidiary) and a country on each side still count', () => {
    for (const [a, b] of [
      ['Sample Global Solutions Japan, Inc.', 'Sample Global Solutions, Inc.'],
      ['Sample International, S.A.R.L.', 'Sample International de Mexico S.A. de C.V.'],
      ['KOREA SAMPLE TRADING', 'CHINA SAMPLE TRADING'],
      ['State Sample Corporation of China', 'State Sample Corporation of Chile'],
    ]) assert.ok(score(a, b) < T, `${a} ~ ${b}: ${score(a, b)}`);
  });

  it('a person\'s name is not read so', () => {
    assert.ok(compareNames('Jordan Smith', 'Smith', 'individual').score < T);
  });
});

describe('an organisation\'s words in another order', () => {
  it('the same words in another language\'s order pair', () => {
    for (const [a, b] of [
      ['SAMPLE REVOLUTIONARY POPULAR STRUGGLE', 'SAMPLE POPULAR REVOLUTIONARY STRUGGLE'],
      ['KAVEH KHOZESTAN ALUMINUM COMPANY', 'KHUZESTAN KAVEH ALUMINUM COMPANY'],
      ['Sample OpenLab Moscow', 'Sample Moscow OpenLab'],
    ]) assert.ok(score(a, b) >= T, `${a} ~ ${b}: ${score(a, b)}`);
  });

  it('a person\'s names swapped between positions still cost (father and son)', () => {
    const a = 'Muhammad bin Salman bin Abdulaziz';
    const b = 'Salman bin Muhammad bin Abdulaziz';
    assert.ok(compareNames(a, b, 'individual').score < compareNames(a, b, 'company').score);
  });
});

describe('a name of generic words with its legal form left out', () => {
  it('the same words, legal form aside and in any order, are the same name', () => {
    for (const [a, b] of [
      ['GLOBAL TRADING GROUP', 'GLOBAL TRADING GROUP NV'],
      ['UNION DEVELOPMENT GROUP CO., LTD.', 'UNION DEVELOPMENT GROUP'],
      ['ISLAMIC NATIONAL BANK', 'NATIONAL ISLAMIC BANK'],
    ]) assert.ok(score(a, b) >= T, `${a} ~ ${b}: ${score(a, b)}`);
  });

  it('other generic words, or legal forms of other kinds, still part them', () => {
    for (const [a, b] of [
      ['CHEMICAL INDUSTRIES GROUP', 'CHEMICAL GROUP'],
      ['GLOBAL TRADING GROUP LLC', 'GLOBAL TRADING GROUP NV'],
      ['INTERNATIONAL BANK', 'NATIONAL BANK'],
    ]) assert.ok(score(a, b) < T, `${a} ~ ${b}: ${score(a, b)}`);
  });
});
