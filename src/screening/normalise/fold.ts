/**
 * Folding a string to ASCII upper case with punctuation handled (rules 1-2 of normalise.ts:
 * `foldText`), and the script tests the pipeline shares (`ASCII_RE`, `ABJAD_RE`, `CJK_RE`). Used by
 * org-words.ts, glosses.ts and pipeline.ts; `foldText` is re-exported by normalise.ts.
 */
import anyAscii from 'any-ascii';
import { romanise } from '../romanise.js';

export const ABJAD_RE = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
export const CJK_RE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const CJK_RE_G = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
// eslint-disable-next-line no-control-regex
export const ASCII_RE = /^[\x00-\x7f]*$/;

/** Upper-case letters in words separated by single spaces: a string `foldText` returns as it is. */
const PLAIN_RE = /^[A-Z]+(?: [A-Z]+)*$/;
const addSpaces = (c: string): string => ` ${c} `;
const dropDots = (m: string): string => m.replace(/\./g, '');

/**
 * Fold a string to ASCII upper case with punctuation handled (rules 1–2 above). Returns the folded
 * string with single spaces between tokens. `person`: the string is a person's name (the first Han
 * character is then read as a surname, romanise.ts).
 */
export function foldText(input: string, person = false): string {
  let s = input;
  // NFKC leaves ASCII unchanged.
  if (!ASCII_RE.test(s)) {
    s = s.normalize('NFKC');
    if (!ASCII_RE.test(s)) {
      s = romanise(s, { person });
      if (CJK_RE.test(s)) s = s.replace(CJK_RE_G, addSpaces);
      s = anyAscii(s);
    }
  }
  s = s.toUpperCase();
  // Letters and single spaces only (most names): none of the rules below changes anything.
  if (PLAIN_RE.test(s)) return s;
  s = s.replace(/&/g, ' AND ').replace(/\+/g, ' AND ');
  s = s.replace(/([A-Z])['\u2019]S\b/g, '$1'); // possessive: BANK'S -> BANK
  s = s.replace(/['`"\u00B4]/g, '');
  // Dotted initialisms: S.A. -> SA, P.L.C. -> PLC, L.L.C. -> LLC (letters separated by dots, no spaces).
  s = s.replace(/\b[A-Z](?:\.[A-Z])+\b\.?/g, dropDots);
  // Ordinal suffixes: 1ST, 2ND, 3RD, 4TH -> digits.
  s = s.replace(/\b(\d+)(?:ST|ND|RD|TH)\b/g, '$1');
  s = s.replace(/[^A-Z0-9]+/g, ' ').trim();
  return s;
}
