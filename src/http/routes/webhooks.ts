/**
 * /ext/v3/webhooks: CRUD, subscriptions, event types, secret rotation, test deliveries and the
 * delivery log (interface.md "Webhooks", api-facts.md "Webhooks"; choices where both are silent are
 * in docs/webhooks.md). Every id is scoped to the caller's organisation: a foreign id is a 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { ServerDeps } from '../server.js';
import type { Queryable } from '../../storage/db.js';
import { EVENT_TYPES, EVENT_TYPE_NAMES, eventTypeInfo } from '../../domain/events.js';
import {
  addSubscriptions,
  createTestDelivery,
  createWebhook,
  deleteSubscriptions,
  deleteWebhook,
  getSubscriptions,
  getWebhook,
  listDeliveries,
  listWebhooks,
  regenerateSecret,
  serializeDelivery,
  serializeSubscription,
  serializeWebhook,
  updateWebhook,
  type SubscriptionInput,
} from '../../domain/webhooks.js';
import { refusedLiteralTarget } from '../../webhooks/address-guard.js';
import { MESSAGES, notFound, validationError, type FieldErrors } from '../errors.js';
import { page, readPaging } from '../pagination.js';
import { QueryReader, isUuid, type RawQuery } from '../query.js';

const DELIVERY_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;
const IdParams = Type.Object({ id: Type.String() });
const AnyQuery = Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]));

const Subscription = Type.Object({
  event_type: Type.String({ minLength: 1, maxLength: 100 }),
  portfolio: Type.Optional(Type.String({ format: 'uuid', nullable: true })),
});
const WebhookBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  enabled: Type.Optional(Type.Boolean()),
  subscriptions: Type.Optional(Type.Array(Subscription, { maxItems: 50 })),
});
const WebhookPatch = Type.Partial(WebhookBody);
const TestDeliveryBody = Type.Union([Type.Object({ event_type: Type.Optional(Type.String({ maxLength: 100 })) }), Type.Null()]);
const DeleteSubscriptionsBody = Type.Union([
  Type.Object({
    external_id: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Array(Type.String({ format: 'uuid' }))])),
    event_type: Type.Optional(Type.String({ maxLength: 100 })),
    portfolio: Type.Optional(Type.String({ format: 'uuid', nullable: true })),
  }),
  Type.Null(),
]);

/** URL rules: absolute http(s), no private target unless the operator allows it. Adds to `errors`. */
function checkUrl(url: string, allowPrivate: boolean, errors: FieldErrors): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url.trim());
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
    errors.url = ['Enter a valid URL: an absolute http:// or https:// address.'];
    return;
  }
  const refused = refusedLiteralTarget(parsed, allowPrivate);
  if (refused) errors.url = [`Webhooks may not target loopback, link-local or private addresses (${refused}).`];
}

/** Event type and portfolio rules of one subscription (api-facts.md: portfolio only and always on company.updated). */
function checkSubscription(s: SubscriptionInput, prefix: string, errors: FieldErrors): void {
  const info = eventTypeInfo(s.event_type);
  if (!info) {
    errors[`${prefix}event_type`] = [MESSAGES.invalidChoice(s.event_type)];
    return;
  }
  if (info.portfolio_scoped && !s.portfolio) errors[`${prefix}portfolio`] = [`This field is required for ${s.event_type}.`];
  if (!info.portfolio_scoped && s.portfolio) {
    errors[`${prefix}portfolio`] = [`Only portfolio-scoped events (company.updated) take a portfolio; omit it for ${s.event_type}.`];
  }
}

/** A subscription's portfolio must be one of the caller's organisation. Adds to `errors`. */
async function checkPortfolios(db: Queryable, organisationId: string, subs: Array<{ sub: SubscriptionInput; prefix: string }>, errors: FieldErrors) {
  const ids = subs.map((s) => s.sub.portfolio).filter((p): p is string => !!p);
  if (!ids.length) return;
  const found = await db.query<{ id: string }>('SELECT id FROM portfolios WHERE organisation_id = $1 AND id = ANY($2::uuid[])', [organisationId, ids]);
  const known = new Set(found.rows.map((r) => r.id));
  for (const { sub, prefix } of subs) {
    if (sub.portfolio && !known.has(sub.portfolio) && !errors[`${prefix}portfolio`]) {
      errors[`${prefix}portfolio`] = [`Object with external_id=${sub.portfolio} does not exist.`];
    }
  }
}

async function checkWebhookBody(db: Queryable, organisationId: string, body: Partial<Static<typeof WebhookBody>>, allowPrivate: boolean) {
  const errors: FieldErrors = {};
  if (body.url !== undefined) checkUrl(body.url, allowPrivate, errors);
  body.subscriptions?.forEach((s, i) => checkSubscription(s, `subscriptions[${i}].`, errors));
  await checkPortfolios(db, organisationId, (body.subscriptions ?? []).map((sub, i) => ({ sub, prefix: `subscriptions[${i}].` })), errors);
  if (Object.keys(errors).length) throw validationError(errors);
}

export function webhookRoutes(deps: ServerDeps): FastifyPluginAsync {
  const allowPrivate = deps.config.webhooks.allowPrivate;
  return async (app0) => {
    const app = app0.withTypeProvider<TypeBoxTypeProvider>();

    /** The caller's webhook or a 404. */
    async function ownWebhook(organisationId: string, id: string) {
      if (!isUuid(id)) throw notFound();
      const w = await getWebhook(deps.db, organisationId, id);
      if (!w) throw notFound();
      return w;
    }

    app.get('/webhooks/event_types', async () => ({
      total_results: EVENT_TYPES.length,
      next_key: null,
      results: EVENT_TYPES.map((e) => ({ event_type: e.event_type, payload_field: e.payload_field, portfolio_required: e.portfolio_scoped, description: e.description })),
    }));

    app.post('/webhooks', { schema: { body: WebhookBody } }, async (req, reply) => {
      await checkWebhookBody(deps.db, req.principal.organisationId, req.body, allowPrivate);
      const { webhook, subscriptions, secret } = await createWebhook(deps.db, req.principal.organisationId, {
        ...req.body,
        url: req.body.url.trim(),
      });
      return reply.status(201).send({ ...serializeWebhook(webhook, subscriptions), secret });
    });

    app.get('/webhooks', { schema: { querystring: AnyQuery } }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'asc', deps.config.pageSize);
      const { total, rows } = await listWebhooks(deps.db, req.principal.organisationId, cursor, size);
      const subs = new Map<string, Awaited<ReturnType<typeof getSubscriptions>>>();
      for (const w of rows.slice(0, size)) subs.set(w.id, await getSubscriptions(deps.db, w.id));
      return page(rows, size, total, sortKey, (w) => new Date(w.created_at).toISOString(), (w) => serializeWebhook(w, subs.get(w.id) ?? []));
    });

    app.get('/webhooks/:id', { schema: { params: IdParams } }, async (req) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      return serializeWebhook(w, await getSubscriptions(deps.db, w.id));
    });

    const update = (partial: boolean) => async (req: { params: { id: string }; body: Partial<Static<typeof WebhookBody>>; principal: { organisationId: string } }) => {
      await ownWebhook(req.principal.organisationId, req.params.id);
      await checkWebhookBody(deps.db, req.principal.organisationId, req.body, allowPrivate);
      const w = await updateWebhook(deps.db, req.principal.organisationId, req.params.id, {
        url: req.body.url?.trim(),
        // PUT is a full update of the writable fields: enabled defaults to true when omitted.
        enabled: req.body.enabled ?? (partial ? undefined : true),
        subscriptions: req.body.subscriptions,
      });
      if (!w) throw notFound();
      return serializeWebhook(w, await getSubscriptions(deps.db, w.id));
    };
    app.put('/webhooks/:id', { schema: { params: IdParams, body: WebhookBody } }, update(false));
    app.patch('/webhooks/:id', { schema: { params: IdParams, body: WebhookPatch } }, update(true));

    app.delete('/webhooks/:id', { schema: { params: IdParams } }, async (req, reply) => {
      await ownWebhook(req.principal.organisationId, req.params.id);
      await deleteWebhook(deps.db, req.principal.organisationId, req.params.id);
      return reply.status(204).send();
    });

    app.post('/webhooks/:id/regenerate_secret', { schema: { params: IdParams } }, async (req) => {
      await ownWebhook(req.principal.organisationId, req.params.id);
      const secret = await regenerateSecret(deps.db, req.principal.organisationId, req.params.id);
      if (!secret) throw notFound();
      return { secret };
    });

    app.post('/webhooks/:id/subscriptions', { schema: { params: IdParams, body: Subscription } }, async (req, reply) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      const errors: FieldErrors = {};
      checkSubscription(req.body, '', errors);
      await checkPortfolios(deps.db, req.principal.organisationId, [{ sub: req.body, prefix: '' }], errors);
      if (Object.keys(errors).length) throw validationError(errors);
      const [row] = await addSubscriptions(deps.db, w.id, [req.body]);
      return reply.status(201).send(serializeSubscription(row));
    });

    app.get('/webhooks/:id/subscriptions', { schema: { params: IdParams } }, async (req) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      const subs = await getSubscriptions(deps.db, w.id);
      return { total_results: subs.length, next_key: null, results: subs.map(serializeSubscription) };
    });

    app.delete(
      '/webhooks/:id/subscriptions',
      { schema: { params: IdParams, querystring: AnyQuery, body: DeleteSubscriptionsBody } },
      async (req, reply) => {
        const w = await ownWebhook(req.principal.organisationId, req.params.id);
        // The selection comes from the body or the query string (clients differ in whether DELETE carries a body).
        const q = new QueryReader(req.query as RawQuery);
        const body = req.body ?? {};
        const ids = body.external_id !== undefined ? [body.external_id].flat() : q.uuids('external_id');
        const eventTypes = body.event_type !== undefined ? [body.event_type] : q.choices('event_type', EVENT_TYPE_NAMES);
        const portfolio = body.portfolio ?? q.uuids('portfolio')?.[0];
        q.done();
        if (!ids?.length && !eventTypes?.length) {
          throw validationError({}, ['Give the subscriptions to delete: external_id and/or event_type (with portfolio for company.updated).']);
        }
        const deleted = await deleteSubscriptions(deps.db, w.id, { ids, eventTypes, portfolio });
        if (!deleted) throw notFound('No subscription of this webhook matches.');
        return reply.status(204).send();
      },
    );

    app.post('/webhooks/:id/deliveries/test', { schema: { params: IdParams, body: TestDeliveryBody } }, async (req, reply) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      const eventType = req.body?.event_type ?? 'compliance_check.status_completed';
      if (!eventTypeInfo(eventType)) throw validationError({ event_type: [MESSAGES.invalidChoice(eventType)] });
      if (!w.enabled) throw validationError({}, ['This webhook is disabled and receives nothing; enable it first.']);
      const delivery = await createTestDelivery(deps.db, w.id, eventType);
      return reply.status(201).send(serializeDelivery(delivery));
    });

    app.get('/webhooks/:id/deliveries', { schema: { params: IdParams, querystring: AnyQuery } }, async (req) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      const q = new QueryReader(req.query as RawQuery);
      const status = q.choices('status', DELIVERY_STATUSES);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'desc', deps.config.pageSize);
      const { total, rows } = await listDeliveries(deps.db, w.id, status, cursor, size);
      return page(rows, size, total, sortKey, (d) => new Date(d.created_at).toISOString(), serializeDelivery);
    });
  };
}
