/**
 * Parse-only throughput and peak memory of the registry bulk-file parsers
 * (src/providers/registry-files) on big generated files:
 * `node --import tsx bench/company-parsers.ts [--dir DIR] [--count 1000000] [--only gb_coh_basic,gleif_lei,...]`.
 *
 * The files are made by scripts/make-big-company-files.ts (real sample rows repeated with new
 * identifiers) into DIR (default <tmp>/vigil-bench-companies-<count>) unless already there. Each parser
 * runs alone in a child process that only counts the yielded records, so its peak resident memory
 * (`VmHWM`, ./peak-rss.ts) is the parser's; a child that only imports the parsers gives
 * the baseline (Node + tsx + modules). Printed per file: records, seconds, records/s, MB/s, peak RSS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { peakRssMb } from './peak-rss.js';
import { fileURLToPath } from 'node:url';
import {
  ParseReport,
  findRegistrySnapshot,
  parseBrregEnheter,
  parseGbCohBasicCompanies,
  parseGbCohOfficers,
  parseGleifLeiRecords,
  parseGleifRelationships,
  type RegistryFileKind,
} from '../src/providers/registry-files/index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const PARSERS: Partial<Record<RegistryFileKind, (file: string, report: ParseReport) => AsyncIterable<unknown>>> = {
  gb_coh_basic: (f, report) => parseGbCohBasicCompanies(f, { report }),
  gb_coh_officers: (f, report) => parseGbCohOfficers(f, { report }),
  gleif_lei: (f, report) => parseGleifLeiRecords(f, { report }),
  gleif_rr: (f, report) => parseGleifRelationships(f, { report }),
  no_brreg_enheter: (f, report) => parseBrregEnheter(f, { report }),
};
const SOURCES = ['gb_coh_basic', 'gb_coh_officers', 'gleif', 'no_brreg'];

/** Child mode: parse one file, print one JSON line. */
async function child(kind: string, file: string): Promise<void> {
  const report = new ParseReport();
  const started = performance.now();
  let records = 0;
  const parser = PARSERS[kind as RegistryFileKind];
  if (parser) for await (const _ of parser(file, report)) records++;
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ kind, records, malformed: report.malformed, seconds, maxRssMb: peakRssMb() }));
}

function runChild(kind: string, file: string): { records: number; malformed: number; seconds: number; maxRssMb: number } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', kind, file], { cwd: repo, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${kind} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}');
}

async function main(): Promise<void> {
  const childKind = opt('--child');
  if (childKind) return child(childKind, args[args.indexOf('--child') + 2]);

  const count = Number(opt('--count') ?? 1_000_000);
  const dir = opt('--dir') ?? path.join(os.tmpdir(), `vigil-bench-companies-${count}`);
  const only = opt('--only')?.split(',');
  if (!existsSync(path.join(dir, 'companies'))) {
    console.log(`generating ${count.toLocaleString('en')} records per format in ${dir} ...`);
    const gen = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-big-company-files.ts', dir, String(count)], { cwd: repo, stdio: 'inherit' });
    if (gen.status !== 0) throw new Error('generation failed');
  }
  const baseline = runChild('none', '-');
  console.log(`\nbaseline (node + tsx + parser modules, no parsing): peak RSS ${baseline.maxRssMb.toFixed(0)} MB`);
  console.log(`${'file kind'.padEnd(18)}${'records'.padStart(11)}${'malformed'.padStart(10)}${'seconds'.padStart(9)}${'records/s'.padStart(11)}${'MB/s'.padStart(8)}${'peak RSS MB'.padStart(13)}  file`);
  for (const source of SOURCES) {
    const snapshot = await findRegistrySnapshot(dir, source);
    for (const file of snapshot?.files ?? []) {
      if (!PARSERS[file.kind] || (only && !only.includes(file.kind))) continue;
      const r = runChild(file.kind, file.path);
      const mb = statSync(file.path).size / 1e6;
      console.log(
        `${file.kind.padEnd(18)}${r.records.toLocaleString('en').padStart(11)}${String(r.malformed).padStart(10)}${r.seconds.toFixed(1).padStart(9)}` +
          `${Math.round(r.records / r.seconds).toLocaleString('en').padStart(11)}${(mb / r.seconds).toFixed(0).padStart(8)}${r.maxRssMb.toFixed(0).padStart(13)}  ${path.basename(file.path)} (${mb.toFixed(0)} MB)`,
      );
    }
  }
}

await main();
