/**
 * A name as written (`NormalisedName.original`): a "SURNAME, Given" head (`givenStart`), the
 * given-names-first order (`westernOrder`), the surname slot, compound surnames (`compoundSurnames`),
 * words of Han or Hangul syllables and hyphenated romanised given names (`syllableWords`,
 * `hyphenatedWords`), and the folding of a written word (`foldPart`). Used by displaced-names.ts,
 * align.ts and candidates.ts.
 */
import { HONORIFICS, normaliseName, WEAK_NAME_WORDS, type NormalisedName, type SyllableWord } from '../normalise.js';

/**
 * Whether token `i` of a person's name stands where its surname does: before the comma of a
 * "SURNAME, Given" name (`givenStart`), or the last token of a name of two or more written given
 * names first (`westernOrder`: not "PETROVIC Branka").
 */
export function surnameSlot(n: NormalisedName, i: number): boolean {
  const g = givenStart(n);
  return g > 0 ? i < g : i > 0 && i === n.tokens.length - 1 && westernOrder(n);
}

/**
 * Number of leading tokens of `n` written as a capitalised surname before a comma ("JOHNSON, William
 * Michael": 1): the given names start after them. 0 without a comma, when the part before it is not
 * in capitals ("Richard Spring, Baron Risby": a title follows) or when either part has no token
 * ("DIAZ, III").
 */
export function givenStart(n: NormalisedName): number {
  // Kept on the name object (a field every name has: one object shape, no side table whose entries
  // outlive the query names they were made for).
  if (n.givenStart !== undefined) return n.givenStart;
  let k = 0;
  const comma = n.original.indexOf(',');
  const head = comma > 0 ? n.original.slice(0, comma) : '';
  if (head && head === head.toUpperCase() && head !== head.toLowerCase()) {
    const before = normaliseName(n.original.slice(0, comma), { type: 'individual' }).tokens.length;
    if (before > 0 && before < n.tokens.length) k = before;
  }
  n.givenStart = k;
  return k;
}

/**
 * Index of the first given name of a name: the first `name` token after any "SURNAME," part, past
 * particles and initials; -1 when there is none or when it is a prefix or a title kept as a name
 * (ABDUL, ABU, HAJI, SAYED: normalise.WEAK_NAME_WORDS, HONORIFICS), which does not tell where the
 * given names start ("Abd al-Aziz", "Haji Bashir").
 */
export function firstGivenIndex(n: NormalisedName): number {
  const t = n.tokens;
  for (let i = givenStart(n); i < t.length; i++) {
    const x = t[i];
    if (x.cls === 'name') return WEAK_NAME_WORDS.has(x.text) || HONORIFICS.has(x.text) ? -1 : i;
    if (x.cls !== 'particle' && x.cls !== 'initial') return -1;
  }
  return -1;
}

const SYLLABLE_WORD_RE = /^[\p{Script=Han}\p{Script=Hangul}]+$/u;

/**
 * Words of a name in Han or Hangul characters and their syllable tokens (one token per character),
 * or undefined when the name is not written so (rule 3c). A name written as one run of three
 * syllables is read as a one-syllable surname and a two-syllable given name, the common shape
 * (김영복, 张国军); a longer run does not say where the given name starts.
 */
export function syllableWords(n: NormalisedName): SyllableWord[] | undefined {
  // Kept on the name (list names are scored again and again: the split allocates).
  if (n.syllables === undefined) n.syllables = splitSyllables(n) ?? null;
  return n.syllables ?? undefined;
}

/** `syllableWords` without the field cache. */
function splitSyllables(n: NormalisedName): SyllableWord[] | undefined {
  let words = n.original.trim().split(/\s+/);
  if (words.length === 1 && [...words[0]].length === 3) words = [[...words[0]][0], [...words[0]].slice(1).join('')];
  if (words.length < 2) return undefined;
  const out: SyllableWord[] = [];
  let at = 0;
  for (const w of words) {
    if (!SYLLABLE_WORD_RE.test(w)) return undefined;
    const k = [...w].length;
    out.push({ text: w, start: at, length: k });
    at += k;
  }
  return at === n.tokens.length ? out : undefined;
}

export const foldPart = (p: string): string => p.normalize('NFD').toUpperCase().replace(/[^A-Z]/g, '');

/**
 * Hyphenated words of a romanised Chinese or Korean name in Latin letters (HUI-FEN, Jong-Su: one
 * given name written in syllables) and the tokens they gave, found in order (rule 3c).
 */
export function hyphenatedWords(n: NormalisedName): SyllableWord[] {
  const out: SyllableWord[] = [];
  if (!n.original.includes('-')) return out;
  const t = n.tokens;
  let at = 0;
  for (const w of n.original.trim().split(/\s+/)) {
    const parts = w.split('-').map(foldPart).filter((p) => p.length > 0);
    if (parts.length < 2) continue;
    for (let i = at; i + parts.length <= t.length; i++) {
      if (parts.every((p, k) => t[i + k].text === p)) { out.push({ text: w, start: i, length: parts.length }); at = i + parts.length; break; }
    }
  }
  return out;
}

/** Folded text of one written word (its first token), or '' when it gives none. */
function wordText(w: string): string {
  return normaliseName(w, { type: 'individual' }).tokens[0]?.text ?? '';
}

/** Words of a written name part that carry a letter. */
function writtenWords(s: string): string[] {
  return s.split(/[\s,]+/).filter((w) => /\p{L}/u.test(w));
}

/** Whether a written word is in capitals (and has a letter). */
const inCapitals = (w: string) => w === w.toUpperCase() && w !== w.toLowerCase();

/**
 * Compound surnames of a name as written, as runs of token indexes of `n`: in a name that also has
 * lower case, two or more words in capitals before
 * the comma ("RIZO MORENO, Jorge Luis") or ending the name after at least two given names ("Francisco
 * José RANGEL GÓMEZ"; after one word the capitals may be the whole name: "Deputada CARMEN ZANOTTO"),
 * and a hyphenated Spanish pair of surnames (`hyphenatedSpanishSurname`: "Jose Antonio Ortiz-Lopez").
 */
export function compoundSurnames(n: NormalisedName): number[][] {
  if (n.compounds !== undefined) return n.compounds;
  const out: number[][] = [];
  const orig = n.original;
  const words = writtenWords(orig);
  // A hyphenated surname is not one (but for a Spanish pair, below): in English double-barrelled names the
  // second part is often the surname the person was born with and still known by (Huw Irranca-Davies, born Huw Davies).
  const runs: string[][] = [];
  if (orig !== orig.toUpperCase()) {
    const comma = orig.indexOf(',');
    if (comma > 0) {
      const head = writtenWords(orig.slice(0, comma));
      if (head.length >= 2 && head.every(inCapitals)) runs.push(head.map(wordText));
    } else {
      let k = words.length;
      while (k > 0 && inCapitals(words[k - 1]) && !words[k - 1].includes('-')) k--;
      if (words.length - k >= 2 && k >= 2) runs.push(words.slice(k).map(wordText));
    }
  }
  const spanish = hyphenatedSpanishSurname(orig);
  if (spanish) runs.push(spanish);
  const texts = n.tokens.map((t) => t.text);
  for (const run of runs) {
    if (run.length < 2 || run.some((x) => x === '')) continue;
    for (let i = 0; i + run.length <= texts.length; i++) {
      if (run.every((x, k) => texts[i + k] === x)) { out.push(run.map((_, k) => i + k)); break; }
    }
  }
  n.compounds = out;
  return out;
}

/** A Spanish patronymic surname ending in -EZ (RODRÍGUEZ, LÓPEZ, MARTÍNEZ: "son of Rodrigo, Lope, Martín"). */
const SPANISH_PATRONYMIC_RE = /^\p{L}{2,}[eEéÉ][zZ]$/u;

/**
 * Folded parts of a Spanish two-surname compound written hyphenated ("Jose Antonio Ortiz-Lopez",
 * "ORTIZ-LOPEZ, Jose"), or undefined: a word of two hyphen-joined parts, one of them a Spanish
 * patronymic ending in -EZ, that ends a name after at least one given name or stands alone before
 * its comma (rule 3b, for `compoundSurnames`). In Spanish usage the first part is the father's
 * surname, the one a person is known by, the second the mother's; the patronymic ending tells this
 * compound from an English double-barrelled surname, whose second part may be the surname the
 * person is known by (Huw Irranca-Davies). Source: Spanish naming customs (apellido paterno +
 * apellido materno), which lists often write joined by a hyphen.
 */
function hyphenatedSpanishSurname(orig: string): string[] | undefined {
  if (!orig.includes('-')) return undefined;
  const comma = orig.indexOf(',');
  const words = writtenWords(comma > 0 ? orig.slice(0, comma) : orig);
  if (comma > 0 ? words.length !== 1 : words.length < 2) return undefined;
  const parts = words[words.length - 1].split('-');
  if (parts.length !== 2 || !parts.some((p) => SPANISH_PATRONYMIC_RE.test(p))) return undefined;
  return parts.map(wordText);
}

/**
 * Whether a name as written reads given names first, surname last: no "SURNAME," part and, when some
 * but not all words are in capitals (the usual mark of the surname), the last word in capitals
 * ("CUELLAR Hugo" names the surname first).
 */
export function westernOrder(n: NormalisedName): boolean {
  const orig = n.original;
  if (orig.includes(',')) return false;
  if (orig === orig.toUpperCase()) return true;
  const words = writtenWords(orig);
  return !words.some(inCapitals) || inCapitals(words[words.length - 1]);
}
