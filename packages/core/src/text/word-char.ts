/** A letter or a digit, in any script: a line without one is a bracket, a rule or a separator, no field. */
export const WORD_CHAR = /[\p{L}\p{N}]/u;

/** A bracket of JSON: a line with one and no `WORD_CHAR` opens or closes an object or an array. */
export const JSON_BRACKET = /[[\]{}]/;

/** A letter, a digit or `_`: a char that runs on an identifier (`NO_LEAK`, `leak2`). */
const IDENTIFIER_CHAR = /[\p{L}\p{N}_]/u;

/** What may follow a stem that is still a word of its own: an inflection (`Events`, `FAILED`, `reading`), not `y` (`healthy`). */
const INFLECTION = /^(?:s|es|ies|d|ed|ied|ing)?$/i;

/**
 * Whether `text` from `start` to `end` is a word of its own: no letter, digit or `_` just before it,
 * and after it none but an inflection's (`INFLECTION`): `"LEAK"` and `Events`, not the `LEAK` of
 * `NO_LEAK`, the `leak` of `leakNights` or the `health` of `healthy`.
 */
export function isWholeWord(text: string, start: number, end: number): boolean {
  if (start > 0 && IDENTIFIER_CHAR.test(text.charAt(start - 1))) return false;
  let after = end;
  while (after < text.length && after - end <= 3 && IDENTIFIER_CHAR.test(text.charAt(after))) after += 1;
  return INFLECTION.test(text.slice(end, after));
}
