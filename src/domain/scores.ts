/**
 * Check-level scores derived from findings (interface.md "Compliance check": low | medium | high,
 * "" = not computed). Rules (documented in docs/API.md and docs/SCORES.md):
 * - findings rated as automated false positives do not raise a score;
 * - sanction_score (sanction and enforcement findings) and pep_score (PEP findings): `high` when the
 *   best remaining finding of the category has confidence >= `highConfidence`, `medium` when any
 *   remaining finding exists (every stored finding is at/above the alert threshold), `low` when none;
 * - adverse_media_score (`adverse_media` findings, src/news/adverse-screening.ts: each one a MATERIAL
 *   adverse article about a screened entity): `high` when a remaining finding's category is one of the
 *   core financial crimes (taxonomy priority <= `SEVERE_PRIORITY`: terrorism and its financing,
 *   sanctions evasion, money laundering, trafficking, organised crime, corruption and bribery, fraud,
 *   tax crime; FATF designated categories that are themselves financial crime or its proceeds) with
 *   confidence >= `highConfidence`, or when the findings come from `MANY_ARTICLES` or more distinct
 *   articles; `medium` when any remaining finding exists (cybercrime, environmental crime, forced
 *   labour, regulatory action, or a short-name match); `low` when none; `""` when adverse-media
 *   screening did not run (no article stored: nothing was screened against);
 * - compliance_score is the worst of sanction_score, pep_score and adverse_media_score: a material
 *   adverse-media finding is a screening hit about the entity, like a list match. (country_score and
 *   activity_score are not part of it: src/domain/check-risk.ts.)
 */
import type { Queryable } from '../storage/db.js';
import { categoryByCode } from '../news/taxonomy.js';

export type Score = 'low' | 'medium' | 'high' | '';

export interface ScoredFinding {
  result_type: string;
  confidence: number;
  automated_false_positive_rating: string;
  /** Adverse-media findings: their taxonomy leaf codes (`{tag}`), read for the severity. */
  tags?: Array<{ tag: string }> | null;
  /** Adverse-media findings: the article id, read to count distinct articles. */
  source_id?: string | null;
}

/** Most severe taxonomy priorities (1 = terrorism ... 8 = tax crime) that make an adverse-media finding `high`. */
export const SEVERE_PRIORITY = 8;
/** Distinct material articles about the check's entities that make adverse_media_score `high` whatever their category. */
export const MANY_ARTICLES = 3;

const RANK: Record<Score, number> = { '': -1, low: 0, medium: 1, high: 2 };

const kept = (findings: ScoredFinding[], types: string[]) => findings.filter((f) => types.includes(f.result_type) && f.automated_false_positive_rating !== 'yes');

function categoryScore(findings: ScoredFinding[], types: string[], highConfidence: number): Score {
  const k = kept(findings, types);
  if (!k.length) return 'low';
  return Math.max(...k.map((f) => f.confidence)) >= highConfidence ? 'high' : 'medium';
}

const severe = (f: ScoredFinding) => (f.tags ?? []).some((t) => (categoryByCode(t.tag)?.priority ?? Infinity) <= SEVERE_PRIORITY);

/** adverse_media_score of `findings` (module doc); `screened` false gives "". */
export function adverseMediaScore(findings: ScoredFinding[], highConfidence: number, screened: boolean): Score {
  const k = kept(findings, ['adverse_media']);
  if (!k.length) return screened ? 'low' : '';
  const articles = new Set(k.map((f) => f.source_id ?? '')).size;
  return articles >= MANY_ARTICLES || k.some((f) => severe(f) && f.confidence >= highConfidence) ? 'high' : 'medium';
}

const worst = (...scores: Score[]) => scores.reduce((a, b) => (RANK[b] > RANK[a] ? b : a));

/**
 * Computes the scores of a completed check from all its findings. `highConfidence` is 0–1;
 * `adverseMediaScreened`: whether adverse-media screening ran (`adverseMediaScreened` of src/news/adverse-index.ts).
 */
export function computeScores(findings: ScoredFinding[], highConfidence: number, adverseMediaScreened = false) {
  const sanction_score = categoryScore(findings, ['sanction', 'enforcement'], highConfidence);
  const pep_score = categoryScore(findings, ['pep'], highConfidence);
  const adverse_media_score = adverseMediaScore(findings, highConfidence, adverseMediaScreened);
  return { compliance_score: worst(sanction_score, pep_score, adverse_media_score), sanction_score, pep_score, adverse_media_score };
}

/**
 * Recomputes check `checkId`'s sanction, PEP, adverse-media and compliance scores from its findings
 * that still apply (not cleared by monitoring) and stores them, inside the caller's transaction `tx`.
 * adverse_media_score stays "" while it was never computed and no adverse-media finding exists.
 * Country and activity scores do not depend on findings and are left as they are.
 */
export async function refreshFindingScores(tx: Queryable, checkId: string, highConfidence: number): Promise<void> {
  const findings = await tx.query<ScoredFinding>(
    `SELECT result_type, confidence, automated_false_positive_rating, CASE WHEN result_type = 'adverse_media' THEN tags END AS tags, source_id
       FROM compliance_results WHERE check_id = $1 AND cleared_at IS NULL`,
    [checkId],
  );
  const check = await tx.query<{ adverse_media_score: string }>('SELECT adverse_media_score FROM compliance_checks WHERE id = $1', [checkId]);
  const scores = computeScores(findings.rows, highConfidence, (check.rows[0]?.adverse_media_score ?? '') !== '');
  await tx.query('UPDATE compliance_checks SET compliance_score = $2, sanction_score = $3, pep_score = $4, adverse_media_score = $5 WHERE id = $1', [
    checkId,
    scores.compliance_score,
    scores.sanction_score,
    scores.pep_score,
    scores.adverse_media_score,
  ]);
}
