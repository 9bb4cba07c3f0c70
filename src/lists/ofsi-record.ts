/**
 * One OFSI target (`Group ID`) from its rows -> ListRecord. The OFSI Consolidated List prints one row
 * per combination of a name variant with a date of birth, an address, ...: a target's rows repeat
 * the same fields, so every field below is the union over the group's rows (duplicates dropped).
 *
 * Column names are the publisher's header (both formats; the 2022 format adds the non-Latin name,
 * alias quality, passport/national-id number columns and the UK Sanctions List designation date):
 * - Name: `Name 6` is the surname (or the entity/ship name), `Name 1`..`Name 5` the other names;
 *   the record's name is "Name 1 .. Name 5 Name 6" (given names first, as the UN list prints them).
 * - Alias Type: `Prime Alias` (legacy) / `Primary name` -> the primary name; further primary-name rows,
 *   `Primary name variation` and `AKA` -> strong aliases; `FKA` -> alias with alias_type `fka`;
 *   `Alias Quality` `Low quality` makes any alias weak. `Name Non-Latin Script` -> a strong alias
 *   (alias_type `original_script`) kept exactly as published (only the ends trimmed).
 * - Group Type: Individual -> individual, Entity -> company, Ship -> vessel.
 * - DOB dd/mm/yyyy with `00` for unknown parts; Regime -> programs; Listed On -> listed_on;
 *   Nationality / address Country -> ISO codes; Passport / National Identification -> identifiers;
 *   Position (and Title) -> title; Other Information -> remarks, from which come gender
 *   "(Gender):Male", the UK Sanctions List reference, ship IMO number and flag, business
 *   registration number, and the links (same_as) to the UK Sanctions List record with that
 *   reference (`gb_fcdo:<ref>`) and to the UN list (`un_sc:<ref>`, see un-refs.ts).
 */
import { newRecord, pushUnique, type Problems } from './common.js';
import { splitAddressCountry, toCountryCode } from './countries.js';
import { resolveNationalities } from './nationality.js';
import { dmyDateOfBirth, dmyIsoDate, documentNumber, documentNumbers, splitEnumerated } from './text-fields.js';
import type { ListAddress, ListEntityType, ListIdentifier, ListName, ListRecord } from './types.js';
import { unSameAs } from './un-refs.js';

/**
 * One data row: the columns the mapping reads, by header name -> the cell's text ('' when empty or
 * when the file's format has no such column). `cell` gives a column's text by header name, whitespace
 * collapsed (common.ts `collapseSpaces`), except the non-Latin name, only trimmed at the ends. One
 * object literal, so every row has the same fixed shape: rows filled key by key from the header
 * (36 keys with spaces) became dictionary-mode objects, slow to build and to read.
 */
export function ofsiRow(cell: (column: string) => string) {
  return {
    'Group ID': cell('Group ID'),
    'Group Type': cell('Group Type'),
    'Alias Type': cell('Alias Type'),
    'Alias Quality': cell('Alias Quality'),
    'Name 1': cell('Name 1'),
    'Name 2': cell('Name 2'),
    'Name 3': cell('Name 3'),
    'Name 4': cell('Name 4'),
    'Name 5': cell('Name 5'),
    'Name 6': cell('Name 6'),
    'Name Non-Latin Script': cell('Name Non-Latin Script'),
    Title: cell('Title'),
    Position: cell('Position'),
    DOB: cell('DOB'),
    'Town of Birth': cell('Town of Birth'),
    'Country of Birth': cell('Country of Birth'),
    Nationality: cell('Nationality'),
    'Passport Number': cell('Passport Number'),
    'Passport Details': cell('Passport Details'),
    'National Identification Number': cell('National Identification Number'),
    'National Identification Details': cell('National Identification Details'),
    'NI Number': cell('NI Number'),
    'Address 1': cell('Address 1'),
    'Address 2': cell('Address 2'),
    'Address 3': cell('Address 3'),
    'Address 4': cell('Address 4'),
    'Address 5': cell('Address 5'),
    'Address 6': cell('Address 6'),
    'Post/Zip Code': cell('Post/Zip Code'),
    Country: cell('Country'),
    'Other Information': cell('Other Information'),
    Regime: cell('Regime'),
    'Listed On': cell('Listed On'),
    'UK Sanctions List Date Designated': cell('UK Sanctions List Date Designated'),
  };
}

export type OfsiRow = ReturnType<typeof ofsiRow>;

export const OFSI_SOURCE_NAME = 'UK HM Treasury (OFSI) Consolidated List of Financial Sanctions Targets';
export const OFSI_PAGE_URL = 'https://www.gov.uk/government/publications/financial-sanctions-consolidated-list-of-targets';

const TYPES: Record<string, ListEntityType> = { individual: 'individual', entity: 'company', ship: 'vessel' };
const PRIMARY = new Set(['primary name', 'prime alias']);

// "(Label):value" items of `Other Information` in the 2022 format.
const LABELLED_IDS: Array<[RegExp, string]> = [
  [/\(IMO number\):\s*([0-9]{7})\b/gi, 'IMO'],
  [/\(Business Reg No\):\s*([^()]+?)(?=\s*\(|\.?\s*$)/gi, 'Registration ID'],
];

const NAME_COLUMNS = ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5', 'Name 6'] as const;
const ADDRESS_COLUMNS = ['Address 1', 'Address 2', 'Address 3', 'Address 4', 'Address 5', 'Address 6'] as const;

/** The name a row gives: "Name 1 .. Name 5 Name 6", single-spaced; '' when the row has no name. */
export function ofsiRowName(row: OfsiRow): string {
  let name = '';
  for (const k of NAME_COLUMNS) if (row[k]) name = name ? `${name} ${row[k]}` : row[k];
  return name; // cells are single-spaced already (see `ofsiRow`)
}

function nameParts(row: OfsiRow): ListName['parts'] | undefined {
  const given = NAME_COLUMNS.slice(0, 5).map((k) => row[k] ?? '').filter(Boolean);
  if (!given.length || !row['Name 6']) return undefined;
  return { first: given[0], ...(given.length > 1 ? { middle: given.slice(1).join(' ') } : {}), last: row['Name 6'] };
}

/** Quality of an alias row: `Low quality` -> weak, else strong. */
function quality(row: OfsiRow): 'strong' | 'weak' {
  return /^low/i.test(row['Alias Quality'] ?? '') ? 'weak' : 'strong';
}

/** Adds an alias unless `keys` (the record's names, lower-cased) holds it already. */
function addName(rec: ListRecord, keys: Set<string>, name: string, q: 'strong' | 'weak', aliasType: string, parts?: ListName['parts']): void {
  const key = name.toLowerCase();
  if (!name || keys.has(key)) return;
  keys.add(key);
  rec.names.push({ name, kind: 'alias', quality: q, alias_type: aliasType, ...(parts ? { parts } : {}) });
}

/** Passport / national-id identifiers from a number column (2022 format) or a description (both formats). */
function documents(numbers: string, details: string, type: string): ListIdentifier[] {
  const out: ListIdentifier[] = [];
  const detailItems = splitEnumerated(details);
  if (numbers) {
    splitEnumerated(numbers).forEach((item, i) => {
      // "2652410875 (Ukraine)", "TIN: 780245503097": a remark or label beside the number goes to the note;
      // "734088604. 735958824" is two numbers.
      const m = /^(?:([A-Za-z][A-Za-z .]*?(?::|\bNo\.|\bnumber:?))\s*)?(.*?)(?:\s*\(([^)]*)\))?$/i.exec(item);
      const note = [m?.[1]?.replace(/:$/, ''), m?.[3], detailItems.length > 1 ? detailItems[i] : details].filter(Boolean).join('; ');
      for (const piece of (m?.[2] ?? item).split(/(?<=\d)\.\s+(?=\S*\d)|\s+·\s+|;\s*/)) {
        const number = piece.trim().replace(/\.$/, '');
        if (!/[\p{L}\p{N}]{2}/u.test(number)) continue; // "(2) -"
        out.push({ type, number, ...(note ? { note } : {}) });
      }
    });
    return out;
  }
  // Legacy: only the description, e.g. "(1) A-333602 (Indian) issued on 4 June 1985 ... (2) M110522 ...".
  for (const item of detailItems) {
    const number = documentNumber(item);
    if (number) out.push({ type, number, note: item });
  }
  return out;
}

/**
 * The country of an address `Country` cell. Remarks are not part of the name: "Iraq (previous address)",
 * "Kuwait (residence as at Mar 2009) (UN address)", "In Syria as at June 2013"; but "Congo (Democratic
 * Republic)" is a name, so the whole text is tried first.
 */
function addressCountry(published: string): string | undefined {
  let text = published;
  for (;;) {
    const code = toCountryCode(text);
    if (code) return code;
    const shorter = text.replace(/\s*(?:\([^)]*\)?|\bas (?:at|of)\b.*)$/i, '').replace(/^in\s+/i, '').trim();
    if (!shorter || shorter === text) return splitAddressCountry(published).country; // records the miss
    text = shorter;
  }
}

function address(row: OfsiRow): ListAddress | undefined {
  const street = ADDRESS_COLUMNS.map((k) => row[k] ?? '').filter(Boolean).join(', ');
  const published = row.Country ?? '';
  const country = addressCountry(published);
  const out: ListAddress = {};
  if (street) out.street = street;
  if (row['Post/Zip Code']) out.postal_code = row['Post/Zip Code'];
  if (country) out.country = country;
  if (published) out.country_name = published;
  return Object.keys(out).length ? out : undefined;
}

/**
 * Builds the record of one target from its rows (in file order). Returns undefined (after counting
 * the group as malformed) when no row has a name or the Group Type is not Individual/Entity/Ship.
 */
export function ofsiRecord(groupId: string, rows: OfsiRow[], problems: Problems): ListRecord | undefined {
  const named = rows.filter((r) => ofsiRowName(r));
  const typeText = (rows.find((r) => r['Group Type'])?.['Group Type'] ?? '').toLowerCase();
  const entityType = TYPES[typeText];
  if (!named.length || !entityType) {
    problems.bad(`OFSI Group ID ${groupId}: ${named.length ? `unknown Group Type "${typeText}"` : 'no name in any row'}`);
    return undefined;
  }
  // The primary name: the first "Primary name"/"Prime Alias" row, else (2 targets in 2025) the first
  // "Primary name variation" row, else the first named row.
  const primary = named.find((r) => PRIMARY.has(r['Alias Type'].toLowerCase()))
    ?? named.find((r) => /^primary name variation$/i.test(r['Alias Type'])) ?? named[0];
  const rec = newRecord({
    list: 'gb_ofsi',
    source_name: OFSI_SOURCE_NAME,
    source_id: groupId,
    entity_type: entityType,
    result_type: 'sanction',
    name: ofsiRowName(primary),
    url: OFSI_PAGE_URL,
  });
  const parts = entityType === 'individual' ? nameParts(primary) : undefined;
  if (parts) rec.names[0].parts = parts;

  // Strong names (then the non-Latin ones) before weak ones, so a name published both ways stays strong.
  const nameKeys = new Set([rec.name.toLowerCase()]);
  const addRowName = (row: OfsiRow) => {
    const type = row['Alias Type'].toLowerCase();
    const aliasType = PRIMARY.has(type) ? 'primary name' : type || 'aka';
    addName(rec, nameKeys, ofsiRowName(row), quality(row), aliasType, entityType === 'individual' ? nameParts(row) : undefined);
  };
  named.filter((r) => quality(r) === 'strong').forEach(addRowName);
  for (const row of rows) {
    const original = row['Name Non-Latin Script'] ?? '';
    if (original) addName(rec, nameKeys, original, 'strong', 'original_script');
  }
  named.filter((r) => quality(r) === 'weak').forEach(addRowName);

  const titles: string[] = [];
  const remarks: string[] = [];
  const seenAddresses = new Set<string>();
  const seenIds = new Set<string>();
  const addId = (id: ListIdentifier) => {
    const key = `${id.type}|${id.number}`;
    if (seenIds.has(key)) return;
    seenIds.add(key);
    rec.identifiers.push(id);
  };
  let listed: string | undefined;
  for (const row of rows) {
    pushUnique(rec.programs, row.Regime);
    const date = dmyIsoDate(row['Listed On']);
    if (date && (!listed || date < listed)) listed = date;
    else if (!date && row['Listed On']) problems.note(`OFSI Group ID ${groupId}: Listed On "${row['Listed On']}" is not a full date`);

    if (row.DOB) {
      const dob = dmyDateOfBirth(row.DOB);
      if (dob && !rec.dates_of_birth.some((d) => d.raw === dob.raw)) rec.dates_of_birth.push(dob);
      else if (!dob) problems.note(`OFSI Group ID ${groupId}: DOB "${row.DOB}" is not a date`);
    }
    pushUnique(rec.places_of_birth, [row['Town of Birth'], row['Country of Birth']].filter(Boolean).join(', '));
    for (const code of splitEnumerated(row.Nationality).flatMap(resolveNationalities)) {
      pushUnique(rec.nationalities, code);
      pushUnique(rec.countries, code);
    }
    const addr = address(row);
    const addrKey = addr && JSON.stringify(addr);
    if (addrKey && !seenAddresses.has(addrKey)) {
      seenAddresses.add(addrKey);
      rec.addresses.push(addr!);
      pushUnique(rec.countries, addr.country);
    }
    for (const id of documents(row['Passport Number'] ?? '', row['Passport Details'] ?? '', 'Passport')) addId(id);
    for (const id of documents(row['National Identification Number'] ?? '', [row['National Identification Details'], row['NI Number']].filter(Boolean).join(' '), 'National ID No.')) addId(id);
    pushUnique(titles, row.Title);
    pushUnique(titles, row.Position);
    pushUnique(remarks, row['Other Information']);
  }
  if (listed) rec.listed_on = listed;
  if (titles.length) rec.title = titles.join('; ');
  if (remarks.length) rec.remarks = remarks.join('\n');
  applyOtherInformation(rec, remarks.join('\n'), rows, addId);
  return rec;
}

/** Gender, UK Sanctions List reference, IMO/registration numbers, ship flag and UN references from `Other Information`. */
function applyOtherInformation(rec: ListRecord, info: string, rows: OfsiRow[], addId: (id: ListIdentifier) => void): void {
  const gender = /\(Gender\):\s*(male|female)\b/i.exec(info)?.[1].toLowerCase();
  if (gender === 'male' || gender === 'female') rec.gender = gender;
  const ukRef = /\(UK Sanctions List Ref\):\s*([A-Z]{2,4}\d{3,5})\b/.exec(info)?.[1];
  if (ukRef) {
    const designated = dmyIsoDate(rows.find((r) => r['UK Sanctions List Date Designated'])?.['UK Sanctions List Date Designated']);
    addId({ type: 'UK Sanctions List Ref', number: ukRef, country: 'GB', ...(designated ? { note: `UK Sanctions List date designated ${designated}` } : {}) });
  }
  for (const [re, type] of LABELLED_IDS) {
    // "(Business Reg No):Tax ID No. 7813491943", "INN: 7831000122 OGRN: 1027800000084": each number, the text as note.
    for (const m of info.matchAll(re)) {
      const text = m[1].trim();
      for (const number of documentNumbers(text)) addId({ type, number, ...(text !== number ? { note: text } : {}) });
    }
  }
  const flag = /\(Flag of ship\):\s*([^()]+?)\s*(?=\(|$)/i.exec(info)?.[1];
  if (flag) pushUnique(rec.countries, splitAddressCountry(flag).country);
  // The UK Sanctions List (FCDO, gb_fcdo) uses the same reference as its UniqueID; UN references link to un_sc.
  const same = [...(ukRef ? [`gb_fcdo:${ukRef}`] : []), ...unSameAs(info, rec.entity_type)];
  if (same.length) rec.same_as = same;
}
