/**
 * Ingest of local news files (`vigil news load PATH...`; tests): each file is read in its published
 * format (GDELT GKG 2.1, a GDELT DOC 2.0 response, an RSS/Atom feed or a news sitemap:
 * sources/load-file.ts), each article enriched (enrich.ts) and stored (store.ts) in batches of
 * `BATCH`, one statement each. Returns per file what was read, stored and skipped as already known.
 */
import type { Queryable } from '../storage/db.js';
import { loadNewsFile, type NewsFileFormat } from './sources/load-file.js';
import type { Translator } from './sources/translate.js';
import { loadAdverseModel } from './adverse-classifier.js';
import { enrichArticle } from './enrich.js';
import { storeArticles } from './store.js';

const BATCH = 500;

export interface NewsFileResult {
  file: string;
  format: NewsFileFormat;
  /** Articles in the file (after the parser's own skips). */
  articles: number;
  /** Newly stored. */
  stored: number;
  /** Already stored (same canonical URL or content hash), in the database or earlier in the file. */
  duplicates: number;
  malformed: number;
  warnings: string[];
}

/**
 * Ingests `files` in order. `onArticles(n)` is called as articles are processed (progress bars).
 * @throws Error naming the file when one is unreadable or in no known format (earlier files stay stored).
 */
export async function ingestNewsFiles(db: Queryable, files: string[], opts: { translator?: Translator; onArticles?: (n: number) => void } = {}): Promise<NewsFileResult[]> {
  const classifier = loadAdverseModel();
  const results: NewsFileResult[] = [];
  for (const file of files) {
    const { format, articles, stats } = await loadNewsFile(file);
    let stored = 0;
    for (let i = 0; i < articles.length; i += BATCH) {
      const batch = await Promise.all(articles.slice(i, i + BATCH).map((a) => enrichArticle(a, classifier, opts.translator)));
      stored += await storeArticles(db, batch);
      opts.onArticles?.(batch.length);
    }
    results.push({ file, format, articles: articles.length, stored, duplicates: articles.length - stored, malformed: stats.malformed, warnings: stats.warnings });
  }
  return results;
}
