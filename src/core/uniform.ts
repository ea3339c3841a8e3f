/** The part of a pure-rand generator this library needs: `next()` gives a uniform int32. */
export interface IntSource {
  /** A uniform integer in [-2^31, 2^31 - 1]; advances the generator. */
  next(): number;
}

/**
 * A uniform integer in [0, size), unbiased by rejection: the same algorithm as pure-rand's `uniformInt`,
 * inlined, so `seededDice(seed)` shows exactly the faces of `uniformInt(xoroshiro128plusFromState(seedState(seed)), 1, n)`.
 */
export function uniformIndex(rng: IntSource, size: number): number {
  const allowed = rejectionBound(size);
  let v = rng.next() + 2147483648;
  while (v >= allowed) v = rng.next() + 2147483648;
  // v - floor(v / size) * size equals v % size here (v >= 0) but avoids a slow floating-point modulo
  return v - Math.floor(v / size) * size;
}

/** The largest multiple of `size` a 32-bit draw can reach: draws at or above it are rejected (unbiased). */
export function rejectionBound(size: number): number {
  return size > 2 ? Math.trunc(4294967296 / size) * size : 4294967296;
}
