/**
 * Google News sitemaps (`<urlset>` with the `news:` namespace), which some publishers (Bloomberg)
 * offer instead of an RSS feed. Format: "News sitemap", Google Search Central,
 * https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap — per `<url>`:
 * `<loc>`, `<news:news>` with `<news:publication>` (`<news:name>`, `<news:language>` ISO 639),
 * `<news:publication_date>` (W3C date-time) and `<news:title>`; the older `<news:keywords>` (comma-
 * separated) and `<news:stock_tickers>` (`EXCHANGE:TICKER`, comma-separated) that Google no longer
 * reads but publishers still write are kept as categories and tickers.
 *
 * A `<url>` without `<news:news>` is an ordinary sitemap entry (not an article) and is skipped; one
 * without an http(s) `<loc>` or a `<news:title>` is malformed.
 */
import { XMLParser } from 'fast-xml-parser';
import { canonicalUrl, contentHash, urlDomain } from './dedupe.js';
import { languageFromCode } from './language.js';
import { collapse } from './text.js';
import { countMalformed, emptyStats, NewsSourceError, type RawArticle, type SourceStats } from './types.js';

type Xml = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'url',
});

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? collapse(String(v)) : '');
const list = (v: unknown): string[] => text(v).split(',').map((s) => s.trim()).filter(Boolean);

/** True when `xml` looks like a sitemap (root `<urlset>`). */
export function isNewsSitemap(xml: string): boolean {
  return /<urlset[\s>]/.test(xml.slice(0, 4096));
}

/**
 * Articles of a Google News sitemap. `origin` is the sitemap URL or path; `fetchedAt` stands in for a
 * missing publication date. @throws NewsSourceError when the XML has no `<urlset>`.
 */
export function parseNewsSitemap(xml: string, origin: string, fetchedAt = new Date(), stats: SourceStats = emptyStats()): RawArticle[] {
  let doc: Xml;
  try {
    doc = parser.parse(xml) as Xml;
  } catch (err) {
    throw new NewsSourceError('rss', `${origin}: not XML: ${(err as Error).message}`);
  }
  const urlset = doc.urlset as Xml | undefined;
  if (!urlset || typeof urlset !== 'object') throw new NewsSourceError('rss', `${origin}: no <urlset>`);
  const out: RawArticle[] = [];
  for (const [i, entry] of ((urlset.url as Xml[] | undefined) ?? []).entries()) {
    stats.read++;
    const news = entry?.news as Xml | undefined;
    if (!news || typeof news !== 'object') {
      stats.skipped++;
      continue;
    }
    const url = text(entry.loc);
    const canonical = canonicalUrl(url);
    const title = text(news.title);
    if (!canonical || !title) {
      countMalformed(stats, `url ${i + 1}: ${!canonical ? `<loc> "${url.slice(0, 80)}" is not an http(s) URL` : 'no <news:title>'}`);
      continue;
    }
    const publication = (news.publication ?? {}) as Xml;
    const published = new Date(text(news.publication_date));
    const dated = !Number.isNaN(published.getTime());
    const article: RawArticle = {
      source_id: 'rss',
      origin,
      url,
      canonical_url: canonical,
      content_hash: contentHash(title, ''),
      title,
      snippet: '',
      published_at: (dated ? published : fetchedAt).toISOString(),
      source_domain: urlDomain(url),
    };
    if (!dated) article.published_at_is_seen_time = true;
    const language = languageFromCode(text(publication.language));
    if (language) article.language = language;
    const name = text(publication.name);
    if (name) article.source_name = name;
    const keywords = list(news.keywords);
    if (keywords.length) article.categories = keywords.map((label) => ({ label, scheme: 'news:keywords' }));
    const tickers = list(news.stock_tickers);
    if (tickers.length) article.tickers = tickers;
    out.push(article);
    stats.articles++;
  }
  return out;
}
