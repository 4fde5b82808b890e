/**
 * The triage agent as a Workflow DevKit workflow: the `generateText` loop runs in the workflow, and
 * the `fetch_logs` tool's execute is a `'use step'` function, which reduces the log inside the step,
 * so the event log records the notice. Built with `workflow build` (see ../../wdk-app.ts).
 */
import { getWorkflowMetadata } from 'workflow';
import type { ProbeStepInput, SpillStepInput, SpillStepResult, TriageResult } from '../../../kit/triage-agent.js';
import { journaled, probeStep, runTriageAgent, spillFetchedLog } from '../../../kit/triage-agent.js';

/** The `fetch_logs` step. */
export async function fetchLogsStep(input: SpillStepInput): Promise<SpillStepResult> {
  'use step';
  return spillFetchedLog(input);
}

/** A step after `fetch_logs`, where the worker reports (and, in a crash test, stops) once the step is recorded. */
export async function journaledStep(recorded: SpillStepResult): Promise<void> {
  'use step';
  await journaled(recorded);
}

export async function triage(day: string, storeDir: string): Promise<TriageResult> {
  'use workflow';
  return runTriageAgent({ day, storeDir, runId: getWorkflowMetadata().workflowRunId, runStep: fetchLogsStep, afterStep: journaledStep });
}

/** The journal probe's step: a `chars`-char log, raw or reduced. */
export async function probeFetchStep(input: ProbeStepInput): Promise<SpillStepResult> {
  'use step';
  return probeStep(input);
}

/** A journal probe: one step returning a `chars`-char log, raw or reduced; the workflow returns only its length. */
export async function probe(chars: number, reduce: boolean, storeDir: string): Promise<number> {
  'use workflow';
  const recorded = await probeFetchStep({ storeDir, runId: getWorkflowMetadata().workflowRunId, chars, reduce });
  return recorded.output.length;
}
