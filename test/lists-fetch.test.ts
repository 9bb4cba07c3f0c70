/**
 * `vigil lists fetch`: files come from the configured URLs (here a local HTTP server standing in for
 * the publisher), land in a dated snapshot folder the loader then picks up, and a failed required file
 * leaves no half-written snapshot behind.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fetchLists, fileUrl, urlOverrideVar } from '../src/lists/fetch.js';
import { findSnapshot, loadList, listSource } from '../src/lists/registry.js';
import { createLogger } from '../src/log.js';
import { SHARED_DATA } from './helpers/vigil.js';

const logger = createLogger('silent');
const unDir = findSnapshot(SHARED_DATA, 'un_sc')!;
let server: http.Server;
let base: string;

before(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/un.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      fs.createReadStream(path.join(unDir, fs.readdirSync(unDir).find((f) => f.endsWith('.xml'))!)).pipe(res);
    } else {
      res.writeHead(503).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((r) => server.close(() => r())));

test('an environment variable overrides a publisher URL', () => {
  const file = listSource('un_sc').files[0];
  assert.equal(fileUrl('un_sc', file, {}), file.url);
  const key = 'VIGIL_LIST_URL_UN_SC_UN_CONSOLIDATED_XML'; // the name documented in README and docs/LISTS.md
  assert.equal(urlOverrideVar('un_sc', file.name), key);
  assert.equal(fileUrl('un_sc', file, { [key]: 'http://mirror/x.xml' }), 'http://mirror/x.xml');
});

test('a fetched list lands in a dated snapshot that loads', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-fetch-'));
  const file = listSource('un_sc').files[0];
  const key = urlOverrideVar('un_sc', file.name);
  process.env[key] = `${base}/un.xml`;
  try {
    const [result] = await fetchLists(dataDir, logger, ['un_sc']);
    assert.equal(result.status, 'fetched', result.error);
    assert.match(result.path!, /\d{4}-\d{2}-\d{2}$/);
    assert.equal(findSnapshot(dataDir, 'un_sc'), result.path);
    const loaded = await loadList(dataDir, 'un_sc');
    assert.equal(loaded!.records.length, 1003);
  } finally {
    delete process.env[key];
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a failed required file reports an error and leaves no snapshot', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-fetch-'));
  const file = listSource('us_bis_dpl').files[0];
  const key = urlOverrideVar('us_bis_dpl', file.name);
  process.env[key] = `${base}/missing.txt`;
  try {
    const [result] = await fetchLists(dataDir, logger, ['us_bis_dpl']);
    assert.equal(result.status, 'error');
    assert.match(result.error!, /HTTP 503/);
    assert.equal(findSnapshot(dataDir, 'us_bis_dpl'), null);
  } finally {
    delete process.env[key];
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
