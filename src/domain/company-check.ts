/**
 * Company-based compliance checks (`company_id`, api-facts.md "Compliance checks", issue 15 §1):
 * gathering the parties to screen from what the company's registration stored (src/domain/companies.ts)
 * — the company itself (role `company`), its current officers (role `director`, when
 * `directors_screening_enabled`) and its owners above the ownership threshold (role `ubo`, when
 * `ubo_screening_enabled`, walked up the chain of tracked corporate owners) — and storing them as
 * the check's screened entities.
 *
 * Where the gathering runs, and why: inside the check's job (src/jobs/compliance-job.ts), while the
 * check shows `searching_directors` (interface.md), not in the POST transaction, so that a company
 * with a long ownership chain does not slow the POST and the state callers see is honest. It is
 * crash-safe because the gathered entities are written in ONE transaction that also moves the check
 * from `pending`/`queued`/`searching_directors` to `in_progress` (guarded by that status): a job that
 * dies before it commits gathers again from scratch; one that dies after finds the check `in_progress`
 * and never gathers twice; two runs racing serialise on the check's row and only one inserts.
 *
 * Rules (documented in docs/API.md "Company checks"):
 * - Officers with `resigned_on` are not screened; every other officer is (secretaries included:
 *   screening one more person is cheap, missing a controlling person is not).
 * - Owners with `ceased_on` are not screened. An owner is screened when its beneficial ownership is
 *   above the threshold by `ownerAboveThreshold` (src/domain/ownership.ts: a Companies House band
 *   counts when it can exceed the threshold; an owner without a percentage — a GLEIF/D&B parent or
 *   ultimate parent, a PSC with control but no share band — controls the company and is screened).
 *   Its reported percentage is the band's lower bound (`reportedPercentage`), null when unknown.
 * - Chain: a corporate owner whose registration number or DUNS is that of a tracked company of the
 *   same organisation is walked: that company's owners are screened too with multiplied ranges
 *   (`chainRange`), degree_of_separation one more; the walk stops at degree `MAX_OWNERSHIP_DEPTH`
 *   and never revisits a company (cycles; an owner that is the company screened is not a UBO of it). An owner reached twice is screened once (first, lowest degree).
 * - degree_of_separation: 1 for a direct owner, 2 for its owners, ...; null for an owner that is only
 *   an ultimate parent (GLEIF `IS_ULTIMATELY_CONSOLIDATED_BY`, D&B `globalUltimate`): the register
 *   does not say how many links lie between, and null for everything walked above such an owner.
 */
import crypto from 'node:crypto';
import type { Db, Queryable } from '../storage/db.js';
import type { Officer, Owner } from '../providers/types.js';
import { toCountryCode } from '../lists/countries.js';
import { getCompany, getPeople, registrationNumberKey, type CompanyRow } from './companies.js';
import { emitCheckStatus, type CheckRow } from './compliance.js';
import { chainRange, ownerAboveThreshold, reportedPercentage, type OwnershipRange } from './ownership.js';

/** Most links walked up an ownership chain (degree_of_separation of the farthest owner screened). */
export const MAX_OWNERSHIP_DEPTH = 5;

/** Natures of control that name an ultimate parent only (not a direct link). */
const ULTIMATE_ONLY = new Set(['IS_ULTIMATELY_CONSOLIDATED_BY', 'globalUltimate']);

/** api-facts.md "UBO object"; percentages 0–100 or null when unknown. Vigil infers no implied percentages (null). */
export interface UboFacts {
  name: string;
  beneficial_ownership_percentage: number | null;
  direct_ownership_percentage: number | null;
  indirect_ownership_percentage: number | null;
  implied_beneficial_ownership_percentage: number | null;
  implied_direct_ownership_percentage: number | null;
  implied_indirect_ownership_percentage: number | null;
  degree_of_separation: number | null;
  /** True for a natural person (AMLD: beneficial owners are natural persons); a controlling company is screened but not a beneficiary. */
  is_beneficiary: boolean;
  is_person_with_significant_control: boolean;
  birth_date: string | null;
}

/** One party gathered for screening, in the shape of a screened_entities row. */
export interface GatheredEntity {
  name: string;
  aliases: string[];
  entity_role: 'company' | 'director' | 'ubo';
  entity_type: 'individual' | 'company';
  first_name: string | null;
  last_name: string | null;
  country: string;
  date_of_birth: string;
  ubo: UboFacts | null;
}

export interface GatherOptions {
  directors: boolean;
  ubos: boolean;
  /** Percent, 0–100. */
  threshold: number;
}

const unique = (names: string[], except: string) => {
  const seen = new Set([except.trim().toLowerCase()]);
  return names.map((n) => n.trim()).filter((n) => n && !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()));
};

/** The four countries of the United Kingdom, as Companies House writes residences ("ENGLAND", "NORTHERN IRELAND"). */
const UK_COUNTRIES = new Set(['england', 'scotland', 'wales', 'northern ireland', 'great britain']);

/**
 * A registry's country text ("UNITED KINGDOM", "ENGLAND", "GB", "Norway") as the ISO 3166-1 alpha-2
 * code a screened entity carries, or '' when it is not a known country (an entity's country is a code
 * or nothing: api-facts.md).
 */
export function countryCode(text: string | null | undefined): string {
  if (!text?.trim()) return '';
  if (UK_COUNTRIES.has(text.trim().toLowerCase())) return 'GB';
  return toCountryCode(text) ?? '';
}

/** The company itself: its name, with its trade names and previous names as aliases. */
function companyEntity(c: CompanyRow): GatheredEntity {
  const p = c.profile;
  const aliases = unique([...(p.other_names ?? []), ...(p.previous_names ?? []).map((n) => n.name)], c.name);
  return { name: c.name, aliases, entity_role: 'company', entity_type: 'company', first_name: null, last_name: null, country: countryCode(c.country), date_of_birth: '', ubo: null };
}

/** A current officer; Companies House's "SURNAME, FORENAMES" of a person also fills last and first name. */
function directorEntity(o: Officer): GatheredEntity {
  const parts = o.is_corporate ? [] : o.name.split(',').map((s) => s.trim());
  const split = parts.length === 2 && parts[0] && parts[1];
  return {
    name: o.name,
    aliases: [],
    entity_role: 'director',
    entity_type: o.is_corporate ? 'company' : 'individual',
    first_name: split ? parts[1] : null,
    last_name: split ? parts[0] : null,
    country: countryCode(o.country_of_residence),
    date_of_birth: o.date_of_birth ?? '',
    ubo: null,
  };
}

/** The tracked company of `organisationId` an owner record designates (by registration number or DUNS), or null. */
export async function trackedOwnerCompany(db: Queryable, organisationId: string, owner: Owner): Promise<string | null> {
  const keys = (owner.registration_numbers ?? []).map((r) => registrationNumberKey(r.number)).filter(Boolean);
  if (owner.kind !== 'company' || !keys.length) return null;
  const res = await db.query<{ id: string }>(
    `SELECT c.id FROM companies c
      WHERE c.organisation_id = $1
        AND (c.duns_number = ANY($2::text[]) OR EXISTS (
             SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.profile->'registration_numbers') = 'array' THEN c.profile->'registration_numbers' ELSE '[]'::jsonb END) AS r(v)
              WHERE upper(regexp_replace(r.v->>'number', '[^A-Za-z0-9]', '', 'g')) = ANY($2::text[])))
      ORDER BY c.created_at LIMIT 1`,
    [organisationId, keys],
  );
  return res.rows[0]?.id ?? null;
}

/**
 * The owners of `companyId` to screen as UBOs (breadth first up the chain of tracked corporate
 * owners), each with its UBO object. Rules in the module docstring.
 */
export async function collectUbos(db: Queryable, organisationId: string, companyId: string, threshold: number): Promise<GatheredEntity[]> {
  const out: GatheredEntity[] = [];
  const screened = new Set<string>();
  const visited = new Set([companyId]);
  let level: Array<{ companyId: string; range: OwnershipRange; degree: number | null }> = [
    { companyId, range: { ownership_min: 100, ownership_max: 100 }, degree: 0 },
  ];
  for (let depth = 1; depth <= MAX_OWNERSHIP_DEPTH && level.length; depth++) {
    const next: typeof level = [];
    for (const via of level) {
      for (const owner of (await getPeople(db, via.companyId)).owners) {
        if (owner.ceased_on) continue;
        const range = chainRange(via.range, owner);
        if (!ownerAboveThreshold(range, threshold)) continue;
        const tracked = await trackedOwnerCompany(db, organisationId, owner);
        if (tracked === companyId) continue; // a cycle back to the company screened: it is screened as the company
        const ultimateOnly = owner.natures_of_control.length > 0 && owner.natures_of_control.every((n) => ULTIMATE_ONLY.has(n));
        const degree = via.degree === null || ultimateOnly ? null : via.degree + 1;
        const key = `${owner.kind}:${owner.name.trim().toLowerCase()}`;
        if (!screened.has(key)) {
          screened.add(key);
          out.push(uboEntity(owner, range, degree));
        }
        if (tracked && !visited.has(tracked)) {
          visited.add(tracked);
          next.push({ companyId: tracked, range, degree });
        }
      }
    }
    level = next;
  }
  return out;
}

function uboEntity(owner: Owner, range: OwnershipRange, degree: number | null): GatheredEntity {
  const pct = reportedPercentage(range);
  const direct = degree === 1;
  return {
    name: owner.name,
    aliases: [],
    entity_role: 'ubo',
    entity_type: owner.kind,
    first_name: null,
    last_name: null,
    country: countryCode(owner.country),
    date_of_birth: owner.date_of_birth ?? '',
    ubo: {
      name: owner.name,
      beneficial_ownership_percentage: pct,
      direct_ownership_percentage: direct ? pct : null,
      indirect_ownership_percentage: degree !== null && degree > 1 ? pct : null,
      implied_beneficial_ownership_percentage: null,
      implied_direct_ownership_percentage: null,
      implied_indirect_ownership_percentage: null,
      degree_of_separation: degree,
      is_beneficiary: owner.kind === 'individual',
      is_person_with_significant_control: owner.is_person_with_significant_control,
      birth_date: owner.date_of_birth ?? null,
    },
  };
}

/**
 * Every party a company-based check screens, in order: the company, its current officers (when
 * `opts.directors`), its UBOs (when `opts.ubos`). Null when the company is no longer a tracked
 * company of `organisationId`.
 */
export async function gatherCompanyEntities(db: Queryable, organisationId: string, companyId: string, opts: GatherOptions): Promise<GatheredEntity[] | null> {
  const company = await getCompany(db, organisationId, companyId);
  if (!company) return null;
  const entities = [companyEntity(company)];
  if (opts.directors) {
    const { officers } = await getPeople(db, companyId);
    entities.push(...officers.filter((o) => !o.resigned_on && o.name?.trim()).map(directorEntity));
  }
  if (opts.ubos) entities.push(...(await collectUbos(db, organisationId, companyId, opts.threshold)));
  return entities;
}

/**
 * Stores `gathered` as the check's first entities (the entities given in the request move after
 * them) and moves the check to `in_progress`, in one transaction guarded by the check's status.
 * Returns false (and writes nothing) when another run already did it.
 */
export async function storeGatheredEntities(db: Db, check: Pick<CheckRow, 'id' | 'organisation_id'>, gathered: GatheredEntity[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx.query(
      `UPDATE compliance_checks SET status = 'in_progress' WHERE id = $1 AND status IN ('pending', 'queued', 'searching_directors') RETURNING id`,
      [check.id],
    );
    if (!moved.rows.length) return false;
    await tx.query('UPDATE screened_entities SET position = position + $2 WHERE check_id = $1', [check.id, gathered.length]);
    await insertGatheredEntities(tx, check, gathered.map((e, position) => ({ ...e, id: crypto.randomUUID(), position })), 'queued', new Date());
    await emitCheckStatus(tx, check.id);
    return true;
  });
}

/**
 * Inserts gathered people as entities of `check` (inside `tx`) with `status`: `queued` for a check's
 * job to screen, `completed` when the caller screens them in the same transaction (monitoring).
 */
export async function insertGatheredEntities(
  tx: Queryable,
  check: Pick<CheckRow, 'id' | 'organisation_id'>,
  rows: Array<GatheredEntity & { id: string; position: number }>,
  status: 'queued' | 'completed',
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO screened_entities (id, check_id, organisation_id, position, name, aliases, entity_role, entity_type,
       first_name, last_name, country, date_of_birth, identifiers, status, ubo, created_at)
     SELECT x.id, $1, $2, x.position, x.name, x.aliases, x.entity_role, x.entity_type, x.first_name, x.last_name,
            x.country, x.date_of_birth, '[]'::jsonb, $5, x.ubo, $4
       FROM jsonb_to_recordset($3::jsonb) AS x(id uuid, position int, name text, aliases jsonb, entity_role text,
            entity_type text, first_name text, last_name text, country text, date_of_birth text, ubo jsonb)`,
    [check.id, check.organisation_id, JSON.stringify(rows), now, status],
  );
}
