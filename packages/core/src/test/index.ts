/** STUB: conformance suite for OverflowStore implementations, shipped as `@output-limits/core/test`. */
export {};
