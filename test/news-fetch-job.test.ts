/**
 * The scheduled news fetch (src/jobs/news-fetch-job.ts) against the stub server serving the real files
 * (test/helpers/stubs/news-sources-stub.ts): GKG, DOC and RSS runs store each article once, resume from
 * their stored cursors, back off per source, and the pg-boss job runs the same pipeline.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig, type NewsConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { migrate } from '../src/storage/migrate.js';
import { startQueue } from '../src/jobs/queue.js';
import { docQueries, NEWS_FETCH_QUEUE, runNewsFetch, scheduleNewsFetch } from '../src/jobs/news-fetch-job.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { storeCompany } from '../src/domain/companies.js';
import type { CompanyProfile } from '../src/providers/types.js';
import { startNewsStub, type NewsStub } from './helpers/stubs/news-sources-stub.js';
import { openTestDb, type TestDb } from './helpers/vigil.js';

const logger = createLogger('silent');
// The DOC response was captured on 2026-07-22 (seen 10:15Z-12:15Z): the clock of the runs.
const NOW = new Date('2026-07-22T13:00:00Z');
const FAST = { retry: { retries: 0, backoffMs: 1, maxBackoffMs: 1 } };

let t: TestDb;
let stub: NewsStub;
let settings: NewsConfig;

const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;
const gkgDownloads = () => stub.requests.filter((r) => r.path.endsWith('.gkg.csv.zip')).map((r) => r.path.split('/').pop());

before(async () => {
  t = await openTestDb();
  await migrate(t.db);
  stub = await startNewsStub();
  const base = loadConfig({});
  settings = {
    ...base.news,
    gdeltGkgBaseUrl: `${stub.url}/gdeltv2`,
    gdeltDocUrl: `${stub.url}/api/v2/doc/doc`,
    gdeltIntervalMs: 0,
    rssFeeds: [`${stub.url}/rss/nyt_business`, `${stub.url}/rss/guardian_us`],
  };
  // A tracked company (hand-made record) so the DOC source has a query built from its name.
  const { organisationId } = await createApiKey(t.db, 'News Fetch Bank');
  const profile = {
    provider: 'registry_files', provider_id: 'GB-COH:SC311560', name: 'BREWDOG PLC', previous_names: [], other_names: [], status: 'active',
    country: 'GB', address: {}, registration_numbers: [], industry_codes: [], officers: [], owners: [],
  } as unknown as CompanyProfile;
  await storeCompany(t.db, organisationId, profile);
});
after(async () => {
  await stub.close();
  await t.drop();
});

test('DOC queries are built from the tracked companies\' names without the legal form', async () => {
  assert.deepEqual(await docQueries(t.db), ['"brewdog"']);
});

test('two runs store every article once and the second resumes from the stored cursors', async () => {
  stub.publishUpTo('20150218230000');
  const first = await runNewsFetch(t.db, settings, logger, { ...FAST, now: () => NOW });
  const byKey = Object.fromEntries(first.map((r) => [r.key, r]));
  assert.deepEqual(Object.keys(byKey), ['gdelt_gkg', 'gdelt_doc', 'rss'], 'the three configured sources ran');
  for (const r of first) assert.equal(r.status, 'ok', `${r.key} ran without failing: ${r.errors.join('; ')}`);
  assert.ok(byKey.gdelt_gkg.stored > 0 && byKey.gdelt_doc.stored > 0 && byKey.rss.stored > 0, `every source stored articles: ${JSON.stringify(first)}`);
  assert.deepEqual(gkgDownloads(), ['20150218230000.gkg.csv.zip'], 'no cursor: only the newest GKG file');
  const cursor = (await t.db.query<{ cursor: { last_file: string } }>("SELECT cursor FROM news_sources WHERE source_key = 'gdelt_gkg'")).rows[0].cursor;
  assert.equal(cursor.last_file, '20150218230000.gkg.csv.zip', 'the GKG cursor names the file stored');
  const afterFirst = await count('SELECT count(*)::int AS n FROM articles');
  assert.equal(afterFirst, first.reduce((s, r) => s + r.stored, 0));

  stub.publishUpTo(null);
  const downloadsBefore = gkgDownloads().length;
  const second = await runNewsFetch(t.db, settings, logger, { ...FAST, now: () => NOW });
  const gkg2 = second.find((r) => r.key === 'gdelt_gkg')!;
  assert.deepEqual(gkgDownloads().slice(downloadsBefore), ['20200318104500.gkg.csv.zip', '20260610033000.gkg.csv.zip'], 'GKG resumes after the stored file');
  assert.ok(gkg2.stored > 0, 'the new GKG files are stored');
  assert.equal(second.find((r) => r.key === 'gdelt_doc')!.stored, 0, 'DOC resumes at its last seendate: the repeats are dropped');
  assert.equal(second.find((r) => r.key === 'rss')!.stored, 0, 'unchanged feeds answer 304');
  const total = await count('SELECT count(*)::int AS n FROM articles');
  assert.equal(total, afterFirst + gkg2.stored);
  assert.equal(await count('SELECT count(DISTINCT canonical_url)::int AS n FROM articles'), total, 'no article stored twice');
  assert.equal(await count('SELECT count(*)::int AS n FROM articles WHERE cluster_id IS NULL'), 0, 'every stored article is clustered');

  const third = await runNewsFetch(t.db, settings, logger, { ...FAST, now: () => NOW });
  assert.deepEqual(third.map((r) => r.stored), [0, 0, 0], 'a third run stores nothing');
});

test('a failing source backs off on its own while the others run', async () => {
  stub.failNext('/gdeltv2/lastupdate.txt', 503, 1); // no retries in these runs: one failed request fails the run
  const failed = await runNewsFetch(t.db, settings, logger, { ...FAST, now: () => NOW });
  const gkg = failed.find((r) => r.key === 'gdelt_gkg')!;
  assert.equal(gkg.status, 'failed', `GKG failed: ${JSON.stringify(gkg)}`);
  assert.equal(gkg.next_attempt_at, new Date(NOW.getTime() + 60 * 60_000).toISOString(), 'first back-off: the configured 60 minutes');
  assert.ok(failed.filter((r) => r.key !== 'gdelt_gkg').every((r) => r.status === 'ok'), 'DOC and RSS still ran');

  const lastupdates = () => stub.requests.filter((r) => r.path === '/gdeltv2/lastupdate.txt').length;
  const before = lastupdates();
  const skipped = await runNewsFetch(t.db, settings, logger, { ...FAST, now: () => new Date(NOW.getTime() + 30 * 60_000) });
  assert.equal(skipped.find((r) => r.key === 'gdelt_gkg')!.status, 'backing_off', 'within the back-off the source is skipped');
  assert.equal(lastupdates(), before, 'and GDELT is not asked');

  const later = await runNewsFetch(t.db, settings, logger, { ...FAST, now: () => new Date(NOW.getTime() + 61 * 60_000) });
  assert.equal(later.find((r) => r.key === 'gdelt_gkg')!.status, 'ok', 'after the back-off it runs again');
  assert.equal((await t.db.query<{ failures: number }>("SELECT failures FROM news_sources WHERE source_key = 'gdelt_gkg'")).rows[0].failures, 0, 'and its failures are reset');
});

test('the fetch is a pg-boss cron job (hourly by default) whose run stores the articles', async () => {
  assert.equal(loadConfig({}).news.fetchCron, '0 * * * *', 'hourly by default');
  const t2 = await openTestDb();
  await migrate(t2.db);
  const boss = await startQueue(t2.db, { schema: t2.bossSchema, logger });
  try {
    await scheduleNewsFetch(boss, t2.db, { ...settings, sources: ['rss'] }, logger);
    const schedules = await boss.getSchedules();
    assert.ok(schedules.some((s) => s.name === NEWS_FETCH_QUEUE && s.cron === '0 * * * *'), `scheduled: ${JSON.stringify(schedules)}`);
    await boss.send(NEWS_FETCH_QUEUE, {});
    const deadline = Date.now() + 30_000;
    let stored = 0;
    while (Date.now() < deadline && !(stored = (await t2.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0].n)) await new Promise((r) => setTimeout(r, 200));
    assert.ok(stored > 0, 'the job stored the feeds\' articles');
  } finally {
    await boss.stop({ graceful: true, wait: true, timeout: 5000 } as never);
    await t2.drop();
  }
});
