/**
 * Whether a Latin spelling fits an abjad spelling (Arabic, Persian, Hebrew romanised by romanise.ts),
 * consonant by consonant and written long vowel by long vowel (pure, no I/O; memoised, bounded):
 *   `latinShape(text)`          the Latin token's consonant classes and vowels;
 *   `abjadPattern(abjadText)`   the pattern of the Latin spellings an abjad token allows;
 *   `abjadFits(abjad, latin)`   the two together, with English spellings read as pronounced
 *                               (`englishReadings`, `englishKey`) when the spelling itself does not fit.
 * The keys these checks confirm are in cross-script.ts; used by the scorer (score/) and the index
 * (index-skeleton-keys.ts). Every rule is general (letter classes and the scripts' spelling rules);
 * none names a person.
 */
import { ABD_ASSIMILATED, abjadKey, DIN_LATIN, PROTHETIC_ALIF, TA_MARBUTA_AT } from './cross-script.js';

/** Consonant class of a letter or digraph for the abjad matcher: the classes of `phoneticKey`, but Z and GH have their own (`ABJAD_UNIT`). */
const ABJAD_CLASS: Record<string, string> = {
  B: 'P', P: 'P', F: 'F', V: 'F', T: 'T', D: 'T', TH: 'T', DH: 'T', K: 'K', G: 'K', Q: 'K', C: 'K', KH: 'K',
  GH: 'G', CK: 'K', S: 'S', Z: 'Z', SH: 'S', CH: 'S', X: 'S', J: 'J', ZH: 'J', DJ: 'J', H: 'H', L: 'L',
  M: 'M', N: 'N', R: 'R', PH: 'F',
};
/**
 * Latin shapes (`latinShape`) an abjad consonant allows besides its own class. The voiced z is a shape of
 * its own in a Latin spelling: zay (Z) is a Latin z or s; sin and sad (S) an s only, but for the s of
 * Hebrew tsadi (romanised TS: KATZ, TZVI), which is also z (`abjadMatcher`); shin and che (SH, CH) any
 * other sibilant (sh, ch, sch, s) but no z; ghayn (GH) a g or gh, never a k, c or q. Dhal, dad, zah and
 * tha keep their readings d/t/s/z. The standard romanisations (ALA-LC, BGN/PCGN, DIN 31635) write sin
 * and sad s, zay z, shin sh, ghayn gh; the popular spellings add the French ch and German sch for shin.
 */
const ABJAD_UNIT: Record<string, string> = { Z: '[SZ]' };
const DIGRAPHS = new Set(['TH', 'DH', 'KH', 'GH', 'SH', 'CH', 'ZH', 'DJ', 'CK', 'PH']);
const LATIN_VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/**
 * Shape of a Latin-script token for the abjad matcher: consonants as their `phoneticKey` class
 * (upper case; repeated consonants once), vowels as lower-case letters; W is the consonant class F
 * before a vowel or word-initially and the vowel "u" otherwise; Y is a consonant before a vowel and the
 * vowel "i" otherwise; a final H after a vowel is silent (-AH/-EH); G and GH are their own class "G"
 * (fitting ghayn, k-class letters and jim, `abjadPattern`), Z its own class "Z" (fitting zay, not sin,
 * sad or shin: `ABJAD_UNIT`); C before E/I/Y is S (French and Spanish soft c: LOUNICI).
 * "MUHAMMAD" -> "MuHaMaT", "YUSUF" -> "YuSuF", "DAWOOD" -> "TaFooT", "ZAKARIA" -> "ZaKaRia".
 */
export function latinShape(text: string): string {
  let out = '';
  let last = '';
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text[i];
    const next = text[i + 1] ?? '';
    const nextVowel = LATIN_VOWELS.has(next) || next === 'Y';
    if (LATIN_VOWELS.has(c)) { out += c.toLowerCase(); last = ''; continue; }
    if (c === 'Y') { if (nextVowel && next !== 'Y') { if (last !== 'Y') out += 'Y'; last = 'Y'; } else { out += 'i'; last = ''; } continue; }
    if (c === 'W') { if (nextVowel || i === 0) { if (last !== 'F') out += 'F'; last = 'F'; } else { out += 'u'; last = ''; } continue; }
    if (c === 'H' && i === n - 1 && i > 0 && out.length > 0 && /[a-z]$/.test(out)) continue;
    const di = c + next;
    let cls: string | undefined;
    if (DIGRAPHS.has(di)) { cls = ABJAD_CLASS[di]; i++; } else if (c === 'G') cls = 'G';
    else cls = c === 'C' && (next === 'E' || next === 'I' || next === 'Y') ? 'S' : ABJAD_CLASS[c] ?? c;
    if (cls !== last) out += cls;
    last = cls;
  }
  return out;
}

/**
 * An abjad token's pattern (`abjadPattern`): its source, the RegExp (made on first use, null until
 * then), and the letters written anywhere in the source as bit masks (`upper`: bit c - 65 for 'A'..'Z',
 * `lower`: bit c - 97 for 'a'..'z'; both -1, every letter, if the source holds a `.`, an escape or a
 * range). The pattern is anchored and built only of literal letters, `[...]` classes without ranges,
 * groups, alternations, quantifiers and a lookahead, so a Latin shape holding a letter outside the
 * masks cannot match: `fitsNow` answers false without running the regex (which V8 compiles on its
 * first runs, about 0.1 ms each, and most patterns only ever meet shapes that do not fit).
 */
interface AbjadMatcher {
  src: string;
  re: RegExp | null;
  upper: number;
  lower: number;
  /**
   * The source parsed for `matchNode` on first use (undefined until then: a pattern the letter masks
   * always reject holds no parse), null when it holds a construct `parsePattern` does not read (the
   * RegExp decides).
   */
  prog: PatNode | null | undefined;
}

/**
 * A parsed pattern (`parsePattern`): `c` a character class (its character codes) taken once, `q` its
 * quantifier ('' once, '?', '*', '+'); `s` a sequence; `a` alternatives; `g` a group with a quantifier;
 * `n` a negative lookahead; `^`/`$` the anchors.
 */
type PatNode =
  | { k: 'c'; codes: number[]; q: string }
  | { k: 's'; items: PatNode[] }
  | { k: 'a'; alts: PatNode[] }
  | { k: 'g'; body: PatNode; q: string }
  | { k: 'n'; body: PatNode }
  | { k: '^' }
  | { k: '$' };

/**
 * Parses a regular expression source made of letters, `[...]` classes of letters, `(?:...)` groups,
 * `(?!...)` lookaheads, `|`, the anchors and the quantifiers `?`, `*`, `+` (what `abjadMatcher` writes);
 * null for anything else (`.`, escapes, ranges, negated classes, counted or lazy quantifiers).
 */
function parsePattern(src: string): PatNode | null {
  let i = 0;
  const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const quant = () => {
    const c = src[i];
    if (c === '?' || c === '*' || c === '+') {
      i++;
      if (src[i] === '?' || src[i] === '*' || src[i] === '+' || src[i] === '{') throw new Error('unsupported');
      return c;
    }
    if (c === '{') throw new Error('unsupported');
    return '';
  };
  const alt = (): PatNode => {
    const alts: PatNode[] = [seq()];
    while (src[i] === '|') { i++; alts.push(seq()); }
    return alts.length === 1 ? alts[0] : { k: 'a', alts };
  };
  const seq = (): PatNode => {
    const items: PatNode[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      const c = src[i];
      if (c === '^' || c === '$') { items.push({ k: c }); i++; continue; }
      if (c === '(') {
        const neg = src.startsWith('(?!', i);
        if (!neg && !src.startsWith('(?:', i)) throw new Error('unsupported');
        i += 3;
        const body = alt();
        if (src[i] !== ')') throw new Error('unsupported');
        i++;
        if (neg) { items.push({ k: 'n', body }); continue; }
        items.push({ k: 'g', body, q: quant() });
        continue;
      }
      const codes: number[] = [];
      if (c === '[') {
        for (i++; i < src.length && src[i] !== ']'; i++) {
          if (!isLetter(src.charCodeAt(i))) throw new Error('unsupported');
          codes.push(src.charCodeAt(i));
        }
        if (src[i] !== ']' || codes.length === 0) throw new Error('unsupported');
        i++;
      } else if (isLetter(src.charCodeAt(i))) {
        codes.push(src.charCodeAt(i));
        i++;
      } else throw new Error('unsupported');
      items.push({ k: 'c', codes, q: quant() });
    }
    return items.length === 1 ? items[0] : { k: 's', items };
  };
  try {
    const node = alt();
    return i === src.length ? node : null;
  } catch {
    return null;
  }
}

/** Positions of each character code (< 128) in the subject of `matchNode`, one bit a position (scratch, cleared after each match). */
const AT = new Int32Array(128);
/** Longest subject `patternTest` reads (its positions 0..length must fit 31 bits); longer ones go to the RegExp. */
const MAX_SUBJECT = 29;

/** Bits of the positions at which a character of `codes` stands (`AT`). */
function classBits(codes: number[]): number {
  let m = 0;
  for (let i = 0; i < codes.length; i++) m |= AT[codes[i]];
  return m;
}

/**
 * The end positions (bits) that `node` reaches in the subject from the start positions `from` (bits),
 * `end` the subject's length. Following every alternative at once, this answers whether some match
 * exists, as `RegExp.test` does (backtracking order only chooses which match it reports).
 */
function matchNode(node: PatNode, from: number, end: number): number {
  switch (node.k) {
    case 'c': {
      const cls = classBits(node.codes);
      if (node.q === '') return (from & cls) << 1;
      let reach = node.q === '+' ? (from & cls) << 1 : from;
      if (node.q === '?') return from | ((from & cls) << 1);
      for (let step = reach; step !== 0; ) {
        step = ((step & cls) << 1) & ~reach;
        reach |= step;
      }
      return reach;
    }
    case 's': {
      let m = from;
      for (let i = 0; i < node.items.length && m !== 0; i++) m = matchNode(node.items[i], m, end);
      return m;
    }
    case 'a': {
      let m = 0;
      for (let i = 0; i < node.alts.length; i++) m |= matchNode(node.alts[i], from, end);
      return m;
    }
    case 'g': {
      if (node.q === '') return matchNode(node.body, from, end);
      if (node.q === '?') return from | matchNode(node.body, from, end);
      let reach = node.q === '+' ? matchNode(node.body, from, end) : from;
      for (let step = reach; step !== 0; ) {
        step = matchNode(node.body, step, end) & ~reach;
        reach |= step;
      }
      return reach;
    }
    case 'n': {
      let m = 0;
      for (let p = 0; p <= end; p++) if ((from & (1 << p)) !== 0 && matchNode(node.body, 1 << p, end) === 0) m |= 1 << p;
      return m;
    }
    case '^':
      return from & 1;
    case '$':
      return from & (1 << end);
  }
}

/** `m`'s pattern tested on `subject`, as `RegExp.prototype.test` answers (`matchNode`, else the RegExp). */
function patternTest(m: AbjadMatcher, subject: string): boolean {
  const n = subject.length;
  if (m.prog === undefined) m.prog = parsePattern(m.src);
  let plain = m.prog !== null && n <= MAX_SUBJECT;
  for (let i = 0; plain && i < n; i++) if (subject.charCodeAt(i) >= 128) plain = false;
  if (!plain) return (m.re ??= new RegExp(m.src)).test(subject);
  for (let i = 0; i < n; i++) AT[subject.charCodeAt(i)] |= 1 << i;
  const hit = matchNode(m.prog!, (1 << (n + 1)) - 1, n) !== 0;
  for (let i = 0; i < n; i++) AT[subject.charCodeAt(i)] = 0;
  return hit;
}

/**
 * Whether the pattern `src` (an `abjadPattern` source) matches `subject` by the bit-parallel matcher
 * (`patternTest`), the RegExp deciding what the matcher does not read. Exported so that a test can hold
 * it against `new RegExp(src).test(subject)`.
 */
export function patternMatches(src: string, subject: string): boolean {
  return patternTest({ src, re: null, upper: -1, lower: -1, prog: undefined }, subject);
}

const ABJAD_PATTERNS = new Map<string, AbjadMatcher | null>();
/** Most entries a memo of this module holds before it is emptied. */
const MEMO_LIMIT = 50_000;
const SHORT = '[aeiou]*';

/**
 * Pattern of the Latin spellings an abjad-script token allows (Arabic, Persian, Hebrew romanised by
 * romanise.ts): its consonants in order, each its class (`latinShape`); short vowels anywhere between
 * them (the script does not write them); a non-initial alif (A) must be a vowel with "a" or "e"; a
 * non-initial waw (W) a vowel with "o"/"u" or the consonant w/v; a non-initial ya (Y) a vowel with
 * "i"/"e" or the consonant y; a word-initial alif or ayn any vowel; a word-initial waw/ya the consonant;
 * a word that starts with a consonant has no vowel before it (the script would write an alif); a final
 * H is optional; after a final consonant only an unwritten a/e/o/u may follow (a final i is written
 * with ya: FADHL is not FADHLI); a final alif maqsura (E) is a written a/e/i vowel unless it follows
 * waw/ya; dh/th before h may be Latin zh; a k-class letter or jim also fits a Latin g; an "X al-Din"
 * compound (X + "UDDYN", romanise.ts) fits X followed by ALDIN/UDDIN/EDDINE... or X alone (the Latin
 * spelling wrote "al-Din" apart); a prothetic alif (PROTHETIC_ALIF) is a vowel or nothing before a
 * Latin cluster (استوارت STUART). So HSYN (Husayn) allows HUSAIN, HOSSEIN but not HASAN or HOSSEINI;
 * HMYD (Hamid) not AHMED. Returns null for a token with no consonant, waw or ya (nothing to check).
 */
export function abjadPattern(abjadText: string): RegExp | null {
  const m = abjadMatcher(abjadText);
  if (m === null) return null;
  return (m.re ??= new RegExp(m.src));
}

/**
 * `abjadPattern` source of the vowel letter `c` ending the abjad text `t` (not its first letter):
 * - a final alif maqsura (E: ى, Persian ی) is a vowel the Latin spelling writes (موسى MUSA, على ALI,
 *   احمدی AHMADI, not AHMED); after waw or ya the Latin spelling may end in their vowel (الشكوى SHEKAU);
 * - a final alif or ta marbuta (A) after a consonant is a written long vowel the Latin spelling writes
 *   too (رضا REZA, not RA'D: matcher 2025.17), or ta marbuta read -at (`TA_MARBUTA_AT`: NUSRAT);
 * - after another vowel letter a final A may be left out (one vowel sound with it).
 */
function finalVowelSource(t: string, c: string): string {
  const prev = t[t.length - 2];
  const at = c === 'A' && TA_MARBUTA_AT.test(t) ? `|${SHORT}[ae]T` : '';
  if (c === 'E' && !'WY'.includes(prev)) return `${SHORT}[aei]${SHORT}`;
  if (c === 'A' && !'AEIOUWY'.includes(prev)) return `(?:${SHORT}[aei]${SHORT}${at})`;
  return at ? `(?:${SHORT}${at})` : SHORT;
}

/** `abjadPattern`'s source and letters (`AbjadMatcher`), memoised by abjad text; null as for `abjadPattern`. */
function abjadMatcher(abjadText: string): AbjadMatcher | null {
  let p = ABJAD_PATTERNS.get(abjadText);
  if (p !== undefined) return p;
  // Bounded: queries bring new texts (and the scorer joins neighbouring tokens), and a long-running
  // screener must not keep a compiled pattern for each of them.
  if (ABJAD_PATTERNS.size >= MEMO_LIMIT) ABJAD_PATTERNS.clear();
  // "X al-Din" compounds (romanise.ts DIN_MARKER): X, then the Latin forms of "al-Din" or nothing.
  const din = abjadText.length >= 7 && abjadText.endsWith('UDDYN');
  const t = din ? abjadText.slice(0, -5) : abjadText;
  let src = '^';
  let consonants = 0;
  // Letters that can be consonants (consonants, waw, ya): a token with none has nothing to check.
  let glides = 0;
  let prev = '';
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    const initial = i === 0;
    // A prothetic alif: a vowel, or none before the cluster's two consonants (PROTHETIC_ALIF).
    if (initial && PROTHETIC_ALIF.test(t)) {
      const sh = t[2] === 'H';
      src += `(?:[aeiou]+S|S(?![aeiou]))`;
      i += sh ? 2 : 1;
      consonants++;
      prev = sh ? 'SH' : 'S';
      continue;
    }
    if (c === 'A' || c === 'I' || c === 'E' || c === 'O' || c === 'U') {
      // Alif after ayn (or two alifs) is one vowel sound: سبعاوي SABAWI.
      if (i > 0 && 'AIEOU'.includes(t[i - 1])) continue;
      // An initial alif/ayn before a long vowel is one vowel sound: عيسى ISSA, عود OUD.
      // Or a vowel and the consonant y/w (عوض EWAZ, ايمن AYMAN).
      // (Also before another vowel letter: Hebrew writes alef before a word-initial vowel, איאן IAN,
      // איוון IVAN, the vav doubled for v: romanise.ts; and alif, waw and the consonant waw, اوون OWEN.)
      if (initial && (t[1] === 'Y' || t[1] === 'W') && t.length > 2 && (!'AEIOUWY'.includes(t[2]) || (t[1] === 'Y' && 'AW'.includes(t[2])) || (t[1] === 'W' && t[2] === 'W'))) {
        src += t[1] === 'Y' ? `(?:${SHORT}[ie]${SHORT}|[aeiou]+Y${SHORT})` : `(?:${SHORT}[ou]${SHORT}|[aeiou]+F${SHORT})`;
        i++;
        prev = '';
        continue;
      }
      // A non-initial O is Kurdish (Sorani) ۆ, the vowel o (کامیڕۆن CAMERON): o or u, not alif's a/e.
      src += initial ? '[aeiou]+' : i === t.length - 1 ? finalVowelSource(t, c) : c === 'O' ? `${SHORT}[ou]${SHORT}` : `${SHORT}[ae]${SHORT}`;
      prev = '';
      continue;
    }
    // Waw + alif inside a word may be French "oi" (انطوان ANTOINE, فرنسوا FRANCOIS).
    if (c === 'W' && !initial && t[i + 1] === 'A' && i + 2 < t.length) {
      src += `(?:${SHORT}[ou]${SHORT}[ae]${SHORT}|${SHORT}F${SHORT}[ae]${SHORT}|${SHORT}oi${SHORT})`;
      i++;
      prev = '';
      glides++;
      continue;
    }
    if (c === 'W') { src += initial ? `F${SHORT}` : `(?:${SHORT}[ou]${SHORT}|${SHORT}F${SHORT})`; prev = ''; glides++; continue; }
    // A doubled yod inside a word (Hebrew יי, romanise.ts): the consonant y, or the diphthong ei/ai
    // that English spells a, ai, i or ay (דייוויד DAVID, פייזלי PAISLEY, מייקל MICHAEL). Source: Academy
    // of the Hebrew Language, rules of spelling without vowel points (כללי הכתיב חסר הניקוד, 2017):
    // yod is doubled inside a word for the consonant and for the diphthongs ei/ai.
    if (c === 'Y' && !initial && t[i + 1] === 'Y') { src += `(?:${SHORT}[aei]${SHORT}|${SHORT}Y${SHORT})`; i++; prev = ''; glides++; continue; }
    if (c === 'Y') { src += initial ? `Y${SHORT}` : `(?:${SHORT}[ie]${SHORT}|${SHORT}Y${SHORT})`; prev = ''; glides++; continue; }
    const di = c + (t[i + 1] ?? '');
    let cls: string;
    let unit: string;
    if (DIGRAPHS.has(di)) {
      cls = ABJAD_CLASS[di];
      // Dhal, dad, tha are read d/z/t/s (Ramadan/Ramazan, Zakir, Osman); a digraph may also be two
      // letters (طه Taha).
      const read = di === 'DH' || di === 'TH' ? '[TSZ]' : di === 'PH' ? '[FP]' : cls;
      unit = `(?:${read}|${ABJAD_CLASS[c] ?? c}${SHORT}H)`;
      i++;
      // Dh/th before h: the Latin spelling may write zh (مظهری MAZHARI, اظهر AZHAR).
      if ((di === 'DH' || di === 'TH') && t[i + 1] === 'H') {
        unit = `(?:${unit}${SHORT}H${i + 1 === t.length - 1 ? '?' : ''}|J)`;
        i++;
      }
    } else {
      cls = ABJAD_CLASS[c] ?? c;
      unit = cls === 'S' ? (prev === 'T' ? '[SZ]' : 'S') : ABJAD_UNIT[cls] ?? cls;
    }
    const raw = DIGRAPHS.has(di) ? di : c;
    // A Latin g (its own class in `latinShape`) is a k-class letter (ق GASMI, گ) or jim, read g in
    // Egyptian and Levantine spellings (جمال GAMAL, الجميل GEMAYEL).
    if ((cls === 'K' && raw !== 'CK') || (cls === 'J' && raw === 'J')) unit = unit.replace(cls, `[${cls}G]`);
    // A romanised v is Hebrew bet inside a word (romanise.ts: v, or b in a foreign name, where the
    // Academy's rules write v with vav: מיליבנד MILIBAND, טרימבל TRIMBLE) or Arabic ve ڤ (v): either
    // Latin letter.
    if (raw === 'V') unit = '[FP]';
    // Nun before ba is pronounced m (جنبلاط JUMBLATT, استانبول ISTAMBUL).
    if (c === 'N' && (t[i + 1] === 'B' || t[i + 1] === 'V')) unit = '[NM]';
    if (raw === prev) continue; // doubled letter (shadda written out)
    const final = i === t.length - 1;
    src += (consonants > 0 || !initial ? SHORT : '') + (final && cls === 'H' ? 'H?' : unit);
    consonants++;
    prev = raw;
  }
  // After a final consonant the script writes no vowel, but a Latin spelling may end in an unwritten
  // short a/e/o/u (case endings, French -e: EDDINE); a final i is written (ya: حسينی HOSSEINI, not
  // حسين HOSSEIN; فاضل FADIL, not الفضلي FADHLI).
  // (A final h may be silent in the Latin spelling, which then ends in the vowel before it: FATIH.)
  // (French spellings add a silent t/d after a final r or n: روبير ROBERT, ريمون RAYMOND.)
  const end = /[AEIOUWYH]$/.test(t) ? SHORT : /[RN]$/.test(t) ? 'T?[aeou]*' : '[aeou]*';
  src += din ? `(?:${DIN_LATIN}|${end})$` : `${end}$`;
  if (consonants + glides > 0) {
    // Every character of the source, metacharacters included (they only allow more); none are
    // allowed to be skipped when the source holds a wildcard, an escape or a range (`AbjadMatcher`).
    let upper = -1;
    let lower = -1;
    if (!/[.\\-]/.test(src)) {
      upper = 0;
      lower = 0;
      for (let i = 0; i < src.length; i++) {
        const c = src.charCodeAt(i);
        if (c >= 65 && c <= 90) upper |= 1 << (c - 65);
        else if (c >= 97 && c <= 122) lower |= 1 << (c - 97);
      }
    }
    p = { src, re: null, upper, lower, prog: undefined };
  } else p = null;
  if (ABJAD_PATTERNS.size < 200_000) ABJAD_PATTERNS.set(abjadText, p);
  return p;
}

/**
 * Whether a Latin-script token fits an abjad-script one (`abjadPattern` on `latinShape`); theophoric
 * compounds (…ULLAH on both sides) are compared on the part before it; the canonical ABDUL fits the
 * assimilated spellings ABDUR, ABDUS, ABDEN... (`ABD_ASSIMILATED`). `memo`: false for a text made for one
 * comparison (two tokens joined, a letter added or swapped), which would only fill the memo.
 */
export function abjadFits(abjadText: string, latinText: string, memo = true): boolean {
  if (!memo) return fitsNow(abjadText, latinText);
  let byLatin = FITS.get(abjadText);
  if (byLatin === undefined) {
    byLatin = new Map();
    FITS.set(abjadText, byLatin);
  }
  let fits = byLatin.get(latinText);
  if (fits === undefined) {
    // Bounded by the pairs held, not only by the abjad texts (one text may meet many Latin ones).
    if (++fitsHeld > MEMO_LIMIT * 2) { FITS.clear(); fitsHeld = 1; FITS.set(abjadText, byLatin = new Map()); }
    fits = fitsNow(abjadText, latinText);
    if (byLatin.size < 2_000) byLatin.set(latinText, fits);
  }
  return fits;
}

/**
 * English spellings read as pronounced, the way a Hebrew, Persian or Arabic transcription of a
 * European name writes it (the transcriber writes the sounds, not the English letters), for
 * `abjadFits` when the Latin spelling itself does not fit. Readings of an upper-case Latin token,
 * none when no rule applies:
 *   1. the consonants: silent initial K and W before N and R (KNIGHT, WRIGHT), silent H of WH
 *      (WHITE), silent GH after I (KNIGHT, LEIGH), silent L of ALK (WALKER), X as KS (COX, ALEX),
 *      CH read k before R, L or AE (CHRIS, MICHAEL: Greek chi), G read j before E, I, Y (GEORGE,
 *      NIGEL; Persian and Hebrew write ج / ژ / ג' for it);
 *   2. with them the long vowels written as diphthongs: I or Y read ai where English says [aɪ]
 *      (before one consonant and a vowel, before GH, before a vowel, after a consonant: NIGEL,
 *      KNIGHT, WHITE, RYAN: Persian ای, مایکل نایجل رایان), and A after a consonant, before one
 *      consonant and E, before V and a vowel or before a consonant and LE/RE read ei ([eɪ]: DAVID,
 *      DAVIES, CAMERON, BAKER, CABLE; Persian and Urdu ی, Arabic ي: دیوید, کیمرون, بیکر, كيبل; not
 *      before one consonant and I, the shape of Arabic names whose a is short: AZAMI is not عظیمی AZIMI);
 *   3. with the consonants the word's first O or U, a single vowel letter, read a (the short o [ɒ]
 *      and u [ʌ] that Persian and Arabic write with alif: TOM تام, ROBERT رابرت, DUNCAN دانکن, BROWN
 *      براون, HOWARD هاوارد).
 * Sources: English orthography (E. Carney, "A Survey of English Spelling", 1994: silent letters,
 * §§ 4.4-4.6; the vowel values of A, I, O, U in open and closed syllables, ch. 3) against the
 * Persian and Arabic transcriptions of English names (the BBC Persian and Arabic services' spellings:
 * ای for [aɪ], ی for [eɪ], ا for [ɒ] and [ʌ]); the Academy of the Hebrew Language's transcription
 * rules (2011) write the same sounds.
 */
export function englishReadings(text: string): string[] {
  let r = ENGLISH_READINGS.get(text);
  if (r !== undefined) return r;
  if (ENGLISH_READINGS.size >= MEMO_LIMIT) ENGLISH_READINGS.clear();
  const out = new Set<string>();
  const cons = englishConsonants(text);
  if (cons !== text) out.add(cons);
  // (The new vowels written in lower case while the rules run, so that no rule reads them again.)
  const diph = englishConsonants(text.replace(/I(?=GH)/g, 'ai').replace(/([BCDFGHKLMNPRSTVWZ])(?:[IY](?=(?:CH|SH|TH|PH|[BCDFGKLMNPRSTVZ])[AEIOU]|[AEIOU])|A(?=V[AEIOU]|[BDFGKLMNPRSTZ]E|[BDFGKPT][LR]E))/g,
    (m, pre: string) => pre + (m.endsWith('A') ? 'ey' : 'ai')).replace(/C(?=ey)/g, 'K').toUpperCase());
  if (diph !== text) out.add(diph);
  const short = englishConsonants(text.replace(/^([^AEIOU]*)[OU](?![AEIOU])/, '$1A'));
  if (short !== text) out.add(short);
  r = [...out];
  ENGLISH_READINGS.set(text, r);
  return r;
}
const ENGLISH_READINGS = new Map<string, string[]>();

/** Rule 1 of `englishReadings`: the consonant letters of an English spelling as pronounced. */
function englishConsonants(t: string): string {
  return t.replace(/^K(?=N)|^W(?=R)/, '').replace(/^WH/, 'W').replace(/IGH/g, 'I').replace(/ALK/g, 'AK').replace(/X/g, 'KS')
    .replace(/CH(?=[RL]|AE)/g, 'K').replace(/(?<!G)G(?=[EIY])/g, 'J');
}

/**
 * The abjad key (`crossKey` family abjad) of the consonant reading of an English-spelled Latin token
 * (`englishReadings` rule 1: KNIGHT NT, WHITE WT, WALKER WKR, GEORGE JRJ), or '' when it is the
 * token's own key: the index posts it so that an abjad transcription of the name (نایت, وایت) is found.
 */
export function englishKey(text: string): string {
  // Most tokens hold none of the letters the rules read: no regex work for them.
  if (!ENGLISH_LETTERS.test(text)) return '';
  let k = ENGLISH_KEYS.get(text);
  if (k !== undefined) return k;
  if (ENGLISH_KEYS.size >= MEMO_LIMIT) ENGLISH_KEYS.clear();
  const c = englishConsonants(text);
  k = c === text ? '' : abjadKey(c);
  if (k !== '' && k === abjadKey(text)) k = '';
  ENGLISH_KEYS.set(text, k);
  return k;
}
/** Letters some rule of `englishConsonants` starts from (KN, WR, WH, GH, ALK, X, CH, G). */
const ENGLISH_LETTERS = /^KN|^WR|^WH|GH|ALK|X|CH|G/;
const ENGLISH_KEYS = new Map<string, string>();

/** `abjadFits` without the memo. */
function fitsNow(abjadText: string, latinText: string): boolean {
  if (fitsPlain(abjadText, latinText)) return true;
  for (const r of englishReadings(latinText)) if (fitsPlain(abjadText, r)) return true;
  return false;
}

/** `fitsNow` for the Latin spelling as written. */
function fitsPlain(abjadText: string, latinText: string): boolean {
  if (abjadText === 'ABDUL') return ABD_ASSIMILATED.test(latinText);
  // The word Allah has one spelling in Arabic script, الله (romanised ALLAH): a Latin ALLAH fits it
  // only, not a word whose letters its vowels and doubled L happen to fit (على ALI).
  if (latinText === 'ALLAH') return abjadText === 'ALLAH';
  if (abjadText === 'MHMD' && MUHAMMAD_ABBREVIATED.test(latinText)) return true;
  if (abjadText.endsWith('ULLAH') && latinText.endsWith('ULLAH') && abjadText.length > 6 && latinText.length > 6) {
    return abjadFits(abjadText.slice(0, -5), latinText.slice(0, -5));
  }
  const m = abjadMatcher(abjadText);
  if (m === null) return false;
  const shape = latinShape(latinText);
  // A letter the pattern's source never writes cannot be matched (`AbjadMatcher`); a shape holding a
  // character other than a letter is left to the regex.
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < shape.length; i++) {
    const c = shape.charCodeAt(i);
    if (c >= 65 && c <= 90) upper |= 1 << (c - 65);
    else if (c >= 97 && c <= 122) lower |= 1 << (c - 97);
    else { upper = lower = 0; break; }
  }
  if ((upper & ~m.upper) !== 0 || (lower & ~m.lower) !== 0) return false;
  return patternTest(m, shape);
}
/** The customary abbreviations of Muhammad in Latin script (MOHD, MUHD, MHD), which محمد fits. */
const MUHAMMAD_ABBREVIATED = /^(?:MOHD|MUHD|MHD|MOHD|MOHAMMAD|MUHAMAD)$/;
/** Memo of `abjadFits` by abjad text, then Latin text (pairs of common names recur); bounded (`fitsHeld` pairs). */
const FITS = new Map<string, Map<string, boolean>>();
let fitsHeld = 0;
