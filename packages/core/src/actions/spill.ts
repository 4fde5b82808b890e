import { safeHead } from '../text/code-point-boundary.js';
import { structuredKind } from './content-kind.js';
import { raceDeadline, withDeadline } from '../errors/with-deadline.js';
import { DEFAULT_PREVIEW_CHARS } from '../defaults.js';
import { BINARY_KEY_SUFFIX } from '../text/is-binary.js';
import { MAX_SHAPE_CHARS } from './output-bound.js';
import type { Payload, TextPayload } from '../prepare/payload.js';
import { recordCount } from '../preview/records-preview.js';
import type { Serializer } from '../prepare/serialize.js';
import { shapeSketch } from '../text/shape-sketch.js';
import { sniffMediaType } from '../text/sniff-media-type.js';
import { composeSpillNotice } from './compose-spill-notice.js';
import type { AgentFiles, ContentKind, OverflowStore } from '../stores/overflow-store.js';
import { describeCause } from '../errors/describe-cause.js';
import type { Action, PreviewStyle, SpillAction } from './action.js';
import { checkActionOptions } from './check-action-options.js';
import type { ActionOutcome, ActionRun } from './action-run.js';
import { ActionFailure } from './action-run.js';

/** Default time a spill write may take before `then` runs: 30 s, far above a healthy disk or Redis. */
export const DEFAULT_WRITE_TIMEOUT_MS = 30_000;

/** Options of `spill()`. */
export interface SpillOptions {
  /** Characters of preview in the notice. Default 1,000; 0 shows none. */
  readonly previewChars?: number;
  /**
   * `'salient'` (default): the head, up to 20 lines from the middle with an error signal or a
   * distinctive word of the request, each after its line number, and the tail, all within
   * `previewChars`; a records payload (JSON lines) shows its first 2 records and those with a word
   * of the request, whole. `'headTail'`: the first and last half of `previewChars`, cut anywhere.
   * Or `(text, { previewChars, request }) => string`, cut to `previewChars`.
   */
  readonly preview?: PreviewStyle;
  /** Milliseconds the store write may take. Default `DEFAULT_WRITE_TIMEOUT_MS` (30 s). */
  readonly timeoutMs?: number;
  /** Runs instead when the write fails. Default: the last resort, a 4,000-char cut (binary: a one-line notice). */
  readonly then?: Action;
}

/**
 * Store the whole output and hand the model a handle to page it back with. Lossless; no model call.
 *
 * @throws ConfigurationError for a bad option (a `preview` that is not `'salient'`, `'headTail'`,
 * `'tail'` or a function, a negative `previewChars`, a `timeoutMs` not above 0: see `checkActionOptions`).
 */
export function spill(options: SpillOptions = {}): SpillAction {
  const action: SpillAction = {
    kind: 'spill',
    previewChars: options.previewChars ?? DEFAULT_PREVIEW_CHARS,
    preview: options.preview ?? 'salient',
    timeoutMs: options.timeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS,
    ...(options.then ? { then: options.then } : {}),
  };
  checkActionOptions(action, (name) => `spill(): ${name}`);
  return action;
}

/** Where a reducer's spills go, and how their keys are made. */
export interface SpillTarget {
  readonly store: OverflowStore;
  /** The reducer's serializer, which decides a structured spill's content kind. */
  readonly serializer: Serializer;
  /** Tools that take references: each notice says how to pass the output to them (`referenceHint`). */
  readonly referenceTools?: readonly string[];
  /** The key of the next spill of a call, before the binary suffix. */
  readonly nextKey: (toolCallId: string) => Promise<string> | string;
}

const textEncoder = new TextEncoder();

/**
 * Runs a `spill()` action: writes the payload to the store within the action's timeout (and the
 * call's signal), then gives the notice with its handle, shape sketch and preview. A failed or
 * late write fails the action.
 */
export async function runSpill(action: SpillAction, run: ActionRun, target: SpillTarget): Promise<ActionOutcome> {
  const { payload, context, plan } = run;
  const key = (await target.nextKey(context.toolCallId)) + (payload.kind === 'binary' ? BINARY_KEY_SUFFIX : '');
  // A structured value is stored in its pageable layout; the preview is made of what is stored,
  // so its line numbers are those read_tool_result pages by.
  const stored = payload.kind === 'binary' ? '' : (payload.spillText?.() ?? payload.text);
  const contentKind = kindOf(payload, target.serializer);
  const { store } = target;
  const write = (signal: AbortSignal): Promise<string> => {
    if (payload.kind === 'binary') return store.write(key, payload.bytes, { signal, contentKind });
    // Any store but one that keeps text as it is gets the UTF-8 bytes, encoded here and not used
    // again (so it may keep them as they are).
    return store.write(key, textEncoder.encode(stored), { signal, contentKind, transfer: true });
  };
  const callSignal = context.signal ? { signal: context.signal } : {};
  const deadline = { timeoutMs: action.timeoutMs, ...callSignal };
  let handle: string;
  try {
    // A store that keeps text as it is encodes it only if it is read back, and keeps it at once: it
    // gets the call's signal, and none that aborts at the timeout (`raceDeadline`).
    const keepsText = payload.kind !== 'binary' && store.writeText !== undefined;
    handle = keepsText
      ? await raceDeadline(() => store.writeText!(key, stored, { contentKind, ...callSignal }), deadline)
      : await withDeadline(write, deadline);
  } catch (error) {
    throw new ActionFailure(`store write failed: ${describeCause(error)}`, error);
  }
  const agentFiles = target.store.agentFiles;
  const file = agentFiles ? { file: spillFile(agentFiles, handle, contentKind) } : {};
  const hint = target.referenceTools?.length ? { referenceTools: target.referenceTools } : {};
  const input =
    payload.kind === 'binary'
      ? ({ handle, bytes: payload.bytes.byteLength, ...mediaTypeOf(payload.bytes), ...file, ...hint } as const)
      : {
          handle,
          text: stored,
          previewChars: action.previewChars,
          preview: action.preview,
          ...(context.request !== undefined ? { request: context.request } : {}),
          ...(payload.structured ? recordCount(payload.original) : {}),
          ...shapeOf(payload),
          ...file,
          ...hint,
        };
  // Fitted to a budget, the notice is the one the fitter sizes (its picked lines are not reported).
  const notice = plan ? { text: plan.fitter.spillNotice(input) } : composeSpillNotice(input);
  if ('previewErrors' in notice) {
    const [first, second] = notice.previewErrors ?? [];
    const custom = typeof action.preview === 'function';
    // Named by the error's kind only: a preview's error may quote the request (a pattern V8 refused).
    if (custom)
      run.warn({ action: 'spill', reason: `preview function threw (${errorName(first)}); used the salient preview`, error: first });
    const salient = custom ? second : first;
    if (salient !== undefined)
      run.warn({ action: 'spill', reason: `salient preview failed (${errorName(salient)}); used the head/tail preview`, error: salient });
  }
  const picked = 'picked' in notice && notice.picked?.length ? { picked: notice.picked } : {};
  return { output: notice.text, reduced: true, action: 'spill', handle, ...picked };
}

/** How a spilled file is shown to the agent: its path, and the handle when `read_tool_result` stays. */
function spillFile(files: AgentFiles, handle: string, contentKind: ContentKind) {
  return {
    path: `${files.dir}/${handle}`,
    contentKind,
    tool: files.tools[0] as AgentFiles['tools'][number],
    ...(files.readToolResult ? { handle } : {}),
  };
}

/** What a spill stores: the payload's own layout (`spillKind`), else what the configured serializer writes. */
function kindOf(payload: Payload, serializer: Serializer): ContentKind {
  if (payload.kind === 'binary') return 'binary';
  if (payload.spillKind) return payload.spillKind();
  if (!payload.structured) return 'text';
  try {
    return structuredKind(payload.original, serializer);
  } catch {
    return 'text'; // a revoked proxy: its kind is unknown, and the spill goes ahead
  }
}

/** The shape sketch of a structured payload, cut to `MAX_SHAPE_CHARS`. */
function shapeOf(payload: TextPayload): { shape?: string } {
  if (!payload.structured) return {};
  const shape = shapeSketch(payload.original);
  if (shape === undefined) return {};
  return { shape: shape.length > MAX_SHAPE_CHARS ? `${safeHead(shape, MAX_SHAPE_CHARS)}...` : shape };
}

/** The sniffed media type of binary bytes, when known. */
function mediaTypeOf(bytes: Uint8Array): { mediaType?: string } {
  const mediaType = sniffMediaType(bytes);
  return mediaType === undefined ? {} : { mediaType };
}

/** The name of an error's kind (`SyntaxError`), never its message. */
function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
