/**
 * GET /healthz (no auth): database, job queue and per-list status. `status` is `ok` when all is well,
 * `degraded` when screening has no list data (with the way to fix it) or a list's newest snapshot was
 * refused as suspicious (`list_load_refusals`: list, reason, counts, path; screening goes on with the
 * previous snapshot), `error` when the database or the queue is down (HTTP 503).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../server.js';
import { describeRefusal, listLoadRefusals, listStatus } from '../../domain/list-data.js';
import { NO_LIST_DATA_REASON } from '../../domain/screening-corpus.js';
import { COMPLIANCE_QUEUE } from '../../jobs/queue.js';

export function healthRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
      const database = { ok: true, kind: deps.db.kind, error: undefined as string | undefined };
      let lists: Awaited<ReturnType<typeof listStatus>> = [];
      let refusals: Awaited<ReturnType<typeof listLoadRefusals>> = [];
      try {
        lists = await listStatus(deps.db);
        refusals = await listLoadRefusals(deps.db);
      } catch (err) {
        database.ok = false;
        database.error = (err as Error).message;
      }
      const queue = { ok: true, error: undefined as string | undefined };
      try {
        await deps.boss.getQueue(COMPLIANCE_QUEUE);
      } catch (err) {
        queue.ok = false;
        queue.error = (err as Error).message;
      }
      const records = lists.reduce((n, l) => n + l.records, 0);
      const screening = records
        ? { ready: true, records, message: `${lists.length} lists loaded` }
        : { ready: false, records: 0, message: NO_LIST_DATA_REASON, data_dir: deps.config.dataDir };
      const status = !database.ok || !queue.ok ? 'error' : screening.ready && !refusals.length ? 'ok' : 'degraded';
      const list_load_refusals = refusals.map((r) => ({ ...r, message: describeRefusal(r) }));
      // A client retries a 503 (api-facts.md): tell it when (seconds).
      if (status === 'error') reply.header('Retry-After', '30');
      return reply.status(status === 'error' ? 503 : 200).send({ status, database, queue, screening, lists, list_load_refusals });
    });
  };
}
