import { cutLineEnd, longestListed, pickedLine, windowLine } from '../messages/index.js';
import type { PreviewReason } from '../messages/index.js';
import { codePointBoundary } from '../text/code-point-boundary.js';
import { trimmedEnd } from '../text/trimmed-end.js';
import { headingLevel, indentWidth } from '../text/line-depth.js';
import type { BodyLine } from './record-body.js';
import { askedInSection, fieldsDownTo, MOST_BODY_LINES, recordBody, WORD_WITHIN } from './record-body.js';
import type { LineSpan } from './adjacent-line.js';
import { lineAbove, lineBelow, nearestAbove } from './adjacent-line.js';
import type { TermSearch } from './term-search.js';
import { termSearch, termsIn } from './term-search.js';
import { onTableHeaderOnly } from './scan-signals.js';
import type { SignalLine, SignalScan, WordLines } from './scan-signals.js';
import { isWholeTerm } from './request-terms.js';
import { partOfOtherName } from './other-name.js';
import { wordsFirst } from './words-first.js';
import { askedAbove } from './asked-above.js';
import { askedBeside } from './asked-beside.js';
import { holdsMoment } from './time-answers.js';
import { holdsAskedMoment, minutesFromAsked } from './asked-moments.js';
import { isClockTerm, namesTime } from './clock-terms.js';
import { isDateTerm } from './date-terms.js';
import { abbreviable, abbreviationsIn } from './abbreviations.js';
import { densestAt } from './densest-window.js';
import { linesInSection } from './section-words.js';
import { enclosingGroup, moveToShow } from '../text/enclosing-group.js';
import type { FlatRecords } from './flat-records.js';
import { termMask } from './flat-records.js';
import { refinedConjunction } from './refined-conjunction.js';
import type { RecordWords } from './record-words.js';
import { recordWords } from './record-words.js';
import { traceRoot } from './trace-root.js';
import { listItemHead } from './list-item-head.js';
import { smallBlock } from './small-block.js';

/** A line a preview shows in the middle, and why. */
export interface PickedLine {
  /** 1-based line number, as `read_tool_result` counts lines. */
  readonly line: number;
  /** The line has an error signal (see `ERROR_SIGNALS`). */
  readonly errorSignal: boolean;
  /** The request words on the line. */
  readonly words: readonly string[];
}

/** A line a preview shows from the middle: its 1-based number and `N: <line>` (cut when long). */
export interface ShownLine {
  readonly line: number;
  readonly rendered: string;
}

/** What `pickLines` chose: the lines to show, the picks, and the reasons for the marker. */
export interface Picks {
  /** The picked lines and the enclosing lines and record lines shown with them, one each, by line number. */
  readonly lines: readonly ShownLine[];
  readonly picked: readonly PickedLine[];
  readonly reasons: readonly PreviewReason[];
  /** The picked lines, the best first. */
  readonly ranked: readonly SignalLine[];
  /** Lines of `lines` shown from the records picks open (`recordBody`): lines beside the picks. */
  readonly recordLines: number;
  /** The picked lines that scored under half the best: the lines beside them come after those beside the others. */
  readonly weak: ReadonlySet<number>;
}

/** Options of `pickLines`. */
export interface PickOptions {
  /** Request terms, in the order the scan had them. */
  readonly terms: readonly string[];
  /** Characters the rendered lines may take, one `\n` each included. */
  readonly budget: number;
  /** Most lines picked. A term on more lines than this is too common to pick by. */
  readonly maxPicks: number;
  /** Longest a rendered line's text may be before it is cut; undefined: lines are shown whole or not at all. */
  readonly lineCap?: number;
  /** The line the failure the output ends in starts at (`failureOnset`): picked among the best. */
  readonly onset?: SignalLine;
  /**
   * Terms (indices in `terms`) naming what the request asks for (`askedFor`): a record line shown
   * that holds one and opens a value too large to show whole brings the value's first line.
   */
  readonly answers?: ReadonlySet<number>;
  /**
   * The request asks when (`asksWhen`): a record line shown with a word of the request that opens a
   * value whose first line has a time of day brings that line, as a word of `answers` would (the
   * `"timestamp"` under the `"lastReading": {` of the sensor asked when it last sent one).
   */
  readonly whenAsked?: boolean;
  /** Lines that common request words pick (`conjunctions`, `unusualUses`): picked like a rare word's. */
  readonly wordLines?: readonly WordLines[];
  /**
   * Names the request writes (`requestNames`): a pick with a word of one but not the name, when
   * another pick has the name, is weak (`Margit Mbeki` when `Margit Oyelaran` is asked about).
   */
  readonly names?: readonly string[];
  /**
   * Terms the output's opening holds (its title, its job's name, its client): they name the output,
   * not a place in it, so they are not distinctive (`route plan` of "last night's route plan" in a
   * job named `route-plan-nightly`, whose first log line says so again).
   */
  readonly inOpening?: ReadonlySet<number>;
  /**
   * With `lineCap`: a pick for a word of the request that opens a record brings the record's lines
   * (`recordBody`) within the window's end `to`, unless they are shaped like the output's own
   * records (`background`).
   */
  readonly records?: {
    /** Where the middle the head and the tail leave starts: a long line's windows are looked for from there. */
    readonly from?: number;
    readonly to: number;
    readonly background: readonly string[];
    /** Chars the marker grows by once it counts lines beside the picks: left unused when a record's lines are shown. */
    readonly markerGrowth: number;
    /** The window's flat records counted (`flatRecords`): the request words of a pick's record weigh with it, and their lines come with it (`recordWords`). */
    readonly flat?: FlatRecords;
  };
}

/** What an error signal adds to a line's score: less than any distinctive request word, so the words of the question come first. */
const ERROR_WEIGHT = 0.5;
/** What an error signal adds besides, when a line with a distinctive request word is this close: the error of what was asked about. */
const NEAR_ERROR_WEIGHT = 1;
/** What the line a failure starts at adds besides its error signal: as much as a word of the request found on one line. */
const ONSET_WEIGHT = 2;
/** Lines below a line that opens a record looked at for the record's lines with a word of the request. */
const RECORD_REACH = 128;
/** Lines of a record shown before those further down with a word of the request. */
const FIRST_RECORD_LINES = 3;
/** Lines of a record past its first `MOST_BODY_LINES` shown with the line that opens it, at most: those with a word of the request. */
const MOST_FURTHER_RECORD_LINES = 4;
/** A line scoring under this share of the best line's score is a weak pick: it comes after the lines beside the best. */
const WEAK_SHARE = 0.5;
/** The best line stands alone when the next scores at most this share of it: its record is what the request is about. */
const ALONE_SHARE = 0.75;
/** Share of the picks' budget kept from weak picks, for the lines beside the others. */
const BESIDE_THE_BEST_SHARE = 0.25;
/** Chars of a window in a long line, at least, when two windows of it are shown. */
const MIN_WINDOW = 80;
/** Lines of its value a shown key brings, at most (the `code` and `text` under a `"reject": {`). */
const MOST_VALUE_LINES = 3;
/**
 * Chars on each side of a line's signal whose request words count, for lines that tie: a one-line
 * record's (the area of an NDJSON event, 400 chars past its vessel's name).
 */
const TIE_WORDS_WITHIN = 4 * WORD_WITHIN;
/** Lines apart, at most, for an error signal to count as near a request word (a test's failure under its header, a frame under its exception). */
const NEAR_LINES = 10;

/**
 * Picks the lines to show among those the scan found, by score: each distinctive request word on
 * a line adds 1 plus how rare it is in the payload (1 / the lines it is on), and so does the rarest
 * conjunction of common words it holds (`conjunctions`); an error signal adds 0.5, and 1 more within
 * 10 lines of a line with a distinctive word or conjunction; earlier lines first among equals, while
 * they fit in the budget. A request word is distinctive when it is on at most `maxPicks` lines
 * and not in the output's opening (`inOpening`), so the words of a question that are rare in this
 * payload lead, wherever they stand in the request.
 * The reasons name the error signal and the distinctive words and conjunctions that were found,
 * the rarest first, with their lines (and a word's matches).
 */
export function pickLines(text: string, scan: SignalScan, options: PickOptions): Picks {
  const { terms, maxPicks } = options;
  const answers = options.answers ?? new Set<number>();
  const together = options.wordLines ?? [];
  const inOpening = options.inOpening ?? new Set<number>();
  const distinctive = scan.termLines.map(
    (count, t) => count > 0 && count <= maxPicks && !inOpening.has(t) && !onTableHeaderOnly(text, scan, t),
  );
  const weight = (t: number) => (distinctive[t] ? 1 + 1 / scan.termLines[t]! : 0);
  const { onset } = options;
  const candidates = withOnset(withWordLines(scan.lines, together), onset);
  // The weight of each line's rarest conjunction or unusual use.
  const conjoined = new Map<number, number>();
  for (const c of together) for (const l of c.lines) conjoined.set(l.line, Math.max(conjoined.get(l.line) ?? 0, 1 + 1 / c.lines.length));
  const asked = candidates.filter((l) => conjoined.has(l.line) || l.terms.some((t) => distinctive[t])).map((l) => l.line);
  const nearAsked = (l: SignalLine) => asked.some((line) => Math.abs(line - l.line) <= NEAR_LINES);
  const errorWeight = (l: SignalLine) => (!l.error ? 0 : ERROR_WEIGHT + (nearAsked(l) ? NEAR_ERROR_WEIGHT : 0));
  // The lines of the record each line asked about opens, if it opens one (`recordBody`).
  const records = options.lineCap === undefined ? undefined : options.records;
  const bodies = new Map<number, readonly BodyLine[]>();
  // Of each record, its lines further down with a word of the request its opener lacks.
  const furthers = new Map<number, readonly BodyLine[]>();
  // Made once: the request's terms, searched in lines that tie and, with records, in a record's lines.
  const everyWord = termSearch(terms);
  const search = records ? everyWord : undefined;
  for (const l of candidates) {
    if (!records || !(conjoined.has(l.line) || l.terms.some((t) => distinctive[t]))) continue;
    const record = recordBody(text, l, { reach: RECORD_REACH, ...records });
    // Its first lines, and further down the lines with a word of the request the line lacks (the
    // `uidNumber` of the one LDAP entry named, 19 lines under its `dn`).
    const first = record.filter((r) => r.line - l.line <= MOST_BODY_LINES);
    // The words of the request each of its lines holds that the opener lacks, looked for once.
    const lacked = record.map((r) => (search === undefined ? [] : wordsLacked(text, r, search, l)));
    // A word on more of the record's lines further down than are shown (`cacheKey` on every entry
    // of an array) points at none of them.
    const further = (() => {
      const down = (i: number) => record[i]!.line - l.line > MOST_BODY_LINES;
      const onLines = new Map<number, number>();
      lacked.forEach((words, i) => {
        if (down(i)) for (const t of words) onLines.set(t, (onLines.get(t) ?? 0) + 1);
      });
      // Those with more of the request's words first (`private_ip` for "private IP" before `private_dns_name_options`), then the nearer.
      return record
        .map((line, i) => ({
          line,
          words: lacked[i]!.length,
          pointing: down(i) && lacked[i]!.some((t) => onLines.get(t)! <= MOST_FURTHER_RECORD_LINES),
        }))
        .filter((r) => r.pointing)
        .sort((a, b) => b.words - a.words || a.line.line - b.line.line)
        .slice(0, MOST_FURTHER_RECORD_LINES)
        .map((r) => r.line);
    })();
    // Each one in a list item of the record comes with that item's first line, when that holds a
    // word of the request the pick lacks too: it names the item (the `"jobNo"` of the job card whose
    // description holds the words, for "the job card number"), unless it is listed already.
    const listed = new Set(further.map((f) => f.line));
    const furtherLines = further.flatMap((f) => {
      const head = itemHead(text, f, record, l.line);
      if (!head || listed.has(head.line) || lacked[record.indexOf(head)]!.length === 0) return [f];
      listed.add(head.line);
      return [f, head];
    });
    // Of its first lines past the first few, those with a word of the request it lacks, each with
    // the lines nested under it (the `from` and `to` of the `deliveryWindow` asked about).
    const named = namedFields(text, first.slice(FIRST_RECORD_LINES), lacked.slice(FIRST_RECORD_LINES, first.length));
    // In that order while they fit: the first few, the named fields, the ones further down with a
    // word, the rest of the first ones.
    if (first.length > 0)
      bodies.set(l.line, [...first.slice(0, FIRST_RECORD_LINES), ...named, ...furtherLines, ...first.slice(FIRST_RECORD_LINES)]);
    if (first.length > 0 && further.length > 0) furthers.set(l.line, furtherLines);
  }
  const onsetWeight = (l: SignalLine) => (l.line === onset?.line ? ONSET_WEIGHT : 0);
  const ownScore = (l: SignalLine) =>
    errorWeight(l) + onsetWeight(l) + (conjoined.get(l.line) ?? 0) + l.terms.reduce((sum, t) => sum + weight(t), 0);
  // Of each line picked for its own signal, the request words its flat record holds that it lacks:
  // they weigh with it, and their lines come with it.
  const inRecord =
    records?.flat && search
      ? recordWords(
          text,
          candidates.filter((l) => ownScore(l) > 0).sort((a, b) => ownScore(b) - ownScore(a)),
          search,
          records.flat,
          { from: records.from ?? 0, to: records.to },
        )
      : new Map<number, RecordWords>();
  // A line that is the one of a word's lines in the section the best pick opens scores with that pick too (`linesInSection`).
  let inSection = new Set<number>();
  let sectionWeight = 0;
  // The rarest conjunction of common request words on lines, refined by more of them in a pick's
  // flat record (`refinedConjunction`), weighs in place of the pick's own conjunction where more:
  // weighed once for each pick with a record, not in each comparison of the sort.
  const rarest = together
    .filter((c) => c.kind === 'together')
    .reduce<WordLines | undefined>((best, c) => (best === undefined || c.lines.length < best.lines.length ? c : best), undefined);
  const refined = new Map<number, number>();
  if (records?.flat) {
    const refining = {
      records: records.flat,
      common: termMask(scan.termLines.flatMap((count, t) => (count > maxPicks ? [t] : []))),
      rarest: termMask(rarest?.terms ?? []),
      most: maxPicks,
    };
    for (const [line, words] of inRecord) {
      const weight = refinedConjunction(words, refining) - (conjoined.get(line) ?? 0);
      if (weight > 0) refined.set(line, weight);
    }
  }
  const score = (l: SignalLine) =>
    ownScore(l) + (refined.get(l.line) ?? 0) + (inRecord.get(l.line)?.weight ?? 0) + (inSection.has(l.line) ? sectionWeight : 0);
  // Among lines that score alike, the one with more of the request's words first (the panel titled
  // with all four words of the question before the ones with two), counting the common ones next,
  // then one where more of them are words of their own (`rokafor`, not the start of `rokafor2`;
  // `"LEAK"`, not the end of `NO_LEAK`), then one with an id of the request (`2f:00.0` before
  // `media`), then one that abbreviates a word of it, then the earlier.
  // A line's terms the scan looked for on every line: it stops looking for a term once it is common,
  // so the lines before that hold it and the later ones do not (it would put the first lines first).
  const held = (l: SignalLine) => l.terms.filter((t) => scan.termLines[t]! <= maxPicks);
  const heldCount = perLine((l) => held(l).length);
  const ids = (l: SignalLine) => held(l).filter((t) => isWholeTerm(terms[t]!)).length;
  // Spelling short a word of the request no line holds (`LN` for `lane`), counted only for lines that tie.
  const short = abbreviable(terms, scan.termLines);
  const shorts = perLine((l) => abbreviationsIn(text, l.start, l.end, short));
  // Every word of the request within `TIE_WORDS_WITHIN` chars of a line's signal, common ones too
  // (the scan stops counting a word once it is common), counted only for lines that tie: `status` and
  // `refund` on the one line of an order's refund among the order's lines; then, of those words, the
  // ones that are words of their own there.
  const near = (l: SignalLine, wholeOnly: boolean) =>
    everyWord
      ? termsIn(text, Math.max(l.start, l.at - TIE_WORDS_WITHIN), Math.min(l.end, l.at + TIE_WORDS_WITHIN), everyWord, wholeOnly).size
      : 0;
  const wordsNear = perLine((l) => near(l, false));
  const wholeNear = perLine((l) => near(l, true));
  // The lines from a line to the farthest field of its record with words of the request: where the
  // moment it is about is written.
  const recordSpan = (l: SignalLine): LineSpan => {
    const fields = inRecord.get(l.line)?.fields ?? [];
    return { start: Math.min(l.start, ...fields.map((f) => f.start)), end: Math.max(l.end, ...fields.map((f) => f.end)) };
  };
  // The day and the time of day the request names written together in one stamp there
  // (`holdsAskedMoment`), counted only for lines that tie: the night shift that starts tonight, not
  // last night's that ends this morning. Then the time written there nearest the one the request
  // names (`minutesFromAsked`): the lane's passage at 14:32, not at 14:23, for "at 2:32".
  const stamped = everyWord !== undefined && terms.some(isClockTerm) && terms.some(isDateTerm);
  const moments = perLine((l) => (stamped && holdsAskedMoment(text, recordSpan(l), everyWord) ? 1 : 0));
  const timed = everyWord !== undefined && terms.some(namesTime);
  const minutesOff = perLine((l) => (timed ? minutesFromAsked(text, recordSpan(l), everyWord) : 0));
  const byScore = (a: SignalLine, b: SignalLine) =>
    score(b) - score(a) ||
    heldCount(b) - heldCount(a) ||
    wordsNear(b) - wordsNear(a) ||
    wholeNear(b) - wholeNear(a) ||
    ids(b) - ids(a) ||
    shorts(b) - shorts(a) ||
    moments(b) - moments(a) ||
    minutesOff(a) - minutesOff(b) ||
    a.line - b.line;
  const ranked = candidates.filter((l) => score(l) > 0).sort(byScore);
  const top = ranked[0];
  if (top && records) {
    const spread = (t: number) => distinctive[t]! && scan.termLines[t]! >= 2;
    inSection = linesInSection(text, top, ranked, { to: records.to, spread });
    sectionWeight = score(top);
    if (inSection.size > 0) ranked.sort(byScore);
  }

  const chosen: Chosen[] = [];
  let left = options.budget;
  // What the marker at its longest grows by once it counts lines beside the picks: paid by the first such line.
  let growth = records?.markerGrowth ?? 0;
  // The words naming what the request asks for that no line holds, which a field name may spell short (`MndtId`).
  const shortAnswers = new Map(terms.flatMap((word, t) => (answers.has(t) && short.includes(word) ? [[t, word] as const] : [])));
  // The fields of an enclosing record that hold words `line` lacks of what the request asks for: the line above it
  // (`askedAbove`), and one of the record's blocks beside it whose path holds more such words (`askedBeside`).
  const askedFields = (line: SignalLine): { above?: BodyLine; beside?: BodyLine } => {
    if (!everyWord || answers.size === 0 || line.terms.some((t) => answers.has(t))) return {};
    const asked = { search: everyWord, answers, wanted: (t: number) => !line.terms.includes(t), short: shortAnswers };
    const above = askedAbove(text, line, asked, options.records?.from ?? 0);
    // Beside it only for a pick that is not weak, and when its record's lines further down with a word of
    // the request (`furthers`) do not come with it.
    if (weak(line) || furthers.get(line.line)?.some((l) => l.line > line.line)) return above ? { above: above.line } : {};
    const beside = askedBeside(text, line, asked, { from: options.records?.from ?? 0, to: options.records?.to ?? text.length });
    return { ...(above ? { above: above.line } : {}), ...(beside && beside.words > (above?.words ?? 0) ? { beside: beside.line } : {}) };
  };
  const choose = (line: SignalLine): void => {
    if (chosen.length === maxPicks) return;
    const at = rarestAt(line, scan, distinctive);
    // A line too long to show whole also shows the window where the most request words meet, when that is elsewhere.
    const { lineCap } = options;
    const from = Math.max(line.start, options.records?.from ?? 0);
    const to = Math.min(line.end, options.records?.to ?? line.end);
    const dense =
      lineCap !== undefined && search && line.end - line.start > lineCap
        ? densestAt(text, from, to, Math.floor(lineCap / 2), search, undefined, at)
        : undefined;
    // In a line longer than the whole budget for picks (a one-line payload), no window can widen to hold the other.
    const other =
      dense !== undefined && lineCap !== undefined && search && to - from > options.budget
        ? otherWindow(text, { from, to }, lineCap, at, dense, search)
        : at;
    const own =
      (dense !== undefined && lineCap !== undefined ? twoWindows(text, line, lineCap, other, dense, left) : undefined) ??
      renderLine(text, line, lineCap, at);
    // In indented text (YAML, pretty JSON, XML, a traceback), the nearest enclosing line comes with it when it fits;
    // in its place, the field of an enclosing record that holds what the request asks for, when the line lacks it.
    const asked = options.lineCap === undefined ? {} : askedFields(line);
    const naming = asked.above;
    const enclosing =
      options.lineCap === undefined
        ? undefined
        : naming
          ? { line: naming.line, rendered: renderLine(text, naming, options.lineCap, naming.start) }
          : enclosingLine(text, line, options.lineCap, scan.hashLines);
    // A key whose value starts on the next line (`"GROUP_ID": {`, `image:`) is shown with that line, before its enclosing line.
    const valueSpan = opensValue(text, line) ? bodies.get(line.line)?.[0] : undefined;
    const value =
      valueSpan?.line === line.line + 1
        ? { line: valueSpan.line, rendered: renderLine(text, valueSpan, options.lineCap, valueSpan.start) }
        : undefined;
    const valueSize = value && own.length + 1 + value.rendered.length + 1 + growth <= left ? value.rendered.length + 1 + growth : 0;
    const parent = enclosing !== undefined && enclosing.rendered.length + own.length + valueSize + 2 <= left ? enclosing : undefined;
    const size = own.length + 1 + (parent ? parent.rendered.length + 1 : 0) + valueSize;
    if (size > left) return;
    // After them, when it fits, the field beside it in the pick's record that holds more of what the request asks for,
    // with the first line of the block it opens (the `"value"` under `"invoiceNumber": {`, the name under `<Agent>`).
    const beside = (asked.beside ? [asked.beside, ...(firstUnder(text, asked.beside, options.records?.to ?? text.length) ?? [])] : []).map(
      (span) => ({ line: span.line, rendered: renderLine(text, span, options.lineCap, span.start) }),
    );
    const besideChars = beside.reduce((sum, l) => sum + l.rendered.length + 1, 0);
    const besideGrowth = valueSize > 0 ? 0 : growth;
    const besideSize = beside.length > 0 && size + besideChars + besideGrowth <= left ? besideChars + besideGrowth : 0;
    chosen.push({ line, own, parent, body: [...(value && valueSize > 0 ? [value] : []), ...(besideSize > 0 ? beside : [])] });
    left -= size + besideSize;
    if (valueSize > 0 || besideSize > 0) growth = 0;
  };
  // A line far from a record another line opens that only mentions what it is (no error signal, no
  // other word) comes after that record's lines: the item's own fields before the lines naming it.
  const openers = ranked.filter((l) => bodies.has(l.line));
  const mentions = new Set(
    ranked.filter(
      (l) =>
        !l.error &&
        !bodies.has(l.line) &&
        !conjoined.has(l.line) &&
        !inSection.has(l.line) &&
        openers.some((o) => Math.abs(o.line - l.line) > NEAR_LINES && l.terms.every((t) => o.terms.includes(t))),
    ),
  );
  // Of each key shown above the line of a section asked about (`askedInSection`), that line.
  const keyOf = new Map<number, number>();
  // The records the chosen lines open: their first lines, as many as fit. The marker counts them
  // as lines beside the picks, and grows by as much with the first.
  const showRecords = (opening: readonly Chosen[], of = bodies): void => {
    for (const opener of opening) {
      const body = opener.body as ShownLine[];
      const listed = of.get(opener.line.line) ?? [];
      for (const span of listed) {
        if (body.some((b) => b.line === span.line)) continue;
        // A key of the line asked about comes only with that line.
        const under = keyOf.get(span.line);
        if (under !== undefined && !body.some((b) => b.line === under)) continue;
        const rendered = renderLine(text, span, options.lineCap, span.start);
        if (rendered.length + 1 + growth > left) continue;
        body.push({ line: span.line, rendered });
        left -= rendered.length + 1 + growth;
        growth = 0;
        // A key with a word of the request whose value starts on the next line and is small (the
        // `code` and `text` under `"reject": {`) comes with it, unless a line of it is shown already;
        // a key naming what the request asks for, with the first line of a larger value (the `name:`
        // under `escalation:`); asked when, a key whose value's first line has a time of day.
        const words = search ? termsIn(text, span.start, Math.min(span.end, span.start + WORD_WITHIN), search) : new Set<number>();
        if (words.size === 0) continue;
        const to = records?.to ?? text.length;
        const nested = firstNested(text, span, to);
        const answering =
          [...words].some((t) => answers.has(t)) || (options.whenAsked === true && nested?.some((v) => holdsMoment(text, v.start, v.end)));
        const value = smallValue(text, span, to) ?? (answering ? nested : undefined);
        if (!value || value.some((v) => body.some((b) => b.line === v.line))) continue;
        const lines = value.map((v) => ({ line: v.line, rendered: renderLine(text, v, options.lineCap, v.start) }));
        const size = lines.reduce((sum, l) => sum + l.rendered.length + 1, 0);
        if (size > left) continue;
        body.push(...lines);
        left -= size;
      }
    }
  };
  const openersFrom = (from: number) => chosen.slice(from).filter((c) => bodies.has(c.line.line));
  // Lines that score under half the best come after the best ones and their records, with a share
  // of the budget kept for the lines beside those (the datasource above the one panel titled as the
  // question quotes it); so do the mentions.
  const topScore = ranked.length > 0 ? score(ranked[0]!) : 0;
  // A line with a word of a name the request writes but not the name, where another pick has it, is
  // about someone or somewhere else.
  const otherName = partOfOtherName(text, ranked, everyWord, options.names ?? []);
  // An error signal repeated through the output (`errorsRepeat`) is weak as a word is.
  const weak = (l: SignalLine) => (!l.error || scan.errorsRepeat === true) && (score(l) < topScore * WEAK_SHARE || otherName(l));
  // The best pick's record lines further down with a word it lacks come right after it, before the
  // other picks (the serial number 42 lines under the one device the question names). A best pick
  // that opens no record brings its sibling fields down to the nearest with such a word.
  const best = ranked[0];
  const root = best && traceRoot(text, best);
  // So does an indented best pick whose record is small (a key and the value under it) and holds no
  // such word: its section may (the memory limit of the container whose environment was picked).
  const opens = best !== undefined && bodies.has(best.line);
  const looksFurther =
    opens &&
    !furthers.has(best.line) &&
    !root &&
    indentWidth(text, best.start, best.end) > 0 &&
    bodies.get(best.line)!.length < MOST_BODY_LINES;
  if (best && records && search && (!opens || looksFurther)) {
    const lacked = (start: number, end: number) => wordsLacked(text, { start, end }, search, best);
    const fields = opens ? [] : fieldsDownTo(text, best, records, (start, end) => lacked(start, end).length > 0);
    // Past its record, the words the strong picks show say nothing more of the item (the container's name).
    const shown = new Set(
      looksFurther
        ? ranked.filter((l) => !weak(l)).flatMap((l) => [...termsIn(text, l.start, Math.min(l.end, l.start + WORD_WITHIN), search)])
        : [],
    );
    const picked = new Set(ranked.map((l) => l.line));
    const unshown = (start: number, end: number) => lacked(start, end).filter((t) => !shown.has(t));
    const asked =
      fields.length > 0
        ? undefined
        : askedInSection(
            text,
            best,
            records,
            unshown,
            (start, end) => abbreviationsIn(text, start, end, short),
            (line) => looksFurther && picked.has(line),
          );
    // The line asked about first, then the keys it is under, which come only with it.
    const [line, ...keys] = asked ? [asked.at(-1)!, ...asked.slice(0, -1)] : [];
    for (const key of keys) keyOf.set(key.line, line!.line);
    if (fields.length > 0 || line) furthers.set(best.line, line ? [line, ...keys] : fields);
  }
  // A best pick that starts a stack trace brings the trace's root cause and where it came from.
  if (best && root) furthers.set(best.line, [...(furthers.get(best.line) ?? []), ...root]);
  const alone = ranked.length > 0 && (ranked.length === 1 || score(ranked[1]!) <= score(ranked[0]!) * ALONE_SHARE);
  // A best pick that stands alone in a small block (the object a field is in, the record a line
  // heads) brings the block whole, first: the item the request names, every field of it. Not a
  // trace's frames: its root cause says more.
  const lone = best && alone && records && !root ? best : undefined;
  const window = { from: records?.from ?? 0, to: records?.to ?? text.length };
  const block = lone && smallBlock(text, lone, window);
  // Where they do not all fit, its lines with a word the request asks for go first (`wordsFirst`).
  if (lone && block) furthers.set(lone.line, wordsFirst(text, [...block, ...(furthers.get(lone.line) ?? [])], search, answers));
  // Before it, the first line of the list item it is in, which names the item (the subscriber whose
  // ONT's serial was picked), when the block does not hold it.
  const head = lone && listItemHead(text, lone, window);
  if (lone && head && !block?.some((line) => line.line === head.line)) furthers.set(lone.line, [head, ...(furthers.get(lone.line) ?? [])]);
  // Of each pick in a flat record, the lines of the record with the request words it lacks.
  const fieldsOf = new Map([...inRecord].map(([line, words]) => [line, words.fields]));
  // The best pick's record reads as one piece: its fields come with the few lines between them; when
  // no other line scores near it, with more, after its fields (which the room goes to first).
  const bridgedOf = new Map([...inRecord].map(([line, words]) => [line, alone ? [...words.fields, ...words.between] : words.bridged]));
  for (const line of ranked) {
    if (mentions.has(line) || weak(line)) continue;
    const before = chosen.length;
    choose(line);
    if (line === ranked[0] && chosen.length === 1) showRecords(chosen, furthers);
    else if (chosen.length > before) {
      // Another pick that starts a stack trace (its exception's line, a cause's) brings the trace's root cause too.
      const otherRoot = traceRoot(text, line);
      if (otherRoot) showRecords(chosen.slice(before), new Map([[line.line, otherRoot]]));
    }
    // A pick in a flat record comes with its record's lines that hold the words it lacks.
    showRecords(chosen.slice(before), line === ranked[0] ? bridgedOf : fieldsOf);
  }
  showRecords(openersFrom(0));
  // Only when a line near one of them holds a word of the request it lacks: else the share would go
  // to lines that say nothing, and the weak picks would be missing from what the marker counts.
  const worthKeeping = ranked.some(weak) && search !== undefined && chosen.some((c) => wordBeside(text, c.line, search));
  // What is kept is left unused here: `salientPreview` gives what the picks leave to the lines beside them.
  left -= worthKeeping ? Math.min(left, Math.floor(options.budget * BESIDE_THE_BEST_SHARE)) : 0;
  const strong = chosen.length;
  // A line with an error signal repeated through the output and no word of the request says only what
  // the output is about (the `"type": "TypeError"` of every event of one crash): none after other picks.
  const content = (l: SignalLine) => scan.errorsRepeat === true && l.error && l.terms.length === 0 && !conjoined.has(l.line);
  for (const line of ranked) if (!mentions.has(line) && weak(line) && !(strong > 0 && content(line))) choose(line);
  showRecords(openersFrom(strong));
  const beforeMentions = chosen.length;
  for (const line of mentions) choose(line);
  showRecords(openersFrom(beforeMentions));
  const order = chosen.map((c) => c.line);
  const lines = shownLines(chosen);
  const ownLines = new Set(chosen.flatMap((c) => [c.line.line, ...(c.parent ? [c.parent.line] : [])]));
  chosen.sort((a, b) => a.line.line - b.line.line);

  const reasons: PreviewReason[] = [];
  if (scan.errorLines > 0) reasons.push({ signal: 'error', shown: chosen.filter((c) => c.line.error).length, total: scan.errorLines });
  const rare: { total: number; reason: PreviewReason }[] = [];
  terms.forEach((word, t) => {
    if (!distinctive[t]) return;
    const shown = chosen.filter((c) => c.line.terms.includes(t)).length;
    rare.push({ total: scan.termLines[t]!, reason: { signal: { word }, shown, total: scan.termLines[t]!, matches: scan.termMatches[t]! } });
  });
  for (const { signal, lines: held } of bySignal(together, terms)) {
    const shown = chosen.filter((chosenLine) => held.has(chosenLine.line.line)).length;
    rare.push({ total: held.size, reason: { signal, shown, total: held.size } });
  }
  // The rarest first; a word before common words as rare (the sort is stable).
  reasons.push(...rare.sort((a, b) => a.total - b.total).map((r) => r.reason));
  return {
    lines,
    recordLines: lines.filter((l) => !ownLines.has(l.line)).length,
    weak: new Set(chosen.filter((c) => weak(c.line)).map((c) => c.line.line)),
    picked: chosen.map(({ line }) => ({ line: line.line, errorSignal: line.error, words: line.terms.map((t) => terms[t]!) })),
    reasons,
    ranked: order,
  };
}

/**
 * The first line of the list item a record's line is in (`{` alone, the line under it; a YAML `- `
 * item, that line), when that item starts below the record's opener (`opener`) and its first line
 * is one of the record's (`record`): the nearest such item above the line, past the blocks it is
 * nested in (`"parts": [`), no further than the opener.
 */
function itemHead(text: string, line: BodyLine, record: readonly BodyLine[], opener: number): BodyLine | undefined {
  let below = indentWidth(text, line.start, line.end);
  let span: LineSpan = line;
  for (let at = line.line - 1; at > opener; at--) {
    const above = lineAbove(text, span);
    if (!above) return undefined;
    span = above;
    const indent = indentWidth(text, span.start, span.end);
    if (indent === -1 || indent >= below) continue;
    below = indent;
    const item = text.slice(span.start, span.end).trim();
    if (item === '{') return record.find((r) => r.line === at + 1);
    if (item.startsWith('- ')) return record.find((r) => r.line === at);
  }
  return undefined;
}

/**
 * Whether `line` is a key whose value starts on the next line: it ends in a key's `:` (`image:`,
 * `"GROUP_ID":`), or in the `{` a key's `:` or `=` opens (`"GROUP_ID": {`). Not a key's `[` (the
 * first of many values is not the value), nor a block of code (`def test():`, `if (x) {`).
 */
function opensValue(text: string, line: LineSpan): boolean {
  const end = trimmedEnd(text, line.start, line.end);
  if (end === line.start) return false;
  const last = text.charCodeAt(end - 1);
  const beforeEnd = trimmedEnd(text, line.start, end - 1);
  if (beforeEnd === line.start) return false;
  const before = text.charAt(beforeEnd - 1);
  if (last === COLON) return KEY_END.test(before);
  return last === OPEN_BRACE && (before === ':' || before === '=');
}

const OPEN_BRACE = 123;
const COLON = 58;
/** The last char of a key before its `:`: a word's, or a closing quote. */
const KEY_END = /[\p{L}\p{N}_"'-]/u;

/** A picked line as shown: rendered, with its enclosing line and the lines of the record it opens. */
interface Chosen {
  readonly line: SignalLine;
  readonly own: string;
  readonly parent: ShownLine | undefined;
  readonly body: readonly ShownLine[];
}

/** `lines` with `onset` among them, in order, when the scan did not keep it (past the first error lines it keeps). */
function withOnset(lines: readonly SignalLine[], onset: SignalLine | undefined): readonly SignalLine[] {
  if (onset === undefined || lines.some((l) => l.line === onset.line)) return lines;
  return [...lines, onset].sort((a, b) => a.line - b.line);
}

/**
 * The scan's lines and the lines common words pick, one each, in order: a line in both has the
 * error signal the scan saw and the words of both.
 */
function withWordLines(lines: readonly SignalLine[], together: readonly WordLines[]): readonly SignalLine[] {
  if (together.length === 0) return lines;
  const byLine = new Map<number, SignalLine>(lines.map((l) => [l.line, l]));
  for (const c of together) {
    for (const l of c.lines) {
      const known = byLine.get(l.line);
      if (!known) {
        byLine.set(l.line, l);
        continue;
      }
      const terms = [...known.terms];
      const termAt = [...known.termAt];
      l.terms.forEach((t, i) => {
        if (terms.includes(t)) return;
        terms.push(t);
        termAt.push(l.termAt[i]!);
      });
      byLine.set(l.line, { ...known, at: Math.min(known.at, l.at), terms, termAt });
    }
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/**
 * The picked lines and their enclosing lines, one each, by line number: an enclosing line that is
 * picked itself shows as the pick (around its signal), one that encloses several picks once.
 */
function shownLines(chosen: readonly Chosen[]): ShownLine[] {
  const byNumber = new Map<number, string>(chosen.map((c) => [c.line.line, c.own]));
  for (const { parent } of chosen) if (parent && !byNumber.has(parent.line)) byNumber.set(parent.line, parent.rendered);
  for (const { body } of chosen) for (const line of body) if (!byNumber.has(line.line)) byNumber.set(line.line, line.rendered);
  return [...byNumber].sort(([a], [b]) => a - b).map(([line, rendered]) => ({ line, rendered }));
}

/** Lines looked back over, at most, for the enclosing line of a picked line. */
const MAX_ENCLOSING_DISTANCE = 64;

/**
 * The line a picked line sits in, with its number and rendered as `N: <line>` cut to `cap` chars:
 * for an indented line, the nearest line above with less indentation (`indentWidth`: the key,
 * element or frame it sits in, the package of a dependency tree); for any other line but a heading, or when no such line is found, the nearest Markdown
 * heading above (the section, the release of a changelog entry). Undefined when neither is within
 * `MAX_ENCLOSING_DISTANCE` lines.
 */
function enclosingLine(text: string, line: SignalLine, cap: number, hashLines: boolean): ShownLine | undefined {
  const indent = indentWidth(text, line.start, line.end);
  const heading = headingLevel(text, line.start, line.end) > 0;
  // An unindented line has no line with less indentation above it, only a heading, if any line can be one.
  if (indent <= 0 && (heading || !hashLines)) return undefined;
  const found = nearestAbove(text, line, MAX_ENCLOSING_DISTANCE, (start, end) => {
    const own = indentWidth(text, start, end);
    return (own !== -1 && own < indent) || (!heading && own === 0 && headingLevel(text, start, end) > 0);
  });
  if (!found) return undefined;
  const top = firstOfHeaderLines(text, found);
  const { start, back } = top;
  let stop = top.end;
  if (stop > start && text.charCodeAt(stop - 1) === 13) stop -= 1;
  const shown =
    stop - start > cap
      ? `${text.slice(start, codePointBoundary(text, start + cap, 'start'))}${cutLineEnd(stop - start - cap)}`
      : text.slice(start, stop);
  return { line: line.line - back, rendered: pickedLine(line.line - back, shown) };
}

/** Heading lines of one level run together above an enclosing heading, at most, for the first of them to be its title. */
const MOST_TITLE_LINES = 2;

/**
 * The first of the unindented heading lines of one level that run together down to `found`, when
 * they are at most `MOST_TITLE_LINES` more: a block's header of a few comment lines, whose first
 * names the block (`# KP-RVS-EV-022  Alfen Eve` above `# GetConfiguration.conf received ...`).
 * `found` itself when it is not such a heading, or when the run is longer (a block of comments).
 */
function firstOfHeaderLines(text: string, found: LineSpan & { readonly back: number }): LineSpan & { readonly back: number } {
  const level = headingLevel(text, found.start, found.end);
  if (level === 0 || indentWidth(text, found.start, found.end) !== 0) return found;
  const sameHeading = (line: LineSpan | undefined): line is LineSpan =>
    line !== undefined && indentWidth(text, line.start, line.end) === 0 && headingLevel(text, line.start, line.end) === level;
  let top = found;
  for (let up = 0; up <= MOST_TITLE_LINES; up++) {
    const above = lineAbove(text, top);
    if (!sameHeading(above)) return top;
    if (up === MOST_TITLE_LINES) return found;
    top = { ...above, back: top.back + 1 };
  }
  return found;
}

/**
 * Where the rarest distinctive word on the line starts (the first signal when it has none): the
 * center of a long line's window. Rarest by the lines a word is on, then by its matches: in a
 * one-line payload every word is on the one line, and the word matched once is the one to show.
 */
function rarestAt(line: SignalLine, scan: Pick<SignalScan, 'termLines' | 'termMatches'>, distinctive: readonly boolean[]): number {
  let at = line.at;
  let rarest: readonly [number, number] = [Infinity, Infinity];
  line.terms.forEach((t, i) => {
    if (!distinctive[t]) return;
    const rank = [scan.termLines[t]!, scan.termMatches[t]!] as const;
    if (rank[0] < rarest[0] || (rank[0] === rarest[0] && rank[1] < rarest[1])) {
      rarest = rank;
      at = line.termAt[i] ?? at;
    }
  });
  return at;
}

/**
 * `N: <line>`, the line without a trailing `\r`; a line over `cap` chars shows `cap` of them around
 * `at` (as many before it as after, or moved to show whole the widest bracketed group around `at`
 * that fits: `enclosingGroup`), with the chars left out on each side counted. A window that
 * does not start at the line's start is `N:column: ...` with the 1-based column of `at`, as
 * `read_tool_result` shows a window of a long line (`windowLine`).
 */
export function renderLine(text: string, line: Pick<SignalLine, 'line' | 'start' | 'end'>, cap: number | undefined, at: number): string {
  let end = line.end;
  if (end > line.start && text.charCodeAt(end - 1) === 13) end -= 1;
  if (cap === undefined || end - line.start <= cap) return pickedLine(line.line, text.slice(line.start, end));
  let start = Math.max(line.start, Math.min(at - Math.floor(cap / 2), end - cap));
  // Moved to show whole the widest object, list or tuple around `at` that fits.
  const group = enclosingGroup(text, at, line.start, end, cap);
  if (group) start = moveToShow(start, cap, group);
  const from = codePointBoundary(text, start, 'end');
  const to = codePointBoundary(text, Math.min(end, from + cap), 'start');
  if (from > line.start)
    return windowLine(line.line, Math.min(Math.max(at, from), to) - line.start + 1, from - line.start, text.slice(from, to), end - to);
  return pickedLine(line.line, `${text.slice(from, to)}${to < end ? cutLineEnd(end - to) : ''}`);
}

/** The request terms within the first `WORD_WITHIN` chars of a line that `pick` does not hold. */
function wordsLacked(text: string, line: LineSpan, search: TermSearch, pick: Pick<SignalLine, 'terms'>): number[] {
  return [...termsIn(text, line.start, Math.min(line.end, line.start + WORD_WITHIN), search)].filter((t) => !pick.terms.includes(t));
}

/**
 * Of `lines` (a record's lines, in order), those with a word of the request their record's opener
 * lacks (`lacked`, one list a line), each followed by the lines after it indented deeper than it
 * (what its value holds) and the bracket line that closes them.
 */
function namedFields(text: string, lines: readonly BodyLine[], lacked: readonly (readonly number[])[]): BodyLine[] {
  const named: BodyLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const field = lines[i]!;
    if (lacked[i]!.length === 0) continue;
    named.push(field);
    const own = indentWidth(text, field.start, field.end);
    let last = field;
    for (let k = i + 1; k < lines.length && lines[k]!.line === last.line + 1; k++) {
      if (indentWidth(text, lines[k]!.start, lines[k]!.end) <= own) break;
      named.push((last = lines[k]!));
    }
    // And the bracket line that closes them, as indented as the field (`},`).
    const below = last === field ? undefined : lineBelow(text, last);
    if (below && indentWidth(text, below.start, below.end) === own && CLOSING_BRACKETS.test(text.slice(below.start, below.end)))
      named.push({ line: last.line + 1, ...below });
  }
  return named;
}

/**
 * The lines of the value of the key `line` opens (`opensValue`) when it ends within
 * `MOST_VALUE_LINES` lines of it before `to`, with the bracket line that closes it (`},`); else
 * undefined.
 */
function smallValue(text: string, line: BodyLine, to: number): BodyLine[] | undefined {
  if (!opensValue(text, line)) return undefined;
  const own = indentWidth(text, line.start, line.end);
  const value: BodyLine[] = [];
  let below: LineSpan | undefined = line;
  for (let step = 1; step <= MOST_VALUE_LINES + 1; step++) {
    below = lineBelow(text, below);
    if (!below || below.end > to) return undefined;
    const indent = indentWidth(text, below.start, below.end);
    if (indent > own) {
      if (step > MOST_VALUE_LINES) return undefined;
      value.push({ line: line.line + step, ...below });
      continue;
    }
    if (value.length === 0) return undefined;
    if (indent === own && CLOSING_BRACKETS.test(text.slice(below.start, below.end))) value.push({ line: line.line + step, ...below });
    return value;
  }
  return undefined;
}

/** The first line of the value a key opens (`opensValue`), when it is nested under the key and ends before `to`. */
function firstNested(text: string, line: BodyLine, to: number): BodyLine[] | undefined {
  return opensValue(text, line) ? firstUnder(text, line, to) : undefined;
}

/** The line below `line` when it is nested under it (more indented) and ends before `to`: the first line of the block it opens. */
function firstUnder(text: string, line: BodyLine, to: number): BodyLine[] | undefined {
  const below = lineBelow(text, line);
  if (!below || below.end > to || indentWidth(text, below.start, below.end) <= indentWidth(text, line.start, line.end)) return undefined;
  return [{ line: line.line + 1, ...below }];
}

/** A line of closing brackets only: `},`, `]`, `})`. */
const CLOSING_BRACKETS = /^\s*[\]})]+[,;]?\s*$/;

/**
 * Where the second window of a long line goes, beside the one where the request's terms meet most
 * (`dense`): at the rarest term (`rare`), unless the first window shows it already; then where
 * the terms the first window lacks meet most (a LEDES invoice on one line: its header
 * holds `line`, `total` and `time`, and the entry with the timekeeper's name and day is elsewhere).
 * `rare` when no other window holds 2 such terms.
 */
function otherWindow(
  text: string,
  span: { from: number; to: number },
  cap: number,
  rare: number,
  dense: number,
  search: TermSearch,
): number {
  if (Math.abs(dense - rare) > cap) return rare;
  const half = Math.floor(cap / 2);
  const shown = termsIn(text, Math.max(span.from, dense - half), Math.min(span.to, dense + half), search);
  return densestAt(text, span.from, span.to, half, search, shown) ?? rare;
}

/**
 * Two windows of a line too long to show whole, in the line's order: around `at` (its rarest word)
 * and around `dense` (where the most request words meet), when they are more than `cap` apart; as
 * wide as `cap` each if that fits in `room`, else the rarest word's half as wide, else both; else
 * undefined (one window, as before).
 */
function twoWindows(text: string, line: SignalLine, cap: number, at: number, dense: number, room: number): string | undefined {
  if (Math.abs(dense - at) <= cap) return undefined;
  const half = Math.max(MIN_WINDOW, Math.floor(cap / 2));
  const windows = (rareCap: number, denseCap: number) =>
    [
      { center: at, cap: rareCap },
      { center: dense, cap: denseCap },
    ]
      .sort((a, b) => a.center - b.center)
      .map((w) => renderLine(text, line, w.cap, w.center))
      .join('\n');
  return [windows(cap, cap), windows(half, cap), windows(half, half)].find((w) => w.length + 1 <= room);
}

/**
 * The longest marker input `pickLines` can lead to for this scan: as many lines shown as could be
 * picked, and every reason at its largest count, the longest first (a marker lists only the first few).
 */
export function longestReasons(
  scan: SignalScan,
  terms: readonly string[],
  maxPicks: number,
  together: readonly WordLines[] = [],
): { shown: number; reasons: PreviewReason[] } {
  const distinctive = (t: number) => scan.termLines[t]! > 0 && scan.termLines[t]! <= maxPicks;
  const conjoined = new Set(together.flatMap((c) => c.lines.map((l) => l.line)));
  const candidates = scan.lines.filter((l) => (l.error || l.terms.some(distinctive)) && !conjoined.has(l.line)).length + conjoined.size;
  const rare: PreviewReason[] = [];
  terms.forEach((word, t) => {
    if (distinctive(t))
      rare.push({ signal: { word }, shown: scan.termLines[t]!, total: scan.termLines[t]!, matches: scan.termMatches[t]! });
  });
  for (const { signal, lines: held } of bySignal(together, terms)) rare.push({ signal, shown: held.size, total: held.size });
  // In the order whose list is the longest (each `shown` at `total`, the most a count can be).
  const reasons: PreviewReason[] = scan.errorLines > 0 ? [{ signal: 'error', shown: scan.errorLines, total: scan.errorLines }] : [];
  return { shown: Math.min(candidates, maxPicks), reasons: longestListed([...reasons, ...rare]) };
}

/** A preview, and the lines it picked from the middle (none for a head/tail preview). */
export interface Preview {
  readonly text: string;
  readonly picked: readonly PickedLine[];
}

/**
 * The sets of lines common request words pick, one per signal the marker names: sets with the same
 * signal (a word used unusually in two ways) are one, their lines together, so that the marker names
 * it once (`an unusual use of "rest" (1 of 5)`).
 */
function bySignal(together: readonly WordLines[], terms: readonly string[]): { signal: PreviewReason['signal']; lines: Set<number> }[] {
  const sets = new Map<string, { signal: PreviewReason['signal']; lines: Set<number> }>();
  for (const c of together) {
    const signal = wordLinesSignal(
      c.kind,
      c.terms.map((t) => terms[t]!),
    );
    const key = JSON.stringify(signal);
    const set = sets.get(key) ?? { signal, lines: new Set<number>() };
    for (const l of c.lines) set.lines.add(l.line);
    sets.set(key, set);
  }
  return [...sets.values()];
}

/** The marker's signal for lines that common request words pick. */
function wordLinesSignal(kind: WordLines['kind'], words: readonly string[]): PreviewReason['signal'] {
  if (kind === 'odd-number') return 'odd-number';
  return kind === 'together' ? { words } : kind === 'unusual' ? { unusual: words } : { unusualLine: words };
}

/**
 * True when a line within `NEAR_LINES` of `line` (no blank line between) holds a word of the request
 * that `line` lacks: a line the preview may show beside it for that word.
 */
function wordBeside(text: string, line: SignalLine, search: TermSearch): boolean {
  for (const next of [lineBelow, lineAbove]) {
    let span: LineSpan | undefined = line;
    for (let step = 1; step <= NEAR_LINES; step++) {
      span = next(text, span);
      if (!span || !/\S/.test(text.slice(span.start, Math.min(span.end, span.start + WORD_WITHIN)))) break;
      if (wordsLacked(text, span, search, line).length > 0) return true;
    }
  }
  return false;
}

/** `count` of a line, counted once for each line however often it is asked: for lines that tie, compared many times in a sort. */
function perLine(count: (line: SignalLine) => number): (line: SignalLine) => number {
  const counted = new Map<number, number>();
  return (line) => {
    let found = counted.get(line.line);
    if (found === undefined) counted.set(line.line, (found = count(line)));
    return found;
  };
}
