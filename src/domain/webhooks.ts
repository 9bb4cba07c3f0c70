/**
 * Webhooks of an organisation: create/read/update/delete, subscriptions, secret rotation, test
 * deliveries and the delivery log (api-facts.md "Webhooks"). Every query is scoped by
 * organisation_id, so another tenant's webhook reads as not found. Multi-row writes (a webhook and
 * its subscriptions) run in one transaction.
 *
 * The secret is stored as given to the client (it must be usable to sign) and appears only in the
 * create and regenerate_secret responses; serializeWebhook never includes it.
 */
import crypto from 'node:crypto';
import type { Db, Queryable } from '../storage/db.js';
import { generateSecret } from '../webhooks/signature.js';
import { envelope, eventTypeInfo } from './events.js';
import type { Cursor } from '../storage/keyset.js';
import { iso } from './compliance.js';

export interface WebhookRow {
  id: string;
  organisation_id: string;
  url: string;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface SubscriptionRow {
  id: string;
  webhook_id: string;
  event_type: string;
  portfolio_id: string | null;
  created_at: Date;
}

export interface SubscriptionInput {
  event_type: string;
  portfolio?: string | null;
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_type: string;
  status: string;
  attempt_count: number;
  data: unknown;
  error_details: string | null;
  attempts: unknown[];
  next_attempt_at: Date;
  created_at: Date;
  updated_at: Date;
}

export function serializeSubscription(s: SubscriptionRow) {
  return { external_id: s.id, event_type: s.event_type, portfolio: s.portfolio_id };
}

/** The webhook record (never the secret). */
export function serializeWebhook(w: WebhookRow, subs: SubscriptionRow[]) {
  return {
    external_id: w.id,
    url: w.url,
    enabled: w.enabled,
    subscriptions: subs.map(serializeSubscription),
    created_at: new Date(w.created_at).toISOString(),
    updated_at: new Date(w.updated_at).toISOString(),
  };
}

/** The delivery record; `event_type`, `next_attempt_at` and `attempts` (one entry per attempt) are Vigil extensions. */
export function serializeDelivery(d: DeliveryRow) {
  return {
    external_id: d.id,
    event_type: d.event_type,
    status: d.status,
    attempt_count: d.attempt_count,
    data: d.data,
    error_details: d.error_details,
    created_at: new Date(d.created_at).toISOString(),
    updated_at: new Date(d.updated_at).toISOString(),
    next_attempt_at: d.status === 'pending' ? iso(d.next_attempt_at) : null,
    attempts: d.attempts,
  };
}

async function insertSubscriptions(tx: Queryable, webhookId: string, subs: SubscriptionInput[], now: Date): Promise<void> {
  for (const s of subs) {
    // An identical subscription already present is kept (posting it again is not an error).
    await tx.query(
      `INSERT INTO webhook_subscriptions (id, webhook_id, event_type, portfolio_id, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [crypto.randomUUID(), webhookId, s.event_type, s.portfolio ?? null, now],
    );
  }
}

export async function getSubscriptions(db: Queryable, webhookId: string): Promise<SubscriptionRow[]> {
  const res = await db.query<SubscriptionRow>('SELECT * FROM webhook_subscriptions WHERE webhook_id = $1 ORDER BY created_at, id', [webhookId]);
  return res.rows;
}

/** Creates a webhook with its subscriptions; returns it and its new secret (shown once). */
export async function createWebhook(
  db: Db,
  organisationId: string,
  input: { url: string; enabled?: boolean; subscriptions?: SubscriptionInput[] },
): Promise<{ webhook: WebhookRow; subscriptions: SubscriptionRow[]; secret: string }> {
  const id = crypto.randomUUID();
  const secret = generateSecret();
  const now = new Date();
  return db.transaction(async (tx) => {
    const res = await tx.query<WebhookRow>(
      `INSERT INTO webhooks (id, organisation_id, url, enabled, secret, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
       RETURNING id, organisation_id, url, enabled, created_at, updated_at`,
      [id, organisationId, input.url, input.enabled ?? true, secret, now],
    );
    await insertSubscriptions(tx, id, input.subscriptions ?? [], now);
    return { webhook: res.rows[0], subscriptions: await getSubscriptions(tx, id), secret };
  });
}

/** One webhook of `organisationId`, or null. */
export async function getWebhook(db: Queryable, organisationId: string, id: string): Promise<WebhookRow | null> {
  const res = await db.query<WebhookRow>(
    'SELECT id, organisation_id, url, enabled, created_at, updated_at FROM webhooks WHERE id = $1 AND organisation_id = $2',
    [id, organisationId],
  );
  return res.rows[0] ?? null;
}

/** A page of the organisation's webhooks, oldest first (pageSize + 1 rows: the extra one signals a next page). */
export async function listWebhooks(db: Queryable, organisationId: string, cursor: Cursor | undefined, pageSize: number) {
  const after = cursor ? `AND (created_at, id) > ($2::timestamptz, $3::uuid)` : '';
  const res = await db.query<WebhookRow & { total: number }>(
    `SELECT id, organisation_id, url, enabled, created_at, updated_at, count(*) OVER ()::int AS total FROM webhooks
      WHERE organisation_id = $1 ${after} ORDER BY created_at, id LIMIT ${pageSize + 1}`,
    cursor ? [organisationId, cursor.v, cursor.id] : [organisationId],
  );
  const total = cursor
    ? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks WHERE organisation_id = $1', [organisationId])).rows[0].n
    : (res.rows[0]?.total ?? 0);
  return { total, rows: res.rows };
}

/**
 * Updates url/enabled (fields left undefined keep their value) and, when `subscriptions` is given,
 * replaces the subscriptions, in one transaction. Returns the updated webhook or null when not found.
 */
export async function updateWebhook(
  db: Db,
  organisationId: string,
  id: string,
  patch: { url?: string; enabled?: boolean; subscriptions?: SubscriptionInput[] },
): Promise<WebhookRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const res = await tx.query<WebhookRow>(
      `UPDATE webhooks SET url = COALESCE($3, url), enabled = COALESCE($4, enabled), updated_at = $5
        WHERE id = $1 AND organisation_id = $2 RETURNING id, organisation_id, url, enabled, created_at, updated_at`,
      [id, organisationId, patch.url ?? null, patch.enabled ?? null, now],
    );
    if (!res.rows[0]) return null;
    if (patch.subscriptions) {
      await tx.query('DELETE FROM webhook_subscriptions WHERE webhook_id = $1', [id]);
      await insertSubscriptions(tx, id, patch.subscriptions, now);
    }
    return res.rows[0];
  });
}

/** Deletes a webhook with its subscriptions and delivery log; false when not found. */
export async function deleteWebhook(db: Queryable, organisationId: string, id: string): Promise<boolean> {
  const res = await db.query('DELETE FROM webhooks WHERE id = $1 AND organisation_id = $2 RETURNING id', [id, organisationId]);
  return res.rows.length > 0;
}

/** Replaces the secret; the old one stops signing at once (deliveries read the secret when they are sent). */
export async function regenerateSecret(db: Queryable, organisationId: string, id: string): Promise<string | null> {
  const secret = generateSecret();
  const res = await db.query('UPDATE webhooks SET secret = $3, updated_at = now() WHERE id = $1 AND organisation_id = $2 RETURNING id', [
    id,
    organisationId,
    secret,
  ]);
  return res.rows.length ? secret : null;
}

/** Adds subscriptions (existing identical ones are kept); returns the rows for the given inputs. */
export async function addSubscriptions(db: Db, webhookId: string, subs: SubscriptionInput[]): Promise<SubscriptionRow[]> {
  return db.transaction(async (tx) => {
    await insertSubscriptions(tx, webhookId, subs, new Date());
    await tx.query('UPDATE webhooks SET updated_at = now() WHERE id = $1', [webhookId]);
    const all = await getSubscriptions(tx, webhookId);
    return subs.map((s) => all.find((a) => a.event_type === s.event_type && a.portfolio_id === (s.portfolio ?? null))!);
  });
}

/**
 * Deletes the webhook's subscriptions selected by `ids` and/or `eventTypes` (with `portfolio`, only
 * those of that portfolio). Returns how many were deleted.
 */
export async function deleteSubscriptions(
  db: Queryable,
  webhookId: string,
  sel: { ids?: string[]; eventTypes?: string[]; portfolio?: string },
): Promise<number> {
  const res = await db.query(
    `DELETE FROM webhook_subscriptions
      WHERE webhook_id = $1
        AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
        AND ($3::text[] IS NULL OR event_type = ANY($3::text[]))
        AND ($4::uuid IS NULL OR portfolio_id = $4::uuid)
      RETURNING id`,
    [webhookId, sel.ids ?? null, sel.eventTypes ?? null, sel.portfolio ?? null],
  );
  return res.rows.length;
}

/**
 * Deletes one subscription of webhook `webhookId` by its external_id. Returns false when the webhook
 * has no such subscription (unknown id, or another webhook's subscription): the caller answers 404.
 */
export async function deleteSubscription(db: Queryable, webhookId: string, subscriptionId: string): Promise<boolean> {
  const res = await db.query('DELETE FROM webhook_subscriptions WHERE webhook_id = $1 AND id = $2 RETURNING id', [webhookId, subscriptionId]);
  return res.rows.length > 0;
}

/** A synthetic compliance-check payload for test deliveries (clearly marked, no real data). */
function samplePayload(eventType: string, now: Date): Record<string, unknown> {
  const field = eventTypeInfo(eventType)!.payload_field;
  const at = now.toISOString();
  const samples: Record<string, Record<string, unknown>> = {
    compliance_check: {
      external_id: '00000000-0000-0000-0000-000000000000',
      name: 'Vigil test delivery',
      status: eventType.endsWith('completed') ? 'completed' : 'in_progress',
      progress: 1,
      created_at: at,
      finished_at: at,
      company: null,
      compliance_score: '',
      sanction_score: '',
      pep_score: '',
      adverse_media_score: '',
      reviewed_results_count: 0,
      unreviewed_results_count: 0,
    },
    registration: { external_id: '00000000-0000-0000-0000-000000000000', status: 'registered', status_text: 'Test delivery', progress: 1, company: null },
    company: { external_id: '00000000-0000-0000-0000-000000000000', name: 'Vigil test delivery', country: '' },
  };
  const payload: Record<string, unknown> = { test: true, [field]: samples[field] };
  if (field === 'company') payload.attribute_changes = [];
  return payload;
}

/** Queues a test delivery of `eventType` to the webhook (it goes through the normal dispatcher, signed). */
export async function createTestDelivery(db: Queryable, webhookId: string, eventType: string): Promise<DeliveryRow> {
  const id = crypto.randomUUID();
  const now = new Date();
  const data = envelope(eventType, crypto.randomUUID(), now, samplePayload(eventType, now));
  const res = await db.query<DeliveryRow>(
    `INSERT INTO webhook_deliveries (id, webhook_id, event_type, ordering_key, data, status, next_attempt_at, created_at, updated_at)
     VALUES ($1::uuid, $2, $3, $1::text, $4::jsonb, 'pending', now(), $5, $5) RETURNING *`,
    [id, webhookId, eventType, JSON.stringify(data), now],
  );
  return res.rows[0];
}

/** A page of a webhook's deliveries, newest first (ties on created_at broken by id, descending). */
export async function listDeliveries(db: Queryable, webhookId: string, status: string[] | undefined, cursor: Cursor | undefined, pageSize: number) {
  const params: unknown[] = [webhookId, status ?? null];
  const after = cursor ? `AND (created_at, id) < ($3::timestamptz, $4::uuid)` : '';
  if (cursor) params.push(cursor.v, cursor.id);
  const where = `webhook_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))`;
  const res = await db.query<DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE ${where} ${after} ORDER BY created_at DESC, id DESC LIMIT ${pageSize + 1}`,
    params,
  );
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE ${where}`, [webhookId, status ?? null])).rows[0].n;
  return { total, rows: res.rows };
}
