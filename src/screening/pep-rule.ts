/**
 * The PEP rule (pure): when a name hit on a politically exposed person is not corroborated by a second
 * identifier, the name alone must carry it, so partial and displaced name hits and, optionally, hits
 * whose country contradicts the PEP's are lowered by `penalty` (score units, 0–1 scale; 0.30 = the
 * engine's DOB-conflict penalty, so at the default alert threshold of 0.80 the finding drops out; with a
 * lower `minScore` it stays visible with the reason in its explanation).
 *
 * Applies only to records with `result_type: 'pep'`, and only when nothing corroborates the person:
 * no agreeing date of birth (a positive `date_of_birth` contribution) and no equal identifier. A PEP
 * record from EveryPolitician has no date of birth in 65 % of cases (docs/benchmarks.md, "After the
 * coverage lists"), so for those the name is all there is.
 *
 * Checks (each can be switched off in `PepRuleConfig`; the defaults are the rule chosen in
 * scripts/eval-pep.ts on a development half of real PEP queries and a negative set that is not the
 * US negatives; docs/SCREENING.md "PEP findings"):
 *   1. `listedName`: the listed PEP name's name tokens (initials and particles aside) must be paired
 *      with query tokens. 'ends' (default): only a listed middle name may be left unpaired, i.e. a token
 *      between the first and the last paired token, an East-Slavic patronymic, or (when the publisher
 *      gives first and last name parts) a token in neither part; a query that meets only part of the
 *      listed name ("Maria Gutierrez" against "Gladys Maria GUTIERREZ ALVARADO") is not a PEP finding on
 *      the name alone. 'all': every name token (measured: it loses most queries that drop a middle name).
 *   2. `middleExtras` (default on): query tokens the listed name lacks must sit between the first and
 *      the last paired query token (a middle name or initial the list omits: "Amy Jean Klobuchar" ~
 *      "Amy Klobuchar"). An extra token before or after ("Carmen Fernando Torres" ~ "FERNANDO TORRES":
 *      the listed given name is the query's middle name) is another person's name shape.
 *   3. `countryConflict`: the query's country is not the PEP's (the legislature's) country. 'off',
 *      'fuzzy' (default: only when a name token is spelled another way - JAMES PACE / James PAICE,
 *      YEONG / YONG - not for an initial, A / ANDREW, nor another form of one given name, PAT /
 *      PATRICK, nor a middle name the list lacks), 'inexact' (whenever the name is not an exact full
 *      match) or 'always'. Not on exact names because the entity's `country` may be a residence, and a
 *      foreign PEP banking abroad is the case PEP screening exists for (FATF Recommendation 12);
 *      measured: 'always' loses every exact-name foreign query and 'inexact' half of the
 *      full-legal-name foreign queries (a middle name, an initial, a nickname); 'fuzzy' loses neither
 *      (dev, scripts/eval-pep.ts, engine line: every positive variant as with 'off', synthetic
 *      negatives with a PEP finding 0.34 % -> 0.18 %): a respelled name from another country is two
 *      weak signals against the match.
 * A token spelled like a paired token of the same name counts as paired ("ANTONIY YORDANOV YORDANOV"),
 * and so does a given name whose nickname the query writes after it in parentheses and which paired
 * ("Nicole (Nikki)": `addBracketTwins`).
 * Source and rationale: common screening practice, as for the false-positive rule in explain.ts (a name
 * hit needs a secondary identifier, or a name that leaves nothing unexplained, before it is an alert);
 * FATF Guidance on Politically Exposed Persons (Recommendations 12 and 22, June 2013) for why a
 * foreign PEP's other country must not rule a match out. The checks and their defaults are ours,
 * chosen and measured in scripts/eval-pep.ts (figures in docs/SCREENING.md "PEP findings").
 */
import type { ListName, ListRecord } from '../lists/types.js';
import type { NameScoringConfig } from './config.js';
import { normaliseName, PATRONYMIC_RE, type NormalisedName } from './normalise.js';
import { scoreNames, type TokenPair } from './score.js';
import type { FeatureContribution } from './types.js';

export interface PepRuleConfig {
  /** Check 1 (module doc): 'all' listed name tokens paired, or all but listed middle names ('ends'), or 'off'. */
  listedName: 'all' | 'ends' | 'off';
  /** Check 2 (module doc). */
  middleExtras: boolean;
  /** Check 3 (module doc). */
  countryConflict: 'off' | 'fuzzy' | 'inexact' | 'always';
  /** Score units (0–1 scale) subtracted when a check fails. */
  penalty: number;
}

/** The chosen rule (scripts/eval-pep.ts; docs/SCREENING.md "PEP findings"). */
export const DEFAULT_PEP_RULE: PepRuleConfig = {
  listedName: 'ends',
  middleExtras: true,
  countryConflict: 'fuzzy',
  penalty: 0.3,
};

/** What the rule looks at for one candidate match. */
export interface PepRuleInput {
  record: ListRecord;
  /** The query name variant and the list name that met (as scored, rarity-weighted or not). */
  queryName: NormalisedName;
  listName: NormalisedName;
  /** The listed name as published, for its name parts (a given + family name tells which tokens are middle names). */
  listEntry?: ListName;
  /** Contributions computed so far (name, date_of_birth, country, identifier...). */
  contributions: FeatureContribution[];
  nameConfig: NameScoringConfig;
}

const countsAsName = (cls: string) => cls === 'name' || cls === 'number';

/**
 * Name tokens of `n` left unpaired: all of them (`all`), or only those before the first or after the
 * last paired token (a missing middle name is tolerated). Every name token when nothing paired.
 * Tokens spelled like a paired token of the same name are not reported.
 */
function outsideTokens(n: NormalisedName, paired: Set<number>, all: boolean, middles?: Set<string>): string[] {
  const idx = [...paired];
  const lo = idx.length ? Math.min(...idx) : Infinity;
  const hi = idx.length ? Math.max(...idx) : -Infinity;
  // A repeated token ("YORDANOV YORDANOV": Bulgarian patronymic = surname) counts as paired when its twin is.
  const pairedText = new Set(idx.map((i) => n.tokens[i].text));
  // A tribal or place name after the paired family name ends the name, not another person's (`nisbaAfter`).
  const end = !all && nisbaAfter(n, hi) ? n.tokens.length : hi;
  return n.tokens
    .filter((t, i) => countsAsName(t.cls) && !paired.has(i) && !pairedText.has(t.text) && (all || ((i < lo || i > end) && !middles?.has(t.text))))
    .map((t) => t.text);
}

/**
 * Whether name `n` ends, after its token `hi` (the last paired one), in exactly one more name carrying
 * the Arabic article, AL X, while the token `hi` carries it too: a family name followed by a tribal or
 * place name (nisba), "عبدالرحيم عبداللطيف عبدالله الشاهين الحرمي" against "ABDULRAHIM ABDULLATIFE
 * ABDULLA ALSHAHIN", "SHAIKHA ESSA GHANIM AL ARAI AL ALI". An Arabic name may carry several such names
 * (family, tribe, place of origin), of which another writing of the same name often gives only the
 * first (Arabic naming: ism, nasab, laqab, nisba; A. Schimmel, Islamic Names, 1989): leaving out the
 * last is a short form, not a name meeting only part of the listed name.
 */
function nisbaAfter(n: NormalisedName, hi: number): boolean {
  const t = n.tokens;
  const isArticle = (k: number) => t[k].text === 'AL' && t[k].cls === 'particle';
  return hi >= 1 && hi + 2 === t.length - 1 && isArticle(hi - 1) && t[hi].cls === 'name' && isArticle(hi + 1) && t[hi + 2].cls === 'name';
}

/**
 * Tokens of a listed name that are middle names wherever they stand: East-Slavic patronymics
 * (normalise.PATRONYMIC_RE; "Євлахов Анатолій Сергійович" is surname, given name, patronymic) and,
 * when the publisher gives a first and a last name part, every token in neither.
 */
function middleTokens(l: NormalisedName, entry: ListName | undefined): Set<string> {
  const out = new Set(l.tokens.filter((t) => PATRONYMIC_RE.test(t.text)).map((t) => t.text));
  const ends = entry && endTokens(entry);
  if (ends) for (const t of l.tokens) if (!ends.has(t.text)) out.add(t.text);
  return out;
}

// A listed name's first + last name tokens, normalised once per name (normalising costs ~6 µs a query).
const endsCache = new WeakMap<ListName, Set<string> | null>();

/** Tokens of the publisher's first and last name parts, or undefined when either part is missing. */
function endTokens(entry: ListName): Set<string> | undefined {
  let ends = endsCache.get(entry);
  if (ends === undefined) {
    const parts = entry.parts;
    ends = parts?.first && parts.last
      ? new Set([...normaliseName(parts.first, { type: 'individual' }).tokens, ...normaliseName(parts.last, { type: 'individual' }).tokens].map((t) => t.text))
      : null;
    endsCache.set(entry, ends);
  }
  return ends ?? undefined;
}

/** A word followed by words in parentheses: "Nicole (Nikki)", "Charles (Chuck)". */
const WORD_THEN_BRACKET = /([^\s()]+)\s*\(([^()]+)\)/g;

/**
 * Adds to `paired` the query tokens that are another form of a paired one, as the query itself says: a
 * given name followed by its nickname in parentheses ("Nicole (Nikki) Jai Budzinski", "Charles (Chuck)
 * Marion Edwards", the way the US Congress data and many client forms write a full legal name). When
 * one of the two paired, the other is the same name in its other form (matcher 2025.38), not a name the
 * listed person lacks. Only names with "(" are parsed.
 */
function addBracketTwins(q: NormalisedName, paired: Set<number>): void {
  if (!q.original.includes('(')) return;
  const text = (s: string) => normaliseName(s, { type: 'individual' }).tokens.map((t) => t.text);
  for (const m of q.original.matchAll(WORD_THEN_BRACKET)) {
    const before = text(m[1]).at(-1);
    const inside = text(m[2]);
    const i = q.tokens.findIndex((t) => t.text === before);
    const js = inside.map((w) => q.tokens.findIndex((t) => t.text === w)).filter((j) => j >= 0);
    if (i < 0 || js.length === 0) continue;
    if (paired.has(i)) for (const j of js) paired.add(j);
    else if (js.some((j) => paired.has(j))) paired.add(i);
  }
}

/**
 * Whether an inexact token pair is a name spelled another way (JAMES PACE / PAICE, YEONG / YONG),
 * not an initial for its name (A / ANDREW) nor another form of one given name (PAT / PATRICK).
 */
function spelledDifferently(q: NormalisedName, l: NormalisedName, p: TokenPair): boolean {
  if (p.q.length !== 1 || p.c.length !== 1) return true;
  const a = q.tokens[p.q[0]];
  const b = l.tokens[p.c[0]];
  if (a.cls === 'initial' || b.cls === 'initial') return false;
  return a.group === undefined || a.group !== b.group;
}

/** Why the PEP rule fails for this match (one line), or undefined when it passes / does not apply. */
export function pepRuleReason(input: PepRuleInput, rule: PepRuleConfig = DEFAULT_PEP_RULE): string | undefined {
  const { record, queryName: q, listName: l, contributions: cs } = input;
  if (record.result_type !== 'pep') return undefined;
  if (cs.some((c) => (c.feature === 'date_of_birth' || c.feature === 'identifier') && c.value > 0)) return undefined;
  const s = scoreNames(q, l, input.nameConfig, true);
  const qPaired = new Set<number>();
  const lPaired = new Set<number>();
  let exactPairs = true;
  let respelled = false;
  for (const p of s.pairs) {
    for (const i of p.q) qPaired.add(i);
    for (const j of p.c) lPaired.add(j);
    if (p.sim < 1) { exactPairs = false; respelled ||= spelledDifferently(q, l, p); }
  }
  addBracketTwins(q, qPaired);
  const dob = record.dates_of_birth.length ? 'date of birth not given or not matching' : 'PEP record without date of birth';
  if (rule.listedName !== 'off') {
    const missing = outsideTokens(l, lPaired, rule.listedName === 'all', middleTokens(l, input.listEntry));
    if (missing.length) return `PEP rule (${dob}): listed name tokens ${missing.join(' ')} not matched${rule.listedName === 'all' ? '' : ' (only a listed middle name may be missing)'}`;
  }
  const extras = outsideTokens(q, qPaired, true);
  if (rule.middleExtras) {
    const outside = outsideTokens(q, qPaired, false);
    if (outside.length) return `PEP rule (${dob}): query tokens ${outside.join(' ')} not in the listed name and not a middle name`;
  }
  if (rule.countryConflict !== 'off') {
    const c = cs.find((x) => x.feature === 'country' && x.value < 0);
    const exact = exactPairs && extras.length === 0;
    if (c && rule.countryConflict === 'fuzzy' && respelled) return `PEP rule (${dob}): ${c.detail} and the name is spelled differently`;
    if (c && (rule.countryConflict === 'always' || (rule.countryConflict === 'inexact' && !exact))) {
      return `PEP rule (${dob}): ${c.detail}${rule.countryConflict === 'always' ? '' : ' and the name is not an exact full match'}`;
    }
  }
  return undefined;
}

/**
 * The rule as a feature contribution (`pep_rule`, value -penalty, detail = the reason) for the match's
 * explanation, or undefined when it passes or does not apply (not a PEP record, or corroborated).
 */
export function pepRuleContribution(input: PepRuleInput, rule: PepRuleConfig = DEFAULT_PEP_RULE): FeatureContribution | undefined {
  const reason = pepRuleReason(input, rule);
  return reason ? { feature: 'pep_rule', value: -rule.penalty, detail: reason } : undefined;
}
