/**
 * GLEIF API v1 provider (`gleif_api`): legal entities by name, local register number or LEI, and
 * their accounting-consolidation parents (GLEIF Level 2 data).
 *
 * API documentation: https://documenter.getpostman.com/view/7679680/SVYrrxuU ("GLEIF API", JSON:API
 * requests and responses; filters `filter[<field>]`, paging `page[size]`/`page[number]`) and
 * https://www.gleif.org/en/lei-data/gleif-api . No key, no authentication.
 * - Base URL: https://api.gleif.org/api/v1
 * - `search`: `GET /lei-records?filter[entity.legalName]=<name>&filter[entity.legalAddress.country]=<CC>&page[size]=<n>&page[number]=1`,
 *   scored with `confidenceCode`.
 * - `match`: a registration number that is a valid LEI -> `GET /lei-records/{lei}`; any other number
 *   -> `GET /lei-records?filter[entity.registeredAs]=<number>` (the local register number, sent as
 *   typed, plus the country filter when given); then, if nothing was found and a name is given, a
 *   name search.
 * - `profile(providerId)`: provider ids are `LEI:<lei>`. `GET /lei-records/{lei}`, then
 *   `GET /lei-records/{lei}/direct-parent` and `/ultimate-parent` (each answers the parent's LEI
 *   record; 404 means no parent is reported) -> owners of kind `company`, without percentages.
 * Output: ../types.ts shapes; mapping rules in gleif-mapping.ts.
 * Errors: `ProviderError` for non-2xx answers other than a lookup's 404, time-outs (default 10 s)
 * and network failures.
 *
 * Configuration (wired in src/config.ts by its owner, not read here): `VIGIL_GLEIF_API_URL` (base
 * URL override).
 */
import { toCountryCode } from '../../lists/countries.js';
import type { CompanyCandidate, CompanyProfile, CompanyProvider, MatchInput, Owner } from '../types.js';
import { DEFAULT_SEARCH_LIMIT, scoreCandidates } from './candidates.js';
import {
  GLEIF_PROVIDER_ID,
  LEI_ID_PREFIX,
  isLei,
  mapProfile,
  parentOwners,
  recordCandidate,
  type GleifDocument,
  type GleifRecord,
} from './gleif-mapping.js';
import { DEFAULT_TIMEOUT_MS, HttpJsonClient, type QueryValues } from './http-json.js';

export const GLEIF_API_URL = 'https://api.gleif.org/api/v1';

export interface GleifApiOptions {
  /** Default https://api.gleif.org/api/v1 (`VIGIL_GLEIF_API_URL`). */
  baseUrl?: string;
  /** Per-request time-out in milliseconds, default 10 000. */
  timeoutMs?: number;
}

/** Largest `page[size]` the API serves. */
const MAX_PAGE_SIZE = 200;
const JSON_API = { accept: 'application/vnd.api+json' };

export class GleifApiProvider implements CompanyProvider {
  readonly id = GLEIF_PROVIDER_ID;
  private readonly http: HttpJsonClient;

  constructor(options: GleifApiOptions = {}) {
    this.http = new HttpJsonClient(GLEIF_PROVIDER_ID, options.baseUrl ?? GLEIF_API_URL, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  }

  async search(query: { name: string; country?: string; limit?: number }): Promise<CompanyCandidate[]> {
    if (!query.name.trim()) return [];
    const records = await this.list({ 'filter[entity.legalName]': query.name.trim() }, query.country, query.limit);
    return scoreCandidates({ name: query.name, country: query.country }, records.map(recordCandidate));
  }

  async match(input: MatchInput): Promise<CompanyCandidate[]> {
    const number = input.registration_number?.trim();
    if (number) {
      const records = isLei(number)
        ? [await this.record(number.toUpperCase())].filter((r): r is GleifRecord => r !== null)
        : await this.list({ 'filter[entity.registeredAs]': number }, input.country);
      if (records.length) return scoreCandidates(input, records.map(recordCandidate));
    }
    if (!input.name?.trim()) return [];
    const found = await this.search({ name: input.name, country: input.country });
    return scoreCandidates(input, found.map(({ confidence: _unused, ...candidate }) => candidate));
  }

  async profile(providerId: string): Promise<CompanyProfile | null> {
    if (!providerId.startsWith(LEI_ID_PREFIX)) return null;
    const lei = providerId.slice(LEI_ID_PREFIX.length).trim().toUpperCase();
    const record = await this.record(lei);
    if (!record) return null;
    return mapProfile(record, await this.parents(lei));
  }

  /** The direct and ultimate accounting-consolidation parents of `lei` as owners (empty when none are reported). */
  async parents(lei: string): Promise<Owner[]> {
    const id = encodeURIComponent(lei.trim().toUpperCase());
    const [direct, ultimate] = await Promise.all([
      this.http.getOrNull<GleifDocument<GleifRecord>>(`/lei-records/${id}/direct-parent`, { headers: JSON_API }),
      this.http.getOrNull<GleifDocument<GleifRecord>>(`/lei-records/${id}/ultimate-parent`, { headers: JSON_API }),
    ]);
    return parentOwners(direct?.data ?? null, ultimate?.data ?? null);
  }

  private async record(lei: string): Promise<GleifRecord | null> {
    const doc = await this.http.getOrNull<GleifDocument<GleifRecord>>(`/lei-records/${encodeURIComponent(lei)}`, { headers: JSON_API });
    return doc?.data ?? null;
  }

  /** First page of `/lei-records` for `filters`, narrowed to the legal address's country when one is given. */
  private async list(filters: QueryValues, country: string | undefined, limit = DEFAULT_SEARCH_LIMIT): Promise<GleifRecord[]> {
    const countryCode = country?.trim() ? toCountryCode(country) ?? country.trim().toUpperCase() : undefined;
    const doc = await this.http.get<GleifDocument<GleifRecord[]>>('/lei-records', {
      query: {
        ...filters,
        'filter[entity.legalAddress.country]': countryCode,
        'page[size]': Math.min(Math.max(limit, 1), MAX_PAGE_SIZE),
        'page[number]': 1,
      },
      headers: JSON_API,
    });
    return (doc.data ?? []).filter((record) => record?.attributes?.lei);
  }
}
