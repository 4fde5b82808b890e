/**
 * Serializer placeholders: what a structured result shows where a value cannot be rendered.
 */

/** Stands for a reference back to an enclosing object. */
export const CIRCULAR_PLACEHOLDER = '[Circular]';
/** Stands for nesting deeper than the serializers follow. */
export const TOO_DEEP_PLACEHOLDER = '[Too deep]';
/** Stands for a value whose getter, proxy or `toJSON` threw. */
export const UNSERIALIZABLE_PLACEHOLDER = '[Unserializable]';
