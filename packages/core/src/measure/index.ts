/**
 * Step 2 of a result: its size, in chars or tokens, and the arithmetic of a budget.
 */
export * from './budget.js';
export * from './measure.js';
