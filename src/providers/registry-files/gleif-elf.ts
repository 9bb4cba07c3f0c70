/**
 * GLEIF ISO 20275 Entity Legal Forms (ELF) code list
 * (https://www.gleif.org/en/about-lei/code-lists/iso-20275-entity-legal-forms-code-list) -> a map from
 * ELF code (the `LegalForm/EntityLegalFormCode` of LEI records, e.g. `YI42`) to the legal form.
 *
 * Input: the code list CSV (or a zip / .gz of it): UTF-8 with a byte-order mark, every field quoted,
 * columns `ELF Code`, `Country of formation`, `Country Code (ISO 3166-1)`, `Jurisdiction of formation`,
 * `Country sub-division code (ISO 3166-2)`, `Entity Legal Form name Local name`, `Language`,
 * `Language Code (ISO 639-1)`, `Entity Legal Form name Transliterated name (per ISO 01-140-10)`,
 * `Abbreviations Local language`, `Abbreviations transliterated` (`;`-separated), `Date created …`,
 * `ELF Status ACTV/INAC`, `Modification`, `Modification date …`, `Reason`. A code has one row per
 * language (`H0PO` GB: English "Private Limited Company" and Welsh "cyfyngedig"). About 3,700 rows;
 * the file is small, the map is built in memory.
 * Output: code -> `ElfLegalForm`, the first row of a code giving its name, the other rows' names and
 * abbreviations added. The placeholder codes `8888` (legal form not yet listed) and `9999`
 * (jurisdiction not yet listed) have no name and are left out.
 * Errors: a file without the `ELF Code` column throws; rows without a code are counted as malformed.
 */
import { clean, csvRows } from './common.js';
import { ParseReport, type FileInput, type ParseOptions } from './types.js';

/** ELF codes that stand for "no code": 8888 = legal form not on the list yet, 9999 = jurisdiction not on the list yet. */
export const ELF_PLACEHOLDERS = new Set(['8888', '9999']);

export interface ElfLegalForm {
  code: string;
  /** ISO 3166-1 alpha-2 of the country of formation. */
  country?: string;
  /** ISO 3166-2 subdivision when the form is a sub-national one (`US-DE`). */
  subdivision?: string;
  /** Name in the local language of the code's first row ("Aksjeselskap"). */
  local_name: string;
  /** Every local name of the code, all languages, first row first. */
  local_names: string[];
  transliterated_name?: string;
  /** Abbreviations of every row, local and transliterated ("AS"; "Ltd", "Ltd.", "Limited", "cyf", "cyf."). */
  abbreviations: string[];
  /** `ACTV` or `INAC` as published. */
  status?: string;
}

function splitAbbreviations(text: string | undefined): string[] {
  return (text ?? '').split(';').map((a) => a.trim()).filter(Boolean);
}

/** Reads the ELF code list into a map (see the module comment). */
export async function readElfCodes(input: FileInput, options: ParseOptions = {}): Promise<Map<string, ElfLegalForm>> {
  const report = options.report ?? new ParseReport();
  const forms = new Map<string, ElfLegalForm>();
  for await (const row of csvRows(input, report, ['ELF Code'], 'the GLEIF ELF code list CSV')) {
    const code = clean(row('ELF Code'));
    if (!code) {
      report.bad('ELF row without a code');
      continue;
    }
    report.records++;
    const localName = clean(row('Entity Legal Form name Local name'));
    if (ELF_PLACEHOLDERS.has(code) || !localName) continue;
    const abbreviations = [...splitAbbreviations(row('Abbreviations Local language')), ...splitAbbreviations(row('Abbreviations transliterated'))];
    const known = forms.get(code);
    if (known) {
      if (!known.local_names.includes(localName)) known.local_names.push(localName);
      for (const a of abbreviations) if (!known.abbreviations.includes(a)) known.abbreviations.push(a);
      continue;
    }
    const country = clean(row('Country Code (ISO 3166-1)'))?.toUpperCase();
    const subdivision = clean(row('Country sub-division code (ISO 3166-2)'));
    const transliterated = clean(row('Entity Legal Form name Transliterated name (per ISO 01-140-10)'));
    const status = clean(row('ELF Status ACTV/INAC'));
    forms.set(code, {
      code,
      ...(country ? { country } : {}),
      ...(subdivision ? { subdivision } : {}),
      local_name: localName,
      local_names: [localName],
      ...(transliterated && transliterated !== localName ? { transliterated_name: transliterated } : {}),
      abbreviations: [...new Set(abbreviations)],
      ...(status ? { status } : {}),
    });
  }
  return forms;
}
