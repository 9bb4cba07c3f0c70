/**
 * The finding page (GET /ui/checks/:checkId/findings/:resultId): why it matched (the screened entity
 * beside the list record, the matched names and each feature's contribution, the automated
 * false-positive rule), every listing of the party with its source link, the review form and the
 * finding's audit trail. POST .../review records a decision (domain/review.ts, four-eyes included).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../../http/server.js';
import { isUuid } from '../../http/query.js';
import { notFound } from '../../http/errors.js';
import { getFindingDetail } from '../../domain/finding-detail.js';
import { REVIEW_STATUSES, reviewResult } from '../../domain/review.js';
import { renderPage } from '../render.js';
import { decisionError, readDecision, reviewer } from './decision.js';

type Params = { checkId: string; resultId: string };

export function findingRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (ui) => {
    ui.get<{ Params: Params }>('/checks/:checkId/findings/:resultId', async (req, reply) => {
      const { checkId, resultId } = req.params;
      if (!isUuid(checkId) || !isUuid(resultId)) throw notFound();
      const detail = await getFindingDetail(deps.db, req.analyst!.organisationId, checkId, resultId);
      if (!detail) throw notFound();
      const fourEyes = detail.result.review_status === 'confirmed' && detail.review.confirmed_by_key_id === req.analyst!.keyId;
      return renderPage(req, reply, 'finding', `Finding: ${detail.result.name}`, {
        ...detail,
        statuses: REVIEW_STATUSES,
        fourEyes,
        notice: (req.query as { done?: string }).done,
      });
    });

    ui.post<{ Params: Params }>('/checks/:checkId/findings/:resultId/review', async (req, reply) => {
      const { checkId, resultId } = req.params;
      if (!isUuid(checkId) || !isUuid(resultId)) throw notFound();
      const decision = readDecision((req.body ?? {}) as Record<string, unknown>, REVIEW_STATUSES);
      const outcome = await reviewResult(deps.db, reviewer(req), checkId, resultId, decision);
      if (!outcome.ok) throw decisionError(outcome);
      return reply.redirect(`/ui/checks/${checkId}/findings/${resultId}?done=${decision.review_status}`, 303);
    });
  };
}
