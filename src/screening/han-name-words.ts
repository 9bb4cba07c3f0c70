/**
 * The shape of a person's name typed in Han characters, shared by the readings of such a name in
 * Korean (hanja-reading.ts) and in Cantonese (cantonese-reading.ts): one run of characters, or two
 * words (surname, given name). Pure; never throws.
 */

/** A Han character anywhere (compatibility ideographs included): the first, cheap test. */
const HAN_ANY = /\p{Script=Han}/u;
/** Han characters only (the words joined). */
const HAN_ONLY = /^\p{Script=Han}+$/u;

/**
 * The characters of a name made of Han characters in one word or two (`chars`, one string per
 * character, counted in code points), and the surname's length when a space gives it (`spaced`: the
 * first word's), or undefined when the name has another character or more than two words. NFKC first:
 * Korean text writes a character read two ways with a compatibility ideograph (李 U+F9E1 for 리), which
 * NFKC makes the unified character (李 U+674E).
 */
export function hanNameWords(name: string): { chars: string[]; spaced: number | undefined } | undefined {
  // Most names hold no Han character: one test, before NFKC and the split (this runs for every query).
  if (!HAN_ANY.test(name)) return undefined;
  const words = name.normalize('NFKC').trim().split(/\s+/);
  if (words.length > 2) return undefined;
  const joined = words.join('');
  if (!HAN_ONLY.test(joined)) return undefined;
  return { chars: [...joined], spaced: words.length === 2 ? [...words[0]].length : undefined };
}
