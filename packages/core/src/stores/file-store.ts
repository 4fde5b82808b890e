import type { OverflowStore } from './overflow-store.js';

/** Options of `FileStore`. */
export interface FileStoreOptions {
  /** Root directory. Default: `output-limits-<uid>` under the OS temp directory. */
  readonly dir?: string;
  /** Delete payloads older than this many milliseconds (checked on writes). Default: keep. */
  readonly cleanupAfterMs?: number;
}

/** STUB: the default store, one file a payload under a per-user directory. */
export class FileStore implements OverflowStore {
  constructor(readonly options: FileStoreOptions = {}) {}
  async write(key: string, data: Uint8Array): Promise<string> {
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    const os = await import('node:os');
    const dir = this.options.dir ?? path.join(os.tmpdir(), 'output-limits-stub');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, key.replace(/[^A-Za-z0-9._-]/g, '_')), data);
    return key;
  }
  async read(handle: string): Promise<Uint8Array> {
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    const os = await import('node:os');
    const dir = this.options.dir ?? path.join(os.tmpdir(), 'output-limits-stub');
    return fs.readFile(path.join(dir, handle.replace(/[^A-Za-z0-9._-]/g, '_')));
  }
}
