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
  const value = JSON.parse(token) as string;
  if (value.length < TEXT_BLOCK_CHARS || !value.isWellFormed()) return undefined;
  const lines = value.split('\n');
  if (lines.length < TEXT_BLOCK_LINES) return undefined;
  const inner = `\n${indent}  `;
  return `${QUOTES}${inner}${lines.join(inner)}\n${indent}${QUOTES}`;
}

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
