/**
 * Screening evaluation: `npx tsx scripts/eval.ts [--names-only] [--threshold 0.8] [--errors [dev|held-out]] [--negatives]`
 *
 * 1. Name pairs (../shared/eval/names/name_pairs.csv): `compareNames(name1, name2, type)` >= threshold
 *    is a predicted match; prints precision/recall/F1 overall, for the development and held-out halves
 *    (`pairHalf`), and per case_group and per category.
 * 2. UN positives (../shared/eval/screening/positives_un.csv) screened against every list: recall at
 *    the alert threshold (the expected UN record found at or above it) and recall@1 (the expected UN
 *    record ranked first among UN records, and first overall). The expected record is the UN record
 *    having a name (or name built from its parts) whose token set equals the typed full name's,
 *    disambiguated by DOB; rows with no such record are reported as unresolved.
 * 3. US negatives (../shared/eval/screening/negatives_us.csv): false-positive rate (any finding at or
 *    above the threshold), overall and per half (`negativeHalf`); `--negatives` prints the development
 *    half's false positives (never the held-out half's).
 * 4. Speed: build time, batch queries/s, single-query p50/p99 latency.
 *
 * Data dir: $VIGIL_DATA_DIR or ../shared/data beside the repository (eval sets in ../eval next to it).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import type { ScreeningQuery } from '../src/screening/types.js';
import type { ListRecord } from '../src/lists/types.js';

const args = process.argv.slice(2);
const flag = (n: string) => args.includes(n);
const opt = (n: string) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : undefined; };
const threshold = Number(opt('--threshold') ?? DEFAULT_CONFIG.alertThreshold);
const showErrors = flag('--errors');
/** `--errors dev` / `--errors held-out`: list the name-pair errors of one half only. */
const errorHalf = ['dev', 'held-out'].includes(opt('--errors') ?? '') ? opt('--errors') : undefined;
const dataDir = process.env.VIGIL_DATA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data');
const evalDir = path.resolve(dataDir, '..', 'eval');

const readCsv = (p: string): Record<string, string>[] => parse(readFileSync(p), { columns: true, skip_empty_lines: true, bom: true });
const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : 'n/a');

interface Counts { tp: number; fp: number; fn: number; tn: number }
const prf = (c: Counts) => {
  const p = c.tp / (c.tp + c.fp);
  const r = c.tp / (c.tp + c.fn);
  return { p, r, f1: (2 * p * r) / (p + r) };
};
const line = (label: string, c: Counts) => {
  const { p, r, f1 } = prf(c);
  return `${label.padEnd(34)} n=${String(c.tp + c.fp + c.fn + c.tn).padStart(4)}  P=${f3(p)}  R=${f3(r)}  F1=${f3(f1)}  (tp ${c.tp} fp ${c.fp} fn ${c.fn} tn ${c.tn})`;
};

/**
 * Development / held-out half of a name pair: FNV-1a 32-bit hash of "schema|name1|name2", even = dev.
 * Mechanisms are studied on the dev half's errors only (`--errors dev`); the held-out half measures them.
 */
/**
 * Development / held-out half of a US negative (FNV-1a of "full_name|date_of_birth", even = dev): only the
 * development half's false positives are printed (`--negatives`); the held-out half measures a change.
 */
function negativeHalf(row: Record<string, string>): 'dev' | 'held-out' {
  return pairHalf({ schema: 'negative', name1: row.full_name, name2: row.date_of_birth });
}

function pairHalf(row: Record<string, string>): 'dev' | 'held-out' {
  let h = 0x811c9dc5;
  for (const ch of `${row.schema}|${row.name1}|${row.name2}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h % 2 === 0 ? 'dev' : 'held-out';
}

function namePairs(): void {
  const rows = readCsv(path.join(evalDir, 'names', 'name_pairs.csv'));
  const all: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  const halves = new Map<string, Counts>();
  const groups = new Map<string, Counts>();
  const cats = new Map<string, Counts>();
  const errors: string[] = [];
  const scored: Array<[number, boolean]> = [];
  const add = (m: Map<string, Counts>, k: string) => { let c = m.get(k); if (!c) { c = { tp: 0, fp: 0, fn: 0, tn: 0 }; m.set(k, c); } return c; };
  for (const row of rows) {
    const type = row.schema === 'Person' ? 'individual' : row.schema === 'Vessel' ? 'vessel' : 'company';
    const { score, explanation } = compareNames(row.name1, row.name2, type);
    const pred = score >= threshold;
    const truth = row.is_match === 'true';
    scored.push([score, truth]);
    const k: keyof Counts = pred ? (truth ? 'tp' : 'fp') : truth ? 'fn' : 'tn';
    const half = pairHalf(row);
    for (const c of [all, add(halves, half), add(groups, `${row.case_group}/${row.schema === 'Person' ? 'person' : 'org'}`), add(cats, row.category || '(none)')]) c[k]++;
    if ((k === 'fp' || k === 'fn') && (!errorHalf || errorHalf === half)) errors.push(`${k.toUpperCase()} ${score.toFixed(3)} | ${row.name1} | ${row.name2} | ${explanation.contributions[0].detail}`);
  }
  console.log(`\n== Name pairs (${rows.length}) at threshold ${threshold}`);
  console.log(line('overall', all));
  for (const h of ['dev', 'held-out']) if (halves.has(h)) console.log(line(`  ${h} half`, halves.get(h)!));
  for (const [k, c] of [...groups].sort()) console.log(line('  ' + k, c));
  console.log('  by category (n >= 4):');
  for (const [k, c] of [...cats].sort((a, b) => b[1].tp + b[1].fp + b[1].fn + b[1].tn - (a[1].tp + a[1].fp + a[1].fn + a[1].tn))) {
    if (c.tp + c.fp + c.fn + c.tn >= 4) console.log(line('    ' + k.slice(0, 30), c));
  }
  if (showErrors) for (const e of errors) console.log('  ' + e);
  if (flag('--sweep')) {
    for (let t = 0.6; t <= 0.96; t += 0.02) {
      const c: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
      for (const [s, truth] of scored) c[s >= t ? (truth ? 'tp' : 'fp') : truth ? 'fn' : 'tn']++;
      console.log(line(`  sweep ${t.toFixed(2)}`, c));
    }
  }
}

async function loadRecords(): Promise<ListRecord[] | undefined> {
  const reg = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..', 'src', 'lists', 'registry.ts');
  if (!existsSync(reg)) { console.log('\n(src/lists/registry.ts not available yet: screening sets skipped)'); return undefined; }
  const mod = await import('../src/lists/registry.js' as string) as { loadAllLists: (d: string) => Promise<unknown> | unknown };
  const res = await mod.loadAllLists(dataDir);
  // Accept either ListRecord[] or ListLoadResult[] (or an object with `records`/`results`).
  const out: ListRecord[] = [];
  const visit = (x: unknown) => {
    if (Array.isArray(x)) { for (const y of x) visit(y); return; }
    if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if (typeof o.source_id === 'string' && Array.isArray(o.names)) { out.push(o as unknown as ListRecord); return; }
      if (Array.isArray(o.records)) { visit(o.records); return; }
      if (Array.isArray(o.results)) { visit(o.results); return; }
      if (Array.isArray(o.lists)) { visit(o.lists); return; }
    }
  };
  visit(res);
  return out;
}

const tokenSet = (s: string) => normaliseName(s, { type: 'individual' }).tokens.map((t) => t.text).sort().join(' ');

function toQuery(row: Record<string, string>): ScreeningQuery {
  const q: ScreeningQuery = { name: row.full_name, entity_type: 'individual' };
  if (row.first_name) q.first_name = row.first_name;
  if (row.middle_name) q.middle_name = row.middle_name;
  if (row.last_name) q.last_name = row.last_name;
  if (row.date_of_birth) q.date_of_birth = row.date_of_birth;
  if (row.nationality) q.country = row.nationality;
  if (row.gender === 'male' || row.gender === 'female') q.gender = row.gender;
  return q;
}

function screening(records: ListRecord[]): void {
  const lists = new Map<string, number>();
  for (const r of records) lists.set(r.list, (lists.get(r.list) ?? 0) + 1);
  console.log(`\n== Screening: ${records.length} records (${[...lists].map(([k, v]) => `${k} ${v}`).join(', ')})`);
  let t0 = performance.now();
  const screener = Screener.build(records);
  const buildMs = performance.now() - t0;
  console.log(`build ${buildMs.toFixed(0)} ms, ${screener.nameCount} names, threshold ${threshold}`);

  // Expected UN record per positive: token-set equality of a name, DOB to disambiguate.
  const un = records.filter((r) => r.list === 'un_sc');
  const byTokens = new Map<string, ListRecord[]>();
  for (const r of un) {
    const variants = new Set<string>();
    for (const n of r.names) {
      variants.add(tokenSet(n.name));
      if (n.parts) variants.add(tokenSet([n.parts.first, n.parts.middle, n.parts.last].filter(Boolean).join(' ')));
    }
    for (const v of variants) { let l = byTokens.get(v); if (!l) { l = []; byTokens.set(v, l); } if (!l.includes(r)) l.push(r); }
  }
  const positives = readCsv(path.join(evalDir, 'screening', 'positives_un.csv'));
  let resolved = 0, found = 0, top1Un = 0, top1All = 0, unresolvedFound = 0, unresolvedAny = 0;
  const misses: string[] = [];
  for (const row of positives) {
    let exp = byTokens.get(tokenSet(row.full_name)) ?? [];
    if (exp.length > 1 && row.date_of_birth) {
      const y = Number(row.date_of_birth.slice(0, 4));
      const f = exp.filter((r) => r.dates_of_birth.some((d) => d.year === y || (d.from_year !== undefined && d.to_year !== undefined && y >= d.from_year && y <= d.to_year)));
      if (f.length) exp = f;
    }
    if (exp.length === 0) {
      const res = screener.screen(toQuery(row), { minScore: threshold, limit: 5 });
      const top = res.find((m) => m.record.list === 'un_sc');
      if (top) unresolvedFound++;
      if (res.length) unresolvedAny++;
      misses.push(`UNRESOLVED | ${row.full_name} | top UN match: ${top ? top.explanation.summary : 'none'} | top match: ${res[0] ? `${res[0].record.list} ${res[0].explanation.summary}` : 'none'}`);
      continue;
    }
    resolved++;
    const ids = new Set(exp.map((r) => r.source_id));
    const res = screener.screen(toQuery(row), { minScore: threshold, limit: 50 });
    const idx = res.findIndex((m) => m.record.list === 'un_sc' && ids.has(m.record.source_id));
    if (idx >= 0) {
      found++;
      const firstUn = res.find((m) => m.record.list === 'un_sc');
      if (firstUn && ids.has(firstUn.record.source_id)) top1Un++;
      if (idx === 0 || res[idx].score >= res[0].score) top1All++;
      else if (showErrors) misses.push(`NOT-TOP ${res[idx].score.toFixed(3)} | ${row.full_name} | top: ${res[0].record.list} ${res[0].record.name} ${res[0].score.toFixed(3)}`);
    } else {
      const any = screener.screen(toQuery(row), { minScore: 0, limit: 50 }).find((m) => m.record.list === 'un_sc' && ids.has(m.record.source_id));
      misses.push(`MISS ${any ? any.score.toFixed(3) : 'not retrieved'} | ${row.full_name} | ${row.date_of_birth} ${row.nationality} | ${any ? any.explanation.summary : exp[0].name}`);
    }
  }
  console.log(`\n== UN positives (${positives.length}; ${resolved} resolved to a UN record)`);
  console.log(`recall at threshold ${threshold}: ${f3(found / resolved)} (${found}/${resolved})`);
  console.log(`recall@1 among UN records: ${f3(top1Un / resolved)}; recall@1 overall (ties count): ${f3(top1All / resolved)}`);
  console.log(`unresolved rows (no UN name with the same tokens): ${positives.length - resolved}, of which ${unresolvedFound} have a UN finding and ${unresolvedAny} a finding on any list at/above the threshold`);
  console.log(`recall over all ${positives.length} rows (expected UN record, or any finding for unresolved rows): ${f3((found + unresolvedAny) / positives.length)}`);
  if (showErrors) for (const m of misses.slice(0, 80)) console.log('  ' + m);

  const negatives = readCsv(path.join(evalDir, 'screening', 'negatives_us.csv'));
  const queries = negatives.map(toQuery);
  let hits = 0;
  const byList = new Map<string, number>();
  const fpExamples: string[] = [];
  const halfHits = { dev: 0, 'held-out': 0 };
  const halfN = { dev: 0, 'held-out': 0 };
  const halves = negatives.map(negativeHalf);
  t0 = performance.now();
  for (let i = 0; i < queries.length; i++) {
    const q = queries[i];
    const res = screener.screen(q, { minScore: threshold, limit: 1 });
    halfN[halves[i]]++;
    if (res.length) {
      hits++;
      halfHits[halves[i]]++;
      byList.set(res[0].record.list, (byList.get(res[0].record.list) ?? 0) + 1);
      // Only the development half's false positives are ever shown (studied); the held-out half measures.
      if (halves[i] === 'dev' && fpExamples.length < 200) fpExamples.push(`${res[0].score.toFixed(3)} | ${q.name} ${q.date_of_birth} ${q.country} | ${res[0].record.list} ${res[0].explanation.summary}`);
    }
  }
  const batchMs = performance.now() - t0;
  const rate = (h: number, n: number) => `${(100 * h / n).toFixed(2)}%`;
  console.log(`\n== US negatives (${queries.length})`);
  console.log(`false-positive rate at threshold ${threshold}: ${rate(hits, queries.length)} (${hits} queries with a finding; top finding by list: ${[...byList].map(([k, v]) => `${k} ${v}`).join(', ')})`);
  console.log(`  dev half ${rate(halfHits.dev, halfN.dev)} (${halfHits.dev}/${halfN.dev}); held-out half ${rate(halfHits['held-out'], halfN['held-out'])} (${halfHits['held-out']}/${halfN['held-out']})`);
  if (errorHalf !== 'held-out' && flag('--negatives')) for (const e of fpExamples) console.log('  ' + e);

  // Speed: batch throughput (above) and single-query latency on a mix of positives and negatives.
  const mix = [...positives.map(toQuery), ...queries.slice(0, 5000)];
  const lat: number[] = [];
  for (const q of mix) { const s = performance.now(); screener.screen(q); lat.push(performance.now() - s); }
  lat.sort((a, b) => a - b);
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))];
  console.log(`\n== Speed: batch ${(queries.length / (batchMs / 1000)).toFixed(0)} queries/s; single query p50 ${pct(0.5).toFixed(3)} ms, p99 ${pct(0.99).toFixed(3)} ms (n=${lat.length}); build ${buildMs.toFixed(0)} ms`);
}

namePairs();
if (!flag('--names-only')) {
  const records = await loadRecords();
  if (records && records.length) screening(records);
}
