/**
 * The per-article steps of the news pipeline between a source and storage (docs/NEWS.md "Pipeline"):
 * language and English text (sources/translate.ts), sentiment (GDELT tone / 10 where present, else
 * the lexicon of sentiment.ts), adverse-media classification (adverse-classifier.ts), materiality and
 * priority. Pure apart from the optional translator; company linking comes after, per tracked company.
 *
 * Materiality (`is_material`): the article is adverse, its strongest category belongs to an AML/CFT
 * predicate offence or to regulatory action (the taxonomy's `is_material` top categories: FATF
 * designated categories of offences), and its text reports official action: an investigation,
 * charge, arrest, raid, fine, penalty, sanction, conviction, sentence or settlement with an
 * authority (`OFFICIAL_ACTION`), not an allegation alone.
 *
 * Priority (lower = more important, api-facts.md): `articlePriority` of priority.ts (category
 * severity, materiality, recency at ingest, source, cluster size), computed here for an article
 * alone (cluster size 1) and stored at `now`; clustering (cluster.ts) recomputes it from the stored
 * columns when the article joins or grows a cluster.
 *
 * The word tokens of the English title + snippet (`wordTokens`) are computed once, for the classifier
 * and for the article's SimHash fingerprint (simhash.ts), which is stored with the article and read by
 * clustering.
 */
import type { RawArticle } from './sources/types.js';
import { englishText, type Translator } from './sources/translate.js';
import { sentimentScore, toneToSentiment } from './sentiment.js';
import type { AdverseClassifier } from './adverse-classifier.js';
import { topCategoryOf } from './taxonomy.js';
import { articlePriority } from './priority.js';
import { simhashOfFeatures, type Fingerprint } from './simhash.js';
import { wordTokens } from './text-features.js';

export { NOT_ADVERSE_PRIORITY } from './priority.js';

/** Words of official action (stems, word-initial, case-insensitive): the materiality rule's second half. */
export const OFFICIAL_ACTION =
  /\b(charg(ed|es|ing)|indict|arrest|raid(ed|s)?\b|convict|sentenc|fined\b|fines\b|penalt|sanction(ed|s)\b|prosecut|investigat|probe[sd]?\b|plead(ed|s)? guilty|pleaded|settle(d|ment)s? with|consent order|cease-and-desist|enforcement action|jailed|detained|extradit)/i;

export interface EnrichedArticle extends Omit<RawArticle, 'categories'> {
  /** The publisher's own categories (feed/sitemap labels), as the source gave them. */
  source_categories?: RawArticle['categories'];
  language: string;
  title_en: string;
  snippet_en: string;
  sentiment: number | null;
  adverse: boolean;
  adverse_probability: number;
  /** Adverse-media taxonomy leaf codes, strongest first (empty when not adverse). */
  categories: string[];
  is_material: boolean;
  priority: number;
  /** SimHash of the English title + snippet (simhash.ts); null when too short to fingerprint. */
  simhash: Fingerprint | null;
  /** Its features: the distinct word tokens of the English title + snippet (clustering's Jaccard check). */
  simhash_features: string[];
}

/**
 * Runs the per-article steps on `raw` (module doc); `now` is the ingest time the priority's recency is
 * measured at (the `created_at` the article is stored with). Never throws: a translator failure keeps
 * the original text.
 */
export async function enrichArticle(raw: RawArticle, classifier: AdverseClassifier, translator?: Translator, now = new Date()): Promise<EnrichedArticle> {
  const english = await englishText(raw, translator);
  const text = `${english.title_en}\n${english.snippet_en}`;
  const tone = raw.gdelt?.tone ?? null;
  const sentiment = tone !== null ? toneToSentiment(tone) : english.title_en || english.snippet_en ? sentimentScore(text) : null;
  const tokens = wordTokens(text);
  const c = classifier.classify({ title: english.title_en, text: english.snippet_en, themes: raw.gdelt?.themes, tokens });
  const simhash_features = [...new Set(tokens)];
  const top = c.category ? topCategoryOf(c.category) : undefined;
  const is_material = c.adverse && Boolean(top?.is_material) && OFFICIAL_ACTION.test(text);
  const priority = articlePriority({
    adverse: c.adverse,
    categories: c.categories,
    is_material,
    source_domain: raw.source_domain,
    publication_datetime: raw.published_at,
    created_at: now,
    cluster_size: 1,
  });
  const { categories: source_categories, ...rest } = raw;
  return {
    ...rest,
    source_categories,
    language: english.language ?? '',
    title_en: english.title_en,
    snippet_en: english.snippet_en,
    sentiment,
    adverse: c.adverse,
    adverse_probability: c.probability,
    categories: c.categories,
    is_material,
    priority,
    simhash: simhashOfFeatures(simhash_features),
    simhash_features,
  };
}
