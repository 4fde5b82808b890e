/**
 * Foundation: text and byte utilities with no pipeline knowledge (code-point-safe cuts, counts,
 * base64, media sniffing, line indexes, shape sketches).
 */
export * from './code-point-boundary.js';
export * from './fold-small-containers.js';
export * from './format-count.js';
export * from './from-base64.js';
export * from './image-bytes.js';
export * from './is-binary.js';
export * from './is-plain-json.js';
export * from './line-depth.js';
export * from './line-index.js';
export * from './pageable-json.js';
export * from './sha256-hex.js';
export * from './shape-sketch.js';
export * from './sniff-media-type.js';
export * from './text-blocks.js';
export * from './to-base64.js';
export * from './utf8-length.js';
