/**
 * `country_score` of a compliance check: how exposed the checked countries are to the published
 * high-risk-jurisdiction lists. Pure (no I/O); the tables below are the data, dated and sourced.
 *
 * Rule (docs/SCORES.md "country_score"):
 * - `high`   when any country is on the FATF "High-Risk Jurisdictions subject to a Call for Action"
 *            (the "black list"). FATF Recommendation 19 requires enhanced due diligence for business
 *            with these countries, and countermeasures where the FATF calls for them (today DPRK and Iran;
 *            Myanmar is under a call for enhanced due diligence only, and still scores `high`);
 * - `medium` when any country is on the FATF "Jurisdictions under Increased Monitoring" (the "grey
 *            list": strategic AML/CFT deficiencies that the country has committed to fix under an action
 *            plan; the FATF asks firms to weigh it in their risk analysis, not to apply EDD) or on the EU
 *            list of high-risk third countries (Delegated Regulation (EU) 2016/1675 as amended; Article
 *            18a of Directive (EU) 2015/849 requires enhanced due diligence for them in the EU);
 * - `low`    when at least one country is known and none is listed;
 * - `''`     (not computed) when no country is known.
 *
 * Input countries are ISO 3166-1 alpha-2 codes, any case; an ISO 3166-2 subdivision code (GLEIF's
 * `LegalJurisdiction` "US-DE") counts as its country. Anything else (blank, "ZZ", a country name) is
 * ignored, i.e. "not known"; callers that hold names convert them first (lists/countries.ts
 * `toCountryCode`). Never throws.
 *
 * The lists change at every FATF plenary (February, June, October) and with each EU delegated act.
 * To update: edit the list's `countries`, `as_of`, `title` and `sources`, then the counts in
 * test/risk-scores.test.ts and the table in docs/SCORES.md.
 */
import { isCountryCode } from '../lists/countries.js';
import type { Score } from './scores.js';

export type JurisdictionListId = 'fatf_call_for_action' | 'fatf_increased_monitoring' | 'eu_high_risk_third_countries';

/** One published high-risk-jurisdiction list as Vigil applies it. */
export interface JurisdictionList {
  id: JurisdictionListId;
  /** The publication's own title and date. */
  title: string;
  publisher: string;
  /** The date the list's state applies from, `YYYY-MM-DD` (FATF: the statement's date; EU: entry into force). */
  as_of: string;
  /** The score a listed country gives. */
  level: 'high' | 'medium';
  /** The publisher's page, then the secondary pages the membership was checked against. */
  sources: string[];
  /** Listed countries: ISO 3166-1 alpha-2 -> the publisher's name for it. */
  countries: Readonly<Record<string, string>>;
}

/**
 * FATF black list after the plenary of 17–19 June 2026 (unchanged since October 2022, when Myanmar
 * was added). The FATF's own June 2026 page was not in the searchable archive; the membership is
 * from the regulators' and AML vendors' summaries listed, which agree.
 */
const FATF_CALL_FOR_ACTION: JurisdictionList = {
  id: 'fatf_call_for_action',
  title: 'FATF, High-Risk Jurisdictions subject to a Call for Action – June 2026',
  publisher: 'Financial Action Task Force (FATF)',
  as_of: '2026-06-19',
  level: 'high',
  sources: [
    'https://www.fatf-gafi.org/en/countries/black-and-grey-lists.html',
    'https://www.labuanfsa.gov.my/regulations/amlcft/aml-cft-compliance/fatf-publication-on-global-mltfpf-risk-–-june-2026',
    'https://fincrimeagent.com/news/issue-4/fatf-june-2026-plenary-grey-list-update',
    'https://namescan.io/insights/fatf-plenary-june-2026-updates-key-outcomes-and-compliance-implications/',
  ],
  countries: {
    KP: "Democratic People's Republic of Korea", // call for countermeasures
    IR: 'Iran', // call for countermeasures
    MM: 'Myanmar', // call for enhanced due diligence
  },
};

/**
 * FATF grey list after the June 2026 plenary: the 13 February 2026 list (22 jurisdictions, Kuwait
 * and Papua New Guinea added) with Bosnia and Herzegovina and Iraq added and Algeria and Namibia
 * removed in June 2026, 22 jurisdictions again (the figure the June 2026 summaries give).
 */
const FATF_INCREASED_MONITORING: JurisdictionList = {
  id: 'fatf_increased_monitoring',
  title: 'FATF, Jurisdictions under Increased Monitoring – June 2026',
  publisher: 'Financial Action Task Force (FATF)',
  as_of: '2026-06-19',
  level: 'medium',
  sources: [
    'https://www.fatf-gafi.org/en/countries/black-and-grey-lists.html',
    'https://www.labuanfsa.gov.my/regulations/amlcft/aml-cft-compliance/fatf-publication-on-global-mltfpf-risk-–-june-2026',
    'https://fincrimeagent.com/news/issue-4/fatf-june-2026-plenary-grey-list-update',
    'https://salvusfunds.com/2026/02/16/fatf-increased-monitoring-high-risk-jurisdictions-february-2026',
    'https://www.algocandy.com/fatf-updates-black-list-and-grey-list-13-february-2026',
  ],
  countries: {
    AO: 'Angola',
    BO: 'Bolivia',
    BA: 'Bosnia and Herzegovina',
    BG: 'Bulgaria',
    CM: 'Cameroon',
    CI: "Côte d'Ivoire",
    CD: 'Democratic Republic of the Congo',
    HT: 'Haiti',
    IQ: 'Iraq',
    KE: 'Kenya',
    KW: 'Kuwait',
    LA: "Lao People's Democratic Republic",
    LB: 'Lebanon',
    MC: 'Monaco',
    NP: 'Nepal',
    PG: 'Papua New Guinea',
    SS: 'South Sudan',
    SY: 'Syria',
    VE: 'Venezuela',
    VN: 'Vietnam',
    VG: 'British Virgin Islands',
    YE: 'Yemen',
  },
};

/**
 * The Annex of Commission Delegated Regulation (EU) 2016/1675 as in force from 29 January 2026,
 * after Delegated Regulations (EU) 2026/46 (3 December 2025: new point IV, Russia, whose FATF
 * membership is suspended) and (EU) 2026/83 (4 December 2025: Bolivia and the British Virgin Islands
 * added; Burkina Faso, Mali, Mozambique, Nigeria, South Africa and Tanzania removed), both published
 * in the Official Journal on 9 January 2026. No later amendment was found. 26 countries: point I
 * (action plan with the FATF), points II/III (DPRK, Iran) and point IV (Russia) alike.
 */
const EU_HIGH_RISK_THIRD_COUNTRIES: JurisdictionList = {
  id: 'eu_high_risk_third_countries',
  title: 'Commission Delegated Regulation (EU) 2016/1675, Annex, as amended by Delegated Regulations (EU) 2026/46 and (EU) 2026/83',
  publisher: 'European Commission',
  as_of: '2026-01-29',
  level: 'medium',
  sources: [
    'http://data.europa.eu/eli/reg_del/2016/1675/oj',
    'https://fiaumalta.org/news/eu-commission-delegated-acts-on-high-risk-third-countries',
    'https://cm.twobirds.com/en/insights/2026/eu-list-of-highrisk-countries-and-jurisdictions-for-money-laundering-and-terrorism-financing-amended',
    'https://www.boe.es/buscar/doc.php?id=DOUE-L-2026-80007',
  ],
  countries: {
    AF: 'Afghanistan',
    DZ: 'Algeria',
    AO: 'Angola',
    BO: 'Bolivia',
    VG: 'British Virgin Islands',
    CM: 'Cameroon',
    CI: "Côte d'Ivoire",
    KP: "Democratic People's Republic of Korea",
    CD: 'Democratic Republic of the Congo',
    HT: 'Haiti',
    IR: 'Iran',
    KE: 'Kenya',
    LA: "Lao People's Democratic Republic",
    LB: 'Lebanon',
    MC: 'Monaco',
    MM: 'Myanmar',
    NA: 'Namibia',
    NP: 'Nepal',
    RU: 'Russian Federation',
    SS: 'South Sudan',
    SY: 'Syria',
    TT: 'Trinidad and Tobago',
    VU: 'Vanuatu',
    VE: 'Venezuela',
    VN: 'Vietnam',
    YE: 'Yemen',
  },
};

/** The lists `countryRisk` applies, most severe first. */
export const JURISDICTION_LISTS: readonly JurisdictionList[] = [FATF_CALL_FOR_ACTION, FATF_INCREASED_MONITORING, EU_HIGH_RISK_THIRD_COUNTRIES];

/** Why a country raised the score: the country, the list it is on and the list's as-of date. */
export interface CountryRiskReason {
  country: string;
  list: JurisdictionListId;
  as_of: string;
}

export interface CountryRisk {
  score: Score;
  /** One entry per (country, list) hit, in input order, lists most severe first; empty for `low` and `''`. */
  reasons: CountryRiskReason[];
}

const RANK = { low: 0, medium: 1, high: 2 } as const;

/** "gb", " GB ", "US-DE" -> "GB"/"US"; undefined for anything that is not an assigned ISO 3166-1 alpha-2 code. */
export function countryCodeOf(value: string | null | undefined): string | undefined {
  const m = /^([A-Za-z]{2})(?:-[A-Za-z0-9]{1,3})?$/.exec((value ?? '').trim());
  const code = m?.[1].toUpperCase();
  return code && isCountryCode(code) ? code : undefined;
}

/**
 * The country score of a set of countries (the company's register, addresses, the entities'
 * nationalities: the caller decides which). Input: ISO 3166-1 alpha-2 codes (see the module comment
 * for what is accepted). Output: the score and the list hits behind it. Never throws.
 */
export function countryRisk(codes: ReadonlyArray<string | null | undefined>): CountryRisk {
  const known = [...new Set(codes.map(countryCodeOf).filter((c): c is string => c !== undefined))];
  if (!known.length) return { score: '', reasons: [] };
  const reasons: CountryRiskReason[] = [];
  let score: 'low' | 'medium' | 'high' = 'low';
  for (const country of known) {
    for (const list of JURISDICTION_LISTS) {
      if (!Object.hasOwn(list.countries, country)) continue;
      reasons.push({ country, list: list.id, as_of: list.as_of });
      if (RANK[list.level] > RANK[score]) score = list.level;
    }
  }
  return { score, reasons };
}
