/** Which tools are reduced: a list of tool names, or a predicate on the tool name. */
export type ToolFilter = readonly string[] | ((toolName: string) => boolean);

/**
 * Turns a `toolFilter` into one predicate on the tool name: every tool when `filter` is undefined
 * (the default), the listed names for a list (exact, case-sensitive match), and the predicate itself
 * when one is given (called with the tool name only). It says nothing about `read_tool_result`,
 * which callers exempt on their own.
 */
export function toolSelector(filter: ToolFilter | undefined): (toolName: string) => boolean {
  if (filter === undefined) return () => true;
  if (typeof filter === 'function') return filter;
  return (toolName) => filter.includes(toolName);
}
