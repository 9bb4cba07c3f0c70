/**
 * Reads one worksheet of an XLSX workbook (Office Open XML spreadsheet, ECMA-376 Part 1, §18) into
 * rows of cell values. Used by the list loaders whose publishers ship spreadsheets (UK OFSI
 * ConList.xlsx, Australia DFAT regulation8_consolidated.xlsx).
 *
 * The package is read with yauzl (central directory, so zips written with data descriptors, as
 * OFSI's are, read fine) and its parts are streamed through saxes: the workbook and its
 * relationships name the sheet's part, `styles.xml` tells which cell styles are date formats, the
 * shared strings are kept as plain strings, and the sheet XML is turned into rows as it is inflated.
 * Only the rows are built, never a workbook object model: exceljs's `Workbook.xlsx.load` took 1.6 s
 * and a 400 MB peak on OFSI's 17 MB of XML, and its streaming reader (unzipper's local-header
 * parser) fails on OFSI's data descriptors ("invalid signature: 0x8074b50").
 *
 * Cell values follow exceljs's conventions, so the loaders' mapping is unchanged: shared, inline and
 * formula strings -> string (rich-text runs joined, phonetic runs left out, `_xHHHH_` escapes
 * decoded); numbers -> number, or a Date when the cell's style has a date format (built-in formats
 * 14–22 and 45–47, or a custom format code with y/m/d/h/s/b outside quotes and brackets; the 1900
 * or 1904 date system from `workbookPr`); booleans -> boolean; `t="d"` ISO dates -> Date; error
 * cells -> `{ error: '#N/A' }`; formulas give their cached result.
 */
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import { textChunks } from '../providers/registry-files/open-file.js';
import { isoDate, readListFile } from './common.js';

/** A cell value: text, number, boolean, Date (date-formatted numbers), `{ error }` for error cells. */
export type XlsxCell = unknown;

/** Milliseconds between the Excel 1900 date system's day 0 (1899-12-30, Lotus leap-year bug included) and 1970-01-01. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Days between the 1900 and 1904 date systems' day 0. */
const DAYS_1904 = 1462;

const MAIN_PART = 'xl/workbook.xml';
const REL_SHEET = /\/worksheet$/;
const REL_STRINGS = /\/sharedStrings$/;
const REL_STYLES = /\/styles$/;

/** Built-in number formats (ECMA-376 §18.8.30) that show dates or times. */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A custom number format code that shows a date or time: y/m/d/h/s/b outside quoted text and [brackets]. */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** `_x000D_`-style escapes of characters XML cannot carry (ECMA-376 §22.4.2.4). */
const decodeEscapes = (s: string) => (s.includes('_x') ? s.replace(/_x([0-9A-F]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : s);

/** Local name of a tag (`x:row` -> `row`). */
const local = (name: string) => {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
};

/** 0-based column of a cell reference ("A1" -> 0, "AJ18800" -> 35); -1 when it has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower case
    if (c < 97 || c > 122) break;
    col = col * 26 + (c - 96);
  }
  return i === 0 ? -1 : col - 1;
}

/** The entries of a zip (whole file in memory), by name. */
interface Package {
  zip: yauzl.ZipFile;
  entries: Map<string, yauzl.Entry>;
}

function openPackage(buf: Buffer): Promise<Package> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const entries = new Map<string, yauzl.Entry>();
      zip.on('error', reject);
      zip.on('entry', (e: yauzl.Entry) => {
        entries.set(e.fileName.replace(/^\//, ''), e);
        zip.readEntry();
      });
      zip.on('end', () => resolve({ zip, entries }));
      zip.readEntry();
    });
  });
}

function openEntry(pkg: Package, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    pkg.zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err ?? new Error(`cannot read ${entry.fileName}`)) : resolve(stream)));
  });
}

interface PartHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/** Streams one part of the package through saxes; element names are local names. No-op when the part is absent. */
async function parsePart(pkg: Package, name: string | undefined, h: PartHandlers): Promise<void> {
  const entry = name ? pkg.entries.get(name) : undefined;
  if (!entry) return;
  const parser = new SaxesParser();
  let failure: Error | undefined;
  parser.on('error', (e) => { failure ??= e; });
  if (h.open) {
    const open = h.open;
    parser.on('opentag', (t: SaxesTagPlain) => open(local(t.name), t.attributes));
  }
  if (h.text) parser.on('text', h.text);
  if (h.close) {
    const close = h.close;
    parser.on('closetag', (t) => close(local(t.name)));
  }
  for await (const chunk of textChunks(await openEntry(pkg, entry))) {
    parser.write(chunk);
    if (failure) throw new Error(`${name}: ${failure.message}`);
  }
  parser.close();
  if (failure) throw new Error(`${name}: ${failure.message}`);
}

/** Resolves a relationship target against the folder of the part that holds the relationships. */
function resolveTarget(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

interface WorkbookParts {
  sheets: Array<{ name: string; part: string | undefined }>;
  strings?: string;
  styles?: string;
  date1904: boolean;
}

async function workbookParts(pkg: Package): Promise<WorkbookParts> {
  if (!pkg.entries.has(MAIN_PART)) throw new Error(`no ${MAIN_PART} part`);
  const rels = new Map<string, { type: string; target: string }>();
  await parsePart(pkg, 'xl/_rels/workbook.xml.rels', {
    open: (n, a) => { if (n === 'Relationship') rels.set(a.Id, { type: a.Type ?? '', target: resolveTarget(MAIN_PART, a.Target ?? '') }); },
  });
  const sheetRefs: Array<{ name: string; rid: string }> = [];
  let date1904 = false;
  await parsePart(pkg, MAIN_PART, {
    open: (n, a) => {
      if (n === 'sheet') sheetRefs.push({ name: a.name ?? '', rid: a['r:id'] ?? Object.entries(a).find(([k]) => local(k) === 'id')?.[1] ?? '' });
      else if (n === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  });
  const byType = (re: RegExp) => [...rels.values()].find((r) => re.test(r.type))?.target;
  const sheets = sheetRefs
    .filter((s) => { const rel = rels.get(s.rid); return !rel || REL_SHEET.test(rel.type); }) // chartsheets are not worksheets
    .map((s) => ({ name: s.name, part: rels.get(s.rid)?.target }));
  return { sheets, strings: byType(REL_STRINGS), styles: byType(REL_STYLES), date1904 };
}

/** For each cell style (index into `cellXfs`), whether it shows a date. */
async function dateStyles(pkg: Package, part: string | undefined): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const xfs: number[] = [];
  let inCellXfs = false;
  await parsePart(pkg, part, {
    open: (n, a) => {
      if (n === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (n === 'cellXfs') inCellXfs = true;
      else if (n === 'xf' && inCellXfs) xfs.push(Number(a.numFmtId ?? 0));
    },
    close: (n) => { if (n === 'cellXfs') inCellXfs = false; },
  });
  return xfs.map((id) => (custom.has(id) ? isDateFormat(custom.get(id)!) : BUILTIN_DATE_FORMATS.has(id)));
}

/**
 * Collects the text of `<t>` elements inside a container (`si` of the shared strings, `is` of an
 * inline string), leaving out phonetic runs (`rPh`). Feed it the parser's events.
 */
class RunText {
  private depthT = 0;
  private inPhonetic = false;
  private parts: string[] = [];
  open(n: string): void {
    if (n === 't' && !this.inPhonetic) this.depthT++;
    else if (n === 'rPh') this.inPhonetic = true;
  }
  close(n: string): void {
    if (n === 't' && !this.inPhonetic) this.depthT--;
    else if (n === 'rPh') this.inPhonetic = false;
  }
  text(t: string): void {
    if (this.depthT > 0) this.parts.push(t);
  }
  /** The text collected since the last take, escapes decoded; resets. */
  take(): string {
    const s = this.parts.length === 1 ? this.parts[0] : this.parts.join('');
    this.parts = [];
    this.depthT = 0;
    this.inPhonetic = false;
    return ownCopy(decodeEscapes(s));
  }
}

/**
 * The string as its own copy. V8 keeps a substring of 13 characters or more as a slice that points
 * into its parent, here the whole decoded chunk of XML (64 KB); a cell value kept in a list record
 * would then keep every chunk it came from alive (about 8 MB over the full list corpus). Prepending
 * a character and slicing it off makes V8 flatten the text into a new string of the value's length.
 */
function ownCopy(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

async function sharedStrings(pkg: Package, part: string | undefined): Promise<string[]> {
  const out: string[] = [];
  const run = new RunText();
  await parsePart(pkg, part, {
    open: (n) => { if (n === 'si') run.take(); else run.open(n); },
    text: (t) => run.text(t),
    close: (n) => { if (n === 'si') out.push(run.take()); else run.close(n); },
  });
  return out;
}

/** Streams the sheet part into rows (see `readXlsxRows`). */
async function sheetRows(pkg: Package, part: string, strings: string[], dates: boolean[], date1904: boolean): Promise<XlsxCell[][]> {
  const rows: XlsxCell[][] = [];
  const run = new RunText();
  let row: XlsxCell[] = [];
  let col = -1;
  let type = '';
  let style = 0;
  let inValue = false;
  let hasValue = false;
  let inInline = false;
  let value = '';
  const toDate = (serial: number) => new Date(Math.round((serial - 25569 + (date1904 ? DAYS_1904 : 0)) * 86400000));
  const cellValue = (): XlsxCell => {
    if (type === 'inlineStr') return run.take();
    if (!hasValue) return undefined;
    switch (type) {
      case 's': return strings[Number(value)];
      case 'str': return decodeEscapes(value);
      case 'b': return value === '1' || value === 'true';
      case 'e': return { error: value };
      case 'd': { const d = new Date(value); return Number.isNaN(d.getTime()) ? value : d; }
      default: {
        const n = Number(value);
        if (value === '' || Number.isNaN(n)) return value || undefined;
        return dates[style] ? toDate(n) : n;
      }
    }
  };
  await parsePart(pkg, part, {
    open: (n, a) => {
      if (n === 'c') {
        const c = a.r ? columnOf(a.r) : -1;
        col = c >= 0 ? c : col + 1;
        type = a.t ?? 'n';
        style = a.s ? Number(a.s) : 0;
        value = '';
        hasValue = false;
      } else if (n === 'v') {
        inValue = true;
        hasValue = true;
      } else if (n === 'is') {
        inInline = true;
        run.take();
      } else if (inInline) run.open(n);
      else if (n === 'row') { row = []; col = -1; }
    },
    text: (t) => {
      if (inValue) value += t;
      else if (inInline) run.text(t);
    },
    close: (n) => {
      if (n === 'v') inValue = false;
      else if (n === 'is') inInline = false;
      else if (inInline) run.close(n);
      else if (n === 'c') {
        const v = cellValue();
        if (v !== undefined && v !== null) row[col] = v;
      } else if (n === 'row' && row.length) {
        // Sparse from the sheet: unset cells become undefined entries, as exceljs's row.values gives.
        rows.push(Array.from(row));
      }
    },
  });
  return rows;
}

/**
 * The rows of one worksheet, each a 0-based array of cell values (index 0 = column A, up to the
 * last cell holding a value; cells without one are undefined); rows without any value are skipped,
 * so the array index is not the sheet row number.
 * Input: the file path (gzip-compressed files are read too); the sheet name (default: the first worksheet).
 * @throws Error naming the path when the file is missing, not an XLSX zip, or has no such sheet.
 */
export async function readXlsxRows(file: string, sheetName?: string): Promise<XlsxCell[][]> {
  const buf = await readListFile(file);
  let pkg: Package | undefined;
  try {
    pkg = await openPackage(buf);
    const book = await workbookParts(pkg);
    const sheet = sheetName ? book.sheets.find((s) => s.name === sheetName) : book.sheets[0];
    if (!sheet) {
      const names = book.sheets.map((s) => s.name).join(', ');
      throw new NoSheet(`${file}: no worksheet ${sheetName ? `"${sheetName}"` : ''} (sheets: ${names || 'none'})`);
    }
    if (!sheet.part || !pkg.entries.has(sheet.part)) throw new Error(`sheet "${sheet.name}" has no part in the package`);
    const dates = await dateStyles(pkg, book.styles);
    const strings = await sharedStrings(pkg, book.strings);
    return await sheetRows(pkg, sheet.part, strings, dates, book.date1904);
  } catch (err) {
    if (err instanceof NoSheet) throw err;
    throw new Error(`${file}: not a readable XLSX workbook: ${(err as Error).message}`, { cause: err });
  } finally {
    pkg?.zip.close();
  }
}

class NoSheet extends Error {}

/**
 * A cell's text, whitespace-trimmed ('' for empty cells). Rich text is joined, a hyperlink gives its
 * text, a formula its cached result, a Date its YYYY-MM-DD (UTC) form, a number its decimal form.
 */
export function cellText(cell: XlsxCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') {
    const c = cell as { richText?: Array<{ text?: string }>; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(c.richText)) return c.richText.map((r) => r.text ?? '').join('').trim();
    if (c.text !== undefined) return cellText(c.text);
    if ('result' in c) return cellText(c.result);
  }
  return '';
}

/**
 * A date cell as YYYY-MM-DD: a Date (date-formatted cells are read as Dates), an Excel serial number
 * (1900 date system: days since 1899-12-30), or text in ISO form (YYYY-MM-DD...). Undefined otherwise.
 */
export function cellDate(cell: XlsxCell): string | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number' && cell > 0 && cell < 2958466) {
    return new Date(EXCEL_EPOCH_MS + Math.round(cell * 86400) * 1000).toISOString().slice(0, 10);
  }
  return typeof cell === 'string' ? isoDate(cell) : undefined;
}
