/**
 * Adverse media in compliance checks: the rule that turns a stored article into an `adverse_media`
 * finding about a screened entity (pure, no I/O; docs/API.md "Adverse-media findings").
 *
 * An article is a finding about an entity when:
 *  1. the article is MATERIAL adverse media (`is_material`, src/news/enrich.ts: adverse, strongest
 *     category an AML/CFT predicate offence or regulatory action, official action reported; issue 17
 *     "an article that is material adverse media about the entity becomes an adverse_media finding");
 *  2. the article is adverse media about THIS entity (`entityAdverseMentions`, entity-adverse.ts: the
 *     entity, or one of its aliases, is named next to an offence trigger in the same sentence window);
 *  3. that window names a material category (a leaf whose `is_material` is true): an article about a
 *     fraud that names the entity only beside a lawsuit is not material adverse media about it.
 * Adverse articles that are not material are not findings (they stay on the article feed); this keeps
 * out the allegations, profiles and lawsuits that make most adverse-media alerts false positives.
 *
 * The finding: `category` is the most severe material leaf of the window (taxonomy priority), the
 * trigger sentence the window's mentioning sentence. `confidence` (0-1) is the confidence that the
 * article names this entity, not that the article is adverse (it is, by rule 1): 0.95 when the trigger
 * sentence names it in full (surname or first word plus at least 60 % of the name's words, entity-adverse.ts)
 * and the name has two or more words; 0.85 for a full mention of a one-word name or for a short mention
 * (surname alone, a company's first word, its capitals acronym) after a full mention elsewhere.
 *
 * Candidates come from `adverse-index.ts`: `articleNameKeys` gives the keys of an article's words,
 * `entityNameKeys` the head-word keys one of which any mention of the entity holds (the GIN prefilter),
 * `mayName` the finer test on an article's keys (enough of the name's words); only the articles that
 * pass both are read by the rule.
 */
import { foldText, normaliseName, phoneticKey } from '../screening/normalise.js';
import { entityAdverseMentions, entityNames, type AdverseMention } from './entity-adverse.js';
import { categoryByCode, topCategoryOf } from './taxonomy.js';
import type { FindingRow } from '../domain/findings.js';

/** A stored material article as the rule reads it (columns of `articles`). */
export interface ScreenedArticle {
  id: string;
  title_en: string;
  snippet_en: string;
  url: string;
  source_name: string;
  source_domain: string;
  publication_datetime: string | Date;
  is_material: boolean;
  adverse_probability: number;
  /** Taxonomy leaf codes of the article, strongest first. */
  categories: string[];
}

/** The screened entity: its name, aliases and type as the check stores them. */
export interface AdverseEntity {
  name: string;
  aliases?: string[] | null;
  entity_type?: string;
}

/** Why an article is adverse media about an entity. */
export interface AdverseMediaHit {
  /** The entity name or alias found. */
  matched_name: string;
  mention: AdverseMention;
  /** Most severe material leaf code of the window (`fraud.financial_fraud`). */
  category: string;
  /** The trigger sentence names the entity in full (not by its surname or acronym alone). */
  full: boolean;
  /** 0-1 (module doc). */
  confidence: number;
}

const refType = (t?: string): 'individual' | 'company' | undefined => (t === 'individual' || t === 'company' ? t : undefined);

/** An entity's names to look for: its name and aliases, distinct, non-empty. */
const namesOf = (e: AdverseEntity) => [...new Set([e.name, ...(e.aliases ?? [])].map((n) => n?.trim()).filter((n): n is string => !!n))];

/**
 * Index key of a folded word: itself below 5 letters, else `~` + first letter + phonetic key, so two
 * words have the same key exactly when entity-adverse.ts counts them the same token.
 */
function wordKey(word: string): string {
  return word.length >= 5 ? `~${word[0]}${phoneticKey(word)}` : word;
}

const keysOf = (text: string) => new Set(foldText(text).split(' ').filter(Boolean).map(wordKey));

/** The keys of an article's English title and snippet (`wordKey` of every folded word), sorted. */
export function articleNameKeys(title: string, text: string): string[] {
  return [...keysOf(`${title}\n${text}`)].sort();
}

/** What any mention of one name needs (entity-adverse.ts's name pattern): the head word, and enough of the key words. */
export interface NameFilter {
  /** Key of the head word (an individual's surname, a company's first word). */
  head: string;
  /** Keys of the name's key words, repeats kept (entity-adverse.ts counts each key word). */
  keys: string[];
  /** Key words a full mention holds (60 %, rounded up). */
  need: number;
  /** An individual may also be named by the surname alone in the title. */
  individual: boolean;
}

/**
 * Per name of the entity (name, aliases, each person of a field listing several: `entityNames`), what
 * a mention needs. Every finding needs a full mention (head plus 60 % of the key words in a sentence)
 * or, for an individual, the surname in the title: so an article lacking the head, or holding too few
 * key words with the head not in its title, cannot name the entity. Empty when no name has a usable word.
 */
export function entityNameFilters(e: AdverseEntity): NameFilter[] {
  const type = refType(e.entity_type);
  const out: NameFilter[] = [];
  for (const name of namesOf(e).flatMap(entityNames)) {
    const norm = normaliseName(name, type ? { type } : {});
    const isCompany = type === 'company' || (type === undefined && norm.tokens.some((t) => t.cls === 'legal' || t.cls === 'generic'));
    const key = norm.tokens.filter((t) => t.cls === 'name' || t.cls === 'generic' || t.cls === 'number').map((t) => t.raw);
    if (!key.length) continue;
    out.push({ head: wordKey(isCompany ? key[0] : key[key.length - 1]), keys: key.map(wordKey), need: Math.ceil(0.6 * key.length), individual: !isCompany });
  }
  return out;
}

/** The head keys of the entity's names: an article holding none of them cannot name it (the GIN prefilter). */
export function entityNameKeys(e: AdverseEntity): string[] {
  return [...new Set(entityNameFilters(e).map((f) => f.head))];
}

/** Whether an article with `keys` (articleNameKeys) and `title` may name an entity with `filters` (see entityNameFilters). */
export function mayName(filters: readonly NameFilter[], keys: ReadonlySet<string>, title: string): boolean {
  let titleKeys: Set<string> | undefined;
  return filters.some((f) => {
    if (!keys.has(f.head)) return false;
    if (f.keys.filter((k) => keys.has(k)).length >= f.need) return true;
    return f.individual && (titleKeys ??= keysOf(title)).has(f.head);
  });
}

/** Number of informative words of `name` (entity-adverse's key tokens). */
function wordCount(name: string, type: ReturnType<typeof refType>): number {
  return normaliseName(name, type ? { type } : {}).tokens.filter((t) => t.cls === 'name' || t.cls === 'generic' || t.cls === 'number').length;
}

const severity = (code: string) => categoryByCode(code)?.priority ?? Number.MAX_SAFE_INTEGER;

/** The hit of `article` about `entity` by the module's rule, or null. Never throws. */
export function adverseMediaHit(entity: AdverseEntity, article: ScreenedArticle): AdverseMediaHit | null {
  if (!article.is_material) return null;
  const type = refType(entity.entity_type);
  let best: AdverseMediaHit | null = null;
  for (const name of namesOf(entity)) {
    for (const mention of entityAdverseMentions({ name, type }, article.title_en, article.snippet_en).adverseMentions) {
      const material = mention.categories.filter((c) => categoryByCode(c)?.is_material).sort((a, b) => severity(a) - severity(b));
      if (!material.length) continue;
      // The sentence alone (as text, with no title) is mentioned only through a full mention.
      const full = entityAdverseMentions({ name, type }, '', mention.sentence).mentioned;
      const confidence = full && entityNames(name).some((n) => wordCount(n, type) >= 2) ? 0.95 : 0.85;
      const hit = { matched_name: name, mention, category: material[0], full, confidence };
      if (!best || hit.confidence > best.confidence || (hit.confidence === best.confidence && severity(hit.category) < severity(best.category))) best = hit;
    }
  }
  return best;
}

/** The finding row of `hit` of `article` about `entity` (interface.md "Compliance result"; module doc). */
export function adverseMediaFinding(entity: AdverseEntity, article: ScreenedArticle, hit: AdverseMediaHit): FindingRow {
  const leaf = categoryByCode(hit.category)!;
  const top = topCategoryOf(hit.category)!;
  const date = new Date(article.publication_datetime).toISOString().slice(0, 10);
  const domain = article.source_domain || (URL.canParse(article.url) ? new URL(article.url).hostname : '');
  const leaves = hit.mention.categories.map((c) => categoryByCode(c)).filter((c) => !!c);
  const trigger = hit.mention.sentence;
  return {
    result_type: 'adverse_media',
    confidence: hit.confidence,
    name: entity.name,
    title: article.title_en || trigger,
    text: [
      `Adverse media (material): ${leaf.name} (${top.name})`,
      `Trigger sentence: ${trigger}`,
      `Named as: ${hit.matched_name}`,
      `Source: ${article.source_name || domain}, ${date}`,
    ].join('\n'),
    source_name: article.source_name || domain,
    source_date: date,
    url: article.url,
    addresses: [],
    tags: leaves.map((c) => ({ tag: c.code })),
    sources: [{ title: article.title_en, url: article.url, domain, description: leaves.map((c) => c.name).join(', '), publication_date: date }],
    pep_tier: '',
    soe_relationship_type: '',
    automated_false_positive_rating: 'no',
    automated_false_positive_rating_comments: '',
    explanation: {
      summary: `Material adverse media: ${leaf.name} ("${hit.mention.triggers.join('", "')}") in a sentence naming ${hit.matched_name}`,
      article_id: article.id,
      category: { code: leaf.code, name: leaf.name, external_id: leaf.external_id, top_category: top.name, priority: leaf.priority, is_material: leaf.is_material },
      categories: hit.mention.categories,
      triggers: hit.mention.triggers,
      trigger_sentence: trigger,
      context: hit.mention.context,
      in_title: hit.mention.index === -1,
      matched_name: hit.matched_name,
      mention: hit.full ? 'full' : 'short',
      is_material: article.is_material,
      adverse_probability: article.adverse_probability,
      article_categories: article.categories,
    },
    list: 'news',
    source_id: article.id,
    record_keys: [`news:${article.id}`],
  };
}

/** The findings of `articles` about `entity` (at most one per article), most confident first. */
export function adverseMediaFindings(entity: AdverseEntity, articles: readonly ScreenedArticle[]): FindingRow[] {
  const out: FindingRow[] = [];
  for (const article of articles) {
    const hit = adverseMediaHit(entity, article);
    if (hit) out.push(adverseMediaFinding(entity, article, hit));
  }
  return out.sort((a, b) => b.confidence - a.confidence);
}
