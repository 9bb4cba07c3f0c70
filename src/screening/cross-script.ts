/**
 * Cross-script comparison keys (pure, no I/O): how a name token written in one script is compared with a
 * token written in another, once both are romanised and folded (normalise.ts, romanise.ts).
 *
 *   `crossFamily(script)`  the comparison family of a script (abjad, syllabic, hangul, alphabetic);
 *   `crossKey(text, f)`    the family's key of a folded token (equal keys: a likely spelling variant);
 *   `abjadKeys(text)`      the index keys of an abjad-script token (with its alternative readings);
 *   `abjadPattern`, `latinShape`, `abjadFits` (abjad-fit.ts): whether a Latin spelling fits an
 *                          abjad spelling, consonant by consonant and written long vowel by long vowel;
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
export function abjadKey(token: string, zhe = false): string {
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
export const DIN_LATIN = '[aeiou]*L?T[aeiou]*[ie][aeiou]*N[aeou]*';

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
export const TA_MARBUTA_AT = /.[^AEIOUWY]A$/;

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
export const PROTHETIC_ALIF = /^[AI](?:SH|S)[BCDFGJKLMNPQRSTVXZ]/;

/**
 * Latin spellings of "Abd al-" before a sun letter, the article assimilated to the next name's first
 * consonant (عبد الرحمن ABDUR RAHMAN, عبد السلام ABDUS SALAM, عبد النور ABDEN NOUR): the abjad side's
 * canonical ABDUL (normalise.ts "Abd-al forms unified") fits them. Source: the Arabic sun letters
 * (ت ث د ذ ر ز س ش ص ض ط ظ ل ن), in their usual Latin letters.
 */
export const ABD_ASSIMILATED = /^ABD(?:[AEIOU]|OU)(?:L|R|Z|S|SH|D|DH|T|TH|N)$/;

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
