/**
 * Step 3 of a result, under a budget: which action fits, and how an output is sized to the
 * budget; the context-window arithmetic adapters use to derive one.
 */
export * from './budget-plan.js';
export * from './budgeted-action.js';
export * from './context-window.js';
export * from './fit-to-budget.js';
export * from './largest-first-cap.js';
export * from './model-windows.js';
