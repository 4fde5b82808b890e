/**
 * Recipe, Workflow DevKit, the model: a step function that makes the language model, which
 * `DurableAgent` calls inside its own model step. Yours is a provider's: `openai('gpt-4o-mini')` from
 * `@workflow/ai/openai` (the same kind of step function), or a gateway id such as
 * `'openai/gpt-4o-mini'` passed to `DurableAgent` instead. This one is a scripted mock so the recipe
 * runs without a key: it fetches the day's logs, reads the ERROR lines back by handle, and answers
 * with them.
 */
import { READ_TOOL_NAME } from '@output-limits/core';
import { outputText, scriptedModel, textStep, toolCallStep, toolResultsIn } from '@output-limits/ai-sdk/test';

export async function triageModel() {
  'use step';
  return scriptedModel((prompt) => {
    const last = toolResultsIn(prompt).at(-1);
    if (last === undefined) {
      const day = /server logs of (\d{4}-\d{2}-\d{2})/.exec(JSON.stringify(prompt))?.[1] ?? '2025-06-03';
      return toolCallStep('call_1', 'fetch_logs', { day });
    }
    const seen = outputText(last.output);
    const handle = /stored to handle '([^']+)'/.exec(seen)?.[1];
    if (last.toolName === 'fetch_logs' && handle !== undefined)
      return toolCallStep('call_2', READ_TOOL_NAME, { handle, pattern: 'ERROR', context: 0 });
    return textStep(`What went wrong, from the ERROR lines I read back:\n${seen}`);
  });
}
