/** `vigil news load PATH...`: ingest news files (GDELT GKG, GDELT DOC responses, RSS/Atom feeds, news sitemaps) with a progress bar. */
import { Command } from 'commander';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../storage/db.js';
import { migrate } from '../../storage/migrate.js';
import { ingestNewsFiles } from '../../news/ingest.js';

export function newsCommand(): Command {
  const news = new Command('news').description('news articles and adverse media');
  news
    .command('load')
    .description('ingest news files in their published formats (duplicates of stored articles are skipped)')
    .argument('<paths...>', 'GDELT GKG 2.1 files (.csv, .zip, .gz), GDELT DOC 2.0 JSON responses, RSS/Atom feeds, news sitemaps')
    .action(async (paths: string[]) => {
      const db = await openDatabase(loadConfig());
      const bar = new cliProgress.SingleBar({ stream: process.stderr, format: 'news {bar} {value} articles' }, cliProgress.Presets.shades_classic);
      try {
        await migrate(db);
        bar.start(0, 0);
        let seen = 0;
        const results = await ingestNewsFiles(db, paths, {
          onArticles: (n) => {
            seen += n;
            bar.setTotal(seen);
            bar.update(seen);
          },
        });
        bar.stop();
        for (const r of results) {
          process.stdout.write(`${r.file}  ${r.format}  ${r.articles} articles, ${r.stored} stored (${r.company_links} links to tracked companies), ${r.duplicates} already known, ${r.malformed} malformed\n`);
        }
      } catch (err) {
        bar.stop();
        process.stderr.write(`${(err as Error).message}\n`);
        process.exitCode = 1;
      } finally {
        await db.close();
      }
    });
  return news;
}
