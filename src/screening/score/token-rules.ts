/**
 * Name-form predicates on a pair of tokens (rule 1 of score.ts): gendered variants and given names
 * of other groups, the plain spelling for the phonetic bar, glide and spelling keys, typing slips,
 * Belarusian against Russian / Ukrainian surname forms, surnames derived from given names (Germanic,
 * Spanish, Slavic), derivational surname suffix classes (`otherSurnameSuffix`), final-A ending classes
 * and the pinyin nasal finals. Used by token-similarity.ts, abjad-rules.ts and align.ts;
 * `SPELLING_MAX`, `spelling`, `belarusianSurnameVariant` and `otherSurnameSuffix` are re-exported by
 * score.ts.
 */
import { FEMININE_GROUP_FIRST, GIVEN_NAME_GROUPS, glideKey, phoneticKey, spellingKey, type NameToken } from '../normalise.js';
import { jaroWinkler, oneEdit, sameFrom } from './string-distance.js';

/**
 * Gendered variants of one name: the same stem with a feminine "-A" against a masculine "-O"/"-E"/
 * bare ending (ANTONIA/ANTONIO, FERNANDA/FERNANDO, JUSTINA/JUSTIN, IVANOVA/IVANOV), or against a
 * masculine name in -O built on that stem (MARIA/MARIANO, LUCIA/LUCIANO). They name
 * different people, so their similarity is capped (config `genderedSim`).
 */
export function gendered(a: string, b: string): boolean {
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
export function otherGivenName(a: NameToken, b: NameToken): boolean {
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
export function phoneticJw(a: string, b: string, jw: number): number {
  if (jw >= 0.8) return jw;
  const ua = plainSpelling(a);
  const ub = plainSpelling(b);
  return ua === a && ub === b ? jw : Math.max(jw, jaroWinkler(ua, ub));
}

/**
 * `normalise.glideKey` of a token (AW read as a vowel: SHAWN/SEAN), computed once per token; a token
 * without "AW" has its phonetic key as glide key (`glideKey` = `phoneticKey` then), shared, not copied.
 */
export function glide(t: NameToken): string {
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

/**
 * Whether two name tokens are one typing error apart (`oneEdit`: Damerau's four error kinds, Damerau
 * 1964), the longer of >= 4 letters, with the same first letter (misspellings rarely touch the first
 * letter: Pollock & Zamora 1983): "OMAR"/"ONAR", "KHAN"/"KHN", "ABBAS"/"ABVAS".
 */
export function typoPair(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < 3 || Math.max(a.length, b.length) < 4) return false;
  return a.charCodeAt(0) === b.charCodeAt(0) && oneEdit(a, b);
}

/**
 * Whether the shorter of two tokens (>= 3 letters) is the longer one with its first letter left out
 * ("UIS"/"LUIS", "HAN"/"KHAN", "ZZAT"/"IZZAT"): the first keystroke lost, a slip `typoPair` does not
 * cover (it keeps the first letter).
 */
export function firstDropped(a: string, b: string): boolean {
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
export function belarusianFinalA(a: NameToken, b: NameToken): boolean {
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
export function derivedSurname(a: NameToken, b: NameToken): boolean {
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
export function endingsDiffer(a: string, b: string): boolean {
  const x = endingClass(a);
  const y = endingClass(b);
  return x !== y && x !== '?' && y !== '?';
}

/** Whether the shorter of two tokens is an `unlisted` query token (a listed name with a letter dropped, read as a slip). */
export function droppedFinal(a: NameToken, b: NameToken): boolean {
  return a.text.length < b.text.length ? a.unlisted === true : b.text.length < a.text.length && b.unlisted === true;
}

/**
 * Whether two pinyin-like syllables differ only by the nasal final -N against -NG (LIAN/LIANG,
 * JIN/JING, CHEN/CHENG). Pinyin, Wade-Giles and Cantonese romanisations all keep the two finals apart.
 */
export function nasalFinalDiffers(a: string, b: string): boolean {
  const [x, y] = a.length < b.length ? [a, b] : [b, a];
  return x.endsWith('N') && y.length === x.length + 1 && y.endsWith('G') && y.startsWith(x);
}
