/**
 * Rejects request text that PostgreSQL cannot store: the NUL character (`text` and `jsonb` hold no
 * U+0000) and unpaired UTF-16 surrogates (JSON's `"\ud800"` has no UTF-8 encoding). Without this
 * guard such a value reaches the database and fails there as a 500; with it the request is a 400
 * naming the field, before anything is written. The messages are those of the validators Django
 * REST Framework's CharField runs (Django's `ProhibitNullCharactersValidator`, DRF's
 * `ProhibitSurrogateCharactersValidator`), so clients of the interface see what they already handle.
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

/** Deepest nesting of arrays and objects a request may have; the interface's deepest is 3 (entities[i].identifiers[j]). */
export const MAX_DEPTH = 32;
export const TOO_DEEP = `The request is nested more than ${MAX_DEPTH} levels deep.`;

/**
 * Field errors for every string (and object key) in `value` that cannot be stored, keyed by the
 * field's path as the other 400s write it (`entities[1].name`); a bad key is reported under its own
 * path. `value` is a parsed JSON body or a query object; at most `max` fields are reported. A value
 * nested deeper than MAX_DEPTH is reported under `non_field_errors` (the walk is iterative, so a
 * deeply nested body cannot overflow the stack).
 */
export function prohibitedTextErrors(value: unknown, out: FieldErrors = {}, max = 20): FieldErrors {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length && Object.keys(out).length < max) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const msg = prohibitedText(v);
      if (msg) out[path || 'non_field_errors'] = [msg];
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) {
      out.non_field_errors = [TOO_DEEP];
      break;
    }
    const entries: Array<[string, unknown, string]> = Array.isArray(v)
      ? v.map((x, i) => [`${path}[${i}]`, x, ''])
      : Object.entries(v).map(([k, x]) => [path ? `${path}.${k}` : k, x, k]);
    // Pushed in reverse, so fields are reported in their order in the request.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [at, x, key] = entries[i];
      const keyMsg = key ? prohibitedText(key) : undefined;
      if (keyMsg) out[at] = [keyMsg];
      else stack.push({ value: x, path: at, depth: depth + 1 });
    }
  }
  return out;
}

/** Adds the guard to every route of `api` (query string and body, before schema validation). */
export function registerTextGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (req) => {
    const errors = prohibitedTextErrors(req.query);
    prohibitedTextErrors(req.body, errors);
    if (!Object.keys(errors).length) return;
    const { non_field_errors: nonField = [], ...fields } = errors;
    throw validationError(fields, nonField);
  });
}
