/**
 * Spills into the agent's own sandbox: the agent has bash-tool's `bash` over a just-bash `Bash`,
 * and `sandboxStore` writes the 3 MB log it fetches as a file in that sandbox. The notice names
 * the file and the agent's bash; the agent greps the file itself. `read_tool_result` steps aside.
 *
 *   pnpm example:sandbox
 *
 * Without OPENAI_API_KEY the model is a scripted mock that reads the notice in its prompt and greps
 * the path it names; with it, `gpt-4o-mini` (or OPENAI_MODEL) does the same.
 */
import { generateText, stepCountIs } from 'ai';
import { withOutputLimits } from '@output-limits/ai-sdk';
import { sandboxStore } from '@output-limits/sandbox';
import { createBashTool } from 'bash-tool';
import { Bash } from 'just-bash';
import { chooseModel } from './shared/choose-model.js';
import { demoTools } from './shared/demo-tools.js';
import type { ModelPrompt } from './shared/prompt-parts.js';
import { spillPathIn, toolResultsIn } from './shared/prompt-parts.js';
import { runMain } from './shared/run-main.js';
import type { ScriptedTurn } from './shared/scripted-model.js';
import { scriptedModel } from './shared/scripted-model.js';
import { generateServerLogs } from './shared/server-logs.js';
import { firstLine } from './shared/step-report.js';
import { style, terminalWidth } from './shared/terminal.js';

const SYSTEM =
  'You are an on-call assistant with a bash tool in a sandbox. When a tool result was too large and saved to a ' +
  'file, read that file with your bash tool (grep, sed, jq) instead of asking for the result again.';
const PROMPT = "Checkout had problems on 2025-06-03. Find the ERROR lines in that day's server logs.";
const count = new Intl.NumberFormat('en-US');

/** The scripted agent: fetch the logs; grep the file the notice names for ERROR; answer from the lines it got. */
function grepAgentTurn(prompt: ModelPrompt): ScriptedTurn {
  const results = toolResultsIn(prompt);
  const logs = results.find((r) => r.toolName === 'fetch_server_logs');
  if (!logs) return { toolCalls: [{ toolName: 'fetch_server_logs', input: { since: '2025-06-03T00:00:00Z' } }] };
  const path = spillPathIn(logs.text);
  const grep = results.find((r) => r.toolName === 'bash');
  if (path !== undefined && !grep) return { toolCalls: [{ toolName: 'bash', input: { command: `grep -n ERROR ${path}` } }] };
  const lines = grep
    ? stdoutOf(grep.text)
        .split('\n')
        .filter((line) => line.includes('ERROR'))
    : [];
  const services = [...new Set(lines.flatMap((line) => /ERROR \[([^\]]+)\]/.exec(line)?.[1] ?? []))];
  return { text: `My grep found ${lines.length} ERROR lines in ${path ?? 'the logs'}, from ${services.join(', ') || 'no service'}.` };
}

/** The stdout of a bash-tool result as the model sees it (`{"stdout": ..., "stderr": ..., "exitCode": ...}`). */
function stdoutOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { stdout?: unknown }).stdout === 'string'
      ? (parsed as { stdout: string }).stdout
      : '';
  } catch {
    return '';
  }
}

async function main(): Promise<void> {
  const { model, label } = await chooseModel(() => scriptedModel({ decide: grepAgentTurn }));
  console.log(`${style.bold('sandbox example')} ${style.dim(`· bash-tool over just-bash · model ${label}`)}`);
  const logs = generateServerLogs();
  console.log(
    `Generated server logs ${style.dim(`${(logs.length / 1e6).toFixed(1)} MB, ${count.format(logs.split('\n').length - 1)} lines`)}`,
  );

  // The agent's sandbox and its own tools; the store writes spills into the same sandbox.
  const sandbox = new Bash({ cwd: '/workspace' });
  const { tools: bashTools } = await createBashTool({ sandbox, destination: '/workspace' });
  const store = sandboxStore(sandbox, {
    tools: [
      { name: 'bash', kind: 'shell' },
      { name: 'readFile', kind: 'file' },
    ],
  });
  const { fetch_server_logs } = demoTools({ logs, orders: [] });
  const tools = withOutputLimits({ bash: bashTools.bash, readFile: bashTools.readFile, fetch_server_logs }, { store });
  console.log(style.dim(`Spills go to ${store.agentFiles.dir} inside the sandbox; tools: ${Object.keys(tools).join(', ')}\n`));

  const result = await generateText({ model, tools, system: SYSTEM, prompt: PROMPT, stopWhen: stepCountIs(6) });
  const width = terminalWidth();
  for (const step of result.steps) {
    for (const call of step.toolCalls) console.log(`${style.cyan('→')} ${call.toolName}(${style.dim(JSON.stringify(call.input))})`);
    for (const toolResult of step.toolResults)
      console.log(`${style.dim('←')} ${style.dim(firstLine(toolResult.output).slice(0, Math.max(40, width - 4)))}`);
  }
  const greps = result.steps.flatMap((step) => step.toolResults).filter((r) => r.toolName === 'bash');
  const found = greps.flatMap((r) => stdoutOf(JSON.stringify(r.output)).split('\n')).filter((line) => line.includes('ERROR'));
  console.log(`\n${style.bold(`ERROR lines the agent's own grep found: ${found.length}`)}`);
  for (const line of found) console.log(line);
  console.log(`\n${style.bold('Answer')}\n${result.text}`);
}

runMain(main);
