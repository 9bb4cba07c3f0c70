/**
 * Article exports (api-facts.md "Article export"; migration 022): POST stores the request `pending`
 * and queues its job in the same transaction (so an export is never left without a job); the job
 * (src/jobs/article-export-job.ts) marks it `in_progress`, reads up to EXPORT_MAX_ARTICLES articles of
 * the filter, in the list's default order (newest first), writes the file (article-export-files.ts)
 * and stores it with `finished` and `result_count` in one statement, or `failed` with the reason.
 * The file is served by GET /ext/v3/articles/export/{id}/download/ (the record's `location`) to the
 * same organisation. Rebuilding is idempotent: a retried job rebuilds the whole file.
 */
import crypto from 'node:crypto';
import type { Db, Queryable, Transaction } from '../storage/db.js';
import { filterFromExport, resolveArticleFilter } from './article-filters.js';
import { listArticles, type ApiArticle } from './articles.js';
import { EXPORT_FORMATS, exportFile, type ExportFileType } from './article-export-files.js';
import type { ArticleCursor } from './article-query.js';

export const EXPORT_FILE_TYPES = ['PDF', 'EXCEL', 'JSONL'] as const;
export const EXPORT_STATUSES = ['pending', 'in_progress', 'failed', 'finished'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
/** api-facts.md: exports of up to 25,000 articles. */
export const EXPORT_MAX_ARTICLES = 25_000;
const PAGE = 500;

export interface ExportRow {
  id: string;
  organisation_id: string;
  file_type: ExportFileType;
  filters: Record<string, unknown>;
  status: ExportStatus;
  result_count: number | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, organisation_id, file_type, filters, status, result_count, error, created_at, updated_at';

/** The API record; `location` is given once finished (the download path under `/ext/v3`). */
export function serializeExport(r: ExportRow, downloadUrl: (id: string) => string) {
  return {
    external_id: r.id,
    export_type: 'NEWS' as const,
    file_type: r.file_type,
    filters: r.filters,
    status: r.status,
    result_count: r.result_count,
    location: r.status === 'finished' ? downloadUrl(r.id) : null,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/**
 * Stores an export request and queues its job (`enqueue(tx, id)`) in one transaction. Throws
 * ArticleInputError (field prefixed `filters.`) when a filter is invalid.
 */
export async function createExport(
  db: Db,
  organisationId: string,
  fileType: ExportFileType,
  filters: Record<string, unknown>,
  enqueue: (tx: Transaction, id: string) => Promise<void>,
): Promise<ExportRow> {
  await resolveArticleFilter(db, organisationId, filterFromExport(filters));
  return db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    const res = await tx.query<ExportRow>(
      `INSERT INTO article_exports (id, organisation_id, file_type, filters, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'pending', now(), now()) RETURNING ${COLUMNS}`,
      [id, organisationId, fileType, JSON.stringify(filters)],
    );
    await enqueue(tx, id);
    return res.rows[0];
  });
}

/** Export `id` of the organisation, or null. */
export async function getExport(db: Queryable, organisationId: string, id: string): Promise<ExportRow | null> {
  const res = await db.query<ExportRow>(`SELECT ${COLUMNS} FROM article_exports WHERE id = $1 AND organisation_id = $2`, [id, organisationId]);
  return res.rows[0] ?? null;
}

/** The finished file of export `id` of the organisation, or null (unknown, or not finished). */
export async function getExportFile(db: Queryable, organisationId: string, id: string): Promise<{ content: Buffer; contentType: string; fileName: string } | null> {
  const res = await db.query<{ content: Buffer | Uint8Array; file_type: ExportFileType }>(
    `SELECT content, file_type FROM article_exports WHERE id = $1 AND organisation_id = $2 AND status = 'finished'`,
    [id, organisationId],
  );
  const row = res.rows[0];
  if (!row) return null;
  const f = EXPORT_FORMATS[row.file_type];
  return { content: Buffer.from(row.content), contentType: f.contentType, fileName: `vigil-news-${id}.${f.extension}` };
}

/**
 * Builds export `id` (the job's work): in_progress, the articles (at most EXPORT_MAX_ARTICLES), the
 * file, then finished. A finished or failed export is left alone. Throws what reading or writing threw.
 */
export async function buildExport(db: Db, id: string): Promise<void> {
  const res = await db.query<ExportRow>(
    `UPDATE article_exports SET status = 'in_progress', updated_at = now() WHERE id = $1 AND status IN ('pending', 'in_progress') RETURNING ${COLUMNS}`,
    [id],
  );
  const exp = res.rows[0];
  if (!exp) return;
  const filter = filterFromExport(exp.filters);
  const articles: ApiArticle[] = [];
  let cursor: ArticleCursor | undefined;
  for (;;) {
    const size = Math.min(PAGE, EXPORT_MAX_ARTICLES - articles.length);
    const page = await listArticles(db, exp.organisation_id, filter, { sorting: 'publication_datetime', order: 'desc', cursor, pageSize: size });
    const rows = page.rows.slice(0, size);
    for (const { id: _id, sort_values: _sv, ...a } of rows) articles.push(a);
    if (page.rows.length <= size || articles.length >= EXPORT_MAX_ARTICLES) break;
    const last = rows[rows.length - 1];
    cursor = { values: last.sort_values, id: last.id };
  }
  const content = await exportFile(exp.file_type, articles, `Vigil news export ${exp.id}`);
  await db.query(
    `UPDATE article_exports SET status = 'finished', result_count = $2, content = $3, error = NULL, updated_at = now() WHERE id = $1 AND status = 'in_progress'`,
    [id, articles.length, content],
  );
}

/** Marks export `id` failed with `reason` (the job's last attempt failed, or its job was lost). */
export async function failExport(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(`UPDATE article_exports SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status IN ('pending', 'in_progress')`, [id, reason.slice(0, 1000)]);
}

/** Ids of exports not yet finished or failed (for the recovery sweep). */
export async function unfinishedExports(db: Queryable): Promise<string[]> {
  return (await db.query<{ id: string }>(`SELECT id FROM article_exports WHERE status IN ('pending', 'in_progress')`)).rows.map((r) => r.id);
}
