/**
 * Shapes shared by the registry bulk-file parsers (`./gb-coh-basic.ts`, `./gb-coh-officers.ts`,
 * `./gleif-lei.ts`, `./gleif-rr.ts`, `./no-brreg.ts`): the company record they yield, the input they
 * accept and the report they fill in while streaming.
 *
 * Every parser is an async generator over one file (a path, plain / .gz / .zip, or an already opened
 * byte stream) that yields one record at a time and never holds the whole file. A row or element that
 * cannot be used is counted in `ParseReport.malformed` (first 20 messages in `warnings`) and skipped;
 * only a file that is not the expected format at all (wrong header / root element) throws.
 */
import type { Readable } from 'node:stream';
import { Problems } from '../../lists/common.js';
import type { CompanyProfile } from '../types.js';

/** Which register a bulk file comes from. */
export type RegistrySource = 'gb_coh' | 'gleif' | 'no_brreg';

/**
 * One company as a registry bulk file describes it: the shared `CompanyProfile` without the provider
 * id (filled in by the provider that serves it) and without officers and owners (published in
 * separate files: CH officers, GLEIF relationships).
 */
export type RegistryCompany = Omit<CompanyProfile, 'provider' | 'officers' | 'owners'> & {
  source: RegistrySource;
  /**
   * Where the company was formed, as published (Companies House `CountryOfOrigin`: "United Kingdom",
   * "CHANNEL ISLANDS", "MONGOLIA"). Only Companies House publishes it; it is not always a country
   * ("CHANNEL ISLANDS"), so it is kept as text.
   */
  country_of_origin?: string;
};

/** A file path (plain, gzip or zip, see `./open-file.ts`) or a readable byte/text stream of the file's content. */
export type FileInput = string | Readable;

/**
 * What a parser saw in one file, filled in while it streams (read it after the loop ends).
 * `malformed`/`warnings`/`bad()`/`note()` come from the list loaders' `Problems`.
 */
export class ParseReport extends Problems {
  /** Records yielded so far. */
  records = 0;
  /** The date the file says it was produced (CH officers header, GLEIF `ContentDate`), `YYYY-MM-DD`. */
  published_on?: string;
  /**
   * Record count the file declares about itself, when it does: GLEIF header `RecordCount` (of the full
   * file, also in excerpts), CH officers trailer (company plus appointment records).
   */
  declared_records?: number;
  /** Format-specific facts and tallies, e.g. `{ file_type: 'snapshot', run_number: 2898, company_records: 13 }`. */
  readonly info: Record<string, string | number> = {};

  /** Adds `by` to the tally `info[key]`. */
  count(key: string, by = 1): void {
    this.info[key] = (Number(this.info[key]) || 0) + by;
  }
}

/** Options every parser takes. */
export interface ParseOptions {
  /** Filled in while parsing; pass one to read counts, malformed rows and the file's own date afterwards. */
  report?: ParseReport;
}
