/**
 * The API shape of an article (api-facts.md "Shapes the published clients validate", Articles): every
 * required field present, strings never null. Per page, two queries add what the article row lacks:
 * the caller's companies linked to each article (`company_articles`: only the caller's, never another
 * tenant's) and the visible members of each lead's cluster (`sub_articles`).
 *
 * Field rules (docs/API.md "Articles"): `categories` are the taxonomy leaves as category nodes
 * (src/news/taxonomy.ts); `summary`/`summary_en` are the snippet (no summariser runs); `source.url` is
 * `https://<domain>`; `is_paywalled` is `""` (unknown); `is_clustered` is true when the article's
 * cluster has more than one member. In `company_articles`, `categories` and `sentiment` are the
 * article's (classification is per article), `snippet`/`snippet_en` the sentence of the snippet that
 * names the company when there is one, else the snippet; the company's `customer_reference` is the one
 * of its first portfolio membership that has one (else ""), its global ultimate the stored ultimate
 * parent, else the company itself.
 */
import type { Queryable } from '../storage/db.js';
import { categoryByCode, type ApiCategory } from '../news/taxonomy.js';
import type { ArticleRow } from './article-query.js';
import { GLOBAL_ULTIMATE_SQL } from './article-filters.js';

interface CompanyLinkRow {
  article_id: string;
  id: string;
  name: string;
  country: string;
  duns_number: string | null;
  matched_name: string;
  customer_reference: string | null;
  gu: { name?: string; registration_numbers?: Array<{ number?: string; type?: string }> } | null;
}

export interface ApiArticleCompany {
  company: {
    external_id: string;
    name: string;
    country: string;
    duns_number: string;
    customer_reference: string;
    global_ultimate_duns_number: string;
    global_ultimate_name: string;
  };
  categories: ApiCategory[];
  sentiment: number | null;
  snippet: string;
  snippet_en: string;
}

export interface ApiArticle {
  external_id: string;
  title: string;
  title_en: string;
  snippet: string;
  snippet_en: string;
  summary: string;
  summary_en: string;
  url: string;
  image_url: string;
  language: string;
  country: string;
  sentiment: number | null;
  publication_datetime: string;
  created_at: string;
  updated_at: string;
  is_clustered: boolean;
  is_paywalled: string;
  is_material: boolean;
  priority: number;
  source: { name: string; domain: string; url: string };
  categories: ApiCategory[];
  sub_articles: Array<{ url: string; external_id: string }>;
  company_articles: ApiArticleCompany[];
}

/** Leaf codes -> category nodes (a leaf node has no sub_categories); unknown codes are dropped. */
export function apiCategories(codes: readonly string[]): ApiCategory[] {
  return codes.flatMap((code) => {
    const c = categoryByCode(code);
    return c ? [{ external_id: c.external_id, name: c.name, priority: c.priority, is_material: c.is_material, sub_categories: [] }] : [];
  });
}

/** The sentence of `text` naming `name` (case-insensitive), else `text`. */
function sentenceNaming(text: string, name: string): string {
  const needle = name.toLowerCase();
  return text.split(/(?<=[.!?])\s+/).find((s) => s.toLowerCase().includes(needle)) ?? text;
}

/** The core of a company name for finding it in text: the first two words of the name, without punctuation. */
function mentionKey(matchedName: string): string {
  return matchedName.replace(/[^\p{L}\p{N} ]/gu, ' ').trim().split(/\s+/).slice(0, 2).join(' ');
}

function apiCompanyArticle(a: ArticleRow, l: CompanyLinkRow): ApiArticleCompany {
  const key = mentionKey(l.matched_name);
  return {
    company: {
      external_id: l.id,
      name: l.name,
      country: l.country,
      duns_number: l.duns_number ?? '',
      customer_reference: l.customer_reference ?? '',
      global_ultimate_duns_number: l.gu ? (l.gu.registration_numbers ?? []).find((r) => r.type === 'duns')?.number ?? '' : l.duns_number ?? '',
      global_ultimate_name: l.gu ? l.gu.name ?? '' : l.name,
    },
    categories: apiCategories(a.categories),
    sentiment: a.sentiment,
    snippet: sentenceNaming(a.snippet, key),
    snippet_en: sentenceNaming(a.snippet_en, key),
  };
}

const iso = (d: Date) => new Date(d).toISOString();

/** The API shape of `rows` for organisation `organisationId` (module doc), in the order given. */
export async function shapeArticles(db: Queryable, organisationId: string, rows: readonly ArticleRow[]): Promise<ApiArticle[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const links = await db.query<CompanyLinkRow>(
    `SELECT ac.article_id, c.id, c.name, c.country, c.duns_number, ac.matched_name,
            (SELECT pc.customer_reference FROM portfolio_companies pc WHERE pc.company_id = c.id AND pc.customer_reference IS NOT NULL
              ORDER BY pc.created_at LIMIT 1) AS customer_reference,
            ${GLOBAL_ULTIMATE_SQL} AS gu
       FROM article_companies ac JOIN companies c ON c.id = ac.company_id
      WHERE ac.article_id = ANY($1::uuid[]) AND ac.organisation_id = $2
      ORDER BY ac.confidence DESC, c.name`,
    [ids, organisationId],
  );
  const leads = rows.filter((r) => r.cluster_size > 1 && r.cluster_id === r.id).map((r) => r.id);
  const members = leads.length
    ? await db.query<{ cluster_id: string; id: string; url: string }>(
        `SELECT m.cluster_id, m.id, m.url FROM articles m
          WHERE m.cluster_id = ANY($1::uuid[]) AND m.id <> m.cluster_id
            AND EXISTS (SELECT 1 FROM article_companies ac WHERE ac.article_id = m.id AND ac.organisation_id = $2)
          ORDER BY m.publication_datetime, m.id`,
        [leads, organisationId],
      )
    : { rows: [] };
  const byArticle = new Map<string, CompanyLinkRow[]>();
  for (const l of links.rows) byArticle.set(l.article_id, [...(byArticle.get(l.article_id) ?? []), l]);
  const subs = new Map<string, Array<{ url: string; external_id: string }>>();
  for (const m of members.rows) subs.set(m.cluster_id, [...(subs.get(m.cluster_id) ?? []), { url: m.url, external_id: m.id }]);
  return rows.map((a) => ({
    external_id: a.id,
    title: a.title,
    title_en: a.title_en,
    snippet: a.snippet,
    snippet_en: a.snippet_en,
    summary: a.snippet,
    summary_en: a.snippet_en,
    url: a.url,
    image_url: a.image_url ?? '',
    language: a.language,
    country: a.country ?? '',
    sentiment: a.sentiment,
    publication_datetime: iso(a.publication_datetime),
    created_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
    is_clustered: a.cluster_size > 1,
    is_paywalled: '',
    is_material: a.is_material,
    priority: a.priority,
    source: { name: a.source_name || a.source_domain, domain: a.source_domain, url: a.source_domain ? `https://${a.source_domain}` : '' },
    categories: apiCategories(a.categories),
    sub_articles: subs.get(a.id) ?? [],
    company_articles: (byArticle.get(a.id) ?? []).map((l) => apiCompanyArticle(a, l)),
  }));
}
