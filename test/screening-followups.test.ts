import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';

const score = (a: string, b: string, type: "company" | "individual" | "vessel") => compareNames(a, b, type).score;

test('a country word closing one form of an organisation name weighs as a generic word', () => {
  assert.ok(score('BANK MELLI IRAN', 'BANK MELLI', 'company') >= 0.8);
  assert.ok(score('BANK KESHAVARZI IRAN', 'BANK KESHAVARZI', 'company') >= 0.8);
  assert.ok(score('DAESONG TRADING CHINA', 'DAESONG TRADING', 'company') >= 0.8);
});

test('a country after a preposition, or beside an unpaired name, still counts', () => {
  assert.ok(score('AL-NUSRAH FRONT IN LEBANON', 'AL-NUSRAH FRONT', 'company') < 0.8);
  assert.ok(score('BOWNE INTERNATIONAL DE MEXICO', 'BOWNE INTERNATIONAL', 'company') < 0.8);
  // A country before a legal form: a group's national subsidiary.
  assert.ok(score('SAMPLE CAPITAL CYPRUS LIMITED', 'SAMPLE CAPITAL LIMITED', 'company') < 0.8);
  assert.ok(score('BANK MELLI IRAN', 'BANK SEPAH', 'company') < 0.8);
  assert.ok(score('DAESONG TRADING CHINA', 'DAESONG TRADING CHILE', 'company') < 0.8);
});

test('a Belarusian surname in -KA / -LA pairs with its Ukrainian or Russian -KO / -LO in the surname slot', () => {
  assert.ok(score('Arciom Kanstantinavich DUNKA', 'Arciom Kanstantinavich DUNKO', 'individual') >= 0.8);
  assert.ok(score('ASTREIKA, Aliaksandr Viachaslavavich', 'ASTREIKO, Aliaksandr Viachaslavavich', 'individual') >= 0.8);
  assert.ok(score('Elena Nikolaevna DMUHAILA', 'Elena Nikolaevna DMUHAILO', 'individual') >= 0.8);
});

test('a feminine given name in -KA / -LA and a Spanish -LLA surname stay apart', () => {
  assert.ok(score('Paola Rossi', 'Paolo Rossi', 'individual') < 0.8);
  assert.ok(score('ROSSI, Carla', 'ROSSI, Carlo', 'individual') < 0.8);
  assert.ok(score('Branka Petrovic', 'Branko Petrovic', 'individual') < 0.8);
  // Surname first without a comma: the last word is the given name.
  assert.ok(score('PETROVIC Branka', 'PETROVIC Branko', 'individual') < 0.8);
  assert.ok(score('Maria CASTILLA', 'Maria CASTILLO', 'individual') < 0.8);
});

test('the Ukrainian and Belarusian forms of an East Slavic given name pair with the Russian one', () => {
  assert.ok(score('Kateryna Volodymyrivna FILIPPOVA', 'Ekaterina FILIPPOVA', 'individual') >= 0.8);
  assert.ok(score('KATSIARYNA IVANOVA', 'YEKATERINA IVANOVA', 'individual') >= 0.8);
  assert.ok(score('Valiantsina Petrova', 'Valentina Petrova', 'individual') >= 0.8);
  assert.ok(score('Halyna Petrova', 'Galina Petrova', 'individual') >= 0.8);
  // Another name of the same letters' shape stays apart.
  assert.ok(score('Kateryna Petrova', 'Karina Petrova', 'individual') < 0.8);
  assert.ok(score('Halyna Petrova', 'Alina Petrova', 'individual') < 0.8);
});
