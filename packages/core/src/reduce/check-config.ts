import type { Action, Summarizer } from '../actions/action.js';
import { checkActionOptions } from '../actions/check-action-options.js';
import type { Band } from './bands.js';
import { defaultBands, defaultErrorBands, sortBands } from './bands.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { MAX_NAMESPACE_SEGMENT, namespaceSegment } from '../stores/handle.js';
import type { ReducerConfig } from './reducer-config.js';

/** A `ReducerConfig` that `checkConfig` passed: its bands sorted largest `over` first, every `summarize()` given its summarizer. */
export interface CheckedConfig extends ReducerConfig {
  readonly bands: readonly Band[];
  readonly errorBands: readonly Band[];
  readonly perTool: Readonly<Record<string, readonly Band[]>>;
}

/** How `createReducer` words its config errors and treats summarizers; for a framework adapter that creates the reducer on its users' behalf. */
export interface CheckConfigOptions {
  /** Named in the summarizer error, as who was called. Default `'createReducer'`. */
  readonly caller?: string;
  /** What the summarizer error tells the user to pass to `caller`. Default ``'`summarizer`'``. */
  readonly summarizerOption?: string;
  /**
   * True when a `summarize()` with no summarizer is an error even with a `then` to fall back to
   * (the AI SDK package, whose `model` is there to supply one). Default false: such an action only
   * falls back at run time (`'no summarizer configured'`), as its `then` says.
   */
  readonly requireSummarizers?: boolean;
  /** Wraps every summarizer (each action's own and `summarizer`): to observe usage, say. */
  readonly wrapSummarizer?: (summarizer: Summarizer) => Summarizer;
}

/**
 * Checks a reducer configuration, as `createReducer` does, once, when it is called: every band and
 * every action of its `then` chain (kind and options), the namespace, and that each `summarize()`
 * has a summarizer: its own `summarize`, or the config's `summarizer`, which it is then given. A
 * config that passed is returned with its bands sorted. Adapters pass their `options` to
 * `createReducer`; nothing else calls this.
 *
 * @throws ConfigurationError for a bad band, action, option or namespace, or a `summarize()` with
 * no summarizer and no `then` (with `requireSummarizers`, any `summarize()` with none).
 */
export function checkConfig(config: ReducerConfig, options: CheckConfigOptions = {}): CheckedConfig {
  checkNamespace(config);
  for (const name of ['tokenizer', 'serializer', 'summarizer', 'onWarning'] as const) {
    if (config[name] !== undefined && typeof config[name] !== 'function')
      throw new ConfigurationError(`${name} must be a function; got ${String(config[name])}.`);
  }
  const filter: unknown = config.toolFilter;
  if (filter !== undefined && typeof filter !== 'function' && !Array.isArray(filter)) {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- echoes what was passed, as String() shows it
    throw new ConfigurationError(`toolFilter must be a list of tool names or a function; got ${String(filter)}.`);
  }
  const wrap = options.wrapSummarizer ?? ((summarizer: Summarizer) => summarizer);
  const summarizer = config.summarizer === undefined ? undefined : wrap(config.summarizer);
  const check = (bands: readonly Band[], where: string): readonly Band[] =>
    sortBands(bands.map((band, index) => checkBand(band, where, index, { ...options, wrap, summarizer })));
  return {
    ...config,
    ...(summarizer ? { summarizer } : {}),
    bands: check(config.bands ?? defaultBands(), 'bands'),
    errorBands: checkErrorBands(check(config.errorBands ?? defaultErrorBands(), 'errorBands')),
    perTool: Object.fromEntries(Object.entries(config.perTool ?? {}).map(([name, list]) => [name, check(list, `perTool.${name}`)])),
  };
}

/**
 * Error results are never sent whole past a cap: `errorBands` needs a band, and no `passthrough()`
 * in any chain.
 */
function checkErrorBands(bands: readonly Band[]): readonly Band[] {
  if (bands.length === 0) {
    throw new ConfigurationError(
      'errorBands: needs at least one band; error results are never sent whole past a cap (the default is 20,000 chars).',
    );
  }
  bands.forEach((band, index) => {
    let action: Action | undefined = band.action;
    while (action) {
      if (action.kind === 'passthrough') {
        throw new ConfigurationError(`errorBands[${index}]: passthrough() cannot bound an error result; use spill() or truncate().`);
      }
      action = action.then;
    }
  });
  return bands;
}

function checkNamespace(config: ReducerConfig): void {
  if (config.deterministicKeys && config.namespace === undefined) {
    throw new ConfigurationError(
      'deterministicKeys makes handles guessable from tool call ids, so it needs a namespace: pass one per run or user (the workflow run id, say).',
    );
  }
  const namespaceLength = config.namespace === undefined ? 0 : namespaceSegment(config.namespace).length;
  if (namespaceLength > MAX_NAMESPACE_SEGMENT) {
    throw new ConfigurationError(
      `namespace is too long: ${namespaceLength} chars once encoded for handles, at most ${MAX_NAMESPACE_SEGMENT}. Use a shorter id (a hash of it, say).`,
    );
  }
}

/** What checking an action needs besides the action: the wording options and the resolved summarizer. */
interface ActionCheck extends CheckConfigOptions {
  readonly wrap: (summarizer: Summarizer) => Summarizer;
  readonly summarizer: Summarizer | undefined;
}

/** The band checked, with its action chain resolved. `where` names the list (`bands`, `perTool.t`). */
function checkBand(band: Band, where: string, index: number, check: ActionCheck): Band {
  if (typeof band.over !== 'number' || Number.isNaN(band.over) || band.over < 0) {
    throw new ConfigurationError(`${where}: Band.over must be a number >= 0; got ${String(band.over)}.`);
  }
  return { ...band, action: checkAction(band.action, { list: where, path: 'action', at: `${where}[${index}]` }, check) };
}

/** Where an action sits: its list, its path in the band (`action.then`) and its place as the summarizer error names it (`bands[0].then`). */
interface ActionPlace {
  readonly list: string;
  readonly path: string;
  readonly at: string;
}

const ACTION_KINDS = new Set(['truncate', 'spill', 'summarize', 'passthrough']);

function checkAction(value: unknown, place: ActionPlace, check: ActionCheck): Action {
  const kind = typeof value === 'object' && value !== null ? (value as { kind?: unknown }).kind : undefined;
  if (typeof kind !== 'string' || !ACTION_KINDS.has(kind)) {
    throw new ConfigurationError(
      `${place.list}: Band.${place.path} must be an action such as spill() or truncate(); got ${String(value)}.`,
    );
  }
  const action = value as Action;
  if (action.kind === 'passthrough') return action;
  checkActionOptions(action, (name) => `${place.list}: Band.${place.path}.${name}`);
  const then = action.then === undefined ? {} : { then: checkAction(action.then, next(place), check) };
  switch (action.kind) {
    case 'truncate':
    case 'spill':
      return { ...action, ...then };
    case 'summarize': {
      const summarizer = action.summarize === undefined ? check.summarizer : check.wrap(action.summarize);
      if (summarizer === undefined && (action.then === undefined || check.requireSummarizers)) {
        const caller = check.caller ?? 'createReducer';
        throw new ConfigurationError(
          `${caller}: the summarize() action at ${place.at} has no summarizer. Pass ${check.summarizerOption ?? '`summarizer`'} to ${caller}, or give the action its own \`summarize\` function.`,
        );
      }
      return { ...action, ...(summarizer ? { summarize: summarizer } : {}), ...then };
    }
  }
}

function next(place: ActionPlace): ActionPlace {
  return { list: place.list, path: `${place.path}.then`, at: `${place.at}.then` };
}
