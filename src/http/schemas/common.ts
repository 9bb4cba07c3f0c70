/**
 * Schema building blocks shared by every /ext/v3 route (TypeBox). Each route declares its request and
 * its response schemas with these, so Fastify validates requests, serialises responses through the
 * response schema (a field not declared is dropped; a required field missing is a 500, caught by the
 * contract test), and the OpenAPI document (/ext/v3/schema/) describes exactly what is sent.
 *
 * Error bodies are Django REST Framework's (api-facts.md "General conventions"): 400
 * `{errors: {field: [msg]}, non_field_errors: [msg]}`, every other error `{detail}`.
 */
import { Type, type TSchema, type TProperties, type ObjectOptions } from '@sinclair/typebox';

/** `T` or JSON null. Written as an anyOf so the OpenAPI 3.1 document says `null` explicitly. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An object whose extra properties (not declared) are allowed on input and dropped on output. */
export const Obj = <P extends TProperties>(props: P, opts: ObjectOptions = {}) => Type.Object(props, opts);

export const Uuid = Type.String({ format: 'uuid' });
export const Timestamp = Type.String({ format: 'date-time' });
/** YYYY-MM-DD. */
export const DateOnly = Type.String({ format: 'date' });

/** 400 body: DRF's field errors plus non-field errors. */
export const ValidationErrorBody = Type.Object(
  {
    errors: Type.Record(Type.String(), Type.Array(Type.String())),
    non_field_errors: Type.Array(Type.String()),
  },
  { $id: 'ValidationError', description: 'Request validation failed (Django REST Framework shape).' },
);

/** 401/403/404/413/415/429/500/503 body. */
export const DetailBody = Type.Object({ detail: Type.String() }, { $id: 'ErrorDetail', description: 'Error with a human-readable detail.' });

/** The list envelope of every list endpoint (interface.md "List envelope"). */
export const ListOf = <T extends TSchema>(item: T, description?: string) =>
  Type.Object(
    {
      total_results: Type.Integer({ minimum: 0, description: 'Count for the whole query.' }),
      next_key: Type.Union([Type.String(), Type.Null()], { description: 'Opaque cursor of the next page; null on the last page.' }),
      results: Type.Array(item),
    },
    description ? { description } : {},
  );

/** 204 No Content (DELETE). */
export const NoContent = Type.Null({ description: 'No content.' });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed.',
  401: 'Credentials missing, or key wrong.',
  403: 'Key valid but not permitted.',
  404: 'No such resource.',
  413: 'Request body too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests; honour Retry-After.',
  500: 'Server-side failure.',
  503: 'Service unavailable; honour Retry-After.',
};

/**
 * The error responses of a route: 400 (ValidationError) and the `{detail}` ones. Every authenticated
 * route answers 401, 403 (read-only key on a write), 429 and 500; list the route's own extra ones
 * (400, 404, 413, 415) in `codes`.
 */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const code of [...new Set([...codes, 401, 403, 429, 500])].sort()) {
    out[code] = code === 400 ? Type.Ref('ValidationError', { description: ERROR_DESCRIPTIONS[400] }) : Type.Ref('ErrorDetail', { description: ERROR_DESCRIPTIONS[code] ?? 'Error.' });
  }
  return out;
}

/** Shared query-string schema of list endpoints that read parameters with QueryReader: unknown ones are ignored. */
export const AnyQuery = Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]));

/** Path parameter `id` (validated as a UUID in the handler: a malformed id is a 404, not a 400). */
export const IdParams = Type.Object({ id: Type.String({ description: 'external_id (UUID)' }) });

/**
 * A query-string schema that documents each parameter (type, enum, format) for the OpenAPI document.
 * It is not used to validate: QueryReader (http/query.ts) reads every parameter with DRF messages and
 * accepts both array forms (`a=1&a=2`, `a=1,2`); parameters not declared are ignored.
 */
export const Query = (props: Record<string, TSchema>) =>
  Type.Object(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, Type.Optional(v)])), { additionalProperties: true });

/** A repeatable query parameter (`a=1&a=2` or `a=1,2`). */
export const Repeatable = (item: TSchema, description: string) =>
  Type.Array(item, { description: `${description} Repeat the parameter or separate values with commas.` });

/** The paging parameters every cursor-paged list reads. */
export const PagingQuery = {
  next_key: Type.String({ description: 'Cursor from the previous page (opaque). Absent or null: the first page.' }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, description: 'Rows per page (Vigil extension; default VIGIL_PAGE_SIZE, 50).' }),
};
