import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { BenchRow } from '../report.js';
import { atMost, formatNs } from '../report.js';
import { timeInterleaved } from '../interleaved.js';

const TARGET = 1.1;
/** Timed round trips of each connection. */
const RUNS = 2_000;
const require = createRequire(import.meta.url);

/** The entry of a package's bin. */
function binOf(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = require(manifest) as { bin: Record<string, string> };
  return join(dirname(manifest), bins[bin]!);
}

/**
 * Benchmark 7: the proxy's cost on a small `tools/call` round trip. The MCP SDK's `Client` calls
 * `read_text_file` of a 200-char file on `@modelcontextprotocol/server-filesystem` over stdio,
 * directly vs through `output-limits-mcp` (from source, through tsx, with its defaults: the
 * result is below every band and passes byte for byte). The two connections are open side by side
 * and called in turn, one call at a time; the median round trip of each is kept.
 */
export async function mcpProxyOverhead(runs = RUNS): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'output-limits-bench-mcp-'));
  const path = join(dir, 'order.json');
  await writeFile(path, `{"id":"ord-1","status":"shipped","items":3,"note":"${'x'.repeat(150)}"}`);
  const server = [binOf('@modelcontextprotocol/server-filesystem', 'mcp-server-filesystem'), dir];
  const proxyDir = dirname(require.resolve('@output-limits/mcp/package.json'));
  const connect = async (command: string, args: string[], cwd?: string) => {
    const client = new Client({ name: 'bench', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore', ...(cwd ? { cwd } : {}) }));
    return client;
  };
  const direct = await connect(process.execPath, server);
  const proxied = await connect(
    process.execPath,
    ['--conditions=@output-limits/source', '--import', 'tsx', join(proxyDir, 'src', 'cli.ts'), '--', process.execPath, ...server],
    proxyDir,
  );
  try {
    const call = (client: Client) => client.callTool({ name: 'read_text_file', arguments: { path } });
    const [a, b] = [await call(direct), await call(proxied)];
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('the proxied result differs from the direct one');
    const [baseline, ours] = await timeInterleaved([() => call(direct), () => call(proxied)], { runs });
    const ratio = ours! / baseline!;
    const check = atMost(ratio, TARGET);
    return [
      {
        benchmark: '7. MCP proxy overhead, one small tools/call',
        baseline: `${formatNs(baseline!)}/call`,
        ours: `${formatNs(ours!)}/call`,
        ratio,
        ...check,
        ...(check.pass
          ? {}
          : {
              reason:
                `a round trip through the proxy took ${formatNs(ours! - baseline!)} more than the direct one (${formatNs(baseline!)}): ` +
                'one more process on the path, which reads each line, parses it to see its id and method, and writes it on unchanged',
            }),
        details: { baselineNsPerCall: baseline, oursNsPerCall: ours, runsEach: runs },
      },
    ];
  } finally {
    await Promise.allSettled([direct.close(), proxied.close()]);
    await rm(dir, { recursive: true, force: true });
  }
}
