/**
 * UK HM Treasury OFSI Consolidated List of Financial Sanctions Targets, in both published formats:
 * - the 2022 format, `ConList.xlsx` (https://ofsistorage.blob.core.windows.net/publishlive/2022format/ConList.xlsx):
 *   one sheet `Data`, A1 "Last Updated", B1 the date (dd/mm/yyyy), row 2 the header (36 columns);
 * - the legacy CSV, `ConList.csv` (https://ofsistorage.blob.core.windows.net/publishlive/ConList.csv;
 *   older snapshots are named `sanctionsconlist.csv`): Windows-1252, line 1 "Last Updated,<date>,,,",
 *   line 2 the header (29 columns), one row per line.
 * Both print one row per name variant (and date of birth, address ...) with the target's `Group ID`;
 * rows are grouped into one record per Group ID (see ofsi-record.ts for the field mapping). Columns are
 * read by header name, so either format (and added columns) maps the same way.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { collapseSpaces, dateFromFolder, Problems, readListFile } from './common.js';
import { delimitedRows } from './csv.js';
import { ofsiRecord, ofsiRow, type OfsiRow } from './ofsi-record.js';
import { dmyIsoDate } from './text-fields.js';
import type { ListLoadResult, ListRecord } from './types.js';
import { cellText, readXlsxRows } from './xlsx.js';

/** Accepted snapshot file names, in order of preference (the XLSX carries more: non-Latin names, alias quality). */
export const OFSI_FILES = ['ConList.xlsx', 'sanctionsconlist.csv', 'ConList.csv'] as const;
export const OFSI_XLSX_URL = 'https://ofsistorage.blob.core.windows.net/publishlive/2022format/ConList.xlsx';
export const OFSI_CSV_URL = 'https://ofsistorage.blob.core.windows.net/publishlive/ConList.csv';

/** Columns without which no target can be built: the file is not the OFSI list. */
const REQUIRED = ['Name 6', 'Group ID', 'Group Type', 'Alias Type'];

type Parsed = Omit<ListLoadResult, 'list' | 'path'>;

/**
 * Maps the OFSI table (pure): `table[0]` is the "Last Updated" line, `table[1]` the header, the rest data.
 * Output: one record per Group ID (in order of first appearance), `published_on` from "Last Updated"
 * (YYYY-MM-DD), malformed = rows without a Group ID or with more cells than the header (with
 * `fixedWidth`, as for CSV: any other count), plus groups without any name or with an unknown Group Type.
 * @throws Error when the header lacks the OFSI columns (Name 6, Group ID, Group Type, Alias Type).
 */
export function parseOfsiTable(table: string[][], label = 'OFSI', fixedWidth = false): Parsed {
  const headerAt = table.findIndex((r) => r.includes('Group ID'));
  const header = headerAt >= 0 ? table[headerAt].map((h) => h.trim()) : [];
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (headerAt < 0 || headerAt > 1 || missing.length) {
    throw new Error(`${label}: not the OFSI Consolidated List (no header row with ${missing.join(', ') || REQUIRED.join(', ')})`);
  }
  const lastUpdated = table.slice(0, headerAt).find((r) => /^last updated$/i.test((r[0] ?? '').trim()));
  const problems = new Problems();
  // Header name -> its column (a later column of the same name wins, as when rows were keyed by header).
  const columns = new Map(header.map((h, j) => [h, j]));
  // A target's rows repeat its cells (ConList.xlsx of April 2025: 298,000 filled cells, 37,000 distinct texts).
  const tidy = new Map<string, string>();
  const collapsed = (c: string): string => {
    let t = tidy.get(c);
    if (t === undefined) tidy.set(c, (t = collapseSpaces(c)));
    return t;
  };
  // Whitespace is collapsed, except in the non-Latin name, which is kept as published (ends trimmed).
  // One reader for every row (`cells` is the row being read), not a closure made per row.
  let cells: string[] = [];
  const cell = (h: string): string => {
    const j = columns.get(h);
    const c = j === undefined ? undefined : cells[j];
    return !c ? '' : h === 'Name Non-Latin Script' ? c.trim() : collapsed(c);
  };
  const groups = new Map<string, OfsiRow[]>();
  for (let i = headerAt + 1; i < table.length; i++) {
    cells = table[i];
    if (cells.every((c) => !c.trim())) continue;
    // CSV rows have every cell; spreadsheet rows end at their last filled cell.
    if ((fixedWidth && cells.length !== header.length) || cells.slice(header.length).some((c) => c.trim())) {
      problems.bad(`${label} row ${i + 1}: ${cells.length} cells, header has ${header.length}`);
      continue;
    }
    const row = ofsiRow(cell);
    const id = row['Group ID'];
    if (!/^\d+$/.test(id)) {
      problems.bad(`${label} row ${i + 1}: no Group ID`);
      continue;
    }
    const rows = groups.get(id);
    if (rows) rows.push(row);
    else groups.set(id, [row]);
  }
  const records: ListRecord[] = [];
  for (const [id, rows] of groups) {
    const rec = ofsiRecord(id, rows, problems);
    if (rec) records.push(rec);
  }
  return { published_on: dmyIsoDate(lastUpdated?.[1]?.trim()), records, malformed: problems.malformed, warnings: problems.warnings };
}

// Windows-1252 bytes 0x80..0x9F (WHATWG Encoding, index-windows-1252); the rest equals Latin-1. Node's
// TextDecoder('windows-1252') decodes as Latin-1 (0x92 -> U+0092, not ’), hence the table.
const CP1252_80_9F = '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f'
  + '\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';

/** Windows-1252 bytes -> text. */
export function decodeWindows1252(buf: Buffer): string {
  return buf.toString('latin1').replace(/[\x80-\x9f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]);
}

/** The legacy CSV's bytes as text: UTF-8 when they are valid UTF-8 (BOM dropped), else Windows-1252 (0x92 -> ’). */
export function decodeOfsiCsv(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return decodeWindows1252(buf);
  }
}

/**
 * Parses the legacy CSV text (pure). Rows that break the CSV syntax are counted as malformed.
 * @throws like `parseOfsiTable`.
 */
export function parseOfsiCsv(text: string, label = 'OFSI CSV'): Parsed {
  const problems = new Problems();
  const table = delimitedRows(text, (message) => problems.bad(`${label}: ${message}`));
  const parsed = parseOfsiTable(table, label, true);
  return {
    ...parsed,
    malformed: parsed.malformed + problems.malformed,
    warnings: [...problems.warnings, ...parsed.warnings].slice(0, 20),
  };
}

/** Parses ConList.xlsx (sheet `Data`, else the first sheet). @throws like `readXlsxRows` and `parseOfsiTable`. */
export async function parseOfsiXlsx(file: string): Promise<Parsed> {
  let rows;
  try {
    rows = await readXlsxRows(file, 'Data');
  } catch (err) {
    if (!/no worksheet/.test((err as Error).message)) throw err;
    rows = await readXlsxRows(file);
  }
  // Cells become their text in place (a mapped copy of the 18,800 rows was garbage of about 20 MB).
  for (const r of rows) for (let i = 0; i < r.length; i++) r[i] = cellText(r[i]);
  return parseOfsiTable(rows as string[][], file);
}

/** The file of `dir` to read: the first of OFSI_FILES present (the first name when none is, so the error names it). */
export function ofsiFile(dir: string): string {
  return OFSI_FILES.find((n) => existsSync(path.join(dir, n))) ?? OFSI_FILES[0];
}

/**
 * Loads an OFSI snapshot folder: `ConList.xlsx` when present, else `sanctionsconlist.csv` / `ConList.csv`
 * (or `file` when given). `published_on` is the file's "Last Updated" date, else the folder name.
 * @throws Error naming the path when the file is missing, unreadable or not the OFSI list.
 */
export async function loadOfsi(dir: string, file = ofsiFile(dir)): Promise<ListLoadResult> {
  const full = path.join(dir, file);
  let parsed: Parsed;
  if (/\.xlsx$/i.test(file)) {
    parsed = await parseOfsiXlsx(full);
  } else {
    const text = decodeOfsiCsv(await readListFile(full));
    parsed = parseOfsiCsv(text, full);
  }
  return { list: 'gb_ofsi', path: dir, ...parsed, published_on: parsed.published_on ?? dateFromFolder(dir) };
}
