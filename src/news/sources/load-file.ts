/**
 * Reads a local news file of any supported source format, for `vigil news load PATH...`: a GDELT
 * GKG 2.1 file (`*.gkg.csv`, plain, zipped or gzipped), a saved GDELT DOC API `ArtList` JSON
 * response, or a feed (RSS, Atom, Google News sitemap).
 *
 * The format is told by the content, not the name: a zip or gzip, or a first line with 27 tab-separated
 * fields, is GKG; a first non-blank character `{` is DOC JSON; `<` is a feed. `origin` of the articles
 * is the path. @throws Error for an unreadable file or an unknown format; NewsSourceError for a
 * DOC or feed document that does not parse (GKG lines are counted as malformed instead).
 */
import { open, readFile } from 'node:fs/promises';
import { loadGkgFile } from './gdelt-gkg.js';
import { parseDocResponse } from './gdelt-doc.js';
import { parseFeedXml, decodeFeed } from './rss.js';
import { emptyStats, type RawArticle, type SourceStats } from './types.js';

export type NewsFileFormat = 'gdelt_gkg' | 'gdelt_doc' | 'feed';

/** Looks at the first 64 KB of `file`. */
export async function newsFileFormat(file: string): Promise<NewsFileFormat> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(65536), 0, 65536, 0);
    const head = buffer.subarray(0, bytesRead);
    if ((head[0] === 0x1f && head[1] === 0x8b) || (bytesRead >= 4 && head.readUInt32LE(0) === 0x04034b50)) return 'gdelt_gkg';
    const text = head.toString('utf8').replace(/^\uFEFF/, '');
    const first = text.trimStart()[0];
    if (first === '{') return 'gdelt_doc';
    if (first === '<') return 'feed';
    if ((text.split('\n')[0] ?? '').split('\t').length >= 20) return 'gdelt_gkg';
    throw new Error(`${file}: not a GDELT GKG file, a GDELT DOC JSON response or a feed`);
  } finally {
    await handle.close();
  }
}

/** Every article of a local news file, with the counts and the detected format. */
export async function loadNewsFile(file: string): Promise<{ format: NewsFileFormat; articles: RawArticle[]; stats: SourceStats }> {
  const format = await newsFileFormat(file);
  if (format === 'gdelt_gkg') return { format, ...(await loadGkgFile(file)) };
  const bytes = await readFile(file);
  if (format === 'gdelt_doc') {
    const stats = emptyStats();
    const articles = parseDocResponse(bytes.toString('utf8'), file, stats);
    return { format, articles, stats };
  }
  const parsed = parseFeedXml(decodeFeed(bytes), file);
  return { format, articles: parsed.articles, stats: parsed.stats };
}
