/**
 * The class and static weight of a folded token (rules 4-6 and 12 of normalise.ts): the weight of
 * each class (`CLASS_WEIGHTS`), `classify`, whether a name of unknown type reads as an organisation's
 * (`looksLikeOrg`), the letters a person's name writes with a dot (`dottedLetters`) and the weight of
 * short tokens (`lengthFactor`). Used by pipeline.ts; `CLASS_WEIGHTS` and `classify` are re-exported
 * by normalise.ts.
 */
import type { TokenClass } from './types.js';
import { PARTICLES } from './name-words.js';
import { GENERIC_ORG_WORDS } from './org-words.js';
import { LEGAL_FORM_CODE } from './numbers.js';

/**
 * Static weight per token class (0–1). Legal forms carry almost no identity; generic organisation
 * words little; particles ("AL", "BIN", "DE") almost none; initials little (they are checked, but a
 * matching initial alone proves little). Source: common practice in name screening (legal-form and
 * stop-word down-weighting), values tuned on the name-pair evaluation set as a whole.
 */
export const CLASS_WEIGHTS: Record<TokenClass, number> = {
  name: 1,
  number: 0.25,
  initial: 0.3,
  generic: 0.3,
  particle: 0.12,
  legal: 0.08,
};

/**
 * The legal-form codes that stay legal forms in a person's name: words no person is named (LTD,
 * COMPANY, GMBH, the post-Soviet JSC and LLC codes). The other codes are names there, as the lists and
 * legislatures print them: PAO (Pao Yu-liang), SAE (Sae Chang, Thai), SIA (Sia Agha Sayeed), PAT (Pat
 * Fallon), EK (Ek Nath Dhakal), SAS (Eva Sas), PRAT (Patrice Prat), TOV (Shem-Tov), DOO (Korean 두),
 * and AG, the Tuareg "son of" (Iyad ag Ghali), a particle (`PARTICLES`).
 */
const PERSON_LEGAL_FORMS = new Set([
  'LLC', 'OOO', 'LTD', 'LIMITED', 'LTDA', 'PTE', 'PTY', 'PVT', 'GMBH', 'MBH', 'KGAA', 'OAO', 'ZAO', 'JSC', 'OJSC', 'CJSC', 'PJSC',
  'JSCB', 'SARL', 'SRL', 'SPRL', 'EURL', 'AKTIENGESELLSCHAFT', 'COMPANY', 'CORP', 'CORPORATION', 'INC', 'INCORPORATED', 'PLC',
  'LLP', 'LLLP', 'FZE', 'FZCO', 'FZLLC', 'DMCC', 'WLL', 'BHD', 'SDN', 'TBK', 'KFT', 'ZRT', 'NYRT', 'EOOD', 'KABUSHIKIGAISHA',
  'LTDCO', 'COLTD', 'SPZOO', 'SRLTDA', 'GGMBH', 'FGUP', 'FSUE', 'ZHSHS', 'ZHCHK', 'MCHZH', 'JDMM', 'MCHJ', 'AISBL', 'ASBL',
]);

/** Classify a folded token and give its class weight. `isOrg` says the name is an organisation's. */
export function classify(text: string, isOrg: boolean): TokenClass {
  if (/^\d+$/.test(text)) return 'number';
  // In a person's name a legal-form code is a name word, a particle or an initial unless it is
  // unmistakably a company's (`PERSON_LEGAL_FORMS`: an organisation filed as a person keeps its LTD).
  if (LEGAL_FORM_CODE.has(text) && (isOrg || PERSON_LEGAL_FORMS.has(text))) return 'legal';
  if (PARTICLES.has(text)) return 'particle';
  if (text.length === 1) return 'initial';
  if (GENERIC_ORG_WORDS.has(text)) return isOrg ? 'generic' : 'name';
  return 'name';
}

/** Detects a probable organisation name from its words when the type is unknown. */
export function looksLikeOrg(tokens: string[]): boolean {
  for (const t of tokens) {
    // ANO is also a given name and surname (Japanese Ano, Indonesian Ano): alone no sign of an organisation.
    if (t.length > 2 && LEGAL_FORM_CODE.has(t) && t !== 'ANO') return true;
    if (GENERIC_ORG_WORDS.has(t)) return true;
  }
  return false;
}

/** A single letter followed by a dot, standing alone ("I." in "Rosa I. DIAZ"). */
const DOTTED_LETTER_RE = /(?:^|[\s,])(\p{L})\.(?!\p{L}\.)/gu;

/**
 * The single letters a person's name writes with a dot ("Rosa I. DIAZ" -> "I"), upper case, or
 * undefined when there are none: such a letter is an initial even when it is also a conjunction
 * particle (Spanish Y, Portuguese E, Catalan I), which is written without a dot.
 */
export function dottedLetters(name: string): string | undefined {
  if (!name.includes('.')) return undefined;
  let out = '';
  for (const m of name.matchAll(DOTTED_LETTER_RE)) out += m[1].toUpperCase();
  return out || undefined;
}

/** Weight adjustment for short name tokens: two-letter tokens are less distinctive than long ones. */
export function lengthFactor(text: string): number {
  if (text.length <= 2) return 0.6;
  if (text.length === 3) return 0.85;
  return 1;
}
