/**
 * Word features for the adverse-media classifier (pure, no I/O).
 *
 * `wordTokens(text)`: the text folded to ASCII with any-ascii ("Sotheby’s" -> "Sotheby's"), lower-cased,
 * possessive "'s" dropped, split on every non-alphanumeric character; tokens that are pure numbers, one
 * letter long, or English stop words are dropped; the rest are reduced to their Porter stem (the
 * `stemmer` package: "laundering" -> "launder", "charged" -> "charg").
 *
 * `termCounts(tokens, ngrams)`: word unigrams and, with `ngrams` 2, word bigrams of consecutive kept
 * tokens ("money launder"), counted. A bigram is written with one space between its two stems.
 *
 * `tfidfVector(counts, vocabulary, idf)`: sublinear term frequency (1 + ln tf) times the term's inverse
 * document frequency, L2-normalised over the terms that are in the vocabulary (terms outside it are
 * ignored). Returned as parallel arrays of vocabulary indices and values.
 */
import anyAscii from 'any-ascii';
import { stemmer } from 'stemmer';

// Common English function words (articles, pronouns, auxiliaries, prepositions, conjunctions). Words that
// carry adverse meaning or its negation ("against", "over", "not", "no") are deliberately not in the list.
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are aren as at be because been before being below between both
  but by can could did didn do does doesn doing don down during each few for from further had hadn has hasn have
  haven having he her here hers herself him himself his how i if in into is isn it its itself just me more most
  my myself now of off on once only or other our ours ourselves out own same she should so some such
  than that the their theirs them themselves then there these they this those through to too until up very was
  wasn we were weren what when where which while who whom why will with won would you your yours yourself
  yourselves s t ll re ve d m o y mr mrs ms said says say told according also one two three new`.split(/\s+/),
);

const MAX_TOKEN = 30;

/** Folded, stemmed content-word tokens of `text`, in text order. */
export function wordTokens(text: string): string[] {
  const folded = anyAscii(text).toLowerCase().replace(/'s\b/g, '').replace(/'/g, '');
  const out: string[] = [];
  for (const raw of folded.split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || raw.length > MAX_TOKEN || /^[0-9]+$/.test(raw) || STOP_WORDS.has(raw)) continue;
    out.push(stemmer(raw));
  }
  return out;
}

/** Unigram (and with `ngrams` = 2, bigram) counts of a token sequence. */
export function termCounts(tokens: readonly string[], ngrams: 1 | 2): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (t: string) => counts.set(t, (counts.get(t) ?? 0) + 1);
  for (let i = 0; i < tokens.length; i++) {
    add(tokens[i]);
    if (ngrams === 2 && i + 1 < tokens.length) add(`${tokens[i]} ${tokens[i + 1]}`);
  }
  return counts;
}

/** A sparse vector: indices into a vocabulary (ascending) and their values. */
export interface SparseVector {
  indices: Int32Array;
  values: Float64Array;
}

/**
 * TF-IDF vector of `counts` over `vocabulary` (term -> index; `idf[index]` its weight): sublinear tf,
 * L2-normalised. A document with no vocabulary term gives an empty vector.
 */
export function tfidfVector(counts: ReadonlyMap<string, number>, vocabulary: ReadonlyMap<string, number>, idf: ArrayLike<number>): SparseVector {
  const pairs: Array<[number, number]> = [];
  let norm = 0;
  for (const [term, tf] of counts) {
    const index = vocabulary.get(term);
    if (index === undefined) continue;
    const value = (1 + Math.log(tf)) * idf[index];
    pairs.push([index, value]);
    norm += value * value;
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return {
    indices: Int32Array.from(pairs, (p) => p[0]),
    values: Float64Array.from(pairs, (p) => p[1] * scale),
  };
}
