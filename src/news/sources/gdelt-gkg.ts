/**
 * Streaming parser of GDELT Global Knowledge Graph 2.1 files: `YYYYMMDDHHMMSS.gkg.csv` (English)
 * and `YYYYMMDDHHMMSS.translation.gkg.csv` (GDELT Translingual), plain or as GDELT publishes them
 * (`.gkg.csv.zip`; gzip also read). One `RawArticle` per web document.
 *
 * Format (GDELT, "The GDELT Global Knowledge Graph (GKG) Data Format Codebook V2.1", 2015-02-19,
 * http://data.gdeltproject.org/documentation/GDELT-Global_Knowledge_Graph_Codebook-V2.1.pdf): UTF-8,
 * no header row, one record per line, 27 tab-separated fields in the order of `GKG_FIELDS`. GDELT
 * writes LF line ends; a trailing CR is stripped (copies with CRLF exist). Inside fields, lists are
 * `;`-separated and sub-fields `#`- or `,`-separated as the codebook describes per field.
 *
 * Mapping: URL = DocumentIdentifier of SourceCollectionIdentifier 1 (WEB) rows; rows of the other
 * collections (2 CITATIONONLY, 3 CORE, 4 DTIC, 5 JSTOR, 6 NONTEXTUALSOURCE) have no URL and are
 * counted as `skipped`. Title, authors and the publication time come from V2ExtrasXML
 * (`<PAGE_TITLE>`, `<PAGE_AUTHORS>`, `<PAGE_PRECISEPUBTIMESTAMP>`, entity-encoded); without the
 * latter `published_at` is the slice time (V2.1DATE) and `published_at_is_seen_time` is set. GKG has
 * no article text, so `snippet` is `''`. Language: `en` for the English stream (GDELT's English
 * GKG holds English-language documents only), the `srclc:` code of V2.1TranslationInfo for
 * translingual rows; the title stays in the original language (GDELT translates only for its own
 * processing).
 *
 * Malformed lines (not 27 fields, a GKGRECORDID or DATE not in GDELT's form, a WEB row without an
 * http(s) URL) are counted with a warning, never fatal.
 */
import type { Readable } from 'node:stream';
import { openFileStream, textChunks } from '../../providers/registry-files/open-file.js';
import { canonicalUrl, contentHash, urlDomain } from './dedupe.js';
import { languageFromCode } from './language.js';
import { collapse, htmlToText } from './text.js';
import { countMalformed, emptyStats, type GdeltLocation, type GdeltMeta, type RawArticle, type SourceStats } from './types.js';

/** The 27 fields of a GKG 2.1 record, in file order (codebook V2.1). */
export const GKG_FIELDS = [
  'GKGRECORDID', 'V2.1DATE', 'V2SOURCECOLLECTIONIDENTIFIER', 'V2SOURCECOMMONNAME', 'V2DOCUMENTIDENTIFIER',
  'V1COUNTS', 'V2.1COUNTS', 'V1THEMES', 'V2ENHANCEDTHEMES', 'V1LOCATIONS', 'V2ENHANCEDLOCATIONS',
  'V1PERSONS', 'V2ENHANCEDPERSONS', 'V1ORGANIZATIONS', 'V2ENHANCEDORGANIZATIONS', 'V1.5TONE',
  'V2.1ENHANCEDDATES', 'V2GCAM', 'V2.1SHARINGIMAGE', 'V2.1RELATEDIMAGES', 'V2.1SOCIALIMAGEEMBEDS',
  'V2.1SOCIALVIDEOEMBEDS', 'V2.1QUOTATIONS', 'V2.1ALLNAMES', 'V2.1AMOUNTS', 'V2.1TRANSLATIONINFO', 'V2EXTRASXML',
] as const;

const F = Object.fromEntries(GKG_FIELDS.map((name, i) => [name, i])) as Record<(typeof GKG_FIELDS)[number], number>;

/** SourceCollectionIdentifier of documents with a URL (codebook: 1 = WEB). */
const WEB_COLLECTION = '1';

export interface GkgParseOptions {
  /** `RawArticle.origin` (default: the file path, or `gdelt_gkg`). */
  origin?: string;
}

/** `YYYYMMDDHHMMSS` (UTC) -> ISO; undefined when not a valid time. */
export function gdeltTimestamp(ts: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(ts.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60 ? date.toISOString() : undefined;
}

/** The value of one `<TAG>…</TAG>` of V2ExtrasXML, entity-decoded; undefined when absent or empty. */
function extra(xml: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  const text = m ? htmlToText(m[1]) : '';
  return text || undefined;
}

function unique(values: Iterable<string>): string[] {
  return [...new Set([...values].map((v) => collapse(v)).filter(Boolean))];
}

/** `Name,offset;Name,offset` (V2Enhanced persons / organizations, V2.1AllNames) -> names; the offset is after the last comma. */
function offsetNames(field: string): string[] {
  return unique(field.split(';').map((item) => item.replace(/,\d+$/, '')));
}

function semicolonList(field: string): string[] {
  return unique(field.split(';'));
}

function num(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * V2EnhancedLocations (`Type#FullName#CountryCode#ADM1Code#ADM2Code#Lat#Long#FeatureID#CharOffset`)
 * or, when empty, V1Locations (`Type#FullName#CountryCode#ADM1Code#Lat#Long#FeatureID`); unique by
 * feature id and name.
 */
function locations(v2: string, v1: string): GdeltLocation[] {
  const enhanced = v2.trim() !== '';
  const out: GdeltLocation[] = [];
  const seen = new Set<string>();
  for (const item of (enhanced ? v2 : v1).split(';')) {
    const p = item.split('#');
    if (p.length < 7 || !p[1]) continue;
    const [latI, lonI, idI] = enhanced ? [5, 6, 7] : [4, 5, 6];
    const loc: GdeltLocation = { type: Number(p[0]) || 0, name: p[1] };
    if (p[2]) loc.country_code = p[2];
    if (p[3]) loc.adm1_code = p[3];
    const lat = num(p[latI]);
    const lon = num(p[lonI]);
    if (lat !== undefined) loc.lat = lat;
    if (lon !== undefined) loc.lon = lon;
    if (p[idI]) loc.feature_id = p[idI];
    const key = `${loc.feature_id ?? ''}|${loc.name}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(loc);
    }
  }
  return out;
}

/** V1.5Tone: tone, positive score, negative score, polarity, activity reference density, self/group reference density, word count. */
function tone(field: string): Pick<GdeltMeta, 'tone' | 'tone_detail'> {
  const v = field.split(',').map((x) => num(x));
  if (v[0] === undefined) return { tone: null };
  const detail = v.length >= 7 && v.slice(1, 7).every((x) => x !== undefined)
    ? { positive: v[1]!, negative: v[2]!, polarity: v[3]!, activity_density: v[4]!, self_group_density: v[5]!, word_count: v[6]! }
    : undefined;
  return detail ? { tone: v[0], tone_detail: detail } : { tone: v[0] };
}

/** V2.1TranslationInfo `srclc:fra;eng:GT-FRA 1.0` -> source language and engine. */
function translation(field: string): GdeltMeta['translation'] {
  if (!field.trim()) return undefined;
  const parts = Object.fromEntries(field.split(';').map((p) => {
    const i = p.indexOf(':');
    return i < 0 ? [p.trim().toLowerCase(), ''] : [p.slice(0, i).trim().toLowerCase(), p.slice(i + 1).trim()];
  }));
  const out: NonNullable<GdeltMeta['translation']> = {};
  const lang = languageFromCode(parts.srclc);
  if (lang) out.source_language = lang;
  if (parts.eng) out.engine = parts.eng;
  return out;
}

/** The outcome of one line: an article, a skipped non-web record, or a malformed line with the reason. */
export type GkgLineResult = { kind: 'article'; article: RawArticle } | { kind: 'skipped'; reason: string } | { kind: 'malformed'; reason: string };

/** Parses one GKG 2.1 line (without its line end; a trailing CR is ignored). Never throws. */
export function parseGkgLine(line: string, origin = 'gdelt_gkg'): GkgLineResult {
  const f = line.replace(/\r$/, '').split('\t');
  if (f.length !== GKG_FIELDS.length) return { kind: 'malformed', reason: `${f.length} fields, expected ${GKG_FIELDS.length}` };
  const id = f[F.GKGRECORDID];
  if (!/^\d{14}-T?\d+$/.test(id)) return { kind: 'malformed', reason: `GKGRECORDID "${id.slice(0, 40)}" is not YYYYMMDDHHMMSS-N` };
  const seenAt = gdeltTimestamp(f[F['V2.1DATE']]);
  if (!seenAt) return { kind: 'malformed', reason: `${id}: DATE "${f[F['V2.1DATE']].slice(0, 20)}" is not YYYYMMDDHHMMSS` };
  const collection = f[F.V2SOURCECOLLECTIONIDENTIFIER].trim();
  if (collection !== WEB_COLLECTION) return { kind: 'skipped', reason: `${id}: source collection ${collection} has no URL` };
  const url = f[F.V2DOCUMENTIDENTIFIER].trim();
  const canonical = canonicalUrl(url);
  if (!canonical) return { kind: 'malformed', reason: `${id}: DocumentIdentifier "${url.slice(0, 80)}" is not an http(s) URL` };

  const extras = f[F.V2EXTRASXML];
  const title = extra(extras, 'PAGE_TITLE') ?? '';
  const publishedAt = gdeltTimestamp(extra(extras, 'PAGE_PRECISEPUBTIMESTAMP') ?? '');
  const authors = extra(extras, 'PAGE_AUTHORS');
  const translationInfo = translation(f[F['V2.1TRANSLATIONINFO']]);
  const language = translationInfo ? translationInfo.source_language : 'en';
  const v2Orgs = offsetNames(f[F.V2ENHANCEDORGANIZATIONS]);
  const v2Persons = offsetNames(f[F.V2ENHANCEDPERSONS]);
  const v1Themes = semicolonList(f[F.V1THEMES]);

  const gdelt: GdeltMeta = {
    record_id: id,
    seen_at: seenAt,
    themes: v1Themes.length ? v1Themes : offsetNames(f[F.V2ENHANCEDTHEMES]),
    organizations: v2Orgs.length ? v2Orgs : semicolonList(f[F.V1ORGANIZATIONS]),
    persons: v2Persons.length ? v2Persons : semicolonList(f[F.V1PERSONS]),
    all_names: offsetNames(f[F['V2.1ALLNAMES']]),
    locations: locations(f[F.V2ENHANCEDLOCATIONS], f[F.V1LOCATIONS]),
    ...tone(f[F['V1.5TONE']]),
  };
  if (translationInfo) gdelt.translation = translationInfo;

  const article: RawArticle = {
    source_id: 'gdelt_gkg',
    origin,
    external_id: id,
    url,
    canonical_url: canonical,
    content_hash: contentHash(title, ''),
    title,
    snippet: '',
    published_at: publishedAt ?? seenAt,
    source_domain: f[F.V2SOURCECOMMONNAME].trim().toLowerCase().replace(/^www\./, '') || urlDomain(url),
    gdelt,
  };
  if (!publishedAt) article.published_at_is_seen_time = true;
  if (language) article.language = language;
  if (authors) article.authors = unique(authors.split(/\s*[,;]\s*/));
  return { kind: 'article', article };
}

/** Lines of a text stream split on LF (the last line may lack one); empty lines dropped. */
async function* lines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of chunks) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) if (line.replace(/\r$/, '')) yield line;
  }
  if (rest.replace(/\r$/, '')) yield rest;
}

/**
 * Parses a GKG 2.1 file: a path (plain, `.zip` or gzip, told by its first bytes) or a byte stream
 * of the unpacked text. Yields articles as lines arrive; `stats` (passed in, filled as it goes)
 * counts lines read, articles, skipped and malformed lines. @throws only when the file cannot be
 * opened or read.
 */
export async function* parseGkg(input: string | Readable, stats: SourceStats = emptyStats(), options: GkgParseOptions = {}): AsyncGenerator<RawArticle> {
  const origin = options.origin ?? (typeof input === 'string' ? input : 'gdelt_gkg');
  const stream = await openFileStream(input, { zipEntry: /\.csv$/i });
  for await (const line of lines(textChunks(stream))) {
    stats.read++;
    const result = parseGkgLine(line, origin);
    if (result.kind === 'article') {
      stats.articles++;
      yield result.article;
    } else if (result.kind === 'skipped') {
      stats.skipped++;
    } else {
      countMalformed(stats, `line ${stats.read}: ${result.reason}`);
    }
  }
}

/** Every article of a GKG file with the counts (convenience for tests and `vigil news load`). */
export async function loadGkgFile(input: string | Readable, options: GkgParseOptions = {}): Promise<{ articles: RawArticle[]; stats: SourceStats }> {
  const stats = emptyStats();
  const articles: RawArticle[] = [];
  for await (const a of parseGkg(input, stats, options)) articles.push(a);
  return { articles, stats };
}
