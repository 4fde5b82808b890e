// A scripted agent (MockLanguageModelV3 in a real generateText loop, ai@6) whose own tools are
// bash-tool's `bash` and `readFile` over a just-bash `Bash`, with spills going into that sandbox.
import { jsonLines } from '@output-limits/core';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { generateText, stepCountIs, tool } from 'ai';
import { createBashTool } from 'bash-tool';
import { Bash } from 'just-bash';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { sandboxStore } from './sandbox-store.js';
import {
  carefulAgent,
  CONFIG_TEXT,
  ERROR_LINES,
  FAILED,
  LOG,
  ORDERS,
  resultsIn,
  savedPath,
  scriptedModel,
} from './test-support/agent-fixtures.js';

describe('an agent with bash-tool over just-bash, spilling into its own sandbox (ai@6)', () => {
  it('greps a 3 MB log spill, filters a records spill with jq, and reads a spill back with readFile unreduced', async () => {
    const bash = new Bash({ cwd: '/workspace' });
    const { tools: own } = await createBashTool({ sandbox: bash, destination: '/workspace' });
    const store = sandboxStore(bash, {
      tools: [
        { name: 'bash', kind: 'shell' },
        { name: 'readFile', kind: 'file' },
      ],
    });
    const tools = withOutputLimits(
      {
        ...own,
        fetch_logs: tool({ inputSchema: z.object({ day: z.string() }), execute: async () => LOG }),
        list_orders: tool({ inputSchema: z.object({}), execute: async () => ORDERS }),
        get_config: tool({ inputSchema: z.object({}), execute: async () => CONFIG_TEXT }),
      },
      { store, serializer: jsonLines },
    );
    expect(Object.keys(tools).sort()).toEqual(['bash', 'fetch_logs', 'get_config', 'list_orders', 'readFile', 'writeFile']);

    const model = scriptedModel(carefulAgent);
    const result = await generateText({ model, tools, prompt: 'Why did payments fail?', stopWhen: stepCountIs(10) });
    expect(result.text).toBe('done');
    const seen = resultsIn(model.doGenerateCalls.at(-1)!.prompt);
    expect(seen.map((r) => r.toolName)).toEqual(['fetch_logs', 'bash', 'list_orders', 'bash', 'get_config', 'readFile']);

    // 1. The 3 MB log: a notice naming the agent's bash and the path in the sandbox.
    const logPath = savedPath(seen[0]!.output);
    expect(logPath).toMatch(/^\/tmp\/tool-output\/call_1\.0-[0-9a-z]{12}\.txt$/);
    expect(String(seen[0]!.output).split('\n')[0]).toBe(
      `[Tool output too large (${LOG.length.toLocaleString('en-US')} chars); saved to ${logPath}. Read it with your bash tool: \`grep -n 'PATTERN' ${logPath}\` or \`sed -n '1,200p' ${logPath}\`.]`,
    );
    expect(await bash.fs.readFile(logPath)).toBe(LOG);

    // 2. Its own grep found every ERROR line, and the result reached the model whole.
    expect(seen[1]!.output).toEqual({ stdout: `${ERROR_LINES.join('\n')}\n`, stderr: '', exitCode: 0 });
    expect(ERROR_LINES).toHaveLength(40);

    // 3-4. The records: JSON lines, filtered with jq.
    const ordersPath = savedPath(seen[2]!.output);
    expect(ordersPath).toMatch(/\.jsonl$/);
    expect(String(seen[2]!.output)).toContain(' (JSON lines: one record a line). Read it with your bash tool');
    expect(seen[3]!.output).toEqual({ stdout: `${FAILED.join('\n')}\n`, stderr: '', exitCode: 0 });

    // 5-6. A 19 KB spill read back with the readFile tool: over the 10,000-char band, yet not reduced.
    expect(CONFIG_TEXT.length).toBeGreaterThan(10_000);
    expect(seen[5]!.output).toEqual({ content: CONFIG_TEXT });
  });

  it('leaves read_tool_result out by default, in its type too, and keeps it when the store says so', () => {
    const bash = new Bash();
    const own = { fetch_logs: tool({ inputSchema: z.object({}), execute: async () => LOG }) };
    const aside = withOutputLimits(own, { store: sandboxStore(bash) });
    const kept = withOutputLimits(own, { store: sandboxStore(bash, { readToolResult: true }) });
    expect(Object.keys(aside)).toEqual(['fetch_logs']);
    expect(Object.keys(kept)).toEqual(['fetch_logs', 'read_tool_result']);
    expectTypeOf<keyof typeof aside>().toEqualTypeOf<'fetch_logs'>();
    expectTypeOf<keyof typeof kept>().toEqualTypeOf<'fetch_logs' | 'read_tool_result'>();
  });
});

describe("an agent's own bash output spilled into its sandbox (ai@6)", () => {
  it('stores the stdout of a command over the band as its own lines (a text block), which the agent greps by line', async () => {
    const bash = new Bash({ cwd: '/workspace' });
    await bash.fs.writeFile('/workspace/app.log', LOG);
    const { tools: own } = await createBashTool({ sandbox: bash, destination: '/workspace' });
    const store = sandboxStore(bash, { tools: [{ name: 'bash', kind: 'shell' }] });
    const tools = withOutputLimits(own, { store });
    const model = scriptedModel((prompt) => {
      const seen = resultsIn(prompt);
      if (seen.length === 0) return { toolName: 'bash', input: { command: 'cat /workspace/app.log' } };
      if (seen.length === 1) return { toolName: 'bash', input: { command: `grep -n 'request 250 served' ${savedPath(seen[0]!.output)}` } };
      return 'done';
    });
    await generateText({ model, tools, prompt: 'Why did payments fail?', stopWhen: stepCountIs(5) });
    const seen = resultsIn(model.doGenerateCalls.at(-1)!.prompt);
    const path = savedPath(seen[0]!.output);
    expect(path).toMatch(/\.txt$/);
    const stored = await bash.fs.readFile(path);
    expect(stored.split('\n').slice(0, 3)).toEqual(['{', '  "stdout": """', `    ${LOG.split('\n')[0]}`]);
    // The log's line 251 (of the 30,000 chars bash-tool keeps of a command's output), two lines down in the spill, under its key.
    expect(seen[1]!.output).toEqual({ stdout: `253:    ${LOG.split('\n')[250]}\n`, stderr: '', exitCode: 0 });
  });
});
