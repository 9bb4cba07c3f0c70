/**
 * The review queue page (GET /ui/queue): the organisation's open findings across checks, riskiest
 * first (domain/review-queue.ts), with its filters, a quick decision form worked by the keyboard
 * (static/ui.js) or by choosing a row, and the bulk discard of automated false positives.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../http/server.js';
import { QueryReader, isUuid, type RawQuery } from '../../http/query.js';
import { page, readPaging } from '../../http/pagination.js';
import { validationError } from '../../http/errors.js';
import { RESULT_TYPES } from '../../http/schemas/compliance.js';
import { allows, getPortfolioForKey, listPortfolios } from '../../domain/portfolios.js';
import { QUEUE_AGES, QUEUE_TOTAL_CAP, discardAutomatedFalsePositives, listQueue, recentCheckChoices, type QueueFilters } from '../../domain/review-queue.js';
import { reviewResult } from '../../domain/review.js';
import { helpers, renderPage } from '../render.js';
import { decisionError, readDecision, reviewer } from './decision.js';

/** Decisions the queue's quick form offers (the keyboard: c, f, e); the finding page offers every status. */
export const QUICK_STATUSES = ['confirmed', 'false_positive', 'escalated', 'discarded'] as const;
const QUEUE_PAGE = 50;
/** How many checks and portfolios the filter lists offer (the newest checks). */
const FILTER_CHOICES = 100;

/** The queue filters of a request's query (a 400 page names a bad one). */
async function readFilters(deps: ServerDeps, req: FastifyRequest) {
  const q = new QueryReader(req.query as RawQuery);
  const f: QueueFilters = {
    result_type: q.choices('result_type', RESULT_TYPES),
    min_confidence: q.number('min_confidence', 0, 1),
    check_id: q.uuids('check')?.[0],
    portfolio_id: q.uuids('portfolio')?.[0],
    age: q.choices('age', QUEUE_AGES)?.[0],
    monitoring_new: q.bool('monitoring_new') || undefined,
    automated_false_positive: q.choices('automated_false_positive', ['yes', 'no'] as const)?.[0],
  };
  const paging = readPaging(q, 'confidence', 'desc', QUEUE_PAGE);
  if (f.portfolio_id) {
    const found = await getPortfolioForKey(deps.db, req.analyst!, f.portfolio_id);
    if (!found || !allows(found.access, 'view_only')) throw validationError({ portfolio: ['Unknown portfolio.'] });
  }
  return { f, paging };
}

/** The query string of the filters (kept across decisions and paging). */
function filterQuery(f: QueueFilters): Record<string, unknown> {
  return {
    result_type: f.result_type?.join(','),
    min_confidence: f.min_confidence,
    check: f.check_id,
    portfolio: f.portfolio_id,
    age: f.age,
    monitoring_new: f.monitoring_new ? 'true' : undefined,
    automated_false_positive: f.automated_false_positive,
  };
}

/** Where a queue form returns to: the queue with the filters it was posted from (a /ui/queue path only). */
function backTo(raw: unknown): string {
  return typeof raw === 'string' && /^\/ui\/queue(\?[A-Za-z0-9_=&%.,:-]*)?$/.test(raw) ? raw : '/ui/queue';
}

export function queueRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (ui) => {
    ui.get('/queue', async (req, reply) => {
      const { f, paging } = await readFilters(deps, req);
      const me = req.analyst!;
      const [queue, checks, portfolios] = await Promise.all([
        listQueue(deps.db, me.organisationId, f, paging.cursor, paging.size),
        recentCheckChoices(deps.db, me.organisationId, FILTER_CHOICES),
        listPortfolios(deps.db, me, undefined, FILTER_CHOICES),
      ]);
      const result = page(queue.rows, paging.size, queue.total, paging.sortKey, (r) => r.risk, (r) => r);
      return renderPage(req, reply, 'queue', 'Review queue', {
        f,
        filters: filterQuery(f),
        results: result.results,
        total: result.total_results,
        totalCapped: result.total_results > QUEUE_TOTAL_CAP,
        cap: QUEUE_TOTAL_CAP,
        nextKey: result.next_key,
        here: `/ui/queue${helpers.qs(filterQuery(f))}`,
        checks,
        portfolios: portfolios.rows.slice(0, FILTER_CHOICES),
        resultTypes: RESULT_TYPES,
        ages: QUEUE_AGES,
        statuses: QUICK_STATUSES,
        notice: (req.query as { done?: string }).done,
      });
    });

    // The quick decision: one finding (chosen by the keyboard or the row's radio button).
    ui.post('/queue/decide', async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const [checkId, resultId] = typeof body.target === 'string' ? body.target.split(':') : [];
      if (!checkId || !resultId || !isUuid(checkId) || !isUuid(resultId)) {
        throw validationError({ target: ['Choose a finding (a row of the queue) first.'] });
      }
      const decision = readDecision(body, QUICK_STATUSES);
      const outcome = await reviewResult(deps.db, reviewer(req), checkId, resultId, decision);
      if (!outcome.ok) throw decisionError(outcome);
      const back = backTo(body.back);
      return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}done=${encodeURIComponent(decision.review_status)}`, 303);
    });

    // The bulk action: only findings the automated false-positive rule marked can be discarded together.
    ui.post('/queue/discard', async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const raw = body.selected === undefined ? [] : Array.isArray(body.selected) ? body.selected : [body.selected];
      const ids = raw.filter((x): x is string => typeof x === 'string' && isUuid(x));
      if (!ids.length) throw validationError({ selected: ['Select at least one automated false positive.'] });
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (!reason) throw validationError({ reason: ['A reason is required to discard findings.'] });
      const n = await discardAutomatedFalsePositives(deps.db, reviewer(req), ids, reason);
      const back = backTo(body.back);
      return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}done=discarded-${n}`, 303);
    });
  };
}
