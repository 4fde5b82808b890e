import type { SignalLine } from './scan-signals.js';

/**
 * Lines of one key needed for its values to say what is usual: fewer than a shape of lines needs,
 * since a key's lines (`"httpsOnly": true,` of each app) are one a record, not one a line.
 */
const MIN_KEY_LINES = 20;
/** Lines of a key, at most, whose value differs from the one all its other lines hold. */
const MOST_ODD_LINES = 2;

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
 * - in a table (lines of as many fields), each field for the field after it (`sync  disabled` in
 *   `zfs get all`, the one dataset of thousands whose `sync` is not `standard`).
 * Values of several usual kinds are a choice, and many rare ones counts or ids, not a deviation.
 */
export function keyOutliers(text: string, lines: readonly SignalLine[], fields: LineFields): number[] {
  const { hashes, ends } = fields;
  // Each line's keys and values, one line after the other (line i's from `starts[i]`), and the lines of each key.
  const keys: number[] = [];
  const values: number[] = [];
  const starts: number[] = [];
  const keyLines = new Map<number, number>();
  const add = (key: number, value: number) => {
    keys.push(key);
    values.push(value);
    keyLines.set(key, (keyLines.get(key) ?? 0) + 1);
  };
  // The key of the line before when it is `key:` alone: the value may be the line under it.
  let opened: KeyRead | undefined;
  lines.forEach((line, i) => {
    starts.push(keys.length);
    const read = readKey(text, line.start, line.end);
    if (read?.value !== undefined) add(read.key * 2, read.value);
    else if (opened && read && read.indent > opened.indent && lines[i - 1]!.line === line.line - 1)
      add(opened.key * 2, trimmedHash(text, line.start, line.end));
    opened = read?.opens ? read : undefined;
    const from = i === 0 ? 0 : ends[i - 1]!;
    const count = ends[i]! - from;
    for (let c = 1; c < count; c++) add(((hashes[from + c - 1]! * 64 + c) * 64 + count) * 2 + 1, hashes[from + c]!);
  });
  starts.push(keys.length);
  // The values of each key on enough lines (dropped past the most a key with odd lines can hold);
  // then those of its odd lines.
  const keyed = new Map<number, Map<number, number> | undefined>();
  keys.forEach((key, k) => {
    if (keyLines.get(key)! < MIN_KEY_LINES) return;
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
const CR = 13;
const COMMA = 44;
const SLASH = 47;
const COLON = 58;
const EQUALS = 61;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** True for a space, a tab or a carriage return. */
function isBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === CR;
}

/** True for a char that ends a key: `:`, `=` or a blank. */
function endsKey(code: number): boolean {
  return code === COLON || code === EQUALS || code === SPACE || code === TAB;
}

/** A line read as `key: value`, `key=value`, `key value` or `key:` alone. */
interface KeyRead {
  /** The 30-bit hash of the key times 128, plus the indentation (up to 127). */
  readonly key: number;
  readonly indent: number;
  /** The 30-bit hash of what follows the key; undefined when nothing does. */
  readonly value?: number;
  /** The line is the key and a `:`, nothing else (the value may be the line under it: `kernelrelease:` over `6.8.0-1012-aws`). */
  readonly opens: boolean;
}

/**
 * `[start, end)` read as a key and its value: the key from the indentation, or after the key's last
 * `/`, to the first `:`, `=` or blank; the value what follows the separators, without trailing
 * blanks and comma. Undefined for a line with no key.
 */
function readKey(text: string, start: number, end: number): KeyRead | undefined {
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
  if (keyLength === 0) return undefined;
  const keyEnd = i;
  while (i < end && endsKey(text.charCodeAt(i))) i++;
  let last = end;
  while (last > i && isBlank(text.charCodeAt(last - 1))) last--;
  if (last > i && text.charCodeAt(last - 1) === COMMA) last--;
  const read = { key: (key & 0x3fffffff) * 128 + Math.min(indent, 127), indent };
  if (last <= i) return { ...read, opens: text.charCodeAt(keyEnd) === COLON && keyEnd + 1 >= trimmedEnd(text, keyEnd, end) };
  let value = FNV_OFFSET;
  for (let v = i; v < last; v++) value = Math.imul(value ^ text.charCodeAt(v), FNV_PRIME);
  return { ...read, value: value & 0x3fffffff, opens: false };
}

/** Where `[start, end)` ends without its trailing blanks. */
function trimmedEnd(text: string, start: number, end: number): number {
  let last = end;
  while (last > start && isBlank(text.charCodeAt(last - 1))) last--;
  return last;
}

/** The 30-bit hash of `[start, end)` without its leading and trailing blanks and a trailing comma. */
function trimmedHash(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  let last = trimmedEnd(text, i, end);
  if (last > i && text.charCodeAt(last - 1) === COMMA) last--;
  let hash = FNV_OFFSET;
  for (let v = i; v < last; v++) hash = Math.imul(hash ^ text.charCodeAt(v), FNV_PRIME);
  return hash & 0x3fffffff;
}
