import type { Band } from './bands.js';
import type { Budget } from '../measure/budget.js';
import { budgetLimit } from '../measure/budget.js';
import type { Tokenizer } from '../measure/measure.js';
import { estimateTokens } from '../measure/measure.js';
import { shapeOfValue } from '../prepare/model-output.js';
import { binaryOf } from '../prepare/payload.js';
import type { AgentFiles } from '../stores/overflow-store.js';
import type { BandsFor } from './tool-bands.js';

/** What `leavesUnchanged` looks at: the tool's bands and the reducer's store, cleaning and measuring options. */
export interface LeavesUnchangedOptions {
  readonly bandsFor: BandsFor;
  readonly agentFiles: AgentFiles | undefined;
  readonly stripAnsi: boolean;
  readonly overTokens: boolean;
  readonly tokenizer: Tokenizer;
}

/**
 * `Reducer.leavesUnchanged`: true when `reduce` would certainly return `value` itself, found
 * without serializing or tokenizing. Never throws (false when anything does).
 */
export function leavesUnchangedBy(options: LeavesUnchangedOptions): (value: unknown, toolName: string, budget?: Budget) => boolean {
  return (value, toolName, budget) => {
    try {
      return leavesUnchanged(options, value, toolName, budget);
    } catch {
      return false;
    }
  };
}

function leavesUnchanged(options: LeavesUnchangedOptions, value: unknown, toolName: string, budget: Budget | undefined): boolean {
  const shape = shapeOfValue(value);
  const list = options.bandsFor(toolName, undefined, shape.error);
  if (!list) return true;
  const limit = budget === undefined ? Number.POSITIVE_INFINITY : budgetLimit(budget).limit;
  // Without the input a read of a spill cannot be told apart: only a result no band would touch.
  if (options.agentFiles?.tools.some((tool) => tool.name === toolName)) return false;
  const bytes = binaryOf(value);
  if (bytes) return bytes.byteLength < smallest(list) && bytes.byteLength <= limit;
  if (shape.kind === 'parts') {
    // Only text parts and no other field: anything else is measured by `reduce`.
    if (Object.keys(shape.fields).length > 0) return false;
    const texts = shape.parts.map((part) => (part as { type?: unknown; text?: unknown }).text);
    if (!shape.parts.every((part, i) => (part as { type?: unknown }).type === 'text' && typeof texts[i] === 'string')) return false;
    // Each boundary line (`[content part K of N]`) is under 60 chars.
    const joined = (texts as string[]).join('\n'.padEnd(60, ' '));
    return leavesTextUnchanged(options, joined, list, limit, budget);
  }
  return leavesTextUnchanged(options, value, list, limit, budget);
}

function leavesTextUnchanged(
  options: LeavesUnchangedOptions,
  value: unknown,
  list: readonly Band[],
  limit: number,
  budget: Budget | undefined,
): boolean {
  if (typeof value !== 'string' || !value.isWellFormed()) return false;
  if (options.stripAnsi && (value.includes('\u001b') || value.includes('\u009b'))) return false;
  // Tokens never outnumber UTF-8 bytes, which are at most 3 per UTF-16 code unit.
  const tokens = options.tokenizer === estimateTokens ? estimateTokens(value) : value.length * 3;
  if (budget !== undefined && !(('chars' in budget ? value.length : tokens) <= limit)) return false;
  return (!options.overTokens ? value.length : tokens) < smallest(list);
}

/** The smallest threshold of bands sorted largest first (infinite for none). */
function smallest(list: readonly Band[]): number {
  return list[list.length - 1]?.over ?? Number.POSITIVE_INFINITY;
}
