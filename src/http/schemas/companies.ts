/**
 * Request and response schemas of /ext/v3/companies, /ext/v3/registrations and the missing-company
 * investigations (interface.md "Company", "Registration"; api-facts.md "Companies", "Registrations",
 * "Missing-company investigations" and "Shapes the published clients validate"). Fastify serialises
 * every answer through these, so each field the domain serialisers (domain/companies.ts,
 * domain/registrations.ts, domain/investigations.ts, domain/company-changes.ts) send is declared here
 * with its real type. Examples are AKER BP ASA as the Brønnøysund register publishes it
 * (../shared/data/companies/no_brreg/2024-01). Choices the spec leaves open are in docs/COMPANIES.md.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { ListOf, Nullable, Obj, PagingQuery, Query, Repeatable, Timestamp, Uuid } from './common.js';
import { FAILURE_STATES, PIPELINE_STATES } from '../../domain/registrations.js';
import { INVESTIGATION_FIELDS } from '../../domain/investigations.js';
import { FEEDBACK_TYPES } from '../../domain/company-changes.js';

/** A string enum (the document lists the values), typed as `string` for the handlers. */
const Enum = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<string>(Type.Union(values.map((v) => Type.Literal(v)), { description }));

const Country = (description = 'ISO 3166-1 alpha-2 country code.') => Type.String({ description });
/** Request text: optional, may be null (`nullable` is rewritten to a 3.1 type list in the document). */
const optionalText = (max = 300, description?: string) => Type.Optional(Type.String({ maxLength: max, nullable: true, ...(description ? { description } : {}) }));

// ---------------------------------------------------------------- shared pieces

export const IndustryCode = Obj(
  { code: Type.String(), description: Type.String({ description: '"" when the publisher gives none.' }) },
  { title: 'IndustryCode', description: 'An industry classification code (UK SIC 2007, NACE Rev. 2, NAICS, ...).' },
);

/** The company inside a registration (api-facts.md "Company inside a registration"). */
export const CompanyRef = Obj(
  {
    external_id: Uuid,
    name: Type.String(),
    country: Country(),
    duns_number: Type.String({ description: 'D-U-N-S Number; "" when the company has none.' }),
  },
  { title: 'CompanyReference', description: 'A tracked company, by reference.' },
);

const AKER = {
  name: 'AKER BP ASA',
  country: 'NO',
  duns_number: '',
  address_street: 'Oksenøyveien 10',
  address_postal: '1366',
  address_place: 'LYSAKER',
  address_region: 'BÆRUM',
  industry_codes: [{ code: '06.100', description: 'Utvinning av råolje' }],
  is_out_of_business: false,
};
const AKER_ID = '0d5c6f2e-3b1a-4c8e-9f7d-2a6b4e8c1d93';

/** The "universal company data" (api-facts.md "Company list item"). */
const universalFields = {
  external_id: Nullable(Type.String({ format: 'uuid', description: 'The tracked company; null when the caller does not track it.' })),
  name: Type.String(),
  country: Country(),
  duns_number: Type.String({ description: 'D-U-N-S Number; "" when the company has none (only D&B supplies DUNS numbers).' }),
  address_street: Type.String({ description: '"" when unknown.' }),
  address_postal: Type.String({ description: '"" when unknown.' }),
  address_place: Type.String({ description: '"" when unknown.' }),
  address_region: Type.String({ description: '"" when unknown.' }),
  industry_codes: Type.Array(IndustryCode),
  website_icon_url: Type.Optional(Type.String({ description: 'Not sent: Vigil has no icon source yet.' })),
  social_logo: Type.Optional(Type.String({ description: 'Not sent: Vigil has no logo source yet.' })),
  is_out_of_business: Type.Optional(Type.Boolean({ description: 'True when the register shows the company dissolved, in liquidation or inactive.' })),
};

/** Search/match extension: registration numbers with Vigil's own string type. */
const CandidateRegistrationNumber = Obj(
  {
    number: Type.String(),
    type: Type.String({ description: 'Vigil extension: company_number (GB), organisasjonsnummer (NO), lei, local (GLEIF local number), duns, registration_number (D&B).' }),
    description: Type.String(),
  },
  { title: 'CandidateRegistrationNumber', description: 'Vigil extension on search and match results (the company detail has the D&B-typed list).' },
);

/** A company list item / match result with Vigil's extensions. */
export const CompanyListItem = Obj(
  {
    ...universalFields,
    registration_numbers: Type.Array(CandidateRegistrationNumber, { description: 'Vigil extension.' }),
    provider: Type.String({ description: 'Vigil extension: the company-data provider (registry_files, gb_coh_api, gleif_api, dnb).' }),
    provider_id: Type.String({ description: 'Vigil extension: the company at that provider (GB-COH:<number>, LEI:<lei>, NO-BRREG:<number>, a DUNS).' }),
    confidence: Type.Integer({ minimum: 1, maximum: 10, description: 'Vigil extension: confidence code 1–10 (10 for a tracked company).' }),
  },
  {
    title: 'CompanyListItem',
    description: 'Universal company data of a search or list result.',
    examples: [{ ...AKER, external_id: null, registration_numbers: [{ number: '989795848', type: 'organisasjonsnummer', description: 'Norwegian organisation number (Enhetsregisteret)' }], provider: 'registry_files', provider_id: 'NO-BRREG:989795848', confidence: 10 }],
  },
);

/** A registration number of the company detail: `type` is a D&B registration-number type code. */
export const RegistrationNumber = Obj(
  {
    number: Type.String(),
    type: Type.Integer({ minimum: 0, description: 'D&B registration-number type code (2541 Companies House, 1699 Norwegian organisation number, 33916 LEI, D&B\'s own code for D&B data; 0 when Vigil knows no code for the register). See docs/COMPANIES.md.' }),
    description: Type.String({ description: 'The register that issued the number.' }),
    register: Type.String({ description: 'Vigil extension: the register id (GB-COH, NO-BRREG, GLEIF, a GLEIF RA code, DNB:<code>).' }),
  },
  { title: 'RegistrationNumber', description: 'A registration number and its register.' },
);

const Officer = Obj(
  {
    name: Type.String(),
    role: Type.Optional(Type.String({ description: 'director, secretary, llp-member, ... (lower case, hyphens).' })),
    appointed_on: Type.Optional(Type.String()),
    resigned_on: Type.Optional(Type.String()),
    date_of_birth: Type.Optional(Type.String({ description: 'YYYY-MM or YYYY-MM-DD.' })),
    nationality: Type.Optional(Type.String()),
    country_of_residence: Type.Optional(Type.String()),
    occupation: Type.Optional(Type.String()),
    is_corporate: Type.Optional(Type.Boolean({ description: 'The officer is itself a company.' })),
    provider_officer_id: Type.Optional(Type.String()),
  },
  { title: 'CompanyOfficer', description: 'Vigil extension: a director, secretary or other officer.', additionalProperties: true },
);

const Owner = Obj(
  {
    name: Type.String(),
    kind: Type.Optional(Type.String({ description: 'individual or company.' })),
    ownership_min: Type.Optional(Type.Number({ description: 'Percent; exclusive lower bound of a Companies House band.' })),
    ownership_max: Type.Optional(Type.Number({ description: 'Percent.' })),
    natures_of_control: Type.Optional(Type.Array(Type.String())),
    is_person_with_significant_control: Type.Optional(Type.Boolean()),
    is_ultimate_parent: Type.Optional(Type.Boolean()),
    notified_on: Type.Optional(Type.String()),
    ceased_on: Type.Optional(Type.String()),
    date_of_birth: Type.Optional(Type.String()),
    nationality: Type.Optional(Type.String()),
    country: Type.Optional(Type.String()),
    registration_numbers: Type.Optional(Type.Array(Obj({ number: Type.String(), type: Type.String(), register: Type.String(), description: Type.Optional(Type.String()) }))),
  },
  { title: 'CompanyOwner', description: 'Vigil extension: a person with significant control or a parent company.', additionalProperties: true },
);

const PreviousName = Obj({ name: Type.String(), until: Type.Optional(Type.String()), from: Type.Optional(Type.String()) }, { title: 'PreviousName' });

const Counter = (what: string) => Type.Integer({ minimum: 0, description: `${what} (0: Vigil has no source for it yet).` });

/** GET /companies/{id} (api-facts.md "Company detail"). */
export const CompanyDetail = Obj(
  {
    ...universalFields,
    external_id: Uuid,
    slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'URL-safe, unique: the name in lower-case ASCII words, then the external_id without hyphens.' }),
    founding_date: Nullable(Type.String({ format: 'date', description: 'Date of incorporation; null when unknown.' })),
    primary_industry_codes: Type.Array(IndustryCode, { description: 'The first code of each classification scheme, as the publisher orders them.' }),
    registration_numbers: Type.Array(RegistrationNumber),
    trade_names: Type.Array(Type.String(), { description: 'Other names the company trades under (GLEIF other names, D&B trade styles).' }),
    address_number: Type.Optional(Type.String({ description: '"": the street number is part of address_street.' })),
    address_phone: Type.Optional(Type.String({ description: '"" (Vigil has no telephone source yet).' })),
    address_latitude: Type.Optional(Type.Number()),
    address_longitude: Type.Optional(Type.Number()),
    website_url: Type.Optional(Type.String({ description: 'As the register publishes it; "" when unknown.' })),
    website_domain: Type.Optional(Type.String({ description: 'Host of website_url without www.; "" when unknown.' })),
    social_description: Type.Optional(Type.String()),
    linkedin_url: Type.Optional(Type.String()),
    ticker_symbol: Type.Optional(Type.String()),
    article_count: Type.Optional(Counter('News articles')),
    publication_count: Type.Optional(Counter('Publications')),
    report_count: Type.Optional(Counter('Reports')),
    review_count: Type.Optional(Counter('Reviews')),
    review_average_score: Type.Optional(Type.Number({ minimum: 0, description: 'Average review score (0: no reviews).' })),
    coordinates: Type.Null({ description: 'Vigil extension kept for compatibility: always null.' }),
    summary_metrics: Obj({ officers_count: Type.Integer({ minimum: 0 }), owners_count: Type.Integer({ minimum: 0 }) }, { description: 'Vigil extension.' }),
    legal_form: Type.String({ description: 'Vigil extension.' }),
    status: Type.String({ description: 'Vigil extension: register status, one of active, dissolved, liquidation, inactive, unknown.' }),
    incorporated_on: Nullable(Type.String({ description: 'Vigil extension.' })),
    dissolved_on: Nullable(Type.String({ description: 'Vigil extension.' })),
    previous_names: Type.Array(PreviousName, { description: 'Vigil extension.' }),
    other_names: Type.Array(Type.String(), { description: 'Vigil extension (same as trade_names).' }),
    activity_description: Type.String({ description: 'Vigil extension.' }),
    provider: Type.String({ description: 'Vigil extension.' }),
    provider_id: Type.String({ description: 'Vigil extension.' }),
    officers: Type.Array(Officer, { description: 'Vigil extension.' }),
    owners: Type.Array(Owner, { description: 'Vigil extension.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  {
    title: 'Company',
    description: 'A tracked company.',
    examples: [
      {
        ...AKER,
        external_id: AKER_ID,
        slug: `aker-bp-asa-${AKER_ID.replace(/-/g, '')}`,
        founding_date: '2006-05-02',
        primary_industry_codes: [{ code: '06.100', description: 'Utvinning av råolje' }],
        registration_numbers: [{ number: '989795848', type: 1699, description: 'Brønnøysund Register Centre (NO) organisation number', register: 'NO-BRREG' }],
        trade_names: [],
        address_number: '',
        address_phone: '',
        website_url: 'www.akerbp.com',
        website_domain: 'akerbp.com',
        article_count: 0,
        publication_count: 0,
        report_count: 0,
        review_count: 0,
        review_average_score: 0,
        coordinates: null,
        summary_metrics: { officers_count: 0, owners_count: 0 },
        legal_form: 'ASA',
        status: 'active',
        incorporated_on: '2006-05-02',
        dissolved_on: null,
        previous_names: [],
        other_names: [],
        activity_description: 'Petroleumsleting og -utvinning og hva som dermed står i forbindelse samt ved aksjetegning delta i slik virksomhet alene eller i samarbeid med andre foretak og interesser.',
        provider: 'registry_files',
        provider_id: 'NO-BRREG:989795848',
        officers: [],
        owners: [],
        created_at: '2025-05-02T09:10:00.000Z',
        updated_at: '2025-05-02T09:10:00.000Z',
      },
    ],
  },
);

export const CompanyList = ListOf(CompanyListItem, 'A page of companies: provider search results (one ranked page) or tracked companies.');

export const CompanyListQuery = Query({
  query: Type.String({ description: 'Company name. Without tracked-company filters: a provider search, one ranked page of the best candidates (tracked ones carry their external_id). With them: part of the name, case-insensitive, among tracked companies.' }),
  country: Repeatable(Country(), 'Country (ISO 3166-1 alpha-2); a provider search uses the first.'),
  portfolio_id: Repeatable(Uuid, 'Tracked companies in any of these portfolios (those the key may view).'),
  duns_number: Repeatable(Type.String(), 'Tracked companies with one of these DUNS numbers.'),
  registration_number: Repeatable(Type.String(), 'Tracked companies with one of these registration numbers, compared on letters and digits only, case-insensitive ("sc 123-456" = "SC123456").'),
  website_url: Type.String({ description: 'Tracked companies whose website has this host: scheme, www., port, path and case are ignored ("https://www.akerbp.com/en" = "akerbp.com").' }),
  ...PagingQuery,
});

export const MatchQuery = Query({
  name: Type.String({ description: 'Company name (with country).' }),
  duns_number: Type.String({ description: 'DUNS number (9 digits).' }),
  registration_number: Type.String({ description: 'Local registration number (with country).' }),
  customer_reference: Type.String({ description: 'A customer_reference of one of the caller\'s portfolio memberships.' }),
  country: Country('ISO 3166-1 alpha-2; required with name or registration_number.'),
  address_locality: Type.String(),
  address_region: Type.String(),
  postal_code: Type.String(),
  street_address_line1: Type.String(),
  telephone_number: Type.String(),
  url: Type.String(),
  email: Type.String(),
  confidence_lower_level_threshold_value: Type.Integer({ minimum: 1, maximum: 10, description: 'Minimum confidence code (default VIGIL_COMPANY_MATCH_MIN_CONFIDENCE, 8).' }),
});

// ---------------------------------------------------------------- attribute changes

export const AttributeChange = Obj(
  {
    attribute: Type.String({ description: 'name, status, legal_form, address, registration_numbers, industry_codes, website, previous_names, other_names, activity_description, dissolved_on.' }),
    company_external_id: Uuid,
    created_at: Timestamp,
    old_value: Type.Unknown({ description: 'JSON value before.' }),
    new_value: Type.Unknown({ description: 'JSON value after.' }),
  },
  {
    title: 'CompanyAttributeChange',
    description: 'A change of a tracked company seen in newer provider data.',
    examples: [{ attribute: 'address', company_external_id: AKER_ID, created_at: '2025-05-03T02:00:00.000Z', old_value: { street: 'Oksenøyveien 10' }, new_value: { street: 'Jåttåflaten 27' } }],
  },
);
export const AttributeChangeList = ListOf(AttributeChange, 'A page of attribute changes, newest first.');
export const AttributeChangeQuery = Query({
  min_created_at: Type.String({ format: 'date-time', description: 'Changes at or after (ISO 8601).' }),
  max_created_at: Type.String({ format: 'date-time', description: 'Changes at or before (ISO 8601).' }),
  company: Repeatable(Uuid, 'Changes of these companies.'),
  ...PagingQuery,
});

// ---------------------------------------------------------------- feedback

export const FeedbackBody = Type.Object({
  company: Type.String({ format: 'uuid', description: 'external_id of one of the caller\'s tracked companies.' }),
  feedback_type: Enum(FEEDBACK_TYPES, 'What is wrong.'),
  comment: optionalText(5000, 'Free text.'),
  notification_email: optionalText(254, 'Where to tell the reporter that the data was reviewed.'),
  trade_name: optionalText(300, 'The trade name concerned (MISSING_TRADE_NAME, INCORRECT_TRADE_NAME).'),
});

export const Feedback = Obj(
  {
    external_id: Uuid,
    company: Uuid,
    feedback_type: Enum(FEEDBACK_TYPES, 'What is wrong.'),
    comment: Type.String({ description: '"" when not given.' }),
    notification_email: Type.String({ description: '"" when not given.' }),
    trade_name: Type.String({ description: '"" when not given.' }),
    created_at: Timestamp,
  },
  {
    title: 'CompanyFeedback',
    description: 'Stored feedback on a company\'s data (reviewed by an operator).',
    examples: [{ external_id: '8b1f0c2d-4e6a-4b7c-9d3e-5f1a2b3c4d5e', company: AKER_ID, feedback_type: 'INCORRECT_COMPANY_WEBSITE', comment: 'The website is akerbp.com.', notification_email: 'kyc@example.com', trade_name: '', created_at: '2025-05-02T09:20:00.000Z' }],
  },
);

// ---------------------------------------------------------------- registrations

export const RegistrationBody = Type.Object({
  duns_number: optionalText(20, 'DUNS number (9 digits).'),
  primary_name: optionalText(300, 'Company name (with country).'),
  country: optionalText(2, 'ISO 3166-1 alpha-2; required with primary_name or registration_number.'),
  registration_number: optionalText(50, 'Local registration number (with country).'),
  customer_reference: optionalText(200, 'Your reference; kept on the portfolio membership.'),
  company: Type.Optional(Type.Object({ external_id: Type.String({ format: 'uuid' }) }, { nullable: true, description: 'A company the caller already tracks.' })),
  submit_investigation_when_not_identified: Type.Optional(Type.Boolean({ description: 'Open a missing-company investigation when nothing identifies the company.' })),
});

const REGISTRATION_STATES = [...PIPELINE_STATES, ...FAILURE_STATES] as const;
const echo = (what: string) => Nullable(Type.String({ description: `${what} as requested; null when not given.` }));

export const Registration = Obj(
  {
    external_id: Uuid,
    status: Enum(REGISTRATION_STATES, 'Pipeline state (in order up to registered) or failure end state.'),
    status_text: Type.String(),
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    finished_at: Nullable(Timestamp),
    company: Nullable(CompanyRef),
    duns_number: echo('DUNS number'),
    primary_name: echo('Name'),
    country: echo('Country'),
    registration_number: echo('Registration number'),
    customer_reference: echo('Customer reference'),
    investigation: Nullable(Type.String({ format: 'uuid', description: 'Vigil extension: the missing-company investigation it opened.' })),
    created_at: Timestamp,
  },
  {
    title: 'CompanyRegistration',
    description: 'A request to identify and track a company, worked through in the background.',
    examples: [
      {
        external_id: '5a0e7b3c-2d4f-4e6a-8b1c-9d2e3f4a5b6c',
        status: 'registered',
        status_text: 'Registered',
        progress: 1,
        finished_at: '2025-05-02T09:10:02.000Z',
        company: { external_id: AKER_ID, name: 'AKER BP ASA', country: 'NO', duns_number: '' },
        duns_number: null,
        primary_name: 'aker bp',
        country: 'NO',
        registration_number: null,
        customer_reference: 'crm-42',
        investigation: null,
        created_at: '2025-05-02T09:10:00.000Z',
      },
    ],
  },
);

// ---------------------------------------------------------------- investigations

export const InvestigationBody = Type.Object({
  country: Type.String({ minLength: 1, pattern: '\\S', maxLength: 2, description: 'ISO 3166-1 alpha-2.' }),
  legal_name: Type.String({ minLength: 1, pattern: '\\S', maxLength: 300 }),
  ...Object.fromEntries(
    INVESTIGATION_FIELDS.filter((f) => f !== 'country' && f !== 'legal_name').map((f) => [
      f,
      optionalText(f === 'description' ? 5000 : 300, f === 'address_phone' ? 'With its international prefix, e.g. +31 20 123 4567.' : f === 'website_url' ? 'http(s) URL.' : undefined),
    ]),
  ),
});

export const Investigation = Obj(
  {
    external_id: Uuid,
    country: Country(),
    legal_name: Type.String(),
    ...(Object.fromEntries(INVESTIGATION_FIELDS.filter((f) => f !== 'country' && f !== 'legal_name').map((f) => [f, Nullable(Type.String({ description: 'As requested; null when not given.' }))])) as Record<string, TSchema>),
    status: Type.String({ description: 'Free text: submitted until an operator resolves it.' }),
    created_at: Timestamp,
    last_status_update: Timestamp,
    company_external_id: Nullable(Type.String({ format: 'uuid', description: 'Set once the company was found and registered.' })),
    registration_external_id: Nullable(Type.String({ format: 'uuid', description: 'Vigil extension: the registration that opened it.' })),
  },
  {
    title: 'Investigation',
    description: 'A missing-company investigation.',
    examples: [
      {
        external_id: '7c3d9e1f-5a2b-4c6d-8e0f-1a2b3c4d5e6f',
        country: 'NO',
        legal_name: 'Ukjent Handelsselskap AS',
        ...Object.fromEntries(INVESTIGATION_FIELDS.filter((f) => f !== 'country' && f !== 'legal_name').map((f) => [f, f === 'address_place' ? 'Oslo' : null])),
        status: 'submitted',
        created_at: '2025-05-02T09:30:00.000Z',
        last_status_update: '2025-05-02T09:30:00.000Z',
        company_external_id: null,
        registration_external_id: null,
      },
    ],
  },
);
export const InvestigationList = ListOf(Investigation, 'A page of investigations, newest first.');
export const PagingOnlyQuery = Query({ ...PagingQuery });
