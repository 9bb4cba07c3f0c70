/**
 * Rendering a page: the template with the context every page shares (the signed-in analyst, a fresh
 * CSRF token for its forms, the title, the display helpers), and the HTML error page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Display helpers available to every template as `it.h`. */
export const helpers = {
  /** A 0–1 score as a percentage with no decimals ("87 %"). */
  pct: (v: number | null | undefined) => (v === null || v === undefined ? '' : `${Math.round(Number(v) * 100)} %`),
  /** A 0–1 score with two decimals. */
  score: (v: number | null | undefined) => (v === null || v === undefined ? '' : Number(v).toFixed(2)),
  /** A signed contribution with two decimals ("+0.05"). */
  signed: (v: number) => `${v >= 0 ? '+' : ''}${Number(v).toFixed(2)}`,
  /** A timestamp as "YYYY-MM-DD HH:MM UTC". */
  when: (v: string | Date | null | undefined) => (v ? `${new Date(v).toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''),
  /** How long ago, in whole days/hours/minutes. */
  age: (v: string | Date) => {
    const s = Math.max(0, (Date.now() - new Date(v).getTime()) / 1000);
    return s >= 86_400 ? `${Math.floor(s / 86_400)} d` : s >= 3600 ? `${Math.floor(s / 3600)} h` : `${Math.floor(s / 60)} min`;
  },
  /** `url` when it is an http(s) URL, else '' (a published link is never rendered as javascript: or data:). */
  httpUrl: (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : ''),
  /** snake_case as words ("false_positive" -> "false positive"). */
  words: (v: string | null | undefined) => (v ?? '').replace(/_/g, ' '),
  /** Query string of `params` without empty values (filter links that keep the other filters). */
  qs: (params: Record<string, unknown>) => {
    const u = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '' && v !== false) u.set(k, String(v));
    const s = u.toString();
    return s ? `?${s}` : '';
  },
};

/** Renders `view` (views/<view>.eta) inside the layout with `data` and the shared context. */
export async function renderPage(req: FastifyRequest, reply: FastifyReply, view: string, title: string, data: Record<string, unknown>) {
  const csrf = reply.generateCsrf();
  const html = await reply.viewAsync(`${view}.eta`, { ...data, title, me: req.analyst, csrf, path: req.url.split('?')[0], h: helpers });
  return reply.type('text/html; charset=utf-8').send(html);
}

/** The HTML error page for `status` with the DRF-style `body` ({detail} or {errors, non_field_errors}). */
export async function renderError(req: FastifyRequest, reply: FastifyReply, status: number, body: Record<string, unknown>) {
  const errors = (body.errors ?? {}) as Record<string, string[]>;
  const messages = [
    ...(typeof body.detail === 'string' ? [body.detail] : []),
    ...Object.entries(errors).map(([field, msgs]) => `${field}: ${msgs.join(' ')}`),
    ...((body.non_field_errors as string[] | undefined) ?? []),
  ];
  reply.status(status);
  return renderPage(req, reply, 'error', status === 404 ? 'Not found' : `Error ${status}`, { status, messages });
}
