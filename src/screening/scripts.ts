/**
 * Writing systems of names (pure, no I/O): which script a name is written in.
 *
 * `nameScript(name)` returns the script of the name's letters, for the scripts screening treats
 * differently (romanisation rules in romanise.ts) and for reporting (scripts/eval-scripts.ts):
 *   - `Latin` when every letter is Latin (accented letters included);
 *   - `Japanese` when any kana letter is present (kana with or without kanji), `Korean` for Hangul
 *     (with or without Hanja), `Chinese` for Han characters alone;
 *   - `Persian` for Arabic-script names using a letter Arabic lacks (پ چ ژ گ ک ی: Persian/Urdu
 *     spelling), else `Arabic`;
 *   - `Hebrew`, `Greek`, `Cyrillic`, `Thai`, `Georgian`, `Armenian`, `Devanagari`, `Tamil`, `Sinhala`;
 *   - `other` for any other script (Ethiopic, Myanmar, Bengali, ...).
 * `mixed` is true when Latin letters stand beside non-Latin ones ("Jin Tiesan (金铁三)").
 * Source: Unicode Script property (UAX #24), read through RegExp `\p{Script=...}`.
 */

export type NameScript =
  | 'Latin' | 'Arabic' | 'Persian' | 'Hebrew' | 'Greek' | 'Cyrillic' | 'Chinese' | 'Japanese' | 'Korean' | 'Thai'
  | 'Georgian' | 'Armenian' | 'Devanagari' | 'Tamil' | 'Sinhala' | 'other';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;
const ARABIC = /\p{Script=Arabic}/u;
/** Letters of Persian/Urdu spelling that Arabic does not use: pe, che, zhe, gaf, keheh, Farsi yeh. */
const PERSIAN_LETTERS = /[\u067E\u0686\u0698\u06AF\u06A9\u06CC]/u;
const SIMPLE: Array<[NameScript, RegExp]> = [
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
];
const NON_LATIN_LETTER = /[^\P{L}\p{Script=Latin}]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** True when the name has at least one letter of a script other than Latin. */
export function hasNonLatin(name: string): boolean {
  return NON_LATIN_LETTER.test(name);
}

/** Script of a name (module doc). A name without any letter counts as `Latin`. */
export function nameScript(name: string): NameScript {
  if (!NON_LATIN_LETTER.test(name)) return 'Latin';
  if (KANA.test(name)) return 'Japanese';
  if (HANGUL.test(name)) return 'Korean';
  if (HAN.test(name)) return 'Chinese';
  if (ARABIC.test(name)) return PERSIAN_LETTERS.test(name) ? 'Persian' : 'Arabic';
  for (const [s, re] of SIMPLE) if (re.test(name)) return s;
  return 'other';
}

/** True when Latin letters stand beside letters of another script in one name. */
export function mixedScript(name: string): boolean {
  return NON_LATIN_LETTER.test(name) && LATIN_LETTER.test(name);
}
