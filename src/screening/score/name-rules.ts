/**
 * Name-level rules the alignment applies once tokens are paired (rules 3 and 4 of score.ts): another
 * name in the same place (`sameSlotExcess`), country words and parenthesised qualifiers of
 * organisations, a left-out "Muhammad", nasab chains, the same bare name, and number, series and
 * legal-form conflicts. Used by align.ts and displaced-names.ts; `sameSlotExcess` is re-exported by
 * score.ts.
 */
import { CLASS_WEIGHTS, LEGAL_FAMILY, normaliseName, phoneticKey, PLACE_WORDS, type NameToken, type NormalisedName } from '../normalise.js';
import { jaroWinkler, oneEdit } from './string-distance.js';
import { INFORMATIVE, type TokenPair } from './pairs.js';

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
export function sameBareName(q: NameToken[], c: NameToken[]): boolean {
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
export function placeSide(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array): 0 | 1 | 2 {
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
export function closingPlace(t: NameToken[], used: Uint8Array, i: number): boolean {
  if (i === 0 || i !== t.length - 1 || !used[i - 1] || t[i - 1].cls === 'particle') return false;
  for (let k = 0; k < i; k++) if (!used[k] && INFORMATIVE(t[k])) return false;
  return true;
}

/** Index of the first paired name or number token of `t` (its name's first paired word; the caller has one paired). */
export function firstPairedName(t: NameToken[], used: Uint8Array): number {
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
export function bracketRelief(n: NormalisedName, used: Uint8Array): number {
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
export function devotionalRelief(c: NameToken[], usedC: Uint8Array): number {
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
export function devotional(t: NameToken): boolean {
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
export function nasabChain(la: NormalisedName, usedL: Uint8Array, ab: NameToken[], usedA: Uint8Array): boolean {
  // (An unpaired article or particle of the abjad name does not count: يحيى السنوار / Yahya Ibrahim Hassan SINWAR.)
  if (!nameTokensPaired(ab, usedA) || la.original.includes(',')) return false;
  const t = la.tokens;
  let first = -1;
  let last = -1;
  for (let i = 0; i < t.length; i++) if (t[i].cls === 'name') { if (first < 0) first = i; last = i; }
  return first >= 0 && usedL[first] === 1 && usedL[last] === 1;
}

/** Weight of the unpaired articles (AL) of an abjad-script name standing before a paired name token. */
export function pairedArticles(t: NameToken[], used: Uint8Array): number {
  let w = 0;
  for (let i = 0; i + 1 < t.length; i++) if (!used[i] && t[i].text === 'AL' && t[i].cls === 'particle' && !t[i].dangling && used[i + 1] && t[i + 1].cls === 'name') w += t[i].weight;
  return w;
}

/** Whether every `name` token of one side is paired. */
export function nameTokensPaired(t: NameToken[], used: Uint8Array): boolean {
  for (let i = 0; i < t.length; i++) if (!used[i] && t[i].cls === 'name') return false;
  return true;
}

const isNumberToken = (x: NameToken) => x.cls === 'number';
const isKnownLegalForm = (x: NameToken) => x.cls === 'legal' && LEGAL_FAMILY[x.text] !== undefined;

/** Texts of the unpaired tokens of one side that pass `keep`. */
function unpairedTexts(t: NameToken[], used: Uint8Array, keep: (x: NameToken) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.length; i++) if (!used[i] && keep(t[i])) out.push(t[i].text);
  return out;
}

/** "1 vs 2" when each side has an unpaired number (numbers pair only when equal), else undefined. */
export function numberConflict(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array): string | undefined {
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
export function seriesNumberAdded(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array): string | undefined {
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
export function legalConflict(q: NameToken[], usedQ: Uint8Array, c: NameToken[], usedC: Uint8Array): { text: string; factor: number } | undefined {
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
