/**
 * How an owner's ownership compares with an ownership threshold (`ownership_screening_threshold`, a
 * percentage, api-facts.md "Compliance checks"). Companies House publishes bands, not exact shares:
 * `ownership-of-shares-25-to-50-percent` means "more than 25% but not more than 50%", held here as
 * `{ ownership_min: 25 (exclusive), ownership_max: 50 }` (providers/types.ts).
 *
 * Rule: an owner is above the threshold T when its holding CAN exceed T, i.e. `ownership_max > T`
 * (a 25–50% band counts for T = 30, because the true share may be 45%). Missing a UBO is a regulatory
 * failure while screening one more person is cheap, so a band that straddles the threshold counts.
 * An owner with no percentage at all (a GLEIF accounting parent, a PSC with control but no share band)
 * counts only when the caller asks to include unquantified control (`includeUnquantified`, default true:
 * a parent that consolidates the company controls it).
 */
import type { Owner } from '../providers/types.js';

export function ownerAboveThreshold(owner: Pick<Owner, 'ownership_min' | 'ownership_max'>, threshold: number, includeUnquantified = true): boolean {
  if (owner.ownership_max === undefined && owner.ownership_min === undefined) return includeUnquantified;
  const max = owner.ownership_max ?? 100;
  return max > threshold;
}
