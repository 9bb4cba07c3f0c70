/**
 * `govt_owned` findings (interface.md result_type; api-facts.md `soe_relationship_type`): a
 * company-based check reports every state or government body that the company's stored ownership
 * data shows among its owners, directly or up the chain of tracked corporate owners, as a finding on
 * the check's `company` entity (docs/API.md "Government ownership").
 *
 * Which owner is "a state or government body" (`recogniseStateBody`, a conservative, documented rule:
 * a missed state owner is a gap, a private owner flagged as the state is noise the analyst must clear):
 * - never a natural person (`kind: 'individual'`);
 * - legal form: the owner's published legal form (Companies House PSC `identification.legal_form`)
 *   names a government body: `STATE_LEGAL_FORM`;
 * - name: the owner's name has one of the shapes government bodies register under (`STATE_NAME_RULES`:
 *   "The Secretary of State for ...", "Minister for ...", "HM Treasury", "The Scottish Ministers",
 *   "Government of ...", "The Crown", "Republic of ...", "Kent County Council", ...), and does not end
 *   with a company legal-form suffix ("Department of Coffee and Social Affairs Limited" is a company).
 * The Companies House PSC kind is not used on its own: a `legal-person-person-with-significant-control`
 * ("other registrable person", Companies Act 2006 s.790C(12)) is a corporation sole, a government or
 * government department, an international organisation or a local authority, so a bishop or an
 * international organisation would be flagged too. GLEIF and D&B parents carry no legal form here, so
 * only the name rule applies to them.
 *
 * A register that states state ownership of the company itself also counts: Brønnøysund's
 * institutional sector (`NORWAY_STATE_OWNED_SECTORS`, Statistics Norway's "Institusjonell
 * sektorgruppering 2012": 1120 state-owned and 1520 municipally owned companies, "directly or
 * indirectly more than 50 percent" of the capital).
 *
 * `soe_relationship_type` from the ownership range (percent, `ownership_min` exclusive as everywhere
 * in ownership.ts: a Companies House band "more than 75% but not more than 100%" is {75, 100}):
 * WHOLLY_OWNED when the data states exactly 100%; MAJORITY_OWNED when the holding is more than 50%
 * for certain (`ownership_min` >= 50); MINORITY_OWNED for any other stated holding; STATE_CONTROLLED
 * for control without a percentage (a PSC with only the right to appoint directors or significant
 * influence, a GLEIF or D&B parent); GOVERNMENT_LINKED is never set (no data says "linked without
 * ownership or control"). Through a chain the ranges multiply (`chainRange`), so a state body holding
 * 50–75% of a 75–100% owner holds more than 37.5%: MINORITY_OWNED.
 */
import anyAscii from 'any-ascii';
import type { Queryable } from '../storage/db.js';
import type { Owner } from '../providers/types.js';
import { getCompany, getPeople, type CompanyRow } from './companies.js';
import { MAX_OWNERSHIP_DEPTH, trackedOwnerCompany } from './company-check.js';
import type { CheckRow, EntityRow } from './compliance.js';
import type { FindingRow } from './findings.js';
import { chainRange, reportedPercentage, type OwnershipRange } from './ownership.js';
import { isCountryCode } from '../lists/countries.js';

export type SoeRelationshipType = 'WHOLLY_OWNED' | 'MAJORITY_OWNED' | 'MINORITY_OWNED' | 'STATE_CONTROLLED' | 'GOVERNMENT_LINKED' | '';

/** The `list` of a govt_owned finding: it stands for the company's ownership records, not for a list record. */
export const OWNERSHIP_FINDING_LIST = 'company_ownership';

/** Lower-case ASCII words: "H.M. Treasury" -> "h m treasury", "His Majesty's" -> "his majesty s". */
export function normaliseOwnerName(name: string): string {
  return anyAscii(name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Legal forms (normalised words) that name a government body. */
const STATE_LEGAL_FORM =
  /\b(government|governmental|ministry|ministerial department|local authority|local government|municipality|municipal authority|crown body|state body|sovereign wealth fund)\b/;

/** Company legal-form suffixes: a name ending so is a company's, whatever its first words. */
const COMPANY_SUFFIX =
  /\b(limited|ltd|plc|llp|lp|llc|inc|incorporated|corp|corporation|co|company|gmbh|ag|sa|sas|sarl|srl|spa|bv|nv|as|asa|ab|oy|oyj|aps|pty|lda|kg|se|cic)$/;

const SOVEREIGN_PREFIX = '((federal|islamic|democratic|people s|socialist|arab|united|plurinational|bolivarian|oriental|hashemite|cooperative|co operative|independent) )*';

/** Name shapes of government bodies, matched on the normalised name without a leading "the". */
export const STATE_NAME_RULES: ReadonlyArray<{ id: string; pattern: RegExp; example: string }> = [
  { id: 'secretary_of_state', pattern: /^secretary of state (for|of)\b/, example: 'The Secretary of State for Business and Trade' },
  { id: 'minister', pattern: /^minist(er|ry) (of|for)\b/, example: 'Minister for Finance; Ministry of Defence' },
  { id: 'treasury', pattern: /^((lords )?commissioners of )?((his|her) majesty s|h m|hm) treasury$/, example: 'HM Treasury' },
  {
    id: 'government',
    pattern: /^((his|her) majesty s government|government of|(scottish|welsh) (government|ministers)$|states of (jersey|guernsey|alderney)$)/,
    example: 'Government of Jersey; The Scottish Ministers',
  },
  { id: 'crown', pattern: /^(crown$|(his|her) majesty the (king|queen) in right of\b)/, example: 'The Crown' },
  { id: 'department', pattern: /^department (for|of)\b/, example: 'Department for Infrastructure' },
  {
    id: 'sovereign_state',
    pattern: new RegExp(`^(${SOVEREIGN_PREFIX}(republic|kingdom|state|commonwealth|principality|sultanate|emirate|grand duchy) of\\b|united states of america$)`),
    example: 'Republic of Poland; Kingdom of Norway; State of Qatar',
  },
  {
    id: 'local_authority',
    pattern: /^((.+ )?(city|county|borough|district|town|parish|metropolitan borough|county borough) council$|(city|county|borough|district) of .+ council$|(london|royal) borough of\b)/,
    example: 'Kent County Council; London Borough of Camden',
  },
];

/** Why an owner was recognised as a state or government body. */
export interface StateBodyMatch {
  rule: 'legal_form' | 'name' | 'institutional_sector';
  /** The name rule's id, the legal form as published, or the sector code. */
  matched: string;
}

/** The rule in the module comment; undefined when the owner is not recognised as a state or government body. */
export function recogniseStateBody(owner: Pick<Owner, 'name' | 'kind' | 'legal_form'>): StateBodyMatch | undefined {
  if (owner.kind === 'individual') return undefined;
  const form = normaliseOwnerName(owner.legal_form ?? '');
  if (form && STATE_LEGAL_FORM.test(form)) return { rule: 'legal_form', matched: owner.legal_form! };
  const name = normaliseOwnerName(owner.name).replace(/^the /, '');
  if (!name || COMPANY_SUFFIX.test(name)) return undefined;
  const rule = STATE_NAME_RULES.find((r) => r.pattern.test(name));
  return rule ? { rule: 'name', matched: rule.id } : undefined;
}

/** `soe_relationship_type` of a holding (rule in the module comment). */
export function soeRelationshipType(range: OwnershipRange): SoeRelationshipType {
  const { ownership_min: min, ownership_max: max } = range;
  if (min === undefined && max === undefined) return 'STATE_CONTROLLED';
  if (min === 100 && max === 100) return 'WHOLLY_OWNED';
  if ((min ?? 0) >= 50) return 'MAJORITY_OWNED';
  return 'MINORITY_OWNED';
}

/**
 * Brønnøysund institutional sectors (Statistics Norway, "Institusjonell sektorgruppering 2012 –
 * utdypende beskrivelse", https://www.ssb.no/bank-og-finansmarked/institusjonell-sektorgruppering/institusjonell-sektorgruppering-2012-utdypende-beskrivelse)
 * whose definition is ownership by the state or local government: 1120 "Statlig eide aksjeselskaper
 * mv." (companies in which the state directly or indirectly owns more than 50 percent of the capital;
 * includes state enterprises, statsforetak) and 1520 "Kommunalt eide aksjeselskaper mv."
 * (municipalities or county municipalities own directly or indirectly more than 50 percent). Sectors
 * that ARE the state (6100 central government, 6500 local government, 1110 and 1510 government
 * business units) are not ownership and are not mapped.
 */
export const NORWAY_STATE_OWNED_SECTORS: Readonly<Record<string, { owner: string; range: OwnershipRange }>> = {
  '1120': { owner: 'The Norwegian State (staten)', range: { ownership_min: 50, ownership_max: 100 } },
  '1520': { owner: 'Norwegian municipalities or county municipalities (kommuner/fylkeskommuner)', range: { ownership_min: 50, ownership_max: 100 } },
};

/** One state or government owner of the company, as found. */
export interface StateOwnership {
  owner: Pick<Owner, 'name' | 'kind' | 'natures_of_control' | 'country' | 'legal_form' | 'notified_on' | 'is_person_with_significant_control'>;
  recognised_by: StateBodyMatch;
  /** The holding in the company checked, percent (multiplied along the chain); both undefined when unknown. */
  range: OwnershipRange;
  /** 1 for a direct owner, 2 for an owner of a direct owner, ...; null when unknown (ultimate parents, sector statements). */
  degree: number | null;
  /** Names of the tracked companies between the company and the owner, nearest first. */
  via: string[];
  /** Where the ownership record comes from (the finding's `source_name`). */
  source: string;
  soe_relationship_type: SoeRelationshipType;
}

const ULTIMATE_ONLY = new Set(['IS_ULTIMATELY_CONSOLIDATED_BY', 'globalUltimate']);

/** The publication an owner record comes from, from its shape (the providers' mappings). */
function ownershipSource(owner: Owner): string {
  if (owner.is_person_with_significant_control) return 'Companies House register of persons with significant control';
  if (owner.natures_of_control.some((n) => /CONSOLIDATED_BY$/.test(n))) return 'GLEIF Level 2 relationship data';
  if (owner.natures_of_control.some((n) => n === 'parent' || n === 'globalUltimate')) return 'Dun & Bradstreet corporate linkage';
  return 'Company ownership records';
}

/** The Brønnøysund sector statement of `company`, as a state owner, when its sector is one of NORWAY_STATE_OWNED_SECTORS. */
function sectorOwnership(company: CompanyRow): StateOwnership | undefined {
  const sector = company.profile.institutional_sector;
  const mapped = sector ? NORWAY_STATE_OWNED_SECTORS[sector.code] : undefined;
  if (!sector || !mapped) return undefined;
  return {
    owner: { name: mapped.owner, kind: 'company', natures_of_control: [`institusjonellSektorkode ${sector.code}${sector.description ? ` ${sector.description}` : ''}`], country: 'NO', is_person_with_significant_control: false },
    recognised_by: { rule: 'institutional_sector', matched: sector.code },
    range: mapped.range,
    degree: null,
    via: [],
    source: 'Brønnøysund Register Centre, Enhetsregisteret (institutional sector)',
    soe_relationship_type: soeRelationshipType(mapped.range),
  };
}

/**
 * Every state or government owner of tracked company `companyId` of `organisationId`: its Brønnøysund
 * sector statement, then its current owners (ceased ones are not) breadth first up the chain of
 * tracked corporate owners (as `collectUbos` walks it: at most MAX_OWNERSHIP_DEPTH links, no company
 * twice), whatever their percentage. A state owner reached twice is reported once (the first, lowest
 * degree). Empty when the company is not tracked.
 */
export async function findStateOwnership(db: Queryable, organisationId: string, companyId: string): Promise<StateOwnership[]> {
  const company = await getCompany(db, organisationId, companyId);
  if (!company) return [];
  const found: StateOwnership[] = [];
  const sector = sectorOwnership(company);
  if (sector) found.push(sector);
  const seen = new Set<string>();
  const visited = new Set([companyId]);
  let level: Array<{ companyId: string; range: OwnershipRange; degree: number | null; via: string[] }> = [
    { companyId, range: { ownership_min: 100, ownership_max: 100 }, degree: 0, via: [] },
  ];
  for (let depth = 1; depth <= MAX_OWNERSHIP_DEPTH && level.length; depth++) {
    const next: typeof level = [];
    for (const at of level) {
      for (const owner of (await getPeople(db, at.companyId)).owners) {
        if (owner.ceased_on) continue;
        const range = chainRange(at.range, owner);
        const ultimateOnly = owner.natures_of_control.length > 0 && owner.natures_of_control.every((n) => ULTIMATE_ONLY.has(n));
        const degree = at.degree === null || ultimateOnly ? null : at.degree + 1;
        const state = recogniseStateBody(owner);
        if (state) {
          const key = normaliseOwnerName(owner.name);
          if (seen.has(key)) continue;
          seen.add(key);
          found.push({ owner, recognised_by: state, range, degree, via: at.via, source: ownershipSource(owner), soe_relationship_type: soeRelationshipType(range) });
          continue;
        }
        const tracked = await trackedOwnerCompany(db, organisationId, owner);
        if (tracked && !visited.has(tracked)) {
          visited.add(tracked);
          next.push({ companyId: tracked, range, degree, via: [...at.via, owner.name] });
        }
      }
    }
    level = next;
  }
  return found;
}

const SOE_WORDS: Record<SoeRelationshipType, string> = {
  WHOLLY_OWNED: 'wholly owned',
  MAJORITY_OWNED: 'majority owned',
  MINORITY_OWNED: 'partly owned',
  STATE_CONTROLLED: 'controlled',
  GOVERNMENT_LINKED: 'linked to',
  '': 'owned',
};

/** "more than 75%", "more than 50% and at most 75%", "not stated". */
function holdingText(range: OwnershipRange): string {
  const { ownership_min: min, ownership_max: max } = range;
  if (min === undefined && max === undefined) return 'no percentage stated (control)';
  if (min === 100 && max === 100) return '100%';
  const round = (n: number) => String(Math.round(n * 100) / 100);
  return max === undefined || max >= 100 ? `more than ${round(min ?? 0)}%` : `more than ${round(min ?? 0)}% and at most ${round(max)}%`;
}

/** A found state owner as a govt_owned finding of company `company` (FindingRow, stored like any other finding). */
export function stateOwnershipFinding(companyName: string, s: StateOwnership): FindingRow {
  const how =
    s.recognised_by.rule === 'legal_form'
      ? `its legal form "${s.recognised_by.matched}"`
      : s.recognised_by.rule === 'name'
        ? `its name (rule ${s.recognised_by.matched})`
        : `the company's institutional sector ${s.recognised_by.matched}`;
  const text = [
    `Owner: ${s.owner.name}, recognised as a state or government body by ${how}.`,
    `Holding in ${companyName}: ${holdingText(s.range)}${s.owner.natures_of_control.length ? ` (${s.owner.natures_of_control.join(', ')})` : ''}.`,
    s.via.length ? `Held through: ${s.via.join(' -> ')}.` : '',
    `Relationship: ${s.soe_relationship_type}.`,
    `Source: ${s.source}, as stored when the company was registered.`,
  ];
  const country = s.owner.country && isCountryCode(s.owner.country) ? s.owner.country : null;
  return {
    result_type: 'govt_owned',
    confidence: 1,
    name: s.owner.name,
    title: `Government owned: ${companyName} is ${SOE_WORDS[s.soe_relationship_type]} by ${s.owner.name}`,
    text: text.filter(Boolean).join('\n'),
    source_name: s.source,
    source_date: s.owner.notified_on ?? null,
    url: '',
    addresses: country ? [{ street: '', city: '', postal_code: '', region: '', country }] : [],
    tags: [],
    sources: [{ title: s.source, url: '', domain: '', description: s.owner.natures_of_control.join(', '), publication_date: s.owner.notified_on ?? null }],
    pep_tier: '',
    soe_relationship_type: s.soe_relationship_type,
    automated_false_positive_rating: 'no',
    automated_false_positive_rating_comments: '',
    explanation: {
      summary: `${s.owner.name} is a state or government body among the owners of ${companyName}`,
      recognised_by: s.recognised_by,
      owner: { name: s.owner.name, kind: s.owner.kind, legal_form: s.owner.legal_form ?? null, natures_of_control: s.owner.natures_of_control, country },
      ownership_min: s.range.ownership_min ?? null,
      ownership_max: s.range.ownership_max ?? null,
      implied_ownership_percentage: reportedPercentage(s.range),
      degree_of_separation: s.degree,
      via: s.via,
    },
    list: OWNERSHIP_FINDING_LIST,
    source_id: normaliseOwnerName(s.owner.name),
    // No list record: list monitoring (record_keys) never touches this finding.
    record_keys: [],
  };
}

/**
 * The govt_owned findings of a batch of screened entities of `check`: for the `company` entity of a
 * company-based check, one finding per state owner (`findStateOwnership`); none otherwise. Each comes
 * with the entity's id. Reads the company's stored owners (`db` may be the batch's transaction).
 */
export async function stateOwnershipFindings(
  db: Queryable,
  check: Pick<CheckRow, 'organisation_id' | 'company_id'>,
  entities: Array<Pick<EntityRow, 'id' | 'entity_role' | 'name'>>,
): Promise<Array<FindingRow & { entity_id: string }>> {
  const company = check.company_id ? entities.find((e) => e.entity_role === 'company') : undefined;
  if (!company) return [];
  const owners = await findStateOwnership(db, check.organisation_id, check.company_id!);
  return owners.map((s) => ({ ...stateOwnershipFinding(company.name, s), entity_id: company.id }));
}
