/**
 * Background work survives a crash: a check job resumes where it stopped (completed entities are
 * skipped, a half-screened entity's findings are replaced, not duplicated), a re-run is a no-op,
 * a check whose job vanished is failed with a reason instead of staying in progress forever, and
 * one whose job ran out of attempts while a process died is retried and resumes.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type PgBoss from 'pg-boss';
import { migrate } from '../src/storage/migrate.js';
import { createLogger } from '../src/log.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { createCheck } from '../src/domain/compliance.js';
import { ScreeningCorpus } from '../src/domain/screening-corpus.js';
import { runComplianceCheck, recoverLostChecks, startComplianceWorker } from '../src/jobs/compliance-job.js';
import { COMPLIANCE_QUEUE, startQueue } from '../src/jobs/queue.js';
import type { ListRecord } from '../src/lists/types.js';
import { openTestDb, storeFixtureRecord, type TestDb, FIXTURE_RECORD } from './helpers/vigil.js';

const logger = createLogger('silent');
let t: TestDb;
let orgId: string;
let boss: PgBoss;

const record: ListRecord = FIXTURE_RECORD;

before(async () => {
  t = await openTestDb();
  await migrate(t.db);
  orgId = (await createApiKey(t.db, 'Job Test Org')).organisationId;
  await storeFixtureRecord(t.db, record);
  boss = await startQueue(t.db, { schema: t.bossSchema, logger });
});
after(async () => {
  await boss.stop({ graceful: false, wait: true } as PgBoss.StopOptions);
  await t.drop();
});

async function newCheck(): Promise<string> {
  return createCheck(
    t.db,
    orgId,
    {
      name: 'Resume',
      entities: [
        { name: 'Ivan Sergeyevich Petrovsky', entity_type: 'individual' },
        { name: 'Ivan Petrovsky', entity_type: 'individual', date_of_birth: '1970' },
      ],
    },
    async () => undefined, // no queue: the test drives the job by hand
  );
}

const count = async (checkId: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM compliance_results WHERE check_id = $1', [checkId])).rows[0].n;

test('a crashed check resumes: done entities skipped, half-written findings replaced, re-run is a no-op', async () => {
  const checkId = await newCheck();
  const entities = (await t.db.query<{ id: string }>('SELECT id FROM screened_entities WHERE check_id = $1 ORDER BY position', [checkId])).rows;
  // State a crash could leave: entity 0 done (with one finding), entity 1 half-written, check in progress.
  const fake = (entityId: string, name: string) =>
    t.db.query(
      `INSERT INTO compliance_results (id, check_id, entity_id, organisation_id, result_type, confidence, name, list, source_id)
       VALUES ($1, $2, $3, $4, 'sanction', 0.5, $5, 'test_list', 'T-1')`,
      [crypto.randomUUID(), checkId, entityId, orgId, name],
    );
  await fake(entities[0].id, 'kept from first attempt');
  await t.db.query(`UPDATE screened_entities SET status = 'completed' WHERE id = $1`, [entities[0].id]);
  await fake(entities[1].id, 'half written');
  await t.db.query(`UPDATE compliance_checks SET status = 'in_progress' WHERE id = $1`, [checkId]);

  const corpus = new ScreeningCorpus(t.db, logger);
  await runComplianceCheck({ db: t.db, corpus, logger, highConfidence: 0.9 }, checkId);

  const rows = (await t.db.query<{ entity_id: string; name: string }>('SELECT entity_id, name FROM compliance_results WHERE check_id = $1', [checkId])).rows;
  assert.deepEqual(rows.filter((r) => r.entity_id === entities[0].id).map((r) => r.name), ['kept from first attempt']);
  const second = rows.filter((r) => r.entity_id === entities[1].id);
  assert.equal(second.length, 1, 'one real finding for entity 1');
  assert.equal(second[0].name, record.name);
  const check = (await t.db.query<{ status: string; progress: number; sanction_score: string }>('SELECT * FROM compliance_checks WHERE id = $1', [checkId])).rows[0];
  assert.equal(check.status, 'completed');
  assert.equal(Number(check.progress), 1);

  const before = await count(checkId);
  await runComplianceCheck({ db: t.db, corpus, logger, highConfidence: 0.9 }, checkId);
  assert.equal(await count(checkId), before, 'running a completed check again changes nothing');
});

test('a check whose job vanished is failed with a reason by the recovery sweep', async () => {
  const checkId = await newCheck(); // enqueue was a no-op: pg-boss holds no job for it
  const r = await recoverLostChecks(t.db, boss);
  assert.ok(r.failed >= 1);
  const check = (await t.db.query<{ status: string; status_reason: string }>('SELECT status, status_reason FROM compliance_checks WHERE id = $1', [checkId])).rows[0];
  assert.equal(check.status, 'failed');
  assert.match(check.status_reason, /lost/);
});

test('a check whose job ran out of attempts while a process died is retried and resumes to completed', async () => {
  const checkId = await newCheck();
  await t.db.query(`UPDATE compliance_checks SET status = 'in_progress' WHERE id = $1`, [checkId]);
  // The job as pg-boss leaves it when the worker died during the last attempt: failed, no retries left.
  await boss.send(COMPLIANCE_QUEUE, { check_id: checkId }, { id: checkId, retryLimit: 0, startAfter: 3600 });
  await t.db.query(`UPDATE ${t.bossSchema ?? 'pgboss'}.job SET state = 'failed', start_after = now(), completed_on = now() WHERE id = $1`, [checkId]);
  assert.deepEqual(await recoverLostChecks(t.db, boss), { requeued: 1, failed: 0 });
  assert.equal((await boss.getJobById(COMPLIANCE_QUEUE, checkId))?.state, 'retry');
  await startComplianceWorker(boss, { db: t.db, corpus: new ScreeningCorpus(t.db, logger), logger, highConfidence: 0.9 });
  const deadline = Date.now() + 30_000;
  let status = '';
  while (Date.now() < deadline && status !== 'completed') {
    await new Promise((r) => setTimeout(r, 100));
    status = (await t.db.query<{ status: string }>('SELECT status FROM compliance_checks WHERE id = $1', [checkId])).rows[0].status;
  }
  assert.equal(status, 'completed');
  assert.equal(await count(checkId), 2, 'the fixture record found once for each of the two entities');
  assert.deepEqual(await recoverLostChecks(t.db, boss), { requeued: 0, failed: 0 }, 'nothing left to recover');
});
