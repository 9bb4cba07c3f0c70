#!/usr/bin/env node
// Runs the test suite with node:test (Node 20 does not glob, so files are listed here).
// The suite runs on embedded PGlite; when DATABASE_URL is set the database tests run on that server.
import { spawnSync } from 'node:child_process';

const files = [
  'test/lists.test.ts',
  'test/lists-fetch.test.ts',
  'test/lists-pep-uk-eu.test.ts',
  'test/lists-uk-au-ca.test.ts',
  'test/screening.test.ts',
  'test/screening-scripts.test.ts',
  'test/merge.test.ts',
  'test/storage.test.ts',
  'test/http-auth.test.ts',
  'test/http-compliance.test.ts',
  'test/http-hostile-input.test.ts',
  'test/jobs.test.ts',
  'test/worker-split.test.ts',
  'test/webhooks.test.ts',
  'test/webhooks-crash.test.ts',
  'test/portfolios.test.ts',
  'test/providers-http.test.ts',
  'test/company-loaders.test.ts',
  'test/record-chunks.test.ts',
  'test/companies.test.ts',
  'test/registration-owners.test.ts',
  'test/registration-recovery.test.ts',
  'test/cli.test.ts',
  'test/list-load-guard.test.ts',
  'test/lock.test.ts',
  'test/http-hardening.test.ts',
  'test/companies-contract.test.ts',
  'test/compliance-contract.test.ts',
  'test/openapi-contract.test.ts',
  'test/worker-throughput.test.ts',
  'test/api-responsiveness.test.ts',
  'test/review-audit.test.ts',
  'test/company-checks.test.ts',
  'test/risk-scores.test.ts',
  'test/check-risk-scores.test.ts',
  'test/read-cache.test.ts',
  'test/monitoring.test.ts',
  'test/monitoring-crash.test.ts',
  'test/monitoring-ofsi.test.ts',
  'test/news-classifier.test.ts',
  'test/news-sources.test.ts',
  'test/news-ingest.test.ts',
  'test/news-linking.test.ts',
];

const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
});
process.exit(result.status ?? 1);
