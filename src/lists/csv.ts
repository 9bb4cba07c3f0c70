/**
 * Delimited text (RFC 4180 quoting) as rows of fields, for the list loaders that read CSV or
 * tab-separated files (OFAC legacy CSV, the US Consolidated Screening List, OFSI's legacy CSV, BIS DPL).
 *
 * Parsed with papaparse (a measured exception to the stack's csv-parse: the same rows on every
 * list file of ../shared/data, about a quarter of csv-parse's time, 0.3-0.4 s of the corpus load;
 * docs/decisions/003-list-csv-parser.md). The rules the loaders rely on:
 * - a row keeps however many fields it has (the loaders check their columns themselves);
 * - a line with nothing on it gives no row;
 * - a row that breaks the quoting (a quote left open, which swallows the rest of the file, or text
 *   after a closing quote) is left out and reported to `onBad`, never thrown: the loaders count it
 *   as malformed;
 * - a quote inside an unquoted field is part of the value (`BIG "A" CO`), as OFSI and BIS write them;
 * - the line end (`\r\n`, `\n` or `\r`) is taken from the text.
 */
import Papa from 'papaparse';

/**
 * Splits `text` into rows of fields (strings, never trimmed).
 * @param onBad called once per left-out row with "record N: <papaparse's message>" (N counted from 1,
 *   header included, as the file's records are).
 */
export function delimitedRows(text: string, onBad: (message: string) => void, delimiter: ',' | '\t' = ','): string[][] {
  // papaparse's `skipEmptyLines` drops rows after numbering its errors, so the row an error names
  // would no longer be the row at that index: empty lines are dropped here instead.
  const parsed = Papa.parse<string[]>(text, { delimiter, quoteChar: '"' });
  const broken = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined && !broken.has(e.row)) broken.set(e.row, e.message);
  const rows: string[][] = [];
  const data = parsed.data;
  for (let i = 0; i < data.length; i++) {
    const row = data[i];
    const bad = broken.get(i);
    if (bad !== undefined) {
      onBad(`record ${i + 1}: ${bad}`);
      continue;
    }
    if (row.length === 1 && row[0] === '') continue;
    rows.push(row);
  }
  return rows;
}
