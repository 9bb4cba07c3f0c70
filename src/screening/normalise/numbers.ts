/**
 * Numbers (rule 8 of normalise.ts): Roman numerals, number words and look-alike digits
 * (`numbersAndLeet`); and, with the number tables, the word tables of name-words.ts, legal-forms.ts
 * and org-words.ts as Maps for the per-token lookups (`LEGAL_FORM_CODE`, `NASAB_SPELLING`,
 * `ORG_ABBREVIATION`, `ROMAN_NUMBER`). Used by token-classes.ts, legal-form-typos.ts, glosses.ts and
 * pipeline.ts.
 */
import { NASAB_SPELLINGS } from './name-words.js';
import { LEGAL_FORMS } from './legal-forms.js';
import { ORG_ABBREVIATIONS } from './org-words.js';

/** Roman numerals (organisation names only: series/fund numbers) -> digits. */
const ROMAN: Record<string, string> = {
  I: '1', II: '2', III: '3', IV: '4', V: '5', VI: '6', VII: '7', VIII: '8', IX: '9', X: '10', XI: '11', XII: '12',
  XIII: '13', XIV: '14', XV: '15', XVI: '16', XVII: '17', XVIII: '18', XIX: '19', XX: '20',
};

const TENS: Record<string, number> = { TWENTY: 20, THIRTY: 30, FORTY: 40, FOURTY: 40, FIFTY: 50, SIXTY: 60, SEVENTY: 70, EIGHTY: 80, NINETY: 90 };

/** Digits used as look-alike letters inside words ("SECH1N", "IG0R"): 0->O, 1->I, 3->E, 4->A, 5->S, 7->T, 8->B, 9->G. */
const LEET: Record<string, string> = { '0': 'O', '1': 'I', '3': 'E', '4': 'A', '5': 'S', '7': 'T', '8': 'B', '9': 'G' };

const NUMBER_WORDS: Record<string, string> = {
  ZERO: '0', ONE: '1', TWO: '2', THREE: '3', FOUR: '4', FIVE: '5', SIX: '6', SEVEN: '7', EIGHT: '8',
  NINE: '9', TEN: '10', ELEVEN: '11', TWELVE: '12', THIRTEEN: '13', FOURTEEN: '14', FIFTEEN: '15',
  SIXTEEN: '16', SEVENTEEN: '17', EIGHTEEN: '18', NINETEEN: '19', HUNDRED: '100', THOUSAND: '1000',
  FIRST: '1', SECOND: '2', THIRD: '3', FOURTH: '4', FIFTH: '5', SIXTH: '6', SEVENTH: '7', EIGHTH: '8',
  NINTH: '9', TENTH: '10',
};

// The tables above as Maps for the per-token lookups of `normaliseName` (folded tokens are [A-Z0-9]+,
// so a Map answers exactly as the object; looking a non-constant string up in an object literal costs
// far more than in a Map).
export const LEGAL_FORM_CODE = new Map(Object.entries(LEGAL_FORMS));
export const NASAB_SPELLING = new Map(Object.entries(NASAB_SPELLINGS));
export const ORG_ABBREVIATION = new Map(Object.entries(ORG_ABBREVIATIONS));
export const ROMAN_NUMBER = new Map(Object.entries(ROMAN));
const TENS_VALUE = new Map(Object.entries(TENS));
const NUMBER_WORD = new Map(Object.entries(NUMBER_WORDS));

/**
 * Number words and look-alike digits (rule 8): "FORTY FOUR"/"FORTY 4" -> "44", "THIRD" -> "3";
 * digits inside letters ("SECH1N") -> letters.
 */
export function numbersAndLeet(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let t = tokens[i];
    if (!TENS_VALUE.has(t) && !NUMBER_WORD.has(t) && !/\d/.test(t)) { out.push(t); continue; }
    if (/[A-Z]/.test(t) && /\d/.test(t) && /^[A-Z]+[0-9]+[A-Z]+[A-Z0-9]*$|^[A-Z]*[0-9][A-Z]+$/.test(t) && /[A-Z]\d|\d[A-Z]/.test(t)) {
      const leet = t.replace(/\d/g, (d) => LEET[d] ?? d);
      if (/^[A-Z]+$/.test(leet)) t = leet;
    }
    const tens = TENS_VALUE.get(t);
    if (tens !== undefined) {
      const next = i + 1 < tokens.length ? (NUMBER_WORD.get(tokens[i + 1]) ?? tokens[i + 1]) : '';
      if (/^[1-9]$/.test(next)) { out.push(String(tens + Number(next))); i++; continue; }
      out.push(String(tens));
      continue;
    }
    out.push(NUMBER_WORD.get(t) ?? t);
  }
  return out;
}
