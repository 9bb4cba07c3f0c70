/**
 * Behaviour the list loaders' speed work must keep (hand-made fixtures): common.ts `collapseSpaces`
 * gives exactly `text.replace(/\s+/g, ' ').trim()`, and csl.ts `parseCsl` reads rows by column index
 * as csv-parse's `columns: true` objects did (bytes or text, a later duplicate column wins, a short
 * row lacks the columns it does not reach), and ofac.ts `parseOfac` reads Latin-1 bytes as it reads
 * their decoded text (EOF marker included), and countries.ts `mayBeCountryName` is false only for
 * texts i18n-iso-countries's getSimpleAlpha2Code finds no country for.
 * Run: node --import tsx --test test/lists-load-speed.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collapseSpaces } from '../src/lists/common.js';
import countries from 'i18n-iso-countries';
import { mayBeCountryName } from '../src/lists/countries.js';
import { parseCsl } from '../src/lists/csl.js';
import { parseOfac } from '../src/lists/ofac.js';

const reference = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('collapseSpaces', () => {
  it('equals replace(/\\s+/g, " ").trim() on edge cases', () => {
    for (const s of ['', ' ', 'a', ' a', 'a ', 'a b', 'a  b', 'a\tb', 'a\nb', 'a\u00a0b', 'a\ufeffb', '\u2003a', 'a \u3000',
      'Al  Qaida\r\n', 'one two three', 'x \u2028 y', '  ', 'a b c ', 'ab\u200ac']) {
      assert.equal(collapseSpaces(s), reference(s), JSON.stringify(s));
    }
  });

  it('equals it on random strings of letters and whitespace', () => {
    const alphabet = ['a', 'b', ' ', ' ', '\t', '\n', '\r', '\u00a0', '\ufeff', '\u2009', '\u3000', 'é'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 5000; n++) {
      let s = '';
      for (let i = next() % 8; i > 0; i--) s += alphabet[next() % alphabet.length];
      assert.equal(collapseSpaces(s), reference(s), JSON.stringify(s));
    }
  });
});

describe('parseCsl column reading', () => {
  const SDN = 'Specially Designated Nationals (SDN) - Treasury Department';
  const strip = (r: ReturnType<typeof parseCsl>) => JSON.stringify(r);

  it('reads bytes (byte-order mark skipped) as it reads the decoded text', () => {
    const csv = '\uFEFF_id,source,type,name,alt_names\n1,' + SDN + ',Individual,Ali  Hassan,"Ali H.; A. Hassan"\n';
    const fromText = parseCsl(csv);
    assert.equal(fromText.records.length, 1);
    assert.equal(fromText.records[0].name, 'Ali Hassan');
    assert.equal(strip(parseCsl(Buffer.from(csv, 'utf8'))), strip(fromText));
  });

  it('takes the last column of a repeated name that a row reaches', () => {
    const csv = `_id,source,name,title,title\n1,${SDN},Long Row,First,Second\n2,${SDN},Short Row,Only\n`;
    const { records } = parseCsl(csv);
    assert.deepEqual(records.map((r) => r.title), ['Second', 'Only']);
  });

  it('rejects a header without _id, source and name', () => {
    assert.throws(() => parseCsl('id,source,name\n1,x,y\n'), /not the CSL format: header lacks _id\/source\/name \(got id,source,name\)/);
  });
});

describe('parseOfac on bytes', () => {
  it('reads Latin-1 bytes, EOF marker and all, as it reads the decoded text', () => {
    const main = '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Havana, Cuba; a.k.a. \'AÉRO CARIBE\'."\r\n'
      + '173,"ANGLO-CARIBBEAN CO., LTD.",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n\x1a\r\n\u00a0';
    const alt = '36,12,"aka","AERO-CARIBBEAN",-0- \r\n\x1a';
    const add = '36,25,-0- ,"Havana",Cuba,-0- \r\n173,129,"Ibex House, The Minories","London EC3N 1DY","United Kingdom",-0- \r\n';
    const text = parseOfac({ main, alt, add }, 'us_ofac_sdn');
    assert.equal(text.records.length, 2);
    assert.equal(text.malformed, 0);
    const bytes = parseOfac({ main: Buffer.from(main, 'latin1'), alt: Buffer.from(alt, 'latin1'), add: Buffer.from(add, 'latin1') }, 'us_ofac_sdn');
    assert.equal(JSON.stringify(bytes), JSON.stringify(text));
  });
});

describe('mayBeCountryName', () => {
  it('is false only where getSimpleAlpha2Code finds nothing (every name, variants, misses)', () => {
    const names = Object.values(countries.getNames('en', { select: 'all' })).flat();
    const texts = ['medellin', 'bogota', 'region: kafia kingi', 'former soviet union', '88201', '', ' ', 'cote', 'turkiye',
      "cote d'ivoire", 'aland islands', 'curacao', 'saint barthelemy', 'Aland Islands', 'ÅLAND ISLANDS', 'türkiye (turkey)'];
    for (const n of names) {
      const stripped = n.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      texts.push(n, n.toLowerCase(), n.toUpperCase(), stripped, stripped.toLowerCase(), n.slice(1), n.slice(0, -1), `${n} x`, `x ${n}`);
    }
    let found = 0;
    for (const t of texts) {
      const code = countries.getSimpleAlpha2Code(t, 'en');
      if (code) found++;
      if (!mayBeCountryName(t)) assert.equal(code, undefined, JSON.stringify(t));
    }
    assert.ok(found > names.length); // the check ran over real hits
    for (const n of names) assert.ok(mayBeCountryName(n), n);
    assert.equal(mayBeCountryName('medellin'), false);
  });
});
