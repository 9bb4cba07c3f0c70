/**
 * The analyst workspace (issue 18, docs/UI.md), on the real lists: a check for Nicolas MADURO MOROS
 * and Banco Nacional de Cuba gives real findings. In Debian's Chromium (test/helpers/browser.ts) an
 * analyst signs in with an API key, opens a finding with Enter, works the queue to empty with the
 * keyboard (one confirmed, one false positive, the rest escalated), sees both decisions in the audit
 * trail, and signs out; axe-core finds no serious or critical violation on any page, and the main pages
 * are saved as docs/ui/*.png. A second organisation sees none of it and gets 404 on the first one's
 * pages. Without a browser: CSRF-less and forged-token posts are refused, the session cookie is
 * HttpOnly + Secure + SameSite=Strict, the security headers are set, and the four-eyes rule holds.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { apiClient, SHARED_DATA, startTestVigil, waitForCheck, type TestVigil } from './helpers/vigil.js';
import { storeCompany } from '../src/domain/companies.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { ingestNewsFiles } from '../src/news/ingest.js';
import type { CompanyProfile } from '../src/providers/types.js';
import { axeProblems, browserUnavailable, launchBrowser, type TestBrowser } from './helpers/browser.js';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/ui');
const noBrowser = browserUnavailable();
if (noBrowser) console.warn(`# ${noBrowser}`);

let v: TestVigil;
let base: string;
let keyA: string;
let keyA2: string;
let keyB: string;
let checkId: string;
let findingIds: string[];
let portfolioId: string;
/** The article page opened in the browser test. */
let articleUrl = '';
/** Decisions made in the browser test: finding id -> status. */
const decided = new Map<string, string>();

before(async () => {
  v = await startTestVigil();
  const a = await createApiKey(v.vigil.db, 'UI Bank');
  keyA = a.key;
  const authA = `Bearer ${keyA}`;
  keyA2 = (await v.auth('UI Bank')).slice('Bearer '.length);
  keyB = (await v.auth('Other Bank')).slice('Bearer '.length);
  const api = apiClient(v, () => authA);
  const created = await api('POST', '/compliance', {
    name: 'Onboarding batch',
    entities: [
      { name: 'Nicolas MADURO MOROS', entity_type: 'individual', date_of_birth: '1962-11-23', country: 'VE' },
      { name: 'Banco Nacional de Cuba', entity_type: 'company' },
    ],
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  checkId = created.body.external_id;
  assert.equal((await waitForCheck(v, authA, checkId)).status, 'completed');
  const results = (await api('GET', `/compliance/${checkId}/results?page_size=100`)).body.results;
  findingIds = results.map((r: { external_id: string }) => r.external_id);
  assert.ok(findingIds.length >= 2, `at least two real findings to review (got ${findingIds.length})`);
  // A portfolio of two tracked companies and a real news feed about them (CNBC, 2026-03-08).
  portfolioId = (await api('POST', '/portfolios', { name: 'Car and chip makers' })).body.external_id;
  for (const [name, country] of [['TOYOTA MOTOR CORPORATION', 'JP'], ['SAMSUNG ELECTRONICS CO., LTD.', 'KR']]) {
    const profile = { provider: 'registry_files', provider_id: `TEST:${name}`, name, previous_names: [], other_names: [name.split(' ')[0]], status: 'active', country, address: {}, registration_numbers: [], industry_codes: [], officers: [], owners: [] };
    const { company } = await storeCompany(v.vigil.db, a.organisationId, profile as unknown as CompanyProfile);
    assert.equal((await api('POST', `/portfolios/${portfolioId}/companies`, { company: { external_id: company.id } })).status, 201);
  }
  await ingestNewsFiles(v.vigil.db, [path.join(SHARED_DATA, 'news/rss/cnbc_international/2026-03-08/cnbc.xml')]);
  await v.vigil.server!.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(v.vigil.server!.server.address() as AddressInfo).port}`;
});
after(() => v.close());

/** Fastify inject with a cookie jar of one session: GETs and form POSTs, the page's CSRF token kept. */
function injectSession() {
  let cookie = '';
  let csrf = '';
  const keep = <R extends { headers: Record<string, unknown>; body: string }>(res: R): R => {
    const set = res.headers['set-cookie'];
    if (set) cookie = String(Array.isArray(set) ? set[0] : set).split(';')[0];
    const m = /name="_csrf" value="([^"]+)"/.exec(res.body);
    if (m) csrf = m[1];
    return res;
  };
  return {
    get: async (url: string) => keep(await v.vigil.server!.inject({ method: 'GET', url, headers: { cookie } })),
    post: async (url: string, form: Record<string, string>, opts: { csrf?: string | null } = {}) => {
      const token = opts.csrf === undefined ? csrf : opts.csrf;
      const payload = new URLSearchParams({ ...form, ...(token === null ? {} : { _csrf: token }) }).toString();
      return keep(
        await v.vigil.server!.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        }),
      );
    },
    rawCookie: () => cookie,
  };
}

async function signedIn(key: string) {
  const s = injectSession();
  await s.get('/ui/sign-in');
  const res = await s.post('/ui/sign-in', { api_key: key, next: '/ui/queue' });
  assert.equal(res.statusCode, 303, 'sign-in redirects');
  return s;
}

test('the session cookie is HttpOnly, Secure and SameSite=Strict; pages carry a strict CSP', async () => {
  const res = await v.vigil.server!.inject({ method: 'GET', url: '/ui/sign-in' });
  assert.equal(res.statusCode, 200);
  const setCookie = String(res.headers['set-cookie']);
  assert.match(setCookie, /HttpOnly/, 'HttpOnly');
  assert.match(setCookie, /Secure/, 'Secure');
  assert.match(setCookie, /SameSite=Strict/, 'SameSite=Strict');
  const csp = String(res.headers['content-security-policy']);
  assert.match(csp, /script-src 'self'/, 'scripts only from the service itself');
  assert.ok(!/unsafe-inline|unsafe-eval/.test(csp), `no unsafe sources in ${csp}`);
  assert.equal(res.headers['x-frame-options'], 'DENY');
  assert.equal(res.headers['cache-control'], 'no-store');
  // The API keeps its own headers: the UI's policy does not leak into /ext/v3.
  assert.equal((await v.vigil.server!.inject({ method: 'GET', url: '/ext/v3/compliance' })).headers['content-security-policy'], undefined);
});

test('a wrong key does not sign in; pages need a session', async () => {
  const s = injectSession();
  await s.get('/ui/sign-in');
  const bad = await s.post('/ui/sign-in', { api_key: 'vgl_not-a-key' });
  assert.equal(bad.statusCode, 401);
  assert.match(bad.body, /not valid/);
  const queue = await s.get('/ui/queue');
  assert.equal(queue.statusCode, 303, 'no session: redirected');
  assert.match(String(queue.headers.location), /^\/ui\/sign-in\?next=/);
});

test('a POST without the CSRF token, or with a forged one, is refused and changes nothing', async () => {
  const s = await signedIn(keyA);
  const target = `${checkId}:${findingIds[findingIds.length - 1]}`;
  const form = { target, review_status: 'confirmed', reason: 'forged' };
  const none = await s.post('/ui/queue/decide', form, { csrf: null });
  assert.equal(none.statusCode, 403, 'no token');
  const forged = await s.post('/ui/queue/decide', form, { csrf: 'AAAA-forged-token' });
  assert.equal(forged.statusCode, 403, 'forged token');
  const signIn = await injectSession().post('/ui/sign-in', { api_key: keyA }, { csrf: null });
  assert.equal(signIn.statusCode, 403, 'even the sign-in form needs its token');
  const api = apiClient(v, () => `Bearer ${keyA}`);
  const results = (await api('GET', `/compliance/${checkId}/results?page_size=100`)).body.results;
  assert.ok(results.every((r: { review_status: string }) => r.review_status === 'open'), 'nothing was decided');
});

test('bad queue filters are a 400 page naming the field; a foreign portfolio is refused', async () => {
  const s = await signedIn(keyA);
  const res = await s.get('/ui/queue?result_type=nonsense');
  assert.equal(res.statusCode, 400);
  assert.match(res.body, /result_type/);
  const pep = await s.get('/ui/queue?result_type=pep');
  assert.equal(pep.statusCode, 200);
  const sB = await signedIn(keyB);
  assert.equal((await sB.get(`/ui/queue?portfolio=${portfolioId}`)).statusCode, 400, "another organisation's portfolio is not a filter");
  assert.equal((await sB.get(`/ui/portfolios/${portfolioId}`)).statusCode, 404);
});

test('in Chromium: sign in, work the queue to empty with the keyboard, see the audit trail, sign out', { skip: noBrowser }, async () => {
  const b: TestBrowser = await launchBrowser();
  const page = b.page;
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  const usedHtmx: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['hx-request']) usedHtmx.push(r.url());
  });
  const checkAxe = async (name: string) => {
    const problems = await axeProblems(page);
    assert.deepEqual(problems, [], `${name}: axe serious/critical violations ${JSON.stringify(problems, null, 1)}`);
  };
  // docs/UI.md's screenshots are rewritten only when asked (VIGIL_UI_SCREENSHOTS=1), so a test run
  // leaves the working tree as it found it; otherwise the page is still rendered to an image.
  const shot = async (name: string) => {
    if (process.env.VIGIL_UI_SCREENSHOTS !== '1') {
      assert.ok((await page.screenshot({ fullPage: true })).length > 1000, `${name}: the page renders to an image`);
      return;
    }
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  };
  const selectedTarget = () => page.locator('#queue-table tbody tr.selected').getAttribute('data-target');
  const decide = async (key: 'c' | 'f' | 'e', reason: string) => {
    const target = (await selectedTarget())!;
    const before = await page.locator('#queue-table tbody tr').count();
    await page.keyboard.press(key);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'reason', 'the reason field has the focus');
    await page.keyboard.type(reason);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#queue-table tbody tr').length < n, before);
    decided.set(target.split(':')[1], { c: 'confirmed', f: 'false_positive', e: 'escalated' }[key]);
    return target.split(':')[1];
  };
  try {
    await page.goto(`${base}/ui/queue`);
    assert.match(page.url(), /\/ui\/sign-in\?next=/, 'signed out: the sign-in page');
    await checkAxe('sign-in');
    await shot('sign-in');
    await page.fill('#api_key', keyA);
    await page.click('button[type=submit]:has-text("Sign in")');
    await page.waitForURL(/\/ui\/queue/);
    const rows = await page.locator('#queue-table tbody tr').count();
    assert.equal(rows, findingIds.length, 'every open finding is in the queue');
    await checkAxe('queue');
    await shot('queue');

    // j/k move the selection; Enter opens the selected finding.
    const first = await selectedTarget();
    await page.keyboard.press('j');
    const second = await selectedTarget();
    assert.notEqual(second, first, 'j selects the next finding');
    await page.keyboard.press('k');
    assert.equal(await selectedTarget(), first, 'k selects the previous one');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/findings\//);
    assert.ok(page.url().endsWith(first!.split(':')[1]), 'Enter opened the selected finding');
    assert.ok(await page.locator('#why-title').isVisible(), 'the explanation is shown');
    await checkAxe('finding');
    await shot('finding');
    await page.goBack();
    await page.waitForSelector('#queue-table');

    // Work the queue to empty: confirm the second, false-positive the next, escalate the rest.
    await page.keyboard.press('j');
    const confirmed = await decide('c', 'Name, date of birth and nationality match the listing.');
    const falsePositive = await decide('f', 'Different party: the listed bank is a state institution, ours is not.');
    while ((await page.locator('#queue-table tbody tr').count()) > 0) {
      await decide('e', 'Needs a second look by the team lead.');
    }
    assert.ok(await page.locator('#queue-empty').isVisible(), 'the queue is empty');
    assert.ok(usedHtmx.some((u) => u.endsWith('/ui/queue/decide')), 'decisions were posted in place by htmx');
    await checkAxe('empty queue');

    // Both decisions are in the findings' audit trails.
    await page.goto(`${base}/ui/checks/${checkId}/findings/${confirmed}`);
    const trail = await page.locator('#audit-trail').innerText();
    assert.match(trail, /confirmed/, 'the confirmation is in the audit trail');
    assert.match(trail, /date of birth and nationality/, 'with its reason');
    assert.ok(await page.locator('#four-eyes').isVisible(), 'the four-eyes rule is explained to the confirming key');
    await page.goto(`${base}/ui/checks/${checkId}/findings/${falsePositive}`);
    assert.match(await page.locator('#audit-trail').innerText(), /false positive/, 'the false positive is in the audit trail');
    await checkAxe('reviewed finding');

    for (const [name, url] of [
      ['checks', '/ui/checks'],
      ['check', `/ui/checks/${checkId}`],
      ['check-new', '/ui/checks/new'],
      ['portfolios', '/ui/portfolios'],
      ['portfolio', `/ui/portfolios/${portfolioId}`],
      ['articles', `/ui/portfolios/${portfolioId}/articles`],
    ]) {
      const res = await page.goto(`${base}${url}`);
      assert.equal(res?.status(), 200, url);
      await checkAxe(name);
      await shot(name);
    }
    const articleLinks = page.locator('#articles-table tbody a');
    assert.ok((await articleLinks.count()) >= 1, 'the news about Toyota and Samsung is listed');
    await articleLinks.first().click();
    await page.waitForURL(/\/ui\/articles\//);
    articleUrl = new URL(page.url()).pathname;
    assert.match(await page.locator('#article-companies').innerText(), /TOYOTA|SAMSUNG/, 'the article names its linked companies');
    await checkAxe('article');
    await shot('article');
    assert.match(await page.goto(`${base}/ui/checks/${checkId}`).then(() => page.locator('#entities-table').innerText()), /MADURO/);

    await page.click('button:has-text("Sign out")');
    await page.waitForURL(/\/ui\/sign-in/);
    await page.goto(`${base}/ui/queue`);
    assert.match(page.url(), /\/ui\/sign-in/, 'signed out: the queue asks to sign in again');

    // A second organisation sees none of it, and the first one's pages are 404 to it.
    await page.fill('#api_key', keyB);
    await page.click('button[type=submit]:has-text("Sign in")');
    await page.waitForURL(/\/ui\/queue/);
    assert.ok(await page.locator('#queue-empty').isVisible(), "the other organisation's queue is empty");
    await page.goto(`${base}/ui/checks`);
    assert.equal(await page.locator('#checks-table').count(), 0, 'no checks listed');
    for (const url of [`/ui/checks/${checkId}/findings/${confirmed}`, `/ui/checks/${checkId}`, `/ui/portfolios/${portfolioId}`, articleUrl]) {
      const res = await page.goto(`${base}${url}`);
      assert.equal(res?.status(), 404, `${url} is not found for another organisation`);
    }
    await checkAxe('not found');
    assert.deepEqual(cspViolations, [], 'nothing on the pages breaks the Content-Security-Policy');
  } finally {
    await b.close();
  }
});

test('four-eyes: the confirming key cannot clear its confirmation from the finding page; another key can', async () => {
  const s = await signedIn(keyA);
  // The finding the browser test confirmed, or (no browser here) one confirmed now from its page.
  let confirmed = [...decided].find(([, st]) => st === 'confirmed')?.[0];
  if (!confirmed) {
    confirmed = findingIds[0];
    await s.get(`/ui/checks/${checkId}/findings/${confirmed}`);
    const res = await s.post(`/ui/checks/${checkId}/findings/${confirmed}/review`, { review_status: 'confirmed', reason: 'True match.' });
    assert.equal(res.statusCode, 303, 'confirmed from the finding page');
  }
  const url = `/ui/checks/${checkId}/findings/${confirmed}`;
  assert.match((await s.get(url)).body, /id="four-eyes"/, 'the page explains the rule to the confirming key');
  const refused = await s.post(`${url}/review`, { review_status: 'false_positive', reason: 'Changed my mind.' });
  assert.equal(refused.statusCode, 403);
  assert.match(refused.body, /Four-eyes/);
  const noReason = await s.post(`${url}/review`, { review_status: 'escalated', reason: '  ' });
  assert.equal(noReason.statusCode, 400, 'a reason is mandatory');
  const other = await signedIn(keyA2);
  await other.get(url);
  const ok = await other.post(`${url}/review`, { review_status: 'escalated', reason: 'Second reviewer reopens the question.' });
  assert.equal(ok.statusCode, 303, 'another key of the organisation may');
  const trail = await apiClient(v, () => `Bearer ${keyA}`)('GET', `/compliance/${checkId}/audit_trail?page_size=100`);
  const entries = trail.body.results.filter((e: { result_id: string }) => e.result_id === confirmed);
  assert.deepEqual(entries.slice(-2).map((e: { review_status: string }) => e.review_status), ['confirmed', 'escalated'], 'both decisions on it, as the API shows');
});

test('a read-only key reads the queue but cannot decide', async () => {
  const readOnly = (await v.auth('UI Bank', { readOnly: true })).slice('Bearer '.length);
  const s = await signedIn(readOnly);
  assert.equal((await s.get('/ui/queue')).statusCode, 200);
  const res = await s.post('/ui/queue/decide', { target: `${checkId}:${findingIds[0]}`, review_status: 'confirmed', reason: 'x' });
  assert.equal(res.statusCode, 403);
});

test('bulk action: only open automated false positives are discarded, each with its audit entry', async () => {
  // Screened with facts that contradict the listings: the engine's automated false-positive rule fires.
  const api = apiClient(v, () => `Bearer ${keyA}`);
  const created = await api('POST', '/compliance', {
    name: 'Contradicting facts',
    entities: [
      { name: 'Nicolas MADURO MOROS', entity_type: 'individual', date_of_birth: '1963-11-23' },
      { name: 'Nicolas MADURO MOROS', entity_type: 'individual', gender: 'female' },
      { name: 'Banco Nacional de Cuba', entity_type: 'vessel' },
    ],
  });
  assert.equal(created.status, 201);
  const id = created.body.external_id;
  assert.equal((await waitForCheck(v, `Bearer ${keyA}`, id)).status, 'completed');
  const results = (await api('GET', `/compliance/${id}/results?page_size=100`)).body.results as Array<{ external_id: string; automated_false_positive_rating: string }>;
  const rated = results.filter((r) => r.automated_false_positive_rating === 'yes').map((r) => r.external_id);
  const unrated = results.filter((r) => r.automated_false_positive_rating !== 'yes').map((r) => r.external_id);
  assert.ok(rated.length >= 1, `the rule fired on at least one finding (${JSON.stringify(results.map((r) => r.automated_false_positive_rating))})`);
  const s = await signedIn(keyA);
  const page = await s.get(`/ui/queue?check=${id}&automated_false_positive=yes`);
  const ticks = [...page.body.matchAll(/form="bulk" name="selected" value="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(ticks.sort(), [...rated].sort(), 'a tick box for each automated false positive, and only for them');
  // A forged form that also names findings the rule did not mark: those are left alone.
  const form = new URLSearchParams({ _csrf: /name="_csrf" value="([^"]+)"/.exec(page.body)![1], reason: 'Facts contradict the listing.' });
  for (const x of [...rated, ...unrated, findingIds[0]]) form.append('selected', x);
  const res = await v.vigil.server!.inject({
    method: 'POST',
    url: '/ui/queue/discard',
    headers: { cookie: s.rawCookie(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  assert.equal(res.statusCode, 303, res.body.slice(0, 300));
  assert.match(String(res.headers.location), new RegExp(`done=discarded-${rated.length}`));
  const after = (await api('GET', `/compliance/${id}/results?page_size=100`)).body.results as Array<{ external_id: string; review_status: string }>;
  for (const r of after) assert.equal(r.review_status, rated.includes(r.external_id) ? 'discarded' : 'open', `finding ${r.external_id}`);
  const trail = (await api('GET', `/compliance/${id}/audit_trail?page_size=100`)).body.results as Array<{ result_id: string; review_status: string }>;
  assert.deepEqual(trail.map((e) => e.result_id).sort(), [...rated].sort(), 'one audit entry per discarded finding');
});

test('sign-in attempts are limited per address (VIGIL_AUTH_FAILURES_PER_MINUTE)', async () => {
  // A Vigil of its own with a limit of 3 and no list data (nothing is screened here).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-ui-limit-'));
  const small = await startTestVigil({ dataDir, authFailuresPerMinute: 3 });
  try {
    const page = await small.vigil.server!.inject({ method: 'GET', url: '/ui/sign-in' });
    const cookie = String(page.headers['set-cookie']).split(';')[0];
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await small.vigil.server!.inject({ method: 'POST', url: '/ui/sign-in', headers: { cookie }, payload: { _csrf: csrf, api_key: 'vgl_wrong' } });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 429], 'the fourth attempt in a minute is refused');
  } finally {
    await small.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
