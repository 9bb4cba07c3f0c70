/**
 * The article filter (issue 17; interface.md "Articles", api-facts.md "Articles" and "Article list
 * filters"): one shape, `ArticleFilterInput`, under the GET /ext/v3/articles parameter names, read from
 * a query string, stored in a saved filter or sent in an export's `filters` (plural names there,
 * `EXPORT_FILTER_NAMES`). `resolveArticleFilter` checks the ids against the caller's organisation and
 * turns the input into what the SQL needs (`ResolvedArticleFilter`). Rules (docs/API.md "Articles"):
 * - company-level filters (`portfolio_id`, `company`, `country`, `duns_number`, `registration_number`,
 *   `global_ultimate`, `industry`) select the caller's tracked companies; an article matches when it is
 *   linked to one of them. `country` is the company's country (ISO alpha-2), like its neighbours.
 * - `category`: a top-level category includes its leaves; articles carry leaf categories.
 * - `sentiment`: true = positive (> 0), false = negative (< 0); neutral or unknown match neither.
 * - dates: inclusive bounds; a date-only `max_*` means the end of that day (UTC).
 */
import type { Queryable } from '../storage/db.js';
import { ADVERSE_TAXONOMY } from '../news/taxonomy.js';

/** Filter parameters under their GET /ext/v3/articles names (every field optional). */
export interface ArticleFilterInput {
  portfolio_id?: string[];
  company?: string[];
  category?: string[];
  country?: string[];
  duns_number?: string[];
  language?: string[];
  registration_number?: string[];
  global_ultimate?: string[];
  industry?: string[];
  /** `GAZETTE | MAINSTREAM`: every stored source is mainstream news (no gazettes are ingested). */
  media_type?: string[];
  is_material?: boolean;
  sentiment?: boolean;
  include_clustered_articles?: boolean;
  /** Accepted; no effect: the list never repeats an article (docs/API.md). */
  disable_company_article_deduplication?: boolean;
  /** ISO timestamps (a date-only max already moved to the end of its day). */
  min_creation_date?: string;
  max_creation_date?: string;
  min_publication_date?: string;
  max_publication_date?: string;
  query?: string;
}

export const ARRAY_FILTERS = ['portfolio_id', 'company', 'category', 'country', 'duns_number', 'language', 'registration_number', 'global_ultimate', 'industry', 'media_type'] as const;
export const BOOLEAN_FILTERS = ['is_material', 'sentiment', 'include_clustered_articles', 'disable_company_article_deduplication'] as const;
export const DATE_FILTERS = ['min_creation_date', 'max_creation_date', 'min_publication_date', 'max_publication_date'] as const;
export const MEDIA_TYPES = ['GAZETTE', 'MAINSTREAM'] as const;

/** Export `filters` names (api-facts.md "Article export", plural) -> the list parameter they mean. */
export const EXPORT_FILTER_NAMES: Record<string, keyof ArticleFilterInput> = {
  portfolios: 'portfolio_id',
  companies: 'company',
  categories: 'category',
  parent_category: 'category',
  countries: 'country',
  languages: 'language',
  duns_numbers: 'duns_number',
  registration_numbers: 'registration_number',
  global_ultimates: 'global_ultimate',
  industries: 'industry',
  media_type: 'media_type',
  is_material: 'is_material',
  sentiment: 'sentiment',
  query: 'query',
  include_clustered_articles: 'include_clustered_articles',
  disable_company_article_deduplication: 'disable_company_article_deduplication',
  min_creation_date: 'min_creation_date',
  max_creation_date: 'max_creation_date',
  min_publication_date: 'min_publication_date',
  max_publication_date: 'max_publication_date',
};

/** A filter value that names nothing the caller may use (HTTP: a 400 on `field`). */
export class ArticleInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the SQL of article-query.ts reads. */
export interface ResolvedArticleFilter {
  organisationId: string;
  /** The caller's companies the company-level filters select; undefined = every tracked company. */
  companyIds?: string[];
  /** Leaf category codes (any of). */
  categoryCodes?: string[];
  languages?: string[];
  isMaterial?: boolean;
  sentiment?: boolean;
  includeClustered: boolean;
  /** False when a filter can match nothing (media_type GAZETTE only). */
  possible: boolean;
  minCreated?: string;
  maxCreated?: string;
  minPublished?: string;
  maxPublished?: string;
  query?: string;
}

const CATEGORY_LEAVES = new Map<string, string[]>(
  ADVERSE_TAXONOMY.flatMap((top): Array<[string, string[]]> => [[top.external_id, top.sub_categories.map((l) => l.code)], ...top.sub_categories.map((l): [string, string[]] => [l.external_id, [l.code]])]),
);

/** `explicit` over `saved`: each parameter given explicitly replaces the saved one (docs/API.md). */
export function mergeFilters(saved: ArticleFilterInput, explicit: ArticleFilterInput): ArticleFilterInput {
  const out: ArticleFilterInput = { ...saved };
  for (const [k, v] of Object.entries(explicit)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/**
 * Checks `input` for organisation `organisationId` and resolves it. Throws ArticleInputError naming
 * the parameter for an unknown category, or a portfolio the organisation does not own.
 */
export async function resolveArticleFilter(db: Queryable, organisationId: string, input: ArticleFilterInput): Promise<ResolvedArticleFilter> {
  let categoryCodes: string[] | undefined;
  if (input.category?.length) {
    const unknown = input.category.find((c) => !CATEGORY_LEAVES.has(c.toLowerCase()));
    if (unknown) throw new ArticleInputError('category', `Select a valid choice. ${unknown} is not one of the available choices.`);
    categoryCodes = [...new Set(input.category.flatMap((c) => CATEGORY_LEAVES.get(c.toLowerCase())!))];
  }
  if (input.portfolio_id?.length) {
    const found = await db.query<{ id: string }>('SELECT id FROM portfolios WHERE organisation_id = $1 AND id = ANY($2::uuid[])', [organisationId, input.portfolio_id]);
    const known = new Set(found.rows.map((r) => r.id));
    const unknown = input.portfolio_id.find((p) => !known.has(p.toLowerCase()));
    if (unknown) throw new ArticleInputError('portfolio_id', `Select a valid choice. ${unknown} is not one of the available choices.`);
  }
  return {
    organisationId,
    companyIds: await selectCompanies(db, organisationId, input),
    categoryCodes,
    languages: input.language?.map((l) => l.toLowerCase()),
    isMaterial: input.is_material,
    sentiment: input.sentiment,
    includeClustered: input.include_clustered_articles ?? false,
    possible: !input.media_type?.length || input.media_type.some((m) => m.toUpperCase() === 'MAINSTREAM'),
    minCreated: input.min_creation_date,
    maxCreated: input.max_creation_date,
    minPublished: input.min_publication_date,
    maxPublished: input.max_publication_date,
    query: input.query?.trim() || undefined,
  };
}

/**
 * The caller's companies the company-level filters select (module doc), or undefined when none is
 * given. Registration numbers compare without punctuation, case-folded; `global_ultimate` matches
 * the DUNS or the name (case-insensitive) of the company's global ultimate (article-shape.ts).
 */
async function selectCompanies(db: Queryable, organisationId: string, f: ArticleFilterInput): Promise<string[] | undefined> {
  if (!f.portfolio_id && !f.company && !f.country && !f.duns_number && !f.registration_number && !f.global_ultimate && !f.industry) return undefined;
  const norm = (s: string) => s.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const res = await db.query<{ id: string }>(
    `SELECT c.id FROM companies c
      WHERE c.organisation_id = $1
        AND ($2::uuid[] IS NULL OR EXISTS (SELECT 1 FROM portfolio_companies pc WHERE pc.company_id = c.id AND pc.portfolio_id = ANY($2::uuid[])))
        AND ($3::text[] IS NULL OR c.id::text = ANY($3::text[]))
        AND ($4::text[] IS NULL OR upper(c.country) = ANY($4::text[]))
        AND ($5::text[] IS NULL OR c.duns_number = ANY($5::text[]))
        AND ($6::text[] IS NULL OR EXISTS (
              SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.profile->'registration_numbers') = 'array' THEN c.profile->'registration_numbers' ELSE '[]'::jsonb END) r(v)
               WHERE upper(regexp_replace(r.v->>'number', '[^A-Za-z0-9]', '', 'g')) = ANY($6::text[])))
        AND ($7::text[] IS NULL OR EXISTS (
              SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.profile->'industry_codes') = 'array' THEN c.profile->'industry_codes' ELSE '[]'::jsonb END) i(v)
               WHERE i.v->>'code' = ANY($7::text[])))
        AND ($8::text[] IS NULL OR ${GLOBAL_ULTIMATE_KEYS_SQL} && $8::text[])`,
    [
      organisationId,
      f.portfolio_id ?? null,
      f.company?.map((c) => c.toLowerCase()) ?? null,
      f.country?.map((c) => c.toUpperCase()) ?? null,
      f.duns_number ?? null,
      f.registration_number?.map(norm) ?? null,
      f.industry ?? null,
      f.global_ultimate?.map((g) => g.toUpperCase()) ?? null,
    ],
  );
  return res.rows.map((r) => r.id);
}

/**
 * The ultimate parent of company `c` as stored by the providers: the owner flagged
 * `is_ultimate_parent` (GLEIF `IS_ULTIMATELY_CONSOLIDATED_BY`), else NULL (the company is its own
 * global ultimate, as Dun & Bradstreet reports a company without a parent).
 */
export const GLOBAL_ULTIMATE_SQL = `(SELECT o.owner FROM company_owners o WHERE o.company_id = c.id AND o.owner->>'is_ultimate_parent' = 'true' ORDER BY o.position LIMIT 1)`;

/** Upper-cased DUNS and name of company `c`'s global ultimate (the filter's keys). */
const GLOBAL_ULTIMATE_KEYS_SQL = `(SELECT CASE WHEN gu IS NULL THEN ARRAY[upper(c.name), upper(COALESCE(c.duns_number, ''))]
        ELSE ARRAY[upper(gu->>'name')] || ARRAY(SELECT upper(r->>'number') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(gu->'registration_numbers') = 'array' THEN gu->'registration_numbers' ELSE '[]'::jsonb END) r WHERE r->>'type' = 'duns') END
   FROM (SELECT ${GLOBAL_ULTIMATE_SQL} AS gu) g)`;

const DATE_OR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date filter value as an ISO timestamp: a date-only `min_*` is the start of that day (UTC), a
 * date-only `max_*` its last millisecond (inclusive bound). Throws ArticleInputError on `field` for
 * anything that is not an ISO 8601 date or timestamp of years 0001–9999.
 */
export function filterDate(field: (typeof DATE_FILTERS)[number], raw: string): string {
  const v = raw.trim();
  const t = DATE_OR_TIMESTAMP.test(v) ? Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v) : NaN;
  if (Number.isNaN(t) || v.slice(0, 4) < '0001') throw new ArticleInputError(field, 'Enter a valid date/time.');
  return new Date(v.length === 10 && field.startsWith('max_') ? t + 86_400_000 - 1 : t).toISOString();
}

/**
 * A filter from a JSON body (saved filter, export): nulls and empty lists dropped, dates checked and normalised
 * (`filterDate`). Throws ArticleInputError naming the field.
 */
export function filterFromBody(body: Record<string, unknown>): ArticleFilterInput {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === null || v === undefined || (Array.isArray(v) && !v.length)) continue; // an empty list filters nothing
    if ((DATE_FILTERS as readonly string[]).includes(k)) out[k] = filterDate(k as (typeof DATE_FILTERS)[number], String(v));
    else if ((ARRAY_FILTERS as readonly string[]).includes(k) || (BOOLEAN_FILTERS as readonly string[]).includes(k) || k === 'query') out[k] = v;
  }
  return out as ArticleFilterInput;
}

/** Export `filters` (plural names, EXPORT_FILTER_NAMES) as the list's parameters; unknown names are ignored. */
export function filterFromExport(filters: Record<string, unknown>): ArticleFilterInput {
  const named: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filters)) {
    const name = EXPORT_FILTER_NAMES[k];
    if (!name || v === null || v === undefined) continue;
    const value = (ARRAY_FILTERS as readonly string[]).includes(name) && !Array.isArray(v) ? [v] : v;
    named[name] = Array.isArray(named[name]) && Array.isArray(value) ? [...(named[name] as unknown[]), ...value] : value;
  }
  return filterFromBody(named);
}
