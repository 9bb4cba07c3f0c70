/**
 * HTTP for news sources: a request pacer (GDELT asks for at most one request every 5 seconds), GETs
 * that retry with exponential back-off, and the per-source back-off schedule the fetch job keeps
 * between runs.
 *
 * Retried: network errors and time-outs, HTTP 429 and 5xx (a `Retry-After` in seconds is honoured,
 * capped at `maxBackoffMs`). Not retried: other 4xx, which the caller gets as a `NewsSourceError`
 * carrying the status. Every attempt waits for the pacer, so retries never break the rate.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { NewsSourceError } from './types.js';

/** GDELT's published rate: one request every 5 seconds. */
export const GDELT_INTERVAL_MS = 5000;

/**
 * Lets requests go at least `intervalMs` apart, measured from the moment the previous one was let
 * go (so a late timer never shortens the next gap). Shared by every client given the same pacer;
 * waiters are served in call order, and an aborted waiter does not hold up the others.
 */
export class RequestPacer {
  private queue: Promise<void> = Promise.resolve();
  private lastRelease = -Infinity;

  constructor(readonly intervalMs: number) {}

  /** Resolves when the caller may send its request. @throws the signal's reason when aborted. */
  wait(signal?: AbortSignal): Promise<void> {
    const turn = this.queue.then(async () => {
      const delay = this.lastRelease + this.intervalMs - Date.now();
      if (delay > 0) await sleep(delay, undefined, { signal });
      signal?.throwIfAborted();
      this.lastRelease = Date.now();
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}

export interface RetryOptions {
  /** Attempts after the first (default 3). */
  retries?: number;
  /** First back-off in ms (default 5,000); doubles on each retry. */
  backoffMs?: number;
  /** Longest single back-off in ms (default 120,000). */
  maxBackoffMs?: number;
  /** Time-out of one attempt in ms (default 60,000). */
  timeoutMs?: number;
}

export interface PacedRequest extends RetryOptions {
  /** Source id for error messages. */
  source: string;
  pacer?: RequestPacer;
  signal?: AbortSignal;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Statuses returned as they are instead of thrown (e.g. 304 for a conditional GET, 404 for a listed file GDELT never wrote). */
  acceptStatus?: number[];
  /** Called before each back-off (for logging and tests). */
  onRetry?: (info: { attempt: number; delayMs: number; error: string }) => void;
}

/** Back-off before retry `attempt` (1-based): `backoffMs * 2^(attempt-1)`, at most `maxBackoffMs`. */
export function backoffDelay(attempt: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Per-source back-off between runs: after `failures` consecutive failed runs, the source is next
 * tried at `now + min(maxMs, baseMs * 2^(failures-1))` (ISO time); no failures -> `now`.
 */
export function nextAttemptAt(failures: number, now: Date, baseMs: number, maxMs: number): string {
  const delay = failures > 0 ? backoffDelay(failures, baseMs, maxMs) : 0;
  return new Date(now.getTime() + delay).toISOString();
}

class RetryableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * Sends the request, paced and retried (rules above). Resolves with the response of a 2xx or an
 * accepted status. @throws NewsSourceError after the last failed attempt or on a non-retried status;
 * the abort reason when `signal` aborts.
 */
export async function pacedFetch(url: string, req: PacedRequest): Promise<Response> {
  const retries = req.retries ?? 3;
  const backoffMs = req.backoffMs ?? 5000;
  const maxBackoffMs = req.maxBackoffMs ?? 120_000;
  const timeoutMs = req.timeoutMs ?? 60_000;
  for (let attempt = 0; ; attempt++) {
    await req.pacer?.wait(req.signal);
    try {
      const signals = [AbortSignal.timeout(timeoutMs), ...(req.signal ? [req.signal] : [])];
      let res: Response;
      try {
        res = await fetch(url, { method: req.method ?? 'GET', headers: req.headers, body: req.body, redirect: 'follow', signal: AbortSignal.any(signals) });
      } catch (err) {
        if (req.signal?.aborted) throw req.signal.reason;
        const cause = (err as Error).cause as Error | undefined;
        throw new RetryableError(`${(err as Error).message}${cause?.message ? ` (${cause.message})` : ''}`);
      }
      if (res.ok || req.acceptStatus?.includes(res.status)) return res;
      const detail = (await res.text().catch(() => '')).slice(0, 200).trim();
      const message = `HTTP ${res.status} from ${url}${detail ? `: ${detail}` : ''}`;
      if (res.status === 429 || res.status >= 500) throw new RetryableError(message, res.status, retryAfterMs(res.headers.get('retry-after')));
      throw new NewsSourceError(req.source, message, res.status);
    } catch (err) {
      if (!(err instanceof RetryableError)) throw err;
      if (attempt >= retries) throw new NewsSourceError(req.source, `${err.message} (after ${attempt + 1} attempts)`, err.status);
      const delayMs = Math.min(maxBackoffMs, Math.max(backoffDelay(attempt + 1, backoffMs, maxBackoffMs), err.retryAfterMs ?? 0));
      req.onRetry?.({ attempt: attempt + 1, delayMs, error: err.message });
      await sleep(delayMs, undefined, { signal: req.signal });
    }
  }
}
