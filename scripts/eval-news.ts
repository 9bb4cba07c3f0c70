/**
 * News classification evaluation: `npm run eval:news [-- --errors]`
 *
 * 1. Adverse vs not on ut_adverse_media/2020-11/public_test.csv (159 articles): precision, recall, F1 of
 *    the adverse class with the committed model (src/news/models/adverse-media.json). Target F1 >= 0.93
 *    (published baseline: TF-IDF Naive Bayes 0.924).
 * 2. Entity level on the held-out (entity, article) pairs: the training rows the model header lists as
 *    held out (never trained on; rows labelled delete/random/doubt/neither are not among them), with a
 *    non-empty entity name. "Adverse media about this entity" = the classifier says adverse AND the entity
 *    is named next to an offence trigger (src/news/entity-adverse.ts). Target precision >= 0.90 at
 *    recall >= 0.85. The article-level decision alone is printed beside it for reference, and the
 *    agreement of the predicted category with the assessors' free-text explanation where it names one.
 * 3. Sentiment (src/news/sentiment.ts) on Financial PhraseBank v1.0, 66 % agreement set (4,217
 *    sentences): accuracy of positive/neutral/negative. Target >= 0.75. Also the all-agree set and the
 *    Twitter Financial News validation file (its training file was the sentiment module's tuning set).
 *
 * Data dir: $VIGIL_DATA_DIR or ../shared/data beside the repository.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { loadAdverseModel } from '../src/news/adverse-classifier.js';
import { readAdverseTest, readAdverseTraining } from '../src/news/adverse-training-data.js';
import { binaryScores } from '../src/news/adverse-train.js';
import { entityAdverseMentions, type EntityRef } from '../src/news/entity-adverse.js';
import { sentimentClass, sentimentScore } from '../src/news/sentiment.js';
import { rankLeaves } from '../src/news/triggers.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.VIGIL_DATA_DIR ?? path.resolve(repo, '../shared/data');
const newsDir = path.join(dataDir, 'news');
const amDir = path.join(newsDir, 'ut_adverse_media/2020-11');
const showErrors = process.argv.includes('--errors');
const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : 'n/a');
const line = (label: string, s: ReturnType<typeof binaryScores>) =>
  `${label.padEnd(44)} P=${f3(s.precision)}  R=${f3(s.recall)}  F1=${f3(s.f1)}  (tp ${s.tp} fp ${s.fp} fn ${s.fn} tn ${s.tn})`;

const classifier = loadAdverseModel();
const header = classifier.model.header;
const hp = header.hyper_parameters;
console.log(`Model: src/news/models/adverse-media.json, built ${header.built_at} by ${header.built_by}`);
console.log(`  ${header.method}; ngrams=${hp.ngrams} min_df=${hp.min_df} max_features=${hp.max_features} lambda=${hp.lambda} threshold=${hp.threshold}`);

// 1. public test
{
  const test = readAdverseTest(amDir);
  const started = performance.now();
  const results = test.map((r) => classifier.classify({ title: r.title, text: r.article }));
  const ms = performance.now() - started;
  const s = binaryScores(results.map((c) => c.adverse), test.map((r) => r.adverse));
  console.log(`\n== Adverse vs not: ut_adverse_media/2020-11/public_test.csv (${test.length} articles, ${test.filter((r) => r.adverse).length} adverse)`);
  console.log(line('adverse class', s));
  console.log(`  target F1 >= 0.93 (published TF-IDF Naive Bayes baseline 0.924): ${s.f1 >= 0.93 ? 'met' : 'NOT met'}; ${(ms / test.length).toFixed(2)} ms/article`);
  console.log('  Not used for training or tuning: the training script reads this file only to drop training rows that');
  console.log('  carry one of its articles; hyper-parameters were chosen by cross-validation on the training files.');
  if (showErrors) test.forEach((r, i) => { if (results[i].adverse !== r.adverse) console.log(`  ${results[i].adverse ? 'FP' : 'FN'} p=${results[i].probability.toFixed(3)} id ${r.id}: ${r.title.slice(0, 100)}`); });
}

// 2. entity level
{
  const rows = await readAdverseTraining(amDir);
  const heldIds = new Set((header.data as { held_out_rows: string[] }).held_out_rows);
  const held = rows.filter((r) => heldIds.has(r.rowId));
  const pairs = held.filter((r) => r.label !== null && r.entityName);
  const typeOf = (t: string): EntityRef['type'] => (/indiv|induv|person/i.test(t) ? 'individual' : /compan|commpany|organi|govern/i.test(t) ? 'company' : undefined);
  const article: boolean[] = [];
  const rule: boolean[] = [];
  const truth: boolean[] = [];
  let agreeN = 0;
  let agree = 0;
  for (const r of pairs) {
    const c = classifier.classify({ title: r.title, text: r.article });
    const e = entityAdverseMentions({ name: r.entityName, type: typeOf(r.entityType) }, r.title, r.article);
    article.push(c.adverse);
    rule.push(c.adverse && e.adverseMentions.length > 0);
    truth.push(r.label === true);
    const named = new Set(rankLeaves(r.explanation, '').map((l) => l.leaf.split('.')[0]));
    if (r.label && c.category && named.size > 0) {
      agreeN++;
      if (named.has(c.category.split('.')[0])) agree++;
    }
    if (showErrors && rule[rule.length - 1] !== truth[truth.length - 1]) {
      console.log(`  ${rule[rule.length - 1] ? 'FP' : 'FN'} ${r.rowId} | ${r.entityName} | ${r.title.slice(0, 80)} | mentioned ${e.mentioned}`);
    }
  }
  console.log(`\n== Entity level: held-out (entity, article) pairs of the training files (${pairs.length} pairs, ${truth.filter(Boolean).length} adverse about the entity)`);
  console.log(`  held out by ${(header.data as { held_out_rule: string }).held_out_rule}: ${held.length} rows, ${held.length - pairs.length} without an entity name left out`);
  const sRule = binaryScores(rule, truth);
  console.log(line('classifier AND entity next to a trigger', sRule));
  console.log(line('  (reference: classifier alone)', binaryScores(article, truth)));
  console.log(`  target precision >= 0.90 at recall >= 0.85: ${sRule.precision >= 0.9 && sRule.recall >= 0.85 ? 'met' : 'NOT met'}`);
  console.log(`  category: the top-level category of the predicted leaf is one the explanation names in ${agree}/${agreeN} adverse pairs (${f3(agree / agreeN)})`);
  console.log('  Not used for training or tuning: these rows are excluded from training and from cross-validation.');
}

// 3. sentiment
{
  const readPhraseBank = (file: string) =>
    readFileSync(path.join(newsDir, 'financial_phrasebank/v1.0', file), 'latin1')
      .split(/\r?\n/)
      .filter((l) => l.includes('@'))
      .map((l) => ({ text: l.slice(0, l.lastIndexOf('@')), label: l.slice(l.lastIndexOf('@') + 1).trim() }));
  const report = (name: string, items: Array<{ text: string; label: string }>) => {
    const classes = ['negative', 'neutral', 'positive'];
    const confusion = new Map(classes.map((c) => [c, new Map(classes.map((d) => [d, 0]))]));
    let correct = 0;
    for (const it of items) {
      const predicted = sentimentClass(sentimentScore(it.text));
      if (predicted === it.label) correct++;
      const row = confusion.get(it.label);
      if (row) row.set(predicted, (row.get(predicted) ?? 0) + 1);
    }
    const majority = Math.max(...classes.map((c) => items.filter((i) => i.label === c).length)) / items.length;
    console.log(`${name.padEnd(44)} accuracy=${f3(correct / items.length)}  (n ${items.length}; majority class ${f3(majority)})`);
    for (const c of classes) console.log(`    true ${c.padEnd(8)} -> predicted ${classes.map((d) => `${d} ${confusion.get(c)?.get(d)}`).join(', ')}`);
    return correct / items.length;
  };
  console.log('\n== Sentiment: src/news/sentiment.ts (wink-nlp lexicon + finance lexicon), positive/neutral/negative');
  const acc66 = report('Financial PhraseBank 66 % agreement', readPhraseBank('Sentences_66Agree.txt'));
  console.log(`  target accuracy >= 0.75: ${acc66 >= 0.75 ? 'met' : 'NOT met'}`);
  report('Financial PhraseBank 100 % agreement', readPhraseBank('Sentences_AllAgree.txt'));
  const tweets: Array<{ text: string; label: string }> = (parse(readFileSync(path.join(newsDir, 'twitter_financial_news_sentiment/v1.0/sent_valid.csv')), { columns: true }) as Array<{ text: string; label: string }>)
    .map((r) => ({ text: r.text, label: r.label === '0' ? 'negative' : r.label === '1' ? 'positive' : 'neutral' }));
  report('Twitter Financial News, validation file', tweets);
  console.log('  Not used for training or tuning: the lexicon weights and the neutral band were set on the Twitter');
  console.log('  training file (sent_train.csv) only; PhraseBank and the Twitter validation file are measured here.');
}
