/**
 * A title word after the article AL is a family name where a family name stands (normalise.ts
 * `isTitleAt`): the surname part of "SURNAME, Given" or the last word of a name without a comma; before
 * the given name it stays a title. Hand-written names.
 * Run: node --import tsx --test test/screening-title-surname.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseName } from '../src/screening/normalise.js';
import { compareNames } from '../src/screening/engine.js';

const words = (name: string) => normaliseName(name, { type: 'individual' }).tokens.map((t) => t.text);

describe('AL + title', () => {
  it('is kept as the surname of "SURNAME, Given"', () => {
    assert.deepEqual(words('AL-SHAYKH, Muhammad'), ['AL', 'SHAYKH', 'MUHAMMAD']);
    assert.deepEqual(words('AL-HAJJ, Ahmad'), ['AL', 'HAJJ', 'AHMAD']);
  });

  it('is kept as the last word of a name written without a comma', () => {
    assert.deepEqual(words('Kamal AL-SHEIKHA'), ['KAMAL', 'AL', 'SHEIKHA']);
  });

  it('is dropped as a title before the given name', () => {
    assert.deepEqual(words('al-Hajj Abdullah Qardash'), ['AL', 'ABDULLAH', 'QARDASH']);
    assert.deepEqual(words('IBRAHIM, Al Hajj Alie'), ['IBRAHIM', 'AL', 'ALIE']);
  });

  it('a title without the article is still dropped', () => {
    assert.deepEqual(words('Sheikh Abdullah AZZAM'), ['ABDULLAH', 'AZZAM']);
  });

  it('the surname pairs with its spelling without the article', () => {
    assert.ok(compareNames('Kamal CHEIKA', 'Kamal AL-SHEIKHA', 'individual').score >= 0.8);
  });
});
