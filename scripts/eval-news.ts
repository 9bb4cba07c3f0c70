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
 * 4. Company linking (src/news/linking.ts) on the real GKG and RSS files: the (article, tracked company) labels of
 *    test/fixtures/news/link-labels.tsv for the companies of link-companies.tsv (labelling rule in docs/NEWS.md
 *    "Linking evaluation"); precision and recall over every (article, company) pair, on the held-out half (articles
 *    split by sha256 of the canonical URL), the dev half the linker's rules were changed on, and all. Target P >= 0.95
 *    at R >= 0.85.
 * 5. Clustering (src/news/cluster.ts): the real GKG, DOC and RSS files ingested into an in-memory database
 *    (the whole pipeline), then pairwise precision, recall and F1 of "same cluster" against the same-story groups
 *    of test/fixtures/news/cluster-stories.tsv (labelling rule in docs/NEWS.md "Clustering").
 *
 * Data dir: $VIGIL_DATA_DIR or ../shared/data beside the repository.
 */
import { createHash } from 'node:crypto';
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
import { CompanyLinker } from '../src/news/linking.js';
import { loadNewsFile } from '../src/news/sources/load-file.js';
import { dedupeArticles } from '../src/news/sources/dedupe.js';
import type { RawArticle } from '../src/news/sources/types.js';
import { ingestNewsFiles } from '../src/news/ingest.js';
import { DEFAULT_CLUSTER_SETTINGS } from '../src/news/cluster.js';
import { openPglite } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { evalCompanies, fixtureRows, newsFiles } from './news-data.js';

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

const pairLine = (label: string, tp: number, fp: number, fn: number) => {
  const p = tp / (tp + fp);
  const r = tp / (tp + fn);
  return { p, r, text: `${label.padEnd(44)} P=${f3(p)}  R=${f3(r)}  F1=${f3((2 * p * r) / (p + r))}  (tp ${tp} fp ${fp} fn ${fn})` };
};

// 4. company linking
{
  const companies = evalCompanies().map((c) => ({ id: c.key, organisation_id: 'eval', names: c.names }));
  const positives = new Set(fixtureRows('link-labels.tsv').filter((r) => r[2] === '1').map(([c, url]) => `${c} ${url}`));
  const articles: RawArticle[] = [];
  for (const file of newsFiles('gdelt_gkg', 'rss')) articles.push(...(await loadNewsFile(file)).articles);
  const stored = dedupeArticles(articles).fresh;
  const linker = new CompanyLinker(companies);
  // Dev half / held-out half by the first bit of sha256(canonical URL): the linker's rules were changed on dev errors only.
  const half = (url: string) => ((createHash('sha256').update(url).digest()[0] & 1) === 1 ? 'held-out' : 'dev');
  const count = { dev: { tp: 0, fp: 0, fn: 0 }, 'held-out': { tp: 0, fp: 0, fn: 0 } };
  const errors: string[] = [];
  for (const a of stored) {
    const h = half(a.canonical_url);
    const linked = new Set<string>();
    for (const m of linker.link({ title: a.title, text: a.snippet, organizations: a.gdelt?.organizations })) {
      linked.add(m.company_id);
      if (positives.has(`${m.company_id} ${a.canonical_url}`)) count[h].tp++;
      else {
        count[h].fp++;
        errors.push(`  FP ${h} ${m.company_id} (${m.matched_name}) | ${a.title.slice(0, 90)}`);
      }
    }
    for (const k of positives) {
      const [company, url] = k.split(' ');
      if (url !== a.canonical_url || linked.has(company)) continue;
      count[h].fn++;
      errors.push(`  FN ${h} ${company} | ${a.title.slice(0, 90)}`);
    }
  }
  const storedUrls = new Set(stored.map((a) => a.canonical_url));
  const unstored = [...positives].filter((k) => !storedUrls.has(k.split(' ')[1]));
  const all = { tp: count.dev.tp + count['held-out'].tp, fp: count.dev.fp + count['held-out'].fp, fn: count.dev.fn + count['held-out'].fn + unstored.length };
  const s = pairLine('linked (article, company) pairs, all', all.tp, all.fp, all.fn);
  console.log(`\n== Company linking: ${stored.length} stored GKG and RSS articles x ${companies.length} tracked companies (${positives.size} positive pairs)`);
  console.log(pairLine(`  held-out half (${count['held-out'].tp + count['held-out'].fn} positive pairs)`, count['held-out'].tp, count['held-out'].fp, count['held-out'].fn).text);
  console.log(pairLine(`  dev half (${count.dev.tp + count.dev.fn} positive pairs)`, count.dev.tp, count.dev.fp, count.dev.fn).text);
  console.log(s.text);
  if (unstored.length) console.log(`  WARNING: ${unstored.length} labelled articles not stored (counted as misses): ${unstored.join(', ')}`);
  console.log(`  target precision >= 0.95 at recall >= 0.85: ${s.p >= 0.95 && s.r >= 0.85 ? 'met' : 'NOT met'}`);
  console.log('  The labels were written before the rules of docs/NEWS.md "Company linking"; those rules were changed on the');
  console.log('  dev half\'s errors only (articles split by the first bit of sha256(canonical URL)); the held-out half measures them.');
  if (showErrors) for (const e of errors) console.log(e);
}

// 5. clustering
{
  const files = newsFiles('gdelt_gkg', 'gdelt_doc', 'rss');
  const db = await openPglite();
  try {
    await migrate(db);
    const started = performance.now();
    const loaded = await ingestNewsFiles(db, files);
    const seconds = (performance.now() - started) / 1000;
    const rows = (await db.query<{ canonical_url: string; cluster_id: string }>('SELECT canonical_url, cluster_id FROM articles')).rows;
    const story = new Map(fixtureRows('cluster-stories.tsv').map(([id, url]) => [url, id]));
    const missing = [...story.keys()].filter((u) => !rows.some((r) => r.canonical_url === u));
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const errors: string[] = [];
    for (let i = 0; i < rows.length; i++) {
      for (let j = i + 1; j < rows.length; j++) {
        const same = story.has(rows[i].canonical_url) && story.get(rows[i].canonical_url) === story.get(rows[j].canonical_url);
        const clustered = rows[i].cluster_id === rows[j].cluster_id;
        if (same && clustered) tp++;
        else if (clustered) {
          fp++;
          errors.push(`  FP ${rows[i].canonical_url} ~ ${rows[j].canonical_url}`);
        } else if (same) {
          fn++;
          errors.push(`  FN ${story.get(rows[i].canonical_url)}: ${rows[i].canonical_url} ~ ${rows[j].canonical_url}`);
        }
      }
    }
    const sizes = (await db.query<{ n: number; clusters: number }>('SELECT cluster_size AS n, count(DISTINCT cluster_id)::int AS clusters FROM articles GROUP BY 1 ORDER BY 1')).rows;
    const { maxDistance, minSimilarity, windowHours } = DEFAULT_CLUSTER_SETTINGS;
    console.log(`\n== Clustering: ${files.length} real GKG, DOC and RSS files ingested (${loaded.reduce((n, r) => n + r.stored, 0)} articles stored in ${seconds.toFixed(1)} s), ${story.size} articles in ${new Set(story.values()).size} labelled same-story groups`);
    console.log(`  rule: SimHash <= ${maxDistance} bits, token Jaccard >= ${minSimilarity}, published within ${windowHours} h; cluster sizes ${sizes.map((r) => `${r.n}: ${r.clusters}`).join(', ')}`);
    if (missing.length) console.log(`  WARNING: ${missing.length} labelled articles not stored: ${missing.join(', ')}`);
    console.log(pairLine('same-cluster pairs vs same-story pairs', tp, fp, fn).text);
    console.log('  The thresholds come from the SimHash expectation (docs/NEWS.md "Clustering"), set after looking at the distance');
    console.log('  distribution of these files (there is no other same-story set) but before these labels were written; not changed after.');
    if (showErrors) for (const e of errors) console.log(e);
  } finally {
    await db.close();
  }
}
