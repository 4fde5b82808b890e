import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handleProblem, MAX_HANDLE_LENGTH, sanitizeSegment } from './handle.js';

describe('handleProblem', () => {
  it('accepts every key of the shape the core makes, with and without a namespace', () => {
    const random = fc.stringMatching(/^[0-9a-z]{12}$/);
    fc.assert(
      fc.property(fc.string(), fc.nat(1_000_000), random, fc.option(fc.string(), { nil: undefined }), (callId, n, tail, namespace) => {
        const key = `${sanitizeSegment(callId)}.${n}-${tail}`;
        expect(handleProblem(namespace === undefined ? key : `${sanitizeSegment(namespace)}/${key}`)).toBeUndefined();
      }),
    );
  });

  it('accepts a handle of exactly 512 characters and refuses 513', () => {
    expect(handleProblem('a'.repeat(MAX_HANDLE_LENGTH))).toBeUndefined();
    expect(handleProblem('a'.repeat(MAX_HANDLE_LENGTH + 1))).toBe('longer than 512 characters');
  });

  it.each([
    ['', 'empty'],
    ['*', 'only letters, digits and . _ / - may appear'],
    ['output-limits:*', 'only letters, digits and . _ / - may appear'],
    ['call.0-abc:idx', 'only letters, digits and . _ / - may appear'],
    ['call?[a]', 'only letters, digits and . _ / - may appear'],
    ['call\0x', 'only letters, digits and . _ / - may appear'],
    ['call 1', 'only letters, digits and . _ / - may appear'],
    ['caf\u00e9', 'only letters, digits and . _ / - may appear'],
    ['call.0-abc~idx', 'only letters, digits and . _ / - may appear'],
    ['a\\b', 'only letters, digits and . _ / - may appear'],
    ['/abs', 'an empty, "." or ".." path segment'],
    ['a//b', 'an empty, "." or ".." path segment'],
    ['a/', 'an empty, "." or ".." path segment'],
    ['../x', 'an empty, "." or ".." path segment'],
    ['a/./b', 'an empty, "." or ".." path segment'],
  ])('refuses %j: %s', (handle, problem) => {
    expect(handleProblem(handle)).toBe(problem);
  });

  it('refuses values that are not strings', () => {
    expect(handleProblem(42)).toBe('not a string');
    expect(handleProblem(undefined)).toBe('not a string');
  });
});
