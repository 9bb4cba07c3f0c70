/**
 * One finding per listed party: the matches of one screened entity that are the same party on several
 * lists (an SDN that is also on the US Consolidated Screening List, a UN designation mirrored by OFAC)
 * are merged into one `MergedMatch` carrying every list.
 *
 * Two matched records are the same party when they come from different lists and either
 * 1. one names the other in `same_as` (a publisher's cross-reference: CSL rows of Treasury lists carry
 *    the OFAC entity number), or
 * 2. they have the same entity type, the same normalised name (token multiset of the primary name, or
 *    of a strong alias equal to the other's primary name), and compatible dates of birth (both without
 *    one, or sharing a year).
 * Records of one list are merged only through rule 1: the same party listed several times by one
 * publisher under its own cross-reference (the CSL repeats a party once per sub-list: SDN, SSI, CAP,
 * with one `_id` or Treasury entity number; csl.ts links the rows). Without such a link one list's
 * separate designations are separate parties. Input and output are pure data; no I/O.
 */
import type { ListRecord } from '../lists/types.js';
import { normaliseName } from './normalise.js';
import { listPriority, sameScore } from './rank.js';
import type { ScreeningMatch } from './types.js';

export interface MergedMatch extends ScreeningMatch {
  /** The other records of the same party (other lists), best score first; empty when listed once. */
  also: ScreeningMatch[];
}

/** Severity of result types: a party on a sanctions list and an export-control list is a sanction finding. */
const SEVERITY: Record<string, number> = { sanction: 3, enforcement: 2, pep: 1 };

function nameKey(name: string, type: ListRecord['entity_type']): string {
  return normaliseName(name, { type }).tokens.map((t) => t.text).sort().join(' ');
}

interface PartyKeys {
  primary: string;
  strong: Set<string>;
  years: Set<number>;
}

// List records live as long as the Screener holding them: their keys are computed once, not per pair.
const KEYS = new WeakMap<ListRecord, PartyKeys>();

function keysOf(r: ListRecord): PartyKeys {
  let k = KEYS.get(r);
  if (k) return k;
  const primary = nameKey(r.name, r.entity_type);
  const strong = new Set(r.names.filter((n) => n.quality === 'strong').map((n) => nameKey(n.name, r.entity_type)));
  strong.add(primary);
  const years = new Set<number>();
  for (const d of r.dates_of_birth) {
    if (d.year !== undefined) years.add(d.year);
    if (d.from_year !== undefined && d.to_year !== undefined) for (let y = d.from_year; y <= d.to_year; y++) years.add(y);
  }
  k = { primary, strong, years };
  KEYS.set(r, k);
  return k;
}

/** True when one record names the other in `same_as` (a publisher's cross-reference). */
function linked(a: ListRecord, b: ListRecord): boolean {
  return Boolean(a.same_as?.includes(`${b.list}:${b.source_id}`) || b.same_as?.includes(`${a.list}:${a.source_id}`));
}

/** True when records `a` and `b` describe the same party (rules in the module doc). */
export function sameParty(a: ListRecord, b: ListRecord): boolean {
  if (linked(a, b)) return true;
  if (a.list === b.list) return false;
  if (a.entity_type !== b.entity_type) return false;
  const ka = keysOf(a);
  const kb = keysOf(b);
  if (!ka.primary || !(kb.strong.has(ka.primary) || ka.strong.has(kb.primary))) return false;
  const ya = ka.years;
  const yb = kb.years;
  return ya.size === 0 || yb.size === 0 || [...ya].some((y) => yb.has(y));
}

/** Head of a group first: the higher score (at the tie tolerance of rank.ts), then the list's priority; otherwise the engine's order (the sort is stable). */
function better(x: ScreeningMatch, y: ScreeningMatch): number {
  return sameScore(x.score, y.score) ? listPriority(x.record.list) - listPriority(y.record.list) : y.score - x.score;
}

/**
 * Merges `matches` (one screened entity's, any order) into one match per party, best first. The
 * merged match is its best record's match; its `score` is the best score of the group, and when any
 * record of the group is not rated a false positive, neither is the merged match.
 */
export function mergeSameParty(matches: ScreeningMatch[]): MergedMatch[] {
  const sorted = [...matches].sort(better);
  const groups: ScreeningMatch[][] = [];
  for (const m of sorted) {
    // Joins the first group holding the same party: linked by a cross-reference, or on another list
    // by the name rule when the group holds no record of m's own list.
    const group =
      groups.find((g) => g.some((x) => linked(x.record, m.record))) ??
      groups.find((g) => !g.some((x) => x.record.list === m.record.list) && g.some((x) => sameParty(x.record, m.record)));
    if (group) group.push(m);
    else groups.push([m]);
  }
  return groups.map(([head, ...rest]) => {
    const cleared = [head, ...rest].find((x) => x.false_positive === 'no');
    const severest = [head, ...rest].reduce((a, b) => ((SEVERITY[b.record.result_type] ?? 0) > (SEVERITY[a.record.result_type] ?? 0) ? b : a));
    return {
      ...head,
      // A party on a sanctions list and an export-control list is reported as its severest listing.
      record: severest === head ? head.record : { ...head.record, result_type: severest.record.result_type },
      false_positive: cleared ? 'no' : head.false_positive,
      false_positive_reason: cleared ? undefined : head.false_positive_reason,
      also: rest,
    };
  });
}
