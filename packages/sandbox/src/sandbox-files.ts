/**
 * The least a sandbox must offer for spills to live in it: write a file (creating its parent
 * directories, replacing what was there) and read one back (`null` when there is none). An AI SDK 7
 * `Experimental_SandboxSession` (`@ai-sdk/sandbox-just-bash`, `@ai-sdk/sandbox-vercel`, or your own)
 * has exactly these methods, so it is one as it is; a just-bash `Bash` is adapted by `justBashFiles`.
 */
export interface SandboxFiles {
  writeBinaryFile(options: { path: string; content: Uint8Array; abortSignal?: AbortSignal }): PromiseLike<void>;
  readBinaryFile(options: { path: string; abortSignal?: AbortSignal }): PromiseLike<Uint8Array | null>;
  /** Optional: deletes a file; resolves to whether there was one. Used to undo an aborted write and by `delete`. */
  deleteFile?(options: { path: string; abortSignal?: AbortSignal }): PromiseLike<boolean>;
}

/** What the store uses of a just-bash `Bash` (just-bash 3): its virtual file system. */
export interface JustBashLike {
  readonly fs: {
    writeFile(path: string, content: Uint8Array): Promise<void>;
    readFileBuffer(path: string): Promise<Uint8Array>;
    mkdir(path: string, options: { recursive: boolean }): Promise<void>;
    exists(path: string): Promise<boolean>;
    rm(path: string, options: { force: boolean }): Promise<void>;
  };
}

/** True for something with a just-bash `Bash`'s file system (and not a sandbox session). */
export function isJustBashLike(sandbox: SandboxFiles | JustBashLike): sandbox is JustBashLike {
  const fs = (sandbox as Partial<JustBashLike>).fs;
  return typeof fs === 'object' && fs !== null && typeof fs.readFileBuffer === 'function' && !('writeBinaryFile' in sandbox);
}

/**
 * A just-bash `Bash` seen as `SandboxFiles`: files go to its virtual file system (or whatever
 * `fs` it was made with: `InMemoryFs`, `OverlayFs`, `ReadWriteFs`), where its `grep`, `jq` and
 * `cat` see them.
 */
export function justBashFiles(bash: JustBashLike): SandboxFiles {
  const { fs } = bash;
  return {
    async writeBinaryFile({ path, content }) {
      await fs.mkdir(path.slice(0, path.lastIndexOf('/')) || '/', { recursive: true });
      await fs.writeFile(path, content);
    },
    async readBinaryFile({ path }) {
      return (await fs.exists(path)) ? fs.readFileBuffer(path) : null;
    },
    async deleteFile({ path }) {
      const existed = await fs.exists(path);
      await fs.rm(path, { force: true });
      return existed;
    },
  };
}
