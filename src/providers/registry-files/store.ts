/**
 * Loads registry bulk files (./index.ts catalogue) into the database, streaming: records are parsed
 * one at a time and loaded with COPY in batches of BATCH_ROWS, so memory stays bounded whatever the
 * file size (the GLEIF golden copy has about 2.5 million records). Why COPY, JSON text and these
 * settings: docs/decisions/002-registry-load-path.md.
 *
 * Parsing runs in worker threads (./parse-worker.ts): they read the files, map each record to its
 * row (`companyRow`) and serialise each batch as COPY text bytes, while this thread loads the
 * previous batches (`Transaction.copyFrom`). The embedded database (PGlite) runs its WebAssembly on
 * the thread that queries it, so in one thread parsing and loading would take turns; in two they
 * overlap. Loading is the cheaper half, so this thread also parses between COPYs: a share of each
 * CSV file, or GLEIF's relationship file whole, and the workers the rest (`readerPlan`). At most
 * QUEUE_BATCHES parsed batches per worker wait (a worker pauses, and with it its file stream, until
 * the database takes one), so memory stays bounded. The bytes reach the database as they are. A
 * parse error on any thread (a file that is not the expected format) fails the load and stops the
 * others; the report figures (malformed rows, warnings, the file's date) are added up.
 *
 * Each load of a source writes into its own new partition (`registry_companies_l<load id>`, and the
 * officers / relationships partitions), created without indexes; when the file is done the
 * partition's indexes are built and it is analysed. (Creating the indexes first, so that their
 * upkeep overlaps with parsing, loaded 1 million rows 10-15% faster but took the match p99 from
 * 27 ms to 46 ms or worse: the decision record.) ONE transaction writes the partitions, attaches
 * them, marks the load active and detaches the previous load's (dropped afterwards). A crash
 * mid-load therefore rolls the whole load back (partitions included) and leaves the previous data
 * in use; the tables only ever hold active loads.
 * An unchanged snapshot (same file names, sizes and modification times) is skipped unless forced.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../storage/db.js';
import type { Logger } from '../../log.js';
import { foldText, LEGAL_FORMS } from '../../screening/normalise.js';
import { ParseReport } from './types.js';
import { REGISTRY_FILE_CATALOGUE, findRegistrySnapshot, type RegistryFile, type RegistrySnapshot } from './index.js';
import { BATCH_BYTES, CopyBatches, PARTITION_COLUMNS, parseFiles, shareable, type ParseJob, type ParseMessage, type ParseReportData, type PartitionKind } from './parse-worker.js';
import type { Share } from './record-chunks.js';

/** Rows per COPY (one round trip each). */
const BATCH_ROWS = 2000;
/** Parsed batches that may wait for the database, per worker (a worker pauses beyond). */
const QUEUE_BATCHES = 3;
/**
 * Parse workers sharing a file (./record-chunks.ts) with the database thread by default: one core per
 * worker besides the one the database runs on, up to 4. Parsing a record costs about three times
 * loading it, so more workers load faster where there are cores for them. On 2 cores a second worker
 * loaded 1 million rows about 10% faster, but it adds 100-150 MB to the peak memory, which a 500 MB
 * target does not allow (docs/benchmarks.md); `VIGIL_REGISTRY_PARSE_WORKERS` chooses.
 */
export const defaultParseWorkers = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));
/**
 * The parse worker's young generation (MB). Its garbage is short-lived; 8 MB measured faster than
 * 32 MB (300,000 CH rows: 19.7 s against 22.2 s) and keeps RSS lower.
 */
const WORKER_YOUNG_MB = 8;

/**
 * Who parses which pieces of a shared CSV file (./record-chunks.ts): each of `workers` parse workers
 * two pieces, and the database thread one, in every cycle of 2 × workers + 1 pieces. Loading a row
 * costs about a third of parsing it, so with parsing only in the worker the database thread waited
 * about 70% of the time; parsing a third of the pieces itself (with one worker) fills that time
 * without another isolate's memory: 1M Brønnøysund rows loaded in 42 s instead of 48 s (means of
 * interleaved runs). XML files are shared between workers only (`shareable`).
 */
export function parseShares(workers: number): { workers: Share[]; own: Share } {
  const of = 2 * workers + 1;
  return { workers: Array.from({ length: workers }, (_, i) => ({ index: 2 * i, of, span: 2 })), own: { index: of - 1, of } };
}

/** What one reader (a parse worker, or the database thread) parses: these files, its share of each. */
export interface ReaderPart {
  files: RegistryFile[];
  share: Share;
}

/**
 * Which reader parses what, for a snapshot's `files` and `workers` parse workers:
 * - every loaded file CSV: each file shared between the workers and the database thread (`parseShares`);
 * - every loaded file XML (GLEIF's LEI and relationship files): the database thread parses the
 *   relationship file whole and the workers share the others' pieces. XML read in shared pieces
 *   costs more garbage collection than the database thread's share of them gains (`shareable`), but
 *   a whole file costs no more on this thread than in a worker: a relationship record takes about
 *   half the parsing of an LEI record, so with one worker the two threads finish close together.
 * - otherwise (the CH officers file, whose officer records follow their company's): one worker.
 */
export function readerPlan(files: RegistryFile[], workers: number): { workers: ReaderPart[]; own?: ReaderPart } {
  const how = shareable(files);
  if (how.csv) {
    const shares = parseShares(workers);
    return { workers: shares.workers.map((share) => ({ files, share })), own: { files, share: shares.own } };
  }
  if (!how.shared) return { workers: [{ files, share: { index: 0, of: 1 } }] };
  const ownFiles = files.filter((f) => f.kind === 'gleif_rr');
  const rest = files.filter((f) => f.kind !== 'gleif_rr');
  const split = ownFiles.length > 0 && rest.some((f) => f.kind === 'gleif_lei');
  const shared = split ? rest : files;
  const parts = Array.from({ length: workers }, (_, index) => ({ files: shared, share: { index, of: workers } }));
  return split ? { workers: parts, own: { files: ownFiles, share: { index: 0, of: 1 } } } : { workers: parts };
}

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

type Kind = PartitionKind;
const partitionName = (kind: Kind, loadId: number) => `registry_${kind}_l${loadId}`;

/** The worker's entry: registers tsx in the worker, then loads ./parse-worker.ts. */
const WORKER_URL = new URL('./parse-worker-boot.mjs', import.meta.url);

/**
 * Runs one parse worker (./parse-worker.ts) per job, yielding their batches one at a time as they
 * come; a batch is acknowledged (letting its worker post another) when the caller asks for the next.
 * When every worker has finished, their report figures are added up into `report`. Throws the first
 * worker error (e.g. a file of the wrong format), or `signal`'s reason once it is aborted; the workers
 * are ended whenever the caller stops.
 */
async function* parsedBatches(jobs: ParseJob[], report: ParseReport, signal?: AbortSignal): AsyncGenerator<Extract<ParseMessage, { type: 'batch' }>> {
  const inbox: Array<{ from: Worker; m: ParseMessage }> = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  signal?.addEventListener('abort', notify);
  const finished = new Set<Worker>();
  const workers = jobs.map((job) => {
    const worker = new Worker(WORKER_URL, { workerData: { registryParseJob: job }, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB } });
    worker.on('message', (m: ParseMessage) => {
      inbox.push({ from: worker, m });
      notify();
    });
    worker.on('error', (err) => {
      failure ??= err;
      notify();
    });
    worker.on('exit', (code) => {
      if (!finished.has(worker)) failure ??= new Error(`a registry parse worker stopped (exit code ${code}) before the end of the files`);
      notify();
    });
    return worker;
  });
  try {
    while (finished.size < workers.length) {
      signal?.throwIfAborted();
      const next = inbox.shift();
      if (!next) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const { from, m } = next;
      if (m.type === 'batch') {
        yield m;
        from.postMessage('ack');
      } else if (m.type === 'error') {
        const err = new Error(m.message);
        if (m.stack) err.stack = m.stack;
        throw err;
      } else {
        finished.add(from);
        addReport(report, m.report);
      }
    }
  } finally {
    signal?.removeEventListener('abort', notify);
    for (const worker of workers) worker.removeAllListeners();
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * Parses `share` of `files` on this thread (the database's; see `readerPlan`), handing each batch to
 * `copy`, and adds the report figures to `report`. Stops, throwing, once `signal` is aborted.
 */
async function parseOwnShare(
  files: RegistrySnapshot['files'],
  dataDir: string,
  share: Share,
  report: ParseReport,
  copy: (kind: Kind, rows: number, bytes: Uint8Array) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  const own = new ParseReport();
  const batches = new CopyBatches(BATCH_ROWS, BATCH_BYTES, copy);
  await parseFiles(files, dataDir, own, (kind, row) => {
    signal.throwIfAborted();
    return batches.add(kind, row);
  }, share);
  await batches.flush();
  const { malformed, warnings, records, published_on, declared_records, info } = own;
  addReport(report, { malformed, warnings, records, published_on, declared_records, info });
}

/** Adds a worker's report figures to `report` (counts summed, the file's own facts taken once). */
function addReport(report: ParseReport, part: ParseReportData): void {
  report.records += part.records;
  report.malformed += part.malformed;
  for (const w of part.warnings) if (report.warnings.length < 20) report.warnings.push(w);
  report.published_on ??= part.published_on;
  report.declared_records ??= part.declared_records;
  for (const [k, v] of Object.entries(part.info)) report.info[k] = typeof v === 'number' && typeof report.info[k] === 'number' ? report.info[k] + v : (report.info[k] ?? v);
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
    `CREATE INDEX ${t}_reg ON ${t} (reg_number)`,
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
  opts: { force?: boolean; onProgress?: (records: number) => void; parseWorkers?: number } = {},
): Promise<RegistryLoadResult> {
  const started = Date.now();
  const snapshot = await findRegistrySnapshot(dataDir, sourceId);
  if (!snapshot) return { source: sourceId, status: 'missing', records: 0, malformed: 0, seconds: 0 };
  const fp = fingerprint(snapshot);
  const active = (await db.query<{ id: number; fingerprint: string }>(`SELECT id, fingerprint FROM registry_loads WHERE source = $1 AND status = 'active'`, [sourceId])).rows[0];
  if (active && active.fingerprint === fp && !opts.force) {
    return { source: sourceId, status: 'unchanged', records: 0, malformed: 0, seconds: 0, snapshot: snapshot.dir };
  }
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
    const counts: Partial<Record<Kind, number>> = {};
    for (const kind of kinds) {
      const t = partitionName(kind, loadId);
      // The CHECK lets ATTACH PARTITION skip its validation scan; the default fills load_id, which the rows leave out.
      await tx.query(`CREATE TABLE ${t} (LIKE registry_${kind} INCLUDING DEFAULTS, CHECK (load_id = ${loadId}))`);
      await tx.query(`ALTER TABLE ${t} ALTER COLUMN load_id SET DEFAULT ${loadId}`);
      counts[kind] = 0;
    }
    const total = () => Object.values(counts).reduce((n, c) => n + (c ?? 0), 0);
    let copying: Promise<unknown> = Promise.resolve();
    const copy = (kind: Kind, rows: number, bytes: Uint8Array) => {
      if (!kinds.includes(kind)) throw new Error(`${sourceId}: the parser produced ${kind} rows, which this source does not load`);
      // One COPY at a time (the workers' batches and this thread's own), chained in arrival order.
      // FREEZE: the partition was created in this transaction, so its rows can be written frozen
      // (no hint-bit writes when they are first read).
      const done = copying.then(() => tx.copyFrom(partitionName(kind, loadId), PARTITION_COLUMNS[kind], bytes, 'FREEZE'));
      copying = done.catch(() => undefined);
      return done.then(() => {
        counts[kind]! += rows;
        opts.onProgress?.(total());
      });
    };
    const plan = readerPlan(snapshot.files, Math.max(1, opts.parseWorkers ?? defaultParseWorkers()));
    const jobs: ParseJob[] = plan.workers.map(({ files, share }) => ({ files, dataDir, batchRows: BATCH_ROWS, queue: QUEUE_BATCHES, share }));
    // This thread's part (readerPlan) runs beside the workers; a failure of either stops the other.
    const stop = new AbortController();
    const own = plan.own ? parseOwnShare(plan.own.files, dataDir, plan.own.share, report, copy, stop.signal) : Promise.resolve();
    own.catch((err) => stop.abort(err));
    try {
      for await (const batch of parsedBatches(jobs, report, stop.signal)) await copy(batch.kind, batch.rows, batch.copy);
      await own;
    } catch (err) {
      stop.abort(err);
      await own.catch(() => undefined);
      throw err;
    }
    // Indexes are built once over the loaded partition, not maintained row by row (module doc).
    for (const kind of kinds) for (const sql of INDEXES[kind](partitionName(kind, loadId))) await tx.query(sql);
    // Planner statistics for the new rows (the embedded database runs no autovacuum); without them
    // the planner guesses row counts for the match queries.
    for (const kind of kinds) await tx.query(`ANALYZE ${partitionName(kind, loadId)}`);

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
  opts: { force?: boolean; sources?: string[]; onProgress?: (source: string, records: number) => void; parseWorkers?: number } = {},
): Promise<RegistryLoadResult[]> {
  const results: RegistryLoadResult[] = [];
  for (const source of opts.sources ?? LOADED_SOURCES) {
    const r = await loadRegistrySource(db, dataDir, source, { force: opts.force, parseWorkers: opts.parseWorkers, onProgress: (n) => opts.onProgress?.(source, n) });
    if (r.status === 'loaded') logger.info({ ...r }, 'company registry source loaded');
    results.push(r);
  }
  return results;
}

/** Whether any catalogue source has files under `dataDir/companies/` (a cheap existence check). */
export function hasRegistryFiles(dataDir: string): boolean {
  return REGISTRY_FILE_CATALOGUE.some((s) => fs.existsSync(`${dataDir}/${s.folder}`));
}
