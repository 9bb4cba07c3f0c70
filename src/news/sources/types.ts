/**
 * The one shape every news source adapter produces (`RawArticle`), and the adapter interface the
 * fetch job calls (`NewsSource`), like the company providers' interface in src/providers/types.ts.
 * Adapters only map their publishers' formats onto these types: GDELT GKG 2.1 files
 * (`./gdelt-gkg.ts`, `./gdelt-gkg-fetch.ts`), the GDELT DOC 2.0 API (`./gdelt-doc.ts`), and RSS/Atom
 * feeds or Google News sitemaps (`./rss.ts`, `./news-sitemap.ts`). Storage, linking, classification
 * and translation happen downstream on `RawArticle`s.
 *
 * Identity of an article (the "no article stored twice" rule, implemented in `./dedupe.ts`): two
 * articles are the same when they have the same `canonical_url`, or the same non-null `content_hash`.
 *
 * - `canonical_url`: the article URL with the scheme and host lower-cased, `http:` written `https:`
 *   (the same page served both ways), a leading `www.` dropped from the host, the default port and
 *   the fragment dropped, the tracking parameters `utm_*`, `fbclid`, `gclid`, `msclkid`, `mc_cid`
 *   and `mc_eid` removed, the remaining query parameters sorted by name (stable for equal names),
 *   and an empty query removed. The path is kept as it is (a trailing `/` can name another page).
 *   Only `http:`/`https:` URLs are articles.
 * - `content_hash`: lower-case hex SHA-256 of the normalised `title` + `"\n"` + `snippet`, where
 *   normalising is Unicode NFKC, lower-casing, HTML tags removed, apostrophes deleted (GDELT's DOC
 *   API prints "Weve" for "We've"), every run of characters that are not letters or digits made one
 *   space, trimmed. Punctuation and spacing differences (GDELT prints "Spain , France") therefore
 *   hash alike. It is `null` when the normalised text has fewer than `MIN_HASH_WORDS` (5) words: a
 *   missing or very short headline ("Live updates", or the title-less 2015 GKG rows) is shared by
 *   unrelated articles and must not merge them.
 *
 * Conventions: times are ISO 8601 UTC strings (`2026-06-10T03:30:00.000Z`); `language` is an
 * ISO 639-1 code (`en`, `fr`; BCP 47 primary subtag, so three letters only for languages without a
 * two-letter code); absent values are `undefined`, never empty strings (except `title`/`snippet`,
 * which are `''` when the source has none).
 */

/** Ids of the source adapters. */
export type NewsSourceId = 'gdelt_gkg' | 'gdelt_doc' | 'rss';

/**
 * A location GDELT found in the article (GKG 2.1 V2EnhancedLocations, codebook "V2ENHANCEDLOCATIONS":
 * `Type#FullName#CountryCode#ADM1Code#ADM2Code#Lat#Long#FeatureID#CharOffset`).
 */
export interface GdeltLocation {
  /** 1 COUNTRY, 2 USSTATE, 3 USCITY, 4 WORLDCITY, 5 WORLDSTATE (codebook). */
  type: number;
  name: string;
  /** GDELT's country code: **FIPS 10-4**, not ISO 3166 (e.g. `RS` is Russia, `KS` South Korea). */
  country_code?: string;
  adm1_code?: string;
  lat?: number;
  lon?: number;
  feature_id?: string;
}

/** The GDELT annotations of an article (GKG rows have all of them; DOC API rows none). */
export interface GdeltMeta {
  /** GKGRECORDID, `YYYYMMDDHHMMSS-N` (translingual `-TN`). */
  record_id: string;
  /** V2.1DATE as ISO: when GDELT saw the article (the 15-minute slice), not when it was published. */
  seen_at: string;
  /** V1Themes, unique, in GDELT's order (`CORRUPTION`, `ECON_MONEYLAUNDERING`, `TAX_FNCACT_CEO`, ...). */
  themes: string[];
  /** Organisation names, unique: V2EnhancedOrganizations (cased) or, when empty, V1Organizations (lower-case). */
  organizations: string[];
  /** Person names, unique: V2EnhancedPersons (cased) or, when empty, V1Persons (lower-case). */
  persons: string[];
  /** V2.1AllNames: every proper name GDELT found (companies included), unique. */
  all_names: string[];
  /** Unique by feature id and name. */
  locations: GdeltLocation[];
  /** V1.5Tone first value: average tone, roughly -10..+10 (negative = negative coverage); null when absent. */
  tone: number | null;
  /** The other V1.5Tone values, when present. */
  tone_detail?: { positive: number; negative: number; polarity: number; activity_density: number; self_group_density: number; word_count: number };
  /** V2.1TranslationInfo of translingual rows: the source language (ISO 639-1) and GDELT's engine line. */
  translation?: { source_language?: string; engine?: string };
}

/** One article as a source adapter yields it, before storage, linking and classification. */
export interface RawArticle {
  /** The adapter that produced it. */
  source_id: NewsSourceId;
  /** Where the adapter got it: the GKG file name, the DOC API query, the feed URL, the local file path. */
  origin: string;
  /** The source's own id of the article when it has one (GKGRECORDID, RSS guid / Atom id). */
  external_id?: string;
  /** The article URL as published. */
  url: string;
  canonical_url: string;
  content_hash: string | null;
  /** Headline, plain text (HTML removed, entities decoded); `''` when the source has none (2015 GKG rows). */
  title: string;
  /** Short text: RSS description / Atom summary (else the start of the content), plain text; `''` when none. */
  snippet: string;
  /** Language when the source says it (feed `<language>`, DOC `language`, GKG stream or TranslationInfo). */
  language?: string;
  /** Publication time when the source gives it, else when the source saw it (DOC `seendate`, GKG DATE). */
  published_at: string;
  /** True when `published_at` is the source's seen/fetch time rather than a publication time. */
  published_at_is_seen_time?: boolean;
  /** Host of the publisher, lower-case, without `www.` (`nytimes.com`); GKG SourceCommonName / DOC `domain` when given. */
  source_domain: string;
  /** Publisher name when the source gives one (feed title, sitemap `news:name`). */
  source_name?: string;
  /** Country of the publisher, ISO 3166-1 alpha-2 (DOC `sourcecountry`), when resolvable. */
  source_country?: string;
  /** Feed categories / sitemap keywords: `label` as published, `scheme` = RSS category domain or `news:keywords`. */
  categories?: Array<{ label: string; scheme?: string }>;
  /** Stock tickers the publisher tagged (`news:stock_tickers`, e.g. `LON:BARC`). */
  tickers?: string[];
  authors?: string[];
  gdelt?: GdeltMeta;
}

/** Counts of one parse or fetch, in the spirit of ListLoadResult (malformed rows counted, never fatal). */
export interface SourceStats {
  /** Records read (GKG rows, DOC articles, feed items, sitemap URLs). */
  read: number;
  /** Articles produced. */
  articles: number;
  /** Records that do not follow the format (wrong column count, bad id, no usable URL...). */
  malformed: number;
  /** Well-formed records that are not articles (GKG citation-only documents without a URL). */
  skipped: number;
  /** Up to `MAX_WARNINGS` messages naming the record and the problem. */
  warnings: string[];
}

export const MAX_WARNINGS = 50;

export function emptyStats(): SourceStats {
  return { read: 0, articles: 0, malformed: 0, skipped: 0, warnings: [] };
}

/** Counts a malformed record with a warning (the first `MAX_WARNINGS` only). */
export function countMalformed(stats: SourceStats, warning: string): void {
  stats.malformed++;
  if (stats.warnings.length < MAX_WARNINGS) stats.warnings.push(warning);
}

/**
 * What one step of a source's fetch yields: articles to store, then `cursor` to save once they are
 * stored (so a crash between the two re-fetches the step, and dedupe drops the repeats).
 */
export interface SourceBatch<C> {
  source_id: NewsSourceId;
  /** The file, query or feed of this step. */
  origin: string;
  articles: RawArticle[];
  stats: SourceStats;
  /** The state to resume from; JSON-serialisable. */
  cursor: C;
  /** Set when this step failed after its retries (RSS: one feed; the others go on). */
  error?: string;
}

/**
 * A news source. `fetch(cursor)` walks what is new since `cursor` (null on the first run) and yields
 * one batch per file, query or feed, each with the cursor to store after it. Transport errors of a
 * whole run (GDELT index unreachable after retries) throw `NewsSourceError`; a failing feed or
 * listed file is reported in its batch (`error`) instead.
 */
export interface NewsSource<C = unknown> {
  readonly id: NewsSourceId;
  fetch(cursor: C | null, options?: { signal?: AbortSignal }): AsyncGenerator<SourceBatch<C>>;
}

/** Thrown by a source that cannot answer (network error after retries, HTTP error, unreadable response). */
export class NewsSourceError extends Error {
  constructor(
    readonly source: NewsSourceId | string,
    message: string,
    readonly status?: number,
  ) {
    super(`${source}: ${message}`);
    this.name = 'NewsSourceError';
  }
}
