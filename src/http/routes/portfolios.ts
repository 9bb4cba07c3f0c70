/**
 * /ext/v3/portfolios: create, list, read, PATCH, delete portfolios, and add, list, remove their
 * companies (interface.md "Portfolios", api-facts.md "Portfolios"; choices where both are silent are in
 * docs/API.md "Portfolios"; request and response schemas in schemas/portfolios.ts). Another
 * organisation's portfolio, or an unknown id, is a 404; a key of the portfolio's organisation without
 * the level an operation needs is a 403 (rules in domain/portfolios.ts). DELETEs take no body (an
 * empty one with a JSON content type is `{}`, server.ts) and answer 204 without one.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerDeps } from '../server.js';
import type { Principal } from '../../domain/api-keys.js';
import {
  allows,
  createPortfolio,
  deletePortfolio,
  getPortfolioForKey,
  listPortfolioCompanies,
  listPortfolios,
  removePortfolioCompany,
  serializeMembership,
  serializePortfolio,
  updatePortfolio,
  type PortfolioAccess,
} from '../../domain/portfolios.js';
import { registerCompany } from './companies.js';
import { HttpError, notFound } from '../errors.js';
import { page, readPaging } from '../pagination.js';
import { QueryReader, foundOr404, isUuid, type RawQuery } from '../query.js';
import { errorResponses, NoContent } from '../schemas/common.js';
import { Registration, RegistrationBody } from '../schemas/companies.js';
import {
  MemberParams,
  MembershipList,
  Portfolio,
  PortfolioBody,
  PortfolioIdParams,
  PortfolioList,
  PortfolioListQuery,
  PortfolioPatch,
} from '../schemas/portfolios.js';

const FORBIDDEN = 'You do not have permission to perform this action.';
const TAGS = ['Portfolios'];

export function portfolioRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (app0) => {
    const app = app0.withTypeProvider<TypeBoxTypeProvider>();

    /**
     * The portfolio `id` of the caller's organisation if the caller's key has at least `needed`:
     * 404 when unknown, malformed or another organisation's; 403 when the key's access is lower
     * (including no access at all: default_permission '').
     */
    async function portfolioFor(principal: Principal, id: string, needed: Exclude<PortfolioAccess, 'none'>) {
      const found = await foundOr404(id, (uuid) => getPortfolioForKey(deps.db, principal, uuid));
      if (!allows(found.access, needed)) throw new HttpError(403, { detail: FORBIDDEN });
      return found.portfolio;
    }

    const createSchema = {
      tags: TAGS,
      summary: 'Create a portfolio (owned by the calling key)',
      body: PortfolioBody,
      response: { 201: Portfolio, ...errorResponses(400, 413, 415) },
    };
    app.post('/portfolios', { schema: createSchema }, async (req, reply) => {
      const p = await createPortfolio(deps.db, req.principal, { ...req.body, name: req.body.name.trim() });
      return reply.status(201).send(serializePortfolio(p));
    });

    const listSchema = {
      tags: TAGS,
      summary: 'List the portfolios the key may view',
      querystring: PortfolioListQuery,
      response: { 200: PortfolioList, ...errorResponses(400) },
    };
    app.get('/portfolios', { schema: listSchema }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'asc', deps.config.pageSize);
      const { total, rows } = await listPortfolios(deps.db, req.principal, cursor, size);
      return page(rows, size, total, sortKey, (p) => new Date(p.created_at).toISOString(), serializePortfolio);
    });

    const getSchema = {
      tags: TAGS,
      summary: 'Read a portfolio (view_only)',
      params: PortfolioIdParams,
      response: { 200: Portfolio, ...errorResponses(400, 404) },
    };
    app.get('/portfolios/:id', { schema: getSchema }, async (req) => {
      return serializePortfolio(await portfolioFor(req.principal, req.params.id, 'view_only'));
    });

    const patchSchema = {
      tags: TAGS,
      summary: 'Change a portfolio (admin)',
      params: PortfolioIdParams,
      body: PortfolioPatch,
      response: { 200: Portfolio, ...errorResponses(400, 404, 413, 415) },
    };
    app.patch('/portfolios/:id', { schema: patchSchema }, async (req) => {
      await portfolioFor(req.principal, req.params.id, 'admin');
      const p = await updatePortfolio(deps.db, req.principal.organisationId, req.params.id, {
        ...req.body,
        name: req.body.name?.trim(),
      });
      if (!p) throw notFound();
      return serializePortfolio(p);
    });

    const deleteSchema = {
      tags: TAGS,
      summary: 'Delete a portfolio with its memberships and the webhook subscriptions scoped to it (admin)',
      params: PortfolioIdParams,
      response: { 204: NoContent, ...errorResponses(400, 404, 413, 415) },
    };
    app.delete('/portfolios/:id', { schema: deleteSchema }, async (req, reply) => {
      await portfolioFor(req.principal, req.params.id, 'admin');
      if (!(await deletePortfolio(deps.db, req.principal.organisationId, req.params.id))) throw notFound();
      return reply.status(204).send(null);
    });

    // interface.md: "registers a company if unknown and adds it to the portfolio"; the answer is a registration record.
    const addSchema = {
      tags: TAGS,
      summary: 'Add a company to a portfolio, registering it if needed (write)',
      description:
        'Takes the registration request. A tracked company (company.external_id) joins at once; identifying details start (or reuse) a registration and the company joins when it is registered. ' +
        'The answer is the registration record, 201 whether or not the registration is new.',
      params: PortfolioIdParams,
      body: RegistrationBody,
      response: { 201: Registration, ...errorResponses(400, 404, 413, 415) },
    };
    app.post('/portfolios/:id/companies', { schema: addSchema }, async (req, reply) => {
      const p = await portfolioFor(req.principal, req.params.id, 'write');
      // 201 whether or not the registration is new: the company was (or will be) added to the portfolio.
      const { body } = await registerCompany(deps, req.principal.organisationId, req.body, p.id);
      return reply.status(201).send(body);
    });

    const membersSchema = {
      tags: TAGS,
      summary: 'List the companies of a portfolio (view_only)',
      params: PortfolioIdParams,
      querystring: PortfolioListQuery,
      response: { 200: MembershipList, ...errorResponses(400, 404) },
    };
    app.get('/portfolios/:id/companies', { schema: membersSchema }, async (req) => {
      const p = await portfolioFor(req.principal, req.params.id, 'view_only');
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'asc', deps.config.pageSize);
      const { total, rows } = await listPortfolioCompanies(deps.db, p.id, cursor, size);
      return page(rows, size, total, sortKey, (m) => new Date(m.created_at).toISOString(), serializeMembership);
    });

    const removeSchema = {
      tags: TAGS,
      summary: 'Remove a company from a portfolio (write)',
      params: MemberParams,
      response: { 204: NoContent, ...errorResponses(400, 404, 413, 415) },
    };
    app.delete('/portfolios/:id/companies/:company_id', { schema: removeSchema }, async (req, reply) => {
      const p = await portfolioFor(req.principal, req.params.id, 'write');
      if (!isUuid(req.params.company_id)) throw notFound();
      if (!(await removePortfolioCompany(deps.db, p.id, req.params.company_id))) throw notFound('This company is not in the portfolio.');
      return reply.status(204).send(null);
    });
  };
}
