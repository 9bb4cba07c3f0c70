/**
 * A lock file that keeps a second process away from an embedded PGlite directory (PGlite is
 * single-process; two writers would corrupt it). This process opening the same directory twice is
 * refused too.
 *
 * A pid alone does not identify a holder: in a container Vigil is pid 1, so after a restart the dead
 * holder's pid is alive again (as the new process itself or another one). The file therefore holds
 * the holder's identity as JSON `{ pid, start, boot }`: `start` is the process start time from
 * /proc/<pid>/stat (field 22, clock ticks since boot; proc(5)) and `boot` the kernel's boot id
 * (/proc/sys/kernel/random/boot_id). A lock is stale when its pid is dead, or alive with another
 * start time, or from another boot. Where /proc is missing (macOS) only the pid is checked. A file
 * holding a bare pid (older versions) is checked by pid only.
 */
import fs from 'node:fs';

export interface Lock {
  release(): void;
}

/** Who holds a lock. `start`/`boot` are null where /proc is not available. */
export interface LockHolder {
  pid: number;
  start: string | null;
  boot: string | null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Start time of `pid` in clock ticks since boot (/proc/<pid>/stat field 22), or null (no /proc, no such process). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) is parenthesised and may hold spaces or ')': count fields after its last ')'.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = after[22 - 3];
    return start && /^\d+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** This process's identity as written into a lock file. */
export function currentHolder(): LockHolder {
  return { pid: process.pid, start: processStartTime(process.pid), boot: bootId() };
}

/** Parses a lock file's content (JSON holder or a bare pid); null when it names no valid pid. */
function parseHolder(text: string): LockHolder | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), start: null, boot: null };
  try {
    const h = JSON.parse(trimmed) as Partial<LockHolder>;
    if (!Number.isInteger(h.pid) || (h.pid as number) <= 0) return null;
    return { pid: h.pid as number, start: typeof h.start === 'string' ? h.start : null, boot: typeof h.boot === 'string' ? h.boot : null };
  } catch {
    return null;
  }
}

/**
 * True when the process recorded in `holder` is still running: its pid is alive and, where both
 * sides are known, it started at the recorded time during the current boot.
 */
export function holderAlive(holder: LockHolder): boolean {
  if (holder.boot && bootId() && holder.boot !== bootId()) return false; // written before a reboot
  if (!alive(holder.pid)) return false;
  const start = holder.start && processStartTime(holder.pid);
  return !start || start === holder.start; // same pid, other start time: the pid was reused
}

/** Creates `lockPath` holding `content` atomically (never visible empty): link(2) of a complete temporary file. */
function createExclusive(lockPath: string, content: string): void {
  const tmp = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, content);
  try {
    fs.linkSync(tmp, lockPath); // EEXIST when held
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Creates `lockPath` exclusively, naming this process (`LockHolder` JSON). A lock whose holder is no
 * longer running (see `holderAlive`) is taken over.
 * @throws Error naming the owning pid and the way out when a live process holds it (this process
 * included: a directory is opened once per process); fs errors other than EEXIST.
 */
export function acquireLock(lockPath: string, guarded: string): Lock {
  const me = currentHolder();
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      createExclusive(lockPath, content);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let text: string;
      try {
        text = fs.readFileSync(lockPath, 'utf8');
      } catch (readErr) {
        if ((readErr as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
        throw readErr;
      }
      const owner = parseHolder(text);
      if (owner && holderAlive(owner)) {
        throw new Error(
          `The embedded database ${guarded} is in use by another Vigil process (pid ${owner.pid}, lock ${lockPath}). ` +
            'Stop that process, or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its holder stopped (pid dead or reused) or the file is unreadable
    }
  }
  throw new Error(`Could not acquire lock ${lockPath}`);
}
