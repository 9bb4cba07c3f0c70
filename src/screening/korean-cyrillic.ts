/**
 * Korean names written in Cyrillic letters (Ким Ён Нам, Чхве Ён Рим, Ли Ыль Соль): the syllables of
 * the Russian transcription of Korean read back into Latin spellings of Korean syllables
 * (`kontsevichReadings`) and their Korean keys (`kontsevichKeys`, cross-script.koreanKey), and whether a
 * Cyrillic name reads as a Korean one (`readsKoreanCyrillic`). Used by index.ts (a Cyrillic query read
 * as Korean looks up the `XK` keys of Latin names read as Korean; such an entry of a record without a
 * Latin-script name posts `MK` keys, as a Hangul one does) and token-similarity.ts (a Cyrillic syllable
 * against a Latin Korean syllable: their Korean keys).
 *
 * Source: the Kontsevich system (Л. Р. Концевич, «Корейско-русская практическая транскрипция», 2001,
 * revised 2010), the standard Russian transcription of Korean, and the older Kholodovich system
 * (А. А. Холодович, 1958) that North Korean names keep in Russian (Ким Ир Сен, Ким Чен Ир):
 *   consonants  ㄱ к (г between voiced sounds, and at the start of many North Korean names: Гён),
 *               ㄲ кк, ㅋ кх, ㄷ т/д, ㄸ тт, ㅌ тх, ㅂ п/б, ㅃ пп, ㅍ пх, ㅅ с (ш in some customary
 *               spellings: Шин), ㅆ сс, ㅈ ч/чж (дж, ж), ㅉ чч, ㅊ чх, ㅎ х, ㄴ н, ㅁ м, ㄹ р at the start
 *               of a syllable (л in the customary Ли for 이/리), ль at the end (р in Kholodovich: Ир 일),
 *               ㅇ at the end н (Ён 영, Чон 정: Kontsevich writes no нг; some writers do);
 *   vowels      ㅏ а, ㅑ я, ㅓ о, ㅕ ё (е where ё is printed as е; after ч, с the older ㅓ е: Чен 정,
 *               Сен 성), ㅗ о, ㅛ ё, ㅜ у, ㅠ ю, ㅡ ы, ㅣ и, ㅐ э, ㅔ е, ㅖ е, ㅘ ва, ㅙ вэ, ㅚ вэ/ве,
 *               ㅝ во, ㅞ ве, ㅟ ви, ㅢ ый (ы, и after a consonant: Хи 희).
 * Tokens arrive romanised (romanise.ts: any-ascii after `prepareCyrillic`: ы and й both Y, э and е both
 * E, ё YO, ь dropped, х KH, ч CH, ж ZH, Ukrainian г H, read ㅎ), so the reader works on those letters: Y before
 * a consonant or at the end is ы (ㅡ), YY is ый (ㅢ), Y before a vowel the glide of я, ё, ю.
 */
import { koreanKey } from './cross-script.js';
import { KOREAN_SURNAME_GROUPS, type NormalisedName } from './normalise.js';
import { KOREAN_SURNAME_KEYS } from './score/korean.js';

/** Syllable-initial letters (romanised) and the Latin spelling of the Korean consonant (module doc). */
const INITIALS: ReadonlyArray<readonly [string, string]> = [
  ['CHCH', 'JJ'], ['CHKH', 'CH'], ['CHZH', 'J'], ['CH', 'J'], ['DZH', 'J'], ['ZH', 'J'],
  // (A romanised H is Ukrainian г, [ɦ], or Х read H by romanise.cyrillicVariants: read ㅎ, never ㄱ, so
  // that Хо, read HO, is no KO.)
  ['KKH', 'KH'], ['KK', 'KK'], ['KH', 'H'], ['K', 'K'], ['G', 'G'], ['H', 'H'],
  ['TKH', 'TH'], ['TT', 'TT'], ['T', 'T'], ['D', 'D'],
  ['PKH', 'PH'], ['PP', 'PP'], ['P', 'P'], ['B', 'B'],
  ['SS', 'SS'], ['SH', 'S'], ['S', 'S'], ['N', 'N'], ['M', 'M'], ['R', 'R'], ['L', 'R'], ['', ''],
];
/**
 * Vowels (romanised) and their Latin spellings: E is ㅔ/ㅐ, or ㅕ printed without the dots of ё (and,
 * after ㅈ ㅊ ㅅ, the older ㅓ: `PALATAL`), Y alone ㅡ, YY ㅢ, V + vowel the w-glides.
 */
const VOWELS: ReadonlyArray<readonly [string, string]> = [
  ['YA', 'YA'], ['YO', 'YEO'], ['YU', 'YU'], ['YE', 'YE'], ['YY', 'UI'], ['Y', 'EU'],
  ['VA', 'WA'], ['VE', 'WE'], ['VO', 'WO'], ['VI', 'WI'], ['VY', 'WI'],
  ['A', 'A'], ['O', 'O'], ['U', 'U'], ['I', 'I'], ['E', 'E'], ['E', 'YEO'],
];
/** Initials (Latin spelling) after which an E may be the older ㅓ (Чен 정, Сен 성). */
const PALATAL = new Set(['J', 'JJ', 'CH', 'S', 'SS']);
/** Syllable-final letters (romanised) and their spellings: Н is ㄴ or ㅇ, Р (Kholodovich) and Л ㄹ. */
const FINALS: ReadonlyArray<readonly [string, string]> = [
  ['NG', 'NG'], ['N', 'N'], ['N', 'NG'], ['M', 'M'], ['K', 'K'], ['P', 'P'], ['T', 'T'], ['L', 'L'], ['R', 'L'], ['', ''],
];
/** Readings kept per token at most (a two-syllable word with Е and Н in both has a few dozen). */
const MAX_READINGS = 24;

/**
 * Latin spellings of Korean syllables that a romanised Cyrillic token (upper case, `NameToken.text`)
 * reads as in the Kontsevich and Kholodovich transcriptions (module doc): one or two syllables, a
 * second syllable starting with a vowel only after a closed first one; [] when the token is no such
 * word. ЁН "YON" -> YEON, YEONG; ЧХВЕ "CHKHVE" -> CHWE; ГЁН "GYON" -> GYEON, GYEONG; ЫЛЬ "YL" -> EUL;
 * ИРСЕН "IRSEN" -> ILSEN, ILSEON, ILSYEONG...; ИВАНОВ "IVANOV" -> []. Memoised per text (bounded).
 */
export function kontsevichReadings(text: string): readonly string[] {
  let r = READINGS.get(text);
  if (r === undefined) {
    if (READINGS.size >= READINGS_MAX) READINGS.clear();
    const out: string[] = [];
    if (text.length <= 10 && /^[A-Z]+$/.test(text)) syllables(text, 0, '', 0, false, out);
    r = out;
    READINGS.set(text, r);
  }
  return r;
}
const READINGS = new Map<string, readonly string[]>();
const READINGS_MAX = 8192;

/** Appends to `out` the readings of `s` from `pos` as syllable `n` (0 or 1) onwards, after `acc`; `closed`: the syllable before ended in a consonant. */
function syllables(s: string, pos: number, acc: string, n: number, closed: boolean, out: string[]): void {
  for (const [ci, cl] of INITIALS) {
    if (!s.startsWith(ci, pos)) continue;
    if (ci === '' && n > 0 && !closed) continue;
    const pv = pos + ci.length;
    for (const [vi, vl] of VOWELS) {
      if (!s.startsWith(vi, pv)) continue;
      // The older ㅓ written е after ㅈ ㅊ ㅅ (Чен, Сен).
      const vowels = vi === 'E' && vl === 'E' && PALATAL.has(cl) ? [vl, 'EO'] : [vl];
      const pf = pv + vi.length;
      for (const [fi, fl] of FINALS) {
        if (!s.startsWith(fi, pf)) continue;
        const end = pf + fi.length;
        for (const v of vowels) {
          if (out.length >= MAX_READINGS) return;
          const syl = acc + cl + v + fl;
          if (end === s.length) { if (!out.includes(syl)) out.push(syl); }
          else if (n === 0) syllables(s, end, syl, 1, fi !== '', out);
        }
      }
    }
  }
}

/** The first spelling of each `KOREAN_SURNAME_GROUPS` line by its other spellings (RI, YI -> LEE). */
const SURNAME_SPELLING = new Map<string, string>(KOREAN_SURNAME_GROUPS.flatMap((g) => g.map((s) => [s, g[0]] as [string, string])));

/**
 * Korean keys (cross-script.koreanKey) of a romanised Cyrillic token's Kontsevich readings
 * (`kontsevichReadings`), a reading that is a spelling of a `KOREAN_SURNAME_GROUPS` line keyed as the
 * line's first spelling (РИ, ЛИ "RI" -> the key of LEE), as score/korean.koreanTokenKey keys a Latin
 * token: ЁН -> yon, yonk (YONG, YEONG); ЧХВЕ -> Je (CHOE, CHOI); [] for a token that is no Korean word.
 * Memoised per text (bounded).
 */
export function kontsevichKeys(text: string): readonly string[] {
  let r = KEYS.get(text);
  if (r === undefined) {
    if (KEYS.size >= READINGS_MAX) KEYS.clear();
    const out: string[] = [];
    for (const w of kontsevichReadings(text)) {
      const k = koreanKey(SURNAME_SPELLING.get(w) ?? w);
      if (!out.includes(k)) out.push(k);
      // 이 written И: also the key of its customary spellings (YI, LEE).
      if (w === 'I') { const l = koreanKey(KOREAN_SURNAME_GROUPS[0][0]); if (!out.includes(l)) out.push(l); }
    }
    r = out;
    KEYS.set(text, r);
  }
  return r;
}
const KEYS = new Map<string, readonly string[]>();

/**
 * Korean keys of two neighbouring romanised Cyrillic tokens read as one word (the syllables of a given
 * name, which Latin spellings often write as one: Гён Хи / KYONGHUI): koreanKey of each pair of their
 * readings joined, at most `MAX_READINGS`.
 */
export function kontsevichJoinKeys(a: string, b: string): string[] {
  const out: string[] = [];
  for (const x of kontsevichReadings(a)) {
    for (const y of kontsevichReadings(b)) {
      const k = koreanKey(x + y);
      if (!out.includes(k)) out.push(k);
      if (out.length >= MAX_READINGS) return out;
    }
  }
  return out;
}

/** Whether a name was read as Korean (`readsKoreanCyrillic`), kept per name. */
const CYRILLIC_KOREAN = new WeakMap<NormalisedName, boolean>();

/**
 * Whether a name written in Cyrillic reads as a Korean name in the Kontsevich or Kholodovich
 * transcription: two to four tokens, names (or particles: ДЭ 대 romanises DE), each one or two Korean
 * syllables (`kontsevichReadings`), three syllables or more in all or not two one-syllable tokens (as
 * score/korean.readsKoreanLatin), the first or the last a Korean surname (its key among the common
 * surnames' keys, score/korean `KOREAN_SURNAME_KEYS`). "Ким Ён Нам", "Чхве Ён Рим", "Ли Ыль Соль",
 * "Ким Ирсен": true; "Иван Петров", "Ли Пэн", "Си Цзиньпин": false. Only for Cyrillic names (false
 * for any other script, at the cost of one comparison); kept on the name.
 */
export function readsKoreanCyrillic(n: NormalisedName): boolean {
  if (n.script !== 'Cyrillic') return false;
  let r = CYRILLIC_KOREAN.get(n);
  if (r === undefined) {
    const t = n.tokens;
    r = false;
    if (t.length >= 2 && t.length <= 4 && t.every((x) => (x.cls === 'name' || x.cls === 'particle') && x.text.length <= 10)) {
      let ok = true;
      let syllableCount = 0;
      let ones = 0;
      for (const x of t) {
        const rs = kontsevichReadings(x.text);
        if (rs.length === 0) { ok = false; break; }
        const one = oneSyllable(x.text);
        syllableCount += one ? 1 : 2;
        if (one) ones++;
      }
      r = ok && (syllableCount >= 3 || ones < 2)
        && (kontsevichKeys(t[0].text).some((k) => KOREAN_SURNAME_KEYS.has(k)) || kontsevichKeys(t[t.length - 1].text).some((k) => KOREAN_SURNAME_KEYS.has(k)));
    }
    CYRILLIC_KOREAN.set(n, r);
  }
  return r;
}

/** Whether a token reads as one Kontsevich syllable (its text parses as one: `syllables` with a cut at 1). */
function oneSyllable(text: string): boolean {
  let one = ONE.get(text);
  if (one === undefined) {
    if (ONE.size >= READINGS_MAX) ONE.clear();
    const out: string[] = [];
    syllables(text, 0, '', 1, true, out);
    one = out.length > 0;
    ONE.set(text, one);
  }
  return one;
}
const ONE = new Map<string, boolean>();
