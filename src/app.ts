/**
 * Wiring of a Vigil process: database (+ migrations), list data, job queue, screening index, workers
 * and HTTP server. `vigil serve` starts all of it; `vigil worker` starts everything but HTTP and list
 * loading; tests start it on an in-memory PGlite or a throw-away PostgreSQL schema.
 */
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { VigilConfig } from './config.js';
import type { Logger } from './log.js';
import { openDatabase, type Db } from './storage/db.js';
import { migrate } from './storage/migrate.js';
import { startQueue, retryOrphanedJobs } from './jobs/queue.js';
import { startArticleExportWorker } from './jobs/article-export-job.js';
import { startComplianceWorker, recoverLostChecks } from './jobs/compliance-job.js';
import { ScreeningCorpus, NO_LIST_DATA_REASON } from './domain/screening-corpus.js';
import { hasListData, loadListsIntoDb } from './domain/list-data.js';
import { fetchLists } from './lists/fetch.js';
import { buildServer } from './http/server.js';
import { WebhookDispatcher } from './webhooks/dispatcher.js';
import { buildProviderChain } from './providers/factory.js';
import type { ProviderChain } from './providers/chain.js';
import { REGISTRY_PROVIDER_ID } from './providers/registry-files/provider.js';
import { loadCompanyRegistry } from './providers/registry-files/store.js';
import { recoverLostRegistrations, startRegistrationWorker } from './jobs/registration-job.js';
import { expireStaleRegistrations } from './domain/registrations.js';
import { refreshTrackedCompanies } from './domain/company-changes.js';
import { MonitoringWorker, scheduleListFetch } from './monitoring/worker.js';
import { scheduleNewsFetch } from './jobs/news-fetch-job.js';

export interface Vigil {
  db: Db;
  boss: PgBoss;
  corpus: ScreeningCorpus;
  providers: ProviderChain;
  server?: FastifyInstance;
  /** The webhook dispatcher of a worker process (undefined when `worker` is false). */
  dispatcher?: WebhookDispatcher;
  /** Applies list changes to monitored checks in a worker process (undefined when `worker` is false). */
  monitoring?: MonitoringWorker;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Serve HTTP (and listen on config.port unless `listen` is false). */
  http: boolean;
  listen?: boolean;
  /** Run the compliance workers in this process. */
  worker: boolean;
  /** Load list files from config.dataDir into the database at start (serve does; workers don't). */
  loadLists: boolean;
  /** Use this database instead of opening the configured one (tests). */
  db?: Db;
  /** pg-boss schema (tests use one per run). */
  bossSchema?: string;
}

/** Makes sure the data dir has list files: fetches from the publishers when empty (if allowed). */
async function ensureListFiles(config: VigilConfig, logger: Logger): Promise<void> {
  if (hasListData(config.dataDir) || !config.fetchOnEmpty) return;
  logger.info({ dataDir: config.dataDir }, 'no list files found; fetching the current lists from the publishers');
  const results = await fetchLists(config.dataDir, logger);
  const failed = results.filter((r) => r.status === 'error');
  if (failed.length) logger.warn({ failed: failed.map((f) => `${f.list}: ${f.error}`) }, 'some lists could not be fetched');
}

/**
 * Loads changed registry bulk files (unchanged ones are skipped by fingerprint) and applies what
 * changed to the companies organisations track (attribute changes + company.updated).
 */
export async function loadRegistryAndRefresh(db: Db, dataDir: string, logger: Logger, providers: ProviderChain, opts: { force?: boolean; parseWorkers?: number } = {}) {
  const results = await loadCompanyRegistry(db, dataDir, logger, opts);
  if (results.some((r) => r.status === 'loaded') && providers.ids.includes(REGISTRY_PROVIDER_ID)) {
    const changed = await refreshTrackedCompanies(db, REGISTRY_PROVIDER_ID, (id) => providers.profile(REGISTRY_PROVIDER_ID, id));
    if (changed) logger.info({ changed }, 'tracked companies updated from the new registry data');
  }
  return results;
}

export async function startVigil(config: VigilConfig, logger: Logger, opts: StartOptions): Promise<Vigil> {
  const db = opts.db ?? (await openDatabase(config));
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'database migrated');

  if (opts.loadLists) {
    await ensureListFiles(config, logger);
    await loadListsIntoDb(db, config.dataDir, logger);
  }
  const providers = buildProviderChain(config.companies, db, logger);
  if (opts.loadLists) await loadRegistryAndRefresh(db, config.dataDir, logger, providers, { parseWorkers: config.companies.parseWorkers });

  const boss = await startQueue(db, { databaseUrl: config.databaseUrl, schema: opts.bossSchema, logger, maintenanceSeconds: config.jobs.maintenanceSeconds });
  const corpus = new ScreeningCorpus(db, logger, config.alertThreshold === undefined ? {} : { alertThreshold: config.alertThreshold });
  const screener = await corpus.get();
  if (!screener) {
    logger.error({ dataDir: config.dataDir }, `SCREENING HAS NO DATA. ${NO_LIST_DATA_REASON}`);
  }

  let dispatcher: WebhookDispatcher | undefined;
  let monitoring: MonitoringWorker | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  if (opts.worker) {
    const retried = await retryOrphanedJobs(db, boss, opts.bossSchema);
    if (retried) logger.warn({ retried }, 'jobs left running by a stopped process were failed (and retried where attempts remain)');
    await startComplianceWorker(boss, { db, corpus, logger, highConfidence: config.highConfidence }, config.jobs);
    await startRegistrationWorker(boss, { db, providers, logger, minConfidence: config.companies.minConfidence }, config.jobs);
    await startArticleExportWorker(boss, { db, logger }, config.jobs);
    // At start-up and every 10 minutes: expire registrations pending too long, and recover checks and
    // registrations whose job ran out of attempts while a process died (on PostgreSQL, pg-boss notices
    // a dead worker's job only when the job expires, which can be long after start-up).
    const sweep = () =>
      expireStaleRegistrations(db, config.companies.registrationExpiryHours)
        .then((n) => n && logger.warn({ expired: n }, 'registrations expired'))
        .then(async () => ({ checks: await recoverLostChecks(db, boss), registrations: await recoverLostRegistrations(db, boss) }))
        .then((r) => {
          // Only the counts that are not zero: "registrations failed: 0" is not news.
          const happened = Object.fromEntries(
            Object.entries({ checksRequeued: r.checks.requeued, checksFailed: r.checks.failed, registrationsRequeued: r.registrations.requeued, registrationsFailed: r.registrations.failed }).filter(([, n]) => n > 0),
          );
          if (Object.keys(happened).length) logger.warn(happened, 'recovered background work whose job had stopped');
        })
        .catch((err) => logger.error({ err }, 'background-work sweep failed'));
    await sweep();
    expiryTimer = setInterval(sweep, 10 * 60 * 1000);
    expiryTimer.unref();
    dispatcher = new WebhookDispatcher(db, config.webhooks, logger);
    await dispatcher.start();
    monitoring = new MonitoringWorker({ db, corpus, logger, highConfidence: config.highConfidence }, config.monitoring);
    await monitoring.start();
    await scheduleListFetch(boss, config.monitoring.listFetchCron, async () => {
      await fetchLists(config.dataDir, logger);
      await loadListsIntoDb(db, config.dataDir, logger);
    }, logger);
    await scheduleNewsFetch(boss, db, config.news, logger);
  }

  let server: FastifyInstance | undefined;
  if (opts.http) {
    server = await buildServer({ db, boss, corpus, providers, config, logger });
    if (opts.listen !== false) await server.listen({ port: config.port, host: config.host });
  }

  return {
    db,
    boss,
    corpus,
    providers,
    server,
    dispatcher,
    monitoring,
    async stop() {
      if (expiryTimer) clearInterval(expiryTimer);
      await server?.close();
      await dispatcher?.stop();
      await monitoring?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 } as PgBoss.StopOptions);
      if (!opts.db) await db.close();
    },
  };
}
