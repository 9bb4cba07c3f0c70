/**
 * Bearer-key authentication of /ext/v3 (interface.md "Authentication"): `Authorization: Bearer <key>`
 * on every call; missing -> 401 "Authentication credentials were not provided.", unknown or revoked ->
 * 401 "Invalid token.", a read-only key on a write -> 403. The resolved organisation is put on the
 * request; every route scopes its queries by it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../storage/db.js';
import { authenticate, type Principal } from '../domain/api-keys.js';
import { HttpError, MESSAGES } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function presentedKey(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, key] = header.trim().split(/\s+/, 2);
  // DRF token clients send "Token <key>"; the spec's scheme is Bearer. Both carry the same key.
  return /^(bearer|token)$/i.test(scheme) && key ? key : '';
}

/** Adds the auth hook to every route of `api`. */
export function registerAuth(api: FastifyInstance, db: Queryable): void {
  api.decorateRequest('principal', null as unknown as Principal);
  api.addHook('onRequest', async (req, reply) => {
    const key = presentedKey(req);
    if (key === undefined) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, { detail: MESSAGES.noCredentials });
    }
    const principal = key ? await authenticate(db, key) : null;
    if (!principal) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, { detail: MESSAGES.invalidToken });
    }
    if (principal.readOnly && !SAFE_METHODS.has(req.method)) {
      throw new HttpError(403, { detail: 'You do not have permission to perform this action.' });
    }
    req.principal = principal;
  });
}
