/**
 * Versioned schema migrations: `migrations/NNN_name.sql`, applied in order at start, each in its own
 * transaction, recorded in `schema_migrations`. An advisory lock keeps two processes starting against
 * the same PostgreSQL server from applying the same migration twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const ADVISORY_LOCK_ID = 74_110_001;

/** Applies pending migrations; returns the names applied. Throws (and rolls back that file) on SQL errors. */
export async function migrate(db: Db): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    for (const file of files) {
      const version = Number(file.slice(0, 3));
      if (done.has(version)) continue;
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
      applied.push(file);
    }
  });
  return applied;
}

/**
 * Statements of a migration file, split on lines ending with ';' so each runs through the same
 * parameterless path on both back-ends; a `$$`-quoted function body stays whole (its own lines end
 * with ';'). Comment-only pieces are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let pending = '';
  for (const piece of sql.split(/;\s*$/m)) {
    pending = pending ? `${pending};${piece}` : piece;
    if ((pending.match(/\$\$/g)?.length ?? 0) % 2 === 1) continue; // inside a $$ body: keep going
    const statement = pending.trim();
    pending = '';
    if (statement && !/^(--[^\n]*\n?)*$/.test(statement)) statements.push(statement);
  }
  return statements;
}
