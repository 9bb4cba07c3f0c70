/**
 * Cross-script evaluation: `npm run eval:scripts [-- --split dev|held-out|both] [--errors N] [--threshold 0.8]
 *   [--fp-split dev|held-out] [--fp-examples N] [--dev-misses N]`
 *   `--errors N` prints up to N misses per row of every split shown; `--dev-misses N` prints up to N misses
 *   per row of the development half only (tables of both halves), the way to study misses without
 *   looking at the held-out pairs.
 *
 * Built at run time from the real list files (never stored in the repository): every list publishing
 * a name both in a non-Latin script and in Latin script for the same record gives a pair (that
 * non-Latin name, the record). Sources: UK OFSI 2025 (`Name Non-Latin Script`), Australia DFAT
 * (`Original Script` rows), the UN list (original-script aliases) and EveryPolitician (`name` /
 * `other_names` in other scripts). Names mixing Latin with another script ("Jin Tiesan (金铁三)") are
 * left out. One pair per (script, non-Latin name, Latin primary name): the same person on three lists
 * counts once (the first list in the order above).
 *
 * Directions, each against the whole corpus (every list and PEP file, as the service loads it):
 *   A  script -> Latin: the index holds no non-Latin name at all (every name with a non-Latin letter is
 *      removed from every record); the query is the non-Latin name; expected: its record.
 *   B  Latin -> script: per script X, the index holds only the names written in X (records without
 *      one are left out); the query is the record's Latin primary name; expected: the record.
 *   Cross-list: Russian State Duma members (EveryPolitician, Cyrillic only) whose Cyrillic name equals an
 *      OFSI `Name Non-Latin Script` (case folded, ё read as е, any word order): query the OFSI Latin
 *      primary name, expect the EveryPolitician record (direction B), and the reverse (direction A).
 * The query carries the record's entity type, nothing else (no date of birth, no country).
 * Measures: recall@1 (the expected record scores as high as the best match; ties count) and recall at
 * the alert threshold (the expected record is a finding), per script and kind:
 *   person       a person's own name in its own script (every sanctions-list pair; EveryPolitician
 *                members of a legislature of a country writing that script, SCRIPT_COUNTRIES);
 *   transcribed  EveryPolitician names of other countries' members in that script (the Greek, Chinese
 *                or Hebrew spelling of a French or British member's name): a transcription of a foreign
 *                name, a harder and different task, reported apart;
 *   org          organisations (their non-Latin names are often translations, not transliterations).
 *
 * Split: a pair belongs to the development half when the FNV-1a hash of `<list>:<source_id>` is even,
 * to the held-out half when odd. Matching rules were tuned looking at development pairs only; the
 * held-out half is the reported figure.
 *
 * False-positive checks (queries that should find nothing):
 *   chimeras: per script, names made of the words of different listed people (word i of one held-out
 *     non-Latin name, word i+1 of another, ...; seeded), screened against the full production index
 *     (every name, non-Latin ones included). A chimera shares at most one word with any one person, so
 *     a finding at/above the threshold is a false positive unless the combination happens to be a real
 *     listed name (flagged examples are printed). Control: the same chimeras made of those people's
 *     Latin-script names (same seed), i.e. how often the engine flags such word mixtures anyway; the
 *     non-Latin rate should not exceed it. `--fp-split dev` builds them from the development half.
 *   legislators: the native-script names of members of national legislatures (EveryPolitician), screened
 *     against the sanctions and enforcement lists only (PEP sources removed). Most of them are on no list;
 *     some are (Duma members are on the UK list): the flagged examples are printed for review. Reported
 *     over all and per half (members' records split as the pairs are; examples from the `--fp-split` half).
 *
 * Data dir: $VIGIL_DATA_DIR or ../shared/data beside the repository.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAllLists } from '../src/lists/registry.js';
import { Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { hasNonLatin, mixedScript, nameScript, type NameScript } from '../src/screening/scripts.js';
import type { ListRecord } from '../src/lists/types.js';
import type { ScreeningQuery } from '../src/screening/types.js';
import { rng } from './prng.js'; // seeded PRNG (mulberry32) for the chimeras

const args = process.argv.slice(2);
const opt = (n: string) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : undefined; };
const threshold = Number(opt('--threshold') ?? DEFAULT_CONFIG.alertThreshold);
const showSplit = opt('--split') ?? 'both';
const devMisses = opt('--dev-misses');
const errorCount = Number(devMisses ?? opt('--errors') ?? 0);
/** Names the chimeras are made of: the held-out half (reported) or, for tuning, the development half. */
const fpSplit = opt('--fp-split') ?? 'held-out';
const fpExamples = Number(opt('--fp-examples') ?? 3);
const dataDir = process.env.VIGIL_DATA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data');

/** Lists publishing both forms of names, in order of preference when a pair repeats across lists. */
const PAIR_LISTS = ['gb_ofsi', 'au_dfat', 'un_sc', 'everypolitician'];
/** Scripts reported (the others are counted together as `other`). */
const SCRIPTS: NameScript[] = ['Cyrillic', 'Greek', 'Arabic', 'Persian', 'Hebrew', 'Chinese', 'Japanese', 'Korean', 'Thai', 'Devanagari', 'Tamil', 'Sinhala'];
const PEP_LISTS = new Set(['everypolitician', 'us_congress']);

/** FNV-1a 32-bit hash (split assignment). */
function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Countries whose own names are written in a script (ISO 3166-1 alpha-2): an EveryPolitician name in
 * script X of a member of such a country's legislature is the person's own name; in any other
 * legislature it is a transcription of a foreign name (the French Assemblée's Greek and Chinese
 * `other_names`), a different task reported apart.
 */
const SCRIPT_COUNTRIES: Partial<Record<NameScript, string[]>> = {
  Cyrillic: ['RU', 'UA', 'BY', 'BG', 'RS', 'MK', 'ME', 'BA', 'KZ', 'KG', 'TJ', 'UZ', 'MN'],
  Greek: ['GR', 'CY'],
  Arabic: ['SA', 'AE', 'IQ', 'SY', 'LB', 'JO', 'EG', 'LY', 'TN', 'DZ', 'MA', 'YE', 'OM', 'QA', 'BH', 'KW', 'PS', 'SD', 'MR', 'SO', 'AF', 'PK', 'IR'],
  Persian: ['IR', 'AF', 'PK', 'TJ'],
  Hebrew: ['IL'],
  Chinese: ['CN', 'TW', 'HK', 'MO', 'SG'],
  Japanese: ['JP'],
  Korean: ['KR', 'KP'],
  Thai: ['TH'],
  Devanagari: ['NP', 'IN'],
  Tamil: ['LK', 'IN'],
  Sinhala: ['LK'],
};

type Kind = 'person' | 'transcribed' | 'org';
interface Pair {
  script: NameScript;
  kind: Kind;
  heldOut: boolean;
  /** Non-Latin name and its record (direction A query / direction B expected). */
  nonLatin: string;
  /** Latin primary name of the record (direction B query). */
  latin: string;
  rec: ListRecord;
}

const recKey = (r: ListRecord) => `${r.list}:${r.source_id}`;
/** `org` for non-individuals; `transcribed` for an EveryPolitician name in a script foreign to the member's country. */
function kindOf(r: ListRecord, script: NameScript): Kind {
  if (r.entity_type !== 'individual') return 'org';
  if (r.list !== 'everypolitician') return 'person';
  const own = SCRIPT_COUNTRIES[script] ?? [];
  return r.countries.some((c) => own.includes(c)) ? 'person' : 'transcribed';
}
const isHeldOut = (r: ListRecord) => (fnv(recKey(r)) & 1) === 1;
const squash = (s: string) => s.normalize('NFKC').toLowerCase().replace(/ё/g, 'е').split(/[\s,]+/).filter(Boolean).sort().join(' ');

function buildPairs(records: ListRecord[]): Pair[] {
  const seen = new Set<string>();
  const out: Pair[] = [];
  const byList = new Map<string, ListRecord[]>();
  for (const r of records) { const l = byList.get(r.list) ?? []; l.push(r); byList.set(r.list, l); }
  for (const list of PAIR_LISTS) {
    for (const rec of byList.get(list) ?? []) {
      const latin = rec.names.find((n) => !hasNonLatin(n.name) && /\p{L}/u.test(n.name));
      if (!latin) continue;
      for (const n of rec.names) {
        if (!hasNonLatin(n.name) || mixedScript(n.name)) continue;
        const script = nameScript(n.name);
        const key = `${script}|${squash(n.name)}|${squash(latin.name)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ script, kind: kindOf(rec, script), heldOut: isHeldOut(rec), nonLatin: n.name, latin: latin.name, rec });
      }
    }
  }
  return out;
}

/** Duma members (Cyrillic only on EveryPolitician) whose name equals an OFSI non-Latin name. */
function dumaPairs(records: ListRecord[]): Array<{ ep: ListRecord; ofsi: ListRecord; cyr: string; latin: string }> {
  const ofsiByCyr = new Map<string, ListRecord>();
  for (const r of records) {
    if (r.list !== 'gb_ofsi') continue;
    for (const n of r.names) if (nameScript(n.name) === 'Cyrillic' && !mixedScript(n.name)) ofsiByCyr.set(squash(n.name), r);
  }
  const out: Array<{ ep: ListRecord; ofsi: ListRecord; cyr: string; latin: string }> = [];
  for (const r of records) {
    if (r.list !== 'everypolitician' || !/\/Russia\/Duma\//.test(r.url)) continue;
    const ofsi = ofsiByCyr.get(squash(r.name));
    const latin = ofsi?.names.find((n) => !hasNonLatin(n.name));
    if (ofsi && latin) out.push({ ep: r, ofsi, cyr: r.name, latin: latin.name });
  }
  return out;
}

/** A record keeping only the names `keep` accepts (undefined when none is left). */
function withNames(r: ListRecord, keep: (name: string) => boolean): ListRecord | undefined {
  const names = r.names.filter((n) => keep(n.name));
  if (names.length === 0) return undefined;
  return { ...r, names, name: names[0].name };
}

const query = (name: string, r: ListRecord): ScreeningQuery => ({ name, entity_type: r.entity_type === 'aircraft' ? 'vessel' : r.entity_type });

interface Outcome { top1: boolean; found: boolean; detail: string }

/** Screen `name`; did `expected` come first (ties count) and at/above the threshold? */
function probe(s: Screener, name: string, expected: ListRecord): Outcome {
  const res = s.screen(query(name, expected), { minScore: 0, limit: 20 });
  const key = recKey(expected);
  const hit = res.find((m) => recKey(m.record) === key);
  const top1 = !!hit && hit.score >= res[0].score;
  const found = !!hit && hit.score >= threshold;
  const detail = hit ? `${hit.score.toFixed(3)} ${hit.explanation.summary}` : `not retrieved (top: ${res[0] ? `${res[0].record.name} ${res[0].score.toFixed(3)}` : 'none'})`;
  return { top1, found, detail };
}

interface Tally { n: number; top1: number; found: number; errors: string[] }
const tally = (): Tally => ({ n: 0, top1: 0, found: 0, errors: [] });
const f3 = (x: number, n: number) => (n ? (x / n).toFixed(3) : '  -  ');

async function main() {
  const t0 = Date.now();
  const records = (await loadAllLists(dataDir)).flatMap((l) => l.records);
  const pairs = buildPairs(records);
  const duma = dumaPairs(records);

  // Direction A index: no non-Latin name anywhere.
  const latinOnly = records.map((r) => withNames(r, (n) => !hasNonLatin(n))).filter((r): r is ListRecord => !!r);
  const indexA = Screener.build(latinOnly);
  // Direction B indexes: per script, only the names written in it.
  const indexB = new Map<NameScript, Screener>();
  const scriptsUsed = new Set<NameScript>(pairs.map((p) => p.script));
  for (const sc of scriptsUsed) {
    const recs = records.map((r) => withNames(r, (n) => nameScript(n) === sc && !mixedScript(n))).filter((r): r is ListRecord => !!r);
    indexB.set(sc, Screener.build(recs));
  }
  console.log(`corpus ${records.length} records; ${pairs.length} cross-script pairs (${pairs.filter((p) => p.heldOut).length} held out); ${duma.length} Duma/OFSI cross-list pairs; indexes built in ${((Date.now() - t0) / 1000).toFixed(1)} s; threshold ${threshold}`);

  // rows: split -> script -> kind -> direction
  const rows = new Map<string, { a: Tally; b: Tally }>();
  const row = (k: string) => { let r = rows.get(k); if (!r) { r = { a: tally(), b: tally() }; rows.set(k, r); } return r; };
  const add = (t: Tally, o: Outcome, label: string, heldOut: boolean) => {
    t.n++; if (o.top1) t.top1++; if (o.found) t.found++;
    if (!o.found && t.errors.length < errorCount && !(devMisses !== undefined && heldOut)) t.errors.push(`${label} | ${o.detail}`);
  };
  for (const p of pairs) {
    const sc = SCRIPTS.includes(p.script) ? p.script : 'other';
    const split = p.heldOut ? 'held-out' : 'dev';
    const a = probe(indexA, p.nonLatin, p.rec);
    const b = probe(indexB.get(p.script)!, p.latin, p.rec);
    for (const k of [`${split}|${sc}|${p.kind}`, `${split}|all|${p.kind}`]) {
      const r = row(k);
      add(r.a, a, `${p.nonLatin} -> ${p.latin}`, p.heldOut);
      add(r.b, b, `${p.latin} -> ${p.nonLatin}`, p.heldOut);
    }
  }
  for (const d of duma) {
    const split = isHeldOut(d.ofsi) ? 'held-out' : 'dev';
    const r = row(`${split}|Duma~OFSI|person`);
    add(r.a, probe(indexA, d.cyr, d.ofsi), `${d.cyr} -> ${d.latin}`, split === 'held-out');
    add(r.b, probe(indexB.get('Cyrillic')!, d.latin, d.ep), `${d.latin} -> ${d.cyr}`, split === 'held-out');
  }

  const header = `${'script'.padEnd(12)} ${'kind'.padEnd(11)} ${'n'.padStart(5)}   A script->Latin: R@1  R@thr   B Latin->script: R@1  R@thr`;
  for (const split of showSplit === 'both' ? ['held-out', 'dev'] : [showSplit]) {
    console.log(`\n== ${split} pairs`);
    console.log(header);
    for (const sc of [...SCRIPTS, 'other', 'Duma~OFSI', 'all']) {
      for (const kind of ['person', 'transcribed', 'org'] as Kind[]) {
        const r = rows.get(`${split}|${sc}|${kind}`);
        if (!r) continue;
        console.log(`${sc.padEnd(12)} ${kind.padEnd(11)} ${String(r.a.n).padStart(5)}   ${' '.repeat(16)}${f3(r.a.top1, r.a.n)}  ${f3(r.a.found, r.a.n)}   ${' '.repeat(16)}${f3(r.b.top1, r.b.n)}  ${f3(r.b.found, r.b.n)}`);
      }
    }
    if (errorCount > 0) {
      for (const [k, r] of rows) {
        if (!k.startsWith(split + '|') || k.includes('|all|')) continue;
        for (const e of r.a.errors) console.log(`  A MISS ${k} | ${e}`);
        for (const e of r.b.errors) console.log(`  B MISS ${k} | ${e}`);
      }
    }
  }

  // False-positive checks.
  const full = Screener.build(records);
  console.log(`\n== False positives: chimeras (words of different listed people, ${fpSplit} non-Latin person names), full index; control: the same made of their Latin names`);
  const chimeras = (names: string[][], n: number, random: () => number): string[] => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const len = names[Math.floor(random() * names.length)].length;
      const words: string[] = [];
      const used = new Set<number>();
      for (let w = 0; w < len; w++) {
        let k = Math.floor(random() * names.length);
        for (let tries = 0; used.has(k) && tries < 5; tries++) k = Math.floor(random() * names.length);
        used.add(k);
        words.push(names[k][Math.min(w, names[k].length - 1)]);
      }
      out.push(words.join(' '));
    }
    return out;
  };
  const flagRate = (qs: string[]) => {
    let flagged = 0;
    const ex: string[] = [];
    for (const q of qs) {
      const res = full.screen({ name: q, entity_type: 'individual' }, { minScore: threshold, limit: 1 });
      if (res.length) { flagged++; if (ex.length < fpExamples) ex.push(`${q} ~ ${res[0].record.name} ${res[0].score.toFixed(3)}${fpExamples > 3 ? ' ' + res[0].explanation.summary : ''}`); }
    }
    return { flagged, ex };
  };
  for (const sc of SCRIPTS) {
    const chosen = pairs.filter((p) => p.heldOut === (fpSplit === 'held-out') && p.kind !== 'org' && p.script === sc);
    const words = (s: string) => s.split(/[\s·・,]+/).filter(Boolean);
    const names = chosen.map((p) => words(p.nonLatin)).filter((w) => w.length >= 2);
    const latinNames = chosen.map((p) => words(p.latin)).filter((w) => w.length >= 2);
    if (names.length < 3 || latinNames.length < 3) { console.log(`${sc.padEnd(12)} too few names`); continue; }
    const n = Math.min(400, names.length * 2);
    const ours = flagRate(chimeras(names, n, rng(20261124)));
    const control = flagRate(chimeras(latinNames, n, rng(20261124)));
    const pc = (x: number) => `${(100 * x / n).toFixed(2)}%`.padStart(7);
    console.log(`${sc.padEnd(12)} ${String(n).padStart(4)} chimeras  flagged ${pc(ours.flagged)} (${ours.flagged}); Latin control ${pc(control.flagged)} (${control.flagged})${ours.ex.length ? '  e.g. ' + ours.ex.join(fpExamples > 3 ? '\n    ' : '; ') : ''}`);
  }

  const sanctionsOnly = Screener.build(records.filter((r) => !PEP_LISTS.has(r.list)));
  console.log(`\n== False positives: legislators' native-script names (EveryPolitician) against the sanctions and enforcement lists`);
  const bySc = new Map<NameScript, Array<{ name: string; heldOut: boolean }>>();
  for (const r of records) {
    if (r.list !== 'everypolitician' || r.entity_type !== 'individual') continue;
    for (const n of r.names) {
      if (!hasNonLatin(n.name) || mixedScript(n.name)) continue;
      const sc = nameScript(n.name);
      if (!SCRIPTS.includes(sc)) continue;
      const l = bySc.get(sc) ?? [];
      l.push({ name: n.name, heldOut: isHeldOut(r) });
      bySc.set(sc, l);
      break;
    }
  }
  // Per half (the members' records split as the pairs are), so that a rule studied on the development
  // half's flagged names is measured on the held-out half's; examples come from the `--fp-split` half.
  for (const sc of SCRIPTS) {
    const names = bySc.get(sc) ?? [];
    if (names.length === 0) continue;
    const flagged = { dev: 0, held: 0 };
    const sizes = { dev: 0, held: 0 };
    const ex: string[] = [];
    for (const { name: q, heldOut } of names) {
      const half = heldOut ? 'held' : 'dev';
      sizes[half]++;
      const res = sanctionsOnly.screen({ name: q, entity_type: 'individual' }, { minScore: threshold, limit: 1 });
      if (!res.length) continue;
      flagged[half]++;
      if (heldOut === (fpSplit === 'held-out') && ex.length < fpExamples) ex.push(`${q} ~ ${res[0].record.list} ${res[0].record.name} ${res[0].score.toFixed(3)}${fpExamples > 3 ? ' ' + res[0].explanation.summary : ''}`);
    }
    const all = flagged.dev + flagged.held;
    const rate = (f: number, n: number) => `${(100 * f / Math.max(1, n)).toFixed(2)}% (${f}/${n})`;
    console.log(`${sc.padEnd(12)} ${String(names.length).padStart(5)} names  flagged ${(100 * all / names.length).toFixed(2)}% (${all}); dev ${rate(flagged.dev, sizes.dev)}, held-out ${rate(flagged.held, sizes.held)}${ex.length ? '  e.g. ' + ex.join(fpExamples > 3 ? '\n    ' : '; ') : ''}`);
  }
  console.log(`\ntotal ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await main();
