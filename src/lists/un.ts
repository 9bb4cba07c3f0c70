/**
 * UN Security Council Consolidated List loader (XML, schema sc-sanctions.xsd, published at
 * https://scsanctions.un.org/resources/xml/en/consolidated.xml): CONSOLIDATED_LIST/INDIVIDUALS/INDIVIDUAL
 * and ENTITIES/ENTITY, with aliases (QUALITY Good/Low for individuals, a.k.a./f.k.a. for entities),
 * dates of birth (EXACT/APPROXIMATELY/BETWEEN), nationalities, addresses and documents.
 */
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { addAlias, collapseSpaces, compactAddress, CIRCA_YEARS, dateFromFolder, isoDate, newRecord, Problems, pushUnique, readListFile } from './common.js';
import { resolveCountry } from './countries.js';
import type { ListAddress, ListDateOfBirth, ListLoadResult, ListRecord } from './types.js';

/** Snapshot file name as stored under lists/un_sc/<date>/ (the official download is consolidated.xml). */
export const UN_FILE = 'UN_consolidated.xml';
export const UN_URL = 'https://main.un.org/securitycouncil/content/un-sc-consolidated-list';
const SOURCE_NAME = 'UN Security Council Consolidated List';

// Elements that may repeat; everything else is read as a single value.
const REPEATED = new Set([
  'INDIVIDUAL', 'ENTITY', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS', 'INDIVIDUAL_ADDRESS', 'ENTITY_ADDRESS',
  'INDIVIDUAL_DATE_OF_BIRTH', 'INDIVIDUAL_PLACE_OF_BIRTH', 'INDIVIDUAL_DOCUMENT', 'VALUE',
]);

type Node = Record<string, unknown>;

/** Text of a child element ('' when absent/empty); whitespace collapsed. */
function text(node: unknown, key: string): string {
  const v = (node as Node | undefined)?.[key];
  if (v === undefined || v === null || typeof v === 'object') return '';
  return collapseSpaces(String(v));
}

function list(node: unknown, key: string): Node[] {
  const v = (node as Node | undefined)?.[key];
  return Array.isArray(v) ? v.filter((x): x is Node => typeof x === 'object' && x !== null) : [];
}

/** <X><VALUE>a</VALUE><VALUE>b</VALUE></X> -> ['a', 'b']. */
function values(node: unknown, key: string): string[] {
  const v = (node as Node | undefined)?.[key] as Node | undefined;
  const vals = v && typeof v === 'object' ? v.VALUE : undefined;
  return (Array.isArray(vals) ? vals : []).map((x) => collapseSpaces(String(x ?? ''))).filter(Boolean);
}

function dateOfBirth(d: Node): ListDateOfBirth | undefined {
  const type = text(d, 'TYPE_OF_DATE').toUpperCase();
  const date = text(d, 'DATE');
  const year = Number(text(d, 'YEAR')) || undefined;
  const [from, to] = [Number(text(d, 'FROM_YEAR')) || undefined, Number(text(d, 'TO_YEAR')) || undefined];
  const raw = [type, date, year, from && to ? `${from}-${to}` : ''].filter(Boolean).join(' ');
  if (type === 'BETWEEN' && from && to) return { raw, kind: 'range', from_year: from, to_year: to };
  const iso = isoDate(date);
  const y = year ?? (iso ? Number(iso.slice(0, 4)) : undefined);
  if (!y) return undefined;
  // APPROXIMATELY is OFAC's "circa": stored as a range around the year (see CIRCA_YEARS).
  if (type === 'APPROXIMATELY') return { raw, kind: 'range', year: y, from_year: y - CIRCA_YEARS, to_year: y + CIRCA_YEARS };
  if (iso) return { raw, kind: 'exact', year: y, month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
  return { raw, kind: 'year', year: y };
}

function address(a: Node): ListAddress | undefined {
  const [street, city, region, postal, countryName] = ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY'].map((k) => text(a, k));
  // NOTE-only addresses have no field and give undefined.
  return compactAddress({ street, city, postal_code: postal, region, country: resolveCountry(countryName), country_name: countryName });
}

function toRecord(node: Node, individual: boolean, problems: Problems): ListRecord | undefined {
  const nameParts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((k) => text(node, k)).filter(Boolean);
  const id = text(node, 'REFERENCE_NUMBER') || text(node, 'DATAID');
  if (!id || nameParts.length === 0) {
    problems.bad(`UN ${individual ? 'INDIVIDUAL' : 'ENTITY'} without ${id ? 'name' : 'REFERENCE_NUMBER/DATAID'} (DATAID ${text(node, 'DATAID') || '?'})`);
    return undefined;
  }
  const rec = newRecord({
    list: 'un_sc',
    source_name: SOURCE_NAME,
    source_id: id,
    entity_type: individual ? 'individual' : 'company',
    result_type: 'sanction',
    name: nameParts.join(' '),
    url: UN_URL,
  });
  if (individual && nameParts.length > 1) {
    // UN order is given name first; the last part is the family name as far as the list says.
    rec.names[0].parts = {
      first: nameParts[0],
      ...(nameParts.length > 2 ? { middle: nameParts.slice(1, -1).join(' ') } : {}),
      last: nameParts[nameParts.length - 1],
    };
  }
  const original = text(node, 'NAME_ORIGINAL_SCRIPT');
  if (original) addAlias(rec, original, 'strong', 'original_script');
  for (const a of list(node, individual ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS')) {
    const quality = text(a, 'QUALITY');
    // Good (individuals) and a.k.a./f.k.a. (entities) are strong; only "Low" is weak.
    addAlias(rec, text(a, 'ALIAS_NAME'), quality.toLowerCase() === 'low' ? 'weak' : 'strong', quality || undefined);
  }
  pushUnique(rec.programs, text(node, 'UN_LIST_TYPE'));
  const listed = isoDate(text(node, 'LISTED_ON'));
  if (listed) rec.listed_on = listed;
  else if (text(node, 'LISTED_ON')) problems.note(`UN ${id}: bad LISTED_ON "${text(node, 'LISTED_ON')}"`);

  for (const d of list(node, 'INDIVIDUAL_DATE_OF_BIRTH')) {
    const dob = dateOfBirth(d);
    if (dob) rec.dates_of_birth.push(dob);
  }
  for (const p of list(node, 'INDIVIDUAL_PLACE_OF_BIRTH')) {
    pushUnique(rec.places_of_birth, ['STREET', 'CITY', 'STATE_PROVINCE', 'COUNTRY'].map((k) => text(p, k)).filter(Boolean).join(', '));
  }
  for (const n of values(node, 'NATIONALITY')) {
    const code = resolveCountry(n);
    pushUnique(rec.nationalities, code);
    pushUnique(rec.countries, code);
  }
  for (const a of list(node, individual ? 'INDIVIDUAL_ADDRESS' : 'ENTITY_ADDRESS')) {
    const addr = address(a);
    if (!addr) continue;
    rec.addresses.push(addr);
    pushUnique(rec.countries, addr.country);
  }
  for (const doc of list(node, 'INDIVIDUAL_DOCUMENT')) {
    const number = text(doc, 'NUMBER');
    if (!number) continue;
    const country = resolveCountry(text(doc, 'ISSUING_COUNTRY') || text(doc, 'COUNTRY_OF_ISSUE'));
    const note = [text(doc, 'TYPE_OF_DOCUMENT2'), text(doc, 'DATE_OF_ISSUE') && `issued ${text(doc, 'DATE_OF_ISSUE')}`,
      text(doc, 'CITY_OF_ISSUE'), text(doc, 'NOTE')].filter(Boolean).join('; ');
    rec.identifiers.push({
      type: text(doc, 'TYPE_OF_DOCUMENT') || 'Document',
      number,
      ...(country ? { country } : {}),
      ...(note ? { note } : {}),
    });
    pushUnique(rec.countries, country);
  }
  const title = [...values(node, 'TITLE'), ...values(node, 'DESIGNATION')].join('; ');
  if (title) rec.title = title;
  const remarks = text(node, 'COMMENTS1');
  if (remarks) rec.remarks = remarks;
  const gender = text(node, 'GENDER').toLowerCase();
  if (gender === 'male' || gender === 'female') rec.gender = gender;
  return rec;
}

/**
 * Parses the UN consolidated XML (pure, no I/O).
 * Input: the XML text. Output: records (INDIVIDUAL -> individual, ENTITY -> company), the
 * `dateGenerated` attribute as `published_on` (YYYY-MM-DD), malformed count (elements without
 * a reference number or a name) and warnings.
 * @throws Error when the text is not XML with a CONSOLIDATED_LIST root (the whole file is unusable).
 */
export function parseUn(xml: string): Omit<ListLoadResult, 'list' | 'path'> {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false, // keep "0243318" a string
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => REPEATED.has(name),
    // Callbacks get the parser's path matcher, not a path string built for every tag and text (unused here).
    jPath: false,
  });
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (err) {
    throw new Error(`UN consolidated list is not valid XML: ${(err as Error).message}`);
  }
  const root = doc.CONSOLIDATED_LIST as Node | undefined;
  if (!root || typeof root !== 'object') throw new Error('UN consolidated list: no CONSOLIDATED_LIST root element');
  const problems = new Problems();
  const records: ListRecord[] = [];
  const seen = new Set<string>();
  const groups: Array<[Node[], boolean]> = [
    [list(root.INDIVIDUALS, 'INDIVIDUAL'), true],
    [list(root.ENTITIES, 'ENTITY'), false],
  ];
  for (const [nodes, individual] of groups) {
    for (const node of nodes) {
      const rec = toRecord(node, individual, problems);
      if (!rec) continue;
      if (seen.has(rec.source_id)) {
        problems.bad(`UN: duplicate REFERENCE_NUMBER ${rec.source_id}`);
        continue;
      }
      seen.add(rec.source_id);
      records.push(rec);
    }
  }
  const generated = isoDate(String(root['@_dateGenerated'] ?? ''));
  return { published_on: generated, records, malformed: problems.malformed, warnings: problems.warnings };
}

/**
 * Loads the UN consolidated list from `dir` (file `UN_consolidated.xml`, or `consolidated.xml`
 * as downloaded). `published_on` comes from the file's dateGenerated, else the folder name.
 * @throws Error naming the path when the file is missing, unreadable or not the UN XML.
 */
export async function loadUn(dir: string, file = UN_FILE): Promise<ListLoadResult> {
  const full = path.join(dir, file);
  const xml = (await readListFile(full)).toString('utf8');
  let parsed: Omit<ListLoadResult, 'list' | 'path'>;
  try {
    parsed = parseUn(xml);
  } catch (err) {
    throw new Error(`${full}: ${(err as Error).message}`);
  }
  return { list: 'un_sc', path: dir, ...parsed, published_on: parsed.published_on ?? dateFromFolder(dir) };
}
