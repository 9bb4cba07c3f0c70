/**
 * Record-aligned splitting (src/providers/registry-files/record-chunks.ts) on the real registry
 * files: the shares of a file hold every record exactly once, the cuts do not depend on how the
 * stream delivers the bytes, and a load stores every record once whatever the number of readers.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SHARED_DATA } from './helpers/vigil.js';
import { inShare, recordChunks, shareOf, type RecordFormat } from '../src/providers/registry-files/record-chunks.js';
import { MAX_XML_ERRORS } from '../src/providers/registry-files/xml-records.js';
import { findRegistrySnapshot, parseBrregEnheter, parseGbCohBasicCompanies, parseGleifLeiRecords, parseGleifRelationships } from '../src/providers/registry-files/index.js';
import { ParseReport } from '../src/providers/registry-files/types.js';
import { openPglite } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { loadRegistrySource, parseShares, readerPlan } from '../src/providers/registry-files/store.js';
import { CopyBatches } from '../src/providers/registry-files/parse-worker.js';

const COMPANIES = path.join(SHARED_DATA, 'companies');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

/** Runs `fn` with a new temporary directory, removed afterwards whatever happens. */
async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vigil-share-'));
  try {
    await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** 2,000 generated GLEIF records and relationships (scripts/make-big-company-files.ts) under `dir`. */
function generateGleif(dir: string): void {
  const gen = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-big-company-files.ts', dir, '2000', '--only', 'gleif', '--samples', COMPANIES], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(gen.status, 0, gen.stderr);
}

/** The source's active load is still the one of `snapshotDir`, its rows are all there, and no partition of the failed load is left. */
async function assertPreviousLoadActive(db: Awaited<ReturnType<typeof openPglite>>, source: string, snapshotDir: string, companies: number): Promise<void> {
  const loads = await db.query<{ snapshot_dir: string }>(`SELECT snapshot_dir FROM registry_loads WHERE source = $1 AND status = 'active'`, [source]);
  assert.deepEqual(loads.rows.map((r) => r.snapshot_dir), [snapshotDir]);
  assert.equal((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM registry_companies')).rows[0].n, companies);
  const partitions = await db.query<{ relname: string }>(`SELECT relname FROM pg_class WHERE relname ~ '^registry_[a-z]+_l[0-9]+$' AND relkind = 'r'`);
  const attached = await db.query<{ relname: string }>(`SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid`);
  assert.deepEqual(partitions.rows.map((r) => r.relname).sort(), attached.rows.map((r) => r.relname).filter((n) => /_l[0-9]+$/.test(n)).sort(), 'only attached (active) partitions exist');
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
        for (let index = 0; index < of; index++) shares.push(await ids(shareOf(readsOf(bytes, 65_536), format, { index, of }, chunkBytes)));
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
    const rows = await all(parseBrregEnheter(shareOf(readsOf(Buffer.from(text), 5), { kind: 'csv' }, { index: 0, of: 1 }, 16), { report }));
    assert.equal(rows.length + report.malformed, 2);
  });

  test('a load stores every record once whatever the number of workers, the database thread parsing its share', async () => {
    await withTempDir(async (dir) => {
    // The real Brønnøysund selection (3 pieces of 1 MB) and 2,000 generated GLEIF records and
    // relationships (about 7 and 4 pieces), so that every reader has pieces to parse.
    const target = path.join(dir, 'companies/no_brreg/2024-01');
    await mkdir(target, { recursive: true });
    await copyFile(path.join(COMPANIES, 'no_brreg/2024-01/enheter-selection.csv'), path.join(target, 'enheter-selection.csv'));
    generateGleif(dir);
    const gleif = (await findRegistrySnapshot(dir, 'gleif'))!.files;
    const expected = {
      no_brreg: (await all(parseBrregEnheter(path.join(target, 'enheter-selection.csv')))).map((c) => c.provider_id).sort(),
      gleif: (await all(parseGleifLeiRecords(gleif.find((f) => f.kind === 'gleif_lei')!.path))).map((c) => c.provider_id).sort(),
      relationships: (await all(parseGleifRelationships(gleif.find((f) => f.kind === 'gleif_rr')!.path))).map((r) => `${r.child_lei}>${r.parent_lei}>${r.relationship_type}`).sort(),
    };
    assert.ok(expected.no_brreg.length > 4000 && expected.gleif.length === 2000 && expected.relationships.length === 2000);
    for (const parseWorkers of [1, 2]) {
      const db = await openPglite();
      await migrate(db);
      for (const source of ['no_brreg', 'gleif'] as const) {
        const r = await loadRegistrySource(db, dir, source, { parseWorkers });
        assert.equal(r.status, 'loaded');
        const ids = (await db.query<{ id: string }>(`SELECT provider_id AS id FROM registry_companies WHERE provider_id ${source === 'gleif' ? '' : 'NOT '}LIKE 'LEI:%' ORDER BY 1`)).rows.map((x) => x.id);
        assert.deepEqual(ids, expected[source], `${source} with ${parseWorkers} worker(s)`);
      }
      const rels = await db.query<{ data: string }>('SELECT data FROM registry_relationships');
      const stored = rels.rows.map((x) => JSON.parse(x.data) as { child_lei: string; parent_lei: string; relationship_type: string }).map((x) => `${x.child_lei}>${x.parent_lei}>${x.relationship_type}`).sort();
      assert.deepEqual(stored, expected.relationships, `relationships with ${parseWorkers} worker(s)`);
      await db.close();
    }
    });
  });

  test('a newer snapshot that breaks mid-file, in either worker\'s pieces or in the database thread\'s file, fails the load and leaves the previous data active', async () => {
    await withTempDir(async (dir) => {
    generateGleif(dir);
    const first = (await findRegistrySnapshot(dir, 'gleif'))!;
    const db = await openPglite();
    await migrate(db);
    assert.equal((await loadRegistrySource(db, dir, 'gleif', { parseWorkers: 2 })).records, 4000);
    const leiFile = first.files.find((f) => f.kind === 'gleif_lei')!.path;
    const rrFile = first.files.find((f) => f.kind === 'gleif_rr')!.path;
    // With two workers the LEI file's pieces (1 MB) alternate between them: the break is put into
    // piece 0 (the first worker's), then into piece 1 (the second's); the relationship file is the
    // database thread's (readerPlan), broken in its middle with one worker.
    const cases = [
      { file: leiFile, close: '</lei:LEIRecord>', at: 500_000, parseWorkers: 2 },
      { file: leiFile, close: '</lei:LEIRecord>', at: 1_500_000, parseWorkers: 2 },
      { file: rrFile, close: '</rr:RelationshipRecord>', at: 2_000_000, parseWorkers: 1 },
    ];
    for (const [i, { file, close, at, parseWorkers }] of cases.entries()) {
      const bytes = await readFile(file);
      assert.ok(bytes.length > at + 100_000, `${path.basename(file)} is long enough to break at ${at}`);
      const cut = bytes.indexOf(close, at) + close.length;
      const broken = Buffer.concat([bytes.subarray(0, cut), Buffer.from('<a></b>'.repeat(MAX_XML_ERRORS + 5)), bytes.subarray(cut)]);
      const newer = path.join(dir, 'companies/gleif', `2999-01-0${i + 1}`);
      await mkdir(newer, { recursive: true });
      for (const f of first.files) await copyFile(f.path, path.join(newer, path.basename(f.path)));
      await writeFile(path.join(newer, path.basename(file)), broken);
      await assert.rejects(loadRegistrySource(db, dir, 'gleif', { parseWorkers }), /XML errors, giving up/);
      await assertPreviousLoadActive(db, 'gleif', first.dir, 2000);
      assert.equal((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM registry_relationships')).rows[0].n, 2000);
    }
    await db.close();
    });
  });

  test('a newer CSV snapshot of the wrong format fails the load on every reader (the database thread included) and leaves the previous data active', async () => {
    await withTempDir(async (dir) => {
    const good = path.join(dir, 'companies/no_brreg/2024-01');
    await mkdir(good, { recursive: true });
    await copyFile(path.join(COMPANIES, 'no_brreg/2024-01/enheter-selection.csv'), path.join(good, 'enheter-selection.csv'));
    const db = await openPglite();
    await migrate(db);
    const loaded = await loadRegistrySource(db, dir, 'no_brreg', { parseWorkers: 1 });
    // A Companies House file under Brønnøysund's name, 3 MB so that every reader has pieces.
    const bad = path.join(dir, 'companies/no_brreg/2999-01');
    await mkdir(bad, { recursive: true });
    const ch = await readFile(path.join(COMPANIES, 'gb_coh_basic/2021-01-15/basic.csv'), 'utf8');
    const [header, ...rows] = ch.split('\n');
    await writeFile(path.join(bad, 'enheter.csv'), [header, ...Array.from({ length: 200 }, () => rows.join('\n'))].join('\n'));
    await assert.rejects(loadRegistrySource(db, dir, 'no_brreg', { parseWorkers: 1 }), /is not .*header lacks/);
    await assertPreviousLoadActive(db, 'no_brreg', good, loaded.records);
    await db.close();
    });
  });

  test('GLEIF\'s relationship file is the database thread\'s whole, the LEI file the workers\'; CSV is shared by all; the officers file has one reader', async () => {
    const gleif = (await findRegistrySnapshot(SHARED_DATA, 'gleif'))!.files;
    const kinds = (files: { kind: string }[]) => files.map((f) => f.kind).sort();
    for (const workers of [1, 2]) {
      const plan = readerPlan(gleif, workers);
      assert.deepEqual(kinds(plan.own!.files), ['gleif_rr']);
      assert.deepEqual(plan.own!.share, { index: 0, of: 1 });
      assert.equal(plan.workers.length, workers);
      for (const [index, w] of plan.workers.entries()) {
        assert.ok(w.files.some((f) => f.kind === 'gleif_lei') && !w.files.some((f) => f.kind === 'gleif_rr'));
        assert.deepEqual(w.share, { index, of: workers });
      }
    }
    const brreg = (await findRegistrySnapshot(SHARED_DATA, 'no_brreg'))!.files;
    const csv = readerPlan(brreg, 2);
    assert.deepEqual([...csv.workers.map((w) => w.share), csv.own!.share], [...parseShares(2).workers, parseShares(2).own]);
    const officers = readerPlan((await findRegistrySnapshot(SHARED_DATA, 'gb_coh_officers'))!.files, 3);
    assert.equal(officers.own, undefined);
    assert.deepEqual(officers.workers.map((w) => w.share), [{ index: 0, of: 1 }]);
  });

  test('the shares of the workers and the database thread hold every piece exactly once', () => {
    for (let workers = 1; workers <= 4; workers++) {
      const { workers: shares, own } = parseShares(workers);
      for (let n = 0; n < 50; n++) {
        const holders = [...shares, own].filter((s) => inShare(n, s));
        assert.equal(holders.length, 1, `piece ${n} with ${workers} worker(s)`);
      }
      // The database thread parses one piece in 2 x workers + 1 (it also loads every row).
      assert.equal(Array.from({ length: 2 * workers + 1 }, (_, n) => n).filter((n) => inShare(n, own)).length, 1);
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
