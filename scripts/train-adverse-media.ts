/**
 * Trains the adverse-media classifier: `npm run train:news [-- --out PATH]`
 * (default output src/news/models/adverse-media.json, the committed model).
 *
 * Data: the TRAINING files of ../shared/data/news/ut_adverse_media/2020-11/ only
 * (`adverse_media_training.csv.zip`, `non_adverse_media_training.csv.zip`; see
 * src/news/adverse-training-data.ts for how labels are resolved). Left out of training:
 *  - rows labelled delete/random/doubt/neither (or anything not am/nam/empty);
 *  - the held-out rows of the entity-level evaluation (`isHeldOut`: FNV-1a of the article text mod 5 = 0);
 *    their ids are written into the model header so `npm run eval:news` evaluates exactly those;
 *  - training rows whose article is also in public_test.csv (same `articleKey`): the test file is read for
 *    that only, so the test figure is measured on articles the model never saw. No label or other content of
 *    the test file is used.
 * Hyper-parameters: chosen by 5-fold cross-validation on the remaining training rows (folds by article,
 * `cvFold`), by F1 of the adverse class at probability 0.5; the grid and every fold result go into the
 * header. Then the chosen setting is fitted on all of those rows.
 *
 * Data dir: $VIGIL_DATA_DIR or ../shared/data beside the repository.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { articleKey, cvFold, isHeldOut, readAdverseTest, readAdverseTraining, TRAINING_FILES, type AdverseTrainingRow } from '../src/news/adverse-training-data.js';
import { binaryScores, fitLogistic, linearScore, selectVocabulary } from '../src/news/adverse-train.js';
import type { AdverseModelFile } from '../src/news/adverse-classifier.js';
import { termCounts, tfidfVector, wordTokens } from '../src/news/text-features.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.VIGIL_DATA_DIR ?? path.resolve(repo, '../shared/data');
const amDir = path.join(dataDir, 'news/ut_adverse_media/2020-11');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : path.join(repo, 'src/news/models/adverse-media.json');

const FOLDS = 5;
const GRID = {
  ngrams: [1, 2] as const,
  max_features: [10000, 20000],
  lambda: [1e-6, 3e-6, 1e-5, 3e-5, 1e-4, 3e-4],
};
const MIN_DF = 2;
const THRESHOLD = 0.5;

const started = Date.now();
const rows = await readAdverseTraining(amDir);
const testKeys = new Set(readAdverseTest(amDir).map((r) => articleKey(r.article)));
const excludedByLabel = rows.filter((r) => r.label === null);
const labelled = rows.filter((r) => r.label !== null);
const inTest = labelled.filter((r) => testKeys.has(articleKey(r.article)));
const heldOut = labelled.filter((r) => !testKeys.has(articleKey(r.article)) && isHeldOut(r));
const train = labelled.filter((r) => !testKeys.has(articleKey(r.article)) && !isHeldOut(r));
const countBy = (list: AdverseTrainingRow[], f: (r: AdverseTrainingRow) => string) => {
  const m: Record<string, number> = {};
  for (const r of list) m[f(r)] = (m[f(r)] ?? 0) + 1;
  return m;
};
console.log(`rows ${rows.length}: excluded by label ${excludedByLabel.length}, in public_test ${inTest.length}, held out ${heldOut.length}, training ${train.length} (adverse ${train.filter((r) => r.label).length})`);

const tokens = train.map((r) => wordTokens(`${r.title}\n${r.article}`));
const ys = train.map((r) => (r.label ? 1 : 0));
const folds = train.map((r) => cvFold(r, FOLDS));

interface CvResult { ngrams: 1 | 2; max_features: number; lambda: number; f1: number; precision: number; recall: number; fold_f1: number[] }
const results: CvResult[] = [];
for (const ngrams of GRID.ngrams) {
  const docs = tokens.map((t) => termCounts(t, ngrams));
  for (const maxFeatures of GRID.max_features) {
    // The vocabulary and IDF of each fold come from its training part only.
    const foldData = Array.from({ length: FOLDS }, (_, f) => {
      const trainIdx = docs.map((_, i) => i).filter((i) => folds[i] !== f);
      const { terms, idf } = selectVocabulary(trainIdx.map((i) => docs[i]), { minDf: MIN_DF, maxFeatures });
      const vocabulary = new Map(terms.map((t, i) => [t, i]));
      const vectors = docs.map((d) => tfidfVector(d, vocabulary, idf));
      return { trainIdx, dimension: terms.length, vectors };
    });
    for (const lambda of GRID.lambda) {
      const predicted: boolean[] = [];
      const truth: boolean[] = [];
      const foldF1: number[] = [];
      foldData.forEach(({ trainIdx, dimension, vectors }, f) => {
        const model = fitLogistic(trainIdx.map((i) => vectors[i]), trainIdx.map((i) => ys[i]), dimension, { lambda });
        const p: boolean[] = [];
        const t: boolean[] = [];
        vectors.forEach((v, i) => {
          if (folds[i] !== f) return;
          p.push(linearScore(model, v) >= 0);
          t.push(ys[i] === 1);
        });
        foldF1.push(Number(binaryScores(p, t).f1.toFixed(4)));
        predicted.push(...p);
        truth.push(...t);
      });
      const s = binaryScores(predicted, truth);
      results.push({ ngrams, max_features: maxFeatures, lambda, f1: Number(s.f1.toFixed(4)), precision: Number(s.precision.toFixed(4)), recall: Number(s.recall.toFixed(4)), fold_f1: foldF1 });
      console.log(`cv ngrams=${ngrams} max_features=${maxFeatures} lambda=${lambda}: F1 ${s.f1.toFixed(4)} P ${s.precision.toFixed(4)} R ${s.recall.toFixed(4)}`);
    }
  }
}
// Best CV F1; on a tie the earlier (simpler: unigrams, fewer features, then smaller lambda) setting wins.
const best = results.reduce((a, b) => (b.f1 > a.f1 ? b : a));
console.log(`chosen: ngrams=${best.ngrams} max_features=${best.max_features} lambda=${best.lambda} (CV F1 ${best.f1})`);

const docs = tokens.map((t) => termCounts(t, best.ngrams));
const { terms, idf } = selectVocabulary(docs, { minDf: MIN_DF, maxFeatures: best.max_features });
const vocabulary = new Map(terms.map((t, i) => [t, i]));
const model = fitLogistic(docs.map((d) => tfidfVector(d, vocabulary, idf)), ys, terms.length, { lambda: best.lambda });
const trainF1 = binaryScores(docs.map((d) => linearScore(model, tfidfVector(d, vocabulary, idf)) >= 0), ys.map((y) => y === 1)).f1;

const round = (x: number, digits: number) => Number(x.toPrecision(digits));
const file: AdverseModelFile = {
  header: {
    model: 'vigil-adverse-media',
    format: 1,
    built_by: 'scripts/train-adverse-media.ts (npm run train:news)',
    built_at: new Date().toISOString(),
    data: {
      source: 'ut_adverse_media/2020-11 (kristjanr/ut-ml-adverse-media, commit 12fa6ada0a6f46ce098a654e39aea0ebbf1d55f5)',
      files: Object.values(TRAINING_FILES),
      rows: rows.length,
      excluded_by_label: countBy(excludedByLabel, (r) => r.rawLabel || '(empty)'),
      excluded_in_public_test: inTest.map((r) => r.rowId),
      held_out_rule: 'fnv1a(articleKey(article)) % 5 === 0 (src/news/adverse-training-data.ts isHeldOut)',
      held_out_rows: heldOut.map((r) => r.rowId),
      training_rows: train.length,
      training_adverse: train.filter((r) => r.label).length,
    },
    method: 'L2-regularised logistic regression (L-BFGS) on sublinear TF-IDF of stemmed word n-grams, L2-normalised; text = title + newline + article',
    hyper_parameters: { ngrams: best.ngrams, min_df: MIN_DF, max_features: best.max_features, lambda: best.lambda, threshold: THRESHOLD },
    cross_validation: { folds: FOLDS, fold_rule: 'fnv1a("fold:" + articleKey(article)) % 5', metric: 'F1 of the adverse class at probability 0.5', grid: GRID, results },
    training_f1: round(trainF1, 4),
    vocabulary_size: terms.length,
  },
  bias: round(model.bias, 6),
  terms,
  idf: idf.map((v) => round(v, 5)),
  weights: Array.from(model.weights, (w) => round(w, 5)),
};
mkdirSync(path.dirname(out), { recursive: true });
const json = JSON.stringify(file);
writeFileSync(out, json + '\n');
console.log(`wrote ${path.relative(repo, out)}: ${terms.length} terms, ${(json.length / 1024).toFixed(0)} KiB, training F1 ${trainF1.toFixed(4)}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
