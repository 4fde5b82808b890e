/**
 * Default character budget of `truncate()`, marker included. Large enough to keep a useful head and
 * tail of a log or a document, small enough (about 1,000 tokens) to be paid on every later step.
 */
export const DEFAULT_MAX_CHARS = 4_000;

/** Default preview budget of `spill()`: enough for the model to see what the payload looks like. */
export const DEFAULT_PREVIEW_CHARS = 1_000;

/**
 * Default threshold of the single default band: results of 10,000 characters or more are spilled.
 * 10,000 chars is about 2,500 tokens, the point past which re-sending a result on every step costs
 * more than one extra `read_tool_result` call.
 */
export const DEFAULT_SPILL_OVER = 10_000;

/** Name of the generated read-back tool; its own results are never reduced. */
export const READ_TOOL_NAME = 'read_tool_result';

/** Lines a `read_tool_result` call returns when the model gives no `limit`. */
export const DEFAULT_READ_LIMIT = 200;

/** Most lines one `read_tool_result` call returns; a larger `limit` is clamped to it. */
export const MAX_READ_LINES = 1_000;

/** Most characters of body one `read_tool_result` call returns (the footer comes on top). */
export const MAX_READ_CHARS = 50_000;

/**
 * Characters of body a `read_tool_result` page holds unless the call asks for more with a `limit`
 * over the default (then up to `MAX_READ_CHARS`): about 2,000 tokens of logs or JSON, so one
 * read-back never crowds the prompt it stays in. On the probe rounds, pages of 6,000 found 10 of
 * 696 needles more than pages of 4,000, for 13% more tokens; pages of 8,000, none more than 6,000,
 * for 11% more again.
 */
export const DEFAULT_PAGE_CHARS = 6_000;

/** Lines a `read_tool_result` search shows before and after each match when the call gives no `context`. */
export const DEFAULT_CONTEXT_LINES = 3;

/** Most lines of `context` a search may ask for on each side of a match. */
export const MAX_CONTEXT_LINES = 50;

/** Most literals one `read_tool_result` search takes (a line matches when it holds any of them). */
export const MAX_PATTERNS = 10;

/**
 * Longest `pattern` a `read_tool_result` call accepts, in chars. Far above a search string worth
 * typing, and it keeps every page footer that repeats the pattern short.
 */
export const MAX_PATTERN_CHARS = 1_000;

/** Characters per token of the built-in token estimate (the usual rule of thumb for English and code). */
export const CHARS_PER_TOKEN = 4;

/** Bytes a `read_tool_result` hex page (`unit: 'bytes'`) shows when the model gives no `limit`: 16 lines of 16. */
export const DEFAULT_READ_BYTES = 256;

/** Most bytes one hex page shows: 256 lines of about 68 chars, about 17,000 chars. */
export const MAX_READ_BYTES = 4_096;

/**
 * Largest spilled image the AI SDK `read_tool_result` tool attaches as an image part: 3.75 MiB,
 * which is 5 MiB once base64-encoded, the per-image limit of the strictest common provider API.
 */
export const MAX_READ_IMAGE_BYTES = 3_932_160;

/**
 * Largest image part a result may send to the model as it is: the same 3.75 MiB (5 MiB as base64,
 * the strictest common provider's per-image limit). A larger image, or one whose bytes do not
 * parse as the type it names, is spilled as binary and replaced by its notice.
 */
export const MAX_IMAGE_PART_BYTES = MAX_READ_IMAGE_BYTES;

/**
 * Default threshold of the error band: an error result (`isError`, `error-text`, `error-json`) of
 * 20,000 chars or more is spilled. Twice the default band: an error is what the model needs to
 * recover, so more of it is sent whole, but a failing test runner that prints megabytes is not.
 */
export const DEFAULT_ERROR_OVER = 20_000;

/**
 * Default share of the context window kept free for the system prompt, the tool definitions and
 * the answer when a context budget gives no `reserve`: 10%, what the answer and a usual system prompt take.
 */
export const DEFAULT_RESERVE_SHARE = 0.1;

/**
 * Default most one tool result may take of the room left in the context window: a quarter, so one
 * result never crowds out the conversation (hermes-agent caps a result at 15% of the window, goose at 70%).
 */
export const DEFAULT_MAX_RESULT_SHARE = 0.25;

/** Default most all tool results of one step may take together of the room left: half, so a step leaves room for the next. */
export const DEFAULT_MAX_STEP_SHARE = 0.5;
