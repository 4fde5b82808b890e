/**
 * The reducer: runs the steps for each result (1 prepare, 2 measure, 3 band, 4 action; 5 store
 * and 6 notice inside a spill), checks the config once, and answers which tools it exempts.
 */
export * from './bands.js';
export * from './bound-parts.js';
export * from './check-config.js';
export * from './is-reduced-output.js';
export * from './last-resort.js';
export * from './leaves-unchanged.js';
export * from './own-output.js';
export * from './reduce-event.js';
export * from './reducer.js';
export * from './reducer-config.js';
export * from './reduction-attributes.js';
export * from './tool-bands.js';
export * from './tool-selector.js';
