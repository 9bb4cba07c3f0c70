/**
 * Crash safety of webhook delivery with a real `vigil serve` process: it is killed with SIGKILL
 * while deliveries are pending and one is in flight (the receiver holds it open), then started again
 * on the same embedded database. Every event must reach a receiver that answers 200 exactly once,
 * and each check's events in order.
 *
 * Runs on embedded PGlite (the restart recovery of in-flight deliveries is PGlite's start-up sweep);
 * on a PostgreSQL server the same recovery is the lease expiry, tested in webhooks.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './helpers/ports.js';
import { startReceiver, until } from './helpers/receiver.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/vigil.mjs');

test('SIGKILL with deliveries pending: after restart every event is delivered exactly once', { skip: process.env.DATABASE_URL ? 'runs on embedded PGlite' : false }, async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-crash-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-crash-data-'));
  const port = await freePort();
  const env = {
    ...process.env,
    VIGIL_HOME: home,
    VIGIL_DATA_DIR: dataDir, // no lists: every check fails fast, emitting queued + failed
    VIGIL_FETCH_ON_EMPTY: '0',
    VIGIL_LIST_FETCH_CRON: '',
    VIGIL_NEWS_FETCH_CRON: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    VIGIL_WEBHOOK_ALLOW_PRIVATE: '1',
    VIGIL_WEBHOOK_POLL_MS: '50',
    VIGIL_WEBHOOK_RETRY_BASE_MS: '100',
    VIGIL_WEBHOOK_CONCURRENCY: '1',
  };
  const key = execFileSync(process.execPath, [bin, 'keys', 'create', '--org', 'Crash Bank'], { env, encoding: 'utf8' }).trim();
  const base = `http://127.0.0.1:${port}/ext/v3`;
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  let stderr = '';
  const start = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [bin, 'serve'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (d) => (stderr += d));
    await until(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/healthz`)).status > 0;
      } catch {
        return false;
      }
    }, `vigil serve on port ${port}\n${stderr}`, 60_000);
    return child;
  };

  // Phase 1: the receiver acknowledges 3 deliveries, then holds every further request open.
  let phase: 1 | 2 = 1;
  const r = await startReceiver((_req, i) => (phase === 2 ? 200 : i < 3 ? 200 : 'hang'));
  let child = await start();
  try {
    const hook = await call('POST', '/webhooks/', { url: r.url, subscriptions: [{ event_type: 'compliance_check.status_changed' }] });
    assert.equal(hook.status, 201);
    const checks: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/compliance', { name: `Crash ${i}`, entities: [{ name: 'Someone Anyone', entity_type: 'individual' }] });
      assert.equal(res.status, 201);
      checks.push(res.body.external_id as string);
    }
    // 5 checks x (queued, failed) = 10 events; wait until 3 are acknowledged and a 4th is held in flight.
    await until(() => r.acknowledged().length === 3 && r.received.length === 4, 'three acknowledged deliveries and one in flight');
    await until(async () => {
      const d = await call('GET', `/webhooks/${hook.body.external_id}/deliveries/?status=completed`);
      return d.body.total_results === 3;
    }, 'the 3 acknowledgements recorded');
    child.kill('SIGKILL');
    await new Promise((done) => child.once('exit', done));

    phase = 2;
    child = await start();
    await until(() => r.acknowledged().length >= 10, 'all 10 events acknowledged after the restart', 30_000);
    await new Promise((done) => setTimeout(done, 500)); // would-be duplicates get time to arrive

    const acked = r.acknowledged();
    const eventIds = acked.map((x) => x.json.event_id as string);
    assert.equal(acked.length, 10, 'no acknowledged event was sent again');
    assert.equal(new Set(eventIds).size, 10, 'every event exactly once');
    for (const id of checks) {
      const statuses = acked
        .filter((x) => (x.json.compliance_check as { external_id: string }).external_id === id)
        .map((x) => (x.json.compliance_check as { status: string }).status);
      assert.deepEqual(statuses, ['queued', 'failed'], `events of check ${id} in order`);
    }
    const log = await call('GET', `/webhooks/${hook.body.external_id}/deliveries/`);
    assert.equal(log.body.total_results, 10);
    assert.ok((log.body.results as Array<{ status: string }>).every((d) => d.status === 'completed'));
  } finally {
    child.kill('SIGKILL');
    await r.close();
  }
});
