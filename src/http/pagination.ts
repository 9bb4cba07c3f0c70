/**
 * Keyset (cursor) pagination for every list endpoint: `{ total_results, next_key, results }`
 * (interface.md "List envelope"). The cursor is opaque to clients: base64url of JSON holding the
 * sort it belongs to and the last row's sort value and primary key, so ties on the sort value are
 * broken by the id and pages never skip or repeat rows. A cursor that does not decode, or belongs to
 * another sort, answers 400 (api-facts.md: a forged or stale cursor is a 400, never a 500).
 */
import { validationError } from './errors.js';
import type { Cursor } from '../storage/keyset.js';

export type { Cursor } from '../storage/keyset.js';
import { isUuid, type QueryReader } from './query.js';



/** base64url of the cursor's JSON; `v` is one sort value, or a tuple of them for multi-column sorts. */
export function encodeCursor(c: { s: string; v: unknown; id: string }): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** What a cursor's sort value must be, per sorting (every other sorting is a timestamp). */
const VALUE_KINDS: Record<string, 'score' | 'date'> = { confidence: 'score', source_date: 'date' };
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when `v` is a sort value the database can compare for a cursor of sorting `sorting`: a score
 * in 0–1 for `confidence`, a calendar date (years 0001–9999) for `source_date`, otherwise an ISO 8601
 * timestamp of years 0001–9999 (PostgreSQL's timestamptz accepts more, but nothing Vigil stores is
 * outside; a forged 1e308 or year +275760 would otherwise reach the database and fail there).
 */
export function validSortValue(sorting: string, v: unknown): boolean {
  const kind = VALUE_KINDS[sorting];
  if (kind === 'score') return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
  if (typeof v !== 'string') return false;
  if (kind === 'date') {
    if (!ISO_DATE.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '0001-01-01';
  }
  if (!ISO_TIMESTAMP.test(v)) return false;
  const t = Date.parse(v);
  return !Number.isNaN(t) && v.slice(0, 4) >= '0001' && t < Date.UTC(10000, 0, 1);
}

/**
 * Decodes `next_key` for sort `sortKey` (`<sorting>:<order>`); undefined when absent. Throws a 400
 * HttpError when it does not decode, belongs to another sort, or carries a value or id the sort cannot
 * hold (api-facts.md: a forged or stale cursor is a 400, never a 500).
 */
export function decodeCursor(raw: string | undefined, sortKey: string): Cursor | undefined {
  const c = decodeCursorJson(raw);
  if (!c) return undefined;
  if (c.s !== sortKey) throw validationError({ next_key: ['This cursor belongs to a different sorting or order.'] });
  if (!validSortValue(sortKey.split(':')[0], c.v)) throw invalidCursor();
  return c as Cursor;
}

/** The 400 of a cursor that does not decode or carries a value its sort cannot hold. */
export const invalidCursor = () => validationError({ next_key: ['Invalid cursor.'] });

/**
 * Decodes `next_key` into `{s, v, id}` with a uuid `id` and a string `s`, `v` unchecked (the caller
 * checks the sort and its value); undefined when absent. Throws `invalidCursor()` when it does not decode.
 */
export function decodeCursorJson(raw: string | undefined): { s: string; v: unknown; id: string } | undefined {
  if (raw === undefined || raw === '' || raw === 'null') return undefined;
  if (raw.length > 1000 || !/^[A-Za-z0-9_-]+={0,2}$/.test(raw)) throw invalidCursor();
  let c: { s?: unknown; v?: unknown; id?: unknown };
  try {
    c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!c || typeof c !== 'object' || typeof c.id !== 'string' || !isUuid(c.id) || typeof c.s !== 'string') throw invalidCursor();
  return { s: c.s, v: c.v, id: c.id };
}


/** Builds the envelope; `rows` holds up to pageSize + 1 rows (the extra one only says a next page exists). */
export function page<Row extends { id: string }, Out>(
  rows: Row[],
  pageSize: number,
  total: number,
  sortKey: string,
  sortValue: (row: Row) => string | number | null,
  serialize: (row: Row) => Out,
): { total_results: number; next_key: string | null; results: Out[] } {
  const hasMore = rows.length > pageSize;
  const pageRows = hasMore ? rows.slice(0, pageSize) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    total_results: total,
    next_key: hasMore && last ? encodeCursor({ s: sortKey, v: sortValue(last), id: last.id }) : null,
    results: pageRows.map(serialize),
  };
}

/**
 * Reads the paging parameters every list shares: `page_size` (Vigil extension, 1–100, else
 * `defaultSize`) and `next_key` for the given sort. Throws the 400 of every bad parameter so far.
 */
export function readPaging(q: QueryReader, sorting: string, order: string, defaultSize: number) {
  const size = q.number('page_size', 1, 100) ?? defaultSize;
  q.done();
  const sortKey = `${sorting}:${order}`;
  return { size, sortKey, cursor: decodeCursor(q.string('next_key'), sortKey) };
}
