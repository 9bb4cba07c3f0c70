/**
 * The screening engine (pure, in memory, no I/O).
 *
 *   const screener = Screener.build(records, { alertThreshold: 0.8 });
 *   const matches = screener.screen({ name: 'Mohammed Ali', date_of_birth: '1962' });
 *
 * `Screener.build` normalises every list name (normalise.ts), builds the inverted index (index.ts)
 * and weights each token by class x corpus rarity. `screen` normalises the query's name variants
 * (full name, aliases, "first middle last" and "first last" built from the parts), retrieves
 * candidates through the index (never a full scan), scores each candidate record's retrieved names
 * against every query variant (score.ts: best name pair, weak aliases penalised), applies the
 * record-level qualifiers (DOB, country, entity type, gender, identifiers.ts), explains the result
 * (explain.ts) and returns one match per record, best first, score >= `opts.minScore ??
 * config.alertThreshold`, at most `opts.limit ?? config.limit`.
 *
 * `compareNames(a, b, type?)` scores one name pair (0–1) with the same name scorer, without corpus
 * rarity; it backs the CLI `compare` command and the name-pair evaluation.
 */
import type { ListName, ListRecord } from '../lists/types.js';
import { resolveConfig, type ScreeningConfig, type ScreeningConfigOverride } from './config.js';
import { resolveCountry } from './country.js';
import { buildExplanation, rateFalsePositive } from './explain.js';
import { identifierEvidence, identifierKeys } from './identifiers.js';
import { koreanReadingOfHan } from './hanja-reading.js';
import { cantoneseReadingsOfHan } from './cantonese-reading.js';
import { listQuota, selectWithQuota } from './candidates.js';
import { NameIndex, type SearchHit } from './index.js';
import { pepRuleContribution } from './pep-rule.js';
import { compareMatches } from './rank.js';
import { normaliseName, type NameToken, type NormalisedName, type NormaliseOptions } from './normalise.js';
import {
  countryContribution,
  dobContribution,
  entityTypeContribution,
  entityTypeExcluded,
  genderContribution,
  officeAgeContribution,
  parseQueryDob,
  personScoreCeiling,
  scoreNames,
  type NameScore,
} from './score.js';
import type { FeatureContribution, MatchExplanation, ScreeningMatch, ScreeningQuery, ScreenOptions } from './types.js';

interface Entry {
  rec: number;
  name: ListName;
  norm: NormalisedName;
  weak: boolean;
}

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Normalisation type for a record or query type. */
function normType(t: string | undefined): NormaliseOptions['type'] {
  if (t === 'individual' || t === 'company' || t === 'vessel' || t === 'aircraft') return t;
  return undefined;
}

/** A query variant as the explanation shows it: the name as typed, and the reading compared when it is one. */
function shownName(v: NormalisedName): string {
  return v.readingOf === undefined ? v.original : `${v.readingOf} (read in ${v.readingIn ?? 'Korean'}: ${v.original})`;
}

/**
 * "ALI~ALI 1.00, HASAN~HASSAN 0.96" (token pairs of an alignment), or "no token pairs", followed by the
 * scorer's notes ("; numbers differ: 1 vs 2").
 */
function describePairs(a: NormalisedName, b: NormalisedName, s: NameScore): string {
  const out = s.pairs
    .map((p) => `${p.q.map((i) => a.tokens[i].text).join('+')}~${p.c.map((j) => b.tokens[j].text).join('+')} ${p.sim.toFixed(2)}`)
    .join(', ');
  return [out || 'no token pairs', ...s.notes].join('; ');
}

/** The fields of a token that token similarity reads besides its text (and a query token's `unlisted` flag). */
type SimilarityFields = Pick<NameToken, 'key' | 'cls' | 'group' | 'form' | 'patronym'>;

/**
 * Whether two tokens of one text are equal in what the scorer's token similarity reads of them besides
 * the text and the `unlisted` flag: phonetic key, class, given-name group and form, patronymic reading
 * (the scorer's caches on a token - glide, spelling and cross-script keys, Arabic form - derive from its
 * text and key). Tokens equal so share a `NameToken.simId`.
 */
function sameSimilarityFields(a: SimilarityFields, b: SimilarityFields): boolean {
  return a.key === b.key && a.cls === b.cls && a.group === b.group && a.form === b.form && a.patronym === b.patronym;
}

/**
 * Replaces the tokens of a list name by equal tokens already held in `pool` (every field equal), adding
 * the new ones: the full corpus has about 300,000 list-name tokens but far fewer distinct ones (the same
 * given names and surnames recur), and each token object costs about 110 bytes. Safe because a list
 * token is never changed per name after normalisation: the screener multiplies each pooled token's
 * weight by its rarity once (which depends on the token's text and key only), and the scorer's caches
 * on a token (glide, spelling and cross-script keys, Cyrillic readings, Arabic form) depend on its text alone;
 * its patronymic reading (`patronym`, set for persons' names only) is compared with the other fields.
 * A list token is never `unlisted` (a flag of query tokens), so its `simId` needs no place for it.
 */
function shareTokens(norm: NormalisedName, pool: Map<string, NameToken[]>): void {
  const toks = norm.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // Tokens of one text are few (a text's class and weight vary with its place in a name): compare
    // their fields rather than build a key string for each token.
    const held = pool.get(t.text);
    if (held === undefined) { t.simId = nextSimId++; pool.set(t.text, [t]); continue; }
    let same: NameToken | undefined;
    let simId = -1;
    for (const h of held) {
      if (!sameSimilarityFields(h, t)) continue;
      if (h.raw === t.raw && h.weight === t.weight && h.dangling === t.dangling) { same = h; break; }
      if (simId < 0) simId = h.simId ?? -1;
    }
    if (same) toks[i] = same;
    else {
      // The scorer's memo number (NameToken.simId): shared with a held token equal in what token similarity reads.
      t.simId = simId >= 0 ? simId : nextSimId++;
      held.push(t);
    }
  }
}

/** Next `NameToken.simId` (one counter for the process: screeners built side by side never share a number). */
let nextSimId = 0;

/**
 * Most query-token descriptions a `QueryTokenIds` holds before it starts afresh (about 160 bytes each
 * with the text and key strings it keeps: at most about 10 MB); 20,000 eval queries have 11,195.
 */
const QUERY_TOKEN_IDS = 1 << 16;

/** What token similarity reads of a query token besides its text, and the number standing for it. */
interface TokenDesc extends SimilarityFields {
  unlisted: boolean;
  id: number;
}

/**
 * Numbers query tokens (`NameToken.simId`) by every field token similarity reads of them: text,
 * phonetic key, class, given-name group and form, patronymic reading and the `unlisted` flag (the
 * scorer's caches on a token - glide, spelling and cross-script keys, Arabic form - derive from its
 * text and key). Query tokens are new objects for every query; the number lets the scorer's memo
 * (score.memoSimilarity) reuse the similarities an earlier query's equal token already had. Numbers
 * come from the list tokens' counter, so a number stands for one set of field values in the whole
 * process. Bounded: once `max` descriptions are held the map is emptied, and equal tokens seen again
 * get new numbers (the memo's figures for the old ones are then never hit again).
 */
export class QueryTokenIds {
  /** Descriptions by token text (a text has a few: its class and reading vary with its place in a name). */
  private readonly byText = new Map<string, TokenDesc[]>();
  private held = 0;

  constructor(private readonly max = QUERY_TOKEN_IDS) {}

  /** Sets `t.simId`: the number of an earlier token equal in those fields, or a new one. */
  number(t: NameToken): void {
    let descs = this.byText.get(t.text);
    if (descs !== undefined) {
      for (const d of descs) {
        if (sameSimilarityFields(d, t) && d.unlisted === (t.unlisted === true)) { t.simId = d.id; return; }
      }
    }
    if (this.held >= this.max) { this.byText.clear(); this.held = 0; descs = undefined; }
    if (descs === undefined) this.byText.set(t.text, (descs = []));
    descs.push({ key: t.key, cls: t.cls, group: t.group, form: t.form, patronym: t.patronym, unlisted: t.unlisted === true, id: (t.simId = nextSimId++) });
    this.held++;
  }
}

export class Screener {
  readonly config: ScreeningConfig;
  /** Number of records screened against. */
  readonly size: number;
  /** Number of indexed names (primary names and aliases). */
  readonly nameCount: number;
  private readonly records: ListRecord[];
  private readonly entries: Entry[];
  private readonly index: NameIndex;
  /** Normalised identifier number -> records publishing it (retrieval by passport/registration/IMO). */
  private readonly idIndex = new Map<string, number[]>();
  /** Record -> its entries (names), for records retrieved by identifier rather than by name. */
  private readonly firstEntry: Int32Array;
  /**
   * Record and list (a small number per list) of each entry, in typed arrays: the candidate quota reads
   * them for every retrieved entry, and a typed array spares a cache miss on the entry object.
   */
  private readonly entryRec: Int32Array;
  private readonly entryList: Uint16Array;
  /** Record and list of a search hit, for the candidate quota (made once: not a closure per query). */
  private readonly recOf = (h: SearchHit) => this.entryRec[h.entry];
  private readonly listOf = (h: SearchHit) => this.entryList[h.entry];
  /** Numbers of query tokens, for the scorer's token-similarity memo (bounded: `QueryTokenIds`). */
  private readonly queryIds = new QueryTokenIds();

  private constructor(records: ListRecord[], entries: Entry[], index: NameIndex, config: ScreeningConfig, entryRec: Int32Array, entryList: Uint16Array) {
    this.entryRec = entryRec;
    this.entryList = entryList;
    this.records = records;
    // `build` adds each record's entries together, in record order: record r's are
    // firstEntry[r] .. firstEntry[r + 1] - 1 (an array per record cost about 8 MB).
    this.firstEntry = new Int32Array(records.length + 1).fill(entries.length);
    for (let i = entries.length - 1; i >= 0; i--) this.firstEntry[entries[i].rec] = i;
    for (let r = records.length - 1; r >= 0; r--) if (this.firstEntry[r] > this.firstEntry[r + 1]) this.firstEntry[r] = this.firstEntry[r + 1];
    records.forEach((rec, r) => {
      for (const id of rec.identifiers) {
        for (const n of identifierKeys(id)) {
          const list = this.idIndex.get(n);
          if (!list) this.idIndex.set(n, [r]);
          else if (list[list.length - 1] !== r) list.push(r);
        }
      }
    });
    this.entries = entries;
    this.index = index;
    this.config = config;
    this.size = records.length;
    this.nameCount = entries.length;
  }

  /**
   * Build a screener over list records; `config` overrides defaults (config.ts). A record's names
   * that normalise to the same text make one entry (the strong one when one of them is weak).
   */
  static build(records: ListRecord[], config?: ScreeningConfigOverride | Partial<ScreeningConfig>): Screener {
    const cfg = resolveConfig(config ?? {});
    const entries: Entry[] = [];
    // The same name often appears on several lists (an SDN entry is also in the CSL): normalise once
    // per entity type (one map per type: no concatenated key strings to build and hash).
    const caches = new Map<NormaliseOptions['type'], Map<string, NormalisedName>>();
    const tokenPool = new Map<string, NameToken[]>();
    // Each record's list as a small number, for the per-list candidate quota (candidates.ts).
    const listIds = new Map<string, number>();
    const recGroup = new Uint16Array(records.length);
    for (let r = 0; r < records.length; r++) {
      const rec = records[r];
      let group = listIds.get(rec.list);
      if (group === undefined) listIds.set(rec.list, (group = listIds.size));
      recGroup[r] = group;
      const type = normType(rec.entity_type);
      let cache = caches.get(type);
      if (!cache) caches.set(type, (cache = new Map()));
      const first = entries.length;
      const names = rec.names.length ? rec.names : [{ name: rec.name, kind: 'primary', quality: 'strong' } as ListName];
      for (const n of names) {
        if (!n.name || !n.name.trim()) continue;
        let norm = cache.get(n.name);
        if (!norm) { norm = normaliseName(n.name, { type }); shareTokens(norm, tokenPool); cache.set(n.name, norm); }
        if (norm.tokens.length === 0) continue;
        const weak = n.quality === 'weak';
        // A record has a handful of names: a scan of its entries beats a set per record.
        let prev = -1;
        for (let i = first; i < entries.length; i++) if (entries[i].norm.text === norm.text) { prev = i; break; }
        if (prev >= 0) {
          if (entries[prev].weak && !weak) { entries[prev].weak = false; entries[prev].name = n; }
          continue;
        }
        entries.push({ rec: r, name: n, norm, weak });
      }
    }
    const groups = new Uint16Array(entries.length);
    const recs = new Int32Array(entries.length);
    const norms: NormalisedName[] = new Array(entries.length);
    for (let e = 0; e < entries.length; e++) {
      const r = entries[e].rec;
      recs[e] = r;
      groups[e] = recGroup[r];
      norms[e] = entries[e].norm;
    }
    const index = NameIndex.build(norms, groups, recs);
    // Token weights: class weight x corpus rarity (once per token object: names share them).
    for (const held of tokenPool.values()) for (const t of held) t.weight *= index.rarity(t);
    return new Screener(records, entries, index, cfg, recs, groups);
  }

  /** Entry ids of record r (all its names). */
  private entriesOf(r: number): number[] {
    const out: number[] = [];
    for (let e = this.firstEntry[r]; e < this.firstEntry[r + 1]; e++) out.push(e);
    return out;
  }

  /** Normalised name variants of a query (full name, aliases, names built from parts), rarity-weighted. */
  private queryVariants(q: ScreeningQuery): NormalisedName[] {
    const type = normType(q.entity_type);
    const raw: string[] = [];
    if (q.name && q.name.trim()) raw.push(q.name);
    for (const a of q.aliases ?? []) if (a && a.trim()) raw.push(a);
    const first = q.first_name?.trim();
    const middle = q.middle_name?.trim();
    const last = q.last_name?.trim();
    // Name built from the parts: a variant of its own (it differs from the full name when the client
    // typed the parts differently). "first last" without the middle is not added: the scorer already
    // tolerates a missing middle name, and dropping a typed token would hide a real disagreement.
    if (first || last) raw.push([first, middle, last].filter(Boolean).join(' '));
    if (raw.length === 0 && middle) raw.push(middle);
    // A person's name in Han characters may be a Korean name written in Hanja, or a Hong Kong name
    // spelt in Cantonese: also screened in its Korean reading (hanja-reading.ts) and its Cantonese
    // readings (cantonese-reading.ts), remembered so that the explanation shows the name as typed.
    let readingOf: Map<string, { typed: string; language: 'Korean' | 'Cantonese' }> | undefined;
    if (type === 'individual') {
      for (let i = 0, n = raw.length; i < n; i++) {
        const k = koreanReadingOfHan(raw[i]);
        if (k !== undefined && !readingOf?.has(k)) { (readingOf ??= new Map()).set(k, { typed: raw[i], language: 'Korean' }); raw.push(k); }
        for (const c of cantoneseReadingsOfHan(raw[i])) {
          if (!readingOf?.has(c)) { (readingOf ??= new Map()).set(c, { typed: raw[i], language: 'Cantonese' }); raw.push(c); }
        }
      }
    }
    const out: NormalisedName[] = [];
    const seen = new Set<string>();
    for (const r of raw) {
      const reading = readingOf?.get(r);
      const n = normaliseName(r, { type, hanReadingOf: reading?.language === 'Cantonese' ? reading.typed : undefined });
      // (The same letters read from another script are another name: 安鴻俊 in pinyin and in its Korean
      // reading are both AN HONG JUN, compared by different rules.)
      const key = n.script === undefined ? n.text : `${n.script}|${n.text}`;
      if (n.tokens.length === 0 || seen.has(key)) continue;
      seen.add(key);
      if (reading !== undefined) { n.readingOf = reading.typed; n.readingIn = reading.language; }
      for (const t of n.tokens) {
        t.weight *= this.index.rarity(t);
        if ((t.cls === 'name' || t.cls === 'generic') && t.text.length >= 4 && !this.index.holds(t.text)) t.unlisted = true;
        this.queryIds.number(t);
      }
      out.push(n);
    }
    return out;
  }

  /**
   * Candidates of query variants `vs` (index.ts `search`, then `selectWithQuota`), added to `byRec`
   * (record -> its retrieved entry ids, records in order of their best hit).
   */
  private retrieve(vs: NormalisedName[], byRec: Map<number, number[]>): void {
    const cfg = this.config;
    const hits = this.index.search(vs, cfg.maxCandidates * 4, cfg.maxPostings);
    for (const h of selectWithQuota(hits, cfg.maxCandidates, listQuota(cfg.maxCandidates), this.recOf, this.listOf)) {
      const r = this.entryRec[h.entry];
      const l = byRec.get(r);
      if (!l) byRec.set(r, [h.entry]);
      else if (!l.includes(h.entry)) l.push(h.entry);
    }
  }

  /** Screen one query (module doc). */
  screen(query: ScreeningQuery, opts: ScreenOptions = {}): ScreeningMatch[] {
    const cfg = this.config;
    const minScore = opts.minScore ?? cfg.alertThreshold;
    const limit = opts.limit ?? cfg.limit;
    // A query without an entity type is read both ways, a person's name and an organisation's, and
    // each record is scored against the reading of its own type: guessing one type from the words
    // read "Pat Fallon" (PAT, a Ukrainian legal form) as a company's name and missed the Congress member.
    const untyped = query.entity_type === undefined;
    const variants = this.queryVariants(untyped ? { ...query, entity_type: 'individual' } : query);
    const orgVariants = untyped ? this.queryVariants({ ...query, entity_type: 'company' }) : variants;
    if (variants.length === 0 && orgVariants.length === 0) return [];
    // Group retrieved entries by record, records in order of their best hit; at most maxCandidates
    // records, one list at most half of them while other lists' records wait (candidates.ts). A Han
    // name's Cantonese readings retrieve their own candidates: pooled with the name's other variants,
    // their common syllables (LEE, KAM, CHAN) crowded out the records those find.
    const byRec = new Map<number, number[]>();
    let cantonese: NormalisedName[] | undefined;
    for (const v of variants) if (v.readingIn === 'Cantonese') (cantonese ??= []).push(v);
    if (cantonese === undefined) this.retrieve(variants, byRec);
    else { this.retrieve(variants.filter((v) => v.readingIn !== 'Cantonese'), byRec); this.retrieve(cantonese, byRec); }
    if (untyped && orgVariants.length > 0) this.retrieve(orgVariants, byRec);
    // Records publishing one of the query's identifiers are candidates whatever their names.
    const idRecords = new Set<number>();
    for (const id of query.identifiers ?? []) {
      for (const key of identifierKeys(id)) {
        for (const r of this.idIndex.get(key) ?? []) {
          idRecords.add(r);
          if (!byRec.has(r)) byRec.set(r, this.entriesOf(r));
        }
      }
    }
    const dob = parseQueryDob(query.date_of_birth);
    const country = resolveCountry(query.country);
    // The most the record-level qualifiers can add: only the evidence the query carries earns a bonus
    // (a date of birth, a country, an identifier); the other qualifiers only subtract.
    const maxBonus = (dob ? cfg.dob.exactBonus : 0) + (country ? cfg.country.matchBonus : 0) + (query.identifiers?.length ? cfg.identifier.matchBonus : 0);
    const out: ScreeningMatch[] = [];
    for (const [r, entryIds] of byRec) {
      const rec = this.records[r];
      if (entityTypeExcluded(query.entity_type, rec.entity_type)) continue;
      const person = rec.entity_type === 'individual';
      // A name whose score is bounded below what the quick reject below needs cannot decide the
      // record: were it the best, the record would be rejected (`personScoreCeiling`).
      const bounded = person && !idRecords.has(r);
      let best = -1;
      let bestName = 0;
      let bestEntry: Entry | undefined;
      let bestVariant: NormalisedName | undefined;
      const recVariants = person ? variants : orgVariants;
      for (const id of entryIds) {
        const e = this.entries[id];
        for (const v of recVariants) {
          if (bounded && personScoreCeiling(v, e.norm) - (e.weak ? cfg.weakAliasPenalty : 0) + maxBonus < minScore) continue;
          const s = scoreNames(v, e.norm, cfg.name, person, rec.entity_type === 'vessel').score;
          const adj = e.weak ? s - cfg.weakAliasPenalty : s;
          if (adj > best) { best = adj; bestName = s; bestEntry = e; bestVariant = v; }
        }
        // A perfect name score cannot be beaten (only a strictly better one replaces the best): the
        // record's other names (aliases in other scripts among them) need no scoring.
        if (best >= 1) break;
      }
      if (!bestEntry || !bestVariant) continue;
      // Quick reject: the qualifiers this query can earn add at most maxBonus (above).
      if (best + maxBonus < minScore && !idRecords.has(r)) continue;
      const match = this.qualify(query, rec, bestEntry, bestVariant, bestName, dob, country);
      if (match.score >= minScore) out.push(match);
    }
    out.sort(compareMatches);
    return out.slice(0, limit);
  }

  /** Apply record-level qualifiers and explain. */
  private qualify(
    query: ScreeningQuery,
    rec: ListRecord,
    entry: Entry,
    variant: NormalisedName,
    nameScore: number,
    dob: ReturnType<typeof parseQueryDob>,
    country: string | undefined,
  ): ScreeningMatch {
    const cfg = this.config;
    const pairs = describePairs(variant, entry.norm, scoreNames(variant, entry.norm, cfg.name, rec.entity_type === 'individual', rec.entity_type === 'vessel'));
    const cs: FeatureContribution[] = [
      { feature: 'name', value: nameScore, detail: `${shownName(variant)} ~ ${entry.name.name}: ${pairs}` },
    ];
    if (entry.weak) cs.push({ feature: 'alias_quality', value: -cfg.weakAliasPenalty, detail: `weak alias (${entry.name.alias_type ?? 'weak'})` });
    if (rec.entity_type === 'individual' || rec.entity_type === undefined) {
      const d = dobContribution(dob, rec.dates_of_birth, cfg.dob) ?? officeAgeContribution(dob, rec, cfg.dob);
      if (d) cs.push(d);
      const g = genderContribution(query.gender, rec.gender, cfg.gender);
      if (g) cs.push(g);
    }
    const c = countryContribution(country, rec, cfg.country);
    if (c) cs.push(c);
    const et = entityTypeContribution(query.entity_type, rec.entity_type, cfg.entityType);
    if (et) cs.push(et);
    const id = identifierEvidence(query.identifiers, rec, cfg.identifier);
    if (id && id.value > 0) {
      // Decisive: the match reaches at least decisiveScore whatever the other features say.
      const others = cs.reduce((sum, x) => sum + x.value, 0);
      id.value = Math.max(id.value, cfg.identifier.decisiveScore - others);
      cs.push(id);
    } else if (id) cs.push(id); // a contradicting identifier (identifiers.ts)
    // PEP records: a name-only hit must meet the whole listed name (pep-rule.ts, docs/SCREENING.md "PEP findings").
    const pep = pepRuleContribution({ record: rec, queryName: variant, listName: entry.norm, listEntry: entry.name, contributions: cs, nameConfig: cfg.name });
    if (pep) cs.push(pep);
    let score = 0;
    for (const x of cs) score += x.value;
    score = clamp01(score);
    const explanation = buildExplanation({ queryName: shownName(variant), matchedName: entry.name.name, nameScore, contributions: cs, score, pairs });
    const fp = rateFalsePositive({ nameScore, contributions: cs, weakAliasOnly: entry.weak, config: cfg });
    return { record: rec, score, explanation, ...fp };
  }
}

/**
 * Compare two names (0–1) with the engine's name scorer, no corpus rarity. `type` selects person,
 * organisation or vessel rules; when omitted, a name containing legal forms/organisation words on
 * either side is treated as an organisation.
 */
export function compareNames(
  a: string,
  b: string,
  type?: 'individual' | 'company' | 'vessel',
  config?: ScreeningConfigOverride | Partial<ScreeningConfig>,
): { score: number; explanation: MatchExplanation } {
  const cfg = resolveConfig(config ?? {});
  let t: NormaliseOptions['type'] = type;
  if (!t) {
    const na = normaliseName(a);
    const nb = normaliseName(b);
    const org = na.tokens.some((x) => x.cls === 'legal' || x.cls === 'generic') || nb.tokens.some((x) => x.cls === 'legal' || x.cls === 'generic');
    t = org ? 'company' : 'individual';
  }
  const na = normaliseName(a, { type: t });
  const nb = normaliseName(b, { type: t });
  const s = scoreNames(na, nb, cfg.name, t === 'individual', t === 'vessel');
  const pairs = describePairs(na, nb, s);
  const contributions: FeatureContribution[] = [{ feature: 'name', value: s.score, detail: pairs }];
  return {
    score: s.score,
    explanation: buildExplanation({ queryName: a, matchedName: b, nameScore: s.score, contributions, score: s.score, pairs }),
  };
}
