/**
 * The HTTP server: Fastify 5 with TypeBox schemas (validation + OpenAPI at /openapi.json), bearer-key
 * auth and per-key rate limiting on /ext/v3, DRF-style error bodies everywhere.
 */
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
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
import { registerTextGuard } from './text-guard.js';
import { registerAuth } from './auth.js';
import { complianceRoutes } from './routes/compliance.js';
import { healthRoutes } from './routes/health.js';
import { webhookRoutes } from './routes/webhooks.js';
import { companyRoutes } from './routes/companies.js';
import { portfolioRoutes } from './routes/portfolios.js';

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
  }).withTypeProvider<TypeBoxTypeProvider>();

  const bodyAjv = makeAjv(false);
  const queryAjv = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema));

  app.setErrorHandler((err: FastifyError & Partial<HttpError>, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send(err.body);
    if (err.validation) {
      return reply.status(400).send({ errors: ajvToFieldErrors(err.validation as never), non_field_errors: [] });
    }
    if (err.statusCode === 429) return reply.status(429).send({ detail: err.message });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ detail: err.message });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Body parse errors and the like: the client's fault, reported without a field.
      return reply.status(400).send({ errors: {}, non_field_errors: [err.message] });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ detail: 'A server error occurred.' });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ detail: 'Not found.' }));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Vigil /ext/v3', version: '0.1.0', description: 'Compliance screening (see docs/API.md)' },
      components: { securitySchemes: { tokenAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ tokenAuth: [] }],
    },
  });
  await app.register(rateLimit, {
    // Only the API is limited (per key); health and the OpenAPI document are not.
    allowList: (req) => !req.url.startsWith('/ext/'),
    max: deps.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (req) => req.headers.authorization ?? req.ip,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Request was throttled. Expected available in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });

  await app.register(healthRoutes(deps));
  await app.register(async (api) => {
    registerAuth(api, deps.db);
    registerTextGuard(api);
    await api.register(complianceRoutes(deps));
    await api.register(webhookRoutes(deps));
    await api.register(companyRoutes(deps));
    await api.register(portfolioRoutes(deps));
  }, { prefix: '/ext/v3' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app as unknown as FastifyInstance;
}
