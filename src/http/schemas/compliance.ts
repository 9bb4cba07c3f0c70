/**
 * Response schemas of /ext/v3/compliance (interface.md "Compliance", api-facts.md "Compliance checks"
 * and "Shapes the published clients validate"). Fastify serialises every answer through these, so each
 * field the domain serialisers (domain/compliance.ts, domain/compliance-queries.ts) send is declared
 * here with its real type; examples come from the real lists in /work/shared/data (OFAC SDN entry
 * 11018, "KONY, Joseph").
 */
import { Type } from '@sinclair/typebox';
import { DateOnly, ListOf, Nullable, Obj, PagingQuery, Query, Repeatable, Timestamp, Uuid } from './common.js';
import { CHECK_STATUSES } from '../../domain/compliance.js';
import { ENTITY_TYPES } from '../../domain/compliance-input.js';
import { REVIEW_STATUSES } from '../../domain/review.js';

/**
 * A string enum (a union of literals, so the document lists the values) with a description. Typed
 * as `string` for the handlers: the domain serialisers hold these values in plain string columns.
 */
export const Enum = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<string>(Type.Union(values.map((v) => Type.Literal(v)), { description }));

export const SCORES = ['low', 'medium', 'high', ''] as const;
export const RESULT_TYPES = ['sanction', 'pep', 'adverse_media', 'enforcement', 'govt_owned'] as const;
export const ORDERS = ['asc', 'desc'] as const;
export const CHECK_SORTINGS = ['created_at', 'finished_at', 'results_changed_at'] as const;
export const RESULT_SORTINGS = ['confidence', 'created_at', 'source_date'] as const;
export const SOURCE_TYPES = ['news', 'enforcement', 'icij'] as const;
export const ENTITY_STATUSES = ['on_hold', 'queued', 'in_progress', 'completed', 'skipped', 'failed'] as const;
export const ENTITY_ROLES = ['company', 'director', 'ubo', 'manually_added'] as const;

const Score = (what: string) => Enum(SCORES, `${what}: low | medium | high, or "" while not computed.`);
const Percentage = (what: string) => Nullable(Type.Number({ minimum: 0, maximum: 100, description: `${what} (percent).` }));

/** api-facts.md "UBO object". */
export const UboRecord = Obj(
  {
    name: Type.String({ description: 'Name of the beneficial owner.' }),
    beneficial_ownership_percentage: Type.Optional(Percentage('Beneficial ownership')),
    direct_ownership_percentage: Type.Optional(Percentage('Direct ownership')),
    indirect_ownership_percentage: Type.Optional(Percentage('Indirect ownership')),
    implied_beneficial_ownership_percentage: Type.Optional(Percentage('Implied beneficial ownership')),
    implied_direct_ownership_percentage: Type.Optional(Percentage('Implied direct ownership')),
    implied_indirect_ownership_percentage: Type.Optional(Percentage('Implied indirect ownership')),
    degree_of_separation: Type.Optional(Nullable(Type.Integer({ minimum: 0, description: 'Links between the company and the owner.' }))),
    is_beneficiary: Type.Optional(Nullable(Type.Boolean())),
    is_person_with_significant_control: Type.Optional(Nullable(Type.Boolean())),
    birth_date: Type.Optional(Nullable(Type.String({ description: 'YYYY, YYYY-MM or YYYY-MM-DD.' }))),
  },
  { title: 'Ubo', description: 'Ownership facts of an entity screened as an ultimate beneficial owner.' },
);

/** A screened entity as sent, for the document's examples (the person of OFAC SDN entry 11018). */
const ENTITY_EXAMPLE = {
  external_id: '6f1c2a4e-8b0d-4a59-9a43-0d6f3e1b7c21',
  name: 'Joseph Kony',
  aliases: ['KONY, Joseph'],
  entity_role: 'manually_added',
  entity_type: 'individual',
  first_name: 'Joseph',
  middle_name: '',
  last_name: 'Kony',
  gender: 'male',
  status: 'completed',
  country: 'UG',
  date_of_birth: '1961',
  identifiers: [],
  sanction_monitoring_enabled: false,
  adverse_media_monitoring_enabled: false,
  ubo: null,
};

/** api-facts.md "Screened entity record": a check's `entities[]` and a result's `entity`. */
export const ScreenedEntity = Obj(
  {
    external_id: Uuid,
    name: Type.String({ description: 'Name screened.' }),
    aliases: Type.Array(Type.String(), { description: 'Other names screened with it.' }),
    entity_role: Enum(ENTITY_ROLES, 'Why the entity is screened; entities given in the request are manually_added.'),
    entity_type: Enum(ENTITY_TYPES, 'Kind of party.'),
    first_name: Type.String({ description: 'Vigil extension: as given ("" when not given).' }),
    middle_name: Type.String({ description: 'Vigil extension: as given ("" when not given).' }),
    last_name: Type.String({ description: 'Vigil extension: as given ("" when not given).' }),
    gender: Type.Optional(Enum(['male', 'female', ''] as const, 'As given; "" when not given.')),
    status: Type.Optional(Enum(ENTITY_STATUSES, 'Screening state of this entity.')),
    country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2; null when not given.' }))),
    date_of_birth: Type.Optional(Nullable(Type.String({ description: 'YYYY, YYYY-MM or YYYY-MM-DD; null when not given.' }))),
    identifiers: Type.Array(Obj({ type: Type.Optional(Type.String()), number: Type.String() }), {
      description: 'Vigil extension: identifying numbers given (passport, registration number, IMO...).',
    }),
    sanction_monitoring_enabled: Type.Boolean({ description: 'Sanction monitoring of the check applies to this entity.' }),
    adverse_media_monitoring_enabled: Type.Boolean({ description: 'Adverse-media monitoring of the check applies to this entity.' }),
    ubo: Type.Optional(Type.Union([UboRecord, Type.Null()], { description: 'Ownership facts; null unless entity_role is ubo.' })),
  },
  {
    title: 'ScreenedEntity',
    description: 'A party screened by a check.',
    examples: [ENTITY_EXAMPLE],
  },
);

/** The company a company-based check screens (`{external_id, name, country, duns_number}`); null for custom checks. */
const CheckCompany = Nullable(
  Obj(
    { external_id: Uuid, name: Type.String(), country: Type.String(), duns_number: Type.String({ description: '"" when none.' }) },
    { description: 'The company screened (as it was when the check was created); null for custom (entities-only) checks.' },
  ),
);

const checkFields = {
  external_id: Uuid,
  name: Type.String({ description: 'Name given at creation.' }),
  status: Enum(CHECK_STATUSES, 'Check state.'),
  progress: Type.Number({ minimum: 0, maximum: 1, description: 'Fraction of entities screened.' }),
  created_at: Timestamp,
  finished_at: Nullable(Timestamp),
  results_changed_at: Nullable(Timestamp),
  company: CheckCompany,
  compliance_score: Score('Overall score'),
  sanction_score: Score('Sanction score'),
  pep_score: Score('PEP score'),
  adverse_media_score: Score('Adverse-media score'),
  country_score: Score('Country score'),
  activity_score: Score('Activity score'),
  reviewed_results_count: Type.Integer({ minimum: 0, description: 'Results reviewed.' }),
  unreviewed_results_count: Type.Integer({ minimum: 0, description: 'Results still open.' }),
  ubo_screening_enabled: Type.Boolean(),
  directors_screening_enabled: Type.Boolean(),
  ownership_screening_threshold: Nullable(
    Type.Number({ minimum: 0, maximum: 100, description: 'Percentage of ownership above which owners are screened as UBOs (default 25 for company checks; null for custom checks).' }),
  ),
  sanction_monitoring_enabled: Type.Boolean(),
  adverse_media_monitoring_enabled: Type.Boolean(),
  failure_reason: Nullable(Type.String({ description: 'Vigil extension: why the check failed; null unless status is failed.' })),
};

const checkExample = {
  external_id: '0b7f5d0e-3c1a-4f6e-9f57-5a2c1e8d9b10',
  name: 'Onboarding batch 1',
  status: 'completed',
  progress: 1,
  created_at: '2025-05-02T09:14:03.120Z',
  finished_at: '2025-05-02T09:14:05.870Z',
  results_changed_at: '2025-05-02T09:14:05.870Z',
  company: null,
  compliance_score: 'high',
  sanction_score: 'high',
  pep_score: 'low',
  adverse_media_score: '',
  country_score: '',
  activity_score: '',
  reviewed_results_count: 0,
  unreviewed_results_count: 3,
  ubo_screening_enabled: false,
  directors_screening_enabled: false,
  ownership_screening_threshold: null,
  sanction_monitoring_enabled: false,
  adverse_media_monitoring_enabled: false,
  failure_reason: null,
};

/** GET /compliance/{id}: the check record with its entities (api-facts.md "Check record"). */
export const ComplianceCheck = Obj(
  { ...checkFields, entities: Type.Array(ScreenedEntity, { description: 'Entities screened, in input order.' }) },
  { title: 'ComplianceCheck', description: 'A compliance check.', examples: [{ ...checkExample, entities: [] }] },
);

/** List items of GET /compliance: the check record without its entities (they can be many). */
export const ComplianceCheckSummary = Obj(checkFields, {
  title: 'ComplianceCheckSummary',
  description: 'A compliance check without its entities (GET /compliance/{id} has them).',
  examples: [checkExample],
});

const Address = Obj(
  {
    street: Type.String({ description: '"" when unknown.' }),
    city: Type.String({ description: 'City, or as the list prints it (OFAC: "City/State/Province/Postal Code" in one field); "" when unknown.' }),
    postal_code: Type.String({ description: '"" when unknown.' }),
    region: Type.String({ description: 'Vigil extension: state, province or region (e.g. OFAC "Region: Kafia Kingi"); "" when unknown.' }),
    country: Nullable(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2; null when the list gives none or a place that is not a country.' })),
  },
  { description: 'An address the list publishes for the party.' },
);

const Source = Obj(
  {
    title: Type.String({ description: 'Name of the list.' }),
    url: Type.String({ description: "The publisher's page of the entry." }),
    domain: Type.String({ description: 'Host name of url.' }),
    description: Type.String({ description: 'Entry id and programs.' }),
    publication_date: Nullable(DateOnly),
    document: Nullable(Type.String({ description: 'A document backing the source; null (lists publish none per entry).' })),
  },
  { description: 'A list the party is on.' },
);

/** A finding (interface.md "Compliance result" + api-facts.md). */
export const ComplianceResult = Obj(
  {
    external_id: Uuid,
    entity: ScreenedEntity,
    result_type: Enum(RESULT_TYPES, 'Kind of finding.'),
    confidence: Type.Number({ minimum: 0, maximum: 1, description: 'Match confidence.' }),
    name: Type.String({ description: 'Name of the listed party.' }),
    title: Type.String(),
    title_en: Type.String(),
    text: Type.String(),
    text_en: Type.String(),
    formatted_title: Type.String(),
    formatted_text: Type.String(),
    formatted_title_en: Type.String(),
    formatted_text_en: Type.String(),
    language: Type.String({ description: 'ISO 639-1.' }),
    image: Type.String({ description: '"" when none.' }),
    source_name: Type.String({ description: 'The list the finding comes from.' }),
    source_date: Nullable(DateOnly),
    url: Type.String(),
    addresses: Type.Array(Address),
    tags: Type.Array(Obj({ tag: Type.String() }), { description: 'Sanction programs.' }),
    sources: Type.Array(Source),
    pep_tier: Enum(['TIER_1', 'TIER_2', 'TIER_3', 'INTERNATIONAL_ORG', ''] as const, 'PEP level; "" unless a PEP finding.'),
    pep_relationship: Enum(['SELF', 'FAMILY', 'ASSOCIATE', ''] as const, 'SELF for PEP findings; "" otherwise.'),
    pep_related_to: Type.String({ description: '"" (Vigil lists no relatives).' }),
    soe_relationship_type: Enum(
      ['WHOLLY_OWNED', 'MAJORITY_OWNED', 'MINORITY_OWNED', 'STATE_CONTROLLED', 'GOVERNMENT_LINKED', ''] as const,
      'How the state or government body among the owners holds the company (govt_owned findings); "" for list matches.',
    ),
    automated_false_positive_rating: Enum(['yes', 'no', ''] as const, 'The engine judges the match a false positive.'),
    automated_false_positive_rating_comments: Type.String(),
    review_status: Enum(REVIEW_STATUSES, 'Review state (PATCH .../results/{result_id}); reviewed unless open.'),
    monitoring_status: Enum(
      ['new', 'updated', 'cleared', ''] as const,
      'Vigil extension: what the last list change did to this finding under monitoring ("" = as first screened; docs/MONITORING.md).',
    ),
    monitoring_changed_at: Nullable(Timestamp),
    delisted_on: Nullable(Type.String({ description: 'Vigil extension: the date of the list snapshot without the record (YYYY-MM-DD or YYYY-MM), when the finding was cleared by a delisting.' })),
    cleared_at: Nullable(Timestamp),
    match_explanation: Type.Unsafe<unknown>(
      Nullable(Type.Object({}, { additionalProperties: true, description: 'Vigil extension: which names matched and how each feature moved the score.' })),
    ),
    created_at: Timestamp,
  },
  {
    title: 'ComplianceResult',
    description: 'A finding of a compliance check.',
    examples: [
      {
        external_id: '9a3e0f1c-2b7d-4c55-8e61-7d0a4b2c9f33',
        entity: ENTITY_EXAMPLE,
        result_type: 'sanction',
        confidence: 0.97,
        name: 'KONY, Joseph',
        title: 'Sanctioned: KONY, Joseph on OFAC Specially Designated Nationals (SDN) List (SDGT, CAR)',
        source_name: 'OFAC Specially Designated Nationals (SDN) List',
        url: 'https://sanctionssearch.ofac.treas.gov/Details.aspx?id=11018',
        addresses: [{ street: '', city: '', postal_code: '', region: 'Kafia Kingi', country: null }],
        tags: [{ tag: 'SDGT' }, { tag: 'CAR' }],
      },
    ],
  },
);

export const CheckListQuery = Query({
  status: Repeatable(Enum(CHECK_STATUSES, 'Check state.'), 'Only checks in these states.'),
  compliance_score: Repeatable(Enum(SCORES, 'Score.'), 'Only checks with these overall scores.'),
  created_at__gte: Type.String({ format: 'date-time', description: 'Created at or after (ISO 8601).' }),
  created_at__lte: Type.String({ format: 'date-time', description: 'Created at or before (ISO 8601).' }),
  results_changed_at__gte: Type.String({ format: 'date-time', description: 'Results changed at or after.' }),
  results_changed_at__lte: Type.String({ format: 'date-time', description: 'Results changed at or before.' }),
  sanction_monitoring_enabled: Type.Boolean({ description: 'Only checks with (true) or without (false) sanction monitoring.' }),
  adverse_media_monitoring_enabled: Type.Boolean({ description: 'Only checks with (true) or without (false) adverse-media monitoring.' }),
  sorting: Enum(CHECK_SORTINGS, 'Sort key (default created_at).'),
  order: Enum(ORDERS, 'Sort direction (default desc).'),
  ...PagingQuery,
});

export const ResultListQuery = Query({
  result_type: Repeatable(Enum(RESULT_TYPES, 'Kind of finding.'), 'Only these kinds of finding.'),
  entity: Repeatable(Uuid, 'Only findings of these screened entities (external_id).'),
  min_confidence: Type.Number({ minimum: 0, maximum: 1, description: 'Only findings with at least this confidence.' }),
  exclude_automated_false_positives: Type.Boolean({ description: 'Leave out findings the engine rates as false positives.' }),
  source_type: Repeatable(Enum(SOURCE_TYPES, 'Adverse-media sub-source.'), 'Only these sub-sources (enforcement keeps enforcement findings).'),
  review_status: Repeatable(Enum(REVIEW_STATUSES, 'Review state.'), 'Only findings in these review states.'),
  sorting: Enum(RESULT_SORTINGS, 'Sort key (default created_at).'),
  order: Enum(ORDERS, 'Sort direction (default desc).'),
  ...PagingQuery,
});

export const CheckList = ListOf(ComplianceCheckSummary, 'A page of compliance checks.');
export const ResultList = ListOf(ComplianceResult, 'A page of findings.');
export const CreatedCheck = Type.Object({ external_id: Uuid }, { description: 'The new check; screening runs in the background.' });
