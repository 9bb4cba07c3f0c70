/**
 * The operator CLI as a user runs it (`bin/vigil.mjs`): `keys create` prints the key alone on stdout,
 * `screen NAME` prints scored matches, `screen --input --output` writes one JSON line per CSV row.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SHARED_DATA, openTestDb } from './helpers/vigil.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/vigil.mjs');

function vigil(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, [bin, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', VIGIL_DATA_DIR: SHARED_DATA, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

test('keys create prints only the new key, stored only as a hash', async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cli-'));
  // On PostgreSQL the CLI works in a throw-away schema (search_path through the URL's options).
  const t = process.env.DATABASE_URL ? await openTestDb() : undefined;
  const env: Record<string, string> = { VIGIL_HOME: home };
  if (t) env.DATABASE_URL = `${process.env.DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${t.schema}`)}`;
  try {
    const out = vigil(['keys', 'create', '--org', 'CLI Bank'], env);
    assert.match(out, /^vgl_[A-Za-z0-9_-]{43}\n$/);
    const second = vigil(['keys', 'create', '--org', 'CLI Bank'], env);
    assert.notEqual(second, out);
    if (t) {
      const rows = (await t.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys')).rows;
      assert.equal(rows.length, 2);
      assert.ok(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash) && !out.includes(r.key_hash)));
    }
  } finally {
    await t?.drop();
    fs.rmSync(home, { recursive: true, force: true });
  }
});

test('screen NAME prints the UN record first for a listed person', () => {
  const out = vigil(['screen', 'Eric Badege', '--dob', '1971', '--explain']);
  const first = out.split('\n')[0];
  assert.match(first, /^\d\.\d{3}\s+un_sc:CDi\.001\s+sanction\s+individual\s+ERIC BADEGE/);
  assert.match(out, /date_of_birth/);
});

test('screen --input --output writes one JSON line per row, matches sorted by score', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cli-'));
  try {
    const input = path.join(dir, 'people.csv');
    const output = path.join(dir, 'out.jsonl');
    fs.writeFileSync(
      input,
      [
        'full_name,first_name,middle_name,last_name,gender,date_of_birth,place_of_birth,nationality',
        'Nicolas Maduro Moros,,,,male,1962-11-23,Caracas,Venezuela',
        ',Margaret,,Thompson,female,1971-04-02,Leeds,United Kingdom',
        ',Eric,,Badege,male,1971,,',
      ].join('\n'),
    );
    vigil(['screen', '--input', input, '--output', output]);
    const lines = fs.readFileSync(output, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(lines.map((l) => l.row), [1, 2, 3]);
    assert.ok(lines[0].matches.some((m: any) => /MADURO MOROS/.test(m.name) && m.result_type === 'sanction'));
    assert.deepEqual(lines[1].matches, []);
    assert.equal(lines[2].matches[0].list, 'un_sc');
    for (const l of lines) {
      const scores = l.matches.map((m: any) => m.score);
      assert.deepEqual(scores, [...scores].sort((a: number, b: number) => b - a));
      for (const m of l.matches) assert.deepEqual(Object.keys(m).sort(), ['list', 'name', 'result_type', 'score', 'source_id']);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('compare prints a score and its explanation; --input adds a score column', () => {
  const out = vigil(['compare', 'Muammar Qaddafi', 'GADDAFI, Muammar']);
  const [score, summary] = out.split('\n');
  assert.ok(Number(score) >= 0.8, out);
  assert.match(summary, /MUAMMAR~MUAMMAR/);
  assert.ok(Number(vigil(['compare', 'Olaf Scholz', 'Angela Merkel']).split('\n')[0]) < 0.5);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cli-'));
  try {
    const input = path.join(dir, 'pairs.csv');
    const output = path.join(dir, 'scores.csv');
    fs.writeFileSync(input, 'schema,name1,name2\nPerson,Ivan Petrov,PETROV Ivan\nCompany,Nordwind Trading LLC,Sudwind Trading LLC\nVessel,Snow Storm 1,Snow Storm 2\n');
    vigil(['compare', '--input', input, '--output', output]);
    const lines = fs.readFileSync(output, 'utf8').trim().split('\n');
    assert.equal(lines[0], 'schema,name1,name2,score');
    assert.ok(Number(lines[1].split(',').pop()) >= 0.9);
    assert.ok(Number(lines[2].split(',').pop()) < 0.8);
    // A Vessel row is scored by the vessel rules, as by npm run eval: different numbers, different ships.
    assert.ok(Number(lines[3].split(',').pop()) < 0.8, lines[3]);
    assert.ok(Number(vigil(['compare', 'Snow Storm 1', 'Snow Storm 2', '--type', 'vessel']).split('\n')[0]) < 0.8);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the top-level help, made without loading the commands, lists them as the commands themselves do', async () => {
  const { Help } = await import('commander');
  const { COMMAND_SUMMARIES, COMMANDS: modules } = await import('../src/cli/command-table.js');
  assert.deepEqual(Object.keys(COMMAND_SUMMARIES).sort(), Object.keys(modules).sort());
  const help = new Help();
  for (const [name, make] of Object.entries(modules)) {
    const cmd = await make();
    assert.deepEqual(COMMAND_SUMMARIES[name], { term: help.subcommandTerm(cmd), description: cmd.description() }, name);
  }
  const out = vigil(['--help']);
  for (const name of Object.keys(modules)) assert.match(out, new RegExp(`^  ${name}\\b`, 'm'));
  assert.match(vigil(['help', 'lists']), /Usage: vigil lists \[options\] \[command\]/);
});
