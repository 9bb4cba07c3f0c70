/**
 * Identifier evidence (pure, no I/O): compares the documents/numbers a client gives for a screened
 * party (passport, national id, tax id, IMO number, registration number...) with those a list
 * publishes for a record.
 *
 * Kinds. A label, whether a client's (`passport`, `imo`, `tax id`) or a publisher's ("Passport",
 * "Cedula No.", "Vessel Registration Identification" holding "IMO 9123456", "R.F.C.", "Registration
 * ID"), is mapped to a kind by `identifierKind`:
 *   imo           IMO ship number: 7 digits, assigned once for a hull's life (IMO Res. A.1078(28)),
 *                 so a different IMO number is a different ship;
 *   passport      a passport number: one per issuing country and renewal, so another number of the
 *                 same kind is only a weak sign of another person (people hold several passports);
 *   diplomatic_passport, national_id, tax_id, registration (company/commercial registers), mmsi,
 *                 call_sign: numbers of one issuing country (the client does not say which), so a
 *                 different number is a moderate sign;
 *   other         anything else: compared for equality only.
 * Numbers are compared as upper-case letters and digits ("AB-123 456" = "ab123456"); an IMO number as
 * its 7 digits ("IMO 9123456" = "9123456"). Numbers shorter than 4 characters are not compared.
 *
 * `identifierEvidence` returns a `FeatureContribution`:
 *   - an equal number (any kinds: a publisher's label and a client's often differ) -> +matchBonus (the
 *     engine lifts the match to at least `decisiveScore`);
 *   - otherwise, for each kind both sides give, no equal number of that kind: -conflictPenalty for an
 *     IMO number, -documentConflictPenalty for another kind except `passport`,
 *     -passportConflictPenalty for a passport; the strongest conflict counts, its detail names both numbers.
 *   - nothing comparable -> undefined.
 */
import type { ListIdentifier, ListRecord } from '../lists/types.js';
import type { ScreeningConfig } from './config.js';
import type { FeatureContribution } from './types.js';

export type IdentifierKind =
  | 'imo' | 'passport' | 'diplomatic_passport' | 'national_id' | 'tax_id' | 'registration' | 'mmsi' | 'call_sign' | 'other';

/** A client's identifier as the engine receives it (src/domain/compliance-input.ts `identifiers`). */
export interface QueryIdentifier {
  type?: string;
  number: string;
}

// Publishers' labels seen in OFAC, CSL, UN, OFSI, DFAT, SEMA files and clients' usual words (order matters:
// "Diplomatic Passport" before "Passport", "Vessel Registration Identification" is read by its number).
const KIND_RULES: Array<[RegExp, IdentifierKind]> = [
  [/electoral|chinese commercial code|driver|birth|residen/i, 'other'],
  [/\bimo\b/i, 'imo'],
  [/\bmmsi\b/i, 'mmsi'],
  [/call\s*sign/i, 'call_sign'],
  [/diplomatic/i, 'diplomatic_passport'],
  [/passport/i, 'passport'],
  [/tax|fiscal|r\.?f\.?c\b|\bnit\b|\bruc\b|\brif\b|\binn\b|v\.?a\.?t\b|\bfein\b|\bc\.?u\.?i\b|unified social credit|\buscc\b|\bkpp\b/i, 'tax_id'],
  [/national\s*(?:id|identification|foreign)|identity|cedula|c\.?u\.?r\.?p|d\.?n\.?i\b|personal\s*id|\bssn\b|\bnin\b|\bid\s*card|^id$|national_id/i, 'national_id'],
  [/regist|company\s*(?:number|no)|commercial|chamber of commerce|\bogrn\b|mercantil|c\.?r\.?\s*no|gazette|business|trade\s*licen|legal entity|\blei\b|enterprise number/i, 'registration'],
];

/** Kind of an identifier from its label, or from its number when the label is generic ("IMO 9123456"). */
export function identifierKind(type: string | undefined, number = ''): IdentifierKind {
  if (/^\s*imo\b/i.test(number)) return 'imo';
  for (const [re, kind] of KIND_RULES) if (type && re.test(type)) return kind;
  return 'other';
}

/** An identifier number reduced to upper-case alphanumerics ("AB-123 456" -> "AB123456"). */
export const normId = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Comparable form of a number of a kind: an IMO number's 7 digits, else `normId`; '' when too short to compare. */
export function canonicalId(kind: IdentifierKind, number: string): string {
  const n = normId(number);
  if (kind === 'imo') { const d = /(\d{7})$/.exec(n); if (d) return d[1]; }
  return n.length >= 4 ? n : '';
}

/** Index keys of a published identifier (retrieval by identifier): its alphanumerics and its canonical form. */
export function identifierKeys(id: ListIdentifier | QueryIdentifier): string[] {
  const kind = identifierKind(id.type, id.number);
  const n = normId(id.number);
  const c = canonicalId(kind, id.number);
  const out = n.length >= 4 ? [n] : [];
  if (c && c !== n) out.push(c);
  return out;
}

const KIND_LABEL: Record<IdentifierKind, string> = {
  imo: 'IMO number', passport: 'passport', diplomatic_passport: 'diplomatic passport', national_id: 'national id',
  tax_id: 'tax id', registration: 'registration number', mmsi: 'MMSI', call_sign: 'call sign', other: 'identifier',
};

/** Identifier qualifier of one record (module doc). */
export function identifierEvidence(
  ids: QueryIdentifier[] | undefined,
  record: ListRecord,
  cfg: ScreeningConfig['identifier'],
): FeatureContribution | undefined {
  if (!ids || ids.length === 0 || record.identifiers.length === 0) return undefined;
  const listed = record.identifiers.map((i) => ({ id: i, kind: identifierKind(i.type, i.number), keys: identifierKeys(i) }));
  const query = ids.map((i) => ({ id: i, kind: identifierKind(i.type, i.number), keys: identifierKeys(i) }));
  for (const q of query) {
    for (const l of listed) {
      if (q.keys.some((k) => l.keys.includes(k))) {
        return { feature: 'identifier', value: cfg.matchBonus, detail: `${l.id.type} ${l.id.number} matches` };
      }
    }
  }
  let worst: FeatureContribution | undefined;
  for (const q of query) {
    if (q.kind === 'other' || q.keys.length === 0) continue;
    const same = listed.filter((l) => l.kind === q.kind && l.keys.length > 0);
    if (same.length === 0) continue;
    const penalty = q.kind === 'imo' ? cfg.conflictPenalty : q.kind === 'passport' ? cfg.passportConflictPenalty : cfg.documentConflictPenalty;
    if (worst && -penalty >= worst.value) continue;
    const shown = same.slice(0, 3).map((l) => l.id.number).join(', ');
    worst = { feature: 'identifier', value: -penalty, detail: `${KIND_LABEL[q.kind]} ${q.id.number} differs from listed ${shown}` };
  }
  return worst;
}
