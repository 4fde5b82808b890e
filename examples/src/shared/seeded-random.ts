/**
 * A small deterministic pseudo-random generator (mulberry32): the same seed gives the same
 * sequence on every machine, so the demo's generated logs and orders never change between runs.
 *
 * @param seed Any 32-bit integer.
 * @returns A function returning floats in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks one element of a non-empty list with `random`. */
export function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new RangeError('pick() needs a non-empty list');
  return item;
}
