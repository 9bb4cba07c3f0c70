/**
 * Small helpers shared by the list loaders: file reading with clear errors, malformed-row
 * bookkeeping, date-of-birth parsing for the text forms OFAC and the CSL publish, record
 * construction, and the organisation-name heuristic used where a list has no type column.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ListAddress, ListDateOfBirth, ListRecord } from './types.js';

/** Publishers give "circa 1960"; we store it as a range of ± this many years around the year. */
export const CIRCA_YEARS = 1;

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

/**
 * Reads a whole file. Gzip content (magic bytes 1f 8b) is transparently decompressed.
 * @throws Error naming the path when the file is missing or unreadable.
 */
export async function readListFile(file: string): Promise<Buffer> {
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (err) {
    throw new Error(`Cannot read list file ${file}: ${(err as Error).message}`, { cause: err });
  }
  if (buf.length >= 2 && buf[0] === 0x1f && buf[1] === 0x8b) {
    try {
      return gunzipSync(buf);
    } catch (err) {
      throw new Error(`Cannot decompress list file ${file}: ${(err as Error).message}`);
    }
  }
  return buf;
}

/** True when `err` (from `readListFile`) means the file does not exist. */
export function isMissingFile(err: unknown): boolean {
  return ((err as Error)?.cause as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** UTF-8 when the bytes are valid UTF-8, else Latin-1 (older BIS/OFAC files). */
export function decodeText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return buf.toString('latin1');
  }
}

/** Counts malformed rows and keeps the first 20 messages (the `ListLoadResult` contract). */
export class Problems {
  malformed = 0;
  readonly warnings: string[] = [];

  /** A row/element that could not be used at all. */
  bad(message: string): void {
    this.malformed++;
    this.note(message);
  }

  /** A usable row with one unusable field (e.g. an impossible date); not counted as malformed. */
  note(message: string): void {
    if (this.warnings.length < 20) this.warnings.push(message);
  }
}

/** The snapshot folder's name when it looks like a date (YYYY-MM or YYYY-MM-DD), else undefined. */
export function dateFromFolder(dir: string): string | undefined {
  const base = path.basename(path.resolve(dir));
  return /^\d{4}-\d{2}(-\d{2})?$/.test(base) ? base : undefined;
}

/** "YYYY-MM-DD" (optionally followed by a time or zone) -> "YYYY-MM-DD" when it is a plausible date. */
export function isoDate(value: string | undefined): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value?.trim() ?? '');
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000 || y > 2200 || mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** "12 Jan 1960" -> "1960-01-12"; undefined when it does not parse. */
export function dayMonYear(text: string): string | undefined {
  const m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(text.trim());
  const month = m ? MONTHS[m[2].toLowerCase()] : undefined;
  if (!m || !month) return undefined;
  return isoDate(`${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`);
}

/** One date point: "12 Jan 1960", "Jan 1960", "1960" or "1960-01-12". */
function datePoint(text: string): { year: number; month?: number; day?: number } | undefined {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return { year: +m[1], month: +m[2], day: +m[3] };
  m = /^(?:(\d{1,2}) )?([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(t);
  if (m && MONTHS[m[2].toLowerCase()]) {
    return { year: +m[3], month: MONTHS[m[2].toLowerCase()], day: m[1] ? +m[1] : undefined };
  }
  m = /^(\d{4})$/.exec(t);
  return m ? { year: +m[1] } : undefined;
}

/**
 * Parses a published date of birth (OFAC remarks after "DOB", CSL dates_of_birth):
 * "12 Jan 1960" / "1960-01-12" -> exact; "1960" / "Jan 1960" -> year; "circa 1960" -> range
 * 1959..1961 (see CIRCA_YEARS); "1960 to 1962" / "01 Jan 1960 to 31 Dec 1962" / "1958-1960" -> range.
 * Returns undefined when the text is not a date.
 */
export function parseDob(raw: string): ListDateOfBirth | undefined {
  const text = raw.trim().replace(/\.$/, '');
  const circa = /^circa\s+/i.exec(text);
  const body = circa ? text.slice(circa[0].length) : text;
  const span = /^(.+?)\s*(?:\bto\b|(?<=^\d{4})-(?=\d{4}$))\s*(.+)$/.exec(body);
  if (span) {
    const a = datePoint(span[1]);
    const b = datePoint(span[2]);
    if (!a || !b) return undefined;
    if (a.year === b.year && !circa) return { raw, kind: 'year', year: a.year };
    const from = Math.min(a.year, b.year) - (circa ? CIRCA_YEARS : 0);
    const to = Math.max(a.year, b.year) + (circa ? CIRCA_YEARS : 0);
    return { raw, kind: 'range', from_year: from, to_year: to };
  }
  const p = datePoint(body);
  if (!p) return undefined;
  if (circa) return { raw, kind: 'range', year: p.year, from_year: p.year - CIRCA_YEARS, to_year: p.year + CIRCA_YEARS };
  if (p.day && p.month) return { raw, kind: 'exact', year: p.year, month: p.month, day: p.day };
  return { raw, kind: 'year', year: p.year, ...(p.month ? { month: p.month } : {}) };
}

/**
 * A record with every array empty; loaders fill it in. The fields are copied one by one: spreading
 * `base` (objects of many shapes across loaders) took about 12 µs a record, 0.6 s per corpus load.
 */
export function newRecord(
  base: Pick<ListRecord, 'list' | 'source_name' | 'source_id' | 'entity_type' | 'result_type' | 'name' | 'url'>,
): ListRecord {
  const rec: ListRecord = {
    list: base.list,
    source_name: base.source_name,
    source_id: base.source_id,
    entity_type: base.entity_type,
    result_type: base.result_type,
    name: base.name,
    url: base.url,
    names: [{ name: base.name, kind: 'primary', quality: 'strong' }],
    programs: [],
    dates_of_birth: [],
    places_of_birth: [],
    nationalities: [],
    countries: [],
    addresses: [],
    identifiers: [],
  };
  return rec;
}

// Text that `collapseSpaces` changes: whitespace other than a space, or a space next to another space or an end.
const UNCOLLAPSED = /[^\S ]| (?= |$)|^ /;

/**
 * `text` with every run of whitespace (`\s`) made one space and the ends trimmed: the result of
 * `text.replace(/\s+/g, ' ').trim()`, returned as `text` itself when that would not change it (most
 * cells: a test is about half the cost of a replace that rebuilds the string).
 */
export function collapseSpaces(text: string): string {
  return UNCOLLAPSED.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

/** Pushes `value` unless empty or already present. */
export function pushUnique<T>(list: T[], value: T | undefined | null): void {
  if (value === undefined || value === null || value === '') return;
  if (!list.includes(value)) list.push(value);
}

/** Adds an alias unless the same name (case-insensitive) is already on the record. */
export function addAlias(rec: ListRecord, name: string, quality: 'strong' | 'weak', aliasType?: string): void {
  const clean = collapseSpaces(name);
  if (!clean) return;
  const key = clean.toLowerCase();
  if (rec.names.some((n) => n.name.toLowerCase() === key)) return;
  rec.names.push({ name: clean, kind: 'alias', quality, ...(aliasType ? { alias_type: aliasType } : {}) });
}

// Legal forms and organisation words. Matched as whole words on the upper-cased name.
const ORG_WORDS = [
  'LTD', 'LIMITED', 'INC', 'INCORPORATED', 'LLC', 'L\\.L\\.C', 'LLP', 'PLC', 'CORP', 'CORPORATION', 'CO', 'COMPANY',
  'GMBH', 'AG', 'A\\.G', 'AB', 'S\\.A', 'SA', 'S\\.L', 'SL', 'SRL', 'SPA', 'BV', 'NV', 'JSC', 'OJSC', 'PJSC', 'CJSC', 'OAO',
  'ZAO', 'OOO', 'PTE', 'PVT', 'FZE', 'F\\.Z\\.E', 'FZC', 'FZCO', 'ANSTALT', 'KG', 'TRADING', 'TRADE', 'GROUP', 'HOLDING',
  'HOLDINGS', 'INTERNATIONAL', 'INDUSTRIES', 'INDUSTRIE', 'INDUSTRY', 'INDUSTRIAL', 'ENTERPRISE', 'ENTERPRISES',
  'ENGINEERING', 'TECHNOLOGY', 'TECHNOLOGIES', 'TECHNIK', 'SYSTEMS', 'SERVICES', 'SERVICE', 'SOLUTIONS', 'ELECTRONICS',
  'ELECTRONIC', 'AVIATION', 'AIRLINES', 'AIRWAYS', 'AIR', 'LOGISTICS', 'SHIPPING', 'MARITIME', 'EXPORT', 'IMPORT',
  'EQUIPMENT', 'MACHINERY', 'SUPPLY', 'METALS', 'COMPUTERS', 'COMMUNICATIONS', 'ASSOCIATES', 'CONTRACTING', 'VERTRIEBS',
  'EMPRESA', 'INSTITUTE', 'ACADEMY', 'UNIVERSITY', 'BUREAU', 'MINISTRY', 'GOVERNMENT', 'ORGANIZATION', 'ORGANISATION',
  'COMMISSION', 'FACTORY', 'PLANT', 'BANK', 'CENTER', 'CENTRE', 'LABORATORY', 'RESEARCH', 'FOUNDATION', 'ZONE', 'RESULTS',
  'FREIGHT', 'WEB', 'DATA', 'MICROWAVE', 'MICROCIRCUIT', 'GLOBE', 'D/B/A', 'TECH', 'A\\.S', 'SANAYI', 'TICARET', 'SANAAT',
  'AGENCY', 'ADMINISTRATION', 'COMMITTEE', 'ARMY', 'REGIMENT', 'FORCE', 'DIRECTORATE', 'CORPS', 'SUCCESSOR', 'HIZBALLAH',
  'HEZBOLLAH',
];
const ORG_RE = new RegExp(`(?:^|[^A-Z0-9])(?:${ORG_WORDS.join('|')})\\.?(?=$|[^A-Z0-9])|\\.(?:NET|COM)\\b|^AVIA`);

/**
 * Heuristic for lists without a type column (BIS DPL, some CSL sub-lists): a name is an
 * organisation when it contains a legal form or organisation word (LTD, INC, LLC, GMBH, CO.,
 * S.A., TRADING, AIRLINES, ...) or is a single word (every person on these lists has at least
 * two name parts; single words are brands such as "ELECTROCOM").
 */
export function looksLikeOrganisation(name: string): boolean {
  const upper = name.toUpperCase().trim();
  if (!/\s/.test(upper)) return true;
  return ORG_RE.test(upper);
}

/**
 * An address with only its non-empty fields (ListAddress keeps absent fields absent, not ""), or
 * undefined when every field is empty (UN NOTE-only addresses, OFAC all "-0-" rows).
 */
export function compactAddress(fields: ListAddress): ListAddress | undefined {
  const out: ListAddress = {};
  let any = false;
  for (const k in fields) {
    const v = fields[k as keyof ListAddress];
    if (v) {
      out[k as keyof ListAddress] = v;
      any = true;
    }
  }
  return any ? out : undefined;
}
