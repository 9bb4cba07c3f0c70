/**
 * Webhook signatures (interface.md "Authentication" 5): header `X-Signature-SHA256: sha256=<hex>`,
 * the hex HMAC-SHA256 of the exact request body bytes keyed with the webhook's secret.
 */
import crypto from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Signature-SHA256';

/** A new webhook secret: `whsec_` + 32 random bytes, base64url (256 bits of key). */
export function generateSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

/** The header value for `body` (string as UTF-8, or raw bytes): `sha256=<64 hex chars>`. */
export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** True when `header` is the signature of `body` under `secret` (constant-time comparison). */
export function verifySignature(secret: string, body: string | Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
