/**
 * Hangul names against their customary South Korean Latin spellings and McCune–Reischauer listings
 * (cross-script.koreanKey, score.hangulJoinCands, index.ts Korean keys). Invented names built from
 * common syllables (not the evaluation set's rows); fast.
 * Run: node --import tsx --test test/screening-korean.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareNames, Screener } from '../src/screening/engine.js';
import { DEFAULT_CONFIG } from '../src/screening/config.js';
import { koreanKey } from '../src/screening/cross-script.js';
import { personRecord } from './helpers/list-records.js';

const T = DEFAULT_CONFIG.alertThreshold;
const score = (a: string, b: string) => compareNames(a, b, 'individual').score;

describe('Korean key: customary spellings of one syllable share it', () => {
  it('merges OO/U, EE/I, U for ㅓ, AI/AE, a dropped H, C of CK, the W of WOO and the Y of YI and of ㅖ', () => {
    for (const [a, b] of [['SOO', 'SU'], ['HEE', 'HUI'], ['SUH', 'SEO'], ['YOUNG', 'YEONG'], ['TAIK', 'TAEK'], ['HAHN', 'HAN'],
      ['HACK', 'HAK'], ['WOONG', 'UNG'], ['YEE', 'UI'], ['HAE', 'HYE'], ['GEH', 'GYE'], ['SYE', 'SE'], ['KYUNGHWAN', 'GYEONGHWAN']]) {
      assert.equal(koreanKey(a), koreanKey(b), `${a} / ${b}`);
    }
  });
  it('keeps ㅕ, ㅝ and 례 apart', () => {
    assert.notEqual(koreanKey('GYEONG'), koreanKey('GEONG'));
    assert.notEqual(koreanKey('WON'), koreanKey('UN'));
    assert.notEqual(koreanKey('RYE'), koreanKey('RE'));
  });
});

describe('a Hangul name against its customary spelling', () => {
  it('scores at the threshold when every syllable pairs, given names written apart, hyphenated or as one word', () => {
    for (const [h, l] of [['최경환', 'CHOI Kyunghwan'], ['유은혜', 'YOO Eun Hae'], ['이학영', 'LEE Hack Young'], ['정세균', 'CHUNG Sye-kyun'],
      ['노웅래', 'NOH Woong Rae'], ['정우택', 'CHUNG Woo Taik'], ['류지영', 'YOU Jee Young'], ['김윤덕', 'KIM Yunduk'], ['서영교', 'SEO Youngkyo']]) {
      assert.ok(score(h, l) >= T, `${h} ~ ${l} ${score(h, l)}`);
      assert.ok(score(l, h) >= T, `${l} ~ ${h} ${score(l, h)}`);
    }
  });
  it('pairs syllables romanised as particles (도 DO, 을 EUL)', () => {
    assert.ok(score('박도춘', 'Pak To-chun') >= T);
    assert.ok(score('리을설', 'Ri Ul-sol') >= T);
  });
  it('stays below the threshold for another name sharing the surname and one syllable', () => {
    for (const [h, l] of [['김명수', 'KIM Yong Su'], ['김민수', 'KIM Min Ho'], ['정정희', 'JEON Jeong Hee'], ['김주홍', 'KIM Jong Man'],
      ['오제후', 'OH Cho'], ['김문종', 'Kim Jong-bin']]) {
      assert.ok(score(h, l) < T, `${h} ~ ${l} ${score(h, l)}`);
    }
  });
});

describe('retrieval across Hangul and customary spellings', () => {
  const rec = (id: string, name: string) => personRecord(id, name, 'sanction');
  const filler = ['Maria LOPEZ', 'John SMITH', 'Olga PETROVA', 'Chen WEI', 'Ivan IVANOV', 'Kim Jong Un', 'Pak Pong Ju', 'Ri Yong Ho'].map((n, i) => rec(`f${i}`, n));
  it('finds a Latin listing from its Hangul name (one-word given name) and the reverse', () => {
    const latin = Screener.build([...filler, rec('a', 'CHOI Kyunghwan'), rec('b', 'LEE Hahn Koo'), rec('c', 'SUH Sang-kee')]);
    for (const [q, id] of [['최경환', 'a'], ['이한구', 'b'], ['서상기', 'c']]) {
      assert.equal(latin.screen({ name: q, entity_type: 'individual' }, { minScore: T, limit: 3 })[0]?.record.source_id, id, q);
    }
    const hangul = Screener.build([...filler, rec('a', '최경환'), rec('b', '이한구'), rec('c', '서상기')]);
    for (const [q, id] of [['CHOI Kyunghwan', 'a'], ['LEE Hahn Koo', 'b'], ['SUH Sang-kee', 'c']]) {
      assert.equal(hangul.screen({ name: q, entity_type: 'individual' }, { minScore: T, limit: 3 })[0]?.record.source_id, id, q);
    }
  });
  it('reads DOO in a person\'s name as the syllable 두, not the legal form d.o.o.', () => {
    const latin = Screener.build([...filler, rec('d', 'CHUNG Doo-un')]);
    assert.equal(latin.screen({ name: '정두언', entity_type: 'individual' }, { minScore: T, limit: 3 })[0]?.record.source_id, 'd');
  });
});
