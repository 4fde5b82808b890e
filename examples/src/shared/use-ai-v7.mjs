// `node --import ./src/shared/use-ai-v7.mjs ...`: every bare `ai` and `@ai-sdk/mcp` import in the
// process resolves to AI SDK 7 (see ai-v7-hooks.mjs). example:durable starts the Restate recipe's
// worker so: `@restatedev/vercel-ai-middleware` needs ai@7, and examples/ is on ai@6 otherwise.
// An app on ai@7 needs none of this.
import { register } from 'node:module';

register('./ai-v7-hooks.mjs', import.meta.url);
