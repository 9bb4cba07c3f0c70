/**
 * A name typed in Cyrillic whose Latin reading is the listed name spelt another way of one sound
 * (score.ts `readingSimilarity`): Кадхафи romanises KADKHAFI, read KADHAFI, one phonetic key with the
 * listed QADHAFI, so it scores as two Latin spellings of one sound do, not discounted twice. Hand-written names.
 * Run: node --import tsx --test test/screening-cyrillic-reading.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';

describe('a Cyrillic reading spelt another way', () => {
  it('Муаммар Кадхафи pairs with QADHAFI, Muammar', () => {
    assert.ok(compareNames('Муаммар Кадхафи', 'QADHAFI, Muammar', 'individual').score >= 0.8);
  });

  it('is not discounted twice: the reading pairs at the phonetic credit (0.92), not 0.92 x 0.95', () => {
    const pair = compareNames('Хамис Кадхафи', 'QADHAFI, Khamis', 'individual').explanation.contributions[0].detail;
    assert.match(pair ?? '', /KADKHAFI~QADHAFI 0\.92/);
  });

  it('another name read from Cyrillic stays apart', () => {
    assert.ok(compareNames('Хамис Кадыров', 'QADHAFI, Khamis', 'individual').score < 0.8);
  });
});

describe('two Cyrillic names, г romanised H in one and G in the other', () => {
  it('Ольга Богомолець meets Богомолець Ольга Вадимівна as the same words (Ukrainian і makes one name read H)', () => {
    const r = compareNames('Ольга Богомолець', 'Богомолець Ольга Вадимівна', 'individual');
    assert.ok(r.score >= 0.9, `score ${r.score}`);
    assert.match(r.explanation.contributions[0].detail ?? '', /OLGA~OLHA 1\.00/);
  });

  it('another surname on the same stem stays apart: Ольга Богомолова against Богомолець Ольга Вадимівна', () => {
    const r = compareNames('Ольга Богомолова', 'Богомолець Ольга Вадимівна', 'individual');
    assert.ok(r.score < 0.8, `score ${r.score}`);
    assert.match(r.explanation.contributions[0].detail ?? '', /BOGOMOLOVA~BOHOMOLETS 0\.\d/);
  });

  it('х (KH) is not г: Олег Хай against Олег Гай Іванович stays apart', () => {
    assert.ok(compareNames('Олег Хай', 'Олег Гай Іванович', 'individual').score < 0.8);
  });
});
