/**
 * Article exports (src/domain/article-exports.ts, src/jobs/article-export-job.ts): POST starts one, the
 * background job builds it, the file downloads with the same organisation's key and opens: JSON Lines
 * parsed, the .xlsx read back with exceljs, the PDF's text extracted with pdfjs-dist. On real articles
 * (the NYT Business and CNBC feeds of ../shared/data/news) linked to hand-made tracked companies.
 * Also: a job whose export vanished mid-way is recovered, and a failing last attempt marks it failed.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ingestNewsFiles } from '../src/news/ingest.js';
import { storeCompany } from '../src/domain/companies.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { buildExport, failExport } from '../src/domain/article-exports.js';
import type { CompanyProfile } from '../src/providers/types.js';
import { SHARED_DATA, startTestVigil, type TestVigil } from './helpers/vigil.js';

type Json = Record<string, any>;
let v: TestVigil;
let authA: string;
let authB: string;

const profile = (name: string, other: string[] = []) =>
  ({ provider: 'registry_files', provider_id: `TEST:${name}`, name, previous_names: [], other_names: other, status: 'active', country: 'US', address: {}, registration_numbers: [], industry_codes: [], officers: [], owners: [] }) as unknown as CompanyProfile;

before(async () => {
  v = await startTestVigil({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-export-')), rateLimitPerMinute: 1_000_000, config: { jobs: { concurrency: 2, pollMs: 100, leaseSeconds: 30, maintenanceSeconds: 10 } as never } });
  const a = await createApiKey(v.vigil.db, 'Exporter');
  const b = await createApiKey(v.vigil.db, 'Other');
  authA = `Bearer ${a.key}`;
  authB = `Bearer ${b.key}`;
  for (const [n, o] of [['NIKE, INC.', []], ['PIXAR', []], ['BREWDOG PLC', []], ['MICROSOFT CORPORATION', []], ['SAMSUNG ELECTRONICS CO., LTD.', ['Samsung']], ['TOYOTA MOTOR CORPORATION', ['Toyota']]] as const) {
    await storeCompany(v.vigil.db, a.organisationId, profile(n, [...o]));
  }
  await ingestNewsFiles(v.vigil.db, ['rss/nyt_business/2026-03-09/nytimes.xml', 'rss/cnbc_international/2026-03-08/cnbc.xml'].map((f) => path.join(SHARED_DATA, 'news', f)));
});
after(() => v?.close());

async function call(method: string, url: string, payload?: unknown, auth = authA) {
  return v.vigil.server!.inject({ method: method as 'GET', url: `/ext/v3${url}`, headers: { authorization: auth }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Polls the export until finished or failed. */
async function finished(id: string): Promise<Json> {
  for (let i = 0; i < 300; i++) {
    const r = (await call('GET', `/articles/export/${id}`)).json();
    if (r.status === 'finished' || r.status === 'failed') return r;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

/** Starts an export and returns its finished record and the downloaded file. */
async function exported(file_type: string, filters: Json = {}) {
  const res = await call('POST', '/articles/export/', { file_type, filters });
  assert.equal(res.statusCode, 201, res.body);
  const rec = res.json();
  assert.deepEqual([rec.export_type, rec.file_type, rec.location], ['NEWS', file_type, null]);
  assert.ok(['pending', 'in_progress', 'finished'].includes(rec.status));
  const done = await finished(rec.external_id);
  assert.equal(done.status, 'finished', JSON.stringify(done));
  const dl = await call('GET', done.location.replace('/ext/v3', ''));
  assert.equal(dl.statusCode, 200);
  return { rec: done, file: dl.rawPayload, contentType: String(dl.headers['content-type']) };
}

async function listed(query = '') {
  const r = (await call('GET', `/articles?page_size=100${query}`)).json();
  return r.results as Json[];
}

test('JSONL: one API-shaped article per line, the list\'s articles', async () => {
  const { rec, file } = await exported('JSONL');
  const lines = file.toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
  const list = await listed();
  assert.ok(list.length >= 4, `real articles are linked (${list.length})`);
  assert.equal(rec.result_count, list.length);
  assert.deepEqual(lines, list, 'each line is the article as the list serves it, in its order');
});

test('EXCEL: the workbook reads back with exceljs; filters apply (plural names)', async () => {
  const only = (await listed()).filter((a) => a.language === 'en');
  const { rec, file, contentType } = await exported('EXCEL', { languages: ['en'] });
  assert.match(contentType, /spreadsheetml/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  const sheet = wb.getWorksheet('Articles')!;
  assert.equal(sheet.getRow(1).getCell(1).value, 'external_id');
  const idsInSheet = [];
  for (let r = 2; r <= sheet.rowCount; r++) idsInSheet.push(sheet.getRow(r).getCell(1).value);
  assert.deepEqual(idsInSheet, only.map((a) => a.external_id));
  assert.equal(rec.result_count, only.length);
  assert.equal(sheet.getRow(2).getCell(4).value, only[0].title_en, 'title_en column');
});

test('PDF: the text extracts with pdfjs-dist and holds the titles', async () => {
  const { file, contentType } = await exported('PDF');
  assert.equal(contentType, 'application/pdf');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(file) }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += `${content.items.map((i) => ('str' in i ? i.str : '')).join(' ')}\n`;
  }
  const squash = (s: string) => s.replace(/[^A-Za-z0-9]/g, '');
  const list = await listed();
  for (const a of list.slice(0, 3)) assert.ok(squash(text).includes(squash(a.title_en).slice(0, 30)), `the PDF has "${a.title_en}"`);
});

test('an export is its organisation\'s: another key gets 404 for the record and the file', async () => {
  const res = await call('POST', '/articles/export/', { file_type: 'JSONL' });
  const done = await finished(res.json().external_id);
  assert.equal((await call('GET', `/articles/export/${done.external_id}`, undefined, authB)).statusCode, 404);
  assert.equal((await call('GET', done.location.replace('/ext/v3', ''), undefined, authB)).statusCode, 404);
  const bad = await call('POST', '/articles/export/', { file_type: 'CSV' });
  assert.equal(bad.statusCode, 400);
  assert.ok(bad.json().errors.file_type, 'names file_type');
  const badFilter = await call('POST', '/articles/export/', { file_type: 'PDF', filters: { categories: ['00000000-0000-4000-8000-000000000000'] } });
  assert.equal(badFilter.statusCode, 400);
  assert.ok(badFilter.json().errors['filters.category'], JSON.stringify(badFilter.json()));
});

test('crash safety: an export left in_progress is rebuilt by its retried job; a failed one stays failed', async () => {
  const org = (await v.vigil.db.query<{ organisation_id: string }>('SELECT organisation_id FROM article_exports LIMIT 1')).rows[0].organisation_id;
  // A process died mid-build: the row says in_progress, the file is missing; the retried job's work rebuilds it.
  const id = '6f9b1c2e-8d4a-4e3b-9c1f-2a7d5e8b0c41';
  await v.vigil.db.query(`INSERT INTO article_exports (id, organisation_id, file_type, filters, status, created_at, updated_at) VALUES ($1, $2, 'JSONL', '{}', 'in_progress', now(), now())`, [id, org]);
  await buildExport(v.vigil.db, id);
  const row = (await v.vigil.db.query<{ status: string; result_count: number }>('SELECT status, result_count FROM article_exports WHERE id = $1', [id])).rows[0];
  assert.equal(row.status, 'finished');
  assert.ok(row.result_count > 0);
  const failed = '7a0c2d3f-9e5b-4f4c-8d2a-3b8e6f9c1d52';
  await v.vigil.db.query(`INSERT INTO article_exports (id, organisation_id, file_type, filters, status, created_at, updated_at) VALUES ($1, $2, 'PDF', '{}', 'pending', now(), now())`, [failed, org]);
  await failExport(v.vigil.db, failed, 'Export failed: disk full');
  await buildExport(v.vigil.db, failed);
  const f = (await v.vigil.db.query<{ status: string; error: string }>('SELECT status, error FROM article_exports WHERE id = $1', [failed])).rows[0];
  assert.deepEqual(f, { status: 'failed', error: 'Export failed: disk full' }, 'a failed export is not rebuilt');
});
