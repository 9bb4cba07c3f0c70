/**
 * The memos of token similarities (`memoSimilarity`): preallocated slots for pairs of numbered
 * tokens, kept across queries, and for pairs with a token the screener did not number. Their state
 * lives here only. Used by align.ts; re-exported by score.ts (its test).
 */
import type { NameScoringConfig } from '../config.js';
import type { NameToken, TokenClass } from '../normalise.js';
import { tokenSimilarity, type AbjadSide, type PairMode } from './token-similarity.js';

/** Slots of the memo of numbered token pairs (a power of two; 32 bytes each: 2^17 slots take 4 MB). */
const SIM_ID_SLOTS = 1 << 17;

/**
 * Similarities of numbered token pairs (`NameToken.simId`: the screener numbers list tokens and query
 * tokens by every field token similarity reads, engine.ts), kept across queries: the same common given
 * names and surnames meet the same list tokens query after query, so about half the pairs a batch
 * scores were scored for an earlier query. One preallocated array (no allocation per pair: a Map per
 * query token once made the old generation grow by ~140 MB over a batch), four numbers a slot - the
 * two tokens' numbers, the pair's settings (`idSettings`) and the figure - so a lookup reads one or
 * two cache lines; a lookup hits only when all agree, so it gives exactly what `tokenSimilarity`
 * would. A pair may sit in either of two neighbouring slots chosen by a hash of the two numbers, the
 * one used last first; a new pair replaces the older of the two. Measured over
 * 20,000 eval queries (2.1 million lookups, 616,000 distinct pairs): 1.21 million similarities
 * computed with a memo per query; here 0.91 million with 2^16 slots, 0.82 million with 2^17, 0.74
 * million with 2^18 (4 MB more at the peak), 0.68 million with 2^19.
 */
const idSlots = new Float64Array(SIM_ID_SLOTS * 4).fill(-1);

/** A number for each pair mode, for `idSettings` (TypeScript checks that every mode has one). */
const MODE_CODE: { [m in PairMode]: number } = { abjad: 1, syllabic: 2, alphabetic: 3, hangul: 4, han: 5, transcribed: 6, indic: 7 };

/** The settings object the numbered-pair memo was last used with, and a count of the changes. */
let idCfgNow: NameScoringConfig | undefined;
let idCfgGen = 0;

/**
 * The settings of a pair as one number: abjad side (0-3), pair mode (0-7) and the generation of the
 * settings object (a memo used with another object counts one more, so figures of the previous
 * object are not hit).
 */
function idSettings(cfg: NameScoringConfig, cross: PairMode | false, side: AbjadSide): number {
  if (cfg !== idCfgNow) { idCfgNow = cfg; idCfgGen++; }
  return side + 4 * (cross === false ? 0 : MODE_CODE[cross]) + 32 * idCfgGen;
}

/** Slots of the memo of pairs with an unnumbered token (a power of two). */
const SIM_SLOTS = 4096;

/**
 * Token similarities of pairs with a token the screener did not number (names scored by `compareNames`,
 * the PEP rule's callers, tests), in preallocated slots overwritten in place. Such a query token is a
 * new object for every name, so a slot holds it (the object), the other token's fields that
 * token similarity reads (text, class, given-name group and form, phonetic key - from which the
 * glide, spelling, cross-script keys and Arabic form derive -, patronymic reading, unlisted flag),
 * the pair's settings and the figure; a lookup hits only when all agree. The slot is a hash of the
 * other token's text and the query token's position; a collision only replaces an older figure.
 */
const simA: Array<NameToken | undefined> = new Array(SIM_SLOTS).fill(undefined);
const simText: string[] = new Array(SIM_SLOTS).fill('');
const simCls: Array<TokenClass | undefined> = new Array(SIM_SLOTS).fill(undefined);
const simGroup = new Int32Array(SIM_SLOTS);
const simForm = new Int32Array(SIM_SLOTS);
const simKey: string[] = new Array(SIM_SLOTS).fill('');
const simPatronym: Array<number | undefined> = new Array(SIM_SLOTS).fill(undefined);
const simUnlisted = new Uint8Array(SIM_SLOTS);
const simCross: Array<PairMode | false> = new Array(SIM_SLOTS).fill(false);
const simSide = new Uint8Array(SIM_SLOTS);
const simCfg: Array<NameScoringConfig | undefined> = new Array(SIM_SLOTS).fill(undefined);
const simValue = new Float64Array(SIM_SLOTS);

/** Slot of (query token position, other token text). */
function simSlot(i: number, text: string): number {
  let h = Math.imul(i + 1, 0x9e3779b1);
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return (h ^ (h >>> 15)) & (SIM_SLOTS - 1);
}

/**
 * `tokenSimilarity(a, b, cfg, cross, side)` (0-1) through the memos: the numbered-pair memo when both
 * tokens carry a `simId`, else the one keyed on `a` itself; `i` is a's position in its name. Exported
 * for its test.
 */
export function memoSimilarity(a: NameToken, i: number, b: NameToken, cfg: NameScoringConfig, cross: PairMode | false, side: AbjadSide): number {
  const ia = a.simId ?? -1;
  const ib = b.simId ?? -1;
  if (ia >= 0 && ib >= 0) {
    const set = idSettings(cfg, cross, side);
    // Numbers pass 2^32 only after billions of tokens: their high words are mixed in all the same.
    let h = Math.imul(ia | 0, 0x9e3779b1) ^ Math.imul(ib | 0, 0x85ebca6b) ^ Math.imul(((ia / 4294967296) | 0) ^ ((ib / 4294967296) | 0), 0x27d4eb2f);
    h = Math.imul(h ^ (h >>> 15), 0x01000193);
    const k = ((h ^ (h >>> 13)) & (SIM_ID_SLOTS - 2)) * 4;
    if (idSlots[k] === ia && idSlots[k + 1] === ib && idSlots[k + 2] === set) return idSlots[k + 3];
    // Found in the second slot, or computed: it takes the first slot, whose pair moves to the second.
    const s = idSlots[k + 4] === ia && idSlots[k + 5] === ib && idSlots[k + 6] === set ? idSlots[k + 7] : tokenSimilarity(a, b, cfg, cross, side);
    idSlots[k + 4] = idSlots[k]; idSlots[k + 5] = idSlots[k + 1]; idSlots[k + 6] = idSlots[k + 2]; idSlots[k + 7] = idSlots[k + 3];
    idSlots[k] = ia; idSlots[k + 1] = ib; idSlots[k + 2] = set; idSlots[k + 3] = s;
    return s;
  }
  const k = simSlot(i, b.text);
  // Groups and forms are small non-negative numbers; -1 stands for none.
  const group = b.group ?? -1;
  const form = b.form ?? -1;
  const unlisted = b.unlisted ? 1 : 0;
  if (simA[k] === a && simText[k] === b.text && simCls[k] === b.cls && simGroup[k] === group && simForm[k] === form && simKey[k] === b.key
    && simPatronym[k] === b.patronym && simUnlisted[k] === unlisted && simCross[k] === cross && simSide[k] === side && simCfg[k] === cfg) return simValue[k];
  const s = tokenSimilarity(a, b, cfg, cross, side);
  simA[k] = a;
  simText[k] = b.text;
  simCls[k] = b.cls;
  simGroup[k] = group;
  simForm[k] = form;
  simKey[k] = b.key;
  simPatronym[k] = b.patronym;
  simUnlisted[k] = unlisted;
  simCross[k] = cross;
  simSide[k] = side;
  simCfg[k] = cfg;
  simValue[k] = s;
  return s;
}
