-- Webhooks, their subscriptions, the event outbox and the delivery log.
-- Events are written in the same transaction as the state change that caused them, together with one
-- delivery row per subscribed, enabled webhook (transactional outbox); the dispatcher sends deliveries
-- from this table, so a crash can neither lose an event nor send one for a change that rolled back.
CREATE TABLE webhooks (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  url text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- HMAC key of the signatures; returned once (create, regenerate_secret), never logged or listed.
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhooks_org_created ON webhooks (organisation_id, created_at, id);

CREATE TABLE webhook_subscriptions (
  id uuid PRIMARY KEY,
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_type text NOT NULL,
  portfolio_id uuid,
  created_at timestamptz NOT NULL
);
-- One subscription per (webhook, event type, portfolio); NULLs made equal with a sentinel.
CREATE UNIQUE INDEX webhook_subscriptions_unique
  ON webhook_subscriptions (webhook_id, event_type, COALESCE(portfolio_id, '00000000-0000-0000-0000-000000000000'::uuid));

CREATE TABLE webhook_events (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  event_type text NOT NULL,
  -- What the event is about (check id, registration id, company id): deliveries keep its order per webhook.
  subject_id text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  -- Global insertion order: deliveries of one (webhook, ordering_key) are sent strictly in seq order.
  seq bigserial NOT NULL UNIQUE,
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id uuid REFERENCES webhook_events(id) ON DELETE SET NULL,
  event_type text NOT NULL,
  ordering_key text NOT NULL,
  data jsonb NOT NULL,
  status text NOT NULL,
  attempt_count integer NOT NULL DEFAULT 0,
  error_details text,
  attempts jsonb NOT NULL DEFAULT '[]',
  next_attempt_at timestamptz NOT NULL,
  locked_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at) WHERE status IN ('pending', 'in_progress');
CREATE INDEX webhook_deliveries_order ON webhook_deliveries (webhook_id, ordering_key, seq) WHERE status IN ('pending', 'in_progress');
CREATE INDEX webhook_deliveries_webhook_created ON webhook_deliveries (webhook_id, created_at, id);
