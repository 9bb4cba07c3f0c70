/**
 * The SQL of the article reads (issue 17; docs/API.md "Articles"): which articles an organisation sees,
 * the filters, the sortings and the keyset paging.
 *
 * Visibility: an article is visible to an organisation only through an `article_companies` row of that
 * organisation (migration 019); every query here starts from it, so another tenant's article is never
 * read. Clustering (migration 020): unless `include_clustered_articles`, a cluster member that is not
 * its cluster's lead is hidden when the lead is visible under the same company selection (the lead
 * stands for the story and lists the members in `sub_articles`); an article not yet clustered
 * (cluster_id NULL) stands alone.
 *
 * Sortings: every sorting is a tuple of expressions ordered all one way, ending with the id, so one
 * row comparison `(tuple) < (cursor)` pages it and a new row can neither be skipped nor repeated (ties
 * are broken by the id). `desc` (the default) = top first: newest first, or most important first for
 * `priority` (lower number = more important, api-facts.md; newer first among equal priorities), which
 * the tuple expresses as `-priority`. `asc` reverses the whole order.
 */
import type { Queryable } from '../storage/db.js';
import type { ResolvedArticleFilter } from './article-filters.js';

/** The sortings (api-facts.md "Article list filters"). */
export const ARTICLE_SORTINGS = ['publication_datetime', 'creation_date', 'priority', 'publication_date_priority', 'publication_date_clustering', 'publication_date_source_references'] as const;
export type ArticleSorting = (typeof ARTICLE_SORTINGS)[number];
export type SortOrder = 'asc' | 'desc';

/** The kind of each value of a sorting's tuple (what a cursor value must be; http validates it). */
export type SortValueKind = 'timestamp' | 'date' | 'integer' | 'uuid';

const DAY = `(a.publication_datetime AT TIME ZONE 'UTC')::date`;
const PUB = 'a.publication_datetime';

/**
 * Per sorting, the tuple before the id (module doc). The `publication_date_*` sortings order by the
 * publication day (UTC), then: `priority` most important first; `clustering` the members of one
 * cluster together (by cluster key); `source_references` the stories reported by the most outlets
 * (cluster size) first; then the publication time.
 */
export const SORT_TUPLES: Record<ArticleSorting, Array<{ sql: string; kind: SortValueKind }>> = {
  publication_datetime: [{ sql: PUB, kind: 'timestamp' }],
  creation_date: [{ sql: 'a.created_at', kind: 'timestamp' }],
  priority: [{ sql: '(-a.priority)', kind: 'integer' }, { sql: PUB, kind: 'timestamp' }],
  publication_date_priority: [{ sql: DAY, kind: 'date' }, { sql: '(-a.priority)', kind: 'integer' }, { sql: PUB, kind: 'timestamp' }],
  publication_date_clustering: [{ sql: DAY, kind: 'date' }, { sql: 'COALESCE(a.cluster_id, a.id)', kind: 'uuid' }, { sql: PUB, kind: 'timestamp' }],
  publication_date_source_references: [{ sql: DAY, kind: 'date' }, { sql: 'a.cluster_size', kind: 'integer' }, { sql: PUB, kind: 'timestamp' }],
};

const CASTS: Record<SortValueKind, string> = { timestamp: 'timestamptz', date: 'date', integer: 'int', uuid: 'uuid' };

/** The article columns every read selects (`a` = articles). */
export const ARTICLE_COLUMNS = `a.id, a.url, a.title, a.snippet, a.title_en, a.snippet_en, a.language, a.country, a.image_url, a.source_name,
  a.source_domain, a.source_id, a.publication_datetime, a.sentiment, a.adverse, a.categories, a.is_material, a.priority, a.cluster_id,
  a.cluster_size, a.simhash::text AS simhash, a.created_at, a.updated_at`;

export interface ArticleRow {
  id: string;
  url: string;
  title: string;
  snippet: string;
  title_en: string;
  snippet_en: string;
  language: string;
  country: string | null;
  image_url: string;
  source_name: string;
  source_domain: string;
  source_id: string;
  publication_datetime: Date;
  sentiment: number | null;
  adverse: boolean;
  categories: string[];
  is_material: boolean;
  priority: number;
  cluster_id: string | null;
  cluster_size: number;
  simhash: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * The full-text vector of an article: English stemming on the English title and snippet, the
 * language-neutral `simple` configuration on the original ones; stored (generated column, GIN index:
 * migration 026).
 */
const TEXT_VECTOR = 'a.text_vector';

/** Builds positional parameters. */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** The visibility predicate of `alias` (an article id expression) under the filter's company selection. */
function visibleSql(articleId: string, f: ResolvedArticleFilter, p: Params, alias: string): string {
  const companies = f.companyIds ? ` AND ${alias}.company_id = ANY(${p.add(f.companyIds)}::uuid[])` : '';
  return `SELECT 1 FROM article_companies ${alias} WHERE ${alias}.article_id = ${articleId} AND ${alias}.organisation_id = ${p.add(f.organisationId)}::uuid${companies}`;
}

/** The WHERE conditions of filter `f` over `articles a` (module doc). */
export function filterConditions(f: ResolvedArticleFilter, p: Params): string[] {
  const w: string[] = [`EXISTS (${visibleSql('a.id', f, p, 'ac')})`];
  if (!f.possible || (f.companyIds && !f.companyIds.length)) w.push('FALSE');
  if (!f.includeClustered) w.push(`(a.cluster_id IS NULL OR a.cluster_id = a.id OR NOT EXISTS (${visibleSql('a.cluster_id', f, p, 'lc')}))`);
  if (f.categoryCodes) w.push(`a.categories && ${p.add(f.categoryCodes)}::text[]`);
  if (f.languages) w.push(`a.language = ANY(${p.add(f.languages)}::text[])`);
  if (f.isMaterial !== undefined) w.push(`a.is_material = ${p.add(f.isMaterial)}`);
  if (f.sentiment !== undefined) w.push(f.sentiment ? 'a.sentiment > 0' : 'a.sentiment < 0');
  if (f.minCreated) w.push(`a.created_at >= ${p.add(f.minCreated)}::timestamptz`);
  if (f.maxCreated) w.push(`a.created_at <= ${p.add(f.maxCreated)}::timestamptz`);
  if (f.minPublished) w.push(`a.publication_datetime >= ${p.add(f.minPublished)}::timestamptz`);
  if (f.maxPublished) w.push(`a.publication_datetime <= ${p.add(f.maxPublished)}::timestamptz`);
  if (f.query) {
    const q = p.add(f.query);
    w.push(`${TEXT_VECTOR} @@ (websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`);
  }
  return w;
}

/** A page of rows, each with its sorting tuple's values (the cursor of the next page), and the capped total. */
export interface ArticlePage {
  rows: Array<ArticleRow & { sort_values: Array<string | number> }>;
  total: number;
}

/**
 * `total_results` counts at most this many articles (then says this number, read "at least"): each
 * counted article is one visibility probe, and on the embedded database over a million visible articles
 * a count of 1,000 took about 150 ms against about 10 ms for the page itself (docs/API.md "Articles").
 */
export const ARTICLE_TOTAL_CAP = 100;

/**
 * One page of the articles filter `f` selects, in `sorting`/`order`, after `cursor` (the last row's
 * `sort_values` and id; validated by the caller), `pageSize` + 1 rows (the extra one says a next page
 * exists). `total` is capped at ARTICLE_TOTAL_CAP; a first page that is not full counts nothing (its
 * length is the total).
 */
export async function queryArticles(
  db: Queryable,
  f: ResolvedArticleFilter,
  sorting: ArticleSorting,
  order: SortOrder,
  cursor: { values: Array<string | number>; id: string } | undefined,
  pageSize: number,
): Promise<ArticlePage> {
  const tuple = SORT_TUPLES[sorting];
  const p = new Params();
  const where = filterConditions(f, p);
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM articles a WHERE ${where.join(' AND ')} LIMIT ${ARTICLE_TOTAL_CAP}) x`;
  const countParams = [...p.values];
  const count = () => db.query<{ n: number }>(countSql, countParams);
  // A later page always needs the count: run it beside the page (PostgreSQL's pool runs both at once).
  const laterPageCount = cursor ? count() : undefined;
  const dir = order === 'desc' ? 'DESC' : 'ASC';
  if (cursor) {
    const left = [...tuple.map((t) => t.sql), 'a.id'].join(', ');
    const right = [...tuple.map((t, i) => `${p.add(cursor.values[i])}::${CASTS[t.kind]}`), `${p.add(cursor.id)}::uuid`].join(', ');
    where.push(`(${left}) ${order === 'desc' ? '<' : '>'} (${right})`);
  }
  // Timestamps as text with every microsecond PostgreSQL keeps (a JavaScript Date would round them off).
  const asText = (t: (typeof tuple)[number]) =>
    t.kind === 'timestamp' ? `to_char(${t.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : t.kind === 'integer' ? t.sql : `${t.sql}::text`;
  const sortCols = tuple.map((t, i) => `${asText(t)} AS s${i}`).join(', ');
  const rows = db.query<ArticleRow & Record<string, unknown>>(
    `SELECT ${ARTICLE_COLUMNS}, ${sortCols} FROM articles a WHERE ${where.join(' AND ')}
      ORDER BY ${[...tuple.map((t) => `${t.sql} ${dir}`), `a.id ${dir}`].join(', ')} LIMIT ${pageSize + 1}`,
    p.values,
  );
  const r = await rows;
  // A first page that is not full is the whole list: its length is the total, no count needed.
  const total = !cursor && r.rows.length <= pageSize ? r.rows.length : (await (laterPageCount ?? count())).rows[0].n;
  return {
    total,
    rows: r.rows.map((row) => ({
      ...row,
      sort_values: tuple.map((t, i) => {
        const v = row[`s${i}`];
        return t.kind === 'integer' ? Number(v) : String(v);
      }),
    })),
  };
}

/** Article `id` when organisation `organisationId` may see it, else null. */
export async function visibleArticle(db: Queryable, organisationId: string, id: string): Promise<ArticleRow | null> {
  const res = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.id = $1 AND EXISTS (SELECT 1 FROM article_companies ac WHERE ac.article_id = a.id AND ac.organisation_id = $2)`,
    [id, organisationId],
  );
  return res.rows[0] ?? null;
}
