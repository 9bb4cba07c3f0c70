/**
 * Opens a registry bulk file as a byte stream, whatever it is packed in: the publishers ship zips
 * (Companies House `BasicCompanyData-YYYY-MM-DD.zip`, GLEIF `…-gleif-goldencopy-lei2-golden-copy.xml.zip`),
 * gzip is the usual way to store a big download, and a plain file is read as it is.
 *
 * The packing is told by the file's first bytes, not its name: `1f 8b` gzip (zlib), `50 4b 03 04`
 * zip (yauzl, streaming, ZIP64 for the multi-GB GLEIF entries; the first entry whose name matches
 * `zipEntry`, by default the first file entry), anything else plain.
 * Errors: a missing or unreadable file, a corrupt zip, or a zip without a matching entry reject with
 * an Error naming the path.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import yauzl from 'yauzl';
import type { FileInput } from './types.js';

const GZIP = [0x1f, 0x8b];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** How the file's content is packed. */
export type Packing = 'plain' | 'gzip' | 'zip';

/** Looks at the first four bytes of `file`. @throws Error when the file cannot be read. */
export async function filePacking(file: string): Promise<Packing> {
  const handle = await open(file, 'r').catch((err: Error) => {
    throw new Error(`Cannot read registry file ${file}: ${err.message}`, { cause: err });
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    const starts = (magic: number[]) => bytesRead >= magic.length && magic.every((b, i) => buffer[i] === b);
    return starts(GZIP) ? 'gzip' : starts(ZIP) ? 'zip' : 'plain';
  } finally {
    await handle.close();
  }
}

/**
 * The content of `input` as a byte stream. A stream is returned as it is (it must already be
 * unpacked); a path is opened according to `filePacking`.
 */
export async function openFileStream(input: FileInput, options: { zipEntry?: RegExp } = {}): Promise<Readable> {
  if (typeof input !== 'string') return input;
  const packing = await filePacking(input);
  if (packing === 'gzip') {
    const gunzip = createGunzip();
    const raw = createReadStream(input);
    raw.on('error', (err) => gunzip.destroy(err));
    return raw.pipe(gunzip);
  }
  if (packing === 'zip') return openZipEntry(input, options.zipEntry);
  return createReadStream(input, { highWaterMark: 1 << 16 });
}

/** Streams the first file entry of a zip whose name matches `pattern` (any file entry when absent). */
function openZipEntry(file: string, pattern?: RegExp): Promise<Readable> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err || !zip) return reject(new Error(`Cannot open zip ${file}: ${err?.message ?? 'unknown error'}`, { cause: err }));
      const fail = (e: Error) => {
        zip.close();
        reject(new Error(`Cannot read zip ${file}: ${e.message}`, { cause: e }));
      };
      zip.on('error', fail);
      zip.on('end', () => fail(new Error(`no entry${pattern ? ` matching ${pattern}` : ''}`)));
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const wanted = !name.endsWith('/') && !name.startsWith('__MACOSX/') && (!pattern || pattern.test(path.basename(name)));
        if (!wanted) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(e ?? new Error(`cannot read entry ${name}`));
          const close = () => zip.isOpen && zip.close();
          stream.once('end', close).once('close', close).once('error', close);
          resolve(stream);
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * The text of a byte stream, in chunks, decoded as UTF-8 (a leading byte-order mark removed). A
 * stream that already yields strings is passed through.
 */
export async function* textChunks(stream: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let first = true;
  for await (const chunk of stream) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && text) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
