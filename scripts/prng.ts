/**
 * Seeded pseudo-random numbers for evaluation scripts that build synthetic sets (deterministic runs).
 * `rng(seed)` returns a function giving floats in [0, 1): mulberry32 (Tommy Ettinger's 32-bit generator,
 * public domain).
 */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
