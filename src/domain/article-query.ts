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
 *
 * Reading a page at a million articles (docs/benchmarks.md "News"): in general the sorting's index of
 * `articles` is walked and each article checked for visibility (queryArticles). Two cases read fewer
 * rows another way, with the same rows, order, cursors and total: a few selected companies walk
 * their links in order (queryByLinks, migration 027), and a full-text query matching few articles
 * sorts its matches (queryTextMatches).
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

/** A keyset cursor: the last row's sort values and id (validated by the caller). */
export interface ArticleCursor {
  values: Array<string | number>;
  id: string;
}

/** The cursor as a row value of the sorting's tuple and the id, its values added to `p` as typed parameters. */
function cursorRow(tuple: (typeof SORT_TUPLES)[ArticleSorting], cursor: ArticleCursor, p: Params): string {
  return `(${[...tuple.map((t, i) => `${p.add(cursor.values[i])}::${CASTS[t.kind]}`), `${p.add(cursor.id)}::uuid`].join(', ')})`;
}

/** ORDER BY of the sorting's tuple and the id, all `dir`. */
const orderBy = (tuple: (typeof SORT_TUPLES)[ArticleSorting], dir: string) => [...tuple.map((t) => `${t.sql} ${dir}`), `a.id ${dir}`].join(', ');

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

/**
 * The WHERE conditions of filter `f` over `articles a` (module doc). `visibility` false leaves out the
 * organisation/company visibility check, for a query that reads `a` through a link of the selection.
 */
export function filterConditions(f: ResolvedArticleFilter, p: Params, visibility = true): string[] {
  return [...(visibility ? [`EXISTS (${visibleSql('a.id', f, p, 'ac')})`] : []), ...clusterCondition(f, p), ...articleConditions(f, p)];
}

/** Unless `include_clustered_articles`, the condition hiding a member behind its visible lead (module doc). */
function clusterCondition(f: ResolvedArticleFilter, p: Params): string[] {
  return f.includeClustered ? [] : [`(a.cluster_id IS NULL OR a.cluster_id = a.id OR NOT EXISTS (${visibleSql('a.cluster_id', f, p, 'lc')}))`];
}

/** The conditions of filter `f` on the article's own columns (`articles a`), visibility aside. */
function articleConditions(f: ResolvedArticleFilter, p: Params): string[] {
  const w: string[] = [];
  if (!f.possible || (f.companyIds && !f.companyIds.length)) w.push('FALSE');
  if (f.categoryCodes) w.push(`a.categories && ${p.add(f.categoryCodes)}::text[]`);
  if (f.languages) w.push(`a.language = ANY(${p.add(f.languages)}::text[])`);
  if (f.isMaterial !== undefined) w.push(`a.is_material = ${p.add(f.isMaterial)}`);
  if (f.sentiment !== undefined) w.push(f.sentiment ? 'a.sentiment > 0' : 'a.sentiment < 0');
  if (f.minCreated) w.push(`a.created_at >= ${p.add(f.minCreated)}::timestamptz`);
  if (f.maxCreated) w.push(`a.created_at <= ${p.add(f.maxCreated)}::timestamptz`);
  if (f.minPublished) w.push(`a.publication_datetime >= ${p.add(f.minPublished)}::timestamptz`);
  if (f.maxPublished) w.push(`a.publication_datetime <= ${p.add(f.maxPublished)}::timestamptz`);
  if (f.query) w.push(textMatch(p.add(f.query)));
  return w;
}

/** `query` (websearch syntax, the parameter `q`) against the stored text vector (TEXT_VECTOR). */
const textMatch = (q: string) => `${TEXT_VECTOR} @@ (websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;

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

/** A reader of one page of the articles filter `f` selects (queryArticles and its two special cases). */
type PageReader = (
  db: Queryable,
  f: ResolvedArticleFilter,
  sorting: ArticleSorting,
  order: SortOrder,
  cursor: ArticleCursor | undefined,
  pageSize: number,
) => Promise<ArticlePage>;

/**
 * One page of the articles filter `f` selects, in `sorting`/`order`, after `cursor` (the last row's
 * `sort_values` and id; validated by the caller), `pageSize` + 1 rows (the extra one says a next page
 * exists). `total` is capped at ARTICLE_TOTAL_CAP; a first page that is not full counts nothing (its
 * length is the total).
 */
export const queryArticles: PageReader = async (db, f, sorting, order, cursor, pageSize) => {
  const tuple = SORT_TUPLES[sorting];
  if (f.companyIds && f.companyIds.length <= LINK_WALK_MAX_COMPANIES && LINK_TUPLES[sorting]) return queryByLinks(db, f, sorting, order, cursor, pageSize);
  if (f.query && (await fewTextMatches(db, f.query, pageSize))) return queryTextMatches(db, f, sorting, order, cursor, pageSize);
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
    where.push(`(${left}) ${order === 'desc' ? '<' : '>'} ${cursorRow(tuple, cursor, p)}`);
  }
  const sortCols = sortColumns(tuple);
  const rows = db.query<ArticleRow & Record<string, unknown>>(
    `SELECT ${ARTICLE_COLUMNS}, ${sortCols} FROM articles a WHERE ${where.join(' AND ')}
      ORDER BY ${orderBy(tuple, dir)} LIMIT ${pageSize + 1}`,
    p.values,
  );
  const r = await rows;
  // A first page that is not full is the whole list: its length is the total, no count needed.
  const total = !cursor && r.rows.length <= pageSize ? r.rows.length : (await (laterPageCount ?? count())).rows[0].n;
  return { total, rows: withSortValues(tuple, r.rows) };
};

/**
 * The page of `ids` (the selection's first ids in order, up to ARTICLE_TOTAL_CAP on a first page), read
 * whole: the first pageSize + 1 of them, and the total: on a later page the count, on a first page
 * their number (all of them when they fit in the page, else capped at ARTICLE_TOTAL_CAP).
 */
async function pageOfIds(
  db: Queryable,
  tuple: (typeof SORT_TUPLES)[ArticleSorting],
  dir: string,
  ids: string[],
  pageSize: number,
  laterPageCount: Promise<{ rows: Array<{ n: number }> }> | undefined,
): Promise<ArticlePage> {
  const r = await db.query<ArticleRow & Record<string, unknown>>(
    `SELECT ${ARTICLE_COLUMNS}, ${sortColumns(tuple)} FROM articles a WHERE a.id = ANY($1::uuid[]) ORDER BY ${orderBy(tuple, dir)}`,
    [ids.slice(0, pageSize + 1)],
  );
  const total = laterPageCount ? (await laterPageCount).rows[0].n : ids.length <= pageSize ? ids.length : Math.min(ids.length, ARTICLE_TOTAL_CAP);
  return { total, rows: withSortValues(tuple, r.rows) };
}

/** Timestamps as text with every microsecond PostgreSQL keeps (a JavaScript Date would round them off). */
function sortColumns(tuple: (typeof SORT_TUPLES)[ArticleSorting]): string {
  const asText = (t: (typeof tuple)[number]) =>
    t.kind === 'timestamp' ? `to_char(${t.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : t.kind === 'integer' ? t.sql : `${t.sql}::text`;
  return tuple.map((t, i) => `${asText(t)} AS s${i}`).join(', ');
}

/** `rows` with their sorting tuple's values (`s0`, `s1`... of sortColumns) as `sort_values`. */
function withSortValues(tuple: (typeof SORT_TUPLES)[ArticleSorting], rows: Array<ArticleRow & Record<string, unknown>>): ArticlePage['rows'] {
  return rows.map((row) => ({
    ...row,
    sort_values: tuple.map((t, i) => {
      const v = row[`s${i}`];
      return t.kind === 'integer' ? Number(v) : String(v);
    }),
  }));
}

/**
 * The sortings whose tuple `article_companies` carries and indexes after the organisation and the
 * company (migration 027: copies of the article's publication time and priority, kept right by
 * triggers): SORT_TUPLES over the link's copies, in the same order, so the values are equal.
 */
const LINK_TUPLES: Partial<Record<ArticleSorting, string[]>> = {
  publication_datetime: ['ac.publication_datetime'],
  priority: ['(-ac.priority)', 'ac.publication_datetime'],
};

/**
 * Up to this many selected companies, a page of a LINK_TUPLES sorting is read through the links
 * (queryByLinks): at most k · (pageSize + 1) links and their articles for k companies. Walking all the
 * organisation's articles in order and checking each one's visibility (the general query) reads about
 * (pageSize + 1) / s articles, s the share of them the selection is linked to: for k of C companies
 * with as many articles each, s = k / C, and the links read fewer while k² < C. 25 is that bound for
 * a portfolio of about 600 companies; past it both read a few thousand rows at most for C <= 10,000.
 */
export const LINK_WALK_MAX_COMPANIES = 25;

/**
 * queryArticles for a few selected companies (LINK_WALK_MAX_COMPANIES) in a LINK_TUPLES sorting. Per
 * company, its links in the sorting's order (an index walk) joined to their articles and filtered,
 * after the cursor, stop at pageSize + 1; the page is the first pageSize + 1 distinct articles of
 * those lists in the same order. Every article of the true page is in its company's list (fewer than
 * pageSize + 1 of that company's articles come before it), so the page is the one queryArticles
 * gives, and an article linked to two selected companies is listed once. Same tuple, cursor and total
 * (a first page reads ARTICLE_TOTAL_CAP articles so, when that is more than a page: the capped total).
 */
const queryByLinks: PageReader = async (db, f, sorting, order, cursor, pageSize) => {
  const tuple = SORT_TUPLES[sorting];
  const linkTuple = [...LINK_TUPLES[sorting]!, 'ac.article_id'];
  const dir = order === 'desc' ? 'DESC' : 'ASC';
  const keys = linkTuple.map((e, i) => `${e} AS k${i}`).join(', ');
  /** Per selected company, its links (article id, sort keys k0...) joined to their articles under the filter and `extra`, then `tail`. */
  const links = (p: Params, extra: string[], tail: string) => {
    const conditions = [`ac.organisation_id = ${p.add(f.organisationId)}::uuid`, 'ac.company_id = c.id', ...filterConditions(f, p, false), ...extra];
    return `SELECT x.* FROM unnest(${p.add(f.companyIds)}::uuid[]) AS c(id) CROSS JOIN LATERAL (
       SELECT ${keys} FROM article_companies ac JOIN articles a ON a.id = ac.article_id WHERE ${conditions.join(' AND ')} ${tail}) x`;
  };
  const cp = new Params();
  const countSql = `SELECT count(*)::int AS n FROM (SELECT DISTINCT y.k${linkTuple.length - 1} FROM (${links(cp, [], `LIMIT ${ARTICLE_TOTAL_CAP}`)}) y LIMIT ${ARTICLE_TOTAL_CAP}) z`;
  const count = () => db.query<{ n: number }>(countSql, cp.values);
  const laterPageCount = cursor ? count() : undefined;
  const p = new Params();
  const after = cursor
    ? [`(${linkTuple.join(', ')}) ${order === 'desc' ? '<' : '>'} ${cursorRow(tuple, cursor, p)}`]
    : [];
  // A first page reads up to ARTICLE_TOTAL_CAP articles in order: they are the capped total too, no count query.
  const limit = cursor ? pageSize + 1 : Math.max(pageSize + 1, ARTICLE_TOTAL_CAP);
  const keyOrder = linkTuple.map((_, i) => `x.k${i} ${dir}`).join(', ');
  const walk = links(p, after, `ORDER BY ${linkTuple.map((e) => `${e} ${dir}`).join(', ')} LIMIT ${limit}`);
  const found = await db.query<{ id: string }>(`SELECT DISTINCT x.k${linkTuple.length - 1} AS id, ${linkTuple.map((_, i) => `x.k${i}`).join(', ')} FROM (${walk}) x ORDER BY ${keyOrder} LIMIT ${limit}`, p.values);
  return pageOfIds(db, tuple, dir, found.rows.map((r) => r.id), pageSize, laterPageCount);
};

/**
 * How a full-text page is read depends on how many articles the words match (M of N stored). Walking
 * the sorting's index and testing each article's stored text reads about (pageSize + 1) · N / M
 * articles in random order; reading the matches from the GIN index and sorting them reads M articles,
 * grouped by heap page. The planner compares the two well for the walk but prices the second as M
 * full-row fetches each checked for visibility, so for a word in about 0.5 % of a million articles it
 * walked 8,700 articles (about 70 ms) where sorting the 5,600 matches takes about 14 ms (docs/benchmarks.md
 * "News"). Measured per article read, the walk costs about 4 times the sort, hence: sort the matches
 * while M² <= TEXT_SORT_FACTOR · (pageSize + 1) · N.
 */
export const TEXT_SORT_FACTOR = 4;

/**
 * Whether `query` matches few enough articles to sort them (TEXT_SORT_FACTOR), by the planner's
 * estimates of the matches (from the text vector's statistics: ANALYZE keeps the lexemes'
 * frequencies) and of the stored articles.
 */
async function fewTextMatches(db: Queryable, query: string, pageSize: number): Promise<boolean> {
  const [matches, total] = await Promise.all([estimatedRows(db, `SELECT 1 FROM articles a WHERE ${textMatch('$1')}`, [query]), estimatedRows(db, 'SELECT 1 FROM articles a')]);
  return matches * matches <= TEXT_SORT_FACTOR * (pageSize + 1) * total;
}

/** The planner's estimate of the rows `sql` returns (EXPLAIN). */
async function estimatedRows(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const res = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = res.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Number(plan[0].Plan['Plan Rows']);
}

/**
 * queryArticles for a full-text query matching few articles (fewTextMatches): the matches of the
 * article-level conditions (and the cursor) are read from the text index with only their sort keys
 * and sorted; then, in that order, each is checked for visibility (and its cluster lead) until
 * pageSize + 1 pass (on a first page, ARTICLE_TOTAL_CAP: the total), and only the page's are read
 * whole. Same rows, order, cursor and total as the walk.
 */
const queryTextMatches: PageReader = async (db, f, sorting, order, cursor, pageSize) => {
  const tuple = SORT_TUPLES[sorting];
  const dir = order === 'desc' ? 'DESC' : 'ASC';
  const cp = new Params();
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM articles a WHERE ${filterConditions(f, cp).join(' AND ')} LIMIT ${ARTICLE_TOTAL_CAP}) x`;
  const count = () => db.query<{ n: number }>(countSql, cp.values);
  const laterPageCount = cursor ? count() : undefined;
  const p = new Params();
  const inner = articleConditions(f, p);
  if (cursor) {
    inner.push(`(${[...tuple.map((t) => t.sql), 'a.id'].join(', ')}) ${order === 'desc' ? '<' : '>'} ${cursorRow(tuple, cursor, p)}`);
  }
  const keys = tuple.map((t, i) => `${t.sql} AS k${i}`).join(', ');
  const keyOrder = [...tuple.map((_, i) => `a.k${i} ${dir}`), `a.id ${dir}`].join(', ');
  // OFFSET 0 keeps the visibility checks out of the sorted subquery: they run on the sorted rows, lazily.
  const sorted = `SELECT a.id, a.cluster_id, ${keys} FROM articles a WHERE ${inner.join(' AND ')}
      ORDER BY ${orderBy(tuple, dir)} OFFSET 0`;
  const visible = [`EXISTS (${visibleSql('a.id', f, p, 'ac')})`, ...clusterCondition(f, p)];
  // A first page reads up to ARTICLE_TOTAL_CAP ids in order: they are the capped total too, no count query.
  const limit = cursor ? pageSize + 1 : Math.max(pageSize + 1, ARTICLE_TOTAL_CAP);
  const found = await db.query<{ id: string }>(`SELECT a.id FROM (${sorted}) a WHERE ${visible.join(' AND ')} ORDER BY ${keyOrder} LIMIT ${limit}`, p.values);
  return pageOfIds(db, tuple, dir, found.rows.map((r) => r.id), pageSize, laterPageCount);
};

/** Article `id` when organisation `organisationId` may see it, else null. */
export async function visibleArticle(db: Queryable, organisationId: string, id: string): Promise<ArticleRow | null> {
  const res = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.id = $1 AND EXISTS (SELECT 1 FROM article_companies ac WHERE ac.article_id = a.id AND ac.organisation_id = $2)`,
    [id, organisationId],
  );
  return res.rows[0] ?? null;
}
