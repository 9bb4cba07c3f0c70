/**
 * Words of persons' names that are not names in their own right (rules 4, 6, 7 and 11 of
 * normalise.ts): honorifics and titles (`HONORIFICS`; those kept at half weight, `SOFT_HONORIFICS`,
 * `WEAK_NAME_WORDS`), the spellings of Arabic "son of" and the filiation words (`NASAB_SPELLINGS`,
 * `NASAB`), name particles (`PARTICLES`, `LEADING_PARTICLES`), and whether a token is a title to drop
 * (`isTitleAt`). Used by numbers.ts, arabic-names.ts, token-classes.ts and pipeline.ts; `HONORIFICS`,
 * `SOFT_HONORIFICS`, `WEAK_NAME_WORDS` and `PARTICLES` are re-exported by normalise.ts.
 */

/**
 * Honorifics, titles and religious/military ranks dropped before matching. Not the abbreviations
 * that are also name words once another script is romanised or folded: ADM (Adm., admiral; آدم Adam
 * written without vowels) and ENG (Eng., engineer; the Chinese surname Eng, Ёнг Yong in Cyrillic):
 * ADMIRAL, ENGR and ENGINEER stay. Nor HE (His Excellency, written H.E., which folds to two initials):
 * every HE in the lists' Latin names is the Chinese surname He (何, 贺: "HE, Yi", "Li Cheng He").
 * SHRI, SHRIMATI and SMT are India's Mr and Mrs (श्री, श्रीमती), as the Lok Sabha writes its members
 * ("Rajendran, Shri S."); not SRI, a given name in Indonesia (Sri Mulyani Indrawati), nor KUMARI (Miss),
 * a given name and surname across India and Nepal.
 */
export const HONORIFICS = new Set([
  'MR', 'MRS', 'MS', 'MISS', 'MX', 'MONSIEUR', 'MADAME', 'DR', 'PROF', 'PROFESSOR', 'SIR', 'DAME', 'LORD', 'LADY', 'BARON', 'BARONESS', 'REV',
  'REVEREND', 'FATHER', 'HAJI', 'HAJJI', 'HADJI', 'HAJ', 'HAJJ', 'ALHAJI', 'ALHAJ', 'MAULAVI', 'MAULVI',
  'MAWLAWI', 'MOULAVI', 'MOLVI', 'MAWLAVI', 'MAULANA', 'MOULANA', 'MULLAH', 'MULLA', 'MOLLA', 'MOLLAH',
  'SHEIKH', 'SHAIKH', 'SHEIK', 'SHAYKH', 'SHEIKHA', 'IMAM', 'AYATOLLAH', 'HOJATOLESLAM', 'GEN', 'GENERAL',
  'COL', 'COLONEL', 'CAPT', 'CAPTAIN', 'MAJ', 'LT', 'LIEUTENANT', 'SGT', 'ADMIRAL', 'BRIG', 'HON',
  'HONOURABLE', 'HONORABLE', 'HRH', 'PRINCE', 'PRINCESS', 'KING', 'QUEEN', 'EMIR', 'AMIR', 'SENATOR',
  'SEN', 'REP', 'PRESIDENT', 'MINISTER', 'JR', 'SR', 'JNR', 'SNR', 'II', 'III', 'IV', 'ESQ', 'PHD', 'MD',
  'ENGR', 'ENGINEER', 'QARI', 'MUFTI', 'SAYYED', 'SAYYID', 'SYED', 'SAYED', 'SEYYED', 'SEYED', 'SEYYID',
  'SHRI', 'SHRIMATI', 'SMT',
]);

/**
 * Honorifics that are also given names or surnames in some cultures (SAYED, QARI, AMIR, HAJI, KING,
 * BARON...): kept as name tokens at half weight, so they neither drive nor break a match on their own.
 * SEYYED, SEYED, SEYYID: the Persian spellings of Sayyid (سید, the title of a descendant of the
 * Prophet), as Iranian names are written in Latin script. LORD, QUEEN, SEN (Senator; the Bengali and
 * Khmer surname Sen) and GEN (General; the Japanese given name Gen, a Chinese syllable) are surnames and
 * names in the lists (Jonathan Lord, India Queen, Moon Moon Sen, NAKATANI Gen). MONSIEUR stays a title
 * (Monsieur Jean Dupont), though the CSL lists a Jacques Monsieur.
 */
export const SOFT_HONORIFICS = new Set(['SAYYED', 'SAYYID', 'SYED', 'SAYED', 'SEYYED', 'SEYED', 'SEYYID', 'QARI', 'AMIR', 'EMIR', 'PRINCE', 'KING', 'BARON', 'HAJI', 'HAJJI', 'MULLAH', 'LORD', 'QUEEN', 'SEN', 'GEN']);

/** Name elements that are common prefixes rather than names in their own right ("ABDUL X", "ABU X"): half weight. */
export const WEAK_NAME_WORDS = new Set(['ABDUL', 'ABU', 'UMM', 'ABOU', 'ABO']);

/** Spellings of Arabic "son of" (بن / ابن) -> one form, so "Osama bin Laden" pairs "Usama ibn Laden" on it. */
export const NASAB_SPELLINGS: Record<string, string> = { IBN: 'BIN', BN: 'BIN' };

/** Arabic/Hebrew filiation words: the next token is a father's/ancestor's name. */
export const NASAB = new Set(['BIN', 'IBN', 'BINT', 'BINTI', 'BEN', 'BN', 'BT', 'OULD', 'WULD']);

/**
 * The Arabic article's assimilated Latin spellings (AD-DIN, AR-RASHID, ASH-SHAMMARI: the l sounded as
 * the sun letter after it). Arabic and Persian script always write the article ال (romanised AL), so a
 * word spelt so in a name written in an abjad script is no article (اد ED, ار), and a name word.
 */
export const ASSIMILATED_ARTICLES = new Set(['UL', 'UR', 'UD', 'AD', 'AR', 'AZ', 'ASH', 'ES', 'EZ']);

/** Name particles: articles, patronymic connectors and nobiliary particles. */
export const PARTICLES = new Set([
  'AL', 'EL', 'UL', 'UR', 'UD', 'AD', 'AR', 'AZ', 'ASH', 'ES', 'EZ', 'BIN', 'BEN', 'IBN', 'BINT', 'BINTI',
  'BT', 'BN', 'OULD', 'WULD', 'WALD', 'DE', 'DA', 'DI', 'DEL', 'DELLA', 'DELLE', 'DEI', 'DOS', 'DAS', 'DO',
  'DU', 'DES', 'LA', 'LE', 'LES', 'LO', 'VAN', 'VON', 'DER', 'DEN', 'TER', 'TEN', 'ZU', 'Y', 'E', 'I',
  'AND', 'OF', 'THE', 'ET', 'UND', 'FOR', 'DEGLI', 'ST', 'AG',
]);

/**
 * Particles that only ever introduce a following name (articles, "son of", nobiliary prepositions):
 * one of them ending a name means the name was cut short ("Khamis Al"). Particles that are also name
 * syllables in other languages (BIN, BEN, DE, DA, DO, DU, LE, LA, VAN: Korean, Chinese, Vietnamese
 * names) are not among them.
 */
export const LEADING_PARTICLES = new Set(['AL', 'EL', 'UL', 'UR', 'UD', 'AD', 'AR', 'AZ', 'ASH', 'IBN', 'BINT', 'DEL', 'DELLA', 'DELLE', 'DEGLI', 'DOS', 'DAS', 'DES', 'VON', 'DER', 'TER', 'ZU', 'OF', 'THE', 'AND']);

/**
 * The pilgrim's title (حاج): with the article it is still the title, written before the given name
 * ("al-Hajj Abdullah Qardash", "IBRAHIM, Al Hajj Alie", "El Hadj Omar"), so `isTitleAt` drops it there too.
 */
const PILGRIM_TITLES = new Set(['HAJ', 'HAJJ', 'HADJ', 'HADJI']);

/**
 * Titles written only before a name (India's श्री Shri, श्रीमती Shrimati, Smt.): a title only when a word
 * of the name follows it and no comma does ("Rajendran, Shri S."); the CSL's "SHRI, Amin" has it as a surname.
 */
const PREFIX_TITLES = new Set(['SHRI', 'SHRIMATI', 'SMT']);

/**
 * Whether folded token `raw[i]` is a title to drop (`HONORIFICS`, not `SOFT_HONORIFICS`). A title word
 * after the article AL is not, save the pilgrim's (`PILGRIM_TITLES`): in a name written in an abjad
 * script the romanised consonants only look like a Latin title (المر AL MR, Al-Murr), and in any script
 * the article makes a title a family name, the nisba of an ancestor who bore it (Al ash-Shaykh,
 * al-Mufti, al-Mulla: Schimmel, "Islamic Names", 1989): "AL-SHAYKH, Muhammad" keeps SHAYKH. Such a word
 * is kept at half weight (`normaliseName`), like `SOFT_HONORIFICS`: it neither drives nor breaks a
 * match on its own. `name`: the name as written, for the comma after a prefix title (`PREFIX_TITLES`).
 */
export function isTitleAt(raw: string[], i: number, abjadName: boolean, name?: string): boolean {
  const t = raw[i];
  if (!HONORIFICS.has(t) || SOFT_HONORIFICS.has(t)) return false;
  if (PREFIX_TITLES.has(t)) return i + 1 < raw.length && (name === undefined || !new RegExp(`\\b${t}\\b\\.?\\s*,`, 'i').test(name));
  return i === 0 || raw[i - 1] !== 'AL' || (!abjadName && PILGRIM_TITLES.has(t));
}
