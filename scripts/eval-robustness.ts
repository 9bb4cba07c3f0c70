/**
 * Robustness evaluation: `npm run eval:robustness [-- --seed 1] [--threshold 0.8] [--errors N]`
 *
 * The individuals of the July 2021 OFAC SDN snapshot (lists/us_ofac_sdn/2021-07, primary names), typed
 * the ways clients get names wrong (scripts/robustness-set.ts: order, dropped middle name, typos,
 * transliteration variants, initials, Cyrillic), are screened against the whole corpus (every list
 * under the data dir, as the service loads it), names only (entity type individual, no date of birth
 * or country). A query is found when the person's SDN record is among the matches at or above the
 * threshold (the engine's alert threshold unless `--threshold`). Prints recall per variant and
 * overall (the `exact` control row is reported apart from the overall figure), and with `--errors N`
 * up to N misses per variant with the best score the SDN record got.
 *
 * Data dir: $VIGIL_DATA_DIR or ../shared/data beside the repository.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAllLists, listSource } from '../src/lists/registry.js';
import { Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { generateRobustnessSet, ROBUSTNESS_VARIANTS, type RobustnessVariant } from './robustness-set.js';

const args = process.argv.slice(2);
const opt = (n: string) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : undefined; };
const seed = Number(opt('--seed') ?? 1);
const threshold = Number(opt('--threshold') ?? DEFAULT_CONFIG.alertThreshold);
const showErrors = Number(opt('--errors') ?? 0);
const dataDir = process.env.VIGIL_DATA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data');
const SNAPSHOT = '2021-07';

const sdn = await listSource('us_ofac_sdn').load(path.join(dataDir, listSource('us_ofac_sdn').folder, SNAPSHOT));
const people = sdn.records.filter((r) => r.entity_type === 'individual').map((r) => ({ id: r.source_id, name: r.name }));
const queries = generateRobustnessSet(people, seed);

const loads = await loadAllLists(dataDir);
const records = loads.flatMap((l) => l.records);
const screener = Screener.build(records);
console.log(`== Robustness: ${people.length} individuals of the SDN ${SNAPSHOT} snapshot, ${queries.length} queries (seed ${seed}), against ${records.length} records, threshold ${threshold}`);

const stats = new Map<RobustnessVariant, { n: number; found: number; misses: string[] }>();
const t0 = performance.now();
for (const q of queries) {
  let s = stats.get(q.variant);
  if (!s) { s = { n: 0, found: 0, misses: [] }; stats.set(q.variant, s); }
  s.n++;
  const res = screener.screen({ name: q.query, entity_type: 'individual' }, { minScore: threshold, limit: 100 });
  if (res.some((m) => m.record.list === 'us_ofac_sdn' && m.record.source_id === q.id)) { s.found++; continue; }
  if (s.misses.length < showErrors) {
    const any = screener.screen({ name: q.query, entity_type: 'individual' }, { minScore: 0, limit: 200 }).find((m) => m.record.list === 'us_ofac_sdn' && m.record.source_id === q.id);
    s.misses.push(`${any ? any.score.toFixed(3) : 'not retrieved'} | ${q.query} | ${q.listed}${any ? ` | ${any.explanation.summary}` : ''}`);
  }
}
const seconds = (performance.now() - t0) / 1000;
let n = 0;
let found = 0;
for (const v of ROBUSTNESS_VARIANTS) {
  const s = stats.get(v);
  if (!s) continue;
  console.log(`${v.padEnd(12)} n=${String(s.n).padStart(5)}  recall ${(s.found / s.n).toFixed(3)}  (${s.found}/${s.n})${v === 'exact' ? '  [control, not in overall]' : ''}`);
  if (v !== 'exact') { n += s.n; found += s.found; }
}
console.log(`overall      n=${String(n).padStart(5)}  recall ${(found / n).toFixed(3)}  (${found}/${n}); ${(queries.length / seconds).toFixed(0)} queries/s`);
for (const v of ROBUSTNESS_VARIANTS) for (const m of stats.get(v)?.misses ?? []) console.log(`  MISS ${v} ${m}`);
