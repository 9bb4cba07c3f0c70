/**
 * The OpenAPI 3.1 document served at /ext/v3/schema/ and /openapi.json, from @fastify/swagger's
 * output of the route schemas. Request schemas still say `nullable: true` (the OpenAPI 3.0 keyword
 * Ajv and fast-json-stringify read); OpenAPI 3.1 is plain JSON Schema 2020-12, so each is rewritten as
 * a type list that includes "null". Returns a new object; the input is not changed.
 */
type Json = unknown;

function rewrite(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(node as Record<string, Json>)) out[k] = rewrite(v);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
    else if (out.type === undefined) return { anyOf: [out, { type: 'null' }] };
  } else if (out.nullable === false) delete out.nullable;
  return out;
}

/** The served document: `doc` (swagger's) with 3.1 null types. */
export function openApiDocument(doc: Record<string, Json>): Record<string, Json> {
  return { ...(rewrite(doc) as Record<string, Json>), openapi: '3.1.0' };
}
