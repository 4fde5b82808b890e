import { SEARCH_FILE_TOOL } from './file-tools.js';
import type { PromptView } from './prompt-view.js';
import type { Question } from './task.js';

/** Most read-back calls for one question (a pattern read, then up to two more pages). */
export const MAX_READS_PER_QUESTION = 3;
/** The name of a read tool the model may use to read a reduced result back. */
export const READ_TOOL = 'read_tool_result';

/** What the policy does next about a question. */
export type Decision =
  | { readonly kind: 'answer' }
  | { readonly kind: 'giveUp' }
  | { readonly kind: 'read'; readonly tool: string; readonly input: Readonly<Record<string, unknown>> };

const HANDLE = /handle='([^']+)'/;
/** `"word" (shown of total)` in a preview marker. */
const REASON = /"([^"]+)" \(([\d,]+) of ([\d,]+)\)/g;
/** The follow-up call in a read_tool_result page footer. */
const NEXT = /next: read_tool_result\(handle='([^']+)', offset=(\d+), limit=(\d+)(?:, pattern='([^']*)')?\)/;
/** The follow-up call in a search_file footer. */
const NEXT_SEARCH = /next: search_file\(path='([^']+)', pattern='([^']*)', offset=(\d+)\)/;
/** The line of a truncation marker that advertises where the whole output was saved (context-chef's `<persisted-output>`). */
const SAVED_TO = /^Full output saved to: (.+)$/m;

const num = (s: string) => Number(s.replaceAll(',', ''));

/** True when a line of `text` that is not a marker holds `term`. */
function termShown(text: string, term: string): boolean {
  for (const line of text.split('\n')) {
    if (!line.includes(term)) continue;
    // A notice, marker or page footer: `[Tool output ...]`, `...[12 chars omitted]...`, `[lines 1-200 of ...]`.
    const marker = line.startsWith('...[') || /^\[[A-Za-z]/.test(line);
    if (!marker) return true;
  }
  return false;
}

/**
 * True when a marker in `text` says there are more lines with the term than it shows: a reason
 * `"word" (k of n)` with k < n for a word of the term, or "none of their lines fits here".
 */
function markerSaysMore(text: string, term: string): boolean {
  const lower = term.toLowerCase();
  for (const [, word, shown, total] of text.matchAll(REASON)) {
    const w = word!.toLowerCase();
    if ((lower.includes(w) || w.includes(lower)) && num(shown!) < num(total!)) return true;
  }
  return /none of (their lines|those matching the request) fits here/.test(text);
}

/** How many of the question's needles are on view in the prompt: the score (the policy never looks at needles). */
export function needlesSeen(question: Question, view: PromptView): number {
  let seen = 0;
  for (const needle of question.needles) {
    if (needle.kind === 'text') {
      if (view.texts.some((t) => t.includes(needle.text))) seen += 1;
    } else if ([...view.media.values()].some((list) => list.some((m) => m.base64 === needle.base64))) {
      seen += 1;
    }
  }
  return seen;
}

/**
 * The file path a truncation marker in `text` advertises for the whole output (context-chef's
 * `Full output saved to: <path>` line), or undefined. Read from the marker text only.
 */
export function advertisedPath(text: string): string | undefined {
  return SAVED_TO.exec(text)?.[1]?.trim() || undefined;
}

/** The call a page's footer offers for the next page (`read_tool_result` or `search_file`), or undefined. */
function nextCall(page: string): Decision | undefined {
  const read = NEXT.exec(page);
  if (read) {
    const [, handle, offset, limit, pattern] = read;
    return {
      kind: 'read',
      tool: READ_TOOL,
      input: { handle, offset: Number(offset), limit: Number(limit), ...(pattern ? { pattern } : {}) },
    };
  }
  const search = NEXT_SEARCH.exec(page);
  if (search) {
    const [, path, pattern, offset] = search;
    return { kind: 'read', tool: SEARCH_FILE_TOOL, input: { path, pattern, offset: Number(offset) } };
  }
  return undefined;
}

/**
 * The one reading policy every configuration is driven by. It looks only at what the prompt shows:
 * the question's term (from the user message), the tool result, markers, handles and advertised
 * paths in it, and the pages it read back (`reads`, oldest first); `tools` names the tools the call
 * offers. It answers once the term is on view and no marker says more lines have it; otherwise it
 * reads back with the term as the pattern, following the page footer's `next:` call: through
 * `read_tool_result` if it is offered and a handle is on view, else through `search_file` if it is
 * offered and a marker advertises the file the output was saved to; otherwise it gives up. A binary
 * notice is read whole through its handle; an image is not looked for in a saved text file.
 */
export function decide(question: Question, result: string, reads: readonly string[], media: boolean, tools: ReadonlySet<string>): Decision {
  const wantsImage = question.needles.some((n) => n.kind === 'image');
  const last = reads.at(-1);
  if (wantsImage) {
    if (media) return { kind: 'answer' };
  } else if (last === undefined) {
    if (termShown(result, question.term) && !markerSaysMore(result, question.term)) return { kind: 'answer' };
  } else {
    const next = nextCall(last);
    if (!next || !termShown(last, question.term)) return { kind: 'answer' };
    if (reads.length >= MAX_READS_PER_QUESTION) return { kind: 'answer' };
    return next;
  }
  // One first read per question; the pages after it come from the footers above.
  if (reads.length > 0) return { kind: 'giveUp' };
  const handle = HANDLE.exec(result)?.[1];
  if (handle !== undefined && tools.has(READ_TOOL)) {
    // A binary notice: read it whole (an image comes back as an image); text: search for the term.
    const binary = /bytes of binary data/.test(result);
    return { kind: 'read', tool: READ_TOOL, input: binary ? { handle } : { handle, pattern: question.term } };
  }
  const path = advertisedPath(result);
  if (path !== undefined && !wantsImage && tools.has(SEARCH_FILE_TOOL)) {
    return { kind: 'read', tool: SEARCH_FILE_TOOL, input: { path, pattern: question.term } };
  }
  return { kind: 'giveUp' };
}
