/**
 * The background job of a company registration: walks the pipeline states of api-facts.md in order,
 * doing each step's real work where Vigil has data and passing through the others, in a few
 * transactions (`runRegistration`), each recording its states and one webhook event per state. It is
 * resumable: it continues from the state stored
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
import type { Db, Queryable } from '../storage/db.js';
import type { Logger } from '../log.js';
import type { ProviderChain } from '../providers/chain.js';
import type { CompanyCandidate, CompanyProfile } from '../providers/types.js';
import { ProviderError } from '../providers/types.js';
import { getCompany, storeCompany, storePeople } from '../domain/companies.js';
import { createInvestigationFromRegistration } from '../domain/investigations.js';
import {
  addPendingPortfolioMemberships,
  advanceRegistration,
  FINAL_REGISTRATION_STATES,
  PIPELINE_STATES,
  setRegistrationStatus,
  type PipelineState,
  type RegistrationRow,
  type RegistrationStep,
} from '../domain/registrations.js';
import { DEFAULT_WORKER_SETTINGS, enqueueRegistration, recoverStoppedJobs, REGISTRATION_QUEUE, startJobLoop, type WorkerSettings } from './queue.js';
import type { JobLoop } from './worker-loop.js';

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

/**
 * Runs (or resumes) registration `id` in phases, each one transaction that moves it through its
 * states in one update and one event statement (`advanceRegistration`: one event per state):
 * searching | identify + store the company (queued_registration, registering, queued_website_search)
 * | website, activity description, icon | directors (officers and owners) | the remaining states and
 * registered (portfolio memberships added in the same transaction). When this run fetched the
 * profile, the phases after identification need no provider and run as one transaction. A phase
 * already passed is skipped on resume; a registration found final (expired, say) stops the run.
 * Throws ProviderError (retried).
 */
export async function runRegistration(deps: RegistrationJobDeps, id: string): Promise<void> {
  const { db } = deps;
  let r = await load(db, id);
  if (!r || FINAL_REGISTRATION_STATES.includes(r.status)) return;
  const pos = (s: string) => PIPELINE_STATES.indexOf(s as PipelineState);
  const before = (s: PipelineState) => pos(r!.status) < pos(s);
  /** Runs one phase; false when the registration turned out final (nothing more to do). */
  const phase = async (fn: (tx: Queryable) => Promise<RegistrationRow | null>) => {
    const next = await db.transaction(fn);
    if (next) r = next;
    return !!next && !FINAL_REGISTRATION_STATES.includes(next.status);
  };

  if (before('searching') && !(await phase((tx) => advanceRegistration(tx, id, [['searching']])))) return;

  let profile: CompanyProfile | null = null;
  if (before('queued_website_search')) {
    const current = r!;
    let companyId: string | undefined;
    let found = '';
    if (current.request.company?.external_id) {
      const c = await getCompany(db, current.organisation_id, current.request.company.external_id);
      if (!c) {
        await db.transaction((tx) => setRegistrationStatus(tx, id, 'company_not_found', { statusText: 'No tracked company has this external_id.' }));
        return;
      }
      companyId = c.id;
      found = `${c.name} (already tracked)`;
    } else {
      const candidate = await identify(deps, current);
      if (!candidate) {
        await notFound(deps, current);
        return;
      }
      profile = await deps.providers.profile(candidate.provider, candidate.provider_id);
      if (!profile) throw new ProviderError(candidate.provider, `profile ${candidate.provider_id} not found after identification`);
      found = `${candidate.name} (${candidate.provider_id}, confidence ${candidate.confidence})`;
    }
    const p = profile;
    const ok = await phase(async (tx) => {
      const cid = companyId ?? (await storeCompany(tx, current.organisation_id, p!)).company.id;
      const steps: RegistrationStep[] = [['queued_registration', { statusText: `Identified: ${found}` }], ['registering', { companyId: cid }], ['queued_website_search']];
      if (!p) return advanceRegistration(tx, id, steps); // a tracked company: the later phases read what is stored
      // The profile is in hand, so the remaining steps need no provider: they run in this transaction
      // too (one update and one event statement for all fourteen states).
      await storePeople(tx, cid, p.officers, p.owners);
      await addPendingPortfolioMemberships(tx, id, cid);
      return advanceRegistration(tx, id, [...steps, ...websiteSteps(p.website, p.activity_description), directorsStep(p), ...FINAL_STEPS]);
    });
    if (!ok) return;
  }

  if (before('searching_website_icon')) {
    // Reached only without a profile from this run (a resumed job, or a company named by external_id),
    // which would have finished every state in the identification phase: read the stored company.
    const c = await getCompany(db, r!.organisation_id, r!.company_id!);
    const ok = await phase((tx) => advanceRegistration(tx, id, websiteSteps(c?.profile.website, c?.profile.activity_description)));
    if (!ok) return;
  }

  if (before('searching_directors')) {
    const current = r!;
    // Officers and owners come with the profile; a resumed run fetches it again. A company named by
    // external_id keeps the people already stored.
    if (!profile && !current.request.company?.external_id) {
      const c = await getCompany(db, current.organisation_id, current.company_id!);
      profile = c ? await deps.providers.profile(c.provider, c.provider_id) : null;
    }
    const p = profile;
    const ok = await phase(async (tx) => {
      if (p) await storePeople(tx, current.company_id!, p.officers, p.owners);
      return advanceRegistration(tx, id, [directorsStep(p)]);
    });
    if (!ok) return;
  }

  const current = r!;
  await db.transaction(async (tx) => {
    // Portfolios that asked for this company get it in the same transaction that registers it.
    await addPendingPortfolioMemberships(tx, id, current.company_id!);
    await advanceRegistration(tx, id, FINAL_STEPS);
  });
}

/** The website, activity-description and icon steps, saying what the profile holds. */
function websiteSteps(website: string | undefined, activity: string | undefined): RegistrationStep[] {
  return [
    ['searching_website', { statusText: website ? `Website: ${website}` : 'No website on record' }],
    ['searching_activity_description', { statusText: activity ? 'Activity description on record' : 'No activity description on record' }],
    ['searching_website_icon'],
  ];
}

/** The directors step: how many officers and owners were stored (none fetched: the stored ones are kept). */
function directorsStep(p: CompanyProfile | null): RegistrationStep {
  return ['searching_directors', { statusText: p ? `${p.officers.length} officers, ${p.owners.length} owners stored` : 'Officers and owners kept as stored' }];
}

/** The states after the directors, passed through (Vigil has no social, description or news step yet), and registered. */
const FINAL_STEPS: RegistrationStep[] = [['social_search'], ['generating_company_description'], ['determine_trade_names'], ['searching_news'], ['processing_news'], ['registered']];

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

/**
 * Sweep (worker start-up and every 10 minutes) of unfinished registrations whose pg-boss job can no
 * longer run them (`recoverStoppedJobs`): a job that ran out of attempts while its process died is
 * retried, and a job that is gone (the queue's tables were cleared) is sent again; the pipeline
 * resumes from the stored state (`runRegistration`). A job found `completed` or `cancelled` with its
 * registration unfinished cannot be explained, so that registration is failed with a reason rather
 * than left to expire. Idempotent: several workers may run it at once.
 */
export async function recoverLostRegistrations(db: Db, boss: PgBoss): Promise<{ requeued: number; failed: number }> {
  const open = await db.query<{ id: string }>(`SELECT id FROM registrations WHERE status <> ALL($1::text[])`, [FINAL_REGISTRATION_STATES]);
  return recoverStoppedJobs(boss, REGISTRATION_QUEUE, open.rows.map((r) => r.id), async (id, state) => {
    if (!state) {
      await enqueueRegistration(boss, db, id);
      return true;
    }
    const statusText = `The background job of this registration ended (${state}) before it finished; post the company again.`;
    await db.transaction((tx) => setRegistrationStatus(tx, id, 'failed', { statusText }));
    return false;
  });
}

/** Registrations run at once by one process at least: provider requests overlap, so more than checks help. */
const MIN_REGISTRATION_CONCURRENCY = 32;

/**
 * Starts the registration worker loop (worker-loop.ts: woken by enqueues, at least
 * `MIN_REGISTRATION_CONCURRENCY` at once, leased by heartbeat); it stops with `boss.stop()`. A
 * ProviderError is retried by pg-boss; on the last allowed attempt an error fails the registration
 * with its reason instead.
 */
export async function startRegistrationWorker(
  boss: PgBoss,
  deps: RegistrationJobDeps,
  settings: WorkerSettings = DEFAULT_WORKER_SETTINGS,
): Promise<JobLoop<{ registration_id: string }>> {
  const concurrency = Math.max(settings.concurrency, MIN_REGISTRATION_CONCURRENCY);
  return startJobLoop<{ registration_id: string }>(boss, deps.db, REGISTRATION_QUEUE, { ...settings, concurrency }, deps.logger, async (job) => {
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
  });
}
