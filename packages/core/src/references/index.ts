/**
 * After reduction: a later tool call passes a spilled result by reference, and the
 * reference is resolved from the store before the tool runs.
 */
export * from './find-references.js';
export * from './reference-attributes.js';
export * from './reference-schema.js';
export * from './resolve-references.js';
