/**
 * Confidence codes for the HTTP providers that do not return their own (Companies House, GLEIF):
 * each candidate is scored with `confidenceCode` (../confidence.ts, the screening engine's name
 * scorer) against the caller's identifying details, then the list is ordered best first.
 *
 * Input: the match input (for a plain search, `{ name, country }`) and candidates without
 * `confidence`. Output: the same candidates with `confidence` 1–10, sorted by confidence
 * descending; ties keep the provider's own order. Never throws.
 */
import { confidenceCode } from '../confidence.js';
import type { CompanyCandidate, MatchInput } from '../types.js';

export function scoreCandidates(input: MatchInput, candidates: Array<Omit<CompanyCandidate, 'confidence'>>): CompanyCandidate[] {
  return candidates
    .map((candidate, order) => ({ candidate: { ...candidate, confidence: confidenceCode(input, candidate) }, order }))
    .sort((a, b) => b.candidate.confidence - a.candidate.confidence || a.order - b.order)
    .map(({ candidate }) => candidate);
}

/** The search limit the providers use when the caller gives none (CompanyProvider.search). */
export const DEFAULT_SEARCH_LIMIT = 20;
