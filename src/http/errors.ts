/**
 * Error bodies in Django REST Framework shape, as the /ext/v3 clients expect (api-facts.md,
 * "General conventions"): 400 `{ errors: { field: [msg] }, non_field_errors: [msg] }`; every other
 * status `{ detail }`. Field paths into arrays are written `entities[1].name`.
 */
import type { ErrorObject } from 'ajv';

export type FieldErrors = Record<string, string[]>;

/** Thrown anywhere in a request to answer with a status and a DRF body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** A 400 with field errors and/or non-field errors. */
export function validationError(errors: FieldErrors, nonFieldErrors: string[] = []): HttpError {
  return new HttpError(400, { errors, non_field_errors: nonFieldErrors });
}

export function notFound(detail = 'Not found.'): HttpError {
  return new HttpError(404, { detail });
}

export const MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  notNull: 'This field may not be null.',
  invalidChoice: (v: unknown) => `"${String(v)}" is not a valid choice.`,
  date: 'Date has wrong format. Use one of these formats instead: YYYY, YYYY-MM, YYYY-MM-DD.',
  noCredentials: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
} as const;

/** '/entities/0/name' -> 'entities[0].name' */
function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (extra) parts.push(extra);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/** Maps one Ajv error to a DRF-style message for its field. */
function message(err: ErrorObject): string {
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return MESSAGES.required;
    case 'minLength':
      return MESSAGES.blank;
    case 'pattern':
      // Our patterns are either "non-blank" or the partial-date format (marked with x-format).
      return (err.parentSchema as { 'x-format'?: string } | undefined)?.['x-format'] === 'partial-date' ? MESSAGES.date : MESSAGES.blank;
    case 'enum':
      return MESSAGES.invalidChoice(err.data);
    case 'const':
    case 'anyOf':
      return MESSAGES.invalidChoice(err.data);
    case 'type':
      if (err.data === null) return MESSAGES.notNull;
      switch (p.type) {
        case 'number':
        case 'integer':
          return 'A valid number is required.';
        case 'boolean':
          return 'Must be a valid boolean.';
        case 'array':
          return `Expected a list of items but got type "${typeof err.data}".`;
        case 'object':
          return 'Invalid data. Expected a dictionary.';
        default:
          return 'Not a valid string.';
      }
    case 'maximum':
      return `Ensure this value is less than or equal to ${p.limit}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${p.limit}.`;
    case 'maxLength':
      return `Ensure this field has no more than ${p.limit} characters.`;
    case 'maxItems':
      return `Ensure this field has no more than ${p.limit} elements.`;
    case 'minItems':
      return 'This list may not be empty.';
    case 'format':
      return p.format === 'uuid' ? 'Must be a valid UUID.' : `Enter a valid ${p.format}.`;
    default:
      return err.message ?? 'Invalid value.';
  }
}

/** Converts Ajv errors (allErrors mode) to DRF field errors, one list of messages per field. */
export function ajvToFieldErrors(errors: ErrorObject[]): FieldErrors {
  const out: FieldErrors = {};
  for (const err of errors) {
    // anyOf branches produce noise from each branch; the anyOf error itself carries the message.
    if (errors.some((e) => e.keyword === 'anyOf' && err !== e && err.schemaPath.startsWith(e.schemaPath.replace(/\/anyOf$/, '/anyOf/'))))
      continue;
    const field = fieldPath(err.instancePath, err.keyword === 'required' ? String((err.params as { missingProperty: string }).missingProperty) : undefined) || 'non_field_errors';
    const msg = message(err);
    (out[field] ??= []).includes(msg) || out[field].push(msg);
  }
  return out;
}
