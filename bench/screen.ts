/**
 * Screening speed benchmark: `npm run bench:screen [-- --queries 20000 --baseline 300]`.
 *
 * Against the full corpus (every list and PEP file under $VIGIL_DATA_DIR, default ../shared/data):
 * - corpus load (parse the publishers' files) and index build, seconds;
 * - batch throughput: queries/s over the eval people (positives_un + negatives_us), one after another;
 * - single-query latency p50/p99 in ms (each query timed alone, in process);
 * - CPU seconds of the load, of the build and of the batch (process.cpuUsage, every thread: on a shared machine wall
 *   seconds include waiting for a core, CPU seconds do not);
 * - peak resident memory (RSS, MB) sampled through the run, and the kernel's high-water mark, also at
 *   the end of the load and of the build (which phase sets the peak);
 * - the 1/5/15-minute load averages at the start and the end (the machine may be shared: figures
 *   taken under load are not comparable with quiet ones);
 * - the time of a fixed reference workload that uses none of the screening code (bench/host-reference.ts):
 *   hosts differ in speed, so figures of two machines compare as ratios to it.
 * The same figures for a brute-force baseline: each query's folded full name scored with plain
 * Jaro-Winkler against every folded list name (primary names and aliases), run on a sample because
 * it is slow; ratios ours/baseline are printed at the end.
 * `--second-batch N`: after the first batch, the next N eval people (none screened before) as a second
 * batch in the same process: the throughput of a worker that has run before (compiled code and the
 * token-pair memo warm), against the first batch's cold process. Off by default (it adds its garbage
 * to the peak RSS).
 * `--keep-pretenuring`: V8's allocation-site pretenuring stays on after the build, `--no-collect`: no
 * full garbage collection before it (src/heap-tuning.ts: a screening process does both).
 */
import os from 'node:os';
import { loadAllLists } from '../src/lists/registry.js';
import { Screener } from '../src/screening/engine.js';
import { collectGarbageBeforeIndexBuild, stopPretenuringAfterIndexBuild } from '../src/heap-tuning.js';
import { foldText } from '../src/screening/normalise.js';
import { jaroWinkler } from '../src/screening/score.js';
import type { ScreeningQuery } from '../src/screening/types.js';
import { hostReferenceMs } from './host-reference.js';
import { dataDir, numberOption, readEvalQueries } from './screen-queries.js';

const QUERIES = numberOption('--queries', 20_000);
const BASELINE = numberOption('--baseline', 300);
const SECOND_BATCH = numberOption('--second-batch', 0);
/** `--keep-pretenuring`: leave V8's allocation-site pretenuring on after the build (the comparison of src/heap-tuning.ts). */
const KEEP_PRETENURING = process.argv.includes('--keep-pretenuring');
/** `--no-collect`: no full collection before the build (the comparison of src/heap-tuning.ts). */
const NO_COLLECT = process.argv.includes('--no-collect');

let peakRss = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};
/** Heap in use / heap reserved, typed-array memory, and the kernel's high-water mark so far (MB). */
const memoryLine = () => {
  const m = process.memoryUsage();
  return `heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB, array buffers ${mb(m.arrayBuffers)} MB, high-water mark ${mb(process.resourceUsage().maxRSS * 1024)} MB`;
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Times `fn` over `queries`: batch queries/s, then each query alone for p50/p99 (ms). */
function measure(label: string, queries: ScreeningQuery[], fn: (q: ScreeningQuery) => unknown) {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  queries.forEach((q, i) => {
    fn(q);
    if (i % 500 === 0) sampleRss();
  });
  const batchSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const batchCpu = cpuSeconds(c0);
  const lat: number[] = [];
  for (const q of queries) {
    const s = process.hrtime.bigint();
    fn(q);
    lat.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  sampleRss();
  lat.sort((a, b) => a - b);
  const r = { qps: queries.length / batchSeconds, p50: pct(lat, 50), p99: pct(lat, 99) };
  console.log(`${label.padEnd(10)} ${String(queries.length).padStart(6)} queries  ${r.qps.toFixed(0).padStart(7)} q/s  p50 ${r.p50.toFixed(3)} ms  p99 ${r.p99.toFixed(3)} ms`);
  // Every thread's CPU (the collector's and the compiler's helpers too): steadier than wall seconds on a shared host.
  console.log(`${label.padEnd(10)} batch CPU seconds ${batchCpu.toFixed(2)} (wall ${batchSeconds.toFixed(2)})`);
  return r;
}

const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

async function main() {
  console.log(`load average at start: ${loadAverage()}`);
  // The host's speed (bench/host-reference.ts): compare figures of different machines as ratios to it.
  console.log(`host reference workload: ${hostReferenceMs().toFixed(0)} ms`);
  const everyone = readEvalQueries(QUERIES + SECOND_BATCH);
  const queries = everyone.slice(0, QUERIES);
  const secondBatch = everyone.slice(QUERIES);
  sampleRss();
  const t0 = Date.now();
  const c0 = process.cpuUsage();
  const loads = await loadAllLists(dataDir);
  const records = loads.flatMap((l) => l.records);
  const loadSeconds = (Date.now() - t0) / 1000;
  const loadCpu = cpuSeconds(c0);
  sampleRss();
  const afterLoad = memoryLine();
  const t1 = Date.now();
  const c1 = process.cpuUsage();
  // As a screening process does (src/heap-tuning.ts); the collection counts in the build's time.
  const tc = performance.now();
  if (!NO_COLLECT) collectGarbageBeforeIndexBuild();
  const collectMs = performance.now() - tc;
  const screener = Screener.build(records);
  // As a screening process does (src/heap-tuning.ts), unless compared with V8's default.
  if (!KEEP_PRETENURING) stopPretenuringAfterIndexBuild();
  const buildSeconds = (Date.now() - t1) / 1000;
  const buildCpu = cpuSeconds(c1);
  sampleRss();
  console.log(`corpus: ${records.length} records, ${screener.nameCount} names from ${loads.length} lists (${dataDir})`);
  console.log(`load ${loadSeconds.toFixed(2)} s + index build ${buildSeconds.toFixed(2)} s = ${(loadSeconds + buildSeconds).toFixed(2)} s`);
  console.log(`CPU seconds: load ${loadCpu.toFixed(2)} + build ${buildCpu.toFixed(2)} = ${(loadCpu + buildCpu).toFixed(2)}`);
  if (!NO_COLLECT) console.log(`of the build: the full collection before it ${collectMs.toFixed(0)} ms`);
  console.log(`memory after load: ${afterLoad}`);
  console.log(`memory after build: ${memoryLine()}`);

  const ours = measure('vigil', queries, (q) => screener.screen(q));
  const oursRss = peakRss;
  console.log(`memory after our run: ${memoryLine()}`);
  if (secondBatch.length) {
    const t = process.hrtime.bigint();
    for (const q of secondBatch) screener.screen(q);
    const seconds = Number(process.hrtime.bigint() - t) / 1e9;
    console.log(`second batch (other people, same process): ${secondBatch.length} queries ${(secondBatch.length / seconds).toFixed(0)} q/s`);
  }

  if (BASELINE <= 0) {
    console.log(`peak RSS (kernel high-water mark, whole process): ${mb(process.resourceUsage().maxRSS * 1024)} MB`);
    console.log(`load average at end: ${loadAverage()}`);
    return;
  }
  // Baseline: plain Jaro-Winkler of folded full names, every query against every name.
  const t2 = Date.now();
  const names = records.flatMap((r) => r.names.map((n) => foldText(n.name)));
  const baseBuild = (Date.now() - t2) / 1000;
  const sample = queries.filter((_, i) => i % Math.max(1, Math.floor(queries.length / BASELINE)) === 0).slice(0, BASELINE);
  const base = measure('baseline', sample, (q) => {
    const folded = foldText(q.name);
    let best = 0;
    for (const n of names) {
      const s = jaroWinkler(folded, n);
      if (s > best) best = s;
    }
    return best;
  });
  console.log(`baseline build (fold every name) ${baseBuild.toFixed(2)} s`);
  console.log(`peak RSS: ${mb(oursRss)} MB after our run, ${mb(peakRss)} MB at the end (baseline included)`);
  // The kernel's high-water mark (VmHWM) also sees peaks between the samples above (inside the load and build).
  console.log(`peak RSS (kernel high-water mark, whole process): ${mb(process.resourceUsage().maxRSS * 1024)} MB`);
  console.log(
    `ratio ours/baseline: throughput x${(ours.qps / base.qps).toFixed(0)}, p50 /${(base.p50 / ours.p50).toFixed(0)}, p99 /${(base.p99 / ours.p99).toFixed(0)}`,
  );
  console.log(`load average at end: ${loadAverage()}`);
}

await main();
