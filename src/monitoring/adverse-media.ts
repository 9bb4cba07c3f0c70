/**
 * Adverse-media monitoring (docs/MONITORING.md "Adverse-media monitoring"): newly stored material
 * articles (the ingest of `vigil news load`, the scheduled news fetch, any path that stores articles)
 * are screened against the entities of every completed check with `adverse_media_monitoring_enabled`
 * (all its entities: company, directors, UBOs, manually added), by the rule of a check
 * (src/news/adverse-screening.ts). A hit becomes a `new` finding, and each check that got findings
 * gets ONE `compliance_check.results.new` (`monitoring.reason` = `adverse_media`, with the counts) and
 * its scores recomputed, in one transaction per check.
 *
 * Work list: `adverse_media_index` rows with `monitored_at` NULL (src/news/adverse-index.ts indexes the
 * material articles and NOTIFYs the worker). Articles go `ARTICLE_BATCH` at a time: screened, written
 * per check, then marked monitored. Crash-safe: a crash before the mark redoes the batch, and a finding
 * is inserted only when its (entity, article) pair is not stored yet (checked under a lock on the
 * check; a unique index backs it), so a rerun neither doubles findings nor sends a second event for
 * what it already added. Two workers running at once are safe for the same reason.
 *
 * Candidates: the monitored entities' head-word keys (`entityNameFilters`) in a map built once per
 * pass; an article's keys pick the entities it may name (`mayName`), so the cost follows the new
 * articles, not the number of monitored entities times the articles.
 */
import crypto from 'node:crypto';
import type { Db } from '../storage/db.js';
import { emitCheckEvent, type EntityRow } from '../domain/compliance.js';
import type { FindingRow } from '../domain/findings.js';
import { insertFindings, type NewFinding } from '../domain/finding-rows.js';
import { refreshFindingScores } from '../domain/scores.js';
import { indexAdverseArticles, SCREENED_ARTICLE_COLUMNS } from '../news/adverse-index.js';
import { adverseMediaFindings, entityNameFilters, mayName, type NameFilter, type ScreenedArticle } from '../news/adverse-screening.js';
import type { MonitoringDeps } from './update.js';

/** Articles screened per pass step (then marked monitored). */
const ARTICLE_BATCH = 200;

type MonitoredEntity = EntityRow & { organisation_id: string; filters: NameFilter[] };

export interface AdverseMediaOutcome {
  /** Articles screened against the monitored entities. */
  articles: number;
  /** Checks that got new findings (one event each). */
  checks: number;
  /** Findings added. */
  new: number;
}

/** The monitored entities, indexed by their name keys. */
async function monitoredEntities(db: Db): Promise<Map<string, MonitoredEntity[]>> {
  const res = await db.query<{ entities: string | null }>(
    `SELECT json_agg(to_jsonb(e) || jsonb_build_object('organisation_id', c.organisation_id))::text AS entities
       FROM screened_entities e JOIN compliance_checks c ON c.id = e.check_id
      WHERE c.adverse_media_monitoring_enabled AND c.status = 'completed' AND e.status = 'completed'`,
  );
  const byKey = new Map<string, MonitoredEntity[]>();
  for (const row of JSON.parse(res.rows[0].entities ?? '[]') as MonitoredEntity[]) {
    const e = { ...row, filters: entityNameFilters(row) };
    for (const k of new Set(e.filters.map((f) => f.head))) {
      const list = byKey.get(k);
      if (list) list.push(e);
      else byKey.set(k, [e]);
    }
  }
  return byKey;
}

/**
 * Screens every material article not monitored yet against the monitored entities (module doc).
 * Returns what it did. Throws on database errors (the batch in progress is redone on the next run).
 */
export async function applyAdverseMediaMonitoring(deps: Pick<MonitoringDeps, 'db' | 'logger' | 'highConfidence'>): Promise<AdverseMediaOutcome> {
  const { db, logger } = deps;
  const outcome: AdverseMediaOutcome = { articles: 0, checks: 0, new: 0 };
  await indexAdverseArticles(db);
  let entities: Map<string, MonitoredEntity[]> | null = null;
  for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
    const batch = (
      await db.query<ScreenedArticle & { name_keys: string[] }>(
        `SELECT ${SCREENED_ARTICLE_COLUMNS}, k.name_keys FROM adverse_media_index k JOIN articles a ON a.id = k.article_id
          WHERE k.monitored_at IS NULL AND k.article_id > $1 ORDER BY k.article_id LIMIT ${ARTICLE_BATCH}`,
        [after],
      )
    ).rows;
    if (!batch.length) break;
    after = batch[batch.length - 1].id;
    entities ??= await monitoredEntities(db);
    const byCheck = new Map<string, { organisation_id: string; rows: NewFinding[] }>();
    for (const article of batch) {
      const keys = new Set(article.name_keys);
      const candidates = new Map<string, MonitoredEntity>();
      for (const k of article.name_keys) for (const e of entities.get(k) ?? []) if (mayName(e.filters, keys, article.title_en)) candidates.set(e.id, e);
      for (const e of candidates.values()) {
        for (const f of adverseMediaFindings(e, [article])) {
          const entry = byCheck.get(e.check_id) ?? { organisation_id: e.organisation_id, rows: [] };
          entry.rows.push({ ...f, id: crypto.randomUUID(), entity_id: e.id, monitoring_status: 'new' });
          byCheck.set(e.check_id, entry);
        }
      }
    }
    for (const [checkId, { organisation_id, rows }] of byCheck) {
      const added = await addToCheck(deps, checkId, organisation_id, rows);
      if (added) {
        outcome.checks += 1;
        outcome.new += added;
      }
    }
    await db.query('UPDATE adverse_media_index SET monitored_at = now() WHERE article_id = ANY($1::uuid[]) AND monitored_at IS NULL', [batch.map((a) => a.id)]);
    outcome.articles += batch.length;
  }
  if (outcome.articles) logger.info(outcome, 'new material articles screened against monitored entities');
  return outcome;
}

/**
 * Adds the findings `rows` of check `checkId` whose (entity, article) pair it does not hold yet, with
 * its scores and ONE compliance_check.results.new, in one transaction. Returns the number added.
 */
async function addToCheck(deps: Pick<MonitoringDeps, 'db' | 'highConfidence'>, checkId: string, organisationId: string, rows: NewFinding[]): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // Locks the check: a second worker adding the same pairs waits, then finds them stored.
    const open = await tx.query(`SELECT id FROM compliance_checks WHERE id = $1 AND status = 'completed' FOR UPDATE`, [checkId]);
    if (!open.rows.length) return 0;
    const stored = await tx.query<{ pair: string }>(
      `SELECT entity_id || ':' || source_id AS pair FROM compliance_results
        WHERE check_id = $1 AND list = 'news' AND entity_id = ANY($2::uuid[]) AND source_id = ANY($3::text[])`,
      [checkId, [...new Set(rows.map((r) => r.entity_id))], [...new Set(rows.map((r) => r.source_id))]],
    );
    const have = new Set(stored.rows.map((r) => r.pair));
    const fresh = rows.filter((r) => !have.has(`${r.entity_id}:${r.source_id}`));
    if (!fresh.length) return 0;
    const now = new Date();
    await insertFindings(tx, checkId, organisationId, fresh, now);
    await refreshFindingScores(tx, checkId, deps.highConfidence);
    await tx.query('UPDATE compliance_checks SET results_changed_at = $2 WHERE id = $1', [checkId, now]);
    await emitCheckEvent(tx, checkId, 'compliance_check.results.new', {
      monitoring: {
        reason: 'adverse_media',
        new_results_count: fresh.length,
        updated_results_count: 0,
        cleared_results_count: 0,
        articles: [...new Set(fresh.map((f: FindingRow) => f.source_id))],
      },
    });
    return fresh.length;
  });
}
