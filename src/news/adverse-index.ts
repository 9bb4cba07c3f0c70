/**
 * The candidate index of adverse-media screening (migration 024, `adverse_media_index`): the material
 * articles with the folded name keys of their English title and snippet (adverse-screening.ts), so
 * the articles that may name a screened entity are found through a GIN index (`name_keys && keys`)
 * however many articles are stored; the rule of adverse-screening.ts then decides on those few.
 *
 * Articles enter the index when the ingest stores them (`indexAdverseArticles(db, ids)`, called by
 * src/news/ingest.ts), and any material article stored by another path is picked up by the sweep
 * (`indexAdverseArticles(db)`, run at the start of each monitoring pass). Indexing
 * NOTIFYs `ADVERSE_MEDIA_CHANNEL` (delivered on commit) so the monitoring worker screens the new
 * articles against the monitored entities (src/monitoring/adverse-media.ts).
 */
import type { Queryable } from '../storage/db.js';
import type { EntityRow } from '../domain/compliance.js';
import type { FindingRow } from '../domain/findings.js';
import { adverseMediaFindings, articleNameKeys, entityNameFilters, mayName, type AdverseEntity, type ScreenedArticle } from './adverse-screening.js';

/** NOTIFY channel: material articles were indexed and await monitoring. */
export const ADVERSE_MEDIA_CHANNEL = 'vigil_adverse_media';

/** Columns of `articles` the rule reads (alias `a`). */
export const SCREENED_ARTICLE_COLUMNS = `a.id, a.title_en, a.snippet_en, a.url, a.source_name, a.source_domain, a.publication_datetime,
  a.is_material, a.adverse_probability, a.categories`;

/** Articles indexed per statement. */
const INDEX_BATCH = 500;

/**
 * Indexes the material articles `ids` (or, without ids, every material article not indexed yet) and
 * NOTIFYs the monitoring worker when any was added. Idempotent (an indexed article is skipped).
 * Returns the number indexed. Throws only on database errors.
 */
export async function indexAdverseArticles(db: Queryable, ids?: readonly string[]): Promise<number> {
  if (ids && !ids.length) return 0;
  let indexed = 0;
  for (;;) {
    const res = await db.query<{ id: string; title_en: string; snippet_en: string }>(
      `SELECT a.id, a.title_en, a.snippet_en FROM articles a
        WHERE a.is_material ${ids ? 'AND a.id = ANY($1::uuid[])' : ''}
          AND NOT EXISTS (SELECT 1 FROM adverse_media_index k WHERE k.article_id = a.id)
        LIMIT ${INDEX_BATCH}`,
      ids ? [ids] : [],
    );
    if (!res.rows.length) break;
    const rows = res.rows.map((a) => ({ article_id: a.id, name_keys: articleNameKeys(a.title_en, a.snippet_en) }));
    await db.query(
      `INSERT INTO adverse_media_index (article_id, name_keys, indexed_at)
       SELECT x.article_id, x.name_keys, now() FROM jsonb_to_recordset($1::jsonb) AS x(article_id uuid, name_keys text[])
       ON CONFLICT (article_id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
    indexed += rows.length;
    if (ids || res.rows.length < INDEX_BATCH) break;
  }
  if (indexed) await db.query('SELECT pg_notify($1, $2)', [ADVERSE_MEDIA_CHANNEL, String(indexed)]);
  return indexed;
}

/** True when the article store holds any article: adverse-media screening then ran (else its score is ""). */
export async function adverseMediaScreened(db: Queryable): Promise<boolean> {
  return (await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM articles) AS any')).rows[0].any;
}

/**
 * The material articles that may name one of `entities` (one statement through the GIN index), each
 * with its keys, for the rule to decide. Entities with no usable name word get none.
 */
async function candidateArticles(db: Queryable, keys: string[]): Promise<Array<ScreenedArticle & { name_keys: string[] }>> {
  if (!keys.length) return [];
  const res = await db.query<ScreenedArticle & { name_keys: string[] }>(
    `SELECT ${SCREENED_ARTICLE_COLUMNS}, k.name_keys FROM adverse_media_index k JOIN articles a ON a.id = k.article_id
      WHERE k.name_keys && $1::text[] AND a.is_material`,
    [keys],
  );
  return res.rows;
}

/** The adverse-media findings of each of `entities` against the stored material articles (module doc), by entity id. */
export async function screenAdverseMedia(db: Queryable, entities: ReadonlyArray<AdverseEntity & { id: string }>): Promise<Map<string, FindingRow[]>> {
  const filtersOf = new Map(entities.map((e) => [e.id, entityNameFilters(e)]));
  const articles = (await candidateArticles(db, [...new Set([...filtersOf.values()].flat().map((f) => f.head))])).map((a) => ({ ...a, keys: new Set(a.name_keys) }));
  const out = new Map<string, FindingRow[]>();
  for (const e of entities) {
    const filters = filtersOf.get(e.id)!;
    const mine = articles.filter((a) => mayName(filters, a.keys, a.title_en));
    const findings = mine.length ? adverseMediaFindings(e, mine) : [];
    if (findings.length) out.set(e.id, findings);
  }
  return out;
}

/**
 * Compliance-check hook (src/jobs/compliance-job.ts): adds to each screened entity of `batch` its
 * adverse-media findings against the indexed articles (the ingest indexes in its own transaction;
 * the monitoring worker's sweep catches anything else within its poll interval).
 */
export async function addAdverseMediaFindings(db: Queryable, batch: Array<{ entity: EntityRow; findings: FindingRow[] }>): Promise<void> {
  const found = await screenAdverseMedia(db, batch.map((b) => b.entity));
  for (const b of batch) b.findings.push(...(found.get(b.entity.id) ?? []));
}
