/**
 * Company linking (src/news/linking.ts) on real headlines of the NYT Business feed in ../shared/data:
 * tracked names found as whole words with their legal form optional, a common-word name held back
 * unless its legal form or GDELT's organisation extraction confirms it, roles where the sentence says.
 * The tracked companies are hand-made for the test (names of companies these headlines are about).
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
