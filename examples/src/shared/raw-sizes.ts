import type { ToolSet } from 'ai';

/**
 * Characters a tool result would take in the prompt without limits: a string as it is, anything
 * else as the JSON the AI SDK would send.
 */
export function promptLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * Wraps each tool's `execute` to note, per tool call id, how many characters its raw result has:
 * the "before" of the demo's table. Put it inside `withOutputLimits`, which then sees the same values.
 */
export function recordRawSizes<TOOLS extends ToolSet>(tools: TOOLS, sizes: Map<string, number>): TOOLS {
  const wrapped: Record<string, unknown> = {};
  for (const [name, original] of Object.entries(tools)) {
    const execute = original.execute;
    wrapped[name] =
      execute === undefined
        ? original
        : {
            ...original,
            execute: async (input: unknown, options: Parameters<typeof execute>[1]) => {
              const value: unknown = await execute(input as never, options);
              sizes.set(options.toolCallId, promptLength(value));
              return value;
            },
          };
  }
  return wrapped as TOOLS;
}
