/**
 * Turns an engine match (a list record + score + explanation) into a finding row of a compliance
 * check (interface.md "Compliance result"): result_type, confidence, the list name as source_name,
 * the publisher's URL, title/text from programs and remarks, addresses, tags (programs), sources and
 * source_date (listing date). A party listed on several lists (see screening/merge.ts) is one finding
 * whose `sources`, `tags` and `addresses` cover every list.
 */
import type { ListAddress, ListRecord } from '../lists/types.js';
import { isCountryCode } from '../lists/countries.js';
import type { MergedMatch } from '../screening/merge.js';

export interface FindingAddress {
  street: string;
  city: string;
  postal_code: string;
  region: string;
  country: string | null;
}

export interface FindingRow {
  result_type: string;
  confidence: number;
  name: string;
  title: string;
  text: string;
  source_name: string;
  source_date: string | null;
  url: string;
  /** `country` is an ISO 3166-1 alpha-2 code or null (api-facts.md: never free text); `region` a Vigil extension ('' when none). */
  addresses: FindingAddress[];
  tags: { tag: string }[];
  sources: { title: string; url: string; domain: string; description: string; publication_date: string | null }[];
  pep_tier: string;
  /** `govt_owned` findings (src/domain/state-ownership.ts): WHOLLY_OWNED | MAJORITY_OWNED | ...; '' for list matches. */
  soe_relationship_type: string;
  automated_false_positive_rating: 'yes' | 'no';
  automated_false_positive_rating_comments: string;
  explanation: unknown;
  list: string;
  source_id: string;
  /** '<list>:<source_id>' of every record the finding stands for (the party's listings), first = `list`/`source_id`. */
  record_keys: string[];
}

function domainOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function titleOf(r: ListRecord): string {
  const what = r.result_type === 'pep' ? 'Politically exposed person' : r.result_type === 'enforcement' ? 'Listed' : 'Sanctioned';
  const programs = r.programs.length ? ` (${r.programs.join(', ')})` : '';
  return `${what}: ${r.name} on ${r.source_name}${programs}`;
}

function textOf(r: ListRecord, m: MergedMatch): string {
  const lines = [
    r.title ? `Title: ${r.title}` : '',
    r.programs.length ? `Programs: ${r.programs.join(', ')}` : '',
    r.dates_of_birth.length ? `Date of birth: ${r.dates_of_birth.map((d) => d.raw).join('; ')}` : '',
    r.nationalities.length ? `Nationality: ${r.nationalities.join(', ')}` : '',
    r.remarks ? `Remarks: ${r.remarks}` : '',
    m.also.length ? `Also listed on: ${m.also.map((x) => `${x.record.source_name} (${x.record.source_id})`).join('; ')}` : '',
    `Match: ${m.explanation.summary}`,
  ];
  return lines.filter(Boolean).join('\n');
}

function unique<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((x) => {
    const k = JSON.stringify(x);
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

function sourceOf(r: ListRecord) {
  return {
    title: r.source_name,
    url: r.url,
    domain: domainOf(r.url),
    description: [r.source_id, ...r.programs].join(', '),
    publication_date: r.listed_on ?? null,
  };
}

/**
 * A list address as a finding address. The country is the resolved ISO code or null: a country name
 * the loader could not resolve (`country_name`) is not a code, so it is not sent as one.
 */
export function findingAddress(a: ListAddress): FindingAddress {
  return {
    street: a.street ?? '',
    city: a.city ?? '',
    postal_code: a.postal_code ?? '',
    region: a.region ?? '',
    country: isCountryCode(a.country) ? a.country : null,
  };
}

/** Maps one merged match to a finding row; confidence rounded to 4 decimals. */
export function toFinding(m: MergedMatch): FindingRow {
  const r = m.record;
  const records = [r, ...m.also.map((x) => x.record)];
  return {
    result_type: r.result_type,
    confidence: Math.round(m.score * 10_000) / 10_000,
    name: r.name,
    title: titleOf(r),
    text: textOf(r, m),
    source_name: r.source_name,
    source_date: records.find((x) => x.listed_on)?.listed_on ?? null,
    url: r.url,
    addresses: unique(
      records.flatMap((x) =>
        x.addresses.map((a) => findingAddress(a)),
      ),
    ),
    tags: unique(records.flatMap((x) => x.programs)).map((tag) => ({ tag })),
    sources: records.map(sourceOf),
    pep_tier: records.find((x) => x.pep_tier)?.pep_tier ?? '',
    soe_relationship_type: '',
    automated_false_positive_rating: m.false_positive,
    automated_false_positive_rating_comments: m.false_positive_reason ?? '',
    explanation: {
      ...m.explanation,
      records: [m, ...m.also].map((x) => ({ list: x.record.list, source_id: x.record.source_id, source_name: x.record.source_name, score: x.score })),
    },
    list: r.list,
    source_id: r.source_id,
    record_keys: records.map((x) => `${x.list}:${x.source_id}`),
  };
}
