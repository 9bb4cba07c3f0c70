/**
 * Shapes of a name alignment: a pair made (`TokenPair`), the result (`NameScore`), a candidate pair
 * (`Cand`) and the helpers that append one, the match credit of a similarity (`credit`) and which
 * tokens are informative. Used by candidates.ts, abjad-candidates.ts, glossed-words.ts, name-rules.ts,
 * displaced-names.ts and align.ts; `TokenPair`, `NameScore` and `credit` are re-exported by score.ts.
 */
import type { NameToken } from '../normalise.js';

/** One aligned pair: indexes of the query tokens and the candidate tokens it covers, and their similarity. */
export interface TokenPair {
  q: number[];
  c: number[];
  sim: number;
}

export interface NameScore {
  /** 0–1 */
  score: number;
  pairs: TokenPair[];
  /**
   * Rules beyond the token pairs that moved the score, for the explanation ("numbers differ: 1 vs 2",
   * "legal forms differ: AG vs GMBH", "one name matched: weak evidence", "ends in the particle AL").
   */
  notes: string[];
  /** Weighted sums used in the formula (for explanations/debugging). */
  matched: number;
  conflict: number;
  extra: number;
}

/** Match credit of a raw similarity (config `effCurve`, piecewise linear). */
export function credit(sim: number, curve: Array<[number, number]>): number {
  if (sim >= 1) return 1;
  if (sim <= curve[0][0]) return 0;
  for (let i = 1; i < curve.length; i++) {
    const [x1, y1] = curve[i];
    if (sim <= x1) {
      const [x0, y0] = curve[i - 1];
      return y0 + ((sim - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return 1;
}

export const INFORMATIVE = (t: NameToken) => t.cls === 'name' || t.cls === 'number';

export interface Cand {
  q: number[];
  c: number[];
  sim: number;
  /** Acronym pair ("PLA" ~ "PEOPLES LIBERATION ARMY"): weak evidence for a person's name. */
  acronym: boolean;
}

/** Appends a candidate pairing tokens `ai` of side a with tokens `bj` of side b, a being the query when `aIsQuery` (module level: no closure per call). */
export function pushCand(out: Cand[], aIsQuery: boolean, ai: number[], bj: number[], sim: number, acronym = false): void {
  out.push(aIsQuery ? { q: ai, c: bj, sim, acronym } : { q: bj, c: ai, sim, acronym });
}

/** Appends a candidate pairing tokens `ai` of side a with token `bj` of side b (`pushCand`). */
export function pushMulti(out: Cand[], aIsQuery: boolean, ai: number[], bj: number, sim: number, acronym: boolean): void {
  pushCand(out, aIsQuery, ai, [bj], sim, acronym);
}
