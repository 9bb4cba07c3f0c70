/**
 * Monitoring of a company's people: when a tracked company's officers or owners change (a registry
 * reload: src/domain/company-changes.ts queues a company_people_updates row), each check of that
 * company with sanction monitoring, completed, and screening directors or UBOs gets the directors and
 * owners above its threshold it does not screen yet, gathered exactly as a new check would
 * (src/domain/company-check.ts), screened at once; their findings are `new`, and the check gets ONE
 * compliance_check.results.new with the counts and `new_entities_count`, in the same transaction.
 *
 * An entity is "already screened" when the check has one with the same role and the same name (case
 * and spacing ignored), so a re-run after a crash adds nothing twice. Officers who resigned and owners
 * who fell below the threshold stay in the check (their history is part of the check's record).
 */
import crypto from 'node:crypto';
import { emitCheckEvent, entityQuery, type CheckRow, type EntityRow } from '../domain/compliance.js';
import { gatherCompanyEntities, insertGatheredEntities, type GatheredEntity } from '../domain/company-check.js';
import { DEFAULT_OWNERSHIP_THRESHOLD } from '../domain/ownership.js';
import { toFinding } from '../domain/findings.js';
import { insertFindings } from '../domain/finding-rows.js';
import { refreshFindingScores } from '../domain/scores.js';
import { mergeSameParty } from '../screening/merge.js';
import type { MonitoringDeps } from './update.js';

const sameName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Applies every pending company people change, oldest first; returns the number of checks extended. */
export async function applyCompanyPeopleUpdates(deps: Pick<MonitoringDeps, 'db' | 'corpus' | 'logger' | 'highConfidence'>): Promise<number> {
  const { db } = deps;
  let extended = 0;
  for (;;) {
    const next = await db.query<{ id: string; company_id: string }>(
      'SELECT id::text, company_id FROM company_people_updates WHERE done_at IS NULL ORDER BY id LIMIT 1',
    );
    const update = next.rows[0];
    if (!update) return extended;
    const screener = await deps.corpus.get();
    if (!screener) throw new Error('monitoring: no list data loaded');
    const checks = await db.query<CheckRow>(
      `SELECT * FROM compliance_checks WHERE company_id = $1 AND sanction_monitoring_enabled AND status = 'completed'
          AND (directors_screening_enabled OR ubo_screening_enabled) ORDER BY created_at`,
      [update.company_id],
    );
    for (const check of checks.rows) {
      const gathered = await gatherCompanyEntities(db, check.organisation_id, update.company_id, {
        directors: check.directors_screening_enabled,
        ubos: check.ubo_screening_enabled,
        threshold: check.ownership_screening_threshold ?? DEFAULT_OWNERSHIP_THRESHOLD,
      });
      if (!gathered) continue; // no longer tracked by that organisation
      if (await extendCheck(deps, check, gathered, (e) => mergeSameParty(screener.screen(entityQuery(e))).map(toFinding))) extended += 1;
    }
    await db.query('UPDATE company_people_updates SET done_at = now() WHERE id = $1', [update.id]);
  }
}

/** Adds the people of `gathered` that `check` does not screen yet, with their findings, in one transaction. Returns true if any was added. */
async function extendCheck(
  deps: Pick<MonitoringDeps, 'db' | 'logger' | 'highConfidence'>,
  check: CheckRow,
  gathered: GatheredEntity[],
  screen: (e: EntityRow) => ReturnType<typeof toFinding>[],
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // Locks the check: two workers extending it at once would both add the same people.
    await tx.query('SELECT id FROM compliance_checks WHERE id = $1 FOR UPDATE', [check.id]);
    const existing = await tx.query<{ entity_role: string; name: string; position: number }>(
      'SELECT entity_role, name, position FROM screened_entities WHERE check_id = $1',
      [check.id],
    );
    const known = new Set(existing.rows.map((e) => `${e.entity_role}\u0000${sameName(e.name)}`));
    const fresh = gathered.filter((g) => g.entity_role !== 'company' && !known.has(`${g.entity_role}\u0000${sameName(g.name)}`));
    if (!fresh.length) return false;
    const now = new Date();
    let position = Math.max(-1, ...existing.rows.map((e) => e.position)) + 1;
    const entities = fresh.map((g) => ({ ...g, id: crypto.randomUUID(), position: position++ }));
    await insertGatheredEntities(tx, check, entities, 'completed', now);
    const rows = entities.flatMap((e) =>
      screen({ ...e, middle_name: null, identifiers: [], gender: null } as unknown as EntityRow).map((f) => ({ ...f, id: crypto.randomUUID(), entity_id: e.id, monitoring_status: 'new' as const })),
    );
    await insertFindings(tx, check.id, check.organisation_id, rows, now);
    await refreshFindingScores(tx, check.id, deps.highConfidence);
    if (rows.length) await tx.query('UPDATE compliance_checks SET results_changed_at = $2 WHERE id = $1', [check.id, now]);
    await emitCheckEvent(tx, check.id, 'compliance_check.results.new', {
      monitoring: { reason: 'company_people_changed', new_entities_count: entities.length, new_results_count: rows.length, updated_results_count: 0, cleared_results_count: 0 },
    });
    deps.logger.info({ checkId: check.id, entities: entities.length, findings: rows.length }, 'new directors/owners of a monitored company screened');
    return true;
  });
}
