/**
 * Test double of the news sources, serving the real files in `<shared data>/news/` (never copied
 * into the project) on 127.0.0.1:
 *
 * - GDELT v2 file server (`/gdeltv2/...`): the real GKG rows grouped by their slice (V2.1DATE) into
 *   one `<slice>.gkg.csv.zip` per slice (English: `gkg.csv` slices 20150218230000 and 20200318104500,
 *   `gkg_sample.csv` slice 20260610033000; translingual: `gkgT.csv` slices 20150218224500 and
 *   20200318103000 as `<slice>.translation.gkg.csv.zip`), zipped here with deflate as GDELT ships
 *   them. `lastupdate(-translation).txt` and `masterfilelist(-translation).txt` are generated in
 *   GDELT's layout (`<size> <md5> <url>`, export and mentions lines included but not served, so
 *   fetchers must ignore them) from those zips. `publishUpTo(slice)` hides later slices, to play
 *   time forward; `corrupt(name)` serves a file whose bytes no longer match the listed MD5.
 * - GDELT DOC 2.0 API (`/api/v2/doc/doc`): the real ArtList response (query "climate"). With no time
 *   window, default sort and maxrecords >= 250 it answers the file's bytes unchanged; otherwise it
 *   applies GDELT's semantics to the real articles: `startdatetime`/`enddatetime` on `seendate`
 *   (inclusive), `sort=DateAsc|DateDesc` (stable), `maxrecords` cap; no match answers `{}`. With
 *   `docMinIntervalMs`, a request sooner than that after the previous one gets GDELT's plain-text
 *   notice "Please limit requests to one every 5 seconds ..." (HTTP 200, as GDELT answers).
 * - Feeds (`/rss/<folder>`): the real feed bytes of `news/rss/<folder>/<date>/<file>`, with an ETag
 *   (hash of the bytes) and Last-Modified (the snapshot date); `If-None-Match` / `If-Modified-Since`
 *   answer 304.
 * - LibreTranslate (`POST /translate`): checks the body (`q` string or array, `source`, `target`,
 *   `format`) and answers `{translatedText}` where each text is `[<source>->en] <text>`: a marker,
 *   not a translation. With `translateApiKey`, a missing or wrong `api_key` answers 403 `{error}`.
 *
 * `failNext(path, status, times)` makes the next `times` requests to `path` answer `status`, for
 * back-off tests. `requests` logs every request (as stub-server.ts does, plus the headers, which
 * conditional GETs need) with its arrival time.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { SHARED_DATA, sendJson } from './stub-server.js';

export const NEWS_DATA = path.join(SHARED_DATA, 'news');

const GKG_FILES = {
  english: [path.join(NEWS_DATA, 'gdelt_gkg/2015-02-18_2020-03-18/gkg.csv'), path.join(NEWS_DATA, 'gdelt_gkg/2026-06-10/gkg_sample.csv')],
  translingual: [path.join(NEWS_DATA, 'gdelt_gkg/2015-02-18_2020-03-18/gkgT.csv')],
};
export const DOC_FILE = path.join(NEWS_DATA, 'gdelt_doc/2026-07-22/gdelt_doc2_capped_250_climate.json');

/** A zip with one deflated entry, in the layout of GDELT's `.gkg.csv.zip` files. */
export function deflatedZip(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const packed = deflateRawSync(data);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + packed.length, 16);
  return Buffer.concat([local, nameBytes, packed, central, nameBytes, end]);
}

/** The real GKG rows of `files` grouped by slice (column 2), each group's lines in file order, LF-terminated. */
export function gkgSlices(files: string[]): Map<string, Buffer> {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const slice = line.split('\t')[1];
      if (!slice) continue;
      groups.set(slice, [...(groups.get(slice) ?? []), line.replace(/\r$/, '')]);
    }
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([slice, lines]) => [slice, Buffer.from(`${lines.join('\n')}\n`)]));
}

interface GkgFile {
  name: string;
  slice: string;
  zip: Buffer;
  md5: string;
  translingual: boolean;
}

export interface NewsStubOptions {
  docMinIntervalMs?: number;
  translateApiKey?: string;
}

export interface NewsRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Arrival time, ms since epoch. */
  at: number;
}

export interface NewsStub {
  url: string;
  requests: NewsRequest[];
  close(): Promise<void>;
  /** The GKG files served, oldest first: name, slice, rows (lines) and whether translingual. */
  gkgFiles: Array<{ name: string; slice: string; translingual: boolean }>;
  /** Only slices up to `slice` (inclusive) are listed and served; null lists all. */
  publishUpTo(slice: string | null): void;
  /** Serves `name` with one byte changed (its listing keeps the true MD5). */
  corrupt(name: string): void;
  failNext(path: string, status: number, times?: number): void;
  /** The feed folders served under `/rss/`. */
  feeds: string[];
}

// Begins as GDELT's notice does; the client only looks for "limit requests".
const RATE_NOTICE = 'Please limit requests to one every 5 seconds or contact GDELT for larger queries.';

export async function startNewsStub(options: NewsStubOptions = {}): Promise<NewsStub> {
  const gkg: GkgFile[] = [];
  for (const translingual of [false, true]) {
    for (const [slice, text] of gkgSlices(translingual ? GKG_FILES.translingual : GKG_FILES.english)) {
      const name = `${slice}${translingual ? '.translation' : ''}.gkg.csv.zip`;
      const zip = deflatedZip(name.replace(/\.zip$/, ''), text);
      gkg.push({ name, slice, zip, md5: createHash('md5').update(zip).digest('hex'), translingual });
    }
  }
  const docBytes = fs.readFileSync(DOC_FILE);
  const docArticles = (JSON.parse(docBytes.toString('utf8')) as { articles: Array<Record<string, string>> }).articles;
  const feeds = new Map<string, { bytes: Buffer; etag: string; lastModified: string; type: string }>();
  for (const folder of fs.readdirSync(path.join(NEWS_DATA, 'rss'))) {
    const [date] = fs.readdirSync(path.join(NEWS_DATA, 'rss', folder)).sort().reverse();
    const [file] = fs.readdirSync(path.join(NEWS_DATA, 'rss', folder, date));
    const bytes = fs.readFileSync(path.join(NEWS_DATA, 'rss', folder, date, file));
    feeds.set(folder, {
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"`,
      lastModified: new Date(`${date}T00:00:00Z`).toUTCString(),
      type: bytes.includes('<urlset') ? 'application/xml; charset=utf-8' : 'application/rss+xml; charset=utf-8',
    });
  }

  let upTo: string | null = null;
  const corrupted = new Set<string>();
  const failures = new Map<string, { status: number; left: number }>();
  const requests: NewsRequest[] = [];
  let lastDoc = 0;
  let baseUrl = '';

  const visible = (translingual: boolean) => gkg.filter((f) => f.translingual === translingual && (upTo === null || f.slice <= upTo));
  const indexLines = (f: GkgFile) => {
    const prefix = `${baseUrl}/gdeltv2/${f.slice}${f.translingual ? '.translation' : ''}`;
    const empty = 'd41d8cd98f00b204e9800998ecf8427e';
    return [`0 ${empty} ${prefix}.export.CSV.zip`, `0 ${empty} ${prefix}.mentions.CSV.zip`, `${f.zip.length} ${f.md5} ${baseUrl}/gdeltv2/${f.name}`];
  };

  const handle = (req: NewsRequest, res: http.ServerResponse): void => {
    const fail = failures.get(req.path);
    if (fail && fail.left > 0) {
      fail.left--;
      return sendJson(res, fail.status, { error: `stubbed failure ${fail.status}` });
    }
    const text = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8', headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };

    const index = /^\/gdeltv2\/(lastupdate|masterfilelist)(-translation)?\.txt$/.exec(req.path);
    if (index) {
      const files = visible(!!index[2]);
      const listed = index[1] === 'lastupdate' ? files.slice(-1) : files;
      return text(200, `${listed.flatMap(indexLines).join('\n')}\n`);
    }
    const file = /^\/gdeltv2\/([^/]+)$/.exec(req.path)?.[1];
    if (file) {
      const f = gkg.find((g) => g.name === file && (upTo === null || g.slice <= upTo));
      if (!f) return text(404, 'Not Found');
      const body = Buffer.from(f.zip);
      if (corrupted.has(f.name)) body[body.length - 30] ^= 0xff;
      return text(200, body, 'application/zip');
    }

    if (req.path === '/api/v2/doc/doc') {
      const now = Date.now();
      if (options.docMinIntervalMs && now - lastDoc < options.docMinIntervalMs) {
        lastDoc = now;
        return text(200, RATE_NOTICE, 'text/html');
      }
      lastDoc = now;
      const q = req.query;
      if (!q.query || q.mode?.toLowerCase() !== 'artlist' || q.format?.toLowerCase() !== 'json') return text(200, 'Invalid query or mode.', 'text/html');
      const max = Math.min(250, Number(q.maxrecords ?? 75));
      if (!q.startdatetime && !q.enddatetime && !q.sort && max >= 250) return text(200, docBytes, 'application/json; charset=utf-8');
      const seen = (a: Record<string, string>) => a.seendate.replace(/[TZ]/g, '');
      let list = docArticles.filter((a) => (!q.startdatetime || seen(a) >= q.startdatetime) && (!q.enddatetime || seen(a) <= q.enddatetime));
      const order = q.sort?.toLowerCase();
      if (order === 'dateasc' || order === 'datedesc') {
        list = list.map((a, i) => ({ a, i })).sort((x, y) => seen(x.a).localeCompare(seen(y.a)) * (order === 'dateasc' ? 1 : -1) || x.i - y.i).map((x) => x.a);
      }
      list = list.slice(0, max);
      return sendJson(res, 200, list.length ? { articles: list } : {}, 'application/json; charset=utf-8');
    }

    const feed = /^\/rss\/([^/]+)$/.exec(req.path)?.[1];
    if (feed) {
      const f = feeds.get(feed);
      if (!f) return text(404, 'Not Found');
      const headers = { etag: f.etag, 'last-modified': f.lastModified };
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      if ((inm && inm === f.etag) || (!inm && ims && Date.parse(ims) >= Date.parse(f.lastModified))) return text(304, '', f.type, headers);
      return text(200, f.bytes, f.type, headers);
    }

    if (req.path === '/translate' && req.method === 'POST') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(req.body) as Record<string, unknown>;
      } catch {
        return sendJson(res, 400, { error: 'Invalid request: body is not JSON' });
      }
      if (options.translateApiKey && body.api_key !== options.translateApiKey) return sendJson(res, 403, { error: 'Invalid API key' });
      const q = body.q;
      if (!(typeof q === 'string' || (Array.isArray(q) && q.every((t) => typeof t === 'string')))) return sendJson(res, 400, { error: 'Invalid request: missing q parameter' });
      if (typeof body.source !== 'string' || body.target !== 'en' || (body.format ?? 'text') !== 'text') return sendJson(res, 400, { error: 'Invalid request: source, target or format' });
      const mark = (t: string) => `[${body.source}->en] ${t}`;
      return sendJson(res, 200, { translatedText: Array.isArray(q) ? q.map(mark) : mark(q) });
    }
    return text(404, 'Not Found');
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://stub');
      const recorded: NewsRequest = { method: req.method ?? 'GET', path: u.pathname, query: Object.fromEntries(u.searchParams), headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      requests.push(recorded);
      try {
        handle(recorded, res);
      } catch (err) {
        if (!res.headersSent) sendJson(res, 500, { error: (err as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    gkgFiles: gkg.map(({ name, slice, translingual }) => ({ name, slice, translingual })),
    publishUpTo(slice: string | null) {
      upTo = slice;
    },
    corrupt(name: string) {
      corrupted.add(name);
    },
    failNext(p: string, status: number, count = 1) {
      failures.set(p, { status, left: count });
    },
    feeds: [...feeds.keys()].sort(),
  };
}
