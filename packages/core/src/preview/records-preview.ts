import { pickedLine, recordsOmission } from '../messages/index.js';
import type { Preview } from './pick-lines.js';
import { longestReasons, pickLines } from './pick-lines.js';
import { commonWordLines } from './common-word-lines.js';
import { scanSignals } from './scan-signals.js';

/** Records shown first, whatever the request, when they fit after the picked ones. */
const FIRST_RECORDS = 2;

/** Options of `recordsPreview`. */
export interface RecordsPreviewOptions {
  /** The preview, markers included, is at most this long. */
  readonly budget: number;
  /** Request terms (`requestTerms`). */
  readonly terms: readonly string[];
  /** Records the payload should hold, one a line. */
  readonly records: number;
  /** Most records picked after the first ones. */
  readonly maxPicks: number;
}

/**
 * The preview of a records payload (JSON lines, one record a line): the first 2 records, then the
 * records with a distinctive request word (or common ones that pick few records: `commonWordLines`),
 * each whole after its line number, under a marker saying
 * how many more records there are and why these were picked. The picked records get the budget
 * first; the first records take what is left. Undefined when the text is not one record a line
 * (its line count differs from `records`) or no record fits whole.
 */
export function recordsPreview(text: string, options: RecordsPreviewOptions): Preview | undefined {
  const { budget, terms, records, maxPicks } = options;
  if (records <= FIRST_RECORDS) return undefined;
  const firstEnds: number[] = [];
  for (let i = 0, end = 0; i < FIRST_RECORDS; i += 1, end += 1) {
    end = text.indexOf('\n', end);
    if (end === -1) return undefined;
    firstEnds.push(end);
  }
  const from = firstEnds[FIRST_RECORDS - 1]! + 1;
  const scan = scanSignals(text, { errors: false, terms, from, to: text.length, keep: maxPicks });
  if (scan.totalLines !== records) return undefined;
  const wordLines = commonWordLines(text, scan, { terms, from, to: text.length, keep: maxPicks });

  const requested = terms.length > 0;
  const longest = longestReasons(scan, terms, maxPicks, wordLines);
  const upper = recordsOmission(records, 1, longest.shown, longest.reasons, requested);
  const picks = pickLines(text, scan, { terms, budget: budget - upper.length, maxPicks, wordLines });
  const picked = picks.lines.map((line) => line.rendered);
  let left = budget - upper.length - picked.reduce((sum, line) => sum + line.length + 1, 0);
  const first: string[] = [];
  for (let i = 0, start = 0; i < FIRST_RECORDS; i += 1) {
    const line = pickedLine(i + 1, text.slice(start, firstEnds[i]));
    if (line.length + 1 > left) break;
    first.push(line);
    left -= line.length + 1;
    start = firstEnds[i]! + 1;
  }
  if (first.length === 0 && picked.length === 0) return undefined;

  const marker = recordsOmission(records - first.length, first.length, picks.picked.length, picks.reasons, requested);
  const preview = [...first, marker, ...picked].join('\n');
  return preview.length <= budget ? { text: preview, picked: picks.picked } : undefined;
}

/** `{ records: n }` for an array or a `Set` of n items (what `jsonLines` writes one a line), else `{}`. */
export function recordCount(value: unknown): { records?: number } {
  try {
    if (Array.isArray(value)) return { records: value.length };
    if (value instanceof Set) return { records: value.size };
  } catch {
    // A proxy that throws: not records.
  }
  return {};
}
