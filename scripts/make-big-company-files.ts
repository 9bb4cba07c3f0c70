/**
 * Writes big company-registry bulk files FOR BENCHMARKS, in the publishers' own formats, by repeating
 * the real sample rows of shared/data/companies with new identifiers. The rows are real rows repeated
 * (names get a number suffix, identifiers are new and unique); they are not real companies and must
 * never be loaded as data.
 *
 * Usage: `node --import tsx scripts/make-big-company-files.ts <outDir> [count] [--only gb_coh_basic,gb_coh_officers,gleif,no_brreg] [--samples DIR]`
 * (count default 1,000,000; samples default $VIGIL_DATA_DIR/companies, else ../shared/data/companies).
 *
 * Output, in the data-dir layout the catalogue reads (`src/providers/registry-files/index.ts`),
 * `<outDir>/companies/<source>/<today>/`:
 * - `gb_coh_basic/BasicCompanyData-big.csv`: CH's header line as published, then `count` rows from the
 *   31 sample rows, all values quoted; new 8-digit company numbers (also in the URI column), names + " <n>".
 * - `gb_coh_officers/Prod195_big.dat`: a snapshot (`DDDDSNAP`) of the 13 sample companies' blocks
 *   repeated until `count` appointment records; new company numbers and 12-digit person numbers, name
 *   and variable-data lengths recomputed, trailer count = company + appointment records.
 * - `gleif/big-lei2-golden-copy.xml`: LEI-CDF header (RecordCount = count) and `count` records from
 *   the 25 sample LEI records; new LEIs (`ZZBM00` + 12 base-36 digits + ISO 7064 mod 97-10 check digits),
 *   legal names + " <n>"; and `gleif/big-rr-golden-copy.xml`: `count` relationships from the 21
 *   sample records, linking the new LEIs (child n, parent (7n+1) mod count).
 * - `no_brreg/enheter-big.csv`: Brreg's quoted header and `count` rows from the 4,924 sample rows,
 *   the literal "/n" of the sample's addresses written back as real line breaks (as Brreg publishes),
 *   new 9-digit organisation numbers with a valid mod-11 check digit, names + " <n>".
 * Writes stream (bounded memory), so millions of records are fine; a 1,000,000-record LEI file is ~4 GB.
 */
import { createWriteStream, mkdirSync, readFileSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const only = flag('--only')?.split(',');
const samples = flag('--samples') ?? (process.env.VIGIL_DATA_DIR ? path.join(process.env.VIGIL_DATA_DIR, 'companies') : path.resolve(repo, '../shared/data/companies'));
const [outDir, countArg] = args;
if (!outDir) {
  console.error('usage: make-big-company-files.ts <outDir> [count] [--only gb_coh_basic,gb_coh_officers,gleif,no_brreg] [--samples DIR]');
  process.exit(2);
}
const COUNT = countArg ? Number(countArg) : 1_000_000;
const today = new Date().toISOString().slice(0, 10);

/** A write stream with awaited back-pressure and batching. */
class Out {
  private stream: WriteStream;
  private buffer: string[] = [];
  private size = 0;
  constructor(readonly file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.stream = createWriteStream(file);
  }
  async write(text: string): Promise<void> {
    this.buffer.push(text);
    this.size += text.length;
    if (this.size >= 1 << 20) await this.flush();
  }
  private async flush(): Promise<void> {
    const text = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    if (!this.stream.write(text)) await new Promise<void>((resolve) => this.stream.once('drain', () => resolve()));
  }
  async close(): Promise<void> {
    await this.flush();
    await new Promise<void>((resolve, reject) => this.stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
    console.log(`wrote ${this.file}`);
  }
}

function folder(source: string): string {
  return path.join(outDir, 'companies', source, today);
}

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

/** Rows of a CSV sample, header first, as arrays of strings. */
function csvSample(file: string): string[][] {
  return parse(readFileSync(file), { bom: true, relax_column_count: true }) as string[][];
}

async function gbCohBasic(): Promise<void> {
  const file = path.join(samples, 'gb_coh_basic/2021-01-15/basic.csv');
  const headerLine = readFileSync(file, 'utf8').split(/\r?\n/)[0];
  const [header, ...rows] = csvSample(file);
  const col = (name: string) => header.findIndex((h) => h.trim() === name);
  const [numberCol, nameCol, uriCol] = [col('CompanyNumber'), col('CompanyName'), col('URI')];
  const out = new Out(path.join(folder('gb_coh_basic'), 'BasicCompanyData-big.csv'));
  await out.write(`${headerLine}\r\n`);
  for (let i = 0; i < COUNT; i++) {
    const row = [...rows[i % rows.length]];
    const number = String(i + 1).padStart(8, '0');
    row[numberCol] = number;
    row[nameCol] = `${row[nameCol]} ${i + 1}`;
    row[uriCol] = `http://business.data.gov.uk/id/company/${number}`;
    await out.write(`${row.map(quote).join(',')}\r\n`);
  }
  await out.close();
}

async function gbCohOfficers(): Promise<void> {
  const lines = readFileSync(path.join(samples, 'gb_coh_officers/2021-04-21/test.dat'), 'utf8').split(/\r?\n/).filter(Boolean);
  const records = lines.slice(1, -1);
  // Blocks: a company record and the appointment records after it.
  const blocks: string[][] = [];
  for (const r of records) if (r[8] === '1') blocks.push([r]); else blocks[blocks.length - 1]?.push(r);
  const out = new Out(path.join(folder('gb_coh_officers'), 'Prod195_big.dat'));
  await out.write(`DDDDSNAP9999${today.replace(/-/g, '')}\n`);
  let appointments = 0;
  let written = 0;
  for (let b = 0; appointments < COUNT; b++) {
    const [company, ...people] = blocks[b % blocks.length];
    const number = String(b + 1).padStart(8, '0');
    const name = `${company.slice(40).split('<')[0]} ${b + 1}<`;
    await out.write(`${number}${company.slice(8, 36)}${String(name.length).padStart(4, '0')}${name}\n`);
    written++;
    for (const p of people) {
      if (appointments >= COUNT) break;
      appointments++;
      const person = String(appointments).padStart(12, '0');
      await out.write(`${number}${p.slice(8, 12)}${person}${p.slice(24)}\n`);
      written++;
    }
  }
  await out.write(`99999999${String(written).padStart(8, '0')}`);
  await out.close();
}

/** ISO 7064 mod 97-10 check digits of an 18-character LEI prefix (ISO 17442). */
function leiCheckDigits(prefix: string): string {
  let remainder = 0;
  for (const ch of `${prefix}00`) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}

function bigLei(n: number): string {
  const prefix = `ZZBM00${n.toString(36).toUpperCase().padStart(12, '0')}`;
  return prefix + leiCheckDigits(prefix);
}

/** Whole `<open …>…</close>` records of an XML sample, as written. */
function xmlSampleRecords(file: string, tag: string): { head: string; records: string[] } {
  const text = readFileSync(file, 'utf8');
  const records: string[] = [];
  const open = new RegExp(`<${tag}[\\s>]`, 'g'); // not <lei:LEIRecords>
  const close = `</${tag}>`;
  let start = open.exec(text);
  const head = text.slice(0, start?.index ?? 0);
  while (start) {
    const end = text.indexOf(close, start.index) + close.length;
    records.push(text.slice(start.index, end));
    open.lastIndex = end;
    start = open.exec(text);
  }
  return { head, records };
}

async function gleif(): Promise<void> {
  const lei1 = xmlSampleRecords(path.join(samples, 'gleif/2023-06-05/lei-data.xml'), 'lei:LEIRecord');
  const lei2 = xmlSampleRecords(path.join(samples, 'gleif/2023-11-06/lei-updates-data2.xml'), 'lei:LEIRecord');
  const leiRecords = [...lei1.records, ...lei2.records];
  const out = new Out(path.join(folder('gleif'), 'big-lei2-golden-copy.xml'));
  await out.write(lei1.head.replace(/<lei:RecordCount>\d+<\/lei:RecordCount>/, `<lei:RecordCount>${COUNT}</lei:RecordCount>`));
  for (let i = 0; i < COUNT; i++) {
    const record = leiRecords[i % leiRecords.length]
      .replace(/<lei:LEI>[^<]*<\/lei:LEI>/, `<lei:LEI>${bigLei(i)}</lei:LEI>`)
      .replace(/(<lei:LegalName[^>]*>)([^<]*)(<\/lei:LegalName>)/, (_, a: string, name: string, c: string) => `${a}${name} ${i + 1}${c}`);
    await out.write(`${record}\n`);
  }
  await out.write('  </lei:LEIRecords>\n</lei:LEIData>\n');
  await out.close();

  const rr1 = xmlSampleRecords(path.join(samples, 'gleif/2023-06-05/rr-data.xml'), 'rr:RelationshipRecord');
  const rr2 = xmlSampleRecords(path.join(samples, 'gleif/2023-11-06/rr-updates-data2.xml'), 'rr:RelationshipRecord');
  const rrRecords = [...rr1.records, ...rr2.records];
  const rr = new Out(path.join(folder('gleif'), 'big-rr-golden-copy.xml'));
  await rr.write(rr1.head.replace(/<rr:RecordCount>\d+<\/rr:RecordCount>/, `<rr:RecordCount>${COUNT}</rr:RecordCount>`));
  for (let i = 0; i < COUNT; i++) {
    let node = 0;
    const record = rrRecords[i % rrRecords.length].replace(/<rr:NodeID>[^<]*<\/rr:NodeID>/g, () =>
      `<rr:NodeID>${bigLei(node++ === 0 ? i : (7 * i + 1) % COUNT)}</rr:NodeID>`,
    );
    await rr.write(`${record}\n`);
  }
  await rr.write('  </rr:RelationshipRecords>\n</rr:RelationshipData>\n');
  await rr.close();
}

/** Next 9-digit organisation number from `base` upwards with a valid mod-11 check digit (weights 3 2 7 6 5 4 3 2). */
function orgNumber(state: { base: number }): string {
  for (;;) {
    const digits = String(state.base++).padStart(8, '0');
    const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((s, w, k) => s + w * Number(digits[k]), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check !== 10) return `${digits}${check}`;
  }
}

async function noBrreg(): Promise<void> {
  const [header, ...rows] = csvSample(path.join(samples, 'no_brreg/2024-01/enheter-selection.csv'));
  const col = (name: string) => header.indexOf(name);
  const [numberCol, nameCol] = [col('organisasjonsnummer'), col('navn')];
  const addressCols = [col('forretningsadresse.adresse'), col('postadresse.adresse')];
  const out = new Out(path.join(folder('no_brreg'), 'enheter-big.csv'));
  await out.write(`${header.map(quote).join(',')}\n`);
  const state = { base: 30_000_000 };
  for (let i = 0; i < COUNT; i++) {
    const row = [...rows[i % rows.length]];
    row[numberCol] = orgNumber(state);
    row[nameCol] = `${row[nameCol]} ${i + 1}`;
    for (const c of addressCols) row[c] = row[c].replace(/\/n/g, '\n');
    await out.write(`${row.map(quote).join(',')}\n`);
  }
  await out.close();
}

const MAKERS: Record<string, () => Promise<void>> = { gb_coh_basic: gbCohBasic, gb_coh_officers: gbCohOfficers, gleif, no_brreg: noBrreg };
for (const [name, make] of Object.entries(MAKERS)) {
  if (only && !only.includes(name)) continue;
  const started = performance.now();
  await make();
  console.log(`${name}: ${COUNT} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
