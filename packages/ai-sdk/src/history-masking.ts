import { READ_TOOL_NAME } from '@output-limits/core';
import { planHistory, spilledPayload } from '@output-limits/core/adapter';
import { clearedResult, duplicateResult, isHistoryStub } from '@output-limits/core/messages';
import type { OverflowStore, Tokenizer } from '@output-limits/core';
import type { HistoryItem, HistoryOptions } from '@output-limits/core/adapter';
import type { StubSize } from '@output-limits/core/messages';
import { isInNamespace, namespaceSegment } from '@output-limits/core/store-kit';
import type { LanguageModelMiddleware } from 'ai';
import { BoundedMap } from './bounded-map.js';
import { sha256Hex } from '@output-limits/core/adapter';

type TransformParams = NonNullable<LanguageModelMiddleware['transformParams']>;
type Prompt = Parameters<TransformParams>[0]['params']['prompt'];
type PromptMessage = Prompt[number];
type Part = Exclude<PromptMessage, { role: 'system' }>['content'][number];
type ToolMessage = Extract<PromptMessage, { role: 'tool' }>;
type ToolResultPart = Extract<ToolMessage['content'][number], { type: 'tool-result' }>;

/** Provider options of a prompt part (what the middleware puts on a cache breakpoint). */
export type PartProviderOptions = NonNullable<ToolResultPart['providerOptions']>;

/**
 * The `history` option of `outputLimitsMiddleware`: older tool results in the prompt become one-line
 * stubs naming a handle that reads them back (see `HistoryOptions` for the keep window and the
 * cache prices, and `planHistory` for when a batch is masked).
 */
export interface HistoryOption extends HistoryOptions {
  /**
   * Provider options that make a prompt part a cache breakpoint, put on the last stub of each of the
   * two latest masking batches (the end of the prefix that stays as it is until the next batch), so a
   * provider with explicit breakpoints rewrites only what follows the latest one when the next batch
   * is masked, as automatic prefix caching does on its own. Merged into the part's own provider
   * options. Default `ANTHROPIC_CACHE_BREAKPOINT`, `{ anthropic: { cacheControl: { type: 'ephemeral' } } }`
   * (ignored by other providers; Bedrock takes `{ bedrock: { cachePoint: { type: 'default' } } }`);
   * `false`: none.
   */
  readonly cacheBreakpoint?: PartProviderOptions | false;
}

/** Anthropic's explicit cache breakpoint (a 5-minute cache write), as the AI SDK's Anthropic provider reads it from a part. */
export const ANTHROPIC_CACHE_BREAKPOINT: PartProviderOptions = Object.freeze({
  anthropic: Object.freeze({ cacheControl: Object.freeze({ type: 'ephemeral' }) }),
});

/** Tokens a file or image part is counted as (only the prompt's shape matters to the plan, not its exact size). */
const MEDIA_TOKENS = 1_000;
/** Digests and stored handles remembered, so a result is hashed and stored once, not on every call. */
const REMEMBERED = 10_000;
/** Hex digits of the SHA-256 in a stub's key, as in the middleware's content-addressed spills. */
const DIGEST_CHARS = 32;

/** What the masking needs from the middleware. */
export interface HistoryMaskingOptions {
  readonly history: HistoryOption;
  /** Where results are stored before they are masked; the `read_tool_result` store. */
  readonly store: OverflowStore;
  readonly namespace: string | undefined;
  readonly tokenizer: Tokenizer;
}

/** A tool result of the prompt that a stub may replace. */
interface Candidate {
  readonly part: ToolResultPart;
  /** The text the model is shown for it. */
  readonly text: string;
  readonly digest: string;
  /** Its payload when it is a spill notice (the stub then names that handle); else its own text is stored. */
  readonly spilled?: { readonly handle: string; readonly size: StubSize };
}

/**
 * Masks the history of each prompt (the `history` option of `outputLimitsMiddleware`): builds the
 * prompt's items, has `planHistory` decide which results become stubs, stores each one that is not
 * already behind a handle (under the SHA-256 of its text, so every process makes the same handle),
 * and replaces it by its stub (`clearedResult`, or `duplicateResult` naming the first one). A result
 * whose store write fails is left as it is. Returns the prompt itself when nothing changes.
 *
 * What a stub may replace: a `text` or `json` output, or a `content` output of text parts only, of
 * a `tool` message; never an error, a denial, media, or a stub. The text it stands for is the output's
 * text (a `json` output as its JSON, `content` text parts joined by newlines); a spill notice's stub
 * names the notice's own handle, which reads back the whole original.
 */
export function historyMasking(options: HistoryMaskingOptions): (prompt: Prompt) => Promise<Prompt> {
  const { history, store, namespace, tokenizer } = options;
  const digests = new BoundedMap<string, Promise<string>>(REMEMBERED);
  const payloadDigests = new BoundedMap<string, Promise<string | undefined>>(REMEMBERED);
  const stored = new BoundedMap<string, Promise<string | undefined>>(REMEMBERED);
  const prefix = namespace === undefined ? '' : `${namespaceSegment(namespace)}/`;
  const keyOf = (digest: string) => `${prefix}mw-${digest.slice(0, DIGEST_CHARS)}`;

  const digestOf = (text: string): Promise<string> => {
    let digest = digests.get(text);
    if (!digest) digests.set(text, (digest = sha256Hex(text)));
    return digest;
  };
  /** The SHA-256 of the payload behind a spill notice (read once per handle), so two spills of the same bytes are duplicates. */
  const payloadDigestOf = (handle: string): Promise<string | undefined> => {
    if (!isInNamespace(handle, namespace)) return Promise.resolve(undefined);
    let digest = payloadDigests.get(handle);
    if (!digest) {
      digest = store.read(handle).then(sha256Hex, () => undefined);
      payloadDigests.set(handle, digest);
    }
    return digest;
  };

  /** The handle the result is stored under: the notice's, or its text written under its digest (once). */
  const handleOf = (candidate: Candidate): Promise<string | undefined> => {
    if (candidate.spilled) return Promise.resolve(candidate.spilled.handle);
    const key = keyOf(candidate.digest);
    let handle = stored.get(key);
    if (!handle) {
      handle = store.write(key, new TextEncoder().encode(candidate.text), { contentKind: 'text' }).catch(() => undefined);
      stored.set(key, handle);
      void handle.then((written) => written === undefined && stored.delete(key));
    }
    return handle;
  };

  return async (prompt) => {
    const { items, candidates } = await itemsOf(prompt, {
      digestOf,
      payloadDigestOf,
      tokenizer,
      keyOf,
      dedupe: history.duplicates !== false,
    });
    const plan = planHistory(items, history);
    if (plan.masked.size === 0 && plan.duplicates.size === 0) return prompt;

    const stubs = new Map<ToolResultPart, string>();
    for (const index of plan.masked) {
      const candidate = candidates.get(index)!;
      const handle = await handleOf(candidate);
      if (handle !== undefined) stubs.set(candidate.part, clearedResult(handle, sizeOf(candidate)));
    }
    for (const [index, firstIndex] of plan.duplicates) {
      const candidate = candidates.get(index)!;
      const first = candidates.get(firstIndex)!;
      const handle = await handleOf(first);
      if (handle !== undefined) stubs.set(candidate.part, duplicateResult(first.part.toolName, handle, sizeOf(first)));
    }
    if (stubs.size === 0) return prompt;
    const breakpoint = history.cacheBreakpoint ?? ANTHROPIC_CACHE_BREAKPOINT;
    const marked = new Set(breakpoint ? plan.watermarks.slice(-2).map((index) => candidates.get(index)!.part) : []);
    return prompt.map((message) => {
      if (message.role !== 'tool' || !message.content.some((part) => stubs.has(part as ToolResultPart))) return message;
      const content = message.content.map((part) => {
        const stub = stubs.get(part as ToolResultPart);
        if (stub === undefined || part.type !== 'tool-result') return part;
        const own = (part.output as { providerOptions?: PartProviderOptions }).providerOptions;
        const output = { type: 'text' as const, value: stub, ...(own ? { providerOptions: own } : {}) };
        const options = breakpoint && marked.has(part) ? { providerOptions: mergeOptions(part.providerOptions, breakpoint) } : {};
        return { ...part, output, ...options };
      });
      return { ...message, content };
    });
  };
}

/** `own` with `added` merged in, provider by provider. */
function mergeOptions(own: PartProviderOptions | undefined, added: PartProviderOptions): PartProviderOptions {
  const out: Record<string, PartProviderOptions[string]> = { ...own };
  for (const [provider, options] of Object.entries(added)) out[provider] = { ...out[provider], ...options };
  return out;
}

function sizeOf(candidate: Candidate): StubSize {
  return candidate.spilled?.size ?? { chars: candidate.text.length };
}

/** The prompt as `planHistory` items, and the tool results a stub may replace, by item index. */
async function itemsOf(
  prompt: Prompt,
  helpers: {
    digestOf: (text: string) => Promise<string>;
    payloadDigestOf: (handle: string) => Promise<string | undefined>;
    tokenizer: Tokenizer;
    keyOf: (digest: string) => string;
    /** Duplicates are looked for: spill notices are keyed by their payload's bytes (read once each). */
    dedupe: boolean;
  },
): Promise<{ items: HistoryItem[]; candidates: Map<number, Candidate> }> {
  const { digestOf, payloadDigestOf, tokenizer, keyOf, dedupe } = helpers;
  const reads = readHandles(prompt);
  const items: HistoryItem[] = [];
  const candidates = new Map<number, Candidate>();
  for (const message of prompt) {
    if (message.role === 'system') {
      items.push({ tokens: tokenizer(message.content) });
      continue;
    }
    const parts = message.content as readonly Part[];
    // An assistant message with no parts still records a model call.
    if (parts.length === 0 && message.role === 'assistant') items.push({ tokens: 0, callBefore: true });
    for (const [i, part] of parts.entries()) {
      const callBefore = message.role === 'assistant' && i === 0 ? { callBefore: true } : {};
      const text = part.type === 'tool-result' && message.role === 'tool' ? maskableText(part) : undefined;
      if (text === undefined || isHistoryStub(text)) {
        items.push({ tokens: partTokens(part, tokenizer), ...callBefore });
        continue;
      }
      const result = part as ToolResultPart;
      const digest = await digestOf(`${result.output.type}\u0000${text}`);
      const spilled = spilledPayload(text);
      const candidate: Candidate = { part: result, text, digest, ...(spilled ? { spilled } : {}) };
      // Same bytes: a spill notice is a duplicate when its payload is, whatever its handle; any other output by its text.
      const payload = spilled && dedupe ? await payloadDigestOf(spilled.handle) : undefined;
      const handle = spilled?.handle ?? keyOf(digest);
      const stubTokens = tokenizer(clearedResult(handle, sizeOf(candidate)));
      const read = result.toolName === READ_TOOL_NAME ? reads.get(result.toolCallId) : undefined;
      candidates.set(items.length, candidate);
      items.push({
        tokens: tokenizer(text),
        ...callBefore,
        result: {
          toolName: result.toolName,
          stubTokens,
          key: payload === undefined ? `output:${digest}` : `payload:${payload}`,
          ...(read !== undefined ? { reads: read } : {}),
          ...(spilled ? { handle: spilled.handle } : {}),
        },
      });
    }
  }
  return { items, candidates };
}

/** The text of a tool result a stub may replace, or undefined for one it may not (errors, denials, media). */
function maskableText(part: ToolResultPart): string | undefined {
  const output = part.output;
  if (output.type === 'text') return output.value;
  if (output.type === 'json') return JSON.stringify(output.value) ?? 'null';
  if (output.type === 'content' && output.value.every((item) => item.type === 'text')) {
    return output.value.map((item) => (item as { text: string }).text).join('\n');
  }
  return undefined;
}

/** Tokens of a part that is not a candidate, as the plan counts them. */
function partTokens(part: Part, tokenizer: Tokenizer): number {
  switch (part.type) {
    case 'text':
    case 'reasoning':
      return tokenizer(part.text);
    case 'tool-call':
      return tokenizer(`${part.toolName}${JSON.stringify(part.input) ?? ''}`);
    case 'tool-result':
      return tokenizer(JSON.stringify(part.output) ?? '');
    case 'file':
      return MEDIA_TOKENS;
    default:
      return tokenizer(JSON.stringify(part) ?? '');
  }
}

/** The handle each `read_tool_result` call in the prompt read, by tool call id. */
function readHandles(prompt: Prompt): Map<string, string> {
  const reads = new Map<string, string>();
  for (const message of prompt) {
    if (message.role !== 'assistant') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-call' || part.toolName !== READ_TOOL_NAME) continue;
      const input = (typeof part.input === 'string' ? safeParse(part.input) : part.input) as { handle?: unknown } | undefined;
      if (typeof input?.handle === 'string') reads.set(part.toolCallId, input.handle);
    }
  }
  return reads;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
