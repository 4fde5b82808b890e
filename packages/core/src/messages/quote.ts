/**
 * Quoting of echoed text: how a message shows a handle or any other string it repeats back, escaped
 * to one line and cut to a bounded length.
 */
import { safeHead } from '../text/code-point-boundary.js';

/** Longest part of a model-supplied handle echoed back in a message. */
const MAX_ECHOED_HANDLE = 200;

/** Line breaks, other control chars and lone surrogates: written as escapes wherever a message echoes text. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeUnprintable(c: string): string {
  return SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The first `max` chars of `text` (never half a surrogate pair), with `...` when it was cut. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${safeHead(text, max)}...` : text;
}

/**
 * Quotes a handle the way the notices show it: single quotes, with `\` and `'` escaped, so the
 * model can copy it into a call verbatim. Line breaks, other control chars and lone surrogates
 * (only ever in model-supplied handles) are written as escapes (`\n`, `\u0000`), so a message stays
 * one line; over-long handles are cut to 200 chars and `...`.
 */
export function quoteHandle(handle: string): string {
  return `'${excerpt(handle, MAX_ECHOED_HANDLE).replace(/[\\']/g, '\\$&').replace(UNPRINTABLE, escapeUnprintable)}'`;
}

/**
 * Quotes a string as JSON, with the line separators JSON leaves as they are (U+2028, U+2029,
 * U+0085) and other C1 controls written as escapes too, so the result is one line.
 */
export function quoteText(text: string): string {
  return JSON.stringify(text).replace(UNPRINTABLE, escapeUnprintable);
}
