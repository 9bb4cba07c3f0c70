/**
 * Russian, Ukrainian and Belarusian forms of one East Slavic name in Latin script: given names of one
 * `GIVEN_NAME_GROUPS` form (VLADIMIR/VOLODYMYR/ULADZIMIR) and Belarusian surname endings
 * (score.belarusianSurnameVariant: BASKAU/BASKOV, -ENKA/-ENKO). Hand-made pairs (not the evaluation
 * sets' rows), no list files; fast.
 * Run: node --import tsx --test test/screening-east-slavic.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { belarusianSurnameVariant, tokenSimilarity } from '../src/screening/score.js';

const T = DEFAULT_CONFIG.alertThreshold;
const N = DEFAULT_CONFIG.name;
const score = (a: string, b: string) => compareNames(a, b, 'individual').score;
const tok = (s: string) => normaliseName(s).tokens[0];
const sim = (a: string, b: string) => tokenSimilarity(tok(a), tok(b), N);

describe('East Slavic given names', () => {
  it('Russian, Ukrainian and Belarusian forms are one form of one name', () => {
    for (const [a, b] of [['Sergey', 'Siarhei'], ['Serhiy', 'Siarhei'], ['Igor', 'Ihar'], ['Oleg', 'Aleh'], ['Dmitriy', 'Dzmitry'],
      ['Dmitriy', 'Dmytro'], ['Grigoriy', 'Ryhor'], ['Grigoriy', 'Hryhoriy'], ['Yevgeniy', 'Yauhen'], ['Aleksey', 'Aliaksei'],
      ['Aleksey', 'Oleksiy'], ['Nikolay', 'Mikalai'], ['Yuriy', 'Yury'], ['Gennadiy', 'Henadz'], ['Vadim', 'Vadzim'], ['Artem', 'Artsiom'],
      ['Viktor', 'Viktar'], ['Vyacheslav', 'Viachaslau'], ['Konstantin', 'Kanstantsin'], ['Denis', 'Dzianis'], ['Olga', 'Volha'],
      ['Natalya', 'Natallia'], ['Tatyana', 'Tatsiana'], ['Pavel', 'Pavlo'], ['Petr', 'Piotr'], ['Stepan', 'Stsiapan']]) {
      assert.ok(sim(a, b) >= N.equivalentSim, `${a} ~ ${b}: ${sim(a, b)}`);
    }
  });

  it('Olena and Elena are one form; spellings of one sound in a form keep the phonetic credit', () => {
    assert.ok(sim('Olena', 'Yelena') >= N.equivalentSim);
    assert.ok(sim('Elena', 'Olena') >= N.equivalentSim);
    assert.ok(sim('Viktor', 'Victor') >= N.phoneticSim);
    assert.ok(sim('Volodimir', 'Volodymyr') >= N.phoneticSim);
    // Short tokens' keys are too short to trust: a group's short forms stay at equivalentSim.
    assert.equal(sim('Anne', 'Ann'), N.equivalentSim);
  });

  it('whole names in the three languages match', () => {
    assert.ok(score('Siarhei Ivanovich KOZLOV', 'Sergey Ivanovich KOZLOV') >= T);
    assert.ok(score('Ihar PETROV', 'Igor PETROV') >= T);
  });

  it('different East Slavic names stay apart', () => {
    assert.ok(sim('Oleg', 'Aleksey') < N.tokenFloor);
    assert.ok(sim('Igor', 'Ivan') < N.tokenFloor);
    assert.ok(score('Ihar PETROV', 'Oleg PETROV') < T);
  });
});

describe('Belarusian surname endings', () => {
  it('-AU / -OU / -EU spell -OV / -EV, -ENKA spells -ENKO', () => {
    assert.ok(belarusianSurnameVariant('ZHUKAU', 'ZHUKOV'));
    assert.ok(belarusianSurnameVariant('SOKALAU', 'SOKOLOV'));
    assert.ok(belarusianSurnameVariant('HARBATSEU', 'GORBATSEV'));
    assert.ok(belarusianSurnameVariant('MARCHENKA', 'MARCHENKO'));
    assert.ok(belarusianSurnameVariant('HURCHENKA', 'GURCHENKO'));
    assert.ok(belarusianSurnameVariant('PAULENKA', 'PAVLENKO'));
  });

  it('-ENKA against -ENKO is no gendered pair', () => {
    assert.ok(sim('Marchenka', 'Marchenko') >= N.phoneticSim);
    assert.ok(score('Ivan MARCHENKA', 'Ivan MARCHENKO') >= T);
  });

  it('not a feminine form, a vowel before -AU, nor another stem', () => {
    assert.ok(!belarusianSurnameVariant('ZHUKAU', 'ZHUKOVA'));
    assert.ok(!belarusianSurnameVariant('MOREAU', 'MOROV'));
    assert.ok(!belarusianSurnameVariant('ZHUKAU', 'ZAKOV'));
    assert.ok(!belarusianSurnameVariant('MARCHENKA', 'MARCHUK'));
  });
});
