/**
 * /ext/v3/webhooks: CRUD, subscriptions, event types, secret rotation, test deliveries and the
 * delivery log (interface.md "Webhooks", api-facts.md "Webhooks"; choices where both are silent are
 * in docs/webhooks.md). Every id is scoped to the caller's organisation: a foreign id is a 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { errorResponses, NoContent } from '../schemas/common.js';
import {
  CreatedWebhook,
  DeleteSubscriptionsBody,
  DeleteSubscriptionsQuery,
  Delivery,
  DeliveryList,
  DeliveryListQuery,
  DELIVERY_STATUSES,
  EmptyBody,
  EventTypeList,
  Secret,
  Subscription,
  SubscriptionIdParams,
  SubscriptionInput,
  SubscriptionList,
  TestDeliveryBody,
  Webhook,
  WebhookBody,
  WebhookIdParams,
  WebhookList,
  WebhookListQuery,
  WebhookPatch,
} from '../schemas/webhooks.js';
import type { ServerDeps } from '../server.js';
import type { Queryable } from '../../storage/db.js';
import { EVENT_TYPES, EVENT_TYPE_NAMES, eventTypeInfo } from '../../domain/events.js';
import {
  addSubscriptions,
  createTestDelivery,
  createWebhook,
  deleteSubscription,
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
  type SubscriptionInput as SubscriptionInputRow,
} from '../../domain/webhooks.js';
import { refusedLiteralTarget } from '../../webhooks/address-guard.js';
import { MESSAGES, notFound, validationError, type FieldErrors } from '../errors.js';
import { page, readPaging } from '../pagination.js';
import { QueryReader, foundOr404, isUuid, type RawQuery } from '../query.js';

const TAGS = ['Webhooks'];

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
function checkSubscription(s: SubscriptionInputRow, prefix: string, errors: FieldErrors): void {
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
async function checkPortfolios(db: Queryable, organisationId: string, subs: Array<{ sub: SubscriptionInputRow; prefix: string }>, errors: FieldErrors) {
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
      return foundOr404(id, (uuid) => getWebhook(deps.db, organisationId, uuid));
    }

    app.get('/webhooks/event_types', { schema: { tags: TAGS, summary: 'List the event types', response: { 200: EventTypeList, ...errorResponses() } } }, async () => ({
      total_results: EVENT_TYPES.length,
      next_key: null,
      results: EVENT_TYPES.map((e) => ({ event_type: e.event_type, payload_field: e.payload_field, portfolio_required: e.portfolio_scoped, description: e.description })),
    }));

    const createSchema = {
      tags: TAGS,
      summary: 'Create a webhook (the answer shows its secret, once)',
      body: WebhookBody,
      response: { 201: CreatedWebhook, ...errorResponses(400, 413, 415) },
    };
    app.post('/webhooks', { schema: createSchema }, async (req, reply) => {
      await checkWebhookBody(deps.db, req.principal.organisationId, req.body, allowPrivate);
      const { webhook, subscriptions, secret } = await createWebhook(deps.db, req.principal.organisationId, {
        ...req.body,
        url: req.body.url.trim(),
      });
      return reply.status(201).send({ ...serializeWebhook(webhook, subscriptions), secret });
    });

    const listSchema = { tags: TAGS, summary: 'List webhooks', querystring: WebhookListQuery, response: { 200: WebhookList, ...errorResponses(400) } };
    app.get('/webhooks', { schema: listSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'asc', deps.config.pageSize);
      const { total, rows } = await listWebhooks(deps.db, req.principal.organisationId, cursor, size);
      const subs = new Map<string, Awaited<ReturnType<typeof getSubscriptions>>>();
      for (const w of rows.slice(0, size)) subs.set(w.id, await getSubscriptions(deps.db, w.id));
      return page(rows, size, total, sortKey, (w) => new Date(w.created_at).toISOString(), (w) => serializeWebhook(w, subs.get(w.id) ?? []));
    });

    const readSchema = { tags: TAGS, summary: 'Read a webhook', params: WebhookIdParams, response: { 200: Webhook, ...errorResponses(404) } };
    app.get('/webhooks/:id', { schema: readSchema }, async (req) => {
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
    const updateResponses = { 200: Webhook, ...errorResponses(400, 404, 413, 415) };
    app.put(
      '/webhooks/:id',
      { schema: { tags: TAGS, summary: 'Replace a webhook', params: WebhookIdParams, body: WebhookBody, response: updateResponses } },
      update(false),
    );
    app.patch(
      '/webhooks/:id',
      { schema: { tags: TAGS, summary: 'Update some fields of a webhook', params: WebhookIdParams, body: WebhookPatch, response: updateResponses } },
      update(true),
    );

    const deleteSchema = {
      tags: TAGS,
      summary: 'Delete a webhook with its subscriptions and deliveries',
      params: WebhookIdParams,
      body: EmptyBody,
      response: { 204: NoContent, ...errorResponses(404) },
    };
    app.delete('/webhooks/:id', { schema: deleteSchema }, async (req, reply) => {
      await ownWebhook(req.principal.organisationId, req.params.id);
      await deleteWebhook(deps.db, req.principal.organisationId, req.params.id);
      return reply.status(204).send(null);
    });

    const regenerateSchema = {
      tags: TAGS,
      summary: 'Replace the signing secret (the old one stops working at once)',
      params: WebhookIdParams,
      body: EmptyBody,
      response: { 200: Secret, ...errorResponses(404) },
    };
    app.post('/webhooks/:id/regenerate_secret', { schema: regenerateSchema }, async (req) => {
      await ownWebhook(req.principal.organisationId, req.params.id);
      const secret = await regenerateSecret(deps.db, req.principal.organisationId, req.params.id);
      if (!secret) throw notFound();
      return { secret };
    });

    const addSubscriptionSchema = {
      tags: TAGS,
      summary: 'Add a subscription',
      params: WebhookIdParams,
      body: SubscriptionInput,
      response: { 201: Subscription, ...errorResponses(400, 404, 413, 415) },
    };
    app.post('/webhooks/:id/subscriptions', { schema: addSubscriptionSchema }, async (req, reply) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      const errors: FieldErrors = {};
      checkSubscription(req.body, '', errors);
      await checkPortfolios(deps.db, req.principal.organisationId, [{ sub: req.body, prefix: '' }], errors);
      if (Object.keys(errors).length) throw validationError(errors);
      const [row] = await addSubscriptions(deps.db, w.id, [req.body]);
      return reply.status(201).send(serializeSubscription(row));
    });

    const listSubscriptionsSchema = {
      tags: TAGS,
      summary: "List a webhook's subscriptions",
      params: WebhookIdParams,
      response: { 200: SubscriptionList, ...errorResponses(404) },
    };
    app.get('/webhooks/:id/subscriptions', { schema: listSubscriptionsSchema }, async (req) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      const subs = await getSubscriptions(deps.db, w.id);
      return { total_results: subs.length, next_key: null, results: subs.map(serializeSubscription) };
    });

    const deleteSubscriptionsSchema = {
      tags: TAGS,
      summary: 'Delete subscriptions selected by external_id and/or event_type',
      params: WebhookIdParams,
      querystring: DeleteSubscriptionsQuery,
      body: DeleteSubscriptionsBody,
      response: { 204: NoContent, ...errorResponses(400, 404) },
    };
    app.delete(
      '/webhooks/:id/subscriptions',
      { schema: deleteSubscriptionsSchema },
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
        return reply.status(204).send(null);
      },
    );

    const deleteSubscriptionSchema = {
      tags: TAGS,
      summary: 'Delete one subscription',
      params: SubscriptionIdParams,
      body: EmptyBody,
      response: { 204: NoContent, ...errorResponses(404) },
    };
    app.delete('/webhooks/:id/subscriptions/:subscription_id', { schema: deleteSubscriptionSchema }, async (req, reply) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      if (!isUuid(req.params.subscription_id)) throw notFound();
      // Scoped by webhook: another webhook's subscription id (of this tenant or another) is a 404.
      if (!(await deleteSubscription(deps.db, w.id, req.params.subscription_id))) throw notFound();
      return reply.status(204).send(null);
    });

    const testDeliverySchema = {
      tags: TAGS,
      summary: 'Queue a test delivery (a synthetic event, marked test: true)',
      params: WebhookIdParams,
      body: TestDeliveryBody,
      response: { 201: Delivery, ...errorResponses(400, 404) },
    };
    app.post('/webhooks/:id/deliveries/test', { schema: testDeliverySchema }, async (req, reply) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      const eventType = req.body?.event_type ?? 'compliance_check.status_completed';
      if (!eventTypeInfo(eventType)) throw validationError({ event_type: [MESSAGES.invalidChoice(eventType)] });
      if (!w.enabled) throw validationError({}, ['This webhook is disabled and receives nothing; enable it first.']);
      const delivery = await createTestDelivery(deps.db, w.id, eventType);
      return reply.status(201).send(serializeDelivery(delivery));
    });

    const listDeliveriesSchema = {
      tags: TAGS,
      summary: "List a webhook's deliveries, newest first",
      params: WebhookIdParams,
      querystring: DeliveryListQuery,
      response: { 200: DeliveryList, ...errorResponses(400, 404) },
    };
    app.get('/webhooks/:id/deliveries', { schema: listDeliveriesSchema }, async (req) => {
      const w = await ownWebhook(req.principal.organisationId, req.params.id);
      const q = new QueryReader(req.query as RawQuery);
      const status = q.choices('status', DELIVERY_STATUSES);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'desc', deps.config.pageSize);
      const { total, rows } = await listDeliveries(deps.db, w.id, status, cursor, size);
      return page(rows, size, total, sortKey, (d) => new Date(d.created_at).toISOString(), serializeDelivery);
    });
  };
}
