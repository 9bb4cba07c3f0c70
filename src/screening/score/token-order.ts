/**
 * Word order of the aligned pairs (rule 4 of score.ts): rotations, reshuffled middle names, one name
 * moved, repeated names (`orderAllowed`), titles that may move across scripts (`movableTitle`) and an
 * abjad name stored in reversed order (`reversedOrder`). Used by align.ts.
 */
import { SOFT_HONORIFICS, type NameToken } from '../normalise.js';

/** Whether the aligned order is a rotation of the query order (e.g. "SURNAME Given" vs "Given SURNAME"). */
function isRotation(seq: number[]): boolean {
  const n = seq.length;
  if (n < 3) return true;
  let drops = 0;
  for (let i = 1; i < n; i++) if (seq[i] < seq[i - 1]) drops++;
  if (drops === 0) return true;
  return drops === 1 && seq[n - 1] < seq[0];
}

const allowedSeq = (seq: number[]) => isRotation(seq) || middleOnly(seq) || singleMove(seq);

/**
 * Whether the aligned order of the informative pairs ([query index, candidate index]) is an accepted
 * reordering (rotation, middle names reshuffled, one name moved). A name repeated on the candidate side
 * ("BECERRA BECERRA, Alvaro", "ABDULLAH, Abdullah Ahmed") may pair either copy, and so may a name
 * repeated in the query whose partners are spelt two ways (محمد أحمد محمد المر ~ "MOHAMMED AHMED MOHD
 * ALMURR": which محمد pairs MOHD is a tie of equal similarities, not a reshuffle of the person's
 * names): every assignment of the copies is tried (up to 64) before the order counts as permuted.
 */
export function orderAllowed(order: Array<[number, number]>, q: NameToken[], c: NameToken[]): boolean {
  order.sort((a, b) => a[0] - b[0]);
  const seq = order.map((x) => x[1]);
  if (allowedSeq(seq)) return true;
  const groups = [...repeatGroups(order, c, 1), ...repeatGroups(order, q, 0)];
  if (groups.length === 0) return false;
  let combos = 1;
  for (const g of groups) combos *= g.length === 2 ? 2 : g.length === 3 ? 6 : 64;
  if (combos > 64) return false;
  const tryGroup = (gi: number): boolean => {
    if (gi === groups.length) return allowedSeq(seq);
    const g = groups[gi];
    const vals = g.map((k) => seq[k]);
    for (const perm of permutations(vals)) {
      g.forEach((k, x) => { seq[k] = perm[x]; });
      if (tryGroup(gi + 1)) return true;
    }
    g.forEach((k, x) => { seq[k] = vals[x]; });
    return false;
  };
  return tryGroup(0);
}

/**
 * Whether the Latin-script token of a pair between an abjad-script name and a Latin one is a title that
 * is also a name (normalise.SOFT_HONORIFICS: SEYYED, SAYYID, HAJI, MULLAH, QARI): such a pair is left
 * out of the word-order check (`orderAllowed`). Persian and Afghan names put the title before the
 * given name (سید علیرضا آوایی), Latin-script lists often after it ("Ali-Reza Seyyed AVAEE", OFSI):
 * the title moved is not a reshuffle of the person's names. Only across scripts, where the place of a
 * title is the writer's habit; between two Latin names a moved SAYED may be a given name swapped.
 */
export function movableTitle(latin: NameToken): boolean {
  return latin.cls === 'name' && SOFT_HONORIFICS.has(latin.text);
}

/**
 * Positions in `order` (pairs [query index, candidate index]) whose token on one side (`side` 0: the
 * query's, 1: the candidate's) has the same text, as groups of two or more (`orderAllowed`).
 */
function repeatGroups(order: Array<[number, number]>, t: NameToken[], side: 0 | 1): number[][] {
  const byText = new Map<string, number[]>();
  order.forEach((x, k) => { const s = t[x[side]].text; const l = byText.get(s); if (l) l.push(k); else byText.set(s, [k]); });
  return [...byText.values()].filter((g) => g.length > 1);
}

/**
 * Whether the aligned order of the informative pairs (sorted by query index, as `orderAllowed` leaves
 * it) is the other name's order reversed: an abjad-script name whose words were stored in visual,
 * left-to-right order when copied between systems (القادر عبد الشيخ أحمد for أحمد الشيخ عبد القادر,
 * Ahmad Sheikh ABDUL-QADER). Not a reshuffle of the person's names, so not `reorderFactor`; only
 * between an abjad-script name and a Latin one.
 */
export function reversedOrder(order: Array<[number, number]>): boolean {
  for (let k = 1; k < order.length; k++) if (order[k][1] >= order[k - 1][1]) return false;
  return true;
}

/** Every ordering of a short list (2 or 3 items). */
function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  const out: number[][] = [];
  xs.forEach((x, i) => { for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]); });
  return out;
}

/**
 * Whether one token was moved elsewhere, the rest keeping their order ("Boris Johnson de Pfeffel" /
 * "Alexandre Boris de Pfeffel Johnson": a surname written before the other names), and the change is
 * not two neighbours exchanged (a father/son flip: "Muhammad bin Salman bin Abdulaziz" / "Salman bin
 * Muhammad bin Abdulaziz").
 */
function singleMove(seq: number[]): boolean {
  const n = seq.length;
  const sorted = [...seq].sort((a, b) => a - b);
  const diff: number[] = [];
  for (let i = 0; i < n; i++) if (seq[i] !== sorted[i]) diff.push(i);
  if (diff.length === 2 && diff[1] === diff[0] + 1) return false;
  // Longest increasing subsequence of n - 1: removing one element leaves the rest in order.
  for (let skip = 0; skip < n; skip++) {
    let prev = -Infinity;
    let ok = true;
    for (let i = 0; i < n && ok; i++) { if (i === skip) continue; if (seq[i] < prev) ok = false; prev = seq[i]; }
    if (ok) return true;
  }
  return false;
}

/** Whether only middle tokens are permuted (first and last in place): middle names in another order. */
function middleOnly(seq: number[]): boolean {
  let min = Infinity;
  let max = -Infinity;
  for (const x of seq) { if (x < min) min = x; if (x > max) max = x; }
  return seq[0] === min && seq[seq.length - 1] === max;
}
