/**
 * Training of the adverse-media text classifier (pure, no I/O): vocabulary selection, IDF, and an
 * L2-regularised logistic regression fitted by L-BFGS. Used by `scripts/train-adverse-media.ts`; the
 * running service only loads the result (see `adverse-classifier.ts`).
 *
 * Objective (binary labels y in {0,1}, TF-IDF vectors x, weights w, bias b):
 *   mean_i logloss(sigmoid(w·x_i + b), y_i) + (lambda / 2) * |w|^2       (b not regularised)
 * minimised by L-BFGS (Nocedal & Wright, "Numerical Optimization", algorithm 7.4, memory 10) with a
 * backtracking Armijo line search, until the gradient's max-norm is below 1e-6 or `maxIterations`.
 */
import type { SparseVector } from './text-features.js';

/** Terms kept as features: those in at least `minDf` documents, the `maxFeatures` most frequent by df. */
export function selectVocabulary(docs: ReadonlyArray<ReadonlyMap<string, number>>, options: { minDf: number; maxFeatures: number }): { terms: string[]; idf: number[] } {
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const kept = [...df].filter(([, n]) => n >= options.minDf);
  // Most frequent first, ties by term so the selection does not depend on Map order.
  kept.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const chosen = kept.slice(0, options.maxFeatures).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const n = docs.length;
  // Smoothed IDF, as scikit-learn's TfidfVectorizer(smooth_idf=True): ln((1+n)/(1+df)) + 1.
  return { terms: chosen.map(([t]) => t), idf: chosen.map(([, d]) => Math.log((1 + n) / (1 + d)) + 1) };
}

/** Logistic regression hyper-parameters. */
export interface LogisticOptions {
  /** L2 penalty on the mean log loss. */
  lambda: number;
  maxIterations?: number;
}

/** A fitted linear model: score = bias + Σ weights[i]·x[i]; probability = sigmoid(score). */
export interface LinearModel {
  weights: Float64Array;
  bias: number;
}

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/** w·x + b for a sparse x. */
export function linearScore(model: LinearModel, x: SparseVector): number {
  let s = model.bias;
  for (let k = 0; k < x.indices.length; k++) s += model.weights[x.indices[k]] * x.values[k];
  return s;
}

/** Fits `LinearModel` on `xs` (vectors over `dimension` features) and 0/1 `ys`. Deterministic. */
export function fitLogistic(xs: readonly SparseVector[], ys: readonly number[], dimension: number, options: LogisticOptions): LinearModel {
  const n = xs.length;
  const size = dimension + 1; // last slot = bias
  const { lambda } = options;
  const maxIterations = options.maxIterations ?? 500;

  const evaluate = (theta: Float64Array, grad: Float64Array): number => {
    grad.fill(0);
    let loss = 0;
    const bias = theta[dimension];
    for (let i = 0; i < n; i++) {
      const x = xs[i];
      let z = bias;
      for (let k = 0; k < x.indices.length; k++) z += theta[x.indices[k]] * x.values[k];
      const y = ys[i];
      // log(1 + e^z) - y z, computed stably.
      loss += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - y * z;
      const r = (sigmoid(z) - y) / n;
      for (let k = 0; k < x.indices.length; k++) grad[x.indices[k]] += r * x.values[k];
      grad[dimension] += r;
    }
    loss /= n;
    let reg = 0;
    for (let j = 0; j < dimension; j++) {
      reg += theta[j] * theta[j];
      grad[j] += lambda * theta[j];
    }
    return loss + 0.5 * lambda * reg;
  };

  const theta = new Float64Array(size);
  const grad = new Float64Array(size);
  let f = evaluate(theta, grad);
  const memory = 10;
  const sList: Float64Array[] = [];
  const yList: Float64Array[] = [];
  const rhoList: number[] = [];
  const direction = new Float64Array(size);
  const alphas = new Float64Array(memory);
  const nextTheta = new Float64Array(size);
  const nextGrad = new Float64Array(size);
  const dot = (a: Float64Array, b: Float64Array) => {
    let s = 0;
    for (let j = 0; j < a.length; j++) s += a[j] * b[j];
    return s;
  };

  for (let iter = 0; iter < maxIterations; iter++) {
    let maxGrad = 0;
    for (let j = 0; j < size; j++) maxGrad = Math.max(maxGrad, Math.abs(grad[j]));
    if (maxGrad < 1e-6) break;
    // Two-loop recursion: direction = -H·grad.
    for (let j = 0; j < size; j++) direction[j] = -grad[j];
    for (let m = sList.length - 1; m >= 0; m--) {
      alphas[m] = rhoList[m] * dot(sList[m], direction);
      const y = yList[m];
      for (let j = 0; j < size; j++) direction[j] -= alphas[m] * y[j];
    }
    if (sList.length > 0) {
      const last = sList.length - 1;
      const gamma = dot(sList[last], yList[last]) / dot(yList[last], yList[last]);
      for (let j = 0; j < size; j++) direction[j] *= gamma;
    }
    for (let m = 0; m < sList.length; m++) {
      const beta = rhoList[m] * dot(yList[m], direction);
      const s = sList[m];
      for (let j = 0; j < size; j++) direction[j] += (alphas[m] - beta) * s[j];
    }
    let slope = dot(grad, direction);
    if (slope >= 0) {
      // Not a descent direction (curvature lost): restart from steepest descent.
      for (let j = 0; j < size; j++) direction[j] = -grad[j];
      sList.length = yList.length = rhoList.length = 0;
      slope = dot(grad, direction);
    }
    let step = iter === 0 && sList.length === 0 ? 1 / Math.max(1, Math.sqrt(-slope)) : 1;
    let fNext = Infinity;
    for (let tries = 0; tries < 40; tries++) {
      for (let j = 0; j < size; j++) nextTheta[j] = theta[j] + step * direction[j];
      fNext = evaluate(nextTheta, nextGrad);
      if (fNext <= f + 1e-4 * step * slope) break;
      step *= 0.5;
    }
    if (!(fNext < f)) break; // no progress possible
    const s = new Float64Array(size);
    const y = new Float64Array(size);
    for (let j = 0; j < size; j++) {
      s[j] = nextTheta[j] - theta[j];
      y[j] = nextGrad[j] - grad[j];
    }
    const sy = dot(s, y);
    if (sy > 1e-12) {
      if (sList.length === memory) {
        sList.shift();
        yList.shift();
        rhoList.shift();
      }
      sList.push(s);
      yList.push(y);
      rhoList.push(1 / sy);
    }
    theta.set(nextTheta);
    grad.set(nextGrad);
    const converged = f - fNext < 1e-10 * Math.max(1, Math.abs(f));
    f = fNext;
    if (converged) break;
  }
  return { weights: theta.slice(0, dimension), bias: theta[dimension] };
}

/** Precision, recall and F1 of boolean predictions against truths (NaN when undefined). */
export function binaryScores(predicted: readonly boolean[], truth: readonly boolean[]): { precision: number; recall: number; f1: number; tp: number; fp: number; fn: number; tn: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  predicted.forEach((p, i) => {
    if (p && truth[i]) tp++;
    else if (p) fp++;
    else if (truth[i]) fn++;
    else tn++;
  });
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall), tp, fp, fn, tn };
}
