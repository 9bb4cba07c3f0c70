/**
 * The word patterns a tracked company's name gives the linker (linking.ts): the full name and its
 * distinctive head, each as folded words (screening/normalise.ts), with what the linker must check
 * before a match counts. Rules (all general, none per company):
 * - full name: the name's informative tokens, legal forms (and a web domain ending written in the
 *   name: "Amazon.com") left out (optional in the text), a leading
 *   "The" left out ("The Goldman Sachs Group" is written "Goldman Sachs Group"), and a number token
 *   kept as written (the screening normaliser reads "X Corp." as the roman numeral 10 and "First" as
 *   1; an article writes "X" and "First");
 * - distinctive head: the full name minus the screening engine's generic organisation words
 *   (`GENERIC_ORG_WORDS`: Electronics, Motor, Technology, Group, Holding, International, ...), when
 *   that removes something and leaves a head that does not start with a country or nationality
 *   ("Samsung Electronics" -> "Samsung", "Toyota Motor" -> "Toyota"; "Turkish Airlines" and "Saudi
 *   Arabian Oil" give none). Other words stay required, so "Samsung Biologics" and "Alibaba Health
 *   Information Technology" never link on "Samsung" or "Alibaba" alone;
 * - common: a one-word name or a head whose every word is an English word (the `word-list` package,
 *   about 274,000 words: the rarity measure) -> the common-word guard applies ("Target", "Cava", the
 *   head "Zoom Video"); a registered name of several words is specific as a whole ("Burger King");
 * - short: a one-word pattern of one or two characters ("X", "HP") -> only with its legal form, or, for
 *   two letters, written as an acronym ("BP" in capitals) in a sentence not itself in capitals.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import nationalities from 'i18n-nationality';
import wordListPath from 'word-list';
import { foldText, normaliseName } from '../screening/normalise.js';
import { toCountryCode } from '../lists/countries.js';

let englishWords: Set<string> | undefined;
/** The `word-list` package's English words, folded (loaded on first use). */
export function isEnglishWord(folded: string): boolean {
  englishWords ??= new Set(fs.readFileSync(wordListPath, 'utf8').split('\n').map((w) => w.trim().toUpperCase()));
  return englishWords.has(folded);
}

let nationalitiesLoaded = false;
/** A country name ("Canada") or nationality ("Turkish", "Saudi"): countries.ts, then i18n-nationality's English names. */
function isPlace(word: string): boolean {
  if (!nationalitiesLoaded) {
    nationalities.registerLocale(createRequire(import.meta.url)('i18n-nationality/langs/en.json'));
    nationalitiesLoaded = true;
  }
  return !!toCountryCode(word) || !!nationalities.getAlpha2Code(word, 'en');
}

// Legal forms the screening normaliser does not know yet (LEGAL_FORMS there): PBC, the US public
// benefit corporation (Delaware General Corporation Law § 362; "Anthropic PBC").
const MORE_LEGAL_FORMS = new Set(['PBC']);

export interface NamePattern {
  /** The name as tracked. */
  name: string;
  /** Folded words that must appear consecutively. */
  words: string[];
  /** Folded legal forms of the name (canonical and as written): one following the words confirms them. */
  legal: Set<string>;
  /** `full` name or distinctive `head` (module doc). */
  kind: 'full' | 'head';
  /** A one-word name or a head, every word an English word: the common-word guard applies (a registered name of several words is specific as a whole). */
  common: boolean;
  /** One word of at most two characters: links only with its legal form. */
  short: boolean;
}

/** The normalised tokens of `name` with each token's word as written in the folded name (number tokens keep "X", "FIRST"). */
function writtenTokens(name: string) {
  const folded = foldText(name).split(' ').filter(Boolean);
  const tokens = normaliseName(name, { type: 'company' }).tokens;
  let p = 0;
  return tokens.map((t) => {
    let written = t.raw || t.text;
    const at = folded.indexOf(written, p);
    if (at >= 0) p = at + 1;
    else if (folded.slice(p).join('').startsWith(written)) {
      for (let joined = ''; p < folded.length && joined !== written;) joined += folded[p++];
    } else if (p < folded.length) written = folded[p++]; // rewritten by the normaliser (numbers, abbreviations)
    return { ...t, written };
  });
}

/** The patterns of one name (module doc); none for a name of generic words only. */
export function namePatterns(name: string): NamePattern[] {
  const tokens = writtenTokens(name);
  // "Amazon.com, Inc.": a web domain ending written in the name is as optional as a legal form.
  const domain = new Set([...name.matchAll(/\w\.(com|net|org|io)\b/gi)].map((m) => m[1].toUpperCase()));
  const isLegal = (t: (typeof tokens)[number]) =>
    t.cls === 'legal' || (t !== tokens[0] && (MORE_LEGAL_FORMS.has(t.written) || domain.has(t.written)));
  const informative = tokens.filter((t) => !isLegal(t));
  while (informative.length > 1 && informative[0].written === 'THE') informative.shift();
  if (!informative.length || informative.every((t) => t.cls === 'generic')) return [];
  const legal = new Set(tokens.filter(isLegal).flatMap((t) => [t.text, t.raw, t.written]));
  const make = (words: string[], kind: NamePattern['kind']): NamePattern => ({
    name,
    words,
    legal,
    kind,
    common: (kind === 'head' || words.length === 1) && words.every(isEnglishWord),
    short: words.length === 1 && words[0].length <= 2,
  });
  const out = [make(informative.map((t) => t.written), 'full')];
  const head = informative.filter((t) => t.cls !== 'generic').map((t) => t.written);
  if (head.length && head.length < informative.length && !isPlace(head[0])) out.push(make(head, 'head'));
  return out;
}
