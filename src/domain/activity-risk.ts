/**
 * `activity_score` of a compliance check: whether the company's registered industry codes name an
 * activity that the AML/CFT standards treat as exposed to money laundering, terrorist financing or
 * corruption. Pure (no I/O); the table below is the data, each row with its source.
 *
 * Industry codes as the project stores them (providers/types.ts `IndustryCode`): `{ code, scheme }`
 * with the scheme as the provider labels it. Two schemes are read, both NACE Rev. 2 underneath:
 * - UK SIC 2007 (`'UK SIC 2007'`, Companies House `SicText_1..4` and the API's `sic_codes`): NACE
 *   Rev. 2 down to the 4-digit class plus a fifth, UK-only digit ("64191" Banks = NACE 64.19 + 1);
 * - NACE Rev. 2 (`'NACE Rev. 2 (SN2007)'` from Brønnøysund, or any scheme text naming NACE Rev. 2 or
 *   SN2007): Norway's SN2007 is NACE Rev. 2 plus a fifth national digit, written "64.190".
 * So one table keyed by NACE Rev. 2 division ("92"), group or class ("64.19") serves both, matched
 * as a prefix of the code's digits; a few rows name a UK-only 5-digit subclass and apply to UK SIC
 * 2007 codes alone. "64.190", "64190", "6419" and "64.19" are the same class. Codes of other
 * schemes (UK SIC 2003, D&B SIC, NAICS) and codes without a scheme are not read: their numbers mean
 * other things. Brønnøysund's "00.000" ("Uoppgitt", not stated) is no code.
 *
 * Rule (docs/SCORES.md "activity_score"): the highest level among the rows the readable codes match;
 * `low` when at least one code is readable and none matches; `''` (not computed) when no code is
 * readable. Never throws.
 *
 * Which activities, and why these levels:
 * - `high`: activities whose practitioners FATF Recommendation 22 and Directive (EU) 2015/849 make
 *   obliged entities because the activity itself moves value that is easy to launder (gambling;
 *   dealing in precious metals and stones), and the arms trade (Directive 2015/849 Annex III 2(f);
 *   EBA/GL/2021/02 "arms trade and defence"). The classes are specific to the activity.
 * - `medium`: sectors the same sources name, where the code is broader than the risky activity or the
 *   firm is itself supervised: real estate dealing and agency, extractive industries, banks and the
 *   residual financial-services classes where money remitters, bureaux de change, payment and
 *   virtual-asset firms register, trusts/funds (asset-holding vehicles), wholesale of metals (includes
 *   gold), art and antiques dealing.
 * Not mapped, on purpose: construction, pharmaceuticals/healthcare and public procurement (EBA names
 * them for corruption risk, but they are a large share of all companies and a code says nothing about
 * public contracts); "cash-intensive businesses" (no code identifies cash use); virtual-asset service
 * providers and trust or company service providers (no NACE class of their own).
 */
import type { IndustryCode } from '../providers/types.js';
import type { Score } from './scores.js';

/** The classification a code is read in. */
export type IndustryScheme = 'uk_sic_2007' | 'nace_rev2';

export type ActivityCategory =
  | 'gambling'
  | 'precious_metals_and_stones'
  | 'weapons_and_defence'
  | 'extractive_industries'
  | 'financial_services'
  | 'asset_holding_vehicles'
  | 'real_estate'
  | 'art_and_antiques';

/** The publications the table rests on (keys of `ActivityRule.sources`). */
export const ACTIVITY_SOURCES = {
  fatf_r22:
    'FATF Recommendations (2012, as amended), Recommendation 22 – DNFBPs: customer due diligence: (a) casinos; (b) real estate agents; (c) dealers in precious metals and dealers in precious stones; (e) trust and company service providers',
  fatf_r14: 'FATF Recommendations, Recommendation 14 – Money or value transfer services (and the FATF Glossary "financial institution": money and currency changing)',
  fatf_r13: 'FATF Recommendations, Recommendation 13 – Correspondent banking (enhanced measures for cross-border correspondent relationships)',
  amld_art2:
    'Directive (EU) 2015/849 as amended by Directive (EU) 2018/843, Article 2(1)(3): obliged entities include estate agents (d), persons trading in goods paid in cash of EUR 10,000 or more (e), providers of gambling services (f), persons trading in works of art (i)',
  amld_annex3:
    'Directive (EU) 2015/849, Annex III (factors of potentially higher risk): 1(c) legal persons or arrangements that are personal asset-holding vehicles; 2(f) transactions related to oil, arms, precious metals, tobacco products, cultural artefacts and other items of archaeological, historical, cultural and religious importance, or of rare scientific value',
  amld_art19: 'Directive (EU) 2015/849, Article 19: enhanced due diligence for cross-border correspondent relationships with third-country respondent institutions',
  eba_gl_2021_02:
    "EBA/GL/2021/02 (1 March 2021), ML/TF Risk Factors Guidelines, Title I Guideline 2, risk factors of the customer's business or professional activity: sectors associated with higher ML/TF risk (certain money service businesses, casinos, dealers in precious metals) and sectors commonly associated with higher corruption risk (construction, pharmaceuticals and healthcare, arms trade and defence, extractive industries, public procurement)",
} as const;

export type ActivitySourceId = keyof typeof ACTIVITY_SOURCES;

/** One row of the table: a NACE Rev. 2 division/group/class (or a UK SIC 2007 subclass) and its level. */
export interface ActivityRule {
  /** As printed: "92" (division), "64.19" (class), "47781" (UK SIC 2007 subclass, with `scheme`). */
  code: string;
  /** Only for a subclass that exists in one national scheme; absent = any NACE-based scheme. */
  scheme?: IndustryScheme;
  /** The NACE Rev. 2 (or UK SIC 2007) title. */
  title: string;
  level: 'high' | 'medium';
  category: ActivityCategory;
  sources: ActivitySourceId[];
}

/** The table (docs/SCORES.md lists it). A more specific row wins over a broader one. */
export const ACTIVITY_RULES: readonly ActivityRule[] = [
  // high
  { code: '92', title: 'Gambling and betting activities', level: 'high', category: 'gambling', sources: ['fatf_r22', 'amld_art2', 'eba_gl_2021_02'] },
  { code: '24.41', title: 'Precious metals production', level: 'high', category: 'precious_metals_and_stones', sources: ['fatf_r22', 'amld_annex3', 'eba_gl_2021_02'] },
  { code: '32.12', title: 'Manufacture of jewellery and related articles', level: 'high', category: 'precious_metals_and_stones', sources: ['fatf_r22', 'amld_annex3'] },
  { code: '46.48', title: 'Wholesale of watches and jewellery', level: 'high', category: 'precious_metals_and_stones', sources: ['fatf_r22', 'amld_annex3', 'eba_gl_2021_02'] },
  { code: '47.77', title: 'Retail sale of watches and jewellery in specialised stores', level: 'high', category: 'precious_metals_and_stones', sources: ['fatf_r22', 'amld_annex3', 'eba_gl_2021_02'] },
  { code: '25.40', title: 'Manufacture of weapons and ammunition', level: 'high', category: 'weapons_and_defence', sources: ['amld_annex3', 'eba_gl_2021_02'] },
  { code: '30.40', title: 'Manufacture of military fighting vehicles', level: 'high', category: 'weapons_and_defence', sources: ['amld_annex3', 'eba_gl_2021_02'] },
  // medium: extractive industries (oil: Annex III 2(f))
  { code: '05', title: 'Mining of coal and lignite', level: 'medium', category: 'extractive_industries', sources: ['eba_gl_2021_02'] },
  { code: '06', title: 'Extraction of crude petroleum and natural gas', level: 'medium', category: 'extractive_industries', sources: ['eba_gl_2021_02', 'amld_annex3'] },
  { code: '07', title: 'Mining of metal ores', level: 'medium', category: 'extractive_industries', sources: ['eba_gl_2021_02'] },
  { code: '08', title: 'Other mining and quarrying', level: 'medium', category: 'extractive_industries', sources: ['eba_gl_2021_02'] },
  { code: '09', title: 'Mining support service activities', level: 'medium', category: 'extractive_industries', sources: ['eba_gl_2021_02'] },
  // medium: financial services (supervised themselves, but the classes hold remitters, bureaux de change, payment and crypto firms)
  { code: '64.19', title: 'Other monetary intermediation', level: 'medium', category: 'financial_services', sources: ['fatf_r13', 'amld_art19', 'fatf_r14'] },
  { code: '64.99', title: 'Other financial service activities, except insurance and pension funding, n.e.c.', level: 'medium', category: 'financial_services', sources: ['fatf_r14', 'eba_gl_2021_02'] },
  { code: '66.12', title: 'Security and commodity contracts brokerage', level: 'medium', category: 'financial_services', sources: ['fatf_r14', 'eba_gl_2021_02'] },
  { code: '66.19', title: 'Other activities auxiliary to financial services, except insurance and pension funding', level: 'medium', category: 'financial_services', sources: ['fatf_r14', 'fatf_r22'] },
  { code: '64.30', title: 'Trusts, funds and similar financial entities', level: 'medium', category: 'asset_holding_vehicles', sources: ['amld_annex3'] },
  { code: '46.72', title: 'Wholesale of metals and metal ores', level: 'medium', category: 'precious_metals_and_stones', sources: ['fatf_r22', 'amld_annex3'] },
  // medium: real estate
  { code: '68.10', title: 'Buying and selling of own real estate', level: 'medium', category: 'real_estate', sources: ['fatf_r22', 'amld_art2'] },
  { code: '68.31', title: 'Real estate agencies', level: 'medium', category: 'real_estate', sources: ['fatf_r22', 'amld_art2'] },
  { code: '41.10', title: 'Development of building projects', level: 'medium', category: 'real_estate', sources: ['fatf_r22', 'eba_gl_2021_02'] },
  // medium: art and antiques (UK SIC 2007 subclasses; NACE 47.78/47.79 mix them with opticians and second-hand clothes)
  { code: '47781', scheme: 'uk_sic_2007', title: 'Retail sale in commercial art galleries', level: 'medium', category: 'art_and_antiques', sources: ['amld_art2', 'amld_annex3'] },
  { code: '47791', scheme: 'uk_sic_2007', title: 'Retail sale of antiques including antique books in stores', level: 'medium', category: 'art_and_antiques', sources: ['amld_art2', 'amld_annex3'] },
];

/** The scheme of a stored code, from the provider's label; undefined for schemes this table cannot read. */
export function industrySchemeOf(scheme: string | undefined): IndustryScheme | undefined {
  const s = (scheme ?? '').trim().toLowerCase();
  if (/^(uk )?sic ?2007$/.test(s)) return 'uk_sic_2007';
  // NACE Rev. 2 and its national versions; not NACE Rev. 1.1 or Rev. 2.1, whose codes differ.
  if (s === 'nace' || /\bsn ?2007\b/.test(s) || /^nace\s*rev(ision|\.)?\s*2(?![.\d])/.test(s)) return 'nace_rev2';
  return undefined;
}

/**
 * A code's digits: "64.190", "64190", "6419", "64.19" -> "64190"/"6419"; a division "92" stays "92".
 * Undefined when it is not a NACE-shaped code (2 digits, optionally a dot, then up to 3 more) or is
 * all zeros (Brønnøysund's "00.000", not stated).
 */
export function industryCodeDigits(code: string | undefined): string | undefined {
  const m = /^(\d{2})\.?(\d{0,3})$/.exec((code ?? '').trim());
  if (!m) return undefined;
  const digits = m[1] + m[2];
  return /^0+$/.test(digits) ? undefined : digits;
}

const ruleDigits = (rule: ActivityRule) => rule.code.replace('.', '');

/** The most specific row matching a readable code, if any. */
function matchRule(scheme: IndustryScheme, digits: string): ActivityRule | undefined {
  let best: ActivityRule | undefined;
  for (const rule of ACTIVITY_RULES) {
    if (rule.scheme && rule.scheme !== scheme) continue;
    const prefix = ruleDigits(rule);
    if (digits.startsWith(prefix) && (!best || prefix.length > ruleDigits(best).length)) best = rule;
  }
  return best;
}

/** Why a code raised the score: the code as given, how it was read, and the row it matched. */
export interface ActivityRiskReason {
  scheme: IndustryScheme;
  code: string;
  /** The matched row's code ("92", "64.19", "47781"). */
  matched: string;
  title: string;
  level: 'high' | 'medium';
  category: ActivityCategory;
  sources: ActivitySourceId[];
}

export interface ActivityRisk {
  score: Score;
  /** One entry per matching code, in input order; empty for `low` and `''`. */
  reasons: ActivityRiskReason[];
}

const RANK = { low: 0, medium: 1, high: 2 } as const;

/**
 * The activity score of a company's industry codes (its stored `industry_codes`, every scheme the
 * providers gave). Output: the score and the matching codes behind it. Never throws.
 */
export function activityRisk(codes: ReadonlyArray<Pick<IndustryCode, 'code' | 'scheme'>>): ActivityRisk {
  let score: 'low' | 'medium' | 'high' | undefined;
  const reasons: ActivityRiskReason[] = [];
  for (const c of codes) {
    const scheme = industrySchemeOf(c.scheme);
    const digits = industryCodeDigits(c.code);
    if (!scheme || !digits) continue;
    score ??= 'low';
    const rule = matchRule(scheme, digits);
    if (!rule) continue;
    reasons.push({ scheme, code: c.code, matched: rule.code, title: rule.title, level: rule.level, category: rule.category, sources: rule.sources });
    if (RANK[rule.level] > RANK[score]) score = rule.level;
  }
  return { score: score ?? '', reasons };
}
