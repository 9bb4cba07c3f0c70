/**
 * The analyst workspace (issue 18, docs/UI.md): server-rendered HTML pages under /ui on the same
 * domain services as /ext/v3, progressively enhanced with htmx (served from node_modules, no CDN).
 *
 * Everything here lives in its own encapsulated Fastify scope, so the API is untouched: the session
 * cookie (@fastify/secure-session, sealed with VIGIL_UI_SESSION_SECRET), CSRF tokens on every form
 * (@fastify/csrf-protection), security headers with a strict Content-Security-Policy (@fastify/helmet:
 * scripts and styles from 'self' only), urlencoded form bodies, Eta templates, and HTML error pages.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import secureSession from '@fastify/secure-session';
import csrfProtection from '@fastify/csrf-protection';
import helmet from '@fastify/helmet';
import view from '@fastify/view';
import fastifyStatic from '@fastify/static';
import { Eta } from 'eta';
import type { ServerDeps } from '../http/server.js';
import { HttpError } from '../http/errors.js';
import { registerSession, SESSION_COOKIE, SESSION_SECONDS } from './session.js';
import { renderError } from './render.js';
import { queueRoutes } from './routes/queue.js';
import { findingRoutes } from './routes/findings.js';
import { checkRoutes } from './routes/checks.js';
import { portfolioRoutes } from './routes/portfolios.js';
import { newsRoutes } from './routes/news.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * The cookie key: SHA-256 of the configured secret (32 bytes for secretbox), or 32 random bytes per
 * process when none is configured (sessions then end at a restart; docs/UI.md "Configuration").
 */
function sessionKey(secret: string | undefined): Buffer {
  if (secret !== undefined && secret.length < 32) throw new Error('VIGIL_UI_SESSION_SECRET must be at least 32 characters.');
  return secret ? crypto.createHash('sha256').update(secret).digest() : crypto.randomBytes(32);
}

/** The UI plugin; register it with `{ prefix: '/ui' }` outside the /ext/v3 scope (server.ts). */
export function uiPlugin(deps: ServerDeps): FastifyPluginAsync {
  return async (ui) => {
    // Pages are not API operations: none of them goes into the OpenAPI document of /ext/v3.
    ui.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    await ui.register(formbody);
    await ui.register(secureSession, {
      key: sessionKey(deps.config.uiSessionSecret),
      cookieName: SESSION_COOKIE,
      expiry: SESSION_SECONDS,
      // Secure + HttpOnly + SameSite=Strict always. Browsers treat http://localhost and 127.0.0.1 as
      // secure contexts and keep Secure cookies there, so local use and the tests need no exception.
      cookie: { path: '/ui', httpOnly: true, secure: true, sameSite: 'strict', maxAge: SESSION_SECONDS },
    });
    await ui.register(csrfProtection, { sessionPlugin: '@fastify/secure-session' });
    await ui.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'"],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
        },
      },
      // Pages carry per-analyst data: never stored by a cache, never shown in another site's frame.
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    });
    ui.addHook('onSend', async (_req, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });
    await ui.register(view, {
      engine: { eta: new Eta({ views: path.join(HERE, 'views'), cache: true }) },
      templates: path.join(HERE, 'views'),
      production: true,
    });
    await ui.register(fastifyStatic, { root: path.join(HERE, 'static'), prefix: '/static/', decorateReply: false, cacheControl: false });
    const htmx = fs.readFileSync(createRequire(import.meta.url).resolve('htmx.org/dist/htmx.min.js'));
    ui.get('/static/htmx.min.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(htmx));

    ui.setErrorHandler((err: FastifyError & Partial<HttpError>, req, reply) => {
      if (err instanceof HttpError) return renderError(req, reply, err.statusCode, err.body);
      if (err.code === 'FST_CSRF_INVALID_TOKEN' || err.code === 'FST_CSRF_MISSING_SECRET') {
        return renderError(req, reply, 403, { detail: 'The form is missing its security token or it expired. Reload the page and try again.' });
      }
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return renderError(req, reply, err.statusCode, { detail: err.message });
      req.log.error({ err }, 'unhandled error in the UI');
      return renderError(req, reply, 500, { detail: 'A server error occurred.' });
    });
    ui.setNotFoundHandler((req, reply) => renderError(req, reply, 404, { detail: 'Not found.' }));

    registerSession(ui as unknown as FastifyInstance, deps);
    ui.get('/', async (_req, reply) => reply.redirect('/ui/queue', 303));
    await ui.register(queueRoutes(deps));
    await ui.register(findingRoutes(deps));
    await ui.register(checkRoutes(deps));
    await ui.register(portfolioRoutes(deps));
    await ui.register(newsRoutes(deps));
  };
}
