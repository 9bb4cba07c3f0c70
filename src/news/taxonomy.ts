/**
 * The adverse-media category tree (pure data plus lookups, no I/O).
 *
 * Shape of a node, as the API serves it (api-facts.md "Category tree node"): `{external_id, name,
 * is_material, priority, sub_categories[]}`; `external_id` is a UUID (version 5, SHA-1, of
 * `urn:vigil:adverse-media-category:<code>` in the RFC 4122 URL namespace), so it is the same on every
 * installation. The tree is two levels deep: 14 top-level categories, each with one or more leaves.
 *
 * Sources:
 *  - FATF, "The FATF Recommendations" (2012, as updated), General Glossary, "Designated categories of
 *    offences": the 21 offence categories every country's money-laundering offence must cover. Each leaf
 *    names the designated categories it covers in `fatf` (the glossary's wording). Money laundering itself,
 *    sanctions evasion, cybercrime, insolvency, regulatory action and litigation are not in that list:
 *    money laundering and terrorist financing are the offences the list feeds (Recommendations 3 and 5),
 *    targeted financial sanctions are Recommendations 6 and 7, and cybercrime is a predicate offence under
 *    EU Directive 2018/1673 art. 2(1)(v) (on combating money laundering by criminal law).
 *  - GDELT GKG 2.1 theme codes (`gdelt_themes`), from GDELT's theme list
 *    (http://data.gdeltproject.org/api/v2/guides/LOOKUP-GKGTHEMES.TXT, with the GKG 2.1 codebook). Every
 *    code listed here except the six marked "(lookup)" below occurs in the staged real GKG files
 *    (`../shared/data/news/gdelt_gkg/`); the "(lookup)" ones (ORGANIZED_CRIME, CRIME_CARTELS,
 *    HUMAN_TRAFFICKING, ENV_POACHING, ENV_DEFORESTATION, ENV_OVERFISH) are in GDELT's list but not in
 *    those files. A code ending in `*` matches every code with that prefix (GDELT names one theme per
 *    terrorist group: `TAX_TERROR_GROUP_ISLAMIC_STATE`, ...). Leaves with an empty list have no GKG theme
 *    that names the offence: the text classifier alone assigns them.
 *    Deliberately NOT mapped: `TAX_FNCACT*` (GDELT's taxonomy of *functional actors*, "president",
 *    "police", nothing to do with tax), `ECON_TAXATION` and `EPU_POLICY_TAX` (tax policy), anti-corruption
 *    policy themes (`WB_832_ANTI_CORRUPTION`, `WB_2024_ANTI_CORRUPTION_AUTHORITIES`), `TAX_WEAPONS` (any
 *    mention of a weapon), `SEIZE` (power is seized too), `WB_1014_CRIMINAL_JUSTICE` (justice policy).
 *
 * `priority`: severity rank, 1 = most severe (api-facts: for priority, a lower number is more important);
 * a leaf has its parent's rank. `is_material`: the category is an AML/CFT predicate offence (above) or
 * regulatory action, as issue 17 defines materiality; an article is material only when, in addition, the
 * text reports official action (decided in the pipeline, not here).
 *
 * `triggers`: words and phrases that name the offence in English news; they are compared after the
 * classifier's tokenisation (folded, stop words out, Porter-stemmed: "laundered" and "laundering" both
 * match "launder"). They pick the category of an adverse article and find the sentence that says what an
 * entity is accused of (`entity-adverse.ts`); whether an article is adverse at all is the trained
 * classifier's decision (`adverse-classifier.ts`).
 */
import { createHash } from 'node:crypto';
import { wordTokens } from './text-features.js';

/** A node of the category tree, with the fields the classifier uses beside the API ones. */
export interface AdverseCategory {
  /** Stable slug, `parent` or `parent.leaf` (e.g. `trafficking.drugs`). */
  code: string;
  /** UUID v5 of the code (see module comment). */
  external_id: string;
  name: string;
  /** Severity rank, 1 = most severe. */
  priority: number;
  is_material: boolean;
  /** FATF designated categories of offences covered (glossary wording); empty when none. */
  fatf: string[];
  /** GDELT GKG theme codes mapped to this node (`X*` = prefix). Leaves only. */
  gdelt_themes: string[];
  /** Offence words and phrases (unstemmed; see module comment). Leaves only. */
  triggers: string[];
  sub_categories: AdverseCategory[];
}

/** The API shape of a node (api-facts.md). */
export interface ApiCategory {
  external_id: string;
  name: string;
  priority: number;
  is_material: boolean;
  sub_categories: ApiCategory[];
}

interface LeafSpec {
  code: string;
  name: string;
  is_material?: boolean;
  fatf: string[];
  themes: string[];
  triggers: string[];
}
interface TopSpec {
  code: string;
  name: string;
  is_material: boolean;
  leaves: LeafSpec[];
}

// Listed in severity order: the index + 1 is the priority.
const SPEC: TopSpec[] = [
  {
    code: 'terrorism',
    name: 'Terrorism and terrorist financing',
    is_material: true,
    leaves: [{
      code: 'terrorism_financing',
      name: 'Terrorism and terrorist financing',
      fatf: ['terrorism, including terrorist financing'],
      themes: ['TERROR', 'WB_2467_TERRORISM', 'TAX_TERROR_GROUP*'],
      triggers: ['terrorism', 'terrorist', 'terror financing', 'financing of terrorism', 'terror group', 'jihadist', 'extremist group', 'islamic state', 'al qaeda', 'suicide bombing'],
    }],
  },
  {
    code: 'sanctions',
    name: 'Sanctions evasion',
    is_material: true,
    leaves: [{
      code: 'sanctions_evasion',
      name: 'Sanctions and sanctions evasion',
      fatf: [],
      themes: ['SANCTIONS'],
      triggers: ['sanctions', 'sanctioned', 'sanctions evasion', 'evade sanctions', 'evading sanctions', 'sanctions busting', 'blacklisted', 'asset freeze', 'assets frozen', 'frozen assets', 'ofac', 'specially designated', 'embargo'],
    }],
  },
  {
    code: 'money_laundering',
    name: 'Money laundering',
    is_material: true,
    leaves: [{
      code: 'money_laundering',
      name: 'Money laundering',
      fatf: [],
      themes: ['ECON_MONEYLAUNDERING', 'WB_2076_MONEY_LAUNDERING'],
      triggers: ['money laundering', 'laundering', 'laundered', 'launderer', 'launder money', 'proceeds of crime', 'illicit funds', 'dirty money', 'anti-money laundering violations'],
    }],
  },
  {
    code: 'trafficking',
    name: 'Trafficking',
    is_material: true,
    leaves: [
      {
        code: 'human',
        name: 'Human trafficking and migrant smuggling',
        fatf: ['trafficking in human beings and migrant smuggling', 'sexual exploitation, including sexual exploitation of children'],
        themes: ['HUMAN_TRAFFICKING'],
        triggers: ['human trafficking', 'trafficking in persons', 'sex trafficking', 'people smuggling', 'migrant smuggling', 'people smuggler', 'sexual exploitation', 'child exploitation', 'trafficked women'],
      },
      {
        code: 'drugs',
        name: 'Drug trafficking',
        fatf: ['illicit trafficking in narcotic drugs and psychotropic substances'],
        themes: ['DRUG_TRADE', 'CRIME_ILLEGAL_DRUGS', 'WB_2456_DRUGS_AND_NARCOTICS'],
        triggers: ['drug trafficking', 'drug trafficker', 'drug smuggling', 'narcotics', 'cocaine', 'heroin', 'methamphetamine', 'fentanyl', 'drug lord', 'drug kingpin', 'drug cartel', 'narco'],
      },
      {
        code: 'arms',
        name: 'Arms trafficking',
        fatf: ['illicit arms trafficking'],
        themes: [],
        triggers: ['arms trafficking', 'arms smuggling', 'weapons smuggling', 'gun running', 'gunrunning', 'arms dealer', 'illegal arms', 'illegal weapons'],
      },
      {
        code: 'wildlife',
        name: 'Wildlife trafficking',
        fatf: ['environmental crime'],
        themes: ['ENV_POACHING'],
        triggers: ['wildlife trafficking', 'poaching', 'poacher', 'ivory', 'rhino horn', 'pangolin', 'illegal wildlife trade'],
      },
      {
        code: 'stolen_goods',
        name: 'Trafficking in stolen and other goods',
        fatf: ['illicit trafficking in stolen and other goods'],
        themes: [],
        triggers: ['stolen goods', 'looted antiquities', 'illicit trafficking', 'fencing stolen'],
      },
    ],
  },
  {
    code: 'organised_crime',
    name: 'Organised crime',
    is_material: true,
    leaves: [
      {
        code: 'racketeering',
        name: 'Organised crime and racketeering',
        fatf: ['participation in an organised criminal group and racketeering'],
        themes: ['WB_2453_ORGANIZED_CRIME', 'WB_2452_GANGS', 'ORGANIZED_CRIME', 'CRIME_CARTELS'],
        triggers: ['organized crime', 'organised crime', 'mafia', 'mafioso', 'cartel', 'racketeering', 'racketeer', 'gangster', 'mobster', 'crime family', 'crime boss', 'criminal organization', 'criminal organisation', 'criminal network', 'camorra', 'ndrangheta', 'triad', 'yakuza', 'gang'],
      },
      {
        code: 'kidnapping_extortion',
        name: 'Kidnapping and extortion',
        fatf: ['kidnapping, illegal restraint and hostage-taking', 'extortion'],
        themes: ['KIDNAP'],
        triggers: ['kidnapping', 'kidnapped', 'kidnapper', 'abduction', 'hostage', 'ransom', 'extortion', 'extorted', 'extort', 'blackmail'],
      },
      {
        code: 'violent_crime',
        name: 'Murder, robbery and theft',
        fatf: ['murder, grievous bodily injury', 'robbery or theft'],
        themes: ['CRIME_COMMON_ROBBERY'],
        triggers: ['murder', 'murdered', 'homicide', 'manslaughter', 'robbery', 'armed robbery', 'theft', 'stole', 'stolen', 'burglary', 'assault'],
      },
      {
        code: 'smuggling_piracy',
        name: 'Smuggling and piracy',
        fatf: ['smuggling (including in relation to customs and excise duties and taxes)', 'piracy'],
        themes: [],
        triggers: ['smuggling', 'smuggler', 'smuggled', 'contraband', 'piracy', 'pirates'],
      },
    ],
  },
  {
    code: 'corruption',
    name: 'Corruption and bribery',
    is_material: true,
    leaves: [
      {
        code: 'bribery',
        name: 'Bribery',
        fatf: ['corruption and bribery'],
        themes: ['WB_2020_BRIBERY_FRAUD_AND_COLLUSION'],
        triggers: ['bribery', 'bribe', 'bribes', 'bribed', 'kickback', 'kickbacks', 'foreign corrupt practices', 'fcpa', 'payoff', 'paid off officials'],
      },
      {
        code: 'public_corruption',
        name: 'Corruption and abuse of office',
        fatf: ['corruption and bribery'],
        themes: ['CORRUPTION'],
        triggers: ['corruption', 'corrupt', 'graft', 'abuse of office', 'abuse of power', 'influence peddling', 'nepotism', 'cronyism', 'misuse of public funds', 'misappropriation of public funds', 'illicit enrichment', 'state capture'],
      },
    ],
  },
  {
    code: 'fraud',
    name: 'Fraud',
    is_material: true,
    leaves: [
      {
        code: 'financial_fraud',
        name: 'Fraud and embezzlement',
        fatf: ['fraud'],
        themes: ['WB_2020_BRIBERY_FRAUD_AND_COLLUSION'],
        triggers: ['fraud', 'fraudulent', 'fraudster', 'fraudsters', 'defraud', 'defrauded', 'defrauding', 'scam', 'scammer', 'scammed', 'ponzi', 'pyramid scheme', 'embezzlement', 'embezzled', 'embezzling', 'swindle', 'swindled', 'misappropriation', 'misappropriated', 'false accounting', 'boiler room', 'deceived investors', 'misled investors', 'cheated'],
      },
      {
        code: 'market_abuse',
        name: 'Insider trading and market manipulation',
        fatf: ['insider trading and market manipulation'],
        themes: [],
        triggers: ['insider trading', 'insider dealing', 'market manipulation', 'manipulating the market', 'stock manipulation', 'spoofing', 'pump and dump', 'front running', 'rigging'],
      },
      {
        code: 'forgery_counterfeiting',
        name: 'Forgery and counterfeiting',
        fatf: ['forgery', 'counterfeiting currency', 'counterfeiting and piracy of products'],
        themes: [],
        triggers: ['forgery', 'forged', 'counterfeit', 'counterfeiting', 'counterfeiter', 'fake documents', 'falsified documents', 'falsified'],
      },
    ],
  },
  {
    code: 'tax_crime',
    name: 'Tax crime',
    is_material: true,
    leaves: [{
      code: 'tax_evasion',
      name: 'Tax evasion and tax fraud',
      fatf: ['tax crimes (related to direct taxes and indirect taxes)'],
      themes: [],
      triggers: ['tax evasion', 'evading taxes', 'evaded taxes', 'evade taxes', 'tax fraud', 'tax evader', 'vat fraud', 'carousel fraud', 'undeclared income', 'undeclared assets', 'hidden offshore', 'sales tax evasion'],
    }],
  },
  {
    code: 'cybercrime',
    name: 'Cybercrime',
    is_material: true,
    leaves: [{
      code: 'cybercrime',
      name: 'Cybercrime',
      fatf: [],
      themes: ['CYBER_ATTACK'],
      triggers: ['cybercrime', 'cyber crime', 'hacker', 'hackers', 'hacking', 'hacked', 'ransomware', 'cyberattack', 'cyber attack', 'malware', 'phishing', 'data breach', 'identity theft', 'darknet', 'dark web'],
    }],
  },
  {
    code: 'environmental_crime',
    name: 'Environmental crime',
    is_material: true,
    leaves: [
      {
        code: 'pollution',
        name: 'Pollution and environmental damage',
        fatf: ['environmental crime'],
        themes: [],
        triggers: ['illegal dumping', 'toxic waste', 'hazardous waste', 'oil spill', 'pollution', 'polluted', 'polluting', 'contamination', 'contaminated', 'emissions cheating', 'environmental violations', 'environmental crime'],
      },
      {
        code: 'resources',
        name: 'Illegal logging, fishing and mining',
        fatf: ['environmental crime'],
        themes: ['ENV_DEFORESTATION', 'ENV_OVERFISH'],
        triggers: ['illegal logging', 'deforestation', 'illegal fishing', 'overfishing', 'illegal mining', 'timber smuggling'],
      },
    ],
  },
  {
    code: 'labour_human_rights',
    name: 'Labour and human-rights abuse',
    is_material: false,
    leaves: [
      {
        code: 'forced_labour',
        name: 'Forced labour, child labour and slavery',
        is_material: true,
        fatf: ['trafficking in human beings and migrant smuggling'],
        themes: ['SOC_SLAVERY'],
        triggers: ['forced labour', 'forced labor', 'child labour', 'child labor', 'slavery', 'modern slavery', 'slave labour', 'slave labor', 'bonded labour', 'bonded labor', 'debt bondage'],
      },
      {
        code: 'abuse',
        name: 'Human-rights and workplace abuse',
        fatf: [],
        themes: ['WB_2507_HUMAN_RIGHTS_ABUSES_AND_VIOLATIONS'],
        triggers: ['human rights abuses', 'human rights violations', 'torture', 'sexual abuse', 'sexual harassment', 'harassment', 'physical abuse', 'abused', 'discrimination', 'wage theft', 'unsafe working conditions', 'labour violations', 'labor violations', 'union busting'],
      },
    ],
  },
  {
    code: 'regulatory_action',
    name: 'Regulatory action',
    is_material: true,
    leaves: [{
      code: 'enforcement',
      name: 'Regulatory fines, sanctions and licence actions',
      fatf: [],
      themes: ['WB_2025_INVESTIGATION', 'CONFISCATION'],
      triggers: ['fined', 'penalty', 'penalties', 'penalised', 'penalized', 'enforcement action', 'cease and desist', 'licence revoked', 'license revoked', 'revoked', 'revokes', 'suspended licence', 'debarred', 'debarment', 'disqualified', 'consent order', 'censured', 'reprimanded'],
    }],
  },
  {
    code: 'insolvency',
    name: 'Insolvency',
    is_material: false,
    leaves: [{
      code: 'bankruptcy',
      name: 'Bankruptcy and insolvency',
      fatf: [],
      themes: ['ECON_BANKRUPTCY'],
      triggers: ['bankruptcy', 'bankrupt', 'insolvency', 'insolvent', 'liquidation', 'receivership', 'winding up', 'defaulted', 'went bust', 'collapsed', 'administrators appointed'],
    }],
  },
  {
    code: 'litigation',
    name: 'Litigation and criminal proceedings',
    is_material: false,
    leaves: [
      {
        code: 'criminal_proceedings',
        name: 'Arrest, charge, trial and conviction',
        fatf: [],
        themes: ['ARREST', 'TRIAL'],
        triggers: ['arrested', 'arrest', 'charged', 'indicted', 'indictment', 'convicted', 'conviction', 'sentenced', 'jailed', 'imprisoned', 'prison', 'pleaded guilty', 'pleads guilty', 'found guilty', 'prosecuted', 'prosecution', 'prosecutors', 'accused', 'allegedly', 'detained', 'investigation', 'investigated', 'probe', 'raided', 'extradited', 'extradition', 'fugitive', 'custody', 'criminal charges'],
      },
      {
        code: 'civil_litigation',
        name: 'Lawsuits and civil litigation',
        fatf: [],
        themes: [],
        triggers: ['sued', 'sues', 'suing', 'lawsuit', 'class action', 'litigation', 'plaintiff', 'plaintiffs', 'filed a complaint', 'damages claim', 'court ruled', 'settlement'],
      },
    ],
  },
];

const URL_NAMESPACE = '6ba7b8119dad11d180b400c04fd430c8';

/** RFC 4122 version-5 UUID of `name` in the URL namespace. */
function uuidV5(name: string): string {
  const hash = createHash('sha1').update(Buffer.from(URL_NAMESPACE, 'hex')).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const categoryId = (code: string) => uuidV5(`urn:vigil:adverse-media-category:${code}`);

/** The category tree, top-level categories in severity order. */
export const ADVERSE_TAXONOMY: readonly AdverseCategory[] = SPEC.map((top, i) => {
  const leaves = top.leaves.map((leaf): AdverseCategory => {
    const code = `${top.code}.${leaf.code}`;
    return {
      code,
      external_id: categoryId(code),
      name: leaf.name,
      priority: i + 1,
      is_material: leaf.is_material ?? top.is_material,
      fatf: leaf.fatf,
      gdelt_themes: leaf.themes,
      triggers: leaf.triggers,
      sub_categories: [],
    };
  });
  return {
    code: top.code,
    external_id: categoryId(top.code),
    name: top.name,
    priority: i + 1,
    is_material: top.is_material,
    fatf: [...new Set(leaves.flatMap((l) => l.fatf))],
    gdelt_themes: [],
    triggers: [],
    sub_categories: leaves,
  };
});

/** Every leaf of the tree, in tree order. */
export const ADVERSE_LEAVES: readonly AdverseCategory[] = ADVERSE_TAXONOMY.flatMap((c) => c.sub_categories);

const BY_CODE = new Map<string, AdverseCategory>(ADVERSE_TAXONOMY.flatMap((c) => [[c.code, c] as const, ...c.sub_categories.map((l) => [l.code, l] as const)]));

/** The node with `code` (`terrorism`, `trafficking.drugs`, ...), or undefined. */
export function categoryByCode(code: string): AdverseCategory | undefined {
  return BY_CODE.get(code);
}

/** The top-level category of a leaf or top-level `code` (`fraud.market_abuse` -> the `fraud` node). */
export function topCategoryOf(code: string): AdverseCategory | undefined {
  return BY_CODE.get(code.split('.')[0]);
}

/** The tree as the API serves it (only the api-facts fields). */
export function apiCategoryTree(nodes: readonly AdverseCategory[] = ADVERSE_TAXONOMY): ApiCategory[] {
  return nodes.map((n) => ({ external_id: n.external_id, name: n.name, priority: n.priority, is_material: n.is_material, sub_categories: apiCategoryTree(n.sub_categories) }));
}

const EXACT_THEMES = new Map<string, string[]>();
const PREFIX_THEMES: Array<[string, string]> = [];
for (const leaf of ADVERSE_LEAVES) {
  for (const theme of leaf.gdelt_themes) {
    if (theme.endsWith('*')) PREFIX_THEMES.push([theme.slice(0, -1), leaf.code]);
    else EXACT_THEMES.set(theme, [...(EXACT_THEMES.get(theme) ?? []), leaf.code]);
  }
}

/**
 * Leaf codes named by a GKG article's themes (V1Themes codes, or V2EnhancedThemes with the `,offset`
 * already removed), in tree order without repeats. Unknown themes are ignored.
 */
export function categoriesForThemes(themes: Iterable<string>): string[] {
  const hits = new Set<string>();
  for (const raw of themes) {
    const theme = raw.trim();
    for (const code of EXACT_THEMES.get(theme) ?? []) hits.add(code);
    for (const [prefix, code] of PREFIX_THEMES) if (theme.startsWith(prefix)) hits.add(code);
  }
  return ADVERSE_LEAVES.map((l) => l.code).filter((c) => hits.has(c));
}

/** A trigger after tokenisation: the stemmed tokens it is made of. */
export interface CompiledTrigger {
  leaf: string;
  phrase: string;
  tokens: string[];
}

/** Every leaf trigger, tokenised like the classifier's text (see `wordTokens`). */
export const COMPILED_TRIGGERS: readonly CompiledTrigger[] = ADVERSE_LEAVES.flatMap((leaf) => {
  // Phrases of one leaf that stem alike ("laundered", "laundering") are one trigger: the first is kept.
  const seen = new Set<string>();
  return leaf.triggers
    .map((phrase) => ({ leaf: leaf.code, phrase, tokens: wordTokens(phrase) }))
    .filter((t) => t.tokens.length > 0 && !seen.has(t.tokens.join(' ')) && seen.add(t.tokens.join(' ')));
});

/** Leaves that are proceedings or outcomes (arrest, fine, bankruptcy, lawsuit) rather than an offence. */
export const PROCEEDING_LEAVES: ReadonlySet<string> = new Set(['litigation.criminal_proceedings', 'litigation.civil_litigation', 'regulatory_action.enforcement']);
