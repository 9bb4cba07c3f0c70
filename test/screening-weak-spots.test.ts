/**
 * The matcher's weak spots of issue 16 (found against other matchers' test cases), identifiers as
 * evidence, the `vigil screen` identifier input and the robustness-set generator. Hand-made fixtures
 * (records written here), no list files; fast.
 * Run: node --import tsx --test test/screening-weak-spots.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { glideKey, normaliseName, phoneticKey } from '../src/screening/normalise.js';
import { oneEdit } from '../src/screening/score.js';
import { canonicalId, identifierEvidence, identifierKind } from '../src/screening/identifiers.js';
import { parseIdentifier, rowToQuery } from '../src/cli/commands/screen.js';
import { generateRobustnessSet, makeVariant, splitListedName, toCyrillic } from '../scripts/robustness-set.js';
import type { ListRecord } from '../src/lists/types.js';

const T = DEFAULT_CONFIG.alertThreshold;
const cmp = (a: string, b: string, t?: 'individual' | 'company' | 'vessel') => compareNames(a, b, t);

function rec(id: string, entity_type: ListRecord['entity_type'], name: string, extra: Partial<ListRecord> = {}): ListRecord {
  return {
    list: 'test', source_name: 'Test list', source_id: id, entity_type, result_type: 'sanction', name,
    names: [{ name, kind: 'primary', quality: 'strong' }], programs: [], dates_of_birth: [], places_of_birth: [],
    nationalities: [], countries: [], addresses: [], identifiers: [], url: 'https://example.test/' + id, ...extra,
  };
}

describe('weak spots: names', () => {
  it('a one-word query ending in a particle is a cut-short name, not a one-word name', () => {
    const r = cmp('Khamis Al', 'Khamis', 'individual');
    assert.ok(r.score < 0.6, `"Khamis Al" ~ "Khamis" scored ${r.score}`);
    assert.match(r.explanation.contributions[0].detail, /particle AL/, 'the explanation names the dangling particle');
    assert.equal(cmp('Khamis', 'Khamis', 'individual').score, 1, 'the one-word name itself still matches');
    assert.ok(cmp('Al Khamis', 'Khamis', 'individual').score >= T, 'a leading article still belongs to its name');
    assert.ok(cmp('DE GAULLE, Charles', 'Charles de Gaulle', 'individual').score >= T, 'a particle in a "SURNAME, Given" form is not dangling');
  });

  it('two names ending in one particle end in a surname spelt as it (matcher 2025.41)', () => {
    assert.ok(cmp('Pramila Das', 'Pramila Devi Das', 'individual').score >= T, 'the Indian surname Das');
    assert.ok(cmp('Satyanarayan Bin', 'Satyanarayan Bhagat Bin', 'individual').score >= T, 'the Nepali surname Bin');
    assert.ok(cmp('Maria Das', 'Maria das Dores', 'individual').score < 0.6, 'a particle inside the other name is still a particle');
    assert.ok(cmp('Khamis Al', 'Khamis', 'individual').score < 0.6, 'one name cut short is still cut short');
  });

  it('a cross-language given name (John/Juan) cannot make a two-part name match alone; a short form still can', () => {
    const juan = cmp('John Doe', 'Juan Doe', 'individual');
    assert.ok(juan.score < T, `John Doe ~ Juan Doe scored ${juan.score}`);
    assert.ok(juan.score > 0.6, `a cognate given name is still evidence (${juan.score})`);
    assert.ok(cmp('Bill Gates', 'William Gates', 'individual').score >= T, 'a short form of the same language pairs strongly');
    assert.ok(cmp('Juan Carlos Doe Ramirez', 'John Carlos Doe Ramirez', 'individual').score >= T, 'a cognate with the rest of a long name agreeing still matches');
    const cfg = DEFAULT_CONFIG.name;
    assert.ok(cfg.cognateSim < cfg.equivalentSim, 'cognates weigh less than short forms');
  });

  it('vessels that differ only in their number are different ships', () => {
    const r = cmp('Snow Storm 1', 'Snow Storm 2', 'vessel');
    assert.ok(r.score < T, `Snow Storm 1 ~ Snow Storm 2 scored ${r.score}`);
    assert.match(r.explanation.contributions[0].detail, /numbers differ: 1 vs 2/);
    assert.ok(cmp('Snow Storm 1', 'Snow Stom 1', 'vessel').score >= T, 'a typo with the same number still matches');
    const s = Screener.build([rec('v1', 'vessel', 'SNOW STORM 1'), rec('v2', 'vessel', 'SNOW STORM 2')]);
    const found = s.screen({ name: 'Snow Storm 2', entity_type: 'vessel' }).map((m) => m.record.source_id);
    assert.deepEqual(found, ['v2'], 'the screener finds only the ship with that number');
  });

  it('conflicting legal forms (AG vs GmbH) score clearly lower than the same form', () => {
    const same = cmp('Deutsche Bank AG', 'Deutsche Bank AG', 'company').score;
    const other = cmp('Deutsche Bank AG', 'Deutsche Bank GmbH', 'company');
    assert.ok(other.score < T && same - other.score >= 0.2, `AG/GmbH ${other.score} vs AG/AG ${same}`);
    assert.match(other.explanation.contributions[0].detail, /legal forms differ: AG vs GMBH/);
    assert.ok(cmp('Deutsche Bank AG', 'Deutsche Bank Aktiengesellschaft', 'company').score >= 0.95, 'the same form spelt out is no conflict');
    assert.ok(cmp('Romashka OOO', 'Romashka Ltd', 'company').score >= T, 'OOO and Ltd are one family (limited liability)');
    assert.ok(cmp('Romashka AO', 'Romashka Ltd', 'company').score < cmp('Romashka OOO', 'Romashka Ltd', 'company').score, 'JSC and Ltd conflict');
    assert.ok(cmp('Deutsche Bank Inc', 'Deutsche Bank GmbH', 'company').score >= T, 'a loose form (Inc) conflicts with nothing');
  });

  it('phonetic equivalents (shawn/sean) score as a plausible match', () => {
    assert.equal(glideKey('SHAWN'), glideKey('SEAN'));
    assert.equal(glideKey('LAWRENCE'), glideKey('LAURENCE'));
    assert.equal(phoneticKey('AWDA'), phoneticKey('AVDA'), 'the main key keeps the W (Arabic, Slavic spellings)');
    assert.notEqual(glideKey('BROWN'), glideKey('BRIAN'), 'OW is not read as a vowel');
    assert.notEqual(glideKey('ROMANOW'), glideKey('ROMANO'), 'a final W stays a consonant');
    assert.ok(cmp('shawn', 'sean', 'individual').score >= 0.79, `shawn ~ sean scored ${cmp('shawn', 'sean', 'individual').score}`);
  });

  it('a surname alone is weak evidence whatever the length of the listed name', () => {
    const three = cmp('maduro', 'Nicolas MADURO MOROS', 'individual');
    const two = cmp('maduro', 'Nicolas MADURO', 'individual');
    assert.ok(three.score > 0.5 && three.score < 0.6, `maduro ~ Nicolas MADURO MOROS scored ${three.score}`);
    assert.equal(three.score.toFixed(3), two.score.toFixed(3), 'one missing name or two: the same weak evidence');
    assert.match(three.explanation.contributions[0].detail, /one name matched: weak evidence/);
    assert.ok(cmp('Nicolas Maduro', 'Nicolas MADURO MOROS', 'individual').score >= T, 'two names still match');
  });

  it('"son of" is one word (bin/ibn), a repeated surname may pair either copy, one typo is a slip', () => {
    assert.equal(normaliseName('Usama ibn Laden', { type: 'individual' }).text, 'USAMA BIN LADEN');
    assert.ok(cmp('Osama bin Laden', 'Usama ibn Laden', 'individual').score >= T);
    assert.ok(cmp('Alvaro BECERDA BECERRA', 'BECERRA BECERRA, Alvaro', 'individual').score >= T, 'duplicate surname reordered');
    assert.ok(cmp('Abdullah Ahmed ABDULLAH', 'ABDULLAH, Abdullah Ahmed', 'individual').score >= 0.99, 'a name equal to itself up to order');
    assert.ok(cmp('Muhammad bin Salman bin Abdulaziz', 'Salman bin Muhammad bin Abdulaziz', 'individual').score < T, 'a father/son flip stays penalised');
    // A name repeated in the query may pair either listed spelling (the exact copy pairs first, crossing over).
    assert.ok(cmp('Ahmed Mohamed Ali Mohamed', 'AHMED MOHAMMED ALI MOHAMED', 'individual').score >= 0.95, 'a query-side repeat paired crosswise is no reshuffle');
    assert.ok(oneEdit('OMAR', 'ONAR') && oneEdit('KHAN', 'KHN') && oneEdit('ATWA', 'ATAW') && !oneEdit('OMAR', 'AMRO'));
    assert.ok(cmp('Mohammed ONAR', 'OMAR, Mohammed', 'individual').score >= T, 'one substituted letter');
    assert.ok(cmp('Peter Mills', 'Peter Wills', 'individual').score < T, 'a different first letter is another name');
  });
});

describe('identifiers', () => {
  const cfg = DEFAULT_CONFIG.identifier;
  const ship = rec('s1', 'vessel', 'SAM JONG 2', { countries: ['KP'], identifiers: [{ type: 'Vessel Registration Identification', number: 'IMO 7408873' }] });
  const person = rec('p1', 'individual', 'DOE, John', { identifiers: [{ type: 'Passport', number: 'K475336', country: 'JO' }, { type: 'National ID No.', number: '9871234560' }] });

  it('reads kinds from publishers\' labels and clients\' words; an IMO number by its 7 digits', () => {
    assert.equal(identifierKind('Vessel Registration Identification', 'IMO 7408873'), 'imo');
    assert.equal(identifierKind('imo', '7408873'), 'imo');
    assert.equal(identifierKind('Cedula No.'), 'national_id');
    assert.equal(identifierKind('R.F.C.'), 'tax_id');
    assert.equal(identifierKind('registration number'), 'registration');
    assert.equal(identifierKind('Chinese Commercial Code'), 'other');
    assert.equal(canonicalId('imo', 'IMO 7408873'), canonicalId('imo', '7408873'));
  });

  it('an equal number raises the score, a different IMO lowers it and rates a false positive', () => {
    const s = Screener.build([ship]);
    const same = s.screen({ name: 'SAM JONG 2', entity_type: 'vessel', identifiers: [{ type: 'imo', number: '7408873' }] }, { minScore: 0 })[0];
    assert.ok(same.score >= 0.95 && same.false_positive === 'no', `same IMO: ${same.explanation.summary}`);
    const other = s.screen({ name: 'SAM JONG 2', entity_type: 'vessel', identifiers: [{ type: 'IMO', number: '9999999' }] }, { minScore: 0 })[0];
    const id = other.explanation.contributions.find((c) => c.feature === 'identifier');
    assert.ok(id && id.value === -cfg.conflictPenalty, `different IMO: ${other.explanation.summary}`);
    assert.match(id.detail, /IMO number 9999999 differs from listed IMO 7408873/);
    assert.ok(other.score < T && other.false_positive === 'yes', 'a different IMO number is another ship');
    const byId = s.screen({ name: 'Unknown Name', entity_type: 'vessel', identifiers: [{ number: 'IMO-7408873' }] });
    assert.equal(byId[0]?.record.source_id, 's1', 'an equal IMO number finds the ship whatever its name');
  });

  it('another flag lowers a vessel match more than another country lowers a company match', () => {
    const s = Screener.build([ship, rec('c1', 'company', 'SAM JONG TRADING', { countries: ['KP'] })]);
    const flag = s.screen({ name: 'SAM JONG 2', entity_type: 'vessel', country: 'PA' }, { minScore: 0 }).find((m) => m.record.source_id === 's1')!;
    const c = flag.explanation.contributions.find((x) => x.feature === 'country');
    assert.ok(c && c.value === -DEFAULT_CONFIG.country.flagConflictPenalty && /^flag PA/.test(c.detail), flag.explanation.summary);
    assert.ok(DEFAULT_CONFIG.country.flagConflictPenalty > DEFAULT_CONFIG.country.conflictPenalty);
  });

  it('a different passport number of the same kind lowers the score a little; other kinds are not compared', () => {
    const passport = identifierEvidence([{ type: 'passport', number: 'X1234567' }], person, cfg);
    assert.ok(passport && passport.value === -cfg.passportConflictPenalty, JSON.stringify(passport));
    const nid = identifierEvidence([{ type: 'national id', number: '1111111111' }], person, cfg);
    assert.ok(nid && nid.value === -cfg.documentConflictPenalty, JSON.stringify(nid));
    assert.equal(identifierEvidence([{ type: 'tax id', number: '5555555' }], person, cfg), undefined, 'the record publishes no tax id');
    const match = identifierEvidence([{ type: 'passport', number: 'x1234567' }, { type: 'passport', number: 'k-475336' }], person, cfg);
    assert.ok(match && match.value === cfg.matchBonus, 'one equal passport outweighs another passport');
    const s = Screener.build([person]);
    const m = s.screen({ name: 'John Doe', identifiers: [{ type: 'passport', number: 'X1234567' }] })[0];
    assert.ok(m && m.false_positive === 'no' && m.explanation.contributions.some((x) => x.feature === 'identifier' && x.value < 0), 'shown, not decisive');
  });
});

describe('vigil screen identifiers', () => {
  it('parses --id TYPE:NUMBER and the CSV identifier columns', () => {
    assert.deepEqual(parseIdentifier('passport:K475336'), { type: 'passport', number: 'K475336' });
    assert.deepEqual(parseIdentifier('imo: IMO 9123456'), { type: 'imo', number: 'IMO 9123456' });
    assert.deepEqual(parseIdentifier('AB123456'), { number: 'AB123456' });
    assert.throws(() => parseIdentifier('passport:'), /TYPE:NUMBER/);
    const q = rowToQuery({ full_name: 'John Doe', identifiers: 'passport:K475336; imo:', tax_id: '7702070139', imo: '' });
    assert.deepEqual(q?.identifiers, [{ type: 'passport', number: 'K475336' }, { type: 'tax id', number: '7702070139' }]);
    assert.equal(rowToQuery({ full_name: 'John Doe' })?.identifiers, undefined);
  });
});

describe('robustness set generator', () => {
  const people = [
    { id: '1', name: 'MADURO MOROS, Nicolas' },
    { id: '2', name: 'AL-MOSULI, Khamis Sirhan' },
    { id: '3', name: 'KHODORKOVSKY, Mikhail Borisovich' },
  ];

  it('is deterministic per person and seed, and independent of the other people in the set', () => {
    const a = generateRobustnessSet(people, 7);
    assert.deepEqual(a, generateRobustnessSet(people, 7));
    const alone = generateRobustnessSet([people[2]], 7);
    assert.deepEqual(alone, a.filter((q) => q.id === '3'));
    assert.notDeepEqual(generateRobustnessSet(people, 8).map((q) => q.query), a.map((q) => q.query), 'another seed, other typos');
  });

  it('makes each kind of mistake as documented, and none that does not apply', () => {
    assert.deepEqual(splitListedName('MADURO MOROS, Nicolas'), { surname: ['MADURO', 'MOROS'], given: ['Nicolas'] });
    const p = people[2];
    assert.equal(makeVariant(p, 'exact'), 'Mikhail Borisovich KHODORKOVSKY');
    assert.equal(makeVariant(p, 'order'), 'KHODORKOVSKY Mikhail Borisovich');
    assert.equal(makeVariant(p, 'drop_middle'), 'Mikhail KHODORKOVSKY');
    assert.equal(makeVariant(p, 'initials'), 'Mikhail B. KHODORKOVSKY');
    assert.equal(makeVariant(people[0], 'initials'), 'N. MADURO MOROS');
    assert.equal(makeVariant(people[0], 'drop_middle'), undefined, 'one given name: nothing to drop');
    assert.equal(makeVariant({ id: '4', name: 'SMITH, John' }, 'initials'), undefined, 'a lone surname with an initial is not generated');
    assert.equal(makeVariant(p, 'cyrillic'), 'Михаил Борисович Ходорковский');
    assert.equal(toCyrillic('Shamil'), 'Шамил');
    for (const v of ['typo_sub', 'typo_del', 'typo_swap', 'translit'] as const) {
      const q = makeVariant(p, v)!;
      assert.ok(q && q !== makeVariant(p, 'exact'), `${v} changes the name: ${q}`);
      assert.equal(q.split(' ').length, 3, `${v} keeps the words: ${q}`);
    }
    const del = makeVariant(p, 'typo_del')!;
    assert.equal(del.replace(/ /g, '').length, 'MikhailBorisovichKHODORKOVSKY'.length - 1, `one letter deleted: ${del}`);
  });
});
