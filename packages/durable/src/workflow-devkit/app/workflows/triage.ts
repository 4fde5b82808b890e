/**
 * The triage agent as a Workflow DevKit workflow: the `generateText` loop runs in the workflow, and
 * the `fetch_logs` tool's execute is a `'use step'` function, which reduces the log inside the step,
 * so the event log records the notice. Built with `workflow build` (see ../../wdk-app.ts).
 */
import { getWorkflowMetadata } from 'workflow';
import type { SpillStepInput, SpillStepResult, TriageResult } from '../../../kit/triage-agent.js';
import { journaled, runTriageAgent, spillFetchedLog } from '../../../kit/triage-agent.js';

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
