/**
 * `vigil` operator CLI (commander). Data goes to stdout, logs to stderr.
 *   vigil serve | worker
 *   vigil keys create --org NAME [--read-only]
 *   vigil lists fetch | load [--force] | status
 *   vigil screen "NAME" [--dob D] [--country CC] [--type T] | --input FILE.csv --output FILE.jsonl
 *   vigil compare "NAME 1" "NAME 2" [--type T] | --input pairs.csv --output scores.csv
 */
import { Command, Help } from 'commander';
import { COMMAND_SUMMARIES, COMMANDS } from './command-table.js';

// A reader that stops early (`vigil screen ... | head`) closes the pipe: the output is no longer
// wanted, so the command ends quietly instead of dying on an unhandled EPIPE with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

const program = new Command('vigil')
  .description('Vigil compliance screening service and operator tools')
  .showHelpAfterError();

/** The command the arguments name (`vigil NAME ...` or `vigil help NAME`), when it is a known one. */
function namedCommand(argv: string[]): string | undefined {
  const name = argv[2] === 'help' ? argv[3] : argv[2];
  return name !== undefined && Object.hasOwn(COMMANDS, name) ? name : undefined;
}

const named = namedCommand(process.argv);
if (named !== undefined) program.addCommand(await COMMANDS[named]());
else {
  for (const [name, { description }] of Object.entries(COMMAND_SUMMARIES)) program.addCommand(new Command(name).description(description));
  const term = new Map(Object.entries(COMMAND_SUMMARIES).map(([name, s]) => [name, s.term]));
  const standard = new Help();
  program.configureHelp({ subcommandTerm: (cmd) => term.get(cmd.name()) ?? standard.subcommandTerm(cmd) });
}

try {
  await program.parseAsync(process.argv);
} catch (err) {
  process.stderr.write(`vigil: ${(err as Error).message}\n`);
  process.exit(1);
}
