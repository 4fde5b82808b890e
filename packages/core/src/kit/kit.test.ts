import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertNoReadToolClash } from './assert-no-read-tool-clash.js';
import { observe, observeReduce } from './observe.js';
import { ConfigurationError } from '../errors/configuration-error.js';

afterEach(() => vi.restoreAllMocks());

describe('the adapter kit', () => {
  it('observeReduce tells onReduce of the call as a ReduceEvent, and logs and ignores what it throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: unknown[] = [];
    const reduction = { output: 'x', reduced: false, originalSize: 1, unit: 'chars', fallbacks: [] } as const;
    observeReduce((event) => events.push(event), reduction, { toolName: 'logs', toolCallId: 'c1' });
    expect(events).toMatchObject([{ toolName: 'logs', toolCallId: 'c1', reduced: false }]);
    observeReduce(
      () => {
        throw new Error('observer bug');
      },
      reduction,
      { toolName: 'logs', toolCallId: 'c2' },
    );
    observeReduce(undefined, reduction, { toolName: 'logs', toolCallId: 'c3' });
    observe('onUsage', () => {
      throw new Error('usage bug');
    });
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      '[output-limits] onReduce threw; ignored:',
      '[output-limits] onUsage threw; ignored:',
    ]);
  });

  it('assertNoReadToolClash names the caller and the clash', () => {
    expect(() => assertNoReadToolClash(['logs'], 'withOutputLimits')).not.toThrow();
    const call = () => assertNoReadToolClash(['logs', 'read_tool_result'], 'withOutputLimits');
    expect(call).toThrow(ConfigurationError);
    expect(call).toThrow(
      "[output-limits] withOutputLimits: a tool is already named 'read_tool_result', the name of the tool it adds. Rename your tool.",
    );
  });
});
