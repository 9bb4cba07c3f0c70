/**
 * Chinese names read in Cantonese, as Hong Kong writes them in Latin letters: 鄧炳強 -> "Tang
 * Ping-keung", 林鄭月娥 -> "Lam Cheng Yuet-ngor", 陳國基 -> "Chan Kwok-ki".
 *
 * Hong Kong's identity cards, and so its people's passports, the sanctions lists (OFAC's HK-EO13936
 * program: "TANG, Ping-keung", "LAM CHENG, Yuet-ngor") and the press, spell a Chinese name in the
 * Hong Kong Government Cantonese Romanisation, not in pinyin. Read in Mandarin (romanise.ts) 鄧炳強 is
 * DENG BINGQIANG, nothing like TANG PING KEUNG; so the engine screens a person's name in Han
 * characters also in its Cantonese readings (engine.ts `queryVariants`), and the explanation says so.
 *
 * Readings: the `cantonese-romanisation` package's table (its `getRoman`: the Hong Kong Government
 * spellings of about 13,000 characters, traditional forms only, several per character). The table
 * also gives spellings of other systems (Yale, jyutping-like: 鄧 DANG, 郭 GWOK, 家 GA, 鵬 PAANG); the
 * Government's system writes the unaspirated stops as P, T, K, KW, CH and the long a as A (A Guide
 * to Hong Kong Romanisation, HKSAR Government; the Immigration Department's practice), so a spelling
 * with an initial B, D, G, GW, J or Z is left out where the character has another, else rewritten so,
 * and AA is written A.
 *
 * Only a name of a Chinese name's shape is read (`cantoneseReadingsOfHan`): two to four Han
 * characters, at most one space (after the surname), every character in the table. The surname is
 * the first character, or the first two in a four-character name (a compound surname, 歐陽 Au Yeung,
 * or a married woman's two, 林鄭 Lam Cheng); the given name's syllables are joined by a hyphen, as
 * Hong Kong writes them. A character the table lacks may be written in simplified form (mainland China
 * writes 邓炳强 for 鄧炳強): its traditional forms are read instead (`traditionalForms`, OpenCC's tables).
 * `isCantoneseSyllable` tells the scorer which Latin words are syllables of the table.
 */
import { createRequire } from 'node:module';
import { hanNameWords } from './han-name-words.js';
import { ConverterFactory, type ConverterFunction } from 'opencc-js/core';
import STCharacters from 'opencc-js/dict/STCharacters';
import HKVariants from 'opencc-js/dict/HKVariants';
import TWVariants from 'opencc-js/dict/TWVariants';

/** At most this many readings of one name: the combinations of its characters' spellings, in the table's order. */
export const MAX_CANTONESE_READINGS = 6;

type GetRoman = (s: string) => string[][];
let getRoman: GetRoman | undefined;
/** The package's table, loaded when a Han name is first read (6 MB of heap no other name needs). */
function table(): GetRoman {
  return (getRoman ??= (createRequire(import.meta.url)('cantonese-romanisation') as { getRoman: GetRoman }).getRoman);
}

let syllables: Set<string> | undefined;
/**
 * Whether a folded Latin word (upper case) is a syllable the table spells (any of its systems: 831
 * spellings, HONG, KAM, CHI, MAN; not EDWINA, JOHN). Loaded when first asked (the package's
 * `romanToChar.json`, whose keys are the spellings).
 */
export function isCantoneseSyllable(word: string): boolean {
  syllables ??= new Set(Object.keys(createRequire(import.meta.url)('cantonese-romanisation/dist/romanToChar.json') as Record<string, unknown>).map((k) => k.toUpperCase()));
  return syllables.has(word);
}

/** Other systems' unaspirated initials and the Government's letters for them (module doc), longer first. */
const OTHER_INITIALS: Array<[RegExp, string]> = [[/^gw/, 'kw'], [/^b/, 'p'], [/^d/, 't'], [/^g/, 'k'], [/^j/, 'ch'], [/^z/, 'ts']];

/**
 * The Government spellings of one character (module doc): duplicates removed, AA written A, spellings
 * with another system's initial left out when one without remains, else rewritten. Empty when the
 * table lacks the character.
 */
function spellings(readings: string[]): string[] {
  const own: string[] = [];
  const other: string[] = [];
  for (const r of readings) {
    const s = r.toLowerCase().replace(/aa/g, 'a');
    const foreign = OTHER_INITIALS.find(([re]) => re.test(s));
    const list = foreign ? other : own;
    const spelt = foreign ? s.replace(foreign[0], foreign[1]) : s;
    if (!list.includes(spelt)) list.push(spelt);
  }
  return own.length > 0 ? own : other;
}

let toTraditional: ConverterFunction[] | undefined;
/**
 * The traditional forms of a simplified character (OpenCC's STCharacters), in Hong Kong's variant and
 * in Taiwan's (HKVariants, TWVariants: 卫 -> 衛 -> 衞; 启 -> 啓 -> 啟, the form the table holds);
 * empty for a character with no simplified form. Character by character, never by phrase: a name's
 * characters are no word of the phrase tables. (OpenCC dictionaries, Apache-2.0, via `opencc-js`.)
 */
function traditionalForms(ch: string): string[] {
  toTraditional ??= [ConverterFactory([STCharacters], [HKVariants]), ConverterFactory([STCharacters], [TWVariants])];
  const out: string[] = [];
  for (const convert of toTraditional) {
    const t = convert(ch);
    if (t !== ch && !out.includes(t)) out.push(t);
  }
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The Cantonese readings of a person's name written in Han characters, in Hong Kong Government
 * Cantonese Romanisation, surname first, the given name's syllables hyphen-joined ("Lam Cheng
 * Yuet-ngor"); at most `MAX_CANTONESE_READINGS`, or none when the name is not of a Chinese name's shape
 * or a character lacks a reading (module doc). Pure but for loading the table once; never throws.
 */
export function cantoneseReadingsOfHan(name: string): string[] {
  const shape = hanNameWords(name);
  if (shape === undefined) return [];
  const n = shape.chars.length;
  if (n < 2 || n > 4) return [];
  const surnameLength = shape.spaced ?? (n === 4 ? 2 : 1);
  if (surnameLength > 2 || n - surnameLength < 1 || n - surnameLength > 2) return [];
  const chars = shape.chars.join('');
  const perChar = table()(chars).map(spellings);
  if (perChar.length !== n) return [];
  // A character the table lacks may be a simplified one (郑若骅 as mainland China writes 鄭若驊): its
  // traditional form is read.
  for (let i = 0; i < n; i++) {
    if (perChar[i].length > 0) continue;
    for (const t of traditionalForms(shape.chars[i])) if ((perChar[i] = spellings(table()(t)[0] ?? [])).length > 0) break;
    if (perChar[i].length === 0) return [];
  }
  // The combinations in order, the first spelling of every character first.
  let combos: string[][] = [[]];
  for (const options of perChar) {
    const next: string[][] = [];
    for (const c of combos) for (const o of options) if (next.length < MAX_CANTONESE_READINGS) next.push([...c, o]);
    combos = next;
  }
  return combos.map((syl) => {
    const surname = syl.slice(0, surnameLength).map(capitalise).join(' ');
    return `${surname} ${capitalise(syl.slice(surnameLength).join('-'))}`;
  });
}
