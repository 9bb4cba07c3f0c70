/**
 * Nationality and citizenship cells -> ISO 3166-1 alpha-2 codes. The UK (OFSI) and Australian (DFAT)
 * lists write a country ("Russia"), a demonym ("Russian", "Saudi Arabian"), several of them
 * ("Russian and Ukrainian", "Estonia, Russia") or one with a remark ("Iranian (Iranian citizenship)",
 * "Kuwaiti citizenship", "Sudanese by birth"). Countries resolve through countries.ts, demonyms through
 * i18n-nationality (English nationality names per ISO code) plus the table below for the demonyms it
 * lacks. Ambiguous demonyms ("Congolese": CD or CG; "Korean": KP or KR), hedged ones ("Possibly
 * Ethiopian", like countries.ts's "possibly Palestinian") and lost ones ("Bahrain (citizenship revoked
 * in January 2015)", "USSR (until 1991)") stay unresolved on purpose.
 */
import { createRequire } from 'node:module';
import nationalities from 'i18n-nationality';
import { collapseSpaces } from './common.js';
import { resolveCountry, toCountryCode } from './countries.js';

const require = createRequire(import.meta.url);
nationalities.registerLocale(require('i18n-nationality/langs/en.json'));

// Demonyms i18n-nationality does not know (it has "Saudi", "Yemenite", "Emirian", ...). Lower case.
const DEMONYMS: Record<string, string> = {
  'afghani': 'AF',
  'belarussian': 'BY',
  'saudi arabian': 'SA',
  'yemeni': 'YE',
  'emirati': 'AE',
  'uzbek': 'UZ',
  'uzbekistani': 'UZ',
  'qatarian': 'QA',
  'kazakh': 'KZ',
  'kazakhstani': 'KZ',
  'turkmen': 'TM',
  'bosnian': 'BA',
  'slovak': 'SK',
  'argentinian': 'AR',
  'nepali': 'NP',
  'south sudanese': 'SS',
  'maldivian': 'MV',
  'trinidadian': 'TT',
  'djiboutian': 'DJ',
  'comorian': 'KM',
  'kosovan': 'XK',
  'kosovar': 'XK',
  'luxembourgish': 'LU',
  'papua new guinean': 'PG',
  'palestinian': 'PS',
};

// Remarks around the nationality that are not part of it: "(dual nationality)", "citizenship",
// "national", "by birth", "(as at December 2003)".
const REMARKS = /\([^)]*\)|\b(?:citizenship|citizen|nationality|nationalities|national|passport holder|by birth)\b/gi;
// Uncertain or lost nationalities are not asserted: "Possibly Ethiopian", "Kuwaiti citizenship withdrawn in 2002".
const HEDGED = /\b(?:possibly|probably|believed|reportedly|allegedly|revoked|withdrawn|stripped|former(?:ly)?|until)\b/i;

/** One name (no lists): a country or a demonym, remarks dropped -> alpha-2, without recording misses. */
function lookup(text: string): string | undefined {
  if (HEDGED.test(text)) return undefined;
  const name = text.replace(REMARKS, ' ').replace(/\s+/g, ' ').replace(/^[\s.,;]+|[\s.,;]+$/g, '');
  if (!name) return undefined;
  return DEMONYMS[name.toLowerCase()] ?? toCountryCode(name) ?? (nationalities.getAlpha2Code(name, 'en') || undefined);
}

/**
 * The ISO codes a nationality cell names, in order, without duplicates: the whole cell when it is one
 * country or demonym, else its parts split at "and", "also", ",", ";", "/" and sentence ends (not
 * inside brackets); hedged or lost parts are skipped. A cell of which no part resolves is recorded
 * once for countries.ts's `unresolvedCountries()` (unless it is hedged). Never throws.
 */
export function resolveNationalities(text: string | undefined): string[] {
  const raw = collapseSpaces(text ?? '');
  if (!raw) return [];
  // Memoised by text (OFSI repeats a target's nationality on each of its rows); a miss is recorded each time.
  const known = resolved.get(raw);
  if (known) {
    if (!known.length && !HEDGED.test(raw)) resolveCountry(raw);
    return known.slice();
  }
  const codes = resolveUncached(raw);
  if (resolved.size < 20_000) resolved.set(raw, codes.slice());
  return codes;
}

const resolved = new Map<string, string[]>();

function resolveUncached(raw: string): string[] {
  const whole = lookup(raw);
  if (whole) return [whole];
  // Separators inside brackets belong to the remark: "(citizenship revoked in January, 2015)".
  const guarded = raw.replace(/\([^)]*\)/g, (m) => m.replace(/[,;/]|\.\s|\b(?:and|also)\b/gi, ' '));
  const codes: string[] = [];
  for (const part of guarded.split(/\s*(?:[,;/]|\.\s|\band\b|\balso\b)\s*/i)) {
    const code = lookup(part);
    if (code && !codes.includes(code)) codes.push(code);
  }
  if (!codes.length && !HEDGED.test(raw)) resolveCountry(raw); // recorded as unresolved
  return codes;
}
