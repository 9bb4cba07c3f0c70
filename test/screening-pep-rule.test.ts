/**
 * Unit tests of the PEP rule (src/screening/pep-rule.ts) and its hook in the engine (Screener.qualify).
 * Hand-written fixtures (invented people shaped like EveryPolitician and US Congress records); fast.
 * Run: node --import tsx --test test/screening-pep-rule.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { DEFAULT_PEP_RULE, pepRuleReason, type PepRuleConfig } from '../src/screening/pep-rule.js';
import type { FeatureContribution, ScreeningQuery } from '../src/screening/types.js';
import type { ListName, ListRecord } from '../src/lists/types.js';

function pep(id: string, name: string, extra: Partial<ListRecord> = {}, parts?: ListName['parts']): ListRecord {
  const names: ListName[] = [{ name, kind: 'primary', quality: 'strong', ...(parts ? { parts } : {}) }];
  return {
    list: 'everypolitician', source_name: 'Test legislature', source_id: id, entity_type: 'individual', result_type: 'pep',
    name, names, programs: [], dates_of_birth: [], places_of_birth: [], nationalities: ['GB'], countries: ['GB'],
    addresses: [], identifiers: [], url: 'https://example.test/' + id, pep_tier: 'TIER_1', ...extra,
  };
}

const T = DEFAULT_CONFIG.alertThreshold;
const reason = (query: string, record: ListRecord, cs: FeatureContribution[] = [], rule: PepRuleConfig = DEFAULT_PEP_RULE) =>
  pepRuleReason({
    record,
    queryName: normaliseName(query, { type: 'individual' }),
    listName: normaliseName(record.name, { type: 'individual' }),
    listEntry: record.names[0],
    contributions: cs,
    nameConfig: DEFAULT_CONFIG.name,
  }, rule);

describe('pepRuleReason', () => {
  const twoWord = pep('p1', 'Oliver Brandt');
  it('passes the exact name, a dropped listed middle name and an added query middle name', () => {
    assert.equal(reason('Oliver Brandt', twoWord), undefined, 'exact name must pass');
    assert.equal(reason('Oliver Q. Brandt', twoWord), undefined, 'a middle initial the list lacks must pass');
    assert.equal(reason('Oliver Quentin Brandt', twoWord), undefined, 'a middle name the list lacks must pass');
    assert.equal(reason('Oliver Brandt', pep('p2', 'Oliver Quentin Brandt')), undefined, 'a listed middle name the query lacks must pass');
  });
  it('rules out a query token outside the listed name (the listed given name is the query middle name)', () => {
    const r = reason('Marcel Oliver Brandt', twoWord);
    assert.ok(r && /MARCEL/.test(r) && /not a middle name/.test(r), `expected the extra leading token to be named, got ${r}`);
  });
  it('rules out a query that meets only part of the listed name', () => {
    const r = reason('Oliver Brandt', pep('p3', 'Hanna Oliver Brandt Kessler'));
    assert.ok(r && /HANNA/.test(r) && /KESSLER/.test(r), `expected the unmatched listed ends to be named, got ${r}`);
  });
  it('tolerates an East-Slavic patronymic and tokens outside the published first/last parts', () => {
    assert.equal(reason('Anatoliy Ievlakhov', pep('p4', 'Ievlakhov Anatoliy Serhiyovych', { countries: ['UA'], nationalities: ['UA'] })), undefined,
      'surname-given-patronymic order with the patronymic dropped must pass');
    const parts = pep('p5', 'Brandt Oliver Quentin', {}, { first: 'Oliver', last: 'Brandt' });
    assert.equal(reason('Oliver Brandt', parts), undefined, 'a token in neither published part is a middle name');
  });
  it('counts a given name as paired when the nickname the query writes after it in parentheses paired (matcher 2025.38)', () => {
    const listed = pep('p10', 'Nikki Brandt');
    assert.equal(reason('Nicole (Nikki) Jai Brandt', listed), undefined, 'NICOLE is the name NIKKI shortens');
    const r = reason('Nicole Jai Brandt Nikki', listed);
    assert.ok(r && /NICOLE/.test(r), `without the parentheses NICOLE is an extra leading name, got ${r}`);
  });
  it('counts a repeated listed token as paired when its twin is', () => {
    assert.equal(reason('Antoniy Yordanov', pep('p6', 'Antoniy Yordanov Yordanov')), undefined, 'patronymic equal to the surname must pass');
  });
  it('tolerates one tribal or place name (AL X) after a paired family name that carries the article', () => {
    assert.equal(reason('Rashid Khalfan AL-MANSOORI', pep('p7', 'راشد خلفان المنصوري الكعبي', { countries: ['AE'], nationalities: ['AE'] })), undefined,
      'a listed nisba after the family name must pass');
    assert.equal(reason('راشد خلفان المنصوري الكعبي', pep('p8', 'Rashid Khalfan AL-MANSOORI', { countries: ['AE'], nationalities: ['AE'] })), undefined,
      'a query nisba after the family name must pass');
    const plain = reason('Rashid KHALFAN', pep('p9', 'Rashid KHALFAN AL-KAABI'));
    assert.ok(plain && /KAABI/.test(plain), `a family name without the article does not make AL X a second family name: ${plain}`);
    const two = reason('Rashid AL-MANSOORI', pep('p10', 'Rashid AL-MANSOORI AL-KAABI AL-HARBI'));
    assert.ok(two && /KAABI/.test(two), `two more names after the family name are not one nisba: ${two}`);
  });
  it('does not apply to sanctions records or to a PEP corroborated by date of birth or identifier', () => {
    assert.equal(reason('Marcel Oliver Brandt', { ...twoWord, result_type: 'sanction' }), undefined, 'sanctions records are not PEP findings');
    const dob: FeatureContribution = { feature: 'date_of_birth', value: 0.08, detail: 'DOB equal' };
    assert.equal(reason('Marcel Oliver Brandt', twoWord, [dob]), undefined, 'an agreeing DOB corroborates the hit');
    const id: FeatureContribution = { feature: 'identifier', value: 0.2, detail: 'passport equal' };
    assert.equal(reason('Marcel Oliver Brandt', twoWord, [id]), undefined, 'an equal identifier corroborates the hit');
  });
  it('applies the optional country check only when configured', () => {
    const conflict: FeatureContribution = { feature: 'country', value: -0.06, detail: 'country FR not in GB' };
    assert.equal(reason('Oliver Quentin Brandt', twoWord, [conflict]), undefined, 'country check is off by default');
    const inexact: PepRuleConfig = { ...DEFAULT_PEP_RULE, countryConflict: 'inexact' };
    assert.ok(reason('Oliver Quentin Brandt', twoWord, [conflict], inexact), 'inexact: a longer name with a country conflict fails');
    assert.equal(reason('Oliver Brandt', twoWord, [conflict], inexact), undefined, 'inexact: the exact name keeps the finding abroad');
    assert.ok(reason('Oliver Brandt', twoWord, [conflict], { ...DEFAULT_PEP_RULE, countryConflict: 'always' }), 'always: any conflict fails');
  });
});

describe('engine hook', () => {
  const records = [
    pep('p1', 'Oliver Brandt'),
    { ...pep('s1', 'Marcel Oliver Brandt'), list: 'test_sanctions', result_type: 'sanction' as const },
    pep('p7', 'Ruth Ellen Carvalho', { dates_of_birth: [{ raw: '1961-03-02', kind: 'exact', year: 1961, month: 3, day: 2 }] }),
  ];
  const screener = Screener.build(records);
  const q = (name: string, extra: Partial<ScreeningQuery> = {}): ScreeningQuery => ({ name, entity_type: 'individual', ...extra });

  it('drops a displaced PEP name hit below the alert threshold and explains it', () => {
    const before = screener.screen(q('Marcel Oliver Brandt'), { minScore: 0, limit: 10 }).find((m) => m.record.source_id === 'p1');
    assert.ok(before, 'the PEP record must still be returned at minScore 0');
    const c = before.explanation.contributions.find((x) => x.feature === 'pep_rule');
    assert.ok(c && c.value === -DEFAULT_PEP_RULE.penalty, 'the pep_rule contribution must carry the penalty');
    assert.ok(/pep_rule -0\.30/.test(before.explanation.summary), `summary must show the rule: ${before.explanation.summary}`);
    assert.ok(before.score < T, `a displaced PEP name hit must fall below ${T}, got ${before.score}`);
    const atThreshold = screener.screen(q('Marcel Oliver Brandt'));
    assert.ok(!atThreshold.some((m) => m.record.source_id === 'p1'), 'no PEP finding at the alert threshold');
    assert.ok(atThreshold.some((m) => m.record.source_id === 's1'), 'the sanctions record with the same name is unaffected');
  });
  it('keeps the exact PEP name and a query middle name as findings', () => {
    for (const name of ['Oliver Brandt', 'Oliver Quentin Brandt']) {
      const m = screener.screen(q(name)).find((x) => x.record.source_id === 'p1');
      assert.ok(m && m.score >= T, `${name} must stay a PEP finding`);
      assert.ok(!m.explanation.contributions.some((x) => x.feature === 'pep_rule'), `${name}: no pep_rule contribution`);
    }
  });
  it('lets an agreeing date of birth corroborate a partial PEP name', () => {
    const withDob = screener.screen(q('Ellen Carvalho', { date_of_birth: '1961-03-02' }), { minScore: 0 }).find((m) => m.record.source_id === 'p7');
    const without = screener.screen(q('Ellen Carvalho'), { minScore: 0 }).find((m) => m.record.source_id === 'p7');
    assert.ok(withDob && !withDob.explanation.contributions.some((x) => x.feature === 'pep_rule'), 'DOB-corroborated: no pep_rule');
    assert.ok(without && without.explanation.contributions.some((x) => x.feature === 'pep_rule'), 'name only, listed given name missing: pep_rule applies');
  });

  it('a PEP record without a date of birth: a person too young for its latest term gets the DOB-conflict penalty', () => {
    const seated = Screener.build([pep('p8', 'Tobias Wrenfield', { latest_term_start: '2013-03-05' })]);
    const find = (dob?: string) => seated.screen(q('Tobias Wrenfield', dob ? { date_of_birth: dob } : {}), { minScore: 0 }).find((m) => m.record.source_id === 'p8');
    const young = find('2007-05-17');
    const c = young?.explanation.contributions.find((x) => x.feature === 'date_of_birth');
    assert.ok(c && c.value === -DEFAULT_CONFIG.dob.conflictPenalty, `born 2007, term from 2013: penalty expected, got ${JSON.stringify(c)}`);
    assert.match(c.detail, /at most 6 when the latest term began \(2013-03-05\), under 18/);
    assert.ok(young!.score < T && young!.false_positive === 'yes', `must fall below ${T} and be rated a false positive, got ${young!.score}`);
    assert.ok(/at most 17/.test(find('1996')!.explanation.contributions.find((x) => x.feature === 'date_of_birth')!.detail), 'born 1996: at most 17 in 2013');
    for (const dob of ['1995', '1960-01-01', undefined]) {
      const m = find(dob);
      assert.ok(m && m.score >= T && !m.explanation.contributions.some((x) => x.feature === 'date_of_birth'), `DOB ${dob}: old enough (or unknown), no contribution`);
    }
    const born = Screener.build([pep('p9', 'Tobias Wrenfield', { latest_term_start: '2013-03-05', dates_of_birth: [{ raw: '2007', kind: 'year', year: 2007 }] })]);
    const own = born.screen(q('Tobias Wrenfield', { date_of_birth: '2007' })).find((m) => m.record.source_id === 'p9');
    assert.ok(own && own.score >= T, 'a published date of birth is compared instead (here it agrees)');
  });
});
