/**
 * Article identity: the canonical URL, the content hash, and an in-memory deduper applying the
 * "no article stored twice" rule (same canonical URL, or same non-null content hash). The rules are
 * documented in `./types.ts`; storage enforces the same rule with unique indexes on both columns
 * (a NULL hash never collides), so this module is what a batch uses before it reaches the database.
 */
import { createHash } from 'node:crypto';
import type { RawArticle } from './types.js';

/** Query parameters that only track the click, never select content. */
const TRACKING_PARAMS = new Set(['fbclid', 'gclid', 'msclkid', 'mc_cid', 'mc_eid']);

/** Texts with fewer words get no content hash (see `./types.ts`). */
export const MIN_HASH_WORDS = 5;

/**
 * The canonical form of an article URL (rules in `./types.ts`), or null when `url` is not an
 * absolute `http:`/`https:` URL. Never throws.
 */
export function canonicalUrl(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (!u.hostname) return null;
  u.protocol = 'https:';
  u.hostname = u.hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  if (u.port === '80' || u.port === '443') u.port = '';
  u.hash = '';
  u.username = '';
  u.password = '';
  const kept = [...u.searchParams].filter(([name]) => !name.toLowerCase().startsWith('utm_') && !TRACKING_PARAMS.has(name.toLowerCase()));
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  u.search = kept.length ? new URLSearchParams(kept).toString() : '';
  return u.toString();
}

/** Host of a URL, lower-case, without `www.`; '' when `url` does not parse. */
export function urlDomain(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  } catch {
    return '';
  }
}

/** The text the content hash is computed on (rules in `./types.ts`). */
export function normaliseForHash(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** SHA-256 (hex) of the normalised title + snippet, or null below `MIN_HASH_WORDS` words. */
export function contentHash(title: string, snippet: string): string | null {
  const t = normaliseForHash(title);
  const s = normaliseForHash(snippet);
  const words = (t ? t.split(' ').length : 0) + (s ? s.split(' ').length : 0);
  if (words < MIN_HASH_WORDS) return null;
  return createHash('sha256').update(`${t}\n${s}`).digest('hex');
}

/** Why `ArticleDeduper.add` refused an article. */
export type DuplicateReason = 'canonical_url' | 'content_hash';

/**
 * Remembers the canonical URLs and content hashes it has accepted; `add` answers whether an article
 * is new. Seed it with what storage already holds to dedupe a re-ingest.
 */
export class ArticleDeduper {
  private readonly urls = new Set<string>();
  private readonly hashes = new Set<string>();

  constructor(seen: Iterable<{ canonical_url: string; content_hash: string | null }> = []) {
    for (const a of seen) this.remember(a);
  }

  /** null when the article is new (and now remembered), else why it is a duplicate. */
  add(article: Pick<RawArticle, 'canonical_url' | 'content_hash'>): DuplicateReason | null {
    if (this.urls.has(article.canonical_url)) return 'canonical_url';
    if (article.content_hash && this.hashes.has(article.content_hash)) return 'content_hash';
    this.remember(article);
    return null;
  }

  get size(): number {
    return this.urls.size;
  }

  private remember(a: { canonical_url: string; content_hash: string | null }): void {
    this.urls.add(a.canonical_url);
    if (a.content_hash) this.hashes.add(a.content_hash);
  }
}

/** The articles of `articles` not seen before (first occurrence kept), and how many of each duplicate kind were dropped. */
export function dedupeArticles<T extends Pick<RawArticle, 'canonical_url' | 'content_hash'>>(
  articles: Iterable<T>,
  deduper = new ArticleDeduper(),
): { fresh: T[]; duplicates: Record<DuplicateReason, number> } {
  const fresh: T[] = [];
  const duplicates: Record<DuplicateReason, number> = { canonical_url: 0, content_hash: 0 };
  for (const a of articles) {
    const reason = deduper.add(a);
    if (reason) duplicates[reason]++;
    else fresh.push(a);
  }
  return { fresh, duplicates };
}
