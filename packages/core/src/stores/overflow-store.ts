import type { LineIndex } from '../text/line-index.js';

/**
 * Where spilled payloads live. Two methods are required; the optional ones let
 * `readToolResult` page a large payload without loading it whole.
 *
 * Contract:
 * - `write` stores `data` under `key` and resolves to the handle the model will quote. Writing the
 *   same key again overwrites it. A write that fails or is aborted leaves nothing readable behind.
 * - `read` resolves to exactly the bytes written. For a handle it does not hold it rejects with an
 *   error whose `code` is `'ENOENT'` (see `notFoundError`); any other rejection counts as the store
 *   failing. `readToolResult` turns either into a message without echoing the error.
 * - Handles are opaque strings: never a host path.
 */
export interface OverflowStore {
  /** Stores `data` under `key`; resolves to the handle to read it back with. */
  write(key: string, data: Uint8Array, options?: StoreWriteOptions): Promise<string>;
  /**
   * Optional: stores `text` as `write(key, new TextEncoder().encode(text), options)` would, and
   * reads give exactly those bytes. For a store that can keep the text as it is and encode it
   * only when it is read (most spills never are): the reducer then hands it a text payload
   * without encoding it first. Such a store keeps it at once: `options.signal` is the call's
   * signal, not one that aborts at the spill's timeout (the timeout still gives the write up).
   */
  writeText?(key: string, text: string, options?: StoreWriteOptions): Promise<string>;
  /** Resolves to the bytes stored under `handle`; rejects when there are none. */
  read(handle: string): Promise<Uint8Array>;
  /**
   * Optional: the bytes `[start, end)` of the payload (clamped to its length). With `lineIndex`,
   * lets a page of a 100 MB spill be read without loading all of it.
   */
  readRange?(handle: string, start: number, end: number): Promise<Uint8Array>;
  /** Optional: the payload's line index (see `buildLineIndex`), kept beside it when it was written. */
  lineIndex?(handle: string): Promise<LineIndex>;
  /**
   * Optional: the payloads are files the agent's own tools can read (a store inside the agent's
   * sandbox). Spill notices then name the agent's tool and the file's path, and reads of those
   * files by those tools are exempt from reduction.
   */
  readonly agentFiles?: AgentFiles;
}

/** What a payload holds, so a store can name its file by it (`.txt`, `.json`, `.jsonl`, `.bin`). */
export type ContentKind = 'text' | 'json' | 'jsonl' | 'binary';

/** A tool of the agent that reads files: a shell (`grep`, `jq`, `sed`) or a file reader. */
export interface AgentFileTool {
  /** The tool's name as the agent has it: `'bash'`, `'readFile'`. */
  readonly name: string;
  /** `'shell'` runs commands; `'file'` reads a file by its path. */
  readonly kind: 'shell' | 'file';
}

/** Where a store's payloads are for the agent's own tools. */
export interface AgentFiles {
  /**
   * The directory holding every payload, as the agent's tools see it: an absolute POSIX path of
   * letters, digits and `. _ / -` (never a host path). A payload's file is `<dir>/<handle>`.
   */
  readonly dir: string;
  /**
   * The agent's tools that read the files, at least one; spill notices name the first. A call of
   * any of them whose input mentions `<dir>/` is exempt from reduction: it is never spilled again,
   * only cut (head) past `MAX_READ_CHARS`, as a `read_tool_result` page is.
   */
  readonly tools: readonly AgentFileTool[];
  /** Whether `read_tool_result` stays beside those tools: named in notices and added by `withOutputLimits`. */
  readonly readToolResult: boolean;
}

/** Options of `OverflowStore.write`. */
export interface StoreWriteOptions {
  /** Aborts the write; an aborted write must leave nothing readable under the key. */
  readonly signal?: AbortSignal;
  /**
   * What the payload holds. A store may name its file by it; the handle must then still be the
   * same for the same key and kind. Stores that keep bytes under the key as it is ignore it.
   */
  readonly contentKind?: ContentKind;
  /**
   * The caller hands `data` over: it will neither read nor change those bytes after the call, so
   * a store that keeps bytes in memory may keep them as they are instead of a copy. The reducer
   * sets it for the UTF-8 bytes it encodes for a spill (never for a tool's own binary output).
   * Stores that copy or send the bytes anyway ignore it.
   */
  readonly transfer?: boolean;
}
