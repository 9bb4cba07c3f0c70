/**
 * The Chinese organisation glossary (org-glossary-chinese.ts, normalise.ts rule 13): the organisational
 * words of a company's name written in Han, simplified or traditional, are read as their English words,
 * so a Chinese name meets the English name lists publish. Invented names, no list files; fast.
 * Run: node --import tsx --test test/screening-org-glossary-chinese.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { normaliseName } from '../src/screening/normalise.js';
import { hanKey, segmentHan } from '../src/screening/org-glossary-chinese.js';

const T = DEFAULT_CONFIG.alertThreshold;
const cmp = (a: string, b: string, t: 'individual' | 'company' | 'vessel' = 'company') => compareNames(a, b, t);
const texts = (s: string, type: 'individual' | 'company' | 'vessel' = 'company') => normaliseName(s, { type }).tokens.map((t) => t.text);

describe('Chinese organisation glossary: words', () => {
  it('segments a run by backward maximum matching, simplified and traditional alike', () => {
    const pieces = (s: string) => segmentHan(s).map((p) => [p.text, p.gloss?.en.join(' ')]);
    assert.deepEqual(pieces('金达机械有限公司'), [['金达', undefined], ['机械', 'MACHINERY'], ['有限公司', 'CO LTD']]);
    assert.deepEqual(pieces('金達機械有限公司'), [['金達', undefined], ['機械', 'MACHINERY'], ['有限公司', 'CO LTD']]);
    assert.equal(hanKey('國際貿易電子技術'), '国际贸易电子技术');
    // Backwards: 华中 + 国际 (INTERNATIONAL), not 华 + 中国 (CHINA) + 际.
    assert.deepEqual(pieces('华中国际'), [['华中', undefined], ['国际', 'INTERNATIONAL']]);
    // The longest word wins: 机器人 ROBOTICS, not 机器 MACHINE + 人.
    assert.deepEqual(pieces('机器人'), [['机器人', 'ROBOTICS']]);
  });
});

describe('Chinese organisation glossary: names', () => {
  it('reads a company name in simplified or traditional characters in English', () => {
    assert.deepEqual(texts('金达国际贸易有限公司'), ['JIN', 'DA', 'INTERNATIONAL', 'TRADING', 'LTD']);
    assert.deepEqual(texts('金達國際貿易有限公司'), ['JIN', 'DA', 'INTERNATIONAL', 'TRADING', 'LTD']);
    assert.deepEqual(texts('飞鸿电子(香港)有限公司'), ['FEI', 'HONG', 'ELECTRONICS', 'HONG', 'KONG', 'LTD']);
    for (const q of ['金达国际贸易有限公司', '金達國際貿易有限公司']) {
      assert.ok(cmp(q, 'JINDA INTERNATIONAL TRADING CO., LTD.').score >= T, q);
    }
    assert.ok(cmp('飛鴻電子(香港)有限公司', 'FEIHONG ELECTRONICS (HONG KONG) LIMITED').score >= T);
  });

  it('reads the legal forms as the English codes', () => {
    const n = normaliseName('金达机械股份有限公司', { type: 'company' });
    const last = n.tokens[n.tokens.length - 1];
    assert.equal(last.text, 'LTD');
    assert.equal(last.cls, 'legal');
    assert.equal(normaliseName('金达机械有限公司', { type: 'company' }).tokens.at(-1)?.text, normaliseName('JINDA MACHINERY CO., LTD.', { type: 'company' }).tokens.at(-1)?.text);
  });

  it('keeps an unknown brand as pinyin syllables, which meet the brand written as one word', () => {
    assert.deepEqual(texts('飞鸿机床'), ['FEI', 'HONG', 'MACHINE', 'TOOL']);
    assert.ok(cmp('飞鸿机床有限公司', 'FEIHONG MACHINE TOOL CO., LTD.').score >= T);
    // A brand alone is not enough: another brand with the same trade is no match.
    assert.ok(cmp('飞鸿机床有限公司', 'DAXING MACHINE TOOL CO., LTD.').score < T);
  });

  it('takes the other English renderings and the pinyin of a glossed word', () => {
    assert.ok(cmp('金达贸易有限公司', 'JINDA TRADE CO LTD').score >= T);
    assert.ok(cmp('金达工业有限公司', 'JINDA INDUSTRIES LIMITED').score >= T);
    // Lists write some Chinese names in pinyin.
    assert.ok(cmp('金达贸易有限公司', 'JINDA MAOYI YOUXIAN GONGSI').score >= T);
  });

  it('names the words read through the glossary in the explanation', () => {
    const s = cmp('金達機械(香港)有限公司', 'JINDA MACHINERY (HONG KONG) LIMITED').explanation.summary;
    assert.match(s, /glossary: .*機械 = MACHINERY/);
    assert.match(s, /香港 = HONG KONG/);
  });

  it('never reads the name of a person or a vessel, nor a Japanese name with kana', () => {
    assert.deepEqual(texts('王国际', 'individual'), ['WANG', 'GUO', 'JI']);
    assert.deepEqual(texts('金达贸易', 'vessel'), ['JIN', 'DA', 'MAO', 'YI']);
    assert.ok(!texts('トヨタ機械').includes('MACHINERY'));
  });

  it('leaves English and pinyin names as they were', () => {
    const n = normaliseName('JINDA MACHINERY TRADING CO., LTD.', { type: 'company' });
    assert.deepEqual(n.tokens.map((t) => t.text), ['JINDA', 'MACHINERY', 'TRADING', 'LTD']);
    assert.ok(n.tokens.every((t) => t.gloss === undefined && t.alt === undefined));
    assert.deepEqual(texts('JINDA JIXIE MAOYI'), ['JINDA', 'JIXIE', 'MAOYI']);
  });
});
