/**
 * The PGlite lock file: a holder is identified by pid + process start time + boot id, so a lock left
 * by a dead process whose pid is alive again (container restarts: Vigil is pid 1 every time) is
 * taken over, while a running holder, this process included, is refused.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { acquireLock, currentHolder, processStartTime } from '../src/storage/lock.js';

const hasProc = fs.existsSync('/proc/self/stat');
const lockModule = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/storage/lock.ts')).href;
const children: ChildProcess[] = [];
after(() => {
  for (const c of children) c.kill('SIGKILL');
});

function tempLock(): { dir: string; lockPath: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-lock-'));
  return { dir, lockPath: path.join(dir, 'db.lock') };
}

/** Resolves when the child printed `line` on stdout. */
function waitForLine(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes(line)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`child exited (${code}) before "${line}": ${out}`)));
  });
}

test('a lock naming a live foreign pid with another start time is stale and taken over', { skip: !hasProc && 'needs /proc' }, async () => {
  const { dir, lockPath } = tempLock();
  const sleeper = spawn('sleep', ['60']);
  children.push(sleeper);
  await new Promise((r) => sleeper.once('spawn', r));
  const start = processStartTime(sleeper.pid!);
  assert.ok(start, 'sleep has a start time');
  // The pid is alive, but the process that wrote the lock started at another time: the pid was reused.
  fs.writeFileSync(lockPath, JSON.stringify({ pid: sleeper.pid, start: String(Number(start) - 500), boot: currentHolder().boot }));
  const lock = acquireLock(lockPath, dir);
  assert.equal(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid, process.pid);
  lock.release();
  // Written during another boot: stale whatever the pid is now.
  fs.writeFileSync(lockPath, JSON.stringify({ pid: sleeper.pid, start, boot: 'another-boot' }));
  acquireLock(lockPath, dir).release();
  assert.equal(fs.existsSync(lockPath), false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a lock of our own pid from an earlier process (container restart as pid 1) is taken over', { skip: !hasProc && 'needs /proc' }, () => {
  const { dir, lockPath } = tempLock();
  const me = currentHolder();
  fs.writeFileSync(lockPath, JSON.stringify({ ...me, start: String(Number(me.start) - 1) }));
  acquireLock(lockPath, dir).release();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a lock held by a running process is refused, naming its pid', async () => {
  const { dir, lockPath } = tempLock();
  const holder = spawn(
    process.execPath,
    ['--import', 'tsx', '-e', `import(${JSON.stringify(lockModule)}).then((m) => { m.acquireLock(${JSON.stringify(lockPath)}, 'db'); console.log('locked'); setInterval(() => {}, 1000); })`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(holder);
  await waitForLine(holder, 'locked');
  assert.throws(() => acquireLock(lockPath, dir), new RegExp(`in use by another Vigil process \\(pid ${holder.pid}.*DATABASE_URL`));
  assert.equal(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid, holder.pid, 'the holder keeps its lock');
  holder.kill('SIGKILL');
  await new Promise((r) => holder.once('exit', r));
  // Killed without releasing: its lock is now stale.
  acquireLock(lockPath, dir).release();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('this process locking the same path twice is refused; a bare live pid (older lock files) is refused', () => {
  const { dir, lockPath } = tempLock();
  const lock = acquireLock(lockPath, dir);
  assert.throws(() => acquireLock(lockPath, dir), new RegExp(`pid ${process.pid}`));
  lock.release();
  fs.writeFileSync(lockPath, String(process.pid));
  assert.throws(() => acquireLock(lockPath, dir), new RegExp(`pid ${process.pid}`));
  fs.rmSync(dir, { recursive: true, force: true });
});
