/**
 * Article text as the company linker reads it: sentences of folded words (screening/normalise.ts
 * `foldText`, so text and company names are folded alike) that remember how each word was written.
 * The linker's common-word guard needs the writing: "Apple" capitalised in the middle of an ordinary
 * sentence is a proper name, "apple" or a Title Case headline's "Apple" says nothing.
 */
import { foldText } from '../screening/normalise.js';

/** One folded word of a sentence. */
export interface TextWord {
  /** Folded: ASCII upper case letters/digits (`foldText`). */
  text: string;
  /** Written with an upper-case first letter. */
  capitalised: boolean;
  /** Written as an acronym: two or more letters, none lower case ("BP", "HP"). */
  allCaps: boolean;
  /** First word of its sentence or clause: after a colon or dash, or opening a quotation. */
  initial: boolean;
  /** Punctuation (comma, colon, bracket, quote, dash...) or a possessive "'s" separates it from the next word. */
  breakAfter: boolean;
  /** Followed by a comma. */
  comma: boolean;
}

/** A sentence of the title or text. `titleCase`: most of its longer words are capitalised, so capitalisation tells nothing. */
export interface TextSentence {
  words: TextWord[];
  titleCase: boolean;
  /** Most of its words are written in capitals (a shouted headline), so capitals tell nothing. */
  allCaps: boolean;
}

const OPENING = /^["“‘'(\[«]/;
const CLOSING = /[,;:"”’)\]»!?.…]$/;
const DASH = /^[-–—]+$/;
// "Anthropic's Claude": a possessive ends the name it follows.
const POSSESSIVE = /\p{L}['’]s$/iu;

/**
 * Splits `part` (a title or snippet) into sentences at ". ", "! ", "? " not followed by a lower-case
 * letter (so "U.S. tech giants" stays one sentence) and folds each word. A word
 * written with hyphens or slashes ("Hewlett-Packard") gives one folded word per piece, each with its
 * own capitalisation. Title case: at least half of the sentence's words of 4+ letters after the first
 * are capitalised, or it has none (a headline such as "Zoom Shares Rise").
 */
export function readSentences(part: string): TextSentence[] {
  const out: TextSentence[] = [];
  for (const sentence of part.split(/(?<=[.!?])\s+(?!\p{Ll})/u)) {
    const words: TextWord[] = [];
    let clauseStart = true;
    let long = 0;
    let longCapitalised = 0;
    let capsWords = 0;
    for (const chunk of sentence.split(/\s+/).filter(Boolean)) {
      if (DASH.test(chunk)) {
        clauseStart = true;
        if (words.length) words[words.length - 1].breakAfter = true;
        continue;
      }
      const opening = OPENING.test(chunk);
      if (opening && words.length) words[words.length - 1].breakAfter = true;
      const first = words.length;
      for (const piece of chunk.split(/[-–—/]+/)) {
        const letter = piece.match(/\p{L}/u)?.[0];
        const capitalised = !!letter && letter !== letter.toLowerCase();
        const letters = piece.match(/\p{L}/gu) ?? [];
        const allCaps = letters.length >= 2 && !/\p{Ll}/u.test(piece);
        if (allCaps) capsWords++;
        const folded = foldText(piece).split(' ').filter(Boolean);
        for (const text of folded) words.push({ text, capitalised, allCaps, initial: false, breakAfter: false, comma: false });
        if (words.length > 1 && folded.length && /[A-Z]{4}/.test(folded[0])) {
          long++;
          if (capitalised) longCapitalised++;
        }
      }
      if (words.length > first) {
        words[first].initial = clauseStart || opening;
        clauseStart = false;
        if (CLOSING.test(chunk) || POSSESSIVE.test(chunk)) words[words.length - 1].breakAfter = true;
        if (/,$/.test(chunk)) words[words.length - 1].comma = true;
      }
      if (/:$/.test(chunk)) clauseStart = true;
    }
    if (words.length) out.push({ words, titleCase: long === 0 || longCapitalised * 2 >= long, allCaps: capsWords * 2 > words.length });
  }
  return out;
}

/** Where the next list item starts when the words `to`.. of `s` begin with a list separator (a comma after word `to - 1`, or "and"/"or"/"&": "Google, Amazon", "Apple and Samsung"), else -1. */
export function nextListItem(s: TextSentence, to: number): number {
  if (to >= s.words.length) return -1;
  const last = s.words[to - 1];
  const w = s.words[to];
  if (w.text === 'AND' || w.text === 'OR') return to + 1 < s.words.length ? to + 1 : -1;
  return last.comma ? to : -1;
}

/**
 * Whether the words `from`..`to` (exclusive) of `s` are written as a proper name in ordinary prose:
 * every word capitalised, the first not opening the sentence or a clause, the sentence not in title
 * case, and no capitalised word joined to it on either side (no punctuation between), which would make
 * it part of a longer name ("Reform UK", "United Arab Emirates", "Amazon Web Services").
 */
export function properNameAt(s: TextSentence, from: number, to: number): boolean {
  if (s.titleCase || s.words[from].initial) return false;
  for (let k = from; k < to; k++) if (!s.words[k].capitalised) return false;
  const before = s.words[from - 1];
  const after = s.words[to];
  if (before && !before.breakAfter && before.capitalised) return false;
  if (after && !s.words[to - 1].breakAfter && after.capitalised) return false;
  return true;
}
