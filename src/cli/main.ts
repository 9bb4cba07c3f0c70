/**
 * `vigil` operator CLI (commander). Data goes to stdout, logs to stderr.
 *   vigil serve | worker
 *   vigil keys create --org NAME [--read-only]
 *   vigil lists fetch | load [--force] | status
 *   vigil screen "NAME" [--dob D] [--country CC] [--type T] | --input FILE.csv --output FILE.jsonl
 *   vigil compare "NAME 1" "NAME 2" [--type T] | --input pairs.csv --output scores.csv
 */
import { Command } from 'commander';

/**
 * Each command's module, loaded when the command runs: the modules pull in the HTTP server, the
 * database, the news pipeline or the screening engine, and importing all of them took about 1.6 s
 * before any command started. A known command name loads its own module only; anything else (no
 * command, `help`, `--help`, a typo) loads them all, so help and commander's suggestions list every
 * command as before.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./commands/serve.js')).serveCommand(),
  worker: async () => (await import('./commands/serve.js')).workerCommand(),
  keys: async () => (await import('./commands/keys.js')).keysCommand(),
  lists: async () => (await import('./commands/lists.js')).listsCommand(),
  companies: async () => (await import('./commands/companies.js')).companiesCommand(),
  screen: async () => (await import('./commands/screen.js')).screenCommand(),
  compare: async () => (await import('./commands/compare.js')).compareCommand(),
  news: async () => (await import('./commands/news.js')).newsCommand(),
};

// A reader that stops early (`vigil screen ... | head`) closes the pipe: the output is no longer
// wanted, so the command ends quietly instead of dying on an unhandled EPIPE with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

const program = new Command('vigil')
  .description('Vigil compliance screening service and operator tools')
  .showHelpAfterError();

const named = process.argv[2];
const wanted = named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
for (const name of wanted) program.addCommand(await COMMANDS[name]());

try {
  await program.parseAsync(process.argv);
} catch (err) {
  process.stderr.write(`vigil: ${(err as Error).message}\n`);
  process.exit(1);
}
