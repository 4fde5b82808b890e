/**
 * The description of the `read_tool_result` tool, shared by every framework adapter (AI SDK,
 * LangChain.js, OpenAI Agents JS). It rides in every prompt with the argument schema, so the two
 * together are kept at most 200 o200k tokens (tested): the arguments need no descriptions of their
 * own beyond what this says.
 */
import { formatCount as n } from '../text/format-count.js';
import { DEFAULT_CONTEXT_LINES, DEFAULT_PAGE_CHARS, DEFAULT_READ_LIMIT, MAX_READ_CHARS } from '../defaults.js';

/** The description of the `read_tool_result` tool the model reads. */
export const READ_TOOL_RESULT_DESCRIPTION =
  'Read a stored tool output by its handle. pattern: literal text or list (any) to find; each match shows as "N: line" ' +
  `(offset=N-1 reads it) with context lines (default ${DEFAULT_CONTEXT_LINES}) and enclosing lines; in a long line, "N:column: window". ` +
  `Pages hold ${n(DEFAULT_PAGE_CHARS)} chars (limit over ${DEFAULT_READ_LIMIT}: ${n(MAX_READ_CHARS)}); footers give the next call. ` +
  "unit 'chars': long lines; 'bytes': hex.";
