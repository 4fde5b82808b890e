import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The one line of `bigFile` holding the needle. */
export const NEEDLE_LINE = 'checkout-7f3a: payment token expired (needle)';

/**
 * Writes a 2 MB text file (2,062,xxx chars) into a new temporary directory: 31,000 log lines, one
 * of them `NEEDLE_LINE` (line 21,357). Returns the directory and the file's path and text.
 */
export async function bigFile(): Promise<{ dir: string; path: string; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'output-limits-mcp-'));
  const lines = Array.from({ length: 31_000 }, (_, i) =>
    i === 21_356
      ? NEEDLE_LINE
      : `2026-12-01T10:${String(i % 60).padStart(2, '0')}:00Z INFO worker-${i % 7} processed batch ${i} in ${(i * 37) % 1000} ms`,
  );
  const text = lines.join('\n');
  const path = join(dir, 'server.log');
  await writeFile(path, text);
  return { dir, path, text };
}
