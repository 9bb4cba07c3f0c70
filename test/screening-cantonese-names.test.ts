/**
 * Chinese names read in Cantonese (cantonese-reading.ts, matcher 2025.34; in simplified characters
 * too, and syllable for syllable against a Latin name, matcher 2025.35) and the exact joins of a
 * Chinese name's syllables (score/align.ts, matcher 2025.34).
 *
 * The engine test screens against the real OFAC SDN list (../shared/data, the 2021-07 snapshot): the
 * Hong Kong officials of the HK-EO13936 program, listed in the Hong Kong Government romanisation
 * ("TANG, Ping-keung"). Their names in Han characters are written here by hand (as published by the
 * Hong Kong Government); the list itself publishes none.
 * Run: LOG_LEVEL=silent node --import tsx --test test/screening-cantonese-names.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadList } from '../src/lists/registry.js';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { cantoneseReadingsOfHan, MAX_CANTONESE_READINGS } from '../src/screening/cantonese-reading.js';
import { normaliseName } from '../src/screening/normalise.js';
import { scoreNames } from '../src/screening/score.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = process.env.VIGIL_DATA_DIR ?? path.resolve(repo, '../shared/data');
const T = DEFAULT_CONFIG.alertThreshold;

describe('Cantonese readings of a Han name', () => {
  it('reads a Hong Kong name in the Government romanisation, the given name hyphen-joined', () => {
    assert.ok(cantoneseReadingsOfHan('鄧炳強').includes('Tang Ping-keung'));
    assert.ok(cantoneseReadingsOfHan('林鄭月娥').includes('Lam Cheng Yuet-ngor'), 'four characters: a married woman\'s two surnames');
    assert.ok(cantoneseReadingsOfHan('陳 國基').includes('Chan Kwok-ki'), 'a space after the surname');
    assert.ok(cantoneseReadingsOfHan('李家超').includes('Lee Ka-chiu'));
  });

  it('leaves out the spellings of other systems (Yale, jyutping-like) and writes AA as A', () => {
    const all = ['鄧炳強', '郭家明', '蔡展鵬'].flatMap(cantoneseReadingsOfHan);
    assert.ok(all.length > 0);
    for (const r of all) assert.doesNotMatch(r, /^(Dang|Gwok) |-(ga|gar)\b|aa/i, r);
    // 炳 has only BING in the table: rewritten with the Government's P.
    assert.ok(cantoneseReadingsOfHan('鄧炳強').every((r) => r.includes('Ping')));
  });

  it('reads only a Chinese name\'s shape, every character in the table, at most MAX_CANTONESE_READINGS', () => {
    assert.deepEqual(cantoneseReadingsOfHan('㐀林'), [], 'a character the table lacks, with no simplified form');
    assert.deepEqual(cantoneseReadingsOfHan('基尔特·威尔德斯'), [], 'a transcribed foreign name');
    assert.deepEqual(cantoneseReadingsOfHan('愛新覺羅溥儀'), [], 'six characters');
    assert.deepEqual(cantoneseReadingsOfHan('林'), [], 'one character');
    assert.deepEqual(cantoneseReadingsOfHan('Carrie Lam'), []);
    assert.ok(cantoneseReadingsOfHan('何家輝').length <= MAX_CANTONESE_READINGS);
  });
});

describe('Han names written in simplified characters', () => {
  it('reads them through their traditional forms, in Hong Kong\'s or Taiwan\'s variant', () => {
    assert.deepEqual(cantoneseReadingsOfHan('郑若骅'), cantoneseReadingsOfHan('鄭若驊'));
    assert.ok(cantoneseReadingsOfHan('邓炳强').includes('Tang Ping-keung'));
    // 启 -> 啓 (OpenCC's traditional form, which the table lacks) -> 啟 (Taiwan's variant, which it holds).
    assert.ok(cantoneseReadingsOfHan('简启恩').includes('Kan Kai-yan'));
  });
});

describe('a Cantonese reading against a Latin name: syllable for syllable, spelt exactly', () => {
  const canto = (typed: string, listed: string) => {
    const readings = cantoneseReadingsOfHan(typed);
    assert.ok(readings.length > 0, typed);
    // As the engine's query variants are: normalised as the Han name's reading, marked as Cantonese.
    const read = (r: string) => Object.assign(normaliseName(r, { type: 'individual', hanReadingOf: typed }), { readingIn: 'Cantonese' as const });
    return Math.max(...readings.map((r) => scoreNames(read(r), normaliseName(listed, { type: 'individual' }), DEFAULT_CONFIG.name, true, false).score));
  };

  it('meets the name it spells', () => {
    assert.ok(canto('鄧炳強', 'TANG, Ping-keung') >= 0.95);
    assert.ok(canto('劉賜蕙', 'LAU, Edwina Chi Wai') >= T, 'an English given name left unpaired is no character');
  });

  it('caps a syllable spelt otherwise, one missing on either side', () => {
    assert.ok(canto('張明', 'MING CHUNG') < T, 'CHEUNG is not CHUNG');
    assert.ok(canto('黃剛', 'WONG, Kam Kong') < T, 'KAM is a character the reading lacks');
    assert.ok(canto('劉明忠', 'MING CHUNG') < T, 'LAU is a character the Latin name lacks');
  });
});

describe('Chinese syllables joined against a Latin word', () => {
  const han = (reading: string, typed: string, listed: string) =>
    scoreNames(normaliseName(reading, { type: 'individual', hanReadingOf: typed }), normaliseName(listed, { type: 'individual' }), DEFAULT_CONFIG.name, true, false).score;

  it('joins only when the letters spell the word exactly', () => {
    assert.ok(compareNames('丁仲礼', 'DING, Zhongli', 'individual').score >= 0.95, 'ZHONG+LI spells ZHONGLI');
    assert.ok(compareNames('潘永兴', 'PAN, Yongming', 'individual').score < T, 'YONG+XING is not YONGMING');
    assert.ok(compareNames('邓中翰', 'DENG, Zhonghua', 'individual').score < T, 'ZHONG+HAN is not ZHONGHUA');
    // A Cantonese reading is compared by the same rules: CHU+KIN is not CHUN.
    assert.ok(han('Chu Kin-man', '朱建民', 'KIM, Man Chun') < T);
    assert.ok(han('Tsang Kwok-wai', '曾國衞', 'TSANG, Kwokwai') >= 0.95);
  });
});

describe('screening Han names against the OFAC SDN list', () => {
  let screener: Screener;
  before(async () => {
    const sdn = await loadList(DATA, 'us_ofac_sdn');
    assert.ok(sdn, 'the OFAC SDN snapshot is under ../shared/data');
    screener = Screener.build(sdn.records);
  });

  const officials: Array<[string, string]> = [
    ['鄧炳強', 'TANG, Chris'], ['鄭若驊', 'CHENG, Teresa'], ['盧偉聰', 'LO, Stephen'], ['林鄭月娥', 'LAM, Carrie'],
    ['陳國基', 'CHAN, Eric'], ['蔡展鵬', 'CHOI, Frederic'], ['簡啟恩', 'KAN, Andrew'],
  ];

  it('finds the Hong Kong officials listed in Cantonese spellings from their Han names, and says how it read them', () => {
    for (const [typed, listed] of officials) {
      const top = screener.screen({ name: typed, entity_type: 'individual' })[0];
      assert.ok(top && top.record.name === listed && top.score >= T, `${typed} finds ${listed} (top: ${top?.record.name} ${top?.score})`);
      assert.match(top.explanation.summary, new RegExp(`${typed} \\(read in Cantonese: `));
    }
  });

  it('finds them from their names in simplified characters too', () => {
    for (const [typed, listed] of [['邓炳强', 'TANG, Chris'], ['林郑月娥', 'LAM, Carrie'], ['简启恩', 'KAN, Andrew']]) {
      const top = screener.screen({ name: typed, entity_type: 'individual' })[0];
      assert.ok(top && top.record.name === listed && top.score >= T, `${typed} finds ${listed} (top: ${top?.record.name} ${top?.score})`);
    }
  });

  it('still finds a mainland official listed in pinyin from the same kind of name', () => {
    const top = screener.screen({ name: '夏寶龍', entity_type: 'individual' })[0];
    assert.equal(top?.record.name, 'XIA, Baolong');
  });
});
