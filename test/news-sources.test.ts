/**
 * News source adapters (src/news/sources) on the real files in ../shared/data/news (counts from its
 * README), served from a stub HTTP server on 127.0.0.1 (test/helpers/stubs/news-sources-stub.ts),
 * plus small hand-made inputs for URL rules and malformed lines.
 * Run: LOG_LEVEL=silent node --import tsx --test test/news-sources.test.ts
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { ArticleDeduper, canonicalUrl, contentHash, dedupeArticles } from '../src/news/sources/dedupe.js';
import { GKG_FIELDS, loadGkgFile, parseGkgLine } from '../src/news/sources/gdelt-gkg.js';
import { GdeltGkgSource, nextGkgFiles, parseIndexLine, type GkgCursor } from '../src/news/sources/gdelt-gkg-fetch.js';
import { GdeltDocSource, parseDocResponse, searchDoc } from '../src/news/sources/gdelt-doc.js';
import { RequestPacer } from '../src/news/sources/http.js';
import { detectLanguage, languageFromCode, languageFromName } from '../src/news/sources/language.js';
import { loadNewsFile } from '../src/news/sources/load-file.js';
import { fetchFeed, parseFeedList, RssSource, type RssCursor } from '../src/news/sources/rss.js';
import { englishText, LibreTranslateClient, type Translator } from '../src/news/sources/translate.js';
import { NewsSourceError, type RawArticle, type SourceBatch } from '../src/news/sources/types.js';
import { deflatedZip, DOC_FILE, NEWS_DATA, startNewsStub, type NewsStub } from './helpers/stubs/news-sources-stub.js';

const GKG_2015_2020 = path.join(NEWS_DATA, 'gdelt_gkg/2015-02-18_2020-03-18/gkg.csv');
const GKG_T = path.join(NEWS_DATA, 'gdelt_gkg/2015-02-18_2020-03-18/gkgT.csv');
const GKG_2026 = path.join(NEWS_DATA, 'gdelt_gkg/2026-06-10/gkg_sample.csv');
const FAST = { retries: 2, backoffMs: 40, maxBackoffMs: 200, timeoutMs: 5000 };

const byId = (articles: RawArticle[], id: string): RawArticle => {
  const a = articles.find((x) => x.external_id === id);
  assert.ok(a, `article ${id} not found`);
  return a;
};
async function collect<C>(gen: AsyncGenerator<SourceBatch<C>>): Promise<SourceBatch<C>[]> {
  const out: SourceBatch<C>[] = [];
  for await (const b of gen) out.push(b);
  return out;
}
/** A pacer that logs when it lets each request go (arrival times at the stub jitter under load). */
class RecordingPacer extends RequestPacer {
  readonly granted: number[] = [];
  override async wait(signal?: AbortSignal): Promise<void> {
    await super.wait(signal);
    this.granted.push(performance.now());
  }
}
const smallestGap = (times: number[]): number => Math.min(...times.slice(1).map((t, i) => t - times[i]));
/** The span of arrival times at the stub: at least (n-1) intervals when the rate is honoured. */
const span = (times: number[]): number => times[times.length - 1] - times[0];

describe('article identity', () => {
  it('canonical URLs follow the documented rules', () => {
    const cases: Array<[string, string | null]> = [
      ['HTTP://WWW.Example.COM:80/a/B?b=2&utm_source=rss&a=1&fbclid=x#frag', 'https://example.com/a/B?a=1&b=2'],
      ['https://example.com/x?gclid=1&utm_medium=email&UTM_Campaign=y', 'https://example.com/x'],
      ['https://www.cna.com.tw:443/news/asoc/202607220277.aspx', 'https://cna.com.tw/news/asoc/202607220277.aspx'],
      ['https://example.com/path/?z=1&z=0', 'https://example.com/path/?z=1&z=0'],
      ['ftp://example.com/file', null],
      ['as listed in Russian /BBC Monitoring/(c) BBC', null],
    ];
    for (const [input, expected] of cases) assert.equal(canonicalUrl(input), expected, input);
  });

  it('content hashes ignore case, punctuation, spacing and apostrophes; short texts get none', () => {
    // Real pair from the DOC response: the same story on kffhealthnews.org and cnn.com.
    assert.equal(
      contentHash('American Scientists See Prosecutions as Part of Federal Campaign Against Them', ''),
      contentHash('American scientists see prosecutions as part of federal campaign against them', ''),
      'case',
    );
    assert.equal(contentHash('Spain , France battle wildfires as heat grips Europe', ''), contentHash('Spain, France battle wildfires as heat grips Europe', ''), 'GDELT spacing');
    assert.equal(contentHash('We’ve realised that AI will hit us hardest', ''), contentHash('Weve realised that AI will hit us hardest', ''), 'apostrophes');
    assert.notEqual(contentHash('Same title for both stories here', 'one'), contentHash('Same title for both stories here', 'two'), 'snippet counts');
    assert.equal(contentHash('Live updates', ''), null, 'short title');
    assert.equal(contentHash('', ''), null, 'empty');
  });

  it('the deduper refuses the same canonical URL or the same content hash', () => {
    const d = new ArticleDeduper();
    const a = { canonical_url: 'https://a.example/1', content_hash: 'h1' };
    assert.equal(d.add(a), null);
    assert.equal(d.add({ canonical_url: 'https://a.example/1', content_hash: 'h2' }), 'canonical_url');
    assert.equal(d.add({ canonical_url: 'https://b.example/1', content_hash: 'h1' }), 'content_hash');
    assert.equal(d.add({ canonical_url: 'https://c.example/1', content_hash: null }), null);
    assert.equal(d.add({ canonical_url: 'https://d.example/1', content_hash: null }), null, 'null hashes never collide');
  });
});

describe('GDELT GKG 2.1 parser on the real files', () => {
  it('parses gkg.csv: 100 rows, 98 web articles, 2 citation-only rows skipped', async () => {
    const { articles, stats } = await loadGkgFile(GKG_2015_2020);
    assert.deepEqual({ read: stats.read, articles: stats.articles, skipped: stats.skipped, malformed: stats.malformed }, { read: 100, articles: 98, skipped: 2, malformed: 0 });
    assert.equal(articles.filter((a) => a.title).length, 50, 'only the 2020 rows have <PAGE_TITLE>');
    assert.ok(articles.every((a) => a.language === 'en'), 'English stream');

    const oil = byId(articles, '20200318104500-0');
    assert.equal(oil.url, 'https://finance.yahoo.com/news/global-oil-gas-producers-slash-101955572.html');
    assert.equal(oil.title, 'Global oil, gas producers slash spending after crude price rout');
    assert.equal(oil.source_domain, 'yahoo.com');
    assert.equal(oil.published_at, '2020-03-18T10:19:00.000Z', 'PAGE_PRECISEPUBTIMESTAMP');
    assert.equal(oil.gdelt?.seen_at, '2020-03-18T10:45:00.000Z');
    assert.ok(Math.abs((oil.gdelt?.tone ?? 0) - -2.87253141831239) < 1e-12, 'tone');
    assert.equal(oil.gdelt?.tone_detail?.word_count, 482);
    for (const org of ['Saudi Aramco', 'Exxon Mobil', 'Chevron Corp', 'Santos Ltd']) assert.ok(oil.gdelt?.organizations.includes(org), org);
    assert.equal(oil.gdelt?.organizations.filter((o) => o === 'Saudi Aramco').length, 1, 'organisations unique');
    assert.ok(oil.gdelt?.themes.includes('ENV_OIL') && oil.gdelt.themes.includes('ECON_OILPRICE'), 'themes');
    assert.ok(oil.gdelt?.locations.some((l) => l.name === 'Russia' && l.country_code === 'RS' && l.lat === 60), 'FIPS country code kept');

    const hsbc = byId(articles, '20150218230000-207');
    assert.equal(hsbc.title, '', 'no title in 2015 rows');
    assert.equal(hsbc.content_hash, null, 'nothing to hash');
    assert.equal(hsbc.published_at_is_seen_time, true);
    assert.equal(hsbc.published_at, '2015-02-18T23:00:00.000Z');
    assert.ok(hsbc.gdelt?.themes.includes('CORRUPTION') && hsbc.gdelt.themes.includes('ECON_MONEYLAUNDERING'), 'AML themes');
    assert.ok(!hsbc.gdelt?.organizations.some((o) => /hsbc/i.test(o)), 'HSBC only in the URL');
    assert.ok(/hsbc/i.test(hsbc.url), 'URL names HSBC');
  });

  it('parses gkgT.csv (translingual): languages from TranslationInfo, entity-encoded titles decoded', async () => {
    const { articles, stats } = await loadGkgFile(GKG_T);
    assert.deepEqual({ read: stats.read, articles: stats.articles, malformed: stats.malformed }, { read: 100, articles: 100, malformed: 0 });
    const langs: Record<string, number> = {};
    for (const a of articles) langs[a.language ?? '-'] = (langs[a.language ?? '-'] ?? 0) + 1;
    assert.deepEqual(langs, { cs: 19, fr: 31, vi: 29, sl: 21 }, 'README: French 31, Vietnamese 29, Slovenian 21, Czech 19');
    const t0 = byId(articles, '20200318103000-T0');
    assert.equal(t0.title, 'Výroba v TPCA se kvůli koronaviru zastaví již dnes před půlnocí');
    assert.deepEqual(t0.authors, ['ČTK']);
    assert.equal(t0.gdelt?.translation?.source_language, 'cs');
    assert.match(t0.gdelt?.translation?.engine ?? '', /GT-CES/);
  });

  it('parses the CRLF file: 53 articles, no carriage return left in any field', async () => {
    const { articles, stats } = await loadGkgFile(GKG_2026);
    assert.deepEqual({ read: stats.read, articles: stats.articles, malformed: stats.malformed }, { read: 53, articles: 53, malformed: 0 });
    assert.equal(articles.filter((a) => a.title).length, 53);
    assert.equal(articles.filter((a) => !a.published_at_is_seen_time).length, 20, '20 rows carry PAGE_PRECISEPUBTIMESTAMP');
    assert.ok(!JSON.stringify(articles).includes('\\r'), 'no CR');
    assert.match(byId(articles, '20260610033000-141').title, /Citizens Bancorp of Virginia/);
    const samsung = byId(articles, '20260610033000-156');
    assert.ok(samsung.gdelt?.organizations.includes('Samsung Electronics'), 'V2 organizations');
    assert.ok(samsung.gdelt?.all_names.includes('Delta Air Lines') && samsung.gdelt.all_names.includes('Advanced Micro Devices'), 'AllNames');
  });

  it('counts malformed lines without stopping, and reads zip and gzip copies alike', async () => {
    const lines = fs.readFileSync(GKG_2026, 'utf8').split('\n').filter(Boolean);
    const fields = lines[0].replace(/\r$/, '').split('\t');
    const damaged = [
      lines[0],
      fields.slice(0, 20).join('\t'), // truncated row
      ['not-an-id', ...fields.slice(1)].join('\t'),
      [fields[0], '2026061003', ...fields.slice(2)].join('\t'),
      [...fields.slice(0, 4), 'no url here', ...fields.slice(5)].join('\t'),
      '',
      lines[1],
    ].join('\n');
    const { articles, stats } = await loadGkgFile(Readable.from([Buffer.from(damaged)]));
    assert.equal(articles.length, 2, 'the good rows still parse');
    assert.equal(stats.malformed, 4);
    assert.equal(stats.warnings.length, 4);
    assert.match(stats.warnings[0], /20 fields, expected 27/);
    assert.equal(GKG_FIELDS.length, 27);
    assert.equal(parseGkgLine(fields.join('\t')).kind, 'article');

    const tmp = await mkdtemp(path.join(os.tmpdir(), 'vigil-gkg-'));
    try {
      const raw = fs.readFileSync(GKG_T);
      await writeFile(path.join(tmp, '20200318103000.translation.gkg.csv.zip'), deflatedZip('20200318103000.translation.gkg.csv', raw));
      await writeFile(path.join(tmp, 'gkgT.csv.gz'), gzipSync(raw));
      const plain = (await loadGkgFile(GKG_T)).articles.map((a) => a.canonical_url);
      assert.deepEqual((await loadGkgFile(path.join(tmp, '20200318103000.translation.gkg.csv.zip'))).articles.map((a) => a.canonical_url), plain, 'zip');
      assert.deepEqual((await loadGkgFile(path.join(tmp, 'gkgT.csv.gz'))).articles.map((a) => a.canonical_url), plain, 'gzip');
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it('dedupes the real re-posts, and a re-ingest of the same file adds nothing', async () => {
    const { articles } = await loadGkgFile(GKG_T);
    const deduper = new ArticleDeduper();
    const first = dedupeArticles(articles, deduper);
    // 12 rows of one baomoi.com URL; the same Vietnamese story on vov.vn and baomoi.com (same title).
    assert.equal(first.fresh.length, 88);
    assert.deepEqual(first.duplicates, { canonical_url: 11, content_hash: 1 });
    const again = dedupeArticles((await loadGkgFile(GKG_T)).articles, deduper);
    assert.equal(again.fresh.length, 0, 'same file twice -> no new articles');
    const seeded = dedupeArticles(articles, new ArticleDeduper(first.fresh));
    assert.equal(seeded.fresh.length, 0, 'a deduper seeded from storage refuses them too');
  });
});

describe('GDELT DOC 2.0 response parsing', () => {
  it('parses the real ArtList file: 250 articles, languages and countries mapped', async () => {
    const { format, articles, stats } = await loadNewsFile(DOC_FILE);
    assert.equal(format, 'gdelt_doc');
    assert.deepEqual({ read: stats.read, articles: stats.articles, malformed: stats.malformed }, { read: 250, articles: 250, malformed: 0 });
    const langs: Record<string, number> = {};
    for (const a of articles) langs[a.language ?? '-'] = (langs[a.language ?? '-'] ?? 0) + 1;
    assert.deepEqual([langs.en, langs.es, langs.it, langs.de, langs.zh, langs.el], [61, 39, 18, 16, 15, 14], 'README language counts');
    assert.equal(articles.filter((a) => !a.source_country).length, 8, 'empty sourcecountry in 8');
    const storm = articles.find((a) => a.source_domain === 'kcbx.org');
    assert.ok(storm, 'kcbx.org article');
    assert.equal(storm.title, 'Tropical Storm Bertha moves along the Gulf Coast but damage is expected to be limited');
    assert.equal(storm.published_at, '2026-07-22T12:15:00.000Z');
    assert.equal(storm.published_at_is_seen_time, true);
    assert.equal(storm.language, 'en');
    assert.equal(storm.source_country, 'US');
    const spaced = articles.find((a) => a.url.includes('ecoticias.com/sostenibilidad/los-expertos-instan'));
    assert.equal(spaced?.title, 'Los expertos instan a guardar el agua del aire acondicionado : tirarla es el mayor desperdicio porque es un tesoro para tus plantas');
    const { fresh, duplicates } = dedupeArticles(articles);
    assert.equal(fresh.length, 235, 'syndicated copies (NPR stations, Spanish regional papers) and one :443 URL');
    assert.deepEqual(duplicates, { canonical_url: 1, content_hash: 14 });
  });

  it('refuses a non-JSON answer and counts articles without a usable URL or date', () => {
    assert.throws(() => parseDocResponse('Please limit requests to one every 5 seconds', 'q'), NewsSourceError);
    assert.equal(parseDocResponse('{}', 'q').length, 0, 'no matches');
    const stats = { read: 0, articles: 0, malformed: 0, skipped: 0, warnings: [] as string[] };
    const out = parseDocResponse(JSON.stringify({ articles: [{ url: 'not a url', seendate: '20260722T121500Z' }, { url: 'https://x.example/a', seendate: '2026-07-22' }, { url: 'https://x.example/b', seendate: '20260722T121500Z', title: 'A title' }] }), 'q', stats);
    assert.equal(out.length, 1);
    assert.equal(stats.malformed, 2);
  });
});

describe('feeds on the real files', () => {
  const expected: Record<string, number> = {
    nyt_business: 50, cnbc_international: 30, bloomberg_news_sitemap: 16, guardian_us: 55, wsj_world: 20, nyt_world: 57, restofworld: 12,
  };
  it('parses every feed with the README item counts', async () => {
    for (const [folder, count] of Object.entries(expected)) {
      const dir = path.join(NEWS_DATA, 'rss', folder);
      const date = fs.readdirSync(dir)[0];
      const file = path.join(dir, date, fs.readdirSync(path.join(dir, date))[0]);
      const { articles, stats } = await loadNewsFile(file);
      assert.equal(stats.articles, count, folder);
      assert.equal(stats.malformed, 0, folder);
      assert.ok(articles.every((a) => a.title && a.canonical_url && !/<[a-z]/i.test(a.snippet)), `${folder}: plain text`);
    }
  });
});

describe('sources over HTTP (stub on 127.0.0.1 serving the real files)', () => {
  let stub: NewsStub;
  let row0: RawArticle; // first Rest of World item (a feed without <language>)
  before(async () => {
    stub = await startNewsStub();
  });
  after(() => stub.close());

  it('GKG: lists from lastupdate.txt, resumes from the cursor through the master list, ignores other files', async () => {
    assert.deepEqual(
      stub.gkgFiles.filter((f) => !f.translingual).map((f) => f.slice),
      ['20150218230000', '20200318104500', '20260610033000'],
    );
    assert.equal(parseIndexLine('150383 297a16b493de7cf6ca809a7cc31d0b93 http://data.gdeltproject.org/gdeltv2/20150218230000.export.CSV.zip'), undefined);
    const pacer = new RequestPacer(0);
    const base = `${stub.url}/gdeltv2`;
    const first = await nextGkgFiles(null, { baseUrl: base, pacer });
    assert.deepEqual(first.files.map((f) => f.name), ['20260610033000.gkg.csv.zip'], 'first run: the newest file only');
    const behind = await nextGkgFiles('20150218230000.gkg.csv.zip', { baseUrl: base, pacer });
    assert.equal(behind.usedMasterList, true);
    assert.deepEqual(behind.files.map((f) => f.name), ['20200318104500.gkg.csv.zip', '20260610033000.gkg.csv.zip']);
    assert.equal(behind.cursor, '20260610033000.gkg.csv.zip');
    const limited = await nextGkgFiles('20150218230000.gkg.csv.zip', { baseUrl: base, pacer, maxFiles: 1 });
    assert.deepEqual(limited.files.map((f) => f.name), ['20200318104500.gkg.csv.zip'], 'maxFiles');
    const current = await nextGkgFiles('20260610033000.gkg.csv.zip', { baseUrl: base, pacer });
    assert.deepEqual(current.files, [], 'nothing new');
    assert.equal(current.cursor, '20260610033000.gkg.csv.zip');
    await assert.rejects(nextGkgFiles('lastupdate.txt', { baseUrl: base, pacer }), NewsSourceError);
  });

  it('GKG source: one batch per file with its cursor, MD5 checked, re-run adds nothing, rate honoured', async () => {
    const interval = 120;
    const pacer = new RecordingPacer(interval);
    const source = new GdeltGkgSource({ baseUrl: `${stub.url}/gdeltv2`, pacer, retry: FAST });
    stub.publishUpTo('20200318104500');
    const start = stub.requests.length;
    const run1 = await collect(source.fetch({ last_file: '20150218230000.gkg.csv.zip' }));
    assert.deepEqual(run1.map((b) => [b.origin, b.articles.length, b.cursor.last_file]), [['20200318104500.gkg.csv.zip', 50, '20200318104500.gkg.csv.zip']]);
    stub.publishUpTo(null);
    const run2 = await collect(source.fetch(run1[0].cursor));
    assert.deepEqual(run2.map((b) => [b.origin, b.articles.length]), [['20260610033000.gkg.csv.zip', 53]], 'the next published file');
    const run3 = await collect(source.fetch(run2[0].cursor));
    assert.equal(run3.length, 0, 'resumed at the newest file: nothing new');

    const arrivals = stub.requests.slice(start).map((r) => r.at);
    assert.equal(pacer.granted.length, arrivals.length, 'every request went through the pacer');
    assert.ok(smallestGap(pacer.granted) >= interval - 2, `requests sent ${smallestGap(pacer.granted)} ms apart, pacer ${interval} ms`);
    // Arrivals at the stub: a loaded machine can delay one request in flight and bunch it with the next,
    // so allow one interval of slack (the pacer's own grants are checked exactly above).
    assert.ok(span(arrivals) >= (arrivals.length - 2) * interval, `${arrivals.length} requests arrived over ${span(arrivals)} ms`);

    // From the first slice: 48 web articles (2 citation-only rows) + 50 + 53, deduped across a re-ingest.
    const all = await collect(new GdeltGkgSource({ baseUrl: `${stub.url}/gdeltv2`, pacer: new RequestPacer(0) }).fetch({ last_file: '20150218000000.gkg.csv.zip' }));
    assert.deepEqual(all.map((b) => b.articles.length), [48, 50, 53]);
    assert.equal(all[0].stats.skipped, 2);
    const deduper = new ArticleDeduper();
    assert.equal(dedupeArticles(all.flatMap((b) => b.articles), deduper).fresh.length, 151);
    assert.equal(dedupeArticles(all.flatMap((b) => b.articles), deduper).fresh.length, 0, 're-ingest');
  });

  it('GKG source: a corrupt download ends the run with the cursor unchanged; errors back off and retry', async () => {
    const source = new GdeltGkgSource({ baseUrl: `${stub.url}/gdeltv2`, pacer: new RequestPacer(0), retry: FAST });
    stub.failNext('/gdeltv2/20200318104500.gkg.csv.zip', 404);
    const skipped = await collect(source.fetch({ last_file: '20150218230000.gkg.csv.zip' }));
    assert.deepEqual(skipped.map((b) => [b.origin, b.articles.length, b.cursor.last_file]), [
      ['20200318104500.gkg.csv.zip', 0, '20200318104500.gkg.csv.zip'],
      ['20260610033000.gkg.csv.zip', 53, '20260610033000.gkg.csv.zip'],
    ]);
    assert.match(skipped[0].stats.warnings[0], /not found \(HTTP 404\), passed over/);
    stub.failNext('/gdeltv2/20260610033000.gkg.csv.zip', 404);
    assert.equal((await collect(source.fetch({ last_file: '20200318104500.gkg.csv.zip' }))).length, 0, 'the newest file missing: wait for it');

    stub.corrupt('20260610033000.gkg.csv.zip');
    const cursor: GkgCursor = { last_file: '20200318104500.gkg.csv.zip' };
    const run = await collect(source.fetch(cursor));
    assert.equal(run.length, 1);
    assert.match(run[0].error ?? '', /MD5/);
    assert.equal(run[0].cursor.last_file, '20200318104500.gkg.csv.zip', 'cursor not advanced');

    const translingual = new GdeltGkgSource({ baseUrl: `${stub.url}/gdeltv2`, translingual: true, pacer: new RequestPacer(0), retry: FAST });
    stub.failNext('/gdeltv2/lastupdate-translation.txt', 503, 2);
    const start = stub.requests.length;
    const t = await collect(translingual.fetch({ last_file: '20150218224500.translation.gkg.csv.zip' }));
    assert.deepEqual(t.map((b) => [b.origin, b.articles.length]), [['20200318103000.translation.gkg.csv.zip', 50]]);
    const tries = stub.requests.slice(start).filter((r) => r.path === '/gdeltv2/lastupdate-translation.txt').map((r) => r.at);
    assert.equal(tries.length, 3, 'two 503s, then success');
    assert.ok(tries[1] - tries[0] >= FAST.backoffMs - 5 && tries[2] - tries[1] >= 2 * FAST.backoffMs - 5, `exponential back-off: ${tries[1] - tries[0]}, ${tries[2] - tries[1]} ms`);

    stub.failNext('/gdeltv2/lastupdate.txt', 500, 5);
    await assert.rejects(collect(source.fetch(cursor)), (err: Error) => err instanceof NewsSourceError && /after 3 attempts/.test(err.message));
    stub.failNext('/gdeltv2/lastupdate.txt', 500, 0);
  });

  it('DOC: the real response through the API, paging past the cap, cap detection, the rate notice', async () => {
    const url = `${stub.url}/api/v2/doc/doc`;
    const range = { start: new Date('2026-07-22T00:00:00Z'), end: new Date('2026-07-22T23:59:59Z') };
    const paged = await searchDoc('climate', range, { url, pacer: new RequestPacer(0), maxRecords: 120 });
    assert.equal(paged.requests, 3, '120 per page: 10:15-11:15, 11:15-12:00, 12:00-12:15');
    assert.equal(paged.capped, false);
    assert.equal(paged.articles.length, 249, 'all 250, one URL repeated with :443');
    const docReqs = stub.requests.filter((r) => r.path === '/api/v2/doc/doc').slice(-3);
    assert.deepEqual(docReqs.map((r) => [r.query.sort, r.query.startdatetime, r.query.mode, r.query.format]), [
      ['DateAsc', '20260722000000', 'ArtList', 'json'],
      ['DateAsc', '20260722111500', 'ArtList', 'json'],
      ['DateAsc', '20260722120000', 'ArtList', 'json'],
    ]);

    const capped = await searchDoc('climate', range, { url, pacer: new RequestPacer(0), maxRecords: 60 });
    assert.equal(capped.capped, true, '105 articles share 11:15; 60 per page cannot pass it');

    const cursor = await collect(new GdeltDocSource({ url, pacer: new RequestPacer(0), queries: ['climate'], lookbackMs: 1000, now: () => range.end }).fetch({ queries: { climate: { last_seen: '2026-07-22T12:00:00.000Z' } } }));
    assert.equal(cursor[0].articles.length, 88, '64 at 12:00 + 24 at 12:15');
    assert.equal(cursor[0].cursor.queries.climate.last_seen, '2026-07-22T12:15:00.000Z');

    // 500 ms: wide enough that back-to-back requests fall inside it even on a loaded machine.
    const strict = await startNewsStub({ docMinIntervalMs: 500 });
    try {
      const surl = `${strict.url}/api/v2/doc/doc`;
      const fast = await searchDoc('climate', range, { url: surl, pacer: new RequestPacer(0), maxRecords: 120, retry: { backoffMs: 520 } });
      assert.equal(fast.articles.length, 249, 'the notice was retried after backing off');
      assert.ok(strict.requests.length > 3, 'notices were answered');
      const before = strict.requests.length;
      await new Promise((r) => setTimeout(r, 520));
      const pacer = new RecordingPacer(520);
      const paced = await searchDoc('climate', range, { url: surl, pacer, maxRecords: 120 });
      assert.equal(paced.articles.length, 249);
      assert.equal(strict.requests.length - before, 3, 'paced: no notice, no retry');
      assert.ok(smallestGap(pacer.granted) >= 518, `one request per interval: ${smallestGap(pacer.granted)} ms`);
    } finally {
      await strict.close();
    }
  });

  it('RSS: every real feed over HTTP, fields checked, conditional GET, per-feed back-off', async () => {
    assert.deepEqual(parseFeedList(` ${stub.url}/rss/a,${stub.url}/rss/b\n${stub.url}/rss/a `), [`${stub.url}/rss/a`, `${stub.url}/rss/b`]);
    assert.throws(() => parseFeedList('feeds.example.com/rss'), /not an http/);

    const nyt = await fetchFeed(`${stub.url}/rss/nyt_business`, {}, { pacer: new RequestPacer(0) });
    assert.equal(nyt.status, 'ok');
    assert.equal(nyt.articles.length, 50);
    const exthera = nyt.articles.find((a) => a.url === 'https://www.nytimes.com/2026/03/05/business/exthera-cancer-filter-federal-charges.html');
    assert.ok(exthera, 'ExThera item');
    assert.equal(exthera.title, 'Ex-Executive at Blood Filter Start-Up Is Charged With Covering Up Deaths');
    assert.match(exthera.snippet, /^ExThera Medical attracted cancer patients to Antigua/);
    assert.equal(exthera.published_at, '2026-03-06T18:00:13.000Z');
    assert.equal(exthera.language, 'en');
    assert.equal(exthera.source_name, 'NYT > Business');
    assert.deepEqual(exthera.authors, ['John Carreyrou']);
    assert.ok(exthera.categories?.some((c) => c.label === 'ExThera Medical Corp' && c.scheme?.endsWith('/nyt_org')), 'nyt_org category');
    assert.ok(nyt.etag && nyt.last_modified, 'validators kept');

    const again = await fetchFeed(`${stub.url}/rss/nyt_business`, nyt, { pacer: new RequestPacer(0) });
    assert.equal(again.status, 'not_modified');
    assert.equal(again.articles.length, 0);
    assert.equal(stub.requests.at(-1)?.headers['if-none-match'], nyt.etag);

    const guardian = await fetchFeed(`${stub.url}/rss/guardian_us`);
    assert.ok(guardian.articles.every((a) => a.snippet && !a.snippet.includes('<p>')), 'HTML removed from descriptions');
    const bloomberg = await fetchFeed(`${stub.url}/rss/bloomberg_news_sitemap`);
    assert.equal(bloomberg.articles.length, 16);
    assert.deepEqual(bloomberg.articles.find((a) => a.tickers?.includes('LON:BARC'))?.tickers, ['LON:BARC', 'BIT:UCG', 'BIT:ISP', 'BIT:BMPS']);
    const row = await fetchFeed(`${stub.url}/rss/restofworld`);
    row0 = row.articles[0];
    assert.equal(row.articles[0].canonical_url, 'https://restofworld.org/2026/polymarket-china-betting-ban/', 'utm_* dropped');
    assert.equal(row.articles[0].language, undefined, 'the feed has no <language>');

    let clock = new Date('2026-03-09T06:00:00Z');
    const feeds = [...stub.feeds.map((f) => `${stub.url}/rss/${f}`), `${stub.url}/rss/gone`];
    const source = new RssSource({ feeds, pacer: new RequestPacer(0), retry: { retries: 0 }, backoffMs: 3_600_000, now: () => clock });
    const run1 = await collect(source.fetch(null));
    assert.deepEqual(run1.map((b) => b.articles.length), [16, 30, 55, 50, 57, 12, 20, 0]);
    assert.match(run1.at(-1)?.error ?? '', /HTTP 404/);
    const cursor: RssCursor = run1.at(-1)!.cursor;
    assert.deepEqual(cursor.feeds[`${stub.url}/rss/gone`], { failures: 1, next_attempt_at: '2026-03-09T07:00:00.000Z', last_error: cursor.feeds[`${stub.url}/rss/gone`].last_error });
    const before = stub.requests.length;
    const run2 = await collect(source.fetch(cursor));
    assert.ok(run2.every((b) => b.articles.length === 0), 'all not modified or backing off');
    assert.equal(stub.requests.length - before, 7, 'the failing feed is not requested while it backs off');
    assert.match(run2.at(-1)?.stats.warnings[0] ?? '', /backing off until 2026-03-09T07:00:00.000Z/);
    clock = new Date('2026-03-09T07:00:01Z');
    const run3 = await collect(source.fetch(run2.at(-1)!.cursor));
    assert.equal(run3.at(-1)?.cursor.feeds[`${stub.url}/rss/gone`].failures, 2);
    assert.equal(run3.at(-1)?.cursor.feeds[`${stub.url}/rss/gone`].next_attempt_at, '2026-03-09T09:00:01.000Z', 'back-off doubled');
  });

  it('translation: LibreTranslate stub used only for non-English text when configured', async () => {
    const { articles } = await loadGkgFile(GKG_T);
    const french = articles.find((a) => a.language === 'fr' && a.title);
    assert.ok(french, 'a French article with a title');
    const client = new LibreTranslateClient({ url: stub.url });
    const start = stub.requests.length;
    const en = await englishText(french, client);
    assert.equal(en.translated, true);
    assert.equal(en.title_en, `[fr->en] ${french.title}`);
    assert.equal(en.language, 'fr');
    const req = stub.requests.at(-1)!;
    assert.equal(req.path, '/translate');
    assert.deepEqual(JSON.parse(req.body), { q: [french.title], source: 'fr', target: 'en', format: 'text' });

    const english = (await loadGkgFile(GKG_2026)).articles[0];
    const same = await englishText(english, client);
    assert.deepEqual([same.translated, same.title_en, same.language_source], [false, english.title, 'source']);
    assert.equal(stub.requests.length - start, 1, 'no request for English text');

    const none = await englishText(french);
    assert.deepEqual([none.translated, none.title_en, none.language], [false, french.title, 'fr'], 'no translator: the original, language says which');

    const detected = await englishText(row0);
    assert.deepEqual([detected.language, detected.language_source], ['en', 'detected']);

    const keyed = await startNewsStub({ translateApiKey: 'k1' });
    try {
      const denied = await englishText(french, new LibreTranslateClient({ url: keyed.url, retry: { retries: 0 } }));
      assert.equal(denied.translated, false);
      assert.match(denied.translation_error ?? '', /403/);
      assert.equal(denied.title_en, french.title, 'original kept on failure');
      const ok = await englishText(french, new LibreTranslateClient({ url: keyed.url, apiKey: 'k1' }));
      assert.equal(ok.translated, true);
    } finally {
      await keyed.close();
    }
  });
});

describe('language', () => {
  it('maps GDELT names and codes and detects with tinyld', async () => {
    assert.deepEqual(['English', 'Spanish', 'Chinese', 'Bengali', 'Romanian', 'Nonsense'].map(languageFromName), ['en', 'es', 'zh', 'bn', 'ro', undefined]);
    assert.deepEqual(['en-us', 'fra', 'fre', 'ces', 'slv', 'xx', 'zzz', ''].map(languageFromCode), ['en', 'fr', 'fr', 'cs', 'sl', undefined, undefined, undefined]);
    assert.equal(detectLanguage('Short'), undefined, 'too short');
    // On the real translingual titles, detection agrees with GDELT's source language for most rows.
    const titled = (await loadGkgFile(GKG_T)).articles.filter((a) => a.title);
    const agree = titled.filter((a) => detectLanguage(a.title) === a.language).length;
    assert.ok(agree >= 0.85 * titled.length, `${agree} of ${titled.length} agree`);
  });

  it('a translator stub in-process keeps order of title and snippet', async () => {
    const seen: Array<[string[], string]> = [];
    const t: Translator = { id: 'fake', toEnglish: async (texts, source) => (seen.push([texts, source]), texts.map((x) => x.toUpperCase())) };
    const r = await englishText({ title: 'Le titre de cet article en français', snippet: 'Un court résumé', language: 'fr' }, t);
    assert.deepEqual([r.title_en, r.snippet_en], ['LE TITRE DE CET ARTICLE EN FRANÇAIS', 'UN COURT RÉSUMÉ']);
    assert.deepEqual(seen, [[['Le titre de cet article en français', 'Un court résumé'], 'fr']]);
  });
});
