/**
 * The ingest pipeline after a source: each article enriched (enrich.ts, which also fingerprints it),
 * then per batch of `BATCH`, in one transaction: stored (store.ts, one statement, each article a
 * cluster of one), linked to the tracked companies it names (linking.ts) and clustered with its
 * near-duplicates (cluster.ts: only the articles that join a cluster are written again). `ingestArticles` serves the
 * scheduled fetch job (jobs/news-fetch-job.ts), which saves its source cursor in the same
 * transaction; `ingestNewsFiles` serves `vigil news load PATH...` and tests, each file read in its
 * published format (GDELT GKG 2.1, a GDELT DOC 2.0 response, an RSS/Atom feed or a news sitemap:
 * sources/load-file.ts). Both return what was read, stored and skipped as already known.
 */
import type { Db, Queryable, Transaction } from '../storage/db.js';
import type { RawArticle } from './sources/types.js';
import { clusterArticles, DEFAULT_CLUSTER_SETTINGS, type ClusterSettings } from './cluster.js';
import { loadNewsFile, type NewsFileFormat } from './sources/load-file.js';
import type { Translator } from './sources/translate.js';
import { loadAdverseModel, type AdverseClassifier } from './adverse-classifier.js';
import { enrichArticle } from './enrich.js';
import { storeArticles, storeCompanyLinks } from './store.js';
import { CompanyLinker, type LinkableCompany } from './linking.js';
import { indexAdverseArticles } from './adverse-index.js';

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

/** What `ingestArticles` needs besides the articles: built once per run. */
export interface IngestContext {
  classifier: AdverseClassifier;
  linker: CompanyLinker;
  translator?: Translator;
  cluster?: ClusterSettings;
}

/** A context for the tracked companies stored now. */
export async function ingestContext(db: Queryable, opts: { translator?: Translator; cluster?: ClusterSettings } = {}): Promise<IngestContext> {
  return { classifier: loadAdverseModel(), linker: new CompanyLinker(await trackedCompanies(db)), ...opts };
}

/** Counts of `ingestArticles`. */
export interface IngestCounts {
  stored: number;
  company_links: number;
  /** New articles that joined a cluster of near-duplicates. */
  clustered: number;
}

/**
 * Enriches and stores `articles` (module doc), in transactions of `BATCH` articles; `afterStore(tx)`
 * runs in the last transaction (the fetch job saves its cursor there, so a crash before the commit
 * leaves both undone and the next run re-fetches). `onArticles(n)` reports progress.
 */
export async function ingestArticles(
  db: Db,
  articles: RawArticle[],
  ctx: IngestContext,
  opts: { onArticles?: (n: number) => void; afterStore?: (tx: Transaction) => Promise<void> } = {},
): Promise<IngestCounts> {
  const counts: IngestCounts = { stored: 0, company_links: 0, clustered: 0 };
  if (!articles.length && opts.afterStore) await db.transaction(opts.afterStore);
  for (let i = 0; i < articles.length; i += BATCH) {
    const now = new Date();
    const batch = await Promise.all(articles.slice(i, i + BATCH).map((a) => enrichArticle(a, ctx.classifier, ctx.translator, now)));
    const last = i + BATCH >= articles.length;
    await db.transaction(async (tx) => {
      const fresh = await storeArticles(tx, batch, now);
      counts.stored += fresh.length;
      counts.company_links += await storeCompanyLinks(
        tx,
        fresh.map(({ id, article }) => ({ article_id: id, mentions: ctx.linker.link({ title: article.title_en, text: article.snippet_en, organizations: article.gdelt?.organizations }) })),
        now,
      );
      const clustered = await clusterArticles(
        tx,
        fresh.map(({ id, article }) => ({ id, published_at: article.published_at, simhash: article.simhash, simhash_features: article.simhash_features })),
        ctx.cluster ?? DEFAULT_CLUSTER_SETTINGS,
      );
      counts.clustered += clustered.joined;
      // Adverse media in checks: index the new material articles; the commit wakes adverse-media monitoring.
      await indexAdverseArticles(tx, fresh.map((f) => f.id));
      if (last && opts.afterStore) await opts.afterStore(tx);
    });
    opts.onArticles?.(batch.length);
  }
  return counts;
}

export interface NewsFileResult {
  file: string;
  format: NewsFileFormat;
  /** Articles in the file (after the parser's own skips). */
  articles: number;
  /** Newly stored. */
  stored: number;
  /** Links of the newly stored articles to tracked companies. */
  company_links: number;
  /** Newly stored articles that joined a cluster of near-duplicates. */
  clustered: number;
  /** Already stored (same canonical URL or content hash), in the database or earlier in the file. */
  duplicates: number;
  malformed: number;
  warnings: string[];
}

/**
 * Ingests `files` in order. `onArticles(n)` is called as articles are processed (progress bars).
 * @throws Error naming the file when one is unreadable or in no known format (earlier files stay stored).
 */
export async function ingestNewsFiles(db: Db, files: string[], opts: { translator?: Translator; onArticles?: (n: number) => void } = {}): Promise<NewsFileResult[]> {
  const ctx = await ingestContext(db, { translator: opts.translator });
  const results: NewsFileResult[] = [];
  for (const file of files) {
    const { format, articles, stats } = await loadNewsFile(file);
    const counts = await ingestArticles(db, articles, ctx, { onArticles: opts.onArticles });
    results.push({ file, format, articles: articles.length, ...counts, duplicates: articles.length - counts.stored, malformed: stats.malformed, warnings: stats.warnings });
  }
  return results;
}
