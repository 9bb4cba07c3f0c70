/**
 * Rejects request text that PostgreSQL cannot store: the NUL character (`text` and `jsonb` hold no
 * U+0000) and unpaired UTF-16 surrogates (JSON's `"\ud800"` has no UTF-8 encoding). Without this
 * guard such a value reaches the database and fails there as a 500; with it the request is a 400
 * naming the field, before anything is written. The messages are Django REST Framework's own
 * (`ProhibitNullCharactersValidator`, `ProhibitSurrogateCharactersValidator` of its CharField), so
 * clients of the interface see what they already handle.
 */
import type { FastifyInstance } from 'fastify';
import { validationError, type FieldErrors } from './errors.js';

export const NULL_CHARACTERS = 'Null characters are not allowed.';
export const surrogateCharacters = (codePoint: number) => `Surrogate characters are not allowed: U+${codePoint.toString(16).toUpperCase()}.`;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The DRF message for a string that cannot be stored, or undefined when it can. */
export function prohibitedText(s: string): string | undefined {
  if (s.includes('\u0000')) return NULL_CHARACTERS;
  const m = LONE_SURROGATE.exec(s);
  return m ? surrogateCharacters(m[0].charCodeAt(0)) : undefined;
}

/**
 * Field errors for every string (and object key) in `value` that cannot be stored, keyed by the
 * field's path as the other 400s write it (`entities[1].name`); a bad key is reported under its own
 * path. `value` is a parsed JSON body or a query object; at most `max` fields are reported.
 */
export function prohibitedTextErrors(value: unknown, path = '', out: FieldErrors = {}, max = 20): FieldErrors {
  if (Object.keys(out).length >= max) return out;
  if (typeof value === 'string') {
    const msg = prohibitedText(value);
    if (msg) out[path || 'non_field_errors'] = [msg];
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => prohibitedTextErrors(v, `${path}[${i}]`, out, max));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      const keyMsg = prohibitedText(k);
      if (keyMsg) out[at] = [keyMsg];
      else prohibitedTextErrors(v, at, out, max);
    }
  }
  return out;
}

/** Adds the guard to every route of `api` (query string and body, before schema validation). */
export function registerTextGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (req) => {
    const errors = prohibitedTextErrors(req.query);
    prohibitedTextErrors(req.body, '', errors);
    if (Object.keys(errors).length) throw validationError(errors);
  });
}
