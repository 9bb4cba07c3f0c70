/**
 * Devanagari romanisation of names (pure, no I/O): Hindi, Nepali and Marathi names as they are spelt
 * in Latin letters. any-ascii writes each consonant letter without the vowel it carries (भरत "bhrt",
 * प्रसाद "prsad"), so a name read that way meets no Latin spelling of it; this module reads the script
 * as an abugida. Source: the Hunterian transliteration (the Government of India's romanisation of
 * Indian names, and Nepal's customary one), as in ALA-LC "Hindi" and "Nepali" romanisation tables
 * without diacritics; schwa deletion after M. Ohala, "Aspects of Hindi Phonology" (1983).
 *
 * - A consonant letter carries the inherent vowel "a" unless a vowel sign (matra) or the virama ्
 *   follows it: भरत bharat, बहादुर bahadur, कृष्ण krishna.
 * - Schwa deletion: a word's last consonant loses its inherent "a" (भरत bharat, प्रसाद prasad), unless
 *   it closes a consonant cluster (कृष्ण krishna, आदित्य aditya, चन्द्र chandra); inside a word an inherent
 *   "a" between a vowel and a consonant followed by a vowel is dropped (Ohala's rule V C _ C V: बलबीर
 *   balbir, अनारकली anarkali), scanning left to right.
 * - Letters as in Hunterian spelling: च ch, छ chh, श and ष sh, ज्ञ gy (as Hindi and Nepali pronounce it:
 *   ज्ञान Gyan), क्ष ksh, ऋ and ृ ri, व v, the nukta letters क़ q, ख़ kh, ग़ gh, ज़ z, ड़ r, ढ़ rh, फ़ f;
 *   long and short vowels alike (आ, ा a; ई, ी i; ऊ, ू u), ऐ ai, औ au; anusvara ं n (m before p, ph, b,
 *   bh, m; ng before h: सिंह Singh), chandrabindu ँ n, visarga ः h.
 * - Titles: मा. and माननीय (Honourable, as Nepal's Constituent Assembly lists its members), श्री,
 *   श्रीमती, सुश्री (Shri, Shrimati, Sushri), डा. and डॉ. (Dr) are written "hon" or "dr", titles the
 *   normaliser drops; a title written against the name (मा.अजय) is its own word.
 * - Initials spelt as English letter names with a full stop (के. सी. K. C., जी. पी. G. P.) are the
 *   letters: Hindi and Nepali write Latin initials by their English names.
 */

const VIRAMA = '\u094D';
const NUKTA = '\u093C';

/** Consonant letters (U+0915–U+0939) and their Hunterian values. */
const CONSONANTS: Record<string, string> = {
  'क': 'k', 'ख': 'kh', 'ग': 'g', 'घ': 'gh', 'ङ': 'ng', 'च': 'ch', 'छ': 'chh', 'ज': 'j', 'झ': 'jh', 'ञ': 'n',
  'ट': 't', 'ठ': 'th', 'ड': 'd', 'ढ': 'dh', 'ण': 'n', 'त': 't', 'थ': 'th', 'द': 'd', 'ध': 'dh', 'न': 'n',
  'प': 'p', 'फ': 'ph', 'ब': 'b', 'भ': 'bh', 'म': 'm', 'य': 'y', 'र': 'r', 'ल': 'l', 'ळ': 'l', 'व': 'v',
  'श': 'sh', 'ष': 'sh', 'स': 's', 'ह': 'h',
};
/** Consonants with the nukta (precomposed U+0958–U+095F, or base letter + ़). */
const NUKTA_CONSONANTS: Record<string, string> = {
  'क': 'q', 'ख': 'kh', 'ग': 'gh', 'ज': 'z', 'ड': 'r', 'ढ': 'rh', 'फ': 'f', 'य': 'y',
};
const PRECOMPOSED_NUKTA: Record<string, string> = {
  '\u0958': 'क', '\u0959': 'ख', '\u095A': 'ग', '\u095B': 'ज', '\u095C': 'ड', '\u095D': 'ढ', '\u095E': 'फ', '\u095F': 'य',
};
/** Vowel signs (matras). */
const MATRAS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॄ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au',
  'ॅ': 'e', 'ॉ': 'o', 'ॆ': 'e', 'ॊ': 'o',
};
/** Independent vowels. */
const VOWELS: Record<string, string> = {
  'अ': 'a', 'आ': 'a', 'इ': 'i', 'ई': 'i', 'उ': 'u', 'ऊ': 'u', 'ऋ': 'ri', 'ॠ': 'ri', 'ऌ': 'li', 'ए': 'e', 'ऐ': 'ai',
  'ओ': 'o', 'औ': 'au', 'ऑ': 'o', 'ऍ': 'e', 'ऎ': 'e', 'ऒ': 'o',
};
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm']);

/**
 * English letter names in Devanagari (Hindi and Nepali spelling, the final long ī also written short:
 * सी / सि) -> the letter, for initials.
 */
const LETTER_NAMES: Record<string, string> = {
  'ए': 'a', 'बी': 'b', 'बि': 'b', 'सी': 'c', 'सि': 'c', 'डी': 'd', 'डि': 'd', 'ई': 'e', 'एफ': 'f', 'जी': 'g',
  'जि': 'g', 'एच': 'h', 'आई': 'i', 'जे': 'j', 'के': 'k', 'एल': 'l', 'एम': 'm', 'एन': 'n', 'ओ': 'o', 'पी': 'p',
  'पि': 'p', 'क्यू': 'q', 'आर': 'r', 'एस': 's', 'टी': 't', 'टि': 't', 'यू': 'u', 'वी': 'v', 'भी': 'v',
  'डब्लु': 'w', 'डब्ल्यू': 'w', 'एक्स': 'x', 'वाई': 'y', 'जेड': 'z',
};
/** Titles (module doc) -> a Latin title the normaliser drops. Dotted abbreviations include their stop. */
const TITLES: Record<string, string> = {
  'मा.': 'hon', 'माननीय': 'hon', 'मान्नीय': 'hon', 'श्री': 'hon', 'श्रीमती': 'hon', 'सुश्री': 'hon',
  'डा.': 'dr', 'डॉ.': 'dr',
};
/** The abbreviated titles written without their stop, read as titles only before the name (मा कमला). */
const LEADING_TITLES: Record<string, string> = { 'मा': 'hon', 'डा': 'dr', 'डॉ': 'dr' };
/** A dotted title written against the next word (मा.अजय). */
const TITLE_PREFIX = /(^|[^\u0900-\u097F])(मा\.|डा\.|डॉ\.)\s*(?=[\u0900-\u097F])/gu;

/** A word: Devanagari letters and signs (with ZWJ / ZWNJ, which only shape conjuncts), and a stop after it. */
const DEVANAGARI_WORD = /[\u0900-\u0963\u0971-\u097F\u200C\u200D]+\.?/gu;

/** One unit of a word: a consonant (with its vowel, '' for none yet decided) or an independent vowel. */
interface Unit {
  /** Latin consonant ('' for an independent vowel). */
  c: string;
  /** Latin vowel after it: a matra's or independent vowel's value, 'a' inherent, '' after the virama. */
  v: string;
  /** Whether `v` is the inherent vowel (may be deleted). */
  inherent: boolean;
  /** Whether the consonant is joined to the one before it by the virama (a cluster). */
  clustered: boolean;
  /** Nasal or visarga after the vowel ('n' / 'm' / 'h'), written after it. */
  coda: string;
}

/** Romanise one Devanagari word (no title, no stop); module doc. */
function romaniseWord(word: string): string {
  const cs = [...word.normalize('NFC')];
  const units: Unit[] = [];
  for (let i = 0; i < cs.length; i++) {
    let ch = cs[i];
    const pre = PRECOMPOSED_NUKTA[ch];
    let nukta = false;
    if (pre !== undefined) { ch = pre; nukta = true; }
    if (CONSONANTS[ch] !== undefined) {
      if (cs[i + 1] === NUKTA) { nukta = true; i++; }
      const c = nukta ? NUKTA_CONSONANTS[ch] ?? CONSONANTS[ch] : CONSONANTS[ch];
      const prev = units[units.length - 1];
      const clustered = prev !== undefined && prev.c !== '' && prev.v === '' && !prev.inherent;
      units.push({ c, v: 'a', inherent: true, clustered, coda: '' });
      continue;
    }
    const last = units[units.length - 1];
    if (ch === VIRAMA) { if (last) { last.v = ''; last.inherent = false; } continue; }
    if (MATRAS[ch] !== undefined) { if (last) { last.v = MATRAS[ch]; last.inherent = false; } continue; }
    if (VOWELS[ch] !== undefined) { units.push({ c: '', v: VOWELS[ch], inherent: false, clustered: false, coda: '' }); continue; }
    if (ch === 'ं' || ch === 'ँ') { if (last) { last.coda = 'n'; last.inherent = false; } continue; }
    if (ch === 'ः') { if (last) last.coda = 'h'; continue; }
    // Other signs (avagraha, danda, digits, ...) are left out.
  }
  // ज्ञ is read gy, क्ष ksh: the cluster's letters already give k + sh; ज + ञ is rewritten.
  for (let i = 1; i < units.length; i++) if (units[i].clustered && units[i - 1].c === 'j' && units[i].c === 'n') { units[i - 1].c = 'g'; units[i].c = 'y'; }
  const n = units.length;
  // Final schwa: deleted unless the last consonant closes a cluster.
  const lastUnit = units[n - 1];
  if (n > 1 && lastUnit.inherent && lastUnit.c !== '' && !lastUnit.clustered) lastUnit.v = '';
  // Medial schwa (Ohala): V C _ C V, left to right, never in the first unit.
  for (let i = 1; i + 1 < n; i++) {
    const u = units[i];
    if (!u.inherent || u.c === '' || u.coda !== '') continue;
    const before = units[i - 1];
    const after = units[i + 1];
    const vowelBefore = before.v !== '' || before.coda !== '';
    if (vowelBefore && after.c !== '' && !after.clustered && after.v !== '') u.v = '';
  }
  let out = '';
  for (let i = 0; i < n; i++) {
    const u = units[i];
    out += u.c + u.v;
    if (u.coda === 'n') {
      const next = units[i + 1];
      // Before ha the anusvara is the velar nasal, written ng (सिंह Singh, सिंहदरबार Singhadarbar).
      out += next !== undefined && LABIALS.has(next.c) ? 'm' : next !== undefined && next.c === 'h' ? 'ng' : 'n';
    } else out += u.coda;
  }
  return out;
}

/**
 * Indices of the words that stand in runs of two or more English letter names (`isLetterName`), which
 * no name is made of: initials written without stops (के सी K C).
 */
function letterNameRuns(words: readonly string[], isLetterName: (word: string) => boolean): Set<number> {
  const runs = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    let j = i;
    while (j < words.length && isLetterName(words[j])) j++;
    if (j - i >= 2) for (let k = i; k < j; k++) runs.add(k);
    i = Math.max(i, j - 1);
  }
  return runs;
}

/** What `readWords` tells the reader of one word. */
export interface WordToRead {
  /** The word without the full stop after it. */
  bare: string;
  /** Whether a full stop followed it (an abbreviation or an initial). */
  dotted: boolean;
  /** Whether only titles came before it (a title written without its stop counts only there). */
  leading: boolean;
  /** Whether it stands in a run of two or more letter names (`letterNameRuns`: initials). */
  inLetterRun: boolean;
}

/**
 * Rewrite each word `wordRe` (global; a word and an optional stop) matches in `text` with `read`, the
 * text between words left as it is. `isLetterName(bare)` tells the English letter names, for the runs
 * of initials; `read` returns the word's Latin text and whether it was a title (a word after anything
 * else is no longer `leading`). The reading of Devanagari and of Tamil and Sinhala names
 * (romanise-tamil-sinhala.ts) share this frame.
 */
export function readWords(
  text: string,
  wordRe: RegExp,
  isLetterName: (bare: string) => boolean,
  read: (word: WordToRead) => { latin: string; title: boolean },
): string {
  const words = [...text.matchAll(wordRe)];
  const bareOf = (w: string) => (w.endsWith('.') ? w.slice(0, -1) : w);
  const runs = letterNameRuns(words.map((m) => bareOf(m[0])), isLetterName);
  let out = '';
  let last = 0;
  let leading = true;
  words.forEach((m, i) => {
    const w = m[0];
    const r = read({ bare: bareOf(w), dotted: w.endsWith('.'), leading, inLetterRun: runs.has(i) });
    leading &&= r.title;
    out += text.slice(last, m.index) + r.latin;
    last = (m.index ?? 0) + w.length;
  });
  return out + text.slice(last);
}

/**
 * Romanise the Devanagari words of a string (module doc); other characters are left as they are.
 * "मा.बल बहादुर के. सी." -> "hon bal bahadur k. c.". Titles: dotted or spelt out anywhere, an
 * abbreviation without its stop only before the name (मा कमला); initials: a letter name with a stop,
 * or two or more letter names in a row (के सी K C), which no name is made of.
 */
export function romaniseDevanagari(input: string): string {
  const text = input.replace(TITLE_PREFIX, '$1$2 ');
  return readWords(text, DEVANAGARI_WORD, (bare) => LETTER_NAMES[bare] !== undefined, ({ bare, dotted, leading, inLetterRun }) => {
    const title = (dotted ? TITLES[`${bare}.`] : undefined) ?? TITLES[bare] ?? (leading ? LEADING_TITLES[bare] : undefined);
    if (title !== undefined) return { latin: title, title: true };
    const stop = dotted ? '.' : '';
    if ((dotted || inLetterRun) && LETTER_NAMES[bare] !== undefined) return { latin: LETTER_NAMES[bare] + stop, title: false };
    return { latin: romaniseWord(bare) + stop, title: false };
  });
}
