#!/usr/bin/env node
/**
 * `output-limits-mcp`: the proxy as a command. Exits with the wrapped server's exit code when the
 * server exits, 0 when the client leaves, 2 for a bad command line, 1 when the server cannot start.
 */
import { readFile } from 'node:fs/promises';
import { parseProxyArgs, USAGE, UsageError } from './parse-args.js';
import { startProxy } from './start-proxy.js';

const fail = (message: string, code: number): never => {
  process.stderr.write(`output-limits-mcp: ${message}\n`);
  process.exit(code);
};

async function main(): Promise<void> {
  let parsed: Awaited<ReturnType<typeof parseProxyArgs>>;
  try {
    parsed = await parseProxyArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message}\n\n${USAGE}`, 2);
    throw error;
  }
  if (parsed.kind === 'help') return void process.stdout.write(`${USAGE}\n`);
  if (parsed.kind === 'version') {
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    return void process.stdout.write(`${version}\n`);
  }
  const proxy = await startProxy({ config: parsed.config, server: parsed.server }).catch((error: unknown) =>
    fail(`cannot start: ${error instanceof Error ? error.message : String(error)}`, 1),
  );
  if (proxy.http) process.stderr.write(`output-limits-mcp: listening on ${proxy.http.url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void proxy.close());
  process.exitCode = await proxy.done;
  // stdin may keep the event loop alive after the client's side closed.
  process.exit();
}

void main();
