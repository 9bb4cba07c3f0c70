/**
 * HTTP contract of compliance checks on the real lists in ../shared/data: a check for real people
 * completes with real findings, scores derive from them, results and checks paginate to the end with
 * stable cursors, and every filter and sorting narrows or orders as documented.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestVigil, waitForCheck, type TestVigil } from './helpers/vigil.js';

let v: TestVigil;
let auth: string;
let checkId: string;
let check: Record<string, any>;

const inject = (url: string, a = auth) => v.vigil.server!.inject({ method: 'GET', url, headers: { authorization: a } });
const post = (body: unknown, a = auth) =>
  v.vigil.server!.inject({ method: 'POST', url: '/ext/v3/compliance', headers: { authorization: a }, payload: body as never });

/** Walks a list endpoint to its end with page_size=n; returns every row and the page count. */
async function walk(url: string, n: number) {
  const rows: any[] = [];
  let pages = 0;
  let next: string | null = null;
  let total = -1;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await inject(`${url}${sep}page_size=${n}${next ? `&next_key=${encodeURIComponent(next)}` : ''}`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    if (total >= 0) assert.equal(body.total_results, total, 'total_results is stable across pages');
    total = body.total_results;
    rows.push(...body.results);
    next = body.next_key;
    pages += 1;
  } while (next);
  assert.equal(rows.length, total, 'walking the cursor yields exactly total_results rows');
  assert.equal(new Set(rows.map((r) => r.external_id)).size, rows.length, 'no row repeats across pages');
  return { rows, pages };
}

before(async () => {
  v = await startTestVigil();
  auth = await v.auth('Acme Bank');
  const res = await post({
    name: 'Onboarding batch 1',
    entities: [
      { name: 'Nicolas MADURO MOROS', entity_type: 'individual', date_of_birth: '1962-11-23', country: 'VE' },
      { name: 'Margaret Thompson', entity_type: 'individual', date_of_birth: '1971-04-02', country: 'GB' },
      { name: 'Maria Cantwell', entity_type: 'individual', country: 'US' },
      { name: 'Banco Nacional de Cuba', entity_type: 'company' },
      // A misspelt name with the cedula number OFAC publishes for him: the identifier confirms it.
      { name: 'Nicolas Madura', entity_type: 'individual', identifiers: [{ type: 'Cedula No.', number: '5892464' }] },
    ],
  });
  assert.equal(res.statusCode, 201, res.body);
  checkId = res.json().external_id;
  check = await waitForCheck(v, auth, checkId);
});
after(() => v.close());

test('the check completes with progress 1 and every entity completed', () => {
  assert.equal(check.status, 'completed', check.failure_reason);
  assert.equal(check.progress, 1);
  assert.ok(check.finished_at);
  assert.equal(check.entities.length, 5);
  assert.ok(check.entities.every((e: any) => e.status === 'completed' && e.entity_role === 'manually_added'));
});

test('Nicolas Maduro Moros is found on the sanctions lists with a high score', async () => {
  const maduro = check.entities[0];
  const { rows } = await walk(`/ext/v3/compliance/${checkId}/results?entity=${maduro.external_id}&sorting=confidence&order=desc`, 50);
  assert.ok(rows.length >= 1);
  const top = rows[0];
  assert.equal(top.result_type, 'sanction');
  assert.match(top.name, /MADURO MOROS/i);
  assert.ok(top.confidence >= 0.9, `confidence ${top.confidence}`);
  assert.ok(top.url.startsWith('http'));
  assert.ok(top.source_name.length > 0);
  assert.ok(top.tags.some((t: any) => /VENEZUELA/i.test(t.tag)), JSON.stringify(top.tags));
  assert.equal(top.entity.external_id, maduro.external_id);
  assert.equal(top.automated_false_positive_rating, 'no');
  assert.ok(top.match_explanation.matched_name);
  assert.equal(check.sanction_score, 'high');
  assert.equal(check.compliance_score, 'high');
});

test('Maduro, on the OFAC SDN list and its CSL copy, is one finding listing both sources', async () => {
  const maduro = check.entities[0];
  const { rows } = await walk(`/ext/v3/compliance/${checkId}/results?entity=${maduro.external_id}`, 50);
  const his = rows.filter((r) => /MADURO MOROS, Nicolas/i.test(r.name));
  assert.equal(his.length, 1, JSON.stringify(rows.map((r) => [r.name, r.source_name])));
  const titles = his[0].sources.map((s: any) => s.title);
  assert.ok(titles.includes('OFAC Specially Designated Nationals (SDN) List'), JSON.stringify(titles));
  assert.ok(titles.some((t: string) => /Consolidated|Treasury Department/.test(t) && t !== 'OFAC Specially Designated Nationals (SDN) List'), JSON.stringify(titles));
  assert.equal(his[0].match_explanation.records.length, titles.length);
});

test('an equal identifier is recorded as a decisive contribution', async () => {
  const entity = check.entities[4];
  assert.deepEqual(entity.identifiers, [{ type: 'Cedula No.', number: '5892464' }]);
  const { rows } = await walk(`/ext/v3/compliance/${checkId}/results?entity=${entity.external_id}&sorting=confidence`, 50);
  assert.match(rows[0].name, /MADURO MOROS, Nicolas/);
  const id = rows[0].match_explanation.contributions.find((c: any) => c.feature === 'identifier');
  assert.ok(id && id.value > 0, JSON.stringify(rows[0].match_explanation.contributions));
});

test('an ordinary name on no list has no findings', async () => {
  const body = (await inject(`/ext/v3/compliance/${checkId}/results?entity=${check.entities[1].external_id}`)).json();
  assert.equal(body.total_results, 0, JSON.stringify(body.results.map((r: any) => [r.name, r.confidence])));
});

test('a sitting US senator is a TIER_1 PEP and only result_type=pep returns PEP findings', async () => {
  const { rows } = await walk(`/ext/v3/compliance/${checkId}/results?result_type=pep`, 10);
  assert.ok(rows.length >= 1);
  assert.ok(rows.every((r) => r.result_type === 'pep'));
  const cantwell = rows.find((r) => r.entity.external_id === check.entities[2].external_id);
  assert.ok(cantwell, 'Maria Cantwell found');
  assert.equal(cantwell.pep_tier, 'TIER_1');
  assert.notEqual(check.pep_score, 'low');
});

test('results walk to the end with a small page size, in the requested order', async () => {
  const all = (await inject(`/ext/v3/compliance/${checkId}/results`)).json();
  assert.ok(all.total_results >= 3, `need several findings, got ${all.total_results}`);
  const byConfidence = await walk(`/ext/v3/compliance/${checkId}/results?sorting=confidence&order=desc`, 2);
  assert.ok(byConfidence.pages >= 2);
  const conf = byConfidence.rows.map((r) => r.confidence);
  assert.deepEqual(conf, [...conf].sort((a, b) => b - a));
  const asc = await walk(`/ext/v3/compliance/${checkId}/results?sorting=confidence&order=asc`, 2);
  assert.deepEqual(asc.rows.map((r) => r.external_id), [...byConfidence.rows.map((r) => r.external_id)].reverse());
  const bySourceDate = await walk(`/ext/v3/compliance/${checkId}/results?sorting=source_date&order=desc`, 3);
  assert.equal(bySourceDate.rows.length, all.total_results);
  // Default: newest first; all findings of one entity share a timestamp, so the id breaks ties.
  const byDefault = await walk(`/ext/v3/compliance/${checkId}/results`, 1);
  assert.equal(byDefault.rows.length, all.total_results);
});

test('min_confidence keeps results at or above it; outside 0-1 is a 400', async () => {
  const body = (await inject(`/ext/v3/compliance/${checkId}/results?min_confidence=0.95`)).json();
  assert.ok(body.results.every((r: any) => r.confidence >= 0.95));
  const bad = await inject(`/ext/v3/compliance/${checkId}/results?min_confidence=1.5`);
  assert.equal(bad.statusCode, 400);
  assert.ok(bad.json().errors.min_confidence);
});

test('unknown result_type, forged and foreign-sort cursors are 400s', async () => {
  const unknown = await inject(`/ext/v3/compliance/${checkId}/results?result_type=gossip`);
  assert.equal(unknown.statusCode, 400);
  assert.ok(unknown.json().errors.result_type);
  const forged = await inject(`/ext/v3/compliance/${checkId}/results?next_key=garbage!!`);
  assert.equal(forged.statusCode, 400);
  const first = (await inject(`/ext/v3/compliance/${checkId}/results?sorting=confidence&page_size=1`)).json();
  assert.ok(first.next_key);
  const mismatch = await inject(`/ext/v3/compliance/${checkId}/results?sorting=created_at&next_key=${first.next_key}`);
  assert.equal(mismatch.statusCode, 400);
});

test('text the database cannot store (NUL, a lone surrogate) is a 400 naming the field, and nothing is stored', async () => {
  const count = async (table: string) => Number((await v.vigil.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
  const [checks, portfolios, registrations] = [await count('compliance_checks'), await count('portfolios'), await count('registrations')];
  // Sent as JSON text: "\u0000" and a lone "\ud800" are valid JSON escapes.
  const raw = (url: string, body: string) =>
    v.vigil.server!.inject({ method: 'POST', url: `/ext/v3${url}`, headers: { authorization: auth, 'content-type': 'application/json' }, payload: body });
  const nul = await raw('/compliance', '{"name":"batch","entities":[{"name":"Ok","entity_type":"individual"},{"name":"Nul\\u0000name","entity_type":"individual"}]}');
  assert.equal(nul.statusCode, 400);
  assert.deepEqual(nul.json(), { errors: { 'entities[1].name': ['Null characters are not allowed.'] }, non_field_errors: [] });
  const surrogate = await raw('/portfolios', '{"name":"broken \\ud800 name"}');
  assert.equal(surrogate.statusCode, 400);
  assert.deepEqual(surrogate.json().errors, { name: ['Surrogate characters are not allowed: U+D800.'] });
  const pair = await raw('/portfolios', '{"name":"emoji \\ud83d\\udca5 is fine"}');
  assert.equal(pair.statusCode, 201, pair.body);
  const reg = await raw('/companies', '{"primary_name":"Acme\\u0000","country":"GB"}');
  assert.deepEqual(reg.json().errors, { primary_name: ['Null characters are not allowed.'] });
  // The guard walks the body without recursion: a deeply nested body is a 400, not a stack overflow.
  const deep = await raw('/portfolios', `${'{"name":'.repeat(100_000)}"x"${'}'.repeat(100_000)}`);
  assert.equal(deep.statusCode, 400);
  assert.deepEqual(deep.json().non_field_errors, ['The request is nested more than 32 levels deep.']);
  const query = await inject('/ext/v3/companies?duns_number=%00');
  assert.equal(query.statusCode, 400);
  assert.deepEqual(query.json().errors, { duns_number: ['Null characters are not allowed.'] });
  assert.deepEqual([await count('compliance_checks'), await count('portfolios'), await count('registrations')], [checks, portfolios + 1, registrations]);
});

test('result_type accepts both repeated and comma-separated forms', async () => {
  const a = (await inject(`/ext/v3/compliance/${checkId}/results?result_type=pep&result_type=sanction`)).json();
  const b = (await inject(`/ext/v3/compliance/${checkId}/results?result_type=pep,sanction`)).json();
  assert.equal(a.total_results, b.total_results);
  assert.ok(a.results.every((r: any) => ['pep', 'sanction'].includes(r.result_type)));
});

test('exclude_automated_false_positives drops findings rated yes', async () => {
  const all = await walk(`/ext/v3/compliance/${checkId}/results`, 50);
  const kept = await walk(`/ext/v3/compliance/${checkId}/results?exclude_automated_false_positives=true`, 50);
  assert.equal(kept.rows.length, all.rows.filter((r) => r.automated_false_positive_rating !== 'yes').length);
  assert.ok(kept.rows.every((r) => r.automated_false_positive_rating !== 'yes'));
});

test('checks list: pagination to the end, status filter, sorting and tenant scope', async () => {
  const ids = [checkId];
  for (let i = 0; i < 4; i++) {
    const res = await post({ name: `Batch ${i}`, entities: [{ name: `Nobody Inparticular ${i}`, entity_type: 'individual' }] });
    ids.push(res.json().external_id);
  }
  for (const id of ids) await waitForCheck(v, auth, id);
  const { rows } = await walk('/ext/v3/compliance', 2);
  assert.equal(rows.length, 5);
  assert.ok(rows.every((r) => r.status === 'completed'));
  const created = rows.map((r) => r.created_at);
  assert.deepEqual(created, [...created].sort().reverse(), 'newest first by default');
  const asc = await walk('/ext/v3/compliance?sorting=created_at&order=asc', 3);
  assert.deepEqual(asc.rows.map((r) => r.external_id), rows.map((r) => r.external_id).reverse());
  const failed = (await inject('/ext/v3/compliance?status=failed')).json();
  assert.equal(failed.total_results, 0);
  const high = (await inject('/ext/v3/compliance?compliance_score=high')).json();
  assert.deepEqual(high.results.map((r: any) => r.external_id), [checkId]);
  const other = await v.auth('Other Bank');
  assert.equal((await inject('/ext/v3/compliance', other)).json().total_results, 0);
  const badStatus = await inject('/ext/v3/compliance?status=sleeping');
  assert.equal(badStatus.statusCode, 400);
});

test('health reports every list with its record count and publication date', async () => {
  const body = (await v.vigil.server!.inject({ method: 'GET', url: '/healthz' })).json();
  assert.equal(body.status, 'ok');
  const lists = Object.fromEntries(body.lists.map((l: any) => [l.list, l]));
  for (const id of ['us_ofac_sdn', 'us_ofac_cons', 'un_sc', 'us_trade_csl', 'us_bis_dpl', 'us_congress']) {
    assert.ok(lists[id]?.records > 0, `${id} loaded`);
  }
  assert.equal(lists.un_sc.published_on, '2026-02-27');
  assert.equal(lists.un_sc.records, 1003);
});
