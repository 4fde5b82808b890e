import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAS_REDIS_SERVER } from '@output-limits/redis/test';
import { describe, expect, it } from 'vitest';
import { LOG_INCIDENTS as LOG_ERRORS } from './shared/server-logs.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs one example as `pnpm <script>` would, with no API key and no colours. */
function run(file: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runWithin(170_000, file, ...args);
}

/** `run`, given `timeout` ms instead of 170 s. */
function runWithin(timeout: number, file: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.OPENAI_API_KEY;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=@output-limits/source', '--import', 'tsx', join('src', file), ...args],
      { cwd: root, env, maxBuffer: 16 * 1024 * 1024, timeout },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The lines of the answer block the demo prints last. */
function answerOf(stdout: string): string {
  return stdout.slice(stdout.lastIndexOf('Answer\n') + 'Answer\n'.length).trim();
}

const EXPECTED_ERRORS = [
  'payments-worker: charge failed for order ORD-48213: card_declined (provider code 402) after 3 attempts, amount=129.90 EUR',
  'db-pool: connection pool exhausted: 50/50 connections in use, waited 30000ms for host db-primary-2',
  'api-gateway: 503 returned to 214 clients in 60s; circuit breaker "inventory" OPEN',
];

describe('demo', () => {
  it('spills the logs, reads them back by pattern, and answers from the lines it got', async () => {
    const { code, stdout, stderr } = await run('demo.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('output-limits demo · generateText · model careful-agent (scripted mock; set OPENAI_API_KEY to use gpt-4o-mini)');
    expect(stdout).toMatch(/^Generating server logs done 3\.0 MB, [\d,]+ lines, 6 of them ERROR \(\d+ ms\)$/m);
    // Step 1: the model saw a spill notice, not the logs.
    expect(stdout).toMatch(
      /^ +1 {2}fetch_server_logs {2}\[Tool output too large \(3,000,\d{3} chars\); sto.+ 3,000,\d{3} +[\d,]+ +2,99\d,\d{3} +≈7\d\d,\d{3}$/m,
    );
    // Step 2: it read back only the ERROR lines; step 3 the listing; step 4 the two orders.
    expect(stdout).toMatch(/^ +2 {2}read_tool_result {3}\d+: 2025-06-03T\d\d:\d\d:\d\d\.\d{3}Z ERROR \[payment/m);
    expect(stdout).toMatch(/^ +3 {2}list_orders {8}\[Tool output too large \(/m);
    expect(stdout).toMatch(/^ +4 {2}read_tool_result .*ORD-48213/m);
    expect(stdout).toMatch(/^ +5 {2}\(answer\) {11}I found 6 ERROR lines/m);
    expect(stdout).toMatch(/^ {6}total +[\d,]+ +[\d,]+ +[\d,]+ +≈[\d,]+$/m);
    const answer = answerOf(stdout);
    expect(answer).toMatch(/^I found 6 ERROR lines in the 3,000,\d{3}-char log \(it stayed out of my context; I searched it by handle\):/);
    for (const error of EXPECTED_ERRORS) expect(answer).toContain(error);
    expect(answer).toContain('ORD-48213 is payment_failed, 129.9 EUR, customer CUS-');
    expect(answer).toContain('ORD-51877 is payment_pending, 54.2 GBP, customer CUS-');
  });

  it('--stream runs the same agent through streamText', async () => {
    const { code, stdout, stderr } = await run('demo.ts', '--stream');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(
      'output-limits demo · streamText · model careful-agent (scripted mock; set OPENAI_API_KEY to use gpt-4o-mini)',
    );
    expect(stdout).toContain('→ fetch_server_logs({"since":"2025-06-03T00:00:00Z","until":"2025-06-04T00:00:00Z"})');
    expect(stdout).toMatch(/^← \[Tool output too large \(3,000,\d{3} chars\); stored to handle 'demo-session\//m);
    expect(stdout).toMatch(/^→ read_tool_result\(\{"handle":"demo-session\/[^"]+","pattern":"ERROR","context":0\}\)$/m);
    expect(stdout).toContain('I found 6 ERROR lines in the 3,000,');
    for (const error of EXPECTED_ERRORS) expect(stdout).toContain(error);
  });

  it('rejects an unknown option without a stack trace', async () => {
    const { code, stdout, stderr } = await run('demo.ts', '--bogus');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'error unknown option --bogus\nusage: demo [--stream]\n  --stream  run the agent with streamText instead of generateText\n',
    );
  });
});

describe('example:sandbox', () => {
  it("spills the 3 MB log into the agent's sandbox and prints the ERROR lines the agent's own grep found", async () => {
    const { code, stdout, stderr } = await run('sandbox.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(
      'sandbox example · bash-tool over just-bash · model careful-agent (scripted mock; set OPENAI_API_KEY to use gpt-4o-mini)',
    );
    expect(stdout).toContain('Spills go to /tmp/tool-output inside the sandbox; tools: bash, readFile, fetch_server_logs\n');
    expect(stdout).toMatch(
      /^← \[Tool output too large \(3,000,\d{3} chars\); saved to \/tmp\/tool-output\/call_1_1\.0-[0-9a-z]{12}\.txt\. Read it with your b/m,
    );
    expect(stdout).toMatch(/^→ bash\(\{"command":"grep -n ERROR \/tmp\/tool-output\/call_1_1\.0-[0-9a-z]{12}\.txt"\}\)$/m);
    const found = stdout.slice(stdout.indexOf("ERROR lines the agent's own grep found: 6\n")).split('\n').slice(1, 7);
    expect(found).toHaveLength(6);
    for (const line of found) expect(line).toMatch(/^\d+:2025-06-03T[\d:.]+Z ERROR \[[a-z-]+\] req=[0-9a-f]{8} /);
    for (const [i, error] of EXPECTED_ERRORS.slice(0, 2).entries()) {
      const service = error.slice(0, error.indexOf(': '));
      expect(found[i]).toContain(`ERROR [${service}] `);
      expect(found[i]?.endsWith(error.slice(service.length + 2))).toBe(true);
    }
    expect(stdout).toMatch(
      /My grep found 6 ERROR lines in \/tmp\/tool-output\/call_1_1\.0-[0-9a-z]{12}\.txt, from payments-worker, db-pool, inventory-svc, checkout, auth, api-gateway\.\n$/,
    );
  });
});

// The durable-run recipes, run: Restate's on a real restate-server with its worker killed (kill -9),
// Workflow DevKit's built with `workflow build` and served over the local world. Each takes a minute
// or more on a loaded 2-core machine (workflow build alone 15-100 s).
describe('example:durable', () => {
  it(
    'runs the Restate recipe beside @restatedev/vercel-ai-middleware (ai@7), kills its worker after the spill, and prints the line the issue asks for',
    { timeout: 420_000 },
    async () => {
      const { code, stdout, stderr } = await runWithin(400_000, 'durable.ts');
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toMatch(
        /^worker spilled the log under inv_\w+\/call_1, and was killed with kill -9 before Restate recorded the step$/m,
      );
      // The middleware journaled the first model call before the step; the new worker took it from the journal.
      expect(stdout).toContain(
        'journal at the kill: Command: Input, Command: Run (calling mock-provider), Notification: Run, Command: Run (fetch_logs)\n',
      );
      expect(stdout).toMatch(
        /^a new worker ran the step 1 time\(s\) more and made 2 of the run's 3 model calls \(the others were replayed from the journal\); \d+ ms/m,
      );
      expect(stdout).toMatch(
        /^model's answer: The log of 2025-06-03 is stored under inv_\w+\/call_1; its first ERROR line: 1: 2025-06-03T00:00:00Z ERROR \[checkout\] /m,
      );
      expect(stdout).toMatch(/^the model calls Restate journaled \(through the middleware\): \d{3}, \d{3}, \d{3} bytes$/m);
      expect(stdout).toMatch(/^the step Restate journaled: 1,\d{3} bytes, for a 3,000,000-byte log$/m);
      expect(stdout.trimEnd().split('\n').at(-1)).toBe('durable: restate, worker killed 1 time, payloads 1, same handle');
    },
  );
});

describe('example:workflow-devkit', () => {
  it(
    'builds the Workflow DevKit recipe and runs it: the step spills into Redis, the model reads the ERROR lines back',
    { timeout: 420_000 },
    async (context) => {
      if (process.env.REDIS_URL === undefined && !HAS_REDIS_SERVER) {
        if (process.env.CI === 'true') throw new Error('CI=true needs REDIS_URL or redis-server for the Workflow DevKit recipe');
        context.skip('no REDIS_URL and no redis-server on PATH: the Workflow DevKit recipe keeps its spills in Redis');
      }
      const { code, stdout, stderr } = await runWithin(400_000, 'workflow-devkit.ts');
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toMatch(
        /^the model saw: \[Tool output too large \(3,000,\d{3} chars\); stored to handle 'wrun_\w+\/call_1'\. Read it with read_tool_result\(handle='wrun_\w+\/call_1', offset=0, limit=200\)\.\]$/m,
      );
      expect(stdout).toContain(
        'it read back 6 ERROR lines by handle; its answer starts: What went wrong, from the ERROR lines I read back:\n',
      );
      expect(stdout).toMatch(/^the fetch_logs step the event log recorded: [12],\d{3} bytes, for a 3,000,\d{3}-byte log$/m);
      expect(stdout.trimEnd().split('\n').at(-1)).toMatch(
        /^workflow devkit: run wrun_\w+, handle <run id>\/call_1, payload byte for byte, 6 ERROR lines read back$/,
      );
    },
  );
});

describe('example:middleware', () => {
  it('reduces the history in every prompt, the same way each time, and reads it back', async () => {
    const { code, stdout, stderr } = await run('middleware.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}middleware: spill fetch_server_logs \(1,000,\d{3} chars\) → mw-[0-9a-f]{32}$/m);
    expect(stdout).toMatch(/^ +1 {2}fetch_server_logs +1,000,\d{3} +\d{3,4} {2}\[Tool output too large/m);
    expect(stdout).toContain('the reduced parts were identical on every call');
    const answer = answerOf(stdout);
    expect(answer).toMatch(/^I found 6 ERROR lines/);
    expect(answer).toContain('ORD-48213 is payment_failed, 129.9 EUR');
  });
});

describe('example:summaries', () => {
  it('summarizes with the second model and reports its usage', async () => {
    const { code, stdout, stderr } = await run('summaries.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}summary of fetch_server_logs: [\d,]+ input \+ \d+ output tokens$/m);
    expect(stdout).toMatch(/^ {2}\[Summary of a 200,\d{3}-char tool output; the full output was not kept\.\]$/m);
    expect(stdout).toContain('  Errors (6):');
    expect(stdout).toMatch(/^summaries \(mock\) +1 +[\d,]+ +\d+ +[\d,]+$/m);
    expect(answerOf(stdout)).toMatch(/^According to the log summary, 6 errors need attention:/);
  });
});

describe('example:core', () => {
  it('runs createReducer and readToolResult in a hand-written loop', async () => {
    const { code, stdout, stderr } = await run('core-only.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^ +1 {2}fetch_server_logs\(since="2025-06-03T00:00:00Z"\) +spill +2,000,\d{3} +[\d,]+ {2}\[Tool output too large/m,
    );
    expect(stdout).toMatch(/^ +2 {2}read_tool_result\(pattern="ERROR", context=0\) +none/m);
    expect(answerOf(stdout)).toMatch(/^6 ERROR lines; the log ends at 2025-06-03T23:\d\d:\d\d\.\d{3}Z\./);
  });
});

describe('example:previews', () => {
  // Twelve agent runs over the 3 MB log and the listing: slow on a loaded machine.
  it(
    'salient previews find every needle with fewer read-backs and input tokens than head/tail previews',
    { timeout: 200_000 },
    async () => {
      const { code, stdout, stderr } = await runWithin(180_000, 'preview-economics.ts');
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const totals = [...stdout.matchAll(/^all +(salient|headTail) +(\d+) +([\d,]+) +(\d+)\/(\d+)$/gm)].map((m) => ({
        preview: m[1],
        readBacks: Number(m[2]),
        inputTokens: Number(m[3]!.replaceAll(',', '')),
        found: m[4] === m[5],
      }));
      expect(totals.map((t) => t.preview)).toEqual(['salient', 'headTail', 'salient', 'headTail']);
      for (let i = 0; i < totals.length; i += 2) {
        const [salient, headTail] = [totals[i]!, totals[i + 1]!];
        expect(salient.found && headTail.found).toBe(true);
        expect(salient.readBacks * 2).toBeLessThanOrEqual(headTail.readBacks);
        expect(salient.inputTokens).toBeLessThan(headTail.inputTokens);
      }
    },
  );
});

/** The checks example:langchain and example:openai-agents share: the notice the model saw, then the ERROR lines it read back. */
function expectSpilledAndReadBack(stdout: string, title: string): void {
  const lines = stdout.split('\n');
  expect(lines[0]).toBe(title);
  expect(lines[2]).toMatch(
    /^The tool result the model saw \(fetch_server_logs: 2,000,\d{3} chars, spilled; 1,\d{3} chars shown, ≈49\d,\d{3} tokens kept out\)$/,
  );
  const handle =
    /^\[Tool output too large \(2,000,\d{3} chars\); stored to handle '(conversation-42\/call_1\.0-[0-9a-z]{12})'\. Read it with read_tool_result\(handle='\1', offset=0, limit=200\)\.\]$/.exec(
      lines[3] ?? '',
    )?.[1];
  expect(handle).toBeDefined();
  expect(stdout).toMatch(/^\.\.\.\[1,99\d,\d{3} chars /m); // the preview says what it left out
  const readAt = lines.indexOf(`The lines it read back read_tool_result(handle='${handle}', pattern=" ERROR ", context=0)`);
  expect(readAt).toBeGreaterThan(3);
  // The matches after their line numbers, -- between them (none is next to another), then the footer.
  const page = lines
    .slice(readAt + 1, readAt + 13)
    .filter((line) => line !== '--')
    .map((line) => line.replace(/^\d+: /, ''));
  for (const [i, error] of LOG_ERRORS.entries())
    expect(page[i]).toMatch(new RegExp(`^2025-06-03T\\S+ ERROR \\[${error.service}\\] req=[0-9a-f]{8} ${escapeRegExp(error.message)}$`));
  expect(page[6]).toMatch(/^\[matches 1-6 of 6 for " ERROR " \([\d,]+ lines in all\); end of output\]$/);
  expect(answerOf(stdout)).toBe(`6 ERROR lines in the logs; the first: [payments-worker] ${page[0]!.slice(page[0]!.indexOf('req='))}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('example:langchain', () => {
  it('spills the logs through the createAgent middleware and prints what the model saw, then the lines it read back', async () => {
    const { code, stdout, stderr } = await run('langchain.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expectSpilledAndReadBack(
      stdout,
      'LangChain.js example · createAgent + outputLimitsMiddleware · fakeModel from @langchain/core/testing (scripted; no key needed)',
    );
  });
});

describe('example:openai-agents', () => {
  it('spills the logs through the wrapped tools and prints what the model saw, then the lines it read back', async () => {
    const { code, stdout, stderr } = await run('openai-agents.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expectSpilledAndReadBack(
      stdout,
      'OpenAI Agents JS example · Agent + Runner, tools through withOutputLimits · scripted Model (no key needed)',
    );
  });
});

describe('mcp-proxy example', () => {
  it('reads a 2 MB file through the proxy as a short notice, then the ERROR line by pattern and a page as a resource', async () => {
    const { code, stdout, stderr } = await runWithin(120_000, 'mcp-proxy.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('tools/list 15 tools, the last one added by the proxy: read_tool_result');
    expect(stdout).toMatch(/^tools\/call read_text_file a 2,062,496-char file reached the client as \d{3},?\d{0,3} chars:$/m);
    // Stored: the file, then its structuredContent ({ content: <the file> }) as one line (101 chars, 2 lines).
    expect(stdout).toMatch(/^\[Tool output too large \(2,062,597 chars\); stored to handle 'mcp-[0-9a-f]{16}\//m);
    expect(stdout).toContain('\n21357: 2026-12-01T10:17:00Z ERROR checkout-7f3a: payment token expired for order ORD-48213\n');
    expect(stdout).toContain('\n[matches 1-1 of 1 for "ERROR" (31,002 lines in all); end of output]\n');
    expect(stdout).toMatch(/\[lines 1-3 of 31,002; next: read_tool_result\(handle='mcp-[0-9a-f]{16}\/[^']+', offset=3, limit=3\)\]/);
  });
});

describe('example:references', () => {
  it('passes the spilled 3 MB log whole to upload_log and prints equal sizes and SHA-256', async () => {
    const { code, stdout, stderr } = await run('references.ts');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ +\{"ticket":"INC-2291","content":"@tool_result:call_1\.0-[a-z0-9]{12}"\}$/m);
    const original = /^original log +([\d,]+) +([0-9a-f]{64})$/m.exec(stdout);
    const received = /^received by upload_log +([\d,]+) +([0-9a-f]{64})$/m.exec(stdout);
    expect(original?.[1]).toBe('3,000,033');
    expect(received?.slice(1)).toEqual(original?.slice(1));
    expect(stdout).toContain('equal: upload_log received the exact log');
  });
});
