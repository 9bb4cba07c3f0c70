/**
 * A lock file that keeps a second process away from an embedded PGlite directory (PGlite is
 * single-process; two writers would corrupt it). The file holds the owner's pid; a lock left by a
 * dead process is taken over. This process opening the same directory twice is refused too.
 */
import fs from 'node:fs';

export interface Lock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates `lockPath` exclusively. Throws an Error naming the owning pid and the way out when another
 * live process holds it.
 */
export function acquireLock(lockPath: string, guarded: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new Error(
          `The embedded database ${guarded} is in use by another Vigil process (pid ${owner}, lock ${lockPath}). ` +
            'Stop that process, or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock of a dead process
    }
  }
  throw new Error(`Could not acquire lock ${lockPath}`);
}
