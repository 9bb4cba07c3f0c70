/**
 * Name normalisation for screening (pure, no I/O).
 *
 * Input: a name as typed or as published (any script, any case, "SURNAME, Given" or "Given Surname").
 * Output: a `NormalisedName`: an ordered list of `NameToken`s, each with
 *   - `text`: the folded token (ASCII, upper case, no punctuation),
 *   - `key`: a phonetic/canonical key (see `phoneticKey`) that folds common transliteration variants,
 *   - `cls`: the token class (`name`, `initial`, `number`, `particle`, `legal`, `generic`),
 *   - `weight`: its static informativeness, 0–1 (legal forms and particles near 0, generic organisation
 *     words low, ordinary name tokens 1). The screener multiplies this by a corpus rarity factor.
 *
 * Rules (all general, none per name):
 *  1. Unicode NFKC, then script-aware romanisation (romanise.ts: pinyin for Chinese, Hepburn for kana,
 *     Revised Romanization for Hangul, letter tables for Arabic/Persian, Hebrew, Greek and Thai), then
 *     any-ascii for every other script and for accents ("François" -> "Francois", "Владимир" ->
 *     "Vladimir"). Han and Hangul give one token per syllable ("习近平" -> "XI JIN PING"); the scorer
 *     re-joins split syllables.
 *  2. Case folding to upper case; "&" -> "AND"; apostrophes, backticks and ayn/hamza marks are deleted
 *     ("Qa'ida" -> "QAIDA"); dotted initialisms are joined ("S.A." -> "SA", "p.l.c." -> "PLC");
 *     every other non-alphanumeric character (hyphen, comma, slash, brackets, dots) separates tokens.
 *  3. "SURNAME, Given" needs no reordering: matching is order-insensitive, the comma only separates.
 *  4. Honorifics and titles (MR, DR, MAULAVI, SHEIKH, ...) are dropped (unless that would leave no
 *     token); those that are also given names (SAYED, QARI, HAJI, MULLAH, AMIR) are kept at half weight.
 *  5. Legal forms are recognised, including multi-word ones ("OPEN JOINT STOCK COMPANY", "LIMITED
 *     LIABILITY COMPANY", "AKTIENGESELLSCHAFT"), and mapped to a canonical code (OAO/ZAO/PAO/PJSC/AO/
 *     OJSC/CJSC -> JSC, OOO/TOV -> LLC, LIMITED -> LTD, ...) with a very low weight; so are the
 *     post-Soviet forms written out in any romanisation ("AKTSIONERNOE OBSHCHESTVO" -> JSC,
 *     "OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU" -> LLC: `POST_SOVIET_LEGAL_WORDS`), and the
 *     Cyrillic abbreviations of Central Asia, Belarus and Ukraine (ЖШС, ЖЧК, ТАА, АҚ, АТ:
 *     `CYRILLIC_LEGAL_FORMS`); the Kazakh partnership ТОО / ЖШС is LLC with LLP in `alt`.
 *  6. Generic organisation words (TRADING, BANK, GROUP, INTERNATIONAL, HOLDING, ...) get a low weight;
 *     name particles (AL, EL, BIN, IBN, DE, VAN, VON, ...) a very low one.
 *  7. Arabic "son of" is one token (IBN, BN -> BIN). Arabic "Abd al-X" forms are canonicalised:
 *     ABD/ABDUL/ABDEL/ABDOUL/ABDI (+ optional article) -> ABDUL, and a fused "ABDURRAHMAN"/"ABDELKADER" is split into ABDUL + RAHMAN / KADER; "ABD ALLAH"
 *     and "ABDALLAH" -> ABDULLAH; other "X ALLAH" / "XALLAH" / "XOLLAH" compounds -> one token XULLAH.
 *  8. Number words and ordinals become digits ("FIRST" -> "1", "TWO" -> "2", "3RD" -> "3").
 *  9. The phonetic key (see `phoneticKey`) is a consonant skeleton that keeps the vowel *positions*
 *     but not the vowels, so Mohammed/Muhammad/Mohamed/Mohammad, Qaddafi/Gaddafi/Kadhafi, Yusuf/Yousef,
 *     Osama/Usama, Laden/Ladin share a key while Mohammed/Mahmoud do not.
 * 10. The script the name was written in (scripts.ts) is kept (`script`), so that a name written in one
 *     script is compared with a name written in another by the cross-script keys (cross-script.ts).
 * 11. A particle that only ever introduces a name (AL, IBN, VON, ...) ending a name typed without a
 *     comma is marked `dangling` ("Khamis Al": the scorer counts a missing name). Given names carry
 *     their equivalence group and language form (`GIVEN_NAME_GROUPS`: WILLIAM/BILL one form, JUAN another).
 * 12. In a person's name a single letter written with a dot is an initial, even when it is also a
 *     conjunction particle (Spanish Y, Portuguese E, Catalan I, written without a dot): "Ping Y. CHANG".
 * 13. Russian organisational words are read in English (org-glossary.ts), in the names of companies only
 *     (never persons, vessels or aircraft, nor names in scripts other than Latin and Cyrillic): each word
 *     outside a legal-form phrase that the glossary knows, romanised from Cyrillic or written in Latin
 *     letters by a list, becomes its English word ("МОСКОВСКИЙ КРЕДИТНЫЙ БАНК", "MOSKOVSKIY KREDITNYY
 *     BANK" -> MOSCOW CREDIT BANK, as "CREDIT BANK OF MOSCOW" reads), classified as the English word is
 *     (BANK, PLANT generic; MOSCOW a name word; COMPANY, PRIVATE legal-form words; AKTSIONERNYY, "joint
 *     stock", JSC); a word it does not know stays romanised. The token keeps the word as written in
 *     `gloss` (and, for a one-word translation, in `raw`): the scorer's explanation notes it
 *     ("glossary: MOSKOVSKIY = MOSCOW") and acronyms are also read by its initial (РВК). A word with
 *     several usual English renderings (ЗАВОД: PLANT, WORKS, FACTORY) carries the others in `alt`. In a name
 *     written in Cyrillic, I and V are the conjunction И / І and the preposition В, not Roman numerals.
 *     There a word the glossary does not know is also read as a compound of international stems in its
 *     English spelling (org-glossary.ts `compoundReading`: ГИДРОМАШ -> HYDROMASH, НАНОЭЛЕКТРОНИКА ->
 *     NANOELECTRONICS) or as the Latin abbreviation it spells (`latinAbbreviations`: СИПИЭС -> CPS,
 *     ЦСТ -> CST), the romanised word kept in `alt`.
 *     Arabic and Persian organisational words are read the same way (org-glossary-arabic.ts): in a
 *     company's name written in Arabic script each word the glossary knows, its article and clitics
 *     removed, becomes its English word ("الجماعة الاسلامية المسلحة" -> GROUP ISLAMIC ARMED); in a
 *     Latin-script name the usual romanised forms of the same words (JAMAA, HARAKAT, SAZMAN, SANAYE),
 *     so a romanised listing still meets the Arabic name. A name the Arabic glossary would leave with no
 *     name word but a country's (BANK MELLI IRAN: BANK NATIONAL IRAN) is read as written instead.
 *     A word either glossary read keeps its transliteration without the clitics (`NameToken.written`:
 *     JMAA for the GROUP of الجماعة, JAMAAT for a listing's JAMAAT), which the scorer pairs by the abjad
 *     rules with a listing that transliterates rather than translates (في ~ FI, جماعة ~ JAMA'A) and the
 *     index keys by its skeleton; and the conjunction و written on a word with the article is its own
 *     word AND (والمسلمين -> AND AL MSLMYN: WA AL-MUSLIMIN, WAL-MUSLIMIN; `CONJUNCTION_ARTICLE_RE`).
 *     Chinese organisational words are read the same way in a company's name written in Han
 *     (org-glossary-chinese.ts; no kana or Hangul in the name): the glossary's words are found by
 *     backward maximum matching over the characters, simplified or traditional ("海能機械(香港)有限公司"
 *     -> HAI NENG MACHINERY HONG KONG LTD, as "HAINENG MACHINERY (HONG KONG) CO., LIMITED" reads); the
 *     other characters stay one pinyin syllable each. The token's `gloss` is the Han word (機械).
 */
// The code is in normalise/, one module per concern (each module says what it holds and who uses it).
export type { NameToken, NormalisedName, NormaliseOptions, SlashPart, SyllableWord, TokenClass } from './normalise/types.js';
export { HONORIFICS, PARTICLES, SOFT_HONORIFICS, WEAK_NAME_WORDS } from './normalise/name-words.js';
export { LEGAL_FAMILY, LEGAL_FORMS, LEGAL_PHRASES } from './normalise/legal-forms.js';
export { FEMININE_GROUP_FIRST, FEMININE_NAME_GROUPS, GIVEN_NAME_GROUPS, KOREAN_SURNAME_GROUPS, PATRONYMIC_RE, patronymicForm } from './normalise/given-names.js';
export { foldText } from './normalise/fold.js';
export { GENERIC_ORG_WORDS, ORG_ABBREVIATIONS, PLACE_WORDS } from './normalise/org-words.js';
export { glideKey, phoneticKey, spellingKey } from './normalise/keys.js';
export { CLASS_WEIGHTS, classify } from './normalise/token-classes.js';
export { normaliseName } from './normalise/pipeline.js';
