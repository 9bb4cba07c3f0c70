/**
 * Pairing candidates between a name written in an abjad and a Latin one (rules 1 and 3d of
 * score.ts): the article fused or assimilated, compound names joined, a first letter lost, one lam for
 * two, a letter mistyped for its dot sibling, two Latin letters swapped. Used by align.ts.
 */
import type { NameToken } from '../normalise.js';
import { abjadFits } from '../abjad-fit.js';
import { fusedArticleRest } from '../cross-script.js';
import { pushCand, type Cand } from './pairs.js';

/**
 * The Arabic article written apart on the abjad side and fused on the Latin side (المنصوري / ALMANSOORI,
 * ELSHEIKH; assimilated to a sun letter: الصبار / ESSABAR, `fusedArticleRest`): the article and the
 * next word of `ab` pair with one Latin token whose word after the article fits it
 * (cross-script.abjadFits).
 */
export function fusedArticleCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let i = 0; i + 1 < ab.length; i++) {
    if (ab[i].text !== 'AL') continue;
    for (let j = 0; j < la.length; j++) {
      const rest = fusedArticleRest(la[j].text);
      if (rest !== undefined && abjadFits(ab[i + 1].text, rest)) {
        pushCand(out, abIsQuery, [i, i + 1], [j], sim);
      }
      // The assimilated article written apart (AS-SAHNI, ASH-SHARIF, AR-RAHMAN): both pairs together.
      if (j + 1 < la.length && assimilatedArticle(la[j].text, la[j + 1].text) && abjadFits(ab[i + 1].text, la[j + 1].text)) {
        pushCand(out, abIsQuery, [i, i + 1], [j, j + 1], sim);
      }
    }
  }
}

/** Sun-letter consonants in Latin spelling (cross-script.fusedArticleRest). */
const ASSIMILATED_ARTICLE = /^[AEU](SH|TH|DH|[TDRZSN])$/;

/**
 * Whether a Latin token is the Arabic article assimilated to the sun letter the next token starts with,
 * written apart (AS SAHNI, ASH SHARIF, AR RAHMAN, AD DIN, ES SID: as-, ash-, ar-, ad-...).
 */
function assimilatedArticle(t: string, next: string): boolean {
  const m = ASSIMILATED_ARTICLE.exec(t);
  return m !== null && next.length > m[1].length && next.startsWith(m[1]);
}

/**
 * Compound given names written as one word on one side and as two on the other (محمد رضا /
 * MOHAMMADREZA, حمیدرضا / HAMID REZA): two adjacent name tokens of one side whose joined text fits one
 * name token of the other side (cross-script.abjadFits), each pair at `sim`. Latin tokens of 6 letters
 * or more, abjad tokens of 5 or more: shorter ones are seldom two names. Also a glossed word read as
 * written and the article after it against one Latin word (و ال / WAL: below).
 */
export function abjadJoinCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let i = 0; i + 1 < ab.length; i++) {
    if (ab[i].cls !== 'name' || ab[i + 1].cls !== 'name') continue;
    const joined = ab[i].text + ab[i + 1].text;
    for (let j = 0; j < la.length; j++) {
      const t = la[j].text;
      if (t.length < 6 || la[j].cls !== 'name') continue;
      if (abjadFits(joined, t, false)) pushCand(out, abIsQuery, [i, i + 1], [j], sim);
    }
  }
  for (let j = 0; j + 1 < la.length; j++) {
    // A Latin particle joined to the next name (BEN HASSINE / بنحسين, a surname written as one word).
    if ((la[j].cls !== 'name' && !JOINABLE_PARTICLE.has(la[j].text)) || la[j + 1].cls !== 'name') continue;
    const joined = la[j].text + la[j + 1].text;
    for (let i = 0; i < ab.length; i++) {
      if (ab[i].text.length < 5 || ab[i].cls !== 'name') continue;
      if (abjadFits(ab[i].text, joined, false)) pushCand(out, abIsQuery, [i], [j, j + 1], sim);
    }
  }
  // A glossed word read as written before the article (NameToken.written; the conjunction و of والجهاد,
  // read AND, as written W) against one Latin word joining them (WAL-JIHAD: W + AL ~ WAL): lists write
  // the conjunction and the article as WA AL, WA'L or WAL (normalise.ts CONJUNCTION_ARTICLE_RE).
  for (let i = 0; i + 1 < ab.length; i++) {
    const w = ab[i].written;
    if (w === undefined || ab[i + 1].cls !== 'particle' || ab[i + 1].text !== 'AL') continue;
    const joined = w.text + 'AL';
    for (let j = 0; j < la.length; j++) {
      if (la[j].cls === 'name' && la[j].written === undefined && abjadFits(joined, la[j].text, false)) pushCand(out, abIsQuery, [i, i + 1], [j], sim);
    }
  }
  // "X al-Din" written as three Latin words (EMAD EL DIN, NUR AL DIN) against the one compound an abjad
  // name gives (romanise.ts DIN_MARKER: عماد الدين AMADUDDYN).
  for (let j = 0; j + 2 < la.length; j++) {
    if (la[j].cls !== 'name' || la[j + 1].cls !== 'particle' || la[j + 2].cls !== 'name') continue;
    const joined = la[j].text + la[j + 1].text + la[j + 2].text;
    for (let i = 0; i < ab.length; i++) {
      if (ab[i].cls !== 'name' || !ab[i].text.endsWith('UDDYN')) continue;
      if (abjadFits(ab[i].text, joined, false)) pushCand(out, abIsQuery, [i], [j, j + 1, j + 2], sim);
    }
  }
}

/**
 * The first word of an abjad-script name with its first letter lost (published names cut at the start:
 * مال for جمال JAMAL, في for رافي RAFI, يمن for أيمن AYMAN): the first name token of `ab` pairs at `sim`
 * with a Latin name token of 4 letters or more that it does not fit whole but that fits it
 * (cross-script.abjadFits) once the Latin token's first consonant and the vowels after it are left
 * out, or, for a Latin token starting with a vowel, with an alif or ayn put before the abjad word.
 * Only the name's first word: the cut is at the start of the published string.
 */
export function truncatedStartCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  const a = ab[0];
  if (a.cls !== 'name' || a.text.length < 2) return;
  for (let j = 0; j < la.length; j++) {
    const t = la[j].text;
    if (la[j].cls !== 'name' || t.length < 4 || abjadFits(a.text, t)) continue;
    const vowelFirst = /^[AEIOU]/.test(t);
    const rest = vowelFirst ? '' : t.slice(1).replace(/^[AEIOU]+/, '');
    const fits = vowelFirst ? !/^[AEIOU]/.test(a.text) && abjadFits('A' + a.text, t, false) : rest.length >= 2 && abjadFits(a.text, rest, false);
    if (fits) pushCand(out, abIsQuery, [0], [j], sim);
  }
}

/**
 * A lam-initial name after the article of an Abd- name written with one lam for two (عبدالطیف for
 * عبداللطیف, "Abdelatif" for "Abdellatif": Abd al-Latif, the article's lam and the name's written
 * once, the doubling mark left out): the word after ABDUL on one side, read with an L before it, fits
 * (cross-script.abjadFits) an L-initial token of the other side: they pair at `sim`.
 */
export function sharedLamCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let i = 0; i < ab.length; i++) {
    const a = ab[i].text;
    if (ab[i].cls !== 'name') continue;
    const abAfterAbd = i > 0 && ab[i - 1].text === 'ABDUL' && a[0] !== 'L';
    if (!abAfterAbd && a[0] !== 'L') continue;
    for (let j = 0; j < la.length; j++) {
      const t = la[j].text;
      if (la[j].cls !== 'name') continue;
      if (abAfterAbd ? t[0] === 'L' && abjadFits('L' + a, t, false)
        : j > 0 && la[j - 1].text === 'ABDUL' && t[0] !== 'L' && abjadFits(a, 'L' + t, false)) pushCand(out, abIsQuery, [i], [j], sim);
    }
  }
}

/**
 * Romanised abjad letters (romanise.ts ARABIC_LETTERS) whose letters differ only by their dots: ر / ز
 * (R, Z), د / ذ (D, DH), س / ش (S, SH), ف / ق (F, Q), ب / ت / ث / ن / ي (B, T, TH, N, Y), ج / ح / خ (J, H,
 * KH). One of them mistyped for another is the abjad script's commonest slip (the same letter shape,
 * a dot more or less; also how OCR misreads Arabic print).
 */
const DOT_SIBLINGS: Record<string, string[]> = {
  R: ['Z'], Z: ['R'], D: ['DH'], DH: ['D'], S: ['SH'], SH: ['S'], F: ['Q'], Q: ['F'],
  B: ['T', 'TH', 'N', 'Y'], T: ['B', 'TH', 'N', 'Y'], TH: ['B', 'T', 'N', 'Y'], N: ['B', 'T', 'TH', 'Y'], Y: ['B', 'T', 'TH', 'N'],
  J: ['H', 'KH'], H: ['J', 'KH'], KH: ['J', 'H'],
};
const DIGRAPH = new Set(['SH', 'DH', 'KH', 'TH', 'GH', 'ZH', 'CH']);

/**
 * An abjad-script word with one letter mistyped for a letter of the same shape (`DOT_SIBLINGS`:
 * آخوندراده for آخوندزاده, AKHUNDZADA): an abjad name token of 4 letters or more that a Latin name
 * token of 5 letters or more with the same first letter does not fit, but fits (cross-script.abjadFits)
 * once one letter after its first is replaced by a dot sibling, pairs with it at `sim` (the abjad
 * counterpart of the Latin `typoPair` rule, which also keeps the first letter).
 */
export function dotSlipCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let j = 0; j < la.length; j++) {
    const t = la[j].text;
    if (la[j].cls !== 'name' || t.length < 5) continue;
    for (let i = 0; i < ab.length; i++) {
      const a = ab[i].text;
      if (ab[i].cls !== 'name' || a.length < 4 || a[0] !== t[0]) continue;
      let byLatin = DOT_SLIPS.get(a);
      if (byLatin === undefined) {
        if (DOT_SLIPS.size >= 20_000) DOT_SLIPS.clear();
        DOT_SLIPS.set(a, byLatin = new Map());
      }
      let slip = byLatin.get(t);
      if (slip === undefined) {
        slip = dotSlip(a, t);
        if (byLatin.size < 2_000) byLatin.set(t, slip);
      }
      if (slip) pushCand(out, abIsQuery, [i], [j], sim);
    }
  }
}

/** `dotSlip` results by abjad text, then Latin text (a bounded memo: common names meet again and again). */
const DOT_SLIPS = new Map<string, Map<string, boolean>>();

/** Whether abjad token text `a` does not fit Latin `t` but does with one letter after the first replaced by a dot sibling. */
function dotSlip(a: string, t: string): boolean {
  if (abjadFits(a, t)) return false;
  for (let k = 1; k < a.length; k++) {
    const unit = DIGRAPH.has(a.slice(k, k + 2)) ? a.slice(k, k + 2) : a[k];
    const sibs = DOT_SIBLINGS[unit];
    if (sibs) for (const x of sibs) if (abjadFits(a.slice(0, k) + x + a.slice(k + unit.length), t, false)) return true;
    k += unit.length - 1;
  }
  return false;
}

/**
 * A Latin-script name token with two neighbouring letters swapped (a typing slip: MUSHIN for MUHSIN ~
 * محسن): a Latin name token of 5 letters or more that an abjad-script name token does not fit, but
 * fits (cross-script.abjadFits) once two neighbouring consonants after the first letter are swapped
 * back, pairs with it at `sim` (the Latin `typoPair` rule keeps the first letter too).
 */
export function swappedLetterCands(ab: NameToken[], la: NameToken[], sim: number, out: Cand[], abIsQuery: boolean): void {
  for (let j = 0; j < la.length; j++) {
    const t = la[j].text;
    if (la[j].cls !== 'name' || t.length < 5) continue;
    for (let i = 0; i < ab.length; i++) {
      const a = ab[i].text;
      if (ab[i].cls !== 'name' || a.length < 3 || a[0] !== t[0] || abjadFits(a, t)) continue;
      for (let k = 1; k + 1 < t.length; k++) {
        if (t[k] === t[k + 1] || LATIN_VOWEL.has(t[k]) || LATIN_VOWEL.has(t[k + 1])) continue;
        if (abjadFits(a, t.slice(0, k) + t[k + 1] + t[k] + t.slice(k + 2), false)) { pushCand(out, abIsQuery, [i], [j], sim); break; }
      }
    }
  }
}
const LATIN_VOWEL = new Set(['A', 'E', 'I', 'O', 'U']);

/** Latin particles that begin a surname written as one word in an abjad script (بنحسين BEN HASSINE, ابوزيد ABOU ZEID). */
const JOINABLE_PARTICLE = new Set(['BIN', 'BEN', 'IBN', 'ABU', 'ABOU', 'ABO']);
