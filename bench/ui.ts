/**
 * Speed of the analyst workspace's review queue (issue 18): GET /ui/queue with 10,000 open findings of
 * one organisation (plus 5,000 of another, which the page must skip) on the embedded database (PGlite,
 * in memory, as bench/api.ts). Target: p95 <= 150 ms per page.
 *
 * The findings are bulk-inserted with SQL from the loaded lists' records (real listed names, lists and
 * record ids; confidence, kind weight and age are spread deterministically over each finding's number,
 * since screening 10,000 true matches would take the benchmark's whole time). The analyst signs in
 * through the sign-in form, then requests are sent one after another over HTTP on 127.0.0.1 and each
 * response's time is measured (session check, queue query, filter lists, rendering): the first page
 * unfiltered, filtered (result type, confidence, age, monitoring, automated false positives), and the
 * second page by its cursor. Prints p50/p95/p99 per variant and overall, with the load average.
 *
 *   npm run bench:ui            (REQUESTS=<n> per variant, default 200)
 */
import os from 'node:os';
import crypto from 'node:crypto';
import { loadConfig, type VigilConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startVigil } from '../src/app.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { openPglite, type Db } from '../src/storage/db.js';
import { percentile } from './support.js';
import { SHARED_DATA } from '../test/helpers/vigil.js';

const FINDINGS = 10_000;
const OTHER_FINDINGS = 5_000;
const CHECKS = 200;
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const TARGET_P95_MS = 150;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** Inserts `CHECKS` completed checks with one entity each and `n` open findings spread over them, for `organisationId`. */
async function seed(db: Db, organisationId: string, n: number, tag: string): Promise<void> {
  const checkIds = Array.from({ length: CHECKS }, () => crypto.randomUUID());
  await db.query(
    `INSERT INTO compliance_checks (id, organisation_id, name, status, progress, created_at, finished_at, sanction_monitoring_enabled)
     SELECT id, $1, $2 || ' check ' || ord, 'completed', 100, now() - (ord || ' hours')::interval, now(), ord % 3 = 0
       FROM unnest($3::uuid[]) WITH ORDINALITY AS x(id, ord)`,
    [organisationId, tag, checkIds],
  );
  await db.query(
    `INSERT INTO screened_entities (id, check_id, organisation_id, position, name, entity_role, entity_type, status)
     SELECT id, id, $1, 0, $2 || ' customer ' || ord, 'manually_added', 'individual', 'completed'
       FROM unnest($3::uuid[]) WITH ORDINALITY AS x(id, ord)`,
    [organisationId, tag, checkIds],
  );
  // Entity id = check id above, so a finding's entity is its check's only entity.
  await db.query(
    `INSERT INTO compliance_results (id, check_id, entity_id, organisation_id, result_type, confidence, name, title, text, source_name,
                                     url, list, source_id, record_keys, automated_false_positive_rating,
                                     automated_false_positive_rating_comments, monitoring_status, explanation, created_at)
     SELECT gen_random_uuid(), c.id, c.id, $1, r.record->>'result_type',
            0.6 + (abs(hashtext(r.source_id)) % 400) / 1000.0, r.record->>'name', 'Listed: ' || (r.record->>'name'), '',
            r.record->>'source_name', coalesce(r.record->>'url', ''), r.list, r.source_id, ARRAY[r.list || ':' || r.source_id],
            CASE WHEN r.n % 10 = 0 THEN 'yes' ELSE 'no' END, CASE WHEN r.n % 10 = 0 THEN 'date of birth conflicts' ELSE '' END,
            CASE WHEN r.n % 25 = 0 THEN 'new' ELSE '' END, '{}'::jsonb, now() - ((r.n % 60) || ' days')::interval
       FROM (SELECT list, source_id, record, row_number() OVER (ORDER BY list, source_id) AS n FROM list_records) r
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM unnest($2::uuid[]) AS id) c ON c.k = r.n % $3
      WHERE r.n <= $4`,
    [organisationId, checkIds, CHECKS, n],
  );
}

/** Signs in through the form; returns the session cookie. */
async function signIn(base: string, key: string): Promise<string> {
  const page = await fetch(`${base}/ui/sign-in`);
  let cookie = (page.headers.get('set-cookie') ?? '').split(';')[0];
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1];
  const res = await fetch(`${base}/ui/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrf, api_key: key }).toString(),
  });
  if (res.status !== 303) throw new Error(`sign-in: ${res.status}`);
  cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return cookie;
}

/** Response times (ms) of `n` sequential GETs of `url`. */
async function measure(base: string, cookie: string, url: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200 || !body.includes('queue-region')) throw new Error(`${url}: ${res.status}`);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const base = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const config: VigilConfig = { ...base, dataDir: SHARED_DATA, fetchOnEmpty: false, logLevel: 'silent', monitoring: { ...base.monitoring, listFetchCron: '' } };
  console.error(`machine: ${os.cpus().length} cores; load ${load()}; Node ${process.version}`);
  const db = await openPglite();
  const vigil = await startVigil(config, createLogger('silent'), { http: true, listen: false, worker: false, loadLists: true, db });
  try {
    const { key, organisationId } = await createApiKey(db, 'Queue Bench');
    await seed(db, organisationId, FINDINGS, 'Bench');
    await seed(db, (await createApiKey(db, 'Other Bench')).organisationId, OTHER_FINDINGS, 'Other');
    const open = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM compliance_results WHERE organisation_id = $1 AND review_status = 'open'`, [organisationId])).rows[0].n;
    console.error(`seeded: ${open} open findings in ${CHECKS} checks (+ ${OTHER_FINDINGS} of another organisation)`);
    if (open < FINDINGS) throw new Error(`only ${open} list records to build findings from`);
    await vigil.server!.listen({ port: 0, host: '127.0.0.1' });
    const address = vigil.server!.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const url = `http://127.0.0.1:${address.port}`;
    const cookie = await signIn(url, key);

    const first = await (await fetch(`${url}/ui/queue`, { headers: { cookie } })).text();
    const next = /href="(\/ui\/queue\?next_key=[^"]+)"/.exec(first)?.[1]?.replace(/&amp;/g, '&');
    if (!next) throw new Error('no next page link on the first page');
    const variants: Array<[string, string]> = [
      ['first page, no filter', '/ui/queue'],
      ['result type pep', '/ui/queue?result_type=pep'],
      ['confidence >= 0.9', '/ui/queue?min_confidence=0.9'],
      ['older than 7 days', '/ui/queue?age=over_week'],
      ['monitoring new', '/ui/queue?monitoring_new=true'],
      ['automated false positives', '/ui/queue?automated_false_positive=yes'],
      ['second page (cursor)', next],
    ];
    await measure(url, cookie, '/ui/queue', 20); // warm-up: templates compiled, query plans cached
    const all: number[] = [];
    console.log(`\n| request | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|`);
    for (const [label, path] of variants) {
      const t = await measure(url, cookie, path, REQUESTS);
      all.push(...t);
      console.log(`| ${label} | ${percentile(t, 50).toFixed(1)} | ${percentile(t, 95).toFixed(1)} | ${percentile(t, 99).toFixed(1)} |`);
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(`| all ${all.length} requests | ${percentile(all, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(all, 99).toFixed(1)} |`);
    console.log(`\nqueue page p95 ${p95.toFixed(1)} ms with ${open} open findings (target <= ${TARGET_P95_MS} ms): ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
    console.log(`load average at the end: ${load()}`);
  } finally {
    await vigil.stop();
    await db.close();
  }
}

await main();
