/**
 * V8 heap tuning of a process that holds a screening index (figures: docs/benchmarks.md, round 17).
 *
 * V8 moves an allocation site's objects straight to the old generation ("pretenuring") once most of
 * what the site allocated survived a young-generation collection (Clifford et al., "Memento mori:
 * dynamic allocation-site-based optimizations", ISMM 2015). While the index is built nearly every
 * object survives, so many sites of the normalisation and tokenising code are marked for pretenuring,
 * and the same sites then put the short-lived objects of each screening query into the old
 * generation too: garbage that only a full collection frees, and that grew the heap by about
 * 90 MB during the bench's batch of 20,000 people (about 50 MB without pretenuring). Turning
 * pretenuring off once the index is built lets that garbage die young.
 *
 * V8 reads the flag at every young-generation collection (the pretenuring feedback of
 * src/heap/pretenuring-handler), so turning it off at run time takes effect from the next one; Node
 * documents `v8.setFlagsFromString` after start-up as unpredictable in general, so only this flag is
 * changed, once per process, and only after the first index exists. Later rebuilds (a list load) run
 * without pretenuring: their objects are copied through the young generation, which costs CPU in the
 * background of a running process but no memory.
 */
import v8 from 'node:v8';

let stopped = false;

/**
 * Turns V8's allocation-site pretenuring off for the rest of the process (module doc). Call it right
 * after building a long-lived screening index (Screener.build); calls after the first do nothing.
 */
export function stopPretenuringAfterIndexBuild(): void {
  if (stopped) return;
  stopped = true;
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
