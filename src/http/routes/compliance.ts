/**
 * /ext/v3/compliance: create a check (202-style: answers at once with its external_id, screening
 * runs in the background), read it, list checks, list its findings (interface.md "Compliance",
 * api-facts.md "Compliance checks").
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../schemas/common.js';
import {
  CHECK_SORTINGS,
  CheckListQuery,
  CheckList,
  ComplianceCheck,
  CreatedCheck,
  ORDERS,
  RESULT_SORTINGS,
  RESULT_TYPES,
  ResultList,
  ResultListQuery,
  SCORES,
  SOURCE_TYPES,
} from '../schemas/compliance.js';
import type { ServerDeps } from '../server.js';
import { CreateComplianceCheck } from '../../domain/compliance-input.js';
import { createCheck, getCheck, getEntities, serializeCheck, serializeCheckSummary, CHECK_STATUSES, type CheckCompany } from '../../domain/compliance.js';
import { checkInputProblems } from '../../domain/check-input.js';
import type { Queryable } from '../../storage/db.js';
import { listChecks, listResults, serializeResult } from '../../domain/compliance-queries.js';
import { enqueueCheck } from '../../jobs/queue.js';
import { REVIEW_STATUSES } from '../../domain/review.js';
import { validationError } from '../errors.js';
import { page, readPaging } from '../pagination.js';
import { QueryReader, foundOr404, type RawQuery } from '../query.js';

const TAGS = ['Compliance checks'];

/**
 * Checks what the schema cannot express; throws a 400 listing every problem. `company_id` must be
 * the external_id of a tracked company of `organisationId` (another organisation's reads as unknown).
 * Returns the check's company (null for a custom check).
 */
async function checkCreateSemantics(db: Queryable, organisationId: string, body: CreateComplianceCheck): Promise<CheckCompany | null> {
  const { company, errors, nonField } = await checkInputProblems(db, organisationId, body);
  if (Object.keys(errors).length || nonField.length) throw validationError(errors, nonField);
  return company;
}

export function complianceRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (app0) => {
    const app = app0.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/compliance',
      {
        schema: {
          tags: TAGS,
          summary: 'Create a compliance check (screening runs in the background)',
          body: CreateComplianceCheck,
          response: { 201: CreatedCheck, ...errorResponses(400, 413, 415) },
        },
      },
      async (req, reply) => {
        const company = await checkCreateSemantics(deps.db, req.principal.organisationId, req.body);
        const id = await createCheck(
          deps.db,
          req.principal.organisationId,
          req.body,
          (tx, checkId) => enqueueCheck(deps.boss, tx, checkId),
          company,
        );
        return reply.status(201).send({ external_id: id });
      },
    );

    const listChecksSchema = {
      tags: TAGS,
      summary: 'List compliance checks',
      querystring: CheckListQuery,
      response: { 200: CheckList, ...errorResponses(400) },
    };
    app.get('/compliance', { schema: listChecksSchema, config: { readCache: true } }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const filters = {
        status: q.choices('status', CHECK_STATUSES),
        compliance_score: q.choices('compliance_score', SCORES),
        created_at__gte: q.timestamp('created_at__gte'),
        created_at__lte: q.timestamp('created_at__lte'),
        results_changed_at__gte: q.timestamp('results_changed_at__gte'),
        results_changed_at__lte: q.timestamp('results_changed_at__lte'),
        sanction_monitoring_enabled: q.bool('sanction_monitoring_enabled'),
        adverse_media_monitoring_enabled: q.bool('adverse_media_monitoring_enabled'),
        sorting: q.choice('sorting', CHECK_SORTINGS, 'created_at'),
        order: q.choice('order', ORDERS, 'desc'),
      };
      const { size, sortKey, cursor } = readPaging(q, filters.sorting, filters.order, deps.config.pageSize);
      const { total, rows } = await listChecks(deps.db, req.principal.organisationId, filters, cursor, size);
      // List items carry the check record without its entities (they can be many); GET {id} has them.
      return page(rows, size, total, sortKey, (r) => new Date(r.sort_value).toISOString(), serializeCheckSummary);
    });

    const getCheckSchema = {
      tags: TAGS,
      summary: 'Read a compliance check with its entities',
      params: IdParams,
      response: { 200: ComplianceCheck, ...errorResponses(404) },
    };
    app.get('/compliance/:id', { schema: getCheckSchema, config: { readCache: true } }, async (req) => {
      const check = await foundOr404(req.params.id, (id) => getCheck(deps.db, req.principal.organisationId, id));
      return serializeCheck(check, await getEntities(deps.db, check.id));
    });

    const listResultsSchema = {
      tags: TAGS,
      summary: 'List the findings of a compliance check',
      params: IdParams,
      querystring: ResultListQuery,
      response: { 200: ResultList, ...errorResponses(400, 404) },
    };
    app.get('/compliance/:id/results', { schema: listResultsSchema, config: { readCache: true } }, async (req) => {
      const check = await foundOr404(req.params.id, (id) => getCheck(deps.db, req.principal.organisationId, id));
      const q = new QueryReader(req.query as RawQuery);
      const filters = {
        result_type: q.choices('result_type', RESULT_TYPES),
        entity: q.uuids('entity'),
        min_confidence: q.number('min_confidence', 0, 1),
        exclude_automated_false_positives: q.bool('exclude_automated_false_positives'),
        source_type: q.choices('source_type', SOURCE_TYPES),
        review_status: q.choices('review_status', REVIEW_STATUSES),
        sorting: q.choice('sorting', RESULT_SORTINGS, 'created_at'),
        order: q.choice('order', ORDERS, 'desc'),
      };
      const { size, sortKey, cursor } = readPaging(q, filters.sorting, filters.order, deps.config.pageSize);
      const { total, rows } = await listResults(deps.db, check.id, filters, cursor, size);
      return page(
        rows,
        size,
        total,
        sortKey,
        (r) => (r.sort_value instanceof Date ? r.sort_value.toISOString() : typeof r.sort_value === 'string' ? r.sort_value : Number(r.sort_value)),
        serializeResult,
      );
    });
  };
}
