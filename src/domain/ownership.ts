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

/**
 * `ownership_screening_threshold` of a company-based check when not given: 25 percent. Sources: EU
 * AMLD (Directive 2015/849 art. 3(6)(a)(i): "a shareholding of 25 % plus one share or an ownership
 * interest of more than 25 %") and the UK PSC regime (Companies Act 2006 Sch. 1A: "more than 25%").
 */
export const DEFAULT_OWNERSHIP_THRESHOLD = 25;

export function ownerAboveThreshold(owner: Pick<Owner, 'ownership_min' | 'ownership_max'>, threshold: number, includeUnquantified = true): boolean {
  if (owner.ownership_max === undefined && owner.ownership_min === undefined) return includeUnquantified;
  const max = owner.ownership_max ?? 100;
  return max > threshold;
}

/** An ownership range in percent (0–100); `min` exclusive for Companies House bands, both undefined when unknown. */
export type OwnershipRange = Pick<Owner, 'ownership_min' | 'ownership_max'>;

/**
 * The range of an indirect holding: `holder` owns `via` (range `viaRange` in the company), and
 * `link` is `holder`'s share of `via`; the holder's indirect share of the company is the product
 * (50% of a 60% owner = 30%). Unknown when either factor is unknown (a GLEIF or D&B parent link
 * publishes no percentage), so an unquantified link makes the whole chain unquantified.
 */
export function chainRange(viaRange: OwnershipRange, link: OwnershipRange): OwnershipRange {
  const known = (r: OwnershipRange) => r.ownership_min !== undefined || r.ownership_max !== undefined;
  if (!known(viaRange) || !known(link)) return {};
  return {
    ownership_min: ((viaRange.ownership_min ?? 0) * (link.ownership_min ?? 0)) / 100,
    ownership_max: ((viaRange.ownership_max ?? 100) * (link.ownership_max ?? 100)) / 100,
  };
}

/**
 * The single percentage reported for a range (the UBO object's `*_ownership_percentage`): its
 * lower bound, so a Companies House band `25-to-50` reads as 25 ("more than 25%"), never more than
 * the register states; null when unknown.
 */
export function reportedPercentage(r: OwnershipRange): number | null {
  if (r.ownership_min !== undefined) return r.ownership_min;
  return r.ownership_max !== undefined ? 0 : null;
}
