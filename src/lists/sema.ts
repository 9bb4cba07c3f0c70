/**
 * Canada, Consolidated Canadian Autonomous Sanctions List (Special Economic Measures Act regulations
 * and the Justice for Victims of Corrupt Foreign Officials Regulations), `sema-lmes.xml` from
 * https://www.international.gc.ca/world-monde/assets/office_docs/international_relations-relations_internationales/sanctions/sema-lmes.xml.
 *
 * Format: `<data-set>` of flat `<record>`s. The layout staged here (2020) has `Country` (the
 * sanctions regime, bilingual, e.g. "Burma / Birmanie"; NOT a nationality), `LastName` + `GivenName`
 * (persons) or `Entity`, `Aliases` (one comma-separated string), `DateOfBirth`, `Title`, `Schedule`,
 * `Item`. Later files rename and add fields: `EntityOrShip`, `TitleOrShip`, `ShipIMONumber`,
 * `DateOfBirthOrShipBuildDate`, `DateOfListing`, and may carry the French name after a hyphen
 * (`Country-Pays`, `EntityOrShip-EntiteOuNavire`). These names come from third-party parsers of the
 * official file (the publisher's own field description was not found); both layouts are read.
 *
 * The file has no identifiers. `source_id` is derived from where the regulations list the party:
 * `<regime>/<schedule>/<item>`, e.g. "Syria/2/60", "Russia/1, Part 2/45", "JVCFOR/1/12"; regime = the
 * English half of `Country` (its abbreviation in brackets when it has one), schedule "-" when the
 * record has none. Unique within a file (checked: duplicates are malformed) and stable while Canada
 * does not renumber a schedule's items.
 */
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import anyAscii from 'any-ascii';
import { levenshtein } from '../screening/score/string-distance.js';
import { dateFromFolder, isoDate, newRecord, parseDob, Problems, readListFile } from './common.js';
import type { ListLoadResult, ListRecord } from './types.js';

export const SEMA_FILE = 'sema-lmes.xml';
export const SEMA_URL = 'https://www.international.gc.ca/world-monde/assets/office_docs/international_relations-relations_internationales/sanctions/sema-lmes.xml';
const PAGE_URL = 'https://www.international.gc.ca/world-monde/international_relations-relations_internationales/sanctions/consolidated-consolide.aspx?lang=eng';
const SOURCE_NAME = 'Consolidated Canadian Autonomous Sanctions List';

// A piece of an alias list that is only a legal form belongs to the name before it ("X Co., Ltd.").
const LEGAL_FORM_ONLY = /^(?:ltd|limited|inc|llc|l\.l\.c|co|corp|s\.a|sa|gmbh|ag|plc|jsc|pjsc|ojsc|llp|pte)\.?$/i;

type Fields = Record<string, string>;

/** A record's fields by English tag name ("EntityOrShip-EntiteOuNavire" -> "EntityOrShip"), text whitespace-collapsed. */
function fields(node: Record<string, unknown>): Fields {
  const out: Fields = {};
  for (const [tag, value] of Object.entries(node)) {
    // A repeated element (not seen in the published files) is read as one comma-separated value.
    const values = Array.isArray(value) ? value : [value];
    const text = values.filter((v) => v !== null && v !== undefined && typeof v !== 'object').join(', ').replace(/\s+/g, ' ').trim();
    if (text) out[tag.split('-')[0]] = text;
  }
  return out;
}

/** The regime key of a `Country` cell: "Syria / Syrie" -> "Syria"; "Justice ... (JVCFOR) / Règlement ..." -> "JVCFOR". */
export function semaRegimeKey(country: string): string {
  const english = country.split(' / ')[0].trim();
  return /\(([A-Z]{2,})\)$/.exec(english)?.[1] ?? english;
}

/** Splits the comma-separated `Aliases` string; a piece that is only a legal form is joined to the one before. */
export function semaAliases(text: string | undefined): string[] {
  const out: string[] = [];
  for (const piece of (text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    if (out.length && LEGAL_FORM_ONLY.test(piece)) out[out.length - 1] += `, ${piece}`;
    else out.push(piece);
  }
  return out;
}

const fold = (word: string): string => anyAscii(word).toUpperCase().replace(/[^A-Z]/g, '');
/** Whether two words are spellings of one name: at most half their letters edited (ANDREI/ANDREY, SERHII/SERGEY, PASHENKO/PASHCHENKO; not GIVI/MIKHAIL). */
function spellsAlike(a: string, b: string): boolean {
  const x = fold(a);
  const y = fold(b);
  return x.length > 0 && y.length > 0 && levenshtein(x, y) <= Math.max(x.length, y.length) / 2;
}

/**
 * A person's alias as a whole name. The staged file's person aliases are of three kinds: whole names
 * ("Igor STRELKOV" for Igor GIRKIN, "Oleksii SALYAYEV"), noms de guerre ("Motorola", "Givi"), and
 * other spellings of only the given names or only the surname ("Andrei" for Andrey Vladimirovich
 * CHEREZOV, "Alexander Alexandrovich" for Aleksandr Aleksandrovich ZHAROV, "PASHENKO" for Natalya
 * Aleksandrovna PASHCHENKO). Read alone, the last kind screens as another name (every "Alexander
 * Alexandrovich" would meet ZHAROV's alias), so it is completed with the part it leaves out:
 *   - every word spells the given name's word in its place (`spellsAlike`) -> alias + surname;
 *   - one word that spells the surname -> given names + alias;
 *   - anything else (a whole name, a nom de guerre) is kept as written.
 * `given`, `last`: the record's GivenName and LastName. Rule read off the file itself (no field
 * description from the publisher was found; module doc).
 */
export function semaPersonAlias(alias: string, given: string, last: string): string {
  const words = alias.split(/\s+/);
  const givenWords = given.split(/\s+/);
  if (words.length <= givenWords.length && words.every((w, i) => spellsAlike(w, givenWords[i]))) return `${alias} ${last}`;
  if (words.length === 1 && spellsAlike(alias, last)) return `${given} ${alias}`;
  return alias;
}

function record(f: Fields, problems: Problems, index: number): ListRecord | undefined {
  const entityName = f.EntityOrShip ?? f.Entity;
  const personName = [f.GivenName, f.LastName].filter(Boolean).join(' ');
  const name = entityName ?? personName;
  const country = f.Country ?? '';
  if (!name || !f.Item || !country) {
    problems.bad(`SEMA record ${index + 1}: no ${!name ? 'name' : !f.Item ? 'Item' : 'Country'}`);
    return undefined;
  }
  const vessel = Boolean(f.ShipIMONumber);
  const rec = newRecord({
    list: 'ca_sema',
    source_name: SOURCE_NAME,
    source_id: `${semaRegimeKey(country)}/${f.Schedule ?? '-'}/${f.Item}`,
    entity_type: vessel ? 'vessel' : entityName ? 'company' : 'individual',
    result_type: 'sanction',
    name,
    url: PAGE_URL,
  });
  if (!entityName && f.GivenName && f.LastName) {
    const given = f.GivenName.split(' ');
    rec.names[0].parts = { first: given[0], ...(given.length > 1 ? { middle: given.slice(1).join(' ') } : {}), last: f.LastName };
  }
  const person = !entityName && f.GivenName && f.LastName ? { given: f.GivenName, last: f.LastName } : undefined;
  for (const piece of semaAliases(f.Aliases)) {
    const alias = person ? semaPersonAlias(piece, person.given, person.last) : piece;
    if (!rec.names.some((n) => n.name.toLowerCase() === alias.toLowerCase())) rec.names.push({ name: alias, kind: 'alias', quality: 'strong', alias_type: 'aka' });
  }
  rec.programs = [country];
  const title = f.TitleOrShip ?? f.TitleOrShipType ?? f.Title;
  if (title) rec.title = title;
  if (vessel) rec.identifiers.push({ type: 'IMO', number: f.ShipIMONumber });
  const born = f.DateOfBirthOrShipBuildDate ?? f.DateOfBirth;
  const remarks: string[] = [];
  if (born && vessel) remarks.push(`Ship build date: ${born}`);
  else if (born) {
    for (const piece of born.split(/\s+or\s+|\s*;\s*/)) {
      const month = /^(\d{4})-(\d{2})$/.exec(piece); // "1960-06": year and month
      const dob = month ? { raw: piece, kind: 'year' as const, year: +month[1], month: +month[2] } : parseDob(piece);
      if (dob) rec.dates_of_birth.push(dob);
      else problems.note(`SEMA ${rec.source_id}: date of birth "${piece}" not understood`);
    }
  }
  const listed = isoDate(f.DateOfListing);
  if (listed) rec.listed_on = listed;
  else if (f.DateOfListing) problems.note(`SEMA ${rec.source_id}: DateOfListing "${f.DateOfListing}" is not a date`);
  if (remarks.length) rec.remarks = remarks.join('\n');
  return rec;
}

/**
 * Parses the SEMA XML text (pure). Output: one record per `<record>` (persons -> individual, `Entity`/
 * `EntityOrShip` -> company, with `ShipIMONumber` -> vessel), malformed = records without a name, Item
 * or Country and duplicate ids; no `published_on` (the file has no date).
 * @throws Error when the text is not XML with a `data-set` root.
 */
export function parseSema(xml: string): Omit<ListLoadResult, 'list' | 'path'> {
  // jPath false: callbacks get the parser's path matcher, not a path string built for every tag and text (unused here).
  const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, isArray: (name) => name === 'record', jPath: false });
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch (err) {
    throw new Error(`SEMA list is not valid XML: ${(err as Error).message}`);
  }
  const root = doc['data-set'];
  if (root === undefined) throw new Error('SEMA list: no data-set root element');
  const nodes = (root && typeof root === 'object' ? (root as Record<string, unknown>).record : undefined) as unknown[] | undefined;
  const problems = new Problems();
  const records: ListRecord[] = [];
  const seen = new Set<string>();
  (nodes ?? []).forEach((node, i) => {
    const rec = node && typeof node === 'object' ? record(fields(node as Record<string, unknown>), problems, i) : undefined;
    if (!rec) {
      if (!node || typeof node !== 'object') problems.bad(`SEMA record ${i + 1}: empty`);
      return;
    }
    if (seen.has(rec.source_id)) {
      problems.bad(`SEMA: duplicate record ${rec.source_id}`);
      return;
    }
    seen.add(rec.source_id);
    records.push(rec);
  });
  return { records, malformed: problems.malformed, warnings: problems.warnings };
}

/**
 * Loads the SEMA snapshot in `dir` (file `sema-lmes.xml`); `published_on` is the folder's date.
 * @throws Error naming the path when the file is missing, unreadable or not the SEMA XML.
 */
export async function loadSema(dir: string, file = SEMA_FILE): Promise<ListLoadResult> {
  const full = path.join(dir, file);
  const xml = (await readListFile(full)).toString('utf8');
  let parsed: Omit<ListLoadResult, 'list' | 'path'>;
  try {
    parsed = parseSema(xml);
  } catch (err) {
    throw new Error(`${full}: ${(err as Error).message}`);
  }
  return { list: 'ca_sema', path: dir, ...parsed, published_on: dateFromFolder(dir) };
}
