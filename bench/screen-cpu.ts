/**
 * Screening CPU and result-identity check: `npm run bench:screen-cpu [-- --queries 20000 --passes 3]`.
 *
 * Loads every list under $VIGIL_DATA_DIR (default ../shared/data), builds the screener, then screens the
 * first `--queries` eval people (positives_un, then negatives_us, as bench/screen.ts) `--passes` times in
 * one process and prints:
 * - the number of findings and a sha1 of every query's findings (list, source id, score to 6 decimals) on
 *   the first pass: a change meant to leave results alone must leave it unchanged;
 * - CPU seconds per pass (process.cpuUsage: every thread, so the garbage collector's and the compiler's
 *   helper threads count; on a shared machine CPU seconds vary less than wall seconds). The first pass
 *   is cold (V8 compiles the hot functions during it), later passes are warm but meet the same people
 *   again, so caches kept across queries help them more than they would help new people;
 * - the time of a fixed reference workload (bench/host-reference.ts) that measures the host.
 */
import { createHash } from 'node:crypto';
import { loadAllLists } from '../src/lists/registry.js';
import { buildResidentScreener } from '../src/heap-tuning.js';
import { hostReferenceMs } from './host-reference.js';
import { dataDir, numberOption, readEvalQueries } from './screen-queries.js';

const PASSES = numberOption('--passes', 3);
// The host's speed (bench/host-reference.ts): CPU seconds of two machines compare as ratios to it.
console.log(`host reference workload: ${hostReferenceMs().toFixed(0)} ms`);
const queries = readEvalQueries(numberOption('--queries', 20_000));
const loads = await loadAllLists(dataDir);
const c0 = process.cpuUsage();
// As a screening process builds it (src/heap-tuning.ts).
const screener = buildResidentScreener(loads.flatMap((l) => l.records));
const seconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
console.log(`build CPU ${seconds(process.cpuUsage(c0)).toFixed(2)} s`);
const perPass: number[] = [];
for (let pass = 0; pass < PASSES; pass++) {
  const hash = createHash('sha1');
  let findings = 0;
  const c = process.cpuUsage();
  for (const q of queries) {
    const matches = screener.screen(q);
    findings += matches.length;
    if (pass === 0) hash.update(JSON.stringify(matches.map((m) => [m.record.list, m.record.source_id, m.score.toFixed(6)])));
  }
  perPass.push(seconds(process.cpuUsage(c)));
  if (pass === 0) console.log(`queries ${queries.length} findings ${findings} sha1 ${hash.digest('hex')}`);
}
console.log(`CPU seconds per pass ${perPass.map((t) => t.toFixed(2)).join(' ')}; first pass ${(queries.length / perPass[0]).toFixed(0)} queries per CPU second`);
