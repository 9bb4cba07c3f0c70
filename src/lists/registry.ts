/**
 * The list catalogue: for each list id, where its snapshots live under the data dir, which files a
 * snapshot holds, the publishers' official download URLs, and the loader.
 *
 * Snapshot layout: `<dataDir>/<folder>/<date>/<files>`, where <date> is YYYY-MM or YYYY-MM-DD
 * (e.g. lists/us_ofac_sdn/2019-01 and lists/us_ofac_sdn/2021-07). A fresh download goes to
 * `<dataDir>/<folder>/<YYYY-MM-DD>/` (see `downloadFolder`), so the newest snapshot is simply the
 * lexicographically greatest dated subfolder that holds the required files. Files placed directly in
 * `<dataDir>/<folder>/` are accepted as a fallback when no dated subfolder is complete.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadBisDpl } from './bis-dpl.js';
import { loadCongress } from './congress.js';
import { loadCsl } from './csl.js';
import { linkByDocuments } from './document-links.js';
import { DFAT_FILE, DFAT_URL, loadDfat } from './dfat.js';
import { EU_FSF_FILE, EU_FSF_PUBLIC_TOKEN, EU_FSF_URL, loadEuFsf } from './eu-fsf.js';
import { EP_INDEX_FILE, EP_RAW_BASE, indexLegislatures, loadEveryPolitician } from './everypolitician.js';
import { loadOfac } from './ofac.js';
import { loadOfsi, OFSI_FILES, OFSI_XLSX_URL } from './ofsi.js';
import { loadSema, SEMA_FILE, SEMA_URL } from './sema.js';
import { loadUn } from './un.js';
import { FCDO_FILE, FCDO_URL, loadUkSanctionsList } from './uk-sanctions-list.js';
import type { ListLoadResult } from './types.js';

/** One file of a snapshot. `alternatives` are other accepted names (e.g. gzip); optional files may be absent. */
export interface ListFile {
  /** File name inside the snapshot (may hold `/` for files of an index, see `ListSource.indexedFiles`). */
  name: string;
  url: string;
  alternatives?: string[];
  optional?: boolean;
  /**
   * Settings in `url`: each `{NAME}` is replaced by the environment variable NAME, else by the default
   * given here (the EU FSF download token: `{VIGIL_EU_FSF_TOKEN}`). See `fileUrl` in fetch.ts.
   */
  urlSettings?: Record<string, string>;
}

export interface ListSource {
  id: string;
  /** Human name of the list (the loaders' source_name; the CSL's records carry their sub-list names). */
  name: string;
  /** Folder under the data dir holding the dated snapshot subfolders. */
  folder: string;
  files: ListFile[];
  /** Loads a snapshot folder (one that `findSnapshot` returned). */
  load: (dir: string) => Promise<ListLoadResult>;
  /**
   * For a list published as an index plus the files it names (EveryPolitician: `countries.json`, then
   * one Popolo file per legislature): the further files to download, read from the declared files just
   * downloaded into `dir`; `urls` maps each declared file name to the URL it came from. Files are
   * required. @throws Error when the index is unusable.
   */
  indexedFiles?: (dir: string, urls: Record<string, string>) => ListFile[];
}

const OFAC = 'https://www.treasury.gov/ofac/downloads';

/** Every list Vigil screens against, in display order. */
export const LIST_CATALOGUE: readonly ListSource[] = [
  {
    id: 'us_ofac_sdn',
    name: 'OFAC Specially Designated Nationals (SDN) List',
    folder: 'lists/us_ofac_sdn',
    files: [
      { name: 'sdn.csv', url: `${OFAC}/sdn.csv` },
      { name: 'alt.csv', url: `${OFAC}/alt.csv` },
      { name: 'add.csv', url: `${OFAC}/add.csv` },
      { name: 'sdn_comments.csv', url: `${OFAC}/sdn_comments.csv`, optional: true },
    ],
    load: (dir) => loadOfac(dir, 'us_ofac_sdn'),
  },
  {
    id: 'us_ofac_cons',
    name: 'OFAC Consolidated (non-SDN) List',
    folder: 'lists/us_ofac_cons',
    files: [
      { name: 'cons_prim.csv', url: `${OFAC}/consolidated/cons_prim.csv` },
      { name: 'cons_alt.csv', url: `${OFAC}/consolidated/cons_alt.csv` },
      { name: 'cons_add.csv', url: `${OFAC}/consolidated/cons_add.csv` },
      { name: 'cons_comments.csv', url: `${OFAC}/consolidated/cons_comments.csv`, optional: true },
    ],
    load: (dir) => loadOfac(dir, 'us_ofac_cons'),
  },
  {
    id: 'un_sc',
    name: 'UN Security Council Consolidated List',
    folder: 'lists/un_sc',
    files: [{ name: 'UN_consolidated.xml', alternatives: ['consolidated.xml'], url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml' }],
    load: (dir) => loadUn(dir, existingName(dir, ['UN_consolidated.xml', 'consolidated.xml'])),
  },
  {
    id: 'us_trade_csl',
    name: 'US Consolidated Screening List (trade.gov)',
    folder: 'lists/us_trade_csl',
    files: [{
      name: 'consolidated.csv',
      alternatives: ['consolidated.csv.gz'],
      url: 'https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv',
    }],
    load: (dir) => loadCsl(dir),
  },
  {
    id: 'us_bis_dpl',
    name: 'BIS Denied Persons List',
    folder: 'lists/us_bis_dpl',
    files: [{ name: 'dpl.txt', url: 'https://www.bis.doc.gov/dpl/dpl.txt' }],
    load: (dir) => loadBisDpl(dir),
  },
  {
    id: 'us_congress',
    name: 'US Congress and Executive PEPs',
    folder: 'pep/us_congress',
    files: [
      { name: 'legislators-current.yaml', url: 'https://unitedstates.github.io/congress-legislators/legislators-current.yaml' },
      { name: 'executive.yaml', url: 'https://unitedstates.github.io/congress-legislators/executive.yaml', optional: true },
    ],
    load: (dir) => loadCongress(dir),
  },
  {
    id: 'everypolitician',
    name: 'EveryPolitician national legislatures (PEPs)',
    folder: 'pep/everypolitician',
    files: [{ name: EP_INDEX_FILE, url: `${EP_RAW_BASE}${EP_INDEX_FILE}` }],
    load: (dir) => loadEveryPolitician(dir),
    // countries.json names each legislature's Popolo file relative to the repository root (where it lies).
    indexedFiles: (dir, urls) =>
      indexLegislatures(readFileSync(path.join(dir, EP_INDEX_FILE), 'utf8'))
        .map((l) => ({ name: l.file, url: new URL(l.popolo, urls[EP_INDEX_FILE]).href })),
  },
  {
    id: 'gb_fcdo',
    name: 'UK Sanctions List (FCDO)',
    folder: 'lists/gb_fcdo',
    files: [{ name: FCDO_FILE, url: FCDO_URL }],
    load: (dir) => loadUkSanctionsList(dir),
  },
  {
    id: 'eu_fsf',
    name: 'EU Financial Sanctions Files (FSF) consolidated list',
    folder: 'lists/eu_fsf',
    files: [{
      name: EU_FSF_FILE,
      url: `${EU_FSF_URL}?token={VIGIL_EU_FSF_TOKEN}`,
      urlSettings: { VIGIL_EU_FSF_TOKEN: EU_FSF_PUBLIC_TOKEN },
    }],
    load: (dir) => loadEuFsf(dir),
  },
  {
    id: 'gb_ofsi',
    name: 'UK HM Treasury (OFSI) Consolidated List of Financial Sanctions Targets',
    folder: 'lists/gb_ofsi_conlist',
    // The 2022-format XLSX is fetched; a snapshot holding only the legacy CSV (ConList.csv, formerly
    // sanctionsconlist.csv, at OFSI_CSV_URL) is read too. loadOfsi prefers the XLSX.
    files: [{ name: OFSI_FILES[0], alternatives: OFSI_FILES.slice(1), url: OFSI_XLSX_URL }],
    load: (dir) => loadOfsi(dir),
  },
  {
    id: 'au_dfat',
    name: 'Australia DFAT Consolidated List',
    folder: 'lists/au_dfat_consolidated',
    files: [{ name: DFAT_FILE, url: DFAT_URL }],
    load: (dir) => loadDfat(dir),
  },
  {
    id: 'ca_sema',
    name: 'Consolidated Canadian Autonomous Sanctions List',
    folder: 'lists/ca_sema',
    files: [{ name: SEMA_FILE, url: SEMA_URL }],
    load: (dir) => loadSema(dir),
  },
];

/** First of `names` present in `dir` (the first name when none is, so the loader's error names it). */
function existingName(dir: string, names: string[]): string {
  return names.find((n) => existsSync(path.join(dir, n))) ?? names[0];
}

/** Catalogue entry for `listId`. @throws Error for an unknown id. */
export function listSource(listId: string): ListSource {
  const source = LIST_CATALOGUE.find((s) => s.id === listId);
  if (!source) throw new Error(`Unknown list id "${listId}" (known: ${LIST_CATALOGUE.map((s) => s.id).join(', ')})`);
  return source;
}

/** True when `dir` holds every required file (under its name or an alternative). */
function complete(dir: string, source: ListSource): boolean {
  return source.files.every((f) => f.optional || [f.name, ...(f.alternatives ?? [])].some((n) => existsSync(path.join(dir, n))));
}

/**
 * The snapshot folder to load for `listId` (synchronous: a few directory reads): the newest dated subfolder (name YYYY-MM or YYYY-MM-DD,
 * lexicographic max) of `<dataDir>/<folder>` holding every required file, else that folder itself
 * if it holds them, else null (including when the folder does not exist).
 * @throws Error for an unknown list id.
 */
export function findSnapshot(dataDir: string, listId: string): string | null {
  const source = listSource(listId);
  const root = path.join(dataDir, source.folder);
  let entries: string[];
  try {
    // A snapshot folder may be a symbolic link (an operator pointing at a shared copy).
    entries = readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() || (e.isSymbolicLink() && statSync(path.join(root, e.name), { throwIfNoEntry: false })?.isDirectory()))
      .map((e) => e.name);
  } catch {
    return null; // no folder for this list
  }
  const dated = entries.filter((n) => /^\d{4}-\d{2}(-\d{2})?$/.test(n)).sort().reverse();
  const newest = dated.find((name) => complete(path.join(root, name), source));
  if (newest) return path.join(root, newest);
  return complete(root, source) ? root : null;
}

/** Where a fresh download of `listId` goes: `<dataDir>/<folder>/<YYYY-MM-DD>` (UTC date). */
export function downloadFolder(dataDir: string, listId: string, date = new Date()): string {
  return path.join(dataDir, listSource(listId).folder, date.toISOString().slice(0, 10));
}

/**
 * Loads the newest snapshot of one list (see `findSnapshot`).
 * Output: the loader's `ListLoadResult`, or null when no snapshot with the required files exists.
 * @throws Error for an unknown list id, or (from the loader) when a file is unreadable or not in
 * the expected format; malformed rows never throw (they are counted in `malformed`).
 */
export async function loadList(dataDir: string, listId: string): Promise<ListLoadResult | null> {
  const dir = findSnapshot(dataDir, listId);
  return dir ? listSource(listId).load(dir) : null;
}

/**
 * Loads every catalogued list that has a snapshot under `dataDir`, one after another, in catalogue
 * order; lists without one are skipped. OFAC and CSL records are then linked to UN records by shared
 * identity documents (document-links.ts). One at a time because parsing is CPU-bound on one thread
 * (concurrency gained nothing) while each loader's garbage (parsed rows, XML trees) peaks while it
 * runs: run together, their peaks added up (about 980 MB RSS for the full corpus, see
 * docs/benchmarks.md). @throws like `loadList`.
 */
export async function loadAllLists(dataDir: string): Promise<ListLoadResult[]> {
  const results: ListLoadResult[] = [];
  for (const s of LIST_CATALOGUE) {
    const r = await loadList(dataDir, s.id);
    if (r) results.push(r);
  }
  linkByDocuments(results.flatMap((r) => r.records));
  return results;
}
