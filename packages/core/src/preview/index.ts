/**
 * Step 6 of a result (with messages/): the lines a spill notice shows. Picks the salient lines
 * of a payload (errors, the request's rare words and the lines where its common words meet, the
 * lines near them, head and tail) or a records sample.
 */
export * from './common-word-lines.js';
export * from './conjunctions.js';
export * from './error-signal-finder.js';
export * from './error-signals.js';
export * from './neighbour-lines.js';
export * from './pick-lines.js';
export * from './records-preview.js';
export * from './request-terms.js';
export * from './salient-preview.js';
export * from './scan-signals.js';
export * from './term-synonyms.js';
export * from './unusual-lines.js';
export * from './unusual-uses.js';
