/**
 * What the proxy is configured with, as the CLI's flags and a `--config` JSON file say it (one
 * schema, the flags' long names in camelCase), and how that becomes the core's bands.
 */
import type { Action, Band } from '@output-limits/core';
import { passthrough, spill, truncate } from '@output-limits/core';
import { DEFAULT_ERROR_OVER, DEFAULT_MAX_CHARS, DEFAULT_PREVIEW_CHARS, DEFAULT_SPILL_OVER } from '@output-limits/core/adapter';
import { z } from 'zod';

/** Default ceiling on a server's `_meta["anthropic/maxResultSizeChars"]`: 50,000 chars. */
export const DEFAULT_MAX_RESULT_SIZE_CEILING = 50_000;

const count = z.number().int().nonnegative();
const previewJson = z.enum(['salient', 'headTail', 'tail']);
type PreviewJson = z.infer<typeof previewJson>;
const truncateJson = z.strictObject({
  maxChars: count.optional(),
  strategy: z.enum(['head', 'tail', 'headTail']).optional(),
  keepTailLines: count.optional(),
});
type ActionJson =
  'spill' | 'truncate' | 'passthrough' | { spill: SpillJson } | { truncate: z.infer<typeof truncateJson> } | { passthrough: object };
interface SpillJson {
  previewChars?: number | undefined;
  preview?: PreviewJson | undefined;
  timeoutMs?: number | undefined;
  then?: ActionJson | undefined;
}
const actionJson: z.ZodType<ActionJson> = z.lazy(() =>
  z.union([
    z.enum(['spill', 'truncate', 'passthrough']),
    z.strictObject({ spill: spillJson }),
    z.strictObject({ truncate: truncateJson }),
    z.strictObject({ passthrough: z.strictObject({}) }),
  ]),
);
const spillJson: z.ZodType<SpillJson> = z.strictObject({
  previewChars: count.optional(),
  preview: previewJson.optional(),
  timeoutMs: z.number().positive().optional(),
  then: actionJson.optional(),
});
const bandJson = z.strictObject({ over: count, action: actionJson });
const bandsJson = z.array(bandJson);

/** The proxy's configuration, from a `--config` file, flags, or both (flags win). */
export const proxyConfigSchema = z.strictObject({
  /** Spill threshold of the default band, in chars (tokens with `tokens`). */
  over: count.optional(),
  preview: previewJson.optional(),
  previewChars: count.optional(),
  /** Chars a result is cut to when the store fails. */
  maxChars: count.optional(),
  /** Measure in tokens (chars / 4) instead of chars. */
  tokens: z.boolean().optional(),
  stripAnsi: z.boolean().optional(),
  /** Bands for every tool; replace the default band that `over`, `preview`, `previewChars` and `maxChars` describe. */
  bands: bandsJson.optional(),
  /** Bands of single tools; an empty list leaves the tool's results as they are. */
  perTool: z.record(z.string(), bandsJson).optional(),
  /** Per-tool spill threshold of the default band (flag `--tool-over name=chars`). */
  toolOver: z.record(z.string(), count).optional(),
  /** Tools whose results pass untouched. */
  exempt: z.array(z.string()).optional(),
  /** Spill threshold of the error band (`isError: true` results), whose preview is the result's end. */
  errorOver: count.optional(),
  /** Bands of error results, for every tool; replace the error band that `errorOver` describes. Never empty, never `passthrough`. */
  errorBands: bandsJson.optional(),
  maxResultSizeCeiling: count.optional(),
  redis: z.string().optional(),
  storeDir: z.string().optional(),
  url: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  listen: z.number().int().min(0).max(65_535).optional(),
});

/** The proxy's configuration, as `--config` and the flags give it. */
export type ProxyConfig = z.infer<typeof proxyConfigSchema>;

/** An action from its JSON form. */
function actionOf(json: ActionJson): Action {
  if (json === 'spill') return spill({ then: truncate() });
  if (json === 'truncate') return truncate();
  if (json === 'passthrough' || 'passthrough' in json) return passthrough();
  if ('truncate' in json) return truncate(json.truncate);
  const { then, ...options } = json.spill;
  return spill({ ...options, then: then === undefined ? truncate() : actionOf(then) });
}

/** Bands from their JSON form. */
function bandsOf(json: z.infer<typeof bandsJson>): Band[] {
  return json.map((band) => ({ over: band.over, action: actionOf(band.action) }));
}

/** The bands of tool results, resolved from a configuration. */
export interface ResolvedBands {
  readonly bands: readonly Band[];
  readonly perTool: Readonly<Record<string, readonly Band[]>>;
  readonly errorBands: readonly Band[];
}

/**
 * The bands a configuration describes: `bands` as given, else one band from `over` (default
 * 10,000) that spills with a `preview` of `previewChars` and truncates to `maxChars` when the store
 * fails; `perTool` lists and `toolOver` thresholds (with the default band's action). Error results
 * get the core's error band: `errorBands` as given, else one band from `errorOver` (default
 * 20,000) that spills with a preview of the result's end (`previewChars` of it) and keeps its last
 * `maxChars` when the store fails. `exempt` tools are not here: they are left out of reduction
 * altogether (the reducer's `toolFilter`), their error results too.
 */
export function resolveBands(config: ProxyConfig): ResolvedBands {
  const previewChars = config.previewChars ?? DEFAULT_PREVIEW_CHARS;
  const maxChars = config.maxChars ?? DEFAULT_MAX_CHARS;
  const action = (): Action => spill({ previewChars, preview: config.preview ?? 'salient', then: truncate({ maxChars }) });
  const bands = config.bands ? bandsOf(config.bands) : [{ over: config.over ?? DEFAULT_SPILL_OVER, action: action() }];
  const perTool: Record<string, readonly Band[]> = {};
  for (const [tool, over] of Object.entries(config.toolOver ?? {})) perTool[tool] = [{ over, action: action() }];
  for (const [tool, list] of Object.entries(config.perTool ?? {})) perTool[tool] = bandsOf(list);
  const errorBands = config.errorBands
    ? bandsOf(config.errorBands)
    : [
        {
          over: config.errorOver ?? DEFAULT_ERROR_OVER,
          action: spill({ previewChars, preview: 'tail', then: truncate({ maxChars, strategy: 'tail' }) }),
        },
      ];
  return { bands, perTool, errorBands };
}
