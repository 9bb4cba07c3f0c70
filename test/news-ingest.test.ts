/**
 * News ingest end to end on the real files (`vigil news load` path, src/news/ingest.ts): GDELT GKG, a
 * GDELT DOC response and RSS feeds are parsed, enriched (language, English text, sentiment, adverse
 * classification, materiality, priority) and stored; a second load of the same files stores nothing.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ingestNewsFiles } from '../src/news/ingest.js';
import { NOT_ADVERSE_PRIORITY } from '../src/news/enrich.js';
import { migrate } from '../src/storage/migrate.js';
import { openTestDb, SHARED_DATA, type TestDb } from './helpers/vigil.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { storeCompany } from '../src/domain/companies.js';
import type { CompanyProfile } from '../src/providers/types.js';

const NEWS = path.join(SHARED_DATA, 'news');
const FILES = [
  'gdelt_gkg/2026-06-10/gkg_sample.csv',
  'gdelt_gkg/2015-02-18_2020-03-18/gkg.csv',
  'gdelt_doc/2026-07-22/gdelt_doc2_capped_250_climate.json',
  'rss/nyt_business/2026-03-09/nytimes.xml',
  'rss/guardian_us/2018-01-31/guardian.rss',
].map((f) => path.join(NEWS, f));

let t: TestDb;
let tracked: { organisationId: string; companyId: string };
before(async () => {
  t = await openTestDb();
  await migrate(t.db);
  // A tracked company named in the real NYT Business feed (the company record is hand-made for the test).
  const { organisationId } = await createApiKey(t.db, 'News Bank');
  const profile = {
    provider: 'registry_files', provider_id: 'GB-COH:SC311560', name: 'BREWDOG PLC', previous_names: [], other_names: [], status: 'active',
    country: 'GB', address: {}, registration_numbers: [{ number: 'SC311560', type: 'company_number', register: 'GB-COH' }], industry_codes: [], officers: [], owners: [],
  } as unknown as CompanyProfile;
  const { company } = await storeCompany(t.db, organisationId, profile);
  tracked = { organisationId, companyId: company.id };
});
after(() => t.drop());

test('the real files are stored once each; a second load stores nothing', async () => {
  const first = await ingestNewsFiles(t.db, FILES);
  assert.deepEqual(first.map((r) => r.format), ['gdelt_gkg', 'gdelt_gkg', 'gdelt_doc', 'feed', 'feed']);
  for (const r of first) assert.ok(r.articles > 0 && r.stored > 0, `${path.basename(r.file)}: articles stored (${r.stored} of ${r.articles})`);
  const stored = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0].n;
  assert.equal(stored, first.reduce((s, r) => s + r.stored, 0));
  const again = await ingestNewsFiles(t.db, FILES);
  assert.deepEqual(again.map((r) => r.stored), [0, 0, 0, 0, 0], 're-ingest adds nothing');
  assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0].n, stored);
});

test('stored articles carry language, English text, sentiment, categories, materiality and priority by the documented rules', async () => {
  const rows = (await t.db.query<{ language: string; title: string; title_en: string; sentiment: number | null; adverse: boolean; categories: string[]; is_material: boolean; priority: number; source_id: string }>(
    'SELECT language, title, title_en, sentiment, adverse, categories, is_material, priority, source_id FROM articles',
  )).rows;
  assert.ok(rows.some((r) => r.language === 'en'), 'English articles are recognised');
  assert.ok(rows.every((r) => r.title_en === r.title || r.language !== 'en'), 'English titles are their own English version');
  assert.ok(rows.every((r) => r.sentiment === null || (r.sentiment >= -1 && r.sentiment <= 1)), 'sentiment in -1..1');
  const adverse = rows.filter((r) => r.adverse);
  assert.ok(adverse.length > 0 && adverse.length < rows.length, `some articles, not all, are adverse media (${adverse.length} of ${rows.length})`);
  assert.ok(adverse.every((r) => r.priority < NOT_ADVERSE_PRIORITY), 'adverse articles rank above the others');
  assert.ok(adverse.some((r) => r.categories.length > 0), 'adverse articles get their categories (when a trigger or theme names one)');
  assert.ok(rows.filter((r) => !r.adverse).every((r) => r.categories.length === 0 && r.priority === NOT_ADVERSE_PRIORITY && !r.is_material), 'the others none');
  assert.ok(rows.filter((r) => r.is_material).every((r) => r.adverse), 'material implies adverse');
});

test('stored articles link to the tracked companies they name, once', async () => {
  const links = (await t.db.query<{ title: string; organisation_id: string; role: string }>(
    'SELECT a.title, l.organisation_id, l.role FROM article_companies l JOIN articles a ON a.id = l.article_id WHERE l.company_id = $1',
    [tracked.companyId],
  )).rows;
  assert.ok(links.some((l) => /BrewDog/.test(l.title)), `the BrewDog headline links to BREWDOG PLC: ${JSON.stringify(links.map((l) => l.title))}`);
  assert.ok(links.every((l) => l.organisation_id === tracked.organisationId), 'through the organisation that tracks it');
  const total = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_companies')).rows[0].n;
  await ingestNewsFiles(t.db, FILES);
  assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_companies')).rows[0].n, total, 're-ingest adds no link');
});
