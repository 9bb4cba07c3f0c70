/**
 * The compliance-check create request (interface.md "Compliance check", api-facts.md "Compliance
 * checks") as a TypeBox schema, used both for validation (Ajv, errors mapped to DRF messages) and for
 * the OpenAPI document. Optional fields that clients may send as null carry `nullable: true`
 * (OpenAPI 3.0 style, understood by Ajv) rather than a union, so errors name the real problem.
 */
import { Type, type Static } from '@sinclair/typebox';

/** YYYY, YYYY-MM or YYYY-MM-DD. Calendar validity (no 2023-02-30) is checked after the pattern. */
export const PARTIAL_DATE_PATTERN = '^\\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01]))?)?$';
const NON_BLANK = '\\S';

export const ENTITY_TYPES = ['individual', 'company', 'vessel'] as const;

export const EntityInput = Type.Object({
  name: Type.String({ minLength: 1, pattern: NON_BLANK, maxLength: 500 }),
  entity_type: Type.Union(ENTITY_TYPES.map((t) => Type.Literal(t))),
  first_name: Type.Optional(Type.String({ maxLength: 200, nullable: true })),
  middle_name: Type.Optional(Type.String({ maxLength: 200, nullable: true })),
  last_name: Type.Optional(Type.String({ maxLength: 200, nullable: true })),
  aliases: Type.Optional(Type.Array(Type.String({ minLength: 1, pattern: NON_BLANK, maxLength: 500 }), { maxItems: 50 })),
  country: Type.Optional(Type.String({ maxLength: 100, nullable: true })),
  date_of_birth: Type.Optional(Type.String({ pattern: PARTIAL_DATE_PATTERN, 'x-format': 'partial-date', nullable: true })),
  gender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('')])),
  /** Vigil extension: passport, national id, registration number, IMO... Equal numbers match decisively. */
  identifiers: Type.Optional(
    Type.Array(
      Type.Object({
        type: Type.Optional(Type.String({ maxLength: 100 })),
        number: Type.String({ minLength: 1, pattern: NON_BLANK, maxLength: 100 }),
      }),
      { maxItems: 20 },
    ),
  ),
});
export type EntityInput = Static<typeof EntityInput>;

/** Maximum entities in one check (interface.md leaves it open; documented in docs/API.md). */
export const MAX_ENTITIES = 1000;

export const CreateComplianceCheck = Type.Object({
  name: Type.String({ minLength: 1, pattern: NON_BLANK, maxLength: 500 }),
  company_id: Type.Optional(Type.String({ format: 'uuid', nullable: true })),
  entities: Type.Optional(Type.Array(EntityInput, { maxItems: MAX_ENTITIES })),
  ubo_screening_enabled: Type.Optional(Type.Boolean()),
  directors_screening_enabled: Type.Optional(Type.Boolean()),
  /** Percent (0–100); owners whose beneficial ownership is above it are screened as UBOs. Default 25 (src/domain/ownership.ts). */
  ownership_screening_threshold: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100, nullable: true, description: 'Percent, 0–100 (default 25): owners above it are screened as UBOs.' }),
  ),
  sanction_monitoring_enabled: Type.Optional(Type.Boolean()),
  adverse_media_monitoring_enabled: Type.Optional(Type.Boolean()),
});
export type CreateComplianceCheck = Static<typeof CreateComplianceCheck>;

/** True when a YYYY[-MM[-DD]] string that passed the pattern is also a real calendar date. */
export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  if (d === undefined) return true;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
