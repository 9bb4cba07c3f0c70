/**
 * Article sentiment, −1..1, for articles without a GDELT tone (pure, no I/O; the lexicons ship in npm
 * packages, nothing is downloaded).
 *
 * Score = clamp(general + finance, −1, 1), where
 *  - general: wink-nlp's sentiment of the text (`its.sentiment`, −1..1), a lexicon method (AFINN-style
 *    valences plus emoji and emoticons, with negation handling) that ships in the wink-eng-lite-web-model
 *    package; scaled by `GENERAL_WEIGHT`;
 *  - finance: a small finance lexicon of this module, because general lexicons have no valence for the
 *    words financial news moves on ("Net sales rose 5 %" is neutral to AFINN). Three parts:
 *      1. direction × metric: a direction word (UP "rose", "increased", "raised", "upgraded"; DOWN "fell",
 *         "declined", "cut", "downgraded") with a metric within `WINDOW` tokens on either side counts
 *         +1 when the metric is good to grow ("sales", "profit", "price target") and the direction is up,
 *         or the metric is bad to grow ("loss", "costs", "debt") and the direction is down; −1 for the
 *         other two combinations. A direction word with no metric counts half, as for a good metric
 *         ("shares fell");
 *      2. polar finance words: POSITIVE ("beat", "record", "outperform", "upgrade") +1, NEGATIVE ("loss",
 *         "layoffs", "impairment", "bankruptcy", "downgrade", "lawsuit", "fraud") −1;
 *      3. negation: "not", "no", "never", "without" or "n't" up to 3 tokens before a word flips it.
 *    finance = FINANCE_WEIGHT × (Σ counts) / (1 + number of counted words), so one clear signal gives
 *    about ±FINANCE_WEIGHT/2 and more signals approach ±FINANCE_WEIGHT.
 * Constants were set on the Twitter Financial News training file (`sent_train.csv`, MIT), never on
 * Financial PhraseBank, which `npm run eval:news` uses to measure the result.
 *
 * `sentimentClass` turns a score into positive / neutral / negative with the band `NEUTRAL_BAND`.
 * `toneToSentiment` maps a GDELT V1.5 tone (GKG column 16, first value: roughly −10..+10 in news, −100..+100
 * in theory) to −1..1 by dividing by 10 and clamping.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export const GENERAL_WEIGHT = 0.25;
export const FINANCE_WEIGHT = 1;
export const WINDOW = 5;
export const NEUTRAL_BAND = 0.3;

const words = (s: string) => new Set(s.trim().split(/\s+/));

const UP = words(`rise rises rising rose risen increase increases increased increasing grow grows growing grew grown
  gain gains gained improve improves improved improving climb climbs climbed jump jumps jumped surge surges surged
  soar soars soared up ups higher highest expand expands expanded expanding boost boosts boosted double doubled
  doubling raise raises raised raising lift lifts lifted rebound rebounded recover recovered exceed exceeded exceeds
  beat beats top tops topped strengthen strengthened accelerate accelerated widen widened hike hiked`);
const DOWN = words(`fall falls falling fell fallen decrease decreases decreased decreasing decline declines declined
  declining drop drops dropped dropping lower lowered lowest down cut cuts cutting reduce reduces reduced reducing
  shrink shrinks shrank shrunk slump slumped plunge plunged plunges tumble tumbled sink sank slide slid slip slipped
  weaken weakened weaker slow slowed slowing narrow narrowed narrowing contract contracted dip dipped miss missed
  misses trim trims trimmed trimming halve halved sliding lose loses losing lost`);
// "Good to grow" and "bad to grow" quantities. bull/bear are metrics ("loses a bull") and, alone, polar words.
const GOOD_METRICS = words(`sales revenue revenues profit profits earnings income margin margins ebit ebitda eps
  order orders intake turnover dividend dividends demand shares stock stocks price target targets rating ratings
  outlook guidance forecast forecasts growth market share volume volumes deliveries production output return returns
  value valuation cash flow capacity customers subscribers traffic bookings backlog result results productivity
  efficiency stake bull bulls confidence`);
const BAD_METRICS = words(`loss losses costs cost expenses expense debt debts deficit unemployment layoffs
  redundancies liabilities risk risks inflation impairment impairments charges writedowns provisions bear bears
  concerns pressure headwinds`);
// Analysts' rating names (buy, overweight, sell...) are left out: in "downgraded to buy from strong buy" they
// name the scale, not the direction; "upgraded"/"downgraded" carry it.
const POSITIVE = words(`record outperformed upbeat robust profitable breakthrough award awarded wins won bullish
  optimistic strong stronger upgrade upgraded upgrades bull bulls upside tailwinds`);
const NEGATIVE = words(`loss losses layoffs laid redundancies impairment writedown writedowns bankruptcy insolvency
  default defaulted lawsuit sued fraud probe fine fined penalty warning warns warned downgrade downgraded downgrades
  bearish weak weaker weakness recall recalled scandal shortfall deficit closure closures strike halted suspended
  delisted gloom woes headwinds downside bear bears`);
const NEGATORS = words(`not no never without nor cannot`);

let nlp: ReturnType<typeof winkNLP> | undefined;
// Only the annotations the sentiment reads: sentence boundaries, negation, sentiment. Part-of-speech
// tagging, named and custom entities run after sentiment in wink-nlp's pipe and do not change it (same
// scores on the 27,208 Financial PhraseBank and Twitter Financial News texts), in about two thirds of the time.
const getNlp = () => (nlp ??= winkNLP(model, ['sbd', 'negation', 'sentiment']));

const tokenise = (text: string) => text.toLowerCase().replace(/n't\b/g, ' not').match(/[a-z]+/g) ?? [];

/** The finance-lexicon part of the score, −FINANCE_WEIGHT..FINANCE_WEIGHT (see module comment). */
export function financeSentiment(text: string): number {
  const tokens = tokenise(text);
  let sum = 0;
  let counted = 0;
  const negated = (i: number) => {
    for (let k = Math.max(0, i - 3); k < i; k++) if (NEGATORS.has(tokens[k])) return true;
    return false;
  };
  const add = (i: number, value: number) => {
    sum += negated(i) ? -value : value;
    counted++;
  };
  // Pass 1: direction words, each with its nearest metric; a metric used here is not counted again.
  const used = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const direction = UP.has(tokens[i]) ? 1 : DOWN.has(tokens[i]) ? -1 : 0;
    if (direction === 0) continue;
    let metric = 0;
    for (let d = 1; d <= WINDOW && metric === 0; d++) {
      for (const j of [i - d, i + d]) {
        if (j < 0 || j >= tokens.length) continue;
        metric = GOOD_METRICS.has(tokens[j]) ? 1 : BAD_METRICS.has(tokens[j]) ? -1 : 0;
        if (metric !== 0) {
          used.add(j);
          break;
        }
      }
    }
    used.add(i);
    add(i, metric === 0 ? direction * 0.5 : direction * metric);
  }
  // Pass 2: polar finance words not already read as a direction or a metric.
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    if (POSITIVE.has(tokens[i])) add(i, 1);
    else if (NEGATIVE.has(tokens[i])) add(i, -1);
  }
  return (FINANCE_WEIGHT * sum) / (1 + counted);
}

/** wink-nlp's lexicon sentiment of `text`, −1..1. */
export function generalSentiment(text: string): number {
  const nlpi = getNlp();
  return nlpi.readDoc(text).out(nlpi.its.sentiment) as number;
}

/** Sentiment of an article text (title and/or body), −1..1; links are ignored. Empty text gives 0. */
export function sentimentScore(text: string): number {
  const plain = text.replace(/https?:\/\/\S+/g, ' '); // links carry no sentiment and confuse the tokenisers
  if (!plain.trim()) return 0;
  const score = GENERAL_WEIGHT * generalSentiment(plain) + financeSentiment(plain);
  return Math.max(-1, Math.min(1, score));
}

/** positive / neutral / negative of a score, with |score| <= `band` neutral. */
export function sentimentClass(score: number, band = NEUTRAL_BAND): 'positive' | 'neutral' | 'negative' {
  return score > band ? 'positive' : score < -band ? 'negative' : 'neutral';
}

/** GDELT tone (V1.5Tone first value) to −1..1: tone / 10, clamped. Non-finite input gives null. */
export function toneToSentiment(tone: number): number | null {
  if (!Number.isFinite(tone)) return null;
  return Math.max(-1, Math.min(1, tone / 10));
}
