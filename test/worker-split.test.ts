/**
 * On PostgreSQL the API and the workers can run in separate processes: a `serve`-like instance
 * without workers queues a check, a `worker`-like instance on the same database completes it.
 * (Skipped on PGlite, which is single-process by design.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { openPostgres } from '../src/storage/db.js';
import { startVigil } from '../src/app.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { openTestDb, storeFixtureRecord } from './helpers/vigil.js';
import type { ListRecord } from '../src/lists/types.js';

test('a separate worker completes checks queued by an API process', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL' }, async () => {
  const t = await openTestDb();
  const url = process.env.DATABASE_URL!;
  const logger = createLogger('silent');
  const config = { ...loadConfig({ DATABASE_URL: url }), fetchOnEmpty: false, dataDir: '/nonexistent' };
  const apiDb = t.db;
  const workerDb = await openPostgres(url, t.schema);
  const api = await startVigil(config, logger, { http: true, listen: false, worker: false, loadLists: false, db: apiDb, bossSchema: t.bossSchema });
  const record: ListRecord = {
    list: 'test_list', source_name: 'Test list', source_id: 'W-1', entity_type: 'individual', result_type: 'sanction',
    name: 'VARGAS LLOSA, Teodoro', names: [{ name: 'VARGAS LLOSA, Teodoro', kind: 'primary', quality: 'strong' }],
    programs: ['TEST'], dates_of_birth: [], places_of_birth: [], nationalities: [], countries: [], addresses: [],
    identifiers: [], url: 'https://example.org/W-1',
  };
  await storeFixtureRecord(apiDb, record);
  const worker = await startVigil(config, logger, { http: false, worker: true, loadLists: false, db: workerDb, bossSchema: t.bossSchema });
  try {
    const { key } = await createApiKey(apiDb, 'Split Org');
    const auth = { authorization: `Bearer ${key}` };
    const created = await api.server!.inject({
      method: 'POST', url: '/ext/v3/compliance', headers: auth,
      payload: { name: 'split', entities: [{ name: 'Teodoro Vargas Llosa', entity_type: 'individual' }] },
    });
    assert.equal(created.statusCode, 201);
    const id = created.json().external_id;
    let check: any;
    for (let i = 0; i < 100; i++) {
      check = (await api.server!.inject({ method: 'GET', url: `/ext/v3/compliance/${id}`, headers: auth })).json();
      if (check.status === 'completed' || check.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(check.status, 'completed');
    const results = (await api.server!.inject({ method: 'GET', url: `/ext/v3/compliance/${id}/results`, headers: auth })).json();
    assert.equal(results.results[0].name, 'VARGAS LLOSA, Teodoro');
  } finally {
    await worker.stop();
    await workerDb.close();
    await api.stop();
    await t.drop();
  }
});
