/**
 * `vigil screen`: screen one name, or a CSV of people (columns of ../shared/eval/screening/*.csv:
 * full_name, first_name, middle_name, last_name, gender, date_of_birth, place_of_birth, nationality;
 * optional identifier columns: `identifiers` as "type:number; type:number", and one column per kind,
 * `passport`, `national_id`, `tax_id`, `imo`, `registration_number`)
 * into JSON Lines `{"row": n, "matches": [{list, source_id, name, result_type, score}]}` (row = 1-based
 * data row, matches best first). One name takes its identifiers as `--id TYPE:NUMBER` (repeatable:
 * `--id passport:K475336 --id imo:9123456`); they match or contradict listed ones as in the API's
 * entity `identifiers` (src/screening/identifiers.ts). Reads the list files of VIGIL_DATA_DIR directly
 * (no database), so it runs beside a serving process.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { Command, Option } from 'commander';
import { parse } from 'csv-parse';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../config.js';
import { loadAllLists } from '../../lists/registry.js';
import type { Screener } from '../../screening/engine.js';
import { buildResidentScreener } from '../../heap-tuning.js';
import { mergeSameParty, type MergedMatch } from '../../screening/merge.js';
import type { QueryIdentifier } from '../../screening/identifiers.js';
import type { ScreeningQuery } from '../../screening/types.js';

interface ScreenOpts {
  dob?: string;
  country?: string;
  type?: 'individual' | 'company' | 'vessel';
  input?: string;
  output?: string;
  limit: string;
  minScore?: string;
  explain: boolean;
  id: string[];
}

/** Identifier columns of a client CSV, by kind (the column name is the identifier's type). */
export const IDENTIFIER_COLUMNS = ['passport', 'national_id', 'tax_id', 'imo', 'registration_number'] as const;

/**
 * "type:number" -> identifier ("passport:K475336" -> {type: 'passport', number: 'K475336'}); a value
 * without a colon is a number of unknown type (compared for equality only). Throws on a blank number.
 */
export function parseIdentifier(spec: string): QueryIdentifier {
  const i = spec.indexOf(':');
  const type = i > 0 ? spec.slice(0, i).trim() : undefined;
  const number = (i > 0 ? spec.slice(i + 1) : spec).trim();
  if (!number) throw new Error(`identifier "${spec}": give TYPE:NUMBER, e.g. passport:K475336 or imo:9123456`);
  return type ? { type, number } : { number };
}

/** Identifiers of one CSV row: the `identifiers` column ("type:number; ...") and the per-kind columns. */
function rowIdentifiers(row: Record<string, string>): QueryIdentifier[] | undefined {
  const out: QueryIdentifier[] = [];
  // A malformed entry ("passport:" with no number) is skipped, like any other empty CSV cell.
  for (const spec of (row.identifiers ?? '').split(';')) if (/[A-Za-z0-9]\s*$/.test(spec)) out.push(parseIdentifier(spec));
  for (const col of IDENTIFIER_COLUMNS) {
    const v = row[col]?.trim();
    if (v) out.push({ type: col.replace('_', ' '), number: v });
  }
  return out.length ? out : undefined;
}

/** Builds the screener from every list under the data dir; reports load figures on stderr. */
export async function buildScreenerFromFiles(dataDir: string): Promise<Screener> {
  const started = Date.now();
  const loads = await loadAllLists(dataDir);
  const records = loads.flatMap((l) => l.records);
  if (!records.length) throw new Error(`No list files found under ${dataDir}; set VIGIL_DATA_DIR to a folder of published list files.`);
  const screener = buildResidentScreener(records);
  process.stderr.write(`Loaded ${records.length} records from ${loads.length} lists in ${Date.now() - started} ms\n`);
  return screener;
}

/** One eval/client CSV row as a screening query. */
export function rowToQuery(row: Record<string, string>): ScreeningQuery | null {
  const parts = [row.first_name, row.middle_name, row.last_name].map((s) => s?.trim()).filter(Boolean);
  const name = row.full_name?.trim() || parts.join(' ');
  if (!name) return null;
  const gender = row.gender?.trim().toLowerCase();
  return {
    name,
    first_name: row.first_name?.trim() || undefined,
    middle_name: row.middle_name?.trim() || undefined,
    last_name: row.last_name?.trim() || undefined,
    entity_type: 'individual',
    date_of_birth: row.date_of_birth?.trim() || undefined,
    country: row.nationality?.trim() || undefined,
    gender: gender === 'male' || gender === 'female' ? gender : undefined,
    identifiers: rowIdentifiers(row),
  };
}

/** Prints one line per listed party (cross-list copies merged, shown as "also on"). */
function printMatches(matches: MergedMatch[], explain: boolean): void {
  if (!matches.length) {
    process.stdout.write('No matches at or above the threshold.\n');
    return;
  }
  for (const m of matches) {
    const r = m.record;
    process.stdout.write(
      `${m.score.toFixed(3)}  ${r.list}:${r.source_id}  ${r.result_type}  ${r.entity_type}  ${r.name}` +
        `${m.false_positive === 'yes' ? '  [likely false positive]' : ''}\n`,
    );
    if (m.also.length) process.stdout.write(`       also on: ${m.also.map((x) => `${x.record.list}:${x.record.source_id}`).join(', ')}\n`);
    if (explain) {
      process.stdout.write(`       ${m.explanation.summary}\n`);
      for (const c of m.explanation.contributions) {
        process.stdout.write(`       ${c.feature.padEnd(14)} ${c.value >= 0 ? '+' : ''}${c.value.toFixed(3)}  ${c.detail}\n`);
      }
      if (m.false_positive_reason) process.stdout.write(`       false positive: ${m.false_positive_reason}\n`);
    }
  }
}

async function screenFile(screener: Screener, input: string, output: string, opts: { limit: number; minScore?: number }) {
  const total = (fs.readFileSync(input, 'utf8').match(/\n/g)?.length ?? 1) - 1;
  const bar = new cliProgress.SingleBar({ stream: process.stderr, etaBuffer: 200 }, cliProgress.Presets.shades_classic);
  bar.start(Math.max(total, 0), 0);
  const out = fs.createWriteStream(output);
  const parser = fs.createReadStream(input).pipe(parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true }));
  let row = 0;
  const started = Date.now();
  for await (const rec of parser as AsyncIterable<Record<string, string>>) {
    row += 1;
    const query = rowToQuery(rec);
    const matches = query ? screener.screen(query, { limit: opts.limit, minScore: opts.minScore }) : [];
    const line = JSON.stringify({
      row,
      matches: matches.map((m) => ({
        list: m.record.list,
        source_id: m.record.source_id,
        name: m.record.name,
        result_type: m.record.result_type,
        score: Math.round(m.score * 10_000) / 10_000,
      })),
    });
    if (!out.write(`${line}\n`)) await once(out, 'drain');
    bar.increment();
  }
  bar.stop();
  out.end();
  await once(out, 'finish');
  const seconds = (Date.now() - started) / 1000;
  process.stderr.write(`Screened ${row} rows in ${seconds.toFixed(1)} s (${Math.round(row / Math.max(seconds, 0.001))} rows/s) -> ${output}\n`);
}

export function screenCommand(): Command {
  return new Command('screen')
    .description('screen a name, or a CSV file of people, against the lists in VIGIL_DATA_DIR')
    .argument('[name]', 'name to screen')
    .option('--dob <date>', 'date of birth: YYYY, YYYY-MM or YYYY-MM-DD')
    .option('--country <cc>', 'country / nationality (ISO alpha-2 or name)')
    .addOption(new Option('--type <type>', 'entity type').choices(['individual', 'company', 'vessel']))
    .option('--input <file.csv>', 'CSV to screen (eval columns)')
    .option('--output <file.jsonl>', 'JSON Lines output for --input')
    .option('--limit <n>', 'max matches per name', '10')
    .option('--min-score <score>', 'report matches at or above this score (0-1; default: the alert threshold)')
    .option('--explain', 'print each match explanation', false)
    .option('--id <type:number>', 'identifier of the screened party, repeatable: passport:K475336, national_id:..., tax_id:..., imo:9123456, registration_number:...', (v: string, prev: string[]) => [...prev, v], [] as string[])
    .action(async (name: string | undefined, opts: ScreenOpts) => {
      const limit = Number(opts.limit);
      const minScore = opts.minScore === undefined ? undefined : Number(opts.minScore);
      if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a positive integer');
      if (minScore !== undefined && !(minScore >= 0 && minScore <= 1)) throw new Error('--min-score must be between 0 and 1');
      if (opts.input && !opts.output) throw new Error('--input needs --output FILE.jsonl');
      if (!opts.input && !name?.trim()) throw new Error('give a NAME to screen, or --input FILE.csv --output FILE.jsonl');
      const identifiers = opts.id.map(parseIdentifier);
      const screener = await buildScreenerFromFiles(loadConfig().dataDir);
      if (opts.input && opts.output) {
        await screenFile(screener, opts.input, opts.output, { limit, minScore });
        return;
      }
      const started = process.hrtime.bigint();
      const matches = screener.screen(
        { name: name!, date_of_birth: opts.dob, country: opts.country, entity_type: opts.type, identifiers: identifiers.length ? identifiers : undefined },
        { limit, minScore },
      );
      printMatches(mergeSameParty(matches), opts.explain);
      process.stderr.write(`(${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)} ms)\n`);
    });
}
