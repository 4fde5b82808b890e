/**
 * Foundation (below every step): the error classes the library throws, one base class
 * (`OutputLimitsError`), and `withDeadline`, which bounds a call in time.
 */
export * from './argument-error.js';
export * from './configuration-error.js';
export * from './deadline-error.js';
export * from './not-found-error.js';
export * from './output-limits-error.js';
export * from './scrub-host-paths.js';
export * from './store-error.js';
export * from './with-deadline.js';
