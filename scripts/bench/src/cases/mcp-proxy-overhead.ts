import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { build } from 'esbuild';
import type { BenchRow } from '../report.js';
import { atMost, formatNs, formatRatio } from '../report.js';
import { timeInterleaved } from '../interleaved.js';
import { median } from '../timing.js';

const TARGET = 1.1;
/** Rounds, and timed round trips of each connection per round (after `WARMUP` untimed ones of each). */
const ROUNDS = 9;
const RUNS_PER_ROUND = 300;
const WARMUP = 200;
const require = createRequire(import.meta.url);

/**
 * The floor any stdio proxy pays: a process that starts the server and copies bytes both ways,
 * reading nothing (`node -e RELAY -- <server command>`).
 */
const RELAY = `
const { spawn } = require('node:child_process');
const [command, ...args] = process.argv.slice(1);
const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
process.stdin.pipe(child.stdin);
child.stdout.pipe(process.stdout);
child.on('exit', (code) => process.exit(code ?? 1));
`;

/** The entry of a package's bin. */
function binOf(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = require(manifest) as { bin: Record<string, string> };
  return join(dirname(manifest), bins[bin]!);
}

/**
 * The proxy as users run it (plain Node on compiled JavaScript, not through tsx, whose
 * `keepNames` costs a `defineProperty` for every closure made): `src/cli.ts` bundled by esbuild
 * for Node 20 into one file in `dir`.
 */
async function bundleProxy(dir: string): Promise<string> {
  const proxyDir = dirname(require.resolve('@output-limits/mcp/package.json'));
  const outfile = join(dir, 'output-limits-mcp.mjs');
  await build({
    entryPoints: [join(proxyDir, 'src', 'cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@output-limits/source'],
    // The bundled CommonJS packages (cross-spawn, redis) call require.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'silent',
  });
  return outfile;
}

/**
 * Benchmark 7: the proxy's cost on a small `tools/call` round trip. The MCP SDK's `Client` calls
 * `read_text_file` of a 200-char file on `@modelcontextprotocol/server-filesystem` over stdio,
 * directly and through `output-limits-mcp` with its defaults (the result is below every band and
 * passes byte for byte). Two controls run in the same rounds: a bare relay that copies bytes (the
 * floor of any proxy process: one more hop each way) and a second direct connection (what the
 * machine's noise alone makes of two identical connections). The four connections are open side by
 * side and called in turn, one call at a time, in rounds; each round gives the ratio of the medians,
 * and the row the median of the rounds' ratios, so a burst of load elsewhere moves one round.
 */
export async function mcpProxyOverhead(rounds = ROUNDS, runsPerRound = RUNS_PER_ROUND): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'output-limits-bench-mcp-'));
  const path = join(dir, 'order.json');
  await writeFile(path, `{"id":"ord-1","status":"shipped","items":3,"note":"${'x'.repeat(150)}"}`);
  const server = [binOf('@modelcontextprotocol/server-filesystem', 'mcp-server-filesystem'), dir];
  const proxy = await bundleProxy(dir);
  const connect = async (args: string[]) => {
    const client = new Client({ name: 'bench', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args, stderr: 'ignore' }));
    return client;
  };
  const clients = {
    direct: await connect(server),
    proxy: await connect([proxy, '--', process.execPath, ...server]),
    relay: await connect(['-e', RELAY, '--', process.execPath, ...server]),
    directAgain: await connect(server),
  };
  const names = Object.keys(clients) as Array<keyof typeof clients>;
  const loadBefore = loadavg();
  try {
    const call = (client: Client) => client.callTool({ name: 'read_text_file', arguments: { path } });
    const direct = JSON.stringify(await call(clients.direct));
    for (const name of names) {
      if (JSON.stringify(await call(clients[name])) !== direct) throw new Error(`the result through ${name} differs from the direct one`);
    }
    const arms = names.map((name) => () => call(clients[name]));
    await timeInterleaved(arms, { runs: 0, warmup: WARMUP });
    const perRound: Array<Record<keyof typeof clients, number>> = [];
    for (let round = 0; round < rounds; round += 1) {
      const medians = await timeInterleaved(arms, { runs: runsPerRound, warmup: 0 });
      perRound.push(Object.fromEntries(names.map((name, i) => [name, medians[i]!])) as Record<keyof typeof clients, number>);
    }
    const loadAfter = loadavg();
    const ratiosOf = (name: keyof typeof clients) => perRound.map((round) => round[name] / round.direct);
    const ratios = ratiosOf('proxy');
    const ratio = median(ratios);
    const relayRatio = median(ratiosOf('relay'));
    const noiseRatio = median(ratiosOf('directAgain'));
    const [baseline, ours, relay] = (['direct', 'proxy', 'relay'] as const).map((name) => median(perRound.map((round) => round[name])));
    const check = atMost(ratio, TARGET);
    const load = `load average ${loadBefore[0]!.toFixed(1)} -> ${loadAfter[0]!.toFixed(1)} on ${cpus().length} cpus`;
    return [
      {
        benchmark: '7. MCP proxy overhead, one small tools/call',
        baseline: `${formatNs(baseline!)}/call`,
        ours: `${formatNs(ours!)}/call (bare relay ${formatRatio(relayRatio)}, 2nd direct ${formatRatio(noiseRatio)})`,
        ratio,
        ...check,
        ...(check.pass
          ? {}
          : {
              reason:
                `a round trip through the proxy took ${formatNs(ours! - baseline!)} more than the direct one (${formatNs(baseline!)}); ` +
                `rounds ${formatRatio(Math.min(...ratios))}-${formatRatio(Math.max(...ratios))}, ${load}. ` +
                `In the same rounds a relay that only copies bytes took ${formatRatio(relayRatio)} (${formatNs(relay! - baseline!)} more), ` +
                `and a second direct connection ${formatRatio(noiseRatio)}: the cost is the extra process hop and the machine's noise, ` +
                'not what the proxy does with a message',
            }),
        details: {
          proxyRatioByRound: ratios,
          relayRatioByRound: ratiosOf('relay'),
          secondDirectRatioByRound: ratiosOf('directAgain'),
          baselineNsPerCall: baseline,
          oursNsPerCall: ours,
          relayNsPerCall: relay,
          rounds,
          runsPerRound,
          loadAverageBefore: loadBefore,
          loadAverageAfter: loadAfter,
        },
      },
    ];
  } finally {
    await Promise.allSettled(Object.values(clients).map((client) => client.close()));
    await rm(dir, { recursive: true, force: true });
  }
}
