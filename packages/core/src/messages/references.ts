/**
 * References: the form a model writes in a tool's arguments in place of a stored tool result, the
 * line a spill notice gains for tools that take one, and the one-line answers when a reference
 * cannot be resolved (the tool is then not called).
 */
import { formatCount as n } from '../text/format-count.js';
import { excerpt, quoteHandle, quoteText } from './quote.js';

/** What starts a reference: the whole argument value is `@tool_result:<handle>`. */
export const REFERENCE_PREFIX = '@tool_result:';

/** The reference to the stored result under `handle`: `@tool_result:<handle>`. */
export function toolResultReference(handle: string): string {
  return `${REFERENCE_PREFIX}${handle}`;
}

/** Tool names a hint lists before it says how many there are in all. */
const LISTED_TOOLS = 3;

/**
 * The line under a spill notice's header when some tools take references, e.g.
 * `[To pass this whole output to upload_log, write '@tool_result:h' as the argument's value; the tool receives the exact stored output.]`.
 * Up to three tools are named (`a, b or c`); with more, `a, b, c or 2 more`.
 */
export function referenceHint(handle: string, tools: readonly string[]): string {
  return `[To pass this whole output to ${toolList(tools)}, write ${quoteHandle(toolResultReference(handle))} as the argument's value; the tool receives the exact stored output.]`;
}

function toolList(tools: readonly string[]): string {
  const named = tools.slice(0, LISTED_TOOLS);
  const more = tools.length - named.length;
  if (more > 0) return `${named.join(', ')} or ${n(more)} more`;
  return named.length <= 1 ? (named[0] ?? 'a tool') : `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
}

/** Where a reference sits in a tool's input, as the messages name it: `body`, `files[0].content`. */
export type ArgumentPath = readonly (string | number)[];

/** Longest argument name a message shows. */
const MAX_ARGUMENT_NAME = 200;

/**
 * `files[0].content` for `['files', 0, 'content']`; a key that is not a plain name is written
 * `["a key"]` (escaped to one line), and a name longer than 200 chars is cut with `...`.
 */
export function argumentName(path: ArgumentPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${quoteText(segment)}]`;
    if (out.length > MAX_ARGUMENT_NAME) break;
  }
  return out === '' ? 'the input' : excerpt(out, MAX_ARGUMENT_NAME);
}

/**
 * A reference whose handle is unknown, in another namespace or not a handle at all:
 * `[No stored tool result for '@tool_result:nope' (argument content), so upload_log was not called. Use the exact handle from a "[Tool output too large ...]" notice.]`
 */
export function unknownReference(reference: string, path: ArgumentPath, toolName: string): string {
  return `[No stored tool result for ${quoteHandle(reference)} (argument ${argumentName(path)}), so ${toolName} was not called. Use the exact handle from a "[Tool output too large ...]" notice.]`;
}

/** `[Could not read '@tool_result:h' (argument content): the store failed, so upload_log was not called. Try again.]` */
export function referenceStoreFailed(reference: string, path: ArgumentPath, toolName: string): string {
  return `[Could not read ${quoteHandle(reference)} (argument ${argumentName(path)}): the store failed, so ${toolName} was not called. Try again.]`;
}

/** `[Too many references in one call of upload_log: 40, at most 32. It was not called.]` */
export function tooManyReferences(count: number, max: number, toolName: string): string {
  return `[Too many references in one call of ${toolName}: ${n(count)}, at most ${n(max)}. It was not called.]`;
}

/** `[The references in this call of upload_log hold over 20,000,000 bytes, the most one call may pass. It was not called.]` */
export function referencesTooLarge(maxBytes: number, toolName: string): string {
  return `[The references in this call of ${toolName} hold over ${n(maxBytes)} bytes, the most one call may pass. It was not called.]`;
}

/**
 * A reference in an argument that takes structured data, to a stored result that is not JSON:
 * `[Argument body takes structured data, but '@tool_result:h' holds text that is not JSON, so post_json was not called. Pass it to a text argument instead.]`
 * (`holds binary data` for a binary payload).
 */
export function referenceNotStructured(reference: string, path: ArgumentPath, toolName: string, binary: boolean): string {
  const what = binary ? 'binary data' : 'text that is not JSON';
  return `[Argument ${argumentName(path)} takes structured data, but ${quoteHandle(reference)} holds ${what}, so ${toolName} was not called. Pass it to a text argument instead.]`;
}

/**
 * The input, with each reference replaced by what it stands for, fails the tool's input schema:
 * `[With the stored results put in place of its references (argument body), the input does not match post_json's input schema, so it was not called.]`
 */
export function referencedInputInvalid(paths: readonly ArgumentPath[], toolName: string): string {
  const where = paths.length === 1 ? `argument ${argumentName(paths[0]!)}` : `arguments ${paths.map(argumentName).join(', ')}`;
  return `[With the stored results put in place of its references (${where}), the input does not match ${toolName}'s input schema, so it was not called.]`;
}
