/**
 * Saved article filters (api-facts.md "Saved article filter record", "Saved article filters" list;
 * migration 021): a name and a set of GET /ext/v3/articles parameters, per organisation. The record is
 * `{external_id, name, <the stored parameters>, created_at, updated_at}`; GET /articles applies one
 * through `saved_article_filter_id`, explicit parameters replacing the saved ones of the same name
 * (article-filters.ts `mergeFilters`). Another organisation's filter reads as null (HTTP 404).
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';
import type { Cursor } from '../storage/keyset.js';
import { keysetCondition } from '../storage/keyset.js';
import { resolveArticleFilter, type ArticleFilterInput } from './article-filters.js';

export interface SavedFilterRow {
  id: string;
  name: string;
  filter: ArticleFilterInput;
  created_at: Date;
  updated_at: Date;
}

/** The API record: the stored parameters beside external_id and name. */
export function serializeSavedFilter(r: SavedFilterRow) {
  return { ...r.filter, external_id: r.id, name: r.name, created_at: new Date(r.created_at).toISOString(), updated_at: new Date(r.updated_at).toISOString() };
}

/** Creates a saved filter; throws ArticleInputError when the filter names an unknown category or portfolio. */
export async function createSavedFilter(db: Queryable, organisationId: string, name: string, filter: ArticleFilterInput): Promise<SavedFilterRow> {
  await resolveArticleFilter(db, organisationId, filter);
  const res = await db.query<SavedFilterRow>(
    // Milliseconds: the list cursor carries a JavaScript timestamp.
    `INSERT INTO saved_article_filters (id, organisation_id, name, filter, created_at, updated_at) VALUES ($1, $2, $3, $4, date_trunc('milliseconds', now()), date_trunc('milliseconds', now()))
     RETURNING id, name, filter, created_at, updated_at`,
    [crypto.randomUUID(), organisationId, name, JSON.stringify(filter)],
  );
  return res.rows[0];
}

/** Saved filter `id` of the organisation, or null. */
export async function getSavedFilter(db: Queryable, organisationId: string, id: string): Promise<SavedFilterRow | null> {
  const res = await db.query<SavedFilterRow>('SELECT id, name, filter, created_at, updated_at FROM saved_article_filters WHERE id = $1 AND organisation_id = $2', [id, organisationId]);
  return res.rows[0] ?? null;
}

/** One page of the organisation's saved filters, oldest first (`pageSize` + 1 rows), and the total. */
export async function listSavedFilters(db: Queryable, organisationId: string, cursor: Cursor | undefined, pageSize: number) {
  const after = keysetCondition('created_at', 'timestamptz', 'asc', cursor, 2);
  const [total, rows] = await Promise.all([
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_article_filters WHERE organisation_id = $1', [organisationId]),
    db.query<SavedFilterRow>(
      `SELECT id, name, filter, created_at, updated_at FROM saved_article_filters WHERE organisation_id = $1 AND ${after.sql}
        ORDER BY created_at, id LIMIT ${pageSize + 1}`,
      [organisationId, ...after.params],
    ),
  ]);
  return { total: total.rows[0].n, rows: rows.rows };
}

/**
 * Changes saved filter `id`: a new `name` and/or `filter`, which with `replace` (PUT) replaces the
 * stored one and otherwise (PATCH) is merged into it parameter by parameter (a null removes one).
 * Null when unknown; throws ArticleInputError as createSavedFilter does.
 */
export async function updateSavedFilter(
  db: Queryable,
  organisationId: string,
  id: string,
  change: { name?: string; filter: Record<string, unknown>; replace: boolean },
): Promise<SavedFilterRow | null> {
  const current = await getSavedFilter(db, organisationId, id);
  if (!current) return null;
  const merged: Record<string, unknown> = change.replace ? {} : { ...current.filter };
  for (const [k, v] of Object.entries(change.filter)) {
    if (v === null) delete merged[k];
    else if (v !== undefined) merged[k] = v;
  }
  await resolveArticleFilter(db, organisationId, merged as ArticleFilterInput);
  const res = await db.query<SavedFilterRow>(
    `UPDATE saved_article_filters SET name = COALESCE($3, name), filter = $4, updated_at = now() WHERE id = $1 AND organisation_id = $2
     RETURNING id, name, filter, created_at, updated_at`,
    [id, organisationId, change.name ?? null, JSON.stringify(merged)],
  );
  return res.rows[0] ?? null;
}

/** Deletes saved filter `id`; false when unknown. */
export async function deleteSavedFilter(db: Queryable, organisationId: string, id: string): Promise<boolean> {
  const res = await db.query('DELETE FROM saved_article_filters WHERE id = $1 AND organisation_id = $2 RETURNING id', [id, organisationId]);
  return res.rows.length > 0;
}
