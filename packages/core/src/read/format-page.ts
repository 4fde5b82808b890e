import type { NextCall, PageFooter } from '../messages/index.js';
import { pageFooter } from '../messages/index.js';

/** The char-mode call that reads on from inside a long line: `offset` in UTF-16 code units, a page of `limit`. */
export function longLineCall(handle: string, offset: number, fromEnd: boolean, limit: number): NextCall {
  return { handle, unit: 'chars', offset, limit, ...(fromEnd ? { fromEnd: true } : {}) };
}

/** A page as the model sees it: the body, `'\n'`, then the one-line footer (a `PageFooter`, or one already rendered). */
export function formatPage(body: string, footer: PageFooter | string): string {
  return `${body}\n${typeof footer === 'string' ? footer : pageFooter(footer)}`;
}
