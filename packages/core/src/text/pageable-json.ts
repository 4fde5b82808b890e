import { foldSmallContainers } from './fold-small-containers.js';
import { blockLine, stringEnd } from './text-blocks.js';

/**
 * A JSON document written on one line (what most APIs and MCP servers return) in the layout a
 * structured result is spilled in, so it pages, searches and previews by lines: an array one
 * record a line (JSON lines), any other document indented by 2 spaces as
 * `JSON.stringify(value, null, 2)` writes it with each object or array that fits in 80 chars on one
 * line (`foldSmallContainers`), its long strings of several lines as text blocks (`text-blocks.ts`).
 *
 * Only whitespace between tokens changes: every string and number is copied as it is written
 * (escapes, `1.50`, integers past 2^53), so `JSON.parse` gives the same value for both texts; with
 * a text block, for `foldTextBlocks` of the layout.
 */
export interface PageableJson {
  readonly text: string;
  /** `text` when a string was written as a text block: the layout is no longer JSON. */
  readonly kind: 'json' | 'jsonl' | 'text';
}

/** A document longer than this stays as it is: parsing it to check it would take seconds and several times its size. */
export const MAX_PAGEABLE_JSON_CHARS = 32 * 1024 * 1024;

/** An array with a record longer than this is indented instead: one such line would be as hard to read as the whole. */
export const MAX_JSON_LINE_CHARS = 2_000;

/**
 * The pageable layout of `text` when it is one JSON object or array on a single line (whitespace
 * around it aside), else undefined: a text with line breaks already pages by them, and anything
 * that is not JSON is left as it is. An empty array or object is left too.
 *
 * Text exactly as `JSON.stringify` writes its value (what JavaScript servers send) is laid out by
 * `JSON.stringify` itself; any other (spaces after separators, `1.50`, `\u00e9`) token by token.
 */
export function pageableJson(text: string): PageableJson | undefined {
  if (text.length > MAX_PAGEABLE_JSON_CHARS) return undefined;
  const start = skipSpace(text, 0);
  const open = text.charCodeAt(start);
  if (open !== OPEN_BRACE && open !== OPEN_BRACKET) return undefined;
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1;
  const newline = text.indexOf('\n', start);
  if (newline !== -1 && newline < end) return undefined;
  if (text.charCodeAt(skipSpace(text, start + 1)) === (open === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const document = start === 0 && end === text.length ? text : text.slice(start, end);
  const native = JSON.stringify(value) === document;
  if (Array.isArray(value)) {
    const records = native ? nativeRecords(value) : recordLines(document);
    if (records !== undefined) return { text: records, kind: 'jsonl' };
  }
  return indentedLayout(native ? JSON.stringify(value, null, 2) : indented(document));
}

/**
 * Indented JSON (`JSON.stringify(value, null, 2)`'s layout, or `pageableJson`'s) in the layout a
 * structured spill stores: each object or array that fits in 80 chars on one line
 * (`foldSmallContainers`), then its long strings of several lines as text blocks (`withTextBlocks`).
 */
export function indentedLayout(indented: string): PageableJson {
  const laid = foldSmallContainers(indented);
  const blocks = withTextBlocks(laid);
  return blocks === undefined ? { text: laid, kind: 'json' } : { text: blocks, kind: 'text' };
}

/**
 * Indented JSON (`JSON.stringify(value, null, 2)`'s layout, or `pageableJson`'s) with each long
 * string of several lines written as a text block, or undefined when it holds no such string. A
 * string of several lines holds the escape `\n`, and one over `TEXT_BLOCK_CHARS` is on a line that
 * long: only such lines are looked at.
 */
export function withTextBlocks(indented: string): string | undefined {
  if (!indented.includes('\\n')) return undefined;
  const lines = indented.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const block = blockLine(lines[i]!);
    if (block === undefined) continue;
    lines[i] = block;
    changed = true;
  }
  return changed ? lines.join('\n') : undefined;
}

// ---------------------------------------------------------------------------------------------

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const QUOTE = 0x22;

/** True for JSON whitespace: space, tab, line feed, carriage return. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** The index of the first char at or after `from` that is not JSON whitespace (the text's length when none is). */
function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i += 1;
  return i;
}

/** The index after the string, number or literal that starts at `i`, or -1 where a bracket, `,`, `:` or white space is. */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === QUOTE) return stringEnd(text, i);
  return isSpace(c) || PUNCTUATION.has(c) ? -1 : scalarEnd(text, i);
}

/** The index after the number or literal that starts at `from`. */
function scalarEnd(text: string, from: number): number {
  let i = from + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || c === COLON || isSpace(c)) break;
    i += 1;
  }
  return i;
}

/** The records of an array as `JSON.stringify` writes them, one a line, or undefined when one is longer than `MAX_JSON_LINE_CHARS`. */
function nativeRecords(records: readonly unknown[]): string | undefined {
  const lines: string[] = [];
  for (const record of records) {
    const line = JSON.stringify(record) ?? 'null';
    if (line.length > MAX_JSON_LINE_CHARS) return undefined;
    lines.push(line);
  }
  return lines.join('\n');
}

/** The document indented by 2 spaces, token by token, empty containers as `{}` and `[]`, as `JSON.stringify(value, null, 2)` writes them. */
function indented(text: string): string {
  const breaks: string[] = ['\n'];
  const lineAt = (depth: number) => (breaks[depth] ??= `\n${'  '.repeat(depth)}`);
  let out = '';
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const end = valueEnd(text, i);
    if (end !== -1) {
      out += text.slice(i, end);
      i = end;
      continue;
    }
    const c = text.charCodeAt(i);
    i += 1;
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const next = skipSpace(text, i);
      if (text.charCodeAt(next) === (c === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET)) {
        out += c === OPEN_BRACE ? '{}' : '[]';
        i = next + 1;
      } else {
        depth += 1;
        out += (c === OPEN_BRACE ? '{' : '[') + lineAt(depth);
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
      out += lineAt(depth) + (c === CLOSE_BRACE ? '}' : ']');
    } else if (c === COMMA) out += `,${lineAt(depth)}`;
    else if (c === COLON) out += ': ';
  }
  return out;
}

/** The array's records, token by token, each compact on its own line, or undefined when one is longer than `MAX_JSON_LINE_CHARS`. */
function recordLines(text: string): string | undefined {
  const lines: string[] = [];
  let line = '';
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const end = valueEnd(text, i);
    if (end !== -1) {
      line += text.slice(i, end);
      i = end;
    } else {
      const c = text.charCodeAt(i);
      i += 1;
      if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth -= 1;
      // The array's own brackets and the commas between its records are not part of a record.
      if ((depth === 1 && c === COMMA) || (depth === 0 && c === CLOSE_BRACKET)) {
        lines.push(line);
        line = '';
      } else if (!isSpace(c) && !(depth === 1 && c === OPEN_BRACKET && i === 1)) line += String.fromCharCode(c);
    }
    if (line.length > MAX_JSON_LINE_CHARS) return undefined;
  }
  return lines.join('\n');
}

/** The one-char tokens. */
const PUNCTUATION = new Set([OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, COMMA, COLON]);
