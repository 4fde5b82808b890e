import { describe, expect, it } from 'vitest';
import { contextWindow, resultBudget, roomLeft, stepBudget } from './context-window.js';
import { ConfigurationError } from '../errors/configuration-error.js';

describe('contextWindow', () => {
  it('applies the defaults: 10% reserve, a quarter per result, half per step', () => {
    expect(contextWindow({ window: 32_000 })).toEqual({ window: 32_000, reserve: 3_200, maxResultShare: 0.25, maxStepShare: 0.5 });
  });

  it('keeps the values given', () => {
    expect(contextWindow({ window: 128_000, reserve: 8_000, maxResultShare: 0.1, maxStepShare: 1 })).toEqual({
      window: 128_000,
      reserve: 8_000,
      maxResultShare: 0.1,
      maxStepShare: 1,
    });
    expect(contextWindow({ window: 1_000, reserve: 0 }).reserve).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a window of %s', (window) => {
    expect(() => contextWindow({ window }, 'withOutputLimits: context')).toThrow(
      new ConfigurationError(`withOutputLimits: context: window must be a whole number of tokens > 0; got ${window}.`),
    );
  });

  it.each([-1, 32_000, 40_000, Number.NaN])('refuses a reserve of %s', (reserve) => {
    expect(() => contextWindow({ window: 32_000, reserve })).toThrow(
      `context: reserve must be a number of tokens >= 0 and below the window (32000); got ${reserve}.`,
    );
  });

  it.each([0, -0.5, 1.01, Number.NaN])('refuses a share of %s', (share) => {
    expect(() => contextWindow({ window: 32_000, maxResultShare: share })).toThrow(
      `context: maxResultShare must be a number above 0 and at most 1; got ${share}.`,
    );
    expect(() => contextWindow({ window: 32_000, maxStepShare: share })).toThrow(
      `context: maxStepShare must be a number above 0 and at most 1; got ${share}.`,
    );
  });
});

describe('roomLeft, resultBudget and stepBudget', () => {
  const context = contextWindow({ window: 32_000 });

  it('count the room as window - reserve - prompt, never below 0', () => {
    expect(roomLeft(context, 1)).toBe(28_799);
    expect(roomLeft(context, 28_800)).toBe(0);
    expect(roomLeft(context, 50_000)).toBe(0);
  });

  it('give one call a quarter of the room, and split half of it among parallel calls', () => {
    expect(resultBudget(context, 1)).toEqual({ tokens: 7_199 });
    expect(resultBudget(context, 1, 2)).toEqual({ tokens: 7_199 });
    expect(resultBudget(context, 1, 4)).toEqual({ tokens: 3_599 });
    expect(resultBudget(context, 1, 0)).toEqual({ tokens: 7_199 });
    expect(stepBudget(context, 1)).toBe(14_399);
    expect(resultBudget(context, 40_000, 4)).toEqual({ tokens: 0 });
  });

  it('keep the calls of a step within the step budget together', () => {
    for (let calls = 1; calls <= 20; calls += 1) {
      for (const prompt of [0, 1, 999, 17_777, 28_000]) {
        const { tokens } = resultBudget(context, prompt, calls) as { tokens: number };
        expect(tokens * calls).toBeLessThanOrEqual(stepBudget(context, prompt));
      }
    }
  });
});
