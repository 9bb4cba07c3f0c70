/**
 * Links US records (OFAC SDN, OFAC non-SDN, the trade.gov CSL) to the UN Security Council record of
 * the same party through the identity documents both publish, so that a UN-listed party found on
 * both is one finding (screening/merge.ts rule 1, `same_as`).
 *
 * Why documents: OFSI and the UN's own XML carry UN reference numbers (un-refs.ts), but OFAC's legacy
 * CSV files and the CSL carry none (no "UN Ref" label, nor any `QDi.123`-style number, in the 2021
 * SDN, the 2025 non-SDN or the 2022 CSL files); a passport or national identity number is the
 * publishers' other identifier of a person or entity, and OFAC copies the UN's. For example UN
 * QDi.074 and SDN 7257 (MAAROUFI, Tarek Ben Habib Ben Al-Toumi) share passport E590976.
 *
 * Rule: a US record and a UN record are linked when they have the same entity type, share an
 * identifier number of any type (passport, national identity, registration, IMO; upper-cased, only
 * letters and digits kept, at least 6 characters with a digit), their dates
 * of birth are compatible (either has none, or they share a year), and that number leads to exactly
 * one UN record (a number two UN parties give is ambiguous and links nothing). The US record gets
 * `un_sc:<REFERENCE_NUMBER>` in `same_as`. Pure, in memory; records are modified in place.
 */
import type { ListRecord } from './types.js';

/** Lists linked to the UN record by documents (they publish no UN reference). */
const LINKED_LISTS = new Set(['us_ofac_sdn', 'us_ofac_cons', 'us_trade_csl']);

/** A document number as compared: letters and digits only, upper case; '' when too short or without a digit. */
export function documentKey(number: string): string {
  const k = number.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return k.length >= 6 && /\d/.test(k) ? k : '';
}

function birthYears(r: ListRecord): Set<number> {
  const years = new Set<number>();
  for (const d of r.dates_of_birth) {
    if (d.year !== undefined) years.add(d.year);
    if (d.from_year !== undefined && d.to_year !== undefined) for (let y = d.from_year; y <= d.to_year; y++) years.add(y);
  }
  return years;
}

function compatibleBirth(a: ListRecord, b: ListRecord): boolean {
  const ya = birthYears(a);
  const yb = birthYears(b);
  return ya.size === 0 || yb.size === 0 || [...ya].some((y) => yb.has(y));
}

/**
 * Adds `un_sc:<ref>` to the `same_as` of each OFAC/CSL record linked to a UN record (module doc).
 * Input: every loaded record (any lists, any order). Output: the number of records linked.
 */
export function linkByDocuments(records: ListRecord[]): number {
  const unByDocument = new Map<string, ListRecord[]>();
  for (const r of records) {
    if (r.list !== 'un_sc') continue;
    for (const id of r.identifiers) {
      const k = documentKey(id.number);
      if (!k) continue;
      const l = unByDocument.get(k);
      if (!l) unByDocument.set(k, [r]);
      else if (!l.includes(r)) l.push(r);
    }
  }
  if (unByDocument.size === 0) return 0;
  let linked = 0;
  for (const r of records) {
    if (!LINKED_LISTS.has(r.list)) continue;
    if (!r.identifiers.length) continue;
    const found = new Set<ListRecord>();
    for (const id of r.identifiers) {
      const l = unByDocument.get(documentKey(id.number));
      if (l?.length === 1 && l[0].entity_type === r.entity_type && compatibleBirth(l[0], r)) found.add(l[0]);
    }
    if (found.size !== 1) continue; // none, or documents of two UN parties: no link
    const link = `un_sc:${[...found][0].source_id}`;
    if (r.same_as?.includes(link)) continue;
    r.same_as = [...(r.same_as ?? []), link];
    linked++;
  }
  return linked;
}
