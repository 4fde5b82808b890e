import type { Band } from './bands.js';
import { truncate } from '../actions/truncate.js';
import { MAX_READ_CHARS, READ_TOOL_NAME } from '../defaults.js';
import type { AgentFiles } from '../stores/overflow-store.js';
import type { ToolFilter } from './tool-selector.js';
import { toolSelector } from './tool-selector.js';

/** What decides the bands of a tool's results: the reducer's checked bands and its `toolFilter`, `stripAnsi` and store. */
export interface ToolBandsOptions {
  /** The default bands, largest `over` first. */
  readonly bands: readonly Band[];
  /** Bands that replace `bands` for the named tools, largest `over` first. */
  readonly perTool: ReadonlyMap<string, readonly Band[]>;
  /** The bands of error results, for every tool, largest `over` first. */
  readonly errorBands: readonly Band[];
  /** True for a tool whose results are never touched (`exemptTools`). */
  readonly exempts: (toolName: string) => boolean;
  readonly stripAnsi: boolean;
  readonly agentFiles: AgentFiles | undefined;
}

/** The bands for one tool result (`error`: an error result), or undefined when it is never touched. */
export type BandsFor = (toolName: string, input?: unknown, error?: boolean) => readonly Band[] | undefined;

/**
 * Which tools a reducer never touches: `read_tool_result` (its pages are bounded already) and the
 * tools `toolFilter` leaves out. Adapters ask the reducer (`Reducer.exempts`) rather than decide again.
 */
export function exemptTools(toolFilter: ToolFilter | undefined): (toolName: string) => boolean {
  const selects = toolSelector(toolFilter);
  return (toolName) => toolName === READ_TOOL_NAME || !selects(toolName);
}

/**
 * The bands for a tool, or undefined when its results are never touched (exempt, or no bands and
 * no cleaning). An error result gets the error bands, whatever `perTool` says. A read of a spill
 * by one of the agent's file tools gets `SPILL_READ_BANDS`.
 */
export function toolBands(options: ToolBandsOptions): BandsFor {
  const { agentFiles, exempts } = options;
  return (toolName, input, error = false) => {
    if (exempts(toolName)) return undefined;
    if (agentFiles && readsSpill(agentFiles, toolName, input)) return SPILL_READ_BANDS;
    if (error) return options.errorBands;
    const list = options.perTool.get(toolName) ?? options.bands;
    return list.length === 0 && !options.stripAnsi ? undefined : list;
  };
}

/**
 * The only band of a read of a spill by the agent's own tool: never spilled again (that would hand
 * the model another file to read), only cut (head) past `MAX_READ_CHARS`, as a read page is.
 */
const SPILL_READ_BANDS: readonly Band[] = [{ over: 0, action: truncate({ maxChars: MAX_READ_CHARS, strategy: 'head' }) }];

/** True when `toolName` is one of the agent's tools that read the store's files. */
export function isAgentFileTool(files: AgentFiles | undefined, toolName: string): boolean {
  return files?.tools.some((tool) => tool.name === toolName) === true;
}

/** True when `toolName` is one of the agent's file tools and its input mentions the spill directory. */
function readsSpill(files: AgentFiles, toolName: string, input: unknown): boolean {
  if (!isAgentFileTool(files, toolName)) return false;
  const prefix = `${files.dir}/`;
  const mentions = (value: unknown) => typeof value === 'string' && value.includes(prefix);
  if (mentions(input)) return true;
  try {
    return typeof input === 'object' && input !== null && Object.values(input).some(mentions);
  } catch {
    return false; // a getter or proxy that throws: not a read of a spill
  }
}
