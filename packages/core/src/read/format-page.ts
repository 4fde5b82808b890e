import { MAX_READ_CHARS } from '../defaults.js';
import type { NextCall, PageFooter } from '../messages/index.js';
import { pageFooter } from '../messages/index.js';

/** The char-mode call that reads on from inside a long line: `offset` in UTF-16 code units, a page of 50,000. */
export function longLineCall(handle: string, offset: number, fromEnd: boolean): NextCall {
  return { handle, unit: 'chars', offset, limit: MAX_READ_CHARS, ...(fromEnd ? { fromEnd: true } : {}) };
}

/** A page as the model sees it: the body, `'\n'`, then the one-line footer. */
export function formatPage(body: string, footer: PageFooter): string {
  return `${body}\n${pageFooter(footer)}`;
}
