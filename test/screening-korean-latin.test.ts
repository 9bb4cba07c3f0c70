/**
 * Korean names in two Latin romanisations (score.koreanLatinCands): McCune–Reischauer (1939, without
 * its breves and apostrophes, as North Korean names appear on sanctions lists) against the Revised
 * Romanization of Korean (2000). Invented or textbook names (not the evaluation set's rows); fast.
 * Run: node --import tsx --test test/screening-korean-latin.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { readsKoreanLatin } from '../src/screening/score.js';

const T = DEFAULT_CONFIG.alertThreshold;
const score = (a: string, b: string, t: 'individual' | 'company' = 'individual') => compareNames(a, b, t).score;
const korean = (s: string) => readsKoreanLatin(normaliseName(s, { type: 'individual' }));

describe('reading a Latin-script person name as Korean', () => {
  it('reads surname + one- or two-syllable given-name words, hyphenated or not, in either order', () => {
    for (const s of ['Kim Jong Un', 'Gim Jeong-eun', 'Gim Jeongeun', 'Jeongeun Gim', 'Pak Pong Ju', 'Choe Ryong Hae',
      'Choi Ryong-hae', 'Ri Pyong Chol', 'Hwang Phyong Won', 'Namgung Min']) assert.ok(korean(s), s);
  });
  it('does not read names with non-Korean syllables or without a Korean surname', () => {
    for (const s of ['Kim Smith', 'Nguyen Van Kim', 'Zhang Wei', 'Jong Un Baker', 'Ali Hassan', 'Kim', 'Kim Jong Un Park Min Su'])
      assert.ok(!korean(s), s);
  });
  it('does not read a name in another script', () => {
    assert.ok(!korean('김정은'));
  });
});

describe('McCune–Reischauer against Revised Romanization', () => {
  it('pairs given-name syllables written with other vowels (ŏ/ŭ without breves: UN/EUN, ON/UN)', () => {
    assert.ok(score('Kim Jong Un', 'Gim Jeong-eun') >= T);
    assert.ok(score('Kim Jong Un', 'Gim Jeong Eun') >= T);
    assert.ok(score('Jong Un Kim', 'Jeong-eun Gim') >= T);
    assert.ok(score('Kim Jong On', 'Kim Jong Un') >= T);
  });
  it('pairs a given name written apart with the same syllables written as one word', () => {
    assert.ok(score('Kim Jong Un', 'Gim Jeongeun') >= T);
  });
  it('pairs initials written otherwise (p/b, t/d, k/g, ch/j) and surnames through their group', () => {
    assert.ok(score('Pak Pong Ju', 'Bak Bong-ju') >= T);
    assert.ok(score('Ri Pyong Chol', 'Lee Byeong-cheol') >= T);
    assert.ok(score('Choe Ryong Hae', 'Choi Ryong-hae') >= T);
  });
  it('keeps syllables with other vowels or consonants apart (IL/UN, IL/EUN)', () => {
    assert.ok(score('Kim Jong Un', 'Kim Jong Il') < T);
    assert.ok(score('Kim Jong Un', 'Gim Jeong-il') < T);
  });
  it('applies only to person names both read as Korean', () => {
    assert.ok(score('Kim Jong Un', 'Gim Jeong-eun', 'company') < T);
    assert.ok(score('Jong Un Baker', 'Jeong Eun Baker') < T);
  });
});

describe('too little evidence', () => {
  it('does not read a name of two one-syllable words (a one-syllable given name is rare)', () => {
    assert.ok(!korean('Kim Keung'));
    assert.ok(!korean('Pak Chol'));
    assert.ok(korean('Gim Jeongeun'));
  });
});
