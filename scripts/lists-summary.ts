/**
 * Loads every catalogued list and prints, per list: snapshot folder, record count (by entity type),
 * malformed rows, published_on and load time; then the country strings no loader could resolve.
 * Usage: `npx tsx scripts/lists-summary.ts [dataDir]` (default $VIGIL_DATA_DIR or ../shared/data).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unresolvedCountries } from '../src/lists/countries.js';
import { LIST_CATALOGUE, findSnapshot, listSource } from '../src/lists/registry.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.argv[2] ?? process.env.VIGIL_DATA_DIR ?? path.resolve(repo, '../shared/data');

console.log(`data dir: ${dataDir}\n`);
for (const { id } of LIST_CATALOGUE) {
  const dir = findSnapshot(dataDir, id);
  if (!dir) {
    console.log(`${id.padEnd(14)} no snapshot`);
    continue;
  }
  const started = performance.now();
  try {
    const result = await listSource(id).load(dir);
    const ms = Math.round(performance.now() - started);
    const byType: Record<string, number> = {};
    for (const r of result.records) byType[r.entity_type] = (byType[r.entity_type] ?? 0) + 1;
    console.log(
      `${id.padEnd(14)} ${String(result.records.length).padStart(6)} records  malformed ${result.malformed}  ` +
        `published_on ${result.published_on ?? '-'}  ${ms} ms  ${path.relative(dataDir, dir)}`,
    );
    console.log(`${''.padEnd(14)} ${Object.entries(byType).map(([t, n]) => `${t} ${n}`).join(', ')}`);
    for (const w of result.warnings.slice(0, 5)) console.log(`${''.padEnd(14)} warning: ${w}`);
  } catch (err) {
    console.log(`${id.padEnd(14)} ERROR ${(err as Error).message}`);
  }
}

const missed = unresolvedCountries();
console.log(`\nunresolved country strings: ${missed.length}`);
for (const { name, count } of missed) console.log(`  ${String(count).padStart(4)}  ${name}`);
