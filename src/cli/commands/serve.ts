/** `vigil serve` (HTTP + in-process workers) and `vigil worker` (workers only, PostgreSQL required). */
import { Command } from 'commander';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../log.js';
import { startVigil, type Vigil } from '../../app.js';

function stopOnSignals(vigil: Vigil, logger: ReturnType<typeof createLogger>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await vigil.stop().catch((err) => logger.error({ err }, 'error while stopping'));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

export function serveCommand(): Command {
  return new Command('serve').description('serve the HTTP API on $PORT (default 8000) with background workers').action(async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const vigil = await startVigil(config, logger, { http: true, worker: config.inlineWorker, loadLists: true });
    logger.info({ port: config.port, database: vigil.db.kind, dataDir: config.dataDir }, 'Vigil is serving');
    stopOnSignals(vigil, logger);
  });
}

export function workerCommand(): Command {
  return new Command('worker').description('run background workers only (needs DATABASE_URL: PGlite is single-process)').action(async () => {
    const config = loadConfig();
    if (!config.databaseUrl) {
      throw new Error('vigil worker needs DATABASE_URL=postgres://...: the embedded PGlite database serves one process only (use `vigil serve`).');
    }
    const logger = createLogger(config.logLevel);
    const vigil = await startVigil(config, logger, { http: false, worker: true, loadLists: false });
    logger.info('Vigil worker running');
    stopOnSignals(vigil, logger);
  });
}
