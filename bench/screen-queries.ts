/**
 * The people the screening benchmarks screen (bench/screen.ts, bench/screen-cpu.ts), and their options.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { rowToQuery } from '../src/cli/commands/screen.js';
import type { ScreeningQuery } from '../src/screening/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The list data ($VIGIL_DATA_DIR, default ../shared/data beside the project). */
export const dataDir = process.env.VIGIL_DATA_DIR ?? path.resolve(here, '../../shared/data');
const evalDir = path.resolve(dataDir, '..', 'eval', 'screening');

/** The number after `name` on the command line (`--queries 20000`), else `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/**
 * The first `n` eval people (UN positives, then US negatives) as screening queries, parsing only the rows
 * needed, so that the harness's own garbage (the 3.7 MB negatives file has 50,000 rows) is not in the
 * heap while the screener's memory is measured.
 */
export function readEvalQueries(n: number): ScreeningQuery[] {
  const out: ScreeningQuery[] = [];
  for (const f of ['positives_un.csv', 'negatives_us.csv']) {
    if (out.length >= n) break;
    const rows = parse(readFileSync(path.join(evalDir, f)), { columns: true, skip_empty_lines: true, bom: true, to: n - out.length + 100 }) as Record<string, string>[];
    for (const r of rows) {
      const q = rowToQuery(r);
      if (q && out.length < n) out.push(q);
    }
  }
  return out;
}
