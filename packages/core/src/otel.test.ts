import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spill } from './actions/spill.js';
import { recordReduction, REDUCTION_EVENT_NAME } from './otel.js';
import { reduceEvent } from './reduce/reduce-event.js';
import { createReducer } from './reduce/reducer.js';
import { MemoryStore } from './stores/memory-store.js';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('test');
const contextManager = new AsyncLocalStorageContextManager();

beforeAll(() => {
  context.setGlobalContextManager(contextManager.enable());
});
afterAll(() => {
  context.disable();
});
beforeEach(() => exporter.reset());

const CALL = { toolName: 'fetch_logs', toolCallId: 'call-1' };

describe('recordReduction', () => {
  it('sets the attributes on the active span, across the awaits of a reduction, and adds one event', async () => {
    const reducer = createReducer({ store: new MemoryStore(), bands: [{ over: 100, action: spill() }] });
    const shown = await tracer.startActiveSpan('execute_tool fetch_logs', async (span) => {
      const reduction = await reducer.reduce('line\n'.repeat(1_000), CALL);
      recordReduction(reduceEvent(reduction, CALL));
      span.end();
      return reduction.output as string;
    });
    const [span] = exporter.getFinishedSpans();
    expect(span?.attributes).toMatchObject({
      'gen_ai.tool.name': 'fetch_logs',
      'gen_ai.tool.call.id': 'call-1',
      'output_limits.reduced': true,
      'output_limits.action': 'spill',
      'output_limits.original.size': 5_000,
      'output_limits.original.unit': 'chars',
    });
    expect(span?.attributes['output_limits.handle']).toMatch(/^call-1\.0-[0-9a-z]{12}$/);
    expect(span?.attributes['output_limits.tokens_kept_out']).toBe(1_250 - Math.ceil(shown.length / 4));
    expect(span?.events.map((event) => [event.name, event.attributes])).toEqual([[REDUCTION_EVENT_NAME, span?.attributes]]);
  });

  it('keeps one event per reduction when a span sees several; the attributes hold the last', async () => {
    tracer.startActiveSpan('model call', (span) => {
      recordReduction({ ...CALL, originalSize: 1, unit: 'chars', reduced: false, fallbacks: [], tokensKeptOut: 0 });
      recordReduction({
        ...CALL,
        toolCallId: 'call-2',
        action: 'truncate',
        originalSize: 9,
        unit: 'chars',
        reduced: true,
        fallbacks: [],
        tokensKeptOut: 1,
      });
      span.end();
    });
    const [span] = exporter.getFinishedSpans();
    expect(span?.events.map((event) => event.attributes?.['gen_ai.tool.call.id'])).toEqual(['call-1', 'call-2']);
    expect(span?.attributes['gen_ai.tool.call.id']).toBe('call-2');
  });

  it('records on the span it is given, and does nothing without one or on an ended span', () => {
    const event = { ...CALL, originalSize: 1, unit: 'chars' as const, reduced: false, fallbacks: [], tokensKeptOut: 0 };
    expect(trace.getActiveSpan()).toBeUndefined();
    expect(() => recordReduction(event)).not.toThrow();
    const ended = tracer.startSpan('ended');
    ended.end();
    recordReduction(event, ended);
    const given = tracer.startSpan('given');
    recordReduction(event, given);
    given.end();
    expect(exporter.getFinishedSpans().map((span) => [span.name, span.events.length])).toEqual([
      ['ended', 0],
      ['given', 1],
    ]);
  });
});
