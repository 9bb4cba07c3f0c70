/**
 * Adverse media in compliance checks (issue 17; src/news/adverse-screening.ts, src/news/adverse-index.ts,
 * src/monitoring/adverse-media.ts) on the real news files: the Guardian US feed (2018-01-31), the NYT
 * World feed (2026-02-18) and the NYT Business feed (2026-03-09) are ingested as `vigil news load` does.
 *
 * The real story: the Guardian's "Trump-Russia investigation: the key questions answered" is the one
 * material adverse article of the feed naming Donald Trump ("... the inquiry into Russian hacking,
 * alleged collusion and Donald Trump ..."); the feed's other Trump articles are not material ("Trump
 * sues over property tax bill ..." is adverse, civil litigation) or not adverse. Steve Witkoff is named
 * only in a non-adverse NYT World article, BrewDog only in a non-material one (investors lost money).
 *
 * Order: monitored checks are created BEFORE the articles are stored (so monitoring must find them),
 * then the files are ingested, then checks created afterwards screen the stored articles directly.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestVigil, apiClient, waitForCheck, SHARED_DATA, type TestVigil } from './helpers/vigil.js';
import { ingestNewsFiles } from '../src/news/ingest.js';
import { entityAdverseMentions } from '../src/news/entity-adverse.js';
import { applyAdverseMediaMonitoring } from '../src/monitoring/adverse-media.js';
import { adverseMediaScore, computeScores } from '../src/domain/scores.js';
import { adverseMediaHit, articleNameKeys, entityNameFilters, mayName, type ScreenedArticle } from '../src/news/adverse-screening.js';
import { SCREENED_ARTICLE_COLUMNS } from '../src/news/adverse-index.js';
import { createLogger } from '../src/log.js';

const NEWS = path.join(SHARED_DATA, 'news');
const GUARDIAN = path.join(NEWS, 'rss/guardian_us/2018-01-31/guardian.rss');
const FILES = [GUARDIAN, path.join(NEWS, 'rss/nyt_world/2026-02-18/78f77fae2e1ffc14'), path.join(NEWS, 'rss/nyt_business/2026-03-09/nytimes.xml')];
const TRUMP_RUSSIA = 'Trump-Russia investigation: the key questions answered';

let v: TestVigil;
let dataDir: string;
let authA: string;
let authB: string;
/** Checks created before the ingest. */
const early: Record<string, string> = {};

type Finding = {
  external_id: string; result_type: string; confidence: number; title: string; text: string; url: string; source_date: string | null;
  monitoring_status: string; tags: Array<{ tag: string }>; entity: { name: string };
  sources: Array<{ title: string; url: string; domain: string; publication_date: string | null }>;
  match_explanation: { category: { code: string }; trigger_sentence: string; article_id: string; mention: string };
};

const api = (authz: string) => apiClient(v, () => authz);

async function createCheck(authz: string, name: string, entity: { name: string; entity_type: string }, monitored: boolean): Promise<string> {
  const res = await api(authz)('POST', '/compliance', { name, entities: [entity], adverse_media_monitoring_enabled: monitored });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const done = await waitForCheck(v, authz, res.body.external_id);
  assert.equal(done.status, 'completed', `check ${name} completes`);
  return res.body.external_id as string;
}

async function findings(authz: string, checkId: string, query = ''): Promise<Finding[]> {
  const res = await api(authz)('GET', `/compliance/${checkId}/results?result_type=adverse_media${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.results as Finding[];
}

async function events(checkId: string) {
  return (await v.vigil.db.query<{ data: { monitoring: { reason: string; new_results_count: number; articles: string[] } } }>(
    `SELECT data FROM webhook_events WHERE subject_id = $1 AND event_type = 'compliance_check.results.new'`,
    [checkId],
  )).rows;
}

before(async () => {
  // One small list keeps start-up short; the news side does not depend on it.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-adverse-media-'));
  fs.mkdirSync(path.join(dataDir, 'lists'));
  fs.symlinkSync(path.join(SHARED_DATA, 'lists/us_ofac_sdn'), path.join(dataDir, 'lists/us_ofac_sdn'));
  v = await startTestVigil({ dataDir, rateLimitPerMinute: 1_000_000 });
  authA = await v.auth('Adverse Media Org A');
  authB = await v.auth('Adverse Media Org B');
  early.trumpMonitored = await createCheck(authA, 'Trump monitored', { name: 'Donald Trump', entity_type: 'individual' }, true);
  early.witkoffMonitored = await createCheck(authA, 'Witkoff monitored', { name: 'Steve Witkoff', entity_type: 'individual' }, true);
  early.trumpUnmonitoredB = await createCheck(authB, 'Trump, other organisation, unmonitored', { name: 'Donald Trump', entity_type: 'individual' }, false);
});
after(async () => {
  await v.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('before any article is stored, adverse-media screening did not run: adverse_media_score is ""', async () => {
  const check = (await api(authA)('GET', `/compliance/${early.trumpMonitored}`)).body;
  assert.equal(check.adverse_media_score, '', 'no article stored: not computed');
  assert.deepEqual(await findings(authA, early.trumpMonitored), [], 'and no finding');
});

test('monitoring: the ingest of a material article about a monitored entity adds a new finding and ONE results.new', async () => {
  const loaded = await ingestNewsFiles(v.vigil.db, FILES);
  assert.ok(loaded.every((r) => r.stored > 0), `the feeds are stored: ${loaded.map((r) => r.stored).join(', ')}`);
  // The worker is woken by the ingest's NOTIFY; poll until it has screened the new articles.
  const deadline = Date.now() + 30_000;
  let found: Finding[] = [];
  while (!found.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    found = await findings(authA, early.trumpMonitored);
  }
  assert.equal(found.length, 1, `one adverse-media finding: ${JSON.stringify(found.map((f) => f.title))}`);
  assert.equal(found[0].title, TRUMP_RUSSIA, 'from the material Trump-Russia article');
  assert.equal(found[0].monitoring_status, 'new', 'added by monitoring');
  const ev = await events(early.trumpMonitored);
  assert.equal(ev.length, 1, 'one compliance_check.results.new');
  assert.equal(ev[0].data.monitoring.reason, 'adverse_media', 'saying why');
  assert.equal(ev[0].data.monitoring.new_results_count, 1, 'with the count');
  assert.deepEqual(ev[0].data.monitoring.articles, [found[0].match_explanation.article_id], 'and the article');
  const check = (await api(authA)('GET', `/compliance/${early.trumpMonitored}`)).body;
  assert.equal(check.adverse_media_score, 'medium', 'the score follows the new finding (cybercrime is not a core financial crime)');
  assert.equal(check.compliance_score, 'medium', 'and compliance_score includes it');
  assert.ok(check.results_changed_at, 'results_changed_at is set');

  assert.deepEqual(await findings(authA, early.witkoffMonitored), [], 'an entity named only in a non-adverse article gets no finding');
  assert.equal((await events(early.witkoffMonitored)).length, 0, 'nor an event');
  assert.deepEqual(await findings(authB, early.trumpUnmonitoredB), [], 'a check without adverse-media monitoring gets nothing');
  assert.equal((await events(early.trumpUnmonitoredB)).length, 0, 'nor an event');
});

test('monitoring is idempotent by (entity, article): a rerun after a crash before the articles were marked adds nothing', async () => {
  // As if the process died after the per-check transactions but before marking the articles monitored.
  await v.vigil.db.query('UPDATE adverse_media_index SET monitored_at = NULL');
  const again = await applyAdverseMediaMonitoring({ db: v.vigil.db, logger: createLogger('silent'), highConfidence: v.config.highConfidence });
  assert.ok(again.articles > 0, 'the articles were screened again');
  assert.equal(again.new, 0, 'no finding added twice');
  assert.equal((await findings(authA, early.trumpMonitored)).length, 1, 'still one finding');
  assert.equal((await events(early.trumpMonitored)).length, 1, 'still one event');
  await ingestNewsFiles(v.vigil.db, FILES);
  assert.equal((await findings(authA, early.trumpMonitored)).length, 1, 're-ingesting the files adds nothing');
  assert.equal((await events(early.trumpMonitored)).length, 1, 'and sends nothing');
  // Two passes at once (two workers) over the same article, the finding not stored yet: the check's
  // lock serialises them, so exactly one adds it and sends the event.
  await v.vigil.db.query(`DELETE FROM compliance_results WHERE check_id = $1 AND list = 'news'`, [early.trumpMonitored]);
  await v.vigil.db.query('UPDATE adverse_media_index SET monitored_at = NULL');
  const pass = () => applyAdverseMediaMonitoring({ db: v.vigil.db, logger: createLogger('silent'), highConfidence: v.config.highConfidence });
  const both = await Promise.all([pass(), pass()]);
  // (The worker's own poll may run a third pass meanwhile; it is under the same rule.)
  assert.ok(both[0].new + both[1].new <= 1, `at most one pass adds it: ${JSON.stringify(both)}`);
  assert.equal((await findings(authA, early.trumpMonitored)).length, 1, 'one finding');
  assert.equal((await events(early.trumpMonitored)).length, 2, 'one more event (the finding was new again), not two');
});

test('a check created after the ingest gets the adverse_media finding: article in sources, category and trigger sentence in the explanation', async () => {
  const checkId = await createCheck(authB, 'Trump after ingest', { name: 'Donald Trump', entity_type: 'individual' }, false);
  const found = await findings(authB, checkId);
  assert.equal(found.length, 1, `exactly the material article, not the feed's other Trump stories: ${JSON.stringify(found.map((f) => f.title))}`);
  const f = found[0];
  assert.equal(f.result_type, 'adverse_media');
  assert.equal(f.monitoring_status, '', 'found by the check itself');
  assert.equal(f.entity.name, 'Donald Trump');
  assert.equal(f.confidence, 0.95, 'the trigger sentence names him in full');
  assert.equal(f.sources.length, 1, 'the article is the source');
  assert.equal(f.sources[0].title, TRUMP_RUSSIA);
  assert.equal(f.sources[0].domain, 'theguardian.com', 'the source domain as stored');
  assert.equal(f.sources[0].url, 'https://www.theguardian.com/us-news/ng-interactive/2017/dec/08/donald-trump-russia-investigation-key-questions-latest-news-collusion-timeline', 'with its URL');
  assert.equal(f.sources[0].publication_date, '2017-12-08', 'and its publication date (pubDate Fri, 08 Dec 2017 12:00:02 GMT)');
  assert.equal(f.source_date, f.sources[0].publication_date, 'source_date is the publication date');
  assert.equal(f.match_explanation.category.code, 'cybercrime.cybercrime', 'the category of the window naming him');
  assert.match(f.match_explanation.trigger_sentence, /Russian hacking, alleged collusion and Donald Trump/, 'the trigger sentence');
  assert.match(f.text, /Cybercrime/, 'category in the text');
  assert.match(f.text, /Trigger sentence: .*Russian hacking/, 'trigger sentence in the text');
  assert.deepEqual(f.tags, [{ tag: 'cybercrime.cybercrime' }], 'tags are the window categories');
  assert.deepEqual((await findings(authB, checkId, '&source_type=news')).map((x) => x.external_id), [f.external_id], 'source_type=news keeps it');
  assert.deepEqual(await findings(authB, checkId, '&source_type=enforcement'), [], 'source_type=enforcement does not');
  const check = (await api(authB)('GET', `/compliance/${checkId}`)).body;
  assert.equal(check.adverse_media_score, 'medium', 'adverse_media_score from the finding');
  // Tenant isolation: the other organisation sees neither the check nor its results.
  assert.equal((await api(authA)('GET', `/compliance/${checkId}`)).status, 404, 'a foreign check is 404');
  assert.equal((await api(authA)('GET', `/compliance/${checkId}/results`)).status, 404, 'so are its results');
});

test('entities named only in non-adverse or non-material articles get no finding, and a computed "low" score', async () => {
  // The pure rule confirms the articles do name them (the test would otherwise prove nothing).
  assert.ok(entityAdverseMentions({ name: 'Steve Witkoff', type: 'individual' }, 'Trump Bets on Diplomacy Without Diplomats',
    'President Trump’s most trusted envoys, Steve Witkoff and Jared Kushner, are at the center of the Iran and Ukraine negotiations.').mentioned, 'Witkoff is named');
  const stored = await v.vigil.db.query<{ adverse: boolean; is_material: boolean }>(`SELECT adverse, is_material FROM articles WHERE title LIKE '%BrewDog%'`);
  assert.ok(stored.rows.length > 0 && stored.rows.every((r) => !r.is_material), 'the BrewDog article is stored and not material');
  for (const entity of [{ name: 'Steve Witkoff', entity_type: 'individual' }, { name: 'BrewDog PLC', entity_type: 'company' }]) {
    const checkId = await createCheck(authA, entity.name, entity, false);
    assert.deepEqual(await findings(authA, checkId), [], `${entity.name}: no finding`);
    const check = (await api(authA)('GET', `/compliance/${checkId}`)).body;
    assert.equal(check.adverse_media_score, 'low', `${entity.name}: screened, nothing found`);
  }
});

test('the candidate prefilter loses no hit: every (entity, article) pair the rule accepts passes it (stored real articles, all taken as material)', async () => {
  const articles = (await v.vigil.db.query<ScreenedArticle & { name_keys: string[] | null }>(
    `SELECT ${SCREENED_ARTICLE_COLUMNS}, k.name_keys FROM articles a LEFT JOIN adverse_media_index k ON k.article_id = a.id`,
  )).rows;
  const people = ['Donald Trump', 'Larry Nassar', 'Mark Salling', 'René Redzepi', 'Steve Witkoff', 'Jared Kushner', 'Benjamin Netanyahu', 'Isaac Herzog', 'Stormy Daniels', 'Taylor Swift'];
  const companies = ['Louvre', 'BrewDog PLC', 'ExThera Medical', 'Facebook', 'Axel Springer', 'Nike Inc'];
  let hits = 0;
  for (const entity of [...people.map((name) => ({ name, entity_type: 'individual' })), ...companies.map((name) => ({ name, entity_type: 'company' }))]) {
    const filters = entityNameFilters(entity);
    for (const stored of articles) {
      const a = { ...stored, is_material: true };
      if (!adverseMediaHit(entity, a)) continue;
      hits += 1;
      const keys = new Set(articleNameKeys(a.title_en, a.snippet_en));
      assert.ok(filters.some((f) => keys.has(f.head)) && mayName(filters, keys, a.title_en), `${entity.name} / ${a.title_en}: the prefilter keeps it`);
      if (stored.name_keys) assert.deepEqual(stored.name_keys, [...keys].sort(), 'the stored keys are the article keys');
    }
  }
  assert.ok(hits >= 5, `the pairs tested include hits (${hits})`);
});

test('adverse_media_score rule (hand-made findings): severity, number of articles, false positives, compliance_score', () => {
  const f = (tag: string, confidence: number, source_id: string, fp = 'no') => ({ result_type: 'adverse_media', confidence, automated_false_positive_rating: fp, tags: [{ tag }], source_id });
  assert.equal(adverseMediaScore([], 0.9, false), '', 'not screened');
  assert.equal(adverseMediaScore([], 0.9, true), 'low', 'screened, none');
  assert.equal(adverseMediaScore([f('fraud.financial_fraud', 0.95, 'a')], 0.9, true), 'high', 'fraud, named in full');
  assert.equal(adverseMediaScore([f('fraud.financial_fraud', 0.85, 'a')], 0.9, true), 'medium', 'fraud, short name only');
  assert.equal(adverseMediaScore([f('cybercrime.cybercrime', 0.95, 'a')], 0.9, true), 'medium', 'not a core financial crime');
  assert.equal(adverseMediaScore(['a', 'b', 'c'].map((id) => f('regulatory_action.enforcement', 0.85, id)), 0.9, true), 'high', 'three articles');
  assert.equal(adverseMediaScore([f('money_laundering.money_laundering', 0.95, 'a', 'yes')], 0.9, true), 'low', 'false positives do not count');
  const scores = computeScores([{ result_type: 'pep', confidence: 0.8, automated_false_positive_rating: 'no' }, f('corruption.bribery', 0.95, 'a')], 0.9, true);
  assert.deepEqual([scores.pep_score, scores.adverse_media_score, scores.compliance_score], ['medium', 'high', 'high'], 'compliance_score is the worst of the three');
});
