/**
 * Storing enriched articles (migration 018): one statement per batch, and an article already stored
 * under the same canonical URL or the same content hash is skipped (`ON CONFLICT DO NOTHING` on
 * either unique index), so re-ingesting a file or a feed stores nothing twice.
 *
 * Each article is stored with its SimHash fingerprint as a cluster of one (`cluster_id` = its id,
 * `cluster_size` 1): clustering (cluster.ts) then rewrites only the few that join a cluster, rather
 * than every row a second time (an UPDATE that moves `cluster_id` rewrites the row's index entries,
 * the full-text GIN entry included).
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';
import type { EnrichedArticle } from './enrich.js';
import type { CompanyMention } from './linking.js';
import { toSignedBigint } from './simhash.js';

/**
 * Stores `articles` (one statement), each a cluster of one (module doc); returns the new ones with
 * their ids (duplicates within the batch are skipped too).
 */
export async function storeArticles(db: Queryable, articles: EnrichedArticle[], now = new Date()): Promise<Array<{ id: string; article: EnrichedArticle }>> {
  if (!articles.length) return [];
  const rows = articles.map((a) => ({
    id: crypto.randomUUID(),
    canonical_url: a.canonical_url,
    content_hash: a.content_hash,
    url: a.url,
    source_id: a.source_id,
    origin: a.origin,
    title: a.title,
    snippet: a.snippet,
    title_en: a.title_en,
    snippet_en: a.snippet_en,
    language: a.language,
    country: a.source_country ?? null,
    source_name: a.source_name ?? '',
    source_domain: a.source_domain,
    publication_datetime: a.published_at,
    publication_is_seen_time: Boolean(a.published_at_is_seen_time),
    sentiment: a.sentiment,
    adverse: a.adverse,
    adverse_probability: a.adverse_probability,
    categories: a.categories,
    is_material: a.is_material,
    priority: a.priority,
    gdelt: a.gdelt ?? null,
    simhash: a.simhash ? toSignedBigint(a.simhash) : null,
  }));
  const res = await db.query<{ id: string }>(
    `INSERT INTO articles (id, canonical_url, content_hash, url, source_id, origin, title, snippet, title_en, snippet_en, language,
       country, source_name, source_domain, publication_datetime, publication_is_seen_time, sentiment, adverse,
       adverse_probability, categories, is_material, priority, gdelt, created_at, updated_at, simhash, cluster_id, cluster_size)
     SELECT x.id, x.canonical_url, x.content_hash, x.url, x.source_id, x.origin, x.title, x.snippet, x.title_en, x.snippet_en,
            x.language, x.country, x.source_name, x.source_domain, x.publication_datetime, x.publication_is_seen_time, x.sentiment,
            x.adverse, x.adverse_probability, x.categories, x.is_material, x.priority, x.gdelt, $2, $2, x.simhash::bigint, x.id, 1
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, canonical_url text, content_hash text, url text, source_id text, origin text,
            title text, snippet text, title_en text, snippet_en text, language text, country text, source_name text,
            source_domain text, publication_datetime timestamptz, publication_is_seen_time boolean, sentiment float8,
            adverse boolean, adverse_probability float8, categories text[], is_material boolean, priority int, gdelt jsonb,
            simhash text)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [JSON.stringify(rows), now],
  );
  const byId = new Map<string, EnrichedArticle>(rows.map((r, i) => [r.id, articles[i]]));
  return res.rows.map((r) => ({ id: r.id, article: byId.get(r.id)! }));
}

/** Stores the company links of `mentions` per article id (one statement); existing links are kept. */
export async function storeCompanyLinks(db: Queryable, links: Array<{ article_id: string; mentions: CompanyMention[] }>, now = new Date()): Promise<number> {
  const rows = links.flatMap((l) => l.mentions.map((m) => ({ article_id: l.article_id, ...m })));
  if (!rows.length) return 0;
  const res = await db.query(
    `INSERT INTO article_companies (article_id, company_id, organisation_id, confidence, role, matched_name, in_title, created_at)
     SELECT x.article_id, x.company_id, x.organisation_id, x.confidence, x.role, x.matched_name, x.in_title, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(article_id uuid, company_id uuid, organisation_id uuid, confidence float8, role text,
            matched_name text, in_title boolean)
     ON CONFLICT DO NOTHING RETURNING article_id`,
    [JSON.stringify(rows), now],
  );
  return res.rows.length;
}
