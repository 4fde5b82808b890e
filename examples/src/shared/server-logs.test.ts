import { describe, expect, it } from 'vitest';
import { generateServerLogs, LOG_INCIDENTS } from './server-logs.js';

describe('generateServerLogs', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateServerLogs({ targetChars: 50_000 })).toBe(generateServerLogs({ targetChars: 50_000 }));
    expect(generateServerLogs({ targetChars: 50_000, seed: 1 })).not.toBe(generateServerLogs({ targetChars: 50_000 }));
  });

  it('holds exactly the incidents as ERROR lines, in order, spread over one day', () => {
    const log = generateServerLogs({ targetChars: 300_000 });
    const errors = log.split('\n').filter((line) => line.includes(' ERROR '));
    expect(errors.map((line) => line.replace(/^\S+ ERROR \[([^\]]+)\] req=[0-9a-f]{8} /, '$1: '))).toEqual(
      LOG_INCIDENTS.map((incident) => `${incident.service}: ${incident.message}`),
    );
    expect(log.startsWith('2025-06-03T00:00:')).toBe(true);
    expect(log.slice(-200)).toMatch(/2025-06-03T2[23]:\d\d:\d\d\.\d{3}Z [A-Z]+ +\[[a-z-]+\] .*\n$/);
  });

  it('reaches the target size within one line and reports progress up to 1', () => {
    const seen: number[] = [];
    const log = generateServerLogs({ targetChars: 100_000, onProgress: (f) => seen.push(f) });
    expect(log.length).toBeGreaterThanOrEqual(100_000);
    expect(log.length).toBeLessThan(100_200);
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBeGreaterThan(40);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});
