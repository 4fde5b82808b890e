/**
 * History stubs: the one line an older tool result is replaced by in the prompt (masking), and the
 * one line a result identical to an earlier one is replaced by (duplicates). Each names the handle
 * that reads the whole result back, so nothing is lost.
 */
import { formatCount as n } from '../text/format-count.js';
import { READ_TOOL_NAME } from '../defaults.js';
import { quoteHandle } from './quote.js';

/** The size a stub states: of the text the model was shown, or of a spilled payload (`bytes` for binary). */
export type StubSize = { readonly chars: number } | { readonly bytes: number };

function sizeOf(size: StubSize): string {
  return 'chars' in size ? `${n(size.chars)} chars` : `${n(size.bytes)} bytes, binary`;
}

function readBack(handle: string, size: StubSize): string {
  return `${READ_TOOL_NAME}(handle=${quoteHandle(handle)}${'bytes' in size ? ", unit='bytes'" : ''})`;
}

/**
 * An older tool result, cleared from the prompt:
 * `[Older tool result cleared from context (12,345 chars); read_tool_result(handle='h') reads it back.]`
 */
export function clearedResult(handle: string, size: StubSize): string {
  return `[Older tool result cleared from context (${sizeOf(size)}); ${readBack(handle, size)} reads it back.]`;
}

/**
 * A result with the same bytes as an earlier one:
 * `[Same output as an earlier fetch_logs result (12,345 chars); read_tool_result(handle='h') reads it back.]`
 */
export function duplicateResult(toolName: string, handle: string, size: StubSize): string {
  return `[Same output as an earlier ${toolName} result (${sizeOf(size)}); ${readBack(handle, size)} reads it back.]`;
}

const STUB =
  /^\[(?:Older tool result cleared from context|Same output as an earlier [^\n]{1,200} result) \([\d,]+ (?:chars|bytes, binary)\); read_tool_result\(handle='(?:[^'\\\n]|\\.)*'(?:, unit='bytes')?\) reads it back\.\]$/;

/** True when `text` is one of the stubs above (it is then never masked or deduplicated again). */
export function isHistoryStub(text: string): boolean {
  return text.length < 1_000 && STUB.test(text);
}
