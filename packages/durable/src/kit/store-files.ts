/** What a test finds in the shared FileStore directory after a crash and its recovery. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The files under `dir`, split into payloads, the store's line-index sidecars and temp files (of a write that never finished). */
export async function storeFiles(dir: string): Promise<{ payloads: string[]; sidecars: string[]; temps: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => ({ name: entry.name, path: join(entry.parentPath, entry.name) }));
  return {
    payloads: files.filter((file) => !file.name.startsWith('.')).map((file) => file.path),
    sidecars: files.filter((file) => file.name.startsWith('.') && file.name.endsWith('.idx.json')).map((file) => file.path),
    temps: files.filter((file) => file.name.endsWith('.tmp')).map((file) => file.path),
  };
}
