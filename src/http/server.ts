/**
 * The HTTP server: Fastify 5 with TypeBox schemas (validation + OpenAPI at /openapi.json), bearer-key
 * auth and per-key rate limiting on /ext/v3, DRF-style error bodies everywhere.
 */
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type PgBoss from 'pg-boss';
import type { Db } from '../storage/db.js';
import type { Logger } from '../log.js';
import type { VigilConfig } from '../config.js';
import type { ScreeningCorpus } from '../domain/screening-corpus.js';
import type { ProviderChain } from '../providers/chain.js';
import { HttpError, ajvToFieldErrors } from './errors.js';
import { DetailBody, ValidationErrorBody } from './schemas/common.js';
import { openApiDocument } from './openapi.js';
import { registerTextGuard } from './text-guard.js';
import { registerAuth } from './auth.js';
import { ReadCache, registerReadCache } from './read-cache.js';
import { complianceRoutes } from './routes/compliance.js';
import { reviewRoutes } from './routes/review.js';
import { healthRoutes } from './routes/health.js';
import { webhookRoutes } from './routes/webhooks.js';
import { companyRoutes } from './routes/companies.js';
import { portfolioRoutes } from './routes/portfolios.js';
import { uiPlugin } from '../ui/plugin.js';
import { articleRoutes } from './routes/articles.js';

export interface ServerDeps {
  db: Db;
  boss: PgBoss;
  corpus: ScreeningCorpus;
  /** Company-data providers, in the configured order. */
  providers: ProviderChain;
  config: VigilConfig;
  logger: Logger;
}

// Bodies are validated strictly (no type coercion: "0.5" is not a number); query strings are coerced.
function makeAjv(coerce: boolean) {
  const ajv = new Ajv({ allErrors: true, verbose: true, coerceTypes: coerce ? 'array' : false, useDefaults: true, strict: false });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  ajv.addKeyword({ keyword: 'x-format' });
  return ajv;
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { allErrors: true } },
    // A client that stops sending mid-request loses its socket instead of holding it forever.
    requestTimeout: deps.config.requestTimeoutMs,
    connectionTimeout: deps.config.requestTimeoutMs,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const bodyAjv = makeAjv(false);
  const queryAjv = makeAjv(true);
  // Query strings are documented by their schemas but read by QueryReader (DRF messages, both array
  // forms, unknown parameters ignored), so the schema does not validate them.
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'querystring' ? () => true : (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema),
  );
  app.addSchema(ValidationErrorBody);
  app.addSchema(DetailBody);
  registerJsonParser(app as unknown as FastifyInstance);

  app.setErrorHandler((err: FastifyError & Partial<HttpError>, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send(err.body);
    if (err.validation) {
      return reply.status(400).send({ errors: ajvToFieldErrors(err.validation as never), non_field_errors: [] });
    }
    if (err.statusCode === 429) return reply.status(429).send({ detail: err.message });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ detail: err.message });
    if (err.statusCode === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: `Request body is larger than the limit of ${app.initialConfig.bodyLimit} bytes.` });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Body parse errors and the like: the client's fault, reported without a field.
      return reply.status(400).send({ errors: {}, non_field_errors: [err.message] });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ detail: 'A server error occurred.' });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ detail: 'Not found.' }));

  // API answers are per-caller data: never cached, never sniffed into another type.
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (req.url.startsWith('/ext/v3/') && !req.url.startsWith('/ext/v3/docs')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Vigil /ext/v3', version: '0.1.0', description: 'Compliance screening, companies, portfolios and webhooks (docs/API.md).' },
      components: { securitySchemes: { tokenAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API key>' } } },
      security: [{ tokenAuth: [] }],
    },
    // Shared schemas keep their names ($id) in components.schemas.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(rateLimit, {
    // The API is limited per authenticated key (after auth, so `Bearer K` and `Token K` share one
    // allowance); failed authentications are limited per address in http/auth.ts.
    global: true,
    hook: 'preHandler',
    allowList: (req) => !req.url.startsWith('/ext/') || req.url.startsWith('/ext/v3/docs') || req.url.startsWith('/ext/v3/schema'),
    max: deps.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (req) => (req.principal ? `key:${req.principal.keyId}` : `ip:${req.ip}`),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Request was throttled. Expected available in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });

  // Compliance reads polled by clients are answered from memory between changes (http/read-cache.ts).
  const readCache = new ReadCache(deps.db, deps.config.readCache, deps.logger);
  await readCache.start();
  app.addHook('onClose', () => readCache.close());

  await app.register(healthRoutes(deps));
  await app.register(async (api) => {
    registerAuth(api, deps.db, { failuresPerMinute: deps.config.authFailuresPerMinute });
    registerTextGuard(api);
    registerReadCache(api as unknown as FastifyInstance, readCache);
    await api.register(complianceRoutes(deps));
    await api.register(reviewRoutes(deps));
    await api.register(webhookRoutes(deps));
    await api.register(companyRoutes(deps));
    await api.register(portfolioRoutes(deps));
    await api.register(articleRoutes(deps));
  }, { prefix: '/ext/v3' });
  // The analyst workspace (docs/UI.md): HTML pages with a session cookie, outside the bearer-auth scope.
  await app.register(uiPlugin(deps), { prefix: '/ui' });

  // The OpenAPI 3.1 document (no auth): /ext/v3/schema/ (the production path) and /openapi.json.
  // Built once, on first request: the routes are fixed once the server is ready.
  let document: ReturnType<typeof openApiDocument> | undefined;
  const served = async () => (document ??= openApiDocument(app.swagger() as never));
  const documentRoute = { schema: { hide: true } };
  app.get('/ext/v3/schema', documentRoute, served);
  app.get('/openapi.json', documentRoute, served);
  // The docs page (no auth): Swagger UI from its npm package (no CDN), reading the document above.
  await app.register(swaggerUi, {
    routePrefix: '/ext/v3/docs',
    uiConfig: { url: '/ext/v3/schema/', deepLinking: true },
    staticCSP: true,
    transformSpecificationClone: true,
    transformSpecification: (spec) => openApiDocument(spec as never),
  });
  return app as unknown as FastifyInstance;
}

/**
 * JSON bodies: an empty body with a JSON content type is `{}` (api-facts.md: clients send the header
 * on body-less DELETEs and POSTs); bytes that are not valid UTF-8 are a 400 (RFC 8259 section 8.1),
 * not silently replaced; everything else goes to Fastify's own parser (prototype-poisoning guard).
 */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      return done(new HttpError(400, { errors: {}, non_field_errors: ['JSON parse error - the body is not valid UTF-8.'] }), undefined);
    }
    if (!text.trim()) return done(null, {});
    return parseJson(req, text, done);
  });
}
