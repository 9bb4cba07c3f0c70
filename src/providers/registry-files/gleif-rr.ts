/**
 * GLEIF RR-CDF 2.1 level-2 data, "who owns whom" (the Golden Copy `…-gleif-goldencopy-rr-golden-copy.xml.zip`,
 * https://www.gleif.org/en/lei-data/gleif-golden-copy; format: "RR-CDF v2.1",
 * https://www.gleif.org/en/about-lei/common-data-file-format/current-versions/level-2-data-relationship-record-rr-cdf-2-1-format)
 * -> `GleifRelationship`, streamed, and `relationshipToOwner` for a company's owners.
 *
 * Input: `rr:RelationshipData` with `rr:Header` (`ContentDate` -> `report.published_on`, `RecordCount`
 * -> `report.declared_records`) and `rr:RelationshipRecords/rr:RelationshipRecord`: `Relationship/StartNode/NodeID`
 * (the child), `EndNode/NodeID` (the parent), `RelationshipType` (`IS_DIRECTLY_CONSOLIDATED_BY`,
 * `IS_ULTIMATELY_CONSOLIDATED_BY`, `IS_INTERNATIONAL_BRANCH_OF`, `IS_FUND-MANAGED_BY`, `IS_SUBFUND_OF`,
 * `IS_FEEDER_TO`), `RelationshipPeriods` (the `RELATIONSHIP_PERIOD` gives start and end),
 * `RelationshipStatus` (ACTIVE/INACTIVE), `RelationshipQualifiers` (accounting standard), and
 * `Registration` (`RegistrationStatus`, `ValidationSources`, `LastUpdateDate`).
 * Output: one `GleifRelationship` per record; dates `YYYY-MM-DD`. GLEIF publishes no percentages:
 * level 2 is accounting consolidation, not shareholdings.
 * Errors: a document that is not `RelationshipData` throws; a record without both node ids or a type,
 * or whose nodes are not LEIs, or XML that does not parse, is counted as malformed and skipped.
 */
import { isoDate } from '../../lists/common.js';
import { inputLabel } from './common.js';
import { GLEIF_REGISTER, readGleifHeader } from './gleif-lei.js';
import { openFileStream } from './open-file.js';
import { ParseReport, type FileInput, type ParseOptions, type RegistryCompany } from './types.js';
import { child, childrenNamed, textAt, xmlRecords, type XmlElement } from './xml-records.js';
import type { Owner } from '../types.js';

export interface GleifRelationship {
  /** `StartNode/NodeID`: the entity that is consolidated, managed, a branch or a sub-fund. */
  child_lei: string;
  /** `EndNode/NodeID`: its parent, manager or head office. */
  parent_lei: string;
  relationship_type: string;
  /** `ACTIVE` or `INACTIVE` as published. */
  relationship_status: string;
  /** Start and end of the `RELATIONSHIP_PERIOD`, `YYYY-MM-DD`. */
  start_date?: string;
  end_date?: string;
  /** `RegistrationStatus`: PUBLISHED, LAPSED, RETIRED, ... */
  registration_status?: string;
  /** `ValidationSources`: FULLY_CORROBORATED, ENTITY_SUPPLIED_ONLY, ... */
  validation_sources?: string;
  /** `QualifierCategory` of the ACCOUNTING_STANDARD qualifier: IFRS, US_GAAP, ... */
  accounting_standard?: string;
  last_update?: string;
}

/** The relationship types that describe a parent company (the others are fund and branch links). */
export const CONSOLIDATION_TYPES = new Set(['IS_DIRECTLY_CONSOLIDATED_BY', 'IS_ULTIMATELY_CONSOLIDATED_BY']);
export const ULTIMATE_PARENT_TYPE = 'IS_ULTIMATELY_CONSOLIDATED_BY';

/** One `RelationshipRecord` element -> relationship, or the reason it cannot be used. */
export function relationshipRecord(record: XmlElement): GleifRelationship | string {
  const rel = child(record, 'Relationship');
  const childLei = textAt(rel, 'StartNode', 'NodeID');
  const parentLei = textAt(rel, 'EndNode', 'NodeID');
  const type = textAt(rel, 'RelationshipType');
  if (!childLei || !parentLei || !type) return 'RelationshipRecord without StartNode, EndNode or RelationshipType';
  for (const node of ['StartNode', 'EndNode']) {
    const idType = textAt(rel, node, 'NodeIDType');
    if (idType && idType !== 'LEI') return `RelationshipRecord ${childLei} -> ${parentLei}: ${node} is a ${idType}, not an LEI`;
  }
  const period = childrenNamed(child(rel, 'RelationshipPeriods'), 'RelationshipPeriod').find((p) => textAt(p, 'PeriodType') === 'RELATIONSHIP_PERIOD');
  const standard = childrenNamed(child(rel, 'RelationshipQualifiers'), 'RelationshipQualifier').find((q) => textAt(q, 'QualifierDimension') === 'ACCOUNTING_STANDARD');
  const registration = child(record, 'Registration');
  const out: GleifRelationship = {
    child_lei: childLei,
    parent_lei: parentLei,
    relationship_type: type,
    relationship_status: textAt(rel, 'RelationshipStatus') ?? 'UNKNOWN',
  };
  const optional: Array<[keyof GleifRelationship, string | undefined]> = [
    ['start_date', isoDate(textAt(period, 'StartDate'))],
    ['end_date', isoDate(textAt(period, 'EndDate'))],
    ['registration_status', textAt(registration, 'RegistrationStatus')],
    ['validation_sources', textAt(registration, 'ValidationSources')],
    ['accounting_standard', textAt(standard, 'QualifierCategory')],
    ['last_update', isoDate(textAt(registration, 'LastUpdateDate'))],
  ];
  for (const [key, value] of optional) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * A relationship as an `Owner` of its child: a company, `natures_of_control` [relationship type],
 * `is_ultimate_parent` for IS_ULTIMATELY_CONSOLIDATED_BY, no percentages, registration number the
 * parent's LEI, `ceased_on` the end of the relationship period. The RR file has no names: pass the
 * parent's LEI record (`parseGleifLeiRecords`) for its name and country, else the name is the LEI.
 */
export function relationshipToOwner(rel: GleifRelationship, parent?: Pick<RegistryCompany, 'name' | 'country'>): Owner {
  return {
    name: parent?.name ?? rel.parent_lei,
    kind: 'company',
    natures_of_control: [rel.relationship_type],
    is_person_with_significant_control: false,
    is_ultimate_parent: rel.relationship_type === ULTIMATE_PARENT_TYPE,
    ...(rel.end_date ? { ceased_on: rel.end_date } : {}),
    ...(parent?.country ? { country: parent.country } : {}),
    registration_numbers: [{ number: rel.parent_lei, type: 'lei', register: GLEIF_REGISTER, description: 'Legal Entity Identifier' }],
  };
}

const COLLECT = new Set(['Header', 'RelationshipRecord']);

/** Streams the relationships of a GLEIF RR-CDF 2.1 file (see the module comment). */
export async function* parseGleifRelationships(input: FileInput, options: ParseOptions = {}): AsyncGenerator<GleifRelationship> {
  const report = options.report ?? new ParseReport();
  const label = inputLabel(input);
  const elements = xmlRecords(await openFileStream(input, { zipEntry: /\.xml$/i }), {
    roots: ['RelationshipData'],
    collect: COLLECT,
    skip: ['rr:Extension'],
    report,
    label,
    format: 'a GLEIF RR-CDF file',
  });
  for await (const batch of elements) {
    for (const el of batch) {
      if (el.name === 'Header') {
        readGleifHeader(el, report);
        continue;
      }
      const rel = relationshipRecord(el);
      if (typeof rel === 'string') {
        report.bad(`${label}: ${rel}`);
        continue;
      }
      report.records++;
      yield rel;
    }
  }
}
