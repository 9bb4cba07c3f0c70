/**
 * src/heap-tuning.ts: the full collection before an index build works in a process started without
 * `--expose-gc` (as every Vigil process is), and more than once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectGarbageBeforeIndexBuild } from '../src/heap-tuning.js';

/** About 20 MB of small objects that survive young-generation collections while they are built. */
function garbage(): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < 300; i++) rows.push(Array.from({ length: 1000 }, (_, j) => `row ${i} field ${j}`));
  return rows;
}

test('collectGarbageBeforeIndexBuild frees unreachable memory without --expose-gc, each time it is called', () => {
  assert.equal(typeof (globalThis as { gc?: unknown }).gc, 'undefined', 'the test process must run without --expose-gc');
  for (let round = 0; round < 2; round++) {
    let rows: string[][] | null = garbage();
    const held = process.memoryUsage().heapUsed;
    assert.equal(rows.length, 300);
    rows = null;
    collectGarbageBeforeIndexBuild();
    const freed = held - process.memoryUsage().heapUsed;
    assert.ok(freed > 10 * 1024 * 1024, `round ${round}: only ${(freed / 1048576).toFixed(1)} MB freed`);
  }
  // The collector is borrowed from another context, not installed in this one.
  assert.equal(typeof (globalThis as { gc?: unknown }).gc, 'undefined');
});
