/**
 * Scoring (pure, no I/O): name similarity between two normalised names, and record-level qualifiers
 * (date of birth, country, entity type, gender, identifiers, alias quality).
 *
 * All scores are on the 0–1 scale; every qualifier is reported as a signed `FeatureContribution`
 * (score units) so the explanation can show exactly how the final score was reached.
 *
 * Name similarity (`scoreNames`):
 *  1. Token similarity (`tokenSimilarity`, 0–1): identical -> 1; Jaro-Winkler on the folded text
 *     (edit-distance ratio for tokens of <= `shortTokenLength` letters, where one edit is a different
 *     name: BIN/BING); same phonetic key (or glide key, AW read as a vowel: SHAWN/SEAN), or for tokens
 *     of at most four letters the same spelling key (normalise.spellingKey: CIM/KIM, LAY/LAI) -> at
 *     least `phoneticSim`; same given-name equivalence group
 *     (JOHN/JUAN/IVAN, TED/THEODORE) -> `equivalentSim`; an initial against a token with that first
 *     letter -> `initialSim`; a >= 3-letter prefix ("BEN"/"BENJAMIN") -> `prefixSim`; one typing error
 *     with the first letter kept, or the first letter left out (UIS/LUIS, HAN/KHAN) -> `typoSim`; a query token
 *     no listed name holds (`unlisted`, set by the engine) one typing error from the other token, at
 *     any letter -> `unlistedTypoSim` (FRACE/GRACE: a mistyped listed name). Capped:
 *     gendered variants (ANTONIA/ANTONIO, IVANOVA/IVANOV, MARIA/MARIANO) and a feminine given name
 *     against another group's given name (normalise.FEMININE_NAME_GROUPS: STEPHANIE/STEVEN,
 *     PATRICIA/PATRICK: `otherGivenName`) at `genderedSim` (little credit; not when the
 *     shorter form is an `unlisted` query token: MOSQUER is MOSQUERA with a letter dropped), a
 *     patronymic against a non-patronymic three or more letters shorter (OLEKSANDROVYCH/OLEKSANDR)
 *     below the pairing floor, and so a patronymic surname against the given name it derives from
 *     or another derivation of it (`derivedSurname`: PETERSON/PETER/PETERS, WILLIAM/WILLIAMS,
 *     SANCHEZ/SANCHO, MARTINEZ/MARTINA). Two Latin-typed tokens of four or more letters that write one
 *     Arabic name in two romanisations (UN / BGN-PCGN against French and popular English spellings:
 *     MUHAMMAD/MOHAMMED, SAID/SAEED, ASHRAF/ACHRAF; romanise.arabicRomanisationVariant) -> at least
 *     `romanisationSim` (`arabicVariant`; not a word that is one Korean syllable, CHUL/CHOL, nor
 *     other forms of a given-name group, MARIA/MARIE). The phonetic credit is not given across a final -A
 *     (`endingsDiffer`: MARIA/MAURO, LAURA/LARRY, JOSHUA/JOSE), nor below `phoneticMinJw` Jaro-Winkler,
 *     measured on the plain spellings when lower (doubled letters once, PH as F: HOOGO/HUGO keep the
 *     credit, TOBIAS/TIBISAY and THIAGO/DIEGO do not: `phoneticJw`). Numbers only match exactly.
 *     A token romanised from Cyrillic against a Latin-script token equal to one of the Latin spellings
 *     its romanisation hides (romanise.cyrillicVariants: Хо KHO is HO, Веи VEI is WEI, Джо DZHO is JO,
 *     Сергей SERGEY is SERGEJ, SERGEI) -> at least `cyrillicReadingSim`; near one of them (a typing
 *     slip: SEREJ) -> its similarity to that reading x `cyrillicReadingSim` (`readingSimilarity`).
 *     Names written in different scripts are also compared by cross-script keys (cross-script.crossKey:
 *     syllabic, Korean, alphabetic families; two abjad spellings by consonant skeleton); an abjad
 *     (Arabic, Persian, Hebrew) token against a Latin one only by the abjad pattern
 *     (cross-script.abjadFits -> `abjadSim`) or, failing it, equal skeletons (`abjadSkeletonSim`); an
 *     article written apart pairs with a Latin name that fuses it (المنصوري / ALMANSOORI).
 *     A name written in Han characters against a Latin-script one (`PairMode` `han`): its tokens are pinyin
 *     syllables, so only the string similarity counts (no phonetic, typo or prefix credit: LIN/LIAN and
 *     JIN/JIAN are other characters), and syllables that differ only by the nasal final -N / -NG
 *     (LIAN/LIANG, CHEN/CHENG) do not pair (`nasalFinalDiffers`).
 *  2. Alignment: order-insensitive greedy one-to-one pairing by similarity (best pairs first), also
 *     pairing two or three adjacent tokens of one side with one token of the other when their
 *     concatenation matches ("JSC ARGUMENT"/"JSCARGUMENT", "XI JIN PING"/"XI JINPING", "VAN DER
 *     BILT"/"VANDERBILT"), and an acronym with the tokens whose initials spell it ("PLA"/"PEOPLES
 *     LIBERATION ARMY", "JC"/"JEAN CLAUDE"). Pairs below `tokenFloor` are not made. In a person's name
 *     typed in Latin letters on both sides, a first or last word pair built on one stem with derivational
 *     surname suffixes of different classes (PEZESHFAR/PEZESHKIAN, ALBANO/ALBANESE: `otherSurnameSuffix`)
 *     is kept below the floor: two family names, not spellings of one. In a hyphenated
 *     person's name two syllables read as Wade–Giles pair at `phoneticSim` with a pinyin token of the
 *     same reading, and then the surname too ("Mao Tse-tung" / "Mao Zedong": `wadeGilesCands`).
 *     Two person names that both read as Korean (`readsKoreanLatin`) pair tokens, or two syllables
 *     written apart with one word, of the same Korean key at `phoneticSim` (McCune–Reischauer against
 *     the Revised Romanization: "Kim Jong Un" / "Gim Jeong-eun": `koreanLatinCands`).
 *     A query word written with its capital moved ("nituP" mirrored from a right-to-left document,
 *     "nitPu" scrambled) pairs at `unlistedTypoSim` with a token of the same letters (`movedLetterCands`).
 *  3. Each token has a weight (informativeness: class weight x corpus rarity). With
 *       eff(pair)  = credit(sim)  (config effCurve, piecewise linear, 0–1)
 *       matched    = sum eff * w(pair)
 *       partial    = sum (1 - eff) * w(pair)
 *       mismatch   = min(U_q, U_c) + initialConflictWeight * (different unpaired initials on both sides)
 *                    (U = weight of unpaired tokens per side: each side has something the other lacks)
 *       extra      = |U_q - U_c|   (tokens present on one side only: a missing middle name)
 *       score      = matched / (matched + conflictWeight*partial + mismatchWeight*mismatch + extraWeight*extra)
 *     so a missing middle name costs little, a disagreeing surname costs a lot, and legal forms /
 *     generic words / particles barely count either way. When only one informative token matched, the
 *     extra-token weight is `singleMatchExtraWeight` (a lone shared given name is weak evidence); when
 *     no informative token matched the score is capped at `uninformativeCap` (acronym pairs are not
 *     informative for people).
 *     An unpaired particle ending a name typed without a comma ("Khamis Al": normalise `dangling`)
 *     counts as a missing name. When only one informative token matched, the other side's unpaired
 *     names count as one missing name at most (a lone shared name scores at most
 *     1 / (1 + singleMatchExtraWeight) = 0.56, however long the other name). Unpaired legal forms of
 *     different families on both sides (AG vs GmbH, normalise.LEGAL_FAMILY) add `legalConflictWeight`
 *     to the mismatch, twice that across the commercial / non-commercial divide (ANO vs LLC:
 *     `purposeConflictFactor`). A country or nationality word opening one form of an organisation's
 *     name only ("KOREA DAESONG TRADING" ~ "DAESONG TRADING"), or closing it with no preposition or
 *     legal form after the words it follows while every other name pairs ("BANK MELLI IRAN" ~ "BANK
 *     MELLI": `closingPlace`), weighs as a generic word (`placeSide`). Cognate given names of two
 *     languages (JOHN/JUAN) pair at `cognateSim`, forms of one language (WILLIAM/BILL) at
 *     `equivalentSim`. A listed "Muhammad" the query leaves out
 *     counts as half a missing name (`devotionalRelief`). In a person's name, unpaired names on both
 *     sides between the same two paired names (ABDUL / SHAH in "... MANSOUR ABDUL MOHAMMED" ~ "...
 *     MANSOUR SHAH MOHAMMED") count at the heavier side's weight as mismatch, not the difference as
 *     a left-out name (`sameSlotExcess`), unless they look alike (a name mistyped past pairing).
 * 3b. A first given name left unpaired, the only unpaired name of its side, while every token of the
 *     other side paired (two people's names in one script): its weight is added to the denominator
 *     x `displacedFirstNameWeight`, on top of the extra-token cost ("Michael Johnson" ~ "WILLIAM
 *     MICHAEL JOHNSON": the query's given name is the listed middle name, unless the left-out first
 *     name is a devotional Muhammad, "Mohammad Javad ZARIF" ~ "Javad ZARIF": `devotional`; "Carlos Mosquera" ~
 *     "MOSQUERA, Juan Carlos"; "Lisa William Anderson" ~ "WILLIAM ANDERSON"). A left-out middle name
 *     leaves both first given names paired and costs only `extraWeight` (`displacedFirstName`).
 *     Likewise the first part of a listed compound surname (a run of words in capitals in a mixed-case
 *     name; not a hyphenated one, whose second part may be the surname the person is known by: Huw
 *     Irranca-Davies, unless it is a Spanish pair with a patronymic in -EZ, Ortiz-Lopez:
 *     `hyphenatedSpanishSurname`) left unpaired while a later part paired and the query fully paired: "Francisco
 *     Gomez" ~ "Francisco José RANGEL GÓMEZ" (only the second, maternal surname: `displacedFirstSurname`),
 *     or no part of it paired at all ("José Vicente" ~ "José Vicente RANGEL ÁVALOS": given names only);
 *     a particle opening the compound belongs to its first part ("Antonio Díaz" ~ "Eulogio Antonio DEL
 *     PINO DÍAZ"). A left-out second surname of such a compound does not shield a displaced first given
 *     name ("María Gutiérrez" ~ "Gladys María GUTIÉRREZ ALVARADO": `leftOutSecondSurname`).
 *     Likewise a surname left unpaired, the only unpaired name of its side, while the other side's
 *     surname paired only approximately with one of its middle names and the other side fully
 *     paired, both names in the given-names-then-surname order: "John Reyes" ~ "John Reece Roth",
 *     "Alexandre Nikolai Zimmer" ~ "Alexander Nikolic" (`displacedLastName`).
 * 3c. A Chinese or Korean given name written as one word of syllables (민석, 国军; against a name in
 *     Han or Hangul also a hyphenated romanised one, HUI-FEN) of which only some syllables paired,
 *     while every token of the other name paired: the unpaired syllables' weight is added to the
 *     denominator x `mismatchWeight` (Min is another given name than Min-seok, not the same name with
 *     a middle name left out: "민석 황" ~ "Hwang Min", "军 张" ~ "张国军"; `splitSyllableWord`); so does
 *     a word of a name in Han or Hangul left wholly unpaired (no middle names in Chinese or Korean
 *     names: "丹丹 龙 虞" ~ "Yu Long").
 * 3d. An abjad-script name against a Latin one: the first word of the abjad name may have lost its first
 *     letter (`truncatedStartCands`: مال / JAMAL), a Latin token may have two neighbouring consonants
 *     swapped (`swappedLetterCands`: MUSHIN / محسن), both pairing at `typoSim`; names the Latin one adds
 *     between its paired first and last names count as one missing name at most, and the abjad name's
 *     unpaired article before a paired word as none (`nasabChain`: the father's and grandfather's
 *     names, السنوار / SINWAR); a fully reversed word order is no reshuffle (`reversedOrder`:
 *     words stored left to right).
 *  4. Adjustments: vessels with a different number on each side ("SNOW STORM 1" / "SNOW STORM 2":
 *     sister ships) -> at most `numberConflictCap`, and so an organisation whose name adds a series
 *     number >= 2 ("BOWNE GLOBAL SOLUTIONS II": `seriesNumberAdded`);
 *     >= 3 matched tokens of a person's or vessel's name (not an organisation's: its words take
 *     another language's order, "Mouvement du 23 mars" / "March 23 Movement") in a permuted order
 *     that is neither a rotation ("SURNAME Given") nor a reshuffle of middle names only, nor one name moved elsewhere ("de Pfeffel Johnson" /
 *     "Johnson de Pfeffel"), e.g. a father/son flip "Muhammad bin Salman bin Abdulaziz" / "Salman bin
 *     Muhammad bin Abdulaziz" -> x `reorderFactor` (a name repeated on the listed side may pair
 *     either copy: "BECERRA BECERRA, Alvaro");
 *     two names both written in Han/Hangul/kana -> at most the Dice similarity of their characters.
 *  5. An organisation's or vessel's name written as two names with a slash between ("AL-QA'IDA/ISLAMIC
 *     ARMY", "CPP/NPA"; not A/S, C/O, IMPORT/EXPORT: `slashAlternatives`): the best of the whole names
 *     and each name against the other side's (`scoreSlashAlternatives`).
 *
 * Record-level qualifiers (`dobContribution`, `countryContribution`, `entityTypeContribution`,
 * `genderContribution`; identifiers in identifiers.ts; weak aliases via `weakAliasPenalty` in the engine):
 * a name hit is confirmed or discounted by the secondary identifiers the list publishes (date of
 * birth, nationality/country, type of party, gender, document numbers), as regulators' screening
 * guidance describes (e.g. OFAC's FAQ on evaluating potential matches: compare DOB, nationality and
 * other identifiers). Amounts are configuration (config.ts), chosen on the evaluation sets as a whole.
 *
 * Sources: Jaro-Winkler (Winkler 1990) and Levenshtein distance; token-set alignment with rarity
 * weighting as in common name-screening engines; the phonetic key is the custom scheme of
 * normalise.ts.
 */
// The code is in score/, one module per concern (each module says what it holds and who uses it).
export { jaroWinkler, levenshtein, oneEdit } from './score/string-distance.js';
export { koreanTokenKey, readsKoreanLatin } from './score/korean.js';
export { belarusianSurnameVariant, otherSurnameSuffix, spelling, SPELLING_MAX } from './score/token-rules.js';
export { tokenSimilarity, type AbjadSide, type PairMode } from './score/token-similarity.js';
export { memoSimilarity } from './score/similarity-memo.js';
export { credit, type NameScore, type TokenPair } from './score/pairs.js';
export { MOVED_MIN, movedCapitalWords } from './score/candidates.js';
export { sameSlotExcess } from './score/name-rules.js';
export { personScoreCeiling, scoreNames, slashAlternatives } from './score/align.js';
export { countryContribution, dobContribution, entityTypeContribution, entityTypeExcluded, genderContribution, officeAgeContribution, parseQueryDob, type QueryDob } from './score/qualifiers.js';
