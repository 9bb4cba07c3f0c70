/**
 * Names displaced rather than left out (rules 3b and 3c of score.ts): a first given name, the first
 * part of a compound surname or a surname displaced by another name, and a Chinese or Korean given name
 * only partly paired (`splitSyllableWord`). Used by align.ts.
 */
import { WEAK_NAME_WORDS, type NameToken, type NormalisedName } from '../normalise.js';
import { compoundSurnames, firstGivenIndex, givenStart, hyphenatedWords, syllableWords, westernOrder } from './written-name.js';
import { INFORMATIVE, type TokenPair } from './pairs.js';
import { isCantoneseSyllable } from '../cantonese-reading.js';
import { isPinyinSyllable } from '../romanise.js';
import { devotional } from './name-rules.js';

/** Whether every token of one side is paired, legal forms and generic words aside (particles count: "DO", "VAN" may be a name misread). */
export function allNamesPaired(t: NameToken[], used: Uint8Array): boolean {
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
export function displacedFirstName(qn: NormalisedName, usedQ: Uint8Array, qAll: boolean, cn: NormalisedName, usedC: Uint8Array, cAll: boolean, notes: string[]): number {
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
export function splitSyllableWord(n: NormalisedName, used: Uint8Array, romanised: boolean, notes: string[]): number {
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
 * A person's name written in Han characters (`han`, its tokens one per syllable) against a Latin-script
 * name (`latin`), after the alignment (`usedH`, `usedL`: the paired tokens): what the two names
 * disagree on, or "" when nothing is. A Chinese name writes every character of the surname and the
 * given name and has no middle names (`splitSyllableWord`), so
 *   - a syllable unpaired while the Latin name has a word unpaired (but for initials) is a character
 *     the two names disagree on: 何金平 HE JIN PING ~ "Jin Ping LI" (the surname), 丁荣余 ~ "DU, Yu
 *     Rong", 张德江 ~ "ZHANG, Jiang Ping" (a given-name syllable);
 *   - every syllable paired, a word of the Latin name left unpaired that is a pinyin syllable is a
 *     character the Han name lacks (matcher 2025.36): 张平 ZHANG PING is not "ZHANG, Jiang Ping", 陈舒
 *     not "CHEN, Shu Sheng". An unpaired word that is no pinyin syllable (an English name, ERIC; a
 *     Korean or Wade-Giles spelling, KIM, HSIEN) is left alone, and a name read in Cantonese has its
 *     own rule (`cantoneseConflict`, applied here in its place).
 * `pairs`: the alignment's pairs; `onQuery`: the Han name is the query. A Latin spelling the scorer cannot pair with its syllable at all (a Cantonese or Wade-Giles spelling
 * it does not read) was a mismatch already. Source: the structure of Chinese personal names (a surname
 * of one or two characters, a given name of one or two, all written; GB/T 28039-2011, the rules for
 * spelling Chinese names in the Chinese phonetic alphabet).
 */
export function hanSyllableConflict(han: NormalisedName, usedH: Uint8Array, latin: NormalisedName, usedL: Uint8Array, pairs: TokenPair[], onQuery: boolean): string {
  let lost = '';
  for (let i = 0; i < han.tokens.length; i++) if (!usedH[i] && han.tokens[i].cls === 'name') { lost = han.tokens[i].text; break; }
  // (Any word but an initial: a Latin particle or legal-form word may be a syllable's spelling, DU 杜, PAO 包.)
  if (lost !== '') for (let j = 0; j < latin.tokens.length; j++) if (!usedL[j] && latin.tokens[j].cls !== 'initial') return `the Chinese syllable ${lost} is not in the other name`;
  if (han.readingIn === 'Cantonese') return cantoneseConflict(han, usedH, latin, usedL, pairs, onQuery);
  if (lost !== '') return '';
  for (let j = 0; j < latin.tokens.length; j++) {
    const t = latin.tokens[j];
    if (!usedL[j] && t.cls !== 'initial' && isPinyinSyllable(t.text)) return `the syllable ${t.text} is not in the Chinese name`;
  }
  return '';
}

/**
 * A name read in Cantonese (cantonese-reading.ts: `NormalisedName.readingIn`) against a Latin-script
 * name, after the alignment (`usedR`, `usedO`: the paired tokens; `onQuery`: the reading is the
 * query): what keeps the two from being one Chinese name, or "" when nothing does. The readings are
 * the Hong Kong Government spellings themselves (every spelling the table gives a character among
 * them), and that system writes different syllables differently (A Guide to Hong Kong Romanisation,
 * HKSAR Government), so
 *   - a pair of syllables not spelt exactly alike is two characters (張 CHEUNG ~ 鍾 CHUNG);
 *   - a syllable of the reading left unpaired is a character the Latin name lacks;
 *   - a word of the Latin name left unpaired that is a Cantonese syllable (KAM, HONG; `isCantoneseSyllable`)
 *     is a character the reading lacks: 黃剛 WONG KONG is not "WONG, Kam Kong". An unpaired English
 *     name is no character: "LAU, Edwina Chi Wai" is 劉賜蕙 LAU CHI-WAI.
 * A Chinese name writes every character of its surname and given name (`hanSyllableConflict`).
 * Pairs and words that are initials pass.
 */
function cantoneseConflict(reading: NormalisedName, usedR: Uint8Array, other: NormalisedName, usedO: Uint8Array, pairs: TokenPair[], onQuery: boolean): string {
  for (const p of pairs) {
    if (p.sim >= 1) continue;
    const [r, o] = onQuery ? [p.q, p.c] : [p.c, p.q];
    if (r.some((i) => reading.tokens[i].cls === 'initial') || o.some((j) => other.tokens[j].cls === 'initial')) continue;
    return `the Cantonese syllables ${r.map((i) => reading.tokens[i].text).join('+')}~${o.map((j) => other.tokens[j].text).join('+')} are spelt differently`;
  }
  for (let i = 0; i < reading.tokens.length; i++) if (!usedR[i] && reading.tokens[i].cls === 'name') return `the Cantonese syllable ${reading.tokens[i].text} is not in the other name`;
  for (let j = 0; j < other.tokens.length; j++) {
    const t = other.tokens[j];
    if (!usedO[j] && t.cls !== 'initial' && isCantoneseSyllable(t.text)) return `the syllable ${t.text} is not in the Cantonese reading`;
  }
  return '';
}

/**
 * Weight of the surname one name leaves unpaired when the two names share only a given name and an
 * East Slavic patronymic (matcher 2025.37), else 0; appends a note when it applies. "Sergei
 * Yevgenevich" is the given name and father's name of very many people: a name made of them alone
 * (lists publish such variations: "Sergei YEVGENEVICH" for Siarhei ZUBKOU, "Viktor ALEKSANDROVICH" for
 * Viktor LUKASHENKO, OFSI) meets every "Sergei Yevgenevich Ivanov" at 0.89, and so does a query that
 * left out its surname. The condition: every pair joins two given names of the equivalence table
 * (`NameToken.group`) or two patronymics (`NameToken.patronym`), one pair at least the patronymics, and
 * exactly one side has a name word left unpaired (the surname the other lacks). Source: the East
 * Slavic naming pattern (given name, patronymic, surname; the patronymic formed from the father's given
 * name with -ovich/-evich, -ovna/-evna).
 */
export function patronymicOnly(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array, pairs: TokenPair[], notes: string[]): number {
  let patronymics = false;
  for (const p of pairs) {
    if (p.q.length !== 1 || p.c.length !== 1) return 0;
    const a = q[p.q[0]];
    const b = c[p.c[0]];
    if (!INFORMATIVE(a) && !INFORMATIVE(b)) continue;
    if (a.patronym !== undefined && b.patronym !== undefined) patronymics = true;
    else if (a.group === undefined || b.group === undefined || a.patronym !== undefined || b.patronym !== undefined) return 0;
  }
  if (!patronymics) return 0;
  let lostQ = 0;
  let lostC = 0;
  for (let i = 0; i < q.length; i++) if (!usedQ[i] && q[i].cls === 'name') lostQ = Math.max(lostQ, q[i].weight);
  for (let j = 0; j < c.length; j++) if (!usedC[j] && c[j].cls === 'name') lostC = Math.max(lostC, c[j].weight);
  if ((lostQ > 0) === (lostC > 0)) return 0;
  notes.push('only a given name and a patronymic match');
  return lostQ + lostC;
}

/**
 * Weight of the first part of a listed compound surname left unpaired while a later part paired and
 * every name of the query paired (rule 3b; the caller checks the query): "Francisco Gomez" ~ "Francisco
 * José RANGEL GÓMEZ": the query gives only the second (in Spanish usage the mother's) surname, which a
 * person is not known by alone; likewise when no part of it paired ("José Vicente" ~ "José Vicente
 * RANGEL ÁVALOS": the query's names are the listed given names only). 0 otherwise; appends a note when
 * it applies.
 */
export function displacedFirstSurname(cn: NormalisedName, usedC: Uint8Array, notes: string[]): number {
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
export function displacedLastName(qn: NormalisedName, usedQ: Uint8Array, qAll: boolean, cn: NormalisedName, usedC: Uint8Array, cAll: boolean, pairs: TokenPair[], notes: string[]): number {
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
