/**
 * Test double of the UK Companies House Public Data API that REPLAYS REAL RECORDED RESPONSES from
 * `<shared data>/companies/gb_coh_api/2023-07-28/` (read at start, never copied into the project):
 * the company profile of 08957400 (company_candour.json), the officer list of 04475590
 * (officers_you_limited.json), the PSC list of 04053514 (persons_yorkshire_air_ambulance.json) and an
 * officer's appointments (appointments_allan_david_horley.json). Each file is routed by its own
 * content (`company_number`, `links.self`), not by its file name.
 *
 * Routes (shapes as documented at https://developer-specs.company-information.service.gov.uk/):
 * - `GET /company/{n}`, `/company/{n}/officers`, `/company/{n}/persons-with-significant-control`,
 *   `/officers/{id}/appointments`: the recording; list resources honour `items_per_page` and
 *   `start_index` by slicing the recorded items.
 * - `GET /search/companies?q=&items_per_page=&start_index=`: the documented search resource
 *   (`kind: "search#companies"`, `items[]` of `searchresults#company` with title, company_number,
 *   company_status, company_type, address, address_snippet, date_of_creation, description, links)
 *   built from the recorded profile(s). Matching rule of the stub: `q` equals the company number, or
 *   every word of `q` begins a word of the company name (case and punctuation ignored, "ltd" read as
 *   "limited").
 * - Anything else: 404 `{"errors":[{"error":"company-profile-not-found","type":"ch:service"}]}`.
 * Authentication as documented: HTTP Basic with the API key as user name (password ignored);
 * otherwise 401.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_DATA, sendJson, startStubServer, type StubServer } from './stub-server.js';

export const COH_API_RECORDINGS = path.join(SHARED_DATA, 'companies', 'gb_coh_api', '2023-07-28');

interface Recording {
  [key: string]: unknown;
  items?: unknown[];
}

export interface CohApiStub extends StubServer {
  apiKey: string;
}

const NOT_FOUND = { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] };

export async function startCohApiStub(options: { apiKey?: string; dataDir?: string } = {}): Promise<CohApiStub> {
  const apiKey = options.apiKey ?? 'coh-test-key';
  const routes = loadRecordings(options.dataDir ?? COH_API_RECORDINGS);
  const profiles = [...routes.entries()].filter(([route]) => /^\/company\/[^/]+$/.test(route)).map(([, body]) => body);

  const server = await startStubServer((req, res) => {
    if (!authorised(req.authorization, apiKey)) {
      sendJson(res, 401, { error: 'Invalid Authorization', type: 'ch:service' });
      return;
    }
    if (req.method !== 'GET') {
      sendJson(res, 405, { error: 'Method not allowed' });
      return;
    }
    if (req.path === '/search/companies') {
      sendJson(res, 200, searchCompanies(profiles, req.query));
      return;
    }
    const recording = routes.get(req.path);
    if (!recording) {
      sendJson(res, 404, NOT_FOUND);
      return;
    }
    sendJson(res, 200, Array.isArray(recording.items) ? page(recording, req.query) : recording);
  });
  return { ...server, apiKey };
}

/** Every recorded JSON file, keyed by the API path it answers. */
function loadRecordings(dir: string): Map<string, Recording> {
  const routes = new Map<string, Recording>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const body = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Recording;
    const self = (body.links as { self?: string } | undefined)?.self;
    if (typeof body.company_number === 'string' && typeof body.company_name === 'string') routes.set(`/company/${body.company_number}`, body);
    else if (self) routes.set(self, body);
  }
  return routes;
}

function authorised(header: string | undefined, apiKey: string): boolean {
  const m = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!m) return false;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const user = decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : decoded;
  return user === apiKey;
}

function paging(query: Record<string, string>, defaultSize: number): { size: number; start: number } {
  const size = Math.max(1, Math.min(Number(query.items_per_page) || defaultSize, 100));
  const start = Math.max(0, Number(query.start_index) || 0);
  return { size, start };
}

function page(recording: Recording, query: Record<string, string>): Recording {
  const { size, start } = paging(query, Number(recording.items_per_page) || 35);
  return { ...recording, items: recording.items!.slice(start, start + size), items_per_page: size, start_index: start };
}

/** Lower-case words, with the abbreviation "ltd" read as "limited" (Companies House treats them alike). */
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w === 'ltd' ? 'limited' : w));

function searchCompanies(profiles: Recording[], query: Record<string, string>) {
  const q = (query.q ?? '').trim();
  const wanted = words(q);
  const hits = profiles.filter((p) => {
    if (String(p.company_number).toLowerCase() === q.toLowerCase()) return true;
    const name = words(String(p.company_name));
    return wanted.length > 0 && wanted.every((w) => name.some((n) => n.startsWith(w)));
  });
  const { size, start } = paging(query, 20);
  return {
    kind: 'search#companies',
    items: hits.slice(start, start + size).map(searchItem),
    items_per_page: size,
    start_index: start,
    page_number: Math.floor(start / size) + 1,
    total_results: hits.length,
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A company profile as the search resource presents it. */
function searchItem(profile: Recording) {
  const office = Object.fromEntries(
    Object.entries((profile.registered_office_address ?? {}) as Record<string, string | null>).filter(([, v]) => v != null),
  ) as Record<string, string>;
  const snippet = ['premises', 'address_line_1', 'address_line_2', 'locality', 'region', 'postal_code']
    .map((k) => office[k])
    .filter(Boolean)
    .join(', ');
  const created = String(profile.date_of_creation ?? '');
  const [y, m, d] = created.split('-').map(Number);
  return {
    kind: 'searchresults#company',
    title: profile.company_name,
    company_number: profile.company_number,
    company_status: profile.company_status,
    company_type: profile.type,
    date_of_creation: profile.date_of_creation,
    address: office,
    address_snippet: snippet,
    description: created ? `${profile.company_number} - Incorporated on ${d} ${MONTHS[m - 1]} ${y}` : String(profile.company_number),
    description_identifier: ['incorporated-on'],
    links: { self: `/company/${profile.company_number}` },
  };
}
