import type { Serializer } from '../prepare/serialize.js';
import { compactJson, indentedJson, jsonLines } from '../prepare/serialize.js';
import type { ContentKind } from '../stores/overflow-store.js';

/**
 * What the text of a structured result holds, for a store that names files by it: `'jsonl'` when
 * `jsonLines` wrote an array (or `Set`) one record a line, `'json'` for the other built-in
 * serializers, `'text'` for a serializer of your own (its format is unknown).
 */
export function structuredKind(value: unknown, serializer: Serializer): ContentKind {
  if (serializer === jsonLines) return Array.isArray(value) || value instanceof Set ? 'jsonl' : 'json';
  return serializer === compactJson || serializer === indentedJson ? 'json' : 'text';
}
