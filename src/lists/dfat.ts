/**
 * Australia DFAT Consolidated List (UN Security Council and Australian autonomous sanctions),
 * `regulation8_consolidated.xlsx` from https://www.dfat.gov.au/sites/default/files/regulation8_consolidated.xlsx.
 * One sheet; header `Reference, Name of Individual or Entity, Type, Name Type, Date of Birth, Place of
 * Birth, Citizenship, Address, Additional Information, Listing Information, Committees, Control Date`.
 * One row per name: the listing's primary name has the reference `2`, its other names `2a`, `2b`,
 * `34c1` ...; every row repeats the listing's other fields (mostly identical, sometimes not: their
 * union is kept). Mapping:
 * - Reference digits -> source_id (one record per listing); Type Individual/Entity (any case, trimmed)
 *   -> individual/company.
 * - Name Type (trimmed, case-insensitive): Primary Name -> primary name; aka -> strong alias;
 *   Original Script -> strong alias `original_script`, kept as published; Formerly known as /
 *   Previously listed as -> alias `fka`.
 * - Date of Birth: a date cell, or free text ("a) 1955 b) 1958", "Approximately 1963", "12 Jan. 1960",
 *   dd/mm/yyyy); Place of Birth, Address: free text, enumerations split; Citizenship -> nationalities.
 * - Committees -> programs (Listing Information when no committee is given); the listing date when
 *   Listing Information states it ("Listed on: 26 Sep. 2022", "Listed by the UN 1267 Committee on 25
 *   January 2001", "Designated under ... on 2 March 2012"); Additional Information + Listing Information
 *   + Control Date -> remarks; labelled passport / national identification / IMO numbers and gender
 *   from Additional Information.
 * - Control Date (Excel date serial, the date the entry was last changed): the snapshot's
 *   `published_on` is the latest one (the file states no publication date).
 * UN reference numbers in DFAT's text belong to associates ("close associate of ... (TAi.024)"); the
 * listing's own UN number is not published, so no `same_as` link is made.
 */
import path from 'node:path';
import { collapseSpaces, dateFromFolder, dayMonYear, newRecord, Problems, pushUnique } from './common.js';
import { toCountryCode } from './countries.js';
import { resolveNationalities } from './nationality.js';
import { documentNumber, freeTextDatesOfBirth, splitEnumerated } from './text-fields.js';
import type { ListEntityType, ListIdentifier, ListLoadResult, ListRecord } from './types.js';
import { cellDate, cellText, readXlsxRows, type XlsxCell } from './xlsx.js';

export const DFAT_FILE = 'regulation8_consolidated.xlsx';
export const DFAT_URL = 'https://www.dfat.gov.au/sites/default/files/regulation8_consolidated.xlsx';
const PAGE_URL = 'https://www.dfat.gov.au/international-relations/security/sanctions/consolidated-list';
const SOURCE_NAME = 'Australia DFAT Consolidated List';

const TYPES: Record<string, ListEntityType> = { individual: 'individual', entity: 'company' };
const COLUMNS = {
  ref: 'reference', name: 'name of individual or entity', type: 'type', nameType: 'name type', dob: 'date of birth',
  pob: 'place of birth', citizenship: 'citizenship', address: 'address', info: 'additional information',
  listing: 'listing information', committees: 'committees', control: 'control date',
} as const;
type Column = keyof typeof COLUMNS;

/**
 * One row: column -> raw cell, column -> its text (`cellText`, whitespace collapsed), and the Control
 * Date as YYYY-MM-DD; computed once per row.
 */
interface DfatRow {
  cells: Record<Column, XlsxCell>;
  texts: Record<Column, string>;
  control: string | undefined;
}

/** A value per column, as one object literal (every row the same fixed shape, quick to read). */
function byColumn<T>(value: (column: Column) => T): Record<Column, T> {
  return {
    ref: value('ref'), name: value('name'), type: value('type'), nameType: value('nameType'), dob: value('dob'),
    pob: value('pob'), citizenship: value('citizenship'), address: value('address'), info: value('info'),
    listing: value('listing'), committees: value('committees'), control: value('control'),
  };
}

// Name Type (normalised) -> [kind, alias_type].
const NAME_TYPES: Record<string, ['primary' | 'alias', string | undefined]> = {
  'primary name': ['primary', undefined],
  aka: ['alias', 'aka'],
  'original script': ['alias', 'original_script'],
  'formerly known as': ['alias', 'fka'],
  'previously listed as': ['alias', 'fka'],
};

const NONE = /^(?:na|n\/a|none|unknown|-)$/i;

// "Passport no.: ...", "National identification no.: ...", "IMO: 1234567" in Additional Information.
const DOCUMENT_LABELS: Array<[RegExp, string]> = [
  [/passport(?: (?:no|number))?\.?\s*:?/gi, 'Passport'],
  [/national identification(?: (?:no|number))?\.?\s*:?/gi, 'National ID No.'],
];

function text(row: DfatRow, col: Column): string {
  return row.texts[col];
}

/** "Listed on: 26 Sep. 2022" / "... Committee on 25 January 2001" / "Designated under ... on 2 March 2012" -> ISO date. */
export function dfatListingDate(listing: string): string | undefined {
  const m = /\b(?:listed|designated)\b[^()]*?\bon:?\s+(\d{1,2} [A-Za-z]{3,9}\.? \d{4})/i.exec(listing);
  return m ? dayMonYear(m[1].replace(/^(\d{1,2}) ([A-Za-z]{3})[A-Za-z]*\.?/, '$1 $2')) : undefined;
}

/** Committee cells such as "1970 (Libya) 1973 (Libya)" hold two committees. */
function committees(cell: string): string[] {
  const parts = cell.match(/\d{3,4} \([^()]*\)/g);
  return parts && parts.join(' ').length >= cell.replace(/\s+/g, ' ').length - 2 ? parts : cell ? [cell] : [];
}

// Where a document's description ends: the next sentence or label.
const WINDOW_END = /\.\s|;|\b(?:issued|expir|national identification|address)\b/i;

function documents(info: string): ListIdentifier[] {
  const out: ListIdentifier[] = [];
  for (const [re, type] of DOCUMENT_LABELS) {
    for (const m of info.matchAll(re)) {
      // The description runs to the next sentence or label ("issued ...", "National identification no.").
      const rest = info.slice((m.index ?? 0) + m[0].length);
      const end = rest.search(WINDOW_END);
      const window = (end < 0 ? rest : rest.slice(0, end)).slice(0, 80);
      const number = documentNumber(window);
      if (number && !out.some((d) => d.number === number)) out.push({ type, number, note: `${m[0].trim()} ${window.trim()}` });
    }
  }
  for (const m of info.matchAll(/\bIMO(?: (?:no|number))?\.?:?\s*(\d{7})\b/gi)) {
    if (!out.some((d) => d.number === m[1])) out.push({ type: 'IMO', number: m[1] });
  }
  return out;
}

/** The record of one listing from its rows; undefined (counted malformed) without a name or a known Type. */
function dfatRecord(ref: string, rows: DfatRow[], problems: Problems): ListRecord | undefined {
  const named = rows.filter((r) => text(r, 'name'));
  const typeText = (rows.map((r) => text(r, 'type')).find(Boolean) ?? '').toLowerCase();
  const entityType = TYPES[typeText];
  if (!named.length || !entityType) {
    problems.bad(`DFAT Reference ${ref}: ${named.length ? `unknown Type "${typeText}"` : 'no name'}`);
    return undefined;
  }
  const nameType = (r: DfatRow) => text(r, 'nameType').toLowerCase();
  const primary = named.find((r) => NAME_TYPES[nameType(r)]?.[0] === 'primary')
    ?? named.find((r) => text(r, 'ref') === ref) ?? named[0];
  const rec = newRecord({
    list: 'au_dfat', source_name: SOURCE_NAME, source_id: ref, entity_type: entityType, result_type: 'sanction',
    name: text(primary, 'name'), url: PAGE_URL,
  });
  for (const row of named) {
    if (row === primary) continue;
    const known = NAME_TYPES[nameType(row)];
    if (!known) problems.note(`DFAT Reference ${text(row, 'ref')}: unknown Name Type "${text(row, 'nameType')}" (kept as an alias)`);
    const name = known?.[1] === 'original_script' ? cellText(row.cells.name) : text(row, 'name');
    const key = name.toLowerCase();
    if (rec.names.some((n) => n.name.toLowerCase() === key)) continue;
    const aliasType = known?.[1] ?? (nameType(row) || undefined);
    rec.names.push({ name, kind: 'alias', quality: 'strong', ...(aliasType ? { alias_type: aliasType } : {}) });
  }

  const remarks: string[] = [];
  const unparsedDobs: string[] = [];
  let control: string | undefined;
  for (const row of rows) {
    const dobCell = row.cells.dob;
    if (dobCell instanceof Date) {
      const iso = cellDate(dobCell) as string;
      const dob = { raw: iso, kind: 'exact' as const, year: +iso.slice(0, 4), month: +iso.slice(5, 7), day: +iso.slice(8, 10) };
      if (!rec.dates_of_birth.some((d) => d.raw === dob.raw)) rec.dates_of_birth.push(dob);
    } else if (text(row, 'dob')) {
      const { dates, unparsed } = freeTextDatesOfBirth(text(row, 'dob'));
      for (const dob of dates) if (!rec.dates_of_birth.some((d) => d.raw === dob.raw)) rec.dates_of_birth.push(dob);
      for (const u of unparsed) pushUnique(unparsedDobs, u);
    }
    for (const place of splitEnumerated(text(row, 'pob'))) if (!NONE.test(place)) pushUnique(rec.places_of_birth, place);
    for (const code of splitEnumerated(text(row, 'citizenship')).flatMap(resolveNationalities)) {
      pushUnique(rec.nationalities, code);
      pushUnique(rec.countries, code);
    }
    for (const street of splitEnumerated(text(row, 'address'))) {
      if (NONE.test(street) || rec.addresses.some((a) => a.street === street)) continue;
      // The last comma-separated part is the country when it names one ("Tehran, Iran").
      const country = toCountryCode(street.split(',').pop()?.replace(/\(.*$/, '').trim() ?? '');
      rec.addresses.push({ street, ...(country ? { country } : {}) });
      pushUnique(rec.countries, country);
    }
    const listing = text(row, 'listing');
    for (const program of committees(text(row, 'committees'))) pushUnique(rec.programs, program);
    const listed = dfatListingDate(listing);
    if (listed && (!rec.listed_on || listed < rec.listed_on)) rec.listed_on = listed;
    pushUnique(remarks, text(row, 'info'));
    pushUnique(remarks, listing && `Listing information: ${listing}`);
    const date = row.control;
    if (date && (!control || date > control)) control = date;
  }
  if (unparsedDobs.length) problems.note(`DFAT Reference ${ref}: date of birth "${unparsedDobs.join('; ')}" not understood`);
  if (!rec.programs.length) for (const r of rows) pushUnique(rec.programs, text(r, 'listing'));
  if (control) remarks.push(`Control date: ${control}`);
  if (remarks.length) rec.remarks = remarks.join('\n');
  const info = rows.map((r) => text(r, 'info')).filter(Boolean).join(' ');
  rec.identifiers.push(...documents(info));
  const gender = /\bGender:\s*(male|female)\b/i.exec(info)?.[1].toLowerCase();
  if (gender === 'male' || gender === 'female') rec.gender = gender;
  return rec;
}

/**
 * Maps the sheet's rows (pure): the header row (the first with "Reference" and "Name Type") then the data.
 * Output: one record per listing (the digits of Reference), `published_on` = the latest Control Date,
 * malformed = rows without a numeric Reference plus listings without a name or a known Type.
 * @throws Error when no header row with the DFAT columns is found.
 */
export function parseDfatRows(rows: XlsxCell[][], label = 'DFAT'): Omit<ListLoadResult, 'list' | 'path'> {
  const norm = (c: XlsxCell) => cellText(c).replace(/\s+/g, ' ').trim().toLowerCase();
  const headerAt = rows.findIndex((r) => r.map(norm).includes(COLUMNS.ref) && r.map(norm).includes(COLUMNS.nameType));
  if (headerAt < 0) throw new Error(`${label}: not the DFAT Consolidated List (no header row with Reference and Name Type)`);
  const header = rows[headerAt].map(norm);
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([k, h]) => [k, header.indexOf(h)])) as Record<Column, number>;
  const missing = (['ref', 'name', 'type'] as Column[]).filter((k) => index[k] < 0);
  if (missing.length) throw new Error(`${label}: DFAT header lacks ${missing.map((k) => COLUMNS[k]).join(', ')}`);

  const problems = new Problems();
  // A listing's rows repeat its cells (shared strings, the same dates): each distinct text or date
  // (by time value) is made text once.
  const tidy = new Map<string | number, string>();
  const cellTextOnce = (c: XlsxCell): string => {
    const key = typeof c === 'string' ? c : c instanceof Date ? c.getTime() : undefined;
    if (key === undefined) return collapseSpaces(cellText(c));
    let t = tidy.get(key);
    if (t === undefined) tidy.set(key, (t = collapseSpaces(cellText(c))));
    return t;
  };
  const groups = new Map<string, DfatRow[]>();
  for (let i = headerAt + 1; i < rows.length; i++) {
    const cells = rows[i];
    if (cells.every((c) => !cellText(c))) continue;
    const rowCells = byColumn((k) => (index[k] >= 0 ? cells[index[k]] : undefined));
    const row: DfatRow = { cells: rowCells, texts: byColumn((k) => cellTextOnce(rowCells[k])), control: cellDate(rowCells.control) };
    const ref = /^(\d+)[a-z]*\d*$/i.exec(text(row, 'ref'))?.[1];
    if (!ref) {
      problems.bad(`${label} row ${i + 1}: Reference "${text(row, 'ref')}" is not a DFAT reference`);
      continue;
    }
    const group = groups.get(ref);
    if (group) group.push(row);
    else groups.set(ref, [row]);
  }
  const records: ListRecord[] = [];
  let latest: string | undefined;
  for (const [ref, group] of groups) {
    const rec = dfatRecord(ref, group, problems);
    if (rec) records.push(rec);
    for (const r of group) {
      const d = r.control;
      if (d && (!latest || d > latest)) latest = d;
    }
  }
  return { published_on: latest, records, malformed: problems.malformed, warnings: problems.warnings };
}

/**
 * Loads the DFAT snapshot in `dir` (file `regulation8_consolidated.xlsx`, first sheet).
 * @throws Error naming the path when the file is missing, not an XLSX workbook or not the DFAT list.
 */
export async function loadDfat(dir: string, file = DFAT_FILE): Promise<ListLoadResult> {
  const full = path.join(dir, file);
  const parsed = parseDfatRows(await readXlsxRows(full), full);
  return { list: 'au_dfat', path: dir, ...parsed, published_on: parsed.published_on ?? dateFromFolder(dir) };
}
