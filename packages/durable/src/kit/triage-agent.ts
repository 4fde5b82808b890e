/**
 * The agent every engine runs: a real `generateText` loop on a scripted mock model. Its first step
 * calls `fetch_logs`, whose execute runs the engine's step primitive (`ctx.run`, `DBOS.runStep`, a
 * `'use step'` function) around the reduction: the 3 MB log is spilled under a deterministic key
 * inside the step, so the engine records only the notice. The second model call reads the tool
 * result out of its prompt, and the run returns what it saw.
 */
import { FileStore, createReducer } from '@output-limits/core';
import { outputText, scriptedModel, textStep, toolCallStep, toolResultsIn } from '@output-limits/ai-sdk/test';
import { generateText, stepCountIs, tool } from 'ai';
import { z } from 'zod';
import { checkpoint } from './checkpoint.js';
import { DAY, fetchedLog } from './fetched-log.js';

/** The tool call id the scripted model gives `fetch_logs`: the same on every attempt, as a journaled model call's would be. */
export const TOOL_CALL_ID = 'call_1';

/** What the `fetch_logs` step returns, and so what the engine records: the notice and the handle. */
export interface SpillStepResult {
  readonly output: string;
  readonly handle: string | null;
}

/** What a run of the agent returns. */
export interface TriageResult {
  /** The handle the step's spill was written under. */
  readonly handle: string | null;
  /** The notice the step returned (the recorded one, on a replay). */
  readonly notice: string;
  /** The tool result the model was given on its next call, as text. */
  readonly modelSaw: string;
  readonly text: string;
}

/** What the `fetch_logs` step is given. */
export interface SpillStepInput {
  /** The FileStore directory every worker shares. */
  readonly storeDir: string;
  /** The run's id: the namespace of its spills. */
  readonly runId: string;
  readonly toolCallId: string;
  readonly day: string;
}

/**
 * Runs the `fetch_logs` step (`spillFetchedLog(input)`) as one durable step of the engine and
 * resolves to its recorded result: `ctx.run('fetch_logs', () => spillFetchedLog(input))` and the like.
 */
export type RunStep = (input: SpillStepInput) => Promise<SpillStepResult>;

/**
 * The body of the `fetch_logs` step: fetches the day's log and reduces it with `deterministicKeys`
 * in the run's namespace into the FileStore every worker shares.
 */
export async function spillFetchedLog({ storeDir, runId, toolCallId, day }: SpillStepInput): Promise<SpillStepResult> {
  const reducer = createReducer({ store: new FileStore({ dir: storeDir }), namespace: runId, deterministicKeys: true });
  const { output, handle } = await reducer.reduce(fetchedLog(day), { toolName: 'fetch_logs', toolCallId, input: { day } });
  const result = { output: String(output), handle: handle ?? null };
  await checkpoint('spilled', { handle: result.handle, notice: result.output });
  return result;
}

/** The `journaled` checkpoint: the engine's step primitive returned `recorded`. */
export async function journaled(recorded: SpillStepResult): Promise<void> {
  await checkpoint('journaled', { handle: recorded.handle, notice: recorded.output });
}

/** Runs the triage agent for `day`, with each `fetch_logs` call as a step of `runStep`. */
export async function runTriageAgent(options: {
  readonly day: string;
  readonly storeDir: string;
  /** The run's id: the namespace of its spills. */
  readonly runId: string;
  readonly runStep: RunStep;
  /** Runs after the step, with its recorded result. Default: the `journaled` checkpoint (see checkpoint.ts). */
  readonly afterStep?: (recorded: SpillStepResult) => Promise<void>;
}): Promise<TriageResult> {
  const { day, storeDir, runId, runStep } = options;
  const afterStep = options.afterStep ?? journaled;
  let modelSaw: string | undefined;
  let recorded: SpillStepResult | undefined;
  const model = scriptedModel([
    toolCallStep(TOOL_CALL_ID, 'fetch_logs', { day }),
    (prompt) => {
      const result = toolResultsIn(prompt).find((part) => part.toolCallId === TOOL_CALL_ID);
      modelSaw = result === undefined ? '' : outputText(result.output);
      return textStep('The log has ERROR lines; read them back with read_tool_result.');
    },
  ]);
  const { text } = await generateText({
    model,
    prompt: `Find the errors in the server logs of ${day}.`,
    tools: {
      fetch_logs: tool({
        description: 'Fetch the server logs of a day.',
        inputSchema: z.object({ day: z.string() }),
        execute: async (input, { toolCallId }) => {
          recorded = await runStep({ storeDir, runId, toolCallId, day: input.day });
          await afterStep(recorded);
          return recorded.output;
        },
      }),
    },
    stopWhen: stepCountIs(4),
  });
  if (recorded === undefined || modelSaw === undefined) throw new Error('the agent did not call fetch_logs and then the model');
  return { handle: recorded.handle, notice: recorded.output, modelSaw, text };
}

/** What a journal probe's step is given: the size of the log, and whether to reduce it. */
export interface ProbeStepInput {
  readonly storeDir: string;
  readonly runId: string;
  readonly chars: number;
  readonly reduce: boolean;
}

/**
 * The body of a journal probe's step (see measure-journals.ts): returns the log of `chars` chars
 * raw, as a tool result without this library would be recorded, or its notice.
 */
export async function probeStep({ storeDir, runId, chars, reduce }: ProbeStepInput): Promise<SpillStepResult> {
  const log = fetchedLog(DAY, chars);
  if (!reduce) return { output: log, handle: null };
  const reducer = createReducer({ store: new FileStore({ dir: storeDir }), namespace: runId, deterministicKeys: true });
  const { output, handle } = await reducer.reduce(log, { toolName: 'fetch_logs', toolCallId: TOOL_CALL_ID });
  return { output: String(output), handle: handle ?? null };
}
