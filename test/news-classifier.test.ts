/**
 * Adverse-media taxonomy, classifier, entity rule and sentiment, on the real files in ../shared/data/news
 * (public_test.csv of ut_adverse_media, GDELT GKG rows) plus a few hand-written sentences for the sentence
 * splitter and the sentiment sign. Run: node --import tsx --test test/news-classifier.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MODEL_PATH, loadAdverseModel } from '../src/news/adverse-classifier.js';
import { readAdverseTest, resolveLabel } from '../src/news/adverse-training-data.js';
import { binaryScores } from '../src/news/adverse-train.js';
import { entityAdverseMentions, entityNames, splitSentences } from '../src/news/entity-adverse.js';
import { sentimentClass, sentimentScore, toneToSentiment } from '../src/news/sentiment.js';
import { ADVERSE_LEAVES, ADVERSE_TAXONOMY, apiCategoryTree, categoriesForThemes, categoryByCode } from '../src/news/taxonomy.js';
import { rankLeaves } from '../src/news/triggers.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = process.env.VIGIL_DATA_DIR ?? path.resolve(repo, '../shared/data');
const news = (...p: string[]) => path.join(DATA, 'news', ...p);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Rows of a GKG 2.1 file as arrays of 27 columns (CR stripped: the 2026 sample has CRLF). */
const gkgRows = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => l.replace(/\r$/, '').split('\t'));

describe('adverse-media taxonomy', () => {
  it('has the 14 issue categories, each a node of the API shape with leaves', () => {
    const names = ADVERSE_TAXONOMY.map((c) => c.code);
    assert.deepEqual(names.sort(), ['corruption', 'cybercrime', 'environmental_crime', 'fraud', 'insolvency', 'labour_human_rights', 'litigation', 'money_laundering', 'organised_crime', 'regulatory_action', 'sanctions', 'tax_crime', 'terrorism', 'trafficking']);
    const ids = new Set<string>();
    for (const top of apiCategoryTree()) {
      assert.deepEqual(Object.keys(top).sort(), ['external_id', 'is_material', 'name', 'priority', 'sub_categories'], `API node keys of ${top.name}`);
      assert.ok(UUID.test(top.external_id), `uuid v5 for ${top.name}: ${top.external_id}`);
      assert.ok(Number.isInteger(top.priority) && top.priority >= 1, `integer priority for ${top.name}`);
      assert.ok(top.sub_categories.length >= 1, `${top.name} has leaves`);
      ids.add(top.external_id);
      for (const leaf of top.sub_categories) {
        assert.ok(UUID.test(leaf.external_id), `uuid for leaf ${leaf.name}`);
        assert.equal(leaf.sub_categories.length, 0, `leaf ${leaf.name} has no children`);
        ids.add(leaf.external_id);
      }
    }
    assert.equal(ids.size, ADVERSE_TAXONOMY.length + ADVERSE_LEAVES.length, 'external ids are unique');
    assert.equal(categoryByCode('trafficking')?.sub_categories.length, 5, 'trafficking: human, drugs, arms, wildlife, stolen goods');
    assert.equal(categoryByCode('insolvency')?.is_material, false, 'insolvency is not an AML/CFT predicate offence');
    assert.equal(categoryByCode('regulatory_action')?.is_material, true, 'regulatory action is material');
    for (const leaf of ADVERSE_LEAVES) assert.ok(leaf.triggers.length > 0, `leaf ${leaf.code} has triggers`);
  });

  it('maps the themes of real GKG rows to leaves, and not the functional-actor taxonomy', () => {
    const rows = gkgRows(news('gdelt_gkg/2015-02-18_2020-03-18/gkg.csv'));
    const hsbc = rows.find((r) => r[0] === '20150218230000-207');
    assert.ok(hsbc, 'row 20150218230000-207 (Swiss prosecutors probe HSBC subsidiary) is in gkg.csv');
    const leaves = categoriesForThemes(hsbc[7].split(';'));
    for (const code of ['money_laundering.money_laundering', 'corruption.public_corruption', 'trafficking.drugs', 'litigation.criminal_proceedings']) {
      assert.ok(leaves.includes(code), `${code} in ${leaves.join(',')}`);
    }
    assert.ok(!leaves.some((l) => l.startsWith('tax_crime')), 'TAX_FNCACT / ECON_TAXATION do not make tax crime');
    assert.deepEqual(categoriesForThemes(['TAX_FNCACT', 'TAX_FNCACT_PRESIDENT', 'ECON_TAXATION', 'WB_832_ANTI_CORRUPTION']), [], 'unmapped themes');
    assert.deepEqual(categoriesForThemes(['TAX_TERROR_GROUP_ISLAMIC_STATE']), ['terrorism.terrorism_financing'], 'prefix theme');
    const sample = gkgRows(news('gdelt_gkg/2026-06-10/gkg_sample.csv'));
    assert.equal(sample.filter((r) => categoriesForThemes(r[7].split(';')).includes('insolvency.bankruptcy')).length, 1, 'one ECON_BANKRUPTCY row in the 2026 sample');
  });

  it('ranks offence leaves before proceedings', () => {
    const ranked = rankLeaves('John Gilligan charged with money laundering offences', '');
    assert.equal(ranked[0]?.leaf, 'money_laundering.money_laundering', JSON.stringify(ranked));
    assert.ok(ranked.some((r) => r.leaf === 'litigation.criminal_proceedings'), 'charged is a proceeding');
  });
});

describe('adverse-media classifier', () => {
  const classifier = loadAdverseModel();
  const test = readAdverseTest(news('ut_adverse_media/2020-11'));
  const byId = (id: string) => {
    const row = test.find((r) => r.id === id);
    assert.ok(row, `public_test row ${id}`);
    return row;
  };

  it('loads the committed model, small and self-describing', () => {
    assert.ok(statSync(DEFAULT_MODEL_PATH).size < 2 * 1024 * 1024, 'model file < 2 MB');
    const h = classifier.model.header;
    assert.equal(h.built_by, 'scripts/train-adverse-media.ts (npm run train:news)', 'header names the script');
    assert.ok(classifier.model.terms.length > 1000 && classifier.model.terms.length <= h.hyper_parameters.max_features, `vocabulary size ${classifier.model.terms.length}`);
    const held = (h.data as { held_out_rows: string[] }).held_out_rows;
    assert.ok(held.length > 200 && held.every((id) => /^(adverse|non_adverse):\d+$/.test(id)), 'held-out row ids recorded');
    assert.throws(() => loadAdverseModel(path.join(repo, 'package.json')), /Not an adverse-media model/, 'a non-model JSON is refused');
  });

  it('classifies clear articles of public_test.csv', () => {
    for (const id of ['577', '644', '470', '29']) {
      const r = byId(id);
      const c = classifier.classify({ title: r.title, text: r.article });
      assert.ok(r.adverse && c.adverse && c.probability > 0.9, `${id} "${r.title}" adverse (p=${c.probability})`);
    }
    for (const id of ['560', '92', '295', '91']) {
      const r = byId(id);
      const c = classifier.classify({ title: r.title, text: r.article });
      assert.ok(!r.adverse && !c.adverse && c.probability < 0.1, `${id} "${r.title}" not adverse (p=${c.probability})`);
      assert.deepEqual(c.categories, [], 'no categories when not adverse');
    }
    const money = classifier.classify({ title: byId('577').title, text: byId('577').article });
    assert.equal(money.category, 'money_laundering.money_laundering', `category of 577: ${money.categories.join(',')}`);
    assert.equal(classifier.classify({ title: byId('470').title, text: byId('470').article }).category, 'corruption.bribery', 'category of 470 (bribe scheme)');
  });

  it('reaches F1 >= 0.93 on the whole public test file', () => {
    const s = binaryScores(test.map((r) => classifier.classify({ title: r.title, text: r.article }).adverse), test.map((r) => r.adverse));
    assert.equal(test.length, 159, 'public_test rows');
    assert.ok(s.f1 >= 0.93, `F1 ${s.f1} (P ${s.precision}, R ${s.recall})`);
  });

  it('resolves the cross-check labels of the training files', () => {
    assert.equal(resolveLabel('', 'adverse'), true, 'empty keeps the file class');
    assert.equal(resolveLabel('', 'non_adverse'), false, 'empty keeps the file class');
    assert.equal(resolveLabel('nam', 'adverse'), false, 'nam overrides');
    assert.equal(resolveLabel('am ', 'non_adverse'), true, 'am overrides, trimmed');
    for (const l of ['delete        ', 'random', 'doubt', 'neither', 'am, doubt', 'maybe']) assert.equal(resolveLabel(l, 'adverse'), null, `"${l}" excluded`);
  });
});

describe('entity-level rule', () => {
  const wirecard = readAdverseTest(news('ut_adverse_media/2020-11')).find((r) => r.title === 'Former Wirecard CEO Markus Braun arrested');
  assert.ok(wirecard, 'Wirecard article in public_test.csv');

  it('finds the accused person next to the trigger, with the trigger sentence', () => {
    const e = entityAdverseMentions({ name: 'Markus Braun', type: 'individual' }, wirecard.title, wirecard.article);
    assert.ok(e.mentioned && e.mentions >= 3, `mentions ${e.mentions}`);
    assert.equal(e.adverseMentions[0]?.sentence, 'Former Wirecard CEO Markus Braun arrested', 'the title names him and the arrest');
    assert.ok(e.adverseMentions.some((m) => m.sentence.startsWith('Markus Braun, the former CEO') && m.triggers.includes('arrested')), 'first sentence of the text');
  });

  it('does not find a name the article does not carry, nor a surname alone without the full name', () => {
    assert.equal(entityAdverseMentions({ name: 'Jane Doe', type: 'individual' }, wirecard.title, wirecard.article).mentioned, false, 'absent name');
    const text = 'Police arrested a man named Smith for fraud. Nobody else was charged.';
    assert.equal(entityAdverseMentions({ name: 'Anna Smith', type: 'individual' }, '', text).mentioned, false, 'surname alone without full mention');
    assert.equal(entityAdverseMentions({ name: 'Anna Smith', type: 'individual' }, 'Smith charged', text).adverseMentions.length > 0, true, 'surname in the title counts');
  });

  it('reads a company by its name without the legal form, and by its acronym after a full mention', () => {
    const text = 'State Bank of India was fined by the regulator. Separately, SBI said it would appeal.';
    const e = entityAdverseMentions({ name: 'State Bank of India Ltd', type: 'company' }, '', text);
    assert.equal(e.mentions, 2, 'full name and acronym');
    assert.ok(e.adverseMentions.some((m) => m.categories.includes('regulatory_action.enforcement')), JSON.stringify(e.adverseMentions));
  });

  it('splits sentences and entity lists', () => {
    assert.deepEqual(splitSentences('Mr. Smith met Dr. Jones in the U.S. on Monday. He was "arrested." Then H. Lee left!'), ['Mr. Smith met Dr. Jones in the U.S. on Monday.', 'He was "arrested."', 'Then H. Lee left!']);
    assert.deepEqual(entityNames('John Stumpf  &  Carrie Tolstedt'), ['John Stumpf', 'Carrie Tolstedt']);
    assert.deepEqual(entityNames('Caputo, Luis'), ['Caputo, Luis']);
  });
});

describe('sentiment', () => {
  it('gives the sign of clear financial sentences', () => {
    assert.ok(sentimentScore('Net sales rose 20 % and operating profit doubled to a record high.') > 0.3, 'growth is positive');
    assert.ok(sentimentScore('The company swung to an operating loss and announced layoffs after sales fell.') < -0.3, 'loss and layoffs are negative');
    assert.ok(sentimentScore('The operating loss narrowed to EUR 1.2 mn from EUR 3.4 mn.') > 0.3, 'a narrower loss is positive');
    assert.equal(sentimentClass(sentimentScore('The annual general meeting will be held in Helsinki on 5 April.')), 'neutral', 'an announcement is neutral');
    assert.ok(sentimentScore('Shares did not fall.') >= 0, 'negation flips');
    assert.equal(sentimentScore('   '), 0, 'empty text');
  });

  it('scales a GDELT tone to -1..1', () => {
    assert.equal(toneToSentiment(-2.87253141831239), -0.287253141831239, 'tone of gkg.csv row 20200318104500-0');
    assert.equal(toneToSentiment(-25), -1, 'clamped');
    assert.equal(toneToSentiment(Number.NaN), null, 'not a number');
  });
});
