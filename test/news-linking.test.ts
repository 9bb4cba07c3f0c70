/**
 * Company linking (src/news/linking.ts) on real headlines of the NYT Business feed in ../shared/data:
 * tracked names found as whole words with their legal form optional, a common-word name held back
 * unless its legal form or GDELT's organisation extraction confirms it, roles where the sentence says.
 * The tracked companies are hand-made for the test (names of companies these headlines are about).
 * Then the rules of src/news/linking-names.ts and linking-text.ts on hand-written sentences: distinctive
 * heads, short names, the common-word guard's capitalisation and list cues.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadNewsFile } from '../src/news/sources/load-file.js';
import { CompanyLinker } from '../src/news/linking.js';
import { SHARED_DATA } from './helpers/vigil.js';

const companies = [
  { id: 'brewdog', organisation_id: 'org', names: ['BREWDOG PLC'] },
  { id: 'nike', organisation_id: 'org', names: ['NIKE, INC.'] },
  { id: 'pixar', organisation_id: 'org', names: ['PIXAR'] },
  { id: 'zoom', organisation_id: 'org', names: ['ZOOM VIDEO COMMUNICATIONS, INC.', 'Zoom'] },
  { id: 'holdings', organisation_id: 'org', names: ['HOLDINGS LIMITED'] },
];

test('real headlines link to the tracked companies they name; a common word alone does not', async () => {
  const { articles } = await loadNewsFile(path.join(SHARED_DATA, 'news/rss/nyt_business/2026-03-09/nytimes.xml'));
  const linker = new CompanyLinker(companies);
  const linked = (fragment: string) => {
    const a = articles.find((x) => x.title.includes(fragment));
    assert.ok(a, `the feed has "${fragment}"`);
    return linker.link({ title: a.title, text: a.snippet }).map((m) => m.company_id);
  };
  assert.ok(linked('BrewDog Leaves Investors').includes('brewdog'), 'BrewDog without its legal form');
  assert.ok(linked('Nike’s C.E.O.').includes('nike'), "Nike's: the possessive is folded");
  assert.ok(linked('Pixar’s Box Office').includes('pixar'));
  assert.ok(!linked('Work Zoom Shouldn').includes('zoom'), '"Zoom" is an English word: not linked without its legal form or GDELT');
  const all = articles.flatMap((a) => linker.link({ title: a.title, text: a.snippet }).map((m) => m.company_id));
  assert.ok(!all.includes('holdings'), 'a name of generic words only is never linked');
});

test('legal form, GDELT organisations, title bonus and roles', () => {
  const linker = new CompanyLinker([...companies, { id: 'equinor', organisation_id: 'org', names: ['EQUINOR ASA'] }]);
  const [eq] = linker.link({ title: 'Equinor ASA was fined by the regulator', text: '' });
  assert.deepEqual([eq.company_id, eq.confidence, eq.in_title, eq.role], ['equinor', 0.98, true, 'accused']);
  const [text] = linker.link({ title: 'Oil results', text: 'Analysts said Equinor sued its contractor.' });
  assert.deepEqual([text.confidence, text.role], [0.85, 'claimant']);
  assert.deepEqual(linker.link({ title: 'Zoom shares rise', text: '', organizations: ['zoom'] }).map((m) => m.company_id), ['zoom'], 'GDELT names it');
  assert.deepEqual(linker.link({ title: 'Zoom Video Communications beats estimates', text: '' }).map((m) => m.company_id), ['zoom']);
  assert.deepEqual(linker.link({ title: 'Equinoxes and Nikes', text: '' }), [], 'no partial words');
});

// Hand-written sentences (unit tests of the rules in src/news/linking-names.ts and linking-text.ts).
const tracked = (...rows: string[][]) => new CompanyLinker(rows.map(([id, ...names]) => ({ id, organisation_id: 'org', names })));
const ids = (linker: CompanyLinker, title: string, text = '') => linker.link({ title, text }).map((m) => m.company_id).sort();

test('distinctive head: a name minus generic organisation words, unless a sibling or a place', () => {
  const linker = tracked(
    ['samsung', 'Samsung Electronics Co., Ltd.'],
    ['samsung_bio', 'Samsung Biologics Co., Ltd.'],
    ['alibaba', 'Alibaba Group Holding Limited'],
    ['alibaba_health', 'Alibaba Health Information Technology Limited'],
    ['turkish', 'Turkish Airlines'],
    ['tata_inv', 'Tata Investment Corporation Limited'],
    ['tata_cap', 'Tata Capital Limited'],
    ['goldman', 'The Goldman Sachs Group, Inc.'],
  );
  assert.deepEqual(ids(linker, 'Samsung unveils smart glasses'), ['samsung'], 'Samsung is the head of Samsung Electronics, not of Samsung Biologics');
  assert.deepEqual(ids(linker, 'Samsung Biologics wins a contract'), ['samsung_bio'], 'the longer name wins over the head');
  assert.deepEqual(ids(linker, 'Alibaba Health Information Technology posts a loss'), ['alibaba_health'], 'a head gives way to a longer match');
  assert.deepEqual(ids(linker, 'Alibaba tests an AI agent'), ['alibaba']);
  assert.deepEqual(ids(linker, 'A Turkish court ruled on Monday'), [], 'a head that is a nationality is not distinctive');
  assert.deepEqual(ids(linker, 'Tata expands in Europe'), [], 'a head two tracked companies share links neither');
  assert.deepEqual(ids(linker, 'Goldman Sachs Group settles'), ['goldman'], 'a leading "The" is optional');
  const [head] = linker.link({ title: 'Samsung unveils smart glasses', text: '' });
  assert.equal(head.confidence, 0.83, 'a head mention in the title: 0.8 + 0.03');
});

test('one- or two-character names link only with their legal form; a number name keeps its letters', () => {
  const linker = tracked(['x_corp', 'X Corp.', 'Twitter, Inc.']);
  assert.deepEqual(ids(linker, 'Haneke to make 10-part TV series', 'At 10, he was taken to London.'), [], 'the roman numeral reading of "X" is not used');
  assert.deepEqual(ids(linker, 'User issues with X appear to have resolved'), [], 'a lone "X" is too short');
  assert.deepEqual(ids(linker, 'X Corp. sues advertisers'), ['x_corp'], 'with its legal form');
  assert.deepEqual(ids(linker, 'Users left Twitter for rival sites'), ['x_corp'], 'its previous name, a common word written as a name');
});

test('common-word guard: capitalised inside an ordinary sentence, or listed beside a confirmed company', () => {
  const linker = tracked(['apple', 'Apple Inc.'], ['reform', 'Reform Ltd'], ['target', 'Target Corporation'], ['microsoft', 'Microsoft Corporation'], ['amazon', 'Amazon.com, Inc.']);
  assert.deepEqual(ids(linker, 'Tech results', 'Shares of groups such as Apple rose on Monday.'), ['apple'], 'capitalised mid-sentence');
  assert.deepEqual(ids(linker, 'Diet news', 'Eating an apple a day helps, doctors said.'), [], 'lower case');
  assert.deepEqual(ids(linker, 'Apple Shares Rise After Strong Quarter'), [], 'a Title Case headline says nothing');
  assert.deepEqual(ids(linker, 'Polls', 'Support for Reform UK rose in the north.'), [], 'part of a longer capitalised name');
  assert.deepEqual(ids(linker, 'Retail', 'Target numbers were missed by most shops.'), [], 'opening the sentence');
  assert.deepEqual(ids(linker, 'Hiring', 'Amazon, Microsoft and other groups are hiring.'), ['amazon', 'microsoft'], 'listed beside Microsoft; ".com" is optional');
  assert.deepEqual(ids(linker, 'Hiring', 'Amazon rainforest fires and Microsoft results.'), ['microsoft'], 'not a list item');
  assert.deepEqual(ids(linker, 'Cloud', 'Customers know that Apple’s Vision tools still work.'), ['apple'], 'a possessive ends the name');
});
