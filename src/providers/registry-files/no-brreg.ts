/**
 * Brønnøysund Register Centre, Enhetsregisteret: the bulk download of all main units ("enheter") as
 * CSV (`GET https://data.brreg.no/enhetsregisteret/api/enheter/lastned/csv`, documented in
 * "Åpne data – Enhetsregisteret", https://data.brreg.no/enhetsregisteret/api/dokumentasjon/no/index.html;
 * licence NLOD 2.0) -> `RegistryCompany`, streamed (about 1.1 million units).
 *
 * Input: the CSV (or a .gz / zip of it), UTF-8, one header line of 54 columns, the nested JSON fields
 * flattened with dots: `organisasjonsnummer`, `navn`, `organisasjonsform.kode/.beskrivelse`,
 * `naeringskode1..3.kode/.beskrivelse`, `hjemmeside`, `postadresse.*` and `forretningsadresse.*`
 * (`adresse`, `poststed`, `postnummer`, `kommune`, `kommunenummer`, `land`, `landkode`),
 * `stiftelsesdato`, `registreringsdatoenhetsregisteret`, `konkurs`, `underAvvikling`,
 * `underTvangsavviklingEllerTvangsopplosning` ("true"/"false"), `vedtektsfestetFormaal`, `aktivitet`,
 * ... Brreg quotes the header and every value; copies re-exported by other tools may have an unquoted
 * header (both are read). An address's lines are one value separated by line breaks; copies that
 * wrote the break as a literal `/n` (the statbus selection in shared/data) are read the same way, in
 * the address fields only (elsewhere "/n" is ordinary text, e.g. "online/nettverk").
 * Output, per row: `provider_id` `NO-BRREG:<organisasjonsnummer>`; registration number
 * `{ type: 'organisasjonsnummer', register: 'NO-BRREG' }`; `country` 'NO'; address = the business
 * address (`forretningsadresse`), else the postal address, `kommune` as region, country from
 * `landkode`; `legal_form` = `organisasjonsform.kode` (AS, ASA, ENK, NUF, ...); industry codes
 * `naeringskode1..3` (scheme 'NACE Rev. 2 (SN2007)'); `website` = `hjemmeside`; `activity_description`
 * = `aktivitet`, else `vedtektsfestetFormaal` (the statutory purpose); `incorporated_on` = `stiftelsesdato`;
 * `institutional_sector` = `institusjonellSektorkode.kode/.beskrivelse` (Statistics Norway's sector, e.g.
 * 1120 state-owned companies; read by src/domain/state-ownership.ts);
 * status: bankrupt (`konkurs`), being wound up (`underAvvikling`) or compulsorily dissolved
 * (`underTvangsavviklingEllerTvangsopplosning`) -> liquidation; a `slettedato` (deletion date, in
 * the API's units, not a column of the bulk file, which lists registered units) -> dissolved; else active.
 * Errors: a file without `organisasjonsnummer`/`navn` columns throws; a row that breaks the CSV, has
 * the wrong number of fields, no name or an organisation number that is not 9 digits is counted as
 * malformed and skipped.
 */
import { isoDate } from '../../lists/common.js';
import { addressCountry, clean, compactAddress, csvRows, joinLines, type CsvRow } from './common.js';
import { ParseReport, type FileInput, type ParseOptions, type RegistryCompany } from './types.js';
import type { CompanyAddress, CompanyStatus, IndustryCode } from '../types.js';

export const NO_BRREG_REGISTER = 'NO-BRREG';
export const NACE_SCHEME = 'NACE Rev. 2 (SN2007)';

const isTrue = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

/** Status of one row (see the module comment). */
export function brregStatus(row: CsvRow): CompanyStatus {
  if (clean(row('slettedato'))) return 'dissolved';
  if (isTrue(row('konkurs')) || isTrue(row('underAvvikling')) || isTrue(row('underTvangsavviklingEllerTvangsopplosning'))) return 'liquidation';
  return 'active';
}

// Column names built once (looking a column up by a constant string is cheaper than by a fresh one).
const NACE_COLUMNS = [1, 2, 3].map((i) => [`naeringskode${i}.kode`, `naeringskode${i}.beskrivelse`] as const);
const addressColumns = (prefix: string) => ({
  lines: `${prefix}.adresse`, postal: `${prefix}.postnummer`, place: `${prefix}.poststed`,
  region: `${prefix}.kommune`, countryCode: `${prefix}.landkode`, country: `${prefix}.land`,
});
const BUSINESS_ADDRESS = addressColumns('forretningsadresse');
const POSTAL_ADDRESS = addressColumns('postadresse');

/** The business or postal address of a row; undefined when it has neither lines nor place. */
function brregAddress(row: CsvRow, columns: ReturnType<typeof addressColumns>): CompanyAddress | undefined {
  const lines = (row(columns.lines) ?? '').split(/\r?\n|\/n/);
  const address = compactAddress({
    street: joinLines(lines),
    postal: row(columns.postal),
    place: row(columns.place),
    region: row(columns.region),
    country: addressCountry(row(columns.countryCode) || row(columns.country)),
  });
  return address.street || address.place || address.postal ? address : undefined;
}

/** One CSV row -> company, or the reason it cannot be used. */
export function brregRowToCompany(row: CsvRow): RegistryCompany | string {
  const number = clean(row('organisasjonsnummer'));
  const name = clean(row('navn'));
  if (!number || !/^\d{9}$/.test(number)) return `organisasjonsnummer "${number ?? ''}" is not 9 digits`;
  if (!name) return `${number} has no navn`;
  const industry_codes: IndustryCode[] = [];
  for (const [codeColumn, descriptionColumn] of NACE_COLUMNS) {
    const code = clean(row(codeColumn));
    const description = clean(row(descriptionColumn));
    if (code) industry_codes.push({ code, ...(description ? { description } : {}), scheme: NACE_SCHEME });
  }
  const legal_form = clean(row('organisasjonsform.kode'));
  const website = clean(row('hjemmeside'));
  const activity_description = clean(row('aktivitet')) ?? clean(row('vedtektsfestetFormaal'));
  const incorporated_on = isoDate(row('stiftelsesdato'));
  const dissolved_on = isoDate(row('slettedato'));
  const sector = clean(row('institusjonellSektorkode.kode'));
  const sectorDescription = clean(row('institusjonellSektorkode.beskrivelse'));
  return {
    source: 'no_brreg',
    provider_id: `${NO_BRREG_REGISTER}:${number}`,
    name,
    previous_names: [],
    other_names: [],
    ...(legal_form ? { legal_form } : {}),
    status: brregStatus(row),
    country: 'NO',
    address: brregAddress(row, BUSINESS_ADDRESS) ?? brregAddress(row, POSTAL_ADDRESS) ?? {},
    registration_numbers: [{ number, type: 'organisasjonsnummer', register: NO_BRREG_REGISTER, description: 'Norwegian organisation number (Enhetsregisteret)' }],
    industry_codes,
    ...(website ? { website } : {}),
    ...(activity_description ? { activity_description } : {}),
    ...(incorporated_on ? { incorporated_on } : {}),
    ...(dissolved_on ? { dissolved_on } : {}),
    ...(sector ? { institutional_sector: { code: sector, ...(sectorDescription ? { description: sectorDescription } : {}) } } : {}),
  };
}

/** Streams the units of a Brreg `enheter` CSV (see the module comment). */
export async function* parseBrregEnheter(input: FileInput, options: ParseOptions = {}): AsyncGenerator<RegistryCompany> {
  const report = options.report ?? new ParseReport();
  let rowNumber = 0;
  for await (const row of csvRows(input, report, ['organisasjonsnummer', 'navn'], 'a Brreg enheter CSV')) {
    rowNumber++;
    const company = brregRowToCompany(row);
    if (typeof company === 'string') {
      report.bad(`NO-BRREG data row ${rowNumber}: ${company}`);
      continue;
    }
    report.records++;
    yield company;
  }
}
