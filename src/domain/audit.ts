/**
 * The append-only, hash-chained audit trail of review decisions (issue 15 section 3). Each
 * organisation has one chain: entry N stores `prev_hash` (entry N-1's hash, GENESIS_HASH for the
 * first) and `hash` = SHA-256 (hex) of its canonical content (canonicalJson of every stored field
 * except `hash`, prev_hash included). Changing, removing or reordering any entry breaks the chain
 * from that entry on; `verifyChain` recomputes it. Appends lock the organisation's row in
 * `audit_chain_heads` so concurrent decisions never fork the chain.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';

/** prev_hash of an organisation's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** A loaded list snapshot a finding's sources come from (list_snapshots at decision time). */
export interface ListVersion {
  list: string;
  source_name: string;
  fingerprint: string;
  published_on: string | null;
  loaded_at: string;
}

/** What a decision records; the chain fields are added by `appendAuditEntry`. */
export interface AuditDecision {
  organisation_id: string;
  check_id: string;
  result_id: string;
  api_key_id: string;
  review_status: string;
  previous_review_status: string;
  reason: string | null;
  comment: string | null;
  list_versions: ListVersion[];
  matcher_version: string;
}

/** A stored entry, as read back. */
export interface AuditEntryRow extends AuditDecision {
  id: string;
  position: number;
  created_at: Date;
  prev_hash: string;
  hash: string;
}

/** JSON with object keys sorted at every level and no whitespace: the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`)
    .join(',')}}`;
}

/** What an entry's hash covers: every stored field but `hash`, `created_at` as ISO 8601. */
function hashedContent(e: Omit<AuditEntryRow, 'hash'>) {
  return {
    id: e.id,
    organisation_id: e.organisation_id,
    position: Number(e.position),
    check_id: e.check_id,
    result_id: e.result_id,
    api_key_id: e.api_key_id,
    review_status: e.review_status,
    previous_review_status: e.previous_review_status,
    reason: e.reason,
    comment: e.comment,
    list_versions: e.list_versions,
    matcher_version: e.matcher_version,
    created_at: new Date(e.created_at).toISOString(),
    prev_hash: e.prev_hash,
  };
}

/** SHA-256 (hex) of an entry's canonical content (`hashedContent`, keys sorted). */
export function entryHash(e: Omit<AuditEntryRow, 'hash'>): string {
  return crypto.createHash('sha256').update(canonicalJson(hashedContent(e))).digest('hex');
}

/**
 * Appends `d` to its organisation's chain inside `tx` (the caller's transaction, which also writes the
 * decision itself). Locks the organisation's chain head first (created on the first decision), so a
 * concurrent append waits and then chains onto this one. Returns the stored entry.
 */
export async function appendAuditEntry(tx: Queryable, d: AuditDecision): Promise<AuditEntryRow> {
  await tx.query(
    `INSERT INTO audit_chain_heads (organisation_id, last_hash, entry_count) VALUES ($1, $2, 0) ON CONFLICT (organisation_id) DO NOTHING`,
    [d.organisation_id, GENESIS_HASH],
  );
  const head = (
    await tx.query<{ last_hash: string; entry_count: number }>(
      'SELECT last_hash, entry_count FROM audit_chain_heads WHERE organisation_id = $1 FOR UPDATE',
      [d.organisation_id],
    )
  ).rows[0];
  // Taken after the lock: entries of one organisation are then in time order as well as chain order.
  const unhashed = { ...d, id: crypto.randomUUID(), position: head.entry_count + 1, created_at: new Date(), prev_hash: head.last_hash };
  const entry: AuditEntryRow = { ...unhashed, hash: entryHash(unhashed) };
  await tx.query(
    `INSERT INTO review_audit_entries (id, organisation_id, position, check_id, result_id, api_key_id, review_status,
       previous_review_status, reason, comment, list_versions, matcher_version, created_at, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      entry.id, entry.organisation_id, entry.position, entry.check_id, entry.result_id, entry.api_key_id, entry.review_status,
      entry.previous_review_status, entry.reason, entry.comment, JSON.stringify(entry.list_versions), entry.matcher_version,
      entry.created_at, entry.prev_hash, entry.hash,
    ],
  );
  await tx.query('UPDATE audit_chain_heads SET last_hash = $2, entry_count = $3 WHERE organisation_id = $1', [
    d.organisation_id,
    entry.hash,
    entry.position,
  ]);
  return entry;
}

const ENTRY_COLUMNS = `id, organisation_id, position, check_id, result_id, api_key_id, review_status, previous_review_status,
  reason, comment, list_versions, matcher_version, created_at, prev_hash, hash`;

/**
 * One page (+1 look-ahead row) of a check's entries in chain order (oldest first), after the entry
 * `afterId` when given (an id of another check or organisation yields an empty page), and the total.
 */
export async function listCheckAuditEntries(db: Queryable, organisationId: string, checkId: string, afterId: string | undefined, pageSize: number) {
  const total = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM review_audit_entries WHERE organisation_id = $1 AND check_id = $2',
    [organisationId, checkId],
  );
  const after = afterId
    ? 'AND position > (SELECT a.position FROM review_audit_entries a WHERE a.id = $3 AND a.organisation_id = $1 AND a.check_id = $2)'
    : '';
  const rows = await db.query<AuditEntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM review_audit_entries WHERE organisation_id = $1 AND check_id = $2 ${after}
      ORDER BY position LIMIT ${pageSize + 1}`,
    afterId ? [organisationId, checkId, afterId] : [organisationId, checkId],
  );
  return { total: total.rows[0].n, rows: rows.rows };
}

/** Every entry of a check in chain order (the report). */
export async function allCheckAuditEntries(db: Queryable, organisationId: string, checkId: string): Promise<AuditEntryRow[]> {
  const res = await db.query<AuditEntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM review_audit_entries WHERE organisation_id = $1 AND check_id = $2 ORDER BY position`,
    [organisationId, checkId],
  );
  return res.rows;
}

/** An entry as the API shows it (the hashes included, so a client can recompute the chain itself). */
export function serializeAuditEntry(e: AuditEntryRow) {
  const { id, ...content } = hashedContent(e);
  return { external_id: id, ...content, hash: e.hash };
}

export interface ChainVerification {
  valid: boolean;
  entries_checked: number;
  /** The first entry that breaks the chain; external_id null when an entry is missing altogether. */
  first_invalid: null | { external_id: string | null; position: number; reason: string };
}

const VERIFY_BATCH = 1000;

/**
 * Recomputes `organisationId`'s chain, oldest first, in batches: each entry must sit at the next
 * position, carry the previous entry's hash as prev_hash, and hash to its stored hash; the chain head
 * must name the last entry (entries removed from the end show there). Stops at the first break.
 */
export async function verifyChain(db: Queryable, organisationId: string): Promise<ChainVerification> {
  let prevHash = GENESIS_HASH;
  let checked = 0;
  const broken = (external_id: string | null, position: number, reason: string): ChainVerification => ({
    valid: false,
    entries_checked: checked,
    first_invalid: { external_id, position, reason },
  });
  for (;;) {
    const batch = (
      await db.query<AuditEntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM review_audit_entries WHERE organisation_id = $1 AND position > $2 ORDER BY position LIMIT ${VERIFY_BATCH}`,
        [organisationId, checked],
      )
    ).rows;
    for (const e of batch) {
      const position = Number(e.position);
      if (position !== checked + 1) return broken(null, checked + 1, `Entry at position ${checked + 1} is missing.`);
      checked += 1;
      if (e.prev_hash !== prevHash) return broken(e.id, position, 'prev_hash does not match the hash of the previous entry.');
      if (entryHash(e) !== e.hash) return broken(e.id, position, 'Stored content does not match its hash (the entry was altered).');
      prevHash = e.hash;
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  const head = (
    await db.query<{ last_hash: string; entry_count: number }>('SELECT last_hash, entry_count FROM audit_chain_heads WHERE organisation_id = $1', [
      organisationId,
    ])
  ).rows[0];
  const expectedCount = head ? Number(head.entry_count) : 0;
  if (expectedCount !== checked || (head && head.last_hash !== prevHash)) {
    return broken(null, checked + 1, `The chain head records ${expectedCount} entries; ${checked} are stored.`);
  }
  return { valid: true, entries_checked: checked, first_invalid: null };
}
