// Entry of the registry parse worker (./parse-worker.ts, started by ./store.ts). A worker thread does
// not get the TypeScript loader of the process that starts it, and on Node 20 `execArgv: ['--import',
// 'tsx']` does not install it in a worker either (ERR_UNKNOWN_FILE_EXTENSION); registering tsx here,
// in the worker, does.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
