/**
 * 64-bit SimHash fingerprints of article text (Charikar 2002, "Similarity estimation techniques from
 * rounding algorithms"; used for near-duplicate web pages by Manku, Jain and Das Sarma 2007,
 * "Detecting near-duplicates for web crawling"). Each feature is hashed to 64 bits; bit i of the
 * fingerprint is 1 when more features have bit i set than not. Two texts' fingerprints differ in
 * about `64 · θ / π` bits, θ the angle between their feature vectors, so the Hamming distance
 * estimates how different the texts are.
 *
 * Features: the classifier's word tokens of the English title + snippet (`wordTokens`: any-ascii
 * folding, lower case, stop words and numbers out, Porter stems), each distinct token once (a set,
 * weight 1). Unigrams, not shingles: headlines are short, and a rewritten headline ("Trump: Send
 * Warships to Reopen Hormuz" / "Trump Calls for Countries to Help Reopen Hormuz") keeps its words
 * but not its word pairs. Texts with fewer than `MIN_SIMHASH_TOKENS` tokens get no fingerprint (a
 * headline of two words says too little to call two articles the same story).
 *
 * PostgreSQL stores the fingerprint as a signed `bigint` (migration 020): `toSignedBigint` /
 * `fromSignedBigint` convert; in memory it is two unsigned 32-bit halves, for a fast popcount.
 */
import { wordTokens } from './text-features.js';

/** Fewest distinct tokens a text needs for a fingerprint. */
export const MIN_SIMHASH_TOKENS = 4;

/** A 64-bit fingerprint as two unsigned 32-bit halves. */
export interface Fingerprint {
  hi: number;
  lo: number;
}

/** FNV-1a 32-bit over the UTF-16 code units of `s`, from `seed`. */
function fnv1a(s: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // Final avalanche (murmur3 fmix32): FNV's low bits mix poorly for short strings.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** The distinct features of `text` (module doc). */
export function simhashFeatures(text: string): string[] {
  return [...new Set(wordTokens(text))];
}

/** SimHash of `features` (each weight 1); null when there are fewer than `MIN_SIMHASH_TOKENS`. */
export function simhashOfFeatures(features: readonly string[]): Fingerprint | null {
  if (features.length < MIN_SIMHASH_TOKENS) return null;
  const v = new Int32Array(64);
  for (const f of features) {
    const hi = fnv1a(f, 0x811c9dc5);
    const lo = fnv1a(f, 0x050c5d1f);
    for (let b = 0; b < 32; b++) {
      v[b] += (hi >>> b) & 1 ? 1 : -1;
      v[32 + b] += (lo >>> b) & 1 ? 1 : -1;
    }
  }
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 32; b++) {
    if (v[b] > 0) hi |= 1 << b;
    if (v[32 + b] > 0) lo |= 1 << b;
  }
  return { hi: hi >>> 0, lo: lo >>> 0 };
}

/** SimHash of an article's English title + snippet (module doc); null when too short. */
export function articleSimhash(title: string, snippet: string): Fingerprint | null {
  return simhashOfFeatures(simhashFeatures(`${title}\n${snippet}`));
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Bits in which `a` and `b` differ (0–64). */
export function hammingDistance(a: Fingerprint, b: Fingerprint): number {
  return popcount32((a.hi ^ b.hi) >>> 0) + popcount32((a.lo ^ b.lo) >>> 0);
}

/** The fingerprint as PostgreSQL's signed bigint, written as a decimal string (exact; JSON-safe). */
export function toSignedBigint(f: Fingerprint): string {
  return BigInt.asIntN(64, (BigInt(f.hi) << 32n) | BigInt(f.lo)).toString();
}

/** A stored signed bigint (string, bigint or number as a driver returns it) back to a fingerprint. */
export function fromSignedBigint(value: string | bigint | number): Fingerprint {
  const u = BigInt.asUintN(64, BigInt(value));
  return { hi: Number(u >> 32n), lo: Number(u & 0xffffffffn) };
}
