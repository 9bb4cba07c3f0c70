/**
 * Names written in Tamil and Sinhala (romanise-tamil-sinhala.ts, the cross-script families, the index's
 * v look-ups): the romanisation on hand-written names, and Tamil and Sinhala queries against
 * Latin-script listed names (hand-made records) through the whole screener.
 * Run: LOG_LEVEL=silent node --import tsx --test test/screening-tamil-sinhala.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { crossFamily } from '../src/screening/cross-script.js';
import { nameScript } from '../src/screening/scripts.js';
import { romanise } from '../src/screening/romanise.js';
import { newRecord } from '../src/lists/common.js';
import type { ListRecord } from '../src/lists/types.js';
import { romaniseTamilSinhala as r } from '../src/screening/romanise-tamil-sinhala.js';

const T = DEFAULT_CONFIG.alertThreshold;

describe('Tamil romanisation', () => {
  it('gives each consonant its inherent vowel, kills it with the pulli, and voices plosives after a nasal', () => {
    assert.equal(r('முருகன்'), 'murukan');
    assert.equal(r('கந்தசாமி'), 'kanthasami');
    assert.equal(r('அம்பலவாணர்'), 'ambalavanar');
    assert.equal(r('ரஞ்சித்'), 'ranjith');
    assert.equal(r('தங்கராஜா'), 'thangaraja');
    assert.equal(r('வடிவேலு'), 'vadivelu');
  });

  it('writes geminates, ஞ, ழ, the aytham and the grantha letters as customary spelling does', () => {
    assert.equal(r('பிள்ளை'), 'pillai');
    assert.equal(r('சிவஞானம்'), 'sivagnanam');
    assert.equal(r('பழனிசாமி'), 'palanisami');
    assert.equal(r('ஃபாத்திமா'), 'fatthima');
    assert.equal(r('ஸ்ரீதரன்'), 'sritharan');
    assert.equal(r('லக்ஷ்மி'), 'lakshmi');
  });

  it('drops the prothetic i, the epenthetic i of an r-cluster and the epenthetic u of sw', () => {
    assert.equal(r('இராஜேந்திரன்'), 'rajenthiran');
    assert.equal(r('பிரகாஷ்'), 'prakash');
    assert.equal(r('சிறீகாந்த்'), 'srikanth');
    assert.equal(r('ஈசுவரன்'), 'iswaran');
    // த keeps its i (திரு Thiru), and so does ிரு (கிருபா Kiruba).
    assert.equal(r('திருச்செல்வம்'), 'thirucchelvam');
    assert.equal(r('கிருபாகரன்'), 'kirupakaran');
  });

  it('writes titles as Latin titles and reads initials', () => {
    assert.equal(r('திரு முருகன்'), 'hon murukan');
    assert.equal(r('திருமதி கமலா'), 'hon kamala');
    // திரு after the name is not a title.
    assert.equal(r('முருகன் திரு'), 'murukan thiru');
    // English letter names in a run, or ending in a dead consonant: Latin initials.
    assert.equal(r('கே. பி. முருகன்'), 'k. b. murukan');
    assert.equal(r('எஸ். முருகன்'), 's. murukan');
    // A lone syllable with a stop: an initial of a Tamil name, its first letter.
    assert.equal(r('சி. முருகன்'), 's. murukan');
    assert.equal(r('இரா. முருகன்'), 'r. murukan');
  });
});

describe('Sinhala romanisation', () => {
  it('reads the inherent vowel, the al-lakuna, ZWJ conjuncts and prenasalised letters', () => {
    assert.equal(r('මහින්ද'), 'mahinda');
    assert.equal(r('ප්‍රසන්න'), 'prasanna');
    assert.equal(r('කුමාරතුංග'), 'kumarathunga');
    assert.equal(r('සඳුන්'), 'sandun');
    assert.equal(r('ලංකා'), 'lanka');
    assert.equal(r('විජේවීර'), 'vijevira');
  });

  it('rejoins a dead consonant split from its conjunct and reads letter-name initials', () => {
    assert.equal(r('ප් රසන්න'), 'prasanna');
    assert.equal(r('ඒ. බී. පෙරේරා'), 'a. b. perera');
    assert.equal(r('ගරු මහින්ද'), 'hon mahinda');
  });

  it('writes a monk\'s title as the Sri Lankan English Thero, which lists keep in the name', () => {
    assert.equal(r('අතුරලියේ රතන හිමි'), 'athuraliye rathana thero');
    assert.equal(r('ரதன தேரர்'), 'rathana thero');
    assert.ok(compareNames('අතුරලියේ රතන හිමි', 'Athuraliye Rathana Thero', 'individual').score >= T);
  });
});

describe('Tamil and Sinhala against Latin spellings', () => {
  it('names the scripts and their families', () => {
    assert.equal(nameScript('முருகன்'), 'Tamil');
    assert.equal(nameScript('මහින්ද'), 'Sinhala');
    assert.equal(crossFamily('Tamil'), 'alphabetic');
    assert.equal(crossFamily('Sinhala'), 'indic');
    assert.equal(romanise('முருகன் Murugan'), 'murukan Murugan');
  });

  it('scores a Tamil or Sinhala name against its Latin spellings above the threshold, another name below', () => {
    assert.ok(compareNames('பாலசுப்பிரமணியம் சுந்தரலிங்கம்', 'Balasubramaniam Sundaralingam', 'individual').score >= T);
    assert.ok(compareNames('கமல் திசாநாயக்க', 'Kamal Dissanayake', 'individual').score >= T);
    assert.ok(compareNames('මහින්ද විජේසේකර', 'Mahinda Wijesekara', 'individual').score >= T);
    assert.ok(compareNames('பாலசுப்பிரமணியம் சுந்தரலிங்கம்', 'Balasubramaniam Ponnambalam', 'individual').score < T);
    assert.ok(compareNames('මහින්ද විජේසේකර', 'Mahinda Rajapaksa', 'individual').score < T);
  });

  it('pairs ජෝන් / ஜோன் (Jon, as Sri Lanka writes John) with JOHN: one name in the given-name groups', () => {
    assert.ok(compareNames('ජෝන් අමරතුංග', 'John Amaratunga', 'individual').score >= T);
    assert.ok(compareNames('Jon Smith', 'John Smith', 'individual').score >= T);
  });

  it('finds the listed person from a Sinhala query through the index (ව read w)', () => {
    const rec = (id: string, name: string): ListRecord => newRecord({ list: 'test', source_name: 'test', source_id: id, entity_type: 'individual', result_type: 'pep', name, url: `https://example.org/${id}` });
    const filler = ['Nimal Perera', 'Sunil Perera', 'Kamal Perera', 'Wimal Silva', 'Sarath Fernando', 'Vimal Kumar'];
    const s = Screener.build([rec('target', 'Wimal Weerawansa'), ...filler.map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
    const top = s.screen({ name: 'විමල් වීරවංශ', entity_type: 'individual' })[0];
    assert.equal(top?.record.source_id, 'target');
    assert.ok(top.score >= T);
  });
});
