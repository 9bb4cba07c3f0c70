/**
 * Korean names written in Hanja (Han characters) read in Korean: 金永南 -> 김영남, 崔泰福 -> 최태복.
 *
 * Korean personal names have Hanja forms, and Chinese-language sources (Chinese Wikipedia, hence
 * EveryPolitician's `other_names` of South and North Korean legislators, the Chinese press) write
 * Korean people in them. Read in Mandarin (pinyin, romanise.ts) 金永南 is JIN YONGNAN, nothing like
 * the list's Kim Yong-nam; read in Korean it is 김영남, which the Hangul rules romanise and compare
 * with Latin spellings as any Korean name (romanise.ts, score/korean.ts). The engine screens a Han
 * person's name also in this reading (engine.ts `queryVariants`), and the explanation shows both.
 *
 * Readings: the `hanja` package's table (one standard Sino-Korean reading per character, about
 * 27,000 characters, traditional and simplified forms; the initial-sound rule, 두음법칙 of 한글
 * 맞춤법 1988 §10–12, applied to the first character: 李 리 -> 이, 柳 류 -> 유). Two exceptions are
 * made for surnames: 金 is read 김 (금 as the word for gold, the table's reading) and 沈 심 (침).
 *
 * Only a name that can be a Korean name is read (`koreanReadingOfHan`): a surname of one syllable
 * (or a compound surname of two) and a given name of two, Han characters only, a space allowed between
 * them, the surname reading as a Korean surname (foreign-hangul.ts `KOREAN_SURNAMES`, Statistics
 * Korea 2015 census; `COMPOUND_SURNAMES`). A foreign name transcribed into Han characters has a middle
 * dot or more characters (基尔特·威尔德斯: han-transcription.ts), a Japanese name in kanji mostly two
 * words of two (清水 亮介): neither is read. A Chinese name of that shape is read too (nothing in the
 * characters tells a Chinese from a Korean name): its Korean reading meets only a Korean person whose
 * name is written with the same characters.
 */
import { translate } from 'hanja/lib/translate.js';
import { COMPOUND_SURNAMES, KOREAN_SURNAMES } from './foreign-hangul.js';
import { hanNameWords } from './han-name-words.js';

/**
 * Surname readings that differ from a character's dictionary reading (module doc): 金 김 (금 gold) and
 * 沈 심 (침 sink), the only two among the 120 commonest surnames of the 2015 census whose reading as a
 * surname is not the `hanja` table's.
 */
const SURNAME_READING = new Map<string, string>([['金', '김'], ['沈', '심']]);

/**
 * The Korean (Hangul) reading of a name written in Hanja, without spaces ("김영남"), or undefined when
 * the name cannot be a Korean name written in Hanja (module doc). The shapes read: a one-character
 * surname and a two-character given name (金永南, 金 永南), or a two-character compound surname and a
 * two-character given name (南宮永南); a surname must read as a Korean surname. Two-character names
 * (a one-syllable given name) are not read: most such names in Han characters are Chinese, and one
 * Korean syllable against a romanised Chinese name's parts pairs too easily. Pure; never throws.
 */
export function koreanReadingOfHan(name: string): string | undefined {
  // (A compatibility ideograph of KS X 1001, 李 U+F9E1 for 리, is read as the unified character:
  // `hanNameWords`, then the table and the initial-sound rule, 이, or as a surname, 심 of 沈 U+F972.)
  const shape = hanNameWords(name);
  if (shape === undefined) return undefined;
  const n = shape.chars.length;
  if (n < 3 || n > 4) return undefined;
  // The surname's length: given by the space when there is one, else by the name's length.
  const surnameLength = shape.spaced ?? n - 2;
  if (n - surnameLength !== 2) return undefined;
  const chars = shape.chars.join('');
  const read = translate(chars, 'SUBSTITUTION');
  // Every character must have a reading (a character the table lacks stays as written).
  if (!/^[\uAC00-\uD7A3]+$/.test(read) || read.length !== n) return undefined;
  const reading = (SURNAME_READING.get(shape.chars[0]) ?? read[0]) + read.slice(1);
  const surname = reading.slice(0, surnameLength);
  return (surnameLength === 1 ? KOREAN_SURNAMES.has(surname) : COMPOUND_SURNAMES.has(surname)) ? reading : undefined;
}
