/**
 * One webhook delivery attempt: an HTTP POST of the exact body bytes to the webhook URL, with the
 * signature, delivery id and event type headers. The attempt
 * - never follows a redirect (a 3xx is a failed attempt naming the Location), so a receiver cannot
 *   bounce Vigil to another host;
 * - connects only to public addresses unless allowed (./address-guard.ts), checked on the resolved IP;
 * - is cut after `timeoutMs` (whole request, connect to last byte);
 * - reads at most `maxResponseBytes` of the response body (kept for error_details, then discarded).
 * Only a 2xx answer counts as delivered (interface.md "Events": non-2xx is retried).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { SIGNATURE_HEADER, signBody } from './signature.js';
import { guardedLookup, refusedLiteralTarget } from './address-guard.js';

export const DELIVERY_ID_HEADER = 'X-Vigil-Delivery-Id';
export const EVENT_TYPE_HEADER = 'X-Vigil-Event-Type';

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  maxResponseBytes: number;
}

export interface AttemptOutcome {
  ok: boolean;
  /** HTTP status of the answer, when one came. */
  status?: number;
  /** Why the attempt failed (undefined when ok). */
  error?: string;
  durationMs: number;
}

const SNIPPET_CHARS = 500;

/** Sends `body` (the JSON envelope, already serialised) to `url`, signed with `secret`. Never throws. */
export async function sendDelivery(
  url: string,
  body: string,
  meta: { secret: string; deliveryId: string; eventType: string },
  opts: SendOptions,
): Promise<AttemptOutcome> {
  const started = Date.now();
  const done = (o: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({ ...o, durationMs: Date.now() - started });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return done({ ok: false, error: `invalid URL ${url}` });
  }
  const refused = refusedLiteralTarget(target, opts.allowPrivate);
  if (refused) return done({ ok: false, error: `address refused: ${refused}` });

  const bytes = Buffer.from(body, 'utf8');
  const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : undefined;
  if (!client) return done({ ok: false, error: `unsupported protocol ${target.protocol}` });

  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (o: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(o));
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': bytes.length,
          'User-Agent': 'Vigil-Webhooks/1',
          [SIGNATURE_HEADER]: signBody(meta.secret, bytes),
          [DELIVERY_ID_HEADER]: meta.deliveryId,
          [EVENT_TYPE_HEADER]: meta.eventType,
        },
        // IP literals skip lookup and were checked above; names are checked on what they resolve to.
        lookup: net.isIP(target.hostname.replace(/^\[|\]$/g, '')) ? undefined : (guardedLookup(opts.allowPrivate) as never),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const status = res.statusCode ?? 0;
        const conclude = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, SNIPPET_CHARS);
          if (status >= 200 && status < 300) return finish({ ok: true, status });
          if (status >= 300 && status < 400) {
            return finish({ ok: false, status, error: `HTTP ${status}: redirect to ${res.headers.location ?? '(no Location)'} not followed` });
          }
          finish({ ok: false, status, error: `HTTP ${status}${text ? `: ${text}` : ''}` });
        };
        res.on('data', (chunk: Buffer) => {
          if (size < opts.maxResponseBytes) chunks.push(chunk.subarray(0, opts.maxResponseBytes - size));
          size += chunk.length;
          if (size >= opts.maxResponseBytes) {
            // Enough read: stop downloading a large (or endless) body.
            res.destroy();
            conclude();
          }
        });
        res.on('end', conclude);
        res.on('error', () => conclude());
        res.on('close', conclude);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`timed out after ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code && !err.message.includes(err.code) ? ` (${err.code})` : '';
      finish({ ok: false, error: `${err.message}${code}` });
    });
    req.end(bytes);
  });
}
