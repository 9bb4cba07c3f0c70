/**
 * The real news files and the committed news label files, for scripts/eval-news.ts and bench/news.ts.
 * Data dir: $VIGIL_DATA_DIR or ../shared/data beside the repository (files are read in place).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NEWS_DIR = path.join(process.env.VIGIL_DATA_DIR ?? path.resolve(REPO, '../shared/data'), 'news');

/** Every file under `folders` of the news data dir (`gdelt_gkg`, `gdelt_doc`, `rss`), READMEs left out, in a fixed order. */
export function newsFiles(...folders: string[]): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d).sort()) {
      const p = path.join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (!/README/i.test(f)) out.push(p);
    }
  };
  for (const folder of folders) walk(path.join(NEWS_DIR, folder));
  return out;
}

/** The tab-separated rows of `test/fixtures/news/<file>`, comment lines (`#`) and blank lines left out. */
export function fixtureRows(file: string): string[][] {
  return readFileSync(path.join(REPO, 'test/fixtures/news', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t'));
}

/** The tracked companies of the linking evaluation (`link-companies.tsv`): key, names. */
export function evalCompanies(): Array<{ key: string; names: string[] }> {
  return fixtureRows('link-companies.tsv').map(([key, name, other]) => ({ key, names: [name, ...(other ? other.split('|') : [])] }));
}
