/**
 * Legal forms written with a typing error or in another romanisation (rule 5 of normalise.ts): a
 * long one-word form with a typo (`fuzzyLegal`), the words of a name as the legal-form phrases are
 * matched against (`phraseWords`), and the small Jaro-Winkler both use (`simpleJw`). Used by
 * pipeline.ts.
 */
import { LEGAL_FORMS, LONG_POST_SOVIET_WORDS, POST_SOVIET_SPELLING } from './legal-forms.js';
import { LEGAL_FORM_CODE } from './numbers.js';

const LONG_LEGAL = Object.keys(LEGAL_FORMS).filter((k) => k.length >= 9);

/** A long legal-form word with a typo ("AKTIENGESELSCHAFT") -> its canonical code; else undefined. */
export function fuzzyLegal(t: string): string | undefined {
  if (t.length < 9 || LEGAL_FORM_CODE.has(t)) return undefined;
  for (const k of LONG_LEGAL) {
    if (k[0] === t[0] && Math.abs(k.length - t.length) <= 2 && simpleJw(k, t) >= 0.95) return k;
  }
  return undefined;
}

/**
 * The words of an organisation's name as legal-form phrases are matched against (`LEGAL_PHRASES`): a
 * word of a post-Soviet legal form in any of its romanised spellings -> its canonical spelling
 * (`POST_SOVIET_SPELLING`), and one of its long words (11 letters or more) with a typing error
 * ("ORGRANICHENNOI", "OTVETSVENNOSTYU": Jaro-Winkler >= 0.93, same first letter, at most two letters
 * longer or shorter) too. Every other word is itself; `raw` itself is returned when no word changes.
 * Only phrase matching reads these spellings: a word outside a phrase keeps its own.
 */
export function phraseWords(raw: string[]): string[] {
  let out: string[] | undefined;
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    let w = POST_SOVIET_SPELLING.get(t);
    if (w === undefined && t.length >= 11 && !LEGAL_FORM_CODE.has(t)) {
      for (const k of LONG_POST_SOVIET_WORDS) {
        if (k[0] === t[0] && Math.abs(k.length - t.length) <= 2 && simpleJw(k, t) >= 0.93) { w = k; break; }
      }
    }
    if (w === undefined || w === t) continue;
    if (out === undefined) out = raw.slice();
    out[i] = w;
  }
  return out ?? raw;
}

/** Minimal Jaro-Winkler used only for fuzzy legal forms (the scorer has the optimised one). */
function simpleJw(a: string, b: string): number {
  const range = Math.max(0, (Math.max(a.length, b.length) >> 1) - 1);
  const fa = new Array<boolean>(a.length).fill(false);
  const fb = new Array<boolean>(b.length).fill(false);
  let m = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - range); j <= Math.min(b.length - 1, i + range); j++) {
      if (!fb[j] && a[i] === b[j]) { fa[i] = fb[j] = true; m++; break; }
    }
  }
  if (m === 0) return 0;
  let t = 0;
  for (let i = 0, k = 0; i < a.length; i++) {
    if (!fa[i]) continue;
    while (!fb[k]) k++;
    if (a[i] !== b[k]) t++;
    k++;
  }
  const j = (m / a.length + m / b.length + (m - t / 2) / m) / 3;
  let p = 0;
  while (p < 4 && p < a.length && p < b.length && a[p] === b[p]) p++;
  return j + p * 0.1 * (1 - j);
}
