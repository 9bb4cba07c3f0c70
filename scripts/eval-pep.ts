/**
 * PEP-rule evaluation: `node --import tsx scripts/eval-pep.ts [--held-out] [--threshold 0.8] [--errors]`
 *
 * Chooses and checks the PEP rule (src/screening/pep-rule.ts) WITHOUT the US negatives (those are the
 * evaluation set of `npm run eval`; this script never reads them).
 *
 * Corpus: every list `loadAllLists` loads from $VIGIL_DATA_DIR (default ../shared/data), as in eval.ts.
 *
 * Positives (real PEP data, read from the publishers' files, not from the loaders' records):
 *   EveryPolitician Popolo persons (29 legislatures) and US Congress members (legislators-current.yaml),
 *   typed the way a client would: the published name (`exact`), with the legislature's country
 *   (`exact+country`), with date of birth and country when the source has a DOB (`exact+dob+country`),
 *   first and last token only for Latin names of 3+ tokens (`no-middle`), Popolo given_name + family_name
 *   (`given+family`), one Latin-script `other_names` entry (`other-latin`), and the exact name with a
 *   foreign country of residence (`exact+foreign`: GB, or US for UK MPs; a foreign PEP banking abroad).
 *   A hit = the person's own record at or above the threshold. Persons are split by SHA-1 of their id
 *   (first byte even = dev, odd = held-out).
 *   `congress-as-ep`: Congress members against a corpus where the Congress records are reduced to the
 *   shape of most EveryPolitician records (official name only, no DOB, no full-name/nickname aliases),
 *   queried with the full legal name (first middle last) + DOB + US: a real middle name the list lacks.
 *
 * Negatives (synthetic from the same real names, NOT the US negatives): a given name of one PEP and the
 * surname of a PEP of another legislature (40 % with a third person's given name as middle name), Han
 * (NPC: surname character + another deputy's given name) and Hangul (South Korea, same), a random full
 * DOB 1940-2000, and a country: half the given-name PEP's own, half drawn from a fixed list. A negative
 * whose token set equals any PEP name in the corpus is skipped. Counted: queries with a PEP finding.
 * 20,000 drawn with seed 16 for the dev run and another 20,000 with seed 61 for `--held-out`.
 *
 * Candidates are applied to the engine's matches after removing the hook's own `pep_rule` contribution,
 * with the names re-normalised (no corpus rarity), so the figures of the engine's own rule are also
 * printed for comparison (the `engine` line). Selection criterion, fixed before the first run: among
 * the candidates whose dev recall is >= 0.98 on every exact-name variant (`exact`, `exact+country`,
 * `exact+dob+country`, `exact+foreign`) and loses at most 0.02 on every other variant against `none`,
 * the lowest negative PEP-finding rate wins. `--held-out` then prints the held-out half.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import { loadAllLists } from '../src/lists/registry.js';
import { indexLegislatures } from '../src/lists/everypolitician.js';
import type { ListRecord } from '../src/lists/types.js';
import { Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { DEFAULT_PEP_RULE, pepRuleReason, type PepRuleConfig } from '../src/screening/pep-rule.js';
import type { ScreeningMatch, ScreeningQuery } from '../src/screening/types.js';
import { rng } from './prng.js';

const args = process.argv.slice(2);
const opt = (n: string) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : undefined; };
const threshold = Number(opt('--threshold') ?? DEFAULT_CONFIG.alertThreshold);
const heldOut = args.includes('--held-out');
const showErrors = args.includes('--errors');
const dataDir = process.env.VIGIL_DATA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data');
const epDir = path.join(dataDir, 'pep', 'everypolitician', '2015-11-30');
const congressFile = path.join(dataDir, 'pep', 'us_congress', '2026-06', 'legislators-current.yaml');

const LATIN = /^[\p{Script=Latin}\p{M}\s.,'’‘()-]+$/u;
const HAN = /^\p{Script=Han}{2,4}$/u;
const HANGUL = /^\p{Script=Hangul}{2,4}$/u;
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
const tokenSet = (s: string) => normaliseName(s, { type: 'individual' }).tokens.map((t) => t.text).sort().join(' ');
const isDev = (id: string) => (createHash('sha1').update(id).digest()[0] & 1) === 0;

interface Positive { person: string; list: string; variant: string; query: ScreeningQuery }
interface Person { id: string; list: string; country: string; name: string; given?: string; family?: string; dob?: string; others: string[] }

/** Persons of the raw files (EveryPolitician Popolo + Congress YAML). */
function readPersons(): Person[] {
  const out: Person[] = [];
  for (const leg of indexLegislatures(readFileSync(path.join(epDir, 'countries.json'), 'utf8'))) {
    let doc: { persons?: Array<Record<string, unknown>> };
    try { doc = JSON.parse(readFileSync(path.join(epDir, leg.file), 'utf8')); } catch { continue; }
    for (const p of doc.persons ?? []) {
      if (typeof p.id !== 'string' || typeof p.name !== 'string' || !leg.countryCode) continue;
      const others = ((p.other_names ?? []) as Array<{ name?: string }>).map((o) => o.name ?? '').filter(Boolean);
      out.push({ id: p.id, list: 'everypolitician', country: leg.countryCode, name: p.name, given: p.given_name as string | undefined, family: p.family_name as string | undefined, dob: typeof p.birth_date === 'string' && /^\d{4}/.test(p.birth_date) ? p.birth_date : undefined, others });
    }
  }
  const yaml = loadYaml(readFileSync(congressFile, 'utf8'), { schema: CORE_SCHEMA }) as Array<{ id?: { bioguide?: string }; name?: Record<string, string>; bio?: { birthday?: string } }>;
  for (const m of yaml) {
    const n = m.name ?? {};
    if (!m.id?.bioguide || !n.last) continue;
    const full = [n.first, n.middle, n.last].filter(Boolean).join(' ');
    out.push({ id: m.id.bioguide, list: 'us_congress', country: 'US', name: n.official_full ?? `${n.first} ${n.last}`, given: n.first, family: n.last, dob: m.bio?.birthday, others: n.middle ? [full] : [] });
  }
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(`${p.list}:${p.id}`) && !!seen.add(`${p.list}:${p.id}`));
}

/** Client-typed query variants of one person (module doc). */
function positivesOf(p: Person): Positive[] {
  const base = { entity_type: 'individual' as const };
  const out: Positive[] = [];
  const add = (variant: string, q: Omit<ScreeningQuery, 'entity_type'>) => out.push({ person: p.id, list: p.list, variant, query: { ...base, ...q } });
  add('exact', { name: p.name });
  add('exact+country', { name: p.name, country: p.country });
  if (p.dob) add('exact+dob+country', { name: p.name, country: p.country, date_of_birth: p.dob });
  add('exact+foreign', { name: p.name, country: p.country === 'GB' ? 'US' : 'GB' });
  const w = words(p.name);
  if (LATIN.test(p.name) && w.length >= 3) add('no-middle', { name: `${w[0]} ${w[w.length - 1]}`, country: p.country });
  if (p.given && p.family && tokenSet(`${p.given} ${p.family}`) !== tokenSet(p.name)) add('given+family', { name: `${p.given} ${p.family}`, country: p.country });
  const other = p.list === 'everypolitician' ? p.others.find((o) => LATIN.test(o) && tokenSet(o) !== tokenSet(p.name)) : undefined;
  if (other) add('other-latin', { name: other, country: p.country });
  return out;
}

const OTHER_COUNTRIES = ['US', 'DE', 'IT', 'ES', 'CA', 'AU', 'MX', 'PL', 'TR', 'EG', 'ZA', 'AR', 'KE', 'PH', 'VN', 'ID', 'SE', 'IE', 'PT', 'CO'];

/** Synthetic negatives (module doc). */
function negatives(persons: Person[], pepNames: Set<string>, n: number, seed: number): ScreeningQuery[] {
  const r = rng(seed);
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)];
  const latin = persons.filter((p) => LATIN.test(p.name) && words(p.name).length >= 2).map((p) => {
    const w = words(p.name);
    return { country: p.country, given: p.given && LATIN.test(p.given) ? words(p.given)[0] : w[0], family: p.family && LATIN.test(p.family) ? p.family : w[w.length - 1] };
  });
  const han = persons.filter((p) => HAN.test(p.name)).map((p) => ({ country: p.country, given: p.name.slice(1), family: p.name[0] }));
  const hangul = persons.flatMap((p) => p.others.filter((o) => HANGUL.test(o)).slice(0, 1).map((o) => ({ country: p.country, given: o.slice(1), family: o[0] })));
  const countries = [...new Set([...persons.map((p) => p.country), ...OTHER_COUNTRIES])].sort();
  const out: ScreeningQuery[] = [];
  while (out.length < n) {
    const u = r();
    const pool = u < 0.84 ? latin : u < 0.95 ? han : hangul;
    const a = pick(pool);
    const b = pick(pool);
    if (a.country === b.country) continue;
    let name: string;
    if (pool === latin) name = r() < 0.4 ? `${a.given} ${pick(latin).given} ${b.family}` : `${a.given} ${b.family}`;
    else name = `${b.family}${a.given}`;
    if (pepNames.has(tokenSet(name))) continue;
    const y = 1940 + Math.floor(r() * 61);
    const dob = `${y}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
    out.push({ name, entity_type: 'individual', date_of_birth: dob, country: r() < 0.5 ? a.country : pick(countries) });
  }
  return out;
}

const CANDIDATES: Array<[string, PepRuleConfig | null]> = [
  ['none', null],
  ...(['all', 'ends'] as const).flatMap((listedName) => (['off', 'inexact', 'always'] as const).flatMap((countryConflict) => [false, true].map((middleExtras) =>
    [`listed:${listedName}${middleExtras ? '+middleExtras' : ''}+country:${countryConflict}`, { ...DEFAULT_PEP_RULE, listedName, middleExtras, countryConflict }] as [string, PepRuleConfig]))),
  ...(['off', 'inexact', 'always'] as const).map((countryConflict) => [`middleExtras+country:${countryConflict}`, { ...DEFAULT_PEP_RULE, listedName: 'off', middleExtras: true, countryConflict }] as [string, PepRuleConfig]),
  ['country:inexact', { ...DEFAULT_PEP_RULE, listedName: 'off', middleExtras: false, countryConflict: 'inexact' }],
  ['country:always', { ...DEFAULT_PEP_RULE, listedName: 'off', middleExtras: false, countryConflict: 'always' }],
];

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Score of a match under a candidate rule (the hook's own contribution removed; module doc). */
function rescore(m: ScreeningMatch, rule: PepRuleConfig | null): number {
  const cs = m.explanation.contributions.filter((c) => c.feature !== 'pep_rule');
  let s = clamp01(cs.reduce((a, c) => a + c.value, 0));
  if (rule && m.record.result_type === 'pep') {
    const reason = pepRuleReason({ record: m.record, queryName: normaliseName(m.explanation.query_name, { type: 'individual' }), listName: normaliseName(m.explanation.matched_name, { type: 'individual' }), listEntry: m.record.names.find((n) => n.name === m.explanation.matched_name), contributions: cs, nameConfig: DEFAULT_CONFIG.name }, rule);
    if (reason) s = clamp01(s - rule.penalty);
  }
  return s;
}

const SCORERS: Array<[string, (m: ScreeningMatch) => number]> = [
  ...CANDIDATES.map(([k, rule]) => [k, (m: ScreeningMatch) => rescore(m, rule)] as [string, (m: ScreeningMatch) => number]),
  ['engine (hook as built)', (m) => m.score],
];

const floor = threshold - DEFAULT_PEP_RULE.penalty - 0.2;

type Recall = Map<string, Map<string, number>>;

function recallTable(screener: Screener, pos: Positive[], label: string): Recall {
  const variants = [...new Set(pos.map((p) => p.variant))];
  const hits = new Map<string, number>();
  const misses = new Map<string, string[]>();
  for (const p of pos) {
    const res = screener.screen(p.query, { minScore: floor, limit: 50 });
    const own = res.filter((m) => m.record.list === p.list && m.record.source_id === p.person);
    SCORERS.forEach(([k, f]) => {
      if (own.some((m) => f(m) >= threshold)) hits.set(`${k}|${p.variant}`, (hits.get(`${k}|${p.variant}`) ?? 0) + 1);
      else if (showErrors && k === 'engine (hook as built)' && own.length) {
        const l = misses.get(p.variant) ?? [];
        if (l.length < 12) l.push(`${p.variant} | ${p.query.name} ${p.query.country ?? ''} | ${own[0].explanation.summary}`);
        misses.set(p.variant, l);
      }
    });
  }
  console.log(`\n== ${label}: recall at ${threshold} by variant (n per variant in the header)`);
  console.log('rule'.padEnd(40) + variants.map((v) => `${v} (${pos.filter((p) => p.variant === v).length})`.padStart(22)).join(''));
  const out: Recall = new Map();
  for (const [k] of SCORERS) {
    const row = new Map(variants.map((v) => [v, (hits.get(`${k}|${v}`) ?? 0) / pos.filter((p) => p.variant === v).length]));
    out.set(k, row);
    console.log(k.padEnd(40) + variants.map((v) => row.get(v)!.toFixed(3).padStart(22)).join(''));
  }
  for (const m of [...misses.values()].flat()) console.log('  MISS ' + m);
  return out;
}

const EXACT_VARIANTS = new Set(['exact', 'exact+country', 'exact+dob+country', 'exact+foreign']);

/** The selection criterion of the module doc, applied to the tables. */
function choose(recalls: Recall[], pepRate: Map<string, number>): void {
  const ok = (k: string) => recalls.every((t) => [...t.get(k)!].every(([v, r]) => (EXACT_VARIANTS.has(v) ? r >= 0.98 : r >= t.get('none')!.get(v)! - 0.02)));
  const eligible = CANDIDATES.map(([k]) => k).filter(ok).sort((a, b) => pepRate.get(a)! - pepRate.get(b)!);
  console.log(`
== Selection (criterion in the module doc): eligible ${eligible.map((k) => `${k} ${(100 * pepRate.get(k)!).toFixed(2)} %`).join('; ')}`);
  console.log(`chosen: ${eligible[0]}`);
}

function negativeTable(screener: Screener, negs: ScreeningQuery[]): Map<string, number> {
  const pepHits = new Map<string, number>();
  const anyHits = new Map<string, number>();
  const examples: string[] = [];
  for (const q of negs) {
    const res = screener.screen(q, { minScore: floor, limit: 50 });
    for (const [k, f] of SCORERS) {
      const over = res.filter((m) => f(m) >= threshold);
      if (over.length) anyHits.set(k, (anyHits.get(k) ?? 0) + 1);
      if (over.some((m) => m.record.result_type === 'pep')) {
        pepHits.set(k, (pepHits.get(k) ?? 0) + 1);
        if (showErrors && k === 'engine (hook as built)' && examples.length < 40) {
          const m = over.find((x) => x.record.result_type === 'pep')!;
          examples.push(`${m.score.toFixed(3)} | ${q.name} ${q.country} | ${m.explanation.summary}`);
        }
      }
    }
  }
  console.log(`\n== Synthetic negatives (${negs.length}; not the US negatives): queries with a PEP finding / any finding at ${threshold}`);
  for (const [k] of SCORERS) {
    const p = pepHits.get(k) ?? 0;
    const a = anyHits.get(k) ?? 0;
    console.log(`${k.padEnd(40)} PEP ${(100 * p / negs.length).toFixed(2).padStart(6)} % (${p})   any list ${(100 * a / negs.length).toFixed(2).padStart(6)} % (${a})`);
  }
  for (const e of examples) console.log('  FP ' + e);
  return new Map(SCORERS.map(([k]) => [k, (pepHits.get(k) ?? 0) / negs.length]));
}

const t0 = performance.now();
const records: ListRecord[] = (await loadAllLists(dataDir)).flatMap((r) => r.records);
const persons = readPersons();
const half = persons.filter((p) => isDev(`${p.list}:${p.id}`) !== heldOut);
const pos = half.flatMap(positivesOf);
const pepNames = new Set(records.filter((r) => r.result_type === 'pep').flatMap((r) => r.names.map((n) => tokenSet(n.name))));
// The held-out run draws its own negatives (another seed): the dev draw chose the rule.
const negs = negatives(persons, pepNames, 20000, heldOut ? 61 : 16);
console.log(`${heldOut ? 'HELD-OUT' : 'DEV'} half: ${half.length} of ${persons.length} persons, ${pos.length} positive queries; ${records.length} records; loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);

let screener = Screener.build(records);
const main = recallTable(screener, pos, 'PEP positives');
const rates = negativeTable(screener, negs);

// Congress records reduced to the EveryPolitician shape (module doc).
const reduced = records.map((r) => (r.list !== 'us_congress' ? r : { ...r, dates_of_birth: [], names: r.names.filter((n) => n.kind === 'primary') }));
screener = Screener.build(reduced);
const cong = half.filter((p) => p.list === 'us_congress');
const asEp: Positive[] = cong.flatMap((p) => [
  { person: p.id, list: p.list, variant: 'official+dob+US', query: { name: p.name, entity_type: 'individual' as const, country: 'US', ...(p.dob ? { date_of_birth: p.dob } : {}) } },
  ...(p.others.length ? [{ person: p.id, list: p.list, variant: 'full-legal+dob+US', query: { name: p.others[0], entity_type: 'individual' as const, country: 'US', ...(p.dob ? { date_of_birth: p.dob } : {}) } }] : []),
  ...(p.others.length ? [{ person: p.id, list: p.list, variant: 'full-legal+dob+GB', query: { name: p.others[0], entity_type: 'individual' as const, country: 'GB', ...(p.dob ? { date_of_birth: p.dob } : {}) } }] : []),
]);
const asEpRecall = recallTable(screener, asEp, 'congress-as-ep (Congress records without DOB or aliases)');
if (!heldOut) choose([main, asEpRecall], rates);
console.log(`\nload average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
