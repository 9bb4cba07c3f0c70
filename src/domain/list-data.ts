/**
 * Loading the publishers' list files (parsed by src/lists) into the database, one transaction per
 * list (its old records are replaced atomically: a failed load leaves the previous snapshot intact),
 * and reading back per-list status for the health endpoint and the CLI. A snapshot that fails the
 * plausibility check (src/lists/load-guard.ts: empty, far fewer records, many malformed rows) is
 * refused before that transaction and recorded in `list_load_refusals` instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from '../storage/db.js';
import type { Logger } from '../log.js';
import { LIST_CATALOGUE, findSnapshot, listSource, loadList } from '../lists/registry.js';
import { suspiciousLoadReason } from '../lists/load-guard.js';
import { recordDelta, rememberPreviousRecords } from './list-deltas.js';

export interface ListLoadSummary {
  list: string;
  status: 'loaded' | 'unchanged' | 'missing' | 'error' | 'refused';
  records?: number;
  malformed?: number;
  /** Records of the snapshot that stays active (status `refused`; null when the list had none). */
  previous_records?: number | null;
  /** Why the snapshot was refused (status `refused`). */
  reason?: string;
  published_on?: string;
  path?: string;
  error?: string;
  warnings?: string[];
}

/** Identifies a snapshot's content cheaply: folder + each file's name, size and mtime. */
function fingerprint(dir: string): string {
  const files = fs
    .readdirSync(dir)
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
  return [dir, ...files.map((f) => {
    const st = fs.statSync(path.join(dir, f));
    return `${f}:${st.size}:${st.mtimeMs}`;
  })].join('|');
}

const INSERT_CHUNK = 2000;

export interface LoadListsOptions {
  /** Reload lists whose files did not change. */
  force?: boolean;
  /** Load snapshots that fail the plausibility check (src/lists/load-guard.ts) anyway. */
  acceptSuspicious?: boolean;
  /** Only these list ids (default: the whole catalogue). @throws Error for an unknown id. */
  lists?: string[];
}

/** The refusal is about the newest snapshot only: once another one is active or none is found, it no longer applies. */
async function clearRefusal(db: Queryable, list: string): Promise<void> {
  await db.query('DELETE FROM list_load_refusals WHERE list = $1', [list]);
}

/**
 * Parses every catalogued list found under `dataDir` and stores it. A list whose files did not change
 * since its last load is skipped unless `force`. A suspicious snapshot (load-guard) is refused unless
 * `acceptSuspicious`: the previous one stays active and the refusal is recorded for /healthz (a later
 * successful or unchanged load of that list clears it). Never throws for one bad list: its error or
 * refusal is reported in the summary and its previous snapshot stays.
 * @throws Error only for an unknown id in `opts.lists`.
 */
export async function loadListsIntoDb(db: Db, dataDir: string, logger: Logger, opts: LoadListsOptions = {}): Promise<ListLoadSummary[]> {
  const summaries: ListLoadSummary[] = [];
  const entries = opts.lists ? opts.lists.map(listSource) : LIST_CATALOGUE;
  for (const entry of entries) {
    const list = entry.id;
    try {
      const dir = findSnapshot(dataDir, list);
      if (!dir) {
        await clearRefusal(db, list);
        summaries.push({ list, status: 'missing' });
        continue;
      }
      const fp = fingerprint(dir);
      const prev = await db.query<{ fingerprint: string; record_count: number }>(
        'SELECT fingerprint, record_count FROM list_snapshots WHERE list = $1',
        [list],
      );
      if (!opts.force && prev.rows[0]?.fingerprint === fp) {
        await clearRefusal(db, list);
        summaries.push({ list, status: 'unchanged', path: dir });
        continue;
      }
      const started = Date.now();
      const loaded = await loadList(dataDir, list);
      if (!loaded) {
        summaries.push({ list, status: 'missing' });
        continue;
      }
      const previousRecords = prev.rows[0]?.record_count ?? null;
      const reason = suspiciousLoadReason({ records: loaded.records.length, malformed: loaded.malformed }, previousRecords);
      if (reason && !opts.acceptSuspicious) {
        await db.query(
          `INSERT INTO list_load_refusals (list, source_path, fingerprint, reason, record_count, malformed_count, previous_record_count, refused_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (list) DO UPDATE SET source_path = EXCLUDED.source_path, fingerprint = EXCLUDED.fingerprint, reason = EXCLUDED.reason,
             record_count = EXCLUDED.record_count, malformed_count = EXCLUDED.malformed_count,
             previous_record_count = EXCLUDED.previous_record_count, refused_at = EXCLUDED.refused_at`,
          [list, loaded.path, fp, reason, loaded.records.length, loaded.malformed, previousRecords, new Date()],
        );
        logger.error(
          { list, path: loaded.path, records: loaded.records.length, malformed: loaded.malformed, previousRecords, reason },
          `list load refused as suspicious; previous snapshot kept (override: vigil lists load --accept-suspicious --list ${list})`,
        );
        summaries.push({
          list,
          status: 'refused',
          records: loaded.records.length,
          malformed: loaded.malformed,
          previous_records: previousRecords,
          published_on: loaded.published_on,
          path: loaded.path,
          reason,
          warnings: loaded.warnings,
        });
        continue;
      }
      if (reason) logger.warn({ list, path: loaded.path, reason }, 'suspicious list snapshot loaded on request (--accept-suspicious)');
      const delta = await db.transaction(async (tx) => {
        await clearRefusal(tx, list);
        await rememberPreviousRecords(tx, list); // for the monitoring delta below
        await tx.query('DELETE FROM list_snapshots WHERE list = $1', [list]); // cascades to its records
        await tx.query(
          `INSERT INTO list_snapshots (list, source_name, source_path, fingerprint, published_on, record_count, malformed_count, warnings, loaded_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            list,
            entry.name,
            loaded.path,
            fp,
            loaded.published_on ?? null,
            loaded.records.length,
            loaded.malformed,
            JSON.stringify(loaded.warnings),
            new Date(),
          ],
        );
        for (let i = 0; i < loaded.records.length; i += INSERT_CHUNK) {
          const chunk = loaded.records.slice(i, i + INSERT_CHUNK);
          await tx.query(
            `INSERT INTO list_records (list, source_id, record)
             SELECT $1, r->>'source_id', r FROM jsonb_array_elements($2::jsonb) AS r
             ON CONFLICT (list, source_id) DO NOTHING`,
            [list, JSON.stringify(chunk)],
          );
        }
        return recordDelta(tx, list, loaded.published_on);
      });
      logger.info(
        { list, records: loaded.records.length, malformed: loaded.malformed, ms: Date.now() - started, path: loaded.path, delta },
        'list loaded',
      );
      summaries.push({
        list,
        status: 'loaded',
        records: loaded.records.length,
        malformed: loaded.malformed,
        published_on: loaded.published_on,
        path: loaded.path,
        warnings: loaded.warnings,
      });
    } catch (err) {
      logger.error({ list, err }, 'list load failed; previous snapshot kept');
      summaries.push({ list, status: 'error', error: (err as Error).message });
    }
  }
  return summaries;
}

/** True when `dataDir` holds files for at least one catalogued list. */
export function hasListData(dataDir: string): boolean {
  return LIST_CATALOGUE.some((e) => findSnapshot(dataDir, e.id) !== null);
}

export interface ListStatus {
  list: string;
  source_name: string;
  records: number;
  malformed: number;
  published_on: string | null;
  loaded_at: string;
  path: string;
}

/** Per-list status of what is loaded (health endpoint, `vigil lists status`). */
export async function listStatus(db: Queryable): Promise<ListStatus[]> {
  const res = await db.query<{
    list: string;
    source_name: string;
    record_count: number;
    malformed_count: number;
    published_on: string | null;
    loaded_at: Date;
    source_path: string;
  }>('SELECT list, source_name, record_count, malformed_count, published_on, loaded_at, source_path FROM list_snapshots ORDER BY list');
  return res.rows.map((r) => ({
    list: r.list,
    source_name: r.source_name,
    records: r.record_count,
    malformed: r.malformed_count,
    published_on: r.published_on,
    loaded_at: new Date(r.loaded_at).toISOString(),
    path: r.source_path,
  }));
}

export interface ListLoadRefusal {
  list: string;
  reason: string;
  /** Records and malformed rows of the refused snapshot. */
  records: number;
  malformed: number;
  /** Records of the snapshot that stayed active (null: the list has none). */
  previous_records: number | null;
  path: string;
  fingerprint: string;
  refused_at: string;
}

/** Lists whose newest snapshot was refused as suspicious (health endpoint, `vigil lists status`). */
export async function listLoadRefusals(db: Queryable): Promise<ListLoadRefusal[]> {
  const res = await db.query<{
    list: string;
    reason: string;
    record_count: number;
    malformed_count: number;
    previous_record_count: number | null;
    source_path: string;
    fingerprint: string;
    refused_at: Date;
  }>(
    `SELECT list, reason, record_count, malformed_count, previous_record_count, source_path, fingerprint, refused_at
     FROM list_load_refusals ORDER BY list`,
  );
  return res.rows.map((r) => ({
    list: r.list,
    reason: r.reason,
    records: r.record_count,
    malformed: r.malformed_count,
    previous_records: r.previous_record_count,
    path: r.source_path,
    fingerprint: r.fingerprint,
    refused_at: new Date(r.refused_at).toISOString(),
  }));
}

/**
 * One operator-facing sentence about a refused snapshot: the list, the counts, the reason, what
 * screening uses meanwhile and the override command (CLI output and the /healthz `message`).
 */
export function describeRefusal(r: { list: string; reason: string; records: number; malformed: number; previous_records: number | null; path: string }): string {
  const kept = r.previous_records === null ? 'the list stays unloaded' : `the previous snapshot (${r.previous_records} records) stays active`;
  return (
    `${r.list}: refused the snapshot ${r.path} (${r.records} records, ${r.malformed} malformed) as suspicious: ${r.reason}. ` +
    `${kept[0].toUpperCase()}${kept.slice(1)}. If the file is right, load it anyway with \`vigil lists load --accept-suspicious --list ${r.list}\`.`
  );
}
