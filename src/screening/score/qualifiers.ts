/**
 * Record-level qualifiers (score.ts, "Record-level qualifiers"): date of birth, office age,
 * country, entity type and gender, each a signed `FeatureContribution`. Used by engine.ts through
 * score.ts, which re-exports them all.
 */
import type { ListDateOfBirth, ListEntityType, ListRecord } from '../../lists/types.js';
import type { FeatureContribution } from '../types.js';
import type { ScreeningConfig } from '../config.js';

/** A parsed query date of birth. */
export interface QueryDob {
  year: number;
  month?: number;
  day?: number;
}

/** Parse "YYYY", "YYYY-MM", "YYYY-MM-DD" (also "/" or "." separators, or "DD.MM.YYYY"). Undefined if unparseable. */
export function parseQueryDob(s: string | undefined): QueryDob | undefined {
  if (!s) return undefined;
  const t = s.trim();
  let m = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?$/.exec(t);
  if (m) {
    const year = Number(m[1]);
    const month = m[2] ? Number(m[2]) : undefined;
    const day = m[3] ? Number(m[3]) : undefined;
    return { year, month: month && month >= 1 && month <= 12 ? month : undefined, day: day && day >= 1 && day <= 31 ? day : undefined };
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) };
  return undefined;
}

/**
 * Date-of-birth qualifier: compares the query DOB with every published DOB and keeps the most
 * favourable outcome (people are often listed with several possible dates). Rules:
 *   exact y-m-d equal -> +exactBonus; same year where either side lacks month/day -> +yearBonus;
 *   year inside a published range (+-0) -> +rangeBonus; same year, different month/day ->
 *   -sameYearConflictPenalty; one year apart (or one year outside a range) -> -nearYearPenalty;
 *   further apart -> -conflictPenalty. No DOB on either side -> no contribution.
 */
export function dobContribution(q: QueryDob | undefined, dobs: ListDateOfBirth[], cfg: ScreeningConfig['dob']): FeatureContribution | undefined {
  if (!q || dobs.length === 0) return undefined;
  let best: FeatureContribution | undefined;
  const consider = (value: number, detail: string) => {
    if (!best || value > best.value) best = { feature: 'date_of_birth', value, detail };
  };
  const qs = `${q.year}${q.month ? '-' + String(q.month).padStart(2, '0') : ''}${q.day ? '-' + String(q.day).padStart(2, '0') : ''}`;
  for (const d of dobs) {
    if (d.kind === 'range' && d.from_year !== undefined && d.to_year !== undefined) {
      const lo = Math.min(d.from_year, d.to_year);
      const hi = Math.max(d.from_year, d.to_year);
      if (q.year >= lo && q.year <= hi) consider(cfg.rangeBonus, `DOB ${qs} within ${lo}–${hi}`);
      else if (q.year === lo - 1 || q.year === hi + 1) consider(-cfg.nearYearPenalty, `DOB ${qs} just outside ${lo}–${hi}`);
      else consider(-cfg.conflictPenalty, `DOB ${qs} outside ${lo}–${hi}`);
      continue;
    }
    const y = d.year ?? d.from_year;
    if (y === undefined) continue;
    const diff = Math.abs(y - q.year);
    if (diff === 0) {
      const full = d.month !== undefined && d.day !== undefined && q.month !== undefined && q.day !== undefined;
      if (full) {
        if (d.month === q.month && d.day === q.day) consider(cfg.exactBonus, `DOB ${qs} = ${d.raw}`);
        else consider(-cfg.sameYearConflictPenalty, `DOB ${qs} vs ${d.raw}: same year, different day`);
      } else if (d.month !== undefined && q.month !== undefined && d.month !== q.month) {
        consider(-cfg.sameYearConflictPenalty, `DOB ${qs} vs ${d.raw}: same year, different month`);
      } else {
        consider(cfg.yearBonus, `DOB year ${q.year} = ${d.raw}`);
      }
    } else if (diff === 1) {
      consider(-cfg.nearYearPenalty, `DOB ${qs} vs ${d.raw}: one year apart`);
    } else {
      consider(-cfg.conflictPenalty, `DOB ${qs} vs ${d.raw}: ${diff} years apart`);
    }
  }
  return best;
}

/**
 * Age bound of a PEP record without a date of birth: the query's person, born in `q.year`, is at most
 * `start year - q.year` years old when the record's latest term began (`record.latest_term_start`); when
 * that is under `cfg.minOfficeAge` (18) they cannot have taken the seat, and the finding gets
 * -conflictPenalty, as a date of birth years apart does. Years only, so the bound is never wrong by a
 * birthday: a person born in 2000 was at most 17 in 2017. Undefined when the query has no date of birth,
 * the record publishes one (dobContribution compares it) or states no term start.
 * Source: IPU Parline, "Age of eligibility" (minimum age to sit in a national parliament: 18 at the lowest).
 */
export function officeAgeContribution(q: QueryDob | undefined, record: ListRecord, cfg: ScreeningConfig['dob']): FeatureContribution | undefined {
  if (!q || record.dates_of_birth.length > 0 || !record.latest_term_start) return undefined;
  const startYear = Number(record.latest_term_start.slice(0, 4));
  const age = startYear - q.year;
  if (!Number.isInteger(startYear) || age >= cfg.minOfficeAge) return undefined;
  const detail = age < 0 ? `DOB ${q.year}: born after the latest term began (${record.latest_term_start})` : `DOB ${q.year}: at most ${age} when the latest term began (${record.latest_term_start}), under ${cfg.minOfficeAge}`;
  return { feature: 'date_of_birth', value: -cfg.conflictPenalty, detail };
}

/**
 * Country qualifier: query country (ISO2) vs the record's nationalities and linked countries.
 * Match -> +matchBonus; the record has countries and none matches -> -conflictPenalty (a vessel's
 * flag: -flagConflictPenalty); else none.
 */
export function countryContribution(country: string | undefined, record: ListRecord, cfg: ScreeningConfig['country']): FeatureContribution | undefined {
  if (!country) return undefined;
  const all = record.nationalities.length || record.countries.length;
  if (!all) return undefined;
  if (record.nationalities.includes(country) || record.countries.includes(country)) {
    return { feature: 'country', value: cfg.matchBonus, detail: `country ${country} matches` };
  }
  const listed = [...new Set([...record.nationalities, ...record.countries])].slice(0, 5).join(', ');
  // A vessel's country is its flag (loaders put the flag in `countries`): another flag is a registry fact.
  if (record.entity_type === 'vessel') return { feature: 'country', value: -cfg.flagConflictPenalty, detail: `flag ${country} not in ${listed}` };
  return { feature: 'country', value: -cfg.conflictPenalty, detail: `country ${country} not in ${listed}` };
}

/** True when a query of `qType` may never match a record of `rType` (vessel/aircraft vs individual). */
export function entityTypeExcluded(qType: string | undefined, rType: ListEntityType): boolean {
  if (!qType) return false;
  if (qType === 'individual') return rType === 'vessel' || rType === 'aircraft';
  if (qType === 'vessel') return rType === 'individual';
  return false;
}

/**
 * Entity-type qualifier: individual vs company (or company vs vessel/aircraft) -> -mismatchPenalty
 * (vessel/aircraft vs individual never reach here: `entityTypeExcluded`). Same type or unknown -> none.
 */
export function entityTypeContribution(qType: string | undefined, rType: ListEntityType, cfg: ScreeningConfig['entityType']): FeatureContribution | undefined {
  if (!qType || qType === rType) return undefined;
  if (qType === 'company' && (rType === 'vessel' || rType === 'aircraft')) {
    return { feature: 'entity_type', value: -cfg.mismatchPenalty / 2, detail: `query ${qType} vs listed ${rType}` };
  }
  if (qType === 'vessel' && rType === 'company') {
    return { feature: 'entity_type', value: -cfg.mismatchPenalty / 2, detail: `query ${qType} vs listed ${rType}` };
  }
  return { feature: 'entity_type', value: -cfg.mismatchPenalty, detail: `query ${qType} vs listed ${rType}` };
}

/** Gender qualifier: both known and different -> -conflictPenalty. */
export function genderContribution(q: string | undefined, r: string | undefined, cfg: ScreeningConfig['gender']): FeatureContribution | undefined {
  if (!q || !r || q === r) return undefined;
  return { feature: 'gender', value: -cfg.conflictPenalty, detail: `gender ${q} vs listed ${r}` };
}
