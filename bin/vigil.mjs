#!/usr/bin/env node
// The operator CLI entry (`npx vigil ...`): runs the TypeScript sources through tsx, no build step.
import v8 from 'node:v8';

// Loading lists and building the screening index allocate many short-lived objects; a 64 MB young
// generation cuts garbage-collection time by a quarter (measured: load+build 5.1 s -> 3.9 s, see
// docs/benchmarks.md). It must be set before the heap grows, hence first thing.
// The company commands build no screening index; there the main thread parses a share of the
// registry files beside the database (providers/registry-files/store.ts), and a 4 MB semi-space kept
// a 1M-row load's peak RSS about 50 MB lower than Node's default at the same speed (docs/benchmarks.md).
v8.setFlagsFromString(process.argv[2] === 'companies' ? '--max-semi-space-size=4' : '--max-semi-space-size=64');

const { register } = await import('tsx/esm/api');
register();
await import('../src/cli/main.ts');
