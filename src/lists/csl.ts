/**
 * US Consolidated Screening List loader (trade.gov, CSV with header, optionally gzip):
 * 13 Commerce, State and Treasury lists in one file. Multi-valued cells are separated by "; ".
 * The `ids` cell holds "; "-separated items whose parts are comma-separated with the label LAST:
 * "IR, X123, Passport", "SD, 1998-10-28, 562605, Passport" (country, dates, number, label), "Male, Gender".
 */
import path from 'node:path';
import { addAlias, collapseSpaces, dateFromFolder, isoDate, looksLikeOrganisation, newRecord, parseDob, Problems, pushUnique, readListFile } from './common.js';
import { resolveCountry, toCountryCode } from './countries.js';
import { eachDelimitedRow } from './csv.js';
import type { ListAddress, ListEntityType, ListIdentifier, ListLoadResult, ListRecord, ListResultType } from './types.js';

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
  const out: string[] = [];
  if (!cell) return out;
  for (const s of cell.split(';')) {
    const t = s.trim();
    if (t) out.push(t);
  }
  return out;
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
  const id: ListIdentifier = { type: label, number: parts.join(', ') };
  if (country) id.country = country;
  if (dates.length) id.note = `dates ${dates.join(', ')}`;
  rec.identifiers.push(id);
  pushUnique(rec.countries, country);
}

/** The CSL columns the mapping reads. */
const FIELDS = [
  '_id', 'source', 'name', 'type', 'source_information_url', 'source_list_url', 'entity_number', 'programs', 'alt_names',
  'start_date', 'dates_of_birth', 'places_of_birth', 'nationalities', 'citizenships', 'addresses', 'vessel_flag', 'ids',
  'call_sign', 'title', 'remarks', 'federal_register_notice',
] as const;
type Field = (typeof FIELDS)[number];
/** A row's cell of a column (undefined when the row is shorter than the header). */
type Cell = (field: Field) => string | undefined;

/**
 * Per field, the header's columns of that name, last first: a row's value is the last such column the
 * row reaches, as in csv-parse's `columns: true` objects (a later duplicate column overwrites).
 */
function fieldColumns(header: string[]): Record<Field, number[]> {
  const out = {} as Record<Field, number[]>;
  for (const f of FIELDS) out[f] = [];
  header.forEach((h, i) => { if (h in out) out[h as Field].unshift(i); });
  return out;
}

/**
 * Parses the CSL CSV text (pure, no I/O). Bytes are read as UTF-8 (the file's encoding), a leading
 * byte-order mark skipped, as for the decoded text.
 * Output: one record per row (14,160 in the May 2022 file). `source_id` is `_id`; the same `_id`
 * appears on several sub-lists (an SDN that is also on SSI/CAPTA), so later occurrences get
 * "<_id>/<label>" to keep ids unique within the list. Rows without `_id` or name are malformed.
 * @throws Error when the header lacks `_id`, `source` or `name` (not the CSL format).
 */
export function parseCsl(csv: string | Buffer): Pick<ListLoadResult, 'records' | 'malformed' | 'warnings'> {
  const problems = new Problems();
  const seen = new Set<string>();
  const records: ListRecord[] = [];
  // Rows are read by column index (an object per row would cost more than the parse), each mapped as
  // it comes and then dropped (csv.eachDelimitedRow), so that the 14,000 rows die young.
  // The text's BOM, or the bytes' (EF BB BF).
  const text = typeof csv === 'string' ? csv.replace(/^\uFEFF/, '')
    : csv.toString('utf8', csv[0] === 0xef && csv[1] === 0xbb && csv[2] === 0xbf ? 3 : 0);
  let header: string[] | undefined;
  let columns: Record<Field, number[]>;
  let rowIndex = 0;
  eachDelimitedRow(text, (fields) => {
    if (!header) {
      header = fields;
      columns = fieldColumns(header);
      return;
    }
    const cell: Cell = (f) => {
      for (const i of columns[f]) if (i < fields.length) return fields[i];
      return undefined;
    };
    if (rowIndex === 0 && !(cell('_id') !== undefined && cell('source') !== undefined && cell('name') !== undefined)) {
      const names = [...new Set(header.slice(0, fields.length))].slice(0, 6);
      throw new Error(`not the CSL format: header lacks _id/source/name (got ${names.join(',')})`);
    }
    mapRow(cell, rowIndex++);
  }, (message) => problems.bad(`CSL: ${message}`));
  function mapRow(cell: Cell, i: number): void {
    const id = cell('_id')?.trim() ?? '';
    const name = collapseSpaces(cell('name') ?? '');
    const source = cell('source')?.trim() ?? '';
    if (!id || !name || !source) {
      problems.bad(`CSL row ${i + 2}: missing _id, source or name`);
      return;
    }
    const sub = cslSubList(source);
    const typed = TYPES[(cell('type') ?? '').trim().toLowerCase()];
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
      url: cell('source_information_url')?.trim() || cell('source_list_url')?.trim() || 'https://www.trade.gov/consolidated-screening-list',
    });
    rec.programs = [sub.label];
    // Treasury rows carry the OFAC entity number: the same party as that OFAC record (SDN or non-SDN list).
    const entityNumber = cell('entity_number')?.trim();
    if (/Treasury/i.test(source) && entityNumber && /^\d+$/.test(entityNumber)) {
      rec.same_as = [`us_ofac_sdn:${entityNumber}`, `us_ofac_cons:${entityNumber}`];
    }
    for (const p of split(cell('programs'))) pushUnique(rec.programs, p);
    for (const alias of split(cell('alt_names'))) addAlias(rec, alias, 'strong', 'aka');
    const startDate = cell('start_date');
    const listed = isoDate(startDate);
    if (listed) rec.listed_on = listed;
    else if (startDate?.trim()) problems.note(`CSL ${id}: bad start_date "${startDate}"`);
    for (const d of split(cell('dates_of_birth'))) {
      const dob = parseDob(d);
      if (dob) rec.dates_of_birth.push(dob);
      else problems.note(`CSL ${id}: unparsed date of birth "${d}"`);
    }
    for (const p of split(cell('places_of_birth'))) pushUnique(rec.places_of_birth, p);
    for (const n of split(cell('nationalities')).concat(split(cell('citizenships')))) {
      const code = resolveCountry(n);
      pushUnique(rec.nationalities, code);
      pushUnique(rec.countries, code);
    }
    for (const a of split(cell('addresses'))) {
      const parts = a.split(',').map((p) => p.trim()).filter(Boolean);
      // The last part is usually the country ("..., Moscow, RU") but not always (West Bank towns, zip codes).
      const country = parts.length ? toCountryCode(parts[parts.length - 1]) : undefined;
      if (country) parts.pop();
      const address: ListAddress = {};
      if (parts.length) address.street = parts.join(', ');
      if (country) address.country = country;
      rec.addresses.push(address);
      pushUnique(rec.countries, country);
    }
    const flag = cell('vessel_flag');
    pushUnique(rec.countries, flag?.trim() ? resolveCountry(flag) : undefined);
    for (const item of split(cell('ids'))) applyId(rec, item);
    const callSign = cell('call_sign')?.trim();
    if (callSign) rec.identifiers.push({ type: 'Call Sign', number: callSign });
    const title = cell('title')?.trim();
    if (title) rec.title = title;
    const notice = cell('federal_register_notice');
    // Joined by hand: the optimised code of a .map().filter() chain here bailed out ("wrong map") on
    // each of about 1,300 rows and ran them in the interpreter (node --trace-deopt).
    const remark = cell('remarks')?.trim();
    const fr = notice ? `FR: ${notice}`.trim() : '';
    const remarks = remark && fr ? `${remark}; ${fr}` : remark || fr;
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
    parsed = parseCsl(buf);
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
  // Union-find over record positions (source ids are unique within the list).
  const parent = Array.from(records, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root];
    parent[i] = root;
    return root;
  };
  const firstBy = new Map<string, number>();
  const link = (key: string, i: number) => {
    const first = firstBy.get(key);
    if (first === undefined) firstBy.set(key, i);
    else parent[find(i)] = find(first);
  };
  records.forEach((r, i) => {
    link(`id:${r.source_id.split('/')[0]}`, i);
    for (const k of r.same_as ?? []) if (k.startsWith('us_ofac_sdn:')) link(`ofac:${k.slice(12)}`, i);
  });
  const groups = new Map<number, ListRecord[]>();
  records.forEach((r, i) => {
    const root = find(i);
    const g = groups.get(root);
    if (g) g.push(r);
    else groups.set(root, [r]);
  });
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const r of group) {
      r.same_as = [...(r.same_as ?? []), ...group.filter((o) => o !== r).map((o) => `us_trade_csl:${o.source_id}`)];
    }
  }
}
