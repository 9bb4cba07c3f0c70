/**
 * Country names and codes as the list publishers print them -> ISO 3166-1 alpha-2.
 * i18n-iso-countries knows the ISO short names and common variants; the override table below adds
 * the publishers' own spellings it misses (OFAC "Korea, North", "Burma", "Region: Crimea"; UN
 * "Iran (Islamic Republic of)", "Syrian Arab Republic"; ...).
 */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

// Keys are lower-case, diacritics removed, whitespace collapsed (see `key`).
const OVERRIDES: Record<string, string> = {
  'burma': 'MM',
  'bahamas, the': 'BS',
  'the bahamas': 'BS',
  'brunei': 'BN',
  'cabo verde': 'CV',
  'cape verde': 'CV',
  'congo, democratic republic of the': 'CD',
  'congo, republic of the': 'CG',
  'congo': 'CG',
  'cote d ivoire': 'CI',
  "cote d'ivoire": 'CI',
  'ivory coast': 'CI',
  "democratic people's republic of korea": 'KP',
  'korea, north': 'KP',
  'north korea': 'KP',
  'korea, south': 'KR',
  'south korea': 'KR',
  'republic of korea': 'KR',
  'laos': 'LA',
  "lao people's democratic republic": 'LA',
  'macau': 'MO',
  'macao': 'MO',
  'china, hong kong special administrative region': 'HK',
  'china, macao special administrative region': 'MO',
  'macedonia': 'MK',
  'macedonia, the former yugoslav republic of': 'MK',
  'man, isle of': 'IM',
  'moldova': 'MD',
  'republic of moldova': 'MD',
  'palestinian': 'PS',
  'palestinian authority': 'PS',
  'state of palestine': 'PS',
  'west bank': 'PS',
  'gaza': 'PS',
  'gaza strip': 'PS',
  'region: gaza': 'PS',
  'region: crimea': 'UA',
  'crimea': 'UA',
  'region: northern mali': 'ML',
  'russia': 'RU',
  'russian federation': 'RU',
  'st. kitts & nevis': 'KN',
  'st. kitts and nevis': 'KN',
  'st. vincent and the grenadines': 'VC',
  'st. lucia': 'LC',
  'syria': 'SY',
  'syrian arab republic': 'SY',
  'taiwan': 'TW',
  'the gambia': 'GM',
  'gambia, the': 'GM',
  'turkiye': 'TR',
  'iran (islamic republic of)': 'IR',
  'venezuela (bolivarian republic of)': 'VE',
  'bolivia (plurinational state of)': 'BO',
  'united republic of tanzania': 'TZ',
  'viet nam': 'VN',
  'british virgin islands': 'VG',
  'united kingdom of great britain and northern ireland': 'GB',
  'u.k.': 'GB',
  'uk': 'GB',
  'united states of america': 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'usa': 'US',
  'prc': 'CN',
  "people's republic of china": 'CN',
  'kosovo': 'XK',
  'micronesia, federated states of': 'FM',
  'czechia': 'CZ',
  'eswatini': 'SZ',
  'swaziland': 'SZ',
  'east timor': 'TL',
  'holy see': 'VA',
  'vatican city': 'VA',
  // UK OFSI and Australia DFAT spellings.
  'dprk': 'KP',
  'democratic peoples republic of korea': 'KP',
  'drc': 'CD',
  'congo (democratic republic)': 'CD',
  'democratic republic of congo': 'CD',
  'occupied palestinian territories': 'PS',
  'palestinian territories': 'PS',
  'libyan arab jamahiriya': 'LY',
  'guinea bissau': 'GW',
  'sultanate of oman': 'OM',
  'union of the comoros': 'KM',
  'bosnia-herzegovina': 'BA',
  'britain': 'GB',
  'great britain': 'GB',
  'united kingdom of great britain': 'GB',
};

// countries.getSimpleAlpha2Code compares the text with every name of every country, both lower-cased
// with diacritics removed (package diacritics: each character outside U+0000-U+007E is replaced in
// place, the others are kept), about 0.25 ms a call; most calls of a list load are misses (towns,
// street tails). A lower-cased text of U+0000-U+007E characters only can equal such a name only if
// it is a name of those characters lower-cased, or starts and ends with the U+0000-U+007E runs that
// start and end a name with other characters ("Côte d'Ivoire": "c" ... "te d'ivoire").
const PLAIN = /^[\u0000-\u007e]*$/;
const plainNames = new Set<string>();
const otherNameEnds: Array<[string, string]> = [];
for (const names of Object.values(countries.getNames('en', { select: 'all' }))) {
  for (const name of names) {
    const lower = name.toLowerCase();
    if (PLAIN.test(lower)) plainNames.add(lower);
    else otherNameEnds.push([/^[\u0000-\u007e]*/.exec(lower)![0], /[\u0000-\u007e]*$/.exec(lower)![0]]);
  }
}

/**
 * False only when `countries.getSimpleAlpha2Code(text, 'en')` is certainly undefined (see above), so
 * the scan of every name can be skipped; true when it may find a country.
 */
export function mayBeCountryName(text: string): boolean {
  const lower = text.toLowerCase();
  if (!PLAIN.test(lower) || plainNames.has(lower)) return true;
  return otherNameEnds.some(([start, end]) => lower.startsWith(start) && lower.endsWith(end));
}

// Placeholders publishers put where a country would go; not countries, and not worth reporting.
const NOT_COUNTRIES = new Set(['na', 'n/a', 'none', 'unknown', 'undetermined', 'none identified', 'stateless']);

// getSimpleAlpha2Code scans every name of every country; the lists repeat a few hundred strings.
const cache = new Map<string, string | undefined>();

function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'") // "People’s" as Windows-1252 files print it
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Resolves a country as published to an ISO 3166-1 alpha-2 code.
 * Input: an alpha-2 code ("IR"), an alpha-3 code ("IRN"), or an English name in any of the forms
 * OFAC, the UN, BIS and trade.gov use ("Iran", "Iran (Islamic Republic of)", "Korea, North",
 * "Region: Crimea", "Türkiye"...). Case and diacritics are ignored.
 * Output: the upper-case alpha-2 code, or undefined for blanks, non-countries ("undetermined",
 * "None Identified") and historical entities without a current code ("Netherlands Antilles",
 * "former Soviet Union"). Never throws.
 */
export function toCountryCode(nameOrCode: string): string | undefined {
  // The answer depends only on the text: texts as published are memoised before any normalisation.
  if (published.has(nameOrCode)) return published.get(nameOrCode);
  const code = resolveCode(nameOrCode);
  if (published.size < 20_000) published.set(nameOrCode, code);
  return code;
}

// Published text -> code (toCountryCode); the loaders repeat a few thousand texts tens of thousands of times.
const published = new Map<string, string | undefined>();

function resolveCode(nameOrCode: string): string | undefined {
  const raw = nameOrCode?.trim();
  if (!raw || raw === '-0-' || NOT_COUNTRIES.has(key(raw))) return undefined;
  if (/^[A-Za-z]{2}$/.test(raw)) {
    const code = raw.toUpperCase();
    if (countries.isValid(code)) return code;
    // Not an ISO code: a publisher's abbreviation ("UK") may still be in OVERRIDES below.
  }
  if (/^[A-Z]{3}$/.test(raw)) {
    const code = countries.alpha3ToAlpha2(raw);
    if (code) return code;
  }
  const k = key(raw);
  if (cache.has(k)) return cache.get(k);
  const bare = k.replace(/\.$/, ''); // "Iran." at the end of a remark; "U.K." keeps its dot via OVERRIDES
  const code = OVERRIDES[k] ?? OVERRIDES[bare] ?? (mayBeCountryName(bare) ? countries.getSimpleAlpha2Code(bare, 'en') : undefined) ?? undefined;
  if (cache.size < 5000) cache.set(k, code);
  return code;
}

// Strings loaders expected to be countries but could not resolve, with counts. Bounded so a
// long-running process that loads lists repeatedly cannot grow it without limit.
const unresolved = new Map<string, number>();

/**
 * Like `toCountryCode`, for fields that are supposed to hold a country (address country,
 * nationality, issuing country): a miss is remembered for `unresolvedCountries()`.
 */
export function resolveCountry(nameOrCode: string | undefined): string | undefined {
  if (!nameOrCode?.trim() || nameOrCode.trim() === '-0-' || NOT_COUNTRIES.has(key(nameOrCode))) return undefined;
  const code = toCountryCode(nameOrCode);
  if (!code) {
    const k = nameOrCode.trim();
    if (unresolved.has(k) || unresolved.size < 1000) unresolved.set(k, (unresolved.get(k) ?? 0) + 1);
  }
  return code;
}

/** Country strings the loaders met but could not resolve since the process started (or last reset), most frequent first. */
export function unresolvedCountries(): Array<{ name: string; count: number }> {
  return [...unresolved.entries()].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count);
}

/** Clears the `unresolvedCountries()` tally. */
export function resetUnresolvedCountries(): void {
  unresolved.clear();
}

/**
 * Splits what a publisher prints in an address's country field into the address's country and
 * region. OFAC's add.csv puts "Region: <name>" there for places that are not (or not wholly) a
 * country: "Region: Crimea", "Region: Gaza", "Region: Kafia Kingi" (a territory disputed by Sudan and
 * South Sudan). The name after "Region:" is the address's region; the country is the code the region
 * lies in when it is known (Crimea -> UA, Gaza -> PS), else none.
 * Output: `country` (ISO 3166-1 alpha-2) when resolved, `country_name` (the text as published) only
 * for a real country field, `region` for a "Region:" entry. Never throws.
 */
export function splitAddressCountry(text: string | undefined): { country?: string; country_name?: string; region?: string } {
  const raw = text?.trim() ?? '';
  const region = /^region:\s*(.+)$/i.exec(raw)?.[1].trim();
  if (region) {
    const country = toCountryCode(raw) ?? toCountryCode(region);
    return { region, ...(country ? { country } : {}) };
  }
  const country = resolveCountry(raw);
  const out: { country?: string; country_name?: string } = {};
  if (country) out.country = country;
  if (raw && raw !== '-0-') out.country_name = raw;
  return out;
}

/** True when `code` is an assigned ISO 3166-1 alpha-2 code (upper case), e.g. 'GB', 'XK' (Kosovo, user-assigned but used by every list). */
export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) && (code === 'XK' || countries.isValid(code));
}
