/**
 * `vigil companies load | status`: load the company-registry bulk files under
 * `$VIGIL_DATA_DIR/companies/` (streaming, with a progress bar on stderr), and show what is loaded.
 * A load that changes companies an organisation tracks records attribute changes and emits
 * company.updated (delivered by the webhook dispatcher of a running `vigil serve` / `vigil worker`).
 */
import { Command } from 'commander';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../log.js';
import { openDatabase } from '../../storage/db.js';
import { migrate } from '../../storage/migrate.js';
import { buildProviderChain } from '../../providers/factory.js';
import { REGISTRY_PROVIDER_ID } from '../../providers/registry-files/provider.js';
import { LOADED_SOURCES, loadRegistrySource } from '../../providers/registry-files/store.js';
import { refreshTrackedCompanies } from '../../domain/company-changes.js';

export function companiesCommand(): Command {
  const companies = new Command('companies').description('company-registry data (Companies House, GLEIF, Brønnøysund bulk files)');
  companies
    .command('load')
    .description('load the registry files in VIGIL_DATA_DIR/companies (unchanged snapshots are skipped unless --force)')
    .option('--force', 'reload even when the files did not change', false)
    .option('--source <id...>', `only these sources (${LOADED_SOURCES.join(', ')})`)
    .action(async (opts: { force: boolean; source?: string[] }) => {
      const config = loadConfig();
      const logger = createLogger(config.logLevel);
      const db = await openDatabase(config);
      const bar = new cliProgress.SingleBar(
        { format: '{source} | {value} records | {rate} records/s', stream: process.stderr, noTTYOutput: false, hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      try {
        await migrate(db);
        let loaded = false;
        for (const source of opts.source ?? LOADED_SOURCES) {
          const started = Date.now();
          bar.start(0, 0, { source: source.padEnd(16), rate: 0 });
          const r = await loadRegistrySource(db, config.dataDir, source, {
            force: opts.force,
            parseWorkers: config.companies.parseWorkers,
            onProgress: (n) => bar.update(n, { rate: Math.round(n / Math.max(0.001, (Date.now() - started) / 1000)) }),
          });
          bar.stop();
          loaded ||= r.status === 'loaded';
          const figures = r.status === 'loaded' ? `  ${r.records} records, ${r.malformed} malformed, ${r.seconds.toFixed(1)} s (${Math.round(r.records / Math.max(r.seconds, 0.001))}/s)` : '';
          process.stdout.write(`${source.padEnd(16)} ${r.status}${figures}${r.snapshot ? `  ${r.snapshot}` : ''}\n`);
        }
        if (loaded && config.companies.providers.includes(REGISTRY_PROVIDER_ID)) {
          const providers = buildProviderChain(config.companies, db, logger);
          const changed = await refreshTrackedCompanies(db, REGISTRY_PROVIDER_ID, (id) => providers.profile(REGISTRY_PROVIDER_ID, id));
          process.stdout.write(`tracked companies changed: ${changed}\n`);
        }
      } finally {
        bar.stop();
        await db.close();
      }
    });
  companies
    .command('status')
    .description('show the loaded registry snapshots')
    .action(async () => {
      const config = loadConfig();
      const db = await openDatabase(config);
      try {
        await migrate(db);
        const rows = await db.query<{ source: string; record_count: number; malformed_count: number; published_on: string | null; snapshot_dir: string }>(
          `SELECT source, record_count, malformed_count, published_on, snapshot_dir FROM registry_loads WHERE status = 'active' ORDER BY source`,
        );
        if (!rows.rows.length) process.stdout.write(`No registry data loaded. Data dir: ${config.dataDir}/companies\n`);
        for (const r of rows.rows) {
          process.stdout.write(`${r.source.padEnd(16)} ${String(r.record_count).padStart(9)} records  ${String(r.malformed_count).padStart(5)} malformed  published ${r.published_on ?? '?'}  ${r.snapshot_dir}\n`);
        }
      } finally {
        await db.close();
      }
    });
  return companies;
}
