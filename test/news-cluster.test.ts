/**
 * Near-duplicate clustering (src/news/simhash.ts, src/news/cluster.ts) and priority (src/news/priority.ts):
 * the fingerprint and its bigint round trip, clusters formed in the ingest transaction with a stable
 * lead, `cluster_size` right on every member, priority recomputed when a cluster grows; real articles
 * stored with the fingerprint of their English text as clusters of one; and on the real Bloomberg
 * sitemap, its two listings of one podcast episode under two titles form one cluster.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { articleSimhash, fromSignedBigint, hammingDistance, toSignedBigint } from '../src/news/simhash.js';
import { articlePriority, clusterPoints, recencyPoints, sourcePoints, NOT_ADVERSE_PRIORITY } from '../src/news/priority.js';
import { ingestArticles, ingestContext, ingestNewsFiles } from '../src/news/ingest.js';
import { canonicalUrl, contentHash } from '../src/news/sources/dedupe.js';
import type { RawArticle } from '../src/news/sources/types.js';
import { loadNewsFile } from '../src/news/sources/load-file.js';
import { loadAdverseModel } from '../src/news/adverse-classifier.js';
import { enrichArticle } from '../src/news/enrich.js';
import { storeArticles } from '../src/news/store.js';
import { migrate } from '../src/storage/migrate.js';
import { openTestDb, SHARED_DATA, type TestDb } from './helpers/vigil.js';

let t: TestDb;
before(async () => {
  t = await openTestDb();
  await migrate(t.db);
});
after(() => t.drop());

/** A hand-written article (unit fixture, not real data). */
function article(url: string, title: string, published_at: string, snippet = ''): RawArticle {
  return { source_id: 'rss', origin: 'fixture', url, canonical_url: canonicalUrl(url)!, content_hash: contentHash(title, snippet), title, snippet, language: 'en', published_at, source_domain: new URL(url).hostname };
}

const rows = async (urls: string[]) =>
  (await t.db.query<{ url: string; id: string; cluster_id: string; cluster_size: number; simhash: string | null; priority: number; adverse: boolean }>(
    'SELECT url, id, cluster_id, cluster_size, simhash::text AS simhash, priority, adverse FROM articles WHERE url = ANY($1) ORDER BY created_at, url',
    [urls],
  )).rows;

test('SimHash: a retitled headline is a few bits from the original, an unrelated one about half the bits; the bigint round trip is exact', () => {
  const a = articleSimhash('Regulator fines Northwind Bank 40 million pounds over money laundering failures', '')!;
  const b = articleSimhash('Northwind Bank fined 40 million pounds by regulator over money laundering failures', '')!;
  const c = articleSimhash('Heavy rain floods coastal villages as the storm season begins early this year', '')!;
  assert.ok(hammingDistance(a, b) <= 6, `same words, other order: ${hammingDistance(a, b)} bits`);
  assert.ok(hammingDistance(a, c) >= 20, `unrelated: ${hammingDistance(a, c)} bits`);
  assert.equal(articleSimhash('Live updates', ''), null, 'too short to fingerprint');
  for (const f of [a, b, c, { hi: 0xffffffff, lo: 0 }, { hi: 0x80000000, lo: 1 }]) {
    const signed = toSignedBigint(f);
    assert.ok(BigInt(signed) >= -(2n ** 63n) && BigInt(signed) < 2n ** 63n, 'fits a PostgreSQL bigint');
    assert.deepEqual(fromSignedBigint(signed), f, 'round trip');
  }
});

test('priority parts: severity first, then materiality, recency at ingest, source and cluster size', () => {
  const base = { adverse: true, categories: ['money_laundering.money_laundering'], is_material: true, source_domain: 'reuters.com', publication_datetime: '2026-01-01T00:00:00Z', created_at: '2026-01-01T06:00:00Z', cluster_size: 1 };
  const p = articlePriority(base);
  assert.ok(articlePriority({ ...base, categories: ['terrorism.terrorism_financing'] }) < p, 'a more severe category ranks first');
  assert.ok(articlePriority({ ...base, is_material: false }) > p, 'material ranks before not material');
  assert.ok(articlePriority({ ...base, created_at: '2026-03-01T00:00:00Z' }) > p, 'an article old when stored ranks lower');
  assert.ok(articlePriority({ ...base, source_domain: 'example-blog.net' }) > p && articlePriority({ ...base, source_domain: 'fca.org.uk' }) > p, 'unknown sources rank lower');
  assert.equal(sourcePoints('sec.gov'), 0, 'a government domain is official');
  assert.ok(articlePriority({ ...base, cluster_size: 5 }) < p, 'a story many outlets carry ranks higher');
  assert.ok(articlePriority({ ...base, categories: ['litigation.civil_litigation'], is_material: false, source_domain: 'x.net', created_at: '2027-01-01T00:00:00Z' }) < articlePriority({ ...base, categories: [] }), 'any category ranks before an uncategorised adverse article');
  assert.equal(articlePriority({ ...base, adverse: false }), NOT_ADVERSE_PRIORITY);
  assert.deepEqual([1, 2, 3, 4, 8, 16, 100].map(clusterPoints), [4, 3, 3, 2, 1, 0, 0]);
  assert.deepEqual(['2026-01-01T00:00:00Z', '2025-12-20T00:00:00Z', '2025-06-01T00:00:00Z', '2026-02-01T00:00:00Z'].map((d) => recencyPoints(d, '2026-01-02T00:00:00Z')), [0, 2, 4, 0]);
});

test('near-duplicates join one cluster in the ingest transaction; sizes and priorities follow when it grows', async () => {
  const ctx = await ingestContext(t.db);
  const lead = article('https://news.example.org/a/1', 'Regulator fines Northwind Bank 40 million pounds over money laundering failures', '2026-05-04T08:00:00Z');
  const copy = article('https://wire.example.com/b/2', 'Northwind Bank fined 40 million pounds by regulator over money laundering failures', '2026-05-04T09:00:00Z');
  const other = article('https://news.example.org/a/3', 'Heavy rain floods coastal villages as the storm season begins early this year', '2026-05-04T08:30:00Z');
  const short = article('https://news.example.org/a/4', 'Live updates', '2026-05-04T08:45:00Z');
  const first = await ingestArticles(t.db, [lead, other, short], ctx);
  assert.equal(first.stored, 3);
  const alone = (await rows([lead.url]))[0].priority;
  const second = await ingestArticles(t.db, [copy], ctx);
  assert.equal(second.clustered, 1, 'the copy joined a cluster');
  const [l, o, s, c] = await rows([lead.url, other.url, short.url, copy.url]);
  assert.equal(l.cluster_id, l.id, 'the earliest stored article leads its cluster');
  assert.equal(c.cluster_id, l.id, 'the copy joins the lead\'s cluster');
  assert.deepEqual([l.cluster_size, c.cluster_size], [2, 2], 'cluster_size on every member');
  assert.equal(o.cluster_id, o.id, 'an unrelated article is alone');
  assert.equal(o.cluster_size, 1);
  assert.equal(s.simhash, null, 'no fingerprint for a two-word headline');
  assert.equal(s.cluster_id, s.id, 'and a cluster of its own');
  assert.ok(l.adverse, 'the fixture story is adverse media');

  const third = article('https://paper.example.net/c/5', 'Northwind Bank is fined 40 million pounds by the regulator for money laundering failures', '2026-05-05T07:00:00Z');
  const late = article('https://paper.example.net/c/6', 'Regulator fines Northwind Bank 40 million pounds for money laundering failures again', '2026-05-20T07:00:00Z');
  assert.equal(l.priority, alone - 1, `a cluster of 2-3 ranks one better than a lone article (${alone} -> ${l.priority})`);
  await ingestArticles(t.db, [third, late], ctx);
  const [l2, c2, t3, lt] = await rows([lead.url, copy.url, third.url, late.url]);
  assert.deepEqual([l2.cluster_id, c2.cluster_id, t3.cluster_id], [l.id, l.id, l.id], 'a third outlet joins the same cluster; the lead stays');
  assert.deepEqual([l2.cluster_size, c2.cluster_size, t3.cluster_size], [3, 3, 3], 'every member counts 3');
  assert.equal(lt.cluster_id, lt.id, 'an article published outside the 72-hour window starts its own cluster');
  assert.equal(l2.priority, alone - 1, 'a cluster of 3 ranks as one of 2 (the next step is 4)');
  assert.equal(c2.priority, l2.priority, 'members from the same kind of source rank alike');
});

test('an article is stored with the fingerprint of its English text, as a cluster of one, before clustering', async () => {
  const files = ['news/rss/nyt_world/2026-02-18/78f77fae2e1ffc14', 'news/gdelt_gkg/2026-06-10/gkg_sample.csv'].map((f) => path.join(SHARED_DATA, f));
  const articles = (await Promise.all(files.map(async (f) => (await loadNewsFile(f)).articles))).flat();
  const classifier = loadAdverseModel();
  const enriched = await Promise.all(articles.map((a) => enrichArticle(a, classifier)));
  const fresh = await storeArticles(t.db, enriched);
  assert.ok(fresh.length > 40, `the real articles are stored (${fresh.length})`);
  const stored = (await t.db.query<{ id: string; title_en: string; snippet_en: string; simhash: string | null; cluster_id: string; cluster_size: number }>(
    'SELECT id, title_en, snippet_en, simhash::text AS simhash, cluster_id, cluster_size FROM articles WHERE id = ANY($1::uuid[])',
    [fresh.map((f) => f.id)],
  )).rows;
  let fingerprinted = 0;
  for (const r of stored) {
    const fp = articleSimhash(r.title_en, r.snippet_en);
    assert.equal(r.simhash, fp ? toSignedBigint(fp) : null, `the stored fingerprint is the SimHash of the stored English text (${r.title_en})`);
    assert.deepEqual([r.cluster_id, r.cluster_size], [r.id, 1], 'its own cluster until clustering moves it');
    if (fp) fingerprinted++;
  }
  assert.ok(fingerprinted > 40, `most real articles are long enough to fingerprint (${fingerprinted})`);
});

test('the real Bloomberg sitemap\'s two titles of one podcast episode form one cluster', async () => {
  await ingestNewsFiles(t.db, [path.join(SHARED_DATA, 'news/rss/bloomberg_news_sitemap/2026-03-15/bloomberg.xml')]);
  const episode = (await t.db.query<{ cluster_id: string; cluster_size: number }>("SELECT cluster_id, cluster_size FROM articles WHERE title LIKE 'Weekend Law%'")).rows;
  assert.equal(episode.length, 2, 'both listings are stored (different URLs and titles)');
  assert.equal(episode[0].cluster_id, episode[1].cluster_id, 'in one cluster');
  assert.deepEqual(episode.map((e) => e.cluster_size), [2, 2]);
});
