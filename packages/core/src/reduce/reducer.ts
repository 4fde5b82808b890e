import type { ActionRun, CallWarning } from '../actions/action-run.js';
import type { ActionSetup } from '../actions/run-actions.js';
import { runActions } from '../actions/run-actions.js';
import type { Band } from './bands.js';
import { decisiveSize, selectBand } from './bands.js';
import { budgetedAction } from '../budget/budgeted-action.js';
import { budgetPlan } from '../budget/budget-plan.js';
import type { Action } from '../actions/action.js';
import type { Budget } from '../measure/budget.js';
import { budgetMeasure } from '../measure/budget.js';
import { boundParts } from './bound-parts.js';
import type { CheckConfigOptions } from './check-config.js';
import { checkConfig } from './check-config.js';
import { spillKeys } from '../stores/handle.js';
import { lastResort } from './last-resort.js';
import { leavesUnchangedBy } from './leaves-unchanged.js';
import type { CountWith } from '../measure/measure.js';
import { cheapSize, countTokensUpTo, estimateTokens, measurePayload, sizeOf } from '../measure/measure.js';
import { outputNotShown } from '../messages/index.js';
import type { ModelOutput, Shape } from '../prepare/model-output.js';
import { shapeOfOutput, shapeOfValue } from '../prepare/model-output.js';
import { isOwnOutputBy } from './own-output.js';
import type { Payload, TextPayload } from '../prepare/payload.js';
import { passthroughOutput, preparePayload } from '../prepare/payload.js';
import type { OutputContext, Reducer, ReducerConfig } from './reducer-config.js';
import type { ReduceContext, Reduction, ReductionWarning } from '../actions/reduction.js';
import { compactJson, jsonLines } from '../prepare/serialize.js';
import { FileStore } from '../stores/file-store.js';
import type { OverflowStore } from '../stores/overflow-store.js';
import { describeCause } from '../errors/describe-cause.js';
import { exemptTools, toolBands } from './tool-bands.js';

function defaultWarning(warning: ReductionWarning): void {
  console.warn(`[output-limits] ${warning.action} of tool '${warning.toolName}' failed (${warning.reason}); falling back.`);
}

/**
 * Creates a reducer. `reduce(value, context)` measures the result, picks a band and runs its
 * action, falling back along `then` when an action cannot run. A band that matched always bounds
 * the output: when its last action fails too, the output is cut to 4,000 chars (binary output is
 * replaced by a one-line notice). `reduce` never rejects and `leavesUnchanged` never throws:
 * tool, store, summarizer and serializer failures, hostile values (a proxy whose traps throw) and
 * bugs become fallbacks, reported to `onWarning`.
 *
 * The configuration is checked once, here; a framework adapter passes `options` to word its errors
 * for its own users and to wrap summarizers (see `CheckConfigOptions`).
 *
 * @throws ConfigurationError for a bad band, action or option (a negative band threshold, a
 * `summarize()` with no summarizer and no `then`, a spill timeout that is not a positive number), a
 * namespace too long for a handle, or `deterministicKeys` without a namespace.
 */
export function createReducer(config: ReducerConfig = {}, options: CheckConfigOptions = {}): Reducer {
  const checked = checkConfig(config, options);
  const perTool = new Map(Object.entries(checked.perTool));
  const store: OverflowStore = config.store ?? new FileStore();
  const serializer = config.serializer ?? compactJson;
  const tokenizer = config.tokenizer ?? estimateTokens;
  const overTokens = config.overTokens ?? false;
  const stripAnsi = config.stripAnsi ?? false;
  const onWarning = config.onWarning ?? defaultWarning;
  const referenceTools = config.referenceTools ?? [];
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
  const setup: ActionSetup = { spill: { store, serializer, referenceTools, nextKey: spillKeys(config) } };
  const exempts = exemptTools(config.toolFilter);
  const bandsFor = toolBands({
    bands: checked.bands,
    errorBands: checked.errorBands,
    perTool,
    exempts,
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

  /** `reduce`: a result as the tool returned it. */
  function reduce(value: unknown, context: ReduceContext): Promise<Reduction> {
    return bound(() => shapeOfValue(value), value, context);
  }

  /** `reduceOutput`: a result as the model receives it. */
  function reduceOutput(output: ModelOutput, context: OutputContext): Promise<Reduction> {
    return bound(() => shapeOfOutput(output, context.error ?? false), output, context);
  }

  /**
   * The one bound at the model's door: the result taken apart as the model reads it, its pieces
   * reduced by the band (the error band for an error), and the output put back in its shape;
   * `original` itself when nothing applied. Never throws.
   */
  async function bound(shapeOf: () => Shape, original: unknown, context: ReduceContext): Promise<Reduction> {
    let payload: Payload | undefined;
    let shape: Shape | undefined;
    try {
      shape = shapeOf();
      const list = bandsFor(context.toolName, context.input, shape.error);
      if (!list) return { output: original, reduced: false, ...cheapSize(shape.kind === 'value' ? shape.value : undefined), fallbacks: [] };
      if (shape.kind === 'parts') {
        const outcome = await boundParts(shape, partsKit(list, context));
        return { ...outcome, output: outcome.output === undefined ? original : outcome.output };
      }
      payload = prepare(shape.value, context);
      if (!payload) return { output: shape.rebuild(outputNotShown()), reduced: true, originalSize: 0, unit: 'chars', fallbacks: [] };
      const reduction = await reduceMeasured(shape.value, payload, list, context);
      return { ...reduction, output: reduction.output === shape.value ? original : shape.rebuild(reduction.output) };
    } catch (error) {
      // A bug, or a hostile value this library did not foresee: still never throw, never send it unbounded.
      warnFor(context)({ action: 'reduce', reason: `unexpected error: ${describeCause(error)}; used the last resort`, error });
      const sized = payload ? sizeOf(payload) : { originalSize: 0, unit: 'chars' as const };
      if (shape?.kind === 'parts')
        return { output: shape.rebuild([{ type: 'text', text: outputNotShown() }], false), reduced: true, ...sized, fallbacks: [] };
      const last = lastResort(payload, shape ? shape.value : original);
      return { fallbacks: [], ...last, output: shape && last.reduced ? shape.rebuild(last.output) : original, ...sized };
    }
  }

  /** What `boundParts` needs of this reducer for one result. */
  function partsKit(list: readonly Band[], context: ReduceContext) {
    const count = countWith(context);
    const budget = context.budget;
    return {
      list,
      budget,
      overTokens,
      referenceTools,
      size: (text: string) => (overTokens ? count((tokens) => countTokensUpTo(text, tokens, decisiveSize(list)).count) : text.length),
      budgetSize: (text: string) => (budget === undefined ? text.length : count((tokens) => budgetMeasure(budget, tokens)(text))),
      reduceText: (text: string, spillText: () => string, fitted: Budget | undefined) => {
        // Cleaned as any string result is (ANSI codes with `stripAnsi`, lone surrogates), measured and stored alike;
        // the parts' spill text is their own (each text part's JSON laid out), stored as text.
        const { spillKind: _kind, ...prepared } = prepare(text, context) as TextPayload;
        const cleaned = { ...prepared, spillText: () => (prepare(spillText(), context) as TextPayload).text };
        return reduceMeasured(text, cleaned, list, { ...context, ...(fitted ? { budget: fitted } : {}) });
      },
      force: (forced: Payload, action: Action, fitted: Budget | undefined) =>
        runForced(forced, action, { ...context, ...(fitted ? { budget: fitted } : {}) }),
    };
  }

  /** Runs `action`'s chain on `payload` whatever its size (the budget fitting it when there is one), then the last resort. */
  async function runForced(payload: Payload, action: Action, context: ReduceContext): Promise<Reduction> {
    const count = countWith(context);
    const warn = warnFor(context);
    const plan = budgetPlan(context.budget, tokenizer, warn);
    const run: ActionRun = { payload, context, plan, countWith: count, warn };
    const { outcome, fallbacks } = await runActions(action, run, setup);
    const sized = { ...sizeOf(payload), ...(plan ? { budget: plan.budget } : {}) };
    if (outcome)
      return { fallbacks, ...outcome, output: outcome.output ?? (payload.kind === 'text' ? payload.text : payload.bytes), ...sized };
    return { fallbacks, ...lastResort(payload, payload.kind === 'text' ? payload.text : payload.bytes), ...sized };
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
    // `fallbacks` before the spread, here as in `runForced` and `bound`: see "Object spreads on a result's path" in docs/architecture.md.
    if (outcome) return { fallbacks, ...outcome, output: outcome.output ?? value, ...sized };
    return { fallbacks, ...lastResort(payload, value), ...sized };
  }

  return {
    reduce,
    reduceOutput,
    exempts,
    leavesUnchanged: leavesUnchangedBy({
      bandsFor,
      agentFiles: store.agentFiles,
      stripAnsi,
      overTokens,
      tokenizer,
      compactJson: serializer === compactJson,
    }),
    isOwnOutput: isOwnOutputBy({ bandsFor, overTokens, referenceTools, countWith: (toolName) => countWith({ toolName, toolCallId: '' }) }),
    store,
    namespace: config.namespace,
  };
}
