/**
 * Request and response schemas of /ext/v3/portfolios (interface.md "Portfolios", api-facts.md
 * "Portfolios" and "Company inside a registration / portfolio membership"; permission rules in
 * docs/API.md "Portfolios"). The membership's company is AKER BP ASA from the Brønnøysund register.
 */
import { Type } from '@sinclair/typebox';
import { ListOf, Nullable, Obj, PagingQuery, Query, Timestamp, Uuid } from './common.js';
import { CompanyRef } from './companies.js';
import { DEFAULT_PERMISSIONS } from '../../domain/portfolios.js';

const DefaultPermission = Type.Union(DEFAULT_PERMISSIONS.map((p) => Type.Literal(p)), {
  description: 'What the organisation\'s other API keys may do: view_only, write, admin, owner, or "" (nothing). Default view_only.',
});

/** POST body. */
export const PortfolioBody = Type.Object({
  name: Type.String({ minLength: 1, pattern: '\\S', maxLength: 500 }),
  customer_reference: Type.Optional(Type.String({ maxLength: 500, nullable: true })),
  default_permission: Type.Optional(DefaultPermission),
});

/** PATCH body: the fields to change. */
export const PortfolioPatch = Type.Partial(PortfolioBody);

export const PortfolioIdParams = Type.Object({ id: Type.String({ description: 'Portfolio external_id (UUID).' }) });
export const MemberParams = Type.Object({
  id: Type.String({ description: 'Portfolio external_id (UUID).' }),
  company_id: Type.String({ description: 'Company external_id (UUID).' }),
});

export const Portfolio = Obj(
  {
    external_id: Uuid,
    name: Type.String(),
    customer_reference: Nullable(Type.String()),
    default_permission: Type.Unsafe<string>(DefaultPermission),
    companies_count: Type.Integer({ minimum: 0, description: 'Vigil extension: member companies.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  {
    title: 'Portfolio',
    description: 'A named set of tracked companies.',
    examples: [
      {
        external_id: '2e4c6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f70',
        name: 'Norway book',
        customer_reference: 'p-1',
        default_permission: 'view_only',
        companies_count: 1,
        created_at: '2025-05-02T09:00:00.000Z',
        updated_at: '2025-05-02T09:00:00.000Z',
      },
    ],
  },
);

const MemberCompany = Obj(
  {
    ...CompanyRef.properties,
    slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'URL-safe, unique: the name in lower-case ASCII words, then the external_id without hyphens.' }),
  },
  { title: 'PortfolioCompany', description: 'The member company.' },
);

export const Membership = Obj(
  {
    company: MemberCompany,
    created_at: Timestamp,
    customer_reference: Nullable(Type.String({ description: 'Your reference for the company in this portfolio.' })),
  },
  {
    title: 'PortfolioMembership',
    description: 'A company in a portfolio.',
    examples: [
      {
        company: {
          external_id: '0d5c6f2e-3b1a-4c8e-9f7d-2a6b4e8c1d93',
          name: 'AKER BP ASA',
          country: 'NO',
          duns_number: '',
          slug: 'aker-bp-asa-0d5c6f2e3b1a4c8e9f7d2a6b4e8c1d93',
        },
        created_at: '2025-05-02T09:11:00.000Z',
        customer_reference: 'aker-1',
      },
    ],
  },
);

export const PortfolioList = ListOf(Portfolio, 'A page of the portfolios the key may view, oldest first.');
export const MembershipList = ListOf(Membership, 'A page of the portfolio\'s companies, oldest first.');
export const PortfolioListQuery = Query({ ...PagingQuery });
