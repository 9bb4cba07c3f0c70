/**
 * Check-level scores derived from findings (interface.md "Compliance check": low | medium | high,
 * "" = not computed). Rule (documented in docs/API.md):
 * - findings rated as automated false positives do not raise a score;
 * - `high` when the best remaining finding of the category has confidence >= `highConfidence`;
 * - `medium` when any remaining finding exists (every stored finding is at/above the alert threshold);
 * - `low` when there is none.
 * sanction_score covers sanction and enforcement findings, pep_score PEP findings; compliance_score is
 * the worst of the two. adverse_media_score stays "" until adverse-media screening exists.
 */
import type { Queryable } from '../storage/db.js';

export type Score = 'low' | 'medium' | 'high' | '';

export interface ScoredFinding {
  result_type: string;
  confidence: number;
  automated_false_positive_rating: string;
}

const RANK: Record<Score, number> = { '': -1, low: 0, medium: 1, high: 2 };

function categoryScore(findings: ScoredFinding[], types: string[], highConfidence: number): Score {
  const kept = findings.filter((f) => types.includes(f.result_type) && f.automated_false_positive_rating !== 'yes');
  if (!kept.length) return 'low';
  return Math.max(...kept.map((f) => f.confidence)) >= highConfidence ? 'high' : 'medium';
}

/** Computes the scores of a completed check from all its findings. `highConfidence` is 0–1. */
export function computeScores(findings: ScoredFinding[], highConfidence: number) {
  const sanction_score = categoryScore(findings, ['sanction', 'enforcement'], highConfidence);
  const pep_score = categoryScore(findings, ['pep'], highConfidence);
  const compliance_score = RANK[sanction_score] >= RANK[pep_score] ? sanction_score : pep_score;
  return { compliance_score, sanction_score, pep_score, adverse_media_score: '' as Score };
}

/**
 * Recomputes check `checkId`'s sanction, PEP and compliance scores from its findings that still
 * apply (not cleared by monitoring) and stores them, inside the caller's transaction `tx`. Country
 * and activity scores do not depend on findings and are left as they are.
 */
export async function refreshFindingScores(tx: Queryable, checkId: string, highConfidence: number): Promise<void> {
  const findings = await tx.query<ScoredFinding>(
    'SELECT result_type, confidence, automated_false_positive_rating FROM compliance_results WHERE check_id = $1 AND cleared_at IS NULL',
    [checkId],
  );
  const scores = computeScores(findings.rows, highConfidence);
  await tx.query('UPDATE compliance_checks SET compliance_score = $2, sanction_score = $3, pep_score = $4 WHERE id = $1', [
    checkId,
    scores.compliance_score,
    scores.sanction_score,
    scores.pep_score,
  ]);
}
