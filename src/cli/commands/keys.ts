/** `vigil keys create --org NAME`: prints a new API key alone on stdout (stored only as a hash). */
import { Command } from 'commander';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../storage/db.js';
import { migrate } from '../../storage/migrate.js';
import { createApiKey } from '../../domain/api-keys.js';

export function keysCommand(): Command {
  const keys = new Command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key for an organisation (created if new)')
    .requiredOption('--org <name>', 'organisation name')
    .option('--read-only', 'key may only read (GET); writes answer 403', false)
    .action(async (opts: { org: string; readOnly: boolean }) => {
      const config = loadConfig();
      const db = await openDatabase(config);
      try {
        await migrate(db);
        const { key } = await createApiKey(db, opts.org, { readOnly: opts.readOnly });
        process.stdout.write(`${key}\n`);
      } finally {
        await db.close();
      }
    });
  return keys;
}
