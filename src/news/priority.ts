/**
 * Article priority (issue 17 pipeline step 7; docs/NEWS.md "Priority"): one integer, lower = more
 * important (api-facts.md: `sorting=priority` puts the lowest first). Adverse articles get 1–999,
 * articles that are not adverse media `NOT_ADVERSE_PRIORITY` (1000).
 *
 * For an adverse article the score is the sum of five parts, each lower when more important:
 * - severity: `SEVERITY_STEP` × (the taxonomy priority of its strongest category − 1), the taxonomy's
 *   order of severity (terrorism 1 ... litigation 14); an adverse article whose text names no
 *   category ranks as a 15th category. The step (25) is larger than the other parts together (at
 *   most 20), so severity decides first;
 * - materiality: 0 when material (official action on an AML/CFT predicate offence or regulatory
 *   action), else 10;
 * - recency: how old the article was when Vigil stored it (`created_at` − `publication_datetime`):
 *   0 up to 2 days, 2 up to 30 days, 4 beyond. Measured at ingest, so a stored priority never
 *   changes with the clock (a re-sort does not reshuffle yesterday's page);
 * - source: 0 for an official source (a government, regulator, court or international-organisation
 *   domain: `.gov`, `.gov.xx`, `.gouv.fr`, `.europa.eu`, `.int`, ...), 1 for a known outlet (a
 *   wire service or national newspaper of record: `KNOWN_OUTLETS`), 2 for any other domain;
 * - cluster size: 4 alone, 3 for 2–3 copies of the story, 2 for 4–7, 1 for 8–15, 0 for 16 or more
 *   (`4 − floor(log2(size))`, at least 0): a story many outlets carry ranks higher. Recomputed
 *   for every member when its cluster grows (src/news/cluster.ts).
 * Plus 1, so the most important article scores 1. The highest adverse score is 25 × 14 + 20 + 1 = 371.
 */
import { topCategoryOf } from './taxonomy.js';

/** Priority of articles that are not adverse media. */
export const NOT_ADVERSE_PRIORITY = 1000;
/** Points between two adjacent severities (module doc). */
export const SEVERITY_STEP = 25;
/** Severity rank of an adverse article whose text names no category. */
const UNCATEGORISED_RANK = 15;

/**
 * Wire services and national newspapers of record (registrable domains): editorial standards and
 * corrections policies make their reports of official action reliable. A short, deliberate list.
 */
export const KNOWN_OUTLETS: ReadonlySet<string> = new Set([
  'reuters.com', 'apnews.com', 'afp.com', 'bloomberg.com', 'ft.com', 'wsj.com', 'nytimes.com', 'washingtonpost.com',
  'theguardian.com', 'bbc.co.uk', 'bbc.com', 'economist.com', 'cnbc.com', 'lemonde.fr', 'faz.net', 'elpais.com',
  'corriere.it', 'nikkei.com', 'asia.nikkei.com', 'scmp.com', 'thehindu.com', 'aljazeera.com', 'dw.com', 'npr.org',
  'politico.com', 'politico.eu', 'handelsblatt.com', 'spiegel.de', 'occrp.org', 'icij.org', 'restofworld.org',
]);

// Governments, regulators, courts, international organisations.
const OFFICIAL = /(^|\.)(gov|gouv|gob|govt|admin\.ch|europa\.eu|int|mil|judiciary\.uk|bundesregierung\.de|go\.jp|go\.kr)(\.[a-z]{2})?$/;

/** 0 official, 1 known outlet, 2 other (module doc). `domain`: host, lower-case, without `www.`. */
export function sourcePoints(domain: string): number {
  const d = domain.toLowerCase().replace(/^www\./, '');
  if (OFFICIAL.test(d)) return 0;
  for (let host = d; host.includes('.'); host = host.slice(host.indexOf('.') + 1)) if (KNOWN_OUTLETS.has(host)) return 1;
  return 2;
}

/** 0 up to 2 days old at ingest, 2 up to 30 days, 4 beyond; an article dated after its ingest counts as fresh. */
export function recencyPoints(publishedAt: Date | string, storedAt: Date | string): number {
  const ageMs = new Date(storedAt).getTime() - new Date(publishedAt).getTime();
  if (!(ageMs > 2 * 86_400_000)) return 0;
  return ageMs <= 30 * 86_400_000 ? 2 : 4;
}

/** `4 − floor(log2(size))`, at least 0 (module doc). */
export function clusterPoints(clusterSize: number): number {
  return Math.max(0, 4 - Math.floor(Math.log2(Math.max(1, clusterSize))));
}

/** What the priority is computed from: stored columns of `articles`, so a recomputation gives the same number. */
export interface PriorityInput {
  adverse: boolean;
  /** Taxonomy leaf codes, strongest first. */
  categories: readonly string[];
  is_material: boolean;
  source_domain: string;
  publication_datetime: Date | string;
  /** When the article was stored (its ingest). */
  created_at: Date | string;
  cluster_size: number;
}

/** The priority of an article (module doc): 1–371 when adverse, `NOT_ADVERSE_PRIORITY` otherwise. */
export function articlePriority(a: PriorityInput): number {
  if (!a.adverse) return NOT_ADVERSE_PRIORITY;
  const rank = a.categories.length ? (topCategoryOf(a.categories[0])?.priority ?? UNCATEGORISED_RANK) : UNCATEGORISED_RANK;
  return (
    1 +
    SEVERITY_STEP * (rank - 1) +
    (a.is_material ? 0 : 10) +
    recencyPoints(a.publication_datetime, a.created_at) +
    sourcePoints(a.source_domain) +
    clusterPoints(a.cluster_size)
  );
}
