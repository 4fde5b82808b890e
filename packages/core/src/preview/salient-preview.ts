import { charCount } from '../text/char-count.js';
import { safeHead, safeTail } from '../text/code-point-boundary.js';
import { SALIENT_TAIL, salientOmission } from '../messages/index.js';
import type { PreviewReason } from '../messages/index.js';
import { commonWordLines, MAX_COMMON_WORD_CHARS } from './common-word-lines.js';
import { flatRecords } from './flat-records.js';
import { lineShape } from './line-shape.js';
import { MOST_BESIDE_A_PICK, MOST_BESIDE_UNASKED, neighbourLines, SHORTEST_LINE } from './neighbour-lines.js';
import { fillRoom } from './fill-room.js';
import type { ExtraLines } from './fill-room.js';
import { failureOnset } from './failure-onset.js';
import { longestReasons, pickLines } from './pick-lines.js';
import type { Picks, Preview, ShownLine } from './pick-lines.js';
import { oddNumberLines, windowLines } from './unusual-lines.js';
import { recordsPreview } from './records-preview.js';
import { latestShown, madeOn } from './made-on.js';
import { askedFor } from './asked-for.js';
import { asksWhen } from './time-answers.js';
import { requestTerms } from './request-terms.js';
import { requestNames } from './request-names.js';
import { asksWhatStandsOut } from './stands-out.js';
import { lineEnd, scanSignals } from './scan-signals.js';
import { openingTerms } from './opening-terms.js';
import type { SignalLine, WordLines } from './scan-signals.js';

/** Options of `salientPreview`. */
export interface SalientPreviewOptions {
  /** The whole preview, markers included, is at most this long. */
  readonly previewChars: number;
  /** What the user asked (the latest user message); its distinctive words pick lines too. */
  readonly request?: string;
  /**
   * The payload is this many records, one a line (JSON lines): then the preview is the first 2
   * records and those with a request word, whole. Ignored when the text does not have that many lines.
   */
  readonly records?: number;
}

/** Most lines picked from the middle. */
export const MAX_PICKED_LINES = 20;
/** Share of the budget the head keeps when lines are picked: the document's opening, a table's header. */
const HEAD_SHARE = 0.15;
/** Share the tail keeps: less, as its last lines seldom say more than the picks would (a failure there is picked from its onset). */
const TAIL_SHARE = 0.1;
/** A picked line is cut past this share of the budget (and never below 80 chars). */
const LINE_SHARE = 0.25;
/** Chars the budget must have left for the windows of long picked lines to widen. */
const WIDEN_AT_LEAST = 40;

/**
 * The spill preview that shows what a model most likely needs: the head, up to 20 lines from the
 * middle with an error signal (`ERROR_SIGNALS`; the first of the errors the tail's failure follows
 * from among the best, `failureOnset`), a distinctive word of the request, or common words of it
 * that meet on few lines (with none of these, a common word used unusually), each after its line
 * number, then the tail, with a marker saying how many lines were picked and why. With nothing
 * to pick, the head and the tail split the budget and the marker says that nothing was found.
 *
 * Deterministic, one pass over the text, and never longer than `previewChars` (with a budget too
 * small for any marker, it is a bare cut of the head). A text that fits is returned whole.
 */
export function salientPreview(text: string, options: SalientPreviewOptions): Preview {
  const budget = Math.max(0, Math.floor(options.previewChars));
  if (text.length <= budget) return { text, picked: [] };
  // A request's today, yesterday and tomorrow are the output's, when it says what day it was made on;
  // else its Saturday is the last the output shows.
  const today = options.request ? madeOn(text) : undefined;
  const terms = requestTerms(options.request, today, options.request && !today ? latestShown(text) : undefined);
  // The request's terms that name what it asks for (`askedFor`): their lines come first beside the picks.
  const asking = askedFor(options.request);
  const answers = new Set(terms.flatMap((term, t) => (asking.includes(term) ? [t] : [])));
  // Whether it asks when: a time of day near a pick answers it.
  const whenAsked = asksWhen(options.request);
  // The names it writes (`Margit Oyelaran`): a line with a word of one but not the name is weak.
  const names = requestNames(options.request);
  if (options.records !== undefined) {
    const records = recordsPreview(text, { budget, terms, records: options.records, maxPicks: MAX_PICKED_LINES });
    if (records) return records;
  }

  const head = headSpan(text, Math.floor(budget * HEAD_SHARE));
  const tail = tailSpan(text, Math.floor(budget * TAIL_SHARE));
  const scan = scanSignals(text, { errors: true, terms, from: head.end, to: tail.start, keep: MAX_PICKED_LINES });
  // The request's words the output's opening shows name the output, not a place in it (`openingTerms`).
  const inOpening = openingTerms(text, terms, { headEnd: head.end, names });
  const requested = terms.length > 0;
  const span = { from: head.end, to: tail.start, keep: MAX_PICKED_LINES };
  // The window's lines, read once for the passes that read them all (odd numbers, unusual lines).
  let lines: readonly SignalLine[] | undefined;
  const window = { lines: () => (lines ??= windowLines(text, span)), ...span };
  // Looked for once, by the passes over common words or to fill the room the picks leave.
  let odd: WordLines[] | undefined;
  const standsOut = asksWhatStandsOut(options.request);
  const oddNumbers = () => (odd ??= oddNumberLines(text, window, standsOut));
  const wordLines = commonWordLines(text, scan, { terms, ...window, oddNumbers, standsOut });
  const signals = scan.errorLines > 0 || scan.termLines.some((count) => count > 0) || wordLines.length > 0;
  // With nothing else to pick for a request, the lines with a number unlike its peers fill the room alone.
  if (signals || (requested && oddNumbers().length > 0)) {
    // The marker as long as it can get, so the picks chosen under it fit whatever they are.
    const longest = longestReasons(scan, terms, MAX_PICKED_LINES, wordLines);
    const upper = salientOmission(text.length, scan.totalLines, longest.shown, longest.reasons, requested);
    const fixed = [head.text, upper, SALIENT_TAIL, tail.text].reduce((sum, part) => sum + part.length + 1, 0);
    // What the marker at its longest grows by once it counts lines beside the picks (a record's lines among them).
    const markerGrowth =
      salientOmission(text.length, scan.totalLines, longest.shown, longest.reasons, requested, MOST_BESIDE_A_PICK * MAX_PICKED_LINES)
        .length - upper.length;
    const compose = (lineCap: number, pickBudget: number) => {
      const picks = pickLines(text, scan, {
        terms,
        budget: pickBudget,
        maxPicks: MAX_PICKED_LINES,
        lineCap,
        wordLines,
        answers,
        whenAsked,
        names,
        inOpening,
        ...(onset ? { onset } : {}),
        records: { from: head.end, to: tail.start, background, markerGrowth, ...(flat ? { flat } : {}) },
      });
      // What the budget has left goes to the lines next to the picks, under the marker at its longest.
      const mostBeside = (requested ? MOST_BESIDE_A_PICK : MOST_BESIDE_UNASKED) * picks.picked.length;
      const used = [head.text, marker(picks, mostBeside), SALIENT_TAIL, tail.text, ...picks.lines.map((line) => line.rendered)].reduce(
        (sum, p) => sum + p.length + 1,
        0,
      );
      const left = budget - used;
      const asked = new Set(picks.picked.filter((line) => line.words.length > 0).map((line) => line.line));
      const beside =
        left >= SHORTEST_LINE
          ? neighbourLines(text, picks.ranked, picks.lines, {
              budget: left,
              lineCap,
              from: head.end,
              to: tail.start,
              background,
              terms,
              asked,
              weak: picks.weak,
              answers,
              whenAsked,
            })
          : [];
      return { picks, beside, preview: render(picks, beside) };
    };
    const marker = (picks: Picks, beside: number, extra?: ExtraLines) =>
      salientOmission(
        omittedChars(text, head, tail),
        omittedLines(scan.totalLines, head, tail),
        picks.picked.length + (extra?.lines.length ?? 0),
        extra ? [...picks.reasons, extra.reason] : picks.reasons,
        requested,
        beside,
      );
    // The preview with the picks, the lines beside them, and `extra` lines picked after them.
    const render = (picks: Picks, beside: readonly ShownLine[], extra?: ExtraLines) => {
      const lines = [...picks.lines, ...beside, ...(extra?.lines ?? [])].sort((a, b) => a.line - b.line).map((line) => line.rendered);
      const tailMarker = picks.picked.length + (extra?.lines.length ?? 0) > 0 ? [SALIENT_TAIL] : [];
      const middle = [marker(picks, beside.length + picks.recordLines, extra), ...lines, ...tailMarker];
      return [head.text, ...middle, tail.text].filter((p) => p !== '').join('\n');
    };
    // The window's flat records, when it is made of them and the request has words to weigh them by.
    const flat = requested && tail.start - head.end <= MAX_COMMON_WORD_CHARS ? flatRecords(text, terms, span) : undefined;
    const tailStart = lineStartOf(text, tail.start);
    const onset = failureOnset(text, scan, tail.start);
    const background = [lineShape(text, 0, lineEnd(text, 0)), lineShape(text, tailStart, lineEnd(text, tailStart))];
    const lineCap = Math.max(80, Math.floor(budget * LINE_SHARE));
    let { picks, beside, preview } = compose(lineCap, budget - fixed);
    // The picks' budget is reckoned under the marker at its longest (`longestReasons`), and the lines
    // beside them under its longest count of them. Where the whole runs over all the same, the picks
    // are tried once more with that much less and lines cut that much shorter, before none is shown.
    if (preview.length > budget) {
      const over = preview.length - budget;
      const fewer = compose(Math.max(SHORTEST_LINE, lineCap - over), budget - fixed - over);
      if (fewer.preview.length <= budget) ({ picks, beside, preview } = fewer);
    }
    // Picks cut to windows in long lines, with budget left after the lines beside them (a one-line
    // payload has none): the windows widen to take what is left, when that still fits.
    const cut = picks.ranked.some((line) => line.end - line.start > lineCap);
    if (preview.length <= budget && cut && budget - preview.length >= WIDEN_AT_LEAST) {
      // Each shown line (a pick, or the line enclosing one) may take its share of what is left; the
      // picks' budget grows by as much (it was sized under the longest marker, the preview is checked whole).
      const slack = budget - preview.length;
      const wider = compose(lineCap + Math.floor(slack / picks.lines.length), budget - fixed + slack);
      if (wider.preview.length <= budget && wider.picks.picked.length === picks.picked.length) ({ picks, beside, preview } = wider);
    }
    if (preview.length <= budget) {
      // The room the picks and the lines beside them leave goes to the lines with a number unlike
      // its peers, looked for only now (with a request; those the request's words chose are shown).
      if (!requested || budget - preview.length < SHORTEST_LINE || wordLines.some((w) => w.kind === 'odd-number'))
        return { text: preview, picked: picks.picked };
      const shown = new Set([...picks.lines, ...beside].map((line) => line.line));
      const filled = fillRoom(text, oddNumbers(), { shown, lineCap, budget, render: (extra) => render(picks, beside, extra) });
      if (filled.lines.length === 0) return { text: preview, picked: picks.picked };
      const added = filled.lines.map((line) => ({ line: line.line, errorSignal: false, words: [] }));
      return { text: filled.text, picked: [...picks.picked, ...added].sort((a, b) => a.line - b.line) };
    }
    const unshown = picks.reasons.map((reason) => ({ ...reason, shown: 0 }));
    return { text: plainPreview(text, budget, scan.totalLines, unshown, requested), picked: [] };
  }
  return { text: plainPreview(text, budget, scan.totalLines, [], requested), picked: [] };
}

/**
 * Head and tail around a marker saying which signals were found but not shown (none, usually); a
 * bare cut when even the marker does not fit.
 */
function plainPreview(text: string, budget: number, totalLines: number, reasons: readonly PreviewReason[], requested: boolean): string {
  const room = budget - salientOmission(text.length, totalLines, 0, reasons, requested).length - 2;
  if (room < 2) return safeHead(text, budget);
  const head = headSpan(text, Math.floor(room / 2));
  const tail = tailSpan(text, room - head.text.length);
  const marker = salientOmission(omittedChars(text, head, tail), omittedLines(totalLines, head, tail), 0, reasons, requested);
  return [head.text, marker, tail.text].filter((p) => p !== '').join('\n');
}

/** The first lines of `text` that fit whole in `chars` (the first line cut when none does); `end` is where the rest starts. */
export function headSpan(text: string, chars: number): { text: string; end: number } {
  if (chars <= 0) return { text: '', end: 0 };
  const newline = text.lastIndexOf('\n', chars);
  if (newline !== -1) return { text: text.slice(0, newline), end: newline + 1 };
  const head = safeHead(text, chars);
  return { text: head, end: head.length };
}

/** The last lines of `text` that fit whole in `chars` (the last line cut when none does); `start` is where they start. */
export function tailSpan(text: string, chars: number): { text: string; start: number } {
  if (chars <= 0) return { text: '', start: text.length };
  const newline = text.indexOf('\n', text.length - chars - 1);
  // The last line (the last non-empty one, for a text ending with a newline) may be longer than `chars`.
  const tail = newline !== -1 && newline < text.length - 1 ? text.slice(newline + 1) : safeTail(text, chars);
  return { text: tail, start: text.length - tail.length };
}

function omittedChars(text: string, head: { text: string }, tail: { text: string }): number {
  return text.length - head.text.length - tail.text.length;
}

/** Lines between the last one the head shows (in part or whole) and the first one the tail shows. */
function omittedLines(totalLines: number, head: { text: string }, tail: { text: string }): number {
  const headLines = head.text === '' ? 0 : charCount(head.text, '\n') + 1;
  const tailLines = tail.text === '' ? 0 : charCount(tail.text, '\n') + 1;
  return Math.max(0, totalLines - headLines - tailLines);
}

/** Where the line holding `at` starts. */
function lineStartOf(text: string, at: number): number {
  return at === 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1;
}
