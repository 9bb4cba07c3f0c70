/**
 * OFAC legacy CSV loader, used for the SDN list (sdn.csv, alt.csv, add.csv, sdn_comments.csv) and
 * the consolidated non-SDN list (cons_prim.csv, cons_alt.csv, cons_add.csv, cons_comments.csv).
 * Format (OFAC "SDN data specification", legacy CSV): no header, Latin-1, `-0-` (often with a
 * trailing space) = empty, a lone 0x1A byte as the last line. The Remarks column is a list of
 * "; "-separated items ("DOB 12 Jan 1960; POB Tehran, Iran; Passport X123 (Iran); a.k.a. 'ALI'")
 * truncated at ~1,000 characters; the comments file holds the rest of the text.
 */
import path from 'node:path';
import { addAlias, compactAddress, dateFromFolder, dayMonYear, isMissingFile, newRecord, parseDob, Problems, pushUnique, readListFile } from './common.js';
import { resolveCountry, splitAddressCountry, toCountryCode } from './countries.js';
import { delimitedRows } from './csv.js';
import type { ListEntityType, ListLoadResult, ListRecord } from './types.js';

/** File names and labels of the two OFAC lists in legacy CSV. */
export const OFAC_LISTS = {
  us_ofac_sdn: {
    sourceName: 'OFAC Specially Designated Nationals (SDN) List',
    files: { main: 'sdn.csv', alt: 'alt.csv', add: 'add.csv', comments: 'sdn_comments.csv' },
  },
  us_ofac_cons: {
    sourceName: 'OFAC Consolidated (non-SDN) List',
    files: { main: 'cons_prim.csv', alt: 'cons_alt.csv', add: 'cons_add.csv', comments: 'cons_comments.csv' },
  },
} as const;

export type OfacListId = keyof typeof OFAC_LISTS;

/** Raw file contents: decoded text, or the files' bytes (Latin-1, read as such). Only `main` is required. */
export interface OfacTexts {
  main: string | Buffer;
  alt?: string | Buffer;
  add?: string | Buffer;
  comments?: string | Buffer;
}

/** What `parseOfac` returns: the records plus row counts for checking against the files. */
export interface OfacParseResult {
  records: ListRecord[];
  malformed: number;
  warnings: string[];
  /** Rows read from alt/add (well-formed ones); empty addresses (all four fields `-0-`) are not kept on records. */
  counts: { aliases: number; addresses: number; emptyAddresses: number };
}

const TYPES: Record<string, ListEntityType> = { '': 'company', individual: 'individual', vessel: 'vessel', aircraft: 'aircraft' };

// Labels of identifying numbers in Remarks, as OFAC prints them ("<label> <number> (<country>)").
const ID_LABELS = [
  'Passport', 'Diplomatic Passport', 'Passport Booklet:?', 'British National Overseas Passport', 'Stateless Person Passport',
  'Travel Document Number', 'National ID No\\.:?', 'National Foreign ID Number', 'Personal ID Card', 'Identification Number',
  "Citizen's Card Number", 'Numero de Identidad', 'Cedula No\\.', 'D\\.N\\.I\\.', 'N\\.I\\.E\\.', 'C\\.U\\.R\\.P\\.(?: #)?',
  'R\\.F\\.C\\.(?: #)?', 'RFC', 'C\\.U\\.I\\.P\\.', 'C\\.U\\.I\\.T\\.', 'C\\.U\\.I\\.', 'C\\.I\\.F\\.', 'I\\.F\\.E\\.',
  'Credencial electoral', 'Electoral Registry No\\.', 'Cartilla de Servicio Militar Nacional', "Driver's License No\\.", 'SSN',
  'Birth Certificate Number', 'Residency Number', 'Refugee ID Card', 'Stateless Person ID Card', 'Kenyan ID No\\.',
  'Turkish Identifici?ation Number', 'Tazkira National ID Card', 'Italian Fiscal Code:?', 'Fiscal Code',
  'CNP \\(Personal Numerical Code\\)', 'Bosnian Personal ID No\\.', 'Moroccan Personal ID No\\.', 'UAE Identification',
  "Seafarer's Identification Document", 'Pilot License Number', 'Immigration No\\.', 'Public Security and Immigration No\\.',
  'VisaNumberID', 'Tax ID No\\.', 'NIT #', 'RUC #', 'RIF #', 'RTN', 'US FEIN', 'V\\.A\\.T\\. Number', 'Registration ID',
  'Registration Number', 'Public Registration Number', 'Business Registration Number', 'Business Registration Document #',
  'Business Number', 'Company Number', 'UK Company Number', 'Commercial Registry Number', 'Chamber of Commerce Number',
  'Dubai Chamber of Commerce Membership No\\.', 'Istanbul Chamber of Comm\\. No\\.', 'Certificate of Incorporation Number',
  'Government Gazette Number', 'Matricula Mercantil No', 'Folio Mercantil No\\.', 'Unified Social Credit Code \\(USCC\\)',
  'United Social Credit Code Certificate \\(USCCC\\)', 'Trade License No\\.', 'Legal Entity Number', 'LE Number',
  'Enterprise Number', 'Branch Unit Number', 'Registered Charity No\\.', 'Central Registration System Number',
  'MSB Registration Number', 'RSIN', 'Romanian C\\.R\\.', 'Romanian Tax Registration', 'C\\.R\\. No\\.',
  'Numero Unico de Identificacao Tributaria \\(NUIT\\)', 'Afghan Money Service Provider License Number',
  'Chinese Commercial Code', 'D-U-N-S Number', 'SWIFT/BIC', 'BIK \\(RU\\)', 'ISIN', 'Equity Ticker',
  'Vessel Registration Identification', 'International Maritime Organization No\\.', 'MMSI',
  "Aircraft Manufacturer's Serial Number \\(MSN\\)", 'Aircraft Serial Identification',
  'Aircraft Construction Number \\(also called L/N or S/N or F/N\\)', 'Aircraft Tail Number',
  'Previous Aircraft Tail Number', 'Aircraft Mode S Transponder Code', 'Digital Currency Address - [A-Z0-9]+',
  'Serial No\\.', 'File Number', 'SRE Permit No\\.', 'Tourism License No\\.',
].sort((a, b) => b.length - a.length); // longest first: "Passport Booklet" before "Passport"
const ID_RE = new RegExp(`^(?:alt\\.\\s+)?(${ID_LABELS.join('|')})\\s+(.+)$`, 'i');

/** `-0-` (with or without trailing space) and blanks -> ''. */
function val(field: string | undefined): string {
  const t = (field ?? '').trim();
  return t === '-0-' ? '' : t;
}

/** Latin-1 bytes that are whitespace to a regular expression's `\s`. */
const LATIN1_SPACE = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0]);

/** The length of `bytes` without a trailing EOF marker (0x1A, then only whitespace), as /\x1a\s*$/ cuts the text. */
function withoutEofMarker(bytes: Buffer): number {
  let end = bytes.length;
  while (end > 0 && LATIN1_SPACE.has(bytes[end - 1])) end--;
  return end > 0 && bytes[end - 1] === 0x1a ? end - 1 : bytes.length;
}

/**
 * The rows of one OFAC file (csv.ts); rows that break CSV syntax are counted as malformed, not thrown.
 * Bytes are decoded as Latin-1, the files' encoding.
 */
function csvRows(text: string | Buffer, file: string, problems: Problems): string[][] {
  const clean = typeof text === 'string' ? text.replace(/\x1a\s*$/, '') : text.toString('latin1', 0, withoutEofMarker(text)); // EOF marker line
  return delimitedRows(clean, (message) => problems.bad(`${file}: ${message}`));
}

/** "SDGT] [IRGC" -> ["SDGT", "IRGC"]. */
function programs(column: string): string[] {
  return column.split(/\]\s*\[/).map((p) => p.replace(/[[\]]/g, '').trim()).filter(Boolean);
}

/** "X123 (Iran) issued 01 Jan 2010 expires 01 Jan 2015" -> number, country, note. */
function identifier(label: string, rest: string): { type: string; number: string; country?: string; note?: string } {
  const notes: string[] = [];
  let text = rest.trim();
  const dates = /\s+((?:issued|expires)\b.*)$/i.exec(text);
  if (dates) {
    notes.push(dates[1]);
    text = text.slice(0, dates.index).trim();
  }
  let country: string | undefined;
  for (let m = /\s*\(([^()]*)\)$/.exec(text); m && m.index > 0; m = /\s*\(([^()]*)\)$/.exec(text)) {
    const code = country ? undefined : toCountryCode(m[1]);
    if (code) country = code;
    else notes.unshift(m[1]);
    text = text.slice(0, m.index).trim();
  }
  const type = label.replace(/:$/, '').trim();
  return { type, number: text, ...(country ? { country } : {}), ...(notes.length ? { note: notes.join('; ') } : {}) };
}

/** Applies the Remarks items to the record. Unrecognised items stay only in `remarks`. */
function applyRemarks(rec: ListRecord, remarks: string, problems: Problems): void {
  const listing: string[] = [];
  const effective: string[] = [];
  const items = remarks.replace(/\.\s*$/, '').split(/;\s*/);
  for (const raw of items) {
    const item = raw.trim();
    let m: RegExpExecArray | null;
    if ((m = /^(?:alt\.\s+)?DOB\s+(.+)$/i.exec(item))) {
      const dob = parseDob(m[1]);
      if (dob) rec.dates_of_birth.push(dob);
      else problems.note(`${rec.list} ${rec.source_id}: unparsed DOB "${m[1]}"`);
    } else if ((m = /^(?:alt\.\s+)?POB\s+(.+)$/i.exec(item))) {
      pushUnique(rec.places_of_birth, m[1].trim());
    } else if ((m = /^(?:alt\.\s+)?(?:nationality|citizen)\s+(?:of\s+registration\s+)?(.+)$/i.exec(item))) {
      const code = resolveCountry(m[1]);
      pushUnique(rec.nationalities, code);
      pushUnique(rec.countries, code);
    } else if ((m = /^Gender\s+(Male|Female)$/i.exec(item))) {
      rec.gender = m[1].toLowerCase() as 'male' | 'female';
    } else if ((m = /^([afn])\.k\.a\.,?\s+'(.+)'$/i.exec(item))) {
      addAlias(rec, m[2], 'weak', `${m[1].toLowerCase()}.k.a.`);
    } else if ((m = /^Listing Date \([^)]*\):?\s+(.+)$/i.exec(item))) {
      pushUnique(listing, dayMonYear(m[1]));
    } else if ((m = /^Effective Date \([^)]*\):?\s+(.+)$/i.exec(item))) {
      pushUnique(effective, dayMonYear(m[1]));
    } else if ((m = ID_RE.exec(item))) {
      const id = identifier(m[1], m[2]);
      if (id.number) {
        rec.identifiers.push(id);
        pushUnique(rec.countries, id.country);
      }
    }
  }
  // Earliest program listing date; the legacy CSV has no general designation date.
  const dates = listing.length ? listing : effective;
  if (dates.length) rec.listed_on = [...dates].sort()[0];
}

/**
 * Parses the OFAC legacy CSV files of one list (pure, no I/O).
 * Input: decoded file texts and the list id (`us_ofac_sdn` or `us_ofac_cons`).
 * Output: one `ListRecord` per main-file row, with aliases (alt: strong; Remarks a.k.a.: weak),
 * addresses, remarks (main + comments continuation) and what the Remarks items yield (DOB, POB,
 * nationality, gender, identifiers, listing date). Rows with the wrong column count or a bad
 * ent_num are counted in `malformed`; aliases/addresses of unknown ent_nums too. Never throws.
 */
export function parseOfac(texts: OfacTexts, list: OfacListId): OfacParseResult {
  const { sourceName, files } = OFAC_LISTS[list];
  const problems = new Problems();
  const counts = { aliases: 0, addresses: 0, emptyAddresses: 0 };

  const continuation = new Map<string, string>();
  for (const row of texts.comments ? csvRows(texts.comments, files.comments, problems) : []) {
    if (row.length < 2 || !/^\d+$/.test(row[0].trim())) {
      problems.bad(`${files.comments}: bad row ${JSON.stringify(row).slice(0, 80)}`);
      continue;
    }
    const id = row[0].trim();
    continuation.set(id, (continuation.get(id) ?? '') + row.slice(1).join(','));
  }

  const byId = new Map<string, ListRecord>();
  const records: ListRecord[] = [];
  for (const row of csvRows(texts.main, files.main, problems)) {
    const id = row[0]?.trim() ?? '';
    if (row.length !== 12 || !/^\d+$/.test(id) || !val(row[1])) {
      problems.bad(`${files.main}: expected 12 columns with ent_num and name, got ${JSON.stringify(row).slice(0, 80)}`);
      continue;
    }
    const typeText = val(row[2]).toLowerCase();
    const entityType = TYPES[typeText];
    if (!entityType) problems.note(`${files.main} ${id}: unknown SDN_Type "${typeText}", treated as company`);
    const rec = newRecord({
      list,
      source_name: sourceName,
      source_id: id,
      entity_type: entityType ?? 'company',
      result_type: 'sanction',
      name: val(row[1]),
      url: `https://sanctionssearch.ofac.treas.gov/Details.aspx?id=${id}`,
    });
    rec.programs = programs(val(row[3]));
    if (val(row[4])) rec.title = val(row[4]);
    const flag = val(row[9]);
    if (flag) pushUnique(rec.countries, resolveCountry(flag));
    if (val(row[5])) rec.identifiers.push({ type: 'Call Sign', number: val(row[5]) });
    const remarks = val(row[11]) + (continuation.get(id) ?? '');
    if (remarks) {
      rec.remarks = remarks;
      applyRemarks(rec, remarks, problems);
    }
    if (byId.has(id)) {
      problems.bad(`${files.main}: duplicate ent_num ${id}`);
      continue;
    }
    byId.set(id, rec);
    records.push(rec);
  }

  for (const row of texts.alt ? csvRows(texts.alt, files.alt, problems) : []) {
    const rec = byId.get(row[0]?.trim() ?? '');
    if (row.length !== 5 || !rec || !val(row[3])) {
      problems.bad(`${files.alt}: bad row or unknown ent_num ${JSON.stringify(row).slice(0, 80)}`);
      continue;
    }
    // Publisher's aliases are kept even when they repeat a name: they are the list's own rows.
    rec.names.push({ name: val(row[3]), kind: 'alias', quality: 'strong', alias_type: val(row[2]).toLowerCase() || 'aka' });
    counts.aliases++;
  }

  for (const row of texts.add ? csvRows(texts.add, files.add, problems) : []) {
    const rec = byId.get(row[0]?.trim() ?? '');
    if (row.length !== 6 || !rec) {
      problems.bad(`${files.add}: bad row or unknown ent_num ${JSON.stringify(row).slice(0, 80)}`);
      continue;
    }
    counts.addresses++;
    const [street, city, countryName] = [val(row[2]), val(row[3]), val(row[4])];
    if (!street && !city && !countryName) {
      counts.emptyAddresses++;
      continue;
    }
    // The country column may hold "Region: <name>" instead of a country: that name is the region.
    const where = splitAddressCountry(countryName);
    // OFAC's second column is "City/State/Province/Postal Code" in one field: kept whole in `city`.
    rec.addresses.push(compactAddress({ street, city, region: where.region, country: where.country, country_name: where.country_name })!);
    pushUnique(rec.countries, where.country);
  }

  return { records, malformed: problems.malformed, warnings: problems.warnings, counts };
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readListFile(file);
  } catch (err) {
    if (isMissingFile(err)) return undefined;
    throw err;
  }
}

/**
 * Loads one OFAC list snapshot from `dir` (a folder holding the four CSV files).
 * The main file is required; alt/add/comments are read when present.
 * `published_on` is the folder name when it is a date (the legacy CSV carries no date).
 * @throws Error naming the path when the main file is missing or any file is unreadable.
 */
export async function loadOfac(dir: string, list: OfacListId): Promise<ListLoadResult> {
  const { files } = OFAC_LISTS[list];
  const main = await readListFile(path.join(dir, files.main));
  const [alt, add, comments] = await Promise.all(
    [files.alt, files.add, files.comments].map((f) => readOptional(path.join(dir, f))),
  );
  const { records, malformed, warnings } = parseOfac({ main, alt, add, comments }, list);
  return { list, path: dir, published_on: dateFromFolder(dir), records, malformed, warnings };
}
