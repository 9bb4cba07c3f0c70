/**
 * Script-aware romanisation of names (pure, no I/O; the libraries used carry their tables in the
 * package, nothing is downloaded). Input: a name in any script; output: the same string with the
 * letters of the scripts below written in Latin letters (other characters untouched: what is left is
 * folded by any-ascii in normalise.ts). Word boundaries are kept; added words are space-separated.
 *
 *   Chinese (Han)  pinyin-pro, without tones, one word per syllable (习近平 -> "xi jin ping"; the scorer
 *                  re-joins syllables: "Xi Jinping"); in a person's name the first character is read
 *                  as a surname (单 Shan, 曾 Zeng, 解 Xie), the reading pinyin-pro's surname mode gives.
 *   Japanese kana  wanakana (modified Hepburn), the ヴ+small-vowel syllables as "va/vi/ve/vo"; kanji
 *                  have no reading without a name dictionary and fall back to any-ascii (pinyin).
 *   Korean Hangul  es-hangul `romanize` (Revised Romanization of Korean, 2000) one syllable at a time, so
 *                  no sound change crosses a syllable (RR writes names without them), one word per
 *                  syllable as lists write North Korean names (김영복 -> "gim yeong bok", KIM YONG BOK);
 *                  the one-letter syllables 이 오 우 as the surnames are spelt ("yi", "oh", "woo").
 *   Arabic script  romanise-arabic.ts: a letter table (Arabic, Persian, Urdu and Pashto letters):
 *                  consonants as in common English-language practice (UNGEGN / BGN-PCGN simplified,
 *                  no diacritics; dad and
 *                  dha "dh", read d, z or th by the matcher as in Arabic and Persian use: كاظم Kazim,
 *                  Kadhim, Kathim), alif and ayn as "a" (ayn inside a word is dropped, a final ayn
 *                  is "e", read a or i like alif maqsura: رافع Rafi, Rafea; بديع Badi), waw "w", ya
 *                  "y" (the matcher treats w/y as possible vowels), hamza on a ya seat "e" (one vowel with the ya after it: الطائي
 *                  Al-Ta'i), taa marbuta "a", alif maqsura "e" (read a in Arabic, i in Dari and Urdu
 *                  spelling: موسى Musa, نورزى Noorzai), and so a word-final Persian ye ی of three or
 *                  more letters (it is both: مرتضی Morteza, احمدی Ahmadi); the article ال at the start
 *                  of a word is its own word "al"; الله is "allah"; the particles بن/ابن/بنت/ابو/ام
 *                  are "bin"/"ibn"/"bint"/"abu"/"umm"; "د." is "dr" (doctor), and titles are the Latin
 *                  honorifics (شيخ "sheikh", حاجی "haji", ملا "mullah": ARABIC_TITLES). Words joined
 *                  or split as Latin spellings join or split them: "Abd al-X" and "Abu al-X" written
 *                  as one word are three (عبدالحی "abd al hy"), "Abd X" without the article two
 *                  (عبدفتاح "abd ftah"); a compound given name starting with محمد written without
 *                  a space is two (محمدعلی "mhmd ale"), unless the rest is a
 *                  Persian surname ending (محمدی, محمدیان); "X الدين" is one compound "X" + "uddyn"
 *                  (DIN_MARKER: SHAMSUDDIN), written apart or not; "Dhu al-X" written as one word is
 *                  "dhwl" + X (ذوالفقار ZULFIQAR); Persian suffixes written apart (زاده, پور, نیا, نژاد,
 *                  خیل...) are joined; a zero-width non-joiner elsewhere separates words. Defects of
 *                  published names: a frequent given name ending in a non-joining letter with the next
 *                  name written straight after it is two words (COMPOUND_FIRST: أمجدعباس Amjad Abbas,
 *                  as محمدعلی); a letter standing alone rejoins its word (ابراھی م); an office in
 *                  parentheses ("(رئيس المجلس ...)") is dropped.
 *                  Short-vowel marks are dropped (names are printed without them).
 *   Hebrew         letter table below (ISO 259 simplified: bet "b" word-initially, "v" inside a word,
 *                  vav "w", yod "y", het "kh", pe "ph" (p or f), final pe "f", tsadi "ts"; geresh after
 *                  gimel/zayin/tsadi gives "j"/"zh"/"ch"); alef and ayin are vowel carriers ("a" /
 *                  dropped).
 *   Greek          ELOT 743 / UN (1987) with the spoken digraphs: μπ, ντ, γκ word-initially "b", "d",
 *                  "g" (Μπορίσοφ -> "Borisof"), "mb", "nd", "ng" inside; γγ "ng"; ου "ou"; αυ/ευ
 *                  "av"/"ev"; η, ι, υ "i"; χ "ch"; accents dropped.
 *   Thai           RTGS (Royal Institute, 1999) simplified: preposed vowels (เ แ โ ใ ไ) read after
 *                  their consonant, consonants with their initial RTGS value (final value at the end of
 *                  a word), tone marks dropped, a letter under the karan (์) silent.
 *   Khmer          romanise-khmer.ts: UNGEGN (BGN/PCGN 1972 system, adopted by the UN Group of
 *                  Experts on Geographical Names),
 *                  diacritics folded: consonants with their series (ក k, ខ kh, ប b, ព p, ...; the
 *                  musĕkâtônd ៉ puts a consonant in the first series, ប៉ "p", the treisâpt ៊ in the
 *                  second), subscripts (coeng ្) read after their consonant, a consonant with no vowel
 *                  sign carrying its series' inherent vowel (â "a" / ô "o": ពត "pot") unless it closes
 *                  the syllable before it, the dependent vowels by series (ុ "o"/"u", ា "a"/"ea", ី
 *                  "ei"/"i", ែ "e", ៀ "ie", ោ "ao"/"o"...), nikahit ំ "m" (bare: "am"/"um"), reahmuk
 *                  ះ "h", independent vowels (ឯ "e", ឱ "ao"...); a letter under the toandakhiat ៍ is
 *                  silent (ប៉ុល ពត -> "pol pot", ហ៊ុន សែន -> "hun sen", ខៀវ សំផន -> "khiev samphan").
 *   Devanagari     romanise-devanagari.ts: Hunterian spelling, the inherent vowel and its deletion (भरत
 *                  "bharat", बलबीर "balbir", कृष्ण "krishna"), titles (मा. "hon"), dotted initials spelt
 *                  as English letter names (के. सी. "k. c.").
 *   Tamil, Sinhala romanise-tamil-sinhala.ts: ISO 15919 without diacritics and Sri Lankan customary
 *                  spelling, the inherent vowel kept (சம்பந்தன் "sambanthan", සුසිල් "susil"), Tamil
 *                  plosives voiced after a nasal, titles (திரு "hon"), initials spelt as English letter
 *                  names (ஏ. எச். "a. h.") or as a syllable of the script (இரா. "r.").
 *   Cyrillic       before any-ascii: Bulgarian ъ before a consonant is the vowel "a" (БРЪНЧЕВА ->
 *                  Brancheva; the Russian hard sign stands before vowels and is dropped); in a
 *                  Ukrainian or Belarusian name (і ї є ґ ў present) г is "h" (national romanisations);
 *                  ё is "yo" (BGN/PCGN and English usage: Пётр Pyotr; any-ascii would write "e").
 *                  The Latin spellings this romanisation hides (Х kh or h, В v or w, ...) are listed
 *                  by `cyrillicVariants` for the index and the scorer.
 */
import { pinyin } from 'pinyin-pro';
import { toRomaji } from 'wanakana';
import { romanize as romanizeHangul } from 'es-hangul';
import { readsForeignHangul, romaniseForeignHangulWord } from './foreign-hangul.js';
import { romaniseDevanagari } from './romanise-devanagari.js';
import { romaniseArabic } from './romanise-arabic.js';
import { romaniseTamilSinhala } from './romanise-tamil-sinhala.js';
import { romaniseKhmer } from './romanise-khmer.js';

const HAN_RUN = /[\p{Script=Han}]+/gu;
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KANA_RUN = /[\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const HANGUL = /\p{Script=Hangul}/u;
const HANGUL_RUN = /[\uAC00-\uD7A3]+/gu;
const ARABIC = /\p{Script=Arabic}/u;
const HEBREW = /\p{Script=Hebrew}/u;
const GREEK = /\p{Script=Greek}/u;
const THAI = /\p{Script=Thai}/u;
const KHMER = /\p{Script=Khmer}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const TAMIL_SINHALA = /[\p{Script=Tamil}\p{Script=Sinhala}]/u;

/** Options: `person` when the name is a person's (the first Han character is read as a surname). */
export interface RomaniseOptions {
  person?: boolean;
}

/** Romanise every non-Latin script the module doc lists; other characters are left as they are. */
export function romanise(name: string, opts: RomaniseOptions = {}): string {
  let s = name;
  if (HANGUL.test(s)) s = romaniseHangul(s, opts.person ?? false);
  if (KANA.test(s)) s = romaniseKana(s);
  if (HAN.test(s)) s = romaniseHan(s, opts.person ?? false);
  if (ARABIC.test(s)) s = romaniseArabic(s);
  if (HEBREW.test(s)) s = romaniseHebrew(s);
  if (GREEK.test(s)) s = romaniseGreek(s);
  if (THAI.test(s)) s = romaniseThai(s);
  if (KHMER.test(s)) s = romaniseKhmer(s);
  if (DEVANAGARI.test(s)) s = romaniseDevanagari(s);
  if (TAMIL_SINHALA.test(s)) s = romaniseTamilSinhala(s);
  if (CYRILLIC.test(s)) s = prepareCyrillic(s);
  return s;
}

/** Chinese: pinyin-pro (module doc). */
export function romaniseHan(s: string, person: boolean): string {
  return s.replace(HAN_RUN, (run) => {
    const syl = pinyin(run, { toneType: 'none', type: 'array', surname: person ? 'head' : 'off', v: false })
      .map((x) => x.replace(/ü/g, 'u'));
    return ` ${syl.join(' ')} `;
  });
}

let pinyinSyllables: Set<string> | undefined;
/**
 * Whether a folded Latin word (upper case) is a Hanyu Pinyin syllable without its tone (403 of them:
 * GUO, PING, HONG; also MAN, BEN, DAN; not ERIC, KIM, UK): the readings pinyin-pro gives the CJK
 * Unified Ideographs block (U+4E00-U+9FFF), collected the first time a word is asked about (about
 * 0.1 s, once per process).
 */
export function isPinyinSyllable(word: string): boolean {
  if (pinyinSyllables === undefined) {
    let all = '';
    for (let c = 0x4e00; c <= 0x9fff; c++) all += String.fromCharCode(c);
    pinyinSyllables = new Set();
    for (const x of pinyin(all, { toneType: 'none', type: 'array', v: false })) {
      const w = x.replace(/ü/g, 'u').toUpperCase();
      if (/^[A-Z]+$/.test(w)) pinyinSyllables.add(w);
    }
  }
  return pinyinSyllables.has(word);
}

/** Japanese kana: wanakana Hepburn (module doc). */
export function romaniseKana(s: string): string {
  return s.replace(KANA_RUN, (run) => ` ${toRomaji(run).replace(/vu([aieo])/g, 'v$1')} `);
}

/**
 * Korean Hangul: es-hangul Revised Romanization, one syllable at a time (module doc). `person`: the
 * string is a person's name; when it reads as a foreign name transcribed into Hangul
 * (foreign-hangul.readsForeignHangul: 데이비드 캐머런), each word is written as one word of its
 * syllables' romanisations ("deibideu kaemeoreon"), the word the scorer compares with a Latin one.
 */
export function romaniseHangul(s: string, person = false): string {
  if (person && readsForeignHangul(s)) return s.replace(HANGUL_RUN, (run) => ` ${romaniseForeignHangulWord(run, romanizeHangul)} `);
  return s.replace(HANGUL_RUN, (run) => ` ${[...run].map((c) => HANGUL_VOWEL_SYLLABLES[c] ?? romanizeHangul(c)).join(' ')} `);
}

/** Syllables that RR writes as one vowel letter (an initial, to the matcher): their customary spellings. */
const HANGUL_VOWEL_SYLLABLES: Record<string, string> = { '이': 'yi', '오': 'oh', '우': 'woo', '어': 'eo', '으': 'eu' };

/** Hebrew letters -> Latin (module doc); final forms as their letter except final pe. */
const HEBREW_LETTERS: Record<string, string> = {
  'א': 'a', 'ב': 'b', 'ג': 'g', 'ד': 'd', 'ה': 'h', 'ו': 'w', 'ז': 'z', 'ח': 'kh', 'ט': 't', 'י': 'y',
  'כ': 'k', 'ך': 'kh', 'ל': 'l', 'מ': 'm', 'ם': 'm', 'נ': 'n', 'ן': 'n', 'ס': 's', 'ע': '', 'פ': 'p',
  'ף': 'f', 'צ': 'ts', 'ץ': 'ts', 'ק': 'k', 'ר': 'r', 'ש': 'sh', 'ת': 't',
};
const HEBREW_GERESH: Record<string, string> = { 'ג': 'j', 'ז': 'zh', 'צ': 'ch', 'ץ': 'ch', 'ת': 't' };

/**
 * The older Yiddish-style spellings of foreign sounds, דזש dzh, זש zh, טש tsh (YIVO orthography, still
 * found in Hebrew transcriptions: זשומבלאט JUMBLATT), as the geresh spellings ג' ז' צ' of the
 * Academy of the Hebrew Language's transcription rules (2011).
 */
const HEBREW_YIDDISH_DIGRAPHS = /דזש|זש|טש/gu;

/**
 * Hebrew -> Latin (module doc). Points (niqqud) are dropped. Foreign names are spelt by the Academy
 * of the Hebrew Language's rules for spelling without points (2017) and for transcription (2011):
 * a consonant vav doubled (וו, one "w"), yod doubled for the consonant or the diphthong ei/ai (יי,
 * "yy": the matcher reads it so, cross-script.ts), alef as a vowel carrier, the geresh for j, zh, ch.
 */
export function romaniseHebrew(input: string): string {
  const s = input.normalize('NFD').replace(/[\u0591-\u05C7]/gu, (c) => (c === '\u05BE' ? '-' : ''))
    .replace(HEBREW_YIDDISH_DIGRAPHS, (d) => (d === 'דזש' ? "ג'" : d === 'זש' ? "ז'" : "צ'"));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    const next = s[i + 1];
    const wordStart = i === 0 || HEBREW_LETTERS[s[i - 1]] === undefined;
    const wordEnd = HEBREW_LETTERS[next ?? ''] === undefined;
    // A doubled vav is one consonant, v or w (ווליד, הווארד, איוון IVAN; a vowel u/o between two
    // vowels, תוויני TUENI): one "w", which the matcher reads as either.
    if (c === 'ו' && next === 'ו') { out += 'w'; i++; continue; }
    // Pe at the end of a word in its non-final form is p (foreign words: פיליפ PHILIP).
    if (c === 'פ' && wordEnd && !wordStart) { out += 'p'; continue; }
    if (HEBREW_LETTERS[c] !== undefined && (next === '\u05F3' || next === "'" || next === '\u2019') && HEBREW_GERESH[c]) {
      out += HEBREW_GERESH[c];
      i++;
      continue;
    }
    // Final he after a letter is a vowel (-a/-e): "משה" Moshe.
    if (c === 'ה' && i > 0 && HEBREW_LETTERS[s[i - 1]] !== undefined && HEBREW_LETTERS[next ?? ''] === undefined) { out += 'a'; continue; }
    // Bet inside a word is v (begadkefat without dagesh: אברהם Avraham, בוקובה Bokova); pe is p or f
    // ("ph": the matcher reads either).
    if (c === 'ב' && !wordStart) { out += 'v'; continue; }
    if (c === 'פ') { out += 'ph'; continue; }
    out += HEBREW_LETTERS[c] ?? (c === '\u05F3' || c === '\u05F4' ? '' : c);
  }
  return out;
}

const GREEK_SINGLE: Record<string, string> = {
  'α': 'a', 'β': 'v', 'γ': 'g', 'δ': 'd', 'ε': 'e', 'ζ': 'z', 'η': 'i', 'θ': 'th', 'ι': 'i', 'κ': 'k',
  'λ': 'l', 'μ': 'm', 'ν': 'n', 'ξ': 'x', 'ο': 'o', 'π': 'p', 'ρ': 'r', 'σ': 's', 'ς': 's', 'τ': 't',
  'υ': 'y', 'φ': 'f', 'χ': 'ch', 'ψ': 'ps', 'ω': 'o',
};
const GREEK_VOICELESS = new Set(['θ', 'κ', 'ξ', 'π', 'σ', 'ς', 'τ', 'φ', 'χ', 'ψ']);
const GREEK_LETTER = /\p{Script=Greek}/u;

/** Greek -> Latin (module doc). Output is lower case (the caller folds case). */
export function romaniseGreek(input: string): string {
  // Decompose to see the diaeresis (it splits a digraph: Ευΐα, Μαΐου), then drop accents.
  const d = input.normalize('NFD').toLowerCase();
  const chars: string[] = [];
  const split: boolean[] = [];
  const acc: boolean[] = [];
  for (const c of d) {
    // A diaeresis on the second vowel, or an accent on the first, makes two vowels (Μπόικο Bo-i-ko).
    if (c === '\u0308') { if (split.length) split[split.length - 1] = true; continue; }
    if (c === '\u0301') { if (acc.length) acc[acc.length - 1] = true; continue; }
    if (/\p{M}/u.test(c)) continue;
    chars.push(c);
    split.push(false);
    acc.push(false);
  }
  for (let i = 0; i + 1 < chars.length; i++) if (acc[i] && 'αεοη'.includes(chars[i]) && 'ιυ'.includes(chars[i + 1])) split[i + 1] = true;
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const n = chars[i + 1] ?? '';
    const initial = i === 0 || !GREEK_LETTER.test(chars[i - 1]);
    if (!GREEK_LETTER.test(c)) { out += c; continue; }
    const pair = c + n;
    if (!split[i + 1]) {
      if (pair === 'ου') { out += 'ou'; i++; continue; }
      if (pair === 'αυ' || pair === 'ευ' || pair === 'ηυ') {
        const after = chars[i + 2] ?? '';
        const f = !GREEK_LETTER.test(after) || GREEK_VOICELESS.has(after);
        out += (c === 'α' ? 'a' : c === 'ε' ? 'e' : 'i') + (f ? 'f' : 'v');
        i++;
        continue;
      }
      if (pair === 'μπ') { out += initial ? 'b' : 'mb'; i++; continue; }
      if (pair === 'ντ') { out += initial ? 'd' : 'nd'; i++; continue; }
      if (pair === 'γκ') { out += initial ? 'g' : 'ng'; i++; continue; }
      if (pair === 'γγ') { out += 'ng'; i++; continue; }
      if (pair === 'γξ') { out += 'nx'; i++; continue; }
      if (pair === 'γχ') { out += 'nch'; i++; continue; }
      if (pair === 'ει' || pair === 'οι') { out += 'i'; i++; continue; }
      if (pair === 'αι') { out += 'ai'; i++; continue; }
    }
    out += GREEK_SINGLE[c] ?? c;
  }
  return out;
}

// Thai (RTGS simplified).
const THAI_INITIAL: Record<string, string> = {
  'ก': 'k', 'ข': 'kh', 'ฃ': 'kh', 'ค': 'kh', 'ฅ': 'kh', 'ฆ': 'kh', 'ง': 'ng', 'จ': 'ch', 'ฉ': 'ch', 'ช': 'ch',
  'ซ': 's', 'ฌ': 'ch', 'ญ': 'y', 'ฎ': 'd', 'ฏ': 't', 'ฐ': 'th', 'ฑ': 'th', 'ฒ': 'th', 'ณ': 'n', 'ด': 'd',
  'ต': 't', 'ถ': 'th', 'ท': 'th', 'ธ': 'th', 'น': 'n', 'บ': 'b', 'ป': 'p', 'ผ': 'ph', 'ฝ': 'f', 'พ': 'ph',
  'ฟ': 'f', 'ภ': 'ph', 'ม': 'm', 'ย': 'y', 'ร': 'r', 'ฤ': 'rue', 'ล': 'l', 'ฦ': 'lue', 'ว': 'w', 'ศ': 's',
  'ษ': 's', 'ส': 's', 'ห': 'h', 'ฬ': 'l', 'อ': '', 'ฮ': 'h',
};
const THAI_FINAL: Record<string, string> = {
  'ก': 'k', 'ข': 'k', 'ค': 'k', 'ฆ': 'k', 'ง': 'ng', 'จ': 't', 'ช': 't', 'ซ': 't', 'ฌ': 't', 'ญ': 'n',
  'ฎ': 't', 'ฏ': 't', 'ฐ': 't', 'ฑ': 't', 'ฒ': 't', 'ณ': 'n', 'ด': 't', 'ต': 't', 'ถ': 't', 'ท': 't',
  'ธ': 't', 'น': 'n', 'บ': 'p', 'ป': 'p', 'พ': 'p', 'ฟ': 'p', 'ภ': 'p', 'ม': 'm', 'ย': 'i', 'ร': 'n',
  'ล': 'n', 'ว': 'o', 'ศ': 't', 'ษ': 't', 'ส': 't', 'ฬ': 'n',
};
const THAI_VOWELS: Record<string, string> = {
  'ะ': 'a', 'ั': 'a', 'า': 'a', 'ำ': 'am', 'ิ': 'i', 'ี': 'i', 'ึ': 'ue', 'ื': 'ue', 'ุ': 'u', 'ู': 'u',
  'ๅ': '', 'ฯ': '',
};
const THAI_PREPOSED: Record<string, string> = { 'เ': 'e', 'แ': 'ae', 'โ': 'o', 'ใ': 'ai', 'ไ': 'ai' };
const THAI_WORD = /[\u0E00-\u0E7F]+/gu;

/** Thai -> Latin (module doc). */
export function romaniseThai(input: string): string {
  return input.replace(THAI_WORD, (word) => {
    // Drop tone marks and the letter silenced by the karan (with a vowel mark between them, both).
    const w = word.replace(/[\u0E48-\u0E4B\u0E47]/gu, '').replace(/[\u0E01-\u0E2E][\u0E34-\u0E39]?\u0E4C/gu, '');
    const cs = [...w];
    let out = '';
    let pending = '';
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i];
      if (THAI_PREPOSED[c] !== undefined) { pending = THAI_PREPOSED[c]; continue; }
      if (THAI_INITIAL[c] !== undefined) {
        const next = cs[i + 1];
        const isFinal = out.length > 0 && !pending && (next === undefined || THAI_INITIAL[next] !== undefined || THAI_PREPOSED[next] !== undefined)
          && /[aeiou]$/.test(out);
        if (isFinal && THAI_FINAL[c] !== undefined) { out += THAI_FINAL[c]; continue; }
        out += THAI_INITIAL[c];
        // A cluster consonant + ร/ล keeps its second consonant (ปร pr, กล kl).
        if ((next === 'ร' || next === 'ล') && cs[i + 2] !== undefined && THAI_INITIAL[cs[i + 2]] === undefined && c !== 'อ') {
          out += THAI_INITIAL[next];
          i++;
        }
        if (pending) { out += pending; pending = ''; }
        continue;
      }
      out += THAI_VOWELS[c] ?? '';
    }
    return out + pending;
  });
}


const UK_BE = /[іїєґўІЇЄҐЎ]/u;

/** Cyrillic rules applied before any-ascii (module doc). */
export function prepareCyrillic(s: string): string {
  let out = s.replace(/[ъЪ](?=[бвгджзйклмнпрстфхцчшщБВГДЖЗЙКЛМНПРСТФХЦЧШЩ])/gu, (c) => (c === 'ъ' ? 'а' : 'А'));
  if (UK_BE.test(out)) out = out.replace(/г/g, 'h').replace(/Г/g, 'H');
  // Ё is "yo" (BGN/PCGN and common English spelling: Пётр Pyotr, Ёнг Yong); any-ascii would write "e",
  // which `cyrillicVariants` still reads (FYODOROV as FEDOROV).
  out = out.replace(/ё/g, 'йо').replace(/Ё/g, 'Йо');
  return out;
}

/**
 * Latin spellings the romanisation of a Cyrillic token hides, each rewrite applied to every place it
 * matches: romanisation writes Дж as DZH, Х as KH, Кс as KS, В as V, a word-initial Е as E and Ё as YO,
 * while the Latin-script name behind a name typed in Cyrillic often has J, H, X, W, YE and E (JAMIEL
 * typed Джамиел reads DZHAMIEL, HAMIEH typed Хамиех KHAMIEKH, XHEVAT typed Ксхеват KSKHEVAT, WEI typed
 * Веи VEI, YEHYA typed Ехя EKHYA, FEDOROV typed Фёдоров FYODOROV). Sources: the Russian romanisation
 * systems (GOST 7.79, BGN/PCGN, ICAO) all write Х kh and В v, which names from Arabic, Chinese, Korean
 * or Albanian spell h and w; BGN/PCGN writes a word-initial Е ye where ICAO and any-ascii write e, and
 * ICAO writes Ё e. Й (and the J glide of Я, Ю after a vowel), romanised Y, is J in ISO 9, GOST 7.79,
 * the scholarly transliteration and the German, Czech, Polish and South Slavic spellings (Сергей
 * SERGEJ, Андрей ANDREJ, Мария MARIJA) and I in ICAO Doc 9303, the passport romanisation since 2013
 * (SERGEI, NIKOLAI, MARIIA): a Y after a vowel is also read J and I. A Ukrainian or Belarusian name's г,
 * romanised H (`prepareCyrillic`: the national romanisations, Григорій HRYHORII), is also read G: the
 * Russian-style spelling lists keep (GRIGORIY), and the g of a foreign name Ukrainian writes with г
 * (Грінінг HRININH, GREENING). Only an H the romanisation wrote alone is so read (not in KH, ZH, CH,
 * SH). The other way round, a Russian г, romanised G, is also read H: the Ukrainian and Belarusian
 * spelling of the same name (Георгий GEORGIY, Heorhiy) and the h of an English or German name in the
 * older Russian practice, still common in the press (Говард HOWARD, Генкок HANCOCK, Гамбург HAMBURG;
 * Д. И. Ермолович, "Имена и названия на русском языке", 2005, on г for h).
 */
const CYRILLIC_READINGS: ReadonlyArray<readonly [RegExp, string]> = [
  // (First, so that it reads only an H the romanisation wrote, never one a later rewrite makes of KH.)
  [/(?<![KZCS])H/g, 'G'],
  [/G/g, 'H'],
  [/DZH/g, 'J'], [/KH/g, 'H'], [/KS/g, 'X'], [/V/g, 'W'], [/^E/, 'YE'], [/YO/g, 'E'],
  [/([AEIOU])Y/g, '$1J'], [/([AEIOU])Y/g, '$1I'],
];

/**
 * Latin spellings a romanised Cyrillic token may stand for (`CYRILLIC_READINGS`, the rewrites applied
 * together and apart): the distinct variants other than the token itself, [] when no rewrite applies.
 */
export function cyrillicVariants(text: string): string[] {
  let out: string[] | undefined;
  for (const [re, to] of CYRILLIC_READINGS) {
    re.lastIndex = 0;
    if (!re.test(text)) continue;
    out ??= [text];
    for (let i = 0, n = out.length; i < n; i++) out.push(out[i].replace(re, to));
  }
  return out ? [...new Set(out)].filter((v) => v !== text) : [];
}

/**
 * `cyrillicVariants` of a token's text, kept on the token (`NameToken.readings`): the index looks a
 * query token's readings up and the scorer compares them, one computation for both.
 */
export function tokenReadings(t: { text: string; readings?: string[] }): string[] {
  return t.readings ?? (t.readings = cyrillicVariants(t.text));
}

/**
 * Whole Wade–Giles syllables with their pinyin spelling (`wadeGilesToPinyin`): the apical vowels
 * written -U after TZ/SS/SZ (pinyin ZI, SI) and the ERH syllable.
 */
const WG_SYLLABLES: Record<string, string> = { TZU: 'ZI', SSU: 'SI', SZU: 'SI', ERH: 'ER' };

/**
 * Wade–Giles initials and their pinyin values, longer first. Lists print Wade–Giles without the
 * aspiration apostrophes (Tse-tung for Ts'e-tung), so each initial is given its unaspirated value
 * (T and T' both D, CH and CH' both ZH); `aspirationKey` merges the pairs the apostrophe told apart.
 */
const WG_INITIALS: ReadonlyArray<readonly [string, string]> = [
  ['TZ', 'Z'], ['TS', 'Z'], ['HS', 'X'], ['CH', 'ZH'], ['SH', 'SH'], ['J', 'R'], ['K', 'G'], ['T', 'D'], ['P', 'B'],
];

/** Wade–Giles finals spelt otherwise in pinyin (-UNG ONG, -IEH IE, -IEN IAN, -UEH UE, -UEI UI, -IH I, KO GE, LO LUO). */
const WG_FINALS: ReadonlyArray<readonly [RegExp, string]> = [
  [/UNG$/, 'ONG'], [/IEH$/, 'IE'], [/IEN$/, 'IAN'], [/UEH$/, 'UE'], [/UEI$/, 'UI'], [/IH$/, 'I'], [/^([GH])O$/, '$1E'],
  [/^(ZH|SH|[DNLZSR])O$/, '$1UO'],
];

/**
 * Pinyin spelling of one Wade–Giles syllable (upper case, apostrophes and umlauts dropped as folded
 * text has them): TSE -> ZE, TUNG -> DONG, HSIAO -> XIAO, CHIH -> ZHI, JEN -> REN, KUO -> GUO. Where
 * the dropped apostrophe hid an aspirated initial the unaspirated one is written (T'ANG -> DANG):
 * compare through `aspirationKey`. A string that is no Wade–Giles syllable comes back rewritten by
 * the same rules (callers compare keys, they do not display the result). Source: the Wade–Giles /
 * pinyin correspondence tables (Library of Congress, "Pinyin conversion project", 2000).
 */
export function wadeGilesToPinyin(syllable: string): string {
  const whole = WG_SYLLABLES[syllable];
  if (whole !== undefined) return whole;
  let s = syllable;
  for (const [wg, py] of WG_INITIALS) if (s.startsWith(wg)) { s = py + s.slice(wg.length); break; }
  for (const [re, py] of WG_FINALS) s = s.replace(re, py);
  return s;
}

/**
 * Pinyin spelling with the aspirated and unaspirated initials merged (ZH, CH, J, Q -> J; Z, C -> Z;
 * T -> D; P -> B; K -> G): the distinction Wade–Giles writes with an apostrophe that lists drop, so
 * a Wade–Giles reading (`wadeGilesToPinyin`) and a pinyin spelling of one name get one key (ZEDONG,
 * DENG / TENG). Upper-case input.
 */
export function aspirationKey(pinyin: string): string {
  return pinyin.replace(/ZH|CH|Q/g, 'J').replace(/C/g, 'Z').replace(/T/g, 'D').replace(/P/g, 'B').replace(/K/g, 'G');
}

/**
 * Folds of Latin spellings of one Arabic consonant or glide, applied in order (`arabicSpellingForm`).
 * Each pair is two ways the romanisation systems in use write one Arabic letter:
 *   SCH/CH -> SH  ش: SH in English-language systems (UN 1972, BGN/PCGN 1956), CH in French (HICHAM,
 *                  ACHRAF), SCH in German practice;
 *   DJ -> J       ج: J in English systems, DJ in French (DJAMEL, ABDELDJALIL);
 *   DH -> D, TH -> T  ذ and ث: DH/TH in BGN/PCGN, D/T (or Z/S) in colloquial spellings (QADHAFI/
 *                  GADDAFI, OTHMAN/OSMAN are left to the phonetic key);
 *   Q, G, K -> K  ق: Q in BGN/PCGN, K in Turkish/Persian-influenced and older English spellings
 *                  (QATIRJI/KATERJI), G in Gulf, Libyan and Egyptian speech (GADDAFI);
 *   PH -> F       ف in older English spellings (MUSTAPHA);
 *   SY -> SH      ش in the Indonesian transliteration of Arabic (Pedoman Transliterasi Arab-Latin, 1987:
 *                  BAASYIR/BASHIR, SYARIF);
 *   OU + vowel -> W, W and Y after a vowel and before none -> U, I  و and ي are both consonant and
 *                  the second half of the diphthongs aw and ay; systems write them W/Y or as vowels (OU in
 *                  French before a vowel: OUALID,
 *                  SAHRAOUI; I between vowels: AIADI; OU, OO, U; I, EE, EI): SAHRAWI/SAHRAOUI,
 *                  AYADI/AIADI, MUTAYRI/MUTAIRI, SAYF/SAIF;
 *   a doubled consonant once  shadda is written doubled in BGN/PCGN and often once elsewhere
 *                  (MUHAMMAD/MOHAMED, HASSAN/HASAN);
 *   a final H after a vowel dropped  taa marbuta and final ha written -AH or -A (HUMAYDAH/HEMAIDA,
 *                  ABDALLAH/ABDALLA).
 * Source: the UN (UNGEGN 1972) and BGN/PCGN (1956) Arabic romanisation systems against French-language
 * (Maghreb) and popular English spellings, as described in the UNGEGN "Technical reference manual for
 * the standardization of geographical names" (2007) and the BGN/PCGN romanisation tables.
 */
const ARABIC_CONSONANT_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/SCH/g, 'SH'], [/(?<!S)CH/g, 'SH'], [/DJ/g, 'J'], [/DH/g, 'D'], [/(?<![STDKGZ])TH/g, 'T'], [/PH/g, 'F'],
  [/SY(?=[AEIOU])/g, 'SH'], [/[QG](?!H)/g, 'K'], [/OU(?=[AEIOU])/g, 'W'], [/([AEIOU])I(?=[AEIOU])/g, '$1Y'], [/(?<=[AEIOU])W(?![AEIOU])/g, 'U'], [/(?<=[AEIOU])Y(?![AEIOU])/g, 'I'],
  [/([B-DF-HJ-NP-TV-Z])\1+/g, '$1'], [/([AEIOU])H$/, '$1'],
];

/**
 * Vowel spellings folded before vowel groups are compared (`arabicVowelsAgree`): a long vowel written
 * with a doubled letter or a digraph is the vowel written once (EE/IE/II ī, OO/OU/UU ū, AA ā: SAEED/
 * SAID, YOUSSEF/YUSUF). Source: as `ARABIC_CONSONANT_FOLDS` (English EE/OO, French OU for ū).
 */
const ARABIC_VOWEL_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [[/EE|II|IE/g, 'I'], [/OU|OO|UU/g, 'U'], [/AA/g, 'A']];

/**
 * Arabic vowels each Latin vowel letter writes in the romanisations in use: A fatha/alif (a), I kasra/ya
 * (i), U damma/waw (u); E is a (REHMAN, YEHIA) or i (SALEH, ADEL, SAEED) as French and popular English
 * spellings write them; O is u (MOHAMMED, OMAR, MOSTAFA). Bit 1 a, 2 i, 4 u.
 */
const ARABIC_VOWEL_READS: Record<string, number> = { A: 1, E: 3, I: 2, O: 4, U: 4 };

/**
 * The spelling of a folded token with `ARABIC_CONSONANT_FOLDS` applied (vowels untouched), or '' when it
 * holds anything but the letters A-Z.
 */
export function arabicSpellingForm(text: string): string {
  if (!/^[A-Z]+$/.test(text)) return '';
  let out = text;
  for (const [re, to] of ARABIC_CONSONANT_FOLDS) out = out.replace(re, to);
  return out;
}

/** Whether two vowel groups (runs of A E I O U, `ARABIC_VOWEL_FOLDS` applied) may write the same Arabic vowels. */
function arabicVowelsAgree(x: string, y: string): boolean {
  if (x === y) return true;
  if (x.length !== y.length) return false;
  for (let k = 0; k < x.length; k++) if ((ARABIC_VOWEL_READS[x[k]] & ARABIC_VOWEL_READS[y[k]]) === 0) return false;
  return true;
}

/**
 * Whether two first vowel runs of words agree (`arabicVowelsAgree`), E not read a: a word opening
 * with E writes an initial i (EBRAHIM, ESSAM, EMAD; the French and popular English spelling of
 * kasra), never the a of an initial alif, written A (AHMAD, ASHRAF). Keeps ELLEN/ALLEN apart.
 */
function firstVowelsAgree(x: string, y: string): boolean {
  if ((x[0] === 'E') !== (y[0] === 'E') && (x[0] === 'A' || y[0] === 'A')) return false;
  return arabicVowelsAgree(x, y);
}

/** Consonant runs and vowel runs of a word, alternating. */
const SEGMENTS_RE = /[AEIOU]+|[^AEIOU]+/g;

/**
 * Whether two different Latin-script tokens are one Arabic name in two romanisations: after
 * `arabicSpellingForm` (each Arabic consonant written one way, doubled consonants once, a final -H
 * after a vowel dropped) they have the same consonants in the same places, and each pair of vowel
 * runs may write the same Arabic vowels (`arabicVowelsAgree`: E is a or i, O is u, a long vowel as a
 * digraph or a doubled letter; E for a at most once in a word, more is a European name's vowels:
 * RENE/RANA). MUHAMMAD/MOHAMMED, AHMAD/AHMED, SAID/SAEED, ASHRAF/ACHRAF,
 * SAHRAWI/SAHRAOUI, MUSTAFA/MOSTAPHA, HUMAYDAH/HEMAIDA pass; RAHIM/RAHMAN (other consonants),
 * SALIM/SALAM (i against a), OMAR/AMAR (u against a) do not. `fa`, `fb`: the tokens'
 * `arabicSpellingForm`s. Source: see `ARABIC_CONSONANT_FOLDS`.
 */
export function arabicRomanisationVariant(fa: string, fb: string): boolean {
  if (fa === '' || fb === '') return false;
  if (fa === fb) return true;
  const sa = fa.match(SEGMENTS_RE)!;
  const sb = fb.match(SEGMENTS_RE)!;
  if (sa.length !== sb.length) return false;
  // E written for a (fatha) once in a word is the popular and French spelling (AHMED, REHMAN); E for
  // a throughout is another (European) name's vowels (RENE / RANA, KENDALL / KANDEL).
  let eForA = 0;
  for (let k = 0; k < sa.length; k++) {
    const x = sa[k];
    const y = sb[k];
    const vx = ARABIC_VOWEL_READS[x[0]] !== undefined;
    if (vx !== (ARABIC_VOWEL_READS[y[0]] !== undefined)) return false;
    if (!vx) { if (x !== y) return false; continue; }
    let px = x;
    let py = y;
    for (const [re, to] of ARABIC_VOWEL_FOLDS) { px = px.replace(re, to); py = py.replace(re, to); }
    if (!(k === 0 ? firstVowelsAgree(px, py) : arabicVowelsAgree(px, py))) return false;
    for (let v = 0; v < px.length; v++) if ((px[v] === 'E' && py[v] === 'A') || (px[v] === 'A' && py[v] === 'E')) eForA++;
    if (eForA > 1) return false;
  }
  return true;
}
