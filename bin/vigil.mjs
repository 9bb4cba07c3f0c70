#!/usr/bin/env node
// The operator CLI entry (`npx vigil ...`): runs the TypeScript sources through tsx, no build step.
import v8 from 'node:v8';

// Young-generation size, set before the heap grows, hence first thing (docs/benchmarks.md).
// Screening: a 16 MB semi-space (Node's default) keeps the full corpus's peak RSS at 594-598 MB
// against 621-684 MB with 64 MB, at the same query speed; 64 MB loads and builds the index about
// 0.5 s faster (4.9-5.2 s against 5.5-5.6 s), which no longer pays for the memory (measured
// 2026-11-24; earlier, before the lighter loaders and index build, 64 MB saved 1.3 s).
// The company commands build no screening index; there the main thread parses a share of the
// registry files beside the database (providers/registry-files/store.ts), and a 4 MB semi-space kept
// a 1M-row load's peak RSS about 50 MB lower than Node's default at the same speed (docs/benchmarks.md).
v8.setFlagsFromString(process.argv[2] === 'companies' ? '--max-semi-space-size=4' : '--max-semi-space-size=16');

const { register } = await import('tsx/esm/api');
register();
await import('../src/cli/main.ts');
