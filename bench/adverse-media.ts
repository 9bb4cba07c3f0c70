/**
 * Adverse-media screening of check entities at scale (src/news/adverse-index.ts): how long a batch of
 * 25 entities takes against N stored material articles through the name-key index (GIN), against
 * reading every material article through the rule (the baseline), and how fast articles are indexed.
 *
 * Data: SYNTHETIC articles made from the real ones. The real files (GDELT GKG, DOC and the RSS feeds
 * in ../shared/data/news) are parsed and enriched as the ingest does, then copied N times under new
 * URLs with every copy marked material, the worst case for the prefilter (in real news only a few per
 * cent are material). Entities: the first 200 distinct person and organisation names GDELT extracted
 * in the real GKG files (names that do occur in the text), in batches of 25 as a check's job screens.
 *
 * Run: `node --import tsx bench/adverse-media.ts [N]` (default 100000), embedded database (PGlite).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { loadNewsFile } from '../src/news/sources/load-file.js';
import { loadAdverseModel } from '../src/news/adverse-classifier.js';
import { enrichArticle, type EnrichedArticle } from '../src/news/enrich.js';
import { storeArticles } from '../src/news/store.js';
import { indexAdverseArticles, screenAdverseMedia, SCREENED_ARTICLE_COLUMNS } from '../src/news/adverse-index.js';
import { adverseMediaFindings, adverseMediaHit, articleNameKeys, entityNameFilters, mayName, type ScreenedArticle } from '../src/news/adverse-screening.js';
import { ROOT, percentile } from './support.js';

const NEWS = path.resolve(ROOT, '../shared/data/news');
const FILES = [
  'gdelt_gkg/2026-06-10/gkg_sample.csv', 'gdelt_gkg/2015-02-18_2020-03-18/gkg.csv', 'gdelt_gkg/2015-02-18_2020-03-18/gkgT.csv',
  'gdelt_doc/2026-07-22/gdelt_doc2_capped_250_climate.json', 'rss/nyt_business/2026-03-09/nytimes.xml', 'rss/guardian_us/2018-01-31/guardian.rss',
  'rss/nyt_world/2026-02-18/78f77fae2e1ffc14', 'rss/cnbc_international/2026-03-08/cnbc.xml', 'rss/wsj_world/2025-01-27/4288464f77b21d15',
  'rss/restofworld/2026-02-17/14333881097406c7', 'rss/bloomberg_news_sitemap/2026-03-15/bloomberg.xml',
].map((f) => path.join(NEWS, f));

const n = Number(process.argv[2] ?? 100_000);
const classifier = loadAdverseModel();
const real: EnrichedArticle[] = [];
const names = new Map<string, 'individual' | 'company'>();
for (const file of FILES) {
  for (const a of (await loadNewsFile(file)).articles) {
    real.push(await enrichArticle(a, classifier));
    for (const p of a.gdelt?.persons ?? []) if (names.size < 200) names.set(p, 'individual');
    for (const o of a.gdelt?.organizations ?? []) if (names.size < 200) names.set(o, 'company');
  }
}
const db = await openPglite();
await migrate(db);
let t = performance.now();
for (let i = 0; i < n; i += 5_000) {
  const batch = Array.from({ length: Math.min(5_000, n - i) }, (_, k) => {
    const a = real[(i + k) % real.length];
    return { ...a, canonical_url: `${a.canonical_url}#copy-${i + k}`, content_hash: null, is_material: true };
  });
  await storeArticles(db, batch);
}
const storeS = (performance.now() - t) / 1000;
t = performance.now();
await indexAdverseArticles(db);
const indexS = (performance.now() - t) / 1000;

const entities = [...names].map(([name, entity_type]) => ({ id: crypto.randomUUID(), name, entity_type }));
const times: number[] = [];
let findings = 0;
for (let i = 0; i < entities.length; i += 25) {
  const started = performance.now();
  const found = await screenAdverseMedia(db, entities.slice(i, i + 25));
  times.push(performance.now() - started);
  for (const f of found.values()) findings += f.length;
}
times.sort((a, b) => a - b);

// Baseline: the rule on every material article, for the first BASELINE_ENTITIES entities (scaled to 25).
const BASELINE_ENTITIES = 2;
t = performance.now();
const all = (await db.query<ScreenedArticle>(`SELECT ${SCREENED_ARTICLE_COLUMNS} FROM articles a WHERE a.is_material`)).rows;
for (const e of entities.slice(0, BASELINE_ENTITIES)) adverseMediaFindings(e, all);
const baselineMs = ((performance.now() - t) * 25) / BASELINE_ENTITIES;

// Exactness of the prefilter: on the real articles, every one treated as material, the rule's hits
// for the first PAIR_NAMES names must all pass the prefilter (GIN head key + mayName).
const PAIR_NAMES = 150;
let pairs = 0;
let hits = 0;
let passed = 0;
let lost = 0;
for (const e of entities.slice(0, PAIR_NAMES)) {
  const filters = entityNameFilters(e);
  const heads = new Set(filters.map((f) => f.head));
  for (const r of real) {
    const a = { ...r, id: 'real', source_name: r.source_name ?? '', publication_datetime: r.published_at, is_material: true };
    const keys = new Set(articleNameKeys(a.title_en, a.snippet_en));
    const may = [...heads].some((h) => keys.has(h)) && mayName(filters, keys, a.title_en);
    pairs += 1;
    if (may) passed += 1;
    if (adverseMediaHit(e, a)) {
      hits += 1;
      if (!may) lost += 1;
    }
  }
}

console.log(`adverse-media screening, ${n.toLocaleString('en')} stored material articles (synthetic copies of ${real.length} real ones), PGlite`);
console.log(`  store ${storeS.toFixed(1)} s; index ${indexS.toFixed(1)} s (${Math.round(n / indexS).toLocaleString('en')} articles/s)`);
console.log(`  batch of 25 entities through the index: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms (${times.length} batches, ${entities.length} real GDELT names, ${findings} findings)`);
console.log(`  baseline, the rule on every material article: ${baselineMs.toFixed(0)} ms for a batch of 25 (measured on ${BASELINE_ENTITIES} entities, scaled)`);
console.log(`  prefilter on the real articles (all taken as material): ${pairs.toLocaleString('en')} (entity, article) pairs, ${passed} pass it, ${hits} are hits, ${lost} hits lost`);
console.log(`  load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
await db.close();
