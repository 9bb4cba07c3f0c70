/**
 * Alias-pair evaluation: `npm run eval:aliases [-- --threshold 0.8] [--write FILE]`
 *
 * Every pair of Latin-script names of one listed record (its primary name and aliases, at most eight
 * names a record; each pair once per entity type) is compared with the engine's name scorer
 * (`compareNames`, the record's entity type). The publishers list these names as names of one party,
 * so each pair is a true match written two ways: a transliteration, a spelling of another country's
 * documents, a romanisation system (McCune–Reischauer against the Revised Romanization), a short
 * form, an acronym, a slash-joined alias. Some aliases are another name altogether (a nom de guerre,
 * a former name), which no name matcher should pair, so the recall printed here is not a target: it
 * is a check that a rule written for false positives does not part real variants, measured on data
 * no rule was designed on. Compare two matchers by their counts, and with `--write FILE` by the
 * pairs themselves (tab-separated: score, name 1, name 2, entity type).
 *
 * A second table does the same for the pairs of names one record gives in one other script (OFSI's,
 * DFAT's and the UN's Arabic-script names, EveryPolitician's names in other scripts), per script: the
 * comparison of two spellings in one script (score.ts `abjadLetterSimilarity` for Arabic script),
 * which no cross-script evaluation exercises. Names mixing scripts are left out.
 *
 * Prints per entity type and per half: pairs, pairs at or above the threshold (the engine's alert
 * threshold unless `--threshold`). Halves as in scripts/eval.ts: FNV-1a 32-bit of "type|name1|name2",
 * even = development. `--misses N` prints N development-half pairs below the threshold (never the
 * held-out half's): mechanisms are studied there and measured on the held-out half.
 * Data dir: $VIGIL_DATA_DIR or ../shared/data beside the repository.
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadAllLists } from '../src/lists/registry.js';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { hasNonLatin, mixedScript, nameScript } from '../src/screening/scripts.js';

const args = process.argv.slice(2);
const opt = (n: string) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : undefined; };
const threshold = Number(opt('--threshold') ?? DEFAULT_CONFIG.alertThreshold);
const writeTo = opt('--write');
const showMisses = Number(opt('--misses') ?? 0);

/** Development / held-out half of a pair (FNV-1a of "type|name1|name2", even = dev), as scripts/eval.ts. */
function half(type: string, a: string, b: string): 'dev' | 'held-out' {
  let h = 0x811c9dc5;
  for (const ch of `${type}|${a}|${b}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h % 2 === 0 ? 'dev' : 'held-out';
}
const dataDir = process.env.VIGIL_DATA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data');

/** Latin script only (letters of the Latin script, digits, punctuation, spaces, symbols). */
const LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{S}]+$/u;
/** Names of a record compared pairwise, at most (a few records carry dozens of aliases). */
const MAX_NAMES = 8;

const loads = await loadAllLists(dataDir);

/** Counts of a table row: pairs compared, pairs at or above the threshold. */
type Tally = { pairs: number; matched: number };
/** Adds one pair's score to the row `key` of `table`. */
function tally(table: Map<string, Tally>, key: string, score: number): void {
  let t = table.get(key);
  if (!t) table.set(key, (t = { pairs: 0, matched: 0 }));
  t.pairs++;
  if (score >= threshold) t.matched++;
}
/** One printed row: label, pairs, pairs at or above the threshold and their share. */
const row = (label: string, t: Tally) =>
  `${label.padEnd(20)} pairs ${String(t.pairs).padStart(6)}  at or above the threshold ${String(t.matched).padStart(6)} (${(t.matched / t.pairs).toFixed(3)})`;
type PairType = 'individual' | 'vessel' | 'company';
const typeOf = (entityType: string): PairType => (entityType === 'individual' ? 'individual' : entityType === 'vessel' ? 'vessel' : 'company');

/**
 * Every pair of `names` (one record's, one entity type) not met before in `seen` (keyed by type and
 * both names), with its name score (`compareNames`, the record's entity type).
 */
function* scoredPairs(names: string[], type: PairType, seen: Set<string>): Generator<[string, string, number]> {
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const key = `${type}|${names[i]}|${names[j]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      yield [names[i], names[j], compareNames(names[i], names[j], type).score];
    }
  }
}

const seen = new Set<string>();
const lines: string[] = [];
const byType = new Map<string, Tally>();
const misses: string[] = [];
for (const load of loads) {
  for (const rec of load.records) {
    const type = typeOf(rec.entity_type);
    const names = [...new Set(rec.names.map((n) => n.name).filter((n) => n && LATIN.test(n)))].slice(0, MAX_NAMES);
    for (const [a, b, score] of scoredPairs(names, type, seen)) {
      const h = half(type, a, b);
      for (const k of [type, `${type} ${h}`, `all ${h}`]) tally(byType, k, score);
      if (h === 'dev' && score < threshold && misses.length < showMisses) misses.push(`  miss ${score.toFixed(3)} | ${a} | ${b} | ${type}`);
      if (writeTo) lines.push(`${score.toFixed(3)}\t${a}\t${b}\t${type}`);
    }
  }
}
console.log(`== Alias pairs: every pair of Latin-script names of one listed record (${loads.length} lists), threshold ${threshold}`);
let pairs = 0;
let matched = 0;
for (const [type, t] of [...byType].sort()) {
  if (!type.includes(' ')) { pairs += t.pairs; matched += t.matched; }
  console.log(row(type, t));
}
console.log(row('all', { pairs, matched }));
for (const m of misses) console.log(m);
if (writeTo) writeFileSync(writeTo, lines.join('\n') + '\n');

// Pairs of names of one record written in one other script (module doc), per script and half.
const byScript = new Map<string, Tally>();
const seenScript = new Set<string>();
for (const load of loads) {
  for (const rec of load.records) {
    const type = typeOf(rec.entity_type);
    const groups = new Map<string, string[]>();
    for (const n of new Set(rec.names.map((x) => x.name))) {
      if (!n || !hasNonLatin(n) || mixedScript(n)) continue;
      const sc = nameScript(n);
      const g = groups.get(sc) ?? [];
      if (g.length < MAX_NAMES) g.push(n);
      groups.set(sc, g);
    }
    for (const [sc, names] of groups) {
      for (const [a, b, score] of scoredPairs(names, type, seenScript)) tally(byScript, `${sc} ${half(type, a, b)}`, score);
    }
  }
}
console.log(`\n== Alias pairs in one other script: every pair of names of one record written in the same non-Latin script, threshold ${threshold}`);
for (const [k, t] of [...byScript].sort()) console.log(row(k, t));
