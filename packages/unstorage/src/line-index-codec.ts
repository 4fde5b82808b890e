import type { LineIndex } from '@output-limits/core';

/** A line index as stored beside its payload: compact JSON (unstorage's `getItem` parses it back). */
export function encodeLineIndex(index: LineIndex): string {
  return JSON.stringify({ bytes: index.bytes, lines: index.lines, step: index.step, starts: index.starts });
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Parses a stored line index, checking every field as the core's reader does (one sample per
 * `step` lines, increasing, inside the payload), so a damaged or foreign value never steers a read.
 * Takes the JSON text or the value `getItem` already parsed from it; returns `undefined` when it is
 * not a well-formed index.
 */
export function decodeLineIndex(stored: unknown): LineIndex | undefined {
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { bytes, lines, step, starts } = value as Record<string, unknown>;
  if (!isCount(bytes) || !isCount(lines) || lines < 1 || !isCount(step) || step < 1 || !Array.isArray(starts)) return undefined;
  if (starts.length !== Math.floor((lines - 1) / step) + 1 || starts[0] !== 0) return undefined;
  let previous = -1;
  for (const start of starts) {
    if (!isCount(start) || start <= previous || start > bytes) return undefined;
    previous = start;
  }
  return { bytes, lines, step, starts: starts as number[] };
}
