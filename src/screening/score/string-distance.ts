/**
 * String distances (pure, no knowledge of names): Jaro-Winkler similarity, Levenshtein distance, the
 * one-edit (Damerau) test and the Dice coefficient of two character multisets, with their reused scratch
 * buffers. Used by most modules of score/ (token rules and similarity, candidates, name rules, alignment);
 * `jaroWinkler`, `levenshtein` and `oneEdit` are re-exported by score.ts.
 */

let flagsA = new Uint8Array(64);
let flagsB = new Uint8Array(64);
/** Matched characters of the first string, in order (scratch for the bit-mask path of `jaroWinkler`). */
const matchedA = new Uint16Array(32);
/** Per ASCII character: bit j set when the second string has that character at position j (then cleared). */
const positions = new Int32Array(128);

/**
 * Jaro-Winkler similarity (0–1) with the standard prefix scale 0.1 and prefix length up to 4.
 * When the second string has at most 30 code units, all ASCII (every folded name token), its match
 * flags are one integer bit mask and each character of the first string finds its match - the first
 * unmatched equal character inside the window, as in the textbook loop - with one mask operation
 * (positions of that character, not yet matched, inside the window: lowest bit). Other strings take
 * the flag-array path; both give the same figure.
 */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  if (lb > 30) return jaroWinklerLong(a, b);
  let j = 0;
  for (; j < lb; j++) {
    const cb = b.charCodeAt(j);
    if (cb >= 128) break;
    positions[cb] |= 1 << j;
  }
  if (j < lb) {
    for (let k = 0; k < j; k++) positions[b.charCodeAt(k)] = 0;
    return jaroWinklerLong(a, b);
  }
  const r = ((la > lb ? la : lb) >> 1) - 1;
  const range = r > 0 ? r : 0;
  let fb = 0;
  let m = 0;
  for (let i = 0; i < la; i++) {
    const ca = a.charCodeAt(i);
    if (ca >= 128) continue;
    const lo = i > range ? i - range : 0;
    const hi = i + range < lb - 1 ? i + range : lb - 1;
    if (lo > hi) continue;
    // Bits lo..hi (hi <= 29).
    const window = ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1);
    const free = positions[ca] & window & ~fb;
    if (free !== 0) {
      fb |= free & -free;
      matchedA[m++] = ca;
    }
  }
  for (let k = 0; k < lb; k++) positions[b.charCodeAt(k)] = 0;
  if (m === 0) return 0;
  let t = 0;
  let k = 0;
  for (let jj = 0; jj < lb; jj++) {
    if ((fb & (1 << jj)) === 0) continue;
    if (b.charCodeAt(jj) !== matchedA[k]) t++;
    k++;
  }
  const jaro = (m / la + m / lb + (m - t / 2) / m) / 3;
  let p = 0;
  const maxP = la < lb ? (la < 4 ? la : 4) : lb < 4 ? lb : 4;
  while (p < maxP && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  return jaro + p * 0.1 * (1 - jaro);
}

/** `jaroWinkler` for long strings (flag arrays). */
function jaroWinklerLong(a: string, b: string): number {
  const la = a.length;
  const lb = b.length;
  if (la > flagsA.length || lb > flagsB.length) {
    flagsA = new Uint8Array(Math.max(la, lb) * 2);
    flagsB = new Uint8Array(Math.max(la, lb) * 2);
  }
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  const range = Math.max(0, (Math.max(la, lb) >> 1) - 1);
  let m = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - range);
    const hi = Math.min(lb - 1, i + range);
    const ca = a.charCodeAt(i);
    for (let j = lo; j <= hi; j++) {
      if (flagsB[j] === 0 && b.charCodeAt(j) === ca) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        m++;
        break;
      }
    }
  }
  if (m === 0) return 0;
  let t = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (flagsA[i] === 0) continue;
    while (flagsB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) t++;
    k++;
  }
  const jaro = (m / la + m / lb + (m - t / 2) / m) / 3;
  let p = 0;
  const maxP = Math.min(4, la, lb);
  while (p < maxP && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  return jaro + p * 0.1 * (1 - jaro);
}

/** Levenshtein edit distance (insert/delete/substitute, unit costs). */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (lb + 1 > levRowA.length) {
    levRowA = new Int32Array((lb + 1) * 2);
    levRowB = new Int32Array((lb + 1) * 2);
  }
  // Two rows of the DP table in reused scratch buffers (no allocation per call).
  let prev = levRowA;
  let cur = levRowB;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const del = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      const sub = prev[j - 1] + cost;
      cur[j] = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
    }
    const tmp = prev;
    prev = cur;
    cur = tmp;
  }
  return prev[lb];
}

let levRowA = new Int32Array(64);
let levRowB = new Int32Array(64);

/** Whether two different strings are one edit apart: a substitution, an insertion/deletion or two neighbours swapped (Damerau). */
export function oneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (a === b || Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // Compared in place (no slices: this runs for most token pairs of every scored name).
  if (la === lb) {
    if (sameFrom(a, i + 1, b, i + 1)) return true; // substitution
    return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2); // transposition
  }
  return la > lb ? sameFrom(a, i + 1, b, i) : sameFrom(a, i, b, i + 1); // deletion / insertion
}

/** Whether a.slice(i) === b.slice(j), without allocating. */
export function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/** Dice coefficient of two sorted character multisets (0–1). */
export function charDice(a: string, b: string): number {
  const ca = [...a];
  const cb = [...b];
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < ca.length && j < cb.length) {
    if (ca[i] === cb[j]) { common++; i++; j++; } else if (ca[i] < cb[j]) i++; else j++;
  }
  return (2 * common) / (ca.length + cb.length);
}
