/** `vigil lists fetch | load | status`: download the publishers' files, load them into the database, show what is loaded. */
import { Command } from 'commander';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../log.js';
import { openDatabase } from '../../storage/db.js';
import { migrate } from '../../storage/migrate.js';
import { describeRefusal, listLoadRefusals, loadListsIntoDb, listStatus } from '../../domain/list-data.js';
import { fetchLists } from '../../lists/fetch.js';

export function listsCommand(): Command {
  const lists = new Command('lists').description('sanctions and PEP list data');
  lists
    .command('fetch')
    .description("download the current list files from the publishers' official URLs into VIGIL_DATA_DIR")
    .option('--list <id...>', 'only these lists')
    .action(async (opts: { list?: string[] }) => {
      const config = loadConfig();
      const results = await fetchLists(config.dataDir, createLogger(config.logLevel), opts.list);
      for (const r of results) process.stdout.write(`${r.list.padEnd(14)} ${r.status}${r.path ? `  ${r.path}` : ''}${r.error ? `  ${r.error}` : ''}\n`);
      if (results.some((r) => r.status === 'error')) process.exitCode = 1;
    });
  lists
    .command('load')
    .description(
      'parse the list files in VIGIL_DATA_DIR and store them (unchanged lists are skipped unless --force; ' +
        'a suspicious snapshot (empty, < 80% of the previous records, > 5% malformed rows) is refused unless --accept-suspicious)',
    )
    .option('--force', 'reload even when the files did not change', false)
    .option('--accept-suspicious', 'load snapshots that fail the plausibility check anyway', false)
    .option('--list <id...>', 'only these lists')
    .action(async (opts: { force: boolean; acceptSuspicious: boolean; list?: string[] }) => {
      const config = loadConfig();
      const db = await openDatabase(config);
      try {
        await migrate(db);
        const summaries = await loadListsIntoDb(db, config.dataDir, createLogger(config.logLevel), {
          force: opts.force,
          acceptSuspicious: opts.acceptSuspicious,
          lists: opts.list,
        });
        for (const s of summaries) {
          const figures = s.records !== undefined ? `  ${s.records} records, ${s.malformed} malformed, published ${s.published_on ?? '?'}` : '';
          process.stdout.write(`${s.list.padEnd(14)} ${s.status}${figures}${s.error ? `  ${s.error}` : ''}\n`);
        }
        for (const s of summaries.filter((x) => x.status === 'refused')) {
          process.stderr.write(`${describeRefusal({ ...s, records: s.records!, malformed: s.malformed!, previous_records: s.previous_records ?? null, path: s.path!, reason: s.reason! })}\n`);
        }
        if (summaries.some((s) => s.status === 'error' || s.status === 'refused')) process.exitCode = 1;
      } finally {
        await db.close();
      }
    });
  lists
    .command('status')
    .description('show the loaded lists')
    .action(async () => {
      const config = loadConfig();
      const db = await openDatabase(config);
      try {
        await migrate(db);
        const rows = await listStatus(db);
        if (!rows.length) process.stdout.write(`No list loaded. Data dir: ${config.dataDir}\n`);
        for (const r of rows) {
          process.stdout.write(`${r.list.padEnd(14)} ${String(r.records).padStart(6)} records  ${String(r.malformed).padStart(4)} malformed  published ${r.published_on ?? '?'}  ${r.path}\n`);
        }
        for (const r of await listLoadRefusals(db)) process.stdout.write(`REFUSED ${describeRefusal(r)}\n`);
      } finally {
        await db.close();
      }
    });
  return lists;
}
