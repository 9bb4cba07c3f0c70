/**
 * The plausibility check a parsed list snapshot must pass before it replaces the loaded one (pure,
 * no I/O). A truncated download or an emptied file parses "successfully" into fewer records and many
 * malformed rows; loading it would silently stop listed parties from being found.
 *
 * Thresholds (docs/LISTS.md, "Suspicious loads"):
 * - empty: 0 records is never a real list.
 * - count drop: fewer than 80% of the previous snapshot's records. Real updates move a list by a few
 *   percent: OFAC adds and removes tens of SDN entries a week, and even its large removal waves (such
 *   as JCPOA Implementation Day, January 2016) took out a few hundred entries, single-digit percent
 *   (an estimate, not measured on a published file here). The shipped
 *   snapshots only grow (SDN 2019-01: 7,379 -> 2021-07: 8,976). A 20% drop is well above any such wave,
 *   and catches a file cut anywhere before its last fifth.
 * - malformed share: more than 5% of the rows (records + malformed rows) malformed. Every shipped
 *   snapshot parses with 0 malformed rows; a cut OFAC file orphans the alias and address rows of the
 *   lost entries (sdn.csv cut at 1.5 of 2.0 MB: 6,905 records, 5,051 malformed, 42%).
 */

export interface LoadGuardThresholds {
  /** Refuse when records < minShareOfPrevious x the previous snapshot's records (0..1). */
  minShareOfPrevious: number;
  /** Refuse when malformed / (records + malformed) exceeds this (0..1). */
  maxMalformedShare: number;
}

export const LOAD_GUARD_THRESHOLDS: Readonly<LoadGuardThresholds> = Object.freeze({
  minShareOfPrevious: 0.8,
  maxMalformedShare: 0.05,
});

export interface SnapshotCounts {
  records: number;
  malformed: number;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * Judges a parsed snapshot against the one it would replace.
 * Input: the new snapshot's record and malformed-row counts; the previous active snapshot's record
 * count (null when the list was never loaded: only the empty and malformed checks apply).
 * Output: null when the snapshot looks normal, else one sentence naming every failed check with
 * its figures (e.g. "6905 records is 76.9% of the previous 8976 (minimum 80%); ...").
 */
export function suspiciousLoadReason(
  next: SnapshotCounts,
  previousRecords: number | null,
  thresholds: LoadGuardThresholds = LOAD_GUARD_THRESHOLDS,
): string | null {
  const reasons: string[] = [];
  if (next.records === 0) reasons.push('the snapshot has 0 records');
  else if (previousRecords && next.records < previousRecords * thresholds.minShareOfPrevious) {
    reasons.push(
      `${next.records} records is ${pct(next.records / previousRecords)} of the previous ${previousRecords} (minimum ${pct(thresholds.minShareOfPrevious)})`,
    );
  }
  const rows = next.records + next.malformed;
  if (rows > 0 && next.malformed / rows > thresholds.maxMalformedShare) {
    reasons.push(`${next.malformed} of ${rows} rows malformed (${pct(next.malformed / rows)}, maximum ${pct(thresholds.maxMalformedShare)})`);
  }
  return reasons.length ? reasons.join('; ') : null;
}
