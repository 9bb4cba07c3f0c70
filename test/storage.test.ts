/** Storage: versioned migrations are applied once; the PGlite lock file keeps a second opener out. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { migrate } from '../src/storage/migrate.js';
import { acquireLock } from '../src/storage/lock.js';
import { openPglite } from '../src/storage/db.js';
import { openTestDb } from './helpers/vigil.js';

test('migrations apply once and are recorded', async () => {
  const t = await openTestDb();
  try {
    const first = await migrate(t.db);
    assert.ok(first.includes('001_initial.sql'));
    assert.deepEqual(await migrate(t.db), []);
    const rows = await t.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    assert.deepEqual(rows.rows.map((r) => r.version), first.map((f) => Number(f.slice(0, 3))));
  } finally {
    await t.drop();
  }
});

test('a transaction that throws leaves nothing behind', async () => {
  const t = await openTestDb();
  try {
    await migrate(t.db);
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO organisations (name) VALUES ('Half Written Ltd')`);
        throw new Error('boom');
      }),
      /boom/,
    );
    const n = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organisations WHERE name = 'Half Written Ltd'`);
    assert.equal(n.rows[0].n, 0);
  } finally {
    await t.drop();
  }
});

test('the PGlite lock refuses a live owner and takes over a dead one', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-lock-'));
  const lockPath = path.join(dir, 'db.lock');
  // A live process (our parent) owns it: refused with a message naming the pid and DATABASE_URL.
  fs.writeFileSync(lockPath, String(process.ppid));
  assert.throws(() => acquireLock(lockPath, dir), new RegExp(`pid ${process.ppid}.*DATABASE_URL`));
  // A finished process owned it: stale, taken over.
  const dead = spawnSync(process.execPath, ['-e', '0']).pid;
  fs.writeFileSync(lockPath, String(dead));
  const lock = acquireLock(lockPath, dir);
  assert.equal(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid, process.pid);
  lock.release();
  assert.equal(fs.existsSync(lockPath), false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('opening the same PGlite directory twice fails clearly, and works again after close', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pgl-'));
  const db = await openPglite(path.join(dir, 'db'));
  await assert.rejects(openPglite(path.join(dir, 'db')), /in use by another Vigil process/);
  await db.close();
  const again = await openPglite(path.join(dir, 'db'));
  await again.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
