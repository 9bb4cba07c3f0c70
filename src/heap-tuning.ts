/**
 * V8 heap tuning of a process that holds a screening index (figures: docs/benchmarks.md, round 17):
 * a full collection before the index build, and no pretenuring after it.
 *
 * Before the build (`collectGarbageBeforeIndexBuild`): the lists' load leaves its garbage (the
 * files' texts and buffers, parsed rows, database rows) dead but uncollected, and V8 lets the old
 * generation grow to several times what survived its last full collection before it collects again
 * (in the bench from 81 to 321 MB), so the build's own allocations were stacked on top of the load's
 * garbage: the process's peak memory was set there. One full collection when the load is done, before the build, costs a
 * fraction of a second once per build and lowers that peak.
 *
 * After the build (`stopPretenuringAfterIndexBuild`):
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
 * documents `v8.setFlagsFromString` after start-up as unpredictable in general, so only these two
 * flags are changed (`--expose-gc` for the collection before the build), each once per process, and
 * pretenuring only after the first index exists. Later rebuilds (a list load) run
 * without pretenuring: their objects are copied through the young generation, which costs CPU in the
 * background of a running process but no memory.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { ListRecord } from './lists/types.js';
import type { ScreeningConfigOverride } from './screening/config.js';
import { Screener } from './screening/engine.js';

let stopped = false;
let collect: (() => void) | undefined;

/**
 * `Screener.build(records, config)` for a process that keeps the index and screens with it: the full
 * collection before the build and pretenuring off after it (module doc), in that order. Throws what
 * Screener.build throws. (bench/screen.ts calls the two steps itself, to compare runs without them.)
 */
export function buildResidentScreener(records: ListRecord[], config?: ScreeningConfigOverride): Screener {
  collectGarbageBeforeIndexBuild();
  const screener = Screener.build(records, config);
  stopPretenuringAfterIndexBuild();
  return screener;
}

/**
 * Runs a full garbage collection now (module doc). Call it when the lists are loaded and the index is
 * about to be built. Node exposes the collector only under `--expose-gc`; the flag set at run time
 * installs `gc` in contexts created afterwards, so a new `node:vm` context lends it (the function
 * collects the whole process's heap, not only that context's). Throws nothing: where no collector can
 * be had, it does nothing.
 */
export function collectGarbageBeforeIndexBuild(): void {
  if (collect === undefined) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (exposed) collect = exposed;
    else {
      try {
        v8.setFlagsFromString('--expose-gc');
        collect = vm.runInNewContext('gc') as () => void;
      } catch {
        // A Node that no longer lends it: the build goes on without the collection (a higher peak only).
        collect = () => {};
      }
    }
  }
  collect();
}

/**
 * Turns V8's allocation-site pretenuring off for the rest of the process (module doc). Call it right
 * after building a long-lived screening index (Screener.build); calls after the first do nothing.
 */
export function stopPretenuringAfterIndexBuild(): void {
  if (stopped) return;
  stopped = true;
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
