import { readFile } from 'node:fs/promises';
import type { ToolSet } from 'ai';
import { tool } from 'ai';
import { z } from 'zod';

/** The agent's search tool: matching lines of a file, with line numbers (a `grep -n`). */
export const SEARCH_FILE_TOOL = 'search_file';
/** The agent's read tool: a range of lines of a file, with line numbers. */
export const VIEW_FILE_TOOL = 'view_file';

/** Most matches one `search_file` call returns. */
export const MAX_MATCHES = 100;
/** Most lines one `view_file` call returns, when the call gives no `limit`. */
export const DEFAULT_VIEW_LINES = 200;
/** Most characters of matches or lines one call returns (a few KB, as agents' file tools cap their output). */
export const MAX_OUTPUT_CHARS = 4_000;
/** A line longer than this is shown as a window around each match (`search_file`) or cut (`view_file`). */
export const MAX_LINE_CHARS = 500;
/** Characters shown on each side of a match in a long line (what `grep -o '.{0,200}term.{0,200}'` shows). */
export const MATCH_CONTEXT_CHARS = 200;

const quote = (s: string) => `'${s.replaceAll("'", "\\'")}'`;

/** One match as the tool shows it: `n: line`, or in a long line `n:col: …window…` (col 1-based). */
function matchEntries(line: string, lineNumber: number, pattern: RegExp): string[] {
  if (line.length <= MAX_LINE_CHARS) return pattern.test(line) ? [`${lineNumber}: ${line}`] : [];
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const out: string[] = [];
  for (const m of line.matchAll(global)) {
    const start = Math.max(0, m.index - MATCH_CONTEXT_CHARS);
    const end = Math.min(line.length, m.index + m[0].length + MATCH_CONTEXT_CHARS);
    out.push(`${lineNumber}:${m.index + 1}: ${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`);
    if (m[0].length === 0) break;
  }
  return out;
}

/** Takes entries from the front while they fit in `MAX_OUTPUT_CHARS` (at least one, cut if it alone is longer). */
function fitting(entries: readonly string[], most: number): string[] {
  const out: string[] = [];
  let chars = 0;
  for (const entry of entries.slice(0, most)) {
    const shown = entry.length > MAX_OUTPUT_CHARS ? `${entry.slice(0, MAX_OUTPUT_CHARS)}…` : entry;
    if (out.length > 0 && chars + shown.length + 1 > MAX_OUTPUT_CHARS) break;
    out.push(shown);
    chars += shown.length + 1;
  }
  return out;
}

/** Lines shown before and after each match when the call gives no `context` (as `grep -C 2`). */
export const DEFAULT_SEARCH_CONTEXT = 2;

/**
 * `search_file({ path, pattern, offset, context, ignore_case })`: the lines of the file that match the
 * regular expression `pattern`, each after its line number with `context` lines around it (windows
 * that touch merged, `--` between the others, as `grep -n -C` shows them; a long line as windows
 * around its matches), from the `offset`-th match on; at most `MAX_MATCHES` matches and
 * `MAX_OUTPUT_CHARS` characters, then a footer with the count and the call for the next matches.
 */
export async function searchFile(
  path: string,
  pattern: string,
  offset = 0,
  context = DEFAULT_SEARCH_CONTEXT,
  ignoreCase = false,
): Promise<string> {
  const regex = new RegExp(pattern, ignoreCase ? 'i' : '');
  const lines = (await readFile(path, 'utf8')).split('\n');
  const matches = lines.flatMap((line, i) => matchEntries(line, i + 1, regex).map((entry) => ({ line: i, entry })));
  if (matches.length === 0) return `[No line of ${path} matches ${quote(pattern)} (${lines.length} lines searched).]`;
  const out: string[] = [];
  let chars = 0;
  let last = -2;
  let end = offset;
  for (const { line, entry } of matches.slice(offset, offset + MAX_MATCHES)) {
    const block: string[] = [];
    const long = !entry.startsWith(`${line + 1}: `);
    const from = long ? line : Math.max(0, line - context);
    const to = long ? line : Math.min(lines.length - 1, line + context);
    if (from > last + 1 && out.length > 0) block.push('--');
    if (long) block.push(entry);
    else {
      for (let j = Math.max(from, last + 1); j <= to; j++) {
        const text = lines[j] ?? '';
        block.push(j === line ? entry : `${j + 1}: ${text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS)}…` : text}`);
      }
    }
    const size = block.reduce((sum, b) => sum + b.length + 1, 0);
    if (out.length > 0 && chars + size > MAX_OUTPUT_CHARS) break;
    out.push(...block.map((b) => (b.length > MAX_OUTPUT_CHARS ? `${b.slice(0, MAX_OUTPUT_CHARS)}…` : b)));
    chars += size;
    last = Math.max(last, to);
    end += 1;
  }
  const options = `${context !== DEFAULT_SEARCH_CONTEXT ? `, context=${context}` : ''}${ignoreCase ? ', ignore_case=true' : ''}`;
  const next =
    end < matches.length ? `; next: ${SEARCH_FILE_TOOL}(path=${quote(path)}, pattern=${quote(pattern)}, offset=${end}${options})` : '';
  return [
    ...out,
    `[matches ${offset + 1}-${end} of ${matches.length} for ${quote(pattern)} in ${path} (${lines.length} lines)${next}]`,
  ].join('\n');
}

/**
 * `view_file({ path, offset, limit })`: lines `offset`+1 to `offset`+`limit` of the file, each after
 * its line number (a line over `MAX_LINE_CHARS` cut), at most `MAX_OUTPUT_CHARS` characters, then a
 * footer with the call for the next lines.
 */
export async function viewFile(path: string, offset = 0, limit = DEFAULT_VIEW_LINES): Promise<string> {
  const lines = (await readFile(path, 'utf8')).split('\n');
  const entries = lines
    .slice(offset, offset + limit)
    .map((line, i) => `${offset + i + 1}: ${line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line}`);
  const shown = fitting(entries, limit);
  const end = offset + shown.length;
  const next = end < lines.length ? `; next: ${VIEW_FILE_TOOL}(path=${quote(path)}, offset=${end}, limit=${limit})` : '';
  return [...shown, `[lines ${Math.min(offset + 1, end)}-${end} of ${lines.length} in ${path}${next}]`].join('\n');
}

/**
 * The generic file tools an agent such as Codex or Claude Code has (a grep and a file viewer),
 * plainly over `node:fs`. They are the agent's own tools, not a package's: a configuration that
 * offloads results to files advertises a path, and the model reads it back with these.
 */
export function fileTools(): ToolSet {
  return {
    [SEARCH_FILE_TOOL]: tool({
      description: `Search a file for a regular expression; returns the matching lines with their line numbers and context lines around them (${DEFAULT_SEARCH_CONTEXT} by default; at most ${MAX_MATCHES} matches or ${MAX_OUTPUT_CHARS} characters per call; pass offset to see later matches).`,
      inputSchema: z.object({
        path: z.string(),
        pattern: z.string(),
        offset: z.number().int().min(0).optional(),
        context: z.number().int().min(0).optional(),
        ignore_case: z.boolean().optional(),
      }),
      execute: async ({ path, pattern, offset, context, ignore_case: ignoreCase }) =>
        searchFile(path, pattern, offset, context, ignoreCase),
    }),
    [VIEW_FILE_TOOL]: tool({
      description: `Read lines of a file with their line numbers (from offset, at most limit lines, ${DEFAULT_VIEW_LINES} by default, and ${MAX_OUTPUT_CHARS} characters per call).`,
      inputSchema: z.object({ path: z.string(), offset: z.number().int().min(0).optional(), limit: z.number().int().min(1).optional() }),
      execute: async ({ path, offset, limit }) => viewFile(path, offset, limit),
    }),
  };
}
