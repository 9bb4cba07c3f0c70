/**
 * The endpoint table of docs/API.md, made from the served OpenAPI document: one row per operation,
 * `| METHOD path | summary | statuses |`, in the document's order. The contract test compares it with
 * the table in docs/API.md, so the page lists every endpoint with exactly the status codes the
 * document (and so the service) has; `npm run docs:endpoints` prints it for pasting.
 */
type Json = Record<string, unknown>;

export const TABLE_START = '<!-- endpoints:start (npm run docs:endpoints) -->';
export const TABLE_END = '<!-- endpoints:end -->';

/** The markdown table (header included) for the document `doc`. */
export function endpointTable(doc: Json): string {
  const rows = ['| method and path | what it does | status codes |', '|---|---|---|'];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Json>)) {
    if (!p.startsWith('/ext/v3/')) continue;
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const codes = Object.keys((op.responses as Json) ?? {}).sort();
      const summary = String(op.summary ?? '').replace(/\|/g, '\\|');
      rows.push(`| \`${method.toUpperCase()} ${p}\` | ${summary} | ${codes.join(', ')} |`);
    }
  }
  return rows.join('\n');
}
