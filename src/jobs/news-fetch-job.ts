/**
 * The scheduled news fetch (issue 17; docs/NEWS.md "Scheduled fetch"): a pg-boss cron job (default
 * hourly, VIGIL_NEWS_FETCH_CRON), so one worker process of the deployment runs it, that walks each
 * configured source from its stored cursor and runs the ingest pipeline (enrich, store, link,
 * cluster: src/news/ingest.ts) on what is new.
 *
 * - Sources (news/sources/): GDELT GKG 2.1 (`gdelt_gkg`, plus `gdelt_gkg_translingual` when
 *   configured), the GDELT DOC 2.0 API (`gdelt_doc`) with queries built from the tracked companies'
 *   names at fetch time (`docQueries`), and the configured RSS/Atom feeds (`rss`). GKG and DOC share
 *   one request pacer (GDELT's one request per 5 s).
 * - Incremental and crash-safe: each batch a source yields (a GKG file, a DOC query, a feed) is
 *   stored and its cursor saved in one transaction (`news_sources`, migration 023), so a crash
 *   before the commit loses both and the next run fetches that batch again; dedupe (canonical URL,
 *   content hash) means no article is stored twice.
 * - Back-off per source: a source whose run throws (GDELT's index unreachable after retries) or
 *   whose every batch failed is skipped until `min(24 h, base × 2^(failures−1))` later (base
 *   VIGIL_NEWS_SOURCE_BACKOFF_MINUTES); the other sources go on. Feeds also back off one by one
 *   inside the RSS cursor (sources/rss.ts).
 */
import type PgBoss from 'pg-boss';
import type { NewsConfig } from '../config.js';
import type { Logger } from '../log.js';
import type { Db, Queryable } from '../storage/db.js';
import { normaliseName } from '../screening/normalise.js';
import { ingestArticles, ingestContext, trackedCompanies, type IngestContext } from '../news/ingest.js';
import { GdeltGkgSource } from '../news/sources/gdelt-gkg-fetch.js';
import { GdeltDocSource } from '../news/sources/gdelt-doc.js';
import { RssSource } from '../news/sources/rss.js';
import { nextAttemptAt, RequestPacer, type RetryOptions } from '../news/sources/http.js';
import { LibreTranslateClient } from '../news/sources/translate.js';
import type { NewsSource } from '../news/sources/types.js';

export const NEWS_FETCH_QUEUE = 'news-fetch';

/** Most company names in one DOC query (`("A" OR "B" ...)`): GDELT rejects very long queries. */
export const DOC_NAMES_PER_QUERY = 10;
/** Longest per-source back-off. */
const MAX_BACKOFF_MS = 24 * 3_600_000;

/** A configured source under the key its cursor is stored by. */
export interface KeyedSource {
  key: string;
  source: NewsSource<unknown>;
}

/**
 * GDELT DOC queries for the tracked companies: each company's names without legal form (the
 * screening engine's normalisation), quoted, at least 4 characters and two tokens or one token of
 * 5+ letters (GDELT's DOC API refuses too short phrases and a short word matches everything),
 * deduplicated, sorted, `DOC_NAMES_PER_QUERY` per query joined by OR.
 */
export async function docQueries(db: Queryable): Promise<string[]> {
  const phrases = new Set<string>();
  for (const c of await trackedCompanies(db)) {
    for (const name of c.names) {
      if (!name?.trim()) continue;
      const core = normaliseName(name, { type: 'company' }).tokens.filter((t) => t.cls !== 'legal').map((t) => t.raw || t.text);
      const phrase = core.join(' ').toLowerCase();
      if (phrase.length >= 4 && (core.length > 1 || phrase.length >= 5) && !phrase.includes('"')) phrases.add(phrase);
    }
  }
  const sorted = [...phrases].sort();
  const queries: string[] = [];
  for (let i = 0; i < sorted.length; i += DOC_NAMES_PER_QUERY) {
    const group = sorted.slice(i, i + DOC_NAMES_PER_QUERY).map((p) => `"${p}"`);
    queries.push(group.length > 1 ? `(${group.join(' OR ')})` : group[0]);
  }
  return queries;
}

/** Test hooks of a fetch run: the HTTP retry policy and the clock. */
export interface FetchRunOptions {
  retry?: RetryOptions;
  now?: () => Date;
}

/** The sources `settings` configure (module doc). */
export function configuredSources(db: Queryable, settings: NewsConfig, opts: FetchRunOptions = {}): KeyedSource[] {
  const pacer = new RequestPacer(settings.gdeltIntervalMs);
  const out: KeyedSource[] = [];
  if (settings.sources.includes('gdelt_gkg')) {
    const gkg = { baseUrl: settings.gdeltGkgBaseUrl, pacer, maxFiles: settings.gdeltGkgMaxFiles, retry: opts.retry };
    out.push({ key: 'gdelt_gkg', source: new GdeltGkgSource(gkg) });
    if (settings.gdeltGkgTranslingual) out.push({ key: 'gdelt_gkg_translingual', source: new GdeltGkgSource({ ...gkg, translingual: true }) });
  }
  if (settings.sources.includes('gdelt_doc')) {
    out.push({
      key: 'gdelt_doc',
      source: new GdeltDocSource({ url: settings.gdeltDocUrl, pacer, retry: opts.retry, lookbackMs: settings.gdeltDocLookbackHours * 3_600_000, queries: () => docQueries(db), now: opts.now }),
    });
  }
  if (settings.sources.includes('rss') && settings.rssFeeds.length) {
    out.push({ key: 'rss', source: new RssSource({ feeds: settings.rssFeeds, backoffMs: settings.rssBackoffMinutes * 60_000, retry: opts.retry, now: opts.now }) });
  }
  return out;
}

/** What one source did in one run. */
export interface SourceRunReport {
  key: string;
  status: 'ok' | 'failed' | 'backing_off';
  batches: number;
  articles: number;
  stored: number;
  company_links: number;
  clustered: number;
  errors: string[];
  /** Set when backing off: the ISO time of the next attempt. */
  next_attempt_at?: string;
}

interface SourceState {
  cursor: unknown;
  failures: number;
  next_attempt_at: Date | null;
}

async function readState(db: Queryable, key: string): Promise<SourceState> {
  const res = await db.query<SourceState>('SELECT cursor, failures, next_attempt_at FROM news_sources WHERE source_key = $1', [key]);
  return res.rows[0] ?? { cursor: null, failures: 0, next_attempt_at: null };
}

async function saveCursor(tx: Queryable, key: string, cursor: unknown, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO news_sources (source_key, cursor, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (source_key) DO UPDATE SET cursor = EXCLUDED.cursor, updated_at = EXCLUDED.updated_at`,
    [key, JSON.stringify(cursor), now],
  );
}

async function saveOutcome(db: Queryable, key: string, failures: number, nextAttempt: string | null, error: string | null, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO news_sources (source_key, failures, next_attempt_at, last_error, last_run_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (source_key) DO UPDATE SET failures = EXCLUDED.failures, next_attempt_at = EXCLUDED.next_attempt_at,
       last_error = EXCLUDED.last_error, last_run_at = EXCLUDED.last_run_at, updated_at = EXCLUDED.updated_at`,
    [key, failures, nextAttempt, error, now],
  );
}

/**
 * Runs one source from its stored cursor (module doc). Never throws: a failure (the source's, or a
 * database error while storing) is in the report and counts towards the source's back-off.
 */
export async function runSource(db: Db, keyed: KeyedSource, ctx: IngestContext, settings: Pick<NewsConfig, 'sourceBackoffMinutes'>, now: () => Date = () => new Date()): Promise<SourceRunReport> {
  const report: SourceRunReport = { key: keyed.key, status: 'ok', batches: 0, articles: 0, stored: 0, company_links: 0, clustered: 0, errors: [] };
  const state = await readState(db, keyed.key);
  if (state.next_attempt_at && state.next_attempt_at > now()) {
    return { ...report, status: 'backing_off', next_attempt_at: state.next_attempt_at.toISOString() };
  }
  let failedBatches = 0;
  try {
    for await (const batch of keyed.source.fetch(state.cursor ?? null)) {
      report.batches++;
      report.articles += batch.articles.length;
      if (batch.error) {
        failedBatches++;
        report.errors.push(`${batch.origin}: ${batch.error}`);
      }
      const counts = await ingestArticles(db, batch.articles, ctx, { afterStore: (tx) => saveCursor(tx, keyed.key, batch.cursor, now()) });
      report.stored += counts.stored;
      report.company_links += counts.company_links;
      report.clustered += counts.clustered;
    }
  } catch (err) {
    report.errors.push((err as Error).message);
    failedBatches = report.batches + 1;
  }
  const failed = failedBatches > 0 && failedBatches >= report.batches;
  const failures = failed ? state.failures + 1 : 0;
  const next = failed ? nextAttemptAt(failures, now(), settings.sourceBackoffMinutes * 60_000, MAX_BACKOFF_MS) : null;
  await saveOutcome(db, keyed.key, failures, next, report.errors[0] ?? null, now());
  return failed ? { ...report, status: 'failed', next_attempt_at: next ?? undefined } : report;
}

/**
 * One fetch run: every configured source in turn (module doc), with the tracked companies as they
 * are now. Returns a report per source; throws only when the database cannot be read.
 */
export async function runNewsFetch(db: Db, settings: NewsConfig, logger: Logger, opts: FetchRunOptions = {}): Promise<SourceRunReport[]> {
  const translator = settings.translateUrl ? new LibreTranslateClient({ url: settings.translateUrl, apiKey: settings.translateApiKey }) : undefined;
  const ctx = await ingestContext(db, { translator });
  const reports: SourceRunReport[] = [];
  for (const keyed of configuredSources(db, settings, opts)) {
    const report = await runSource(db, keyed, ctx, settings, opts.now);
    reports.push(report);
    const { errors, ...counts } = report;
    if (report.status === 'failed') logger.warn({ ...counts, errors }, 'news source failed; it backs off');
    else logger.info({ ...counts, ...(errors.length ? { errors } : {}) }, 'news source fetched');
  }
  return reports;
}

/**
 * Schedules the news fetch with pg-boss cron (`settings.fetchCron` in UTC; empty = off, and an
 * earlier schedule is removed) and works it in this process, one run at a time (singleton queue).
 * A run that dies with its process is retried by pg-boss; the sources resume from their cursors.
 */
export async function scheduleNewsFetch(boss: PgBoss, db: Db, settings: NewsConfig, logger: Logger): Promise<void> {
  if (!settings.fetchCron) {
    await boss.unschedule(NEWS_FETCH_QUEUE).catch(() => undefined);
    return;
  }
  await boss.createQueue(NEWS_FETCH_QUEUE, { name: NEWS_FETCH_QUEUE, policy: 'singleton', retryLimit: 2, retryDelay: 300, expireInSeconds: 3600 } as never);
  await boss.schedule(NEWS_FETCH_QUEUE, settings.fetchCron, {}, { tz: 'UTC' });
  await boss.work(NEWS_FETCH_QUEUE, async () => {
    logger.info('scheduled news fetch started');
    await runNewsFetch(db, settings, logger);
  });
}
