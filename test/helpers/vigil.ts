/**
 * Starts a whole Vigil (HTTP without listening, in-process workers) for a test: on in-memory PGlite,
 * or, when DATABASE_URL is set, on a throw-away schema of that PostgreSQL server (dropped on close).
 * List data comes from ../shared/data (VIGIL_DATA_DIR overrides).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig, type CompanyConfig, type VigilConfig, type WebhookConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { openPglite, openPostgres, type Db } from '../../src/storage/db.js';
import { startVigil, type Vigil } from '../../src/app.js';
import { createApiKey } from '../../src/domain/api-keys.js';
import { FINAL_REGISTRATION_STATES } from '../../src/domain/registrations.js';
import type { ListRecord } from '../../src/lists/types.js';

export const SHARED_DATA = process.env.VIGIL_DATA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data');

export interface TestDb {
  db: Db;
  /** The throw-away PostgreSQL schema (undefined on PGlite). */
  schema?: string;
  bossSchema?: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file. */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await openPostgres(url, schema);
  return {
    db,
    schema,
    bossSchema: `${schema}_boss`,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.query(`DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`);
      await c.end();
    },
  };
}

export interface TestVigil {
  vigil: Vigil;
  config: VigilConfig;
  /** Creates an organisation + key and returns the Authorization header value. */
  auth(org: string, opts?: { readOnly?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/** Webhook settings for tests: loopback receivers allowed, fast polling and back-off. */
export const TEST_WEBHOOKS: Partial<WebhookConfig> = { allowPrivate: true, pollMs: 25, retryBaseMs: 50, timeoutMs: 2000 };

export async function startTestVigil(
  opts: {
    dataDir?: string;
    pageSize?: number;
    webhooks?: Partial<WebhookConfig>;
    companies?: Partial<CompanyConfig>;
    db?: TestDb;
    rateLimitPerMinute?: number;
    /** Failed authentications per minute per address (default: unlimited in tests). */
    authFailuresPerMinute?: number;
    /** Any other configuration to override. */
    config?: Partial<VigilConfig>;
  } = {},
): Promise<TestVigil> {
  const t = opts.db ?? (await openTestDb());
  const base = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
  const config: VigilConfig = {
    ...base,
    dataDir: opts.dataDir ?? SHARED_DATA,
    fetchOnEmpty: false,
    pageSize: opts.pageSize ?? 50,
    rateLimitPerMinute: opts.rateLimitPerMinute ?? base.rateLimitPerMinute,
    authFailuresPerMinute: opts.authFailuresPerMinute ?? 1_000_000,
    webhooks: { ...base.webhooks, ...TEST_WEBHOOKS, ...opts.webhooks },
    companies: { ...base.companies, ...opts.companies },
    // Tests never download lists from the publishers (a test run at 04:00 UTC would otherwise start one).
    monitoring: { ...base.monitoring, listFetchCron: '' },
    news: { ...base.news, fetchCron: '' },
    ...opts.config,
  };
  const vigil = await startVigil(config, createLogger(process.env.LOG_LEVEL ?? 'silent'), {
    http: true,
    listen: false,
    worker: true,
    loadLists: true,
    db: t.db,
    bossSchema: t.bossSchema,
  });
  return {
    vigil,
    config,
    async auth(org, o = {}) {
      const { key } = await createApiKey(t.db, org, o);
      return `Bearer ${key}`;
    },
    async close() {
      await vigil.stop();
      await t.drop();
    },
  };
}

/** Polls GET /ext/v3/compliance/{id} until the check is final; returns the record. Fails after `timeoutMs`. */
export async function waitForCheck(v: TestVigil, auth: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await v.vigil.server!.inject({ method: 'GET', url: `/ext/v3/compliance/${id}`, headers: { authorization: auth } });
    const body = res.json();
    if (body.status === 'completed' || body.status === 'failed') return body;
    if (Date.now() > deadline) throw new Error(`check ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Polls GET /registrations/{id} until the registration is in a final state (registered or a failure); returns its record. */
export async function waitForRegistration(v: TestVigil, auth: string, id: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await v.vigil.server!.inject({ method: 'GET', url: `/ext/v3/registrations/${id}`, headers: { authorization: auth } });
    const body = res.json();
    if (FINAL_REGISTRATION_STATES.includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`registration ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stores one hand-made list record as a loaded one-record list, so a test screens without list files. */
export async function storeFixtureRecord(db: Db, record: ListRecord): Promise<void> {
  await db.query(
    `INSERT INTO list_snapshots (list, source_name, source_path, fingerprint, record_count, malformed_count) VALUES ($1, $2, '/fixture', 'fixture', 1, 0)`,
    [record.list, record.source_name],
  );
  await db.query('INSERT INTO list_records (list, source_id, record) VALUES ($1, $2, $3)', [record.list, record.source_id, JSON.stringify(record)]);
}

/**
 * A test client of /ext/v3 through Fastify's inject: `api(method, path, payload?, authz?)` answers
 * `{ status, body }` (body parsed as JSON, undefined when empty). `defaultAuth` is read at call time.
 */
export function apiClient(v: TestVigil, defaultAuth: () => string) {
  return async (method: string, url: string, payload?: unknown, authz = defaultAuth()) => {
    const res = await v.vigil.server!.inject({
      method: method as 'GET',
      url: `/ext/v3${url}`,
      headers: { authorization: authz },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
}

/** A hand-made one-record sanctions list entry (for tests that screen without list files). */
export const FIXTURE_RECORD: ListRecord = {
  list: 'test_list',
  source_name: 'Test sanctions list',
  source_id: 'T-1',
  entity_type: 'individual',
  result_type: 'sanction',
  name: 'PETROVSKY, Ivan Sergeyevich',
  names: [{ name: 'PETROVSKY, Ivan Sergeyevich', kind: 'primary', quality: 'strong' }],
  programs: ['TEST-PROGRAM'],
  listed_on: '2020-01-02',
  dates_of_birth: [{ raw: '1970', kind: 'year', year: 1970 }],
  places_of_birth: [],
  nationalities: ['RU'],
  countries: ['RU'],
  addresses: [],
  identifiers: [],
  url: 'https://example.org/list/T-1',
};
