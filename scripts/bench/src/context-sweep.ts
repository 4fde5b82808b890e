/**
 * How much a search shows around its matches, by `context`: for each task of the economics whose
 * answer comes from one text result, the result is spilled, searched once with the question's
 * first term (`questionTerms`), and the page scored: is the needle on it, and its o200k tokens.
 * What `DEFAULT_CONTEXT_LINES` was chosen by (issue 20). Prints one line per context.
 *
 *   pnpm --filter @output-limits/bench sweep
 */
import { createReducer, MemoryStore, readToolResult } from '@output-limits/core';
import { countTokens } from './economics/prompt-tokens.js';
import { questionTerms } from './economics/question-terms.js';
import { economicsTasks } from './economics/tasks.js';

const tasks = economicsTasks({ quick: false }).filter((task) => task.questions.every((q) => q.needles.every((n) => n.kind === 'text')));
const pages: { task: string; heldOut: boolean; store: MemoryStore; handle: string; term: string; needles: string[] }[] = [];
for (const task of tasks) {
  const taskTools = await task.tools();
  const { tools } = taskTools;
  for (const question of task.questions) {
    const call = task.steps.flat().find((c) => c.toolCallId === question.callId)!;
    const output: unknown = await tools[call.toolName]!.execute!(
      call.input as never,
      { toolCallId: call.toolCallId, messages: [], context: {} } as never,
    );
    const text = typeof output === 'string' ? output : JSON.stringify(output);
    const store = new MemoryStore();
    const reduction = await createReducer({ store }).reduce(text, {
      toolName: call.toolName,
      toolCallId: call.toolCallId,
      request: task.prompt,
    });
    if (!reduction.handle) continue;
    const needles = question.needles.flatMap((n) => (n.kind === 'text' ? [n.text] : []));
    pages.push({
      task: task.name,
      heldOut: task.name.startsWith('held-out'),
      store,
      handle: reduction.handle,
      term: questionTerms(question.ask)[0]!,
      needles,
    });
  }
  await taskTools.close();
}
for (const context of [0, 1, 2, 3, 5]) {
  for (const heldOut of [false, true]) {
    let found = 0;
    let total = 0;
    let tokens = 0;
    for (const p of pages.filter((page) => page.heldOut === heldOut)) {
      const page = await readToolResult(p.store, { handle: p.handle, pattern: p.term, context });
      tokens += countTokens(page);
      for (const needle of p.needles) {
        total += 1;
        if (page.includes(needle)) found += 1;
      }
    }
    console.log(
      `context ${context}${heldOut ? ' (held-out)' : ''}: ${found}/${total} needles on the first search page, ${tokens.toLocaleString('en-US')} tokens of pages`,
    );
  }
}
