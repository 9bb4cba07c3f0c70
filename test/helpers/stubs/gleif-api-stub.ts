/**
 * Test double of the GLEIF API v1 (JSON:API), serving data built at start from the real GLEIF
 * Golden Copy extracts `<shared data>/companies/gleif/2023-06-05/lei-data.xml` (LEI-CDF Level 1
 * records) and `rr-data.xml` (RR-CDF Level 2 relationships), read with fast-xml-parser and never
 * copied into the project.
 *
 * Routes (base URL ends in `/api/v1`, as the real one; shapes per the GLEIF API documentation,
 * https://documenter.getpostman.com/view/7679680/SVYrrxuU):
 * - `GET /lei-records?filter[...]&page[size]=&page[number]=`: `{ meta{goldenCopy, pagination}, links,
 *   data[] }`. Filters served: `entity.legalName` (stub rule: every word of the filter is a word of
 *   the legal name, case and punctuation ignored), `entity.registeredAs` (equal, case ignored),
 *   `entity.legalAddress.country` (equal). Any other filter answers 400, so a provider relying on an
 *   unserved filter fails loudly.
 * - `GET /lei-records/{lei}`: `{ data: <lei-record> }` or 404.
 * - `GET /lei-records/{lei}/direct-parent` and `/ultimate-parent`: the parent reached by an ACTIVE
 *   `IS_DIRECTLY_CONSOLIDATED_BY` / `IS_ULTIMATELY_CONSOLIDATED_BY` relationship whose start node is
 *   `{lei}`, else 404. The real API answers the parent's full LEI record; when the extract holds no
 *   Level 1 record for that parent (true of the parents in rr-data.xml), the stub answers a record
 *   with the identifier only (`id`, `attributes.lei`) rather than invent a name.
 * - Anything else: 404 `{ errors: [{ status: "404", title: "Not Found" }] }`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { SHARED_DATA, sendJson, startStubServer, type StubServer } from './stub-server.js';

export const GLEIF_EXTRACT_DIR = path.join(SHARED_DATA, 'companies', 'gleif', '2023-06-05');

const JSON_API = 'application/vnd.api+json';
const NOT_FOUND = { errors: [{ status: '404', title: 'Not Found' }] };
const SERVED_FILTERS = new Set(['filter[entity.legalName]', 'filter[entity.registeredAs]', 'filter[entity.legalAddress.country]']);
const PARENT_RELATION: Record<string, string> = {
  'direct-parent': 'IS_DIRECTLY_CONSOLIDATED_BY',
  'ultimate-parent': 'IS_ULTIMATELY_CONSOLIDATED_BY',
};

type Xml = Record<string, any>;

interface Relationship {
  child: string;
  parent: string;
  type: string;
  status: string;
}

export async function startGleifApiStub(options: { dataDir?: string } = {}): Promise<StubServer> {
  const dir = options.dataDir ?? GLEIF_EXTRACT_DIR;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => ['LEIRecord', 'RelationshipRecord', 'OtherEntityName', 'TransliteratedOtherEntityName', 'AdditionalAddressLine'].includes(name),
  });
  const leiXml = parser.parse(fs.readFileSync(path.join(dir, 'lei-data.xml'), 'utf8')) as Xml;
  const rrXml = parser.parse(fs.readFileSync(path.join(dir, 'rr-data.xml'), 'utf8')) as Xml;
  const publishDate = text(leiXml.LEIData?.LEIHeader?.ContentDate);
  const relationships: Relationship[] = (rrXml.RelationshipData?.RelationshipRecords?.RelationshipRecord ?? []).map((r: Xml) => ({
    child: text(r.Relationship?.StartNode?.NodeID),
    parent: text(r.Relationship?.EndNode?.NodeID),
    type: text(r.Relationship?.RelationshipType),
    status: text(r.Relationship?.RelationshipStatus),
  }));

  let baseUrl = '';
  const recordsXml: Xml[] = leiXml.LEIData?.LEIRecords?.LEIRecord ?? [];
  const records = () => recordsXml.map((r) => leiRecord(r, relationships, baseUrl));

  const server = await startStubServer((req, res) => {
    if (req.method !== 'GET') return sendJson(res, 405, { errors: [{ status: '405', title: 'Method Not Allowed' }] }, JSON_API);
    if (req.path === '/lei-records') return list(records(), req.query, publishDate, baseUrl, res);
    const m = /^\/lei-records\/([A-Z0-9]{20})(?:\/(direct-parent|ultimate-parent))?$/.exec(req.path);
    if (!m) return sendJson(res, 404, NOT_FOUND, JSON_API);
    const [, lei, parentKind] = m;
    const target = parentKind ? relationships.find((r) => r.child === lei && r.type === PARENT_RELATION[parentKind] && r.status === 'ACTIVE')?.parent : lei;
    if (!target) return sendJson(res, 404, NOT_FOUND, JSON_API);
    const record = records().find((r) => r.id === target);
    if (record) return sendJson(res, 200, { meta: { goldenCopy: { publishDate } }, data: record }, JSON_API);
    if (!parentKind) return sendJson(res, 404, NOT_FOUND, JSON_API);
    sendJson(res, 200, { meta: { goldenCopy: { publishDate } }, data: { type: 'lei-records', id: target, attributes: { lei: target }, links: { self: `${baseUrl}/lei-records/${target}` } } }, JSON_API);
  }, '/api/v1');
  baseUrl = server.url;
  return server;
}

/** Text content of a parsed element (a plain string, or `#text` when the element has attributes). */
function text(node: unknown): string {
  if (node == null) return '';
  if (typeof node === 'object') return String((node as Xml)['#text'] ?? '');
  return String(node);
}

const orNull = (node: unknown) => text(node) || null;

function address(node: Xml | undefined) {
  if (!node) return null;
  return {
    language: node['@_lang'] ?? null,
    addressLines: [text(node.FirstAddressLine), ...(node.AdditionalAddressLine ?? []).map(text)].filter(Boolean),
    addressNumber: orNull(node.AddressNumber),
    addressNumberWithinBuilding: orNull(node.AddressNumberWithinBuilding),
    mailRouting: orNull(node.MailRouting),
    city: text(node.City),
    region: orNull(node.Region),
    country: text(node.Country),
    postalCode: orNull(node.PostalCode),
  };
}

/** One LEI-CDF `LEIRecord` as the API's `lei-records` resource. */
function leiRecord(r: Xml, relationships: Relationship[], baseUrl: string) {
  const lei = text(r.LEI);
  const e: Xml = r.Entity ?? {};
  const reg: Xml = r.Registration ?? {};
  const names = (list: Xml[] | undefined) => (list ?? []).map((n) => ({ name: text(n), language: n['@_lang'] ?? null, type: n['@_type'] ?? null }));
  const parentLinks = Object.fromEntries(
    Object.entries(PARENT_RELATION)
      .filter(([, type]) => relationships.some((rel) => rel.child === lei && rel.type === type))
      .map(([kind]) => [kind.replace(/-(\w)/, (_, c: string) => c.toUpperCase()), { links: { 'lei-record': `${baseUrl}/lei-records/${lei}/${kind}` } }]),
  );
  return {
    type: 'lei-records',
    id: lei,
    attributes: {
      lei,
      entity: {
        legalName: { name: text(e.LegalName), language: e.LegalName?.['@_lang'] ?? null },
        otherNames: names(e.OtherEntityNames?.OtherEntityName),
        transliteratedOtherNames: names(e.TransliteratedOtherEntityNames?.TransliteratedOtherEntityName),
        legalAddress: address(e.LegalAddress),
        headquartersAddress: address(e.HeadquartersAddress),
        registeredAt: { id: orNull(e.RegistrationAuthority?.RegistrationAuthorityID), other: orNull(e.RegistrationAuthority?.OtherRegistrationAuthorityID) },
        registeredAs: orNull(e.RegistrationAuthority?.RegistrationAuthorityEntityID),
        jurisdiction: orNull(e.LegalJurisdiction),
        category: orNull(e.EntityCategory),
        legalForm: { id: orNull(e.LegalForm?.EntityLegalFormCode), other: orNull(e.LegalForm?.OtherLegalForm) },
        status: orNull(e.EntityStatus),
        expiration: { date: orNull(e.EntityExpirationDate), reason: orNull(e.EntityExpirationReason) },
        creationDate: orNull(e.EntityCreationDate),
      },
      registration: {
        initialRegistrationDate: orNull(reg.InitialRegistrationDate),
        lastUpdateDate: orNull(reg.LastUpdateDate),
        status: orNull(reg.RegistrationStatus),
        nextRenewalDate: orNull(reg.NextRenewalDate),
        managingLou: orNull(reg.ManagingLOU),
        corroborationLevel: orNull(reg.ValidationSources),
        validatedAt: { id: orNull(reg.ValidationAuthority?.ValidationAuthorityID), other: orNull(reg.ValidationAuthority?.OtherValidationAuthorityID) },
        validatedAs: orNull(reg.ValidationAuthority?.ValidationAuthorityEntityID),
      },
    },
    relationships: parentLinks,
    links: { self: `${baseUrl}/lei-records/${lei}` },
  };
}

const words = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function list(records: ReturnType<typeof leiRecord>[], query: Record<string, string>, publishDate: string, baseUrl: string, res: Parameters<typeof sendJson>[0]) {
  const unserved = Object.keys(query).filter((k) => k.startsWith('filter[') && !SERVED_FILTERS.has(k));
  if (unserved.length) return sendJson(res, 400, { errors: [{ status: '400', title: 'Bad Request', detail: `filter not served by the stub: ${unserved.join(', ')}` }] }, JSON_API);
  const name = query['filter[entity.legalName]'];
  const registeredAs = query['filter[entity.registeredAs]'];
  const country = query['filter[entity.legalAddress.country]'];
  const hits = records.filter((r) => {
    const e = r.attributes.entity;
    if (name !== undefined && !words(name).every((w) => words(e.legalName.name).includes(w))) return false;
    if (registeredAs !== undefined && (e.registeredAs ?? '').toLowerCase() !== registeredAs.toLowerCase()) return false;
    if (country !== undefined && e.legalAddress?.country !== country.toUpperCase()) return false;
    return true;
  });
  const size = Math.max(1, Math.min(Number(query['page[size]']) || 10, 200));
  const pageNo = Math.max(1, Number(query['page[number]']) || 1);
  const lastPage = Math.max(1, Math.ceil(hits.length / size));
  const data = hits.slice((pageNo - 1) * size, pageNo * size);
  const link = (n: number) => `${baseUrl}/lei-records?page[size]=${size}&page[number]=${n}`;
  sendJson(res, 200, {
    meta: {
      goldenCopy: { publishDate },
      pagination: { currentPage: pageNo, perPage: size, from: data.length ? (pageNo - 1) * size + 1 : null, to: data.length ? (pageNo - 1) * size + data.length : null, total: hits.length, lastPage },
    },
    links: { first: link(1), ...(pageNo < lastPage ? { next: link(pageNo + 1) } : {}), last: link(lastPage) },
    data,
  }, JSON_API);
}
