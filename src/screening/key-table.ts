/**
 * Open-addressing hash table from index keys (the 53-bit integer hashes of index.ts `hashKey`) to
 * dense key ids 0, 1, 2, ... in order of insertion. It replaces a `Map<number, number>`: keys above
 * 2^31 are not small integers to V8, so each Map entry (487,000 keys for the full list corpus) held a
 * boxed number on the heap besides the Map's own tables, and every look-up hashed a boxed number;
 * here keys and ids live in two typed arrays outside the heap (12 bytes a slot; at most three quarters
 * of the slots are used, so linear probing stays short: 1,048,576 slots, 12 MB, for the full corpus).
 *
 * `get` has the `Map.get` contract (undefined when absent) so readers of the index need not change.
 * Keys must be non-negative integers below 2^53 (what `hashKey` returns).
 */
export class KeyTable {
  private keys: Float64Array;
  /** Key id per slot, -1 for an empty slot. */
  private ids: Int32Array;
  private mask: number;
  /** Number of keys held. */
  size = 0;

  /** `expected`: how many keys the caller expects (the table grows past it when needed). */
  constructor(expected = 1024) {
    let cap = 1024;
    while (cap * 3 < expected * 4) cap *= 2;
    this.keys = new Float64Array(cap);
    this.ids = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
  }

  /** First slot probed for `key`: its low and high 32 bits mixed (multiplicative hashing). */
  private home(key: number): number {
    const lo = key >>> 0;
    const hi = (key / 4294967296) >>> 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    return h & this.mask;
  }

  /** Id of `key`, or undefined when the table does not hold it. */
  get(key: number): number | undefined {
    const keys = this.keys;
    const ids = this.ids;
    const mask = this.mask;
    for (let s = this.home(key); ; s = (s + 1) & mask) {
      const id = ids[s];
      if (id < 0) return undefined;
      if (keys[s] === key) return id;
    }
  }

  /** Whether the table holds `key`. */
  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  /** Id of `key`, adding it with the next id (`size` before the call) when absent. */
  intern(key: number): number {
    if (this.size * 4 >= this.ids.length * 3) this.grow();
    const keys = this.keys;
    const ids = this.ids;
    const mask = this.mask;
    for (let s = this.home(key); ; s = (s + 1) & mask) {
      const id = ids[s];
      if (id < 0) {
        keys[s] = key;
        ids[s] = this.size;
        return this.size++;
      }
      if (keys[s] === key) return id;
    }
  }

  /** Doubles the slots and re-inserts every key with its id. */
  private grow(): void {
    const oldKeys = this.keys;
    const oldIds = this.ids;
    const cap = oldIds.length * 2;
    this.keys = new Float64Array(cap);
    this.ids = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
    for (let i = 0; i < oldIds.length; i++) {
      if (oldIds[i] < 0) continue;
      let s = this.home(oldKeys[i]);
      while (this.ids[s] >= 0) s = (s + 1) & this.mask;
      this.keys[s] = oldKeys[i];
      this.ids[s] = oldIds[i];
    }
  }
}
