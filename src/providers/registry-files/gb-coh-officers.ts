/**
 * Companies House officers (appointments) bulk data -> one `Officer` per appointment, with the
 * company it belongs to. Two publications share the layout, described in CH's Word specifications
 * of the data products (not on the web; the record layouts are reproduced at
 * https://chguide.co.uk/bulk-data/officers/recordTypes, and CH's forum thread "Officers Bulk File
 * 'Appointment Type' Mapping" gives the type-code table):
 * - Prod195 snapshot (header `DDDDSNAP`), every current appointment;
 * - Prod198 daily update (header `DDDDUPDT`), appointments changed that day, with old and new values.
 *
 * Input: a text file of fixed-width records, one per line, each with a `<`-delimited variable part:
 * - header `DDDDSNAP`|`DDDDUPDT` + run number (4) + production date `CCYYMMDD` -> `report.published_on`,
 *   `report.info.file_type` ('snapshot'|'update'), `report.info.run_number`;
 * - company record: number (8), record type `1`, status (1), filler, number of officers (4),
 *   name length (4), `NAME<`;
 * - appointment record (record type `2`), snapshot: app-date origin (1), appointment type (2),
 *   person number (12), corporate indicator `Y` (1), filler (7), appointed and resigned `CCYYMMDD`,
 *   postcode (8), partial date of birth `CCYYMM` (8), full date of birth (8), variable length (4),
 *   then `TITLE<FORENAMES<SURNAME<HONOURS<CARE OF<PO BOX<ADDRESS LINE 1<ADDRESS LINE 2<POST TOWN<COUNTY<COUNTRY<OCCUPATION<NATIONALITY<USUAL RESIDENTIAL COUNTRY<`;
 *   update: app-date origin, res-date origin, correction indicator, corporate indicator (1 each),
 *   filler (2), old and new appointment type (2+2), old and new person number (12+12), partial and
 *   full date of birth, old and new postcode (8+8), appointed, resigned, change and update dates
 *   (8 each), variable length (4), then the same variable part (new values);
 * - trailer `99999999` + record count (8, header and trailer excluded) -> `report.declared_records`
 *   (a mismatch with the records read is a warning).
 *
 * Output: one `ChOfficerAppointment` per appointment record: `company_provider_id` `GB-COH:<number>`,
 * the company's name from the company record before it, and the officer: name "SURNAME, FORENAMES"
 * (the CH API's form; a corporate officer's name is its SURNAME field), role from the appointment
 * type (`APPOINTMENT_TYPES`; resigned types set `resigned` and `resigned_on`), date of birth `YYYY-MM`
 * (CH publishes month and year only), person number as `provider_officer_id`, country of residence as
 * ISO alpha-2 where it resolves. Update records use the new type and person number; type 99 ("errored
 * appointment": recorded in error and removed) is yielded with `entered_in_error` and the old type's role.
 * Errors: a file that does not start with a header throws; a record that is too short, has an unknown
 * record type, a non-numeric appointment type or no name is counted as malformed and skipped.
 */
import { addressCountry, clean, compactDate, inputLabel, textLines } from './common.js';
import { openFileStream, textChunks } from './open-file.js';
import { ParseReport, type FileInput, type ParseOptions } from './types.js';
import type { Readable } from 'node:stream';
import type { Officer } from '../types.js';
import { GB_COH_REGISTER } from './gb-coh-basic.js';

/** One appointment of an officer to a company. */
export interface ChOfficerAppointment {
  /** `GB-COH:<company number>`. */
  company_provider_id: string;
  company_number: string;
  /** From the company record that precedes the appointments (absent when the file has none for it). */
  company_name?: string;
  officer: Officer;
  /** The two-digit appointment type code as published (the new type in update files). */
  appointment_type: string;
  /** True for the resigned appointment types (02, 03, 06, 07, 14–16, 20–22). */
  resigned: boolean;
  /** Update files: type 99, the appointment was recorded in error and has been removed. */
  entered_in_error: boolean;
}

/**
 * CH appointment type codes -> role (the CH API's `officer_role` words) and whether the code is the
 * resigned form. 99 is "errored appointment" (update files only).
 */
export const APPOINTMENT_TYPES: Readonly<Record<string, { role: string; resigned: boolean }>> = {
  '00': { role: 'secretary', resigned: false },
  '01': { role: 'director', resigned: false },
  '02': { role: 'secretary', resigned: true },
  '03': { role: 'director', resigned: true },
  '04': { role: 'llp-member', resigned: false },
  '05': { role: 'llp-designated-member', resigned: false },
  '06': { role: 'llp-member', resigned: true },
  '07': { role: 'llp-designated-member', resigned: true },
  '11': { role: 'judicial-factor', resigned: false },
  '12': { role: 'charities-act-receiver-or-manager', resigned: false },
  '13': { role: 'caice-act-manager', resigned: false },
  '14': { role: 'judicial-factor', resigned: true },
  '15': { role: 'charities-act-receiver-or-manager', resigned: true },
  '16': { role: 'caice-act-manager', resigned: true },
  '17': { role: 'member-of-an-administrative-organ', resigned: false },
  '18': { role: 'member-of-a-supervisory-organ', resigned: false },
  '19': { role: 'member-of-a-management-organ', resigned: false },
  '20': { role: 'member-of-an-administrative-organ', resigned: true },
  '21': { role: 'member-of-a-supervisory-organ', resigned: true },
  '22': { role: 'member-of-a-management-organ', resigned: true },
};
const ERRORED_APPOINTMENT = '99';

type FileType = 'snapshot' | 'update';

// Offsets [start, end) of the fixed part of an appointment record, per file type.
const LAYOUT = {
  snapshot: {
    corporate: 24, type: [10, 12], oldType: [10, 12], person: [12, 24], appointed: [32, 40], resigned: [40, 48],
    partialDob: [56, 64], fullDob: [64, 72], variable: 76,
  },
  update: {
    corporate: 12, type: [17, 19], oldType: [15, 17], person: [31, 43], appointed: [75, 83], resigned: [83, 91],
    partialDob: [43, 51], fullDob: [51, 59], variable: 111,
  },
} as const;

/** "196002  " -> "1960-02"; undefined when blank or implausible. */
function yearMonth(value: string): string | undefined {
  const m = /^(\d{4})(\d{2})\s*$/.exec(value);
  if (!m || +m[2] < 1 || +m[2] > 12 || +m[1] < 1800) return undefined;
  return `${m[1]}-${m[2]}`;
}

/** One appointment record -> appointment, or the reason it cannot be used. */
export function chAppointmentRecord(line: string, fileType: FileType, companyName?: string): ChOfficerAppointment | string {
  const L = LAYOUT[fileType];
  if (line.length < L.variable) return `appointment record too short (${line.length} characters)`;
  const slice = ([a, b]: readonly [number, number]) => line.slice(a, b);
  const number = line.slice(0, 8).trim();
  let code = slice(L.type).trim() || slice(L.oldType).trim();
  if (!/^\d{2}$/.test(code)) return `appointment type "${code}" is not a number`;
  const enteredInError = code === ERRORED_APPOINTMENT;
  const known = APPOINTMENT_TYPES[enteredInError ? slice(L.oldType) : code];
  if (enteredInError) code = ERRORED_APPOINTMENT;
  // TITLE<FORENAMES<SURNAME<HONOURS<CARE OF<PO BOX<ADDRESS LINE 1<ADDRESS LINE 2<POST TOWN<COUNTY<COUNTRY<OCCUPATION<NATIONALITY<USUAL RESIDENTIAL COUNTRY<
  const [, forenames, surname, , , , , , , , , occupation, nationality, residence] = line.slice(L.variable).split('<').map(clean);
  const isCorporate = line[L.corporate] === 'Y';
  const name = isCorporate || !forenames ? surname ?? forenames : surname ? `${surname}, ${forenames}` : forenames;
  if (!number || !name) return `appointment record without ${number ? 'name' : 'company number'}`;
  const resigned = known?.resigned ?? false;
  const appointed_on = compactDate(slice(L.appointed));
  const resigned_on = compactDate(slice(L.resigned));
  const date_of_birth = compactDate(slice(L.fullDob)) ?? yearMonth(slice(L.partialDob));
  const country_of_residence = addressCountry(residence);
  const person = slice(L.person).trim();
  const officer: Officer = {
    name,
    role: known?.role ?? `appointment-type-${code}`,
    ...(appointed_on ? { appointed_on } : {}),
    ...(resigned_on ? { resigned_on } : {}),
    ...(date_of_birth && !isCorporate ? { date_of_birth } : {}),
    ...(nationality ? { nationality } : {}),
    ...(country_of_residence ? { country_of_residence } : {}),
    ...(occupation ? { occupation } : {}),
    is_corporate: isCorporate,
    ...(person ? { provider_officer_id: person } : {}),
  };
  return {
    company_provider_id: `${GB_COH_REGISTER}:${number}`,
    company_number: number,
    ...(companyName ? { company_name: companyName } : {}),
    officer,
    appointment_type: code,
    resigned: resigned || !!resigned_on,
    entered_in_error: enteredInError,
  };
}

/** Streams the appointments of a CH officers bulk file (see the module comment). */
export async function* parseGbCohOfficers(input: FileInput, options: ParseOptions = {}): AsyncGenerator<ChOfficerAppointment> {
  const report = options.report ?? new ParseReport();
  const label = inputLabel(input);
  const stream = await openFileStream(input, { zipEntry: /\.(dat|txt)$/i });
  try {
    yield* appointments(stream, label, report);
  } finally {
    stream.destroy(); // also when the caller stops early
  }
}

async function* appointments(stream: Readable, label: string, report: ParseReport): AsyncGenerator<ChOfficerAppointment> {
  let fileType: FileType | undefined;
  let lineNo = 0;
  let dataRecords = 0;
  let trailerSeen = false;
  let company: { number: string; name?: string } | undefined;
  for await (const line of textLines(textChunks(stream))) {
    lineNo++;
    if (!line.trim()) continue;
    if (!fileType) {
      const header = /^DDDD(SNAP|UPDT)(\d{4})(\d{8})/.exec(line);
      if (!header) throw new Error(`${label} is not a Companies House officers file: first line "${line.slice(0, 20)}" is not a DDDDSNAP/DDDDUPDT header`);
      fileType = header[1] === 'SNAP' ? 'snapshot' : 'update';
      report.info.file_type = fileType;
      report.info.run_number = Number(header[2]);
      report.published_on = compactDate(header[3]);
      continue;
    }
    if (line.startsWith('99999999')) {
      trailerSeen = true;
      report.declared_records = Number(line.slice(8, 16));
      if (report.declared_records !== dataRecords) report.note(`${label}: trailer counts ${report.declared_records} records, the file has ${dataRecords}`);
      continue;
    }
    if (trailerSeen) {
      report.bad(`${label} line ${lineNo}: record after the trailer`);
      continue;
    }
    dataRecords++;
    const recordType = line[8];
    if (recordType === '1') {
      report.count('company_records');
      const number = line.slice(0, 8).trim();
      company = { number, name: clean(line.slice(40).split('<')[0]) };
      if (!number || line.length < 40) report.bad(`${label} line ${lineNo}: company record too short`);
      continue;
    }
    if (recordType !== '2') {
      report.bad(`${label} line ${lineNo}: unknown record type "${recordType ?? ''}"`);
      continue;
    }
    report.count('appointment_records');
    const number = line.slice(0, 8).trim();
    const appointment = chAppointmentRecord(line, fileType, company?.number === number ? company.name : undefined);
    if (typeof appointment === 'string') {
      report.bad(`${label} line ${lineNo}: ${appointment}`);
      continue;
    }
    if (appointment.officer.role.startsWith('appointment-type-')) report.note(`${label} line ${lineNo}: unknown appointment type ${appointment.appointment_type}`);
    if (appointment.entered_in_error) report.count('errored_appointments');
    report.records++;
    yield appointment;
  }
  if (!fileType) throw new Error(`${label} is empty: no Companies House officers header`);
  if (!trailerSeen) report.note(`${label}: no 99999999 trailer (file cut short?)`);
}
