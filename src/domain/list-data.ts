/**
 * Loading the publishers' list files (parsed by src/lists) into the database, one transaction per
 * list (its old records are replaced atomically: a failed load leaves the previous snapshot intact),
 * and reading back per-list status for the health endpoint and the CLI.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from '../storage/db.js';
import type { Logger } from '../log.js';
import { LIST_CATALOGUE, findSnapshot, loadList } from '../lists/registry.js';

export interface ListLoadSummary {
  list: string;
  status: 'loaded' | 'unchanged' | 'missing' | 'error';
  records?: number;
  malformed?: number;
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

/**
 * Parses every catalogued list found under `dataDir` and stores it. A list whose files did not change
 * since its last load is skipped unless `force`. Never throws for one bad list: its error is reported
 * in the summary and its previous snapshot stays.
 */
export async function loadListsIntoDb(db: Db, dataDir: string, logger: Logger, opts: { force?: boolean } = {}): Promise<ListLoadSummary[]> {
  const summaries: ListLoadSummary[] = [];
  for (const entry of LIST_CATALOGUE) {
    const list = entry.id;
    try {
      const dir = findSnapshot(dataDir, list);
      if (!dir) {
        summaries.push({ list, status: 'missing' });
        continue;
      }
      const fp = fingerprint(dir);
      const prev = await db.query<{ fingerprint: string }>('SELECT fingerprint FROM list_snapshots WHERE list = $1', [list]);
      if (!opts.force && prev.rows[0]?.fingerprint === fp) {
        summaries.push({ list, status: 'unchanged', path: dir });
        continue;
      }
      const started = Date.now();
      const loaded = await loadList(dataDir, list);
      if (!loaded) {
        summaries.push({ list, status: 'missing' });
        continue;
      }
      await db.transaction(async (tx) => {
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
      });
      logger.info(
        { list, records: loaded.records.length, malformed: loaded.malformed, ms: Date.now() - started, path: loaded.path },
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
