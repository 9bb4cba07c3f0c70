/**
 * Words the organisation glossary translated (normalise.ts rule 13): another English rendering
 * (`glossRendering`), the similarity of a glossed word read as written (`writtenSimilarity`) and the
 * explanation's glossary notes (`glossNote`). Used by align.ts.
 */
import type { NameScoringConfig } from '../config.js';
import type { NameToken } from '../normalise.js';
import { tokenSimilarity, type AbjadSide, type PairMode } from './token-similarity.js';
import type { TokenPair } from './pairs.js';

/**
 * The explanation's note on the words of an organisation's name the glossary translated (normalise.ts
 * rule 13, NameToken.gloss) among the paired tokens: "glossary: MOSKOVSKIY = MOSCOW, KREDITNYY =
 * CREDIT", so that a reader sees the word as written beside the English word it was paired as; and a
 * note on the glossed words paired through their transliteration instead (`writtenSimilarity`; `written`:
 * those pairs as i * nc + j), "as written: FY ~ FI". Appends nothing when no paired token was glossed
 * (one property read per paired token).
 */
export function glossNote(q: NameToken[], c: NameToken[], pairs: TokenPair[], notes: string[], written: number[] | undefined, nc: number): void {
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

/**
 * Whether one of two tokens is a glossed word whose other English rendering is the other token
 * (normalise.ts rule 13, NameToken.alt: АВИАЦИОННЫЙ, read AVIATION, is the AIRCRAFT of an English
 * name; ЗАВОД, read PLANT, its WORKS). Checked before the similarity memos, which a glossed token
 * shares with the same English word typed in English (engine.ts numbers tokens by text, not by `alt`).
 */
export function glossRendering(a: NameToken, b: NameToken): boolean {
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
export function writtenSimilarity(a: NameToken, b: NameToken, cfg: NameScoringConfig, cross: PairMode | false, side: AbjadSide): number {
  if (side === 0) return 0;
  const wa = a.written;
  const wb = b.written;
  if (wa !== undefined) return wb === undefined && (b.cls === 'name' || b.cls === 'generic') ? tokenSimilarity(wa, b, cfg, cross, side) : 0;
  return wb !== undefined && (a.cls === 'name' || a.cls === 'generic') ? tokenSimilarity(a, wb, cfg, cross, side) : 0;
}
