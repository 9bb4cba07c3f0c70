/**
 * EU consolidated list of persons, groups and entities subject to financial sanctions (Financial
 * Sanctions Files, FSF), XML 1.1 `xmlFullSanctionsList_1_1`, from
 * https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=<token>.
 * No copy of the file could be staged (every committed copy found is over the snapshot size limit):
 * this reader follows the published XML layout (namespace http://eu.europa.ec/fpi/fsd/export):
 *
 * `export` (`generationDate`, `globalFileId`) / `sanctionEntity` (`logicalId`, `euReferenceNumber`,
 * `unitedNationId`, `designationDate`, `designationDetails`) with children
 * - `subjectType` (`code` person | enterprise, `classificationCode` P | E),
 * - `nameAlias` (`wholeName`, `firstName`, `middleName`, `lastName`, `nameLanguage`, `strong`, `gender`
 *   M | F, `title`, `function`),
 * - `regulation` (`programme`, `publicationDate`, `entryIntoForceDate`, `numberTitle`; child `publicationUrl`),
 * - `citizenship` (`countryIso2Code`, `countryDescription`; "00" / "UNKNOWN" when unknown),
 * - `birthdate` (`birthdate` YYYY-MM-DD, `dayOfMonth`, `monthOfYear`, `year`, `yearRangeFrom`,
 *   `yearRangeTo`, `circa`, `city`, `region`, `place`, `countryIso2Code`, `countryDescription`),
 * - `address` (`street`, `poBox`, `city`, `zipCode`, `region`, `place`, `countryIso2Code`, `countryDescription`),
 * - `identification` (`number`, `latinNumber`, `identificationTypeCode`, `identificationTypeDescription`,
 *   `issuedBy`, `issueDate`, `countryIso2Code`, `countryDescription`, `diplomatic`, `knownFalse`, ...),
 * - `remark` (text).
 */
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { addAlias, CIRCA_YEARS, compactAddress, dateFromFolder, isoDate, newRecord, Problems, pushUnique, readListFile } from './common.js';
import { resolveCountry } from './countries.js';
import type { ListDateOfBirth, ListLoadResult, ListRecord } from './types.js';

export const EU_FSF_FILE = 'xmlFullSanctionsList_1_1.xml';
/** Download URL without its token; the token is a setting (VIGIL_EU_FSF_TOKEN, see registry.ts). */
export const EU_FSF_URL = 'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content';
/** The public token the Commission's own RSS feed (https://webgate.ec.europa.eu/fsd/fsf/public/rss) links with. */
export const EU_FSF_PUBLIC_TOKEN = 'dG9rZW4tMjAxNw';
const EU_FSF_PAGE_URL = 'https://data.europa.eu/data/datasets/consolidated-list-of-persons-groups-and-entities-subject-to-eu-financial-sanctions';
const SOURCE_NAME = 'EU Financial Sanctions Files (FSF) consolidated list';

const TYPES: Record<string, 'individual' | 'company'> = { person: 'individual', enterprise: 'company' };
// Elements that repeat inside a sanctionEntity (and the entity itself).
const REPEATED = new Set(['sanctionEntity', 'nameAlias', 'regulation', 'citizenship', 'birthdate', 'address', 'identification', 'remark']);

type Node = Record<string, unknown>;

/** Attribute value, whitespace collapsed ('' when absent). */
function attr(node: Node | undefined, name: string): string {
  const v = node?.[`@_${name}`];
  return v === undefined || v === null ? '' : String(v).replace(/\s+/g, ' ').trim();
}

function children(node: Node, key: string): Node[] {
  const v = node[key];
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((x) => (typeof x === 'object' && x !== null ? (x as Node) : { '#text': x }));
}

const text = (n: Node) => String(n['#text'] ?? '').replace(/\s+/g, ' ').trim();

/** ISO alpha-2 of an element's country: `countryIso2Code` unless "00", else the description resolved. */
function country(n: Node): string | undefined {
  const code = attr(n, 'countryIso2Code').toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && code !== '00') return code;
  const description = attr(n, 'countryDescription');
  return description && description.toUpperCase() !== 'UNKNOWN' ? resolveCountry(description) : undefined;
}

const countryName = (n: Node) => (attr(n, 'countryDescription').toUpperCase() === 'UNKNOWN' ? '' : attr(n, 'countryDescription'));

/**
 * A `birthdate` element: full `birthdate` -> exact; `year` (+ `monthOfYear`) -> year, or ± CIRCA_YEARS
 * when `circa="true"`; `yearRangeFrom`/`yearRangeTo` -> range (one bound alone stays one-sided, e.g.
 * "born by 1980"). Undefined when it gives no year (place-only elements).
 */
export function euBirthDate(b: Node): ListDateOfBirth | undefined {
  const full = isoDate(attr(b, 'birthdate'));
  const year = Number(attr(b, 'year')) || (full ? Number(full.slice(0, 4)) : undefined);
  const month = Number(attr(b, 'monthOfYear')) || (full ? Number(full.slice(5, 7)) : undefined);
  const day = Number(attr(b, 'dayOfMonth')) || (full ? Number(full.slice(8, 10)) : undefined);
  const [from, to] = [Number(attr(b, 'yearRangeFrom')) || undefined, Number(attr(b, 'yearRangeTo')) || undefined];
  const circa = attr(b, 'circa') === 'true';
  const span = from && to ? `${from}-${to}` : from ? `from ${from}` : to ? `until ${to}` : '';
  const raw = [attr(b, 'birthdate') || [day, month, year].filter(Boolean).join('/'), span, circa ? 'circa' : ''].filter(Boolean).join(' ');
  if (from || to) return { raw, kind: 'range', ...(from ? { from_year: from } : {}), ...(to ? { to_year: to } : {}) };
  if (!year) return undefined;
  if (circa) return { raw, kind: 'range', year, from_year: year - CIRCA_YEARS, to_year: year + CIRCA_YEARS };
  if (day && month) return { raw, kind: 'exact', year, month, day };
  return { raw, kind: 'year', year, ...(month ? { month } : {}) };
}

/** The primary name: the first strong alias without a language or in English, else the first strong, else the first. */
function primaryAlias(aliases: Node[]): Node {
  const strong = aliases.filter((a) => attr(a, 'strong') !== 'false');
  return strong.find((a) => ['', 'EN'].includes(attr(a, 'nameLanguage').toUpperCase())) ?? strong[0] ?? aliases[0];
}

function entityRecord(e: Node, problems: Problems): ListRecord | undefined {
  const id = attr(e, 'logicalId');
  const code = attr(children(e, 'subjectType')[0], 'code').toLowerCase();
  const type = TYPES[code];
  const aliases = children(e, 'nameAlias').filter((a) => attr(a, 'wholeName') || attr(a, 'lastName') || attr(a, 'firstName'));
  if (!id || !type || aliases.length === 0) {
    const why = !id ? 'no logicalId' : !type ? `unknown subjectType code "${code}"` : 'no nameAlias with a name';
    problems.bad(`EU FSF sanctionEntity ${id || '?'}: ${why}`);
    return undefined;
  }
  const fullName = (a: Node) => attr(a, 'wholeName') || [attr(a, 'firstName'), attr(a, 'middleName'), attr(a, 'lastName')].filter(Boolean).join(' ');
  const primary = primaryAlias(aliases);
  const regulations = children(e, 'regulation');
  const rec = newRecord({
    list: 'eu_fsf',
    source_name: SOURCE_NAME,
    source_id: id,
    entity_type: type,
    result_type: 'sanction',
    name: fullName(primary),
    url: regulations.map((r) => text(children(r, 'publicationUrl')[0] ?? {})).find(Boolean) || EU_FSF_PAGE_URL,
  });
  const [first, middle, last] = ['firstName', 'middleName', 'lastName'].map((k) => attr(primary, k));
  if (type === 'individual' && (first || last)) {
    rec.names[0].parts = { ...(first ? { first } : {}), ...(middle ? { middle } : {}), ...(last ? { last } : {}) };
  }
  // Strong names before weak ones, so a name published both ways stays strong.
  const ordered = [...aliases.filter((a) => attr(a, 'strong') !== 'false'), ...aliases.filter((a) => attr(a, 'strong') === 'false')];
  for (const a of ordered) {
    if (a === primary) continue;
    addAlias(rec, fullName(a), attr(a, 'strong') === 'false' ? 'weak' : 'strong', attr(a, 'nameLanguage') || undefined);
  }
  const gender = aliases.map((a) => attr(a, 'gender').toUpperCase()).find((g) => g === 'M' || g === 'F');
  if (gender) rec.gender = gender === 'M' ? 'male' : 'female';
  const titles: string[] = [];
  for (const a of aliases) for (const k of ['title', 'function']) pushUnique(titles, attr(a, k));
  if (titles.length) rec.title = titles.join('; ');

  for (const r of regulations) pushUnique(rec.programs, attr(r, 'programme'));
  // The entity's designation date when given, else the earliest regulation publication (the listing act).
  const listed = isoDate(attr(e, 'designationDate'))
    ?? regulations.map((r) => isoDate(attr(r, 'publicationDate'))).filter((d): d is string => !!d).sort()[0];
  if (listed) rec.listed_on = listed;

  for (const b of children(e, 'birthdate')) {
    const dob = euBirthDate(b);
    if (dob && !rec.dates_of_birth.some((d) => d.raw === dob.raw)) rec.dates_of_birth.push(dob);
    pushUnique(rec.places_of_birth, [attr(b, 'place'), attr(b, 'city'), attr(b, 'region'), countryName(b)].filter(Boolean).join(', '));
  }
  for (const c of children(e, 'citizenship')) {
    const code2 = country(c);
    pushUnique(rec.nationalities, code2);
    pushUnique(rec.countries, code2);
  }
  for (const a of children(e, 'address')) {
    const addr = compactAddress({
      street: [attr(a, 'street'), attr(a, 'poBox') && `P.O. Box ${attr(a, 'poBox')}`, attr(a, 'place')].filter(Boolean).join(', '),
      city: attr(a, 'city'),
      postal_code: attr(a, 'zipCode'),
      region: attr(a, 'region'),
      country: country(a),
      country_name: countryName(a),
    });
    if (!addr) continue;
    rec.addresses.push(addr);
    pushUnique(rec.countries, addr.country);
  }
  for (const i of children(e, 'identification')) {
    const number = attr(i, 'number') || attr(i, 'latinNumber');
    if (!number) continue;
    const flags = ['diplomatic', 'knownExpired', 'knownFalse', 'reportedLost', 'revokedByIssuer'].filter((f) => attr(i, f) === 'true');
    const note = [attr(i, 'issuedBy') && `issued by ${attr(i, 'issuedBy')}`, attr(i, 'issueDate') && `issued ${attr(i, 'issueDate')}`,
      ...flags, ...children(i, 'remark').map(text)].filter(Boolean).join('; ');
    const c = country(i);
    rec.identifiers.push({
      type: attr(i, 'identificationTypeDescription') || attr(i, 'identificationTypeCode') || 'Identification',
      number,
      ...(c ? { country: c } : {}),
      ...(note ? { note } : {}),
    });
    pushUnique(rec.countries, c);
  }
  const remarks = [
    ...children(e, 'remark').map(text),
    ...children(e, 'address').flatMap((a) => children(a, 'remark').map(text)),
    attr(e, 'euReferenceNumber') && `EU reference number: ${attr(e, 'euReferenceNumber')}`,
    attr(e, 'designationDetails'),
  ].filter(Boolean);
  if (remarks.length) rec.remarks = remarks.join('\n');
  // The UN reference number links the record to the UN list (un.ts uses it as source_id).
  const un = attr(e, 'unitedNationId');
  if (un) rec.same_as = [`un_sc:${un}`];
  return rec;
}

/**
 * Parses the EU FSF XML 1.1 (pure, no I/O).
 * Output: one record per `sanctionEntity` (person -> individual, enterprise -> company), `published_on`
 * from `generationDate`. Entities without `logicalId`, a known subject type or any name, and repeated
 * logicalIds, are malformed (counted, with warnings).
 * @throws Error when the text is not XML with an `export` root (the whole file is unusable).
 */
export function parseEuFsf(xml: string): Omit<ListLoadResult, 'list' | 'path'> {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => REPEATED.has(name),
  });
  // A cut download still parses into fewer elements: check the whole document is well-formed first.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`EU FSF list is not valid XML: ${valid.err.msg} (line ${valid.err.line})`);
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (err) {
    throw new Error(`EU FSF list is not valid XML: ${(err as Error).message}`);
  }
  const root = doc.export;
  if (root === undefined || root === null || (typeof root !== 'object' && root !== '')) throw new Error('EU FSF list: no export root element');
  const problems = new Problems();
  const records: ListRecord[] = [];
  const seen = new Set<string>();
  const entities = typeof root === 'object' ? children(root as Node, 'sanctionEntity') : [];
  for (const e of entities) {
    const rec = entityRecord(e, problems);
    if (!rec) continue;
    if (seen.has(rec.source_id)) {
      problems.bad(`EU FSF: duplicate logicalId ${rec.source_id}`);
      continue;
    }
    seen.add(rec.source_id);
    records.push(rec);
  }
  const generated = typeof root === 'object' ? isoDate(attr(root as Node, 'generationDate')) : undefined;
  return { published_on: generated, records, malformed: problems.malformed, warnings: problems.warnings };
}

/**
 * Loads the EU FSF list from `dir` (file `xmlFullSanctionsList_1_1.xml`). `published_on` comes from the
 * file's generationDate, else the folder name.
 * @throws Error naming the path when the file is missing, unreadable or not the FSF XML.
 */
export async function loadEuFsf(dir: string, file = EU_FSF_FILE): Promise<ListLoadResult> {
  const full = path.join(dir, file);
  const xml = (await readListFile(full)).toString('utf8');
  let parsed: Omit<ListLoadResult, 'list' | 'path'>;
  try {
    parsed = parseEuFsf(xml);
  } catch (err) {
    throw new Error(`${full}: ${(err as Error).message}`);
  }
  return { list: 'eu_fsf', path: dir, ...parsed, published_on: parsed.published_on ?? dateFromFolder(dir) };
}
