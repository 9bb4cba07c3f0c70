/**
 * Fetches the GDELT GKG 2.1 files published every 15 minutes, resuming after the last file ingested.
 *
 * How GDELT publishes them (GDELT raw data files, https://www.gdeltproject.org/data.html#rawdatafiles):
 * `<base>/lastupdate.txt` names the newest slice's three files and `<base>/masterfilelist.txt` every
 * file since 2015-02-18 (the translingual stream: `lastupdate-translation.txt`,
 * `masterfilelist-translation.txt`). Each line is `<size in bytes> <md5 hex> <url>`; GKG files are
 * `YYYYMMDDHHMMSS.gkg.csv.zip` (translingual `YYYYMMDDHHMMSS.translation.gkg.csv.zip`); the other
 * lines (`.export.CSV.zip`, `.mentions.CSV.zip`) are ignored. Base URL by default
 * `http://data.gdeltproject.org/gdeltv2` (configuration: `VIGIL_NEWS_GDELT_GKG_BASE_URL`).
 *
 * Resume (`nextGkgFiles`): with no cursor, only the newest file (no back-fill of ten years); when the
 * newest file is the cursor's or older, nothing; when it is the next 15-minute slice, that file;
 * otherwise the master list is read (streamed) for the files after the cursor, oldest first, at most
 * `maxFiles`. The cursor is the file name; after storing a file's articles the caller saves that
 * file's name (`GdeltGkgSource` yields it with each file).
 *
 * Rate: every request waits for the pacer (default one request per 5 s, GDELT's published rate);
 * errors back off and retry (`./http.ts`). A downloaded file is checked against the listed size and
 * MD5 before it is parsed.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import yauzl from 'yauzl';
import { parseGkg } from './gdelt-gkg.js';
import { GDELT_INTERVAL_MS, pacedFetch, RequestPacer, type RetryOptions } from './http.js';
import { emptyStats, NewsSourceError, type NewsSource, type RawArticle, type SourceBatch, type SourceStats } from './types.js';

export const GDELT_V2_BASE_URL = 'http://data.gdeltproject.org/gdeltv2';

/** One GKG file as a GDELT index lists it. */
export interface GkgFileRef {
  /** File name, e.g. `20260610033000.gkg.csv.zip`: the resume cursor. */
  name: string;
  url: string;
  /** Slice time `YYYYMMDDHHMMSS` (UTC). */
  slice: string;
  size?: number;
  md5?: string;
}

export interface GkgFetchOptions {
  /** Index and file base URL (default `GDELT_V2_BASE_URL`). */
  baseUrl?: string;
  /** The translingual stream instead of the English one. */
  translingual?: boolean;
  /** Shared request pacer (default: one request per `GDELT_INTERVAL_MS`). */
  pacer?: RequestPacer;
  retry?: RetryOptions;
  /** Most files one run returns (default 96, one day of slices). */
  maxFiles?: number;
  signal?: AbortSignal;
}

const SOURCE = 'gdelt_gkg';
const SLICE_MS = 15 * 60 * 1000;

function fileRe(translingual: boolean): RegExp {
  return translingual ? /^(\d{14})\.translation\.gkg\.csv\.zip$/i : /^(\d{14})\.gkg\.csv\.zip$/i;
}

/** The slice `YYYYMMDDHHMMSS` of a GKG file name or URL (either stream); undefined when it is not one. */
export function gkgSlice(nameOrUrl: string): string | undefined {
  const name = nameOrUrl.trim().split('/').pop() ?? '';
  return /^(\d{14})\.(?:translation\.)?gkg\.csv(?:\.zip)?$/i.exec(name)?.[1];
}

function sliceMs(slice: string): number {
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((i, k) => Number(slice.slice(i, i + (k === 0 ? 4 : 2))));
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Parses one `<size> <md5> <url>` index line; undefined when it is not a GKG file of the stream. */
export function parseIndexLine(line: string, translingual = false): GkgFileRef | undefined {
  const parts = line.trim().split(/\s+/);
  if (parts.length < 3) return undefined;
  const url = parts[parts.length - 1];
  const name = url.split('/').pop() ?? '';
  const m = fileRe(translingual).exec(name);
  if (!m) return undefined;
  const ref: GkgFileRef = { name, url, slice: m[1] };
  const size = Number(parts[0]);
  if (Number.isInteger(size) && size >= 0) ref.size = size;
  if (/^[0-9a-f]{32}$/i.test(parts[1])) ref.md5 = parts[1].toLowerCase();
  return ref;
}

function indexUrl(opts: GkgFetchOptions, kind: 'lastupdate' | 'masterfilelist'): string {
  const base = (opts.baseUrl ?? GDELT_V2_BASE_URL).replace(/\/+$/, '');
  return `${base}/${kind}${opts.translingual ? '-translation' : ''}.txt`;
}

function request(opts: GkgFetchOptions) {
  return { source: SOURCE, pacer: opts.pacer, signal: opts.signal, ...opts.retry };
}

/** The newest GKG file of the stream, from `lastupdate(-translation).txt`. @throws NewsSourceError */
export async function latestGkgFile(opts: GkgFetchOptions = {}): Promise<GkgFileRef> {
  const url = indexUrl(opts, 'lastupdate');
  const text = await (await pacedFetch(url, request(opts))).text();
  const ref = text.split('\n').map((l) => parseIndexLine(l, opts.translingual)).find(Boolean);
  if (!ref) throw new NewsSourceError(SOURCE, `${url} lists no GKG file`);
  return ref;
}

/** Streams the master list and returns the GKG files after `slice`, oldest first, at most `max`. @throws NewsSourceError */
async function filesAfter(slice: string, max: number, opts: GkgFetchOptions): Promise<GkgFileRef[]> {
  const url = indexUrl(opts, 'masterfilelist');
  const res = await pacedFetch(url, request(opts));
  const found: GkgFileRef[] = [];
  const decoder = new TextDecoder();
  let rest = '';
  const take = (line: string) => {
    const ref = parseIndexLine(line, opts.translingual);
    if (ref && ref.slice > slice) found.push(ref);
  };
  if (res.body) {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      const parts = (rest + decoder.decode(chunk, { stream: true })).split('\n');
      rest = parts.pop() ?? '';
      parts.forEach(take);
    }
  }
  take(rest + decoder.decode());
  // GDELT lists in time order; sort anyway so a reordered list cannot make the cursor skip files.
  found.sort((a, b) => (a.slice < b.slice ? -1 : a.slice > b.slice ? 1 : 0));
  return found.slice(0, max);
}

/** What `nextGkgFiles` found: the files to ingest, oldest first, and the cursor after all of them. */
export interface GkgListing {
  files: GkgFileRef[];
  /** The last file's name, or the given cursor when nothing is new. */
  cursor: string | null;
  latest: GkgFileRef;
  /** Whether the master list had to be read (the cursor was more than one slice behind). */
  usedMasterList: boolean;
}

/**
 * The GKG files to ingest after `lastFile` (a file name or URL; null on the first run), by the
 * resume rules above. @throws NewsSourceError when an index cannot be fetched after retries, or
 * `lastFile` is not a GKG file name.
 */
export async function nextGkgFiles(lastFile: string | null, opts: GkgFetchOptions = {}): Promise<GkgListing> {
  const maxFiles = opts.maxFiles ?? 96;
  const lastSlice = lastFile ? gkgSlice(lastFile) : undefined;
  if (lastFile && !lastSlice) throw new NewsSourceError(SOURCE, `cursor "${lastFile}" is not a GKG file name`);
  const latest = await latestGkgFile(opts);
  const cursor = lastFile ? lastFile.split('/').pop()! : null;
  if (!lastSlice) return { files: [latest], cursor: latest.name, latest, usedMasterList: false };
  if (latest.slice <= lastSlice) return { files: [], cursor, latest, usedMasterList: false };
  if (sliceMs(latest.slice) - sliceMs(lastSlice) <= SLICE_MS) return { files: [latest], cursor: latest.name, latest, usedMasterList: false };
  const files = await filesAfter(lastSlice, maxFiles, opts);
  return { files, cursor: files.length ? files[files.length - 1].name : cursor, latest, usedMasterList: true };
}

/** Unpacks a downloaded GKG file (zip as GDELT publishes, gzip, or plain text) into a byte stream. */
export function unpackGkg(body: Buffer): Promise<Readable> {
  if (body[0] === 0x1f && body[1] === 0x8b) return Promise.resolve(Readable.from([gunzipSync(body)]));
  if (body.readUInt32LE(0) !== 0x04034b50) return Promise.resolve(Readable.from([body]));
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(body, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(new NewsSourceError(SOURCE, `corrupt zip: ${err?.message ?? 'unknown error'}`));
      zip.on('error', (e: Error) => reject(new NewsSourceError(SOURCE, `corrupt zip: ${e.message}`)));
      zip.on('end', () => reject(new NewsSourceError(SOURCE, 'zip holds no .csv entry')));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/\.csv$/i.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => (e || !stream ? reject(new NewsSourceError(SOURCE, `cannot read ${entry.fileName}: ${e?.message}`)) : resolve(stream)));
      });
      zip.readEntry();
    });
  });
}

/**
 * Downloads one listed GKG file (paced, retried), checks its size and MD5 against the listing, and
 * parses it. `notFound` when GDELT answers 404 (a listed slice it never wrote).
 * @throws NewsSourceError on transport errors after retries, a size or MD5 mismatch, or a corrupt zip.
 */
export async function downloadGkgFile(ref: GkgFileRef, opts: GkgFetchOptions = {}): Promise<{ articles: RawArticle[]; stats: SourceStats; notFound?: boolean }> {
  const res = await pacedFetch(ref.url, { ...request(opts), acceptStatus: [404] });
  const stats = emptyStats();
  if (res.status === 404) {
    await res.body?.cancel();
    return { articles: [], stats, notFound: true };
  }
  const body = Buffer.from(await res.arrayBuffer());
  if (ref.size !== undefined && body.length !== ref.size) throw new NewsSourceError(SOURCE, `${ref.name}: ${body.length} bytes, listed ${ref.size}`);
  if (ref.md5 && createHash('md5').update(body).digest('hex') !== ref.md5) throw new NewsSourceError(SOURCE, `${ref.name}: MD5 differs from the listing`);
  const articles: RawArticle[] = [];
  for await (const a of parseGkg(await unpackGkg(body), stats, { origin: ref.name })) articles.push(a);
  return { articles, stats };
}

/** The resume state of the GKG source: the last file whose articles were stored. */
export interface GkgCursor {
  last_file: string | null;
}

/**
 * The GKG source: one batch per new file, oldest first, each with the cursor naming that file. A
 * file that fails (after retries) ends the run with an error batch and the cursor unchanged, so the
 * next run tries it again; a listed file GDELT answers 404 for is passed over (warning) unless it
 * is the newest, which may not have propagated yet.
 */
export class GdeltGkgSource implements NewsSource<GkgCursor> {
  readonly id = 'gdelt_gkg' as const;

  constructor(private readonly options: GkgFetchOptions = {}) {}

  async *fetch(cursor: GkgCursor | null, options: { signal?: AbortSignal } = {}): AsyncGenerator<SourceBatch<GkgCursor>> {
    const opts: GkgFetchOptions = { ...this.options, pacer: this.options.pacer ?? new RequestPacer(GDELT_INTERVAL_MS), signal: options.signal ?? this.options.signal };
    const listing = await nextGkgFiles(cursor?.last_file ?? null, opts);
    let current = cursor?.last_file ?? null;
    for (const [i, ref] of listing.files.entries()) {
      try {
        const { articles, stats, notFound } = await downloadGkgFile(ref, opts);
        if (notFound) {
          if (i === listing.files.length - 1) return;
          stats.warnings.push(`${ref.name}: listed but not found (HTTP 404), passed over`);
        }
        current = ref.name;
        yield { source_id: this.id, origin: ref.name, articles, stats, cursor: { last_file: current } };
      } catch (err) {
        if (opts.signal?.aborted) throw err;
        yield { source_id: this.id, origin: ref.name, articles: [], stats: emptyStats(), cursor: { last_file: current }, error: (err as Error).message };
        return;
      }
    }
  }
}
