/**
 * Candidate selection with a per-list quota (pure): which of the retrieved items (index entries, or
 * records) are scored. Without a quota, a list holding many similar names takes every candidate slot:
 * with 16,000 EveryPolitician records loaded, 39 of the 40 candidates for 丽丽 张 were Chinese NPC
 * deputies and the CSL's "Li Li" (0.879) was no longer retrieved (docs/benchmarks.md, "After the
 * coverage lists"). A quota keeps the best candidates of every list in reach while the total stays
 * bounded (so screening costs no more).
 *
 * Rule: items arrive best first. A new unit (an entry or a record: `unitOf`) is taken while fewer
 * than `max` units are taken and its group (list: `groupOf`) holds fewer than `quota` units; a unit
 * refused only for its group's quota waits, and the waiting units fill the slots the other groups
 * left free, best first. Every item of a taken unit is returned, in the input order.
 */

/** The share of the candidate slots one list may take before the other lists' candidates are served. */
export const LIST_SHARE = 0.5;

/** The quota for `max` slots: `LIST_SHARE` of them, at least one. */
export function listQuota(max: number): number {
  return Math.max(1, Math.ceil(max * LIST_SHARE));
}

/**
 * The items (sorted best first) of at most `max` units, at most `quota` units per group while other
 * groups' units are waiting (module doc). Returns `sorted` itself when nothing is cut.
 */
export function selectWithQuota<T>(
  sorted: readonly T[],
  max: number,
  quota: number,
  unitOf: (item: T) => number,
  groupOf: (item: T) => number | string,
): T[] {
  if (sorted.length <= max) return sorted as T[]; // fewer items than slots: every unit is taken
  const taken = new Set<number>();
  const waiting: number[] = [];
  const waitingSet = new Set<number>();
  const perGroup = new Map<number | string, number>();
  for (const item of sorted) {
    if (taken.size >= max) break;
    const unit = unitOf(item);
    if (taken.has(unit) || waitingSet.has(unit)) continue;
    const g = groupOf(item);
    const n = perGroup.get(g) ?? 0;
    if (n < quota) {
      taken.add(unit);
      perGroup.set(g, n + 1);
    } else {
      waiting.push(unit);
      waitingSet.add(unit);
    }
  }
  for (let i = 0; i < waiting.length && taken.size < max; i++) taken.add(waiting[i]);
  if (!waiting.length && taken.size < max) return sorted as T[]; // every unit taken
  return sorted.filter((item) => taken.has(unitOf(item)));
}
