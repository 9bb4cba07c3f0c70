/**
 * The adverse-media classifier: adverse vs not adverse for an article, and its categories (no database,
 * no HTTP; the model is a committed JSON file read once from disk).
 *
 * Method (trained by `scripts/train-adverse-media.ts`, `npm run train:news`; the model file's `header`
 * records the data, date, hyper-parameters and cross-validation results):
 *  - text = title + newline + body; features = word unigrams and bigrams of `wordTokens` (folded, stop
 *    words out, Porter-stemmed), restricted to the model's vocabulary, sublinear TF-IDF, L2-normalised
 *    (`text-features.ts`);
 *  - score = bias + Σ weight·feature (L2-regularised logistic regression, `adverse-train.ts`);
 *    probability = sigmoid(score); adverse when probability >= the model's threshold.
 * Categories: the training labels say adverse or not, never which offence (the `explanation` column is
 * free text on fewer than half the adverse rows), so the category is not learnt: it is the taxonomy leaf
 * whose triggers the text names most (`triggers.ts`, offences before proceedings), plus the leaves the
 * article's GDELT themes map to (`categoriesForThemes`).
 *
 * Errors: `loadAdverseModel` throws an Error naming the file when it is missing or not a model file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { linearScore } from './adverse-train.js';
import { categoriesForThemes, PROCEEDING_LEAVES } from './taxonomy.js';
import { termCounts, tfidfVector, wordTokens } from './text-features.js';
import { rankLeaves } from './triggers.js';

/** How the model file says it was built (free-form beyond these fields). */
export interface AdverseModelHeader {
  model: 'vigil-adverse-media';
  format: 1;
  built_by: string;
  built_at: string;
  data: Record<string, unknown>;
  method: string;
  hyper_parameters: { ngrams: 1 | 2; min_df: number; max_features: number; lambda: number; threshold: number };
  [key: string]: unknown;
}

/** The committed model file. `terms`, `idf` and `weights` are parallel arrays (vocabulary order). */
export interface AdverseModelFile {
  header: AdverseModelHeader;
  bias: number;
  terms: string[];
  idf: number[];
  weights: number[];
}

/** Path of the committed model. */
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('./models/adverse-media.json', import.meta.url));

/** A term's contribution to one article's score (for explanations). */
export interface TermContribution {
  term: string;
  contribution: number;
}

/** What the classifier says about one article. */
export interface AdverseClassification {
  adverse: boolean;
  /** P(adverse), 0..1. */
  probability: number;
  /** Leaf codes, strongest first (empty when not adverse). */
  categories: string[];
  /** The first of `categories`, if any. */
  category: string | null;
  /** The terms that pushed the score most towards adverse (at most 5). */
  evidence: TermContribution[];
}

/** An article as the classifier reads it. */
export interface ArticleText {
  title: string;
  /** Body, snippet or description; may be empty. */
  text?: string;
  /** GDELT GKG V1Themes codes, when the article came from GDELT. */
  themes?: readonly string[];
  /**
   * `wordTokens(title + "\n" + text)`, when the caller has them already (the ingest computes them once
   * for the classifier and the SimHash); computed here otherwise.
   */
  tokens?: readonly string[];
}

export class AdverseClassifier {
  private readonly vocabulary: Map<string, number>;
  private readonly weights: Float64Array;

  constructor(readonly model: AdverseModelFile) {
    this.vocabulary = new Map(model.terms.map((t, i) => [t, i]));
    this.weights = Float64Array.from(model.weights);
  }

  get threshold(): number {
    return this.model.header.hyper_parameters.threshold;
  }

  private vector(title: string, text: string, tokens: readonly string[] = wordTokens(`${title}\n${text}`)) {
    const counts = termCounts(tokens, this.model.header.hyper_parameters.ngrams);
    return tfidfVector(counts, this.vocabulary, this.model.idf);
  }

  /** P(adverse) of an article, 0..1. */
  probability(title: string, text = ''): number {
    const z = linearScore({ weights: this.weights, bias: this.model.bias }, this.vector(title, text));
    return 1 / (1 + Math.exp(-z));
  }

  /**
   * Classifies an article. Adverse when P(adverse) >= threshold, or when its GDELT themes name an offence
   * leaf (not a proceeding) and its title or text names a trigger of that same top-level category (themes
   * alone over-tag: CORRUPTION is on anti-corruption policy news too).
   */
  classify(article: ArticleText): AdverseClassification {
    const text = article.text ?? '';
    const x = this.vector(article.title, text, article.tokens);
    const z = linearScore({ weights: this.weights, bias: this.model.bias }, x);
    const probability = 1 / (1 + Math.exp(-z));
    const ranked = rankLeaves(article.title, text).map((s) => s.leaf);
    const themed = categoriesForThemes(article.themes ?? []);
    const rankedTops = new Set(ranked.map((c) => c.split('.')[0]));
    const themeConfirmed = themed.some((c) => !PROCEEDING_LEAVES.has(c) && rankedTops.has(c.split('.')[0]));
    const adverse = probability >= this.threshold || themeConfirmed;
    const categories = adverse ? [...new Set([...ranked, ...themed])] : [];
    const evidence: TermContribution[] = [];
    for (let k = 0; k < x.indices.length; k++) {
      const contribution = this.weights[x.indices[k]] * x.values[k];
      if (contribution > 0) evidence.push({ term: this.model.terms[x.indices[k]], contribution });
    }
    evidence.sort((a, b) => b.contribution - a.contribution);
    return { adverse, probability, categories, category: categories[0] ?? null, evidence: evidence.slice(0, 5) };
  }
}

const cache = new Map<string, AdverseClassifier>();

/** Loads (once per path) the model file and returns its classifier. @throws Error when unreadable. */
export function loadAdverseModel(file: string = DEFAULT_MODEL_PATH): AdverseClassifier {
  let classifier = cache.get(file);
  if (classifier) return classifier;
  let model: AdverseModelFile;
  try {
    model = JSON.parse(readFileSync(file, 'utf8')) as AdverseModelFile;
  } catch (err) {
    throw new Error(`Cannot read adverse-media model ${file}: ${(err as Error).message}`, { cause: err });
  }
  if (model?.header?.model !== 'vigil-adverse-media' || !Array.isArray(model.terms) || model.terms.length !== model.weights?.length || model.terms.length !== model.idf?.length) {
    throw new Error(`Not an adverse-media model file: ${file}`);
  }
  classifier = new AdverseClassifier(model);
  cache.set(file, classifier);
  return classifier;
}
