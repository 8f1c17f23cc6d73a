/**
 * mulberry32: a small, fast pseudo-random source from a 32-bit seed, the same sequence on every machine. For build
 * and test tools that must give the same output on every run (the crisis model's training order, synthetic
 * manifests); never for anything secret.
 * @returns a function giving numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), state | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}
