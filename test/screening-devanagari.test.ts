/**
 * Names written in Devanagari (romanise-devanagari.ts, the cross-script `indic` family, the index's
 * Devanagari look-ups): the romanisation on hand-written names, and a Devanagari query against
 * Latin-script listed names (hand-made records) through the whole screener.
 * Run: LOG_LEVEL=silent node --import tsx --test test/screening-devanagari.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { crossFamily, crossKey } from '../src/screening/cross-script.js';
import { personRecord } from './helpers/list-records.js';
import type { ListRecord } from '../src/lists/types.js';
import { romaniseDevanagari } from '../src/screening/romanise-devanagari.js';

const T = DEFAULT_CONFIG.alertThreshold;

describe('Devanagari romanisation', () => {
  it('gives each consonant its inherent vowel and deletes it at the end and between syllables', () => {
    assert.equal(romaniseDevanagari('भरत'), 'bharat');
    assert.equal(romaniseDevanagari('प्रसाद'), 'prasad');
    assert.equal(romaniseDevanagari('बहादुर'), 'bahadur');
    assert.equal(romaniseDevanagari('बलबीर'), 'balbir');
    assert.equal(romaniseDevanagari('अनारकली'), 'anarkali');
  });

  it('keeps the final vowel after a consonant cluster', () => {
    assert.equal(romaniseDevanagari('कृष्ण'), 'krishna');
    assert.equal(romaniseDevanagari('नरेन्द्र'), 'narendra');
    assert.equal(romaniseDevanagari('आदित्य'), 'aditya');
  });

  it('writes letters as Hunterian spelling does', () => {
    assert.equal(romaniseDevanagari('शेर बहादुर देउबा'), 'sher bahadur deuba');
    assert.equal(romaniseDevanagari('ज्ञानेन्द्र'), 'gyanendra');
    assert.equal(romaniseDevanagari('शंकर'), 'shankar');
    assert.equal(romaniseDevanagari('सिंह'), 'singh');
    assert.equal(romaniseDevanagari('अम्बिका'), 'ambika');
    assert.equal(romaniseDevanagari('ज़फ़र'), 'zafar');
  });

  it('writes titles as Latin titles and splits one written against the name', () => {
    assert.equal(romaniseDevanagari('मा.भरत साउद'), 'hon bharat saud');
    assert.equal(romaniseDevanagari('मा कमला देवी'), 'hon kamla devi');
    assert.equal(romaniseDevanagari('श्री राम'), 'hon ram');
    // An abbreviation without its stop is a title only before the name.
    assert.equal(romaniseDevanagari('राम मा'), 'ram ma');
  });

  it('reads English letter names as initials: with a stop, or two or more in a row', () => {
    assert.equal(romaniseDevanagari('अर्जुन के. सी.'), 'arjun k. c.');
    assert.equal(romaniseDevanagari('बल बहादुर के सी'), 'bal bahadur k c');
    // One letter name alone without a stop is a word (जी, the honorific ji).
    assert.equal(romaniseDevanagari('राम जी'), 'ram ji');
  });
});

describe('Devanagari against Latin spellings', () => {
  it('reads व as b, v or w and ignores the inherent vowel in the indic key', () => {
    assert.equal(crossFamily('Devanagari'), 'indic');
    assert.equal(crossKey('VIJAY', 'indic'), crossKey('BIJAYA', 'indic'));
    assert.equal(crossKey('KAMLA', 'indic'), crossKey('KAMALA', 'indic'));
    assert.equal(crossKey('CHAUDHRI', 'indic'), crossKey('CHAUDHARY', 'indic'));
    assert.equal(crossKey('PAUDEL', 'indic'), crossKey('POUDEL', 'indic'));
    assert.notEqual(crossKey('RAMANI', 'indic'), crossKey('RABANI', 'indic'));
    assert.notEqual(crossKey('VIJAY', 'indic'), crossKey('PUJA', 'indic'));
  });

  it('scores a Devanagari name against its Latin spellings above the threshold, another name below', () => {
    assert.ok(compareNames('मा.बलबीर प्रसाद चौधरी', 'Balbir Prasad Chaudhari', 'individual').score >= T);
    assert.ok(compareNames('विजय कुमार गच्छादार', 'Bijaya Kumar Gachchhadar', 'individual').score >= T);
    assert.ok(compareNames('मा.बलबीर प्रसाद चौधरी', 'Ram Prasad Sharma', 'individual').score < T);
  });

  it('finds the listed person from a Devanagari query through the index (व read w, a dropped vowel kept)', () => {
    const rec = (id: string, name: string) => personRecord(id, name);
    const filler = ['Ram Sharma', 'Gita Sharma', 'Hari Sharma', 'Sita Sharma', 'Krishna Sharma', 'Nabin Sharma', 'Navin Kumar'];
    const s = Screener.build([rec('target', 'Nawaraj Sharma'), ...filler.map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
    const top = s.screen({ name: 'मा.नवराज शर्मा', entity_type: 'individual' })[0];
    assert.equal(top?.record.source_id, 'target');
    assert.ok(top.score >= T);
  });

  it('finds a person listed only in Devanagari from a Latin query (व indexed as b and w)', () => {
    const rec = (id: string, name: string) => personRecord(id, name);
    const filler = ['राम शर्मा', 'गीता शर्मा', 'हरि शर्मा', 'सीता शर्मा', 'कृष्ण शर्मा', 'नबिन शर्मा', 'नविन कुमार'];
    const s = Screener.build([rec('target', 'मा.नवराज शर्मा'), ...filler.map((n, i) => rec(`f${i}`, n))], { maxPostings: 2 });
    const top = s.screen({ name: 'Nawaraj Sharma', entity_type: 'individual' })[0];
    assert.equal(top?.record.source_id, 'target');
    assert.ok(top.score >= T);
  });
});
