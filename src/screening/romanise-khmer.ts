/**
 * Khmer names romanised for the matcher: UNGEGN (the BGN/PCGN 1972 system), as the "Khmer" part of
 * romanise.ts's module doc describes (its rules and sources are there). Pure, no I/O. Used by
 * romanise.ts.
 */

/** Khmer consonants (U+1780–U+17A2): UNGEGN value and series (1: a-series, inherent â; 2: o-series, inherent ô). */
const KHMER_CONSONANTS: Record<string, readonly [string, 1 | 2]> = {
  'ក': ['k', 1], 'ខ': ['kh', 1], 'គ': ['k', 2], 'ឃ': ['kh', 2], 'ង': ['ng', 2],
  'ច': ['ch', 1], 'ឆ': ['chh', 1], 'ជ': ['ch', 2], 'ឈ': ['chh', 2], 'ញ': ['nh', 2],
  'ដ': ['d', 1], 'ឋ': ['th', 1], 'ឌ': ['d', 2], 'ឍ': ['th', 2], 'ណ': ['n', 1],
  'ត': ['t', 1], 'ថ': ['th', 1], 'ទ': ['t', 2], 'ធ': ['th', 2], 'ន': ['n', 2],
  'ប': ['b', 1], 'ផ': ['ph', 1], 'ព': ['p', 2], 'ភ': ['ph', 2], 'ម': ['m', 2],
  'យ': ['y', 2], 'រ': ['r', 2], 'ល': ['l', 2], 'វ': ['v', 2],
  'ឝ': ['s', 1], 'ឞ': ['s', 1], 'ស': ['s', 1], 'ហ': ['h', 1], 'ឡ': ['l', 1], 'អ': ['', 1],
};
/** Second-series consonants that have a first-series twin: as a subscript they put a cluster in the second series. */
const KHMER_SERIES_SUBSCRIPT = new Set(['គ', 'ឃ', 'ជ', 'ឈ', 'ឌ', 'ឍ', 'ទ', 'ធ', 'ព', 'ភ']);
/** Dependent vowels (U+17B6–U+17C5): UNGEGN value after a first-series / second-series consonant, diacritics folded. */
const KHMER_VOWELS: Record<string, readonly [string, string]> = {
  'ា': ['a', 'ea'], 'ិ': ['e', 'i'], 'ី': ['ei', 'i'], 'ឹ': ['oe', 'eu'], 'ឺ': ['oe', 'eu'],
  'ុ': ['o', 'u'], 'ូ': ['o', 'u'], 'ួ': ['uo', 'uo'], 'ើ': ['aeu', 'eu'], 'ឿ': ['oea', 'oea'],
  'ៀ': ['ie', 'ie'], 'េ': ['e', 'e'], 'ែ': ['e', 'e'], 'ៃ': ['ai', 'ey'], 'ោ': ['ao', 'o'], 'ៅ': ['au', 'ou'],
};
/** Independent vowels (U+17A3–U+17B3), UNGEGN, diacritics folded. */
const KHMER_INDEPENDENT: Record<string, string> = {
  'ឣ': 'a', 'ឤ': 'a', 'ឥ': 'e', 'ឦ': 'ei', 'ឧ': 'o', 'ឨ': 'ok', 'ឩ': 'ou', 'ឪ': 'au', 'ឫ': 'roe', 'ឬ': 'roe',
  'ឭ': 'loe', 'ឮ': 'loe', 'ឯ': 'e', 'ឰ': 'ai', 'ឱ': 'ao', 'ឲ': 'ao', 'ឳ': 'au',
};
const KHMER_WORD = /[\u1780-\u17DD]+/gu;
const KHMER_COENG = '\u17D2';
/** Musĕkâtônd ៉ (first series: ប៉ "p") and treisâpt ៊ (second series). */
const KHMER_TO_FIRST = '\u17C9';
const KHMER_TO_SECOND = '\u17CA';
const KHMER_NIKAHIT = '\u17C6';
const KHMER_REAHMUK = '\u17C7';
/** Toandakhiat ៍: the consonant under it (with a vowel sign between) is silent. */
const KHMER_SILENT = /[\u1780-\u17A2][\u17B7\u17BB]?\u17CD/gu;

/** Whether the consonant at `i` of a Khmer word stands bare: no vowel sign, series sign or subscript after it. */
function khmerBare(cs: string[], i: number): boolean {
  if (KHMER_CONSONANTS[cs[i]] === undefined) return false;
  const next = cs[i + 1];
  return next === undefined || KHMER_CONSONANTS[next] !== undefined || KHMER_INDEPENDENT[next] !== undefined || next === '\u17CB';
}

/**
 * Whether the consonant at `i` of a Khmer word closes the syllable before it: it stands bare at the end
 * of the word or before a consonant that opens a syllable of its own (with a vowel sign, series sign
 * or subscript: សៀម·រាប SIEM REAB). Before a bare consonant it opens a syllable closed by that one
 * (សំ·ផន SAM PHAN, not SAMPH N); a Pali word's unwritten inherent vowel (សីហមុនី Seihâmŏni) is not read.
 */
function khmerFinalAt(cs: string[], i: number): boolean {
  if (!khmerBare(cs, i)) return false;
  const next = cs[i + 1];
  return next === undefined || next === '\u17CB' || KHMER_INDEPENDENT[next] !== undefined || !khmerBare(cs, i + 1);
}

/**
 * Khmer -> Latin (module doc: UNGEGN romanisation of Khmer, Report of the UN Group of Experts on
 * Geographical Names Working Group on Romanization Systems, after BGN/PCGN 1972).
 */
export function romaniseKhmer(input: string): string {
  return input.replace(KHMER_WORD, (word) => {
    const cs = [...word.replace(KHMER_SILENT, '')];
    let out = '';
    let i = 0;
    while (i < cs.length) {
      const c = cs[i];
      if (KHMER_INDEPENDENT[c] !== undefined) {
        out += KHMER_INDEPENDENT[c];
        i++;
        if (khmerFinalAt(cs, i)) out += KHMER_CONSONANTS[cs[i++]][0];
        continue;
      }
      const cons = KHMER_CONSONANTS[c];
      if (cons === undefined) { i++; continue; } // other signs (bântăk, robat...) carry no letter here
      // Onset: the consonant, a series sign, subscript consonants (coeng + consonant).
      let value = cons[0];
      let series = cons[1];
      i++;
      // (A series sign is typed before or after the subscripts.)
      for (;;) {
        if (cs[i] === KHMER_TO_FIRST) { if (c === 'ប') value = value === 'b' ? 'p' : value; series = 1; i++; }
        else if (cs[i] === KHMER_TO_SECOND) { series = 2; i++; }
        else if (cs[i] === KHMER_COENG && KHMER_CONSONANTS[cs[i + 1]] !== undefined) {
          value += KHMER_CONSONANTS[cs[i + 1]][0];
          if (KHMER_SERIES_SUBSCRIPT.has(cs[i + 1])) series = 2;
          i += 2;
        } else break;
      }
      const v = KHMER_VOWELS[cs[i]];
      if (v !== undefined) {
        // ាំ after a second-series consonant is "oam" (UNGEGN).
        out += value + (cs[i] === 'ា' && series === 2 && cs[i + 1] === KHMER_NIKAHIT ? 'o' : '') + v[series - 1];
        i++;
      } else if (cs[i] !== KHMER_NIKAHIT && cs[i] !== KHMER_REAHMUK && !khmerFinalAt(cs, i)) {
        // An open syllable: the inherent vowel (â / ô), or nothing for a lone final letter.
        out += value + (out === '' || i < cs.length ? (series === 1 ? 'a' : 'o') : '');
        continue;
      } else {
        // The inherent vowel before a nikahit, reahmuk or final consonant: âm / um, ăh / eăh, â / ô.
        const nasal = cs[i] === KHMER_NIKAHIT;
        out += value + (nasal ? (series === 1 ? 'a' : 'u') : cs[i] === KHMER_REAHMUK ? (series === 1 ? 'a' : 'ea') : series === 1 ? 'a' : 'o');
      }
      if (cs[i] === KHMER_NIKAHIT) { out += 'm'; i++; }
      if (cs[i] === KHMER_REAHMUK) { out += 'h'; i++; }
      if (khmerFinalAt(cs, i)) out += KHMER_CONSONANTS[cs[i++]][0];
    }
    return out;
  });
}
