/**
 * Delimited text (RFC 4180 quoting) as rows of fields, for the list loaders that read CSV or
 * tab-separated files (OFAC legacy CSV, the US Consolidated Screening List, OFSI's legacy CSV, BIS DPL).
 *
 * Parsed with papaparse (a measured exception to the stack's csv-parse: the same rows on every
 * list file of ../shared/data in about a quarter of csv-parse's parsing time;
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
 * Fields as strings of their own, as compact as their characters allow. papaparse cuts every field
 * out of the whole file's text, and V8 makes such a substring either a view into that text (13
 * characters or more: `SlicedString::kMinLength`), which a kept field (a name, a remark) would keep
 * alive whole, or a copy in the text's width: one non-Latin-1 character anywhere in the file (the CSL
 * has 760 in 5.8 million) makes every field two bytes a character. Without this the corpus load kept
 * about 10 MB more than with csv-parse (live heap after a forced collection).
 */
const SLICE_MIN = 13;
const BEYOND_LATIN1 = /[^\x00-\xff]/;

/** A string equal to `s` that holds its own characters (the concatenation is flattened into a new string before it is cut). */
function ownCopy(s: string): string {
  return s.length >= SLICE_MIN ? (s + ' ').slice(0, -1) : s;
}

/** `s` as a one-byte string when all its characters are Latin-1 (decoding Latin-1 bytes makes one), else `ownCopy`. */
function narrowCopy(s: string): string {
  return s.length === 0 || BEYOND_LATIN1.test(s) ? ownCopy(s) : Buffer.from(s, 'latin1').toString('latin1');
}

/**
 * Calls `onRow` with each row of `text` in turn (fields as strings, never trimmed), without keeping
 * the rows: a loader that maps each row as it comes lets the row die young rather than outlive the
 * parse as old-generation garbage (the US Consolidated Screening List has 14,000 rows of 30 fields).
 * @param onBad called once per left-out row with "record N: <papaparse's message>" (N counted from 1,
 *   header and empty lines included, as the file's lines of records are).
 * @throws whatever `onRow` throws (the parse stops there).
 */
export function eachDelimitedRow(text: string, onRow: (fields: string[]) => void, onBad: (message: string) => void, delimiter: ',' | '\t' = ','): void {
  let record = 0;
  let failure: unknown;
  const copy = BEYOND_LATIN1.test(text) ? narrowCopy : ownCopy;
  Papa.parse<string[]>(text, {
    delimiter,
    quoteChar: '"',
    step: (results, parser) => {
      record++;
      const row = results.data;
      if (results.errors.length > 0) onBad(`record ${record}: ${results.errors[0].message}`);
      else if (!(row.length === 1 && row[0] === '')) {
        for (let i = 0; i < row.length; i++) row[i] = copy(row[i]);
        try {
          onRow(row);
        } catch (err) {
          failure = err;
          parser.abort();
        }
      }
    },
  });
  if (failure !== undefined) throw failure;
}

/** Every row of `text` (`eachDelimitedRow`), kept in one array. */
export function delimitedRows(text: string, onBad: (message: string) => void, delimiter: ',' | '\t' = ','): string[][] {
  const rows: string[][] = [];
  eachDelimitedRow(text, (row) => rows.push(row), onBad, delimiter);
  return rows;
}
