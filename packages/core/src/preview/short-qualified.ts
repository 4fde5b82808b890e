import { abbreviates } from './abbreviations.js';

/** Capitals an id may write a qualified term's word with, at most: `L` for lift, `ES` for escalator, `PMP` for pump. */
const MOST_SHORT_CAPITALS = 3;

/**
 * The pattern of a qualified term's word written short in an id, in capitals, then its number, with
 * a `-` or nothing between: `L2` (in `MBC-L2`) for `lift 2`, `ES2` (in `RRP-ES2`) for `escalator 2`,
 * as a site numbers its units. The capitals are the word's first letter and up to 2 more of its
 * letters, in its order (`abbreviates`).
 */
export function shortQualifiedSource(word: string, number: string): string {
  const first = word[0]!.toUpperCase();
  const rest = [...word.slice(1).toUpperCase()];
  const shorts = new Set<string>([first]);
  rest.forEach((a, i) => {
    shorts.add(first + a);
    for (const b of rest.slice(i + 1)) shorts.add(first + a + b);
  });
  const alternatives = [...shorts].filter((s) => s.length <= MOST_SHORT_CAPITALS).sort((a, b) => b.length - a.length);
  return `(?:${alternatives.join('|')})-?${number}`;
}

/** A short form as `shortQualifiedSource` matches one: its capitals, then its number. */
const SHORT_QUALIFIED = new RegExp(`^([A-Z]{1,${MOST_SHORT_CAPITALS}})-?(\\d{1,2})$`);

/** Whether `match` is `word` written short in capitals (`shortQualifiedSource`), a `-` or nothing, then `number`. */
export function isShortQualifiedMatch(match: string, word: string, number: string): boolean {
  const short = SHORT_QUALIFIED.exec(match);
  return short !== null && short[2] === number && abbreviates(short[1]!.toLowerCase(), word);
}
