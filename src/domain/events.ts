/**
 * Webhook events: the catalogue (api-facts.md "Webhooks", interface.md "Events") and `emitEvent`,
 * the transactional outbox. A caller emits inside the transaction of the state change that caused
 * the event; the event row and one pending delivery per enabled, subscribed webhook of the
 * organisation are written in that transaction, so a rollback leaves no event and a commit leaves
 * one that the dispatcher (src/webhooks/dispatcher.ts) will deliver even after a crash.
 *
 * Adding an event: one entry in EVENT_TYPES and one `emitEvent` call where the state changes.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../storage/db.js';

export interface EventTypeInfo {
  event_type: string;
  /** Name of the envelope field that carries the payload. */
  payload_field: string;
  /** Portfolio-scoped events need `portfolio` on the subscription; the others must not carry one. */
  portfolio_scoped: boolean;
  description: string;
}

export const EVENT_TYPES: readonly EventTypeInfo[] = [
  {
    event_type: 'compliance_check.status_changed',
    payload_field: 'compliance_check',
    portfolio_scoped: false,
    description: 'A compliance check changed status (queued, in_progress, completed, failed).',
  },
  {
    event_type: 'compliance_check.status_completed',
    payload_field: 'compliance_check',
    portfolio_scoped: false,
    description: 'A compliance check reached completed.',
  },
  {
    event_type: 'compliance_check.results.new',
    payload_field: 'compliance_check',
    portfolio_scoped: false,
    description: 'Monitoring found new results for a check (not emitted yet: monitoring is not built).',
  },
  {
    event_type: 'company_registration.status_changed',
    payload_field: 'registration',
    portfolio_scoped: false,
    description: 'A company registration changed status.',
  },
  {
    event_type: 'company_registration.status_registered',
    payload_field: 'registration',
    portfolio_scoped: false,
    description: 'A company registration reached registered.',
  },
  {
    event_type: 'company.updated',
    payload_field: 'company',
    portfolio_scoped: true,
    description: 'A tracked company in the subscribed portfolio changed (payload adds attribute_changes).',
  },
];

export type EventType = (typeof EVENT_TYPES)[number]['event_type'];
export const EVENT_TYPE_NAMES = EVENT_TYPES.map((e) => e.event_type);

export function eventTypeInfo(eventType: string): EventTypeInfo | undefined {
  return EVENT_TYPES.find((e) => e.event_type === eventType);
}

export interface EmitEvent {
  organisationId: string;
  eventType: string;
  /** Id of what the event is about (check, registration, company): deliveries keep their order per subject. */
  subjectId: string;
  /** Envelope fields besides event_type/event_id/created_at, e.g. `{ compliance_check: {...} }`. */
  payload: Record<string, unknown>;
  /** For portfolio-scoped events: the company, so only subscriptions whose portfolio holds it receive the event. */
  companyId?: string;
}

/**
 * The envelope every delivery POSTs: `{ event_type, event_id, created_at, ...payload }`.
 * `event_id` (uuid) and `created_at` (ISO 8601 UTC) let receivers deduplicate and reject replays.
 */
export function envelope(eventType: string, eventId: string, createdAt: Date, payload: Record<string, unknown>) {
  return { event_type: eventType, event_id: eventId, created_at: createdAt.toISOString(), ...payload };
}

/**
 * Records event `e` and queues its deliveries, inside the caller's transaction `tx`.
 * Returns the event id. Throws on an event type missing from EVENT_TYPES (a programming error).
 */
export async function emitEvent(tx: Queryable, e: EmitEvent): Promise<string> {
  return (await emitEvents(tx, [e]))[0];
}

/**
 * Records `events` (in this order) and queues their deliveries, inside the caller's transaction
 * `tx`, in ONE statement whatever their number: a registration passing several states in one step
 * emits its events in one round trip. Deliveries are created in event order (their `seq`), so each
 * subscriber receives them in that order. Returns the event ids. Throws on an unknown event type.
 */
export async function emitEvents(tx: Queryable, events: EmitEvent[]): Promise<string[]> {
  if (!events.length) return [];
  const now = new Date();
  const ids: string[] = [];
  const types: string[] = [];
  const subjects: string[] = [];
  const data: string[] = [];
  const scoped: boolean[] = [];
  const companies: Array<string | null> = [];
  const orgs: string[] = [];
  for (const e of events) {
    const info = eventTypeInfo(e.eventType);
    if (!info) throw new Error(`unknown event type ${e.eventType}`);
    const id = crypto.randomUUID();
    ids.push(id);
    types.push(e.eventType);
    subjects.push(e.subjectId);
    data.push(JSON.stringify(envelope(e.eventType, id, now, e.payload)));
    scoped.push(info.portfolio_scoped);
    companies.push(e.companyId ?? null);
    orgs.push(e.organisationId);
  }
  // next_attempt_at uses the database clock, like the dispatcher's due-check, so app/database clock skew cannot delay sends.
  // Portfolio-scoped events reach a subscription only through its portfolio's membership of the company.
  await tx.query(
    `WITH input AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[], $6::boolean[], $7::uuid[])
         WITH ORDINALITY AS x(id, organisation_id, event_type, subject_id, data, scoped, company_id, n)),
     event AS (
       INSERT INTO webhook_events (id, organisation_id, event_type, subject_id, data, created_at)
       SELECT id, organisation_id, event_type, subject_id, data, $8 FROM input ORDER BY n)
     INSERT INTO webhook_deliveries (id, webhook_id, event_id, event_type, ordering_key, data, status, next_attempt_at, created_at, updated_at)
     SELECT gen_random_uuid(), w.id, i.id, i.event_type, i.subject_id, i.data, 'pending', now(), $8, $8
       FROM input i JOIN webhooks w ON w.organisation_id = i.organisation_id AND w.enabled
      WHERE EXISTS (
              SELECT 1 FROM webhook_subscriptions s
               WHERE s.webhook_id = w.id AND s.event_type = i.event_type
                 AND CASE WHEN i.scoped THEN s.portfolio_id IN (SELECT pc.portfolio_id FROM portfolio_companies pc WHERE pc.company_id = i.company_id)
                          ELSE s.portfolio_id IS NULL END)
      ORDER BY i.n, w.created_at, w.id`,
    [ids, orgs, types, subjects, data, scoped, companies, now],
  );
  return ids;
}
