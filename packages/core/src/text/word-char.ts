/** A letter or a digit, in any script: a line without one is a bracket, a rule or a separator, no field. */
export const WORD_CHAR = /[\p{L}\p{N}]/u;

/** A bracket of JSON: a line with one and no `WORD_CHAR` opens or closes an object or an array. */
export const JSON_BRACKET = /[[\]{}]/;
