import { randomBytes } from 'node:crypto';
import type { Band, OverflowStore, ReductionWarning } from '@output-limits/core';
import { createReducer, READ_TOOL_NAME } from '@output-limits/core';
import { outputBound, selectBand } from '@output-limits/core/adapter';
import type { ProxyConfig } from './proxy-config.js';
import { DEFAULT_MAX_RESULT_SIZE_CEILING, resolveBands } from './proxy-config.js';
import type { ResultLimits } from './reduce-call-result.js';

/** The limits of one proxy session (one client connection), with the namespace only it reads. */
export interface SessionLimits extends Omit<ResultLimits, 'readTool'> {
  readonly store: OverflowStore;
  /** `mcp-` and 16 random hex digits (64 bits): each session spills under its own prefix and reads nothing else. */
  readonly namespace: string;
  /** True when results of `toolName` that are not errors may be reduced (not `read_tool_result`, not exempt, bands). */
  reduces(toolName: string): boolean;
  /** The chars a server's `_meta["anthropic/maxResultSizeChars"]` hint lets through, within the ceiling; undefined for none. */
  maxResultChars(hint: unknown): number | undefined;
}

/**
 * Makes the limits of one session from the configuration: the core's reducer, with its bands and
 * error bands, on `store`, in a new namespace. `exempt` tools are outside its `toolFilter`.
 *
 * @throws ConfigurationError for bands the core refuses.
 */
export function sessionLimits(config: ProxyConfig, store: OverflowStore, onWarning: (warning: ReductionWarning) => void): SessionLimits {
  const { bands, perTool, errorBands } = resolveBands(config);
  const namespace = `mcp-${randomBytes(8).toString('hex')}`;
  const exempt = new Set(config.exempt ?? []);
  const ceiling = config.maxResultSizeCeiling ?? DEFAULT_MAX_RESULT_SIZE_CEILING;
  const reducer = createReducer({
    store,
    namespace,
    onWarning,
    bands,
    perTool,
    errorBands,
    toolFilter: (toolName) => !exempt.has(toolName),
    overTokens: config.tokens ?? false,
    stripAnsi: config.stripAnsi ?? false,
  });
  const listOf = (toolName: string, error: boolean) => (error ? errorBands : (perTool[toolName] ?? bands));
  return {
    reducer,
    store,
    namespace,
    reduces: (toolName) => toolName !== READ_TOOL_NAME && !exempt.has(toolName) && listOf(toolName, false).length > 0,
    maxResultChars: (hint) => (typeof hint === 'number' && hint > 0 && ceiling > 0 ? Math.min(hint, ceiling) : undefined),
    boundChars: (toolName, error, size) => boundChars(listOf(toolName, error), size),
  };
}

/**
 * The most chars a reduced result may be sent as, by the core's rule: the bound (`outputBound`) of
 * the band its `size` reached, and never less than just below the smallest band.
 */
function boundChars(list: readonly Band[], size: number): number {
  const band = selectBand(list, size);
  if (!band) return Number.POSITIVE_INFINITY;
  return Math.max(Math.min(...list.map((each) => each.over)) - 1, outputBound(band.action).chars);
}
