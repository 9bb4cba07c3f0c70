/**
 * Company linking: which tracked companies an article is about (issue 17 pipeline step 2). Ours, on
 * the screening engine's name normalisation (screening/normalise.ts), so a company name and an
 * article's words are folded alike (case, diacritics, scripts, "&"/"AND", dotted initialisms).
 *
 * Each name (name, trade names, previous names) gives word patterns (linking-names.ts): the full name
 * without its legal form, and a distinctive head (the name minus generic organisation words:
 * "Samsung" for Samsung Electronics Co., Ltd.). A pattern links when its words appear as consecutive
 * whole words of a title or text sentence, except:
 * - a one- or two-character pattern ("X" of X Corp.) only when its legal form follows ("X Corp");
 * - the common-word guard: a one-word name or head made of English words ("Shell", "Target", "Cava")
 *   only when its legal form follows, GDELT's organisation extraction for the article names it, or
 *   the text writes it as a proper name (linking-text.ts `properNameAt`: capitalised inside an
 *   ordinary sentence, not opening it, not in a Title Case headline, not part of a longer capitalised
 *   name such as "Reform UK"). Once confirmed in an article, its other mentions there count too;
 * - a head is dropped when two tracked companies share it, and a head match gives way to another
 *   company's longer match over the same words ("Alibaba Health ..." is not Alibaba Group).
 * Confidence (0–1): full name with its legal form 0.95, a full name of two or more words 0.9, of one
 * word 0.85, a head 0.8 (0.9 with the legal form); a common word confirmed only by its writing at most
 * 0.8; +0.03 (capped at 1) in the title. Role, where the sentence says it: `accused` when an offence
 * verb follows the name in its sentence ("X was fined", "X charged", "X accused of"), `claimant` when
 * the name sues ("X sued", "X files lawsuit"), else `subject`.
 */
import { foldText } from '../screening/normalise.js';
import { namePatterns, type NamePattern } from './linking-names.js';
import { nextListItem, properNameAt, readSentences, type TextSentence } from './linking-text.js';

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

interface Pattern extends NamePattern {
  company: LinkableCompany;
}

interface Match {
  p: Pattern;
  sentence: TextSentence;
  from: number;
  to: number;
  inTitle: boolean;
}

// "X was sued" is accused; "X sued Y" is the claimant.
const ACCUSED = /^((WAS|WERE|IS|HAS BEEN|HAVE BEEN) (FINED|CHARGED|ACCUSED|INDICTED|CONVICTED|SANCTIONED|PENALI[SZ]ED|SUED|INVESTIGATED|RAIDED|PROBED|BANNED|ARRESTED)|(FINED|CHARGED|ACCUSED|INDICTED|CONVICTED|SANCTIONED|PENALI[SZ]ED|RAIDED|PROBED|BANNED|ARRESTED))\b/;
const CLAIMANT = /^(SUES|SUED|FILES? (A )?(LAWSUIT|SUIT|CLAIM)|TAKES .* TO COURT)\b/;

export class CompanyLinker {
  private readonly byFirst = new Map<string, Pattern[]>();

  /** Indexes `companies`' names (module doc). */
  constructor(companies: LinkableCompany[]) {
    const patterns = companies.flatMap((company) =>
      [...new Set(company.names.filter((n) => n?.trim()))].flatMap((name) => namePatterns(name).map((p) => ({ ...p, company }))));
    // A head two companies share names neither.
    const owners = new Map<string, Set<string>>();
    for (const p of patterns) {
      const key = p.words.join(' ');
      owners.set(key, (owners.get(key) ?? new Set()).add(p.company.id));
    }
    for (const p of patterns) {
      if (p.kind === 'head' && (owners.get(p.words.join(' '))?.size ?? 0) > 1) continue;
      const list = this.byFirst.get(p.words[0]);
      if (list) list.push(p);
      else this.byFirst.set(p.words[0], [p]);
    }
  }

  /** Every place a pattern's words occur in `sentence`, a head match left out when another company's longer match covers it. */
  private matches(sentence: TextSentence, inTitle: boolean): Match[] {
    const words = sentence.words;
    const found: Match[] = [];
    for (let i = 0; i < words.length; i++) {
      for (const p of this.byFirst.get(words[i].text) ?? []) {
        if (p.words.every((w, k) => words[i + k]?.text === w)) found.push({ p, sentence, from: i, to: i + p.words.length, inTitle });
      }
    }
    return found.filter((m) => m.p.kind !== 'head' || !found.some((o) =>
      o.p.company.id !== m.p.company.id && o.from <= m.from && o.to >= m.to && o.to - o.from > m.to - m.from));
  }

  /** The tracked companies `article` is about, best confidence per company. `organizations`: GDELT GKG V2Organizations names, when known. */
  link(article: { title: string; text?: string; organizations?: readonly string[] }): CompanyMention[] {
    const orgs = new Set((article.organizations ?? []).map((o) => foldText(o)));
    const found = [
      ...readSentences(article.title).flatMap((s) => this.matches(s, true)),
      ...readSentences(article.text ?? '').flatMap((s) => this.matches(s, false)),
    ];
    const scored = found.flatMap((m) => {
      const words = m.sentence.words;
      const legalFollows = m.to < words.length && m.p.legal.has(words[m.to].text);
      // A one- or two-character name needs its legal form, except a two-letter acronym written as one
      // ("BP", "HP") in a sentence that is not itself in capitals.
      const acronym = m.p.words[0].length === 2 && words[m.from].allCaps && !m.sentence.allCaps;
      if (m.p.short && !legalFollows && !acronym) return [];
      let base = m.p.kind === 'head' ? (legalFollows ? 0.9 : 0.8) : legalFollows ? 0.95 : m.p.words.length > 1 ? 0.9 : 0.85;
      let confirmed = true;
      if (m.p.common && !legalFollows && !orgs.has(m.p.words.join(' '))) {
        confirmed = properNameAt(m.sentence, m.from, m.to); // the common-word guard
        base = Math.min(base, 0.8);
      }
      const rest = words.slice(m.to + (legalFollows ? 1 : 0)).map((w) => w.text).join(' ');
      const role: CompanyMention['role'] = ACCUSED.test(rest) ? 'accused' : CLAIMANT.test(rest) ? 'claimant' : 'subject';
      return [{ m, base, confirmed, role }];
    });
    // A capitalised common word listed beside a confirmed company ("Google, Amazon, Microsoft", "Apple and Samsung") is a company too.
    const listedWith = (a: Match, b: Match) => a.sentence === b.sentence && nextListItem(a.sentence, a.to) === b.from;
    for (const x of scored) {
      if (x.confirmed || !x.m.sentence.words.slice(x.m.from, x.m.to).every((w) => w.capitalised)) continue;
      x.confirmed = scored.some((y) => y.confirmed && y.m.p.company.id !== x.m.p.company.id && (listedWith(x.m, y.m) || listedWith(y.m, x.m)));
    }
    const confirmedIds = new Set(scored.filter((x) => x.confirmed).map((x) => x.m.p.company.id));
    const best = new Map<string, CompanyMention>();
    for (const { m, base, role } of scored) {
      if (!confirmedIds.has(m.p.company.id)) continue;
      const mention: CompanyMention = {
        company_id: m.p.company.id,
        organisation_id: m.p.company.organisation_id,
        confidence: Math.min(1, Math.round((base + (m.inTitle ? 0.03 : 0)) * 100) / 100),
        matched_name: m.p.name,
        in_title: m.inTitle,
        role,
      };
      const prev = best.get(mention.company_id);
      if (!prev || mention.confidence > prev.confidence || (prev.role === 'subject' && role !== 'subject')) {
        best.set(mention.company_id, prev && prev.confidence > mention.confidence ? { ...prev, role } : mention);
      }
    }
    return [...best.values()].sort((a, b) => b.confidence - a.confidence);
  }
}
