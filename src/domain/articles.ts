/**
 * Articles as an organisation sees them (issue 17; interface.md "Articles", api-facts.md "Articles";
 * decisions in docs/API.md "Articles"). Free of HTTP: the routes (http/routes/articles.ts) and the
 * analyst UI call these. Every function takes the caller's organisation and reads only the articles
 * linked to its tracked companies (article-query.ts); another tenant's article reads as null.
 *
 * - `listArticles`: a page of the filtered list (article-filters.ts, article-query.ts), API-shaped.
 * - `getArticle`: one article, API-shaped.
 * - `relatedArticles`: near-duplicates by SimHash distance (below).
 * - `articleDateCounts`: counts and mean sentiment per day, week, month or year.
 * - `recordArticleFeedback`: stores feedback on a visible article.
 * - `articleCategoryTree`: the taxonomy (src/news/taxonomy.ts) as the API serves it.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';
import { apiCategoryTree, type ApiCategory } from '../news/taxonomy.js';
import { resolveArticleFilter, type ArticleFilterInput } from './article-filters.js';
import { ARTICLE_COLUMNS, filterConditions, Params, queryArticles, visibleArticle, type ArticleRow, type ArticleSorting, type SortOrder } from './article-query.js';
import { shapeArticles, type ApiArticle } from './article-shape.js';

export type { ArticleFilterInput } from './article-filters.js';
export type { ApiArticle } from './article-shape.js';

/** A page: `rows` holds up to pageSize + 1 articles (the extra one says a next page exists). */
export interface ArticleListPage {
  total: number;
  rows: Array<ApiArticle & { id: string; sort_values: Array<string | number> }>;
}

/**
 * One page of organisation `organisationId`'s articles matching `filter`, in `sorting`/`order`
 * (article-query.ts), after `cursor` (the last row's `sort_values` and id). Throws ArticleInputError
 * for an unknown category or portfolio.
 */
export async function listArticles(
  db: Queryable,
  organisationId: string,
  filter: ArticleFilterInput,
  opts: { sorting: ArticleSorting; order: SortOrder; cursor?: { values: Array<string | number>; id: string }; pageSize: number },
): Promise<ArticleListPage> {
  const resolved = await resolveArticleFilter(db, organisationId, filter);
  const page = await queryArticles(db, resolved, opts.sorting, opts.order, opts.cursor, opts.pageSize);
  const shaped = await shapeArticles(db, organisationId, page.rows);
  return { total: page.total, rows: shaped.map((a, i) => ({ ...a, id: a.external_id, sort_values: page.rows[i].sort_values })) };
}

/** Article `id` as organisation `organisationId` sees it, or null (unknown or not visible). */
export async function getArticle(db: Queryable, organisationId: string, id: string): Promise<ApiArticle | null> {
  const row = await visibleArticle(db, organisationId, id);
  return row ? (await shapeArticles(db, organisationId, [row]))[0] : null;
}

/** How far `/related/` looks: published within this many days of the article. */
export const RELATED_WINDOW_DAYS = 30;
/** The largest distance (0–1) `/related/` answers for an article outside the cluster. */
export const RELATED_MAX_DISTANCE = 0.25;
/** At most this many related articles. */
export const RELATED_LIMIT = 20;

/**
 * Articles related to `id` for organisation `organisationId`: visible articles whose 64-bit SimHash
 * (migration 020, src/news/simhash.ts) is within RELATED_MAX_DISTANCE of the article's, as the
 * Hamming distance / 64 (0 = same fingerprint, 1 = every bit differs), published within
 * RELATED_WINDOW_DAYS of it; members of its cluster come first whatever their distance, then by
 * distance, then newest. An article without a fingerprint has only its cluster (distance 0 when the
 * other has no fingerprint either, else measured). Null when the article is not visible.
 */
export async function relatedArticles(db: Queryable, organisationId: string, id: string): Promise<Array<{ article: ApiArticle; distance: number }> | null> {
  const self = await visibleArticle(db, organisationId, id);
  if (!self) return null;
  const res = await db.query<ArticleRow & { distance: number; same_cluster: boolean }>(
    `SELECT * FROM (
       SELECT ${ARTICLE_COLUMNS},
              CASE WHEN a.simhash IS NULL OR $3::bigint IS NULL THEN CASE WHEN a.simhash IS NULL AND $3::bigint IS NULL THEN 0 ELSE 1 END
                   ELSE length(replace(((a.simhash # $3::bigint)::bit(64))::text, '0', ''))::float8 / 64 END AS distance,
              (a.cluster_id IS NOT NULL AND a.cluster_id = $4::uuid) AS same_cluster
         FROM articles a
        WHERE a.id <> $1 AND a.publication_datetime BETWEEN $5::timestamptz - make_interval(days => ${RELATED_WINDOW_DAYS}) AND $5::timestamptz + make_interval(days => ${RELATED_WINDOW_DAYS})
          AND EXISTS (SELECT 1 FROM article_companies ac WHERE ac.article_id = a.id AND ac.organisation_id = $2)
          AND ((a.cluster_id IS NOT NULL AND a.cluster_id = $4::uuid) OR (a.simhash IS NOT NULL AND $3::bigint IS NOT NULL))) r
      WHERE same_cluster OR distance <= ${RELATED_MAX_DISTANCE}
      ORDER BY same_cluster DESC, distance, publication_datetime DESC, id
      LIMIT ${RELATED_LIMIT}`,
    [id, organisationId, self.simhash, self.cluster_id, self.publication_datetime],
  );
  const shaped = await shapeArticles(db, organisationId, res.rows);
  return shaped.map((article, i) => ({ article, distance: Number(res.rows[i].distance) }));
}

export const DATE_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type DateInterval = (typeof DATE_INTERVALS)[number];

/**
 * Per `interval` (UTC; a week starts on Monday, ISO 8601), the number of organisation
 * `organisationId`'s articles matching `filter` published in it and their mean sentiment (null when
 * none has one), oldest first; periods without articles are left out. Throws ArticleInputError as
 * listArticles does.
 */
export async function articleDateCounts(
  db: Queryable,
  organisationId: string,
  filter: ArticleFilterInput,
  interval: DateInterval,
): Promise<Array<{ date: string; count: number; average_sentiment: number | null }>> {
  const resolved = await resolveArticleFilter(db, organisationId, filter);
  const p = new Params();
  const where = filterConditions(resolved, p);
  const res = await db.query<{ date: string; count: number; average_sentiment: number | null }>(
    `SELECT date_trunc(${p.add(interval)}, a.publication_datetime AT TIME ZONE 'UTC')::date::text AS date, count(*)::int AS count,
            avg(a.sentiment)::float8 AS average_sentiment
       FROM articles a WHERE ${where.join(' AND ')} GROUP BY 1 ORDER BY 1`,
    p.values,
  );
  return res.rows.map((r) => ({ date: r.date, count: r.count, average_sentiment: r.average_sentiment === null ? null : Number(r.average_sentiment) }));
}

export const FEEDBACK_TYPES = ['false_positive', 'no_risk', 'risk_confirmed'] as const;
export type ArticleFeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface ArticleFeedback {
  external_id: string;
  article: string;
  feedback_type: ArticleFeedbackType;
  comment: string;
  email: string;
  created_at: string;
}

/**
 * Stores feedback of organisation `organisationId` on article `input.article` (migration 021); null
 * when the article is not visible to it (HTTP answers a 400 on `article`).
 */
export async function recordArticleFeedback(
  db: Queryable,
  organisationId: string,
  input: { article: string; feedback_type: ArticleFeedbackType; comment?: string | null; email?: string | null },
): Promise<ArticleFeedback | null> {
  const res = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO article_feedback (id, organisation_id, article_id, feedback_type, comment, email, created_at)
     SELECT $1, $2, a.id, $4, $5, $6, now() FROM articles a
      WHERE a.id = $3 AND EXISTS (SELECT 1 FROM article_companies ac WHERE ac.article_id = a.id AND ac.organisation_id = $2)
     RETURNING id, created_at`,
    [crypto.randomUUID(), organisationId, input.article, input.feedback_type, input.comment ?? '', input.email ?? ''],
  );
  const row = res.rows[0];
  if (!row) return null;
  return {
    external_id: row.id,
    article: input.article.toLowerCase(),
    feedback_type: input.feedback_type,
    comment: input.comment ?? '',
    email: input.email ?? '',
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The category tree (api-facts.md "Category tree node"), top-level categories in severity order. */
export function articleCategoryTree(): ApiCategory[] {
  return apiCategoryTree();
}
