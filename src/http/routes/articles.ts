/**
 * The article endpoints (interface.md "Articles", api-facts.md "Articles" and the Articles shapes;
 * decisions in docs/API.md "Articles"; schemas in schemas/articles.ts; the work in
 * domain/articles.ts, article-saved-filters.ts and article-exports.ts):
 *   GET  /articles                       list (filters, sortings, cursor)
 *   GET  /articles/categories            the category tree
 *   GET  /articles/analytics/dates       counts per day | week | month | year
 *   POST /articles/feedback              feedback on an article
 *   POST /articles/export                start an export; GET /articles/export/{id} reads it,
 *   GET  /articles/export/{id}/download  the finished file (the record's `location`)
 *   GET  /articles/{id}, /articles/{id}/related
 *   GET|POST /saved_article_filters, GET|PATCH|PUT|DELETE /saved_article_filters/{id}
 * Every read is scoped to the caller's organisation: another tenant's article, filter or export is 404.
 *
 * The list cursor: base64url JSON `{s: "<sorting>:<order>", v: [the sorting tuple's values], id}`
 * (domain/article-query.ts SORT_TUPLES); a cursor that does not decode, belongs to another sorting or
 * carries a value its sorting cannot hold is a 400 on `next_key`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerDeps } from '../server.js';
import { articleCategoryTree, articleDateCounts, DATE_INTERVALS, type ArticleFeedbackType, getArticle, listArticles, recordArticleFeedback, relatedArticles } from '../../domain/articles.js';
import { ARTICLE_SORTINGS, ARTICLE_TOTAL_CAP, SORT_TUPLES, type ArticleSorting, type SortOrder } from '../../domain/article-query.js';
import {
  ARRAY_FILTERS,
  ArticleInputError,
  BOOLEAN_FILTERS,
  DATE_FILTERS,
  filterDate,
  filterFromBody,
  mergeFilters,
  MEDIA_TYPES,
  type ArticleFilterInput,
} from '../../domain/article-filters.js';
import { createSavedFilter, deleteSavedFilter, getSavedFilter, listSavedFilters, serializeSavedFilter, updateSavedFilter } from '../../domain/article-saved-filters.js';
import { createExport, getExport, getExportFile, serializeExport } from '../../domain/article-exports.js';
import { allows, getPortfolioForKey } from '../../domain/portfolios.js';
import type { Principal } from '../../domain/api-keys.js';
import { enqueueArticleExport, ensureArticleExportQueue } from '../../jobs/article-export-job.js';
import { notFound, validationError, type FieldErrors } from '../errors.js';
import { decodeCursorJson, encodeCursor, invalidCursor, page, readPaging, validSortValue } from '../pagination.js';
import { QueryReader, foundOr404, isUuid, type RawQuery } from '../query.js';
import { errorResponses, IdParams, NoContent } from '../schemas/common.js';
import {
  Article,
  ArticleExport,
  ArticleList,
  ArticleListQuery,
  CategoryTree,
  DateCounts,
  DateCountsQuery,
  ExportBody,
  Feedback,
  FeedbackBody,
  RelatedList,
  SavedFilter,
  SavedFilterBody,
  SavedFilterList,
  SavedFilterListQuery,
  SavedFilterPatch,
} from '../schemas/articles.js';
import { EXPORT_FORMATS, type ExportFileType } from '../../domain/article-export-files.js';

const TAGS = ['Articles'];
const SAVED_TAGS = ['Saved article filters'];
const UUID_FILTERS = new Set(['portfolio_id', 'company', 'category']);

/** Runs `fn`, turning an ArticleInputError into a 400 on its field (`prefix` + field). */
async function as400<T>(fn: () => Promise<T>, prefix = ''): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ArticleInputError) throw validationError({ [`${prefix}${err.field}`]: [err.message] });
    throw err;
  }
}

/** The filter parameters of a query string (both array forms), every bad one collected in `q`. */
function readFilter(q: QueryReader, errors: FieldErrors): ArticleFilterInput {
  const f: Record<string, unknown> = {};
  for (const name of ARRAY_FILTERS) {
    f[name] = UUID_FILTERS.has(name) ? q.uuids(name) : name === 'media_type' ? q.choices(name, MEDIA_TYPES) : q.strings(name);
  }
  for (const name of BOOLEAN_FILTERS) f[name] = q.bool(name);
  for (const name of DATE_FILTERS) {
    const v = q.string(name);
    if (v === undefined) continue;
    try {
      f[name] = filterDate(name, v);
    } catch (err) {
      if (!(err instanceof ArticleInputError)) throw err;
      errors[name] = [err.message];
    }
  }
  f.query = q.string('query');
  if (typeof f.query === 'string' && f.query.length > 1000) errors.query = ['Ensure this field has no more than 1000 characters.'];
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as ArticleFilterInput;
}

/** Throws the 400 of every bad parameter: the reader's and `errors`. */
function done(q: QueryReader, errors: FieldErrors): void {
  try {
    q.done();
  } catch (err) {
    const body = (err as { body?: { errors?: FieldErrors } }).body;
    if (body?.errors) throw validationError({ ...body.errors, ...errors });
    throw err;
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** Decodes the list cursor (module doc) for `sorting`/`order`; undefined when absent; a 400 when forged or stale. */
function decodeArticleCursor(raw: string | undefined, sorting: ArticleSorting, order: SortOrder): { values: Array<string | number>; id: string } | undefined {
  const c = decodeCursorJson(raw);
  if (!c) return undefined;
  if (!Array.isArray(c.v)) throw invalidCursor();
  if (c.s !== `${sorting}:${order}`) throw validationError({ next_key: ['This cursor belongs to a different sorting or order.'] });
  const tuple = SORT_TUPLES[sorting];
  const values = c.v as unknown[];
  const ok =
    values.length === tuple.length &&
    tuple.every(({ kind }, i) => {
      const v = values[i];
      if (kind === 'integer') return Number.isInteger(v) && Math.abs(v as number) < 2 ** 31;
      if (kind === 'uuid') return typeof v === 'string' && isUuid(v);
      return validSortValue(kind === 'date' ? 'source_date' : 'created_at', v);
    });
  if (!ok) throw invalidCursor();
  return { values: values as Array<string | number>, id: c.id };
}

export function articleRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (app0) => {
    const app = app0.withTypeProvider<TypeBoxTypeProvider>();
    const org = (req: { principal: { organisationId: string } }) => req.principal.organisationId;

    /**
     * The filter of a list-like query: its own parameters over the saved filter's (saved_article_filter_id).
     * A portfolio the caller's key may not view (portfolio permissions, domain/portfolios.ts) is not a valid choice.
     */
    async function queryFilter(principal: Principal, q: QueryReader, errors: FieldErrors): Promise<ArticleFilterInput> {
      const explicit = readFilter(q, errors);
      const savedId = q.uuids('saved_article_filter_id')?.at(-1);
      let filter = explicit;
      if (savedId) {
        const saved = await getSavedFilter(deps.db, principal.organisationId, savedId.toLowerCase());
        if (!saved) errors.saved_article_filter_id = [`Select a valid choice. ${savedId} is not one of the available choices.`];
        filter = mergeFilters(saved?.filter ?? {}, explicit);
      }
      for (const id of filter.portfolio_id ?? []) {
        const found = await getPortfolioForKey(deps.db, principal, id.toLowerCase());
        if (found && !allows(found.access, 'view_only')) errors.portfolio_id = [`Select a valid choice. ${id} is not one of the available choices.`];
      }
      return filter;
    }

    const listSchema = {
      tags: TAGS,
      summary: 'List your articles (filters, sortings, cursor)',
      description:
        'Articles linked to your tracked companies. Filters combine with AND; repeatable ones match any of their values. saved_article_filter_id applies a saved filter; parameters given explicitly replace the saved ones of the same name. ' +
        'sorting_order desc (default) = top first: newest first, or most important first for the priority sortings. total_results counts up to ' + ARTICLE_TOTAL_CAP + ' (' + ARTICLE_TOTAL_CAP + ' = at least that many; exact counts per period: /articles/analytics/dates/).',
      querystring: ArticleListQuery,
      response: { 200: ArticleList, ...errorResponses(400) },
    };
    app.get('/articles', { schema: listSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const errors: FieldErrors = {};
      const filter = await queryFilter(req.principal, q, errors);
      const sorting = q.choice('sorting', ARTICLE_SORTINGS, 'publication_datetime');
      const order = q.choice('sorting_order', ['asc', 'desc'] as const, 'desc');
      const size = q.number('page_size', 1, 100) ?? deps.config.pageSize;
      done(q, errors);
      const cursor = decodeArticleCursor(q.string('next_key'), sorting, order);
      const result = await as400(() => listArticles(deps.db, org(req), filter, { sorting, order, cursor, pageSize: size }));
      const rows = result.rows.slice(0, size);
      const last = rows.at(-1);
      return {
        total_results: result.total,
        next_key: result.rows.length > size && last ? encodeCursor({ s: `${sorting}:${order}`, v: last.sort_values, id: last.id }) : null,
        results: rows.map(({ id: _id, sort_values: _sv, ...a }) => a),
      };
    });

    const categoriesSchema = {
      tags: TAGS,
      summary: 'The article category tree',
      description: 'Adverse-media categories aligned with the FATF designated categories of offences (docs/NEWS.md). Two levels: top-level categories and their leaves.',
      response: { 200: CategoryTree, ...errorResponses() },
    };
    app.get('/articles/categories', { schema: categoriesSchema }, async () => articleCategoryTree());

    const datesSchema = {
      tags: TAGS,
      summary: 'Article counts and mean sentiment per period',
      description: 'Every list filter, plus interval (day, week, month, year; default day). Periods are UTC; a week starts on Monday. Periods without articles are left out.',
      querystring: DateCountsQuery,
      response: { 200: DateCounts, ...errorResponses(400) },
    };
    app.get('/articles/analytics/dates', { schema: datesSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const errors: FieldErrors = {};
      const filter = await queryFilter(req.principal, q, errors);
      const interval = q.choice('interval', DATE_INTERVALS, 'day');
      done(q, errors);
      return as400(() => articleDateCounts(deps.db, org(req), filter, interval));
    });

    const feedbackSchema = {
      tags: TAGS,
      summary: 'Give feedback on an article',
      description: 'feedback_type: false_positive (not about your company), no_risk, risk_confirmed. Stored for your organisation.',
      body: FeedbackBody,
      response: { 201: Feedback, ...errorResponses(400, 413, 415) },
    };
    app.post('/articles/feedback', { schema: feedbackSchema }, async (req, reply) => {
      const notVisible = () => validationError({ article: [`Invalid pk "${req.body.article}" - object does not exist.`] });
      if (!isUuid(req.body.article)) throw notVisible();
      const saved = await recordArticleFeedback(deps.db, org(req), { ...req.body, feedback_type: req.body.feedback_type as ArticleFeedbackType });
      if (!saved) throw notVisible();
      return reply.status(201).send(saved);
    });

    const downloadPath = (id: string) => `/ext/v3/articles/export/${id}/download/`;
    const exportSchema = {
      tags: TAGS,
      summary: 'Export articles (PDF, EXCEL, JSONL), built in the background',
      description:
        'At most 25,000 articles of the filters (plural names), newest first. Answers the export record (status pending); poll GET /articles/export/{id} until finished, then download `location` with your key.',
      body: ExportBody,
      response: { 201: ArticleExport, ...errorResponses(400, 413, 415) },
    };
    app.post('/articles/export', { schema: exportSchema }, async (req, reply) => {
      const filters = Object.fromEntries(Object.entries(req.body.filters ?? {}).filter(([, v]) => v !== null && v !== undefined));
      await ensureArticleExportQueue(deps.boss);
      const row = await as400(() => createExport(deps.db, org(req), req.body.file_type as ExportFileType, filters, (tx, id) => enqueueArticleExport(deps.boss, tx, id)), 'filters.');
      return reply.status(201).send(serializeExport(row, downloadPath));
    });

    const exportGetSchema = {
      tags: TAGS,
      summary: 'Read an article export',
      params: IdParams,
      response: { 200: ArticleExport, ...errorResponses(404) },
    };
    app.get('/articles/export/:id', { schema: exportGetSchema }, async (req) => {
      const row = await foundOr404(req.params.id, (id) => getExport(deps.db, org(req), id));
      return serializeExport(row, downloadPath);
    });

    const binary = { type: 'string', format: 'binary' } as const;
    // Hidden from the OpenAPI document (like /ext/v3/schema/): its answer is a file, not JSON; docs/API.md describes it.
    const downloadSchema = {
      hide: true,
      tags: TAGS,
      summary: 'Download a finished article export',
      description: 'The file: JSON Lines, an .xlsx workbook or a PDF. 404 until the export is finished.',
      params: IdParams,
      response: {
        200: {
          description: 'The export file.',
          content: Object.fromEntries(Object.values(EXPORT_FORMATS).map((f) => [f.contentType, { schema: binary }])),
        },
        ...errorResponses(404),
      },
    };
    app.get('/articles/export/:id/download', { schema: downloadSchema }, async (req, reply) => {
      const file = await foundOr404(req.params.id, (id) => getExportFile(deps.db, org(req), id));
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.content as unknown as string);
    });

    const getSchema = {
      tags: TAGS,
      summary: 'Read an article',
      params: IdParams,
      response: { 200: Article, ...errorResponses(404) },
    };
    app.get('/articles/:id', { schema: getSchema }, async (req) => foundOr404(req.params.id, (id) => getArticle(deps.db, org(req), id)));

    const relatedSchema = {
      tags: TAGS,
      summary: 'Articles related to an article (same story), closest first',
      description:
        'Your articles published within 30 days of it whose SimHash differs in at most 16 of 64 bits; distance = differing bits / 64 (smaller is closer). Members of its cluster come first. At most 20.',
      params: IdParams,
      response: { 200: RelatedList, ...errorResponses(404) },
    };
    app.get('/articles/:id/related', { schema: relatedSchema }, async (req) => foundOr404(req.params.id, (id) => relatedArticles(deps.db, org(req), id)));

    // Saved article filters.
    const savedListSchema = {
      tags: SAVED_TAGS,
      summary: 'List your saved article filters',
      querystring: SavedFilterListQuery,
      response: { 200: SavedFilterList, ...errorResponses(400) },
    };
    app.get('/saved_article_filters', { schema: savedListSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'asc', deps.config.pageSize);
      const { total, rows } = await listSavedFilters(deps.db, org(req), cursor, size);
      return page(rows, size, total, sortKey, (r) => new Date(r.created_at).toISOString(), serializeSavedFilter);
    });

    /** The filter fields of a saved-filter body, dates normalised; null or an empty list = not set (PATCH: removed). */
    const bodyFilter = (body: Record<string, unknown>) => {
      const { name: _name, ...rest } = body;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(rest)) out[k] = v === null || (Array.isArray(v) && !v.length) ? null : filterFromBody({ [k]: v })[k as keyof ArticleFilterInput];
      return out;
    };

    const createSchema = {
      tags: SAVED_TAGS,
      summary: 'Save an article filter',
      description: 'A name and any GET /articles filter parameters (repeatable ones as arrays).',
      body: SavedFilterBody,
      response: { 201: SavedFilter, ...errorResponses(400, 413, 415) },
    };
    app.post('/saved_article_filters', { schema: createSchema }, async (req, reply) => {
      const row = await as400(async () => {
        const filter = Object.fromEntries(Object.entries(bodyFilter(req.body)).filter(([, v]) => v !== null && v !== undefined));
        return createSavedFilter(deps.db, org(req), req.body.name.trim(), filter as ArticleFilterInput);
      });
      return reply.status(201).send(serializeSavedFilter(row));
    });

    const readSchema = {
      tags: SAVED_TAGS,
      summary: 'Read a saved article filter',
      params: IdParams,
      response: { 200: SavedFilter, ...errorResponses(404) },
    };
    app.get('/saved_article_filters/:id', { schema: readSchema }, async (req) =>
      serializeSavedFilter(await foundOr404(req.params.id, (id) => getSavedFilter(deps.db, org(req), id))),
    );

    for (const method of ['patch', 'put'] as const) {
      const schema = {
        tags: SAVED_TAGS,
        summary: method === 'patch' ? 'Change a saved article filter (the parameters given; null removes one)' : 'Replace a saved article filter',
        params: IdParams,
        body: method === 'patch' ? SavedFilterPatch : SavedFilterBody,
        response: { 200: SavedFilter, ...errorResponses(400, 404, 413, 415) },
      };
      app[method]('/saved_article_filters/:id', { schema }, async (req) => {
        const body = req.body as Record<string, unknown> & { name?: string };
        const row = await foundOr404(req.params.id, (id) =>
          as400(() => updateSavedFilter(deps.db, org(req), id, { name: body.name?.trim(), filter: bodyFilter(body), replace: method === 'put' })),
        );
        return serializeSavedFilter(row);
      });
    }

    const deleteSchema = {
      tags: SAVED_TAGS,
      summary: 'Delete a saved article filter',
      params: IdParams,
      response: { 204: NoContent, ...errorResponses(404, 413, 415) },
    };
    app.delete('/saved_article_filters/:id', { schema: deleteSchema }, async (req, reply) => {
      if (!isUuid(req.params.id) || !(await deleteSavedFilter(deps.db, org(req), req.params.id))) throw notFound();
      return reply.status(204).send(null);
    });
  };
}
