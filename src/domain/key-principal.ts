/**
 * The principal of an API key known by its id (the analyst UI's session stores the key id, never the
 * key itself: src/ui/session.ts). Same rules as `authenticate` (api-keys.ts): a revoked key has no
 * principal, so revoking a key ends its UI sessions at their next request.
 */
import type { Queryable } from '../storage/db.js';
import type { Principal } from './api-keys.js';

/** The principal of key `keyId` (a UUID), or null when the key is unknown or revoked. */
export async function principalOfKeyId(db: Queryable, keyId: string): Promise<(Principal & { keyPrefix: string }) | null> {
  const res = await db.query<{ key_id: string; organisation_id: string; name: string; read_only: boolean; key_prefix: string }>(
    `SELECT k.id AS key_id, o.id AS organisation_id, o.name, k.read_only, k.key_prefix
       FROM api_keys k JOIN organisations o ON o.id = k.organisation_id
      WHERE k.id = $1 AND k.revoked_at IS NULL`,
    [keyId],
  );
  const row = res.rows[0];
  return row
    ? { organisationId: row.organisation_id, organisationName: row.name, keyId: row.key_id, readOnly: row.read_only, keyPrefix: row.key_prefix }
    : null;
}
