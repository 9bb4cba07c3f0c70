/**
 * The `vigil` commands (main.ts): how to load each, and how the top-level help lists it.
 */
import type { Command } from 'commander';

/**
 * Each command's module, loaded when the command runs: the modules pull in the HTTP server, the
 * database, the news pipeline or the screening engine, and importing all of them took about 1.6 s
 * before any command started. A known command name loads its own module only (`help NAME` too).
 */
export const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./commands/serve.js')).serveCommand(),
  worker: async () => (await import('./commands/serve.js')).workerCommand(),
  keys: async () => (await import('./commands/keys.js')).keysCommand(),
  lists: async () => (await import('./commands/lists.js')).listsCommand(),
  companies: async () => (await import('./commands/companies.js')).companiesCommand(),
  screen: async () => (await import('./commands/screen.js')).screenCommand(),
  compare: async () => (await import('./commands/compare.js')).compareCommand(),
  news: async () => (await import('./commands/news.js')).newsCommand(),
};

/**
 * How the top-level help lists each command (its usage term and description, as commander prints
 * them from the command itself; test/cli.test.ts checks that they agree). For main.ts: anything other than a known
 * command (no command, `help`, `--help`, a typo) gets commands made from this table, with no module
 * loaded, so the help and commander's "did you mean" suggestions cost no import (2.0 s -> 0.3 s).
 */
export const COMMAND_SUMMARIES: Record<string, { term: string; description: string }> = {
  serve: { term: 'serve', description: 'serve the HTTP API on $PORT (default 8000) with background workers' },
  worker: { term: 'worker', description: 'run background workers only (needs DATABASE_URL: PGlite is single-process)' },
  keys: { term: 'keys', description: 'manage API keys' },
  lists: { term: 'lists', description: 'sanctions and PEP list data' },
  companies: { term: 'companies', description: 'company-registry data (Companies House, GLEIF, Brønnøysund bulk files)' },
  screen: { term: 'screen [options] [name]', description: 'screen a name, or a CSV file of people, against the lists in VIGIL_DATA_DIR' },
  compare: { term: 'compare [options] [name1] [name2]', description: 'score two names (0-1) with an explanation, or a CSV of name pairs' },
  news: { term: 'news', description: 'news articles and adverse media' },
};
