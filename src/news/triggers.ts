/**
 * Finds the taxonomy's offence triggers (`COMPILED_TRIGGERS`, see taxonomy.ts) in tokenised text, and
 * ranks the adverse-media leaves a text names (pure, no I/O).
 *
 * A trigger of k stemmed tokens matches where those k tokens follow each other in the token sequence
 * (stop words are already out, so "proceeds of crime" matches "proceeds of the crime").
 */
import { COMPILED_TRIGGERS, PROCEEDING_LEAVES, type CompiledTrigger } from './taxonomy.js';
import { wordTokens } from './text-features.js';

const BY_FIRST = new Map<string, CompiledTrigger[]>();
for (const t of COMPILED_TRIGGERS) BY_FIRST.set(t.tokens[0], [...(BY_FIRST.get(t.tokens[0]) ?? []), t]);

/** One trigger found: the leaf it belongs to, the phrase as written in the taxonomy, the token position. */
export interface TriggerHit {
  leaf: string;
  phrase: string;
  at: number;
}

/** Triggers found in a token sequence (from `wordTokens`), in text order; overlapping phrases all count. */
export function findTriggers(tokens: readonly string[]): TriggerHit[] {
  const hits: TriggerHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const t of BY_FIRST.get(tokens[i]) ?? []) {
      let ok = i + t.tokens.length <= tokens.length;
      for (let k = 1; ok && k < t.tokens.length; k++) ok = tokens[i + k] === t.tokens[k];
      if (ok) hits.push({ leaf: t.leaf, phrase: t.phrase, at: i });
    }
  }
  return hits;
}

/** A leaf named by a text, with how strongly. */
export interface LeafScore {
  leaf: string;
  /** Trigger hits, title hits counted `titleWeight` times. */
  score: number;
  /** Distinct trigger phrases found. */
  phrases: string[];
}

/**
 * Leaves named by `title` and `text`, strongest first. Offence leaves come before proceeding leaves
 * (arrest, fine, lawsuit: `PROCEEDING_LEAVES`) whatever their scores, since "charged with fraud" is fraud;
 * ties are broken by tree order. Returns [] when no trigger is found.
 */
export function rankLeaves(title: string, text: string, titleWeight = 3): LeafScore[] {
  const scores = new Map<string, LeafScore>();
  const add = (tokens: string[], weight: number) => {
    for (const hit of findTriggers(tokens)) {
      let s = scores.get(hit.leaf);
      if (!s) scores.set(hit.leaf, (s = { leaf: hit.leaf, score: 0, phrases: [] }));
      s.score += weight;
      if (!s.phrases.includes(hit.phrase)) s.phrases.push(hit.phrase);
    }
  };
  add(wordTokens(title), titleWeight);
  add(wordTokens(text), 1);
  const order = [...new Set(COMPILED_TRIGGERS.map((t) => t.leaf))];
  return [...scores.values()].sort((a, b) =>
    Number(PROCEEDING_LEAVES.has(a.leaf)) - Number(PROCEEDING_LEAVES.has(b.leaf)) || b.score - a.score || order.indexOf(a.leaf) - order.indexOf(b.leaf));
}
