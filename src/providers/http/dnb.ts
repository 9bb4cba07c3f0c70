/**
 * Dun & Bradstreet Direct+ provider (`dnb`): identity resolution with D&B's own confidence codes,
 * and company profiles from data blocks. The only provider that sets `duns_number`.
 *
 * API documentation: https://directplus.documentation.dnb.com/ ("Authentication", "Identity
 * Resolution" JSON samples `html/resources/JSONSample_IDR.html`, data blocks, "Error and Information
 * Messages").
 * - Base URL: https://plus.dnb.com ; bearer tokens from `POST /v2/token` (dnb-token.ts), reused until
 *   they expire; a 401 answer drops the token, fetches a new one and retries the request once.
 * - `match`: `GET /v1/match/cleanseMatch` with the caller's details as `name`, `countryISOAlpha2Code`,
 *   `registrationNumber`, `duns`, `streetAddressLine1`, `addressLocality`, `addressRegion`,
 *   `postalCode`, `telephoneNumber`, `url`, `email`, and `candidateMaximumQuantity` ->
 *   `matchCandidates[]`; each candidate keeps D&B's `matchQualityInformation.confidenceCode`.
 *   D&B needs `countryISOAlpha2Code` for name and address matching; without one D&B answers 400,
 *   which surfaces as `ProviderError`. A 404 (no candidates) is an empty list, and so is an input
 *   with no identifying detail besides the country (nothing is asked).
 * - `search`: cleanseMatch with the name (and country), at most `limit` candidates.
 * - `profile(duns)`: provider ids are the 9-digit DUNS ("804735132"; "80-473-5132" and a `DUNS:`
 *   prefix are accepted; any other id, such as `GB-COH:...`, is null without a request). `GET /v1/data/duns/{duns}?blockIDs=
 *   companyinfo_L2_v1,principalscontacts_L1_v1,hierarchyconnections_L1_v1` (404 -> null).
 * Output: ../types.ts shapes; mapping rules in dnb-mapping.ts.
 * Errors: `ProviderError` for wrong credentials (401 from the token request), a 401 that persists
 * after one fresh token, other non-2xx answers, time-outs (default 10 s) and network failures.
 *
 * Configuration (wired in src/config.ts by its owner, not read here): `VIGIL_DNB_API_KEY`,
 * `VIGIL_DNB_API_SECRET` (the consumer key and secret) and `VIGIL_DNB_API_URL` (base URL override).
 */
import { toCountryCode } from '../../lists/countries.js';
import { ProviderError, type CompanyCandidate, type CompanyProfile, type CompanyProvider, type MatchInput } from '../types.js';
import { DEFAULT_SEARCH_LIMIT } from './candidates.js';
import { DNB_PROVIDER_ID, mapProfile, matchCandidate, type DnbMatchCandidate, type DnbOrganization } from './dnb-mapping.js';
import { DnbTokenCache } from './dnb-token.js';
import { DEFAULT_TIMEOUT_MS, HttpJsonClient, type QueryValues } from './http-json.js';

export const DNB_API_URL = 'https://plus.dnb.com';

/** Data blocks read for a profile: company information L2, principals L1, hierarchy and connections L1. */
export const DNB_PROFILE_BLOCKS = ['companyinfo_L2_v1', 'principalscontacts_L1_v1', 'hierarchyconnections_L1_v1'];

export interface DnbOptions {
  /** Direct+ consumer key (`VIGIL_DNB_API_KEY`). */
  apiKey: string;
  /** Direct+ consumer secret (`VIGIL_DNB_API_SECRET`). */
  apiSecret: string;
  /** Default https://plus.dnb.com (`VIGIL_DNB_API_URL`). */
  baseUrl?: string;
  /** Per-request time-out in milliseconds, default 10 000. */
  timeoutMs?: number;
  /** Clock in milliseconds for token expiry (tests). */
  now?: () => number;
}

/** "804735132", "80-473-5132" or "DUNS:804735132" -> "804735132"; undefined for anything else. */
function dunsOf(providerId: string): string | undefined {
  const raw = providerId.trim().replace(/^DUNS:/i, '');
  return /^[\d-]+$/.test(raw) && raw.replace(/-/g, '').length === 9 ? raw.replace(/-/g, '') : undefined;
}

/** Most candidates cleanseMatch is asked for. */
const MAX_CANDIDATES = 25;

export class DnbProvider implements CompanyProvider {
  readonly id = DNB_PROVIDER_ID;
  private readonly http: HttpJsonClient;
  private readonly tokens: DnbTokenCache;

  constructor(options: DnbOptions) {
    this.http = new HttpJsonClient(DNB_PROVIDER_ID, options.baseUrl ?? DNB_API_URL, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    this.tokens = new DnbTokenCache(this.http, options.apiKey, options.apiSecret, options.now);
  }

  async search(query: { name: string; country?: string; limit?: number }): Promise<CompanyCandidate[]> {
    if (!query.name.trim()) return [];
    return this.cleanseMatch({ name: query.name, country: query.country }, query.limit ?? DEFAULT_SEARCH_LIMIT);
  }

  match(input: MatchInput): Promise<CompanyCandidate[]> {
    return this.cleanseMatch(input, DEFAULT_SEARCH_LIMIT);
  }

  async profile(providerId: string): Promise<CompanyProfile | null> {
    const duns = dunsOf(providerId);
    if (!duns) return null;
    const answer = await this.authorized((headers) =>
      this.http.getOrNull<{ organization?: DnbOrganization }>(`/v1/data/duns/${duns}`, {
        query: { blockIDs: DNB_PROFILE_BLOCKS.join(',') },
        headers,
      }),
    );
    return answer?.organization?.duns ? mapProfile(answer.organization) : null;
  }

  private async cleanseMatch(input: MatchInput, limit: number): Promise<CompanyCandidate[]> {
    const query: QueryValues = {
      name: input.name?.trim(),
      countryISOAlpha2Code: input.country?.trim() ? toCountryCode(input.country) ?? input.country.trim().toUpperCase() : undefined,
      registrationNumber: input.registration_number?.trim(),
      duns: input.duns_number?.replace(/\D/g, '') || undefined,
      streetAddressLine1: input.street_address_line1?.trim(),
      addressLocality: input.address_locality?.trim(),
      addressRegion: input.address_region?.trim(),
      postalCode: input.postal_code?.trim(),
      telephoneNumber: input.telephone_number?.trim(),
      url: input.url?.trim(),
      email: input.email?.trim(),
      candidateMaximumQuantity: Math.min(Math.max(limit, 1), MAX_CANDIDATES),
    };
    const { countryISOAlpha2Code: _country, candidateMaximumQuantity: _max, ...details } = query;
    if (Object.values(details).every((v) => v === undefined || v === '')) return [];
    const answer = await this.authorized((headers) =>
      this.http.getOrNull<{ matchCandidates?: DnbMatchCandidate[] }>('/v1/match/cleanseMatch', { query, headers }),
    );
    return (answer?.matchCandidates ?? [])
      .filter((c) => c?.organization?.duns)
      .map(matchCandidate)
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, limit);
  }

  /** Runs `call` with a bearer token; on 401 drops that token and retries once with a fresh one. */
  private async authorized<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    const token = await this.tokens.token();
    try {
      return await call({ authorization: `Bearer ${token}` });
    } catch (err) {
      if (!(err instanceof ProviderError) || err.status !== 401) throw err;
      this.tokens.invalidate(token);
      const fresh = await this.tokens.token();
      return call({ authorization: `Bearer ${fresh}` });
    }
  }
}
