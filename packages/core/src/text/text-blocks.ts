/**
 * Text blocks: a long JSON string of several lines (a command's `stdout`, a file's content, NDJSON
 * in a response's `body`) written in an indented JSON layout as its own lines, so a spill of it
 * pages, searches and previews by those lines, with the key above them as their enclosing line:
 *
 * ```
 * {
 *   "stdout": """
 *     2026-12-01T10:00:00Z INFO served /api/1
 *     2026-12-01T10:00:01Z ERROR payment declined
 *   """,
 *   "exitCode": 0
 * }
 * ```
 *
 * The value's lines are written as they are, after a margin of the key's indentation and 2 spaces;
 * `"""` ends the key's line and stands alone, at the key's indentation, after the last line. A
 * valid JSON line never ends in `"""`, and every line of the value starts with the margin, so
 * `foldTextBlocks` gives the JSON back exactly.
 */

/** A string is written as a text block when its value has at least this many lines... */
export const TEXT_BLOCK_LINES = 3;
/** ...and this many chars: shorter ones read as well in place. */
export const TEXT_BLOCK_CHARS = 500;

/** What ends a text block's key line, and stands alone after its last line. */
const QUOTES = '"""';

/**
 * The string `token` (a JSON string as written, quotes included) as a text block, or undefined
 * when its value is shorter than `TEXT_BLOCK_CHARS`, has fewer than `TEXT_BLOCK_LINES` lines or is
 * not well-formed (a lone surrogate would not read back). `indent` is the indentation of the line
 * the block starts on.
 */
export function textBlock(token: string, indent: string): string | undefined {
  if (token.length < TEXT_BLOCK_CHARS || !token.includes('\\n')) return undefined;
  const value = parseString(token);
  if (value === undefined || value.length < TEXT_BLOCK_CHARS || !value.isWellFormed()) return undefined;
  const lines = value.split('\n');
  if (lines.length < TEXT_BLOCK_LINES) return undefined;
  const inner = `\n${indent}  `;
  return `${QUOTES}${inner}${lines.join(inner)}\n${indent}${QUOTES}`;
}

/**
 * `line`, a line of indented JSON, with the string it ends in written as a text block (`textBlock`),
 * or undefined when it holds none: a line that is a key and its string value (`"stdout": "..."`) or
 * a string in an array, with or without its comma.
 */
export function blockLine(line: string): string | undefined {
  if (line.length < TEXT_BLOCK_CHARS || !line.includes('\\n')) return undefined;
  let at = 0;
  while (line.charCodeAt(at) === SPACE) at += 1;
  const indent = line.slice(0, at);
  if (line.charCodeAt(at) !== QUOTE_CODE) return undefined;
  let end = stringEnd(line, at);
  if (line.startsWith(': "', end)) {
    at = end + 2;
    end = stringEnd(line, at);
  }
  const rest = line.slice(end);
  if (rest !== '' && rest !== ',') return undefined;
  const block = textBlock(line.slice(at, end), indent);
  return block === undefined ? undefined : `${line.slice(0, at)}${block}${rest}`;
}

/** The index after the closing quote of the JSON string whose opening quote is at `open` (the text's length when it has none). */
export function stringEnd(text: string, open: number): number {
  let from = open + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) return text.length;
    let before = quote - 1;
    while (text.charCodeAt(before) === BACKSLASH) before -= 1;
    // An even run of backslashes escapes itself, not the quote.
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The string a JSON string token holds, or undefined for a token that is not one (never thrown). */
function parseString(token: string): string | undefined {
  try {
    const value: unknown = JSON.parse(token);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

const SPACE = 0x20;
const QUOTE_CODE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The JSON a layout with text blocks stands for: each block back as the string it holds, so
 * `JSON.parse` gives the document's value. Undefined for text with no block, or that is not such a
 * layout.
 */
export function foldTextBlocks(text: string): string | undefined {
  if (!text.includes(`${QUOTES}\n`)) return undefined;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.endsWith(QUOTES)) {
      out.push(line);
      continue;
    }
    const opening = line.slice(0, -QUOTES.length);
    const indent = ' '.repeat(opening.length - opening.trimStart().length);
    const margin = `${indent}  `;
    const values: string[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.startsWith(margin); j++) values.push(lines[j]!.slice(margin.length));
    const closing = lines[j];
    if (closing !== `${indent}${QUOTES}` && closing !== `${indent}${QUOTES},`) return undefined;
    out.push(`${opening}${JSON.stringify(values.join('\n'))}${closing.slice(indent.length + QUOTES.length)}`);
    i = j;
  }
  const json = out.join('\n');
  try {
    JSON.parse(json);
  } catch {
    return undefined;
  }
  return json;
}
