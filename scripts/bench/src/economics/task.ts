import type { ToolSet } from 'ai';

/** A fact the model needs: a text that must be in its prompt, or an image it must be shown. */
export type Needle = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'image'; readonly base64: string };

/** A question of the task: asked in the user message, answered from one tool result. */
export interface Question {
  readonly id: string;
  /** The question as the user message asks it: the reader takes its search terms from these words alone. */
  readonly ask: string;
  /** The tool call whose result holds the answer. */
  readonly callId: string;
  readonly needles: readonly Needle[];
}

/** A tool call the scripted model makes as part of the task, whatever it sees. */
export interface ScriptedCall {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/** The tools of one run, and how to release them (an MCP client). */
export interface TaskTools {
  readonly tools: ToolSet;
  close(): Promise<void>;
}

/** One agent task of the economics benchmark. */
export interface EconomicsTask {
  readonly name: string;
  /** The user message: it asks every question (each `ask` is part of it). */
  readonly prompt: string;
  /** The task's own tool calls, step by step (a step may hold parallel calls). */
  readonly steps: readonly (readonly ScriptedCall[])[];
  readonly questions: readonly Question[];
  /** Fresh tools for one run (the same results every time). */
  tools(): Promise<TaskTools>;
}

/** Input sizes: the full benchmark, or `--quick` (small inputs, few steps). */
export interface TaskScale {
  readonly quick: boolean;
}

/** A text needle. */
export const textNeedle = (text: string): Needle => ({ kind: 'text', text });
