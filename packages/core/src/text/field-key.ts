/** A `"key":` of JSON, or a `key:` (then a blank or the end) or `key=` of YAML, TOML, INI or logfmt, at a line's start. */
const FIELD_KEY = /^[ \t]*(?:- )?(?:"((?:[^"\\]|\\.)*)"[ \t]*:|([\w.$@/-]+)(?:[ \t]*=|:(?=[ \t]|$)))/;

/**
 * The key a line sets, when it is a field of a record (`"name"` of `"name": "Hakaniemen
 * kauppahalli",`, `image` of `image: nginx`, `level` of `level=info msg=...`), or undefined (a log
 * line, a line of code, a sentence).
 */
export function fieldKey(line: string): string | undefined {
  const match = FIELD_KEY.exec(line);
  return match ? (match[1] ?? match[2]) : undefined;
}
