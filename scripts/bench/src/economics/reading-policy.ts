import { SEARCH_FILE_TOOL, VIEW_FILE_TOOL } from './file-tools.js';
import type { PromptView } from './prompt-view.js';
import { questionTerms } from './question-terms.js';
import type { Question } from './task.js';

/** Most read-back calls for one question: searches (a term, the next terms, then in any case), pages, one look around a match. */
export const MAX_READS_PER_QUESTION = 4;
/** The name of a read tool the model may use to read a reduced result back. */
export const READ_TOOL = 'read_tool_result';
/** Lines viewed on each side of a match when none of the question's other words is on view near it. */
const AROUND = 10;
/** The terms a question is searched for at most, one after the other while a search finds nothing. */
const MAX_TERMS = 3;

/** What the policy does next about a question. */
export type Decision =
  | { readonly kind: 'answer' }
  | { readonly kind: 'giveUp' }
  | { readonly kind: 'read'; readonly tool: string; readonly input: Readonly<Record<string, unknown>> };

const HANDLE = /handle='([^']+)'/;
/** `"word" (shown of total)` or `"word" (shown of total lines, m matches)` in one of ours' preview markers. */
const REASON = /"([^"]+)" \(([\d,]+) of ([\d,]+)( lines, ([\d,]+) matches)?\)/g;
/** The follow-up call in a page footer: `next: tool(args)`, args up to the closing `)]`. */
const NEXT = /next: (read_tool_result|search_file|view_file)\((.*)\)\]$/m;
/** One `name=value` argument of a rendered call: a quoted string ('…' or "…"), a JSON list, or a bare value. */
const ARGUMENT = /(\w+)=('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\]|[^,\s)]+)/g;
/** A line of a truncation marker that advertises where the whole output was saved (context-chef's `<persisted-output>`). */
const SAVED_TO = /^Full output saved to: (.+)$/m;
/** Markers that say a part of the output was left out, as each configuration writes them: ours (`N chars omitted`, `N chars (M lines) omitted`, `N more records`), context-chef's, Codex's. */
const OMISSION = /chars (\([\d,]+ lines\) )?omitted|more records|^output truncated \(|tokens truncated/m;
/** A page that found nothing: ours, and the file search's. */
const NO_MATCH = /^\[No line (contains|of .* matches) /;

const num = (s: string) => Number(s.replaceAll(',', ''));

/** True when `line` is a notice, marker or footer line rather than output. */
function isMarker(line: string): boolean {
  return (
    line.startsWith('...[') ||
    /^\[[A-Za-z]/.test(line) ||
    /^(output truncated \(|Full output saved to: |URI \(alternative\)|<\/?persisted-output>|Warning: truncated output|Total output lines: )/.test(
      line,
    )
  );
}

/** True when a line of `text` that is not a marker holds `term`, in any case. */
function termShown(text: string, term: string): boolean {
  const lower = term.toLowerCase();
  return text.split('\n').some((line) => !isMarker(line) && line.toLowerCase().includes(lower));
}

/**
 * True when a marker in `text` says the output holds more of the term than is on view. Every
 * configuration's markers are read for what they say: ours name the lines (and matches) a word is
 * on, `"word" (k of n)`; a marker that says only that something was left out (ours without a reason
 * for the term, context-chef's `output truncated`, Codex's `tokens truncated`) says more may be there.
 */
function markerSaysMore(text: string, term: string): boolean {
  const lower = term.toLowerCase();
  let named = false;
  for (const [, word, shown, total, , matches] of text.matchAll(REASON)) {
    const w = word!.toLowerCase();
    if (!(lower.includes(w) || w.includes(lower))) continue;
    named = true;
    if (num(shown!) < num(total!) || matches !== undefined) return true;
  }
  if (/none of (their lines|those matching the request) fits here/.test(text)) return true;
  return !named && OMISSION.test(text);
}

/**
 * How many of the question's needles are on view in the prompt: the score (the policy never looks at
 * needles). A text needle counts as it is written or laid out otherwise: JSON written compact may be
 * on view indented (`"value": "2019-02-11"`, a key and its object on lines of their own with their
 * line numbers), XML written on one line may be on view an element a line, and the other way round.
 */
export function needlesSeen(question: Question, view: PromptView): number {
  let seen = 0;
  for (const needle of question.needles) {
    if (needle.kind === 'text') {
      const squeezed = squeezeLayout(needle.text);
      if (view.texts.some((t) => t.includes(needle.text) || squeezeLayout(t).includes(squeezed))) seen += 1;
    } else if ([...view.media.values()].some((list) => list.some((m) => m.base64 === needle.base64))) {
      seen += 1;
    }
  }
  return seen;
}

/** `text` without line-number prefixes (`12: `, `1:4961: `), without whitespace after `:,{[` or before `}]`, and without it between two XML tags (`</a>\n  <b>`). */
export function squeezeLayout(text: string): string {
  return text
    .replace(/^\d+(?::\d+)?: /gm, '')
    .replace(/([:,{[])\s+/g, '$1')
    .replace(/\s+([}\]])/g, '$1')
    .replace(/>\s+</g, '><');
}

/**
 * The file path a truncation marker in `text` advertises for the whole output (context-chef's
 * `Full output saved to: <path>` line), or undefined. Read from the marker text only.
 */
export function advertisedPath(text: string): string | undefined {
  return SAVED_TO.exec(text)?.[1]?.trim() || undefined;
}

/** The value of one rendered argument: a quoted string, a JSON list or string, a number or a boolean. */
function argumentValue(raw: string): unknown {
  if (raw.startsWith("'")) return raw.slice(1, -1).replace(/\\(.)/g, '$1');
  if (raw.startsWith('"') || raw.startsWith('[')) return JSON.parse(raw) as unknown;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return Number(raw);
}

/** The call a page's footer offers for the next page, parsed from the footer as the tool wrote it, or undefined. */
export function nextCall(page: string): Decision | undefined {
  const next = NEXT.exec(page);
  if (!next) return undefined;
  const input = Object.fromEntries([...next[2]!.matchAll(ARGUMENT)].map(([, name, raw]) => [name!, argumentValue(raw!)]));
  return { kind: 'read', tool: next[1]!, input };
}

/** The numbered lines on view (`N: text`, as ours and the file tools show them), by line number; a window in a long line (`N:column: ...`) is not a line to look around. */
function numberedLines(texts: readonly string[]): Map<number, string> {
  const lines = new Map<number, string>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const match = /^(\d+): /.exec(line);
      if (match) lines.set(Number(match[1]), line.toLowerCase());
    }
  }
  return lines;
}

/** The number of the first whole line on view in `text` that shows `term`, if any. */
function matchLine(text: string, term: string): number | undefined {
  const lower = term.toLowerCase();
  for (const [number, line] of numberedLines([text])) if (line.includes(lower)) return number;
  return undefined;
}

/** True when one of `others` is on a numbered line on view within `AROUND` lines of `line`. */
function othersNear(texts: readonly string[], line: number, others: readonly string[]): boolean {
  const near = [...numberedLines(texts)].filter(([number]) => Math.abs(number - line) <= AROUND).map(([, text]) => text);
  return others.some((term) => near.some((text) => text.includes(term.toLowerCase())));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the reader can search the output: ours through the handle, a saved file through the file tools. */
interface Reader {
  search(term: string, ignoreCase: boolean): Decision;
  around(line: number): Decision;
}

function readerOf(result: string, tools: ReadonlySet<string>): Reader | undefined {
  const handle = HANDLE.exec(result)?.[1];
  if (handle !== undefined && tools.has(READ_TOOL)) {
    return {
      search: (term, ignoreCase) => ({
        kind: 'read',
        tool: READ_TOOL,
        input: { handle, pattern: term, ...(ignoreCase ? { ignore_case: true } : {}) },
      }),
      around: (line) => ({
        kind: 'read',
        tool: READ_TOOL,
        input: { handle, offset: Math.max(0, line - 1 - AROUND), limit: 2 * AROUND + 1 },
      }),
    };
  }
  const path = advertisedPath(result);
  if (path !== undefined && tools.has(SEARCH_FILE_TOOL)) {
    return {
      search: (term, ignoreCase) => ({
        kind: 'read',
        tool: SEARCH_FILE_TOOL,
        input: { path, pattern: escapeRegExp(term), ...(ignoreCase ? { ignore_case: true } : {}) },
      }),
      around: (line) => ({
        kind: 'read',
        tool: VIEW_FILE_TOOL,
        input: { path, offset: Math.max(0, line - 1 - AROUND), limit: 2 * AROUND + 1 },
      }),
    };
  }
  return undefined;
}

/**
 * The one reading policy every configuration is driven by. It looks only at what the prompt shows:
 * the question (its terms, `questionTerms`, from its own words alone), the tool result with its
 * markers, handles and advertised paths, and the pages it read back (`reads`, oldest first); `tools`
 * names the tools the call offers. It answers once the first term is on view and no marker says
 * more of it is left out. Otherwise it searches, through `read_tool_result` when it is offered and a
 * handle is on view, else through `search_file` when it is offered and a marker advertises the saved
 * file: for the first term, then while a search finds nothing the next terms, then the first in any
 * case. It follows a page footer's `next:` call while the pages show the term; when none of the
 * question's other words is on view within 10 lines of the first numbered line that shows the term
 * (a line a preview picked, or a search found), it looks at the 10 lines on each side of it
 * (`offset`/`limit`, or `view_file`) and answers. At most `MAX_READS_PER_QUESTION` reads. A binary notice is
 * read whole through its handle; an image is not looked for in a saved text file.
 */
export function decide(question: Question, result: string, reads: readonly string[], media: boolean, tools: ReadonlySet<string>): Decision {
  const wantsImage = question.needles.some((n) => n.kind === 'image');
  if (wantsImage) {
    if (media) return { kind: 'answer' };
    if (reads.length > 0) return { kind: 'giveUp' };
    const handle = HANDLE.exec(result)?.[1];
    return handle !== undefined && tools.has(READ_TOOL) ? { kind: 'read', tool: READ_TOOL, input: { handle } } : { kind: 'giveUp' };
  }
  const terms = questionTerms(question.ask).slice(0, MAX_TERMS);
  const [first] = terms;
  if (first === undefined) return { kind: 'answer' };
  const reader = readerOf(result, tools);
  const lookAround = (texts: readonly string[], term: string, others: readonly string[]): Decision | undefined => {
    const line = matchLine(texts.at(-1)!, term);
    if (line === undefined || others.length === 0 || othersNear(texts, line, others)) return undefined;
    return reader?.around(line);
  };
  if (reads.length === 0) {
    if (termShown(result, first) && !markerSaysMore(result, first)) {
      return lookAround([result], first, terms.slice(1)) ?? { kind: 'answer' };
    }
    if (!reader) return { kind: termShown(result, first) ? 'answer' : 'giveUp' };
    return reader.search(first, false);
  }
  if (!reader || reads.length >= MAX_READS_PER_QUESTION) return { kind: 'answer' };
  const last = reads.at(-1)!;
  // A look around a match is the last read.
  if (/^\[lines /.test(last.split('\n').at(-1) ?? '')) return { kind: 'answer' };

  // The searches so far, in order: each found nothing until the last.
  const misses = reads.filter((page) => NO_MATCH.test(page)).length;
  if (NO_MATCH.test(last)) {
    if (misses < terms.length) return reader.search(terms[misses]!, false);
    if (misses === terms.length) return reader.search(first, true);
    return { kind: 'giveUp' };
  }
  const found = terms[Math.min(misses, terms.length - 1)] ?? first;
  const around = lookAround(
    [result, ...reads],
    found,
    terms.filter((t) => t !== found),
  );
  if (around) return around;
  const next = nextCall(last);
  if (next && termShown(last, found)) return next;
  return { kind: 'answer' };
}
