/**
 * Russian, Ukrainian and Belarusian forms of one East Slavic patronymic in Latin script: the father's
 * given name read from the patronymic's stem through `GIVEN_NAME_GROUPS` (normalise.patronymicForm:
 * GRIGORIEVICH / HRYHOROVYCH / RYHORAVICH, NIKOLAEVNA / MYKOLAIVNA / MIKALAEUNA). Hand-made pairs (not
 * the evaluation sets' rows), no list files; fast. Also two short spellings of one given-name form in
 * one length (YURI/YURY, IHOR/IHAR: score.samePhonetic).
 * Run: node --import tsx --test test/screening-belarusian-patronymic.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName, patronymicForm } from '../src/screening/normalise.js';
import { tokenSimilarity } from '../src/screening/score.js';

const T = DEFAULT_CONFIG.alertThreshold;
const N = DEFAULT_CONFIG.name;
const score = (a: string, b: string) => compareNames(a, b, 'individual').score;
const tok = (s: string) => normaliseName(s, { type: 'individual' }).tokens[0];
const sim = (a: string, b: string) => tokenSimilarity(tok(a), tok(b), N);

describe('East Slavic patronymics of one father\'s name', () => {
  it('Belarusian, Ukrainian and Russian forms share one father\'s name', () => {
    for (const [a, b] of [['RYHORAVICH', 'GRIGORIEVICH'], ['HRYHOROVYCH', 'GRIGORYEVICH'], ['ULADZIMIRAVICH', 'VLADIMIROVICH'],
      ['VOLODYMYROVYCH', 'VLADIMIROVICH'], ['MIKALAEUNA', 'NIKOLAEVNA'], ['MYKOLAIVNA', 'NIKOLAEVNA'], ['MYKOLAIOVYCH', 'NIKOLAEVICH'],
      ['SIARHEEVICH', 'SERGEEVICH'], ['SERHIIOVYCH', 'SERGEYEVICH'], ['YAUHENAVICH', 'YEVGENIEVICH'], ['ALIAKSANDRAUNA', 'ALEKSANDROVNA'],
      ['OLEKSANDRIVNA', 'ALEKSANDROVNA'], ['DMYTROVYCH', 'DMITRIEVICH'], ['IHAREVICH', 'IGOREVICH'], ['VIACHASLAVAVICH', 'VYACHESLAVOVICH'],
      ['PAULAVICH', 'PAVLOVICH'], ['MIKALAYEVICH', 'NIKOLAEVICH'], ['IUREUNA', 'YURIEVNA'], ['ANDRIIVNA', 'ANDREEVNA']]) {
      assert.ok(patronymicForm(a) !== undefined && patronymicForm(a) === patronymicForm(b), `${a} ~ ${b}`);
      assert.ok(sim(a, b) >= N.equivalentSim, `${a} ~ ${b}: ${sim(a, b)}`);
    }
  });

  it('the East Slavic form wins over a western one of the stem (SERGE-EVICH is SERGEI\'s)', () => {
    assert.equal(patronymicForm('SERGEEVICH'), patronymicForm('SIARHEEVICH'));
    assert.equal(patronymicForm('ANDREEVNA'), patronymicForm('ANDRIIVNA'));
  });

  it('two spellings of one sound keep their phonetic credit', () => {
    assert.ok(sim('ALEKSANDROVICH', 'ALIAKSANDRAVICH') >= N.phoneticSim);
  });

  it('a masculine and a feminine patronymic, or two fathers, stay apart', () => {
    assert.notEqual(patronymicForm('MIKALAEUNA'), patronymicForm('NIKOLAEVICH'));
    assert.ok(sim('MIKALAEUNA', 'NIKOLAEVICH') < N.equivalentSim);
    assert.notEqual(patronymicForm('RYHORAVICH'), patronymicForm('VIKTOROVICH'));
    assert.ok(sim('RYHORAVICH', 'IGOREVICH') < N.tokenFloor);
    assert.equal(patronymicForm('VLADIMIR'), undefined);
    // A surname in -EVICH whose stem is no East Slavic given name carries no father's name.
    assert.equal(patronymicForm('KAZAKEVICH'), undefined);
  });

  it('short spellings of one form in one length keep the phonetic credit; short forms do not', () => {
    for (const [a, b] of [['YURI', 'YURY'], ['IHOR', 'IHAR'], ['IGOR', 'IGAR'], ['OLEH', 'ALEH']]) assert.equal(sim(a, b), N.phoneticSim, `${a} ~ ${b}`);
    for (const [a, b] of [['ANNE', 'ANN'], ['TOM', 'TOMMY'], ['BOB', 'BOBBY']]) assert.equal(sim(a, b), N.equivalentSim, `${a} ~ ${b}`);
  });

  it('whole names with the Belarusian and the Russian patronymic match', () => {
    assert.ok(score('HALAVANAU, Viktar Ryhoravich', 'GOLOVANOV, Viktor Grigoriyevich') >= T);
    assert.ok(score('Alena Mikalaeuna PETROVA', 'Elena Nikolaevna PETROVA') >= T);
    assert.ok(score('Natallia Uladzimirauna IVANOVA', 'Natallia Vladimirovna IVANOVA') >= T);
    assert.ok(score('Ihar Siarheevich KOZLOV', 'Ihar Vladimirovich KOZLOV') < T);
  });
});

describe('a given name and a patronymic alone (matcher 2025.37)', () => {
  it('meet a name with a surname only below the threshold, in either direction and across scripts', () => {
    // As OFSI publishes name variations: "Sergei YEVGENEVICH" for Siarhei ZUBKOU, "Viktor ALEKSANDROVICH".
    assert.ok(score('Sergei Yevgenevich Ivanov', 'Sergei YEVGENEVICH') < T, `${score('Sergei Yevgenevich Ivanov', 'Sergei YEVGENEVICH')}`);
    assert.ok(score('Sergei Yevgenevich', 'Sergei Yevgenevich ZUBKOV') < T);
    assert.ok(score('Малашенко Виктор Александрович', 'Viktor ALEKSANDROVICH') < T);
    assert.match(compareNames('Sergei Yevgenevich Ivanov', 'Sergei YEVGENEVICH', 'individual').explanation.contributions[0].detail, /only a given name and a patronymic match/);
  });

  it('leave whole names, and a shared surname, as they were', () => {
    assert.ok(score('Sergei Yevgenevich', 'Sergei YEVGENEVICH') >= 0.95);
    assert.ok(score('Sergei Ivanov', 'Sergei Yevgenevich IVANOV') >= T, 'the patronymic left out, the surname shared');
    assert.ok(score('Лукашенко Виктор Александрович', 'Viktor Aliaksandravich LUKASHENKO') >= T);
  });
});
