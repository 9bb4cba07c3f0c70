/**
 * Dun & Bradstreet Direct+ access tokens: one token per key/secret, fetched when first needed,
 * reused until shortly before it expires, and fetched again early when D&B rejects it (401).
 *
 * Source: Direct+ "Authentication" (https://directplus.documentation.dnb.com/html/pages/Authentication.html):
 * `POST /v2/token` with `Authorization: Basic base64(<key>:<secret>)`, `Content-Type: application/json`,
 * body `{ "grant_type": "client_credentials" }` -> `{ "access_token": "...", "expiresIn": 86400 }`
 * (seconds; tokens last 24 hours and should be reused for that time). An expired token is answered
 * with HTTP 401, error code 00040 (https://directplus.documentation.dnb.com/errorsAndInformationMessages.html).
 *
 * Errors: `ProviderError` from the token request (401 for a wrong key/secret) or when the answer has
 * no `access_token`. Concurrent callers share one token request.
 */
import { ProviderError } from '../types.js';
import { basicAuthorization, type HttpJsonClient } from './http-json.js';

/** Seconds before expiry at which a cached token is renewed, so a request never starts with a dying token. */
const RENEW_BEFORE_EXPIRY_SECONDS = 60;

interface TokenAnswer {
  access_token?: string;
  expiresIn?: number;
}

export class DnbTokenCache {
  private current: { token: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;
  private readonly authorization: string;

  constructor(
    private readonly http: HttpJsonClient,
    apiKey: string,
    apiSecret: string,
    /** Clock in milliseconds (tests pass a fake one). */
    private readonly now: () => number = Date.now,
  ) {
    this.authorization = basicAuthorization(apiKey, apiSecret);
  }

  /** A valid bearer token: the cached one, or a new one. @throws ProviderError when D&B refuses the credentials. */
  async token(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return this.current.token;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Forget `token` (D&B answered 401 to it); the next `token()` fetches a new one. */
  invalidate(token: string): void {
    if (this.current?.token === token) this.current = undefined;
  }

  private async fetchToken(): Promise<string> {
    const answer = await this.http.post<TokenAnswer>('/v2/token', { grant_type: 'client_credentials' }, {
      headers: { authorization: this.authorization },
    });
    if (!answer.access_token) throw new ProviderError(this.http.provider, 'the token answer has no access_token');
    const lifetime = Number(answer.expiresIn) > 0 ? Number(answer.expiresIn) : RENEW_BEFORE_EXPIRY_SECONDS;
    const renewIn = Math.max(lifetime - RENEW_BEFORE_EXPIRY_SECONDS, lifetime / 2);
    this.current = { token: answer.access_token, renewAt: this.now() + renewIn * 1000 };
    return answer.access_token;
  }
}
