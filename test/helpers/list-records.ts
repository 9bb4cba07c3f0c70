/**
 * Small readers of loaded lists for the list-loader tests: a path under the shared data folder, a
 * record by its publisher's id, and the records counted per entity type; and a hand-written person's
 * record for the screening tests.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { newRecord } from '../../src/lists/common.js';
import type { ListLoadResult, ListRecord, ListResultType } from '../../src/lists/types.js';
import { SHARED_DATA } from './vigil.js';

/** A path under ../shared/data (or $VIGIL_DATA_DIR). */
export const dataPath = (...p: string[]): string => path.join(SHARED_DATA, ...p);

/** The record of `r` whose `source_id` is `id`; fails the test when there is none. */
export function recordById(r: ListLoadResult, id: string): ListRecord {
  const rec = r.records.find((x) => x.source_id === id);
  assert.ok(rec, `record ${id} not found in ${r.list}`);
  return rec;
}

/** The number of records of `r` per entity type ({ individual: 3, entity: 5, ... }). */
export function countEntityTypes(r: ListLoadResult): Record<string, number> {
  const c: Record<string, number> = {};
  for (const x of r.records) c[x.entity_type] = (c[x.entity_type] ?? 0) + 1;
  return c;
}

/** A hand-written record of a person named `name` on a list called "test" (a PEP unless `resultType` says otherwise). */
export function personRecord(id: string, name: string, resultType: ListResultType = 'pep'): ListRecord {
  return newRecord({ list: 'test', source_name: 'test', source_id: id, entity_type: 'individual', result_type: resultType, name, url: `https://example.org/${id}` });
}
