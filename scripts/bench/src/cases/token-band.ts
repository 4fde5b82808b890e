import { spill, truncate } from '@output-limits/core';
import { countTokensUpTo, selectBand } from '@output-limits/core/adapter';
import type { Band } from '@output-limits/core';
import { tiktokenCounter } from '@output-limits/core/tiktoken';
import { logText, MB } from '../inputs.js';
import type { BenchRow } from '../report.js';
import { atLeast, formatNs } from '../report.js';
import { consume, median, timeTasks } from '../timing.js';

const TARGET = 50;
const BAND_TOKENS = 10_000;
const BASELINE_RUNS = 1;

/**
 * Benchmark 3: the band decision with `overTokens` and js-tiktoken on a 10 MB output and a
 * 10,000-token band: `countTokensUpTo` (stops once the band is reached) vs encoding the whole output.
 * Both must pick the same band.
 */
export async function tokenBand(): Promise<BenchRow[]> {
  const text = logText(10 * MB);
  const loadStart = performance.now();
  const tokenizer = tiktokenCounter();
  tokenizer('warm up');
  const loadMs = performance.now() - loadStart;
  // Bands sorted largest first, as the reducer keeps them.
  const bands: Band[] = [
    { over: BAND_TOKENS, action: spill({ then: truncate() }) },
    { over: 2_000, action: truncate() },
  ];

  const decideBounded = () => selectBand(bands, countTokensUpTo(text, tokenizer, BAND_TOKENS).count);
  // Encoding 10 MB takes seconds, so the baseline runs once, timed by hand; that run also
  // gives the full count that the decision is checked against.
  const fullRuns: number[] = [];
  let fullCount = 0;
  for (let run = 0; run < BASELINE_RUNS; run += 1) {
    globalThis.gc?.();
    const start = performance.now();
    fullCount = tokenizer(text);
    consume(selectBand(bands, fullCount));
    fullRuns.push((performance.now() - start) * 1e6);
  }
  const bounded = countTokensUpTo(text, tokenizer, BAND_TOKENS);
  const same = decideBounded() === selectBand(bands, fullCount);
  if (!same) throw new Error(`countTokensUpTo picked another band than the full count (${bounded.count} vs ${fullCount} tokens)`);
  if (bounded.complete || bounded.count < BAND_TOKENS || bounded.count > fullCount) {
    throw new Error(`countTokensUpTo returned ${JSON.stringify(bounded)} for a ${fullCount}-token text`);
  }
  const baseline = median(fullRuns);
  const [ours] = await timeTasks([{ name: 'countTokensUpTo', fn: decideBounded }], { rounds: 3, timeMs: 300, iterations: 5 });
  const ratio = baseline / ours!;
  const check = atLeast(ratio, TARGET);
  return [
    {
      benchmark: '3. token band decision, 10 MB',
      baseline: formatNs(baseline),
      ours: formatNs(ours!),
      ratio,
      ...check,
      ...(check.pass ? {} : { reason: `countTokensUpTo took ${formatNs(ours!)}, encoding everything ${formatNs(baseline)}` }),
      details: {
        baselineNs: baseline,
        oursNs: ours,
        fullTokenCount: fullCount,
        boundedCount: bounded.count,
        sameBand: same,
        chosenBandOver: decideBounded()?.over,
        tiktokenLoadMs: loadMs,
      },
    },
  ];
}
