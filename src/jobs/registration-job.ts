/**
 * The background job of a company registration: walks the pipeline states of api-facts.md in order,
 * doing each step's real work where Vigil has data and passing through the others, one transaction
 * (state change + its webhook event) per state. It is resumable: it continues from the state stored
 * in the database, and every step is idempotent (the company is upserted on (organisation,
 * provider_id); officers and owners are replaced).
 *
 * Steps with work:
 * - searching: identify the company with the provider chain (DUNS, registration number + country,
 *   or name + country at the configured minimum confidence). Unidentified: `company_not_found`, or a
 *   missing-company investigation when the request asked for one.
 * - registering: fetch the full profile from the provider that identified it and store the company.
 * - searching_website / searching_activity_description: copy the website and activity description
 *   of the profile (already stored with it; the steps record what was found in status_text).
 * - searching_directors: store officers and owners.
 * A ProviderError is retried by pg-boss (2 retries); after the last the registration is `failed`.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../storage/db.js';
import type { Logger } from '../log.js';
import type { ProviderChain } from '../providers/chain.js';
import type { CompanyCandidate, CompanyProfile } from '../providers/types.js';
import { ProviderError } from '../providers/types.js';
import { getCompany, storeCompany, storePeople } from '../domain/companies.js';
import { createInvestigationFromRegistration } from '../domain/investigations.js';
import {
  addPendingPortfolioMemberships,
  FINAL_REGISTRATION_STATES,
  PIPELINE_STATES,
  setRegistrationStatus,
  type PipelineState,
  type RegistrationRow,
} from '../domain/registrations.js';
import { REGISTRATION_QUEUE } from './queue.js';

export interface RegistrationJobDeps {
  db: Db;
  providers: ProviderChain;
  logger: Logger;
  /** Lowest confidence code (1–10) that identifies a company by name. */
  minConfidence: number;
}

/** Identifies the requested company; null when nothing good enough matches. */
async function identify(deps: RegistrationJobDeps, r: RegistrationRow): Promise<CompanyCandidate | null> {
  const q = r.request;
  const country = q.country?.trim().toUpperCase() || undefined;
  if (q.duns_number) return deps.providers.match({ duns_number: q.duns_number.trim(), country }, 10).then((c) => (c && c.confidence >= 10 ? c : null));
  if (q.registration_number) {
    const c = await deps.providers.match({ registration_number: q.registration_number.trim(), country, name: q.primary_name ?? undefined }, 10);
    if (c && c.confidence >= 10) return c;
  }
  if (q.primary_name) {
    const c = await deps.providers.match({ name: q.primary_name.trim(), country }, deps.minConfidence);
    if (c && c.confidence >= deps.minConfidence) return c;
  }
  return null;
}

async function load(db: Db, id: string): Promise<RegistrationRow | null> {
  return (await db.query<RegistrationRow>('SELECT * FROM registrations WHERE id = $1', [id])).rows[0] ?? null;
}

/** Runs (or resumes) registration `id`. Throws ProviderError (retried) or unexpected errors. */
export async function runRegistration(deps: RegistrationJobDeps, id: string): Promise<void> {
  const { db } = deps;
  let r = await load(db, id);
  if (!r || FINAL_REGISTRATION_STATES.includes(r.status)) return;
  // Candidate and profile live only for this run; a resumed run past `registering` reads the stored company.
  let candidate: CompanyCandidate | null = null;
  let profile: CompanyProfile | null = null;

  const advance = async (to: PipelineState, extra: { statusText?: string; companyId?: string } = {}) => {
    const next = await db.transaction((tx) => setRegistrationStatus(tx, id, to, extra));
    if (next) r = next;
    else r = (await load(db, id))!;
  };

  // A request naming a tracked company, or a resumed run, may start mid-pipeline.
  let at = PIPELINE_STATES.indexOf(r.status as PipelineState);
  while (at < PIPELINE_STATES.length - 1 && !FINAL_REGISTRATION_STATES.includes(r!.status)) {
    const state = PIPELINE_STATES[at + 1];
    const current = r!;
    switch (state) {
      case 'searching':
        await advance('searching');
        break;
      case 'queued_registration': {
        if (current.request.company?.external_id) {
          const c = await getCompany(db, current.organisation_id, current.request.company.external_id);
          if (!c) {
            await db.transaction((tx) => setRegistrationStatus(tx, id, 'company_not_found', { statusText: 'No tracked company has this external_id.' }));
            return;
          }
          await advance('queued_registration', { companyId: c.id });
          break;
        }
        candidate = await identify(deps, current);
        if (!candidate) {
          await notFound(deps, current);
          return;
        }
        await advance('queued_registration', { statusText: `Identified: ${candidate.name} (${candidate.provider_id}, confidence ${candidate.confidence})` });
        break;
      }
      case 'registering':
        await advance('registering');
        break;
      case 'queued_website_search': {
        if (!current.company_id) {
          candidate ??= await identify(deps, current);
          if (!candidate) {
            await notFound(deps, current);
            return;
          }
          profile = await deps.providers.profile(candidate.provider, candidate.provider_id);
          if (!profile) throw new ProviderError(candidate.provider, `profile ${candidate.provider_id} not found after identification`);
          const p = profile;
          await db.transaction(async (tx) => {
            const { company } = await storeCompany(tx, current.organisation_id, p);
            await setRegistrationStatus(tx, id, 'queued_website_search', { companyId: company.id });
          });
          r = (await load(db, id))!;
        } else {
          await advance('queued_website_search');
        }
        break;
      }
      case 'searching_website': {
        const c = await getCompany(db, current.organisation_id, current.company_id!);
        await advance('searching_website', { statusText: c?.profile.website ? `Website: ${c.profile.website}` : 'No website on record' });
        break;
      }
      case 'searching_activity_description': {
        const c = await getCompany(db, current.organisation_id, current.company_id!);
        await advance('searching_activity_description', {
          statusText: c?.profile.activity_description ? 'Activity description on record' : 'No activity description on record',
        });
        break;
      }
      case 'searching_directors': {
        const c = await getCompany(db, current.organisation_id, current.company_id!);
        // Officers and owners come with the profile; a resumed run fetches the profile again.
        const p = profile ?? (c ? await deps.providers.profile(c.provider, c.provider_id) : null);
        await db.transaction(async (tx) => {
          if (p && current.company_id) await storePeople(tx, current.company_id, p.officers, p.owners);
          await setRegistrationStatus(tx, id, 'searching_directors', {
            statusText: p ? `${p.officers.length} officers, ${p.owners.length} owners stored` : 'No officers or owners on record',
          });
        });
        r = (await load(db, id))!;
        break;
      }
      case 'registered':
        // Portfolios that asked for this company get it in the same transaction that registers it.
        await db.transaction(async (tx) => {
          await addPendingPortfolioMemberships(tx, id, current.company_id!);
          await setRegistrationStatus(tx, id, 'registered');
        });
        r = (await load(db, id))!;
        break;
      default:
        await advance(state);
    }
    at = PIPELINE_STATES.indexOf(r!.status as PipelineState);
    if (at < 0) return; // ended in a failure state
  }
}

/** Unidentified: a missing-company investigation when requested, else company_not_found. */
async function notFound(deps: RegistrationJobDeps, r: RegistrationRow): Promise<void> {
  const what = r.request.primary_name ?? r.request.registration_number ?? r.request.duns_number ?? '';
  if (!r.request.submit_investigation_when_not_identified) {
    await deps.db.transaction((tx) =>
      setRegistrationStatus(tx, r.id, 'company_not_found', { statusText: `No company matches "${what}"${r.request.country ? ` in ${r.request.country}` : ''}.` }),
    );
    return;
  }
  await deps.db.transaction(async (tx) => {
    const investigationId = await createInvestigationFromRegistration(tx, r);
    await setRegistrationStatus(tx, r.id, 'company_not_found', {
      investigationId,
      statusText: `Not identified; missing-company investigation ${investigationId} was submitted instead.`,
    });
  });
}

/** Registers the pg-boss worker; on the last allowed attempt an error fails the registration with its reason. */
export async function startRegistrationWorker(boss: PgBoss, deps: RegistrationJobDeps): Promise<void> {
  await boss.work<{ registration_id: string }>(
    REGISTRATION_QUEUE,
    // One job per fetch: a thrown error fails only its own job (pg-boss fails a whole batch together).
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) {
        try {
          await runRegistration(deps, job.data.registration_id);
        } catch (err) {
          deps.logger.error({ err, registrationId: job.data.registration_id, attempt: job.retryCount }, 'registration job failed');
          if (job.retryCount >= job.retryLimit) {
            await deps.db.transaction((tx) =>
              setRegistrationStatus(tx, job.data.registration_id, 'failed', { statusText: `Registration failed: ${(err as Error).message}` }),
            );
            return;
          }
          throw err;
        }
      }
    },
  );
}
