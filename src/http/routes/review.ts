/**
 * Review of findings and the audit trail (issue 15 section 3; docs/API.md "Review and audit trail"):
 * PATCH /compliance/{id}/results/{result_id}, GET /compliance/{id}/audit_trail,
 * GET /compliance/{id}/report and GET /audit/verify.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses, IdParams } from '../schemas/common.js';
import { ComplianceResult } from '../schemas/compliance.js';
import { AuditEntry, AuditTrail, AuditTrailQuery, ChainVerification, CheckReport, ResultParams, ReviewBody } from '../schemas/review.js';
import type { ServerDeps } from '../server.js';
import { getCheck } from '../../domain/compliance.js';
import { listResults, serializeResult } from '../../domain/compliance-queries.js';
import { checkReport, reviewResult, type ReviewStatus } from '../../domain/review.js';
import { listCheckAuditEntries, serializeAuditEntry, verifyChain } from '../../domain/audit.js';
import { HttpError, notFound, validationError } from '../errors.js';
import { page, readPaging } from '../pagination.js';
import { QueryReader, foundOr404, isUuid, type RawQuery } from '../query.js';

const TAGS = ['Review and audit trail'];

/** The PATCH answer: the finding as it now stands and the audit entry the decision wrote. */
const ReviewOutcome = Type.Object(
  { result: ComplianceResult, audit_entry: AuditEntry },
  { title: 'ReviewOutcome', description: 'The reviewed finding and its new audit entry.' },
);

/** Normalises the body and checks what the schema cannot: a non-blank reason unless the status is open. */
function readDecision(body: { review_status: unknown; reason?: string | null; comment?: string | null }) {
  const reason = body.reason?.trim() || null;
  const comment = body.comment?.trim() || null;
  if (body.review_status !== 'open' && !reason) {
    throw validationError({ reason: [`This field is required when review_status is "${body.review_status}".`] });
  }
  return { review_status: body.review_status as ReviewStatus, reason, comment };
}

export function reviewRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (app0) => {
    const app = app0.withTypeProvider<TypeBoxTypeProvider>();

    const reviewSchema = {
      tags: TAGS,
      summary: 'Record a review decision on a finding (four-eyes rule for clearing a confirmed finding)',
      params: ResultParams,
      body: ReviewBody,
      response: { 200: ReviewOutcome, ...errorResponses(400, 404, 413, 415) },
    };
    app.patch('/compliance/:id/results/:result_id', { schema: reviewSchema }, async (req) => {
      const { id, result_id } = req.params;
      if (!isUuid(id) || !isUuid(result_id)) throw notFound();
      const decision = readDecision(req.body);
      const who = { organisationId: req.principal.organisationId, keyId: req.principal.keyId };
      const outcome = await reviewResult(deps.db, who, id, result_id, decision);
      if (!outcome.ok) throw outcome.error === 'not_found' ? notFound() : new HttpError(403, { detail: outcome.detail });
      // Read back through the list query so the finding is shown exactly as GET .../results shows it.
      const { rows } = await listResults(deps.db, id, { id: result_id, sorting: 'created_at', order: 'asc' }, undefined, 1);
      return { result: serializeResult(rows[0]), audit_entry: serializeAuditEntry(outcome.entry) };
    });

    const trailSchema = {
      tags: TAGS,
      summary: "List a check's review decisions (audit trail, oldest first)",
      params: IdParams,
      querystring: AuditTrailQuery,
      response: { 200: AuditTrail, ...errorResponses(400, 404) },
    };
    app.get('/compliance/:id/audit_trail', { schema: trailSchema }, async (req) => {
      const check = await foundOr404(req.params.id, (id) => getCheck(deps.db, req.principal.organisationId, id));
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'position', 'asc', deps.config.pageSize);
      const { total, rows } = await listCheckAuditEntries(deps.db, check.organisation_id, check.id, cursor?.id, size);
      return page(rows, size, total, sortKey, (r) => new Date(r.created_at).toISOString(), serializeAuditEntry);
    });

    const reportSchema = {
      tags: TAGS,
      summary: 'Export a check, its entities, findings and review decisions as one JSON document',
      params: IdParams,
      response: { 200: CheckReport, ...errorResponses(404) },
    };
    app.get('/compliance/:id/report', { schema: reportSchema }, async (req) => {
      const report = await foundOr404(req.params.id, (id) => checkReport(deps.db, req.principal.organisationId, id));
      return report;
    });

    const verifySchema = {
      tags: TAGS,
      summary: "Recompute the caller organisation's audit chain",
      response: { 200: ChainVerification, ...errorResponses() },
    };
    app.get('/audit/verify', { schema: verifySchema }, async (req) => verifyChain(deps.db, req.principal.organisationId));
  };
}
