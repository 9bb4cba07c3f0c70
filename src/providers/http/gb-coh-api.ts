/**
 * UK Companies House Public Data API provider (`gb_coh_api`): live company search, identification
 * and profiles with officers and persons with significant control (PSC).
 *
 * API documentation: https://developer-specs.company-information.service.gov.uk/ (Companies House
 * Public Data API reference) and https://developer.company-information.service.gov.uk/authentication.
 * - Authentication: HTTP Basic, the API key as user name and an empty password
 *   (`Authorization: Basic base64("<key>:")`). A wrong key answers 401.
 * - Base URL: https://api.company-information.service.gov.uk
 * - `search`: `GET /search/companies?q=<name>&items_per_page=<n>` -> `items[]` (see gb-coh-mapping.ts).
 *   At least 2 items are requested: `items_per_page=1` is known to return an empty page
 *   (Companies House developer forum, "Search - no items returned ... items_per_page=1").
 * - `match`: a registration number is an exact lookup, `GET /company/{number}` (the number is
 *   normalised to 8 characters, "8957400" -> "08957400"); a country other than GB gives no candidates
 *   (the register holds UK companies only); by name, a search scored with `confidenceCode`.
 * - `profile(providerId)`: provider ids are `GB-COH:<company number>`. `GET /company/{n}`, then
 *   `GET /company/{n}/officers` and `GET /company/{n}/persons-with-significant-control` (both paged
 *   with `items_per_page`/`start_index`; a 404 on these lists means none are on file).
 * Output: ../types.ts shapes; mapping rules in gb-coh-mapping.ts and gb-coh-psc.ts.
 * Errors: `ProviderError` (with the HTTP status) for 401/429/5xx, time-outs (default 10 s) and
 * network failures; an unknown company is null / no candidates, never an error.
 *
 * Configuration (wired in src/config.ts by its owner, not read here): `VIGIL_COH_API_KEY` (the API
 * key) and `VIGIL_COH_API_URL` (base URL override, e.g. a mirror or the sandbox).
 */
import type { CompanyCandidate, CompanyProfile, CompanyProvider, MatchInput, Officer, Owner } from '../types.js';
import { DEFAULT_SEARCH_LIMIT, scoreCandidates } from './candidates.js';
import {
  GB_COH_ID_PREFIX,
  GB_COH_PROVIDER_ID,
  chCountryCode,
  mapCompanyProfile,
  mapOfficer,
  normaliseCompanyNumber,
  profileCandidate,
  searchItemCandidate,
  type ChCompanyProfile,
  type ChItemPage,
  type ChOfficer,
  type ChSearchItem,
} from './gb-coh-mapping.js';
import { mapPscs, type ChPsc } from './gb-coh-psc.js';
import { DEFAULT_TIMEOUT_MS, HttpJsonClient, basicAuthorization } from './http-json.js';

export const COMPANIES_HOUSE_API_URL = 'https://api.company-information.service.gov.uk';

export interface CompaniesHouseApiOptions {
  /** The Companies House REST API key (`VIGIL_COH_API_KEY`). */
  apiKey: string;
  /** Default https://api.company-information.service.gov.uk (`VIGIL_COH_API_URL`). */
  baseUrl?: string;
  /** Per-request time-out in milliseconds, default 10 000. */
  timeoutMs?: number;
}

/** Largest page the list and search resources serve. */
const MAX_PAGE_SIZE = 100;
/** Pages read at most per officer or PSC list (1,000 entries), so one company cannot run unbounded. */
const MAX_LIST_PAGES = 10;

export class CompaniesHouseApiProvider implements CompanyProvider {
  readonly id = GB_COH_PROVIDER_ID;
  private readonly http: HttpJsonClient;
  private readonly authorization: string;

  constructor(options: CompaniesHouseApiOptions) {
    this.http = new HttpJsonClient(GB_COH_PROVIDER_ID, options.baseUrl ?? COMPANIES_HOUSE_API_URL, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    this.authorization = basicAuthorization(options.apiKey, '');
  }

  async search(query: { name: string; country?: string; limit?: number }): Promise<CompanyCandidate[]> {
    if (!coversCountry(query.country) || !query.name.trim()) return [];
    const limit = Math.min(Math.max(query.limit ?? DEFAULT_SEARCH_LIMIT, 1), MAX_PAGE_SIZE);
    const page = await this.http.get<ChItemPage<ChSearchItem>>('/search/companies', {
      query: { q: query.name.trim(), items_per_page: Math.max(limit, 2) },
      headers: this.headers(),
    });
    const items = (page.items ?? []).filter((item) => item.company_number && item.title).slice(0, limit);
    return scoreCandidates({ name: query.name, country: query.country }, items.map(searchItemCandidate));
  }

  async match(input: MatchInput): Promise<CompanyCandidate[]> {
    if (!coversCountry(input.country)) return [];
    const number = input.registration_number ? normaliseCompanyNumber(input.registration_number) : undefined;
    if (number) {
      const company = await this.company(number);
      if (company) return scoreCandidates({ ...input, registration_number: number }, [profileCandidate(company)]);
    }
    if (!input.name?.trim()) return [];
    const found = await this.search({ name: input.name, country: input.country });
    return scoreCandidates(input, found.map(({ confidence: _unused, ...candidate }) => candidate));
  }

  async profile(providerId: string): Promise<CompanyProfile | null> {
    if (!providerId.startsWith(GB_COH_ID_PREFIX)) return null;
    const number = normaliseCompanyNumber(providerId.slice(GB_COH_ID_PREFIX.length));
    if (!number) return null;
    const company = await this.company(number);
    if (!company) return null;
    const [officers, pscs] = await Promise.all([
      this.listAll<ChOfficer>(`/company/${number}/officers`),
      this.listAll<ChPsc>(`/company/${number}/persons-with-significant-control`),
    ]);
    return mapCompanyProfile(company, officers.map(mapOfficer), mapPscs(pscs));
  }

  /** Current and resigned officers of `companyNumber` (empty when none are on file). */
  async officers(companyNumber: string): Promise<Officer[]> {
    const number = normaliseCompanyNumber(companyNumber);
    return number ? (await this.listAll<ChOfficer>(`/company/${number}/officers`)).map(mapOfficer) : [];
  }

  /** Active and ceased persons with significant control of `companyNumber` (empty when none are on file). */
  async personsWithSignificantControl(companyNumber: string): Promise<Owner[]> {
    const number = normaliseCompanyNumber(companyNumber);
    if (!number) return [];
    return mapPscs(await this.listAll<ChPsc>(`/company/${number}/persons-with-significant-control`));
  }

  private headers(): Record<string, string> {
    return { authorization: this.authorization };
  }

  private company(number: string): Promise<ChCompanyProfile | null> {
    return this.http.getOrNull<ChCompanyProfile>(`/company/${encodeURIComponent(number)}`, { headers: this.headers() });
  }

  /** Every item of a paged list resource; a 404 is an empty list. */
  private async listAll<T>(path: string): Promise<T[]> {
    const items: T[] = [];
    for (let pageNo = 0; pageNo < MAX_LIST_PAGES; pageNo++) {
      const page = await this.http.getOrNull<ChItemPage<T>>(path, {
        query: { items_per_page: MAX_PAGE_SIZE, start_index: items.length },
        headers: this.headers(),
      });
      const pageItems = page?.items ?? [];
      items.push(...pageItems);
      if (!pageItems.length || items.length >= (page?.total_results ?? 0)) break;
    }
    return items;
  }
}

/** True when `country` is absent or the UK: Companies House registers UK companies only. */
function coversCountry(country: string | undefined): boolean {
  return !country?.trim() || chCountryCode(country) === 'GB';
}
