import { isBlank, trimmedEnd } from '../text/trimmed-end.js';
import type { SignalLine } from './scan-signals.js';

/**
 * Lines of one key needed for its values to say what is usual: fewer than a shape of lines needs,
 * since a key's lines (`"httpsOnly": true,` of each app) are one a record, not one a line.
 */
const MIN_KEY_LINES = 20;
/** Columns naming keys a table's line keys the fields further on by, at most: its first ones. */
export const MOST_KEY_COLUMNS = 4;
/** Lines of a key, at most, whose value differs from the one all its other lines hold. */
const MOST_ODD_LINES = 2;
/** Buckets lines are counted in by key: 2^17, a key's bucket the low bits of its hash. */
const KEY_BUCKETS = 1 << 17;

/** The field hashes of lines, one line after the other: line i's fields end at `ends[i]`. */
export interface LineFields {
  readonly hashes: readonly number[];
  readonly ends: readonly number[];
}

/**
 * The indexes in `lines` of the lines holding a key's odd value: of the 20 or more lines of a key,
 * the one or two whose value differs from the one all the others hold. A line's
 * keys are
 * - what it holds before its first `:`, `=` or blank, from its indentation and after its last `/`,
 *   with its value what follows (`"httpsOnly": false,` among the `true` of 140 apps,
 *   `maxmemory_policy:allkeys-lru` in one node's `INFO`, `…/prod-us-east-1/tls/min_version:VersionTLS10`
 *   in a config store's dump), or for a line `key:` alone, the line under it when indented deeper
 *   (`kernelrelease:` over one minion's `6.8.0-1012-aws`);
 * - that key under the line above it, for a record's fields one a line (`"value": "1.0"` under
 *   `"id": "min_tls_version"` in one zone's settings, where `"value"` alone holds every setting's);
 * - in a table (lines of as many fields, 3 or more), each field for the field after it, when that
 *   field's column names keys (`namesKeys`: a column of kinds, or of names each on many lines):
 *   `sync  disabled` in `zfs get all`, the one dataset of thousands whose `sync` is not `standard`;
 *   `Prot.RoCoF.Level  0.125` in a parameter export, the one turbine of 100 not at `1.000`; with
 *   `further`, each of the first `MOST_KEY_COLUMNS` such fields for every such field after the next
 *   too (`CASH` for the `bp_multiplier` four columns on, `4.00` where 2,744 cash accounts have `1.00`).
 * With `pairs`, a line's pairs are keys of it too (`namePairs`: an XML element's attributes, a
 * logfmt line's fields, an NDJSON record's members): `TIMEZONE="EST"` in the one job of 200 on `"GMT"`.
 * Values of several usual kinds are a choice, and many rare ones counts or ids, not a deviation.
 */
export function keyOutliers(
  text: string,
  lines: readonly SignalLine[],
  fields: LineFields,
  namesKeys: (count: number, column: number) => boolean,
  further = false,
  pairs = false,
): number[] {
  const { hashes, ends } = fields;
  // Each line's keys and values, one line after the other (line i's from `starts[i]`), and the lines of each key.
  const keys: number[] = [];
  const values: number[] = [];
  const starts: number[] = [];
  // Lines a key is on, at least: counted by the key's bucket (keys that share one add up), so that
  // the many keys of one line each (ids, a record's own names) make no map entry.
  const keyLines = new Uint32Array(KEY_BUCKETS);
  const add = (key: number, value: number) => {
    keys.push(key);
    values.push(value);
    keyLines[bucketOf(key)]! += 1;
  };
  // The key of the line before when it is `key:` alone (-1: it is not; the value may be the line
  // under it), and the text of the line before (a record's field names the fields under it).
  let opened = -1;
  let openedIndent = 0;
  let above = -1;
  const read = { key: 0, indent: 0, value: -1, opens: false };
  lines.forEach((line, i) => {
    starts.push(keys.length);
    const hasKey = readKey(text, line.start, line.end, read);
    const own = trimmedHash(text, line.start, line.end);
    const under = i > 0 && lines[i - 1]!.line === line.line - 1;
    if (hasKey && read.value !== -1) {
      add(keyOf(read.key, OWN), read.value);
      if (under && above !== -1) add(keyOf(mix(above, read.key), UNDER_ABOVE), read.value);
    } else if (hasKey && opened !== -1 && read.indent > openedIndent && under) add(keyOf(opened, OWN), own);
    opened = hasKey && read.opens ? read.key : -1;
    if (opened !== -1) openedIndent = read.indent;
    above = own;
    // With `pairs`, each of the line's pairs is a key of it too (`namePairs`).
    if (pairs) namePairs(text, line.start, line.end, (name, value) => add(keyOf(mix(name, PAIR), OWN), value));
    // A line with no fields read (`fields` empty: the lines of any shape, for their pairs) is no table's.
    const from = i === 0 ? 0 : (ends[i - 1] ?? 0);
    const count = (ends[i] ?? from) - from;
    // A table's fields, after a column naming keys (a property's name, not a dataset's); a line of two
    // is a key and its value, read above.
    if (count >= 3)
      for (let c = 1; c < count; c++)
        if (namesKeys(count, c - 1)) add(keyOf(mix(mix(hashes[from + c - 1]!, c), count), FIELD_BEFORE), hashes[from + c]!);
    // With `further`, each field after the next that names keys too (a kind, not an id or a count),
    // for the first columns naming keys: a `CASH` account's `bp_multiplier`, four columns on, `4.00`
    // where every other cash account's is `1.00`.
    if (further && count >= 3) {
      let keyColumns = 0;
      for (let k = 0; k < count - 2 && keyColumns < MOST_KEY_COLUMNS; k++) {
        if (!namesKeys(count, k)) continue;
        keyColumns += 1;
        for (let c = k + 2; c < count; c++)
          if (namesKeys(count, c)) add(keyOf(mix(mix(mix(hashes[from + k]!, k), c), count), FIELD_FURTHER), hashes[from + c]!);
      }
    }
  });
  starts.push(keys.length);
  // The values of each key on enough lines (dropped past the most a key with odd lines can hold);
  // then those of its odd lines.
  const keyed = new Map<number, Map<number, number> | undefined>();
  keys.forEach((key, k) => {
    if (keyLines[bucketOf(key)]! < MIN_KEY_LINES) return;
    let column = keyed.get(key);
    if (column === undefined) {
      if (keyed.has(key)) return;
      keyed.set(key, (column = new Map<number, number>()));
    }
    column.set(values[k]!, (column.get(values[k]!) ?? 0) + 1);
    if (column.size > MOST_ODD_LINES + 1) keyed.set(key, undefined);
  });
  const odd = new Map<number, Set<number>>();
  for (const [key, column] of keyed) {
    const found = column && outlierValues(column);
    if (found && found.size > 0) odd.set(key, found);
  }
  if (odd.size === 0) return [];
  const found: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    for (let k = starts[i]!; k < starts[i + 1]!; k++) {
      if (odd.get(keys[k]!)?.has(values[k]!)) {
        found.push(i);
        break;
      }
    }
  }
  return found;
}

/** The values of a key's lines unlike the one all its other lines hold, when those lines are at most `MOST_ODD_LINES`; else none. */
function outlierValues(column: Map<number, number>): Set<number> {
  let lines = 0;
  let usual = 0;
  for (const n of column.values()) {
    lines += n;
    usual = Math.max(usual, n);
  }
  const values = new Set<number>();
  if (lines - usual > MOST_ODD_LINES) return values;
  for (const [value, n] of column) if (n < usual) values.add(value);
  return values;
}

const SPACE = 32;
const TAB = 9;
const COMMA = 44;
const SLASH = 47;
const COLON = 58;
const EQUALS = 61;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const HASH_BITS = 0x3fffffff;
/** Kinds of keys, told apart in a key's number: a line's own key, a table's field before, a line's key under the line above. */
const OWN = 0;
const FIELD_BEFORE = 1;
const UNDER_ABOVE = 2;
const FIELD_FURTHER = 3;

/** A key's bucket in `KEY_BUCKETS`. */
function bucketOf(key: number): number {
  return (key >>> 2) & (KEY_BUCKETS - 1);
}

/** Two hashes (or a hash and a number) as one 30-bit hash. */
function mix(a: number, b: number): number {
  return Math.imul(a ^ Math.imul(b, FNV_PRIME), FNV_PRIME) & HASH_BITS;
}

/**
 * A key's number: 28 bits of its hash and 2 of its kind, so that every key is a small integer (a
 * map of larger numbers hashes each one as a heap number: several times slower).
 */
function keyOf(hash: number, kind: number): number {
  return ((hash & 0x0fffffff) << 2) | kind;
}

/** True for a char that ends a key: `:`, `=` or a blank. */
function endsKey(code: number): boolean {
  return code === COLON || code === EQUALS || code === SPACE || code === TAB;
}

/** A line read as `key: value`, `key=value`, `key value` or `key:` alone. */
interface KeyRead {
  /** The 30-bit hash of the key and its indentation. */
  key: number;
  indent: number;
  /** The 30-bit hash of what follows the key; -1 when nothing does. */
  value: number;
  /** The line is the key and a `:`, nothing else (the value may be the line under it: `kernelrelease:` over `6.8.0-1012-aws`). */
  opens: boolean;
}

/**
 * Reads `[start, end)` as a key and its value into `read` (made once for all lines: no object a
 * line): the key from the indentation, or after the key's last `/`, to the first `:`, `=` or
 * blank; the value what follows the separators, without trailing blanks and comma. False for a
 * line with no key.
 */
function readKey(text: string, start: number, end: number, read: KeyRead): boolean {
  let i = start;
  while (i < end && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
  const indent = i - start;
  let key = FNV_OFFSET;
  let keyLength = 0;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (endsKey(code)) break;
    if (code === SLASH) {
      key = FNV_OFFSET;
      keyLength = 0;
      continue;
    }
    key = Math.imul(key ^ code, FNV_PRIME);
    keyLength += 1;
  }
  if (keyLength === 0) return false;
  const keyEnd = i;
  while (i < end && endsKey(text.charCodeAt(i))) i++;
  let last = trimmedEnd(text, i, end);
  if (last > i && text.charCodeAt(last - 1) === COMMA) last--;
  read.key = mix(key & HASH_BITS, indent);
  read.indent = indent;
  if (last <= i) {
    read.value = -1;
    read.opens = text.charCodeAt(keyEnd) === COLON && keyEnd + 1 >= trimmedEnd(text, keyEnd, end);
    return true;
  }
  read.value = hashOf(text, i, last);
  read.opens = false;
  return true;
}

/** What a pair's name is mixed with, for its key to be none of a line's own keys of the same name. */
const PAIR = 0x5041;
/** Chars of a line read for pairs, at most. */
const PAIRS_WITHIN = 8_192;
/** Pairs of a line read, at most. */
const MOST_PAIRS = 96;
/**
 * Where a pair starts, up to its value: an XML attribute or a logfmt field (`TIMEZONE=`, `level=`),
 * or a JSON member on a line of several (`"runtime": `). Groups: 1 a JSON member's name, 2 an attribute's.
 */
const PAIR_PATTERN = /"([A-Za-z_][\w.-]*)"\s*:\s*|(?<![\w.-])([A-Za-z_][\w.:-]*)=(?=["'\w./+-])/g;

/**
 * Calls `each` with the hashes of the name and value of each pair (`PAIR_PATTERN`) of `[start,
 * end)`: a value quoted (its quotes and what they hold) or up to the next blank, `,`, `;`, `&`, `}`,
 * `]`, `>` or `/>`. A line of a one-line record (NDJSON, logfmt, an XML element and its attributes)
 * holds a key for each pair: the one job of 200 whose `TIMEZONE` is not `GMT`.
 */
function namePairs(text: string, start: number, end: number, each: (name: number, value: number) => void): void {
  // The line alone is searched: a search of the text from it would run on to the next pair, lines further on.
  const line = text.slice(start, Math.min(end, start + PAIRS_WITHIN));
  let pairs = 0;
  PAIR_PATTERN.lastIndex = 0;
  for (let pair = PAIR_PATTERN.exec(line); pair !== null && pairs < MOST_PAIRS; pair = PAIR_PATTERN.exec(line)) {
    const valueStart = pair.index + pair[0].length;
    const valueEnd = valueEndOf(line, valueStart, line.length);
    if (valueEnd === valueStart) continue;
    const nameEnd = pair.index + (pair[1] === undefined ? pair[2]!.length : pair[1].length + 2);
    each(hashOf(line, pair.index, nameEnd), hashOf(line, valueStart, valueEnd));
    pairs += 1;
    PAIR_PATTERN.lastIndex = valueEnd;
  }
  PAIR_PATTERN.lastIndex = 0;
}

/** Where the value from `at` ends: after its closing quote when quoted, else at the first blank, `,`, `;`, `&`, `}`, `]`, `>` or `/>`. */
function valueEndOf(text: string, at: number, to: number): number {
  const quote = text.charCodeAt(at);
  if (quote === QUOTE || quote === APOSTROPHE) {
    for (let i = at + 1; i < to; i++) {
      const code = text.charCodeAt(i);
      if (code === BACKSLASH) i++;
      else if (code === quote) return i + 1;
    }
    return at;
  }
  let i = at;
  while (i < to && !ENDS_VALUE.has(text.charCodeAt(i)) && !(text.charCodeAt(i) === SLASH && text.charCodeAt(i + 1) === GREATER)) i++;
  return i;
}

const QUOTE = 34;
const APOSTROPHE = 39;
const BACKSLASH = 92;
const GREATER = 62;
const SEMICOLON = 59;
const AMPERSAND = 38;
const CLOSING_BRACE = 125;
const CLOSING_BRACKET = 93;
/** Chars that end a value not quoted: a blank, `,`, `;`, `&`, `}`, `]`, `>`. */
const ENDS_VALUE = new Set([SPACE, TAB, COMMA, SEMICOLON, AMPERSAND, CLOSING_BRACE, CLOSING_BRACKET, GREATER]);

/** The 30-bit hash of `[start, end)` without its leading and trailing blanks and a trailing comma. */
function trimmedHash(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  let last = trimmedEnd(text, i, end);
  if (last > i && text.charCodeAt(last - 1) === COMMA) last--;
  return hashOf(text, i, last);
}

/** The 30-bit FNV-1a hash of `[start, end)`. */
function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash & HASH_BITS;
}
