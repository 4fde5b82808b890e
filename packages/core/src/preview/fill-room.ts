import type { PreviewReason } from '../messages/index.js';
import type { ShownLine } from './pick-lines.js';
import { renderLine } from './pick-lines.js';
import type { WordLines } from './scan-signals.js';

/** Lines a preview shows after its picks and the lines beside them, and the reason the marker gives for them. */
export interface ExtraLines {
  readonly lines: readonly ShownLine[];
  readonly reason: PreviewReason;
}

/** What `fillRoom` needs of the preview it fills. */
export interface FillRoomOptions {
  /** Lines the preview shows already. */
  readonly shown: ReadonlySet<number>;
  /** A line longer than this is shown in a window (`renderLine`). */
  readonly lineCap: number;
  /** The preview's length, at most. */
  readonly budget: number;
  /** The whole preview with `extra` lines added (its marker counting them and naming their reason). */
  readonly render: (extra: ExtraLines) => string;
}

/**
 * Of the lines `found` (at most one set: a number unlike its peers, `oddNumberLines`), in order,
 * those not shown yet that the preview still has room for, each added while the whole preview
 * stays within the budget: the preview with them, or none added.
 */
export function fillRoom(
  text: string,
  found: readonly WordLines[],
  options: FillRoomOptions,
): { text: string; lines: readonly ShownLine[] } {
  const [odd] = found;
  let filled = { text: '', lines: [] as ShownLine[] };
  if (!odd) return filled;
  for (const line of odd.lines) {
    if (options.shown.has(line.line)) continue;
    const lines = [...filled.lines, { line: line.line, rendered: renderLine(text, line, options.lineCap, line.start) }];
    const preview = options.render({ lines, reason: { signal: 'odd-number', shown: lines.length, total: odd.lines.length } });
    if (preview.length <= options.budget) filled = { text: preview, lines };
  }
  return filled;
}
