/**
 * `country_score` and `activity_score` of a compliance check (docs/SCORES.md, docs/API.md): which
 * countries and industry codes of the check are scored, computed when the check completes (both
 * completion paths of src/jobs/compliance-job.ts). The rules themselves are `countryRisk`
 * (./jurisdiction-risk.ts) and `activityRisk` (./activity-risk.ts).
 *
 * Countries scored (the customer's, never a finding's): for a company-based check the tracked
 * company's register country (`companies.country`) and its registered address's country, plus the
 * `country` of every screened entity (the company, its directors' countries of residence, its UBOs'
 * countries, the manually added entities); for a custom check the entities' countries. The countries of
 * the list records that findings matched are NOT scored: they describe the listed party, which may or
 * may not be the customer, and the finding itself already raises `sanction_score`/`pep_score`.
 *
 * Industry codes scored: the tracked company's stored `industry_codes` (every scheme the provider gave;
 * `activityRisk` reads UK SIC 2007 and NACE Rev. 2). A custom check knows no activity: `''`.
 *
 * These two scores do not enter `compliance_score`, which stays the worst of `sanction_score`,
 * `pep_score` and `adverse_media_score` (src/domain/scores.ts): a high-risk country or activity calls
 * for enhanced due diligence, it is not a screening hit.
 */
import type { Queryable } from '../storage/db.js';
import type { IndustryCode } from '../providers/types.js';
import { toCountryCode } from '../lists/countries.js';
import { activityRisk, type ActivityRiskReason } from './activity-risk.js';
import { countryCodeOf, countryRisk, type CountryRiskReason } from './jurisdiction-risk.js';
import type { Score } from './scores.js';

/** What a check knows about its customer's countries and activity. */
export interface CheckRiskInput {
  /** True for a company-based check (`company_id`). */
  company_based: boolean;
  /** Countries as stored (ISO 3166-1 alpha-2, or a name a provider gave): the company's register and address, then the entities'. */
  countries: string[];
  /** The tracked company's industry codes; empty for a custom check. */
  industry_codes: Array<Pick<IndustryCode, 'code' | 'scheme'>>;
}

export interface CheckRiskScores {
  country_score: Score;
  activity_score: Score;
  country_reasons: CountryRiskReason[];
  activity_reasons: ActivityRiskReason[];
}

/** A stored country as an ISO code: a code or subdivision code as is, else a name through `toCountryCode`. */
const isoCountry = (value: string) => countryCodeOf(value) ?? toCountryCode(value);

/** The two scores of `input` (pure; rules in the module comment). */
export function checkRiskScores(input: CheckRiskInput): CheckRiskScores {
  const country = countryRisk(input.countries.map(isoCountry));
  const activity = input.company_based ? activityRisk(input.industry_codes) : { score: '' as Score, reasons: [] };
  return { country_score: country.score, activity_score: activity.score, country_reasons: country.reasons, activity_reasons: activity.reasons };
}

/**
 * Reads the input of check `checkId` (one statement: its entities' countries, and its tracked
 * company's country, address country and industry codes when company-based). A company no longer
 * tracked contributes nothing. Throws only on database errors.
 */
export async function readCheckRiskInput(db: Queryable, checkId: string): Promise<CheckRiskInput> {
  const res = await db.query<{ company_based: boolean; company_country: string | null; address_country: string | null; industry_codes: unknown; countries: string[] }>(
    `SELECT k.company_id IS NOT NULL AS company_based, c.country AS company_country, c.profile->'address'->>'country' AS address_country,
            c.profile->'industry_codes' AS industry_codes,
            ARRAY(SELECT DISTINCT e.country FROM screened_entities e WHERE e.check_id = k.id AND e.country <> '') AS countries
       FROM compliance_checks k
       LEFT JOIN companies c ON c.id = k.company_id AND c.organisation_id = k.organisation_id
      WHERE k.id = $1`,
    [checkId],
  );
  const row = res.rows[0];
  if (!row) return { company_based: false, countries: [], industry_codes: [] };
  const codes = Array.isArray(row.industry_codes) ? (row.industry_codes as Array<Pick<IndustryCode, 'code' | 'scheme'>>) : [];
  const countries = [row.company_country, row.address_country, ...row.countries].filter((c): c is string => !!c && !!c.trim());
  return { company_based: row.company_based, countries, industry_codes: codes };
}

/** `country_score` and `activity_score` of check `checkId` as stored now (readCheckRiskInput + checkRiskScores). */
export async function computeCheckRiskScores(db: Queryable, checkId: string): Promise<CheckRiskScores> {
  return checkRiskScores(await readCheckRiskInput(db, checkId));
}
