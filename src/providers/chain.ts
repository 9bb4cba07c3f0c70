/**
 * The configured company-data providers, asked in order (VIGIL_COMPANY_PROVIDERS): our own loaded
 * registry data first by default, then external providers. A provider that fails (ProviderError:
 * network, credentials, 5xx) is logged and skipped, so one provider's outage does not stop
 * identification by the others.
 *
 * - `search`: every provider's candidates, merged by provider_id (the first provider's copy wins),
 *   best confidence first.
 * - `match`: the first provider, in order, with a candidate at or above `minConfidence`; else the
 *   best candidate seen (callers decide whether it is good enough).
 * - `profile`: asks the provider that produced the candidate.
 */
import type { Logger } from '../log.js';
import { ProviderError, type CompanyCandidate, type CompanyProfile, type CompanyProvider, type MatchInput } from './types.js';

export class ProviderChain {
  constructor(
    readonly providers: CompanyProvider[],
    private readonly logger: Logger,
  ) {}

  get ids(): string[] {
    return this.providers.map((p) => p.id);
  }

  private async ask<T>(p: CompanyProvider, what: string, fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      this.logger.warn({ provider: p.id, err: err.message }, `company provider failed (${what}); trying the next one`);
      return fallback;
    }
  }

  /** Candidates from every provider for `name` (+ country), merged by provider_id, best first, at most `limit`. */
  async search(query: { name: string; country?: string; limit?: number }): Promise<CompanyCandidate[]> {
    const seen = new Map<string, CompanyCandidate>();
    for (const p of this.providers) {
      for (const c of await this.ask(p, 'search', () => p.search(query), [] as CompanyCandidate[])) {
        if (!seen.has(c.provider_id)) seen.set(c.provider_id, c);
      }
    }
    return [...seen.values()].sort((a, b) => b.confidence - a.confidence).slice(0, query.limit ?? 20);
  }

  /** The best candidate for `input`: the first provider reaching `minConfidence` wins; else the best seen, or null. */
  async match(input: MatchInput, minConfidence: number): Promise<CompanyCandidate | null> {
    let best: CompanyCandidate | null = null;
    for (const p of this.providers) {
      const [top] = await this.ask(p, 'match', () => p.match(input), [] as CompanyCandidate[]);
      if (!top) continue;
      if (top.confidence >= minConfidence) return top;
      if (!best || top.confidence > best.confidence) best = top;
    }
    return best;
  }

  /** The full profile from `provider` (the candidate's provider id), or null. Throws ProviderError when that provider fails. */
  async profile(provider: string, providerId: string): Promise<CompanyProfile | null> {
    const p = this.providers.find((x) => x.id === provider);
    if (!p) throw new ProviderError(provider, 'this provider is not configured (VIGIL_COMPANY_PROVIDERS)');
    return p.profile(providerId);
  }
}
