import type { LanguageModelV4CallOptions, LanguageModelV4Content, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { promptBlocks } from './prompt-blocks.js';
import type { PromptBlock } from './prompt-blocks.js';
import { promptTokens } from './prompt-tokens.js';
import { toolsText, viewPrompt } from './prompt-view.js';
import type { PromptView } from './prompt-view.js';
import { decide, needlesSeen } from './reading-policy.js';
import type { EconomicsTask, Question } from './task.js';

/** What one run of a task measured. */
export interface RunMeasure {
  /** Prompt tokens of every model call, in order. */
  readonly promptTokens: number[];
  needlesFound: number;
  readonly needlesTotal: number;
  readBacks: number;
  /** Per question: needles found, and how it ended. */
  readonly questions: Record<string, { found: number; of: number; ended: 'answer' | 'giveUp' }>;
  /** When given: every prompt's blocks, in order, for the prompt-cache simulation. */
  readonly blocks?: PromptBlock[][];
}

const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };

function reply(content: LanguageModelV4Content[]): LanguageModelV4GenerateResult {
  const calls = content.some((c) => c.type === 'tool-call');
  return { content, finishReason: { unified: calls ? 'tool-calls' : 'stop', raw: undefined }, usage, warnings: [] };
}

/**
 * The scripted model of the economics benchmark: it makes the task's tool calls step by step; once
 * a question's tool result is in its prompt, it applies the reading policy to it (reading back, in
 * parallel for several questions, when the policy says so) before the next scripted step; when all
 * is done it answers. It counts the tokens of every prompt it receives, and scores each question by
 * the needles on view in the prompt where it answered or gave up.
 */
export function scriptedModel(task: EconomicsTask, measure: RunMeasure): MockLanguageModelV4 {
  let nextStep = 0;
  const open = new Set(task.questions.map((q) => q.id));
  const reads = new Map<string, string[]>(task.questions.map((q) => [q.id, []]));
  let readCount = 0;

  const settle = (q: Question, view: PromptView, ended: 'answer' | 'giveUp') => {
    const found = needlesSeen(q, view);
    measure.needlesFound += found;
    measure.questions[q.id] = { found, of: q.needles.length, ended };
    open.delete(q.id);
  };

  const doGenerate = async (options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> => {
    const view = viewPrompt(options.prompt);
    measure.promptTokens.push(promptTokens(view, toolsText(options)));
    measure.blocks?.push(promptBlocks(options));
    const tools = new Set(options.tools?.map((t) => t.name));
    const calls: LanguageModelV4Content[] = [];
    for (const q of task.questions) {
      if (!open.has(q.id)) continue;
      const result = view.results.get(q.callId);
      if (result === undefined) continue;
      const ids = reads.get(q.id)!;
      const pages = ids.map((id) => view.results.get(id) ?? '');
      const media = [q.callId, ...ids].some((id) => (view.media.get(id)?.length ?? 0) > 0);
      const decision = decide(q, result, pages, media, tools);
      if (decision.kind !== 'read') {
        settle(q, view, decision.kind);
        continue;
      }
      const toolCallId = `read-${q.id}-${ids.length + 1}-${(readCount += 1)}`;
      ids.push(toolCallId);
      measure.readBacks += 1;
      calls.push({ type: 'tool-call', toolCallId, toolName: decision.tool, input: JSON.stringify(decision.input) });
    }
    if (calls.length === 0 && nextStep < task.steps.length) {
      for (const c of task.steps[nextStep]!)
        calls.push({ type: 'tool-call', toolCallId: c.toolCallId, toolName: c.toolName, input: JSON.stringify(c.input) });
      nextStep += 1;
    }
    if (calls.length > 0) return reply(calls);
    // Nothing left to call: a question whose result never reached the prompt is scored as it stands.
    for (const q of task.questions) if (open.has(q.id)) settle(q, view, 'giveUp');
    return reply([{ type: 'text', text: 'Done.' }]);
  };
  return new MockLanguageModelV4({ doGenerate });
}
