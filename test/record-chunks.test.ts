/**
 * Record-aligned splitting (src/providers/registry-files/record-chunks.ts) on the real registry
 * files: the shares of a file hold every record exactly once, the cuts do not depend on how the
 * stream delivers the bytes, and a load with two parse workers stores what a load with one does.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, copyFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SHARED_DATA } from './helpers/vigil.js';
import { recordChunks, shareOf, type RecordFormat } from '../src/providers/registry-files/record-chunks.js';
import { parseBrregEnheter, parseGbCohBasicCompanies, parseGleifLeiRecords, parseGleifRelationships } from '../src/providers/registry-files/index.js';
import { ParseReport } from '../src/providers/registry-files/types.js';
import { openPglite } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { loadRegistrySource } from '../src/providers/registry-files/store.js';
import { CopyBatches } from '../src/providers/registry-files/parse-worker.js';

const COMPANIES = path.join(SHARED_DATA, 'companies');
const FILES: Array<{ label: string; file: string; format: RecordFormat; ids: (input: Readable | string) => Promise<string[]> }> = [
  {
    label: 'Brønnøysund CSV (line breaks inside quoted addresses)',
    file: path.join(COMPANIES, 'no_brreg/2024-01/enheter-selection.csv'),
    format: { kind: 'csv' },
    ids: async (input) => (await all(parseBrregEnheter(input))).map((c) => c.provider_id),
  },
  {
    label: 'Companies House BasicCompanyData CSV',
    file: path.join(COMPANIES, 'gb_coh_basic/2021-01-15/basic.csv'),
    format: { kind: 'csv' },
    ids: async (input) => (await all(parseGbCohBasicCompanies(input))).map((c) => c.provider_id),
  },
  {
    label: 'GLEIF LEI-CDF XML',
    file: path.join(COMPANIES, 'gleif/2023-06-05/lei-data.xml'),
    format: { kind: 'xml', record: 'LEIRecord' },
    ids: async (input) => (await all(parseGleifLeiRecords(input))).map((c) => c.provider_id),
  },
  {
    label: 'GLEIF RR-CDF XML',
    file: path.join(COMPANIES, 'gleif/2023-06-05/rr-data.xml'),
    format: { kind: 'xml', record: 'RelationshipRecord' },
    ids: async (input) => (await all(parseGleifRelationships(input))).map((r) => `${r.child_lei}>${r.parent_lei}:${r.relationship_type}`),
  },
];

async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

/** The file's bytes as a stream of `size`-byte reads. */
function readsOf(bytes: Buffer, size: number): AsyncIterable<Buffer> {
  return Readable.from((function* () {
    for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
  })());
}

describe('record-aligned shares of the real files', () => {
  for (const { label, file, format, ids } of FILES) {
    test(`${label}: the shares hold every record once`, async () => {
      const whole = await ids(file);
      assert.ok(whole.length >= 10, `${file} has records`);
      const bytes = readFileSync(file);
      const chunkBytes = Math.max(512, Math.floor(bytes.length / 12)); // about a dozen pieces
      for (const of of [2, 3]) {
        const shares: string[][] = [];
        for (let index = 0; index < of; index++) shares.push(await ids(shareOf(readsOf(bytes, 65_536), format, index, of, chunkBytes)));
        for (const share of shares) assert.ok(share.length > 0 && share.length < whole.length, `each of ${of} shares has some records, not all`);
        assert.deepEqual(shares.flat().sort(), [...whole].sort(), `${of} shares together are the file`);
      }
    });
  }

  test('the cuts depend on the bytes only, not on the read sizes', async () => {
    for (const { file, format } of FILES) {
      const bytes = readFileSync(file);
      const chunkBytes = Math.max(512, Math.floor(bytes.length / 12));
      const cuts = async (readSize: number) => (await all(recordChunks(readsOf(bytes, readSize), format, chunkBytes))).map((c) => `${c.shared ? 's' : 'r'}${c.bytes.length}`);
      const big = await cuts(1 << 20);
      assert.ok(big.length > 5, `${file} is cut into pieces`);
      assert.deepEqual(await cuts(997), big);
      assert.deepEqual(await cuts(65_536), big);
      assert.equal(Buffer.concat((await all(recordChunks(readsOf(bytes, 997), format, chunkBytes))).map((c) => c.bytes)).length, bytes.length);
    }
  });

  test('a broken file stays in bounded pieces: a stray quote is cut at a line feed, a file without records is passed whole', async () => {
    // A stray quote flips the quote state for the rest of the file: without the cap, one piece would hold it all.
    const rows = Array.from({ length: 400 }, (_, i) => `"${900000000 + i}","NAME ${i}"`);
    rows[10] = '"900000010","BROKEN "QUOTE"';
    const csv = Buffer.from(['"organisasjonsnummer","navn"', ...rows, ''].join('\n'));
    const pieces = await all(recordChunks(readsOf(csv, 256), { kind: 'csv' }, 512, 4096));
    assert.ok(Math.max(...pieces.map((p) => p.bytes.length)) <= 4096 + 256, 'no piece grows past the cap by more than a read');
    assert.equal(Buffer.concat(pieces.map((p) => p.bytes)).toString(), csv.toString());

    const foreign = Buffer.from('x'.repeat(10_000));
    for (const format of [{ kind: 'csv' }, { kind: 'xml', record: 'LEIRecord' }] as RecordFormat[]) {
      const chunks = await all(recordChunks(readsOf(foreign, 1000), format, 512, 4096));
      assert.ok(chunks.every((c) => c.shared), 'every share gets the whole foreign file');
      assert.ok(Math.max(...chunks.map((c) => c.bytes.length)) <= 4096 + 1000, 'and it is not held whole in memory');
      assert.equal(Buffer.concat(chunks.map((c) => c.bytes)).length, foreign.length);
    }
  });

  test('a CSV header split over reads and a byte-order mark are read as one header', async () => {
    const text = '\uFEFF"organisasjonsnummer","navn"\n"998465001","A\nB AS"\n"999999999","C AS"\n';
    const report = new ParseReport();
    const rows = await all(parseBrregEnheter(shareOf(readsOf(Buffer.from(text), 5), { kind: 'csv' }, 0, 1, 16), { report }));
    assert.equal(rows.length + report.malformed, 2);
  });

  test('a load with two parse workers stores what a load with one does', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vigil-share-'));
    try {
      const target = path.join(dir, 'companies/no_brreg/2024-01');
      await mkdir(target, { recursive: true });
      await copyFile(path.join(COMPANIES, 'no_brreg/2024-01/enheter-selection.csv'), path.join(target, 'enheter-selection.csv'));
      const stored: string[][] = [];
      for (const parseWorkers of [1, 2]) {
        const db = await openPglite();
        await migrate(db);
        const r = await loadRegistrySource(db, dir, 'no_brreg', { parseWorkers });
        assert.equal(r.status, 'loaded');
        stored.push((await db.query<{ id: string }>('SELECT provider_id AS id FROM registry_companies ORDER BY 1')).rows.map((x) => x.id));
        await db.close();
      }
      assert.ok(stored[0].length > 4000);
      assert.deepEqual(stored[1], stored[0]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('COPY batches of a parse worker', () => {
  test('rows are batched by count and by buffer size, none lost, split or reordered; a row larger than a buffer goes alone', async () => {
    const sent: Array<{ kind: string; rows: number; text: string }> = [];
    const batches = new CopyBatches(3, 16, async (kind, rows, copy) => {
      sent.push({ kind, rows, text: new TextDecoder().decode(copy) });
    });
    const rows = ['a\tø\n', 'bb\n', 'ccc\n', 'dddd\n', 'eeeee\n', `${'x'.repeat(40)}\n`, 'f\n'];
    for (const row of rows) await batches.add('companies', row);
    await batches.add('officers', 'o1\n');
    await batches.flush();
    const companies = sent.filter((b) => b.kind === 'companies');
    // Every row once, in order, each batch ending at a row end.
    assert.equal(companies.map((b) => b.text).join(''), rows.join(''));
    for (const b of companies) assert.equal(b.text.split('\n').length - 1, b.rows);
    // The count limit (3) and the 16-byte buffer both end batches; the 41-byte row has its own.
    assert.deepEqual(companies.map((b) => b.rows), [3, 2, 1, 1]);
    assert.deepEqual(sent.filter((b) => b.kind === 'officers'), [{ kind: 'officers', rows: 1, text: 'o1\n' }]);
  });
});
