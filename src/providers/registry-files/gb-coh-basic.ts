/**
 * Companies House "Free Company Data Product" (`BasicCompanyDataAsOneFile-YYYY-MM-DD.zip` or its
 * parts, http://download.companieshouse.gov.uk/en_output.html; fields described in CH's
 * "Free Company Data Product – data set" guide, freeDataProductDataset.pdf) -> `RegistryCompany`.
 *
 * Input: the CSV (or the zip / a .gz of it): one header line and one row per live or recently
 * dissolved company, 55 columns, every value quoted, header names with CH's leading spaces
 * (`" CompanyNumber"`). Dates are `DD/MM/YYYY`. About 5 million rows (~2.5 GB) in the full file.
 * Output, per row: `provider_id` `GB-COH:<CompanyNumber>`; registration number
 * `{ type: 'company_number', register: 'GB-COH' }`; `country` 'GB' (the register); the registered
 * office address with `RegAddress.Country` as ISO alpha-2 where it resolves ("ENGLAND" -> GB,
 * "GUERNSEY" -> GG), else as published; `legal_form` = `CompanyCategory`; `country_of_origin` as
 * published; `SICCode.SicText_1..4` "68100 - Buying and selling of own real estate" -> industry codes
 * (5 digits: UK SIC 2007; CH still shows a few 4-digit SIC 2003 codes such as "7499 - Non-trading
 * company", labelled UK SIC 2003; "None Supplied" is no code); `PreviousName_1..10` with `CONDATE`
 * (the date the name stopped being used) as `until`; status, see `chStatus`.
 * Errors: a file without `CompanyNumber`/`CompanyName` columns throws; a row that breaks the CSV, has
 * the wrong number of fields or lacks number or name is counted as malformed and skipped.
 */
import { csvRows, type CsvRow, addressCountry, clean, compactAddress, dayMonthYear, joinLines } from './common.js';
import { ParseReport, type FileInput, type ParseOptions, type RegistryCompany } from './types.js';
import type { CompanyStatus, IndustryCode, PreviousName } from '../types.js';

export const GB_COH_REGISTER = 'GB-COH';

/**
 * CH `CompanyStatus` -> `CompanyStatus`. The statuses are those of CH's URI Customer Guide ("List of
 * Company Status"): "Active" and "Active - Proposal to Strike off" (still on the register) -> active;
 * "Dissolved", "Closed", "Converted/Closed" -> dissolved; every insolvency status ("Liquidation",
 * "Receivership Action", "In Administration", "Administration Order", "Voluntary Arrangement",
 * "Live but Receiver Manager on at least one charge", and their combinations) -> liquidation;
 * anything else -> unknown. Case is ignored.
 */
export function chStatus(published: string | undefined): CompanyStatus {
  const s = (published ?? '').trim().toLowerCase();
  if (s.startsWith('active')) return 'active';
  if (s === 'dissolved' || s === 'closed' || s === 'converted/closed') return 'dissolved';
  if (/liquidation|receiver|receivership|administrat|voluntary arrangement/.test(s)) return 'liquidation';
  return 'unknown';
}

/** "68100 - Buying and selling of own real estate" -> { code: '68100', description, scheme }; undefined for "None Supplied"/blank. */
export function chSicCode(text: string | undefined): IndustryCode | undefined {
  const m = /^\s*(\d{4,5})\s*(?:-\s*(.*))?$/.exec(text ?? '');
  if (!m) return undefined;
  const description = clean(m[2]);
  return { code: m[1], ...(description ? { description } : {}), scheme: m[1].length === 5 ? 'UK SIC 2007' : 'UK SIC 2003' };
}

// Column names built once (looking a column up by a constant string is cheaper than by a fresh one).
const PREVIOUS_NAMES = Array.from({ length: 10 }, (_, i) => [`PreviousName_${i + 1}.CompanyName`, `PreviousName_${i + 1}.CONDATE`] as const);
const SIC_TEXTS = Array.from({ length: 4 }, (_, i) => `SICCode.SicText_${i + 1}`);

/** One CSV row (column names without CH's leading spaces) -> company, or a reason it cannot be used. */
export function chBasicRowToCompany(row: CsvRow, report: ParseReport): RegistryCompany | string {
  const number = clean(row('CompanyNumber'));
  const name = clean(row('CompanyName'));
  if (!number || !name) return `row without ${number ? 'CompanyName' : 'CompanyNumber'}`;
  const statusText = clean(row('CompanyStatus'));
  const status = chStatus(statusText);
  if (status === 'unknown' && statusText) report.note(`GB-COH ${number}: unknown CompanyStatus "${statusText}"`);

  const previous_names: PreviousName[] = [];
  for (const [nameColumn, dateColumn] of PREVIOUS_NAMES) {
    const prev = clean(row(nameColumn));
    if (!prev) continue;
    const until = dayMonthYear(row(dateColumn));
    previous_names.push({ name: prev, ...(until ? { until } : {}) });
  }
  const industry_codes: IndustryCode[] = [];
  for (const column of SIC_TEXTS) {
    const code = chSicCode(row(column));
    if (code) industry_codes.push(code);
  }
  const incorporated_on = dayMonthYear(row('IncorporationDate'));
  const dissolved_on = dayMonthYear(row('DissolutionDate'));
  const country_of_origin = clean(row('CountryOfOrigin'));
  const legal_form = clean(row('CompanyCategory'));
  const poBox = clean(row('RegAddress.POBox'));
  return {
    source: 'gb_coh',
    provider_id: `GB-COH:${number}`,
    name,
    previous_names,
    other_names: [],
    ...(legal_form ? { legal_form } : {}),
    status,
    country: 'GB',
    address: compactAddress({
      street: joinLines([poBox && `PO BOX ${poBox.replace(/^P\.?O\.?\s*BOX\s*/i, '')}`, row('RegAddress.AddressLine1'), row('RegAddress.AddressLine2')]),
      place: row('RegAddress.PostTown'),
      region: row('RegAddress.County'),
      postal: row('RegAddress.PostCode'),
      country: addressCountry(row('RegAddress.Country')),
    }),
    registration_numbers: [{ number, type: 'company_number', register: GB_COH_REGISTER, description: 'UK Companies House company number' }],
    industry_codes,
    ...(incorporated_on ? { incorporated_on } : {}),
    ...(dissolved_on ? { dissolved_on } : {}),
    ...(country_of_origin ? { country_of_origin } : {}),
  };
}

/** Streams the companies of a BasicCompanyData file (see the module comment). */
export async function* parseGbCohBasicCompanies(input: FileInput, options: ParseOptions = {}): AsyncGenerator<RegistryCompany> {
  const report = options.report ?? new ParseReport();
  let rowNumber = 0;
  for await (const row of csvRows(input, report, ['CompanyName', 'CompanyNumber'], 'a Companies House BasicCompanyData CSV')) {
    rowNumber++;
    const company = chBasicRowToCompany(row, report);
    if (typeof company === 'string') {
      report.bad(`GB-COH data row ${rowNumber}: ${company}`);
      continue;
    }
    report.records++;
    yield company;
  }
}
