/**
 * Readers for the University of Tartu adverse-media set (`../shared/data/news/ut_adverse_media/2020-11/`,
 * from `kristjanr/ut-ml-adverse-media`; its README section 6 describes the files).
 *
 * Training files: `adverse_media_training.csv.zip` and `non_adverse_media_training.csv.zip`, each one CSV
 * (RFC 4180, UTF-8, header `source, entity_name, entity_type, url, article, full_response, label,
 * explanation, assessor, comment, title`). A row is an (entity, article) pair. Its class is the file it is
 * in unless the participants' cross-check `label` says otherwise:
 *   - `am` -> adverse, `nam` -> not adverse, empty -> the file's class;
 *   - any of `delete`, `random`, `doubt`, `neither` (alone or in a list such as "am, doubt"), or any other
 *     value -> the row is excluded (kept with `label: null` and counted, never used for training or
 *     evaluation), as the data README says.
 * Rows are identified as `adverse:N` / `non_adverse:N` with N the 1-based data row of the file's CSV.
 *
 * Public test file: `public_test.csv`, header `id, title, article, label`, label `1` adverse, `0` not.
 *
 * Errors: a missing file or a corrupt zip rejects with an Error naming the path; a row whose label cannot
 * be read is counted in `excluded`, never fatal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { openFileStream, textChunks } from '../providers/registry-files/open-file.js';

/** One training row as an (entity, article) pair with its resolved class. */
export interface AdverseTrainingRow {
  /** `adverse:N` or `non_adverse:N` (N = 1-based data row of that file). */
  rowId: string;
  file: 'adverse' | 'non_adverse';
  entityName: string;
  /** Free text as typed by the participants (`individual`, `Person`, `company`, ...). */
  entityType: string;
  url: string;
  title: string;
  article: string;
  /** true adverse, false not adverse, null excluded (delete/random/doubt/neither/other). */
  label: boolean | null;
  /** The raw `label` cell, trimmed and lower-cased. */
  rawLabel: string;
  /** The participants' reason, e.g. "money laundering" (often empty). */
  explanation: string;
}

/** One row of `public_test.csv`. */
export interface AdverseTestRow {
  id: string;
  title: string;
  article: string;
  adverse: boolean;
}

export const TRAINING_FILES = {
  adverse: 'adverse_media_training.csv.zip',
  non_adverse: 'non_adverse_media_training.csv.zip',
} as const;
export const PUBLIC_TEST_FILE = 'public_test.csv';

const EXCLUDING_LABELS = new Set(['delete', 'random', 'doubt', 'neither']);

/** The class a `label` cell gives a row of `file` (see the module comment). */
export function resolveLabel(rawLabel: string, file: 'adverse' | 'non_adverse'): boolean | null {
  const parts = rawLabel.trim().toLowerCase().split(/[\s,;/]+/).filter(Boolean);
  if (parts.some((p) => EXCLUDING_LABELS.has(p))) return null;
  if (parts.length === 0) return file === 'adverse';
  if (parts.length === 1 && parts[0] === 'am') return true;
  if (parts.length === 1 && parts[0] === 'nam') return false;
  return null;
}

async function readZippedCsv(file: string): Promise<Record<string, string>[]> {
  let text = '';
  for await (const chunk of textChunks(await openFileStream(file, { zipEntry: /\.csv$/i }))) text += chunk;
  return parse(text, { columns: true, relax_column_count: true, skip_empty_lines: true });
}

/** Both training files of `dir` (the `ut_adverse_media/2020-11` folder), adverse file first. */
export async function readAdverseTraining(dir: string): Promise<AdverseTrainingRow[]> {
  const rows: AdverseTrainingRow[] = [];
  for (const file of ['adverse', 'non_adverse'] as const) {
    const records = await readZippedCsv(path.join(dir, TRAINING_FILES[file]));
    records.forEach((r, i) => {
      const rawLabel = (r.label ?? '').trim().toLowerCase();
      rows.push({
        rowId: `${file}:${i + 1}`,
        file,
        entityName: (r.entity_name ?? '').trim(),
        entityType: (r.entity_type ?? '').trim(),
        url: r.url ?? '',
        title: r.title ?? '',
        article: r.article ?? '',
        label: resolveLabel(rawLabel, file),
        rawLabel,
        explanation: (r.explanation ?? '').trim(),
      });
    });
  }
  return rows;
}

/** `public_test.csv` of `dir`. Rows whose label is neither `0` nor `1` are skipped. */
export function readAdverseTest(dir: string): AdverseTestRow[] {
  const records: Record<string, string>[] = parse(readFileSync(path.join(dir, PUBLIC_TEST_FILE)), { columns: true, skip_empty_lines: true, bom: true });
  return records
    .filter((r) => r.label === '0' || r.label === '1')
    .map((r) => ({ id: r.id, title: r.title ?? '', article: r.article ?? '', adverse: r.label === '1' }));
}

/**
 * A key that is equal for two copies of one article: the first 300 letters and digits of the lower-cased,
 * ASCII-folded text. Used to keep copies of an article on one side of a split and out of training when
 * the article is in the test file.
 */
export function articleKey(article: string): string {
  return article.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, 300);
}

/** FNV-1a 32-bit hash of a string's UTF-16 code units (a fixed, documented split function). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The fixed held-out split for the entity-level evaluation: a row is held out (never trained on) when
 * `fnv1a(articleKey(article)) % 5 === 0`, about 20 % of rows; every copy of one article falls on the same
 * side. The split depends on the article text only, so it is the same on every run and machine.
 */
export function isHeldOut(row: Pick<AdverseTrainingRow, 'article'>): boolean {
  return fnv1a(articleKey(row.article)) % 5 === 0;
}

/** Cross-validation fold (0..folds-1) of a training row, again by article so copies stay together. */
export function cvFold(row: Pick<AdverseTrainingRow, 'article'>, folds: number): number {
  return fnv1a(`fold:${articleKey(row.article)}`) % folds;
}
