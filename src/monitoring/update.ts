/**
 * Ongoing monitoring: applies a list delta (src/domain/list-deltas.ts) to the findings of every check
 * with `sanction_monitoring_enabled` (all its entities: company, directors, UBOs, manually added).
 * docs/MONITORING.md explains the design; in short:
 *
 * 1. Candidates (computed once per delta, stored, so a resumed update works on the same list): the
 *    monitored entities the reverse index (reverse-index.ts) matches to an added or changed record,
 *    plus those holding a finding on a changed or removed record. The cost follows the size of the
 *    change, not the number of customers.
 * 2. Each candidate is screened forward against the current corpus exactly as a check screens, and the
 *    result is compared with its stored findings (matched by shared list records, `record_keys`):
 *    - a finding not stored before is inserted as `new` (a cleared one that applies again is un-cleared as `new`);
 *    - a stored finding whose records changed in this delta is rewritten as `updated`; if an analyst
 *      had marked it `false_positive` (or `discarded`) it is reopened: the silence lasts only while the
 *      listed record stays the same;
 *    - a stored finding the screen no longer gives is `cleared` (never deleted), with `delisted_on` =
 *      the new snapshot's date when its record left the list;
 *    - anything else is left as it is (an analyst's false positive on an unchanged record stays silent).
 *    Since every entity whose findings can change is a candidate, and each candidate's findings become
 *    those of a fresh screen, the monitored findings equal a fresh full re-screen (the equivalence test).
 * 3. Candidates go in chunks of `chunkSize` entities, one transaction each, that also moves the delta's
 *    checkpoint and adds the per-check counts to list_delta_outcomes; a crash (even SIGKILL) loses
 *    at most the open chunk, which is redone on resume. The final transaction emits ONE
 *    `compliance_check.results.new` per changed check with the counts, recomputes the check's scores
 *    and marks the delta done, so each event goes out exactly once.
 *
 * Deltas are applied one at a time in the order they were recorded (a lease in list_deltas keeps a
 * second worker off the one being applied).
 */
import crypto from 'node:crypto';
import type { Db, Queryable } from '../storage/db.js';
import type { Logger } from '../log.js';
import type { ListRecord } from '../lists/types.js';
import type { ScreeningCorpus } from '../domain/screening-corpus.js';
import { emitCheckEvent, entityQuery, type EntityRow } from '../domain/compliance.js';
import { toFinding, type FindingRow } from '../domain/findings.js';
import { insertFindings, replaceFindings, type NewFinding, type ReplacedFinding } from '../domain/finding-rows.js';
import { refreshFindingScores } from '../domain/scores.js';
import { mergeSameParty } from '../screening/merge.js';
import { ReverseIndex, type MonitoredEntity } from './reverse-index.js';


export interface MonitoringDeps {
  db: Db;
  corpus: ScreeningCorpus;
  logger: Logger;
  /** Confidence (0–1) from which a finding makes a category score `high` (as for checks). */
  highConfidence: number;
  /** Seconds a worker holds a delta without renewing (each chunk renews); a crashed worker's delta is taken over after it. */
  leaseSeconds: number;
  /** This process's lease name. */
  owner: string;
  /** Candidate entities screened and written per transaction: the checkpoint's step. */
  chunkSize: number;
  /** Test hook: called after each chunk's transaction committed, with the checkpoint reached. */
  afterChunk?: (deltaId: string, nextCandidate: number) => Promise<void> | void;
}

interface DeltaRow {
  id: string;
  list: string;
  published_on: string | null;
  added: string[];
  changed: string[];
  removed: string[];
  candidates: string[] | null;
  next_candidate: number;
}

export interface DeltaOutcome {
  deltaId: string;
  list: string;
  candidates: number;
  checks: number;
  new: number;
  updated: number;
  cleared: number;
}

/** Applies every pending delta, oldest first; returns what each did. Stops when the oldest is leased by another worker. */
export async function applyPendingDeltas(deps: MonitoringDeps): Promise<DeltaOutcome[]> {
  const done: DeltaOutcome[] = [];
  for (let delta = await claimOldestDelta(deps); delta; delta = await claimOldestDelta(deps)) {
    done.push(await applyDelta(deps, delta));
  }
  return done;
}

/** The oldest pending delta, leased to `deps.owner`; null when none is pending or another live worker holds it. */
async function claimOldestDelta(deps: MonitoringDeps): Promise<DeltaRow | null> {
  const res = await deps.db.query<DeltaRow>(
    `UPDATE list_deltas SET lease_owner = $1, lease_until = now() + make_interval(secs => $2)
      WHERE id = (SELECT min(id) FROM list_deltas WHERE status = 'pending')
        AND (lease_until IS NULL OR lease_until < now() OR lease_owner = $1)
      RETURNING id::text, list, published_on, added, changed, removed, candidates::text[] AS candidates, next_candidate`,
    [deps.owner, deps.leaseSeconds],
  );
  return res.rows[0] ?? null;
}

/** Applies one claimed delta from its checkpoint to the end (module doc). */
async function applyDelta(deps: MonitoringDeps, delta: DeltaRow): Promise<DeltaOutcome> {
  const { db, logger } = deps;
  const started = Date.now();
  const screener = await deps.corpus.get();
  if (!screener) throw new Error('monitoring: no list data loaded');
  const keyOf = (id: string) => `${delta.list}:${id}`;
  const changedKeys = new Set([...delta.added, ...delta.changed, ...delta.removed].map(keyOf));
  const removedKeys = new Set(delta.removed.map(keyOf));

  let candidates = delta.candidates;
  if (!candidates) {
    candidates = await findCandidates(db, delta, screener.config.alertThreshold);
    await renewLease(db, deps, delta.id, 'candidates = $3::uuid[]', [candidates]);
  }

  for (let i = delta.next_candidate; i < candidates.length; i += deps.chunkSize) {
    const ids = candidates.slice(i, i + deps.chunkSize);
    const entities = (
      await db.query<EntityRow & { organisation_id: string }>(
        `SELECT e.* FROM screened_entities e JOIN compliance_checks c ON c.id = e.check_id
          WHERE e.id = ANY($1::uuid[]) AND c.sanction_monitoring_enabled AND e.status = 'completed'`,
        [ids],
      )
    ).rows;
    const stored = (
      await db.query<StoredFinding>(
        `SELECT id, entity_id, check_id, record_keys, review_status, cleared_at IS NOT NULL AS cleared
           FROM compliance_results WHERE entity_id = ANY($1::uuid[]) AND result_type IN ('sanction', 'enforcement', 'pep')`,
        [ids],
      )
    ).rows;
    const plan = planChanges(
      entities.map((e) => ({ entity: e, fresh: mergeSameParty(screener.screen(entityQuery(e))).map(toFinding) })),
      stored,
      changedKeys,
      removedKeys,
    );
    const now = new Date();
    await db.transaction(async (tx) => {
      for (const [checkId, rows] of groupBy(plan.inserts, (r) => r.check_id)) {
        await insertFindings(tx, checkId, rows[0].organisation_id, rows, now);
      }
      await replaceFindings(tx, plan.replacements, now);
      if (plan.clears.length) {
        await tx.query(
          `UPDATE compliance_results r SET cleared_at = $2, monitoring_status = 'cleared', monitoring_changed_at = $2,
                  delisted_on = CASE WHEN x.delisted THEN $3 END
             FROM unnest($1::uuid[], $4::boolean[]) AS x(id, delisted) WHERE r.id = x.id`,
          [plan.clears.map((c) => c.id), now, delta.published_on ?? now.toISOString().slice(0, 10), plan.clears.map((c) => c.delisted)],
        );
      }
      const counts = [...plan.counts.entries()];
      if (counts.length) {
        await tx.query(
          `INSERT INTO list_delta_outcomes (delta_id, check_id, new_count, updated_count, cleared_count)
           SELECT $1, x.check_id, x.n, x.u, x.c FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[]) AS x(check_id, n, u, c)
           ON CONFLICT (delta_id, check_id) DO UPDATE SET new_count = list_delta_outcomes.new_count + EXCLUDED.new_count,
             updated_count = list_delta_outcomes.updated_count + EXCLUDED.updated_count,
             cleared_count = list_delta_outcomes.cleared_count + EXCLUDED.cleared_count`,
          [delta.id, counts.map(([c]) => c), counts.map(([, k]) => k.new), counts.map(([, k]) => k.updated), counts.map(([, k]) => k.cleared)],
        );
        await tx.query('UPDATE compliance_checks SET results_changed_at = $2 WHERE id = ANY($1::uuid[])', [counts.map(([c]) => c), now]);
      }
      await renewLease(tx, deps, delta.id, 'next_candidate = $3', [i + ids.length]);
    });
    logger.debug({ deltaId: delta.id, checkpoint: i + ids.length, candidates: candidates.length }, 'monitoring checkpoint');
    await deps.afterChunk?.(delta.id, i + ids.length);
  }

  const outcome = await db.transaction((tx) => finishDelta(tx, deps, delta));
  logger.info({ ...outcome, candidates: candidates.length, ms: Date.now() - started }, 'list change applied to monitored checks');
  return { ...outcome, candidates: candidates.length };
}

/**
 * Moves the delta's lease forward (and applies `set`, params from $3) only if this worker still holds
 * it; throws otherwise, rolling back the caller's transaction (another worker took the delta over).
 */
async function renewLease(q: Queryable, deps: MonitoringDeps, deltaId: string, set: string, params: unknown[]): Promise<void> {
  const res = await q.query(
    `UPDATE list_deltas SET ${set}, lease_until = now() + make_interval(secs => ${Number(deps.leaseSeconds)})
      WHERE id = $1 AND lease_owner = $2 AND status = 'pending' RETURNING id`,
    [deltaId, deps.owner, ...params],
  );
  if (!res.rows.length) throw new Error(`monitoring: the lease on list delta ${deltaId} was lost`);
}

/** The monitored entities whose findings the delta can change (module doc, step 1), sorted. */
async function findCandidates(db: Db, delta: DeltaRow, alertThreshold: number): Promise<string[]> {
  const found = new Set<string>();
  const touchedKeys = [...delta.changed, ...delta.removed].map((id) => `${delta.list}:${id}`);
  if (touchedKeys.length) {
    const holders = await db.query<{ entity_id: string }>(
      `SELECT DISTINCT r.entity_id FROM compliance_results r JOIN compliance_checks c ON c.id = r.check_id
        WHERE c.sanction_monitoring_enabled AND r.record_keys && $1::text[]`,
      [touchedKeys],
    );
    for (const r of holders.rows) found.add(r.entity_id);
  }
  const newOrChanged = [...delta.added, ...delta.changed];
  if (newOrChanged.length) {
    const monitored = await db.query<{ entities: string | null }>(
      `SELECT json_agg(json_build_object('id', e.id, 'name', e.name, 'entity_type', e.entity_type, 'aliases', e.aliases,
                'first_name', e.first_name, 'middle_name', e.middle_name, 'last_name', e.last_name, 'identifiers', e.identifiers))::text AS entities
         FROM screened_entities e JOIN compliance_checks c ON c.id = e.check_id
        WHERE c.sanction_monitoring_enabled AND e.status = 'completed'`,
    );
    const entities = JSON.parse(monitored.rows[0].entities ?? '[]') as MonitoredEntity[];
    if (entities.length) {
      const index = ReverseIndex.build(entities, alertThreshold);
      const records = await db.query<{ record: ListRecord | string }>(
        'SELECT record FROM list_records WHERE list = $1 AND source_id = ANY($2::text[])',
        [delta.list, newOrChanged],
      );
      for (const r of records.rows) {
        const record = (typeof r.record === 'string' ? JSON.parse(r.record) : r.record) as ListRecord;
        for (const id of index.candidates(record)) found.add(id);
      }
    }
  }
  return [...found].sort();
}

interface StoredFinding {
  id: string;
  entity_id: string;
  check_id: string;
  record_keys: string[];
  review_status: string;
  cleared: boolean;
}

interface Counts {
  new: number;
  updated: number;
  cleared: number;
}

interface Plan {
  inserts: Array<NewFinding & { check_id: string; organisation_id: string }>;
  replacements: ReplacedFinding[];
  clears: Array<{ id: string; delisted: boolean }>;
  counts: Map<string, Counts>;
}

/** Review decisions a changed record reopens: the analyst ruled on content that is no longer what is listed. */
const REOPENED_BY_CHANGE = new Set(['false_positive', 'discarded']);

/**
 * Compares each entity's fresh findings with its stored ones (module doc, step 2). Pure. A fresh and a
 * stored finding are the same when they share a list record; each stored finding pairs at most once.
 */
export function planChanges(
  screened: Array<{ entity: EntityRow & { organisation_id: string }; fresh: FindingRow[] }>,
  stored: StoredFinding[],
  changedKeys: Set<string>,
  removedKeys: Set<string>,
): Plan {
  const plan: Plan = { inserts: [], replacements: [], clears: [], counts: new Map() };
  const count = (checkId: string, what: keyof Counts) => {
    const c = plan.counts.get(checkId) ?? { new: 0, updated: 0, cleared: 0 };
    c[what] += 1;
    plan.counts.set(checkId, c);
  };
  const byEntity = groupBy(stored, (s) => s.entity_id);
  for (const { entity, fresh } of screened) {
    const mine = byEntity.get(entity.id) ?? [];
    const paired = new Set<string>();
    for (const f of fresh) {
      const keys = new Set(f.record_keys);
      // Prefer an active stored finding over a cleared one for the same party.
      const match = mine.filter((s) => !paired.has(s.id) && s.record_keys.some((k) => keys.has(k))).sort((a, b) => Number(a.cleared) - Number(b.cleared))[0];
      if (!match) {
        plan.inserts.push({ ...f, id: crypto.randomUUID(), entity_id: entity.id, check_id: entity.check_id, organisation_id: entity.organisation_id, monitoring_status: 'new' });
        count(entity.check_id, 'new');
        continue;
      }
      paired.add(match.id);
      const touched = [...f.record_keys, ...match.record_keys].some((k) => changedKeys.has(k));
      if (match.cleared) {
        plan.replacements.push({ ...f, id: match.id, monitoring_status: 'new', reopen: REOPENED_BY_CHANGE.has(match.review_status) });
        count(entity.check_id, 'new');
      } else if (touched) {
        plan.replacements.push({ ...f, id: match.id, monitoring_status: 'updated', reopen: REOPENED_BY_CHANGE.has(match.review_status) });
        count(entity.check_id, 'updated');
      }
    }
    for (const s of mine) {
      if (paired.has(s.id) || s.cleared) continue;
      plan.clears.push({ id: s.id, delisted: s.record_keys.some((k) => removedKeys.has(k)) });
      count(entity.check_id, 'cleared');
    }
  }
  return plan;
}

/**
 * The delta's last transaction: per changed check, its scores from its active findings and ONE
 * `compliance_check.results.new` event with the counts; then the delta is done.
 */
async function finishDelta(tx: Queryable, deps: MonitoringDeps, delta: DeltaRow): Promise<Omit<DeltaOutcome, 'candidates'>> {
  const outcomes = (
    await tx.query<{ check_id: string; new_count: number; updated_count: number; cleared_count: number }>(
      `SELECT check_id, new_count, updated_count, cleared_count FROM list_delta_outcomes
        WHERE delta_id = $1 AND new_count + updated_count + cleared_count > 0 ORDER BY check_id`,
      [delta.id],
    )
  ).rows;
  const totals = { new: 0, updated: 0, cleared: 0 };
  for (const o of outcomes) {
    await refreshFindingScores(tx, o.check_id, deps.highConfidence);
    const monitoring = {
      list: delta.list,
      published_on: delta.published_on,
      new_results_count: o.new_count,
      updated_results_count: o.updated_count,
      cleared_results_count: o.cleared_count,
    };
    await emitCheckEvent(tx, o.check_id, 'compliance_check.results.new', { monitoring });
    totals.new += o.new_count;
    totals.updated += o.updated_count;
    totals.cleared += o.cleared_count;
  }
  const finished = await tx.query(
    `UPDATE list_deltas SET status = 'done', finished_at = now(), lease_owner = NULL, lease_until = NULL
      WHERE id = $1 AND lease_owner = $2 AND status = 'pending' RETURNING id`,
    [delta.id, deps.owner],
  );
  if (!finished.rows.length) throw new Error(`monitoring: the lease on list delta ${delta.id} was lost`);
  return { deltaId: delta.id, list: delta.list, checks: outcomes.length, ...totals };
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
