import type { ArgumentPath } from '../messages/references.js';
import { argumentName } from '../messages/references.js';
import type { ReferenceInfo } from './resolve-references.js';

/** One call whose references were put in place: what `recordReferences` and `referenceAttributes` record. */
export interface ReferencesRecord {
  readonly toolName: string;
  readonly toolCallId: string;
  readonly references: readonly ReferenceInfo[];
}

/**
 * The span attribute names of a call's references (the tool and call id under the OpenTelemetry
 * GenAI conventions' names, the rest under `output_limits.references.*`). The lists are in the
 * same order, one entry per reference; no attribute ever holds the content.
 */
export const REFERENCE_ATTRIBUTES = {
  toolName: 'gen_ai.tool.name',
  toolCallId: 'gen_ai.tool.call.id',
  count: 'output_limits.references.count',
  /** Where each reference stood in the input: `content`, `files[0].body`. */
  arguments: 'output_limits.references.arguments',
  handles: 'output_limits.references.handles',
  /** Size of each stored payload, in bytes, as strings (a span attribute list holds one type). */
  bytes: 'output_limits.references.bytes',
  sha256: 'output_limits.references.sha256',
} as const;

/** The span attributes of one call's references, named by `REFERENCE_ATTRIBUTES`. Pure: usable with any tracer. */
export function referenceAttributes(record: ReferencesRecord): Record<string, string | number | string[]> {
  const names = REFERENCE_ATTRIBUTES;
  const paths: ArgumentPath[] = record.references.map((reference) => reference.path);
  return {
    [names.toolName]: record.toolName,
    [names.toolCallId]: record.toolCallId,
    [names.count]: record.references.length,
    [names.arguments]: paths.map(argumentName),
    [names.handles]: record.references.map((reference) => reference.handle),
    [names.bytes]: record.references.map((reference) => String(reference.bytes)),
    [names.sha256]: record.references.map((reference) => reference.sha256),
  };
}
