/**
 * UK Sanctions List loader (FCDO, XML `UK-Sanctions-List.xml` from
 * https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml; since 28 January 2026 the single UK list,
 * replacing OFSI's Consolidated List). No copy of the file could be staged: this reader follows the
 * published layout as documented on gov.uk ("UK Sanctions List: change to the list's format", 2022: Name
 * 1-6 with a Name type of Primary name / Primary name variation / Alias, alias strength, non-Latin names)
 * and the element names of the live file as read by its users:
 *
 * `Designations` (`DateGenerated` dd/mm/yyyy) / `Designation`: `UniqueID` (e.g. "RUS0251"), `OFSIGroupID`,
 * `UNReferenceNumber`, `LastUpdated`, `DateDesignated`, `RegimeName`, `IndividualEntityShip`
 * (Individual / Entity / Ship), `DesignationSource`, `SanctionsImposed` ("Asset freeze|Travel Ban"),
 * `OtherInformation`, `UKStatementofReasons`, `Names/Name` (`Name1`..`Name6`, `NameType`,
 * `AliasStrength`), `NonLatinNames` (`NameNonLatinScript`, `NonLatinScriptType`,
 * `NonLatinScriptLanguage`), `Addresses/Address` (`AddressLine1`..`6`, `AddressPostalCode`,
 * `AddressCountry`), `IndividualDetails/Individual` (`DOBs/DOB` with unknown parts as "dd"/"mm",
 * `Nationalities/Nationality`, `Genders/Gender`, `Positions/Position`, `Titles/Title`,
 * `BirthDetails/Location` (`TownOfBirth`, `CountryOfBirth`), `PassportDetails/Passport` (`PassportNumber`,
 * `PassportAdditionalInformation`), `NationalIdentifierDetails/NationalIdentifier`
 * (`NationalIdentifierNumber`, `NationalIdentifierAdditionalInformation`)), `EntityDetails/Entity`
 * (`BusinessRegistrationNumbers/BusinessRegistrationNumber`), `ShipDetails/Ship` (`IMONumbers/IMONumber`,
 * `CurrentBelievedFlagOfShips/CurrentBelievedFlagOfShip`, `TypeOfShipDetails/TypeOfShip`).
 *
 * The sources disagree on how deep some values sit (a `NonLatinName` wrapper inside `NonLatinNames`, or
 * not; `Title` under `Titles` or under `Individual`), so values are found at any depth inside their
 * `Designation`, each with the siblings it is published with.
 */
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { addAlias, compactAddress, dateFromFolder, isoDate, newRecord, Problems, pushUnique, readListFile } from './common.js';
import { resolveCountry } from './countries.js';
import type { ListDateOfBirth, ListEntityType, ListLoadResult, ListRecord } from './types.js';

export const FCDO_FILE = 'UK-Sanctions-List.xml';
export const FCDO_URL = 'https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml';
const FCDO_PAGE_URL = 'https://www.gov.uk/government/publications/the-uk-sanctions-list';
const SOURCE_NAME = 'UK Sanctions List (FCDO)';

const TYPES: Record<string, ListEntityType> = { individual: 'individual', entity: 'company', ship: 'vessel' };

type Node = Record<string, unknown>;

/** Text of a parsed value (string, or an element object with `#text`), whitespace collapsed. */
function str(v: unknown): string {
  const t = typeof v === 'string' || typeof v === 'number' ? String(v) : (v as Node | undefined)?.['#text'];
  return typeof t === 'string' || typeof t === 'number' ? String(t).replace(/\s+/g, ' ').trim() : '';
}

/** Every value of element `tag` at any depth under `node` (not looking inside a match). */
function descendants(node: unknown, tag: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) {
    for (const n of node) descendants(n, tag, out);
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Node)) {
      if (k === tag) out.push(...(Array.isArray(v) ? v : [v]));
      else if (k !== '#text') descendants(v, tag, out);
    }
  }
  return out;
}

/** The elements under `node` that directly hold a `tag` child (the record that value belongs to). */
function holders(node: unknown, tag: string, out: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const n of node) holders(n, tag, out);
  } else if (node && typeof node === 'object') {
    if (tag in (node as Node)) out.push(node as Node);
    else for (const [k, v] of Object.entries(node as Node)) if (k !== '#text') holders(v, tag, out);
  }
  return out;
}

/** Non-empty texts of `tag` at any depth, in document order, without duplicates. */
function texts(node: unknown, tag: string): string[] {
  const out: string[] = [];
  for (const v of descendants(node, tag)) pushUnique(out, str(v));
  return out;
}

/** First non-empty text of `tag` directly or deeper under `node` ('' when none). */
const first = (node: unknown, tag: string) => texts(node, tag)[0] ?? '';

/** "29/06/2012" -> "2012-06-29"; undefined for anything else. */
export function ukDate(text: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return m ? isoDate(`${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`) : undefined;
}

/**
 * A published DOB: "02/03/1958" exact; "dd/mm/1957" (the list's placeholders; "00" read the same way)
 * or "1957" a year; "dd/03/1958" a year and month. Undefined when it is none of these.
 */
export function ukDob(raw: string): ListDateOfBirth | undefined {
  const text = raw.trim();
  const m = /^(dd|\d{1,2})\/(mm|\d{1,2})\/(\d{4})$/i.exec(text) ?? /^()()(\d{4})$/.exec(text);
  if (!m) return undefined;
  const year = Number(m[3]);
  const month = /^\d+$/.test(m[2]) ? Number(m[2]) : 0;
  const day = /^\d+$/.test(m[1]) ? Number(m[1]) : 0;
  if (month > 12 || day > 31) return undefined;
  if (day && month) return isoDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`) ? { raw: text, kind: 'exact', year, month, day } : undefined;
  return { raw: text, kind: 'year', year, ...(month ? { month } : {}) };
}

/** Name1..Name5 then Name6 (Name1 the given name, Name6 the family or entity name), as published. */
function joinedName(n: Node): string {
  return ['Name1', 'Name2', 'Name3', 'Name4', 'Name5', 'Name6'].map((k) => first(n, k)).filter(Boolean).join(' ');
}

function addNames(rec: ListRecord, names: Node[]): void {
  for (const n of names) {
    const name = joinedName(n);
    const type = first(n, 'NameType');
    const strength = first(n, 'AliasStrength');
    // Only "Low quality a.k.a" aliases are weak; primary-name variations are spellings of the primary name.
    addAlias(rec, name, /low quality/i.test(strength) ? 'weak' : 'strong', strength || type || undefined);
  }
}

function designationRecord(d: Node, problems: Problems): ListRecord | undefined {
  const id = first(d, 'UniqueID');
  const typeText = first(d, 'IndividualEntityShip');
  const type = TYPES[typeText.toLowerCase()];
  const names = descendants(d.Names, 'Name').filter((n): n is Node => typeof n === 'object' && n !== null && joinedName(n as Node) !== '');
  if (!id || !type || names.length === 0) {
    const why = !id ? 'no UniqueID' : !type ? `unknown IndividualEntityShip "${typeText}"` : 'no name';
    problems.bad(`UK Sanctions List Designation ${id || '?'}: ${why}`);
    return undefined;
  }
  const primary = names.find((n) => /^primary name$/i.test(first(n, 'NameType'))) ?? names[0];
  const rec = newRecord({
    list: 'gb_fcdo',
    source_name: SOURCE_NAME,
    source_id: id,
    entity_type: type,
    result_type: 'sanction',
    name: joinedName(primary),
    url: FCDO_PAGE_URL,
  });
  if (type === 'individual') {
    const middle = ['Name2', 'Name3', 'Name4', 'Name5'].map((k) => first(primary, k)).filter(Boolean).join(' ');
    const [given, family] = [first(primary, 'Name1'), first(primary, 'Name6')];
    if (given || family) rec.names[0].parts = { ...(given ? { first: given } : {}), ...(middle ? { middle } : {}), ...(family ? { last: family } : {}) };
  }
  addNames(rec, names.filter((n) => n !== primary));
  for (const h of holders(d, 'NameNonLatinScript')) {
    const language = first(h, 'NonLatinScriptLanguage') || first(h, 'NonLatinScriptType');
    for (const name of texts(h, 'NameNonLatinScript')) addAlias(rec, name, 'strong', language ? `Non-Latin script (${language})` : 'Non-Latin script');
  }

  pushUnique(rec.programs, first(d, 'RegimeName'));
  const designated = first(d, 'DateDesignated');
  if (ukDate(designated)) rec.listed_on = ukDate(designated);
  else if (designated) problems.note(`UK Sanctions List ${id}: bad DateDesignated "${designated}"`);

  for (const raw of texts(d, 'DOB')) {
    const dob = ukDob(raw);
    if (dob) rec.dates_of_birth.push(dob);
    else problems.note(`UK Sanctions List ${id}: unreadable DOB "${raw}"`);
  }
  for (const loc of holders(d, 'TownOfBirth').concat(holders(d, 'CountryOfBirth').filter((h) => !('TownOfBirth' in h)))) {
    pushUnique(rec.places_of_birth, [first(loc, 'TownOfBirth'), first(loc, 'CountryOfBirth')].filter(Boolean).join(', '));
  }
  for (const n of texts(d, 'Nationality')) {
    const code = resolveCountry(n);
    pushUnique(rec.nationalities, code);
    pushUnique(rec.countries, code);
  }
  for (const a of holders(d.Addresses, 'AddressCountry').concat(holders(d.Addresses, 'AddressLine1').filter((h) => !('AddressCountry' in h)))) {
    const countryName = first(a, 'AddressCountry');
    // Lines 1-4 are the street part, 5 the region, 6 the town (the order the list's users read them in).
    const addr = compactAddress({
      street: ['AddressLine1', 'AddressLine2', 'AddressLine3', 'AddressLine4'].map((k) => first(a, k)).filter(Boolean).join(', '),
      region: first(a, 'AddressLine5'),
      city: first(a, 'AddressLine6'),
      postal_code: first(a, 'AddressPostalCode'),
      country: resolveCountry(countryName),
      country_name: countryName,
    });
    if (!addr) continue;
    rec.addresses.push(addr);
    pushUnique(rec.countries, addr.country);
  }
  const documents: Array<[string, string, string]> = [
    ['PassportNumber', 'PassportAdditionalInformation', 'Passport'],
    ['NationalIdentifierNumber', 'NationalIdentifierAdditionalInformation', 'National Identifier'],
    ['BusinessRegistrationNumber', '', 'Business Registration Number'],
    ['IMONumber', '', 'IMO'],
  ];
  for (const [numberTag, noteTag, label] of documents) {
    for (const h of holders(d, numberTag)) {
      const note = noteTag ? first(h, noteTag) : '';
      for (const number of texts(h, numberTag)) {
        if (rec.identifiers.some((i) => i.type === label && i.number === number)) continue;
        rec.identifiers.push({ type: label, number, ...(note ? { note } : {}) });
      }
    }
  }
  for (const flag of texts(d, 'CurrentBelievedFlagOfShip')) pushUnique(rec.countries, resolveCountry(flag));
  const gender = first(d, 'Gender').toLowerCase();
  if (gender === 'male' || gender === 'female') rec.gender = gender;
  const title = [...texts(d, 'Title'), ...texts(d, 'Position'), ...texts(d, 'TypeOfShip')].join('; ');
  if (title) rec.title = title;

  const remarks = [
    first(d, 'OtherInformation'),
    first(d, 'UKStatementofReasons') && `UK statement of reasons: ${first(d, 'UKStatementofReasons')}`,
    first(d, 'SanctionsImposed') && `Sanctions imposed: ${first(d, 'SanctionsImposed').split('|').map((s) => s.trim()).join(', ')}`,
    first(d, 'DesignationSource') && `Designation source: ${first(d, 'DesignationSource')}`,
  ].filter(Boolean);
  if (remarks.length) rec.remarks = remarks.join('\n');

  // The same party on the UN list (UN reference number) and on OFSI's Consolidated List (Group ID).
  const sameAs: string[] = [];
  for (const ref of texts(d, 'UNReferenceNumber')) pushUnique(sameAs, `un_sc:${ref}`);
  for (const group of texts(d, 'OFSIGroupID')) pushUnique(sameAs, `gb_ofsi:${group}`);
  if (sameAs.length) rec.same_as = sameAs;
  return rec;
}

/**
 * Parses the UK Sanctions List XML (pure, no I/O).
 * Output: one record per `Designation` (Individual -> individual, Entity -> company, Ship -> vessel),
 * `published_on` from `DateGenerated`. Designations without `UniqueID`, a known type or any name, and
 * repeated UniqueIDs, are malformed (counted, with warnings).
 * @throws Error when the text is not XML with a `Designations` root (the whole file is unusable).
 */
export function parseUkSanctionsList(xml: string): Omit<ListLoadResult, 'list' | 'path'> {
  const parser = new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    parseTagValue: false, // keep "0243318" and "7172" strings
    trimValues: true,
    isArray: (name, jpath) => name === 'Designation' && jpath === 'Designations.Designation',
  });
  // A cut download still parses into fewer elements: check the whole document is well-formed first.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`UK Sanctions List is not valid XML: ${valid.err.msg} (line ${valid.err.line})`);
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (err) {
    throw new Error(`UK Sanctions List is not valid XML: ${(err as Error).message}`);
  }
  const root = doc.Designations;
  if (root === '') return { published_on: undefined, records: [], malformed: 0, warnings: [] }; // <Designations/>
  if (!root || typeof root !== 'object') throw new Error('UK Sanctions List: no Designations root element');
  const problems = new Problems();
  const records: ListRecord[] = [];
  const seen = new Set<string>();
  for (const d of ((root as Node).Designation as unknown[] | undefined) ?? []) {
    if (!d || typeof d !== 'object') {
      problems.bad('UK Sanctions List: empty Designation element');
      continue;
    }
    const rec = designationRecord(d as Node, problems);
    if (!rec) continue;
    if (seen.has(rec.source_id)) {
      problems.bad(`UK Sanctions List: duplicate UniqueID ${rec.source_id}`);
      continue;
    }
    seen.add(rec.source_id);
    records.push(rec);
  }
  return { published_on: ukDate(str((root as Node).DateGenerated)), records, malformed: problems.malformed, warnings: problems.warnings };
}

/**
 * Loads the UK Sanctions List from `dir` (file `UK-Sanctions-List.xml`). `published_on` comes from the
 * file's DateGenerated, else the folder name.
 * @throws Error naming the path when the file is missing, unreadable or not the UK Sanctions List XML.
 */
export async function loadUkSanctionsList(dir: string, file = FCDO_FILE): Promise<ListLoadResult> {
  const full = path.join(dir, file);
  const xml = (await readListFile(full)).toString('utf8');
  let parsed: Omit<ListLoadResult, 'list' | 'path'>;
  try {
    parsed = parseUkSanctionsList(xml);
  } catch (err) {
    throw new Error(`${full}: ${(err as Error).message}`);
  }
  return { list: 'gb_fcdo', path: dir, ...parsed, published_on: parsed.published_on ?? dateFromFolder(dir) };
}
