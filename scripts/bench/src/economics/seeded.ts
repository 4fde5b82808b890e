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

/** An integer in [lo, hi]. */
export function between(random: () => number, lo: number, hi: number): number {
  return lo + pick(random, hi - lo + 1);
}

/** `n` chars of `alphabet`. */
export function chars(random: () => number, alphabet: string, n: number): string {
  return Array.from({ length: n }, () => alphabet[pick(random, alphabet.length)]).join('');
}

/** `items` shuffled in place (Fisher-Yates), and returned. */
export function shuffle<T>(random: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = pick(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Letters of both cases and digits, for ids and tokens. */
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * What a parallel shell prints for `blocks` (one list of lines per host, already prefixed): `fanout`
 * hosts run at a time, and their lines come back interleaved a few at a time.
 */
export function interleave(random: () => number, blocks: string[][], fanout: number): string[] {
  const out: string[] = [];
  for (let start = 0; start < blocks.length; start += fanout) {
    const running = blocks.slice(start, start + fanout).map((lines) => ({ lines, at: 0 }));
    while (running.some((r) => r.at < r.lines.length)) {
      const live = running.filter((r) => r.at < r.lines.length);
      const r = oneOf(random, live);
      const n = between(random, 1, 9);
      out.push(...r.lines.slice(r.at, r.at + n));
      r.at += n;
    }
  }
  return out;
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
