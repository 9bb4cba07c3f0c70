/**
 * Conventions of the free-text cells in the UK (OFSI) and Australian (DFAT) consolidated lists:
 * enumerations ("(1) Germany. (2) Morocco", "1) Saudi Arabia 2) Qatar", "a) 1955 b) 1958"),
 * day/month/year dates with unknown parts written as `00` ("00/00/1980", "00/08/1961"), and the
 * document number at the head of a passport or identity-card description.
 */
import { collapseSpaces, parseDob } from './common.js';
import type { ListDateOfBirth } from './types.js';

// "(1) ", "1) ", "(a) ", "a) " at the start or after whitespace/punctuation. Letters only a-z and
// single: "b)" inside a word ("Lamb)") is not a marker because a marker follows a space or the start.
const ENUM_MARKER = /(?:^|(?<=[\s.;,]))\(?(?:\d{1,2}|[a-z])\)\s*/g;

/**
 * Splits an enumerated cell into its items ("(1) A. (2) B" -> ["A", "B"]); a cell without markers is
 * one item. Items are trimmed of spaces and of the separators between items (";", ",", trailing ".").
 */
export function splitEnumerated(text: string | undefined): string[] {
  const t = collapseSpaces(text ?? '');
  if (!t) return [];
  const starts = [...t.matchAll(ENUM_MARKER)];
  // Markers must start the text: "Abu Bakr (a) ..." mid-text is not an enumeration of the whole cell.
  if (starts.length < 1 || starts[0].index !== 0) return [clean(t)].filter(Boolean);
  const items: string[] = [];
  for (let i = 0; i < starts.length; i++) {
    const from = (starts[i].index ?? 0) + starts[i][0].length;
    const to = i + 1 < starts.length ? starts[i + 1].index : t.length;
    const item = clean(t.slice(from, to));
    if (item) items.push(item);
  }
  return items;
}

function clean(item: string): string {
  return item.replace(/^[\s;,]+|[\s;,.]+$/g, '').trim();
}

/** "dd/mm/yyyy" with `00` for an unknown day or month -> its parts; a part 0 = unknown. */
function dmyParts(text: string): { day: number; month: number; year: number } | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month > 12 || day > 31 || year < 1800 || year > 2200) return undefined;
  return { day, month, year };
}

/**
 * A date of birth written day/month/year as OFSI and DFAT print it: "07/10/1952" -> exact;
 * "00/00/1980" or "1980" -> year; "00/08/1961" or "08/1961" -> year with month (day unknown).
 * A known day with an unknown month ("12/00/1970") keeps the year only. Undefined when not such a date.
 */
export function dmyDateOfBirth(raw: string): ListDateOfBirth | undefined {
  const text = raw.trim();
  const p = dmyParts(text) ?? monthYear(text) ?? (/^\d{4}$/.test(text) ? { day: 0, month: 0, year: Number(text) } : undefined);
  if (!p) return undefined;
  if (p.day && p.month) return { raw: text, kind: 'exact', year: p.year, month: p.month, day: p.day };
  return { raw: text, kind: 'year', year: p.year, ...(p.month ? { month: p.month } : {}) };
}

function monthYear(text: string): { day: number; month: number; year: number } | undefined {
  const m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  return m && Number(m[1]) <= 12 ? { day: 0, month: Number(m[1]), year: Number(m[2]) } : undefined;
}

/** "dd/mm/yyyy" -> "yyyy-mm-dd" when day and month are known (not `00`), else undefined. */
export function dmyIsoDate(text: string | undefined): string | undefined {
  const p = dmyParts(text ?? '');
  if (!p || !p.day || !p.month) return undefined;
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The document number in a passport/identity description: the first token of letters, digits and
 * `-./` with at least one digit and four alphanumerics that is not a year or a date ("Passport No: 592667
 * (Qatari ...)" -> "592667"; "G827238 (Tunisian). Issued on 1 June 1996" -> "G827238";
 * "Saudi Arabian national identification number:1027508157" -> "1027508157"). Undefined when the
 * text names no number ("Uganda Passport.").
 */
export function documentNumber(text: string): string | undefined {
  return documentNumbers(text)[0];
}

/** Every token of `text` that `documentNumber` would take, in order ("INN: 7831000122 OGRN: 1027800000084" -> both). */
export function documentNumbers(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[\s:,;()]+/)) {
    const token = raw.replace(/^[-./]+|[-./]+$/g, '');
    if (!/^[A-Za-z0-9][A-Za-z0-9\-./]*$/.test(token) || !/\d/.test(token)) continue;
    if (token.replace(/[^A-Za-z0-9]/g, '').length < 4) continue;
    if (/^(1[89]|20)\d\d$/.test(token) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(token)) continue; // "issued 3/5/1996"
    if (!out.includes(token)) out.push(token);
  }
  return out;
}

const MONTH_NAME = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
// Built once (not per date item): "29-Apr-1967" / "12. Sep 1974", "April 1, 1978", "August, 1961".
const DAY_MONTH_YEAR = new RegExp(`^(\\d{1,2})[-.]?\\s*(${MONTH_NAME})[-\\s]*(\\d{4})$`, 'i');
const MONTH_DAY_YEAR = new RegExp(`^(${MONTH_NAME})\\s+(\\d{1,2}),\\s*(\\d{4})$`, 'i');
const MONTH_COMMA_YEAR = new RegExp(`^(${MONTH_NAME}),\\s*(\\d{4})$`, 'i');

/** One date item of a free-text cell in the forms `dmyDateOfBirth` and common.ts's `parseDob` read. */
function normaliseDateItem(item: string): string {
  return item
    .replace(/^\((.*)\)$/, '$1') // "(Aug. 1961)"
    .replace(/\([^)]*\)?/g, ' ') // remarks: "(as Ali Thafir Abdallah)", "(this aka only, ..."
    .replace(/\s*\/\s*/g, '/')
    .trim()
    .replace(/[.,]$/, '')
    .replace(/^(?:approximately|approx\.?|about|circa|ca\.|c\.)\s*/i, 'circa ')
    .replace(/^(circa )?between\s+(.+?)\s+(?:and|to)\s+(.+)$/i, '$1$2 to $3')
    .replace(/^(circa )?(\d{4})\s*[-/]\s*(\d{4})$/, '$1$2-$3') // "1955- 1958", "1977/1978"
    .replace(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, '$1/$2/$3') // "05.09.1990"
    .replace(DAY_MONTH_YEAR, '$1 $2 $3') // "29-Apr-1967", "12. Sep 1974"
    .replace(MONTH_DAY_YEAR, '$2 $1 $3') // "April 1, 1978"
    .replace(MONTH_COMMA_YEAR, '$1 $2') // "August, 1961"
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Dates of birth from a free-text cell (DFAT "Date of Birth"): items "a) .. b) ..", or separated by
 * ";", ",", "alt DOB:", ">>", "or" or spaces between dates; each item is dd/mm/yyyy (with `00` parts,
 * or dots), "12 Jan. 1960", "29-Apr-1967", "April 1, 1978", "Jan 1960", "1960", "Approximately
 * 1955-1958" / "c. 1960" (a range widened by CIRCA_YEARS, see common.ts) or "Between 1955 and 1958";
 * remarks in brackets are dropped. Two-digit years ("23-Apr-68") are not guessed.
 * Output: the parsed dates and the items that are not dates.
 */
export function freeTextDatesOfBirth(raw: string): { dates: ListDateOfBirth[]; unparsed: string[] } {
  const dates: ListDateOfBirth[] = [];
  const unparsed: string[] = [];
  const pieces = splitEnumerated(raw.replace(/\u00a0/g, ' ').replace(/(\d{4})\s*,?\s+(?=\d{1,2}[/.])/g, '$1; '))
    .flatMap((item) => item.split(/\s*(?:;|>>|\balt(?:ernative)?\.? DOB:?|\bor\b|,(?=\s*\d{1,2}\/))\s*/i));
  for (const piece of pieces) {
    const text = piece.trim().replace(/[.,]$/, '');
    if (!text || /^(?:na|n\/a|unknown)$/i.test(text)) continue;
    const normal = normaliseDateItem(text);
    const dob = normal ? dmyDateOfBirth(normal) ?? parseDob(normal) : undefined;
    if (dob) dates.push({ ...dob, raw: text });
    else unparsed.push(text);
  }
  return { dates, unparsed };
}
