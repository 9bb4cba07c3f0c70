/**
 * Checks pages: the list (GET /ui/checks), one check with its entities (roles, UBO percentages),
 * scores, monitoring state and findings (GET /ui/checks/:id), and starting a check for entities or a
 * tracked company (GET /ui/checks/new, POST /ui/checks), through the same domain services as
 * POST /ext/v3/compliance (createCheck, the pg-boss job in the same transaction).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../../http/server.js';
import { QueryReader, isUuid, type RawQuery } from '../../http/query.js';
import { page, readPaging } from '../../http/pagination.js';
import { notFound, validationError, type FieldErrors } from '../../http/errors.js';
import { CHECK_STATUSES, createCheck, getCheck, getEntities } from '../../domain/compliance.js';
import { listChecks, listResults } from '../../domain/compliance-queries.js';
import { ENTITY_TYPES, PARTIAL_DATE_PATTERN, type CreateComplianceCheck } from '../../domain/compliance-input.js';
import { checkInputProblems } from '../../domain/check-input.js';
import { listTrackedCompanies } from '../../domain/companies.js';
import { enqueueCheck } from '../../jobs/queue.js';
import { renderPage } from '../render.js';

const CHECKS_PAGE = 50;
/** Findings shown on a check's page (riskiest first; the queue and the API page through the rest). */
const CHECK_FINDINGS = 200;
/** Entity rows the start-a-check form offers. */
export const FORM_ENTITIES = 5;
/** Tracked companies the start-a-check form offers (oldest first). */
const FORM_COMPANIES = 200;
const DATE = new RegExp(PARTIAL_DATE_PATTERN);

type Form = Record<string, unknown>;
const field = (body: Form, name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');

/**
 * The create request of the start-a-check form, checked as POST /ext/v3/compliance checks it (names
 * non-blank, entity types, YYYY[-MM[-DD]] calendar dates, two-letter countries, a tracked company of
 * the organisation). Throws a 400 naming each bad field.
 */
async function readCheckForm(deps: ServerDeps, organisationId: string, body: Form) {
  const errors: FieldErrors = {};
  const name = field(body, 'name');
  if (!name) errors.name = ['Give the check a name.'];
  const input: CreateComplianceCheck = {
    name,
    sanction_monitoring_enabled: body.sanction_monitoring_enabled === 'true',
  };
  if (field(body, 'mode') === 'company') {
    const id = field(body, 'company_id');
    if (!isUuid(id)) errors.company_id = ['Choose one of your tracked companies.'];
    else input.company_id = id;
    input.directors_screening_enabled = body.directors_screening_enabled === 'true';
    input.ubo_screening_enabled = body.ubo_screening_enabled === 'true';
  } else {
    input.entities = [];
    for (let i = 0; i < FORM_ENTITIES; i++) {
      const entityName = field(body, `entities[${i}].name`);
      if (!entityName) continue;
      const type = field(body, `entities[${i}].entity_type`);
      const country = field(body, `entities[${i}].country`).toUpperCase();
      const dob = field(body, `entities[${i}].date_of_birth`);
      if (!(ENTITY_TYPES as readonly string[]).includes(type)) errors[`entities[${i}].entity_type`] = ['Choose individual, company or vessel.'];
      if (dob && !DATE.test(dob)) errors[`entities[${i}].date_of_birth`] = ['Use one of these formats: YYYY, YYYY-MM, YYYY-MM-DD.'];
      input.entities.push({ name: entityName, entity_type: type as (typeof ENTITY_TYPES)[number], ...(country ? { country } : {}), ...(dob ? { date_of_birth: dob } : {}) });
    }
    if (!input.entities.length) errors['entities[0].name'] = ['Enter at least one name to screen.'];
  }
  // The API's own checks (calendar dates, countries, a tracked company of this organisation).
  const problems = await checkInputProblems(deps.db, organisationId, input);
  for (const [key, messages] of Object.entries(problems.errors)) errors[key] ??= key === 'company_id' ? ['Choose one of your tracked companies.'] : messages;
  const company = problems.company;
  if (Object.keys(errors).length) throw validationError(errors);
  return { input, company };
}

export function checkRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (ui) => {
    ui.get('/checks', async (req, reply) => {
      const q = new QueryReader(req.query as RawQuery);
      const status = q.choices('status', CHECK_STATUSES);
      const paging = readPaging(q, 'created_at', 'desc', CHECKS_PAGE);
      const me = req.analyst!;
      const { total, rows } = await listChecks(deps.db, me.organisationId, { status, sorting: 'created_at', order: 'desc' }, paging.cursor, paging.size);
      const result = page(rows, paging.size, total, paging.sortKey, (r) => new Date(r.sort_value).toISOString(), (r) => r);
      return renderPage(req, reply, 'checks', 'Checks', { checks: result.results, total, nextKey: result.next_key, status: status?.[0], statuses: CHECK_STATUSES });
    });

    ui.get('/checks/new', async (req, reply) => {
      const me = req.analyst!;
      const companies = await listTrackedCompanies(deps.db, me, {}, undefined, FORM_COMPANIES);
      const preselected = (req.query as { company_id?: string }).company_id;
      return renderPage(req, reply, 'check-new', 'Start a check', {
        companies: companies.rows.slice(0, FORM_COMPANIES),
        preselected: typeof preselected === 'string' ? preselected : '',
        entityTypes: ENTITY_TYPES,
        rows: FORM_ENTITIES,
      });
    });

    ui.post('/checks', async (req, reply) => {
      const me = req.analyst!;
      const { input, company } = await readCheckForm(deps, me.organisationId, (req.body ?? {}) as Form);
      const id = await createCheck(deps.db, me.organisationId, input, (tx, checkId) => enqueueCheck(deps.boss, tx, checkId), company);
      return reply.redirect(`/ui/checks/${id}`, 303);
    });

    ui.get<{ Params: { id: string } }>('/checks/:id', async (req, reply) => {
      if (!isUuid(req.params.id)) throw notFound();
      const check = await getCheck(deps.db, req.analyst!.organisationId, req.params.id);
      if (!check) throw notFound();
      const [entities, findings] = await Promise.all([
        getEntities(deps.db, check.id),
        listResults(deps.db, check.id, { sorting: 'confidence', order: 'desc' }, undefined, CHECK_FINDINGS),
      ]);
      const running = !['completed', 'failed'].includes(check.status);
      return renderPage(req, reply, 'check', `Check: ${check.name}`, {
        check,
        entities,
        findings: findings.rows.slice(0, CHECK_FINDINGS),
        findingsTotal: findings.total,
        running,
      });
    });
  };
}
