import { describe, expect, it } from 'vitest';
import { contentPartRef, fieldBoundary, parsedPartForm, repeatedFieldLine } from './output-parts.js';
import { STEP_STORED, stepListLine, stepNotice } from './step-notice.js';

describe('the step notice', () => {
  it('is one line naming the stored list and the call that reads it', () => {
    expect(stepNotice('run-1/step-call_1.4h2k9x0a1b2c', 200)).toBe(
      `[Too many large results in this step for the context window: each call whose result reads "[Stored: see the step's notice.]" or is empty was stored. ` +
        `Their handles, one a line (tool call id: handle), are stored under handle 'run-1/step-call_1.4h2k9x0a1b2c'. ` +
        `Read it with read_tool_result(handle='run-1/step-call_1.4h2k9x0a1b2c', offset=0, limit=200).]`,
    );
    expect(STEP_STORED).toBe("[Stored: see the step's notice.]");
  });

  it('lists a stored result as its call id, its handle and its size, on one line', () => {
    expect(stepListLine('call_7', 'call_7.0-k3j9x2m1p0qa', 60_000, 'chars')).toBe("call_7: handle 'call_7.0-k3j9x2m1p0qa' (60,000 chars)");
    expect(stepListLine('a\nb', 'h.bin', 2_048, 'bytes')).toBe("a b: handle 'h.bin' (2,048 bytes)");
  });
});

describe('the field boundary', () => {
  it('names the field as JSON on one line, cut to 100 chars', () => {
    expect(fieldBoundary('structuredContent')).toBe('[field "structuredContent"]');
    expect(fieldBoundary('a\u2028b')).toBe('[field "a\\u2028b"]');
    expect(fieldBoundary('k'.repeat(300))).toBe(`[field "${'k'.repeat(100)}..."]`);
    expect(repeatedFieldLine(`{"content":${contentPartRef(1)}}`)).toBe(
      '[made of the text above, not stored twice: {"content":<content part 1>}]',
    );
    expect(repeatedFieldLine(parsedPartForm(2))).toBe('[made of the text above, not stored twice: <content part 2> parsed as JSON]');
  });
});
