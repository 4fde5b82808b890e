import { conjunctions } from './conjunctions.js';
import { recordConjunctions } from './record-conjunctions.js';
import { isHeaderLine, onTableHeaderOnly, tableHeader } from './scan-signals.js';
import type { SignalLine, SignalScan, WordLines } from './scan-signals.js';
import { oddNumberLines, rarePairLines, unusualLines } from './unusual-lines.js';
import { isWholeTerm } from './request-terms.js';
import { unusualUses } from './unusual-uses.js';
import { outermostLines } from './outermost-lines.js';
import { isClockTerm } from './clock-terms.js';
import { isDateTerm } from './date-terms.js';
import { sectionOddNumbers } from './section-odd-numbers.js';

/** A term that names one thing: one run of chars, `MIN_ID_CHARS` or more, with a digit in it, and no time or day. */
function isId(term: string): boolean {
  return term.length >= MIN_ID_CHARS && /\d/.test(term) && !/\s/.test(term) && !isTimeTerm(term);
}

/** A clock or date term. */
function isTimeTerm(term: string): boolean {
  return isClockTerm(term) || isDateTerm(term);
}

/**
 * Longest window, in chars, the passes over common words look at. They cost about 3 ms a MB when the
 * words are on every line, so past 8 MB they are not made (a count over part of the window would
 * claim lines rare that are not).
 */
export const MAX_COMMON_WORD_CHARS = 8_000_000;

/** An id's use on at most this many lines, while another is on more, is unusual: and the id must be on more. */
const ID_USES_ON = 2;
/** Fewest chars of an id (`1260`, a bench's number, is no id; `olv-26-0476` and `0x00000007c2a1e8f0` are; `star-forming`, with no digit, is a word). */
const MIN_ID_CHARS = 6;

/** Options of `commonWordLines`. */
export interface CommonWordLineOptions {
  /** Request terms, as the scan had them. */
  readonly terms: readonly string[];
  /** The window the scan looked at (char offsets). */
  readonly from: number;
  readonly to: number;
  /** A word or set of words on at most this many lines is rare enough to pick lines by. */
  readonly keep: number;
  /** The window's lines, when the caller reads them once for its own passes too (else each pass reads them). */
  readonly lines?: () => readonly SignalLine[];
  /**
   * The window's lines with a number unlike its peers (`oddNumberLines`), when the caller looks for
   * them too: made on the first call only, so that they are looked for once.
   */
  readonly oddNumbers?: () => WordLines[];
  /** The request asks for what stands out (`asksWhatStandsOut`): the odd numbers pick beside rarer signals too. */
  readonly standsOut?: boolean;
}

/**
 * What the request words too common to pick by alone (on more than `keep` lines) still pick: the
 * lines where two or more of them meet (`conjunctions`); when those and the scan found nothing
 * rarer (no error signal, no rare word), the lines where one of them is used unusually
 * (`unusualUses`), and with none of those, the lines of the most specific one unlike its others, or
 * of the window unlike all the others when there is a request and it names no id the window lacks (`unusualLines`). Nothing without two common words, or one for the unusual uses, or for a window
 * over `MAX_COMMON_WORD_CHARS`. A time of day or a day of the year (`clockTerms`, `dateTerms`) only
 * meets other words: it is no word with uses, and no id whose absence answers the request. When
 * the request asks what stands out (`standsOut`), the lines with a number unlike its peers or far
 * from its place's others come with any of these (`standingOut`). Before all of these, the lines
 * where an id the request writes (`isId`) on more than `ID_USES_ON` lines is used unusually by what
 * comes before it (`unusualUses` with `before`), whatever else is rarer.
 */
export function commonWordLines(text: string, scan: SignalScan, options: CommonWordLineOptions): WordLines[] {
  if (Math.min(options.to, text.length) - options.from > MAX_COMMON_WORD_CHARS) return [];
  const common = options.terms.map((_, t) => t).filter((t) => scan.termLines[t]! > options.keep);
  // An id the request writes, on several lines: the lines where what comes before it is unlike its
  // other lines' (`- locked <0x…>` among `- waiting to lock <0x…>`) come first, whatever else is rarer.
  const ids = options.terms.map((_, t) => t).filter((t) => scan.termLines[t]! > ID_USES_ON && isId(options.terms[t]!));
  const idUses = ids.length > 0 ? unusualUses(text, { common: ids, before: true, ...options, keep: ID_USES_ON }) : [];
  const found = wordLinesOf(text, scan, options, common);
  return idUses.length > 0 ? [...idUses, ...found] : found;
}

/** `commonWordLines` but the ids' uses, for the request words on more than `keep` lines (`common`). */
function wordLinesOf(text: string, scan: SignalScan, options: CommonWordLineOptions, common: readonly number[]): WordLines[] {
  const numbers = options.oddNumbers ?? (() => oddNumberLines(text, options));
  // For a request asking what stands out, a pair's value unlike its name's others (`TIMEZONE="EST"`)
  // stands out as a number does; a number unlike its peers on such a line is a group of its own, so
  // rarer: the one gateway whose `heartbeat_s` is 900, before two others' odd uptimes.
  let pairs: WordLines[] | undefined;
  const withPairs = () => {
    pairs ??= rarePairLines(text, options);
    const paired = new Set(pairs.flatMap((group) => group.lines.map((l) => l.line)));
    const odd = numbers().flatMap((group) =>
      [group.lines.filter((l) => paired.has(l.line)), group.lines.filter((l) => !paired.has(l.line))]
        .filter((lines) => lines.length > 0)
        .map((lines) => ({ ...group, lines })),
    );
    const shown = new Set(odd.flatMap((group) => group.lines.map((l) => l.line)));
    const others = pairs.map((group) => ({ ...group, lines: group.lines.filter((l) => !shown.has(l.line)) }));
    return [...odd, ...others.filter((group) => group.lines.length > 0)];
  };
  const oddNumbers = options.standsOut === true ? withPairs : numbers;
  // Words on no line together may be together in a record: the supplier on a notice's first line, the item on one below.
  const withCommon = { common, ...options };
  const onLines = conjunctions(text, withCommon);
  const together = withoutHeader(text, onLines.length > 0 ? onLines : recordConjunctions(text, withCommon));
  // A time or a day is a span, not a word: it meets other words, and has no use or line unlike the others.
  const window = { common: common.filter((t) => !isTimeTerm(options.terms[t]!)), ...options, oddNumbers };
  // An error signal repeated through the output is its content: it leaves the passes to run.
  const rarer =
    (scan.errorLines > 0 && !scan.errorsRepeat) ||
    together.length > 0 ||
    scan.termLines.some((count, t) => count > 0 && count <= options.keep && !onTableHeaderOnly(text, scan, t));
  // What stands out in the section a rare word opens comes before what stands out in the whole window.
  const standing = () => {
    const whole = oddNumbers();
    const shown = new Set(whole.flatMap((lines) => lines.lines.map((l) => l.line)));
    const sections = sectionOddNumbers(text, scan, options)
      .map((lines) => ({ ...lines, lines: lines.lines.filter((l) => !shown.has(l.line)) }))
      .filter((lines) => lines.lines.length > 0);
    return [...sections, ...whole];
  };
  if (rarer) return standingOut(together, options.standsOut, standing);
  // A word's unusual use, unless a number of the window is unlike its peers on lines alike: that says more.
  // With no unusual use, the lines where a word is indented less than on all its others: what holds them.
  const used = unusualUses(text, window);
  const uses = used.length > 0 ? used : outermostLines(text, window);
  if (uses.length > 0) {
    const odd = oddNumbers();
    return odd.some((lines) => !lines.far) ? odd : standingOut(uses, options.standsOut, oddNumbers);
  }
  // A request naming an id the output does not hold is answered by its absence, not by an odd line.
  const absentId = options.terms.some((term, t) => isWholeTerm(term) && !isTimeTerm(term) && scan.termLines[t] === 0);
  return standingOut(unusualLines(text, { anyLine: options.terms.length > 0 && !absentId, ...window }), options.standsOut, oddNumbers);
}

/**
 * `found`, and when the request asks what stands out, the lines with a number unlike its peers or
 * far from its place's others too, those `found` lacks: a line picked already is not named twice.
 */
function standingOut(found: WordLines[], standsOut: boolean | undefined, oddNumbers: () => WordLines[]): WordLines[] {
  if (standsOut !== true || found.some((lines) => lines.kind === 'odd-number')) return found;
  const picked = new Set(found.flatMap((lines) => lines.lines.map((l) => l.line)));
  const odd = oddNumbers()
    .map((lines) => ({ ...lines, lines: lines.lines.filter((l) => !picked.has(l.line)) }))
    .filter((lines) => lines.lines.length > 0);
  return [...found, ...odd];
}

/** The lines of `found` but a table's header and the lines that repeat it, which name columns (each consumer group's table starts with one); sets left with none go. */
function withoutHeader(text: string, found: WordLines[]): WordLines[] {
  const header = found.length > 0 ? tableHeader(text) : undefined;
  if (header === undefined) return found;
  return found
    .map((set) => ({ ...set, lines: set.lines.filter((l) => !isHeaderLine(text, header, l)) }))
    .filter((set) => set.lines.length > 0);
}
