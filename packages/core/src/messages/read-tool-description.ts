/**
 * The description of the `read_tool_result` tool and of its arguments, shared by every framework
 * adapter (AI SDK, LangChain.js, OpenAI Agents JS).
 */
import { formatCount as n } from '../format-count.js';
import { DEFAULT_READ_BYTES, DEFAULT_READ_LIMIT, MAX_READ_CHARS, MAX_READ_LINES } from '../defaults.js';

/** The description of the `read_tool_result` tool the model reads. */
export const READ_TOOL_RESULT_DESCRIPTION =
  'Read back a tool output that was too large to show in full. Such an output was stored, and in its place ' +
  'you saw a notice starting with "[Tool output too large" that gives its handle; pass that handle exactly as shown. ' +
  `Each call returns one page (${n(DEFAULT_READ_LIMIT)} lines unless you set limit, at most ` +
  `${n(MAX_READ_LINES)} lines or ${n(MAX_READ_CHARS)} chars), ending with a footer that ` +
  'says what was shown and gives the call for the next page. ' +
  'Use offset and limit to page, from_end to read from the end (such as the last lines of a log), pattern to keep ' +
  "only the lines containing a literal, case-sensitive substring (not a regular expression), and unit='chars' to " +
  'page by characters through very long lines. Binary data is never shown as text: read without unit to learn its ' +
  `type (an image comes back as an image), or with unit='bytes' for a hex dump (${n(DEFAULT_READ_BYTES)} bytes unless you set limit).`;

/** The description of each argument of `read_tool_result`, by name. */
export const READ_TOOL_RESULT_ARGUMENTS = {
  handle: 'The handle from the "[Tool output too large ...]" notice, copied exactly.',
  offset: 'How many lines (or chars) to skip before the page starts, counted from the start, or from the end with from_end; default 0.',
  limit: `How many lines (or chars) to return; default ${n(DEFAULT_READ_LIMIT)}, larger values are capped.`,
  from_end: 'Count offset from the end of the output instead of the start, to read its last part; default false.',
  pattern:
    'Return only lines containing this literal, case-sensitive text (not a regular expression); offset and limit then count matching lines.',
  unit: 'Page by "lines" (the default), by "chars" for outputs with very long lines, or by "bytes" for a hex dump of binary data.',
} as const;
