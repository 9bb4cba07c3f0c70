/**
 * News benchmark (`npm run bench:news`; docs/benchmarks.md "News"), on the embedded database (PGlite in
 * a temporary folder on disk):
 * 1. ingest: the real GKG, DOC and RSS files of ../shared/data/news (741 articles) are parsed once and
 *    replicated COPIES times with changed URLs (`?bench_copy=N`), content hashes (the hash of the
 *    original's hash and N, so dedupe keeps them) and publication times (N × 7 days later, so a copy
 *    does not cluster with the previous copies); then ingested end to end (enrich, store, link to 80
 *    tracked companies, cluster) one source batch (file) at a time, as the fetch job does. Target >= 500
 *    articles/s. Enrichment alone (after a warm-up pass) is timed beside it. Both are also given per
 *    second of the process's CPU time (PGlite runs in the process), a figure other load moves less.
 * 2. list: ARTICLES synthetic articles for a portfolio of 1,000 companies of one organisation, made from
 *    the real ones with SQL (each a real article's enriched row with a new id and URL, a publication
 *    time spread over two years and without its GDELT annotations; linked to one of the 1,000
 *    companies, one in ten to a second), then GET /ext/v3/articles (default sorting, sorting=priority,
 *    a next page, one company's articles, a day sorting, oldest first, a full-text query) through
 *    Fastify's inject: p50/p99 of REQUESTS requests each, one case after the other. Target p99 <= 50 ms.
 * Options: --copies N (default 20), --articles N (default 1,000,000), --requests N (default 200),
 * --skip-ingest, --skip-list, --keep NAME.
 * Database of the list part: embedded PGlite in a temporary folder, or, with DATABASE_URL set, a
 * throw-away database `vigil_bench_news_<pid>` on that PostgreSQL server. With `--keep NAME` the list's
 * database is kept instead (PGlite in `<tmpdir>/NAME`, or database NAME on the server) and reused by
 * the next run with the same NAME when it already holds the synthetic articles: seeding a million
 * articles takes minutes. A reused database gets the pending migrations at start, like a deployed one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startVigil } from '../src/app.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { storeCompany } from '../src/domain/companies.js';
import type { CompanyProfile } from '../src/providers/types.js';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { enrichArticle } from '../src/news/enrich.js';
import { ingestArticles, ingestContext, ingestNewsFiles } from '../src/news/ingest.js';
import { canonicalUrl } from '../src/news/sources/dedupe.js';
import { loadNewsFile } from '../src/news/sources/load-file.js';
import type { RawArticle } from '../src/news/sources/types.js';
import { evalCompanies, newsFiles } from '../scripts/news-data.js';
import { percentile, withThrowawayDatabase } from './support.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const COPIES = arg('copies', 20);
const ARTICLES = arg('articles', 1_000_000);
const REQUESTS = arg('requests', 200);
const PORTFOLIO = 1000;
const KEEP = process.argv.includes('--keep') ? process.argv[process.argv.indexOf('--keep') + 1] : undefined;
if (KEEP !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(KEEP)) throw new Error('--keep NAME: lower-case letters, digits and _');
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
/** CPU seconds (user + system, PGlite's WebAssembly included: it runs in this process) since `from`. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1e6;
};
const logger = createLogger(process.env.LOG_LEVEL ?? 'silent');

async function tempDb(): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-news-'));
  const db = await openPglite(path.join(dir, 'db'));
  await migrate(db);
  return {
    db,
    cleanup: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A hand-made company record with `name` (benchmark fixture; the names are the linking evaluation's). */
const profile = (key: string, names: string[]) =>
  ({ provider: 'registry_files', provider_id: `BENCH:${key}`, name: names[0], previous_names: [], other_names: names.slice(1), status: 'active', country: 'GB', address: {}, registration_numbers: [], industry_codes: [], officers: [], owners: [] }) as unknown as CompanyProfile;

/** Copy `n` of `a` (module doc): another URL, content hash and publication time. */
function replica(a: RawArticle, n: number): RawArticle {
  if (n === 0) return a;
  const u = new URL(a.url);
  u.searchParams.set('bench_copy', String(n));
  const url = u.toString();
  return {
    ...a,
    url,
    canonical_url: canonicalUrl(url) ?? url,
    content_hash: a.content_hash && crypto.createHash('sha256').update(`${a.content_hash}:${n}`).digest('hex'),
    published_at: new Date(Date.parse(a.published_at) + n * 7 * 86_400_000).toISOString(),
  };
}

async function benchIngest(): Promise<void> {
  const files = await Promise.all(newsFiles('gdelt_gkg', 'gdelt_doc', 'rss').map(async (f) => (await loadNewsFile(f)).articles));
  const perCopy = files.reduce((n, a) => n + a.length, 0);
  const { db, cleanup } = await tempDb();
  try {
    const { organisationId } = await createApiKey(db, 'News bench');
    for (const c of evalCompanies()) await storeCompany(db, organisationId, profile(c.key, c.names));
    const ctx = await ingestContext(db);

    for (const a of files.flat()) await enrichArticle(a, ctx.classifier); // warm-up: lexicons and models load on first use
    const enrichStart = performance.now();
    const enrichCpu = process.cpuUsage();
    for (const a of files.flat()) await enrichArticle(a, ctx.classifier);
    const enrichRate = perCopy / ((performance.now() - enrichStart) / 1000);
    const enrichCpuRate = perCopy / cpuSeconds(enrichCpu);

    let stored = 0;
    let links = 0;
    let clustered = 0;
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    for (let n = 0; n < COPIES; n++) {
      for (const articles of files) {
        const counts = await ingestArticles(db, articles.map((a) => replica(a, n)), ctx);
        stored += counts.stored;
        links += counts.company_links;
        clustered += counts.clustered;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(startedCpu);
    console.log(`\n== Ingest end to end (PGlite on disk): ${COPIES} copies of the ${perCopy} articles of ${files.length} real files (URLs, hashes and dates changed per copy)`);
    console.log(`  ${COPIES * perCopy} articles in ${seconds.toFixed(1)} s: ${stored} stored, ${links} company links, ${clustered} joined a cluster`);
    console.log(`  ${Math.round(stored / seconds)} articles/s stored end to end (target >= 500/s); enrichment alone ${Math.round(enrichRate)} articles/s; load ${load()}`);
    console.log(`  per second of this process's CPU time (less sensitive to other load): ${Math.round(stored / cpu)} articles end to end, ${Math.round(enrichCpuRate)} enrichment alone`);
  } finally {
    await cleanup();
  }
}

/** Bulk SQL: ARTICLES synthetic articles from the stored real ones, and their links to the portfolio (module doc). */
async function seedSynthetic(db: Db, organisationId: string): Promise<void> {
  await db.query(
    `INSERT INTO companies (id, organisation_id, provider, provider_id, name, country, profile, created_at, updated_at)
     SELECT md5('bench-company-' || i)::uuid, $1, 'registry_files', 'BENCH:' || i, 'BENCH COMPANY ' || i || ' LIMITED', 'GB',
            jsonb_build_object('name', 'BENCH COMPANY ' || i || ' LIMITED'), now(), now()
       FROM generate_series(0, ${PORTFOLIO - 1}) i`,
    [organisationId],
  );
  await db.exec(`CREATE TEMP TABLE tpl AS SELECT (row_number() OVER (ORDER BY canonical_url) - 1)::int AS n, * FROM articles`);
  const tpl = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tpl')).rows[0].n;
  const chunk = 50_000;
  for (let lo = 0; lo < ARTICLES; lo += chunk) {
    const hi = Math.min(ARTICLES, lo + chunk) - 1;
    await db.exec(`
      INSERT INTO articles (id, canonical_url, content_hash, url, source_id, origin, title, snippet, title_en, snippet_en, language, country,
             image_url, source_name, source_domain, publication_datetime, publication_is_seen_time, sentiment, adverse, adverse_probability,
             categories, is_material, priority, gdelt, created_at, updated_at, simhash, cluster_id, cluster_size)
      SELECT md5('bench-article-' || g)::uuid, t.canonical_url || '?synthetic=' || g, NULL, t.url || '?synthetic=' || g, t.source_id, 'bench',
             t.title, t.snippet, t.title_en, t.snippet_en, t.language, t.country, t.image_url, t.source_name, t.source_domain,
             timestamptz '2026-11-01' - ((g::bigint * 7919) % (730 * 1440)) * interval '1 minute', t.publication_is_seen_time, t.sentiment, t.adverse,
             t.adverse_probability, t.categories, t.is_material, t.priority, NULL, now(), now(), t.simhash, md5('bench-article-' || g)::uuid, 1
        FROM generate_series(${lo}, ${hi}) g JOIN tpl t ON t.n = g % ${tpl};
      INSERT INTO article_companies (article_id, company_id, organisation_id, confidence, role, matched_name, in_title, created_at)
      SELECT md5('bench-article-' || g)::uuid, md5('bench-company-' || (g % ${PORTFOLIO}))::uuid, '${organisationId}'::uuid, 0.9, 'subject', 'BENCH COMPANY', true, now()
        FROM generate_series(${lo}, ${hi}) g
      UNION ALL
      SELECT md5('bench-article-' || g)::uuid, md5('bench-company-' || ((g * 31 + 7) % ${PORTFOLIO}))::uuid, '${organisationId}'::uuid, 0.85, 'subject', 'BENCH COMPANY', false, now()
        FROM generate_series(${lo}, ${hi}) g WHERE g % 10 = 0 AND (g * 31 + 7) % ${PORTFOLIO} <> g % ${PORTFOLIO};`);
    process.stderr.write(`\r  seeded ${hi + 1} synthetic articles`);
  }
  process.stderr.write('\n');
  await db.exec('ANALYZE articles; ANALYZE article_companies; ANALYZE companies');
}

/** Applies the pending migrations of a kept database, saying which and how long they took. */
async function migrateKept(db: Db): Promise<void> {
  const t0 = performance.now();
  const applied = await migrate(db);
  if (applied.length) console.log(`  migrations applied to the kept database: ${applied.join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s; load ${load()}`);
}

/** Runs `fn` on the list's database (module doc: PGlite or PostgreSQL, throw-away or kept). */
async function withListDb(fn: (db: Db, label: string, databaseUrl?: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && !KEEP) return withThrowawayDatabase(serverUrl, 'news', async (url, db) => {
    await migrate(db);
    await fn(db, 'PostgreSQL', url);
  });
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEEP]);
      if (!exists.rows.length) await admin.query(`CREATE DATABASE ${KEEP}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${KEEP}`;
    const db = await openPostgres(url.toString());
    try {
      await migrateKept(db);
      await fn(db, `PostgreSQL (kept database ${KEEP})`, url.toString());
    } finally {
      await db.close();
    }
    return;
  }
  if (!KEEP) {
    const { db, cleanup } = await tempDb();
    try {
      await fn(db, 'PGlite on disk');
    } finally {
      await cleanup();
    }
    return;
  }
  const dir = path.join(os.tmpdir(), KEEP);
  const db = await openPglite(path.join(dir, 'db'));
  try {
    await migrateKept(db);
    await fn(db, `PGlite on disk (kept in ${dir})`);
  } finally {
    await db.close();
  }
}

async function benchList(): Promise<void> {
  await withListDb(async (db, label, databaseUrl) => {
    const { organisationId, key } = await createApiKey(db, 'News list bench');
    const seeded = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE origin = 'bench'")).rows[0].n;
    if (seeded !== ARTICLES) {
      if (seeded) throw new Error(`the kept database holds ${seeded} synthetic articles, not ${ARTICLES}: drop it or use another --keep NAME`);
      await ingestNewsFiles(db, newsFiles('gdelt_gkg', 'gdelt_doc', 'rss'));
      const seedStart = performance.now();
      await seedSynthetic(db, organisationId);
      console.log(`  bulk insert with SQL: ${((performance.now() - seedStart) / 1000).toFixed(0)} s; load ${load()}`);
    } else {
      console.log(`  reusing the ${seeded} synthetic articles of the kept database`);
    }
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0].n;
    console.log(`\n== GET /ext/v3/articles over ${total} stored articles (${ARTICLES} synthetic, made from the real ones), portfolio of ${PORTFOLIO} companies; ${label}; load ${load()}`);

    const base = loadConfig({});
    // No rate limit: the requests of one case come faster than the API's 600 a minute per key.
    const config = { ...base, databaseUrl, fetchOnEmpty: false, rateLimitPerMinute: 100_000_000, monitoring: { ...base.monitoring, listFetchCron: '' }, news: { ...base.news, fetchCron: '' } };
    const vigil = await startVigil(config, logger, { http: true, listen: false, worker: false, loadLists: false, db });
    try {
      const auth = `Bearer ${key}`;
      const get = (url: string) => vigil.server!.inject({ method: 'GET', url, headers: { authorization: auth } });
      const probe = await get('/ext/v3/articles');
      if (probe.statusCode !== 200) {
        console.log(`  GET /ext/v3/articles answers ${probe.statusCode}: the request figures are pending (${probe.body.slice(0, 120)})`);
        return;
      }
      const nextKey = (probe.json() as { next_key?: string | null }).next_key;
      const company = (await db.query<{ id: string }>("SELECT md5('bench-company-17')::uuid::text AS id")).rows[0].id;
      const cases: Array<[string, string]> = [
        ['default sorting, first page', '/ext/v3/articles'],
        ['sorting=priority, first page', '/ext/v3/articles?sorting=priority'],
        ['default sorting, second page (next_key)', `/ext/v3/articles?next_key=${encodeURIComponent(nextKey ?? '')}`],
        ["one company's articles (company=)", `/ext/v3/articles?company=${company}`],
        ['sorting=publication_date_priority', '/ext/v3/articles?sorting=publication_date_priority'],
        ['oldest first (sorting_order=asc)', '/ext/v3/articles?sorting_order=asc'],
        ['full text (query=bank)', '/ext/v3/articles?query=bank'],
      ];
      for (const [label, url] of cases) {
        for (let i = 0; i < 10; i++) await get(url); // warm-up
        const times: number[] = [];
        const statuses = new Set<number>();
        for (let i = 0; i < REQUESTS; i++) {
          const t0 = performance.now();
          const res = await get(url);
          times.push(performance.now() - t0);
          statuses.add(res.statusCode);
        }
        const status = [...statuses].join('/');
        times.sort((a, b) => a - b);
        console.log(`  ${label.padEnd(42)} HTTP ${status}  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms  (${REQUESTS} requests; target p99 <= 50 ms; load ${load()})`);
      }
    } finally {
      await vigil.stop();
    }
  });
}

console.error(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}; load ${load()}; Node ${process.version}`);
if (!process.argv.includes('--skip-ingest')) await benchIngest();
if (!process.argv.includes('--skip-list')) await benchList();
console.log(`\nload average at the end: ${load()}`);
