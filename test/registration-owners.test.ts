/**
 * A registration that reaches `registered` with the company's officers AND owners, end to end
 * (POST /companies -> pg-boss job -> GET /registrations/{id} -> GET /companies/{id}). The registry
 * files in ../shared/data hold no company that has both a record and a GLEIF accounting parent, and
 * the recorded Companies House PSC responses are for companies whose profile was not recorded, so
 * the company comes from Dun & Bradstreet Direct+ (stub of D&B's documented example company, with
 * a parent and a global ultimate in its linkage block).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestVigil, apiClient, waitForRegistration, type TestVigil } from './helpers/vigil.js';
import { GORMAN_DUNS, linkageNode, startDnbStub, type DnbStub } from './helpers/stubs/dnb-stub.js';

let v: TestVigil;
let dnb: DnbStub;
let auth: string;
let dataDir: string;


before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-reg-owners-')); // no registry files: D&B answers
  dnb = await startDnbStub({
    corporateLinkage: { hierarchyLevel: 3, parent: linkageNode('111111111', 'TEST PARENT INC.', 'US'), globalUltimate: linkageNode('222222222', 'TEST ULTIMATE PLC', 'GB') },
  });
  v = await startTestVigil({
    dataDir,
    rateLimitPerMinute: 1_000_000,
    companies: { providers: ['registry_files', 'dnb'], dnbApiKey: dnb.apiKey, dnbApiSecret: dnb.apiSecret, dnbApiUrl: dnb.url },
  });
  auth = await v.auth('Owners Org');
});
after(async () => {
  await v.close();
  await dnb.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = (...a: Parameters<ReturnType<typeof apiClient>>) => apiClient(v, () => auth)(...a);

test('a registration by DUNS reaches registered with the company, its officers and its owners; re-posting returns it', async () => {
  const posted = await api('POST', '/companies', { duns_number: GORMAN_DUNS, country: 'US' });
  assert.ok(posted.status === 201 || posted.status === 200, `POST answered ${posted.status}`);
  const id = posted.body.external_id as string;
  const r = await waitForRegistration(v, auth, id);
  assert.equal(r.status, 'registered', String(r.status_text));
  assert.equal(r.progress, 1);
  const ref = r.company as { external_id: string; name: string; country: string; duns_number: string };
  assert.deepEqual({ ...ref, external_id: undefined }, { external_id: undefined, name: 'GORMAN MANUFACTURING COMPANY, INC.', country: 'US', duns_number: GORMAN_DUNS });

  const company = await api('GET', `/companies/${ref.external_id}`);
  assert.equal(company.status, 200);
  assert.equal(company.body.provider, 'dnb');
  assert.equal(company.body.website_url, 'www.gorman.com');
  assert.deepEqual(
    company.body.officers.map((o: { name: string; role: string }) => `${o.name} (${o.role})`),
    ['Leslie Smith (president)', 'Kevin Hunt (principal)'],
  );
  assert.deepEqual(
    company.body.owners.map((o: { name: string; kind: string; is_ultimate_parent: boolean; ownership_min?: number }) => [o.name, o.kind, o.is_ultimate_parent, o.ownership_min ?? null]),
    [
      ['TEST PARENT INC.', 'company', false, null],
      ['TEST ULTIMATE PLC', 'company', true, null],
    ],
  );
  assert.deepEqual(company.body.summary_metrics, { officers_count: 2, owners_count: 2 });

  const again = await api('POST', '/companies', { duns_number: GORMAN_DUNS, country: 'US' });
  assert.equal(again.body.external_id, id, 'the same registration');
});
