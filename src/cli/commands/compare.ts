/**
 * `vigil compare "NAME 1" "NAME 2" [--type individual|company|vessel]`: the engine's name score (0–1) and
 * its explanation. `vigil compare --input pairs.csv --output scores.csv` scores a CSV with the columns
 * of ../shared/eval/names/name_pairs.csv (name1, name2, schema Person/Organization...) and writes it
 * back with a `score` column added.
 */
import fs from 'node:fs';
import { Command, Option } from 'commander';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { compareNames } from '../../screening/engine.js';
import type { ScreeningQuery } from '../../screening/types.js';

/** The entity types `compareNames` scores by (a screening query's): a person's, an organisation's or a vessel's name rules. */
type EntityType = NonNullable<ScreeningQuery['entity_type']>;

/**
 * name_pairs.csv `schema` (FollowTheMoney: Person, Vessel, Organization, Company, LegalEntity...) ->
 * engine type, as `npm run eval` reads it: a vessel's name is scored by the vessel rules (a different
 * number is another ship), every other schema as an organisation's.
 */
export function schemaToType(schema: string | undefined): EntityType | undefined {
  if (!schema) return undefined;
  const s = schema.trim();
  return /^person$/i.test(s) ? 'individual' : /^vessel$/i.test(s) ? 'vessel' : 'company';
}

export function compareCommand(): Command {
  return new Command('compare')
    .description('score two names (0-1) with an explanation, or a CSV of name pairs')
    .argument('[name1]')
    .argument('[name2]')
    .addOption(new Option('--type <type>', 'entity type').choices(['individual', 'company', 'vessel']))
    .option('--input <pairs.csv>', 'CSV with name1,name2 (and optionally schema) columns')
    .option('--output <scores.csv>', 'where to write the CSV with a score column')
    .action((name1: string | undefined, name2: string | undefined, opts: { type?: EntityType; input?: string; output?: string }) => {
      if (opts.input) {
        if (!opts.output) throw new Error('--input needs --output FILE.csv');
        const rows = parse(fs.readFileSync(opts.input), { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
        if (rows.length && !('name1' in rows[0] && 'name2' in rows[0])) throw new Error(`${opts.input} needs name1 and name2 columns`);
        const scored = rows.map((r) => ({
          ...r,
          score: compareNames(r.name1, r.name2, opts.type ?? schemaToType(r.schema)).score.toFixed(4),
        }));
        fs.writeFileSync(opts.output, stringify(scored, { header: true }));
        process.stderr.write(`Scored ${scored.length} pairs -> ${opts.output}\n`);
        return;
      }
      if (!name1?.trim() || !name2?.trim()) throw new Error('give two names, or --input pairs.csv --output scores.csv');
      const { score, explanation } = compareNames(name1, name2, opts.type);
      process.stdout.write(`${score.toFixed(4)}\n${explanation.summary}\n`);
      for (const c of explanation.contributions) process.stdout.write(`  ${c.feature.padEnd(14)} ${c.value.toFixed(3)}  ${c.detail}\n`);
    });
}
