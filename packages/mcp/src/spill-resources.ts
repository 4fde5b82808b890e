/**
 * Spills as MCP resources: each spill is also a `resource_link` in the reduced result, with a URI
 * the proxy serves through `resources/read`, a page at a time, and lists in `resources/list`.
 *
 * URI: `output-limits://result/<handle, percent-encoded>`, read as `read_tool_result` reads the
 * handle; the query takes the same arguments: `?offset=200&limit=200`, `?pattern=ERROR`,
 * `?from_end=true`, `?unit=chars`.
 */
import type { OverflowStore, ReadToolResultArgs } from '@output-limits/core';
import { READ_TOOL_RESULT_INPUT_SCHEMA, readToolResult } from '@output-limits/core';
import { DEFAULT_READ_LIMIT } from '@output-limits/core/adapter';
import { spillResourceDescription } from '@output-limits/core/messages';

export const SPILL_URI_PREFIX = 'output-limits://result/';
/** Most spills `resources/list` shows, newest first. */
export const MAX_LISTED_SPILLS = 100;

/** An MCP `resource_link` content part. */
export interface ResourceLink {
  readonly type: 'resource_link';
  readonly uri: string;
  readonly name: string;
  readonly description: string;
  readonly mimeType: 'text/plain';
}

/** The URI of a spill. */
export function spillUri(handle: string): string {
  return SPILL_URI_PREFIX + encodeURIComponent(handle);
}

/** The `resource_link` part to a spill of `chars` chars of `toolName`'s result. */
export function spillLink(handle: string, toolName: string, chars: number): ResourceLink {
  return {
    type: 'resource_link',
    uri: spillUri(handle),
    name: handle,
    description: spillResourceDescription(toolName, chars, DEFAULT_READ_LIMIT),
    mimeType: 'text/plain',
  };
}

/** True for a URI in the spill scheme (whether or not it names a spill of this session). */
export function isSpillUri(uri: unknown): uri is string {
  return typeof uri === 'string' && uri.startsWith(SPILL_URI_PREFIX);
}

/** The read a spill URI asks for, or undefined when it cannot be read as one. */
export function spillRead(uri: string): ReadToolResultArgs | undefined {
  let url: URL;
  let handle: string;
  try {
    url = new URL(uri);
    handle = decodeURIComponent(url.pathname.slice(1));
  } catch {
    return undefined;
  }
  if (url.host !== 'result' || handle === '') return undefined;
  const args: Record<string, unknown> = { handle };
  for (const key of new Set(url.searchParams.keys())) args[key] = queryValue(key, url.searchParams.getAll(key));
  return args as unknown as ReadToolResultArgs;
}

const READ_ARGUMENT_TYPES: Readonly<Record<string, { readonly type?: string | readonly string[]; readonly enum?: readonly string[] }>> =
  READ_TOOL_RESULT_INPUT_SCHEMA.properties;

/**
 * A query value as the type `read_tool_result`'s schema gives its key: `offset=200` is 200 and
 * `from_end=true` is true, while `pattern=404` stays the string '404', and a key that may be a list
 * (`pattern`) given more than once is the list of its values. A value that is not of its key's type
 * stays a string, for `readToolResult` to refuse with its one-line message.
 */
function queryValue(key: string, values: readonly string[]): unknown {
  const type = READ_ARGUMENT_TYPES[key]?.type;
  const types: readonly string[] = typeof type === 'string' ? [type] : (type ?? []);
  if (values.length > 1 && types.includes('array')) return values;
  const value = values[values.length - 1]!;
  if (types.includes('integer')) return /^\d+$/.test(value) ? Number(value) : value;
  if (types.includes('boolean')) return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/**
 * The text of a `resources/read` of a spill URI: the page `readToolResult` gives for the same
 * arguments (bad ones get its one-line message). Undefined when the URI is not a spill of
 * `namespace`.
 */
export async function readSpillPage(uri: string, store: OverflowStore, namespace: string): Promise<string | undefined> {
  const args = spillRead(uri);
  if (!args || !args.handle.startsWith(`${namespace}/`)) return undefined;
  return readToolResult(store, args, { namespace });
}

/** The spills of one session, for `resources/list`. */
export class SpillList {
  private readonly links: ResourceLink[] = [];

  add(link: ResourceLink): void {
    this.links.unshift(link);
    if (this.links.length > MAX_LISTED_SPILLS) this.links.pop();
  }

  /** The listed spills as MCP `Resource`s, newest first. */
  resources(): Array<Omit<ResourceLink, 'type'>> {
    return this.links.map(({ type: _type, ...resource }) => resource);
  }
}
