/**
 * Company linking: which tracked companies an article is about (issue 17 pipeline step 2). Ours, on
 * the screening engine's name normalisation (screening/normalise.ts), so a company name and an
 * article's words are folded alike (case, diacritics, scripts, "&"/"AND", dotted initialisms).
 *
 * A company's names (its name, trade names, previous names) are reduced to their informative tokens:
 * the legal form is optional in the text ("Equinor" and "Equinor ASA" both name EQUINOR ASA), and a
 * name of generic words only ("Holdings Ltd") is never linked. A name links when its informative
 * tokens appear as consecutive words of the title or text (word boundaries, no partial words), with:
 * - confidence 0.95 when the legal form follows too, 0.9 for a name of two or more informative tokens,
 *   0.85 for one token that is no English word ("Equinor");
 * - a one-token name that IS an English word ("Shell", "Target", "Next": the `word-list` package's
 *   English words) only when the legal form follows it or GDELT's own organisation extraction for the
 *   article names the company, else it is not linked: the common-word guard;
 * - +0.03 (capped at 1) when the mention is in the title.
 * Role, where the sentence says it: `accused` when an offence verb follows the name in its sentence
 * ("X was fined", "X charged", "X accused of"), `claimant` when the name sues ("X sued", "X files
 * lawsuit"), else `subject`.
 */
import fs from 'node:fs';
import wordListPath from 'word-list';
import { foldText, normaliseName } from '../screening/normalise.js';

let englishWords: Set<string> | undefined;
/** The `word-list` package's English words, folded (loaded on first use: about 274,000 words). */
function isEnglishWord(folded: string): boolean {
  englishWords ??= new Set(fs.readFileSync(wordListPath, 'utf8').split('\n').map((w) => w.trim().toUpperCase()));
  return englishWords.has(folded);
}

export interface LinkableCompany {
  id: string;
  organisation_id: string;
  /** Name first, then trade names and previous names. */
  names: string[];
}

export interface CompanyMention {
  company_id: string;
  organisation_id: string;
  /** 0–1 (module doc). */
  confidence: number;
  /** The name of the company that matched. */
  matched_name: string;
  in_title: boolean;
  role: 'accused' | 'claimant' | 'subject';
}

interface Pattern {
  company: LinkableCompany;
  name: string;
  core: string[];
  legal: Set<string>;
  commonWord: boolean;
}

// "X was sued" is accused; "X sued Y" is the claimant.
const ACCUSED = /^((WAS|WERE|IS|HAS BEEN|HAVE BEEN) (FINED|CHARGED|ACCUSED|INDICTED|CONVICTED|SANCTIONED|PENALI[SZ]ED|SUED|INVESTIGATED|RAIDED|PROBED|BANNED|ARRESTED)|(FINED|CHARGED|ACCUSED|INDICTED|CONVICTED|SANCTIONED|PENALI[SZ]ED|RAIDED|PROBED|BANNED|ARRESTED))\b/;
const CLAIMANT = /^(SUES|SUED|FILES? (A )?(LAWSUIT|SUIT|CLAIM)|TAKES .* TO COURT)\b/;

export class CompanyLinker {
  private readonly byFirst = new Map<string, Pattern[]>();

  /** Indexes `companies`' names (module doc). */
  constructor(companies: LinkableCompany[]) {
    for (const company of companies) {
      for (const name of new Set(company.names.filter((n) => n?.trim()))) {
        const norm = normaliseName(name, { type: 'company' });
        const core = norm.tokens.filter((t) => t.cls !== 'legal').map((t) => t.raw || t.text);
        if (!core.length || norm.tokens.filter((t) => t.cls !== 'legal').every((t) => t.cls === 'generic')) continue;
        const legal = new Set(norm.tokens.filter((t) => t.cls === 'legal').flatMap((t) => [t.text, t.raw]));
        const pattern: Pattern = { company, name, core, legal, commonWord: core.length === 1 && isEnglishWord(core[0]) };
        const list = this.byFirst.get(core[0]);
        if (list) list.push(pattern);
        else this.byFirst.set(core[0], [pattern]);
      }
    }
  }

  /** The tracked companies `article` is about, best confidence per company. `organizations`: GDELT GKG V2Organizations names, when known. */
  link(article: { title: string; text?: string; organizations?: readonly string[] }): CompanyMention[] {
    const orgs = new Set((article.organizations ?? []).map((o) => foldText(o)));
    const best = new Map<string, CompanyMention>();
    for (const [part, inTitle] of [[article.title, true], [article.text ?? '', false]] as const) {
      for (const sentence of part.split(/(?<=[.!?])\s+/)) {
        const words = foldText(sentence).split(' ').filter(Boolean);
        for (let i = 0; i < words.length; i++) {
          for (const p of this.byFirst.get(words[i]) ?? []) {
            if (!p.core.every((w, k) => words[i + k] === w)) continue;
            const after = i + p.core.length;
            const legalFollows = after < words.length && p.legal.has(words[after]);
            const gdeltNames = orgs.has(p.core.join(' '));
            if (p.commonWord && !legalFollows && !gdeltNames) continue; // the common-word guard
            const base = legalFollows ? 0.95 : p.core.length > 1 ? 0.9 : 0.85;
            const rest = words.slice(after + (legalFollows ? 1 : 0)).join(' ');
            const role = ACCUSED.test(rest) ? 'accused' : CLAIMANT.test(rest) ? 'claimant' : 'subject';
            const mention: CompanyMention = {
              company_id: p.company.id,
              organisation_id: p.company.organisation_id,
              confidence: Math.min(1, base + (inTitle ? 0.03 : 0)),
              matched_name: p.name,
              in_title: inTitle,
              role,
            };
            const prev = best.get(p.company.id);
            if (!prev || mention.confidence > prev.confidence || (prev.role === 'subject' && role !== 'subject')) {
              best.set(p.company.id, prev && prev.confidence > mention.confidence ? { ...prev, role } : mention);
            }
          }
        }
      }
    }
    return [...best.values()].sort((a, b) => b.confidence - a.confidence);
  }
}
