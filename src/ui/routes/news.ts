/**
 * Portfolio news (issue 18, on the articles domain of issue 17, domain/articles.ts): the articles about
 * a portfolio's companies, most important first (priority sorting: the highest category priority,
 * then the newest), with categories, materiality, cluster size and source (GET
 * /ui/portfolios/:id/articles, the first ARTICLES_SHOWN), and one article with its linked companies
 * (GET /ui/articles/:id). Permissions as the API: a portfolio this key may not view is 403, another
 * organisation's portfolio or article is 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../../http/server.js';
import { isUuid } from '../../http/query.js';
import { HttpError, notFound } from '../../http/errors.js';
import { allows, getPortfolioForKey } from '../../domain/portfolios.js';
import { getArticle, listArticles } from '../../domain/articles.js';
import { renderPage } from '../render.js';

/** Articles a portfolio's news page shows (the API pages through all of them). */
const ARTICLES_SHOWN = 100;

export function newsRoutes(deps: ServerDeps): FastifyPluginAsync {
  return async (ui) => {
    ui.get<{ Params: { id: string }; Querystring: { material?: string } }>('/portfolios/:id/articles', async (req, reply) => {
      if (!isUuid(req.params.id)) throw notFound();
      const found = await getPortfolioForKey(deps.db, req.analyst!, req.params.id);
      if (!found) throw notFound();
      if (!allows(found.access, 'view_only')) throw new HttpError(403, { detail: 'You do not have permission to view this portfolio.' });
      const materialOnly = req.query.material === 'true';
      const { total, rows } = await listArticles(
        deps.db,
        req.analyst!.organisationId,
        { portfolio_id: [found.portfolio.id], ...(materialOnly ? { is_material: true } : {}) },
        { sorting: 'priority', order: 'desc', pageSize: ARTICLES_SHOWN },
      );
      return renderPage(req, reply, 'articles', `News: ${found.portfolio.name}`, {
        portfolio: found.portfolio,
        articles: rows.slice(0, ARTICLES_SHOWN),
        total,
        shown: ARTICLES_SHOWN,
        materialOnly,
      });
    });

    ui.get<{ Params: { id: string } }>('/articles/:id', async (req, reply) => {
      if (!isUuid(req.params.id)) throw notFound();
      const article = await getArticle(deps.db, req.analyst!.organisationId, req.params.id);
      if (!article) throw notFound();
      return renderPage(req, reply, 'article', article.title_en || article.title, { a: article });
    });
  };
}
