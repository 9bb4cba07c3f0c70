/**
 * The Arabic and Persian organisation glossary (org-glossary-arabic.ts, normalise.ts rule 13): the
 * organisational words of a company's name written in Arabic script, and their usual romanisations in
 * Latin listings, are read as their English equivalents, so a translated name meets its original.
 * Invented or generic names, no list files; fast.
 * Run: node --import tsx --test test/screening-org-glossary-arabic.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { arabicKey, glossArabicLatin, glossArabicWord, latinFold } from '../src/screening/org-glossary-arabic.js';

const T = DEFAULT_CONFIG.alertThreshold;
const cmp = (a: string, b: string, t: 'individual' | 'company' | 'vessel' = 'company') => compareNames(a, b, t);
const texts = (s: string, type: 'individual' | 'company' | 'vessel' = 'company') => normaliseName(s, { type }).tokens.map((t) => t.text);

describe('Arabic and Persian organisation glossary: words', () => {
  it('reads a word with its article and clitics removed, and its letter variants folded', () => {
    for (const w of ['جماعة', 'الجماعة', 'والجماعة', 'للجماعة', 'بالجماعة', 'جماعه', 'جماعت']) assert.deepEqual(glossArabicWord(w), ['GROUP'], w);
    for (const w of ['الإسلامية', 'الاسلامية', 'الأسلامية', 'اسلامی', 'إسلامي']) assert.deepEqual(glossArabicWord(w), ['ISLAMIC'], w);
    assert.deepEqual(glossArabicWord('مؤسسة'), glossArabicWord('موسسه'));
    assert.deepEqual(glossArabicWord('شرکت'), ['COMPANY']);
    assert.deepEqual(glossArabicWord('للصرافة'), ['MONEY', 'EXCHANGE']);
    assert.equal(arabicKey('ی'), arabicKey('ي'));
    assert.equal(arabicKey('ک'), arabicKey('ك'));
    assert.equal(arabicKey('ة'), arabicKey('ه'));
  });

  it('reads the usual romanised forms, with a fused article and doubled letters folded', () => {
    for (const w of ['JAMAA', 'JAMAAH', 'GAMAA', 'JAMMAH', 'ALJAMAA', 'JAMAAT']) assert.deepEqual(glossArabicLatin(w), ['GROUP'], w);
    for (const w of ['ISLAMIYYA', 'ISLAMIYA', 'ISLAMIAH', 'ALISLAMIYYA']) assert.deepEqual(glossArabicLatin(w), ['ISLAMIC'], w);
    for (const w of ['HARAKAT', 'HARAKAH']) assert.deepEqual(glossArabicLatin(w), ['MOVEMENT'], w);
    for (const w of ['SAZMAN', 'TANZIM']) assert.deepEqual(glossArabicLatin(w), ['ORGANIZATION'], w);
    assert.deepEqual(glossArabicLatin('SANAYE'), ['INDUSTRIES']);
    assert.equal(latinFold('MUSALLAHA'), latinFold('MUSALAHA'));
  });

  it('leaves an unknown word, a short word and a common Latin word alone', () => {
    assert.equal(glossArabicWord('حنيفة'), undefined);
    assert.equal(glossArabicWord('فجر'), undefined);
    assert.equal(glossArabicLatin('HANIFA'), undefined);
    assert.equal(glossArabicLatin('ISLAM'), undefined);
    assert.equal(glossArabicLatin('BANK'), undefined);
    assert.equal(glossArabicLatin('SINAI'), undefined);
    assert.equal(glossArabicLatin('SEPA'), undefined);
  });
});

describe('Arabic and Persian organisation glossary: names', () => {
  it('reads a company name written in Arabic or Persian script in English', () => {
    assert.deepEqual(texts('الجماعة الاسلامية المسلحة'), ['GROUP', 'ISLAMIC', 'ARMED']);
    assert.deepEqual(texts('گروه صنایع فجر'), ['GROUP', 'INDUSTRIES', 'FJR']);
    assert.deepEqual(texts('سازمان فضایی ایران'), ['ORGANIZATION', 'SPACE', 'IRAN']);
    // A company word is the legal-form code, as the English word is.
    assert.equal(normaliseName('شركة النور', { type: 'company' }).tokens[0].cls, 'legal');
  });

  it('keeps the romanised word in the gloss note and leaves unknown words as romanised before', () => {
    const n = normaliseName('مكتب حنيفة للصرافة', { type: 'company' });
    assert.deepEqual(n.tokens.map((t) => t.text), ['OFFICE', 'HNYFA', 'MONEY', 'EXCHANGE']);
    assert.equal(n.tokens[0].gloss, 'MKTB');
    assert.equal(n.tokens[1].gloss, undefined);
    // A name with no word the glossary knows is read as before (romanised letter by letter).
    assert.deepEqual(texts('حنيفة الرشيد'), ['HNYFA', 'AL', 'RSHYD']);
  });

  it('keeps a name as written when the glossary would leave no name word but a country', () => {
    assert.deepEqual(texts('BANK MELLI IRAN'), ['BANK', 'MELLI', 'IRAN']);
    assert.ok(!texts('بانک ملی ایران').includes('NATIONAL'));
    assert.ok(cmp('BANK MELLI IRAN', 'BANK MELLI').score >= T);
  });

  it('never glosses a person, a vessel or an aircraft', () => {
    assert.deepEqual(texts('جماعة اسلامی', 'individual'), normaliseName('جماعة اسلامی', { type: 'individual' }).tokens.map((t) => t.text));
    assert.ok(!texts('جماعة اسلامی', 'individual').includes('GROUP'));
    assert.ok(!texts('HARAKAT JAMAA', 'individual').includes('MOVEMENT'));
    assert.ok(!texts('بانک ملی', 'vessel').includes('NATIONAL'));
    assert.ok(!texts('HARAKAT ISLAMIYA', 'vessel').includes('MOVEMENT'));
  });

  it('matches an Arabic-script name with its English translation and with its romanised listing', () => {
    assert.ok(cmp('الجماعة الاسلامية المسلحة النور', 'AL NUR ARMED ISLAMIC GROUP').score >= T);
    assert.ok(cmp('الجماعة الاسلامية النور', "AL-GAMA'A AL-ISLAMIYYA AL-NUR").score >= T);
    assert.ok(cmp('حركة النور الاسلامية', 'HARAKAT AL-NUR AL-ISLAMIYA').score >= T);
    assert.ok(cmp('گروه صنایع بهار', 'BAHAR INDUSTRIES GROUP').score >= T);
    assert.ok(cmp('BAHAR INDUSTRIES GROUP', 'GOROUH SANAYE BAHAR').score >= T);
    // The explanation names the glossed word.
    assert.match(cmp('مكتب بهار للصرافة', 'BAHAR EXCHANGE OFFICE').explanation.summary, /glossary: .*MKTB = OFFICE/);
  });

  it('does not make two different organisations meet on their shared organisational words', () => {
    assert.ok(cmp('الجماعة الاسلامية النور', 'AL FAJR ISLAMIC GROUP').score < T);
    assert.ok(cmp('گروه صنایع بهار', 'FAJR INDUSTRIES GROUP').score < T);
  });
});
