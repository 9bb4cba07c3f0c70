/**
 * Signing in and out of the analyst workspace. The analyst presents an API key once; it is checked by
 * `authenticate` (domain/api-keys.ts), exactly as the API checks a Bearer key, and exchanged for a
 * session cookie that holds the key's id (never the key). Every request then resolves the key again
 * (`principalOfKeyId`), so a revoked key ends its sessions, and the page works with the key's
 * organisation and permissions as the API would: a read-only key may read but not decide (403).
 *
 * Every POST must carry the session's CSRF token (form field `_csrf`), the sign-in form included.
 * Sign-in attempts are limited per client address (VIGIL_AUTH_FAILURES_PER_MINUTE a minute).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../http/server.js';
import { authenticate, type Principal } from '../domain/api-keys.js';
import { principalOfKeyId } from '../domain/key-principal.js';
import { isUuid } from '../http/query.js';
import { HttpError } from '../http/errors.js';
import { renderPage } from './render.js';

declare module '@fastify/secure-session' {
  interface SessionData {
    key_id: string;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in key (null on the sign-in page and static files). */
    analyst: (Principal & { keyPrefix: string }) | null;
  }
}

export const SESSION_COOKIE = 'vigil_ui';
/** A session lasts 8 hours (a working day), then the analyst signs in again. */
export const SESSION_SECONDS = 8 * 60 * 60;

/** Paths that need no session: signing in and out, and the static files. */
const PUBLIC = /^\/ui\/(sign-in|sign-out|static\/)/;

/** Where to go after signing in: a /ui path only (no open redirect). */
function nextPath(raw: unknown): string {
  return typeof raw === 'string' && /^\/ui(\/[A-Za-z0-9/_?=&%.:-]*)?$/.test(raw) && !raw.startsWith('//') ? raw : '/ui/queue';
}

export function registerSession(ui: FastifyInstance, deps: ServerDeps): void {
  ui.decorateRequest('analyst', null);
  // CSRF first (a forged POST is refused before anything else; the plugin answers 403 itself), then the session's key.
  ui.addHook('preHandler', (req, reply, done) => (req.method === 'POST' ? ui.csrfProtection(req, reply, done) : done()));
  ui.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (PUBLIC.test(req.url)) return;
    const keyId = req.session.get('key_id');
    const principal = keyId && isUuid(keyId) ? await principalOfKeyId(deps.db, keyId) : null;
    if (!principal) {
      if (keyId) req.session.delete();
      if (req.method === 'GET') return reply.redirect(`/ui/sign-in?next=${encodeURIComponent(req.url)}`, 303);
      throw new HttpError(401, { detail: 'Your session has ended. Sign in again.' });
    }
    if (principal.readOnly && req.method === 'POST' && req.url !== '/ui/sign-out') {
      throw new HttpError(403, { detail: 'You do not have permission to perform this action (read-only API key).' });
    }
    req.analyst = principal;
  });

  ui.get('/sign-in', async (req, reply) => renderPage(req, reply, 'sign-in', 'Sign in', { next: nextPath((req.query as { next?: string }).next) }));

  // Sign-in attempts are limited per client address like failed API authentications (http/auth.ts):
  // VIGIL_AUTH_FAILURES_PER_MINUTE a minute, then 429 (the global limiter leaves /ui alone otherwise).
  const signInLimit = {
    rateLimit: { max: deps.config.authFailuresPerMinute, timeWindow: '1 minute', allowList: () => false, keyGenerator: (r: FastifyRequest) => `ui-sign-in:${r.ip}` },
  };
  ui.post('/sign-in', { config: signInLimit }, async (req, reply) => {
    const body = (req.body ?? {}) as { api_key?: unknown; next?: unknown };
    const key = typeof body.api_key === 'string' ? body.api_key.trim() : '';
    const principal = key ? await authenticate(deps.db, key) : null;
    if (!principal) {
      reply.status(key ? 401 : 400);
      return renderPage(req, reply, 'sign-in', 'Sign in', {
        next: nextPath(body.next),
        error: key ? 'This API key is not valid (unknown or revoked).' : 'Enter your API key.',
      });
    }
    // A new session (and CSRF secret) at sign-in: a session planted before it is worth nothing after.
    req.session.regenerate();
    req.session.set('key_id', principal.keyId);
    return reply.redirect(nextPath(body.next), 303);
  });

  ui.post('/sign-out', async (req, reply) => {
    req.session.delete();
    return reply.redirect('/ui/sign-in', 303);
  });
}
