import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callIdKey,
  handleProblem,
  isInNamespace,
  MAX_HANDLE_LENGTH,
  namespaceSegment,
  randomPart,
  sanitizeSegment,
  spillKey,
  spillKeys,
} from './handle.js';
import { unknownHandle } from '../messages/index.js';
import { readToolResult } from '../read/read-tool-result.js';
import { MemoryStore } from './memory-store.js';

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

describe('namespaceSegment', () => {
  it('keeps a plain namespace as it is and writes others byte by byte after a leading _', () => {
    expect(namespaceSegment('conversation-42')).toBe('conversation-42');
    expect(namespaceSegment('v1.2')).toBe('v1.2');
    expect(namespaceSegment('a_b')).toBe('a_b');
    expect(namespaceSegment('-x.')).toBe('-x.');
    expect(namespaceSegment('a@b.io')).toBe('_a_40b_2eio');
    expect(namespaceSegment('_x')).toBe('__5fx');
    expect(namespaceSegment('.x')).toBe('__2ex');
    expect(namespaceSegment('tenant/user')).toBe('_tenant_2fuser');
    expect(namespaceSegment('ü')).toBe('__c3_bc');
    expect(namespaceSegment('.')).toBe('__2e');
    expect(namespaceSegment('..')).toBe('__2e_2e');
    expect(namespaceSegment('')).toBe('_');
    expect(namespaceSegment('a\ud800')).toBe('_a_ud800');
    expect(namespaceSegment('a\ufffd')).toBe('_a_ef_bf_bd');
  });

  it('keeps the run ids of durable engines as they are', () => {
    // Workflow DevKit, Restate, Temporal and DBOS (UUIDs), and Inngest run ids.
    for (const runId of [
      'wrun_01KBQ5D3Y0V7ZJ8M6T4N2C9R1E',
      'inv_1bQCjWRcV3eP559kT50Ky0FAa0eZEJrnd6',
      '0b8f6a1e-5a4c-4d2b-9f3e-1c2d3e4f5a6b',
      '01JDXQ7K3M2N4P5Q6R7S8T9V0W',
    ]) {
      expect(namespaceSegment(runId)).toBe(runId);
    }
  });

  it('is one to one, and every segment is a valid handle segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        const [sa, sb] = [namespaceSegment(a), namespaceSegment(b)];
        if (a !== b) expect(sa).not.toBe(sb);
        expect(handleProblem(`${sa}/call.0-aaaaaaaaaaaa`)).toBeUndefined();
      }),
      { numRuns: 2_000 },
    );
  });

  it('puts a spill key inside its own namespace only', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (owner, other) => {
        const key = spillKey('call', 0, owner);
        expect(isInNamespace(key, owner)).toBe(true);
        if (owner !== other) expect(isInNamespace(key, other)).toBe(false);
      }),
    );
  });
});

describe('handles written under the namespace rule of 0.1 (no _ in a plain namespace, no leading _ in a written one)', () => {
  /** `namespaceSegment` as 0.1 wrote it. */
  function segmentOf01(namespace: string): string {
    if (namespace !== '.' && namespace !== '..' && /^[A-Za-z0-9.-]+$/.test(namespace)) return namespace;
    if (namespace === '') return '_';
    let out = '';
    for (const char of namespace) {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        out += `_u${code.toString(16)}`;
        continue;
      }
      for (const byte of new TextEncoder().encode(char)) {
        const ascii = String.fromCharCode(byte);
        out += /^[A-Za-z0-9-]$/.test(ascii) ? ascii : `_${byte.toString(16).padStart(2, '0')}`;
      }
    }
    return out;
  }

  it('are still read when the namespace is letters, digits, . and - not starting with . (or empty)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-][A-Za-z0-9.-]*$/), (namespace) => {
        expect(namespaceSegment(namespace)).toBe(segmentOf01(namespace));
      }),
    );
    expect(namespaceSegment('')).toBe(segmentOf01(''));
  });

  it('are unknown to their namespace otherwise: the model is told to run the tool again, never given the payload or a crash', async () => {
    const store = new MemoryStore();
    for (const namespace of ['user 1', 'run_7', 'wrun_01K', 'a@b.io', '.hidden', 'ü']) {
      const old = `${segmentOf01(namespace)}/call-1.0-aaaaaaaaaaaa`;
      await store.write(old, new TextEncoder().encode('payload of 0.1'));
      expect(old.startsWith(`${namespaceSegment(namespace)}/`)).toBe(false);
      expect(await readToolResult(store, { handle: old }, { namespace })).toBe(unknownHandle(old));
    }
    expect(segmentOf01('user 1')).toBe('user_201');
    expect(namespaceSegment('user 1')).toBe('_user_201');
  });
});

describe('callIdKey', () => {
  it('is the namespace and the call id, with no counter and no random part', async () => {
    expect(await callIdKey('call_1', 'run-7')).toBe('run-7/call_1');
    expect(await callIdKey('call_1', 'run-7')).toBe(await callIdKey('call_1', 'run-7'));
    expect(await callIdKey('toolu_01A-b', 'a@b')).toBe('_a_40b/toolu_01A-b');
    expect(await callIdKey('call_1', 'wrun_01K')).toBe('wrun_01K/call_1');
  });

  it('writes other bytes as .xx, a lone surrogate as .u<hex>, and the empty id as .e', async () => {
    expect(await callIdKey('a:b', 'r')).toBe('r/a.3ab');
    expect(await callIdKey('a.b', 'r')).toBe('r/a.2eb');
    expect(await callIdKey('..', 'r')).toBe('r/.2e.2e');
    expect(await callIdKey('a/b', 'r')).toBe('r/a.2fb');
    expect(await callIdKey('é', 'r')).toBe('r/.c3.a9');
    expect(await callIdKey('a\ud800', 'r')).toBe('r/a.ud800');
    expect(await callIdKey('', 'r')).toBe('r/.e');
    expect(await callIdKey('_x', 'r')).toBe('r/.5fx');
  });

  it('writes a call id longer than 128 characters once encoded as .h and its SHA-256', async () => {
    expect(await callIdKey('x'.repeat(128), 'r')).toBe(`r/${'x'.repeat(128)}`);
    const long = await callIdKey('x'.repeat(129), 'r');
    expect(long).toMatch(/^r\/\.h[0-9a-f]{64}$/);
    expect(await callIdKey('x'.repeat(129), 'r')).toBe(long);
    expect(await callIdKey('y'.repeat(129), 'r')).not.toBe(long);
  });

  it('is one to one, and every key is a valid handle', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), async (a, b) => {
        const [ka, kb] = [await callIdKey(a, 'ns'), await callIdKey(b, 'ns')];
        expect(handleProblem(ka)).toBeUndefined();
        expect(ka === kb).toBe(a === b);
      }),
    );
  });
});

describe('randomPart', () => {
  it('gives 12 base-36 chars, never the same twice across many refills of its pool', () => {
    const parts = Array.from({ length: 1000 }, () => randomPart());
    for (const part of parts) expect(part).toMatch(/^[0-9a-z]{12}$/);
    expect(new Set(parts).size).toBe(parts.length);
  });
});

describe('spillKeys: the key policy of one reducer', () => {
  it('numbers the spills of one reducer under its namespace, and two reducers apart', () => {
    const first = spillKeys({ namespace: 'run-1' });
    const a = String(first('call')),
      b = String(first('call'));
    expect(a).not.toBe(b);
    expect(isInNamespace(a, 'run-1') && isInNamespace(b, 'run-1')).toBe(true);
    expect(handleProblem(a)).toBeUndefined();
  });

  it('with deterministicKeys, keys the spill by its call id, so a replay writes the same key', async () => {
    const keys = spillKeys({ namespace: 'run-1', deterministicKeys: true });
    expect(await keys('call-7')).toBe(await keys('call-7'));
    expect(await keys('call-7')).toBe(await callIdKey('call-7', 'run-1'));
  });
});
