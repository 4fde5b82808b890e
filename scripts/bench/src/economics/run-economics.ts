import { generateText, stepCountIs } from 'ai';
import { CONFIGURATIONS, MODEL_WINDOW } from './configurations.js';
import type { Dollars } from './dollars.js';
import { runDollars, sumDollars } from './dollars.js';
import type { RunMeasure } from './scripted-model.js';
import { scriptedModel } from './scripted-model.js';
import type { TaskScale } from './task.js';
import { economicsTasks } from './tasks.js';

/** The figures of one configuration, over one task or over all of them. */
export interface EconomicsFigures {
  /** Prompt tokens summed over every model call (js-tiktoken o200k_base). */
  readonly inputTokens: number;
  /** The largest prompt of any call. */
  readonly peakPromptTokens: number;
  /** Some prompt was larger than the declared model window. */
  readonly overWindow: boolean;
  readonly needlesFound: number;
  readonly needlesTotal: number;
  /** Calls of a read-back tool the model made. */
  readonly readBacks: number;
  /** Model calls. */
  readonly steps: number;
}

/** The economics of one configuration: totals, and per task, with the dollars of each price list. */
export interface ConfigurationEconomics extends EconomicsFigures {
  readonly description: string;
  readonly dollars: Dollars;
  readonly tasks: Readonly<Record<string, TaskEconomics>>;
}

/** One task's figures under one configuration. */
export type TaskEconomics = EconomicsFigures & { readonly questions: RunMeasure['questions']; readonly dollars: Dollars };

/** Most steps of one run: the longest task's steps plus every read-back, with room to spare. */
const MAX_STEPS = 200;

function figures(measure: RunMeasure): EconomicsFigures {
  const peak = Math.max(0, ...measure.promptTokens);
  return {
    inputTokens: measure.promptTokens.reduce((a, b) => a + b, 0),
    peakPromptTokens: peak,
    overWindow: peak > MODEL_WINDOW,
    needlesFound: measure.needlesFound,
    needlesTotal: measure.needlesTotal,
    readBacks: measure.readBacks,
    steps: measure.promptTokens.length,
  };
}

/** The figures of several tasks together: token and needle counts add up, the peak is the largest. */
export function sum(parts: readonly EconomicsFigures[]): EconomicsFigures {
  return {
    inputTokens: parts.reduce((a, p) => a + p.inputTokens, 0),
    peakPromptTokens: Math.max(0, ...parts.map((p) => p.peakPromptTokens)),
    overWindow: parts.some((p) => p.overWindow),
    needlesFound: parts.reduce((a, p) => a + p.needlesFound, 0),
    needlesTotal: parts.reduce((a, p) => a + p.needlesTotal, 0),
    readBacks: parts.reduce((a, p) => a + p.readBacks, 0),
    steps: parts.reduce((a, p) => a + p.steps, 0),
  };
}

/**
 * Runs every task under every configuration through a real `generateText` loop (AI SDK 7) driven by
 * the scripted model, and returns each configuration's figures.
 */
export async function runEconomics(
  scale: TaskScale,
  log: (line: string) => void = () => {},
): Promise<Record<string, ConfigurationEconomics>> {
  // `TASKS=log,held` runs only the tasks whose names start with one of these (for a quick look at a class).
  const only = process.env.TASKS?.split(',').map((t) => t.trim().toLowerCase());
  const tasks = economicsTasks(scale).filter((task) => !only || only.some((t) => task.name.toLowerCase().startsWith(t)));
  const out: Record<string, ConfigurationEconomics> = {};
  for (const config of CONFIGURATIONS) {
    const perTask: Record<string, TaskEconomics> = {};
    for (const task of tasks) {
      const measure: RunMeasure = {
        promptTokens: [],
        needlesFound: 0,
        needlesTotal: task.questions.reduce((a, q) => a + q.needles.length, 0),
        readBacks: 0,
        questions: {},
        blocks: [],
      };
      const taskTools = await task.tools();
      const { tools } = taskTools;
      const run = config.setup(tools, scriptedModel(task, measure));
      try {
        await generateText({ model: run.model, tools: run.tools, prompt: task.prompt, stopWhen: stepCountIs(MAX_STEPS) });
      } finally {
        run.close?.();
        await taskTools.close();
      }
      perTask[task.name] = { ...figures(measure), questions: measure.questions, dollars: runDollars(measure.blocks!).dollars };
    }
    const total = sum(Object.values(perTask));
    const dollars = sumDollars(Object.values(perTask).map((t) => t.dollars));
    out[config.name] = { description: config.description, ...total, dollars, tasks: perTask };
    log(
      `${config.name}: ${total.inputTokens.toLocaleString('en-US')} input tokens, peak ${total.peakPromptTokens.toLocaleString('en-US')}, needles ${total.needlesFound}/${total.needlesTotal}, ${total.readBacks} read-backs`,
    );
  }
  return out;
}
