/**
 * The command line: `output-limits-mcp [options] [--] <server command> [args...]`, or
 * `output-limits-mcp [options] --url <https://...>`.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ProxyConfig } from './proxy-config.js';
import { proxyConfigSchema } from './proxy-config.js';
import type { ServerTarget } from './upstream.js';

/** What the command line asks for. */
export type ParsedArgs =
  | { readonly kind: 'run'; readonly config: ProxyConfig; readonly server: ServerTarget }
  | { readonly kind: 'help' }
  | { readonly kind: 'version' };

/** A command line that cannot be run; its message says what to change. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE = `Usage: output-limits-mcp [options] [--] <server command> [args...]
       output-limits-mcp [options] --url <https://...>

Keeps oversized MCP tool results out of the client's context: results over a size band are
spilled to a store, and the model reads them back with read_tool_result or resources/read.

Options:
  --over <chars>                    spill results from this size on (default 10000)
  --preview <salient|headTail|tail> how the spill notice previews the result (default salient)
  --preview-chars <chars>           preview size in the notice (default 1000)
  --max-chars <chars>               cut results to this size when the store fails (default 4000)
  --tokens                          measure in tokens (chars / 4) instead of chars
  --strip-ansi                      strip ANSI escape codes before measuring
  --tool-over <tool>=<chars>        a tool's own spill threshold (repeatable)
  --exempt <tool>                   pass a tool's results untouched (repeatable)
  --error-over <chars>              spill error results (isError) from this size on, previewing their end (default 20000)
  --max-result-size-ceiling <chars> most a server's _meta["anthropic/maxResultSizeChars"] may let through (default 50000; 0 ignores it)
  --config <file.json>              read options from a JSON file (flags win)
  --redis <url>                     spill to Redis (shared by several proxies) instead of files
  --store-dir <dir>                 spill files here (default: output-limits-<uid> in the temp directory)
  --url <url>                       wrap a Streamable HTTP server instead of a command
  --header <name: value>            send this header to the --url server (repeatable)
  --listen <port>                   serve clients over Streamable HTTP on 127.0.0.1:<port>/mcp instead of stdio
  --help, --version`;

const OPTIONS = {
  config: { type: 'string' },
  over: { type: 'string' },
  preview: { type: 'string' },
  'preview-chars': { type: 'string' },
  'max-chars': { type: 'string' },
  tokens: { type: 'boolean' },
  'strip-ansi': { type: 'boolean' },
  'tool-over': { type: 'string', multiple: true },
  exempt: { type: 'string', multiple: true },
  'error-over': { type: 'string' },
  'max-result-size-ceiling': { type: 'string' },
  redis: { type: 'string' },
  'store-dir': { type: 'string' },
  url: { type: 'string' },
  header: { type: 'string', multiple: true },
  listen: { type: 'string' },
  help: { type: 'boolean' },
  version: { type: 'boolean' },
} as const;

/**
 * Reads the command line (the arguments after the program's name): the proxy's options, then
 * the server's command (after `--`, or from the first argument that is not an option). A `--config` file is read and checked here; flags override
 * its fields.
 *
 * @throws UsageError for an unknown flag, a bad value, a bad config file, or no server to wrap.
 */
export async function parseProxyArgs(argv: readonly string[]): Promise<ParsedArgs> {
  const split = commandStart(argv);
  const own = argv.slice(0, split);
  const command = argv.slice(argv[split] === '--' ? split + 1 : split);
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
  try {
    ({ values } = parseArgs({ args: own, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. Put the server's command after --.`);
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const fromFile = values.config === undefined ? {} : await readConfigFile(values.config);
  const flags: Record<string, unknown> = {
    over: chars(values.over, '--over'),
    preview: values.preview,
    previewChars: chars(values['preview-chars'], '--preview-chars'),
    maxChars: chars(values['max-chars'], '--max-chars'),
    tokens: values.tokens,
    stripAnsi: values['strip-ansi'],
    toolOver: values['tool-over'] && { ...fromFile.toolOver, ...Object.fromEntries(values['tool-over'].map(toolOver)) },
    exempt: values.exempt && [...(fromFile.exempt ?? []), ...values.exempt],
    errorOver: chars(values['error-over'], '--error-over'),
    maxResultSizeCeiling: chars(values['max-result-size-ceiling'], '--max-result-size-ceiling'),
    redis: values.redis,
    storeDir: values['store-dir'],
    url: values.url,
    headers: values.header && { ...fromFile.headers, ...Object.fromEntries(values.header.map(header)) },
    listen: chars(values.listen, '--listen'),
  };
  const merged = { ...fromFile, ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)) };
  const checked = proxyConfigSchema.safeParse(merged);
  if (!checked.success) throw new UsageError(`bad option: ${describeIssues(checked.error.issues)}`);
  const config = checked.data;

  if (config.url !== undefined) {
    if (command.length > 0) throw new UsageError('give either --url or a command after --, not both.');
    return { kind: 'run', config, server: { url: config.url, ...(config.headers ? { headers: config.headers } : {}) } };
  }
  const [program, ...args] = command;
  if (program === undefined) throw new UsageError('no server to wrap: give its command after -- (or --url).');
  return { kind: 'run', config, server: { command: program, args } };
}

/**
 * Where the server's command starts: after `--`, or else at the first argument that is neither
 * one of the proxy's options nor an option's value (as `env` and `npx` read theirs), so
 * `output-limits-mcp --over 20000 npx -y some-server --its-flag` works too.
 */
function commandStart(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i]!;
    if (token === '--' || !token.startsWith('-')) return i;
    const name = token.replace(/^--?/, '').split('=')[0]!;
    const option = (OPTIONS as Record<string, { type: string }>)[name];
    if (option?.type === 'string' && !token.includes('=')) i += 1;
  }
  return argv.length;
}

async function readConfigFile(path: string): Promise<ProxyConfig> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read --config ${path}: ${(error as Error).message}`);
  }
  const checked = proxyConfigSchema.safeParse(json);
  if (!checked.success) throw new UsageError(`bad --config ${path}: ${describeIssues(checked.error.issues)}`);
  return checked.data;
}

function describeIssues(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(top)'}: ${issue.message}`).join('; ');
}

/** A whole number of chars (or a port) from a flag. */
function chars(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} takes a whole number; got '${value}'.`);
  return Number(value);
}

function toolOver(value: string): [string, number] {
  const at = value.lastIndexOf('=');
  if (at <= 0) throw new UsageError(`--tool-over takes <tool>=<chars>; got '${value}'.`);
  return [value.slice(0, at), chars(value.slice(at + 1), '--tool-over') as number];
}

function header(value: string): [string, string] {
  const at = value.indexOf(':');
  if (at <= 0) throw new UsageError(`--header takes '<name>: <value>'; got '${value}'.`);
  return [value.slice(0, at).trim(), value.slice(at + 1).trim()];
}
