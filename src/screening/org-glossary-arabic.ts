/**
 * Arabic and Persian organisational vocabulary -> English (pure, no I/O).
 *
 * A separate module from org-glossary.ts (the Russian glossary): the Russian table is built from stems
 * and case endings folded by a Slavic romanisation fold, which does not fit Arabic-script words (no
 * case endings to generate; the word is recognised in its own script, after its clitics are removed)
 * nor the romanised Arabic and Persian forms lists write (a fold of their own, `latinFold`). Both
 * glossaries feed the same hook of normalise.ts (rule 13) and the same `NameToken.gloss` note.
 *
 * Sanctions lists translate most Arabic- and Persian-script organisation names: "الجماعة الاسلامية
 * المسلحة" is ARMED ISLAMIC GROUP, "گروه صنایع فجر" FAJR INDUSTRIAL GROUP. Romanised letter by letter
 * (romanise.ts) the Arabic words (JMAA, ASLAMYA, MSLHA) share no spelling with the English ones, so the
 * matcher (normalise.ts, organisation names only) reads each word this glossary knows as its English
 * word, on both sides:
 *  - `glossArabicWord(word)`: one Arabic-script word of a company's name. The word is keyed by
 *    `arabicKey` (harakat, tatweel and ZWNJ removed; أ إ آ ٱ -> ا, ؤ -> و, ئ -> ي, ة -> ه, ى -> ي, and
 *    the Persian letters ی ک -> ي ك, so Arabic and Persian spellings of one word meet), then looked up
 *    as it stands and with its proclitics removed: the conjunction و "and", the prepositions ب "by" and
 *    ل "for" (لل before the article), then the article ال (Wright, "A Grammar of the Arabic Language",
 *    §§ 345-361; Hans Wehr, "A Dictionary of Modern Written Arabic", entries wa-, bi-, li-, al-).
 *    Function words themselves (في in, من from, و and) are read too: they are only ever Arabic words.
 *  - `glossArabicLatin(token)`: one folded Latin token of a company's name that a list wrote as the
 *    romanised Arabic or Persian word (AL-GAMA'A, HARAKAT, SAZMAN, SANAYE). Only the explicit romanised
 *    forms listed with each word are read (the usual spellings of ALA-LC, BGN/PCGN, the Egyptian G for
 *    ج, and the Persian vowels e/o of the UN 1967 system), compared by `latinFold` (a doubled letter
 *    once, Y as I, OU and OO as U, a final H after a vowel dropped) and with a fused article (AL, EL, UL)
 *    removed; a folded form shorter than four letters is never read (too likely another language's word).
 *
 * Sources of the vocabulary (general, not taken from any evaluation pair): the organisational nouns and
 * adjectives of militant, charitable and commercial organisations' names, with the English of the first
 * sense in Hans Wehr, "A Dictionary of Modern Written Arabic" (4th ed., 1979) for Arabic and in
 * Steingass, "A Comprehensive Persian-English Dictionary" (1892) / Aryanpur, "The Aryanpur Progressive
 * Persian-English Dictionary" for Persian (jamā'a group, ḥaraka movement, tanẓīm organisation, jabha
 * front, jaish army, katā'ib brigades, liwā' brigade, mu'assasa institution (Aryanpur's first sense of
 * the Persian mo'assese; Hans Wehr gives foundation, establishment, institution), jam'īya society,
 * sharika company, maṣraf bank, maktab office, ṣirāfa money changing, money exchange, tijāra trade,
 * 'āmm general, baḥrī marine;
 * sāzmān organisation, ṣanāye' industries, gorūh group, mohandesī engineering, fazā'ī space,
 * havāpeymā'ī aviation, havā-fazā aerospace, daryā'ī marine, nīrū force, moqāvemat resistance, sepāh
 * corps, pāsdārān guards, bonyād foundation, ṣarrāfī money changing, money exchange), and the Arabic and Persian names and adjectives of states in
 * the region (English short names of ISO 3166-1).
 *
 * The English word is then an ordinary token of the name (normalise.ts classifies it as the same word
 * typed in English: GROUP, BANK generic; COMPANY the legal-form code CO, as the Russian KOMPANIYA).
 * A name this glossary would leave with no name word but a country's (BANK MELLI IRAN, "بانک ملی ایران":
 * BANK NATIONAL IRAN, which any national bank's name reads) is kept as written (normalise.ts rule 13):
 * there the organisational words are the proper name. Not glossed: SEPAH in Latin letters (also سپه,
 * the proper name of Bank Sepah) and UNION (اتحاد, ITTIHAD: a name of it and an adjective, AL-ITTIHAD
 * AL-ISLAMI, would read as generic words only on one side and keep its name on the other, where an
 * acronym or another word is added).
 */

/**
 * The Arabic-script glossary: English word(s) -> Arabic and Persian spellings (space-separated), each
 * written without the article and clitics; `arabicKey` folds the letter variants, so each spelling is
 * written once. Adjectives are listed in their masculine and feminine (-ة) forms.
 */
const ARABIC: Array<[string, string]> = [
  // Organisational nouns (Hans Wehr; Steingass / Aryanpur).
  ['GROUP', 'جماعة جماعت مجموعة گروه'],
  ['GROUPS', 'جماعات'],
  ['MOVEMENT', 'حركة حرکت'],
  ['ORGANIZATION', 'تنظيم منظمة سازمان'],
  ['FRONT', 'جبهة جبهه'],
  ['ARMY', 'جيش'],
  ['BRIGADES', 'كتائب'],
  ['BATTALION', 'كتيبة'],
  ['BRIGADE', 'لواء'],
  ['NETWORK', 'شبكة'],
  ['INSTITUTION', 'مؤسسة موسسه'],
  ['FOUNDATION', 'بنیاد'],
  ['SOCIETY', 'جمعية'],
  ['COMPANY', 'شركة شرکت'],
  ['BANK', 'بنك بانک مصرف'],
  ['OFFICE', 'مكتب'],
  ['MONEY EXCHANGE', 'صرافة صرافی'],
  ['TRADING', 'تجارة تجارت بازرگانی'],
  ['CENTER', 'مركز'],
  ['STATE', 'دولة'],
  ['PARTY', 'حزب'],
  ['COUNCIL', 'مجلس'],
  ['RESISTANCE', 'مقاومة مقاومت'],
  ['MARTYRS', 'شهداء'],
  ['INDUSTRIES', 'صناعات صنایع'],
  ['ENGINEERING', 'هندسة مهندسی'],
  ['AVIATION', 'طيران هواپیمایی'],
  ['FORCE', 'نیرو نیروی قوة'],
  ['FORCES', 'قوات'],
  ['CORPS', 'سپاه'],
  ['GUARDS', 'پاسداران'],
  ['MINISTRY', 'وزارة وزارت'],
  ['SERVICES', 'خدمات'],
  ['INVESTMENT', 'استثمار'],
  ['OIL', 'نفط نفت'],
  ['SHIPPING', 'کشتیرانی'],
  ['REPUBLIC', 'جمهورية جمهوری'],
  ['LIMITED', 'محدود محدودة'],
  // Attributes (adjectives: masculine and feminine; the Persian adjective in -ی).
  ['ISLAMIC', 'إسلامي إسلامية اسلامی'],
  ['ARMED', 'مسلح مسلحة'],
  ['FIGHTING', 'مقاتل مقاتلة'],
  ['CHARITABLE', 'خيري خيرية خیریه'],
  ['INTERNATIONAL', 'دولي دولية بین‌المللی بينالمللي'],
  ['NATIONAL', 'وطني وطنية ملی'],
  ['GENERAL', 'عام عامة'],
  ['CENTRAL', 'مركزي مركزية مرکزی'],
  ['COMMERCIAL', 'تجاري تجارية تجاری'],
  ['INDUSTRIAL', 'صناعي صناعية صنعتی'],
  ['SPACE', 'فضائي فضائية فضایی'],
  ['AEROSPACE', 'هوافضا'],
  ['MARINE', 'بحري بحرية دریایی'],
  ['UNITED', 'متحد متحدة'],
  ['ARAB', 'عربي عربية'],
  ['REVOLUTIONARY', 'ثوري ثورية انقلابی'],
  // States and their adjectives (ISO 3166-1 English short names).
  ['IRAN', 'إيران'],
  ['IRANIAN', 'إيراني إيرانية ایرانی'],
  ['IRAQ', 'عراق'],
  ['IRAQI', 'عراقي عراقية'],
  ['LIBYA', 'ليبيا'],
  ['LIBYAN', 'ليبي ليبية'],
  ['TUNISIA', 'تونس'],
  ['TUNISIAN', 'تونسي تونسية'],
  ['SYRIA', 'سوريا سورية'],
  ['SYRIAN', 'سوري'],
  ['LEBANON', 'لبنان'],
  ['LEBANESE', 'لبناني لبنانية'],
  ['EGYPT', 'مصر'],
  ['EGYPTIAN', 'مصري مصرية'],
  ['YEMEN', 'يمن'],
  ['YEMENI', 'يمني يمنية'],
  ['PALESTINE', 'فلسطين'],
  ['PALESTINIAN', 'فلسطيني فلسطينية'],
  ['AFGHANISTAN', 'أفغانستان'],
  ['AFGHAN', 'أفغاني افغانی'],
];

/**
 * Arabic function words read only as whole words (never found by removing clitics): في "in", من
 * "from", و "and" standing alone (Hans Wehr).
 */
const ARABIC_FUNCTION: Array<[string, string]> = [
  ['IN', 'في'],
  ['FROM', 'من'],
  ['AND', 'و'],
];

/**
 * The romanised forms lists write for the same words (ALA-LC and BGN/PCGN romanisations, with the
 * Egyptian G for ج and the Persian e/o vowels), before `latinFold`: English -> forms. Only words whose
 * romanised forms are not common Latin words; each form is read exactly (after the fold).
 */
const LATIN: Array<[string, string]> = [
  ['GROUP', 'JAMAA JAMAAH JAMAAT JAMAATU JAMAATUL GAMAA GAMAAH GAMAAT JAMAAT JAMMAH GOROOH GORUH GOROUH MAJMUA MAJMOUA MAJMUAT'],
  ['MOVEMENT', 'HARAKAT HARAKAH HARAKA HARAKATUL HARKAT HARKATUL HAREKAT'],
  ['ORGANIZATION', 'TANZIM TANDHIM MUNAZZAMAT MUNAZAMA MUNAZZAMA SAZMAN SAZEMAN SAZMANE'],
  ['FRONT', 'JABHAT JABHA JABHAH JEBHE JEBHEH'],
  ['ARMY', 'JAYSH JAISH JEISH JAYSHUL JAISHUL'],
  ['BRIGADES', 'KATAIB KATAEB KATAYIB'],
  ['BRIGADE', 'LIWAA'],
  ['NETWORK', 'SHABAKA SHABAKAT SHABAKAH'],
  ['INSTITUTION', 'MUASSASA MUASSASAT MUASSASAH MOASSESEH MOASSESE MOASSESSE MOASESEH'],
  ['FOUNDATION', 'BONYAD BONYADE BUNYAD'],
  ['SOCIETY', 'JAMIYA JAMIYAT JAMIYYA JAMIYYAT JAMIAT JAMIYAH JAMYAH JAMEAT'],
  ['COMPANY', 'SHARIKAT SHARIKA SHARIKAH SHERKAT SHERKATE SHIRKAT'],
  ['BANK', 'MASRAF'],
  ['OFFICE', 'MAKTAB'],
  ['MONEY EXCHANGE', 'SIRAFA SIRAFAH SARRAFA SARRAFI SARAFI SARRAFY SARAFY'],
  ['TRADING', 'TIJARA TIJARAH TIJARAT TEJARAT BAZARGANI'],
  ['STATE', 'DAWLA DAWLAH DAWLAT'],
  ['RESISTANCE', 'MUQAWAMA MUQAWAMAH MUQAWAMAT MOQAVEMAT MOQAVEMATE MOGHAVEMAT'],
  ['INDUSTRIES', 'SANAYE SANAYEH SANAYI SANAYEE SANAYA SINAAT'],
  ['ENGINEERING', 'MOHANDESI MOHANDESSI HANDASA'],
  ['AVIATION', 'HAVAPEYMAYI HAVAPEIMAYI HAVAPAYMAYI TAYARAN'],
  ['FORCE', 'NIROUYE NIROUYEH NIRUYE NIRUYEH NIROUYE NIROOYE NIROO'],
  ['GUARDS', 'PASDARAN'],
  // (Not SEPAH: it is also the Latin spelling of سپه, the proper name of Bank Sepah.)
  ['ISLAMIC', 'ISLAMIYA ISLAMIYAH ISLAMIYYA ISLAMIYYAH ISLAMIA ISLAMIAH ISLAMIYAT ISLAMI ESLAMI'],
  ['ARMED', 'MUSALLAHA MUSALLAHAH MUSALLAH MOSALLAH MOSALLAHA'],
  ['FIGHTING', 'MUQATILA MUQATILAH MUQATILAH MUKATILA'],
  ['CHARITABLE', 'KHAYRIYA KHAYRIYAH KHAYRIYYA KHAYRIYYAH KHAIRIYA KHAIRIYAH KHAIRIYYA KHAIRIYYAH KHEIRIYEH KHEIRIYE'],
  ['INTERNATIONAL', 'DAWLIYA DAWLIYAH DAWLIYYA DAWLIYYAH DUWALIYA DUWALIYYA'],
  ['NATIONAL', 'WATANI WATANIYA WATANIYAH WATANIYYA WATANIYYAH MELLI MELLY'],
  ['INDUSTRIAL', 'SANATI SANAATI SANATY'],
  ['SPACE', 'FAZAYI FAZAEI FAZAEE'],
  ['AEROSPACE', 'HAVAFAZA'],
  ['MARINE', 'DARYAEE DARYAYI DARYAII BAHRIYA BAHRIYYA'],
  ['CENTRAL', 'MARKAZI MARKAZY'],
  ['COMMERCIAL', 'TEJARI TIJARI TIJARIYA TIJARIYAH TIJARIYYA'],
];

/** Harakat (U+064B-U+065F), superscript alef (U+0670), tatweel (U+0640), ZWNJ / ZWJ (U+200C-U+200D). */
const MARKS_RE = /[\u064B-\u065F\u0670\u0640\u200C\u200D]/g;
const LETTER_FOLD: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ؤ': 'و', 'ئ': 'ي', 'ة': 'ه', 'ى': 'ي', 'ی': 'ي', 'ي': 'ي', 'ک': 'ك', 'ە': 'ه', 'ۀ': 'ه', 'ہ': 'ه',
};

/**
 * The lookup key of one Arabic-script word (module doc): NFKC, marks removed, letter variants folded
 * (أ إ آ ٱ -> ا, ؤ -> و, ئ -> ي, ة ۀ -> ه, ى ی -> ي, ک -> ك). Returns a string of Arabic letters.
 */
export function arabicKey(word: string): string {
  const w = word.normalize('NFKC').replace(MARKS_RE, '');
  let out = '';
  for (const ch of w) out += LETTER_FOLD[ch] ?? ch;
  return out;
}

/** Arabic key -> English words. */
const ARABIC_FORMS = new Map<string, readonly string[]>();
/** Keys read only as whole words (`ARABIC_FUNCTION`). */
const ARABIC_WHOLE = new Map<string, readonly string[]>();
for (const [english, forms] of ARABIC) {
  const en = Object.freeze(english.split(' '));
  for (const f of forms.split(' ')) {
    const k = arabicKey(f);
    if (!ARABIC_FORMS.has(k)) ARABIC_FORMS.set(k, en);
  }
}
for (const [english, forms] of ARABIC_FUNCTION) {
  const en = Object.freeze(english.split(' '));
  for (const f of forms.split(' ')) ARABIC_WHOLE.set(arabicKey(f), en);
}

/** Proclitic sequences removed before the lookup, longest first (module doc): و, then ب / ل / لل, then ال. */
const PROCLITICS: readonly string[] = (() => {
  const out = new Set<string>();
  for (const w of ['', 'و', 'ف']) for (const p of ['', 'ب', 'ل']) for (const a of ['', 'ال']) {
    // ل + ال is written لل (the alef of the article dropped).
    const s = p === 'ل' && a === 'ال' ? w + 'لل' : w + p + a;
    if (s !== '') out.add(s);
  }
  return [...out].sort((a, b) => b.length - a.length);
})();

/**
 * The English word(s) an Arabic or Persian organisational word stands for, or undefined when the
 * glossary does not know it. `word`: one Arabic-script word as written (with its clitics and article,
 * any letter variants). Returns a shared frozen array of upper-case English words. The remainder after
 * removing clitics must keep at least two letters.
 */
export function glossArabicWord(word: string): readonly string[] | undefined {
  return glossArabicParts(word)?.en;
}

/**
 * `glossArabicWord` with the word's stem: the English word(s) `en` and `stem`, the word as written
 * (harakat, tatweel and ZWNJ removed, letters not folded) without the proclitics and article the lookup
 * removed (والمسلحة -> مسلحة, للصرافة -> صرافة), which is the word a list's transliteration spells
 * (AL-MUSALLAHA, AS-SIRAFA: the article is written apart there). Undefined when the glossary does not
 * know the word. A function word (في, من, و) is its own stem.
 */
export function glossArabicParts(word: string): { en: readonly string[]; stem: string } | undefined {
  // (The letter fold of `arabicKey` maps one character to one, so the key's positions are the word's.)
  const w = word.normalize('NFKC').replace(MARKS_RE, '');
  const k = arabicKey(w);
  const whole = ARABIC_WHOLE.get(k) ?? ARABIC_FORMS.get(k);
  if (whole !== undefined) return { en: whole, stem: w };
  for (const p of PROCLITICS) {
    if (k.length - p.length >= 2 && k.startsWith(p)) {
      const en = ARABIC_FORMS.get(k.slice(p.length));
      if (en !== undefined) return { en, stem: w.slice(p.length) };
    }
  }
  return undefined;
}

/**
 * The fold of a romanised Arabic or Persian word (module doc): a doubled letter written once, Y as I,
 * OU and OO as U, a final H after a vowel dropped. Input and output: ASCII upper-case letters.
 */
export function latinFold(t: string): string {
  let s = t.replace(/Y/g, 'I').replace(/OU/g, 'U');
  let out = '';
  for (const c of s) if (c !== out[out.length - 1]) out += c;
  s = out.replace(/OO/g, 'U');
  if (s.length > 5 && s.endsWith('H') && 'AEIOU'.includes(s[s.length - 2])) s = s.slice(0, -1);
  return s;
}

/** Folded romanised form -> English words. */
const LATIN_FORMS = new Map<string, readonly string[]>();
for (const [english, forms] of LATIN) {
  const en = Object.freeze(english.split(' '));
  for (const f of forms.split(' ')) {
    const k = latinFold(f);
    if (k.length >= 4 && !LATIN_FORMS.has(k)) LATIN_FORMS.set(k, en);
  }
}

/**
 * The English word(s) a romanised Arabic or Persian organisational word stands for (module doc), or
 * undefined. `token`: one folded Latin token (ASCII upper case). A fused article (ALJAMAA, ELHARAKA,
 * ULISLAMIYA) is removed when the rest is a listed form.
 */
export function glossArabicLatin(token: string): readonly string[] | undefined {
  if (token.length < 4) return undefined;
  let g = LATIN_MEMO.get(token);
  if (g === undefined) {
    g = latinGloss(token) ?? null;
    if (LATIN_MEMO.size >= LATIN_MEMO_MAX) LATIN_MEMO.clear();
    LATIN_MEMO.set(token, g);
  }
  return g ?? undefined;
}

/**
 * Token -> `latinGloss` (null: none), memoised because every company token of the ~108,000 list
 * names that the Russian glossary does not know is looked up here at build, and list words recur
 * (the fold costs a few regular-expression passes); emptied when full.
 */
const LATIN_MEMO = new Map<string, readonly string[] | null>();
const LATIN_MEMO_MAX = 200_000;

/** `glossArabicLatin` without the memo. */
function latinGloss(token: string): readonly string[] | undefined {
  if (/[^A-Z]/.test(token)) return undefined;
  const f = latinFold(token);
  const en = LATIN_FORMS.get(f);
  if (en !== undefined) return en;
  if (f.length >= 6 && (f.startsWith('AL') || f.startsWith('EL') || f.startsWith('UL'))) return LATIN_FORMS.get(f.slice(2));
  return undefined;
}

/**
 * The romanised word a token `glossArabicLatin` reads spells, without a fused article the lookup
 * removed (ALJAMAA -> JAMAA; JAMAAT stays): the transliteration an Arabic-script spelling of the word
 * fits letter by letter (the article is written apart in Arabic script). `token`: a token
 * `glossArabicLatin` reads (ASCII upper case); another token is returned as it is.
 */
export function arabicLatinStem(token: string): string {
  const f = latinFold(token);
  if (LATIN_FORMS.has(f) || f.length < 6) return token;
  return /^(AL|EL|UL)/.test(token) && LATIN_FORMS.has(f.slice(2)) ? token.slice(2) : token;
}

/** Number of Arabic-script and romanised forms the glossary recognises (for tests and reports). */
export function arabicGlossaryFormCount(): number {
  return ARABIC_FORMS.size + ARABIC_WHOLE.size + LATIN_FORMS.size;
}
