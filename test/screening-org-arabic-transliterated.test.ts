/**
 * Arabic-script organisation names against Latin listings that transliterate rather than translate
 * (normalise.ts rule 13, NameToken.written; score.ts `writtenSimilarity`; index.ts `skeletonText`).
 * A word the Arabic and Persian glossary translated keeps its transliteration: it pairs with the English
 * word of a translated listing or, by the abjad rules, with a transliterated one (مؤسسة ... في ~
 * MUASSASAT ... FI), and the conjunction و written on a word with the article is read as its own word
 * (والارشاد ~ WA AL-IRSHAD, WAL-IRSHAD, AND IRSHAD); the English word itself is compared with a Latin
 * name as Latin letters (موسسه INSTITUTION ~ INSTITUTE). Hand-written names (fast), then one retrieval
 * check on the real UN, OFAC SDN and CSL files with every non-Latin name removed.
 * Run: node --import tsx --test test/screening-org-arabic-transliterated.test.ts
 */
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, type Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { arabicLatinStem, glossArabicParts } from '../src/screening/org-glossary-arabic.js';
import { screenerOf } from './helpers/list-screeners.js';

const T = DEFAULT_CONFIG.alertThreshold;
const cmp = (a: string, b: string) => compareNames(a, b, 'company');
const tokens = (s: string) => normaliseName(s, { type: 'company' }).tokens;

describe('a glossed Arabic word keeps its transliteration', () => {
  it('gives the stem without the clitics the glossary removed', () => {
    assert.deepEqual(glossArabicParts('والجماعة'), { en: ['GROUP'], stem: 'جماعة' });
    assert.deepEqual(glossArabicParts('للصرافة'), { en: ['MONEY', 'EXCHANGE'], stem: 'صرافة' });
    assert.deepEqual(glossArabicParts('في'), { en: ['IN'], stem: 'في' });
    assert.equal(glossArabicParts('النور'), undefined);
    assert.equal(arabicLatinStem('ALJAMAA'), 'JAMAA');
    assert.equal(arabicLatinStem('JAMAAT'), 'JAMAAT');
  });

  it('sets NameToken.written on glossed tokens only, on both scripts', () => {
    const ar = tokens('مؤسسة النور في لبنان');
    assert.deepEqual(ar.map((t) => [t.text, t.written?.text]), [['INSTITUTION', 'MWSSA'], ['AL', undefined], ['NWR', undefined], ['IN', 'FY'], ['LEBANON', 'LBNAN']]);
    const la = tokens('MUASSASAT AL-NUR');
    assert.deepEqual(la.map((t) => [t.text, t.written?.text]), [['INSTITUTION', 'MUASSASAT'], ['AL', undefined], ['NUR', undefined]]);
    // English typed in English is never read as a transliteration.
    for (const t of tokens('NUR INSTITUTION IN LEBANON')) assert.equal(t.written, undefined, t.text);
  });

  it('pairs with a translated listing by its English word', () => {
    assert.equal(cmp('الجماعة الاسلامية المسلحة', 'ARMED ISLAMIC GROUP').score, 1);
    const r = cmp('مؤسسة النور في لبنان', 'AL-NUR INSTITUTION IN LEBANON');
    assert.ok(r.score >= T, r.explanation.summary);
    assert.match(r.explanation.summary, /glossary: .*FY = IN/);
  });

  it('pairs with a transliterated listing by its letters, and the explanation says so', () => {
    const r = cmp('مؤسسة النور في لبنان', 'MUASSASAT AL-NUR FI LUBNAN');
    assert.ok(r.score >= T, r.explanation.summary);
    assert.match(r.explanation.summary, /as written: .*FY ~ FI/);
    assert.match(r.explanation.summary, /LBNAN ~ LUBNAN/);
    // The glossary note does not claim FI was read as IN.
    assert.doesNotMatch(r.explanation.summary, /FY = IN/);
  });

  it('a Latin listing\'s glossed word meets an Arabic spelling the glossary does not know', () => {
    // جمات: جماعت written without its ayn; the listing's JAMAAT is read GROUP, and kept as written.
    const r = cmp('جمات النور', 'JAMAAT AL-NUR');
    assert.ok(r.score >= T, r.explanation.summary);
    assert.match(r.explanation.summary, /as written: JMAT ~ JAMAAT/);
    const b = cmp('JAMAAT AL-NUR', 'جمات النور');
    assert.ok(b.score >= T, b.explanation.summary);
  });
});

describe('the English word of a glossed Arabic-script word', () => {
  it('is compared with a Latin name as Latin letters, not by the abjad pattern', () => {
    // موسسه INSTITUTION ~ INSTITUTE, صنایع INDUSTRIES ~ INDUSTRIAL: one English stem, two endings.
    for (const [ar, la] of [['موسسه مهندسی کوثر', 'KOWSAR ENGINEERING INSTITUTE'], ['گروه صنایع کوثر', 'KOWSAR INDUSTRIAL GROUP']]) {
      const r = cmp(ar, la);
      assert.ok(r.score >= T, `${la}: ${r.explanation.summary}`);
    }
    // Another word stays another word.
    assert.ok(cmp('گروه صنایع کوثر', 'KOWSAR MINING GROUP').score < T);
  });
});

describe('the conjunction و written on a word with the article', () => {
  it('is read as its own word', () => {
    assert.deepEqual(tokens('جمعية الدعوة والارشاد').map((t) => t.text), ['SOCIETY', 'AL', 'DWA', 'AND', 'AL', 'ARSHAD']);
    // والي (wali), والد (walid): no article and three letters after it; stay whole.
    assert.ok(!tokens('شركة والي').some((t) => t.text === 'AND'));
    assert.ok(!tokens('شركة والد').some((t) => t.text === 'AND'));
  });

  it('meets WA AL-X, WAL-X and AND X', () => {
    for (const latin of ['JAMIYAT AL-DAWA WA AL-IRSHAD', 'JAMIYAT AL-DAWA WAL-IRSHAD', "JAMIYAT AL-DAWA WA'L-IRSHAD", 'SOCIETY FOR DAWA AND IRSHAD']) {
      const r = cmp('جمعية الدعوة والارشاد', latin);
      assert.ok(r.score >= T, `${latin}: ${r.explanation.summary}`);
    }
    assert.match(cmp('جمعية الدعوة والارشاد', 'JAMIYAT AL-DAWA WAL-IRSHAD').explanation.summary, /as written: W\+AL ~ WAL/);
  });

  it('does not make a shorter name match', () => {
    assert.ok(cmp('جمعية الدعوة والارشاد', 'JAMIYAT AL-DAWA').score < T);
  });
});

describe('retrieval by the transliteration (real lists, Latin names only)', () => {
  let screener: Screener;
  before(async () => {
    screener = await screenerOf(['un_sc', 'us_ofac_sdn', 'us_trade_csl']);
  });

  it('an Arabic spelling the glossary does not know finds a listing whose word it reads (JAMAAT, posted by its skeleton)', () => {
    const found = screener.screen({ name: 'جمات الأحرار', entity_type: 'company' }, { limit: 10 });
    const hit = found.find((m) => m.record.names.some((n) => /JAMAAT.UL.AHRAR/i.test(n.name)));
    assert.ok(hit, `not found: ${found.map((m) => m.record.name).join('; ')}`);
    assert.ok(hit.score >= T, `score ${hit.score}`);
  });
});
