/**
 * Review of findings and the hash-chained audit trail (issue 15 section 3), on the real lists: a check
 * for Nicolas MADURO MOROS (and Banco Nacional de Cuba) finds him; decisions move the check's review counts, need a reason, obey the
 * four-eyes rule, stay inside their organisation, filter the results list, and land in an audit chain
 * that verifies, shows a tampered row, and does not fork under concurrent decisions.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { apiClient, startTestVigil, waitForCheck, type TestVigil } from './helpers/vigil.js';

let v: TestVigil;
let auth: string;
let api: ReturnType<typeof apiClient>;
let checkId: string;
let resultIds: string[];

const patch = (resultId: string, body: unknown, a = auth) => api('PATCH', `/compliance/${checkId}/results/${resultId}`, body, a);
const counts = async () => {
  const c = (await api('GET', `/compliance/${checkId}`)).body;
  return { reviewed: c.reviewed_results_count, unreviewed: c.unreviewed_results_count };
};

before(async () => {
  v = await startTestVigil();
  auth = await v.auth('Review Bank');
  api = apiClient(v, () => auth);
  const created = await api('POST', '/compliance', {
    name: 'Review batch',
    entities: [
      { name: 'Nicolas MADURO MOROS', entity_type: 'individual', date_of_birth: '1962-11-23', country: 'VE' },
      { name: 'Banco Nacional de Cuba', entity_type: 'company' },
    ],
  });
  assert.equal(created.status, 201);
  checkId = created.body.external_id;
  assert.equal((await waitForCheck(v, auth, checkId)).status, 'completed');
  const results = (await api('GET', `/compliance/${checkId}/results?sorting=confidence&order=desc`)).body.results;
  assert.ok(results.some((r: { name: string }) => /MADURO MOROS/i.test(r.name)), 'Maduro is found');
  assert.ok(results.length >= 2, 'at least two findings to review');
  resultIds = results.map((r: { external_id: string }) => r.external_id);
});
after(() => v.close());

test('a decision sets review_status, moves the counts and is answered with its audit entry', async () => {
  const before = await counts();
  assert.equal(before.reviewed, 0);
  assert.equal(before.unreviewed, resultIds.length);
  const res = await patch(resultIds[0], { review_status: 'escalated', reason: 'Name and date of birth match.', comment: 'Ask compliance.' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.result.review_status, 'escalated');
  const e = res.body.audit_entry;
  assert.equal(e.previous_review_status, 'open');
  assert.equal(e.reason, 'Name and date of birth match.');
  assert.equal(e.comment, 'Ask compliance.');
  assert.match(e.hash, /^[0-9a-f]{64}$/);
  assert.equal(e.prev_hash, '0'.repeat(64), 'the first entry of the organisation starts the chain');
  assert.ok(e.matcher_version);
  assert.ok(e.list_versions.length >= 1 && e.list_versions.every((l: { fingerprint: string }) => l.fingerprint), 'list snapshots recorded');
  assert.deepEqual(await counts(), { reviewed: 1, unreviewed: resultIds.length - 1 });
  // Back to open: no reason needed, and the finding counts as unreviewed again.
  assert.equal((await patch(resultIds[0], { review_status: 'open' })).status, 200);
  assert.deepEqual(await counts(), { reviewed: 0, unreviewed: resultIds.length });
});

test('bad input is a 400 naming the field', async () => {
  const noReason = await patch(resultIds[1], { review_status: 'false_positive' });
  assert.equal(noReason.status, 400);
  assert.ok(noReason.body.errors.reason, JSON.stringify(noReason.body));
  const blank = await patch(resultIds[1], { review_status: 'discarded', reason: '   ' });
  assert.ok(blank.status === 400 && blank.body.errors.reason);
  const badStatus = await patch(resultIds[1], { review_status: 'reviewed', reason: 'x' });
  assert.ok(badStatus.status === 400 && badStatus.body.errors.review_status, JSON.stringify(badStatus.body));
  const badComment = await patch(resultIds[1], { review_status: 'discarded', reason: 'x', comment: 42 });
  assert.ok(badComment.status === 400 && badComment.body.errors.comment, JSON.stringify(badComment.body));
  assert.equal((await counts()).reviewed, 0, 'nothing was written');
});

test('four-eyes: the confirming key cannot clear a confirmed finding, another key of the organisation can', async () => {
  assert.equal((await patch(resultIds[1], { review_status: 'confirmed', reason: 'True match.' })).status, 200);
  const same = await patch(resultIds[1], { review_status: 'false_positive', reason: 'Changed my mind.' });
  assert.equal(same.status, 403);
  assert.match(same.body.detail, /four-eyes/i);
  assert.equal((await api('GET', `/compliance/${checkId}/results?review_status=confirmed`)).body.total_results, 1, 'still confirmed');
  // Re-confirming is not clearing.
  assert.equal((await patch(resultIds[1], { review_status: 'confirmed', reason: 'Still true.' })).status, 200);
  const second = await v.auth('Review Bank');
  const cleared = await patch(resultIds[1], { review_status: 'false_positive', reason: 'Passport number differs.' }, second);
  assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
  assert.equal(cleared.body.audit_entry.previous_review_status, 'confirmed');
  assert.notEqual(cleared.body.audit_entry.api_key_id, (await patch(resultIds[1], { review_status: 'false_positive', reason: 'Same.' })).body.audit_entry.api_key_id);
});

test('another organisation sees 404 for the check and its results, and an unknown result id is 404', async () => {
  const other = await v.auth('Other Bank');
  assert.equal((await patch(resultIds[0], { review_status: 'discarded', reason: 'x' }, other)).status, 404);
  assert.equal((await api('GET', `/compliance/${checkId}/audit_trail`, undefined, other)).status, 404);
  assert.equal((await api('GET', `/compliance/${checkId}/report`, undefined, other)).status, 404);
  assert.equal((await patch(crypto.randomUUID(), { review_status: 'discarded', reason: 'x' })).status, 404);
  assert.equal((await patch('not-a-uuid', { review_status: 'discarded', reason: 'x' })).status, 404);
  const verify = await api('GET', '/audit/verify', undefined, other);
  assert.deepEqual(verify.body, { valid: true, entries_checked: 0, first_invalid: null }, 'the other organisation has an empty chain');
});

test('the results list filters on review_status in both repeatable forms', async () => {
  const url = (q: string) => `/compliance/${checkId}/results?${q}`;
  const fp = (await api('GET', url('review_status=false_positive'))).body;
  assert.deepEqual(fp.results.map((r: { external_id: string }) => r.external_id), [resultIds[1]]);
  const open = (await api('GET', url('review_status=open'))).body.total_results;
  assert.equal(open, resultIds.length - 1);
  assert.equal((await api('GET', url('review_status=open,false_positive'))).body.total_results, resultIds.length);
  assert.equal((await api('GET', url('review_status=open&review_status=false_positive'))).body.total_results, resultIds.length);
  const bad = await api('GET', url('review_status=reviewed'));
  assert.ok(bad.status === 400 && bad.body.errors.review_status);
});

test('concurrent decisions in one organisation append to one unbroken chain', async () => {
  const before = (await api('GET', '/audit/verify')).body.entries_checked;
  const statuses = ['escalated', 'discarded'];
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => patch(resultIds[i % resultIds.length], { review_status: statuses[i % 2], reason: `Concurrent ${i}` })),
  );
  assert.deepEqual(answers.map((a) => a.status), Array(10).fill(200));
  const positions = answers.map((a) => a.body.audit_entry.position).sort((a, b) => a - b);
  assert.deepEqual(positions, Array.from({ length: 10 }, (_, i) => before + i + 1), 'each decision got its own position');
  const verify = (await api('GET', '/audit/verify')).body;
  assert.deepEqual(verify, { valid: true, entries_checked: before + 10, first_invalid: null });
});

test('the audit trail pages oldest first, and the report holds the check, findings and decisions', async () => {
  const all: Array<{ position: number; check_id: string }> = [];
  let next: string | null = null;
  do {
    const res = await api('GET', `/compliance/${checkId}/audit_trail?page_size=4${next ? `&next_key=${next}` : ''}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    all.push(...res.body.results);
    next = res.body.next_key;
  } while (next);
  const total = (await api('GET', '/audit/verify')).body.entries_checked;
  assert.equal(all.length, total, 'every entry of this check, once');
  assert.deepEqual(all.map((e) => e.position), [...all.map((e) => e.position)].sort((a, b) => a - b));
  const report = (await api('GET', `/compliance/${checkId}/report`)).body;
  assert.equal(report.check.external_id, checkId);
  assert.equal(report.check.entities.length, 2);
  assert.equal(report.findings.length, resultIds.length);
  assert.ok(report.findings[0].match_explanation, 'findings carry their explanation');
  assert.equal(report.decisions.length, total);
});

test('the trail is append-only, and a row tampered in the database is reported by verify', async () => {
  const trail = (await api('GET', `/compliance/${checkId}/audit_trail`)).body.results;
  const victim = trail[2];
  await assert.rejects(v.vigil.db.query('UPDATE review_audit_entries SET reason = $2 WHERE id = $1', [victim.external_id, 'x']), /append-only/);
  await v.vigil.db.query('ALTER TABLE review_audit_entries DISABLE TRIGGER review_audit_entries_no_change');
  await v.vigil.db.query('UPDATE review_audit_entries SET reason = $2 WHERE id = $1', [victim.external_id, 'Forged reason']);
  await v.vigil.db.query('ALTER TABLE review_audit_entries ENABLE TRIGGER review_audit_entries_no_change');
  const verify = (await api('GET', '/audit/verify')).body;
  assert.equal(verify.valid, false);
  assert.equal(verify.first_invalid.external_id, victim.external_id);
  assert.equal(verify.first_invalid.position, victim.position);
  assert.equal(verify.entries_checked, victim.position);
});
