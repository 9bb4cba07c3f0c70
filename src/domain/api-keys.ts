/**
 * Organisations (tenants) and their API keys. A key is `vgl_` + 32 random bytes (base64url); only its
 * SHA-256 hash is stored, so a leaked database does not leak usable keys.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';

export interface Principal {
  organisationId: string;
  organisationName: string;
  keyId: string;
  /** Read-only keys may only GET; anything else answers 403. */
  readOnly: boolean;
}

function hashKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/**
 * Creates the organisation `orgName` if it does not exist and a new API key for it.
 * Returns the key in clear: the only time it is ever visible. Throws on a blank name.
 */
export async function createApiKey(
  db: Queryable,
  orgName: string,
  opts: { readOnly?: boolean } = {},
): Promise<{ key: string; organisationId: string }> {
  const name = orgName.trim();
  if (!name) throw new Error('Organisation name may not be blank.');
  const key = `vgl_${crypto.randomBytes(32).toString('base64url')}`;
  const org = await db.query<{ id: string }>(
    `INSERT INTO organisations (name) VALUES ($1)
     ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [name],
  );
  const organisationId = org.rows[0].id;
  await db.query('INSERT INTO api_keys (organisation_id, key_hash, key_prefix, read_only) VALUES ($1, $2, $3, $4)', [
    organisationId,
    hashKey(key),
    key.slice(0, 8),
    opts.readOnly ?? false,
  ]);
  return { key, organisationId };
}

/**
 * How long (milliseconds) a resolved key is remembered in memory: requests of the same key within
 * this time skip the database lookup (it was a third of a read request's database work). A key
 * revoked in the database is therefore still accepted by a process for at most this long. Unknown
 * keys are never remembered (failed authentications are limited per address instead, http/auth.ts).
 */
export const AUTH_CACHE_TTL_MS = 5_000;
/** Most keys remembered; past it the cache starts over (a bound on memory, not an eviction policy). */
const AUTH_CACHE_MAX = 10_000;
const authCache = new Map<string, { principal: Principal; expires: number; db: Queryable }>();

/** Forgets every remembered key (tests that revoke a key and expect the next request to fail). */
export function clearAuthCache(): void {
  authCache.clear();
}

/**
 * Resolves a presented key to its organisation, or null when unknown or revoked. A key found is
 * remembered for `AUTH_CACHE_TTL_MS` per database handle `db`.
 */
export async function authenticate(db: Queryable, key: string): Promise<Principal | null> {
  const hash = hashKey(key);
  const now = Date.now();
  const cached = authCache.get(hash);
  if (cached && cached.db === db && cached.expires > now) return cached.principal;
  const res = await db.query<{ key_id: string; organisation_id: string; name: string; read_only: boolean }>(
    `SELECT k.id AS key_id, o.id AS organisation_id, o.name, k.read_only
       FROM api_keys k JOIN organisations o ON o.id = k.organisation_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [hash],
  );
  const row = res.rows[0];
  if (!row) {
    authCache.delete(hash);
    return null;
  }
  const principal = { organisationId: row.organisation_id, organisationName: row.name, keyId: row.key_id, readOnly: row.read_only };
  if (authCache.size >= AUTH_CACHE_MAX) authCache.clear();
  authCache.set(hash, { principal, expires: now + AUTH_CACHE_TTL_MS, db });
  return principal;
}
