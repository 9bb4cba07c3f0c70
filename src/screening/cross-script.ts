/**
 * Cross-script comparison keys (pure, no I/O): how a name token written in one script is compared with a
 * token written in another, once both are romanised and folded (normalise.ts, romanise.ts).
 *
 *   `crossFamily(script)`  the comparison family of a script (abjad, syllabic, hangul, alphabetic);
 *   `crossKey(text, f)`    the family's key of a folded token (equal keys: a likely spelling variant);
 *   `abjadKeys(text)`      the index keys of an abjad-script token (with its alternative readings);
 *   `abjadPattern`, `latinShape`, `abjadFits`: whether a Latin spelling fits an abjad spelling,
 *                          consonant by consonant and written long vowel by long vowel;
 *   `koreanKey(text)`      the Korean romanisation-variant key.
 * Used by the scorer (score.ts) and the index (index.ts). Every rule is general (letter classes and the
 * romanisation systems' tables); none names a person.
 */
import { phoneticKey } from './normalise.js';
import type { NameScript } from './scripts.js';

/**
 * How a name written in one script is compared with a name written in another (the romanisation of
 * the non-Latin side is only one of the spellings the Latin side may use):
 *   `abjad`      Arabic, Persian, Hebrew: the script omits short vowels and writes w/y/v with one letter
 *                (و is w, u, o or v): compare consonant skeletons without vowels, W, Y or V;
 *   `syllabic`   Japanese kana, Thai: every consonant carries a vowel (ボリソフ "borisofu" = Borisov) and
 *                l/r, f/p/b/v are not told apart: consonant skeletons with those classes merged;
 *   `alphabetic` Cyrillic, Greek and other alphabets: the phonetic key with h, kh and g merged (Х and Г
 *                are read h or kh / g or h: Хасан Hasan, Ігор Ihor).
 *   `indic`      Devanagari: व is read b (Nepali, Bengali: विजय Bijay, वीरेन्द्र Birendra), v or w (Hindi:
 *                Vijay, पासवान Paswan), and the inherent vowel is kept or dropped (कमला Kamala, Kamla):
 *                the spelling with those letters folded (`indicKey`; Hunterian practice,
 *                romanise-devanagari.ts). Sinhala too (romanise-tamil-sinhala.ts): it writes voicing
 *                and the inherent vowel as Devanagari does, and ව is read v or w (Wickremesinghe,
 *                Viraj). Tamil is `alphabetic`: it writes no voicing (க k/g, த th/d, ட t/d, ப p/b,
 *                ச s/ch/j), and Sri Lankan names written in Tamil end in the inherent vowel where
 *                English spells -e (திசாநாயக்க Dissanayake); the phonetic key folds both, where a Tamil
 *                key of its own would need a new pair mode in the scorer;
 *   `hangul`     Korean: Revised Romanization, McCune-Reischauer and the customary spellings disagree on
 *                initial consonants (g/k, d/t, b/p, j/ch, r/l, aspirates ph/th/kh) and on the vowels
 *                ㅓ/ㅗ/ㅜ/ㅡ (eo/o/u/eu/oo/ou: Jeon, Chun, Chon), ㅐ/ㅔ/ㅚ (ae/e/oe/oi: Choe, Choi): `koreanKey`.
 * Chinese has none: its syllables are one- or two-consonant tokens whose folded keys collide (JIE/XIU,
 * SHAN/CHEN); it is compared by its pinyin as any Latin name.
 */
export type CrossFamily = 'abjad' | 'syllabic' | 'alphabetic' | 'indic' | 'hangul';

/** Cross-script family of a script (undefined for Latin). */
export function crossFamily(script: NameScript | undefined): CrossFamily | undefined {
  switch (script) {
    case undefined: case 'Latin': return undefined;
    case 'Arabic': case 'Persian': case 'Hebrew': return 'abjad';
    case 'Japanese': case 'Thai': return 'syllabic';
    case 'Korean': return 'hangul';
    case 'Devanagari': case 'Sinhala': return 'indic';
    case 'Tamil': return 'alphabetic';
    case 'Chinese': return undefined;
    default: return 'alphabetic';
  }
}

const collapse = (k: string) => k.replace(/(.)\1+/g, '$1');

/**
 * Abjad key of a folded token (`crossKey` family `abjad`), of its first name for an "al-Din" compound
 * (`DIN_COMPOUND`: SHAMSUDDIN and شمس الدين key as SHAMS) and of ABDUL for the assimilated ABDUR,
 * ABDUS...: a leading "." when the word starts with a
 * vowel (an Arabic-script word can only do so with alif or ayn), the consonant skeleton (W, Y, V read as
 * vowels, then `phoneticKey` without vowel marks), a trailing "-" when the word ends in an i sound
 * (Latin I/Y, Arabic-script ya: AHMADI, احمدی). MUHAMMAD, MHMD -> "MHMT"; AHMED -> ".HMT"; HAMID -> "HMT".
 * ZH is read as two letters, zay and ha (زهرا ZAHRA, زهير ZUHAIR: far more names than the Persian zhe
 * ژ, whose J reading `abjadKeys` adds; `zhe`: read ZH as zhe).
 */
function abjadKey(token: string, zhe = false): string {
  const text = token.length >= 7 && token.endsWith('UDDYN') ? token.slice(0, -5)
    : ABD_ASSIMILATED.test(token) ? 'ABDUL' : DIN_COMPOUND.exec(token)?.[1] ?? token;
  return lead(text) + skeleton(zhe ? text : text.replace(/ZH/g, 'ZAH')) + tail(text);
}
/** Marks of `abjadKey`: "." for a word starting with a vowel, "-" for one ending in an i sound. */
const lead = (text: string): string => (/^[AEIOU]/.test(text) ? '.' : '');
const tail = (text: string): string => (/[IY]$/.test(text) && text.length > 2 ? '-' : '');

/** Consonant skeleton of a folded token: W, Y, V read as vowels, then `phoneticKey` without vowel marks. */
const skeleton = (text: string): string => phoneticKey(text.replace(/[WYV]/g, 'A')).replace(/A/g, '');

/**
 * A compound with "al-Din" ("of the faith"): the Latin forms SHAMSUDDIN, SALAHALDIN, NOUREDDINE,
 * GHIASSOUDDINE (group 1: the first name; the abjad form romanise.ts writes is X + "UDDYN").
 */
const DIN_COMPOUND = /^(.{3,}?)[AEIOU]{1,2}[LDN]?D(?:I|EE|Y)NE?$/;
/** The Latin shapes (`latinShape`) of "al-Din" written onto a name: ALDIN, UDDIN, EDDINE, OUDDINE. */
const DIN_LATIN = '[aeiou]*L?T[aeiou]*[ie][aeiou]*N[aeou]*';

const KOREAN_VOWEL_RE = /WAE|EUI|WEE|EO|EU|OO|OU|OE|OI|WE|AE|AI|WA|WI|UI|EE|A|E|I|O|U/g;
const KOREAN_VOWELS: Record<string, string> = {
  WAE: 'e', OE: 'e', OI: 'e', WE: 'e', AE: 'e', AI: 'e', E: 'e', WA: 'wa', WI: 'wi', WEE: 'wi', EUI: 'i', UI: 'i',
  EO: 'o', EU: 'o', OO: 'o', OU: 'o', O: 'o', U: 'o', EE: 'i', I: 'i', A: 'a',
};

/**
 * Korean romanisation-variant key of a folded syllable token (`crossKey` family `hangul`): CH, TS -> J,
 * an H after the first letter dropped (AHN, PHYO, THAE, HAHN, SUH, GEH), C (HACK) -> K, G/K -> K,
 * D/T -> T, B/P -> P, L -> R, SH -> S; vowels folded as the spellings in use merge them (ㅓ ㅗ ㅜ ㅡ ->
 * o; ㅐ ㅔ ㅚ -> e, with the customary AI of TAIK, PAIK; i; a; glides y/w kept). Three customary
 * spellings of one vowel lose their glide letter: the W of WOO, WU for ㅜ (WOO, WOONG, WOOK: 우 웅 욱;
 * W before O is otherwise ㅝ, WON), the Y of YI, YEE for ㅣ/ㅢ (no glide is written before ㅣ: 이 YI,
 * 의 YEE), and the Y of ㅖ after a consonant other than R (HYE/HAE 혜, GYE/GEH 계, SYE 세), pronounced
 * [e] there (Standard Pronunciation of Korean, National Institute of Korean Language, 1988, art. 5:
 * ㅖ other than in 예, 례 may be pronounced ㅔ). JEONG, CHUNG, CHOUNG -> "Jonk"; CHOE, CHOI -> "Je";
 * GYEONG, KYOUNG -> "Kyonk"; TAEK, TAIK -> "Tek". Sources: the Revised Romanization of Korean
 * (Ministry of Culture and Tourism, 2000) and McCune-Reischauer (1939) tables, compared letter by
 * letter, and the customary spellings of names in passports (National Institute of Korean Language,
 * survey of the Latin spellings of Korean names, 2009: SOO, WOO, HEE, LEE, SUH, CHUNG, YOUNG, TAIK).
 */
export function koreanKey(text: string): string {
  let t = text.replace(/CH|TS/g, 'J').replace(/SH/g, 'S').replace(/C/g, 'K');
  t = t[0] + t.slice(1).replace(/H/g, '');
  t = t.replace(/W(?=OO|U)|Y(?=EE|I)/g, '').replace(/([^AEIOUWYR])YE(?!O)/g, '$1E');
  t = t.replace(KOREAN_VOWEL_RE, (v) => KOREAN_VOWELS[v]);
  t = t.replace(/G/g, 'K').replace(/D/g, 'T').replace(/B/g, 'P').replace(/L/g, 'R');
  return collapse(t);
}

/**
 * Abjad keys of an abjad-script token for the index: its key, the key with dhal/dad/tha read as z/s
 * (Persian and Turkic use: رضا Reza, ذاکر Zakir, عثمان Osman), with a final alif maqsura read i, with
 * jim read g, with the romanised sh/kh/gh read as two letters (سهيل SUHAIL) and with zh read as zhe
 * (بیژن BIJAN; `abjadKey` reads it as zay + ha).
 */
export function abjadKeys(text: string): string[] {
  const out = [abjadKey(text)];
  // A two-letter word of a consonant and ya (می MAY, لی LEIGH, LEE): also the key of a Latin spelling
  // ending in an i sound (MAY, LEIGH read LEI: "M-", "L-"), which `abjadKey` gives words of three
  // letters or more only.
  if (text.length === 2 && text[1] === 'Y' && !'AEIOUWY'.includes(text[0])) out.push(out[0] + '-');
  // A romanised v (Hebrew bet inside a word, Arabic ڤ) read b (`abjadPattern`): also the key with B.
  if (text.includes('V')) out.push(abjadKey(text.replace(/V/g, 'B')));
  if (/DH|TH/.test(text)) out.push(abjadKey(text.replace(/DH|TH/g, 'Z')));
  // Hebrew pe ("PH") is read p or f.
  if (text.includes('PH')) for (const k of [...out]) out.push(k.replace(/F/g, 'P'));
  // A final alif maqsura (romanised "E") is read a or i.
  if (text.endsWith('E')) for (const k of [...out]) out.push(k + '-');
  // Nun before ba read m (جنبلاط JUMBLATT); a French silent t/d after a final r/n (روبير ROBERT).
  if (/N[BV]/.test(text)) for (const k of [...out]) out.push(k.replace(/NP/g, 'MP'));
  if (/[RN]$/.test(text)) for (const k of [...out]) if (!k.endsWith('-')) out.push(k + 'T');
  // Jim read g (Egyptian and Levantine spellings: رجب RAGAB): the key of the Latin g (phoneticKey K).
  if (/(?<![DZ])J/.test(text)) out.push(abjadKey(text.replace(/(?<![DZ])J/g, 'G')));
  // The romanised sh, kh, gh are also two letters, a consonant and ha (سهيل "shyl" SUHAIL, كهلان
  // KAHLAN; zh is read so by `abjadKey`), and zh also the Persian zhe (ژ: بیژن BIJAN, نژاد NEJAD).
  // (Not dh, th: dhal, dad, dha and tha are far more frequent than dal or ta before ha.)
  if (/[SKG]H/.test(text)) out.push(abjadKey(text.replace(/([SKG])H/g, '$1AH')));
  if (text.includes('ZH')) {
    out.push(abjadKey(text, true));
    // (With a v read b: זשומבלאט JUMBLATT.)
    if (text.includes('V')) out.push(abjadKey(text.replace(/V/g, 'B'), true));
  }
  // Ta marbuta read -at (TA_MARBUTA_AT: نصرة NUSRAT): also the key with the t.
  if (TA_MARBUTA_AT.test(text)) out.push(abjadKey(text + 'T'));
  // A prothetic alif (PROTHETIC_ALIF: استوارت STUART, اسماعيل SMAIL): also the key without it.
  if (PROTHETIC_ALIF.test(text)) out.push(abjadKey(text.slice(1)));
  return [...new Set(out)];
}

/**
 * A romanised abjad word of three letters or more ending in A after a consonant: the A may be ta
 * marbuta (ة, romanised "a" as alif), which is pronounced and written -at in the construct state
 * (عصبة الأنصار ASBAT AL-ANSAR, نصرة الإسلام NUSRAT UL-ISLAM, سلسلة الذهب SILSILAT AL-DHAHAB) and in
 * the Persian, Turkish and Urdu forms of Arabic names (عزة IZZAT, نعمة NIMAT, رحمة RAHMAT). So the
 * Latin spelling may end in -AT or -ET (`abjadPattern`; `abjadKeys` adds the key with the t). Source:
 * Arabic grammar (ta marbuta in idafa) and the Persian/Turkish spellings of these names.
 */
const TA_MARBUTA_AT = /.[^AEIOUWY]A$/;

/**
 * A word-initial alif or hamza-alif before s or sh and another consonant, romanised (A or I, then S or
 * SH, then a consonant): Arabic and Persian words cannot start with two consonants, so a name starting
 * with such a cluster is written with an alif before it (استوارت STUART, اسمیت SMITH, استانکزی
 * STANEKZAI, اشتية SHTAYYEH), and Maghrebi spellings drop the vowel of a native one (اسماعيل SMAIL).
 * The Latin spelling may then start with the cluster itself, its two consonants with no vowel between
 * them (`abjadPattern`): SHARIF does not fit اشرف ASHRAF, nor SAMIR اسمر ASMAR. An initial ayn is
 * romanised "a" as alif, so عصمت ISMAT also fits SMAT (a spelling no list uses). Source: Arabic and
 * Persian syllable structure (no initial consonant cluster; loanwords take a prothetic vowel).
 */
const PROTHETIC_ALIF = /^[AI](?:SH|S)[BCDFGJKLMNPQRSTVXZ]/;

/**
 * Cross-script key of a folded token for `family` (see `CrossFamily`), built on `phoneticKey`:
 *   abjad      W, Y, V as vowels, then the phonetic key without vowel marks, with a leading "." for a
 *              word starting with a vowel and a trailing "-" for one ending in I/Y (`abjadKey`):
 *              MUHAMMAD, MHMD -> MHMT; PARVIZ, PRWYZ -> PRS; AHMADI, AHMDY -> .HMT-;
 *   syllabic   W as a vowel, key without vowel marks, F -> P, L -> R, J -> S, TS -> S: BORISOFU,
 *              BORISOV -> PRSP;
 *   alphabetic key with H -> K: HASAN, KHASAN -> KASAN;
 *   indic      the spelling with the letters Latin spellings of one Devanagari name vary in folded
 *              (`indicKey`): VIJAY, BIJAYA -> BIJY; KAMLA, KAMALA -> KML; CHAUDHRI, CHAUDHARY -> CODRI.
 */
export function crossKey(text: string, family: CrossFamily): string {
  switch (family) {
    case 'abjad': return abjadKey(text);
    case 'syllabic': return collapse(phoneticKey(text.replace(/W/g, 'A')).replace(/A/g, '').replace(/F/g, 'P').replace(/L/g, 'R').replace(/J/g, 'S').replace(/TS/g, 'S'));
    case 'alphabetic': return collapse(phoneticKey(text).replace(/H/g, 'K'));
    case 'indic': return indicKey(text);
    case 'hangul': return koreanKey(text);
  }
}

/**
 * The syllabic skeleton of a folded token (`crossKey` family `syllabic`: W read as a vowel, F -> P,
 * L -> R, J -> S, TS -> S, repeats collapsed) with an "A" wherever the word has vowels between two
 * consonants or before the first (phoneticKey's vowel marks; a final vowel leaves none). For a word of
 * a foreign name written in Hangul with its epenthetic vowels taken out (foreign-hangul.ts: 페이즐리
 * "peijlli" -> PASR), whose consonants stand where the foreign word has a vowel after them or none:
 * PAISLEY -> PASR, BACHELAY -> PASAR (one skeleton PSR). Source: the Korean foreign-word transcription
 * rules (외래어 표기법, 1986: ㅡ after a consonant without a vowel), in the classes of the syllabic family.
 */
export function vowelSkeleton(text: string): string {
  return collapse(phoneticKey(text.replace(/W/g, 'A')).replace(/F/g, 'P').replace(/L/g, 'R').replace(/J/g, 'S').replace(/TS/g, 'S'));
}

/**
 * Readings of a kana word (romanised by wanakana, modified Hepburn) as the Latin word it transcribes
 * may be spelt, for keys that keep l and r apart (the abjad skeleton pairs of index.ts): the word with
 * each R read R or L (katakana has one r-row for the foreign l and r: マニュエル MANYUERU = MANUEL,
 * ヒラリー HIRARII = HILARY; every combination for up to three R, else all R or all L), and each of
 * these without a final long ii (リー, ミー: it writes the -ie, -y, -ee of the Latin spelling, whose
 * e may be silent: マリー MARII = MARIE), with its long vowels read as a vowel and an r, and n before
 * a labial read m (below; at most `KANA_READINGS_MAX`). Sources: 外来語の表記 (Cabinet notice no. 2,
 * 1991: the foreign l written with the r-row, long vowels with ー, English -er, -ar, -or written with
 * ー) and Hepburn (ン before b, m, p is m).
 */
export function kanaReadings(text: string): string[] {
  let out = [text];
  const rs: number[] = [];
  for (let i = 0; i < text.length; i++) if (text[i] === 'R') rs.push(i);
  if (rs.length > 3) out.push(text.replace(/R/g, 'L'));
  else {
    for (const i of rs) {
      const more: string[] = [];
      for (const w of out) more.push(w.slice(0, i) + 'L' + w.slice(i + 1));
      out = out.concat(more);
    }
  }
  if (text.length > 4 && text.endsWith('II')) for (const w of [...out]) out.push(w.slice(0, -2));
  // A long vowel (ー, romanised as the vowel doubled) not before an r may write a vowel and an r the
  // English pronunciation does not sound (non-rhotic -er, -ar, -or: ターナー TAANAA = TURNER, ハワード
  // HAWAADO = HOWARD): each such vowel also read with an r.
  // ン before b, p, m is m (Hepburn writes n: トリンブル TORINBURU = TRIMBLE).
  const rewrites: Array<[RegExp, string]> = [[/([AEOU])\1(?!R)/g, '$1R'], [/N(?=[BPM])/g, 'M']];
  for (const [re, to] of rewrites) {
    re.lastIndex = 0;
    if (!re.test(text)) continue;
    for (const w of [...out]) {
      const v = w.replace(re, to);
      if (out.length < KANA_READINGS_MAX && !out.includes(v)) out.push(v);
    }
  }
  return out;
}

/** Most readings `kanaReadings` gives one word. */
const KANA_READINGS_MAX = 24;

/**
 * Key of a folded token for the `indic` family: what Latin spellings of one Devanagari name write
 * differently, folded, in this order: V and W as B (व is b, v or w); H after a consonant dropped
 * (aspirates and digraphs written with or without it: BH/B, TH/T, CH/C, SH/S); AU and OU as O, AI as E,
 * EE as I, OO as U (the vowel signs ौ ै ी ू in English spellings: PAUDEL / POUDEL); a final Y after a
 * consonant as I (CHAUDHARY / CHAUDHRI); the vowel A dropped (the inherent vowel, kept or deleted:
 * KAMALA / KAMLA, NAWARAJ / NAVRAJ); doubled letters once. Other vowels stay: the script writes them.
 * Source: Hunterian transliteration and its customary English variants (romanise-devanagari.ts).
 */
function indicKey(text: string): string {
  const t = text.replace(/[VW]/g, 'B').replace(/([^AEIOUH])H/g, '$1').replace(/AU|OU/g, 'O').replace(/AI/g, 'E')
    .replace(/EE/g, 'I').replace(/OO/g, 'U').replace(/([^AEIOU])Y$/, '$1I').replace(/A/g, '');
  return collapse(t);
}

/** Sun letters in Latin spelling (ت ث د ذ ر ز س ش ص ض ط ظ ل ن): the article's L takes their sound. */
const SUN_LETTER = /^[AE](?:(SH|TH|DH)\1|([TDRZSLN])\2)/;

/**
 * The word after a Latin-script token that writes the Arabic article fused with it, or undefined:
 * AL/EL + word (ALMANSOORI, ELSHEIKH), or the article assimilated to a sun letter, its L written as
 * that consonant doubled (ESSABAR as-Sabbar, ASSAYED as-Sayyid, ATTIKRITI at-Tikriti, ASHSHAMI). The
 * token must be 5 letters or more. Source: the Arabic sun-letter assimilation of the article (al-
 * before ت ث د ذ ر ز س ش ص ض ط ظ ل ن is pronounced and often written as-, ad-, an-...).
 */
export function fusedArticleRest(t: string): string | undefined {
  if (t.length < 5) return undefined;
  if (t.startsWith('AL') || t.startsWith('EL')) return t.slice(2);
  const m = SUN_LETTER.exec(t);
  return m ? t.slice(1 + (m[1] ? 2 : 1)) : undefined;
}

/** Consonant class of a letter or digraph for the abjad matcher (the classes of `phoneticKey`). */
const ABJAD_CLASS: Record<string, string> = {
  B: 'P', P: 'P', F: 'F', V: 'F', T: 'T', D: 'T', TH: 'T', DH: 'T', K: 'K', G: 'K', Q: 'K', C: 'K', KH: 'K',
  GH: 'K', CK: 'K', S: 'S', Z: 'S', SH: 'S', CH: 'S', X: 'S', J: 'J', ZH: 'J', DJ: 'J', H: 'H', L: 'L',
  M: 'M', N: 'N', R: 'R', PH: 'F',
};
const DIGRAPHS = new Set(['TH', 'DH', 'KH', 'GH', 'SH', 'CH', 'ZH', 'DJ', 'CK', 'PH']);
const LATIN_VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/**
 * Shape of a Latin-script token for the abjad matcher: consonants as their `phoneticKey` class
 * (upper case; repeated consonants once), vowels as lower-case letters; W is the consonant class F
 * before a vowel or word-initially and the vowel "u" otherwise; Y is a consonant before a vowel and the
 * vowel "i" otherwise; a final H after a vowel is silent (-AH/-EH); G (not GH) is its own class "G"
 * (fitting k-class letters and jim, `abjadPattern`); C before E/I/Y is S (French and Spanish soft c:
 * LOUNICI). "MUHAMMAD" -> "MuHaMaT", "YUSUF" -> "YuSuF", "DAWOOD" -> "TaFooT".
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
      const read = di === 'DH' || di === 'TH' ? '[TS]' : di === 'PH' ? '[FP]' : cls;
      unit = `(?:${read}|${ABJAD_CLASS[c] ?? c}${SHORT}H)`;
      i++;
      // Dh/th before h: the Latin spelling may write zh (مظهری MAZHARI, اظهر AZHAR).
      if ((di === 'DH' || di === 'TH') && t[i + 1] === 'H') {
        unit = `(?:${unit}${SHORT}H${i + 1 === t.length - 1 ? '?' : ''}|J)`;
        i++;
      }
    } else {
      cls = ABJAD_CLASS[c] ?? c;
      unit = cls;
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
/**
 * Latin spellings of "Abd al-" before a sun letter, the article assimilated to the next name's first
 * consonant (عبد الرحمن ABDUR RAHMAN, عبد السلام ABDUS SALAM, عبد النور ABDEN NOUR): the abjad side's
 * canonical ABDUL (normalise.ts "Abd-al forms unified") fits them. Source: the Arabic sun letters
 * (ت ث د ذ ر ز س ش ص ض ط ظ ل ن), in their usual Latin letters.
 */
/** The customary abbreviations of Muhammad in Latin script (MOHD, MUHD, MHD), which محمد fits. */
const MUHAMMAD_ABBREVIATED = /^(?:MOHD|MUHD|MHD|MOHD|MOHAMMAD|MUHAMAD)$/;
const ABD_ASSIMILATED = /^ABD(?:[AEIOU]|OU)(?:L|R|Z|S|SH|D|DH|T|TH|N)$/;
/** Memo of `abjadFits` by abjad text, then Latin text (pairs of common names recur); bounded (`fitsHeld` pairs). */
const FITS = new Map<string, Map<string, boolean>>();
let fitsHeld = 0;
