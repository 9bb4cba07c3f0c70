/**
 * Client of the GDELT DOC 2.0 API in article-list mode: `GET https://api.gdeltproject.org/api/v2/doc/doc
 * ?query=...&mode=ArtList&format=json&maxrecords=N&sort=DateAsc&startdatetime=...&enddatetime=...`
 * (parameters as documented in "GDELT DOC 2.0 API Debuts!", https://blog.gdeltproject.org/gdelt-doc-2-0-api-debuts/:
 * at most 250 records per request, a rolling window of the last 3 months, times `YYYYMMDDHHMMSS` UTC).
 *
 * Response: `{"articles": [{url, url_mobile, title, seendate, socialimage, domain, language,
 * sourcecountry}]}`, every field a string; `seendate` is `YYYYMMDDTHHMMSSZ` (when GDELT saw the
 * article, at 15-minute resolution: the API gives no publication time), `language` an English
 * language name, `sourcecountry` an English country name (may be empty). No matches: `{}`. Errors
 * and the rate-limit notice come back as plain text, not JSON.
 *
 * Paging past the 250 cap (`searchDoc`): requests are sorted `DateAsc`; while a page is full, the
 * next one starts at the last page's latest `seendate` (inclusive; repeats are dropped by URL).
 * When a full page lies within one `seendate` there is no way forward: the result is `capped`.
 *
 * Rate: every request waits for the pacer (GDELT asks for one request every 5 s, `GDELT_INTERVAL_MS`);
 * a rate-limit notice or a 429/5xx backs off and retries (`./http.ts`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { toCountryCode } from '../../lists/countries.js';
import { canonicalUrl, contentHash, urlDomain } from './dedupe.js';
import { backoffDelay, GDELT_INTERVAL_MS, pacedFetch, RequestPacer, type RetryOptions } from './http.js';
import { languageFromName } from './language.js';
import { tidyGdeltTitle } from './text.js';
import { countMalformed, emptyStats, MAX_WARNINGS, NewsSourceError, type NewsSource, type RawArticle, type SourceBatch, type SourceStats } from './types.js';

export const GDELT_DOC_URL = 'https://api.gdeltproject.org/api/v2/doc/doc';

/** Most records the API returns for one request. */
export const DOC_MAX_RECORDS = 250;

const SOURCE = 'gdelt_doc';

export interface DocClientOptions {
  /** API URL (default `GDELT_DOC_URL`; configuration `VIGIL_NEWS_GDELT_DOC_URL`). */
  url?: string;
  pacer?: RequestPacer;
  retry?: RetryOptions;
  /** Records per request, 1..250 (default 250). */
  maxRecords?: number;
  /** Most requests one search makes while paging (default 10). */
  maxPages?: number;
  signal?: AbortSignal;
}

/** `Date` -> `YYYYMMDDHHMMSS` (UTC), the API's time parameter form. */
export function docTime(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** `YYYYMMDDTHHMMSSZ` (DOC `seendate`) -> ISO; undefined when not in that form. */
export function docSeenDate(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value.trim()) : null;
  if (!m) return undefined;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The request URL for one page. */
export function docRequestUrl(base: string, query: string, params: { start?: Date; end?: Date; maxRecords?: number; sort?: string }): string {
  const u = new URL(base);
  u.searchParams.set('query', query);
  u.searchParams.set('mode', 'ArtList');
  u.searchParams.set('format', 'json');
  u.searchParams.set('maxrecords', String(params.maxRecords ?? DOC_MAX_RECORDS));
  u.searchParams.set('sort', params.sort ?? 'DateAsc');
  if (params.start) u.searchParams.set('startdatetime', docTime(params.start));
  if (params.end) u.searchParams.set('enddatetime', docTime(params.end));
  return u.toString();
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * Maps one parsed DOC response onto articles. `origin` is the query. Articles without an http(s)
 * `url` or a valid `seendate` are counted as malformed. @throws NewsSourceError when `body` is not
 * the API's JSON (its text is in the message).
 */
export function parseDocResponse(body: string, origin: string, stats: SourceStats = emptyStats()): RawArticle[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new NewsSourceError(SOURCE, `not JSON: ${body.trim().slice(0, 200)}`);
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new NewsSourceError(SOURCE, 'response is not a JSON object');
  const list = (json as { articles?: unknown }).articles ?? [];
  if (!Array.isArray(list)) throw new NewsSourceError(SOURCE, '"articles" is not an array');
  const out: RawArticle[] = [];
  for (const [i, item] of list.entries()) {
    stats.read++;
    const a = (item ?? {}) as Record<string, unknown>;
    const url = str(a.url);
    const canonical = canonicalUrl(url);
    const seen = docSeenDate(a.seendate);
    if (!canonical || !seen) {
      countMalformed(stats, `article ${i}: ${!canonical ? `url "${url.slice(0, 80)}" is not an http(s) URL` : `seendate "${str(a.seendate)}" is not YYYYMMDDTHHMMSSZ`}`);
      continue;
    }
    const title = tidyGdeltTitle(str(a.title));
    const article: RawArticle = {
      source_id: 'gdelt_doc',
      origin,
      url,
      canonical_url: canonical,
      content_hash: contentHash(title, ''),
      title,
      snippet: '',
      published_at: seen,
      published_at_is_seen_time: true,
      source_domain: str(a.domain).toLowerCase().replace(/^www\./, '') || urlDomain(url),
    };
    const language = languageFromName(str(a.language));
    if (language) article.language = language;
    const country = toCountryCode(str(a.sourcecountry));
    if (country) article.source_country = country;
    out.push(article);
    stats.articles++;
  }
  return out;
}

/** The result of one search: articles (unique by URL), counts, and whether paging stopped at the cap. */
export interface DocSearchResult {
  articles: RawArticle[];
  stats: SourceStats;
  /** True when more articles exist than paging could reach (a full page within one `seendate`, or `maxPages`). */
  capped: boolean;
  requests: number;
}

/**
 * Searches `query` between `start` and `end` (default now), paging past the 250 cap as described
 * above. @throws NewsSourceError when a request fails after its retries or GDELT answers an error text.
 */
export async function searchDoc(query: string, range: { start: Date; end?: Date }, opts: DocClientOptions = {}): Promise<DocSearchResult> {
  const base = opts.url ?? GDELT_DOC_URL;
  const maxRecords = Math.min(DOC_MAX_RECORDS, Math.max(1, opts.maxRecords ?? DOC_MAX_RECORDS));
  const maxPages = opts.maxPages ?? 10;
  const end = range.end ?? new Date();
  const stats = emptyStats();
  const byUrl = new Map<string, RawArticle>();
  let start = range.start;
  let requests = 0;
  let capped = false;
  for (let page = 0; ; page++) {
    if (page >= maxPages) {
      capped = true;
      break;
    }
    const url = docRequestUrl(base, query, { start, end, maxRecords });
    const body = await getDocBody(url, opts);
    requests++;
    const pageStats = emptyStats();
    const articles = parseDocResponse(body, query, pageStats);
    stats.read += pageStats.read;
    stats.malformed += pageStats.malformed;
    for (const w of pageStats.warnings) if (stats.warnings.length < MAX_WARNINGS) stats.warnings.push(w);
    for (const a of articles) if (!byUrl.has(a.canonical_url)) byUrl.set(a.canonical_url, a);
    if (pageStats.read < maxRecords) break;
    const latest = articles.reduce((max, a) => (a.published_at > max ? a.published_at : max), '');
    if (!latest || new Date(latest).getTime() <= start.getTime()) {
      capped = true;
      break;
    }
    start = new Date(latest);
  }
  const result = [...byUrl.values()];
  stats.articles = result.length;
  return { articles: result, stats, capped, requests };
}

const RATE_NOTICE = /limit requests/i;

/** GET with pacing and retries; GDELT's plain-text rate-limit notice (HTTP 200 or 429) is retried like a 429. */
async function getDocBody(url: string, opts: DocClientOptions): Promise<string> {
  const retries = opts.retry?.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const res = await pacedFetch(url, { source: SOURCE, pacer: opts.pacer, signal: opts.signal, ...opts.retry });
    const body = await res.text();
    if (!RATE_NOTICE.test(body.slice(0, 300)) || body.trimStart().startsWith('{')) return body;
    if (attempt >= retries) throw new NewsSourceError(SOURCE, `rate limited: ${body.trim().slice(0, 200)}`, 429);
    await sleep(backoffDelay(attempt + 1, opts.retry?.backoffMs ?? 5000, opts.retry?.maxBackoffMs ?? 120_000), undefined, { signal: opts.signal });
  }
}

/** The resume state of the DOC source: per query, the latest `seendate` stored. */
export interface DocCursor {
  queries: Record<string, { last_seen: string }>;
}

export interface DocSourceOptions extends DocClientOptions {
  /** The queries to run (e.g. built from tracked company names), or a function returning them at fetch time. */
  queries: string[] | (() => Promise<string[]> | string[]);
  /** How far back a query's first search reaches, in ms (default 24 h; the API keeps 3 months). */
  lookbackMs?: number;
  /** Clock (tests). */
  now?: () => Date;
}

/**
 * The DOC source: one batch per query, searching from the query's last `seendate` (inclusive, so
 * a slice seen half-way is completed; dedupe drops the repeats) or `lookbackMs` ago. A failing query
 * yields an error batch with its cursor unchanged and the run goes on with the next query.
 */
export class GdeltDocSource implements NewsSource<DocCursor> {
  readonly id = 'gdelt_doc' as const;

  constructor(private readonly options: DocSourceOptions) {}

  async *fetch(cursor: DocCursor | null, options: { signal?: AbortSignal } = {}): AsyncGenerator<SourceBatch<DocCursor>> {
    const opts: DocClientOptions = { ...this.options, pacer: this.options.pacer ?? new RequestPacer(GDELT_INTERVAL_MS), signal: options.signal ?? this.options.signal };
    const queries = typeof this.options.queries === 'function' ? await this.options.queries() : this.options.queries;
    const state: DocCursor = { queries: { ...(cursor?.queries ?? {}) } };
    const now = this.options.now?.() ?? new Date();
    for (const query of queries) {
      const last = state.queries[query]?.last_seen;
      const start = last ? new Date(last) : new Date(now.getTime() - (this.options.lookbackMs ?? 24 * 3600 * 1000));
      try {
        const result = await searchDoc(query, { start, end: now }, opts);
        const latest = result.articles.reduce((max, a) => (a.published_at > max ? a.published_at : max), last ?? '');
        if (latest) state.queries[query] = { last_seen: latest };
        if (result.capped) result.stats.warnings.push(`query "${query}": more articles than paging reached (cap of ${DOC_MAX_RECORDS} per request)`);
        yield { source_id: this.id, origin: query, articles: result.articles, stats: result.stats, cursor: { queries: { ...state.queries } } };
      } catch (err) {
        if (opts.signal?.aborted) throw err;
        yield { source_id: this.id, origin: query, articles: [], stats: emptyStats(), cursor: { queries: { ...state.queries } }, error: (err as Error).message };
      }
    }
  }
}
