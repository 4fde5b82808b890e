/** A small seeded PRNG (mulberry32), so every task input is the same in every run. */
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

/** An integer in [0, n). */
export function pick(random: () => number, n: number): number {
  return Math.floor(random() * n);
}

/** `n` lowercase hex digits. */
export function hex(random: () => number, n: number): string {
  return Array.from({ length: n }, () => '0123456789abcdef'[pick(random, 16)]).join('');
}

/** A version 4 UUID, lowercase. */
export function uuid(random: () => number): string {
  return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${'89ab'[pick(random, 4)]}${hex(random, 3)}-${hex(random, 12)}`;
}

/** One of `items`. */
export function oneOf<T>(random: () => number, items: readonly T[]): T {
  return items[pick(random, items.length)]!;
}

/** `n` as two digits at least (`07`). */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Replaces lines of `lines` at the given fractions of its length (0.5 = the middle) with the needles,
 * in place, and returns the lines. Fractions are where a head or tail cut loses them: 0.3 to 0.7.
 */
export function plantLines(lines: string[], needles: readonly string[], fractions: readonly number[]): string[] {
  needles.forEach((needle, i) => {
    lines[Math.floor(lines.length * fractions[i % fractions.length]!)] = needle;
  });
  return lines;
}
