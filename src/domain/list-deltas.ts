/**
 * The delta of a list load: which records a new snapshot added, changed and removed against the one it
 * replaces, by the publisher's record id (`source_id`). Recorded inside the load's own transaction
 * (src/domain/list-data.ts), so a delta exists exactly when its snapshot does, and announced on
 * `vigil_list_delta` for the monitoring workers (src/monitoring/worker.ts).
 *
 * "Changed" compares the stored record's whole content (its JSONB text, whose key order PostgreSQL
 * normalises): any published field that moved (a name, an alias, an address, a program, a remark)
 * changes it. A list's first load is a delta too, with every record added: monitored entities are
 * then screened against a list they have never been screened against. Keys a loader derives from
 * fields that are compared (`DERIVED_RECORD_KEYS`) are left out of the comparison, so that a Vigil
 * upgrade which starts deriving one does not present every record as changed (and reopen every
 * finding an analyst had cleared).
 */
import type { Transaction } from '../storage/db.js';

export const LIST_DELTA_CHANNEL = 'vigil_list_delta';

/**
 * Record keys a loader derives from published fields that the delta already compares: `latest_term_start`
 * restates the term dates of a PEP's `title` (lists/types.ts).
 */
export const DERIVED_RECORD_KEYS = ['latest_term_start'];

/** Call in the load transaction BEFORE the list's old records are deleted: keeps their content hashes for `recordDelta`. */
export async function rememberPreviousRecords(tx: Transaction, list: string): Promise<void> {
  await tx.query('DROP TABLE IF EXISTS pg_temp.previous_list_records');
  await tx.query(
    `CREATE TEMP TABLE previous_list_records ON COMMIT DROP AS
       SELECT source_id, md5((record - $2::text[])::text) AS content FROM list_records WHERE list = $1`,
    [list, DERIVED_RECORD_KEYS],
  );
}

export interface DeltaCounts {
  id: string;
  added: number;
  changed: number;
  removed: number;
}

/**
 * Call in the load transaction AFTER the new records are stored: records the delta against
 * `rememberPreviousRecords` and NOTIFYs the workers (delivered on commit). Returns null (nothing
 * recorded) when the snapshot changed no record.
 * `publishedOn` (YYYY-MM-DD or YYYY-MM) is the new snapshot's date: the delisting date of removed records.
 */
export async function recordDelta(tx: Transaction, list: string, publishedOn: string | undefined, now = new Date()): Promise<DeltaCounts | null> {
  const res = await tx.query<{ added: string[]; changed: string[]; removed: string[] }>(
    `SELECT
       coalesce((SELECT array_agg(n.source_id ORDER BY n.source_id) FROM list_records n
                  WHERE n.list = $1 AND NOT EXISTS (SELECT 1 FROM previous_list_records p WHERE p.source_id = n.source_id)), '{}') AS added,
       coalesce((SELECT array_agg(n.source_id ORDER BY n.source_id) FROM list_records n JOIN previous_list_records p ON p.source_id = n.source_id
                  WHERE n.list = $1 AND md5((n.record - $2::text[])::text) <> p.content), '{}') AS changed,
       coalesce((SELECT array_agg(p.source_id ORDER BY p.source_id) FROM previous_list_records p
                  WHERE NOT EXISTS (SELECT 1 FROM list_records n WHERE n.list = $1 AND n.source_id = p.source_id)), '{}') AS removed`,
    [list, DERIVED_RECORD_KEYS],
  );
  const { added, changed, removed } = res.rows[0];
  if (!added.length && !changed.length && !removed.length) return null;
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO list_deltas (list, published_on, added, changed, removed, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
    [list, publishedOn ?? null, added, changed, removed, now],
  );
  const id = inserted.rows[0].id;
  await tx.query('SELECT pg_notify($1, $2)', [LIST_DELTA_CHANNEL, id]);
  return { id, added: added.length, changed: changed.length, removed: removed.length };
}
