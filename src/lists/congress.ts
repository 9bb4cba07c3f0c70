/**
 * US Congress PEP loader (unitedstates/congress-legislators YAML): legislators-current.yaml (every
 * entry is a sitting member of the House or Senate) and executive.yaml (every president and vice
 * president since 1789).
 *
 * Executive rule: a president or vice president is included when their last term is ongoing or
 * ended within `formerPepYears` (default 20) years before the snapshot date. FATF Recommendation 12
 * leaves how long a former PEP stays a PEP to a risk-based judgement; 20 years keeps every living
 * recent office holder (June 2026: Bush, Cheney, Obama, Biden, Trump, Pence, Harris, Vance) and drops
 * the 19th-century ones. All are TIER_1 (national head of state/government or legislator).
 */
import path from 'node:path';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import { addAlias, dateFromFolder, decodeText, isMissingFile, isoDate, newRecord, parseDob, Problems, readListFile } from './common.js';
import type { ListLoadResult, ListRecord } from './types.js';

export const CONGRESS_FILES = { current: 'legislators-current.yaml', executive: 'executive.yaml' } as const;
const SOURCE_NAME = 'US Congress and Executive (congress-legislators)';

export interface CongressOptions {
  /** Years after the end of their last term that a former president/vice president stays listed. Default 20. */
  formerPepYears?: number;
  /** Date the rule is measured from (YYYY-MM-DD). Default: the snapshot folder date, else today. */
  asOf?: string;
}

interface Term {
  type?: string;
  start?: string;
  end?: string;
  state?: string;
  district?: number;
  party?: string;
}

interface Person {
  id?: { bioguide?: string; govtrack?: number; wikidata?: string };
  name?: { first?: string; middle?: string; last?: string; suffix?: string; nickname?: string; official_full?: string };
  bio?: { birthday?: string; gender?: string };
  terms?: Term[];
  leadership_roles?: Array<{ title?: string; start?: string; end?: string }>;
}

// Non-voting House members: five delegates and Puerto Rico's resident commissioner.
const DELEGATES: Record<string, string> = { DC: 'Delegate', GU: 'Delegate', VI: 'Delegate', AS: 'Delegate', MP: 'Delegate', PR: 'Resident Commissioner' };

function legislatorTitle(term: Term): string {
  const party = term.party ? `, ${term.party}` : '';
  if (term.type === 'sen') return `U.S. Senator (${term.state})${party}`;
  const role = DELEGATES[term.state ?? ''];
  if (role) return `${role} to the U.S. House of Representatives (${term.state})${party}`;
  const district = term.district === undefined ? '' : term.district === 0 ? '-AL' : `-${term.district}`;
  return `U.S. Representative (${term.state}${district})${party}`;
}

function executiveTitle(terms: Term[], asOf: string): string {
  const last = terms[terms.length - 1];
  const office = last.type === 'prez' ? 'President of the United States' : 'Vice President of the United States';
  if (!last.end || last.end >= asOf) return office;
  const first = terms.filter((t) => t.type === last.type).map((t) => t.start ?? '').sort()[0];
  return `Former ${office} (${first.slice(0, 4)}–${last.end.slice(0, 4)})`;
}

/**
 * Builds the record shared by both files; null when the entry has no id or name. Presidents who never
 * sat in Congress (G. W. Bush, Trump) have no bioguide id: their govtrack id is used instead.
 */
function personRecord(p: Person, title: string): ListRecord | null {
  const bioguide = p.id?.bioguide?.trim();
  const id = bioguide || (p.id?.govtrack ? `govtrack-${p.id.govtrack}` : undefined);
  const url = bioguide
    ? `https://bioguide.congress.gov/search/bio/${bioguide}`
    : p.id?.wikidata ? `https://www.wikidata.org/wiki/${p.id.wikidata}` : 'https://github.com/unitedstates/congress-legislators';
  const n = p.name ?? {};
  const full = [n.first, n.middle, n.last].filter(Boolean).join(' ') + (n.suffix ? `, ${n.suffix}` : '');
  const name = n.official_full?.trim() || full.trim();
  if (!id || !name) return null;
  const rec = newRecord({
    list: 'us_congress',
    source_name: SOURCE_NAME,
    source_id: id,
    entity_type: 'individual',
    result_type: 'pep',
    name,
    url,
  });
  rec.names[0].parts = {
    ...(n.first ? { first: n.first } : {}),
    ...(n.middle ? { middle: n.middle } : {}),
    ...(n.last ? { last: n.last } : {}),
  };
  addAlias(rec, full, 'strong', 'full_name');
  if (n.nickname && n.last) addAlias(rec, `${n.nickname} ${n.last}`, 'strong', 'nickname');
  const birthday = isoDate(p.bio?.birthday);
  const dob = birthday ? parseDob(birthday) : undefined;
  if (dob) rec.dates_of_birth.push(dob);
  if (p.bio?.gender === 'M') rec.gender = 'male';
  if (p.bio?.gender === 'F') rec.gender = 'female';
  rec.nationalities = ['US'];
  rec.countries = ['US'];
  rec.title = title;
  rec.pep_tier = 'TIER_1';
  return rec;
}

function yamlList(text: string, file: string): Person[] {
  let data: unknown;
  try {
    // js-yaml parses these files ~5x faster than `yaml`; CORE_SCHEMA keeps dates as the published strings.
    data = loadYaml(text, { schema: CORE_SCHEMA, json: true });
  } catch (err) {
    throw new Error(`${file}: not valid YAML: ${(err as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error(`${file}: expected a YAML list of people`);
  return data as Person[];
}

/**
 * Parses both YAML texts (pure).
 * Input: legislators-current.yaml text, executive.yaml text (optional) and the options above.
 * Output: one TIER_1 PEP record per sitting member (title from the last term, plus any leadership
 * role current at `asOf`) and per president/vice president kept by the executive rule. A person
 * in both files keeps the legislator record. Entries without id (bioguide, else govtrack) or name are malformed.
 * @throws Error when a text is not YAML or not a list.
 */
export function parseCongress(
  currentYaml: string,
  executiveYaml: string | undefined,
  options: CongressOptions & { asOf: string },
): Pick<ListLoadResult, 'records' | 'malformed' | 'warnings'> {
  const problems = new Problems();
  const years = options.formerPepYears ?? 20;
  const asOf = options.asOf;
  const cutoff = `${Number(asOf.slice(0, 4)) - years}${asOf.slice(4)}`;
  const records = new Map<string, ListRecord>();

  for (const p of yamlList(currentYaml, CONGRESS_FILES.current)) {
    const term = p.terms?.[p.terms.length - 1];
    const roles = (p.leadership_roles ?? []).filter((r) => r.title && (!r.end || r.end >= asOf) && (!r.start || r.start <= asOf));
    const rec = term ? personRecord(p, [legislatorTitle(term), ...roles.map((r) => r.title)].join('; ')) : null;
    if (!rec) {
      problems.bad(`${CONGRESS_FILES.current}: entry without bioguide/govtrack id, name or terms`);
      continue;
    }
    rec.programs = ['US Congress'];
    records.set(rec.source_id, rec);
  }

  for (const p of executiveYaml ? yamlList(executiveYaml, CONGRESS_FILES.executive) : []) {
    const term = p.terms?.[p.terms.length - 1];
    if (!term?.end || !isoDate(term.end)) {
      problems.bad(`${CONGRESS_FILES.executive}: entry ${p.id?.bioguide ?? '?'} without a last term end date`);
      continue;
    }
    if (term.end < cutoff) continue; // former PEP for longer than formerPepYears
    const rec = personRecord(p, executiveTitle(p.terms ?? [term], asOf));
    if (rec) rec.programs = ['US Executive'];
    if (!rec) {
      problems.bad(`${CONGRESS_FILES.executive}: entry without bioguide/govtrack id or name`);
      continue;
    }
    if (!records.has(rec.source_id)) records.set(rec.source_id, rec);
  }
  return { records: [...records.values()], malformed: problems.malformed, warnings: problems.warnings };
}

/**
 * Loads the Congress PEP snapshot from `dir` (legislators-current.yaml required, executive.yaml
 * optional). `asOf` defaults to the folder date ("2026-06" -> 2026-06-01), else today.
 * @throws Error naming the path when a file is unreadable or not the expected YAML.
 */
export async function loadCongress(dir: string, options: CongressOptions = {}): Promise<ListLoadResult> {
  const folderDate = dateFromFolder(dir);
  const asOf = options.asOf ?? (folderDate ? `${folderDate}-01`.slice(0, 10) : new Date().toISOString().slice(0, 10));
  const current = decodeText(await readListFile(path.join(dir, CONGRESS_FILES.current)));
  let executive: string | undefined;
  try {
    executive = decodeText(await readListFile(path.join(dir, CONGRESS_FILES.executive)));
  } catch (err) {
    if (!isMissingFile(err)) throw err;
  }
  let parsed: Pick<ListLoadResult, 'records' | 'malformed' | 'warnings'>;
  try {
    parsed = parseCongress(current, executive, { ...options, asOf });
  } catch (err) {
    throw new Error(`${dir}/${(err as Error).message}`); // messages start with the file name
  }
  return { list: 'us_congress', path: dir, published_on: folderDate, ...parsed };
}
