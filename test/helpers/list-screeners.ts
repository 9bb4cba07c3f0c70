/**
 * Screeners over real list files for tests (read from ../shared/data, never copied): the records of
 * some catalogued lists, optionally with every name written in a non-Latin script removed, so that a
 * test shows a match coming from the engine's reading of a script rather than from an alias the list
 * itself publishes.
 */
import assert from 'node:assert/strict';
import { loadList } from '../../src/lists/registry.js';
import type { ListRecord } from '../../src/lists/types.js';
import { Screener } from '../../src/screening/engine.js';
import { SHARED_DATA } from './vigil.js';

/** A letter of a script other than Latin (Common and Inherited characters are neither). */
const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/** The records of the lists `ids` (catalogue ids); asserts that each has a snapshot under SHARED_DATA. */
export async function listRecords(ids: string[]): Promise<ListRecord[]> {
  const records: ListRecord[] = [];
  for (const id of ids) {
    const r = await loadList(SHARED_DATA, id);
    assert.ok(r, `${id} snapshot present under ${SHARED_DATA}`);
    records.push(...r.records);
  }
  return records;
}

/**
 * A screener over the lists `ids` keeping only the names `keep` accepts (default: Latin-script names);
 * records left without a name are dropped.
 */
export async function screenerOf(ids: string[], keep: (name: string) => boolean = (n) => !NON_LATIN.test(n)): Promise<Screener> {
  return Screener.build((await listRecords(ids))
    .map((r) => ({ ...r, names: r.names.filter((n) => keep(n.name)) }))
    .filter((r) => r.names.length > 0));
}
