/** Shortest request word a payload is taken to abbreviate: `lane`, `drive`, `message`. */
const MIN_WORD_CHARS = 4;
/** Letters of an abbreviation: `LN`, `ST`, `MSG`, `BLVD`. */
const MIN_SHORT_CHARS = 2;
const MAX_SHORT_CHARS = 4;
/** Chars of a line looked at for abbreviations. */
const LOOK_WITHIN = 512;

const LETTERS = /\p{L}+/gu;
const PLAIN_WORD = /^\p{L}+$/u;

/**
 * The request words an output may spell short: plain words of 4 letters or more that no line holds
 * (`lane` where the output says `LN`).
 */
export function abbreviable(terms: readonly string[], termLines: readonly number[]): string[] {
  return terms.filter((word, t) => termLines[t] === 0 && word.length >= MIN_WORD_CHARS && PLAIN_WORD.test(word));
}

/**
 * How many of `words` (lower-case) a word of the line `[start, end)` abbreviates: a word of 2 to 4
 * letters, shorter than the word, with its first letter and the others in the word's order (`LN`
 * for `lane`, `ST` for `street`, `MSG` for `message`, `DEC` for `december`). Weak evidence: it only
 * tells apart lines that score alike.
 */
export function abbreviationsIn(text: string, start: number, end: number, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const found = new Set<string>();
  for (const [short] of text.slice(start, Math.min(end, start + LOOK_WITHIN)).matchAll(LETTERS)) {
    if (short.length < MIN_SHORT_CHARS || short.length > MAX_SHORT_CHARS) continue;
    const lower = short.toLowerCase();
    for (const word of words) if (!found.has(word) && abbreviates(lower, word)) found.add(word);
  }
  return found.size;
}

/** True when `short` is shorter than `word`, starts with its first letter and has its other letters in `word`'s order. */
export function abbreviates(short: string, word: string): boolean {
  if (short.length >= word.length || short[0] !== word[0]) return false;
  let at = 1;
  for (let i = 1; i < short.length; i++) {
    at = word.indexOf(short[i]!, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** Letters of a field name's part that spells a word short: `Amt`, `Mndt`, `Ref`. */
const MIN_PART_CHARS = 3;
/** A part of a name: a run of letters up to the next capital after a small letter (`Mndt`, `Id` of `MndtId`). */
const NAME_PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{L}+/gu;
const VOWEL = /[aeiou]/;

/**
 * The terms of `words` (term, lower-case word) that a part of the field name `name` spells short, as
 * field names do: 3 letters or more, shorter than the word, its start (`Ref` for `reference`), or
 * its first letter and then only consonants in the word's order (`Mndt` for `mandate` in `<MndtId`,
 * `Amt` for `amount`, `Dbtr` for `debtor`); or a name of 2 letters that starts it (`"ev"` for
 * `event`). Stronger than `abbreviationsIn`: a vowel past the first letter is a word of its own
 * unless the word starts so.
 */
export function shortFormsIn(name: string, words: ReadonlyMap<number, string>): number[] {
  if (words.size === 0) return [];
  const found: number[] = [];
  const parts = [...name.matchAll(NAME_PART)].map(([part]) => part);
  for (const part of parts) {
    // A name of two letters that starts the word is one too (`"ev"` for `event`), not a part of a longer name.
    const two = part.length === MIN_SHORT_CHARS && parts.length === 1;
    if (part.length < MIN_PART_CHARS && !two) continue;
    const lower = part.toLowerCase();
    for (const [term, word] of words) {
      if (found.includes(term) || lower.length >= word.length) continue;
      if (word.startsWith(lower) || (!two && !VOWEL.test(lower.slice(1)) && abbreviates(lower, word))) found.push(term);
    }
  }
  return found;
}
