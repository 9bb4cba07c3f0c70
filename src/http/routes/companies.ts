/**
 * /ext/v3/companies, /ext/v3/registrations and missing-company investigations (interface.md
 * "Company", "Registration"; api-facts.md "Companies", "Registrations", "Missing-company
 * investigations", "Shapes the published clients validate"). Request and response schemas are in
 * schemas/companies.ts. Choices where the spec is silent are in docs/COMPANIES.md.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { ServerDeps } from '../server.js';
import {
  getCompany,
  getPeople,
  listTrackedCompanies,
  registrationNumberKey,
  serializeCandidate,
  serializeCompany,
  serializeTrackedListItem,
  trackedIds,
  websiteHost,
} from '../../domain/companies.js';
import {
  createRegistration,
  getRegistration,
  registrationOfCompany,
  requestPortfolioMembership,
  serializeRegistration,
  type RegistrationRequest,
  type RegistrationRow,
} from '../../domain/registrations.js';
import { createInvestigation, getInvestigation, listInvestigations, serializeInvestigation, INVESTIGATION_FIELDS } from '../../domain/investigations.js';
import { listAttributeChanges, serializeAttributeChange, storeFeedback } from '../../domain/company-changes.js';
import { enqueueRegistration } from '../../jobs/queue.js';
import { addPortfolioCompany } from '../../domain/portfolios.js';
import { MESSAGES, notFound, validationError, type FieldErrors } from '../errors.js';
import { page, readPaging } from '../pagination.js';
import { QueryReader, foundOr404, type RawQuery } from '../query.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import {
  AttributeChangeList,
  AttributeChangeQuery,
  CompanyDetail,
  CompanyList,
  CompanyListItem,
  CompanyListQuery,
  Feedback,
  FeedbackBody,
  Investigation,
  InvestigationBody,
  InvestigationList,
  MatchQuery,
  PagingOnlyQuery,
  Registration,
  RegistrationBody,
} from '../schemas/companies.js';

const COUNTRY = /^[A-Za-z]{2}$/;
// A pragmatic address check (one @, no spaces, a dot in the domain), with Django's EmailValidator message.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TAGS = { companies: ['Companies'], registrations: ['Company registrations'], investigations: ['Missing-company investigations'] };

/** Identifier and country rules of a registration request (api-facts.md); throws a 400 listing every problem. */
export function checkRegistrationRequest(body: Static<typeof RegistrationBody>): RegistrationRequest {
  const errors: FieldErrors = {};
  const blank = (v: string | null | undefined) => v === undefined || v === null || !v.trim();
  for (const f of ['duns_number', 'primary_name', 'registration_number'] as const) {
    if (body[f] !== undefined && body[f] !== null && !body[f]!.trim()) errors[f] = [MESSAGES.blank];
  }
  if (body.duns_number && !/^\d{9}$/.test(body.duns_number.replace(/[\s-]/g, ''))) errors.duns_number = ['A DUNS number has 9 digits.'];
  const hasId = !blank(body.duns_number) || !blank(body.registration_number) || !blank(body.primary_name) || !!body.company?.external_id;
  if (!hasId) throw validationError(errors, ['Give one of duns_number, registration_number (with country), primary_name (with country) or company.external_id.']);
  if (!body.company?.external_id && blank(body.duns_number) && blank(body.country)) errors.country = ['This field is required with primary_name or registration_number.'];
  if (body.country && !COUNTRY.test(body.country.trim())) errors.country = ['Enter a two-letter ISO 3166-1 country code.'];
  if (Object.keys(errors).length) throw validationError(errors);
  const trim = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    duns_number: body.duns_number ? body.duns_number.replace(/[\s-]/g, '') : null,
    primary_name: trim(body.primary_name),
    country: trim(body.country)?.toUpperCase() ?? null,
    registration_number: trim(body.registration_number),
    customer_reference: trim(body.customer_reference),
    company: body.company ?? null,
    submit_investigation_when_not_identified: body.submit_investigation_when_not_identified ?? false,
  };
}

/**
 * POST /companies and POST /portfolios/{id}/companies: validates the registration request, then
 * returns the organisation's registration for that company (existing: `created` false) or creates
 * one and queues its job. With `portfolioId`, the company joins that portfolio once registered (at
 * once when it already is). Throws a 400 HttpError for bad input.
 */
export async function registerCompany(
  deps: Pick<ServerDeps, 'db' | 'boss'>,
  organisationId: string,
  body: Static<typeof RegistrationBody>,
  portfolioId?: string,
): Promise<{ created: boolean; body: Awaited<ReturnType<typeof serializeRegistration>> }> {
  const request = checkRegistrationRequest(body);
  let result: { registration: RegistrationRow; created: boolean } | undefined;
  if (request.company?.external_id) {
    const c = await getCompany(deps.db, organisationId, request.company.external_id);
    if (!c) throw validationError({ 'company.external_id': [`Object with external_id=${request.company.external_id} does not exist.`] });
    // A tracked company joins the portfolio at once.
    if (portfolioId) await addPortfolioCompany(deps.db, organisationId, portfolioId, c.id, request.customer_reference);
    const existing = await registrationOfCompany(deps.db, organisationId, c.id);
    if (existing) result = { registration: existing, created: false };
  }
  result ??= await createRegistration(deps.db, organisationId, request, (tx, id) => enqueueRegistration(deps.boss, tx, id));
  if (portfolioId && !request.company?.external_id) {
    const r = result.registration;
    await deps.db.transaction(async (tx) => {
      // Re-read inside the transaction: the job may have registered it meanwhile.
      const fresh = (await tx.query<RegistrationRow>('SELECT * FROM registrations WHERE id = $1 FOR UPDATE', [r.id])).rows[0];
      await requestPortfolioMembership(tx, fresh, portfolioId, request.customer_reference);
    });
  }
  return { created: result.created, body: await serializeRegistration(deps.db, result.registration) };
}

/** True when the request names a tracked-company filter: the list then searches tracked companies only (api-facts.md). */
const TRACKED_FILTERS = ['portfolio_id', 'duns_number', 'registration_number', 'website_url'] as const;

export function companyRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (app0) => {
    const app = app0.withTypeProvider<TypeBoxTypeProvider>();
    const cfg = deps.config.companies;

    const listSchema = {
      tags: TAGS.companies,
      summary: 'Search companies (provider search) or list the tracked companies',
      description:
        'With `query` and no tracked-company filter: the providers\' best candidates, one ranked page, tracked ones carrying their external_id. ' +
        'Otherwise (or with portfolio_id, duns_number, registration_number or website_url): the caller\'s tracked companies, oldest first, cursor-paged; `query` then filters by name.',
      querystring: CompanyListQuery,
      response: { 200: CompanyList, ...errorResponses(400) },
    };
    app.get('/companies', { schema: listSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const query = q.string('query')?.trim();
      const countries = q.strings('country')?.map((c) => c.trim().toUpperCase());
      if (countries?.some((c) => !COUNTRY.test(c))) throw validationError({ country: ['Enter two-letter ISO 3166-1 country codes.'] });
      const raw = req.query as RawQuery;
      const tracked = TRACKED_FILTERS.some((f) => raw[f] !== undefined);
      if (query !== undefined && !tracked) {
        // Provider search: one page of the best candidates, tracked ones marked by their external_id.
        const limit = q.number('page_size', 1, 100) ?? deps.config.pageSize;
        q.done();
        const found = await deps.providers.search({ name: query, country: countries?.[0], limit });
        const ids = await trackedIds(deps.db, req.principal.organisationId, found.map((c) => c.provider_id));
        return { total_results: found.length, next_key: null, results: found.map((c) => serializeCandidate(c, ids.get(c.provider_id) ?? null)) };
      }
      const errors: FieldErrors = {};
      const registrationNumbers = q.strings('registration_number')?.map(registrationNumberKey);
      if (registrationNumbers?.some((n) => !n)) errors.registration_number = ['Enter registration numbers with letters or digits.'];
      const websiteUrl = q.string('website_url');
      const host = websiteUrl === undefined ? undefined : websiteHost(websiteUrl);
      if (host === '') errors.website_url = ['Enter a valid URL.'];
      const filters = {
        portfolio_id: q.uuids('portfolio_id'),
        country: countries,
        duns_number: q.strings('duns_number')?.map((d) => d.replace(/[\s-]/g, '')),
        registration_number: registrationNumbers,
        website_host: host,
        name: query,
      };
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'asc', deps.config.pageSize);
      if (Object.keys(errors).length) throw validationError(errors);
      const { total, rows } = await listTrackedCompanies(deps.db, req.principal, filters, cursor, size);
      return page(rows, size, total, sortKey, (c) => new Date(c.created_at).toISOString(), serializeTrackedListItem);
    });

    const matchSchema = {
      tags: TAGS.companies,
      summary: 'Match identifying details to one company',
      description:
        'Stage 1: a customer_reference of one of your portfolio memberships, or a DUNS you track, answers that company without asking a provider. ' +
        'Stage 2: the providers\' best single candidate at or above the confidence threshold (external_id null when not tracked). Nothing good enough: 404.',
      querystring: MatchQuery,
      response: { 200: CompanyListItem, ...errorResponses(400, 404) },
    };
    app.get('/companies/match', { schema: matchSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const input = {
        name: q.string('name')?.trim() || undefined,
        duns_number: q.string('duns_number')?.replace(/[\s-]/g, '') || undefined,
        registration_number: q.string('registration_number')?.trim() || undefined,
        customer_reference: q.string('customer_reference')?.trim() || undefined,
        country: q.string('country')?.trim().toUpperCase() || undefined,
        address_locality: q.string('address_locality'),
        address_region: q.string('address_region'),
        postal_code: q.string('postal_code'),
        street_address_line1: q.string('street_address_line1'),
        telephone_number: q.string('telephone_number'),
        url: q.string('url'),
        email: q.string('email'),
      };
      const threshold = q.number('confidence_lower_level_threshold_value', 1, 10);
      q.done();
      const errors: FieldErrors = {};
      if (threshold !== undefined && !Number.isInteger(threshold)) errors.confidence_lower_level_threshold_value = ['A valid integer is required.'];
      if (!input.name && !input.duns_number && !input.registration_number && !input.customer_reference) {
        throw validationError(errors, ['Give at least one of name, duns_number, registration_number, customer_reference.']);
      }
      if ((input.name || input.registration_number) && !input.country) errors.country = ['This field is required with name or registration_number.'];
      if (input.country && !COUNTRY.test(input.country)) errors.country = ['Enter a two-letter ISO 3166-1 country code.'];
      if (Object.keys(errors).length) throw validationError(errors);
      const org = req.principal.organisationId;

      // Stage 1 (internal): the caller's own reference, or a DUNS it already tracks.
      const internal = await deps.db.query<{ id: string }>(
        `SELECT c.id FROM companies c
          WHERE c.organisation_id = $1
            AND (($2::text IS NOT NULL AND EXISTS (SELECT 1 FROM portfolio_companies pc JOIN portfolios p ON p.id = pc.portfolio_id
                                                    WHERE pc.company_id = c.id AND p.organisation_id = $1 AND pc.customer_reference = $2))
                 OR ($3::text IS NOT NULL AND c.duns_number = $3))
          ORDER BY c.created_at LIMIT 1`,
        [org, input.customer_reference ?? null, input.duns_number ?? null],
      );
      if (internal.rows[0]) return serializeTrackedListItem((await getCompany(deps.db, org, internal.rows[0].id))!);
      // Stage 2: the providers' best single candidate.
      if (!input.name && !input.duns_number && !input.registration_number) throw notFound('No company matches.');
      const best = await deps.providers.match(input, threshold ?? cfg.minConfidence);
      if (!best || best.confidence < (threshold ?? cfg.minConfidence)) throw notFound('No company matches.');
      const ids = await trackedIds(deps.db, org, [best.provider_id]);
      return serializeCandidate(best, ids.get(best.provider_id) ?? null);
    });

    const changesSchema = {
      tags: TAGS.companies,
      summary: 'List attribute changes of tracked companies',
      querystring: AttributeChangeQuery,
      response: { 200: AttributeChangeList, ...errorResponses(400) },
    };
    app.get('/companies/attribute_changes', { schema: changesSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const filters = { min_created_at: q.timestamp('min_created_at'), max_created_at: q.timestamp('max_created_at'), company: q.uuids('company') };
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'desc', deps.config.pageSize);
      const { total, rows } = await listAttributeChanges(deps.db, req.principal.organisationId, filters, cursor, size);
      return page(rows, size, total, sortKey, (r) => new Date(r.created_at).toISOString(), serializeAttributeChange);
    });

    const createInvestigationSchema = {
      tags: TAGS.investigations,
      summary: 'Ask for a company no provider knows to be researched',
      body: InvestigationBody,
      response: { 201: Investigation, ...errorResponses(400, 413, 415) },
    };
    app.post('/companies/investigations', { schema: createInvestigationSchema }, async (req, reply) => {
      const body = req.body as Record<string, string | null | undefined>;
      const country = body.country!.trim().toUpperCase();
      const errors: FieldErrors = {};
      if (!COUNTRY.test(country)) errors.country = ['Enter a two-letter ISO 3166-1 country code.'];
      if (body.address_phone && !/^\+\d[\d\s-]{3,}$/.test(body.address_phone.trim())) errors.address_phone = ['Enter the number with its international prefix, e.g. +31 20 123 4567.'];
      if (body.website_url && !/^https?:\/\/\S+$/i.test(body.website_url.trim())) errors.website_url = ['Enter a valid URL.'];
      if (Object.keys(errors).length) throw validationError(errors);
      const request = Object.fromEntries(INVESTIGATION_FIELDS.map((f) => [f, body[f]?.trim() || null])) as Parameters<typeof createInvestigation>[2];
      request.country = country;
      const row = await createInvestigation(deps.db, req.principal.organisationId, request);
      return reply.status(201).send(serializeInvestigation(row));
    });

    const listInvestigationsSchema = {
      tags: TAGS.investigations,
      summary: 'List missing-company investigations',
      querystring: PagingOnlyQuery,
      response: { 200: InvestigationList, ...errorResponses(400) },
    };
    app.get('/companies/investigations', { schema: listInvestigationsSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'desc', deps.config.pageSize);
      const { total, rows } = await listInvestigations(deps.db, req.principal.organisationId, cursor, size);
      return page(rows, size, total, sortKey, (r) => new Date(r.created_at).toISOString(), serializeInvestigation);
    });

    const getInvestigationSchema = {
      tags: TAGS.investigations,
      summary: 'Read a missing-company investigation',
      params: IdParams,
      response: { 200: Investigation, ...errorResponses(400, 404) },
    };
    app.get('/companies/investigations/:id', { schema: getInvestigationSchema }, async (req) => {
      const row = await foundOr404(req.params.id, (id) => getInvestigation(deps.db, req.principal.organisationId, id));
      return serializeInvestigation(row);
    });

    const feedbackSchema = {
      tags: TAGS.companies,
      summary: 'Report wrong or missing company data',
      body: FeedbackBody,
      response: { 201: Feedback, ...errorResponses(400, 413, 415) },
    };
    app.post('/companies/feedback', { schema: feedbackSchema }, async (req, reply) => {
      const b = req.body;
      const errors: FieldErrors = {};
      if (b.notification_email?.trim() && !EMAIL.test(b.notification_email.trim())) errors.notification_email = ['Enter a valid email address.'];
      if (!(await getCompany(deps.db, req.principal.organisationId, b.company))) errors.company = [`Object with external_id=${b.company} does not exist.`];
      if (Object.keys(errors).length) throw validationError(errors);
      const row = await storeFeedback(deps.db, req.principal.organisationId, { ...b, feedback_type: b.feedback_type as never });
      return reply.status(201).send(row);
    });

    const getCompanySchema = {
      tags: TAGS.companies,
      summary: 'Read a tracked company',
      params: IdParams,
      response: { 200: CompanyDetail, ...errorResponses(400, 404) },
    };
    app.get('/companies/:id', { schema: getCompanySchema }, async (req) => {
      const c = await foundOr404(req.params.id, (id) => getCompany(deps.db, req.principal.organisationId, id));
      const { officers, owners } = await getPeople(deps.db, c.id);
      return serializeCompany(c, officers, owners);
    });

    const registerSchema = {
      tags: TAGS.registrations,
      summary: 'Register (identify and track) a company',
      description: '201: a new registration, worked through in the background. 200: your existing registration of the same company.',
      body: RegistrationBody,
      response: { 200: Registration, 201: Registration, ...errorResponses(400, 413, 415) },
    };
    app.post('/companies', { schema: registerSchema }, async (req, reply) => {
      const { created, body } = await registerCompany(deps, req.principal.organisationId, req.body);
      return reply.status(created ? 201 : 200).send(body);
    });

    const getRegistrationSchema = {
      tags: TAGS.registrations,
      summary: 'Read a company registration',
      params: IdParams,
      response: { 200: Registration, ...errorResponses(400, 404) },
    };
    app.get('/registrations/:id', { schema: getRegistrationSchema }, async (req) => {
      const r = await foundOr404(req.params.id, (id) => getRegistration(deps.db, req.principal.organisationId, id));
      return serializeRegistration(deps.db, r);
    });
  };
}
