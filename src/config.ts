/**
 * Runtime configuration, read once from the environment. Every knob has a documented default
 * (README "Configuration"); nothing else in the code reads process.env.
 */
import path from 'node:path';
import { parseFeedList } from './news/sources/feed-list.js';

export interface VigilConfig {
  /** HTTP port (default 8000). */
  port: number;
  host: string;
  /** Root folder for embedded state (default ./var). */
  home: string;
  /** Folder of publishers' list files (default $VIGIL_HOME/data). */
  dataDir: string;
  /** postgres://... to use a PostgreSQL server; undefined = embedded PGlite in $VIGIL_HOME/db. */
  databaseUrl?: string;
  /** PostgreSQL `shared_buffers` of the embedded database (VIGIL_PGLITE_SHARED_BUFFERS, default 32MB; storage/db.ts). */
  pgliteSharedBuffers?: string;
  /** Fetch lists from the publishers on start when the data dir holds none (default true). */
  fetchOnEmpty: boolean;
  /** Run pg-boss workers inside `vigil serve` (default true; set VIGIL_INLINE_WORKER=false with separate `vigil worker`s). */
  inlineWorker: boolean;
  /** Log level for pino (default info). */
  logLevel: string;
  /** Requests per minute per API key (default 600). */
  rateLimitPerMinute: number;
  /** Failed authentications per minute per client address before 429 (VIGIL_AUTH_FAILURES_PER_MINUTE, default 30). */
  authFailuresPerMinute: number;
  /** Time (milliseconds) a client has to send a whole request, headers and body (VIGIL_REQUEST_TIMEOUT_MS, default 30,000). */
  requestTimeoutMs: number;
  /** Page size of list endpoints when the client sends no page_size (default 50, max 100). */
  pageSize: number;
  /** Alert threshold (0–1): matches at or above it become findings. Undefined = the engine default (screening/config.ts). */
  alertThreshold?: number;
  /** Finding confidence (0–1) from which a check's category score is `high` (default 0.9). */
  highConfidence: number;
  webhooks: WebhookConfig;
  companies: CompanyConfig;
  jobs: JobConfig;
  readCache: ReadCacheConfig;
  monitoring: MonitoringConfig;
  news: NewsConfig;
  /**
   * Secret of the analyst UI's session cookie (VIGIL_UI_SESSION_SECRET, at least 32 characters; docs/UI.md).
   * Unset = a random secret per process: sessions then end when the process restarts and are not shared between processes.
   */
  uiSessionSecret?: string;
}

/** News sources and the scheduled fetch (docs/NEWS.md "Configuration"). */
export interface NewsConfig {
  /** When worker processes fetch news: a cron in UTC (VIGIL_NEWS_FETCH_CRON, default "0 * * * *", hourly; empty = never). */
  fetchCron: string;
  /** Sources the fetch runs (VIGIL_NEWS_SOURCES, comma-separated; default `gdelt_gkg,gdelt_doc,rss`). */
  sources: string[];
  /** GDELT index files and GKG slices (VIGIL_NEWS_GDELT_GKG_BASE_URL, default http://data.gdeltproject.org/gdeltv2). */
  gdeltGkgBaseUrl: string;
  /** Also ingest GDELT's translingual GKG stream (VIGIL_NEWS_GDELT_GKG_TRANSLINGUAL, default false). */
  gdeltGkgTranslingual: boolean;
  /** GKG slices one run reads when catching up (VIGIL_NEWS_GDELT_GKG_MAX_FILES, default 96 = one day). */
  gdeltGkgMaxFiles: number;
  /** GDELT DOC 2.0 API (VIGIL_NEWS_GDELT_DOC_URL, default https://api.gdeltproject.org/api/v2/doc/doc). */
  gdeltDocUrl: string;
  /** How far back a DOC query's first search reaches, hours (VIGIL_NEWS_GDELT_DOC_LOOKBACK_HOURS, default 24; the API keeps 3 months). */
  gdeltDocLookbackHours: number;
  /** Spacing of GDELT requests, milliseconds (VIGIL_NEWS_GDELT_INTERVAL_MS, default 5,000: GDELT's published rate). */
  gdeltIntervalMs: number;
  /** Feed URLs (VIGIL_NEWS_RSS_FEEDS: separated by commas, spaces or new lines; default none). */
  rssFeeds: string[];
  /** First back-off of a failing feed, minutes (VIGIL_NEWS_RSS_BACKOFF_MINUTES, default 60; doubles per failed run, at most 24 h). */
  rssBackoffMinutes: number;
  /** First back-off of a failing source (GDELT unreachable), minutes (VIGIL_NEWS_SOURCE_BACKOFF_MINUTES, default 60; doubles, at most 24 h). */
  sourceBackoffMinutes: number;
  /** LibreTranslate-compatible server (VIGIL_NEWS_TRANSLATE_URL; unset = no translation). */
  translateUrl?: string;
  /** Its API key (VIGIL_NEWS_TRANSLATE_API_KEY), when it needs one. */
  translateApiKey?: string;
}

/** The news sources the fetch job knows (VIGIL_NEWS_SOURCES). */
export const NEWS_SOURCES = ['gdelt_gkg', 'gdelt_doc', 'rss'] as const;

/** Ongoing monitoring (src/monitoring/, docs/MONITORING.md). */
export interface MonitoringConfig {
  /** Seconds between checks for list changes to apply when no notification came (VIGIL_MONITORING_POLL_SECONDS, default 30). */
  pollSeconds: number;
  /** Seconds a worker holds a list change without progress before another takes it over (VIGIL_MONITORING_LEASE_SECONDS, default 60). */
  leaseSeconds: number;
  /** Monitored entities re-screened per transaction, the checkpoint's step (VIGIL_MONITORING_CHUNK, default 200). */
  chunkSize: number;
  /**
   * Crash tests only (VIGIL_TEST_KILL_AFTER_MONITORING_CHECKPOINT): the process kills itself with SIGKILL once an
   * update's checkpoint reaches this many candidates, to prove the resume (test/monitoring-crash.test.ts). Unset = never.
   */
  killAfterCheckpoint?: number;
  /** When worker processes fetch every list from its publisher and load what changed: a cron in UTC (VIGIL_LIST_FETCH_CRON, default "0 4 * * *", daily 04:00; empty = never). */
  listFetchCron: string;
}

/** The in-memory cache of compliance read answers (src/http/read-cache.ts). */
export interface ReadCacheConfig {
  /** Answers kept per process (VIGIL_READ_CACHE_ENTRIES, default 5,000; 0 turns the cache off). */
  maxEntries: number;
  /** Largest answer kept, bytes (1 MB). */
  maxBodyBytes: number;
  /** Oldest age of an entry, seconds (VIGIL_READ_CACHE_TTL_SECONDS, default 60): a bound, not the freshness rule (changes drop entries at once). */
  ttlSeconds: number;
}

/** Background-job workers (src/jobs/worker-loop.ts). */
export interface JobConfig {
  /** Jobs of one queue a process runs at once (VIGIL_WORKER_CONCURRENCY, default 4). */
  concurrency: number;
  /** Fallback poll for jobs when no wake-up notification came, milliseconds (VIGIL_WORKER_POLL_MS, default 1,000). */
  pollMs: number;
  /** Seconds without a heartbeat after which a running job counts as crashed and is retried (VIGIL_JOB_LEASE_SECONDS, default 30). */
  leaseSeconds: number;
  /** How often pg-boss expires, archives and drops jobs, seconds (VIGIL_QUEUE_MAINTENANCE_SECONDS, default 10). */
  maintenanceSeconds: number;
}

/** Company-data providers and the registration pipeline (docs/COMPANIES.md). */
export interface CompanyConfig {
  /**
   * Providers asked, in order (VIGIL_COMPANY_PROVIDERS, comma-separated; default `registry_files`):
   * `registry_files` (our loaded registry bulk data), `gb_coh_api`, `gleif_api`, `dnb`.
   */
  providers: string[];
  /** Lowest confidence code (1–10) that identifies a company by name (VIGIL_COMPANY_MATCH_MIN_CONFIDENCE, default 8). */
  minConfidence: number;
  /** Threads parsing one registry file (VIGIL_REGISTRY_PARSE_WORKERS; default: CPU cores - 1, 1 to 4; providers/registry-files/store.ts). */
  parseWorkers?: number;
  /** Hours after which an unfinished registration ends `expired` (VIGIL_REGISTRATION_EXPIRY_HOURS, default 24). */
  registrationExpiryHours: number;
  /** Time-out of one provider request, milliseconds (VIGIL_PROVIDER_TIMEOUT_MS, default 10,000). */
  providerTimeoutMs: number;
  cohApiKey?: string;
  cohApiUrl?: string;
  gleifApiUrl?: string;
  dnbApiKey?: string;
  dnbApiSecret?: string;
  dnbApiUrl?: string;
}

/** Webhook delivery settings (docs/webhooks.md). */
export interface WebhookConfig {
  /** Time-out of one delivery attempt, milliseconds (VIGIL_WEBHOOK_TIMEOUT_MS, default 10,000). */
  timeoutMs: number;
  /** Back-off base, milliseconds (VIGIL_WEBHOOK_RETRY_BASE_MS, default 5,000): retry n waits base × 2^(n-1), with jitter. */
  retryBaseMs: number;
  /** Retries after the first attempt (VIGIL_WEBHOOK_MAX_RETRIES, default 3, interface.md "at most three times"). */
  maxRetries: number;
  /** How often the dispatcher looks for due deliveries, milliseconds (VIGIL_WEBHOOK_POLL_MS, default 500). */
  pollMs: number;
  /** Deliveries sent at the same time by one process (VIGIL_WEBHOOK_CONCURRENCY, default 8). */
  concurrency: number;
  /** Allow URLs that resolve to loopback, link-local or private addresses (VIGIL_WEBHOOK_ALLOW_PRIVATE, default false). */
  allowPrivate: boolean;
  /** Bytes of a receiver's response body read at most (VIGIL_WEBHOOK_MAX_RESPONSE_BYTES, default 65,536). */
  maxResponseBytes: number;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function fraction(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`${name} must be a number between 0 and 1, got "${value}"`);
  return n;
}

/** A PostgreSQL memory setting such as "32MB" or "1GB"; undefined when unset. Throws on another form. */
function memorySize(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+(kB|MB|GB)$/.test(value)) throw new Error(`${name} must be a size such as 32MB, got "${value}"`);
  return value;
}

/** VIGIL_NEWS_SOURCES: known source ids, comma-separated. Throws naming an unknown one. */
function newsSources(value: string | undefined): string[] {
  const ids = (value ?? NEWS_SOURCES.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
  for (const id of ids) if (!(NEWS_SOURCES as readonly string[]).includes(id)) throw new Error(`VIGIL_NEWS_SOURCES: unknown source "${id}" (known: ${NEWS_SOURCES.join(', ')})`);
  return [...new Set(ids)];
}

/** Reads the configuration from `env` (default process.env). Throws on a malformed number. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): VigilConfig {
  const home = path.resolve(env.VIGIL_HOME || 'var');
  return {
    port: int(env.PORT, 8000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    home,
    dataDir: path.resolve(env.VIGIL_DATA_DIR || path.join(home, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteSharedBuffers: memorySize(env.VIGIL_PGLITE_SHARED_BUFFERS, 'VIGIL_PGLITE_SHARED_BUFFERS'),
    fetchOnEmpty: bool(env.VIGIL_FETCH_ON_EMPTY, true),
    inlineWorker: bool(env.VIGIL_INLINE_WORKER, true),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitPerMinute: int(env.VIGIL_RATE_LIMIT_PER_MINUTE, 600, 'VIGIL_RATE_LIMIT_PER_MINUTE'),
    authFailuresPerMinute: int(env.VIGIL_AUTH_FAILURES_PER_MINUTE, 30, 'VIGIL_AUTH_FAILURES_PER_MINUTE'),
    requestTimeoutMs: int(env.VIGIL_REQUEST_TIMEOUT_MS, 30_000, 'VIGIL_REQUEST_TIMEOUT_MS'),
    alertThreshold: env.VIGIL_ALERT_THRESHOLD ? fraction(env.VIGIL_ALERT_THRESHOLD, 0, 'VIGIL_ALERT_THRESHOLD') : undefined,
    highConfidence: fraction(env.VIGIL_HIGH_CONFIDENCE, 0.9, 'VIGIL_HIGH_CONFIDENCE'),
    webhooks: {
      timeoutMs: int(env.VIGIL_WEBHOOK_TIMEOUT_MS, 10_000, 'VIGIL_WEBHOOK_TIMEOUT_MS'),
      retryBaseMs: int(env.VIGIL_WEBHOOK_RETRY_BASE_MS, 5_000, 'VIGIL_WEBHOOK_RETRY_BASE_MS'),
      maxRetries: int(env.VIGIL_WEBHOOK_MAX_RETRIES, 3, 'VIGIL_WEBHOOK_MAX_RETRIES'),
      pollMs: Math.max(10, int(env.VIGIL_WEBHOOK_POLL_MS, 500, 'VIGIL_WEBHOOK_POLL_MS')),
      concurrency: Math.max(1, int(env.VIGIL_WEBHOOK_CONCURRENCY, 8, 'VIGIL_WEBHOOK_CONCURRENCY')),
      allowPrivate: bool(env.VIGIL_WEBHOOK_ALLOW_PRIVATE, false),
      maxResponseBytes: int(env.VIGIL_WEBHOOK_MAX_RESPONSE_BYTES, 65_536, 'VIGIL_WEBHOOK_MAX_RESPONSE_BYTES'),
    },
    companies: {
      providers: (env.VIGIL_COMPANY_PROVIDERS || 'registry_files').split(',').map((p) => p.trim()).filter(Boolean),
      minConfidence: Math.min(10, Math.max(1, int(env.VIGIL_COMPANY_MATCH_MIN_CONFIDENCE, 8, 'VIGIL_COMPANY_MATCH_MIN_CONFIDENCE'))),
      parseWorkers: env.VIGIL_REGISTRY_PARSE_WORKERS ? Math.max(1, int(env.VIGIL_REGISTRY_PARSE_WORKERS, 1, 'VIGIL_REGISTRY_PARSE_WORKERS')) : undefined,
      registrationExpiryHours: int(env.VIGIL_REGISTRATION_EXPIRY_HOURS, 24, 'VIGIL_REGISTRATION_EXPIRY_HOURS'),
      providerTimeoutMs: int(env.VIGIL_PROVIDER_TIMEOUT_MS, 10_000, 'VIGIL_PROVIDER_TIMEOUT_MS'),
      cohApiKey: env.VIGIL_COH_API_KEY || undefined,
      cohApiUrl: env.VIGIL_COH_API_URL || undefined,
      gleifApiUrl: env.VIGIL_GLEIF_API_URL || undefined,
      dnbApiKey: env.VIGIL_DNB_API_KEY || undefined,
      dnbApiSecret: env.VIGIL_DNB_API_SECRET || undefined,
      dnbApiUrl: env.VIGIL_DNB_API_URL || undefined,
    },
    pageSize: Math.min(100, Math.max(1, int(env.VIGIL_PAGE_SIZE, 50, 'VIGIL_PAGE_SIZE'))),
    jobs: {
      concurrency: Math.max(1, int(env.VIGIL_WORKER_CONCURRENCY, 4, 'VIGIL_WORKER_CONCURRENCY')),
      pollMs: Math.max(10, int(env.VIGIL_WORKER_POLL_MS, 1_000, 'VIGIL_WORKER_POLL_MS')),
      leaseSeconds: Math.max(2, int(env.VIGIL_JOB_LEASE_SECONDS, 30, 'VIGIL_JOB_LEASE_SECONDS')),
      maintenanceSeconds: Math.max(1, int(env.VIGIL_QUEUE_MAINTENANCE_SECONDS, 10, 'VIGIL_QUEUE_MAINTENANCE_SECONDS')),
    },
    monitoring: {
      pollSeconds: Math.max(1, int(env.VIGIL_MONITORING_POLL_SECONDS, 30, 'VIGIL_MONITORING_POLL_SECONDS')),
      leaseSeconds: Math.max(5, int(env.VIGIL_MONITORING_LEASE_SECONDS, 60, 'VIGIL_MONITORING_LEASE_SECONDS')),
      chunkSize: Math.max(1, int(env.VIGIL_MONITORING_CHUNK, 200, 'VIGIL_MONITORING_CHUNK')),
      killAfterCheckpoint: env.VIGIL_TEST_KILL_AFTER_MONITORING_CHECKPOINT
        ? int(env.VIGIL_TEST_KILL_AFTER_MONITORING_CHECKPOINT, 0, 'VIGIL_TEST_KILL_AFTER_MONITORING_CHECKPOINT')
        : undefined,
      listFetchCron: env.VIGIL_LIST_FETCH_CRON ?? '0 4 * * *',
    },
    uiSessionSecret: env.VIGIL_UI_SESSION_SECRET || undefined,
    news: {
      fetchCron: env.VIGIL_NEWS_FETCH_CRON ?? '0 * * * *',
      sources: newsSources(env.VIGIL_NEWS_SOURCES),
      gdeltGkgBaseUrl: env.VIGIL_NEWS_GDELT_GKG_BASE_URL || 'http://data.gdeltproject.org/gdeltv2',
      gdeltGkgTranslingual: bool(env.VIGIL_NEWS_GDELT_GKG_TRANSLINGUAL, false),
      gdeltGkgMaxFiles: Math.max(1, int(env.VIGIL_NEWS_GDELT_GKG_MAX_FILES, 96, 'VIGIL_NEWS_GDELT_GKG_MAX_FILES')),
      gdeltDocUrl: env.VIGIL_NEWS_GDELT_DOC_URL || 'https://api.gdeltproject.org/api/v2/doc/doc',
      gdeltDocLookbackHours: Math.min(24 * 90, Math.max(1, int(env.VIGIL_NEWS_GDELT_DOC_LOOKBACK_HOURS, 24, 'VIGIL_NEWS_GDELT_DOC_LOOKBACK_HOURS'))),
      gdeltIntervalMs: int(env.VIGIL_NEWS_GDELT_INTERVAL_MS, 5_000, 'VIGIL_NEWS_GDELT_INTERVAL_MS'),
      rssFeeds: parseFeedList(env.VIGIL_NEWS_RSS_FEEDS),
      rssBackoffMinutes: Math.max(1, int(env.VIGIL_NEWS_RSS_BACKOFF_MINUTES, 60, 'VIGIL_NEWS_RSS_BACKOFF_MINUTES')),
      sourceBackoffMinutes: Math.max(1, int(env.VIGIL_NEWS_SOURCE_BACKOFF_MINUTES, 60, 'VIGIL_NEWS_SOURCE_BACKOFF_MINUTES')),
      translateUrl: env.VIGIL_NEWS_TRANSLATE_URL || undefined,
      translateApiKey: env.VIGIL_NEWS_TRANSLATE_API_KEY || undefined,
    },
    readCache: {
      maxEntries: Math.max(0, int(env.VIGIL_READ_CACHE_ENTRIES, 5_000, 'VIGIL_READ_CACHE_ENTRIES')),
      maxBodyBytes: 1_048_576,
      ttlSeconds: Math.max(1, int(env.VIGIL_READ_CACHE_TTL_SECONDS, 60, 'VIGIL_READ_CACHE_TTL_SECONDS')),
    },
  };
}
