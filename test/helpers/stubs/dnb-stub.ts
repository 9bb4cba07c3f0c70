/**
 * Test double of Dun & Bradstreet Direct+ for D&B's own documented example company, GORMAN
 * MANUFACTURING COMPANY, INC., D-U-N-S 804735132 (492 KOLLER ST, SAN FRANCISCO, CA 94110, US): the
 * values below are those of D&B's published samples (Direct+ Identity Resolution samples,
 * https://directplus.documentation.dnb.com/html/resources/JSONSample_IDR.html, and the company
 * profile / linkage samples for that DUNS), not live data. In those samples Gorman is its own global
 * and domestic ultimate with no parent; `options.corporateLinkage` replaces the linkage to exercise
 * parents (the test then supplies the parent nodes).
 *
 * Routes (shapes per the Direct+ documentation):
 * - `POST /v2/token`: `Authorization: Basic base64(key:secret)` and `{"grant_type":"client_credentials"}`
 *   -> `{ access_token, expiresIn: 86400 }`; wrong credentials -> 401.
 * - `GET /v1/match/cleanseMatch?...` -> `{ transactionDetail, inquiryDetail, candidatesMatchedQuantity,
 *   matchCandidates[]{ displaySequence, organization, matchQualityInformation{confidenceCode, matchGrade,
 *   matchDataProfile} } }`. Stub scoring (D&B's own algorithm is not public): `duns` or
 *   `registrationNumber` equal -> 10; name containing "Gorman" with country US -> 8, 9 when the postal
 *   code or city also agrees; a name without `countryISOAlpha2Code` -> 400 (00003); otherwise 404.
 * - `GET /v1/data/duns/{duns}?blockIDs=...`: the organization with the members of the requested
 *   blocks (companyinfo_L2_v1, principalscontacts_L1_v1, hierarchyconnections_L1_v1); unknown DUNS
 *   -> 404 with error 10001 "DUNS not found" (documented error format `{ error: { errorCode, errorMessage } }`).
 * Every non-token route needs `Authorization: Bearer <issued token>`; otherwise 401 with error code
 * 00040 ("Access token expired"). `expireTokens()` invalidates every issued token; `setHang(true)`
 * makes non-token routes never answer (time-out tests).
 */
import { sendJson, startStubServer, type StubServer } from './stub-server.js';

export const GORMAN_DUNS = '804735132';

/** A company node of a `corporateLinkage` block (parent, global ultimate, ...), in D&B's shape. */
export const linkageNode = (duns: string, primaryName: string, isoAlpha2Code: string) => ({
  duns,
  primaryName,
  primaryAddress: { addressCountry: { isoAlpha2Code } },
});

export interface DnbStubOptions {
  apiKey?: string;
  apiSecret?: string;
  /** Replaces Gorman's documented `corporateLinkage` (hierarchyconnections_L1). */
  corporateLinkage?: Record<string, unknown>;
}

export interface DnbStub extends StubServer {
  apiKey: string;
  apiSecret: string;
  /** Invalidates every token issued so far (D&B then answers 401, error 00040). */
  expireTokens(): void;
  /** While on, every non-token request is left unanswered. */
  setHang(on: boolean): void;
  /** Number of tokens issued. */
  tokensIssued(): number;
}

const GORMAN_ADDRESS = {
  addressCountry: { name: 'United States', isoAlpha2Code: 'US' },
  continentalRegion: { name: 'North America' },
  addressLocality: { name: 'SAN FRANCISCO' },
  addressRegion: { name: 'California', abbreviatedName: 'CA' },
  addressCounty: { name: 'SAN MATEO' },
  postalCode: '94110',
  streetAddress: { line1: '492 KOLLER ST', line2: null },
  isRegisteredAddress: false,
};

/** Members of companyinfo_L2_v1 for Gorman (D&B's sample values). */
const GORMAN_COMPANY_INFO = {
  duns: GORMAN_DUNS,
  dunsControlStatus: { operatingStatus: { description: 'Active', dnbCode: 9074 }, isMarketable: true, isMailUndeliverable: false, isTelephoneDisconnected: false, isDelisted: false },
  primaryName: 'GORMAN MANUFACTURING COMPANY, INC.',
  countryISOAlpha2Code: 'US',
  tradeStyleNames: [],
  websiteAddress: [{ url: 'www.gorman.com', domainName: 'gorman.com' }],
  telephone: [{ telephoneNumber: '6505550000', isdCode: '1', isUnreachable: false }],
  primaryAddress: GORMAN_ADDRESS,
  registeredAddress: {},
  mailingAddress: {},
  registrationNumbers: [{ registrationNumber: '12-3456789', typeDescription: 'Federal Taxpayer Identification Number (US)', typeDnBCode: 6863 }],
  industryCodes: [
    { code: '323111', description: 'Commercial Printing (except Screen and Books)', typeDescription: 'North American Industry Classification System 2012', typeDnBCode: 24664, priority: 1 },
    { code: '1068', description: 'Commercial Printing', typeDescription: 'D&B Hoovers Industry Code', typeDnBCode: 25838, priority: 1 },
    { code: '2752', description: 'Lithographic commercial printing', typeDescription: 'US Standard Industry Code 1987 - 4 digit', typeDnBCode: 399, priority: 1 },
    { code: '27520000', description: 'Commercial printing, lithographic', typeDescription: 'D&B Standard Industry Code', typeDnBCode: 3599, priority: 1 },
  ],
  businessEntityType: { description: 'Corporation', dnbCode: 451 },
  controlOwnershipDate: '1985',
  startDate: '1985',
  numberOfEmployees: [{ value: 125, informationScopeDescription: 'Consolidated', informationScopeDnBCode: 9067, reliabilityDescription: 'Actual', reliabilityDnBCode: 9092 }],
};

/** Members of principalscontacts_L1_v1 for Gorman. */
const GORMAN_PRINCIPALS = {
  mostSeniorPrincipals: [{ givenName: 'Leslie', familyName: 'Smith', fullName: 'Leslie Smith', jobTitles: [{ title: 'President' }] }],
  currentPrincipals: [{ givenName: 'Kevin', familyName: 'Hunt', jobTitles: [] }],
};

const GORMAN_LINKAGE_NODE = { duns: GORMAN_DUNS, primaryName: 'GORMAN MANUFACTURING COMPANY, INC.', primaryAddress: GORMAN_ADDRESS };

/** Members of hierarchyconnections_L1_v1 for Gorman: its own global and domestic ultimate. */
const GORMAN_LINKAGE = {
  familytreeRolesPlayed: [
    { description: 'Global Ultimate', dnbCode: 12775 },
    { description: 'Domestic Ultimate', dnbCode: 12774 },
    { description: 'Parent/Headquarters', dnbCode: 9141 },
  ],
  hierarchyLevel: 1,
  globalUltimateFamilyTreeMembersCount: 8,
  globalUltimate: GORMAN_LINKAGE_NODE,
  domesticUltimate: GORMAN_LINKAGE_NODE,
  parent: {},
  headQuarter: {},
};

const transaction = () => ({ transactionID: `stub-${Date.now()}`, transactionTimestamp: new Date().toISOString(), inLanguage: 'en-US', serviceVersion: '1' });
const dnbError = (errorCode: string, errorMessage: string) => ({ transactionDetail: transaction(), error: { errorCode, errorMessage } });
const compact = (s: string | undefined) => (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

export async function startDnbStub(options: DnbStubOptions = {}): Promise<DnbStub> {
  const apiKey = options.apiKey ?? 'dnb-test-key';
  const apiSecret = options.apiSecret ?? 'dnb-test-secret';
  const linkage = options.corporateLinkage ?? GORMAN_LINKAGE;
  const valid = new Set<string>();
  let issued = 0;
  let hang = false;

  const server = await startStubServer((req, res) => {
    if (req.method === 'POST' && req.path === '/v2/token') {
      const expected = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
      if (req.authorization !== expected) return sendJson(res, 401, dnbError('00041', 'Unauthorized'));
      let grant: string | undefined;
      try {
        grant = (JSON.parse(req.body) as { grant_type?: string }).grant_type;
      } catch {
        return sendJson(res, 400, dnbError('00008', 'Malformed payload'));
      }
      if (grant !== 'client_credentials') return sendJson(res, 400, dnbError('00003', 'One or more parameters are invalid or missing.'));
      const token = `stub-token-${++issued}`;
      valid.add(token);
      return sendJson(res, 200, { access_token: token, expiresIn: 86400 });
    }
    const bearer = /^Bearer\s+(.+)$/i.exec(req.authorization ?? '')?.[1];
    if (!bearer || !valid.has(bearer)) return sendJson(res, 401, dnbError('00040', 'Access token expired'));
    if (hang) return; // never answered; the connection is dropped by close()
    if (req.method === 'GET' && req.path === '/v1/match/cleanseMatch') return cleanseMatch(req.query, res);
    const data = /^\/v1\/data\/duns\/(\d{9})$/.exec(req.path);
    if (req.method === 'GET' && data) {
      if (data[1] !== GORMAN_DUNS) return sendJson(res, 404, dnbError('10001', 'DUNS not found'));
      const blocks = (req.query.blockIDs ?? '').split(',').map((b) => b.trim());
      const organization = {
        duns: GORMAN_DUNS,
        primaryName: GORMAN_COMPANY_INFO.primaryName,
        ...(blocks.some((b) => b.startsWith('companyinfo_')) ? GORMAN_COMPANY_INFO : {}),
        ...(blocks.some((b) => b.startsWith('principalscontacts_')) ? GORMAN_PRINCIPALS : {}),
        ...(blocks.some((b) => b.startsWith('hierarchyconnections_')) ? { corporateLinkage: linkage } : {}),
      };
      return sendJson(res, 200, { transactionDetail: transaction(), inquiryDetail: { duns: GORMAN_DUNS, blockIDs: blocks }, organization });
    }
    sendJson(res, 404, dnbError('00037', 'Not Found'));
  });

  return {
    ...server,
    apiKey,
    apiSecret,
    expireTokens: () => valid.clear(),
    setHang: (on) => {
      hang = on;
    },
    tokensIssued: () => issued,
  };
}

function cleanseMatch(query: Record<string, string>, res: Parameters<typeof sendJson>[0]) {
  const country = query.countryISOAlpha2Code?.toUpperCase();
  if (query.name && !country) return sendJson(res, 400, dnbError('00003', 'One or more parameters are invalid or missing.'));
  let confidenceCode = 0;
  let matchGrade = 'ZZZZZZZZZZZ';
  if (query.duns === GORMAN_DUNS || (query.registrationNumber && compact(query.registrationNumber) === compact(GORMAN_COMPANY_INFO.registrationNumbers[0].registrationNumber))) {
    confidenceCode = 10;
    matchGrade = 'AAAAAAAAAAA';
  } else if (/\bgorman\b/i.test(query.name ?? '') && country === 'US') {
    const placeAgrees = compact(query.postalCode) === '94110' || compact(query.addressLocality) === 'SANFRANCISCO';
    confidenceCode = placeAgrees ? 9 : 8;
    matchGrade = placeAgrees ? 'AZZZAZZAFZZ' : 'AZZZZZZZFZZ';
  }
  if (!confidenceCode) return sendJson(res, 404, dnbError('00037', 'Not Found'));
  const { duns, dunsControlStatus, primaryName, tradeStyleNames, websiteAddress, telephone, primaryAddress, registrationNumbers } = GORMAN_COMPANY_INFO;
  sendJson(res, 200, {
    transactionDetail: transaction(),
    inquiryDetail: query,
    candidatesMatchedQuantity: 1,
    matchDataCriteria: 'Name and Address Lookup',
    matchCandidates: [
      {
        displaySequence: 1,
        organization: { duns, dunsControlStatus, primaryName, tradeStyleNames, websiteAddress, telephone, primaryAddress, registrationNumbers, isStandalone: false },
        matchQualityInformation: { confidenceCode, matchGrade, matchDataProfile: '0000000000989800000000009898' },
      },
    ],
  });
}
