/**
 * Person-name variants of issue 16: the Latin spellings a name typed in Cyrillic hides (Й as J or I),
 * and the other person-name mechanisms of score.ts / romanise.ts tested here. Hand-made pairs (not
 * the evaluation set's rows), no list files; fast.
 * Run: node --import tsx --test test/screening-person-variants.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { cyrillicVariants } from '../src/screening/romanise.js';

const T = DEFAULT_CONFIG.alertThreshold;
const score = (a: string, b: string, t: 'individual' | 'company' = 'individual') => compareNames(a, b, t).score;

describe('Cyrillic Й read as J (ISO 9, German) and I (ICAO)', () => {
  it('lists the J and I readings of a Y after a vowel', () => {
    const v = cyrillicVariants('ANDREY');
    assert.ok(v.includes('ANDREJ'), v.join(' '));
    assert.ok(v.includes('ANDREI'), v.join(' '));
    assert.ok(cyrillicVariants('MARIYA').includes('MARIJA'));
    // A Y that opens the word or follows a consonant is no Й after a vowel.
    assert.deepEqual(cyrillicVariants('YURA'), []);
    assert.deepEqual(cyrillicVariants('BYKOV').filter((x) => x.includes('J')), []);
  });

  it('a name spelt with J or I for Й pairs with the Cyrillic name as a reading', () => {
    assert.ok(score('Andrej Kostin', 'Андрей Костин') >= 0.95);
    assert.ok(score('Nikolai Patrushev', 'Николай Патрушев') >= 0.95);
    assert.ok(score('Andrej Kostin', 'Андрей Леонидович Костин') >= 0.9);
  });

  it('a typing slip in such a reading still pairs, below the reading spelt out', () => {
    const slip = score('Nikolj Patrushev', 'Николай Патрушев');
    assert.ok(slip >= T, String(slip));
    assert.ok(slip < score('Nikolaj Patrushev', 'Николай Патрушев'));
  });

  it('another name stays apart', () => {
    assert.ok(score('Andrej Kostin', 'Анатолий Костин') < T);
    assert.ok(score('Aleksej Kostin', 'Андрей Костин') < T);
  });
});
