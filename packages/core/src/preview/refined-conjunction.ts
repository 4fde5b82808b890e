import type { FlatRecords } from './flat-records.js';
import { holdingAll } from './flat-records.js';

/** The request words a pick's flat record holds, and those on the pick's own line (masks over the first `MOST_MASKED_TERMS`). */
export interface HeldWords {
  readonly held: number;
  readonly own: number;
}

/** What a pick's record is weighed against. */
export interface RefinedConjunctionContext {
  /** The window's flat records, counted by the set of request words each holds. */
  readonly records: FlatRecords;
  /** The request words too common to pick by alone (on more lines than `most`), as a mask. */
  readonly common: number;
  /** The rarest set of common words that lines hold together (`conjunctions`), as a mask: 0 for none. */
  readonly rarest: number;
  /** Records that may hold a set for it to weigh, at most: as many as lines a word may be on to pick alone. */
  readonly most: number;
}

/**
 * What the common request words of a pick's flat record weigh together, as their conjunction would
 * on the pick's line (1 + 1 / the records that hold them all), when they refine the rarest
 * conjunction on lines: the record holds that set with more common words, one of them on the pick's
 * line, and fewer records hold them all than hold the set (at most `most`); else 0. Of a SonarQube
 * issue search, the one issue of `OrderMapper.java` with `null` in it, among the issues with `line`
 * and `null` on one line (of a variable named `line`).
 */
export function refinedConjunction(record: HeldWords | undefined, context: RefinedConjunctionContext): number {
  const held = (record?.held ?? 0) & context.common;
  const { rarest } = context;
  if (rarest === 0 || (held & rarest) !== rarest || (held & (record?.own ?? 0)) === 0) return 0;
  const records = holdingAll(context.records, held);
  if (records === 0 || records > context.most || records >= holdingAll(context.records, rarest)) return 0;
  return 1 + 1 / records;
}
