/**
 * US Consolidated Screening List loader (trade.gov, CSV with header, optionally gzip):
 * 13 Commerce, State and Treasury lists in one file. Multi-valued cells are separated by "; ".
 * The `ids` cell holds "; "-separated items whose parts are comma-separated with the label LAST:
 * "IR, X123, Passport", "SD, 1998-10-28, 562605, Passport" (country, dates, number, label), "Male, Gender".
 */
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { addAlias, dateFromFolder, isoDate, looksLikeOrganisation, newRecord, onSkip, parseDob, Problems, pushUnique, readListFile } from './common.js';
import { resolveCountry, toCountryCode } from './countries.js';
import type { ListEntityType, ListLoadResult, ListRecord, ListResultType } from './types.js';

/** File names accepted in a CSL snapshot folder (the official download is the plain CSV). */
export const CSL_FILES = ['consolidated.csv', 'consolidated.csv.gz'];

interface SubList {
  /** Short label put first in `programs`. */
  label: string;
  result_type: ListResultType;
  /** Entity type when the `type` cell is empty: 'guess' = organisation-word heuristic (persons by default). */
  defaultType: ListEntityType | 'guess';
}

// Keyed by the abbreviation in the `source` cell, e.g. "Entity List (EL) - Bureau of Industry and Security".
// Export-control and debarment lists are enforcement actions; Treasury programs and ISN are sanctions.
// EL/UVL/MEU list "entities" (the Entity List has a few persons we cannot tell apart): company.
// DPL and ITAR debarred are mostly persons, ISN mixed: organisation-word heuristic.
const SUB_LISTS: Record<string, SubList> = {
  SDN: { label: 'SDN', result_type: 'sanction', defaultType: 'company' },
  SSI: { label: 'SSI', result_type: 'sanction', defaultType: 'company' },
  PLC: { label: 'NS-PLC', result_type: 'sanction', defaultType: 'company' },
  CMIC: { label: 'CMIC', result_type: 'sanction', defaultType: 'company' },
  CAP: { label: 'CAPTA', result_type: 'sanction', defaultType: 'company' },
  'NS-MBS List': { label: 'NS-MBS', result_type: 'sanction', defaultType: 'company' },
  FSE: { label: 'FSE', result_type: 'sanction', defaultType: 'company' },
  ISN: { label: 'ISN', result_type: 'sanction', defaultType: 'guess' },
  EL: { label: 'Entity List', result_type: 'enforcement', defaultType: 'company' },
  UVL: { label: 'Unverified List', result_type: 'enforcement', defaultType: 'company' },
  MEU: { label: 'Military End User', result_type: 'enforcement', defaultType: 'company' },
  DPL: { label: 'Denied Persons', result_type: 'enforcement', defaultType: 'guess' },
  DTC: { label: 'ITAR Debarred', result_type: 'enforcement', defaultType: 'guess' },
};

const TYPES: Record<string, ListEntityType> = { individual: 'individual', entity: 'company', vessel: 'vessel', aircraft: 'aircraft' };

// `ids` labels that are not identifiers (sanctions notes, dates, contact details); skipped.
const NOT_ID = /(?:[:\-]$|Date|Gender|Website|Email|Phone|Fax|Operator|Model|Target Type|Organization Type|Vessel Flag|Issuer Name|Nationality of Registration|Additional Sanctions)/i;

/** Which sub-list a `source` cell names; unknown sub-lists fall back on the publishing department. */
export function cslSubList(source: string): SubList {
  const abbr = /\(([^)]+)\)/.exec(source)?.[1]?.trim() ?? '';
  return SUB_LISTS[abbr] ?? {
    label: abbr || source.split(' - ')[0].trim(),
    result_type: /Treasury/i.test(source) ? 'sanction' : 'enforcement',
    defaultType: 'guess',
  };
}

function split(cell: string | undefined): string[] {
  return (cell ?? '').split(';').map((s) => s.trim()).filter(Boolean);
}

/** Applies one `ids` item ("IR, X123, Passport") to the record. */
function applyId(rec: ListRecord, item: string): void {
  const parts = item.split(', ').map((p) => p.trim());
  const label = parts.pop() ?? '';
  if (/^Gender$/i.test(label)) {
    const g = parts.join(' ').toLowerCase();
    if (g === 'male' || g === 'female') rec.gender = g;
    return;
  }
  if (!parts.length || NOT_ID.test(label)) return;
  let country: string | undefined;
  if (parts.length > 1 && /^[A-Z]{2}$/.test(parts[0])) country = resolveCountry(parts.shift());
  const dates: string[] = [];
  while (parts.length > 1 && isoDate(parts[0])) dates.push(parts.shift() as string);
  rec.identifiers.push({
    type: label,
    number: parts.join(', '),
    ...(country ? { country } : {}),
    ...(dates.length ? { note: `dates ${dates.join(', ')}` } : {}),
  });
  pushUnique(rec.countries, country);
}

/**
 * Parses the CSL CSV text (pure, no I/O).
 * Output: one record per row (14,160 in the May 2022 file). `source_id` is `_id`; the same `_id`
 * appears on several sub-lists (an SDN that is also on SSI/CAPTA), so later occurrences get
 * "<_id>/<label>" to keep ids unique within the list. Rows without `_id` or name are malformed.
 * @throws Error when the header lacks `_id`, `source` or `name` (not the CSL format).
 */
export function parseCsl(csv: string): Pick<ListLoadResult, 'records' | 'malformed' | 'warnings'> {
  const problems = new Problems();
  const seen = new Set<string>();
  const records: ListRecord[] = [];
  // Each row is mapped as soon as it is parsed and then dropped (`on_record` returns nothing, so the
  // parser keeps no array of rows): the 14,000 row objects die young instead of outliving the parse
  // and being promoted to the old generation as garbage.
  let rowIndex = 0;
  parse(csv.replace(/^\uFEFF/, ''), {
    columns: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: onSkip(problems, 'CSL'),
    on_record: (row: Record<string, string | undefined>) => {
      if (rowIndex === 0 && !['_id', 'source', 'name'].every((c) => c in row)) {
        throw new Error(`not the CSL format: header lacks _id/source/name (got ${Object.keys(row).slice(0, 6).join(',')})`);
      }
      mapRow(row, rowIndex++);
      return undefined;
    },
  });
  function mapRow(row: Record<string, string | undefined>, i: number): void {
    const id = row._id?.trim() ?? '';
    const name = row.name?.replace(/\s+/g, ' ').trim() ?? '';
    const source = row.source?.trim() ?? '';
    if (!id || !name || !source) {
      problems.bad(`CSL row ${i + 2}: missing _id, source or name`);
      return;
    }
    const sub = cslSubList(source);
    const typed = TYPES[(row.type ?? '').trim().toLowerCase()];
    const guessed: ListEntityType = sub.defaultType === 'guess' ? (looksLikeOrganisation(name) ? 'company' : 'individual') : sub.defaultType;
    let sourceId = seen.has(id) ? `${id}/${sub.label}` : id;
    for (let n = 2; seen.has(sourceId); n++) sourceId = `${id}/${sub.label}/${n}`;
    seen.add(sourceId);
    const rec = newRecord({
      list: 'us_trade_csl',
      source_name: source,
      source_id: sourceId,
      entity_type: typed ?? guessed,
      result_type: sub.result_type,
      name,
      url: row.source_information_url?.trim() || row.source_list_url?.trim() || 'https://www.trade.gov/consolidated-screening-list',
    });
    rec.programs = [sub.label];
    // Treasury rows carry the OFAC entity number: the same party as that OFAC record (SDN or non-SDN list).
    const entityNumber = row.entity_number?.trim();
    if (/Treasury/i.test(source) && entityNumber && /^\d+$/.test(entityNumber)) {
      rec.same_as = [`us_ofac_sdn:${entityNumber}`, `us_ofac_cons:${entityNumber}`];
    }
    for (const p of split(row.programs)) pushUnique(rec.programs, p);
    for (const alias of split(row.alt_names)) addAlias(rec, alias, 'strong', 'aka');
    const listed = isoDate(row.start_date);
    if (listed) rec.listed_on = listed;
    else if (row.start_date?.trim()) problems.note(`CSL ${id}: bad start_date "${row.start_date}"`);
    for (const d of split(row.dates_of_birth)) {
      const dob = parseDob(d);
      if (dob) rec.dates_of_birth.push(dob);
      else problems.note(`CSL ${id}: unparsed date of birth "${d}"`);
    }
    for (const p of split(row.places_of_birth)) pushUnique(rec.places_of_birth, p);
    for (const n of [...split(row.nationalities), ...split(row.citizenships)]) {
      const code = resolveCountry(n);
      pushUnique(rec.nationalities, code);
      pushUnique(rec.countries, code);
    }
    for (const a of split(row.addresses)) {
      const parts = a.split(',').map((p) => p.trim()).filter(Boolean);
      // The last part is usually the country ("..., Moscow, RU") but not always (West Bank towns, zip codes).
      const country = parts.length ? toCountryCode(parts[parts.length - 1]) : undefined;
      if (country) parts.pop();
      rec.addresses.push({ ...(parts.length ? { street: parts.join(', ') } : {}), ...(country ? { country } : {}) });
      pushUnique(rec.countries, country);
    }
    pushUnique(rec.countries, row.vessel_flag?.trim() ? resolveCountry(row.vessel_flag) : undefined);
    for (const item of split(row.ids)) applyId(rec, item);
    if (row.call_sign?.trim()) rec.identifiers.push({ type: 'Call Sign', number: row.call_sign.trim() });
    if (row.title?.trim()) rec.title = row.title.trim();
    const remarks = [row.remarks, row.federal_register_notice && `FR: ${row.federal_register_notice}`]
      .map((s) => s?.trim()).filter(Boolean).join('; ');
    if (remarks) rec.remarks = remarks;
    records.push(rec);
  }
  linkSubListRows(records);
  return { records, malformed: problems.malformed, warnings: problems.warnings };
}

/**
 * Loads the CSL from `dir` (`consolidated.csv` or `consolidated.csv.gz`, the first found).
 * `published_on` is the folder name when it is a date (the file has no date).
 * @throws Error naming the path when no file is readable or the header is not the CSL's.
 */
export async function loadCsl(dir: string, file?: string): Promise<ListLoadResult> {
  let full = path.join(dir, file ?? CSL_FILES[0]);
  let buf: Buffer;
  try {
    buf = await readListFile(full);
  } catch (err) {
    if (file) throw err;
    full = path.join(dir, CSL_FILES[1]);
    buf = await readListFile(full);
  }
  let parsed: Pick<ListLoadResult, 'records' | 'malformed' | 'warnings'>;
  try {
    parsed = parseCsl(buf.toString('utf8'));
  } catch (err) {
    throw new Error(`${full}: ${(err as Error).message}`);
  }
  return { list: 'us_trade_csl', path: dir, published_on: dateFromFolder(dir), ...parsed };
}

/**
 * One party on several CSL sub-lists is one row per sub-list (Sberbank is on the SDN, SSI and CAP
 * lists as three rows): rows with the same `_id` (our `<_id>/<sub-list>` ids) or the same Treasury
 * entity number (their `same_as` OFAC link) name each other in `same_as` (`us_trade_csl:<source_id>`),
 * so screening/merge.ts reports them as one finding (issue 16 "One finding per party").
 */
export function linkSubListRows(records: ListRecord[]): void {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let root = k;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(k, root);
    return root;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  for (const r of records) {
    parent.set(r.source_id, r.source_id);
  }
  const firstBy = new Map<string, string>();
  for (const r of records) {
    const keys = [`id:${r.source_id.split('/')[0]}`, ...(r.same_as ?? []).filter((k) => k.startsWith('us_ofac_sdn:')).map((k) => `ofac:${k.slice(12)}`)];
    for (const key of keys) {
      const first = firstBy.get(key);
      if (first) union(r.source_id, first);
      else firstBy.set(key, r.source_id);
    }
  }
  const groups = new Map<string, ListRecord[]>();
  for (const r of records) {
    const root = find(r.source_id);
    const g = groups.get(root);
    if (g) g.push(r);
    else groups.set(root, [r]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const r of group) {
      r.same_as = [...(r.same_as ?? []), ...group.filter((o) => o !== r).map((o) => `us_trade_csl:${o.source_id}`)];
    }
  }
}
