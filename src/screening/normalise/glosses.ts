/**
 * Organisational words read through the glossaries (rule 13 of normalise.ts): which glossary reads a
 * company's name (`glossMode`), the placeholder tokens of glossed words in Arabic script and in Han
 * (`arabicGlossed`, `hanGlossed`, `markNumber`), the tokens of a glossed word (`pushGloss`,
 * `writtenToken`) and the Latin abbreviations the words of a name in Cyrillic spell
 * (`latinAbbreviations`). Used by pipeline.ts.
 */
import { letterNameReading } from '../org-glossary.js';
import { glossArabicParts } from '../org-glossary-arabic.js';
import { segmentHan } from '../org-glossary-chinese.js';
import type { NameToken, NormaliseOptions } from './types.js';
import { legalPhraseAt } from './legal-forms.js';
import { ASCII_RE, foldText } from './fold.js';
import { LEGAL_FORM_CODE } from './numbers.js';
import { phoneticKey } from './keys.js';

const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
const ARABIC_SCRIPT_RE = /\p{Script=Arabic}/u;
/** A run of Arabic-script letters and marks (with ZWNJ / ZWJ, which join the parts of a Persian word). */
const ARABIC_RUN_RE = /[\p{Script=Arabic}\u200C\u200D]+/gu;
/** Placeholder token written for a glossed Arabic-script word before folding (`arabicGlossed`). */
export const GLOSS_MARK = 'QXGLOSSQX';

/**
 * Rule 13 for a company's name written in Arabic script (org-glossary-arabic.ts): each run of Arabic
 * letters the glossary knows is replaced by a placeholder token GLOSS_MARK + a letter index (A, B, ...,
 * then AA, ...) that survives `foldText` as one token, so the caller knows which tokens are glossed words
 * and which words they stand for. Returns the name with placeholders and the glosses in order (each:
 * its English words and the romanised word, `foldText` of the Arabic word with spaces removed), or
 * undefined when no word is known.
 */
export function arabicGlossed(name: string): Glossed | undefined {
  return markGlossed(name, ARABIC_RUN_RE, (run) => {
    // The conjunction و written on a word with the article (والمسلمين "wa-l-muslimin") is the word AND
    // before the word (`CONJUNCTION_ARTICLE_RE`).
    const m = CONJUNCTION_ARTICLE_RE.exec(run);
    return m === null ? [arabicPiece(run)] : [arabicPiece(m[1]), arabicPiece(run.slice(m[1].length))];
  }, false);
}

/**
 * The conjunction و (with its harakat) written on a word that starts with the article ال and has three
 * or more letters after it: Arabic writes و "and" joined to the next word (Wright, "A Grammar of the
 * Arabic Language", § 361; Hans Wehr, entry wa-), so والمسلمين is "wa-l-muslimin", AND MUSLIMS, which a
 * transliteration writes WA AL-MUSLIMIN or WAL-MUSLIMIN. In a company's name written in Arabic script
 * (rule 13) the two are read as two words: the conjunction (AND, as written W: it pairs with a Latin WA,
 * and with its article with a Latin WAL) and the word with its article, glossed or romanised as any
 * other (AL MSLMYN). Three letters at least after the article: والي (wali), والد (walid) stay whole.
 */
const CONJUNCTION_ARTICLE_RE = /^(و[\u064B-\u065F\u0670]*)(?=[اأإآٱ][\u064B-\u065F\u0670]*ل[\u064B-\u065F\u0670]*(?:\p{L}[\u064B-\u065F\u0670\u0640]*){3})/u;

/**
 * One Arabic-script word of `arabicGlossed`: its English words (glossArabicParts) and its
 * transliteration without the clitics the glossary removed (NameToken.written), or no English when
 * the glossary does not know it.
 */
function arabicPiece(text: string): { text: string; en: readonly string[] | undefined; reading: string | undefined } {
  const g = glossArabicParts(text);
  return { text, en: g?.en, reading: g === undefined ? undefined : foldText(g.stem).replace(/ /g, '') || undefined };
}

/**
 * The placeholders of `arabicGlossed` and `hanGlossed`: each run of `runRe` in `text` is cut into pieces
 * (`pieces`: the whole run as one word for Arabic script, `segmentHan`'s words for Han); a piece with
 * English words (`en`) becomes a placeholder token, the others stay as written. `showWritten`: the
 * tokens' `gloss` shows the piece as written (a Han word) rather than its romanisation.
 */
function markGlossed(text: string, runRe: RegExp, pieces: (run: string) => Array<{ text: string; en: readonly string[] | undefined; reading?: string }>, showWritten: boolean): Glossed | undefined {
  const glosses: Glossed['glosses'] = [];
  const out = text.replace(runRe, (run) => {
    let marked = '';
    for (const p of pieces(run)) {
      if (p.en === undefined) { marked += p.text; continue; }
      glosses.push({ en: p.en, word: foldText(p.text).replace(/ /g, '') || 'X', gloss: showWritten ? p.text : undefined, reading: p.reading });
      marked += ` ${GLOSS_MARK}${markIndex(glosses.length - 1)} `;
    }
    return marked;
  });
  return glosses.length > 0 ? { text: out, glosses } : undefined;
}

/**
 * A name with its glossed words as placeholder tokens (`arabicGlossed`, `hanGlossed`): each gloss has
 * its English words, the romanised word (the tokens' `raw`) and, when it is not the romanised word, the
 * word as written that the tokens' `gloss` shows (a Han word).
 */
export interface Glossed { text: string; glosses: Array<{ en: readonly string[]; word: string; gloss: string | undefined; reading: string | undefined }> }

const HAN_RE = /\p{Script=Han}/u;
const HAN_RUN_RE = /\p{Script=Han}+/gu;
/** Letters of the other scripts written with Han: a name with kana or Hangul is Japanese or Korean. */
const KANA_HANGUL_RE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Rule 13 for a company's name written in Han (org-glossary-chinese.ts): each run of Han characters is
 * segmented against the glossary (`segmentHan`) and each glossary word replaced by a placeholder token,
 * as `arabicGlossed` does; the characters between stay Han, romanised one syllable each. The gloss
 * shown is the Han word, the tokens' `raw` its pinyin (joined-syllable matching reads it).
 */
export function hanGlossed(name: string): Glossed | undefined {
  return markGlossed(name.normalize('NFKC'), HAN_RUN_RE, (run) => segmentHan(run).map((p) => ({ text: p.text, en: p.gloss?.en })), true);
}

/** Inverse of `markIndex` ("A" -> 0, "AA" -> 26). */
export function markNumber(s: string): number {
  let n = 0;
  for (let k = 0; k < s.length; k++) n = n * 26 + (s.charCodeAt(k) - 64);
  return n - 1;
}

/** Bijective base-26 letters of `n` (0 -> A, 25 -> Z, 26 -> AA): digits would be read as numbers. */
function markIndex(n: number): string {
  let s = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}
const NON_LATIN_NON_CYRILLIC_RE = /[^\P{L}\p{Script=Latin}\p{Script=Cyrillic}]/u;

/**
 * Whether the words of an organisation's name are read through the Russian organisation glossary
 * (org-glossary.ts, rule 13): 0 no (vessels and aircraft, whose names are proper names, and names in
 * any script but Latin, Cyrillic and Arabic, whose romanised words are not Russian), 1 a Latin-script
 * name (Russian words a list wrote in Latin letters: only forms the glossary proves Russian; and the
 * romanised Arabic and Persian forms of org-glossary-arabic.ts), 2 a name written in Cyrillic (every
 * word Russian, Ukrainian or Belarusian; short words too), 3 a name in Arabic script (its Arabic and
 * Persian words through org-glossary-arabic.ts, `arabicGlossed`), 4 a name in Han without kana or
 * Hangul (its Chinese words through org-glossary-chinese.ts, `hanGlossed`).
 */
export function glossMode(name: string, type: NormaliseOptions['type']): 0 | 1 | 2 | 3 | 4 {
  if (type === 'vessel' || type === 'aircraft') return 0;
  if (ASCII_RE.test(name)) return 1;
  if (ARABIC_SCRIPT_RE.test(name)) return 3;
  if (NON_LATIN_NON_CYRILLIC_RE.test(name)) return HAN_RE.test(name) && !KANA_HANGUL_RE.test(name) ? 4 : 0;
  return CYRILLIC_RE.test(name) ? 2 : 1;
}

/**
 * Appends the tokens of one glossed word (rule 13): the English word(s) `en` for the romanised word
 * `word`; a legal-form word among them becomes its code (KOMPANIYA -> COMPANY -> CO, CHASTNYY ->
 * PRIVATE -> PVT), and a translation that is a whole legal-form phrase one code (AKTSIONERNYY ->
 * JOINT STOCK -> JSC). Each token keeps the romanised word as its `raw` (joined-word matching reads
 * the word as written: URAL VAGON ZAVOD ~ URALVAGONZAVOD; and the screener's pooling of equal tokens,
 * which compares `raw`, never merges a glossed token with the same English word typed in English).
 * `shown`: the word the tokens' `gloss` shows (the Han word as written; otherwise the romanised word).
 * `alternatives`: the other English renderings, from the glossary that read the word, of a token text
 * (`NameToken.alt`; none from the Arabic and Persian glossary). `reading`: the word's transliteration
 * (Arabic and Persian glossary only: `NameToken.written`), given to the first token.
 */
export function pushGloss(en: readonly string[], word: string, keptT: string[], keptRaw: string[], keptLegal: boolean[], glossed: Array<GlossedToken | undefined>, shown = word, alternatives?: (text: string) => readonly string[] | undefined, reading?: string): void {
  // (Phrases are tried longest first, so the one spanning the whole translation is found if it exists.)
  const phrase = en.length > 1 ? legalPhraseAt(en, 0) : undefined;
  if (phrase !== undefined && phrase[0].length === en.length) {
    keptT.push(phrase[1]); keptRaw.push(word); keptLegal.push(true); glossed.push({ word: shown, alt: alternatives?.(phrase[1]), reading });
    return;
  }
  for (let k = 0; k < en.length; k++) {
    const e = en[k];
    const code = LEGAL_FORM_CODE.get(e);
    keptT.push(code ?? e);
    keptRaw.push(word);
    keptLegal.push(code !== undefined);
    glossed.push({ word: shown, alt: alternatives?.(code ?? e), reading: k === 0 ? reading : undefined });
  }
}

/** A Cyrillic abbreviation: a word of two to five Cyrillic capitals, no vowel among them. */
const CYRILLIC_ABBREVIATION_RE = /^[БВГДЖЗЙКЛМНПРСТФХЦЧШЩ]{2,5}$/u;

/**
 * The Latin abbreviations that the words of a name written in Cyrillic spell (rule 13): the romanised
 * word (`foldText`) -> its Latin letters, or undefined when no word is one. Two kinds: a word made of
 * the Russian names of Latin letters (org-glossary.ts `letterNameReading`: СИПИЭС -> CPS); and an
 * abbreviation with Ц (two to five capital consonants, `CYRILLIC_ABBREVIATION_RE`) read with C for Ц
 * (ЦСТ TSST -> CST, МЦСТ -> MCST), as lists write such abbreviations: C is Ц in ISO 9, GOST 7.79 A,
 * the Latin alphabets of the region's other Slavic languages and the Latin forms of Russian
 * abbreviations (ЦСКА, CSKA). Both are read from the word as written: the TS of Т + С (МТС, MTS) stays.
 */
export function latinAbbreviations(name: string): Map<string, string> | undefined {
  let out: Map<string, string> | undefined;
  for (const word of name.split(/[^\p{L}]+/u)) {
    if (word.length < 2) continue;
    const reading = CYRILLIC_ABBREVIATION_RE.test(word) && word.includes('Ц') ? foldText(word.replace(/Ц/g, 'C')) : letterNameReading(word);
    if (reading !== undefined) (out ??= new Map()).set(foldText(word), reading);
  }
  return out;
}

/**
 * What a glossary read into one token (`pushGloss`): the word shown (`NameToken.gloss`) and its `alt`;
 * or, `word` undefined, a legal form's other code (`LEGAL_FORM_ALTERNATIVES`).
 */
export interface GlossedToken { word: string | undefined; alt: readonly string[] | undefined; reading?: string }

/**
 * The token of a glossed word read as written (`NameToken.written`): `text` its transliteration (folded,
 * ASCII upper case), class `name`, `weight` the glossed token's (the scorer weighs a pair by the tokens
 * of the names, not by this one). Fields in the order of every token (one hidden class).
 */
export function writtenToken(text: string, weight: number): NameToken {
  return {
    text, key: phoneticKey(text), cls: 'name', weight, group: undefined, form: undefined, raw: text,
    gloss: undefined, alt: undefined, written: undefined, dangling: false, glide: undefined, spelling: undefined, unlisted: false, readings: undefined, cross: undefined,
    wadeGiles: undefined, aspiration: undefined, patronym: undefined, arabic: undefined, foreign: undefined,
    simId: -1,
  };
}
