/**
 * Words of organisations' names that say little of their identity (rule 6 of normalise.ts): generic
 * organisation words (`GENERIC_ORG_WORDS`), common abbreviations (`ORG_ABBREVIATIONS`) and the words
 * that name a country or its nationality (`PLACE_WORDS`, from the English names of
 * i18n-iso-countries and i18n-nationality, whose locales are registered here). Used by numbers.ts,
 * token-classes.ts and pipeline.ts; re-exported by normalise.ts.
 */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import nationalities from 'i18n-nationality';
import { foldText } from './fold.js';

/** Generic organisation words: describe the kind of business, not the identity. */
export const GENERIC_ORG_WORDS = new Set([
  'TRADING', 'TRADE', 'TRADERS', 'BANK', 'BANKING', 'BANCO', 'BANQUE', 'GROUP', 'GRUPO', 'GROUPE',
  'INTERNATIONAL', 'INTL', 'INT', 'INDUSTRIES', 'INDUSTRY', 'INDUSTRIAL', 'HOLDING', 'HOLDINGS',
  'ENTERPRISE', 'ENTERPRISES', 'SERVICE', 'SERVICES', 'GLOBAL', 'SOLUTIONS', 'TECHNOLOGY', 'TECHNOLOGIES',
  'TECH', 'SYSTEMS', 'SYSTEM', 'MANAGEMENT', 'INVESTMENT', 'INVESTMENTS', 'CAPITAL', 'PARTNERS',
  'ASSOCIATES', 'CONSULTING', 'ENGINEERING', 'CONSTRUCTION', 'DEVELOPMENT', 'EXPORT', 'IMPORT', 'EXPORTS',
  'IMPORTS', 'SHIPPING', 'LOGISTICS', 'TRANSPORT', 'ENERGY', 'OIL', 'GAS', 'PETROLEUM', 'ELECTRONICS',
  'ELECTRONIC', 'FINANCE', 'FINANCIAL', 'INSURANCE', 'MARITIME', 'NAVIGATION', 'GENERAL', 'NATIONAL',
  'UNITED', 'FOUNDATION', 'ASSOCIATION', 'ORGANIZATION', 'ORGANISATION', 'INSTITUTE', 'CENTER', 'CENTRE',
  'AGENCY', 'FACTORY', 'PLANT', 'WORKS', 'MANUFACTURING', 'PRODUCTS', 'COMMERCIAL', 'ECONOMIC', 'RESEARCH',
  'SCIENTIFIC', 'EXCHANGE', 'SECURITIES', 'TRUST', 'FUND', 'CHARITY', 'CHARITABLE', 'SOCIETY', 'UNION',
  'ESTABLISHMENT', 'ORGANIZATIONS', 'IMPEX', 'GENERAL', 'CONTRACTING', 'SUPPLY', 'SUPPLIES', 'EQUIPMENT',
  'MACHINERY', 'CHEMICAL', 'CHEMICALS', 'PHARMACEUTICAL', 'PHARMACEUTICALS', 'MEDICAL', 'AVIATION',
  'AIRLINES', 'AIRLINE', 'AIR', 'LINES', 'MARINE', 'SHIP', 'SHIPS', 'TANKER', 'TANKERS', 'METAL', 'METALS',
  'MINING', 'STEEL', 'REAL', 'ESTATE', 'PROPERTY', 'PROPERTIES', 'VENTURES', 'VENTURE', 'ALLIANCE',
  'COMMUNICATIONS', 'TELECOM', 'MEDIA', 'NETWORK', 'AUTHORITY', 'OFFICE', 'BUREAU', 'COMMITTEE', 'COUNCIL',
  'MINISTRY', 'DEPARTMENT', 'DIRECTORATE', 'STATE', 'PUBLIC', 'JOINT', 'STOCK', 'BROTHERS', 'BROS', 'SONS',
  'FRONT', 'MOVEMENT', 'PARTY', 'BRIGADE', 'BRIGADES', 'BATTALION', 'ARMY', 'FORCES', 'FORCE',
  'ISLAMIC', 'ISLAMI', 'REPUBLIC', 'REGIONAL', 'OVERSEAS', 'FOREIGN', 'ASIA', 'EUROPE', 'MIDDLE', 'EAST',
  'GULF', 'AFRICA', 'AMERICA', 'AMERICAN', 'LOGISTIC', 'SUPPORT', 'COMMODITIES', 'FOOD', 'FOODS',
  'AGRICULTURAL', 'AGRO', 'TEXTILE', 'TEXTILES', 'ELECTRIC', 'POWER', 'RESOURCES', 'MARKETING',
  'DISTRIBUTION', 'BUILDING', 'CONSTRUCTIONS', 'PRODUCTION', 'MANUFACTURE', 'SOLUTION', 'LOANS', 'LOAN',
  'MORTGAGE', 'CREDIT', 'SAVINGS', 'MICROFINANCE', 'ACADEMY', 'UNIVERSITY', 'COLLEGE', 'SCHOOL',
  'HOSPITAL', 'CLINIC', 'LABORATORY', 'LABORATORIES', 'LAB', 'LABS', 'DESIGN', 'BUREAU', 'AUTOMOTIVE',
  'MOTORS', 'MOTOR', 'CONSORTIUM', 'CORPORATE', 'COMMERCE', 'COMMERCIALE', 'INDUSTRIE', 'HANDEL',
]);

/**
 * Common abbreviations in organisation names -> full word (applied to organisations only).
 */
export const ORG_ABBREVIATIONS: Record<string, string> = {
  INTL: 'INTERNATIONAL', INTERNATL: 'INTERNATIONAL', NATL: 'NATIONAL', DEPT: 'DEPARTMENT', MFG: 'MANUFACTURING',
  ASSN: 'ASSOCIATION', ASSOC: 'ASSOCIATION', BROS: 'BROTHERS', SVCS: 'SERVICES', SVC: 'SERVICE', TECHS: 'TECHNOLOGIES',
  GRP: 'GROUP', HLDGS: 'HOLDINGS', HLDG: 'HOLDING', MGMT: 'MANAGEMENT', INDS: 'INDUSTRIES', IND: 'INDUSTRIES',
  INVT: 'INVESTMENT', DEVT: 'DEVELOPMENT', ENGG: 'ENGINEERING', INST: 'INSTITUTE', UNIV: 'UNIVERSITY', CTR: 'CENTER',
  CENTRE: 'CENTER', ORGANISATION: 'ORGANIZATION', ORGANISATIONS: 'ORGANIZATIONS', LABORATORY: 'LABORATORY',
  MT: 'MOUNT', ST: 'SAINT', STE: 'SAINTE',
};

const requireJson = createRequire(import.meta.url);
countries.registerLocale(requireJson('i18n-iso-countries/langs/en.json'));
nationalities.registerLocale(requireJson('i18n-nationality/langs/en.json'));

/** Country names and nationalities the publishers write that ISO's and i18n-nationality's English names lack. */
const PUBLISHED_PLACE_WORDS = ['Syria', 'Burma', 'Laos', 'Brunei', 'Macau', 'Britain', 'Afghani', 'Belarussian', 'Yemeni', 'Emirati',
  'Uzbek', 'Kazakh', 'Turkmen', 'Bosnian', 'Slovak', 'Argentinian', 'Nepali', 'Maldivian', 'Djiboutian', 'Comorian', 'Kosovan',
  'Kosovar', 'Palestinian'];

/** Compass words that open a country's or a nationality's name ("North Korea", "South Korean"). */
const COMPASS = new Set(['NORTH', 'SOUTH', 'EAST', 'WEST']);

/**
 * Words that name a country or its nationality, folded (`foldText`): each English country name and
 * alternative of ISO 3166-1 (i18n-iso-countries) and each English nationality (i18n-nationality) that
 * is one word ("IRAN", "SYRIAN", "DUTCH"), or one word before the comma of ISO's inverted form ("Korea,
 * Republic of" -> KOREA) or after a compass word ("North Korea", "South Korean" -> KOREA, KOREAN).
 * Generic organisation words (AMERICA, AMERICAN, AFRICA) are left out: they are weighed as such.
 * The scorer (score.placeSide) reads a country's word opening one form of an organisation's name only
 * as a qualifier, not as a name.
 */
export const PLACE_WORDS: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  const add = (name: string) => {
    const head = name.includes(',') ? name.slice(0, name.indexOf(',')) : name;
    let words = foldText(head.replace(/\([^()]*\)/g, ' ')).split(' ').filter(Boolean);
    if (words.length === 2 && COMPASS.has(words[0])) words = words.slice(1);
    if (words.length === 1 && words[0].length >= 4 && !GENERIC_ORG_WORDS.has(words[0])) out.add(words[0]);
  };
  for (const v of Object.values(countries.getNames('en', { select: 'all' }))) for (const n of v) add(n);
  for (const n of Object.values(nationalities.getNames('en'))) add(n);
  // The short names and nationalities the list publishers write that those English names lack, as the
  // list loaders add them (src/lists/countries.ts, nationality.ts): Syria, not Syrian Arab Republic.
  for (const n of PUBLISHED_PLACE_WORDS) add(n);
  return out;
})();
