/**
 * Country resolution for screening queries (pure; the country table is a static package import).
 * Input: an ISO 3166-1 alpha-2 or alpha-3 code or an English country name ("France", "Russian
 * Federation", "United States"). Output: the upper-case alpha-2 code, or undefined when unknown.
 * Source: i18n-iso-countries (ISO 3166-1 codes and English names with common alternatives).
 */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

const cache = new Map<string, string | undefined>();

/** Resolve a country code or English name to ISO 3166-1 alpha-2 (upper case). */
export function resolveCountry(input: string | undefined): string | undefined {
  if (!input) return undefined;
  const s = input.trim();
  if (!s) return undefined;
  if (cache.has(s)) return cache.get(s);
  let out: string | undefined;
  if (/^[A-Za-z]{2}$/.test(s)) {
    const up = s.toUpperCase();
    out = countries.isValid(up) ? up : up === 'UK' ? 'GB' : undefined;
  } else if (/^[A-Za-z]{3}$/.test(s) && countries.alpha3ToAlpha2(s.toUpperCase())) {
    out = countries.alpha3ToAlpha2(s.toUpperCase());
  } else {
    out = countries.getAlpha2Code(s, 'en') ?? countries.getAlpha2Code(s.replace(/^the\s+/i, ''), 'en');
  }
  cache.set(s, out);
  return out;
}
