/**
 * The token-similarity memo (score.ts `memoSimilarity`) gives exactly what `tokenSimilarity` gives. The
 * screener numbers query tokens (engine.ts `QueryTokenIds`) so that the memo keeps figures across
 * queries; two tokens that differ in any field token similarity reads (text, phonetic key, class,
 * given-name group and form, patronymic reading, `unlisted`) must get two numbers, and a pair's mode,
 * abjad side and settings must be told apart too. Unnumbered tokens (compareNames, tests) go through
 * the memo keyed on the query token object and the other token's fields. Each case scores a token,
 * then one differing in a single field (their similarities differ), then the first again: a field
 * left out of a key returns the first figure for the second token. Hand-written names.
 * Run: node --import tsx --test test/screening-similarity-memo.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveConfig } from '../src/screening/config.js';
import { QueryTokenIds } from '../src/screening/engine.js';
import { normaliseName, type NameToken } from '../src/screening/normalise.js';
import { memoSimilarity, tokenSimilarity, type AbjadSide, type PairMode } from '../src/screening/score.js';

const cfg = resolveConfig().name;

/** The first token of a person's name. */
const tok = (name: string): NameToken => normaliseName(name, { type: 'individual' }).tokens[0];

/** A copy of `t` with fields changed, the scorer's caches and the number cleared. */
const variant = (t: NameToken, patch: Partial<NameToken>): NameToken => ({
  ...t, glide: undefined, spelling: undefined, cross: undefined, arabic: undefined, readings: undefined,
  wadeGiles: undefined, aspiration: undefined, simId: -1, ...patch,
});

/** For each field a query token may differ in: the token, its variant and a token to compare both with. */
const FIELD_CASES: Array<[field: string, base: () => NameToken, patch: Partial<NameToken>, other: () => NameToken]> = [
  ['text', () => tok('Khalid'), { text: 'KHALIL', raw: 'KHALIL' }, () => tok('Khaled')],
  ['key', () => tok('Smith'), { key: 'SMATK' }, () => tok('Smythe')],
  ['cls', () => tok('Smith'), { cls: 'initial' }, () => tok('Smythe')],
  ['group', () => tok('Bill'), { group: 999 }, () => tok('William')],
  ['form', () => tok('Bill'), { form: tok('Wilhelm').form }, () => tok('William')],
  ['patronym', () => tok('Grigorievich'), { patronym: undefined }, () => tok('Hryhorovych')],
  ['unlisted', () => tok('Mosquer'), { unlisted: true }, () => tok('Mosquera')],
];

/** A token pair and the settings it is scored with. */
type Call = [x: NameToken, y: NameToken, cross?: PairMode | false, side?: AbjadSide, c?: typeof cfg];

/** Scores the first call, the second and the first again through the memo, each against tokenSimilarity. */
function checkCalls(first: Call, second: Call): void {
  const direct = [first, second].map(([x, y, cross = false, side = 0, c = cfg]) => tokenSimilarity(x, y, c, cross, side));
  assert.notEqual(direct[0], direct[1], 'the case must change the similarity');
  for (const [k, [x, y, cross = false, side = 0, c = cfg]] of [first, second, first].entries()) {
    assert.equal(memoSimilarity(x, 0, y, c, cross, side), direct[k % 2]);
  }
}

describe('query token numbers (QueryTokenIds)', () => {
  it('two tokens equal in every field share a number; the number is not -1', () => {
    const ids = new QueryTokenIds();
    const a = tok('Khalid');
    const b = tok('Khalid');
    ids.number(a);
    ids.number(b);
    assert.ok(a !== b && (a.simId ?? -1) >= 0);
    assert.equal(a.simId, b.simId);
  });

  for (const [field, base, patch] of FIELD_CASES) {
    it(`tokens differing in ${field} get two numbers`, () => {
      const ids = new QueryTokenIds();
      const a = base();
      const b = variant(a, patch);
      ids.number(a);
      ids.number(b);
      assert.notEqual(a.simId, b.simId);
    });
  }

  it('is bounded: past its size it starts afresh, and a number is never given twice', () => {
    const ids = new QueryTokenIds(2);
    const seen = new Set<number>();
    const first = tok('Khalid');
    ids.number(first);
    seen.add(first.simId!);
    for (const n of ['Khaled', 'Khalil', 'Khalid']) {
      const t = tok(n);
      ids.number(t);
      // Khalid again: the map was emptied when Khalil came, so it gets a new number.
      assert.ok(!seen.has(t.simId!), `${n} got a number already given`);
      seen.add(t.simId!);
    }
  });
});

describe('the memo gives what tokenSimilarity gives', () => {
  for (const [field, base, patch, other] of FIELD_CASES) {
    it(`numbered query tokens differing in ${field}`, () => {
      const ids = new QueryTokenIds();
      const a0 = base();
      const a1 = variant(a0, patch);
      const b = other();
      for (const t of [a0, a1, b]) ids.number(t);
      checkCalls([a0, b], [a1, b]);
    });

    it(`unnumbered tokens: the other token differs in ${field}`, () => {
      const a = other();
      const b0 = base();
      checkCalls([a, b0], [a, variant(b0, patch)]);
    });
  }

  it('numbered tokens in two pair modes, on two abjad sides, under two settings objects', () => {
    const ids = new QueryTokenIds();
    const [said, saeed, smith, smythe] = ['Said', 'Saeed', 'Smith', 'Smythe'].map(tok);
    for (const t of [said, saeed, smith, smythe]) ids.number(t);
    // The romanisation rule holds for Latin pairs only.
    checkCalls([said, saeed, false], [said, saeed, 'syllabic']);
    // An abjad side: the abjad pattern decides instead of the edit distance.
    checkCalls([smith, smythe, false, 0], [smith, smythe, false, 1]);
    checkCalls([smith, smythe, false, 0, cfg], [smith, smythe, false, 0, resolveConfig({ name: { phoneticSim: 0.85 } }).name]);
  });

  it('unnumbered tokens in two pair modes, on two abjad sides, under two settings objects', () => {
    const [said, saeed, smith, smythe] = ['Said', 'Saeed', 'Smith', 'Smythe'].map(tok);
    checkCalls([said, saeed, false], [said, saeed, 'syllabic']);
    checkCalls([smith, smythe, false, 0], [smith, smythe, false, 1]);
    checkCalls([smith, smythe, false, 0, cfg], [smith, smythe, false, 0, resolveConfig({ name: { phoneticSim: 0.85 } }).name]);
  });
});

describe('the memo tells apart pairs that share a slot', () => {
  // Slots are chosen by a hash: over many numbers (positions, for unnumbered tokens) pairs land in
  // slots, and in either of the two slots of a numbered pair, already taken by a pair of another figure.
  const b = tok('Khaled');
  const as = [tok('Khalid'), variant(tok('Khalid'), { text: 'KHALIL', raw: 'KHALIL' })];
  const direct = as.map((a) => tokenSimilarity(a, b, cfg));
  const back = as.map((a) => tokenSimilarity(b, a, cfg));

  it('numbered tokens: many query token numbers, then many list token numbers', () => {
    assert.notEqual(direct[0], direct[1]);
    const y = { ...b, simId: 1_000_000 };
    for (let j = 0; j < 1 << 19; j++) assert.equal(memoSimilarity({ ...as[j & 1], simId: 2_000_000 + j }, 0, y, cfg, false, 0), direct[j & 1]);
    for (let j = 0; j < 1 << 19; j++) assert.equal(memoSimilarity(y, 0, { ...as[j & 1], simId: 3_000_000 + j }, cfg, false, 0), back[j & 1]);
  });

  it('unnumbered tokens: two query token objects', () => {
    checkCalls([as[0], b], [as[1], b]);
  });

  it("unnumbered tokens: the other token's text at many positions", () => {
    assert.notEqual(back[0], back[1]);
    for (let i = 0; i < 1 << 14; i++) assert.equal(memoSimilarity(b, i >> 1, as[i & 1], cfg, false, 0), back[i & 1]);
  });
});
