/**
 * Step 4 of a result: the band's action runs (`truncate`, `spill`, `summarize`, `passthrough`),
 * its `then` fallbacks after it; the spill composes the notice (step 6) after the write (step 5).
 */
export * from './action.js';
export * from './action-run.js';
export * from './compose-spill-notice.js';
export * from './content-kind.js';
export * from './output-bound.js';
export * from './passthrough.js';
export * from './reduction.js';
export * from './run-actions.js';
export * from './spill.js';
export * from './summarize.js';
export * from './truncate.js';
export * from './truncate-text.js';
export * from './truncate-to-tokens.js';
