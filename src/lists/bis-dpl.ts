/**
 * BIS Denied Persons List loader (https://www.bis.doc.gov/dpl/dpl.txt): tab-separated, quoted,
 * header row Name, Street_Address, City, State, Country, Postal_Code, Effective_Date (MM/DD/YYYY),
 * Expiration_Date, Standard_Order, Last_Update, Action, FR_Citation.
 *
 * Merging: BIS repeats a party on one row per address under the same order, so rows with the same
 * Name and FR_Citation (case and whitespace ignored) become ONE record with several addresses
 * (Nov 2023: 665 rows -> 576 records). Rows with different names stay separate even under one order
 * (BIS lists spelling variants such as "MANSOUR ZADEH" / "MANSOUR MOGHTADERI ZADEH" as own rows).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { addAlias, collapseSpaces, compactAddress, dateFromFolder, decodeText, looksLikeOrganisation, newRecord, Problems, pushUnique, readListFile } from './common.js';
import { resolveCountry } from './countries.js';
import { delimitedRows } from './csv.js';
import type { ListAddress, ListLoadResult, ListRecord } from './types.js';

export const DPL_FILE = 'dpl.txt';
export const DPL_URL = 'https://www.bis.gov/dpl';
const SOURCE_NAME = 'BIS Denied Persons List';

/** One row of dpl.txt, as published (header names as keys). */
export type DplRow = Record<string, string | undefined>;

/** "06/19/2003" -> "2003-06-19". */
function usDate(text: string | undefined): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  return m ? `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}` : undefined;
}

const norm = (s: string | undefined) => collapseSpaces(s ?? '');

/** The merge key: upper-cased name and FR citation. */
export function dplKey(row: DplRow): string {
  return `${norm(row.Name).toUpperCase()}|${norm(row.FR_Citation).toUpperCase()}`;
}

/**
 * Parses dpl.txt into rows (pure). Rows that break the tab/quote syntax or lack a Name are counted
 * in `problems` and left out.
 * @throws Error when the header lacks Name or FR_Citation (not the DPL format).
 */
export function parseDplRows(text: string, problems = new Problems()): DplRow[] {
  const table = delimitedRows(text.replace(/^\uFEFF/, ''), (message) => problems.bad(`dpl.txt: ${message}`), '\t');
  // Rows as objects keyed by the header's column names (a short row has only its first columns).
  const header = table[0] ?? [];
  const rows: DplRow[] = [];
  for (let r = 1; r < table.length; r++) {
    const row: Record<string, string> = {};
    const cells = table[r];
    for (let c = 0; c < header.length && c < cells.length; c++) row[header[c]] = cells[c];
    rows.push(row as unknown as DplRow);
  }
  if (rows.length && !(header.includes('Name') && header.includes('FR_Citation'))) {
    throw new Error(`not the DPL format: header lacks Name/FR_Citation (got ${header.slice(0, 6).join(',')})`);
  }
  return rows.filter((row, i) => {
    if (norm(row.Name)) return true;
    problems.bad(`dpl.txt row ${i + 2}: empty Name`);
    return false;
  });
}

// BIS leaves Country blank on most US addresses (prisons, home addresses) but fills State.
const US_STATES = new Set(('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
  'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP').split(' '));

function addressOf(row: DplRow): ListAddress | undefined {
  const [street, city, region, postal, countryText] = [row.Street_Address, row.City, row.State, row.Postal_Code, row.Country].map(norm);
  const country = countryText ? resolveCountry(countryText) : US_STATES.has(region.toUpperCase()) ? 'US' : undefined;
  return compactAddress({ street, city, postal_code: postal, region, country, country_name: countryText });
}

/** "FUYI SUN A/K/A FRANK SUN", "PEARL (A.K.A. NEI-CHIEN CHU) LI", "X D/B/A Y" -> aliases. */
function embeddedAliases(name: string): string[] {
  const out: string[] = [];
  const paren = /\((?:A\.K\.A\.|AKA)\s+([^)]+)\)/i.exec(name);
  if (paren) out.push(paren[1], name.replace(paren[0], ' '));
  const parts = name.split(/\s+(?:A\/K\/A|D\/B\/A)\s+/i);
  if (parts.length > 1) out.push(...parts);
  return out.map(norm).filter(Boolean);
}

/**
 * Merges parsed DPL rows into records (pure): one record per Name+FR_Citation, all its rows'
 * addresses (deduplicated), earliest Effective_Date as `listed_on`. `source_id` is a stable hash
 * of the merge key (the file has no ids). Entity type: `looksLikeOrganisation` (legal-form words
 * such as LTD, INC, LLC, CORP, GMBH, CO., S.A., TRADING, AIRLINES; or a single-word name) -> company,
 * else individual.
 */
export function dplRecords(rows: DplRow[]): ListRecord[] {
  const byKey = new Map<string, ListRecord>();
  for (const row of rows) {
    const key = dplKey(row);
    let rec = byKey.get(key);
    if (!rec) {
      const name = norm(row.Name);
      rec = newRecord({
        list: 'us_bis_dpl',
        source_name: SOURCE_NAME,
        source_id: createHash('sha1').update(key).digest('hex').slice(0, 16),
        entity_type: looksLikeOrganisation(name) ? 'company' : 'individual',
        result_type: 'enforcement',
        name,
        url: DPL_URL,
      });
      rec.programs = ['Denied Persons'];
      for (const alias of embeddedAliases(name)) addAlias(rec, alias, 'strong', 'aka');
      const fr = norm(row.FR_Citation);
      const expires = usDate(row.Expiration_Date);
      rec.remarks = [fr && `FR: ${fr}`, expires && `order expires ${expires}`, norm(row.Standard_Order) === 'Y' && 'standard order']
        .filter(Boolean).join('; ') || undefined;
      byKey.set(key, rec);
    }
    const addr = addressOf(row);
    if (addr && !rec.addresses.some((a) => JSON.stringify(a) === JSON.stringify(addr))) {
      rec.addresses.push(addr);
      pushUnique(rec.countries, addr.country);
    }
    const effective = usDate(row.Effective_Date);
    if (effective && (!rec.listed_on || effective < rec.listed_on)) rec.listed_on = effective;
  }
  return [...byKey.values()];
}

/**
 * Loads the Denied Persons List from `dir/dpl.txt` (merged as described above; the row count
 * before merging is the file's data-row count minus malformed rows).
 * `published_on` is the folder name when it is a date (the file has no publication date).
 * @throws Error naming the path when the file is missing, unreadable or not the DPL format.
 */
export async function loadBisDpl(dir: string): Promise<ListLoadResult> {
  const full = path.join(dir, DPL_FILE);
  const text = decodeText(await readListFile(full));
  const problems = new Problems();
  let rows: DplRow[];
  try {
    rows = parseDplRows(text, problems);
  } catch (err) {
    throw new Error(`${full}: ${(err as Error).message}`);
  }
  return {
    list: 'us_bis_dpl',
    path: dir,
    published_on: dateFromFolder(dir),
    records: dplRecords(rows),
    malformed: problems.malformed,
    warnings: problems.warnings,
  };
}
