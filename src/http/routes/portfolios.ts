/**
 * /ext/v3/portfolios: create, list, read, PATCH, delete portfolios, and add, list, remove their
 * companies (interface.md "Portfolios", api-facts.md "Portfolios"; choices where both are silent are in
 * docs/API.md "Portfolios"). Another organisation's portfolio, or an unknown id, is a 404; a key of the
 * portfolio's organisation without the level an operation needs is a 403 (rules in domain/portfolios.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerDeps } from '../server.js';
import type { Principal } from '../../domain/api-keys.js';
import {
  DEFAULT_PERMISSIONS,
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
import { RegistrationBody, registerCompany } from './companies.js';
import { HttpError, notFound } from '../errors.js';
import { page, readPaging } from '../pagination.js';
import { QueryReader, isUuid, type RawQuery } from '../query.js';

const NON_BLANK = '\\S';
const IdParams = Type.Object({ id: Type.String() });
const MemberParams = Type.Object({ id: Type.String(), company_id: Type.String() });
const AnyQuery = Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]));

const DefaultPermission = Type.Union(DEFAULT_PERMISSIONS.map((p) => Type.Literal(p)));
const PortfolioBody = Type.Object({
  name: Type.String({ minLength: 1, pattern: NON_BLANK, maxLength: 500 }),
  customer_reference: Type.Optional(Type.String({ maxLength: 500, nullable: true })),
  default_permission: Type.Optional(DefaultPermission),
});
const PortfolioPatch = Type.Partial(PortfolioBody);

const FORBIDDEN = 'You do not have permission to perform this action.';

export function portfolioRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (app0) => {
    const app = app0.withTypeProvider<TypeBoxTypeProvider>();

    /**
     * The portfolio `id` of the caller's organisation if the caller's key has at least `needed`:
     * 404 when unknown, malformed or another organisation's; 403 when the key's access is lower
     * (including no access at all: default_permission '').
     */
    async function portfolioFor(principal: Principal, id: string, needed: Exclude<PortfolioAccess, 'none'>) {
      if (!isUuid(id)) throw notFound();
      const found = await getPortfolioForKey(deps.db, principal, id);
      if (!found) throw notFound();
      if (!allows(found.access, needed)) throw new HttpError(403, { detail: FORBIDDEN });
      return found.portfolio;
    }

    app.post('/portfolios', { schema: { body: PortfolioBody } }, async (req, reply) => {
      const p = await createPortfolio(deps.db, req.principal, { ...req.body, name: req.body.name.trim() });
      return reply.status(201).send(serializePortfolio(p));
    });

    app.get('/portfolios', { schema: { querystring: AnyQuery } }, async (req) => {
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'asc', deps.config.pageSize);
      const { total, rows } = await listPortfolios(deps.db, req.principal, cursor, size);
      return page(rows, size, total, sortKey, (p) => new Date(p.created_at).toISOString(), serializePortfolio);
    });

    app.get('/portfolios/:id', { schema: { params: IdParams } }, async (req) => {
      return serializePortfolio(await portfolioFor(req.principal, req.params.id, 'view_only'));
    });

    app.patch('/portfolios/:id', { schema: { params: IdParams, body: PortfolioPatch } }, async (req) => {
      await portfolioFor(req.principal, req.params.id, 'admin');
      const p = await updatePortfolio(deps.db, req.principal.organisationId, req.params.id, {
        ...req.body,
        name: req.body.name?.trim(),
      });
      if (!p) throw notFound();
      return serializePortfolio(p);
    });

    app.delete('/portfolios/:id', { schema: { params: IdParams } }, async (req, reply) => {
      await portfolioFor(req.principal, req.params.id, 'admin');
      if (!(await deletePortfolio(deps.db, req.principal.organisationId, req.params.id))) throw notFound();
      return reply.status(204).send();
    });

    // interface.md: "registers a company if unknown and adds it to the portfolio"; the answer is a registration record.
    app.post('/portfolios/:id/companies', { schema: { params: IdParams, body: RegistrationBody } }, async (req, reply) => {
      const p = await portfolioFor(req.principal, req.params.id, 'write');
      // 201 whether or not the registration is new: the company was (or will be) added to the portfolio.
      const { body } = await registerCompany(deps, req.principal.organisationId, req.body, p.id);
      return reply.status(201).send(body);
    });

    app.get('/portfolios/:id/companies', { schema: { params: IdParams, querystring: AnyQuery } }, async (req) => {
      const p = await portfolioFor(req.principal, req.params.id, 'view_only');
      const q = new QueryReader(req.query as RawQuery);
      const { size, sortKey, cursor } = readPaging(q, 'created_at', 'asc', deps.config.pageSize);
      const { total, rows } = await listPortfolioCompanies(deps.db, p.id, cursor, size);
      return page(rows, size, total, sortKey, (m) => new Date(m.created_at).toISOString(), serializeMembership);
    });

    app.delete('/portfolios/:id/companies/:company_id', { schema: { params: MemberParams } }, async (req, reply) => {
      const p = await portfolioFor(req.principal, req.params.id, 'write');
      if (!isUuid(req.params.company_id)) throw notFound();
      if (!(await removePortfolioCompany(deps.db, p.id, req.params.company_id))) throw notFound('This company is not in the portfolio.');
      return reply.status(204).send();
    });
  };
}
