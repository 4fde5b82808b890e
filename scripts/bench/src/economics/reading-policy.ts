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
  | { readonly kind: 'read'; readonly input: Readonly<Record<string, unknown>> };

const HANDLE = /handle='([^']+)'/;
/** `"word" (shown of total)` in a preview marker. */
const REASON = /"([^"]+)" \(([\d,]+) of ([\d,]+)\)/g;
/** The follow-up call in a read_tool_result page footer. */
const NEXT = /next: read_tool_result\(handle='([^']+)', offset=(\d+), limit=(\d+)(?:, pattern='([^']*)')?\)/;

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
 * The one reading policy every configuration is driven by. It looks only at what the prompt shows:
 * the question's term (from the user message), the tool result, markers and handles in it, and the
 * pages it read back (`reads`, oldest first). It answers once the term is on view and no marker says
 * more lines have it; otherwise it reads back (if it has the read tool and a handle is on view) with
 * the term as the pattern, following the page footer's `next:` call; otherwise it gives up.
 */
export function decide(question: Question, result: string, reads: readonly string[], media: boolean, hasReadTool: boolean): Decision {
  const wantsImage = question.needles.some((n) => n.kind === 'image');
  const last = reads.at(-1);
  if (wantsImage) {
    if (media) return { kind: 'answer' };
  } else if (last === undefined) {
    if (termShown(result, question.term) && !markerSaysMore(result, question.term)) return { kind: 'answer' };
  } else {
    const next = NEXT.exec(last);
    if (!next || !termShown(last, question.term)) return { kind: 'answer' };
    if (reads.length >= MAX_READS_PER_QUESTION) return { kind: 'answer' };
    const [, handle, offset, limit, pattern] = next;
    return { kind: 'read', input: { handle, offset: Number(offset), limit: Number(limit), ...(pattern ? { pattern } : {}) } };
  }
  // One first read per question; the pages after it come from the footers above.
  if (!hasReadTool || reads.length > 0) return { kind: 'giveUp' };
  const handle = HANDLE.exec(result)?.[1];
  if (handle === undefined) return { kind: 'giveUp' };
  // A binary notice: read it whole (an image comes back as an image); text: search for the term.
  const binary = /bytes of binary data/.test(result);
  return { kind: 'read', input: binary ? { handle } : { handle, pattern: question.term } };
}
