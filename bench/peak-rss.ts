/**
 * Peak resident memory of this process, in MB, for the benchmarks that run each measurement in a
 * child process. On Linux it is `VmHWM` of /proc/self/status: `getrusage`'s `maxRSS` is inherited
 * across fork and exec (man getrusage), so a child's figure would never be below its parent's RSS at
 * the spawn. Elsewhere `maxRSS` is the fallback (an upper bound).
 */
import fs from 'node:fs';

export function peakRssMb(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Math.round(Number(hwm[1]) / 1024);
  } catch {
    // not Linux
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
