/**
 * Korean keys of the name index (the `XK` and `MK` keys of index-keys.ts): a Hangul name, a Latin-script
 * name read as Korean and a Korean name written in Cyrillic meet through score.koreanTokenKey, equal for
 * the Revised Romanization, McCune-Reischauer and the customary spellings of a syllable; a word of a
 * foreign name written in Hangul through its syllabic skeletons. Keys are 53-bit hashes
 * (index-keys.hashKey), appended to flat [key, weight] arrays.
 */
import type { NameToken, NormalisedName } from './normalise.js';
import { crossKey } from './cross-script.js';
import { foreignHangulToken, hangulReadings } from './foreign-hangul.js';
import { kontsevichJoinKeys, kontsevichKeys, readsKoreanCyrillic } from './korean-cyrillic.js';
import { koreanTokenKey, readsKoreanLatin } from './score.js';
import { hashKey, K_MK, K_MS, K_NS, K_XK, K_XS, KEY_WEIGHT, skeletonable } from './index-keys.js';
import type { Side } from './index-skeleton-keys.js';

/**
 * Whether a token of a Hangul name (or of a Latin one read as Korean, all of whose tokens are names) is a
 * syllable: any but a number (romanised syllables may look like particles or legal forms: 도 DO, 두 DU).
 */
const syllable = (t: NameToken) => t.cls !== 'number';

/**
 * Whether a token of a Hangul name is a word of a foreign name written as one word (romanise.ts,
 * foreign-hangul.ts: 데이비드 DEIBIDEU), not a syllable of a native name.
 */
const foreignWord = (t: NameToken) => skeletonable(t) && foreignHangulToken(t.text);

/**
 * Syllabic skeletons (cross-script.crossKey 'syllabic', the key a Latin-script entry posts under `XS`
 * and a Latin query looks up under `MS`) of a word of a foreign name written in Hangul, of two
 * consonants or more, one per reading (foreign-hangul.hangulReadings): 데이비드 DEIBID -> TPT, as
 * DAVID; 빌더르스 BILDEORS -> PRTRS and, ㅂ read w, RTRS, as WILDERS.
 */
function foreignHangulSkeletons(t: NameToken): string[] {
  const out: string[] = [];
  for (const r of hangulReadings(t.text)) {
    const k = crossKey(r, 'syllabic');
    if (k.length >= 2 && !out.includes(k)) out.push(k);
  }
  return out;
}

/**
 * Korean keys an entry posts, appended to `out`: a Latin-script name read as Korean
 * (score.readsKoreanLatin: CHOI Kyunghwan, PARK Min Soo) the `XK` key of each name token; a Hangul
 * name of a record without a Latin-script name (`latinless`) the `MK` key of each syllable and of each
 * two neighbouring syllables written as one word (경환 KYUNGHWAN). The key is equal for the Revised
 * Romanization, McCune-Reischauer and the customary spellings of a syllable (cross-script.koreanKey),
 * which share no `T` or `P` key (CHOI / CHOE, KYUNGHWAN / GYEONG HWAN, SUH / SEO, WOONG / UNG).
 */
export function entryKoreanKeys(n: NormalisedName, side: Side, latinless: boolean, out: number[]): void {
  const toks = n.tokens;
  if (n.script === 'Korean') {
    for (let i = 0; i < toks.length; i++) {
      // A word of a foreign name written in Hangul: its syllabic skeletons (`foreignHangulSkeletons`).
      if (foreignWord(toks[i])) {
        for (const k of foreignHangulSkeletons(toks[i])) { out.push(hashKey(K_NS, k)); if (latinless) out.push(hashKey(K_MS, k)); }
        continue;
      }
      if (!latinless || !syllable(toks[i])) continue;
      out.push(hashKey(K_MK, koreanTokenKey(toks[i])));
      if (i + 1 < toks.length && syllable(toks[i + 1]) && !foreignWord(toks[i + 1])) out.push(hashKey(K_MK, koreanTokenKey(toks[i], toks[i + 1])));
    }
  } else if (side === 'latin' && readsKoreanLatin(n)) {
    for (const t of toks) out.push(hashKey(K_XK, koreanTokenKey(t)));
  } else if (latinless && readsKoreanCyrillic(n)) {
    // A Korean name in Cyrillic (korean-cyrillic.ts: Ким Гён Хи) of a record without a Latin-script
    // name: the `MK` keys of its syllables' Kontsevich readings and of two neighbouring ones as one word.
    for (let i = 0; i < toks.length; i++) {
      for (const k of kontsevichKeys(toks[i].text)) out.push(hashKey(K_MK, k));
      if (i + 1 < toks.length) for (const k of kontsevichJoinKeys(toks[i].text, toks[i + 1].text)) out.push(hashKey(K_MK, k));
    }
  }
}

/**
 * Korean keys a query name looks up (`entryKoreanKeys`), per token as [key, weight] pairs: a Hangul
 * name the `XK` key of each syllable and, in both tokens' groups, of two neighbouring syllables as one
 * word; a Latin-script name read as Korean the `MK` key of each token (weight XL, as the other
 * `M*` keys). `skip(i)`: token i looks up no key of its own (a repeated token: `repeatsEarlier`).
 */
export function queryKoreanKeys(q: NormalisedName, side: Side, skip: (i: number) => boolean): number[][] {
  const toks = q.tokens;
  const hangul = q.script === 'Korean';
  if (readsKoreanCyrillic(q)) return cyrillicKoreanKeys(toks, skip);
  if (!hangul && !(side === 'latin' && readsKoreanLatin(q))) return [];
  const out: number[][] = toks.map(() => []);
  for (let i = 0; i < toks.length; i++) {
    if (!syllable(toks[i])) continue;
    // A word of a foreign name written in Hangul looks up the syllabic skeletons of Latin-script
    // entries (`XS`) and of Hangul and kana ones (`NS`), as a kana query does (`querySkeletonKeys`).
    if (hangul && foreignWord(toks[i])) {
      if (!skip(i)) for (const k of foreignHangulSkeletons(toks[i])) out[i].push(hashKey(K_XS, k), KEY_WEIGHT.X, hashKey(K_NS, k), KEY_WEIGHT.X);
      continue;
    }
    if (!skip(i)) out[i].push(hashKey(hangul ? K_XK : K_MK, koreanTokenKey(toks[i])), hangul ? KEY_WEIGHT.X : KEY_WEIGHT.XL);
    if (hangul && i + 1 < toks.length && syllable(toks[i + 1]) && !foreignWord(toks[i + 1])) {
      const k = hashKey(K_XK, koreanTokenKey(toks[i], toks[i + 1]));
      out[i].push(k, KEY_WEIGHT.X);
      out[i + 1].push(k, KEY_WEIGHT.X);
    }
  }
  return out;
}

/**
 * Korean keys a Cyrillic query read as Korean (korean-cyrillic.readsKoreanCyrillic: Ким Гён Хи) looks
 * up, per token as [key, weight] pairs (`queryKoreanKeys`), as a Hangul query does: the `XK` key of
 * each Kontsevich reading of each token (korean-cyrillic.kontsevichKeys: ГЁН -> KYON, KYONG) and, in
 * both tokens' groups, of two neighbouring tokens read as one word (`kontsevichJoinKeys`: KYONGHUI).
 */
function cyrillicKoreanKeys(toks: NameToken[], skip: (i: number) => boolean): number[][] {
  const out: number[][] = toks.map(() => []);
  for (let i = 0; i < toks.length; i++) {
    if (!skip(i)) for (const k of kontsevichKeys(toks[i].text)) out[i].push(hashKey(K_XK, k), KEY_WEIGHT.X);
    if (i + 1 < toks.length) {
      for (const j of kontsevichJoinKeys(toks[i].text, toks[i + 1].text)) {
        const k = hashKey(K_XK, j);
        out[i].push(k, KEY_WEIGHT.X);
        out[i + 1].push(k, KEY_WEIGHT.X);
      }
    }
  }
  return out;
}
