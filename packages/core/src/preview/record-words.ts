import { indentWidth } from '../text/line-depth.js';
import { WORD_CHAR } from '../text/word-char.js';
import { opensWithTime } from '../text/opens-with-time.js';
import type { LineSpan } from './adjacent-line.js';
import type { FlatRecords } from './flat-records.js';
import { holdingAll, recordLinesAround, termMask } from './flat-records.js';
import type { BodyLine } from './record-body.js';
import type { TermSearch } from './term-search.js';
import { termsIn } from './term-search.js';

/** What the request words a pick lacks weigh when its record holds them, at most (no other record holds them all): half a word on the line. */
export const RECORD_WORD_WEIGHT = 0.5;
/** Lines of its record a pick brings for the request words it lacks, at most. */
export const MOST_RECORD_FIELDS = 4;
/** Picks whose records are looked at, at most: the best ones. */
export const MOST_RECORD_PICKS = 64;
/** Chars of a line searched for request words, at most: a record's lines are short, a long one is cut. */
const SEARCHED_CHARS = 4096;

/** The request words a pick's flat record holds and the pick lacks: what they weigh, and the lines that hold them. */
export interface RecordWords {
  /** `RECORD_WORD_WEIGHT` times how few of the window's records hold all its words: near 1 for this one alone of many, 0 for half of them or more. */
  readonly weight: number;
  /** The line of each word (`fieldsOfRecord`), at most `MOST_RECORD_FIELDS`, the best first (`fieldOrder`); in line order. */
  readonly fields: readonly BodyLine[];
  /** `fields` with the lines of the record between two shown lines at most `MOST_BRIDGED_FIELD_LINES` apart, in line order. */
  readonly bridged: readonly BodyLine[];
  /** The lines of the record between two shown lines at most `MOST_BRIDGED_ALONE` apart, in line order (without `fields`). */
  readonly between: readonly BodyLine[];
  /** Every request word the record holds, the pick's own too: a mask over the first `MOST_MASKED_TERMS`. */
  readonly held: number;
  /** The request words on the pick's own line, as such a mask. */
  readonly own: number;
}

/**
 * Of each of `picks` (the best first; the first `MOST_RECORD_PICKS`) that is a field of a flat
 * record (`recordLinesAround`), the request words the record holds that the pick lacks
 * (`fieldsOfRecord`): the `physicalDeliveryOfficeName: Exeter TMD` and `mobile:` of the
 * LDAP entry whose `title: Depot Manager` was picked, the `Caller Computer Name:` and the morning's
 * `TimeCreated :` of the lockout event whose account was. The words weigh together, by how few of
 * the window's records (`records`) hold them all, as a rare conjunction of words on a line does:
 * words that half of the records hold or more tell them apart not at all (each of a lockout's words
 * alone in a log of lockouts), a morning's lockout among all events may. A word that does not tell
 * the one apart still has its line shown (the `mobile:` every entry has is what is asked of the
 * one). The picks whose records' words do not tell them apart are left out: their fields are every
 * record's.
 */
export function recordWords(
  text: string,
  picks: readonly BodyLine[],
  search: TermSearch,
  records: FlatRecords,
  window: { readonly from: number; readonly to: number },
): Map<number, RecordWords> {
  const words = new Map<number, RecordWords>();
  for (const pick of picks.slice(0, MOST_RECORD_PICKS)) {
    const found = fieldsOfRecord(text, pick, search, records, window);
    if (!found) continue;
    const { lineOf, around, focusBlock, own } = found;
    // The window's records that hold every word this one's adds to the pick.
    const mask = termMask(lineOf.keys());
    const weight = RECORD_WORD_WEIGHT * Math.max(0, 1 - (2 * holdingAll(records, mask)) / records.count);
    if (weight === 0) continue;
    const fields = [...new Map([...lineOf.values()].map((field) => [field.span.line, field])).values()]
      .sort(fieldOrder)
      .slice(0, MOST_RECORD_FIELDS)
      .map((field) => field.span);
    const sorted = fields.sort((a, b) => a.line - b.line);
    // The block the record's focus is in, when that is small, comes whole.
    const withBlock = (spans: readonly BodyLine[]) =>
      [...new Map([...spans, ...focusBlock].map((span) => [span.line, span])).values()].sort((a, b) => a.line - b.line);
    words.set(pick.line, {
      weight,
      fields: sorted,
      bridged: withBlock(bridged(sorted, pick, around, MOST_BRIDGED_FIELD_LINES)),
      between: withBlock(bridged(sorted, pick, around, MOST_BRIDGED_ALONE)).filter((span) => !sorted.includes(span)),
      held: mask | termMask(own),
      own: termMask(own),
    });
  }
  return words;
}

/** Lines between two of a pick's shown lines (the pick's or its fields') that are shown too, at most: so a small record reads as one piece. */
export const MOST_BRIDGED_FIELD_LINES = 4;
/**
 * The same for a best pick that stands alone (no other scores near it): the record the request is
 * about, whose other fields are likely what it asks next (the `"capacity"` between an instance's
 * name and its `"load"`).
 */
export const MOST_BRIDGED_ALONE = 8;

/**
 * `fields` in line order, with the lines of the record between two shown lines (the pick and
 * `fields`) that are at most `most` apart: a feature's `"name"` to its `"geofence"`, four fields
 * apart, as one piece.
 */
function bridged(fields: readonly BodyLine[], pick: BodyLine, around: readonly BodyLine[], most: number): BodyLine[] {
  const byLine = new Map(around.map((span) => [span.line, span]));
  const shown = [...fields, pick].sort((a, b) => a.line - b.line);
  const out: BodyLine[] = [];
  shown.forEach((span, i) => {
    const before = shown[i - 1];
    if (before && span.line - before.line - 1 <= most) {
      for (let line = before.line + 1; line < span.line; line++) {
        const between = byLine.get(line);
        if (between) out.push(between);
      }
    }
    if (span !== pick) out.push(span);
  });
  return out;
}

/** A line of a record, as a word's line: how its key names the word, where it stands, and its number. */
interface Field {
  readonly span: BodyLine;
  /** 2: the key is the word (`Node:` for `node`); 1: the key holds it (`Node-Selectors:`); 0: only its value does. */
  readonly named: 0 | 1 | 2;
  readonly indent: number;
  /** A line with less indentation than both stands between it and the record's focus: it is in another block (another `- pmnum:` item). */
  readonly apart: boolean;
  /** Lines from the focus, and whether it is below it (what follows a line is likelier its detail). */
  readonly distance: number;
  readonly below: boolean;
}

/** Chars a key may have past the word it is, at most: what a stem leaves off (`schedul` for `Scheduled`). */
const STEM_LEFT = 3;
/** What a key's length does not count: all but letters and digits. */
const NOT_KEY_CHAR = /[^\p{L}\p{N}]/gu;

/**
 * The request words of the flat record `pick` is in that the pick lacks, each with the line that
 * holds it: one whose key is the word (`FIELD_KEY`: the `Node:` of a pod, not its `Node-Selectors:`
 * or the `Tolerations:` whose value is `node.kubernetes.io/...`), then one whose key holds it (the
 * `Caller Computer Name:` of an event), then the least indented (a field of the record's own, not
 * one nested in it), then one in the same block as the record's focus, the nearest to it, below it
 * before above. The focus is the line of the record with the most words the pick lacks, two or
 * more, the nearest among equals (the `load bank test` of the one generator whose `site:` was
 * picked, whose `nextdate:` is then the one two lines under it, not the one of the item above; the
 * `Patio Heater` of an order whose `order_ref` was picked, whose `tracking` is then its parcel's);
 * else the pick; or a line of a block beside the pick's that holds more of those words
 * (`recordFocus`: the `z_side` of a cross-connect whose `a_side` customer was picked, then
 * `focusBlock`). Undefined for a line that is no field, or in no flat record, or whose record holds
 * no word it lacks.
 */
function fieldsOfRecord(
  text: string,
  pick: BodyLine,
  search: TermSearch,
  records: FlatRecords,
  window: { readonly from: number; readonly to: number },
):
  | {
      readonly lineOf: Map<number, Field>;
      readonly around: readonly BodyLine[];
      readonly focusBlock: readonly BodyLine[];
      readonly own: ReadonlySet<number>;
    }
  | undefined {
  // Only a field has a record of fields around it: a log line is a record of its own, and in a
  // block of log lines only the fields of a summary under them (`  FileSet:`) are a record's.
  if (!isField(text, pick)) return undefined;
  const around = recordLinesAround(text, pick, window, records.breaks);
  const lines = around?.filter((span) => isField(text, span));
  if (!around || !lines || lines.length === 0) return undefined;
  const wordsIn = (span: LineSpan) => termsIn(text, span.start, Math.min(span.end, span.start + SEARCHED_CHARS), search);
  const own = wordsIn(pick);
  const wordsOf = lines.map(wordsIn);
  // The indentation of every line of the record, the pick's too, by line number.
  const indents = new Map([...around, pick].map((span) => [span.line, indentWidth(text, span.start, span.end)]));
  const indentOf = (line: number) => indents.get(line) ?? 0;
  const { focus, focusBlock } = recordFocus(
    text,
    pick,
    around,
    lines,
    wordsOf.map((words) => [...words].filter((t) => !own.has(t))),
    indents,
  );
  const apart = (line: number) => {
    const least = Math.min(indentOf(line), indentOf(focus));
    for (let between = Math.min(line, focus) + 1; between < Math.max(line, focus); between++)
      if (indents.has(between) && indentOf(between) !== -1 && indentOf(between) < least) return true;
    return false;
  };
  const lineOf = new Map<number, Field>();
  lines.forEach((span, i) => {
    const words = wordsOf[i]!;
    if ([...words].every((t) => own.has(t))) return;
    const end = keyEnd(text, span);
    const key = termsIn(text, span.start, end, search);
    // The key's letters and digits: a key that is the word alone names it best (`Node:`, not `Node-Selectors:`).
    const keyChars = text.slice(span.start, end).replace(NOT_KEY_CHAR, '').length;
    const place = {
      span,
      indent: indentOf(span.line),
      apart: apart(span.line),
      distance: Math.abs(span.line - focus),
      below: span.line > focus,
    };
    for (const t of words) {
      if (own.has(t)) continue;
      const named: Field['named'] = !key.has(t) ? 0 : keyChars - search.terms[t]!.length <= STEM_LEFT ? 2 : 1;
      const field = { ...place, named };
      const known = lineOf.get(t);
      if (!known || fieldOrder(field, known) < 0) lineOf.set(t, field);
    }
  });

  return lineOf.size === 0 ? undefined : { lineOf, around, focusBlock, own };
}

/**
 * The focus of `pick`'s record (`fieldsOfRecord`): of its `lines`, the one with the most words the
 * pick lacks (`lacking`, each line's), two or more, the nearest among equals, else the pick; or, in a
 * block beside the pick's (indented as it is, under another line) that holds more of those words than
 * the focus's block, the line of that block with the most, and then that block (`focusBlock`) with the
 * line it is under and its closing bracket, when those are at most `MOST_FOCUS_BLOCK_LINES` lines.
 */
function recordFocus(
  text: string,
  pick: BodyLine,
  around: readonly BodyLine[],
  lines: readonly BodyLine[],
  lacking: readonly (readonly number[])[],
  indents: ReadonlyMap<number, number>,
): { focus: number; focusBlock: BodyLine[] } {
  const blockOf = blocks([...around, pick], indents);
  // The words the pick lacks that each block of the record holds.
  const blockWords = new Map<number, Set<number>>();
  lines.forEach((span, i) => {
    const block = blockOf.get(span.line)!;
    const held = blockWords.get(block) ?? new Set<number>();
    for (const t of lacking[i]!) held.add(t);
    blockWords.set(block, held);
  });
  const heldIn = (line: number) => blockWords.get(blockOf.get(line)!)?.size ?? 0;
  const nearer = (line: number, than: number) => Math.abs(line - pick.line) < Math.abs(than - pick.line);
  let focus = pick.line;
  let most = 1;
  lines.forEach((span, i) => {
    const count = lacking[i]!.length;
    if (count > most || (count === most && count > 1 && nearer(span.line, focus))) [focus, most] = [span.line, count];
  });
  // A block holding more of them than the focus's (the `z_side` of a cross-connect whose `a_side`
  // customer was picked: its carrier, room, panel and port) holds the focus: its line with the most.
  let block = heldIn(focus);
  let moved = false;
  lines.forEach((span, i) => {
    const held = heldIn(span.line);
    // Only a block beside the pick's, indented as it is (the `z_side` beside its `a_side`).
    const beside = indents.get(span.line) === indents.get(pick.line) && blockOf.get(span.line) !== blockOf.get(pick.line);
    if (held < 2 || held < block || !beside) return;
    const count = lacking[i]!.length;
    if (held > block) [focus, most, block, moved] = [span.line, count, held, true];
    else if (moved && blockOf.get(span.line) === blockOf.get(focus) && (count > most || (count === most && nearer(span.line, focus))))
      [focus, most] = [span.line, count];
  });
  if (!moved) return { focus, focusBlock: [] };
  // That block, with the line it is under and its closing bracket (`},`): it reads whole.
  const opener = blockOf.get(focus)!;
  const inBlock = around.filter((span) => span.line === opener || (span.line > opener && within(blockOf, span.line, opener)));
  const closer = around.find((span) => span.line === (inBlock.at(-1)?.line ?? -2) + 1);
  if (closer && !WORD_CHAR.test(text.slice(closer.start, closer.end))) inBlock.push(closer);
  return { focus, focusBlock: inBlock.length <= MOST_FOCUS_BLOCK_LINES ? inBlock : [] };
}

/** Lines of a block the record's focus moved to (with the line it is under and its closing bracket), at most, for it to be shown whole. */
export const MOST_FOCUS_BLOCK_LINES = 10;

/** True when `line` is nested, at any depth, under `opener` (`blocks`). */
function within(blockOf: ReadonlyMap<number, number>, line: number, opener: number): boolean {
  for (let at = blockOf.get(line); at !== undefined && at !== -1; at = blockOf.get(at)) if (at === opener) return true;
  return false;
}

/**
 * The block of each of `spans` (a record's lines, with their indentation `indents`), by line number:
 * the number of the nearest line above with less indentation (the `"z_side": {` its fields are
 * under), -1 for none; so the lines of one indentation under one line share a block.
 */
function blocks(spans: readonly BodyLine[], indents: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  const open: { line: number; indent: number }[] = [];
  for (const span of [...spans].sort((a, b) => a.line - b.line)) {
    const indent = indents.get(span.line) ?? -1;
    if (indent === -1) continue;
    while (open.length > 0 && open.at(-1)!.indent >= indent) open.pop();
    out.set(span.line, open.at(-1)?.line ?? -1);
    open.push({ line: span.line, indent });
  }
  return out;
}

/** Orders a record's lines as a word's (`fieldsOfRecord`): the best first. */
function fieldOrder(a: Field, b: Field): number {
  return (
    b.named - a.named ||
    a.indent - b.indent ||
    Number(a.apart) - Number(b.apart) ||
    a.distance - b.distance ||
    Number(b.below) - Number(a.below) ||
    a.span.line - b.span.line
  );
}

/**
 * A field's key: an XML element's name (`<Status`), else what comes before its first `:` or `=`
 * within `KEY_WITHIN` chars (`Caller Computer Name`, `mobile`, `"tracking"`).
 */
const FIELD_KEY = /^[ \t]*<[^\s>/]+|^[^:=]*[:=]/;

/** Where the key of a field ends (`FIELD_KEY`), or its start when it has none. */
function keyEnd(text: string, span: LineSpan): number {
  const key = FIELD_KEY.exec(text.slice(span.start, Math.min(span.end, span.start + KEY_WITHIN)));
  return key ? span.start + key[0].length : span.start;
}

/**
 * A field of a record starts, after its indentation, with a letter (in pretty JSON, a quoted one;
 * in XML laid out an element a line, a tag's), and shows no time of day in its first chars:
 * `mobile: +44 ...`, `\tCaller Computer Name:\tWS-...`, `    status character varying(20),`,
 * `      "tracking": "MV371668330GB",`, `    <Status>failed</Status>`. A log line starts with its
 * time or date (`11-Mar 22:31 bacula-dir ...`, `2026-03-11T22:31:05Z`, `[2026-03-11 ...]`,
 * `Mar 11 22:31:05 host ...`): it is a record of its own.
 */
const FIELD_START = /^[ \t]*["<]?\p{L}/u;
/** True when the line is a field of a record (`FIELD_START`, not `opensWithTime`). */
function isField(text: string, span: LineSpan): boolean {
  const head = text.slice(span.start, Math.min(span.end, span.start + KEY_WITHIN));
  return FIELD_START.test(head) && !opensWithTime(head);
}

/** Chars of a line looked at for a field's start. */
const KEY_WITHIN = 64;
