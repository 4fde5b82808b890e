import { describe, expect, it } from 'vitest';
import { spill } from '../actions/spill.js';
import { summarize } from '../actions/summarize.js';
import { truncate } from '../actions/truncate.js';
import { checkConfig } from './check-config.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { MemoryStore } from '../stores/memory-store.js';
import { createReducer } from './reducer.js';

describe('checkConfig, run by createReducer', () => {
  it('refuses a summarize() with nothing to summarize with and nothing to fall back to', () => {
    const call = () => createReducer({ store: new MemoryStore(), bands: [{ over: 0, action: spill({ then: summarize() }) }] });
    expect(call).toThrow(ConfigurationError);
    expect(call).toThrow(
      '[output-limits] createReducer: the summarize() action at bands[0].then has no summarizer. Pass `summarizer` to createReducer, or give the action its own `summarize` function.',
    );
    expect(() =>
      createReducer({ store: new MemoryStore(), bands: [{ over: 0, action: summarize() }], summarizer: () => 's' }),
    ).not.toThrow();
  });

  it('checks the options of spill and summarize actions, also hand-built ones', () => {
    const store = new MemoryStore();
    expect(() => createReducer({ store, bands: [{ over: 0, action: { ...spill(), timeoutMs: -1 } }] })).toThrow(
      '[output-limits] bands: Band.action.timeoutMs must be a number of milliseconds above 0, at most 2147483647; got -1.',
    );
    expect(() => createReducer({ store, bands: [{ over: 0, action: { ...spill(), previewChars: Number.NaN } }] })).toThrow(
      '[output-limits] bands: Band.action.previewChars must be a number >= 0; got NaN.',
    );
    const late = { ...summarize({ summarize: () => 's' }), timeoutMs: Number.POSITIVE_INFINITY };
    expect(() => createReducer({ store, perTool: { t: [{ over: 0, action: spill({ then: late }) }] } })).toThrow(
      '[output-limits] perTool.t: Band.action.then.timeoutMs must be a number of milliseconds above 0, at most 2147483647; got Infinity.',
    );
    expect(() =>
      createReducer({ store, bands: [{ over: 0, action: { ...summarize(), summarize: 'model' as never } }], summarizer: () => 's' }),
    ).toThrow('Band.action.summarize must be a function; got model.');
    expect(() => createReducer({ store, bands: [{ over: 0, action: { ...truncate(), keepTailLines: -1 } }] })).toThrow(ConfigurationError);
    expect(() => createReducer({ store, tokenizer: 4 as never })).toThrow('[output-limits] tokenizer must be a function; got 4.');
  });

  it('returns the bands sorted with their summarizers', () => {
    const summarizer = () => 's';
    const checked = checkConfig({
      bands: [
        { over: 1, action: summarize() },
        { over: 10, action: truncate() },
      ],
      summarizer,
    });
    expect(checked.bands.map((band) => band.over)).toEqual([10, 1]);
    expect(checked.bands[1]?.action).toMatchObject({ kind: 'summarize', summarize: summarizer });
  });

  it('is run once, by createReducer, with the options an adapter passes', () => {
    const wrapped: unknown[] = [];
    const summarizer = () => 's';
    createReducer(
      { bands: [{ over: 1, action: summarize() }], summarizer },
      {
        wrapSummarizer: (inner) => {
          wrapped.push(inner);
          return inner;
        },
      },
    );
    expect(wrapped).toEqual([summarizer]);
  });
});
