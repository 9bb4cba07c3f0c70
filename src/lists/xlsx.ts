/**
 * Reads one worksheet of an XLSX workbook (Office Open XML spreadsheet, ECMA-376) into rows of cell
 * values, with exceljs (the project's XLSX library). Used by the list loaders whose publishers ship
 * spreadsheets (UK OFSI ConList.xlsx, Australia DFAT regulation8_consolidated.xlsx).
 *
 * Why the whole workbook is loaded rather than streamed: exceljs's streaming reader (built on
 * unzipper's stream parser) fails on zip entries written with data descriptors, as in OFSI's
 * generator output ("invalid signature: 0x8074b50"), while `Workbook.xlsx.load` reads it. The published
 * files are small (OFSI 2.2 MB zipped, 17 MB of XML: 1–1.5 s, and the process peaks at about 430 MB RSS).
 */
import ExcelJS from 'exceljs';
import { isoDate, readListFile } from './common.js';

/** A cell as exceljs gives it: text, number, boolean, Date (date-formatted numbers), rich text, formula result... */
export type XlsxCell = unknown;

/** Milliseconds between the Excel 1900 date system's day 0 (1899-12-30, Lotus leap-year bug included) and 1970-01-01. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * The rows of one worksheet, each a 0-based array of cell values (index 0 = column A); empty rows
 * are skipped, so the array index is not the sheet row number.
 * Input: the file path; the sheet name (default: the first worksheet).
 * @throws Error naming the path when the file is missing, not an XLSX zip, or has no such sheet.
 */
export async function readXlsxRows(file: string, sheetName?: string): Promise<XlsxCell[][]> {
  const buf = await readListFile(file);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(buf as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch (err) {
    throw new Error(`${file}: not a readable XLSX workbook: ${(err as Error).message}`);
  }
  const sheet = sheetName ? workbook.getWorksheet(sheetName) : workbook.worksheets[0];
  if (!sheet) {
    const names = workbook.worksheets.map((w) => w.name).join(', ');
    throw new Error(`${file}: no worksheet ${sheetName ? `"${sheetName}"` : ''} (sheets: ${names || 'none'})`);
  }
  const rows: XlsxCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // row.values is 1-based (index 0 unused) and sparse.
    const values = row.values as XlsxCell[];
    rows.push(Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => values[i + 1]));
  });
  return rows;
}

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
 * A date cell as YYYY-MM-DD: a Date (exceljs converts date-formatted cells), an Excel serial number
 * (1900 date system: days since 1899-12-30), or text in ISO form (YYYY-MM-DD...). Undefined otherwise.
 */
export function cellDate(cell: XlsxCell): string | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number' && cell > 0 && cell < 2958466) {
    return new Date(EXCEL_EPOCH_MS + Math.round(cell * 86400) * 1000).toISOString().slice(0, 10);
  }
  return typeof cell === 'string' ? isoDate(cell) : undefined;
}
