/**
 * Person-name variants of issue 16: the Latin spellings a name typed in Cyrillic hides (Й as J or I),
 * and the other person-name mechanisms of score.ts / romanise.ts tested here. Hand-made pairs (not
 * the evaluation set's rows), no list files; fast.
 * Run: node --import tsx --test test/screening-person-variants.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { cyrillicVariants } from '../src/screening/romanise.js';
import { romaniseKhmer } from '../src/screening/romanise-khmer.js';
import { normaliseName } from '../src/screening/normalise.js';
import { sameSlotExcess } from '../src/screening/score.js';

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

describe('a word written with its capital moved: the same letters in another order', () => {
  it('a mirrored word (copied in visual order from a right-to-left document) pairs', () => {
    assert.ok(score('Angela lekreM', 'Angela Merkel') >= T);
    assert.ok(score('lekreM alegnA', 'Angela Merkel') >= T);
  });

  it('a scrambled word keeping its capital on the moved letter pairs', () => {
    assert.ok(score('Angela kelMer', 'Angela Merkel') >= T);
  });

  it('names of the same letters written normally stay apart', () => {
    assert.ok(score('Amir Kamil', 'Amir Malik') < T);
    assert.ok(score('Noel Gomah', 'Leon Gomah') < T);
    assert.ok(score('Diana Smith', 'Nadia Smith') < T);
  });

  it('a capital inside a word after a lower-case particle or apostrophe is no moved capital', () => {
    // "al-Assad", "d'Estaing": the word starts at its capital; other letters would not pair anyway.
    assert.ok(score("Valery d'Estaing", 'Valery Gniatsed') < T);
  });

  it('words shorter than four letters are not read as moved', () => {
    assert.ok(score('Ali naO', 'Ali Ona') < T);
  });
});

describe('retrieval of a name written with its capitals moved', () => {
  it('the engine finds a listed name whose every word is mirrored or scrambled', () => {
    const rec = (id: string, name: string) => ({
      list: 'test', source_name: 'Test list', source_id: id, entity_type: 'individual' as const, result_type: 'sanction' as const, name,
      names: [{ name, kind: 'primary' as const, quality: 'strong' as const }], programs: [], dates_of_birth: [], places_of_birth: [],
      nationalities: [], countries: [], addresses: [], identifiers: [], url: 'https://example.test/' + id,
    });
    const s = Screener.build([rec('1', 'Angela Merkel'), rec('2', 'Amir Malik'), rec('3', 'Angela Merkur')]);
    const hit = s.screen({ name: 'alegnA lekreM', entity_type: 'individual' });
    assert.equal(hit[0]?.record.source_id, '1');
    assert.equal(s.screen({ name: 'Amir Kamil', entity_type: 'individual' }).length, 0);
  });
});

describe('Khmer romanised by UNGEGN', () => {
  it('reads consonants by series, the inherent vowel and the dependent vowels', () => {
    assert.equal(romaniseKhmer('ពត'), 'pot'); // bare consonant: inherent ô, then a final
    assert.equal(romaniseKhmer('ប៉ុល'), 'pol'); // ប with musĕkâtônd is p; ុ after the first series o
    assert.equal(romaniseKhmer('ហ៊ុន'), 'hun'); // treisâpt: second series, ុ u
    assert.equal(romaniseKhmer('នួន ជា'), 'nuon chea');
    assert.equal(romaniseKhmer('ខៀវ សំផន'), 'khiev samphan'); // nikahit; a bare consonant opening a closed syllable
    assert.equal(romaniseKhmer('ភ្នំពេញ'), 'phnumpenh'); // subscript (coeng) and second-series nikahit
    assert.equal(romaniseKhmer('កម្ពុជា'), 'kampuchea');
  });

  it('a name in Khmer pairs with its Latin spelling', () => {
    assert.ok(score('នួន ជា', 'Nuon Chea') >= T);
    assert.ok(score('ខៀវ សំផន', 'Khieu Samphan') >= T);
    assert.ok(score('នួន ជា', 'Nuon Samphan') < T);
  });
});

describe('another name in the same place on both sides', () => {
  it('a lighter name against a full one between the same paired names is a mismatch, not a left-out name', () => {
    const r = compareNames('Tariq Jamil Abdul Nasser Haddad', 'Tariq Jamil Shah Nasser Haddad', 'individual');
    assert.ok(r.score < T, String(r.score));
    assert.ok(r.explanation.summary.includes('another name in the same place'));
  });

  it('a left-out middle name still costs little', () => {
    assert.ok(score('Tariq Jamil Nasser Haddad', 'Tariq Jamil Shah Nasser Haddad') >= 0.9);
  });

  it('a name mistyped past pairing in that place is not another name (sameSlotExcess)', () => {
    // Tokens 0, 1 and 3 paired one to one; token 2 unpaired on both sides, weights 0.5 and 1.
    const slot = (a: string, b: string) => {
      const q = normaliseName(`Tariq Jamil ${a} Haddad`, { type: 'individual' }).tokens;
      const c = normaliseName(`Tariq Jamil ${b} Haddad`, { type: 'individual' }).tokens;
      q[2].weight = 0.5;
      const used = Uint8Array.from([1, 1, 0, 1]);
      const pairs = [0, 1, 3].map((i) => ({ q: [i], c: [i], sim: 1 }));
      return sameSlotExcess(q, used, c, Uint8Array.from(used), pairs);
    };
    assert.equal(slot('Omar', 'Shah'), 0.5);
    assert.equal(slot('Kadr', 'Badr'), 0); // one typing error apart
    assert.equal(slot('Badr', 'Badrudin'), 0); // alike (Jaro-Winkler)
  });
});
