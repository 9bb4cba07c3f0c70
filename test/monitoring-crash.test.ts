/**
 * A monitoring update killed with SIGKILL resumes from its checkpoint (issue 15 section 2): a real
 * `vigil serve` on the embedded database screens monitored checks on the 2019-01 OFAC SDN file; it is
 * restarted on the 2021-07 file and kills itself with SIGKILL once the update that the new snapshot
 * starts has committed its second chunk (VIGIL_TEST_KILL_AFTER_MONITORING_CHECKPOINT); the next start takes the update over once its lease expires and finishes it. Then
 * each changed check has exactly one compliance_check.results.new, no finding is doubled, and the
 * monitored findings equal a fresh check's.
 *
 * Runs on embedded PGlite (a process owns the database); the lease take-over it relies on is the
 * same on a server.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './helpers/ports.js';
import { loadOfac } from '../src/lists/ofac.js';
import { openPglite } from '../src/storage/db.js';
import { SHARED_DATA } from './helpers/vigil.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/vigil.mjs');
const SDN = path.join(SHARED_DATA, 'lists/us_ofac_sdn');

test('SIGKILL during a monitoring update: the next start resumes from the checkpoint and emits each event once', { skip: process.env.DATABASE_URL ? 'runs on embedded PGlite' : false, timeout: 600_000 }, async (t) => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-mcrash-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-mcrash-data-'));
  const sdnDir = path.join(dataDir, 'lists/us_ofac_sdn');
  fs.mkdirSync(sdnDir, { recursive: true });
  fs.symlinkSync(path.join(SDN, '2019-01'), path.join(sdnDir, '2019-01'));
  const port = await freePort();
  const env = {
    ...process.env,
    VIGIL_HOME: home,
    VIGIL_DATA_DIR: dataDir,
    VIGIL_FETCH_ON_EMPTY: '0',
    VIGIL_LIST_FETCH_CRON: '',
    VIGIL_NEWS_FETCH_CRON: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'debug',
    VIGIL_MONITORING_CHUNK: '3',
    VIGIL_MONITORING_LEASE_SECONDS: '5',
    VIGIL_MONITORING_POLL_SECONDS: '1',
  };
  const key = execFileSync(process.execPath, [bin, 'keys', 'create', '--org', 'Crash Monitoring Bank'], { env, encoding: 'utf8' }).trim();
  const base = `http://127.0.0.1:${port}/ext/v3`;
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  /** Starts `vigil serve`; resolves once it answers, with its stderr so far available through `log()`. */
  const started: ChildProcess[] = [];
  const start = async (extraEnv: Record<string, string> = {}) => {
    let stderr = '';
    const child: ChildProcess = spawn(process.execPath, [bin, 'serve'], { env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'pipe'] });
    started.push(child);
    // A failing assertion must not leave a server running: it would keep this test file alive.
    if (started.length === 1) t.after(() => started.forEach((c) => c.exitCode === null && c.signalCode === null && c.kill('SIGKILL')));
    child.stderr!.on('data', (d) => (stderr += String(d)));
    const exited = new Promise<NodeJS.Signals | number | null>((done) => child.on('exit', (code, signal) => done(signal ?? code)));
    return { child, exited, log: () => stderr };
  };
  const waitUntil = async (what: string, ok: () => boolean | Promise<boolean>, ms = 120_000) => {
    const deadline = Date.now() + ms;
    while (!(await ok())) {
      assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** The SDN delta's state, read from the database while no process holds it. */
  const readDelta = async () => {
    const db = await openPglite(path.join(home, 'db'));
    try {
      return (await db.query<{ status: string; next_candidate: number; n: number }>(
        `SELECT status, next_candidate, cardinality(candidates) AS n FROM list_deltas WHERE list = 'us_ofac_sdn' ORDER BY id DESC LIMIT 1`,
      )).rows[0];
    } finally {
      await db.close();
    }
  };
  const up = () => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
  const waitCheck = (id: string) => waitUntil(`check ${id}`, async () => ['completed', 'failed'].includes((await call('GET', `/compliance/${id}`)).body.status));

  // People designated between the two snapshots and people delisted between them.
  const [a, b] = await Promise.all([loadOfac(path.join(SDN, '2019-01'), 'us_ofac_sdn'), loadOfac(path.join(SDN, '2021-07'), 'us_ofac_sdn')]);
  const older = new Set(a.records.map((r) => r.source_id));
  const newer = new Set(b.records.map((r) => r.source_id));
  const every = <T>(xs: T[], n: number) => xs.filter((_, i) => i % Math.floor(xs.length / n) === 0).slice(0, n);
  const groups = {
    designated: every(b.records.filter((r) => r.entity_type === 'individual' && !older.has(r.source_id)), 15).map((r) => r.name),
    delisted: every(a.records.filter((r) => r.entity_type === 'individual' && !newer.has(r.source_id)), 15).map((r) => r.name),
  };

  // 1. On the 2019 file: monitored checks.
  let serve = await start();
  await waitUntil('vigil serve', up);
  const checkIds: Record<string, string> = {};
  for (const [name, people] of Object.entries(groups)) {
    const res = await call('POST', '/compliance', { name, sanction_monitoring_enabled: true, entities: people.map((p) => ({ name: p, entity_type: 'individual' })) });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    checkIds[name] = res.body.external_id;
    await waitCheck(res.body.external_id);
  }
  serve.child.kill('SIGTERM');
  await serve.exited;

  // 2. The 2021 file arrives; the next start loads it and its update begins: the process kills itself
  // with SIGKILL once the second chunk is committed (checkpoint 6 of about 30 candidates).
  fs.symlinkSync(path.join(SDN, '2021-07'), path.join(sdnDir, '2021-07'));
  serve = await start({ VIGIL_TEST_KILL_AFTER_MONITORING_CHECKPOINT: '6' });
  assert.equal(await serve.exited, 'SIGKILL', `killed during the update (log: ${serve.log().slice(-800)})`);
  const killedAt = await readDelta();
  assert.equal(killedAt.status, 'pending', 'the update was cut off');
  assert.equal(killedAt.next_candidate, 6, 'its checkpoint is the last committed chunk');
  assert.ok(killedAt.n > 6, `more candidates were left (${killedAt.n})`);

  // 3. The next start takes the update over when its lease expires and finishes it.
  serve = await start();
  await waitUntil('the update to finish after the restart', () => serve.log().includes('"list change applied to monitored checks"'));
  await waitUntil('vigil serve to listen again', up); // the worker can finish before the HTTP server listens
  const applied = JSON.parse(serve.log().split('\n').find((l) => l.includes('"list change applied to monitored checks"'))!);
  assert.equal(applied.list, 'us_ofac_sdn');
  assert.equal(applied.candidates, killedAt.n, 'the resumed update works on the same candidates');

  // Fresh checks of the same people on the new data, for the equivalence.
  const freshIds: Record<string, string> = {};
  for (const [name, people] of Object.entries(groups)) {
    const res = await call('POST', '/compliance', { name: `fresh ${name}`, entities: people.map((p) => ({ name: p, entity_type: 'individual' })) });
    freshIds[name] = res.body.external_id;
    await waitCheck(res.body.external_id);
  }
  serve.child.kill('SIGTERM');
  await serve.exited;

  const db = await openPglite(path.join(home, 'db'));
  try {
    const delta = (await db.query<{ status: string; next_candidate: number; n: number }>(
      `SELECT status, next_candidate, cardinality(candidates) AS n FROM list_deltas WHERE list = 'us_ofac_sdn' ORDER BY id DESC LIMIT 1`,
    )).rows[0];
    assert.deepEqual([delta.status, delta.next_candidate], ['done', delta.n], 'the update finished every candidate');
    const active = async (checkId: string) =>
      (await db.query<{ entity: string; keys: string }>(
        `SELECT e.name AS entity, array_to_string(r.record_keys, ' ') AS keys FROM compliance_results r JOIN screened_entities e ON e.id = r.entity_id
          WHERE r.check_id = $1 AND r.cleared_at IS NULL ORDER BY 1, 2`,
        [checkId],
      )).rows.map((r) => `${r.entity} -> ${r.keys}`);
    for (const name of Object.keys(groups)) {
      const monitored = await active(checkIds[name]);
      assert.equal(new Set(monitored).size, monitored.length, `${name}: no finding is doubled by the redone chunk`);
      assert.deepEqual(monitored, await active(freshIds[name]), `${name}: monitored findings = a fresh check's`);
      const events = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM webhook_events WHERE subject_id = $1 AND event_type = 'compliance_check.results.new'`,
        [checkIds[name]],
      );
      assert.equal(events.rows[0].n, 1, `${name}: one compliance_check.results.new`);
    }
  } finally {
    await db.close();
    fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
