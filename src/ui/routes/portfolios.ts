/**
 * Portfolio pages: the portfolios the key may view (GET /ui/portfolios) and one portfolio's companies
 * (GET /ui/portfolios/:id), with the API's permissions (domain/portfolios.ts): another organisation's
 * portfolio is 404, one this key has no access to is 403.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../../http/server.js';
import { QueryReader, isUuid, type RawQuery } from '../../http/query.js';
import { page, readPaging } from '../../http/pagination.js';
import { HttpError, notFound } from '../../http/errors.js';
import { allows, getPortfolioForKey, listPortfolioCompanies, listPortfolios } from '../../domain/portfolios.js';
import { renderPage } from '../render.js';

const PAGE = 50;
const createdAt = (r: { created_at: Date }) => new Date(r.created_at).toISOString();

export function portfolioRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (ui) => {
    ui.get('/portfolios', async (req, reply) => {
      const paging = readPaging(new QueryReader(req.query as RawQuery), 'created_at', 'asc', PAGE);
      const { total, rows } = await listPortfolios(deps.db, req.analyst!, paging.cursor, paging.size);
      const result = page(rows, paging.size, total, paging.sortKey, createdAt, (r) => r);
      return renderPage(req, reply, 'portfolios', 'Portfolios', { portfolios: result.results, total, nextKey: result.next_key });
    });

    ui.get<{ Params: { id: string } }>('/portfolios/:id', async (req, reply) => {
      if (!isUuid(req.params.id)) throw notFound();
      const found = await getPortfolioForKey(deps.db, req.analyst!, req.params.id);
      if (!found) throw notFound();
      if (!allows(found.access, 'view_only')) throw new HttpError(403, { detail: 'You do not have permission to view this portfolio.' });
      const paging = readPaging(new QueryReader(req.query as RawQuery), 'created_at', 'asc', PAGE);
      const { total, rows } = await listPortfolioCompanies(deps.db, found.portfolio.id, paging.cursor, paging.size);
      const result = page(rows, paging.size, total, paging.sortKey, createdAt, (r) => r);
      return renderPage(req, reply, 'portfolio', `Portfolio: ${found.portfolio.name}`, {
        portfolio: found.portfolio,
        access: found.access,
        companies: result.results,
        total,
        nextKey: result.next_key,
      });
    });
  };
}
