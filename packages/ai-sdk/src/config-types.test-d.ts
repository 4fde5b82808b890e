// Types that are the product: what `perTool` takes, what `onReduce` is told, and the options of the
// core's stores, as a user writes them in `withOutputLimits` and `outputLimitsMiddleware`.
import { FileStore, MemoryStore, passthrough, spill, summarize, truncate } from '@output-limits/core';
import type { Band, Budget, Fallback, FileStoreOptions, MemoryStoreOptions, PickedLine, SizeUnit, SummaryUsage } from '@output-limits/core';
import { tool } from 'ai';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { OutputLimitsConfig, ReduceEvent } from './output-limits-config.js';
import { outputLimitsMiddleware } from './output-limits-middleware.js';
import { withOutputLimits } from './with-output-limits.js';

const tools = { logs: tool({ inputSchema: z.object({}), execute: async () => 'x' }) };

describe('perTool', () => {
  it('maps a tool name to its own list of bands', () => {
    expectTypeOf<NonNullable<OutputLimitsConfig['perTool']>>().toEqualTypeOf<Readonly<Record<string, readonly Band[]>>>();
    withOutputLimits(tools, {
      perTool: {
        logs: [
          { over: 1_000, action: spill({ previewChars: 500 }) },
          { over: 100_000, action: summarize({ then: truncate({ maxChars: 2_000 }) }) },
        ],
        // An empty list exempts the tool; any name is accepted (tools may be added later, e.g. MCP tools).
        screenshot: [],
        search: [{ over: 0, action: passthrough() }],
      },
    });
  });

  it('refuses what is not a list of bands', () => {
    // @ts-expect-error a band list, not one band
    withOutputLimits(tools, { perTool: { logs: { over: 1_000, action: spill() } } });
    // @ts-expect-error a band needs an action
    withOutputLimits(tools, { perTool: { logs: [{ over: 1_000 }] } });
    // @ts-expect-error an action is made by truncate(), spill(), summarize() or passthrough(), not named
    withOutputLimits(tools, { perTool: { logs: [{ over: 1_000, action: 'spill' }] } });
  });
});

describe('onReduce', () => {
  it('is told a ReduceEvent, in withOutputLimits and in the middleware alike', () => {
    withOutputLimits(tools, { onReduce: (event) => expectTypeOf(event).toEqualTypeOf<ReduceEvent>() });
    outputLimitsMiddleware({ onReduce: (event) => expectTypeOf(event).toEqualTypeOf<ReduceEvent>() });
  });

  it('carries these fields, with these types', () => {
    expectTypeOf<ReduceEvent['toolName']>().toEqualTypeOf<string>();
    expectTypeOf<ReduceEvent['toolCallId']>().toEqualTypeOf<string>();
    expectTypeOf<ReduceEvent['action']>().toEqualTypeOf<'truncate' | 'spill' | 'summarize' | undefined>();
    expectTypeOf<ReduceEvent['handle']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ReduceEvent['originalSize']>().toEqualTypeOf<number>();
    expectTypeOf<ReduceEvent['unit']>().toEqualTypeOf<SizeUnit>();
    expectTypeOf<SizeUnit>().toEqualTypeOf<'chars' | 'tokens' | 'bytes'>();
    expectTypeOf<ReduceEvent['reduced']>().toEqualTypeOf<boolean>();
    expectTypeOf<ReduceEvent['fallbacks']>().toEqualTypeOf<readonly Fallback[]>();
    expectTypeOf<ReduceEvent['usage']>().toEqualTypeOf<SummaryUsage | undefined>();
    expectTypeOf<ReduceEvent['picked']>().toEqualTypeOf<readonly PickedLine[] | undefined>();
    expectTypeOf<ReduceEvent['budget']>().toEqualTypeOf<Budget | undefined>();
    expectTypeOf<ReduceEvent['tokensKeptOut']>().toEqualTypeOf<number>();
  });

  it('is read-only: a listener cannot change what the next one sees', () => {
    withOutputLimits(tools, {
      onReduce: (event) => {
        // @ts-expect-error the event is readonly
        event.handle = 'other';
      },
    });
  });

  it('returns nothing the library waits for', () => {
    expectTypeOf<NonNullable<OutputLimitsConfig['onReduce']>>().returns.toEqualTypeOf<void>();
  });
});

describe('store options', () => {
  it('MemoryStore takes maxEntries and maxBytes, both optional', () => {
    expectTypeOf<MemoryStoreOptions>().toEqualTypeOf<{ readonly maxEntries?: number; readonly maxBytes?: number }>();
    new MemoryStore();
    new MemoryStore({ maxEntries: 10 });
    // @ts-expect-error a number of entries
    new MemoryStore({ maxEntries: '10' });
    // @ts-expect-error no such option
    new MemoryStore({ ttlSeconds: 60 });
  });

  it('FileStore takes dir, cleanupAfterMs, maxBytes and syncWriteBelowBytes, all optional', () => {
    expectTypeOf<FileStoreOptions>().toEqualTypeOf<{
      readonly dir?: string;
      readonly cleanupAfterMs?: number;
      readonly maxBytes?: number;
      readonly syncWriteBelowBytes?: number;
    }>();
    new FileStore();
    new FileStore({ dir: '/tmp/spills', cleanupAfterMs: Infinity });
    // @ts-expect-error no such option
    new FileStore({ maxEntries: 10 });
  });

  it('a store goes in `store`, shared by the wrapper and the middleware', () => {
    const store = new MemoryStore();
    withOutputLimits(tools, { store });
    outputLimitsMiddleware({ store });
    // @ts-expect-error a store object, not its options
    withOutputLimits(tools, { store: { maxEntries: 10 } });
  });
});
