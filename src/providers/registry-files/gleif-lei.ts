/**
 * GLEIF LEI-CDF 2.1 level-1 data (the Golden Copy `…-gleif-goldencopy-lei2-golden-copy.xml.zip`,
 * https://www.gleif.org/en/lei-data/gleif-golden-copy; format: "LEI-CDF v2.1",
 * https://www.gleif.org/en/about-lei/common-data-file-format/current-versions/level-1-data-lei-cdf-2-1-format)
 * -> `RegistryCompany`, streamed (the full file is ~2.5 million records and several GB).
 *
 * Input: `lei:LEIData` with `lei:LEIHeader` (`ContentDate` -> `report.published_on`, `RecordCount` ->
 * `report.declared_records`, `FileContent` -> `report.info.file_content`) and `lei:LEIRecords/lei:LEIRecord`.
 * Output, per record: `provider_id` `LEI:<LEI>`; `name` = `Entity/LegalName`; `OtherEntityNames`
 * typed `PREVIOUS_LEGAL_NAME` -> `previous_names` (GLEIF gives no dates), the other types
 * (trading, alternative-language names) and `TransliteratedOtherEntityNames` -> `other_names`;
 * registration numbers: the LEI `{ type: 'lei', register: 'GLEIF' }` and, when given, the local register
 * number `RegistrationAuthorityEntityID` `{ type: 'local', register: <RegistrationAuthorityID, e.g.
 * RA000585> }` (`OtherRegistrationAuthorityID` for RA888888); `country` = the first two letters of
 * `LegalJurisdiction` ("US-MA" -> US), else `LegalAddress/Country`; address = `LegalAddress`;
 * `status` from `EntityStatus` (ACTIVE -> active, INACTIVE -> inactive, else unknown); `legal_form`
 * from `LegalForm/EntityLegalFormCode` through the ELF list (`options.elf`, `./gleif-elf.ts`), else
 * `OtherLegalForm`, else the code itself; `incorporated_on` = `EntityCreationDate`.
 * Elements the mapping does not read are cut out before XML parsing (`UNMAPPED_ELEMENTS`).
 * Errors: a document that is not `LEIData` throws; a record without LEI or legal name, or XML that
 * does not parse, is counted as malformed and skipped.
 */
import { addressCountry, compactAddress, countryCode, inputLabel, joinLines } from './common.js';
import { isoDate } from '../../lists/common.js';
import { ELF_PLACEHOLDERS, type ElfLegalForm } from './gleif-elf.js';
import { openFileStream } from './open-file.js';
import { ParseReport, type FileInput, type ParseOptions, type RegistryCompany } from './types.js';
import { child, childrenNamed, textAt, xmlRecords, type XmlElement } from './xml-records.js';
import type { CompanyStatus, PreviousName, RegistrationNumber } from '../types.js';

export const GLEIF_REGISTER = 'GLEIF';

/** RA codes that are not a register: RA888888 "other" (see OtherRegistrationAuthorityID), RA999999 "not available". */
const RA_OTHER = 'RA888888';
const RA_UNAVAILABLE = 'RA999999';

/** 18 alphanumerics and two check digits (ISO 17442). */
export const LEI_PATTERN = /^[A-Z0-9]{18}[0-9]{2}$/;

export interface GleifLeiOptions extends ParseOptions {
  /** ELF code list (`readElfCodes`), to turn legal-form codes into names. */
  elf?: ReadonlyMap<string, ElfLegalForm>;
}

/** The `EntityStatus` of LEI-CDF 2.1 -> `CompanyStatus`. */
export function gleifStatus(published: string | undefined): CompanyStatus {
  if (published === 'ACTIVE') return 'active';
  if (published === 'INACTIVE') return 'inactive';
  return 'unknown';
}

/** A GLEIF file header (`LEIHeader`, RR `Header`): `ContentDate`, `RecordCount`, `FileContent` -> the report. */
export function readGleifHeader(header: XmlElement, report: ParseReport): void {
  const date = isoDate(textAt(header, 'ContentDate'));
  if (date) report.published_on = date;
  const count = Number(textAt(header, 'RecordCount'));
  if (Number.isFinite(count) && count > 0) report.declared_records = count;
  const content = textAt(header, 'FileContent');
  if (content) report.info.file_content = content;
}

function legalForm(entity: XmlElement | undefined, elf?: ReadonlyMap<string, ElfLegalForm>): string | undefined {
  const code = textAt(entity, 'LegalForm', 'EntityLegalFormCode');
  const other = textAt(entity, 'LegalForm', 'OtherLegalForm');
  if (code && !ELF_PLACEHOLDERS.has(code)) return elf?.get(code)?.local_name ?? other ?? code;
  return other;
}

/** One `LEIRecord` element -> company, or the reason it cannot be used. */
export function leiRecordToCompany(record: XmlElement, elf?: ReadonlyMap<string, ElfLegalForm>): RegistryCompany | string {
  const lei = textAt(record, 'LEI');
  const entity = child(record, 'Entity');
  const name = textAt(entity, 'LegalName');
  if (!lei || !name) return `LEIRecord without ${lei ? `LegalName (LEI ${lei})` : 'LEI'}`;

  const previous_names: PreviousName[] = [];
  const other_names: string[] = [];
  const addName = (list: string[], value: string | undefined) => {
    if (value && value !== name && !list.includes(value)) list.push(value);
  };
  for (const other of childrenNamed(child(entity, 'OtherEntityNames'), 'OtherEntityName')) {
    const value = textAt(other);
    if (!value) continue;
    if (other.attributes.type === 'PREVIOUS_LEGAL_NAME') {
      if (!previous_names.some((p) => p.name === value)) previous_names.push({ name: value });
    } else addName(other_names, value);
  }
  for (const other of childrenNamed(child(entity, 'TransliteratedOtherEntityNames'), 'TransliteratedOtherEntityName')) addName(other_names, textAt(other));

  const registration_numbers: RegistrationNumber[] = [{ number: lei, type: 'lei', register: GLEIF_REGISTER, description: 'Legal Entity Identifier' }];
  const authority = child(entity, 'RegistrationAuthority');
  const localNumber = textAt(authority, 'RegistrationAuthorityEntityID');
  let register = textAt(authority, 'RegistrationAuthorityID');
  if (register === RA_OTHER) register = textAt(authority, 'OtherRegistrationAuthorityID') ?? register;
  if (localNumber && register !== RA_UNAVAILABLE) {
    registration_numbers.push({ number: localNumber, type: 'local', register: register ?? 'unknown', description: 'Local register number (GLEIF RegistrationAuthorityEntityID)' });
  }

  const legalAddress = child(entity, 'LegalAddress');
  const jurisdiction = textAt(entity, 'LegalJurisdiction');
  const addressCountryCode = textAt(legalAddress, 'Country');
  const country = countryCode(jurisdiction?.slice(0, 2)) ?? countryCode(addressCountryCode) ?? addressCountryCode ?? '';
  const form = legalForm(entity, elf);
  const incorporated_on = isoDate(textAt(entity, 'EntityCreationDate'));
  return {
    source: 'gleif',
    provider_id: `LEI:${lei}`,
    name,
    previous_names,
    other_names,
    ...(form ? { legal_form: form } : {}),
    status: gleifStatus(textAt(entity, 'EntityStatus')),
    country,
    address: compactAddress({
      street: joinLines([textAt(legalAddress, 'FirstAddressLine'), ...childrenNamed(legalAddress, 'AdditionalAddressLine').map((l) => textAt(l))]),
      postal: textAt(legalAddress, 'PostalCode'),
      place: textAt(legalAddress, 'City'),
      region: textAt(legalAddress, 'Region'),
      country: addressCountry(addressCountryCode),
    }),
    registration_numbers,
    industry_codes: [],
    ...(incorporated_on ? { incorporated_on } : {}),
  };
}

const COLLECT = new Set(['LEIHeader', 'LEIRecord']);

/**
 * Parts of a record the mapping does not read, cut out before XML parsing for speed (about two thirds
 * of a golden-copy record): GLEIF's geocoding extension, the registration block (LOU, renewal and
 * validation data), headquarters and other addresses, legal-entity events. Reading one of them later
 * means taking it off this list.
 */
export const UNMAPPED_ELEMENTS = [
  'lei:Extension', 'lei:Registration', 'lei:HeadquartersAddress', 'lei:OtherAddresses',
  'lei:TransliteratedOtherAddresses', 'lei:LegalEntityEvents',
];

/** Streams the companies of a GLEIF LEI-CDF 2.1 file (see the module comment). */
export async function* parseGleifLeiRecords(input: FileInput, options: GleifLeiOptions = {}): AsyncGenerator<RegistryCompany> {
  const report = options.report ?? new ParseReport();
  const label = inputLabel(input);
  const elements = xmlRecords(await openFileStream(input, { zipEntry: /\.xml$/i }), {
    roots: ['LEIData'],
    collect: COLLECT,
    skip: UNMAPPED_ELEMENTS,
    report,
    label,
    format: 'a GLEIF LEI-CDF file',
  });
  for await (const batch of elements) {
    for (const el of batch) {
      if (el.name === 'LEIHeader') {
        readGleifHeader(el, report);
        continue;
      }
      const company = leiRecordToCompany(el, options.elf);
      if (typeof company === 'string') {
        report.bad(`${label}: ${company}`);
        continue;
      }
      const lei = company.registration_numbers[0].number;
      if (!LEI_PATTERN.test(lei)) report.note(`${label}: LEI "${lei}" is not 20 characters with check digits`);
      report.records++;
      yield company;
    }
  }
}
