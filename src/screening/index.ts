/**
 * Inverted index for candidate retrieval (pure, in memory). No query ever scans the full list.
 *
 * Entries are normalised names (one per list name/alias). Each informative token of an entry
 * (classes `name`, `number`, `generic`; not legal forms, particles or initials) is posted under:
 *   - `T<text>`   its folded text                         (exact token)
 *   - `P<key>`    its phonetic key                        (transliteration variants, vowel typos)
 *   - `B<first4>` / `E<last4>` for tokens of >= 5 letters  (typos at the other end of the token)
 *   - `T<raw_i + raw_i+1>` for every adjacent token pair   (joined/split words: "JSC ARGUMENT" vs
 *     "JSCARGUMENT", "XI JIN PING" vs "XI JINPING")
 * A query generates the same keys (plus its own adjacent-pair concatenations). Each key contributes
 * `keyWeight(type) * idf(key)`, idf = ln(1 + N / df), and each query token counts once per entry
 * (its best key), so rare tokens drive retrieval. Keys with more than `maxPostings` entries only
 * re-score entries already found through rarer keys (unless nothing was found).
 *
 * Output of `search`: entry ids with retrieval scores, best first, at most `limit`, and only those
 * scoring at least `minRatio` of the best one. Entries met by fewer than two query tokens are
 * dropped (unless the query or the entry has a single informative token): one shared token can
 * never give a strong name score (score.ts), so such entries are not worth scoring.
 *
 * `rarity(token)` (0.35–1) is the corpus informativeness factor the screener multiplies into token
 * weights: tokens found in fewer than N/2000 names weigh 1, tokens in more than N/20 names 0.35,
 * log-linear in between.
 */
import type { NameToken, NormalisedName } from './normalise.js';

const KEY_WEIGHT = { T: 1, P: 0.9, B: 0.55, E: 0.55, J: 1 } as const;

/** Whether a token is posted in the index (informative classes only). */
export function indexable(t: NameToken): boolean {
  return t.cls === 'name' || t.cls === 'number' || t.cls === 'generic';
}

/** Keys of one token (see module doc), with their weights. */
function tokenKeys(t: NameToken, out: Array<[string, number]>): void {
  out.push(['T' + t.text, KEY_WEIGHT.T]);
  if (t.cls === 'number') return;
  if (t.key.length >= 2) out.push(['P' + t.key, KEY_WEIGHT.P]);
  if (t.text.length >= 5) {
    out.push(['B' + t.text.slice(0, 4), KEY_WEIGHT.B]);
    out.push(['E' + t.text.slice(-4), KEY_WEIGHT.E]);
  }
}

/** Keys of the concatenation of two adjacent tokens (joined words). */
function joinKey(a: NameToken, b: NameToken): string | undefined {
  const j = a.raw + b.raw;
  return j.length >= 5 ? 'T' + j : undefined;
}

export interface SearchHit {
  entry: number;
  score: number;
}

export class NameIndex {
  /** key -> entry ids (ascending, deduplicated). */
  private readonly postings: Map<string, Int32Array>;
  /** Number of entries indexed. */
  readonly size: number;
  private readonly acc: Float64Array;
  /** Number of query token groups that hit each entry (during a search). */
  private readonly hitCount: Uint8Array;
  /** Informative (indexable) token count per entry, capped at 255. */
  private readonly informative: Uint8Array;
  private readonly tok: Float64Array;
  private readonly tokStamp: Int32Array;
  private stamp = 0;
  private readonly lnN: number;

  private constructor(postings: Map<string, Int32Array>, size: number, informative: Uint8Array) {
    this.postings = postings;
    this.size = size;
    this.informative = informative;
    this.hitCount = new Uint8Array(size);
    this.acc = new Float64Array(size);
    this.tok = new Float64Array(size);
    this.tokStamp = new Int32Array(size);
    this.lnN = Math.log(Math.max(size, 2));
  }

  /** Build the index over normalised names (entry id = position in the array). */
  static build(names: NormalisedName[]): NameIndex {
    const lists = new Map<string, number[]>();
    const keys: Array<[string, number]> = [];
    const informative = new Uint8Array(names.length);
    for (let e = 0; e < names.length; e++) {
      const toks = names[e].tokens;
      keys.length = 0;
      let any = false;
      for (const t of toks) if (indexable(t)) { tokenKeys(t, keys); any = true; informative[e] = Math.min(255, informative[e] + 1); }
      // Names made only of legal forms/particles/initials are still findable by their tokens.
      if (!any) for (const t of toks) keys.push(['T' + t.text, 1]);
      for (let i = 0; i + 1 < toks.length; i++) {
        const k = joinKey(toks[i], toks[i + 1]);
        if (k) keys.push([k, 1]);
      }
      for (const [k] of keys) {
        let l = lists.get(k);
        if (!l) { l = []; lists.set(k, l); }
        if (l[l.length - 1] !== e) l.push(e);
      }
    }
    const postings = new Map<string, Int32Array>();
    for (const [k, l] of lists) postings.set(k, Int32Array.from(l));
    return new NameIndex(postings, names.length, informative);
  }

  /** Number of entries posted under a key. */
  df(key: string): number {
    return this.postings.get(key)?.length ?? 0;
  }

  /** Corpus informativeness factor of a token, 0.35–1 (see module doc). */
  rarity(t: NameToken): number {
    if (this.size < 200) return 1;
    const df = Math.max(this.df('T' + t.text), t.key.length >= 3 ? this.df('P' + t.key) : 0);
    const lo = this.size / 2000;
    const hi = this.size / 20;
    if (df <= lo) return 1;
    if (df >= hi) return 0.35;
    return 1 - 0.65 * (Math.log(df / lo) / Math.log(hi / lo));
  }

  /**
   * Retrieve candidate entries for the query names (module doc). `limit` caps the hits returned;
   * `minRatio` drops hits scoring below that fraction of the best; `maxPostings` as described above.
   */
  search(queries: NormalisedName[], limit: number, maxPostings: number, minRatio = 0.3): SearchHit[] {
    const acc = this.acc;
    const hitCount = this.hitCount;
    const touched: number[] = [];
    const groups: Array<Array<[string, number]>> = [];
    let minGroups = 0;
    for (const q of queries) {
      const toks = q.tokens;
      const before = groups.length;
      let any = false;
      for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        if (!indexable(t)) continue;
        any = true;
        const g: Array<[string, number]> = [];
        tokenKeys(t, g);
        if (i + 1 < toks.length) { const k = joinKey(t, toks[i + 1]); if (k) g.push([k, KEY_WEIGHT.J]); }
        if (i > 0) { const k = joinKey(toks[i - 1], t); if (k) g.push([k, KEY_WEIGHT.J]); }
        groups.push(g);
      }
      if (!any) for (const t of toks) groups.push([['T' + t.text, 1]]);
      minGroups = Math.max(minGroups, Math.min(2, groups.length - before));
    }
    // Two passes: rare keys may create candidates; common keys only re-score existing ones.
    for (let pass = 0; pass < 2; pass++) {
      const allowNew = pass === 0 || touched.length === 0;
      for (const g of groups) {
        const st = ++this.stamp;
        const tokTouched: number[] = [];
        for (const [k, kw] of g) {
          const p = this.postings.get(k);
          if (!p) continue;
          const big = p.length > maxPostings;
          if ((pass === 0) === big) continue;
          const w = kw * Math.log(1 + this.size / p.length);
          for (let i = 0; i < p.length; i++) {
            const e = p[i];
            if (!allowNew && acc[e] === 0) continue;
            if (this.tokStamp[e] !== st) {
              this.tokStamp[e] = st;
              this.tok[e] = w;
              tokTouched.push(e);
            } else if (w > this.tok[e]) {
              this.tok[e] = w;
            }
          }
        }
        for (const e of tokTouched) {
          if (acc[e] === 0) touched.push(e);
          acc[e] += this.tok[e];
          if (hitCount[e] < 255) hitCount[e]++;
        }
      }
    }
    // A name can only reach a strong score when at least two of its informative tokens meet the
    // query (unless the query or the name has a single informative token): entries hit by fewer
    // query tokens are dropped before scoring.
    let best = 0;
    for (const e of touched) {
      const need = Math.min(minGroups, Math.max(1, this.informative[e]));
      if (hitCount[e] < need) { acc[e] = 0; hitCount[e] = 0; continue; }
      if (acc[e] > best) best = acc[e];
    }
    const cut = best * minRatio;
    let hits: SearchHit[] = [];
    for (const e of touched) {
      if (acc[e] > 0 && acc[e] >= cut) hits.push({ entry: e, score: acc[e] });
      acc[e] = 0;
      hitCount[e] = 0;
    }
    if (hits.length > limit) {
      hits.sort((a, b) => b.score - a.score);
      hits = hits.slice(0, limit);
    } else {
      hits.sort((a, b) => b.score - a.score);
    }
    return hits;
  }
}
