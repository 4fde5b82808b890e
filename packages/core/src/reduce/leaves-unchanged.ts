import type { Band } from './bands.js';
import type { Budget } from '../measure/budget.js';
import { budgetLimit } from '../measure/budget.js';
import type { Tokenizer } from '../measure/measure.js';
import { estimateTokens } from '../measure/measure.js';
import { shapeOfValue } from '../prepare/model-output.js';
import { binaryOf } from '../prepare/payload.js';
import type { AgentFiles } from '../stores/overflow-store.js';
import { CHARS_PER_TOKEN } from '../defaults.js';
import type { Shape } from '../prepare/model-output.js';
import type { BandsFor } from './tool-bands.js';
import { isAgentFileTool } from './tool-bands.js';

/** What `leavesUnchanged` looks at: the tool's bands and the reducer's store, cleaning and measuring options. */
export interface LeavesUnchangedOptions {
  readonly bandsFor: BandsFor;
  readonly agentFiles: AgentFiles | undefined;
  readonly stripAnsi: boolean;
  readonly overTokens: boolean;
  readonly tokenizer: Tokenizer;
  /** The reducer measures structured values as compact JSON (the default serializer), which is the JSON the SDK sends of plain data. */
  readonly compactJson: boolean;
}

/**
 * `Reducer.leavesUnchanged`: true when `reduce` would certainly return `value` itself, found
 * without tokenizing and serializing at most what is small. Never throws (false when anything does).
 */
export function leavesUnchangedBy(options: LeavesUnchangedOptions): (value: unknown, toolName: string, budget?: Budget) => boolean {
  return (value, toolName, budget) => {
    try {
      return leavesUnchanged(options, value, toolName, budget);
    } catch {
      return false;
    }
  };
}

function leavesUnchanged(options: LeavesUnchangedOptions, value: unknown, toolName: string, budget: Budget | undefined): boolean {
  // A string, the most common result, is never binary, an error or parts: it is measured as it is,
  // without taking a shape apart (which costs more than the rest of this check on a tool's step).
  if (typeof value === 'string') {
    const list = options.bandsFor(toolName);
    if (!list) return true;
    return !isAgentFileTool(options.agentFiles, toolName) && leavesTextUnchanged(options, value, list, limitOf(budget), budget);
  }
  const shape = shapeOfValue(value);
  const list = options.bandsFor(toolName, undefined, shape.error);
  if (!list) return true;
  const limit = limitOf(budget);
  // Without the input a read of a spill cannot be told apart: only a result no band would touch.
  if (isAgentFileTool(options.agentFiles, toolName)) return false;
  const bytes = binaryOf(value);
  if (bytes) return bytes.byteLength < smallest(list) && bytes.byteLength <= limit;
  if (shape.kind === 'parts') {
    const size = partsSize(shape, smallest(list), options.stripAnsi);
    return size !== undefined && sizeLeavesUnchanged(options, size, list, limit, budget);
  }
  // Plain data is measured by a bounded walk, not serialized: its compact JSON is what `JSON.stringify`
  // writes when no string holds U+2028, U+2029 or U+0085, so `reduce` would pass the value itself on.
  if (!options.compactJson || shape.error) return false;
  const walkLimit = options.overTokens ? smallest(list) * CHARS_PER_TOKEN : smallest(list);
  const length = jsonLength(value, walkLimit, options.stripAnsi, true);
  return length !== undefined && sizeLeavesUnchanged(options, { length, clean: true }, list, limit, budget);
}

/** The most a result may measure within `budget` (infinite without one). */
function limitOf(budget: Budget | undefined): number {
  return budget === undefined ? Number.POSITIVE_INFINITY : budgetLimit(budget).limit;
}

/** The length of a text `reduce` would measure, or at least that; `clean` when measuring it needs no cleaning first. */
interface TextSize {
  readonly length: number;
  readonly clean: boolean;
}

/**
 * At least the length of the text `reduce` measures of a result made of parts (a
 * `CallToolResult`), found without making it: text parts as they are, every other part and field
 * (`structuredContent`, `_meta`, unknown keys) as its compact JSON (`jsonLength`), each after the
 * first behind a boundary line (counted at its longest). Undefined when that cannot be told
 * cheaply or reaches `over`: a part that may be media (measured by its data, and an image must
 * parse), or a part or field that is not plain data.
 */
function partsSize(shape: Extract<Shape, { kind: 'parts' }>, over: number, stripAnsi: boolean): TextSize | undefined {
  let length = 0;
  let clean = true;
  for (const part of shape.parts as ReadonlyArray<Record<string, unknown>>) {
    length += BOUNDARY_CHARS;
    if (part.type === 'text' && typeof part.text === 'string') {
      length += part.text.length;
      clean &&= part.text.isWellFormed() && !(stripAnsi && hasAnsi(part.text));
    } else {
      if (mayBeMedia(part)) return undefined;
      const json = jsonLength(part, over - length, stripAnsi);
      if (json === undefined) return undefined;
      length += json;
    }
    if (length >= over) return undefined;
  }
  for (const name of Object.keys(shape.fields)) {
    // `[field "<name, 100 chars at most>"]`, each char at most 6 as JSON, and its two newlines.
    length += 16 + 6 * Math.min(name.length, 103);
    const json = jsonLength(shape.fields[name], over - length, stripAnsi);
    if (json === undefined) return undefined;
    length += json;
    if (length >= over) return undefined;
  }
  return { length, clean };
}

/** Longest `[content part K of N]` line with its two newlines, for any K and N a result can have. */
const BOUNDARY_CHARS = 60;

function hasAnsi(text: string): boolean {
  return text.includes('\u001b') || text.includes('\u009b');
}

/** True for a part `reduce` may take for media: a media type and data beside it. */
function mayBeMedia(part: Readonly<Record<string, unknown>>): boolean {
  return (typeof part.mediaType === 'string' || typeof part.mimeType === 'string') && part.data !== undefined;
}

/** Most objects, arrays and strings `jsonLength` looks at before it gives up. */
const MAX_WALKED = 10_000;
/** Chars `JSON.stringify` escapes, and those `compactJson` escapes besides (U+2028, U+2029, U+0085). */
const ESCAPED = /["\\\u0000-\u001f\u2028\u2029\u0085\ud800-\udfff]/;
const ESCAPED_MORE = /[\u2028\u2029\u0085]/;

/**
 * At least the length of `compactJson(value)`, without making it, when `value` is plain data
 * (objects, arrays, strings, numbers, booleans, null) of at most `MAX_WALKED` nodes and that
 * length is under `over`; else undefined. A string with nothing to escape counts its length and
 * quotes, one with escapes its `JSON.stringify` (each char 6 where `compactJson` escapes more).
 * With `stripAnsi`, a string holding U+009B (which JSON leaves as it is) makes it undefined too;
 * with `asStringified`, one `compactJson` escapes and `JSON.stringify` does not (see `stringLength`).
 */
function jsonLength(value: unknown, over: number, stripAnsi: boolean, asStringified = false): number | undefined {
  const stack: unknown[] = [value];
  let length = 0;
  for (let walked = 0; stack.length > 0; walked += 1) {
    if (walked > MAX_WALKED || length >= over) return undefined;
    const item = stack.pop();
    if (typeof item === 'string') length += stringLength(item, stripAnsi, asStringified) ?? over;
    else if (typeof item === 'number') length += Number.isFinite(item) ? String(item).length : 4;
    else if (typeof item === 'boolean' || item === null || item === undefined) length += 5;
    else if (Array.isArray(item)) {
      if (Object.getPrototypeOf(item) !== Array.prototype || item.length > MAX_WALKED) return undefined;
      length += 2 + item.length;
      for (const entry of item) stack.push(entry);
    } else if (typeof item === 'object') {
      const proto: unknown = Object.getPrototypeOf(item);
      if ((proto !== Object.prototype && proto !== null) || 'toJSON' in item) return undefined;
      const keys = Object.keys(item);
      if (keys.length > MAX_WALKED) return undefined;
      length += 2 + 2 * keys.length;
      for (const key of keys) {
        // A key is stripped of ANSI codes in the measured JSON as a value is (JSON leaves U+009B as it is).
        length += stringLength(key, stripAnsi, asStringified) ?? over;
        stack.push((item as Record<string, unknown>)[key]);
      }
    } else return undefined;
  }
  return length < over ? length : undefined;
}

/**
 * At least the length of a string as `compactJson` writes it, quotes included; undefined for one
 * with U+009B under `stripAnsi`, and with `asStringified` for one `compactJson` writes otherwise than
 * `JSON.stringify` (holding U+2028, U+2029 or U+0085).
 */
function stringLength(text: string, stripAnsi: boolean, asStringified: boolean): number | undefined {
  if (stripAnsi && text.includes('\u009b')) return undefined;
  if (!ESCAPED.test(text)) return text.length + 2;
  if (!ESCAPED_MORE.test(text)) return JSON.stringify(text).length;
  return asStringified ? undefined : 6 * text.length + 2;
}

/** `sizeLeavesUnchanged` of a text. */
function leavesTextUnchanged(
  options: LeavesUnchangedOptions,
  value: unknown,
  list: readonly Band[],
  limit: number,
  budget: Budget | undefined,
): boolean {
  if (typeof value !== 'string') return false;
  const clean = value.isWellFormed() && !(options.stripAnsi && hasAnsi(value));
  return sizeLeavesUnchanged(options, { length: value.length, clean }, list, limit, budget);
}

/** True when a text of `size` is below every band of `list` and within `budget`, and needs no cleaning. */
function sizeLeavesUnchanged(
  options: LeavesUnchangedOptions,
  size: TextSize,
  list: readonly Band[],
  limit: number,
  budget: Budget | undefined,
): boolean {
  if (!size.clean) return false;
  // Tokens never outnumber UTF-8 bytes, which are at most 3 per UTF-16 code unit.
  const tokens = options.tokenizer === estimateTokens ? Math.ceil(size.length / CHARS_PER_TOKEN) : size.length * 3;
  if (budget !== undefined && !(('chars' in budget ? size.length : tokens) <= limit)) return false;
  return (!options.overTokens ? size.length : tokens) < smallest(list);
}

/** The smallest threshold of bands sorted largest first (infinite for none). */
function smallest(list: readonly Band[]): number {
  return list[list.length - 1]?.over ?? Number.POSITIVE_INFINITY;
}
