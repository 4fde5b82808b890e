import { ConfigurationError } from '@output-limits/core';

/**
 * Checks what `withOutputLimits` was given as `tools`: a plain object (or one without a prototype)
 * whose every value is an object (a tool). Anything else is refused with one message saying what
 * to pass, before a tool named `'0'` (an array) or one tool per character (a string) is made.
 *
 * @throws ConfigurationError naming what was given.
 */
export function checkTools(tools: unknown): void {
  const problem = toolsProblem(tools);
  if (problem !== undefined) {
    throw new ConfigurationError(
      `withOutputLimits: tools must be a plain object of tools, such as { fetchLogs: tool({ ... }) } or await mcpClient.tools(); got ${problem}.`,
    );
  }
}

function toolsProblem(tools: unknown): string | undefined {
  if (tools === null) return 'null';
  if (Array.isArray(tools)) return 'an array (use an object keyed by tool name)';
  if (typeof tools !== 'object') return typeof tools === 'undefined' ? 'undefined' : `a ${typeof tools}`;
  if (typeof (tools as { then?: unknown }).then === 'function') return 'a promise (await it first)';
  const proto: unknown = Object.getPrototypeOf(tools);
  if (proto !== Object.prototype && proto !== null) {
    const name = (tools as { constructor?: { name?: unknown } }).constructor?.name;
    return tools instanceof Map
      ? 'a Map (use Object.fromEntries(map))'
      : `an instance of ${typeof name === 'string' && name !== '' ? name : 'a class'}`;
  }
  for (const [name, tool] of Object.entries(tools)) {
    if (typeof tool !== 'object' || tool === null)
      return `${tool === null ? 'null' : `a ${typeof tool}`} under the key ${JSON.stringify(name.slice(0, 100))}, which is not a tool`;
  }
  return undefined;
}
