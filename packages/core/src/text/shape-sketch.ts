import { safeHead } from './code-point-boundary.js';
import { isBinary } from './is-binary.js';

/** Keys a sketch names before it only counts them. */
const MAX_SKETCH_KEYS = 10;

/**
 * A one-line sketch of a structured value's top level, for the `shape:` line of a spill notice. It
 * is taken from the original value, not from its serialized text.
 *
 * - An object (plain, null-prototype, or a class instance without `toJSON`) or a `Map`:
 *   `{'id': number, 'tags': array}`, naming the first 10 keys and ending `, ... (N keys)}` when
 *   there are more.
 * - An array or a `Set`: `[N items of T]` with T the first item's type, `[0 items of empty]`; when
 *   the first item is a plain object, T names its keys, the record's fields:
 *   `[6000 items of {id, customer, status, total}]` (the first 10, then `, ...`; a key that is not
 *   a plain identifier is quoted as below).
 * - Anything else (strings, numbers and other scalars, binary data, `Date` and other values with a
 *   `toJSON`, errors, functions): undefined, so the notice has no `shape:` line.
 *
 * Type names: `string`, `number`, `boolean`, `null`, `undefined`, `bigint`, `symbol`, `function`,
 * `array`, `object` (plain objects), else the class name (`Date`, `Map`, `Uint8Array`). Keys are in
 * single quotes with `\` and `'` escaped, line breaks, other control chars and lone surrogates
 * written as escapes (`\n`, `\u0085`, `\udc00`), and cut to 100 chars plus `...`; a `Map` key
 * that is not a string is shown by `String`, or by its type name for an object. Never throws: a
 * value that cannot be inspected gives undefined, an entry that cannot be read the type `unknown`.
 */
export function shapeSketch(value: unknown): string | undefined {
  try {
    if (Array.isArray(value)) return itemsSketch(value.length, value[0]);
    if (value instanceof Set) return itemsSketch(value.size, first(value.values()));
    if (value instanceof Map) return keysSketch(value.size, (limit) => [...take(value.entries(), limit)].map(([k, v]) => [mapKey(k), v]));
    if (typeof value !== 'object' || value === null || isBinary(value) || value instanceof Error) return undefined;
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return undefined;
    const keys = Object.keys(value);
    const record = value as Record<string, unknown>;
    return keysSketch(keys.length, (limit) => keys.slice(0, limit).map((k) => [quoteKey(k), readSafely(() => record[k])]));
  } catch {
    return undefined;
  }
}

function itemsSketch(count: number, firstItem: unknown): string {
  if (count === 0) return '[0 items of empty]';
  const type = typeName(firstItem);
  return `[${count} items of ${type === 'object' ? recordKeys(firstItem as object) : type}]`;
}

/** `{id, customer, ...}`: the first keys of a record, bare when they are identifiers. */
function recordKeys(record: object): string {
  const keys = Object.keys(record);
  const named = keys.slice(0, MAX_SKETCH_KEYS).map((key) => (IDENTIFIER.test(key) ? key : quoteKey(key)));
  if (keys.length > MAX_SKETCH_KEYS) named.push('...');
  return `{${named.join(', ')}}`;
}

/** A key shown without quotes in a record sketch. */
const IDENTIFIER = /^[A-Za-z_$][\w$]{0,99}$/;

function keysSketch(count: number, entries: (limit: number) => (readonly [string, unknown])[]): string {
  const named = entries(MAX_SKETCH_KEYS).map(([key, v]) => `${key}: ${typeName(v)}`);
  if (count > MAX_SKETCH_KEYS) named.push(`... (${count} keys)`);
  return `{${named.join(', ')}}`;
}

/** The JS-flavoured type name of a value. */
function typeName(value: unknown): string {
  if (value === UNREADABLE) return 'unknown';
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  try {
    if (Array.isArray(value)) return 'array';
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype) return 'object';
    const name: unknown = (proto as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === 'string' && name !== '' ? name : 'object';
  } catch {
    return 'unknown';
  }
}

function mapKey(key: unknown): string {
  if (typeof key === 'string') return quoteKey(key);
  if (typeof key === 'object' && key !== null) return typeName(key);
  return String(key);
}

/** Keys longer than this are cut in a sketch, which is one line of a notice. */
const MAX_KEY_CHARS = 100;

/** Chars a quoted key shows as escapes: quote, backslash, controls, line separators, lone surrogates. */
const ESCAPED = /[\\'\u0000-\u001f\u007f\u0085\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `'key'`, with `\` and `'` escaped and line breaks and other control chars written as escapes. */
function quoteKey(key: string): string {
  const shown = key.length > MAX_KEY_CHARS ? `${safeHead(key, MAX_KEY_CHARS)}...` : key;
  return `'${shown.replace(ESCAPED, escapeChar)}'`;
}

function escapeChar(c: string): string {
  switch (c) {
    case '\\':
    case "'":
      return `\\${c}`;
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
    default:
      return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
}

const UNREADABLE: unique symbol = Symbol('unreadable');

function readSafely(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return UNREADABLE;
  }
}

function first(values: Iterator<unknown>): unknown {
  return values.next().value;
}

function* take<T>(iterator: Iterator<T>, limit: number): Generator<T> {
  for (let i = 0; i < limit; i += 1) {
    const next = iterator.next();
    if (next.done) return;
    yield next.value;
  }
}
