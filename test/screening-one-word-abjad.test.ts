/**
 * A one-word organisation written in Arabic script finds its one-word Latin listing (index.ts `WA` key).
 * The word's own skeleton (القاعدة: KT) is shared by thousands of names, too common to create candidates,
 * so among the real lists the listing AL-QAIDA was never retrieved: the retrieval slots filled with names
 * met through other keys (AL-QA'QA, Tayseer Qala AWWAD). Real files: the UN, OFAC SDN and CSL lists, with
 * every non-Latin name removed (the match must come from the key, not from a published alias).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import type { Screener } from '../src/screening/engine.js';
import { screenerOf } from './helpers/list-screeners.js';

let screener: Screener;

before(async () => {
  screener = await screenerOf(['un_sc', 'us_ofac_sdn', 'us_trade_csl']);
});

test('القاعدة (company) finds the UN listing AL-QAIDA', () => {
  const found = screener.screen({ name: 'القاعدة', entity_type: 'company' }, { limit: 10 });
  const alQaida = found.find((m) => m.record.list === 'un_sc' && /^AL-QAIDA$/.test(m.record.name));
  assert.ok(alQaida, `AL-QAIDA not found: ${found.map((m) => m.record.name).join('; ')}`);
  assert.ok(alQaida.score >= 0.8, `score ${alQaida.score}`);
});
