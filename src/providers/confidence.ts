/**
 * Confidence codes 1–10 for company candidates, computed with the screening engine's name scorer so
 * that Vigil has one name matcher (legal forms, punctuation and transliteration are handled by
 * `screening/normalise.ts`). The scale follows Dun & Bradstreet's confidence codes: 10 is certain
 * (an identifier matched), 8–9 a strong name match, 5–7 a plausible one, 1–4 weak.
 */
import { compareNames } from '../screening/engine.js';
import type { CompanyCandidate, MatchInput } from './types.js';

/** Name similarity (0–1) of two company names, with legal forms and punctuation normalised away. */
export function companyNameScore(a: string, b: string): number {
  return compareNames(a, b, 'company').score;
}

/**
 * Confidence code (integer 1–10) of `candidate` for `input`:
 * - an equal registration number or DUNS number gives 10;
 * - otherwise round(name score × 10), minus 2 when both countries are known and differ, plus 1
 *   (up to 9) when the postal code or locality also agrees; never below 1.
 */
export function confidenceCode(input: MatchInput, candidate: Pick<CompanyCandidate, 'name' | 'country' | 'registration_numbers' | 'duns_number' | 'address'>): number {
  const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (input.duns_number && candidate.duns_number && norm(input.duns_number) === norm(candidate.duns_number)) return 10;
  if (input.registration_number) {
    const wanted = norm(input.registration_number);
    if (wanted && candidate.registration_numbers.some((r) => norm(r.number) === wanted)) return 10;
  }
  if (!input.name) return 1;
  let code = Math.round(companyNameScore(input.name, candidate.name) * 10);
  if (input.country && candidate.country && input.country.toUpperCase() !== candidate.country.toUpperCase()) code -= 2;
  const samePostal = input.postal_code && candidate.address.postal && norm(input.postal_code) === norm(candidate.address.postal);
  const samePlace = input.address_locality && candidate.address.place && norm(input.address_locality) === norm(candidate.address.place);
  if ((samePostal || samePlace) && code < 9) code += 1;
  return Math.max(1, Math.min(10, code));
}
