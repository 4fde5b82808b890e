import { DEFAULT_READ_LIMIT } from '../defaults.js';
import { formatCount } from '../text/format-count.js';
import {
  binaryNotShown,
  budgetLine,
  headMarker,
  headTailMarker,
  outputNotShown,
  previewOmission,
  REFERENCE_PREFIX,
  referenceHint,
  spillFileHeader,
  spillHeader,
  summaryHeader,
  tailMarker,
} from '../messages/index.js';

/** Matches a count as the markers print it: `7`, `12,345`. */
const COUNT = String.raw`(\d{1,3}(?:,\d{3})*)`;
/** Sample counts for building the patterns; each formats to text no template holds (6,006 is the sum of the others, for a head+tail total). */
const SAMPLES = [1_001, 2_002, 3_003, 6_006] as const;
/** A handle as `quoteHandle` writes it: single quotes, `\` escapes, no line break. */
const QUOTED = String.raw`'(?:[^'\\\n]|\\.)*'`;

/** A pattern for the strings `make` builds: the sample's literal text, each sample count captured as any count. */
function patternOf(sample: string, handle?: string): string {
  let pattern = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const count of SAMPLES) pattern = pattern.replaceAll(formatCount(count), COUNT);
  if (handle !== undefined) {
    const quoted = `'${handle}'`;
    const first = pattern.indexOf(quoted);
    pattern = `${pattern.slice(0, first)}(?<h>${QUOTED})${pattern.slice(first + quoted.length).replace(quoted, String.raw`\k<h>`)}`;
  }
  return pattern;
}

const [a, b, c] = SAMPLES;
const SPILL_TEXT = new RegExp(`^${patternOf(spillHeader('HANDLE', { chars: a }, DEFAULT_READ_LIMIT), 'HANDLE')}$`);
const SPILL_BINARY = new RegExp(`^${patternOf(spillHeader('HANDLE', { bytes: a }, DEFAULT_READ_LIMIT), 'HANDLE')}$`);
const [SPILL_FILE_TEXT, SPILL_FILE_BINARY] = spillFilePatterns();
const SPILL_START = spillHeader('h', { chars: a }, DEFAULT_READ_LIMIT).slice(
  0,
  spillHeader('h', { chars: a }, DEFAULT_READ_LIMIT).indexOf('('),
);
const OMISSION = new RegExp(patternOf(previewOmission(a)), 'g');
/** The marker line of a salient preview (after the head) or of a records preview (after the first records). */
const SALIENT_MARKER = new RegExp(
  `^(?:${patternOf(`...[${formatCount(a)} chars`)}(?: \\(${COUNT} lines\\))? omitted[;\\]]|${patternOf(`...[${formatCount(a)} `)}(?:more )?records[;\\]])`,
  'm',
);
const SUMMARY = new RegExp(`^${patternOf(summaryHeader(a))}$`);
const HEAD = new RegExp(`${patternOf(headMarker(a, b))}$`);
const TAIL = new RegExp(`^${patternOf(tailMarker(a, b))}`);
const HEAD_TAIL = new RegExp(patternOf(headTailMarker(a, b, a + b + c)), 'g');
const NOT_SHOWN = new RegExp(`^(?:${patternOf(binaryNotShown(a))}|${patternOf(outputNotShown())})$`);

/** Longest first line a notice or summary header can have (a spill header with two 200-char escaped handles). */
const MAX_HEADER_LINE = 4_000;
/** Longest tail or head marker looked for at the edges of a text. */
const MAX_MARKER = 300;

const count = (text: string | undefined): number => Number((text ?? '').replaceAll(',', ''));
/** The line a budgeted output has first (a truncation) or under its header (a spill notice, a summary): `[Fitted to a budget of 3,599 tokens.]`. */
const BUDGET_LINE = new RegExp(
  `^${patternOf(budgetLine(a, 'tokens')).replace('tokens', '(?:tokens|chars)').replaceAll('(\\d', '(?:\\d')}(?:\n|$)`,
);

/** The reference hint a spill notice has under its header when tools take references: any tools, a quoted reference. */
const REFERENCE_HINT = new RegExp(
  `^${patternOf(referenceHint('HANDLE', ['TOOLS']))
    .replace(`'${REFERENCE_PREFIX}HANDLE'`, `'${REFERENCE_PREFIX}${QUOTED.slice(1)}`)
    .replace('TOOLS', String.raw`[^\n]+?`)}$`,
);
/** Longest reference hint line looked for (three tool names of any sensible length, a 200-char escaped handle). */
const MAX_HINT_LINE = 10_000;

/**
 * True when `text` has the form of an output this library makes, with the marker exactly where the
 * action puts it and counts that agree with the text around it:
 *
 * - a spill notice: the whole first line is the header (the same handle twice), then for text an
 *   optional `shape:` line and a preview that is the whole output (as long as the header says) or
 *   its head and tail around an omission marker in the middle whose counts add up; for binary, one
 *   `<...>` line;
 * - a summary: the whole first line is the summary header;
 * - a truncation: a head cut ends with its marker, a tail cut starts with its, a head+tail cut has
 *   its marker exactly after the head it counts, and the kept and omitted counts add up to the total;
 * - a notice that the output is not shown.
 *
 * An output fitted to a budget has the budget line first (a truncation) or under its header; a
 * spill notice may have the reference hint (`referenceHint`) right under its header, before that.
 *
 * It says nothing about length: a text quoting such a marker at the right place passes. Wrappers
 * use `Reducer.isOwnOutput`, which also requires the text to be no longer than the bands allow.
 * A bare cut (a budget too small for any marker) cannot be told apart and gives false.
 */
export function isReducedOutput(text: string): boolean {
  return reducedOutputKind(text) !== undefined;
}

/** What `isReducedOutput` recognised `text` as: a spill notice, any other of this library's outputs, or nothing. */
export function reducedOutputKind(text: string): 'spill' | 'other' | undefined {
  const notice = noticeKind(text);
  if (notice) return notice;
  return isTruncation(text) ? 'other' : undefined;
}

function noticeKind(text: string): 'spill' | 'other' | undefined {
  return isNotice(text) ? (text.startsWith(SPILL_START) ? 'spill' : 'other') : undefined;
}

function isNotice(text: string): boolean {
  const newline = text.indexOf('\n');
  const first = newline < 0 ? text : text.slice(0, newline);
  if (first.length > MAX_HEADER_LINE) return false;
  const rest = newline < 0 ? undefined : withoutBudgetLine(withoutReferenceHint(text.slice(newline + 1)));
  if (NOT_SHOWN.test(text)) return true;
  if (SUMMARY.test(first)) return rest !== undefined;
  if (SPILL_BINARY.test(first) || SPILL_FILE_BINARY.some((pattern) => pattern.test(first))) {
    return rest !== undefined && rest.length <= MAX_MARKER && /^<[^\n]*>$/.test(rest);
  }
  const header = SPILL_TEXT.exec(first) ?? firstMatch(SPILL_FILE_TEXT, first);
  if (!header) return false;
  const chars = count(header[1]);
  if (rest === undefined || rest === '') return true; // no preview, no shape line (a budget line at most)
  const withoutShape = rest.startsWith('shape: ') ? (rest.indexOf('\n') < 0 ? '' : rest.slice(rest.indexOf('\n') + 1)) : undefined;
  return [rest, withoutShape].some((preview) => preview !== undefined && isPreviewOf(preview, chars, rest));
}

function firstMatch(patterns: readonly RegExp[], text: string): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

/**
 * The headers `spillFileHeader` writes (a spill into the agent's sandbox), for text and for binary:
 * every tool kind and content kind, with and without the `read_tool_result` call. The path (the same
 * each time it appears) is any absolute path of the characters a spill directory and handle may hold.
 */
function spillFilePatterns(): [RegExp[], RegExp[]] {
  const text: RegExp[] = [];
  const binary: RegExp[] = [];
  for (const kind of ['shell', 'file'] as const) {
    for (const handle of [undefined, 'HANDLE']) {
      for (const contentKind of ['text', 'json', 'jsonl', 'binary'] as const) {
        const file = { path: '/PATH', contentKind, tool: { name: 'TOOL', kind }, ...(handle ? { handle } : {}) };
        const sample = spillFileHeader(file, contentKind === 'binary' ? { bytes: a } : { chars: a }, DEFAULT_READ_LIMIT);
        const first = sample.indexOf('/PATH');
        let pattern = patternOf(`${sample.slice(0, first)}PATH_FIRST${sample.slice(first + '/PATH'.length)}`, handle);
        pattern = pattern
          .replace('PATH_FIRST', String.raw`(?<p>/[A-Za-z0-9._/-]+)`)
          .replaceAll('/PATH', String.raw`\k<p>`)
          .replace('TOOL', String.raw`[^\n]{1,200}?`);
        (contentKind === 'binary' ? binary : text).push(new RegExp(`^${pattern}$`));
      }
    }
  }
  return [text, binary];
}

/**
 * A preview of a `chars`-long text: the whole of it, its head and tail around the omission marker in
 * the middle, or a salient or records preview (shorter than the text, with its marker line).
 */
function isPreviewOf(preview: string, chars: number, rest: string): boolean {
  if (preview === '') return preview !== rest; // only a shape line
  if (preview.length === chars) return true;
  // A salient or records preview: shorter than the output, with its marker line.
  if (preview.length < chars && SALIENT_MARKER.test(preview)) return true;
  for (const match of preview.matchAll(OMISSION)) {
    const head = match.index;
    const tail = preview.length - head - match[0].length;
    if (head + count(match[1]) + tail === chars && Math.abs(head - tail) <= 2) return true;
  }
  return false;
}

/** `text` without the reference hint it starts with, if it does. */
function withoutReferenceHint(text: string): string {
  const newline = text.indexOf('\n');
  const line = newline < 0 ? text : text.slice(0, newline);
  if (line.length > MAX_HINT_LINE || !REFERENCE_HINT.test(line)) return text;
  return newline < 0 ? '' : text.slice(newline + 1);
}

/** `text` without the budget line it starts with, if it does. */
function withoutBudgetLine(text: string): string {
  const line = BUDGET_LINE.exec(text);
  return line ? text.slice(line[0].length) : text;
}

function isTruncation(budgeted: string): boolean {
  const text = withoutBudgetLine(budgeted);
  const end = HEAD.exec(text.slice(-MAX_MARKER));
  if (end) {
    const kept = text.length - end[0].length;
    if (kept === count(end[1]) && kept < count(end[2])) return true;
  }
  const start = TAIL.exec(text.slice(0, MAX_MARKER));
  if (start) {
    const kept = text.length - start[0].length;
    if (kept === count(start[1]) && kept < count(start[2])) return true;
  }
  for (const match of text.matchAll(HEAD_TAIL)) {
    const [omitted, head, tail, all] = [count(match[1]), count(match[2]), count(match[3]), count(match[4])];
    if (match.index === head && text.length - head - match[0].length === tail && omitted >= 1 && head + tail + omitted === all) return true;
  }
  return false;
}
