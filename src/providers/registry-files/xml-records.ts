/**
 * Streaming reader for record-oriented XML files (GLEIF LEI-CDF and RR-CDF golden copies): the file
 * is parsed with saxes as it is read and every element whose local name is in `collect` (a record,
 * the header) is handed out as a small element tree, one at a time. Memory holds one read chunk and
 * the records completed in it, never the document.
 *
 * Namespaces: prefixes are ignored, elements are matched by local name (`lei:LEIRecord` -> `LEIRecord`).
 * `skip` names elements cut out of the bytes before they are decoded and parsed (`withoutElements`,
 * plain byte search): parsers skip the bulky elements they do not map, e.g. GLEIF's golden-copy
 * `<lei:Extension>` (geocoding, about a third of the bytes), because XML parsing is their bottleneck.
 * Errors: a document element not in `roots` throws (not the expected file). An XML syntax error is
 * counted as malformed and the record being read is dropped; after `MAX_XML_ERRORS` the file is
 * given up (throws), since a broken document rarely recovers.
 */
import { SaxesParser } from 'saxes';
import { clean } from './common.js';
import { textChunks } from './open-file.js';
import type { Readable } from 'node:stream';
import type { ParseReport } from './types.js';

export const MAX_XML_ERRORS = 100;

/**
 * Bytes handed to the parser at a time. A shared file arrives in record-aligned pieces of 1 MB
 * (./record-chunks.ts); parsed whole, a piece kept some 300 records' element trees alive together
 * and the garbage collector moved them: 100,000 GLEIF records took 75 µs each instead of 41.
 */
const XML_READ_BYTES = 64 << 10;

/** `stream`'s chunks, those larger than XML_READ_BYTES cut into reads of that size. */
async function* reads(stream: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer | string> {
  for await (const chunk of stream) {
    if (typeof chunk === 'string' || chunk.length <= XML_READ_BYTES) yield chunk;
    else for (let i = 0; i < chunk.length; i += XML_READ_BYTES) yield chunk.subarray(i, i + XML_READ_BYTES);
  }
}

/** An element: local name, attributes as written (prefixed names), children and text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Text directly inside the element (entities decoded; whitespace as in the file). */
  text: string;
}

export interface XmlRecordOptions {
  /** Local names of the document element the file may have (e.g. `LEIData`). */
  roots: string[];
  /** Local names of the elements handed out whole. */
  collect: ReadonlySet<string>;
  /** Elements removed before parsing (see `withoutElements`), qualified names as written, e.g. `lei:Extension`. */
  skip?: string[];
  report: ParseReport;
  /** Name of the file in messages. */
  label: string;
  /** What the file should be, for the wrong-root error ("a GLEIF LEI-CDF file"). */
  format: string;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

const GT = 0x3e;
const SLASH = 0x2f;

/**
 * Removes every element named `names` (qualified names as written, e.g. `lei:Extension`), with its
 * content, from a stream of UTF-8 bytes, also across chunk boundaries: `<name` followed by white
 * space, `>` or `/` starts one (so `lei:Registration` leaves `<lei:RegistrationAuthority>` alone), a
 * self-closing tag is removed alone, otherwise everything up to `</name>`. Works on the bytes, before
 * decoding: the names and tags are ASCII, which never occurs inside a UTF-8 multi-byte sequence, so
 * one regular-expression pass over the chunk read as Latin-1 (one character per byte) finds them.
 * On GLEIF's LEI file, where it removes about 60% of the bytes, this costs next to nothing; a pass
 * over the decoded text took 10 µs a record and `Buffer.indexOf` per name 8 µs. Plain search: the
 * names must not nest in themselves or appear inside comments, CDATA or attribute values (true of
 * GLEIF's files). Output chunks are the kept bytes of each input chunk (a UTF-8 sequence may be
 * split between two of them).
 */
export async function* withoutElements(chunks: AsyncIterable<Buffer>, names: string[]): AsyncGenerator<Buffer> {
  const closers = names.map((n) => Buffer.from(`</${n}>`, 'latin1'));
  const holdBack = Math.max(...names.map((n) => n.length + 1));
  const opening = new RegExp(`<(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=[\\s/>]|$)`, 'g');
  let pending: Buffer | undefined; // an unfinished tail of the previous chunk
  let closing: Buffer | undefined; // inside a removed element: its close tag
  for await (const chunk of chunks) {
    const buf = pending?.length ? Buffer.concat([pending, chunk]) : chunk;
    pending = undefined;
    const kept: Buffer[] = [];
    const text = buf.toString('latin1'); // one character per byte: string indexes are byte offsets
    let from = 0;
    for (;;) {
      if (closing) {
        const end = buf.indexOf(closing, from);
        if (end < 0) {
          pending = buf.subarray(Math.max(from, buf.length - closing.length + 1));
          break;
        }
        from = end + closing.length;
        closing = undefined;
        continue;
      }
      opening.lastIndex = from;
      const found = opening.exec(text);
      const at = found ? found.index : -1;
      const which = found ? names.indexOf(found[1]) : -1;
      const gt = at < 0 ? -1 : buf.indexOf(GT, at);
      if (at < 0 || gt < 0 || at + names[which].length + 1 >= buf.length) {
        // No element start, or one whose start tag the chunk cuts off: hold the tail back.
        const keep = at >= 0 ? at : Math.max(from, buf.length - holdBack);
        if (keep > from) kept.push(buf.subarray(from, keep));
        pending = buf.subarray(keep);
        break;
      }
      if (at > from) kept.push(buf.subarray(from, at));
      from = gt + 1;
      if (buf[gt - 1] !== SLASH) closing = closers[which];
    }
    if (kept.length) yield kept.length === 1 ? kept[0] : Buffer.concat(kept);
  }
  if (pending?.length && !closing) yield pending;
}

/**
 * Streams the `collect` elements of an XML byte stream (see the module comment), in batches: the
 * elements completed by one read chunk, in document order (a batch per chunk keeps the per-record
 * cost of async iteration off the hot path).
 */
export async function* xmlRecords(stream: Readable, options: XmlRecordOptions): AsyncGenerator<XmlElement[]> {
  const { report, label } = options;
  const parser = new SaxesParser({ xmlns: false, position: false });
  const done: XmlElement[] = [];
  const open: XmlElement[] = [];
  let root: string | undefined;
  let errors = 0;
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (root === undefined) {
      root = name;
      if (!options.roots.includes(name)) throw new Error(`${label} is not ${options.format}: document element is <${tag.name}>`);
    }
    if (open.length) {
      const el: XmlElement = { name, attributes: tag.attributes, children: [], text: '' };
      open[open.length - 1].children.push(el);
      open.push(el);
    } else if (options.collect.has(name)) {
      open.push({ name, attributes: tag.attributes, children: [], text: '' });
    }
  });
  parser.on('text', (text) => {
    const el = open[open.length - 1];
    if (el && el.children.length === 0) el.text += text;
  });
  parser.on('closetag', () => {
    const el = open.pop();
    if (el && open.length === 0) done.push(el);
  });
  parser.on('error', (err) => {
    errors++;
    report.bad(`${label}: XML error ${err.message}${open.length ? ` in <${open[0].name}> (dropped)` : ''}`);
    open.length = 0;
    if (errors >= MAX_XML_ERRORS) throw new Error(`${label}: ${errors} XML errors, giving up (last: ${err.message})`);
  });

  const chunks = textChunks(options.skip?.length ? withoutElements(reads(stream) as AsyncIterable<Buffer>, options.skip) : reads(stream));
  try {
    for await (const chunk of chunks) {
      parser.write(chunk);
      if (done.length) yield done.splice(0);
    }
    parser.close();
    if (done.length) yield done.splice(0);
  } finally {
    stream.destroy(); // also when the caller stops early
  }
  if (root === undefined) throw new Error(`${label} is not ${options.format}: no XML document element`);
}

/** The first child named `name` (local name). */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

/** Every child named `name`. */
export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** Cleaned text of the element at `path` below `el` (`textAt(rec, 'Entity', 'LegalName')`); undefined when absent or empty. */
export function textAt(el: XmlElement | undefined, ...path: string[]): string | undefined {
  let node = el;
  for (const name of path) node = child(node, name);
  return clean(node?.text);
}
