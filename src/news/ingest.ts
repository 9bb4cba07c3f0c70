/**
 * Ingest of local news files (`vigil news load PATH...`; tests): each file is read in its published
 * format (GDELT GKG 2.1, a GDELT DOC 2.0 response, an RSS/Atom feed or a news sitemap:
 * sources/load-file.ts), each article enriched (enrich.ts), stored (store.ts) in batches of `BATCH`,
 * one statement each, and linked to the tracked companies it names (linking.ts). Returns per file what was read, stored and skipped as already known.
 */
import type { Queryable } from '../storage/db.js';
import { loadNewsFile, type NewsFileFormat } from './sources/load-file.js';
import type { Translator } from './sources/translate.js';
import { loadAdverseModel } from './adverse-classifier.js';
import { enrichArticle } from './enrich.js';
import { storeArticles, storeCompanyLinks } from './store.js';
import { CompanyLinker, type LinkableCompany } from './linking.js';

/** Every tracked company of every organisation, with its names (name, trade names, previous names). */
export async function trackedCompanies(db: Queryable): Promise<LinkableCompany[]> {
  const res = await db.query<{ id: string; organisation_id: string; name: string; profile: { other_names?: string[]; previous_names?: Array<{ name: string }> } | null }>(
    'SELECT id, organisation_id, name, profile FROM companies',
  );
  return res.rows.map((c) => ({
    id: c.id,
    organisation_id: c.organisation_id,
    names: [c.name, ...(c.profile?.other_names ?? []), ...(c.profile?.previous_names ?? []).map((p) => p.name)],
  }));
}

const BATCH = 500;

export interface NewsFileResult {
  file: string;
  format: NewsFileFormat;
  /** Articles in the file (after the parser's own skips). */
  articles: number;
  /** Newly stored. */
  stored: number;
  /** Links of the newly stored articles to tracked companies. */
  company_links: number;
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
  const linker = new CompanyLinker(await trackedCompanies(db));
  const results: NewsFileResult[] = [];
  for (const file of files) {
    const { format, articles, stats } = await loadNewsFile(file);
    let stored = 0;
    let links = 0;
    for (let i = 0; i < articles.length; i += BATCH) {
      const batch = await Promise.all(articles.slice(i, i + BATCH).map((a) => enrichArticle(a, classifier, opts.translator)));
      const fresh = await storeArticles(db, batch);
      stored += fresh.length;
      links += await storeCompanyLinks(
        db,
        fresh.map(({ id, article }) => ({ article_id: id, mentions: linker.link({ title: article.title_en, text: article.snippet_en, organizations: article.gdelt?.organizations }) })),
      );
      opts.onArticles?.(batch.length);
    }
    results.push({ file, format, articles: articles.length, stored, company_links: links, duplicates: articles.length - stored, malformed: stats.malformed, warnings: stats.warnings });
  }
  return results;
}
