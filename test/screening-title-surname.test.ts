/**
 * A title word after the article AL is a family name, kept at half weight (normalise.ts `isTitleAt`),
 * save the pilgrim's title (al-Hajj), which stays a title. Hand-written names.
 * Run: node --import tsx --test test/screening-title-surname.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseName } from '../src/screening/normalise.js';
import { compareNames } from '../src/screening/engine.js';

const words = (name: string) => normaliseName(name, { type: 'individual' }).tokens.map((t) => t.text);

describe('AL + title', () => {
  it('is kept as a family name, in either order', () => {
    assert.deepEqual(words('AL-SHAYKH, Muhammad'), ['AL', 'SHAYKH', 'MUHAMMAD']);
    assert.deepEqual(words('AL-SHAYKH Diyab'), ['AL', 'SHAYKH', 'DIYAB']);
    assert.deepEqual(words('Kamal AL-SHEIKHA'), ['KAMAL', 'AL', 'SHEIKHA']);
  });

  it('weighs half, like a title that is also a name', () => {
    const t = normaliseName('Ahmad AL-MUFTI', { type: 'individual' }).tokens.find((x) => x.text === 'MUFTI');
    assert.equal(t?.weight, 0.5);
  });

  it('the pilgrim title stays a title with the article', () => {
    assert.deepEqual(words('al-Hajj Abdullah Qardash'), ['AL', 'ABDULLAH', 'QARDASH']);
    assert.deepEqual(words('IBRAHIM, Al Hajj Alie'), ['IBRAHIM', 'AL', 'ALIE']);
  });

  it('a title without the article is still dropped', () => {
    assert.deepEqual(words('Sheikh Abdullah AZZAM'), ['ABDULLAH', 'AZZAM']);
  });

  it('the family name pairs with its spelling without the article, and in the other order', () => {
    assert.ok(compareNames('Kamal CHEIKA', 'Kamal AL-SHEIKHA', 'individual').score >= 0.8);
    assert.equal(compareNames('Muhammad AL-SHAYKH', 'AL-SHAYKH, Muhammad', 'individual').score, 1);
  });
});

describe('a title word that is a name (matcher 2025.33)', () => {
  it('a title joined by a hyphen to a name is a syllable of that name; two titles or the article are not', () => {
    assert.deepEqual(words('HUANG, Wang-gen'), ['HUANG', 'WANG', 'GEN']);
    assert.deepEqual(words('Choe Kwi-hon'), ['CHOE', 'KWI', 'HON']);
    assert.deepEqual(words('Lieutenant-General Soe Htut'), ['SOE', 'HTUT']);
    assert.deepEqual(words('al-Hajj Abdullah Qardash'), ['AL', 'ABDULLAH', 'QARDASH']);
  });

  it('LORD, QUEEN, SEN and GEN are kept at half weight, as titles that are also surnames', () => {
    const lord = normaliseName('Jonathan Lord', { type: 'individual' }).tokens;
    assert.deepEqual(lord.map((t) => [t.text, t.weight]), [['JONATHAN', 1], ['LORD', 0.5]]);
    assert.deepEqual(words('Hun Sen'), ['HUN', 'SEN']);
    assert.ok(compareNames('Jonathan Smith', 'Jonathan Lord', 'individual').score < 0.8);
  });
});

describe("India's Shri and Smt. (matcher 2025.40)", () => {
  it('are titles before a name, as the Lok Sabha writes its members', () => {
    assert.deepEqual(words('Rajendran, Shri S.'), ['RAJENDRAN', 'S']);
    assert.deepEqual(words('M., Smt. Vasanthi'), ['M', 'VASANTHI']);
    assert.equal(compareNames('Arunmozhithevan, A.', 'Arunmozhithevan, Shri A.', 'individual').score, 1);
  });

  it('a Shri a comma follows, or last, is a surname', () => {
    assert.deepEqual(words('SHRI, Amin'), ['SHRI', 'AMIN']);
    assert.deepEqual(words('Amin Shri'), ['AMIN', 'SHRI']);
    assert.ok(compareNames('SHERRI, Amin', 'SHRI, Amin', 'individual').score >= 0.8);
  });
});

describe('a leading BEN without a comma is a given name (matcher 2025.40)', () => {
  const cls = (name: string) => normaliseName(name, { type: 'individual' }).tokens.map((t) => t.cls);
  it('Ben Ray Luján opens with a given name; BEN ALI, Zine and David Ben-Gurion keep the particle', () => {
    assert.equal(cls('Ben Ray Luján')[0], 'name');
    assert.equal(cls('BEN ALI, Zine El Abidine')[0], 'particle');
    assert.equal(cls('David Ben Gurion')[1], 'particle');
    assert.equal(cls('Imam Ben Yussuf ARFAJ')[0], 'particle');
  });

  it('so a short form leaving out the middle name meets the full name', () => {
    assert.ok(compareNames('Ben Luján', 'Ben Ray Luján', 'individual').score >= 0.8);
  });

  it('an Arabic-script transcription still pairs its بن with the given name', () => {
    assert.match(compareNames('بن والاس', 'Ben Wallace', 'individual').explanation.contributions[0].detail ?? '', /BIN~BEN 0\.95/);
  });
});
