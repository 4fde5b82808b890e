import { CIRCULAR_PLACEHOLDER, TOO_DEEP_PLACEHOLDER, UNSERIALIZABLE_PLACEHOLDER } from '../messages/index.js';
import { isPlainJson, MAX_DEPTH } from '../text/is-plain-json.js';
import { toBase64 } from '../text/to-base64.js';

/**
 * The built-in serializers. They render any value as JSON text and never throw, even for values
 * `JSON.stringify` rejects or loses:
 *
 * - `bigint` -> its decimal digits as a JSON string: `123n` -> `"123"`.
 * - `Map` -> an object of its entries; a key that is not a string becomes `String(key)` for a
 *   primitive (`1` -> `"1"`) and its compact JSON for an object (`{a: 1}` -> `"{\"a\":1}"`).
 *   `Set` -> an array.
 * - `Uint8Array` (Node `Buffer` included), `Uint8ClampedArray`, `DataView` and `ArrayBuffer` ->
 *   the text their bytes decode to as UTF-8; but when one such value in a rendered document is not
 *   valid UTF-8, every one in that document is base64 instead (`jsonLines`: per record). Such a
 *   document is walked twice, so its getters and `toJSON` methods run twice. Other typed arrays
 *   -> arrays of numbers.
 * - `Error` -> `{"name": ..., "message": ..., <own enumerable fields>}`.
 * - A reference back to an enclosing object -> `"[Circular]"`; nesting deeper than 1,000 levels ->
 *   `"[Too deep]"`; a getter, proxy or `toJSON` that throws -> `"[Unserializable]"`. The walk is
 *   iterative, so no depth overflows the stack.
 * - As `JSON.stringify` does: `toJSON` is honoured (`Date` -> ISO string), class instances give
 *   their own enumerable fields, `undefined`, functions and symbols are left out of objects and
 *   become `null` in arrays and at the top level, non-finite numbers become `null`.
 * - Plain JSON data renders exactly as `JSON.stringify` renders it (with the escapes below).
 * - U+2028, U+2029 and U+0085 are written as `\u2028`, `\u2029`, `\u0085`, so splitting the text
 *   into lines (as `read_tool_result` pages do) breaks only at real newlines; lone surrogates are
 *   written as `\udXXX` escapes, so the text is well-formed.
 */

/** Renders a structured tool result as the text that is measured, previewed, spilled and read back. */
export type Serializer = (value: unknown) => string;

/** One-line JSON (no spaces): the default serializer. */
export const compactJson: Serializer = (value) => render(value, '', []);

/** JSON indented by 2 spaces, so a structured spill can be paged line by line. */
export const indentedJson: Serializer = (value) => render(value, '  ', []);

/**
 * JSON Lines for an array (or `Set`): one compact record a line, `''` for an empty one, so each
 * `read_tool_result` line is one record. Any other value falls back to `indentedJson`.
 */
export const jsonLines: Serializer = (value) => {
  let items: ArrayLike<unknown> | undefined;
  let length = 0;
  try {
    if (Array.isArray(value)) items = value;
    else if (value instanceof Set) items = [...(value as Set<unknown>)];
    length = items?.length ?? 0;
  } catch {
    items = undefined;
  }
  if (items === undefined) return indentedJson(value);
  const records = items;
  const lines: string[] = [];
  for (let i = 0; i < length; i += 1) {
    let record: unknown;
    try {
      record = records[i];
    } catch {
      record = THREW;
    }
    lines.push(render(record, '', [value as object]));
  }
  return lines.join('\n');
};

// ---------------------------------------------------------------------------------------------

const CIRCULAR = JSON.stringify(CIRCULAR_PLACEHOLDER);
const TOO_DEEP = JSON.stringify(TOO_DEEP_PLACEHOLDER);
const UNSERIALIZABLE = JSON.stringify(UNSERIALIZABLE_PLACEHOLDER);

/** What `prepare` gives for a value that is left out of an object (and is `null` elsewhere). */
const OMIT: unique symbol = Symbol('omit');

/** A bytes value: written as its UTF-8 text, or as base64 in the second pass `render` makes when one is not UTF-8. */
class Bytes {
  constructor(readonly bytes: Uint8Array) {}
}

/**
 * An object or array being written. Entries are read one at a time, as they are written: from
 * `items` by index (arrays, sets, maps with `keys`), or from `record` by `keys` (objects).
 */
class Frame {
  index = 0;
  wrote = false;
  constructor(
    readonly close: ']' | '}',
    readonly items: ArrayLike<unknown> | undefined,
    readonly record: Readonly<Record<string, unknown>> | undefined,
    readonly keys: readonly string[] | undefined,
    readonly length: number,
    /** The objects this frame stands for (the value, and the one its `toJSON` returned), for cycle checks. */
    readonly owner: object,
    readonly toJSONOwner: object | undefined,
  ) {}
}

type Prepared = string | typeof OMIT | Bytes | Frame;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Renders one document. Plain JSON data (what most tools return) goes through the native
 * `JSON.stringify`, which gives the same text several times faster; anything else is walked here.
 * Bytes become base64 throughout when one of them is not UTF-8.
 */
function render(value: unknown, indent: string, enclosing: readonly object[]): string {
  const text = isPlainJson(value, enclosing)
    ? (JSON.stringify(value, null, indent) ?? 'null')
    : // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the forced render always gives a string; tsc cannot tell
      (renderWith(value, indent, enclosing, false) ?? (renderWith(value, indent, enclosing, true) as string));
  return text.replace(LINE_SEPARATORS, escapeSeparator);
}

/** One pass; with `base64` false, gives undefined as soon as a bytes value is not UTF-8. */
function renderWith(value: unknown, indent: string, enclosing: readonly object[], base64: boolean): string | undefined {
  const ancestors = new Set<object>(enclosing);
  const stack: Frame[] = [];
  const pads: string[] = [];
  const pad = (depth: number): string => (pads[depth] ??= `\n${indent.repeat(depth)}`);
  const colon = indent ? ': ' : ':';
  let out = '';

  let prepared = prepare(value, '', 0, ancestors);
  for (;;) {
    if (prepared instanceof Frame) {
      out += prepared.close === ']' ? '[' : '{';
      stack.push(prepared);
      ancestors.add(prepared.owner);
      if (prepared.toJSONOwner) ancestors.add(prepared.toJSONOwner);
    } else if (prepared instanceof Bytes) {
      const text = base64 ? undefined : decodeUtf8(prepared.bytes);
      if (text === undefined && !base64) return undefined;
      out += JSON.stringify(text ?? toBase64(prepared.bytes));
    } else {
      out += prepared === OMIT ? 'null' : prepared;
    }

    // Find the next entry to write, closing the frames that are done.
    let next: Prepared | undefined;
    while (next === undefined) {
      const frame = stack[stack.length - 1];
      if (frame === undefined) return out;
      const depth = stack.length;
      if (frame.index >= frame.length) {
        if (frame.wrote && indent) out += pad(depth - 1);
        out += frame.close;
        ancestors.delete(frame.owner);
        if (frame.toJSONOwner) ancestors.delete(frame.toJSONOwner);
        stack.pop();
        continue;
      }
      const index = frame.index++;
      const key = frame.keys?.[index];
      let entry: unknown;
      try {
        entry = frame.record ? frame.record[key as string] : (frame.items as ArrayLike<unknown>)[index];
      } catch {
        entry = THREW;
      }
      const item = prepare(entry, key ?? index, depth, ancestors);
      if (item === OMIT && key !== undefined) continue;
      if (frame.wrote) out += ',';
      if (indent) out += pad(depth);
      if (key !== undefined) out += JSON.stringify(key) + colon;
      frame.wrote = true;
      next = item;
    }
    prepared = next;
  }
}

/** An entry whose getter or proxy trap threw. */
const THREW: unique symbol = Symbol('threw');

/** Decides how one value is written; a container becomes a frame whose entries are read later. */
function prepare(value: unknown, key: string | number, depth: number, ancestors: ReadonlySet<object>): Prepared {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return prepareBigint(value, key, depth, ancestors);
    case 'undefined':
    case 'function':
      return OMIT;
    case 'symbol':
      return value === THREW ? UNSERIALIZABLE : OMIT;
  }
  if (value === null) return 'null';
  try {
    const original = value as object;
    if (ancestors.has(original)) return CIRCULAR;
    const bytes = asBytes(original);
    if (bytes) return new Bytes(bytes);
    const toJSON: unknown = (original as { toJSON?: unknown }).toJSON;
    if (typeof toJSON !== 'function') return open(original, undefined, depth, ancestors);
    const converted: unknown = (toJSON as (key: string) => unknown).call(original, String(key));
    if (typeof converted !== 'object' || converted === null) return prepare(converted, key, depth, ancestors);
    const convertedBytes = asBytes(converted);
    if (convertedBytes) return new Bytes(convertedBytes);
    if (ancestors.has(converted)) return CIRCULAR;
    return open(converted, converted === original ? undefined : original, depth, ancestors);
  } catch {
    return UNSERIALIZABLE;
  }
}

/** A bigint as its digits in a JSON string, unless a `BigInt.prototype.toJSON` says otherwise. */
function prepareBigint(value: bigint, key: string | number, depth: number, ancestors: ReadonlySet<object>): Prepared {
  try {
    const toJSON: unknown = (BigInt.prototype as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') {
      const converted: unknown = (toJSON as (key: string) => unknown).call(value, String(key));
      if (typeof converted !== 'bigint') return prepare(converted, key, depth, ancestors);
    }
  } catch {
    return UNSERIALIZABLE;
  }
  return JSON.stringify(value.toString());
}

/** A frame for an object, array, `Set` or `Map`; boxed primitives are unwrapped. */
function open(value: object, toJSONOwner: object | undefined, depth: number, ancestors: ReadonlySet<object>): Prepared {
  if (value instanceof Number || value instanceof String || value instanceof Boolean || value instanceof BigInt) {
    return prepare(value.valueOf(), '', depth, ancestors);
  }
  if (depth >= MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    const items = value as ArrayLike<unknown>;
    return new Frame(']', items, undefined, undefined, items.length, value, toJSONOwner);
  }
  if (value instanceof Set) {
    const items = [...(value as Set<unknown>)];
    return new Frame(']', items, undefined, undefined, items.length, value, toJSONOwner);
  }
  if (value instanceof Map) {
    const entries = [...(value as Map<unknown, unknown>)];
    const enclosing = [...ancestors, value];
    const keys = entries.map(([k]) => mapKey(k, enclosing));
    return new Frame(
      '}',
      entries.map(([, v]) => v),
      undefined,
      keys,
      keys.length,
      value,
      toJSONOwner,
    );
  }
  let keys = Object.keys(value);
  if (value instanceof Error) keys = ['name', 'message', ...keys.filter((k) => k !== 'name' && k !== 'message')];
  return new Frame('}', undefined, value as Record<string, unknown>, keys, keys.length, value, toJSONOwner);
}

/** A `Map` key as an object key: strings as they are, other primitives by `String`, objects by their compact JSON. */
function mapKey(key: unknown, enclosing: readonly object[]): string {
  if (typeof key === 'string') return key;
  if ((typeof key !== 'object' || key === null) && typeof key !== 'function') return String(key);
  const json = render(key, '', enclosing);
  // An object that renders as a JSON string (a `Date`, `"[Circular]"`) keys by that string.
  return json.startsWith('"') ? (JSON.parse(json) as string) : json;
}

/** The bytes of a value rendered as bytes: byte arrays, `DataView` and `ArrayBuffer`. */
function asBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (value instanceof Uint8ClampedArray || value instanceof DataView)
    return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return undefined;
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** U+0085, U+2028, U+2029: outside ASCII, so in JSON text they only ever occur inside strings. */
const LINE_SEPARATORS = /[\u0085\u2028\u2029]/g;

function escapeSeparator(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
