// AI SDK 7: the app hands the same Experimental_SandboxSession (@ai-sdk/sandbox-just-bash) to
// generateText as `experimental_sandbox` and to sandboxStore; the agent's shell tool runs commands
// through the session its execute receives. Runs under vitest.ai7.config.ts (`ai` is ai@7 there).
import { createJustBashSandbox } from '@ai-sdk/sandbox-just-bash';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { generateText, stepCountIs, tool } from 'ai-v7';
import type { Experimental_SandboxSession } from 'ai-v7';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sandboxStore } from './sandbox-store.js';
import { ERROR_LINES, LOG, resultsIn, savedPath, scriptedModel } from './test-support/agent-fixtures.js';

describe('an AI SDK 7 agent whose shell runs in the experimental_sandbox session, spilling into it', () => {
  it('greps a 3 MB log spill with its own shell tool', async () => {
    const network = await createJustBashSandbox({ cwd: '/work' }).createSession();
    try {
      const session = network.restricted();
      const shell = tool({
        description: 'Run a bash command in the sandbox.',
        inputSchema: z.object({ command: z.string() }),
        execute: async ({ command }, { experimental_sandbox }) => {
          if (!experimental_sandbox) throw new Error('no sandbox');
          return experimental_sandbox.run({ command });
        },
      });
      const fetchLogs = tool({ inputSchema: z.object({ day: z.string() }), execute: async () => LOG });
      // The package's types are those of ai@6; its runtime is ai@7 here.
      const tools = withOutputLimits({ shell, fetch_logs: fetchLogs } as unknown as ToolSet, {
        store: sandboxStore(session, { tools: [{ name: 'shell', kind: 'shell' }] }),
      });
      expect(Object.keys(tools).sort()).toEqual(['fetch_logs', 'shell']);

      const model = scriptedModel((prompt) => {
        const seen = resultsIn(prompt);
        if (seen.length === 0) return { toolName: 'fetch_logs', input: { day: '2026-12-01' } };
        if (seen.length === 1) return { toolName: 'shell', input: { command: `grep -n ERROR ${savedPath(seen[0]!.output)}` } };
        return 'done';
      });
      const result = await generateText({
        model,
        tools: tools as unknown as Parameters<typeof generateText>[0]['tools'],
        // @ai-sdk/sandbox-just-bash 1.0.122 (the newest) types its session with provider-utils 5.0.46,
        // before stat, listDirectory and deleteFile were added; generateText uses none of them.
        experimental_sandbox: session as unknown as Experimental_SandboxSession,
        prompt: 'Why did payments fail?',
        stopWhen: stepCountIs(5),
      });
      expect(result.text).toBe('done');

      const seen = resultsIn(model.doGenerateCalls.at(-1)!.prompt);
      const path = savedPath(seen[0]!.output);
      expect(String(seen[0]!.output).split('\n')[0]).toBe(
        `[Tool output too large (${LOG.length.toLocaleString('en-US')} chars); saved to ${path}. Read it with your shell tool: \`grep -n 'PATTERN' ${path}\` or \`sed -n '1,200p' ${path}\`.]`,
      );
      expect(seen[1]!.output).toEqual({ exitCode: 0, stdout: `${ERROR_LINES.join('\n')}\n`, stderr: '' });
      expect(new TextDecoder().decode((await session.readBinaryFile({ path })) ?? new Uint8Array())).toBe(LOG);
    } finally {
      await network.destroy();
    }
  });
});
