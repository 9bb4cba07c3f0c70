/**
 * EveryPolitician PEP loader (mySociety, repository everypolitician/everypolitician-data; Popolo JSON as
 * described at https://docs.everypolitician.org/data_summary.html). A snapshot holds the index
 * `countries.json` (countries -> legislatures, each with its `popolo` path `data/<Country>/<Legislature>/
 * ep-popolo-v1.0.json` and `lastmod`) and those Popolo files under `<Country>/<Legislature>/` (the
 * repository path without its leading `data/`). Legislatures of the index that are not in the snapshot
 * are skipped (a snapshot may hold a selection).
 *
 * Every member of a national legislature is a `TIER_1` PEP. One record per Popolo person id: all
 * memberships (terms) of a person, in one or several legislature files, give one record.
 *
 * Former-PEP rule: a member whose last membership ended more than `formerPepYears` (default 1) before
 * the snapshot date is marked `former_pep: true`, with the end date in `remarks`. Why 1 year: EU
 * Directive 2015/849 (AMLD4) Art. 22 requires a person who left a prominent public function to be
 * treated as a PEP for at least 12 months, UK MLR 2017 reg. 35(9) the same; after that FATF
 * Recommendation 12 (Guidance on PEPs, 2013) asks for a risk-based decision, not a fixed time limit. So
 * the mark says "the mandatory period is over", it does not drop the person. A membership ends at its
 * own `end_date`, else at its term's (`events`) `end_date`; a membership with neither is current. A
 * person's `death_date` ends their service at the latest then.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { addAlias, dateFromFolder, isoDate, newRecord, Problems, pushUnique, readListFile } from './common.js';
import type { ListDateOfBirth, ListLoadResult, ListRecord } from './types.js';

export const EP_INDEX_FILE = 'countries.json';
/** Official raw-file base of the repository; the index's `popolo` paths are relative to it. */
export const EP_RAW_BASE = 'https://raw.githubusercontent.com/everypolitician/everypolitician-data/master/';
const EP_PAGE_BASE = 'https://github.com/everypolitician/everypolitician-data/blob/master/';
const SOURCE_NAME = 'EveryPolitician national legislatures';
/** Terms spelled out in a title; older ones are summarised ("and 4 earlier terms since 1974"). */
const TITLE_TERMS = 3;

export interface EveryPoliticianOptions {
  /** Years after the end of the last term from which a member is a former PEP. Default 1 (see module doc). */
  formerPepYears?: number;
  /** Date the rule is measured from (YYYY-MM-DD). Default: the snapshot folder date, else the newest `lastmod`, else today. */
  asOf?: string;
}

/** One legislature of the index that has a Popolo file. */
export interface EpLegislature {
  /** Index country name, e.g. "Russia", "United Kingdom". */
  country: string;
  /** ISO 3166-1 alpha-2 from the index `code`, when it is one (the index also has "GE-AB" and the like). */
  countryCode?: string;
  /** Legislature name from the index, e.g. "Duma", "House of Commons". */
  legislature: string;
  /** Repository path as in the index: "data/Russia/Duma/ep-popolo-v1.0.json". */
  popolo: string;
  /** Path inside a snapshot: "Russia/Duma/ep-popolo-v1.0.json". */
  file: string;
  /** Last build (YYYY-MM-DD, UTC) from the index `lastmod` (Unix seconds). */
  lastmod?: string;
}

interface IndexCountry {
  name?: string;
  code?: string;
  legislatures?: Array<{ name?: string; popolo?: string; lastmod?: string | number }>;
}

interface PopoloPerson {
  id?: string;
  name?: string;
  other_names?: Array<{ name?: string; lang?: string; note?: string }>;
  identifiers?: Array<{ scheme?: string; identifier?: string }>;
  birth_date?: string;
  death_date?: string;
  gender?: string;
  given_name?: string;
  family_name?: string;
  patronymic_name?: string;
}

interface PopoloMembership {
  person_id?: string;
  legislative_period_id?: string;
  on_behalf_of_id?: string;
  start_date?: string;
  end_date?: string;
}

interface PopoloFile {
  persons?: PopoloPerson[];
  memberships?: PopoloMembership[];
  events?: Array<{ id?: string; name?: string; start_date?: string; end_date?: string }>;
  organizations?: Array<{ id?: string; name?: string }>;
}

/** A person's service in one term of one legislature. `end` undefined = current. */
interface TermService {
  name: string;
  start?: string;
  end?: string;
  party?: string;
}

/** What one legislature file says about one person. */
interface Seat {
  program: string;
  legislature: string;
  terms: TermService[];
  url: string;
  countryCode?: string;
}

// A path segment of the repository layout: letters, digits, "_", "-", "." (never "..").
const SAFE_SEGMENT = /^(?!\.\.?$)[\p{L}\p{N}_.\-]+$/u;

/**
 * Snapshot path of a repository `popolo` path ("data/Russia/Duma/ep-popolo-v1.0.json" ->
 * "Russia/Duma/ep-popolo-v1.0.json"); undefined when the path is not a plain relative path of safe
 * segments (a downloaded index must not name files outside the snapshot).
 */
export function snapshotPath(popolo: string): string | undefined {
  const parts = popolo.replace(/^data\//, '').split('/');
  return parts.length >= 2 && parts.every((p) => SAFE_SEGMENT.test(p)) ? parts.join('/') : undefined;
}

/**
 * The legislatures of an EveryPolitician `countries.json` (pure).
 * Output: one entry per legislature with a `popolo` path, in index order.
 * @throws Error when the text is not JSON or not a list of countries, or a `popolo` path is unsafe.
 */
export function indexLegislatures(indexJson: string): EpLegislature[] {
  let data: unknown;
  try {
    data = JSON.parse(indexJson);
  } catch (err) {
    throw new Error(`${EP_INDEX_FILE}: not valid JSON: ${(err as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error(`${EP_INDEX_FILE}: expected a JSON list of countries`);
  const out: EpLegislature[] = [];
  for (const c of data as IndexCountry[]) {
    for (const l of c?.legislatures ?? []) {
      if (!l?.popolo) continue;
      const file = snapshotPath(l.popolo);
      if (!file) throw new Error(`${EP_INDEX_FILE}: unsafe popolo path "${l.popolo}"`);
      const seconds = Number(l.lastmod);
      out.push({
        country: c.name ?? '',
        ...(/^[A-Z]{2}$/.test(c.code ?? '') ? { countryCode: c.code } : {}),
        legislature: l.name ?? '',
        popolo: l.popolo,
        file,
        ...(Number.isFinite(seconds) && seconds > 0 ? { lastmod: new Date(seconds * 1000).toISOString().slice(0, 10) } : {}),
      });
    }
  }
  return out;
}

/** "1960-04-12" exact, "1960-04" / "1960" year; undefined otherwise. */
function birthDate(raw: string | undefined): ListDateOfBirth | undefined {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(raw?.trim() ?? '');
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), m[2] ? Number(m[2]) : undefined, m[3] ? Number(m[3]) : undefined];
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  if (day !== undefined && month !== undefined) {
    return isoDate(raw) ? { raw: raw!, kind: 'exact', year, month, day } : undefined;
  }
  return { raw: raw!, kind: 'year', year, ...(month ? { month } : {}) };
}

/** Later of two partial ISO dates (lexicographic order is date order for YYYY[-MM[-DD]]); undefined = open. */
const later = (a: string | undefined, b: string | undefined) => (a === undefined || b === undefined ? undefined : a > b ? a : b);

/** A legislature file's terms (`events`) and organisations (parties) by id. */
interface FileLookups {
  terms: Map<string, NonNullable<PopoloFile['events']>[number]>;
  parties: Map<string, string>;
}

/** One person's terms in one file, newest first; several memberships of a term (party changes) merge. */
function personTerms(memberships: PopoloMembership[], lookups: FileLookups, problems: Problems, where: string): TermService[] {
  const { terms, parties } = lookups;
  const byTerm = new Map<string, TermService & { latestStart: string }>();
  for (const m of memberships) {
    const termId = m.legislative_period_id ?? '';
    const term = terms.get(termId);
    if (!term) problems.note(`${where}: membership in unknown term "${termId}" (its own dates only)`);
    const start = m.start_date ?? term?.start_date;
    const end = m.end_date ?? term?.end_date; // neither -> current
    const party = parties.get(m.on_behalf_of_id ?? '')?.trim() || undefined;
    const seen = byTerm.get(termId);
    if (!seen) {
      byTerm.set(termId, { name: term?.name || termId || 'unknown term', start, end, party, latestStart: start ?? '' });
      continue;
    }
    if (start && (!seen.start || start < seen.start)) seen.start = start;
    seen.end = later(seen.end, end);
    if ((start ?? '') >= seen.latestStart && party) Object.assign(seen, { party, latestStart: start ?? '' });
  }
  return [...byTerm.values()]
    .map(({ latestStart: _, ...t }) => t)
    .sort((a, b) => (b.start ?? '').localeCompare(a.start ?? ''));
}

/** "Member of the Duma (6th Convocation, 2011–), «ЕДИНАЯ РОССИЯ»"; older terms beyond TITLE_TERMS summarised. */
function seatTitle(seat: Seat): string {
  const years = (t: TermService) => `${t.start?.slice(0, 4) ?? '?'}–${t.end?.slice(0, 4) ?? ''}`;
  const shown = seat.terms.slice(0, TITLE_TERMS).map((t) => `${t.name}, ${years(t)}`);
  const older = seat.terms.slice(TITLE_TERMS);
  if (older.length) {
    const first = older.map((t) => t.start ?? '').filter(Boolean).sort()[0];
    shown.push(`and ${older.length} earlier term${older.length > 1 ? 's' : ''}${first ? ` since ${first.slice(0, 4)}` : ''}`);
  }
  const party = seat.terms[0]?.party;
  return `Member of the ${seat.legislature} (${shown.join('; ')})${party ? `, ${party}` : ''}`;
}

/** First-seen person data plus every seat, merged across files by Popolo person id. */
interface PersonAccumulator {
  person: PopoloPerson;
  seats: Seat[];
  extraNames: PopoloPerson[];
}

function buildRecord(acc: PersonAccumulator, cutoff: string, years: number, asOf: string): ListRecord {
  const p = acc.person;
  const rec = newRecord({
    list: 'everypolitician',
    source_name: SOURCE_NAME,
    source_id: p.id!,
    entity_type: 'individual',
    result_type: 'pep',
    name: p.name!.trim(),
    url: acc.seats[0].url,
  });
  if (p.given_name || p.family_name) {
    rec.names[0].parts = {
      ...(p.given_name ? { first: p.given_name } : {}),
      // Pakistan's file puts the father's name in patronymic_name; only a given + family name has a middle.
      ...(p.patronymic_name && p.given_name && p.family_name ? { middle: p.patronymic_name } : {}),
      ...(p.family_name ? { last: p.family_name } : {}),
    };
  }
  for (const source of [p, ...acc.extraNames]) {
    if (source !== p && source.name) addAlias(rec, source.name, 'strong', 'name');
    for (const o of source.other_names ?? []) if (o?.name) addAlias(rec, o.name, 'strong', o.lang || o.note || 'other_name');
  }
  const dob = birthDate(p.birth_date);
  if (dob) rec.dates_of_birth.push(dob);
  if (p.gender === 'male' || p.gender === 'female') rec.gender = p.gender;
  for (const source of [p, ...acc.extraNames]) {
    for (const id of source.identifiers ?? []) {
      if (id?.scheme === 'wikidata' && id.identifier && !rec.identifiers.some((i) => i.number === id.identifier)) {
        rec.identifiers.push({ type: 'Wikidata', number: id.identifier });
      }
    }
  }
  for (const seat of acc.seats) {
    pushUnique(rec.programs, seat.program);
    pushUnique(rec.nationalities, seat.countryCode);
    pushUnique(rec.countries, seat.countryCode);
  }
  rec.title = acc.seats.map(seatTitle).join('; ');
  rec.pep_tier = 'TIER_1';

  const terms = acc.seats.flatMap((s) => s.terms);
  // The latest start of any term: the bound on age the screener applies (types.ts latest_term_start).
  const latestStart = terms.reduce<string | undefined>((st, t) => (t.start && (!st || t.start > st) ? t.start : st), undefined);
  if (latestStart) rec.latest_term_start = latestStart;
  let lastEnd = terms.reduce<string | undefined>((end, t) => later(end, t.end), terms[0]?.end);
  const died = isoDate(p.death_date) ?? (/^\d{4}(-\d{2})?$/.test(p.death_date ?? '') ? p.death_date : undefined);
  if (died && (lastEnd === undefined || died < lastEnd)) lastEnd = died;
  const remarks: string[] = [];
  if (lastEnd !== undefined && lastEnd < cutoff) {
    rec.former_pep = true;
    remarks.push(`Former PEP: last term ended ${lastEnd} (more than ${years} year${years === 1 ? '' : 's'} before ${asOf})`);
  }
  if (died) remarks.push(`Died ${died}`);
  if (remarks.length) rec.remarks = remarks.join('. ');
  return rec;
}

/**
 * Adds one legislature file's persons to `people` (pure apart from the map).
 * Persons without id or name are malformed; memberships of unknown persons are ignored (noted).
 * @throws Error when `file` has no `persons` list (not a Popolo file).
 */
function addLegislature(leg: EpLegislature, file: PopoloFile, people: Map<string, PersonAccumulator>, problems: Problems): void {
  if (!Array.isArray(file.persons)) throw new Error(`${leg.file}: not a Popolo file (no "persons" list)`);
  const memberships = new Map<string, PopoloMembership[]>();
  for (const m of Array.isArray(file.memberships) ? file.memberships : []) {
    if (!m?.person_id) continue;
    const list = memberships.get(m.person_id) ?? [];
    list.push(m);
    memberships.set(m.person_id, list);
  }
  const url = EP_PAGE_BASE + leg.popolo;
  const lookups: FileLookups = {
    terms: new Map((Array.isArray(file.events) ? file.events : []).map((e) => [e?.id ?? '', e])),
    parties: new Map((Array.isArray(file.organizations) ? file.organizations : []).map((o) => [o?.id ?? '', o?.name ?? ''])),
  };
  for (const person of file.persons) {
    if (!person?.id || !person.name?.trim()) {
      problems.bad(`${leg.file}: person without ${person?.id ? 'name' : 'id'}${person?.id ? ` (${person.id})` : ''}`);
      continue;
    }
    const own = memberships.get(person.id) ?? [];
    memberships.delete(person.id);
    const seat: Seat = {
      program: `${leg.country} ${leg.legislature}`.trim(),
      legislature: leg.legislature,
      // A person listed without membership is still a member of this legislature; the term is unknown.
      terms: own.length ? personTerms(own, lookups, problems, `${leg.file} ${person.id}`) : [{ name: 'term unknown' }],
      url,
      ...(leg.countryCode ? { countryCode: leg.countryCode } : {}),
    };
    const acc = people.get(person.id);
    if (acc) {
      acc.seats.push(seat);
      acc.extraNames.push(person);
    } else {
      people.set(person.id, { person, seats: [seat], extraNames: [] });
    }
  }
  if (memberships.size) problems.note(`${leg.file}: ${memberships.size} membership person ids without a person (ignored)`);
}

/**
 * Loads an EveryPolitician snapshot from `dir`: `countries.json` and the Popolo files it lists that
 * are present (read one at a time, ~20 MB for 29 legislatures).
 * Output: one `TIER_1` PEP record per person id (see the module doc for the former-PEP rule);
 * `published_on` is the newest `lastmod` of the loaded legislatures.
 * @throws Error naming the path when the index or a present Popolo file is unreadable or not the
 * expected JSON (a person without id or name is only counted as malformed).
 */
export async function loadEveryPolitician(dir: string, options: EveryPoliticianOptions = {}): Promise<ListLoadResult> {
  const indexPath = path.join(dir, EP_INDEX_FILE);
  const indexText = (await readListFile(indexPath)).toString('utf8');
  let legislatures: EpLegislature[];
  try {
    legislatures = indexLegislatures(indexText);
  } catch (err) {
    throw new Error(`${dir}/${(err as Error).message}`); // messages start with the file name
  }
  const problems = new Problems();
  const people = new Map<string, PersonAccumulator>();
  const loadedDates: string[] = [];
  for (const leg of legislatures) {
    const full = path.join(dir, leg.file);
    if (!existsSync(full)) continue; // not in this snapshot
    let file: PopoloFile;
    try {
      file = JSON.parse((await readListFile(full)).toString('utf8')) as PopoloFile;
    } catch (err) {
      throw new Error(`${full}: not valid JSON: ${(err as Error).message}`);
    }
    try {
      addLegislature(leg, file, people, problems);
    } catch (err) {
      throw new Error(`${dir}/${(err as Error).message}`);
    }
    if (leg.lastmod) loadedDates.push(leg.lastmod);
  }
  const publishedOn = loadedDates.sort().at(-1);
  const folderDate = dateFromFolder(dir);
  const asOf = options.asOf
    ?? (folderDate ? `${folderDate}-01`.slice(0, 10) : undefined)
    ?? publishedOn
    ?? new Date().toISOString().slice(0, 10);
  const years = options.formerPepYears ?? 1;
  const cutoff = `${String(Number(asOf.slice(0, 4)) - years).padStart(4, '0')}${asOf.slice(4)}`;
  const records = [...people.values()].map((acc) => buildRecord(acc, cutoff, years, asOf));
  return {
    list: 'everypolitician',
    path: dir,
    published_on: publishedOn ?? folderDate,
    records,
    malformed: problems.malformed,
    warnings: problems.warnings,
  };
}
