/**
 * What a tool's JSON Schema says about the places a reference can stand: whether a position takes a
 * string (the reference then stands for the stored text) or only structured data (it stands for
 * the parsed JSON), and the schema shown to the model, widened so a reference may stand where
 * structured data is expected. Plain JSON Schema (draft 7 to 2020-12, as zod and the AI SDK write
 * it); no validator is involved.
 */
import type { ArgumentPath } from '../messages/references.js';
import { REFERENCE_PREFIX } from '../messages/references.js';

/** A JSON Schema: an object, or `true` / `false`. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

type SchemaObject = { readonly [keyword: string]: unknown };

/** How deep `$ref`s and combinators are followed before a position is taken to accept anything. */
const MAX_HOPS = 32;

/** The schema of a string that is a reference, offered beside structured data at widened positions. */
export const REFERENCE_STRING_SCHEMA: SchemaObject = Object.freeze({
  type: 'string',
  pattern: `^${REFERENCE_PREFIX}`,
  description: `A stored tool result passed by reference: '${REFERENCE_PREFIX}<handle>'.`,
});

const isObject = (schema: unknown): schema is SchemaObject => typeof schema === 'object' && schema !== null && !Array.isArray(schema);

/** The schema a local `$ref` (`#`, `#/$defs/x`, `#/definitions/x`, any JSON pointer into the root) points to, or undefined. */
function resolveRef(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(at) && !Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return isObject(at) || typeof at === 'boolean' ? at : undefined;
}

/**
 * The alternatives a schema stands for, with `$ref`s followed and `anyOf` / `oneOf` / `allOf`
 * branches listed (a schema with both its own keywords and a combinator gives itself too).
 * Past `MAX_HOPS` a schema stands for anything (`true`).
 */
function alternatives(root: JsonSchema, schema: JsonSchema, hops = 0): JsonSchema[] {
  if (!isObject(schema)) return [schema];
  if (hops > MAX_HOPS) return [true];
  const out: JsonSchema[] = [];
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(root, schema.$ref);
    out.push(...alternatives(root, target ?? true, hops + 1));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const branch of branches) out.push(...alternatives(root, branch as JsonSchema, hops + 1));
  }
  const own = Object.keys(schema).some(
    (key) => !['$ref', 'anyOf', 'oneOf', 'allOf', 'description', 'title', '$defs', 'definitions', '$schema'].includes(key),
  );
  if (own || out.length === 0) out.push(schema);
  return out;
}

/** The schemas a value at `segment` of a value of `schema` must meet (none when the schema forbids it). */
function childSchemas(schema: JsonSchema, segment: string | number): JsonSchema[] {
  if (!isObject(schema)) return schema ? [true] : [];
  if (typeof segment === 'number') {
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : undefined;
    if (prefix && segment < prefix.length) return [prefix[segment] as JsonSchema];
    const rest = prefix ? (Array.isArray(schema.items) ? schema.additionalItems : schema.items) : schema.items;
    return rest === undefined ? [true] : [rest as JsonSchema];
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  if (Object.hasOwn(properties, segment)) return [properties[segment] as JsonSchema];
  const patterns = isObject(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
  const matched = patterns.filter(([pattern]) => safeTest(pattern, segment)).map(([, child]) => child as JsonSchema);
  if (matched.length > 0) return matched;
  const additional = schema.additionalProperties;
  return additional === undefined ? [true] : [additional as JsonSchema];
}

function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

/** True when a value that meets `schema` may be a string: no `type`, or `type` naming `string` (or, with `anyOf`, any branch). */
function takesString(root: JsonSchema, schema: JsonSchema): boolean {
  return alternatives(root, schema).some((alternative) => {
    if (!isObject(alternative)) return alternative;
    const type = alternative.type;
    if (type === undefined) return !('const' in alternative) && !Array.isArray(alternative.enum) ? true : constOrEnumHasString(alternative);
    return type === 'string' || (Array.isArray(type) && type.includes('string'));
  });
}

function constOrEnumHasString(schema: SchemaObject): boolean {
  if ('const' in schema) return typeof schema.const === 'string';
  return (schema.enum as unknown[]).some((value) => typeof value === 'string');
}

/**
 * True when the value at `path` of an input meeting `schema` may be a string, so a reference there
 * stands for the stored text; false when only structured data (an object, an array, a number, a
 * boolean, null) may stand there, so it stands for the parsed JSON. A path the schema does not
 * describe (no schema, `additionalProperties` absent, a `$ref` outside the document) takes anything,
 * a string included.
 */
export function takesStringAt(schema: JsonSchema | undefined, path: ArgumentPath): boolean {
  if (schema === undefined) return true;
  let here: JsonSchema[] = [schema];
  for (const segment of path) {
    here = here.flatMap((candidate) => alternatives(schema, candidate)).flatMap((candidate) => childSchemas(candidate, segment));
    if (here.length === 0) return true;
  }
  return here.some((candidate) => takesString(schema, candidate));
}

/** True when the schema at `path` expects an array (and no string): a reference there stands for a list of records. */
export function takesArrayAt(schema: JsonSchema | undefined, path: ArgumentPath): boolean {
  if (schema === undefined) return false;
  let here: JsonSchema[] = [schema];
  for (const segment of path)
    here = here.flatMap((candidate) => alternatives(schema, candidate)).flatMap((candidate) => childSchemas(candidate, segment));
  return here
    .flatMap((candidate) => alternatives(schema, candidate))
    .some(
      (alternative) =>
        isObject(alternative) && (alternative.type === 'array' || (Array.isArray(alternative.type) && alternative.type.includes('array'))),
    );
}

/**
 * `schema`, with every value position (a property, an array's items, `additionalProperties`, a
 * `patternProperties` value, in `$defs` too) that takes no string widened to
 * `{ anyOf: [<position>, REFERENCE_STRING_SCHEMA] }`, so a model may write a reference where the
 * tool expects structured data. Positions that take a string already accept a reference. The input
 * is not changed.
 */
export function widenForReferences(schema: JsonSchema): JsonSchema {
  const root = schema;
  const widen = (node: JsonSchema, hops: number): JsonSchema => {
    if (!isObject(node) || hops > MAX_HOPS) return node;
    const position = (child: unknown): unknown => {
      if (!isObject(child) && typeof child !== 'boolean') return child;
      const inner = widen(child, hops + 1);
      return takesString(root, child) ? inner : { anyOf: [inner, REFERENCE_STRING_SCHEMA] };
    };
    const out: Record<string, unknown> = { ...node };
    const mapValues = (value: unknown, each: (child: unknown) => unknown) =>
      isObject(value) ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, each(child)])) : value;
    if ('properties' in node) out.properties = mapValues(node.properties, position);
    if ('patternProperties' in node) out.patternProperties = mapValues(node.patternProperties, position);
    if (isObject(node.additionalProperties)) out.additionalProperties = position(node.additionalProperties);
    if (Array.isArray(node.prefixItems)) out.prefixItems = node.prefixItems.map(position);
    if (Array.isArray(node.items)) out.items = node.items.map(position);
    else if (isObject(node.items)) out.items = position(node.items);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (Array.isArray(node[key])) out[key] = (node[key] as JsonSchema[]).map((branch) => widen(branch, hops + 1));
    }
    for (const key of ['$defs', 'definitions'] as const) {
      if (isObject(node[key])) out[key] = mapValues(node[key], (child) => widen(child as JsonSchema, hops + 1));
    }
    return out;
  };
  return widen(schema, 0);
}
