import { textBlock } from './text-blocks.js';

/**
 * A JSON document written on one line (what most APIs and MCP servers return) in the layout a
 * structured result is spilled in, so it pages, searches and previews by lines: an array one
 * record a line (JSON lines), any other document indented by 2 spaces as
 * `JSON.stringify(value, null, 2)` writes it, its long strings of several lines as text blocks
 * (`text-blocks.ts`).
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
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  if (open === OPEN_BRACKET) {
    const records = recordLines(text, start, end);
    if (records !== undefined) return { text: records, kind: 'jsonl' };
  }
  return indented(text, start, end);
}

/**
 * `json` (valid JSON in any layout: an indented structured spill) indented, with its long strings
 * of several lines as text blocks; undefined when it holds no such string.
 */
export function withTextBlocks(json: string): string | undefined {
  // A string of several lines holds the escape `\\n`.
  if (!json.includes('\\n')) return undefined;
  const laid = indented(json, skipSpace(json, 0), json.length);
  return laid.kind === 'text' ? laid.text : undefined;
}

// ---------------------------------------------------------------------------------------------

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

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

/**
 * Calls `visit` with each token of valid JSON between `start` and `end`, in order: a string with
 * its quotes, a number or literal, or one of `{}[],:`. Whitespace between tokens is skipped.
 */
function forEachToken(text: string, start: number, end: number, visit: (from: number, to: number) => void): void {
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i += 1;
      continue;
    }
    let to = i + 1;
    if (c === QUOTE) to = stringEnd(text, i);
    else if (!PUNCTUATION.has(c)) {
      while (to < end && !PUNCTUATION.has(text.charCodeAt(to)) && !isSpace(text.charCodeAt(to))) to += 1;
    }
    visit(i, to);
    i = to;
  }
}

/** The one-char tokens. */
const PUNCTUATION = new Set([OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, COMMA, COLON]);

/** The index after the closing quote of the string whose opening quote is at `open`. */
function stringEnd(text: string, open: number): number {
  let from = open + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    let before = quote - 1;
    while (text.charCodeAt(before) === BACKSLASH) before -= 1;
    // An even run of backslashes escapes itself, not the quote.
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/**
 * The document indented by 2 spaces, empty containers as `{}` and `[]`, as `JSON.stringify(value, null, 2)`
 * writes them; a value that is a long string of several lines as a text block.
 */
function indented(text: string, start: number, end: number): PageableJson {
  const out: string[] = [];
  const breaks: string[] = ['\n'];
  const lineAt = (depth: number) => (breaks[depth] ??= `\n${'  '.repeat(depth)}`);
  let depth = 0;
  let opened = -1; // the code of a container opened by the last token, not yet broken after
  const objects: boolean[] = []; // for each open container, whether it is an object
  let isKey = false; // the next string is an object's key
  let blocks = false;
  forEachToken(text, start, end, (from, to) => {
    const c = text.charCodeAt(from);
    if (opened !== -1) {
      const empty = (opened === OPEN_BRACE && c === CLOSE_BRACE) || (opened === OPEN_BRACKET && c === CLOSE_BRACKET);
      opened = -1;
      if (empty) {
        depth -= 1;
        objects.pop();
        out.push(text[from]!);
        return;
      }
      out.push(lineAt(depth));
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      out.push(text[from]!);
      depth += 1;
      opened = c;
      objects.push(c === OPEN_BRACE);
      isKey = c === OPEN_BRACE;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
      objects.pop();
      out.push(lineAt(depth), text[from]!);
    } else if (c === COMMA) {
      out.push(',', lineAt(depth));
      isKey = objects.at(-1) === true;
    } else if (c === COLON) {
      out.push(': ');
      isKey = false;
    } else {
      const token = text.slice(from, to);
      const block = c === QUOTE && !isKey ? textBlock(token, lineAt(depth).slice(1)) : undefined;
      if (block !== undefined) blocks = true;
      out.push(block ?? token);
    }
  });
  return { text: out.join(''), kind: blocks ? 'text' : 'json' };
}

/** The array's records, each compact on its own line, or undefined when one is longer than `MAX_JSON_LINE_CHARS`. */
function recordLines(text: string, start: number, end: number): string | undefined {
  const lines: string[] = [];
  let line: string[] = [];
  let length = 0;
  let depth = 0;
  let tooLong = false;
  forEachToken(text, start, end, (from, to) => {
    if (tooLong) return;
    const c = text.charCodeAt(from);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth -= 1;
    // The array's own brackets and the commas between its records are not part of a record.
    if ((depth === 1 && c === COMMA) || (depth === 0 && c === CLOSE_BRACKET)) {
      lines.push(line.join(''));
      line = [];
      length = 0;
      return;
    }
    if (depth === 1 && c === OPEN_BRACKET && from === start) return;
    line.push(text.slice(from, to));
    length += to - from;
    if (length > MAX_JSON_LINE_CHARS) tooLong = true;
  });
  return tooLong ? undefined : lines.join('\n');
}
