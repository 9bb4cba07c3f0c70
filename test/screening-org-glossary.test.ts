/**
 * The Russian organisation glossary (org-glossary.ts, normalise.ts rule 13): Russian, Ukrainian and
 * Belarusian organisational words of a company's name are read as their English equivalents, so a
 * translated name meets its romanised original. Invented or generic names, no list files; fast.
 * Run: node --import tsx --test test/screening-org-glossary.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { glossWord, spellingFold } from '../src/screening/org-glossary.js';

const T = DEFAULT_CONFIG.alertThreshold;
const cmp = (a: string, b: string, t: 'individual' | 'company' | 'vessel' = 'company') => compareNames(a, b, t);
const texts = (s: string, type: 'individual' | 'company' | 'vessel' = 'company') => normaliseName(s, { type }).tokens.map((t) => t.text);

describe('organisation glossary: words', () => {
  it('reads the inflected forms and the usual Latin spellings of one word as one English word', () => {
    for (const w of ['MOSKOVSKIY', 'MOSKOVSKII', 'MOSKOVSKIJ', 'MOSKOVSKI', 'MOSKOVSKY', 'MOSKOVSKOGO', 'MOSKOVSKAYA', 'MOSKOVSKAIA', 'MOSKOVSKAJA', 'MOSKOVSKOE', 'MOSKOVSKOYE', 'MOSKVY']) {
      assert.deepEqual(glossWord(w, false), ['MOSCOW'], w);
    }
    for (const w of ['OBYEDINENIE', 'OBEDINENIE', 'OBJEDINENIE', 'OBYEDINENIYA', 'OBEDINENIIA']) assert.deepEqual(glossWord(w, false), ['ASSOCIATION'], w);
    for (const w of ['KOMPANIYA', 'KOMPANII', 'KOMPANIJA', 'KOMPANIIA']) assert.deepEqual(glossWord(w, false), ['COMPANY'], w);
    assert.deepEqual(glossWord('MASHINOSTROITELNYY', false), ['MACHINE', 'BUILDING']);
    assert.equal(spellingFold('AKTSIONERNOYE'), spellingFold('AKCIONERNOJE'));
  });

  it('reads the Ukrainian and Belarusian forms', () => {
    assert.deepEqual(glossWord('DERZHAVNE', false), ['STATE']);
    assert.deepEqual(glossWord('KHARKIVSKYI', false), ['KHARKIV']);
    assert.deepEqual(texts('Беларускі металургічны завод'), ['BELARUSIAN', 'METALLURGICAL', 'PLANT']);
  });

  it('leaves a word it does not know as romanised, and the short words of a Latin-script name alone', () => {
    assert.equal(glossWord('NOVOVYATSKI', false), undefined);
    assert.equal(glossWord('ALMAZ', false), undefined);
    assert.deepEqual(texts('ОТКРЫТОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО НОВОВЯТСКИЙ МЕХАНИЧЕСКИЙ ЗАВОД'), ['JSC', 'NOVOVYATSKIY', 'MECHANICAL', 'PLANT']);
    // И is the conjunction in Cyrillic; a Latin I in a company's name is still the Roman numeral.
    assert.deepEqual(texts('Уральский банк реконструкции и развития'), ['URAL', 'BANK', 'RECONSTRUCTION', 'AND', 'DEVELOPMENT']);
    assert.deepEqual(texts('FUND I'), ['FUND', '1']);
    assert.equal(glossWord('NOVA', false), undefined);
  });

  it('keeps the legal forms, and reads a glossed legal-form word as its code', () => {
    assert.deepEqual(texts('OTKRYTOE AKTSIONERNOE OBSHCHESTVO NOVOVYATSKI MEKHANICHESKI ZAVOD'), ['JSC', 'NOVOVYATSKI', 'MECHANICAL', 'PLANT']);
    assert.deepEqual(texts('ФГУП Главный центр специальной связи'), ['UE', 'MAIN', 'CENTER', 'SPECIAL', 'COMMUNICATION']);
    assert.deepEqual(texts('Частная военная компания Редут'), ['PVT', 'MILITARY', 'CO', 'REDUT']);
  });

  it('keeps the word as written for joined words and explanations', () => {
    const n = normaliseName('МОСКОВСКИЙ КРЕДИТНЫЙ БАНК', { type: 'company' });
    assert.deepEqual(n.tokens.map((t) => [t.text, t.raw, t.gloss]), [['MOSCOW', 'MOSKOVSKIY', 'MOSKOVSKIY'], ['CREDIT', 'KREDITNYY', 'KREDITNYY'], ['BANK', 'BANK', undefined]]);
  });
});

describe('organisation glossary: matching', () => {
  it('pairs a Russian name with its English translation, both ways', () => {
    const pairs: Array<[string, string]> = [
      ['МОСКОВСКИЙ КРЕДИТНЫЙ БАНК', 'CREDIT BANK OF MOSCOW'],
      ['Самарский металлургический завод', 'SAMARA METALLURGICAL PLANT'],
      ['Уральский банк реконструкции и развития', 'URAL BANK FOR RECONSTRUCTION AND DEVELOPMENT'],
      ['MOSKOVSKIY KREDITNYY BANK', 'CREDIT BANK OF MOSCOW'],
      ['Новосибирский авиационный ремонтный завод', 'NOVOSIBIRSK AVIATION REPAIR PLANT'],
    ];
    for (const [ru, en] of pairs) {
      const s = cmp(ru, en);
      assert.ok(s.score >= T, `${ru} ~ ${en}: ${s.score}`);
      assert.ok(cmp(en, ru).score >= T, `${en} ~ ${ru}`);
    }
  });

  it('shows the word as written in the explanation', () => {
    const s = cmp('МОСКОВСКИЙ КРЕДИТНЫЙ БАНК', 'CREDIT BANK OF MOSCOW');
    assert.match(s.explanation.summary, /glossary: .*MOSKOVSKIY = MOSCOW/);
  });

  it('reads a Russian acronym against the Russian words of a glossed name', () => {
    assert.ok(cmp('РВК', 'Российская венчурная компания').score > cmp('РВК', 'Российская торговая компания').score);
  });

  it('does not pair two organisations that differ in their name word', () => {
    assert.ok(cmp('Самарский металлургический завод', 'KAZAN METALLURGICAL PLANT').score < T);
    assert.ok(cmp('МОСКОВСКИЙ КРЕДИТНЫЙ БАНК', 'CREDIT BANK OF SIBERIA').score < T);
  });

  it('never glosses a person\'s name', () => {
    assert.deepEqual(texts('Московский Иван', 'individual'), ['MOSKOVSKIY', 'IVAN']);
    assert.deepEqual(texts('Sergei MOSKOVSKY', 'individual'), ['SERGEI', 'MOSKOVSKY']);
    assert.ok(normaliseName('Московский Иван', { type: 'individual' }).tokens.every((t) => t.gloss === undefined));
  });

  it('leaves vessels and English names as they were', () => {
    assert.deepEqual(texts('MOSKVA', 'vessel'), ['MOSKVA']);
    assert.deepEqual(texts('CREDIT BANK OF MOSCOW'), ['CREDIT', 'BANK', 'OF', 'MOSCOW']);
    assert.ok(normaliseName('UNITED AIRCRAFT CORPORATION', { type: 'company' }).tokens.every((t) => t.gloss === undefined));
    assert.equal(cmp('UNITED AIRCRAFT CORPORATION', 'UNITED AIRCRAFT CORPORATION').score, 1);
  });

  it('still pairs a Latin Russian name with the same words', () => {
    assert.ok(cmp('OAO NOVOVYATSKI MEKHANICHESKI ZAVOD', 'OTKRYTOE AKTSIONERNOE OBSHCHESTVO NOVOVYATSKI MEKHANICHESKIY ZAVOD').score >= T);
  });
});
