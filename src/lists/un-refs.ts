/**
 * UN Security Council reference numbers quoted by other lists, turned into `same_as` links to the
 * `un_sc` records (src/lists/un.ts uses the UN XML's REFERENCE_NUMBER as `source_id`, e.g. "QDi.001",
 * "KPe.064", "TAi.003": two upper-case letters for the sanctions committee, `i` (individual) or `e`
 * (entity), a dot, three digits).
 *
 * Only a reference directly after a "UN Ref" label counts ("(UN Ref):QDi.028", "UN Ref KPe.064",
 * "UN Ref. CFi.009", "UN Reference Number: UN Ref KPe.064"): narratives also quote associates'
 * references ("Longtime member of the ADF (CDe.001)"), which are other parties. The pre-2016 UN
 * numbers ("QI.A.289.11", "TI.H.143.01", in the 2018 OFSI file) are not in the UN XML any more and
 * give no link: their conversion to the current form is not published by the UN.
 */
import type { ListEntityType } from './types.js';

const LABELLED = /UN\s*Ref(?:erence)?(?:\s*Number)?\s*\)?\s*[:.]?\s*(?:UN\s*Ref\.?\s*)?([A-Z]{2})([ie])\.\s?(\d{3})(?![\d.]*\d)/gi;

/**
 * The current-form UN reference numbers that `text` gives after a "UN Ref" label, normalised to the
 * UN XML's spelling (committee letters upper case, i/e lower case: "QDE.145" -> "QDe.145"), without
 * duplicates, in order of appearance. Never throws.
 */
export function unReferences(text: string | undefined): string[] {
  const out: string[] = [];
  for (const m of (text ?? '').matchAll(LABELLED)) {
    const ref = `${m[1].toUpperCase()}${m[2].toLowerCase()}.${m[3]}`;
    if (!out.includes(ref)) out.push(ref);
  }
  return out;
}

/**
 * `same_as` entries (`un_sc:<REFERENCE_NUMBER>`) for the UN references in `text`. With `entityType`,
 * a reference whose i/e letter contradicts it is dropped (the 2018 OFSI file quotes Al-Qaida's
 * QDe.004 on an individual's row: linking them would merge a person's findings with an organisation's).
 */
export function unSameAs(text: string | undefined, entityType?: ListEntityType): string[] {
  const wanted = entityType === undefined ? undefined : entityType === 'individual' ? 'i' : 'e';
  return unReferences(text).filter((ref) => !wanted || ref[2] === wanted).map((ref) => `un_sc:${ref}`);
}
