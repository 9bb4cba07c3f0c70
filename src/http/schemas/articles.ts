/**
 * Request and response schemas of the article endpoints (interface.md "Articles", api-facts.md
 * "Articles" and "Shapes the published clients validate"; decisions in docs/API.md "Articles").
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { DateOnly, ListOf, Nullable, Obj, PagingQuery, Query, Repeatable, Timestamp, Uuid } from './common.js';
import { ARTICLE_SORTINGS } from '../../domain/article-query.js';
import { DATE_INTERVALS, FEEDBACK_TYPES } from '../../domain/articles.js';
import { EXPORT_FILTER_NAMES, MEDIA_TYPES, type ArticleFilterInput } from '../../domain/article-filters.js';
import { EXPORT_FILE_TYPES, EXPORT_STATUSES } from '../../domain/article-exports.js';

const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v)), description ? { description } : {}));

const categoryFields = {
  external_id: Uuid,
  name: Type.String(),
  priority: Type.Integer({ description: 'Severity rank: 1 = most severe (lower = more important).' }),
  is_material: Type.Boolean(),
};
/** A category tree node (api-facts.md). The tree is two levels deep: a leaf's sub_categories is empty. */
const CategoryRef = Obj(
  { ...categoryFields, sub_categories: Type.Array(Obj({ ...categoryFields, sub_categories: Type.Array(Type.Unknown(), { maxItems: 0 }) })) },
  { title: 'ArticleCategory' },
);

const ArticleCompany = Obj(
  {
    company: Obj({
      external_id: Uuid,
      name: Type.String(),
      country: Type.String(),
      duns_number: Type.String({ description: '"" when the company has no DUNS.' }),
      customer_reference: Type.String({ description: 'Your reference for the company (its first portfolio membership that has one), else "".' }),
      global_ultimate_duns_number: Type.String(),
      global_ultimate_name: Type.String(),
    }),
    categories: Type.Array(CategoryRef),
    sentiment: Nullable(Type.Number({ minimum: -1, maximum: 1 })),
    snippet: Type.String(),
    snippet_en: Type.String(),
  },
  { title: 'CompanyArticle', description: 'One of your companies the article is about.' },
);

export const Article = Obj(
  {
    external_id: Uuid,
    title: Type.String({ description: 'In the source language.' }),
    title_en: Type.String({ description: 'English; the original when English or when no translator is configured (docs/NEWS.md).' }),
    snippet: Type.String(),
    snippet_en: Type.String(),
    summary: Type.String({ description: 'The snippet (no summariser runs).' }),
    summary_en: Type.String(),
    url: Type.String(),
    image_url: Type.String({ description: '"" when none.' }),
    language: Type.String({ description: 'ISO 639-1 code.' }),
    country: Type.String({ description: 'Source country (ISO alpha-2), "" when unknown.' }),
    sentiment: Nullable(Type.Number({ minimum: -1, maximum: 1 })),
    publication_datetime: Timestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
    is_clustered: Type.Boolean({ description: 'True when the article\'s cluster (same story, other outlets) has more than one member.' }),
    is_paywalled: Type.String({ description: 'full | partial | "" (unknown; always "" today).' }),
    is_material: Type.Boolean(),
    priority: Type.Integer({ description: 'Lower = more important (docs/NEWS.md "Priority").' }),
    source: Obj({ name: Type.String(), domain: Type.String(), url: Type.String() }),
    categories: Type.Array(CategoryRef),
    sub_articles: Type.Array(Obj({ url: Type.String(), external_id: Uuid }), { description: 'The other visible members of a cluster lead\'s cluster.' }),
    company_articles: Type.Array(ArticleCompany),
  },
  { title: 'Article', description: 'A news article about one or more of your companies.' },
);
const ArticleRef = Article;

const filterProps = {
  portfolio_id: Repeatable(Uuid, 'Portfolios: their companies\' articles.'),
  company: Repeatable(Uuid, 'Companies (external_id).'),
  category: Repeatable(Uuid, 'Categories; a top-level category includes its sub-categories.'),
  country: Repeatable(Type.String(), 'Company country (ISO alpha-2).'),
  duns_number: Repeatable(Type.String(), 'Company DUNS numbers.'),
  language: Repeatable(Type.String(), 'Article language (ISO 639-1).'),
  registration_number: Repeatable(Type.String(), 'Company registration numbers (punctuation ignored).'),
  global_ultimate: Repeatable(Type.String(), 'Global ultimate DUNS number or name (companies without a stored parent are their own).'),
  industry: Repeatable(Type.String(), 'Company industry codes.'),
  media_type: Repeatable(literals(MEDIA_TYPES), 'GAZETTE | MAINSTREAM (every stored source is mainstream).'),
  is_material: Type.Boolean({ description: 'True: only material articles.' }),
  sentiment: Type.Boolean({ description: 'True: positive sentiment (> 0); false: negative (< 0).' }),
  include_clustered_articles: Type.Boolean({ description: 'Default false: a cluster member is hidden behind its lead (which lists it in sub_articles).' }),
  disable_company_article_deduplication: Type.Boolean({ description: 'Accepted; no effect (an article is never listed twice).' }),
  min_creation_date: Timestamp,
  max_creation_date: Timestamp,
  min_publication_date: Type.String({ description: 'Date or timestamp (inclusive).' }),
  max_publication_date: Type.String({ description: 'Date or timestamp (inclusive; a date means the whole day, UTC).' }),
  query: Type.String({ description: 'Full text over title and snippet, English (stemmed) and original; web-search syntax ("quoted phrase", or, -not).' }),
};

export const ArticleListQuery = Query({
  ...filterProps,
  saved_article_filter_id: Uuid,
  sorting: literals(ARTICLE_SORTINGS, 'Default publication_datetime.'),
  sorting_order: literals(['asc', 'desc'], 'Default desc: newest first, or most important first for the priority sortings.'),
  ...PagingQuery,
});
export const ArticleList = ListOf(ArticleRef, 'A page of your articles. total_results counts up to 1,000 (1,000 = at least that many).');

export const DateCountsQuery = Query({ ...filterProps, saved_article_filter_id: Uuid, interval: literals(DATE_INTERVALS, 'Default day.') });
export const DateCounts = Type.Array(
  Obj({ date: DateOnly, count: Type.Integer({ minimum: 0 }), average_sentiment: Nullable(Type.Number()) }),
  { description: 'One item per period with articles, oldest first (UTC; weeks start on Monday).' },
);

export const RelatedList = Type.Array(Obj({ article: ArticleRef, distance: Type.Number({ minimum: 0, maximum: 1, description: 'SimHash Hamming distance / 64: smaller is closer.' }) }));

export const CategoryTree = Type.Array(CategoryRef, { description: 'The category tree, top-level categories in severity order.' });

export const FeedbackBody = Type.Object({
  article: Type.String({ description: 'The article\'s external_id.' }),
  feedback_type: literals(FEEDBACK_TYPES),
  comment: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 320 }))),
});
export const Feedback = Obj({
  external_id: Uuid,
  article: Uuid,
  feedback_type: Type.String(),
  comment: Type.String(),
  email: Type.String(),
  created_at: Timestamp,
});

/** The stored filter of a saved filter: the list's parameters (arrays for the repeatable ones). */
const savedFilterProps: Record<keyof ArticleFilterInput, TSchema> = {
  portfolio_id: Type.Array(Uuid),
  company: Type.Array(Uuid),
  category: Type.Array(Uuid),
  country: Type.Array(Type.String()),
  duns_number: Type.Array(Type.String()),
  language: Type.Array(Type.String()),
  registration_number: Type.Array(Type.String()),
  global_ultimate: Type.Array(Type.String()),
  industry: Type.Array(Type.String()),
  media_type: Type.Array(literals(MEDIA_TYPES)),
  is_material: Type.Boolean(),
  sentiment: Type.Boolean(),
  include_clustered_articles: Type.Boolean(),
  disable_company_article_deduplication: Type.Boolean(),
  min_creation_date: Type.String(),
  max_creation_date: Type.String(),
  min_publication_date: Type.String(),
  max_publication_date: Type.String(),
  query: Type.String({ maxLength: 1000 }),
};
const optionalNullable = (props: Record<string, TSchema>) => Object.fromEntries(Object.entries(props).map(([k, v]) => [k, Type.Optional(Nullable(v))]));

export const SavedFilterBody = Type.Object({ name: Type.String({ minLength: 1, pattern: '\\S', maxLength: 500 }), ...optionalNullable(savedFilterProps) });
export const SavedFilterPatch = Type.Partial(SavedFilterBody);
export const SavedFilter = Obj(
  { external_id: Uuid, name: Type.String(), ...optionalNullable(savedFilterProps), created_at: Timestamp, updated_at: Timestamp },
  { title: 'SavedArticleFilter', description: 'A named article filter: its fields are GET /articles parameters (absent = not set).' },
);
export const SavedFilterList = ListOf(SavedFilter, 'A page of your saved article filters, oldest first.');
export const SavedFilterListQuery = Query({ ...PagingQuery });

/**
 * Export `filters`: the plural names of api-facts.md "Article export" (EXPORT_FILTER_NAMES), each with
 * the saved filter's type of the parameter it means; `parent_category` and `media_type` are single values.
 */
const exportFilterProps: Record<string, TSchema> = {
  ...Object.fromEntries(Object.entries(EXPORT_FILTER_NAMES).map(([plural, name]) => [plural, savedFilterProps[name]])),
  parent_category: Uuid,
  media_type: literals(MEDIA_TYPES),
};
export const ExportBody = Type.Object({
  file_type: literals(EXPORT_FILE_TYPES),
  filters: Type.Optional(Type.Object(optionalNullable(exportFilterProps))),
});
export const ArticleExport = Obj(
  {
    external_id: Uuid,
    export_type: Type.Literal('NEWS'),
    file_type: literals(EXPORT_FILE_TYPES),
    filters: Type.Record(Type.String(), Type.Unknown()),
    status: literals(EXPORT_STATUSES),
    result_count: Nullable(Type.Integer({ minimum: 0 })),
    location: Nullable(Type.String({ description: 'Download URL once finished (GET with your key), else null.' })),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'ArticleExport', description: 'An export of up to 25,000 articles, built in the background.' },
);
