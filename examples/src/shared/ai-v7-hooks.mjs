// Module-resolve hooks (registered by use-ai-v7.mjs): the bare `ai` and `@ai-sdk/mcp` specifiers
// resolve to AI SDK 7 (the `ai-v7` and `ai-mcp-v2` npm aliases of this package) for every importer,
// @restatedev/vercel-ai-middleware and @output-limits/ai-sdk/test included. The same hooks as the
// bench's (scripts/bench/src/ai-v7-hooks.mjs), resolving from this package.
const here = new URL('./', import.meta.url).href;
const aliases = new Map([
  ['ai', 'ai-v7'],
  ['ai/test', 'ai-v7/test'],
  ['ai/package.json', 'ai-v7/package.json'],
  ['@ai-sdk/mcp', 'ai-mcp-v2'],
]);

export async function resolve(specifier, context, nextResolve) {
  const alias = aliases.get(specifier);
  if (alias === undefined) return nextResolve(specifier, context);
  return nextResolve(alias, { ...context, parentURL: here });
}
