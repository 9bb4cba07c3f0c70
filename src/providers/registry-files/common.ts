/**
 * Small helpers the registry bulk-file parsers share: value cleaning, the publishers' date forms
 * (`DD/MM/YYYY` Companies House CSV, `CCYYMMDD` Companies House officers, ISO date-times GLEIF),
 * address countries, and the streaming CSV reader (papaparse).
 */
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { isoDate } from '../../lists/common.js';
import { toCountryCode } from '../../lists/countries.js';
import type { CompanyAddress } from '../types.js';
import { openFileStream } from './open-file.js';
import { recordChunks } from './record-chunks.js';
import type { FileInput, ParseReport } from './types.js';

/** Trimmed, inner whitespace collapsed; undefined when empty. */
export function clean(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (!text) return undefined;
  return /\s\s|[\t\n\r\f\v\u00a0]/.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/** "29/07/2020" -> "2020-07-29"; undefined when blank or not a plausible date. */
export function dayMonthYear(value: string | undefined): string | undefined {
  const m = /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(value ?? '');
  return m ? isoDate(`${m[3]}-${m[2]}-${m[1]}`) : undefined;
}

/** "20160629" -> "2016-06-29"; undefined when blank or not a plausible date. */
export function compactDate(value: string | undefined): string | undefined {
  const m = /^\s*(\d{4})(\d{2})(\d{2})\s*$/.exec(value ?? '');
  return m ? isoDate(`${m[1]}-${m[2]}-${m[3]}`) : undefined;
}

// UK register and address spellings that are not ISO country names (CH `RegAddress.Country`, officers' countries).
const UK_NAMES = new Set([
  'UNITED KINGDOM', 'UK', 'U.K.', 'GREAT BRITAIN', 'ENGLAND', 'WALES', 'SCOTLAND', 'NORTHERN IRELAND',
  'ENGLAND AND WALES', 'ENGLAND & WALES', 'N IRELAND', 'N. IRELAND',
]);

/**
 * An address country as published -> ISO 3166-1 alpha-2 when it can be resolved ("ENGLAND" -> GB,
 * "GUERNSEY" -> GG, "NO" -> NO); otherwise the published text (e.g. "CHANNEL ISLANDS"), so nothing is
 * lost; undefined when blank.
 */
export function addressCountry(value: string | undefined): string | undefined {
  const text = clean(value);
  if (!text) return undefined;
  let code = countryCache.get(text);
  if (code === undefined) {
    code = UK_NAMES.has(text.toUpperCase()) ? 'GB' : toCountryCode(text) ?? text;
    if (countryCache.size < 10_000) countryCache.set(text, code);
  }
  return code;
}

/** `toCountryCode` for a country code or name that may not be one; cached (the bulk files repeat a few hundred values millions of times). */
export function countryCode(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const code = addressCountry(text);
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

const countryCache = new Map<string, string>();

/** An address with only its non-empty fields. */
export function compactAddress(fields: CompanyAddress): CompanyAddress {
  const out: CompanyAddress = {};
  for (const [k, v] of Object.entries(fields) as Array<[keyof CompanyAddress, string | undefined]>) {
    const text = clean(v);
    if (text) out[k] = text;
  }
  return out;
}

/** Non-empty cleaned values joined with ", " (address lines); undefined when none. */
export function joinLines(lines: Array<string | undefined>): string | undefined {
  const kept = lines.map(clean).filter((l): l is string => !!l);
  return kept.length ? kept.join(', ') : undefined;
}

/** A name for the input in messages: the path, or "stream". */
export function inputLabel(input: FileInput): string {
  return typeof input === 'string' ? input : 'stream';
}

/** One CSV data row: the value of a column by header name (undefined for an unknown column). */
export type CsvRow = (column: string) => string | undefined;

/** A `CsvRow` over a plain object (tests, callers that already have objects). */
export function csvRowOf(record: Record<string, string | undefined>): CsvRow {
  return (column) => record[column];
}

/**
 * Streams a CSV file with a header line, one `CsvRow` per data row (values looked up by the header's
 * column names, leading and trailing spaces removed: Companies House writes `" CompanyNumber"`).
 * Comma-separated, `"`-quoted (RFC 4180; line breaks inside quotes are part of the value), `\n` or
 * `\r\n` line ends, empty lines skipped, a UTF-8 byte-order mark dropped. A row that breaks the
 * quoting or has a different number of fields than the header is counted as malformed and skipped.
 * The file is cut into pieces of whole records (./record-chunks.ts), each parsed with papaparse
 * (twice as fast as csv-parse on these files: docs/decisions/002-registry-load-path.md); memory holds
 * one piece, and the file is read only as fast as rows are taken.
 * @throws Error when the header lacks one of `required` (not the expected file), or the file cannot be read.
 */
export async function* csvRows(input: FileInput, report: ParseReport, required: string[], format: string): AsyncGenerator<CsvRow> {
  const label = inputLabel(input);
  const stream: Readable = await openFileStream(input, { zipEntry: /\.csv$/i });
  let names: string[] | undefined;
  let index: Map<string, number> | undefined;
  let row = 0;
  // The line end, taken from the header line (papaparse would otherwise guess it for every piece, a tenth of its time).
  let newline: '\n' | '\r\n' | undefined;
  try {
    for await (const piece of recordChunks(stream, { kind: 'csv' })) {
      // A piece ends at a line feed, so it never splits a UTF-8 character.
      const text = piece.bytes.toString('utf8');
      newline ??= /\r\n$/.test(text) ? '\r\n' : '\n';
      // Not papaparse's `skipEmptyLines`: it drops rows after numbering the errors, so an error would
      // name the wrong row after an empty line. Empty lines are skipped here instead.
      const parsed = Papa.parse<string[]>(names ? text : text.replace(/^\uFEFF/, ''), { delimiter: ',', quoteChar: '"', newline });
      const broken = new Set(parsed.errors.map((e) => e.row));
      for (let i = 0; i < parsed.data.length; i++) {
        const values = parsed.data[i];
        if (values.length === 1 && values[0] === '') continue;
        row++;
        if (broken.has(i)) {
          report.bad(`${label}: row ${row}: ${parsed.errors.find((e) => e.row === i)!.message}`);
          continue;
        }
        if (!index || !names) {
          names = values.map((h) => h.trim());
          const missing = required.filter((c) => !names!.includes(c));
          if (missing.length) throw new Error(`${label} is not ${format}: header lacks ${missing.join(', ')} (starts ${names.slice(0, 4).join(',')})`);
          index = new Map(names.map((n, j) => [n, j]));
          continue;
        }
        if (values.length !== names.length) {
          report.bad(`${label}: row ${row} has ${values.length} fields, the header ${names.length}`);
          continue;
        }
        const columns = index;
        yield (column) => {
          const j = columns.get(column);
          return j === undefined ? undefined : values[j];
        };
      }
    }
  } finally {
    stream.destroy(); // also when the caller stops early
  }
  if (!index) throw new Error(`${label} is not ${format}: the file is empty`);
}

/** The lines of a text stream (without `\n` or `\r\n`), one at a time; the last line may lack a line end. */
export async function* textLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of chunks) {
    const text = rest + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      yield text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
      start = end + 1;
    }
    rest = text.slice(start);
  }
  if (rest) yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}
