/**
 * Arabic-script names (Arabic, Persian, Urdu, Pashto) romanised for the matcher: the letter table,
 * particles, titles, compounds and published defects that the "Arabic script" part of romanise.ts's
 * module doc describes (its rules and sources are there). Pure, no I/O. Used by romanise.ts.
 */

/** Arabic-script letters (Arabic, Persian, Urdu) -> Latin (module doc). */
const ARABIC_LETTERS: Record<string, string> = {
  'ا': 'a', 'أ': 'a', 'إ': 'i', 'آ': 'a', 'ٱ': 'a', 'ء': '', 'ئ': 'e', 'ؤ': 'w', 'ب': 'b', 'ت': 't', 'ث': 'th',
  'ج': 'j', 'ح': 'h', 'خ': 'kh', 'د': 'd', 'ذ': 'dh', 'ر': 'r', 'ز': 'z', 'س': 's', 'ش': 'sh', 'ص': 's',
  'ض': 'dh', 'ط': 't', 'ظ': 'dh', 'ع': '', 'غ': 'gh', 'ف': 'f', 'ق': 'q', 'ك': 'k', 'ک': 'k', 'ل': 'l',
  'م': 'm', 'ن': 'n', 'ه': 'h', 'ھ': 'h', 'ۀ': 'h', 'ة': 'a', 'و': 'w', 'ي': 'y', 'ی': 'y', 'ى': 'e',
  'ې': 'y', 'ۍ': 'y', 'ے': 'e', 'پ': 'p', 'چ': 'ch', 'ژ': 'zh', 'گ': 'g', 'ٹ': 't', 'ڈ': 'd', 'ڑ': 'r',
  'ں': 'n', 'ہ': 'h', 'ۃ': 'a', 'ڤ': 'v', 'ڨ': 'g', 'ڭ': 'ng', 'ۆ': 'o', 'ێ': 'e', 'ڕ': 'r', 'ڵ': 'l', 'ە': 'h',
  // Pashto letters, as Afghan names are spelt in Latin script (ځدران ZADRAN, ګل GUL, ښکلي SHKALAI).
  'ځ': 'z', 'ټ': 't', 'ډ': 'd', 'ړ': 'r', 'ږ': 'zh', 'ښ': 'sh', 'ڼ': 'n', 'ګ': 'g',
};
const ARABIC_PARTICLES: Record<string, string> = {
  'بن': 'bin', 'ابن': 'ibn', 'إبن': 'ibn', 'بنت': 'bint', 'ابو': 'abu', 'أبو': 'abu', 'ابي': 'abi', 'أبي': 'abi',
  'ام': 'umm', 'أم': 'umm', 'ولد': 'ould',
};
/**
 * Titles written in Arabic script, as the Latin spellings normalise.ts knows as honorifics (dropped, or
 * kept at half weight), so that both scripts treat a title alike: شيخ SHEIKH, حاجی HAJI, ملا MULLAH.
 */
const ARABIC_TITLES: Record<string, string> = {
  'شيخ': 'sheikh', 'شیخ': 'sheikh', 'حاج': 'haji', 'حاجي': 'haji', 'حاجی': 'haji',
  'حاجى': 'haji', 'ملا': 'mullah', 'مولوي': 'maulvi', 'مولوی': 'maulvi', 'مولوى': 'maulvi', 'مولانا': 'maulana',
  'قاري': 'qari', 'قاری': 'qari', 'قارى': 'qari', 'دكتور': 'dr', 'دکتر': 'dr', 'الدكتور': 'dr',
};
/**
 * Persian suffixes written apart (space or zero-width non-joiner) that Latin spellings join to the
 * word: زاده -ZADEH, پور -POUR, نیا -NIA, نژاد -NEJAD, فر -FAR, ها -HA, and the Pashto clan suffix
 * خیل -KHEL (حسین زاده HOSSEINZADEH, شهید خیل SHAHIDKHEL).
 */
const PERSIAN_SUFFIX = /([\p{Script=Arabic}])[\u200C ]+(زاده|زادە|زادہ|پور|نیا|نژاد|فر|ها|خیل|خيل)(?![\p{Script=Arabic}])/gu;
/**
 * The word الدين "of the faith" after a name, written apart or not (شمس الدين, نورالدین): one compound,
 * as Latin spellings write it (SHAMSUDDIN).
 */
const AL_DIN = /([\p{Script=Arabic}]{2})[ \u200C]*ال(?:دين|دین)(?![\p{Script=Arabic}])/gu;
/** Marker ending a romanised "X al-Din" compound; cross-script.ts reads it (`DIN_SUFFIX`). */
export const DIN_MARKER = 'uddyn';
// Harakat, tanwin, shadda, sukun, superscript alif, tatweel: dropped.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640\u06D6-\u06ED]/gu;
const ARABIC_WORD_DIN = /[\p{Script=Arabic}]+\u0001?/gu;

/**
 * An office in parentheses after a name, "(رئيس المجلس الوطنى الاتحادى)" "(Speaker of the Federal
 * National Council)": a description, not a name, dropped (an unclosed one runs to the end). Recognised
 * by its first word, a noun of office (head/president, minister, deputy, member, ambassador, governor,
 * director, commander), with or without the article; a parenthesised alias or kunya is kept.
 */
const OFFICE_IN_PARENTHESES = /[(\uFD3E]\s*(?:ال)?(?:رئيس|رئیس|وزير|وزیر|نائب|عضو|سفير|سفیر|محافظ|مدير|مدیر|قائد)(?![\p{L}\p{M}])[^)\uFD3F]*(?:[)\uFD3F]|$)/gu;

/**
 * Arabic-script letters that join only to the letter before them (alif, dal, dhal, ra, zay, zhe, waw,
 * ta marbuta, hamza...): a word may end at one of them without a visible break.
 */
const NON_JOINING = new Set([...'اأإآٱدذرزژوؤةءڈڑۀەۆ']);
const ARABIC_LETTER = /^\p{Script=Arabic}$/u;

/**
 * A letter standing alone between words ("ابراھی م" for ابراهيم, "محمد ي عقوب" for محمد يعقوب) is
 * a word broken by a stray space (text extracted from a PDF or a right-to-left layout), not a name: it
 * rejoins the word before it when that word ends in a letter that joins forward (the break shows
 * inside a joined word), else the word after it when it joins forward itself and that word does not
 * start with the article (a letter before "ال" is what is left of a truncated word: "د العزيز" for
 * عبد العزيز). The conjunction و "and" and abbreviations (a letter with a dot) stand alone.
 */
function joinStrayLetters(s: string): string {
  if (!/(?:^|\s)\p{Script=Arabic}(?:\s|$)/u.test(s)) return s;
  const words = s.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (!ARABIC_LETTER.test(w) || w === 'و') { out.push(w); continue; }
    const prev = out[out.length - 1];
    const prevLast = prev?.[prev.length - 1];
    if (prevLast && ARABIC_LETTER.test(prevLast) && !NON_JOINING.has(prevLast)) out[out.length - 1] = prev + w;
    else if (!NON_JOINING.has(w) && i + 1 < words.length && ARABIC_LETTER.test(words[i + 1][0]) && !words[i + 1].startsWith('ال')) words[i + 1] = w + words[i + 1];
    else out.push(w);
  }
  return out.join(' ');
}

/** Arabic script -> Latin (module doc). */
export function romaniseArabic(input: string): string {
  // "د." is the abbreviation of doctor (an honorific, dropped with the others).
  const s = joinStrayLetters(input.normalize('NFKC').replace(ARABIC_MARKS, '').replace(OFFICE_IN_PARENTHESES, ' ')
    .replace(PERSIAN_SUFFIX, '$1$2').replace(AL_DIN, '$1\u0001')
    .replace(/\u200C/g, ' ').replace(/(^|[^\p{L}])د\.\s*/gu, '$1dr '));
  return s.replace(ARABIC_WORD_DIN, (whole) => {
    const din = whole.endsWith('\u0001');
    const word = din ? whole.slice(0, -1) : whole;
    const p = ARABIC_PARTICLES[word] ?? ARABIC_TITLES[word] ?? (word.startsWith('ال') ? ARABIC_TITLES[word.slice(2)] : undefined);
    if (p) return din ? `${p} al dyn` : p;
    return romaniseArabicWord(word) + (din ? DIN_MARKER : '');
  });
}

/**
 * Persian word endings that make a surname of a given name (محمدی MOHAMMADI, محمدیان, محمدزاده,
 * محمدپور, محمدخانی): a word starting with محمد and ending so is not a compound of two given names.
 */
const PERSIAN_SURNAME_ENDING = /^(?:ی|یان|ي|يان|زاده|پور|نژاد|نیا|فر|خانی|لو|وند|ها|ان|ون|انی|آبادی|ابادی|نسب|شاهی)$/u;

/**
 * Frequent Arabic and Persian given names ending in a letter that does not join the next one (dal,
 * ra, zay, waw): a name written straight after one shows no break (أمجدعباس Amjad Abbas, محمدعلی
 * Mohammad Ali, حمیدرضا Hamid Reza, امیرحسین Amir Hossein, خسروپناه Khosrow Panah), so such a word
 * starting with one of them and going on for three or more letters is read as two names, unless the
 * rest is a surname ending (محمدی, احمدزاده, امیرخانی, امیرشاهی) or Allah (سعیدالله SAIDULLAH). Source: the
 * common given names of the Arabic-script names the lists publish (spelt with and without hamza, in
 * Arabic and Persian letters); short names that begin other words (نور, عمر, سعد) are left out.
 */
const COMPOUND_FIRST = new Set([
  'محمد', 'احمد', 'أحمد', 'محمود', 'حامد', 'خالد', 'سعيد', 'سعید', 'رشيد', 'رشید', 'حميد', 'حمید', 'مجيد', 'مجید',
  'وليد', 'ولید', 'ماجد', 'راشد', 'أمجد', 'امجد', 'جواد', 'عماد', 'مراد', 'مسعود', 'داود', 'ناصر', 'منصور',
  'جعفر', 'حيدر', 'حیدر', 'عامر', 'ماهر', 'طاهر', 'ياسر', 'یاسر', 'جابر', 'باقر', 'أنور', 'انور', 'سمير', 'سمیر',
  'زهير', 'زهیر', 'منير', 'منیر', 'نادر', 'شاكر', 'شاکر', 'بشير', 'بشیر', 'بصير', 'بصیر', 'أمير', 'امير', 'امیر',
  'عزيز', 'عزیز', 'خسرو',
]);

/** The given name a run-together word starts with (`COMPOUND_FIRST`), or undefined. */
const COMPOUND_FIRST_LENGTHS = [...new Set([...COMPOUND_FIRST].map((w) => w.length))];
function compoundFirst(word: string): string | undefined {
  for (const n of COMPOUND_FIRST_LENGTHS) {
    const head = word.slice(0, n);
    if (word.length < n + 3 || !COMPOUND_FIRST.has(head)) continue;
    const rest = word.slice(n);
    // A rest of five or more letters ending in ya is a surname (امیراحمدی AMIRAHMADI, امیرحسینی), not a
    // given name ending so (محمدعلی, محمدمهدی, محمدتقی).
    if (/[یي]$/u.test(rest) && rest.length >= 5) continue;
    if (!PERSIAN_SURNAME_ENDING.test(rest) && !rest.startsWith('الله')) return head;
  }
  return undefined;
}

/** One Arabic-script word (no particle, no title) -> Latin (module doc). */
function romaniseArabicWord(word: string): string {
  // "Abd al-X" written as one word (عبدالحی, عبدالرحمن): the parts as separate words, as the Latin
  // spellings (ABDUL HAI) are folded by normalise.ts.
  if (word.length > 5 && word.startsWith('عبدال') && !word.startsWith('عبدالله')) return `abd al ${romaniseArabicWord(word.slice(5))}`;
  // "Abd X" written as one word without the article (عبدفتاح, عبدعلي, عبدربه): two words, as the Latin
  // spellings ABDEFATTAH, ABDALI are split by normalise.ts (ABDUL FATTAH). Only when X has three letters
  // or more and starts with a consonant other than lam: not a suffix (عبدی ABDI, عبدیان, عبدون, عبده)
  // nor عبدلله (ABDULLAH with the alif left out).
  if (word.length >= 6 && word.startsWith('عبد') && !/^[اأإآلويیىهة]/u.test(word.slice(3))) return `abd ${romaniseArabicWord(word.slice(3))}`;
  // "Dhu al-X" ("possessor of") written as one word: the article's alif is not pronounced after the
  // long vowel, as Latin spellings write it (ذوالفقار ZULFIQAR, ذوالقدر ZOLGHADR, ZULQADR).
  if (word.length > 6 && word.startsWith('ذوال')) return `dhwl${romaniseArabicWord(word.slice(4))}`;
  // "Abu al-X" likewise (أبواليزيد ABOU EL YAZID).
  const abu = /^[اأ]بوال/u.exec(word);
  if (abu && word.length > 6) return `abu al ${romaniseArabicWord(word.slice(5))}`;
  // A compound given name starting with Muhammad written without a space (محمدعلی, محمدحسین: د does
  // not join the next letter, so the missing space does not show): two words, as Latin lists write
  // them (Mohammad Ali, Mohammad-Hossein).
  // So are other frequent given names ending in a non-joining letter (COMPOUND_FIRST: أمجدعباس).
  const first = compoundFirst(word);
  if (first) return `${romaniseArabicWord(first)} ${romaniseArabicWord(word.slice(first.length))}`;
  let w = word;
  let prefix = '';
  if (w.length > 3 && w.startsWith('ال') && w !== 'الله') { prefix = 'al '; w = w.slice(2); }
  let tail = '';
  if (w.endsWith('الله') && w.length > 4) { tail = 'allah'; w = w.slice(0, -4); } else if (w === 'الله') return prefix + 'allah';
  // Ayn starting a word carries its vowel (عمر Omar, علي Ali); inside a word it is dropped (سعد Saad).
  let out = w.startsWith('ع') ? 'a' : '';
  const last = w.length - 1;
  for (let i = w.startsWith('ع') ? 1 : 0; i <= last; i++) {
    const c = w[i];
    // A final ayn carries a vowel the Latin spelling writes, a or i (رافع Rafi, Rafea; ربيع Rabie;
    // بديع Badi): "e", as alif maqsura, so that an i-ending spelling fits and keys alike. A final
    // Persian ye is both ya and alif maqsura (علی Ali, مرتضی Morteza, موسی Musa): read a or i, like ى.
    // (A two-letter word keeps ya: حی HAYY, not the honorific HE.)
    if (i === last && i > 0 && c === 'ع') { out += w.length > 2 ? 'e' : 'a'; continue; }
    if (i === last && i > 0 && c === 'ی' && w.length > 2) { out += 'e'; continue; }
    // An ayn between two of one consonant letter is written "a": dropped, the two would read as one
    // doubled letter (جعجع Geagea, not "jj"; between two ya, ربيعي Rabi'i, the ya are vowels).
    if (c === 'ع' && i > 0 && w[i - 1] === w[i + 1] && !'اويیىع'.includes(w[i - 1])) { out += 'a'; continue; }
    out += ARABIC_LETTERS[c] ?? c;
  }
  return prefix + out + tail;
}
