/**
 * The parsing half of a registry load (./store.ts), run in worker threads so that it overlaps with
 * the database inserts on the main thread, and on the main thread itself for its share: streams a
 * snapshot's files through their parsers, maps each record to the row of its partition
 * (`companyRow`, ...), and hands the rows over in batches (`CopyBatches`). The embedded database
 * (PGlite) runs on the thread that calls it, so without workers parsing and inserting take turns on
 * one core. Parsing costs about three times what loading does, so the readers share one file, each
 * parsing its pieces of it (`Share`, ./record-chunks.ts).
 *
 * A batch is rows in PostgreSQL's COPY text format (`copyLine`), loaded with COPY: the database only
 * splits the lines, where an `INSERT ... FROM jsonb_to_recordset` spent twice as long parsing JSON.
 * Each row's record is kept as JSON text (`data`), parsed by the reader (provider.ts).
 *
 * Protocol (messages on the worker port, `ParseMessage`): the worker posts `batch` messages (the
 * bytes transferred, not copied) and waits, before posting another, until fewer than `queue` of its
 * batches are unacknowledged; the main thread posts `ack` after inserting each one. So at most
 * `queue` batches wait in memory whatever the file size, and the parser pauses (its file stream with
 * it) while the database is behind. At the end the worker posts `done` with the parse report's
 * figures, or `error` with the message of what went wrong (e.g. a file that is not the expected
 * format), which makes the load fail.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { RegistryCompany } from './types.js';
import { ParseReport } from './types.js';
import {
  findRegistrySnapshot,
  parseBrregEnheter,
  parseGbCohBasicCompanies,
  parseGbCohOfficers,
  parseGleifLeiRecords,
  parseGleifRelationships,
  readElfCodes,
  type RegistryFile,
} from './index.js';
import { companyTokens, nameKeyOf, normNumber } from './store.js';
import { openFileStream } from './open-file.js';
import { shareOf, type RecordFormat, type Share } from './record-chunks.js';
import type { FileInput } from './types.js';

/** The partitions a load writes (`registry_<kind>_l<load id>`). */
export type PartitionKind = 'companies' | 'officers' | 'relationships';

/** What the worker is asked to parse (its `workerData`). */
export interface ParseJob {
  files: RegistryFile[];
  /** The data dir (the GLEIF load reads the ELF code list from it). */
  dataDir: string;
  /** Rows per batch. */
  batchRows: number;
  /** Batches posted and not yet acknowledged, at most. */
  queue: number;
  /** This worker's share of the files (`parseFiles`). */
  share: Share;
}

/** The figures of a `ParseReport`, as posted back. */
export type ParseReportData = Pick<ParseReport, 'malformed' | 'warnings' | 'records' | 'published_on' | 'declared_records' | 'info'>;

/** Worker -> main thread. */
export type ParseMessage =
  | { type: 'batch'; kind: PartitionKind; rows: number; copy: Uint8Array }
  | { type: 'done'; report: ParseReportData }
  | { type: 'error'; message: string; stack?: string };

/** The columns of each partition kind, in the order of `copyLine`'s values (`load_id` comes from the partition's default). */
export const PARTITION_COLUMNS: Record<PartitionKind, string[]> = {
  companies: ['provider_id', 'name', 'country', 'name_key', 'tokens', 'reg_number', 'data'],
  officers: ['company_provider_id', 'data'],
  relationships: ['child_lei', 'parent_lei', 'data'],
};

/** Bytes a batch's buffer holds before it is posted whatever its row count. */
export const BATCH_BYTES = 2 << 20;

const COPY_SPECIAL = /[\\\t\n\r\0]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };
/** A value in COPY text format: backslash, tab, newline and carriage return escaped; NUL (which PostgreSQL text cannot hold) dropped. */
const copyText = (s: string) => (COPY_SPECIAL.test(s) ? s.replace(/[\\\t\n\r\0]/g, (c) => COPY_ESCAPES[c]) : s);
/** An array literal (`{"a","b"}`, https://www.postgresql.org/docs/15/arrays.html#ARRAYS-IO). */
const arrayLiteral = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * One row in PostgreSQL's COPY text format (https://www.postgresql.org/docs/15/sql-copy.html):
 * values tab-separated, line-terminated, `\N` for null; arrays as array literals.
 */
export function copyLine(values: Array<string | string[] | null>): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) line += '\t';
    line += v === null ? '\\N' : copyText(typeof v === 'string' ? v : arrayLiteral(v));
  }
  return `${line}\n`;
}

/** A company's row of `registry_companies` (PARTITION_COLUMNS.companies: the columns the provider queries, and the record as JSON). */
export function companyRow(c: RegistryCompany): string {
  const tokens = companyTokens(c.name);
  // The register's number (LEIs are found through provider_id, `LEI:<lei>`; see provider.ts).
  const local = c.registration_numbers.find((r) => r.type !== 'lei');
  const regNumber = local ? normNumber(local.number) || null : null;
  return copyLine([c.provider_id, c.name, c.country ?? '', nameKeyOf(tokens), tokens, regNumber, JSON.stringify(c)]);
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

/** Receives one row (a `copyLine`) of a partition. */
type Add = (kind: PartitionKind, row: string) => Promise<void>;

/**
 * The file kinds several workers can share (./record-chunks.ts), with how their records are
 * delimited and which zip entry holds them. The officers file is read by one worker: its officer
 * records follow their company's record, so a cut between them would separate the two.
 */
const SHAREABLE: Partial<Record<RegistryFile['kind'], { format: RecordFormat; zipEntry: RegExp }>> = {
  gb_coh_basic: { format: { kind: 'csv' }, zipEntry: /\.csv$/i },
  no_brreg_enheter: { format: { kind: 'csv' }, zipEntry: /\.csv$/i },
  gleif_lei: { format: { kind: 'xml', record: 'LEIRecord' }, zipEntry: /\.xml$/i },
  gleif_rr: { format: { kind: 'xml', record: 'RelationshipRecord' }, zipEntry: /\.xml$/i },
};

/**
 * How a snapshot's files can be read: `shared` when every loaded file can be shared between readers
 * (SHAREABLE), `csv` when they are moreover all CSV. Only CSV is worth sharing with the database
 * thread when there is one worker: an XML file read in shared pieces cost more in garbage collection
 * (100,000 GLEIF records: 54 µs each against 44 read whole) than the database thread's share gained.
 */
export function shareable(files: RegistryFile[]): { shared: boolean; csv: boolean } {
  const loaded = files.filter((f) => LOADED_KINDS.has(f.kind));
  const shared = loaded.every((f) => SHAREABLE[f.kind]);
  return { shared, csv: shared && loaded.every((f) => SHAREABLE[f.kind]!.format.kind === 'csv') };
}

const LOADED_KINDS = new Set<RegistryFile['kind']>(['gb_coh_basic', 'no_brreg_enheter', 'gb_coh_officers', 'gleif_lei', 'gleif_rr']);

/** The input a worker parses: the file, or its share of the file's records when the file is shared. */
async function inputOf(file: RegistryFile, share: Share): Promise<FileInput> {
  const how = SHAREABLE[file.kind];
  if (share.of <= 1 || !how) return file.path;
  return shareOf(await openFileStream(file.path, { zipEntry: how.zipEntry }), how.format, share);
}


/**
 * Parses `files` (one snapshot), passing each row to `add`. With `share.of` > 1 only this worker's
 * share of each shareable file's records is read (row numbers in messages then count within the share).
 */
export async function parseFiles(files: RegistryFile[], dataDir: string, report: ParseReport, add: Add, share: Share = { index: 0, of: 1 }): Promise<void> {
  for (const file of files) {
    switch (file.kind) {
      case 'gb_coh_basic':
        for await (const c of parseGbCohBasicCompanies(await inputOf(file, share), { report })) await add('companies', companyRow(c));
        break;
      case 'no_brreg_enheter':
        for await (const c of parseBrregEnheter(await inputOf(file, share), { report })) await add('companies', companyRow(c));
        break;
      case 'gb_coh_officers':
        {
          // The officers file's own company records (number + name) make its companies findable even
          // without the basic company file; the full record wins when both are loaded (provider.ts).
          let last: string | undefined;
          if (share.index > 0) break; // read by the first worker only (SHAREABLE)
          for await (const a of parseGbCohOfficers(file.path, { report })) {
            if (a.entered_in_error) continue;
            if (a.company_provider_id !== last && a.company_name) {
              last = a.company_provider_id;
              await add('companies', companyRow(officersFileCompany(a.company_provider_id, a.company_number, a.company_name)));
            }
            await add('officers', copyLine([a.company_provider_id, JSON.stringify(a.officer)]));
          }
        }
        break;
      case 'gleif_lei': {
        const elfSnapshot = await findRegistrySnapshot(dataDir, 'gleif_elf');
        const elf = elfSnapshot ? await readElfCodes(elfSnapshot.files[0].path) : undefined;
        for await (const c of parseGleifLeiRecords(await inputOf(file, share), { report, elf })) await add('companies', companyRow(c));
        break;
      }
      case 'gleif_rr':
        for await (const r of parseGleifRelationships(await inputOf(file, share), { report })) {
          await add('relationships', copyLine([r.child_lei, r.parent_lei, JSON.stringify(r)]));
        }
        break;
      default:
        break; // recognised but not loaded (GLEIF reporting exceptions)
    }
  }
}

/**
 * Collects rows (`copyLine`s) into per-kind batches of COPY bytes and hands each batch to `send`
 * when it has `batchRows` rows or its buffer (`batchBytes`) is full; a row larger than a buffer
 * gets a batch of its own. `send` receives the bytes as a view of the batch's own buffer (which it
 * may transfer). Each row is encoded the moment it is added, so the row strings die young: kept as
 * strings until their batch was full, 2,000 rows outlived the worker's young generation and were
 * collected from the old one (300,000 GLEIF records parsed in 22.7 s instead of 16.3 s).
 */
export class CopyBatches {
  private readonly encoder = new TextEncoder();
  private readonly pending: Partial<Record<PartitionKind, { bytes: Uint8Array; used: number; rows: number }>> = {};

  constructor(
    private readonly batchRows: number,
    private readonly batchBytes: number,
    private readonly send: (kind: PartitionKind, rows: number, copy: Uint8Array) => Promise<void>,
  ) {}

  async add(kind: PartitionKind, row: string): Promise<void> {
    let batch = (this.pending[kind] ??= { bytes: new Uint8Array(this.batchBytes), used: 0, rows: 0 });
    let { read, written } = this.encoder.encodeInto(row, batch.bytes.subarray(batch.used));
    if (read! < row.length) {
      // The buffer is full: send the rows before this one and start the next batch with it.
      await this.post(kind);
      batch = this.pending[kind] = { bytes: new Uint8Array(Math.max(this.batchBytes, Buffer.byteLength(row))), used: 0, rows: 0 };
      ({ read, written } = this.encoder.encodeInto(row, batch.bytes));
    }
    batch.used += written!;
    batch.rows++;
    if (batch.rows >= this.batchRows) await this.post(kind);
  }

  /** Sends the last, partly filled batches. */
  async flush(): Promise<void> {
    for (const kind of Object.keys(this.pending) as PartitionKind[]) await this.post(kind);
  }

  private async post(kind: PartitionKind): Promise<void> {
    const batch = this.pending[kind];
    if (!batch?.rows) return;
    delete this.pending[kind];
    await this.send(kind, batch.rows, batch.bytes.subarray(0, batch.used));
  }
}

/** The worker's side of the protocol (module doc). */
async function runWorker(job: ParseJob): Promise<void> {
  const port = parentPort!;
  let credits = job.queue;
  let wake: (() => void) | undefined;
  port.on('message', (m: unknown) => {
    if (m !== 'ack') return;
    credits++;
    wake?.();
    wake = undefined;
  });
  const batches = new CopyBatches(job.batchRows, BATCH_BYTES, async (kind, rows, copy) => {
    while (credits <= 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    port.postMessage({ type: 'batch', kind, rows, copy } satisfies ParseMessage, [copy.buffer as ArrayBuffer]);
  });
  const report = new ParseReport();
  try {
    await parseFiles(
      job.files,
      job.dataDir,
      report,
      (kind, row) => batches.add(kind, row),
      job.share,
    );
    await batches.flush();
    const { malformed, warnings, records, published_on, declared_records, info } = report;
    port.postMessage({ type: 'done', report: { malformed, warnings, records, published_on, declared_records, info } } satisfies ParseMessage);
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    port.postMessage({ type: 'error', message: e.message, stack: e.stack } satisfies ParseMessage);
  }
  // The worker stays alive (its port listener) until the main thread ends it after the last message.
}

if (!isMainThread && (workerData as { registryParseJob?: ParseJob } | undefined)?.registryParseJob) {
  void runWorker((workerData as { registryParseJob: ParseJob }).registryParseJob);
}
