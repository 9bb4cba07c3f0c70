/**
 * Inverted index for candidate retrieval (pure, in memory). No query ever scans the full list.
 *
 * Entries are normalised names (one per list name/alias). Each informative token of an entry
 * (classes `name`, `number`, `generic`; not legal forms, particles or initials) is posted under the
 * keys index-keys.ts lists (exact text, phonetic key, prefix and suffix, deletion neighbourhood, joined
 * adjacent tokens, whole-name spellings, and the cross-script keys of index-skeleton-keys.ts and
 * index-korean-keys.ts).
 * A query generates the same keys (plus its own adjacent-pair concatenations, `queryTypoKeys`, and for
 * a name typed in Cyrillic the Latin H/J/X/W/YE spellings its romanisation hides: romanise.cyrillicVariants). Each key contributes
 * `keyWeight(type) * idf(key)`, idf = ln(1 + N / df), and each query token counts once per entry
 * (its best key), so rare tokens drive retrieval. Keys with more than `maxPostings` entries only
 * re-score entries already found through rarer keys (unless nothing was found).
 *
 * Output of `search`: entry ids with retrieval scores, best first, at most `limit`, and only those
 * scoring at least `minRatio` of the best one; when the index was built with groups (lists), one
 * group takes at most half of the `limit` slots while other groups' entries wait (candidates.ts). Entries met by fewer than two query tokens are
 * dropped (unless the query or the entry has a single informative token): one shared token can
 * never give a strong name score (score.ts), so such entries are not worth scoring.
 *
 * The search uses preallocated scratch arrays (one search at a time; JavaScript is single-threaded
 * and `search` is synchronous, so this is safe within one process).
 *
 * `rarity(token)` (0.35–1) is the corpus informativeness factor the screener multiplies into token
 * weights: tokens found in fewer than N/2000 names weigh 1, tokens in more than N/20 names 0.35,
 * log-linear in between.
 */
import type { NameToken, NormalisedName } from './normalise.js';
import { listQuota, selectWithQuota } from './candidates.js';
import { abjadKeys } from './cross-script.js';
import { KeyTable } from './key-table.js';
import { computeForeignForms } from './foreign-readings.js';
import { MOVED_MIN, movedCapitalWords, SPELLING_MAX } from './score.js';
import {
  entrySpellingKey, fullNameKey, givenNameFormKey, hashKey, indexable, joinKey, K_MP, K_P, K_R, K_T, K_WA, K_XF, K_XP, KEY_WEIGHT,
  letterSetKey, queryCyrillicKeys, queryForeignKeys, querySpellingKeys, queryTypoKeys, queryVReadingKeys,
  repeatsEarlier, skeletonable, soleInformative, tokenKeys, V_READ_AS_B_AND_W, vReadings,
} from './index-keys.js';
import {
  entrySkeletonKeys, entrySkeletonPairKeys, kanaPairKeys, latinSkeletons, querySkeletonKeys, querySkeletonPairKeys,
  sideOf, skeletonText,
} from './index-skeleton-keys.js';
import { entryKoreanKeys, queryKoreanKeys } from './index-korean-keys.js';

/** Posted key ids per chunk of the build's list (a power of two). */
const PAIR_CHUNK_BITS = 18;
const PAIR_CHUNK = 1 << PAIR_CHUNK_BITS;
const EMPTY_CHUNK = new Int32Array(0);

export interface SearchHit {
  entry: number;
  score: number;
}

/** Hits up to this many are sorted by insertion (`sortHits`), longer runs merged. */
const INSERTION_MAX = 24;
let hitScratch: SearchHit[] = [];

/**
 * Whether hit a comes before hit b: a higher retrieval score, then (equal scores) the lower entry id.
 * A total order of the hits themselves, so the candidates a search keeps do not depend on the order
 * in which its keys met them.
 */
function before(a: SearchHit, b: SearchHit): boolean {
  return a.score > b.score || (a.score === b.score && a.entry < b.entry);
}

/**
 * Sorts hits best first (`before`) without a comparator call per comparison (a search sorts tens to
 * hundreds of hits): insertion sort for short runs, merged bottom-up.
 */
function sortHits(h: SearchHit[]): void {
  const n = h.length;
  for (let lo = 0; lo < n; lo += INSERTION_MAX) {
    const hi = Math.min(n, lo + INSERTION_MAX);
    for (let i = lo + 1; i < hi; i++) {
      const x = h[i];
      let j = i - 1;
      while (j >= lo && before(x, h[j])) { h[j + 1] = h[j]; j--; }
      h[j + 1] = x;
    }
  }
  if (n <= INSERTION_MAX) return;
  if (hitScratch.length < n) hitScratch = new Array<SearchHit>(n);
  let src = h;
  let dst = hitScratch;
  for (let width = INSERTION_MAX; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) dst[k++] = before(src[j], src[i]) ? src[j++] : src[i++];
      while (i < mid) dst[k++] = src[i++];
      while (j < hi) dst[k++] = src[j++];
    }
    const t = src;
    src = dst;
    dst = t;
  }
  if (src !== h) for (let i = 0; i < n; i++) h[i] = src[i];
  // Let the scratch array not keep the hits alive.
  for (let i = 0; i < n; i++) hitScratch[i] = undefined as unknown as SearchHit;
}

export class NameIndex {
  /** key -> key id; postings of key id k are `entries[offsets[k] .. offsets[k + 1])` (ascending, deduplicated). */
  private readonly keyIds: KeyTable;
  private readonly offsets: Int32Array;
  private readonly entries: Int32Array;
  /** Number of entries indexed. */
  readonly size: number;
  /**
   * Search scratch state: `mark[e]` tells the search that last met entry e (a tag, the high bits) and
   * e's slot in that search (the low `slotBits` bits). Only this array (4 bytes per entry) is read at
   * random, once per posting; the rest of an entry's state is held in its slot (`slot*` arrays, slots
   * numbered in the order entries are first met, so a search reads only the first few slots, in
   * cache): the 32 bytes per entry read at random before cost a cache miss for most postings.
   */
  private readonly mark: Int32Array;
  private readonly slotBits: number;
  /** Tag of the current search (1 .. 2^(31 - slotBits) - 1; 0: never met). */
  private tag = 0;
  /** Per slot: the token group that last met it (stamp), where that group's best key weight for it is in the search's key list, its accumulated retrieval score, the number of groups that met it. */
  private readonly slotGroup: Int32Array;
  private readonly slotBest: Int32Array;
  private readonly slotScore: Float64Array;
  private readonly slotCount: Uint8Array;
  /** One bit per entry: the entry has two informative (indexable) tokens or more. */
  private readonly multi: Uint32Array;
  /** Group (list) of each entry, for the per-list quota of `search`; undefined: one group. */
  private readonly groups: ArrayLike<number> | undefined;
  /** Entries met during a search by slot, and the slots met by the current token group (scratch, `size` each). */
  private readonly touched: Int32Array;
  private readonly groupTouched: Int32Array;
  /** One bit per entry: met by an earlier token group of the current search (scratch, cleared after). */
  private readonly metBits: Uint32Array;

  private constructor(keyIds: KeyTable, offsets: Int32Array, entries: Int32Array, size: number, informative: Uint8Array, groups?: ArrayLike<number>) {
    this.groups = groups;
    this.keyIds = keyIds;
    this.offsets = offsets;
    this.entries = entries;
    this.size = size;
    this.multi = new Uint32Array((size >>> 5) + 1);
    for (let e = 0; e < size; e++) if (informative[e] >= 2) this.multi[e >>> 5] |= 1 << (e & 31);
    // The search scratch is carved from one buffer of 32 bytes per entry, allocated as the single state
    // array it replaced was: with several smaller buffers the bench's peak RSS rose (the garbage of the
    // build was more often still uncollected when the queries began).
    const scratch = new ArrayBuffer(size * 32);
    this.slotScore = new Float64Array(scratch, 0, size);
    this.mark = new Int32Array(scratch, size * 8, size);
    this.slotGroup = new Int32Array(scratch, size * 12, size);
    this.slotBest = new Int32Array(scratch, size * 16, size);
    this.slotCount = new Uint8Array(scratch, size * 20, size);
    this.slotBits = 32 - Math.clz32(size);
    this.touched = new Int32Array(size);
    this.groupTouched = new Int32Array(size);
    this.metBits = new Uint32Array((size >>> 5) + 1);
  }

  /**
   * Build the index over normalised names (entry id = position in the array). `groups[e]` is the
   * group (list) of entry e: `search` then keeps each group to its quota (candidates.ts).
   * `records[e]` is the record of entry e (which names belong together, for the `M*` skeleton keys).
   *
   * The keys of a token depend only on its text, its phonetic key, whether it is a number and the
   * script side of its name, so they are computed and interned once per distinct token (the same
   * given names and surnames recur: the full list corpus indexes about 300,000 tokens of 48,000 texts)
   * and reused as key ids; only abjad and syllabic names (whose skeleton keys also depend on the
   * record) and adjacent-pair keys are hashed for each entry. Should `tokenKeys` or
   * `entrySkeletonKeys` ever read another token field, the memo below must be keyed on it too.
   */
  static build(names: NormalisedName[], groups?: ArrayLike<number>, records?: ArrayLike<number>): NameIndex {
    // Records with a Latin-script name (module doc: their other-script names get no `M*` keys).
    const withLatin = new Set<number>();
    if (records) for (let e = 0; e < names.length; e++) if (sideOf(names[e]) === 'latin') withLatin.add(records[e]);
    const keyIds = new KeyTable(names.length * 4);
    let lastEntry = new Int32Array(1 << 16);
    // The key ids posted by each entry, entry after entry, in fixed-size chunks (growing one array
    // by doubling held the old and the new copy at once); `entryStart[e]` is where entry e's begin.
    const chunks: Int32Array[] = [];
    let chunk = new Int32Array(PAIR_CHUNK);
    chunks.push(chunk);
    let inChunk = 0;
    let np = 0;
    const entryStart = new Int32Array(names.length + 1);
    let e = 0;
    /** Posts key id `id` for entry `e` (once per entry). */
    const post = (id: number) => {
      if (id >= lastEntry.length) {
        const grown = new Int32Array(lastEntry.length * 2);
        grown.set(lastEntry);
        lastEntry = grown;
      }
      // Stored as entry + 1 so that the zero-filled array means "no entry yet".
      if (lastEntry[id] === e + 1) return;
      lastEntry[id] = e + 1;
      if (inChunk === PAIR_CHUNK) { chunk = new Int32Array(PAIR_CHUNK); chunks.push(chunk); inChunk = 0; }
      chunk[inChunk++] = id;
      np++;
    };
    // Key ids per token text for the three cases whose keys depend on the text alone (method doc):
    // numbers, name/generic tokens of Latin-script names, name/generic tokens of names in a script
    // without skeletons. A memo entry m holds `memoIds[memoStart[m] .. memoStart[m + 1])` and the
    // phonetic key they were made from (a token whose key differs is hashed).
    const memo = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
    const memoKey: string[] = [];
    const memoStart: number[] = [0];
    const memoIds: number[] = [];
    const keys: number[] = [];
    // Key ids of a word's pronounced readings (`K_XF`), by word text. The readings are computed here
    // and kept nowhere else: the scorer reads them for the few list words that meet a Cyrillic or
    // Greek query (about 20 MB less after the build).
    const readingMemo = new Map<string, number[]>();
    const readingIds = (text: string): number[] => {
      let ids = readingMemo.get(text);
      if (ids === undefined) {
        const f = computeForeignForms(text);
        ids = [];
        for (const k of f.readingKeys) if (k.length >= 2 && k !== f.foldKey) ids.push(keyIds.intern(hashKey(K_XF, k)));
        readingMemo.set(text, ids);
      }
      return ids;
    };
    const informative = new Uint8Array(names.length);
    for (e = 0; e < names.length; e++) {
      entryStart[e] = np;
      const toks = names[e].tokens;
      const side = sideOf(names[e]);
      let any = false;
      const latinless = side !== 'latin' && !(records && withLatin.has(records[e]));
      for (const t of toks) {
        if (!indexable(t)) continue;
        any = true;
        if (informative[e] < 255) informative[e]++;
        // (Outside the memo: a word has a given-name form in a person's name only.)
        if (t.form !== undefined) post(keyIds.intern(givenNameFormKey(t.form)));
        // (A glossed token keyed by its transliteration is not memoised: the memo is keyed on the text.)
        const m = t.cls === 'number' ? 0 : t.written !== undefined ? -1 : side === 'latin' ? 1 : side === undefined ? 2 : -1;
        const cached = m >= 0 ? memo[m].get(t.text) : undefined;
        if (cached !== undefined && memoKey[cached] === t.key) {
          for (let i = memoStart[cached], end = memoStart[cached + 1]; i < end; i++) post(memoIds[i]);
          continue;
        }
        keys.length = 0;
        tokenKeys(t, keys);
        entrySpellingKey(t, keys);
        entrySkeletonKeys(t, side, latinless, keys);
        if (t.cls === 'name' && t.text.length >= MOVED_MIN) keys.push(letterSetKey(t.text), KEY_WEIGHT.D);
        const remember = m >= 0 && cached === undefined;
        for (let i = 0; i < keys.length; i += 2) {
          const id = keyIds.intern(keys[i]);
          if (remember) memoIds.push(id);
          post(id);
        }
        if (remember) {
          memo[m].set(t.text, memoKey.length);
          memoKey.push(t.key);
          memoStart.push(memoIds.length);
        }
      }
      // A glossed word's other English renderings (NameToken.alt), as exact tokens: the entry's ЗАВОД,
      // read PLANT, is found by a query's WORKS. (After the memo: it is keyed on the text, not `alt`.)
      for (const t of toks) if (t.alt !== undefined && indexable(t)) for (const w of t.alt) post(keyIds.intern(hashKey(K_T, w)));
      // A person's Latin-script name: its words' pronounced readings (`K_XF`), once per word text.
      if (side === 'latin' && !names[e].org) for (const t of toks) if (t.cls === 'name' && skeletonable(t)) for (const id of readingIds(t.text)) post(id);
      // A Devanagari, Tamil or Sinhala name's tokens with v read b and w, as exact tokens (`vReadings`):
      // a Latin query's BIJAY finds the entry's VIJAY, and its deletion forms (NAWRAJ of NAWARAJ) NAVRAJ.
      if (V_READ_AS_B_AND_W.has(names[e].script)) for (const t of toks) if (indexable(t)) for (const w of vReadings(t)) post(keyIds.intern(hashKey(K_T, w)));
      // Names made only of legal forms/particles/initials are still findable by their tokens.
      if (!any) for (const t of toks) post(keyIds.intern(hashKey(K_T, t.text)));
      for (let i = 1; i < toks.length; i++) if (repeatsEarlier(toks, i)) post(keyIds.intern(hashKey(K_R, toks[i].text)));
      const full = fullNameKey(toks);
      if (full >= 0) post(keyIds.intern(full));
      for (let i = 0; i + 1 < toks.length; i++) {
        const k = joinKey(toks[i], toks[i + 1]);
        if (k >= 0) post(keyIds.intern(k));
      }
      if (side === 'latin' || (side === 'abjad' && latinless)) {
        keys.length = 0;
        entrySkeletonPairKeys(toks, side, latinless, keys);
        for (const k of keys) post(keyIds.intern(k));
      }
      // A kana name of a record without a Latin-script name: its readings' skeleton pairs (`kanaPairKeys`).
      if (latinless && names[e].script === 'Japanese') kanaPairKeys(names[e], K_MP, (k) => post(keyIds.intern(k)));
      keys.length = 0;
      entryKoreanKeys(names[e], side, latinless, keys);
      for (const k of keys) post(keyIds.intern(k));
      if (side === 'latin' && informative[e] === 1 && names[e].org) {
        const one = soleInformative(toks);
        if (one !== undefined && skeletonable(one)) {
          const [a, , r] = latinSkeletons(skeletonText(one));
          if (a.length >= 2) post(keyIds.intern(hashKey(K_WA, a)));
          if (r.length >= 2) post(keyIds.intern(hashKey(K_WA, r)));
        }
      }
    }
    entryStart[names.length] = np;
    // Counting sort of (key, entry) pairs into CSR arrays; entries stay ascending within a key.
    const nk = keyIds.size;
    const offsets = new Int32Array(nk + 1);
    for (let c = 0; c < chunks.length; c++) {
      const ch = chunks[c];
      const n = c === chunks.length - 1 ? inChunk : PAIR_CHUNK;
      for (let i = 0; i < n; i++) offsets[ch[i] + 1]++;
    }
    for (let k = 0; k < nk; k++) offsets[k + 1] += offsets[k];
    const fill = offsets.slice(0, nk);
    const entries = new Int32Array(np);
    for (let en = 0, p = 0; en < names.length; en++) {
      for (const end = entryStart[en + 1]; p < end; p++) {
        const c = p >>> PAIR_CHUNK_BITS;
        const id = chunks[c][p & (PAIR_CHUNK - 1)];
        entries[fill[id]++] = en;
        // Let each chunk go as soon as it is read.
        if ((p & (PAIR_CHUNK - 1)) === PAIR_CHUNK - 1) chunks[c] = EMPTY_CHUNK;
      }
    }
    return new NameIndex(keyIds, offsets, entries, names.length, informative, groups);
  }

  /** Number of entries posted under a key (a `hashKey`). */
  private df(key: number): number {
    const id = this.keyIds.get(key);
    return id === undefined ? 0 : this.offsets[id + 1] - this.offsets[id];
  }

  /** Whether some indexed name holds a token with exactly this folded text. */
  holds(text: string): boolean {
    return this.df(hashKey(K_T, text)) > 0;
  }

  /** Corpus informativeness factor of a token, 0.35–1 (see module doc). */
  rarity(t: NameToken): number {
    if (this.size < 200) return 1;
    const df = Math.max(this.df(hashKey(K_T, t.text)), t.key.length >= 3 ? this.df(hashKey(K_P, t.key)) : 0);
    const lo = this.size / 2000;
    const hi = this.size / 20;
    if (df <= lo) return 1;
    if (df >= hi) return 0.35;
    return 1 - 0.65 * (Math.log(df / lo) / Math.log(hi / lo));
  }

  /**
   * Appends the keys of the [key, key-type weight] pairs in `keys` that the index holds to `found`, as
   * [key id, retrieval weight] pairs (key-type weight x idf, module doc), then -1 (the end of one query
   * token group): each key is looked up once for both passes of `search`.
   */
  private resolve(keys: number[], found: number[]): void {
    for (let i = 0; i < keys.length; i += 2) {
      const id = this.keyIds.get(keys[i]);
      if (id === undefined) continue;
      found.push(id, keys[i + 1] * Math.log(1 + this.size / (this.offsets[id + 1] - this.offsets[id])));
    }
    found.push(-1);
  }

  /**
   * Retrieve candidate entries for the query names (module doc). `limit` caps the hits returned;
   * `minRatio` drops hits scoring below that fraction of the best; `maxPostings` as described above.
   */
  search(queries: NormalisedName[], limit: number, maxPostings: number, minRatio = 0.3): SearchHit[] {
    // Key look-ups of every query token group: (key id, key weight) pairs, -1 ending each group.
    const found: number[] = [];
    let minGroups = 0;
    let nGroups = 0;
    const g: number[] = [];
    for (const q of queries) {
      const toks = q.tokens;
      const side = sideOf(q);
      const before = nGroups;
      let any = false;
      const pairKeys = querySkeletonPairKeys(toks, side);
      // A kana name: its readings' skeleton pairs, posted by Latin-script entries (`kanaPairKeys`).
      if (q.script === 'Japanese') {
        if (pairKeys.length === 0) for (let i = 0; i < toks.length; i++) pairKeys.push([]);
        kanaPairKeys(q, K_XP, (k, i, j) => { pairKeys[i].push(k, KEY_WEIGHT.X); pairKeys[j].push(k, KEY_WEIGHT.X); });
      }
      const sole = side === 'abjad' && q.org ? soleInformative(toks) : undefined;
      const koreanKeys = queryKoreanKeys(q, side, (i) => repeatsEarlier(toks, i));
      const moved = movedCapitalWords(q.original);
      const full = fullNameKey(toks);
      for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        if (!indexable(t)) continue;
        any = true;
        g.length = 0;
        if (repeatsEarlier(toks, i)) g.push(hashKey(K_R, t.text), KEY_WEIGHT.T);
        else {
          tokenKeys(t, g, q.script !== undefined);
          if (t.form !== undefined) g.push(givenNameFormKey(t.form), KEY_WEIGHT.P);
          if (t.alt !== undefined) for (const w of t.alt) g.push(hashKey(K_T, w), KEY_WEIGHT.T);
          queryTypoKeys(t, g);
          if (t.text.length <= SPELLING_MAX && !this.holds(t.text)) querySpellingKeys(t, g);
          if (q.script === 'Cyrillic') queryCyrillicKeys(t, g);
          else if (V_READ_AS_B_AND_W.has(q.script)) queryVReadingKeys(t, g);
          queryForeignKeys(t, q.script, g);
          if (moved.length > 0 && t.cls === 'name' && moved.includes(t.text)) g.push(letterSetKey(t.text), KEY_WEIGHT.D);
          querySkeletonKeys(t, side, g);
          if (t === sole && skeletonable(t)) for (const k of abjadKeys(skeletonText(t))) if (k.length >= 2) g.push(hashKey(K_WA, k), KEY_WEIGHT.T);
        }
        // A Latin name's word joined to the particle after it (ALI + AL of "Ali AL-ZAFYR") is no written
        // form of a name, and its key met every "Ali al-X" in the lists, outranking the listed AL-ZAFIR, Ali.
        if (i + 1 < toks.length && (toks[i + 1].cls !== 'particle' || side !== 'latin')) { const k = joinKey(t, toks[i + 1]); if (k >= 0) g.push(k, KEY_WEIGHT.J); }
        if (i > 0) { const k = joinKey(toks[i - 1], t); if (k >= 0) g.push(k, KEY_WEIGHT.J); }
        if (pairKeys.length > 0) g.push(...pairKeys[i]);
        if (koreanKeys.length > 0) g.push(...koreanKeys[i]);
        if (full >= 0) g.push(full, KEY_WEIGHT.T);
        this.resolve(g, found);
        nGroups++;
      }
      if (!any) {
        for (const t of toks) {
          g.length = 0;
          g.push(hashKey(K_T, t.text), 1);
          this.resolve(g, found);
          nGroups++;
        }
      }
      minGroups = Math.max(minGroups, Math.min(2, nGroups - before));
    }
    const mark = this.mark;
    const slotGroup = this.slotGroup;
    const slotBest = this.slotBest;
    const slotScore = this.slotScore;
    const slotCount = this.slotCount;
    const touched = this.touched;
    const groupTouched = this.groupTouched;
    const offsets = this.offsets;
    const postings = this.entries;
    const multi = this.multi;
    const metBits = this.metBits;
    // When the tags run out, every mark is cleared (no stale tag can equal a new one).
    const slotBits = this.slotBits;
    if (++this.tag >= 2 ** (31 - slotBits)) { mark.fill(0); this.tag = 1; }
    const tagBase = this.tag * 2 ** slotBits;
    const slotLimit = 2 ** slotBits;
    // Whether any key is too common for the first pass, and the token group with the most postings.
    let anyBig = false;
    let groupStart = 0;
    let groupLen = 0;
    let largestStart = 0;
    let largestEnd = 0;
    let largestLen = -1;
    for (let f = 0; f < found.length; f++) {
      if (found[f] < 0) {
        if (groupLen > largestLen) { largestLen = groupLen; largestStart = groupStart; largestEnd = f + 1; }
        groupStart = f + 1;
        groupLen = 0;
        continue;
      }
      const len = offsets[found[f] + 1] - offsets[found[f]];
      if (len > maxPostings) anyBig = true;
      groupLen += len;
      f++;
    }
    // Without common keys the last group is the last chance to meet an entry: one it meets first then
    // stays hit by a single group and is dropped below when two are needed (its informative tokens >= 2),
    // so its state is not read (a cache miss per posting); `metBits` tells which entries were met. The
    // group with the most postings goes last, so that most postings are so skipped (an entry's score
    // is its best key per group, summed: the order of the groups leaves it alone).
    const lastSkips = !anyBig && minGroups >= 2;
    let lastGroup = found.length;
    if (lastSkips && largestEnd < found.length) {
      const moved = found.splice(largestStart, largestEnd - largestStart);
      for (const x of moved) found.push(x);
      lastGroup = found.length - moved.length;
    } else if (lastSkips) lastGroup = largestStart;
    let nTouched = 0;
    let st = 0;
    // Two passes: rare keys may create candidates; common keys only re-score existing ones.
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1 && !anyBig) break;
      const allowNew = pass === 0 || nTouched === 0;
      for (let f = 0; f < found.length; f++) {
        st++;
        const skipNew = lastSkips && f === lastGroup;
        const firstNew = nTouched;
        let nGroup = 0;
        for (; found[f] >= 0; f += 2) {
          const id = found[f];
          const start = offsets[id];
          const end = offsets[id + 1];
          const len = end - start;
          if ((pass === 0) === len > maxPostings) continue;
          const w = found[f + 1];
          for (let i = start; i < end; i++) {
            const e = postings[i];
            if (skipNew && (metBits[e >>> 5] & (1 << (e & 31))) === 0 && (multi[e >>> 5] & (1 << (e & 31))) !== 0) continue;
            // Common keys only re-score entries already met: `metBits` (a few KB, in cache) tells them.
            if (!allowNew && (metBits[e >>> 5] & (1 << (e & 31))) === 0) continue;
            let slot = mark[e] - tagBase;
            if (slot < 0 || slot >= slotLimit) {
              // First met in this search: a new slot.
              slot = nTouched++;
              mark[e] = tagBase + slot;
              touched[slot] = e;
              slotGroup[slot] = st;
              slotBest[slot] = f + 1;
              slotScore[slot] = 0;
              slotCount[slot] = 0;
              groupTouched[nGroup++] = slot;
              continue;
            }
            if (slotGroup[slot] !== st) {
              slotGroup[slot] = st;
              slotBest[slot] = f + 1;
              groupTouched[nGroup++] = slot;
            } else if (w > found[slotBest[slot]]) {
              slotBest[slot] = f + 1;
            }
          }
        }
        // Entries first met by this group count as met for the next groups.
        for (let k = firstNew; k < nTouched; k++) { const e = touched[k]; metBits[e >>> 5] |= 1 << (e & 31); }
        for (let k = 0; k < nGroup; k++) {
          const slot = groupTouched[k];
          slotScore[slot] += found[slotBest[slot]];
          if (slotCount[slot] < 255) slotCount[slot]++;
        }
      }
    }
    for (let k = 0; k < nTouched; k++) metBits[touched[k] >>> 5] = 0;
    // A name can only reach a strong score when at least two of its informative tokens meet the
    // query (unless the query or the name has a single informative token): entries hit by fewer
    // query tokens are dropped before scoring.
    let best = 0;
    for (let k = 0; k < nTouched; k++) {
      const e = touched[k];
      const need = (multi[e >>> 5] & (1 << (e & 31))) !== 0 ? minGroups : Math.min(minGroups, 1);
      if (slotCount[k] < need) { slotScore[k] = 0; continue; }
      if (slotScore[k] > best) best = slotScore[k];
    }
    const cut = best * minRatio;
    let hits: SearchHit[] = [];
    let nHits = 0;
    for (let k = 0; k < nTouched; k++) {
      const score = slotScore[k];
      if (score > 0 && score >= cut) { hits.push({ entry: touched[k], score }); nHits++; }
    }
    sortHits(hits);
    // The count, not hits.length: reading the length of an array that may still be empty (another
    // hidden class) sent the optimised search back to the interpreter on every query without hits.
    if (nHits > limit) {
      const groups = this.groups;
      hits = groups ? selectWithQuota(hits, limit, listQuota(limit), (h) => h.entry, (h) => groups[h.entry]) : hits.slice(0, limit);
    }
    return hits;
  }
}
