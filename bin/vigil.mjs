#!/usr/bin/env node
// The operator CLI entry (`npx vigil ...`): runs the TypeScript sources through tsx, no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
