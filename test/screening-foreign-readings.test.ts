/**
 * Pronounced readings of French and English spellings (src/screening/foreign-readings.ts): the
 * readings themselves on hand-written tokens, token and name scores of Russian and Greek
 * transcriptions against their Latin spellings, and retrieval: a real UN record (../shared/data,
 * un_sc) found by its name written in Russian and in Greek.
 * Run: LOG_LEVEL=silent node --import tsx --test test/screening-foreign-readings.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadList } from '../src/lists/registry.js';
import type { ListRecord } from '../src/lists/types.js';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { englishReading, formsOf, frenchReading, pronouncedFold, readingMeets } from '../src/screening/foreign-readings.js';
import { hasNonLatin } from '../src/screening/scripts.js';
import { personRecord } from './helpers/list-records.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = process.env.VIGIL_DATA_DIR ?? path.resolve(repo, '../shared/data');
const T = DEFAULT_CONFIG.alertThreshold;
const score = (a: string, b: string) => compareNames(a, b, 'individual').score;

describe('readings', () => {
  it('French orthography: silent finals, mute e, digraphs, -ill-, nasal vowels', () => {
    const cases: Array<[string, string]> = [
      ['BOCQUET', 'BOKE'], ['BATAILLE', 'BATAY'], ['DUFLOT', 'DUFLO'], ['JACQUES', 'ZHAK'], ['FRANCOIS', 'FRANSUA'],
      ['BOURGUIGNON', 'BURGINYON'], ['GEORGES', 'ZHORZH'], ['LAURENT', 'LORAN'], ['BERTRAND', 'BERTRAN'],
      ['DASSAULT', 'DASO'], ['BOYER', 'BUAYE'], ['GILLES', 'ZHIL'], ['KARINE', 'KARIN'], ['MARIE', 'MARI'],
    ];
    for (const [latin, read] of cases) assert.equal(frenchReading(latin), read, `${latin} reads ${read}`);
  });
  it('English orthography: j, w, ee, ow, silent h and e', () => {
    const cases: Array<[string, string]> = [['JOHN', 'DZHON'], ['BROWN', 'BRAUN'], ['GREEN', 'GRIN'], ['WATSON', 'UATSON'], ['GEORGE', 'DZHORDZH'], ['MARLOW', 'MARLOU']];
    for (const [latin, read] of cases) assert.equal(englishReading(latin), read, `${latin} reads ${read}`);
  });
  it('English orthography: the split digraphs (a-e, i-e, o-e, u-e, e-e), soft c before the final e, ew, a closed first a', () => {
    const cases: Array<[string, string]> = [
      ['BLAKE', 'BLEYK'], ['CLIVE', 'KLAYV'], ['GOVE', 'GOUV'], ['LUKE', 'LYUK'], ['STEVE', 'STIV'],
      ['GRACE', 'GREYS'], ['BRUCE', 'BRYUS'], ['LEWIS', 'LYUIS'],
      // No split digraph: a vowel digraph before the e (MOORE).
      ['MOORE', 'MUR'],
      // The first syllable's A closed by a consonant is э (Эндрю, Дэн, Энн); not before l or r (ALFRED Альфред, BARRY Барри).
      ['ANDREW', 'ENDRYU'], ['DAN', 'DEN'], ['ANNE', 'EN'], ['ALFRED', 'ALFRED'], ['BARRY', 'BARI'],
    ];
    for (const [latin, read] of cases) assert.equal(englishReading(latin), read, `${latin} reads ${read}`);
    // Russian Гоув (GOUV) and Стив (STIV) now meet GOVE and STEVE spelt alike in the fold.
    assert.equal(readingMeets(formsOf('GOVE'), formsOf('GOUV')), 2);
    assert.equal(readingMeets(formsOf('STEVE'), formsOf('STIV')), 2);
  });
  it('English orthography: -ICHAEL- is read AYKL (Майкл, Кармайкл), QU KV (Квентин)', () => {
    for (const [latin, read] of [['MICHAEL', 'MAYKL'], ['CARMICHAEL', 'KARMAYKL'], ['QUENTIN', 'KVENTIN']]) assert.equal(englishReading(latin), read, `${latin} reads ${read}`);
  });
  it('the fold: Russian softening Y and Greek υ, ου, μπ/ντ written mb/nd', () => {
    assert.equal(pronouncedFold('DYUFLO'), 'DUFLO');
    assert.equal(pronouncedFold('DYFLO'), 'DUFLO');
    assert.equal(pronouncedFold('GOLNDMBERNG'), 'GOLDBERG');
    assert.equal(pronouncedFold('GOUATSON'), 'UATSON');
    // The Ukrainian є after a vowel, romanised IE, is YE: Буає BUAIE as BOYER's reading BUAYE.
    assert.equal(pronouncedFold('BUAIE'), 'BUAYE');
  });
  it('a reading meets its transcription: spelt alike 2, one key 1; SH is not S, a final vowel counts', () => {
    assert.equal(readingMeets(formsOf('BOCQUET'), formsOf('BOKE')), 2);
    assert.equal(readingMeets(formsOf('WATSON'), formsOf('UOTSON')), 1);
    assert.equal(readingMeets(formsOf('JEAN'), formsOf('ZAN')), 1, 'Greek ζ for the French j');
    assert.equal(readingMeets(formsOf('SHEPHERD'), formsOf('SEFER')), 0, 'СЕФЕР is no SHEFER');
    assert.equal(readingMeets(formsOf('MARKOW'), formsOf('MARK')), 0, 'MARKOU keeps its final vowel');
    assert.equal(readingMeets(formsOf('BELOUS'), formsOf('BILYY')), 0, 'two consonants are too few for a key');
  });
});

describe('scores', () => {
  it('Russian and Greek transcriptions of French and English names reach the threshold', () => {
    const pairs: Array<[string, string]> = [
      ['Франсуа Бозизе', 'François Bozizé'], ['Φρανσουά Μποζιζέ', 'François Bozizé'], ['Жан Боке', 'Jean Bocquet'],
      ['Ζαν Μποκέ', 'Jean Bocquet'], ['Бернар Буайе', 'Bernard Boyer'], ['Джон Грин', 'John Green'], ['Ник Браун', 'Nick Brown'],
      ['Майкл Гоув', 'Michael Gove'], ['Алістер Кармайкл', 'Alistair Carmichael'],
      // Ukrainian є inside a word, romanised IE, is YE (Буає BUAIE, Дує DUIE).
      ['Валері Буає', 'Valérie Boyer'], ['Давид Дує', 'David Douillet'],
      // Стефан is how Russian writes STEPHANE, though STEFAN and STEPHANE are two forms of one given name.
      ['Стефан Демийи', 'Stéphane Demilly'], ['Дидье Квентин', 'Didier Quentin'],
    ];
    for (const [a, b] of pairs) assert.ok(score(a, b) >= T, `${a} ~ ${b}: ${score(a, b).toFixed(3)}`);
  });
  it('unrelated names stay below it', () => {
    assert.ok(score('Ричард Сефер', 'Richard Shepherd') < T, 'СЕФЕР is not SHEPHERD');
    assert.ok(score('Жан Боке', 'Jean Bouquin') < T, 'БОКЕ is not BOUQUIN');
    assert.ok(score('Білий Олексій', 'Alexey BELOUS') < T, 'БІЛИЙ is not BELOUS');
  });
});

describe('retrieval', () => {
  let un: ListRecord[] = [];
  before(async () => {
    const r = await loadList(DATA, 'un_sc');
    assert.ok(r, `un_sc snapshot present under ${DATA}`);
    un = r.records;
  });
  it('a UN record is found by its name written in Russian and in Greek among Latin-script names only', () => {
    const latinOnly = un.map((r) => ({ ...r, names: r.names.filter((n) => !hasNonLatin(n.name)) })).filter((r) => r.names.length > 0).map((r) => ({ ...r, name: r.names[0].name }));
    const target = latinOnly.find((r) => r.names.some((n) => /BOZIZ/i.test(n.name)));
    assert.ok(target, 'the UN list holds François Bozizé');
    const s = Screener.build(latinOnly);
    for (const q of ['Франсуа Бозизе', 'Φρανσουά Μποζιζέ']) {
      const hit = s.screen({ name: q, entity_type: 'individual' }, { limit: 20 }).find((m) => m.record.source_id === target.source_id);
      assert.ok(hit && hit.score >= T, `${q} finds ${target.name}: ${hit?.score}`);
    }
  });
});

describe('a Russian г read H (romanise.cyrillicVariants)', () => {
  it('finds the English h Russian writes г (Генкок HANCOCK, Говард HOWARD) among hand-written Latin-script names', () => {
    const names = ['Matthew Hancock', 'Matthew Henderson', 'Michael Howard', 'Michael Gove', 'Howard Stern', 'Hannah Cook'];
    const s = Screener.build(names.map((n, i) => personRecord(String(i), n)));
    for (const [q, want] of [['Метью Генкок', 'Matthew Hancock'], ['Майкл Говард', 'Michael Howard']]) {
      const top = s.screen({ name: q, entity_type: 'individual' }, { limit: 5 })[0];
      assert.equal(top?.record.name, want, `${q} finds ${want}`);
      assert.ok(top.score >= T, `${q} ~ ${want}: ${top.score}`);
    }
  });
});
