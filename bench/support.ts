/**
 * Pieces the API-level benchmarks share (bench/api.ts, bench/checks.ts): an HTTP client for a running
 * Vigil, `vigil worker` child processes, throw-away PostgreSQL databases, percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres, type Db } from '../src/storage/db.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The p-th percentile (0–100) of ascending `sorted`. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** JSON over HTTP with the bearer key `auth`; throws on a status >= 300. */
export class ApiClient {
  constructor(readonly base: string, readonly auth: string) {}
  async req(method: string, url: string, body?: unknown) {
    const res = await fetch(this.base + url, {
      method,
      headers: { authorization: this.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text);
  }
  /** Polls GET `url` every `pollMs` until its `field` is one of `finals`; returns the body. */
  async waitFinal(url: string, field: string, finals: readonly string[], pollMs = 2): Promise<Record<string, unknown>> {
    for (;;) {
      const body = await this.req('GET', url);
      if (finals.includes(body[field])) return body;
      await sleep(pollMs);
    }
  }
}

/** Starts `node bin/vigil.mjs worker` on `url` (plus `env`); resolves when it logs that it runs. */
export function spawnWorker(url: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/vigil.mjs'), 'worker'], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'info', VIGIL_FETCH_ON_EMPTY: 'false', VIGIL_LIST_FETCH_CRON: '', VIGIL_NEWS_FETCH_CRON: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr!.on('data', (d) => {
      log += d;
      if (log.includes('Vigil worker running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`worker exited (${code}): ${log.slice(-500)}`)));
  });
}

/** Stops `children` (SIGTERM) and waits for them to exit. */
export async function stopWorkers(children: ChildProcess[]): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((ch) => new Promise((r) => (ch.exitCode !== null ? r(null) : ch.once('exit', r)))));
}

/** Runs `fn` on a throw-away database `vigil_bench_<tag>_<pid>` created on the server of `serverUrl`, dropped afterwards. */
export async function withThrowawayDatabase(serverUrl: string, tag: string, fn: (url: string, db: Db) => Promise<void>): Promise<void> {
  const name = `vigil_bench_${tag}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const db = await openPostgres(url.toString());
    try {
      await fn(url.toString(), db);
    } finally {
      await db.close();
    }
  } finally {
    await sleep(1000); // pools closing in the background (pg-boss ends its own) finish first
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
