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
import type { ListDateOfBirth, ListEntityType, ListRecord } from '../lists/types.js';
import type { FeatureContribution } from './types.js';
import type { NameScoringConfig, ScreeningConfig } from './config.js';
import { CLASS_WEIGHTS, FEMININE_GROUP_FIRST, GIVEN_NAME_GROUPS, glideKey, HONORIFICS, KOREAN_SURNAME_GROUPS, LEGAL_FAMILY, normaliseName, PATRONYMIC_RE, phoneticKey, PLACE_WORDS, SOFT_HONORIFICS, spellingKey, WEAK_NAME_WORDS, type NameToken, type NormalisedName, type SlashPart, type SyllableWord, type TokenClass } from './normalise.js';
import { abjadFits, crossFamily, crossKey, fusedArticleRest, koreanKey, type CrossFamily } from './cross-script.js';
import { isTranscribedRaw, transcriptionFits } from './han-transcription.js';
import { arabicRomanisationVariant, arabicSpellingForm, aspirationKey, tokenReadings, wadeGilesToPinyin } from './romanise.js';

// ---------------------------------------------------------------------------------------------------
// String similarity primitives
// ---------------------------------------------------------------------------------------------------

let flagsA = new Uint8Array(64);
let flagsB = new Uint8Array(64);
/** Matched characters of the first string, in order (scratch for the bit-mask path of `jaroWinkler`). */
const matchedA = new Uint16Array(32);
/** Per ASCII character: bit j set when the second string has that character at position j (then cleared). */
const positions = new Int32Array(128);

/**
 * Jaro-Winkler similarity (0–1) with the standard prefix scale 0.1 and prefix length up to 4.
 * When the second string has at most 30 code units, all ASCII (every folded name token), its match
 * flags are one integer bit mask and each character of the first string finds its match - the first
 * unmatched equal character inside the window, as in the textbook loop - with one mask operation
 * (positions of that character, not yet matched, inside the window: lowest bit). Other strings take
 * the flag-array path; both give the same figure.
 */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  if (lb > 30) return jaroWinklerLong(a, b);
  let j = 0;
  for (; j < lb; j++) {
    const cb = b.charCodeAt(j);
    if (cb >= 128) break;
    positions[cb] |= 1 << j;
  }
  if (j < lb) {
    for (let k = 0; k < j; k++) positions[b.charCodeAt(k)] = 0;
    return jaroWinklerLong(a, b);
  }
  const r = ((la > lb ? la : lb) >> 1) - 1;
  const range = r > 0 ? r : 0;
  let fb = 0;
  let m = 0;
  for (let i = 0; i < la; i++) {
    const ca = a.charCodeAt(i);
    if (ca >= 128) continue;
    const lo = i > range ? i - range : 0;
    const hi = i + range < lb - 1 ? i + range : lb - 1;
    if (lo > hi) continue;
    // Bits lo..hi (hi <= 29).
    const window = ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1);
    const free = positions[ca] & window & ~fb;
    if (free !== 0) {
      fb |= free & -free;
      matchedA[m++] = ca;
    }
  }
  for (let k = 0; k < lb; k++) positions[b.charCodeAt(k)] = 0;
  if (m === 0) return 0;
  let t = 0;
  let k = 0;
  for (let jj = 0; jj < lb; jj++) {
    if ((fb & (1 << jj)) === 0) continue;
    if (b.charCodeAt(jj) !== matchedA[k]) t++;
    k++;
  }
  const jaro = (m / la + m / lb + (m - t / 2) / m) / 3;
  let p = 0;
  const maxP = la < lb ? (la < 4 ? la : 4) : lb < 4 ? lb : 4;
  while (p < maxP && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  return jaro + p * 0.1 * (1 - jaro);
}

/** `jaroWinkler` for long strings (flag arrays). */
function jaroWinklerLong(a: string, b: string): number {
  const la = a.length;
  const lb = b.length;
  if (la > flagsA.length || lb > flagsB.length) {
    flagsA = new Uint8Array(Math.max(la, lb) * 2);
    flagsB = new Uint8Array(Math.max(la, lb) * 2);
  }
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  const range = Math.max(0, (Math.max(la, lb) >> 1) - 1);
  let m = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - range);
    const hi = Math.min(lb - 1, i + range);
    const ca = a.charCodeAt(i);
    for (let j = lo; j <= hi; j++) {
      if (flagsB[j] === 0 && b.charCodeAt(j) === ca) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        m++;
        break;
      }
    }
  }
  if (m === 0) return 0;
  let t = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (flagsA[i] === 0) continue;
    while (flagsB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) t++;
    k++;
  }
  const jaro = (m / la + m / lb + (m - t / 2) / m) / 3;
  let p = 0;
  const maxP = Math.min(4, la, lb);
  while (p < maxP && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  return jaro + p * 0.1 * (1 - jaro);
}

/** Levenshtein edit distance (insert/delete/substitute, unit costs). */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (lb + 1 > levRowA.length) {
    levRowA = new Int32Array((lb + 1) * 2);
    levRowB = new Int32Array((lb + 1) * 2);
  }
  // Two rows of the DP table in reused scratch buffers (no allocation per call).
  let prev = levRowA;
  let cur = levRowB;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const del = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      const sub = prev[j - 1] + cost;
      cur[j] = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
    }
    const tmp = prev;
    prev = cur;
    cur = tmp;
  }
  return prev[lb];
}

let levRowA = new Int32Array(64);
let levRowB = new Int32Array(64);

/**
 * Gendered variants of one name: the same stem with a feminine "-A" against a masculine "-O"/"-E"/
 * bare ending (ANTONIA/ANTONIO, FERNANDA/FERNANDO, JUSTINA/JUSTIN, IVANOVA/IVANOV), or against a
 * masculine name in -O built on that stem (MARIA/MARIANO, LUCIA/LUCIANO). They name
 * different people, so their similarity is capped (config `genderedSim`).
 */
function gendered(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4) return false;
  const [x, y] = a.endsWith('A') ? [a, b] : [b, a];
  if (!x.endsWith('A') || y.endsWith('A')) return false;
  const stem = x.slice(0, -1);
  if (y === stem) return true;
  // A masculine name built on the feminine one's stem (MARIA/MARIANO, LUCIA/LUCIANO, JULIA/JULIANO).
  if (y.length > x.length && y.endsWith('O') && y.startsWith(stem)) return true;
  return y.length === x.length && y.slice(0, -1) === stem && (y.endsWith('O') || y.endsWith('E'));
}

/**
 * Whether one token is a feminine given name (normalise.FEMININE_NAME_GROUPS) and the other a given
 * name of another equivalence group (normalise.GIVEN_NAME_GROUPS), more than one typing slip apart:
 * STEVEN/STEPHANIE, PATRICK/PATRICIA, DANIEL/DANIELLE (MICHELE/MICHELLE may be one name mistyped:
 * `oneEdit`). They name different people, however alike their letters or sounds: capped like `gendered`.
 */
function otherGivenName(a: NameToken, b: NameToken): boolean {
  if (a.group === undefined || b.group === undefined || a.group === b.group) return false;
  return (a.group >= FEMININE_GROUP_FIRST || b.group >= FEMININE_GROUP_FIRST) && !oneEdit(a.text, b.text);
}

/**
 * A token in a plainer spelling for the phonetic rule's Jaro-Winkler bar: each run of one letter
 * written once (HOOGO -> HOGO, CUELLAR -> CUELAR) and PH written F (PHAHAD -> FAHAD).
 */
function plainSpelling(t: string): string {
  return t.replace(/(.)\1+/g, '$1').replace(/PH/g, 'F');
}

/**
 * Jaro-Winkler of two tokens for the phonetic rule (rule 1): `jw`, their Jaro-Winkler, or when that
 * is below the bar that of their plain spellings (`plainSpelling`), since a doubled vowel or a PH
 * spells one sound in transliterations (HOOGO/HUGO, LOOGO/LUGO, PHAHAD/FAHAD) and costs Jaro-Winkler
 * a length or first-letter difference that different names sharing a consonant key do not show
 * (TOBIAS/TIBISAY, THIAGO/DIEGO).
 */
function phoneticJw(a: string, b: string, jw: number): number {
  if (jw >= 0.8) return jw;
  const ua = plainSpelling(a);
  const ub = plainSpelling(b);
  return ua === a && ub === b ? jw : Math.max(jw, jaroWinkler(ua, ub));
}

/**
 * `normalise.glideKey` of a token (AW read as a vowel: SHAWN/SEAN), computed once per token; a token
 * without "AW" has its phonetic key as glide key (`glideKey` = `phoneticKey` then), shared, not copied.
 */
function glide(t: NameToken): string {
  return t.glide ?? (t.glide = t.text.includes('AW') ? glideKey(t.text) : t.key);
}

/**
 * Longest tokens compared by their spelling key (`normalise.spellingKey`): longer ones have phonetic keys
 * of two letters or more. The index gives tokens up to this length spelling keys (index.ts `S` keys).
 */
export const SPELLING_MAX = 4;

/** `normalise.spellingKey` of a token, computed once per token (kept on it); the index reads it too. */
export function spelling(t: NameToken): string {
  return t.spelling ?? (t.spelling = spellingKey(t.text));
}

/** Cross-script key of a token for a family, computed once per token and family (cross-script.crossKey). */
function tokenCrossKey(t: NameToken, family: CrossFamily): string {
  const cache = t.cross ?? (t.cross = {});
  return cache[family] ?? (cache[family] = crossKey(t.text, family));
}

/**
 * Quick test that an abjad-script token can fit a Latin one (cross-script.abjadFits) from their abjad keys:
 * skeletons at most one consonant apart in length, starting with the same consonant unless the
 * abjad word starts with a letter read two ways (dh, th, ph) or with a theophoric compound.
 */
function mayFit(abKey: string, laKey: string, abText: string): boolean {
  const a = abKey.replace(/^\.|-$/g, '');
  const l = laKey.replace(/^\.|-$/g, '');
  if (abText.endsWith('ULLAH')) return true;
  if (Math.abs(a.length - l.length) > 1) return false;
  // Jim is read g in Egyptian and Levantine names (جميل GEMAYEL), so a J skeleton may face a K-class one.
  return a[0] === l[0] || (a[0] === 'J' && l[0] === 'K') || /^[AEIOUWY]*(?:DH|TH|PH|ZH)/.test(abText);
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
function abjadInitialFits(abText: string, initial: string): boolean {
  const a = abText[0];
  const l = initial[0];
  if (a === 'A') return 'AEIOU'.includes(l);
  return (ABJAD_INITIAL_ALSO[a] ?? '').includes(l);
}

/**
 * Whether two name tokens are one typing error apart (`oneEdit`: Damerau's four error kinds, Damerau
 * 1964), the longer of >= 4 letters, with the same first letter (misspellings rarely touch the first
 * letter: Pollock & Zamora 1983): "OMAR"/"ONAR", "KHAN"/"KHN", "ABBAS"/"ABVAS".
 */
function typoPair(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < 3 || Math.max(a.length, b.length) < 4) return false;
  return a.charCodeAt(0) === b.charCodeAt(0) && oneEdit(a, b);
}

/**
 * Whether the shorter of two tokens (>= 3 letters) is the longer one with its first letter left out
 * ("UIS"/"LUIS", "HAN"/"KHAN", "ZZAT"/"IZZAT"): the first keystroke lost, a slip `typoPair` does not
 * cover (it keeps the first letter).
 */
function firstDropped(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.length === short.length + 1 && sameFrom(long, 1, short, 0);
}

/**
 * Belarusian surname endings and the Russian / Ukrainian endings they spell (applied to the end of a
 * token): -ENKA for -ENKO (Belarusian akanne: an unstressed O is written A; -ENKO is invariable for
 * women in Ukrainian and Russian, so -ENKA is no feminine of it), and -AU, -OU after a consonant for
 * -OV, -EU for -EV (Belarusian Ў, romanised U, where Russian writes В: БАСКАЎ BASKAU / БАСКОВ BASKOV).
 * Source: the Belarusian national romanisation (Instruction on the transliteration of Belarusian
 * geographical names, 2007; passports: Ў -> U) and Belarusian orthography (akanne).
 */
const BELARUSIAN_ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ENKA$/, 'ENKO'], [/([^AEIOUY])[AO]U$/, '$1OV'], [/([^AEIOUY])EU$/, '$1EV'],
];

/**
 * East Slavic stem key of a surname: Belarusian and Ukrainian H for Russian G (HUSACHENKA/GUSACHENKO,
 * ROHOZIN/ROGOZIN; not in KH, ZH, SH, CH), Belarusian U after a vowel for Russian V (PAULICHENKA/
 * PAVLICHENKO), then the phonetic key (vowels merged: Belarusian akanne HALAVANAU/GOLOVANOV, Ukrainian
 * Y for I). Source: Ukrainian national transliteration (Cabinet of Ministers resolution 55, 2010: Г -> H)
 * and the Belarusian national romanisation (2007: Г -> H, Ў -> U).
 */
function eastSlavicKey(t: string): string {
  return phoneticKey(t.replace(/(^|[^KZSC])H/g, '$1G').replace(/([AEIO])U/g, '$1V'));
}

/**
 * Whether two Latin surname tokens are the Belarusian and the Russian (or Ukrainian) form of one East
 * Slavic surname: exactly one ends in a `BELARUSIAN_ENDINGS` ending, and with it written the Russian
 * way the two share one `eastSlavicKey` and last letter (BASKAU/BASKOV, LUKASHENKA/LUKASHENKO,
 * TSERABAU/TSERABOV, HALAVANAU/GOLOVANOV). Both at least five letters.
 */
export function belarusianSurnameVariant(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5) return false;
  // Every Belarusian ending ends in A or U: most pairs need no regex.
  const la = a.charCodeAt(a.length - 1);
  const lb = b.charCodeAt(b.length - 1);
  if (la !== 65 && la !== 85 && lb !== 65 && lb !== 85) return false;
  for (const [x, y] of [[a, b], [b, a]]) {
    for (const [re, to] of BELARUSIAN_ENDINGS) {
      if (!re.test(x)) continue;
      const ru = x.replace(re, to);
      // The last letter kept: IVANAU is not the feminine IVANOVA (whose phonetic key drops the final A).
      if (ru === y || (ru[ru.length - 1] === y[y.length - 1] && eastSlavicKey(ru) === eastSlavicKey(y))) return true;
    }
  }
  return false;
}

/**
 * Whether two Latin surname tokens of five or more letters are the Belarusian form in -KA / -LA and
 * the Ukrainian or Russian form in -KO / -LO of one East Slavic surname: with the final A written O,
 * the two share one `eastSlavicKey` (ASTREIKA/ASTREIKO, DUNKA/DUNKO, DMUKHAYLA/DMUKHAILO). Neither
 * token may be a known given name (normalise.GIVEN_NAME_GROUPS: CARLO, PAOLO, DANILO), whose -A is a
 * feminine or another language's form; the caller keeps the rule to the surname slot (`surnameSlot`),
 * where an -A is no feminine given name the tables lack (BRANKA/BRANKO, MIRKA/MIRKO). Source:
 * Belarusian orthography writes an unstressed O as A (akanne: АСТРЭЙКА, Ukrainian АСТРЕЙКО), and
 * Ukrainian surnames in -KO, -LO are invariable for women, so the -A is no feminine ending; the
 * Belarusian national romanisation (2007) and BGN/PCGN Belarusian romanise the letters so.
 */
function belarusianFinalA(a: NameToken, b: NameToken): boolean {
  const x = a.text;
  const y = b.text;
  if (x.length < 5 || y.length < 5 || a.group !== undefined || b.group !== undefined) return false;
  // The -A form and the other (no array: the rule is tried for most pairs of Latin person names).
  const aFirst = x.endsWith('A');
  const fa = aFirst ? x : y;
  const fo = aFirst ? y : x;
  const k = fa.charCodeAt(fa.length - 2);
  // K or L before the final A, and the same letter before the other's final O; not a doubled LL, the
  // Spanish and Italian diminutive's (CASTILLA/CASTILLO, GALLA/GALLO are other surnames).
  if ((k !== 75 && k !== 76) || !fa.endsWith('A') || !fo.endsWith('O') || fo.charCodeAt(fo.length - 2) !== k || fa.endsWith('LLA')) return false;
  const ru = fa.slice(0, -1) + 'O';
  return ru === fo || eastSlavicKey(ru) === eastSlavicKey(fo);
}

/**
 * Whether token `i` of a person's name stands where its surname does: before the comma of a
 * "SURNAME, Given" name (`givenStart`), or the last token of a name of two or more written given
 * names first (`westernOrder`: not "PETROVIC Branka").
 */
function surnameSlot(n: NormalisedName, i: number): boolean {
  const g = givenStart(n);
  return g > 0 ? i < g : i > 0 && i === n.tokens.length - 1 && westernOrder(n);
}

/** The English head form of each given-name group (JOHN, WILLIAM, ROBERT...): normalise.GIVEN_NAME_GROUPS. */
const ENGLISH_HEADS = new Set(GIVEN_NAME_GROUPS.map((g) => g[0].split('|')[0]));

/** Patronymic surname endings of the Germanic languages: -SON (English, Swedish), -SEN (Danish, Norwegian), -SSON. */
const SON_RE = /(?:SSON|SON|SEN)$/;

/**
 * Whether two tokens are a Germanic patronymic surname and the given name it derives from, or two
 * derivations of one name: -SON/-SEN/-SSON against the bare name or its -S form (PETERSON/PETER,
 * PETERSON/PETERS, ATKINSON/ATKINS, HANSEN/HANS), and an English head given name against its -S
 * surname (WILLIAM/WILLIAMS, EDWARD/EDWARDS: only the head forms, since Latvian and Lithuanian add
 * -S to every masculine name: ALEKSANDRS, LAVROVS). They name different people. -SON and -SEN are
 * one ending (ANDERSON/ANDERSEN are spellings of one surname). A typing slip (`unlisted` shorter
 * query token) is not a derivation. Source: the English and Scandinavian patronymic surname
 * formations (Reaney & Wilson, A Dictionary of English Surnames, 1991: "-s" and "-son" surnames).
 */
function derivedSurname(a: NameToken, b: NameToken): boolean {
  if (droppedFinal(a, b)) return false;
  const [x, y] = a.text.length <= b.text.length ? [a.text, b.text] : [b.text, a.text];
  if (x.length < 3 || !y.startsWith(x.slice(0, 3))) return false;
  const son = SON_RE.exec(y);
  if (son) {
    const base = y.slice(0, son.index);
    if (base.length >= 3 && (x === base || x === base + 'S') && !SON_RE.test(x)) return true;
  }
  if (y.endsWith('EZ')) {
    // Spanish -EZ (-UEZ after G, QU for C): SANCHEZ from SANCHO, MARTINEZ from MARTIN, RODRIGUEZ from
    // RODRIGO, MARQUEZ from MARCOS.
    let base = y.slice(0, y.endsWith('GUEZ') ? -3 : -2);
    if (base.endsWith('QU')) base = base.slice(0, -2) + 'C';
    if (base.length >= 3 && x.startsWith(base) && spanishGivenEnding(x.slice(base.length))) return true;
  }
  if ((a.text.length <= b.text.length ? a : b).group !== undefined && slavicDerived(x, y)) return true;
  return y.length === x.length + 1 && y.endsWith('S') && y.startsWith(x) && ENGLISH_HEADS.has(x);
}

/** A Slavic surname from a baptismal name: its stem, the suffix, the feminine -A (`slavicDerived`). */
const SLAVIC_DERIVED_RE = /^([A-Z]{3,}?)(OV|EV|YEV|IEV|YOV|IN|YN|ENKO|CHUK|CHENKO)(A)?$/;
/** Endings of a baptismal name left off before a surname suffix (NIKOLAY + -EV, ILYA + -IN, PETRO + -ENKO). */
const SLAVIC_NAME_ENDINGS = ['', 'Y', 'I', 'J', 'A', 'O', 'E', 'YA', 'IA', 'JA', 'IY', 'II', 'IJ', 'EY', 'EI', 'EJ', 'AY', 'AI', 'AJ'];

/**
 * Whether `y` is an East or South Slavic surname formed from the baptismal name `x` (the shorter
 * token, which `derivedSurname` asks to be a given name of the equivalence groups): IVANOV from IVAN,
 * NIKOLAEV from NIKOLAY, DMITRIYEV from DMITRIY, PETRENKO from PETRO, IVANCHUK from IVAN, and their
 * feminine -OVA, -EVA, -INA. A given name and the surname made from it are two names (Ivan Nikolaev
 * Ivanov is not Nikolay Ivanov), however alike their letters. Only a known given name: the same
 * endings close other surnames (PARTO / PARTOV), other languages' given names (WENCHO / WENCHIN,
 * MUHSI / MUHSIN) and the Czech feminine -OVA added to any surname (BECKETT / BECKETTOVA, BOKOVA /
 * BOKOVOVA). Source: B. O. Unbegaun, "Russian Surnames" (Oxford, 1972), chapters on surnames from
 * baptismal names (-ov, -ev, -in) and on the Ukrainian -enko, -uk, -chuk.
 */
function slavicDerived(x: string, y: string): boolean {
  if (y.length <= x.length) return false;
  const m = SLAVIC_DERIVED_RE.exec(y);
  if (m === null) return false;
  const stem = m[1];
  if (!x.startsWith(stem)) return false;
  return SLAVIC_NAME_ENDINGS.includes(x.slice(stem.length));
}

/**
 * Derivational surname suffixes, by class: the spellings of one suffix (transliteration variants:
 * -POUR/-PUR/-POOR, -ZADEH/-ZADE/-ZADA/-ZODA, -SKY/-SKI/-SKIY/-SKIJ) and its feminine forms
 * (-OVA, -EVA, -INA, -SKAYA, -SKA) are one class. Surnames built on one stem with suffixes of two
 * classes are two family names (PEZESHKIAN/PEZESHKPOUR, HOSSEINI/HOSSEINZADEH, IVANOV/IVANENKO,
 * ALBANI/ALBANESE), not spellings of one (`otherSurnameSuffix`). A class is named `<language>:<suffix>`;
 * only classes of one language are told apart (a Persian -I against an Italian -ESE says nothing).
 * Sources: Persian - the surnames adopted under the Iranian civil-registration law of 1925 (1304 AH),
 * built from a name, place or trade with -I, -IAN, -ZADEH ("born of"), -POUR ("son"), -NEJAD ("race"),
 * -FAR ("splendour"), -NIA ("ancestor"), -DOOST ("friend"), -MAND/-VAND ("having"), -KHANI, -LOU
 * (Turkic), as the Encyclopaedia Iranica's account of modern Persian family names describes; Slavic -
 * B. O. Unbegaun, Russian Surnames (Oxford, 1972): -ov/-ev (-ev after a soft or hushing consonant,
 * -ёв romanised -EV, -YOV or -OV: one suffix), -in, -sky, the Ukrainian -enko and -uk/-chuk, and
 * -ich (Serbo-Croatian -ić, Polish -icz); Italian - the ethnic -ese and the diminutive and
 * augmentative -ini/-ino, -elli/-ello, -etti/-etto, -one/-oni against the plain -o and plural -i
 * forms of one stem (E. De Felice, Dizionario dei cognomi italiani, 1978).
 */
const SURNAME_SUFFIX_CLASSES: ReadonlyArray<readonly [string, readonly string[]]> = [
  // Persian
  ['fa:far', ['FAR']],
  ['fa:pour', ['POUR', 'PUR', 'POOR']],
  ['fa:zadeh', ['ZADEH', 'ZADE', 'ZADA', 'ZADAH', 'ZODA']],
  ['fa:nia', ['NIA', 'NIYA']],
  ['fa:nejad', ['NEJAD', 'NEZHAD', 'NEJHAD', 'NIJAD', 'NIZHAD']],
  ['fa:kian', ['KIAN', 'KIYAN']],
  ['fa:doost', ['DOOST', 'DUST', 'DOUST', 'DOST']],
  ['fa:mand', ['MAND']],
  ['fa:vand', ['VAND', 'WAND']],
  ['fa:khani', ['KHANI']],
  ['fa:lou', ['LOU', 'LU', 'LOO']],
  // The nisba -I and its -IAN extension name one family (KAZEMI / KAZEMIAN are aliases of one listed
  // person) and make the demonym (AL-ITALI / THE ITALIAN, AL-MAURITANI / THE MAURITANIAN): one class.
  ['fa:i', ['I', 'Y', 'EE', 'IAN', 'YAN', 'IYAN']],
  // Slavic (feminine forms in the masculine's class)
  ['sl:ov', ['OV', 'OFF', 'OW', 'EV', 'EFF', 'EW', 'YEV', 'IEV', 'JEV', 'JEW', 'IEW', 'YEFF', 'YOV', 'IOV', 'OVA', 'OWA', 'EVA', 'EWA', 'YEVA', 'IEVA', 'JEVA', 'YOVA']],
  ['sl:in', ['IN', 'YN', 'INE', 'INA', 'YNA']],
  ['sl:sky', ['SKY', 'SKI', 'SKIY', 'SKIJ', 'SKII', 'SKYI', 'SKYY', 'SKYJ', 'SKA', 'SKAYA', 'SKAJA', 'SKAIA']],
  ['sl:enko', ['ENKO', 'ENKA', 'YENKO']],
  ['sl:uk', ['UK', 'YUK', 'IUK', 'JUK', 'CHUK', 'TCHUK']],
  ['sl:ich', ['ICH', 'ITCH', 'IC', 'ICZ', 'ITSCH', 'YCH']],
  // Italian
  ['it:ese', ['ESE']],
  ['it:ini', ['INI', 'INO']],
  ['it:elli', ['ELLI', 'ELLO']],
  ['it:etti', ['ETTI', 'ETTO']],
  ['it:one', ['ONE', 'ONI']],
  ['it:o', ['O']],
  ['it:i', ['I']],
];

/** Every (suffix spelling, class) of `SURNAME_SUFFIX_CLASSES`. */
const SURNAME_SUFFIXES: ReadonlyArray<readonly [string, string]> = SURNAME_SUFFIX_CLASSES.flatMap(([cls, spellings]) => spellings.map((s) => [s, cls] as const));

/** Shortest stem a surname suffix is read after (ALI-YEV, RAD-POUR; shorter ones are not stems). */
const SUFFIX_STEM_MIN = 3;

/** `suffixSplits` by token text (bounded: cleared when full, like the other token memos). */
const SUFFIX_SPLITS = new Map<string, Array<[string, string]>>();
const NO_SPLITS: Array<[string, string]> = [];

/**
 * Ways a token splits into a stem and a derivational surname suffix: [stem, class] pairs. Memoised by
 * text: the rule asks for the first and last words of every Latin person comparison, and a query
 * meets the same listed surnames again and again.
 */
function suffixSplits(t: string): Array<[string, string]> {
  let out = SUFFIX_SPLITS.get(t);
  if (out !== undefined) return out;
  out = NO_SPLITS;
  for (const [suffix, cls] of SURNAME_SUFFIXES) {
    if (t.length - suffix.length >= SUFFIX_STEM_MIN && t.endsWith(suffix)) {
      if (out === NO_SPLITS) out = [];
      out.push([t.slice(0, t.length - suffix.length), cls]);
    }
  }
  if (SUFFIX_SPLITS.size >= 16384) SUFFIX_SPLITS.clear();
  SUFFIX_SPLITS.set(t, out);
  return out;
}

/**
 * Whether two surname tokens share a stem but end in derivational suffixes of different classes
 * (`SURNAME_SUFFIX_CLASSES`: PEZESHFAR/PEZESHKIAN, ALBANO/ALBANESE, IVANOV/IVANENKO): two family names,
 * so their pair is kept below the pairing floor. Not when the tokens are one typing error apart
 * (IVANOV/IVANOC, ALIEV/ALIEVA: `oneEdit`), nor when some split of both gives one stem and one class
 * (a transliteration variant: HOSSEINZADEH/HOSSEINZADA, OSTROVSKY/OSTROVSKAYA), nor for a known
 * given name (normalise.GIVEN_NAME_GROUPS).
 */
export function otherSurnameSuffix(a: NameToken, b: NameToken): boolean {
  if (a.group !== undefined || b.group !== undefined || a.cls !== 'name' || b.cls !== 'name') return false;
  const x = a.text;
  const y = b.text;
  if (x === y || oneEdit(x, y)) return false;
  const sx = suffixSplits(x);
  if (sx.length === 0) return false;
  const sy = suffixSplits(y);
  let differ = false;
  for (const [stemX, clsX] of sx) {
    for (const [stemY, clsY] of sy) {
      if (stemX !== stemY) continue;
      if (clsX === clsY) return false;
      // Only suffixes of one language's surnames are told apart: PARUTENCO / PARUTENCOVA (a Romanian
      // spelling of -KO and the Russian feminine) or WENCHO / WENCHIN are not Italian against Slavic.
      if (clsX.slice(0, 3) === clsY.slice(0, 3)) differ = true;
    }
  }
  return differ;
}

/**
 * Whether `rest` may end the given name a Spanish -EZ surname derives from: nothing (MARTIN), one vowel
 * (SANCHO; not E: JUARE for JUAREZ is the surname with its Z dropped, a slip) or vowel + S (MARCOS).
 */
function spanishGivenEnding(rest: string): boolean {
  return rest === '' || /^[AIOU]S?$/.test(rest);
}

/**
 * Ending class of a Latin-typed name token: 'a' for a final A or AH (MARIA, LAURA, ABDULLAH), '?' for
 * EH/IH (ta marbuta and Arabic -IH spelt either way: FATEMEH/FATIMA, SALEH/SALIH), 'x' otherwise.
 */
function endingClass(t: string): 'a' | '?' | 'x' {
  const n = t.length;
  const last = t.charCodeAt(n - 1);
  if (last === 65) return 'a'; // A
  if (last !== 72 || n < 2) return 'x'; // not H
  const prev = t.charCodeAt(n - 2);
  return prev === 65 ? 'a' : prev === 69 || prev === 73 ? '?' : 'x'; // AH / EH, IH
}

/**
 * Whether one token ends in A and the other does not (rule 1: no phonetic credit then). In the
 * European name systems a final -A marks another name, mostly the feminine one (MARIA/MAURO,
 * LAURA/LARRY, JOSHUA/JOSE, MOURA/MOORE), while transliterations of one name keep it (OSAMA/USAMA,
 * MUSTAFA/MOSTAFA, ABDULLA/ABDULLAH). Source: the -a feminine / -o, -e, consonant masculine endings
 * of the Romance, Slavic and Baltic given names and surnames.
 */
function endingsDiffer(a: string, b: string): boolean {
  const x = endingClass(a);
  const y = endingClass(b);
  return x !== y && x !== '?' && y !== '?';
}

/** Whether the shorter of two tokens is an `unlisted` query token (a listed name with a letter dropped, read as a slip). */
function droppedFinal(a: NameToken, b: NameToken): boolean {
  return a.text.length < b.text.length ? a.unlisted === true : b.text.length < a.text.length && b.unlisted === true;
}

/** Whether two different strings are one edit apart: a substitution, an insertion/deletion or two neighbours swapped (Damerau). */
export function oneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (a === b || Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // Compared in place (no slices: this runs for most token pairs of every scored name).
  if (la === lb) {
    if (sameFrom(a, i + 1, b, i + 1)) return true; // substitution
    return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2); // transposition
  }
  return la > lb ? sameFrom(a, i + 1, b, i) : sameFrom(a, i, b, i + 1); // deletion / insertion
}

/** Whether a.slice(i) === b.slice(j), without allocating. */
function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
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
function arabicVariant(a: NameToken, b: NameToken): boolean {
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
function abjadLetterSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig): number {
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
function arabicLetters(a: NormalisedName, b: NormalisedName): boolean {
  return (a.script === 'Arabic' || a.script === 'Persian') && (b.script === 'Arabic' || b.script === 'Persian');
}

/**
 * How two names' tokens are compared: a cross-script family (cross-script.crossFamily), `han` when
 * exactly one of the two is written in Han characters (its tokens are pinyin syllables: rule 1), or
 * `transcribed` when one is a foreign name transcribed into Han characters and the other is in Latin
 * letters (han-transcription.ts: its tokens are words read by the transcription tables).
 */
export type PairMode = CrossFamily | 'han' | 'transcribed';

/** Which side of a token pair is written in an abjad: 0 neither/unknown, 1 the first, 2 the second, 3 both. */
export type AbjadSide = 0 | 1 | 2 | 3;

/**
 * Whether two tokens of five or more letters, or of one length, get the phonetic credit of rule 1
 * (a short token against one of another length is a short form, its key too short to trust: ANNE/ANN,
 * TOM/TOMMY stay at `equivalentSim`; one letter written two ways in one length is a spelling, YURI/
 * YURY, IHOR/IHAR): one phonetic (or glide) key of two or more letters, Jaro-Winkler on their plain
 * spellings at least `phoneticMinJw`, and no final -A on one side only (`endingsDiffer`). `jw`: their
 * Jaro-Winkler similarity, or -1 when not computed yet.
 */
function samePhonetic(a: NameToken, b: NameToken, jw: number, cfg: NameScoringConfig): boolean {
  if (((a.text.length <= SPELLING_MAX || b.text.length <= SPELLING_MAX) && a.text.length !== b.text.length) || a.key.length < 2 || (a.key !== b.key && glide(a) !== glide(b))) return false;
  return phoneticJw(a.text, b.text, jw < 0 ? jaroWinkler(a.text, b.text) : jw) >= cfg.phoneticMinJw && !endingsDiffer(a.text, b.text);
}

/**
 * Similarity of two tokens, 0–1 (rule 1 of the module doc). `cross` is the cross-script family when
 * the two names were written in different scripts (or either in an abjad: `true` means `abjad`).
 */
export function tokenSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig, cross: PairMode | boolean = false, abjadSide: AbjadSide = 0): number {
  if (a.text === b.text) return 1;
  const ai = a.cls === 'initial';
  const bi = b.cls === 'initial';
  if (ai || bi) {
    if (ai && bi) return 0;
    if ((ai ? b.text : a.text).charCodeAt(0) === (ai ? a.text : b.text).charCodeAt(0)) return cfg.initialSim;
    // A Latin initial against an abjad word: the first letters as the abjad matcher reads them.
    const latinInitial = (abjadSide === 1 && bi) || (abjadSide === 2 && ai);
    return latinInitial && abjadInitialFits(ai ? b.text : a.text, ai ? a.text : b.text) ? cfg.initialSim : 0;
  }
  if (a.cls === 'number' || b.cls === 'number') return 0;
  if (cross === 'transcribed') return transcribedSimilarity(a, b, cfg);
  // Two spellings in an abjad (both names in Arabic script): their letters, not a reading of them.
  if (abjadSide === 3) return abjadLetterSimilarity(a, b, cfg);
  // An abjad spelling against a Latin one: letters written differently (no short vowels) make edit
  // distances meaningless; the abjad pattern decides (cross-script.abjadFits).
  if (abjadSide === 1 || abjadSide === 2) {
    const [ab, la] = abjadSide === 1 ? [a, b] : [b, a];
    const ka = tokenCrossKey(ab, 'abjad');
    const kl = tokenCrossKey(la, 'abjad');
    // Particles pair with the Latin spellings of the same particle (بن BIN / BEN, ابو ABU / ABOU).
    if (ab.cls === 'particle' || la.cls === 'particle') return ab.cls === la.cls && ka === kl && ka.length > 0 ? cfg.abjadSim : 0;
    if (mayFit(ka, kl, ab.text) && abjadFits(ab.text, la.text)) return cfg.abjadSim;
    return ka === kl && ka.length >= 2 ? cfg.abjadSkeletonSim : 0;
  }
  // Short tokens: one edit in three or four letters is a different name (BIN/BING, YONG/JONG), which
  // Jaro-Winkler overrates; use the edit-distance ratio instead.
  const short = Math.min(a.text.length, b.text.length) <= cfg.shortTokenLength;
  // Jaro-Winkler is the similarity of long tokens; for short ones it is only needed by the phonetic
  // rule below, and computed there when the keys agree (-1: not computed yet).
  let jw = short ? -1 : jaroWinkler(a.text, b.text);
  let s = short ? 1 - levenshtein(a.text, b.text) / Math.max(a.text.length, b.text.length) : jw;
  if (a.group !== undefined && a.group === b.group) {
    // Two spellings of one sound in one form of a group (VIKTOR/VICTOR, ALEKSEI/ALEXEI) keep the
    // phonetic credit they have outside it: a form only adds to a token pair's similarity. Cognates
    // of two languages stay at `cognateSim` (weak evidence, however alike their sounds).
    const g = Math.max(s, a.form === b.form ? cfg.equivalentSim : cfg.cognateSim);
    // One Arabic name in two romanisations (MUHAMMAD/MOHAMMED) in one form of the group; cognates of
    // two languages stay cognates (MARIA/MARIE, JOSEF/JOSEPH are spelt alike but are other forms).
    if (g < cfg.romanisationSim && a.form === b.form && !cross && arabicVariant(a, b)) return cfg.romanisationSim;
    // A Hangul surname and a customary spelling of it (이 LEE, RHEE; 박 PARK; `KOREAN_SURNAME_GROUPS`): one
    // spelling of the syllable, as a Korean key agreeing (`tokenSimilarity`'s cross-script keys).
    if (cross === 'hangul' && a.form === b.form && a.group >= GIVEN_NAME_GROUPS.length) return Math.max(g, cfg.phoneticSim);
    return g < cfg.phoneticSim && a.form === b.form && cross !== 'hangul' && cross !== 'han' && samePhonetic(a, b, jw, cfg) ? cfg.phoneticSim : g;
  }
  // A romanised Hangul syllable is no particle (도 DO, 을 EUL / UL, 이 I): it is compared as a name.
  if ((a.cls === 'particle' || b.cls === 'particle') && cross !== 'hangul') return s >= 0.9 ? s : 0;
  // A Belarusian surname against its Russian / Ukrainian form (BASKAU/BASKOV, LUKASHENKA/LUKASHENKO):
  // one name, not a gendered pair (`belarusianSurnameVariant`).
  if (!cross && a.cls === 'name' && b.cls === 'name' && belarusianSurnameVariant(a.text, b.text)) return Math.max(s, cfg.phoneticSim);
  // Two East Slavic patronymics of one father's name in its Russian, Ukrainian or Belarusian form
  // (GRIGORIEVICH/RYHORAVICH/HRYHOROVYCH, NIKOLAEVNA/MIKALAEUNA): one name, as the given names they
  // derive from (normalise.patronymicForm); two spellings of one sound keep their phonetic credit.
  if (a.patronym !== undefined && a.patronym === b.patronym) {
    const g = Math.max(s, cfg.equivalentSim);
    return g < cfg.phoneticSim && samePhonetic(a, b, jw, cfg) ? cfg.phoneticSim : g;
  }
  const family: PairMode | undefined = cross === true ? 'abjad' : cross || undefined;
  // Pinyin syllables of a name written in Han characters: one letter more or less is another syllable,
  // so another character (LIN/LIAN, JIN/JIAN): no phonetic, typo or prefix credit.
  // The nasal finals -N and -NG tell syllables apart (LIAN/LIANG, CHEN/CHENG: 连/梁, 陈/程), which
  // Jaro-Winkler's shared start hides: another syllable, below the pairing floor.
  if (family === 'han') return nasalFinalDiffers(a.text, b.text) ? 0 : s;
  // One Arabic name in two romanisations (AHMAD/AHMED, SAID/SAEED, ASHRAF/ACHRAF): `arabicVariant`.
  if (s < cfg.romanisationSim && !family && arabicVariant(a, b)) s = cfg.romanisationSim;
  // Korean against Latin: the Korean key replaces the phonetic key, which ignores the vowels that tell
  // Korean syllables apart (SIK/SUK, JIN/JUN).
  if (s < 1 && a.key.length >= 2 && family !== 'hangul' && (a.key === b.key || glide(a) === glide(b))) {
    if (jw < 0) jw = jaroWinkler(a.text, b.text);
    // ... but not across a final -A (MARIA/MAURO, LAURA/LARRY): `endingsDiffer`.
    if (phoneticJw(a.text, b.text, jw) >= cfg.phoneticMinJw && !endingsDiffer(a.text, b.text)) s = Math.max(s, cfg.phoneticSim);
  }
  // Short tokens spelt differently for one sound (CIM/KIM, LAY/LAI, VEE/WEE): the vowels decide, so
  // the spelling key (vowels kept) stands in for the phonetic key, too short there to trust.
  if (s < cfg.phoneticSim && !family && a.text.length <= SPELLING_MAX && b.text.length <= SPELLING_MAX && spelling(a) === spelling(b)) s = cfg.phoneticSim;
  // A patronymic (VIKTOROVICH) is not a fuzzy variant of a given name or surname it extends (VIKTOR,
  // VIKTOROV); a misspelt patronymic (SERGEYVICH, IGOREVA) is within two letters of one and stays one.
  if (s < 1 && Math.abs(a.text.length - b.text.length) >= 3 && PATRONYMIC_RE.test(a.text) !== PATRONYMIC_RE.test(b.text)) {
    return Math.min(s, cfg.tokenFloor - 0.01);
  }
  // Likewise a surname derived from a given name (PETERSON, WILLIAMS) is not a variant of that name
  // (PETER, WILLIAM) nor of another derivation (PETERS/PETERSON): score.derivedSurname.
  if (s >= cfg.tokenFloor && derivedSurname(a, b)) return Math.min(s, cfg.tokenFloor - 0.01);
  // ... unless the shorter form is a query token no listed name holds (MOSQUER for MOSQUERA, AMELI for
  // AMELIA): a final letter dropped from a listed name, not a masculine form of it.
  if (s >= cfg.tokenFloor && (gendered(a.text, b.text) || otherGivenName(a, b)) && !droppedFinal(a, b)) return Math.min(s, cfg.genderedSim);
  // A typing slip in a name typed in Latin letters (a romanised Hangul or kana syllable one letter
  // off is another syllable: SANG/SUNG).
  if (s < cfg.typoSim && !family && (typoPair(a.text, b.text) || firstDropped(a.text, b.text))) s = cfg.typoSim;
  // A query token no listed name holds, one typing error from a listed token (any letter, the first
  // too): most likely that name mistyped.
  if (s < cfg.unlistedTypoSim && !family && (a.unlisted || b.unlisted) && oneEdit(a.text, b.text)) s = cfg.unlistedTypoSim;
  if (s < cfg.prefixSim) {
    const aShorter = a.text.length <= b.text.length;
    const short = aShorter ? a.text : b.text;
    if (short.length >= 3 && (aShorter ? b.text : a.text).startsWith(short)) s = cfg.prefixSim;
  }
  if (family) {
    const target = family === 'abjad' ? cfg.abjadSim : family === 'syllabic' ? cfg.syllabicSim : cfg.phoneticSim;
    if (s < target || family === 'hangul') {
      const ka = tokenCrossKey(a, family);
      const kb = tokenCrossKey(b, family);
      const skeletal = family === 'abjad' || family === 'syllabic';
      // Short keys are common (two-consonant skeletons, two-letter keys): weaker evidence; a Korean key
      // of two letters is a whole syllable (JO/CHO, AN/AHN).
      if (ka.length > 0 && ka === kb) s = Math.max(s, ka.length < 3 && family !== 'hangul' ? cfg.abjadSkeletonSim : target);
      // A Latin spelling of another Korean key is another syllable (명 MYEONG / YONG, 상 SANG / SUNG),
      // however alike the letters: below the pairing floor (not a Hanja syllable read in pinyin: 張 ZHANG).
      else if (family === 'hangul') { if (KOREAN_WORD_RE.test(a.text) && KOREAN_WORD_RE.test(b.text)) s = Math.min(s, cfg.tokenFloor - 0.01); }
      // Skeletons one consonant apart (same first consonant) still count a little.
      else if (skeletal && ka.length >= 3 && kb.length >= 3 && ka[0] === kb[0]) s = Math.max(s, jaroWinkler(ka, kb) * 0.9);
    }
  }
  return s;
}

/**
 * A word of a name transcribed into Han characters against a Latin token (mode `transcribed`):
 * `syllabicSim` when the Latin spelling fits the word's syllables as the Xinhua transcription tables
 * read them (han-transcription.transcriptionFits: 基尔特 GEERT, 威尔德斯 WILDERS), else 0 (letters of a
 * pinyin reading and of a Latin spelling have no edit distance worth counting). The transcribed token
 * is the one whose `raw` holds syllables (`isTranscribedRaw`); 0 when neither does.
 */
function transcribedSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig): number {
  if (isTranscribedRaw(a.raw)) return !isTranscribedRaw(b.raw) && transcriptionFits(a.raw, b.text) ? cfg.syllabicSim : 0;
  return isTranscribedRaw(b.raw) && transcriptionFits(b.raw, a.text) ? cfg.syllabicSim : 0;
}

// ---------------------------------------------------------------------------------------------------
// Name-level alignment
// ---------------------------------------------------------------------------------------------------

/** One aligned pair: indexes of the query tokens and the candidate tokens it covers, and their similarity. */
export interface TokenPair {
  q: number[];
  c: number[];
  sim: number;
}

export interface NameScore {
  /** 0–1 */
  score: number;
  pairs: TokenPair[];
  /**
   * Rules beyond the token pairs that moved the score, for the explanation ("numbers differ: 1 vs 2",
   * "legal forms differ: AG vs GMBH", "one name matched: weak evidence", "ends in the particle AL").
   */
  notes: string[];
  /** Weighted sums used in the formula (for explanations/debugging). */
  matched: number;
  conflict: number;
  extra: number;
}

/** Match credit of a raw similarity (config `effCurve`, piecewise linear). */
export function credit(sim: number, curve: Array<[number, number]>): number {
  if (sim >= 1) return 1;
  if (sim <= curve[0][0]) return 0;
  for (let i = 1; i < curve.length; i++) {
    const [x1, y1] = curve[i];
    if (sim <= x1) {
      const [x0, y0] = curve[i - 1];
      return y0 + ((sim - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return 1;
}

const INFORMATIVE = (t: NameToken) => t.cls === 'name' || t.cls === 'number';

interface Cand {
  q: number[];
  c: number[];
  sim: number;
  /** Acronym pair ("PLA" ~ "PEOPLES LIBERATION ARMY"): weak evidence for a person's name. */
  acronym: boolean;
}

/** Similarity of a concatenation of tokens with a single token (joined/split words). */
function joinSim(joined: string, other: string): number {
  if (joined === other) return 1;
  if (Math.abs(joined.length - other.length) > 2) return 0;
  return jaroWinkler(joined, other);
}

/** Whether every character of `s` is a letter A-Z (`/^[A-Z]+$/` for a non-empty string, without a regex per token). */
function upperLetters(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch < 65 || ch > 90) return false;
  }
  return s.length > 0;
}

/** Tokens that may be skipped inside an acronym's expansion ("PEOPLES LIBERATION ARMY", "DEPARTMENT OF STATE"). */
const ACRONYM_SKIP = new Set(['OF', 'AND', 'THE', 'FOR', 'DE', 'DU', 'LA', 'DES', 'DEL']);

/** Appends a candidate pairing tokens `ai` of side a with tokens `bj` of side b, a being the query when `aIsQuery` (module level: no closure per call). */
function pushCand(out: Cand[], aIsQuery: boolean, ai: number[], bj: number[], sim: number, acronym = false): void {
  out.push(aIsQuery ? { q: ai, c: bj, sim, acronym } : { q: bj, c: ai, sim, acronym });
}

/** Appends a candidate pairing tokens `ai` of side a with token `bj` of side b (`pushCand`). */
function pushMulti(out: Cand[], aIsQuery: boolean, ai: number[], bj: number, sim: number, acronym: boolean): void {
  pushCand(out, aIsQuery, ai, [bj], sim, acronym);
}

/**
 * Multi-token candidates: two or three adjacent tokens of side `a` whose concatenation matches one
 * token of side `b` (joined/split words), and an acronym token of `b` spelled by the initials of
 * consecutive tokens of `a` ("PLA"/"PEOPLES LIBERATION ARMY", "JC"/"JEAN CLAUDE", "US"/"UNITED STATES").
 * `acronyms` false: `b` is a name written in Han, Hangul or kana, whose tokens are romanised syllables,
 * never acronyms (두 DU is no "DOO UN").
 */
function multiCands(a: NameToken[], b: NameToken[], floor: number, out: Cand[], aIsQuery: boolean, acronyms = true): void {
  const min2 = Math.max(floor, 0.9);
  const min3 = Math.max(floor, 0.92);
  for (let i = 0; i + 1 < a.length; i++) {
    // The joined texts are built only for a token of a near length (`joinSim` is 0 beyond 2 letters apart).
    const l2 = a[i].raw.length + a[i + 1].raw.length;
    const has3 = i + 2 < a.length;
    const l3 = has3 ? l2 + a[i + 2].raw.length : 0;
    let j2 = '';
    let j3 = '';
    for (let j = 0; j < b.length; j++) {
      // A glossed token is also compared by its English word (normalise.ts rule 13): ЭЛЕКТРОМЕХАНИКИ,
      // read ELECTROMECHANICS, is the ELECTRO-MECHANICS of an English name, as written ELEKTROMEKHANIKI.
      const en = b[j].gloss !== undefined && b[j].text !== b[j].raw ? b[j].text : undefined;
      for (let v = 0; v < (en === undefined ? 1 : 2); v++) {
        const o = v === 0 ? b[j].raw : (en as string);
        const lo = o.length;
        if (lo < 4) continue;
        if (l2 - lo <= 2 && lo - l2 <= 2) {
          if (j2 === '') j2 = a[i].raw + a[i + 1].raw;
          const s2 = joinSim(j2, o);
          if (s2 >= min2) pushMulti(out, aIsQuery, [i, i + 1], j, s2, false);
        }
        if (has3 && l3 - lo <= 2 && lo - l3 <= 2) {
          if (j3 === '') j3 = a[i].raw + a[i + 1].raw + a[i + 2].raw;
          const s3 = joinSim(j3, o);
          if (s3 >= min3) pushMulti(out, aIsQuery, [i, i + 1, i + 2], j, s3, false);
        }
      }
    }
  }
  // Acronyms. A name whose Russian words the organisation glossary translated (NameToken.gloss) is also
  // read by the initials of the Russian words: РВК is Российская венчурная компания, whose tokens are
  // RUSSIAN VENTURE CO (one more pass over the glossed name only).
  if (!acronyms) return;
  let glossed = false;
  for (let i = 0; i < a.length; i++) if (a[i].gloss !== undefined) { glossed = true; break; }
  for (let pass = 0; pass < (glossed ? 2 : 1); pass++) {
    for (let j = 0; j < b.length; j++) {
      const acr = b[j].text;
      if (acr.length < 2 || acr.length > 6 || b[j].cls === 'number' || b[j].cls === 'legal' || !upperLetters(acr)) continue;
      const first = acr.charCodeAt(0);
      for (let i = 0; i < a.length; i++) {
        const ti = pass === 1 ? a[i].gloss ?? a[i].text : a[i].text;
        if (ti.charCodeAt(0) !== first || ACRONYM_SKIP.has(ti)) continue;
        const idx: number[] = [];
        let k = i;
        let p = 0;
        while (k < a.length && p < acr.length) {
          const t = pass === 1 ? a[k].gloss ?? a[k].text : a[k].text;
          if (ACRONYM_SKIP.has(t) && p > 0) { idx.push(k); k++; continue; }
          // The second English word of one glossed Russian word (MASHINOSTROITELNYY -> MACHINE BUILDING).
          if (pass === 1 && p > 0 && a[k].gloss !== undefined && a[k].gloss === a[k - 1].gloss) { idx.push(k); k++; continue; }
          // (In the Russian reading a legal-form word glossed into a code, KOMPANIYA -> CO, is a word.)
          if (t[0] !== acr[p] || (a[k].cls === 'legal' && !(pass === 1 && a[k].gloss !== undefined))) break;
          idx.push(k);
          k++;
          p++;
        }
        if (p === acr.length && p >= 2) pushMulti(out, aIsQuery, idx, j, 0.93, true);
      }
    }
  }
}

/**
 * The Arabic article written apart on the abjad side and fused on the Latin side (المنصوري / ALMANSOORI,
 * ELSHEIKH; assimilated to a sun letter: الصبار / ESSABAR, `fusedArticleRest`): the article and the
 * next word of `ab` pair with one Latin token whose word after the article fits it
 * (cross-script.abjadFits).
 */
function fusedArticleCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let i = 0; i + 1 < ab.length; i++) {
    if (ab[i].text !== 'AL') continue;
    for (let j = 0; j < la.length; j++) {
      const rest = fusedArticleRest(la[j].text);
      if (rest !== undefined && abjadFits(ab[i + 1].text, rest)) {
        pushCand(out, abIsQuery, [i, i + 1], [j], sim);
      }
      // The assimilated article written apart (AS-SAHNI, ASH-SHARIF, AR-RAHMAN): both pairs together.
      if (j + 1 < la.length && assimilatedArticle(la[j].text, la[j + 1].text) && abjadFits(ab[i + 1].text, la[j + 1].text)) {
        pushCand(out, abIsQuery, [i, i + 1], [j, j + 1], sim);
      }
    }
  }
}

/** Longest Wade–Giles syllable (CHUANG, HSIUNG): a longer token is no syllable of a hyphenated given name. */
const WG_SYLLABLE_MAX = 6;

/** `romanise.aspirationKey` of a token read as a Wade–Giles syllable, computed once per token. */
function wadeGilesKey(t: NameToken): string {
  return t.wadeGiles ?? (t.wadeGiles = aspirationKey(wadeGilesToPinyin(t.text)));
}

/** `romanise.aspirationKey` of a token read as pinyin, computed once per token. */
function pinyinKey(t: NameToken): string {
  return t.aspiration ?? (t.aspiration = aspirationKey(t.text));
}

/**
 * Wade–Giles given names (rule 2): two adjacent name tokens of side `a` (syllables of a hyphenated
 * Chinese given name: "Mao Tse-tung", "Teng Hsiao-ping") whose pinyin readings (romanise.wadeGilesToPinyin)
 * joined have the pinyin spelling of one token of side `b` (ZEDONG, XIAOPING) under the aspiration key
 * (romanise.aspirationKey: lists drop the Wade–Giles apostrophe, so T may be T' = pinyin T): a candidate
 * at `sim`. Wade–Giles is how Chinese names were written in English before pinyin (1958, ISO 7098 in
 * 1982) and still is in Taiwan and in older list entries, while newer sources give pinyin. The caller
 * calls it only for a name with a hyphen (Wade–Giles joins the syllables of a given name so); only
 * tokens of syllable length are read, and the second syllable's key is compared only when the other
 * token's key starts with the first's.
 */
function wadeGilesCands(a: NameToken[], b: NameToken[], sim: number, out: Cand[], aIsQuery: boolean): void {
  for (let i = 0; i + 1 < a.length; i++) {
    const x = a[i];
    const y = a[i + 1];
    if (x.cls !== 'name' || y.cls !== 'name' || x.text.length > WG_SYLLABLE_MAX || y.text.length > WG_SYLLABLE_MAX) continue;
    const kx = wadeGilesKey(x);
    for (let j = 0; j < b.length; j++) {
      const o = b[j];
      if (o.cls !== 'name' || o.text.length < 4) continue;
      const ko = pinyinKey(o);
      if (ko.length <= kx.length || !ko.startsWith(kx)) continue;
      if (!sameFrom(ko, kx.length, wadeGilesKey(y), 0)) continue;
      pushMulti(out, aIsQuery, [i, i + 1], j, sim, false);
      wadeGilesSurname(a, i, b, j, sim, out, aIsQuery);
    }
  }
}

/**
 * After a Wade–Giles given name paired (`wadeGilesCands`, tokens `i`, `i + 1` of `a` with token `j` of
 * `b`), the other syllable-length name tokens of `a` (the surname: CHOU, TENG, CHIANG) are read as
 * Wade–Giles too: a candidate at `sim` with each other name token of `b` having their key (ZHOU,
 * DENG, JIANG). Only then: alone, a one-syllable key (T as D, K as G) fits too many other names.
 */
function wadeGilesSurname(a: NameToken[], i: number, b: NameToken[], j: number, sim: number, out: Cand[], aIsQuery: boolean): void {
  for (let k = 0; k < a.length; k++) {
    const x = a[k];
    if (k === i || k === i + 1 || x.cls !== 'name' || x.text.length > WG_SYLLABLE_MAX) continue;
    for (let m = 0; m < b.length; m++) {
      if (m !== j && b[m].cls === 'name' && b[m].text !== x.text && pinyinKey(b[m]) === wadeGilesKey(x)) pushCand(out, aIsQuery, [k], [m], sim);
    }
  }
}

/**
 * One Korean syllable in Latin letters, as the Revised Romanization of Korean (Ministry of Culture,
 * 2000), the McCune–Reischauer system (1939, written without its breves and apostrophes: ŏ, ŭ -> O, U;
 * k', t', p', ch' -> K, T, P, CH) and the customary spellings (SHIN, CHOI, SOO; PH, TH, KH for the
 * aspirates) write it: an optional initial consonant (g k kk n d t tt r l m b p pp s ss sh j jj ch h, the
 * aspirates kh th ph), a vowel with its glide (a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu
 * ui i; customary oo ou ee oi eui wee ai), a customary H after the vowel (AHN, OH, SUH, GEH, HAHN),
 * an optional final (n ng l k p m t; customary ck: HACK). A name word is one or two
 * such syllables (given names are mostly two syllables written as one word, with a hyphen, or apart:
 * Jeongeun, Jeong-eun, Jong Un).
 */
const KOREAN_SYLLABLE = '(?:KK|GG|TT|DD|PP|BB|SS|JJ|TCH|CH|SH|KH|TH|PH|[GKNDTRLMBPSJH])?'
  + '(?:YAE|YEO|YOO|YE|YA|YO|YU|WAE|WEO|WEE|WOO|WA|WO|WE|WI|WU|EUI|UI|OE|OI|AE|AI|EO|EU|OO|OU|EE|A|E|I|O|U)H?'
  + '(?:NG|CK|[NLKPMT])?';
const KOREAN_WORD_RE = new RegExp(`^${KOREAN_SYLLABLE}(?:${KOREAN_SYLLABLE})?$`);
/** One Korean syllable alone (`KOREAN_SYLLABLE`). */
const KOREAN_ONE_RE = new RegExp(`^${KOREAN_SYLLABLE}$`);

/**
 * `koreanKey`s of the common Korean surnames (the hundred or so borne by most Koreans: Statistics Korea,
 * 2015 census) and of the spellings of `KOREAN_SURNAME_GROUPS` (LEE/RI, PARK/PAK): KIM and GIM, CHOE
 * and CHOI, JEONG, CHUNG and CHONG share a key.
 */
const KOREAN_SURNAME_KEYS = new Set<string>([
  'GIM', 'I', 'BAK', 'CHOE', 'JEONG', 'GANG', 'JO', 'YUN', 'JANG', 'IM', 'HAN', 'O', 'SEO', 'SIN', 'GWON',
  'HWANG', 'AN', 'SONG', 'JEON', 'HONG', 'YU', 'GO', 'MUN', 'YANG', 'SON', 'BAE', 'BAEK', 'HEO', 'NAM',
  'SIM', 'NO', 'HA', 'GWAK', 'SEONG', 'CHA', 'JU', 'WU', 'GU', 'MIN', 'NA', 'JIN', 'JI', 'EOM', 'CHAE',
  'WON', 'CHEON', 'BANG', 'GONG', 'HYEON', 'HAM', 'BYEON', 'YEOM', 'YEO', 'CHU', 'DO', 'SEOK', 'SEOL',
  'MA', 'GIL', 'YEON', 'WI', 'PYO', 'MYEONG', 'GI', 'BAN', 'RA', 'WANG', 'GEUM', 'OK', 'YUK', 'IN',
  'MAENG', 'JE', 'MO', 'TAK', 'GUK', 'EUN', 'PYEON', 'RYANG', 'RI', 'RIM', 'RYU', 'NAMGUNG', 'HWANGBO',
  'JEGAL', 'SEOMUN', 'DOKGO', 'SAGONG', 'SEONU', 'TAE', 'DAE', 'GYEONG', 'BONG', 'SA', 'BU', 'GA',
  ...KOREAN_SURNAME_GROUPS.flat(),
].map(koreanKey));

/** Whether a name was read as Korean (`readsKoreanLatin`), kept per name: list names are scored again and again. */
const KOREAN_READING = new WeakMap<NormalisedName, boolean>();
/** The name last asked about and its reading (`readsKoreanLatin`). */
let lastKoreanName: NormalisedName | undefined;
let lastKoreanReading = false;

/**
 * Whether a person name in Latin letters reads as a Korean name: two to four tokens, all names, each
 * one or two Korean syllables (`KOREAN_WORD_RE`) or a spelling of a Korean surname (PARK, RHEE:
 * `koreanSurnameSpelling`), three syllables or more in all (a surname and the usual two-syllable given name: a one-syllable given name is rare, and two one-syllable tokens
 * whose lossy keys agree, KEUNG/GONG, are too little evidence), the first or the last a Korean
 * surname (`KOREAN_SURNAME_KEYS`). "Gim Jeong-eun", "Kim Jong Un", "Jeongeun Gim": true; "Anna
 * Kim": true (AN-NA are Korean syllables; harmless, it pairs only Korean spellings); "Kim Smith",
 * "Nguyen Van Kim", "Kim Keung": false. Kept on the name (`KOREAN_READING`); a name in another script is never read so.
 */
export function readsKoreanLatin(n: NormalisedName): boolean {
  // The query name is asked about for every candidate: a pointer test before the map.
  if (n === lastKoreanName) return lastKoreanReading;
  let r = KOREAN_READING.get(n);
  if (r === undefined) {
    const t = n.tokens;
    r = n.script === undefined && t.length >= 2 && t.length <= 4
      && t.every((x) => x.cls === 'name' && x.text.length <= 12 && (KOREAN_WORD_RE.test(x.text) || koreanSurnameSpelling(x)))
      && (t.length >= 3 || !oneKoreanSyllable(t[0]) || !oneKoreanSyllable(t[1]))
      && (KOREAN_SURNAME_KEYS.has(koreanKeyOf(t[0].text)) || KOREAN_SURNAME_KEYS.has(koreanKeyOf(t[t.length - 1].text)));
    KOREAN_READING.set(n, r);
  }
  lastKoreanName = n;
  lastKoreanReading = r;
  return r;
}

/** `koreanKey` by folded text, for `koreanLatinCands` (Korean names repeat their syllables: KIM, JONG); bounded. */
const KOREAN_KEYS = new Map<string, string>();
const KOREAN_KEYS_MAX = 8192;

/** `cross-script.koreanKey` of a folded text, memoised (`KOREAN_KEYS`). */
function koreanKeyOf(text: string): string {
  let k = KOREAN_KEYS.get(text);
  if (k === undefined) {
    if (KOREAN_KEYS.size >= KOREAN_KEYS_MAX) KOREAN_KEYS.clear();
    k = koreanKey(text);
    KOREAN_KEYS.set(text, k);
  }
  return k;
}

/**
 * Korean key of a name token for the index (index.ts `XK` / `MK` keys): the `koreanKey` of the first
 * spelling of its `KOREAN_SURNAME_GROUPS` line (YI, RHEE, RI -> LEE: spellings no key merges), else of
 * its text; `next`: of the token and the next one written as one word (경환 KYUNGHWAN).
 */
export function koreanTokenKey(t: NameToken, next?: NameToken): string {
  if (next !== undefined) return koreanKeyOf(t.text + next.text);
  return koreanKeyOf(koreanSurnameSpelling(t) ? KOREAN_SURNAME_GROUPS[t.group! - GIVEN_NAME_GROUPS.length][0] : t.text);
}

/** Whether a token is one Korean syllable (`KOREAN_ONE_RE`) or a Korean surname spelling (`koreanSurnameSpelling`). */
const oneKoreanSyllable = (t: NameToken) => KOREAN_ONE_RE.test(t.text) || koreanSurnameSpelling(t);

/** Whether a token is a spelling of a `KOREAN_SURNAME_GROUPS` line (PARK, RHEE: not all fit `KOREAN_SYLLABLE`). */
function koreanSurnameSpelling(t: NameToken): boolean {
  return t.group !== undefined && t.group >= GIVEN_NAME_GROUPS.length && t.group < FEMININE_GROUP_FIRST;
}

/**
 * Korean names in two Latin romanisations (both names `readsKoreanLatin`): McCune–Reischauer (1939, North
 * Korean names on sanctions lists: Kim Jong Un, Pak Pong Ju, Kim Yong Chol) against the Revised
 * Romanization (2000, South Korean documents: Gim Jeong-eun, Bak Bong-ju, Gim Yeong-cheol). The two
 * systems write one Hangul syllable with other initials (k/g, t/d, p/b, ch/j, r/l) and other vowels
 * (ŏ, ŭ written O, U without breves: EO, EU), so a token of `a` and a token of `b` (or two adjacent
 * tokens of `a`, the syllables of a given name written apart, and one token of `b` written as one
 * word) with the same `koreanKey` are one name: a candidate at `sim` (the cross-script Korean
 * similarity). Surnames of one `KOREAN_SURNAME_GROUPS` line (PAK/BAK, RI/LEE) pair through the group
 * already (`tokenSimilarity`). `both`: also the token-to-token candidates (the caller asks for them on
 * one side only; the joined-syllable candidates on both).
 */
function koreanLatinCands(a: NameToken[], b: NameToken[], sim: number, out: Cand[], aIsQuery: boolean, both: boolean): void {
  for (let i = 0; i < a.length; i++) {
    const ka = koreanKeyOf(a[i].text);
    const kj = i + 1 < a.length ? koreanKeyOf(a[i].text + a[i + 1].text) : '';
    for (let j = 0; j < b.length; j++) {
      const kb = koreanKeyOf(b[j].text);
      if (both && ka === kb && a[i].text !== b[j].text) pushCand(out, aIsQuery, [i], [j], sim);
      if (kj === kb) pushMulti(out, aIsQuery, [i, i + 1], j, sim, false);
    }
  }
}

/**
 * A Hangul name (`h`) against a Latin one (`l`): two neighbouring syllables written as one Latin word
 * (경환 KYUNGHWAN, 민희 MINHEE, 영교 YOUNGKYO), a candidate at `sim` when the word splits into two parts
 * with the two syllables' Korean keys, in order (the key of the joined letters would merge across the
 * syllables: 주홍 JUHONG is not JONG). Source: the Revised Romanization of Korean (2000) writes a given
 * name as one word; `koreanKey` for the spellings of each syllable.
 */
function hangulJoinCands(h: NameToken[], l: NameToken[], sim: number, out: Cand[], hIsQuery: boolean): void {
  for (let j = 0; j < l.length; j++) {
    const w = l[j].text;
    if (l[j].cls !== 'name' || w.length < 3) continue;
    for (let i = 0; i + 1 < h.length; i++) {
      const k1 = koreanKeyOf(h[i].text);
      const k2 = koreanKeyOf(h[i + 1].text);
      for (let k = 1; k < w.length; k++) {
        if (koreanKeyOf(w.slice(0, k)) === k1 && koreanKeyOf(w.slice(k)) === k2) { pushMulti(out, hIsQuery, [i, i + 1], j, sim, false); break; }
      }
    }
  }
}

/** A lower-case letter followed by a capital: the quick test before `movedCapitalWords` splits a name. */
const LOWER_UPPER_RE = /\p{Ll}\p{Lu}/u;
/** A written word opening with a lower-case letter and holding a capital later ("nituP", "nitPu"). */
const MOVED_CAPITAL_RE = /^\p{Ll}\p{L}*\p{Lu}/u;
/** Shortest word `movedLetterCands` pairs: shorter ones leave too few orders (NOEL/LEON, AMIR/RIMA). */
export const MOVED_MIN = 4;
/** Letter counts of one token, less those of the other (scratch for `sameLetters`). */
const letterCounts = new Int32Array(128);

/**
 * Folded texts of the words of a name (>= `MOVED_MIN` letters) written with their capital moved: a
 * lower-case first letter and a capital later, "nituP", "rimaldiV", "nitPu". Words are split at spaces,
 * hyphens and apostrophes, so "al-Assad" and "d'Estaing" are not such words; "McDonald" starts with its
 * capital. [] for most names (one regex test).
 */
export function movedCapitalWords(original: string): string[] {
  if (!LOWER_UPPER_RE.test(original)) return [];
  const out: string[] = [];
  for (const w of original.split(/[\s\-'’‘`.,()]+/)) {
    if (!MOVED_CAPITAL_RE.test(w)) continue;
    const f = foldPart(w);
    if (f.length >= MOVED_MIN) out.push(f);
  }
  return out;
}

/** Whether two strings of one length hold the same letters (as many of each), in any order. */
function sameLetters(x: string, y: string): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) { letterCounts[x.charCodeAt(i) & 127]++; letterCounts[y.charCodeAt(i) & 127]--; }
  let same = true;
  for (let i = 0; i < x.length; i++) {
    if (letterCounts[x.charCodeAt(i) & 127] !== 0) same = false;
    letterCounts[x.charCodeAt(i) & 127] = 0;
    letterCounts[y.charCodeAt(i) & 127] = 0;
  }
  return same;
}

/** The name `movedWords` were found in (`movedLetterCands`' memo). */
let movedOf = '';
let movedWords: string[] = [];

/**
 * Pairs a query word written with its capital moved (`movedCapitalWords`) with a name token of the
 * other side holding the same letters in another order, at `sim`: a word copied from a right-to-left
 * document in visual order comes out mirrored with its capital last ("nituP" for Putin: the Unicode
 * bidirectional algorithm, UAX #9, reorders runs for display, not in storage), and a word typed in a
 * scramble keeps its capital on the letter that moved ("nitPu"). The moved capital is what tells such
 * a word from another name of the same letters (Kamil/Malik, Diana/Nadia: each written with its capital
 * first, they do not pair). Query side only: list names are published, not garbled in copying.
 */
function movedLetterCands(qn: NormalisedName, c: NameToken[], sim: number, out: Cand[]): void {
  // One query meets many listed names: its words are split once (a one-entry memo).
  if (qn.original !== movedOf) { movedOf = qn.original; movedWords = movedCapitalWords(qn.original); }
  const moved = movedWords;
  if (moved.length === 0) return;
  const q = qn.tokens;
  for (let i = 0; i < q.length; i++) {
    if (q[i].cls !== 'name' || !moved.includes(q[i].text)) continue;
    for (let j = 0; j < c.length; j++) {
      if (c[j].cls === 'name' && c[j].text !== q[i].text && sameLetters(q[i].text, c[j].text)) out.push({ q: [i], c: [j], sim, acronym: false });
    }
  }
}

/** Sun-letter consonants in Latin spelling (cross-script.fusedArticleRest). */
const ASSIMILATED_ARTICLE = /^[AEU](SH|TH|DH|[TDRZSN])$/;

/**
 * Whether a Latin token is the Arabic article assimilated to the sun letter the next token starts with,
 * written apart (AS SAHNI, ASH SHARIF, AR RAHMAN, AD DIN, ES SID: as-, ash-, ar-, ad-...).
 */
function assimilatedArticle(t: string, next: string): boolean {
  const m = ASSIMILATED_ARTICLE.exec(t);
  return m !== null && next.length > m[1].length && next.startsWith(m[1]);
}

/**
 * Compound given names written as one word on one side and as two on the other (محمد رضا /
 * MOHAMMADREZA, حمیدرضا / HAMID REZA): two adjacent name tokens of one side whose joined text fits one
 * name token of the other side (cross-script.abjadFits), each pair at `sim`. Latin tokens of 6 letters
 * or more, abjad tokens of 5 or more: shorter ones are seldom two names. Also a glossed word read as
 * written and the article after it against one Latin word (و ال / WAL: below).
 */
function abjadJoinCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let i = 0; i + 1 < ab.length; i++) {
    if (ab[i].cls !== 'name' || ab[i + 1].cls !== 'name') continue;
    const joined = ab[i].text + ab[i + 1].text;
    for (let j = 0; j < la.length; j++) {
      const t = la[j].text;
      if (t.length < 6 || la[j].cls !== 'name') continue;
      if (abjadFits(joined, t, false)) pushCand(out, abIsQuery, [i, i + 1], [j], sim);
    }
  }
  for (let j = 0; j + 1 < la.length; j++) {
    // A Latin particle joined to the next name (BEN HASSINE / بنحسين, a surname written as one word).
    if ((la[j].cls !== 'name' && !JOINABLE_PARTICLE.has(la[j].text)) || la[j + 1].cls !== 'name') continue;
    const joined = la[j].text + la[j + 1].text;
    for (let i = 0; i < ab.length; i++) {
      if (ab[i].text.length < 5 || ab[i].cls !== 'name') continue;
      if (abjadFits(ab[i].text, joined, false)) pushCand(out, abIsQuery, [i], [j, j + 1], sim);
    }
  }
  // A glossed word read as written before the article (NameToken.written; the conjunction و of والجهاد,
  // read AND, as written W) against one Latin word joining them (WAL-JIHAD: W + AL ~ WAL): lists write
  // the conjunction and the article as WA AL, WA'L or WAL (normalise.ts CONJUNCTION_ARTICLE_RE).
  for (let i = 0; i + 1 < ab.length; i++) {
    const w = ab[i].written;
    if (w === undefined || ab[i + 1].cls !== 'particle' || ab[i + 1].text !== 'AL') continue;
    const joined = w.text + 'AL';
    for (let j = 0; j < la.length; j++) {
      if (la[j].cls === 'name' && la[j].written === undefined && abjadFits(joined, la[j].text, false)) pushCand(out, abIsQuery, [i, i + 1], [j], sim);
    }
  }
  // "X al-Din" written as three Latin words (EMAD EL DIN, NUR AL DIN) against the one compound an abjad
  // name gives (romanise.ts DIN_MARKER: عماد الدين AMADUDDYN).
  for (let j = 0; j + 2 < la.length; j++) {
    if (la[j].cls !== 'name' || la[j + 1].cls !== 'particle' || la[j + 2].cls !== 'name') continue;
    const joined = la[j].text + la[j + 1].text + la[j + 2].text;
    for (let i = 0; i < ab.length; i++) {
      if (ab[i].cls !== 'name' || !ab[i].text.endsWith('UDDYN')) continue;
      if (abjadFits(ab[i].text, joined, false)) pushCand(out, abIsQuery, [i], [j, j + 1, j + 2], sim);
    }
  }
}

/**
 * The first word of an abjad-script name with its first letter lost (published names cut at the start:
 * مال for جمال JAMAL, في for رافي RAFI, يمن for أيمن AYMAN): the first name token of `ab` pairs at `sim`
 * with a Latin name token of 4 letters or more that it does not fit whole but that fits it
 * (cross-script.abjadFits) once the Latin token's first consonant and the vowels after it are left
 * out, or, for a Latin token starting with a vowel, with an alif or ayn put before the abjad word.
 * Only the name's first word: the cut is at the start of the published string.
 */
function truncatedStartCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  const a = ab[0];
  if (a.cls !== 'name' || a.text.length < 2) return;
  for (let j = 0; j < la.length; j++) {
    const t = la[j].text;
    if (la[j].cls !== 'name' || t.length < 4 || abjadFits(a.text, t)) continue;
    const vowelFirst = /^[AEIOU]/.test(t);
    const rest = vowelFirst ? '' : t.slice(1).replace(/^[AEIOU]+/, '');
    const fits = vowelFirst ? !/^[AEIOU]/.test(a.text) && abjadFits('A' + a.text, t, false) : rest.length >= 2 && abjadFits(a.text, rest, false);
    if (fits) pushCand(out, abIsQuery, [0], [j], sim);
  }
}

/**
 * A lam-initial name after the article of an Abd- name written with one lam for two (عبدالطیف for
 * عبداللطیف, "Abdelatif" for "Abdellatif": Abd al-Latif, the article's lam and the name's written
 * once, the doubling mark left out): the word after ABDUL on one side, read with an L before it, fits
 * (cross-script.abjadFits) an L-initial token of the other side: they pair at `sim`.
 */
function sharedLamCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let i = 0; i < ab.length; i++) {
    const a = ab[i].text;
    if (ab[i].cls !== 'name') continue;
    const abAfterAbd = i > 0 && ab[i - 1].text === 'ABDUL' && a[0] !== 'L';
    if (!abAfterAbd && a[0] !== 'L') continue;
    for (let j = 0; j < la.length; j++) {
      const t = la[j].text;
      if (la[j].cls !== 'name') continue;
      if (abAfterAbd ? t[0] === 'L' && abjadFits('L' + a, t, false)
        : j > 0 && la[j - 1].text === 'ABDUL' && t[0] !== 'L' && abjadFits(a, 'L' + t, false)) pushCand(out, abIsQuery, [i], [j], sim);
    }
  }
}

/**
 * Romanised abjad letters (romanise.ts ARABIC_LETTERS) whose letters differ only by their dots: ر / ز
 * (R, Z), د / ذ (D, DH), س / ش (S, SH), ف / ق (F, Q), ب / ت / ث / ن / ي (B, T, TH, N, Y), ج / ح / خ (J, H,
 * KH). One of them mistyped for another is the abjad script's commonest slip (the same letter shape,
 * a dot more or less; also how OCR misreads Arabic print).
 */
const DOT_SIBLINGS: Record<string, string[]> = {
  R: ['Z'], Z: ['R'], D: ['DH'], DH: ['D'], S: ['SH'], SH: ['S'], F: ['Q'], Q: ['F'],
  B: ['T', 'TH', 'N', 'Y'], T: ['B', 'TH', 'N', 'Y'], TH: ['B', 'T', 'N', 'Y'], N: ['B', 'T', 'TH', 'Y'], Y: ['B', 'T', 'TH', 'N'],
  J: ['H', 'KH'], H: ['J', 'KH'], KH: ['J', 'H'],
};
const DIGRAPH = new Set(['SH', 'DH', 'KH', 'TH', 'GH', 'ZH', 'CH']);

/**
 * An abjad-script word with one letter mistyped for a letter of the same shape (`DOT_SIBLINGS`:
 * آخوندراده for آخوندزاده, AKHUNDZADA): an abjad name token of 4 letters or more that a Latin name
 * token of 5 letters or more with the same first letter does not fit, but fits (cross-script.abjadFits)
 * once one letter after its first is replaced by a dot sibling, pairs with it at `sim` (the abjad
 * counterpart of the Latin `typoPair` rule, which also keeps the first letter).
 */
function dotSlipCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let j = 0; j < la.length; j++) {
    const t = la[j].text;
    if (la[j].cls !== 'name' || t.length < 5) continue;
    for (let i = 0; i < ab.length; i++) {
      const a = ab[i].text;
      if (ab[i].cls !== 'name' || a.length < 4 || a[0] !== t[0]) continue;
      let byLatin = DOT_SLIPS.get(a);
      if (byLatin === undefined) {
        if (DOT_SLIPS.size >= 20_000) DOT_SLIPS.clear();
        DOT_SLIPS.set(a, byLatin = new Map());
      }
      let slip = byLatin.get(t);
      if (slip === undefined) {
        slip = dotSlip(a, t);
        if (byLatin.size < 2_000) byLatin.set(t, slip);
      }
      if (slip) pushCand(out, abIsQuery, [i], [j], sim);
    }
  }
}

/** `dotSlip` results by abjad text, then Latin text (a bounded memo: common names meet again and again). */
const DOT_SLIPS = new Map<string, Map<string, boolean>>();

/** Whether abjad token text `a` does not fit Latin `t` but does with one letter after the first replaced by a dot sibling. */
function dotSlip(a: string, t: string): boolean {
  if (abjadFits(a, t)) return false;
  for (let k = 1; k < a.length; k++) {
    const unit = DIGRAPH.has(a.slice(k, k + 2)) ? a.slice(k, k + 2) : a[k];
    const sibs = DOT_SIBLINGS[unit];
    if (sibs) for (const x of sibs) if (abjadFits(a.slice(0, k) + x + a.slice(k + unit.length), t, false)) return true;
    k += unit.length - 1;
  }
  return false;
}

/**
 * A Latin-script name token with two neighbouring letters swapped (a typing slip: MUSHIN for MUHSIN ~
 * محسن): a Latin name token of 5 letters or more that an abjad-script name token does not fit, but
 * fits (cross-script.abjadFits) once two neighbouring consonants after the first letter are swapped
 * back, pairs with it at `sim` (the Latin `typoPair` rule keeps the first letter too).
 */
function swappedLetterCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let j = 0; j < la.length; j++) {
    const t = la[j].text;
    if (la[j].cls !== 'name' || t.length < 5) continue;
    for (let i = 0; i < ab.length; i++) {
      const a = ab[i].text;
      if (ab[i].cls !== 'name' || a.length < 3 || a[0] !== t[0] || abjadFits(a, t)) continue;
      for (let k = 1; k + 1 < t.length; k++) {
        if (t[k] === t[k + 1] || LATIN_VOWEL.has(t[k]) || LATIN_VOWEL.has(t[k + 1])) continue;
        if (abjadFits(a, t.slice(0, k) + t[k + 1] + t[k] + t.slice(k + 2), false)) { pushCand(out, abIsQuery, [i], [j], sim); break; }
      }
    }
  }
}
const LATIN_VOWEL = new Set(['A', 'E', 'I', 'O', 'U']);

/** Latin particles that begin a surname written as one word in an abjad script (بنحسين BEN HASSINE, ابوزيد ABOU ZEID). */
const JOINABLE_PARTICLE = new Set(['BIN', 'BEN', 'IBN', 'ABU', 'ABOU', 'ABO']);

/** Whether the aligned order is a rotation of the query order (e.g. "SURNAME Given" vs "Given SURNAME"). */
function isRotation(seq: number[]): boolean {
  const n = seq.length;
  if (n < 3) return true;
  let drops = 0;
  for (let i = 1; i < n; i++) if (seq[i] < seq[i - 1]) drops++;
  if (drops === 0) return true;
  return drops === 1 && seq[n - 1] < seq[0];
}

const allowedSeq = (seq: number[]) => isRotation(seq) || middleOnly(seq) || singleMove(seq);

/**
 * Whether the aligned order of the informative pairs ([query index, candidate index]) is an accepted
 * reordering (rotation, middle names reshuffled, one name moved). A name repeated on the candidate side
 * ("BECERRA BECERRA, Alvaro", "ABDULLAH, Abdullah Ahmed") may pair either copy, and so may a name
 * repeated in the query whose partners are spelt two ways (محمد أحمد محمد المر ~ "MOHAMMED AHMED MOHD
 * ALMURR": which محمد pairs MOHD is a tie of equal similarities, not a reshuffle of the person's
 * names): every assignment of the copies is tried (up to 64) before the order counts as permuted.
 */
function orderAllowed(order: Array<[number, number]>, q: NameToken[], c: NameToken[]): boolean {
  order.sort((a, b) => a[0] - b[0]);
  const seq = order.map((x) => x[1]);
  if (allowedSeq(seq)) return true;
  const groups = [...repeatGroups(order, c, 1), ...repeatGroups(order, q, 0)];
  if (groups.length === 0) return false;
  let combos = 1;
  for (const g of groups) combos *= g.length === 2 ? 2 : g.length === 3 ? 6 : 64;
  if (combos > 64) return false;
  const tryGroup = (gi: number): boolean => {
    if (gi === groups.length) return allowedSeq(seq);
    const g = groups[gi];
    const vals = g.map((k) => seq[k]);
    for (const perm of permutations(vals)) {
      g.forEach((k, x) => { seq[k] = perm[x]; });
      if (tryGroup(gi + 1)) return true;
    }
    g.forEach((k, x) => { seq[k] = vals[x]; });
    return false;
  };
  return tryGroup(0);
}

/**
 * Whether the Latin-script token of a pair between an abjad-script name and a Latin one is a title that
 * is also a name (normalise.SOFT_HONORIFICS: SEYYED, SAYYID, HAJI, MULLAH, QARI): such a pair is left
 * out of the word-order check (`orderAllowed`). Persian and Afghan names put the title before the
 * given name (سید علیرضا آوایی), Latin-script lists often after it ("Ali-Reza Seyyed AVAEE", OFSI):
 * the title moved is not a reshuffle of the person's names. Only across scripts, where the place of a
 * title is the writer's habit; between two Latin names a moved SAYED may be a given name swapped.
 */
function movableTitle(latin: NameToken): boolean {
  return latin.cls === 'name' && SOFT_HONORIFICS.has(latin.text);
}

/**
 * Positions in `order` (pairs [query index, candidate index]) whose token on one side (`side` 0: the
 * query's, 1: the candidate's) has the same text, as groups of two or more (`orderAllowed`).
 */
function repeatGroups(order: Array<[number, number]>, t: NameToken[], side: 0 | 1): number[][] {
  const byText = new Map<string, number[]>();
  order.forEach((x, k) => { const s = t[x[side]].text; const l = byText.get(s); if (l) l.push(k); else byText.set(s, [k]); });
  return [...byText.values()].filter((g) => g.length > 1);
}

/**
 * Whether the aligned order of the informative pairs (sorted by query index, as `orderAllowed` leaves
 * it) is the other name's order reversed: an abjad-script name whose words were stored in visual,
 * left-to-right order when copied between systems (القادر عبد الشيخ أحمد for أحمد الشيخ عبد القادر,
 * Ahmad Sheikh ABDUL-QADER). Not a reshuffle of the person's names, so not `reorderFactor`; only
 * between an abjad-script name and a Latin one.
 */
function reversedOrder(order: Array<[number, number]>): boolean {
  for (let k = 1; k < order.length; k++) if (order[k][1] >= order[k - 1][1]) return false;
  return true;
}

/** Every ordering of a short list (2 or 3 items). */
function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  const out: number[][] = [];
  xs.forEach((x, i) => { for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]); });
  return out;
}

/**
 * Whether one token was moved elsewhere, the rest keeping their order ("Boris Johnson de Pfeffel" /
 * "Alexandre Boris de Pfeffel Johnson": a surname written before the other names), and the change is
 * not two neighbours exchanged (a father/son flip: "Muhammad bin Salman bin Abdulaziz" / "Salman bin
 * Muhammad bin Abdulaziz").
 */
function singleMove(seq: number[]): boolean {
  const n = seq.length;
  const sorted = [...seq].sort((a, b) => a - b);
  const diff: number[] = [];
  for (let i = 0; i < n; i++) if (seq[i] !== sorted[i]) diff.push(i);
  if (diff.length === 2 && diff[1] === diff[0] + 1) return false;
  // Longest increasing subsequence of n - 1: removing one element leaves the rest in order.
  for (let skip = 0; skip < n; skip++) {
    let prev = -Infinity;
    let ok = true;
    for (let i = 0; i < n && ok; i++) { if (i === skip) continue; if (seq[i] < prev) ok = false; prev = seq[i]; }
    if (ok) return true;
  }
  return false;
}

/** Whether only middle tokens are permuted (first and last in place): middle names in another order. */
function middleOnly(seq: number[]): boolean {
  let min = Infinity;
  let max = -Infinity;
  for (const x of seq) { if (x < min) min = x; if (x > max) max = x; }
  return seq[0] === min && seq[seq.length - 1] === max;
}

/** Slots of the memo of numbered token pairs (a power of two; 32 bytes each: 2^17 slots take 4 MB). */
const SIM_ID_SLOTS = 1 << 17;

/**
 * Similarities of numbered token pairs (`NameToken.simId`: the screener numbers list tokens and query
 * tokens by every field token similarity reads, engine.ts), kept across queries: the same common given
 * names and surnames meet the same list tokens query after query, so about half the pairs a batch
 * scores were scored for an earlier query. One preallocated array (no allocation per pair: a Map per
 * query token once made the old generation grow by ~140 MB over a batch), four numbers a slot - the
 * two tokens' numbers, the pair's settings (`idSettings`) and the figure - so a lookup reads one or
 * two cache lines; a lookup hits only when all agree, so it gives exactly what `tokenSimilarity`
 * would. A pair may sit in either of two neighbouring slots chosen by a hash of the two numbers, the
 * one used last first; a new pair replaces the older of the two. Measured over
 * 20,000 eval queries (2.1 million lookups, 616,000 distinct pairs): 1.21 million similarities
 * computed with a memo per query; here 0.91 million with 2^16 slots, 0.82 million with 2^17, 0.74
 * million with 2^18 (4 MB more at the peak), 0.68 million with 2^19.
 */
const idSlots = new Float64Array(SIM_ID_SLOTS * 4).fill(-1);

/** A number for each pair mode, for `idSettings` (TypeScript checks that every mode has one). */
const MODE_CODE: { [m in PairMode]: number } = { abjad: 1, syllabic: 2, alphabetic: 3, hangul: 4, han: 5, transcribed: 6 };

/** The settings object the numbered-pair memo was last used with, and a count of the changes. */
let idCfgNow: NameScoringConfig | undefined;
let idCfgGen = 0;

/**
 * The settings of a pair as one number: abjad side (0-3), pair mode (0-6) and the generation of the
 * settings object (a memo used with another object counts one more, so figures of the previous
 * object are not hit).
 */
function idSettings(cfg: NameScoringConfig, cross: PairMode | false, side: AbjadSide): number {
  if (cfg !== idCfgNow) { idCfgNow = cfg; idCfgGen++; }
  return side + 4 * (cross === false ? 0 : MODE_CODE[cross]) + 32 * idCfgGen;
}

/** Slots of the memo of pairs with an unnumbered token (a power of two). */
const SIM_SLOTS = 4096;

/**
 * Token similarities of pairs with a token the screener did not number (names scored by `compareNames`,
 * the PEP rule's callers, tests), in preallocated slots overwritten in place. Such a query token is a
 * new object for every name, so a slot holds it (the object), the other token's fields that
 * token similarity reads (text, class, given-name group and form, phonetic key - from which the
 * glide, spelling, cross-script keys and Arabic form derive -, patronymic reading, unlisted flag),
 * the pair's settings and the figure; a lookup hits only when all agree. The slot is a hash of the
 * other token's text and the query token's position; a collision only replaces an older figure.
 */
const simA: Array<NameToken | undefined> = new Array(SIM_SLOTS).fill(undefined);
const simText: string[] = new Array(SIM_SLOTS).fill('');
const simCls: Array<TokenClass | undefined> = new Array(SIM_SLOTS).fill(undefined);
const simGroup = new Int32Array(SIM_SLOTS);
const simForm = new Int32Array(SIM_SLOTS);
const simKey: string[] = new Array(SIM_SLOTS).fill('');
const simPatronym: Array<number | undefined> = new Array(SIM_SLOTS).fill(undefined);
const simUnlisted = new Uint8Array(SIM_SLOTS);
const simCross: Array<PairMode | false> = new Array(SIM_SLOTS).fill(false);
const simSide = new Uint8Array(SIM_SLOTS);
const simCfg: Array<NameScoringConfig | undefined> = new Array(SIM_SLOTS).fill(undefined);
const simValue = new Float64Array(SIM_SLOTS);

/** Slot of (query token position, other token text). */
function simSlot(i: number, text: string): number {
  let h = Math.imul(i + 1, 0x9e3779b1);
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return (h ^ (h >>> 15)) & (SIM_SLOTS - 1);
}

/**
 * `tokenSimilarity(a, b, cfg, cross, side)` (0-1) through the memos: the numbered-pair memo when both
 * tokens carry a `simId`, else the one keyed on `a` itself; `i` is a's position in its name. Exported
 * for its test.
 */
export function memoSimilarity(a: NameToken, i: number, b: NameToken, cfg: NameScoringConfig, cross: PairMode | false, side: AbjadSide): number {
  const ia = a.simId ?? -1;
  const ib = b.simId ?? -1;
  if (ia >= 0 && ib >= 0) {
    const set = idSettings(cfg, cross, side);
    // Numbers pass 2^32 only after billions of tokens: their high words are mixed in all the same.
    let h = Math.imul(ia | 0, 0x9e3779b1) ^ Math.imul(ib | 0, 0x85ebca6b) ^ Math.imul(((ia / 4294967296) | 0) ^ ((ib / 4294967296) | 0), 0x27d4eb2f);
    h = Math.imul(h ^ (h >>> 15), 0x01000193);
    const k = ((h ^ (h >>> 13)) & (SIM_ID_SLOTS - 2)) * 4;
    if (idSlots[k] === ia && idSlots[k + 1] === ib && idSlots[k + 2] === set) return idSlots[k + 3];
    // Found in the second slot, or computed: it takes the first slot, whose pair moves to the second.
    const s = idSlots[k + 4] === ia && idSlots[k + 5] === ib && idSlots[k + 6] === set ? idSlots[k + 7] : tokenSimilarity(a, b, cfg, cross, side);
    idSlots[k + 4] = idSlots[k]; idSlots[k + 5] = idSlots[k + 1]; idSlots[k + 6] = idSlots[k + 2]; idSlots[k + 7] = idSlots[k + 3];
    idSlots[k] = ia; idSlots[k + 1] = ib; idSlots[k + 2] = set; idSlots[k + 3] = s;
    return s;
  }
  const k = simSlot(i, b.text);
  // Groups and forms are small non-negative numbers; -1 stands for none.
  const group = b.group ?? -1;
  const form = b.form ?? -1;
  const unlisted = b.unlisted ? 1 : 0;
  if (simA[k] === a && simText[k] === b.text && simCls[k] === b.cls && simGroup[k] === group && simForm[k] === form && simKey[k] === b.key
    && simPatronym[k] === b.patronym && simUnlisted[k] === unlisted && simCross[k] === cross && simSide[k] === side && simCfg[k] === cfg) return simValue[k];
  const s = tokenSimilarity(a, b, cfg, cross, side);
  simA[k] = a;
  simText[k] = b.text;
  simCls[k] = b.cls;
  simGroup[k] = group;
  simForm[k] = form;
  simKey[k] = b.key;
  simPatronym[k] = b.patronym;
  simUnlisted[k] = unlisted;
  simCross[k] = cross;
  simSide[k] = side;
  simCfg[k] = cfg;
  simValue[k] = s;
  return s;
}

// The names being aligned, for `byCandidateRank` (a module-level comparator: no closure per call), and
// whether exactly one of them is written in an abjad.
let sortQ: NameToken[] = [];
let sortC: NameToken[] = [];
let sortAbjad = false;

/**
 * The explanation's note on the words of an organisation's name the glossary translated (normalise.ts
 * rule 13, NameToken.gloss) among the paired tokens: "glossary: MOSKOVSKIY = MOSCOW, KREDITNYY =
 * CREDIT", so that a reader sees the word as written beside the English word it was paired as; and a
 * note on the glossed words paired through their transliteration instead (`writtenSimilarity`; `written`:
 * those pairs as i * nc + j), "as written: FY ~ FI". Appends nothing when no paired token was glossed
 * (one property read per paired token).
 */
function glossNote(q: NameToken[], c: NameToken[], pairs: TokenPair[], notes: string[], written: number[] | undefined, nc: number): void {
  let out: string[] | undefined;
  let asWritten: string[] | undefined;
  for (const p of pairs) {
    // A glossed word paired as written (`writtenSimilarity`): the note shows the two spellings paired,
    // not the English word the pair's text shows ("as written: JMAA ~ JAMAAT").
    if (pairedAsWritten(p, q, c, written, nc)) {
      const side = (toks: NameToken[], idx: number[]) => idx.map((k) => toks[k].written?.text ?? toks[k].text).join('+');
      (asWritten ??= []).push(`${side(q, p.q)} ~ ${side(c, p.c)}`);
      continue;
    }
    for (const i of p.q) if (q[i].gloss !== undefined) (out ??= []).push(glossText(q, i));
    for (const j of p.c) if (c[j].gloss !== undefined) (out ??= []).push(glossText(c, j));
  }
  if (out !== undefined) notes.push(`glossary: ${[...new Set(out)].join(', ')}`);
  if (asWritten !== undefined) notes.push(`as written: ${asWritten.join(', ')}`);
}

/**
 * Whether an aligned pair was made by a glossed word read as written (`glossNote`): a one-to-one pair
 * whose similarity came from `writtenSimilarity` (`written`: i * nc + j), or a pair of several tokens
 * holding a token read as written (NameToken.written) whose English word the other side does not hold
 * (`abjadJoinCands`: و ال / WAL).
 */
function pairedAsWritten(p: TokenPair, q: NameToken[], c: NameToken[], written: number[] | undefined, nc: number): boolean {
  if (p.q.length === 1 && p.c.length === 1) return written !== undefined && written.includes(p.q[0] * nc + p.c[0]);
  for (const [mine, other, toks, others] of [[p.q, p.c, q, c], [p.c, p.q, c, q]] as const) {
    for (const i of mine) if (toks[i].written !== undefined && !other.some((j) => others[j].text === toks[i].text)) return true;
  }
  return false;
}

/** "MASHINOSTROITELNYY = MACHINE BUILDING": a glossed word and every token it gave (`glossNote`). */
function glossText(toks: NameToken[], i: number): string {
  const g = toks[i].gloss;
  let s = i;
  while (s > 0 && toks[s - 1].gloss === g) s--;
  const words: string[] = [];
  for (let k = s; k < toks.length && toks[k].gloss === g; k++) words.push(toks[k].text);
  return `${g} = ${words.join(' ')}`;
}

/** Whether a candidate pairs particles only (AL ~ AL, BIN ~ BIN). */
function particlesOnly(x: Cand): boolean {
  for (const i of x.q) if (sortQ[i].cls !== 'particle') return false;
  for (const j of x.c) if (sortC[j].cls !== 'particle') return false;
  return true;
}

/**
 * Candidate order: best similarity first; ties: more tokens covered, then heavier (first tokens'
 * weights). An abjad name against a Latin one: particle-only pairs come after every pair holding a
 * name, so that an article written apart pairs with its word fused on the other side (الرحومي /
 * ALRAHOOMI: AL+RHWMY ~ ALRAHOOMI, `fusedArticleCands`) before a bare AL ~ AL takes the article
 * from it; the AL ~ AL pair is still made when the article is left free.
 */
function byCandidateRank(x: Cand, y: Cand): number {
  if (sortAbjad) {
    const px = particlesOnly(x);
    if (px !== particlesOnly(y)) return px ? 1 : -1;
  }
  return y.sim - x.sim || (y.q.length + y.c.length) - (x.q.length + x.c.length)
    || (sortQ[y.q[0]].weight + sortC[y.c[0]].weight) - (sortQ[x.q[0]].weight + sortC[x.c[0]].weight);
}

/** Slots of the `scoreNames` memo (a ring: the newest result replaces the oldest). */
const SCORE_MEMO_SLOTS = 16;

/**
 * The last SCORE_MEMO_SLOTS `scoreNames` results, with what decided them: the two name objects, the
 * settings, the flags and the sums of the token weights (weights are the one mutable input). One
 * query scores the same pair several times, mostly close together: a list name published on several
 * lists is one normalised object shared by those records (the screener normalises each name once),
 * and the match found is scored again for its explanation and by the PEP rule. A hit returns the
 * result object computed for the same inputs (callers read it, never modify it). Preallocated slots
 * overwritten in place: no allocation per call, and nothing older than SCORE_MEMO_SLOTS calls kept.
 */
const memoQ: Array<NormalisedName | undefined> = new Array(SCORE_MEMO_SLOTS).fill(undefined);
const memoC: Array<NormalisedName | undefined> = new Array(SCORE_MEMO_SLOTS).fill(undefined);
const memoCfg: Array<NameScoringConfig | undefined> = new Array(SCORE_MEMO_SLOTS).fill(undefined);
const memoFlags = new Uint8Array(SCORE_MEMO_SLOTS);
const memoWq = new Float64Array(SCORE_MEMO_SLOTS);
const memoWc = new Float64Array(SCORE_MEMO_SLOTS);
const memoResult: Array<NameScore | undefined> = new Array(SCORE_MEMO_SLOTS).fill(undefined);
let memoNext = 0;

function weightSum(tokens: NameToken[]): number {
  let w = 0;
  for (let i = 0; i < tokens.length; i++) w += tokens[i].weight;
  return w;
}

/**
 * Name similarity of two normalised names (module doc, steps 2–4). Token weights are taken from the
 * tokens (`NameToken.weight`), so a caller can pre-multiply them by corpus rarity. `isPerson`: a
 * person's name (acronym pairs are not informative); `isVessel`: a vessel's name (different numbers
 * are different ships, `numberConflictCap`). The same pair of name objects scored again with the same
 * settings and weights gets the same result object back (memoised; it must not be modified).
 */
export function scoreNames(qn: NormalisedName, cn: NormalisedName, cfg: NameScoringConfig, isPerson = false, isVessel = false): NameScore {
  const flags = (isPerson ? 1 : 0) | (isVessel ? 2 : 0);
  let wq = -1;
  let wc = -1;
  for (let k = 0; k < SCORE_MEMO_SLOTS; k++) {
    if (memoC[k] !== cn || memoQ[k] !== qn || memoCfg[k] !== cfg || memoFlags[k] !== flags) continue;
    if (wq < 0) { wq = weightSum(qn.tokens); wc = weightSum(cn.tokens); }
    if (memoWq[k] === wq && memoWc[k] === wc) return memoResult[k] as NameScore;
  }
  const result = isPerson ? scoreNamesOnce(qn, cn, cfg, true, isVessel) : scoreSlashAlternatives(qn, cn, cfg, isVessel);
  const k = memoNext;
  memoNext = (k + 1) % SCORE_MEMO_SLOTS;
  memoQ[k] = qn;
  memoC[k] = cn;
  memoCfg[k] = cfg;
  memoFlags[k] = flags;
  memoWq[k] = wq < 0 ? weightSum(qn.tokens) : wq;
  memoWc[k] = wc < 0 ? weightSum(cn.tokens) : wc;
  memoResult[k] = result;
  return result;
}

/**
 * An organisation's name written as two names with a slash between ("AL-QA'IDA/ISLAMIC ARMY", "CPP/NPA",
 * "SYRIAN MINISTRY OF DEFENCE/MINISTERE SYRIEN DE LA DEFENSE"): lists so give an alias, an acronym or a
 * translation in one string, so each name stands on its own (`slashAlternatives`). The score is the
 * best of the whole names and each name of one side against each of the other (`scoreNamesOnce`), the
 * pairs given as indexes into the whole names' tokens. Names without such a slash (nearly all) cost
 * one cached property read each.
 */
function scoreSlashAlternatives(qn: NormalisedName, cn: NormalisedName, cfg: NameScoringConfig, isVessel: boolean): NameScore {
  const whole = scoreNamesOnce(qn, cn, cfg, false, isVessel);
  const qa = qn.alternatives !== undefined ? qn.alternatives : slashAlternatives(qn, isVessel);
  const ca = cn.alternatives !== undefined ? cn.alternatives : slashAlternatives(cn, isVessel);
  if (qa === null && ca === null) return whole;
  const qs: SlashPart[] = qa === null ? [{ name: qn, offset: 0 }] : [{ name: qn, offset: 0 }, ...qa];
  const cs: SlashPart[] = ca === null ? [{ name: cn, offset: 0 }] : [{ name: cn, offset: 0 }, ...ca];
  let best = whole;
  for (const x of qs) {
    for (const y of cs) {
      if (x.name === qn && y.name === cn) continue;
      const s = scoreNamesOnce(x.name, y.name, cfg, false, isVessel);
      if (s.score <= best.score) continue;
      const pairs = s.pairs.map((p) => ({ q: p.q.map((i) => i + x.offset), c: p.c.map((j) => j + y.offset), sim: p.sim }));
      best = { ...s, pairs, notes: [...s.notes, `compared as ${x.name.original.trim()} ~ ${y.name.original.trim()} (names written with a slash)`] };
    }
  }
  return best;
}

/** A slash between two words of at least two letters (not A/S, S/A, C/O, M/V, J/V: abbreviations). */
const NAME_SLASH_RE = /\p{L}{2}[.)'’"]*\s*\/\s*['’"(]*\p{L}{2}/u;

/**
 * The two names of an organisation's name written with one slash between them (`scoreSlashAlternatives`),
 * or null (cached on the name: `NormalisedName.alternatives`). Conditions: a single slash, between two
 * words of two letters or more (`NAME_SLASH_RE`: abbreviations written with a slash, A/S, S/A, C/O,
 * M/V, d/b/a, and numbers, 1/2, are no two names); each side normalises to the whole name's tokens
 * before / after the slash and holds a name or organisation word (not legal forms only: "CO/LTD");
 * neither side has fewer than half the other's tokens, since a slash between single words gives
 * alternatives of a word, not of the name ("LORD'S RESISTANCE MOVEMENT/ARMY", "IMPORT/EXPORT
 * CORPORATION", "7TH OF TIR INDUSTRIES OF ISFAHAN/ESFAHAN": the part after the slash is no name),
 * and so does a slash between two organisation words (normalise class `generic`: "NORDVIK
 * IMPORT/EXPORT CORPORATION").
 * Only a side holding a name token is an alternative: organisation words alone ("ISLAMIC ARMY",
 * "INFORMATION TECHNOLOGIES") name no organisation. The names share the whole name's token objects
 * (weights included).
 */
export function slashAlternatives(n: NormalisedName, isVessel = false): SlashPart[] | null {
  n.alternatives = null;
  const s = n.original;
  const at = s.indexOf('/');
  if (at < 0 || s.indexOf('/', at + 1) >= 0 || n.cjk !== undefined || !NAME_SLASH_RE.test(s)) return null;
  const type = isVessel ? 'vessel' : 'company';
  const left = normaliseName(s.slice(0, at), { type });
  const right = normaliseName(s.slice(at + 1), { type });
  const k = left.tokens.length;
  const m = right.tokens.length;
  if (k + m !== n.tokens.length || 2 * Math.min(k, m) < Math.max(k, m)) return null;
  if (!sameTexts(left.tokens, n.tokens, 0) || !sameTexts(right.tokens, n.tokens, k) || !holdsWord(left.tokens) || !holdsWord(right.tokens)) return null;
  // Two organisation words either side of the slash alternate as words (IMPORT/EXPORT, MOVEMENT/ARMY).
  if (n.tokens[k - 1].cls === 'generic' && n.tokens[k].cls === 'generic') return null;
  left.tokens = n.tokens.slice(0, k);
  right.tokens = n.tokens.slice(k);
  left.alternatives = right.alternatives = null;
  // A side of organisation words only ("ISLAMIC ARMY") names nothing on its own: no alternative.
  const parts: SlashPart[] = [];
  if (holdsName(left.tokens)) parts.push({ name: left, offset: 0 });
  if (holdsName(right.tokens)) parts.push({ name: right, offset: k });
  return (n.alternatives = parts.length > 0 ? parts : null);
}

/** Whether a token list holds a name token (normalise class `name`). */
function holdsName(t: NameToken[]): boolean {
  return t.some((x) => x.cls === 'name');
}

/** Whether `part` has the texts of `whole`'s tokens from `from` on, in order. */
function sameTexts(part: NameToken[], whole: NameToken[], from: number): boolean {
  for (let i = 0; i < part.length; i++) if (whole[from + i]?.text !== part[i].text) return false;
  return true;
}

/** Whether a token list holds a name or an organisation word (not legal forms, particles, initials, numbers only). */
function holdsWord(t: NameToken[]): boolean {
  return t.some((x) => x.cls === 'name' || x.cls === 'generic');
}

/**
 * Whether one of two tokens is a glossed word whose other English rendering is the other token
 * (normalise.ts rule 13, NameToken.alt: АВИАЦИОННЫЙ, read AVIATION, is the AIRCRAFT of an English
 * name; ЗАВОД, read PLANT, its WORKS). Checked before the similarity memos, which a glossed token
 * shares with the same English word typed in English (engine.ts numbers tokens by text, not by `alt`).
 */
function glossRendering(a: NameToken, b: NameToken): boolean {
  return (a.alt !== undefined && a.alt.includes(b.text)) || (b.alt !== undefined && b.alt.includes(a.text));
}

/**
 * Similarity (0-1) of two tokens across scripts when exactly one of them is a word the Arabic and
 * Persian glossary translated, read as written (normalise.ts rule 13, `NameToken.written`): its
 * transliteration against the other token, by the abjad rules of `tokenSimilarity` (the abjad pattern
 * against a Latin spelling; letter by letter between two abjad spellings). Lists give an Arabic
 * organisation's name in translation or in transliteration (UN and OFAC practice: JAMA'A NUSRAT
 * UL-ISLAM, AL-ITIHAAD AL-ISLAMIYA, TANZIM QA'IDAT AL-JIHAD FI ...): جماعة, read GROUP, is also the
 * JAMA'A of a transliteration, في, read IN, its FI. 0 when neither or both tokens are glossed (two
 * glossed words meet by their English words), when the names are not in an abjad on at least one side
 * (`side` 0), or when the other token is no name or organisation word.
 */
function writtenSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig, cross: PairMode | false, side: AbjadSide): number {
  if (side === 0) return 0;
  const wa = a.written;
  const wb = b.written;
  if (wa !== undefined) return wb === undefined && (b.cls === 'name' || b.cls === 'generic') ? tokenSimilarity(wa, b, cfg, cross, side) : 0;
  return wb !== undefined && (a.cls === 'name' || a.cls === 'generic') ? tokenSimilarity(a, wb, cfg, cross, side) : 0;
}

/** `scoreNames` without the memo. */
function scoreNamesOnce(qn: NormalisedName, cn: NormalisedName, cfg: NameScoringConfig, isPerson: boolean, isVessel: boolean): NameScore {
  const q = qn.tokens;
  const c = cn.tokens;
  const nq = q.length;
  const nc = c.length;
  if (nq === 0 || nc === 0) return { score: 0, pairs: [], notes: [], matched: 0, conflict: 0, extra: 0 };
  const abjad = crossMode(qn, cn);
  const abjadSide: AbjadSide = qn.abjad ? (cn.abjad ? 3 : 1) : cn.abjad ? 2 : 0;
  // Two Arabic-script spellings are compared letter by letter (side 3, `abjadLetterSimilarity`); two
  // Hebrew ones by skeleton, as before: Hebrew writes its vowel letters less regularly (`arabicLetters`).
  const tokenSide: AbjadSide = abjadSide === 3 && !arabicLetters(qn, cn) ? 0 : abjadSide;
  const floor = cfg.tokenFloor;
  const cyr = cyrillicSide(qn, cn);
  // A person's name typed in Latin letters on both sides: surname suffixes are compared (`otherSurnameSuffix`).
  const latinPerson = isPerson && !abjad && qn.script === undefined && cn.script === undefined;
  const cands: Cand[] = [];
  // Token pairs (i * nc + j) whose similarity came from a glossed word read as written (`writtenSimilarity`).
  let written: number[] | undefined;
  for (let i = 0; i < nq; i++) {
    const a = q[i];
    for (let j = 0; j < nc; j++) {
      const b = c[j];
      let s = a.text === b.text || glossRendering(a, b) ? 1 : memoSimilarity(a, i, b, cfg, abjad, tokenSide);
      // A word of the abjad name that the glossary translated is an English word: against the Latin
      // name it is compared as Latin letters (INSTITUTION ~ INSTITUTE, INDUSTRIES ~ INDUSTRIAL), not by
      // the abjad pattern, which fits a vowel-less spelling (its transliteration: `writtenSimilarity`).
      if (s < 1 && ((abjadSide === 1 && a.gloss !== undefined) || (abjadSide === 2 && b.gloss !== undefined))) s = Math.max(s, tokenSimilarity(a, b, cfg, false, 0));
      if (s < cfg.abjadSim && (a.written !== undefined || b.written !== undefined)) {
        const w = writtenSimilarity(a, b, cfg, abjad, tokenSide);
        if (w > s) { s = w; (written ??= []).push(i * nc + j); }
      }
      if (cyr !== 0 && s < cfg.cyrillicReadingSim) s = Math.max(s, cyr === 1 ? readingSimilarity(a, b, cfg, abjad) : readingSimilarity(b, a, cfg, abjad));
      // Surnames on one stem with other derivational suffixes are other family names (PEZESHFAR/PEZESHKIAN).
      if (s >= floor && s < 1 && latinPerson && (i === 0 || i === nq - 1) && (j === 0 || j === nc - 1) && otherSurnameSuffix(a, b)) s = floor - 0.01;
      // A Belarusian surname in -KA / -LA against its Ukrainian or Russian -KO / -LO, in the surname
      // slot only: there the -A is no feminine given name (PAOLA/PAOLO, BRANKA/BRANKO).
      if (s < cfg.phoneticSim && latinPerson && belarusianFinalA(a, b) && surnameSlot(qn, i) && surnameSlot(cn, j)) s = cfg.phoneticSim;
      if (s >= floor) cands.push({ q: [i], c: [j], sim: s, acronym: false });
    }
  }
  if (nq > 1) multiCands(q, c, floor, cands, true, cn.cjk === undefined);
  if (nc > 1) multiCands(c, q, floor, cands, false, qn.cjk === undefined);
  // Wade–Giles hyphenates the syllables of a given name ("Tse-tung"): only a hyphenated name is read so.
  if (isPerson && !abjad) {
    if (nq > 1 && qn.original.includes('-')) wadeGilesCands(q, c, cfg.phoneticSim, cands, true);
    if (nc > 1 && cn.original.includes('-')) wadeGilesCands(c, q, cfg.phoneticSim, cands, false);
    // Korean names in McCune–Reischauer and in the Revised Romanization (Kim Jong Un / Gim Jeong-eun).
    if (nq > 1 && nc > 1 && nq <= 4 && nc <= 4 && readsKoreanLatin(qn) && readsKoreanLatin(cn)) {
      koreanLatinCands(q, c, cfg.phoneticSim, cands, true, true);
      koreanLatinCands(c, q, cfg.phoneticSim, cands, false, false);
    }
  }
  // A Hangul name against a Latin one: two syllables written as one Latin word (경환 KYUNGHWAN, 민희 MINHEE).
  if (isPerson && abjad === 'hangul') {
    if (qn.script === 'Korean' && nq > 1) hangulJoinCands(q, c, cfg.phoneticSim, cands, true);
    else if (cn.script === 'Korean' && nc > 1) hangulJoinCands(c, q, cfg.phoneticSim, cands, false);
  }
  if (abjadSide === 1) { fusedArticleCands(q, c, cfg.abjadSim, cands, true); abjadJoinCands(q, c, cfg.abjadSim, cands, true); truncatedStartCands(q, c, cfg.typoSim, cands, true); swappedLetterCands(q, c, cfg.typoSim, cands, true); sharedLamCands(q, c, cfg.abjadSim, cands, true); dotSlipCands(q, c, cfg.typoSim, cands, true); }
  else if (abjadSide === 2) { fusedArticleCands(c, q, cfg.abjadSim, cands, false); abjadJoinCands(c, q, cfg.abjadSim, cands, false); truncatedStartCands(c, q, cfg.typoSim, cands, false); swappedLetterCands(c, q, cfg.typoSim, cands, false); sharedLamCands(c, q, cfg.abjadSim, cands, false); dotSlipCands(c, q, cfg.typoSim, cands, false); }
  // A query word written with its capital moved ("nituP", "nitPu"): a listed name's letters in another order.
  if (!abjad) movedLetterCands(qn, c, cfg.unlistedTypoSim, cands);
  // Same letters split at a different place ("AL DARI" / "ALD ARI", "SO KHWA" / "SOK HWA"); not
  // syllables of a Hangul name, which split only one way (순근 SUN GEUN is not SUNG HUN).
  if (nq > 1 && nc > 1 && abjad !== 'hangul') {
    for (let i = 0; i + 1 < nq; i++) {
      const lq = q[i].raw.length + q[i + 1].raw.length;
      let a = '';
      for (let j = 0; j + 1 < nc; j++) {
        if (Math.abs(lq - c[j].raw.length - c[j + 1].raw.length) > 1) continue;
        if (q[i].raw === c[j].raw) continue;
        if (a === '') a = q[i].raw + q[i + 1].raw;
        const b = c[j].raw + c[j + 1].raw;
        const s = a === b ? 1 : a.length >= 5 ? jaroWinkler(a, b) : 0;
        if (s >= 0.93) cands.push({ q: [i, i + 1], c: [j, j + 1], sim: s, acronym: false });
      }
    }
  }
  // Greedy one-to-one alignment, best similarity first (ties: more tokens covered, then heavier).
  sortQ = q;
  sortC = c;
  sortAbjad = abjadSide === 1 || abjadSide === 2;
  cands.sort(byCandidateRank);
  const usedQ = new Uint8Array(nq);
  const usedC = new Uint8Array(nc);
  const pairs: TokenPair[] = [];
  let matched = 0;
  let conflict = 0;
  let informativeMatches = 0;
  const order: Array<[number, number]> = [];
  for (const p of cands) {
    let free = true;
    for (const i of p.q) if (usedQ[i]) { free = false; break; }
    if (free) for (const j of p.c) if (usedC[j]) { free = false; break; }
    if (!free) continue;
    let wq = 0;
    let wc = 0;
    let informative = false;
    for (const i of p.q) { usedQ[i] = 1; wq += q[i].weight; informative ||= INFORMATIVE(q[i]); }
    for (const j of p.c) { usedC[j] = 1; wc += c[j].weight; informative ||= INFORMATIVE(c[j]); }
    const initial = (p.q.length === 1 && q[p.q[0]].cls === 'initial') || (p.c.length === 1 && c[p.c[0]].cls === 'initial');
    // An initial pairs at the initial's (low) weight: "J" ~ "JOHN" proves little.
    const w = initial ? Math.min(wq, wc) : (wq + wc) / 2;
    const eff = credit(p.sim, cfg.effCurve);
    matched += eff * w;
    conflict += (1 - eff) * w;
    if (informative && !initial && !(isPerson && p.acronym)) {
      informativeMatches++;
      if (!(sortAbjad && movableTitle(abjadSide === 1 ? c[p.c[0]] : q[p.q[0]]))) order.push([p.q[0], p.c[0]]);
    }
    pairs.push({ q: p.q, c: p.c, sim: p.sim });
  }
  const notes: string[] = [];
  glossNote(q, c, pairs, notes, written, nc);
  let uq = 0;
  let uc = 0;
  let unmatchedInformative = 0;
  // An organisation's name opened by a country or nationality word in one of the two names only, or
  // closed by one while every other name pairs: a national enterprise's attributive, weighed as a
  // generic word (`placeSide`, `closingPlace`).
  const place = !isPerson && !isVessel && informativeMatches > 0 && (usedQ.includes(0) || usedC.includes(0)) ? placeSide(q, usedQ, c, usedC) : 0;
  // An unpaired dangling particle ("Khamis Al") stands for the name it introduces: a missing name.
  for (let side = 0; side < 2; side++) {
    const toks = side === 0 ? q : c;
    const used = side === 0 ? usedQ : usedC;
    let u = 0;
    for (let i = 0; i < toks.length; i++) {
      if (used[i]) continue;
      const t = toks[i];
      if (place === side + 1 && t.cls === 'name' && PLACE_WORDS.has(t.text) && (i < firstPairedName(toks, used) || (closingPlace(toks, used, i) && nameTokensPaired(side === 0 ? c : q, side === 0 ? usedC : usedQ)))) { u += Math.min(t.weight, CLASS_WEIGHTS.generic); continue; }
      // A Hangul name against a Latin one: a syllable read as a particle (도 DO, BIN) is a name missing.
      if (abjad === 'hangul' && t.cls === 'particle') { unmatchedInformative++; u += CLASS_NAME_WEIGHT; continue; }
      if (!t.dangling) { if (INFORMATIVE(t)) unmatchedInformative++; u += t.weight; continue; }
      unmatchedInformative++;
      notes.push(`ends in the particle ${t.text}: a name is missing`);
      u += CLASS_NAME_WEIGHT;
    }
    if (side === 0) uq = u;
    else uc = u;
  }
  // A listed "Muhammad" the query leaves out is half a missing name (`devotionalRelief`).
  if (isPerson && uc > uq) uc -= Math.min(devotionalRelief(c, usedC), uc - uq);
  // An organisation's qualifier in parentheses ("(Schweiz)") weighs as a generic word (`bracketRelief`).
  if (!isPerson && !isVessel && uq !== uc) {
    if (uc > uq && cn.original.includes('(')) uc -= Math.min(bracketRelief(cn, usedC), uc - uq);
    else if (uq > uc && qn.original.includes('(')) uq -= Math.min(bracketRelief(qn, usedQ), uq - uc);
  }
  // A nasab chain (`nasabChain`): the abjad name's unpaired article belongs to its paired word (السنوار /
  // SINWAR), not a name the Latin one lacks.
  const nasab = (abjadSide === 1 || abjadSide === 2) && informativeMatches >= 2 && nasabChain(abjadSide === 1 ? cn : qn, abjadSide === 1 ? usedC : usedQ, abjadSide === 1 ? q : c, abjadSide === 1 ? usedQ : usedC);
  if (nasab) { if (abjadSide === 1) uq -= pairedArticles(q, usedQ); else uc -= pairedArticles(c, usedC); }
  let mismatch = Math.min(uq, uc);
  const legal = legalConflict(q, usedQ, c, usedC);
  if (legal) { mismatch += cfg.legalConflictWeight * legal.factor; notes.push(`legal forms differ: ${legal.text}`); }
  // Different initials on both sides ("William G. Frost" / "William W. Frost") disagree outright.
  let iq = 0;
  let ic = 0;
  for (let i = 0; i < nq; i++) if (!usedQ[i] && q[i].cls === 'initial') iq++;
  for (let j = 0; j < nc; j++) if (!usedC[j] && c[j].cls === 'initial') ic++;
  mismatch += Math.min(iq, ic) * cfg.initialConflictWeight;
  let extra = Math.abs(uq - uc);
  const single = informativeMatches <= 1 && unmatchedInformative > 0;
  // One shared name is weak evidence whatever the length of the other name: the names the other side
  // adds count as one missing name ("maduro" ~ "Nicolas MADURO MOROS" as ~ "Nicolas MADURO").
  if (single) { extra = Math.min(extra, CLASS_NAME_WEIGHT); if (informativeMatches === 1) notes.push('one name matched: weak evidence'); }
  // An abjad-script name giving the given and family names only, the Latin one adding the father's and
  // grandfather's names between them: the chain counts as one missing name.
  if (nasab && extra > CLASS_NAME_WEIGHT) extra = CLASS_NAME_WEIGHT;
  // A name each side has at the same place between two paired names is another name, not a left-out one.
  if (!single && isPerson && !abjad && extra > 0 && uq > 0 && uc > 0) {
    const shift = Math.min(extra, sameSlotExcess(q, usedQ, c, usedC, pairs));
    if (shift > 0) { extra -= shift; mismatch += shift; notes.push('another name in the same place'); }
  }
  const ew = single ? cfg.singleMatchExtraWeight : cfg.extraWeight;
  let denom = matched + cfg.conflictWeight * conflict + cfg.mismatchWeight * mismatch + ew * extra;
  // A first given name displaced by a later one (rule 3b); names in two scripts fail to pair for other reasons.
  if (!single && isPerson && !abjad) {
    // Whether every name of the query / of the listed name paired: the three rules' common condition.
    const qAll = allNamesPaired(q, usedQ);
    const cAll = allNamesPaired(c, usedC);
    denom += cfg.displacedFirstNameWeight * displacedFirstName(qn, usedQ, qAll, cn, usedC, cAll, notes);
    if (qAll) denom += cfg.displacedFirstNameWeight * displacedFirstSurname(cn, usedC, notes);
    denom += cfg.displacedFirstNameWeight * displacedLastName(qn, usedQ, qAll, cn, usedC, cAll, pairs, notes);
  }
  // A Chinese or Korean given name is one word of syllables: half of it is another name (rule 3c).
  if (!single && isPerson) {
    const romanised = abjad === 'han' || abjad === 'hangul';
    if (!usedC.includes(0)) denom += cfg.mismatchWeight * splitSyllableWord(qn, usedQ, romanised, notes);
    if (!usedQ.includes(0)) denom += cfg.mismatchWeight * splitSyllableWord(cn, usedC, romanised, notes);
  }
  let score = denom > 0 ? matched / denom : 0;
  if (informativeMatches === 0 && score > cfg.uninformativeCap && qn.text !== cn.text && (isPerson || isVessel || !sameBareName(q, c))) score = cfg.uninformativeCap;
  const numbers = isVessel ? numberConflict(q, usedQ, c, usedC) : undefined;
  if (numbers && score > cfg.numberConflictCap) { score = cfg.numberConflictCap; notes.push(`numbers differ: ${numbers}`); }
  if (!isPerson && !isVessel && score > cfg.numberConflictCap) {
    const series = seriesNumberAdded(q, usedQ, c, usedC);
    if (series) { score = cfg.numberConflictCap; notes.push(`series number ${series} on one side only`); }
  }
  // Tokens swapped between positions (not a mere rotation such as "SURNAME Given"): father/son flips.
  // Not in an organisation's name: its words come in another order in another language's rendering
  // (head-first French, Spanish and Persian ezafe against head-last English: "Mouvement du 23 mars" /
  // "March 23 Movement", "Grupo Inmobiliario Segtac" / "Grupo Segtac Inmobiliaria"), and it has no
  // chain of forebears' names whose order tells two people apart.
  if ((isPerson || isVessel) && order.length >= 3 && !orderAllowed(order, q, c) && !(sortAbjad && reversedOrder(order))) score *= cfg.reorderFactor;
  // Two names in the same logographic/syllabic script: the characters themselves must agree.
  if (qn.cjk && cn.cjk && qn.cjk !== cn.cjk) score = Math.min(score, charDice(qn.cjk, cn.cjk));
  // Rounded to 12 decimals: the weights carry the corpus rarity factor (index.ts), whose last bits move
  // with the corpus size, and two names that score alike (the same tokens matched with the same
  // similarities, a name and its reordered alias) must tie exactly, not by the order of float sums.
  return { score: Math.round(Math.max(0, Math.min(1, score)) * 1e12) / 1e12, pairs, notes, matched, conflict: conflict + mismatch, extra };
}

/**
 * Whether two organisation names hold the same words once their legal forms are set aside, in any
 * order ("GLOBAL TRADING GROUP" / "GLOBAL TRADING GROUP NV", "UNITED COMPANY OJSC" / "OJSC UNITED
 * COMPANY"): the same name, which a name made of generic words only (no informative token to pair)
 * is as much as one written identically, so the cap for uninformative pairs does not apply. Source:
 * the UK register's "same as" rule (Company, Limited Liability Partnership and Business (Names and
 * Trading Disclosures) Regulations 2015, SI 2015/17, reg. 7 and Schedule 3: the legal-form
 * expressions a name ends with, such as "limited", "plc", "& co", are disregarded in deciding whether
 * two names are the same), and the word order of another language's rendering (the reorder factor's
 * exemption for organisations). Token texts compared exactly; at least one non-legal token.
 */
function sameBareName(q: NameToken[], c: NameToken[]): boolean {
  const a: string[] = [];
  const b: string[] = [];
  for (const t of q) if (t.cls !== 'legal') a.push(t.text);
  for (const t of c) if (t.cls !== 'legal') b.push(t.text);
  if (a.length === 0 || a.length !== b.length) return false;
  a.sort();
  b.sort();
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Weight the mismatch misses where each side has unpaired names at the same place: between the same
 * two paired names, in the same order on both sides ("AKHTAR MOHAMMAD MANSOUR ABDUL MOHAMMED" ~
 * "AKHTAR MOHAMMAD MANSOUR SHAH MOHAMMED": ABDUL and SHAH). The mismatch counts the lighter side's
 * weight (min U_q, U_c) and the rest would count as a left-out name (extra); but the heavier name
 * was not left out, it stands where the other side has another name: the difference is returned, to
 * be counted as mismatch instead. Only runs of unpaired `name` tokens (no initials, particles,
 * titles) with a paired name on each side of them, and none of one run like one of the other
 * (`alikeRuns`: a name mistyped past pairing); 0 when there is none. Source: the token-set
 * alignment's own distinction between a missing name (one side) and a disagreeing one (both sides).
 */
export function sameSlotExcess(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array, pairs: TokenPair[]): number {
  // The first and last candidate token of each paired query token's pair.
  const lo = new Int32Array(q.length).fill(-1);
  const hi = new Int32Array(q.length).fill(-1);
  for (const p of pairs) {
    let a = c.length;
    let b = -1;
    for (const j of p.c) { if (j < a) a = j; if (j > b) b = j; }
    for (const i of p.q) { lo[i] = a; hi[i] = b; }
  }
  let excess = 0;
  let prev = -1;
  for (let i = 0; i < q.length; i++) {
    if (!usedQ[i]) continue;
    if (prev >= 0 && i > prev + 1 && hi[prev] >= 0 && lo[i] > hi[prev] + 1) {
      const wq = runWeight(q, usedQ, prev + 1, i);
      const wc = runWeight(c, usedC, hi[prev] + 1, lo[i]);
      if (wq > 0 && wc > 0 && !alikeRuns(q, prev + 1, i, c, hi[prev] + 1, lo[i])) excess += Math.abs(wq - wc);
    }
    prev = i;
  }
  return excess;
}

/**
 * Whether a token of q[qa..qb) and one of c[ca..cb) look alike (one typing error apart, or Jaro-Winkler
 * >= 0.8): one name mangled past pairing (DIN typed IN, ABD typed BAD), not another name.
 */
function alikeRuns(q: NameToken[], qa: number, qb: number, c: NameToken[], ca: number, cb: number): boolean {
  for (let i = qa; i < qb; i++) {
    for (let j = ca; j < cb; j++) if (oneEdit(q[i].text, c[j].text) || jaroWinkler(q[i].text, c[j].text) >= 0.8) return true;
  }
  return false;
}

/** Weight of tokens `from`..`to` (exclusive) when all are unpaired `name` tokens, else 0. */
function runWeight(t: NameToken[], used: Uint8Array, from: number, to: number): number {
  let w = 0;
  for (let k = from; k < to; k++) {
    if (used[k] || t[k].cls !== 'name' || t[k].dangling) return 0;
    w += t[k].weight;
  }
  return w;
}

/**
 * The side (1: query, 2: listed name; 0: neither) whose unpaired tokens include a word naming a
 * country or nationality (normalise.PLACE_WORDS: IRAN, KOREA, SYRIAN) while the other side's include
 * none. The scorer weighs such a word as a generic one, and not as a name the other side lacks (not
 * an unmatched informative token), when it stands before the first paired name of its side: a
 * country or nationality opening an organisation's name is the attributive of a national
 * enterprise ("KOREA DAESONG TRADING COMPANY", "IRAN ELECTRONICS INDUSTRIES", "SYRIAN GENERAL
 * INTELLIGENCE DIRECTORATE", the North Korean state's and others' foreign-trade and state bodies),
 * which lists' short forms leave out ("DAESONG TRADING COMPANY"), and so does one closing the name
 * in apposition to the words it follows while every other name pairs (`closingPlace`: "BANK MELLI
 * IRAN" / "BANK MELLI"). A country after a preposition or before a legal form is left to count: a
 * group names its national subsidiary so ("Bowne International de Mexico", "X Japan Inc."). Source:
 * trade-mark law holds a geographical name descriptive of origin, not distinctive (EU Regulation
 * 2017/1001 art. 7(1)(c); US Lanham Act 15 U.S.C. 1052(e)(2), primarily geographically descriptive
 * marks). A country on each side (CHINA / CHILE) is left to disagree.
 */
function placeSide(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array): 0 | 1 | 2 {
  const inQ = unpairedPlace(q, usedQ);
  if (inQ === unpairedPlace(c, usedC)) return 0;
  return inQ ? 1 : 2;
}

/** Whether an unpaired name token of `t` is a country's or nationality's word (normalise.PLACE_WORDS). */
function unpairedPlace(t: NameToken[], used: Uint8Array): boolean {
  for (let i = 0; i < t.length; i++) if (!used[i] && t[i].cls === 'name' && PLACE_WORDS.has(t[i].text)) return true;
  return false;
}

/**
 * Whether the unpaired token `i` of an organisation's name closes it as an attributive of the paired
 * words it follows: it is the name's last token, the token before it is paired and not a particle,
 * and every other name or number token of `t` is paired. A head-first name puts its country last
 * with no preposition ("BANK MELLI IRAN", the Persian ezafe "Bank-e Melli-ye Iran" romanised without
 * its linking vowel; "CIMEX CUBA", "X TRADING CHINA"). Left to count: a country after a preposition
 * ("AL-NUSRAH FRONT IN LEBANON", "BOWNE INTERNATIONAL DE MEXICO": a branch or subsidiary in that
 * country) or before a legal form ("X Japan, Inc.", "OTKRITIE CAPITAL CYPRUS LIMITED": the English
 * style of a group's national subsidiary, another company). `placeSide` gives the source.
 */
function closingPlace(t: NameToken[], used: Uint8Array, i: number): boolean {
  if (i === 0 || i !== t.length - 1 || !used[i - 1] || t[i - 1].cls === 'particle') return false;
  for (let k = 0; k < i; k++) if (!used[k] && INFORMATIVE(t[k])) return false;
  return true;
}

/** Index of the first paired name or number token of `t` (its name's first paired word; the caller has one paired). */
function firstPairedName(t: NameToken[], used: Uint8Array): number {
  for (let i = 0; i < t.length; i++) if (used[i] && INFORMATIVE(t[i])) return i;
  return t.length;
}

/** Words written in parentheses: "DEUTSCHE BANK (SCHWEIZ) AG" -> "SCHWEIZ". */
const IN_PARENTHESES = /\(([^()]*)\)/g;

/**
 * Weight (0–1 x rarity units) taken off an organisation name's unpaired tokens: for each unpaired
 * name token written inside parentheses, its weight less a generic word's (normalise.CLASS_WEIGHTS).
 * A parenthesised part of a company's name qualifies it (the country or city of a branch or
 * subsidiary, "Deutsche Bank (Schweiz) AG"; a former or translated name) rather than naming it, so
 * a name without it is the same name as far as screening goes (a subsidiary or branch of a listed
 * company is itself of interest). Called only for a name with "(" and unpaired tokens.
 */
function bracketRelief(n: NormalisedName, used: Uint8Array): number {
  let r = 0;
  for (const w of bracketWords(n)) {
    const k = n.tokens.findIndex((t, i) => !used[i] && t.cls === 'name' && t.text === w);
    if (k >= 0) r += Math.max(0, n.tokens[k].weight - CLASS_WEIGHTS.generic);
  }
  return r;
}

/**
 * Token texts of the words a name writes in parentheses, each parenthesised part normalised as a
 * company name, in order; computed once per name (kept on it: a list name meets many queries).
 */
function bracketWords(n: NormalisedName): string[] {
  if (n.bracketed !== undefined) return n.bracketed;
  const out: string[] = [];
  for (const m of n.original.matchAll(IN_PARENTHESES)) for (const w of normaliseName(m[1], { type: 'company' }).tokens) out.push(w.text);
  return (n.bracketed = out);
}

/** Phonetic key of MUHAMMAD and its spellings (MOHAMMED, MOHAMAD, MUHAMMED, MAHAMAT: normalise.phoneticKey). */
const MUHAMMAD_KEY = phoneticKey('MUHAMMAD');

/** Abbreviations of Muhammad in lists and passports (Malaysia, Pakistan, Bangladesh). */
const MUHAMMAD_SHORT = new Set(['MOHD', 'MUHD', 'MHD']);

/**
 * Weight (0–1 x rarity units) taken off the listed side's unpaired names: half the weight of each
 * "Muhammad" of the listed name (`MUHAMMAD_KEY`, `MUHAMMAD_SHORT`; not MOHAMMADI, a surname) left
 * unpaired. Muhammad is given as a devotional first or extra name to a great many boys in Muslim
 * families, who are called by their other names ("Akhtar Mansour" ~ "AKHTAR MOHAMMAD MANSOUR"):
 * leaving it out says less than leaving out another name (A. Schimmel, Islamic Names, 1989: the
 * Prophet's name prefixed to a boy's own name for blessing). The caller limits the relief to the
 * listed side's excess over the query's.
 */
function devotionalRelief(c: NameToken[], usedC: Uint8Array): number {
  let r = 0;
  for (let j = 0; j < c.length; j++) if (!usedC[j] && devotional(c[j])) r += c[j].weight / 2;
  return r;
}

/**
 * Whether a token is a "Muhammad" (`MUHAMMAD_KEY`, `MUHAMMAD_SHORT`; not MOHAMMADI, a surname): the
 * devotional name prefixed to a great many Muslim boys' own names (A. Schimmel, Islamic Names, 1989),
 * who are called by the name after it. Left out as a first given name it does not make the first
 * given name another one (`displacedFirstName`), and left out by the query it is half a missing name
 * (`devotionalRelief`).
 */
function devotional(t: NameToken): boolean {
  return t.cls === 'name' && ((t.key === MUHAMMAD_KEY && !t.text.endsWith('I')) || MUHAMMAD_SHORT.has(t.text));
}

/**
 * Whether the names a Latin-script name adds to an abjad-script one form a nasab chain (rule 3d): every
 * name token of the abjad name `ab` paired, the Latin name `la` written in its own order (no "SURNAME,
 * Given" comma form) with its first and last name tokens paired, so that its unpaired names lie between
 * them ("Musa Muhammad Salim DUDIN" ~ موسى دودين: the father's and grandfather's names of the Arabic
 * name chain, ism + nasab + family name, which the list's Arabic-script form leaves out). Source: the
 * structure of Arabic names (ism, nasab, nisba or family name), the short form giving the first and
 * the last.
 */
function nasabChain(la: NormalisedName, usedL: Uint8Array, ab: NameToken[], usedA: Uint8Array): boolean {
  // (An unpaired article or particle of the abjad name does not count: يحيى السنوار / Yahya Ibrahim Hassan SINWAR.)
  if (!nameTokensPaired(ab, usedA) || la.original.includes(',')) return false;
  const t = la.tokens;
  let first = -1;
  let last = -1;
  for (let i = 0; i < t.length; i++) if (t[i].cls === 'name') { if (first < 0) first = i; last = i; }
  return first >= 0 && usedL[first] === 1 && usedL[last] === 1;
}

/** Weight of the unpaired articles (AL) of an abjad-script name standing before a paired name token. */
function pairedArticles(t: NameToken[], used: Uint8Array): number {
  let w = 0;
  for (let i = 0; i + 1 < t.length; i++) if (!used[i] && t[i].text === 'AL' && t[i].cls === 'particle' && !t[i].dangling && used[i + 1] && t[i + 1].cls === 'name') w += t[i].weight;
  return w;
}

/** Whether every `name` token of one side is paired. */
function nameTokensPaired(t: NameToken[], used: Uint8Array): boolean {
  for (let i = 0; i < t.length; i++) if (!used[i] && t[i].cls === 'name') return false;
  return true;
}

/**
 * Which of two names was written in Cyrillic while the other is in Latin letters: 1 the first (query),
 * 2 the second, 0 neither (rule 1: a romanised Cyrillic token also reads as the Latin spellings its
 * romanisation hides).
 */
function cyrillicSide(a: NormalisedName, b: NormalisedName): 0 | 1 | 2 {
  if (a.script === 'Cyrillic') return b.script === undefined ? 1 : 0;
  return b.script === 'Cyrillic' && a.script === undefined ? 2 : 0;
}

/**
 * Whether a token romanised from Cyrillic (`cyr`) reads as the Latin token `lat` another way
 * (romanise.cyrillicVariants: Хо KHO as HO, Джо DZHO as JO, Ксхеват KSKHEVAT as XHEVAT). The readings
 * are computed once per token.
 */
function readsAs(cyr: NameToken, lat: NameToken): boolean {
  if (cyr.cls === 'number' || lat.cls === 'number' || lat.cls === 'initial') return false;
  const readings = tokenReadings(cyr);
  for (let k = 0; k < readings.length; k++) if (readings[k] === lat.text) return true;
  return false;
}

/** Reading tokens (`readingTokens`) by the romanised Cyrillic text they read (a bounded memo). */
const READING_TOKENS = new Map<string, NameToken[]>();
const NO_TOKENS: NameToken[] = [];

/**
 * The readings of a romanised Cyrillic token (romanise.cyrillicVariants) as name tokens of their own
 * (phonetic key, given-name group), so that they are compared as the Latin spellings they are.
 */
function readingTokens(cyr: NameToken): NameToken[] {
  const readings = tokenReadings(cyr);
  if (readings.length === 0) return NO_TOKENS;
  let toks = READING_TOKENS.get(cyr.text);
  if (toks === undefined) {
    toks = [];
    for (const r of readings) {
      const t = normaliseName(r, { type: 'individual' }).tokens;
      if (t.length === 1 && t[0].cls === 'name') toks.push(t[0]);
    }
    if (READING_TOKENS.size >= 4096) READING_TOKENS.clear();
    READING_TOKENS.set(cyr.text, toks);
  }
  return toks;
}

/**
 * Similarity (0–1, at most `cyrillicReadingSim`) of a token romanised from Cyrillic (`cyr`) and a
 * Latin-script token, reading the Cyrillic one as each Latin spelling its romanisation hides
 * (romanise.cyrillicVariants: Хо KHO as HO, Сергей SERGEY as SERGEJ or SERGEI): a reading equal to
 * the Latin token gives `cyrillicReadingSim` (`readsAs`), another reading its token similarity (rule
 * 1) to the Latin token x `cyrillicReadingSim` when it reaches `tokenFloor`, so a typing slip in a
 * name written in another romanisation counts as a slip in that spelling (SEREJ, typed for SERGEJ,
 * ~ Сергей). 0 when no reading pairs. `mode`: the pair's cross-script mode (`crossMode`).
 */
function readingSimilarity(cyr: NameToken, lat: NameToken, cfg: NameScoringConfig, mode: PairMode | false): number {
  if (readsAs(cyr, lat)) return cfg.cyrillicReadingSim;
  if (cyr.cls !== 'name' || lat.cls !== 'name') return 0;
  let best = 0;
  let spelt = false;
  for (const r of readingTokens(cyr)) {
    const sim = tokenSimilarity(r, lat, cfg, mode);
    if (sim > best) best = sim;
    if (sim >= cfg.phoneticSim && r.key === lat.key) spelt = true;
  }
  // A reading spelt the other way of one sound (KADKHAFI read KADHAFI ~ QADHAFI: one phonetic key) is
  // one difference of spelling: the phonetic credit, not discounted again (nor raised to the 0.97 of
  // one Arabic name's two romanisations, `arabicVariant`: that let two more Cyrillic chimeras of
  // eval:scripts through); a reading one slip away is worth less than a reading spelt out: the two
  // discounts multiply.
  if (spelt) return Math.min(cfg.phoneticSim, cfg.cyrillicReadingSim);
  return best >= cfg.tokenFloor ? best * cfg.cyrillicReadingSim : 0;
}

/**
 * Number of leading tokens of `n` written as a capitalised surname before a comma ("JOHNSON, William
 * Michael": 1): the given names start after them. 0 without a comma, when the part before it is not
 * in capitals ("Richard Spring, Baron Risby": a title follows) or when either part has no token
 * ("DIAZ, III").
 */
function givenStart(n: NormalisedName): number {
  // Kept on the name object (a field every name has: one object shape, no side table whose entries
  // outlive the query names they were made for).
  if (n.givenStart !== undefined) return n.givenStart;
  let k = 0;
  const comma = n.original.indexOf(',');
  const head = comma > 0 ? n.original.slice(0, comma) : '';
  if (head && head === head.toUpperCase() && head !== head.toLowerCase()) {
    const before = normaliseName(n.original.slice(0, comma), { type: 'individual' }).tokens.length;
    if (before > 0 && before < n.tokens.length) k = before;
  }
  n.givenStart = k;
  return k;
}

/**
 * Index of the first given name of a name: the first `name` token after any "SURNAME," part, past
 * particles and initials; -1 when there is none or when it is a prefix or a title kept as a name
 * (ABDUL, ABU, HAJI, SAYED: normalise.WEAK_NAME_WORDS, HONORIFICS), which does not tell where the
 * given names start ("Abd al-Aziz", "Haji Bashir").
 */
function firstGivenIndex(n: NormalisedName): number {
  const t = n.tokens;
  for (let i = givenStart(n); i < t.length; i++) {
    const x = t[i];
    if (x.cls === 'name') return WEAK_NAME_WORDS.has(x.text) || HONORIFICS.has(x.text) ? -1 : i;
    if (x.cls !== 'particle' && x.cls !== 'initial') return -1;
  }
  return -1;
}

/** Whether every token of one side is paired, legal forms and generic words aside (particles count: "DO", "VAN" may be a name misread). */
function allNamesPaired(t: NameToken[], used: Uint8Array): boolean {
  for (let i = 0; i < t.length; i++) if (!used[i] && t[i].cls !== 'legal' && t[i].cls !== 'generic') return false;
  return true;
}

/**
 * Weight (the token's, 0–1 x rarity) of a first given name left unpaired on one side, the only
 * unpaired name there, while every token of the other side paired (rule 3b): "Michael Johnson" ~
 * "WILLIAM MICHAEL JOHNSON" (the query's given name is the listed middle name; the listed given name
 * is unmatched), "Carlos Mosquera" ~ "MOSQUERA, Juan Carlos", and the mirror case "Lisa William
 * Anderson" ~ "WILLIAM ANDERSON". A left-out middle name keeps the first given names paired and
 * costs nothing here; names unpaired on both sides (a typo, another surname) are a mismatch, not
 * this. `qAll` / `cAll`: every name of the query / of the listed name paired (`allNamesPaired`). 0 when
 * the shape does not apply; otherwise appends a note for the explanation.
 */
function displacedFirstName(qn: NormalisedName, usedQ: Uint8Array, qAll: boolean, cn: NormalisedName, usedC: Uint8Array, cAll: boolean, notes: string[]): number {
  if (qAll === cAll) return 0;
  const [n, used] = qAll ? [cn, usedC] : [qn, usedQ];
  const i = firstGivenIndex(n);
  // An unpaired query name no list holds is likelier a mistyped word (SAYKH for SHAYKH) than another given name.
  if (i < 0 || used[i] || n.tokens[i].unlisted) return 0;
  // A devotional "Muhammad" before the name a man is called by ("Mohammad Javad ZARIF" ~ "Javad ZARIF"):
  // leaving it out is not naming another person (`devotional`); not when a comma after it may make it
  // a surname ("Mohammad, Yong-su": `givenStart` reads only a surname in capitals).
  if (devotional(n.tokens[i]) && (givenStart(n) > 0 || !n.original.includes(','))) return 0;
  // Another unpaired name besides it ("Alexandre Boris de Pfeffel Johnson"): a long name of which
  // the other side gives the usual short form; left to `extraWeight`.
  for (let k = 0; k < n.tokens.length; k++) if (k !== i && !used[k] && n.tokens[k].cls === 'name' && !leftOutSecondSurname(n, used, k)) return 0;
  notes.push(qAll ? `listed first name ${n.tokens[i].text} unmatched` : `first name ${n.tokens[i].text} not listed`);
  return n.tokens[i].weight;
}

/**
 * Whether token `k` of `n` is a later part of a compound surname (`compoundSurnames`) whose first part
 * paired: the second (in Spanish usage the mother's) surname, which people commonly leave out (rule
 * 3b). Such a left-out surname does not make the name a long one of which the other side gives the
 * short form, so it does not shield a displaced first given name: "María Gutiérrez" ~ "Gladys María
 * GUTIÉRREZ ALVARADO" is María, not Gladys. Runs only when `k` is unpaired (cheap: the runs are kept on the name).
 */
function leftOutSecondSurname(n: NormalisedName, used: Uint8Array, k: number): boolean {
  for (const run of compoundSurnames(n)) {
    const f = run.findIndex((j) => n.tokens[j].cls !== 'particle');
    if (f >= 0 && f < run.length - 1 && used[run[f]] && run.indexOf(k) > f) return true;
  }
  return false;
}

const SYLLABLE_WORD_RE = /^[\p{Script=Han}\p{Script=Hangul}]+$/u;

/**
 * Words of a name in Han or Hangul characters and their syllable tokens (one token per character),
 * or undefined when the name is not written so (rule 3c). A name written as one run of three
 * syllables is read as a one-syllable surname and a two-syllable given name, the common shape
 * (김영복, 张国军); a longer run does not say where the given name starts.
 */
function syllableWords(n: NormalisedName): SyllableWord[] | undefined {
  // Kept on the name (list names are scored again and again: the split allocates).
  if (n.syllables === undefined) n.syllables = splitSyllables(n) ?? null;
  return n.syllables ?? undefined;
}

/** `syllableWords` without the field cache. */
function splitSyllables(n: NormalisedName): SyllableWord[] | undefined {
  let words = n.original.trim().split(/\s+/);
  if (words.length === 1 && [...words[0]].length === 3) words = [[...words[0]][0], [...words[0]].slice(1).join('')];
  if (words.length < 2) return undefined;
  const out: SyllableWord[] = [];
  let at = 0;
  for (const w of words) {
    if (!SYLLABLE_WORD_RE.test(w)) return undefined;
    const k = [...w].length;
    out.push({ text: w, start: at, length: k });
    at += k;
  }
  return at === n.tokens.length ? out : undefined;
}

const foldPart = (p: string): string => p.normalize('NFD').toUpperCase().replace(/[^A-Z]/g, '');

/**
 * Hyphenated words of a romanised Chinese or Korean name in Latin letters (HUI-FEN, Jong-Su: one
 * given name written in syllables) and the tokens they gave, found in order (rule 3c).
 */
function hyphenatedWords(n: NormalisedName): SyllableWord[] {
  const out: SyllableWord[] = [];
  if (!n.original.includes('-')) return out;
  const t = n.tokens;
  let at = 0;
  for (const w of n.original.trim().split(/\s+/)) {
    const parts = w.split('-').map(foldPart).filter((p) => p.length > 0);
    if (parts.length < 2) continue;
    for (let i = at; i + parts.length <= t.length; i++) {
      if (parts.every((p, k) => t[i + k].text === p)) { out.push({ text: w, start: i, length: parts.length }); at = i + parts.length; break; }
    }
  }
  return out;
}

/**
 * Weight (sum of token weights, 0–1 x rarity each) of the unpaired syllables of written words of
 * which some syllables paired and some did not (rule 3c): "민석 황" ~ "Hwang Min", "军 张" ~ "张国军",
 * "辉 陈" ~ "HUI-FEN CHEN". A name in Han or Hangul characters gives one token per syllable, but a
 * given name written as one word (민석 Min-seok, 国军 Guo-jun) is one name, and 민 or 军 alone is
 * another given name, not the same name with a middle name left out. In a name written in Han or
 * Hangul a word left wholly unpaired counts too ("丹丹 龙 虞" ~ "Yu Long"): Chinese and Korean names
 * have no middle names, so it is a given name the other name lacks. `romanised`: the other name is
 * in Han or Hangul, so this one's hyphenated words are such given names too (HUI-FEN). The caller
 * applies it only when every token of the other name paired (a syllable spelled past recognition,
 * DU / DOO, is already a mismatch). 0 when nothing applies; appends a note when it applies.
 * Source: Chinese and Korean given names are one or (mostly) two syllables read as a unit (Korean
 * Revised Romanization writes them as one word, Min-seok; pinyin likewise, Guojun; Wade-Giles with a
 * hyphen, Hui-fen).
 */
function splitSyllableWord(n: NormalisedName, used: Uint8Array, romanised: boolean, notes: string[]): number {
  const cjk = n.script === 'Chinese' || n.script === 'Korean';
  const words = cjk ? syllableWords(n) : romanised && n.script === undefined ? hyphenatedWords(n) : undefined;
  if (!words) return 0;
  let out = 0;
  for (const w of words) {
    let paired = 0;
    let lost = 0;
    for (let i = w.start; i < w.start + w.length; i++) if (used[i]) paired++; else lost += n.tokens[i].weight;
    if (paired > 0 && paired < w.length) { out += lost; notes.push(`only part of the given name ${w.text} matched`); }
    // No middle names in Chinese or Korean names: a whole word unpaired is another given name.
    else if (paired === 0 && cjk) { out += lost; notes.push(`name ${w.text} not matched`); }
  }
  return out;
}

/**
 * Whether two pinyin-like syllables differ only by the nasal final -N against -NG (LIAN/LIANG,
 * JIN/JING, CHEN/CHENG). Pinyin, Wade-Giles and Cantonese romanisations all keep the two finals apart.
 */
function nasalFinalDiffers(a: string, b: string): boolean {
  const [x, y] = a.length < b.length ? [a, b] : [b, a];
  return x.endsWith('N') && y.length === x.length + 1 && y.endsWith('G') && y.startsWith(x);
}

/** Folded text of one written word (its first token), or '' when it gives none. */
function wordText(w: string): string {
  return normaliseName(w, { type: 'individual' }).tokens[0]?.text ?? '';
}

/** Words of a written name part that carry a letter. */
function writtenWords(s: string): string[] {
  return s.split(/[\s,]+/).filter((w) => /\p{L}/u.test(w));
}

/** Whether a written word is in capitals (and has a letter). */
const inCapitals = (w: string) => w === w.toUpperCase() && w !== w.toLowerCase();

/**
 * Compound surnames of a name as written, as runs of token indexes of `n`: in a name that also has
 * lower case, two or more words in capitals before
 * the comma ("RIZO MORENO, Jorge Luis") or ending the name after at least two given names ("Francisco
 * José RANGEL GÓMEZ"; after one word the capitals may be the whole name: "Deputada CARMEN ZANOTTO"),
 * and a hyphenated Spanish pair of surnames (`hyphenatedSpanishSurname`: "Jose Antonio Ortiz-Lopez").
 */
function compoundSurnames(n: NormalisedName): number[][] {
  if (n.compounds !== undefined) return n.compounds;
  const out: number[][] = [];
  const orig = n.original;
  const words = writtenWords(orig);
  // A hyphenated surname is not one (but for a Spanish pair, below): in English double-barrelled names the
  // second part is often the surname the person was born with and still known by (Huw Irranca-Davies, born Huw Davies).
  const runs: string[][] = [];
  if (orig !== orig.toUpperCase()) {
    const comma = orig.indexOf(',');
    if (comma > 0) {
      const head = writtenWords(orig.slice(0, comma));
      if (head.length >= 2 && head.every(inCapitals)) runs.push(head.map(wordText));
    } else {
      let k = words.length;
      while (k > 0 && inCapitals(words[k - 1]) && !words[k - 1].includes('-')) k--;
      if (words.length - k >= 2 && k >= 2) runs.push(words.slice(k).map(wordText));
    }
  }
  const spanish = hyphenatedSpanishSurname(orig);
  if (spanish) runs.push(spanish);
  const texts = n.tokens.map((t) => t.text);
  for (const run of runs) {
    if (run.length < 2 || run.some((x) => x === '')) continue;
    for (let i = 0; i + run.length <= texts.length; i++) {
      if (run.every((x, k) => texts[i + k] === x)) { out.push(run.map((_, k) => i + k)); break; }
    }
  }
  n.compounds = out;
  return out;
}

/** A Spanish patronymic surname ending in -EZ (RODRÍGUEZ, LÓPEZ, MARTÍNEZ: "son of Rodrigo, Lope, Martín"). */
const SPANISH_PATRONYMIC_RE = /^\p{L}{2,}[eEéÉ][zZ]$/u;

/**
 * Folded parts of a Spanish two-surname compound written hyphenated ("Jose Antonio Ortiz-Lopez",
 * "ORTIZ-LOPEZ, Jose"), or undefined: a word of two hyphen-joined parts, one of them a Spanish
 * patronymic ending in -EZ, that ends a name after at least one given name or stands alone before
 * its comma (rule 3b, for `compoundSurnames`). In Spanish usage the first part is the father's
 * surname, the one a person is known by, the second the mother's; the patronymic ending tells this
 * compound from an English double-barrelled surname, whose second part may be the surname the
 * person is known by (Huw Irranca-Davies). Source: Spanish naming customs (apellido paterno +
 * apellido materno), which lists often write joined by a hyphen.
 */
function hyphenatedSpanishSurname(orig: string): string[] | undefined {
  if (!orig.includes('-')) return undefined;
  const comma = orig.indexOf(',');
  const words = writtenWords(comma > 0 ? orig.slice(0, comma) : orig);
  if (comma > 0 ? words.length !== 1 : words.length < 2) return undefined;
  const parts = words[words.length - 1].split('-');
  if (parts.length !== 2 || !parts.some((p) => SPANISH_PATRONYMIC_RE.test(p))) return undefined;
  return parts.map(wordText);
}

/**
 * Weight of the first part of a listed compound surname left unpaired while a later part paired and
 * every name of the query paired (rule 3b; the caller checks the query): "Francisco Gomez" ~ "Francisco
 * José RANGEL GÓMEZ": the query gives only the second (in Spanish usage the mother's) surname, which a
 * person is not known by alone; likewise when no part of it paired ("José Vicente" ~ "José Vicente
 * RANGEL ÁVALOS": the query's names are the listed given names only). 0 otherwise; appends a note when
 * it applies.
 */
function displacedFirstSurname(cn: NormalisedName, usedC: Uint8Array, notes: string[]): number {
  for (const run of compoundSurnames(cn)) {
    // A particle opening the surname ("DEL PINO DÍAZ") belongs to its first part.
    const f = run.find((j) => cn.tokens[j].cls !== 'particle') ?? run[0];
    const first = cn.tokens[f];
    if (usedC[f] || first.cls !== 'name' || WEAK_NAME_WORDS.has(first.text)) continue;
    // No part paired at all ("José Vicente" ~ "José Vicente RANGEL ÁVALOS"): the query gives the
    // listed person's given names only, which do not identify a person either.
    const nonePaired = !run.some((j) => usedC[j]);
    notes.push(nonePaired ? `listed surnames ${run.map((j) => cn.tokens[j].text).join(' ')} unmatched` : `listed first surname ${first.text} unmatched`);
    return first.weight;
  }
  return 0;
}

/**
 * Weight of a surname left unpaired on one side while the other side's surname paired, only
 * approximately (sim < 1), with a middle name of it, every token of that other side paired and the
 * unpaired surname the only unpaired name of its side (rule 3b): "John Reyes" ~ "John Reece Roth",
 * "Michael Berry" ~ "Michael Barry Shor" (a near-spelling of a listed middle name stands in for a
 * surname the listed person does not share), and the mirror case "Alexandre Nikolai Zimmer" ~
 * "Alexander Nikolic". Applies to names in the Western order (given names, then surname: no
 * "SURNAME," part, and when some words are in capitals, the last word among them); an exact middle
 * name (one side may give given names only) is left to `extraWeight`. `qAll` / `cAll` as for
 * `displacedFirstName`. 0 otherwise; appends a note
 * when it applies.
 */
function displacedLastName(qn: NormalisedName, usedQ: Uint8Array, qAll: boolean, cn: NormalisedName, usedC: Uint8Array, cAll: boolean, pairs: TokenPair[], notes: string[]): number {
  if (qAll === cAll) return 0;
  // `a`: the fully paired side; `b`: the side whose surname is left out.
  const [a, b, usedB] = qAll ? [qn.tokens, cn.tokens, usedC] : [cn.tokens, qn.tokens, usedQ];
  const la = a.length - 1;
  const lb = b.length - 1;
  if (la < 1 || lb < 2 || a[la].cls !== 'name' || b[lb].cls !== 'name' || usedB[lb]) return 0;
  if (!westernOrder(qn) || !westernOrder(cn)) return 0;
  for (let k = 0; k < lb; k++) if (!usedB[k] && b[k].cls === 'name') return 0;
  const p = pairs.find((x) => (qAll ? x.q : x.c).length === 1 && (qAll ? x.q : x.c)[0] === la);
  const partner = p === undefined ? undefined : qAll ? p.c : p.q;
  if (!p || !partner || partner.length !== 1 || partner[0] === 0 || p.sim >= 1) return 0;
  notes.push(qAll ? `listed surname ${b[lb].text} unmatched` : `surname ${b[lb].text} not listed`);
  return b[lb].weight;
}

/**
 * Whether a name as written reads given names first, surname last: no "SURNAME," part and, when some
 * but not all words are in capitals (the usual mark of the surname), the last word in capitals
 * ("CUELLAR Hugo" names the surname first).
 */
function westernOrder(n: NormalisedName): boolean {
  const orig = n.original;
  if (orig.includes(',')) return false;
  if (orig === orig.toUpperCase()) return true;
  const words = writtenWords(orig);
  return !words.some(inCapitals) || inCapitals(words[words.length - 1]);
}

/** Static weight of a name token (normalise.CLASS_WEIGHTS.name): the unit of "one missing name". */
const CLASS_NAME_WEIGHT = 1;

const isNumberToken = (x: NameToken) => x.cls === 'number';
const isKnownLegalForm = (x: NameToken) => x.cls === 'legal' && LEGAL_FAMILY[x.text] !== undefined;

/** Texts of the unpaired tokens of one side that pass `keep`. */
function unpairedTexts(t: NameToken[], used: Uint8Array, keep: (x: NameToken) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.length; i++) if (!used[i] && keep(t[i])) out.push(t[i].text);
  return out;
}

/** "1 vs 2" when each side has an unpaired number (numbers pair only when equal), else undefined. */
function numberConflict(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array): string | undefined {
  const a = unpairedTexts(q, usedQ, isNumberToken);
  if (a.length === 0) return undefined;
  const b = unpairedTexts(c, usedC, isNumberToken);
  return b.length ? `${a.join(' ')} vs ${b.join(' ')}` : undefined;
}

/**
 * The series number (>= 2) an organisation's name has unpaired when the other name has no unpaired
 * number ("BOWNE GLOBAL SOLUTIONS II, INC." / "BOWNE GLOBAL SOLUTIONS, INC."), else undefined; the
 * caller caps the score like a vessel's `numberConflict`. Companies, funds and partnerships are set
 * up in numbered series beside the unnumbered first one, each a separate legal person; a 1 (I) on
 * one side only is no conflict (the first of a series is written with or without it). Different
 * numbers on both sides are left to the other rules (the evaluation labels treat "FUND III" /
 * "FUND IV" as one fund family).
 */
function seriesNumberAdded(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array): string | undefined {
  const a = unpairedNumber(q, usedQ);
  const b = unpairedNumber(c, usedC);
  if ((a === undefined) === (b === undefined)) return undefined;
  const n = (a ?? b) as string;
  return Number(n) >= 2 ? n : undefined;
}

/** Text of the first unpaired number token of one side, or undefined. */
function unpairedNumber(t: NameToken[], used: Uint8Array): string | undefined {
  for (let i = 0; i < t.length; i++) if (!used[i] && t[i].cls === 'number') return t[i].text;
  return undefined;
}

/**
 * A legal-form conflict, or undefined: `text` "AG vs GMBH" when each side has an unpaired legal form of a
 * known family (normalise.LEGAL_FAMILY) and no family is shared; `factor` how many times
 * `legalConflictWeight` it counts (`purposeConflictFactor`).
 */
function legalConflict(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array): { text: string; factor: number } | undefined {
  const a = unpairedTexts(q, usedQ, isKnownLegalForm);
  if (a.length === 0) return undefined;
  const b = unpairedTexts(c, usedC, isKnownLegalForm);
  if (b.length === 0) return undefined;
  const fa = a.map((x) => LEGAL_FAMILY[x]);
  const fb = b.map((x) => LEGAL_FAMILY[x]);
  if (fb.some((f) => fa.includes(f))) return undefined;
  return { text: `${a.join(' ')} vs ${b.join(' ')}`, factor: purposeConflictFactor(fa, fb) };
}

/** How many times `legalConflictWeight` a conflict across the commercial / non-commercial divide counts. */
const PURPOSE_CONFLICT_FACTOR = 2;

/**
 * Factor on `legalConflictWeight` for a legal-form conflict between the families of two sides' unpaired
 * known forms (`legalConflict`): `PURPOSE_CONFLICT_FACTOR` when one side's are all non-profit
 * (normalise.LEGAL_FAMILY `nonprofit`: ANO, e.V., ASBL) and the other side's all commercial, else 1. A
 * commercial company and a non-commercial organisation are the first division of legal persons (Russian
 * Civil Code art. 50(1): profit as the main purpose or not; the German Verein of BGB § 21 against the
 * trading companies of the HGB and GmbHG), further apart than two commercial forms, between which a
 * company changes by a mere change of form (AG / GmbH: UmwG § 190 ff.; OOO / AO): "ANO X" and "LLC X"
 * are two organisations.
 */
function purposeConflictFactor(a: Array<string | undefined>, b: Array<string | undefined>): number {
  const aNon = a.every((f) => f === 'nonprofit');
  const bNon = b.every((f) => f === 'nonprofit');
  const aCom = !a.includes('nonprofit');
  const bCom = !b.includes('nonprofit');
  return (aNon && bCom) || (bNon && aCom) ? PURPOSE_CONFLICT_FACTOR : 1;
}

/**
 * Cross-script family for a pair of names (cross-script.crossFamily): the abjad rules whenever either
 * name is written in an abjad (also two Arabic-script spellings), otherwise the family of the
 * non-Latin side when the scripts differ; none for two names in one script.
 */
function crossMode(a: NormalisedName, b: NormalisedName): PairMode | false {
  if (a.abjad || b.abjad) return 'abjad';
  if (a.script === b.script) return false;
  if ((a.transcribed && b.script === undefined) || (b.transcribed && a.script === undefined)) return 'transcribed';
  if ((a.script === 'Chinese') !== (b.script === 'Chinese')) return 'han';
  return crossFamily(a.script) ?? crossFamily(b.script) ?? false;
}

/** Dice coefficient of two sorted character multisets (0–1). */
function charDice(a: string, b: string): number {
  const ca = [...a];
  const cb = [...b];
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < ca.length && j < cb.length) {
    if (ca[i] === cb[j]) { common++; i++; j++; } else if (ca[i] < cb[j]) i++; else j++;
  }
  return (2 * common) / (ca.length + cb.length);
}

// ---------------------------------------------------------------------------------------------------
// Record-level qualifiers
// ---------------------------------------------------------------------------------------------------

/** A parsed query date of birth. */
export interface QueryDob {
  year: number;
  month?: number;
  day?: number;
}

/** Parse "YYYY", "YYYY-MM", "YYYY-MM-DD" (also "/" or "." separators, or "DD.MM.YYYY"). Undefined if unparseable. */
export function parseQueryDob(s: string | undefined): QueryDob | undefined {
  if (!s) return undefined;
  const t = s.trim();
  let m = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?$/.exec(t);
  if (m) {
    const year = Number(m[1]);
    const month = m[2] ? Number(m[2]) : undefined;
    const day = m[3] ? Number(m[3]) : undefined;
    return { year, month: month && month >= 1 && month <= 12 ? month : undefined, day: day && day >= 1 && day <= 31 ? day : undefined };
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) };
  return undefined;
}

/**
 * Date-of-birth qualifier: compares the query DOB with every published DOB and keeps the most
 * favourable outcome (people are often listed with several possible dates). Rules:
 *   exact y-m-d equal -> +exactBonus; same year where either side lacks month/day -> +yearBonus;
 *   year inside a published range (+-0) -> +rangeBonus; same year, different month/day ->
 *   -sameYearConflictPenalty; one year apart (or one year outside a range) -> -nearYearPenalty;
 *   further apart -> -conflictPenalty. No DOB on either side -> no contribution.
 */
export function dobContribution(q: QueryDob | undefined, dobs: ListDateOfBirth[], cfg: ScreeningConfig['dob']): FeatureContribution | undefined {
  if (!q || dobs.length === 0) return undefined;
  let best: FeatureContribution | undefined;
  const consider = (value: number, detail: string) => {
    if (!best || value > best.value) best = { feature: 'date_of_birth', value, detail };
  };
  const qs = `${q.year}${q.month ? '-' + String(q.month).padStart(2, '0') : ''}${q.day ? '-' + String(q.day).padStart(2, '0') : ''}`;
  for (const d of dobs) {
    if (d.kind === 'range' && d.from_year !== undefined && d.to_year !== undefined) {
      const lo = Math.min(d.from_year, d.to_year);
      const hi = Math.max(d.from_year, d.to_year);
      if (q.year >= lo && q.year <= hi) consider(cfg.rangeBonus, `DOB ${qs} within ${lo}–${hi}`);
      else if (q.year === lo - 1 || q.year === hi + 1) consider(-cfg.nearYearPenalty, `DOB ${qs} just outside ${lo}–${hi}`);
      else consider(-cfg.conflictPenalty, `DOB ${qs} outside ${lo}–${hi}`);
      continue;
    }
    const y = d.year ?? d.from_year;
    if (y === undefined) continue;
    const diff = Math.abs(y - q.year);
    if (diff === 0) {
      const full = d.month !== undefined && d.day !== undefined && q.month !== undefined && q.day !== undefined;
      if (full) {
        if (d.month === q.month && d.day === q.day) consider(cfg.exactBonus, `DOB ${qs} = ${d.raw}`);
        else consider(-cfg.sameYearConflictPenalty, `DOB ${qs} vs ${d.raw}: same year, different day`);
      } else if (d.month !== undefined && q.month !== undefined && d.month !== q.month) {
        consider(-cfg.sameYearConflictPenalty, `DOB ${qs} vs ${d.raw}: same year, different month`);
      } else {
        consider(cfg.yearBonus, `DOB year ${q.year} = ${d.raw}`);
      }
    } else if (diff === 1) {
      consider(-cfg.nearYearPenalty, `DOB ${qs} vs ${d.raw}: one year apart`);
    } else {
      consider(-cfg.conflictPenalty, `DOB ${qs} vs ${d.raw}: ${diff} years apart`);
    }
  }
  return best;
}

/**
 * Age bound of a PEP record without a date of birth: the query's person, born in `q.year`, is at most
 * `start year - q.year` years old when the record's latest term began (`record.latest_term_start`); when
 * that is under `cfg.minOfficeAge` (18) they cannot have taken the seat, and the finding gets
 * -conflictPenalty, as a date of birth years apart does. Years only, so the bound is never wrong by a
 * birthday: a person born in 2000 was at most 17 in 2017. Undefined when the query has no date of birth,
 * the record publishes one (dobContribution compares it) or states no term start.
 * Source: IPU Parline, "Age of eligibility" (minimum age to sit in a national parliament: 18 at the lowest).
 */
export function officeAgeContribution(q: QueryDob | undefined, record: ListRecord, cfg: ScreeningConfig['dob']): FeatureContribution | undefined {
  if (!q || record.dates_of_birth.length > 0 || !record.latest_term_start) return undefined;
  const startYear = Number(record.latest_term_start.slice(0, 4));
  const age = startYear - q.year;
  if (!Number.isInteger(startYear) || age >= cfg.minOfficeAge) return undefined;
  const detail = age < 0 ? `DOB ${q.year}: born after the latest term began (${record.latest_term_start})` : `DOB ${q.year}: at most ${age} when the latest term began (${record.latest_term_start}), under ${cfg.minOfficeAge}`;
  return { feature: 'date_of_birth', value: -cfg.conflictPenalty, detail };
}

/**
 * Country qualifier: query country (ISO2) vs the record's nationalities and linked countries.
 * Match -> +matchBonus; the record has countries and none matches -> -conflictPenalty (a vessel's
 * flag: -flagConflictPenalty); else none.
 */
export function countryContribution(country: string | undefined, record: ListRecord, cfg: ScreeningConfig['country']): FeatureContribution | undefined {
  if (!country) return undefined;
  const all = record.nationalities.length || record.countries.length;
  if (!all) return undefined;
  if (record.nationalities.includes(country) || record.countries.includes(country)) {
    return { feature: 'country', value: cfg.matchBonus, detail: `country ${country} matches` };
  }
  const listed = [...new Set([...record.nationalities, ...record.countries])].slice(0, 5).join(', ');
  // A vessel's country is its flag (loaders put the flag in `countries`): another flag is a registry fact.
  if (record.entity_type === 'vessel') return { feature: 'country', value: -cfg.flagConflictPenalty, detail: `flag ${country} not in ${listed}` };
  return { feature: 'country', value: -cfg.conflictPenalty, detail: `country ${country} not in ${listed}` };
}

/** True when a query of `qType` may never match a record of `rType` (vessel/aircraft vs individual). */
export function entityTypeExcluded(qType: string | undefined, rType: ListEntityType): boolean {
  if (!qType) return false;
  if (qType === 'individual') return rType === 'vessel' || rType === 'aircraft';
  if (qType === 'vessel') return rType === 'individual';
  return false;
}

/**
 * Entity-type qualifier: individual vs company (or company vs vessel/aircraft) -> -mismatchPenalty
 * (vessel/aircraft vs individual never reach here: `entityTypeExcluded`). Same type or unknown -> none.
 */
export function entityTypeContribution(qType: string | undefined, rType: ListEntityType, cfg: ScreeningConfig['entityType']): FeatureContribution | undefined {
  if (!qType || qType === rType) return undefined;
  if (qType === 'company' && (rType === 'vessel' || rType === 'aircraft')) {
    return { feature: 'entity_type', value: -cfg.mismatchPenalty / 2, detail: `query ${qType} vs listed ${rType}` };
  }
  if (qType === 'vessel' && rType === 'company') {
    return { feature: 'entity_type', value: -cfg.mismatchPenalty / 2, detail: `query ${qType} vs listed ${rType}` };
  }
  return { feature: 'entity_type', value: -cfg.mismatchPenalty, detail: `query ${qType} vs listed ${rType}` };
}

/** Gender qualifier: both known and different -> -conflictPenalty. */
export function genderContribution(q: string | undefined, r: string | undefined, cfg: ScreeningConfig['gender']): FeatureContribution | undefined {
  if (!q || !r || q === r) return undefined;
  return { feature: 'gender', value: -cfg.conflictPenalty, detail: `gender ${q} vs listed ${r}` };
}
