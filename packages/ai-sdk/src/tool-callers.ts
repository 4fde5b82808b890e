import type { Tool, ToolSet } from 'ai';

/** A tool as the wrapper handles it at run time. */
type AnyTool = Tool<unknown, unknown>;

/**
 * A tool caller of AI SDK 7 (`experimental_toolCaller(tool, { type: 'local', bind })`): a tool
 * whose code calls other tools, `bind` giving it the tools `experimental_toolCallers` lets it call.
 */
export interface LocalToolCaller {
  readonly type: 'local';
  readonly bind: (tools: ToolSet) => Tool;
  readonly [key: string]: unknown;
}

/** The local tool-caller definition of `tool` (ai@7's `experimental_toolCaller`), or undefined. */
export function localToolCaller(tool: unknown): LocalToolCaller | undefined {
  try {
    const definition = (tool as { experimental_toolCaller?: unknown } | undefined)?.experimental_toolCaller;
    const { type, bind } = (definition ?? {}) as { type?: unknown; bind?: unknown };
    return type === 'local' && typeof bind === 'function' ? (definition as LocalToolCaller) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `tool` (a tool caller, wrapped or not) with its `bind` changed so that:
 * - the code it binds calls the original tools, not the wrapped ones, and so gets their full
 *   results (only what goes to the model is reduced);
 * - the tool `bind` returns, which the SDK runs in the caller's place, is wrapped with `wrap`, so the
 *   caller's own result is reduced like any tool's.
 *
 * @param originals The original of each wrapped tool.
 */
export function withToolCaller(
  tool: AnyTool,
  caller: LocalToolCaller,
  wrap: ((bound: AnyTool) => AnyTool) | undefined,
  originals: WeakMap<object, AnyTool>,
): AnyTool {
  const definition: LocalToolCaller = {
    ...caller,
    bind: (tools) => {
      const unwrapped: Record<string, unknown> = {};
      for (const [name, callable] of Object.entries(tools)) unwrapped[name] = originals.get(callable) ?? callable;
      const bound = caller.bind.call(caller, unwrapped as ToolSet) as AnyTool;
      return wrap && typeof bound?.execute === 'function' ? wrap(bound) : bound;
    },
  };
  const descriptors = Object.getOwnPropertyDescriptors(tool);
  descriptors.experimental_toolCaller = { ...descriptors.experimental_toolCaller, value: definition };
  return Object.create(Object.getPrototypeOf(tool) as object | null, descriptors) as AnyTool;
}
