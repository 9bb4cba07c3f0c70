/**
 * Order of a query's matches: best score first, and a fixed order for ties.
 *
 * Scores are sums of floating-point products (name similarity x token weight x corpus rarity, plus
 * the qualifiers), so two matches that tie on paper can differ in the last binary digits, and which
 * one comes first would then depend on rounding noise that moves whenever the corpus changes (a new
 * list shifts every token's rarity by a few ulps). Scores are therefore compared at 1e-9 (far below the
 * two decimals any client shows), then the name score the same way, then the list's priority (the UN
 * list, the OFAC SDN list... before the consolidated lists that copy them), then the record's list and
 * source id, so that equal matches always come in the same order.
 */
import type { ScreeningMatch } from './types.js';

/** Priority of a list when matches tie (lower first: the designating authority before aggregators such as the CSL); lists not named here come at 5. */
export const LIST_PRIORITY: Readonly<Record<string, number>> = { un_sc: 0, us_ofac_sdn: 1, us_ofac_cons: 2, us_bis_dpl: 3, us_congress: 4, us_trade_csl: 9 };

/** The tolerance below which two scores (0–1) are the same score. */
const SCORE_EPSILON = 1e-9;

/** Score quantised to the tie tolerance, so that ordering stays a total order (unlike |a - b| < eps). */
const level = (x: number) => Math.round(x / SCORE_EPSILON);

/** Whether two scores (0–1) are one score at the tie tolerance. */
export const sameScore = (x: number, y: number): boolean => level(x) === level(y);

/** A list's tie priority (`LIST_PRIORITY`, default 5). */
export const listPriority = (list: string): number => LIST_PRIORITY[list] ?? 5;

/**
 * Comparator for `Array.prototype.sort`: negative when `a` ranks before `b`. Higher score first, then
 * higher name score, then lower list priority, then list name and source id in code-point order.
 */
export function compareMatches(a: ScreeningMatch, b: ScreeningMatch): number {
  return (
    level(b.score) - level(a.score) ||
    level(b.explanation.name_score) - level(a.explanation.name_score) ||
    listPriority(a.record.list) - listPriority(b.record.list) ||
    codeOrder(a.record.list, b.record.list) ||
    codeOrder(a.record.source_id, b.record.source_id)
  );
}

const codeOrder = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
