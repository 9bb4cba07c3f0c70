/**
 * Bearer-key authentication of /ext/v3 (interface.md "Authentication"): `Authorization: Bearer <key>`
 * on every call; missing -> 401 "Authentication credentials were not provided.", unknown or revoked ->
 * 401 "Invalid token.", a read-only key on a write -> 403. The resolved organisation is put on the
 * request; every route scopes its queries by it.
 *
 * Failed authentications (no key, a wrong key, a malformed header) are limited per client address:
 * past `failuresPerMinute` in a minute the address gets 429 with Retry-After before any database
 * lookup, so guessing keys or flooding with bad ones costs the service nothing. Successful requests
 * are limited per key by @fastify/rate-limit (server.ts).
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
const WINDOW_MS = 60_000;

/**
 * The key of an `Authorization` header: undefined when there is no header, '' when the header is
 * not exactly `Bearer <key>` or `Token <key>` (DRF token clients send "Token"; both carry the same
 * key). Anything after the key (`Bearer K junk`) makes the credential invalid, as in DRF.
 */
export function presentedKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parts = header.trim().split(/\s+/);
  if (parts.length === 1 && parts[0] === '') return undefined;
  return parts.length === 2 && /^(bearer|token)$/i.test(parts[0]) ? parts[1] : '';
}

/** Fixed one-minute windows of failed authentications per client address. */
class FailureLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly max: number) {}

  /** Seconds until `ip` may try again, or 0 when it is under the limit. */
  blockedFor(ip: string, now = Date.now()): number {
    const w = this.windows.get(ip);
    if (!w || now - w.start >= WINDOW_MS || w.count < this.max) return 0;
    return Math.ceil((w.start + WINDOW_MS - now) / 1000);
  }

  record(ip: string, now = Date.now()): void {
    const w = this.windows.get(ip);
    if (!w || now - w.start >= WINDOW_MS) {
      // Drop expired windows now and then so the map stays as small as the set of active addresses.
      if (this.windows.size > 10_000) for (const [k, v] of this.windows) if (now - v.start >= WINDOW_MS) this.windows.delete(k);
      this.windows.set(ip, { start: now, count: 1 });
    } else w.count += 1;
  }
}

/** Adds the auth hook to every route of `api`. */
export function registerAuth(api: FastifyInstance, db: Queryable, opts: { failuresPerMinute: number }): void {
  const failures = new FailureLimiter(opts.failuresPerMinute);
  api.decorateRequest('principal', null as unknown as Principal);
  api.addHook('onRequest', async (req: FastifyRequest, reply) => {
    const wait = failures.blockedFor(req.ip);
    if (wait) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, { detail: `Too many failed authentications. Expected available in ${wait} seconds.` });
    }
    const key = presentedKey(req.headers.authorization);
    if (key === undefined) {
      failures.record(req.ip);
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, { detail: MESSAGES.noCredentials });
    }
    const principal = key ? await authenticate(db, key) : null;
    if (!principal) {
      failures.record(req.ip);
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, { detail: MESSAGES.invalidToken });
    }
    if (principal.readOnly && !SAFE_METHODS.has(req.method)) {
      throw new HttpError(403, { detail: 'You do not have permission to perform this action.' });
    }
    req.principal = principal;
  });
}
