/**
 * Record-aligned splitting of a registry bulk file, so that several readers (parse workers and the
 * database thread, ./store.ts, ./parse-worker.ts) can share one file: every reader reads the whole
 * file, cuts it at the same record boundaries, and parses only its share of the pieces (`Share`), as
 * a document of its own: the file's prologue (CSV header line; XML declaration, root and header
 * elements), its pieces of records, and the epilogue (the XML closing tags). Each share is therefore
 * a valid file in the original format, read by the unchanged parsers. The cuts depend only on the
 * bytes, not on how the stream delivers them, so shares that do not overlap never share a record.
 *
 * Boundaries:
 * - CSV (RFC 4180): a line feed outside double quotes (a `""` escape toggles the quote state twice);
 *   the prologue is the first record (the header).
 * - XML: the end of a record element's closing tag, e.g. `</lei:LEIRecord>`; the prologue is
 *   everything before the first record's start tag, the epilogue everything after the last closing
 *   tag. The prefix is taken from the file (`<lei:LEIRecord`, or none). A file without any record
 *   element is all prologue: every reader then sees the whole file (and its parser reports it).
 * A piece ends at the first boundary at least CHUNK_BYTES after its start; memory holds one piece.
 * In a broken file (a stray quote flips the quote state for the rest of it; a record never closed)
 * a piece that reaches MAX_PIECE_BYTES is cut at its last line feed, so memory stays bounded and the
 * parsers count the broken records as malformed. A file with no record start (CSV: no line end)
 * within MAX_PIECE_BYTES is not the expected format: it is passed on whole, as shared bytes.
 */
import { Readable } from 'node:stream';

/** How records are delimited. */
export type RecordFormat = { kind: 'csv' } | { kind: 'xml'; record: string };

/** Bytes per piece before the next boundary ends it (about 1,200 Companies House rows, 300 GLEIF records). */
export const CHUNK_BYTES = 1 << 20;
/** A piece longer than this without a boundary is cut at a line feed (a broken file; see `recordChunks`). */
const MAX_PIECE_BYTES = 32 << 20;

const QUOTE = 0x22;
const LF = 0x0a;

/** A piece of the file. `shared` pieces (prologue, epilogue) belong to every share. */
export interface RecordChunk {
  shared: boolean;
  bytes: Buffer;
}

/** Index just past the first line feed outside quotes at or after `from` (quotes counted from 0, a record start); -1 when none. */
function csvBoundary(buf: Buffer, from: number): number {
  let quoted = false;
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i];
    if (b === QUOTE) quoted = !quoted;
    else if (b === LF && !quoted && i >= from) return i + 1;
  }
  return -1;
}

/** Splits `source` into pieces (module doc), in file order. */
export async function* recordChunks(
  source: AsyncIterable<Buffer>,
  format: RecordFormat,
  chunkBytes = CHUNK_BYTES,
  maxPieceBytes = MAX_PIECE_BYTES,
): AsyncGenerator<RecordChunk> {
  // Bytes not yet handed out: `parts`, joined into `pending` only when a boundary is looked for.
  let parts: Buffer[] = [];
  let size = 0;
  let pending: Buffer = Buffer.alloc(0);
  const join = () => {
    pending = parts.length === 1 ? parts[0] : Buffer.concat(parts, size);
    parts = [pending];
  };
  const keep = (rest: Buffer) => {
    pending = rest;
    parts = rest.length ? [rest] : [];
    size = rest.length;
  };
  let prologueDone = false;
  let closeTag: Buffer | undefined;
  // Set when no record starts within maxPieceBytes (not the expected file): the rest is passed on
  // as shared bytes, so every share is the whole file and its parser reports what is wrong.
  let passThrough = false;
  for await (const data of source) {
    if (passThrough) {
      yield { shared: true, bytes: data };
      continue;
    }
    parts.push(data);
    size += data.length;
    if (!prologueDone) {
      join();
      let start = -1; // where the first record after the prologue starts
      if (format.kind === 'csv') start = csvBoundary(pending, 0);
      else {
        const m = new RegExp(`<([A-Za-z_][\\w.-]*:)?${format.record}[\\s>/]`).exec(pending.toString('latin1'));
        if (m) {
          closeTag = Buffer.from(`</${m[1] ?? ''}${format.record}>`);
          start = m.index;
        }
      }
      if (start < 0) {
        if (pending.length >= maxPieceBytes) {
          yield { shared: true, bytes: pending };
          keep(Buffer.alloc(0));
          passThrough = true;
        }
        continue;
      }
      yield { shared: true, bytes: pending.subarray(0, start) };
      keep(pending.subarray(start));
      prologueDone = true;
    }
    if (size < chunkBytes) continue;
    join();
    while (pending.length >= chunkBytes) {
      let end: number;
      if (format.kind === 'csv') end = csvBoundary(pending, chunkBytes - 1);
      else {
        const at = pending.indexOf(closeTag!, chunkBytes - closeTag!.length);
        end = at < 0 ? -1 : at + closeTag!.length;
      }
      if (end < 0 && pending.length >= maxPieceBytes) {
        // No boundary in 32 MB: a stray quote or a missing closing tag. Cut at the last line feed and
        // let the parser report the broken records, rather than hold the rest of the file in memory.
        const lf = pending.lastIndexOf(LF);
        end = lf > 0 ? lf + 1 : pending.length;
      }
      if (end < 0) break; // the boundary is in data not read yet
      yield { shared: false, bytes: pending.subarray(0, end) };
      pending = pending.subarray(end);
    }
    keep(pending);
  }
  if (passThrough) return;
  join();
  if (!prologueDone) {
    if (pending.length) yield { shared: true, bytes: pending };
    return;
  }
  if (format.kind === 'xml') {
    // Records up to the last closing tag, then the epilogue.
    const at = pending.lastIndexOf(closeTag!);
    const end = at < 0 ? 0 : at + closeTag!.length;
    if (end) yield { shared: false, bytes: pending.subarray(0, end) };
    if (end < pending.length) yield { shared: true, bytes: pending.subarray(end) };
  } else if (pending.length) yield { shared: false, bytes: pending };
}

/**
 * Which pieces of a file one reader parses: those numbered n (0-based, records only) with
 * `(n - index) mod of < span`, i.e. `span` consecutive pieces starting at `index` in every `of`
 * (`{ index: 1, of: 3 }`: pieces 1, 4, 7, ...; `{ index: 0, of: 3, span: 2 }`: 0, 1, 3, 4, ...).
 * Readers whose shares do not overlap and together cover 0..of-1 read every record once.
 */
export interface Share {
  index: number;
  of: number;
  /** Consecutive pieces per cycle; 1 when absent. */
  span?: number;
}

/** Whether piece `n` belongs to `share`. */
export const inShare = (n: number, share: Share) => (n - share.index + share.of) % share.of < (share.span ?? 1);

/** A readable stream of the prologue, the pieces of `share` and the epilogue of `source` (module doc). */
export function shareOf(source: AsyncIterable<Buffer>, format: RecordFormat, share: Share, chunkBytes = CHUNK_BYTES): Readable {
  async function* pick(): AsyncGenerator<Buffer> {
    let n = 0;
    for await (const chunk of recordChunks(source, format, chunkBytes)) {
      if (chunk.shared) yield chunk.bytes;
      else if (inShare(n++, share)) yield chunk.bytes;
    }
  }
  return Readable.from(pick(), { objectMode: false });
}
