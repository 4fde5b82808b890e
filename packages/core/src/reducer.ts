import type { ActionRun, CallWarning } from './actions/action-run.js';
import type { ActionSetup } from './actions/run-action.js';
import { runActions } from './actions/run-action.js';
import type { Band } from './bands.js';
import { decisiveSize, selectBand } from './bands.js';
import { budgetedAction } from './budget-action.js';
import { budgetPlan } from './budget-plan.js';
import type { ContentResult } from './content-result.js';
import { contentText, isContentResult, withContentText } from './content-result.js';
import { CHARS_PER_TOKEN } from './defaults.js';
import { checkConfig } from './check-config.js';
import { formatCount } from './format-count.js';
import { callIdKey, spillKey } from './handle.js';
import { lastResort } from './last-resort.js';
import { leavesUnchangedBy } from './leaves-unchanged.js';
import type { CountWith } from './measure.js';
import { cheapSize, estimateTokens, measurePayload, sizeOf } from './measure.js';
import { outputNotShown } from './messages/index.js';
import { isOwnOutputBy } from './own-output.js';
import type { Payload } from './prepare.js';
import { passthroughOutput, preparePayload } from './prepare.js';
import type { Reducer, ReducerConfig } from './reducer-config.js';
import type { ReduceContext, Reduction, ReductionWarning } from './reduction.js';
import { compactJson, jsonLines } from './serialize.js';
import { FileStore } from './stores/file-store.js';
import type { OverflowStore } from './stores/overflow-store.js';
import { describeCause } from './errors/store-error.js';
import { toolBands } from './tool-bands.js';

function defaultWarning(warning: ReductionWarning): void {
  if (warning.action === 'media') console.warn(`[output-limits] tool '${warning.toolName}': ${warning.reason}.`);
  else console.warn(`[output-limits] ${warning.action} of tool '${warning.toolName}' failed (${warning.reason}); falling back.`);
}

/**
 * Creates a reducer. `reduce(value, context)` measures the result, picks a band and runs its
 * action, falling back along `then` when an action cannot run. A band that matched always bounds
 * the output: when its last action fails too, the output is cut to 4,000 chars (binary output is
 * replaced by a one-line notice). `reduce` never rejects and `leavesUnchanged` never throws:
 * tool, store, summarizer and serializer failures, hostile values (a proxy whose traps throw) and
 * bugs become fallbacks, reported to `onWarning`.
 *
 * The configuration is checked once, here (see `checkConfig`).
 *
 * @throws ConfigurationError for a bad band, action or option (a negative band threshold, a
 * `summarize()` with no summarizer and no `then`, a spill timeout that is not a positive number), a
 * namespace too long for a handle, or `deterministicKeys` without a namespace.
 * @throws ArgumentError for a `truncate` action that breaks `truncateText`'s rules.
 */
export function createReducer(config: ReducerConfig = {}): Reducer {
  const checked = checkConfig(config);
  const perTool = new Map(Object.entries(checked.perTool));
  const store: OverflowStore = config.store ?? new FileStore();
  const serializer = config.serializer ?? compactJson;
  const tokenizer = config.tokenizer ?? estimateTokens;
  const overTokens = config.overTokens ?? false;
  const stripAnsi = config.stripAnsi ?? false;
  const onWarning = config.onWarning ?? defaultWarning;
  /** Tells `onWarning` of a call's warning; what it throws is ignored, so an observer cannot make `reduce` throw. */
  const warnFor =
    (context: Pick<ReduceContext, 'toolName' | 'toolCallId'>) =>
    (warning: CallWarning): void => {
      try {
        onWarning({ ...warning, toolName: context.toolName, toolCallId: context.toolCallId });
      } catch {
        // ignored, as documented
      }
    };
  /** The configured tokenizer for one call; if it throws, a warning and the chars/4 estimate. */
  const countWith =
    (context: Pick<ReduceContext, 'toolName' | 'toolCallId'>): CountWith =>
    (use) => {
      try {
        return use(tokenizer);
      } catch (error) {
        warnFor(context)({ action: 'measure', reason: `tokenizer threw: ${describeCause(error)}; used the chars/4 estimate`, error });
        return use(estimateTokens);
      }
    };
  let sequence = 0;
  const setup: ActionSetup = {
    spill: {
      store,
      serializer,
      nextKey: (toolCallId) =>
        config.deterministicKeys ? callIdKey(toolCallId, config.namespace as string) : spillKey(toolCallId, sequence++, config.namespace),
    },
  };
  const bandsFor = toolBands({
    bands: checked.bands,
    perTool,
    ...(config.toolFilter ? { toolFilter: config.toolFilter } : {}),
    stripAnsi,
    agentFiles: store.agentFiles,
  });

  /** The first step: the payload, or undefined when the value cannot be turned into text at all (then a warning was sent). */
  function prepare(value: unknown, context: ReduceContext): Payload | undefined {
    return preparePayload(value, {
      serializer,
      // Without a configured serializer, structured values spill pageable: one record a line, or indented.
      spillSerializer: config.serializer === undefined ? jsonLines : undefined,
      stripAnsi,
      onSerializeFailure: (error, fatal) =>
        warnFor(context)({
          action: 'serialize',
          reason: fatal
            ? `compactJson threw (${describeCause(error)}); the output is not shown`
            : 'serializer threw or returned non-text; used compactJson',
          error,
        }),
    });
  }

  async function reduce(value: unknown, context: ReduceContext): Promise<Reduction> {
    let payload: Payload | undefined;
    try {
      const list = bandsFor(value, context.toolName, context.input);
      if (!list) return { output: value, reduced: false, ...cheapSize(value), fallbacks: [] };
      if (isContentResult(value)) return await reduceContent(value, list, context);
      payload = prepare(value, context);
      if (!payload) return { output: outputNotShown(), reduced: true, originalSize: 0, unit: 'chars', fallbacks: [] };
      return await reduceMeasured(value, payload, list, context);
    } catch (error) {
      // A bug, or a hostile value this library did not foresee: still never throw, never send it unbounded.
      warnFor(context)({ action: 'reduce', reason: `unexpected error: ${describeCause(error)}; used the last resort`, error });
      return { ...lastResort(payload, value), ...(payload ? sizeOf(payload) : { originalSize: 0, unit: 'chars' }), fallbacks: [] };
    }
  }

  /**
   * A content result (an MCP `CallToolResult`): its text parts are measured together and reduced in
   * place; media parts are kept, and only reported when they reach a band on their own.
   */
  async function reduceContent(value: ContentResult, list: readonly Band[], context: ReduceContext): Promise<Reduction> {
    const { text, textParts, mediaChars } = contentText(value);
    const media = overTokens ? Math.ceil(mediaChars / CHARS_PER_TOKEN) : mediaChars;
    if (mediaChars > 0 && selectBand(list, media)) {
      const reason = `media parts of ${formatCount(mediaChars)} chars reach a band; kept as they are (media are never reduced)`;
      warnFor(context)({ action: 'media', reason });
    }
    if (textParts === 0) return { output: value, reduced: false, originalSize: 0, unit: overTokens ? 'tokens' : 'chars', fallbacks: [] };
    // A string always has a payload (preparePayload returns undefined only for values it cannot serialize).
    const reduction = await reduceMeasured(text, prepare(text, context)!, list, context);
    const output = reduction.reduced && typeof reduction.output === 'string' ? withContentText(value, reduction.output) : value;
    return { ...reduction, output };
  }

  /** measure → choose the band (and the budget's action) → run the actions → the last resort when all failed. */
  async function reduceMeasured(value: unknown, payload: Payload, list: readonly Band[], context: ReduceContext): Promise<Reduction> {
    const count = countWith(context);
    const warn = warnFor(context);
    const { size, unit, lowerBound } = measurePayload(payload, decisiveSize(list), overTokens, count);
    const band = selectBand(list, size);
    const plan = budgetPlan(context.budget, tokenizer, warn);
    const first = plan ? budgetedAction(band, list, plan.exceeds(payload.kind === 'text' ? payload.text : payload.bytes)) : band?.action;
    const sized = { originalSize: size, unit, ...(lowerBound ? { sizeIsLowerBound: true } : {}), ...(plan ? { budget: plan.budget } : {}) };
    if (!first) return { output: payload.kind === 'text' ? passthroughOutput(payload) : value, reduced: false, ...sized, fallbacks: [] };

    const run: ActionRun = { payload, context, plan, countWith: count, warn };
    const { outcome, fallbacks } = await runActions(first, run, setup);
    if (outcome) return { ...outcome, output: outcome.output ?? value, ...sized, fallbacks };
    return { ...lastResort(payload, value), ...sized, fallbacks };
  }

  return {
    reduce,
    leavesUnchanged: leavesUnchangedBy({ bandsFor, agentFiles: store.agentFiles, stripAnsi, overTokens, tokenizer }),
    isOwnOutput: isOwnOutputBy({ bandsFor, overTokens, countWith: (toolName) => countWith({ toolName, toolCallId: '' }) }),
    store,
    namespace: config.namespace,
  };
}
