/**
 * Open-addressing hash table from index keys (the 53-bit integer hashes of index.ts `hashKey`) to
 * dense key ids 0, 1, 2, ... in order of insertion. It replaces a `Map<number, number>`: keys above
 * 2^31 are not small integers to V8, so each Map entry (487,000 keys for the full list corpus) held a
 * boxed number on the heap besides the Map's own tables, and every look-up hashed a boxed number;
 * here each slot holds its key and its id side by side in one typed array outside the heap (16 bytes a
 * slot, so a probe reads one cache line, not one in each of two arrays; at most three quarters of the
 * slots are used, so linear probing stays short: 1,048,576 slots, 16 MB, for the full corpus).
 *
 * `get` has the `Map.get` contract (undefined when absent) so readers of the index need not change.
 * Keys must be non-negative integers below 2^53 (what `hashKey` returns).
 */
export class KeyTable {
  /** Slot s: `slots[2s]` its key, `slots[2s + 1]` its id, -1 for an empty slot. */
  private slots: Float64Array;
  private mask: number;
  /** Number of keys held. */
  size = 0;

  /** `expected`: how many keys the caller expects (the table grows past it when needed). */
  constructor(expected = 1024) {
    let cap = 1024;
    while (cap * 3 < expected * 4) cap *= 2;
    this.slots = KeyTable.emptySlots(cap);
    this.mask = cap - 1;
  }

  private static emptySlots(cap: number): Float64Array {
    const slots = new Float64Array(cap * 2);
    for (let s = 1; s < slots.length; s += 2) slots[s] = -1;
    return slots;
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
    const slots = this.slots;
    const mask = this.mask;
    for (let s = this.home(key); ; s = (s + 1) & mask) {
      const id = slots[2 * s + 1];
      if (id < 0) return undefined;
      if (slots[2 * s] === key) return id;
    }
  }

  /** Whether the table holds `key`. */
  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  /** Id of `key`, adding it with the next id (`size` before the call) when absent. */
  intern(key: number): number {
    if (this.size * 4 >= (this.mask + 1) * 3) this.grow();
    const slots = this.slots;
    const mask = this.mask;
    for (let s = this.home(key); ; s = (s + 1) & mask) {
      const id = slots[2 * s + 1];
      if (id < 0) {
        slots[2 * s] = key;
        slots[2 * s + 1] = this.size;
        return this.size++;
      }
      if (slots[2 * s] === key) return id;
    }
  }

  /** Doubles the slots and re-inserts every key with its id. */
  private grow(): void {
    const old = this.slots;
    const cap = (this.mask + 1) * 2;
    this.slots = KeyTable.emptySlots(cap);
    this.mask = cap - 1;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] < 0) continue;
      let s = this.home(old[i]);
      while (this.slots[2 * s + 1] >= 0) s = (s + 1) & this.mask;
      this.slots[2 * s] = old[i];
      this.slots[2 * s + 1] = old[i + 1];
    }
  }
}
