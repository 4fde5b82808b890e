/**
 * JSON-RPC 2.0 messages as the proxy sees them: told apart by their shape alone (no schema of
 * MCP's methods, so a method nobody here knows passes too), and the error replies it sends.
 */
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { invalidRequestMessage, parseErrorMessage } from '@output-limits/core/messages';

export type { JSONRPCMessage, RequestId };

/** JSON-RPC error codes the proxy answers with. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INTERNAL_ERROR = -32603;
/** MCP's code for a resource that does not exist. */
export const RESOURCE_NOT_FOUND = -32002;

type Params = Readonly<Record<string, unknown>> | undefined;

/** A message, told apart by its shape. */
export type Classified =
  | { readonly kind: 'request'; readonly id: RequestId; readonly method: string; readonly params: Params }
  | { readonly kind: 'notification'; readonly method: string; readonly params: Params }
  | { readonly kind: 'response'; readonly id: RequestId; readonly result?: Readonly<Record<string, unknown>> }
  | { readonly kind: 'invalid'; readonly id: RequestId | null; readonly reason: string };

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is RequestId => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * What a parsed JSON value is as a JSON-RPC 2.0 message: a request (`id` and `method`), a
 * notification (`method`, no `id`), a response (`id` and exactly one of `result` and `error`), or
 * invalid, with the `id` to answer it with when it has a usable one (else `null`) and why.
 * MCP's own rules on top of JSON-RPC's: `id` is a string or a number (never `null`), `params`
 * and `result` are objects.
 */
export function classify(value: unknown): Classified {
  if (!isRecord(value)) return invalid(null, 'a message is a JSON object');
  const id = isId(value.id) ? value.id : null;
  if (value.jsonrpc !== '2.0') return invalid(id, 'jsonrpc must be "2.0"');
  if ('id' in value && id === null) return invalid(null, 'id must be a string or a number');
  if ('method' in value) {
    if (typeof value.method !== 'string') return invalid(id, 'method must be a string');
    if (value.params !== undefined && !isRecord(value.params)) return invalid(id, 'params must be an object');
    const params = value.params;
    return id === null ? { kind: 'notification', method: value.method, params } : { kind: 'request', id, method: value.method, params };
  }
  if (id === null) return invalid(null, 'a message without an id needs a method');
  const hasResult = 'result' in value;
  if (hasResult === 'error' in value) return invalid(id, 'a response has exactly one of result and error');
  if (hasResult) return isRecord(value.result) ? { kind: 'response', id, result: value.result } : invalid(id, 'result must be an object');
  const error = value.error;
  if (!isRecord(error) || typeof error.code !== 'number' || typeof error.message !== 'string') {
    return invalid(id, 'error must be an object with a numeric code and a string message');
  }
  return { kind: 'response', id };
}

function invalid(id: RequestId | null, reason: string): Classified {
  return { kind: 'invalid', id, reason };
}

/** A JSON-RPC error response. `id` `null` answers a message whose id could not be read. */
export function errorResponse(id: RequestId | null, code: number, message: string): JSONRPCMessage {
  return { jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage;
}

/** The answer to a line that is not JSON. */
export function parseError(): JSONRPCMessage {
  return errorResponse(null, PARSE_ERROR, parseErrorMessage());
}

/** The answer to JSON that is not a JSON-RPC message. */
export function invalidRequest(id: RequestId | null, reason: string): JSONRPCMessage {
  return errorResponse(id, INVALID_REQUEST, invalidRequestMessage(reason));
}

/** A successful response. */
export function resultResponse(id: RequestId, result: Readonly<Record<string, unknown>>): JSONRPCMessage {
  return { jsonrpc: '2.0', id, result };
}

/** A map key for a request id: `1` and `"1"` are different requests. */
export function idKey(id: RequestId): string {
  return typeof id === 'number' ? `n${id}` : `s${id}`;
}
