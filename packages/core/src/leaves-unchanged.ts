import type { Band } from './bands.js';
import type { Budget } from './budget.js';
import { budgetLimit } from './budget.js';
import type { Tokenizer } from './measure.js';
import { estimateTokens } from './measure.js';
import { contentPartBoundary, fieldBoundary } from './messages/index.js';
import type { Shape } from './model-output.js';
import { shapeOfValue } from './model-output.js';
import { compactJson } from './serialize.js';
import { binaryOf } from './prepare.js';
import type { AgentFiles } from './stores/overflow-store.js';
import type { BandsFor } from './tool-bands.js';

/** What `leavesUnchanged` looks at: the tool's bands and the reducer's store, cleaning and measuring options. */
export interface LeavesUnchangedOptions {
  readonly bandsFor: BandsFor;
  readonly agentFiles: AgentFiles | undefined;
  readonly stripAnsi: boolean;
  readonly overTokens: boolean;
  readonly tokenizer: Tokenizer;
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
  const shape = shapeOfValue(value);
  const list = options.bandsFor(toolName, undefined, shape.error);
  if (!list) return true;
  const limit = budget === undefined ? Number.POSITIVE_INFINITY : budgetLimit(budget).limit;
  // Without the input a read of a spill cannot be told apart: only a result no band would touch.
  if (options.agentFiles?.tools.some((tool) => tool.name === toolName)) return false;
  const bytes = binaryOf(value);
  if (bytes) return bytes.byteLength < smallest(list) && bytes.byteLength <= limit;
  if (shape.kind === 'parts') {
    const joined = partsText(shape, smallest(list));
    return joined !== undefined && leavesTextUnchanged(options, joined, list, limit, budget);
  }
  return leavesTextUnchanged(options, value, list, limit, budget);
}

/**
 * The text `reduce` measures of a result made of parts (a `CallToolResult`), joined as it joins
 * them: text parts as they are, every other part and field (`structuredContent`, `_meta`, unknown
 * keys) as its compact JSON, each after the first behind its boundary line. Undefined when that
 * cannot be told cheaply: a part that may be media (measured by its data, and an image must
 * parse), or a part or field whose strings alone reach `over` or that is not plain data (it is
 * then not serialized here at all).
 */
function partsText(shape: Extract<Shape, { kind: 'parts' }>, over: number): string | undefined {
  const total = shape.parts.length;
  let joined = '';
  let first = true;
  const add = (boundary: () => string, body: string) => {
    joined = first ? body : `${joined}\n${boundary()}\n${body}`;
    first = false;
  };
  for (let i = 0; i < total; i += 1) {
    const part = shape.parts[i] as Record<string, unknown>;
    const boundary = () => contentPartBoundary(i + 1, total);
    if (part.type === 'text' && typeof part.text === 'string') {
      add(boundary, part.text);
      continue;
    }
    if (mayBeMedia(part)) return undefined;
    const json = smallJson(part, over);
    if (json === undefined) return undefined;
    add(boundary, json);
  }
  for (const name of Object.keys(shape.fields)) {
    const json = smallJson(shape.fields[name], over);
    if (json === undefined) return undefined;
    add(() => fieldBoundary(name), json);
  }
  return joined;
}

/** True for a part `reduce` may take for media: a media type and data beside it. */
function mayBeMedia(part: Readonly<Record<string, unknown>>): boolean {
  return (typeof part.mediaType === 'string' || typeof part.mimeType === 'string') && part.data !== undefined;
}

/** Most objects, arrays and strings `smallJson` looks at before it gives up. */
const MAX_WALKED = 10_000;

/**
 * `compactJson(value)` when `value` is plain data (objects, arrays, strings, numbers, booleans,
 * null) of at most `MAX_WALKED` nodes whose strings and keys come to less than `over` chars; else
 * undefined, found before serializing anything.
 */
function smallJson(value: unknown, over: number): string | undefined {
  const stack: unknown[] = [value];
  let chars = 0;
  for (let walked = 0; stack.length > 0; walked += 1) {
    if (walked > MAX_WALKED) return undefined;
    const item = stack.pop();
    if (typeof item === 'string') chars += item.length;
    else if (Array.isArray(item)) {
      if (Object.getPrototypeOf(item) !== Array.prototype || item.length > MAX_WALKED) return undefined;
      for (const entry of item) stack.push(entry);
    } else if (typeof item === 'object' && item !== null) {
      const proto: unknown = Object.getPrototypeOf(item);
      if ((proto !== Object.prototype && proto !== null) || 'toJSON' in item) return undefined;
      const keys = Object.keys(item);
      if (keys.length > MAX_WALKED) return undefined;
      for (const key of keys) {
        chars += key.length;
        stack.push((item as Record<string, unknown>)[key]);
      }
    } else if (typeof item === 'bigint' || typeof item === 'function' || typeof item === 'symbol') return undefined;
    if (chars >= over) return undefined;
  }
  return compactJson(value);
}

function leavesTextUnchanged(
  options: LeavesUnchangedOptions,
  value: unknown,
  list: readonly Band[],
  limit: number,
  budget: Budget | undefined,
): boolean {
  if (typeof value !== 'string' || !value.isWellFormed()) return false;
  if (options.stripAnsi && (value.includes('\u001b') || value.includes('\u009b'))) return false;
  // Tokens never outnumber UTF-8 bytes, which are at most 3 per UTF-16 code unit.
  const tokens = options.tokenizer === estimateTokens ? estimateTokens(value) : value.length * 3;
  if (budget !== undefined && !(('chars' in budget ? value.length : tokens) <= limit)) return false;
  return (!options.overTokens ? value.length : tokens) < smallest(list);
}

/** The smallest threshold of bands sorted largest first (infinite for none). */
function smallest(list: readonly Band[]): number {
  return list[list.length - 1]?.over ?? Number.POSITIVE_INFINITY;
}
