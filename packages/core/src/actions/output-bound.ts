import type { Action } from './action.js';
import { DEFAULT_MAX_CHARS, DEFAULT_PREVIEW_CHARS, DEFAULT_READ_LIMIT } from '../defaults.js';
import {
  binaryNotShown,
  binaryPreview,
  outputNotShown,
  previewOmission,
  referenceHint,
  shapeLine,
  spillHeader,
  summaryHeader,
} from '../messages/index.js';

/** Longest `shape:` sketch a spill notice shows; past it the sketch is cut and ends `...` (class names can be any length). */
export const MAX_SHAPE_CHARS = 1_000;

/** Longest summary kept (head cut, marker included): a summary longer than this is no summary. */
export const MAX_SUMMARY_CHARS = DEFAULT_MAX_CHARS;

/** Chars the last resort cuts a text to when every action of a band failed (a head+tail cut). */
export const LAST_RESORT_CHARS = DEFAULT_MAX_CHARS;

/** The most an output can be, in the units its actions bound it by. */
export interface OutputBound {
  /** Most chars (UTF-16 code units) of any output, token-budget cuts aside; `Infinity` when the chain can pass the output through. */
  readonly chars: number;
  /** Most tokens of a token-budget cut (`truncate({ maxTokens })` without `maxChars`), when the chain has one. */
  readonly tokens?: number;
}

// Worst cases, from the functions that write the texts: the largest count, and a handle as long as
// a notice ever shows one (200 chars, each written as a 6-char escape, and `...`).
const HUGE = Number.MAX_SAFE_INTEGER;
const WORST_HANDLE = '\u0001'.repeat(201);
const HEADER = Math.max(
  spillHeader(WORST_HANDLE, { chars: HUGE }, DEFAULT_READ_LIMIT).length,
  spillHeader(WORST_HANDLE, { bytes: HUGE }, DEFAULT_READ_LIMIT).length,
);
const SHAPE = shapeLine('x'.repeat(MAX_SHAPE_CHARS + 3)).length;
/** A media type as long as a notice could name one (the sniffed ones are far shorter). */
const BINARY_BODY = binaryPreview(HUGE, 'x'.repeat(100)).length;
const SUMMARY = summaryHeader(HUGE).length + 1 + MAX_SUMMARY_CHARS;
/** The notices that stand for binary or unserializable output no action could handle. */
const NOT_SHOWN = Math.max(binaryNotShown(HUGE).length, outputNotShown().length);

/** The longest spill notice with a preview of `previewChars`: header, shape line, preview (head, omission marker, tail). */
function spillNoticeBound(previewChars: number): number {
  const preview = previewChars > 0 ? 1 + previewChars + previewOmission(HUGE).length : 0;
  return HEADER + Math.max(1 + SHAPE + preview, 1 + BINARY_BODY);
}

/**
 * Chars the reference hint adds to a spill notice when `referenceTools` take references: the line
 * (`referenceHint` with a handle as long as a notice shows one) and its line break; 0 with none.
 */
export function referenceHintChars(referenceTools: readonly string[] = []): number {
  return referenceTools.length === 0 ? 0 : 1 + referenceHint(WORST_HANDLE, referenceTools).length;
}

/**
 * The longest spill notice `spill()` makes with its default preview (1,000 chars). A spill notice
 * up to this long is always taken for this library's own, whatever the bands: cutting one would
 * cut away its handle, and with it the only way back to the output.
 */
export const DEFAULT_SPILL_NOTICE_CHARS = spillNoticeBound(DEFAULT_PREVIEW_CHARS);

/**
 * The bound a band puts on what the model sees, whatever the result: the largest output any action
 * of `action`'s chain can make (a spill notice with its reference hint when `referenceTools` take references), including the last resort after a chain whose every action failed
 * (a text cut to `LAST_RESORT_CHARS`, when the chain does not end with `truncate`, which never
 * fails on text; a one-line notice for binary or unserializable output). `passthrough()` anywhere
 * in the chain makes `chars` `Infinity`: passing through is the one way a band opts out of bounding.
 */
export function outputBound(action: Action, referenceTools: readonly string[] = []): OutputBound {
  let chars = NOT_SHOWN;
  let tokens: number | undefined;
  let last: Action = action;
  for (let step: Action | undefined = action; step; step = step.then) {
    last = step;
    switch (step.kind) {
      case 'passthrough':
        return { chars: Number.POSITIVE_INFINITY };
      case 'truncate':
        if (Number.isFinite(step.maxChars)) chars = Math.max(chars, step.maxChars);
        else if (step.maxTokens !== undefined) tokens = Math.max(tokens ?? 0, step.maxTokens);
        break;
      case 'spill':
        chars = Math.max(chars, spillNoticeBound(step.previewChars) + referenceHintChars(referenceTools));
        break;
      case 'summarize':
        chars = Math.max(chars, SUMMARY);
        break;
    }
  }
  if (last.kind !== 'truncate') chars = Math.max(chars, LAST_RESORT_CHARS);
  return tokens === undefined ? { chars } : { chars, tokens };
}
