/**
 * A fixed reference workload that measures the host, not Vigil: the screening benchmarks print its time
 * beside their own figures, so figures taken on different machines (this project's sessions run on hosts
 * whose speed differs by half) can be compared as ratios to it.
 *
 * The workload uses none of the screening code and must never change (a change makes every recorded
 * reference time incomparable): string building, a sort of 100,000 strings, Map inserts and look-ups,
 * and an edit-distance loop over typed arrays, the kinds of work the screener does. It runs three
 * times after one warm-up run; the fastest run is the reference (milliseconds, wall clock, one thread).
 * Its random words come from scripts/prng.ts (mulberry32), which must stay as it is for the same reason.
 */
import { rng } from '../scripts/prng.js';

/** Edit distance of two strings with two typed-array rows (the textbook dynamic programme). */
function editDistance(a: string, b: string, prev: Int32Array, cur: Int32Array): number {
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
    }
    prev.set(cur.subarray(0, b.length + 1));
  }
  return prev[b.length];
}

/** One run of the workload; returns a checksum so that nothing is optimised away. */
function workload(): number {
  const rnd = rng(20261125);
  const words: string[] = [];
  for (let i = 0; i < 100_000; i++) {
    let w = '';
    const n = 4 + Math.floor(rnd() * 8);
    for (let k = 0; k < n; k++) w += String.fromCharCode(65 + Math.floor(rnd() * 26));
    words.push(w);
  }
  const sorted = [...words].sort();
  const counts = new Map<string, number>();
  for (const w of words) {
    const key = w.slice(0, 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const prev = new Int32Array(32);
  const cur = new Int32Array(32);
  let sum = 0;
  for (let i = 0; i + 1 < 60_000; i += 1) sum += editDistance(words[i], sorted[i], prev, cur);
  return sum + counts.size + sorted[0].length;
}

/** Milliseconds of the fastest of three runs of the reference workload (after one warm-up run). */
export function hostReferenceMs(): number {
  workload();
  let best = Infinity;
  for (let r = 0; r < 3; r++) {
    const t = process.hrtime.bigint();
    workload();
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return best;
}
