/**
 * Match explanations and the automated false-positive rating (pure).
 *
 * `buildExplanation` turns the scoring trace of one match into a `MatchExplanation`: the query name
 * and the list name that met, the name score (0–1, before qualifiers), every signed feature
 * contribution (score units) and a one-line summary such as
 *   "name 0.93 (ALI, Mohammed ~ MOHAMMED ALI) [ALI~ALI 1.00, MOHAMMED~MOHAMMED 1.00];
 *    date_of_birth +0.08 (DOB 1962-01-01 = 1962-01-01); score 1.00".
 *
 * `rateFalsePositive` is the documented rule that marks a match as a likely false positive
 * (`false_positive: 'yes'` + reason). A match with an equal identifier is always 'no'. Otherwise it
 * is rated 'yes' when any of these holds (6 is checked first):
 *   1. the date of birth conflicts (published DOBs all at least one year away from the query's);
 *   2. the entity type conflicts (individual vs organisation);
 *   3. the gender conflicts;
 *   4. only a weak alias matched (publisher "Low quality"/weak a.k.a.) and the name score is below
 *      `falsePositive.weakAliasNameBelow`;
 *   5. the country conflicts and the name score is below `falsePositive.countryConflictNameBelow`.
 *   6. an identifier that is never reassigned contradicts the record (a different IMO number: another
 *      ship; identifiers.ts);
 * Otherwise 'no'. Source: common sanctions-screening practice (secondary identifiers that contradict
 * the listing discount a name hit); thresholds are configuration (config.ts).
 */
import type { ScreeningConfig } from './config.js';
import type { FeatureContribution, MatchExplanation } from './types.js';

const fmt = (x: number) => x.toFixed(2);
const signed = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(2);

/** Build the explanation of one match. `contributions` must include the `name` contribution first. */
export function buildExplanation(args: {
  queryName: string;
  matchedName: string;
  nameScore: number;
  contributions: FeatureContribution[];
  score: number;
  /** Aligned token pairs, e.g. "ALI~ALI 1.00, HASAN~HASSAN 0.96" (shown in the summary). */
  pairs?: string;
}): MatchExplanation {
  const pairs = args.pairs ? ` [${args.pairs}]` : '';
  const parts = [`name ${fmt(args.nameScore)} (${args.queryName} ~ ${args.matchedName})${pairs}`];
  for (const c of args.contributions) {
    if (c.feature === 'name') continue;
    parts.push(`${c.feature} ${signed(c.value)} (${c.detail})`);
  }
  parts.push(`score ${fmt(args.score)}`);
  return {
    query_name: args.queryName,
    matched_name: args.matchedName,
    name_score: args.nameScore,
    contributions: args.contributions,
    summary: parts.join('; '),
  };
}

/** Apply the false-positive rule (module doc). */
export function rateFalsePositive(args: {
  nameScore: number;
  contributions: FeatureContribution[];
  weakAliasOnly: boolean;
  config: ScreeningConfig;
}): { false_positive: 'yes' | 'no'; false_positive_reason?: string } {
  const { contributions: cs, config } = args;
  // An equal identifier (passport, registration number) outweighs every conflict below.
  if (cs.some((c) => c.feature === 'identifier' && c.value > 0)) return { false_positive: 'no' };
  const id = cs.find((c) => c.feature === 'identifier');
  if (id && id.value <= -config.identifier.conflictPenalty) {
    return { false_positive: 'yes', false_positive_reason: `identifier conflicts: ${id.detail}` };
  }
  const dob = cs.find((c) => c.feature === 'date_of_birth');
  if (dob && dob.value <= -config.dob.nearYearPenalty) {
    return { false_positive: 'yes', false_positive_reason: `date of birth conflicts: ${dob.detail}` };
  }
  const et = cs.find((c) => c.feature === 'entity_type');
  if (et && et.value < 0) return { false_positive: 'yes', false_positive_reason: `entity type conflicts: ${et.detail}` };
  const g = cs.find((c) => c.feature === 'gender');
  if (g && g.value < 0) return { false_positive: 'yes', false_positive_reason: `gender conflicts: ${g.detail}` };
  if (args.weakAliasOnly && args.nameScore < config.falsePositive.weakAliasNameBelow) {
    return { false_positive: 'yes', false_positive_reason: `only a weak alias matched (name score ${fmt(args.nameScore)})` };
  }
  const country = cs.find((c) => c.feature === 'country');
  if (country && country.value < 0 && args.nameScore < config.falsePositive.countryConflictNameBelow) {
    return { false_positive: 'yes', false_positive_reason: `country conflicts (${country.detail}) and name score ${fmt(args.nameScore)} < ${config.falsePositive.countryConflictNameBelow}` };
  }
  return { false_positive: 'no' };
}
