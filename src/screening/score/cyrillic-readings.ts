/**
 * A token romanised from Cyrillic read as the Latin spellings its romanisation hides
 * (romanise.cyrillicVariants, rule 1 of score.ts): which name of a pair is Cyrillic (`cyrillicSide`)
 * and the reading similarity (`readingSimilarity`); and two Cyrillic names' words compared with г read
 * alike (`sameScriptSimilarity`). Used by align.ts.
 */
import type { NameScoringConfig } from '../config.js';
import { normaliseName, type NameToken, type NormalisedName } from '../normalise.js';
import { tokenReadings } from '../romanise.js';
import { tokenSimilarity, type PairMode } from './token-similarity.js';

/**
 * Which of two names was written in Cyrillic while the other is in Latin letters: 1 the first (query),
 * 2 the second, 0 neither (rule 1: a romanised Cyrillic token also reads as the Latin spellings its
 * romanisation hides).
 */
export function cyrillicSide(a: NormalisedName, b: NormalisedName): 0 | 1 | 2 {
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

/** Word tokens (`wordToken`) by the Latin word they are (a bounded memo); null: no single name word. */
const WORD_TOKENS = new Map<string, NameToken | null>();

/**
 * A Latin word read from a Cyrillic one (a reading, `readingTokens`; a keyed word, `sameScriptSimilarity`)
 * as a name token of its own (phonetic key, given-name group), normalised once; undefined when the word
 * normalises to anything but one name word.
 */
function wordToken(word: string): NameToken | undefined {
  let tok = WORD_TOKENS.get(word);
  if (tok === undefined) {
    const toks = normaliseName(word, { type: 'individual' }).tokens;
    tok = toks.length === 1 && toks[0].cls === 'name' ? toks[0] : null;
    if (WORD_TOKENS.size >= 8192) WORD_TOKENS.clear();
    WORD_TOKENS.set(word, tok);
  }
  return tok ?? undefined;
}

/** Reading tokens (`readingTokens`) by the romanised Cyrillic text they read (a bounded memo). */
const READING_TOKENS = new Map<string, NameToken[]>();
const NO_TOKENS: NameToken[] = [];

/**
 * The readings of a romanised Cyrillic token (romanise.cyrillicVariants) as name tokens of their own
 * (`wordToken`), so that they are compared as the Latin spellings they are.
 */
function readingTokens(cyr: NameToken): NameToken[] {
  const readings = tokenReadings(cyr);
  if (readings.length === 0) return NO_TOKENS;
  let toks = READING_TOKENS.get(cyr.text);
  if (toks === undefined) {
    toks = [];
    for (const r of readings) {
      const t = wordToken(r);
      if (t !== undefined) toks.push(t);
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
export function readingSimilarity(cyr: NameToken, lat: NameToken, cfg: NameScoringConfig, mode: PairMode | false): number {
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

/** A romanised Cyrillic word with every lone H read G (`romanise.prepareCyrillic` writes a Ukrainian or Belarusian г H). */
const gKey = (text: string) => text.replace(/(?<![KZCS])H/g, 'G');

/**
 * Similarity (0–1) of two tokens of names both written in Cyrillic, with the letter г read alike on
 * both sides. The romaniser decides per name whether it is Ukrainian or Belarusian (by letters such as
 * і, ї, є, ў: `romanise.prepareCyrillic`) and then writes г H, as those languages' national
 * romanisations do, else G. One word in two names is then spelt two ways when only one of the names
 * has such a letter elsewhere: Ольга Богомолець OLGA BOGOMOLETS against Богомолець Ольга Вадимівна
 * OLHA BOHOMOLETS. Here every lone H (not of KH, ZH, CH, SH: х, ж, ч, ш) is read G on both sides, so
 * one Cyrillic spelling scores 1 and a slip is a slip of that spelling (token similarity of the keyed
 * words). 0 when neither word has such an H. `mode`: the pair's cross-script mode (`crossMode`).
 */
export function sameScriptSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig, mode: PairMode | false): number {
  if (a.cls !== 'name' || b.cls !== 'name') return 0;
  const ka = gKey(a.text);
  const kb = gKey(b.text);
  if (ka === a.text && kb === b.text) return 0;
  if (ka === kb) return 1;
  return tokenSimilarity(ka === a.text ? a : wordToken(ka) ?? a, kb === b.text ? b : wordToken(kb) ?? b, cfg, mode);
}
