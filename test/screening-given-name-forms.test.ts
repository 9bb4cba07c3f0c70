/**
 * A short form of a given name retrieves the listed full form (index-keys.ts `givenNameFormKey`,
 * matcher 2025.42), and a legal-form code in a person's name is a name word (normalise/token-classes.ts
 * `PERSON_LEGAL_FORMS`). Hand-made records; no list files.
 * Run: node --import tsx --test test/screening-given-name-forms.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { normaliseName } from '../src/screening/normalise.js';
import type { ListRecord } from '../src/lists/types.js';

const T = 0.8;
const rec = (id: string, name: string): ListRecord => ({
  list: 'us_ofac_sdn', source_name: 'test', source_id: id, entity_type: 'individual', result_type: 'sanction', name,
  names: [{ name, kind: 'primary', quality: 'strong' }], programs: [], dates_of_birth: [], places_of_birth: [],
  nationalities: [], countries: [], addresses: [], identifiers: [], url: 'https://example.test/' + id,
} as ListRecord);

describe('a short form of a given name retrieves the full form', () => {
  const s = Screener.build([rec('mugabe', 'MUGABE, Robert Gabriel'), rec('rogers', 'Mike Rogers'), rec('doe', 'Juan Doe')]);
  const ids = (name: string) => s.screen({ name, entity_type: 'individual' }, { minScore: 0 }).map((m) => m.record.source_id);
  it('BOB finds ROBERT, MICHAEL finds MIKE: one form of the group, whichever side is short', () => {
    assert.ok(ids('Bob Mugabe').includes('mugabe'));
    assert.ok(ids('Michael Rogers').includes('rogers'));
  });
  it('another language\'s form of the name (JOHN / JUAN, a cognate) makes no candidate on its own', () => {
    assert.deepEqual(ids('John Doe'), []);
  });
});

describe('a legal-form code in a person\'s name', () => {
  const cls = (name: string) => normaliseName(name, { type: 'individual' }).tokens.map((t) => `${t.text}:${t.cls}`);
  it('is a name word: EK, PAO, SAS, PAT; AG is the Tuareg "son of", a particle', () => {
    assert.deepEqual(cls('Ek Nath Dhakal'), ['EK:name', 'NATH:name', 'DHAKAL:name']);
    assert.deepEqual(cls('PAO, Yu Liang'), ['PAO:name', 'YU:name', 'LIANG:name']);
    assert.deepEqual(cls('Eva Sas'), ['EVA:name', 'SAS:name']);
    assert.deepEqual(cls('GHALI, Iyad ag'), ['GHALI:name', 'IYAD:name', 'AG:particle']);
  });
  it('an organisation filed as a person keeps its LTD and COMPANY as legal forms', () => {
    assert.deepEqual(cls('Arfeh Company Ltd'), ['ARFEH:name', 'COMPANY:legal', 'LTD:legal']);
  });
  it('so a query leaving out a middle name meets "Ek Nath Dhakal"', () => {
    assert.ok(compareNames('Ek Dhakal', 'Ek Nath Dhakal', 'individual').score >= T);
    assert.ok(compareNames('Iyad Ghali', 'GHALI, Iyad ag', 'individual').score >= T);
  });
  it('organisations still read the codes as legal forms', () => {
    assert.equal(normaliseName('Deutsche Bank AG', { type: 'company' }).tokens.at(-1)?.cls, 'legal');
  });
});

describe('a query without an entity type (a client CSV without a type column)', () => {
  const person = rec('fallon', 'Pat Fallon');
  const company: ListRecord = { ...rec('gazprom', 'GAZPROM PAO'), entity_type: 'company' };
  const s = Screener.build([person, company]);
  const top = (name: string) => s.screen({ name }, { minScore: 0 })[0];
  it('is read as a person\'s name against persons: PAT is a given name there', () => {
    const m = top('Pat Fallon');
    assert.equal(m?.record.source_id, 'fallon');
    assert.equal(m.score, 1);
  });
  it('and as an organisation\'s against organisations: PAO is a legal form there', () => {
    const m = top('Gazprom PAO');
    assert.equal(m?.record.source_id, 'gazprom');
    assert.equal(m.score, 1);
  });
});
