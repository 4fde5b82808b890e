/**
 * The spill notice: its first line (where the payload was stored and how to read it back) and the
 * shape line of a structured value.
 */
import { formatCount as n } from '../text/format-count.js';
import { DEFAULT_READ_BYTES } from '../defaults.js';
import type { AgentFileTool, ContentKind } from '../stores/overflow-store.js';
import { quoteHandle } from './quote.js';
import { readCall } from './read-back.js';

/** What the spill notice says about the payload's size. */
export type SpillSize = { readonly chars: number } | { readonly bytes: number };

/**
 * First line of a spill notice:
 * `[Tool output too large (12,345 chars); stored to handle 'h'. Read it with read_tool_result(handle='h', offset=0, limit=200).]`;
 * for binary, `(20,000 bytes (binary))` and the hex call, `read_tool_result(handle='h', unit='bytes', offset=0, limit=256)`.
 */
export function spillHeader(handle: string, size: SpillSize, readLimit: number): string {
  const binary = 'bytes' in size;
  const what = binary ? `${n(size.bytes)} bytes (binary)` : `${n(size.chars)} chars`;
  const read = readCall(binary ? { handle, unit: 'bytes', offset: 0, limit: DEFAULT_READ_BYTES } : { handle, offset: 0, limit: readLimit });
  return `[Tool output too large (${what}); stored to handle ${quoteHandle(handle)}. Read it with ${read}.]`;
}

/** A spilled payload that is a file the agent's own tool reads (a sandbox store). */
export interface SpillFile {
  /** The file's path as the agent's tools see it (never a host path). */
  readonly path: string;
  readonly contentKind: ContentKind;
  /** The agent's tool the notice names. */
  readonly tool: AgentFileTool;
  /** The handle, when `read_tool_result` stays beside the agent's tools; then named too. */
  readonly handle?: string;
}

/**
 * First line of a spill notice when the payload is a file in the agent's sandbox: its path, then
 * commands for the agent's own tool, e.g.
 * ``[Tool output too large (12,345 chars); saved to /tmp/tool-output/call_1.txt. Read it with your bash tool: `grep -n 'PATTERN' /tmp/tool-output/call_1.txt` or `sed -n '1,200p' /tmp/tool-output/call_1.txt`.]``
 * Paths hold only letters, digits and `. _ / -`, so they need no quoting in a shell.
 */
export function spillFileHeader(file: SpillFile, size: SpillSize, readLimit: number): string {
  const what = 'chars' in size ? `${n(size.chars)} chars` : `${n(size.bytes)} bytes (binary)`;
  const { path, tool } = file;
  const how =
    tool.kind === 'shell'
      ? `your ${tool.name} tool: ${shellCommands(file.contentKind, path, readLimit)}`
      : `your ${tool.name} tool (path ${path})`;
  const call = 'bytes' in size ? { unit: 'bytes' as const, offset: 0, limit: DEFAULT_READ_BYTES } : { offset: 0, limit: readLimit };
  const also = file.handle === undefined ? '' : `, or with ${readCall({ handle: file.handle, ...call })}`;
  return `[Tool output too large (${what}); saved to ${path}${KIND_NOTE[file.contentKind]}. Read it with ${how}${also}.]`;
}

const KIND_NOTE: Readonly<Record<ContentKind, string>> = {
  text: '',
  json: ' (JSON)',
  jsonl: ' (JSON lines: one record a line)',
  binary: '',
};

/** Commands that read a spilled file of that kind, in backticks. */
function shellCommands(kind: ContentKind, path: string, readLimit: number): string {
  const page = `\`sed -n '1,${readLimit}p' ${path}\``;
  switch (kind) {
    case 'text':
      return `\`grep -n 'PATTERN' ${path}\` or ${page}`;
    case 'json':
      return `\`jq 'FILTER' ${path}\``;
    case 'jsonl':
      return `\`jq -c 'select(CONDITION)' ${path}\` or ${page}`;
    case 'binary':
      return `\`od -A d -t x1 ${path} | head -n 20\``;
  }
}

/** Second line of a spill notice for structured values: `shape: {'a': number, ...}`. */
export function shapeLine(sketch: string): string {
  return `shape: ${sketch}`;
}
