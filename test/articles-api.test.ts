/**
 * The article endpoints (src/http/routes/articles.ts, src/domain/articles.ts; docs/API.md "Articles")
 * on real articles: the GDELT GKG, GDELT DOC and RSS files of ../shared/data/news ingested through the
 * `vigil news load` path, linked to tracked companies named in them. The company records are
 * hand-made for the test (names of companies these articles are about; the DUNS, registration numbers
 * and the global ultimate parent are invented identifiers, there only to be filtered on). Clusters are
 * set by the test (the two French GKG articles of 2020-03-18 on Google, Facebook and Apple and the
 * coronavirus are one story), so the assertions do not depend on the clustering thresholds.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingestNewsFiles } from '../src/news/ingest.js';
import { articleSimhash, toSignedBigint } from '../src/news/simhash.js';
import { storeCompany } from '../src/domain/companies.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { ADVERSE_TAXONOMY, topCategoryOf } from '../src/news/taxonomy.js';
import type { CompanyProfile } from '../src/providers/types.js';
import { apiClient, SHARED_DATA, startTestVigil, type TestVigil } from './helpers/vigil.js';

const NEWS = path.join(SHARED_DATA, 'news');
const news = (f: string) => path.join(NEWS, f);
/** Loaded before the tests. */
const FIRST = [
  'gdelt_gkg/2026-06-10/gkg_sample.csv',
  'gdelt_gkg/2015-02-18_2020-03-18/gkg.csv',
  'gdelt_gkg/2015-02-18_2020-03-18/gkgT.csv',
  'rss/cnbc_international/2026-03-08/cnbc.xml',
  'rss/restofworld/2026-02-17/14333881097406c7',
  'rss/nyt_world/2026-02-18/78f77fae2e1ffc14',
  'rss/bloomberg_news_sitemap/2026-03-15/bloomberg.xml',
].map(news);
/** Loaded while a client pages (the cursor test): DOC articles are newer than all, NYT Business ones in the middle. */
const LATER = ['gdelt_doc/2026-07-22/gdelt_doc2_capped_250_climate.json', 'rss/nyt_business/2026-03-09/nytimes.xml'].map(news);

type Json = Record<string, any>;
let v: TestVigil;
let api: ReturnType<typeof apiClient>;
let authA: string;
let authB: string;
let authC: string;
let orgA: string;
const company: Record<string, string> = {};

function profile(name: string, country: string, extra: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    provider: 'registry_files', provider_id: `TEST:${name}`, name, previous_names: [], other_names: [], status: 'active',
    country, address: {}, registration_numbers: [], industry_codes: [], officers: [], owners: [], ...extra,
  } as unknown as CompanyProfile;
}

const COMPANIES: Array<[string, CompanyProfile]> = [
  ['microsoft', profile('MICROSOFT CORPORATION', 'US', { duns_number: '081466849' })],
  ['google', profile('GOOGLE LLC', 'US', { other_names: ['Google'] })],
  ['meta', profile('META PLATFORMS, INC.', 'US', { other_names: ['Facebook', 'Instagram'] })],
  ['toyota', profile('TOYOTA MOTOR CORPORATION', 'JP', { other_names: ['Toyota'] })],
  ['samsung', profile('SAMSUNG ELECTRONICS CO., LTD.', 'KR', { other_names: ['Samsung'] })],
  ['volkswagen', profile('VOLKSWAGEN AG', 'DE', { registration_numbers: [{ number: 'HRB 100484', type: 'local', register: 'DE-HR' }] } as never)],
  ['openai', profile('OPENAI, INC.', 'US')],
  ['tiktok', profile('TIKTOK LTD', 'KY')],
  ['bp', profile('BP P.L.C.', 'GB', { registration_numbers: [{ number: '00102498', type: 'company_number', register: 'GB-COH' }] } as never)],
  ['nasdaq', profile('NASDAQ, INC.', 'US')],
  ['nike', profile('NIKE, INC.', 'US')],
  ['pixar', profile('PIXAR', 'US')],
  ['brewdog', profile('BREWDOG PLC', 'GB')],
];

before(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-articles-'));
  v = await startTestVigil({ dataDir, rateLimitPerMinute: 1_000_000 });
  const db = v.vigil.db;
  const a = await createApiKey(db, 'News reader A');
  const b = await createApiKey(db, 'Tracks nothing B');
  const c = await createApiKey(db, 'Tracks Nike C');
  [authA, authB, authC, orgA] = [`Bearer ${a.key}`, `Bearer ${b.key}`, `Bearer ${c.key}`, a.organisationId];
  api = apiClient(v, () => authA);
  for (const [key, p] of COMPANIES) company[key] = (await storeCompany(db, a.organisationId, p)).company.id;
  // Google's ultimate parent, as a GLEIF relationship record would give it.
  await db.query(`INSERT INTO company_owners (id, company_id, position, owner) VALUES (gen_random_uuid(), $1, 0, $2)`, [
    company.google,
    JSON.stringify({ name: 'ALPHABET INC.', kind: 'company', natures_of_control: ['IS_ULTIMATELY_CONSOLIDATED_BY'], is_person_with_significant_control: false, is_ultimate_parent: true, registration_numbers: [{ number: '080053498', type: 'duns' }] }),
  ]);
  company.c_nike = (await storeCompany(db, c.organisationId, profile('NIKE, INC.', 'US'))).company.id;
  await ingestNewsFiles(db, FIRST);
  // The test's own clusters (module doc): none but the French pair.
  await db.query('UPDATE articles SET cluster_id = NULL, cluster_size = 1');
  const pair = (await db.query<{ id: string; title_en: string; snippet_en: string }>(
    `SELECT id, title_en, snippet_en FROM articles WHERE title LIKE 'Et si Google%' OR title LIKE 'Coronavirus: Google%' ORDER BY title DESC`,
  )).rows;
  assert.equal(pair.length, 2, 'the two French GKG articles are stored');
  for (const r of pair) {
    const fp = articleSimhash(r.title_en, r.snippet_en);
    await db.query('UPDATE articles SET cluster_id = $2, cluster_size = 2, simhash = $3 WHERE id = $1', [r.id, pair[0].id, fp ? toSignedBigint(fp) : null]);
  }
  const p = await api('POST', '/portfolios', { name: 'Cars' });
  for (const k of ['toyota', 'samsung']) assert.equal((await api('POST', `/portfolios/${p.body.external_id}/companies`, { company: { external_id: company[k] }, customer_reference: `ref-${k}` })).status, 201);
  company.portfolio = p.body.external_id;
});
after(() => v?.close());

/** Every page of GET /articles?<query> (page_size 3), results in order. */
async function all(query = '', auth = authA): Promise<Json[]> {
  const out: Json[] = [];
  let key: string | null = null;
  do {
    const sep = query ? '&' : '';
    const res = await api('GET', `/articles?page_size=3${sep}${query}${key ? `&next_key=${key}` : ''}`, undefined, auth);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    out.push(...res.body.results);
    key = res.body.next_key;
  } while (key);
  return out;
}

/** Ids of the articles the database links to organisation A (optionally to these companies), cluster members hidden. */
async function expected(where = 'TRUE', companies?: string[]): Promise<Set<string>> {
  const rows = (await v.vigil.db.query<{ id: string }>(
    `SELECT a.id FROM articles a WHERE EXISTS (SELECT 1 FROM article_companies l WHERE l.article_id = a.id AND l.organisation_id = $1 AND ($2::uuid[] IS NULL OR l.company_id = ANY($2::uuid[])))
       AND (a.cluster_id IS NULL OR a.cluster_id = a.id) AND ${where}`,
    [orgA, companies ?? null],
  )).rows;
  return new Set(rows.map((r) => r.id));
}

const ids = (rows: Json[]) => new Set(rows.map((r) => r.external_id as string));

test('the list holds every article linked to the caller, newest first, in the shape clients validate', async () => {
  const rows = await all();
  const want = await expected();
  assert.ok(want.size >= 8, `enough real articles are linked (${want.size})`);
  assert.deepEqual(ids(rows), want);
  assert.equal(rows.length, want.size, 'no article twice');
  const times = rows.map((r) => r.publication_datetime);
  assert.deepEqual(times, [...times].sort().reverse(), 'publication_datetime desc by default');
  for (const r of rows) {
    for (const f of ['title', 'title_en', 'snippet', 'snippet_en', 'url', 'image_url', 'language', 'publication_datetime', 'created_at', 'updated_at', 'summary', 'summary_en']) {
      assert.equal(typeof r[f], 'string', `${f} is a string`);
    }
    assert.equal(typeof r.is_clustered, 'boolean');
    assert.deepEqual(Object.keys(r.source).sort(), ['domain', 'name', 'url']);
    assert.ok(Array.isArray(r.categories) && Array.isArray(r.sub_articles) && r.company_articles.length > 0, 'lists present, a company at least');
    for (const ca of r.company_articles) {
      assert.deepEqual(Object.keys(ca.company).sort(), ['country', 'customer_reference', 'duns_number', 'external_id', 'global_ultimate_duns_number', 'global_ultimate_name', 'name']);
      assert.ok(Object.values(company).includes(ca.company.external_id), 'only the caller\'s companies');
    }
  }
  const g = rows.find((r) => r.company_articles.some((c: Json) => c.company.external_id === company.google))!;
  const gc = g.company_articles.find((c: Json) => c.company.external_id === company.google);
  assert.deepEqual([gc.company.global_ultimate_name, gc.company.global_ultimate_duns_number], ['ALPHABET INC.', '080053498'], 'the stored ultimate parent');
  const t = rows.find((r) => r.company_articles.some((c: Json) => c.company.external_id === company.toyota))!;
  assert.equal(t.company_articles.find((c: Json) => c.company.external_id === company.toyota).company.customer_reference, 'ref-toyota');
});

test('company-level filters: company, portfolio_id, country, duns_number, registration_number, global_ultimate', async () => {
  assert.deepEqual(ids(await all(`company=${company.toyota}`)), await expected('TRUE', [company.toyota]));
  const both = await expected('TRUE', [company.toyota, company.samsung]);
  assert.ok(both.size >= 2);
  assert.deepEqual(ids(await all(`portfolio_id=${company.portfolio}`)), both, 'the portfolio\'s companies');
  assert.deepEqual(ids(await all(`company=${company.toyota}&company=${company.samsung}`)), both, 'a=1&a=2');
  assert.deepEqual(ids(await all(`company=${company.toyota},${company.samsung}`)), both, 'a=1,2');
  assert.deepEqual(ids(await all('country=jp,kr')), both, 'the company\'s country, case-insensitive');
  assert.ok((await expected('TRUE', [company.bp])).size > 0, 'BP is in the news');
  assert.deepEqual(ids(await all('duns_number=081466849')), await expected('TRUE', [company.microsoft]));
  assert.deepEqual(ids(await all('registration_number=00-102498')), await expected('TRUE', [company.bp]), 'punctuation ignored');
  assert.deepEqual(ids(await all('global_ultimate=Alphabet%20Inc.')), await expected('TRUE', [company.google]), 'by the parent\'s name');
  assert.deepEqual(ids(await all('global_ultimate=080053498')), await expected('TRUE', [company.google]), 'by the parent\'s DUNS');
  assert.deepEqual(ids(await all('global_ultimate=081466849')), await expected('TRUE', [company.microsoft]), 'a company without a parent is its own');
  assert.deepEqual(await all('country=FR'), [], 'no company there: nothing');
});

test('article-level filters: language, is_material, sentiment, category, dates, query', async () => {
  const fr = await expected(`a.language = 'fr'`);
  assert.ok(fr.size >= 1);
  assert.deepEqual(ids(await all('language=fr')), fr);
  assert.deepEqual(ids(await all('language=fr,ru')), await expected(`a.language IN ('fr', 'ru')`));
  for (const b of [true, false]) assert.deepEqual(ids(await all(`is_material=${b}`)), await expected(`a.is_material = ${b}`));
  const pos = await expected('a.sentiment > 0');
  const neg = await expected('a.sentiment < 0');
  assert.ok(pos.size > 0 && neg.size > 0, 'the real articles have both signs');
  assert.deepEqual(ids(await all('sentiment=true')), pos, 'true = positive');
  assert.deepEqual(ids(await all('sentiment=false')), neg, 'false = negative');

  const withCategory = (await v.vigil.db.query<{ categories: string[] }>(
    `SELECT a.categories FROM articles a JOIN article_companies l ON l.article_id = a.id AND l.organisation_id = $1 WHERE cardinality(a.categories) > 0 LIMIT 1`,
    [orgA],
  )).rows[0];
  assert.ok(withCategory, 'a linked article has an adverse-media category');
  const leaf = withCategory.categories[0];
  const top = topCategoryOf(leaf)!;
  const leafId = top.sub_categories.find((l) => l.code === leaf)!.external_id;
  const underTop = await expected(`a.categories && ARRAY[${top.sub_categories.map((l) => `'${l.code}'`).join(',')}]::text[]`);
  assert.deepEqual(ids(await all(`category=${top.external_id}`)), underTop, 'a parent category includes its leaves');
  const byLeaf = await all(`category=${leafId}`);
  assert.deepEqual(ids(byLeaf), await expected(`'${leaf}' = ANY(a.categories)`));
  assert.ok(byLeaf.every((r) => r.categories.some((c: Json) => c.external_id === leafId)), 'the article carries the category node');

  assert.deepEqual(ids(await all('max_publication_date=2020-03-18')), await expected(`a.publication_datetime < '2020-03-19'`), 'a date-only max is the whole day');
  assert.deepEqual(ids(await all('min_publication_date=2026-03-01T00:00:00Z&max_publication_date=2026-03-31')), await expected(`a.publication_datetime >= '2026-03-01' AND a.publication_datetime < '2026-04-01'`));
  const created = (await v.vigil.db.query<{ t: Date }>('SELECT max(created_at) AS t FROM articles')).rows[0].t.toISOString();
  assert.deepEqual(ids(await all(`min_creation_date=${created}`)), await expected(`a.created_at >= '${created}'`));
  assert.deepEqual(ids(await all(`max_creation_date=${created}`)), await expected(`a.created_at <= '${created}'`));

  const corona = await all('query=coronavirus');
  assert.ok(corona.length >= 1 && corona.every((r) => /coronavirus/i.test(`${r.title} ${r.snippet} ${r.title_en} ${r.snippet_en}`)), 'full text over the original');
  const investigating = await all('query=investigating');
  assert.ok(investigating.some((r) => /Investigate/.test(r.title_en)), 'English stemming: "investigating" finds "Investigate"');
  assert.deepEqual(await all('query=%22zzyzx%20nonesuch%22'), []);
});

test('clusters: a member hides behind its lead unless include_clustered_articles; related answers by distance', async () => {
  const pair = (await v.vigil.db.query<{ id: string; cluster_id: string }>('SELECT id, cluster_id FROM articles WHERE cluster_size = 2 ORDER BY (id = cluster_id) DESC')).rows;
  const [lead, member] = pair;
  const listed = await all();
  assert.ok(!ids(listed).has(member.id), 'the member is hidden');
  const leadRow = listed.find((r) => r.external_id === lead.id)!;
  assert.equal(leadRow.is_clustered, true);
  assert.deepEqual(leadRow.sub_articles.map((s: Json) => s.external_id), [member.id], 'the lead lists its member');
  const withMembers = await all('include_clustered_articles=true');
  assert.ok(ids(withMembers).has(member.id) && ids(withMembers).has(lead.id));
  assert.equal(withMembers.length, listed.length + 1);
  const related = await api('GET', `/articles/${member.id}/related/`);
  assert.equal(related.status, 200);
  assert.equal(related.body[0].article.external_id, lead.id, 'the same cluster first');
  const d = related.body.map((r: Json) => r.distance);
  assert.ok(d.every((x: number) => x >= 0 && x <= 1), 'distances in 0..1');
  assert.ok(related.body.every((r: Json) => r.article.external_id !== member.id), 'not itself');
});

test('sorting: priority (lower first, newest first among equals) and both orders; creation_date', async () => {
  const rows = await all('sorting=priority');
  const prio = await v.vigil.db.query<{ id: string; priority: number }>('SELECT id, priority FROM articles');
  const p = new Map(prio.rows.map((r) => [r.id, r.priority]));
  const key = (r: Json) => [p.get(r.external_id)!, -Date.parse(r.publication_datetime)];
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [key(rows[i - 1]), key(rows[i])];
    assert.ok(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]), `priority order at ${i}: ${a} then ${b}`);
  }
  assert.ok(new Set(rows.map((r) => p.get(r.external_id))).size > 1, 'the real articles have several priorities');
  const asc = await all('sorting=priority&sorting_order=asc');
  assert.deepEqual(asc.map((r) => r.external_id), rows.map((r) => r.external_id).reverse(), 'asc is the exact reverse');
  const byCreation = await all('sorting=creation_date&sorting_order=asc');
  const c = byCreation.map((r) => r.created_at);
  assert.deepEqual(c, [...c].sort());
  for (const s of ['publication_date_priority', 'publication_date_clustering', 'publication_date_source_references']) {
    const r = await all(`sorting=${s}`);
    assert.deepEqual(ids(r), ids(rows), `${s} pages the same set`);
    const days = r.map((x) => x.publication_datetime.slice(0, 10));
    assert.deepEqual(days, [...days].sort().reverse(), `${s}: publication day first`);
  }
});

test('the cursor is stable under inserts: no article lost or repeated', async () => {
  for (const sorting of ['publication_datetime', 'priority']) {
    const before = await expected();
    const seen: string[] = [];
    let key: string | null = null;
    let pageNo = 0;
    do {
      const res = await api('GET', `/articles?page_size=2&sorting=${sorting}${key ? `&next_key=${key}` : ''}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      seen.push(...res.body.results.map((r: Json) => r.external_id));
      key = res.body.next_key;
      pageNo += 1;
      // New articles arrive between page reads (real files, the first time; hand-copied rows after).
      if (pageNo === 1 && sorting === 'publication_datetime') await ingestNewsFiles(v.vigil.db, LATER);
      if (pageNo === 2) {
        await v.vigil.db.query(
          `WITH src AS (SELECT a.*, gen_random_uuid() AS nid FROM articles a WHERE a.cluster_id IS NULL ORDER BY a.id LIMIT 3),
                ins AS (INSERT INTO articles (id, canonical_url, content_hash, url, source_id, origin, title, snippet, title_en, snippet_en, language, country,
                          source_name, source_domain, publication_datetime, sentiment, adverse, adverse_probability, categories, is_material, priority, created_at, updated_at)
                        SELECT nid, canonical_url || '#copy-' || nid, NULL, url, source_id, origin, title, snippet, title_en, snippet_en, language, country, source_name,
                               source_domain, publication_datetime, sentiment, adverse, adverse_probability, categories, is_material, priority, now(), now() FROM src)
           INSERT INTO article_companies (article_id, company_id, organisation_id, confidence, role, matched_name, in_title, created_at)
           SELECT src.nid, l.company_id, l.organisation_id, l.confidence, l.role, l.matched_name, l.in_title, now()
             FROM src JOIN LATERAL (SELECT * FROM article_companies WHERE article_id = src.id AND organisation_id = $1 LIMIT 1) l ON TRUE`,
          [orgA],
        );
      }
    } while (key);
    assert.equal(new Set(seen).size, seen.length, `${sorting}: no article repeated`);
    for (const id of before) assert.ok(seen.includes(id), `${sorting}: ${id}, there before paging, is not lost`);
  }
  const nyt = await expected(`a.source_domain LIKE '%nytimes.com' AND a.publication_datetime < '2026-03-10'`);
  assert.ok(nyt.size > 0, 'the NYT Business articles loaded mid-way are linked');
});

test('a few companies: the page walked through the links equals the list, under inserts and changed priorities', async () => {
  const db = v.vigil.db;
  const mine = Object.entries(company).filter(([k]) => !['portfolio', 'c_nike'].includes(k)).map(([, id]) => id);
  const twice = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT article_id FROM article_companies WHERE organisation_id = $1 GROUP BY 1 HAVING count(*) > 1) x', [orgA])).rows[0].n;
  assert.ok(twice > 0, 'some real articles are linked to two of the selected companies');
  const selection = `company=${mine.join(',')}`;
  for (const q of ['', 'sorting=priority', 'sorting_order=asc', 'sorting=priority&sorting_order=asc', 'language=en']) {
    const walked = (await all([selection, q].filter(Boolean).join('&'))).map((r) => r.external_id);
    const listed = (await all(q)).map((r) => r.external_id);
    assert.deepEqual(walked, listed, `${q || 'default'}: every selected company's articles, once each, in the list's order`);
  }
  const one = (await all(`company=${company.google}&page_size=50`)).map((r) => r.external_id);
  assert.deepEqual(new Set(one), await expected('TRUE', [company.google]), 'one company: its articles');

  // New articles linked to the selected companies arrive between page reads, in both link-walked sortings.
  for (const sorting of ['publication_datetime', 'priority']) {
    const before = await expected('TRUE', mine);
    const seen: string[] = [];
    let key: string | null = null;
    let pageNo = 0;
    do {
      const res = await api('GET', `/articles?page_size=2&sorting=${sorting}&${selection}${key ? `&next_key=${key}` : ''}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      seen.push(...res.body.results.map((r: Json) => r.external_id));
      key = res.body.next_key;
      pageNo += 1;
      if (pageNo === 2) {
        // Copies of three listed articles (same publication time and priority: ties broken by the id), linked to two companies each.
        await db.query(
          `WITH src AS (SELECT a.*, gen_random_uuid() AS nid FROM articles a WHERE a.id = ANY($2::uuid[]) ORDER BY a.id LIMIT 3),
                ins AS (INSERT INTO articles (id, canonical_url, content_hash, url, source_id, origin, title, snippet, title_en, snippet_en, language, country,
                          source_name, source_domain, publication_datetime, sentiment, adverse, adverse_probability, categories, is_material, priority, created_at, updated_at)
                        SELECT nid, canonical_url || '#links-' || nid, NULL, url, source_id, origin, title, snippet, title_en, snippet_en, language, country, source_name,
                               source_domain, publication_datetime, sentiment, adverse, adverse_probability, categories, is_material, priority, now(), now() FROM src)
           INSERT INTO article_companies (article_id, company_id, organisation_id, confidence, role, matched_name, in_title, created_at)
           SELECT src.nid, c.id, $1, 0.9, 'subject', 'test', true, now() FROM src CROSS JOIN unnest($3::uuid[]) AS c(id)`,
          [orgA, [...before], [company.google, company.toyota]],
        );
      }
    } while (key);
    assert.equal(new Set(seen).size, seen.length, `${sorting}: no article repeated`);
    for (const id of before) assert.ok(seen.includes(id), `${sorting}: ${id}, there before paging, is not lost`);
  }

  // A priority changed after linking (clustering recomputes it) orders the company's list at once.
  const target = one[one.length - 1];
  const old = (await db.query<{ priority: number }>('SELECT priority FROM articles WHERE id = $1', [target])).rows[0].priority;
  await db.query('UPDATE articles SET priority = -1 WHERE id = $1', [target]);
  try {
    const links = (await db.query<{ priority: number }>('SELECT priority FROM article_companies WHERE article_id = $1', [target])).rows;
    assert.ok(links.length > 0 && links.every((l) => l.priority === -1), `the links carry the new priority: ${JSON.stringify(links)}`);
    const top = await api('GET', `/articles?page_size=1&sorting=priority&company=${company.google}`);
    assert.equal(top.body.results[0]?.external_id, target, 'the most important article of the company is first');
    const wholeList = await api('GET', `/articles?page_size=1&sorting=priority`);
    assert.equal(wholeList.body.results[0]?.external_id, target, 'and first of the whole list too');
  } finally {
    await db.query('UPDATE articles SET priority = $2 WHERE id = $1', [target, old]);
  }
  const restored = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_companies WHERE article_id = $1 AND priority <> $2', [target, old])).rows[0].n;
  assert.equal(restored, 0, 'the links follow the article back');
});

test('GET /articles/{id}, the tree, date counts and feedback', async () => {
  const [first] = await all('language=fr');
  const one = await api('GET', `/articles/${first.external_id}`);
  assert.equal(one.status, 200);
  assert.deepEqual(one.body, first, 'the same shape as in the list');

  const tree = await api('GET', '/articles/categories');
  assert.equal(tree.status, 200);
  assert.equal(tree.body.length, ADVERSE_TAXONOMY.length);
  assert.ok(tree.body.every((n: Json) => n.sub_categories.length > 0 && n.sub_categories.every((l: Json) => l.sub_categories.length === 0)));

  for (const interval of ['day', 'week', 'month', 'year']) {
    const res = await api('GET', `/articles/analytics/dates/?interval=${interval}&language=en`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.reduce((s: number, x: Json) => s + x.count, 0), (await expected(`a.language = 'en'`)).size, `${interval}: counts add up to the list`);
    const dates = res.body.map((x: Json) => x.date);
    assert.deepEqual(dates, [...dates].sort(), 'oldest first');
  }
  const months = (await api('GET', '/articles/analytics/dates/?interval=month')).body;
  assert.ok(months.every((m: Json) => m.date.endsWith('-01')), 'a month is dated by its first day');
  assert.ok(months.some((m: Json) => typeof m.average_sentiment === 'number'));

  const fb = await api('POST', '/articles/feedback/', { article: first.external_id, feedback_type: 'false_positive', comment: 'Not our company', email: 'a@example.org' });
  assert.equal(fb.status, 201, JSON.stringify(fb.body));
  assert.ok(fb.body.external_id);
  const stored = (await v.vigil.db.query('SELECT feedback_type, comment FROM article_feedback WHERE id = $1', [fb.body.external_id])).rows;
  assert.deepEqual(stored, [{ feedback_type: 'false_positive', comment: 'Not our company' }]);
  const bad = await api('POST', '/articles/feedback/', { article: first.external_id, feedback_type: 'meh' });
  assert.equal(bad.status, 400);
  assert.ok(bad.body.errors.feedback_type, 'names feedback_type');
  const foreign = await api('POST', '/articles/feedback/', { article: first.external_id, feedback_type: 'no_risk' }, authB);
  assert.equal(foreign.status, 400);
  assert.ok(foreign.body.errors.article, 'an article the caller cannot see is not a valid choice');
});

test('saved filters: CRUD per organisation, applied through saved_article_filter_id', async () => {
  const created = await api('POST', '/saved_article_filters', { name: 'French news', language: ['fr'], include_clustered_articles: true });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.external_id;
  assert.deepEqual([created.body.name, created.body.language, created.body.include_clustered_articles], ['French news', ['fr'], true]);
  assert.deepEqual(ids(await all(`saved_article_filter_id=${id}`)), await expected(`a.language = 'fr'`).then(async () => new Set((await v.vigil.db.query<{ id: string }>(
    `SELECT a.id FROM articles a WHERE a.language = 'fr' AND EXISTS (SELECT 1 FROM article_companies l WHERE l.article_id = a.id AND l.organisation_id = $1)`, [orgA])).rows.map((r) => r.id))), 'the saved filter applies (members included, as saved)');
  assert.deepEqual(ids(await all(`saved_article_filter_id=${id}&language=ru`)), await expected(`a.language = 'ru'`), 'an explicit parameter replaces the saved one');
  const empty = await api('POST', '/saved_article_filters', { name: 'Other', company: [], language: null });
  assert.equal(empty.status, 201);
  assert.equal(empty.body.company, undefined, 'an empty list is not set');
  assert.deepEqual(ids(await all(`saved_article_filter_id=${empty.body.external_id}`)), await expected(), 'and filters nothing');
  const page1 = await api('GET', '/saved_article_filters?page_size=1');
  assert.equal(page1.body.total_results, 2);
  assert.ok(page1.body.next_key);
  const page2 = await api('GET', `/saved_article_filters?page_size=1&next_key=${page1.body.next_key}`);
  assert.equal(page2.body.results[0].name, 'Other');
  const patched = await api('PATCH', `/saved_article_filters/${id}`, { name: 'French', include_clustered_articles: null, is_material: false });
  assert.equal(patched.status, 200);
  assert.deepEqual([patched.body.name, patched.body.language, patched.body.include_clustered_articles, patched.body.is_material], ['French', ['fr'], undefined, false]);
  const put = await api('PUT', `/saved_article_filters/${id}`, { name: 'Russian', language: ['ru'] });
  assert.deepEqual([put.body.name, put.body.language, put.body.is_material], ['Russian', ['ru'], undefined], 'PUT replaces');
  assert.equal((await api('GET', `/saved_article_filters/${id}`, undefined, authB)).status, 404, 'another organisation: 404');
  assert.equal((await api('GET', `/articles?saved_article_filter_id=${id}`, undefined, authB)).status, 400);
  const badCat = await api('POST', '/saved_article_filters', { name: 'x', category: ['00000000-0000-4000-8000-000000000000'] });
  assert.equal(badCat.status, 400);
  assert.ok(badCat.body.errors.category);
  const badDate = await api('POST', '/saved_article_filters', { name: 'x', min_publication_date: 'yesterday' });
  assert.ok(badDate.body.errors.min_publication_date, 'names the date');
  assert.equal((await api('DELETE', `/saved_article_filters/${id}`)).status, 204);
  assert.equal((await api('GET', `/saved_article_filters/${id}`)).status, 404);
});

test('bad parameters and forged cursors are 400s naming the field', async () => {
  const cases: Array<[string, string]> = [
    ['sorting=newest', 'sorting'],
    ['sorting_order=up', 'sorting_order'],
    ['company=not-a-uuid', 'company'],
    ['category=00000000-0000-4000-8000-000000000000', 'category'],
    [`portfolio_id=00000000-0000-4000-8000-000000000000`, 'portfolio_id'],
    ['is_material=maybe', 'is_material'],
    ['min_publication_date=2026-13-45', 'min_publication_date'],
    ['max_creation_date=tomorrow', 'max_creation_date'],
    ['page_size=0', 'page_size'],
    ['media_type=TABLOID', 'media_type'],
    ['next_key=%25%25%25', 'next_key'],
    [`next_key=${Buffer.from('{"s":"publication_datetime:desc","v":["1e308"],"id":"00000000-0000-4000-8000-000000000000"}').toString('base64url')}`, 'next_key'],
    [`next_key=${Buffer.from('{"s":"priority:desc","v":["x", 1],"id":"00000000-0000-4000-8000-000000000000"}').toString('base64url')}&sorting=priority`, 'next_key'],
    [`next_key=${Buffer.from('{"s":"publication_datetime:desc","v":"2020-01-01T00:00:00Z","id":"00000000-0000-4000-8000-000000000000"}').toString('base64url')}`, 'next_key'],
    ['interval=hour', 'interval'],
  ];
  for (const [q, field] of cases) {
    const url = field === 'interval' ? `/articles/analytics/dates/?${q}` : `/articles?${q}`;
    const res = await api('GET', url);
    assert.equal(res.status, 400, `${q}: ${JSON.stringify(res.body)}`);
    assert.ok(res.body.errors[field], `${q} names ${field}: ${JSON.stringify(res.body)}`);
  }
  // A portfolio its owner keeps to itself (default_permission ""): another key of the organisation may not filter on it.
  const privateP = (await api('POST', '/portfolios', { name: 'Private', default_permission: '' })).body.external_id;
  assert.equal((await api('GET', `/articles?portfolio_id=${privateP}`)).status, 200, 'the owner may');
  const other = `Bearer ${(await createApiKey(v.vigil.db, 'News reader A')).key}`;
  const denied = await api('GET', `/articles?portfolio_id=${privateP}`, undefined, other);
  assert.equal(denied.status, 400);
  assert.ok(denied.body.errors.portfolio_id, 'a portfolio the key may not view is not a valid choice');
  const first = await api('GET', '/articles?page_size=1');
  const otherSort = await api('GET', `/articles?page_size=1&sorting=priority&next_key=${first.body.next_key}`);
  assert.equal(otherSort.status, 400, 'a cursor of another sorting');
  assert.ok(otherSort.body.errors.next_key);
});

test('tenant isolation: another organisation sees none of these articles; foreign ids are 404', async () => {
  const [someone] = await all();
  const b = await api('GET', '/articles', undefined, authB);
  assert.deepEqual([b.status, b.body.total_results, b.body.results], [200, 0, []], 'an organisation tracking nothing sees nothing');
  for (const p of [`/articles/${someone.external_id}`, `/articles/${someone.external_id}/related/`]) {
    assert.equal((await api('GET', p, undefined, authB)).status, 404, `${p} for another organisation`);
  }
  assert.equal((await api('GET', '/articles/not-a-uuid')).status, 404);
  const dates = await api('GET', '/articles/analytics/dates/', undefined, authB);
  assert.deepEqual(dates.body, []);
  // C tracks its own NIKE, INC.: it sees the Nike article, with its company only.
  const c = await all('', authC);
  assert.ok(c.length >= 1);
  for (const r of c) assert.deepEqual(r.company_articles.map((x: Json) => x.company.external_id), [company.c_nike], 'only the caller\'s company');
  assert.equal((await api('GET', `/articles?company=${company.toyota}`, undefined, authC)).body.total_results, 0, 'A\'s company id selects nothing for C');
});
