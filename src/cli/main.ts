/**
 * `vigil` operator CLI (commander). Data goes to stdout, logs to stderr.
 *   vigil serve | worker
 *   vigil keys create --org NAME [--read-only]
 *   vigil lists fetch | load [--force] | status
 *   vigil screen "NAME" [--dob D] [--country CC] [--type T] | --input FILE.csv --output FILE.jsonl
 *   vigil compare "NAME 1" "NAME 2" [--type T] | --input pairs.csv --output scores.csv
 */
import { Command } from 'commander';
import { serveCommand, workerCommand } from './commands/serve.js';
import { keysCommand } from './commands/keys.js';
import { listsCommand } from './commands/lists.js';
import { companiesCommand } from './commands/companies.js';
import { screenCommand } from './commands/screen.js';
import { compareCommand } from './commands/compare.js';
import { newsCommand } from './commands/news.js';

const program = new Command('vigil')
  .description('Vigil compliance screening service and operator tools')
  .showHelpAfterError();

program.addCommand(serveCommand());
program.addCommand(workerCommand());
program.addCommand(keysCommand());
program.addCommand(listsCommand());
program.addCommand(companiesCommand());
program.addCommand(screenCommand());
program.addCommand(compareCommand());
program.addCommand(newsCommand());

try {
  await program.parseAsync(process.argv);
} catch (err) {
  process.stderr.write(`vigil: ${(err as Error).message}\n`);
  process.exit(1);
}
