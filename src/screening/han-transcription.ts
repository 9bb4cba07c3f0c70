/**
 * Foreign names transcribed into Chinese characters (pure, no I/O): 伊琳娜·博科娃 (Irina Bokova),
 * 基尔特·威尔德斯 (Geert Wilders), 让-路易·博洛 (Jean-Louis Borloo).
 *
 * Chinese writes a foreign name with characters chosen for their sound, from fixed tables: the Xinhua
 * News Agency's transcription tables (新华社译名室, 《世界人名翻译大辞典》, 1993/2007) and GB/T 17693
 * (外语地名汉字译写导则, the national standard for transcribing foreign names into Han characters).
 * Such a name marks itself: its words are separated by a middle dot (U+00B7 ·, U+30FB ・, U+2027 ‧)
 * or, inside a compound given name, a hyphen (让-路易). Native Chinese names never are; names of
 * China's ethnic minorities are (阿不都热依木·艾买提), and are read the same way, which fits them too
 * (they transcribe Uyghur, Tibetan or Mongolian names).
 *
 * Each character stands for one syllable of the foreign word, read in the tables' way: its initial
 * consonant with a vowel that may be silent (布 bu = B, 兹 zi = Z, 什 shi = SH, 斯 si = S, 特 te = T,
 * 德 de = D, 克 ke = K, 夫 fu = F or V, 姆 mu = M, 格 ge = G), 尔 er = R or L, l for both L and R, a
 * final -n / -ng for N or M, j/q/x before i for G/K, K/CH, S/H/SH (基 ji = GI or KI, 希 xi = HI),
 * w for W or V (威 wei, 瓦 wa), y for Y, J or a vowel (伊 yi = I, 约 yue = JO), r for J or R (让 rang =
 * JEAN). A Latin R or H after a vowel is often not transcribed (non-rhotic English: 哈珀 HARPER).
 *
 *   `isHanTranscription(name)`   whether a name is written so (Han characters with such separators);
 *   `transcriptionWords(name)`   its words, each with the pinyin syllables of its characters;
 *   `transcriptionFits(raw, t)`  whether a folded Latin token fits a word's syllables (a pattern, in
 *                                the spirit of cross-script.abjadPattern);
 *   `transcriptionKeys(raw)`     the word's index keys in the syllabic skeleton space of
 *                                cross-script.crossKey(·, 'syllabic'), so that it meets Latin tokens.
 * A word's syllables travel in its token's `raw` field as "'JI'ER'TE" (pinyin's own syllable
 * separator, the apostrophe, before each syllable): `isTranscribedRaw` tells such a token.
 */
import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;
/** Middle dots used between the words of a transcribed name (and the halfwidth katakana dot NFKC folds). */
const DOTS = /[\u00B7\u30FB\u2027\uFF65\u2022]/;
const HAN_HYPHEN_HAN = /\p{Script=Han}[-\u2010\u2011\u2012\u2013\uFF0D]\p{Script=Han}/u;
/** Only Han characters, separators and spaces. */
const HAN_NAME = /^[\p{Script=Han}\u00B7\u30FB\u2027\uFF65\u2022\-\u2010\u2011\u2012\u2013\uFF0D\s]+$/u;
const SPLIT = /[\u00B7\u30FB\u2027\uFF65\u2022\-\u2010\u2011\u2012\u2013\uFF0D\s]+/;

/**
 * Whether `name` is a foreign (or minority) name transcribed into Han characters: Han characters
 * only, with a middle dot between two words or a hyphen between two Han characters (module doc).
 */
export function isHanTranscription(name: string): boolean {
  if (!HAN.test(name) || !HAN_NAME.test(name)) return false;
  const n = name.normalize('NFKC');
  return (DOTS.test(n) && n.split(SPLIT).filter(Boolean).length >= 2) || HAN_HYPHEN_HAN.test(n);
}

/**
 * Readings of characters the transcription tables use in one reading whereas pinyin-pro, reading a
 * character alone, gives its most frequent one (什 shi, not shen: 布里兹纳什基 BLIZNASHKI).
 */
const TABLE_READING: Record<string, string> = { 什: 'shi', 伯: 'bo', 柏: 'bo', 乐: 'le', 樂: 'le', 单: 'dan', 單: 'dan', 朴: 'pu', 查: 'cha', 曾: 'zeng', 万: 'wan', 萬: 'wan', 否: 'fou', 奇: 'qi' };

/** One word of a transcribed name: its folded text (the syllables joined) and the token raw form. */
export interface TranscribedWord { text: string; raw: string }

/**
 * Words of a transcribed name (`isHanTranscription`), in order: per word the pinyin syllables of its
 * characters, each character read alone (no word context: 什 in a transcription is shi), toneless,
 * upper case. `text`: the syllables joined (JIERTE); `raw`: "'JI'ER'TE". Characters without a
 * reading are skipped; a word left without syllables is dropped.
 */
export function transcriptionWords(name: string): TranscribedWord[] {
  const out: TranscribedWord[] = [];
  for (const w of name.normalize('NFKC').split(SPLIT)) {
    const syl: string[] = [];
    for (const ch of w) {
      if (!HAN.test(ch)) continue;
      const p = (TABLE_READING[ch] ?? pinyin(ch, { toneType: 'none', v: false })).toUpperCase().replace(/[^A-Z]/g, '');
      if (p) syl.push(p);
    }
    if (syl.length) out.push({ text: syl.join(''), raw: "'" + syl.join("'") });
  }
  return out;
}

/** Whether a token's raw form holds the syllables of a transcribed word (`transcriptionWords`). */
export const isTranscribedRaw = (raw: string): boolean => raw.charCodeAt(0) === 39;

const INITIAL = /^(ZH|CH|SH|[BPMFDTNLGKHJQXRZCSYW])?(.*)$/;

/**
 * Latin spellings of a pinyin initial in transcriptions (the Xinhua tables, read backwards): the
 * consonants each initial transcribes. `hu`: the syllable is h + u + vowel (华 hua, 霍 huo), which
 * also stands for W (HOWARD). Vowel-led syllables may carry a silent Latin H.
 */
function onsetPattern(ini: string, hu: boolean): string {
  switch (ini) {
    case 'B': return '(?:B|P)';
    case 'P': return '(?:P|PH|B)';
    case 'F': return '(?:F|PH|V|W)';
    case 'D': return '(?:D|T|TH|DH)';
    case 'T': return '(?:T|TH|D)';
    case 'G': return '(?:G|GH|GU|K|C|Q)';
    case 'K': return '(?:K|C|CK|Q|CH|KH|G|X)';
    case 'H': return hu ? '(?:H|KH|CH|J|G|WH|W)?' : '(?:H|KH|CH|J|G)';
    case 'J': return '(?:J|G|DG|DJ|K|C|CH|Z|ZH|Y)';
    case 'Q': return '(?:K|C|CK|Q|CH|TCH|G|J|TS|TZ|Z)';
    case 'X': return '(?:S|SH|SCH|H|C|CH|Z|SZ|TH)';
    case 'ZH': return '(?:J|G|ZH|DG|DJ|CH|TCH|Z|S)';
    case 'CH': return '(?:CH|TCH|TSCH|CZ|C|K|TS|TZ|J)';
    case 'SH': return '(?:SH|SCH|S|CH|SZ|X|Z|ZH|J)';
    case 'Z': return '(?:Z|TS|TZ|DS|DZ|S|C|X)';
    case 'C': return '(?:TS|TZ|Z|C|CZ|TCH|CH|S)';
    case 'S': return '(?:S|C|Z|X|SH|SCH|SZ|TH)';
    case 'R': return '(?:R|J|G|ZH|L)';
    case 'L': return '(?:L|R)';
    case 'M': return 'M';
    case 'N': return '(?:N|GN|KN)';
    default: return '';
  }
}

const V = '[AEIOUY]';
/** A vowel letter or a W after one (HOWLETT 豪列特, HOWARD: OW, AW, EW are vowels). */
const VW = '[AEIOUYW]';

/**
 * Syllables the tables use for a consonant standing alone, whose vowel is not heard (the lone-consonant
 * column of the Xinhua tables: 布 bu B, 普 pu P, 夫 fu F/V, 姆 mu M, 德 de D, 特 te T, 格 ge G, 克 ke K,
 * 赫 he H, 勒 le L, 兹 zi Z, 茨 ci TS, 斯 si S, 什 shi SH, 奇 chi CH, 日 ri ZH/J): their vowel may match
 * no Latin letter; every other syllable's vowel must match at least one Latin vowel (杰米 is not KIM).
 */
const LONE_CONSONANT = /^(?:[BPFM]U|[DTGKHL]E|(?:Z|C|S|ZH|CH|SH|R)I)$/;

/**
 * Pattern of one pinyin syllable (module doc): onset, vowels (any, or none for a lone consonant), an
 * untranscribed R before the coda (奥斯本 OSBORNE), coda. `next`: the following syllable, whose
 * initial N or M may be the Latin letter the coda also stands for (琳娜 -RINA, 曼纽 MANU-: a Latin
 * consonant transcribed twice, as coda and as onset).
 */
function syllablePattern(s: string, next: string | undefined): string {
  if (s === 'ER') return `${V}*(?:R|L)`;
  const m = INITIAL.exec(s) as RegExpExecArray;
  const ini = m[1] ?? '';
  const fin = m[2];
  let coda = fin.endsWith('NG') ? '(?:NG|NK|N|M)' : fin.endsWith('N') ? '(?:N|M)' : '';
  if (coda && next !== undefined && (next[0] === 'N' || next[0] === 'M')) coda += '?';
  // A vowel left unwritten beside a silent Latin H still counts (约翰 JOHN, 伯纳姆 BURNHAM).
  const rest = `${LONE_CONSONANT.test(s) ? `${VW}*` : `(?:${V}${VW}*|(?=H)|(?<=H))`}R?${coda}`;
  if (ini === 'Y') return `(?:[YJ]${rest}|${V}${VW}*R?${coda})`;
  if (ini === 'W') return `(?:[WV]${rest}|GU${rest}|${V}${VW}*R?${coda})`;
  if (ini === '') return `H?${V}${VW}*R?${coda}`;
  return `${onsetPattern(ini, ini === 'H' && fin.length > 1 && fin[0] === 'U')}${rest}`;
}

const PATTERNS = new Map<string, RegExp>();

/**
 * Whether the folded Latin token `latin` fits the transcribed word whose raw form is `raw`
 * ("'JI'ER'TE" fits GEERT): the Latin letters (doubled letters read once) are its syllables'
 * patterns in order (`syllablePattern`; X read KS), an untranscribed R, or H and vowels (BURNHAM
 * 伯纳姆), allowed after any syllable, and a silent final E, LE, S, T, D or L after the last (LOUIS
 * 路易, BUFFET 比费, DAVID 戴维, MICHAEL 麦可: the tables transcribe sounds, not letters). Doubled
 * consonants are read once. Memoised by raw form
 * (bounded).
 */
export function transcriptionFits(raw: string, latin: string): boolean {
  let re = PATTERNS.get(raw);
  if (re === undefined) {
    if (PATTERNS.size >= 20_000) PATTERNS.clear();
    const syl = raw.slice(1).split("'");
    re = new RegExp(`^${syl.map((s, i) => `${syllablePattern(s, syl[i + 1])}(?:R|H${V}*)?`).join('')}(?:L?E|[STDL])?$`);
    PATTERNS.set(raw, re);
  }
  return re.test(latin.replace(/X/g, 'KS').replace(/([B-DF-HJ-NP-TV-Z])\1+/g, '$1'));
}

/**
 * Skeleton classes (the classes of cross-script.crossKey 'syllabic': F, V -> P, L -> R, J -> S, G ->
 * K, W and Y vowels) a pinyin initial may stand for, the first the most frequent.
 */
function onsetClasses(ini: string, hu: boolean): string[] {
  switch (ini) {
    case 'B': case 'P': case 'F': return ['P'];
    case 'D': case 'T': return ['T'];
    case 'G': return ['K'];
    // K also for a Latin CH (MICHAEL, CHRIS: the skeleton reads CH as S).
    case 'K': return ['K', 'S'];
    // H also silent or a glide W (SINGHE 辛哈, HOWARD 霍华德).
    case 'H': return hu ? ['', 'H'] : ['H', ''];
    case 'J': return ['K', 'S'];
    case 'Q': return ['K', 'S'];
    case 'X': return ['S', 'H'];
    // ZH also a Latin soft G, which the skeleton reads K (GEORGE 乔治).
    case 'ZH': return ['S', 'K'];
    case 'CH': case 'SH': case 'Z': case 'C': case 'S': return ['S'];
    case 'R': return ['S', 'R'];
    case 'L': return ['R'];
    case 'M': return ['M'];
    case 'N': return ['N'];
    case 'W': return ['', 'P'];
    case 'Y': return ['', 'S'];
    default: return [''];
  }
}

/**
 * Skeleton alternatives of one syllable: onset class + coda (N or M; N, or N K for -ng read NG; R for
 * er). `next`: the following syllable (`syllablePattern`).
 */
function syllableClasses(s: string, next: string | undefined): string[] {
  if (s === 'ER') return ['R'];
  const m = INITIAL.exec(s) as RegExpExecArray;
  const ini = m[1] ?? '';
  const fin = m[2];
  const on = onsetClasses(ini, ini === 'H' && fin.length > 1 && fin[0] === 'U');
  const codas = fin.endsWith('NG') ? ['N', 'NK'] : fin.endsWith('N') ? ['N', 'M'] : [''];
  // A coda before an initial M or N may be that consonant transcribed twice (汤姆 TOM: TANG MU).
  if (codas[0] !== '' && next !== undefined && (next[0] === 'M' || next[0] === 'N')) codas.push('');
  const out: string[] = [];
  for (const o of on) for (const c of codas) out.push(o + c);
  return out;
}

/** Most index keys of one transcribed word (the readings with fewest non-first choices first). */
export const MAX_TRANSCRIPTION_KEYS = 24;

const collapse = (k: string) => k.replace(/TS/g, 'S').replace(/(.)\1+/g, '$1');

/**
 * Index keys of a transcribed word (raw form "'JI'ER'TE"): the skeletons (cross-script.crossKey
 * 'syllabic' space: consonant classes, vowels dropped, repeats collapsed) its Latin spellings may
 * have, from each syllable's classes (`syllableClasses`) and with at most two untranscribed Rs after
 * syllables (non-rhotic English, 哈珀 HARPER) or a silent final T, D or S, fewest non-first choices
 * first, at most
 * MAX_TRANSCRIPTION_KEYS. 基尔特 -> KRT (GEERT: K, R, T); 博科娃 -> PKP (BOKOVA).
 */
export function transcriptionKeys(raw: string): string[] {
  const syl = raw.slice(1).split("'");
  const alts = syl.map((x, i) => syllableClasses(x, syl[i + 1]));
  // Breadth-first over the number of non-first choices (a choice: a non-first class, or one R added).
  type State = { i: number; key: string; cost: number; r: number };
  const out = new Set<string>();
  for (let budget = 0; budget <= 3 && out.size < MAX_TRANSCRIPTION_KEYS; budget++) {
    const stack: State[] = [{ i: 0, key: '', cost: 0, r: 0 }];
    while (stack.length && out.size < MAX_TRANSCRIPTION_KEYS) {
      const st = stack.pop() as State;
      if (st.i === syl.length) {
        if (st.cost === budget) out.add(collapse(st.key));
        // A silent final T, D or S the tables leave out (DAVID 戴维, LOUIS 路易: `transcriptionFits`).
        else if (st.cost + 1 === budget) { out.add(collapse(st.key + 'T')); out.add(collapse(st.key + 'S')); }
        continue;
      }
      const a = alts[st.i];
      for (let k = a.length - 1; k >= 0; k--) {
        const cost = st.cost + (k > 0 ? 1 : 0);
        if (cost > budget) continue;
        stack.push({ i: st.i + 1, key: st.key + a[k], cost, r: st.r });
        if (st.r < 2 && cost + 1 <= budget) stack.push({ i: st.i + 1, key: st.key + a[k] + 'R', cost: cost + 1, r: st.r + 1 });
      }
    }
  }
  return [...out];
}
