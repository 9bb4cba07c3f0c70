/**
 * Request and response schemas of the review and audit-trail routes (issue 15 section 3,
 * src/domain/review.ts and src/domain/audit.ts; docs/API.md "Review and audit trail").
 */
import { Type } from '@sinclair/typebox';
import { ListOf, Nullable, Obj, PagingQuery, Query, Timestamp, Uuid } from './common.js';
import { ComplianceCheck, ComplianceResult, Enum } from './compliance.js';
import { REVIEW_STATUSES } from '../../domain/review.js';

export const MAX_REASON_LENGTH = 2000;
export const MAX_COMMENT_LENGTH = 4000;

/** Path of PATCH /compliance/{id}/results/{result_id} (UUIDs checked in the handler: malformed is a 404). */
export const ResultParams = Type.Object({
  id: Type.String({ description: 'external_id of the check (UUID)' }),
  result_id: Type.String({ description: 'external_id of the finding (UUID)' }),
});

export const ReviewBody = Type.Object(
  {
    review_status: Enum(REVIEW_STATUSES, 'The decision.'),
    reason: Type.Optional(
      Nullable(Type.String({ maxLength: MAX_REASON_LENGTH, description: 'Why; required (not blank) unless review_status is open.' })),
    ),
    comment: Type.Optional(Nullable(Type.String({ maxLength: MAX_COMMENT_LENGTH, description: 'Free-text note.' }))),
  },
  {
    title: 'ReviewDecision',
    description: 'A review decision on a finding.',
    examples: [{ review_status: 'false_positive', reason: 'Date of birth differs (1975 vs 1962).', comment: 'Checked passport copy.' }],
  },
);

const ListVersion = Obj(
  {
    list: Type.String({ description: 'List id (e.g. us_ofac_sdn).' }),
    source_name: Type.String({ description: 'Name of the list.' }),
    fingerprint: Type.String({ description: 'Version of the loaded snapshot: a hash of its files (sizes, dates, names), the same while the same files are loaded.' }),
    published_on: Nullable(Type.String({ description: "Publisher's date of the snapshot, when known." })),
    loaded_at: Timestamp,
  },
  { description: 'A loaded list snapshot the finding comes from, at decision time.' },
);

/** One decision of the audit trail. */
export const AuditEntry = Obj(
  {
    external_id: Uuid,
    position: Type.Integer({ minimum: 1, description: "Place in the organisation's chain (1 = first)." }),
    check_id: Uuid,
    result_id: Uuid,
    organisation_id: Uuid,
    api_key_id: Uuid,
    review_status: Enum(REVIEW_STATUSES, 'The new review state.'),
    previous_review_status: Type.String({ description: 'The review state before the decision.' }),
    reason: Nullable(Type.String()),
    comment: Nullable(Type.String()),
    list_versions: Type.Array(ListVersion),
    matcher_version: Type.String({ description: 'Matcher version (src/screening/config.ts MATCHER_VERSION) at decision time.' }),
    created_at: Timestamp,
    prev_hash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'hash of the previous entry of the organisation (64 zeros for the first).' }),
    hash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 (hex) of the canonical JSON of every other field (docs/API.md).' }),
  },
  { title: 'AuditEntry', description: 'A review decision as recorded in the append-only, hash-chained audit trail.' },
);

export const AuditTrail = ListOf(AuditEntry, "A page of a check's audit entries, oldest first.");
export const AuditTrailQuery = Query({ ...PagingQuery });

export const ChainVerification = Obj(
  {
    valid: Type.Boolean({ description: 'Every entry hashes to its stored hash and links to the one before.' }),
    entries_checked: Type.Integer({ minimum: 0, description: 'Entries recomputed (up to and including the first invalid one).' }),
    first_invalid: Nullable(
      Obj(
        {
          external_id: Nullable(Uuid),
          position: Type.Integer({ minimum: 1 }),
          reason: Type.String(),
        },
        { description: 'The first entry that breaks the chain; external_id null when an entry is missing.' },
      ),
    ),
  },
  { title: 'ChainVerification', description: "Result of recomputing the caller organisation's audit chain." },
);

export const CheckReport = Obj(
  {
    generated_at: Timestamp,
    matcher_version: Type.String({ description: 'Matcher version serving now.' }),
    check: ComplianceCheck,
    findings: Type.Array(ComplianceResult, { description: 'Every finding, oldest first, with its match_explanation.' }),
    decisions: Type.Array(AuditEntry, { description: "The check's audit entries, oldest first." }),
  },
  { title: 'CheckReport', description: 'A compliance check, its entities, findings and review decisions as one document.' },
);
