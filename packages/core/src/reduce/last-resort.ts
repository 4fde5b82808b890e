import { binaryNotShown, outputNotShown } from '../messages/index.js';
import { LAST_RESORT_CHARS } from '../actions/output-bound.js';
import type { Payload } from '../prepare/payload.js';
import { binaryOf, passthroughOutput } from '../prepare/payload.js';
import type { Reduction } from '../actions/reduction.js';
import { truncateText } from '../actions/truncate-text.js';

/**
 * What the model sees when every action of a band failed (or something unexpected threw): a text
 * cut to `LAST_RESORT_CHARS` (4,000) chars, or for binary (and a value with no text) a one-line
 * notice. Never the original, when it is larger.
 */
export function lastResort(payload: Payload | undefined, value: unknown): Pick<Reduction, 'output' | 'reduced' | 'action'> {
  if (!payload) {
    if (typeof value === 'string')
      return lastResort({ kind: 'text', text: value.toWellFormed(), structured: false, original: value }, value);
    const bytes = binaryOf(value);
    return { output: bytes ? binaryNotShown(bytes.byteLength) : outputNotShown(), reduced: true };
  }
  if (payload.kind === 'binary') return { output: binaryNotShown(payload.bytes.byteLength), reduced: true };
  const cut = truncateText(payload.text, { maxChars: LAST_RESORT_CHARS });
  if (cut !== payload.text) return { output: cut, reduced: true, action: 'truncate' };
  return { output: passthroughOutput(payload), reduced: false };
}
