/**
 * Keyset (cursor) paging in SQL, shared by every list query of the domain layer. The cursor itself is
 * encoded, decoded and validated by the HTTP layer (http/pagination.ts); the domain only needs its
 * decoded shape and the "rows after it" condition.
 */

export interface Cursor {
  /** Sort key the cursor was issued for, e.g. 'created_at:desc'. */
  s: string;
  /** Sort value of the last row returned (ISO timestamp, number or null). */
  v: string | number | null;
  /** Primary key of the last row returned. */
  id: string;
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
