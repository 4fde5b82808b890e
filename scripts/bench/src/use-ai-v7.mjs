// `node --import ./src/use-ai-v7.mjs ...`: every `ai` import in the process resolves to ai@7.
import { register } from 'node:module';

register('./ai-v7-hooks.mjs', import.meta.url);
