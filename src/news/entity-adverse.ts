/**
 * "Is this article adverse media about this entity?": the sentence-level rule (pure, no I/O).
 *
 * The trained classifier (`adverse-classifier.ts`) says whether an article is adverse media at all. This
 * module says whether the adverse part is about a given entity: the entity must be named in the title or
 * text, and one of its mentions must stand in a sentence window (the sentence, the one before and the one
 * after, the title being its own window) that holds an offence trigger of the taxonomy (`triggers.ts`).
 * The mentioning sentence and its window are returned with the leaves and triggers found, for a finding's explanation.
 *
 * Mentions (names folded like the screening engine's: `foldText`/`normaliseName` of
 * src/screening/normalise.ts, so case, accents, punctuation and possessives do not matter):
 *  - an entity field that lists several people ("John Stumpf & Carrie Tolstedt", or two or more commas
 *    between names of two or more words each) is read as each of them; "Caputo, Luis" stays one name;
 *  - key tokens of the entity: its tokens less legal forms ("Inc", "GmbH"), particles ("of", "al") and
 *    initials; its head: the last key token for an individual (surname), the first for a company;
 *  - two tokens are the same when equal, or when both have 5+ letters, the same first letter and the same
 *    phonetic key (`phoneticKey`: "Makhluf"/"Makhlouf", "Schroeder"/"Schröder");
 *  - full mention: a sentence holds the head and at least 60 % of the key tokens, within a span of at most
 *    twice the entity's token count;
 *  - short mention, counted only when the article has a full mention or (individuals) the short form is in
 *    the title ("Former Maldives President Yameen charged ..."): for an individual the surname alone
 *    (3+ letters); for a company the head alone (4+ letters, not a generic organisation word), or the
 *    initials of its key tokens written in capitals in the text ("SBI" for State Bank of India; 2+ letters).
 * Sentences: split after `.`, `!`, `?` (with closing quotes or brackets) before a capital, digit or quote,
 * and at line breaks; a period after a known abbreviation ("Mr.", "Inc.", "U.S.") or a single capital (an
 * initial) does not end a sentence.
 */
import { foldText, normaliseName, phoneticKey } from '../screening/normalise.js';
import { findTriggers } from './triggers.js';
import { wordTokens } from './text-features.js';

/** The entity to look for. */
export interface EntityRef {
  name: string;
  /** `individual` or `company`; anything else is read from the name (legal forms, organisation words). */
  type?: 'individual' | 'company';
}

/** One window that names the entity next to an offence. */
export interface AdverseMention {
  /** The sentence naming the entity (or the title). */
  sentence: string;
  /** The window the triggers were looked for in: sentence before, the sentence, sentence after (title: itself). */
  context: string;
  /** Index of the mentioning sentence (-1 for the title). */
  index: number;
  /** Leaf codes of the triggers in the window, in order of first appearance. */
  categories: string[];
  /** The trigger phrases found (taxonomy wording). */
  triggers: string[];
}

/** What `entityAdverseMentions` finds. */
export interface EntityAdverseResult {
  /** The entity is named in the title or text. */
  mentioned: boolean;
  /** Number of sentences (title included) naming the entity. */
  mentions: number;
  /** Windows naming the entity next to an offence trigger, in text order. */
  adverseMentions: AdverseMention[];
}

const ABBREVIATIONS = new Set(
  'mr mrs ms dr prof st jr sr inc corp co ltd llc plc no nos gen sen rep gov lt col capt sgt vs etc jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k e.g i.e a.m p.m ft mt rev hon est approx dept univ assn bros'.split(' '),
);

/** Splits a text into sentences (see module comment). Empty pieces are dropped. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n+/)) {
    let start = 0;
    const re = /[.!?]+["'”’)\]]*\s+(?=["'“‘(\[]?[A-Z0-9])/g;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const before = line.slice(start, m.index);
      const lastWord = (/([A-Za-z.]+)$/.exec(before)?.[1] ?? '').toLowerCase().replace(/\.$/, '');
      if (line[m.index] === '.' && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/.test(lastWord))) continue;
      const piece = line.slice(start, m.index + m[0].trimEnd().length).trim();
      if (piece) out.push(piece);
      start = m.index + m[0].length;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}

interface NamePattern {
  key: string[];
  head: string;
  short: string | null;
  acronym: string | null;
  span: number;
  individual: boolean;
}

/** A folded token with its phonetic key (computed once per token). */
interface Tok {
  text: string;
  key: string;
}

const tok = (text: string): Tok => ({ text, key: text.length >= 5 ? phoneticKey(text) : text });
const same = (a: Tok, b: Tok) => a.text === b.text || (a.text.length >= 5 && b.text.length >= 5 && a.text[0] === b.text[0] && a.key === b.key);

/** The names an entity field stands for (see module comment: lists of people are split). */
export function entityNames(name: string): string[] {
  const byAnd = name.split(/\s*(?:&|\band\b|;)\s*/i).map((n) => n.trim()).filter(Boolean);
  return byAnd.flatMap((n) => {
    const parts = n.split(',').map((p) => p.trim()).filter(Boolean);
    return parts.length >= 3 && parts.every((p) => p.split(/\s+/).length >= 2) ? parts : [n];
  });
}

function namePattern(name: string, type: EntityRef['type']): NamePattern | null {
  const norm = normaliseName(name, type ? { type } : {});
  const isCompany = type === 'company' || (type === undefined && norm.tokens.some((t) => t.cls === 'legal' || t.cls === 'generic'));
  const key = norm.tokens.filter((t) => t.cls === 'name' || t.cls === 'generic' || t.cls === 'number').map((t) => t.raw);
  if (key.length === 0) return null;
  const head = isCompany ? key[0] : key[key.length - 1];
  const headToken = norm.tokens.find((t) => t.raw === head);
  const short = isCompany ? (head.length >= 4 && headToken?.cls === 'name' ? head : null) : head.length >= 3 ? head : null;
  const acronym = isCompany && key.length >= 2 ? key.map((t) => t[0]).join('') : null;
  return { key, head, short: key.length > 1 ? short : null, acronym, span: 2 * norm.tokens.length, individual: !isCompany };
}

function fullMention(tokens: readonly Tok[], p: NamePattern): boolean {
  const head = tok(p.head);
  const key = p.key.map(tok);
  const need = Math.ceil(0.6 * key.length);
  for (let i = 0; i < tokens.length; i++) {
    if (!same(tokens[i], head)) continue;
    const lo = Math.max(0, i - p.span + 1);
    for (let s = lo; s <= i; s++) {
      const window = tokens.slice(s, Math.min(tokens.length, s + p.span));
      if (key.filter((k) => window.some((w) => same(w, k))).length >= need) return true;
    }
  }
  return false;
}

function shortMention(sentence: string, tokens: readonly Tok[], p: NamePattern): boolean {
  if (p.short) {
    const short = tok(p.short);
    if (tokens.some((t) => same(t, short))) return true;
  }
  return p.acronym !== null && p.acronym.length >= 2 && new RegExp(`\\b${p.acronym}\\b`).test(sentence);
}

/** Which units (title first, then sentences) name the entity `name`. */
function mentioningUnits(name: string, type: EntityRef['type'], units: readonly string[], folded: readonly Tok[][]): boolean[] {
  const pattern = namePattern(name, type);
  if (!pattern) return units.map(() => false);
  const full = folded.map((t) => fullMention(t, pattern));
  const shortOk = full.some(Boolean) || (pattern.individual && shortMention(units[0], folded[0], pattern));
  return units.map((u, i) => full[i] || (shortOk && shortMention(u, folded[i], pattern)));
}

/**
 * Finds where `entity` is named in an article and which of those places name an offence.
 * `title` may be empty. Never throws; an entity name with no usable token is never mentioned.
 */
export function entityAdverseMentions(entity: EntityRef, title: string, text: string): EntityAdverseResult {
  const sentences = splitSentences(text);
  const units = [title, ...sentences];
  const folded = units.map((u) => foldText(u).split(' ').filter(Boolean).map(tok));
  const result: EntityAdverseResult = { mentioned: false, mentions: 0, adverseMentions: [] };
  const mentioning = units.map(() => false);
  for (const name of entityNames(entity.name)) {
    mentioningUnits(name, entity.type, units, folded).forEach((yes, i) => { if (yes) mentioning[i] = true; });
  }
  result.mentions = mentioning.filter(Boolean).length;
  result.mentioned = result.mentions > 0;
  const stems = units.map((u) => wordTokens(u));
  mentioning.forEach((yes, i) => {
    if (!yes) return;
    // The title is its own window; a text sentence takes its neighbours (pronouns: "He was charged ...").
    const idx = i === 0 ? [0] : [i - 1, i, i + 1].filter((j) => j >= 1 && j < units.length);
    const hits = idx.flatMap((j) => findTriggers(stems[j]));
    if (hits.length === 0) return;
    result.adverseMentions.push({
      sentence: units[i],
      context: idx.map((j) => units[j]).join(' '),
      index: i - 1,
      categories: [...new Set(hits.map((h) => h.leaf))],
      triggers: [...new Set(hits.map((h) => h.phrase))],
    });
  });
  return result;
}
