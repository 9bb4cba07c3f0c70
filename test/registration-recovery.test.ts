/**
 * Registrations whose background job can no longer run them, as a process crash leaves them, are
 * not left to expire (`recoverLostRegistrations`): a job that is gone is sent again and a job that
 * ran out of attempts is retried, and the pipeline resumes from the stored state to `registered`
 * on the real Companies House file; a job found completed with its registration unfinished fails
 * the registration with a reason.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/storage/migrate.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { advanceRegistration, createRegistration } from '../src/domain/registrations.js';
import { recoverLostRegistrations } from '../src/jobs/registration-job.js';
import { REGISTRATION_QUEUE } from '../src/jobs/queue.js';
import { openTestDb, startTestVigil, waitForRegistration, SHARED_DATA, type TestDb, type TestVigil } from './helpers/vigil.js';

let t: TestDb;
let v: TestVigil;
let orgId: string;
let auth: string;
let dataDir: string;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-reg-recovery-'));
  const snapshot = path.join(dataDir, 'companies/gb_coh_basic/2021-01-15');
  fs.mkdirSync(snapshot, { recursive: true });
  const from = path.join(SHARED_DATA, 'companies/gb_coh_basic/2021-01-15');
  for (const f of fs.readdirSync(from)) fs.symlinkSync(path.join(from, f), path.join(snapshot, f));
  t = await openTestDb();
  await migrate(t.db);
  v = await startTestVigil({ db: t, dataDir, companies: { providers: ['registry_files'] } });
  const key = await createApiKey(t.db, 'Recovery Org');
  orgId = key.organisationId;
  auth = `Bearer ${key.key}`;
});
after(async () => {
  await v.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bossSchema = () => t.bossSchema ?? 'pgboss';
const status = async (id: string) => (await t.db.query<{ status: string; status_text: string }>('SELECT status, status_text FROM registrations WHERE id = $1', [id])).rows[0];
const jobState = async (id: string) => (await v.vigil.boss.getJobById(REGISTRATION_QUEUE, id))?.state;

/** A registration of `number` whose job was never sent (its transaction's enqueue does nothing), moved to `at`. */
async function unqueued(number: string, at?: 'searching'): Promise<string> {
  const { registration } = await createRegistration(t.db, orgId, { registration_number: number, country: 'GB' }, async () => undefined);
  if (at) await t.db.transaction((tx) => advanceRegistration(tx, registration.id, [[at]]));
  return registration.id;
}

/** Gives registration `id` a job in state `state`, as pg-boss would have left it. */
async function jobIn(id: string, state: 'failed' | 'completed'): Promise<void> {
  await v.vigil.boss.send(REGISTRATION_QUEUE, { registration_id: id }, { id, retryLimit: 0, startAfter: 3600 });
  await t.db.query(`UPDATE ${bossSchema()}.job SET state = $2, start_after = now(), completed_on = now() WHERE id = $1`, [id, state]);
}

const finished = async (id: string): Promise<string> => (await waitForRegistration(v, auth, id)).status;

test('a registration whose job is gone, or ran out of attempts, gets a job again and resumes to registered', async () => {
  const gone = await unqueued('FC031362', 'searching');
  const outOfAttempts = await unqueued('11743365');
  await jobIn(outOfAttempts, 'failed');
  assert.equal(await jobState(gone), undefined);

  const r = await recoverLostRegistrations(t.db, v.vigil.boss);
  assert.deepEqual(r, { requeued: 2, failed: 0 });
  assert.equal(await finished(gone), 'registered');
  assert.equal(await finished(outOfAttempts), 'registered');
  const name = async (id: string) => (await t.db.query<{ name: string }>('SELECT c.name FROM registrations r JOIN companies c ON c.id = r.company_id WHERE r.id = $1', [id])).rows[0]?.name;
  assert.equal(await name(gone), '!OBAC LIMITED');
  assert.equal(await name(outOfAttempts), '!BIG IMPACT GRAPHICS LIMITED');
  // Nothing is left to recover: a second sweep changes nothing.
  assert.deepEqual(await recoverLostRegistrations(t.db, v.vigil.boss), { requeued: 0, failed: 0 });
});

test('a registration whose job completed while it was unfinished is failed with a reason', async () => {
  const id = await unqueued('OC999999');
  await jobIn(id, 'completed');
  assert.deepEqual(await recoverLostRegistrations(t.db, v.vigil.boss), { requeued: 0, failed: 1 });
  const s = await status(id);
  assert.equal(s.status, 'failed');
  assert.match(s.status_text, /background job .* ended \(completed\) before it finished/);
});
