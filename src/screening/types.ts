/**
 * Public types of the screening engine (pure: no I/O). The service (jobs) and the CLI build a
 * `Screener` from `ListRecord`s and call `screen(query)`.
 */
import type { ListRecord } from '../lists/types.js';

/** What is screened: one entity of a compliance check, or one CLI/eval row. */
export interface ScreeningQuery {
  /** Full name as typed by the client. Required, non-blank. */
  name: string;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  aliases?: string[];
  /** 'individual' | 'company' | 'vessel'; undefined = any: the name is then read as a person's against persons and as an organisation's against the rest (engine.ts `screen`). */
  entity_type?: 'individual' | 'company' | 'vessel';
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  date_of_birth?: string;
  /** ISO 3166-1 alpha-2 (or a country name; the engine resolves it). */
  country?: string;
  gender?: 'male' | 'female';
  /**
   * Identifying documents/numbers of the screened party (passport, national id, registration number,
   * IMO...). A number equal to a listed one (alphanumerics only, case-insensitive; an IMO number by its
   * 7 digits) raises the score; a different number of the same kind (a different IMO number, passport,
   * national id...) lowers it (identifiers.ts). `type` is free text: passport, national id, tax id, imo,
   * registration number, mmsi...
   */
  identifiers?: Array<{ type?: string; number: string }>;
}

/** Contribution of one feature to a match score. `value` is signed, in score units (0–1 scale). */
export interface FeatureContribution {
  feature: 'name' | 'date_of_birth' | 'country' | 'identifier' | 'entity_type' | 'alias_quality' | 'gender' | 'pep_rule';
  value: number;
  detail: string;
}

/** Why a record matched: which query name met which list name, and how each feature moved the score. */
export interface MatchExplanation {
  query_name: string;
  matched_name: string;
  /** Name similarity before qualifiers, 0–1. */
  name_score: number;
  contributions: FeatureContribution[];
  /** Short human summary, e.g. "name 0.93 (ALI, Mohammed ~ MOHAMMED ALI); DOB 1962 = 1962 (+0.05)". */
  summary: string;
}

export interface ScreeningMatch {
  record: ListRecord;
  /** Final confidence, 0–1. */
  score: number;
  explanation: MatchExplanation;
  /** Automated false-positive rating: 'yes' when a documented rule marks it likely false, else 'no'. */
  false_positive: 'yes' | 'no';
  false_positive_reason?: string;
}

export interface ScreenOptions {
  /** Keep matches with score >= minScore (0–1). Default: the alert threshold. */
  minScore?: number;
  /** Max matches returned, best first. Default 10. */
  limit?: number;
}
