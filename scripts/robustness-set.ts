/**
 * Robustness set generator: listed people typed the way clients get them wrong.
 *
 * Input: people as a list publishes them ("SURNAME, Given Names", OFAC's primary-name form; a name
 * without a comma is all given names). Output: queries, each with the person's id and the kind of
 * mistake (`RobustnessVariant`):
 *   exact        "Given SURNAME" (control: the name as listed, in natural order)
 *   order        "SURNAME Given" (surname first, no comma: the client's fields swapped)
 *   drop_middle  a given name other than the first left out (needs two or more given names)
 *   typo_sub     one letter replaced by a neighbour on a QWERTY keyboard   } in one word of four or
 *   typo_del     one letter deleted                                        } more letters, any
 *   typo_swap    two neighbouring (different) letters transposed           } position
 *   translit     one spelling replaced by a common Latin variant (TRANSLIT_VARIANTS: ou/u, y/i, j/y,
 *                kh/h, sh/sch, ph/f, v/w, ...), at one place
 *   initials     given names as initials, so that two names stay spelt out: the middle names when
 *                there are two or more given names ("John F. KENNEDY"), else the one given name when
 *                the surname has two or more words ("N. MADURO MOROS"); a lone surname with an
 *                initial identifies nobody and is not generated
 *   cyrillic     the natural-order name written in Cyrillic (LATIN_TO_CYRILLIC, a simple phonetic
 *                table of our own)
 * A variant that does not apply to a person (no middle name, no word to vary) is not generated.
 *
 * Deterministic: every random choice comes from a PRNG (mulberry32, scripts/prng.ts) seeded with a hash of the seed,
 * the person's id and the variant, so a person's queries do not depend on which other people are in
 * the set. Independent of the matcher: nothing here uses src/screening (its normalisation, phonetic
 * keys or romanisation); the tables are written for this generator.
 */

import { rng } from './prng.js';

export type RobustnessVariant =
  | 'exact' | 'order' | 'drop_middle' | 'typo_sub' | 'typo_del' | 'typo_swap' | 'translit' | 'initials' | 'cyrillic';

export const ROBUSTNESS_VARIANTS: readonly RobustnessVariant[] = [
  'exact', 'order', 'drop_middle', 'typo_sub', 'typo_del', 'typo_swap', 'translit', 'initials', 'cyrillic',
];

/** A listed person: id and name as published ("SURNAME, Given Names"). */
export interface ListedPerson {
  id: string;
  name: string;
}

export interface RobustnessQuery {
  id: string;
  variant: RobustnessVariant;
  /** The name the client typed. */
  query: string;
  /** The name as listed. */
  listed: string;
}

/** 32-bit FNV-1a hash of a string. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** QWERTY neighbours of each letter (same row and the rows above/below). */
const QWERTY_NEIGHBOURS: Record<string, string> = {
  q: 'wa', w: 'qeas', e: 'wrsd', r: 'etdf', t: 'ryfg', y: 'tugh', u: 'yihj', i: 'uojk', o: 'ipkl', p: 'ol',
  a: 'qwsz', s: 'awedxz', d: 'serfcx', f: 'drtgvc', g: 'ftyhbv', h: 'gyujnb', j: 'huikmn', k: 'jiolm', l: 'kop',
  z: 'asx', x: 'zsdc', c: 'xdfv', v: 'cfgb', b: 'vghn', n: 'bhjm', m: 'njk',
};

/**
 * Common Latin spelling variants of one sound (each pair applies both ways, one place per query):
 * the vowel and consonant spellings transliteration systems and clients disagree on.
 */
export const TRANSLIT_VARIANTS: ReadonlyArray<readonly [string, string]> = [
  ['ou', 'u'], ['y', 'i'], ['j', 'y'], ['kh', 'h'], ['sch', 'sh'], ['ph', 'f'], ['v', 'w'],
  ['ee', 'i'], ['oo', 'u'], ['dj', 'j'], ['q', 'k'], ['ks', 'x'], ['ts', 'tz'], ['iy', 'y'], ['ei', 'ey'], ['c', 'k'],
];

/** Latin -> Cyrillic, longest spellings first (a simple phonetic table, Russian letters). */
export const LATIN_TO_CYRILLIC: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'], ['sch', 'ш'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['tz', 'ц'], ['ch', 'ч'], ['sh', 'ш'],
  ['yu', 'ю'], ['ya', 'я'], ['yo', 'ё'], ['ye', 'е'], ['ph', 'ф'], ['th', 'т'], ['dj', 'дж'], ['ou', 'у'], ['ks', 'кс'],
  ['a', 'а'], ['b', 'б'], ['c', 'к'], ['d', 'д'], ['e', 'е'], ['f', 'ф'], ['g', 'г'], ['h', 'х'], ['i', 'и'],
  ['j', 'дж'], ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'], ['q', 'к'], ['r', 'р'],
  ['s', 'с'], ['t', 'т'], ['u', 'у'], ['v', 'в'], ['w', 'в'], ['x', 'кс'], ['y', 'й'], ['z', 'з'],
];

/**
 * One word to Cyrillic (letters not in the table are kept; C before E/I/Y is "с", a final "y" after a
 * consonant "ий", another "y" after a consonant "ы").
 */
export function toCyrillic(word: string): string {
  const w = word.toLowerCase();
  let out = '';
  for (let i = 0; i < w.length;) {
    const rest = w.slice(i);
    if (w[i] === 'c' && /[eiy]/.test(w[i + 1] ?? '')) { out += 'с'; i++; continue; } // soft C: CECILIA, Сесилия
    if (w[i] === 'y' && i === w.length - 1 && i > 0 && !/[aeiou]/.test(w[i - 1])) { out += 'ий'; i++; continue; } // -SKY, DMITRY
    if (w[i] === 'y' && !/^y[aeiou]/.test(rest) && i > 0 && !/[aeiou]/.test(w[i - 1])) { out += 'ы'; i++; continue; }
    const hit = LATIN_TO_CYRILLIC.find(([l]) => rest.startsWith(l));
    if (hit) { out += hit[1]; i += hit[0].length; } else { out += w[i]; i++; }
  }
  return word[0] && word[0] === word[0].toUpperCase() && word[0] !== word[0].toLowerCase() ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

/** Case of `like` applied to `s`: upper, lower, or capitalised. */
function caseLike(like: string, s: string): string {
  if (like === like.toUpperCase()) return s.toUpperCase();
  if (like === like.toLowerCase()) return s.toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
}

/** Splits "SURNAME, Given Names" into word lists (spaces separate words; hyphens stay inside words). */
export function splitListedName(name: string): { surname: string[]; given: string[] } {
  const words = (s: string) => s.split(/\s+/).map((w) => w.trim()).filter(Boolean);
  const i = name.indexOf(',');
  if (i < 0) return { surname: [], given: words(name) };
  return { surname: words(name.slice(0, i)), given: words(name.slice(i + 1)) };
}

const letters = (w: string) => /^[A-Za-z][A-Za-z'-]*$/.test(w);

/** One typo of the given kind in one word of four or more letters, or undefined when none applies. */
function typo(words: string[], kind: 'typo_sub' | 'typo_del' | 'typo_swap', rnd: () => number): string[] | undefined {
  const idx = words.map((w, i) => (letters(w) && w.replace(/[^A-Za-z]/g, '').length >= 4 ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return undefined;
  const wi = pick(rnd, idx);
  const w = words[wi];
  const pos = [...w].map((c, i) => (/[A-Za-z]/.test(c) ? i : -1)).filter((i) => i >= 0);
  let out: string | undefined;
  if (kind === 'typo_del') {
    const p = pick(rnd, pos);
    out = w.slice(0, p) + w.slice(p + 1);
  } else if (kind === 'typo_sub') {
    const p = pick(rnd, pos);
    const nb = QWERTY_NEIGHBOURS[w[p].toLowerCase()] ?? 'e';
    out = w.slice(0, p) + caseLike(w[p], pick(rnd, [...nb])) + w.slice(p + 1);
  } else {
    const pairs = pos.filter((p) => pos.includes(p + 1) && w[p].toLowerCase() !== w[p + 1].toLowerCase());
    if (pairs.length === 0) return undefined;
    const p = pick(rnd, pairs);
    out = w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2);
  }
  const copy = [...words];
  copy[wi] = out;
  return copy;
}

/** One transliteration variant at one place, or undefined when no table entry applies. */
function translit(words: string[], rnd: () => number): string[] | undefined {
  const options: Array<[number, number, string, string]> = [];
  words.forEach((w, wi) => {
    if (!letters(w) || w.length < 3) return;
    const lw = w.toLowerCase();
    for (const [a, b] of TRANSLIT_VARIANTS) {
      for (const [from, to] of [[a, b], [b, a]] as const) {
        for (let p = lw.indexOf(from); p >= 0; p = lw.indexOf(from, p + 1)) {
          // A single letter that is half of a digraph (the K of KH, the H of SH) is not that letter.
          if (from.length === 1 && (lw[p + 1] === 'h' || (from === 'h' && /[kscpztg]/.test(lw[p - 1] ?? '')))) continue;
          options.push([wi, p, from, to]);
        }
      }
    }
  });
  if (options.length === 0) return undefined;
  const [wi, p, from, to] = pick(rnd, options);
  const w = words[wi];
  const replaced = w.slice(0, p) + caseLike(w.slice(p, p + from.length), to) + w.slice(p + from.length);
  const copy = [...words];
  copy[wi] = replaced;
  return copy;
}

/** The query of one variant for one person, or undefined when the variant does not apply. */
export function makeVariant(person: ListedPerson, variant: RobustnessVariant, seed = 1): string | undefined {
  const { surname, given } = splitListedName(person.name);
  const natural = [...given, ...surname];
  if (natural.length === 0) return undefined;
  const rnd = rng(fnv1a(`${seed}|${person.id}|${variant}`));
  const join = (ws: string[] | undefined) => (ws ? ws.join(' ') : undefined);
  switch (variant) {
    case 'exact':
      return natural.join(' ');
    case 'order':
      return surname.length && given.length ? [...surname, ...given].join(' ') : undefined;
    case 'drop_middle': {
      if (given.length < 2) return undefined;
      const drop = 1 + Math.floor(rnd() * (given.length - 1));
      return [...given.filter((_, i) => i !== drop), ...surname].join(' ');
    }
    case 'typo_sub':
    case 'typo_del':
    case 'typo_swap':
      return join(typo(natural, variant, rnd));
    case 'translit':
      return join(translit(natural, rnd));
    case 'initials': {
      const initial = (w: string) => `${w.charAt(0).toUpperCase()}.`;
      if (given.length >= 2) return [given[0], ...given.slice(1).map(initial), ...surname].join(' ');
      if (given.length === 1 && surname.length >= 2) return [initial(given[0]), ...surname].join(' ');
      return undefined;
    }
    case 'cyrillic':
      return natural.every(letters) ? natural.map((w) => w.split('-').map(toCyrillic).join('-')).join(' ') : undefined;
  }
}

/** Every applicable variant of every person (persons in input order, variants in ROBUSTNESS_VARIANTS order). */
export function generateRobustnessSet(people: ListedPerson[], seed = 1, variants: readonly RobustnessVariant[] = ROBUSTNESS_VARIANTS): RobustnessQuery[] {
  const out: RobustnessQuery[] = [];
  for (const p of people) {
    for (const v of variants) {
      const query = makeVariant(p, v, seed);
      if (query !== undefined && query.trim()) out.push({ id: p.id, variant: v, query, listed: p.name });
    }
  }
  return out;
}
