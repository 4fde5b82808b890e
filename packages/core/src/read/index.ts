/**
 * Step 7: read-back. `readToolResult` pages a spilled payload back (lines, chars, bytes,
 * matches) and never reads outside the store.
 */
export * from './binary-head.js';
export * from './decode-text.js';
export * from './fold-case.js';
export * from './format-page.js';
export * from './line-scanner.js';
export * from './match-scanner.js';
export * from './parse-read-request.js';
export * from './payload-source.js';
export * from './read-bytes.js';
export * from './read-chars.js';
export * from './read-lines.js';
export * from './read-matches.js';
export * from './read-spilled-image.js';
export * from './read-tool-result.js';
export * from './read-tool-result-schema.js';
export * from './render-lines.js';
export * from './render-matches.js';
