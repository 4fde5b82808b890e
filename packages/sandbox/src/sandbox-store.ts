import type { AgentFiles, AgentFileTool, ContentKind, OverflowStore, StoreWriteOptions } from '@output-limits/core';
import { ConfigurationError } from '@output-limits/core';
import { describeCause, handleProblem, isStoreError, StoreError } from '@output-limits/core/store-kit';
import type { JustBashLike, SandboxFiles } from './sandbox-files.js';
import { isJustBashLike, justBashFiles } from './sandbox-files.js';

/** How this package names itself in its errors: `[output-limits/sandbox] ...`. */
const COMPONENT = 'sandbox';

/** Default spill directory inside the sandbox: under `/tmp`, writable in every sandbox, and short in notices. */
export const DEFAULT_SPILL_DIR = '/tmp/tool-output';

/** Default agent tool named in notices: the `bash` tool of `bash-tool` or `@ai-sdk/tool-bash`. */
export const DEFAULT_AGENT_TOOLS: readonly AgentFileTool[] = Object.freeze([Object.freeze({ name: 'bash', kind: 'shell' as const })]);

/** File name extension of each content kind. */
const EXTENSIONS: Readonly<Record<ContentKind, string>> = { text: '.txt', json: '.json', jsonl: '.jsonl', binary: '.bin' };

const DIR = /^(\/[A-Za-z0-9._-]+)+$/;

/** Options of `sandboxStore`. */
export interface SandboxStoreOptions<KEEP extends boolean = false> {
  /**
   * Directory inside the sandbox for the spills: an absolute path of letters, digits and `. _ - /`
   * (no `.` or `..` segment, no trailing `/`). Default `DEFAULT_SPILL_DIR` (`/tmp/tool-output`).
   */
  readonly dir?: string;
  /**
   * The agent's tools that read the files, as the agent has them; notices name the first. A call of
   * any of them whose input mentions the spill directory is exempt from reduction. At least one.
   * Default `[{ name: 'bash', kind: 'shell' }]`.
   */
  readonly tools?: readonly AgentFileTool[];
  /**
   * Keep `read_tool_result` beside the agent's tools: `withOutputLimits` adds it and notices name
   * it too. Default false: it steps aside, since the agent's shell greps, pages and `jq`s the files.
   */
  readonly readToolResult?: KEEP;
}

/** An `OverflowStore` whose payloads are files in the agent's sandbox. */
export interface SandboxStore<KEEP extends boolean = false> extends OverflowStore {
  readonly agentFiles: AgentFiles & { readonly readToolResult: KEEP };
  /** The file of a handle, as the agent sees it: `<dir>/<handle>`. */
  pathOf(handle: string): string;
  /** Deletes the file of `handle`; resolves to whether there was one (false when the sandbox cannot delete). */
  delete(handle: string): Promise<boolean>;
}

/**
 * A store that writes each spill as a file inside the agent's own sandbox, under `dir`, so the agent
 * reads it with its own tools (`grep -n ERROR /tmp/tool-output/call_1.txt`, `jq`). The notice names
 * that tool and the path inside the sandbox, never a host path.
 *
 * - `sandbox`: an AI SDK 7 `Experimental_SandboxSession`, a just-bash `Bash` (the instance
 *   `bash-tool` runs), or any `SandboxFiles`.
 * - The handle is the key plus an extension from the write's content kind (`.txt`, `.json` for a
 *   JSON document, `.jsonl` for JSON lines, `.bin`; none when the write does not say), and the file
 *   is `<dir>/<handle>`: a deterministic key (`deterministicKeys`) gives the same file again.
 * - The bytes are written as they are given. Nothing is kept outside the sandbox: the files live
 *   and end with it (cleanup follows the sandbox's life); `delete` removes one sooner.
 * - The files are the agent's: it can read, change or delete them with its own tools, so a read
 *   returns what the file holds then.
 * - A handle that is not of the shape the core makes (`handleProblem`) reads as not found; a
 *   sandbox that fails rejects with a `StoreError` of this component.
 *
 * @throws ConfigurationError for a bad `dir` or an empty `tools`.
 */
export function sandboxStore<const KEEP extends boolean = false>(
  sandbox: SandboxFiles | JustBashLike,
  options: SandboxStoreOptions<KEEP> = {},
  // NoInfer: KEEP comes from `options` only, not from where the store is passed (an `OverflowStore` slot would make it `boolean`).
): SandboxStore<NoInfer<KEEP>> {
  const dir = options.dir ?? DEFAULT_SPILL_DIR;
  if (!DIR.test(dir) || dir.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new ConfigurationError(
      `sandboxStore: dir must be an absolute path of letters, digits and . _ - / without . or .. segments or a trailing /; got ${JSON.stringify(dir)}.`,
    );
  }
  const tools = options.tools ?? DEFAULT_AGENT_TOOLS;
  if (tools.length === 0) throw new ConfigurationError('sandboxStore: tools must name at least one tool of the agent that reads files.');
  const files = isJustBashLike(sandbox) ? justBashFiles(sandbox) : sandbox;
  const pathOf = (handle: string) => `${dir}/${handle}`;

  async function write(key: string, data: Uint8Array, writeOptions: StoreWriteOptions = {}): Promise<string> {
    const { signal, contentKind } = writeOptions;
    const problem = handleProblem(key);
    if (problem !== undefined) throw new StoreError(`refused key: ${problem}`, { code: 'EINVAL', component: COMPONENT });
    signal?.throwIfAborted();
    // The core already ends a binary key with `.bin`: the extension is added only when missing.
    const extension = contentKind === undefined ? '' : EXTENSIONS[contentKind];
    const handle = key.endsWith(extension) ? key : `${key}${extension}`;
    const path = pathOf(handle);
    try {
      // A copy, so the caller changing its bytes later cannot change the file (a sandbox may keep the array).
      await files.writeBinaryFile({ path, content: data.slice(), ...(signal ? { abortSignal: signal } : {}) });
    } catch (error) {
      await removeQuietly(path);
      throw wrap('write', error);
    }
    if (signal?.aborted) {
      await removeQuietly(path);
      signal.throwIfAborted();
    }
    return handle;
  }

  async function read(handle: string): Promise<Uint8Array> {
    if (handleProblem(handle) !== undefined) throw new StoreError('no spill under this handle', { code: 'ENOENT', component: COMPONENT });
    let data: Uint8Array | null;
    try {
      data = await files.readBinaryFile({ path: pathOf(handle) });
    } catch (error) {
      throw wrap('read', error);
    }
    if (data === null) throw new StoreError('no spill under this handle', { code: 'ENOENT', component: COMPONENT });
    return data;
  }

  async function removeQuietly(path: string): Promise<void> {
    try {
      await files.deleteFile?.({ path });
    } catch {
      // Best effort: the write already failed or was aborted; that is what the caller hears about.
    }
  }

  return {
    write,
    read,
    pathOf,
    async delete(handle: string): Promise<boolean> {
      if (handleProblem(handle) !== undefined || !files.deleteFile) return false;
      try {
        return await files.deleteFile({ path: pathOf(handle) });
      } catch (error) {
        throw wrap('delete', error);
      }
    },
    agentFiles: Object.freeze({ dir, tools: Object.freeze([...tools]), readToolResult: (options.readToolResult ?? false) as KEEP }),
  };
}

/** The sandbox's error as this component's `StoreError` (an abort stays an abort). */
function wrap(operation: string, error: unknown): Error {
  if (isStoreError(error)) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new StoreError(`${operation} failed: ${describeCause(error)}`, { code: 'EIO', component: COMPONENT, cause: error });
}
