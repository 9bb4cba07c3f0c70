/**
 * The normalisation pipeline (rules 1-13 of normalise.ts): `normaliseName`, and `normaliseReading`,
 * which folds the name, rewrites, glosses, classifies and weighs its tokens. Uses the other modules of
 * normalise/; `normaliseName` is re-exported by normalise.ts.
 */
import { nameScript } from '../scripts.js';
import { compoundReading, glossAlternatives, glossWord } from '../org-glossary.js';
import { arabicLatinStem, glossArabicLatin } from '../org-glossary-arabic.js';
import { hanAlternatives } from '../org-glossary-chinese.js';
import { isHanTranscription, transcriptionWords } from '../han-transcription.js';
import type { NameToken, NormalisedName, NormaliseOptions, TokenClass } from './types.js';
import { ASSIMILATED_ARTICLES, HONORIFICS, isTitleAt, LEADING_PARTICLES, NASAB, PARTICLES, SOFT_HONORIFICS, WEAK_NAME_WORDS } from './name-words.js';
import { CYRILLIC_LEGAL_FORM_CODE, LEGAL_FORM_ALTERNATIVES, legalPhraseAt } from './legal-forms.js';
import { GROUP_OF, PATRONYMIC_RE, patronymicForm } from './given-names.js';
import { ABJAD_RE, ASCII_RE, CJK_RE, CJK_RE_G, foldText } from './fold.js';
import { PLACE_WORDS } from './org-words.js';
import { LEGAL_FORM_CODE, NASAB_SPELLING, numbersAndLeet, ORG_ABBREVIATION, ROMAN_NUMBER } from './numbers.js';
import { phoneticKey } from './keys.js';
import { canonicaliseAbd, canonicaliseAllah } from './arabic-names.js';
import { CLASS_WEIGHTS, classify, dottedLetters, lengthFactor, looksLikeOrg } from './token-classes.js';
import { fuzzyLegal, phraseWords } from './legal-form-typos.js';
import { arabicGlossed, GLOSS_MARK, glossMode, hanGlossed, latinAbbreviations, markNumber, pushGloss, writtenToken, type Glossed, type GlossedToken } from './glosses.js';

/** "H.E." opening a name: the title His Excellency, written with its dots. */
const EXCELLENCY_RE = /^\s*H\.\s?E\./i;

/**
 * Whether the title word `raw[i]` is a syllable of a name in the name `name` (folded to `raw`): one
 * joined by a hyphen to a word that is neither a title nor a particle (HUANG Wang-gen, Choe Kwi-hon: the
 * CSL's and EveryPolitician's spellings; Lieutenant-General is two titles, al-Hajj the article and a title).
 */
function hyphenatedName(raw: string[], i: number, name: string, abjadName: boolean): boolean {
  const t = raw[i];
  for (const word of name.split(/[\s,]+/)) {
    if (!word.includes('-')) continue;
    const parts = foldText(word.replace(/-/g, ' '), true).split(' ');
    if (!parts.includes(t)) continue;
    for (const p of parts) if (p !== '' && !PARTICLES.has(p) && !isTitleAt([p], 0, abjadName)) return true;
  }
  return false;
}

/** Normalise one name (see module doc). Never throws; an empty/blank name gives zero tokens. */
export function normaliseName(name: string, opts: NormaliseOptions = {}): NormalisedName {
  return normaliseReading(name, opts, true);
}

/**
 * `normaliseName`. `arabicGloss`: read Arabic and Persian organisational words through
 * org-glossary-arabic.ts (rule 13); false only for the second reading of a name the glossary would
 * leave without a name word (the caller's options never choose it).
 */
function normaliseReading(name: string, opts: NormaliseOptions, arabicGloss: boolean): NormalisedName {
  const folded = foldText(name, opts.type === undefined || opts.type === 'individual');
  let raw = folded ? folded.split(' ') : [];
  raw = numbersAndLeet(raw);
  const isOrg = opts.type === 'company' || opts.type === 'vessel' || opts.type === 'aircraft'
    || (opts.type === undefined && looksLikeOrg(raw));
  const gloss = isOrg ? glossMode(name, opts.type) : 0;
  // An ASCII name is in no other script (no abjad, Han, Hangul or kana letters).
  const ascii = ASCII_RE.test(name);
  const abjadName = !ascii && ABJAD_RE.test(name);
  const transcribed = !isOrg && !ascii && isHanTranscription(name) ? transcriptionWords(name) : undefined;
  // A person's name in Han characters (not a transcription): one token per character's syllable, none a
  // title or a particle (何 HE is no "His Excellency", 德 DE and 鄂 E no Romance particles).
  const script = opts.hanReadingOf !== undefined ? 'Chinese' : ascii ? 'Latin' : nameScript(name);
  const hanSyllables = !isOrg && transcribed === undefined && script === 'Chinese';
  // Arabic script and Han (rule 13): glossed words become placeholder tokens, read back below.
  let marked: Glossed | undefined;
  // Whether a word was read through the Arabic and Persian glossary (either script).
  let arabicUsed = false;
  if ((arabicGloss && gloss === 3 && (marked = arabicGlossed(name)) !== undefined) || (gloss === 4 && (marked = hanGlossed(name)) !== undefined)) {
    const f = foldText(marked.text, opts.type === undefined || opts.type === 'individual');
    raw = numbersAndLeet(f ? f.split(' ') : []);
  }
  // (Loops rather than array callbacks: this runs for every query, and a closure per call costs.)
  if (!isOrg) {
    raw = canonicaliseAllah(canonicaliseAbd(raw));
    for (let i = 0; i < raw.length; i++) raw[i] = NASAB_SPELLING.get(raw[i]) ?? raw[i];
  } else {
    // In a company's name written in Cyrillic, I and V are the conjunction И / І and the preposition В,
    // not Roman numerals (those are written in Latin letters): the glossary reads them (`glossMode`).
    for (let i = 0; i < raw.length; i++) {
      const t = raw[i];
      if (marked !== undefined && t.startsWith(GLOSS_MARK)) continue;
      raw[i] = ORG_ABBREVIATION.get(t) ?? (gloss === 2 && (t === 'I' || t === 'V') ? undefined : ROMAN_NUMBER.get(t)) ?? fuzzyLegal(t) ?? t;
    }
  }

  // Rule 13: the Latin abbreviations a company's name written in Cyrillic spells (`latinAbbreviations`).
  const spelt = gloss === 2 ? latinAbbreviations(name) : undefined;
  // Legal-form phrases -> canonical codes (organisations). `keptRaw[i]`: the folded text before
  // canonicalisation; `keptLegal[i]`: a legal form.
  let keptT: string[];
  let keptRaw: string[] = [];
  let keptLegal: boolean[] | undefined;
  // `glossed[i]`: the word a glossary translated into token i, and its alternatives (`pushGloss`).
  let glossed: Array<GlossedToken | undefined> | undefined;
  if (isOrg) {
    keptT = [];
    keptRaw = [];
    keptLegal = [];
    const pw = phraseWords(raw);
    for (let i = 0; i < raw.length;) {
      const found = legalPhraseAt(pw, i);
      if (found !== undefined) {
        const n = found[0].length;
        keptLegal.push(true);
        keptRaw.push(raw.slice(i, i + n).join(''));
        keptT.push(found[1]);
        const alt = LEGAL_FORM_ALTERNATIVES.get(found[0].join(' '));
        if (alt !== undefined) (glossed ??= new Array<GlossedToken | undefined>(keptT.length - 1)).push({ word: undefined, alt });
        else if (glossed !== undefined) glossed.push(undefined);
        i += n;
      } else {
        if (marked !== undefined && raw[i].startsWith(GLOSS_MARK)) {
          const g = marked.glosses[markNumber(raw[i].slice(GLOSS_MARK.length))];
          if (g !== undefined) {
            arabicUsed ||= gloss === 3;
            const han = gloss === 4 ? g.gloss : undefined;
            pushGloss(g.en, g.word, keptT, keptRaw, keptLegal, glossed ??= new Array<GlossedToken | undefined>(keptT.length), g.gloss, han === undefined ? undefined : (x) => hanAlternatives(han, x, g.word), g.reading);
            i++;
            continue;
          }
        }
        const w = raw[i];
        const russian = gloss === 1 || gloss === 2 ? (!LEGAL_FORM_CODE.has(w) && !(gloss === 2 && CYRILLIC_LEGAL_FORM_CODE.has(w)) ? glossWord(w, gloss === 2) : undefined) : undefined;
        // A word of a Cyrillic name the glossary does not know may be a compound of international stems
        // or an abbreviation (org-glossary.ts): read in its English / Latin spelling, the romanised word
        // kept as its other rendering (a list's transliteration, GIDROMASH, still meets it exactly).
        const written = russian === undefined && gloss === 2 && !LEGAL_FORM_CODE.has(w) && !CYRILLIC_LEGAL_FORM_CODE.has(w)
          ? compoundReading(w) ?? spelt?.get(w) : undefined;
        if (written !== undefined) {
          pushGloss([written], w, keptT, keptRaw, keptLegal, glossed ??= new Array<GlossedToken | undefined>(keptT.length), w, (x) => (x === written ? [w] : undefined));
          i++;
          continue;
        }
        let en = russian;
        // A romanised Arabic or Persian word keeps its transliteration (NameToken.written).
        let reading: string | undefined;
        if (en === undefined && gloss === 1 && arabicGloss && !LEGAL_FORM_CODE.has(w)) {
          en = glossArabicLatin(raw[i]);
          if (en !== undefined) { arabicUsed = true; reading = arabicLatinStem(raw[i]); }
        }
        // (A word the glossary gives back as it is, BANK, PORT, stays an ordinary token.)
        if (en !== undefined && (en.length > 1 || en[0] !== raw[i])) {
          pushGloss(en, w, keptT, keptRaw, keptLegal, glossed ??= new Array<GlossedToken | undefined>(keptT.length), w, russian === undefined ? undefined : (x) => glossAlternatives(w, x), reading);
          i++;
          continue;
        }
        const code = LEGAL_FORM_CODE.get(raw[i]) ?? (gloss === 2 ? CYRILLIC_LEGAL_FORM_CODE.get(raw[i]) : undefined);
        keptLegal.push(code !== undefined);
        keptRaw.push(raw[i]);
        keptT.push(code ?? raw[i]);
        const alt = code === undefined ? undefined : LEGAL_FORM_ALTERNATIVES.get(raw[i]);
        if (alt !== undefined) (glossed ??= new Array<GlossedToken | undefined>(keptT.length - 1)).push({ word: undefined, alt });
        else if (glossed !== undefined) glossed.push(undefined);
        i++;
      }
    }
  } else {
    // Drop honorifics (never all tokens); a title word after the article stays (`isTitleAt`; romanise.ts
    // writes an abjad script's own titles without the article).
    keptT = raw;
    // A name transcribed into Han characters (han-transcription.ts): one token per dotted word.
    if (transcribed) {
      raw = transcribed.map((w) => w.text);
      keptT = raw;
      keptRaw = transcribed.map((w) => w.raw);
    }
    // The titles to drop, by index: not one that is a syllable of a hyphenated name (`hyphenatedName`).
    let dropped: Set<number> | undefined;
    let other = false;
    // "H.E." (His Excellency) folds to HE, which is otherwise the Chinese surname He (name-words.ts).
    const excellency = ascii && raw[0] === 'HE' && EXCELLENCY_RE.test(name);
    for (let i = 0; i < raw.length; i++) {
      if (isTitleAt(raw, i, abjadName, name) || (i === 0 && excellency)) {
        if (name.includes('-') && hyphenatedName(raw, i, name, abjadName)) other = true;
        else (dropped ??= new Set()).add(i);
      } else if (!PARTICLES.has(raw[i])) other = true;
    }
    if (dropped !== undefined && other && !transcribed && !hanSyllables) {
      keptT = [];
      for (let i = 0; i < raw.length; i++) if (!dropped.has(i)) keptT.push(raw[i]);
    }
    if (!transcribed) keptRaw = keptT;
  }

  const dotted = isOrg ? undefined : dottedLetters(name);
  const built: NameToken[] = [];
  for (let i = 0; i < keptT.length; i++) {
    const t = keptT[i];
    let cls: TokenClass = keptLegal !== undefined && keptLegal[i] ? 'legal' : classify(t, isOrg);
    if (hanSyllables && cls !== 'number') cls = 'name';
    // "Rosa I. DIAZ", "Ping Y. CHANG": a letter written with a dot is an initial, not the conjunction Y/E/I.
    if (cls === 'particle' && dotted !== undefined && t.length === 1 && dotted.includes(t)) cls = 'initial';
    // A name written in an abjad script writes the article ال (AL): its AD, AR, ASH are words (اد ED).
    else if (cls === 'particle' && abjadName && ASSIMILATED_ARTICLES.has(t)) cls = 'name';
    // A person's Latin-script name opening with BEN, without a comma, opens with the given name (Ben Ray
    // Luján), not with the Hebrew or Maghrebi "son of", which follows a name (David Ben-Gurion) or opens a
    // surname a comma sets first (BEN ALI, Zine El Abidine).
    else if (cls === 'particle' && t === 'BEN' && i === 0 && raw[0] === 'BEN' && !isOrg && script === 'Latin' && !abjadName && keptT.length > 1 && !name.includes(',')) cls = 'name';
    // A name that is one legal-form word alone is an acronym or a name, not a legal form: "ANO" is the Abu
    // Nidal Organisation's alias (a legal form names no one; the acronym must still meet its long form).
    if (cls === 'legal' && keptT.length === 1) cls = 'name';
    let weight = CLASS_WEIGHTS[cls];
    if (cls === 'name') {
      const soft = SOFT_HONORIFICS.has(t) || (!isOrg && i > 0 && keptT[i - 1] === 'AL' && HONORIFICS.has(t)); // isTitleAt
      weight *= WEAK_NAME_WORDS.has(t) || soft ? 0.5 : lengthFactor(t);
      // Patronymics and the names of a nasab chain ("BIN X", "IBN Y") are often left out: they
      // count as half-weight extras when missing, like a middle name.
      if (!isOrg && (PATRONYMIC_RE.test(t) || (i > 0 && NASAB.has(keptT[i - 1])))) weight *= 0.6;
    }
    // Every field is present from the start, in one order: all tokens then share one hidden class, so
    // the scorer's property reads stay monomorphic (fields added later gave each mix its own shape).
    const g = isOrg ? undefined : GROUP_OF.get(t);
    const glossedWord = glossed?.[i];
    const tok: NameToken = {
      text: t, key: phoneticKey(t), cls, weight, group: g?.[0], form: g?.[1], raw: keptRaw[i],
      gloss: glossedWord?.word, alt: glossedWord?.alt, written: glossedWord?.reading === undefined ? undefined : writtenToken(glossedWord.reading, weight), dangling: false, glide: undefined, spelling: undefined, unlisted: false, readings: undefined, cross: undefined,
      wadeGiles: undefined, aspiration: undefined, patronym: !isOrg && cls === 'name' ? patronymicForm(t) : undefined, arabic: undefined, foreign: undefined,
      simId: -1,
    };
    built.push(tok);
  }
  // Rule 13, Arabic and Persian: a name whose every word the glossary read is left as written when no
  // name word but a country's remains (BANK MELLI IRAN, "بانک ملی ایران", would be BANK NATIONAL IRAN:
  // generic words only, any national bank's name); the romanised words are then its name.
  if (arabicUsed) {
    let named = false;
    for (const t of built) if (t.cls === 'name' && !PLACE_WORDS.has(t.text)) { named = true; break; }
    if (!named) return normaliseReading(name, opts, false);
  }
  // An exact-size copy: a grown array keeps spare slots, and every list name keeps its tokens.
  const tokens = built.slice();
  // "GAULLE, Charles de" puts the particle last on purpose; without a comma a last particle dangles.
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last.cls === 'particle' && LEADING_PARTICLES.has(last.text) && !name.includes(',')) last.dangling = true;
  const out: NormalisedName = { original: name, tokens, org: isOrg, text: keptT.join(' '), abjad: abjadName, script: undefined, cjk: undefined, transcribed: transcribed !== undefined && tokens.length > 0, givenStart: undefined, compounds: undefined, syllables: undefined, bracketed: undefined, alternatives: undefined };
  if (script !== 'Latin') out.script = script;
  // The characters of a name in a logographic or syllabic script (for a Cantonese reading, its Han name's).
  const written = opts.hanReadingOf ?? (ascii ? undefined : name);
  if (written !== undefined && CJK_RE.test(written)) out.cjk = [...written.normalize('NFKC').matchAll(CJK_RE_G)].map((m) => m[0]).sort().join('');
  return out;
}
