// Seeded randomness shared by every package's tests (the bench harness keeps a plain-JS
// twin in bench/lib/harness.mjs, since benchmarks run without a TypeScript step).

/** Mulberry32: a tiny seeded PRNG, so a failing property test can be replayed exactly. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
