/**
 * Loads registry bulk files (./index.ts catalogue) into the database, streaming: records are parsed
 * one at a time and inserted in batches of BATCH_ROWS, so memory stays bounded whatever the file
 * size (the GLEIF golden copy has about 2.5 million records).
 *
 * Each load of a source writes into its own new partition (`registry_companies_l<load id>`, and the
 * officers / relationships partitions), created without indexes; when the file is done the
 * partition's indexes are built, and ONE transaction attaches the new partitions, marks the load
 * active and detaches the previous load's (dropped afterwards). A crash mid-load therefore leaves the
 * previous data in use; the half-written partitions of a crashed load are dropped by the next load.
 * An unchanged snapshot (same file names, sizes and modification times) is skipped unless forced.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Db, Queryable } from '../../storage/db.js';
import type { Logger } from '../../log.js';
import { foldText, LEGAL_FORMS } from '../../screening/normalise.js';
import type { RegistryCompany } from './types.js';
import { ParseReport } from './types.js';
import {
  REGISTRY_FILE_CATALOGUE,
  findRegistrySnapshot,
  parseBrregEnheter,
  parseGbCohBasicCompanies,
  parseGbCohOfficers,
  parseGleifLeiRecords,
  parseGleifRelationships,
  readElfCodes,
  type RegistrySnapshot,
} from './index.js';

/** Rows per INSERT statement (one round trip each). */
const BATCH_ROWS = 2000;

/** The registry sources loaded, in order (the ELF code list is read as part of the GLEIF load). */
export const LOADED_SOURCES = ['gb_coh_basic', 'gb_coh_officers', 'gleif', 'no_brreg'] as const;

export interface RegistryLoadResult {
  source: string;
  status: 'loaded' | 'unchanged' | 'missing';
  records: number;
  malformed: number;
  seconds: number;
  snapshot?: string;
}

/** Upper-case letters and digits only: how registration numbers are compared. */
export const normNumber = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Retrieval tokens of a company name: the screening engine's folding (`foldText`: transliteration,
 * case, punctuation) split into words, without the engine's legal-form words (LTD, LIMITED, AS, ASA,
 * GMBH, ...) unless nothing else is left. About 4 µs a name, so it keeps pace with bulk loading; the
 * ranking itself uses the engine's full name scorer (../confidence.ts).
 */
export function companyTokens(name: string): string[] {
  const words = foldText(name).split(' ').filter(Boolean);
  const kept = words.filter((w) => LEGAL_FORMS[w] === undefined);
  return [...new Set(kept.length ? kept : words)];
}

/** Exact-identity key: the tokens sorted ("Aker BP ASA" and "aker bp" share it). */
export const nameKeyOf = (tokens: string[]) => [...tokens].sort().join(' ');

function fingerprint(snapshot: RegistrySnapshot): string {
  const h = crypto.createHash('sha256');
  for (const f of snapshot.files) {
    const st = fs.statSync(f.path);
    h.update(`${f.path}\0${st.size}\0${st.mtimeMs}\n`);
  }
  return h.digest('hex');
}

/** Batches rows into INSERT ... SELECT FROM jsonb_to_recordset statements against one partition. */
class BatchWriter<T> {
  private rows: T[] = [];
  count = 0;
  constructor(
    private readonly db: Queryable,
    private readonly sql: string,
    private readonly loadId: number,
  ) {}
  async add(row: T): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= BATCH_ROWS) await this.flush();
  }
  async flush(): Promise<void> {
    if (!this.rows.length) return;
    const batch = this.rows;
    this.rows = [];
    await this.db.query(this.sql, [this.loadId, JSON.stringify(batch)]);
    this.count += batch.length;
  }
}

interface Partitions {
  companies?: BatchWriter<Record<string, unknown>>;
  officers?: BatchWriter<Record<string, unknown>>;
  relationships?: BatchWriter<Record<string, unknown>>;
}

const PARTITION_SQL = {
  companies: (t: string) =>
    `INSERT INTO ${t} (load_id, provider_id, name, country, name_key, tokens, reg_numbers, data)
     SELECT $1, x.provider_id, x.name, x.country, x.name_key, x.tokens, x.reg_numbers, x.data
       FROM jsonb_to_recordset($2::jsonb) AS x(provider_id text, name text, country text, name_key text, tokens text[], reg_numbers text[], data jsonb)`,
  officers: (t: string) =>
    `INSERT INTO ${t} (load_id, company_provider_id, data)
     SELECT $1, x.company_provider_id, x.data FROM jsonb_to_recordset($2::jsonb) AS x(company_provider_id text, data jsonb)`,
  relationships: (t: string) =>
    `INSERT INTO ${t} (load_id, child_lei, parent_lei, data)
     SELECT $1, x.child_lei, x.parent_lei, x.data FROM jsonb_to_recordset($2::jsonb) AS x(child_lei text, parent_lei text, data jsonb)`,
} as const;

type Kind = keyof typeof PARTITION_SQL;
const partitionName = (kind: Kind, loadId: number) => `registry_${kind}_l${loadId}`;

/** Drops partitions of loads that never finished (a crash mid-load) and marks those loads failed. */
async function dropUnfinishedLoads(db: Db): Promise<void> {
  const stale = await db.query<{ id: number }>(`SELECT id FROM registry_loads WHERE status = 'loading'`);
  for (const { id } of stale.rows) {
    for (const kind of Object.keys(PARTITION_SQL) as Kind[]) await db.query(`DROP TABLE IF EXISTS ${partitionName(kind, Number(id))}`);
    await db.query(`UPDATE registry_loads SET status = 'failed', finished_at = now() WHERE id = $1`, [id]);
  }
}

function companyRow(c: RegistryCompany) {
  const tokens = companyTokens(c.name);
  return {
    provider_id: c.provider_id,
    name: c.name,
    country: c.country ?? '',
    name_key: nameKeyOf(tokens),
    tokens,
    reg_numbers: [...new Set(c.registration_numbers.map((r) => normNumber(r.number)).filter(Boolean))],
    data: c,
  };
}

/** A company as the CH officers file names it (its type-1 record): number and name only. */
function officersFileCompany(providerId: string, number: string, name: string): RegistryCompany & { from_officers_file: true } {
  return {
    source: 'gb_coh',
    provider_id: providerId,
    name,
    previous_names: [],
    other_names: [],
    status: 'unknown',
    country: 'GB',
    address: {},
    registration_numbers: [{ number, type: 'company_number', register: 'GB-COH' }],
    industry_codes: [],
    from_officers_file: true,
  };
}

/** Parses `snapshot` of `sourceId` into the writers. */
async function parseInto(sourceId: string, snapshot: RegistrySnapshot, p: Partitions, report: ParseReport, dataDir: string): Promise<void> {
  for (const file of snapshot.files) {
    switch (file.kind) {
      case 'gb_coh_basic':
        for await (const c of parseGbCohBasicCompanies(file.path, { report })) await p.companies!.add(companyRow(c));
        break;
      case 'no_brreg_enheter':
        for await (const c of parseBrregEnheter(file.path, { report })) await p.companies!.add(companyRow(c));
        break;
      case 'gb_coh_officers':
        {
          // The officers file's own company records (number + name) make its companies findable even
          // without the basic company file; the full record wins when both are loaded (provider.ts).
          let last: string | undefined;
          for await (const a of parseGbCohOfficers(file.path, { report })) {
            if (a.entered_in_error) continue;
            if (a.company_provider_id !== last && a.company_name) {
              last = a.company_provider_id;
              await p.companies!.add(companyRow(officersFileCompany(a.company_provider_id, a.company_number, a.company_name)));
            }
            await p.officers!.add({ company_provider_id: a.company_provider_id, data: a.officer });
          }
        }
        break;
      case 'gleif_lei': {
        const elfSnapshot = await findRegistrySnapshot(dataDir, 'gleif_elf');
        const elf = elfSnapshot ? await readElfCodes(elfSnapshot.files[0].path) : undefined;
        for await (const c of parseGleifLeiRecords(file.path, { report, elf })) await p.companies!.add(companyRow(c));
        break;
      }
      case 'gleif_rr':
        for await (const r of parseGleifRelationships(file.path, { report })) {
          await p.relationships!.add({ child_lei: r.child_lei, parent_lei: r.parent_lei, data: r });
        }
        break;
      default:
        break; // recognised but not loaded (GLEIF reporting exceptions)
    }
  }
  void sourceId;
}

/** The partitions a source writes. */
function kindsOf(sourceId: string): Kind[] {
  if (sourceId === 'gb_coh_officers') return ['companies', 'officers'];
  if (sourceId === 'gleif') return ['companies', 'relationships'];
  return ['companies'];
}

const INDEXES: Record<Kind, (t: string) => string[]> = {
  companies: (t) => [
    `CREATE INDEX ${t}_provider ON ${t} (provider_id)`,
    `CREATE INDEX ${t}_name_key ON ${t} (name_key)`,
    `CREATE INDEX ${t}_tokens ON ${t} USING gin (tokens)`,
    `CREATE INDEX ${t}_reg ON ${t} USING gin (reg_numbers)`,
  ],
  officers: (t) => [`CREATE INDEX ${t}_company ON ${t} (company_provider_id)`],
  relationships: (t) => [`CREATE INDEX ${t}_child ON ${t} (child_lei)`],
};

/**
 * Loads one source's current snapshot (see module doc). `onProgress(records)` is called after each
 * batch. Returns what happened; throws on a file that is not the expected format (the previous data
 * stays active).
 */
export async function loadRegistrySource(
  db: Db,
  dataDir: string,
  sourceId: string,
  opts: { force?: boolean; onProgress?: (records: number) => void } = {},
): Promise<RegistryLoadResult> {
  const started = Date.now();
  const snapshot = await findRegistrySnapshot(dataDir, sourceId);
  if (!snapshot) return { source: sourceId, status: 'missing', records: 0, malformed: 0, seconds: 0 };
  const fp = fingerprint(snapshot);
  const active = (await db.query<{ id: number; fingerprint: string }>(`SELECT id, fingerprint FROM registry_loads WHERE source = $1 AND status = 'active'`, [sourceId])).rows[0];
  if (active && active.fingerprint === fp && !opts.force) {
    return { source: sourceId, status: 'unchanged', records: 0, malformed: 0, seconds: 0, snapshot: snapshot.dir };
  }
  await dropUnfinishedLoads(db);
  const kinds = kindsOf(sourceId);
  const report = new ParseReport();
  // One transaction for the whole load: a crash or a bad file rolls everything back (the previous
  // load stays active), and the embedded database writes its files once, at commit.
  const records = await db.transaction(async (tx) => {
    const loadId = Number(
      (
        await tx.query<{ id: number }>(
          `INSERT INTO registry_loads (source, snapshot_dir, fingerprint, status, started_at) VALUES ($1, $2, $3, 'loading', now()) RETURNING id`,
          [sourceId, snapshot.dir, fp],
        )
      ).rows[0].id,
    );
    const writers: Partitions = {};
    for (const kind of kinds) {
      const t = partitionName(kind, loadId);
      // The CHECK lets ATTACH PARTITION skip its validation scan.
      await tx.query(`CREATE TABLE ${t} (LIKE registry_${kind} INCLUDING DEFAULTS, CHECK (load_id = ${loadId}))`);
      writers[kind] = new BatchWriter(tx, PARTITION_SQL[kind](t), loadId);
    }
    const total = () => Object.values(writers).reduce((n, w) => n + (w?.count ?? 0), 0);
    for (const w of Object.values(writers)) {
      const flush = w!.flush.bind(w);
      w!.flush = async () => {
        await flush();
        opts.onProgress?.(total());
      };
    }
    await parseInto(sourceId, snapshot, writers, report, dataDir);
    for (const w of Object.values(writers)) await w!.flush();
    // Indexes are built once over the loaded partition, not maintained row by row.
    for (const kind of kinds) for (const sql of INDEXES[kind](partitionName(kind, loadId))) await tx.query(sql);

    const previous = (await tx.query<{ id: number }>(`SELECT id FROM registry_loads WHERE source = $1 AND status = 'active' FOR UPDATE`, [sourceId])).rows[0];
    if (previous) {
      for (const kind of kinds) await tx.query(`ALTER TABLE registry_${kind} DETACH PARTITION ${partitionName(kind, Number(previous.id))}`);
      await tx.query(`UPDATE registry_loads SET status = 'superseded' WHERE id = $1`, [previous.id]);
    }
    for (const kind of kinds) await tx.query(`ALTER TABLE registry_${kind} ATTACH PARTITION ${partitionName(kind, loadId)} FOR VALUES IN (${loadId})`);
    await tx.query(
      `UPDATE registry_loads SET status = 'active', record_count = $2, malformed_count = $3, published_on = $4, warnings = $5::jsonb, finished_at = now()
        WHERE id = $1`,
      [loadId, total(), report.malformed, report.published_on ?? snapshot.date ?? null, JSON.stringify(report.warnings.slice(0, 20))],
    );
    if (previous) for (const kind of kinds) await tx.query(`DROP TABLE ${partitionName(kind, Number(previous.id))}`);
    return total();
  });
  return { source: sourceId, status: 'loaded', records, malformed: report.malformed, seconds: (Date.now() - started) / 1000, snapshot: snapshot.dir };
}

/** Loads every source of LOADED_SOURCES that has files under `dataDir/companies/`. */
export async function loadCompanyRegistry(
  db: Db,
  dataDir: string,
  logger: Logger,
  opts: { force?: boolean; sources?: string[]; onProgress?: (source: string, records: number) => void } = {},
): Promise<RegistryLoadResult[]> {
  const results: RegistryLoadResult[] = [];
  for (const source of opts.sources ?? LOADED_SOURCES) {
    const r = await loadRegistrySource(db, dataDir, source, { force: opts.force, onProgress: (n) => opts.onProgress?.(source, n) });
    if (r.status === 'loaded') logger.info({ ...r }, 'company registry source loaded');
    results.push(r);
  }
  return results;
}

/** Whether any catalogue source has files under `dataDir/companies/` (a cheap existence check). */
export function hasRegistryFiles(dataDir: string): boolean {
  return REGISTRY_FILE_CATALOGUE.some((s) => fs.existsSync(`${dataDir}/${s.folder}`));
}
