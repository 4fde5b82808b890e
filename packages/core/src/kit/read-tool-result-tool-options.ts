import type { OverflowStore } from '../stores/overflow-store.js';

/** What every adapter's `readToolResultTool` takes; an adapter may add options of its own. */
export interface ReadToolResultToolOptions {
  /** The store spills were written to: the same one the reducer uses. */
  readonly store: OverflowStore;
  /** Only handles in this namespace may be read. Default: none (every handle in the store). */
  readonly namespace?: string;
}
