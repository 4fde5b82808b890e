import { randomBytes } from 'node:crypto';
import type { OverflowStore, ReductionWarning } from '@output-limits/core';
import { createReducer, READ_TOOL_NAME } from '@output-limits/core';
import type { ProxyConfig } from './proxy-config.js';
import { DEFAULT_MAX_MEDIA_CHARS, DEFAULT_MAX_RESULT_SIZE_CEILING, resolveBands } from './proxy-config.js';
import type { ResultLimits } from './reduce-call-result.js';

/** The limits of one proxy session (one client connection), with the namespace only it reads. */
export interface SessionLimits extends Omit<ResultLimits, 'readTool'> {
  readonly store: OverflowStore;
  /** `mcp-` and 16 random hex digits (64 bits): each session spills under its own prefix and reads nothing else. */
  readonly namespace: string;
  /** True when results of `toolName` may be reduced (not `read_tool_result`, not exempt). */
  reduces(toolName: string): boolean;
  /** The chars a server's `_meta["anthropic/maxResultSizeChars"]` hint lets through, within the ceiling; undefined for none. */
  maxResultChars(hint: unknown): number | undefined;
}

/**
 * Makes the limits of one session from the configuration: the core's reducers for results and
 * for error results, on `store`, in a new namespace.
 *
 * @throws ConfigurationError for bands the core refuses.
 */
export function sessionLimits(config: ProxyConfig, store: OverflowStore, onWarning: (warning: ReductionWarning) => void): SessionLimits {
  const { bands, perTool, errorBands } = resolveBands(config);
  const namespace = `mcp-${randomBytes(8).toString('hex')}`;
  const common = { store, namespace, onWarning, overTokens: config.tokens ?? false, stripAnsi: config.stripAnsi ?? false };
  const exempt = Object.fromEntries(Object.entries(perTool).filter(([, list]) => list.length === 0));
  const ceiling = config.maxResultSizeCeiling ?? DEFAULT_MAX_RESULT_SIZE_CEILING;
  return {
    reducer: createReducer({ ...common, bands, perTool }),
    errorReducer: createReducer({ ...common, bands: errorBands, perTool: exempt }),
    maxMediaChars: config.maxMediaChars ?? DEFAULT_MAX_MEDIA_CHARS,
    store,
    namespace,
    reduces: (toolName) => toolName !== READ_TOOL_NAME && (perTool[toolName] ?? bands).length > 0,
    maxResultChars: (hint) => (typeof hint === 'number' && hint > 0 && ceiling > 0 ? Math.min(hint, ceiling) : undefined),
  };
}
