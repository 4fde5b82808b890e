/**
 * What the MCP proxy (`@output-limits/mcp`) says: the `resource_link` that points at a spill, the
 * read call a notice names when the proxy has no read tool, and the JSON-RPC errors it answers a
 * bad message with.
 */
import { formatCount as n } from '../text/format-count.js';
import { excerpt, quoteHandle } from './quote.js';

/** Longest part of a tool's name a `resource_link` description shows. */
const MAX_TOOL_NAME = 100;

/**
 * The `description` of the `resource_link` to a spill, the tool's name cut to 100 chars and `...`:
 * `Full output of read_text_file (2,000,000 chars), paged: 200 lines a read.`
 */
export function spillResourceDescription(toolName: string, chars: number, pageLines: number): string {
  return `Full output of ${excerpt(toolName, MAX_TOOL_NAME)} (${n(chars)} chars), paged: ${n(pageLines)} lines a read.`;
}

/**
 * What a spill notice says to read the spill with when the proxy offers no read tool (the server
 * has a tool of that name): `Read it with resources/read(uri='output-limits://result/...')`.
 */
export function readWithResource(uri: string): string {
  return `Read it with resources/read(uri=${quoteHandle(uri)})`;
}

/** JSON-RPC error message for a line that is not JSON. */
export function parseErrorMessage(): string {
  return 'Parse error: the message is not JSON.';
}

/** JSON-RPC error message for JSON that is not a JSON-RPC 2.0 message: `Invalid Request: <reason>.` */
export function invalidRequestMessage(reason: string): string {
  return `Invalid Request: ${reason}.`;
}

/** JSON-RPC error message for a request whose answer from the other side was malformed. */
export function malformedAnswerMessage(side: 'client' | 'server'): string {
  return `Internal error: the MCP ${side} answered this request with a malformed message.`;
}

/** JSON-RPC error message of `resources/read` for a spill URI this proxy does not serve. */
export function spillNotFoundMessage(uri: string): string {
  return `Resource not found: ${quoteHandle(uri)} is not a tool result of this session.`;
}

/** JSON-RPC error message for a request the proxy could not answer (a bug, or a store that failed unexpectedly). */
export function proxyFailedMessage(): string {
  return 'Internal error: the output-limits proxy could not answer this request.';
}

/** JSON-RPC error message for a client request the proxy could not send on to the server (an HTTP server that is down or refused it). */
export function serverUnreachableMessage(): string {
  return 'Internal error: the output-limits proxy could not pass this request on to the MCP server.';
}
