/**
 * The reverse index of monitoring: the monitored entities' names indexed like list names, so a new or
 * changed list record is matched against the customers (one search per record) instead of every
 * customer being screened again. It only proposes candidates: each candidate is then screened forward
 * against the whole corpus exactly as a check does (src/monitoring/update.ts), which is what makes
 * monitored findings equal a fresh re-screen.
 *
 * Recall over precision: the search runs on names and identifiers only (no date-of-birth, country or
 * type qualifiers, which could only lower a name's score) with a floor `CANDIDATE_MARGIN` below the
 * alert threshold; qualifiers add at most a few hundredths in the forward score (screening/score.ts),
 * far less than the margin.
 */
import type { ListRecord } from '../lists/types.js';
import { Screener } from '../screening/engine.js';
import type { ScreeningQuery } from '../screening/types.js';

/** How far below the alert threshold (0–1 score units) a reverse match still makes a candidate. */
export const CANDIDATE_MARGIN = 0.25;
/** Most candidates one list record proposes (a very common name may meet many customers). */
const CANDIDATES_PER_RECORD = 2_000;

/** What the reverse index needs of a monitored entity. */
export interface MonitoredEntity {
  id: string;
  name: string;
  entity_type: 'individual' | 'company' | 'vessel';
  aliases: string[] | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  identifiers: Array<{ type?: string; number: string }> | null;
}

export class ReverseIndex {
  private constructor(
    private readonly screener: Screener | null,
    private readonly floor: number,
  ) {}

  /** Indexes `entities`; `alertThreshold` is the forward screening's (0–1). */
  static build(entities: MonitoredEntity[], alertThreshold: number): ReverseIndex {
    const records = entities.map(asRecord);
    return new ReverseIndex(records.length ? Screener.build(records, { alertThreshold }) : null, Math.max(0, alertThreshold - CANDIDATE_MARGIN));
  }

  /** Ids of the monitored entities that `record` may match. */
  candidates(record: ListRecord): string[] {
    if (!this.screener) return [];
    const names = record.names.length ? record.names.map((n) => n.name) : [record.name];
    const query: ScreeningQuery = {
      name: names[0],
      aliases: names.slice(1),
      identifiers: record.identifiers.map((i) => ({ type: i.type, number: i.number })),
    };
    return this.screener.screen(query, { minScore: this.floor, limit: CANDIDATES_PER_RECORD }).map((m) => m.record.source_id);
  }
}

/** A monitored entity as an index entry: its name, aliases and the name built from its parts. */
function asRecord(e: MonitoredEntity): ListRecord {
  const built = [e.first_name, e.middle_name, e.last_name].filter((p) => p && p.trim()).join(' ');
  const names = [e.name, ...(e.aliases ?? []), ...(built ? [built] : [])].filter((n) => n && n.trim());
  return {
    list: 'monitored',
    source_name: 'monitored entities',
    source_id: e.id,
    entity_type: e.entity_type, // normalises the names as the entity's kind; the search itself gives no type, so none is excluded
    result_type: 'sanction',
    name: e.name,
    names: names.map((name, i) => ({ name, kind: i === 0 ? 'primary' : 'alias', quality: 'strong' })),
    programs: [],
    dates_of_birth: [],
    places_of_birth: [],
    nationalities: [],
    countries: [],
    addresses: [],
    identifiers: (e.identifiers ?? []).map((i) => ({ type: i.type ?? '', number: i.number })),
    url: '',
  };
}
