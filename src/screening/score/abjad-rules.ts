/**
 * Token rules for names written in an abjad (Arabic, Persian, Hebrew) and Arabic names in Latin
 * letters (rule 1 of score.ts): the quick abjad-to-Latin fit test, Latin initials of abjad words, one
 * Arabic name in two romanisations (`arabicVariant`) and the letter-by-letter similarity of two
 * Arabic-script spellings (`abjadLetterSimilarity`). Used by token-similarity.ts and align.ts.
 */
import type { NameScoringConfig } from '../config.js';
import type { NameToken, NormalisedName } from '../normalise.js';
import { arabicRomanisationVariant, arabicSpellingForm } from '../romanise.js';
import { levenshtein, oneEdit } from './string-distance.js';
import { KOREAN_ONE_RE } from './korean.js';
import { glide } from './token-rules.js';

/**
 * Quick test that an abjad-script token can fit a Latin one (cross-script.abjadFits) from their abjad keys:
 * skeletons at most one consonant apart in length, starting with the same consonant unless the
 * abjad word starts with a letter read two ways (dh, th, ph) or with a theophoric compound; or the
 * abjad key is the Latin one with letters an English spelling does not pronounce left out
 * (`silentLetters`), or starts with K where the Latin key has the S of a C or CH read k (CHRIS).
 */
export function mayFit(abKey: string, laKey: string, abText: string): boolean {
  const a = abKey.replace(/^\.|-$/g, '');
  const l = laKey.replace(/^\.|-$/g, '');
  if (abText.endsWith('ULLAH')) return true;
  if (Math.abs(a.length - l.length) > 1) return a.length >= 2 && silentLetters(a, l);
  // Jim is read g in Egyptian and Levantine names (جميل GEMAYEL), so a J skeleton may face a K-class one.
  return a[0] === l[0] || (a[0] === 'J' && l[0] === 'K') || /^[AEIOUWY]*(?:DH|TH|PH|ZH)/.test(abText)
    || (a.length >= 2 && (silentLetters(a, l) || (a[0] === 'K' && l[0] === 'S')));
}

/** Letters an English spelling may write without sounding them (KNIGHT, WALKER, JOHN): `silentLetters`. */
const SILENT = 'KLH';

/**
 * Whether abjad key `a` is Latin key `l` with one or two letters K, L or H (`SILENT`) left out: the
 * Latin spelling may write letters the transcription does not pronounce (cross-script.englishReadings:
 * KNIGHT KNKT / نایت NT, WALKER LKR / واکر KR). Only lets the pair reach `abjadFits`, which decides.
 */
function silentLetters(a: string, l: string): boolean {
  if (l.length <= a.length || l.length > a.length + 2) return false;
  let j = 0;
  for (let i = 0; i < l.length; i++) {
    if (j < a.length && l[i] === a[j]) j++;
    else if (!SILENT.includes(l[i])) return false;
  }
  return j === a.length;
}

/** Latin initials an abjad word's first consonant may be written with besides its own letter (k-class and jim read g). */
const ABJAD_INITIAL_ALSO: Record<string, string> = { K: 'QCG', Q: 'KCG', J: 'G', G: 'KQ' };

/**
 * Whether a Latin initial ("O.") may stand for an abjad-script word (romanised, romanise.ts): a word
 * starting with alif or ayn (romanised "A": عبيد OBAID, عمر OMAR, ابراهيم IBRAHIM) takes any vowel
 * initial, as its Latin spellings start with any vowel; a word starting with a k-class letter or jim
 * also the initials of their Latin spellings (Q, K, C, G). Other words need their own first letter
 * (tokenSimilarity checks that first).
 */
export function abjadInitialFits(abText: string, initial: string): boolean {
  const a = abText[0];
  const l = initial[0];
  if (a === 'A') return 'AEIOU'.includes(l);
  return (ABJAD_INITIAL_ALSO[a] ?? '').includes(l);
}

/** Shortest tokens `arabicVariant` compares: three letters leave too little to tell names apart. */
const ROMANISATION_MIN = 4;

/**
 * Whether two Latin-typed tokens with one phonetic (or glide) key are one Arabic name written in two romanisations
 * (romanise.arabicRomanisationVariant: the same consonants once each Arabic letter is written one way,
 * vowels that may write the same Arabic vowels: MUHAMMAD/MOHAMMED, SAID/SAEED, ASHRAF/ACHRAF,
 * SAHRAWI/SAHRAOUI). Source: the UN and BGN/PCGN Arabic romanisation systems against French and
 * popular English spellings (romanise.ts `ARABIC_CONSONANT_FOLDS`).
 */
export function arabicVariant(a: NameToken, b: NameToken): boolean {
  if (a.text.length < ROMANISATION_MIN || b.text.length < ROMANISATION_MIN || (a.key !== b.key && glide(a) !== glide(b))) return false;
  return arabicRomanisationVariant(arabicForm(a), arabicForm(b));
}

/**
 * `romanise.arabicSpellingForm` of a token, computed once per token; '' (no Arabic reading) for a word
 * that is one Korean syllable (`KOREAN_ONE_RE`, a final B as the customary spelling of final ㅂ P:
 * CHUL, CHOL, SUNG, SONG, HYUB), whose vowels tell syllables apart (철 CHOL / 출 CHUL) where an
 * Arabic name's short vowels do not.
 */
function arabicForm(t: NameToken): string {
  if (t.arabic !== undefined) return t.arabic;
  const korean = KOREAN_ONE_RE.test(t.text.endsWith('B') ? t.text.slice(0, -1) + 'P' : t.text);
  return (t.arabic = korean ? '' : arabicSpellingForm(t.text));
}

/**
 * Similarity (0-1) of two tokens both written in Arabic script (`AbjadSide` 3), compared letter by
 * letter on their transliterations (romanise.ts: one Latin letter or digraph per Arabic letter). The
 * consonant skeleton and classes that let a vowel-less spelling meet a Latin one (`tokenCrossKey`: K/Q,
 * D/DH, vowel letters dropped) and the Latin phonetic keys would here throw away what both spellings
 * write: the script writes every consonant and every long vowel (alif, waw, ya), leaving out only the
 * short ones, so خضر KHIDR / قدور QADDUR, بكر BAKR / باقری BAQERI, حسين HUSAYN / حسن HASAN, محمود
 * MAHMUD / محمد MUHAMMAD are other names however alike their readings. Source: Arabic orthography
 * (W. Wright, "A Grammar of the Arabic Language", 3rd ed., vol. 1, §§ 1-7).
 * A record's Latin-script names are still compared by reading (`abjadFits`): an Arabic-script query
 * meets the listed person through them when the list's own Arabic spelling writes other vowel letters
 * (a back-transliteration, فيراس / فراس FIRAS); what only this comparison found, and no longer does, is
 * a foreign name transcribed twice (ألان جونسون / آلن جانسون ALAN JOHNSON; docs/benchmarks.md,
 * "Issue 16 round 11").
 * - The same letters once the spellings one name is printed in are folded (`abjadSpelling`):
 *   `romanisationSim`, one name in two spellings (حمادة / حماده, علي / على, إبراهيم / ابراهيم).
 * - Otherwise the edit-distance ratio, 1 - Levenshtein / longer length (حسن / حسين 0.75, below the
 *   pairing floor; محمد / محمود 0.80, little credit): Jaro-Winkler's credit for a shared start overrates
 *   these short, vowel-less strings (0.95 for MHMD / MHMWD). Raised to `typoSim` for a typing slip in a
 *   word of five letters or more (`oneEdit`, same first letter, as `typoPair`); no phonetic credit.
 * - Particles (AL, BIN, ABU) pair with the same particle only.
 * Arabic script only (`arabicLetters`): Hebrew writes its vowel letters less regularly (plene and
 * defective spellings: דוד / דויד), and two Hebrew spellings are still compared by skeleton (same-script
 * alias pairs, `npm run eval:aliases`: 4 of 7 Hebrew pairs were lost by the letter rule).
 */
export function abjadLetterSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig): number {
  if (a.cls === 'particle' || b.cls === 'particle') return 0;
  const x = abjadSpelling(a.text);
  const y = abjadSpelling(b.text);
  if (x === y) return cfg.romanisationSim;
  const s = 1 - levenshtein(x, y) / Math.max(x.length, y.length);
  if (s < cfg.typoSim && Math.min(x.length, y.length) >= 5 && x.charCodeAt(0) === y.charCodeAt(0) && oneEdit(x, y)) return cfg.typoSim;
  return s;
}

/**
 * An Arabic-script token's transliteration with the letters one name is printed with either way
 * folded: a final "h" (ه) as "a" (ة taa marbuta, written as ha in much printing and handwriting), a
 * final "e" (ى alif maqsura, Persian final ی) as "y" (ي: Egyptian and Persian print write one for the
 * other), an initial "i" (إ, alif with hamza below) as "a" (ا, the hamza seat usually left unwritten).
 */
function abjadSpelling(t: string): string {
  let x = t;
  if (x.length > 2) {
    const last = x.charCodeAt(x.length - 1);
    if (last === 72 /* H */) x = x.slice(0, -1) + 'A';
    else if (last === 69 /* E */) x = x.slice(0, -1) + 'Y';
  }
  return x.charCodeAt(0) === 73 /* I */ ? 'A' + x.slice(1) : x;
}

/** Whether both names are written in Arabic script (Arabic, or Persian / Urdu spelling: scripts.ts). */
export function arabicLetters(a: NormalisedName, b: NormalisedName): boolean {
  return (a.script === 'Arabic' || a.script === 'Persian') && (b.script === 'Arabic' || b.script === 'Persian');
}
