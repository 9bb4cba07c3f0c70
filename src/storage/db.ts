/**
 * One SQL interface over the two PostgreSQL back-ends Vigil supports:
 * - embedded PGlite in `$VIGIL_HOME/db` (default; one process at a time, guarded by a lock file), or
 * - a PostgreSQL server via `DATABASE_URL` (pg.Pool; any number of `vigil serve` / `vigil worker`).
 * Callers write plain PostgreSQL 15 SQL with $1.. parameters.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { acquireLock, type Lock } from './lock.js';

export interface QueryResult<T> {
  rows: T[];
}

/** Anything that runs a query: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** An open transaction: queries, plus bulk loading with COPY. */
export interface Transaction extends Queryable {
  /**
   * Bulk-loads `data`, rows in PostgreSQL's COPY text format (tab-separated, `\N` null, backslash
   * escapes; https://www.postgresql.org/docs/15/sql-copy.html), into `table (columns)`. `options`
   * is COPY's option list, e.g. `FREEZE` (only for a table created in this transaction).
   * Throws the database's error on a malformed row (the transaction is then aborted).
   */
  copyFrom(table: string, columns: string[], data: Uint8Array, options?: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs a parameterless, possibly multi-statement script and returns the last statement's rows (pg-boss). */
  execResult(sql: string): Promise<QueryResult<Record<string, unknown>>>;
  /**
   * LISTENs on `channel` (lower-case letters, digits and `_`) and calls `onNotify(payload)` for each
   * NOTIFY on it, which PostgreSQL delivers when the notifying transaction commits (never on
   * rollback), to every listening process. On a server this holds one dedicated connection; a dropped
   * connection is not re-opened: `onLost` is called once (callers keep a fallback poll, or stop
   * trusting what the notifications guarded). PGlite never loses it.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost?: () => void): Promise<Listening>;
  close(): Promise<void>;
}

/** A LISTEN in place. */
export interface Listening {
  /** Stops listening (and closes a server's dedicated connection). */
  stop(): Promise<void>;
  /**
   * Resolves once every notification of a transaction committed before the call has been handed to
   * `onNotify`. PGlite delivers them while the committing query returns, so this is immediate; on a
   * server it is one round trip on the listening connection (PostgreSQL sends pending notifications
   * before it answers a query: https://www.postgresql.org/docs/15/sql-notify.html). Concurrent
   * callers share round trips. Rejects when the connection is lost.
   */
  sync(): Promise<void>;
}

/** Throws unless `channel` is a plain lower-case identifier (it is spliced into LISTEN). */
function assertChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid notification channel "${channel}"`);
}

const copySql = (table: string, columns: string[], source: string, options?: string) =>
  `COPY ${table} (${columns.join(', ')}) FROM ${source}${options ? ` WITH (${options})` : ''}`;

/** Embedded-database settings (`openPglite`). */
export interface PgliteOptions {
  /**
   * PostgreSQL `shared_buffers` (default 32MB; PostgreSQL's own default is 128MB). The embedded
   * database's buffer pool lives in the process's memory; its files are also in the OS page cache,
   * so a small pool costs little speed and keeps a registry load under its memory target
   * (docs/benchmarks.md).
   */
  sharedBuffers?: string;
}

export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Opens embedded PGlite at `dir` (created if needed), holding `<dir>.lock`. `dir` undefined = in memory (tests).
 * Runs with `wal_level=minimal` (nothing replicates from an embedded database): a table created and
 * filled in one transaction (a registry load's partition) is then written once, not also to the WAL.
 * Its memory settings are smaller than PostgreSQL's defaults because they are Vigil's own process memory.
 */
export async function openPglite(dir?: string, opts: PgliteOptions = {}): Promise<Db> {
  let lock: Lock | undefined;
  if (dir) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    lock = acquireLock(`${dir}.lock`, dir);
  }
  let pgl: PGlite;
  try {
    const settings = [
      `shared_buffers=${opts.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`,
      // Index builds (a registry load's GIN indexes) ran as fast with 16MB as with the default 64MB.
      'maintenance_work_mem=16MB',
      'wal_level=minimal',
      'max_wal_senders=0',
    ];
    const startParams = [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])];
    pgl = new PGlite(dir, { startParams });
    await pgl.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  return {
    kind: 'pglite',
    query: (sql, params) => pgl.query(sql, params as unknown[]) as never,
    transaction: (fn) =>
      pgl.transaction((tx) =>
        fn({
          query: (sql, params) => tx.query(sql, params as unknown[]) as never,
          // PGlite reads COPY data from its virtual file /dev/blob, which serves `blob.arrayBuffer()`.
          // A real Blob would copy the bytes into memory that V8 does not count, so the garbage
          // collector let a load's batches pile up (RSS grew by hundreds of MB); this hands over the
          // bytes themselves. PGlite only calls `arrayBuffer()` (0.5.x); the load tests fail if that changes.
          copyFrom: async (table, columns, data, options) => {
            const bytes = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data.buffer : data.slice().buffer;
            const blob = { arrayBuffer: async () => bytes } as unknown as Blob;
            await tx.query(copySql(table, columns, `'/dev/blob'`, options), [], { blob });
          },
        }),
      ),
    exec: async (sql) => {
      await pgl.exec(sql);
    },
    execResult: async (sql) => {
      const results = await pgl.exec(sql);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    listen: async (channel, onNotify) => {
      assertChannel(channel);
      const stop = await pgl.listen(channel, onNotify);
      return { stop, sync: async () => undefined };
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
        const result = await fn({
          query: (sql, params) => client.query(sql, params as unknown[]) as never,
          copyFrom: (table, columns, data, options) =>
            pipeline(Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]), client.query(copyFromStdin(copySql(table, columns, 'STDIN', options)))),
        });
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
    listen: async (channel, onNotify, onLost) => {
      assertChannel(channel);
      const client = new pg.Client({ connectionString: url });
      let ended = false;
      const lost = () => {
        if (!ended) onLost?.();
        ended = true;
      };
      client.on('error', lost); // the caller decides what a lost listener means (see onLost)
      client.on('end', lost);
      await client.connect();
      client.on('notification', (m) => {
        if (m.channel === channel) onNotify(m.payload ?? '');
      });
      await client.query(`LISTEN ${channel}`);
      return {
        stop: () => {
          ended = true; // a deliberate stop is not a loss
          return client.end().catch(() => undefined);
        },
        sync: sharedRoundTrips(() => client.query('SELECT 1').then(() => undefined)),
      };
    },
    close: () => pool.end(),
  };
}

/**
 * Wraps `roundTrip` so that concurrent callers share calls: a caller waits for a round trip that
 * STARTED after its own call (one in flight may have been sent before the caller's commit), so at
 * most one runs and one is queued whatever the number of callers.
 */
function sharedRoundTrips(roundTrip: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const run = (): Promise<void> => {
    inFlight = roundTrip().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  return () => {
    if (!inFlight) return run();
    queued ??= inFlight.catch(() => undefined).then(() => {
      queued = null;
      return run();
    });
    return queued;
  };
}

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite under `home/db`. */
export function openDatabase(opts: { databaseUrl?: string; home: string; pgliteSharedBuffers?: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.home, 'db'), { sharedBuffers: opts.pgliteSharedBuffers });
}
