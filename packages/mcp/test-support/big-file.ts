import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The one line of `bigFile` holding the needle. */
export const NEEDLE_LINE = 'checkout-7f3a: payment token expired (needle)';

const BIG_FILE_LINES = Array.from({ length: 31_000 }, (_, i) =>
  i === 21_356
    ? NEEDLE_LINE
    : `2026-12-01T10:${String(i % 60).padStart(2, '0')}:00Z INFO worker-${i % 7} processed batch ${i} in ${(i * 37) % 1000} ms`,
);

/**
 * What the proxy stores after the text of a `read_text_file` of server-filesystem: the field
 * boundary and the one line that stands for its `structuredContent`, `{ content: <the file> }`.
 */
export const FILESYSTEM_SPILL_TAIL =
  '\n[field "structuredContent"]\n[made of the text above, not stored twice: {"content":<content part 1>}]';

/** What `read_tool_result` with `pattern: 'needle'` answers for `bigFile`'s text read from server-filesystem. */
export const NEEDLE_PAGE = needlePage([...BIG_FILE_LINES, ...FILESYSTEM_SPILL_TAIL.split('\n').slice(1)]);

/**
 * The page a search for "needle" gives on `lines` where it matches one line: that line and the 3
 * lines on each side (the default context), each after its line number, then the footer.
 */
export function needlePage(lines: readonly string[]): string {
  const at = lines.indexOf(NEEDLE_LINE);
  const window = lines.slice(Math.max(0, at - 3), at + 4).map((line, i) => `${Math.max(0, at - 3) + i + 1}: ${line}`);
  return `${window.join('\n')}\n[matches 1-1 of 1 for "needle" (${lines.length.toLocaleString('en-US')} lines in all); end of output]`;
}

/**
 * Writes a 2 MB text file (2,062,xxx chars) into a new temporary directory: 31,000 log lines, one
 * of them `NEEDLE_LINE` (line 21,357). Returns the directory and the file's path and text.
 */
export async function bigFile(): Promise<{ dir: string; path: string; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'output-limits-mcp-'));
  const text = BIG_FILE_LINES.join('\n');
  const path = join(dir, 'server.log');
  await writeFile(path, text);
  return { dir, path, text };
}
