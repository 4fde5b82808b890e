/**
 * Commands that start the proxy from its source (through tsx, as a user's client starts the bin)
 * and the MCP servers nobody here wrote, for tests and the bench.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The package's directory. */
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The entry of a server package's bin, resolved from this package. */
function serverEntry(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = require(manifest) as { bin: Record<string, string> | string };
  return join(dirname(manifest), typeof bins === 'string' ? bins : (bins[bin] as string));
}

/** `@modelcontextprotocol/server-filesystem` serving `dir`. */
export function filesystemServer(dir: string): string[] {
  return [process.execPath, serverEntry('@modelcontextprotocol/server-filesystem', 'mcp-server-filesystem'), dir];
}

/** `@modelcontextprotocol/server-everything` over stdio (or `streamableHttp`, with PORT in the environment). */
export function everythingServer(mode: 'stdio' | 'streamableHttp' = 'stdio'): string[] {
  return [process.execPath, serverEntry('@modelcontextprotocol/server-everything', 'mcp-server-everything'), mode];
}

/** The proxy from source: `node --import tsx src/cli.ts <flags> -- <server>`; run it with `cwd: PACKAGE_DIR`. */
export function proxyCommand(flags: readonly string[], server: readonly string[]): { command: string; args: string[]; cwd: string } {
  return {
    command: process.execPath,
    args: ['--conditions=@output-limits/source', '--import', 'tsx', join(PACKAGE_DIR, 'src', 'cli.ts'), ...flags, '--', ...server],
    cwd: PACKAGE_DIR,
  };
}
