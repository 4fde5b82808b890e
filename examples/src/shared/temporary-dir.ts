import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dirs = new Set<string>();
let hooked = false;

function removeAll(): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

/**
 * Makes a fresh directory under the OS temp directory that is removed when the process exits,
 * also on Ctrl-C or a closed output pipe; `remove()` removes it earlier.
 */
export function temporaryDir(prefix: string): { readonly path: string; remove(): void } {
  if (!hooked) {
    hooked = true;
    process.on('exit', removeAll);
    process.once('SIGINT', () => process.exit(130));
  }
  const path = mkdtempSync(join(tmpdir(), prefix));
  dirs.add(path);
  return {
    path,
    remove() {
      rmSync(path, { recursive: true, force: true });
      dirs.delete(path);
    },
  };
}
