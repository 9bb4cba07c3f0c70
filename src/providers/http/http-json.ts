/**
 * The one small JSON-over-HTTP client the HTTP company-data providers share (Companies House, GLEIF,
 * Dun & Bradstreet). It uses Node's global `fetch` with a time-out (`AbortSignal.timeout`).
 *
 * Input: a base URL (a path prefix is allowed, e.g. `https://api.gleif.org/api/v1`), a path, query
 * values (undefined and empty values are left out; keys are sent as given, so `filter[entity.legalName]`
 * works), extra headers (the caller's auth header) and, for POST, a JSON body.
 * Output: the parsed JSON body of a 2xx answer; `getOrNull` answers null for a 404 (a lookup of
 * something the provider does not know).
 * Time-out: `timeoutMs` per request, default 10 000 ms.
 * Errors: every failure is a `ProviderError` (./types.ts) carrying the provider id: a non-2xx status
 * (with `status` set, and the start of the publisher's error text), a time-out, a network error, or a
 * body that is not JSON. Credentials never appear in error messages.
 */
import { ProviderError } from '../types.js';

/** Milliseconds allowed for one request unless the provider's options say otherwise. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Characters of the publisher's error body kept in a `ProviderError` message. */
const ERROR_BODY_CHARS = 200;

export type QueryValues = Record<string, string | number | undefined>;

export interface RequestOptions {
  query?: QueryValues;
  headers?: Record<string, string>;
}

/** `Authorization` header value for HTTP Basic authentication (RFC 7617): `Basic base64(user:password)`. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

export class HttpJsonClient {
  private readonly baseUrl: string;

  constructor(
    /** Provider id put on every `ProviderError` (`gb_coh_api`, `gleif_api`, `dnb`). */
    readonly provider: string,
    baseUrl: string,
    readonly timeoutMs: number = DEFAULT_TIMEOUT_MS,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** The absolute URL of `path` (which starts with `/`) with `query` appended. */
  url(path: string, query: QueryValues = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.append(key, String(value));
    }
    const search = params.toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  /** GET a JSON resource. @throws ProviderError for any non-2xx answer, a time-out or a network error. */
  async get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return (await this.send<T>('GET', path, options, undefined, false)) as T;
  }

  /** GET a JSON resource; null when the provider answers 404. @throws ProviderError otherwise. */
  async getOrNull<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
    return this.send<T>('GET', path, options, undefined, true);
  }

  /** POST a JSON body and read a JSON answer. @throws ProviderError for any non-2xx answer. */
  async post<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    return (await this.send<T>('POST', path, options, body, false)) as T;
  }

  private async send<T>(method: 'GET' | 'POST', path: string, options: RequestOptions, body: unknown, notFoundAsNull: boolean): Promise<T | null> {
    const url = this.url(path, options.query);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw this.transportError(method, path, err);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw this.transportError(method, path, err, res.status);
    }
    if (res.status === 404 && notFoundAsNull) return null;
    if (!res.ok) {
      const detail = text.replace(/\s+/g, ' ').trim().slice(0, ERROR_BODY_CHARS);
      throw new ProviderError(this.provider, `${method} ${path}: HTTP ${res.status}${detail ? ` ${detail}` : ''}`, res.status);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProviderError(this.provider, `${method} ${path}: the answer is not JSON`, res.status);
    }
  }

  /** A time-out (the signal fired, while waiting for headers or the body) or a network failure. */
  private transportError(method: string, path: string, err: unknown, status?: number): ProviderError {
    const e = err as Error;
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
      return new ProviderError(this.provider, `${method} ${path} timed out after ${this.timeoutMs} ms`, status);
    }
    const cause = (e as Error & { cause?: Error })?.cause?.message;
    return new ProviderError(this.provider, `${method} ${path} failed: ${e?.message ?? String(err)}${cause ? ` (${cause})` : ''}`, status);
  }
}
