/**
 * The checks a new compliance check's input must pass beyond its schema, shared by the API
 * (POST /ext/v3/compliance) and the analyst UI's "start a check" form, so both refuse the same input
 * with the same messages.
 *
 * Returns `{company, errors, nonField}`: `company` is the tracked company a company-based check is
 * about (null for an entity list), `errors` maps a field path (`company_id`,
 * `entities[2].date_of_birth`) to its messages, `nonField` holds messages about the input as a whole.
 * The caller turns problems into its own 400 (DRF body) or form errors. Throws only on database errors.
 */
import type { Queryable } from '../storage/db.js';
import { companyRef, getCompany } from './companies.js';
import type { CheckCompany } from './compliance.js';
import { isCalendarDate, type CreateComplianceCheck } from './compliance-input.js';

export interface CheckInputProblems {
  company: CheckCompany | null;
  errors: Record<string, string[]>;
  nonField: string[];
}

export async function checkInputProblems(db: Queryable, organisationId: string, body: CreateComplianceCheck): Promise<CheckInputProblems> {
  const errors: Record<string, string[]> = {};
  const nonField: string[] = [];
  let company: CheckCompany | null = null;
  if (body.company_id) {
    const row = await getCompany(db, organisationId, body.company_id);
    if (row) company = companyRef(row);
    else errors.company_id = ['Unknown company: company_id must be the external_id of a company your organisation tracks (POST /ext/v3/companies).'];
  } else if (!body.entities?.length) {
    nonField.push('Either company_id or entities is required.');
  }
  body.entities?.forEach((e, i) => {
    if (e.date_of_birth && !isCalendarDate(e.date_of_birth)) {
      errors[`entities[${i}].date_of_birth`] = ['Date has wrong format. Use one of these formats instead: YYYY, YYYY-MM, YYYY-MM-DD.'];
    }
    if (e.country && !/^[A-Za-z]{2}$/.test(e.country.trim())) {
      errors[`entities[${i}].country`] = ['Enter a two-letter ISO 3166-1 country code.'];
    }
  });
  return { company, errors, nonField };
}
