/**
 * Organisation-name rules of the name scorer: non-profit legal forms (normalise.NONPROFIT_FORMS, the
 * commercial / non-commercial conflict of score.purposeConflictFactor) and names written as two names
 * with a slash between (score.slashAlternatives). Invented names, no list files; fast.
 * Run: node --import tsx --test test/screening-org-forms.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { LEGAL_FAMILY, normaliseName } from '../src/screening/normalise.js';
import { slashAlternatives } from '../src/screening/score.js';

const T = DEFAULT_CONFIG.alertThreshold;
const cmp = (a: string, b: string, t: 'individual' | 'company' | 'vessel' = 'company') => compareNames(a, b, t);
const toks = (s: string, type: 'individual' | 'company' = 'company') => normaliseName(s, { type }).tokens.map((t) => `${t.text}:${t.cls}`);

describe('non-profit legal forms', () => {
  it('reads ANO, e.V., ASBL / VZW as non-profit legal forms', () => {
    assert.deepEqual(toks('ANO Zdorovye Regiona'), ['ANO:legal', 'ZDOROVYE:name', 'REGIONA:name']);
    assert.deepEqual(toks('Nordlicht e.V.'), ['NORDLICHT:name', 'EV:legal']);
    assert.deepEqual(toks('Entraide Solidaire ASBL'), ['ENTRAIDE:name', 'SOLIDAIRE:name', 'ASBL:legal']);
    assert.deepEqual(toks('Entraide Solidaire v.z.w.'), ['ENTRAIDE:name', 'SOLIDAIRE:name', 'ASBL:legal']);
    for (const f of ['ANO', 'EV', 'ASBL', 'NONPROFIT']) assert.equal(LEGAL_FAMILY[f], 'nonprofit', f);
  });

  it('reads the English names of the non-commercial organisation as legal forms', () => {
    assert.deepEqual(toks('AUTONOMOUS NON-COMMERCIAL ORGANIZATION ZDOROVYE REGIONA'), ['ANO:legal', 'ZDOROVYE:name', 'REGIONA:name']);
    assert.deepEqual(toks('Autonomous Nonprofit Organisation Zdorovye'), ['ANO:legal', 'ZDOROVYE:name']);
    assert.deepEqual(toks('NON-PROFIT ORGANIZATION ZDOROVYE'), ['NONPROFIT:legal', 'ZDOROVYE:name']);
    assert.deepEqual(toks('Eingetragener Verein Nordlicht'), ['EV:legal', 'NORDLICHT:name']);
  });

  it('reads gGmbH as a GmbH (GmbHG § 4)', () => {
    assert.deepEqual(toks('Lindenhof gGmbH'), ['LINDENHOF:name', 'GMBH:legal']);
    assert.ok(cmp('Lindenhof gGmbH', 'Lindenhof GmbH').score >= T);
  });

  it('reads a legal-form word that is the whole name as a name (an acronym: ANO, the Abu Nidal Organisation)', () => {
    assert.deepEqual(toks('ANO'), ['ANO:name']);
    assert.ok(cmp('ABU NIDAL ORGANISATION', 'ANO').score >= T);
  });

  it('leaves NKO (non-bank credit organisation) and NPO (scientific-production association) as names', () => {
    assert.deepEqual(toks('NKO Raschety'), ['NKO:name', 'RASCHETY:name']);
    assert.deepEqual(toks('NPO Tochmash'), ['NPO:name', 'TOCHMASH:name']);
  });

  it('keeps ANO and EV as names in a person\'s name, and ANO alone does not make a name an organisation\'s', () => {
    assert.deepEqual(toks('Ano Kato', 'individual'), ['ANO:name', 'KATO:name']);
    assert.deepEqual(normaliseName('Ano Kato').tokens.map((t) => t.cls), ['name', 'name']);
    assert.deepEqual(toks('Not-for-profit Organization Zdorovye'), ['NONPROFIT:legal', 'ZDOROVYE:name']);
  });

  it('an ANO is not an LLC or a JSC of the same name', () => {
    for (const other of ['LIMITED LIABILITY COMPANY ZDOROVYE REGIONA', 'OOO Zdorovye Regiona', 'AO Zdorovye Regiona']) {
      const r = cmp('ANO Zdorovye Regiona', other);
      assert.ok(r.score < T, `${other}: ${r.score}`);
      assert.match(r.explanation.contributions[0].detail ?? '', /legal forms differ: ANO vs/);
    }
  });

  it('the commercial / non-commercial conflict weighs more than one between two commercial forms', () => {
    const purpose = cmp('ANO Zdorovye Regiona', 'OOO Zdorovye Regiona').score;
    const commercial = cmp('AO Zdorovye Regiona', 'OOO Zdorovye Regiona').score;
    assert.ok(purpose < commercial, `${purpose} vs ${commercial}`);
  });

  it('non-profit forms of one family do not conflict, and the English name pairs the abbreviation', () => {
    assert.ok(cmp('Nordlicht Hilfswerk e.V.', 'Nordlicht Hilfswerk ASBL').score >= T);
    assert.ok(cmp('ANO Zdorovye Regiona', 'AUTONOMOUS NON-COMMERCIAL ORGANIZATION ZDOROVYE REGIONA').score >= 0.95);
    assert.ok(cmp('ANO Zdorovye Regiona', 'Zdorovye Regiona').score >= T);
  });
});

describe('names written with a slash', () => {
  const alts = (s: string) => slashAlternatives(normaliseName(s, { type: 'company' }))?.map((p) => `${p.offset}:${p.name.text}`) ?? null;

  it('splits two names either side of a slash, each holding a name', () => {
    assert.deepEqual(alts('Kalinka Brotherhood/Northern Shield Movement'), ['0:KALINKA BROTHERHOOD', '2:NORTHERN SHIELD MOVEMENT']);
    assert.deepEqual(alts('KVR / Krasny Voron'), ['0:KVR', '1:KRASNY VORON']);
  });

  it('a side of organisation words only is no alternative', () => {
    assert.deepEqual(alts('Al-Kalinka/Islamic Army'), ['0:AL KALINKA']);
  });

  it('does not split abbreviations, numbers, word alternatives or several slashes', () => {
    for (const s of ['Nordvik A/S', 'Nordvik S/A Comercio', 'C/O Nordvik Holdings', 'M/V Nordvik Star', 'Nordvik Co/Ltd', 'Nordvik 1/2 Fund',
      'Northern Shield Movement/Army', 'Nordvik Import/Export Corporation', 'Kalinka Brotherhood/Shield/Movement', 'Kalinka Brotherhood']) {
      assert.equal(alts(s), null, s);
    }
  });

  it('compares a query with each name of a listed pair', () => {
    const r = cmp('Kalinka Brotherhud', 'Kalinka Brotherhood/Northern Shield Movement');
    assert.ok(r.score >= T, String(r.score));
    assert.ok(cmp('Northern Shield Movement', 'Kalinka Brotherhood/Northern Shield Movement').score >= 0.95);
    assert.ok(cmp('Kalinka Brotherhood/Northern Shield Movement', 'Northern Shield Movement').score >= 0.95);
  });

  it('reports the pairs as tokens of the whole names', () => {
    const detail = cmp('Northern Shield Movement', 'Kalinka Brotherhood/Northern Shield Movement').explanation.contributions[0].detail ?? '';
    assert.match(detail, /NORTHERN~NORTHERN 1\.00/);
    assert.match(detail, /names written with a slash/);
  });

  it('never lowers a score, and leaves persons\' names alone', () => {
    const whole = cmp('Kalinka Brotherhood Northern Shield Movement', 'Kalinka Brotherhood/Northern Shield Movement').score;
    assert.ok(whole >= 0.95);
    const p = cmp('Anna Gaus', 'Anna GAUS/GAUSS', 'individual').explanation.contributions[0].detail ?? '';
    assert.doesNotMatch(p, /slash/);
  });
});
