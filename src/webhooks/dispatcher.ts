/**
 * The webhook dispatcher: sends the pending rows of `webhook_deliveries` (written by the outbox,
 * domain/events.ts) and records every attempt. Runs in every worker process (`vigil serve`,
 * `vigil worker`); several processes on one PostgreSQL server share the work through
 * `FOR UPDATE SKIP LOCKED` claims.
 *
 * Rules (docs/webhooks.md):
 * - A delivery is claimed when due (`next_attempt_at <= now()`), its webhook is enabled, and no
 *   earlier delivery of the same webhook and subject (`ordering_key`, e.g. the check id) is still
 *   pending or in progress: events of one check reach a webhook in the order they happened.
 * - Claiming sets `in_progress`, increments `attempt_count` and leases the row until
 *   `locked_until` (time-out + 30 s). A lease that ran out (its process died) is claimed again
 *   (PostgreSQL server; on PGlite see below), and the interrupted attempt is not counted twice.
 * - A 2xx answer completes the delivery. Anything else (non-2xx, connection error, time-out,
 *   refused address, redirect) is retried after base × 2^(attempt−1) ms with ±50% jitter, until
 *   1 + maxRetries attempts were made; then the delivery is `failed` with `error_details`.
 * - On start (PGlite, where the lock file proves no other process runs) deliveries left
 *   `in_progress` by a crash are made pending again at once, and the interrupted attempt, whose
 *   outcome is unknown, is not counted: it is made again. Receivers deduplicate on the delivery id.
 *
 * Why not pg-boss jobs: the delivery row is what the API shows (status, attempt_count,
 * error_details), and per-subject ordering must hold across retries, which pg-boss's queue
 * policies do not give (docs/decisions/001-webhook-dispatcher.md).
 */
import type { Db } from '../storage/db.js';
import type { Logger } from '../log.js';
import type { WebhookConfig } from '../config.js';
import { sendDelivery, type AttemptOutcome } from './sender.js';

interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  event_type: string;
  data: unknown;
  attempt_count: number;
  url: string;
  secret: string;
}

const LEASE_MARGIN_MS = 30_000;

/** Back-off before retry `attempt` (1 = first retry), milliseconds: base × 2^(attempt−1), times a jitter in [0.5, 1.5). */
export function backoffMs(baseMs: number, attempt: number, random: () => number = Math.random): number {
  return Math.round(baseMs * 2 ** (attempt - 1) * (0.5 + random()));
}

export class WebhookDispatcher {
  private timer?: NodeJS.Timeout;
  private nextTickAt = 0;
  private running = false;
  private stopped = true;
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly cfg: WebhookConfig,
    private readonly logger: Logger,
  ) {}

  /** Recovers interrupted deliveries (PGlite) and starts polling every `cfg.pollMs`. */
  async start(): Promise<void> {
    if (this.db.kind === 'pglite') {
      const res = await this.db.query<{ id: string }>(
        `UPDATE webhook_deliveries SET status = 'pending', attempt_count = GREATEST(attempt_count - 1, 0), locked_until = NULL,
                next_attempt_at = now(), updated_at = now()
          WHERE status = 'in_progress' RETURNING id`,
      );
      if (res.rows.length) this.logger.warn({ deliveries: res.rows.length }, 'resuming webhook deliveries interrupted by a stop');
    }
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the attempts in flight (each ends within the time-out). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** (Re)arms the one polling timer: a sooner wake-up replaces a later one, so polling never forks into parallel loops. */
  private schedule(ms: number): void {
    if (this.stopped) return;
    const at = Date.now() + ms;
    if (this.timer && this.nextTickAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.nextTickAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.tick();
    }, ms);
  }

  /** One polling round: claims what is due (up to free concurrency) and sends it. */
  async tick(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.schedule(this.cfg.pollMs);
      return;
    }
    this.running = true;
    try {
      const free = this.cfg.concurrency - this.inFlight.size;
      const claimed = free > 0 ? await this.claim(free) : [];
      for (const d of claimed) {
        const p = this.attempt(d).finally(() => {
          this.inFlight.delete(p);
          this.schedule(0); // an ordered successor may now be due
        });
        this.inFlight.add(p);
      }
    } catch (err) {
      this.logger.error({ err }, 'webhook dispatcher round failed');
    } finally {
      this.running = false;
      this.schedule(this.cfg.pollMs);
    }
  }

  private async claim(limit: number): Promise<ClaimedDelivery[]> {
    const leaseSeconds = (this.cfg.timeoutMs + LEASE_MARGIN_MS) / 1000;
    const res = await this.db.query<ClaimedDelivery>(
      `WITH due AS (
         SELECT d.id FROM webhook_deliveries d
           JOIN webhooks w ON w.id = d.webhook_id AND w.enabled
          WHERE ((d.status = 'pending' AND d.next_attempt_at <= now()) OR (d.status = 'in_progress' AND d.locked_until < now()))
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e
                             WHERE e.webhook_id = d.webhook_id AND e.ordering_key = d.ordering_key AND e.seq < d.seq
                               AND e.status IN ('pending', 'in_progress'))
          ORDER BY d.seq
          LIMIT $1
          FOR UPDATE OF d SKIP LOCKED)
       UPDATE webhook_deliveries d
          SET status = 'in_progress',
              -- A lease that ran out means its process died mid-attempt: that attempt is made again, not counted twice.
              attempt_count = CASE WHEN d.status = 'in_progress' THEN d.attempt_count ELSE d.attempt_count + 1 END,
              locked_until = now() + make_interval(secs => $2),
              updated_at = now()
         FROM due, webhooks w
        WHERE d.id = due.id AND w.id = d.webhook_id
       RETURNING d.id, d.webhook_id, d.event_type, d.data, d.attempt_count, w.url, w.secret`,
      [limit, leaseSeconds],
    );
    return res.rows;
  }

  private async attempt(d: ClaimedDelivery): Promise<void> {
    const startedAt = new Date();
    const body = typeof d.data === 'string' ? d.data : JSON.stringify(d.data);
    const outcome = await sendDelivery(d.url, body, { secret: d.secret, deliveryId: d.id, eventType: d.event_type }, this.cfg);
    try {
      await this.record(d, startedAt, outcome);
    } catch (err) {
      // The lease runs out and the delivery is attempted again: at-least-once, deduplicated by delivery id.
      this.logger.error({ err, deliveryId: d.id }, 'could not record a webhook delivery attempt');
    }
  }

  private async record(d: ClaimedDelivery, startedAt: Date, o: AttemptOutcome): Promise<void> {
    const entry = JSON.stringify([
      { attempt: d.attempt_count, started_at: startedAt.toISOString(), duration_ms: o.durationMs, response_status: o.status ?? null, error: o.error ?? null },
    ]);
    const maxAttempts = 1 + this.cfg.maxRetries;
    if (o.ok) {
      await this.db.query(
        `UPDATE webhook_deliveries SET status = 'completed', locked_until = NULL, updated_at = now(), attempts = attempts || $2::jsonb
          WHERE id = $1 AND status = 'in_progress'`,
        [d.id, entry],
      );
      this.logger.info({ deliveryId: d.id, webhookId: d.webhook_id, eventType: d.event_type, attempt: d.attempt_count }, 'webhook delivered');
      return;
    }
    const final = d.attempt_count >= maxAttempts;
    const error = final ? `${o.error} (attempt ${d.attempt_count} of ${maxAttempts}; giving up)` : `${o.error} (attempt ${d.attempt_count} of ${maxAttempts})`;
    await this.db.query(
      `UPDATE webhook_deliveries
          SET status = $2, error_details = $3, locked_until = NULL, updated_at = now(), attempts = attempts || $5::jsonb,
              next_attempt_at = now() + make_interval(secs => $4)
        WHERE id = $1 AND status = 'in_progress'`,
      [d.id, final ? 'failed' : 'pending', error, final ? 0 : backoffMs(this.cfg.retryBaseMs, d.attempt_count) / 1000, entry],
    );
    this.logger.warn({ deliveryId: d.id, webhookId: d.webhook_id, attempt: d.attempt_count, final, error: o.error }, 'webhook delivery attempt failed');
  }
}
