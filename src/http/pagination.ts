/**
 * Keyset (cursor) pagination for every list endpoint: `{ total_results, next_key, results }`
 * (interface.md "List envelope"). The cursor is opaque to clients: base64url of JSON holding the
 * sort it belongs to and the last row's sort value and primary key, so ties on the sort value are
 * broken by the id and pages never skip or repeat rows. A cursor that does not decode, or belongs to
 * another sort, answers 400 (api-facts.md: a forged or stale cursor is a 400, never a 500).
 */
import { validationError } from './errors.js';
import type { QueryReader } from './query.js';

export interface Cursor {
  /** Sort key the cursor was issued for, e.g. 'created_at:desc'. */
  s: string;
  /** Sort value of the last row returned (ISO timestamp, number or null). */
  v: string | number | null;
  /** Primary key of the last row returned. */
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** Decodes `next_key` for sort `sortKey`; undefined when absent; throws a 400 HttpError when invalid. */
export function decodeCursor(raw: string | undefined, sortKey: string): Cursor | undefined {
  if (raw === undefined || raw === '' || raw === 'null') return undefined;
  const invalid = () => validationError({ next_key: ['Invalid cursor.'] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const c = parsed as Cursor;
  if (!c || typeof c !== 'object' || typeof c.id !== 'string' || !UUID.test(c.id) || typeof c.s !== 'string') throw invalid();
  if (!(c.v === null || typeof c.v === 'number' || (typeof c.v === 'string' && !Number.isNaN(Date.parse(c.v))))) throw invalid();
  if (c.s !== sortKey) throw validationError({ next_key: ['This cursor belongs to a different sorting or order.'] });
  return c;
}

/**
 * SQL fragment and params for "rows after the cursor" on (column, id) in `order`.
 * `column` must never be NULL (wrap nullable columns in COALESCE); `nextParam` is the number of the
 * first free $ placeholder.
 */
export function keysetCondition(
  column: string,
  cast: 'timestamptz' | 'float8' | 'date',
  order: 'asc' | 'desc',
  cursor: Cursor | undefined,
  nextParam: number,
) {
  if (!cursor) return { sql: 'TRUE', params: [] as unknown[] };
  const op = order === 'asc' ? '>' : '<';
  return {
    sql: `(${column}, id) ${op} ($${nextParam}::${cast}, $${nextParam + 1}::uuid)`,
    params: [cursor.v, cursor.id] as unknown[],
  };
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
