/**
 * Request and response schemas of /ext/v3/webhooks (interface.md "Webhooks", api-facts.md "Webhooks",
 * docs/webhooks.md). Every body schema of a call that clients send without a body accepts `{}`:
 * server.ts parses an empty JSON body as `{}` (api-facts.md "Request bodies may be empty").
 */
import { Type } from '@sinclair/typebox';
import { ListOf, Nullable, Obj, PagingQuery, Query, Repeatable, Timestamp, Uuid } from './common.js';
import { Enum } from './compliance.js';
import { EVENT_TYPE_NAMES } from '../../domain/events.js';

export const DELIVERY_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;

const EventTypeName = Type.String({ minLength: 1, maxLength: 100, description: `One of: ${EVENT_TYPE_NAMES.join(', ')}.` });
const PortfolioId = Type.String({ format: 'uuid', nullable: true, description: 'Portfolio external_id: required for company.updated, omitted otherwise.' });

/** A subscription in a request body. */
export const SubscriptionInput = Type.Object({
  event_type: EventTypeName,
  portfolio: Type.Optional(PortfolioId),
});

/** POST and PUT body. */
export const WebhookBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000, description: 'Absolute http(s) URL; loopback, link-local and private targets are refused.' }),
  enabled: Type.Optional(Type.Boolean({ description: 'Deliveries are sent only while enabled (default true).' })),
  subscriptions: Type.Optional(Type.Array(SubscriptionInput, { maxItems: 50, description: 'Replace the subscriptions when given.' })),
});

/** PATCH body. */
export const WebhookPatch = Type.Partial(WebhookBody);

/** POST .../deliveries/test/ body: optional, `{}` when empty. */
export const TestDeliveryBody = Type.Union([
  Type.Object({ event_type: Type.Optional(Type.String({ maxLength: 100, description: 'Default compliance_check.status_completed.' })) }),
  Type.Null(),
]);

/** Bulk DELETE .../subscriptions/ body (the selection may come from the query string instead). */
export const DeleteSubscriptionsBody = Type.Union([
  Type.Object({
    external_id: Type.Optional(Type.Union([Uuid, Type.Array(Uuid)], { description: 'Subscription(s) to delete.' })),
    event_type: Type.Optional(Type.String({ maxLength: 100, description: 'Delete the subscriptions of this event type.' })),
    portfolio: Type.Optional(PortfolioId),
  }),
  Type.Null(),
]);

/** Body of body-less calls (DELETE, regenerate_secret): nothing is read; `{}` or no body. */
export const EmptyBody = Type.Union([Type.Object({}, { description: 'Ignored.' }), Type.Null()]);

export const WebhookIdParams = Type.Object({ id: Type.String({ description: 'Webhook external_id (UUID).' }) });
export const SubscriptionIdParams = Type.Object({
  id: Type.String({ description: 'Webhook external_id (UUID).' }),
  subscription_id: Type.String({ description: 'Subscription external_id (UUID).' }),
});

export const Subscription = Obj(
  {
    external_id: Uuid,
    event_type: Enum(EVENT_TYPE_NAMES, 'Event delivered.'),
    portfolio: Nullable(Type.String({ format: 'uuid', description: 'Portfolio of a company.updated subscription; null otherwise.' })),
  },
  { title: 'WebhookSubscription', description: 'An event the webhook receives.' },
);

const webhookFields = {
  external_id: Uuid,
  url: Type.String({ description: 'Target of the signed POSTs.' }),
  enabled: Type.Boolean(),
  subscriptions: Type.Array(Subscription),
  created_at: Timestamp,
  updated_at: Timestamp,
};
const webhookExample = {
  external_id: '3d8a6c1e-5b2f-4e07-9c3a-8f1d2e4b6a90',
  url: 'https://hooks.example.com/vigil',
  enabled: true,
  subscriptions: [{ external_id: 'c2f0e9a4-7d31-4b8e-a5c6-1e9b3d7f2a48', event_type: 'compliance_check.status_completed', portfolio: null }],
  created_at: '2025-05-02T09:10:00.000Z',
  updated_at: '2025-05-02T09:10:00.000Z',
};

/** The webhook record (never the secret). */
export const Webhook = Obj(webhookFields, { title: 'Webhook', description: 'A webhook.', examples: [webhookExample] });

/** The create response: the record and, this once, its secret. */
export const CreatedWebhook = Obj(
  { ...webhookFields, secret: Type.String({ description: 'Signing secret; shown only here and by regenerate_secret.' }) },
  { title: 'WebhookWithSecret', description: 'The new webhook with its signing secret.', examples: [{ ...webhookExample, secret: 'whsec_…' }] },
);

export const Secret = Obj({ secret: Type.String({ description: 'The new signing secret; the old one stops working at once.' }) });

export const EventType = Obj(
  {
    event_type: Enum(EVENT_TYPE_NAMES, 'Event type.'),
    payload_field: Type.String({ description: 'Envelope field carrying the payload.' }),
    portfolio_required: Type.Boolean({ description: 'Subscriptions need a portfolio (company.updated).' }),
    description: Type.String(),
  },
  { title: 'WebhookEventType' },
);

const Attempt = Obj(
  {
    attempt: Type.Integer({ minimum: 0 }),
    started_at: Timestamp,
    duration_ms: Type.Number({ minimum: 0 }),
    response_status: Nullable(Type.Integer()),
    error: Nullable(Type.String()),
  },
  { description: 'One delivery attempt.' },
);

export const Delivery = Obj(
  {
    external_id: Uuid,
    event_type: Type.String({ description: 'Vigil extension: the event delivered.' }),
    status: Enum(DELIVERY_STATUSES, 'Delivery state.'),
    attempt_count: Type.Integer({ minimum: 0 }),
    data: Type.Unsafe<unknown>(Type.Object({}, { additionalProperties: true, description: 'The envelope sent: {event_type, event_id, created_at, <payload field>}.' })),
    error_details: Nullable(Type.String({ description: 'Why the last attempt failed.' })),
    created_at: Timestamp,
    updated_at: Timestamp,
    next_attempt_at: Nullable(Timestamp),
    attempts: Type.Unsafe<unknown[]>(Type.Array(Attempt, { description: 'Vigil extension: every attempt so far.' })),
  },
  {
    title: 'WebhookDelivery',
    description: 'A delivery of one event to the webhook.',
    examples: [
      {
        external_id: '5e2b9c7d-1a4f-4f3e-b6d8-0c9a7e1f3b25',
        event_type: 'compliance_check.status_completed',
        status: 'completed',
        attempt_count: 1,
        data: { event_type: 'compliance_check.status_completed', compliance_check: { name: 'Onboarding batch 1', status: 'completed' } },
        error_details: null,
        created_at: '2025-05-02T09:14:05.900Z',
        updated_at: '2025-05-02T09:14:06.020Z',
        next_attempt_at: null,
        attempts: [{ attempt: 1, started_at: '2025-05-02T09:14:05.950Z', duration_ms: 70, response_status: 200, error: null }],
      },
    ],
  },
);

export const WebhookList = ListOf(Webhook, 'A page of webhooks.');
export const SubscriptionList = ListOf(Subscription, 'All subscriptions of the webhook (one page).');
export const EventTypeList = ListOf(EventType, 'Every event type (one page).');
export const DeliveryList = ListOf(Delivery, 'A page of deliveries, newest first.');

export const WebhookListQuery = Query({ ...PagingQuery });
export const DeliveryListQuery = Query({
  status: Repeatable(Enum(DELIVERY_STATUSES, 'Delivery state.'), 'Only deliveries in these states.'),
  ...PagingQuery,
});
export const DeleteSubscriptionsQuery = Query({
  external_id: Repeatable(Uuid, 'Subscriptions to delete (when the body does not say).'),
  event_type: Repeatable(Enum(EVENT_TYPE_NAMES, 'Event type.'), 'Delete the subscriptions of these event types (when the body does not say).'),
  portfolio: Type.String({ format: 'uuid', description: 'With event_type company.updated: only that portfolio\'s subscription.' }),
});
