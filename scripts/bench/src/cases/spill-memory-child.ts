/**
 * Child process of benchmark 4b: spills a 100 MB string through a reducer into a FileStore and
 * reports, as one JSON line on stdout, the peak memory during the spill.
 *
 * The payload is made first (its construction needs a temporary Buffer, which is freed and must not
 * count); then the peak RSS is reset through /proc/self/clear_refs and read back from
 * /proc/self/status (VmHWM) after the spill. Peak memory = the payload + the rise of RSS above what
 * it was with the payload alone. heapUsed + arrayBuffers is also sampled every 2 ms as a second
 * opinion (it does not see the payload string, which Node keeps outside the V8 heap at this size).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReducer, FileStore } from '@output-limits/core';
import { logText } from '../inputs.js';

function statusKb(field: string): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

const chars = Number(process.argv[2] ?? 100_000_000);
const dir = await mkdtemp(join(tmpdir(), 'ol-bench-mem-'));
try {
  const reducer = createReducer({ store: new FileStore({ dir }), onWarning: () => {} });
  // Warm the code path on a small input so compilation is not in the measurement.
  await reducer.reduce(logText(200_000), { toolName: 'warm', toolCallId: 'warm' });
  const payload = logText(chars);
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const externalBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const peakReset = resetPeak();

  let sampledPeak = externalBefore;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    sampledPeak = Math.max(sampledPeak, usage.heapUsed + usage.arrayBuffers);
  }, 2);
  const reduction = await reducer.reduce(payload, { toolName: 'big', toolCallId: 'call_1' });
  clearInterval(sampler);
  const final = process.memoryUsage();
  sampledPeak = Math.max(sampledPeak, final.heapUsed + final.arrayBuffers);
  const hwm = peakReset ? statusKb('VmHWM') : undefined;

  process.stdout.write(
    `${JSON.stringify({
      payloadBytes: payload.length,
      action: reduction.action,
      rssWithPayload: rssBefore,
      peakRss: hwm,
      peakRssRise: hwm === undefined ? undefined : hwm - rssBefore,
      sampledHeapPlusArrayBuffersRise: sampledPeak - externalBefore,
    })}\n`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
