/**
 * One SQL interface over the two PostgreSQL back-ends Vigil supports:
 * - embedded PGlite in `$VIGIL_HOME/db` (default; one process at a time, guarded by a lock file), or
 * - a PostgreSQL server via `DATABASE_URL` (pg.Pool; any number of `vigil serve` / `vigil worker`).
 * Callers write plain PostgreSQL 15 SQL with $1.. parameters.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireLock, type Lock } from './lock.js';

export interface QueryResult<T> {
  rows: T[];
}

/** Anything that runs a query: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs a parameterless, possibly multi-statement script and returns the last statement's rows (pg-boss). */
  execResult(sql: string): Promise<QueryResult<Record<string, unknown>>>;
  close(): Promise<void>;
}

/** Opens embedded PGlite at `dir` (created if needed), holding `<dir>.lock`. `dir` undefined = in memory (tests). */
export async function openPglite(dir?: string): Promise<Db> {
  let lock: Lock | undefined;
  if (dir) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    lock = acquireLock(`${dir}.lock`, dir);
  }
  let pgl: PGlite;
  try {
    pgl = dir ? new PGlite(dir) : new PGlite();
    await pgl.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  return {
    kind: 'pglite',
    query: (sql, params) => pgl.query(sql, params as unknown[]) as never,
    transaction: (fn) => pgl.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params as unknown[]) as never })),
    exec: async (sql) => {
      await pgl.exec(sql);
    },
    execResult: async (sql) => {
      const results = await pgl.exec(sql);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    close: async () => {
      try {
        await pgl.close();
      } finally {
        lock?.release();
      }
    },
  };
}

// Return DATE columns as 'YYYY-MM-DD' strings (the API's date format), not JS Dates at local midnight.
pg.types.setTypeParser(1082, (v: string) => v);

/**
 * Opens a pool on a PostgreSQL server (`postgres://user@host:port/db`). `schema`, when given, becomes
 * the search_path (tests use a throw-away schema per run).
 */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: schema ? `-c search_path=${schema}` : undefined });
  await pool.query('select 1'); // fail fast with the driver's message when the server is unreachable
  return {
    kind: 'postgres',
    query: (sql, params) => pool.query(sql, params as unknown[]) as never,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => client.query(sql, params as unknown[]) as never });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    execResult: async (sql) => {
      const res = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(res) ? (res[res.length - 1]?.rows ?? []) : res.rows };
    },
    close: () => pool.end(),
  };
}

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite under `home/db`. */
export function openDatabase(opts: { databaseUrl?: string; home: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.home, 'db'));
}
