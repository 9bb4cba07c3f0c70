/**
 * List queries of the compliance API: checks of an organisation (GET /ext/v3/compliance) and
 * findings of a check (GET /ext/v3/compliance/{id}/results), with the filters, sortings and keyset
 * cursor of api-facts.md. Filters arrive already validated.
 */
import type { FindingAddress, FindingRow } from './findings.js';
import { isCountryCode } from '../lists/countries.js';
import type { Queryable } from '../storage/db.js';
import { keysetCondition, type Cursor } from '../storage/keyset.js';
import { CHECK_COLUMNS, serializeEntity, type CheckRow, type EntityRow } from './compliance.js';

export type Order = 'asc' | 'desc';

export interface CheckFilters {
  status?: string[];
  compliance_score?: string[];
  created_at__gte?: string;
  created_at__lte?: string;
  results_changed_at__gte?: string;
  results_changed_at__lte?: string;
  sanction_monitoring_enabled?: boolean;
  adverse_media_monitoring_enabled?: boolean;
  sorting: 'created_at' | 'finished_at' | 'results_changed_at';
  order: Order;
}

/** Sort expressions never NULL, so (value, id) row comparison works for the cursor. */
const CHECK_SORT: Record<CheckFilters['sorting'], string> = {
  created_at: 'c.created_at',
  finished_at: "COALESCE(c.finished_at, 'epoch'::timestamptz)",
  results_changed_at: "COALESCE(c.results_changed_at, 'epoch'::timestamptz)",
};

class Where {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];
  add(sqlWithPlaceholder: (p: string) => string, value: unknown): void {
    this.params.push(value);
    this.clauses.push(sqlWithPlaceholder(`$${this.params.length}`));
  }
  get sql(): string {
    return this.clauses.length ? this.clauses.join(' AND ') : 'TRUE';
  }
}

/** One page of checks (+1 look-ahead row) and the total, newest first by default. */
export async function listChecks(db: Queryable, organisationId: string, f: CheckFilters, cursor: Cursor | undefined, pageSize: number) {
  const w = new Where();
  w.add((p) => `c.organisation_id = ${p}`, organisationId);
  if (f.status?.length) w.add((p) => `c.status = ANY(${p}::text[])`, f.status);
  if (f.compliance_score?.length) w.add((p) => `c.compliance_score = ANY(${p}::text[])`, f.compliance_score);
  if (f.created_at__gte) w.add((p) => `c.created_at >= ${p}::timestamptz`, f.created_at__gte);
  if (f.created_at__lte) w.add((p) => `c.created_at <= ${p}::timestamptz`, f.created_at__lte);
  if (f.results_changed_at__gte) w.add((p) => `c.results_changed_at >= ${p}::timestamptz`, f.results_changed_at__gte);
  if (f.results_changed_at__lte) w.add((p) => `c.results_changed_at <= ${p}::timestamptz`, f.results_changed_at__lte);
  if (f.sanction_monitoring_enabled !== undefined) w.add((p) => `c.sanction_monitoring_enabled = ${p}`, f.sanction_monitoring_enabled);
  if (f.adverse_media_monitoring_enabled !== undefined)
    w.add((p) => `c.adverse_media_monitoring_enabled = ${p}`, f.adverse_media_monitoring_enabled);

  const sort = CHECK_SORT[f.sorting];
  const after = keysetCondition(sort, 'timestamptz', f.order, cursor, w.params.length + 1);
  // One statement, and the page as one JSON text value: on the embedded database handing rows to
  // JavaScript costs about 80 µs a row of this width, a JSON value a fraction of that
  // (docs/benchmarks.md, "API and workers"). Timestamps arrive as ISO strings; the serializers take both.
  const res = await db.query<{ total: number; page: string | null }>(
    `SELECT (SELECT count(*)::int FROM compliance_checks c WHERE ${w.sql}) AS total,
            (SELECT json_agg(p ORDER BY p.sort_value ${f.order}, p.id ${f.order})::text
               FROM (SELECT ${CHECK_COLUMNS}, ${sort} AS sort_value FROM compliance_checks c
                      WHERE ${w.sql} AND ${after.sql}
                      ORDER BY ${sort} ${f.order}, c.id ${f.order} LIMIT ${pageSize + 1}) p) AS page`,
    [...w.params, ...after.params],
  );
  const rows = JSON.parse(res.rows[0].page ?? '[]') as Array<CheckRow & { sort_value: string }>;
  return { total: res.rows[0].total, rows };
}

export interface ResultFilters {
  result_type?: string[];
  entity?: string[];
  min_confidence?: number;
  exclude_automated_false_positives?: boolean;
  source_type?: string[];
  /** Review states (src/domain/review.ts REVIEW_STATUSES). */
  review_status?: string[];
  /** Only this finding (the answer of PATCH .../results/{result_id}); not a query parameter. */
  id?: string;
  sorting: 'confidence' | 'created_at' | 'source_date';
  order: Order;
}

const RESULT_SORT: Record<ResultFilters['sorting'], { sql: string; cast: 'timestamptz' | 'float8' | 'date' }> = {
  confidence: { sql: 'confidence', cast: 'float8' },
  created_at: { sql: 'created_at', cast: 'timestamptz' },
  source_date: { sql: "COALESCE(source_date, '0001-01-01'::date)", cast: 'date' },
};

/** A stored finding (`FindingRow`, as findings.ts writes it) with its ids, review state, entity and the page's sort value. */
export interface ResultRow extends Omit<FindingRow, 'list' | 'source_id' | 'automated_false_positive_rating'> {
  id: string;
  entity_id: string;
  /** The screened entity's row (joined), for the result's `entity` record. */
  entity: EntityRow;
  /** The check's monitoring flags (joined), which every entity of the check carries. */
  sanction_monitoring_enabled: boolean;
  adverse_media_monitoring_enabled: boolean;
  /** 'yes' | 'no' as written; typed loosely because it is read back from the database. */
  automated_false_positive_rating: string;
  review_status: string;
  /** Monitoring (docs/MONITORING.md): '' | new | updated | cleared, when, and the delisting. */
  monitoring_status: string;
  monitoring_changed_at: string | null;
  delisted_on: string | null;
  cleared_at: string | null;
  created_at: Date;
  sort_value: string | number | Date;
}

/**
 * One page of findings of a check. `source_type` narrows to adverse-media sub-sources: `enforcement`
 * keeps enforcement findings, `news` the adverse-media findings from articles (src/news/adverse-screening.ts);
 * `icij` matches nothing (no ICIJ data).
 */
export async function listResults(db: Queryable, checkId: string, f: ResultFilters, cursor: Cursor | undefined, pageSize: number) {
  const w = new Where();
  w.add((p) => `check_id = ${p}`, checkId);
  if (f.result_type?.length) w.add((p) => `result_type = ANY(${p}::text[])`, f.result_type);
  if (f.entity?.length) w.add((p) => `entity_id = ANY(${p}::uuid[])`, f.entity);
  if (f.min_confidence !== undefined) w.add((p) => `confidence >= ${p}`, f.min_confidence);
  if (f.exclude_automated_false_positives) w.add((p) => `automated_false_positive_rating <> ${p}`, 'yes');
  if (f.id) w.add((p) => `id = ${p}::uuid`, f.id);
  if (f.review_status?.length) w.add((p) => `review_status = ANY(${p}::text[])`, f.review_status);
  if (f.source_type?.length) {
    const kept = [...(f.source_type.includes('enforcement') ? ['enforcement'] : []), ...(f.source_type.includes('news') ? ['adverse_media'] : [])];
    w.add((p) => `result_type = ANY(${p}::text[])`, kept);
  }
  const sort = RESULT_SORT[f.sorting];
  const after = keysetCondition(sort.sql, sort.cast, f.order, cursor, w.params.length + 1);
  // The page is cut on compliance_results alone (its own index), then joined to its entities and check
  // (one statement per page: the entity record of every row comes with it), and handed over as one
  // JSON text value with the total (see listChecks: far cheaper than rows on the embedded database).
  const res = await db.query<{ total: number; page: string | null }>(
    `WITH page AS (
       SELECT *, ${sort.sql} AS sort_value FROM compliance_results
        WHERE ${w.sql} AND ${after.sql}
        ORDER BY ${sort.sql} ${f.order}, id ${f.order} LIMIT ${pageSize + 1}),
     joined AS (
     SELECT page.id, page.entity_id, page.result_type, page.confidence, page.name, page.title, page.text,
            page.source_name, page.source_date::text AS source_date, page.url, page.addresses, page.tags, page.sources,
            page.pep_tier, page.soe_relationship_type, page.automated_false_positive_rating, page.automated_false_positive_rating_comments,
            page.explanation, page.review_status, page.monitoring_status, page.monitoring_changed_at, page.delisted_on, page.cleared_at,
            page.created_at, page.sort_value${sort.cast === 'date' ? '::text' : ''} AS sort_value,
            to_jsonb(e) AS entity, c.sanction_monitoring_enabled, c.adverse_media_monitoring_enabled
       FROM page JOIN screened_entities e ON e.id = page.entity_id JOIN compliance_checks c ON c.id = page.check_id)
     SELECT (SELECT count(*)::int FROM compliance_results WHERE ${w.sql}) AS total,
            (SELECT json_agg(j ORDER BY j.sort_value ${f.order}, j.id ${f.order})::text FROM joined j) AS page`,
    [...w.params, ...after.params],
  );
  return { total: res.rows[0].total, rows: JSON.parse(res.rows[0].page ?? '[]') as ResultRow[] };
}

/** A stored source with `document` (no list publishes a document per entry: null). */
function serializeSource(s: FindingRow['sources'][number]) {
  return { ...s, document: null };
}

/**
 * A finding as the API shows it (interface.md "Compliance result" + api-facts.md extra fields and
 * "Shapes the published clients validate"): `entity` is the full screened-entity record, address
 * countries are ISO codes or null (rows written before the loaders split "Region: ..." may hold text).
 */
export function serializeResult(r: ResultRow) {
  return {
    external_id: r.id,
    entity: serializeEntity(r.entity, r),
    result_type: r.result_type,
    confidence: Number(r.confidence),
    name: r.name,
    title: r.title,
    title_en: r.title,
    text: r.text,
    text_en: r.text,
    formatted_title: r.title,
    formatted_text: r.text,
    formatted_title_en: r.title,
    formatted_text_en: r.text,
    language: 'en',
    image: '',
    source_name: r.source_name,
    source_date: r.source_date,
    url: r.url,
    addresses: r.addresses.map(serializeAddress),
    tags: r.tags,
    sources: r.sources.map(serializeSource),
    pep_tier: r.pep_tier,
    pep_relationship: r.result_type === 'pep' ? 'SELF' : '',
    pep_related_to: '',
    soe_relationship_type: r.soe_relationship_type ?? '',
    automated_false_positive_rating: r.automated_false_positive_rating,
    automated_false_positive_rating_comments: r.automated_false_positive_rating_comments,
    review_status: r.review_status,
    /** Vigil extensions (monitoring, docs/MONITORING.md): what the last list change did to this finding. */
    monitoring_status: r.monitoring_status ?? '',
    monitoring_changed_at: r.monitoring_changed_at ? new Date(r.monitoring_changed_at).toISOString() : null,
    delisted_on: r.delisted_on ?? null,
    cleared_at: r.cleared_at ? new Date(r.cleared_at).toISOString() : null,
    /** Vigil extension: which query name matched which list name and how each feature moved the score. */
    match_explanation: r.explanation,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** A stored address as sent: the country only when it is an ISO 3166-1 alpha-2 code, else null. */
function serializeAddress(a: Partial<FindingAddress>) {
  return {
    street: a.street ?? '',
    city: a.city ?? '',
    postal_code: a.postal_code ?? '',
    // Rows stored before the OFAC loader split "Region: <name>" out of the country keep that name as the region.
    region: a.region || (/^region:/i.test(a.country ?? '') ? a.country!.replace(/^region:\s*/i, '').trim() : ''),
    country: isCountryCode(a.country) ? a.country : null,
  };
}
