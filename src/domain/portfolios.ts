/**
 * Portfolios of an organisation: named sets of the companies it tracks (interface.md "Portfolio",
 * api-facts.md "Portfolios"), their membership, and who may do what with them.
 *
 * Permissions. The API key that created a portfolio owns it. Every other key of the same organisation
 * gets the portfolio's `default_permission`: `view_only`, `write`, `admin` or `owner`, or `''` (no
 * access). Levels are ordered none < view_only < write < admin < owner and each includes the ones
 * below: reading (the record, the membership list) needs view_only, adding or removing companies
 * needs write, changing or deleting the portfolio needs admin. A read-only key never gets more than
 * view_only. Keys of other organisations have no access at all, and every query here is scoped by
 * organisation_id, so another tenant's portfolio reads as not found.
 */
import crypto from 'node:crypto';
import type { Db, Queryable } from '../storage/db.js';
import type { Principal } from './api-keys.js';
import type { Cursor } from '../storage/keyset.js';
import { companyRef, companySlug } from './companies.js';

/** Values of `default_permission` (api-facts.md); `''` = other keys have no access. */
export const DEFAULT_PERMISSIONS = ['view_only', 'write', 'admin', 'owner', ''] as const;
export type DefaultPermission = (typeof DEFAULT_PERMISSIONS)[number];
/** What `default_permission` is when a create request omits it (docs/API.md "Portfolios" says why). */
export const DEFAULT_DEFAULT_PERMISSION: DefaultPermission = 'view_only';

/** The effective access of one key to one portfolio. */
export type PortfolioAccess = 'none' | 'view_only' | 'write' | 'admin' | 'owner';
const RANK: Record<PortfolioAccess, number> = { none: 0, view_only: 1, write: 2, admin: 3, owner: 4 };

export interface PortfolioRow {
  id: string;
  organisation_id: string;
  name: string;
  customer_reference: string | null;
  default_permission: DefaultPermission;
  owner_key_id: string | null;
  created_at: Date;
  updated_at: Date;
  /** Number of member companies (selected by every read here). */
  companies_count: number;
}

/** A membership joined with its company. `id` is the company id (the membership's cursor key). */
export interface MembershipRow {
  id: string;
  portfolio_id: string;
  customer_reference: string | null;
  created_at: Date;
  company_name: string;
  company_country: string;
  company_duns_number: string | null;
}

const PORTFOLIO_COLUMNS = `p.id, p.organisation_id, p.name, p.customer_reference, p.default_permission, p.owner_key_id,
  p.created_at, p.updated_at, (SELECT count(*) FROM portfolio_companies pc WHERE pc.portfolio_id = p.id)::int AS companies_count`;

/**
 * The access `principal` has to `portfolio`: 'owner' for the key that created it, the portfolio's
 * default_permission for the other keys of its organisation ('' -> 'none'), 'none' for keys of other
 * organisations. A read-only key is capped at 'view_only'.
 */
export function portfolioAccess(
  portfolio: Pick<PortfolioRow, 'organisation_id' | 'owner_key_id' | 'default_permission'>,
  principal: Pick<Principal, 'organisationId' | 'keyId' | 'readOnly'>,
): PortfolioAccess {
  if (portfolio.organisation_id !== principal.organisationId) return 'none';
  const level: PortfolioAccess =
    portfolio.owner_key_id !== null && portfolio.owner_key_id === principal.keyId ? 'owner' : portfolio.default_permission || 'none';
  return principal.readOnly && RANK[level] > RANK.view_only ? 'view_only' : level;
}

/** True when `access` includes `needed` (e.g. allows('admin', 'write') is true). */
export function allows(access: PortfolioAccess, needed: Exclude<PortfolioAccess, 'none'>): boolean {
  return RANK[access] >= RANK[needed];
}

/** The portfolio record; `companies_count` is a Vigil extension. */
export function serializePortfolio(p: PortfolioRow) {
  return {
    external_id: p.id,
    name: p.name,
    customer_reference: p.customer_reference,
    default_permission: p.default_permission,
    companies_count: Number(p.companies_count),
    created_at: new Date(p.created_at).toISOString(),
    updated_at: new Date(p.updated_at).toISOString(),
  };
}

/**
 * The membership item (api-facts.md "Portfolios", "Company inside a registration / portfolio
 * membership"): `{company: {external_id, name, country, duns_number, slug}, created_at,
 * customer_reference}`; duns_number "" when the company has none.
 */
export function serializeMembership(m: MembershipRow) {
  return {
    company: { ...companyRef({ id: m.id, name: m.company_name, country: m.company_country, duns_number: m.company_duns_number }), slug: companySlug(m.company_name, m.id) },
    created_at: new Date(m.created_at).toISOString(),
    customer_reference: m.customer_reference,
  };
}

/**
 * Creates a portfolio of `principal`'s organisation owned by `principal`'s key. `name` must already be
 * validated (non-blank); `default_permission` omitted = DEFAULT_DEFAULT_PERMISSION. Returns the row.
 */
export async function createPortfolio(
  db: Queryable,
  principal: Pick<Principal, 'organisationId' | 'keyId'>,
  input: { name: string; customer_reference?: string | null; default_permission?: DefaultPermission },
): Promise<PortfolioRow> {
  const now = new Date();
  const res = await db.query<Omit<PortfolioRow, 'companies_count'>>(
    `INSERT INTO portfolios (id, organisation_id, name, customer_reference, default_permission, owner_key_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING *`,
    [
      crypto.randomUUID(),
      principal.organisationId,
      input.name,
      input.customer_reference ?? null,
      input.default_permission ?? DEFAULT_DEFAULT_PERMISSION,
      principal.keyId,
      now,
    ],
  );
  return { ...res.rows[0], companies_count: 0 };
}

/** One portfolio of `organisationId`, or null (unknown id or another organisation's). `id` must be a UUID. */
export async function getPortfolio(db: Queryable, organisationId: string, id: string): Promise<PortfolioRow | null> {
  const res = await db.query<PortfolioRow>(`SELECT ${PORTFOLIO_COLUMNS} FROM portfolios p WHERE p.id = $1 AND p.organisation_id = $2`, [
    id,
    organisationId,
  ]);
  return res.rows[0] ?? null;
}

/**
 * The portfolio `id` as seen by `principal`: the row and the key's access, or null when it does not
 * exist in the principal's organisation (the caller answers 404). `access` may be 'none' (the caller
 * answers 403). `id` must be a UUID.
 */
export async function getPortfolioForKey(
  db: Queryable,
  principal: Pick<Principal, 'organisationId' | 'keyId' | 'readOnly'>,
  id: string,
): Promise<{ portfolio: PortfolioRow; access: PortfolioAccess } | null> {
  const portfolio = await getPortfolio(db, principal.organisationId, id);
  return portfolio ? { portfolio, access: portfolioAccess(portfolio, principal) } : null;
}

/**
 * A page of the portfolios `principal` may view (those its key owns, and those of its organisation
 * whose default_permission is not ''), oldest first, ties on created_at broken by id. Returns the
 * total of the whole query and up to pageSize + 1 rows (the extra one signals a next page).
 */
export async function listPortfolios(
  db: Queryable,
  principal: Pick<Principal, 'organisationId' | 'keyId'>,
  cursor: Cursor | undefined,
  pageSize: number,
): Promise<{ total: number; rows: PortfolioRow[] }> {
  const where = `p.organisation_id = $1 AND (p.owner_key_id = $2 OR p.default_permission <> '')`;
  const params: unknown[] = [principal.organisationId, principal.keyId];
  const after = cursor ? `AND (p.created_at, p.id) > ($3::timestamptz, $4::uuid)` : '';
  const res = await db.query<PortfolioRow>(
    `SELECT ${PORTFOLIO_COLUMNS} FROM portfolios p WHERE ${where} ${after} ORDER BY p.created_at, p.id LIMIT ${pageSize + 1}`,
    cursor ? [...params, cursor.v, cursor.id] : params,
  );
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM portfolios p WHERE ${where}`, params)).rows[0].n;
  return { total, rows: res.rows };
}

/**
 * Updates the given fields of a portfolio of `organisationId` (undefined = unchanged; a null
 * customer_reference clears it) and bumps updated_at. Permission must be checked by the caller.
 * Returns the updated row, or null when not found.
 */
export async function updatePortfolio(
  db: Queryable,
  organisationId: string,
  id: string,
  patch: { name?: string; customer_reference?: string | null; default_permission?: DefaultPermission },
): Promise<PortfolioRow | null> {
  const res = await db.query<{ id: string }>(
    `UPDATE portfolios SET
        name = COALESCE($3, name),
        customer_reference = CASE WHEN $4::boolean THEN $5 ELSE customer_reference END,
        default_permission = COALESCE($6, default_permission),
        updated_at = $7
      WHERE id = $1 AND organisation_id = $2 RETURNING id`,
    [
      id,
      organisationId,
      patch.name ?? null,
      patch.customer_reference !== undefined,
      patch.customer_reference ?? null,
      patch.default_permission ?? null,
      new Date(),
    ],
  );
  return res.rows[0] ? getPortfolio(db, organisationId, id) : null;
}

/**
 * Deletes a portfolio of `organisationId` with its memberships (cascade) and, in the same
 * transaction, the organisation's webhook subscriptions scoped to it (they could never fire again).
 * Permission must be checked by the caller. Returns false when not found.
 */
export async function deletePortfolio(db: Db, organisationId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const res = await tx.query('DELETE FROM portfolios WHERE id = $1 AND organisation_id = $2 RETURNING id', [id, organisationId]);
    if (!res.rows.length) return false;
    await tx.query(
      `DELETE FROM webhook_subscriptions s USING webhooks w
        WHERE s.webhook_id = w.id AND w.organisation_id = $1 AND s.portfolio_id = $2`,
      [organisationId, id],
    );
    return true;
  });
}

const MEMBERSHIP_SELECT = `SELECT pc.company_id AS id, pc.portfolio_id, pc.customer_reference, pc.created_at,
    c.name AS company_name, c.country AS company_country, c.duns_number AS company_duns_number
  FROM portfolio_companies pc JOIN companies c ON c.id = pc.company_id`;

/**
 * Adds company `companyId` to portfolio `portfolioId`, both of `organisationId`; idempotent: when
 * it is already a member, the existing membership is kept (its created_at unchanged) and its
 * customer_reference replaced when `customerReference` is given (not undefined/null). One statement,
 * so it may run inside a caller's transaction (e.g. the registration pipeline). Permission must be
 * checked by the caller. Returns the membership and whether it was created, or null when the company
 * is not a company of `organisationId` (unknown or foreign id) or the portfolio is gone.
 */
export async function addPortfolioCompany(
  db: Queryable,
  organisationId: string,
  portfolioId: string,
  companyId: string,
  customerReference?: string | null,
): Promise<{ membership: MembershipRow; created: boolean } | null> {
  const res = await db.query<{ company_id: string; created: boolean }>(
    `INSERT INTO portfolio_companies (portfolio_id, company_id, customer_reference, created_at)
     SELECT p.id, c.id, $4, $5 FROM portfolios p, companies c
      WHERE p.id = $1 AND p.organisation_id = $3 AND c.id = $2 AND c.organisation_id = $3
     ON CONFLICT (portfolio_id, company_id)
       DO UPDATE SET customer_reference = COALESCE(EXCLUDED.customer_reference, portfolio_companies.customer_reference)
     RETURNING company_id, (xmax = 0) AS created`,
    [portfolioId, companyId, organisationId, customerReference ?? null, new Date()],
  );
  if (!res.rows[0]) return null;
  const m = await db.query<MembershipRow>(`${MEMBERSHIP_SELECT} WHERE pc.portfolio_id = $1 AND pc.company_id = $2`, [portfolioId, companyId]);
  return m.rows[0] ? { membership: m.rows[0], created: res.rows[0].created } : null;
}

/** True when `companyId` is a company (any provider) tracked by `organisationId`. */
export async function isOrganisationCompany(db: Queryable, organisationId: string, companyId: string): Promise<boolean> {
  const res = await db.query('SELECT 1 FROM companies WHERE id = $1 AND organisation_id = $2', [companyId, organisationId]);
  return res.rows.length > 0;
}

/**
 * A page of a portfolio's memberships, oldest first (ties on created_at broken by company id), with
 * the total. The portfolio must already be known to belong to the caller's organisation. Returns up
 * to pageSize + 1 rows (the extra one signals a next page).
 */
export async function listPortfolioCompanies(
  db: Queryable,
  portfolioId: string,
  cursor: Cursor | undefined,
  pageSize: number,
): Promise<{ total: number; rows: MembershipRow[] }> {
  const after = cursor ? `AND (pc.created_at, pc.company_id) > ($2::timestamptz, $3::uuid)` : '';
  const res = await db.query<MembershipRow>(
    `${MEMBERSHIP_SELECT} WHERE pc.portfolio_id = $1 ${after} ORDER BY pc.created_at, pc.company_id LIMIT ${pageSize + 1}`,
    cursor ? [portfolioId, cursor.v, cursor.id] : [portfolioId],
  );
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolio_companies WHERE portfolio_id = $1', [portfolioId])).rows[0].n;
  return { total, rows: res.rows };
}

/**
 * Removes company `companyId` from portfolio `portfolioId` (which must already be known to belong to
 * the caller's organisation). Permission must be checked by the caller. Returns false when the
 * company was not a member.
 */
export async function removePortfolioCompany(db: Queryable, portfolioId: string, companyId: string): Promise<boolean> {
  const res = await db.query('DELETE FROM portfolio_companies WHERE portfolio_id = $1 AND company_id = $2 RETURNING company_id', [
    portfolioId,
    companyId,
  ]);
  return res.rows.length > 0;
}

/**
 * The distinct ids of the companies in any of `portfolioIds` (portfolios of other organisations and
 * unknown ids contribute nothing). For filters such as `GET /companies?portfolio_id=`: the caller
 * checks first that the key may view each portfolio (getPortfolioForKey + allows(..., 'view_only')).
 */
export async function companyIdsInPortfolios(db: Queryable, organisationId: string, portfolioIds: string[]): Promise<string[]> {
  if (!portfolioIds.length) return [];
  const res = await db.query<{ company_id: string }>(
    `SELECT DISTINCT pc.company_id FROM portfolio_companies pc JOIN portfolios p ON p.id = pc.portfolio_id
      WHERE p.organisation_id = $1 AND pc.portfolio_id = ANY($2::uuid[])`,
    [organisationId, portfolioIds],
  );
  return res.rows.map((r) => r.company_id);
}
