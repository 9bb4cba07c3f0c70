/**
 * Tamil and Sinhala romanisation of names (pure, no I/O): Sri Lankan and Indian names written in the
 * two scripts as they are spelt in Latin letters. any-ascii writes each consonant letter without the
 * vowel it carries (சம்பந்தன் "cmpntn"), so a name read that way meets no Latin spelling of it; this
 * module reads both scripts as abugidas. Sources: ISO 15919 without diacritics (the Sri Lankan Survey
 * Department's romanisation of Sinhala and Tamil names is the same letter table), with the customary
 * English spellings of Sri Lankan and Indian names where they depart from it (below); Tamil allophony
 * after E. Keane, "Tamil", Journal of the IPA 34 (2004): plosives are voiceless word-initially and
 * geminated, voiced after a nasal and between vowels.
 *
 * Both scripts: a consonant letter carries the inherent vowel "a" unless a vowel sign or the virama
 * (Tamil pulli ், Sinhala al-lakuna ්) follows it; neither deletes an inherent vowel (a dead consonant
 * is written with the virama). Long and short vowels alike (ஆ, ா a; ஈ, ீ i; ஊ, ூ u; ஏ, ே e; ஓ, ோ o),
 * ஐ ை ai, ஔ ௌ au. ZWJ and ZWNJ only shape conjuncts (ප්‍ර pra) and are skipped.
 *
 * Tamil (no voicing letters; values by position, Keane's rule, customary Sri Lankan spelling):
 * - க k, g after a nasal (ங்க ng: சிங்கம் Singam; between vowels customary spelling writes k as often as
 *   g: Aravindakumar, Murugan, and the matcher's phonetic key folds the two); ச s (சம்பந்தன் Sampanthan, கணேசன் Ganesan), j after a
 *   nasal (ரஞ்சித் Ranjith), ch geminated (ச்ச cch); ட t, d after a nasal and between vowels, d
 *   word-initially (native Tamil words never begin with ட: a word that does is a loan writing d,
 *   டக்ளஸ் Douglas); த th everywhere (Sri Lankan practice: சம்பந்தன் Sampanthan, சுமந்திரன் Sumanthiran;
 *   த்த tth); ப p, b after a nasal (அம்பலவாணர் Ambalavanar); ற r, ற்ற tr, ன்ற ndr; ழ l (Sri Lankan and common Indian spelling: தமிழ் Tamil, பழனி Palani); ஞ gn before a
 *   vowel (சிவஞானம் Sivagnanam), n when dead (ஞ்ச nj); ங ண ந ன n; ள ல l; வ v; the grantha letters ஜ j,
 *   ஷ sh, ஸ s, ஹ h, க்ஷ ksh, ஸ்ரீ sri; ஃப f (the aytham before ப writes f), ஃ otherwise h.
 * - Tamil spelling of Sanskrit and Sinhala names: a word-initial இ before ர or ல is the prothetic
 *   vowel of Tamil phonotactics (no native word begins with ர, ல) and is dropped (இராமநாதன் Ramanathan);
 *   சிறீ, சிரீ at the start of a word are ஸ்ரீ sri; the epenthetic i of an r-cluster is dropped where
 *   the cluster is plain: after a word-initial consonant other than த (பிரேமதாஸ Premadasa, கிரேரோ Grero;
 *   திரு Thiru keeps it) and after a geminate (விக்கிரம Wickrama), not before ு (கிருபா Kiruba); the
 *   epenthetic u of sv, śv is dropped and வ written w (சுவாமிநாதன் Swaminathan, ஈசுவரன் Eswaran).
 * - Titles: திரு, திருமதி, செல்வி (Mr, Mrs, Miss), கௌரவ (Honourable), கலாநிதி, டாக்டர், வைத்தியர் (Dr) are
 *   written "hon" or "dr" (titles the normaliser drops), திரு only before the name (திருநாவுக்கரசு is a name);
 *   a Theravada monk's title after his name, Tamil தேரர், Sinhala හිමි, is written "thero", the Sri Lankan
 *   English form lists keep in the name (Athuraliye Rathana Thero).
 *
 * Sinhala (ISO 15919, Sri Lankan customary values): ක k, ග g, ච ch, ජ j, ට t, ඩ d, ත th (Sri Lankan
 * practice: ජයන්ත Jayantha), ද d, ප p, බ b, ව v, ශ ෂ sh, ස s, ණ න n, ළ ල l, ෆ f, the aspirates with h;
 * the prenasalised ඟ ng, ඦ nj, ඬ ඳ nd, ඹ mb; ඥ ඤ gn; ඇ ඈ ැ ෑ a (ä); ඍ ෘ ri; anusvara ං n (m before a
 * labial), visarga ඃ h. A dead consonant standing alone (ප් රියදර්ශන, a ZWJ conjunct broken by a space)
 * rejoins the next word: no Sinhala or Tamil word is a lone dead consonant.
 *
 * Initials, both scripts: an English letter name (ஏ A, பி B, சி C, டி D, ... எச் H, எம் M; Sinhala ඒ A,
 * බී B, ... ඊ E) with a full stop, or two or more letter names in a row, is the letter (Tamil and Sinhala
 * write Latin initials by their English names); a letter name ending in a dead consonant (எச், எம், எஸ்)
 * is always one, and so is a dotted independent vowel (ஏ. A., ஈ. E.). Any other dotted syllable is an initial of a name in the script (க. K., இரா. R., சி.
 * சிவமோகன் S. Sivamohan): its first Latin letter. A one-syllable letter name (சி, பி) stands alone before
 * a name, a Tamil initial (S, P); in a run with another letter name, a Latin initial (சி. பி. C. B.).
 */

import { readWords } from './romanise-devanagari.js';

const TAMIL_PULLI = '\u0BCD';
const SINHALA_VIRAMA = '\u0DCA';

/** Tamil consonants: their value word-initially / geminated / after a non-nasal consonant (module doc). */
const TA_CONSONANTS: Record<string, string> = {
  'க': 'k', 'ங': 'n', 'ச': 's', 'ஞ': 'gn', 'ட': 't', 'ண': 'n', 'த': 'th', 'ந': 'n', 'ப': 'p', 'ம': 'm',
  'ய': 'y', 'ர': 'r', 'ல': 'l', 'வ': 'v', 'ழ': 'l', 'ள': 'l', 'ற': 'r', 'ன': 'n', 'ஜ': 'j', 'ஶ': 'sh',
  'ஷ': 'sh', 'ஸ': 's', 'ஹ': 'h',
};
/** Tamil plosives after a nasal (voiced, Keane). */
const TA_AFTER_NASAL: Record<string, string> = { 'க': 'g', 'ச': 'j', 'ட': 'd', 'த': 'th', 'ப': 'b', 'ற': 'dr' };
/**
 * Tamil plosives between vowels: ட d (வடிவேல் Vadivel, கோடீசுவரன் Kodeeswaran); க, ச, த, ப keep their
 * letter (customary spelling writes them so as often as voiced: Aravindakumar, Saravanapavan).
 */
const TA_BETWEEN_VOWELS: Record<string, string> = { 'ட': 'd' };
/** Tamil plosives geminated (the second of C்C). */
const TA_GEMINATE: Record<string, string> = { 'ச': 'ch' };
/** Tamil dead consonants (with the pulli) before the same letter: the first half of a geminate. */
const TA_DEAD_BEFORE_SAME: Record<string, string> = { 'ச': 'c', 'த': 't', 'ற': 't', 'ஞ': 'n' };
/** Tamil dead consonants otherwise, where the value differs from TA_CONSONANTS. */
const TA_DEAD: Record<string, string> = { 'ஞ': 'n' };
const TA_NASALS = new Set(['ங', 'ஞ', 'ண', 'ந', 'ம', 'ன']);
const TA_MATRAS: Record<string, string> = {
  'ா': 'a', 'ி': 'i', 'ீ': 'i', 'ு': 'u', 'ூ': 'u', 'ெ': 'e', 'ே': 'e', 'ை': 'ai', 'ொ': 'o', 'ோ': 'o', 'ௌ': 'au',
};
const TA_VOWELS: Record<string, string> = {
  'அ': 'a', 'ஆ': 'a', 'இ': 'i', 'ஈ': 'i', 'உ': 'u', 'ஊ': 'u', 'எ': 'e', 'ஏ': 'e', 'ஐ': 'ai', 'ஒ': 'o', 'ஓ': 'o', 'ஔ': 'au',
};

/** Sinhala consonants (ISO 15919, Sri Lankan customary values; module doc). */
const SI_CONSONANTS: Record<string, string> = {
  'ක': 'k', 'ඛ': 'kh', 'ග': 'g', 'ඝ': 'gh', 'ඞ': 'n', 'ඟ': 'ng', 'ච': 'ch', 'ඡ': 'chh', 'ජ': 'j', 'ඣ': 'jh',
  'ඤ': 'gn', 'ඥ': 'gn', 'ඦ': 'nj', 'ට': 't', 'ඨ': 'th', 'ඩ': 'd', 'ඪ': 'dh', 'ණ': 'n', 'ඬ': 'nd', 'ත': 'th',
  'ථ': 'th', 'ද': 'd', 'ධ': 'dh', 'න': 'n', 'ඳ': 'nd', 'ප': 'p', 'ඵ': 'ph', 'බ': 'b', 'භ': 'bh', 'ම': 'm',
  'ඹ': 'mb', 'ය': 'y', 'ර': 'r', 'ල': 'l', 'ව': 'v', 'ශ': 'sh', 'ෂ': 'sh', 'ස': 's', 'හ': 'h', 'ළ': 'l', 'ෆ': 'f',
};
const SI_MATRAS: Record<string, string> = {
  'ා': 'a', 'ැ': 'a', 'ෑ': 'a', 'ි': 'i', 'ී': 'i', 'ු': 'u', 'ූ': 'u', 'ෘ': 'ri', 'ෲ': 'ri', 'ෟ': 'li', 'ෳ': 'li',
  'ෙ': 'e', 'ේ': 'e', 'ෛ': 'ai', 'ො': 'o', 'ෝ': 'o', 'ෞ': 'au',
};
const SI_VOWELS: Record<string, string> = {
  'අ': 'a', 'ආ': 'a', 'ඇ': 'a', 'ඈ': 'a', 'ඉ': 'i', 'ඊ': 'i', 'උ': 'u', 'ඌ': 'u', 'ඍ': 'ri', 'ඎ': 'ri', 'ඏ': 'li',
  'ඐ': 'li', 'එ': 'e', 'ඒ': 'e', 'ඓ': 'ai', 'ඔ': 'o', 'ඕ': 'o', 'ඖ': 'au',
};
const LABIAL = /^[pbm]/;

/** English letter names in Tamil (Sri Lankan and Indian spelling) -> the letter, for initials. */
const TA_LETTER_NAMES: Record<string, string> = {
  'ஏ': 'a', 'பி': 'b', 'சி': 'c', 'சீ': 'c', 'டி': 'd', 'ஈ': 'e', 'எப்': 'f', 'எஃப்': 'f', 'ஜி': 'g', 'ஜீ': 'g',
  'எச்': 'h', 'ஹெச்': 'h', 'ஐ': 'i', 'ஜே': 'j', 'கே': 'k', 'எல்': 'l', 'எம்': 'm', 'என்': 'n', 'ஓ': 'o',
  'பீ': 'p', 'கியூ': 'q', 'ஆர்': 'r', 'எஸ்': 's', 'ரி': 't', 'டீ': 't', 'யூ': 'u', 'வி': 'v', 'வீ': 'v',
  'டபிள்யூ': 'w', 'டபிள்யு': 'w', 'எக்ஸ்': 'x', 'வை': 'y', 'இசட்': 'z', 'செட்': 'z',
};
/** English letter names in Sinhala -> the letter, for initials. */
const SI_LETTER_NAMES: Record<string, string> = {
  'ඒ': 'a', 'බී': 'b', 'සී': 'c', 'ඩී': 'd', 'ඊ': 'e', 'එෆ්': 'f', 'ජී': 'g', 'එච්': 'h', 'අයි': 'i', 'ජේ': 'j',
  'කේ': 'k', 'එල්': 'l', 'එම්': 'm', 'එන්': 'n', 'ඕ': 'o', 'පී': 'p', 'කිව්': 'q', 'කියු': 'q', 'ආර්': 'r',
  'එස්': 's', 'ටී': 't', 'යූ': 'u', 'වී': 'v', 'ඩබ්ලිව්': 'w', 'ඩබ්ලියු': 'w', 'එක්ස්': 'x', 'වයි': 'y', 'සෙඩ්': 'z',
  'ඉසෙඩ්': 'z',
};
/** Titles (module doc) -> a Latin title the normaliser drops. */
const TITLES: Record<string, string> = {
  'திருமதி': 'hon', 'செல்வி': 'hon', 'கௌரவ': 'hon', 'கலாநிதி': 'dr', 'டாக்டர்': 'dr', 'வைத்தியர்': 'dr',
  'கெளரவ': 'hon', 'ගරු': 'hon', 'මහතා': 'hon', 'මහත්මිය': 'hon', 'මෙනවිය': 'hon', 'ආචාර්ය': 'dr', 'වෛද්‍ය': 'dr',
  'වෛද්ය': 'dr',
};
/**
 * A Theravada monk's title after his name (Pali thera, elder), in Tamil and Sinhala -> its Sri Lankan
 * English form, which lists keep as part of the name (Athuraliye Rathana Thero).
 */
const MONK_TITLES: Record<string, string> = { 'தேரர்': 'thero', 'හිමි': 'thero' };
/** Titles read as titles only before the name. */
const LEADING_TITLES: Record<string, string> = { 'திரு': 'hon' };

/** A word: Tamil or Sinhala letters and signs (with ZWJ / ZWNJ), and a stop after it. */
const WORD = /[\u0B80-\u0BE5\u0D80-\u0DE5\u0DF2-\u0DFF\u200C\u200D]+\.?/gu;
const TAMIL_CHAR = /[\u0B80-\u0BFF]/u;

/**
 * One syllable unit: the consonant letter ('' for an independent vowel), its vowel ('' when dead,
 * 'a' inherent), whether the virama killed it, the anusvara or visarga after it, the vowel sign written.
 */
interface Unit { letter: string; v: string; dead: boolean; coda: string; sign: string }

/** The units of a word of one script (its letter tables and virama). */
function units(word: string, consonants: Record<string, string>, matras: Record<string, string>, vowels: Record<string, string>, virama: string): Unit[] {
  const out: Unit[] = [];
  for (const ch of word.normalize('NFC')) {
    const last = out[out.length - 1];
    if (consonants[ch] !== undefined) out.push({ letter: ch, v: 'a', dead: false, coda: '', sign: '' });
    else if (ch === virama) { if (last) { last.v = ''; last.dead = true; } }
    else if (matras[ch] !== undefined) { if (last) { last.v = matras[ch]; last.sign = ch; } }
    else if (vowels[ch] !== undefined) out.push({ letter: '', v: vowels[ch], dead: false, coda: '', sign: '' });
    else if (ch === '\u0D82') { if (last) last.coda = 'n'; } // ං anusvara
    else if (ch === '\u0D83') { if (last) last.coda = 'h'; } // ඃ visarga
    else if (ch === 'ௗ' && last) last.v = 'au';
    else if (ch === 'ஃ') out.push({ letter: 'ஃ', v: '', dead: true, coda: '', sign: '' });
    // ZWJ, ZWNJ, digits and other signs are left out.
  }
  return out;
}

/** Romanise one Tamil word (no title, no stop); module doc. */
export function romaniseTamilWord(word: string): string {
  let w = word.normalize('NFC');
  // சிறீ / சிரீ: the pure-Tamil spelling of ஸ்ரீ.
  w = w.replace(/^சி[றர]ீ/u, 'ஸ்ரீ');
  // The prothetic இ before ர, ல.
  w = w.replace(/^இ(?=[ரல])/u, '');
  const us = units(w, TA_CONSONANTS, TA_MATRAS, TA_VOWELS, TAMIL_PULLI);
  let out = '';
  for (let i = 0; i < us.length; i++) {
    const u = us[i];
    const prev = us[i - 1];
    const next = us[i + 1];
    if (u.letter === 'ஃ') { if (next?.letter === 'ப') { out += 'f'; i++; out += next.v; } else out += 'h'; continue; }
    let c = '';
    if (u.letter !== '') {
      if (u.dead) {
        c = next !== undefined && next.letter === u.letter ? TA_DEAD_BEFORE_SAME[u.letter] ?? TA_CONSONANTS[u.letter] : TA_DEAD[u.letter] ?? TA_CONSONANTS[u.letter];
      } else if (i === 0) c = u.letter === 'ட' ? 'd' : TA_CONSONANTS[u.letter];
      else if (prev.dead && prev.letter === u.letter) c = TA_GEMINATE[u.letter] ?? TA_CONSONANTS[u.letter];
      else if (prev.dead && TA_NASALS.has(prev.letter)) c = TA_AFTER_NASAL[u.letter] ?? TA_CONSONANTS[u.letter];
      else if (!prev.dead && prev.letter !== 'ஃ') c = TA_BETWEEN_VOWELS[u.letter] ?? TA_CONSONANTS[u.letter];
      else c = TA_CONSONANTS[u.letter];
    }
    let v = u.v;
    // The epenthetic i of an r-cluster (module doc): C + ி + ர, word-initial (not த) or after a geminate.
    if (u.sign === 'ி' && u.letter !== '' && (next?.letter === 'ர' || next?.letter === 'ற') && !next.dead && next.v !== 'u') {
      const initial = i === 0 && u.letter !== 'த';
      const geminate = prev !== undefined && prev.dead && prev.letter === u.letter;
      if (initial || geminate) v = '';
    }
    // The epenthetic u of sv, śv (சுவாமி Swami, மகேசுவரன் Maheswaran): sw.
    if (u.sign === 'ு' && (u.letter === 'ச' || u.letter === 'ஸ') && next?.letter === 'வ' && !next.dead) { out += c + 'w'; out += next.v; i++; continue; }
    out += c + v;
  }
  return out;
}

/** Romanise one Sinhala word (no title, no stop); module doc. */
export function romaniseSinhalaWord(word: string): string {
  const us = units(word, SI_CONSONANTS, SI_MATRAS, SI_VOWELS, SINHALA_VIRAMA);
  let out = '';
  for (let i = 0; i < us.length; i++) {
    const u = us[i];
    out += (u.letter === '' ? '' : SI_CONSONANTS[u.letter]) + u.v;
    if (u.coda === 'n') {
      const next = us[i + 1];
      out += next !== undefined && next.letter !== '' && LABIAL.test(SI_CONSONANTS[next.letter]) ? 'm' : 'n';
    } else out += u.coda;
  }
  return out;
}

/**
 * Romanise the Tamil and Sinhala words of a string (module doc); other characters are left as they
 * are. "இரா. சம்பந்தன்" -> "r. sampanthan"; "சி. பி. ரத்நாயக்கா" -> "c. b. rathnayakka";
 * "සුසිල් ප්‍රේමජයන්ත්" -> "susil premajayanth".
 */
export function romaniseTamilSinhala(input: string): string {
  // A lone dead consonant rejoins the next word (ප් රියදර්ශන).
  const text = input.replace(/(^|[^\u0B80-\u0BFF\u0D80-\u0DFF])([\u0B95-\u0BB9\u0D9A-\u0DC6][\u0BCD\u0DCA])[\u200C\u200D]?\s+(?=[\u0B80-\u0BFF\u0D80-\u0DFF])/gu, '$1$2\u200D');
  const letterOf = (bare: string) => (TAMIL_CHAR.test(bare) ? TA_LETTER_NAMES : SI_LETTER_NAMES)[bare];
  // Latin initials: runs of two or more letter names, dotted or not (`readWords`).
  return readWords(text, WORD, (bare) => letterOf(bare) !== undefined, ({ bare, dotted, leading, inLetterRun }) => {
    const roman = (x: string) => (TAMIL_CHAR.test(bare) ? romaniseTamilWord(x) : romaniseSinhalaWord(x));
    const title = TITLES[bare] ?? MONK_TITLES[bare] ?? (leading ? LEADING_TITLES[bare] : undefined);
    const letter = letterOf(bare);
    let latin: string;
    if (title !== undefined && !(dotted && bare.length <= 2)) latin = title;
    else if (letter !== undefined && (inLetterRun || (dotted && /[\u0BCD\u0DCA]$/u.test(bare)))) latin = letter + (dotted ? '.' : '');
    else if (dotted && letter !== undefined && /^[\u0B85-\u0B94\u0D85-\u0D96]/u.test(bare)) latin = letter + '.';
    else if (dotted && syllables(bare) === 1) latin = roman(bare).slice(0, 1) + '.';
    else if (dotted && letter !== undefined) latin = letter + '.';
    else latin = roman(bare) + (dotted ? '.' : '');
    return { latin, title: title !== undefined };
  });
}

/** Syllables of a Tamil or Sinhala word: its units carrying a vowel (இரா with the prothetic vowel: 1). */
function syllables(w: string): number {
  const t = w.replace(/^இ(?=[ரல])/u, '');
  const us = TAMIL_CHAR.test(t) ? units(t, TA_CONSONANTS, TA_MATRAS, TA_VOWELS, TAMIL_PULLI) : units(t, SI_CONSONANTS, SI_MATRAS, SI_VOWELS, SINHALA_VIRAMA);
  return us.filter((u) => !u.dead).length;
}
