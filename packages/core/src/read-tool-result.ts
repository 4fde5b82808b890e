import type { OverflowStore } from './stores/overflow-store.js';

/** Arguments of `readToolResult`, named as the model passes them. */
export interface ReadToolResultArgs {
  /** The handle from the spill notice. */
  readonly handle: string;
  /** Lines (or chars, with `unit: 'chars'`) to skip, from the start or, with `from_end`, from the end. Default 0. */
  readonly offset?: number;
  /** Lines (or chars) to return. Default 200; at most 1,000 lines or 50,000 chars. */
  readonly limit?: number;
  /** Count `offset` from the end of the payload. Default false. */
  readonly from_end?: boolean;
  /** Keep only lines containing this literal, case-sensitive substring. */
  readonly pattern?: string;
  /** Page by `'lines'` (default) or by `'chars'` (for very long lines). */
  readonly unit?: 'lines' | 'chars';
}

/** Options of `readToolResult`. */
export interface ReadToolResultOptions {
  /** Only handles in this namespace may be read. */
  readonly namespace?: string;
}

/** STUB */
export async function readToolResult(
  store: OverflowStore,
  args: ReadToolResultArgs,
  options: ReadToolResultOptions = {},
): Promise<string> {
  void options;
  try {
    const text = new TextDecoder().decode(await store.read(args.handle));
    const lines = text.split('\n');
    const offset = args.offset ?? 0;
    return lines.slice(offset, offset + (args.limit ?? 200)).join('\n');
  } catch {
    return `[No stored tool result]`;
  }
}
