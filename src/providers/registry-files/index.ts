/**
 * The catalogue of company-registry bulk files: for each source, the folder under
 * `$VIGIL_DATA_DIR/companies/` holding its dated snapshots, the publisher's download and format
 * documentation, and which parser reads which file of a snapshot.
 *
 * Snapshot layout (the list data's convention, `src/lists/registry.ts`): `<dataDir>/companies/<folder>/<date>/<files>`,
 * <date> `YYYY-MM` or `YYYY-MM-DD`; the current snapshot is the newest dated subfolder holding the
 * source's required files, else the folder itself when it holds them. Files keep the publishers' names
 * and packing (plain, .gz or .zip, see `./open-file.ts`).
 * File kinds are told by name; a GLEIF file whose name says neither `lei`/`lei2`, `rr` nor `repex` is
 * told by its document element (`LEIData`, `RelationshipData`, `ReportingExceptionData`).
 */
import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { dateFromFolder } from '../../lists/common.js';
import { parseGbCohBasicCompanies } from './gb-coh-basic.js';
import { parseGbCohOfficers } from './gb-coh-officers.js';
import { readElfCodes } from './gleif-elf.js';
import { parseGleifLeiRecords } from './gleif-lei.js';
import { parseGleifRelationships } from './gleif-rr.js';
import { parseBrregEnheter } from './no-brreg.js';
import { openFileStream, textChunks } from './open-file.js';

export * from './types.js';
export { parseGbCohBasicCompanies, parseGbCohOfficers, readElfCodes, parseGleifLeiRecords, parseGleifRelationships, parseBrregEnheter };
export { relationshipToOwner } from './gleif-rr.js';
export { openFileStream } from './open-file.js';

/** What a file of a snapshot is, and so which parser reads it. */
export type RegistryFileKind = 'gb_coh_basic' | 'gb_coh_officers' | 'gleif_lei' | 'gleif_rr' | 'gleif_repex' | 'gleif_elf' | 'no_brreg_enheter';

/**
 * The parser of each kind. `gleif_elf` is a small code list read whole (`readElfCodes`, a Map);
 * `gleif_repex` (reporting exceptions: why no parent is reported) is recognised but not parsed yet.
 */
export const REGISTRY_PARSERS = {
  gb_coh_basic: parseGbCohBasicCompanies,
  gb_coh_officers: parseGbCohOfficers,
  gleif_lei: parseGleifLeiRecords,
  gleif_rr: parseGleifRelationships,
  gleif_elf: readElfCodes,
  no_brreg_enheter: parseBrregEnheter,
} as const;

export interface RegistryFileSource {
  id: string;
  name: string;
  publisher: string;
  /** Folder under the data dir (`companies/<id>`) holding the dated snapshot subfolders. */
  folder: string;
  /** Where the publisher offers the file(s). */
  download_url: string;
  /** The publisher's format, in a few words, and where it is documented. */
  format: string;
  format_url: string;
  /** The kinds of file a snapshot holds; a snapshot is complete when it has every required kind. */
  kinds: Array<{ kind: RegistryFileKind; required: boolean }>;
}

const PACKED = /\.(csv|zip)(\.gz)?$/i;

/** Every registry bulk source Vigil reads. */
export const REGISTRY_FILE_CATALOGUE: readonly RegistryFileSource[] = [
  {
    id: 'gb_coh_basic',
    name: 'Companies House Free Company Data Product (BasicCompanyData)',
    publisher: 'Companies House (UK)',
    folder: 'companies/gb_coh_basic',
    download_url: 'http://download.companieshouse.gov.uk/en_output.html',
    format: 'CSV, 55 quoted columns, in a zip (one file or parts), monthly',
    format_url: 'http://resources.companieshouse.gov.uk/toolsToHelp/pdf/freeDataProductDataset.pdf',
    kinds: [{ kind: 'gb_coh_basic', required: true }],
  },
  {
    id: 'gb_coh_officers',
    name: 'Companies House officers bulk data (Prod195 snapshot, Prod198 daily update)',
    publisher: 'Companies House (UK)',
    folder: 'companies/gb_coh_officers',
    download_url: 'https://www.gov.uk/guidance/companies-house-data-products',
    format: 'fixed-width text with "<"-delimited variable part, header/trailer records; supplied on request',
    format_url: 'https://chguide.co.uk/bulk-data/officers/recordTypes',
    kinds: [{ kind: 'gb_coh_officers', required: true }],
  },
  {
    id: 'gleif',
    name: 'GLEIF Golden Copy: LEI records (level 1) and relationships (level 2)',
    publisher: 'Global Legal Entity Identifier Foundation (GLEIF)',
    folder: 'companies/gleif',
    download_url: 'https://www.gleif.org/en/lei-data/gleif-golden-copy/download-the-golden-copy',
    format: 'LEI-CDF 2.1 / RR-CDF 2.1 / reporting-exception XML, each in a zip, published three times a day',
    format_url: 'https://www.gleif.org/en/about-lei/common-data-file-format',
    kinds: [
      { kind: 'gleif_lei', required: true },
      { kind: 'gleif_rr', required: false },
      { kind: 'gleif_repex', required: false },
    ],
  },
  {
    id: 'gleif_elf',
    name: 'ISO 20275 Entity Legal Forms (ELF) code list',
    publisher: 'Global Legal Entity Identifier Foundation (GLEIF)',
    folder: 'companies/gleif_elf',
    download_url: 'https://www.gleif.org/en/about-lei/code-lists/iso-20275-entity-legal-forms-code-list',
    format: 'CSV with byte-order mark, all fields quoted, one row per code and language',
    format_url: 'https://www.gleif.org/en/about-lei/code-lists/iso-20275-entity-legal-forms-code-list',
    kinds: [{ kind: 'gleif_elf', required: true }],
  },
  {
    id: 'no_brreg',
    name: 'Brønnøysund Enhetsregisteret, main units (enheter)',
    publisher: 'Brønnøysundregistrene (Norway)',
    folder: 'companies/no_brreg',
    download_url: 'https://data.brreg.no/enhetsregisteret/api/enheter/lastned/csv',
    format: 'CSV, 54 columns, quoted, UTF-8; daily',
    format_url: 'https://data.brreg.no/enhetsregisteret/api/dokumentasjon/no/index.html',
    kinds: [{ kind: 'no_brreg_enheter', required: true }],
  },
];

/** Catalogue entry for `id`. @throws Error for an unknown id. */
export function registrySource(id: string): RegistryFileSource {
  const source = REGISTRY_FILE_CATALOGUE.find((s) => s.id === id);
  if (!source) throw new Error(`Unknown registry source "${id}" (known: ${REGISTRY_FILE_CATALOGUE.map((s) => s.id).join(', ')})`);
  return source;
}

const GLEIF_ROOTS: Record<string, RegistryFileKind> = { LEIData: 'gleif_lei', RelationshipData: 'gleif_rr', ReportingExceptionData: 'gleif_repex' };

/** The document element's local name of an XML file (plain/gz/zip), read from its first few KB. */
async function documentElement(file: string): Promise<string | undefined> {
  const stream = await openFileStream(file, { zipEntry: /\.xml$/i });
  let head = '';
  try {
    for await (const chunk of textChunks(stream)) {
      head += chunk;
      const m = /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''));
      if (m) return m[1];
      if (head.length > 16_384) return undefined;
    }
    return undefined;
  } finally {
    stream.destroy();
  }
}

/**
 * What kind of file `fileName` is in a snapshot of `source` (undefined: not one of its files).
 * GLEIF names are read as tokens: `lei`/`lei2`, `rr`, `repex` (`lei-data.xml`,
 * `20230605-0800-gleif-goldencopy-rr-golden-copy.xml.zip`); other XML files are sniffed.
 */
export async function registryFileKind(source: RegistryFileSource, file: string): Promise<RegistryFileKind | undefined> {
  const name = path.basename(file);
  switch (source.id) {
    case 'gb_coh_basic':
      return PACKED.test(name) ? 'gb_coh_basic' : undefined;
    case 'gb_coh_officers':
      return /\.(dat|txt|zip)(\.gz)?$/i.test(name) ? 'gb_coh_officers' : undefined;
    case 'gleif_elf':
      return PACKED.test(name) ? 'gleif_elf' : undefined;
    case 'no_brreg':
      return PACKED.test(name) ? 'no_brreg_enheter' : undefined;
    case 'gleif': {
      if (!/\.xml(\.zip|\.gz)?$|\.zip$/i.test(name)) return undefined;
      const tokens = name.toLowerCase().split(/[-_.]/);
      if (tokens.includes('repex')) return 'gleif_repex';
      if (tokens.includes('rr')) return 'gleif_rr';
      if (tokens.includes('lei') || tokens.includes('lei2')) return 'gleif_lei';
      const root = await documentElement(file).catch(() => undefined);
      return root ? GLEIF_ROOTS[root] : undefined;
    }
    default:
      return undefined;
  }
}

/** One file of a snapshot with its kind. */
export interface RegistryFile {
  path: string;
  kind: RegistryFileKind;
}

/** The recognised files of folder `dir` for `source`, sorted by name. */
export async function registryFiles(source: RegistryFileSource, dir: string): Promise<RegistryFile[]> {
  let names: string[];
  try {
    // stat, not the dirent type: symlinked files count (operators link big downloads into place).
    names = (await readdir(dir)).filter((n) => statSync(path.join(dir, n), { throwIfNoEntry: false })?.isFile()).sort();
  } catch {
    return [];
  }
  const files: RegistryFile[] = [];
  for (const name of names) {
    const kind = await registryFileKind(source, path.join(dir, name));
    if (kind) files.push({ path: path.join(dir, name), kind });
  }
  return files;
}

/** A snapshot: its folder, date (from the folder name, when dated) and files. */
export interface RegistrySnapshot {
  source: RegistryFileSource;
  dir: string;
  date?: string;
  files: RegistryFile[];
}

/**
 * The current snapshot of `sourceId` under `dataDir` (the data dir, holding `companies/`): the newest
 * dated subfolder of its folder with every required kind of file, else the folder itself when it
 * has them, else null (also when the folder does not exist).
 * @throws Error for an unknown source id.
 */
export async function findRegistrySnapshot(dataDir: string, sourceId: string): Promise<RegistrySnapshot | null> {
  const source = registrySource(sourceId);
  const root = path.join(dataDir, source.folder);
  let dated: string[];
  try {
    dated = (await readdir(root))
      .filter((n) => /^\d{4}-\d{2}(-\d{2})?$/.test(n) && statSync(path.join(root, n), { throwIfNoEntry: false })?.isDirectory())
      .sort()
      .reverse();
  } catch {
    return null;
  }
  const complete = (files: RegistryFile[]) => source.kinds.every((k) => !k.required || files.some((f) => f.kind === k.kind));
  for (const dir of [...dated.map((d) => path.join(root, d)), root]) {
    const files = await registryFiles(source, dir);
    if (complete(files)) return { source, dir, ...(dateFromFolder(dir) ? { date: dateFromFolder(dir) } : {}), files };
  }
  return null;
}
