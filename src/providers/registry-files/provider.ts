/**
 * The `registry_files` provider: companies from the registry bulk files loaded into the database
 * (./store.ts), Vigil's own data, asked first. Works offline.
 *
 * - search / match by name: candidates whose normalised name equals the query's (name_key, legal
 *   forms and punctuation ignored: "aker bp" = "AKER BP ASA", "!obac" = "!OBAC LIMITED"), then those
 *   holding every query word (GIN on tokens), then those holding any distinctive query word; each is
 *   scored with `confidenceCode` (the screening engine's name scorer) and the best are returned.
 * - match by registration number: exact (letters and digits compared, so "08957400" = "08 957 400");
 *   a register's number through `reg_number`, an LEI through `provider_id` (`LEI:<lei>`).
 * - profile: the stored record plus officers (Companies House officers file) and owners (GLEIF
 *   parents from the relationship file, named from the LEI records when loaded).
 */
import type { Db } from '../../storage/db.js';
import type { CompanyCandidate, CompanyProfile, MatchInput, CompanyProvider, Officer, Owner } from '../types.js';
import { confidenceCode } from '../confidence.js';
import { GENERIC_ORG_WORDS } from '../../screening/normalise.js';
import { companyTokens, nameKeyOf, normNumber } from './store.js';
import { CONSOLIDATION_TYPES, relationshipToOwner } from './gleif-rr.js';
import type { GleifRelationship } from './gleif-rr.js';
import type { RegistryCompany } from './types.js';

export const REGISTRY_PROVIDER_ID = 'registry_files';

/** A stored record (JSON text, see migration 007) as its object. */
const parseRecord = <T>(json: string): T => JSON.parse(json) as T;
const isOfficersFileCompany = (c: RegistryCompany) => (c as RegistryCompany & { from_officers_file?: boolean }).from_officers_file === true;

// The registry tables hold only active loads: a load's partitions are attached in the transaction
// that makes it active, and the previous load's are detached and dropped in it (./store.ts), so no
// query filters on the load's status.

/** Rows fetched per retrieval stage before scoring. */
const STAGE_LIMIT = 200;

export class RegistryFilesProvider implements CompanyProvider {
  readonly id = REGISTRY_PROVIDER_ID;
  constructor(private readonly db: Db) {}

  private candidate(c: RegistryCompany, input: MatchInput): CompanyCandidate {
    const base = {
      provider: REGISTRY_PROVIDER_ID,
      provider_id: c.provider_id,
      name: c.name,
      country: c.country,
      address: c.address,
      registration_numbers: c.registration_numbers,
      duns_number: c.duns_number,
      industry_codes: c.industry_codes,
      status: c.status,
    };
    return { ...base, confidence: confidenceCode(input, base) };
  }

  private async byName(name: string, country: string | undefined, limit: number): Promise<RegistryCompany[]> {
    const tokens = companyTokens(name);
    if (!tokens.length) return [];
    const found = new Map<string, RegistryCompany>();
    const run = async (where: string, params: unknown[]) => {
      const res = await this.db.query<{ data: string }>(
        `SELECT data FROM registry_companies WHERE ($1::text IS NULL OR country = $1) AND ${where} LIMIT ${STAGE_LIMIT}`,
        [country ?? null, ...params],
      );
      for (const r of res.rows) {
        const c = parseRecord<RegistryCompany>(r.data);
        const seen = found.get(c.provider_id);
        if (!seen || isOfficersFileCompany(seen)) found.set(c.provider_id, c);
      }
    };
    await run('name_key = $2', [nameKeyOf(tokens)]);
    if (found.size < limit) await run('tokens @> $2::text[]', [tokens]);
    const distinctive = tokens.filter((t) => !GENERIC_ORG_WORDS.has(t) && t.length > 2);
    if (found.size < limit && distinctive.length) await run('tokens && $2::text[]', [distinctive]);
    return [...found.values()];
  }

  async search(query: { name: string; country?: string; limit?: number }): Promise<CompanyCandidate[]> {
    const limit = query.limit ?? 20;
    const input = { name: query.name, country: query.country };
    const rows = await this.byName(query.name, query.country?.toUpperCase(), limit);
    return rows.map((c) => this.candidate(c, input)).sort((a, b) => b.confidence - a.confidence).slice(0, limit);
  }

  async match(input: MatchInput): Promise<CompanyCandidate[]> {
    const country = input.country?.toUpperCase();
    if (input.registration_number) {
      const res = await this.db.query<{ data: string }>(
        `SELECT data FROM registry_companies WHERE (reg_number = $1 OR provider_id = 'LEI:' || $1) AND ($2::text IS NULL OR country = $2) LIMIT 20`,
        [normNumber(input.registration_number), country ?? null],
      );
      if (res.rows.length) return res.rows.map((r) => this.candidate(parseRecord(r.data), input)).sort((a, b) => b.confidence - a.confidence);
    }
    if (!input.name) return [];
    return (await this.byName(input.name, country, 20)).map((c) => this.candidate(c, input)).sort((a, b) => b.confidence - a.confidence).slice(0, 20);
  }

  async profile(providerId: string): Promise<CompanyProfile | null> {
    // The officers file's own record of a company (number and name only) counts when it is the only one.
    const records = (await this.db.query<{ data: string }>(`SELECT data FROM registry_companies WHERE provider_id = $1`, [providerId])).rows.map((r) =>
      parseRecord<RegistryCompany>(r.data),
    );
    const c = records.find((r) => !isOfficersFileCompany(r)) ?? records[0];
    if (!c) return null;
    const officers = (
      await this.db.query<{ data: string }>(
        `SELECT data FROM registry_officers WHERE company_provider_id = $1`,
        [providerId],
      )
    ).rows.map((r) => parseRecord<Officer>(r.data));
    const owners: Owner[] = [];
    const lei = c.registration_numbers.find((r) => r.type === 'lei')?.number;
    if (lei) {
      const rels = await this.db.query<{ data: string; parent: string | null }>(
        `SELECT r.data, (SELECT p.data FROM registry_companies p WHERE p.provider_id = 'LEI:' || r.parent_lei LIMIT 1) AS parent
           FROM registry_relationships r WHERE r.child_lei = $1`,
        [lei],
      );
      // Owners are accounting parents only; fund-management and sub-fund links are not ownership.
      for (const r of rels.rows) {
        const rel = parseRecord<GleifRelationship>(r.data);
        if (CONSOLIDATION_TYPES.has(rel.relationship_type)) owners.push(relationshipToOwner(rel, r.parent ? parseRecord<RegistryCompany>(r.parent) : undefined));
      }
    }
    const { source: _s, country_of_origin: _o, from_officers_file: _f, ...rest } = c as RegistryCompany & { from_officers_file?: boolean };
    return { ...rest, provider: REGISTRY_PROVIDER_ID, officers, owners };
  }
}
